"""Rollout and evaluation speed of the generation engines on the real model (issue 11), in one process.

Parts (each prints a table and is saved in --out):
  engines    useful tokens/s (tokens up to the end token) of every engine on the same prompts and sampling,
             interleaved over --rounds; the first call of each engine (compilation included) is kept apart.
  agreement  greedy outputs of the fast engine against the eager merged path (first 24 tokens, 16 rows) at a
             non-zero v, and whether they change when v changes (in-place merged weights + CUDA graphs).
  logprobs   sampling log-probs recorded by each engine against the training forward's (low-rank TinyLoRA
             path, as GRPOTrainer computes them) for the same tokens.
  eval       test.py's work: 32 bundled problems x 8 samples x 512 tokens with the fast engine, generation and
             judging seconds (run twice: with and after compilation).
  grpo       GRPO rounds of 64 completions x 512 tokens through train_rl.py's trainer: generation, reward and
             the rest (log-probs, optimizer) in seconds per round.

Usage (GPU machine, the real model saved in Hugging Face format or as the GGUF):
  python benchmarks/bench_rollouts.py --model /tmp/q05b --out benchmarks/results/rollouts_real_0.5b.json
  python benchmarks/bench_rollouts.py --tiny      # every code path on a tiny random model, on the CPU
"""
import argparse
import datetime
import json
import os
import platform
import statistics
import sys
import time

import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
import utils  # noqa: E402
from tinylora_coder.generation import make_engine, sampling_config  # noqa: E402

PARTS = ("engines", "agreement", "logprobs", "eval", "grpo")


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="bundled", help="model folder, .gguf file or 'bundled'")
    parser.add_argument("--parts", default=",".join(PARTS), help=f"comma-separated subset of {','.join(PARTS)}")
    parser.add_argument("--rounds", type=int, default=2, help="interleaved repeats of the engines part")
    parser.add_argument("--max_new_tokens", type=int, default=512)
    parser.add_argument("--rows", type=int, default=64, help="sequences per generate() call")
    parser.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results", "rollouts_real_0.5b.json"))
    parser.add_argument("--tiny", action="store_true", help="tiny random model on the CPU: checks the code paths")
    return parser.parse_args(argv)


def log(message):
    print(message, flush=True)


def sync():
    if torch.cuda.is_available():
        torch.cuda.synchronize()


def problem_prompts(tokenizer, count, split_files=("test", "valid")):
    problems = []
    for split in split_files:
        problems += utils.load_problems(utils.find_data_file("code_contests", split))
    problems = problems[:count]
    ids = [tokenizer(utils.apply_chat_template(p, tokenizer)["prompt"], add_special_tokens=False)["input_ids"]
           for p in problems]
    return problems, ids


def useful_tokens(completions, end_ids):
    return sum(len(c) - (1 if c and c[-1] in end_ids else 0) for c in completions)


def load(args):
    if args.tiny:
        tokenizer = utils.load_bundled_tokenizer()
        model = utils.build_tiny_qwen2(vocab_size=len(tokenizer), seed=0)
        model.generation_config.eos_token_id = list(utils.QWEN_EOS_TOKEN_IDS)
    else:
        model, tokenizer = utils.get_model_and_tokenizer(args.model, use_4bit=False, for_inference=True)
    params = utils.TinyLoRAGlobalParams(32)
    utils.apply_tiny_lora(model, params, rank=2, seed=42)
    return model, tokenizer, params


def set_v(params, seed, norm):
    generator = torch.Generator().manual_seed(seed)
    v = torch.randn(params.global_v.shape, generator=generator)
    with torch.no_grad():
        params.global_v.copy_(v / v.norm() * norm)


