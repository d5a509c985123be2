"""Where the compiled engine's decode step goes at large batches: sampling against greedy, on a random model.

At 256 rows the compiled engine took 22 ms a decode step on the real 0.5B model (H100, 2026-11-23), while its
weights and KV cache are read in about 2 ms. This times the same compiled static-cache generate() with three ways
of choosing the next token, side by side in one process:
  sample   generate()'s own sampling: softmax, then torch.multinomial (what the engines use today)
  gumbel   the same distribution by the Gumbel-max trick: greedy generate() over scores + Gumbel noise, added by a
           logits processor after generate()'s own temperature and top-k processors (no multinomial)
  greedy   argmax only (the floor)
and eager generate() with sampling for reference. Random weights at the 0.5B shape (no download): the per-step cost
does not depend on what the weights say, and every row runs to max_new_tokens.

  python benchmarks/bench_sampling_step.py --rows 256 --new_tokens 128 --out benchmarks/results/sampling_step.json
"""
import argparse
import datetime
import json
import os
import sys
import time

import torch
from transformers import (LogitsProcessor, LogitsProcessorList, Qwen2ForCausalLM, TemperatureLogitsWarper,
                          TopKLogitsWarper)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from tinylora_coder.tiny_models import qwen2_config  # noqa: E402

SHAPE_05B = dict(vocab_size=151936, hidden_size=896, intermediate_size=4864, num_hidden_layers=24,
                 num_attention_heads=14, max_position_embeddings=32768, max_window_layers=24, rope_theta=1000000.0)


class GumbelNoise(LogitsProcessor):
    """scores + Gumbel(0, 1) noise: the argmax of the result is a sample of softmax(scores) (Gumbel-max trick)."""

    def __call__(self, input_ids, scores):
        uniform = torch.rand_like(scores, dtype=torch.float32).clamp_(min=torch.finfo(torch.float32).tiny)
        return scores - torch.log(-torch.log(uniform))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, default=256)
    parser.add_argument("--prompt_tokens", type=int, default=256)
    parser.add_argument("--new_tokens", type=int, default=128)
    parser.add_argument("--tiny", action="store_true", help="a 2-layer model with a small vocabulary (CPU check)")
    parser.add_argument("--force_gqa", action="store_true",
                        help="TRANSFORMERS_SDPA_FORCE_GQA=1: SDPA's own grouped-query attention instead of repeating K "
                             "and V for every query head (transformers repeats them whenever a mask is given, and a "
                             "static cache always gives one); read when the step is compiled, so one setting a process")
    parser.add_argument("--out", default=None)
    args = parser.parse_args(argv)
    if args.force_gqa:
        os.environ["TRANSFORMERS_SDPA_FORCE_GQA"] = "1"
    device = "cuda" if torch.cuda.is_available() else "cpu"
    config = qwen2_config("tiny") if args.tiny else qwen2_config("3b", **SHAPE_05B)
    torch.manual_seed(0)
    with torch.device(device):
        model = Qwen2ForCausalLM(config).to(torch.bfloat16 if device == "cuda" else torch.float32).eval()
    input_ids = torch.randint(0, config.vocab_size, (args.rows, args.prompt_tokens), device=device)
    mask = torch.ones_like(input_ids)
    common = dict(max_new_tokens=args.new_tokens, min_new_tokens=args.new_tokens, pad_token_id=0,
                  eos_token_id=None)
    compiled = dict(cache_implementation="static", disable_compile=device != "cuda")
    modes = {
        "sample": dict(do_sample=True, temperature=1.0, top_k=50, **compiled),
        "gumbel": dict(do_sample=False, **compiled,
                       logits_processor=LogitsProcessorList([TemperatureLogitsWarper(1.0), TopKLogitsWarper(50),
                                                             GumbelNoise()])),
        "greedy": dict(do_sample=False, **compiled),
        "eager_sample": dict(do_sample=True, temperature=1.0, top_k=50, disable_compile=True),
    }
    results = {}
    for round_index in range(3):  # round 0: compilation and warm-up, kept apart
        for name, settings in modes.items():
            if device == "cuda":
                torch.cuda.synchronize()
            start = time.perf_counter()
            with torch.no_grad():
                out = model.generate(input_ids=input_ids, attention_mask=mask, **common, **settings)
            if device == "cuda":
                torch.cuda.synchronize()
            seconds = time.perf_counter() - start
            assert out.shape == (args.rows, args.prompt_tokens + args.new_tokens)
            results.setdefault(name, {"first_call_seconds": None, "seconds": []})
            if round_index == 0:
                results[name]["first_call_seconds"] = round(seconds, 2)
            else:
                results[name]["seconds"].append(round(seconds, 3))
            print(f"round {round_index} {name}: {seconds:.2f} s ({1000 * seconds / args.new_tokens:.1f} ms a step)",
                  flush=True)
    print(f"\n{'mode':<14}{'ms/step':>9}{'x sample':>10}")
    base = min(results["sample"]["seconds"])
    for name, r in results.items():
        best = min(r["seconds"])
        r["ms_per_step"] = round(1000 * best / args.new_tokens, 2)
        r["speed_vs_sample"] = round(base / best, 2)
        print(f"{name:<14}{r['ms_per_step']:>9.1f}{r['speed_vs_sample']:>10.2f}")
    report = {"device": torch.cuda.get_device_name(0) if device == "cuda" else "cpu",
              "date": datetime.date.today().isoformat(), "rows": args.rows, "prompt_tokens": args.prompt_tokens,
              "new_tokens": args.new_tokens, "force_gqa": args.force_gqa,
              "model": "tiny" if args.tiny else "random weights, 0.5B shape",
              "versions": {"torch": torch.__version__, "transformers": __import__("transformers").__version__},
              "modes": results}
    if args.out:
        with open(args.out, "w") as f:
            json.dump(report, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
