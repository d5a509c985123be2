"""--skip_grad_spikes: a step's gradient far above the median of the steps before is dropped, logged and warned of;
the rule's history survives a resume."""
import contextlib
import csv
import functools
import io
import os
from types import SimpleNamespace

import pytest
import torch
from script_helpers import train_args, train_rl
from test_training import SignalAtStep
from transformers import TrainerCallback

from tinylora_coder.training import grad_spikes
from tinylora_coder.training.grad_spikes import SKIPPED_KEY, WARNING_KEY, GradientSpikeSkip
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
    assert "gradient norm was 5.5x the median of the steps before" in logs[3][WARNING_KEY]  # 0.60 / 0.11
    assert WARNING_KEY not in logs[4]
    assert rule.norms == pytest.approx([0.10, 0.12, 0.11, 0.45, 0.13], rel=1e-4)
    assert [step for step, _, _ in rule.skipped] == [4]
    step_with_gradient(rule, model, 7, 0.61)  # a spike again: the median of the five kept is 0.12
    assert torch.count_nonzero(model.weight.grad) == 0


def test_steps_without_a_gradient_stay_out_of_the_history_and_one_not_finite_is_dropped():
    """A round whose groups all scored alike has no gradient: half a window of them would make the median 0 and every
    later gradient a spike."""
    model = torch.nn.Linear(4, 4, bias=False)
    rule = GradientSpikeSkip(5, min_history=3)
    norms = [0.1, 0.0, 0.0, 0.12, 0.0, 0.0, 0.11, 0.0, 0.3, float("nan"), 0.1]
    logs = [step_with_gradient(rule, model, step, norm) for step, norm in enumerate(norms, start=1)]
    assert [entry[SKIPPED_KEY] for entry in logs] == [0] * 9 + [1, 0]
    assert "(not finite)" in logs[9][WARNING_KEY]
    assert rule.norms == pytest.approx([0.1, 0.12, 0.11, 0.3, 0.1], rel=1e-4)
    rule.restore([{"step": "12", "grad_norm": "0.0"}, {"step": "13", "grad_norm": "nan"}], max_grad_norm=1.0)
    assert len(rule.norms) == 5


def test_drops_in_a_row_end_training_with_its_resume_state():
    model = torch.nn.Linear(2, 2, bias=False)
    rule = GradientSpikeSkip(2, min_history=2, stop_after=2)
    control = SimpleNamespace(should_training_stop=False, should_save=False)
    for step, norm in enumerate([0.1, 0.1, 1.0], start=1):
        step_with_gradient(rule, model, step, norm)
        rule.on_step_end(None, None, control)
    assert not control.should_training_stop and not rule.ended  # one drop
    logs = step_with_gradient(rule, model, 4, 1.0)
    rule.on_step_end(None, None, control)
    assert control.should_training_stop and control.should_save and rule.ended
    assert logs[WARNING_KEY].endswith("2 in a row: training ends, resume state kept")


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
    for factor in (1.0, 0.5, float("inf"), float("nan")):
        with pytest.raises(ValueError):
            GradientSpikeSkip(factor)
    with contextlib.redirect_stderr(io.StringIO()) as err, pytest.raises(SystemExit):
        train_rl.parse_args(["8", "4", "--skip_grad_spikes", "0.5"])
    assert "--skip_grad_spikes must be 0 (off) or above 1" in err.getvalue()


def spiky_reward(prompts, completions, trainer_state=None, spikes_from=None, **columns):
    """Rewards 0 and 0.001 within each pair of completions, and 0 and 1,000 in the step SPIKE_STEP scores (in every
    step from `spikes_from` on, where given)."""
    step = trainer_state.global_step + 1
    scale = 1000.0 if step == SPIKE_STEP or (spikes_from and step >= spikes_from) else 0.001
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


def test_a_run_whose_gradients_stay_spikes_ends_with_its_resume_state(tiny_model_dir, problems_file, tmp_path,
                                                                      monkeypatch):
    monkeypatch.setattr(grad_spikes, "MIN_HISTORY", 2)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert train_rl.main(spike_run_args(tiny_model_dir, problems_file, tmp_path / "out", "--max_steps", "9"),
                             reward_funcs=[functools.partial(spiky_reward, spikes_from=SPIKE_STEP)]) == 0
    assert skipped_column(tmp_path / "out") == ["0", "0", "0", "1", "1", "1"]  # 3 in a row end it at step 6
    assert "Training ended early at step 6" in out.getvalue() and "a larger --skip_grad_spikes" in out.getvalue()
    assert "checkpoint-6" in os.listdir(tmp_path / "out")
