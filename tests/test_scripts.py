"""The four scripts: GRPO training end to end on a tiny random Qwen2, resuming, test.py results, CLI errors."""
import csv
import json
import os
import re
import subprocess
import sys

import pytest
import torch

import utils
from script_helpers import (ROOT, assert_one_line_usage_error, length_reward, recording_reward, test_script,
                            train_args, train_rl, validate, verify_pipeline)


# ---------------------------------------------------------------------------------------------------------------
# Training end to end


def test_grpo_run_changes_v_and_writes_checkpoint_logs_and_plot(trained, tiny_model_dir):
    assert trained["code"] == 0
    output_dir = trained["output_dir"]
    checkpoint = utils.read_tiny_lora_checkpoint(str(output_dir / "tiny_lora_v.pt"))
    assert checkpoint["global_v"].abs().max() > 0  # v starts at zero: GRPO moved it
    assert checkpoint["step"] == 2 and checkpoint["u_value"] == 8 and checkpoint["model_id"] == "tiny-qwen2"
    rows = list(csv.DictReader(open(output_dir / "reward_log.csv")))
    assert [int(r["step"]) for r in rows] == [1, 2] and all(r["reward"] for r in rows)
    assert (output_dir / "reward_curve.png").stat().st_size > 1000
    assert not list(output_dir.glob("checkpoint-*"))  # finished: resume state removed
    assert not any(p.suffix == ".safetensors" for p in output_dir.rglob("*"))  # the base model is never written


def test_test_py_loads_the_checkpoint_and_writes_results(trained, tiny_model_dir, problems_file, tmp_path, capsys):
    checkpoint = str(trained["output_dir"] / "tiny_lora_v.pt")
    common = ["--test_data", problems_file, "--num_samples", "3", "--n", "2", "--max_new_tokens", "4"]
    tuned, base = str(tmp_path / "tuned.json"), str(tmp_path / "base.json")
    assert test_script.main(["--checkpoint_path", checkpoint, *common, "--output", tuned]) == 0
    result = json.load(open(tuned))
    assert result["settings"]["model"] == "tiny-qwen2" and result["settings"]["step"] == 2
    assert result["metrics"]["num_completions"] == 6 and "pass@2" in result["metrics"]
    assert len(result["problems"]) == 3 and all(len(p["samples"]) == 2 for p in result["problems"])
    assert test_script.main(["--baseline", "--model", tiny_model_dir, *common, "--output", base,
                             "--compare", tuned]) == 0
    comparison = json.load(open(base))["comparison"]
    assert comparison["num_common_problems"] == 3 and "pass@1" in comparison["metrics"]
    assert "settings_differ" not in comparison and "not sampled alike" not in capsys.readouterr().out
    shorter = str(tmp_path / "shorter.json")  # a baseline at other settings: compared, and said so
    assert test_script.main(["--baseline", "--model", tiny_model_dir, *common[:-1], "3", "--temperature", "0.5",
                             "--output", shorter, "--compare", tuned]) == 0
    assert json.load(open(shorter))["comparison"]["settings_differ"] == ["temperature 0.5 against 0.7",
                                                                         "max_new_tokens 3 against 4"]
    assert "warning: the two runs were not sampled alike (temperature 0.5 against 0.7; max_new_tokens 3" in \
        capsys.readouterr().out
    capped = str(tmp_path / "capped.json")  # beside training runs: a memory share (a no-op without a GPU)
    assert test_script.main(["--checkpoint_path", checkpoint, *common, "--output", capped, "--gpu_memory_share",
                             "0.2", "--generation_engine", "eager"]) == 0
    assert json.load(open(capped))["settings"]["gpu_memory_share"] == 0.2
    # judged to each program's first failing test, with the judge pool (the default) and without: no average scores
    for workers in ("-1", "0"):
        stopped = str(tmp_path / f"stopped{workers}.json")
        assert test_script.main(["--checkpoint_path", checkpoint, *common, "--output", stopped,
                                 "--stop_at_first_failure", "--judge_workers", workers, "--compare", tuned]) == 0
        result = json.load(open(stopped))
        assert result["settings"]["stop_at_first_failure"] and not result["metrics"]["every_test_judged"]
        assert "average_score" not in result["metrics"] and "average_score" not in result["comparison"]["metrics"]


