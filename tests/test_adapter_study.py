"""Issue 46's report (benchmarks/adapter_study_summary.py, adapter_study_plot.py, parameter_counts.py): trained
parameters per adapter, the paired comparison on all held-out problems and without the close siblings, and the
fraction of the best LoRA or full gain each TinyLoRA recipe keeps, on made-up evaluations."""
import dataclasses
import json
import os

import pytest

from script_helpers import ROOT, load_script

study = load_script("benchmarks/learning_study")  # puts benchmarks/ on the path
import adapter_study_summary as summary_module  # noqa: E402
from parameter_counts import QWEN_05B, full_parameters, lora_parameters, tinylora_parameters  # noqa: E402
from study_folders import read_log  # noqa: E402

STORED = os.path.join(ROOT, "benchmarks", "results", "learning")


def test_parameter_counts_of_the_05b_model():
    assert full_parameters(QWEN_05B) == 630_167_424  # the bundled model loads untied (its GGUF's output.weight)
    assert full_parameters(dataclasses.replace(QWEN_05B, tied=True)) == 494_032_768  # Qwen2.5-0.5B's published count, tied
    assert lora_parameters(16, ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]) == \
        24 * 16 * (2 * (896 + 896) + 2 * (896 + 128) + 3 * (896 + 4864))
    assert lora_parameters(8, ["q_proj"]) == 24 * 8 * (896 + 896)
    assert [tinylora_parameters(u, tying) for u, tying in ((32, "all"), (32, "type"), (32, "layer"), (512, "layer"))] \
        == [32, 224, 5376, 86016]
    with pytest.raises(ValueError):
        lora_parameters(16, ["lm_head"])


def test_each_stored_runs_count_from_its_flags_is_the_one_it_recorded():
    checked = 0
    for name in study.STUDY_RUNS:
        config = os.path.join(STORED, name, "run_config.json")
        if not os.path.isfile(config):
            continue
        recorded = json.load(open(config))["effective"]["trainable_parameters"]
        count, source = summary_module.parameter_count("/nonexistent", name, study.COMMON + study.RUNS[name],
                                                       study.RUN_U.get(name, 32))
        tinylora = summary_module.adapter_of(study.RUNS[name]) == "tinylora"
        assert (count, source) == (recorded, "u x the groups of --tying" if tinylora else "the 0.5B model's shape"), \
            name  # LoRA's and full fine-tuning's count from the model's shape equals what the run recorded
        checked += 1
    assert checked >= 12


def test_the_models_shape_counts_the_parameters_the_stored_runs_trained_beside():
    """Every stored run's train.log says how many parameters the loaded model has beside what it trained: the shape
    full fine-tuning's count comes from must count the same."""
    import re

    checked = 0
    for name in sorted(os.listdir(STORED)):
        found = re.search(r"trainable (\d+) of ([\d,]+) parameters",
                          read_log(os.path.join(STORED, name, "train.log")) or "")
        if found and summary_module.adapter_of(study.RUNS.get(name, [])) == "tinylora":
            assert int(found.group(2).replace(",", "")) - int(found.group(1)) == full_parameters(QWEN_05B), name
            checked += 1
    assert checked >= 10


def test_lora_and_full_counts_come_from_run_config_else_from_the_shape(tmp_path):
    flags = study.COMMON + study.RUNS["lora-r16-lr5e-5"]
    assert summary_module.parameter_count(str(tmp_path), "lora-r16-lr5e-5", flags, 32) == (
        8_798_208, "the 0.5B model's shape")
    (tmp_path / "lora-r16-lr5e-5").mkdir()
    (tmp_path / "lora-r16-lr5e-5" / "run_config.json").write_text(
        json.dumps({"effective": {"trainable_parameters": 8_800_000}}))
    assert summary_module.parameter_count(str(tmp_path), "lora-r16-lr5e-5", flags, 32) == (
        8_800_000, "the run's run_config.json (or train.log)")
    assert summary_module.parameter_count(str(tmp_path), "full-lr1e-6", study.COMMON + study.RUNS["full-lr1e-6"],
                                          32) == (630_167_424, "the 0.5B model's shape")


