"""The reward function GRPOTrainer calls: extract each completion's C++, judge the batch at once, score it.

Scores follow the rule's entry in rules.REWARD_RULES (`partial`, the original's rule with per-source multipliers;
`pass_rate`; `binary`), which also says whether the judge may stop a program at its first failing test. The trainer normalises rewards by the batch's standard deviation by default (train_rl.py
--scale_rewards batch), so a multiplier really weights that problem's advantages; with per-group scaling
("group") it would cancel out and only change the logged reward. With a judge.pool.JudgePool the programs the
trainer submitted while rows were still decoding are not judged again.
"""

import functools
import json
import logging

from ..cli import is_main_process
from ..config import MAX_REWARD_TESTS
from ..data.test_cases import get_test_cases
from ..judge.code_extraction import extract_code_from_response, prose_length
from ..judge.batch import judge_batch, judge_code
from .rules import REWARD_RULES, partial_credit_reward, reward_rule

logger = logging.getLogger("tinylora.judge")


_TRL_EXTRA_KWARGS = ("completion_ids", "trainer_state", "log_extra", "log_metric", "environments")


def code_reward_func(prompts, completions, max_tests=MAX_REWARD_TESTS, timeout=2.0, limits=None, max_workers=None,
                     rule="partial", judge_pool=None, **columns):
    """Rewards for a GRPO batch: extract each completion's code, judge all of them at once, score by `rule` (a name
    in rules.REWARD_RULES, or a RewardRule).

    columns are the dataset columns TRL passes (one value per completion): tests in any supported shape
    (`tests`, code_contests `public_tests`/`private_tests`/`generated_tests`, DeepCoder `input_output`), and
    `source` / `difficulty` for REWARD_SCALING_CONFIG. At most max_tests tests per problem are run (None: all;
    5 is the original's training setting). `judge_pool`: a judge.pool.JudgePool to judge in (it reuses jobs
    submitted while decoding); None judges here with judge_batch. Under a rule that stops at the first failure
    (binary) a program's tests after its first failing one are not run (judge_batch's stop_at_first_failure; the pool
    may be made with it too), so `judge/all_passed_rate` is exact and the per-test verdicts past a failure read NR. Other keyword arguments
    TRL passes (trainer_state, log_extra, ...) are accepted; log_metric, when given, receives the batch's compile rate,
    all-tests-passed rate and judge failures.
    """
    rule = reward_rule(rule)
    n = len(completions)
    log_metric = columns.get("log_metric")
    rows = [{key: values[i] for key, values in columns.items()
             if key not in _TRL_EXTRA_KWARGS and isinstance(values, (list, tuple)) and len(values) == n}
            for i in range(n)]
    codes = [extract_code_from_response(completion) for completion in completions]
    tests = [get_test_cases(row, max_tests=max_tests) for row in rows]
    if any(not t for t in tests):
        logger.warning("judge: %d of %d completions have no tests: they score as if nothing passed",
                       sum(not t for t in tests), n)
    if judge_pool is not None:
        if judge_pool.stop_at_first_failure and not rule.stops_at_first_failure:
            raise ValueError(f"a judge pool that stops at a program's first failing test gives no {rule.name} reward "
                             "(it does not run the later tests); only rules that stop there can use it: "
                             + ", ".join(r.name for r in REWARD_RULES.values() if r.stops_at_first_failure))
        results = judge_pool.judge(codes, tests)
        judge_pool.forget()
    else:  # the tests after a program's first failure cannot change a pass-or-fail reward, so they are not run
        results = judge_batch(codes, tests, timeout=timeout, limits=limits, max_workers=max_workers,
                              stop_at_first_failure=rule.stops_at_first_failure)
    rewards = [rule.score(r, row.get("source", 0), row.get("difficulty", 0)) for r, row in zip(results, rows)]
    if callable(log_metric) and n:
        log_metric("judge/compile_rate", sum(r.compiled for r in results) / n)
        log_metric("judge/all_passed_rate", sum(r.compiled and r.passed == r.total for r in results) / n)
        log_metric("judge/failed", sum(r.judge_error is not None for r in results))
        log_metric("completions/prose_chars", sum(prose_length(c, code) for c, code in zip(completions, codes)) / n)
        log_metric("judge/groups_without_spread", groups_without_spread(prompts, rewards))
    return rewards


def groups_without_spread(prompts, rewards):
    """Share of the prompts whose completions all got the same reward (no GRPO signal). TRL's
    frac_reward_zero_std measures the standard deviation it scales by: the whole batch's under
    scale_rewards="batch", which is never zero, so it cannot tell."""
    groups = {}
    for prompt, reward in zip(prompts, rewards):
        if reward is not None:  # a judge failure: left out, as TRL leaves it out of the baseline
            groups.setdefault(repr(prompt), set()).add(reward)
    return sum(len(values) == 1 for values in groups.values()) / len(groups) if groups else 0.0


def make_code_reward(rule="partial", max_tests=None, judge_pool=None):
    """code_reward_func with a rule, a test count and a pool fixed, under the name TRL logs it by (an unknown rule
    fails here, before any round is sampled)."""
    rule = reward_rule(rule)

    @functools.wraps(code_reward_func)
    def code_reward(prompts, completions, **columns):
        return code_reward_func(prompts, completions, max_tests=max_tests, rule=rule, judge_pool=judge_pool,
                                **columns)

    return code_reward


def with_round_log(reward_func, path):
    """`reward_func` that also appends each call's rewards per problem to `path` (JSON lines: step, names,
    rewards: the mean over that problem's completions), so a run's reward can be compared problem by problem
    with the base model's (benchmarks/learning_study.py). Only the main process writes."""
    is_main = is_main_process()

    @functools.wraps(reward_func)
    def logged(prompts, completions, **columns):
        rewards = reward_func(prompts, completions, **columns)
        names, state = columns.get("name"), columns.get("trainer_state")
        if is_main and names is not None:
            per_problem = {}
            for name, reward in zip(names, rewards):
                per_problem.setdefault(name, []).append(reward)
            entry = {"step": (state.global_step + 1) if state is not None else None, "names": list(per_problem),
                     "rewards": [sum(r) / len(r) for r in per_problem.values()]}
            with open(path, "a") as f:
                f.write(json.dumps(entry) + "\n")
        return rewards

    return logged


def compile_and_run(code, test_cases, timeout=2):
    """The original project's reward for one program: 0.0 no code / compile error, 0.5 + 0.5 * passed / total
    otherwise (no multiplier)."""
    result = judge_code(code, test_cases, timeout=timeout)
    return partial_credit_reward(result.compiled, result.passed, result.total)
