"""The learning-rate study's summary (issue 13; benchmarks/learning_study.py summarize): per run, the training
reward per round (raw, and relative to the base model's on the same problems), paired comparisons of the training
reward with a reference run and with the base model, the held-out comparison with the base model, and the curves."""
import json
import os
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
import utils  # noqa: E402
from study_pairing import load_job, result_file  # noqa: E402


def require_every_test_judged(result, job):
    """`result`, refused when test.py judged it only to first failures: the sweep compares average rewards."""
    if not utils.every_test_judged(result["problems"]):
        raise ValueError(f"{job} was judged with --stop_at_first_failure: the learning-rate sweep compares average "
                         "rewards, which need every test judged")
    return result


def summarize_lr_sweep(root, out, runs, held_out_files, common, reference_run, rollout_temperature):
    """Per run of `runs` ({name: its arguments after `common`}): rewards per round, |v|, step time, the training
    reward paired with `reference_run`'s and with the base model's, and the held-out comparison; plots."""
    from tinylora_coder.training.reward_log import read_csv

    os.makedirs(out, exist_ok=True)
    # Only problems still in the held-out files count (two were dropped after stage 1 as copies of training tasks).
    held_out = {p["name"] for p in utils.load_problems(held_out_files)}
    # kept gzipped (.json.gz, as learning_study.py store keeps issue 25's): every GPU call carries the tracked tree
    base = require_every_test_judged(load_job(root, "base_held_out"), "base_held_out")
    base["problems"] = [r for r in base["problems"] if r["name"] in held_out]
    base_reward = {}
    baseline_sampling = None
    if result_file(root, "base_train"):
        base_train_result = require_every_test_judged(load_job(root, "base_train"), "base_train")
        settings = base_train_result.get("settings", {})
        baseline_sampling = {"temperature": settings.get("temperature"), "samples_per_problem": settings.get("n")}
        if settings.get("temperature") == rollout_temperature:
            for record in base_train_result["problems"]:
                base_reward[record["name"]] = float(np.mean([s["reward"] for s in record["samples"]]))
        else:  # a baseline sampled otherwise than the rollouts would shift every relative reward
            print(f"warning: base_train.json was sampled at temperature {settings.get('temperature')}, the rollouts at "
                  f"{rollout_temperature}: no relative rewards (rerun evaluate)")
    summary = {"base": utils.compute_metrics(base["problems"], ks=[1, 8]),
               "relative_reward_baseline": baseline_sampling, "runs": {}}
    summary["base"].pop("ci", None)
    reference = problem_rewards(os.path.join(root, reference_run))
    for name in runs:
        folder = os.path.join(root, name)
        rows = [r for r in read_csv(os.path.join(folder, "reward_log.csv")) if r.get("reward")]
        run = {"arguments": runs[name], "steps": int(rows[-1]["step"]) if rows else 0,
               "rounds": [{"step": int(r["step"]), "reward": float(r["reward"]), "v_norm": float(r["v_norm"]),
                           "step_seconds": float(r["step_seconds"])} for r in rows]}
        if name != reference_run and reference:
            # every run draws the same problems in the same order: a paired comparison per problem
            paired = paired_with_reference(problem_rewards(folder), reference)
            if paired:
                run["training_reward_vs_" + reference_run] = paired
        relative = relative_rewards(folder, base_reward)
        if relative:
            run["relative_reward_per_round"] = relative
            run["training_reward_vs_base"] = paired_with_base(folder, base_reward)
        if result_file(root, f"{name}_held_out"):
            job = f"{name}_held_out"
            tuned = [r for r in require_every_test_judged(load_job(root, job), job)["problems"]
                     if r["name"] in held_out]
            comparison = utils.compare_runs(tuned, base["problems"], ks=[1, 8])
            metrics = utils.compute_metrics(tuned, ks=[1, 8])
            run["held_out"] = {"metrics": {k: metrics[k] for k in ("num_problems", "pass@1", "pass@8",
                                                                   "average_score", "compile_rate", "truncated")},
                               "paired_vs_base": comparison}
            print(utils.format_comparison(comparison, name_a=name, name_b="base"))
        summary["runs"][name] = run
        utils.write_json(os.path.join(out, f"run_{name}.json"), run)
    utils.write_json(os.path.join(out, "summary.json"), summary)
    plot(summary, out, common)
    print(f"wrote {out}/summary.json")


