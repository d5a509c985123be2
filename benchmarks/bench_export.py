"""Issue 48, item 4: a TinyLoRA v exported (export.py) and evaluated through vLLM's LoRA serving and through the
merged folder, beside cuda_graph, on the held-out problems, in one run: pass@k paired per problem against the
project's own evaluation, and the throughput of each engine side by side.

export.py writes the checkpoint as a PEFT LoRA folder and as a merged model folder (--workdir); then each engine's
test.py runs alone, one after the other (vLLM wants the GPU to itself), all with the same problems, seed and
sampling as the stored export evaluation (the settings of results/export/2026-12-04_h200_recipe_*.json.gz: 8 x 512
tokens at T = 0.7, --batch_size 256, 5 judge workers, judged to each program's first failing test):
  vllm_lora              test.py --checkpoint_path <workdir>/lora --generation_engine vllm (vLLM's LoRA serving)
  vllm_merged            test.py --model <workdir>/merged --generation_engine vllm
  cuda_graph_merged      test.py --model <workdir>/merged --generation_engine cuda_graph
  cuda_graph_checkpoint  test.py --checkpoint_path <checkpoint> --generation_engine cuda_graph (the project's own)
The reference of the paired comparisons is cuda_graph_checkpoint where it ran, else cuda_graph_merged; vllm_lora is
also paired with vllm_merged, and every engine with --stored_reference (the stored checkpoint evaluation) where it
was sampled alike. Throughput: completions and generated tokens per second of test.py's generation_seconds (which
include vLLM's start and cuda_graph's compilation), and the warm rate read off the progress bar (completions after
the first finished one, over the time after it: without vLLM's start, nor cuda_graph's first batch of 256 and its
compilation; a later recompilation stays in). The JSON is written after every step; a failing engine is recorded
with the last lines of its log, and the next one runs.

  python benchmarks/bench_export.py --out "$OUT/<date>_h200_bench_export.json"   # GPU: tools/gpu_machine/README.md
"""
import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import result_paths  # noqa: E402
import utils  # noqa: E402

SCRIPTS = {"export": os.path.join(ROOT, "export.py"), "test": os.path.join(ROOT, "test.py")}
ENGINES = ("vllm_lora", "vllm_merged", "cuda_graph_merged", "cuda_graph_checkpoint")
DEFAULT_ENGINES = ENGINES[:3]
# What each engine evaluates (an export format, or the checkpoint itself) and with which generation engine
WEIGHTS = {"vllm_lora": "lora", "vllm_merged": "merged", "cuda_graph_merged": "merged",
           "cuda_graph_checkpoint": "checkpoint"}
GENERATION = {"vllm_lora": "vllm", "vllm_merged": "vllm", "cuda_graph_merged": "cuda_graph",
              "cuda_graph_checkpoint": "cuda_graph"}
REFERENCES = ("cuda_graph_checkpoint", "cuda_graph_merged")  # the first that ran is the pairs' reference
RATIO_PAIRS = (("vllm_lora", "vllm_merged"), ("vllm_lora", "cuda_graph_merged"), ("vllm_merged", "cuda_graph_merged"),
               ("cuda_graph_merged", "cuda_graph_checkpoint"))
# Seconds each step is expected to take on an H200 with the defaults (208 x 8 x 512): an export, the bundled model's
# load (2.3 s) and SVD (1.5 s) in the 2026-12-04 export log, plus the interpreter's imports and the 1.2 GB merged
# write; a cuda_graph job, 131.5 s of generation (compilation included) and judging in the stored evaluation plus
# start and load; a vLLM job, test.py's work at 56-67 completions/s (H100, 2026-11-25) plus vLLM's start (10-40 s),
# the load and the judge's tail (vLLM's LoRA serving unmeasured until this run: assumed alike).
ESTIMATE_SECONDS = {"export": 30, "vllm_lora": 100, "vllm_merged": 100, "cuda_graph_merged": 150,
                    "cuda_graph_checkpoint": 150}
