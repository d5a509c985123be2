"""Test a TinyLoRA checkpoint (or the base model) on code_contests' test split: pass@k with 95% intervals.

Examples:
  python test.py --baseline --num_samples 50
  python test.py --checkpoint_path ./output/luoguqwencoder-lora/tiny_lora_v.pt --num_samples 50
  python test.py --checkpoint_path ./output/luoguqwencoder-lora/best_tiny_lora_v.pt --num_samples 165 --n 4 \\
      --compare ./output/luoguqwencoder-lora/test_results_baseline.json

pass@k is the unbiased estimator of Chen et al. (2021) averaged over problems; intervals are over problems
(Wilson when each problem's value is 0 or 1, percentile bootstrap otherwise). --compare pairs the problems of
two runs by name and reports the mean difference with its bootstrap and Student-t intervals, a paired
permutation test and a sign test (with a few dozen problems, trust the t-interval and the permutation test).
Results are printed and written to a JSON file with every completion.
"""
import argparse
import os
import sys
import time

import utils
from tinylora_coder import config
from tinylora_coder.cli import HelpFormatter

DEFAULT_CHECKPOINT = os.path.join(config.OUTPUT_DIR, config.CHECKPOINT_NAME)



def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1],
                                     formatter_class=HelpFormatter)
    parser.add_argument("--checkpoint_path", default=DEFAULT_CHECKPOINT,
                        help="TinyLoRA checkpoint to test: a tiny_lora_v.pt file, or a folder holding one")
    parser.add_argument("--baseline", action="store_true", help="test the base model without TinyLoRA")
    parser.add_argument("--num_samples", type=int, default=50,
                        help="number of test problems, drawn with --test_seed (165 = all of code_contests' test)")
    parser.add_argument("--test_data", nargs="+", metavar="JSONL",
                        help="test JSONL file(s) (default: the code_contests test split; the bundled test "
                             "problems when it is missing)")
    parser.add_argument("--test_seed", type=int, default=config.EVAL_SEED,
                        help="seed for choosing problems and sampling")
    parser.add_argument("--model", help="base model (hub id, directory, .gguf, or 'bundled'); with a checkpoint "
                                        f"the recorded one is used (without one: {config.DEFAULT_MODEL_ID})")
    parser.add_argument("--no_quant", action="store_true",
                        help="load in bf16 instead of 4-bit NF4 (default: as the checkpoint was trained)")
    parser.add_argument("--n", type=int, default=1, help="samples per problem; pass@k for k <= n")
    parser.add_argument("--temperature", type=float, default=config.EVAL_TEMPERATURE,
                        help="sampling temperature (0 = greedy)")
    parser.add_argument("--max_new_tokens", type=int, default=1024, help="max new tokens per completion")
    parser.add_argument("--batch_size", type=int,
                        help="sequences per generate() call (default: 8 on CPU, 64 on a GPU)")
    parser.add_argument("--generation_engine", choices=config.GENERATION_ENGINES, default="auto",
                        help="auto (cuda_graph on a GPU, eager on CPU), eager, compiled, cuda_graph, continuous, "
                             "vllm (CUDA, "
                             f"--no_quant, pip install -r {config.VLLM_REQUIREMENTS})")
    parser.add_argument("--max_tests", type=int, help="judge at most this many tests per problem (default: all)")
    parser.add_argument("--judge_workers", type=int, default=-1,
                        help="judge processes that take each completion as soon as it is sampled (-1: one per CPU "
                             "core; 0: judge everything after generation, in this process)")
    parser.add_argument("--output", help="result JSON (default: test_results_<name>.json next to the checkpoint, "
                                         "or in the output folder for --baseline)")
    parser.add_argument("--compare", metavar="OTHER_JSON", help="report the paired difference with another result file")
    args = parser.parse_args(argv)
    for name in ("num_samples", "n", "max_new_tokens", "batch_size"):
        if getattr(args, name) is not None and getattr(args, name) < 1:
            parser.error(f"{name} must be a positive integer, got {getattr(args, name)}")
    if args.temperature < 0:
        parser.error(f"temperature must be >= 0, got {args.temperature}")
    if args.n > 1 and args.temperature == 0:
        parser.error("--n > 1 with --temperature 0 gives n identical greedy samples; use a temperature > 0")
    for path in args.test_data or []:
        if not os.path.isfile(path):
            parser.error(f"--test_data {path}: no such file")
    if args.compare and not os.path.isfile(args.compare):
        parser.error(f"--compare {args.compare}: no such file")
    if args.generation_engine == "vllm" and not args.no_quant:
        parser.error("--generation_engine vllm needs --no_quant: vLLM serves the bf16 weights (W + dW for TinyLoRA), "
                     "which cannot be expressed in 4-bit NF4")
    if not args.baseline and not os.path.isfile(args.checkpoint_path) and not os.path.isfile(
            os.path.join(args.checkpoint_path, config.CHECKPOINT_NAME)):
        parser.error(f"checkpoint not found: {args.checkpoint_path} (train one with train_rl.py, or use --baseline)")
    return args


