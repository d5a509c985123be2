"""Rollout and evaluation speed of the generation engines on the real model (issue 11), in one process.

Parts (each prints a table and is saved in --out):
  engines    useful tokens/s (tokens up to the end token) of every engine on the same prompts and sampling,
             interleaved over --rounds; the first call of each engine (compilation included) is kept apart.
  agreement  greedy outputs of the fast engine against the eager merged path (first 24 tokens) at a non-zero v,
             on the same padded input (same rows, same prompt width), and whether they change when v changes
             (in-place merged weights + CUDA graphs). For scale, the bf16 noise floor: the eager path against
             itself with the same prompts batched differently (16 rows instead of 64).
  logprobs   sampling log-probs recorded by each engine against the training forward's (low-rank TinyLoRA
             path, as GRPOTrainer computes them) for the same tokens.
  eval       test.py's work: 32 bundled problems x 8 samples x 512 tokens with the fast engine, generation and
             judging seconds (run twice: with and after compilation).
(GRPO rounds through the trainer: benchmarks/bench_grpo_step.py.)

Usage (GPU machine, the real model saved in Hugging Face format or as the GGUF):
  python benchmarks/bench_rollouts.py --model /tmp/q05b --out benchmarks/results/rollouts/<date>_h100.json
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
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # benchmarks/: result_paths
import utils  # noqa: E402
from result_paths import default_out  # noqa: E402
from tinylora_coder.generation.completions import make_engine, sampling_config  # noqa: E402

PARTS = ("engines", "agreement", "logprobs", "eval")


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="bundled", help="model folder, .gguf file or 'bundled'")
    parser.add_argument("--parts", default=",".join(PARTS), help=f"comma-separated subset of {','.join(PARTS)}")
    parser.add_argument("--rounds", type=int, default=2, help="interleaved repeats of the engines part")
    parser.add_argument("--max_new_tokens", type=int, default=512)
    parser.add_argument("--rows", default="64",
                        help="sequences per generate() call; a comma-separated list measures each (e.g. 64,256: a "
                             "GRPO round of 8 x 8 and test.py's 32 problems x 8 in one call)")
    parser.add_argument("--engines", default="eager,compiled,cuda_graph,continuous,continuous_cuda_graph",
                        help="engines part: which engines to time (eager is always included: the ratios use it); "
                             "add vllm (CUDA, requirements-vllm.txt) to compare vLLM too")
    parser.add_argument("--vllm_gpu_memory_utilization", type=float, default=0.3,
                        help="share of the GPU the vllm engine may take (weights + KV cache)")
    parser.add_argument("--out", help="JSON file (default benchmarks/results/rollouts/<today>_<device>.json)")
    parser.add_argument("--emulate_precision_casts", action="store_true",
                        help="torch._inductor.config.emulate_precision_casts: the compiled decode rounds to bf16 "
                             "wherever eager does, instead of keeping fused intermediates in float32 (agreement test)")
    parser.add_argument("--tiny", action="store_true", help="tiny random model on the CPU: checks the code paths")
    args = parser.parse_args(argv)
    if args.out is None:
        args.out = default_out("rollouts", device="cpu" if args.tiny else None, variant="tiny" if args.tiny else None)
    return args


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
        model, tokenizer = utils.tiny_qwen2_for_bundled_tokenizer()
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


def engines_to_compare(args, device, width, rows, vllm_engine=None):
    """name -> engine, every engine padded to the same prompt width (one compiled shape per row count)."""
    engines = {"eager": make_engine("eager", device, batch_size=rows, min_prompt_width=width),
               "continuous": make_engine("continuous", device, batch_size=rows, use_cuda_graph=False),
               "continuous_cuda_graph": make_engine("continuous", device, batch_size=rows, use_cuda_graph=True),
               "compiled": make_engine("compiled", device, batch_size=rows, min_prompt_width=width),
               "cuda_graph": make_engine("cuda_graph", device, batch_size=rows, min_prompt_width=width)}
    if device == "cpu":  # no CUDA graphs, no compilation on a CPU: these would repeat eager and continuous
        for name in ("continuous_cuda_graph", "compiled", "cuda_graph"):
            engines.pop(name)
    wanted = {"eager", *args.engines.split(",")}
    if "vllm" in wanted:  # one vLLM engine for every row count (main makes it): it schedules its own batches
        engines["vllm"] = vllm_engine
    return {name: engine for name, engine in engines.items() if name in wanted}


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
    """Greedy first-24-token agreement of the fast engine with eager, both given the same padded batch."""
    from tinylora_coder.generation.engine import PROMPT_BUCKET

    fast_name = next((name for name in ("cuda_graph", "compiled", "continuous") if name in engines), None)
    if fast_name is None:
        log("agreement: skipped (no fast engine among --engines)")
        return {}
    fast = engines[fast_name]
    device = next(model.parameters()).device
    # The fast engine decodes the full length (its compiled shape depends on it); greedy tokens 1-24 do not.
    config = sampling_config(model, tokenizer, 0.0, args.max_new_tokens)
    compared = min(24, args.max_new_tokens)
    short = sampling_config(model, tokenizer, 0.0, compared)
    rows = prompts[:fast.batch_size]
    bucket = fast.prompt_bucket if fast_name in ("compiled", "cuda_graph") else 1
    eager_same = make_engine("eager", device, batch_size=len(rows), min_prompt_width=fast.min_prompt_width,
                             prompt_bucket=bucket)  # exactly the compiled engine's input tensors
    eager_16 = make_engine("eager", device, batch_size=16, min_prompt_width=fast.min_prompt_width,
                           prompt_bucket=PROMPT_BUCKET)  # the same prompts, batched 16 at a time

    def first_24(outputs):
        return [tuple(o[:compared]) for o in outputs]

    set_v(params, seed=1, norm=0.1)
    reference = first_24(eager_same.generate(model, rows, short, tokenizer.pad_token_id))
    regrouped = first_24(eager_16.generate(model, rows, short, tokenizer.pad_token_id))
    fast_out = first_24(fast.generate(model, rows, config, tokenizer.pad_token_id))
    set_v(params, seed=2, norm=0.1)
    moved = first_24(fast.generate(model, rows, config, tokenizer.pad_token_id))
    vllm = engines.get("vllm")
    if vllm is not None:  # vLLM after a weight sync of W + dW, and after the sync of the next v
        set_v(params, seed=1, norm=0.1)
        vllm_out = first_24(vllm.generate(model, rows, short, tokenizer.pad_token_id))
        set_v(params, seed=2, norm=0.1)
        vllm_moved = first_24(vllm.generate(model, rows, short, tokenizer.pad_token_id))
    set_v(params, seed=0, norm=0.0)
    plain = first_24(fast.generate(model, rows, config, tokenizer.pad_token_id))
    if vllm is not None:
        vllm_plain = first_24(vllm.generate(model, rows, short, tokenizer.pad_token_id))

    def agree(a, b, count=None):
        pairs = list(zip(a, b))[:count]
        return sum(x == y for x, y in pairs)

    n, first = len(rows), min(16, len(rows))
    result = {"fast_engine": fast_name, "rows": n, "v_norm": 0.1,
              "agree_first_16_rows": agree(fast_out, reference, 16),
              "agree_all_rows": agree(fast_out, reference),
              "noise_floor_eager_regrouped_first_16_rows": agree(regrouped, reference, 16),
              "noise_floor_eager_regrouped_all_rows": agree(regrouped, reference),
              "changed_with_new_v_first_16_rows": first - agree(fast_out, moved, 16),
              "changed_with_new_v_all_rows": n - agree(fast_out, moved),
              "differs_from_v0_all_rows": n - agree(fast_out, plain)}
    if vllm is not None:
        result["vllm"] = {"agree_with_eager_first_16_rows": agree(vllm_out, reference, 16),
                          "agree_with_eager_all_rows": agree(vllm_out, reference),
                          "agree_with_eager_batched_16_first_16_rows": agree(vllm_out, regrouped, 16),
                          "changed_with_new_v_first_16_rows": first - agree(vllm_out, vllm_moved, 16),
                          "differs_from_v0_first_16_rows": first - agree(vllm_out, vllm_plain, 16),
                          "differs_from_v0_all_rows": n - agree(vllm_out, vllm_plain),
                          "v0_agrees_with_compiled_v0_all_rows": agree(vllm_plain, plain)}
    log(f"\nagreement, greedy, first 24 tokens, |v| = 0.1, same padded batch of {n} rows:\n"
        f"  {fast_name} vs eager merged: {result['agree_first_16_rows']}/{first} of the first rows, "
        f"{result['agree_all_rows']}/{n} in all\n"
        f"  noise floor, eager vs eager batched 16 at a time: "
        f"{result['noise_floor_eager_regrouped_first_16_rows']}/{first}, "
        f"{result['noise_floor_eager_regrouped_all_rows']}/{n}\n"
        f"  {fast_name} after a new v of the same norm: "
        f"{result['changed_with_new_v_first_16_rows']}/{first} rows change "
        f"({result['changed_with_new_v_all_rows']}/{n}); at v = 0: {result['differs_from_v0_all_rows']}/{n} differ")
    if vllm is not None:
        log(f"  vllm after a weight sync vs eager merged: {result['vllm']['agree_with_eager_first_16_rows']}/{first} "
            f"of the first rows, {result['vllm']['agree_with_eager_all_rows']}/{n} in all; differs from v = 0 in "
            f"{result['vllm']['differs_from_v0_first_16_rows']}/{first}; follows a new v in "
            f"{result['vllm']['changed_with_new_v_first_16_rows']}/{first}")
    return result


def training_logprobs(model, prompt, completion, temperature):
    """Per-token log-probs of `completion` as GRPOTrainer's forward computes them (low-rank TinyLoRA path)."""
    ids = torch.tensor([prompt + completion], device=next(model.parameters()).device)
    with torch.no_grad():
        logits = model(ids).logits[0, len(prompt) - 1:-1].float() / temperature
    return torch.log_softmax(logits, dim=-1).gather(-1, ids[0, len(prompt):, None])[:, 0].cpu()