STORED_REFERENCE = os.path.join("benchmarks", "results", "export", "2026-12-04_h200_recipe_tinylora_n8_t0.7.json.gz")
SAMPLING = ("n", "temperature", "max_new_tokens", "test_seed")  # a stored result pairs only when these agree
PROGRESS = re.compile(r"generating:\s*\d+%\|[^|]*\|\s*(\d+)/(\d+)\s*\[(?:(\d+):)?(\d+):(\d+)")
TAIL_LINES = 15


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--checkpoint_path", default=os.path.join("benchmarks", "results", "learning", "recipe",
                                                                  "tiny_lora_v.pt"))
    parser.add_argument("--model", default="bundled", help="the checkpoint's base model, as export.py takes it")
    parser.add_argument("--n", type=int, default=8, help="samples per problem")
    parser.add_argument("--temperature", type=float, default=0.7)
    parser.add_argument("--max_new_tokens", type=int, default=512)
    parser.add_argument("--batch_size", type=int, default=256, help="cuda_graph's rows per call (vLLM ignores it)")
    parser.add_argument("--test_seed", type=int, default=42)
    parser.add_argument("--judge_workers", type=int, default=5)
    parser.add_argument("--num_samples", type=int, default=1000, help="problems drawn (more than the files hold: all)")
    parser.add_argument("--test_data", nargs="+", default=[os.path.join("local_code_contests", f"bundled_{s}.jsonl")
                                                           for s in ("test", "valid")])
    parser.add_argument("--engines", default=",".join(DEFAULT_ENGINES),
                        help=f"comma-separated, of {', '.join(ENGINES)}")
    parser.add_argument("--stored_reference", default=STORED_REFERENCE,
                        help="a stored test.py result of the same checkpoint to pair with ('' for none)")
    parser.add_argument("--workdir", default="/tmp/bench_export", help="the exported folders and test.py's results")
    parser.add_argument("--out", default=None, help="the JSON (default: results/export/<date>_<device>_bench_export"
                                                    ".json); each engine's result without texts and its log beside")
    parser.add_argument("--budget_s", type=float, default=540,
                        help="no engine starts when its estimate would end it past this many seconds from the start")
    parser.add_argument("--limit_s", type=float, default=580, help="a step still running this long after the start "
                        "is ended, so that the table is written within a 600-s call")
    args = parser.parse_args(argv)
    args.engines = [e for e in args.engines.split(",") if e]
    unknown = [e for e in args.engines if e not in ENGINES]
    if unknown or not args.engines:
        parser.error(f"--engines: unknown {', '.join(unknown) or '(none given)'}; choose from {', '.join(ENGINES)}")
    return args


def script_command(script, arguments):
    return [sys.executable, SCRIPTS[script], *arguments]


def export_command(args, export_format):
    return script_command("export", ["--checkpoint_path", args.checkpoint_path, "--format", export_format,
                                     "--output", os.path.join(args.workdir, export_format), "--model", args.model])


def engine_command(args, engine, output):
    """test.py's command for `engine`: the weights it names, its generation engine, and the sampling and judging
    every engine shares (--no_quant: vLLM serves bf16 weights only, and the recipe was trained in bf16)."""
    weights = WEIGHTS[engine]
    if weights == "merged":  # the folder is the model itself: test.py refuses another --model beside it
        what = ["--model", os.path.join(args.workdir, "merged")]
    else:
        path = args.checkpoint_path if weights == "checkpoint" else os.path.join(args.workdir, "lora")
        what = ["--checkpoint_path", path, "--model", args.model]
    return script_command("test", [*what, "--generation_engine", GENERATION[engine], "--no_quant",
                                   "--n", str(args.n), "--temperature", str(args.temperature),
                                   "--max_new_tokens", str(args.max_new_tokens), "--batch_size", str(args.batch_size),
                                   "--num_samples", str(args.num_samples), "--test_data", *args.test_data,
                                   "--test_seed", str(args.test_seed), "--judge_workers", str(args.judge_workers),
                                   "--stop_at_first_failure", "--output", output])


