"""Issue 25's held-out comparison of the study's runs (benchmarks/learning_study.py summarize): each run's final v
against the base model on every held-out problem, at each declared temperature, paired per problem; each recipe
pooled over its seeds; the pass@1 gain against the number of trained parameters."""
import json
import os
import re
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
import study_decisions  # noqa: E402
from study_folders import read_log  # noqa: E402
import utils  # noqa: E402
from study_pairing import (FIRST_ENGINES, pooled_base, pooled_records, preferred, recipe_engine,  # noqa: E402
                           recipe_of, run_evaluations)
from tinylora_coder import config  # noqa: E402
from tinylora_coder.reward.rules import REWARD_RULES  # noqa: E402


KS = [1, 8, 32]  # pass@k reported
# test.py metrics kept beside each paired comparison
KEEP = ("num_problems", "num_completions", "pass@1", "pass@8", "pass@32", "average_score", "average_pass_rate",
        "average_binary", "compile_rate", "truncated", "outcomes", "every_test_judged")


def compare_with_base(records, base_records):
    """(metrics, paired comparison) of held-out records against the base model's: compare_runs's pass@k and
    average score, and the compile rate and average pass rate paired per problem too (the two averages only where
    both sides judged every test: test.py --stop_at_first_failure leaves them out)."""
    comparison = utils.compare_runs(records, base_records, ks=KS)
    by_name = {r["name"]: r for r in base_records}
    pairs = [(r, by_name[r["name"]]) for r in records if r["name"] in by_name]
    paired = [("compile_rate", lambda s: float(s["compiled"]))]
    if utils.every_test_judged(records) and utils.every_test_judged(base_records):
        paired.append(("average_pass_rate", lambda s: s.get("pass_rate", float(s["outcome"] == "AC"))))
    for metric, value in paired:
        comparison["metrics"][metric] = utils.paired_summary(
            [float(np.mean([value(s) for s in a["samples"]])) for a, _ in pairs],
            [float(np.mean([value(s) for s in b["samples"]])) for _, b in pairs],
            signs=all(utils.sampled_alike(a, b, "pass@1") for a, b in pairs))  # a mean over samples, as pass@1
    metrics = {k: v for k, v in utils.compute_metrics(records, ks=KS).items() if k in KEEP}
    return metrics, comparison


