"""Issue 46's report (benchmarks/learning_study.py summarize): how much of the reachable held-out gain do a few
scalars keep? Each study run, and each recipe pooled over its seeds, against the base model sampled by the same
engine, paired per problem: pass@1, pass@8 and pass@32 (unbiased estimator; a recipe's, the mean of its seeds'
own), the share of answers accepted, wrong, not compiled or holding no code, the share cut at the token limit; on
every held-out problem and on those without a close sibling among the trained problems
(local_code_contests/calibration/<model>_siblings.json). Then the pass@1 gain and pass@32 change against the
trained-parameter count (TinyLoRA, LoRA, full fine-tuning), and the fraction of the best LoRA or full recipe's
pass@1 gain each TinyLoRA recipe keeps, with a paired bootstrap interval over problems."""
import os
import sys
from collections import Counter

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
import utils  # noqa: E402
from parameter_counts import QWEN_05B, full_parameters, lora_parameters, tinylora_parameters  # noqa: E402
from adapter_runs import LONGER_LIMIT, LONGER_LIMIT_JOBS  # noqa: E402
from reward_study_summary import trained_parameters  # noqa: E402
from study_pairing import (FIRST_ENGINES, check_same_sampling, held_out_records, load_job, pooled_base,  # noqa: E402
                           pooled_records, preferred, recipe_engine, recipe_of, result_file, run_evaluations)
from dynamic_check import (DYNAMIC_RUNS, REPLAYS, against_calibrated, describe_against_calibrated,  # noqa: E402
                           describe_replay, replay_agreement)
from fraction_kept import (NO_REFERENCE, describe_fraction, fraction_kept, gain_seeds_and_problems_interval,  # noqa
                           ratio_interval, seed_gains)
from tinylora_coder.data import siblings as sibling_list  # noqa: E402
from tinylora_coder.data.calibration import default_calibration_path  # noqa: E402
from tinylora_coder.models.bundled import bundled_model_id  # noqa: E402

# the held-out problems' close siblings among the problems the study's runs train on (--train_filter with the
# bundled model's calibration)
SIBLINGS = sibling_list.siblings_path(default_calibration_path(bundled_model_id()))
KS = (1, 8, 32)
SUBSETS = ("all", "without_close_sibling")
SIBLING_POOLS = ("calibrated", "train")  # what a run trains on: the calibrated problems (--train_filter), or all
OUTCOME_GROUPS = ("AC", "WA", "CE", "NO_CODE")  # the rest (TLE, RE, MLE, OLE) as "other"
ADAPTERS = {"tinylora": "TinyLoRA", "lora": "LoRA", "full": "full fine-tuning"}


def flag_value(flags, option, default=None):
    """The value the last `option` in a command line sets (argparse keeps the last), else default."""
    values = [flags[i + 1] for i, flag in enumerate(flags[:-1]) if flag == option]
    return values[-1] if values else default


def adapter_of(flags):
    return flag_value(flags, "--adapter", "tinylora")


def parameter_count(root, name, flags, u):
    """(trained parameters, where the count comes from) of run `name` with command-line flags `flags`: TinyLoRA's
    from u and --tying; LoRA's and full fine-tuning's from the run's run_config.json where it records them, else
    from the 0.5B model's shape."""
    adapter = adapter_of(flags)
    if adapter == "tinylora":
        return tinylora_parameters(u, flag_value(flags, "--tying")), "u x the groups of --tying"
    recorded = trained_parameters(root, name)
    if recorded:
        return recorded, "the run's run_config.json (or train.log)"
    if adapter == "lora":
        targets = flag_value(flags, "--lora_target_modules").split(",")
        return lora_parameters(int(flag_value(flags, "--lora_r")), targets), "the 0.5B model's shape"
    if adapter == "full":
        return full_parameters(QWEN_05B), "the 0.5B model's shape"
    raise ValueError(f"{name}: unknown --adapter {adapter!r}")


def _number(x):
    """A float for the JSON, None where it is undefined (an interval over fewer than two problems)."""
    return None if x is None or not np.isfinite(x) else float(x)


def pass_values(records, k):
    """Each problem's unbiased pass@k (a recipe's: the mean of its seeds' own)."""
    return np.array([utils.record_pass_at_k(r, k) for r in records])


