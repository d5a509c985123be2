"""benchmarks/bench_export.py with stand-ins for export.py and test.py (vLLM and the GPU are not here): the export
calls, each engine's test.py command (checked against the real scripts' parsers), the JSON written after every
engine, the paired comparisons and throughput ratios from known results, a failing engine recorded while the next
runs, and the budget and the time limit (the measurement itself runs on a GPU: tools/gpu_machine/README.md)."""
import gzip
import json
import os
import sys

import numpy as np
import pytest
from scipy import stats

from script_helpers import ROOT, load_script

sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
bench = load_script("benchmarks/bench_export")

PROBLEMS = [f"p{i}" for i in range(6)]
N = 8

# Writes its folder as export.py would (the files test.py's parser looks for); logs its arguments.
FAKE_EXPORT = """
import json, os, sys
spec = json.load(open(os.environ["FAKE_SPEC"]))
argv = sys.argv[1:]
with open(os.environ["FAKE_CALLS"], "a") as f:
    f.write(json.dumps({"script": "export", "argv": argv}) + "\\n")
fmt, out = argv[argv.index("--format") + 1], argv[argv.index("--output") + 1]
if fmt in spec.get("export_fail", []):
    sys.exit("export failed: no GPU for the 4-bit base")
os.makedirs(out, exist_ok=True)
names = ["adapter_config.json"] if fmt == "lora" else ["config.json", "model.safetensors"]
for name in names + ["tinylora_coder.json"]:
    kind = "tinylora-lora" if fmt == "lora" else fmt  # as export.py writes it
    content = {"peft_type": "LORA"} if name == "adapter_config.json" else {"kind": kind}
    json.dump(content, open(os.path.join(out, name), "w"))
"""

# Writes a result in test.py's format with the outcomes, timing and progress the spec gives this engine; logs its
# arguments and which engines the bench's JSON already held when it started.
FAKE_TEST = """
import json, os, sys, time
spec = json.load(open(os.environ["FAKE_SPEC"]))
argv = sys.argv[1:]
value = lambda flag: argv[argv.index(flag) + 1]
weights = value("--checkpoint_path") if "--checkpoint_path" in argv else value("--model")
key = value("--generation_engine") + ":" + os.path.basename(weights)
out = os.environ["BENCH_OUT"]
seen = sorted(json.load(open(out))["engines"]) if os.path.exists(out) else None
with open(os.environ["FAKE_CALLS"], "a") as f:
    f.write(json.dumps({"script": "test", "key": key, "argv": argv, "json_engines": seen}) + "\\n")
run = spec[key]
if "leave_behind" in run:  # a process of its session that outlives it, as a stray worker would
    import subprocess
    stray = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    open(run["leave_behind"], "w").write(str(stray.pid))
time.sleep(run.get("sleep", 0))
if "fail" in run:
    print("loading the model", flush=True)
    sys.exit("RuntimeError: " + run["fail"])
n, problems, texts = int(value("--n")), [], run.get("texts", "same")
for p, (name, ac) in enumerate(zip(spec["problems"], run["ac"])):
    compiled = n - run["ce"][p]  # the first ac samples pass, the last ce do not compile
    samples = [{"outcome": "AC" if i < ac else ("WA" if i < compiled else "CE"), "compiled": i < compiled,
                "num_tokens": run["tokens"], "truncated": False, "completion": f"{texts}-{name}-{i}"} for i in range(n)]
    problems.append({"name": name, "every_test_judged": False, "samples": samples})
flat = [s for r in problems for s in r["samples"]]
outcomes = {o: sum(s["outcome"] == o for s in flat) for o in ("AC", "WA", "CE")}
metrics = {"pass@1": sum(run["ac"]) / (n * len(problems)), f"pass@{n}": sum(a > 0 for a in run["ac"]) / len(problems),
           "compile_rate": sum(s["compiled"] for s in flat) / len(flat), "outcomes": outcomes, "truncated": 0,
           "num_completions": len(flat), "generation_seconds": run["generation_seconds"], "judge_seconds": 3.0}
for done, seconds in run.get("progress", []):
    sys.stderr.write("\\rgenerating:  50%%|#####     | %d/%d [%02d:%02d<00:10,  9.0completion/s]" % (
        done, len(flat), seconds // 60, seconds % 60))
settings = {"engine": value("--generation_engine"), "n": n, "temperature": float(value("--temperature")),
            "max_new_tokens": int(value("--max_new_tokens")), "test_seed": int(value("--test_seed"))}
json.dump({"settings": settings, "metrics": metrics, "problems": problems}, open(value("--output"), "w"))
"""


