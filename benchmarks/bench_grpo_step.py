"""Speed of a whole GRPO step and of test.py's work on the real model (issue 23), in one process.

Parts (each printed as a table and saved in --out):
  rounds   GRPO rounds of ROWS completions x 512 tokens through train_rl.py's trainer, for each engine and round
           size: generation, row gradients (the forward and backward taken while the judge works, train_rl.py's
           default), exposed reward (the reward function's wait after both), training (the step minus all three)
           and the step in seconds, first round (compilation) apart. Side by side: the
           original's cut (micro-batches of 8 with activation checkpointing, judging in the training process
           after the round) against this project's defaults (the micro-batch planned from the memory, the judge
           pool taking rows as they end, cut completions masked and left out of the training forward, the rows'
           gradients taken while the judge works); cut after is the default one training after the rewards
           (train_rl.py --no_train_while_judging, as before 2026-11-26's session 23), on the default cut's
           micro-batch plan of the same engine and row count (each default cut runs before the cuts after it); cut
           unskipped is cut after with the masked rows and columns trained as before (all zero-loss work), same
           plan, so the two differ in the masked work only; cut ends is the default one with each program
           handed to the judge only as its row ends, not once its code block closes (cuda_graph; as before
           2026-11-26's session 21), on the default cut's plan too; cut bfd is the default one with programs
           linked by g++'s default linker (ld.bfd) instead of gold (as before 2026-11-26's session 22), same plan;
           cut spread is the default one with each test after a program's first a judge job of its own, none run
           in order in the first test's job (JudgePool in_order_seconds 0, as before session 22), same plan;
           cut compiled is the default one with train_rl.py --compile_row_gradients (bf16 layers), same plan;
           cut shared is the default one with train_rl.py --share_prompt_forward (each prompt run once for its
           completions in the row gradients), same plan.
           Engine vllm is TRL's colocated vLLM (train_rl.py --use_vllm; its
           generation time includes TRL's weight sync); each vllm configuration runs in a child process of this
           command (a process holds one vLLM engine), and its result joins this run's table. Each round with the
           judge pool also records when each program reached the judge and got its verdict, the judge's work, and
           the earliest its last verdict could have come (grpo_step_report.judge_timeline and judge_work).
  profile  torch.profiler over one training micro-step of the default plan (the row gradients of one
           micro-batch): the top operators and CUDA kernels by device time, written next to --out as
           <stem>_profile.txt.
  eval     test.py's work: --eval_problems x --eval_samples x 512 tokens, judging included (the pool), for the
           cuda_graph engine and vLLM (when installed) at each row count, side by side; prints vLLM's speed over
           cuda_graph's per row count.

The defaults are issue 23's measurement in one command: rounds of 64 and 256 for cuda_graph and vLLM (where it is
installed), the profile, and test.py's work on 200 problems x 32 samples for both engines at both row counts (longer
than a GPU machine's 10-minute command: start it detached, tools/gpu_machine/README.md).

Usage (GPU machine, tools/gpu_machine/README.md carries the model):
  python benchmarks/bench_grpo_step.py --model bundled --out benchmarks/results/grpo_step/<date>_h100.json
  python benchmarks/bench_grpo_step.py --model bundled --parts rounds --engines cuda_graph --cuts default,after
  python benchmarks/bench_grpo_step.py --tiny      # every code path on a tiny random model, on the CPU
"""
import argparse
import datetime
import gc
import importlib.metadata
import importlib.util
import os
import platform
import subprocess
import sys
import time

import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # benchmarks/: grpo_step_*, result_paths
import utils  # noqa: E402
from grpo_step_report import speedups  # noqa: E402
from grpo_step_rounds import (CUTS, TRAIN_DEFAULTS, configurations, log, note_default_plan,  # noqa: E402
                              run_rounds, sync)
from result_paths import default_out  # noqa: E402
from tinylora_coder.generation.completions import make_engine  # noqa: E402
from tinylora_coder.judge.pool import JudgePool  # noqa: E402
from tinylora_coder.reward.rules import REWARD_RULES  # noqa: E402