def test_test_py_caps_its_memory_before_it_loads_the_model(monkeypatch, problems_file):
    calls = []

    class Loaded(Exception):
        pass

    def load(*args, **kwargs):
        calls.append("load")
        raise Loaded

    monkeypatch.setattr(utils, "limit_gpu_memory", lambda share: calls.append(("limit", share)))
    monkeypatch.setattr(utils, "load_model_for_evaluation", load)
    with pytest.raises(Loaded):
        test_script.main(["--baseline", "--test_data", problems_file, "--gpu_memory_share", "0.25",
                          "--generation_engine", "cuda_graph"])
    assert calls == [("limit", 0.25), "load"]


def test_resume_after_interrupt_continues_from_the_saved_step(trained, tiny_model_dir, problems_file, tmp_path):
    output_dir = tmp_path / "out"
    args = train_args(tiny_model_dir, problems_file, output_dir)
    assert train_rl.main(args, reward_funcs=[recording_reward([], interrupt=True)]) == 130
    state = utils.read_tiny_lora_checkpoint(str(output_dir / "checkpoint-1" / "tiny_lora_v.pt"))
    assert state["step"] == 1
    assert utils.read_tiny_lora_checkpoint(str(output_dir / "tiny_lora_v.pt"))["step"] == 1

    with pytest.raises(utils.UsageError, match="--resume"):  # a fresh run must not silently drop that state
        train_rl.main(args, reward_funcs=[length_reward])
    with pytest.raises(utils.UsageError, match="u_value=8"):
        train_rl.main(["16", *args[1:], "--resume"], reward_funcs=[length_reward])

    seen = []
    assert train_rl.main(args + ["--resume"], reward_funcs=[recording_reward(seen)]) == 0
    # Same step, same problems, same v as the uninterrupted run: v, optimizer, RNG and data position were restored.
    assert seen == [s for s in trained["seen"] if s[0] >= 1]
    final = utils.read_tiny_lora_checkpoint(str(output_dir / "tiny_lora_v.pt"))
    reference = utils.read_tiny_lora_checkpoint(str(trained["output_dir"] / "tiny_lora_v.pt"))
    assert final["step"] == 2
    torch.testing.assert_close(final["global_v"], reference["global_v"])
    assert [int(r["step"]) for r in csv.DictReader(open(output_dir / "reward_log.csv"))] == [1, 2]


@pytest.fixture
def interrupted_run(tiny_model_dir, problems_file, tmp_path):
    """A run stopped after step 1, its training data in tmp_path/repo (as in a checkout that is later copied)."""
    data = tmp_path / "repo" / "problems.jsonl"
    data.parent.mkdir()
    data.write_bytes(open(problems_file, "rb").read())
    args = train_args(tiny_model_dir, str(data), tmp_path / "out")
    assert train_rl.main(args, reward_funcs=[recording_reward([], interrupt=True)]) == 130
    return args, data


@pytest.mark.parametrize("original", ["kept", "gone", "edited"])
def test_resume_accepts_an_identical_data_file_at_another_path(interrupted_run, trained, tmp_path, original):
    """Gone: the study's chain runs from a copy of the tree made at its start, on a machine the first part's copy
    never was on (lora-r16-lr1e-5-seed1 was refused so on 2026-12-06); the digest in run_config.json decides, also
    over the original's file edited since."""
    args, data = interrupted_run
    copy = tmp_path / "copy_of_repo" / "problems.jsonl"  # the tree copied elsewhere: same bytes, new path
    copy.parent.mkdir()
    copy.write_bytes(data.read_bytes())
    if original == "gone":
        data.unlink()
    elif original == "edited":
        data.write_bytes(data.read_bytes().replace(b"Print a+b", b"Output a+b"))
    args[args.index("--train_data") + 1] = str(copy)
    seen = []
    assert train_rl.main(args + ["--resume"], reward_funcs=[recording_reward(seen)]) == 0
    assert seen == [s for s in trained["seen"] if s[0] >= 1]
    assert utils.read_tiny_lora_checkpoint(str(tmp_path / "out" / "tiny_lora_v.pt"))["step"] == 2


