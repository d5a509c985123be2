"""The 3B GRPO step benchmarked (issue 47, item 3): train_rl.py's default settings on a model of Qwen2.5-Coder-3B-
Instruct's architecture (36 layers, hidden 2048, 2 KV heads) with seeded random weights and the bundled tokenizer, in
bf16 and in 4-bit NF4, for rounds of 64 and 256 completions x 512 tokens, on the whole GPU and under memory caps.

Configurations: each precision (--quants) x round size (--rows) x memory cap (--memory_caps_gb: 0 is the whole GPU;
24 and 16 are train_rl.py --gpu_memory_share set to that many GiB of this GPU's memory, as a "24 GB" card counts
them; the CUDA context, 0.9 GiB on an H200, lies outside PyTorch's cap). Each runs in a child process of its own, so
that its peak memory is its own and an out-of-memory ends it alone ("out of memory", and where: loading, planning, or
a round's generation, row gradients or training); the results file (--out) is written after each configuration.

Per configuration, the median over its timed rounds (the first round compiles the decode step and is kept apart):
  generation     the engine's sampling of the round (NF4: the bf16 rollout copy's refresh from W + dW included)
  row_gradients  the round's forward and backward, taken as sampling ends (train_rl.py's default)
  training       the optimizer step's remainder: TRL's scoring and loss on the row gradients, the optimizer
  round          the whole optimizer step (one round a step: num_iterations 1)
and the process's peak GPU memory: PyTorch's max_memory_allocated and max_memory_reserved, and nvidia-smi's memory
in use at the end (the context included; PyTorch keeps what it reserved, so this is close to the process's peak);
with the settings train_rl.py chose: the micro-batch plan (planned from the memory within the cap), activation
checkpointing, the engine, the rollout copy. Printed at the end side by side, with NF4 / bf16 per round size and cap,
and the issue's goals against what was measured.

The model is built once on the GPU (seeded: the same weights every time) and saved with the bundled tokenizer to
--model_dir (6.2 GB; a later command on a warm machine reuses it); each configuration loads it through train_rl.py's
loader (get_model_and_tokenizer; NF4: bitsandbytes NF4 with double quantisation and bf16 compute) and attaches
TinyLoRA as train_rl.py does, so NF4 samples from the bf16 rollout copy and trains through the 4-bit layers.
Random weights never end an answer on purpose: every row runs to --max_new_tokens (the engine is given an end token
no row can draw), an end token drawn by chance is replaced and the last token made the end token, so every row is a
finished answer of that length and trained (train_rl.py's default masks rows cut at the limit). No judge: each
completion's reward is a seeded coin (0 or 1), plus train_rl.py's default overlong penalty.

Order: round size, then cap from the whole GPU down, bf16 and NF4 side by side, so the goals' 64-row figures come
first; a cap is not tried once a larger one ran out of memory, nor where the weights plus the engine's cache of the
round already exceed it (found right after loading). No configuration starts once its estimate would pass --budget_s
(a GPU machine's command ends at 10 minutes): they are listed, and the same command with --resume_from the results
file runs only them.

--profile runs one more round in each configuration, after the timed ones, under torch.profiler, and puts the top
kernels (on a CPU: operators) of its generation, row gradients and training into the configuration's "profile"
(step_3b_profile.py), printed at the end of its run: where a round's time goes.

Usage (GPU machine: tools/gpu_machine/README.md, "3B step benchmark": bitsandbytes from .bnb, installed by recv.sh,
and the bundled tokenizer, carried in .gl/tokenizer or brought by the model carry). The first command builds the
model (about half a minute) and runs the 64-row configurations, the goals' figures, within the default --budget_s of
540 s (each configuration a minute or so: the process's start, the load, the compilation of the decode step, the
rounds); the second, given the first's results file (copied into the tree, which travels with each command), runs the
256-row ones it left, a third whatever the second left:
  . tools/gpu_machine/env.sh; python3 benchmarks/bench_3b_step.py --tokenizer .gl/tokenizer --out "$OUT/3b.json"
  the same plus --resume_from benchmarks/results/3b_step/<date>_h200.json   # the second and third command
  python benchmarks/bench_3b_step.py --tiny     # every code path on a tiny random model, on the CPU
"""
import argparse
import datetime
import importlib.metadata
import importlib.util
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # benchmarks/: step_3b_rounds, grpo_step_*
import utils  # noqa: E402
from result_paths import default_out  # noqa: E402
from step_3b_rounds import MODEL_STAMP, log, prepare_model, run_configuration, split_environment  # noqa: E402

