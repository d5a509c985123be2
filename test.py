"""Test trained weights (a TinyLoRA checkpoint, a LoRA adapter, a model folder) or the base model on code_contests'
test split: pass@k with 95% intervals.

Examples:
  python test.py --baseline --num_samples 50
  python test.py --checkpoint_path ./output/luoguqwencoder-lora/tiny_lora_v.pt --num_samples 50
  python test.py --checkpoint_path ./output/luoguqwencoder-lora/best_tiny_lora_v.pt --num_samples 165 --n 4 \\
      --compare ./output/luoguqwencoder-lora/test_results_baseline.json
  python test.py --checkpoint_path ./exported_lora --num_samples 50   # a LoRA adapter (export.py), on its base model
  python test.py --model ./exported_merged --num_samples 50          # a merged or fully fine-tuned model folder

pass@k is the unbiased estimator of Chen et al. (2021) averaged over problems; intervals are over problems
(Wilson when each problem's value is 0 or 1, percentile bootstrap otherwise). --compare pairs the problems of
two runs by name and reports the mean difference with its bootstrap and Student-t intervals, a paired
permutation test and a sign test (with a few dozen problems, trust the t-interval and the permutation test).
Results are printed and written to a JSON file with every completion.
"""
import os
import sys
import time

import utils
from tinylora_coder import config
from tinylora_coder.library_boundary import check_libraries
from tinylora_coder.models.folders import resolve_trained_path
from tinylora_coder.settings.evaluation import TestConfig
from tinylora_coder.settings.fields import parse_script


def parse_args(argv=None):
    return parse_script(TestConfig, argv, __doc__)


def default_output_path(args):
    if args.baseline:
        return os.path.join(config.OUTPUT_DIR, "test_results_baseline.json")
    path, _ = args.weights_to_evaluate()
    kind, folder = resolve_trained_path(path)
    if kind == "tinylora" and os.path.isdir(path):  # a checkpoint folder: results go inside it
        return os.path.join(path, "test_results_tiny_lora_v.json")
    if os.path.isdir(path) and os.path.abspath(folder) != os.path.abspath(path):  # a run folder: inside it
        return os.path.join(path, f"test_results_{os.path.basename(folder)}.json")
    # a checkpoint file, or an adapter or model folder (which stays as it was written): beside it
    stem = os.path.splitext(os.path.basename(os.path.normpath(path)))[0]
    return os.path.join(os.path.dirname(os.path.abspath(os.path.normpath(path))), f"test_results_{stem}.json")


def main(argv=None):
    args = parse_args(argv)
    other = utils.load_results(args.compare) if args.compare else None
    test_path = args.test_data or utils.find_data_file("code_contests", "test")
    problems = utils.evaluation_problems(test_path, args.num_samples, args.test_seed, "test", args.generation_engine)
    checkpoint, model_path = args.weights_to_evaluate()
    utils.limit_gpu_memory(args.gpu_memory_share)  # before the model: everything this process holds counts
    model, tokenizer, info = utils.load_model_for_evaluation(checkpoint, model_path,
                                                             use_4bit=False if args.no_quant else None)
    what = ("baseline (no TinyLoRA)" if args.baseline
            else f"{checkpoint} ({info['kind']}, step {info.get('step')})")
    print(f"Testing {info['model']} {what} on {len(problems)} problems from {test_path}, {args.n} sample(s) each")

    engine = utils.evaluation_engine_name(args.generation_engine, model)
    if engine == "cuda_graph":  # its decode loop builds generate()'s processors with transformers' private helpers
        check_libraries("generation")
    started = time.time()
    from tinylora_coder.judge.pool import JudgePool

    judge_pool = JudgePool(None if args.judge_workers < 0 else args.judge_workers,
                           stop_at_first_failure=args.stop_at_first_failure) if args.judge_workers else None
    try:
        metrics = utils.evaluate_problems(
            model, tokenizer, problems, n=args.n, temperature=args.temperature, max_new_tokens=args.max_new_tokens,
            batch_size=args.batch_size, seed=args.test_seed, max_tests=args.max_tests, engine=engine,
            judge_pool=judge_pool, stop_at_first_failure=args.stop_at_first_failure,
        )
    finally:
        if judge_pool is not None:
            judge_pool.close()
    records = metrics.pop("problems")
    settings = {**{k: v for k, v in vars(args).items() if k != "compare"}, **info, "test_data": test_path,
                "engine": engine,
                "seconds": round(time.time() - started, 1)}
    result = {"settings": settings, "metrics": metrics, "problems": records}
    title = f"Test results: {'baseline' if args.baseline else os.path.basename(os.path.normpath(checkpoint))}"
    print(utils.format_metrics_table(metrics, title=title))
    if other is not None:
        comparison = utils.compare_runs(records, other["problems"], ks=utils.default_ks(args.n))
        differ = utils.settings_differences(settings, other.get("settings") or {})
        result["comparison"] = {"other": args.compare, **comparison, **({"settings_differ": differ} if differ else {})}
        print(utils.format_comparison(comparison, name_b=os.path.basename(args.compare)))
        if differ:
            print(f"warning: the two runs were not sampled alike ({'; '.join(differ)}): the difference mixes that in")
    output = args.output or default_output_path(args)
    utils.write_json(output, result)
    print(f"Wrote {output}")
    return 0


if __name__ == "__main__":
    sys.exit(utils.run_cli(main))
