"""Train TinyLoRA's shared vector v with GRPO (TRL GRPOTrainer) on a reward from compiling and running C++.

Examples:
  python train_rl.py 32 2000 --dataset deepcoder
  python train_rl.py 32 2000 --do_validate --val_steps 100 --val_samples 10
  python train_rl.py 32 2000 --resume                        # continue an interrupted run (same arguments)
  accelerate launch --num_processes 4 train_rl.py 32 2000   # data parallel, one full model per GPU

Writes to --output_dir: tiny_lora_v.pt (final v), best_tiny_lora_v.pt (with --do_validate), reward_log.csv,
reward_curve.png, validation_log.csv, run_config.json, and checkpoint-<step>/ folders holding only what a
resume needs (v, optimizer, scheduler, RNG and trainer state; never the base model). Ctrl-C or SIGTERM stops
after the current step and saves; --resume continues from the latest checkpoint-<step>/.

Batching (the seed's settings): a generation round samples per_device_train_batch_size x
gradient_accumulation_steps x GPUs = 1 x 8 x 1 = 8 completions, i.e. 2 prompts x 4 generations, and feeds
num_iterations = 4 optimizer steps. On a GPU, raising --per_device_train_batch_size samples more completions
at once (faster per completion) but also puts more prompts in each optimizer step.
"""
import argparse
import csv
import glob
import json
import os
import random
import shutil
import signal
import sys
import time
import warnings

import torch
from datasets import Dataset
from transformers import TrainerCallback
from transformers.trainer_utils import get_last_checkpoint
from trl import GRPOConfig, GRPOTrainer

import utils
from validate import run_validation

# TRL 1.16 reads model.is_gradient_checkpointing, deprecated in transformers 5 (nothing to act on here).
warnings.filterwarnings("ignore", message=".*is_gradient_checkpointing.*", category=FutureWarning)

CHECKPOINT_NAME = "tiny_lora_v.pt"
BEST_CHECKPOINT_NAME = "best_tiny_lora_v.pt"
REWARD_LOG_NAME = "reward_log.csv"
VALIDATION_LOG_NAME = "validation_log.csv"
REWARD_PLOT_NAME = "reward_curve.png"
RUN_CONFIG_NAME = "run_config.json"
# Arguments that fix the model, the data and its order: a resumed run must use the same values.
RESUME_KEYS = ("model", "u_value", "rank", "tying", "seed", "dataset", "train_data", "max_samples", "no_quant",
               "num_generations", "per_device_train_batch_size", "gradient_accumulation_steps", "num_iterations",
               "do_validate", "val_data", "val_samples")


