"""train_rl.py's command line: its options (grouped as --help shows them), their checks, and TRL's config built
from them. No torch here: --help and argument errors answer at once.
"""
import argparse
import glob
import os

from .. import cli, config
from ..cli import HelpFormatter, missing_tracker
from ..data import calibration


# TRL 1.16's GRPOConfig defaults (repeated here so that --help needs no TRL import; a test compares them).
def parse_args(argv=None, epilog=None):
    parser = argparse.ArgumentParser(
        description="GRPO training of TinyLoRA's u shared scalars on a g++ compile-and-run reward.",
        epilog=epilog, formatter_class=HelpFormatter)
    parser.add_argument("u_value", nargs="?", type=int, default=config.DEFAULT_U_VALUE,
                        help="number of trainable scalars in the shared vector v")
    parser.add_argument("max_samples", nargs="?", type=int, default=2000,
                        help="maximum number of training problems, drawn at random with --seed")
    data = parser.add_argument_group("data")
    data.add_argument("--dataset", choices=("code_contests", "deepcoder"), default="code_contests",
                      help="training data: code_contests (filtered to easy problems, as in the seed) or deepcoder")
    data.add_argument("--train_data", help="training JSONL file or glob (default: the --dataset download; the "
                                           "bundled problems when it is missing)")
    data.add_argument("--train_filter", type=calibration.band_argument, metavar="LOW,HIGH",
                      help="keep the training problems whose calibrated pass rate lies in [LOW, HIGH], edges included "
                           "(e.g. 0.05,0.95; before max_samples draws; the calibration comes from calibrate.py)")
    data.add_argument("--calibration", metavar="FILE", help="calibration file of --train_filter (default: "
                                                            "local_code_contests/calibration/<the --model>.json)")
    data.add_argument("--calibration_temperature", type=float, default=1.0,
                      help="--train_filter reads the calibration entries sampled at this temperature")
    model = parser.add_argument_group("model and TinyLoRA")
    model.add_argument("--model", default=config.DEFAULT_MODEL_ID,
                       help="hub id, local directory, .gguf file, or 'bundled' (the offline Qwen2.5-Coder-0.5B); "
                            "the default falls back to 'bundled' when it cannot be downloaded")
    model.add_argument("--no_quant", action="store_true", help="load in bf16 instead of 4-bit NF4 (GPU only)")
    model.add_argument("--rank", type=int, default=config.DEFAULT_RANK, help="TinyLoRA SVD rank r")
    model.add_argument("--tying", choices=config.TYING_MODES, default="all",
                       help="which layers share one v: all (the seed: u trainable scalars), type (one v per "
                            "projection type), block (one per transformer block), layer (no sharing)")
    model.add_argument("--projection_seed", type=int, default=config.TINYLORA_SEED,
                       help="seed of the fixed random projections P (stored in the checkpoint as 'seed')")
    model.add_argument("--seed", type=int, default=42, help="seed of data order, sampling and initialisation")
    grpo = parser.add_argument_group("GRPO (TRL's options of the same names)")
    grpo.add_argument("--num_generations", type=int, default=4, help="completions per prompt")
    grpo.add_argument("--max_completion_length", type=int, default=1024, help="max new tokens per completion")
    grpo.add_argument("--learning_rate", type=float, default=config.DEFAULT_LEARNING_RATE,
                      help=f"AdamW learning rate for v (the seed's: {config.SEED_LEARNING_RATE:g})")
    grpo.add_argument("--lr_scheduler_type", default=config.DEFAULT_LR_SCHEDULER,
                      help="learning-rate schedule, transformers' names: constant, linear (the seed's), cosine, ...")
    grpo.add_argument("--warmup_steps", type=float, default=0,
                      help="linear warm-up: a number of steps, or a share of all steps when below 1")
    grpo.add_argument("--num_iterations", type=int, default=4, help="optimizer steps per rollout round")
    grpo.add_argument("--epsilon", type=float, default=0.05, help="lower clipping range")
    grpo.add_argument("--epsilon_high", type=float, default=0.95, help="upper clipping range")
    grpo.add_argument("--temperature", type=float, default=1.0, help="sampling temperature of rollouts")
    grpo.add_argument("--scale_rewards", choices=("batch", "group", "none"), default="batch",
                      help="advantage scaling: batch keeps the per-source reward multipliers effective; group "
                           "(TRL's default) cancels them")
    grpo.add_argument("--per_device_train_batch_size", type=int, default=1,
                      help="completions per forward/backward on each device")
    grpo.add_argument("--gradient_accumulation_steps", type=int, default=8,
                      help="micro-batches per optimizer step; a round samples per_device_train_batch_size x this "
                           "x GPUs completions, a multiple of num_generations")
    grpo.add_argument("--max_steps", type=int, default=-1, help="optimizer steps (-1: one epoch over the data)")
    grpo.add_argument("--top_k", type=int, default=0, help="rollouts sample from the k likeliest tokens (0: all)")
    grpo.add_argument("--top_p", type=float, default=1.0, help="rollouts sample from the nucleus of this mass (1: all)")
    reward = parser.add_argument_group("reward and truncation")
    reward.add_argument("--reward", choices=("partial", "pass_rate", "binary"), default="partial",
                        help="partial (the original's: 0 compile error, 0.5 + 0.5 k/N once it compiles), pass_rate "
                             "(k/N), binary (1 only when every judged test passes)")
    reward.add_argument("--train_tests", type=int, default=0,
                        help="tests a training reward judges per problem (0: all, so that a training pass means "
                             "an evaluation pass; the original judged 5)")
    reward.add_argument("--mask_truncated_completions", action="store_true",
                        help="completions cut at max_completion_length get no loss (TRL's option; DAPO)")
    reward.add_argument("--overlong_penalty", type=int, default=0, metavar="TOKENS",
                        help="add TRL's soft overlong punishment: 0 up to max_completion_length - TOKENS new tokens, "
                             "then down to -1 at max_completion_length (0: off)")
    speed = parser.add_argument_group("speed")
    speed.add_argument("--train_micro_batch", default="auto",
                       help="completions per training forward/backward: auto (on a GPU the largest divisor of the "
                            "round that fits in memory, measured at start; on a CPU per_device_train_batch_size) or "
                            "a number dividing the round")
    speed.add_argument("--gradient_checkpointing", choices=("auto", "on", "off"), default="auto",
                       help="activation checkpointing: auto uses it only when a large enough micro-batch does not "
                            "fit without it")
    speed.add_argument("--judge_workers", type=int, default=-1,
                       help="judge processes that take each completion as its row ends (-1: one per CPU core; "
                            "0: judge in this process once the round is sampled, as the original did)")
    grpo.add_argument("--generation_engine", choices=[e for e in config.GENERATION_ENGINES if e != "vllm"],
                      default="auto",
                      help="how rollouts and validation sample: auto (cuda_graph on a GPU, eager on CPU), eager, "
                           "compiled (generate() on a static cache, compiled), cuda_graph (the project's decode "
                           "loop: each step one CUDA graph, fastest on a GPU), continuous (continuous batching); "
                           "for vLLM rollouts use --use_vllm")
    vllm = parser.add_argument_group(
        f"vLLM rollouts (optional: pip install -r {config.VLLM_REQUIREMENTS}; TRL's options of the same names)")
    vllm.add_argument("--use_vllm", action="store_true",
                      help="sample rollouts with vLLM, which receives W + dW after every optimizer step; needs a "
                           "CUDA GPU and --no_quant (vLLM cannot serve W + dW in 4-bit NF4); validation still uses "
                           "--generation_engine")
    vllm.add_argument("--vllm_mode", choices=("colocate", "server"), default="colocate",
                      help="colocate: a vLLM engine inside each training process, sharing its GPU; server: a "
                           "vLLM server on other GPUs (start it first: trl vllm-serve --model <folder>)")
    for name, kind, default, text in cli.VLLM_NUMBERS:
        vllm.add_argument(f"--{name}", type=kind, default=default, help=text)
    val = parser.add_argument_group("validation")
    val.add_argument("--do_validate", action="store_true", help="validate during training, keep the best v")
    val.add_argument("--val_steps", type=int, default=100, help="validate every N steps")
    val.add_argument("--val_samples", type=int, default=32, help="validation problems")
    val.add_argument("--val_n", type=int, default=4, help="samples per validation problem")
    val.add_argument("--val_data", help="validation JSONL (default: the code_contests valid split; for deepcoder or "
                                        "--train_data, a held-out slice of the training problems)")
    run = parser.add_argument_group("output and resuming")
    run.add_argument("--output_dir", default=config.OUTPUT_DIR, help="output folder")
    run.add_argument("--save_steps", type=int, default=25, help="write resume state every N steps (a few KB)")
    run.add_argument("--resume", nargs="?", const="latest", metavar="CHECKPOINT_DIR",
                     help="continue the interrupted run in --output_dir (or from CHECKPOINT_DIR)")
    run.add_argument("--overwrite_output_dir", action="store_true",
                     help="start over even if --output_dir holds an interrupted run's resume state")
    run.add_argument("--report_to", default="none",
                     help="experiment trackers, passed to TRL: none, tensorboard, wandb, trackio, all, ...")
    args = parser.parse_args(argv)
    check_args(parser, args)
    return args


