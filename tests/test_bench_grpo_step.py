"""benchmarks/bench_grpo_step.py: the ratios it prints, and every rounds code path on a tiny model on the CPU (the
real measurement runs on a GPU: tools/gpu_machine/README.md)."""
import importlib
import os
import platform
import subprocess
import sys

from script_helpers import ROOT, load_script

bench = load_script("benchmarks/bench_grpo_step")
report = importlib.import_module("grpo_step_report")  # the modules of benchmarks/ the bench imports
rounds_part = importlib.import_module("grpo_step_rounds")


def entry(engine, rows, cut, step_s, training_s=None, reward_s=None):
    return {"engine": engine, "rows": rows, "cut": cut,
            "warm_median": {"step_s": step_s, "training_s": training_s, "reward_s": reward_s}}


def test_speedups_compare_with_the_original_cut_and_vllm_with_cuda_graph_at_the_same_rows():
    rounds = [entry("cuda_graph", 64, "original", 10.0), entry("cuda_graph", 64, "default", 5.0),
              entry("cuda_graph", 256, "default", 20.0), entry("vllm", 64, "default", 4.0),
              entry("vllm", 256, "default", 10.0)]
    assert bench.speedups(rounds) == [
        "64-row round, cuda_graph default: 2.00x the original cut's speed",
        "64-row round, vllm default: 2.50x the original cut's speed",
        "64-row round: vllm's step is 1.25x cuda_graph's speed",
        "256-row round: vllm's step is 2.00x cuda_graph's speed"]
    # training after the rewards beside the same that still trains on masked rows: the training part of each, same
    # round size
    rounds = [entry("cuda_graph", 64, "after", 5.0, 0.6), entry("cuda_graph", 64, "unskipped", 5.3, 0.9),
              entry("cuda_graph", 256, "unskipped", 20.0, 4.0)]
    assert bench.speedups(rounds) == [
        "64-row round, cuda_graph: training 0.60 s with masked work left out, 0.90 s with it"]
    # programs judged once their code block closes (default) against only as their rows end, same round size
    rounds = [entry("cuda_graph", 64, "default", 4.0, reward_s=1.5), entry("cuda_graph", 64, "ends", 5.0, reward_s=2.5),
              entry("cuda_graph", 256, "ends", 9.0, reward_s=4.0)]
    assert bench.speedups(rounds) == [
        "64-row round, cuda_graph: reward wait 1.50 s with programs judged once their code block closes, 2.50 s as "
        "their rows end; step 1.25x the speed"]
    # the tests in order against every test spread, and gold against ld.bfd: each against its own row count's default
    rounds = [entry("cuda_graph", 64, "default", 4.0, reward_s=1.5),
              entry("cuda_graph", 256, "default", 8.0, reward_s=3.0),
              entry("cuda_graph", 64, "bfd", 4.4, reward_s=1.7), entry("cuda_graph", 256, "spread", 12.0, reward_s=7.0)]
    assert bench.speedups(rounds) == [
        "256-row round, cuda_graph: reward wait 3.00 s with quick tests run in order, 7.00 s with every test spread; "
        "step 1.50x the speed",
        "64-row round, cuda_graph: reward wait 1.50 s with programs linked by gold, 1.70 s by ld.bfd; step 1.10x the "
        "speed"]
    # the row gradients compiled (--compile_row_gradients) or with prompts shared (--share_prompt_forward) against
    # the default's, same engine and round size only
    rounds = [entry("cuda_graph", 64, "default", 3.0, 0.2, reward_s=0.1), entry("cuda_graph", 256, "compiled", 9.0),
              entry("cuda_graph", 64, "compiled", 2.5, 0.2, reward_s=0.1),
              entry("cuda_graph", 64, "shared", 2.4, 0.25, reward_s=0.1)]
    for r, seconds in zip(rounds, (0.6, 1.0, 0.3, 0.45)):
        r["warm_median"]["row_gradients_s"] = seconds
    assert bench.speedups(rounds) == [
        "64-row round, cuda_graph: row gradients 0.30 s compiled, 0.60 s not; training 0.20 s and 0.20 s; step 1.20x "
        "the speed compiled",
        "64-row round, cuda_graph: row gradients 0.45 s with prompts shared, 0.60 s not; training 0.25 s and 0.20 s; "
        "step 1.25x the speed with prompts shared"]
    # training while judging against training after the rewards
    rounds = [entry("cuda_graph", 256, "default", 6.0, reward_s=0.8), entry("cuda_graph", 256, "after", 8.4,
                                                                          reward_s=3.4)]
    assert bench.speedups(rounds) == [
        "256-row round, cuda_graph: reward wait 0.80 s after the row gradients taken while judging, 3.40 s training "
        "after it; step 1.40x the speed"]