def default_output_path(args):
    if args.baseline:
        return os.path.join(config.OUTPUT_DIR, "test_results_baseline.json")
    path = args.checkpoint_path
    if os.path.isdir(path):  # a checkpoint folder: results go inside it
        return os.path.join(path, "test_results_tiny_lora_v.json")
    stem = os.path.splitext(os.path.basename(path))[0]
    return os.path.join(os.path.dirname(os.path.abspath(path)), f"test_results_{stem}.json")


def main(argv=None):
    args = parse_args(argv)
    other = utils.load_results(args.compare) if args.compare else None
    test_path = args.test_data or utils.find_data_file("code_contests", "test")
    problems = utils.load_problems(test_path, max_samples=args.num_samples, seed=args.test_seed)
    if not problems:
        raise utils.UsageError(f"no usable test problems in {test_path}")

    if args.generation_engine == "vllm":
        from tinylora_coder.generation.vllm_engine import check_vllm_usable

        check_vllm_usable("--generation_engine vllm")  # before loading the model
    checkpoint = None if args.baseline else args.checkpoint_path
    model, tokenizer, info = utils.load_model_for_evaluation(checkpoint, args.model,
                                                             use_4bit=False if args.no_quant else None)
    what = "baseline (no TinyLoRA)" if args.baseline else f"{checkpoint} (step {info.get('step')})"
    print(f"Testing {info['model']} {what} on {len(problems)} problems from {test_path}, {args.n} sample(s) each")

    started = time.time()
    from tinylora_coder.judge.pool import JudgePool

    judge_pool = JudgePool(None if args.judge_workers < 0 else args.judge_workers) if args.judge_workers else None
    try:
        metrics = utils.evaluate_problems(
            model, tokenizer, problems, n=args.n, temperature=args.temperature, max_new_tokens=args.max_new_tokens,
            batch_size=args.batch_size, seed=args.test_seed, max_tests=args.max_tests, engine=args.generation_engine,
            judge_pool=judge_pool,
        )
    finally:
        if judge_pool is not None:
            judge_pool.close()
    records = metrics.pop("problems")
    settings = {**{k: v for k, v in vars(args).items() if k != "compare"}, **info, "test_data": test_path,
                "seconds": round(time.time() - started, 1)}
    result = {"settings": settings, "metrics": metrics, "problems": records}
    title = f"Test results: {'baseline' if args.baseline else os.path.basename(args.checkpoint_path)}"
    print(utils.format_metrics_table(metrics, title=title))
    if other is not None:
        comparison = utils.compare_runs(records, other["problems"], ks=utils.default_ks(args.n))
        result["comparison"] = {"other": args.compare, **comparison}
        print(utils.format_comparison(comparison, name_b=os.path.basename(args.compare)))
    output = args.output or default_output_path(args)
    utils.write_json(output, result)
    print(f"Wrote {output}")
    return 0


if __name__ == "__main__":
    sys.exit(utils.run_cli(main))