def test_the_ratio_of_gains_and_its_paired_bootstrap_interval():
    kept = summary_module.ratio_interval([0.1, 0.2, 0.3, 0.0], [0.2, 0.4, 0.6, 0.0])
    assert kept["fraction"] == pytest.approx(0.5) and kept["interval"] == pytest.approx([0.5, 0.5])
    spread = summary_module.ratio_interval([0.0, 0.1, 0.3, 0.2, 0.0, 0.1], [0.1, 0.2, 0.3, 0.4, 0.1, 0.2])
    low, high = spread["interval"]
    assert spread["fraction"] == pytest.approx(0.7 / 1.3) and low < spread["fraction"] < high
    assert summary_module.ratio_interval([0.1, 0.2], [0.0, -0.1])["interval"] is None  # the best gains nothing
    unbounded = summary_module.ratio_interval([0.1, 0.1, 0.1], [0.9, -0.3, -0.3])  # best's mean +0.1, often <= 0
    assert unbounded["fraction"] == pytest.approx(1.0) and unbounded["interval"] is None
    assert summary_module.ratio_interval([], [])["fraction"] is None


def write_result(folder, job, accepted, extra=()):
    """A stored test.py result of `job`: per problem name, `accepted` of 32 samples AC, then `extra` outcomes
    [(outcome, truncated)], the rest WA; settings as the study's evaluation at T = 0.7."""
    settings = {"n": 32, "temperature": 0.7, "max_new_tokens": 512, "batch_size": 256, "test_seed": 42,
                "max_tests": None, "engine": "cuda_graph"}
    problems = []
    for name, ac in accepted.items():
        samples = [{"outcome": "AC", "compiled": True, "truncated": False}] * ac + [
            {"outcome": o, "compiled": o not in ("CE", "NO_CODE"), "truncated": cut} for o, cut in extra]
        samples += [{"outcome": "WA", "compiled": True, "truncated": False}] * (32 - len(samples))
        problems.append({"name": name, "every_test_judged": False, "samples": samples})
    (folder / f"{job}_held_out_n32_t0.7.json").write_text(json.dumps({"settings": settings, "problems": problems}))


def write_siblings(path, names, with_sibling, with_training_sibling=()):
    """A sibling list: `with_sibling` have a close sibling among the calibrated problems (and so among all training
    problems), `with_training_sibling` among the uncalibrated training problems only."""
    path.write_text(json.dumps({"format_version": 1, "criteria": {"statement": {"above": 0.6}}, "problems": [
        {"name": n, "close_sibling": {"calibrated": n in with_sibling,
                                      "train": n in with_sibling or n in with_training_sibling}} for n in names]}))