def engines_to_compare(args, device, width):
    """name -> engine, every engine padded to the same prompt width (one compiled shape for the whole run)."""
    rows = args.rows
    engines = {"eager": make_engine("eager", device, batch_size=rows, min_prompt_width=width),
               "continuous": make_engine("continuous", device, batch_size=rows, use_cuda_graph=False),
               "continuous_cuda_graph": make_engine("continuous", device, batch_size=rows, use_cuda_graph=True),
               "compiled": make_engine("compiled", device, batch_size=rows, min_prompt_width=width)}
    if device == "cpu":  # no CUDA graphs, no compilation on a CPU: the two would repeat eager and continuous
        engines.pop("continuous_cuda_graph")
        engines.pop("compiled")
    return engines


def part_engines(args, model, tokenizer, engines, prompts, end_ids):
    config = sampling_config(model, tokenizer, 0.7, args.max_new_tokens)
    results = {name: {"seconds": [], "useful_tokens": []} for name in engines}
    for round_index in range(args.rounds + 1):  # round 0 is each engine's first call
        for name, engine in engines.items():
            torch.manual_seed(round_index)
            sync()
            start = time.perf_counter()
            completions = engine.generate(model, prompts, config, tokenizer.pad_token_id)
            sync()
            seconds = time.perf_counter() - start
            tokens = useful_tokens(completions, end_ids)
            if round_index == 0:
                results[name]["first_call_seconds"] = round(seconds, 2)
            else:
                results[name]["seconds"].append(round(seconds, 2))
                results[name]["useful_tokens"].append(tokens)
            log(f"  round {round_index} {name}: {tokens} useful tokens in {seconds:.1f} s "
                f"({tokens / seconds:,.0f} tokens/s)")
    table = {}
    for name, r in results.items():
        rate = statistics.median(t / s for t, s in zip(r["useful_tokens"], r["seconds"]))
        table[name] = {"useful_tokens_per_s": round(rate), "seconds": statistics.median(r["seconds"]),
                       "first_call_seconds": r["first_call_seconds"], "runs_seconds": r["seconds"],
                       "runs_useful_tokens": r["useful_tokens"]}
    eager = table["eager"]["useful_tokens_per_s"]
    log(f"\n{'engine':<24}{'useful tok/s':>14}{'x eager':>9}{'s/call':>9}{'first call s':>14}")
    for name, row in table.items():
        log(f"{name:<24}{row['useful_tokens_per_s']:>14,}{row['useful_tokens_per_s'] / eager:>9.2f}"
            f"{row['seconds']:>9.1f}{row['first_call_seconds']:>14.1f}")
    return table


def part_agreement(args, model, tokenizer, engines, prompts, params):
    fast_name = "compiled" if "compiled" in engines else "continuous"
    config = sampling_config(model, tokenizer, 0.0, args.max_new_tokens)
    rows = prompts[:16]
    set_v(params, seed=1, norm=0.1)
    reference = engines["eager"].generate(model, rows, config, tokenizer.pad_token_id)
    fast = engines[fast_name].generate(model, rows, config, tokenizer.pad_token_id)
    agree = sum(a[:24] == b[:24] for a, b in zip(reference, fast))
    set_v(params, seed=2, norm=0.1)
    moved = engines[fast_name].generate(model, rows, config, tokenizer.pad_token_id)
    changed = sum(a[:24] != b[:24] for a, b in zip(fast, moved))
    set_v(params, seed=0, norm=0.0)
    log(f"\nagreement ({fast_name} vs eager merged, greedy, first 24 tokens, |v| = 0.1): {agree}/16 rows agree; "
        f"after a new v of the same norm {changed}/16 rows change")
    return {"fast_engine": fast_name, "rows": 16, "agree_first_24_tokens": agree, "changed_with_new_v": changed}


def training_logprobs(model, prompt, completion, temperature):
    """Per-token log-probs of `completion` as GRPOTrainer's forward computes them (low-rank TinyLoRA path)."""
    ids = torch.tensor([prompt + completion], device=next(model.parameters()).device)
    with torch.no_grad():
        logits = model(ids).logits[0, len(prompt) - 1:-1].float() / temperature
    return torch.log_softmax(logits, dim=-1).gather(-1, ids[0, len(prompt):, None])[:, 0].cpu()


