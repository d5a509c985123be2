"""What the study's summaries pair (benchmarks/reward_study_summary.py, adapter_study_summary.py): each evaluation
with the base model sampled alike, by the same engine. Job names: <run>_held_out_n32_t<T>, with the engine appended
where it is not the first engine that sampled the base model at that temperature (base_held_out_n32_t1.0_cuda_graph,
lora-r16-lr5e-5_held_out_n32_t1.0_cuda_graph), so that a run may hold one result per engine; then _test_seed<S> for
the base model's extra samplings, pooled per problem with its declared one."""
import os
import re

import utils

# test.py settings that decide how a sample is drawn and judged, and from which base model: a paired comparison
# needs them equal (every stored result records the model and its quantization; one written without them has None)
SAMPLING_SETTINGS = ("model", "quantized", "engine", "n", "temperature", "max_new_tokens", "batch_size", "test_seed",
                     "max_tests")
# The engine that first sampled the base model at each declared temperature (issue 25: cuda_graph at 0.7, vLLM at
# 1.0), and the one evaluations use since 2026-12-05 (benchmarks/learning_study.py says why)
FIRST_ENGINES = {0.7: "cuda_graph", 1.0: "vllm"}
CURRENT_ENGINES = {0.7: "cuda_graph", 1.0: "cuda_graph"}
ENGINES = ("cuda_graph", "vllm")


def evaluation_job(name, t, engine=None, test_seed=None):
    """The job name of run `name`'s evaluation at temperature t by `engine` (default: the first one there)."""
    job = f"{name}_held_out_n32_t{t}"
    if engine and engine != FIRST_ENGINES.get(t):
        job += f"_{engine}"
    return job + ("" if test_seed is None else f"_test_seed{test_seed}")


def base_job(t, test_seed=None, engine=None):
    """The base model's job at temperature t by `engine`: the declared sampling, or one of its extra samplings."""
    return evaluation_job("base", t, engine, test_seed)


def result_file(root, job):
    """The path of job's test.py result in root: <job>.json as test.py writes it, or <job>.json.gz as
    learning_study.py store keeps it; None when neither exists."""
    for name in (f"{job}.json", f"{job}.json.gz"):
        if os.path.isfile(os.path.join(root, name)):
            return os.path.join(root, name)
    return None


def load_job(root, job):
    return utils.load_results(result_file(root, job) or os.path.join(root, f"{job}.json"))


def held_out_records(result, held_out):
    """Per-problem records of a test.py result, limited to the problems still held out (a set of names)."""
    return [r for r in result["problems"] if r["name"] in held_out]


def sampling_settings(settings):
    """The SAMPLING_SETTINGS of a test.py result. Results written before test.py recorded the engine it resolved
    name only --generation_engine; the study evaluates on a GPU only, where auto is cuda_graph."""
    engine = settings.get("engine") or settings.get("generation_engine")
    return {**{k: settings.get(k) for k in SAMPLING_SETTINGS}, "model": utils.sampled_model(settings),
            "engine": "cuda_graph" if engine == "auto" else engine}


def result_engine(result):
    """The engine a test.py result was sampled by."""
    return sampling_settings(result["settings"])["engine"]


def check_same_sampling(job, result, base_job, base_result, ignore=()):
    """ValueError (one line) when job and base_job were not sampled and judged alike (settings in `ignore` aside)."""
    ours, theirs = sampling_settings(result["settings"]), sampling_settings(base_result["settings"])
    differ = [f"{k} {ours[k]} against {theirs[k]}" for k in SAMPLING_SETTINGS
              if k not in ignore and ours[k] != theirs[k]]
    if differ:
        raise ValueError(f"{job} and {base_job} were not sampled alike: {', '.join(differ)}")


def recipe_of(name):
    """The recipe a run belongs to: its name without a seed suffix ("reward-binary-seed2" -> "reward-binary")."""
    return re.sub(r"-seed\d+$", "", name)


