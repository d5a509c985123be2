"""Evaluation maths (pass@k, intervals, paired comparison), batched generation and the judged metrics."""
import itertools
import json
import math

import numpy as np
import pytest
import torch

import utils
from utils import (
    UsageError,
    bootstrap_interval,
    compare_runs,
    compute_metrics,
    mean_confidence_interval,
    pass_at_k,
    sign_test_p_value,
    wilson_interval,
)

# ---------------------------------------------------------------------------------------------------------------
# Statistics


@pytest.mark.parametrize("n", [1, 2, 5, 7])
def test_pass_at_k_matches_enumeration_of_k_subsets(n):
    for c in range(n + 1):
        for k in range(1, n + 1):
            samples = [True] * c + [False] * (n - c)
            subsets = list(itertools.combinations(range(n), k))
            expected = sum(any(samples[i] for i in s) for s in subsets) / len(subsets)
            assert pass_at_k(n, c, k) == pytest.approx(expected, abs=1e-12)


def test_pass_at_k_rejects_impossible_counts():
    for n, c, k in [(5, 6, 1), (5, -1, 1), (5, 2, 0), (5, 2, 6)]:
        with pytest.raises(ValueError):
            pass_at_k(n, c, k)


def test_pass_at_k_large_n_is_finite_and_monotone():
    values = [pass_at_k(1000, 3, k) for k in (1, 10, 100, 500)]
    assert values[0] == pytest.approx(0.003)
    assert all(a < b for a, b in zip(values, values[1:]))


