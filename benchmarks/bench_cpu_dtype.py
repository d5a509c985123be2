"""Greedy generation speed on CPU of the bundled Qwen2.5-Coder-0.5B-Instruct in float32 vs bfloat16.

Decides which dtype get_model_and_tokenizer uses when there is no GPU (utils.default_cpu_dtype). Both models are
in memory at once and runs are interleaved (dtype order alternating per repeat), so drift in machine load
hits both alike; on a shared machine, still compare only figures from one run.

    python benchmarks/bench_cpu_dtype.py                     # 64 new tokens, batch 1 and 4, 2 repeats
    python benchmarks/bench_cpu_dtype.py --new-tokens 32 --repeats 3
    python benchmarks/bench_cpu_dtype.py --random-weights   # same shape, random weights: runs without the GGUF
"""
import argparse
import copy
import datetime
import os
import platform
import statistics
import sys
import time

import torch
import transformers
from transformers import AutoModelForCausalLM

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # benchmarks/: result_paths
from result_paths import default_out  # noqa: E402
from utils import cpu_has_native_bf16, get_model_and_tokenizer, qwen2_3b_config, write_json  # noqa: E402

PROMPT = "Write a C++ program that reads two integers from standard input and prints their sum."
DTYPES = {"float32": torch.float32, "bfloat16": torch.bfloat16}


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--new-tokens", type=int, default=64, help="tokens generated per sequence (forced)")
    parser.add_argument("--batch-sizes", type=int, nargs="+", default=[1, 4], help="batch sizes to time")
    parser.add_argument("--repeats", type=int, default=2, help="interleaved repeats per (dtype, batch size)")
    parser.add_argument("--random-weights", action="store_true",
                        help="random weights at the bundled model's shape and a random 40-token prompt")
    parser.add_argument("--threads", type=int, default=None, help="torch CPU threads (default: torch's choice)")
    parser.add_argument("--output", default=None,
                        help="JSON file for the results (default benchmarks/results/cpu_dtype/"
                             "<today>_cpu_<threads>threads[_random].json)")
    return parser.parse_args()


def timed_generate(model, inputs, new_tokens):
    """Seconds for one greedy generate() of exactly `new_tokens` tokens per sequence, and the output ids."""
    start = time.perf_counter()
    with torch.no_grad():
        out = model.generate(**inputs, do_sample=False, max_new_tokens=new_tokens, min_new_tokens=new_tokens)
    seconds = time.perf_counter() - start
    assert out.shape[1] - inputs["input_ids"].shape[1] == new_tokens
    return seconds, out


def load_model_and_inputs(args):
    """The float32 model and {batch size: generate() inputs} with the same prompt in every row."""
    if args.random_weights:
        # The bundled model's architecture (24 layers, hidden 896, untied 151936-token head).
        config = qwen2_3b_config(hidden_size=896, intermediate_size=4864, num_hidden_layers=24,
                                 num_attention_heads=14, max_window_layers=24, tie_word_embeddings=False)
        torch.manual_seed(0)
        model = AutoModelForCausalLM.from_config(config, dtype=torch.float32).eval()
        model.tinylora_model_id = "random-weights-qwen2.5-0.5b-shape"
        prompt = torch.randint(0, 150000, (1, 40))
        return model, {b: {"input_ids": prompt.repeat(b, 1), "attention_mask": torch.ones(b, 40, dtype=torch.long)}
                       for b in args.batch_sizes}
    model, tokenizer = get_model_and_tokenizer("bundled", use_4bit=False, for_inference=True, dtype=torch.float32)
    text = tokenizer.apply_chat_template([{"role": "user", "content": PROMPT}], tokenize=False,
                                         add_generation_prompt=True)
    return model, {b: dict(tokenizer([text] * b, return_tensors="pt")) for b in args.batch_sizes}


def main():
    args = parse_args()
    if args.output is None:
        threads = args.threads or torch.get_num_threads()
        variant = f"{threads}thread{'s' if threads > 1 else ''}" + ("_random" if args.random_weights else "")
        args.output = default_out("cpu_dtype", device="cpu", variant=variant)
    if args.threads:
        torch.set_num_threads(args.threads)
    model, inputs = load_model_and_inputs(args)
    models = {"float32": model, "bfloat16": copy.deepcopy(model).to(torch.bfloat16)}
    for m in models.values():
        m.requires_grad_(False)  # frozen, as under TinyLoRA
    load_before = os.getloadavg()

    for name, m in models.items():  # warm-up: first calls allocate and pick kernels
        timed_generate(m, inputs[args.batch_sizes[0]], 4)

    runs, outputs = [], {}
    names = list(models)
    for repeat in range(args.repeats):
        for name in names if repeat % 2 == 0 else names[::-1]:
            for b in args.batch_sizes:
                seconds, out = timed_generate(models[name], inputs[b], args.new_tokens)
                tokens_per_s = b * args.new_tokens / seconds
                runs.append({"dtype": name, "batch": b, "repeat": repeat, "seconds": seconds,
                             "tokens_per_s": tokens_per_s})
                outputs[name] = out
                print(f"repeat {repeat} {name:8s} batch {b}: {seconds:6.1f} s, {tokens_per_s:6.2f} new tokens/s")

    summary = {}
    for b in args.batch_sizes:
        row = {name: statistics.median(r["tokens_per_s"] for r in runs if r["dtype"] == name and r["batch"] == b)
               for name in names}
        row["float32_over_bfloat16"] = row["float32"] / row["bfloat16"]
        summary[f"batch_{b}"] = row
    prompt_len = inputs[args.batch_sizes[0]]["input_ids"].shape[1]
    same_text = torch.equal(outputs["float32"][0, prompt_len:], outputs["bfloat16"][0, prompt_len:])
    fastest = max(names, key=lambda n: min(summary[f"batch_{b}"][n] for b in args.batch_sizes))

    print(f"\nMedian new tokens/s (all sequences), {args.new_tokens} new tokens, greedy, "
          f"{torch.get_num_threads()} threads, load average {load_before[0]:.1f} -> {os.getloadavg()[0]:.1f}")
    print(f"{'batch':>5} | {'float32':>8} | {'bfloat16':>8} | fp32/bf16")
    for b in args.batch_sizes:
        row = summary[f"batch_{b}"]
        print(f"{b:>5} | {row['float32']:8.2f} | {row['bfloat16']:8.2f} | {row['float32_over_bfloat16']:.2f}x")
    print(f"fastest on this CPU: {fastest}; greedy text identical in both dtypes: {same_text}")

    result = {
        "benchmark": "bench_cpu_dtype",
        "date": datetime.datetime.now().isoformat(timespec="seconds"),
        "machine": {"platform": platform.platform(), "processor": platform.processor(), "cpu_count": os.cpu_count(),
                    "torch_threads": torch.get_num_threads(),
                    "cpu_capability": torch.backends.cpu.get_cpu_capability(), "native_bf16": cpu_has_native_bf16(),
                    "load_average_before": load_before, "load_average_after": os.getloadavg()},
        "versions": {"torch": torch.__version__, "transformers": transformers.__version__},
        "model": models["float32"].tinylora_model_id,
        "settings": {"new_tokens": args.new_tokens, "batch_sizes": args.batch_sizes, "repeats": args.repeats,
                     "prompt": "random token ids" if args.random_weights else PROMPT, "prompt_tokens": prompt_len},
        "runs": runs,
        "median_tokens_per_s": summary,
        "fastest": fastest,
        "greedy_text_identical": same_text,
    }
    write_json(args.output, result)
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()