def test_summary_pairs_runs_and_recipes_on_all_problems_and_without_siblings(tmp_path, capsys):
    import utils

    every = [p["name"] for p in utils.load_problems(study.HELD_OUT)]
    names, near, siblings = every[:10], set(every[:3]), tmp_path / "siblings.json"
    write_siblings(siblings, every[1:], near)
    with pytest.raises(utils.UsageError, match="lacks 1 of the 208 held-out problems"):
        summary_module.close_sibling_subsets(str(siblings), set(every))
    write_siblings(siblings, every, near, with_training_sibling=set(every[3:5]))
    base_extra = [("CE", False)] * 8 + [("NO_CODE", True)] * 2 + [("TLE", True)] * 2
    write_result(tmp_path, "base", {n: 4 for n in names}, base_extra)
    # TinyLoRA: +8 of 32 on the problems with a sibling, +2 elsewhere (seed 0), +6 elsewhere (seed 1)
    write_result(tmp_path, "recipe", {n: 12 if n in near else 6 for n in names}, [("CE", False)] * 2)
    write_result(tmp_path, "recipe-seed1", {n: 12 if n in near else 10 for n in names}, [("CE", False)] * 2)
    runs = ["recipe", "recipe-seed1"]
    out = tmp_path / "out"

    def summarize(names_):
        return summary_module.summarize_adapter_study(str(tmp_path), str(out), {
            n: study.COMMON + study.RUNS[n] for n in names_}, study.RUN_U, (0.7,), study.HELD_OUT, None, str(siblings))

    pending = summarize(runs)
    assert pending["fraction_kept"]["T=0.7"] == {"status": "pending", "why": summary_module.NO_REFERENCE}
    assert summary_module.NO_REFERENCE in capsys.readouterr().out
    assert pending["siblings"]["problems"] == {"calibrated": {"all": 208, "without_close_sibling": 205},
                                               "train": {"all": 208, "without_close_sibling": 203}}
    run = pending["runs"]["recipe"]
    assert (run["adapter"], run["trained_parameters"]) == ("tinylora", 5376)
    everywhere, alone = run["T=0.7"]["all"], run["T=0.7"]["without_close_sibling"]
    assert (everywhere["problems"], alone["problems"]) == (10, 7)
    assert everywhere["pass@1"]["difference"] == pytest.approx((3 * 8 + 7 * 2) / 10 / 32)
    assert alone["pass@1"]["difference"] == pytest.approx(2 / 32) and alone["pass@1"]["problems_up"] == 7
    assert alone["pass@1"]["t_interval"] == pytest.approx([2 / 32, 2 / 32])  # the same gain on every problem
    assert set(everywhere) == {"problems", "pass@1", "pass@8", "pass@32", "base", "tuned"}
    assert everywhere["pass@32"]["difference"] == 0.0  # both sides solve every problem at least once
    assert everywhere["base"]["outcomes"] == pytest.approx({"AC": 4 / 32, "WA": 16 / 32, "CE": 8 / 32,
                                                            "NO_CODE": 2 / 32, "other": 2 / 32})
    assert (everywhere["base"]["truncated"], everywhere["tuned"]["truncated"]) == (4 / 32, 0.0)
    pooled = pending["recipes"]["recipe"]["T=0.7"]
    assert pooled["runs"] == runs and pooled["without_close_sibling"]["pass@1"]["difference"] == pytest.approx(4 / 32)
    # the t-interval holds the two trained models fixed; drawing the seeds again too spans seed 0's +2 to seed 1's +6
    assert pooled["without_close_sibling"]["pass@1"]["t_interval"] == pytest.approx([4 / 32, 4 / 32])
    assert pooled["without_close_sibling"]["pass@1"]["seeds_and_problems_interval"] == pytest.approx([2 / 32, 6 / 32])
    assert "seeds_and_problems_interval" not in run["T=0.7"]["all"]["pass@1"]

    # a run on every training problem (no --train_filter) leaves out the siblings among all of them
    write_result(tmp_path, "recipe-dynamic", {n: 6 for n in names})
    dynamic = summarize(["recipe-dynamic"])["runs"]["recipe-dynamic"]
    assert dynamic["sibling_pool"] == "train" and dynamic["T=0.7"]["without_close_sibling"]["problems"] == 5
    assert run["sibling_pool"] == "calibrated"
    # LoRA gains +16 everywhere, full fine-tuning +12: LoRA is the reference
    write_result(tmp_path, "lora-r16-lr5e-5", {n: 20 for n in names})
    write_result(tmp_path, "full-lr1e-6", {n: 16 for n in names})
    write_result(tmp_path, "lora-r16-lr2e-4", {n: 20 for n in names})  # tied with 5e-5: the later name is the best
    tied = summarize(runs + ["lora-r16-lr2e-4", "lora-r16-lr5e-5", "full-lr1e-6"])["fraction_kept"]["T=0.7"]
    assert tied["best"] == "lora-r16-lr5e-5" and list(tied["other_references"]) == ["full"]
    measured = summarize(runs + ["lora-r16-lr5e-5", "full-lr1e-6"])
    kept = measured["fraction_kept"]["T=0.7"]
    assert (kept["status"], kept["best"], kept["best_adapter"]) == ("measured", "lora-r16-lr5e-5", "lora")
    recipe = kept["tinylora"]["recipe"]
    assert recipe["trained_parameters"] == 5376
    assert recipe["without_close_sibling"]["fraction"] == pytest.approx(4 / 16)
    assert recipe["without_close_sibling"]["interval"] == pytest.approx([0.25, 0.25])
    # with the seeds drawn again too: seed 0 alone keeps 2 of 16, seed 1 alone 6 of 16
    assert recipe["without_close_sibling"]["interval_seeds_and_problems"] == pytest.approx([0.125, 0.375])
    behind = recipe["without_close_sibling"]["gain_minus_best_gain"]  # pass@1 gains, the recipe's minus LoRA's
    assert behind["difference"] == pytest.approx(-12 / 32) and behind["t_interval"] == pytest.approx([-0.375] * 2)
    assert kept["best_seeds"] == 1 and "chosen on these data" in kept["method"]
    against = kept["best_against_others"]["full-lr1e-6"]  # LoRA +16 of 32 everywhere, full +12
    assert against["difference"] == pytest.approx(4 / 32) and against["t_interval"] == pytest.approx([4 / 32] * 2)
    assert recipe["all"]["fraction"] == pytest.approx((3 * 8 + 7 * 4) / 10 / 16)
    # the best of the other adapter read alike: full fine-tuning's +12 of 32
    assert list(kept["other_references"]) == ["full"] and kept["other_references"]["full"]["best"] == "full-lr1e-6"
    of_full = kept["other_references"]["full"]["tinylora"]["recipe"]["without_close_sibling"]
    assert of_full["fraction"] == pytest.approx(4 / 12) and of_full["interval_seeds_and_problems"] == \
        pytest.approx([2 / 12, 6 / 12])
    low, high = recipe["all"]["interval"]
    assert low < recipe["all"]["fraction"] < high
    assert measured["recipes"]["full-lr1e-6"]["trained_parameters"] == 630_167_424
    printed = capsys.readouterr().out
    assert "the best non-TinyLoRA recipe on these problems is lora-r16-lr5e-5 (lora, 1 seed(s))" in printed
    assert "recipe (5,376 trained): all 0.33 [" in printed
    assert "without_close_sibling 0.25 [0.25, 0.25] [0.12, 0.38], -37.50 [-37.50, -37.50] p" in printed
    assert "  of full's best, full-lr1e-6 (1 seed(s)):\n    recipe (5,376 trained): all " in printed
    assert "without_close_sibling 0.33 [0.33, 0.33] [0.17, 0.50], -25.00 [-25.00, -25.00] p" in printed
    assert measured["plot"] == "adapter_parameters_gain.png"
    written = {name: (out / name).read_bytes() for name in ("adapter_study.json", "adapter_parameters_gain.png")}
    summarize(runs + ["lora-r16-lr5e-5", "full-lr1e-6"])
    assert all((out / name).read_bytes() == content for name, content in written.items())  # deterministic
    # a run sampled otherwise than the base model is refused
    result = json.loads((tmp_path / "full-lr1e-6_held_out_n32_t0.7.json").read_text())
    result["settings"]["max_new_tokens"] = 1024
    (tmp_path / "full-lr1e-6_held_out_n32_t0.7.json").write_text(json.dumps(result))
    with pytest.raises(ValueError, match="max_new_tokens 1024 against 512"):
        summarize(["full-lr1e-6"])


