"""The reward rules: how a judged program is scored, one RewardRule each in the registry REWARD_RULES, and the
per-source multipliers.

    rule (train_rl.py --reward)   no code / compile error   compiled, k of N tests passed
    partial (the original's)      0.0                       0.5 + 0.5 * k / N, times the multiplier below
    pass_rate                     0.0                       k / N
    binary                        0.0                       1.0 when k = N, else 0.0

Everything that depends on the rule reads it here: train_rl.py's --reward choices and help (settings/training.py),
the reward function's scores, whether the judge may stop a program at its first failing test, the benchmarks and
the learning study. The judge itself reports verdicts only.

Why three: under `partial` a compiling wrong program averages about 0.6, so turning a compile error into a
wrong answer pays more (+0.6) than turning a wrong answer into a correct one (+0.4); in the study's rollouts
about 69% of the within-group reward spread came from compiling (issue 25). pass_rate (verl, open-r1) and
binary (DeepCoder, Skywork-OR1) pay nothing for compiling alone.

Multipliers (REWARD_SCALING_CONFIG) pay more for harder problems. Under GRPO with TRL's default per-group
standard-deviation scaling (scale_rewards="group") a constant factor on one problem's rewards cancels out of
the advantages, so the multiplier changes only the logged reward; reward_function.py says what the trainer does with it.
"""
from dataclasses import dataclass
from typing import Callable

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


@dataclass(frozen=True)
class RewardRule:
    """One reward rule. `compiled_reward(passed, total)` is what a compiled program earns (a program without code
    or that did not compile earns 0.0 under every rule). `stops_at_first_failure`: the rule needs only whether
    every test passed, so the judge may stop a program at its first failing test (the tests it then skips would
    count as failed under a rule that counts passed tests). `scaled`: REWARD_SCALING_CONFIG's multiplier applies.
    `help`: what the rule pays, as train_rl.py --help shows it."""
    name: str
    compiled_reward: Callable[[int, int], float]
    stops_at_first_failure: bool
    scaled: bool
    help: str

    def unscaled(self, result):
        """The reward of a judge.JudgeResult (anything with compiled, passed, total) without the multiplier."""
        return self.compiled_reward(result.passed, result.total) if result.compiled else 0.0

    def score(self, result, source=0, difficulty=0):
        """The reward of a judge.JudgeResult, multiplied by the problem's multiplier where the rule is scaled;
        None when the judge itself failed (result.judge_error), which TRL leaves out of the group's baseline."""
        if getattr(result, "judge_error", None):
            return None
        multiplier = get_reward_multiplier(source, difficulty) if self.scaled else 1.0
        return self.unscaled(result) * multiplier


# In the order --help lists them: the original project's rule first.
REWARD_RULES = {rule.name: rule for rule in (
    RewardRule("partial", lambda passed, total: partial_credit_reward(True, passed, total),
               stops_at_first_failure=False, scaled=True,
               help="the original's: 0 for a compile error, 0.5 + 0.5 k/N once it compiles, times the problem's "
                    "multiplier"),
    RewardRule("pass_rate", lambda passed, total: passed / total if total else 0.0,
               stops_at_first_failure=False, scaled=False, help="k/N of the judged tests passed"),
    RewardRule("binary", lambda passed, total: float(passed == total) if total else 0.0,
               stops_at_first_failure=True, scaled=False,
               help="1 only when every judged test passes; the judge stops a program at its first failing test"),
)}


def reward_rule(rule):
    """The RewardRule named `rule` (a RewardRule is returned as it is); an unknown name is a one-line ValueError."""
    if isinstance(rule, RewardRule):
        return rule
    if rule not in REWARD_RULES:
        raise ValueError(f"unknown reward rule {rule!r}; choose one of {', '.join(REWARD_RULES)}")
    return REWARD_RULES[rule]


def rules_help():
    """Every rule with what it pays, for --help: 'partial (...), pass_rate (...), binary (...)'."""
    return ", ".join(f"{rule.name} ({rule.help})" for rule in REWARD_RULES.values())


def score(result, rule="partial", source=0, difficulty=0):
    """The reward of a judge.JudgeResult under `rule` (a name in REWARD_RULES, or a RewardRule); None when the judge
    itself failed (result.judge_error). Multipliers apply to `partial` only."""
    return reward_rule(rule).score(result, source, difficulty)


def get_reward_multiplier(source, difficulty, config=None):
    """REWARD_SCALING_CONFIG[source][difficulty], 1.0 when absent or unreadable."""
    config = REWARD_SCALING_CONFIG if config is None else config
    try:
        return float(config.get(int(source), {}).get(int(difficulty), 1.0))
    except (TypeError, ValueError):
        return 1.0
