"""Calibration files (calibrate.py) and the pass-rate band filter (train_rl.py --train_filter)."""
import json
import os

import pytest
import torch
import transformers

import utils
from script_helpers import assert_one_line_usage_error, calibrate, recording_reward, train_args, train_rl
from tinylora_coder.data import calibration
from tinylora_coder.training.dataset import load_training_data


def sample(outcome, reward):
    return {"outcome": outcome, "reward": reward}


def hand_made_calibration(path, model="tiny-qwen2", temperature=1.0):
    """sum_0 never passes, sum_1 passes 1 of 4, sum_2 always; sum_3 (in the problems file) is missing."""
    outcomes = {"sum_0": ["CE", "WA", "WA", "NO_CODE"], "sum_1": ["AC", "WA", "CE", "WA"], "sum_2": ["AC"] * 4}
    problems = {name: calibration.problem_calibration([sample(o, 1.0 if o == "AC" else 0.2) for o in values])
                for name, values in outcomes.items()}
    entry = {"data": "problems.jsonl", "temperature": temperature, "n": 4, "problems": problems}
    utils.write_json(str(path), {"format_version": 1, "model": model, "entries": [entry]})
    return str(path)


def problems_named(*names):
    return [{"name": name} for name in names]


# ---------------------------------------------------------------------------------------------------------------
# What a calibration holds


def test_problem_calibration_counts_outcomes_and_averages():
    record = calibration.problem_calibration([sample("AC", 1.0), sample("WA", 0.6), sample("CE", 0.0),
                                              sample("AC", 1.0), sample("TLE", 0.5)])
    assert record == {"pass_rate": 0.4, "mean_reward": pytest.approx(0.62), "n": 5, "AC": 2, "WA": 1, "CE": 1,
                      "TLE": 1}
    assert list(record)[3:6] == ["AC", "WA", "CE"]  # always there, even when zero
    assert calibration.problem_calibration([sample("NO_CODE", 0.0)])["CE"] == 0
    with pytest.raises(ValueError, match="every test judged"):  # judged to a first failure: no mean reward to make up
        calibration.problem_calibration([sample("AC", 1.0), {**sample("WA", 0.6), "reward": None}])


def test_model_slug_and_default_path_use_the_checkpoint_identity():
    bundled = utils.bundled_model_id()
    assert bundled.startswith("bundled:")  # the id checkpoints record, with the weights' hash
    assert calibration.model_slug(bundled) == "qwen2.5-coder-0.5b-instruct-q4_k_m"
    assert calibration.default_calibration_path(bundled) == os.path.join(
        utils.PROJECT_ROOT, "local_code_contests", "calibration", "qwen2.5-coder-0.5b-instruct-q4_k_m.json")
    assert calibration.model_slug("qwen/Qwen2.5-Coder-3B-Instruct") == "qwen2.5-coder-3b-instruct"
    assert calibration.model_slug("My Model (v2)/") == "my-model-v2"
    assert calibration.training_calibration_path("bundled") == calibration.default_calibration_path(bundled)


def test_merge_replaces_the_same_file_and_temperature_and_keeps_the_rest():
    def entry(data, temperature, n):
        return {"data": data, "temperature": temperature, "n": n, "problems": {}}

    merged = {"model": "m", "entries": []}
    for data, temperature, n in [("a.jsonl", 1.0, 4), ("a.jsonl", 0.7, 4), ("b.jsonl", 1.0, 4), ("a.jsonl", 1, 8)]:
        merged = calibration.merge_entry(merged, entry(data, temperature, n))
    assert [(e["data"], e["temperature"], e["n"]) for e in merged["entries"]] == [
        ("a.jsonl", 1, 8), ("a.jsonl", 0.7, 4), ("b.jsonl", 1.0, 4)]


def test_calibrate_writes_one_entry_per_file_and_temperature_and_merges_reruns(tiny_model_dir, problems_file,
                                                                              tmp_path, capsys):
    output = tmp_path / "calibration" / "tiny.json"
    common = ["--model", tiny_model_dir, "--max_new_tokens", "4", "--output", str(output)]
    assert calibrate.main(common + ["--data", problems_file, "--n", "2", "--temperature", "1.0", "0.7"]) == 0
    out = capsys.readouterr().out
    assert out.count("4 problems, ") == 2 and "strictly between 0 and 1, mean pass@1" in out
    first = json.load(open(output))
    assert first["model"] == "tiny-qwen2" and first["format_version"] == 1
    assert [e["temperature"] for e in first["entries"]] == [1.0, 0.7]
    for entry in first["entries"]:
        assert os.path.samefile(entry["data"], problems_file) and entry["data_sha256"] == utils.file_sha256(
            problems_file)
        assert (entry["n"], entry["max_new_tokens"], entry["tests"], entry["device"]) == (2, 4, "all", "cpu")
        assert entry["versions"]["torch"] == torch.__version__
        assert entry["versions"]["transformers"] == transformers.__version__
        assert sorted(entry["problems"]) == ["sum_0", "sum_1", "sum_2", "sum_3"]
        for record in entry["problems"].values():
            counts = {k: v for k, v in record.items() if k.isupper()}
            assert sum(counts.values()) == 2 and record["pass_rate"] == counts["AC"] / 2
            assert 0 <= record["mean_reward"] <= 1

    other = tmp_path / "other.jsonl"
    other.write_text(open(problems_file).readlines()[0])
    assert calibrate.main(common + ["--data", problems_file, str(other), "--n", "1", "--temperature", "0.7"]) == 0
    second = json.load(open(output))
    entries = {(os.path.basename(e["data"]), e["temperature"]): e for e in second["entries"]}
    assert sorted(entries) == [("other.jsonl", 0.7), ("problems.jsonl", 0.7), ("problems.jsonl", 1.0)]
    assert entries["problems.jsonl", 0.7]["n"] == 1  # replaced by the rerun
    assert entries["problems.jsonl", 1.0] == first["entries"][0]  # untouched
    assert list(entries["other.jsonl", 0.7]["problems"]) == ["sum_0"]