def test_resume_refuses_a_data_file_at_another_path_that_differs_or_has_nothing_to_compare_with(
        interrupted_run, tmp_path):
    args, data = interrupted_run
    data_bytes = data.read_bytes()
    data.write_bytes(data_bytes.replace(b"Print a+b", b"Output a+b"))  # edited in place: the same path differs
    with pytest.raises(utils.UsageError, match=re.escape(f"train_data={str(data)!r} (now {str(data)!r})")):
        train_rl.main(args + ["--resume"], reward_funcs=[length_reward])
    data.write_bytes(data_bytes)
    copy = tmp_path / "copy_of_repo" / "problems.jsonl"
    copy.parent.mkdir()
    copy.write_bytes(data_bytes.replace(b"Print a+b", b"Output a+b"))  # edited problems
    args[args.index("--train_data") + 1] = str(copy)
    with pytest.raises(utils.UsageError, match=re.escape(f"train_data={str(data)!r} (now {str(copy)!r})")):
        train_rl.main(args + ["--resume"], reward_funcs=[length_reward])
    copy.write_bytes(data.read_bytes())
    with pytest.raises(utils.UsageError, match="had u_value=8 \\(now 16\\)$"):  # the rest as strict as before
        train_rl.main(["16", *args[1:], "--resume"], reward_funcs=[length_reward])
    data.unlink()  # the original gone: the digest the run recorded decides (an edited copy still differs)
    copy.write_bytes(data_bytes.replace(b"Print a+b", b"Output a+b"))
    with pytest.raises(utils.UsageError, match="train_data="):
        train_rl.main(args + ["--resume"], reward_funcs=[length_reward])
    config_path = tmp_path / "out" / "run_config.json"
    config = json.loads(config_path.read_text())
    del config["data_sha256"]  # a run saved before the record, its file gone: nothing to compare, the paths decide
    config_path.write_text(json.dumps(config))
    copy.write_bytes(data_bytes)
    with pytest.raises(utils.UsageError, match="train_data="):
        train_rl.main(args + ["--resume"], reward_funcs=[length_reward])


def test_the_default_masks_truncated_completions_out_of_the_loss(trained, tiny_model_dir, problems_file, tmp_path):
    """A random model's 4 tokens always reach the limit: masked by default, the round has no loss and v stays 0
    (finite, no division by zero), while the same run training on them (the fixture) moves v."""
    args = train_args(tiny_model_dir, problems_file, tmp_path / "out")
    args.remove("--no_mask_truncated_completions")
    assert train_rl.main(args, reward_funcs=[length_reward]) == 0
    masked = utils.read_tiny_lora_checkpoint(str(tmp_path / "out" / "tiny_lora_v.pt"))["global_v"]
    trained_v = utils.read_tiny_lora_checkpoint(str(trained["output_dir"] / "tiny_lora_v.pt"))["global_v"]
    assert torch.isfinite(masked).all() and torch.count_nonzero(masked) == 0 < torch.count_nonzero(trained_v)
    rows = list(csv.DictReader(open(tmp_path / "out" / "reward_log.csv")))
    assert [float(r["clipped_ratio"]) for r in rows] == [1.0, 1.0]


