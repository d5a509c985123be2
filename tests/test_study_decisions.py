"""benchmarks/study_decisions.py: issue 25's declared rules, applied to summaries built here (the real study's
evaluations are not all in yet)."""
import os
import sys

from script_helpers import ROOT

sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
import study_decisions as rules  # noqa: E402


def run_entry(gain, cut_share, low=-0.01, high=0.01, completions=6656):
    return {"metrics": {"tuned": {"truncated": round(cut_share * completions), "num_completions": completions}},
            "paired_vs_base": {"metrics": {"pass@1": {"difference": gain, "t_interval": [low, high]}}}}


BASE_JOBS = ["base_held_out_n32_t0.7", "base_held_out_n32_t0.7_test_seed43", "base_held_out_n32_t0.7_test_seed44"]


def summary_with(runs, pooled=None, base_jobs=BASE_JOBS, recipe="reward-binary"):
    summary = {"runs": {name: {"T=0.7": entry} for name, entry in runs.items()}, "recipes": {},
               "evaluation": {"base_jobs": {"T=0.7": base_jobs}}}
    if pooled:
        seeds, low, high = pooled
        summary["recipes"][recipe] = {"T=0.7": {"runs": seeds, "paired_vs_base": {"metrics": {
            "pass@1": {"difference": (low + high) / 2, "t_interval": [low, high]}}}}}
    return summary


def test_the_primary_test_waits_for_all_three_seeds_then_reads_the_interval():
    assert rules.primary_test(summary_with({}, (["reward-binary"], 0.0017, 0.0135)))["status"] == "pending"
    seeds = ["reward-binary-seed2", "reward-binary", "reward-binary-seed1"]
    learns = rules.primary_test(summary_with({}, (seeds, 0.002, 0.012)))
    assert learns["status"] == "learns" and learns["t_interval"] == [0.002, 0.012]
    not_shown = rules.primary_test(summary_with({}, (seeds, -0.001, 0.009)))
    assert not_shown["status"] == "not shown" and not_shown["largest_gain_not_excluded"] == 0.009
    assert rules.primary_test(summary_with({}, (seeds, 0.0, 0.01)))["status"] == "not shown"  # zero is not above
    # the declared base side is 3 x 32 samples: against seed 42's 32 alone nothing is decided
    assert rules.primary_test(summary_with({}, (seeds, 0.002, 0.012), BASE_JOBS[:1]))["status"] == "pending"


def test_the_recipe_test_reads_stage_4s_three_seeds_and_the_goal_of_five_points():
    seeds = ["recipe", "recipe-seed1", "recipe-seed2"]
    assert rules.recipe_test(summary_with({}, (seeds[:2], 0.03, 0.07), recipe="recipe"))["status"] == "pending"
    # the binary recipe's seeds do not stand in for stage 4's
    assert rules.recipe_test(summary_with({}, (["reward-binary", "reward-binary-seed1", "reward-binary-seed2"],
                                                0.002, 0.012)))["status"] == "pending"
    reached = rules.recipe_test(summary_with({}, (seeds, 0.03, 0.07), recipe="recipe"))
    assert (reached["status"], reached["goal_beyond"]) == ("learns", True)  # +5.0 points pooled
    short = rules.recipe_test(summary_with({}, (seeds, 0.02, 0.06), recipe="recipe"))
    assert (short["status"], short["goal_beyond"]) == ("learns", False)  # +4.0
    assert rules.recipe_test(summary_with({}, (seeds, -0.01, 0.03), recipe="recipe"))["status"] == "not shown"


def test_the_overlong_penalty_needs_an_equal_gain_and_a_smaller_cut_share():
    reference = run_entry(0.0076, 0.30)
    decide = lambda overlong: rules.truncation_default(summary_with(  # noqa: E731
        {"reward-binary": reference, "reward-binary-overlong": overlong}))
    assert rules.truncation_default(summary_with({"reward-binary": reference}))["status"] == "pending"
    assert decide(run_entry(0.0076, 0.12))["default"] == "--overlong_penalty 128"  # equal gain counts
    assert decide(run_entry(0.0070, 0.12))["default"] == "the mask alone (no --overlong_penalty)"  # less gain
    assert decide(run_entry(0.0100, 0.30))["default"] == "the mask alone (no --overlong_penalty)"  # cut no less
    decided = decide(run_entry(0.0090, 0.10))
    assert decided["default"] == "--overlong_penalty 128" and (decided["cut_share"], decided["reference_cut_share"]) \
        == (round(0.10 * 6656) / 6656, round(0.30 * 6656) / 6656)