def part_logprobs(args, model, tokenizer, engines, prompts, params):
    set_v(params, seed=1, norm=0.1)
    # GRPOTrainer's rollout settings (GRPOConfig defaults): T = 1, no top-k, top-p or min-p filtering.
    config = sampling_config(model, tokenizer, 1.0, min(256, args.max_new_tokens))
    config.top_k, config.top_p, config.min_p, config.repetition_penalty = 0, 1.0, None, 1.0
    result = {}
    model.eval()
    for name in [n for n in ("eager", "compiled") if n in engines]:
        engine = engines[name]
        engine.record_logprobs = True
        torch.manual_seed(0)
        completions = engine.generate(model, prompts[:16], config, tokenizer.pad_token_id)
        engine.record_logprobs = False
        diffs = []
        for prompt, completion, sampled in zip(prompts[:16], completions, engine.last_logprobs):
            trained = training_logprobs(model, prompt, completion, 1.0)
            diffs.append((trained - torch.tensor(sampled)).abs())
        d = torch.cat(diffs)
        result[name] = {"tokens": int(d.numel()), "mean_abs_logp_difference": float(d.mean()),
                        "max_abs_logp_difference": float(d.max()),
                        "p99_abs_logp_difference": float(d.quantile(0.99))}
        log(f"logprobs {name} vs training forward: mean |diff| {d.mean():.4f}, p99 {d.quantile(0.99):.4f}, "
            f"max {d.max():.4f} over {d.numel()} tokens")
    set_v(params, seed=0, norm=0.0)
    return result


def part_eval(args, model, tokenizer, fast_engine, count):
    problems, _ = problem_prompts(tokenizer, count)
    runs = []
    for attempt in range(2):
        started = time.perf_counter()
        metrics = utils.evaluate_problems(model, tokenizer, problems, n=8, max_new_tokens=args.max_new_tokens,
                                          seed=attempt, engine=fast_engine, progress=False)
        runs.append({"generation_seconds": round(metrics["generation_seconds"], 1),
                     "judge_seconds": round(metrics["judge_seconds"], 1),
                     "total_seconds": round(time.perf_counter() - started, 1), "pass@1": metrics["pass@1"],
                     "compile_rate": metrics["compile_rate"], "truncated": metrics["truncated"]})
        log(f"eval run {attempt + 1} ({fast_engine.name}, {len(problems)} problems x 8 x {args.max_new_tokens}): "
            f"generation {runs[-1]['generation_seconds']} s, judging {runs[-1]['judge_seconds']} s, "
            f"pass@1 {metrics['pass@1']:.3f}")
    return {"problems": len(problems), "samples": 8, "max_new_tokens": args.max_new_tokens, "engine": fast_engine.name,
            "runs": runs}