def rounds(folder):
    """The run's round_rewards.jsonl, one dict per round (step, problem names, their mean rewards); [] if absent."""
    path = os.path.join(folder, "round_rewards.jsonl")
    if not os.path.isfile(path):
        return []
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def problem_rewards(folder):
    """problem name -> (step, the run's mean reward on it) for the first round that drew it, leaving out the rounds of
    step 1: sampled before the first update, at v = 0 in every run, they can only add noise to a comparison."""
    rewards = {}
    for entry in rounds(folder):
        for problem, reward in zip(entry["names"], entry["rewards"]):
            if problem not in rewards:
                rewards[problem] = (entry["step"], reward)
    return {problem: value for problem, value in rewards.items() if value[0] > 1}


def paired_with_reference(own, reference):
    """The run's rewards against the reference run's on the same problems: the paired statistics over all of them,
    and the mean difference per round of the run (does the gap grow as v moves?)."""
    common = [p for p in own if p in reference]
    if len(common) < 2:
        return None
    per_round = {}
    for problem in common:
        per_round.setdefault(own[problem][0], []).append(own[problem][1] - reference[problem][1])
    return {"problems": len(common), "first_round_left_out": True,
            **utils.paired_summary([own[p][1] for p in common], [reference[p][1] for p in common]),
            "per_round": [{"step": step, "difference": sum(d) / len(d), "problems": len(d)}
                          for step, d in sorted(per_round.items())]}


def paired_with_base(folder, base_reward):
    """The run's rollout rewards against the base model's on the same training problems, both sampled at the
    rollout temperature: per problem, the run's mean reward in the first round after step 1 that drew it (so the
    run had not yet trained on it), paired with the base model's mean reward on it. Also the step-1 round alone
    (v = 0 in every run: a check that the two samplers agree)."""
    own = problem_rewards(folder)
    names = [p for p in own if p in base_reward]
    if len(names) < 2:
        return None
    result = {"problems": len(names), "first_draw_only": True, "first_round_left_out": True,
              **utils.paired_summary([own[p][1] for p in names], [base_reward[p] for p in names])}
    first = [(problem, reward) for entry in rounds(folder) if entry["step"] == 1
             for problem, reward in zip(entry["names"], entry["rewards"]) if problem in base_reward]
    if first:
        result["step_1_vs_base"] = {"problems": len(first),
                                    "difference": sum(r - base_reward[p] for p, r in first) / len(first)}
    return result


def relative_rewards(folder, base_reward):
    """Mean over a round's problems of (round reward - the base model's mean reward on that problem)."""
    out = []
    for entry in rounds(folder) if base_reward else []:
        deltas = [r - base_reward[n] for n, r in zip(entry["names"], entry["rewards"]) if n in base_reward]
        if deltas:
            out.append({"step": entry["step"], "relative_reward": sum(deltas) / len(deltas), "count": len(deltas)})
    return out


def last_value(arguments, option):
    """The value an argument list gives `option` (argparse keeps the last one)."""
    return [value for flag, value in zip(arguments, arguments[1:]) if flag == option][-1]


def plot(summary, out, common):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 3, figsize=(17, 4.5))
    for name, run in summary["runs"].items():
        if run["rounds"]:
            # x: prompts drawn so far. Every run draws the same problems in the same order (--seed 0), so rounds
            # at the same x hold the same problems, whatever the prompts per round.
            # prompts a round = 8 completions a micro-batch x accumulation steps / 8 generations a prompt
            per_round = int(last_value(common + run["arguments"], "--gradient_accumulation_steps"))
            drawn = {r["step"]: per_round * (i + 1) for i, r in enumerate(run["rounds"])}  # a round a row
            axes[0].plot(list(drawn.values()), [r["reward"] for r in run["rounds"]], label=name, alpha=0.8, marker=".")
            relative = run.get("relative_reward_per_round", [])
            relative = [r for r in relative if r["step"] in drawn]
            axes[1].plot([drawn[r["step"]] for r in relative], [r["relative_reward"] for r in relative], label=name,
                         alpha=0.8, marker=".")
            axes[2].plot([r["step"] for r in run["rounds"]], [r["v_norm"] for r in run["rounds"]], label=name)
    axes[0].set(xlabel="prompts drawn (8 or 16 a round; the same problems at the same x)",
                ylabel="mean reward of the round", title="training reward")
    axes[1].axhline(0, color="black", linewidth=0.8)
    axes[1].set(xlabel="prompts drawn", ylabel="round reward - base model's on the same problems",
                title="training reward relative to the base model (T = 1)")
    axes[2].set(xlabel="optimizer step", ylabel="|v|", title="size of v", yscale="log")
    for ax in axes:
        ax.grid(alpha=0.3)
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(os.path.join(out, "learning_curves.png"), dpi=110)
    plt.close(fig)