def run_step(argv, log_path, deadline):
    """Run argv in a session of its own, output into log_path; (return code or None when ended at the deadline,
    wall seconds). Ending the whole session stops the judge workers and vLLM's processes with it; whatever of it
    outlives the script is ended too, so that nothing holds the GPU when the next engine starts."""
    started = time.monotonic()
    with open(log_path, "w") as log:
        child = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            code = child.wait(timeout=max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            end_session(child.pid, signal.SIGTERM)
            try:
                child.wait(timeout=10)
            except subprocess.TimeoutExpired:
                end_session(child.pid, signal.SIGKILL)
                child.wait()
            code = None
        end_session(child.pid, signal.SIGKILL)
    return code, round(time.monotonic() - started, 1)


def end_session(session, sig):
    try:
        os.killpg(session, sig)
    except ProcessLookupError:  # nothing of it is left
        pass


def log_tail(path, lines=TAIL_LINES):
    """The last lines of a log, progress-bar redraws (carriage returns) reduced to their last state."""
    with open(path, errors="replace") as f:
        text = [line.rsplit("\r", 1)[-1] for line in f.read().splitlines()]
    return "\n".join(line for line in text if line.strip())[-4000:].splitlines()[-lines:]


def warm_rate(log_path):
    """Completions a second after the first finished one, from test.py's progress bar ('generating: ... a/b
    [mm:ss<...'): (last count - first count) / (last elapsed - first elapsed); None with fewer than two points."""
    points = []
    with open(log_path, errors="replace") as f:
        for done, _, hours, minutes, seconds in PROGRESS.findall(f.read()):
            if int(done) > 0:
                points.append((int(done), int(hours or 0) * 3600 + int(minutes) * 60 + int(seconds)))
    if len(points) < 2 or points[-1][1] <= points[0][1]:
        return None
    return round((points[-1][0] - points[0][0]) / (points[-1][1] - points[0][1]), 2)


def engine_figures(result, log_path, n):
    """What the table and the ratios need from a test.py result: pass@k, compile rate, outcomes, timing, rates."""
    metrics, settings = result["metrics"], result["settings"]
    samples = [s for record in result["problems"] for s in record["samples"]]
    tokens = sum(s["num_tokens"] for s in samples) if all("num_tokens" in s for s in samples) else None
    generation = metrics["generation_seconds"]
    outcomes = metrics.get("outcomes", {})
    return {"engine": settings.get("engine"), "pass@1": metrics["pass@1"], f"pass@{n}": metrics.get(f"pass@{n}"),
            "compile_rate": metrics["compile_rate"], "outcomes": outcomes,
            **{o: outcomes.get(o, 0) for o in ("AC", "WA", "CE")}, "truncated": metrics.get("truncated"),
            "generation_seconds": round(generation, 2), "judge_seconds": round(metrics["judge_seconds"], 2),
            "completions": len(samples), "generated_tokens": tokens,
            "completions_per_second": round(len(samples) / generation, 2),
            "tokens_per_second": round(tokens / generation, 1) if tokens is not None else None,
            "warm_completions_per_second": warm_rate(log_path)}


def identical_completions(records_a, records_b):
    """How many samples (problem by name, sample by position) have the same completion text; None where either run
    kept no texts (stored results drop them)."""
    by_name = {r["name"]: r for r in records_b}
    pairs = [(a, b) for r in records_a if r["name"] in by_name
             for a, b in zip(r["samples"], by_name[r["name"]]["samples"])]
    if not pairs or not all("completion" in a and "completion" in b for a, b in pairs):
        return None
    return {"identical": sum(a["completion"] == b["completion"] for a, b in pairs), "of": len(pairs)}


def stored_reference(args):
    """(records, reason): the stored result's records when it evaluated this checkpoint with this sampling, else
    (None, why not)."""
    if not args.stored_reference:
        return None, "none given"
    if not os.path.isfile(args.stored_reference):
        return None, f"{args.stored_reference} not found"
    stored = utils.load_results(args.stored_reference)
    settings, ours = stored["settings"], vars(args)
    path = settings.get("checkpoint_path") or ""
    if os.path.abspath(os.path.join(ROOT, path)) != os.path.abspath(args.checkpoint_path):
        return None, f"it evaluated {path or settings.get('checkpoint')}, not {args.checkpoint_path}"
    differ = [f"{k} {settings.get(k)} against {ours[k]}" for k in SAMPLING if settings.get(k) != ours[k]]
    return (None, f"sampled otherwise: {', '.join(differ)}") if differ else (stored["problems"], None)


def compare(records, names, n):
    """Paired pass@1 and pass@n (utils.compare_runs, a - b) of each engine against the reference, of vllm_lora
    against vllm_merged, and of each engine against the stored reference ('stored')."""
    reference = next((r for r in REFERENCES if r in records), None)
    pairs = [(e, reference) for e in names if e in records and reference and e != reference]
    pairs += [("vllm_lora", "vllm_merged")] if {"vllm_lora", "vllm_merged"} <= set(records) else []
    pairs += [(e, "stored") for e in names if e in records and "stored" in records]
    comparisons = {}
    for a, b in pairs:
        comparison = utils.compare_runs(records[a], records[b], ks=(1, n))
        t_lo, t_hi = comparison["metrics"]["pass@1"]["t_interval"]
        comparisons[f"{a} - {b}"] = {**comparison, "pass@1_t_interval_holds_zero": bool(t_lo <= 0 <= t_hi),
                                     "completions": identical_completions(records[a], records[b])}
    return reference, comparisons


def throughput_ratios(engines):
    """a / b of each RATIO_PAIRS pair that both ran: tokens, completions and warm completions a second."""
    done = {name: e for name, e in engines.items() if "pass@1" in e}
    ratios = {}
    for a, b in RATIO_PAIRS:
        if a in done and b in done:
            ratios[f"{a} / {b}"] = {key: round(done[a][key] / done[b][key], 3) if done[a][key] and done[b][key]
                                    else None for key in ("tokens_per_second", "completions_per_second",
                                                          "warm_completions_per_second")}
    return ratios


def device():
    """(slug, name) of the GPU, asked in a child process: a CUDA context held here would sit beside vLLM's."""
    code = ("import sys, torch; sys.path.insert(0, sys.argv[1]); import result_paths; print(result_paths.device_name())"
            "; print(torch.cuda.get_device_name(0) if torch.cuda.is_available() else 'cpu')")
    out = subprocess.run([sys.executable, "-c", code, os.path.dirname(os.path.abspath(__file__))],
                         capture_output=True, text=True)
    lines = out.stdout.split("\n")
    return (lines[0], lines[1]) if out.returncode == 0 and len(lines) > 1 else ("unknown", out.stderr[-300:])


def beside(out, suffix):
    return f"{os.path.splitext(out)[0]}_{suffix}"


def run_engine(args, engine, report, start, exports):
    """Run one engine's test.py and record it in report['engines'] (figures, or its error); its records or None."""
    entry = report["engines"][engine] = {}
    needed = WEIGHTS[engine]
    if needed in exports and exports[needed] is not None:
        entry["error"] = f"not run: export --format {needed} failed ({exports[needed]})"
        return None
    if time.monotonic() - start + ESTIMATE_SECONDS[engine] > args.budget_s:
        entry["skipped"] = (f"not started: {time.monotonic() - start:.0f} s + its estimate "
                            f"{ESTIMATE_SECONDS[engine]} s would pass --budget_s {args.budget_s:.0f}")
        return None
    output = os.path.join(args.workdir, "results", f"{engine}.json")
    log_path = os.path.join(args.workdir, "results", f"{engine}.log")
    if os.path.exists(output):
        os.remove(output)  # an earlier run's result must not stand in for this one's
    entry["command"] = engine_command(args, engine, output)
    print(f"{engine}: {' '.join(entry['command'])}", flush=True)
    code, entry["wall_seconds"] = run_step(entry["command"], log_path, start + args.limit_s)
    entry["returncode"] = code
    shutil.copy(log_path, beside(args.out, f"{engine}.log"))
    if code != 0 or not os.path.isfile(output):
        entry["error"] = ("ended at --limit_s" if code is None else f"test.py ended with {code}" if code
                          else "test.py wrote no result")
        entry["error_tail"] = log_tail(log_path)
        print(f"{engine}: {entry['error']}:\n  " + "\n  ".join(entry["error_tail"]), flush=True)
        return None
    result = utils.load_results(output)
    entry.update(engine_figures(result, log_path, args.n))
    stripped = [{**r, "samples": [{k: v for k, v in s.items() if k != "completion"} for s in r["samples"]]}
                for r in result["problems"]]  # kept beside --out without the texts, as the study stores evaluations
    entry["stored_as"] = utils.write_json_gz(beside(args.out, f"{engine}.json.gz"), {**result, "problems": stripped})
    print(f"{engine}: pass@1 {entry['pass@1']:.2%}, {entry['completions_per_second']} completions/s over "
          f"{entry['generation_seconds']} s of generation, {entry['wall_seconds']} s in all", flush=True)
    return result["problems"]


def table(report, n):
    head = (f"{'engine':<22}{'pass@1':>8}{f'pass@{n}':>8}{'compile':>9}{'AC/WA/CE':>16}{'gen s':>8}{'judge s':>8}"
            f"{'compl/s':>9}{'tok/s':>9}{'warm c/s':>9}{'wall s':>8}")
    lines = [head]
    for name, e in report["engines"].items():
        if "pass@1" not in e:
            lines.append(f"{name:<22}{e.get('error') or e.get('skipped')}")
            continue
        counts = f"{e['AC']}/{e['WA']}/{e['CE']}"
        lines.append(f"{name:<22}{e['pass@1']:>8.2%}{e[f'pass@{n}']:>8.2%}{e['compile_rate']:>9.2%}{counts:>16}"
                     f"{e['generation_seconds']:>8.1f}{e['judge_seconds']:>8.1f}{e['completions_per_second']:>9.2f}"
                     f"{e['tokens_per_second'] or '-':>9}{e['warm_completions_per_second'] or '-':>9}"
                     f"{e['wall_seconds']:>8.1f}")
    for pair, c in report["comparisons"].items():
        a, b = pair.split(" - ")
        lines.append(utils.format_comparison(c, name_a=a, name_b=b))
        if c["completions"]:
            lines.append(f"  identical completions: {c['completions']['identical']} of {c['completions']['of']}")
    for pair, r in report["throughput_ratios"].items():
        shown = {k: f"x{v}" if v is not None else "-" for k, v in r.items()}
        lines.append(f"{pair}: tokens/s {shown['tokens_per_second']}, completions/s {shown['completions_per_second']}"
                     f", warm completions/s {shown['warm_completions_per_second']}")
    return "\n".join(lines)


def main(argv=None):
    args = parse_args(argv)
    start = time.monotonic()
    slug, name = device()
    args.out = args.out or result_paths.default_out("export", device=slug, variant="bench_export")
    os.makedirs(os.path.join(args.workdir, "results"), exist_ok=True)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    formats = [f for f in ("lora", "merged") if any(WEIGHTS[e] == f for e in args.engines)]
    estimate = ESTIMATE_SECONDS["export"] * len(formats) + sum(ESTIMATE_SECONDS[e] for e in args.engines)
    print(f"bench_export: {', '.join(args.engines)} on {name}; about {estimate / 60:.1f} min expected (H200), "
          f"no engine started past --budget_s {args.budget_s:.0f} s", flush=True)
    report = {"benchmark": "bench_export", "date": time.strftime("%Y-%m-%d"), "device": name,
              "commit": subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True,
                                       text=True).stdout.strip(),
              "settings": {k: v for k, v in vars(args).items() if k != "out"}, "estimate_seconds": estimate,
              "exports": {}, "engines": {}, "reference": None, "comparisons": {}, "throughput_ratios": {}}
    exports = {}  # format -> None when written, else why not
    for export_format in formats:
        entry = report["exports"][export_format] = {"command": export_command(args, export_format)}
        log_path = os.path.join(args.workdir, "results", f"export_{export_format}.log")
        code, entry["wall_seconds"] = run_step(entry["command"], log_path, start + args.limit_s)
        entry["returncode"] = code
        exports[export_format] = None if code == 0 else ("ended at --limit_s" if code is None else f"exit {code}")
        if code != 0:
            entry["error_tail"] = log_tail(log_path)
        print(f"export {export_format}: {exports[export_format] or 'written'} in {entry['wall_seconds']} s", flush=True)
        utils.write_json(args.out, report)
    records = {}
    for engine in args.engines:
        problems = run_engine(args, engine, report, start, exports)
        if problems is not None:
            records[engine] = problems
        utils.write_json(args.out, report)  # after each engine: a lost machine keeps the finished ones
    stored, why_not = stored_reference(args)
    report["stored_reference"] = {"path": args.stored_reference, "paired": stored is not None, "why_not": why_not}
    if stored is not None:
        records["stored"] = stored
    report["reference"], report["comparisons"] = compare(records, args.engines, args.n)
    report["throughput_ratios"] = throughput_ratios(report["engines"])
    report["seconds"] = round(time.monotonic() - start, 1)
    utils.write_json(args.out, report)
    print(table(report, args.n))
    print(f"Wrote {args.out} ({report['seconds']} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