def sample_shares(records):
    """Shares of all the records' samples: accepted, wrong, not compiled, no code, other verdicts; cut at the limit;
    the chance that two answers are the same (same_answer_chance)."""
    samples = [s for r in records for s in r["samples"]]
    shares = {group: sum(s["outcome"] == group for s in samples) / len(samples) for group in OUTCOME_GROUPS}
    shares["other"] = sum(s["outcome"] not in OUTCOME_GROUPS for s in samples) / len(samples)
    return {"outcomes": shares, "truncated": sum(bool(s.get("truncated")) for s in samples) / len(samples),
            "samples": len(samples), "same_answer": same_answer_chance(records)}


def same_answer_chance(records):
    """How far sampling has lost its spread: the chance that two different samples of one model on a problem give
    the same answer, averaged over problems and each model's block of a problem's samples (a recipe's seeds apart);
    pairs drawn without replacement, so that the base model's 96 samples a problem read as a run's 32 do. The
    evaluations keep no program text: the (verdict, length in tokens) pair stands for the answer, except that answers
    cut at the token limit, which all share its length, never match."""
    chances = []
    for block in (block for record in records for block in utils.model_samples(record) if len(block) > 1):
        answers = Counter((s["outcome"], s.get("num_tokens")) for s in block if not s.get("truncated"))
        chances.append(sum(n * (n - 1) for n in answers.values()) / (len(block) * (len(block) - 1)))
    return float(np.mean(chances)) if chances else None


def paired_with_base(records, base_records, names):
    """The records against the base model's on the problems of both that are in `names`: per k the mean pass@k of
    each side, the mean paired difference with its Student-t 95% interval and the problems up and down; the
    sample shares of each side."""
    base_by_name = {r["name"]: r for r in base_records}
    tuned = [r for r in records if r["name"] in base_by_name and r["name"] in names]
    base = [base_by_name[r["name"]] for r in tuned]
    entry = {"problems": len(tuned)}
    if not tuned:
        return entry
    fewest = utils.fewest_samples_per_model(tuned + base)
    for k in (k for k in KS if k <= fewest):
        a, b = pass_values(tuned, k), pass_values(base, k)
        difference = a - b
        alike = all(utils.sampled_alike(t, r, f"pass@{k}") for t, r in zip(tuned, base))
        entry[f"pass@{k}"] = {"base": float(b.mean()), "tuned": float(a.mean()), "difference": float(difference.mean()),
                              "t_interval": [_number(x) for x in utils.t_interval(difference)],
                              # counted only where both sides are estimated alike (utils.sampled_alike)
                              "problems_up": int((difference > 0).sum()) if alike else None,
                              "problems_down": int((difference < 0).sum()) if alike else None}
    entry["base"], entry["tuned"] = sample_shares(base), sample_shares(tuned)
    return entry


def sibling_pool(flags):
    """The training problems a run's flags train on, as the sibling list names them: the calibrated ones with
    --train_filter (issue 46's runs), every training problem without it (issue 47's recipe-dynamic)."""
    return "calibrated" if "--train_filter" in flags else "train"


def close_sibling_subsets(siblings_path, held_out):
    """{pool: {subset: held-out names}}: every held-out problem, and those without a close sibling among the pool's
    training problems."""
    siblings = sibling_list.read_siblings(siblings_path)
    missing = set(held_out) - {record["name"] for record in siblings["problems"]}
    if missing:
        raise utils.UsageError(f"{siblings_path} lacks {len(missing)} of the {len(held_out)} held-out problems (e.g. "
                               f"{sorted(missing)[0]}): remake it with local_code_contests/bundled/find_siblings.py")
    return {pool: {"all": set(held_out), "without_close_sibling": sibling_list.without_close_sibling(siblings, pool)
                   & set(held_out)} for pool in SIBLING_POOLS}, siblings


def describe(label, entry):
    """One printed line of an entry (paired_with_base) on one subset: differences in points."""
    if "pass@1" not in entry:
        return f"{label}: no problem in common with the base model"
    gains = ", ".join(f"{k} {_points(e['difference'])} [{_points(e['t_interval'][0])}, {_points(e['t_interval'][1])}]"
                      for k, e in entry.items() if k.startswith("pass@"))
    split = "/".join(f"{100 * entry['tuned']['outcomes'][g]:.1f}" for g in ("CE", "WA", "AC"))
    base_split = "/".join(f"{100 * entry['base']['outcomes'][g]:.1f}" for g in ("CE", "WA", "AC"))
    return (f"{label} ({entry['problems']} problems): {gains}; CE/WA/AC % {split} (base {base_split}); cut at the "
            f"limit {entry['tuned']['truncated']:.1%} (base {entry['base']['truncated']:.1%}); two answers the same "
            f"{_chance(entry['tuned']['same_answer'])} (base {_chance(entry['base']['same_answer'])})")