def run_spec(checkpoint_ac=(1, 0, 2, 8, 0, 3)):
    """Known results: the checkpoint's AC counts per problem, and each engine's as a difference from them."""
    ce = [1, 2, 0, 0, 8, 1]
    base = {"ce": ce, "tokens": 100}
    return {
        "problems": PROBLEMS,
        "vllm:lora": {**base, "ac": [1, 1, 3, 8, 0, 2], "generation_seconds": 20.0, "tokens": 150,
                      "progress": [[1, 30], [20, 33], [48, 40]], "texts": "lora"},
        "vllm:merged": {**base, "ac": [1, 0, 3, 8, 0, 3], "generation_seconds": 16.0, "texts": "merged"},
        "cuda_graph:merged": {**base, "ac": list(checkpoint_ac), "generation_seconds": 40.0,
                              "progress": [[16, 43], [48, 51]]},
        "cuda_graph:tiny_lora_v.pt": {**base, "ac": list(checkpoint_ac), "generation_seconds": 50.0},
    }


@pytest.fixture
def stand_ins(tmp_path, monkeypatch):
    """bench_export pointed at the stand-in scripts; returns (run(argv, spec) -> report, calls())."""
    (tmp_path / "fake_export.py").write_text(FAKE_EXPORT)
    (tmp_path / "fake_test.py").write_text(FAKE_TEST)
    monkeypatch.setattr(bench, "SCRIPTS", {"export": str(tmp_path / "fake_export.py"),
                                           "test": str(tmp_path / "fake_test.py")})
    monkeypatch.setattr(bench, "device", lambda: ("cpu", "a CPU"))
    out, calls = tmp_path / "out" / "bench.json", tmp_path / "calls.jsonl"
    monkeypatch.setenv("FAKE_CALLS", str(calls))
    monkeypatch.setenv("BENCH_OUT", str(out))
    monkeypatch.chdir(ROOT)  # the default checkpoint and problem files are relative to the repository

    def run(argv, spec):
        (tmp_path / "spec.json").write_text(json.dumps(spec))
        monkeypatch.setenv("FAKE_SPEC", str(tmp_path / "spec.json"))
        assert bench.main(["--workdir", str(tmp_path / "work"), "--out", str(out), *argv]) == 0
        return json.loads(out.read_text())

    return run, lambda: [json.loads(line) for line in calls.read_text().splitlines()]


