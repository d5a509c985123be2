"""Dynamic sampling (DAPO, arXiv:2503.14476, section 3.2): a round keeps only the prompts whose completions got
different rewards, and samples further prompts until it holds its count again.

A prompt whose completions all score alike has advantages of zero: under GRPO it adds rows and no gradient. On the
bundled 0.5B model's 649 uncalibrated training problems, steps 1-2 of the recipe had every prompt so (0-16% of
completions passed; H200, 2026-12-04), which is why the study trained on the 168 problems a calibration keeps
(--train_filter 0.01,0.99). A model without a calibration has no such filter; this is the one that needs none.
"Alike" is judged on the code reward alone (DAPO filters on accuracy, spread_functions): with the overlong penalty
in it, a group of failing programs one of which runs long would count as having spread, and batch scaling would
blow that length penalty up into a large advantage (in a round built of such groups, a review's check on the
CPU, -0.047 became -2.46).

How a round is filled (fill_round): TRL scores the round it drew; the groups without spread are dropped; further
prompts, drawn from the training set with a seeded generator (the run's seed, the step and the draw: a resumed run
draws the same), are sampled and scored through the same path (engine, judge as rows end, row gradients), at most
`max_draws` times (each a whole round of prompts on an engine that decodes fixed batches, cuda_graph: fewer would
decode copies); their groups with spread fill the places. A round still short after the last draw keeps groups
without spread in the remaining places, as fillers with advantages of 0 (no gradient). The advantages of the groups
with spread are then computed again over those rows, by TRL 1.16's rule for one process (sum_then_normalize: reward
minus the group's mean, over the batch's or the group's standard deviation, scale_rewards), from the rewards each
call returned (RewardRecorder): TRL had scaled the places filled in later calls by their own call's deviation.

Which prompts the further draws take (no_spread_weight, after GRESO, arXiv:2506.02177: a prompt without spread in
one epoch mostly stays so in the next): each problem's weight in a draw is no_spread_weight ** k, k the groups
without spread it had in a row (k = 0 once a group of it has spread; weighted sampling without replacement). TRL's
own round stays a uniform draw, so every problem keeps coming back once an epoch. On the bundled model's calibration
(649 training problems, 16 samples each at T = 1.0; 481 never passed), 300 simulated steps of 8 x 8 with the pass rates
held fixed needed 4.79 sampling calls a step with uniform draws (max_draws 4), 63% of rounds left short, against 2.77
calls and 3% short at a weight of 0.25 (benchmarks/simulate_dynamic_sampling.py, 2026-12-05; whole draws, as on
cuda_graph). The counts travel with each checkpoint (COUNTS_FILE): checkpoint-N holds them after the round of step N,
or, written after a stop during a later round, before it, so a resumed run draws what the uninterrupted one drew.
"""

import dataclasses
import functools
import inspect
import math
import os
import random

import torch

from ..errors import UsageError
from ..files import read_json_or_exit, write_json
from ..library_boundary import COMPLETION_KEYS, ROUND_KEYS, ROW_KEYS
from . import row_gradients, shared_prompts

MODES = ("auto", "on", "off")
COUNTS_FILE = "dynamic_sampling.json"  # in a checkpoint folder: each problem's groups without spread in a row
# per row: prompts on the left, completions on the right (row_gradients' columns travel with the round's rows)
LEFT_PADDED = {"prompt_ids", "prompt_mask"}
ROW_ONLY = {"advantages", row_gradients.GRADIENT_KEY, row_gradients.TOKENS_KEY, shared_prompts.PREFIX_KEY}
RIGHT_PADDED = {*COMPLETION_KEYS, row_gradients.LOGPS_KEY, row_gradients.ENTROPY_KEY}
PAD_ONE = {"tool_mask", "importance_sampling_ratio"}  # TRL pads tool_mask with 1; a ratio's neutral value is 1
assert LEFT_PADDED | {"advantages"} == set(ROW_KEYS)  # TRL 1.16's keys (library_boundary): all handled here


