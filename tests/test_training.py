"""What a user meets while training: Ctrl-C (mid-round, during generation, twice, through a dead pipe), resuming,
the per-step log and its warnings, run_config.json, an empty training set, running from any folder."""
import contextlib
import csv
import io
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time

import pytest
import torch
from script_helpers import ROOT, recording_reward, train_args, \
    train_rl
from transformers import TrainerCallback, TrainerControl, TrainerState

import utils
from tinylora_coder.training import callbacks as cb
from tinylora_coder.training.trainer import BUFFER_FILE

# One rollout round = 2 prompts x 2 completions, used for 4 optimizer steps: rounds start at steps 1 and 5.
ROUND_OPTIONS = ("--num_iterations", "4", "--gradient_accumulation_steps", "2", "--per_device_train_batch_size", "2",
                 "--num_generations", "2", "--max_steps", "8", "--seed", "7")


class SignalAtStep(TrainerCallback):
    """Sends this process SIGINT (as if Ctrl-C were pressed) when optimizer step `global_step` + 1 begins."""

    def __init__(self, global_step):
        self.global_step = global_step
        self.sent_at = None

    def on_step_begin(self, args, state, control, **kwargs):
        if state.global_step == self.global_step and self.sent_at is None:
            self.sent_at = time.monotonic()
            os.kill(os.getpid(), signal.SIGINT)


class RecordV(TrainerCallback):
    """v after every optimizer step; optionally ends training (normally, no signal) after step `stop_after`."""

    def __init__(self, stop_after=None):
        self.v = {}
        self.stop_after = stop_after

    def on_step_end(self, args, state, control, model=None, **kwargs):
        self.v[state.global_step] = model.tinylora.global_v.detach().clone()
        if state.global_step == self.stop_after:
            control.should_training_stop = True


def read_v(output_dir, name=utils.CHECKPOINT_NAME):
    return utils.read_tiny_lora_checkpoint(os.path.join(str(output_dir), name))


def logged_steps(output_dir):
    return [int(row["step"]) for row in csv.DictReader(open(os.path.join(str(output_dir), cb.REWARD_LOG_NAME)))]


@pytest.fixture(scope="module")
def round_run(tiny_model_dir, problems_file, tmp_path_factory):
    """The uninterrupted reference: 8 steps in two rounds of 4 optimizer steps each; its output and v per step."""
    output_dir = tmp_path_factory.mktemp("round") / "out"
    args = train_args(tiny_model_dir, problems_file, output_dir, *ROUND_OPTIONS)
    seen, record, out = [], RecordV(), io.StringIO()
    with contextlib.redirect_stdout(out):
        assert train_rl.main(args, reward_funcs=[recording_reward(seen)], callbacks=[record]) == 0
    return {"args": args, "output_dir": output_dir, "seen": seen, "v": record.v, "out": out.getvalue()}


# ---------------------------------------------------------------------------------------------------------------
# Ctrl-C and --resume


def test_resume_in_the_middle_of_a_round_equals_the_uninterrupted_run(round_run, tiny_model_dir, problems_file,
                                                                      tmp_path):
    assert [step for step, _ in round_run["seen"]] == [0, 4]  # one reward call per round
    output_dir = tmp_path / "out"
    args = train_args(tiny_model_dir, problems_file, output_dir, *ROUND_OPTIONS)
    seen = []
    code = train_rl.main(args, reward_funcs=[recording_reward(seen)], callbacks=[SignalAtStep(1)])
    assert code == 130
    assert seen == round_run["seen"][:1]
    checkpoint_dir = output_dir / "checkpoint-2"  # step 2 finished, then the run stopped
    assert (checkpoint_dir / BUFFER_FILE.format(rank=0)).is_file()
    assert read_v(checkpoint_dir)["step"] == 2 and read_v(output_dir)["step"] == 2

    without_round = tmp_path / "without_round"
    shutil.copytree(output_dir, without_round)

    seen, record = [], RecordV()
    assert train_rl.main(args + ["--resume"], reward_funcs=[recording_reward(seen)], callbacks=[record]) == 0
    assert seen == [s for s in round_run["seen"] if s[0] >= 2]  # the next round at the same step, same problems
    final, reference = read_v(output_dir), read_v(round_run["output_dir"])
    assert final["step"] == 8
    torch.testing.assert_close(final["global_v"], reference["global_v"])
    for step in range(3, 9):
        torch.testing.assert_close(record.v[step], round_run["v"][step])
    assert logged_steps(output_dir) == logged_steps(round_run["output_dir"]) == list(range(1, 9))

    # The restored round is what makes it exact: without it, step 3 trains on a newly sampled round.
    os.remove(without_round / "checkpoint-2" / BUFFER_FILE.format(rank=0))
    seen, record = [], RecordV(stop_after=3)
    args = train_args(tiny_model_dir, problems_file, without_round, *ROUND_OPTIONS, "--resume")
    assert train_rl.main(args, reward_funcs=[recording_reward(seen)], callbacks=[record]) == 0
    assert [step for step, _ in seen] == [2]
    assert not torch.allclose(record.v[3], round_run["v"][3])


