"""Trainer callbacks of train_rl.py: stopping on Ctrl-C, one short line per step, the reward log, validation, and
the check that data-parallel ranks end with the same v."""

import contextlib
import csv
import hashlib
import json
import math
import os
import signal
import sys
import threading
import time

import numpy as np
import torch
from tqdm.auto import tqdm
from transformers import TrainerCallback

from ..cli import is_main_process, say
from ..evaluation.evaluate import per_problem_value, run_validation
from ..tinylora.checkpoint import BEST_CHECKPOINT_NAME, read_tiny_lora_checkpoint, save_tiny_lora_checkpoint
from .reward_log import (REWARD_LOG_FIELDS, REWARD_LOG_NAME, ROUND_REWARDS_NAME, SAMPLING_LOGP_FIELD,  # noqa: F401
                         SAMPLING_LOGP_KEY, read_csv, round_was_silent, silent_rounds_at_end,
                         silent_stop_prompts)

VALIDATION_LOG_NAME = "validation_log.csv"
TRUNCATION_WARNING = 0.5  # warn when more than this share of a round's completions hit max_completion_length


class StopOnSignal(TrainerCallback):
    """Ctrl-C / SIGTERM: stop at the next decode step or optimizer step and save; a second one saves v and exits.

    The first signal sets `event`: generation stops at its next decode step (generation.GenerationMonitor
    raises GenerationInterrupted, and train_rl.py saves the state of the last full step), and outside
    generation training stops after the current optimizer step with a normal save. The second signal writes
    tiny_lora_v.pt immediately and raises KeyboardInterrupt. Messages never raise, even into a closed pipe.
    """

    def __init__(self, save_v=None):
        self.event = threading.Event()
        self.received = None  # the signal this process got
        self.stopped = False  # whether training stopped on a signal (this process's or another rank's)
        self.save_v = save_v  # callable writing v now (the second signal)
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
            if self.save_v is not None and is_main_process():
                say(f"\nReceived {signal.Signals(signum).name} again: saved the trained weights to {self.save_v()}; "
                    "exiting.")
            raise KeyboardInterrupt
        self.received = signum
        self.event.set()
        if is_main_process():
            # a decode step is not cut: on a 2-core CPU the first one (the prefill of 64 prompts) took 193 s
            say(f"\nReceived {signal.Signals(signum).name}: stopping after the current decode or optimizer step "
                "and saving (seconds on a GPU; on a CPU the first decode step of a round can take minutes). Send it "
                "again to save the trained weights and exit at once.")

    def on_step_end(self, args, state, control, **kwargs):
        # Every rank must stop at the same step, even if the signal reached them at different times.
        if agreed(float(self.received is not None), args, torch.distributed.ReduceOp.MAX):
            self.stopped = True
            control.should_training_stop = True
            control.should_save = True
        return control


def distributed():
    return torch.distributed.is_available() and torch.distributed.is_initialized()


def agreed(value, args, op):
    """`value` reduced over the data-parallel ranks with `op` (every rank must call this at the same point); the
    value itself when not distributed."""
    if not distributed():
        return value
    tensor = torch.tensor([float(value)], device=args.device)
    torch.distributed.all_reduce(tensor, op=op)
    return tensor.item()


def v_digest(v):
    """A short fingerprint of v's exact float32 values: the first 12 hex digits of their SHA-256."""
    return hashlib.sha256(v.detach().float().cpu().contiguous().numpy().tobytes()).hexdigest()[:12]


def ranks_differing(rank_vs):
    """The ranks whose v is not exactly rank 0's."""
    return [rank for rank, v in enumerate(rank_vs) if not torch.equal(v, rank_vs[0])]


