"""Issue 25's declared rules, applied to a reward_study.json summary (benchmarks/results/learning/README.md,
"Declared on 2026-11-25, before any evaluation of stages 2, 1b and 3"): whether the default recipe learns, and the
defaults for truncation and the trained-parameter count. Written as code before the evaluations they read, so that
the decision is the rule's and not a reading of the numbers; a decision whose runs are not all evaluated is
"pending"."""

PRIMARY_TEMPERATURE = 0.7
PRIMARY_RECIPE = "reward-binary"  # stage 1 chose binary (the largest pass@1 gain at T = 0.7)
PRIMARY_SEEDS = ("reward-binary", "reward-binary-seed1", "reward-binary-seed2")  # seed 0 is the stage-1 run
BASE_SAMPLINGS = 3  # the base model's side: 3 x 32 samples (test seeds 42, 43, 44), pooled per problem
REFERENCE_RUN = "reward-binary"  # the seed-0 binary run: what stages 1b and 3 are measured against
OVERLONG_RUN = "reward-binary-overlong"
OVERLONG_FLAG = "--overlong_penalty 128"
# the larger trained-parameter counts of stage 3 (u x groups of --tying on the 0.5B model's 168 layers)
PARAMETER_RUNS = {"params-type-binary": (224, "--tying type"), "params-layer-binary": (5376, "--tying layer"),
                  "params-layer-u128-binary": (21504, "--tying layer, u = 128")}
DEFAULT_PARAMETERS = (32, "u = 32, --tying all")
PARAMETER_MARGIN = 0.005  # a larger count must gain more than 0.5 points beyond the reference run
# stage 4: the chosen recipe (binary, --overlong_penalty 128, --tying layer: learning_study.RECIPE_RUNS) at 3 seeds
RECIPE = "recipe"
RECIPE_SEEDS = ("recipe", "recipe-seed1", "recipe-seed2")
GOAL_BEYOND = 0.05  # the goal beyond an interval above zero: +5 points of pass@1


def _entry(summary, run, temperature):
    return summary.get("runs", {}).get(run, {}).get(f"T={temperature}")


def _missing(summary, runs, temperature):
    """The runs of `runs` not yet evaluated at `temperature`."""
    return [run for run in runs if not _entry(summary, run, temperature)]


def _gain(entry):
    return entry["paired_vs_base"]["metrics"]["pass@1"]["difference"]


def _cut_share(entry):
    tuned = entry["metrics"]["tuned"]
    return tuned["truncated"] / tuned["num_completions"]


def primary_test(summary, temperature=PRIMARY_TEMPERATURE, recipe=PRIMARY_RECIPE, seeds=PRIMARY_SEEDS):
    """The binary recipe pooled over seeds 0-2 against the base model sampled BASE_SAMPLINGS x 32 times: it learns if
    the paired t-interval of the pass@1 difference lies above zero; else the study found no learning. The
    declaration then asks for "the largest gain the interval excludes": read here as the interval's upper end, the
    smallest gain it excludes and the largest it does not. `recipe` and `seeds`: the same test of another recipe."""
    pooled = summary.get("recipes", {}).get(recipe, {}).get(f"T={temperature}")
    evaluated = pooled["runs"] if pooled else []
    base_jobs = summary.get("evaluation", {}).get("base_jobs", {}).get(f"T={temperature}", [])
    decision = {"recipe": recipe, "seeds": list(seeds), "evaluated": evaluated, "base_jobs": base_jobs}
    if sorted(evaluated) != sorted(seeds) or len(base_jobs) < BASE_SAMPLINGS:
        return {**decision, "status": "pending"}
    pass1 = pooled["paired_vs_base"]["metrics"]["pass@1"]
    low, high = pass1["t_interval"]
    return {**decision, "status": "learns" if low > 0 else "not shown", "difference": pass1["difference"],
            "t_interval": [low, high], "largest_gain_not_excluded": high}


