"""Where the judge's CPU goes on real model programs: compiling, passing tests, and tests that time out.

The corpus is real: the base bundled 0.5B model's completions on the 208 held-out problems, 32 samples each at
T = 0.7, 512 new tokens (H100, 2026-11-25; benchmarks/results/learning/base_held_out_n32_t0.7_completions.json.gz).
A seeded sample of --programs completions is judged on all of each problem's tests with judge_batch (the
precompiled header built beforehand, the compile cache cleared), and the per-program cost is split into:

  compile   wall seconds of g++ per program (one compilation per program; compile errors end early)
  tests     CPU seconds of the test runs, apart: tests that timed out (each holds a core for the whole limit)

Every figure is also given per program, so that a GRPO round's judge load is programs x core-seconds, to set
against the cores of the machine and the round's generation time.

    python benchmarks/bench_judge_cost.py                    # 240 programs, one worker per core
    python benchmarks/bench_judge_cost.py --programs 60      # quicker
    python benchmarks/bench_judge_cost.py --max_tests 5      # the 5 tests train_rl.py's reward reads by default
    python benchmarks/bench_judge_cost.py --stop_at_first_failure   # as the binary reward judges
    python benchmarks/bench_judge_cost.py --pool --workers 24     # through training's judge pool, 24 processes
    python benchmarks/bench_judge_cost.py --pool --linker default  # linked by ld.bfd instead of gold
"""
import argparse
import collections
import gzip
import json
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import utils  # noqa: E402
from bench_reward import children_cpu_seconds  # noqa: E402
from result_paths import default_out  # noqa: E402
from tinylora_coder.files import write_json  # noqa: E402

CORPUS = os.path.join(ROOT, "benchmarks", "results", "learning", "base_held_out_n32_t0.7_completions.json.gz")
PROBLEM_FILES = [os.path.join(ROOT, "local_code_contests", f"bundled_{split}.jsonl") for split in ("test", "valid")]


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--programs", type=int, default=240, help="completions judged (a seeded sample)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the sample")
    parser.add_argument("--max_tests", type=int, default=None,
                        help="judge at most this many tests per problem, as training does (default: all; "
                             "train_rl.py's reward reads 5 unless --train_tests says otherwise)")
    parser.add_argument("--stop_at_first_failure", action="store_true",
                        help="stop each program at its first failing test, as the binary reward's judge does")
    parser.add_argument("--timeout", type=float, default=2.0, help="CPU seconds per test (the original project's 2 s)")
    parser.add_argument("--workers", type=int, default=None, help="judge threads (default: one per CPU core)")
    parser.add_argument("--compile_flags", default=None,
                        help="g++ flags instead of the judge's -O2 -std=c++17; the precompiled headers are built "
                             "with them")
    parser.add_argument("--linker", default=None,
                        help="the linker g++ is told to use (JudgeLimits.linker; default: the judge's, gold where g++ "
                             "has it; 'default': g++'s own, ld.bfd)")
    parser.add_argument("--pool", action="store_true",
                        help="judge through training's JudgePool (--workers processes, every program submitted at "
                             "once) instead of judge_batch's threads; the pool's processes are started and warmed up "
                             "outside the timed part")
    parser.add_argument("--corpus", default=CORPUS, help="completions: {'problems': [{'name', 'completions'}]}")
    parser.add_argument("--output", default=default_out("judge_cost", device="cpu"),
                        help="JSON file (default benchmarks/results/judge_cost/<today>_cpu.json)")
    return parser.parse_args()


def load_items(corpus_path, programs, seed, max_tests=None):
    """[(name, code, tests)]: a seeded sample of the corpus's completions with their problems' tests."""
    tests_of = {p["name"]: p["tests"] for p in utils.load_problems(PROBLEM_FILES, max_tests=max_tests)}
    with gzip.open(corpus_path, "rt") as f:
        corpus = json.load(f)
    pairs = [(p["name"], c) for p in corpus["problems"] for c in p["completions"] if p["name"] in tests_of]
    if not pairs:
        sys.exit(f"{corpus_path}: no completion of a bundled held-out problem")
    random.Random(seed).shuffle(pairs)
    return [(name, utils.extract_code_from_response(c) or "", tests_of[name]) for name, c in pairs[:programs]]


def process_tree_cpu_seconds(pids):
    """CPU seconds of the processes `pids` and of their children they have waited for (Linux /proc)."""
    total = 0
    for pid in pids:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        total += sum(int(value) for value in fields[11:15])  # utime, stime, cutime, cstime
    return total / os.sysconf("SC_CLK_TCK")


