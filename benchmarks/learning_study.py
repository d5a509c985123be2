"""The learning studies of issues 13, 25, 46 and 47: GRPO runs of train_rl.py on the real model, then held-out paired
comparisons with the base model.

Subcommands (each one GPU command, under 10 minutes; runs continue across commands with --resume):
  train      start (or resume) the named runs in parallel, one train_rl.py process each on the same GPU, for at
             most --budget seconds; at the budget each run gets SIGINT, saves and can be resumed later. With
             --evaluate_finished, finished runs are evaluated in the places they free while the others train.
  evaluate   test.py on the held-out problems (bundled test + valid, all of them) for the base model and each
             run's tiny_lora_v.pt, --eval_parallel at a time (one vLLM job at most); for issue 13 also the base
             model on the training problems (the baseline of the relative reward curve).
  store      keep a study copied back from the GPU machine (--root) in --out: each named run's folder with its
             newest checkpoint-N only, and each evaluation as <job>.json.gz without the completion texts; with
             --pieces, a LoRA run's adapter and resume state, sent in pieces, in --weights_store (study_store.py).
  summarize  issue 13's runs (lr_sweep_summary.py): reward per round (raw and relative to the base model's),
             |v| and step time, paired held-out comparison, plots, <out>/summary.json. Issue 25's runs
             (reward_study_summary.py): each run and each recipe pooled over its seeds against the base model at
             each declared temperature, the gain against the trained-parameter count, <out>/reward_study.json;
             issue 46's (adapter_study_summary.py): the same on all held-out problems and on those without a close
             sibling, against TinyLoRA's, LoRA's and full fine-tuning's parameter counts, <out>/adapter_study.json.

Runs are named entries of RUNS below: the learning-rate sweep of issue 13, issue 25's stages (STUDY_RUNS: reward-<rule>,
reward-<rule>-overlong, reward-<rule>-seed<N>, params-<shape>-<rule>, recipe[-seed<N>]), issue 46's (lora-r16-lr<rate>
[-seed<N>], full-lr<rate>[-seed<N>], recipe-u512-lr{3e-4,1e-4}) and 47's (recipe-dynamic); --runs picks some.
  python benchmarks/learning_study.py train --model /tmp/q05b --root /tmp/study --runs lr3e-4,lr1e-3 --budget 420
  python benchmarks/learning_study.py evaluate --model /tmp/q05b --root /tmp/study --runs lr3e-4,lr1e-3
  python benchmarks/learning_study.py store --root /tmp/unpacked_study --out benchmarks/results/learning
  python benchmarks/learning_study.py summarize --root /tmp/study --out benchmarks/results/learning
"""
import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # benchmarks/: reward_study_summary, study_*
from adapter_runs import adapter_runs, dynamic_sampling_runs, longer_limit_jobs  # noqa: E402
from study_pairing import CURRENT_ENGINES, base_job, evaluation_job, result_file  # noqa: E402
from study_folders import (FULL_RUN_SECONDS, budget_too_short, checkpoint_steps, ended_silent,  # noqa: E402, F401
                           final_weights, reached_last_step, reason_not_to_train, unfinished)
from study_memory import (PROCESS_OVERHEAD_GIB, STUDY_RUN_GIB, extra_flags, given_share,  # noqa: E402
                          gpu_memory_gib, gpu_memory_shares, run_memory_gib)
from study_processes import launch, run_queue, wait_and_fill  # noqa: E402

from tinylora_coder.reward.rules import REWARD_RULES  # noqa: E402

DATA = os.path.join(ROOT, "local_code_contests")
HELD_OUT = [os.path.join(DATA, "bundled_test.jsonl"), os.path.join(DATA, "bundled_valid.jsonl")]
TRAIN = os.path.join(DATA, "bundled_train.jsonl")

# Shared by every run: 8 prompts x 8 completions a step, 512 new tokens, constant learning rate, batch-level
# reward scaling, rollouts at temperature 1 (TRL's default).
COMMON = ["--train_data", TRAIN, "--max_completion_length", "512", "--num_generations", "8",
          "--per_device_train_batch_size", "8", "--gradient_accumulation_steps", "8", "--lr_scheduler_type",
          "constant", "--max_steps", "400", "--save_steps", "5", "--no_quant", "--seed", "0", "--tying", "all",
          "--overlong_penalty", "0"]  # the last two: train_rl.py's defaults until 2026-11-26, spelled out since