def test_dynamic_sampling_is_read_against_the_calibrated_recipes_interval(tmp_path, capsys):
    """Issue 47's goal: recipe-dynamic's held-out gain within the calibrated recipe's t-interval (its seeds pooled),
    with the paired difference beside it, on all problems and on those without a close sibling among every training
    problem (recipe-dynamic's pool)."""
    import utils

    every = [p["name"] for p in utils.load_problems(study.HELD_OUT)]
    names, siblings = every[:10], tmp_path / "siblings.json"
    write_siblings(siblings, every, set(every[:2]), with_training_sibling=set(every[2:4]))
    write_result(tmp_path, "base", {n: 4 for n in names})
    # the recipe's two seeds: +2 and +6 of 32 on the even problems, +6 and +10 on the odd ones: +4 / +8 pooled
    write_result(tmp_path, "recipe", {n: 6 if i % 2 == 0 else 10 for i, n in enumerate(names)})
    write_result(tmp_path, "recipe-seed1", {n: 10 if i % 2 == 0 else 14 for i, n in enumerate(names)})
    out = tmp_path / "out"

    def summarize(names_):
        return summary_module.summarize_adapter_study(str(tmp_path), str(out), {
            n: study.COMMON + study.RUNS[n] for n in names_}, study.RUN_U, (0.7,), study.HELD_OUT, None, str(siblings))

    runs = ["recipe", "recipe-seed1", "recipe-dynamic", "recipe-dynamic-skip6"]
    assert summarize(runs)["dynamic_replay"] == {"recipe-dynamic-skip6": None}  # no step of its replay logged
    assert "recipe-dynamic-skip6: no step of its replay logged yet" in capsys.readouterr().out
    pending = summarize(runs)["dynamic_against_calibrated"]
    assert pending["recipe-dynamic"]["T=0.7"] == {"status": "pending", "why": "recipe-dynamic not evaluated at T = 0.7"}
    assert "recipe-dynamic-skip6 against the calibrated recipe: recipe-dynamic-skip6 not evaluated" in \
        capsys.readouterr().out
    # dynamic sampling gains +6 of 32 on every problem: the recipe's mean, within its interval; the rerun with the
    # spike rule, +2: read alike, on its own
    write_result(tmp_path, "recipe-dynamic", {n: 10 for n in names})
    write_result(tmp_path, "recipe-dynamic-skip6", {n: 6 for n in names})
    readings = summarize(runs)["dynamic_against_calibrated"]
    assert readings["recipe-dynamic-skip6"]["T=0.7"]["all"]["dynamic_gain"] == pytest.approx(2 / 32)
    assert readings["recipe-dynamic-skip6"]["T=0.7"]["seeds"] == {"recipe-dynamic-skip6": 1, "recipe": 2}
    reading = readings["recipe-dynamic"]["T=0.7"]
    assert reading["seeds"] == {"recipe-dynamic": 1, "recipe": 2}
    # trained on other problems: not a point of issue 46's curve
    from adapter_study_plot import plot_points

    assert [p[0] for p in plot_points(summarize(runs)["recipes"], 0.7)] == ["recipe"]
    write_result(tmp_path, "lora-r16-lr1e-5", {n: 14 for n in names})  # a reference: the fraction is read
    kept = summarize(runs + ["lora-r16-lr1e-5"])["fraction_kept"]["T=0.7"]
    assert list(kept["tinylora"]) == ["recipe"]
    everywhere, alone = reading["all"], reading["without_close_sibling"]
    assert (everywhere["problems"], alone["problems"]) == (10, 6)  # 4 with a sibling among all training problems
    assert (everywhere["dynamic_gain"], everywhere["calibrated_gain"]) == pytest.approx((6 / 32, 6 / 32))
    low, high = everywhere["calibrated_t_interval"]
    assert low < 6 / 32 < high and everywhere["within_calibrated_interval"]
    assert everywhere["difference"]["difference"] == pytest.approx(0.0)
    assert "recipe-dynamic (1 seed(s)) gains +18.75, recipe (2 seed(s) pooled) +18.75 [" in capsys.readouterr().out
    # +1 of 32 everywhere: outside, and below by 5 of 32
    write_result(tmp_path, "recipe-dynamic", {n: 5 for n in names})
    reading = summarize(runs)["dynamic_against_calibrated"]["recipe-dynamic"]["T=0.7"]
    assert not reading["all"]["within_calibrated_interval"]
    assert reading["all"]["difference"]["difference"] == pytest.approx(-5 / 32)
    assert reading["all"]["difference"]["t_interval"][1] < 0
    assert "]: outside; difference -15.62 [" in capsys.readouterr().out