class RankAgreement(TrainerCallback):
    """Data-parallel training (accelerate launch / torchrun): every rank must end with the same v, the saved one.

    DDP averages v's gradient over the ranks before each optimizer step, so every rank applies the same update to
    its own copy of v, and the copies stay bitwise equal. Copies that differ mean a broken run (a rank that skipped
    or repeated a step, a gradient that was not averaged, ...), and the checkpoint holds only rank 0's copy. At the
    end of training v is gathered from every rank; the main process says "v identical on N ranks" with |v| and
    v_digest, or prints an error naming the ranks that differ. check_saved() compares the written checkpoint
    with every rank's v. Without torch.distributed nothing is checked. `ok` is False after any mismatch.
    """

    def __init__(self):
        self.rank_vs = None  # every rank's v (float32, CPU) at the end of training, under torch.distributed
        self.problems = []

    @property
    def ok(self):
        return not self.problems

    def on_train_end(self, args, state, control, model=None, **kwargs):
        if not distributed() or model is None or getattr(getattr(model, "module", model), "tinylora", None) is None:
            return  # LoRA and full fine-tuning: DDP keeps their weights equal as it does v's; only v is compared
        v = getattr(model, "module", model).tinylora.global_v.detach().float().contiguous()
        gathered = [torch.empty_like(v) for _ in range(torch.distributed.get_world_size())]
        torch.distributed.all_gather(gathered, v)  # every rank takes part, so every rank learns the verdict
        self.rank_vs = [g.cpu() for g in gathered]
        differing = ranks_differing(self.rank_vs)
        if not differing:
            if state.is_world_process_zero:
                say(f"v identical on {len(self.rank_vs)} ranks (|v| = {self.rank_vs[0].norm().item():.3e}, "
                    f"sha256 {v_digest(self.rank_vs[0])})")
            return
        details = ", ".join(f"rank {r} (max |difference| {(self.rank_vs[r] - self.rank_vs[0]).abs().max().item():.3e})"
                            for r in differing)
        self.problems.append(f"v differs between the data-parallel ranks: {details} from rank 0's")
        if state.is_world_process_zero:
            say(f"ERROR: {self.problems[-1]}. Every rank should hold the same v; the saved tiny_lora_v.pt is rank "
                f"0's, and this run's training cannot be trusted (were all {len(self.rank_vs)} processes started "
                "with the same code, arguments and data?).", file=sys.stderr)

    def check_saved(self, path):
        """After the main process wrote the checkpoint at `path`: is its v exactly every rank's? Says it if not."""
        if self.rank_vs is None:
            return True
        saved = read_tiny_lora_checkpoint(path)["global_v"].float()
        differing = [r for r, v in enumerate(self.rank_vs) if not torch.equal(saved, v)]
        if differing:
            self.problems.append(f"the saved v in {path} differs from the v of rank(s) "
                                 f"{', '.join(map(str, differing))}")
            say(f"ERROR: {self.problems[-1]}.", file=sys.stderr)
        return not differing


def v_norm(model):
    params = getattr(model, "tinylora", None)
    return float(params.global_v.detach().float().norm()) if params is not None else float("nan")


