"""The reward function GRPOTrainer calls: extract each completion's C++, judge the batch at once, score it.

Scores follow reward_rules.py (partial credit, per-source multipliers). The trainer normalises rewards by the
batch's standard deviation by default (train_rl.py --scale_rewards batch), so a multiplier really weights that
problem's advantages; with per-group scaling ("group") it would cancel out and only change the logged reward.
"""

import functools
import json
import logging
import os

from .code_extraction import extract_code_from_response
from .config import MAX_REWARD_TESTS
from .judge import judge_batch
from .reward_rules import get_reward_multiplier
from .test_cases import get_test_cases

logger = logging.getLogger("tinylora.judge")


_TRL_EXTRA_KWARGS = ("completion_ids", "trainer_state", "log_extra", "log_metric", "environments")


def code_reward_func(prompts, completions, max_tests=MAX_REWARD_TESTS, timeout=2.0, limits=None, max_workers=None,
                     **columns):
    """Rewards for a GRPO batch: extract each completion's code, judge all of them at once, scale.

    columns are the dataset columns TRL passes (one value per completion): tests in any supported shape
    (`tests`, code_contests `public_tests`/`private_tests`/`generated_tests`, DeepCoder `input_output`), and
    `source` / `difficulty` for REWARD_SCALING_CONFIG. At most max_tests tests per problem are run.
    Other keyword arguments TRL passes (trainer_state, log_extra, ...) are accepted; log_metric, when given,
    receives the batch's compile rate and all-tests-passed rate.
    """
    n = len(completions)
    log_metric = columns.get("log_metric")
    rows = [{key: values[i] for key, values in columns.items()
             if key not in _TRL_EXTRA_KWARGS and isinstance(values, (list, tuple)) and len(values) == n}
            for i in range(n)]
    codes = [extract_code_from_response(completion) for completion in completions]
    tests = [get_test_cases(row, max_tests=max_tests) for row in rows]
    if any(not t for t in tests):
        logger.warning("judge: %d of %d completions have no tests: they score 0.5 when they compile",
                       sum(not t for t in tests), n)
    results = judge_batch(codes, tests, timeout=timeout, limits=limits, max_workers=max_workers)
    rewards = [r.reward * get_reward_multiplier(row.get("source", 0), row.get("difficulty", 0))
               for r, row in zip(results, rows)]
    if callable(log_metric) and n:
        log_metric("judge/compile_rate", sum(r.compiled for r in results) / n)
        log_metric("judge/all_passed_rate", sum(r.compiled and r.passed == r.total for r in results) / n)
    return rewards


def with_round_log(reward_func, path):
    """`reward_func` that also appends each call's rewards per problem to `path` (JSON lines: step, names,
    rewards: the mean over that problem's completions), so a run's reward can be compared problem by problem
    with the base model's (benchmarks/learning_study.py). Only the main process writes."""
    is_main = int(os.environ.get("RANK", 0)) == 0

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
