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