def test_the_rerun_from_a_checkpoint_is_read_against_the_steps_it_replays(tmp_path):
    """recipe-dynamic-skip6 resumed recipe-dynamic's checkpoint-154: its steps 155-254 are compared field by field,
    steps outside that range and steps only one of them logged are not."""
    import csv

    from dynamic_check import describe_replay, replay_agreement

    def write_log(name, steps, changed=(), norm=0.1, bumped=()):
        os.makedirs(tmp_path / name, exist_ok=True)
        with open(tmp_path / name / "reward_log.csv", "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=["step", "reward", "compile_rate", "completion_length",
                                                   "prompts_sampled", "groups_dropped", "grad_norm"])
            writer.writeheader()
            for step in steps:
                writer.writerow({"step": step, "reward": 0.5 + (0.25 if step in changed else 0), "compile_rate": 0.8,
                                 "completion_length": 170.5, "prompts_sampled": 16, "groups_dropped": 0.25,
                                 "grad_norm": norm * (1.5 if step == 200 else 1) * (2 if step in bumped else 1)})

    write_log("recipe-dynamic", range(1, 268), changed=(256,))  # 256: after the replay, never compared
    # 150-154: before its replay; 215's norm, after the first differing round, is not the replay's
    write_log("recipe-dynamic-skip6", range(150, 231), changed=(210, 220), bumped=(215,))
    agreement = replay_agreement(str(tmp_path), "recipe-dynamic-skip6", "recipe-dynamic", 155, 254)
    assert agreement == {"original": "recipe-dynamic", "steps": [155, 254], "compared": 76, "identical": 74,
                         "first_differing": 210, "grad_norm_max_relative_difference": pytest.approx(0.0)}
    write_log("recipe-dynamic-skip6", range(155, 201))
    agreement = replay_agreement(str(tmp_path), "recipe-dynamic-skip6", "recipe-dynamic", 155, 254)
    assert (agreement["identical"], agreement["first_differing"]) == (46, None)
    assert agreement["grad_norm_max_relative_difference"] == pytest.approx(0.0)
    write_log("recipe-dynamic-skip6", range(155, 201), norm=0.2)
    assert replay_agreement(str(tmp_path), "recipe-dynamic-skip6", "recipe-dynamic", 155, 254)[
        "grad_norm_max_relative_difference"] == pytest.approx(1.0)
    assert describe_replay("recipe-dynamic-skip6", agreement) == (
        "recipe-dynamic-skip6 against recipe-dynamic, steps 155-254: 46 of 46 logged rounds identical (none "
        "differs); gradient norms 0 apart at most (relative) before any differing round")