def test_calibrate_refuses_another_models_file_before_generating(tiny_model_dir, problems_file, tmp_path, capsys):
    output = hand_made_calibration(tmp_path / "other.json", model="someone-else")
    before = open(output).read()
    code = utils.run_cli(calibrate.main, ["--model", tiny_model_dir, "--data", problems_file, "--n", "1",
                                          "--max_new_tokens", "2", "--output", output])
    assert code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "was made for model 'someone-else', not 'tiny-qwen2'" in err[0]
    assert open(output).read() == before


@pytest.mark.parametrize("argv, message", [
    (["--n", "0"], "n must be a positive integer"),
    (["--temperature", "1.0", "-0.5"], "temperature must be >= 0"),
    (["--temperature", "0"], "n identical greedy samples"),
    (["--data", "/nonexistent/problems.jsonl"], "no such file"),
    (["--generation_engine", "vllm"], "needs --no_quant"),
])
def test_calibrate_bad_arguments_end_with_one_line(argv, message, capsys):
    assert_one_line_usage_error(calibrate, argv, message, capsys)


def test_calibrate_defaults():
    args = calibrate.parse_args([])
    assert (args.model, args.n, args.temperature, args.max_new_tokens) == ("bundled", 16, [1.0, 0.7], 512)
    assert [os.path.basename(p) for p in args.data] == ["bundled_train.jsonl", "bundled_valid.jsonl",
                                                        "bundled_test.jsonl"]


# ---------------------------------------------------------------------------------------------------------------
# The band filter


def test_band_keeps_pass_rates_within_the_edges_inclusive_and_drops_missing_problems(tmp_path, capsys):
    path = hand_made_calibration(tmp_path / "cal.json")
    problems = problems_named("sum_0", "sum_1", "sum_2", "sum_3")
    kept = calibration.filter_by_pass_rate(problems, [0.0, 0.25], path, "tiny-qwen2", 1.0)
    assert [p["name"] for p in kept] == ["sum_0", "sum_1"]
    assert "2 of 4 training problems remain; 1 not in the calibration, dropped" in capsys.readouterr().out
    assert [p["name"] for p in calibration.filter_by_pass_rate(problems, [0.25, 1.0], path, "tiny-qwen2", 1.0)] == [
        "sum_1", "sum_2"]
    assert [p["name"] for p in calibration.filter_by_pass_rate(problems, [0.25, 0.25], path, "TINY-qwen2", 1)] == [
        "sum_1"]


@pytest.mark.parametrize("band, model, temperature, names, message", [
    ([0.3, 0.9], "tiny-qwen2", 1.0, ["sum_0", "sum_1", "sum_2"],
     "no training problem has a calibrated pass rate in [0.3, 0.9] (the 3 calibrated ones range from 0 to 1)"),
    ([0.0, 1.0], "other-qwen2", 1.0, ["sum_0"], "was made for model 'tiny-qwen2', not 'other-qwen2'"),
    ([0.0, 1.0], "tiny-qwen2", 0.7, ["sum_0"], "has no entry at temperature 0.7 (it has: 1)"),
    ([0.0, 1.0], "tiny-qwen2", 1.0, ["sum_3", "sum_9"], "none of the 2 training problems is in calibration"),
])
def test_band_refusals_are_one_line_usage_errors(tmp_path, band, model, temperature, names, message):
    path = hand_made_calibration(tmp_path / "cal.json")
    with pytest.raises(utils.UsageError) as error:
        calibration.filter_by_pass_rate(problems_named(*names), band, path, model, temperature)
    assert message in str(error.value) and "\n" not in str(error.value)