def test_tiny_rounds_run_with_the_binary_reward_and_a_few_tests():
    run = subprocess.run([sys.executable, os.path.join(ROOT, "benchmarks", "bench_grpo_step.py"), "--tiny",
                          "--parts", "rounds", "--cuts", "default,after,unskipped,ends,shared", "--reward", "binary",
                          "--train_tests",
                          "2"],
                         capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-2000:]
    output = run.stdout + run.stderr
    assert all(f"{cut} cut" in output for cut in ("default", "unskipped", "ends", "after", "shared"))
    assert "'row_gradients_s'" in output and "training after it; step" in output and "with prompts shared" in output
    assert "tiny run done" in output
    assert "training" in output and "with masked work left out" in output
    # every row handed to the judge while decoding
    assert "judge against generation, warm median: {'unfinished': 0, 'handed_after_generation': 0," in output


def test_the_judge_timeline_tells_a_queue_from_a_late_hand_off():
    # generation from 9.0 to 11.0 s; three programs: one judged during it, one still judged at its end, one handed
    # over only after it (by the reward call)
    spans = [(10.0, 10.5), (10.2, 12.0), (11.5, 13.0)]
    assert report.judge_timeline(spans, 9.0, 11.0) == {
        "programs": 3, "unfinished": 0, "handed_after_generation": 1, "judging_at_generation_end": 1,
        "tail_s": 2.0, "first_hand_off_after_start_s": 1.0, "last_hand_off_before_end_s": 0.8,
        "last_finished_in_judge_s": 1.5, "slowest_in_judge_s": 1.8}
    assert report.judge_timeline([], 9.0, 11.0) == {"programs": 0, "unfinished": 0}
    # a program without a result is counted, not timed; every program handed over after generation: no hand-off times
    late = report.judge_timeline([(11.5, 12.5), (11.6, None)], 9.0, 11.0)
    assert late["unfinished"] == 1 and late["handed_after_generation"] == 2 and late["tail_s"] == 1.5
    assert late["first_hand_off_after_start_s"] is None and late["slowest_in_judge_s"] == 1.0
    first = report.judge_timeline([(1.0, 50.0)], 0.0, 2.0)  # the first round compiles: left out of the median
    empty = report.judge_timeline([], 9.0, 11.0)  # a round with nothing judged leaves the others' fields in
    rounds = [first, empty, report.judge_timeline(spans, 9.0, 11.0), report.judge_timeline([(10.0, 11.5)], 9.0, 11.0)]
    median = report.median_timeline(rounds)
    assert median["tail_s"] == 1.25 and median["handed_after_generation"] == 0.5 and median["unfinished"] == 0
    assert median["slowest_in_judge_s"] == 1.65 and "programs" not in median

def judged(start, end, compile_s, times, verdicts=None, compile_cpu_s=None):
    from tinylora_coder.judge.pool import JudgedProgram
    from tinylora_coder.judge.verdicts import JudgeResult
    verdicts = verdicts or ["AC"] * len(times)
    result = JudgeResult(True, False, verdicts.count("AC"), len(times), verdicts, times, compile_time=compile_s,
                         compile_cpu_time=compile_s if compile_cpu_s is None else compile_cpu_s)
    return JudgedProgram(start, end, result)