def test_a_resume_at_a_rounds_end_samples_the_next_round_as_the_uninterrupted_run(round_run, tiny_model_dir,
                                                                                  problems_file, tmp_path):
    """Stopped after step 4, the last of the first round: checkpoint-4 keeps no round, and the resumed run samples
    the second round and trains steps 5-8 as the uninterrupted run did."""
    output_dir = tmp_path / "out"
    args = train_args(tiny_model_dir, problems_file, output_dir, *ROUND_OPTIONS)
    with contextlib.redirect_stdout(io.StringIO()):
        assert train_rl.main(args, reward_funcs=[recording_reward([])], callbacks=[SignalAtStep(3)]) == 130
    assert read_v(output_dir / "checkpoint-4")["step"] == 4
    assert not (output_dir / "checkpoint-4" / BUFFER_FILE.format(rank=0)).exists()
    seen, record = [], RecordV()
    with contextlib.redirect_stdout(io.StringIO()):
        assert train_rl.main(args + ["--resume"], reward_funcs=[recording_reward(seen)], callbacks=[record]) == 0
    assert seen == round_run["seen"][1:]
    for step in range(5, 9):
        torch.testing.assert_close(record.v[step], round_run["v"][step])


def test_only_a_checkpoint_in_the_middle_of_a_round_keeps_the_round(tiny_model_dir, problems_file, tmp_path):
    """A round of 4 optimizer steps (ROUND_OPTIONS): checkpoints 1-3 and 5-7 hold it, 4 and 8 none,
    since TRL samples the next round at those steps whatever a resume restores."""
    class RoundKept(TrainerCallback):  # a finished run removes its checkpoints: look as each is written
        kept = {}

        def on_save(self, args, state, control, **kwargs):
            folder = os.path.join(args.output_dir, f"checkpoint-{state.global_step}")
            self.kept[state.global_step] = os.path.isfile(os.path.join(folder, BUFFER_FILE.format(rank=0)))

    args = train_args(tiny_model_dir, problems_file, tmp_path / "out", *ROUND_OPTIONS, "--save_steps", "1")
    with contextlib.redirect_stdout(io.StringIO()):
        assert train_rl.main(args, reward_funcs=[recording_reward([])], callbacks=[RoundKept()]) == 0
    assert RoundKept.kept == {step: step % 4 != 0 for step in range(1, 9)}


def test_a_run_resumed_in_a_later_epoch_draws_the_problems_of_the_uninterrupted_run(tiny_model_dir, problems_file,
                                                                                     tmp_path):
    """TRL's sampler draws each epoch's order from one generator seeded at the start: a run resumed in its third
    epoch drew the first epoch's order again (issue 25's runs diverged so). 1 prompt a step, 4 problems an epoch:
    stopped in step 10 (the third epoch's second), resumed to step 14."""
    options = ("--max_steps", "14", "--save_steps", "1")
    seen = []
    reference = train_args(tiny_model_dir, problems_file, tmp_path / "whole", *options)
    with contextlib.redirect_stdout(io.StringIO()):
        assert train_rl.main(reference, reward_funcs=[recording_reward(seen)]) == 0
    assert len({tuple(names) for _, names in seen[:4]}) == 4  # an epoch: every problem once
    orders = [[names for _, names in seen[k:k + 4]] for k in (0, 4, 8)]
    assert orders[0] != orders[1] and orders[0] != orders[2]  # a new order each epoch

    resumed = []
    args = train_args(tiny_model_dir, problems_file, tmp_path / "resumed", *options)
    with contextlib.redirect_stdout(io.StringIO()):
        assert train_rl.main(args, reward_funcs=[recording_reward(resumed)], callbacks=[SignalAtStep(9)]) == 130
        assert train_rl.main(args + ["--resume"], reward_funcs=[recording_reward(resumed)]) == 0
    assert resumed == seen