def part_logprobs(args, model, tokenizer, engines, prompts, params):
    set_v(params, seed=1, norm=0.1)
    # GRPOTrainer's rollout settings (GRPOConfig defaults): T = 1, no top-k, top-p or min-p filtering.
    config = sampling_config(model, tokenizer, 1.0, args.max_new_tokens)  # the compiled shape of the other parts
    config.top_k, config.top_p, config.min_p, config.repetition_penalty = 0, 1.0, None, 1.0
    result = {}
    model.eval()
    for name in [n for n in ("eager", "compiled", "cuda_graph", "vllm") if n in engines]:
        engine = engines[name]
        # transformers keeps every step's scores (rows x vocabulary, float32) until the call ends
        held = engine.batch_size * config.max_new_tokens * len(tokenizer) * 4
        on_cuda = torch.cuda.is_available()
        if name in ("eager", "compiled") and on_cuda and held > 0.25 * torch.cuda.get_device_properties(0).total_memory:
            log(f"logprobs {name}: skipped, its {engine.batch_size}-row calls would hold {held / 2**30:.0f} GiB of "
                f"scores (put a row count of 64 or less first in --rows)")
            continue
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


def main(argv=None):
    args = parse_args(argv)
    parts = args.parts.split(",")
    row_counts = [int(r) for r in str(args.rows).split(",")]
    if args.tiny:
        args.max_new_tokens, row_counts, args.rounds = 16, [8], 1
    device = "cuda" if torch.cuda.is_available() else "cpu"
    if args.emulate_precision_casts:  # read when the decode step is compiled, so set before any engine runs
        from torch._inductor import config as inductor_config
        inductor_config.emulate_precision_casts = True
    model, tokenizer, params = load(args)
    end_ids = list(utils.QWEN_EOS_TOKEN_IDS)
    _, all_prompts = problem_prompts(tokenizer, 64)
    width = max(len(p) for p in all_prompts)  # one prompt width (and so one compiled shape per row count)
    vllm_engine = None
    if "vllm" in args.engines.split(","):
        vllm_engine = make_engine("vllm", device, gpu_memory_utilization=args.vllm_gpu_memory_utilization)
    engines_by_rows = {rows: engines_to_compare(args, device, width, rows, vllm_engine) for rows in row_counts}
    engines = engines_by_rows[row_counts[0]]
    result = {"device": torch.cuda.get_device_name(0) if device == "cuda" else platform.processor() or "cpu",
              "date": datetime.date.today().isoformat(), "model": getattr(model, "tinylora_model_id", args.model),
              "dtype": str(model.dtype).replace("torch.", ""), "max_new_tokens": args.max_new_tokens,
              "rows_per_call": row_counts[0], "temperature": 0.7,
              "emulate_precision_casts": args.emulate_precision_casts,
              "versions": {"torch": torch.__version__, "transformers": __import__("transformers").__version__,
                           "trl": __import__("trl").__version__, "python": platform.python_version()}}

    def save():  # after every part, so a command stopped at its time limit keeps what it measured
        if not args.tiny:
            utils.write_json(args.out, result)

    if "engines" in parts:
        for rows, row_engines in engines_by_rows.items():
            problems, prompts = problem_prompts(tokenizer, rows // 8 if not args.tiny else 2)
            prompts = [p for p in prompts for _ in range(8)]  # 8 samples per problem, as in test.py --n 8
            log(f"engines: {len(prompts)} sequences ({len(problems)} problems x 8) per call, "
                f"up to {args.max_new_tokens} tokens")
            table = part_engines(args, model, tokenizer, row_engines, prompts, end_ids)
            result.setdefault("engines_by_rows", {})[str(rows)] = table
            if rows == row_counts[0]:
                result["engines"] = table
            save()
    if "agreement" in parts:
        result["agreement"] = part_agreement(args, model, tokenizer, engines, all_prompts, params)
        save()
    if "logprobs" in parts:
        result["logprobs"] = part_logprobs(args, model, tokenizer, engines, all_prompts, params)
        save()
    largest = engines_by_rows[max(row_counts)]
    # test.py's work in as few calls as the rows allow, with the fastest engine measured
    fast = largest.get("cuda_graph") or largest.get("compiled") or largest["eager"]
    if "eval" in parts:
        result["eval"] = part_eval(args, model, tokenizer, fast, 32 if not args.tiny else 2)
        result["eval"]["rows_per_call"] = fast.batch_size
        save()
    if not args.tiny:
        utils.write_json(args.out, result)
        log(f"wrote {args.out}")
    else:
        log(json.dumps({k: v for k, v in result.items() if k not in ("versions",)}, indent=1)[:3000])
    return 0


if __name__ == "__main__":
    sys.exit(main())