def test_a_recipes_pass_at_k_is_the_mean_of_its_seeds_own(tmp_path):
    import utils

    every = [p["name"] for p in utils.load_problems(study.HELD_OUT)]
    names, siblings = every[:4], tmp_path / "siblings.json"
    write_siblings(siblings, every, set())
    write_result(tmp_path, "base", {n: 1 for n in names})
    # seed 0 solves the first two problems always and the others never; seed 1 the other way round: pooled, the
    # two solve every problem half the time, and their ensemble reaches all four in 32 samples
    write_result(tmp_path, "recipe", {n: 32 if i < 2 else 0 for i, n in enumerate(names)})
    write_result(tmp_path, "recipe-seed1", {n: 0 if i < 2 else 32 for i, n in enumerate(names)})
    summary = summary_module.summarize_adapter_study(str(tmp_path), str(tmp_path / "out"), {
        n: study.COMMON + study.RUNS[n] for n in ("recipe", "recipe-seed1")}, study.RUN_U, (0.7,), study.HELD_OUT,
        None, str(siblings))
    pooled = summary["recipes"]["recipe"]["T=0.7"]["all"]
    assert pooled["pass@1"]["tuned"] == pytest.approx(0.5)
    assert pooled["pass@32"]["tuned"] == pytest.approx(0.5)  # not the ensemble's 1.0
    assert pooled["pass@32"]["difference"] == pytest.approx(-0.5)  # the base model reaches each problem in 32
    assert [summary["runs"][n]["T=0.7"]["all"]["pass@32"]["tuned"] for n in ("recipe", "recipe-seed1")] == [0.5, 0.5]
    # two seeds' 64 samples against the base model's 32: no sign counts; one seed's 32 against 32: counted
    assert (pooled["pass@1"]["problems_up"], pooled["pass@32"]["problems_down"]) == (None, None)
    assert summary["runs"]["recipe"]["T=0.7"]["all"]["pass@1"]["problems_up"] == 2
    # each seed answers every problem alike (all AC or all WA): the same within each seed's block, though the two
    # seeds' pooled 64 samples split half and half; the base model's 1 AC and 31 WA: 31 * 30 of 32 * 31 pairs
    assert pooled["tuned"]["same_answer"] == 1.0
    assert pooled["base"]["same_answer"] == pytest.approx(31 * 30 / (32 * 31))


def test_two_answers_are_the_same_when_their_verdict_and_length_are_within_one_models_samples():
    def sample(outcome, tokens):
        return {"outcome": outcome, "num_tokens": tokens}

    one_model = {"name": "a", "samples": [sample("WA", 90)] * 3 + [sample("WA", 91), sample("AC", 90)]}
    assert summary_module.same_answer_chance([one_model]) == pytest.approx(3 * 2 / (5 * 4))  # same verdict only
    seeds = {"name": "b", "sample_blocks": [2, 4],
             "samples": [sample("AC", 50), sample("AC", 50)] + [sample("CE", n) for n in (1, 2, 3, 3)]}
    assert summary_module.same_answer_chance([seeds]) == pytest.approx((1 + 2 / 12) / 2)  # each seed's own pairs
    assert summary_module.same_answer_chance([one_model, seeds]) == pytest.approx((6 / 20 + 1 + 2 / 12) / 3)
    # answers cut at the limit share its length, not their text: they never match
    cut = {"name": "c", "samples": [dict(sample("CE", 512), truncated=True)] * 3 + [sample("WA", 40)] * 2}
    assert summary_module.same_answer_chance([cut]) == pytest.approx(2 / 20)
    assert summary_module.same_answer_chance([]) is None
    once = [{"name": "e", "samples": [sample("AC", 5)]}]  # one sample a problem (--n 1): no pair to compare
    entry = summary_module.paired_with_base(once, once, {"e"})
    assert entry["tuned"]["same_answer"] is None
    assert summary_module.describe("one sample", entry).endswith("two answers the same n/a (base n/a)")


