"""reward_log.csv, one row per optimizer step of a training run (written by callbacks.TrainingLog): its columns,
reading it, and what it says about the run's end. Light to import (no torch), for the study tools too."""

import csv
import os

REWARD_LOG_NAME = "reward_log.csv"
ROUND_REWARDS_NAME = "round_rewards.jsonl"  # written by reward.with_round_log
REWARD_LOG_FIELDS = ("step", "reward", "reward_std", "groups_without_spread", "clipped_ratio", "completion_length",
                     "prose_chars", "compile_rate", "all_passed_rate", "loss", "learning_rate", "grad_norm", "v_norm",
                     "step_seconds", "elapsed_seconds", "peak_gpu_gib", "prompts_sampled", "groups_dropped",
                     "kept_reward", "problems_without_spread", "grad_spike_skipped")
# vLLM rollouts: mean |log p_vLLM - log p_train| over the round's completion tokens, as TRL logs it.
SAMPLING_LOGP_KEY = "sampling/sampling_logp_difference/mean"
SAMPLING_LOGP_FIELD = "sampling_logp_diff"


def round_was_silent(groups_without_spread):
    """Whether a round gave GRPO no learning signal: the code reward gave every prompt's completions one reward
    (its groups_without_spread is 1). Without that metric (another reward function) a round does not count."""
    return groups_without_spread not in ("", None) and float(groups_without_spread) >= 1.0


def silent_stop_prompts(arguments):
    """train_rl.py's --stop_after_silent_prompts as it applies to a run with these arguments (a dict; a run from
    before the option: its default). It reads the code reward alone, with --overlong_penalty too: the penalty still
    spreads a flat round's rewards by length, but a run whose programs stopped passing learns only to be shorter
    (params-layer-u128-binary, 2026-11-25)."""
    from ..settings.training import default_of

    return arguments.get("stop_after_silent_prompts", default_of("stop_after_silent_prompts"))


def silent_rounds_at_end(rows):
    """How many rollout rounds in a row end reward_log.csv's `rows` silent (round_was_silent); the steps that reused
    a round (no reward logged) are skipped."""
    count = 0
    for row in reversed(rows):
        if row.get("reward") in ("", None):
            continue
        if not round_was_silent(row.get("groups_without_spread")):
            break
        count += 1
    return count


def read_csv(path):
    if not os.path.isfile(path):
        return []
    with open(path, newline="") as f:
        return list(csv.DictReader(f))
