"""One configuration of bench_grpo_step.py's rounds part: GRPO rounds through train_rl.py's trainer for an engine,
a round size and a cut, each phase of each step timed (generation, the row gradients taken while the judge works, the
exposed reward, the training), and the order the configurations run in. The cuts (CUTS) are described in
bench_grpo_step.py's docstring (its --help); that script imports this module once it has put the repository on
sys.path.
"""
import dataclasses
import os
import time

import torch

import utils
from grpo_step_report import judge_timeline, median_timeline, warm_median
from tinylora_coder.generation.completions import make_engine
from tinylora_coder.judge.pool import JudgePool
from tinylora_coder.reward.reward_function import make_code_reward
from tinylora_coder.reward.rules import reward_rule
from tinylora_coder.settings.fields import defaults
from tinylora_coder.settings.training import TrainingConfig
from tinylora_coder.training.micro_batch import MicroBatchPlan, plan_micro_batch

TRAIN_DEFAULTS = defaults(TrainingConfig)

# run order within an engine and row count: the cuts after default reuse its plan
CUTS = ("original", "default", "after", "unskipped", "ends", "bfd", "spread", "compiled", "shared")
VLLM_SHARE = 0.3  # train_rl.py's --vllm_gpu_memory_utilization

log = utils.say  # one line, flushed at once (the GPU machine's logs are read while a run goes on)
sync = torch.cuda.synchronize if torch.cuda.is_available() else (lambda: None)