# The learning-rate sweep (issue 13, 2026-11-23) ran on train_rl.py's defaults of that day, spelled out since they
# changed: the original's partial reward on 5 tests a problem, truncated completions trained on.
LR_SWEEP = ["--reward", "partial", "--train_tests", "5", "--no_mask_truncated_completions"]
RUNS = {
    "lr3e-4": ["--learning_rate", "3e-4", "--num_iterations", "1"],
    "lr1e-3": ["--learning_rate", "1e-3", "--num_iterations", "1"],
    "lr3e-3": ["--learning_rate", "3e-3", "--num_iterations", "1"],
    "lr1e-2": ["--learning_rate", "1e-2", "--num_iterations", "1"],
    # 16 prompts a step (128 completions), at the learning rates around the best 8-prompt one
    "lr1e-3-p16": ["--learning_rate", "1e-3", "--num_iterations", "1", "--gradient_accumulation_steps", "16"],
    "lr3e-3-p16": ["--learning_rate", "3e-3", "--num_iterations", "1", "--gradient_accumulation_steps", "16"],
    # each round reused for 4 optimizer steps (the original project's setting)
    "lr1e-3-it4": ["--learning_rate", "1e-3", "--num_iterations", "4"],
    # wider: one v per projection type (7 x 32 scalars)
    "lr1e-3-type": ["--learning_rate", "1e-3", "--num_iterations", "1", "--tying", "type"],
}
RUNS = {name: LR_SWEEP + options for name, options in RUNS.items()}
# Issue 25, stage 1: the three rewards on the calibrated pool (the 168 training problems the base model solves
# sometimes but not always at T = 1), truncated completions masked, every test judged, 300 steps. The three run
# side by side on one GPU, so the training micro-batch is pinned (the automatic plan would size each for the
# whole GPU: 681 MiB a row, 43 GiB a 64-row round, measured on an H100).
STAGE1 = ["--train_filter", "0.01,0.99", "--mask_truncated_completions", "--learning_rate", "1e-3",
          "--num_iterations", "1", "--max_steps", "300", "--save_steps", "10", "--train_micro_batch", "16",
          "--gradient_checkpointing", "off"]
REWARD_RUNS = {f"reward-{rule}": STAGE1 + ["--reward", rule] for rule in REWARD_RULES}  # one run per rule
# Stage 2: two more seeds of a stage-1 recipe, whose own run is seed 0 (summarize pools a recipe's seeds per
# problem). The seed moves the data order and the sampling; the projections P (--projection_seed) stay.
SEED_RUNS = {f"reward-{rule}-seed{seed}": STAGE1 + ["--reward", rule, "--seed", str(seed)]
             for rule in REWARD_RULES for seed in (1, 2)}
# Stage 1b: a recipe with DAPO's soft overlong penalty beside the mask (TRL's get_soft_overlong_punishment): from
# 384 new tokens the reward falls linearly to -1 at 512. With the mask alone the share of rollouts cut at 512 tokens
# doubled by step 100 in all three stage-1 runs, and the binary run's held-out share went 15% -> 30% (2026-11-25).
OVERLONG_TOKENS = 128
OVERLONG_RUNS = {f"reward-{rule}-overlong": STAGE1 + ["--reward", rule, "--overlong_penalty", str(OVERLONG_TOKENS)]
                 for rule in REWARD_RULES}
# Stage 3: the trained-parameter count at a reward, u x the groups of --tying on the 0.5B model's 168 TinyLoRA
# layers (24 blocks x 7 projections): 32 (all: the stage-1 run), 224 (type), 5,376 (layer), 21,504 (layer, u 128).
PARAMETER_SHAPES = {"type": ("type", 32), "layer": ("layer", 32), "layer-u128": ("layer", 128)}
PARAMETER_RUNS = {f"params-{label}-{rule}": STAGE1 + ["--reward", rule, "--tying", tying]
                  for rule in REWARD_RULES for label, (tying, _) in PARAMETER_SHAPES.items()}
