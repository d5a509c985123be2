"""Where --skip_grad_spikes K would have dropped a gradient in runs already made, read from their reward logs (no
model, no GPU): training/grad_spikes.py's own rule fed each step's logged norm, clipped at 1.0 as the optimizer saw
it.

    python benchmarks/replay_grad_spikes.py                               # the study's runs, K = 4, 5, 6, 8
    python benchmarks/replay_grad_spikes.py --factors 6 --runs recipe,recipe-dynamic

Read it as the rule's first decisions, not as the runs it would have made: after a dropped gradient a run's next
steps differ, so only the first dropped step of a run is what the rule would have met (and the rule's stop after 3
drops in a row is not applied). A log that is the start of a longer one is left out. Printed and written to --out
(JSON).
"""
import argparse
import glob
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tinylora_coder.training.grad_spikes import GradientSpikeSkip  # noqa: E402
from tinylora_coder.training.reward_log import REWARD_LOG_NAME, read_csv  # noqa: E402

LOGS = os.path.join(ROOT, "benchmarks", "results", "learning")
MAX_GRAD_NORM = 1.0  # TRL's default clip, which the study's runs trained with


def replay(rows, factor, max_grad_norm=MAX_GRAD_NORM):
    """[(step, norm, median)] of the steps whose clipped gradient norm the rule would have dropped, in order."""
    rule = GradientSpikeSkip(factor)
    for row in rows:
        if row.get("grad_norm") not in ("", None):
            rule.judge(int(row["step"]), min(float(row["grad_norm"]), max_grad_norm))
    return rule.skipped


def is_copy(rows, other):
    """Whether a log is the start of another, longer one (a run resumed from another's checkpoint under a new name,
    such as recipe-dynamic-skip6's first 154 steps): replayed once, as the longer."""
    key = [(r["step"], r.get("grad_norm")) for r in rows]
    return len(rows) < len(other) and key == [(r["step"], r.get("grad_norm")) for r in other[:len(rows)]]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--logs", default=LOGS, help="a folder of run folders, each with its reward_log.csv")
    parser.add_argument("--runs", default=None, help="comma-separated run folders (default: every one of --min_steps)")
    parser.add_argument("--min_steps", type=int, default=100, help="runs with fewer logged steps are left out")
    parser.add_argument("--factors", default="4,5,6,8", help="comma-separated values of K")
    parser.add_argument("--out", default=os.path.join(LOGS, "grad_spike_replay.json"))
    args = parser.parse_args(argv)
    factors = [float(f) for f in args.factors.split(",")]
    names = args.runs.split(",") if args.runs else sorted(
        os.path.basename(os.path.dirname(p)) for p in glob.glob(os.path.join(args.logs, "*", REWARD_LOG_NAME)))
    logs = {name: read_csv(os.path.join(args.logs, name, REWARD_LOG_NAME)) for name in names}
    logs = {name: rows for name, rows in logs.items() if len(rows) >= args.min_steps or args.runs}
    copies = {name: other for name in logs for other in logs if name != other and is_copy(logs[name], logs[other])}
    logs = {name: rows for name, rows in logs.items() if name not in copies}
    result = {"max_grad_norm": MAX_GRAD_NORM, "runs": {name: len(rows) for name, rows in logs.items()},
              "left_out_as_copies": copies, "dropped": {}}
    for factor in factors:
        dropped = {name: [{"step": s, "norm": n, "ratio": n / m} for s, n, m in replay(rows, factor)]
                   for name, rows in logs.items()}
        result["dropped"][f"{factor:g}"] = {name: steps for name, steps in dropped.items() if steps}
        hits = [f"{name} at {', '.join(str(d['step']) for d in steps[:4])}{' ...' if len(steps) > 4 else ''} "
                f"(first {steps[0]['ratio']:.1f}x)" for name, steps in dropped.items() if steps]
        print(f"K = {factor:g}: {len(hits)} of {len(logs)} runs would have dropped a gradient" +
              (": " + "; ".join(hits) if hits else ""))
    with open(args.out, "w") as f:
        json.dump(result, f, indent=1)
    print(f"wrote {args.out}")
    return result


if __name__ == "__main__":
    main()