def test_the_trainer_tells_its_sampler_each_epoch_however_the_dataloader_wraps_it(tmp_path, monkeypatch):
    """Through BatchSamplerShard and a resume's batch skipping together (several processes) accelerate does not pass
    set_epoch on: the trainer tells the sampler itself before each epoch, and epoch e draws the uninterrupted run's
    (e+1)-th order."""
    from script_helpers import tiny_grpo_trainer
    from trl import GRPOTrainer
    from trl.trainer.utils import RepeatSampler

    trainer, _ = tiny_grpo_trainer(tmp_path, prompts=[f"p{k}" for k in range(8)])
    sampler = trainer._get_train_sampler()
    assert type(sampler) is RepeatSampler and trainer.epoch_sampler is sampler and callable(sampler.set_epoch)
    reference = RepeatSampler(sampler.data_source, sampler.mini_repeat_count, sampler.batch_size,
                              sampler.repeat_count, seed=sampler.seed)
    orders = [list(reference) for _ in range(3)]  # one generator, three epochs: TRL's uninterrupted run
    assert orders[0] != orders[2]
    drawn = []
    monkeypatch.setattr(GRPOTrainer, "_run_epoch", lambda self, **kwargs: drawn.append(list(sampler)))
    list(sampler)  # a first epoch iterated, as before a stop
    trainer._run_epoch(model=None, epoch=2)  # the resumed third epoch (HF passes its arguments by name)
    trainer._run_epoch(model=None, epoch=0)
    assert drawn == [orders[2], orders[0]]


def test_ctrl_c_during_generation_stops_at_once_and_saves_the_last_full_step(trained, tiny_model_dir,
                                                                             problems_file, tmp_path):
    output_dir = tmp_path / "out"
    args = train_args(tiny_model_dir, problems_file, output_dir)  # a round per step: step 2 begins by generating
    seen, signal_at = [], SignalAtStep(1)
    code = train_rl.main(args, reward_funcs=[recording_reward(seen)], callbacks=[signal_at])
    assert code == 130 and time.monotonic() - signal_at.sent_at < 10  # saving and plotting included
    assert [step for step, _ in seen] == [0]  # the cut round never reached the reward
    assert read_v(output_dir / "checkpoint-1")["step"] == 1 and read_v(output_dir)["step"] == 1
    assert logged_steps(output_dir) == [1]

    seen = []
    assert train_rl.main(args + ["--resume"], reward_funcs=[recording_reward(seen)]) == 0
    assert seen == trained["seen"][1:]  # the cut round is sampled again, for the same problems
    assert read_v(output_dir)["step"] == 2 and logged_steps(output_dir) == [1, 2]
    assert not list(output_dir.glob("checkpoint-*"))
    torch.testing.assert_close(read_v(output_dir)["global_v"], read_v(trained["output_dir"])["global_v"])


def test_a_second_ctrl_c_saves_v_and_raises_keyboard_interrupt(tmp_path):
    saved = []
    stopper = cb.StopOnSignal(save_v=lambda: saved.append(1) or str(tmp_path / "v.pt"))
    before = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
    stopper.install()
    try:
        assert signal.getsignal(signal.SIGINT) == stopper.handle
        stopper.handle(signal.SIGINT, None)  # the first: ask to stop, carry on
        assert stopper.event.is_set() and stopper.received == signal.SIGINT and not saved
        with pytest.raises(KeyboardInterrupt):
            stopper.handle(signal.SIGINT, None)  # the second: save v now and leave
        assert saved == [1]
        assert {sig: signal.getsignal(sig) for sig in before} == before
    finally:
        stopper.uninstall()