RUN_U = {f"params-{label}-{rule}": u for rule in REWARD_RULES for label, (_, u) in PARAMETER_SHAPES.items()}
# Stage 4 (declared on 2026-11-26, before its runs): the recipe the declared rules chose from stages 1-3 (binary, the
# mask with the overlong penalty, u = 32 per layer: train_rl.py's defaults since) at 3 seeds, pooled per problem;
# the goal is read on it (study_decisions.recipe_test).
RECIPE_REWARD = ["--reward", "binary", "--overlong_penalty", str(OVERLONG_TOKENS)]
RECIPE_FLAGS = RECIPE_REWARD + ["--tying", "layer"]
RECIPE_RUNS = {"recipe" + (f"-seed{seed}" if seed else ""): STAGE1 + RECIPE_FLAGS + ["--seed", str(seed)]
               for seed in (0, 1, 2)}
ADAPTER_RUNS, ADAPTER_RUN_U = adapter_runs(STAGE1, RECIPE_REWARD, RECIPE_FLAGS)  # issue 46's (adapter_runs.py)
RUN_U.update(ADAPTER_RUN_U)
# Every run of issues 25, 46 and 47 (adapter_runs.py): evaluated and summarized alike (REWARD_EVAL below)
STUDY_RUNS = {**REWARD_RUNS, **OVERLONG_RUNS, **SEED_RUNS, **PARAMETER_RUNS, **RECIPE_RUNS, **ADAPTER_RUNS,
              **dynamic_sampling_runs(STAGE1, RECIPE_FLAGS)}
RUNS.update(STUDY_RUNS)
# Their held-out evaluation, declared before the runs (issue 25): every held-out problem (208) x 32 samples, 512
# tokens, bf16, at T = 0.7 (the primary comparison) and 1.0. A run is paired with the base model sampled by its own
# engine (summarize refuses a pair sampled otherwise): the base model at T = 0.7 was sampled by cuda_graph before
# vLLM streamed to the judge, the one at T = 1.0 by vLLM (2026-11-25, H100), and issue 25's runs and
# lora-r16-lr5e-5 at T = 1.0 by vLLM too. Declared on 2026-12-05, before issue 46's full fine-tuning runs: evaluations
# at T = 1.0 made from then on sample with cuda_graph, paired with the base model sampled by cuda_graph at T = 1.0
# (base_held_out_n32_t1.0_cuda_graph). A full run's weights (1 GB) never leave its session, and vLLM's carry (10
# calls) and start (about a minute) do not fit beside its training in a 30-minute session; the two base samplings
# at T = 1.0 are compared with each other (adapter_study.json, engine_check). Every test was judged
# until session 16; since then a program stops at its first failing test, which leaves pass@k and the outcomes as
# they were (the first failing verdicts of 240 programs matched, 2026-11-25) and costs 0.30 core-s a program
# against 0.50 (H100 host); one evaluation alone had judged for 121 s after its last sample (419 s in all, H100).
REWARD_EVAL = ["--n", "32", "--max_new_tokens", "512", "--num_samples", "1000", "--no_quant", "--batch_size", "256",
               "--stop_at_first_failure"]
REWARD_EVAL_TEMPERATURES = (0.7, 1.0)
REWARD_EVAL_ENGINES = CURRENT_ENGINES  # the engine of evaluations made from now on: cuda_graph at both
# The base model's side of the primary comparison is sampled 3 x 32 times (test seeds 42, 43, 44), as a recipe's side
# pools 3 seeds x 32: with 32 base samples, their sampling noise made up about 40% of the variance of the per-problem
# pass@1 difference (stage 1, 2026-11-25), and the pooled t-interval's half-width should shrink from about 0.56 to
# 0.45 points. Declared on 2026-11-25, before any stage-2 evaluation; summarize pools the ones stored.
BASE_EXTRA_TEST_SEEDS = {0.7: (43, 44)}


