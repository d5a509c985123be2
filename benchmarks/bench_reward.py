"""Reward speed: the project's judge against a plain sequential judge written the original project's way.

Both judge the same fixed corpus (make_reward_corpus.py: 64 completions over 16 problems, 5 tests each, with
compile errors, wrong and partial answers, crashes, timeouts, refusals and correct bits/stdc++.h programs) and
must give identical rewards. The original project's way: for each completion, compile with `g++ -O2 -std=c++17` in a
temp dir, run the tests one after another with a 2 s timeout, compare stripped output; no cache, no precompiled
header, no sandbox. The project's way: utils.code_reward_func, the function GRPOTrainer calls.

The precompiled header is built before timing (once per machine); the judge's in-memory compile cache is
cleared before each timed run, so every completion is compiled in the timed region except exact duplicates.

    python benchmarks/bench_reward.py                # one timed run of each judge
    python benchmarks/bench_reward.py --repeats 2    # interleaved repeats (order alternates)
"""
import argparse
import collections
import datetime
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time

from tqdm import tqdm

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import utils  # noqa: E402
from make_reward_corpus import build_corpus  # noqa: E402
from result_paths import default_out  # noqa: E402

SEED_FLAGS = ["-O2", "-std=c++17"]


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=1, help="timed runs of each judge, interleaved")
    parser.add_argument("--workers", type=int, default=None, help="judge threads (default: one per CPU core)")
    parser.add_argument("--timeout", type=float, default=2.0, help="seconds per test (the original project's 2 s)")
    parser.add_argument("--output", default=default_out("reward", device="cpu"),
                        help="JSON file for the results (default benchmarks/results/reward/<today>_cpu.json)")
    return parser.parse_args()


def original_style_judge(completion, tests, timeout):
    """The original project's judge: (reward before scaling, per-test outcome). Compile, then run tests one by one."""
    code = utils.extract_code_from_response(completion)
    if code is None:
        return 0.0, ["no code"]
    code = utils.remove_freopen(code)
    with tempfile.TemporaryDirectory() as tmp:
        source, binary = os.path.join(tmp, "solution.cpp"), os.path.join(tmp, "solution")
        with open(source, "w") as f:
            f.write(code)
        try:
            compiled = subprocess.run(["g++", *SEED_FLAGS, source, "-o", binary], capture_output=True, timeout=30)
        except subprocess.TimeoutExpired:
            return 0.0, ["CE"]
        if compiled.returncode != 0:
            return 0.0, ["CE"]
        outcomes = []
        for test in tests:
            try:
                run = subprocess.run([binary], input=test["input"].encode(), capture_output=True, timeout=timeout)
            except subprocess.TimeoutExpired:
                outcomes.append("TLE")
                continue
            if run.returncode != 0:
                outcomes.append("RE")
            else:
                same = run.stdout.decode(errors="replace").strip() == test["output"].strip()
                outcomes.append("AC" if same else "WA")
        passed = outcomes.count("AC")
        return 0.5 + 0.5 * passed / len(tests), outcomes


def children_cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def flatten(corpus):
    """Per completion: (completion, tests, source, difficulty)."""
    return [(completion, problem["tests"], problem["source"], problem["difficulty"])
            for problem in corpus for completion in problem["completions"]]


def run_original_style(items, timeout):
    start = time.perf_counter()
    rewards, outcomes = [], collections.Counter()
    for completion, tests, source, difficulty in tqdm(items, desc="original-project-style judge", unit="completion"):
        reward, per_test = original_style_judge(completion, tests, timeout)
        rewards.append(reward * utils.get_reward_multiplier(source, difficulty))
        outcomes.update(per_test)
    return time.perf_counter() - start, rewards, outcomes


def run_project_judge(items, timeout, workers):
    utils.clear_compile_cache()
    start = time.perf_counter()
    rewards = utils.code_reward_func(
        prompts=["" for _ in items], completions=[c for c, *_ in items], tests=[t for _, t, _, _ in items],
        source=[s for _, _, s, _ in items], difficulty=[d for *_, d in items], timeout=timeout, max_workers=workers)
    return time.perf_counter() - start, rewards