PARTS = ("rounds", "profile", "eval")
DEFAULT_ENGINES = ("cuda_graph", "vllm")


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="bundled", help="model folder, .gguf file or 'bundled'")
    parser.add_argument("--parts", default=",".join(PARTS), help=f"comma-separated subset of {','.join(PARTS)}")
    parser.add_argument("--rows", default="64,256", help="completions per GRPO round (comma-separated)")
    parser.add_argument("--engines", default=None,
                        help="rollout engines of the rounds part (comma-separated; vllm: TRL's colocated vLLM; "
                             f"default {','.join(DEFAULT_ENGINES)}, vllm left out with a note where it is not "
                             "installed or there is no GPU, and with --tiny)")
    parser.add_argument("--cuts", default="original,default",
                        help="rounds part: original, default, after, unskipped, ends, bfd, spread, compiled and/or shared (the "
                             "original's cut runs at the first row count and the first engine only, ends with "
                             "cuda_graph only; the "
                             "others mask cut completions, train_rl.py's default, since 2026-11-25's session 17: "
                             "earlier results trained on them)")
    parser.add_argument("--reward", default=TRAIN_DEFAULTS["reward"], choices=tuple(REWARD_RULES),
                        help="train_rl.py's --reward of the rounds, every cut (binary: the judge stops at a first "
                             "failure; the results before 2026-11-25's session 16 were measured with partial)")
    parser.add_argument("--train_tests", type=int, default=0,
                        help="train_rl.py's --train_tests: tests judged per problem (0: all)")
    parser.add_argument("--judge_workers", type=int, default=-1,
                        help="judge processes of the rounds (-1: one per CPU core, train_rl.py's default; the original "
                             "cut always judges in the training process)")
    parser.add_argument("--steps", type=int, default=4, help="GRPO steps per configuration (the first compiles)")
    parser.add_argument("--max_new_tokens", type=int, default=512)
    parser.add_argument("--eval_engines", default="cuda_graph,vllm",
                        help="engines of the eval part (vllm only where installed; on a CPU: eager)")
    parser.add_argument("--eval_stop_at_first_failure", action="store_true",
                        help="eval part: test.py --stop_at_first_failure (pass@k alike, 0.30 core-s a program)")
    parser.add_argument("--eval_problems", type=int, default=200, help="eval part: problems (issue 23's size)")
    parser.add_argument("--eval_samples", type=int, default=32, help="eval part: samples per problem")
    parser.add_argument("--out", help="JSON file (default benchmarks/results/grpo_step/<today>_<device>.json)")
    parser.add_argument("--tiny", action="store_true", help="tiny random model on the CPU: checks the code paths")
    parser.add_argument("--child", help=argparse.SUPPRESS)  # ENGINE,ROWS,CUT: one rounds configuration, then exit
    parser.add_argument("--child_plan", help=argparse.SUPPRESS)  # MICRO_BATCH,on|off: the default cut's, for unskipped
    args = parser.parse_args(argv)
    if set(args.cuts.split(",")) - set(CUTS):
        parser.error(f"--cuts: choose from {','.join(CUTS)}, got {args.cuts}")
    if args.out is None:
        args.out = default_out("grpo_step", device="cpu" if args.tiny else None, variant="tiny" if args.tiny else None)
    return args


def load(args):
    if args.tiny:
        model, tokenizer = utils.tiny_qwen2_for_bundled_tokenizer()
    else:
        model, tokenizer = utils.get_model_and_tokenizer(args.model, use_4bit=False)
    utils.apply_tiny_lora(model, utils.TinyLoRAGlobalParams(32), rank=2, seed=42)
    return model, tokenizer


def run_child(args, engine_name, rows, cut, default_plan=None):
    """One rounds configuration in a child process of this command (vLLM: one engine a process); its entry."""
    out = f"{os.path.splitext(args.out)[0]}_child_{engine_name}_{rows}_{cut}.json"
    command = [sys.executable, os.path.abspath(__file__), "--model", args.model, "--parts", "rounds",
               "--steps", str(args.steps), "--max_new_tokens", str(args.max_new_tokens), "--reward", args.reward,
               "--train_tests", str(args.train_tests), "--judge_workers", str(args.judge_workers), "--out", out,
               "--child", f"{engine_name},{rows},{cut}"]
    if default_plan is not None:
        micro_batch, checkpointing = default_plan
        command += ["--child_plan", f"{micro_batch},{'on' if checkpointing else 'off'}"]
    subprocess.run(command, check=True)
    entry = utils.read_json(out)["rounds"][0]
    os.remove(out)
    return entry