def test_resume_keeps_the_reward_and_truncation_rules_of_the_interrupted_run(interrupted_run, tmp_path):
    args, _ = interrupted_run
    with pytest.raises(utils.UsageError, match="reward='binary' \\(now 'partial'\\)"):
        train_rl.main(args + ["--reward", "partial", "--resume"], reward_funcs=[length_reward])
    with pytest.raises(utils.UsageError, match="mask_truncated_completions=False \\(now True\\)"):
        train_rl.main(args + ["--mask_truncated_completions", "--resume"], reward_funcs=[length_reward])
    with pytest.raises(utils.UsageError, match="dynamic sampling off \\(now on\\)"):  # other prompts drawn
        train_rl.main(args + ["--dynamic_sampling", "on", "--resume"], reward_funcs=[length_reward])
    # a run saved before the options existed used the original's rules: today's defaults must not resume it
    config_path = tmp_path / "out" / "run_config.json"
    config = json.loads(config_path.read_text())
    for key in ("reward", "mask_truncated_completions"):
        del config["arguments"][key]
    config_path.write_text(json.dumps(config))
    with pytest.raises(utils.UsageError, match="reward='partial' \\(now 'binary'\\)"):
        train_rl.main(args + ["--resume"], reward_funcs=[length_reward])


def test_validation_keeps_the_best_checkpoint_on_a_held_out_slice(tiny_model_dir, problems_file, tmp_path, capsys):
    args = train_args(tiny_model_dir, problems_file, tmp_path / "out", "--do_validate", "--val_steps", "1",
                      "--val_samples", "2")
    args[args.index("--max_steps") + 1] = "1"
    assert train_rl.main(args, reward_funcs=[length_reward]) == 0
    assert "2 problems held out" in capsys.readouterr().out
    best = utils.read_tiny_lora_checkpoint(str(tmp_path / "out" / "best_tiny_lora_v.pt"))
    assert best["step"] == 1 and best["validation_score"] == 0.0 and "validation_average_score" in best
    rows = list(csv.DictReader(open(tmp_path / "out" / "validation_log.csv")))
    assert rows[0]["step"] == "1" and rows[0]["num_problems"] == "2"


def test_run_validation_and_standalone_validate(trained, problems_file, tiny_model_dir, tmp_path):
    model, tokenizer, _ = utils.load_model_for_evaluation(str(trained["output_dir"] / "tiny_lora_v.pt"))
    metrics = utils.run_validation(model, tokenizer, utils.load_problems(problems_file), 3, max_new_tokens=4,
                                   verbose=False)
    for key in ("average_score", "compile_rate", "pass@1", "full_pass", "partial_pass", "no_code"):
        assert key in metrics
    assert metrics["num_problems"] == 3 and metrics["no_code"] == 3
    output = str(tmp_path / "val.json")
    assert validate.main(["2", "--checkpoint_path", str(trained["output_dir"] / "tiny_lora_v.pt"),
                          "--val_data", problems_file, "--max_new_tokens", "4", "--output", output]) == 0
    saved = json.load(open(output))
    assert saved["num_problems"] == 2 and saved["settings"]["engine"] == "eager"  # what auto resolved to on a CPU


# ---------------------------------------------------------------------------------------------------------------
# Command lines


@pytest.mark.parametrize("script, expected", [
    (train_rl, ["u_value", "--dataset", "--resume", "--do_validate", "--epsilon_high", "--tying"]),
    (test_script, ["--checkpoint_path", "--baseline", "--n", "--compare", "--test_seed"]),
    (validate, ["num_samples", "--checkpoint_path"]),
    (verify_pipeline, ["--model", "--max_new_tokens"]),
])
def test_help(script, expected, capsys):
    with pytest.raises(SystemExit) as exit_info:
        script.parse_args(["--help"])
    assert exit_info.value.code == 0
    text = capsys.readouterr().out
    for option in expected:
        assert option in text


