"""The reward rule: how a judged program is scored (the seed's partial-credit rule) and per-source multipliers.

    no code, or compile error      0.0
    compiled, k of N tests passed  0.5 + 0.5 * k / N   (0.5 when nothing passed, 1.0 when all did)

Multipliers (REWARD_SCALING_CONFIG) pay more for harder problems. Under GRPO with TRL's default per-group
standard-deviation scaling (scale_rewards="group") a constant factor on one problem's rewards cancels out of
the advantages, so the multiplier changes only the logged reward; reward.py says what the trainer does with it.
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


seed_reward = partial_credit_reward  # the name the seed project's users know


def get_reward_multiplier(source, difficulty, config=None):
    """REWARD_SCALING_CONFIG[source][difficulty], 1.0 when absent or unreadable."""
    config = REWARD_SCALING_CONFIG if config is None else config
    try:
        return float(config.get(int(source), {}).get(int(difficulty), 1.0))
    except (TypeError, ValueError):
        return 1.0