def release_memory():
    """Free a finished configuration's trainer and engine for the next plan (its timed wrappers make a cycle)."""
    gc.collect()
    torch.cuda.empty_cache()  # nothing to do where CUDA was never initialised


def part_profile(trainer, out_path):
    """One training micro-step under torch.profiler, top operators and kernels: with training while judging, the row
    gradients of the last round's first micro-batch (its forward and backward); otherwise TRL's loss on it and its
    backward."""
    from torch.profiler import ProfilerActivity, profile

    from tinylora_coder.training import row_gradients, shared_prompts
    from tinylora_coder.training.trainer import training_attention

    buffered = trainer.round_in_flight[1]
    inputs = buffered[0] if buffered else None
    if inputs is None:
        return {"skipped": "no buffered round"}
    activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if torch.cuda.is_available() else [])
    trainer.model.train()
    # the micro-batch's rows as token lists, the masked completions (cut at the limit) empty: left out, as in a round
    prompts = [ids[mask.bool()].tolist() for ids, mask in zip(inputs["prompt_ids"], inputs["prompt_mask"])]
    completions = [ids[mask.bool()].tolist() for ids, mask in zip(inputs["completion_ids"], inputs["completion_mask"])]
    with profile(activities=activities) as prof:
        if trainer.train_while_judging:  # with the training attention kernels, as the trainer takes them
            with training_attention():  # the shared cut's own pass (its prefixes' part at the loss left out)
                (shared_prompts if trainer.share_prompt_forward else row_gradients).round_row_gradients(
                    trainer, prompts, completions)
        else:
            with trainer.compute_loss_context_manager():
                loss = trainer.compute_loss(trainer.model, inputs)
            loss.backward()
        sync()
    sort = "cuda_time_total" if torch.cuda.is_available() else "cpu_time_total"
    table = prof.key_averages().table(sort_by=sort, row_limit=30)
    with open(out_path, "w") as f:
        f.write(table)
    log(f"profile of one training micro-step written to {out_path}")
    trainer.model.zero_grad(set_to_none=True)
    return {"table": os.path.relpath(out_path, ROOT)}