# The run with the smallest learning rate (|v| 0.01 after 15 steps: hardly moved from the base model); every other
# run's training reward is compared with it problem by problem.
REFERENCE_RUN = "lr3e-4"
ROLLOUT_TEMPERATURE = 1.0  # train_rl.py's default --temperature, used by every run
# Held-out evaluation in bf16, as the runs train (--no_quant): n = 8, T = 0.7, 512 new tokens, every problem; the
# engine pinned (the stored base results were sampled by the compiled engine), so every evaluation samples alike.
EVAL = ["--n", "8", "--temperature", "0.7", "--max_new_tokens", "512", "--num_samples", "1000", "--no_quant",
        "--generation_engine", "compiled"]


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=("train", "evaluate", "store", "summarize"))
    parser.add_argument("--model", default="bundled", help="base model (folder, .gguf or 'bundled')")
    parser.add_argument("--root", default="/tmp/study", help="folder holding one sub-folder per run")
    parser.add_argument("--runs", default="lr3e-4,lr1e-3,lr3e-3,lr1e-2", help="comma-separated names from RUNS")
    parser.add_argument("--budget", type=float, default=420, help="train: seconds before the runs are stopped")
    parser.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results", "learning"),
                        help="store: where the study is kept; summarize: where the JSON files and plots go")
    parser.add_argument("--pieces", default="", help="store: folders, comma-separated, holding the pieces the GPU "
                        "calls sent beside study.tar.gz (<run>.adapter.*, <run>.resume.*; collect_study.sh)")
    parser.add_argument("--weights_store", default=os.path.join(ROOT, ".study_weights"),
                        help="store: where a LoRA run's adapter and resume state are kept (outside the tree)")
    parser.add_argument("--extra", default="",
                        help="extra train_rl.py arguments for every run, one string: --extra='--use_vllm'")
    parser.add_argument("--eval_extra", default="",
                        help="extra test.py arguments for every evaluation, one string: --eval_extra='--n 4'")
    parser.add_argument("--eval_parallel", type=int, default=2,
                        help="evaluate: jobs at once, at least 1 (a vLLM job starts alone); the judge's CPU sets the "
                             "pace")
    parser.add_argument("--eval_temperatures", default=",".join(map(str, REWARD_EVAL_TEMPERATURES)),
                        help="evaluate: which of the declared temperatures to run for the study's runs")
    parser.add_argument("--evaluate_finished", default="",
                        help="train: temperatures at which a run that finishes is evaluated in the place it frees, "
                             "and a named run that had finished or stopped learning at once, in a place of its own, "
                             "each with a run's memory share (once no run trains, two at once in halves of the GPU): "
                             "0.7 and 1.0 (cuda_graph; not vLLM, which sizes itself from the whole GPU)")
    parser.add_argument("--stagger", type=float, default=0,
                        help="train: seconds between the starts of two runs (colocated vLLM measures the GPU's free "
                             "memory while it starts, and fails if another process allocates or frees meanwhile: "
                             "give it about 120)")
    args = parser.parse_args(argv)
    args.pieces = [folder for folder in args.pieces.split(",") if folder]
    if args.eval_parallel < 1:
        parser.error(f"--eval_parallel must be at least 1, got {args.eval_parallel}")
    try:
        args.eval_temperatures = [float(t) for t in args.eval_temperatures.split(",")]
    except ValueError:
        parser.error(f"--eval_temperatures must be numbers separated by commas, got {args.eval_temperatures!r}")
    unknown = sorted(set(args.eval_temperatures) - set(REWARD_EVAL_TEMPERATURES))
    if unknown:
        parser.error(f"--eval_temperatures: {unknown} not declared (declared: {list(REWARD_EVAL_TEMPERATURES)})")
    try:
        args.evaluate_finished = [float(t) for t in args.evaluate_finished.split(",") if t]
    except ValueError:
        parser.error(f"--evaluate_finished must be numbers separated by commas, got {args.evaluate_finished!r}")
    if any(REWARD_EVAL_ENGINES.get(t) in (None, "vllm") for t in args.evaluate_finished):
        parser.error("--evaluate_finished takes the declared temperatures sampled without vLLM: "
                     + ",".join(str(t) for t, engine in REWARD_EVAL_ENGINES.items() if engine != "vllm"))
    return args


