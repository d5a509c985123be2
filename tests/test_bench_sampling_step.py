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
                                    "graph_sample_eager_step", "graph_sample_unpacked", "graph_sample_unfused",
                                    "graph_sample_flex"}
    for mode in report["modes"].values():
        assert len(mode["seconds"]) == 2 and mode["ms_per_step"] > 0  # two timed rounds after the warm-up
    assert report["modes"]["sample"]["speed_vs_sample"] == 1.0
    recorded = {name: mode.get("recorded_with") for name, mode in report["modes"].items()}
    assert recorded["graph_sample_flex"] == {"attention": "flex", "fused_projections": True}
    assert recorded["graph_sample_unpacked"] == {"attention": "transformers", "fused_projections": True}
    assert recorded["graph_sample_unfused"] == {"attention": "packed", "fused_projections": False}
    assert recorded["sample"] is None


def test_the_profile_of_a_recorded_decode_lands_next_to_the_report(tmp_path):
    script = os.path.join(ROOT, "benchmarks", "bench_sampling_step.py")
    refused = subprocess.run([sys.executable, script, "--tiny", "--profile", "--modes", "graph_greedy", "--out",
                              str(tmp_path / "x.json")], capture_output=True, text=True, timeout=300)
    assert refused.returncode == 2 and "graph_sample" in refused.stderr  # nothing recorded to replay
    out = tmp_path / "step.json"
    result = subprocess.run([sys.executable, script, "--tiny", "--rows", "3", "--prompt_tokens", "5", "--new_tokens",
                             "4", "--modes", "graph_sample", "--profile", "--out", str(out)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    profile = (tmp_path / "step_profile.txt").read_text()
    assert profile.startswith("# graph_sample, 3 rows x 4 new tokens after 5")
    assert "aten::" in profile and "Self CPU" in profile  # torch.profiler's table of the decode's operators
