"""train_rl.py's settings (TrainingConfig: every option, grouped as --help shows them) and their checks."""
import dataclasses
import os
from typing import Optional

from .. import config
from ..cli import missing_tracker, vllm_needs_no_quant
from ..data import calibration
from ..reward.rules import REWARD_RULES, rules_help
from .fields import (bad_judge_workers, bad_seed, first_problem, glob_matches, missing_file, negative, not_a_share,
                     not_above_zero, not_positive, option)

DATA, MODEL, GRPO, REWARD, SPEED = "data", "model and TinyLoRA", "GRPO (TRL's options of the same names)", \
    "reward and truncation", "speed"
ADAPTER = "what is trained (for comparisons: LoRA through PEFT's LoraConfig, or every weight)"
ADAPTERS = ("tinylora", "lora", "full")
VLLM = f"vLLM rollouts (optional: pip install -r {config.VLLM_REQUIREMENTS}; TRL's options of the same names)"
VALIDATION, RUN = "validation", "output and resuming"
# the numeric vLLM options (TRL's defaults): they apply only with --use_vllm
VLLM_NUMBERS = ("vllm_gpu_memory_utilization", "vllm_server_host", "vllm_server_port", "vllm_server_timeout")


@dataclasses.dataclass
class TrainingConfig:
    u_value: int = option(config.DEFAULT_U_VALUE, "trainable scalars in each v: with the default --tying layer every "
                                                  "TinyLoRA layer has its own v of u scalars; --tying all shares one",
                          positional=True)
    max_samples: int = option(2000, "maximum number of training problems, drawn at random with --seed",
                              positional=True)
    # data
    dataset: str = option("code_contests", "training data: code_contests (filtered to easy problems, as in the "
                                           "original project) or deepcoder", group=DATA,
                          choices=("code_contests", "deepcoder"))
    train_data: Optional[str] = option(None, "training JSONL file or glob (default: the --dataset download; the "
                                             "bundled problems when it is missing)", group=DATA)
    train_filter: Optional[tuple] = option(
        None, "keep the training problems whose calibrated pass rate lies in [LOW, HIGH], edges included (e.g. "
              "0.05,0.95; before max_samples draws; the calibration comes from calibrate.py)", group=DATA,
        type=calibration.band_argument, metavar="LOW,HIGH")
    calibration: Optional[str] = option(None, "calibration file of --train_filter (default: "
                                              "local_code_contests/calibration/<the --model>.json)", group=DATA,
                                        metavar="FILE")
    calibration_temperature: float = option(1.0, "--train_filter reads the calibration entries sampled at this "
                                                 "temperature", group=DATA)
    dynamic_sampling: str = option(
        "auto", "DAPO's dynamic sampling: a round drops the prompts whose completions all got one reward (no GRPO "
                "signal) and samples further training prompts until it holds its count again. auto: on unless "
                "--train_filter chose calibrated problems (on the bundled model's 649 uncalibrated problems the "
                "recipe's first rounds had no prompt with spread)", group=DATA, choices=("auto", "on", "off"))
    dynamic_sampling_draws: int = option(4, "dynamic sampling: further sampling calls a round may make, each of at "
                                            "most the round's prompt count; a round still short keeps prompts "
                                            "without spread, with no gradient", group=DATA)
    no_spread_draw_weight: float = option(0.25, "dynamic sampling: each group without spread in a row multiplies a "
                                                "problem's weight in the further draws by this (after GRESO); the "
                                                "round TRL draws stays uniform, so each problem comes back every "
                                                "epoch. 1: uniform further draws, as DAPO's", group=DATA)
    # model and TinyLoRA
    model: str = option(config.DEFAULT_MODEL_ID, "hub id, local directory, .gguf file, or 'bundled' (the offline "
                                                 "Qwen2.5-Coder-0.5B); the default falls back to 'bundled' when it "
                                                 "cannot be downloaded", group=MODEL)
    no_quant: bool = option(False, "load in bf16 instead of 4-bit NF4 (GPU only)", group=MODEL)
    rank: int = option(config.DEFAULT_RANK, "TinyLoRA SVD rank r", group=MODEL)
    tying: str = option("layer", "which layers share one v: layer (no sharing: u scalars per layer; issue 25's study "
                                 "on the 0.5B model: held-out pass@1 +4.9 points with 5,376 scalars against +0.8 "
                                 "with 32), type (one v per projection type), block (one per transformer block), all "
                                 "(the original project: u trainable scalars in all)",
                        group=MODEL, choices=config.TYING_MODES)
    projection_seed: int = option(config.TINYLORA_SEED, "seed of the fixed random projections P (stored in the "
                                                        "checkpoint as 'seed')", group=MODEL)
    seed: int = option(42, "seed of data order, sampling and initialisation", group=MODEL)
    # what is trained
    adapter: str = option("tinylora", "tinylora (the method: v, u_value scalars a group of --tying), lora (PEFT's "
                                      "LoraConfig, the --lora_* options; saved as a PEFT adapter folder, lora_adapter/), "
                                      "full (every weight, kept in float32 with bf16 rollouts; saved as a model "
                                      "folder, full_model/). Everything else (reward, rollouts, judge, resume, logs) "
                                      "is the same", group=ADAPTER, choices=ADAPTERS)
    lora_r: int = option(8, "LoRA rank (PEFT's default)", group=ADAPTER)
    lora_alpha: float = option(8, "LoRA alpha; the update is scaled by alpha / r (PEFT's default)", group=ADAPTER)
    lora_dropout: float = option(0.0, "dropout on LoRA's input (PEFT's default)", group=ADAPTER)
    lora_target_modules: Optional[str] = option(
        None, "comma-separated module names LoRA adapts, or all-linear (default: PEFT's choice for the architecture, "
              "q_proj,v_proj for Qwen2; TinyLoRA adapts q,k,v,o,gate,up,down_proj)", group=ADAPTER, metavar="NAMES")
    # GRPO
    num_generations: int = option(8, "completions per prompt (the original: 4)", group=GRPO)
    max_completion_length: int = option(1024, "max new tokens per completion", group=GRPO)
    learning_rate: float = option(config.DEFAULT_LEARNING_RATE, "AdamW learning rate for v (the original "
                                  f"project's: {config.ORIGINAL_LEARNING_RATE:g})", group=GRPO)
    lr_scheduler_type: str = option(config.DEFAULT_LR_SCHEDULER, "learning-rate schedule, transformers' names: "
                                                                 "constant, linear (the original project's), "
                                                                 "cosine, ...", group=GRPO)
    warmup_steps: float = option(0, "linear warm-up: a number of steps, or a share of all steps when below 1",
                                 group=GRPO)
    num_iterations: int = option(1, "optimizer steps per rollout round (the original: 4)", group=GRPO)
    epsilon: float = option(0.05, "lower clipping range", group=GRPO)
    epsilon_high: float = option(0.95, "upper clipping range", group=GRPO)
    skip_grad_spikes: float = option(0.0, "drop the gradient of a step whose norm is over K times the median of the "
                                          "last 50 kept steps' (norms after TRL's clip at 1.0: a median above 1/K "
                                          "drops none; 0: never); 3 drops in a row end training. The recipe with "
                                          "dynamic sampling collapsed after a step of 7.1x (2026-12-05)",
                                     group=GRPO, metavar="K")
    temperature: float = option(1.0, "sampling temperature of rollouts", group=GRPO)
    scale_rewards: str = option("batch", "advantage scaling: batch keeps the per-source reward multipliers "
                                         "effective; group (TRL's default) cancels them", group=GRPO,
                                choices=("batch", "group", "none"))
    per_device_train_batch_size: int = option(8, "completions per micro-step of a round on each device (the "
                                                 "original: 1); the training forward's own size is "
                                                 "--train_micro_batch", group=GRPO)
    gradient_accumulation_steps: int = option(8, "micro-batches per optimizer step; a round samples "
                                                 "per_device_train_batch_size x this x GPUs completions, a multiple "
                                                 "of num_generations", group=GRPO)
    max_steps: int = option(-1, "optimizer steps (-1: one epoch over the data)", group=GRPO)
    top_k: int = option(0, "rollouts sample from the k likeliest tokens (0: all)", group=GRPO)
    top_p: float = option(1.0, "rollouts sample from the nucleus of this mass (1: all)", group=GRPO)
    generation_engine: str = option(
        "auto", "how rollouts and validation sample: auto (cuda_graph on a GPU, eager on CPU), eager, compiled "
                "(generate() on a static cache, compiled), cuda_graph (the project's decode loop: each step one "
                "CUDA graph, fastest on a GPU), continuous (continuous batching); for vLLM rollouts use --use_vllm",
        group=GRPO, choices=[e for e in config.GENERATION_ENGINES if e != "vllm"])
    # reward and truncation
    reward: str = option("binary", f"how a judged program is scored: {rules_help()}; binary by default since issue "
                                   "25's study: the original's rule paid for compiling, not passing", group=REWARD,
                         choices=tuple(REWARD_RULES))
    train_tests: int = option(0, "tests a training reward judges per problem (0: all, so that a training pass means "
                                 "an evaluation pass; the original judged 5)", group=REWARD)
    mask_truncated_completions: bool = option(True, "completions cut at max_completion_length get no loss (TRL's "
                                                    "option; DAPO); the original trained on them", group=REWARD)
    overlong_penalty: Optional[int] = option(
        None, "add TRL's soft overlong punishment: 0 up to max_completion_length - TOKENS new tokens, then down to -1 "
              f"at max_completion_length (0: off, the original; default: {config.OVERLONG_TOKENS}, or a quarter of "
              "max_completion_length when shorter; issue 25's study: it kept 1.6%% of held-out answers at the limit "
              "against 30%% with the mask alone)", group=REWARD, metavar="TOKENS")
    # speed
    train_micro_batch: str = option("auto", "completions per training forward/backward: auto (on a GPU the largest "
                                            "divisor of the round that fits in memory, from the memory plan "
                                            "estimated from the model's config, which also decides checkpointing "
                                            "and an NF4 model's rollout copy; on a CPU per_device_train_batch_size) "
                                            "or a number dividing the round", group=SPEED)
    gradient_checkpointing: str = option("auto", "activation checkpointing: auto uses it only when a large enough "
                                                 "micro-batch does not fit without it", group=SPEED,
                                         choices=("auto", "on", "off"))
    gpu_memory_share: float = option(1.0, "share of the GPU's memory this run may hold, for several runs on one GPU "
                                          "(e.g. 0.2 each for five): at the cap PyTorch gives its cached blocks back "
                                          "instead of taking more, and --train_micro_batch auto plans within it (GPU "
                                          "only; not with --use_vllm)", group=SPEED)
    train_while_judging: bool = option(True, "take the round's forward and backward as soon as it is sampled, each "
                                             "row's gradient of v kept apart (u numbers), while the judge still runs "
                                             "the programs; TRL's loss then weighs them by the advantages (the same "
                                             "gradient). Used where the loss is linear in the advantages: "
                                             "num_iterations 1, no KL term, not with --use_vllm", group=SPEED)
    compile_row_gradients: bool = option(False, "compile the decoder layers (torch.compile, one graph for all) for "
                                                "the row gradients taken while judging, fusing their elementwise "
                                                "work: 0.77x their time on the 3B in bf16 (H200); the first round "
                                                "compiles (45 s there). bf16 weights only (with --no_quant)",
                                         group=SPEED)
    share_prompt_forward: bool = option(False, "in the row gradients taken while judging, run each prompt once for "
                                               "all its completions instead of once a completion (the same "
                                               "gradients; the prompts' part is taken when the loss runs). Not with "
                                               "--compile_row_gradients", group=SPEED)
    judge_workers: int = option(-1, "judge processes that take each completion as its row ends (-1: one per CPU "
                                    "core; 0: judge in this process once the round is sampled, as the original did)",
                                group=SPEED)
    # vLLM rollouts
    use_vllm: bool = option(False, "sample rollouts with vLLM, which receives W + dW after every optimizer step; "
                                   "needs a CUDA GPU and --no_quant (vLLM cannot serve W + dW in 4-bit NF4); "
                                   "validation still uses --generation_engine", group=VLLM)
    vllm_mode: str = option("colocate", "colocate: a vLLM engine inside each training process, sharing its GPU; "
                                        "server: a vLLM server on other GPUs (start it first: trl vllm-serve "
                                        "--model <folder>)", group=VLLM, choices=("colocate", "server"))
    vllm_gpu_memory_utilization: float = option(0.3, "colocate: share of the GPU's memory vLLM may take", group=VLLM)
    vllm_server_host: str = option("0.0.0.0", "server: host of the vLLM server", group=VLLM)
    vllm_server_port: int = option(8000, "server: port of the vLLM server", group=VLLM)
    vllm_server_timeout: float = option(240.0, "server: seconds to wait for the vLLM server to answer", group=VLLM)
    # validation
    do_validate: bool = option(False, "validate during training, keep the best v", group=VALIDATION)
    val_steps: int = option(100, "validate every N steps", group=VALIDATION)
    val_samples: int = option(32, "validation problems", group=VALIDATION)
    val_n: int = option(4, "samples per validation problem", group=VALIDATION)
    val_data: Optional[str] = option(None, "validation JSONL (default: the code_contests valid split; for deepcoder "
                                           "or --train_data, a held-out slice of the training problems)",
                                     group=VALIDATION)
    # output and resuming
    output_dir: str = option(config.OUTPUT_DIR, "output folder", group=RUN)
    save_steps: int = option(25, "write resume state every N steps (TinyLoRA: a few KB; on the bundled 0.5B, LoRA "
                                 "rank 16 about 100 MiB, --adapter full 7.5 GB)", group=RUN)
    stop_after_silent_prompts: int = option(80, "end training (resume state kept) once whole rollout rounds in a row "
                                                "holding this many prompts gave GRPO no learning signal: the code "
                                                "reward gave each prompt's completions one reward, as when a run "
                                                "stops passing (80: 10 rounds of the default 8 prompts; 0: never; "
                                                "the code reward alone counts, whatever --overlong_penalty adds)",
                                        group=RUN)
    resume: Optional[str] = option(None, "continue the interrupted run in --output_dir (or from CHECKPOINT_DIR)",
                                   group=RUN, nargs="?", const="latest", metavar="CHECKPOINT_DIR")
    overwrite_output_dir: bool = option(False, "start over even if --output_dir holds an interrupted run's resume "
                                               "state", group=RUN)
    report_to: str = option("none", "experiment trackers, passed to TRL: none, tensorboard, wandb, trackio, all, ...",
                            group=RUN)

    def __post_init__(self):
        if self.overlong_penalty is None:  # a quarter of a short limit: the penalty must start after token 0
            self.overlong_penalty = min(config.OVERLONG_TOKENS, self.max_completion_length // 4)

    def problem(self):
        """The one-line reason these settings cannot be used together, else None."""
        tracker = missing_tracker(self.report_to)
        return first_problem(
            not_positive(self, ("u_value", "max_samples", "rank", "num_generations", "max_completion_length",
                                "dynamic_sampling_draws",
                                "num_iterations", "per_device_train_batch_size", "gradient_accumulation_steps",
                                "val_steps", "val_samples", "val_n", "save_steps")),
            batch_problem(self),
            bad_seed(self, ("seed",)),
            bad_judge_workers(self),
            missing_file(self, ("train_data", "val_data", "calibration"), exists=glob_matches),
            tracker and f"--report_to {self.report_to} needs the {tracker} package: pip install {tracker}",
            vllm_argument_problem(self),
            adapter_problem(self),
            self.share_prompt_forward and self.compile_row_gradients and (
                "--share_prompt_forward with --compile_row_gradients: the layers are compiled for whole rows; choose one"),
            self.dynamic_sampling == "on" and dynamic_sampling_blocker(self),
            calibration.filter_argument_problem(self, default_of("calibration_temperature")))


def dynamic_sampling_enabled(mode, train_filter):
    """Whether --dynamic_sampling `mode` samples dynamically: auto where no calibration chose the problems."""
    return mode == "on" or (mode == "auto" and not train_filter)


def dynamic_sampling_blocker(args):
    """Why these settings cannot sample dynamically (one line), else None (--dynamic_sampling auto then leaves it
    off, saying so)."""
    if int(os.environ.get("WORLD_SIZE", "1")) > 1:
        return "--dynamic_sampling runs in one training process (a round's groups are split over the processes)"
    if args.num_iterations > 1:
        return "--dynamic_sampling needs one optimizer step a round (--num_iterations 1)"
    return None


def default_of(name):
    return TrainingConfig.__dataclass_fields__[name].default


def batch_problem(args):
    """The one-line reason the numeric settings (GRPO's, the reward's, the run's) cannot be used, else None."""
    if below := negative(args, ("train_tests", "overlong_penalty", "top_k", "stop_after_silent_prompts", "epsilon",
                                "epsilon_high")):
        return below
    if share := not_a_share(args, ("top_p", "gpu_memory_share", "no_spread_draw_weight")):
        return share
    if args.overlong_penalty >= args.max_completion_length:
        return (f"--overlong_penalty {args.overlong_penalty} must be below --max_completion_length "
                f"{args.max_completion_length}")
    round_rows = args.per_device_train_batch_size * args.gradient_accumulation_steps
    if args.train_micro_batch != "auto":
        if not args.train_micro_batch.isdigit() or int(args.train_micro_batch) < 1:
            return f"--train_micro_batch must be auto or a positive integer, got {args.train_micro_batch!r}"
        if round_rows % int(args.train_micro_batch):
            return (f"--train_micro_batch {args.train_micro_batch} must divide the round of {round_rows} "
                    "completions per device (per_device_train_batch_size x gradient_accumulation_steps)")
    if args.num_generations < 2:
        return "num_generations must be at least 2 (GRPO compares completions of the same prompt)"
    if not_above_zero(args, ("temperature",)):  # transformers refuses it too, but only once the model has loaded
        return (f"temperature must be above 0, got {args.temperature:g}: rollouts sample, and GRPO compares a prompt's "
                "completions (0 would make them all the same greedy one)")
    if args.skip_grad_spikes and not 1 < args.skip_grad_spikes < float("inf"):
        return (f"--skip_grad_spikes must be 0 (off) or above 1 (a multiple of the median norm), got "
                f"{args.skip_grad_spikes:g}")
    if args.max_steps != -1 and args.max_steps < 1:
        return f"max_steps must be -1 (one epoch over the data) or a number of steps from 1, got {args.max_steps}"
    if above_zero := not_above_zero(args, ("learning_rate",)):
        return above_zero
    if not args.warmup_steps >= 0 or (args.warmup_steps >= 1 and args.warmup_steps != int(args.warmup_steps)):
        return f"warmup_steps must be a whole number of steps or a share in [0, 1), got {args.warmup_steps}"
    rollout = round_rows * int(os.environ.get("WORLD_SIZE", 1))
    if rollout % args.num_generations:
        return (f"per_device_train_batch_size x gradient_accumulation_steps x GPUs = {rollout} completions per "
                f"rollout round must be a multiple of num_generations = {args.num_generations}")
    return None


def adapter_problem(args):
    """The one-line reason the adapter options cannot be used together as given, else None."""
    lora_options = [f"--{name}" for name in ("lora_r", "lora_alpha", "lora_dropout", "lora_target_modules")
                    if getattr(args, name) != default_of(name)]
    if args.adapter != "lora" and lora_options:
        return f"{', '.join(lora_options)} {'applies' if len(lora_options) == 1 else 'apply'} only with --adapter lora"
    if args.lora_r < 1:
        return f"lora_r must be a positive integer, got {args.lora_r}"
    if not args.lora_alpha > 0:  # nan too
        return f"lora_alpha must be positive, got {args.lora_alpha}"
    if not 0 <= args.lora_dropout < 1:
        return f"lora_dropout must lie in [0, 1), got {args.lora_dropout}"
    if args.lora_target_modules is not None and not lora_target_modules(args):
        return "--lora_target_modules needs module names separated by commas, or all-linear"
    return None


def lora_target_modules(args):
    """--lora_target_modules as PEFT's LoraConfig takes it: None (PEFT's default), "all-linear", or a list."""
    value = args.lora_target_modules
    if value is None or value.strip() == "all-linear":
        return value and value.strip()
    return [name.strip() for name in value.split(",") if name.strip()]


def vllm_argument_problem(args):
    """The one-line reason train_rl.py's vLLM options cannot be used together as given, else None."""
    changed = [f"--{name}" for name in VLLM_NUMBERS + ("vllm_mode",) if getattr(args, name) != default_of(name)]
    if not args.use_vllm:
        if changed:
            return f"{', '.join(changed)} {'applies' if len(changed) == 1 else 'apply'} only with --use_vllm"
        return None
    if not args.no_quant:
        return vllm_needs_no_quant("--use_vllm")
    if args.gpu_memory_share < 1:  # vLLM allocates inside this process: its share would fall under the cap
        return ("--gpu_memory_share applies without --use_vllm; a colocated vLLM's share is "
                "--vllm_gpu_memory_utilization")
    if args.model.endswith(".gguf"):
        return "--use_vllm needs a model folder in Hugging Face format, not a .gguf file"
    if not 0 < args.vllm_gpu_memory_utilization <= 1:
        return f"vllm_gpu_memory_utilization must be in (0, 1], got {args.vllm_gpu_memory_utilization}"
    if not 0 < args.vllm_server_port < 65536:
        return f"vllm_server_port must be a port number, got {args.vllm_server_port}"
    if not args.vllm_server_timeout > 0:
        return f"vllm_server_timeout must be positive, got {args.vllm_server_timeout}"
    return None