def train_command(args, name, memory_share=None):
    """train_rl.py's command line for run `name`: resumed when its folder holds a checkpoint; memory_share: its
    --gpu_memory_share beside the others (gpu_memory_shares)."""
    folder = os.path.join(args.root, name)
    command = [sys.executable, os.path.join(ROOT, "train_rl.py"), str(RUN_U.get(name, 32)), "1000",
               "--model", args.model, "--output_dir", folder, *COMMON, *RUNS[name], *args.extra.split()]
    if memory_share is not None:
        command += ["--gpu_memory_share", str(memory_share)]
    return command + (["--resume"] if unfinished(folder) else ["--overwrite_output_dir"])


def place_memory_gib(place):
    """What a place beside others needs on the GPU: a run's by its adapter (run_memory_gib), an evaluation's as a
    TinyLoRA run's."""
    return run_memory_gib(RUNS.get(place))


def check_side_by_side(names, extra, gpu_gib):
    """Exit with one line before anything starts when the study's runs cannot all fit on the GPU side by side."""
    if gpu_gib is None or not any(n in STUDY_RUNS for n in names) or "--train_micro_batch" in extra_flags(extra):
        return
    # every place started together shares the GPU (gpu_memory_shares), with its CUDA context outside its share
    needs = [place_memory_gib(name) + PROCESS_OVERHEAD_GIB for name in names]
    if sum(needs) > gpu_gib:
        each = (f"{needs[0]} GiB each" if len(set(needs)) == 1 else
                ", ".join(f"{name} {need} GiB" for name, need in zip(names, needs)))
        fewer = (f"start at most {int(gpu_gib // needs[0])} at once" if len(set(needs)) == 1 else
                 "start fewer at once")
        sys.exit(f"error: {len(names)} runs side by side need about {sum(needs):.0f} GiB ({each}); this GPU has "
                 f"{gpu_gib:.0f} GiB: {fewer}, or pass a smaller --extra='--train_micro_batch N'")


def evaluation_memory_share(shares, extra, gpu_gib, idle_places):
    """An evaluation's --gpu_memory_share: in a place a run freed, the smallest of the runs' shares (a TinyLoRA run's
    or an evaluation's place, not a LoRA run's larger one); else the share given in --extra; else, once nothing
    trains, an equal share of idle_places."""
    if shares:
        return min(shares)
    return given_share(extra) or (gpu_memory_shares([STUDY_RUN_GIB] * idle_places, extra, gpu_gib) or [None])[0]


# An evaluation of REWARD_EVAL at T = 0.7 took about 420 s alone on an H100 (2026-11-25): one started with less of
# the budget left would be stopped before its result is written.
EVALUATION_SECONDS = 600
EVALUATIONS_AT_ONCE = 2  # evaluations side by side once no run trains (train --evaluate_finished)


