"""How many sampling calls dynamic sampling makes a step, simulated on a calibration's pass rates (no model, no GPU).

    python benchmarks/simulate_dynamic_sampling.py                      # the bundled 0.5B's 649 training problems
    python benchmarks/simulate_dynamic_sampling.py --weights 1,0.25 --steps 100

Each step, TRL's round is drawn as its sampler draws it (every problem once an epoch, in a seeded order); each
completion passes with its problem's calibrated pass rate (binary reward); training/dynamic_sampling.py's own
DynamicSampling.fill_round then drops the groups without spread and makes its further draws, at each
--no_spread_draw_weight of --weights. What it reports per weight, over --seeds: sampling calls a step (TRL's round
and the further draws), prompts sampled a step, the share of rounds left short after the last draw, and the distinct
problems trained on (the calibrated recipe trains on the calibration band [0.01, 0.99]). --draws whole: each further
draw a whole round, as on cuda_graph, whose fixed batches decode that many rows anyway (its cost: the calls);
--draws sized: as many prompts as the missing places over the share kept so far, as with vLLM (its cost: the prompts).

Read it as a comparison of draw rules, not as a run: the pass rates stay the base model's (a training model's
change, solving more), and a problem that never passed in the calibration never passes here.
"""
import argparse
import json
import os
import random
import statistics
import sys
import time

import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # benchmarks/: result_paths
from result_paths import default_out  # noqa: E402

from tinylora_coder.data import calibration  # noqa: E402
from tinylora_coder.training.dynamic_sampling import DynamicSampling  # noqa: E402

BAND = (0.01, 0.99)  # the calibrated recipe's --train_filter


class Problems:
    """The two things DynamicSampling reads of a datasets.Dataset: rows by index, and the names column."""

    def __init__(self, names):
        self.rows = [{"name": n} for n in names]
        self.column_names = ["name"]

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, key):
        return [r[key] for r in self.rows] if isinstance(key, str) else self.rows[key]


def round_of(rows):
    """A stand-in for TRL's round dict (one token a prompt and a completion): what fill_round merges."""
    n = len(rows)
    return {"prompt_ids": torch.zeros(n, 1, dtype=torch.long), "prompt_mask": torch.ones(n, 1, dtype=torch.long),
            "completion_ids": torch.zeros(n, 1, dtype=torch.long),
            "completion_mask": torch.ones(n, 1, dtype=torch.long), "advantages": torch.zeros(n),
            "num_items_in_batch": torch.tensor(n)}