def check_args(parser, args):
    for name in ("u_value", "max_samples", "rank", "num_generations", "max_completion_length", "num_iterations",
                 "per_device_train_batch_size", "gradient_accumulation_steps", "val_steps", "val_samples", "val_n",
                 "save_steps"):
        if getattr(args, name) < 1:
            parser.error(f"{name} must be a positive integer, got {getattr(args, name)}")
    for name in ("train_tests", "overlong_penalty", "top_k"):
        if getattr(args, name) < 0:
            parser.error(f"{name} must be 0 or more, got {getattr(args, name)}")
    if not 0 < args.top_p <= 1:
        parser.error(f"top_p must lie in (0, 1], got {args.top_p}")
    if args.overlong_penalty >= args.max_completion_length:
        parser.error(f"--overlong_penalty {args.overlong_penalty} must be below --max_completion_length "
                     f"{args.max_completion_length}")
    if args.train_micro_batch != "auto":
        if not args.train_micro_batch.isdigit() or int(args.train_micro_batch) < 1:
            parser.error(f"--train_micro_batch must be auto or a positive integer, got {args.train_micro_batch!r}")
        round_rows = args.per_device_train_batch_size * args.gradient_accumulation_steps
        if round_rows % int(args.train_micro_batch):
            parser.error(f"--train_micro_batch {args.train_micro_batch} must divide the round of {round_rows} "
                         "completions per device (per_device_train_batch_size x gradient_accumulation_steps)")
    if args.num_generations < 2:
        parser.error("num_generations must be at least 2 (GRPO compares completions of the same prompt)")
    if args.learning_rate <= 0:
        parser.error(f"learning_rate must be positive, got {args.learning_rate}")
    if args.warmup_steps < 0 or (args.warmup_steps >= 1 and args.warmup_steps != int(args.warmup_steps)):
        parser.error(f"warmup_steps must be a whole number of steps or a share in [0, 1), got {args.warmup_steps}")
    world_size = int(os.environ.get("WORLD_SIZE", 1))
    rollout = args.per_device_train_batch_size * args.gradient_accumulation_steps * world_size
    if rollout % args.num_generations:
        parser.error(f"per_device_train_batch_size x gradient_accumulation_steps x GPUs = {rollout} completions per "
                     f"rollout round must be a multiple of num_generations = {args.num_generations}")
    for name in ("train_data", "val_data", "calibration"):
        path = getattr(args, name)
        if path and not glob.glob(path):
            parser.error(f"--{name} {path}: no such file")
    tracker = missing_tracker(args.report_to)
    if tracker:
        parser.error(f"--report_to {args.report_to} needs the {tracker} package: pip install {tracker}")
    problem = cli.vllm_argument_problem(args) or calibration.filter_argument_problem(args)
    if problem:
        parser.error(problem)