QUANTS = ("bf16", "nf4")
PROFILES = {"gpu": {"rows": "64,256", "max_new_tokens": 512, "steps": 3, "capped_steps": 2},
            "tiny": {"rows": "8,16", "max_new_tokens": 16, "steps": 2, "capped_steps": 2}}  # --tiny: a CPU's sizes
FINAL = ("ok", "out of memory", "does not fit")  # a configuration with one of these is not run again on resuming
# Seconds guessed for a configuration before one of its round size has finished in this command (then the wall time
# measured for that size is used): the process's start, the model's load, TinyLoRA's SVD, the memory probe and the
# decode step's compilation from inductor's cache (the 0.5B model's first round took 46 s on an H200 with a cold
# cache, 2026-11-26); and each round, ROUND_GUESS_S per 64 rows (the goal of 4 s for bf16 at 64 x 512, NF4 1.5x)
START_GUESS_S, ROUND_GUESS_S, PREPARE_GUESS_S = 40, 6, 40
GRACE_S = 40  # a configuration started within the budget may run this long past it before it is stopped


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quants", default=",".join(QUANTS), help="precisions: bf16 and/or nf4 (comma-separated)")
    parser.add_argument("--rows", help="completions a round, multiples of 8 (comma-separated; default 64,256)")
    parser.add_argument("--memory_caps_gb", default="0,24,16",
                        help="GiB this run may hold, as train_rl.py --gpu_memory_share of the GPU's memory (0: the "
                             "whole GPU; comma-separated)")
    parser.add_argument("--max_new_tokens", type=int, help="every completion's length, forced (default 512)")
    parser.add_argument("--steps", type=int, help="rounds on the whole GPU, the first compiling (default 3)")
    parser.add_argument("--capped_steps", type=int, help="rounds under a cap, the first compiling (default 2)")
    parser.add_argument("--seed", type=int, default=0, help="the random weights' seed (and the coin's)")
    parser.add_argument("--tokenizer", help="a save_pretrained copy of the bundled tokenizer (default: the bundled "
                                            "one from the model cache)")
    parser.add_argument("--model_dir", help="where the random model is saved (default: under the temp folder)")
    parser.add_argument("--budget_s", type=float, default=540,
                        help="no configuration starts whose estimate would end past this many seconds (0: none)")
    parser.add_argument("--resume_from", help="an earlier results file: its finished configurations are kept")
    parser.add_argument("--out", help="JSON file (default benchmarks/results/3b_step/<today>_<device>.json)")
    parser.add_argument("--tiny", action="store_true", help="tiny random model on the CPU: checks the code paths")
    parser.add_argument("--profile", action="store_true",
                        help="after each configuration's timed rounds, run one more round under torch.profiler and "
                             "put the top kernels/operators of its generation, row gradients and training into the "
                             "configuration's \"profile\" (printed too); costs about 1.5-2 rounds more a configuration")
    parser.add_argument("--profile_top", type=int, default=25, help="entries kept per part with --profile")
    parser.add_argument("--profile_trace_dir",
                        help="with --profile, also write each profiled round's Chrome trace (.json.gz) into this "
                             "folder, unless it has over a million events or comes out over 15 MiB")
    parser.add_argument("--train_rl_args", default="",
                        help="more train_rl.py options for every configuration, as one string after \"=\" (e.g. "
                             "--train_rl_args=--compile_row_gradients); leading NAME=VALUE words are set in the "
                             "configuration's environment (--train_rl_args=TINYLORA_FUSED_PROJECTIONS=0: the decode "
                             "step's projections apart)")
    parser.add_argument("--side_by_side", action="store_true",
                        help="run each configuration without --train_rl_args too, just before it, and print the "
                             "ratios of the parts (with / without)")
    parser.add_argument("--child", help=argparse.SUPPRESS)  # "prepare" or QUANT,ROWS,CAP: one child's work
    parser.add_argument("--child_out", help=argparse.SUPPRESS)  # the child's JSON for the parent
    args = parser.parse_args(argv)
    for key, value in PROFILES["tiny" if args.tiny else "gpu"].items():
        if getattr(args, key) is None:
            setattr(args, key, value)
    args.quants = args.quants.split(",")
    args.rows = [int(r) for r in args.rows.split(",")]
    args.memory_caps_gb = [cap_number(c) for c in args.memory_caps_gb.split(",")]
    if set(args.quants) - set(QUANTS):
        parser.error(f"--quants: choose from {','.join(QUANTS)}, got {','.join(args.quants)}")
    if any(r < 8 or r % 8 for r in args.rows):
        parser.error("--rows: multiples of 8 (train_rl.py's 8 completions a prompt and a micro-step)")
    args.model_dir = args.model_dir or os.path.join(tempfile.gettempdir(), "bench-3b-step",
                                                    "tiny-model" if args.tiny else "random-3b-model")
    return args