def pooled_records(results, separate_models=False):
    """One record per problem present in every result, holding the samples of all of them; judged to every test
    only if all of them were. Samplings of one model (the base model's test seeds) pool into one estimate;
    `separate_models` (a recipe's seeds) keeps each result's share as a block of its own ("sample_blocks"), so that
    pass@k is the mean of each model's own (utils.record_pass_at_k)."""
    by_name = [{r["name"]: r for r in records} for records in results]
    names = [r["name"] for r in results[0] if all(r["name"] in other for other in by_name[1:])]
    pooled = []
    for n in names:
        record = {"name": n, "every_test_judged": utils.every_test_judged([records[n] for records in by_name]),
                  "samples": [s for records in by_name for s in records[n]["samples"]]}
        if separate_models:
            record["sample_blocks"] = [c for records in by_name for c in utils.model_sample_counts(records[n])]
        pooled.append(record)
    return pooled


def pooled_base(root, temperatures, held_out, extra_test_seeds=None):
    """The base model's side at each temperature, per engine whose declared job is stored: ({t: {engine: that job's
    result}}, {t: {engine: its held-out records pooled per problem with the extra samplings stored (test seeds
    extra_test_seeds[t], each job named for the same engine and checked to be sampled alike but for the test
    seed)}}, {t: {engine: the jobs pooled}}); a temperature with no base job stored is left out."""
    base_results, base, base_jobs = {}, {}, {}
    for t in temperatures:
        for engine in ENGINES:
            job = base_job(t, engine=engine)
            if not result_file(root, job):
                continue
            result = load_job(root, job)
            if result_engine(result) != engine:
                raise ValueError(f"{job} was sampled by {result_engine(result)}, not {engine}: rename it")
            jobs, records = [job], [held_out_records(result, held_out)]
            for seed in (extra_test_seeds or {}).get(t, ()):
                extra_job = base_job(t, seed, engine)
                if result_file(root, extra_job):
                    extra = load_job(root, extra_job)
                    check_same_sampling(extra_job, extra, job, result, ignore=("test_seed",))
                    jobs.append(extra_job)
                    records.append(held_out_records(extra, held_out))
            base_results.setdefault(t, {})[engine] = result
            base.setdefault(t, {})[engine] = pooled_records(records)
            base_jobs.setdefault(t, {})[engine] = jobs
    return base_results, base, base_jobs


def run_evaluations(root, name, t, base_results, held_out):
    """{engine: run `name`'s held-out records at temperature t} for each engine whose result is stored and whose
    base model sampling is too; a result sampled otherwise than that base model is refused (ValueError, one line).
    A result without its engine's base model sampling is left out with a printed line, not refused: the base job
    may come in a later session."""
    evaluations = {}
    for engine in ENGINES:
        job = evaluation_job(name, t, engine)
        if not result_file(root, job):
            continue
        result = load_job(root, job)
        if result_engine(result) != engine:
            raise ValueError(f"{job} was sampled by {result_engine(result)}, not {engine}: rename it")
        if engine not in base_results.get(t, {}):
            print(f"{job}: left out until the base model is sampled by {engine} at T = {t} "
                  f"({base_job(t, engine=engine)})", flush=True)
            continue
        check_same_sampling(job, result, base_job(t, engine=engine), base_results[t][engine])
        evaluations[engine] = held_out_records(result, held_out)
    return evaluations


def preferred(engines, t):
    """The engine to report among `engines`: today's (CURRENT_ENGINES), else the first one at t, else any."""
    for engine in (CURRENT_ENGINES.get(t), FIRST_ENGINES.get(t), *sorted(engines)):
        if engine in engines:
            return engine
    return None


def recipe_engine(seeds, evaluated, t):
    """(engine, seeds evaluated by it, seeds left out) for a recipe's seeds at temperature t (`evaluated`: (run, t)
    -> {engine: records}): the engine that evaluated the most of them, today's on a tie. Seeds pool against one
    base model sampling, so a seed evaluated only by another engine is left out, and named."""
    counts = {}
    for name in seeds:
        for engine in evaluated.get((name, t), {}):
            counts[engine] = counts.get(engine, 0) + 1
    if not counts:
        return None, [], []
    most = max(counts.values())
    engine = preferred([e for e, c in counts.items() if c == most], t)
    kept = [name for name in seeds if engine in evaluated.get((name, t), {})]
    return engine, kept, [name for name in seeds if name not in kept and evaluated.get((name, t))]
