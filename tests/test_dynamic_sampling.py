"""Dynamic sampling (training/dynamic_sampling.py): the pieces against TRL's own rules, a round filled from further
draws, and a tiny train_rl.py run whose reward has spread on some problems only."""
import csv
import json
import math
import os

import pytest
import torch

from tinylora_coder.errors import UsageError
from tinylora_coder.training import dynamic_sampling as ds


def test_nanstd_and_advantages_follow_trl():
    from trl.trainer.utils import nanstd as trl_nanstd

    rewards = torch.tensor([1.0, 0.0, 1.0, 1.0, 0.5, 0.5, 0.5, 0.5, math.nan, 2.0, 0.0, 1.0], dtype=torch.float64)
    assert torch.allclose(ds.nanstd(rewards), trl_nanstd(rewards), equal_nan=True)
    assert torch.allclose(ds.nanstd(rewards.view(3, 4), dim=1), trl_nanstd(rewards.view(3, 4), dim=1), equal_nan=True)
    grouped = rewards.view(3, 4)
    centred = (grouped - torch.nanmean(grouped, dim=1, keepdim=True)).reshape(-1)
    batch = ds.grpo_advantages(rewards, 4, "batch")
    assert torch.allclose(batch, torch.nan_to_num(centred / (trl_nanstd(rewards) + 1e-4)))
    group = ds.grpo_advantages(rewards, 4, "group")
    expected = centred / (trl_nanstd(grouped, dim=1).repeat_interleave(4) + 1e-4)
    assert torch.allclose(group, torch.nan_to_num(expected))
    assert torch.equal(ds.grpo_advantages(rewards, 4, "none"), torch.nan_to_num(centred))
    assert batch[8] == 0 and torch.all(batch[4:8] == 0)  # an unscorable row and a group without spread


def test_groups_with_spread_leave_unscorable_rows_out():
    rewards = torch.tensor([1, 0, 0, 0, 2, 2, math.nan, 2, math.nan, math.nan, 3, 1], dtype=torch.float64)
    assert ds.groups_with_spread(rewards, 2).tolist() == [True, False, False, False, False, True]


def test_reward_recorder_sums_as_trl():
    recorder = ds.RewardRecorder()
    funcs = recorder.wrap([lambda completions, **kw: [1.0, None, 0.0], lambda completions, **kw: [-0.5, None, None]])
    for f in funcs:
        f(completions=["a", "b", "c"])
    total, for_spread = recorder.take(2, torch.tensor([1.0, 2.0]))
    assert total[0] == 0.0 and math.isnan(total[1]) and total[2] == 0.0
    assert torch.allclose(total, for_spread, equal_nan=True)  # by default every function decides spread
    with pytest.raises(RuntimeError, match="not recorded"):
        recorder.take(2, torch.tensor([1.0, 2.0]))  # taken: the next call must record again
    for f in funcs:
        f(completions=["a", "b", "c"])
    total, for_spread = recorder.take(2, torch.tensor([1.0, 2.0]), spread_functions=(0,))
    assert total[0] == 0.0 and for_spread.tolist()[0] == 1.0 and for_spread[2] == 0.0 and math.isnan(for_spread[1])


def round_dict(rows, prompt_width, completion_width, fill):
    """A round dict as TRL 1.16 builds one (text only), each tensor's values `fill`-based to follow the rows."""
    completion_mask = torch.ones(rows, completion_width, dtype=torch.long)
    completion_mask[:, -1] = 0
    return {"prompt_ids": torch.full((rows, prompt_width), fill), "prompt_mask": torch.ones(rows, prompt_width,
                                                                                            dtype=torch.long),
            "completion_ids": torch.arange(rows).unsqueeze(1).repeat(1, completion_width) + fill,
            "completion_mask": completion_mask, "advantages": torch.zeros(rows),
            "num_items_in_batch": completion_mask.sum()}


