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
moves the weights that step, in the direction of the steps before. Dropped steps stay out of the history; a resumed
run rebuilds it from reward_log.csv, so a resume decides as the uninterrupted run would. A run whose every step is
clipped never drops one (full fine-tuning of the 0.5B at 1e-6: median norm 1.27 before the clip).
"""

import logging
import os
import statistics

import torch
from transformers import TrainerCallback

from .reward_log import REWARD_LOG_NAME, read_csv

logger = logging.getLogger("tinylora.train")

SKIPPED_KEY = "grad_spike_skipped"  # in the step's logs and reward_log.csv: 1 when its gradient was dropped
RATIO_KEY = "grad_spike_ratio"  # in a dropped step's logs only: its norm over the median, for the warning line
WINDOW = 50  # steps whose median a step's norm is read against
MIN_HISTORY = 10  # steps needed before any gradient is dropped (the first steps' norms move fast)


def gradient_norm(parameters):
    """The L2 norm of the gradients of `parameters` (those without one count as zero), in float32."""
    norms = [torch.linalg.vector_norm(p.grad.detach().float()) for p in parameters if p.grad is not None]
    return float(torch.linalg.vector_norm(torch.stack(norms))) if norms else 0.0


class GradientSpikeSkip(TrainerCallback):
    """Zero the gradients of a step whose norm exceeds `factor` x the median of the last WINDOW kept steps' norms.

    Put it before TrainingLog in the callback list: its on_log marks the step's logs with SKIPPED_KEY (and a dropped
    step's with RATIO_KEY), which TrainingLog writes to the reward log and warns of."""

    def __init__(self, factor, window=None, min_history=None):
        if factor <= 1:
            raise ValueError(f"a gradient spike is a multiple of the median norm above 1, not {factor}")
        self.factor = factor
        self.window = window or WINDOW
        self.min_history = MIN_HISTORY if min_history is None else min_history
        self.norms = []  # the kept steps' norms, oldest first
        self.skipped = []  # (step, norm, median) of every dropped gradient
        self.skipped_now = False

    def restore(self, rows, max_grad_norm):
        """Rebuild the history from reward_log.csv rows of a resumed run: its logged norms are before the clip."""
        for row in rows:
            if row.get("grad_norm") in ("", None) or str(row.get(SKIPPED_KEY, "")) in ("1", "1.0"):
                continue
            norm = float(row["grad_norm"])
            self.norms.append(min(norm, max_grad_norm) if max_grad_norm and max_grad_norm > 0 else norm)
        del self.norms[:-self.window]

    def on_train_begin(self, args, state, control, **kwargs):
        if state.global_step:  # resumed: the rows up to the restored step (TrainingLog trims the file after this)
            rows = read_csv(os.path.join(args.output_dir, REWARD_LOG_NAME))
            self.restore([r for r in rows if int(r["step"]) <= state.global_step], args.max_grad_norm)

    def threshold(self):
        """The norm above which a gradient is dropped now, or None while the history is too short."""
        if len(self.norms) < self.min_history:
            return None
        return self.factor * statistics.median(self.norms[-self.window:])

    def judge(self, step, norm):
        """Whether optimizer step `step`'s gradient norm (after the clip) is a spike; a kept one joins the history."""
        limit = self.threshold()
        if limit is not None and norm > limit:
            self.skipped.append((step, norm, limit / self.factor))
            return True
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
            _, norm, median = self.skipped[-1]
            logger.info("step %d: gradient norm %.3g, %.1fx the median %.3g of the steps before: dropped", step, norm,
                        norm / median, median)

    def on_log(self, args, state, control, logs=None, **kwargs):
        if logs is not None and ("loss" in logs or "reward" in logs):
            logs[SKIPPED_KEY] = int(self.skipped_now)
            if self.skipped_now:
                step, norm, median = self.skipped[-1]
                logs[RATIO_KEY] = norm / median
            self.skipped_now = False