def train(args, names):
    reasons = {name: reason_not_to_train(os.path.join(args.root, name)) for name in names}
    short = {name: budget_too_short(os.path.join(args.root, name), args.budget,
                                    EVALUATION_SECONDS if args.evaluate_finished else 0) for name in names}
    for name in names:  # a run refused for its budget has not ended: it is neither trained nor evaluated
        if reasons[name] or short[name]:
            print(f"{name}: not trained: {reasons[name] or short[name]}", flush=True)
    names = [name for name in names if not reasons[name] and not short[name]]
    if args.evaluate_finished and len(names) > 1 and "--use_vllm" in extra_flags(args.extra):
        sys.exit("error: --evaluate_finished beside runs with colocated vLLM: vLLM sizes itself from the whole GPU")

    # --evaluate_finished: a run that ends is evaluated in the place it freed, with a run's memory share: its own
    # jobs, and a base model job its pairing needs that is not stored yet (since 2026-12-05 the cuda_graph sampling
    # at T = 1.0); the base model's stored samplings are not run again
    def evaluations(ended, extra):
        done = [name for name in ended if name in STUDY_RUNS and not unfinished(os.path.join(args.root, name))]
        jobs = pending_evaluations(args, done, args.evaluate_finished, extra) if args.evaluate_finished else []
        prefixes = tuple(f"{name}_" for name in done + ["base"])
        return [(job, command) for job, command in jobs if job.startswith(prefixes)]

    # A named run that had ended gets a place of its own from the start: in the place of a run that ends, its
    # evaluation waited the whole session on 2026-12-05, when no run ended (not beside colocated vLLM: it waits)
    ended_before = [name for name, why in reasons.items() if why]
    ended_jobs = [job for job, _ in evaluations(ended_before, "")]
    evaluation_places = int(bool(names and ended_jobs and "--use_vllm" not in extra_flags(args.extra)))
    places = names + ["evaluations of the runs that had ended"] * evaluation_places
    if evaluation_places:
        print(f"evaluated at once, in a place of their own beside the runs that train: {', '.join(ended_jobs)}",
              flush=True)
    gpu_gib = gpu_memory_gib()
    check_side_by_side(places, args.extra, gpu_gib)
    shares = gpu_memory_shares([place_memory_gib(place) for place in places], args.extra, gpu_gib)
    processes = []
    for index, name in enumerate(names):
        if index and args.stagger:
            time.sleep(args.stagger)
        command = train_command(args, name, shares[index] if shares else None)
        os.makedirs(os.path.join(args.root, name), exist_ok=True)
        print(f"{name}: {' '.join(command[2:])}", flush=True)
        processes.append((name, *launch(command, os.path.join(args.root, name, "train.log"))))
    # Once nothing trains, a run's evaluations (0.7 and 1.0) run two at once in halves of the GPU: one samples while
    # the other's programs are judged on the CPU (a full fine-tuning run is trained and evaluated in one session)
    idle_places = max(len(places), min(EVALUATIONS_AT_ONCE, len(args.evaluate_finished)))
    evaluation_share = evaluation_memory_share(shares, args.extra, gpu_gib, idle_places)
    extra = f" --gpu_memory_share {evaluation_share}" if evaluation_share else ""
    codes = wait_and_fill(processes, args.budget,
                          lambda name, code: evaluations([name] if name in names else [], extra),
                          lambda job, command: launch(command, os.path.join(args.root, f"{job}.log")),
                          queued=evaluations(ended_before, extra), min_seconds_left=EVALUATION_SECONDS,
                          places=len(places), idle_places=idle_places)
    for name, code in codes.items():
        log = os.path.join(args.root, name, "train.log") if name in names else os.path.join(args.root, f"{name}.log")
        print(f"{name}: exit {code}; " + last_line(log), flush=True)


def last_line(path):
    with open(path, errors="replace") as f:
        lines = [line.strip() for line in f if line.strip() and "it/s]" not in line]
    return lines[-1][:300] if lines else ""


def evaluation_jobs(args, names):
    """{job name: test.py arguments}: the base model and each named run that has a final v. The lr sweep's runs
    (issue 13) use EVAL, with the base model on the held-out and the training problems; issue 25's runs use
    REWARD_EVAL at each of --eval_temperatures, paired with the base model evaluated alike, once finished."""
    test = os.path.join(ROOT, "test.py")
    jobs = {}
    if any(name not in STUDY_RUNS for name in names):  # issue 13's base-model jobs
        jobs["base_held_out"] = [test, "--baseline", "--model", args.model, "--test_data", *HELD_OUT, *EVAL]
        # the baseline of the relative reward curve: sampled as the rollouts are (temperature 1; test.py keeps
        # generate()'s top-k 50, the rollouts use none: a difference in the far tail only)
        jobs["base_train"] = [test, "--baseline", "--model", args.model, "--test_data", TRAIN, "--max_tests", "5",
                              *EVAL, "--temperature", str(ROLLOUT_TEMPERATURE)]
    for name in names:
        checkpoint = final_weights(os.path.join(args.root, name)) or os.path.join(args.root, name, "tiny_lora_v.pt")
        if name in STUDY_RUNS and unfinished(os.path.join(args.root, name)):
            continue  # its saved weights are the last save before a stop, not the final ones
        if name in STUDY_RUNS:
            for t in args.eval_temperatures:
                sampling = [*REWARD_EVAL, "--temperature", str(t), "--generation_engine", REWARD_EVAL_ENGINES[t]]
                jobs[base_job(t, engine=REWARD_EVAL_ENGINES[t])] = [test, "--baseline", "--model", args.model,
                                                                      "--test_data", *HELD_OUT, *sampling]
                if os.path.exists(checkpoint):
                    jobs[evaluation_job(name, t, REWARD_EVAL_ENGINES[t])] = [
                        test, "--checkpoint_path", checkpoint, "--test_data", *HELD_OUT, *sampling]
        elif os.path.isfile(checkpoint):
            jobs[f"{name}_held_out"] = [test, "--checkpoint_path", checkpoint, "--test_data", *HELD_OUT, *EVAL]
    for t in args.eval_temperatures:  # after the runs' jobs: the base model's extra samples, where it is evaluated
        base = base_job(t, engine=REWARD_EVAL_ENGINES[t])
        for seed in BASE_EXTRA_TEST_SEEDS.get(t, ()) if base in jobs else ():
            jobs[base_job(t, seed, REWARD_EVAL_ENGINES[t])] = [*jobs[base], "--test_seed", str(seed)]
    return {**jobs, **longer_limit_jobs(jobs)}


