"""Calibrate a base model on problem files: each problem's pass rate and mean reward over n samples.

Examples:
  python calibrate.py                                       # bundled model, the three bundled files, T = 1.0 and 0.7
  python calibrate.py --data local_code_contests/bundled_train.jsonl --temperature 1.0 --n 32
  python calibrate.py --model qwen/Qwen2.5-Coder-3B-Instruct --data local_code_contests/code_contests_train.jsonl
  python train_rl.py 32 2000 --model bundled --train_filter 0.05,0.95   # train on what the model sometimes solves

Writes local_code_contests/calibration/<model>.json (or --output): the model's identity (as TinyLoRA checkpoints
record it) and one entry per (data file, temperature) with n, max_new_tokens, the tests judged (all), the date,
device and library versions, and per problem its pass rate (share of the n samples passing every test), mean
reward and outcome counts (AC, WA, CE, ...). Entries of other files and temperatures accumulate in the file; a new
run of the same file and temperature replaces its entry. The file is written after each (file, temperature), so
Ctrl-C loses at most the entry in progress.
"""
import sys

from tinylora_coder.settings.evaluation import CalibrationConfig
from tinylora_coder.settings.fields import parse_script


def parse_args(argv=None):
    return parse_script(CalibrationConfig, argv, __doc__)


def main(argv=None):
    args = parse_args(argv)
    import utils  # heavy imports after argument parsing: --help and argument errors answer at once
    from tinylora_coder.data import calibration

    problems = {path: utils.load_problems(path) for path in args.data}  # every file read before the model loads
    for path, file_problems in problems.items():
        if not file_problems:
            raise utils.UsageError(f"no usable problems in {path}")
    expected = utils.model_id_of(args.model)  # another model's file is refused before loading, and after it
    calibration.check_writable(args.output or calibration.default_calibration_path(expected), expected)
    if args.generation_engine == "vllm":
        utils.check_vllm_usable("--generation_engine vllm")
    model, tokenizer, info = utils.load_model_for_evaluation(None, args.model,
                                                             use_4bit=False if args.no_quant else None)
    output = args.output or calibration.default_calibration_path(info["model"])
    calibration.check_writable(output, info["model"])  # the model loaded (the bundled one when a hub is unreachable)
    settings = {"seed": args.seed, "generation_engine": args.generation_engine, "quantized": info["quantized"],
                **calibration.runtime_environment(model.device)}
    jobs = [(path, temperature) for path in args.data for temperature in args.temperature]
    from tinylora_coder.judge.pool import JudgePool

    with JudgePool() as judge_pool:  # judges each completion as soon as it is sampled
        for number, (path, temperature) in enumerate(jobs, 1):
            print(f"[{number}/{len(jobs)}] {info['model']} on {path}: {len(problems[path])} problems x {args.n} "
                  f"samples at temperature {temperature:g}")
            records, _ = utils.generate_and_judge(
                model, tokenizer, problems[path], n=args.n, temperature=temperature,
                max_new_tokens=args.max_new_tokens, batch_size=args.batch_size, seed=args.seed,
                keep_completions=False, engine=args.generation_engine, judge_pool=judge_pool)
            entry = calibration.make_entry(records, path, temperature, args.n, args.max_new_tokens, **settings)
            calibration.save_entry(output, info["model"], entry)
            print(calibration.format_summary(entry))
    print(f"Wrote {output}")
    return 0


if __name__ == "__main__":
    from tinylora_coder.cli import run_cli

    sys.exit(run_cli(main))