def test_the_judge_work_tells_one_slow_program_from_too_few_cores():
    # generation ends at 11.0 s; two workers. A: a compile of 0.25 s (0.15 s of CPU: it waited for a core), tests
    # 0.05, 0.1 and 0.3 s (the second and third side by side). B: a time-out on its first test. C: a compile error.
    programs = [judged(10.0, 10.8, 0.25, [0.05, 0.1, 0.3], compile_cpu_s=0.15),
                judged(10.5, 13.0, 0.3, [2.0, 0.0, 0.0], ["TLE"] * 3), judged(10.9, 11.2, 0.2, [])]
    work = report.judge_timeline(programs, 9.0, 11.0, workers=2)
    assert work["judge_core_s"] == 3.1 and work["timed_out_programs"] == 1  # CPU: 0.6 + 2.3 + 0.2
    assert work["one_program_bound_s"] == 1.8  # B: handed over at 10.5, 0.3 + 2.0 s in the judge
    # A's shortest time is 0.25 + 0.05 + 0.3 = 0.6 s (its last two tests side by side): done by 10.6, no bound
    # the cores: from 10.0 all 3.1 core-s on 2 workers end at 11.55; from 10.5, B and C's 2.5 core-s at 11.75
    assert work["cores_bound_s"] == 0.75 and work["cores_busy"] == 1.0  # 3.1 core-s over 10.0-13.0
    assert work["tail_s"] == 2.0  # measured: 0.2 s above the slow program's bound
    # one worker and many programs: the cores set the bound
    queue = [judged(10.0 + 0.01 * i, 12.0, 0.3, [0.01]) for i in range(10)]
    work = report.judge_timeline(queue, 9.0, 11.0, workers=1)
    assert work["cores_bound_s"] == 2.1 and work["one_program_bound_s"] == 0.0
    # without results (or without the worker count) the timeline alone, as before
    assert "judge_core_s" not in report.judge_timeline([(10.0, 10.8)], 9.0, 11.0, workers=2)
    assert "judge_core_s" not in report.judge_timeline(programs, 9.0, 11.0)
    median = report.median_timeline([work, work, report.judge_timeline(programs, 9.0, 11.0, workers=2)])
    assert median["timed_out_programs"] == 0.5


def test_configurations_run_each_default_cut_before_its_unskipped_one():
    assert bench.configurations(["cuda_graph", "vllm"], [64], ["ends", "default"]) == [
        ("cuda_graph", 64, "default"), ("cuda_graph", 64, "ends"), ("vllm", 64, "default")]  # vLLM: no ends cut
    assert bench.configurations(["cuda_graph", "vllm"], [64, 256], ["unskipped", "default", "original"]) == [
        ("cuda_graph", 64, "original"), ("cuda_graph", 64, "default"), ("cuda_graph", 64, "unskipped"),
        ("cuda_graph", 256, "default"), ("cuda_graph", 256, "unskipped"), ("vllm", 64, "default"),
        ("vllm", 64, "unskipped"), ("vllm", 256, "default"), ("vllm", 256, "unskipped")]


