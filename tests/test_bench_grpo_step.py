"""benchmarks/bench_grpo_step.py: the ratios it prints, and every rounds code path on a tiny model on the CPU (the
real measurement runs on a GPU: tools/gpu_machine/README.md)."""
import os
import subprocess
import sys

from script_helpers import ROOT, load_script

bench = load_script("benchmarks/bench_grpo_step")


def entry(engine, rows, cut, step_s, training_s=None):
    return {"engine": engine, "rows": rows, "cut": cut, "warm_median": {"step_s": step_s, "training_s": training_s}}


def test_speedups_compare_with_the_original_cut_and_vllm_with_cuda_graph_at_the_same_rows():
    rounds = [entry("cuda_graph", 64, "original", 10.0), entry("cuda_graph", 64, "default", 5.0),
              entry("cuda_graph", 256, "default", 20.0), entry("vllm", 64, "default", 4.0),
              entry("vllm", 256, "default", 10.0)]
    assert bench.speedups(rounds) == [
        "64-row round, cuda_graph default: 2.00x the original cut's speed",
        "64-row round, vllm default: 2.50x the original cut's speed",
        "64-row round: vllm's step is 1.25x cuda_graph's speed",
        "256-row round: vllm's step is 2.00x cuda_graph's speed"]
    # the default cut beside the one that still trains on masked rows: the training part of each, same round size
    rounds = [entry("cuda_graph", 64, "default", 5.0, 0.6), entry("cuda_graph", 64, "unskipped", 5.3, 0.9),
              entry("cuda_graph", 256, "unskipped", 20.0, 4.0)]
    assert bench.speedups(rounds) == [
        "64-row round, cuda_graph: training 0.60 s with masked work left out, 0.90 s with it"]


def test_tiny_rounds_run_with_the_binary_reward_and_a_few_tests():
    run = subprocess.run([sys.executable, os.path.join(ROOT, "benchmarks", "bench_grpo_step.py"), "--tiny",
                          "--parts", "rounds", "--cuts", "default,unskipped", "--reward", "binary", "--train_tests",
                          "2"],
                         capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-2000:]
    output = run.stdout + run.stderr
    assert "default cut" in output and "unskipped cut" in output and "tiny run done" in output
    assert "training" in output and "with masked work left out" in output
