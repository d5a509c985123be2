"""Issue 46's stated fraction (benchmarks/adapter_study_summary.py): the share of the best LoRA or full fine-tuning
recipe's held-out pass@1 gain that each TinyLoRA recipe keeps, with two intervals: a paired bootstrap over problems
(the trained models held fixed) and one that also draws each recipe's seeds again (the training seed's variance; a
recipe of one seed adds none), beside the paired difference of the two gains. The best recipe is chosen on these
same problems, which no interval accounts for."""
import numpy as np

import utils

RATIO_RESAMPLES = 2000
RATIO_SEED = 0
TAIL = 0.025  # each tail of the 95% bootstrap interval
NO_REFERENCE = "no LoRA or full fine-tuning run is evaluated yet: the fraction of their gain is not computed"


def same_problems(entry):
    """Whether a recipe trained on the study's problems: issue 47's dynamic-sampling runs trained on every training
    problem (their sibling pool "train"), so they are read against the recipe apart (dynamic_check.py), not on the
    curve of issue 46's same GRPO on the same problems."""
    return entry.get("sibling_pool", "calibrated") == "calibrated"


def _ratios(numerators, denominators, result):
    """The result with the percentile interval of numerators / denominators over the resamples; None when the best
    recipe's gain is not above zero in a tail's share of them (the ratio is then unbounded)."""
    unbounded = float((denominators <= 0).mean())
    result["unbounded_resamples"] = unbounded
    if unbounded >= TAIL:
        return {**result, "interval": None,
                "why": f"the best run's gain is not above zero in {unbounded:.1%} of the resamples"}
    # a resample where the best run gains nothing: the ratio's limit as that gain shrinks to zero from above
    ratios = np.where(denominators > 0, numerators / np.where(denominators > 0, denominators, 1),
                      np.where(numerators > 0, np.inf, -np.inf))
    return {**result, "interval": [float(np.quantile(ratios, q)) for q in (TAIL, 1 - TAIL)]}


def ratio_interval(tiny_gain, best_gain, resamples=RATIO_RESAMPLES, seed=RATIO_SEED):
    """The ratio of mean per-problem gains (TinyLoRA's over the best run's) and its percentile interval from a paired
    bootstrap over problems (the same problems drawn for both); a resample where the best run gains nothing has
    an unbounded ratio, so the interval is None when those reach a tail."""
    tiny_gain, best_gain = np.asarray(tiny_gain, dtype=float), np.asarray(best_gain, dtype=float)
    if not tiny_gain.size:
        return {"problems": 0, "fraction": None, "interval": None, "why": "no problem in common"}
    result = {"tinylora_gain": float(tiny_gain.mean()), "best_gain": float(best_gain.mean()),
              "problems": int(tiny_gain.size), "resamples": resamples}
    if best_gain.mean() <= 0:
        return {**result, "fraction": None, "interval": None, "why": "the best run gains nothing on these problems"}
    draws = np.random.default_rng(seed).integers(0, tiny_gain.size, size=(resamples, tiny_gain.size))
    result["fraction"] = float(tiny_gain.mean() / best_gain.mean())
    return _ratios(tiny_gain[draws].mean(axis=1), best_gain[draws].mean(axis=1), result)


def seeds_and_problems_interval(tiny_seeds, best_seeds, resamples=RATIO_RESAMPLES, seed=RATIO_SEED):
    """The ratio's percentile interval when each resample draws the problems (the same for both recipes) and, apart,
    each recipe's seeds, with replacement: tiny_seeds and best_seeds are per-seed gains, seeds x problems."""
    tiny_seeds, best_seeds = (np.atleast_2d(np.asarray(g, dtype=float)) for g in (tiny_seeds, best_seeds))
    if not tiny_seeds.shape[1] or best_seeds.mean() <= 0:
        return None
    rng = np.random.default_rng(seed)
    problems = rng.integers(0, tiny_seeds.shape[1], size=(resamples, tiny_seeds.shape[1]))

    def drawn(gains):  # each resample's mean gain: its problems, then its seeds drawn again
        per_seed = gains[:, problems].mean(axis=2).T  # resamples x seeds
        seeds = rng.integers(0, gains.shape[0], size=per_seed.shape)
        return np.take_along_axis(per_seed, seeds, axis=1).mean(axis=1)

    numerators, denominators = drawn(tiny_seeds), drawn(best_seeds)
    return _ratios(numerators, denominators, {"seeds": [len(tiny_seeds), len(best_seeds)]}).get("interval")


