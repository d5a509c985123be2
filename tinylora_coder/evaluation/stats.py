"""Statistics for small evaluation sets: pass@k, intervals over problems, and paired tests of two runs.

With a few dozen problems the percentile bootstrap is too narrow (it ignores that the sample itself is small),
so paired comparisons also report a Student-t interval of the mean difference and a paired permutation test
(exact sign flips up to 2^16 arrangements, Monte Carlo with a fixed seed beyond). scipy is imported lazily.
"""

import math
import statistics

import numpy as np

PERMUTATION_RESAMPLES = 100_000
PERMUTATION_SEED = 0


CONFIDENCE = 0.95
BOOTSTRAP_RESAMPLES = 2000
BOOTSTRAP_SEED = 0


def pass_at_k(n, c, k):
    """Unbiased pass@k estimator (Chen et al. 2021): 1 - C(n-c, k) / C(n, k), for n samples of which c are correct."""
    if not (0 <= c <= n and 1 <= k <= n):
        raise ValueError(f"pass_at_k needs 0 <= c <= n and 1 <= k <= n, got n={n} c={c} k={k}")
    if n - c < k:
        return 1.0
    return 1.0 - math.comb(n - c, k) / math.comb(n, k)


def wilson_interval(successes, total, confidence=CONFIDENCE):
    """Wilson score interval of a binomial proportion; unlike the normal approximation it stays sensible at 0 and 1."""
    if total == 0:
        return (float("nan"), float("nan"))
    z = statistics.NormalDist().inv_cdf(0.5 + confidence / 2)
    p = successes / total
    denom = 1 + z * z / total
    center = (p + z * z / (2 * total)) / denom
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / denom
    low = 0.0 if successes == 0 else max(0.0, center - half)
    high = 1.0 if successes == total else min(1.0, center + half)
    return (low, high)


def bootstrap_interval(values, confidence=CONFIDENCE, resamples=BOOTSTRAP_RESAMPLES, seed=BOOTSTRAP_SEED):
    """Percentile bootstrap interval of the mean of `values` (resampling the values, e.g. problems)."""
    values = np.asarray(values, dtype=np.float64)
    if values.size == 0:
        return (float("nan"), float("nan"))
    rng = np.random.default_rng(seed)
    means = values[rng.integers(0, values.size, size=(resamples, values.size))].mean(axis=1)
    alpha = (1 - confidence) / 2
    return (float(np.quantile(means, alpha)), float(np.quantile(means, 1 - alpha)))


def mean_confidence_interval(values, confidence=CONFIDENCE):
    """95% interval of a mean over problems: Wilson when every value is 0 or 1, percentile bootstrap otherwise."""
    values = np.asarray(values, dtype=np.float64)
    if values.size and np.all((values == 0) | (values == 1)):
        return wilson_interval(int(values.sum()), int(values.size), confidence)
    return bootstrap_interval(values, confidence)


def sign_test_p_value(wins, losses):
    """Two-sided exact sign test: chance of a split at least this uneven if neither run were better."""
    wins, losses = int(wins), int(losses)  # numpy integers would overflow 2**n past n = 63
    n = wins + losses
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(0, min(wins, losses) + 1)) / 2**n
    return min(1.0, 2 * tail)


def t_interval(differences, confidence=CONFIDENCE):
    """Student-t interval of the mean of paired differences (nan, nan for fewer than two values)."""
    from scipy import stats

    d = np.asarray(differences, dtype=np.float64)
    if d.size < 2:
        return (float("nan"), float("nan"))
    mean, sem = d.mean(), d.std(ddof=1) / math.sqrt(d.size)
    if sem == 0:
        return (float(mean), float(mean))
    half = stats.t.ppf(0.5 + confidence / 2, d.size - 1) * sem
    return (float(mean - half), float(mean + half))


def paired_permutation_p_value(differences, resamples=PERMUTATION_RESAMPLES, seed=PERMUTATION_SEED):
    """Two-sided p-value of the mean paired difference under random sign flips (H0: the runs are exchangeable).

    Exact (every one of the 2^n flips) when 2^n <= resamples, else Monte Carlo with a fixed seed.
    """
    from scipy import stats

    d = np.asarray(differences, dtype=np.float64)
    if d.size == 0 or not np.any(d):
        return 1.0
    result = stats.permutation_test((d,), np.mean, permutation_type="samples", n_resamples=resamples,
                                    alternative="two-sided", rng=np.random.default_rng(seed))
    return float(min(1.0, result.pvalue))


UNEVEN_SIGNS = ("the two sides' per-problem values are estimated from unlike samples (e.g. 32 against 96, or "
                "3 models x 32 against one model's 96): their signs lean one way with no change at all, so the "
                "problems each side did better on and the sign test are left out")


def paired_summary(a, b, confidence=CONFIDENCE, signs=True):
    """Paired comparison of per-problem values a and b: mean difference (a - b), bootstrap and t intervals,
    permutation and sign-test p-values, and how many problems each side did better on. signs=False where the
    two sides' values are estimated from unlike samples: the counts and the sign test are then None."""
    a, b = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    diff = a - b
    wins, losses = int((diff > 0).sum()), int((diff < 0).sum())
    summary = {
        "a": float(a.mean()), "b": float(b.mean()), "difference": float(diff.mean()),
        "ci": list(bootstrap_interval(diff, confidence)), "t_interval": list(t_interval(diff, confidence)),
        "permutation_p": paired_permutation_p_value(diff), "a_better": wins, "b_better": losses,
        "tied": len(diff) - wins - losses, "sign_test_p": sign_test_p_value(wins, losses),
    }
    if not signs:
        summary.update(a_better=None, b_better=None, tied=None, sign_test_p=None, signs_left_out=UNEVEN_SIGNS)
    return summary