def alive(pid):
    """Whether a process runs (a zombie left for the container's init to reap does not)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def paired(a, b):
    """pass@1 difference per problem, its mean and Student-t interval, computed here from the AC counts."""
    d = (np.array(a) - np.array(b)) / N
    half = stats.t.ppf(0.975, len(d) - 1) * d.std(ddof=1) / np.sqrt(len(d))
    return d.mean(), (d.mean() - half, d.mean() + half)


def test_every_engine_runs_alike_and_a_failing_one_is_recorded_while_the_next_runs(stand_ins, tmp_path):
    run, calls = stand_ins
    spec = run_spec()
    spec["vllm:merged"] = {"fail": "vLLM refused the model"}
    report = run(["--engines", "vllm_lora,vllm_merged,cuda_graph_merged,cuda_graph_checkpoint",
                  "--stored_reference", ""], spec)
    work = str(tmp_path / "work")
    made = calls()
    exports, tests = made[:2], made[2:]
    assert [c["script"] for c in made] == ["export"] * 2 + ["test"] * 4
    assert [c["argv"] for c in exports] == [
        ["--checkpoint_path", os.path.join("benchmarks", "results", "learning", "recipe", "tiny_lora_v.pt"),
         "--format", fmt, "--output", os.path.join(work, fmt), "--model", "bundled"] for fmt in ("lora", "merged")]
    # after each engine the JSON holds it: each test.py found the ones before it already written
    assert [c["json_engines"] for c in tests] == [[], ["vllm_lora"], ["vllm_lora", "vllm_merged"],
                                                   ["cuda_graph_merged", "vllm_lora", "vllm_merged"]]
    assert [c["key"] for c in tests] == ["vllm:lora", "vllm:merged", "cuda_graph:merged", "cuda_graph:tiny_lora_v.pt"]

    def flags(argv):
        """The flags every engine shares: all but what it evaluates, its engine and its output file."""
        out, i = [], 0
        while i < len(argv):
            if argv[i] in ("--checkpoint_path", "--model", "--generation_engine", "--output"):
                i += 2
                continue
            out.append(argv[i])
            i += 1
        return out

    shared = ["--no_quant", "--n", "8", "--temperature", "0.7", "--max_new_tokens", "512", "--batch_size", "256",
              "--num_samples", "1000", "--test_data", os.path.join("local_code_contests", "bundled_test.jsonl"),
              os.path.join("local_code_contests", "bundled_valid.jsonl"), "--test_seed", "42", "--judge_workers", "5",
              "--stop_at_first_failure"]
    assert all(flags(c["argv"]) == shared for c in tests)
    argv = [c["argv"] for c in tests]
    assert argv[0][:4] == ["--checkpoint_path", os.path.join(work, "lora"), "--model", "bundled"]
    assert argv[1][:2] == argv[2][:2] == ["--model", os.path.join(work, "merged")] and "bundled" not in argv[1]
    assert argv[3][:2] == ["--checkpoint_path", exports[0]["argv"][1]]
    assert [a[a.index("--generation_engine") + 1] for a in argv] == ["vllm", "vllm", "cuda_graph", "cuda_graph"]
    # the real scripts take these arguments (the stand-in export wrote the files their checks look for)
    test_py, export_py = load_script("test"), load_script("export")
    for a in argv:
        parsed = test_py.parse_args(a)
        assert parsed.n == 8 and parsed.stop_at_first_failure and parsed.no_quant
    assert [export_py.parse_args(c["argv"]).format for c in exports] == ["lora", "merged"]

    engines = report["engines"]
    failed = engines["vllm_merged"]
    assert failed["returncode"] == 1 and failed["error"] == "test.py ended with 1"
    assert failed["error_tail"] == ["loading the model", "RuntimeError: vLLM refused the model"]
    lora = engines["vllm_lora"]
    assert (lora["pass@1"], lora["pass@8"], lora["AC"], lora["CE"], lora["WA"]) == (15 / 48, 5 / 6, 15, 12, 21)
    assert lora["generated_tokens"] == 48 * 150 and lora["tokens_per_second"] == 360.0
    assert lora["completions_per_second"] == 2.4 and lora["warm_completions_per_second"] == round(47 / 10, 2)
    assert engines["cuda_graph_merged"]["warm_completions_per_second"] == 4.0
    assert engines["cuda_graph_checkpoint"]["warm_completions_per_second"] is None  # no progress bar: not guessed
    assert lora["command"][1] == bench.SCRIPTS["test"] and lora["command"][2:] == argv[0]
    stored = json.load(gzip.open(lora["stored_as"], "rt"))
    assert "completion" not in stored["problems"][0]["samples"][0]
    assert os.path.isfile(tmp_path / "out" / "bench_vllm_merged.log")

    # the reference is the checkpoint's own evaluation; pairs with the failed engine are left out
    assert report["reference"] == "cuda_graph_checkpoint"
    assert sorted(report["comparisons"]) == ["cuda_graph_merged - cuda_graph_checkpoint",
                                             "vllm_lora - cuda_graph_checkpoint"]
    c = report["comparisons"]["vllm_lora - cuda_graph_checkpoint"]
    mean, (lo, hi) = paired(spec["vllm:lora"]["ac"], spec["cuda_graph:tiny_lora_v.pt"]["ac"])
    m = c["metrics"]["pass@1"]
    assert m["difference"] == pytest.approx(mean) and m["t_interval"] == pytest.approx([lo, hi])
    assert (m["a_better"], m["b_better"], m["tied"]) == (2, 1, 3) and c["pass@1_t_interval_holds_zero"]
    assert c["completions"] == {"identical": 0, "of": 48}
    same = report["comparisons"]["cuda_graph_merged - cuda_graph_checkpoint"]
    assert same["metrics"]["pass@1"]["difference"] == 0 and same["completions"] == {"identical": 48, "of": 48}
    assert report["throughput_ratios"] == {
        "vllm_lora / cuda_graph_merged": {"tokens_per_second": round(360 / 120, 3),
                                          "completions_per_second": round(2.4 / 1.2, 3),
                                          "warm_completions_per_second": round(4.7 / 4.0, 3)},
        "cuda_graph_merged / cuda_graph_checkpoint": {"tokens_per_second": round(120 / 96, 3),
                                                      "completions_per_second": round(1.2 / 0.96, 3),
                                                      "warm_completions_per_second": None}}


def test_without_the_checkpoint_the_merged_cuda_graph_run_is_the_reference_and_a_stored_result_pairs(stand_ins,
                                                                                                     tmp_path):
    run, _ = stand_ins
    spec = run_spec()
    stored = {"settings": {"checkpoint_path": os.path.join("benchmarks", "results", "learning", "recipe",
                                                           "tiny_lora_v.pt"), "n": 8, "temperature": 0.7,
                           "max_new_tokens": 512, "test_seed": 42},
              "metrics": {}, "problems": [{"name": p, "samples": [{"outcome": "AC" if i < 2 else "WA"}
                                                                  for i in range(N)]} for p in PROBLEMS]}
    (tmp_path / "stored.json").write_text(json.dumps(stored))
    spec["vllm:merged"]["leave_behind"] = str(tmp_path / "stray.pid")
    report = run(["--stored_reference", str(tmp_path / "stored.json")], spec)
    assert not alive(int((tmp_path / "stray.pid").read_text()))  # ended before the next engine started
    assert list(report["engines"]) == list(bench.DEFAULT_ENGINES)
    assert report["reference"] == "cuda_graph_merged" and report["stored_reference"]["paired"]
    assert sorted(report["comparisons"]) == sorted([
        "vllm_lora - cuda_graph_merged", "vllm_merged - cuda_graph_merged", "vllm_lora - vllm_merged",
        "vllm_lora - stored", "vllm_merged - stored", "cuda_graph_merged - stored"])
    lora_merged = report["comparisons"]["vllm_lora - vllm_merged"]
    mean, _ = paired(spec["vllm:lora"]["ac"], spec["vllm:merged"]["ac"])
    assert lora_merged["metrics"]["pass@1"]["difference"] == pytest.approx(mean)
    assert lora_merged["metrics"]["pass@8"]["difference"] == pytest.approx((5 - 4) / 6)
    against_stored = report["comparisons"]["cuda_graph_merged - stored"]
    assert against_stored["metrics"]["pass@1"]["difference"] == pytest.approx(np.mean(spec["cuda_graph:merged"]["ac"])
                                                                              / N - 2 / N)
    assert against_stored["completions"] is None  # the stored result keeps no texts
    ratios = report["throughput_ratios"]
    assert ratios["vllm_lora / vllm_merged"]["tokens_per_second"] == round(360 / (4800 / 16), 3)
    assert ratios["vllm_merged / cuda_graph_merged"]["completions_per_second"] == round(3.0 / 1.2, 3)

    stored["settings"]["temperature"] = 1.0  # sampled otherwise: not paired, and the reason says so
    (tmp_path / "stored.json").write_text(json.dumps(stored))
    report = run(["--stored_reference", str(tmp_path / "stored.json")], spec)
    assert not report["stored_reference"]["paired"] and "temperature 1.0 against 0.7" in \
        report["stored_reference"]["why_not"]
    assert not any(pair.endswith("stored") for pair in report["comparisons"])


def test_a_failed_export_the_time_limit_and_the_budget(stand_ins, monkeypatch):
    run, calls = stand_ins
    spec = run_spec()
    spec["export_fail"] = ["merged"]
    spec["vllm:lora"]["sleep"] = 60
    monkeypatch.setattr(bench, "ESTIMATE_SECONDS", {**bench.ESTIMATE_SECONDS, "vllm_lora": 1,
                                                    "cuda_graph_checkpoint": 1})
    report = run(["--engines", "vllm_merged,vllm_lora,cuda_graph_checkpoint", "--stored_reference", "",
                  "--limit_s", "4", "--budget_s", "5"], spec)
    assert report["exports"]["merged"]["returncode"] == 1 and report["exports"]["lora"]["returncode"] == 0
    assert report["exports"]["merged"]["error_tail"] == ["export failed: no GPU for the 4-bit base"]
    engines = report["engines"]
    assert engines["vllm_merged"]["error"] == "not run: export --format merged failed (exit 1)"
    assert engines["vllm_lora"]["returncode"] is None and engines["vllm_lora"]["error"] == "ended at --limit_s"
    assert engines["vllm_lora"]["wall_seconds"] < 30  # ended, not waited for
    assert engines["cuda_graph_checkpoint"]["skipped"].startswith("not started")
    assert [c["key"] for c in calls() if c["script"] == "test"] == ["vllm:lora"]
    assert report["comparisons"] == {} and report["throughput_ratios"] == {}


def test_unknown_engines_are_refused():
    with pytest.raises(SystemExit):
        bench.parse_args(["--engines", "vllm_lora,sglang"])
    assert bench.parse_args([]).engines == ["vllm_lora", "vllm_merged", "cuda_graph_merged"]


def test_the_stored_checkpoint_evaluation_pairs_with_the_defaults(monkeypatch):
    monkeypatch.chdir(ROOT)
    records, why_not = bench.stored_reference(bench.parse_args([]))
    assert why_not is None and len(records) == 208
    records, why_not = bench.stored_reference(bench.parse_args(["--max_new_tokens", "1024"]))
    assert records is None and why_not == "sampled otherwise: max_new_tokens 512 against 1024"