def _points(x):
    return "n/a" if x is None else f"{100 * x:+.2f}"


def _chance(x):  # None where no model drew two samples of a problem (an evaluation with --n 1)
    return "n/a" if x is None else f"{x:.3f}"


def summarize_adapter_study(root, out, runs, run_u, temperatures, held_out_files, base_extra_seeds=None,
                            siblings_path=SIBLINGS):
    """Issue 46's summary of the study runs `runs` ({name: train_rl.py flags}, run_u: {name: u}) at each temperature
    whose base job is stored: <out>/adapter_study.json and, at the first temperature, the figure
    <out>/adapter_parameters_gain.png (adapter_study_plot.py). Returns the summary."""
    from adapter_study_plot import plot_adapter_study

    held_out = {p["name"] for p in utils.load_problems(held_out_files)}
    pools, siblings = close_sibling_subsets(siblings_path, held_out)
    base_results, base, base_jobs = pooled_base(root, temperatures, held_out, base_extra_seeds)
    summary = {"evaluation": {"temperatures": list(temperatures),
                              "base_jobs": {f"T={t}": jobs for t, jobs in base_jobs.items()},  # {engine: jobs}
                              "held_out_files": [os.path.relpath(p, ROOT) for p in held_out_files]},
               "siblings": {"file": os.path.relpath(siblings_path, ROOT), "criteria": siblings["criteria"],
                            "problems": {pool: {subset: len(names) for subset, names in by_subset.items()}
                                         for pool, by_subset in pools.items()}},
               "runs": {}, "recipes": {}}
    for pool, subsets in pools.items():
        print(f"held-out problems without a close sibling among the {pool} training problems: "
              f"{len(subsets['without_close_sibling'])} of {len(subsets['all'])} ({os.path.relpath(siblings_path, ROOT)})",
              flush=True)
    evaluated = {}  # (run, t) -> {engine: its held-out records}, read once for the run and for its recipe
    for name, flags in runs.items():
        count, source = parameter_count(root, name, flags, run_u.get(name, 32))
        entry = {"adapter": adapter_of(flags), "trained_parameters": count, "trained_parameters_from": source,
                 "sibling_pool": sibling_pool(flags)}
        for t in base:
            evaluated[name, t] = run_evaluations(root, name, t, base_results, held_out)
            engine = preferred(evaluated[name, t], t)
            if engine:
                entry[f"T={t}"] = {"engine": engine,
                                   **{s: paired_with_base(evaluated[name, t][engine], base[t][engine], names)
                                      for s, names in pools[entry["sibling_pool"]].items()}}
        if any(f"T={t}" in entry for t in base):
            summary["runs"][name] = entry
            summary["recipes"].setdefault(recipe_of(name), {  # a recipe's seeds train alike: its first one's
                k: entry[k] for k in ("adapter", "trained_parameters", "trained_parameters_from", "sibling_pool")})
    pooled = {}  # (recipe, t) -> its seeds' records pooled per problem
    for recipe, entry in summary["recipes"].items():
        for t in base:
            engine, seeds, left_out = recipe_engine([n for n in summary["runs"] if recipe_of(n) == recipe], evaluated, t)
            if seeds:
                pooled[recipe, t] = pooled_records([evaluated[name, t][engine] for name in seeds], separate_models=True)
                entry[f"T={t}"] = {"runs": seeds, "engine": engine, **({"left_out": left_out} if left_out else {}),
                                   **{s: paired_with_base(pooled[recipe, t], base[t][engine], names)
                                      for s, names in pools[entry["sibling_pool"]].items()}}
                for s, names in pools[entry["sibling_pool"]].items():
                    if len(seeds) > 1 and "pass@1" in entry[f"T={t}"][s]:  # the training seed's variance too
                        entry[f"T={t}"][s]["pass@1"]["seeds_and_problems_interval"] = \
                            gain_seeds_and_problems_interval(seed_gains(
                                [r for r in pooled[recipe, t] if r["name"] in names], base[t][engine]))
    print_entries(summary, base)
    summary["fraction_kept"] = {f"T={t}": fraction_kept(summary["recipes"], pooled, base, pools, t) for t in base}
    for t in base:
        for line in describe_fraction(summary["fraction_kept"][f"T={t}"], t):
            print(line, flush=True)
    summary["dynamic_against_calibrated"] = {
        run: {f"T={t}": against_calibrated(summary["recipes"], pooled, base, pools, t, dynamic=run) for t in base}
        for run in DYNAMIC_RUNS if run in runs}
    for run, readings in summary["dynamic_against_calibrated"].items():
        for t in base:
            for line in describe_against_calibrated(readings[f"T={t}"], t, dynamic=run):
                print(line, flush=True)
    summary["dynamic_replay"] = {run: replay_agreement(root, run, *REPLAYS[run]) for run in REPLAYS if run in runs}
    for run, agreement in summary["dynamic_replay"].items():
        print(describe_replay(run, agreement), flush=True)
    summary["longer_limit"] = longer_limit(root, held_out, pools["calibrated"])
    summary["engine_check"] = engine_check(base, evaluated, pools["calibrated"])
    os.makedirs(out, exist_ok=True)
    if plot_adapter_study(summary["recipes"], temperatures[0], os.path.join(out, "adapter_parameters_gain.png")):
        summary["plot"] = "adapter_parameters_gain.png"
    utils.write_json(os.path.join(out, "adapter_study.json"), summary)
    print(f"wrote {out}/adapter_study.json")
    return summary