DRIVER = """
import runpy, sys, time
import utils

def slow_reward(prompts, completions, **columns):
    time.sleep(0.3)  # the tiny model is fast: give each step a moment
    return [len(c) / 50.0 for c in completions]

utils.code_reward_func = slow_reward
sys.argv = [{script!r}] + sys.argv[1:]
runpy.run_path({script!r}, run_name="__main__")
"""


def read_until(stream, text, timeout):
    """What `stream` (a pipe) delivers until `text` appears; fails after `timeout` seconds."""
    received, deadline = b"", time.monotonic() + timeout
    while text.encode() not in received:
        remaining = deadline - time.monotonic()
        assert remaining > 0, f"no {text!r} within {timeout} s; got {received[-2000:]!r}"
        if select.select([stream], [], [], remaining)[0]:
            chunk = os.read(stream.fileno(), 65536)
            assert chunk, f"the output ended before {text!r}: {received[-2000:]!r}"
            received += chunk
    return received.decode()


def test_ctrl_c_with_stdout_piped_into_a_dead_tee_still_saves(tiny_model_dir, problems_file, tmp_path):
    driver = tmp_path / "driver.py"
    driver.write_text(DRIVER.format(script=os.path.join(ROOT, "train_rl.py")))
    output_dir = tmp_path / "out"
    env = {key: value for key, value in os.environ.items() if key != "PYTHONUNBUFFERED"}
    env["PYTHONPATH"] = ROOT
    with open(tmp_path / "stderr.txt", "w") as stderr:
        proc = subprocess.Popen([sys.executable, str(driver),
                                 *train_args(tiny_model_dir, problems_file, output_dir, "--max_steps", "1000")],
                                stdout=subprocess.PIPE, stderr=stderr, cwd=tmp_path, env=env)
        try:
            read_until(proc.stdout, "step 1/", timeout=240)
            proc.stdout.close()  # the reader died (as `tee` does on Ctrl-C)
            proc.send_signal(signal.SIGINT)
            code = proc.wait(timeout=120)
        finally:
            if proc.poll() is None:
                proc.kill()
    error = (tmp_path / "stderr.txt").read_text()
    assert code == 130, error[-3000:]
    assert "Traceback" not in error and "Exception ignored" not in error, error[-3000:]
    assert read_v(output_dir)["step"] >= 1 and list(output_dir.glob("checkpoint-*"))  # v and the resume state


# ---------------------------------------------------------------------------------------------------------------
# The per-step line and its warnings


def log_row(**values):
    row = {"reward": 0.25, "reward_std": 0.1, "groups_without_spread": 0.0, "clipped_ratio": 0.1, "loss": 0.0123,
           "v_norm": 1.5e-3, "step_seconds": 2.04}
    return {**row, **values}


def test_step_line_and_warnings():
    state = TrainerState(global_step=3, max_steps=10)
    log = cb.TrainingLog("/nonexistent", max_completion_length=256)
    assert log.format_line(state, log_row()) == ("step 3/10 | reward 0.250 +- 0.100 | truncated 10% | loss +0.0123 | "
                                                  "|v| 1.500e-03 | 2.0 s")
    reuse = log_row(reward=None, reward_std=None, clipped_ratio=None)
    assert log.format_line(state, reuse).startswith("step 3/10 | reusing the round | loss +0.0123")
    assert log.warnings(log_row()) == [] and log.warnings(reuse) == []

    truncated = log.warnings(log_row(clipped_ratio=0.75))
    assert len(truncated) == 1 and "75%" in truncated[0] and "max_completion_length=256" in truncated[0]
    assert log.warnings(log_row(clipped_ratio=0.5)) == []  # only more than half warns
    equal = log.warnings(log_row(groups_without_spread=1.0))
    assert len(equal) == 1 and "one code reward this round: no learning signal" in equal[0]
    assert len(log.warnings(log_row(clipped_ratio=1.0, groups_without_spread=1.0))) == 2
    assert "reward says little" in truncated[0]
    masked = cb.TrainingLog("/nonexistent", max_completion_length=256, masked=True)  # the default since issue 25
    assert "they are masked, so the round teaches little" in masked.warnings(log_row(clipped_ratio=0.75))[0]