def gain_seeds_and_problems_interval(seed_gains, resamples=RATIO_RESAMPLES, seed=RATIO_SEED):
    """The percentile interval of a recipe's mean pass@1 gain when each resample draws the problems and the seeds
    again (seed_gains: seeds x problems); the t-interval beside it holds the trained models fixed."""
    seed_gains = np.atleast_2d(np.asarray(seed_gains, dtype=float))
    rng = np.random.default_rng(seed)
    problems = rng.integers(0, seed_gains.shape[1], size=(resamples, seed_gains.shape[1]))
    per_seed = seed_gains[:, problems].mean(axis=2).T  # resamples x seeds
    chosen = rng.integers(0, seed_gains.shape[0], size=per_seed.shape)
    means = np.take_along_axis(per_seed, chosen, axis=1).mean(axis=1)
    return [float(np.quantile(means, q)) for q in (TAIL, 1 - TAIL)]


def seed_gains(records, base_records):
    """seeds x problems: each seed's pass@1 minus the base model's, on the problems of `records` (pooled seeds)."""
    base_by_name = {r["name"]: r for r in base_records}
    records = [r for r in records if r["name"] in base_by_name]
    return (np.array([model_pass1(r) for r in records]).T
            - np.array([utils.record_pass_at_k(base_by_name[r["name"]], 1) for r in records]))


def paired_difference(a, b):
    """The paired difference a - b over problems: mean, t-interval, permutation p (no sign counts: the two sides
    may hold unlike samples)."""
    summary = utils.paired_summary(a, b, signs=False)
    return {k: summary[k] for k in ("difference", "t_interval", "permutation_p")}


def model_pass1(record):
    """Each model's own pass@1 on a problem record (one value, or one per seed where the record pools seeds)."""
    return [utils.record_pass_at_k({"samples": block}, 1) for block in utils.model_samples(record)]


def fraction_kept(recipes, pooled, base, pools, temperature):
    """The fraction of the best LoRA or full recipe's pass@1 gain (the best chosen on every held-out problem) each
    TinyLoRA recipe keeps, on each subset of problems (`pools`: {sibling pool: {subset: names}}; without a close
    sibling among the problems either recipe trained on), each gain over the base model sampled by its recipe's
    engine; status "pending" while no LoRA or full recipe has been evaluated. other_references: the same readings
    against the best recipe of each other adapter (LoRA's or full fine-tuning's, whichever is not the best)."""
    key = f"T={temperature}"
    candidates = [r for r, entry in recipes.items() if entry["adapter"] != "tinylora" and key in entry]
    if not candidates:
        return {"status": "pending", "why": NO_REFERENCE}
    best = max(candidates, key=lambda r: (recipes[r][key]["all"]["pass@1"]["difference"], r))

    def gains(name, common):  # per problem: the recipe's mean pass@1 over its seeds minus its base model's
        by_name = {r["name"]: r for r in pooled[name, temperature]}
        base_by_name = {r["name"]: r for r in base[temperature][recipes[name][key]["engine"]]}
        return np.mean(seed_gains([by_name[n] for n in common], [base_by_name[n] for n in common]), axis=0)

    def problems(*names):
        found = [{r["name"] for r in pooled[n, temperature]} for n in names]
        found += [{r["name"] for r in base[temperature][recipes[n][key]["engine"]]} for n in names]
        return sorted(set.intersection(*found))

    result = {"status": "measured", "best": best, "best_adapter": recipes[best]["adapter"],
              "best_seeds": len(recipes[best][key]["runs"]),
              # how far the best stands from the others it was chosen among (a reading, on all held-out problems)
              "best_against_others": {other: paired_difference(gains(best, common), gains(other, common))
                                      for other in candidates if other != best
                                      for common in [problems(best, other)] if common},
              "method": f"paired bootstrap over problems, {RATIO_RESAMPLES} resamples, seed {RATIO_SEED}; "
                        "interval_seeds_and_problems also draws each recipe's seeds again; the best recipe is "
                        "chosen on these data, which no interval accounts for; each recipe's gain over the base "
                        "model sampled by its own engine",
              "tinylora": kept_against(best, recipes, pooled, base, pools, temperature)}
    # the best of each other adapter too: full fine-tuning's point may stand on one seed while LoRA's pools three
    others = {}  # chosen as the best is (ties: the later name)
    for recipe in sorted(candidates, key=lambda r: (recipes[r][key]["all"]["pass@1"]["difference"], r), reverse=True):
        others.setdefault(recipes[recipe]["adapter"], recipe)
    result["other_references"] = {
        adapter: {"best": other, "best_seeds": len(recipes[other][key]["runs"]),
                  "tinylora": kept_against(other, recipes, pooled, base, pools, temperature)}
        for adapter, other in sorted(others.items()) if adapter != result["best_adapter"]}
    return result