def build_grpo_config(args, on_cuda, plan=None):
    """TRL's config; `plan` (micro_batch.MicroBatchPlan) cuts the round per_device_train_batch_size x
    gradient_accumulation_steps into the micro-batches the training forward runs (default: as the flags say)."""
    from tinylora_coder.training.micro_batch import MicroBatchPlan
    from tinylora_coder.training.trainer import grpo_config

    if plan is None:
        plan = MicroBatchPlan(args.per_device_train_batch_size * args.gradient_accumulation_steps,
                              args.per_device_train_batch_size, on_cuda, "as the flags say")

    return grpo_config(
        args.output_dir, on_cuda, checkpointing=plan.checkpointing,
        num_generations=args.num_generations,
        learning_rate=args.learning_rate,
        lr_scheduler_type=args.lr_scheduler_type,
        warmup_steps=args.warmup_steps if args.warmup_steps < 1 else int(args.warmup_steps),
        per_device_train_batch_size=plan.micro_batch,
        gradient_accumulation_steps=plan.accumulation_steps,
        steps_per_generation=plan.accumulation_steps,
        pad_to_multiple_of=64 if on_cuda else None,  # fewer distinct shapes for the allocator and the kernels
        top_k=args.top_k,
        top_p=args.top_p,
        mask_truncated_completions=args.mask_truncated_completions,
        max_completion_length=args.max_completion_length,
        max_steps=args.max_steps,
        epsilon=args.epsilon,
        epsilon_high=args.epsilon_high,
        num_iterations=args.num_iterations,
        temperature=args.temperature,
        scale_rewards=args.scale_rewards,
        save_steps=args.save_steps,
        report_to=args.report_to,
        seed=args.seed,
        # vLLM rollouts; TRL's importance-sampling correction for vLLM's sampling probabilities stays on (default).
        use_vllm=args.use_vllm,
        vllm_mode=args.vllm_mode,
        **{name: getattr(args, name) for name, _, _, _ in cli.VLLM_NUMBERS},
    )


EFFECTIVE_KEYS = ("learning_rate", "lr_scheduler_type", "warmup_steps", "max_completion_length", "max_steps",
                  "temperature", "top_p", "top_k", "num_generations", "num_iterations", "steps_per_generation",
                  "per_device_train_batch_size", "gradient_accumulation_steps", "gradient_checkpointing",
                  "activation_checkpointing", "mask_truncated_completions", "beta", "epsilon", "epsilon_high",
                  "loss_type", "scale_rewards", "bf16", "seed", "report_to", "use_vllm", "vllm_mode",
                  "vllm_importance_sampling_correction", "vllm_importance_sampling_mode")