def test_silent_rounds_at_end_counts_the_last_rounds_without_spread_and_skips_reused_ones():
    rows = [{"reward": "0.1", "groups_without_spread": g} for g in ("1.0", "0.5", "1.0", "1.0")]
    assert cb.silent_rounds_at_end(rows) == 2
    reused = {"reward": "", "groups_without_spread": ""}  # a step that reused the round logs neither
    assert cb.silent_rounds_at_end(rows[:3] + [reused, rows[3], reused]) == 2
    assert cb.silent_rounds_at_end(rows[:2]) == 0 and cb.silent_rounds_at_end([]) == 0
    unmeasured = {"reward": "0.0", "groups_without_spread": ""}  # another reward function: not silent
    assert cb.silent_rounds_at_end(rows + [unmeasured]) == 0 and cb.silent_rounds_at_end([unmeasured] + rows) == 2
    # the rule as it applies to a run: the code reward alone counts, with the overlong penalty too (on by default since
    # 2026-11-26: a run whose programs stopped passing would learn only to be shorter); the default where a run
    # predates the option
    assert cb.silent_stop_prompts(vars(train_rl.parse_args(["8", "4"]))) == 80
    assert cb.silent_stop_prompts(vars(train_rl.parse_args(["8", "4", "--overlong_penalty", "0"]))) == 80
    assert cb.silent_stop_prompts(vars(train_rl.parse_args(["8", "4", "--stop_after_silent_prompts", "0"]))) == 0
    assert cb.silent_stop_prompts({"u_value": 32}) == 80


def test_training_ends_once_silent_rounds_in_a_row_hold_the_set_prompts_counting_those_before_a_resume(tmp_path):
    class Args:
        device = "cpu"

    def feed(log, state, spreads):
        """on_log for one step per spread (None: a step reusing the round; "none": a round without the metric);
        the step at which training was ended, and whether it asked for resume state then."""
        for spread in spreads:
            state.global_step += 1
            control = TrainerControl()
            logs = {"loss": 0.0, "reward": None if spread is None else 0.0,
                    "judge/groups_without_spread": None if spread == "none" else spread}
            log.on_log(Args, state, control, logs=logs)
            if control.should_training_stop:
                return state.global_step, control.should_save
        return None

    state = TrainerState(global_step=0, max_steps=30)
    # 3 rounds of 2 prompts: 6 prompts
    log = cb.TrainingLog(str(tmp_path), max_completion_length=8, stop_after_silent_prompts=6, prompts_per_round=2)
    log.on_train_begin(Args, state, TrainerControl())
    # a round with spread resets the count, so does one the code reward did not measure; reused steps do neither
    assert feed(log, state, [1.0, 1.0, 0.5, 1.0, "none", 1.0, None, 1.0]) is None and log.silent_streak == 2
    assert feed(log, state, [1.0]) == (9, True) and log.ended_silent
    log.on_train_end(Args, state, TrainerControl())
    with open(tmp_path / cb.REWARD_LOG_NAME) as f:
        assert [row["groups_without_spread"] for row in csv.DictReader(f)][-3:] == ["", "1.0", "1.0"]

    # resuming at step 7 (the rows after it dropped): steps 6 (silent) and 7 (reused) end its log; two more end it
    resumed = cb.TrainingLog(str(tmp_path), max_completion_length=8, stop_after_silent_prompts=6, prompts_per_round=2)
    state = TrainerState(global_step=7, max_steps=30)
    resumed.on_train_begin(Args, state, TrainerControl())
    assert resumed.silent_streak == 1
    assert feed(resumed, state, [1.0, 1.0]) == (9, True)
    rounds_of_8 = cb.TrainingLog(str(tmp_path / "eight"), max_completion_length=8, stop_after_silent_prompts=80,
                                 prompts_per_round=8)  # the default, at the study's 8 prompts a round: 10 rounds
    os.makedirs(tmp_path / "eight")
    rounds_of_8.on_train_begin(Args, TrainerState(global_step=0, max_steps=30), TrainerControl())
    assert feed(rounds_of_8, TrainerState(global_step=0, max_steps=30), [1.0] * 12) == (10, True)
    never = cb.TrainingLog(str(tmp_path / "never"), max_completion_length=8)  # 0: the callback's own default
    os.makedirs(tmp_path / "never")
    never.on_train_begin(Args, TrainerState(global_step=0, max_steps=30), TrainerControl())
    assert feed(never, TrainerState(global_step=0, max_steps=30), [1.0] * 12) is None


