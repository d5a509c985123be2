"""Evaluation: generate n samples per problem, judge them, and summarise with pass@k and intervals over problems.

Also the paired comparison of two runs on the same problems (permutation test and t-interval beside the
bootstrap, see stats.py) and validation during training (each data-parallel rank takes a share of problems).
"""

import math
import os
import time
from collections import Counter
from fractions import Fraction

import numpy as np

from ..cli import is_main_process
from ..config import CHECKPOINT_NAME, DEFAULT_MODEL_ID, EVAL_SEED, EVAL_TEMPERATURE
from ..data.test_cases import get_test_cases
from ..errors import CheckpointError, UsageError
from ..generation.completions import generate_completions
from ..judge.code_extraction import extract_code_from_response
from ..judge.batch import judge_batch
from ..models.folders import FULL_MODEL_DIR, LORA_ADAPTER_DIR, resolve_trained_path
from ..models.loading import get_model_and_tokenizer
from ..models.source import recorded_model_reference
from ..models.trained import load_lora_for_evaluation, load_model_folder_for_evaluation
from ..reward.rules import REWARD_RULES
from ..tinylora.checkpoint import apply_tiny_lora_from_checkpoint, read_tiny_lora_checkpoint
from .stats import mean_confidence_interval, paired_summary, pass_at_k

PASS_AT_K_CANDIDATES = (1, 2, 5, 10, 20, 50, 100)
# Outcome of one completion: the first failing verdict, or AC, CE, NO_CODE.
OUTCOMES = ("AC", "WA", "TLE", "RE", "MLE", "OLE", "CE", "NO_CODE", "NO_TESTS")


def completion_outcome(result):
    """One label per completion: NO_CODE, CE, AC (all tests passed), or the first failing verdict."""
    if result.no_code:
        return "NO_CODE"
    if not result.compiled:
        return "CE"
    if result.total == 0:
        return "NO_TESTS"
    if result.passed == result.total:
        return "AC"
    return next((v for v in result.verdicts if v != "AC"), "WA")


def judge_completions(problems, completions, timeout=2.0, max_tests=None, max_workers=None, progress=True,
                      judge_pool=None, stop_at_first_failure=False):
    """Extract, compile and run every completion; returns per-problem lists of JudgeResult. With a
    judge.pool.JudgePool the programs it was already given (while sampling) are not judged again; the pool must
    have been made with the same stop_at_first_failure."""
    if judge_pool is not None and judge_pool.stop_at_first_failure != stop_at_first_failure:
        raise ValueError("the judge pool and the evaluation disagree on stop_at_first_failure")
    flat = [(p, text) for p, texts in enumerate(completions) for text in texts]
    codes = [extract_code_from_response(text) for _, text in flat]
    tests = [get_test_cases(problems[p], max_tests=max_tests) for p, _ in flat]
    if judge_pool is not None:
        results = judge_pool.judge(codes, tests)
        judge_pool.forget()
    else:
        results = judge_batch(codes, tests, timeout=timeout, max_workers=max_workers, progress=progress,
                              stop_at_first_failure=stop_at_first_failure)
    nested, position = [], 0
    for texts in completions:
        nested.append(results[position:position + len(texts)])
        position += len(texts)
    return nested