def test_a_full_model_folder_pairs_with_the_model_its_training_started_from():
    """test.py names a full model folder's result after the folder (model "full_model"); its base_model is the model
    the base sampling used. Before this, the first full run's evaluation was refused as "not sampled alike"."""
    from study_pairing import check_same_sampling

    base_id = "bundled:Qwen2.5-Coder-0.5B-Instruct-Q4_K_M@1d9614638d18"
    sampling = {"n": 32, "temperature": 0.7, "max_new_tokens": 512, "batch_size": 256, "test_seed": 42,
                "max_tests": None, "engine": "cuda_graph", "quantized": False}
    base = {"settings": {**sampling, "model": base_id}}
    full = {"settings": {**sampling, "model": "full_model", "kind": "model", "base_model": base_id}}
    check_same_sampling("full-lr1e-6", full, "base", base)
    other = {"settings": {**full["settings"], "base_model": "Qwen/Qwen2.5-Coder-3B-Instruct"}}
    with pytest.raises(ValueError, match="model Qwen/Qwen2.5-Coder-3B-Instruct against bundled:"):
        check_same_sampling("full-3b", other, "base", base)
    # a LoRA or TinyLoRA result names its base model as model; a base_model there is not read
    lora = {"settings": {**sampling, "model": "some/other-model", "kind": "lora", "base_model": base_id}}
    with pytest.raises(ValueError, match="model some/other-model against"):
        check_same_sampling("lora", lora, "base", base)


def test_each_recipe_is_paired_with_the_base_model_sampled_by_its_own_engine(tmp_path, capsys):
    import utils

    every = [p["name"] for p in utils.load_problems(study.HELD_OUT)]
    names, siblings = every[:4], tmp_path / "siblings.json"
    write_siblings(siblings, every, set())

    def write(job, engine, accepted):  # at T = 1.0: `accepted` of 32 samples AC on every problem, the rest WA
        write_result(tmp_path, job, {n: accepted for n in names})
        result = json.loads((tmp_path / f"{job}_held_out_n32_t0.7.json").read_text())
        (tmp_path / f"{job}_held_out_n32_t0.7.json").unlink()
        result["settings"].update(temperature=1.0, engine=engine)
        (tmp_path / f"{job}_held_out_n32_t1.0{'_cuda_graph' if engine == 'cuda_graph' else ''}.json").write_text(
            json.dumps(result))

    def summarize(runs):
        return summary_module.summarize_adapter_study(str(tmp_path), str(tmp_path / "out"), {
            n: study.COMMON + study.RUNS[n] for n in runs}, study.RUN_U, (1.0,), study.HELD_OUT, None, str(siblings))

    write("base", "vllm", 4)  # issue 25's base sampling at T = 1.0, and the recipe's evaluation: vLLM
    write("recipe", "vllm", 12)
    write("lora-r16-lr5e-5", "cuda_graph", 24)  # since 2026-12-05: cuda_graph, against its own base sampling
    waiting = summarize(["recipe", "lora-r16-lr5e-5"])  # its base sampling not stored yet: left out, not refused
    assert "lora-r16-lr5e-5" not in waiting["runs"] and waiting["fraction_kept"]["T=1.0"]["status"] == "pending"
    assert "lora-r16-lr5e-5_held_out_n32_t1.0_cuda_graph: left out until the base model is sampled by cuda_graph" \
        in capsys.readouterr().out
    write("base", "cuda_graph", 8)
    summary = summarize(["recipe", "lora-r16-lr5e-5"])
    lora = summary["runs"]["lora-r16-lr5e-5"]["T=1.0"]
    assert lora["engine"] == "cuda_graph" and lora["all"]["pass@1"]["difference"] == pytest.approx(16 / 32)
    assert summary["recipes"]["recipe"]["T=1.0"]["engine"] == "vllm"
    assert summary["recipes"]["recipe"]["T=1.0"]["all"]["pass@1"]["difference"] == pytest.approx(8 / 32)
    kept = summary["fraction_kept"]["T=1.0"]["tinylora"]["recipe"]["all"]
    assert kept["fraction"] == pytest.approx(0.5)  # +8 of +16; against one base sampling it would read 8 / 20
    check = summary["engine_check"]["base on cuda_graph against base on vllm, T=1.0"]["all"]
    assert check["pass@1"]["difference"] == pytest.approx(4 / 32)
    assert "base on cuda_graph against base on vllm, T=1.0, all (4 problems): pass@1 +12.50" in capsys.readouterr().out
    # a recipe's seeds pool against one base sampling: the engine that evaluated most of them, today's on a tie;
    # a seed evaluated by the other engine only is left out, and named
    write("recipe-seed1", "cuda_graph", 20)
    tie = summarize(["recipe", "recipe-seed1"])["recipes"]["recipe"]["T=1.0"]
    assert (tie["engine"], tie["runs"], tie["left_out"]) == ("cuda_graph", ["recipe-seed1"], ["recipe"])
    write("recipe-seed2", "vllm", 16)
    most = summarize(["recipe", "recipe-seed1", "recipe-seed2"])["recipes"]["recipe"]["T=1.0"]
    assert (most["engine"], most["runs"], most["left_out"]) == ("vllm", ["recipe", "recipe-seed2"], ["recipe-seed1"])
    assert most["all"]["pass@1"]["difference"] == pytest.approx((8 + 12) / 2 / 32)