class RewardRecorder:
    """Keeps what each reward function returned on its last call, so that a round's advantages can be computed
    again over the rows it keeps (TRL's round dict carries the advantages, not the rewards)."""

    def __init__(self):
        self.last = {}

    def wrap(self, reward_funcs):
        """`reward_funcs` (TRL's argument), the plain functions among them recording their output under their
        position; reward models are left as they are, and refused by DynamicSampling.check."""
        return [self.recording(i, f) if callable(f) and not isinstance(f, torch.nn.Module) else f
                for i, f in enumerate(reward_funcs)]

    def recording(self, index, func):
        @functools.wraps(func)
        def recorded(*args, **kwargs):
            values = func(*args, **kwargs)
            self.last[index] = list(values)
            return values

        return recorded

    def take(self, functions, weights, spread_functions=None):
        """The last call's rewards per row: (total, for_spread). total as TRL sums it: the weighted sum of the
        functions' rewards, a None left out, NaN where every function gave None; for_spread the same sum over the
        functions at positions `spread_functions` only (default: all)."""
        if sorted(self.last) != list(range(functions)):
            raise RuntimeError("dynamic sampling: a reward function's output was not recorded")
        per_function = torch.tensor([[math.nan if r is None else float(r) for r in self.last[i]]
                                     for i in range(functions)], dtype=torch.float64).T
        self.last = {}
        weighted = per_function * torch.as_tensor(weights, dtype=torch.float64).cpu()

        def summed(columns):
            total = weighted[:, columns].nansum(dim=1)
            total[torch.isnan(per_function[:, columns]).all(dim=1)] = math.nan
            return total

        chosen = list(range(functions)) if spread_functions is None else list(spread_functions)
        return summed(list(range(functions))), summed(chosen)


def nanstd(values, dim=None):
    """Standard deviation ignoring NaNs, with Bessel's correction (trl.trainer.utils.nanstd, NaN for one value)."""
    mean = torch.nanmean(values, dim=dim, keepdim=True)
    count = (~torch.isnan(values)).sum(dim=dim, keepdim=True)
    variance = torch.nanmean((values - mean) ** 2, dim=dim, keepdim=True) * count / (count - 1)
    variance = torch.where(count > 1, variance, torch.full_like(variance, math.nan))
    return variance.sqrt().squeeze() if dim is None else variance.sqrt().squeeze(dim)


def grpo_advantages(rewards, group_size, scale_rewards):
    """TRL 1.16's advantages of one process's round (multi_objective_aggregation sum_then_normalize): reward minus
    its group's mean, divided by the batch's (scale_rewards "batch") or the group's ("group") standard deviation
    plus 1e-4, not divided ("none"); NaN rewards (unscorable rows) get 0."""
    grouped = rewards.view(-1, group_size)
    centred = (grouped - torch.nanmean(grouped, dim=1, keepdim=True)).reshape(-1)
    if scale_rewards == "batch":
        centred = centred / (nanstd(rewards) + 1e-4)
    elif scale_rewards == "group":
        centred = centred / (nanstd(grouped, dim=1).repeat_interleave(group_size) + 1e-4)
    return torch.nan_to_num(centred, nan=0.0)


def groups_with_spread(rewards, group_size):
    """Per group of `group_size` rows: whether its rewards differ (NaNs, unscorable rows, left out)."""
    grouped = rewards.view(-1, group_size)
    high = torch.where(torch.isnan(grouped), -math.inf, grouped).max(dim=1).values
    low = torch.where(torch.isnan(grouped), math.inf, grouped).min(dim=1).values
    return high > low


def merge_rounds(parts, pad_token_id):
    """One round dict of the rows `parts` names: [(round dict, row indices), ...], in that order. Prompts are
    padded on the left and completions on the right to the widest part (TRL's layout); num_items_in_batch counts
    the merged round's loss tokens, as TRL counts them."""
    keys = set(parts[0][0])
    unknown = keys - LEFT_PADDED - ROW_ONLY - RIGHT_PADDED - set(ROUND_KEYS)
    if unknown or any(set(d) != keys for d, _ in parts):
        raise ValueError(f"dynamic sampling cannot merge rounds holding {', '.join(sorted(unknown)) or 'other keys'} "
                         "(written for TRL 1.16's text-only rounds)")
    merged = {}
    for key in keys - set(ROUND_KEYS):
        pieces = [d[key].index_select(0, torch.as_tensor(rows, device=d[key].device)) for d, rows in parts]
        if key in LEFT_PADDED or key in RIGHT_PADDED:
            width = max(p.size(1) for p in pieces)
            value = pad_token_id if key.endswith("_ids") else 1 if key in PAD_ONE else 0
            side = (1, 0) if key in LEFT_PADDED else (0, 1)
            pieces = [torch.nn.functional.pad(p, tuple(s * (width - p.size(1)) for s in side), value=value)
                      if p.size(1) < width else p for p in pieces]
        merged[key] = torch.cat(pieces)
    loss_mask = merged["completion_mask"] * merged["tool_mask"] if "tool_mask" in merged else merged["completion_mask"]
    merged["num_items_in_batch"] = loss_mask.sum().to(parts[0][0]["num_items_in_batch"].dtype)
    return merged