def part_eval(args, model, tokenizer, engines, row_counts):
    """Evaluation as test.py runs it (sampling, then the judge pool): each engine at each row count, side by side in
    one process; the first call of each (engine, rows) compiles or starts the engine and is not timed."""
    problems = utils.load_problems(utils.find_data_file("code_contests", "train"), seed=0)[:args.eval_problems]
    device = "cuda" if torch.cuda.is_available() else "cpu"
    built = {name: make_engine(name, device) for name in engines}  # one vllm.LLM per process
    results = []
    for rows in row_counts:
        for name, engine in built.items():
            engine.batch_size = rows
            utils.evaluate_problems(model, tokenizer, problems[:max(1, rows // args.eval_samples)],
                                    n=args.eval_samples, max_new_tokens=args.max_new_tokens, engine=engine,
                                    progress=False)  # warm-up: compiles this shape, starts vLLM
            started = time.perf_counter()
            stop = args.eval_stop_at_first_failure
            with JudgePool(stop_at_first_failure=stop) as judge_pool:
                metrics = utils.evaluate_problems(model, tokenizer, problems, n=args.eval_samples, seed=1,
                                                  max_new_tokens=args.max_new_tokens, engine=engine, progress=False,
                                                  judge_pool=judge_pool, stop_at_first_failure=stop)
            completions = len(problems) * args.eval_samples
            entry = {"engine": engine.name, "rows": rows, "problems": len(problems), "samples": args.eval_samples,
                     "generation_s": round(metrics["generation_seconds"], 1),
                     "completions_per_s": round(completions / metrics["generation_seconds"], 1),
                     "judging_left_s": round(metrics["judge_seconds"], 1),
                     "total_s": round(time.perf_counter() - started, 1), "pass@1": round(metrics["pass@1"], 4),
                     "truncated": metrics["truncated"], "judged": "to the first failure" if stop else "every test"}
            results.append(entry)
            log(f"eval {engine.name}, {rows} rows a call ({len(problems)} x {args.eval_samples} x "
                f"{args.max_new_tokens} tokens): {entry}")
    return results


def available_engines(names):
    """`names` without vllm where it cannot run here (not installed, or no GPU), with a note."""
    if "vllm" in names and not (torch.cuda.is_available() and importlib.util.find_spec("vllm")):
        log("vllm left out: " + ("not installed" if torch.cuda.is_available() else "no GPU"))
        names = [name for name in names if name != "vllm"]
    return names


def main(argv=None):
    args = parse_args(argv)
    parts = args.parts.split(",")
    row_counts = [int(r) for r in args.rows.split(",")]
    if args.engines:
        engines = args.engines.split(",")
    elif args.tiny or "rounds" not in parts:  # the tiny run's vLLM children would load the real model
        engines = [DEFAULT_ENGINES[0]]
    else:
        engines = available_engines(list(DEFAULT_ENGINES))
    if args.tiny:
        args.max_new_tokens, row_counts, args.steps = 16, [16], 2
        args.eval_problems, args.eval_samples = 4, 2
    device = torch.cuda.get_device_name(0) if torch.cuda.is_available() else platform.processor() or "cpu"
    result = {"device": device, "date": datetime.date.today().isoformat(), "max_new_tokens": args.max_new_tokens,
              "versions": {name: importlib.metadata.version(name) for name in ("torch", "transformers", "trl", "vllm")
                           if importlib.util.find_spec(name)}}

    def save():
        if not args.tiny:
            utils.write_json(args.out, result)

    # vLLM's configurations run first, each in a child process, while this one holds no GPU memory (holding the
    # model and the cuda_graph rounds' caches, it left a child too little: out of memory on an H100, 2026-11-25)
    rounds = configurations(engines, row_counts, args.cuts.split(",")) if "rounds" in parts else []
    default_plans = {}  # (engine, rows) -> (micro_batch, checkpointing) of the default cut, for unskipped and ends
    children = {}
    for engine_name, rows, cut in rounds if not args.child else []:
        if engine_name == "vllm":
            children[(rows, cut)] = run_child(args, engine_name, rows, cut, default_plans.get((engine_name, rows)))
            note_default_plan(default_plans, engine_name, rows, cut, children[(rows, cut)])
    model, tokenizer = load(args)
    result.update(model=getattr(model, "tinylora_model_id", args.model), dtype=str(model.dtype))

    if args.child:  # one configuration for the parent process
        engine_name, rows, cut = args.child.split(",")
        default_plan = args.child_plan and (int(args.child_plan.split(",")[0]), args.child_plan.endswith(",on"))
        entry, _ = run_rounds(args, model, tokenizer, engine_name, int(rows), cut, args.steps, default_plan)
        utils.write_json(args.out, {**result, "rounds": [entry]})
        return 0
    # the profile takes the last in-process default cut's trainer, right after its rounds: none is kept for later
    profiled = max((i for i, (engine_name, _, cut) in enumerate(rounds) if cut == "default" and engine_name != "vllm"),
                   default=None) if "profile" in parts else None
    if "rounds" in parts:
        result["rounds"], result["reward"], result["train_tests"] = [], args.reward, args.train_tests or "all"
        for index, (engine_name, rows, cut) in enumerate(rounds):
            if engine_name == "vllm":
                entry = children[(rows, cut)]
            else:
                entry, trainer = run_rounds(args, model, tokenizer, engine_name, rows, cut, args.steps,
                                            default_plans.get((engine_name, rows)))
                if index == profiled:
                    result["profile"] = part_profile(trainer, "/tmp/profile.txt" if args.tiny else
                                                     f"{os.path.splitext(args.out)[0]}_profile.txt")
                del trainer
                release_memory()
            result["rounds"].append(entry)
            note_default_plan(default_plans, engine_name, rows, cut, entry)
            save()
        result["speedups"] = speedups(result["rounds"])
        for line in result["speedups"]:
            log(line)
    if "eval" in parts:
        eval_engines = available_engines(args.eval_engines.split(",")) if torch.cuda.is_available() else ["eager"]
        result["eval"] = part_eval(args, model, tokenizer, eval_engines, row_counts)
        save()
        for rows in row_counts:
            speed = {e["engine"]: e["completions_per_s"] for e in result["eval"] if e["rows"] == rows}
            if len(speed) == 2:
                ratio = speed.get("vllm", 0) / max(speed.get("cuda_graph", 1e-9), 1e-9)
                log(f"{rows} rows: vllm / cuda_graph completions per second = {ratio:.2f}")
                result.setdefault("vllm_over_cuda_graph", {})[str(rows)] = round(ratio, 2)
        save()
    log(f"wrote {args.out}" if not args.tiny else "tiny run done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
