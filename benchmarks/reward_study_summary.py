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
import utils  # noqa: E402
from tinylora_coder import config  # noqa: E402
from tinylora_coder.reward.rules import REWARD_RULES  # noqa: E402


# test.py settings that decide how a sample is drawn and judged: a paired comparison needs them equal
SAMPLING_SETTINGS = ("engine", "n", "temperature", "max_new_tokens", "batch_size", "test_seed", "max_tests")
KS = [1, 8, 32]  # pass@k reported
# test.py metrics kept beside each paired comparison
KEEP = ("num_problems", "num_completions", "pass@1", "pass@8", "pass@32", "average_score", "average_pass_rate",
        "average_binary", "compile_rate", "truncated", "outcomes", "every_test_judged")


# The engine that first sampled the base model at each declared temperature (issue 25): its jobs are named without
# it. The base model sampled by another engine has the engine in its job's name (base_held_out_n32_t1.0_cuda_graph),
# and each run's evaluation is paired with the base model sampled by the run's own engine (paired_base).
FIRST_BASE_ENGINES = {0.7: "cuda_graph", 1.0: "vllm"}
BASE_ENGINES = ("cuda_graph", "vllm")


def base_job(t, test_seed=None, engine=None):
    """The base model's job at temperature t by `engine` (default: the first one there): the declared sampling, or
    one of its extra samplings."""
    name = f"base_held_out_n32_t{t}"
    if engine and engine != FIRST_BASE_ENGINES.get(t):
        name += f"_{engine}"
    return name + ("" if test_seed is None else f"_test_seed{test_seed}")


def result_file(root, job):
    """The path of job's test.py result in root: <job>.json as test.py writes it, or <job>.json.gz as
    learning_study.py store keeps it; None when neither exists."""
    for name in (f"{job}.json", f"{job}.json.gz"):
        if os.path.isfile(os.path.join(root, name)):
            return os.path.join(root, name)
    return None


def load_job(root, job):
    return utils.load_results(result_file(root, job) or os.path.join(root, f"{job}.json"))


def held_out_records(result, held_out):
    """Per-problem records of a test.py result, limited to the problems still held out (a set of names)."""
    return [r for r in result["problems"] if r["name"] in held_out]


def sampling_settings(settings):
    """The SAMPLING_SETTINGS of a test.py result. Results written before test.py recorded the engine it resolved
    name only --generation_engine; the study evaluates on a GPU only, where auto is cuda_graph."""
    engine = settings.get("engine") or settings.get("generation_engine")
    return {**{k: settings.get(k) for k in SAMPLING_SETTINGS}, "engine": "cuda_graph" if engine == "auto" else engine}


def result_engine(result):
    """The engine a test.py result was sampled by."""
    return sampling_settings(result["settings"])["engine"]


def check_same_sampling(job, result, base_job, base_result, ignore=()):
    """ValueError (one line) when job and base_job were not sampled and judged alike (settings in `ignore` aside)."""
    ours, theirs = sampling_settings(result["settings"]), sampling_settings(base_result["settings"])
    differ = [f"{k} {ours[k]} against {theirs[k]}" for k in SAMPLING_SETTINGS
              if k not in ignore and ours[k] != theirs[k]]
    if differ:
        raise ValueError(f"{job} and {base_job} were not sampled alike: {', '.join(differ)}")


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