def pending_evaluations(args, names, temperatures, extra=""):
    """[(job, test.py command)] of the evaluation jobs of `names` at `temperatures` whose result is not in --root."""
    jobs = evaluation_jobs(argparse.Namespace(**{**vars(args), "eval_temperatures": temperatures}), names)
    return [(job, [sys.executable, *command, *f"{args.eval_extra}{extra}".split(), "--output",
                   os.path.join(args.root, f"{job}.json")])
            for job, command in jobs.items() if not result_file(args.root, job)]


def evaluate(args, names):
    """Every evaluation job whose JSON is missing, through run_queue: at most --eval_parallel at once, a vLLM job
    alone while it starts, never two vLLM jobs together. Each JSON lands as its job ends, so a lost machine keeps
    the finished ones. Jobs still running after an hour get SIGINT."""
    for name in names:
        if name in STUDY_RUNS and unfinished(os.path.join(args.root, name)):
            why = reason_not_to_train(os.path.join(args.root, name)) or "it holds a checkpoint"
            print(f"{name}: not finished ({why}), not evaluated", flush=True)
    pending = pending_evaluations(args, names, args.eval_temperatures)
    codes = run_queue(pending, args.eval_parallel,
                      lambda job, command: launch(command, os.path.join(args.root, f"{job}.log")), budget=3600)
    print(f"evaluations done: exit codes {codes}", flush=True)


def store(args, names):
    from study_store import store as store_study  # run folders and evaluations here, LoRA weights outside the tree

    store_study(args, names, STUDY_RUNS, evaluation_jobs)


def summarize(args, names):
    reward_names = [n for n in names if n in STUDY_RUNS]
    if reward_names:
        from adapter_study_summary import summarize_adapter_study
        from reward_study_summary import summarize_reward_runs

        summarize_reward_runs(args.root, args.out, {n: STUDY_RUNS[n] for n in reward_names}, REWARD_EVAL,
                              REWARD_EVAL_TEMPERATURES, HELD_OUT, BASE_EXTRA_TEST_SEEDS)
        summarize_adapter_study(args.root, args.out, {n: COMMON + STUDY_RUNS[n] for n in reward_names}, RUN_U,
                                REWARD_EVAL_TEMPERATURES, HELD_OUT, BASE_EXTRA_TEST_SEEDS)
    names = [n for n in names if n not in STUDY_RUNS]
    if names:
        from lr_sweep_summary import summarize_lr_sweep

        summarize_lr_sweep(args.root, args.out, {n: RUNS[n] for n in names}, HELD_OUT, COMMON, REFERENCE_RUN,
                           ROLLOUT_TEMPERATURE)


def main(argv=None):
    args = parse_args(argv)
    names = [n for n in args.runs.split(",") if n]
    unknown = [n for n in names if n not in RUNS]
    if unknown:
        sys.exit(f"error: unknown run(s) {', '.join(unknown)}; known: {', '.join(RUNS)}")
    if args.command != "store":
        os.makedirs(args.root, exist_ok=True)
    {"train": train, "evaluate": evaluate, "store": store, "summarize": summarize}[args.command](args, names)
    return 0


if __name__ == "__main__":
    sys.exit(main())