def generate_and_judge(model, tokenizer, problems, n=1, temperature=EVAL_TEMPERATURE, max_new_tokens=1024,
                       batch_size=None, seed=EVAL_SEED, timeout=2.0, max_tests=None, max_workers=None,
                       progress=True, keep_completions=True, engine="auto", judge_pool=None,
                       stop_at_first_failure=False):
    """Per-problem records (name, number of tests, and per sample: outcome, reward, tests passed, tokens, text).

    With a judge.pool.JudgePool each completion is judged as soon as it is sampled (judge_seconds is then only
    the judging left after the last one). With stop_at_first_failure a program's tests after its first failing
    one are not run: its outcome (AC, or the first failing verdict) and pass@k are what judging every test gives,
    but not how many tests it passes, so the samples hold None for reward, pass_rate and passed, and each record
    says every_test_judged: False."""
    started = time.perf_counter()
    on_finished = None
    if judge_pool is not None:
        tests = [get_test_cases(problem, max_tests=max_tests) for problem in problems]

        def on_finished(problem_index, text):
            judge_pool.submit(extract_code_from_response(text), tests[problem_index])

    completions, token_counts = generate_completions(
        model, tokenizer, problems, n=n, temperature=temperature, max_new_tokens=max_new_tokens,
        batch_size=batch_size, seed=seed, progress=progress, return_token_counts=True, engine=engine,
        on_finished=on_finished,
    )
    generated = time.perf_counter()
    results = judge_completions(problems, completions, timeout=timeout, max_tests=max_tests,
                                max_workers=max_workers, progress=progress, judge_pool=judge_pool,
                                stop_at_first_failure=stop_at_first_failure)
    judged = time.perf_counter()
    every_test = not stop_at_first_failure  # whether a result's passed (and the rewards from it) counts every test
    records = []
    for problem, texts, counts, problem_results in zip(problems, completions, token_counts, results):
        samples = []
        for text, (num_tokens, truncated), result in zip(texts, counts, problem_results):
            sample = {
                "outcome": completion_outcome(result),
                # the original's rule without the problem's multiplier (compile_and_run's value), and k/N
                "reward": REWARD_RULES["partial"].unscaled(result) if every_test else None,
                "pass_rate": REWARD_RULES["pass_rate"].unscaled(result) if every_test else None,
                "compiled": bool(result.compiled), "no_code": bool(result.no_code),
                "passed": int(result.passed) if every_test else None, "total": int(result.total),
                "num_tokens": num_tokens, "truncated": truncated,
            }
            if keep_completions:
                sample["completion"] = text
            samples.append(sample)
        records.append({"name": problem.get("name", ""), "every_test_judged": every_test, "samples": samples})
    timing = {"generation_seconds": generated - started, "judge_seconds": judged - generated}
    return records, timing


def every_test_judged(records):
    """Whether every program of these records ran all its tests (records from before the field existed did)."""
    return all(record.get("every_test_judged", True) for record in records)


def default_ks(n):
    return [k for k in PASS_AT_K_CANDIDATES if k <= n] + ([n] if n not in PASS_AT_K_CANDIDATES else [])


def model_sample_counts(record):
    """How many of a problem record's samples each model drew, in order: the "sample_blocks" of a record that pools
    separately trained models (a recipe's seeds, pooled per problem), else one block of all its samples."""
    blocks = record.get("sample_blocks")
    if blocks is None:
        return [len(record["samples"])]
    if sum(blocks) != len(record["samples"]) or min(blocks, default=0) < 1:
        raise ValueError(f"problem {record.get('name')!r}: sample_blocks {blocks} do not split its "
                         f"{len(record['samples'])} samples")
    return list(blocks)


def model_samples(record):
    """A problem record's samples split by the model that drew them (model_sample_counts), in order."""
    start, blocks = 0, []
    for count in model_sample_counts(record):
        blocks.append(record["samples"][start:start + count])
        start += count
    return blocks


def record_pass_at_k(record, k):
    """A problem's unbiased pass@k. For a record pooling several models, the mean of each model's own pass@k: pass@k
    of the pooled samples would measure their ensemble, which reaches problems none of them reaches alone (issue 46:
    the recipe's three seeds pooled, pass@32 +5.4 points over the base model; the mean of the seeds' own, +1.1)."""
    total, blocks = Fraction(0), model_samples(record)
    for block in blocks:
        count, correct = len(block), sum(s["outcome"] == "AC" for s in block)
        pass_at_k(count, correct, k)  # refuses k above the samples
        # exact, so that equal rates on both sides of a paired test tie exactly (3 seeds' 1/32 against 3/96)
        total += 1 - Fraction(math.comb(count - correct, k), math.comb(count, k))
    return float(total / len(blocks))


