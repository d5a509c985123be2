"""The reward rules: how a judged program is scored, and per-source multipliers.

    rule (train_rl.py --reward)   no code / compile error   compiled, k of N tests passed
    partial (the original's)      0.0                       0.5 + 0.5 * k / N, times the multiplier below
    pass_rate                     0.0                       k / N
    binary                        0.0                       1.0 when k = N, else 0.0

Why three: under `partial` a compiling wrong program averages about 0.6, so turning a compile error into a
wrong answer pays more (+0.6) than turning a wrong answer into a correct one (+0.4); in the study's rollouts
about 69% of the within-group reward spread came from compiling (issue 25). pass_rate (verl, open-r1) and
binary (DeepCoder, Skywork-OR1) pay nothing for compiling alone.

Multipliers (REWARD_SCALING_CONFIG) pay more for harder problems. Under GRPO with TRL's default per-group
standard-deviation scaling (scale_rewards="group") a constant factor on one problem's rewards cancels out of
the advantages, so the multiplier changes only the logged reward; reward_function.py says what the trainer does with it.
"""

# Multiplier on the reward by (source, difficulty), code_contests enums: source 2 Codeforces, 5 AtCoder;
# difficulty 7 = A, 8 = B. Harder problems pay more, so a fully solved Codeforces B gives 1.1 (the maximum
# reward is then above 1.0). Anything not listed (other sources, DeepCoder's 0/0) is x1.0.
REWARD_SCALING_CONFIG = {
    2: {7: 1.0, 8: 1.1},  # Codeforces A, B
    5: {7: 1.0, 8: 1.1},  # AtCoder A, B
}


def partial_credit_reward(compiled, passed, total):
    """0.0 not compiled; 0.5 + 0.5 * passed / total when compiled (0.5 when there are no tests to pass)."""
    if not compiled:
        return 0.0
    return 0.5 + 0.5 * passed / total if total else 0.5


seed_reward = partial_credit_reward  # the name the original project's users know

REWARD_RULES = ("partial", "pass_rate", "binary")


def score(result, rule="partial", source=0, difficulty=0):
    """The reward of a judge.JudgeResult under `rule` (REWARD_RULES); None when the judge itself failed
    (result.judge_error), which TRL leaves out of the group's baseline. Multipliers apply to `partial` only."""
    if getattr(result, "judge_error", None):
        return None
    if rule == "partial":
        return partial_credit_reward(result.compiled, result.passed, result.total) * get_reward_multiplier(
            source, difficulty)
    if not result.compiled or not result.total:
        return 0.0
    if rule == "pass_rate":
        return result.passed / result.total
    if rule == "binary":
        return float(result.passed == result.total)
    raise ValueError(f"unknown reward rule {rule!r}; choose one of {', '.join(REWARD_RULES)}")


def get_reward_multiplier(source, difficulty, config=None):
    """REWARD_SCALING_CONFIG[source][difficulty], 1.0 when absent or unreadable."""
    config = REWARD_SCALING_CONFIG if config is None else config
    try:
        return float(config.get(int(source), {}).get(int(difficulty), 1.0))
    except (TypeError, ValueError):
        return 1.0
