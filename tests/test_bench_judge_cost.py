"""benchmarks/bench_judge_cost.py on a few real programs: the corpus loads, every program is judged, and the
report's per-program split adds up."""
import json
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
pytestmark = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ not installed")


def test_bench_judge_cost_reports_each_programs_cost(tmp_path):
    out = tmp_path / "cost.json"
    run = subprocess.run([sys.executable, os.path.join(ROOT, "benchmarks", "bench_judge_cost.py"), "--programs", "6",
                          "--output", str(out)], capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-2000:]
    report = json.loads(out.read_text())
    assert report["programs"] == 6
    assert sum(report["first_failing_verdict"].values()) == 6
    per = report["per_program"]
    assert per["timed_out_test_cpu_s"] <= per["test_cpu_s"]
    assert per["core_s"] > 0 and per["compile_s"] >= 0
    assert "wrote" in run.stdout


def test_bench_judge_cost_through_the_pool_gives_the_same_verdicts_and_counts_the_workers_cpu(tmp_path):
    reports = []
    for extra in ([], ["--pool", "--workers", "3"]):
        out = tmp_path / f"cost{len(extra)}.json"
        run = subprocess.run([sys.executable, os.path.join(ROOT, "benchmarks", "bench_judge_cost.py"), "--programs",
                              "6", "--seed", "3", "--stop_at_first_failure", "--output", str(out), *extra],
                             capture_output=True, text=True, timeout=600, cwd=ROOT)
        assert run.returncode == 0, run.stderr[-2000:]
        reports.append(json.loads(out.read_text()))
    batch, pool = reports
    assert (batch["judge"], pool["judge"]) == ("judge_batch", "JudgePool") and pool["machine"]["workers"] == 3
    assert pool["test_verdicts"] == batch["test_verdicts"]
    # the workers' CPU, read from /proc, covers their compilers and programs: about what judge_batch's children took
    # for the same work (CPU seconds both; against the compilers' wall seconds it failed on a loaded 2-core machine)
    assert pool["child_cpu_s"] >= 0.5 * batch["child_cpu_s"] > 0


def test_bench_judge_chunks_judges_alike_in_chunks_and_in_one(tmp_path):
    out = tmp_path / "chunks.json"
    run = subprocess.run([sys.executable, os.path.join(ROOT, "benchmarks", "bench_judge_chunks.py"), "--programs", "6",
                          "--chunk", "2", "--rounds", "1", "--output", str(out)],
                         capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-2000:]
    report = json.loads(out.read_text())
    assert report["programs"] == 6 and report["batch_programs"] == 2 and report["verdicts_identical"]
    assert set(report["walls_s"]) == {"chunks of 2", "one chunk"} and report["ratio_chunked_to_one_chunk"] > 0
