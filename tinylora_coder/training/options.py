"""train_rl.py's command line (the options are settings.training.TrainingConfig's fields) and TRL's config built
from it. No torch here: --help and argument errors answer at once.
"""
from ..settings.fields import parse_settings
from ..settings.training import VLLM_NUMBERS, TrainingConfig


def parse_args(argv=None, epilog=None):
    """train_rl.py's settings (a TrainingConfig), checked: a bad combination ends with a one-line usage error."""
    return parse_settings(TrainingConfig, argv, epilog=epilog, description="GRPO training of TinyLoRA's trainable "
                          "scalars (u per layer by default) on a g++ compile-and-run reward.")


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
        **{name: getattr(args, name) for name in VLLM_NUMBERS},
    )


EFFECTIVE_KEYS = ("learning_rate", "lr_scheduler_type", "warmup_steps", "max_completion_length", "max_steps",
                  "temperature", "top_p", "top_k", "num_generations", "num_iterations", "steps_per_generation",
                  "per_device_train_batch_size", "gradient_accumulation_steps", "gradient_checkpointing",
                  "activation_checkpointing", "mask_truncated_completions", "beta", "epsilon", "epsilon_high",
                  "loss_type", "scale_rewards", "bf16", "seed", "report_to", "use_vllm", "vllm_mode",
                  "vllm_importance_sampling_correction", "vllm_importance_sampling_mode")


def colocated_vllm_share(args):
    """The share of the GPU's memory a colocated vLLM takes once the trainer starts it (plan_micro_batch keeps it
    free); 0 without one (no vLLM, or a vLLM server on other GPUs)."""
    return args.vllm_gpu_memory_utilization if args.use_vllm and args.vllm_mode == "colocate" else 0.0
