"""--skip_grad_spikes: drop the gradient of an optimizer step whose norm is far above the run's recent steps.

Why: on 2026-12-05 (H100) the recipe with dynamic sampling trained 254 healthy steps (compile rate ~0.8), then
steps 255 and 256 had gradient norms 9.7x and 27.8x the run's median (1.17 and 3.37; 7.1x the median of the 50 steps
before, after the clip at 1.0). Step 256's model wrote hardly a program that compiled (test.py, 24 held-out problems
x 4 samples: 1 passed; step 154's model: 9), and the run never came back. Adam turns one such gradient into a push of
several learning rates in every coordinate at once, kept for some ten steps by its momentum: a coherent move that
the noisy steps before it never make. The calibrated recipe survived a 21.7x step (272 of 300): a spike need not end
a run, but it can.

The rule (a step's norm against the median of the last `window` steps' norms, after TRL's clip at max_grad_norm (1.0),
as the optimizer sees them) is read where the Trainer offers it, `on_pre_optimizer_step`, after the gradients are
reduced over data-parallel ranks (every rank decides alike). A dropped gradient is zeroed: Adam's momentum still
moves the weights that step, in the direction of the steps before. Dropped steps stay out of the history, and so do
steps without a gradient (a round whose groups all scored alike: norm 0; with half of the window such, the median
would be 0 and every gradient a spike); a gradient that is not finite is dropped. A resumed run rebuilds the history
from reward_log.csv, so a resume decides as the uninterrupted run would. STOP_AFTER drops in a row end training, its
resume state kept: the norms have moved to a new level (the rule would drop every step from then on) or the run is
breaking. A run whose median step is clipped never drops one (full fine-tuning of the 0.5B at 1e-6: median norm 1.27
before the clip): the capped norms cannot reach K x the median once it is above 1/K. The mark reaches reward_log.csv
and the step's line, not trainer_state.json's log history or experiment trackers (they have the step's logs first).
"""

import logging
import math
import os
import statistics

import torch
from transformers import TrainerCallback

from ..errors import UsageError
from .reward_log import REWARD_LOG_NAME, read_csv

logger = logging.getLogger("tinylora.train")

SKIPPED_KEY = "grad_spike_skipped"  # in the step's logs and reward_log.csv: 1 when its gradient was dropped
WARNING_KEY = "grad_spike_warning"  # in a dropped step's logs only: the line TrainingLog warns with
WINDOW = 50  # steps whose median a step's norm is read against
MIN_HISTORY = 10  # steps needed before any gradient is dropped (the first steps' norms move fast)
STOP_AFTER = 3  # drops in a row that end training


def gradient_norm(parameters):
    """The L2 norm of the gradients of `parameters` (those without one count as zero), in float32."""
    norms = [torch.linalg.vector_norm(p.grad.detach().float()) for p in parameters if p.grad is not None]
    return float(torch.linalg.vector_norm(torch.stack(norms))) if norms else 0.0


class GradientSpikeSkip(TrainerCallback):
    """Zero the gradients of a step whose norm exceeds `factor` x the median of the last WINDOW kept steps' norms.

    Put it before TrainingLog in the callback list: its on_log marks the step's logs with SKIPPED_KEY (and a dropped
    step's with WARNING_KEY), which TrainingLog writes to the reward log and warns of."""

    def __init__(self, factor, window=None, min_history=None, stop_after=None):
        if not 1 < factor < math.inf:
            raise ValueError(f"a gradient spike is a finite multiple of the median norm above 1, not {factor}")
        self.factor = factor
        self.window = WINDOW if window is None else window
        self.min_history = MIN_HISTORY if min_history is None else min_history
        self.stop_after = STOP_AFTER if stop_after is None else stop_after
        self.norms = []  # the kept steps' norms, oldest first
        self.skipped = []  # (step, norm, median or None) of every dropped gradient
        self.skipped_now = False
        self.in_a_row = 0
        self.ended = False  # training ended after stop_after drops in a row (train_rl.py says so)

    def restore(self, rows, max_grad_norm):
        """Rebuild the history from reward_log.csv rows of a resumed run: its logged norms are before the clip."""
        for row in rows:
            if row.get("grad_norm") in ("", None) or str(row.get(SKIPPED_KEY, "")) in ("1", "1.0"):
                continue
            norm = float(row["grad_norm"])
            if counts(norm):
                self.norms.append(min(norm, max_grad_norm) if max_grad_norm and max_grad_norm > 0 else norm)
        del self.norms[:-self.window]

    def on_train_begin(self, args, state, control, **kwargs):
        if getattr(args, "fsdp", None) or getattr(args, "deepspeed", None):  # their ranks hold parts of the gradient
            raise UsageError("--skip_grad_spikes reads whole gradients: one GPU or data parallel (DDP) only")
        if state.global_step:  # resumed: the rows up to the restored step (TrainingLog trims the file after this)
            rows = read_csv(os.path.join(args.output_dir, REWARD_LOG_NAME))
            self.restore([r for r in rows if int(r["step"]) <= state.global_step], args.max_grad_norm)

    def threshold(self):
        """The norm above which a gradient is dropped now, or None while the history is too short."""
        if len(self.norms) < self.min_history:
            return None
        return self.factor * statistics.median(self.norms[-self.window:])

    def judge(self, step, norm):
        """Whether optimizer step `step`'s gradient norm (after the clip) is dropped: a spike, or not finite. A kept
        norm joins the history unless it is 0 (a step without a gradient)."""
        limit = self.threshold()
        if not math.isfinite(norm) or (limit is not None and norm > limit):
            self.skipped.append((step, norm, None if limit is None else limit / self.factor))
            self.in_a_row += 1
            return True
        self.in_a_row = 0
        if counts(norm):
            self.norms.append(norm)
            del self.norms[:-self.window]
        return False

    def on_pre_optimizer_step(self, args, state, control, model=None, **kwargs):
        parameters = [p for p in model.parameters() if p.requires_grad]
        step = state.global_step + 1  # the step this optimizer update completes
        self.skipped_now = self.judge(step, gradient_norm(parameters))
        if self.skipped_now:
            for p in parameters:
                if p.grad is not None:
                    p.grad.zero_()
            logger.info("step %d: gradient norm %.3g dropped (median of the steps before: %s)", step,
                        self.skipped[-1][1], self.skipped[-1][2])

    def stops(self):
        """Whether the drops in a row end training now (stop_after 0: never)."""
        return bool(self.stop_after) and self.in_a_row >= self.stop_after

    def on_step_end(self, args, state, control, **kwargs):
        if self.stops():
            self.ended = True
            control.should_training_stop = True
            control.should_save = True  # resume state at this step

    def on_log(self, args, state, control, logs=None, **kwargs):
        if logs is not None and ("loss" in logs or "reward" in logs):
            logs[SKIPPED_KEY] = int(self.skipped_now)
            if self.skipped_now:
                logs[WARNING_KEY] = self.describe(*self.skipped[-1])
            self.skipped_now = False

    def describe(self, step, norm, median):
        """The warning line of a dropped gradient."""
        why = f"was {norm / median:.1f}x the median of the steps before" if math.isfinite(norm) else \
            f"was {norm:g} (not finite)"
        stop = f"; {self.in_a_row} in a row: training ends, resume state kept" if self.stops() else ""
        return f"this step's gradient norm {why}: its gradient was dropped (--skip_grad_spikes){stop}"


def counts(norm):
    """Whether a step's norm joins the history: a finite gradient that is not all zeros."""
    return math.isfinite(norm) and norm > 0