def test_merge_rounds_pads_prompts_left_completions_right():
    first, second = round_dict(4, 3, 5, 100), round_dict(4, 6, 2, 200)
    merged = ds.merge_rounds([(first, [2, 3]), (second, [0, 1])], pad_token_id=-1)
    assert merged["prompt_ids"].shape == (4, 6) and merged["completion_ids"].shape == (4, 5)
    assert merged["prompt_ids"][0].tolist() == [-1, -1, -1, 100, 100, 100]  # left padding
    assert merged["prompt_mask"][0].tolist() == [0, 0, 0, 1, 1, 1]
    assert merged["completion_ids"][0].tolist() == [102] * 5 and merged["completion_ids"][2].tolist() == [200, 200,
                                                                                                      -1, -1, -1]
    assert merged["completion_mask"][2].tolist() == [1, 0, 0, 0, 0]
    assert int(merged["num_items_in_batch"]) == 2 * 4 + 2 * 1
    with pytest.raises(ValueError, match="pixel_values"):
        ds.merge_rounds([({**first, "pixel_values": torch.zeros(4)}, [0])], pad_token_id=-1)


class FakeDataset:
    """The two things DynamicSampling reads of a datasets.Dataset."""

    def __init__(self, names):
        self.rows = [{"prompt": f"solve {n}", "name": n} for n in names]
        self.column_names = ["prompt", "name"]

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, key):
        return [r[key] for r in self.rows] if isinstance(key, str) else self.rows[key]


def test_fill_round_keeps_groups_with_spread_and_draws_the_rest():
    names = [f"p{i}" for i in range(20)]
    spread = {"p3", "p7", "p11", "p12", "p15", "p18"}  # the problems whose completions score differently

    def rewards_of(rows):
        total = torch.tensor([float(i % 2) if r["name"] in spread else 1.0 for i, r in enumerate(rows)],
                             dtype=torch.float64)
        return total, total

    calls = []

    def score_rows(rows):
        calls.append([r["name"] for r in rows[::2]])
        return round_dict(len(rows), 2, 3, 10 * len(calls)), rewards_of(rows)

    sampling = ds.DynamicSampling(FakeDataset(names), group_size=2, scale_rewards="batch", max_draws=10, seed=5)
    rows = [{"prompt": f"solve {n}", "name": n} for n in ("p0", "p3", "p1", "p2") for _ in range(2)]
    filled = sampling.fill_round(rows, round_dict(8, 2, 3, 0), rewards_of(rows), score_rows, step=7, pad_token_id=0)
    assert all(not set(c) & {"p0", "p1", "p2", "p3"} for c in calls)  # no problem twice in a round
    assert len({n for c in calls for n in c}) == sum(map(len, calls))
    kept_rewards = torch.tensor([0.0, 1.0] * 4, dtype=torch.float64)  # four groups with spread
    assert torch.allclose(filled["advantages"], ds.grpo_advantages(kept_rewards, 2, "batch").float())
    assert sampling.stats["kept_reward"] == 0.5
    assert filled["prompt_ids"].shape[0] == 8
    assert sampling.stats["round_filled"] == 1.0 and sampling.stats["prompts_sampled"] == 4 + sum(map(len, calls))
    with_spread = 1 + sum(n in spread for c in calls for n in c)  # p3 in the round, and those the draws found
    assert with_spread >= 4  # the round was filled
    assert sampling.stats["groups_dropped"] == pytest.approx(1 - with_spread / sampling.stats["prompts_sampled"])
    # the same seed and step draw the same problems (a resumed run fills its round alike)
    again, calls_before = ds.DynamicSampling(FakeDataset(names), 2, "batch", max_draws=10, seed=5), list(calls)
    calls.clear()
    again.fill_round(rows, round_dict(8, 2, 3, 0), rewards_of(rows), score_rows, step=7, pad_token_id=0)
    assert calls == calls_before


def test_a_round_without_enough_spread_keeps_its_own_groups_in_the_remaining_places():
    names = [f"p{i}" for i in range(6)]
    sampling = ds.DynamicSampling(FakeDataset(names), group_size=2, scale_rewards="batch", max_draws=2, seed=0)
    rows = [{"prompt": f"solve {n}", "name": n} for n in ("p0", "p1") for _ in range(2)]
    flat = lambda rows: (torch.ones(len(rows), dtype=torch.float64),) * 2  # noqa: E731
    calls = []
    filled = sampling.fill_round(rows, round_dict(4, 2, 3, 0), flat(rows),
                                 lambda more: calls.append(more) or (round_dict(len(more), 2, 3, 9), flat(more)),
                                 step=0, pad_token_id=0)
    assert len(calls) == 2 and sampling.stats["round_filled"] == 0.0  # max_draws further calls, then it stops
    assert filled["prompt_ids"].tolist() == round_dict(4, 2, 3, 0)["prompt_ids"].tolist()  # the round's own rows
    assert torch.all(filled["advantages"] == 0)