def sampled_alike(record_a, record_b, metric):
    """Whether two records' values of `metric` are estimated alike, so that under no change their difference is as
    likely above zero as below (the sign counts of a paired comparison mean something): pass@1 and the averages
    from as many samples on each side; pass@k (k > 1) from as many models with as many samples each. With 32
    samples against 96, a problem's pass@32 is 0 or 1 on one side and a fraction on the other: the signs lean."""
    if metric in ("pass@1", "average_score"):
        return len(record_a["samples"]) == len(record_b["samples"])
    return model_sample_counts(record_a) == model_sample_counts(record_b)


def fewest_samples_per_model(records):
    """The largest k every record's pass@k has: the fewest samples one model drew for one problem."""
    return min(min(model_sample_counts(r)) for r in records)


def compute_metrics(records, ks=None):
    """Metrics over per-problem records. Rates are means over problems; counts are over all completions.

    pass@k uses the unbiased estimator per problem; every rate comes with a 95% interval over problems
    (Wilson when each problem's value is 0 or 1, e.g. pass@1 with one sample; percentile bootstrap otherwise).
    Records judged only to each program's first failing test (every_test_judged False) have no average score,
    average pass rate or count of tests passed: those metrics are left out, never estimated.
    """
    if not records:
        raise ValueError("no problems to compute metrics on")
    n_min = fewest_samples_per_model(records)
    ks = [k for k in (ks or default_ks(n_min)) if k <= n_min]
    samples = [s for r in records for s in r["samples"]]
    outcomes = Counter(s["outcome"] for s in samples)
    every_test = every_test_judged(records)
    binary_per_problem = [np.mean([s["outcome"] == "AC" for s in r["samples"]]) for r in records]
    compiled_per_problem = [np.mean([s["compiled"] for s in r["samples"]]) for r in records]
    metrics = {
        "num_problems": len(records),
        "samples_per_problem": (len(records[0]["samples"])
                                if len({len(r["samples"]) for r in records}) == 1 else None),
        "num_completions": len(samples),
        "every_test_judged": every_test,
        "average_binary": float(np.mean(binary_per_problem)),
        "compile_rate": float(np.mean(compiled_per_problem)),
    }
    ci = {"compile_rate": mean_confidence_interval(compiled_per_problem)}
    if every_test:  # the other two reward rules of reward/rules.py (partial is "average_score"), and test counts
        score_per_problem = [np.mean([s["reward"] for s in r["samples"]]) for r in records]
        pass_rate_per_problem = [np.mean([s.get("pass_rate", float(s["outcome"] == "AC")) for s in r["samples"]])
                                 for r in records]  # older records lack pass_rate
        metrics.update(average_score=float(np.mean(score_per_problem)),
                       average_pass_rate=float(np.mean(pass_rate_per_problem)),
                       partial_pass=sum(s["compiled"] and 0 < s["passed"] < s["total"] for s in samples),
                       compiled_no_pass=sum(s["compiled"] and s["passed"] == 0 and s["total"] > 0 for s in samples))
        ci.update(average_score=mean_confidence_interval(score_per_problem),
                  average_pass_rate=mean_confidence_interval(pass_rate_per_problem))
    for k in ks:
        values = [record_pass_at_k(r, k) for r in records]
        metrics[f"pass@{k}"] = float(np.mean(values))
        ci[f"pass@{k}"] = mean_confidence_interval(values)
    metrics.update({
        "compile_success": sum(s["compiled"] for s in samples),
        "full_pass": outcomes["AC"],
        "no_code": outcomes["NO_CODE"],
        "truncated": sum(bool(s.get("truncated")) for s in samples),
        "outcomes": {o: outcomes[o] for o in OUTCOMES if outcomes[o]},
        "ci": {name: [float(lo), float(hi)] for name, (lo, hi) in ci.items()},
    })
    return metrics