def test_a_missing_or_foreign_calibration_file_is_refused(tmp_path):
    with pytest.raises(utils.UsageError, match="no calibration file .*nope.json: make one with python calibrate.py"):
        calibration.filter_by_pass_rate(problems_named("sum_0"), [0, 1], str(tmp_path / "nope.json"), "m", 1.0)
    (tmp_path / "results.json").write_text('{"settings": {}, "problems": []}')
    with pytest.raises(utils.UsageError, match="is not a calibration file"):
        calibration.read_calibration(str(tmp_path / "results.json"))


def test_a_problem_in_two_entries_at_one_temperature_gets_the_pooled_rate():
    entries = [{"data": d, "temperature": 1.0, "n": n, "problems": {"p": {"pass_rate": rate, "n": n}}}
               for d, n, rate in (("a", 4, 0.25), ("b", 12, 0.75))]
    entries.append({"data": "a", "temperature": 0.7, "n": 4, "problems": {"p": {"pass_rate": 1.0, "n": 4}}})
    assert calibration.pass_rates({"entries": entries}, 1.0, "f") == {"p": 10 / 16}


@pytest.mark.parametrize("text, expected", [("0.05,0.95", [0.05, 0.95]), ("0,1", [0.0, 1.0]),
                                            ("0.5,0.5", [0.5, 0.5])])
def test_parse_band(text, expected):
    assert calibration.parse_band(text) == expected


@pytest.mark.parametrize("argv, message", [
    (["--train_filter", "0.9,0.1"], "the band needs 0 <= LOW <= HIGH <= 1"),
    (["--train_filter=-0.1,0.5"], "the band needs 0 <= LOW <= HIGH <= 1"),
    (["--train_filter", "0.5"], "expected LOW,HIGH such as 0.05,0.95"),
    (["--train_filter", "low,high"], "expected LOW,HIGH"),
    (["--calibration_temperature", "0.7"], "apply only with --train_filter"),
    (["--train_filter", "0,1", "--calibration", "/nonexistent/cal.json"], "no such file"),
])
def test_train_filter_bad_arguments_end_with_one_line(argv, message, capsys):
    assert_one_line_usage_error(train_rl, ["32", "10", *argv], message, capsys)


# ---------------------------------------------------------------------------------------------------------------
# train_rl.py --train_filter


def test_the_band_applies_before_max_samples_draws(tiny_model_dir, problems_file, tmp_path):
    path = hand_made_calibration(tmp_path / "cal.json")
    args = train_rl.parse_args(["8", "2", "--model", tiny_model_dir, "--train_data", problems_file,
                                "--train_filter", "0.2,1", "--calibration", path])
    for seed in range(5):  # sampling 2 of the 4 first would often leave fewer than 2 band problems
        args.seed = seed
        problems, _ = load_training_data(args)
        assert sorted(p["name"] for p in problems) == ["sum_1", "sum_2"]


def test_train_filter_without_a_calibration_ends_with_one_line_and_creates_no_folder(tiny_model_dir, problems_file,
                                                                                       tmp_path, capsys):
    output_dir = tmp_path / "out"
    code = utils.run_cli(train_rl.main, train_args(tiny_model_dir, problems_file, output_dir, "--train_filter", "0,1"))
    assert code == 2
    err = capsys.readouterr().err.strip().splitlines()
    expected = os.path.join("local_code_contests", "calibration", "tiny-qwen2.json")
    assert len(err) == 1 and err[0].startswith("error: no calibration file") and expected in err[0]
    assert not output_dir.exists()


def test_the_run_model_must_be_the_calibrated_one(tiny_model_dir, tmp_path):
    path = hand_made_calibration(tmp_path / "cal.json")
    args = train_rl.parse_args(["--model", tiny_model_dir, "--train_filter", "0,1", "--calibration", path])
    calibration.check_training_model(args, "tiny-qwen2")
    with pytest.raises(utils.UsageError, match="made for model 'tiny-qwen2', not 'bundled:"):
        calibration.check_training_model(args, utils.bundled_model_id())  # what a hub fallback would load


def test_train_rl_trains_only_on_the_band_and_records_it(tiny_model_dir, problems_file, tmp_path, capsys):
    path = hand_made_calibration(tmp_path / "cal.json")
    output_dir = tmp_path / "out"
    seen = []
    argv = train_args(tiny_model_dir, problems_file, output_dir, "--max_steps", "2", "--train_filter", "0,0.25",
                      "--calibration", path)
    assert train_rl.main(argv, reward_funcs=[recording_reward(seen)]) == 0
    assert "2 of 4 training problems remain; 1 not in the calibration, dropped" in capsys.readouterr().out
    assert seen and {name for _, names in seen for name in names} <= {"sum_0", "sum_1"}
    saved = json.load(open(output_dir / "run_config.json"))
    assert saved["arguments"]["train_filter"] == [0.0, 0.25]
    assert saved["train_filter"] == {"band": [0.0, 0.25], "edges": "inclusive", "calibration": path,
                                     "calibration_sha256": utils.file_sha256(path), "temperature": 1.0}
