"""train_rl.py's options as a user meets them: what reaches TRL's config, bad values ending with one line, trackers,
and --help showing every default at once without importing torch."""
import argparse
import importlib.util
import os
import subprocess
import sys
import time

import pytest
from script_helpers import ROOT, calibrate, length_reward, parser_of, test_script, train_args, \
    train_rl, validate, verify_pipeline


def test_report_to_reaches_the_grpo_config():
    args = train_rl.parse_args([])
    assert train_rl.build_grpo_config(args, on_cuda=False).report_to == []
    args.report_to = "tensorboard"
    assert train_rl.build_grpo_config(args, on_cuda=False).report_to == ["tensorboard"]


def test_reward_truncation_sampling_and_speed_options_reach_trl():
    from tinylora_coder.training.micro_batch import MicroBatchPlan
    from tinylora_coder.training.dataset import training_tests

    args = train_rl.parse_args(["32", "10"])
    config = train_rl.build_grpo_config(args, on_cuda=False)
    # issue 25's defaults: the binary reward on every test, truncated completions masked
    assert (args.reward, training_tests(args), config.mask_truncated_completions) == ("binary", None, True)
    assert (config.top_k, config.top_p) == (0, 1.0)  # TRL's: rollouts sample from every token
    args = train_rl.parse_args(["32", "10", "--reward", "partial", "--train_tests", "5",
                                "--no_mask_truncated_completions", "--top_k", "20", "--top_p", "0.9",
                                "--per_device_train_batch_size", "2"])  # the original project's reward and mask back
    plan = MicroBatchPlan(16, 8, True, "test")  # a round of 2 x 8 cut into 2 micro-batches of 8
    config = train_rl.build_grpo_config(args, on_cuda=False, plan=plan)
    assert args.reward == "partial" and training_tests(args) == 5 and not config.mask_truncated_completions
    assert (config.top_k, config.top_p) == (20, 0.9)
    assert (config.per_device_train_batch_size, config.gradient_accumulation_steps, config.steps_per_generation) == \
        (8, 2, 2)
    assert config.gradient_checkpointing or getattr(config, "activation_checkpointing", False)


def test_the_defaults_are_issue_25s_recipe_and_the_originals_round_v_and_penalty_come_back_with_their_flags():
    args = train_rl.parse_args(["32", "10"])
    assert (args.tying, args.overlong_penalty, args.num_generations, args.num_iterations) == ("layer", 128, 8, 1)
    assert args.per_device_train_batch_size * args.gradient_accumulation_steps == 64  # 8 prompts x 8 completions
    # the penalty starts after token 0 however short the limit: a quarter of a limit below 512
    assert train_rl.parse_args(["--max_completion_length", "1024"]).overlong_penalty == 128
    assert train_rl.parse_args(["--max_completion_length", "256"]).overlong_penalty == 64
    assert train_rl.parse_args(["--max_completion_length", "16"]).overlong_penalty == 4
    assert train_rl.parse_args(["--max_completion_length", "16", "--overlong_penalty", "0"]).overlong_penalty == 0
    original = train_rl.parse_args(["32", "10", "--tying", "all", "--overlong_penalty", "0", "--num_generations", "4",
                                    "--per_device_train_batch_size", "1", "--num_iterations", "4"])
    assert (original.tying, original.overlong_penalty, original.num_generations, original.num_iterations,
            original.per_device_train_batch_size * original.gradient_accumulation_steps) == ("all", 0, 4, 4, 8)