def test_spread_is_judged_on_the_code_reward_while_advantages_use_the_total():
    """A length penalty that differs inside a group of failing programs gives no spread (DAPO filters on accuracy),
    and the kept rows' advantages still include it."""
    names = [f"p{i}" for i in range(8)]
    sampling = ds.DynamicSampling(FakeDataset(names), group_size=2, scale_rewards="batch", max_draws=1, seed=0)
    rows = [{"prompt": f"solve {n}", "name": n} for n in ("p0", "p1") for _ in range(2)]
    code = torch.tensor([0.0, 0.0, 0.0, 1.0], dtype=torch.float64)  # p0 fails twice, p1 once of two
    penalty = torch.tensor([-0.05, 0.0, 0.0, -0.1], dtype=torch.float64)
    calls = []

    def score_rows(more):  # the further draw: both groups pass once of two, no penalty
        calls.append(more)
        rewards = torch.tensor([1.0, 0.0] * (len(more) // 2), dtype=torch.float64)
        return round_dict(len(more), 2, 3, 9), (rewards, rewards)

    filled = sampling.fill_round(rows, round_dict(4, 2, 3, 0), (code + penalty, code), score_rows, step=0,
                                 pad_token_id=0)
    assert len(calls) == 1  # p0's group was dropped although its totals differ
    kept_total = torch.tensor([0.0, 0.9, 1.0, 0.0], dtype=torch.float64)  # p1 with its penalty, then a drawn group
    assert torch.allclose(filled["advantages"], ds.grpo_advantages(kept_total, 2, "batch").float())


def test_a_short_rounds_fillers_get_no_gradient_though_their_penalties_differ():
    """A group kept only to fill a short round has advantages of 0, and the groups with spread are scaled by their
    own deviation: the fillers' totals, which differ by the overlong penalty alone, would otherwise be blown up by
    batch scaling into a gradient of length (the rounds of recipe-dynamic's collapse)."""
    names = [f"p{i}" for i in range(6)]
    sampling = ds.DynamicSampling(FakeDataset(names), group_size=2, scale_rewards="batch", max_draws=1, seed=0)
    rows = [{"prompt": f"solve {n}", "name": n} for n in ("p0", "p1", "p2") for _ in range(2)]
    code = torch.tensor([0.0, 0.0, 1.0, 0.0, 0.0, 0.0], dtype=torch.float64)  # p1 passes once; p0 and p2 never
    penalty = torch.tensor([-0.01, 0.0, 0.0, 0.0, 0.0, -0.02], dtype=torch.float64)

    def score_rows(more):  # the further draw: no spread, one long answer
        rewards = torch.zeros(len(more), dtype=torch.float64)
        return round_dict(len(more), 2, 3, 9), (rewards - 0.03 * (torch.arange(len(more)) == 0), rewards)

    scored = round_dict(6, 2, 3, 0)
    scored["prompt_ids"] = torch.arange(6).unsqueeze(1).repeat(1, 2)  # each row named by its index
    filled = sampling.fill_round(rows, scored, (code + penalty, code), score_rows, step=0, pad_token_id=0)
    assert sampling.stats["round_filled"] == pytest.approx(1 / 3)
    advantage = dict(zip(filled["prompt_ids"][:, 0].tolist(), filled["advantages"].tolist()))
    assert sorted(advantage) == list(range(6))  # the round's own rows: p1's group, then p0's and p2's as fillers
    spread_only = ds.grpo_advantages(torch.tensor([1.0, 0.0], dtype=torch.float64), 2, "batch").tolist()
    assert [advantage[2], advantage[3]] == pytest.approx(spread_only, abs=1e-6)
    assert [advantage[i] for i in (0, 1, 4, 5)] == [0, 0, 0, 0]
    # a round of fillers only trains on nothing, however its penalties differ
    lone = ds.DynamicSampling(FakeDataset(names), group_size=2, scale_rewards="batch", max_draws=1, seed=0)
    filled = lone.fill_round(rows, round_dict(6, 2, 3, 0), (penalty, torch.zeros(6, dtype=torch.float64)),
                             score_rows, step=0, pad_token_id=0)
    assert torch.all(filled["advantages"] == 0)


def test_engines_of_fixed_batches_draw_a_whole_round_of_prompts():
    names = [f"p{i}" for i in range(40)]
    rows = [{"prompt": f"solve {n}", "name": n} for n in names[:8] for _ in range(2)]
    spread = torch.tensor([0.0, 1.0] * 7 + [1.0, 1.0], dtype=torch.float64)  # 7 of 8 groups with spread
    sizes = {}
    for whole in (False, True):
        calls = []
        sampling = ds.DynamicSampling(FakeDataset(names), group_size=2, scale_rewards="batch", max_draws=1,
                                      whole_draws=whole)
        sampling.fill_round(rows, round_dict(16, 2, 3, 0), (spread, spread),
                            lambda more: calls.append(len(more)) or (round_dict(len(more), 2, 3, 9),
                                                                     (torch.ones(len(more), dtype=torch.float64),) * 2),
                            step=0, pad_token_id=0)
        sizes[whole] = calls
    assert sizes == {False: [2 * 2], True: [8 * 2]}  # one missing place: 2 prompts (ceil(1 / 7/8)), or all 8


def test_further_draws_weigh_down_the_problems_whose_groups_had_no_spread():
    """A problem with k groups without spread in a row weighs no_spread_weight ** k in further draws; at 1 the draws
    are uniform (DAPO's). Half the problems here had 3 such groups: 1/64 of the weight at 0.25."""
    names = [f"p{i}" for i in range(40)]
    down = set(names[:20])
    share = {}
    for weight in (1.0, 0.25):
        sampling = ds.DynamicSampling(FakeDataset(names), group_size=2, scale_rewards="batch", no_spread_weight=weight)
        sampling.without_spread = {n: 3 for n in down}
        drawn = []
        for step in range(100):
            rows = sampling.draw(8, {"p0", "p39"}, step, 0)
            assert len(rows) == 16 and rows[0] == rows[1] and {"p0", "p39"}.isdisjoint(r["name"] for r in rows)
            drawn += [r["name"] for r in rows[::2]]
            assert len(set(drawn[-8:])) == 8  # without replacement
        share[weight] = sum(n in down for n in drawn) / len(drawn)
    assert 0.4 < share[1.0] < 0.6 and share[0.25] < 0.1
    # the same on any machine: the generator is seeded by a string (through SHA-512), its draws use random() alone
    again = ds.DynamicSampling(FakeDataset(names), group_size=2, scale_rewards="batch", seed=0,
                               without_spread={n: 3 for n in down})
    assert [r["name"] for r in again.draw(8, set(), 7, 1)[::2]] == ["p24", "p26", "p21", "p28", "p38", "p23", "p32",
                                                                    "p29"]
    with pytest.raises(ValueError, match="no_spread_weight"):
        ds.DynamicSampling(FakeDataset(names), 2, "batch", no_spread_weight=0)


def test_groups_without_spread_in_a_row_are_counted_and_a_checkpoint_keeps_them_as_its_step_began(tmp_path):
    sampling = ds.DynamicSampling(FakeDataset([f"p{i}" for i in range(6)]), group_size=2, scale_rewards="batch",
                                  max_draws=0)

    def sample_round(spread, step):  # {problem: whether its group's rewards differ}
        rows = [{"prompt": f"solve {n}", "name": n} for n in spread for _ in range(2)]
        rewards = torch.tensor([float(i % 2) if spread[r["name"]] else 1.0 for i, r in enumerate(rows)],
                               dtype=torch.float64)
        sampling.fill_round(rows, round_dict(len(rows), 2, 3, 0), (rewards, rewards), None, step, pad_token_id=0)

    sample_round({"p0": False, "p1": True}, step=0)
    sample_round({"p0": False, "p1": False}, step=1)
    assert sampling.without_spread == {"p0": 2, "p1": 1}
    assert sampling.stats["problems_without_spread"] == 2
    sample_round({"p0": True, "p2": False}, step=2)
    assert sampling.without_spread == {"p0": 0, "p1": 1, "p2": 1}
    # checkpoint-3, written once the round sampled at global step 2 was trained on, keeps the counts; checkpoint-2,
    # written after a stop during that round's sampling, keeps those from before it
    assert sampling.state(3)["without_spread"] == {"p1": 1, "p2": 1}
    assert sampling.state(2)["without_spread"] == {"p0": 2, "p1": 1}
    sampling.save(str(tmp_path), 2)
    resumed = ds.DynamicSampling(FakeDataset([f"p{i}" for i in range(6)]), group_size=2, scale_rewards="batch")
    resumed.load(str(tmp_path))
    assert resumed.without_spread == {"p0": 2, "p1": 1}
    resumed.load(str(tmp_path / "a checkpoint written before the counts"))
    assert resumed.without_spread == {"p0": 2, "p1": 1}
    (tmp_path / ds.COUNTS_FILE).write_text('{"format_version": 1, "without_spread": {"p0"')  # cut short
    with pytest.raises(UsageError, match="cannot be resumed from"):
        resumed.load(str(tmp_path))


def test_a_resume_refuses_other_draws_than_the_interrupted_runs():
    from argparse import Namespace

    from tinylora_coder.training.run_folder import dynamic_sampling_differences as differences

    now = Namespace(dynamic_sampling="auto", train_filter=None, dynamic_sampling_draws=4, no_spread_draw_weight=0.25)
    saved = dict(vars(now))
    assert differences(saved, now) == []
    assert differences({**saved, "no_spread_draw_weight": 1.0}, now) == ["no_spread_draw_weight=1.0 (now 0.25)"]
    assert differences({**saved, "dynamic_sampling_draws": 2}, now) == ["dynamic_sampling_draws=2 (now 4)"]
    # a dynamic run from before the weights drew uniformly: today's default must not resume it
    before = {key: value for key, value in saved.items() if key != "no_spread_draw_weight"}
    assert differences(before, now) == ["no_spread_draw_weight=1.0 (now 0.25)"]
    assert differences(before, Namespace(**{**vars(now), "no_spread_draw_weight": 1.0})) == []
    # a calibrated run, and one from before dynamic sampling, drew no further prompts: the draw settings do not matter
    calibrated = Namespace(**{**vars(now), "train_filter": "0.01,0.99", "no_spread_draw_weight": 0.5})
    assert differences({"train_filter": "0.01,0.99"}, calibrated) == []
    assert differences({**saved, "dynamic_sampling": "off"}, now) == ["dynamic sampling off (now on)"]
    assert differences(saved, Namespace(**{**vars(now), "dynamic_sampling": "off"})) == ["dynamic sampling on (now off)"]


def test_enabled_by_default_without_a_calibration_filter():
    from tinylora_coder.settings.training import dynamic_sampling_enabled as enabled

    assert enabled("auto", None) and not enabled("auto", (0.01, 0.99))
    assert enabled("on", (0.01, 0.99)) and not enabled("off", None)


def test_dynamic_sampling_on_with_several_iterations_is_a_usage_error(capsys):
    from script_helpers import assert_one_line_usage_error, train_rl

    assert_one_line_usage_error(train_rl, ["8", "4", "--dynamic_sampling", "on", "--num_iterations", "2"],
                                "--num_iterations 1", capsys)


def test_a_run_fills_its_rounds_from_problems_with_spread(tiny_model_dir, problems_file, tmp_path):
    """Only sum_2 and sum_3 give completions different rewards: every step drops the others' groups and trains on
    those two, found by further draws; reward_log.csv says how many prompts each step sampled."""
    from script_helpers import length_reward, train_args, train_rl

    seen = []

    def reward(prompts, completions, name=None, **columns):
        seen.append(sorted(set(name)))
        spread = length_reward(prompts, completions)
        return [r if n in ("sum_2", "sum_3") else 0.0 for r, n in zip(spread, name)]

    output_dir = tmp_path / "run"
    argv = train_args(tiny_model_dir, problems_file, output_dir, "--per_device_train_batch_size", "2",
                      "--num_generations", "2", "--dynamic_sampling", "on", "--max_steps", "2")
    assert train_rl.main(argv, reward_funcs=[reward]) == 0
    effective = json.load(open(output_dir / "run_config.json"))["effective"]
    # row gradients taken while judging: the filled round's merge carries their columns too
    assert effective["dynamic_sampling"] is True and effective["train_while_judging"] is True
    with open(output_dir / "reward_log.csv") as f:
        log = list(csv.DictReader(f))
    assert len(log) == 2
    for row in log:  # each round ends with its 2 places taken by sum_2 and sum_3, however many prompts it sampled
        sampled, dropped = int(float(row["prompts_sampled"])), float(row["groups_dropped"])
        assert dropped == pytest.approx(1 - 2 / sampled)
        assert row["kept_reward"] != ""  # the reward of the rows trained on
    # a step whose own draw missed sum_2 or sum_3 made a further call, with problems it had not sampled
    assert any(int(float(row["prompts_sampled"])) > 2 for row in log) and len(seen) > 2


def test_a_filled_round_trains_alike_with_its_prompts_shared_in_the_row_gradients(tiny_model_dir, problems_file,
                                                                                  tmp_path, monkeypatch):
    """--share_prompt_forward under dynamic sampling: the row gradients of every draw are kept until the round is
    filled, the dropped groups' let go, and the first step's gradient is the one without sharing (float32 on any CPU:
    in bf16 the two sums differ by their rounding)."""
    import torch
    from script_helpers import length_reward, train_args, train_rl

    from tinylora_coder.models import loading

    monkeypatch.setattr(loading, "default_cpu_dtype", lambda native_bf16=None: torch.float32)

    def reward(prompts, completions, name=None, **columns):
        spread = length_reward(prompts, completions)
        return [r if n in ("sum_2", "sum_3") else 0.0 for r, n in zip(spread, name)]

    logs = {}
    for share in (False, True):
        output_dir = tmp_path / f"run-{share}"
        argv = train_args(tiny_model_dir, problems_file, output_dir, "--per_device_train_batch_size", "2",
                          "--num_generations", "2", "--dynamic_sampling", "on", "--max_steps", "1",
                          *(["--share_prompt_forward"] if share else []))
        assert train_rl.main(argv, reward_funcs=[reward]) == 0
        assert json.load(open(output_dir / "run_config.json"))["effective"]["share_prompt_forward"] is share
        with open(output_dir / "reward_log.csv") as f:
            logs[share] = list(csv.DictReader(f))[0]
    assert logs[True]["prompts_sampled"] == logs[False]["prompts_sampled"]
    assert float(logs[False]["grad_norm"]) > 0
    assert float(logs[True]["grad_norm"]) == pytest.approx(float(logs[False]["grad_norm"]), rel=1e-4)


def test_the_overlong_penalty_does_not_count_as_spread_in_a_run(tiny_model_dir, problems_file, tmp_path,
                                                                 monkeypatch):
    """train_rl.py judges spread on the code reward: a penalty that differs on every row (standing in for the
    overlong penalty) must not keep the groups whose code reward is flat, so the run still draws further prompts."""
    import itertools

    import trl.rewards
    from script_helpers import length_reward, train_args, train_rl

    counter = itertools.count()
    monkeypatch.setattr(trl.rewards, "get_soft_overlong_punishment",
                        lambda *a, **k: lambda completion_ids, **kw: [-0.01 * next(counter) for _ in completion_ids])

    def reward(prompts, completions, name=None, **columns):
        spread = length_reward(prompts, completions)
        return [r if n in ("sum_2", "sum_3") else 0.0 for r, n in zip(spread, name)]

    output_dir = tmp_path / "run"
    argv = train_args(tiny_model_dir, problems_file, output_dir, "--per_device_train_batch_size", "2",
                      "--num_generations", "2", "--dynamic_sampling", "on", "--max_steps", "2",
                      "--overlong_penalty", "2")
    assert train_rl.main(argv, reward_funcs=[reward]) == 0
    with open(output_dir / "reward_log.csv") as f:
        log = list(csv.DictReader(f))
    for row in log:
        assert float(row["groups_dropped"]) == pytest.approx(1 - 2 / int(float(row["prompts_sampled"])))
    assert any(int(float(row["prompts_sampled"])) > 2 for row in log)


def test_a_run_stopped_during_a_further_draw_resumes_drawing_what_the_uninterrupted_run_drew(tiny_model_dir,
                                                                                            tmp_path):
    """12 problems, one prompt a round, spread on sum_2 and sum_3 only: the further draws weigh down the problems
    already seen without spread. Stopped by Ctrl-C during the first further draw of global step 2, the run writes
    checkpoint-2 with the counts the uninterrupted run's checkpoint-2 holds (not those of the cut round's draws), and
    the resumed run samples every later round's problems as the uninterrupted run did (not if it lost the counts)."""
    import contextlib
    import io
    import signal

    from script_helpers import length_reward, train_args, train_rl
    from transformers import TrainerCallback

    data = tmp_path / "problems.jsonl"
    empty = {"input": [], "output": []}
    data.write_text("".join(json.dumps({
        "name": f"sum_{i}", "description": f"Print a+b+{i}.", "public_tests": {"input": ["1 2\n"], "output": ["3\n"]},
        "private_tests": empty, "generated_tests": empty, "source": 2, "difficulty": 7}) + "\n" for i in range(12)))

    def recording(seen, stop_in_step=None):
        def reward(prompts, completions, name=None, trainer_state=None, **columns):
            seen.append((trainer_state.global_step, sorted(set(name))))
            if [step for step, _ in seen].count(stop_in_step) == 2:  # the step's first further draw
                os.kill(os.getpid(), signal.SIGINT)
            spread = length_reward(prompts, completions)
            return [r if n in ("sum_2", "sum_3") else 0.0 for r, n in zip(spread, name)]
        return reward

    def run_args(folder):
        args = train_args(tiny_model_dir, str(data), tmp_path / folder, "--dynamic_sampling", "on",
                          "--dynamic_sampling_draws", "2", "--max_steps", "8", "--save_steps", "100")
        args[1] = "12"  # max_samples: all 12 problems
        return args

    class CountsAtSaves(TrainerCallback):
        counts = {}

        def on_save(self, args, state, control, **kwargs):
            path = os.path.join(args.output_dir, f"checkpoint-{state.global_step}", ds.COUNTS_FILE)
            self.counts[state.global_step] = json.load(open(path))["without_spread"]

    whole, stopped, resumed = [], [], []
    with contextlib.redirect_stdout(io.StringIO()):
        assert train_rl.main(run_args("whole") + ["--save_steps", "1"], reward_funcs=[recording(whole)],
                             callbacks=[CountsAtSaves()]) == 0
        assert train_rl.main(run_args("resumed"), reward_funcs=[recording(stopped, stop_in_step=2)]) == 130
        kept = json.load(open(tmp_path / "resumed" / "checkpoint-2" / ds.COUNTS_FILE))["without_spread"]
        assert train_rl.main(run_args("resumed") + ["--resume"], reward_funcs=[recording(resumed)]) == 0
    assert [s for s in stopped if s[0] < 2] == [s for s in whole if s[0] < 2]
    # the stopped round's own draws (its problem without spread, then a further one) are not in checkpoint-2
    assert kept and kept == CountsAtSaves.counts[2] and len([s for s in stopped if s[0] == 2]) == 2
    assert resumed == [s for s in whole if s[0] >= 2]
    assert {name for _, names in whole for name in names} & {"sum_2", "sum_3"} and len(resumed) > 3


def test_the_simulation_on_the_bundled_calibration_costs_less_with_weighted_draws(tmp_path, capsys):
    """benchmarks/simulate_dynamic_sampling.py drives fill_round itself on the calibration's pass rates: the weighted
    further draws cost less than uniform ones (whole draws: sampling calls a step; sized draws: prompts a step), and
    leave fewer rounds short."""
    import sys

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "benchmarks"))
    import simulate_dynamic_sampling

    for draws, cost in (("whole", "calls_per_step"), ("sized", "prompts_per_step")):
        out = tmp_path / f"simulated_{draws}.json"
        assert simulate_dynamic_sampling.main(["--weights", "1,0.25", "--steps", "60", "--seeds", "0",
                                               "--draws", draws, "--out", str(out)]) == 0
        record = json.load(open(out))
        uniform, weighted = record["results"]["1"]["mean"], record["results"]["0.25"]["mean"]
        assert record["draws"] == draws and weighted[cost] < 0.8 * uniform[cost]
        assert weighted["rounds_short"] < uniform["rounds_short"]
    assert "sampling calls and" in capsys.readouterr().out
