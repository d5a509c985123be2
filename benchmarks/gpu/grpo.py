"""Part grpo: one GRPOTrainer run (train_rl.py's trainer and settings) split into generation, reward and optimisation."""
import argparse
import functools
import shutil
import tempfile
import time

import torch

from .common import (BUNDLED_TRAIN, QWEN_VOCAB, free_memory, load_tokenizer, log, print_table, run_meta,
                     save_result, sync, timed, utils)
from .models import apply_project_tiny_lora, build_model


def run_grpo(args):
    """train_rl.py's trainer, wired as its main() does (package only: grpo_config, the training data, a generation
    engine padded to the longest prompt, TinyLoRAGRPOTrainer), on the random model, with the g++ reward."""
    log("\n=== GRPO step ===")
    from transformers import TrainerCallback

    from tinylora_coder.generation.completions import make_engine
    from tinylora_coder.training.dataset import load_training_data, longest_prompt_tokens, to_grpo_dataset
    from tinylora_coder.training.trainer import TinyLoRAGRPOTrainer, grpo_config

    tokenizer = load_tokenizer(args, required_by="grpo")
    device = args.device
    events = []  # (step, kind, seconds)
    state = {"step": 0}

    def record(kind, seconds):
        events.append({"step": state["step"], "kind": kind, "seconds": seconds})

    class TimedTrainer(TinyLoRAGRPOTrainer):
        def sample_rollouts(self, *a, **kw):
            seconds, out = timed(device, super().sample_rollouts, *a, **kw)
            record("generation", seconds)
            return out

        def score_round(self, *a, **kw):
            seconds, out = timed(device, super().score_round, *a, **kw)
            record("generate_and_score", seconds)
            return out

    @functools.wraps(utils.code_reward_func)
    def timed_reward(*a, **kw):
        start = time.perf_counter()
        rewards = utils.code_reward_func(*a, **kw)
        record("reward", time.perf_counter() - start)
        return rewards

    class StepTimer(TrainerCallback):
        def on_step_begin(self, args_, state_, control, **kw):
            sync(device)
            state["step"] = state_.global_step + 1
            state["start"] = time.perf_counter()

        def on_pre_optimizer_step(self, args_, state_, control, **kw):
            sync(device)
            state["optimizer_start"] = time.perf_counter()

        def on_optimizer_step(self, args_, state_, control, **kw):
            sync(device)
            record("optimizer_step", time.perf_counter() - state["optimizer_start"])

        def on_step_end(self, args_, state_, control, **kw):
            sync(device)
            record("step", time.perf_counter() - state["start"])

    output_dir = tempfile.mkdtemp(prefix="bench-grpo-")
    # The original project's num_iterations: one generation round feeds this many optimizer steps (2 in tiny mode: CPU time).
    iterations = 2 if args.tiny else 4
    steps = 2 * iterations  # two rounds: the first one warms up
    try:
        # train_rl.py's settings where they matter here (its defaults otherwise); before the model: a config error
        # costs seconds, not minutes. Fixed length (min_new_tokens): random weights never stop on their own.
        config = grpo_config(output_dir, device.type == "cuda", num_generations=4, per_device_train_batch_size=4,
                             gradient_accumulation_steps=1, num_iterations=iterations, max_steps=steps,
                             max_completion_length=args.grpo_tokens, epsilon=0.05, epsilon_high=0.95,
                             scale_rewards="batch", save_steps=1000, seed=args.seed,
                             generation_kwargs={"min_new_tokens": args.grpo_tokens})
        data_args = argparse.Namespace(train_data=BUNDLED_TRAIN, dataset="code_contests", max_samples=16,
                                       seed=args.seed, do_validate=False, val_samples=0, val_data=None)
        problems, _ = load_training_data(data_args)
        dataset = to_grpo_dataset(problems, tokenizer)
        model = build_model(args, dtype=torch.bfloat16 if device.type == "cuda" else torch.float32,
                            vocab_size=QWEN_VOCAB)
        model.config.use_cache = False  # as get_model_and_tokenizer does for training
        apply_project_tiny_lora(args, model)
        engine = make_engine("auto", device.type, batch_size=config.per_device_train_batch_size
                             * config.steps_per_generation, min_prompt_width=longest_prompt_tokens(dataset, tokenizer))
        trainer = TimedTrainer(model=model, reward_funcs=[timed_reward], args=config, train_dataset=dataset,
                               processing_class=tokenizer, callbacks=[StepTimer()], engine=engine)
        total, _ = timed(device, trainer.train)
    finally:
        shutil.rmtree(output_dir, ignore_errors=True)

    def sum_of(kind, first, last):
        return sum(e["seconds"] for e in events if e["kind"] == kind and first <= e["step"] <= last)

    rounds = []
    for r in range(steps // iterations):
        first, last = r * iterations + 1, (r + 1) * iterations
        step_total = sum_of("step", first, last)
        generation, reward = sum_of("generation", first, last), sum_of("reward", first, last)
        scoring = sum_of("generate_and_score", first, last) - generation - reward
        optimisation = step_total - generation - reward - scoring
        rounds.append({"steps": [first, last], "total": step_total, "generation": generation, "reward": reward,
                       "logprob_and_scoring": scoring, "optimisation": optimisation,
                       "optimizer_step_calls": sum_of("optimizer_step", first, last)})
    timed_round = rounds[-1]
    print_table(f"GRPO: {steps} optimizer steps, one generation round per {iterations} (num_iterations), 4 completions "
                f"x {args.grpo_tokens} tokens per round, {engine.name} engine; round {len(rounds)} (round 1 warms up)",
                ["part", "seconds", "share"],
                [[k, timed_round[k], timed_round[k] / timed_round["total"]]
                 for k in ("generation", "reward", "logprob_and_scoring", "optimisation", "total")])
    log("note: random weights write no code, so the reward never compiles anything here; "
        "optimisation = forward + backward + optimizer over the round's steps")
    save_result(args, "grpo", "bf16" if device.type == "cuda" else "fp32", {
        "meta": run_meta(args), "num_generations": 4, "per_device_train_batch_size": 4,
        "gradient_accumulation_steps": 1, "num_iterations": iterations, "max_completion_length": args.grpo_tokens,
        "generation_engine": engine.name, "train_seconds": total, "rounds": rounds, "events": events})
    del trainer, model
    free_memory(device)