def cap_number(text):
    value = float(text)
    return int(value) if value == int(value) else value


def configurations(quants, row_counts, caps):
    """(quant, rows, cap) in run order: by round size, then cap from the whole GPU (0) down, the precisions side by
    side."""
    ordered_caps = [cap for cap in caps if cap == 0] + sorted((cap for cap in caps if cap), reverse=True)
    return [(quant, rows, cap) for rows in row_counts for cap in ordered_caps for quant in quants]


def blocked_by_larger_cap(done, quant, rows, cap, variant=""):
    """Why a cap need not be tried: a larger one (or the whole GPU) of the same precision, rows and train_rl.py
    arguments did not fit."""
    if cap == 0:
        return None
    for (q, r, c, v), entry in done.items():
        if (q, r, v) == (quant, rows, variant) and (c == 0 or c > cap) and \
                entry["status"] in ("out of memory", "does not fit"):
            return f"{entry['status']} already {'on the whole GPU' if c == 0 else f'under {c} GiB'}"
    return None


def estimate_s(rows, steps, measured):
    """measured: {rows: [wall seconds of the configurations of that size that ran]}."""
    if measured.get(rows):
        return sum(measured[rows]) / len(measured[rows])
    return START_GUESS_S + steps * ROUND_GUESS_S * rows / 64


def launch(command, timeout):
    """Run a child command; its exit status, or None when it ran past `timeout` seconds (then it is stopped). It stays
    in this command's process group, so that whatever stops this command stops it too."""
    child = subprocess.Popen(command)
    try:
        return child.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()
        return None


def run_child(args, spec, steps, timeout, variant=""):
    """A child's JSON (prepare: the model and device; QUANT,ROWS,CAP: its entry), or {"status": why it has none}."""
    out = os.path.join(tempfile.gettempdir(), f"bench-3b-step-child-{os.getpid()}.json")
    command = [sys.executable, os.path.abspath(__file__), "--child", spec, "--child_out", out, "--model_dir",
               args.model_dir, "--max_new_tokens", str(args.max_new_tokens), "--steps", str(steps), "--seed",
               str(args.seed)] + (["--tiny"] if args.tiny else [])
    if args.profile:
        command += ["--profile", "--profile_top", str(args.profile_top)]
        command += ["--profile_trace_dir", args.profile_trace_dir] if args.profile_trace_dir else []
    if args.tokenizer:
        command += ["--tokenizer", args.tokenizer]
    if variant:
        command.append(f"--train_rl_args={variant}")  # "=": the value starts with "--"
    status = launch(command, timeout)
    result = utils.read_json(out)
    if os.path.exists(out):
        os.remove(out)
    if status is None:
        return {"status": "timed out", "why": f"stopped after {timeout:.0f} s"}
    return result or {"status": "failed", "why": f"exit status {status}, no result (its log is above)"}


def child_main(args):
    if args.child == "prepare":
        utils.write_json(args.child_out, prepare_model(args.model_dir, args.tiny, args.seed, args.tokenizer))
        return 0
    quant, rows, cap = args.child.split(",")
    os.environ.update(split_environment(args.train_rl_args)[0])  # before the engine is made: it reads them
    entry = run_configuration(args, quant, int(rows), cap_number(cap), args.steps)
    utils.write_json(args.child_out, entry)
    return 0


