"""Write the training problems a demo_cpu_learning.sh run sampled, in order, one per rollout round.

Usage: python benchmarks/demo_seen_problems.py OUT.jsonl ROUNDS

The run trains on the bundled training problems (max_samples 48, seed 42) with one prompt x 4 generations per
round; TRL's own RepeatSampler, built as GRPOTrainer builds it, gives the order.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from trl.trainer.grpo_trainer import RepeatSampler  # noqa: E402

import utils  # noqa: E402

SEED, MAX_SAMPLES, NUM_GENERATIONS, NUM_ITERATIONS = 42, 48, 4, 4

if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_path", help="JSONL to write (raw lines of the training file)")
    parser.add_argument("rounds", type=int, help="rollout rounds of the run (max_steps / 4)")
    args = parser.parse_args()
    out_path, rounds = args.out_path, args.rounds
    train_path = utils.find_data_file("code_contests", "train")
    problems = utils.load_problems(train_path, max_samples=MAX_SAMPLES, seed=SEED, filter_config=utils.DATASET_CONFIG)
    sampler = RepeatSampler(problems, mini_repeat_count=NUM_GENERATIONS, batch_size=1, repeat_count=NUM_ITERATIONS,
                            shuffle=True, seed=SEED)
    names = [problems[i]["name"] for i in dict.fromkeys(sampler)][:rounds]
    records = {}
    with open(train_path, encoding="utf-8") as f:
        for line in f:
            record = json.loads(line)
            records[record["name"]] = line if line.endswith("\n") else line + "\n"
    with open(out_path, "w", encoding="utf-8") as f:
        f.writelines(records[name] for name in names)
    print(f"{len(names)} problems seen in training, in round order: {', '.join(names)} -> {out_path}")