def test_a_larger_parameter_count_must_beat_the_reference_by_half_a_point_and_the_largest_such_wins():
    def decide(type_gain, layer_gain, u128_gain):
        return rules.parameters_default(summary_with({
            "reward-binary": run_entry(0.0076, 0.3), "params-type-binary": run_entry(type_gain, 0.3),
            "params-layer-binary": run_entry(layer_gain, 0.3), "params-layer-u128-binary": run_entry(u128_gain, 0.3)}))

    assert rules.parameters_default(summary_with({"reward-binary": run_entry(0.0076, 0.3)}))["status"] == "pending"
    assert decide(0.010, 0.012, 0.0125)["trained_parameters"] == 32  # 0.49 points beyond: not more than 0.5
    assert decide(0.020, 0.010, 0.009)["trained_parameters"] == 224
    chosen = decide(0.020, 0.014, 0.003)  # type and layer qualify: the larger count
    assert (chosen["trained_parameters"], chosen["default"]) == (5376, "--tying layer")
    assert decide(0.020, 0.014, 0.030)["trained_parameters"] == 21504


def test_every_decision_prints_one_line_pending_or_decided():
    lines = rules.describe(rules.decide(summary_with({"reward-binary": run_entry(0.0076, 0.3)},
                                                     (["reward-binary"], 0.0017, 0.0135))))
    assert lines[0] == "primary test: pending (1 of 3 seeds evaluated, the base model sampled 3 of 3 times)"
    assert lines[1] == "recipe test: pending (0 of 3 seeds evaluated, the base model sampled 3 of 3 times)"
    assert lines[2] == "reward default: binary"
    assert lines[3] == "truncation default: pending (needs reward-binary-overlong)"  # the reference is evaluated
    assert lines[4].startswith("parameters default: pending")
    seeds = ["recipe", "recipe-seed1", "recipe-seed2"]
    decided = rules.describe(rules.decide(summary_with({}, (seeds, 0.03, 0.07), recipe="recipe")))
    assert decided[1] == "recipe test: learns (pass@1 +5.00%, t-interval [+3.00%, +7.00%]); +5 points reached: True"


def test_issue_46s_runs_leave_the_declared_decisions_to_the_runs_declared_for_them():
    """LoRA, full fine-tuning and the u = 512 TinyLoRA run pool into recipes of their own: neither the recipe test nor
    the primary test nor the parameter default reads them, however large their gains."""
    from script_helpers import load_script

    study = load_script("benchmarks/learning_study")
    from study_pairing import recipe_of

    issue_46 = set(study.ADAPTER_RUNS)
    assert len(issue_46) == 20  # LoRA and full at their rates and seeds (12 + 6), u = 512 at two rates
    declared = {*rules.PRIMARY_SEEDS, *rules.RECIPE_SEEDS, *rules.PARAMETER_RUNS, rules.REFERENCE_RUN,
                rules.OVERLONG_RUN}
    assert not issue_46 & declared and not {recipe_of(n) for n in issue_46} & {rules.RECIPE, rules.PRIMARY_RECIPE}
    seeds = ["recipe", "recipe-seed1", "recipe-seed2"]
    summary = summary_with({"recipe-u512-lr3e-4": run_entry(0.20, 0.0)}, (seeds, 0.03, 0.07), recipe="recipe")
    for recipe in ("lora-r16-lr5e-5", "recipe-u512-lr3e-4", "recipe-u512-lr1e-4"):
        summary["recipes"][recipe] = {"T=0.7": {"runs": [recipe], "paired_vs_base": {"metrics": {
            "pass@1": {"difference": 0.2, "t_interval": [0.15, 0.25]}}}}}
    decided = rules.decide(summary)
    assert (decided["recipe"]["status"], decided["recipe"]["difference"]) == ("learns", 0.05)
    assert decided["primary"]["status"] == "pending" and decided["parameters"]["status"] == "pending"