@pytest.mark.parametrize("script, argv, message", [
    (train_rl, ["-4"], "u_value must be a positive integer"),
    (train_rl, ["32", "10", "--train_data", "/nonexistent/train.jsonl"], "no such file"),
    (train_rl, ["32", "10", "--num_generations", "3"], "multiple of num_generations"),
    (train_rl, ["32", "10", "--tying", "everything"], "invalid choice"),
    (test_script, ["--baseline", "--test_data", "/nonexistent/test.jsonl"], "no such file"),
    (test_script, ["--checkpoint_path", "/nonexistent/tiny_lora_v.pt"], "checkpoint not found"),
    (validate, ["0"], "num_samples must be a positive integer"),
    (verify_pipeline, ["--max_new_tokens", "0"], "max_new_tokens must be a positive integer"),
])
def test_bad_arguments_end_with_one_line_error(script, argv, message, capsys):
    assert_one_line_usage_error(script, argv, message, capsys)


def test_a_usage_error_names_the_help_as_it_can_be_typed(capsys):
    from tinylora_coder.cli import ScriptParser

    module = "python -m tinylora_coder.training.memory_plan"
    for prog, command in (("train_rl.py", "python train_rl.py"), (module, module)):
        with pytest.raises(SystemExit) as exit_info:
            ScriptParser(prog=prog).error("argument --x: invalid int value: 'y'")
        assert exit_info.value.code == 2
        expected = f"{prog}: error: argument --x: invalid int value: 'y' (see {command} --help)\n"
        assert capsys.readouterr().err == expected


def test_results_sampled_otherwise_are_named_setting_by_setting():
    ours = {"temperature": 0.7, "max_new_tokens": 512, "max_tests": None, "quantized": False, "model": "m"}
    assert utils.settings_differences(ours, dict(ours)) == []
    assert utils.settings_differences(ours, {**ours, "max_tests": 5}) == ["max_tests None against 5"]  # None: all
    # a setting the other result does not record is not compared
    assert utils.settings_differences(ours, {"temperature": 1.0}) == ["temperature 0.7 against 1.0"]
    full = {**ours, "model": "output/run/full_model", "kind": "model", "base_model": "m"}  # named after its folder
    assert utils.settings_differences(full, ours) == []
    assert utils.settings_differences({**full, "base_model": "other"}, ours) == ["model other against m"]


def test_checkpoint_of_another_model_is_refused(trained, other_model_dir, problems_file, capsys):
    checkpoint = str(trained["output_dir"] / "tiny_lora_v.pt")
    code = utils.run_cli(test_script.main, ["--checkpoint_path", checkpoint, "--model", other_model_dir,
                                            "--test_data", problems_file])
    assert code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "was trained on model 'tiny-qwen2', not 'other-qwen2'" in err[0]