def training_problems(count):
    problems = utils.load_problems(utils.find_data_file("code_contests", "train"), seed=0)
    return (problems * (count // len(problems) + 1))[:count]


def run_rounds(args, model, tokenizer, engine_name, rows, cut, steps, default_plan=None):
    """Seconds per GRPO step for one configuration; cut is one of CUTS (bench_grpo_step.py's docstring). default_plan:
    (micro_batch, checkpointing) of the default cut of this engine and row count, which the unskipped and ends cuts
    train with (None: they plan from the free memory, as the default cut does, and say so)."""
    from transformers import TrainerCallback
    from trl import GRPOTrainer

    from tinylora_coder.training.dataset import longest_prompt_tokens, to_grpo_dataset
    from tinylora_coder.training.trainer import TinyLoRAGRPOTrainer, grpo_config

    with torch.no_grad():  # each configuration starts from v = 0, as a run does: its rollouts, and with them the masked
        model.tinylora.global_v.zero_()  # work compared, must not follow the steps the configurations before it took
    on_cuda = torch.cuda.is_available()
    tests = args.train_tests or None
    use_vllm = engine_name == "vllm"
    dataset = to_grpo_dataset(training_problems(rows // 8), tokenizer, max_tests=tests)
    longest = longest_prompt_tokens(dataset, tokenizer)
    if cut == "original":
        plan = plan_micro_batch(model, rows, longest + args.max_new_tokens, "cpu", requested=min(8, rows),
                                checkpointing="on")
    elif cut in CUTS[2:] and default_plan is not None:
        plan = MicroBatchPlan(rows, *default_plan, "the default cut's plan, same engine and rows")
    else:
        plan = plan_micro_batch(model, rows, longest + args.max_new_tokens, "cuda" if on_cuda else "cpu",
                                fallback_micro_batch=rows, vllm_share=VLLM_SHARE if use_vllm else 0.0)
        if cut != "default":  # the free memory may differ from the default cut's: then so may the plan
            plan = dataclasses.replace(plan, why=f"{plan.why}; planned on its own, no default cut of this engine and "
                                                 "row count ran before it in this invocation")
    stops_at_first_failure = reward_rule(args.reward).stops_at_first_failure  # binary's judge: as in train_rl.py
    judge_pool = None if cut == "original" else JudgePool(args.judge_workers if args.judge_workers > 0 else None,
                                                          limits={"linker": None} if cut == "bfd" else None,
                                                          stop_at_first_failure=stops_at_first_failure,
                                                          **({"in_order_seconds": 0} if cut == "spread" else {}))
    timings = {"reward": [], "step": []}
    generation_spans, timelines = [], []  # each round's (generation start, end), its judge timeline against it
    gradient_spans = []  # each round's row gradients, taken as its sampling ends (when taken while judging)
    reward = make_code_reward(args.reward, max_tests=tests, judge_pool=judge_pool)

    def timed_reward(*a, **k):
        start = time.perf_counter()
        rewards = reward(*a, **k)
        timings["reward"].append(time.perf_counter() - start)
        if judge_pool is not None and generation_spans:
            timelines.append(judge_timeline(judge_pool.last_round_timeline, *generation_spans[-1],
                                            workers=judge_pool.workers))
        return rewards

    timed_reward.__name__ = "code_reward_func"

    class StepTimer(TrainerCallback):
        def on_step_begin(self, *a, **k):
            sync()
            self.start = time.perf_counter()

        def on_step_end(self, *a, **k):
            sync()
            timings["step"].append(time.perf_counter() - self.start)

    config = grpo_config(os.path.join("/tmp", "bench-grpo-step"), on_cuda, checkpointing=plan.checkpointing,
                         num_generations=8, learning_rate=1e-3, per_device_train_batch_size=plan.micro_batch,
                         gradient_accumulation_steps=plan.accumulation_steps,
                         steps_per_generation=plan.accumulation_steps, pad_to_multiple_of=64 if on_cuda else None,
                         max_completion_length=args.max_new_tokens, max_steps=steps, num_iterations=1,
                         mask_truncated_completions=cut != "original" and TRAIN_DEFAULTS["mask_truncated_completions"],
                         save_strategy="no", seed=0,
                         **({"use_vllm": True, "vllm_mode": "colocate", "vllm_gpu_memory_utilization": VLLM_SHARE}
                            if use_vllm else {}))
    engine = "auto" if use_vllm else make_engine(engine_name, "cuda" if on_cuda else "cpu", batch_size=rows,
                                                  min_prompt_width=longest, compact=cut != "original")
    trainer = TinyLoRAGRPOTrainer(model=model, reward_funcs=[timed_reward], args=config, train_dataset=dataset,
                                  processing_class=tokenizer, callbacks=[StepTimer()], engine=engine,
                                  judge_pool=judge_pool, judge_tests=tests,
                                  train_while_judging=cut not in ("original", "after", "unskipped"),
                                  compile_row_gradients=cut == "compiled", share_prompt_forward=cut == "shared")
    if cut == "unskipped":  # TRL's own loss on the whole micro-batch, masked rows and columns included
        trainer.compute_loss = lambda *a, **k: GRPOTrainer.compute_loss(trainer, *a, **k)
    if cut == "ends":  # no watch for closed code blocks: programs go to the judge as their rows end
        trainer.judge_finished_programs = lambda rows: None
    # generation: the rollouts' sampling (with vLLM also the weight sync TRL runs before it, W + dW into vLLM)
    trainer.sample_rollouts = timed(trainer.sample_rollouts, generation_spans)
    trainer.rollouts_sampled = timed(trainer.rollouts_sampled, gradient_spans)
    try:
        trainer.train()
    finally:
        if judge_pool is not None:
            judge_pool.close()
    model.zero_grad(set_to_none=True)
    if on_cuda:
        model.gradient_checkpointing_disable()
    rounds = [{"generation_s": round(g, 2), "row_gradients_s": round(c, 2), "reward_s": round(r, 2),
               "training_s": round(s - g - c - r, 2), "step_s": round(s, 2)}
              for g, c, r, s in zip([end - start for start, end in generation_spans],
                                    [end - start for start, end in gradient_spans], timings["reward"], timings["step"])]
    summary = warm_median(rounds)
    log(f"rounds {engine_name} {rows} rows, {cut} cut ({plan.describe()}): first {rounds[0]}, warm median {summary}")
    judge = median_timeline(timelines) if timelines else None
    if judge:
        log(f"  judge against generation, warm median: {judge}")
    return {"engine": "vllm" if use_vllm else engine.name, "rows": rows, "cut": cut, "plan": plan.describe(),
            "train_while_judging": trainer.train_while_judging,
            "micro_batch": plan.micro_batch, "checkpointing": plan.checkpointing, "reward": args.reward,
            "judge_workers": judge_pool.workers if judge_pool is not None else None,
            "tests": tests or "all", "first": rounds[0], "warm_median": summary, "rounds": rounds,
            "judge_timeline": timelines, "judge_warm_median": judge}, trainer


def timed(function, spans):
    """`function`, appending each call's (start, end) perf_counter times, the GPU synchronised before and after, to
    the list `spans`."""

    def wrapper(*a, **k):
        sync()
        start = time.perf_counter()
        out = function(*a, **k)
        sync()
        spans.append((start, time.perf_counter()))
        return out

    return wrapper


def configurations(engines, row_counts, cuts):
    """(engine, rows, cut) of the rounds part, in run order: the original's cut at the first row count and the
    first engine only, ends with cuda_graph only (the others hand programs over as rows end either way); within
    an engine and row count the cuts in CUTS's order (the cuts after default take its plan)."""
    return [(engine, rows, cut) for engine in engines for rows in row_counts for cut in sorted(cuts, key=CUTS.index)
            if (cut != "original" or (rows == row_counts[0] and engine == engines[0]))
            and (cut != "ends" or engine == "cuda_graph")]


def note_default_plan(default_plans, engine_name, rows, cut, entry):
    """Keep a default cut's micro-batch plan, which the other cuts after it of the same engine and rows then train
    with."""
    if cut == "default":
        default_plans[(engine_name, rows)] = (entry["micro_batch"], entry["checkpointing"])