def kept_against(best, recipes, pooled, base, pools, temperature):
    """{TinyLoRA recipe: {subset: the fraction of `best`'s pass@1 gain it keeps, intervals, the paired difference}}."""
    key, kept_by_recipe = f"T={temperature}", {}
    for recipe, entry in recipes.items():
        if entry["adapter"] != "tinylora" or key not in entry or not same_problems(entry):
            continue
        tiny, top = ({r["name"]: r for r in pooled[name, temperature]} for name in (recipe, best))
        bases = [{r["name"]: r for r in base[temperature][recipes[name][key]["engine"]]} for name in (recipe, best)]
        kept_by_recipe[recipe] = {"trained_parameters": entry["trained_parameters"]}
        for subset, names in pools["calibrated"].items():  # the study's problems, as same_problems keeps
            common = sorted(set(tiny) & set(top) & set(bases[0]) & set(bases[1]) & names)
            gains = [seed_gains([records[n] for n in common], [by_name[n] for n in common])
                     for records, by_name in zip((tiny, top), bases)] if common else [[], []]
            kept = ratio_interval(*(np.mean(g, axis=0) if common else [] for g in gains))
            if kept.get("fraction") is not None:
                kept["interval_seeds_and_problems"] = seeds_and_problems_interval(*gains)
                kept["gain_minus_best_gain"] = paired_difference(*(np.mean(g, axis=0) for g in gains))
            kept_by_recipe[recipe][subset] = kept
    return kept_by_recipe


def describe_fraction(fraction, temperature):
    """The printed lines of fraction_kept at one temperature."""
    if fraction["status"] == "pending":
        return [f"T = {temperature}: {fraction['why']}"]
    lines = [f"T = {temperature}: the best non-TinyLoRA recipe on these problems is {fraction['best']} "
             f"({fraction['best_adapter']}, {fraction['best_seeds']} seed(s)); the fraction of its pass@1 gain each "
             "TinyLoRA recipe keeps (95% paired bootstrap interval over problems; then with seeds drawn again too; "
             "then the recipe's gain minus the best's, t-interval, permutation p):"]
    lines += describe_kept(fraction["tinylora"])
    for adapter, reference in fraction.get("other_references", {}).items():
        lines.append(f"  of {adapter}'s best, {reference['best']} ({reference['best_seeds']} seed(s)):")
        lines += ["  " + line for line in describe_kept(reference["tinylora"])]
    for other, d in fraction.get("best_against_others", {}).items():
        lines.append(f"  {fraction['best']}'s gain minus {other}'s: {100 * d['difference']:+.2f} "
                     f"[{100 * d['t_interval'][0]:+.2f}, {100 * d['t_interval'][1]:+.2f}], p {d['permutation_p']:.2g}")
    return lines


def describe_kept(kept_by_recipe):
    """A line per TinyLoRA recipe of kept_against's readings."""
    lines = []
    for recipe, entry in kept_by_recipe.items():
        parts = []
        for subset, e in ((s, e) for s, e in entry.items() if s != "trained_parameters"):
            value = "n/a" if e["fraction"] is None else f"{e['fraction']:.2f}"
            interval = f"[{e['interval'][0]:.2f}, {e['interval'][1]:.2f}]" if e.get("interval") else f"({e['why']})"
            seeds = e.get("interval_seeds_and_problems")
            if seeds:
                interval += f" [{seeds[0]:.2f}, {seeds[1]:.2f}]"
            if e.get("gain_minus_best_gain"):
                d = e["gain_minus_best_gain"]
                interval += (f", {100 * d['difference']:+.2f} [{100 * d['t_interval'][0]:+.2f}, "
                             f"{100 * d['t_interval'][1]:+.2f}] p {d['permutation_p']:.2g}")
            parts.append(f"{subset} {value} {interval}")
        lines.append(f"  {recipe} ({entry['trained_parameters']:,} trained): " + "; ".join(parts))
    return lines