def print_entries(summary, base):
    """One line per recipe of several seeds (pooled), then per run, at each temperature, on each subset."""
    entries = [(f"{name}, {len(entry[key]['runs'])} seeds pooled", entry, key)
               for name, entry in summary["recipes"].items() for key in (f"T={t}" for t in base)
               if key in entry and len(entry[key]["runs"]) > 1]
    entries += [(name, entry, key) for name, entry in summary["runs"].items() for key in (f"T={t}" for t in base)
                if key in entry]
    for name, entry, key in entries:
        label = f"{name} ({ADAPTERS[entry['adapter']]}, {entry['trained_parameters']:,} trained), {key}"
        for subset in SUBSETS:
            print(describe(f"{label}, {subset}", entry[key][subset]), flush=True)


def longer_limit(root, held_out, subsets):
    """Issue 46, item 4: at T = 0.7, the base model and the recipe (seed 0) at LONGER_LIMIT new tokens against the
    same job at 512 and against each other, paired per problem; what is not evaluated yet is named as pending."""
    limits = {}
    for job in LONGER_LIMIT_JOBS:
        longer = f"{job}_max{LONGER_LIMIT}"
        if result_file(root, job) and result_file(root, longer):
            shorter, result = load_job(root, job), load_job(root, longer)
            check_same_sampling(longer, result, job, shorter, ignore=("max_new_tokens",))
            limits[job.split("_")[0]] = {512: held_out_records(shorter, held_out),
                                         LONGER_LIMIT: held_out_records(result, held_out)}
    summary = {"max_new_tokens": LONGER_LIMIT, "comparisons": {},
               "pending": [f"{job}_max{LONGER_LIMIT}" for job in LONGER_LIMIT_JOBS if job.split("_")[0] not in limits]}
    pairs = [(f"{who} at {LONGER_LIMIT} against {who} at 512", limits[who][LONGER_LIMIT], limits[who][512])
             for who in limits]
    if len(limits) == 2:
        pairs.append((f"recipe against base, both at {LONGER_LIMIT}", limits["recipe"][LONGER_LIMIT],
                      limits["base"][LONGER_LIMIT]))
    for label, records, reference in pairs:
        summary["comparisons"][label] = {s: paired_with_base(records, reference, names) for s, names in subsets.items()}
        for subset in SUBSETS:
            print(describe(f"{label}, T=0.7, {subset}", summary["comparisons"][label][subset]), flush=True)
    if summary["pending"]:
        print(f"max_new_tokens {LONGER_LIMIT}: not evaluated yet: {', '.join(summary['pending'])}", flush=True)
    return summary


def engine_check(base, evaluated, subsets):
    """Where the base model, or a run, was sampled at one temperature by two engines: the other engine's samples
    against the first's, paired per problem (one model, one temperature: only the engine differs, so the difference
    should be inside the noise); each run is paired with the base model sampled by its own engine."""
    models = [("base", t, by_engine) for t, by_engine in base.items()]
    models += [(name, t, by_engine) for (name, t), by_engine in evaluated.items() if len(by_engine) > 1]
    checks = {}
    for name, t, by_engine in models:
        first = FIRST_ENGINES.get(t)
        for engine, records in by_engine.items():
            if engine != first and first in by_engine:
                label = f"{name} on {engine} against {name} on {first}, T={t}"
                checks[label] = {s: paired_with_base(records, by_engine[first], names) for s, names in subsets.items()}
                for subset in SUBSETS:
                    print(describe(f"{label}, {subset}", checks[label][subset]), flush=True)
    return checks