def summarize_reward_runs(root, out, runs, evaluation, temperatures, held_out_files, base_extra_jobs=None):
    """Issue 25's comparison: each reward run's final v against the base model on every held-out problem, at each
    declared temperature, paired per problem: pass@k, the three reward averages, the compile rate, and the outcome
    split (a compile-only gain shows as CE turning into WA, not into AC) and the truncated share beside them.
    base_extra_jobs ({t: [job]}): more samples of the base model, alike but for the test seed, pooled per problem
    with base_job(t) where stored."""
    summary = {"evaluation": {"arguments": evaluation, "temperatures": list(temperatures),
                              "held_out_files": [os.path.relpath(p, ROOT) for p in held_out_files],
                              "base_jobs": {}}, "runs": {}}
    held_out = {p["name"] for p in utils.load_problems(held_out_files)}
    base_results, base, base_jobs = pooled_base(root, temperatures, held_out, base_extra_jobs)
    summary["evaluation"]["base_jobs"] = {f"T={t}": jobs for t, jobs in base_jobs.items()}
    base_metrics = {t: {engine: {k: v for k, v in utils.compute_metrics(records, ks=KS).items() if k in KEEP}
                        for engine, records in by_engine.items()} for t, by_engine in base.items()}
    evaluated, engines = {}, {}  # (run, t) -> its held-out records and its engine, read once for run and recipe
    for name, arguments in runs.items():
        run = {"arguments": arguments}
        for t in base:
            tuned_job = f"{name}_held_out_n32_t{t}"
            if not result_file(root, tuned_job):
                continue
            tuned_result = load_job(root, tuned_job)
            base_records, engines[name, t] = paired_base(base_results, base, t, tuned_job, tuned_result)
            evaluated[name, t] = held_out_records(tuned_result, held_out)
            tuned_metrics, comparison = compare_with_base(evaluated[name, t], base_records)
            metrics = {"base": base_metrics[t][engines[name, t]], "tuned": tuned_metrics}
            run[f"T={t}"] = {"engine": engines[name, t], "metrics": metrics, "paired_vs_base": comparison}
            pass1 = comparison["metrics"]["pass@1"]
            print(f"{name}, T = {t}: pass@1 {metrics['base']['pass@1']:.2%} -> {metrics['tuned']['pass@1']:.2%} "
                  f"({pass1['difference']:+.2%}, t-interval [{pass1['t_interval'][0]:+.2%}, "
                  f"{pass1['t_interval'][1]:+.2%}], permutation p {pass1['permutation_p']:.3g}); outcomes "
                  f"{metrics['base']['outcomes']} -> {metrics['tuned']['outcomes']}", flush=True)
        summary["runs"][name] = run
    summary["recipes"] = pooled_recipes(runs, evaluated, engines, base)
    summary["decisions"] = study_decisions.decide(summary)  # the rules declared before stages 2, 1b and 3
    for line in study_decisions.describe(summary["decisions"]):
        print(line, flush=True)
    os.makedirs(out, exist_ok=True)
    plot = plot_gain_by_parameters(root, summary["recipes"], temperatures[0], os.path.join(out, "parameters_gain.png"))
    if plot:
        summary["parameters_gain_plot"] = os.path.basename(plot)
    utils.write_json(os.path.join(out, "reward_study.json"), summary)
    print(f"wrote {out}/reward_study.json")


def pooled_base(root, temperatures, held_out, base_extra_jobs=None):
    """The base model's side at each temperature, per engine whose job is stored (base_job(t, engine=...)):
    ({t: {engine: that job's result}}, {t: {engine: its held-out records pooled per problem with the extra samplings
    stored (base_extra_jobs: {t: [job]}) sampled by that engine, each checked to be sampled alike but for the test
    seed}}, {t: the jobs pooled}); a temperature with no base job stored is left out."""
    base_results, base, base_jobs = {}, {}, {}
    for t in temperatures:
        for engine in BASE_ENGINES:
            job = base_job(t, engine=engine)
            if not result_file(root, job):
                continue
            result = load_job(root, job)
            if result_engine(result) != engine:
                raise ValueError(f"{job} was sampled by {result_engine(result)}, not {engine}: rename it")
            jobs, records = [job], [held_out_records(result, held_out)]
            for extra_job in (base_extra_jobs or {}).get(t, []):
                extra = load_job(root, extra_job) if result_file(root, extra_job) else None
                if extra is not None and result_engine(extra) == engine:
                    check_same_sampling(extra_job, extra, job, result, ignore=("test_seed",))
                    jobs.append(extra_job)
                    records.append(held_out_records(extra, held_out))
            base_results.setdefault(t, {})[engine] = result
            base.setdefault(t, {})[engine] = pooled_records(records)
            base_jobs.setdefault(t, []).extend(jobs)
    return base_results, base, base_jobs