def summarize_reward_runs(root, out, runs, evaluation, temperatures, held_out_files, base_extra_seeds=None):
    """Issue 25's comparison: each reward run's final v against the base model on every held-out problem, at each
    declared temperature, paired per problem: pass@k, the three reward averages, the compile rate, and the outcome
    split (a compile-only gain shows as CE turning into WA, not into AC) and the truncated share beside them.
    base_extra_seeds ({t: test seeds}): more samples of the base model, alike but for the test seed, pooled per
    problem with its declared job where stored. Each run is paired with the base model sampled by its engine."""
    summary = {"evaluation": {"arguments": evaluation, "temperatures": list(temperatures),
                              "held_out_files": [os.path.relpath(p, ROOT) for p in held_out_files],
                              "base_jobs": {}}, "runs": {}}
    held_out = {p["name"] for p in utils.load_problems(held_out_files)}
    base_results, base, base_jobs = pooled_base(root, temperatures, held_out, base_extra_seeds)
    summary["evaluation"]["base_jobs"] = {f"T={t}": jobs.get(FIRST_ENGINES.get(t), [])  # the declared samplings
                                          for t, jobs in base_jobs.items()}
    summary["evaluation"]["base_jobs_by_engine"] = {f"T={t}": jobs for t, jobs in base_jobs.items()}
    base_metrics = {t: {engine: {k: v for k, v in utils.compute_metrics(records, ks=KS).items() if k in KEEP}
                        for engine, records in by_engine.items()} for t, by_engine in base.items()}
    evaluated = {}  # (run, t) -> {engine: its held-out records}, read once for the run and for its recipe
    for name, arguments in runs.items():
        run = {"arguments": arguments}
        for t in base:
            evaluated[name, t] = run_evaluations(root, name, t, base_results, held_out)
            engine = preferred(evaluated[name, t], t)
            if engine is None:
                continue
            tuned_metrics, comparison = compare_with_base(evaluated[name, t][engine], base[t][engine])
            metrics = {"base": base_metrics[t][engine], "tuned": tuned_metrics}
            run[f"T={t}"] = {"engine": engine, "metrics": metrics, "paired_vs_base": comparison}
            pass1 = comparison["metrics"]["pass@1"]
            print(f"{name}, T = {t}: pass@1 {metrics['base']['pass@1']:.2%} -> {metrics['tuned']['pass@1']:.2%} "
                  f"({pass1['difference']:+.2%}, t-interval [{pass1['t_interval'][0]:+.2%}, "
                  f"{pass1['t_interval'][1]:+.2%}], permutation p {pass1['permutation_p']:.3g}); outcomes "
                  f"{metrics['base']['outcomes']} -> {metrics['tuned']['outcomes']}", flush=True)
        summary["runs"][name] = run
    summary["recipes"] = pooled_recipes(runs, evaluated, base)
    summary["decisions"] = study_decisions.decide(summary)  # the rules declared before stages 2, 1b and 3
    for line in study_decisions.describe(summary["decisions"]):
        print(line, flush=True)
    os.makedirs(out, exist_ok=True)
    plot = plot_gain_by_parameters(root, summary["recipes"], temperatures[0], os.path.join(out, "parameters_gain.png"))
    if plot:
        summary["parameters_gain_plot"] = os.path.basename(plot)
    utils.write_json(os.path.join(out, "reward_study.json"), summary)
    print(f"wrote {out}/reward_study.json")


def pooled_recipes(runs, evaluated, base):
    """{recipe: {"T=t": ...}}: each recipe's evaluated seeds (`evaluated`: (run, t) -> {engine: held-out records})
    pooled per problem and paired with the base model sampled by their engine (study_pairing.recipe_engine: a seed
    evaluated only by another engine is left out, and named), so a problem counts once however many seeds sampled
    it (issue 25 pools over 3 seeds)."""
    recipes = {}
    for name in runs:
        recipes.setdefault(recipe_of(name), []).append(name)
    pooled = {}
    for recipe, names in recipes.items():
        for t in base:
            engine, seeds, left_out = recipe_engine(names, evaluated, t)
            if not seeds:
                continue
            metrics, comparison = compare_with_base(
                pooled_records([evaluated[name, t][engine] for name in seeds], separate_models=True), base[t][engine])
            pooled.setdefault(recipe, {})[f"T={t}"] = {
                "runs": seeds, "engine": engine, **({"left_out": left_out} if left_out else {}),
                **{k: metrics.get(k) for k in ("pass@1", "compile_rate", "outcomes", "truncated")},
                "paired_vs_base": comparison}
            pass1 = comparison["metrics"]["pass@1"]
            print(f"{recipe} ({len(seeds)} seed(s)), T = {t}: pass@1 {pass1['difference']:+.2%} against the base "
                  f"model, t-interval [{pass1['t_interval'][0]:+.2%}, {pass1['t_interval'][1]:+.2%}]"
                  + (f"; left out, evaluated by another engine only: {', '.join(left_out)}" if left_out else ""),
                  flush=True)
    return pooled


def trained_parameters(root, run):
    """How many scalars `run` trained: its run_config.json's record, else its train.log's line; None if neither."""
    folder = os.path.join(root, run)
    config = os.path.join(folder, "run_config.json")
    if os.path.isfile(config):
        with open(config) as f:
            count = json.load(f).get("effective", {}).get("trainable_parameters")
        if count:
            return int(count)
    found = re.search(r"trainable ([\d,]+) of", read_log(os.path.join(folder, "train.log")) or "")
    return int(found.group(1).replace(",", "")) if found else None