@pytest.mark.slow
def test_a_run_that_gets_only_equal_rewards_ends_early_and_can_go_on(tiny_model_dir, problems_file, tmp_path):
    # the real g++ reward: a random model's 4 tokens hold no program, so every completion gets 0; 1 prompt a round
    args = train_args(tiny_model_dir, problems_file, tmp_path / "out", "--max_steps", "4",
                      "--stop_after_silent_prompts", "2", "--judge_workers", "0", "--save_steps", "3")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert train_rl.main(args) == 0
    assert "Training ended early at step 2" in out.getvalue() and "--stop_after_silent_prompts 0" in out.getvalue()
    assert utils.read_tiny_lora_checkpoint(str(tmp_path / "out" / "tiny_lora_v.pt"))["step"] == 2
    assert "checkpoint-2" in os.listdir(tmp_path / "out")  # the resume state of the step it ended at
    with contextlib.redirect_stdout(io.StringIO()):  # as the message says: it goes on to --max_steps
        assert train_rl.main(args + ["--resume", "--stop_after_silent_prompts", "0"]) == 0
    assert utils.read_tiny_lora_checkpoint(str(tmp_path / "out" / "tiny_lora_v.pt"))["step"] == 4


def test_a_run_prints_one_short_line_per_step_and_the_truncation_warning(round_run):
    out = round_run["out"]  # completions of at most 4 tokens
    step_lines = [line for line in out.splitlines() if line.startswith("step ")]
    assert [line.split(" | ")[0] for line in step_lines] == [f"step {k}/8" for k in range(1, 9)]
    assert all(len(line) < 120 for line in step_lines)
    assert [" | reward " in line for line in step_lines] == [k in (1, 5) for k in range(1, 9)]  # rounds start
    warnings = [line for line in out.splitlines() if line.startswith("warning: ")]
    assert len(warnings) == 2 and all("max_completion_length=4" in line for line in warnings)
    for raw in ("{'loss'", "'reward':", "train_runtime"):  # no raw log dictionary from the Trainer
        assert raw not in out


# ---------------------------------------------------------------------------------------------------------------
# run_config.json, --report_to, --help


def test_run_config_records_arguments_effective_settings_and_versions(round_run):
    import transformers
    import trl

    saved = json.load(open(round_run["output_dir"] / "run_config.json"))
    assert saved["arguments"] == vars(train_rl.parse_args(round_run["args"]))
    effective = saved["effective"]
    assert effective["learning_rate"] == 0.05 and effective["max_completion_length"] == 4
    assert effective["max_steps"] == 8 and effective["temperature"] == 1.0 and effective["scale_rewards"] == "batch"
    assert effective["steps_per_generation"] == 2 and effective["generation_engine"] == "eager"
    assert effective["trainable_parameters"] == 8  # u = 8, one v shared by every layer (tying all)
    used = saved["used"]  # what was read and loaded, beside what was asked
    args = train_rl.parse_args(round_run["args"])
    assert used["train_data"] == args.train_data and os.path.samefile(used["model_path"], args.model)
    assert used["model_dtype"] in ("float32", "bfloat16") and used["quantized"] is False
    versions = saved["versions"]
    assert (versions["torch"], versions["transformers"], versions["trl"]) == (
        torch.__version__, transformers.__version__, trl.__version__)


# ---------------------------------------------------------------------------------------------------------------
# Data and folders


def test_a_missing_download_falls_back_to_the_bundled_problems_and_says_which_file_was_read(tmp_path, monkeypatch):
    """`--dataset deepcoder` without the download trains on the bundled problems: run_config.json's "used" says so
    (its "arguments" keep what was asked)."""
    import functools

    from tinylora_coder.data import problems
    from tinylora_coder.training import dataset

    monkeypatch.setattr(dataset, "find_data_file", functools.partial(problems.find_data_file,
                                                                     deepcoder_dir=str(tmp_path)))
    args = train_rl.parse_args(["8", "4", "--dataset", "deepcoder"])
    used = {}
    train, _ = dataset.load_training_data(args, used)
    assert used["train_data"].endswith("bundled_train.jsonl") and len(train) == 4