def main():
    args = parse_args()
    corpus = build_corpus(seed=0)
    items = flatten(corpus)
    input_mb = sum(len(t["input"]) for p in corpus for t in p["tests"]) / 1e6
    print(f"corpus: {len(items)} completions over {len(corpus)} problems, "
          f"{sum(len(p['tests']) for p in corpus)} tests, {input_mb:.1f} MB of input")

    start = time.perf_counter()
    info = utils.judge_info()  # builds the sandbox helper and the precompiled header if this machine lacks them
    headers = ", ".join(info["precompiled_headers"]) or "none"
    print(f"judge setup {time.perf_counter() - start:.1f} s; precompiled headers: {headers}; "
          f"workers: {args.workers or info['workers']}")
    original_style_judge(items[0][0], items[0][1][:1], args.timeout)  # warm the compiler's files in the page cache

    load_before = os.getloadavg()
    runs = []
    for repeat in range(args.repeats):
        order = ["original", "judge"] if repeat % 2 == 0 else ["judge", "original"]
        run = {}
        for which in order:
            cpu_before = children_cpu_seconds()
            if which == "original":
                run["original_style_s"], original_rewards, outcomes = run_original_style(items, args.timeout)
            else:
                run["judge_s"], judge_rewards = run_project_judge(items, args.timeout, args.workers)
            # CPU of compilers and programs: with wall time it shows how much the machine's other load took.
            key = f"{'original_style' if which == 'original' else 'judge'}_child_cpu_s"
            run[key] = children_cpu_seconds() - cpu_before
        run["ratio"] = run["original_style_s"] / run["judge_s"]
        mismatches = [i for i, (a, b) in enumerate(zip(original_rewards, judge_rewards)) if abs(a - b) > 1e-9]
        run["identical_rewards"] = not mismatches
        runs.append(run)
        print(f"run {repeat + 1}: original-project-style sequential {run['original_style_s']:.1f} s "
              f"(CPU {run['original_style_child_cpu_s']:.0f} s), project judge {run['judge_s']:.1f} s "
              f"(CPU {run['judge_child_cpu_s']:.0f} s), speedup {run['ratio']:.1f}x, rewards identical: "
              f"{'yes' if not mismatches else 'NO'}")
        for i in mismatches:
            print(f"  completion {i}: original-project-style {original_rewards[i]:.3f}, judge {judge_rewards[i]:.3f}")

    load_after = os.getloadavg()
    result = {
        "benchmark": "bench_reward",
        "date": datetime.datetime.now().isoformat(timespec="seconds"),
        "machine": {"platform": platform.platform(), "cpus": os.cpu_count(), "python": platform.python_version(),
                    "load_average_before": load_before, "load_average_after": load_after},
        "corpus": {"completions": len(items), "problems": len(corpus), "tests_per_problem": 5,
                   # per test of the compiled programs (AC/WA/RE/TLE), per completion for CE and "no code"
                   "outcomes_original_style": dict(outcomes),
                   "reward_histogram": dict(collections.Counter(round(r, 3) for r in judge_rewards))},
        "timeout_s": args.timeout,
        "workers": args.workers or info["workers"],
        "precompiled_headers": len(info["precompiled_headers"]),
        "runs": runs,
        "median_ratio": statistics.median(r["ratio"] for r in runs),
        "all_rewards_identical": all(r["identical_rewards"] for r in runs),
    }
    print(f"original-project-style {statistics.median(r['original_style_s'] for r in runs):.1f} s vs project judge "
          f"{statistics.median(r['judge_s'] for r in runs):.1f} s: {result['median_ratio']:.1f}x faster "
          f"(load average {load_before[0]:.1f} before, {load_after[0]:.1f} after, {os.cpu_count()} CPUs)")
    utils.write_json(args.output, result)
    print(f"wrote {args.output}")
    if not result["all_rewards_identical"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