def training_rule(root, run):
    """The reward rule `run` trained with and its overlong penalty in tokens, from its run_config.json (0: off, as
    before the option existed); from its name where it has none (reward-<rule>..., params-<shape>-<rule>)."""
    arguments = utils.read_json(os.path.join(root, run, "run_config.json")).get("arguments", {})
    if arguments.get("reward"):
        penalty = arguments.get("overlong_penalty") or 0  # absent in runs saved before the option: 0
        return arguments["reward"], int(penalty)
    found = re.fullmatch(rf"(?:reward|params-.+)-({'|'.join(REWARD_RULES)})(-overlong)?(?:-seed\d+)?", run)
    return (found.group(1), config.OVERLONG_TOKENS if found.group(2) else 0) if found else None


def trained_adapter(root, run):
    """What `run` trained (train_rl.py --adapter: tinylora, lora, full) as its run_config.json records it; None when
    it records none (runs from before the option trained TinyLoRA)."""
    return utils.read_json(os.path.join(root, run, "run_config.json")).get("arguments", {}).get("adapter")


def gain_series(root, recipes, temperature):
    """{label: [(trained parameters, pass@1 gain, t-interval low, high, seeds)]}: each recipe's pooled held-out
    gain over the base model, one series per training rule (reward and overlong penalty), sorted by count."""
    series = {}
    for recipe, entry in recipes.items():
        runs = entry.get(f"T={temperature}", {}).get("runs", [])
        count = next((n for n in (trained_parameters(root, run) for run in runs) if n), None)  # seeds train alike
        rule = next((r for r in (training_rule(root, run) for run in runs) if r), None)
        if count and not rule:
            print(f"{recipe}: left out of the plot: no run_config.json says its reward", flush=True)
        if count and rule:
            pass1 = entry[f"T={temperature}"]["paired_vs_base"]["metrics"]["pass@1"]
            label = rule[0] + (f" + overlong penalty {rule[1]}" if rule[1] else "")
            adapter = next((a for a in (trained_adapter(root, run) for run in runs) if a), "tinylora")
            label += "" if adapter == "tinylora" else f", {adapter}"  # issue 46's LoRA and full runs: lines apart
            series.setdefault(label, []).append((count, pass1["difference"], *pass1["t_interval"], len(runs)))
    return {label: sorted(points) for label, points in sorted(series.items())}


def plot_gain_by_parameters(root, recipes, temperature, path):
    """Held-out pass@1 gain over the base model (pooled over seeds, t-interval) against the trained-parameter count,
    one line per training rule; the figure's path, else None (no rule has recipes of two sizes)."""
    series = gain_series(root, recipes, temperature)
    if not any(len(points) >= 2 for points in series.values()):
        return None
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(figsize=(6.5, 4.2))
    for index, (label, points) in enumerate(series.items()):
        counts, gains, lows, highs, seeds = (np.array(column) for column in zip(*points))
        counts = counts * 1.12 ** index  # dodged sideways: points of different rules may share a count
        line = axes.errorbar(counts, 100 * gains, yerr=[100 * (gains - lows), 100 * (highs - gains)], capsize=3,
                             label=label)
        color = line.lines[0].get_color()  # one seed and pooled seeds are not alike: open marker for one seed
        axes.scatter(counts, 100 * gains, s=36, zorder=3, edgecolors=color,
                     facecolors=[color if n > 1 else "white" for n in seeds])
    axes.axhline(0, color="grey", linewidth=0.8)
    axes.set_xscale("log")
    axes.set_xlabel("trained parameters (the rules' points dodged sideways)")
    axes.set_ylabel(f"held-out pass@1 gain, points (T = {temperature})")
    axes.set_title("Pass@1 gain over the base model, 95% t-interval\n(filled: seeds pooled; open: one seed)",
                   fontsize=10)
    axes.legend(title="training reward", fontsize=8)
    figure.tight_layout()
    figure.savefig(path, dpi=120)
    plt.close(figure)
    return path