def main(argv=None):
    args = parse_args(argv)
    if args.child:
        return child_main(args)
    started = time.perf_counter()
    variants = ["", args.train_rl_args] if args.side_by_side and args.train_rl_args else [args.train_rl_args]
    todo = [(*spec, variant) for spec in configurations(args.quants, args.rows, args.memory_caps_gb)
            for variant in variants]
    earlier = utils.read_json(args.resume_from) if args.resume_from else {}
    done = {key_of(e): e for e in earlier.get("configurations", []) if e["status"] in FINAL}
    steps_of = {cap: args.steps if cap == 0 else args.capped_steps for cap in args.memory_caps_gb}
    # rounds guessed: the profiled round (--profile) and the reading of its trace as two more
    guessed = {cap: steps + 2 * args.profile for cap, steps in steps_of.items()}
    measured = {}
    stamped = os.path.isfile(os.path.join(args.model_dir, MODEL_STAMP))
    total = (0 if stamped else PREPARE_GUESS_S) + sum(estimate_s(rows, guessed[cap], measured)
                                                      for quant, rows, cap, variant in todo
                                                      if (quant, rows, cap, variant) not in done)
    kept = f", {len(done)} kept from {args.resume_from}" if args.resume_from else ""
    log(f"bench_3b_step: {len(todo)} configurations{kept}, estimated {total / 60:.0f} min (guesses until a "
        "configuration of each round size has run)"
        + (f"; none starts past {args.budget_s:.0f} s" if args.budget_s else ""))
    info = run_child(args, "prepare", 0, timeout=args.budget_s + GRACE_S if args.budget_s else None)
    if "model" not in info:
        raise SystemExit(f"the random model could not be prepared: {info}")
    if args.out is None:
        args.out = os.path.join(tempfile.gettempdir(), "bench_3b_step_tiny.json") if args.tiny else \
            default_out("3b_step", device=info["device_slug"])
    result = {"date": datetime.date.today().isoformat(), "device": info["device"],
              "gpu_total_gib": info["gpu_total_gib"], "model": info["model"], "tokenizer": "bundled",
              "max_new_tokens": args.max_new_tokens, "steps": args.steps, "capped_steps": args.capped_steps,
              "settings": "train_rl.py's defaults, with the round size, --max_completion_length, --max_steps, "
                          "--gpu_memory_share and --judge_workers 0 set (step_3b_rounds.train_rl_settings)",
              "versions": {name: importlib.metadata.version(name) for name in
                           ("torch", "transformers", "trl", "peft", "bitsandbytes") if importlib.util.find_spec(name)},
              "profiled": args.profile, "train_rl_args": args.train_rl_args,
              "side_by_side": args.side_by_side, "configurations": []}
    for quant, rows, cap, variant in todo:
        key = (quant, rows, cap, variant)
        entry = done.get(key)
        why = None if entry else blocked_by_larger_cap(done, quant, rows, cap, variant)
        elapsed = time.perf_counter() - started
        named = {"quant": quant, "rows": rows, "memory_cap_gib": cap, "train_rl_args": variant}
        if entry is None and why:
            entry = {**named, "status": "skipped", "why": why}
        elif entry is None and args.budget_s and elapsed + estimate_s(rows, guessed[cap], measured) > args.budget_s:
            entry = {**named, "status": "not started",
                     "why": f"its estimate would end past --budget_s {args.budget_s:.0f}"}
        elif entry is None:
            log(f"--- {quant}, {rows} rows, {f'cap {cap} GiB' if cap else 'whole GPU'}"
                f"{f', {variant}' if variant else ''} ({elapsed:.0f} s in)")
            timeout = max(GRACE_S, args.budget_s + GRACE_S - elapsed) if args.budget_s else None
            entry = {**named, **run_child(args, f"{quant},{rows},{cap}", steps_of[cap], timeout, variant)}
            if entry.get("wall_s"):
                measured.setdefault(rows, []).append(entry["wall_s"])
        done[key] = entry
        result["configurations"].append(entry)
        utils.write_json(args.out, result)  # after each configuration: a lost machine keeps the finished ones
    report(result)
    utils.write_json(args.out, result)
    log(f"wrote {args.out} ({time.perf_counter() - started:.0f} s)")
    return 0


def key_of(entry):
    """(precision, rows, cap, train_rl.py arguments) of a configuration's entry."""
    return entry["quant"], entry["rows"], entry["memory_cap_gib"], entry.get("train_rl_args", "")


def warm(entry, part):
    return (entry.get("warm_median") or {}).get(f"{part}_s")