@pytest.mark.parametrize("argv, message", [
    (["--train_micro_batch", "3"], "must divide the round of 64"),
    (["--train_micro_batch", "many"], "must be auto or a positive integer"),
    (["--overlong_penalty", "2000"], "must be below --max_completion_length"),
    (["--top_p", "0"], "top_p must lie in (0, 1]"),
    (["--train_tests", "-1"], "train_tests must be 0 or more"),
    (["--stop_after_silent_prompts", "-1"], "stop_after_silent_prompts must be 0 or more"),
    (["--gpu_memory_share", "0"], "gpu_memory_share must lie in (0, 1]"),
    (["--gpu_memory_share", "1.5"], "gpu_memory_share must lie in (0, 1]"),
    (["--gpu_memory_share", "0.5", "--use_vllm", "--no_quant"], "--gpu_memory_share applies without --use_vllm"),
])
def test_bad_reward_and_speed_options_end_with_one_line(argv, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        train_rl.parse_args(argv)
    assert exit_info.value.code == 2 and message in capsys.readouterr().err


def test_report_to_a_tracker_that_is_not_installed_ends_with_one_line_at_once(monkeypatch, capsys):
    find_spec = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *args: None if name.startswith("tensorboard") else find_spec(name, *args))
    with pytest.raises(SystemExit) as exit_info:
        train_rl.parse_args(["--report_to", "tensorboard"])
    assert exit_info.value.code == 2
    assert "--report_to tensorboard needs the tensorboard package" in capsys.readouterr().err


def test_report_to_tensorboard_writes_event_files(tiny_model_dir, problems_file, tmp_path):
    pytest.importorskip("tensorboard", reason="tensorboard is not installed")
    output_dir = tmp_path / "out"
    args = train_args(tiny_model_dir, problems_file, output_dir, "--max_steps", "1", "--report_to", "tensorboard")
    assert train_rl.main(args, reward_funcs=[length_reward]) == 0
    assert list(output_dir.rglob("events.out.tfevents.*"))


HELP_PROBE = """
import runpy, sys
sys.argv = [{script!r}, "--help"]
try:
    runpy.run_path({script!r}, run_name="__main__")
except SystemExit:
    pass
print("torch imported:", "torch" in sys.modules, file=sys.stderr)
"""


def help_entries(text):
    """{first word of an entry: its text} for the options listed in an argparse help text."""
    entries, current = {}, None
    for line in text.splitlines():
        if line.startswith("  ") and not line.startswith("   ") and line.strip():
            current = line.split()[0].rstrip(",")
            entries.setdefault(current, [])
        elif not line.strip() or not line.startswith(" "):
            current = None
        if current is not None:
            entries[current].append(line.strip())
    return {name: " ".join(lines) for name, lines in entries.items()}


@pytest.mark.parametrize("script, name", [(train_rl, "train_rl.py"), (test_script, "test.py"),
                                          (validate, "validate.py"), (verify_pipeline, "verify_pipeline.py"),
                                          (calibrate, "calibrate.py")])
def test_help_shows_every_default_at_once_without_torch(script, name, monkeypatch, tmp_path):
    path = os.path.join(ROOT, name)
    started = time.monotonic()
    proc = subprocess.run([sys.executable, "-c", HELP_PROBE.format(script=path)], capture_output=True, text=True,
                          cwd=tmp_path, env={**os.environ, "PYTHONPATH": ROOT, "COLUMNS": "120"}, timeout=60)
    seconds = time.monotonic() - started
    assert proc.returncode == 0, proc.stderr
    assert "torch imported: False" in proc.stderr
    assert seconds < 2, f"--help took {seconds:.1f} s"

    entries = help_entries(proc.stdout)
    with_default = [action for action in parser_of(script, monkeypatch)._actions
                    if action.default not in (None, False, argparse.SUPPRESS) and action.help != argparse.SUPPRESS]
    assert with_default
    for action in with_default:
        option = action.option_strings[-1] if action.option_strings else action.dest
        assert option in entries, f"{option} is not in the help of {name}"
        assert "(default: " in entries[option], f"{name} --help shows no default for {option}: {entries[option]}"


def test_reward_choices_and_help_come_from_the_rule_registry(monkeypatch):
    from tinylora_coder.reward.rules import REWARD_RULES

    action = next(a for a in parser_of(train_rl, monkeypatch)._actions if a.dest == "reward")
    assert tuple(action.choices) == tuple(REWARD_RULES)
    assert all(f"{rule.name} ({rule.help})" in action.help for rule in REWARD_RULES.values())
