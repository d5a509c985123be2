"""Shared by the tests of the scripts: the scripts imported by path, and small training runs' arguments and rewards."""
import importlib.util
import os
import signal

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load_script(name):
    """Import a script by path (test.py would otherwise clash with the standard library's `test` package)."""
    spec = importlib.util.spec_from_file_location(f"{name}_script", os.path.join(ROOT, f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


train_rl = load_script("train_rl")
test_script = load_script("test")
validate = load_script("validate")
verify_pipeline = load_script("verify_pipeline")
calibrate = load_script("calibrate")
export = load_script("export")


def length_reward(prompts, completions, **columns):
    """Varies across completions (a random model writes no C++, so the g++ reward would be 0 for all)."""
    return [len(c) / 50.0 for c in completions]


def recording_reward(seen, interrupt=False):
    """length_reward that records (step, problem names) per call; optionally sends itself SIGINT on the first."""

    def reward(prompts, completions, name=None, trainer_state=None, **columns):
        if interrupt and not seen:
            os.kill(os.getpid(), signal.SIGINT)  # as if Ctrl-C were pressed during the first step
        seen.append((trainer_state.global_step, sorted(set(name))))
        return length_reward(prompts, completions)

    return reward


# The original project's round and v (train_rl.py's defaults until 2026-11-26): the tiny runs test code paths, and a
# round of 2 completions and one shared v keep them fast and their checks simple. No dynamic sampling (the original
# had none): a round samples only the prompts TRL drew, as the checks of which problems a step saw expect.
SMALL_ROUND = ["--per_device_train_batch_size", "1", "--tying", "all", "--overlong_penalty", "0",
               "--dynamic_sampling", "off"]


def train_args(model_dir, data, output_dir, *extra):
    """A tiny run: 2 steps of 2 completions (one prompt x 2) of at most 4 tokens, one v shared by all layers, no
    overlong penalty; later options override earlier ones. A random model's 4 tokens nearly always reach the limit,
    so truncated completions are trained on (the default masks them, which would leave no loss)."""
    return ["8", "4", "--model", model_dir, "--train_data", data, "--output_dir", str(output_dir),
            "--max_steps", "2", "--max_completion_length", "4", "--num_generations", "2",
            "--gradient_accumulation_steps", "2", "--num_iterations", "1", "--learning_rate", "0.05",
            "--no_mask_truncated_completions", *SMALL_ROUND, *extra]


def tiny_grpo_trainer(output_dir, prompts=("a", "b")):
    """A real TinyLoRAGRPOTrainer on a tiny random Qwen2 (u = 8, v spread over [-0.5, 0.5]) and the given prompts,
    with train_rl.py's settings for 2 prompts x 2 completions a step; a zero reward. Returns (trainer, v)."""
    import torch
    from datasets import Dataset

    import utils
    from tinylora_coder.training.trainer import TinyLoRAGRPOTrainer

    tokenizer = utils.load_bundled_tokenizer()
    model = utils.build_tiny_qwen2(vocab_size=len(tokenizer), seed=0, dtype=torch.float32)
    params = utils.TinyLoRAGlobalParams(8)
    utils.apply_tiny_lora(model, params, rank=2, seed=7, verbose=False, svd_cache=False)
    with torch.no_grad():
        params.global_v.copy_(torch.linspace(-0.5, 0.5, 8))
    args = train_rl.parse_args(["8", "4", "--output_dir", str(output_dir), "--num_generations", "2",
                                "--gradient_accumulation_steps", "2", "--max_completion_length", "6", *SMALL_ROUND])
    trainer = TinyLoRAGRPOTrainer(model=model, reward_funcs=[lambda completions, **kw: [0.0] * len(completions)],
                                  args=train_rl.build_grpo_config(args, False), processing_class=tokenizer,
                                  train_dataset=Dataset.from_dict({"prompt": list(prompts)}), engine="eager")
    return trainer, params.global_v


def assert_one_line_usage_error(script, argv, message, capsys):
    """`script.parse_args(argv)` exits with argparse's usage status 2 and writes one line, an `error:` containing
    `message` and the way to the options (not the whole usage first)."""
    import pytest

    with pytest.raises(SystemExit) as exit_info:
        script.parse_args(argv)
    assert exit_info.value.code == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and "error:" in lines[0] and message in lines[0] and lines[0].endswith("--help)")


def parser_of(script, monkeypatch):
    """The ArgumentParser a script's parse_args builds (caught just before it parses)."""
    import argparse

    import pytest

    caught = []

    class Caught(Exception):
        pass

    def catch(parser, *args, **kwargs):
        caught.append(parser)
        raise Caught

    monkeypatch.setattr(argparse.ArgumentParser, "parse_args", catch)
    with pytest.raises(Caught):
        script.parse_args([])
    monkeypatch.undo()
    return caught[0]