def test_unskipped_cut_trains_with_the_default_cuts_plan_and_each_trainer_is_freed_before_the_next(monkeypatch):
    """A real tiny run, in this process, where every plan finds less free memory than the one before (as on the
    H200, 2026-11-26: 8 micro-batches of 32 for unskipped against 4 of 64 for default at 256 rows)."""
    import weakref

    from tinylora_coder.training.micro_batch import MicroBatchPlan

    fitting_rows = iter([16, 8, 4])

    def shrinking_plan(model, rows, seq_len, device, **kwargs):
        micro_batch = next(fitting_rows)
        return MicroBatchPlan(rows, micro_batch, False, f"{micro_batch} rows fit in what is free")

    real_run_rounds, trained, earlier = bench.run_rounds, {}, []

    def recording_run_rounds(*a, **k):
        # what an earlier configuration held must be gone before this one plans (change 2)
        assert all(ref() is None for ref in earlier), "an earlier configuration's trainer or engine is still held"
        a[1].tinylora.global_v.data.fill_(0.3)  # as if an earlier configuration had trained v: it must start at 0
        entry, trainer = real_run_rounds(*a, **k)
        assert a[1].tinylora.global_v.abs().max() < 0.1  # a few Adam steps at 1e-3 from 0, not from 0.3
        checkpointing = {k: v for k, v in vars(trainer.args).items() if k.endswith("_checkpointing")}
        trained[entry["cut"]] = (trainer.args.per_device_train_batch_size, trainer.args.steps_per_generation,
                                 checkpointing)
        earlier.extend([weakref.ref(trainer), weakref.ref(trainer.engine)])
        return entry, trainer

    monkeypatch.setattr(rounds_part, "plan_micro_batch", shrinking_plan)
    monkeypatch.setattr(bench, "run_rounds", recording_run_rounds)
    import gc

    gc.disable()  # the trainer's cycle is freed by the bench's own gc.collect(), not by a collection that happens by
    try:  # chance during the run
        assert bench.main(["--tiny", "--parts", "rounds", "--cuts", "unskipped,default"]) == 0
    finally:
        gc.enable()
    assert trained["unskipped"] == trained["default"]  # the plan the free memory no longer allowed: the same one
    assert trained["default"][:2] == (16, 1) and not any(trained["default"][2].values())
    assert next(fitting_rows) == 8  # planned once, for the default cut


def test_vllm_children_pass_the_default_cuts_plan_to_the_unskipped_child(monkeypatch, tmp_path):
    """The parent's children run here in this process: the unskipped child receives the default child's plan on its
    command line and trains with it, though it would plan another."""
    import types

    received = {}

    def fake_run_rounds(args, model, tokenizer, engine_name, rows, cut, steps, default_plan=None):
        received[cut] = default_plan
        micro_batch, checkpointing = default_plan or ((8, True) if cut == "default" else (2, False))
        times = {"step_s": 1.0, "training_s": 0.5}
        return {"engine": engine_name, "rows": rows, "cut": cut, "micro_batch": micro_batch,
                "checkpointing": checkpointing, "warm_median": times}, None

    def child_in_this_process(command, check):
        assert bench.main(command[2:]) == 0

    platform.uname()  # cached before subprocess.run is replaced (platform.processor() may run a command)
    monkeypatch.setattr(bench, "load", lambda args: (types.SimpleNamespace(dtype="bfloat16"), None))
    monkeypatch.setattr(bench, "run_rounds", fake_run_rounds)
    monkeypatch.setattr(bench.subprocess, "run", child_in_this_process)
    out = str(tmp_path / "rounds.json")
    assert bench.main(["--tiny", "--engines", "vllm", "--parts", "rounds", "--cuts", "default,unskipped",
                       "--out", out]) == 0
    assert received == {"default": None, "unskipped": (8, True)}


def test_vllm_is_left_out_only_where_it_cannot_run(monkeypatch):
    monkeypatch.setattr(bench.torch.cuda, "is_available", lambda: False)
    assert bench.available_engines(["cuda_graph", "vllm"]) == ["cuda_graph"]
    monkeypatch.setattr(bench.torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(bench.importlib.util, "find_spec", lambda name: None)
    assert bench.available_engines(["cuda_graph", "vllm"]) == ["cuda_graph"]
    monkeypatch.setattr(bench.importlib.util, "find_spec", lambda name: object())
    assert bench.available_engines(["vllm", "cuda_graph"]) == ["vllm", "cuda_graph"]
    assert bench.available_engines(["cuda_graph"]) == ["cuda_graph"]