def simulate(rates, weight, steps, prompts, group, max_draws, seed, whole_draws=True):
    """One simulated run: per step, TRL's round, then fill_round's further draws at `weight`."""
    names = sorted(rates)
    outcomes = random.Random(f"outcomes/{seed}")
    order = random.Random(f"order/{seed}")
    sampling = DynamicSampling(Problems(names), group, "batch", max_draws=max_draws, seed=seed, whole_draws=whole_draws,
                               no_spread_weight=weight)
    calls, sampled, short, trained, epoch = 0, 0, 0, [], []
    step_groups = []  # (problem, whether its group had spread) of the step's calls, in drawing order

    def score(rows):
        nonlocal calls
        calls += 1
        rewards = torch.tensor([float(outcomes.random() < rates[r["name"]]) for r in rows], dtype=torch.float64)
        step_groups.extend((rows[k]["name"], 0 < rewards[k:k + group].sum() < group)
                           for k in range(0, len(rows), group))
        return round_of(rows), (rewards, rewards)

    for step in range(steps):
        if len(epoch) < prompts:
            epoch += order.sample(names, len(names))
        drawn, epoch = epoch[:prompts], epoch[prompts:]
        rows = [{"name": n} for n in drawn for _ in range(group)]
        step_groups.clear()
        scored, rewards = score(rows)
        sampling.fill_round(rows, scored, rewards, score, step, pad_token_id=0)
        short += sampling.stats["round_filled"] < 1
        sampled += sampling.stats["prompts_sampled"]
        trained += [name for name, spread in step_groups if spread][:prompts]  # fill_round keeps them in this order
    return {"calls_per_step": calls / steps, "prompts_per_step": sampled / steps, "rounds_short": short / steps, "problems_trained": len(set(trained)),
            "groups_trained_per_step": len(trained) / steps}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", default=os.path.join(ROOT, "local_code_contests", "bundled_train.jsonl"),
                        help="the training problems the calibration covers (default: the bundled 649)")
    parser.add_argument("--calibration", default=calibration.training_calibration_path("bundled"),
                        help="calibration file (default: the bundled model's)")
    parser.add_argument("--temperature", type=float, default=1.0, help="the calibration entries' temperature")
    parser.add_argument("--weights", default="1,0.5,0.25,0.1", help="--no_spread_draw_weight values to compare")
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--prompts", type=int, default=8, help="prompts a round")
    parser.add_argument("--group", type=int, default=8, help="completions a prompt")
    parser.add_argument("--max_draws", type=int, default=4, help="--dynamic_sampling_draws")
    parser.add_argument("--draws", choices=("whole", "sized"), default="whole",
                        help="whole: a whole round a further draw (cuda_graph); sized: as many prompts as needed (vLLM)")
    parser.add_argument("--seeds", default="0,1,2")
    parser.add_argument("--out", help="JSON file (default benchmarks/results/dynamic_sampling/"
                                      "<today>_cpu_simulated_draws.json, or _simulated_sized_draws.json)")
    args = parser.parse_args(argv)
    args.out = args.out or default_out("dynamic_sampling", device="cpu", variant="simulated_" + (
        "draws" if args.draws == "whole" else "sized_draws"))

    calibrated = calibration.pass_rates(calibration.read_calibration(args.calibration), args.temperature,
                                        args.calibration)
    with open(args.data) as f:
        names = [json.loads(line)["name"] for line in f if line.strip()]
    missing = [n for n in names if n not in calibrated]
    if missing:
        sys.exit(f"{len(missing)} problems of {args.data} have no calibration at T = {args.temperature:g}")
    rates = {n: calibrated[n] for n in names}
    never = sum(r == 0 for r in rates.values())
    print(f"{len(rates)} problems, {never} never passed, {sum(BAND[0] <= r <= BAND[1] for r in rates.values())} "
          f"in the band {BAND}; {args.steps} steps of {args.prompts} x {args.group}, max_draws {args.max_draws}")
    seeds = [int(s) for s in args.seeds.split(",")]
    results = {}
    for weight in (float(w) for w in args.weights.split(",")):
        runs = [simulate(rates, weight, args.steps, args.prompts, args.group, args.max_draws, seed,
                         whole_draws=args.draws == "whole") for seed in seeds]
        summary = {key: statistics.mean(r[key] for r in runs) for key in runs[0]}
        results[f"{weight:g}"] = {"mean": summary, "seeds": runs}
        print(f"weight {weight:g}: {summary['calls_per_step']:.2f} sampling calls and "
              f"{summary['prompts_per_step']:.1f} prompts a step, "
              f"{100 * summary['rounds_short']:.0f}% of rounds short, {summary['groups_trained_per_step']:.2f} of "
              f"{args.prompts} groups a step with spread, {summary['problems_trained']:.0f} problems trained on")
    record = {"what": "simulated, not measured: the base model's calibrated pass rates, static",
              "date": time.strftime("%Y-%m-%d"), "calibration": os.path.relpath(args.calibration, ROOT),
              "temperature": args.temperature, "problems": len(rates), "never_passed": never, "steps": args.steps,
              "prompts": args.prompts, "group": args.group, "max_draws": args.max_draws, "draws": args.draws, "seeds": seeds,
              "results": results}
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w") as f:
        json.dump(record, f, indent=1)
    print(f"Wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