def parse_args(argv=None):
    parser = argparse.ArgumentParser(
        description="GRPO training of TinyLoRA's u shared scalars on a g++ compile-and-run reward.",
        epilog=__doc__.split("\n\n", 1)[1], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("u_value", nargs="?", type=int, default=32,
                        help="number of trainable scalars in the shared vector v (default: 32)")
    parser.add_argument("max_samples", nargs="?", type=int, default=2000,
                        help="maximum number of training problems, drawn at random with --seed (default: 2000)")
    data = parser.add_argument_group("data")
    data.add_argument("--dataset", choices=("code_contests", "deepcoder"), default="code_contests",
                      help="training data: code_contests (filtered to easy problems, as in the seed) or deepcoder")
    data.add_argument("--train_data", help="training JSONL file or glob (default: the --dataset download; the "
                                           "bundled problems when it is missing)")
    model = parser.add_argument_group("model")
    model.add_argument("--model", default=utils.DEFAULT_MODEL_ID,
                       help="hub id, local directory, .gguf file, or 'bundled' (the offline Qwen2.5-Coder-0.5B); "
                            "the default falls back to 'bundled' when it cannot be downloaded")
    model.add_argument("--no_quant", action="store_true", help="load in bf16 instead of 4-bit NF4 (GPU only)")
    model.add_argument("--rank", type=int, default=2, help="TinyLoRA SVD rank r (default: 2)")
    model.add_argument("--tying", choices=utils.TYING_MODES, default="all",
                       help="which layers share one v: all (default, the seed: u trainable scalars), type (one v per "
                            "projection type), block (one per transformer block), layer (no sharing)")
    model.add_argument("--seed", type=int, default=utils.TINYLORA_SEED,
                       help="seed of the projections P, data sampling and generation (default: 42)")
    grpo = parser.add_argument_group("GRPO (defaults: the seed's settings)")
    grpo.add_argument("--num_generations", type=int, default=4, help="completions per prompt (default: 4)")
    grpo.add_argument("--max_completion_length", type=int, default=1024, help="max new tokens per completion")
    grpo.add_argument("--learning_rate", type=float, default=1e-5, help="AdamW learning rate for v (default: 1e-5)")
    grpo.add_argument("--num_iterations", type=int, default=4,
                      help="optimisation steps per generated batch (default: 4)")
    grpo.add_argument("--epsilon", type=float, default=0.05, help="lower clipping range (default: 0.05)")
    grpo.add_argument("--epsilon_high", type=float, default=0.95, help="upper clipping range (default: 0.95)")
    grpo.add_argument("--temperature", type=float, default=1.0, help="sampling temperature of rollouts (default: 1.0)")
    grpo.add_argument("--per_device_train_batch_size", type=int, default=1,
                      help="completions per forward/backward on each device (default: 1, as in the seed)")
    grpo.add_argument("--gradient_accumulation_steps", type=int, default=8,
                      help="micro-batches per optimizer step (default: 8). One generation round samples "
                           "per_device_train_batch_size x this x GPUs completions, a multiple of num_generations")
    grpo.add_argument("--max_steps", type=int, default=-1, help="stop after this many optimizer steps "
                                                                "(default: one epoch over the data)")
    grpo.add_argument("--cache_implementation", default=None,
                      help="KV cache for rollouts, passed to generate() (default: dynamic; TRL generates without "
                           "torch.compile, so a static cache brings no compiled decode step)")
    val = parser.add_argument_group("validation")
    val.add_argument("--do_validate", action="store_true", help="validate during training, keep the best v")
    val.add_argument("--val_steps", type=int, default=100, help="validate every N steps (default: 100)")
    val.add_argument("--val_samples", type=int, default=10, help="validation problems (default: 10)")
    val.add_argument("--val_data", help="validation JSONL (default: the code_contests valid split; for deepcoder or "
                                        "--train_data, a held-out slice of the training problems)")
    run = parser.add_argument_group("output and resuming")
    run.add_argument("--output_dir", default=utils.OUTPUT_DIR, help=f"output folder (default: {utils.OUTPUT_DIR})")
    run.add_argument("--save_steps", type=int, default=25,
                     help="write resume state every N steps (default: 25; it is a few KB)")
    run.add_argument("--resume", nargs="?", const="latest", metavar="CHECKPOINT_DIR",
                     help="continue the interrupted run in --output_dir (or from CHECKPOINT_DIR)")
    run.add_argument("--overwrite_output_dir", action="store_true",
                     help="start over even if --output_dir holds an interrupted run's resume state")
    args = parser.parse_args(argv)
    check_args(parser, args)
    return args


def check_args(parser, args):
    positive = ["u_value", "max_samples", "rank", "num_generations", "max_completion_length", "num_iterations",
                "per_device_train_batch_size", "gradient_accumulation_steps", "val_steps", "val_samples",
                "save_steps"]
    for name in positive:
        if getattr(args, name) < 1:
            parser.error(f"{name} must be a positive integer, got {getattr(args, name)}")
    if args.num_generations < 2:
        parser.error("num_generations must be at least 2 (GRPO compares completions of the same prompt)")
    if args.learning_rate <= 0:
        parser.error(f"learning_rate must be positive, got {args.learning_rate}")
    world_size = int(os.environ.get("WORLD_SIZE", 1))
    rollout = args.per_device_train_batch_size * args.gradient_accumulation_steps * world_size
    if rollout % args.num_generations:
        parser.error(f"per_device_train_batch_size x gradient_accumulation_steps x GPUs = {rollout} completions per "
                     f"generation round must be a multiple of num_generations = {args.num_generations}")
    for name in ("train_data", "val_data"):
        path = getattr(args, name)
        if path and not glob.glob(path):
            parser.error(f"--{name} {path}: no such file")


# ----------------------------------------------------------------------------------------------------------------
# Data


def load_training_data(args):
    """(train problems, validation problems or None) as the arguments ask, saying which files are used."""
    train_path = args.train_data or utils.find_data_file(args.dataset, "train")
    code_contests = args.dataset == "code_contests" and not args.train_data
    # Like the seed: code_contests is filtered to easy problems; DeepCoder problems carry no difficulty.
    filter_config = utils.DATASET_CONFIG if code_contests else None
    held_out = args.do_validate and not args.val_data and not code_contests
    wanted = args.max_samples + (args.val_samples if held_out else 0)
    problems = utils.load_problems(train_path, max_samples=wanted, seed=args.seed, filter_config=filter_config,
                                   max_tests=utils.MAX_REWARD_TESTS)
    validation = None
    if held_out:
        if len(problems) < 2:
            raise utils.UsageError(f"{train_path} has {len(problems)} usable problem(s): too few to hold some out "
                                   "for validation; pass --val_data or drop --do_validate")
        count = min(args.val_samples, len(problems) // 2)
        problems = random.Random(args.seed).sample(problems, len(problems))  # files may be ordered by source
        problems, validation = problems[:-count], problems[-count:]
        print(f"Validation: {count} problems held out of the training data (no separate valid split)")
    elif args.do_validate:
        val_path = args.val_data or utils.find_data_file("code_contests", "valid")
        validation = utils.load_problems(val_path, max_samples=args.val_samples, seed=args.seed,
                                         filter_config=filter_config)
        if not validation and filter_config:
            print("No validation problem passes the difficulty filter; validating on unfiltered problems.")
            validation = utils.load_problems(val_path, max_samples=args.val_samples, seed=args.seed)
        if not validation:
            raise utils.UsageError(f"no usable validation problems in {val_path}")
    if not problems:
        raise utils.UsageError(f"no usable training problems in {train_path}")
    return problems, validation


def to_grpo_dataset(problems, tokenizer):
    """A datasets.Dataset with the templated prompt and the columns the reward reads (tests, source, difficulty)."""
    rows = [{"prompt": utils.apply_chat_template(p, tokenizer)["prompt"], "name": p["name"],
             "tests": p["tests"][:utils.MAX_REWARD_TESTS], "source": p["source"], "difficulty": p["difficulty"]}
            for p in problems]
    return Dataset.from_list(rows)


# ----------------------------------------------------------------------------------------------------------------
# Trainer and callbacks


class TinyLoRAGRPOTrainer(GRPOTrainer):
    """GRPOTrainer that saves only TinyLoRA's v (never the base model) and samples rollouts from merged weights.

    Checkpoints written by the Trainer machinery (optimizer, scheduler, RNG, trainer state) get tiny_lora_v.pt
    instead of model weights, so `train(resume_from_checkpoint=...)` restores v, the optimizer, the step and the
    data position without the base model ever being written to disk.
    """

    checkpoint_extra = {}  # extra keys for every tiny_lora_v.pt written (see checkpoint_metadata)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # For 4-bit models TRL casts the trainable parameters to bf16 (a QLoRA convention). Adam steps on v
        # (lr 1e-5) are below bf16's resolution once |v| > ~0.003 and would be lost: keep v in float32.
        global_v = self.accelerator.unwrap_model(self.model).tinylora.global_v
        global_v.data = global_v.data.float()

    def _generate_single_turn(self, *args, **kwargs):
        # v is fixed while sampling, so W + dW folded into plain layers gives the same model at plain speed.
        with utils.tiny_lora_merged(self.accelerator.unwrap_model(self.model)):
            return super()._generate_single_turn(*args, **kwargs)

    def save_model(self, output_dir=None, _internal_call=False):
        output_dir = output_dir or self.args.output_dir
        if self.args.should_save:
            os.makedirs(output_dir, exist_ok=True)
            utils.save_tiny_lora_checkpoint(os.path.join(output_dir, CHECKPOINT_NAME),
                                            self.accelerator.unwrap_model(self.model), step=self.state.global_step,
                                            **self.checkpoint_extra)

    def _load_from_checkpoint(self, resume_from_checkpoint, model=None):
        path = os.path.join(resume_from_checkpoint, CHECKPOINT_NAME)
        checkpoint = utils.load_tiny_lora_checkpoint(path, self.accelerator.unwrap_model(self.model))
        print(f"Resumed v from {path} (step {checkpoint.get('step')})")

    def create_model_card(self, *args, **kwargs):
        pass  # nothing to describe on the hub: only v is saved


def is_main_process():
    return int(os.environ.get("RANK", 0)) == 0


class StopOnSignal(TrainerCallback):
    """Ctrl-C / SIGTERM: finish the current step, save a checkpoint and stop. A second signal aborts at once."""

    def __init__(self):
        self.received = None  # the signal this process got
        self.stopped = False  # whether training stopped on a signal (this process's or another rank's)
        self.previous = {}

    def install(self):
        for sig in (signal.SIGINT, signal.SIGTERM):
            self.previous[sig] = signal.signal(sig, self.handle)

    def uninstall(self):
        for sig, handler in self.previous.items():
            signal.signal(sig, handler)
        self.previous = {}

    def handle(self, signum, frame):
        if self.received is not None:
            self.uninstall()
            raise KeyboardInterrupt
        self.received = signum
        if is_main_process():
            print(f"\nReceived {signal.Signals(signum).name}: stopping after the current step and saving "
                  "(send it again to abort without saving).", flush=True)

    def on_step_end(self, args, state, control, **kwargs):
        stop = self.received is not None
        if torch.distributed.is_available() and torch.distributed.is_initialized():
            # Every rank must stop at the same step, even if the signal reached them at different times.
            flag = torch.tensor([float(stop)], device=args.device)
            torch.distributed.all_reduce(flag, op=torch.distributed.ReduceOp.MAX)
            stop = bool(flag.item())
        if stop:
            self.stopped = True
            control.should_training_stop = True
            control.should_save = True
        return control


REWARD_LOG_FIELDS = ("step", "reward", "reward_std", "frac_reward_zero_std", "completion_length", "loss",
                     "learning_rate", "grad_norm", "step_time", "elapsed_seconds")


class RewardLogger(TrainerCallback):
    """Appends the Trainer's per-step logs (reward, loss, ...) to reward_log.csv; plots the curve at the end."""

    def __init__(self, output_dir):
        self.path = os.path.join(output_dir, REWARD_LOG_NAME)
        self.output_dir = output_dir
        self.start = time.time()
        self.elapsed_before = 0.0

    def on_train_begin(self, args, state, control, **kwargs):
        if not state.is_world_process_zero:
            return
        # Resuming: keep the rows up to the restored step (a crash may have logged steps that were not saved).
        rows = [r for r in read_csv(self.path) if int(r["step"]) <= state.global_step] if state.global_step else []
        self.elapsed_before = float(rows[-1]["elapsed_seconds"]) if rows else 0.0
        with open(self.path, "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=REWARD_LOG_FIELDS)
            writer.writeheader()
            writer.writerows(rows)

    def on_log(self, args, state, control, logs=None, **kwargs):
        if not state.is_world_process_zero or not logs or "loss" not in logs and "reward" not in logs:
            return
        row = {"step": state.global_step, "reward": logs.get("reward"), "reward_std": logs.get("reward_std"),
               "frac_reward_zero_std": logs.get("frac_reward_zero_std"),
               "completion_length": logs.get("completions/mean_length"), "loss": logs.get("loss"),
               "learning_rate": logs.get("learning_rate"), "grad_norm": logs.get("grad_norm"),
               "step_time": logs.get("step_time"),
               "elapsed_seconds": round(self.elapsed_before + time.time() - self.start, 1)}
        with open(self.path, "a", newline="") as f:
            csv.DictWriter(f, fieldnames=REWARD_LOG_FIELDS).writerow(row)

    def on_train_end(self, args, state, control, **kwargs):
        if state.is_world_process_zero:
            plot_reward_curve(self.output_dir)


class ValidationCallback(TrainerCallback):
    """Every val_steps steps: validate, log to validation_log.csv, keep the best v as best_tiny_lora_v.pt.

    The validation score is pass@1; ties are broken by the average score.
    """

    def __init__(self, tokenizer, problems, args, stopper=None):
        self.stopper = stopper  # no validation when stopping on a signal: the user wants out quickly
        self.checkpoint_extra = checkpoint_metadata(args)
        self.tokenizer = tokenizer
        self.problems = problems
        self.val_steps = args.val_steps
        self.max_new_tokens = args.max_completion_length
        self.seed = args.seed
        self.output_dir = args.output_dir
        self.best = None
        best_path = os.path.join(args.output_dir, BEST_CHECKPOINT_NAME)
        if args.resume and os.path.isfile(best_path):
            best = utils.read_tiny_lora_checkpoint(best_path)
            self.best = (best.get("validation_score", -1.0), best.get("validation_average_score", -1.0))

    def on_step_end(self, args, state, control, model=None, **kwargs):
        if state.global_step % self.val_steps or (self.stopper is not None and self.stopper.stopped):
            return
        if state.is_world_process_zero:
            print(f"\nRunning validation at step {state.global_step}")
        metrics = run_validation(model, self.tokenizer, self.problems, len(self.problems),
                                 max_new_tokens=self.max_new_tokens, seed=self.seed)
        if not state.is_world_process_zero:
            return
        path = os.path.join(self.output_dir, VALIDATION_LOG_NAME)
        new_file = not os.path.isfile(path)
        with open(path, "a", newline="") as f:
            writer = csv.writer(f)
            if new_file:
                writer.writerow(["step", "pass@1", "average_score", "compile_rate", "num_problems"])
            writer.writerow([state.global_step, metrics["pass@1"], metrics["average_score"], metrics["compile_rate"],
                             metrics["num_problems"]])
        score = (metrics["pass@1"], metrics["average_score"])
        if self.best is None or score > self.best:
            previous = "none" if self.best is None else f"pass@1 {self.best[0]:.2%}, score {self.best[1]:.4f}"
            self.best = score
            best_path = os.path.join(self.output_dir, BEST_CHECKPOINT_NAME)
            utils.save_tiny_lora_checkpoint(best_path, model, validation_score=score[0],
                                            validation_average_score=score[1], step=state.global_step,
                                            **self.checkpoint_extra)
            print(f"New best model (previous: {previous}); saved {best_path}")


# ----------------------------------------------------------------------------------------------------------------
# Logs and plot


def read_csv(path):
    if not os.path.isfile(path):
        return []
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def plot_reward_curve(output_dir, window=10):
    """reward_curve.png: mean reward per generation round, its moving average, and validation scores."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [r for r in read_csv(os.path.join(output_dir, REWARD_LOG_NAME)) if r.get("reward")]
    validation = read_csv(os.path.join(output_dir, VALIDATION_LOG_NAME))
    if not rows and not validation:
        return None
    fig, ax = plt.subplots(figsize=(8, 4.5))
    if rows:
        steps = [int(r["step"]) for r in rows]
        rewards = [float(r["reward"]) for r in rows]
        ax.plot(steps, rewards, ".", alpha=0.4, label="mean reward per rollout batch")
        smooth = [sum(rewards[max(0, i - window + 1):i + 1]) / len(rewards[max(0, i - window + 1):i + 1])
                  for i in range(len(rewards))]
        ax.plot(steps, smooth, "-", label=f"moving average ({window})")
    if validation:
        ax.plot([int(r["step"]) for r in validation], [float(r["average_score"]) for r in validation], "s-",
                label="validation average score")
        ax.plot([int(r["step"]) for r in validation], [float(r["pass@1"]) for r in validation], "^-",
                label="validation pass@1")
    ax.set_xlabel("optimizer step")
    ax.set_ylabel("reward")
    ax.set_title("GRPO reward")
    ax.grid(alpha=0.3)
    ax.legend()
    fig.tight_layout()
    path = os.path.join(output_dir, REWARD_PLOT_NAME)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path


# ----------------------------------------------------------------------------------------------------------------
# Run configuration and resuming


def checkpoint_metadata(args):
    """Keys stored in every tiny_lora_v.pt besides the TinyLoRA ones: how to find a local model again."""
    local = os.path.exists(os.path.expanduser(args.model))
    return {"model_path": os.path.abspath(os.path.expanduser(args.model))} if local else {}


def run_config(args):
    return {key: getattr(args, key) for key in RESUME_KEYS}


def resume_checkpoint_dir(args):
    """The checkpoint-<step> folder to resume from; refuses when the arguments differ from the saved run's."""
    if args.resume == "latest":
        directory = get_last_checkpoint(args.output_dir) if os.path.isdir(args.output_dir) else None
        if directory is None:
            raise utils.UsageError(f"nothing to resume in {args.output_dir}: no checkpoint-<step> folder "
                                   "(runs save one every --save_steps steps and when interrupted)")
    else:
        directory = args.resume
        if not os.path.isfile(os.path.join(directory, CHECKPOINT_NAME)):
            raise utils.UsageError(f"{directory} is not a checkpoint folder of train_rl.py (no {CHECKPOINT_NAME})")
    config_path = os.path.join(args.output_dir, RUN_CONFIG_NAME)
    if os.path.isfile(config_path):
        with open(config_path) as f:
            saved = json.load(f)
        differences = [f"{key}={saved[key]!r} (now {getattr(args, key)!r})" for key in RESUME_KEYS
                       if key in saved and saved[key] != getattr(args, key)]
        if differences:
            raise utils.UsageError("--resume needs the arguments of the interrupted run; it had "
                                   + ", ".join(differences))
    return directory


def prepare_output_dir(args):
    """Create the output folder; refuse to silently start over on top of an interrupted run's resume state."""
    stale = sorted(glob.glob(os.path.join(args.output_dir, "checkpoint-*")))
    if stale and not args.resume and not args.overwrite_output_dir:
        raise utils.UsageError(f"{args.output_dir} holds an interrupted run ({os.path.basename(stale[-1])}): "
                               "continue it with --resume, or start over with --overwrite_output_dir")
    os.makedirs(args.output_dir, exist_ok=True)
    if not args.resume and is_main_process():
        # A new run: drop the earlier run's resume state and validation log (the reward log is rewritten anyway).
        for path in stale:
            shutil.rmtree(path)
        validation_log = os.path.join(args.output_dir, VALIDATION_LOG_NAME)
        if os.path.isfile(validation_log):
            os.remove(validation_log)
        utils.write_json(os.path.join(args.output_dir, RUN_CONFIG_NAME), run_config(args))


# ----------------------------------------------------------------------------------------------------------------
# Main


def build_grpo_config(args):
    on_cuda = torch.cuda.is_available()
    return GRPOConfig(
        output_dir=args.output_dir,
        num_generations=args.num_generations,
        learning_rate=args.learning_rate,
        per_device_train_batch_size=args.per_device_train_batch_size,
        gradient_accumulation_steps=args.gradient_accumulation_steps,
        max_completion_length=args.max_completion_length,
        num_train_epochs=1,
        max_steps=args.max_steps,
        beta=0.0,
        epsilon=args.epsilon,
        epsilon_high=args.epsilon_high,
        num_iterations=args.num_iterations,
        temperature=args.temperature,
        cache_implementation=args.cache_implementation,
        bf16=on_cuda,
        use_cpu=not on_cuda,
        # Activations of a 3B model at 1024 tokens need checkpointing on a GPU; small CPU runs are faster without.
        gradient_checkpointing=on_cuda,  # the old name: the new activation_checkpointing is not in every 5.x
        gradient_checkpointing_kwargs={"use_reentrant": False},
        ddp_find_unused_parameters=False,  # v is used by every layer on every forward
        logging_steps=1,
        save_strategy="steps",
        save_steps=args.save_steps,
        save_total_limit=2,
        save_only_model=False,
        report_to="none",
        seed=args.seed,
        data_seed=args.seed,
        remove_unused_columns=False,
    )


def count_parameters_line(model):
    total, trainable = utils.count_parameters(model)
    return (f"Parameters: {total:,} total, {trainable} trainable (v); compression {total / max(trainable, 1):,.0f}x")


def main(argv=None, reward_funcs=None, callbacks=None):
    """Train; returns the exit status (0, or 128 + signal number when stopped by Ctrl-C / SIGTERM).

    `reward_funcs` (default: the g++ reward) and extra `callbacks` are for tests and experiments.
    """
    args = parse_args(argv)
    resume_dir = resume_checkpoint_dir(args) if args.resume else None
    prepare_output_dir(args)

    problems, validation = load_training_data(args)  # before the model: a data problem should cost seconds
    model, tokenizer = utils.get_model_and_tokenizer(args.model, use_4bit=not args.no_quant)
    global_params = utils.TinyLoRAGlobalParams(args.u_value, tying=args.tying)
    utils.apply_tiny_lora(model, global_params, rank=args.rank, seed=args.seed)
    if is_main_process():
        print(count_parameters_line(model))
    train_dataset = to_grpo_dataset(problems, tokenizer)
    if is_main_process():
        print(f"Training on {len(train_dataset)} problems; output: {args.output_dir}")

    stopper = StopOnSignal()
    all_callbacks = [stopper, RewardLogger(args.output_dir)]
    if validation:
        all_callbacks.append(ValidationCallback(tokenizer, validation, args, stopper))
    all_callbacks += list(callbacks or [])
    trainer = TinyLoRAGRPOTrainer(
        model=model,
        reward_funcs=reward_funcs or [utils.code_reward_func],
        args=build_grpo_config(args),
        train_dataset=train_dataset,
        processing_class=tokenizer,
        callbacks=all_callbacks,
    )
    trainer.checkpoint_extra = checkpoint_extra = checkpoint_metadata(args)
    stopper.install()
    started = time.time()
    try:
        trainer.train(resume_from_checkpoint=resume_dir)
    finally:
        stopper.uninstall()

    step = trainer.state.global_step
    final_path = os.path.join(args.output_dir, CHECKPOINT_NAME)
    if trainer.args.should_save:
        utils.save_tiny_lora_checkpoint(final_path, model, step=step, **checkpoint_extra)
        plot_reward_curve(args.output_dir)
        if not stopper.stopped:
            # Finished: the resume state is no longer needed (a rerun would otherwise be refused).
            for path in glob.glob(os.path.join(args.output_dir, "checkpoint-*")):
                shutil.rmtree(path)
        v = global_params.global_v.detach().float()
        summary = (f"step {step}, {time.time() - started:.0f} s, |v| = {v.norm().item():.3e}; saved {final_path}; "
                   f"reward log {os.path.join(args.output_dir, REWARD_LOG_NAME)}")
        print(f"Stopped at {summary}. Continue with the same arguments plus --resume." if stopper.stopped
              else f"Training finished at {summary}")
    if torch.distributed.is_available() and torch.distributed.is_initialized():
        torch.distributed.destroy_process_group()
    return 128 + (stopper.received or signal.SIGTERM) if stopper.stopped else 0


if __name__ == "__main__":
    sys.exit(utils.run_cli(main))