def judge_in_pool(items, workers, timeout, stop_at_first_failure, limits=None):
    """(results, wall seconds, CPU seconds of the workers and all they ran) of judging items through a JudgePool,
    every program submitted at once. The workers start, and take a warm-up program each (usually: one may take two),
    before the clock; their CPU is read from /proc before and after, so it includes their own Python."""
    from tinylora_coder.judge.pool import JudgePool, worker_pids
    with JudgePool(workers, timeout=timeout, limits=limits, stop_at_first_failure=stop_at_first_failure) as pool:
        warm_up = [pool.submit(f"int main(){{return {i};}}", [{"input": "", "output": ""}]) for i in range(workers)]
        for future in warm_up:
            future.result()
        pool.forget()
        pids = worker_pids(pool)
        cpu_before, start = process_tree_cpu_seconds(pids), time.perf_counter()
        futures = [pool.submit(code, tests) for _, code, tests in items]
        results = [future.result() for future in futures]
        wall = time.perf_counter() - start
        if worker_pids(pool) != pids:
            sys.exit("a judge worker was replaced during the run: its CPU is not counted")
        return results, wall, process_tree_cpu_seconds(pids) - cpu_before


def main():
    args = parse_args()
    items = load_items(args.corpus, args.programs, args.seed, args.max_tests)
    limits = {**({"compile_flags": args.compile_flags.split()} if args.compile_flags else {}),
              **({"linker": None if args.linker == "default" else args.linker} if args.linker else {})} or None
    info = utils.judge_info(limits)  # builds the sandbox helper and the precompiled header outside the timed part
    workers = args.workers or info["workers"]
    print(f"{len(items)} programs, {sum(len(t) for _, _, t in items)} tests; {workers} workers; "
          f"precompiled headers: {', '.join(info['precompiled_headers']) or 'none'}")
    utils.clear_compile_cache()
    if args.pool:
        results, wall, child_cpu = judge_in_pool(items, workers, args.timeout, args.stop_at_first_failure, limits)
    else:
        cpu_before, start = children_cpu_seconds(), time.perf_counter()
        results = utils.judge_batch([code for _, code, _ in items], [tests for *_, tests in items],
                                    timeout=args.timeout, max_workers=workers, limits=limits,
                                    stop_at_first_failure=args.stop_at_first_failure)
        wall, child_cpu = time.perf_counter() - start, children_cpu_seconds() - cpu_before

    n = len(results)
    compile_s = sum(r.compile_time for r in results)
    test_s = sum(sum(r.times) for r in results)
    timed_out_s = sum(t for r in results for v, t in zip(r.verdicts, r.times) if v == "TLE")
    verdicts = collections.Counter(v for r in results for v in r.verdicts)
    first = collections.Counter(utils.completion_outcome(r) for r in results)
    with_timeout = sum("TLE" in r.verdicts for r in results)
    report = {
        "date": time.strftime("%Y-%m-%d"), "machine": {"cpus": os.cpu_count(), "workers": workers},
        "corpus": os.path.relpath(args.corpus, ROOT), "programs": n, "seed": args.seed, "max_tests": args.max_tests,
        "stop_at_first_failure": args.stop_at_first_failure, "judge": "JudgePool" if args.pool else "judge_batch",
        "compile_flags": list(utils.resolve_limits(limits).compile_flags), "linker": info["linker"],
        "timeout_s": args.timeout,
        "wall_s": round(wall, 2), "child_cpu_s": round(child_cpu, 2),
        "per_program": {"core_s": round(child_cpu / n, 3), "compile_s": round(compile_s / n, 3),
                        "test_cpu_s": round(test_s / n, 3), "timed_out_test_cpu_s": round(timed_out_s / n, 3)},
        "share_of_child_cpu": {"compile": round(compile_s / child_cpu, 3), "tests": round(test_s / child_cpu, 3),
                               "timed_out_tests": round(timed_out_s / child_cpu, 3)},
        "programs_with_a_timeout": with_timeout, "first_failing_verdict": dict(first.most_common()),
        "test_verdicts": dict(verdicts.most_common()),
    }
    print(f"wall {wall:.1f} s, compilers and programs {child_cpu:.1f} CPU s = {child_cpu / n:.2f} core-s a program")
    print(f"  compile {compile_s / n:.2f} s a program ({compile_s / child_cpu:.0%}); tests {test_s / n:.2f} CPU s "
          f"({test_s / child_cpu:.0%}), of which timed out {timed_out_s / n:.2f} ({timed_out_s / child_cpu:.0%}) "
          f"from {with_timeout} of {n} programs")
    print(f"  first failing verdict: {dict(first.most_common())}")
    write_json(args.output, report)
    print(f"wrote {os.path.relpath(args.output, ROOT)}")


if __name__ == "__main__":
    main()
