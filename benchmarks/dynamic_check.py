"""Issue 47's reading of dynamic sampling (benchmarks/adapter_study_summary.py): recipe-dynamic, trained with dynamic
sampling on every training problem, beside the calibrated recipe (its seeds pooled), each gain over the base model
sampled by its own engine. Its goal: a held-out pass@1 gain within the calibrated recipe's t-interval (+6.14 [+3.89,
+8.39] at T = 0.7 on all 208 problems, 3 seeds); beside it, the paired difference of the two gains. "Without a close
sibling" is without one among every training problem, the pool recipe-dynamic trained on (the calibrated problems
are among them)."""
import os

import numpy as np

import utils
from fraction_kept import paired_difference, seed_gains
from tinylora_coder.training.reward_log import REWARD_LOG_NAME, read_csv

DYNAMIC, CALIBRATED = "recipe-dynamic", "recipe"
# each read alike: recipe-dynamic collapsed at step 255 (2026-12-05); its rerun from step 154 drops gradient spikes
DYNAMIC_RUNS = (DYNAMIC, "recipe-dynamic-skip6")
# run: (the run it resumed, the first and last step it should replay). recipe-dynamic-skip6 resumed recipe-dynamic's
# checkpoint-154 and the spike rule first acts at 255: until then the two differ only where sampling, the judge (a
# program near its time limit) or the GPU's arithmetic does not replay
REPLAYS = {"recipe-dynamic-skip6": (DYNAMIC, 155, 254)}
REPLAYED_FIELDS = ("reward", "compile_rate", "completion_length", "prompts_sampled", "groups_dropped")


def replay_agreement(root, run, original, first, last):
    """How `run`'s reward_log.csv rows first..last match `original`'s (both under `root`): the steps both logged,
    those whose REPLAYED_FIELDS are all identical, the first step that is not, and the largest relative difference
    of their gradient norms before it; None while `run` has logged none of those steps."""
    logs = [{int(r["step"]): r for r in read_csv(os.path.join(root, name, REWARD_LOG_NAME))
             if first <= int(r["step"]) <= last} for name in (run, original)]
    steps = sorted(set(logs[0]) & set(logs[1]))
    if not steps:
        return None
    differing = [s for s in steps if any(logs[0][s].get(f) != logs[1][s].get(f) for f in REPLAYED_FIELDS)]
    # over the identical rounds before the first that differs (after it, v has moved apart)
    replayed = [s for s in steps if not differing or s < differing[0]]
    norms = [(float(logs[0][s]["grad_norm"]), float(logs[1][s]["grad_norm"])) for s in replayed
             if logs[0][s].get("grad_norm") and logs[1][s].get("grad_norm")]
    return {"original": original, "steps": [first, last], "compared": len(steps),
            "identical": len(steps) - len(differing), "first_differing": differing[0] if differing else None,
            "grad_norm_max_relative_difference": max((abs(a - b) / max(abs(b), 1e-12) for a, b in norms),
                                                     default=None)}


def describe_replay(run, agreement):
    if agreement is None:
        return f"{run}: no step of its replay logged yet"
    first, last = agreement["steps"]
    differing = agreement["first_differing"]
    where = "none differs" if differing is None else f"the first that differs: step {differing}"
    spread = agreement["grad_norm_max_relative_difference"]
    return (f"{run} against {agreement['original']}, steps {first}-{last}: {agreement['identical']} of "
            f"{agreement['compared']} logged rounds identical ({where}); gradient norms "
            + ("not logged" if spread is None else f"{spread:.2g} apart at most (relative) before any differing round"))


def against_calibrated(recipes, pooled, base, pools, temperature, dynamic=DYNAMIC, calibrated=CALIBRATED):
    """{status, seeds, subset: reading} at one temperature; status "pending" until both recipes are evaluated.
    recipes, pooled, base, pools: as fraction_kept.fraction_kept takes them."""
    key = f"T={temperature}"
    missing = [name for name in (dynamic, calibrated) if key not in recipes.get(name, {})]
    if missing:
        return {"status": "pending", "why": f"{' and '.join(missing)} not evaluated at T = {temperature}"}
    result = {"status": "measured", "seeds": {name: len(recipes[name][key]["runs"]) for name in (dynamic, calibrated)}}
    records = [{r["name"]: r for r in pooled[name, temperature]} for name in (dynamic, calibrated)]
    bases = [{r["name"]: r for r in base[temperature][recipes[name][key]["engine"]]} for name in (dynamic, calibrated)]
    for subset, names in pools["train"].items():
        common = sorted(set(names).intersection(*records, *bases))
        if len(common) < 2:
            result[subset] = {"problems": len(common)}
            continue
        # per problem: each recipe's mean pass@1 over its seeds minus its base model's
        gains = [np.mean(seed_gains([by_name[n] for n in common], [base_by_name[n] for n in common]), axis=0)
                 for by_name, base_by_name in zip(records, bases)]
        low, high = (float(x) for x in utils.t_interval(gains[1]))
        result[subset] = {"problems": len(common), "dynamic_gain": float(gains[0].mean()),
                          "calibrated_gain": float(gains[1].mean()), "calibrated_t_interval": [low, high],
                          "within_calibrated_interval": bool(low <= gains[0].mean() <= high),
                          "difference": paired_difference(gains[0], gains[1])}
    return result


def describe_against_calibrated(reading, temperature, dynamic=DYNAMIC, calibrated=CALIBRATED):
    """The printed lines of against_calibrated at one temperature."""
    if reading["status"] == "pending":
        return [f"T = {temperature}: {dynamic} against the calibrated recipe: {reading['why']}"]
    seeds = reading["seeds"]
    lines = []
    for subset, e in ((s, e) for s, e in reading.items() if s not in ("status", "seeds")):
        if "dynamic_gain" not in e:
            lines.append(f"T = {temperature}, {subset}: {e['problems']} problems in common, no reading")
            continue
        d, (low, high) = e["difference"], e["calibrated_t_interval"]
        points = [f"{100 * x:+.2f}" for x in (e["dynamic_gain"], e["calibrated_gain"], low, high, d["difference"],
                                                *d["t_interval"])]
        lines.append(
            f"T = {temperature}, {subset} ({e['problems']} problems): {dynamic} ({seeds[dynamic]} seed(s)) gains "
            f"{points[0]}, {calibrated} ({seeds[calibrated]} seed(s) pooled) {points[1]} [{points[2]}, {points[3]}]: "
            f"{'within' if e['within_calibrated_interval'] else 'outside'}; difference {points[4]} [{points[5]}, "
            f"{points[6]}], p {d['permutation_p']:.2g}")
    return lines
