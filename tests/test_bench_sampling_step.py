"""benchmarks/bench_sampling_step.py on a tiny model (CPU): every mode decodes the asked length and is reported."""
import json
import os
import subprocess
import sys

from script_helpers import ROOT


def test_every_mode_is_timed_and_the_report_says_how(tmp_path):
    out = tmp_path / "step.json"
    result = subprocess.run([sys.executable, os.path.join(ROOT, "benchmarks", "bench_sampling_step.py"), "--tiny",
                             "--rows", "3", "--prompt_tokens", "5", "--new_tokens", "4", "--force_gqa",
                             "--out", str(out)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    report = json.loads(out.read_text())
    assert report["force_gqa"] is True and report["rows"] == 3 and report["new_tokens"] == 4
    assert set(report["modes"]) == {"sample", "gumbel", "greedy", "eager_sample", "graph_sample", "graph_greedy",
                                    "graph_sample_eager_step"}
    for mode in report["modes"].values():
        assert len(mode["seconds"]) == 2 and mode["ms_per_step"] > 0  # two timed rounds after the warm-up
    assert report["modes"]["sample"]["speed_vs_sample"] == 1.0