def evaluate_problems(model, tokenizer, problems, n=1, ks=None, temperature=EVAL_TEMPERATURE, max_new_tokens=1024,
                      batch_size=None, seed=EVAL_SEED, timeout=2.0, max_tests=None, max_workers=None,
                      progress=True, engine="auto", judge_pool=None, stop_at_first_failure=False):
    """Generate n samples per problem, judge them, and return the metrics dict (see compute_metrics).

    The dict also holds "problems" (per-problem records) and the generation and judging times.
    """
    records, timing = generate_and_judge(
        model, tokenizer, problems, n=n, temperature=temperature, max_new_tokens=max_new_tokens,
        batch_size=batch_size, seed=seed, timeout=timeout, max_tests=max_tests, max_workers=max_workers,
        progress=progress, engine=engine, judge_pool=judge_pool, stop_at_first_failure=stop_at_first_failure,
    )
    metrics = compute_metrics(records, ks)
    metrics.update(timing)
    metrics["problems"] = records
    return metrics


def per_problem_value(record, metric):
    """A problem's average score ("average_score") or unbiased pass@k ("pass@k") from its samples."""
    if metric == "average_score":
        if not record.get("every_test_judged", True):
            raise ValueError(f"problem {record['name']!r} was judged only to each program's first failing test: "
                             "it has no average score")
        return float(np.mean([s["reward"] for s in record["samples"]]))
    return record_pass_at_k(record, int(metric.split("@")[1]))


def compare_runs(records_a, records_b, ks=(1,)):
    """Paired difference (a - b) on the problems both runs share, matched by name.

    For pass@k and the average score (only where both runs judged every test): mean difference over the shared
    problems, its 95% bootstrap and Student-t intervals, a paired permutation test, how many problems each run did
    better on, and a sign test.
    """
    by_name_b = {r["name"]: r for r in records_b}
    pairs = [(r, by_name_b[r["name"]]) for r in records_a if r["name"] in by_name_b]
    if not pairs:
        raise UsageError("the two runs have no problem names in common; compare runs on the same test data")
    n_min = min(fewest_samples_per_model([a, b]) for a, b in pairs)
    comparison = {"num_common_problems": len(pairs), "only_in_a": len(records_a) - len(pairs),
                  "only_in_b": len(records_b) - len(pairs), "metrics": {}}
    scores = ["average_score"] if every_test_judged(records_a) and every_test_judged(records_b) else []
    for metric in [f"pass@{k}" for k in ks if k <= n_min] + scores:
        comparison["metrics"][metric] = paired_summary([per_problem_value(a, metric) for a, _ in pairs],
                                                       [per_problem_value(b, metric) for _, b in pairs],
                                                       signs=all(sampled_alike(a, b, metric) for a, b in pairs))
    return comparison


def evaluation_problems(data_path, max_samples, seed, what, generation_engine):
    """test.py's and validate.py's problems from `data_path` (UsageError when none is usable), after checking, before
    any model loads, that a vllm engine can run here."""
    from ..data.problems import load_problems

    problems = load_problems(data_path, max_samples=max_samples, seed=seed)
    if not problems:
        raise UsageError(f"no usable {what} problems in {data_path}")
    if generation_engine == "vllm":
        from ..generation.vllm_engine import check_vllm_usable

        check_vllm_usable("--generation_engine vllm")
    return problems