def test_the_plot_places_each_recipe_at_its_count_and_dodges_equal_counts():
    from adapter_study_plot import dodged, plot_points

    def recipe(adapter, count, gain, seeds=1):
        entry = {"difference": gain, "t_interval": [gain - 0.01, gain + 0.01]}
        return {"adapter": adapter, "trained_parameters": count,
                "T=0.7": {"runs": ["x"] * seeds, "all": {"pass@1": entry, "pass@32": entry}}}

    recipes = {"b": recipe("tinylora", 32, 0.01), "a": recipe("tinylora", 32, 0.02, 3),
               "lora": recipe("lora", 8_798_208, 0.1), "unevaluated": {"adapter": "full", "trained_parameters": 1}}
    points = plot_points(recipes, 0.7)
    assert [(p[0], p[2], p[3]) for p in points] == [("a", 32, 3), ("b", 32, 1), ("lora", 8_798_208, 1)]
    xs = dodged(points)
    assert xs[0] < 32 < xs[1] and xs[0] * xs[1] == pytest.approx(32 ** 2) and xs[2] == 8_798_208


def test_the_longer_limit_pairs_base_and_recipe_at_1024_tokens(tmp_path, capsys):
    import utils

    every = [p["name"] for p in utils.load_problems(study.HELD_OUT)]
    names, siblings = every[:6], tmp_path / "siblings.json"
    write_siblings(siblings, every, set(every[:1]))
    write_result(tmp_path, "base", {n: 4 for n in names})
    write_result(tmp_path, "recipe", {n: 8 for n in names})

    def longer(job, accepted):  # the job again at 1024 new tokens
        write_result(tmp_path, "longer", accepted)
        result = json.loads((tmp_path / "longer_held_out_n32_t0.7.json").read_text())
        result["settings"]["max_new_tokens"] = 1024
        (tmp_path / f"{job}_held_out_n32_t0.7_max1024.json").write_text(json.dumps(result))

    def summarize():
        return summary_module.summarize_adapter_study(str(tmp_path), str(tmp_path / "out"), {
            "recipe": study.COMMON + study.RUNS["recipe"]}, study.RUN_U, (0.7,), study.HELD_OUT, None,
            str(siblings))["longer_limit"]

    longer("base", {n: 5 for n in names})
    first = summarize()
    assert first["pending"] == ["recipe_held_out_n32_t0.7_max1024"]
    assert first["comparisons"]["base at 1024 against base at 512"]["all"]["pass@1"]["difference"] == \
        pytest.approx(1 / 32)
    assert "not evaluated yet: recipe_held_out_n32_t0.7_max1024" in capsys.readouterr().out
    longer("recipe", {n: 9 if n == names[0] else 8 for n in names})
    both = summarize()
    assert both["pending"] == []
    against = both["comparisons"]["recipe against base, both at 1024"]
    assert against["all"]["pass@1"]["difference"] == pytest.approx((4 + 5 * 3) / 6 / 32)
    assert against["without_close_sibling"]["problems"] == 5  # names[0] has a close sibling
    assert against["without_close_sibling"]["pass@1"]["difference"] == pytest.approx(3 / 32)