class TrainingLog(TrainerCallback):
    """A progress bar over optimizer steps, one short line per step, warnings, and reward_log.csv.

    Replaces the Trainer's own printing of the raw log dictionary. A step that sampled a new round shows the
    round's reward (mean +- spread), the share of completions cut at max_completion_length, |v| and seconds;
    steps that reuse a round (num_iterations > 1) show loss, |v| and seconds. With vLLM rollouts
    (`sampling_logp=True`) the log gets a column sampling_logp_diff: TRL's mean absolute difference between the
    log-probabilities vLLM sampled with and those of the training forward, filled on steps that sampled a round
    (TRL logs it only then), and the line shows it when present.
    """

    def __init__(self, output_dir, max_completion_length, sampling_logp=False, masked=False,
                 stop_after_silent_prompts=0, prompts_per_round=1):
        self.path = os.path.join(output_dir, REWARD_LOG_NAME)
        # A run whose rounds all give equal rewards no longer learns (v moves only by Adam's fading momentum): on
        # 2026-11-25 one stopped passing at step ~100 and gave 41 such rounds of 8 prompts in a row; 8 healthy
        # runs gave one in 1,957 rounds. Training ends once silent rounds in a row hold this many prompts (0:
        # never); silent_streak counts the rounds.
        self.stop_after_silent_prompts = stop_after_silent_prompts
        self.prompts_per_round = prompts_per_round
        self.silent_streak = 0
        self.ended_silent = False
        self.max_completion_length = max_completion_length
        self.masked = masked  # --mask_truncated_completions: a cut completion gives no loss at all
        self.fields = REWARD_LOG_FIELDS + ((SAMPLING_LOGP_FIELD,) if sampling_logp else ())
        self.bar = None
        self.elapsed_before = 0.0
        self.start = self.last = time.time()

    def on_train_begin(self, args, state, control, **kwargs):
        rows = []
        if state.is_world_process_zero and state.global_step:
            # Resuming: keep the rows up to the restored step (a crash may have logged steps that were not saved).
            rows = [r for r in read_csv(self.path) if int(r["step"]) <= state.global_step]
        self.silent_streak = int(agreed(silent_rounds_at_end(rows), args, torch.distributed.ReduceOp.MAX))
        if not state.is_world_process_zero:
            return
        self.elapsed_before = float(rows[-1]["elapsed_seconds"]) if rows else 0.0
        with open(self.path, "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=self.fields, extrasaction="ignore")
            writer.writeheader()
            writer.writerows(rows)
        rounds = os.path.join(os.path.dirname(self.path), ROUND_REWARDS_NAME)
        if os.path.isfile(rounds):  # the same for the per-problem rewards of each round
            with open(rounds) as f:
                kept = [line for line in f if line.strip() and (json.loads(line).get("step") or 0) <= state.global_step]
            with open(rounds, "w") as f:
                f.writelines(kept)
        self.bar = tqdm(total=state.max_steps, initial=state.global_step, desc="training", unit="step",
                        dynamic_ncols=True)
        self.start = self.last = time.time()

    def on_step_end(self, args, state, control, **kwargs):
        if self.bar is not None:
            self.bar.update(state.global_step - self.bar.n)

    def write(self, line):
        if self.bar is None:
            return say(line)
        try:
            self.bar.write(line)  # above the progress bar
            sys.stdout.flush()  # now, also into a pipe (`| tee`), where output is otherwise written in 8 KB blocks
        except (OSError, ValueError):
            say(line)

    def on_log(self, args, state, control, logs=None, model=None, **kwargs):
        if not logs or ("loss" not in logs and "reward" not in logs):
            return
        if logs.get("reward") is not None:  # a new round (TRL averages its metrics over the ranks: all agree)
            silent = round_was_silent(logs.get("judge/groups_without_spread"))
            self.silent_streak = self.silent_streak + 1 if silent else 0
            if self.stop_after_silent_prompts and \
                    self.silent_streak * self.prompts_per_round >= self.stop_after_silent_prompts:
                self.ended_silent = True
                control.should_training_stop = True
                control.should_save = True  # resume state at this step: --stop_after_silent_prompts 0 goes on
        if not state.is_world_process_zero:
            return
        now = time.time()
        seconds, self.last = now - self.last, now
        norm = v_norm(model) if model is not None else float("nan")
        row = {"step": state.global_step, "reward": logs.get("reward"), "reward_std": logs.get("reward_std"),
               "groups_without_spread": logs.get("judge/groups_without_spread"),
               "clipped_ratio": logs.get("completions/clipped_ratio"),
               "completion_length": logs.get("completions/mean_length"),
               "prose_chars": logs.get("completions/prose_chars"), "compile_rate": logs.get("judge/compile_rate"),
               "all_passed_rate": logs.get("judge/all_passed_rate"), "loss": logs.get("loss"),
               "learning_rate": logs.get("learning_rate"), "grad_norm": logs.get("grad_norm"), "v_norm": norm,
               "step_seconds": round(seconds, 2),
               "elapsed_seconds": round(self.elapsed_before + now - self.start, 1),
               # the process's peak so far (model, optimizer, rollout caches, training forward): the memory figure
               # of a run (benchmarks/bench_adapters.py reads it)
               "peak_gpu_gib": round(torch.cuda.max_memory_allocated() / 2**30, 2) if torch.cuda.is_available()
               else None,
               # dynamic sampling: the prompts the round sampled, the share of them without spread (dropped), the
               # mean reward of the rows trained on ("reward" averages every sampling call of the step), and the
               # problems whose last group had no spread (weighted down in further draws)
               "prompts_sampled": logs.get("dynamic/prompts_sampled"),
               "groups_dropped": logs.get("dynamic/groups_dropped"), "kept_reward": logs.get("dynamic/kept_reward"),
               "problems_without_spread": logs.get("dynamic/problems_without_spread"),
               "grad_spike_skipped": logs.get("grad_spike_skipped"),
               "grad_spike_warning": logs.get("grad_spike_warning")}
        if logs.get(SAMPLING_LOGP_KEY) is not None:
            row[SAMPLING_LOGP_FIELD] = logs[SAMPLING_LOGP_KEY]
        with open(self.path, "a", newline="") as f:
            csv.DictWriter(f, fieldnames=self.fields, extrasaction="ignore").writerow(row)
        self.write(self.format_line(state, row))
        for warning in self.warnings(row):
            self.write(f"warning: {warning}")
        if self.ended_silent:
            self.write(f"Ending training: {self.silent_streak} rounds in a row gave no learning signal "
                       "(--stop_after_silent_prompts)")

    @staticmethod
    def format_line(state, row):
        parts = [f"step {state.global_step}/{state.max_steps}"]
        if row["reward"] is not None:
            parts.append(f"reward {row['reward']:.3f} +- {row['reward_std'] or 0:.3f}")
            if row.get("all_passed_rate") is not None and row.get("compile_rate") is not None:
                parts.append(f"passed {100 * row['all_passed_rate']:.0f}% compiled {100 * row['compile_rate']:.0f}%")
            if row["clipped_ratio"] is not None:
                parts.append(f"truncated {100 * row['clipped_ratio']:.0f}%")
            if row.get("prose_chars") is not None:
                parts.append(f"prose {row['prose_chars']:.0f} chars")
            if row.get("prompts_sampled") is not None:
                parts.append(f"{row['prompts_sampled']:.0f} prompts sampled, {100 * row['groups_dropped']:.0f}% "
                             "dropped")
        else:
            parts.append("reusing the round")
        if row["loss"] is not None:
            parts.append(f"loss {row['loss']:+.4f}")
        if row.get(SAMPLING_LOGP_FIELD) is not None:
            parts.append(f"vLLM logp diff {row[SAMPLING_LOGP_FIELD]:.2e}")
        parts += [f"|v| {row['v_norm']:.3e}"] if not math.isnan(row["v_norm"]) else []  # TinyLoRA runs only
        parts += [f"{row['step_seconds']:.1f} s"]
        return " | ".join(parts)

    def warnings(self, row):
        found = []
        if row["clipped_ratio"] is not None and row["clipped_ratio"] > TRUNCATION_WARNING:
            effect = ("they are masked, so the round teaches little" if self.masked else
                      "cut-off programs rarely compile, so the reward says little")
            found.append(f"{100 * row['clipped_ratio']:.0f}% of this round's completions hit max_completion_length="
                         f"{self.max_completion_length}: {effect}; raise --max_completion_length")
        if row["groups_without_spread"] is not None and row["groups_without_spread"] >= 1.0:
            found.append("every prompt's completions got one code reward this round: no learning signal from passing "
                         "(without dynamic sampling the overlong penalty may still push toward shorter answers)")
        if row.get("grad_spike_warning"):  # training/grad_spikes.py
            found.append(row["grad_spike_warning"])
        return found

    def on_train_end(self, args, state, control, **kwargs):
        if self.bar is not None:
            self.bar.close()
            self.bar = None


class ValidationCallback(TrainerCallback):
    """Every val_steps steps: validate (n samples per problem), log, and keep the best v as best_tiny_lora_v.pt.

    The score is the mean over problems of per-problem pass@1 (the share of the n samples that pass all tests).
    A validation only replaces the best one when the paired difference over problems is larger than its
    standard error: single samples on a few problems are mostly chance, and so would be "a new best".
    """

    def __init__(self, tokenizer, problems, args, checkpoint_extra=None, stopper=None, engine="auto", adapter=None):
        self.adapter = adapter  # adapters.py: how the model is sampled and its best weights saved (default TinyLoRA)
        self.stopper = stopper  # no validation when stopping on a signal: the user wants out quickly
        self.checkpoint_extra = dict(checkpoint_extra or {})
        self.tokenizer = tokenizer
        self.problems = problems
        self.val_steps = args.val_steps
        self.n = args.val_n
        self.max_new_tokens = args.max_completion_length
        self.seed = args.seed
        self.engine = engine
        self.output_dir = args.output_dir
        self.best = None  # (per-problem pass@1 values, step)
        best_path = os.path.join(args.output_dir, BEST_CHECKPOINT_NAME)
        if args.resume and os.path.isfile(best_path) and (adapter is None or adapter.name == "tinylora"):
            best = read_tiny_lora_checkpoint(best_path)
            if best.get("validation_per_problem") is not None:
                self.best = (np.asarray(best["validation_per_problem"].tolist()), best.get("step"))

    def on_step_end(self, args, state, control, model=None, **kwargs):
        if state.global_step % self.val_steps or (self.stopper is not None and self.stopper.stopped):
            return
        if state.is_world_process_zero:
            say(f"\nValidation at step {state.global_step}: {len(self.problems)} problems x {self.n} samples")
        sampling = self.adapter.sampling_model(model) if self.adapter else contextlib.nullcontext(model)
        with sampling as sampled:
            metrics = run_validation(sampled, self.tokenizer, self.problems, len(self.problems), n=self.n,
                                     max_new_tokens=self.max_new_tokens, seed=self.seed, engine=self.engine,
                                     verbose=state.is_world_process_zero)
        if not state.is_world_process_zero:
            return
        values = np.array([per_problem_value(r, "pass@1") for r in metrics["problems"]])
        path = os.path.join(self.output_dir, VALIDATION_LOG_NAME)
        new_file = not os.path.isfile(path)
        verdict, difference, error = self.compare(values)
        with open(path, "a", newline="") as f:
            writer = csv.writer(f)
            if new_file:
                writer.writerow(["step", "pass@1", "average_score", "compile_rate", "num_problems", "samples",
                                 "difference_vs_best", "standard_error", "new_best"])
            writer.writerow([state.global_step, metrics["pass@1"], metrics["average_score"], metrics["compile_rate"],
                             metrics["num_problems"], self.n, difference, error, verdict])
        if verdict:
            self.best = (values, state.global_step)
            scores = dict(validation_score=metrics["pass@1"], validation_average_score=metrics["average_score"],
                          validation_per_problem=torch.tensor(values), **self.checkpoint_extra)
            if self.adapter is None:
                best_path = os.path.join(self.output_dir, BEST_CHECKPOINT_NAME)
                save_tiny_lora_checkpoint(best_path, model, step=state.global_step, **scores)
            else:
                best_path = self.adapter.save(model, self.adapter.final_path(self.output_dir, best=True),
                                              state.global_step, **scores)
            say(f"New best weights (pass@1 {metrics['pass@1']:.2%}{self.describe(difference, error)}); saved {best_path}")
        else:
            say(f"Kept the best v of step {self.best[1]}: this validation is not better by more than noise"
                f"{self.describe(difference, error)}")

    def compare(self, values):
        """(is a new best, paired difference to the best, its standard error)."""
        if self.best is None:
            return True, None, None
        best = self.best[0]
        if len(best) != len(values):
            return True, None, None
        diff = values - best
        error = float(diff.std(ddof=1) / math.sqrt(len(diff))) if len(diff) > 1 else float("inf")
        mean = float(diff.mean())
        return (mean > 0 and mean > error), mean, error

    @staticmethod
    def describe(difference, error):
        if difference is None:
            return ""
        return f"; paired difference to the best {100 * difference:+.1f} pts, standard error {100 * error:.1f} pts"