def part_grpo(args, model, tokenizer, engine_name, steps=3):
    from transformers import TrainerCallback

    from tinylora_coder.train_data import longest_prompt_tokens, to_grpo_dataset
    from tinylora_coder.trainer import TinyLoRAGRPOTrainer, grpo_config

    problems = utils.load_problems(utils.find_data_file("code_contests", "train"), max_samples=64, seed=0)
    timings = {"generation": [], "reward": [], "step": []}

    def timed_reward(*a, **k):
        start = time.perf_counter()
        rewards = utils.code_reward_func(*a, **k)
        timings["reward"].append(time.perf_counter() - start)
        return rewards

    class StepTimer(TrainerCallback):
        def on_step_begin(self, *a, **k):
            sync()
            self.start = time.perf_counter()

        def on_step_end(self, *a, **k):
            sync()
            timings["step"].append(time.perf_counter() - self.start)

    on_cuda = torch.cuda.is_available()
    config = grpo_config(os.path.join("/tmp", "bench-grpo"), on_cuda, num_generations=8, learning_rate=1e-3,
                         per_device_train_batch_size=8, gradient_accumulation_steps=8,
                         max_completion_length=args.max_new_tokens, max_steps=steps, num_iterations=1,
                         save_strategy="no", seed=0)
    dataset = to_grpo_dataset(problems, tokenizer)
    engine = make_engine(engine_name, "cuda" if on_cuda else "cpu", batch_size=64,
                         min_prompt_width=longest_prompt_tokens(dataset, tokenizer))
    trainer = TinyLoRAGRPOTrainer(model=model, reward_funcs=[timed_reward], args=config, train_dataset=dataset,
                                  processing_class=tokenizer, callbacks=[StepTimer()], engine=engine)
    generate = trainer.engine.generate

    def timed_generate(*a, **k):
        sync()
        start = time.perf_counter()
        out = generate(*a, **k)
        sync()
        timings["generation"].append(time.perf_counter() - start)
        return out

    trainer.engine.generate = timed_generate
    trainer.train()
    rounds = [{"generation_s": round(g, 2), "reward_s": round(r, 2), "rest_s": round(s - g - r, 2),
               "step_s": round(s, 2)} for g, r, s in zip(timings["generation"], timings["reward"], timings["step"])]
    for i, r in enumerate(rounds):
        log(f"grpo round {i + 1} ({trainer.engine.name}, 64 completions x {args.max_new_tokens}): {r}")
    return {"engine": trainer.engine.name, "completions_per_round": 64, "rounds": rounds}


def main(argv=None):
    args = parse_args(argv)
    parts = args.parts.split(",")
    if args.tiny:
        args.max_new_tokens, args.rows, args.rounds = 16, 8, 1
    device = "cuda" if torch.cuda.is_available() else "cpu"
    model, tokenizer, params = load(args)
    problems, prompts = problem_prompts(tokenizer, args.rows // 8 if not args.tiny else 2)
    prompts = [p for p in prompts for _ in range(8)]  # 8 samples per problem, as in test.py --n 8
    end_ids = list(utils.QWEN_EOS_TOKEN_IDS)
    _, all_prompts = problem_prompts(tokenizer, 64)
    width = max(len(p) for p in all_prompts)  # one prompt width (and so one compiled shape) for every part
    engines = engines_to_compare(args, device, width)
    result = {"device": torch.cuda.get_device_name(0) if device == "cuda" else platform.processor() or "cpu",
              "date": datetime.date.today().isoformat(), "model": getattr(model, "tinylora_model_id", args.model),
              "dtype": str(model.dtype).replace("torch.", ""), "max_new_tokens": args.max_new_tokens,
              "rows_per_call": args.rows, "temperature": 0.7,
              "versions": {"torch": torch.__version__, "transformers": __import__("transformers").__version__,
                           "trl": __import__("trl").__version__, "python": platform.python_version()}}
    def save():  # after every part, so a command stopped at its time limit keeps what it measured
        if not args.tiny:
            utils.write_json(args.out, result)

    if "engines" in parts:
        log(f"engines: {len(prompts)} sequences ({len(problems)} problems x 8), up to {args.max_new_tokens} tokens")
        result["engines"] = part_engines(args, model, tokenizer, engines, prompts, end_ids)
        save()
    if "agreement" in parts:
        result["agreement"] = part_agreement(args, model, tokenizer, engines, all_prompts, params)
        save()
    if "logprobs" in parts:
        result["logprobs"] = part_logprobs(args, model, tokenizer, engines, all_prompts, params)
        save()
    fast = engines.get("compiled") or engines["eager"]
    if "eval" in parts:
        result["eval"] = part_eval(args, model, tokenizer, fast, 32 if not args.tiny else 2)
        save()
    if "grpo" in parts:
        result["grpo"] = part_grpo(args, model, tokenizer, fast.name, steps=3 if not args.tiny else 2)
    if not args.tiny:
        utils.write_json(args.out, result)
        log(f"wrote {args.out}")
    else:
        log(json.dumps({k: v for k, v in result.items() if k not in ("versions",)}, indent=1)[:3000])
    return 0


if __name__ == "__main__":
    sys.exit(main())