def recipe_test(summary, temperature=PRIMARY_TEMPERATURE):
    """Stage 4 (declared 2026-11-26, before its runs): the primary test on the recipe the rules above chose, the
    issue's goal; `goal_beyond` says whether its pooled gain reaches the issue's further goal of +5 points."""
    decision = primary_test(summary, temperature, RECIPE, RECIPE_SEEDS)
    if decision["status"] != "pending":
        decision["goal_beyond"] = decision["difference"] >= GOAL_BEYOND
    return decision


def truncation_default(summary, temperature=PRIMARY_TEMPERATURE):
    """The overlong penalty beside the mask if the overlong run gains at least the reference run's pass@1 and
    cuts a smaller share at 512 tokens; the mask alone otherwise."""
    reference, overlong = _entry(summary, REFERENCE_RUN, temperature), _entry(summary, OVERLONG_RUN, temperature)
    if not (reference and overlong):
        return {"status": "pending", "needs": _missing(summary, (REFERENCE_RUN, OVERLONG_RUN), temperature)}
    measured = {"gain": _gain(overlong), "reference_gain": _gain(reference), "cut_share": _cut_share(overlong),
                "reference_cut_share": _cut_share(reference)}
    better = measured["gain"] >= measured["reference_gain"] and measured["cut_share"] < measured["reference_cut_share"]
    return {"status": "decided", "default": OVERLONG_FLAG if better else "the mask alone (no --overlong_penalty)",
            **measured}


def parameters_default(summary, temperature=PRIMARY_TEMPERATURE):
    """u = 32 shared by all layers unless a larger count gains more than PARAMETER_MARGIN beyond the reference
    run; then the largest such count."""
    reference = _entry(summary, REFERENCE_RUN, temperature)
    entries = {run: _entry(summary, run, temperature) for run in PARAMETER_RUNS}
    if not reference or not all(entries.values()):
        return {"status": "pending", "needs": _missing(summary, (REFERENCE_RUN, *PARAMETER_RUNS), temperature)}
    gains = {run: _gain(entry) - _gain(reference) for run, entry in entries.items()}
    qualified = [run for run, beyond in gains.items() if beyond > PARAMETER_MARGIN]
    count, label = max(PARAMETER_RUNS[run] for run in qualified) if qualified else DEFAULT_PARAMETERS
    return {"status": "decided", "default": label, "trained_parameters": count, "gain_beyond_reference": gains}


def decide(summary, temperature=PRIMARY_TEMPERATURE):
    """Every declared decision on `summary`; the reward default was declared as binary outright."""
    return {"declared": "benchmarks/results/learning/README.md, 2026-11-25 (stage 4: 2026-11-26)",
            "temperature": temperature,
            "primary": primary_test(summary, temperature), "recipe": recipe_test(summary, temperature),
            "reward": {"status": "decided", "default": "binary"},
            "truncation": truncation_default(summary, temperature),
            "parameters": parameters_default(summary, temperature)}


def describe(decisions):
    """One line per decision, for the summary's printout."""
    lines = []
    for label, test in (("primary test", decisions["primary"]), ("recipe test", decisions.get("recipe"))):
        if test is None:  # a summary written before stage 4 was declared
            continue
        if test["status"] == "pending":
            lines.append(f"{label}: pending ({len(test['evaluated'])} of {len(test['seeds'])} seeds evaluated, "
                         f"the base model sampled {len(test['base_jobs'])} of {BASE_SAMPLINGS} times)")
        else:
            low, high = test["t_interval"]
            lines.append(f"{label}: {test['status']} (pass@1 {test['difference']:+.2%}, t-interval "
                         f"[{low:+.2%}, {high:+.2%}])" + (f"; +5 points reached: {test['goal_beyond']}"
                                                            if "goal_beyond" in test else ""))
    for name in ("reward", "truncation", "parameters"):
        decision = decisions[name]
        lines.append(f"{name} default: " + (decision["default"] if decision["status"] == "decided" else
                                            f"pending (needs {', '.join(decision['needs'])})"))
    return lines
