"""What judging in chunks costs judge_batch: the same real programs judged with BATCH_PROGRAMS (each chunk's
binaries held until its tests ran, so that the compile cache cannot remove them) and in one chunk (as before
2026-12-06), side by side, alternating, the compile cache cleared before each; the verdicts must agree.

The corpus is bench_judge_cost.py's: the base bundled 0.5B model's completions on the held-out problems.

    python benchmarks/bench_judge_chunks.py                       # 512 programs, 2 rounds, as evaluations judge
    python benchmarks/bench_judge_chunks.py --programs 128 --rounds 1
"""
import argparse
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import utils  # noqa: E402
from bench_judge_cost import CORPUS, load_items  # noqa: E402
from result_paths import default_out  # noqa: E402
from tinylora_coder.files import write_json  # noqa: E402
from tinylora_coder.judge import batch  # noqa: E402


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--programs", type=int, default=512, help="completions judged (a seeded sample)")
    parser.add_argument("--rounds", type=int, default=2, help="times each way is timed, alternating")
    parser.add_argument("--seed", type=int, default=0, help="seed of the sample")
    parser.add_argument("--chunk", type=int, default=None,
                        help="programs a chunk (default: judge_batch's BATCH_PROGRAMS)")
    parser.add_argument("--all_tests", action="store_true",
                        help="run every test (default: stop at a program's first failure, as evaluations do)")
    parser.add_argument("--output", default=default_out("judge_cost", device="cpu", variant="chunks"))
    return parser.parse_args()


def timed_batch(items, chunk, stop_at_first_failure):
    """(wall seconds, results) of judge_batch over items with BATCH_PROGRAMS = chunk, from a cold compile cache."""
    batch.BATCH_PROGRAMS = chunk
    utils.clear_compile_cache()
    start = time.perf_counter()
    results = utils.judge_batch([code for _, code, _ in items], [tests for *_, tests in items],
                                stop_at_first_failure=stop_at_first_failure)
    return time.perf_counter() - start, results


def main():
    args = parse_args()
    items = load_items(CORPUS, args.programs, args.seed)
    info = utils.judge_info()  # the sandbox helper and the precompiled header, outside the timed part
    default_chunk = batch.BATCH_PROGRAMS
    chunked = args.chunk or default_chunk
    ways = {f"chunks of {chunked}": chunked, "one chunk": len(items)}
    how = "every test" if args.all_tests else "to the first failure"
    print(f"{len(items)} programs, {info['workers']} workers, {how}")
    walls, verdicts = {name: [] for name in ways}, {}
    for round_index in range(args.rounds):
        order = list(ways) if round_index % 2 == 0 else list(reversed(ways))
        for name in order:
            wall, results = timed_batch(items, ways[name], not args.all_tests)
            walls[name].append(wall)
            verdicts.setdefault(name, [r.verdicts for r in results])
            print(f"  round {round_index + 1}, {name}: {wall:.1f} s")
    batch.BATCH_PROGRAMS = default_chunk
    same = len({str(v) for v in verdicts.values()}) == 1
    medians = {name: statistics.median(values) for name, values in walls.items()}
    ratio = medians[f"chunks of {chunked}"] / medians["one chunk"]
    print(f"chunked / one chunk: {ratio:.3f} (median wall {medians[f'chunks of {chunked}']:.1f} s against "
          f"{medians['one chunk']:.1f} s); verdicts {'identical' if same else 'DIFFER'}")
    write_json(args.output, {"date": time.strftime("%Y-%m-%d"), "machine": {"cpus": os.cpu_count()},
                             "programs": len(items), "seed": args.seed, "stop_at_first_failure": not args.all_tests,
                             "batch_programs": chunked,
                             "walls_s": {k: [round(w, 2) for w in v] for k, v in walls.items()},
                             "ratio_chunked_to_one_chunk": round(ratio, 3), "verdicts_identical": same})
    print(f"wrote {os.path.relpath(args.output, ROOT)}")
    if not same:
        sys.exit(1)


if __name__ == "__main__":
    main()