def paired_base(base_results, base, t, job, result):
    """(the base model's records, engine) that run result `job` at temperature t is paired with: the base model
    sampled by the run's own engine; ValueError (one line) when there is none, or it was sampled otherwise."""
    engine = result_engine(result)
    if engine not in base.get(t, {}):
        raise ValueError(f"{job} was sampled by {engine}, and no base model job at T = {t} was: evaluate "
                         f"{base_job(t, engine=engine)} first")
    check_same_sampling(job, result, base_job(t, engine=engine), base_results[t][engine])
    return base[t][engine], engine


def recipe_of(name):
    """The recipe a run belongs to: its name without a seed suffix ("reward-binary-seed2" -> "reward-binary")."""
    return re.sub(r"-seed\d+$", "", name)


def pooled_records(results, separate_models=False):
    """One record per problem present in every result, holding the samples of all of them; judged to every test
    only if all of them were. Samplings of one model (the base model's test seeds) pool into one estimate;
    `separate_models` (a recipe's seeds) keeps each result's share as a block of its own ("sample_blocks"), so that
    pass@k is the mean of each model's own (utils.record_pass_at_k)."""
    by_name = [{r["name"]: r for r in records} for records in results]
    names = [r["name"] for r in results[0] if all(r["name"] in other for other in by_name[1:])]
    pooled = []
    for n in names:
        record = {"name": n, "every_test_judged": utils.every_test_judged([records[n] for records in by_name]),
                  "samples": [s for records in by_name for s in records[n]["samples"]]}
        if separate_models:
            record["sample_blocks"] = [c for records in by_name for c in utils.model_sample_counts(records[n])]
        pooled.append(record)
    return pooled


def seeds_engine(recipe, seeds, engines, t):
    """The one engine a recipe's seeds were evaluated by at temperature t; ValueError (one line) if they differ."""
    used = sorted({engines[name, t] for name in seeds})
    if len(used) > 1:
        raise ValueError(f"{recipe}'s seeds were evaluated at T = {t} by different engines ({', '.join(used)}): "
                         "they pool against one base model")
    return used[0]


def pooled_recipes(runs, evaluated, engines, base):
    """{recipe: {"T=t": ...}}: each recipe's evaluated seeds (`evaluated`: (run, t) -> held-out records, sampled by
    engines[run, t]) pooled per problem and paired with the base model sampled by their engine, so a problem counts
    once however many seeds sampled it (issue 25 pools over 3 seeds)."""
    recipes = {}
    for name in runs:
        recipes.setdefault(recipe_of(name), []).append(name)
    pooled = {}
    for recipe, names in recipes.items():
        for t in base:
            seeds = [name for name in names if (name, t) in evaluated]
            if not seeds:
                continue
            engine = seeds_engine(recipe, seeds, engines, t)
            metrics, comparison = compare_with_base(
                pooled_records([evaluated[name, t] for name in seeds], separate_models=True), base[t][engine])
            pooled.setdefault(recipe, {})[f"T={t}"] = {
                "runs": seeds, "engine": engine,
                **{k: metrics.get(k) for k in ("pass@1", "compile_rate", "outcomes", "truncated")},
                "paired_vs_base": comparison}
            pass1 = comparison["metrics"]["pass@1"]
            print(f"{recipe} ({len(seeds)} seed(s)), T = {t}: pass@1 {pass1['difference']:+.2%} against the base "
                  f"model, t-interval [{pass1['t_interval'][0]:+.2%}, {pass1['t_interval'][1]:+.2%}]", flush=True)
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
    log = os.path.join(folder, "train.log")
    if os.path.isfile(log):
        with open(log, errors="replace") as f:
            found = re.search(r"trainable ([\d,]+) of", f.read())
        if found:
            return int(found.group(1).replace(",", ""))
    return None


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