def test_wilson_interval_matches_published_values():
    # 5/20 and 0/10 at 95%: the standard textbook values.
    assert wilson_interval(5, 20) == pytest.approx((0.1119, 0.4687), abs=1e-4)
    assert wilson_interval(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson_interval(10, 10)[1] == 1.0


def test_bootstrap_interval_is_seeded_and_contains_the_mean():
    values = [0.0, 0.25, 0.5, 1.0, 0.75, 0.0, 0.5] * 5
    low, high = bootstrap_interval(values)
    assert (low, high) == bootstrap_interval(values)
    assert low < sum(values) / len(values) < high
    narrow = bootstrap_interval(values * 10)
    assert narrow[1] - narrow[0] < high - low


def test_mean_interval_uses_wilson_for_zero_one_values_and_does_not_collapse_at_zero():
    assert mean_confidence_interval([0, 1, 0, 0]) == wilson_interval(1, 4)
    low, high = mean_confidence_interval([0.0] * 50)
    assert low == 0.0 and high > 0.05  # 0/50 solved does not mean "exactly 0%"
    assert mean_confidence_interval([0.5, 0.25, 0.0]) == bootstrap_interval([0.5, 0.25, 0.0])


def test_sign_test_exact_values():
    assert sign_test_p_value(6, 3) == pytest.approx(0.5078125)
    assert sign_test_p_value(10, 0) == pytest.approx(2 / 1024)
    assert sign_test_p_value(0, 0) == 1.0


# ---------------------------------------------------------------------------------------------------------------
# Metrics over records


def sample(outcome, passed=0, total=4, reward=None):
    compiled = outcome not in ("CE", "NO_CODE")
    if reward is None:
        reward = 0.0 if not compiled else 0.5 + 0.5 * passed / total
    return {"outcome": outcome, "reward": reward, "compiled": compiled, "no_code": outcome == "NO_CODE",
            "passed": passed, "total": total, "num_tokens": 10, "truncated": False}


def test_compute_metrics_counts_and_pass_at_k():
    records = [
        {"name": "p1", "samples": [sample("AC", 4), sample("WA", 2), sample("CE"), sample("AC", 4)]},
        {"name": "p2", "samples": [sample("WA", 0), sample("NO_CODE"), sample("TLE", 1), sample("CE")]},
    ]
    m = compute_metrics(records)
    assert m["num_problems"] == 2 and m["num_completions"] == 8 and m["samples_per_problem"] == 4
    assert m["pass@1"] == pytest.approx((2 / 4 + 0) / 2)
    assert m["pass@2"] == pytest.approx((pass_at_k(4, 2, 2) + 0) / 2)
    assert m["pass@4"] == pytest.approx(0.5)
    assert m["compile_rate"] == pytest.approx((3 / 4 + 2 / 4) / 2)
    assert (m["full_pass"], m["partial_pass"], m["compiled_no_pass"], m["no_code"]) == (2, 2, 1, 1)
    assert m["outcomes"] == {"AC": 2, "WA": 2, "TLE": 1, "CE": 2, "NO_CODE": 1}
    rewards = [[1, 0.75, 0, 1], [0.5, 0, 0.625, 0]]
    assert m["average_score"] == pytest.approx(sum(map(sum, rewards)) / 8)
    for name in ("pass@1", "average_score", "compile_rate"):
        low, high = m["ci"][name]
        assert low <= m[name] <= high
    json.dumps(m)  # result files need plain JSON


def test_a_record_pooling_several_models_has_the_mean_of_their_own_pass_at_k():
    # two seeds of one recipe on one problem: one always right, one never; pooled, 8 of 16 samples are right
    one_right, one_wrong = [sample("AC", 4)] * 8, [sample("WA", 1)] * 8
    pooled = {"name": "p", "samples": one_right + one_wrong}
    seeds = {**pooled, "sample_blocks": [8, 8]}
    assert utils.record_pass_at_k(pooled, 8) == pytest.approx(1 - 1 / math.comb(16, 8))  # the ensemble's reach
    assert utils.record_pass_at_k(seeds, 8) == pytest.approx(0.5)  # one model's, on average
    assert utils.record_pass_at_k(seeds, 1) == utils.record_pass_at_k(pooled, 1) == pytest.approx(0.5)
    uneven = {"name": "q", "samples": one_right[:4] + one_wrong, "sample_blocks": [4, 8]}
    assert utils.record_pass_at_k(uneven, 1) == pytest.approx(0.5)  # each model weighs alike, not each sample
    m = compute_metrics([seeds, uneven])  # pass@k only up to the fewest samples one model drew
    assert m["pass@4"] == pytest.approx(0.5) and "pass@8" not in m
    base = [{"name": "p", "samples": [sample("AC", 4)] + [sample("WA", 1)] * 15},  # pass@8 0.5 too
            {"name": "r", "samples": one_wrong * 2}]
    tuned = [seeds, {"name": "r", "samples": one_wrong * 2, "sample_blocks": [8, 8]}]
    compared = compare_runs(tuned, base, ks=(1, 8, 16))["metrics"]
    assert "pass@16" not in compared and compared["pass@8"]["difference"] == pytest.approx(0.0)
    # equal rates tie exactly: seeds' 1/32, 0, 0 against one model's 1 of 96 (floats would differ in the last bit)
    ac, wa = sample("AC", 4), sample("WA", 1)
    seeds_one_in_96 = {"name": "t", "samples": [ac] + [wa] * 95, "sample_blocks": [32, 32, 32]}
    assert utils.record_pass_at_k(seeds_one_in_96, 1) == utils.record_pass_at_k({"name": "t", "samples": [wa] * 95
                                                                                 + [ac]}, 1)
    with pytest.raises(ValueError, match="do not split"):
        utils.record_pass_at_k({**pooled, "sample_blocks": [8, 7]}, 1)


def test_sign_counts_only_between_values_estimated_alike():
    # one model's 32 samples against another's 96: no real change, yet a problem solved once in 96 reads 0 of 32 on
    # the other side two times in three: the signs lean to "worse", so they are not counted
    ac, wa = sample("AC", 4), sample("WA", 1)
    one = [{"name": f"p{i}", "samples": [wa] * 32} for i in range(6)]
    pooled = [{"name": f"p{i}", "samples": [ac] + [wa] * 95} for i in range(6)]
    seeds = [{**r, "sample_blocks": [32, 32, 32]} for r in pooled]
    uneven = compare_runs(one, pooled, ks=(1, 8))["metrics"]
    assert uneven["pass@1"]["a_better"] is None and uneven["pass@1"]["sign_test_p"] is None
    assert "unlike samples" in uneven["pass@1"]["signs_left_out"] and uneven["pass@1"]["t_interval"][1] < 0
    assert "no sign counts" in utils.format_comparison({"num_common_problems": 6, "metrics": uneven})
    alike = compare_runs(seeds, pooled, ks=(1, 8))["metrics"]  # 96 against 96: pass@1 alike, pass@8 not
    assert (alike["pass@1"]["a_better"], alike["pass@1"]["tied"]) == (0, 6) and alike["pass@8"]["tied"] is None
    assert compare_runs(seeds, seeds, ks=(8,))["metrics"]["pass@8"]["tied"] == 6  # 3 x 32 against 3 x 32
    assert utils.sign_test_p_value(np.int64(120), np.int64(88)) == pytest.approx(0.0313, abs=5e-4)  # no overflow


def test_compare_runs_pairs_problems_by_name():
    a = [{"name": f"p{i}", "samples": [sample("AC" if i < 6 else "WA", 4 if i < 6 else 1)]} for i in range(10)]
    b = [{"name": f"p{i}", "samples": [sample("AC" if i < 3 else "WA", 4 if i < 3 else 1)]} for i in range(10)]
    b.append({"name": "only_b", "samples": [sample("AC", 4)]})
    result = compare_runs(list(reversed(a)), b)
    assert result["num_common_problems"] == 10 and result["only_in_b"] == 1
    pass1 = result["metrics"]["pass@1"]
    assert pass1["difference"] == pytest.approx(0.3)
    assert (pass1["a_better"], pass1["b_better"], pass1["tied"]) == (3, 0, 7)
    assert pass1["sign_test_p"] == pytest.approx(0.25)
    assert pass1["ci"][0] <= 0.3 <= pass1["ci"][1]
    with pytest.raises(UsageError):
        compare_runs(a, [{"name": "other", "samples": [sample("AC", 4)]}])


def test_tables_and_result_files(tmp_path):
    records = [{"name": "p1", "samples": [sample("AC", 4)]}, {"name": "p2", "samples": [sample("CE")]}]
    metrics = compute_metrics(records)
    table = utils.format_metrics_table(metrics, title="T")
    assert "Pass@1" in table and "50.00% (1/2)" in table and "Compile rate" in table
    comparison = compare_runs(records, records)
    assert "difference +0.00" in utils.format_comparison(comparison)
    path = utils.write_json(str(tmp_path / "sub" / "r.json"), {"metrics": metrics, "problems": records})
    assert utils.load_results(path)["problems"] == records
    (tmp_path / "bad.json").write_text("{not json")
    with pytest.raises(UsageError, match="cannot read"):
        utils.load_results(str(tmp_path / "bad.json"))
    with pytest.raises(UsageError, match="not found"):
        utils.load_results(str(tmp_path / "missing.json"))
    # gzipped results (as the learning study stores them) read alike; a damaged one is a one-line error
    packed = utils.write_json_gz(str(tmp_path / "r.json.gz"), {"metrics": metrics, "problems": records})
    assert utils.load_results(packed)["problems"] == records
    data = bytearray(open(packed, "rb").read())
    data[20:30] = b"\xff" * 10  # inside the deflate stream
    (tmp_path / "damaged.json.gz").write_bytes(bytes(data))
    with pytest.raises(UsageError, match="cannot read"):
        utils.load_results(str(tmp_path / "damaged.json.gz"))
    assert utils.read_json(str(tmp_path / "damaged.json.gz")) == {}


# ---------------------------------------------------------------------------------------------------------------
# Judging real programs


AB_PROBLEM = {"name": "a_plus_b", "description": "Print a+b.", "source": 0, "difficulty": 0,
              "tests": [{"input": "1 2\n", "output": "3\n"}, {"input": "5 7\n", "output": "12\n"}]}
CORRECT = "```cpp\n#include <iostream>\nint main(){int a,b;std::cin>>a>>b;std::cout<<a+b;}\n```"
WRONG = "```cpp\n#include <iostream>\nint main(){int a,b;std::cin>>a>>b;std::cout<<a*b;}\n```"
BROKEN = "```cpp\nint main( {\n```"


def test_judge_completions_gives_outcomes_and_metrics():
    results = utils.judge_completions([AB_PROBLEM], [[CORRECT, WRONG, BROKEN, "no code here"]], progress=False)
    outcomes = [utils.completion_outcome(r) for r in results[0]]
    assert outcomes == ["AC", "WA", "CE", "NO_CODE"]
    assert [utils.score(r) for r in results[0]][:3] == [1.0, 0.5, 0.0]


THREE_TESTS = {**AB_PROBLEM, "name": "a_plus_b_3", "tests": AB_PROBLEM["tests"] + [{"input": "2 2\n", "output": "4\n"}]}
# right on the first test only (1+2 = 3 but 5*7 != 12) and right on the first and the third (2*2 = 4)
TIMES = "```cpp\n#include <iostream>\nint main(){int a,b;std::cin>>a>>b;std::cout<<(a==1?a+b:a*b);}\n```"


@pytest.mark.parametrize("workers", [0, 2])  # judge_batch after sampling, and the pool that judges while sampling
def test_stopping_at_the_first_failure_keeps_outcomes_and_pass_at_k_and_leaves_out_the_averages(monkeypatch,
                                                                                                workers):
    from tinylora_coder.evaluation import evaluate as evaluation
    from tinylora_coder.judge.pool import JudgePool

    texts = [CORRECT, TIMES, WRONG, BROKEN, "no code here", TIMES]

    def sampled(*args, on_finished=None, **kwargs):  # the engine's part: each text handed on as it "finishes"
        for text in texts:
            if on_finished is not None:
                on_finished(0, text)
        return [texts], [[(10, False)] * len(texts)]

    monkeypatch.setattr(evaluation, "generate_completions", sampled)

    def judged(stop):
        pool = JudgePool(workers, stop_at_first_failure=stop) if workers else None
        try:
            records, _ = evaluation.generate_and_judge(None, None, [THREE_TESTS], n=6, judge_pool=pool,
                                                       stop_at_first_failure=stop, progress=False)
        finally:
            if pool is not None:
                pool.close()
        return records

    full, stopped = judged(False), judged(True)
    outcomes = ["AC", "WA", "WA", "CE", "NO_CODE", "WA"]
    assert [s["outcome"] for s in full[0]["samples"]] == [s["outcome"] for s in stopped[0]["samples"]] == outcomes
    assert [s["passed"] for s in full[0]["samples"]][:3] == [3, 2, 1]  # every test: 2 * 2 = 4 passes the third
    assert full[0]["every_test_judged"] and not stopped[0]["every_test_judged"]
    assert {s["reward"] for s in stopped[0]["samples"]} == {s["pass_rate"] for s in stopped[0]["samples"]} == {None}
    assert {s["passed"] for s in stopped[0]["samples"]} == {None}
    m_full, m_stopped = compute_metrics(full), compute_metrics(stopped)
    for key in ("pass@1", "pass@5", "compile_rate", "outcomes", "full_pass", "no_code", "average_binary"):
        assert m_full[key] == m_stopped[key]
    for key in ("average_score", "average_pass_rate", "partial_pass", "compiled_no_pass"):
        assert key in m_full and key not in m_stopped and key not in m_stopped["ci"]
    assert m_full["every_test_judged"] and not m_stopped["every_test_judged"]
    table = utils.format_metrics_table(m_stopped)
    assert "first failure" in table and "Average score" not in table and "Pass@1" in table
    # paired with a run that judged every test: pass@k only, never an average score made up from a lower bound
    assert set(compare_runs(stopped, full, ks=(1, 5))["metrics"]) == {"pass@1", "pass@5"}
    assert set(compare_runs(full, full, ks=(1, 5))["metrics"]) == {"pass@1", "pass@5", "average_score"}
    with pytest.raises(ValueError, match="first failing test"):
        evaluation.per_problem_value(stopped[0], "average_score")
    pool = JudgePool(workers, stop_at_first_failure=True) if workers else None
    try:  # the third test really is not run
        verdicts = evaluation.judge_completions([THREE_TESTS], [[TIMES]], judge_pool=pool, progress=False,
                                                stop_at_first_failure=True)[0][0].verdicts
    finally:
        if pool is not None:
            pool.close()
    assert list(verdicts) == ["AC", "WA", "NR"]
    if workers:  # a pool made for the other rule would judge otherwise than the records say
        pool = JudgePool(workers, stop_at_first_failure=False)
        try:
            with pytest.raises(ValueError, match="disagree"):
                evaluation.generate_and_judge(None, None, [THREE_TESTS], n=6, judge_pool=pool,
                                              stop_at_first_failure=True, progress=False)
        finally:
            pool.close()


# ---------------------------------------------------------------------------------------------------------------
# Batched generation on a tiny random model


@pytest.fixture(scope="module")
def tiny():
    tokenizer = utils.load_bundled_tokenizer()
    model = utils.build_tiny_qwen2(vocab_size=len(tokenizer), seed=1)
    return model, tokenizer


def problems_of_lengths(lengths):
    return [{**AB_PROBLEM, "name": f"p{k}", "description": "Read two integers and print their sum. " * k}
            for k in lengths]


def test_batched_left_padded_generation_equals_one_by_one(tiny):
    model, tokenizer = tiny
    problems = problems_of_lengths([1, 6, 3])
    batched = utils.generate_completions(model, tokenizer, problems, temperature=0, max_new_tokens=6,
                                         batch_size=3, progress=False)
    single = [utils.generate_completions(model, tokenizer, [p], temperature=0, max_new_tokens=6, batch_size=1,
                                         progress=False)[0] for p in problems]
    assert batched == single


def test_sampling_gives_n_per_problem_and_is_seeded(tiny):
    model, tokenizer = tiny
    problems = problems_of_lengths([1, 2])
    first, counts = utils.generate_completions(model, tokenizer, problems, n=3, max_new_tokens=5, batch_size=6,
                                               seed=7, progress=False, return_token_counts=True)
    assert [len(c) for c in first] == [3, 3]
    assert all(num_tokens <= 5 for per_problem in counts for num_tokens, _ in per_problem)
    assert first == utils.generate_completions(model, tokenizer, problems, n=3, max_new_tokens=5, batch_size=6,
                                               seed=7, progress=False)
    other_seed = utils.generate_completions(model, tokenizer, problems, n=3, max_new_tokens=5, batch_size=6,
                                            seed=8, progress=False)
    assert other_seed != first


def test_on_a_cpu_the_progress_counts_each_batchs_tokens_too(tiny, capsys):
    """A batch of 8 answers on 2 cores takes minutes: the bar of completions alone stood at 0 until it ended."""
    model, tokenizer = tiny
    problems = problems_of_lengths([1, 2])
    utils.generate_completions(model, tokenizer, problems, temperature=0, max_new_tokens=5, batch_size=2)
    err = capsys.readouterr().err
    assert "generating" in err and "decoding" in err and "tok" in err
    utils.generate_completions(model, tokenizer, problems, temperature=0, max_new_tokens=5, batch_size=2,
                               progress=False)
    assert "decoding" not in capsys.readouterr().err


def test_generation_with_tinylora_restores_the_model(tiny):
    _, tokenizer = tiny
    model = utils.build_tiny_qwen2(vocab_size=len(tokenizer), seed=2)
    params = utils.TinyLoRAGlobalParams(4)
    utils.apply_tiny_lora(model, params, rank=2, svd_cache=False, verbose=False)
    with torch.no_grad():
        params.global_v.copy_(torch.tensor([0.5, -0.3, 0.2, 0.1]))
    model.train()
    layers_before = len(utils.tiny_lora_layers(model))
    ids = torch.tensor([[1, 2, 3, 4]])
    with torch.no_grad():
        logits_before = model(ids).logits
    utils.generate_completions(model, tokenizer, problems_of_lengths([1]), temperature=0, max_new_tokens=3,
                               progress=False)
    assert model.training
    assert len(utils.tiny_lora_layers(model)) == layers_before
    with torch.no_grad():
        assert torch.equal(model(ids).logits, logits_before)


def test_evaluate_problems_end_to_end(tiny):
    model, tokenizer = tiny
    metrics = utils.evaluate_problems(model, tokenizer, problems_of_lengths([1, 2]), n=2, max_new_tokens=4,
                                      progress=False)
    assert metrics["num_completions"] == 4 and len(metrics["problems"]) == 2
    # A random model writes no C++: every completion is NO_CODE, and the rates are exactly zero.
    assert metrics["no_code"] == 4 and metrics["pass@1"] == 0.0 and metrics["average_score"] == 0.0
    assert {s["outcome"] for r in metrics["problems"] for s in r["samples"]} == {"NO_CODE"}
    assert math.isfinite(metrics["generation_seconds"])


# ---------- paired statistics for small sets (issue 13) ----------

def test_paired_permutation_test_is_exact_for_small_sets():
    # 5 differences, 4 positive: of the 2^5 sign flips, the ones with a mean at least as extreme (in absolute
    # value) as the observed one are counted by hand below.
    d = [0.5, 0.25, 0.25, 0.5, -0.25]
    observed = abs(sum(d) / len(d))
    extreme = sum(abs(sum(s * x for s, x in zip(signs, d)) / len(d)) >= observed - 1e-12
                  for signs in itertools.product((1, -1), repeat=len(d)))
    assert utils.paired_permutation_p_value(d) == pytest.approx(extreme / 2 ** len(d))
    assert utils.paired_permutation_p_value([0.0, 0.0]) == 1.0


def test_t_interval_matches_the_textbook_formula():
    from scipy import stats

    d = np.array([0.1, -0.05, 0.2, 0.0, 0.15, 0.05])
    half = stats.t.ppf(0.975, len(d) - 1) * d.std(ddof=1) / np.sqrt(len(d))
    assert utils.t_interval(d) == pytest.approx((d.mean() - half, d.mean() + half))
    # with two dozen problems the percentile bootstrap is narrower than the t-interval (why both are reported)
    rng = np.random.default_rng(0)
    small = rng.choice([-1 / 8, 0.0, 0.0, 1 / 8, 1 / 4], size=24)
    boot, t = utils.bootstrap_interval(small), utils.t_interval(small)
    assert boot[1] - boot[0] < t[1] - t[0]


def test_compare_runs_reports_permutation_and_t_interval():
    a = [{"name": f"p{i}", "samples": [{"outcome": "AC" if i % 3 else "WA", "reward": 1.0}] * 2} for i in range(9)]
    b = [{"name": f"p{i}", "samples": [{"outcome": "WA", "reward": 0.5}] * 2} for i in range(9)]
    m = utils.compare_runs(a, b)["metrics"]["pass@1"]
    assert m["difference"] == pytest.approx(6 / 9) and m["a_better"] == 6
    assert m["t_interval"][0] > 0 and m["permutation_p"] == pytest.approx(2 / 2 ** 6)  # 6 non-zero, all positive
    assert "t-interval" in utils.format_comparison({"num_common_problems": 9, "metrics": {"pass@1": m}})
