"""Write the held-out problems' close siblings among the training problems beside the calibration
(tinylora_coder/data/siblings.py says what a close sibling is and what the list holds).

    python local_code_contests/bundled/find_siblings.py     # the bundled 0.5B model's calibration, band 0.01,0.99

Every training reference is judged on every held-out problem's tests (649 x 208 pairs; each pair's outcome is
cached by content in $TINYLORA_CACHE/judge/reference_passes.json, so a second run judges nothing new).
"""
import argparse
import hashlib
import os
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tinylora_coder.config import CODE_CONTESTS_DIR  # noqa: E402

SOLUTIONS_DIR = Path(__file__).resolve().parent / "solutions"
TRAIN = os.path.join(CODE_CONTESTS_DIR, "bundled_train.jsonl")
HELD_OUT = {"test": os.path.join(CODE_CONTESTS_DIR, "bundled_test.jsonl"),
            "valid": os.path.join(CODE_CONTESTS_DIR, "bundled_valid.jsonl")}
STUDY_BAND = "0.01,0.99"  # benchmarks/learning_study.py's --train_filter
# Per test, as build.py --find-leaks runs references on other problems' tests: a reference that solves a problem
# runs in milliseconds on these inputs, while one lost in an input written for another task burns the whole limit;
# with the judge's 2 s, 11 of the first 6,656 pairs timed out, 2 s of CPU each, where 1,040 pairs that ran took 3.7 s
# with their compilations (2-core machine, 2026-12-04).
JUDGE_TIMEOUT_S = 0.5


def parse_args(argv=None):
    from tinylora_coder.data.calibration import band_argument

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--calibration", help="calibration file whose band picks the trained problems (default: the "
                                              "bundled model's)")
    parser.add_argument("--band", type=band_argument, default=band_argument(STUDY_BAND),
                        help=f"the --train_filter band of the runs (default: {STUDY_BAND})")
    parser.add_argument("--calibration_temperature", type=float, default=1.0,
                        help="the --calibration_temperature of the runs (default: 1.0)")
    parser.add_argument("--output", help="default: <calibration stem>_siblings.json beside the calibration")
    parser.add_argument("--judge_cache", help="default: $TINYLORA_CACHE/judge/reference_passes.json")
    return parser.parse_args(argv)


def solutions_digest(solutions):
    """One sha256 over every reference solution used (names and contents), to tell when the list is stale."""
    digest = hashlib.sha256()
    for name in sorted(solutions):
        digest.update(f"{name}\n{hashlib.sha256(solutions[name].encode()).hexdigest()}\n".encode())
    return digest.hexdigest()


def main(argv=None):
    args = parse_args(argv)
    import utils
    from tinylora_coder.data import calibration, siblings
    from tinylora_coder.judge.pass_cache import judge_pairs

    calibration_path = args.calibration or calibration.default_calibration_path(utils.bundled_model_id())
    model = calibration.read_calibration(calibration_path)["model"]
    training = utils.load_problems(TRAIN, max_description_chars=None)
    held_out = [{**p, "split": split} for split, path in HELD_OUT.items()
                for p in utils.load_problems(path, max_description_chars=None)]
    calibrated = {p["name"] for p in calibration.filter_by_pass_rate(training, args.band, calibration_path, model,
                                                                     args.calibration_temperature)}
    solutions = {p["name"]: (SOLUTIONS_DIR / f"{p['name']}.cpp").read_text(encoding="utf-8")
                 for p in training + held_out if (SOLUTIONS_DIR / f"{p['name']}.cpp").is_file()}
    siblings.check_solutions(training + held_out, solutions)  # before judging: 135,000 pairs take minutes
    judged_first = sorted(training, key=lambda p: p["name"] not in calibrated)  # the trained ones' results first
    outcomes = judge_pairs({p["name"]: solutions[p["name"]] for p in judged_first}, held_out,
                           args.judge_cache, timeout=JUDGE_TIMEOUT_S)
    records, counts = siblings.find_siblings(held_out, training, solutions, calibrated, outcomes)
    output = args.output or siblings.siblings_path(calibration_path)
    utils.write_json(output, {
        "format_version": siblings.FORMAT_VERSION,
        "criteria": siblings.criteria_record(JUDGE_TIMEOUT_S),
        "held_out": {"files": {split: calibration.data_key(path) for split, path in HELD_OUT.items()},
                     "sha256": {split: utils.file_sha256(path) for split, path in HELD_OUT.items()},
                     "problems": len(held_out)},
        "training": {"file": calibration.data_key(TRAIN), "sha256": utils.file_sha256(TRAIN),
                     "problems": len(training)},
        "calibrated": {"calibration": calibration.data_key(calibration_path),
                       "calibration_sha256": utils.file_sha256(calibration_path), "model": model,
                       "band": list(args.band), "edges": "inclusive", "temperature": args.calibration_temperature,
                       "problems": len(calibrated)},
        "solutions": {"folder": calibration.data_key(str(SOLUTIONS_DIR)), "sha256": solutions_digest(solutions)},
        "counts": counts,
        "problems": records,
    })
    for pool, label in (("calibrated", f"the {len(calibrated)} calibrated"), ("train", f"all {len(training)}")):
        c = counts[pool]
        print(f"{c['close_sibling']} of {len(held_out)} held-out problems have a close sibling among {label} training "
              f"problems (statement {c['statement']}, solution {c['solution']}, reference passes "
              f"{c['reference_passes']}; statement or solution {c['statement_or_solution']})")
    for record in records:
        close = [s for s in record["close_siblings"] if s["calibrated"]]
        if close:
            print(f"  {record['name']} ({record['split']}): " + "; ".join(
                f"{s['name']} ({', '.join(s['criteria'])}: statement {s['statement_jaccard']:.2f}, solution "
                f"{s['solution_jaccard']:.2f})" for s in close))
    print(f"wrote {output}")
    return 0


if __name__ == "__main__":
    from tinylora_coder.cli import run_cli

    sys.exit(run_cli(main))