@dataclasses.dataclass
class DynamicSampling:
    """Fills each training round with prompts whose completions got different rewards (the module's docstring).

    dataset: the training set (a datasets.Dataset, rows as TRL's dataloader yields them); group_size: completions
    per prompt; scale_rewards: TRL's option; max_draws: further sampling calls a round may make; seed: the run's;
    spread_functions: the positions of the reward functions whose rewards decide spread (None: all; train_rl.py: the
    code reward, not the overlong penalty); whole_draws: draw a whole round's prompts each time (an engine of fixed
    batches decodes that many rows anyway); no_spread_weight: a problem's weight in further draws is multiplied by it
    for each group without spread in a row (1: uniform draws, DAPO's)."""
    dataset: object
    group_size: int
    scale_rewards: str
    max_draws: int = 4
    seed: int = 0
    spread_functions: tuple = None
    whole_draws: bool = False
    no_spread_weight: float = 0.25  # train_rl.py's --no_spread_draw_weight
    recorder: RewardRecorder = dataclasses.field(default_factory=RewardRecorder)
    stats: dict = dataclasses.field(default_factory=dict)  # the last round's, for the step's log
    without_spread: dict = dataclasses.field(default_factory=dict)  # problem name -> its groups without spread in a row
    round_start: tuple = (None, {})  # (step, without_spread before that step's round): what a checkpoint keeps

    def __post_init__(self):
        if not 0 < self.no_spread_weight <= 1:
            raise ValueError(f"no_spread_weight must be in (0, 1], not {self.no_spread_weight}")

    @staticmethod
    def check(trainer):
        """Why `trainer`'s settings cannot sample dynamically (one line), else None."""
        args = trainer.args
        if trainer.accelerator.num_processes > 1:
            return "dynamic sampling runs in one training process (a round's groups are split over the processes)"
        if getattr(trainer, "multi_objective_aggregation", "sum_then_normalize") != "sum_then_normalize":
            return "dynamic sampling recomputes advantages by sum_then_normalize only"
        if any(isinstance(f, torch.nn.Module) for f in trainer.reward_funcs):
            return "dynamic sampling needs reward functions, not reward models"
        if args.steps_per_generation * trainer.num_iterations != args.gradient_accumulation_steps:
            return "dynamic sampling needs one optimizer step a round (num_iterations 1)"
        if any(inspect.iscoroutinefunction(inspect.unwrap(f)) for f in trainer.reward_funcs):
            return "dynamic sampling needs synchronous reward functions"
        return None

    def matches(self, trainer):
        """Why this object's settings differ from `trainer`'s (one line), else None."""
        if trainer.num_generations != self.group_size:
            return (f"dynamic sampling was set up for groups of {self.group_size}, "
                    f"the trainer has {trainer.num_generations}")
        if str(trainer.scale_rewards) != str(self.scale_rewards):
            return f"dynamic sampling scales rewards by {self.scale_rewards}, the trainer by {trainer.scale_rewards}"
        return None

    def draw(self, count, exclude, step, draw):
        """`count` training rows not named in `exclude`, each repeated group_size times (a group per prompt), drawn
        by a generator seeded by the run's seed, the step and the draw, each problem weighted by draw_weight."""
        names = self.dataset["name"] if "name" in self.dataset.column_names else None
        candidates = [i for i in range(len(self.dataset)) if names is None or names[i] not in exclude]
        generator = random.Random(f"{self.seed}/{step}/{draw}")
        weighted = names is not None and self.no_spread_weight < 1
        if not weighted or not any(self.without_spread.get(names[i]) for i in candidates):
            chosen = generator.sample(candidates, min(count, len(candidates)))
        else:  # without replacement by weight: the count first of exponential arrival times, each over its weight
            arrival = {i: generator.expovariate(1.0) / self.draw_weight(names[i]) for i in candidates}
            chosen = sorted(candidates, key=arrival.__getitem__)[:count]
        return [dict(self.dataset[i]) for i in chosen for _ in range(self.group_size)]

    def draw_weight(self, name):
        """`name`'s weight in further draws: no_spread_weight per group without spread in a row (floored at 1e-300:
        0.25 ** 538 is 0.0 in a float, and the arrival time divides by it)."""
        return max(self.no_spread_weight ** self.without_spread.get(name, 0), 1e-300)

    def note_spread(self, rows, spread):
        """Count, per problem of `rows` (a group of group_size rows each), its groups without spread in a row."""
        for group, has_spread in enumerate(spread.tolist()):
            name = rows[group * self.group_size].get("name")
            if name is not None:
                self.without_spread[name] = 0 if has_spread else self.without_spread.get(name, 0) + 1

    def state(self, global_step):
        """What checkpoint-`global_step` keeps: the counts after the rounds of the steps it holds, without those of a
        round sampled at `global_step` (a stop during the next step's sampling writes the last full step's state)."""
        step, before = self.round_start
        counts = before if step is not None and step >= global_step else self.without_spread
        return {"format_version": 1, "without_spread": {name: k for name, k in sorted(counts.items()) if k}}

    def save(self, folder, global_step):
        write_json(os.path.join(folder, COUNTS_FILE), self.state(global_step))

    def load(self, folder):
        """The counts a checkpoint folder kept (none in one written without them, e.g. before 2026-12-05)."""
        path = os.path.join(folder, COUNTS_FILE)
        if os.path.isfile(path):
            state = read_json_or_exit(path, "", f"{path} cannot be resumed from")
            if state.get("format_version") != 1:
                raise UsageError(f"{path}: format_version {state.get('format_version')!r}, this version reads 1")
            self.without_spread = dict(state["without_spread"])

    def fill_round(self, rows, scored, rewards, score_rows, step, pad_token_id):
        """The round to train on, from the round TRL drew (`rows`, dataset rows; `scored`, its dict; `rewards`, its
        (total, for_spread) rewards per row, RewardRecorder.take) and `score_rows(rows) -> (dict, (total,
        for_spread))`, which samples and scores more."""
        g = self.group_size
        prompts = len(rows) // g
        total, for_spread = rewards
        self.round_start = (step, dict(self.without_spread))
        parts = [(scored, total, groups_with_spread(for_spread, g))]
        self.note_spread(rows, parts[0][2])
        names = {row.get("name") for row in rows}
        sampled, draws = prompts, 0
        kept = int(parts[0][2].sum())  # groups with spread so far (a last draw's surplus ones go unused)
        while kept < prompts and draws < self.max_draws:
            kept_share = max(kept / sampled, 1 / prompts)
            count = prompts if self.whole_draws else min(prompts, math.ceil((prompts - kept) / kept_share))
            extra = self.draw(count, names, step, draws)
            draws += 1
            if not extra:
                break  # every training problem is in this round already
            names |= {row.get("name") for row in extra}
            more, (more_total, more_for_spread) = score_rows(extra)
            sampled += len(extra) // g
            parts.append((more, more_total, groups_with_spread(more_for_spread, g)))
            self.note_spread(extra, parts[-1][2])
            kept += int(parts[-1][2].sum())
        # groups_dropped: the share of the groups sampled that had no spread (a last draw's surplus is not in it)
        # problems_without_spread: those whose last group had none (weighted down in further draws)
        self.stats = {"prompts_sampled": sampled, "groups_dropped": 1 - kept / sampled,
                      "round_filled": min(kept, prompts) / prompts, "draws": draws,
                      "problems_without_spread": sum(k > 0 for k in self.without_spread.values())}
        if len(parts) == 1 and kept == prompts:
            self.stats["kept_reward"] = float(torch.nanmean(total))
            return scored  # every group had spread: TRL's round as it is
        # the groups with spread, in drawing order, then (a round still short) the first ones without: fillers
        chosen = [(i, group) for i, p in enumerate(parts) for group in p[2].nonzero().flatten().tolist()][:prompts]
        fillers = [(0, group) for group in (~parts[0][2]).nonzero().flatten().tolist()][:prompts - len(chosen)]
        by_part, trains = {}, {}
        for i, group in chosen + fillers:
            by_part.setdefault(i, []).extend(range(group * g, (group + 1) * g))
            trains.setdefault(i, []).extend([(i, group) not in fillers] * g)
        merged = merge_rounds([(parts[i][0], by_part[i]) for i in sorted(by_part)], pad_token_id)
        kept_rewards = torch.cat([parts[i][1][torch.as_tensor(by_part[i])] for i in sorted(by_part)])
        trained = torch.as_tensor([t for i in sorted(trains) for t in trains[i]])
        # TRL's logged reward averages every sampling call of the step; this is the round's rows, fillers included
        self.stats["kept_reward"] = float(torch.nanmean(kept_rewards))
        # a filler's advantages are 0, and the batch's deviation is that of the groups with spread: a filler's totals
        # can still differ by the overlong penalty, which that scaling would blow up into a gradient of length alone
        # (recipe-dynamic's rounds 258-267, after its collapse, all fillers: norms 20-320x its median; H100, 2026-12-05)
        advantages = torch.zeros_like(kept_rewards)
        if trained.any():
            advantages[trained] = grpo_advantages(kept_rewards[trained], g, self.scale_rewards)
        merged["advantages"] = advantages.to(merged["advantages"].dtype).to(merged["advantages"].device)
        return merged