def report(result):
    """Print the table, NF4 / bf16 side by side and the goals; put the last two into `result`."""
    header = ("precision", "rows", "cap GiB", "train_rl args", "status", "micro-batches", "generation", "row grads",
              "training", "round", "planned", "peak alloc", "peak resv", "nvidia-smi")
    lines = [header]
    for e in result["configurations"]:
        plan = f"{e['accumulation_steps']} x {e['micro_batch']}{' ckpt' if e['checkpointing'] else ''}" \
            if "micro_batch" in e else "-"
        lines.append((e["quant"], e["rows"], e["memory_cap_gib"] or "whole", e.get("train_rl_args") or "-",
                      e["status"], plan,
                      *(warm(e, part) for part in ("generation", "row_gradients", "training", "round")),
                      (e.get("memory_plan") or {}).get("planned_gib"), e.get("peak_allocated_gib"), e.get("peak_reserved_gib"), e.get("gpu_used_gib")))
    widths = [max(len(str("-" if v is None else v)) for v in column) for column in zip(*lines)]
    for line in lines:
        log("  ".join(str("-" if v is None else v).rjust(w) for v, w in zip(line, widths)))
    # the precisions compared and the goals read at the defaults (or at the only arguments run)
    variants = {key_of(e)[3] for e in result["configurations"]}
    baseline = "" if "" in variants else next(iter(variants), "")
    by_key = {key_of(e)[:3]: e for e in result["configurations"] if key_of(e)[3] == baseline}
    result["with_over_without"] = {}
    for e in result["configurations"]:
        without = by_key.get(key_of(e)[:3])
        if key_of(e)[3] != baseline and without and warm(e, "round") and warm(without, "round"):
            ratios = {part: round(warm(e, part) / warm(without, part), 2)
                      for part in ("generation", "row_gradients", "training", "round") if warm(without, part)}
            cap = e["memory_cap_gib"]
            label = f"{e['quant']} {e['rows']} rows, {f'cap {cap} GiB' if cap else 'whole GPU'}"
            result["with_over_without"][f"{label}, {key_of(e)[3]}"] = ratios
            log(f"with {key_of(e)[3]} / without, {label}: " + ", ".join(f"{p} {r:.2f}x" for p, r in ratios.items()))
    result["nf4_over_bf16"] = {}
    for (quant, rows, cap), nf4 in by_key.items():
        bf16 = by_key.get(("bf16", rows, cap))
        if quant == "nf4" and bf16 and warm(nf4, "round") and warm(bf16, "round"):
            ratios = {part: round(warm(nf4, part) / warm(bf16, part), 2) for part in ("generation", "round")
                      if warm(bf16, part)}
            result["nf4_over_bf16"][f"{rows} rows, {f'cap {cap} GiB' if cap else 'whole GPU'}"] = ratios
            log(f"NF4 / bf16, {rows} rows, {f'cap {cap} GiB' if cap else 'whole GPU'}: round {ratios['round']:.2f}x, "
                f"generation {ratios.get('generation', float('nan')):.2f}x")
    result["goals"] = goals(by_key, result["max_new_tokens"])
    for line in result["goals"]:
        log(f"goal: {line}")
    left = [e for e in result["configurations"] if e["status"] == "not started"]
    if left:
        log(f"{len(left)} configuration(s) not started within the budget: the same command with --resume_from "
            "this results file runs them")


def goals(by_key, tokens):
    """Issue 47's goals for the 3B step (one H200), each with what this run measured, where it measured it."""
    lines = []
    bf16, nf4 = by_key.get(("bf16", 64, 0), {}), by_key.get(("nf4", 64, 0), {})
    if warm(bf16, "round"):
        lines.append(f"bf16 64 x {tokens} round at most 4 s: {warm(bf16, 'round')} s")
        if warm(nf4, "round"):
            lines.append(f"NF4 64 x {tokens} round at most 1.5x bf16's: "
                         f"{warm(nf4, 'round') / warm(bf16, 'round'):.2f}x")
    for quant, limit in (("nf4", 24), ("bf16", 40)):
        fits = [(cap, e) for (q, rows, cap), e in by_key.items() if (q, rows) == (quant, 64) and e["status"] == "ok"
                and (0 < cap <= limit or (e.get("gpu_used_gib") or float("inf")) <= limit)]
        fits.sort(key=lambda fit: fit[0] == 0)  # a cap first: there the plan had to fit
        tried = [e for (q, rows, _), e in by_key.items() if (q, rows) == (quant, 64) and e["status"] != "not started"]
        if not tried:
            continue
        how = "not shown by this run"
        if fits:
            cap, entry = fits[0]
            how = (f"ran under a {cap} GiB cap, " if cap else "") + \
                f"{entry.get('gpu_used_gib')} GiB in use (nvidia-smi, the CUDA context included)"
        lines.append(f"{'NF4' if quant == 'nf4' else quant} step of 64 completions within {limit} GB: {how}")
    return lines


if __name__ == "__main__":
    sys.exit(main())
