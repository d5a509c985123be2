"""train_rl.py's main on each rank of `accelerate launch` (run by test_data_parallel.py), with a length reward.

A random model writes no C++, so the g++ reward is 0 for every completion and v would never move: the ranks
would agree trivially. The length reward moves v, so equal ranks show that DDP averaged v's gradient. Each rank
appends what its reward saw (step, completions, problem names) to reward_calls_rank<r>.jsonl and writes its final
v to v_rank<r>.pt, both in $DATA_PARALLEL_RECORDS. With $DATA_PARALLEL_BREAK_RANK set, that rank's v is nudged
after the last step, as a broken run would leave it.
"""
import json
import os
import sys

TESTS = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [TESTS, os.path.dirname(TESTS)]

import torch  # noqa: E402
from transformers import TrainerCallback  # noqa: E402

from script_helpers import length_reward, train_rl  # noqa: E402
from tinylora_coder.cli import run_cli  # noqa: E402

RECORDS = os.environ["DATA_PARALLEL_RECORDS"]
RANK = int(os.environ.get("RANK", 0))


def recording_length_reward(prompts, completions, name=None, trainer_state=None, **columns):
    with open(os.path.join(RECORDS, f"reward_calls_rank{RANK}.jsonl"), "a") as f:
        f.write(json.dumps({"step": trainer_state.global_step, "completions": len(completions),
                            "names": list(name)}) + "\n")
    return length_reward(prompts, completions)


class SaveRankV(TrainerCallback):
    def on_step_end(self, args, state, control, model=None, **kwargs):
        if str(RANK) == os.environ.get("DATA_PARALLEL_BREAK_RANK") and state.global_step == state.max_steps:
            with torch.no_grad():
                model.tinylora.global_v.add_(1e-3)

    def on_train_end(self, args, state, control, model=None, **kwargs):
        torch.save(model.tinylora.global_v.detach().float().cpu(), os.path.join(RECORDS, f"v_rank{RANK}.pt"))


if __name__ == "__main__":
    sys.exit(run_cli(lambda argv: train_rl.main(argv, reward_funcs=[recording_length_reward],
                                                callbacks=[SaveRankV()])))