def test_script_errors_have_no_traceback(trained, other_model_dir, problems_file):
    """The same refusal through `python test.py`: exit status 2, one line, no traceback."""
    checkpoint = str(trained["output_dir"] / "tiny_lora_v.pt")
    proc = subprocess.run([sys.executable, os.path.join(ROOT, "test.py"), "--checkpoint_path", checkpoint,
                           "--model", other_model_dir, "--test_data", problems_file],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert proc.stderr.strip().splitlines()[-1].startswith("error: checkpoint")


# ---------------------------------------------------------------------------------------------------------------
# verify_pipeline.py


def test_verify_pipeline_reports_a_broken_stage(tiny_model_dir, problems_file, capsys):
    """A random model writes no code: the judge and TinyLoRA checks pass, extraction fails, exit status 1."""
    code = verify_pipeline.main(["--model", tiny_model_dir, "--problems", problems_file, "--max_new_tokens", "4",
                                 "--u_value", "4"])
    out = capsys.readouterr().out
    assert code == 1
    for line in ("[OK] judge: correct a+b program gives AC", "[OK] judge: broken a+b program gives CE",
                 "[OK] TinyLoRA: v = 0 leaves the logits unchanged",
                 "[OK] TinyLoRA: merged weights match the low-rank path", "[FAIL] extraction"):
        assert line in out
    assert "compression" in out
    # the training defaults: a v per layer, the binary reward (a wrong answer 0, not partial's 0.5)
    replaced = int(out.split("TinyLoRA injected into ")[1].split()[0])
    assert f"tying layer, {replaced} v of u = 4" in out
    assert "[OK] judge: wrong a+b program gives WA: got WA, binary reward 0.00" in out
    verify_pipeline.main(["--model", tiny_model_dir, "--problems", problems_file, "--max_new_tokens", "4",
                          "--u_value", "4", "--tying", "all", "--reward", "partial"])
    out = capsys.readouterr().out
    assert "tying all, 1 v of u = 4" in out and "got WA, partial reward 0.50" in out


@pytest.mark.slow
def test_verify_pipeline_on_the_bundled_model():
    proc = subprocess.run([sys.executable, os.path.join(ROOT, "verify_pipeline.py"), "--model", "bundled",
                           "--max_new_tokens", "256"], capture_output=True, text=True, cwd=ROOT, timeout=1800)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "All stages work" in proc.stdout


# ---------------------------------------------------------------------------------------------------------------
# Offline data fallback


def test_missing_downloads_fall_back_to_the_bundled_problems(tmp_path, capsys):
    folders = {"code_contests_dir": str(tmp_path / "local_code_contests"), "deepcoder_dir": str(tmp_path / "dc")}
    with pytest.raises(FileNotFoundError, match="download_code_contests.py.*bundled problems"):
        utils.find_data_file("code_contests", "test", **folders)
    (tmp_path / "local_code_contests").mkdir()
    for split in ("train", "test"):
        (tmp_path / "local_code_contests" / f"bundled_{split}.jsonl").write_text("{}\n")
    assert utils.find_data_file("code_contests", "test", **folders).endswith("bundled_test.jsonl")
    assert "using the bundled problems" in capsys.readouterr().out
    assert utils.find_data_file("deepcoder", "train", **folders).endswith("bundled_train.jsonl")
    assert "instead of deepcoder's train split (python download_deepcoder.py fetches it" in capsys.readouterr().out
    assert utils.find_data_file("deepcoder", "train", **folders).endswith("bundled_train.jsonl")  # not downloaded
    (tmp_path / "local_code_contests" / "code_contests_test.jsonl").write_text("{}\n")
    assert utils.find_data_file("code_contests", "test", **folders).endswith("code_contests_test.jsonl")


def test_scripts_find_the_bundled_problems_from_any_directory(tmp_path):
    """Run from an unrelated folder, the data defaults still point into the repository."""
    proc = subprocess.run([sys.executable, "-c", "import utils; print(utils.find_data_file('code_contests', 'test'))"],
                          capture_output=True, text=True, cwd=tmp_path, env={**os.environ, "PYTHONPATH": ROOT},
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    path = proc.stdout.strip().splitlines()[-1]
    assert os.path.isfile(path) and os.path.dirname(path) == os.path.join(ROOT, "local_code_contests")


def test_weight_tying_option_trains_one_v_per_group_and_test_py_rebuilds_it(tiny_model_dir, problems_file,
                                                                              tmp_path):
    output_dir = tmp_path / "tied"
    code = train_rl.main(train_args(tiny_model_dir, problems_file, output_dir, "--tying", "type", "--max_steps", "1"),
                         reward_funcs=[recording_reward([])])
    assert code == 0
    checkpoint = utils.read_tiny_lora_checkpoint(str(output_dir / "tiny_lora_v.pt"))
    assert checkpoint["tying"] == "type" and tuple(checkpoint["global_v"].shape) == (7, 8)
    result_path = str(tmp_path / "tied.json")
    assert test_script.main(["--checkpoint_path", str(output_dir / "tiny_lora_v.pt"), "--test_data", problems_file,
                             "--num_samples", "2", "--max_new_tokens", "4", "--output", result_path]) == 0