def load_model_for_evaluation(checkpoint_path=None, model_path=None, use_4bit=None):
    """(model, tokenizer, info): the base model, or the trained weights `checkpoint_path` names.

    `checkpoint_path` may name a TinyLoRA checkpoint (tiny_lora_v.pt, or a folder holding one: TinyLoRA applied with
    its v), a PEFT LoRA adapter folder (merged into its base model, models/trained.py), a full Hugging Face model
    folder, or a run folder holding lora_adapter/ or full_model/ (models/folders.py). Trained weights bring their
    own model: a `model_path` naming another one is refused, and there is no fallback to the bundled model.
    `use_4bit=None` follows a checkpoint's or adapter's `is_quantized` (4-bit without a checkpoint, as in the
    original project; never for a model folder; the model section loads unquantised where there is no GPU).
    info["kind"] says what was loaded: "base", "tinylora", "lora" or "model", with "trained_parameters" where known.
    """
    if checkpoint_path:
        kind, path = resolve_trained_path(checkpoint_path)
        if kind is None:
            hint = (f" (a folder must hold {CHECKPOINT_NAME}, a LoRA adapter's adapter_config.json, a model's "
                    f"config.json + *.safetensors, {LORA_ADAPTER_DIR}/ or {FULL_MODEL_DIR}/)"
                    if os.path.isdir(path) else "")
            raise CheckpointError(f"checkpoint not found: {checkpoint_path}{hint}")
        if kind in ("lora", "model"):
            load = load_lora_for_evaluation if kind == "lora" else load_model_folder_for_evaluation
            model, tokenizer, details = load(path, model_path, use_4bit)
            info = {"model": model.tinylora_model_id, "checkpoint": checkpoint_path,
                    "quantized": bool(getattr(model, "is_loaded_in_4bit", False)), **details}
            return model, tokenizer, info
    checkpoint = read_tiny_lora_checkpoint(checkpoint_path) if checkpoint_path else None
    if checkpoint is not None:
        model_path = recorded_model_reference(checkpoint["model_id"], checkpoint.get("model_path"), model_path,
                                              what=f"checkpoint {checkpoint_path}")
        if use_4bit is None:
            use_4bit = bool(checkpoint.get("is_quantized", True))
    model_path = model_path or DEFAULT_MODEL_ID
    use_4bit = True if use_4bit is None else use_4bit
    model, tokenizer = get_model_and_tokenizer(model_path, use_4bit=use_4bit, for_inference=True,
                                               allow_fallback=checkpoint is None)
    info = {"model": getattr(model, "tinylora_model_id", model_path), "checkpoint": checkpoint_path,
            "quantized": bool(getattr(model, "is_loaded_in_4bit", False)),
            "kind": "base" if checkpoint is None else "tinylora"}
    if checkpoint is not None:
        apply_tiny_lora_from_checkpoint(model, checkpoint_path)
        info.update({"u_value": int(checkpoint["u_value"]), "rank": int(checkpoint["rank"]),
                     "seed": int(checkpoint["seed"]), "replaced_layers": int(checkpoint["total_replaced_layers"]),
                     "trained_parameters": int(checkpoint["global_v"].numel()),
                     "step": checkpoint.get("step"), "validation_score": checkpoint.get("validation_score")})
    from ..tinylora.rollout_copy import RolloutCopy, needs_rollout_copy  # torch, only once a model is loaded

    if needs_rollout_copy(model):  # sampled as training samples it: a bf16 copy of W + dW, on the fast engines
        model = RolloutCopy(model).plain
        info["sampled_as"] = "bf16 copy of the 4-bit model (W dequantised, + dW)"
        print(f"The model is 4-bit NF4: sampling a bf16 copy of its weights{' + dW' if checkpoint else ''}, as "
              "training does (the 4-bit layers are not kept)")
    return model, tokenizer, info


def run_validation(model, tokenizer, problems, num_samples=10, n=1, max_new_tokens=1024, seed=EVAL_SEED,
                   temperature=EVAL_TEMPERATURE, batch_size=None, verbose=True, engine="auto"):
    """Generate n samples for each of the first `num_samples` problems, judge them, return the metrics.

    Under data parallel training (accelerate/torchrun) every process validates a share of the problems and all
    get the same metrics (with the per-problem records under "problems").
    """
    from .reports import format_metrics_table

    problems = list(problems)[:num_samples]
    if not problems:
        raise UsageError("no validation problems")
    rank, world_size = int(os.environ.get("RANK", 0)), int(os.environ.get("WORLD_SIZE", 1))
    records, _ = generate_and_judge(
        model, tokenizer, problems[rank::world_size], n=n, temperature=temperature, max_new_tokens=max_new_tokens,
        batch_size=batch_size, seed=seed + rank, progress=verbose and is_main_process(), keep_completions=False,
        engine=engine,
    )
    if world_size > 1:
        from accelerate.utils import gather_object

        records = gather_object(records)
    metrics = compute_metrics(records, ks=[1])
    metrics["problems"] = records
    if verbose and is_main_process():
        print(format_metrics_table(metrics, title="Validation results"))
    return metrics
