"""--skip_grad_spikes: a step's gradient far above the median of the steps before is dropped, logged and warned of;
the rule's history survives a resume."""
import contextlib
import csv
import io
import os
from types import SimpleNamespace

import pytest
import torch
from script_helpers import train_args, train_rl
from test_training import SignalAtStep
from transformers import TrainerCallback

from tinylora_coder.training import grad_spikes
from tinylora_coder.training.grad_spikes import RATIO_KEY, SKIPPED_KEY, GradientSpikeSkip
from tinylora_coder.training.reward_log import REWARD_LOG_NAME

SPIKE_STEP = 4  # the optimizer step whose rewards are a million times the others'


def step_with_gradient(rule, model, step, norm):
    """Give `model`'s one parameter a gradient of this norm and run the rule's hook for optimizer step `step`."""
    model.weight.grad = torch.full_like(model.weight, norm / model.weight.numel() ** 0.5)
    state = SimpleNamespace(global_step=step - 1, is_world_process_zero=True)
    rule.on_pre_optimizer_step(None, state, None, model=model)
    logs = {"loss": 0.0}
    rule.on_log(None, state, None, logs=logs)
    return logs


def test_a_gradient_far_above_the_recent_median_is_zeroed_and_kept_out_of_the_history():
    model = torch.nn.Linear(4, 4, bias=False)
    rule = GradientSpikeSkip(5, min_history=3)
    norms = [0.10, 0.12, 0.11, 0.60, 0.45, 0.13]  # 0.60 > 5 x 0.11; 0.45 is below 5 x the median of the kept ones
    logs = [step_with_gradient(rule, model, step, norm) for step, norm in enumerate(norms, start=1)]
    assert [entry[SKIPPED_KEY] for entry in logs] == [0, 0, 0, 1, 0, 0]
    assert logs[3][RATIO_KEY] == pytest.approx(0.60 / 0.11, rel=1e-4) and RATIO_KEY not in logs[4]
    assert rule.norms == pytest.approx([0.10, 0.12, 0.11, 0.45, 0.13], rel=1e-4)
    assert [step for step, _, _ in rule.skipped] == [4]
    model.weight.grad.fill_(1.0)  # a spike again: median of the five kept is 0.12
    step_with_gradient(rule, model, 7, 0.61)
    assert torch.count_nonzero(model.weight.grad) == 0


def test_no_gradient_is_dropped_before_the_history_is_long_enough():
    model = torch.nn.Linear(2, 2, bias=False)
    rule = GradientSpikeSkip(2, min_history=3)
    logs = [step_with_gradient(rule, model, step, norm) for step, norm in enumerate([0.1, 5.0, 50.0, 500.0], 1)]
    assert [entry[SKIPPED_KEY] for entry in logs] == [0, 0, 0, 1]


def test_the_history_restored_from_a_reward_log_is_clipped_and_leaves_dropped_steps_out():
    rule = GradientSpikeSkip(5, window=3)
    rows = [{"step": "1", "grad_norm": "0.2"}, {"step": "2", "grad_norm": "3.0", SKIPPED_KEY: "1"},
            {"step": "3", "grad_norm": "2.5", SKIPPED_KEY: "0"}, {"step": "4", "grad_norm": ""},
            {"step": "5", "grad_norm": "0.3"}, {"step": "6", "grad_norm": "0.4", SKIPPED_KEY: ""}]
    rule.restore(rows, max_grad_norm=1.0)
    assert rule.norms == pytest.approx([1.0, 0.3, 0.4])  # 2.5 as the optimizer saw it; the last 3 kept


def test_a_spike_factor_of_one_or_less_is_refused():
    with pytest.raises(ValueError):
        GradientSpikeSkip(1.0)
    with contextlib.redirect_stderr(io.StringIO()) as err, pytest.raises(SystemExit):
        train_rl.parse_args(["8", "4", "--skip_grad_spikes", "0.5"])
    assert "--skip_grad_spikes must be 0 (off) or above 1" in err.getvalue()


def spiky_reward(prompts, completions, trainer_state=None, **columns):
    """Rewards 0 and 0.001 within each pair of completions, and 0 and 1,000 in the step SPIKE_STEP scores."""
    scale = 1000.0 if trainer_state.global_step + 1 == SPIKE_STEP else 0.001
    return [scale * (i % 2) for i in range(len(completions))]


class RecordGradient(TrainerCallback):
    """Whether v's gradient was all zeros when the optimizer stepped (after the spike rule, listed before this)."""

    def __init__(self):
        self.zero = {}

    def on_pre_optimizer_step(self, args, state, control, model=None, **kwargs):
        self.zero[state.global_step + 1] = not torch.count_nonzero(model.tinylora.global_v.grad)


def spike_run_args(tiny_model_dir, problems_file, output_dir, *extra):
    # unscaled advantages: the spike step's gradient is ~1e6 x the others' before the clip at 1.0
    return train_args(tiny_model_dir, problems_file, output_dir, "--max_steps", "6", "--scale_rewards", "none",
                      "--save_steps", "1", "--skip_grad_spikes", "5", *extra)


def skipped_column(output_dir):
    with open(os.path.join(str(output_dir), REWARD_LOG_NAME)) as f:
        return [row[SKIPPED_KEY] for row in csv.DictReader(f)]


def test_a_run_drops_the_spike_steps_gradient_logs_it_and_warns(tiny_model_dir, problems_file, tmp_path, monkeypatch):
    monkeypatch.setattr(grad_spikes, "MIN_HISTORY", 2)
    record, out = RecordGradient(), io.StringIO()
    with contextlib.redirect_stdout(out):
        assert train_rl.main(spike_run_args(tiny_model_dir, problems_file, tmp_path / "out"),
                             reward_funcs=[spiky_reward], callbacks=[record]) == 0
    assert record.zero == {1: False, 2: False, 3: False, 4: True, 5: False, 6: False}
    assert skipped_column(tmp_path / "out") == ["0", "0", "0", "1", "0", "0"]
    assert "its gradient was dropped (--skip_grad_spikes)" in out.getvalue()


def test_a_resumed_run_drops_the_spike_as_the_uninterrupted_run(tiny_model_dir, problems_file, tmp_path, monkeypatch):
    """The history comes back from reward_log.csv: without it the resumed run would have too few steps to judge."""
    monkeypatch.setattr(grad_spikes, "MIN_HISTORY", 2)
    args = spike_run_args(tiny_model_dir, problems_file, tmp_path / "out")
    with contextlib.redirect_stdout(io.StringIO()):
        assert train_rl.main(args, reward_funcs=[spiky_reward], callbacks=[SignalAtStep(SPIKE_STEP - 1)]) == 130
        record = RecordGradient()
        assert train_rl.main(args + ["--resume"], reward_funcs=[spiky_reward], callbacks=[record]) == 0
    assert record.zero == {4: True, 5: False, 6: False}
    assert skipped_column(tmp_path / "out") == ["0", "0", "0", "1", "0", "0"]