def test_an_empty_training_set_ends_with_one_line_and_creates_no_folder(tiny_model_dir, tmp_path, capsys):
    data = tmp_path / "unusable.jsonl"
    data.write_text("\n".join(["", "not json", "{}", json.dumps({"name": "no tests", "description": "x"}),
                               json.dumps({"name": "empty", "description": "x", "public_tests":
                                          {"input": [], "output": []}})]) + "\n")
    for output_dir, existing in ((tmp_path / "new", None), (tmp_path / "old", "keep.txt")):
        if existing:
            output_dir.mkdir()
            (output_dir / existing).write_text("earlier run")
        code = utils.run_cli(train_rl.main, train_args(tiny_model_dir, str(data), output_dir))
        assert code == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and err[0].startswith("error: no usable training problems in")
        if existing:
            assert [p.name for p in output_dir.iterdir()] == [existing]
        else:
            assert not output_dir.exists()


def test_test_py_runs_from_any_folder(tiny_model_dir, tmp_path):
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    proc = subprocess.run([sys.executable, os.path.join(ROOT, "test.py"), "--baseline", "--model", tiny_model_dir,
                           "--num_samples", "1", "--max_new_tokens", "2", "--output", "result.json"],
                          capture_output=True, text=True, cwd=tmp_path, env=env, timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    result = json.load(open(tmp_path / "result.json"))
    assert os.path.dirname(result["settings"]["test_data"]) == os.path.join(ROOT, "local_code_contests")
    assert result["metrics"]["num_problems"] == 1


# ---------------------------------------------------------------------------------------------------------------
# Validation keeps a new best only when it beats noise; the reward plot

def test_a_new_best_v_must_beat_the_old_one_by_more_than_its_standard_error():
    import numpy as np

    from tinylora_coder.training.callbacks import ValidationCallback

    keeper = ValidationCallback.__new__(ValidationCallback)  # compare() needs only the best values
    keeper.best = None
    assert keeper.compare(np.zeros(8))[0]  # the first validation is the best so far
    keeper.best = (np.array([0.25, 0.5, 0.0, 0.75, 0.25, 0.5, 0.0, 0.25]), 10)
    chance = keeper.best[0] + np.array([0.25, -0.25, 0.0, 0.25, -0.25, 0.0, 0.125, 0.0])  # mean +0.016
    is_best, difference, error = keeper.compare(chance)
    assert not is_best and 0 < difference < error
    clear = keeper.best[0] + 0.25
    assert keeper.compare(clear)[0]


def test_reward_plot_has_whole_step_ticks_and_no_average_over_too_few_rounds(tmp_path, monkeypatch):
    import matplotlib.figure

    from tinylora_coder.training.callbacks import REWARD_LOG_FIELDS
    from tinylora_coder.training.plots import plot_reward_curve

    seen = {}

    def capture(figure, *args, **kwargs):
        axis = figure.axes[0]
        seen["labels"] = axis.get_legend_handles_labels()[1]
        seen["integer_ticks"] = getattr(axis.xaxis.get_major_locator(), "_integer", False)

    monkeypatch.setattr(matplotlib.figure.Figure, "savefig", capture)
    with open(tmp_path / "reward_log.csv", "w") as f:
        f.write(",".join(REWARD_LOG_FIELDS) + "\n")
        for step in (1, 2):
            f.write(",".join(str(step) if k == "step" else "0.5" if k == "reward" else "" for k in REWARD_LOG_FIELDS)
                    + "\n")
    plot_reward_curve(str(tmp_path))
    assert seen["integer_ticks"] and not any("moving average" in label for label in seen["labels"])


def test_reward_multipliers_are_not_cancelled_by_default():
    """Per-source multipliers scale a problem's rewards by a constant; TRL's per-group std scaling would cancel
    that, batch scaling keeps it (issue 13, defect 3): batch is train_rl.py's default."""
    args = train_rl.parse_args(["32", "10"])
    assert args.scale_rewards == "batch" and train_rl.build_grpo_config(args, False).scale_rewards == "batch"
