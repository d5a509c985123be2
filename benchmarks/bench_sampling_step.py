"""Where a decode step's time goes, on a random model: generate()'s ways of choosing tokens and the cuda_graph loop.

At 256 rows the compiled engine took 22 ms a decode step on the real 0.5B model (H100, 2026-11-23), while its
weights and KV cache are read in about 2 ms. This times, side by side in one process (--modes picks some):
  sample        compiled static-cache generate() with its own sampling: softmax, then torch.multinomial
  gumbel        the same distribution by the Gumbel-max trick: greedy generate() over scores + Gumbel noise, added
                by a logits processor after generate()'s own temperature and top-k processors (no multinomial)
  greedy        compiled generate(), argmax only
  eager_sample  eager generate() with sampling, for reference
  graph_sample, graph_greedy   the cuda_graph engine's loop (graph_decode.py): the step compiled, recorded as one
                CUDA graph, replayed with no host sync in between
  graph_sample_eager_step      the same loop with the step recorded uncompiled
  graph_sample_unpacked        the same loop with transformers' own attention, which repeats the cache for every
                query head under torch.compile (graph_sample packs the query heads instead: packed_attention.py)
  graph_sample_unfused         the same loop with q, k, v (gate, up) as separate matmuls (graph_sample: one matmul
                a group, fused_projections.py; the model's weights are laid out as the engines' copies are)
  graph_sample_flex            the same loop with FlexAttention's decoding kernel instead of the packed SDPA call
                (TINYLORA_DECODE_ATTENTION=flex; packed_attention.flex_gqa_attention)
Random weights at the 0.5B shape (--shape 3b: the 3B's; no download): the per-step cost does not depend on what the
weights say, and every row runs to the last new token. --profile adds torch.profiler over one more graph_sample call
(its graph already recorded, so the kernels the replays run): the operators and CUDA kernels by device time, written
next to --out as <stem>_profile.txt (at 64 rows a recorded step took 5.2 ms against about 0.5 ms to read the weights
and the cache: H100, 2026-11-23).

  python benchmarks/bench_sampling_step.py --rows 64 --new_tokens 512 \
      --out benchmarks/results/sampling_step/<date>_h100_rows64.json
"""
import argparse
import datetime
import json
import os
import sys
import time

import torch
from transformers import (GenerationConfig, LogitsProcessor, LogitsProcessorList, Qwen2ForCausalLM,
                          TemperatureLogitsWarper, TopKLogitsWarper)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from tinylora_coder.generation.graph_decode import (GraphDecoder, logits_processors,  # noqa: E402
                                                    prepared_generation_config)
from tinylora_coder.models.tiny import qwen2_config  # noqa: E402
from tinylora_coder.tinylora.fused_layout import lay_out_joined, projection_groups  # noqa: E402

SHAPE_05B = dict(vocab_size=151936, hidden_size=896, intermediate_size=4864, num_hidden_layers=24,
                 num_attention_heads=14, max_position_embeddings=32768, max_window_layers=24, rope_theta=1000000.0)


class GumbelNoise(LogitsProcessor):
    """scores + Gumbel(0, 1) noise: the argmax of the result is a sample of softmax(scores) (Gumbel-max trick)."""

    def __call__(self, input_ids, scores):
        uniform = torch.rand_like(scores, dtype=torch.float32).clamp_(min=torch.finfo(torch.float32).tiny)
        return scores - torch.log(-torch.log(uniform))


def graph_generate(model, decoder, input_ids, mask, new_tokens, settings):
    """prompt + new tokens from GraphDecoder, shaped like generate()'s output."""
    config = prepared_generation_config(model, GenerationConfig(max_new_tokens=new_tokens, pad_token_id=0,
                                                                eos_token_id=None, **settings))
    processors = logits_processors(model, config, input_ids.device)
    tokens, _ = decoder.decode(model, input_ids, mask, config, processors, 0, [])
    return torch.cat([input_ids, tokens], dim=1)


def decode_profile(model, decoder, input_ids, mask, new_tokens, settings, rows=30):
    """torch.profiler's table of one graph_generate call with `decoder` and `settings` (recorded already: replays
    only), sorted by device time on a GPU, by CPU time otherwise."""
    from torch.profiler import ProfilerActivity, profile

    cuda = input_ids.is_cuda
    activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if cuda else [])
    with torch.no_grad(), profile(activities=activities) as prof:
        graph_generate(model, decoder, input_ids, mask, new_tokens, settings)
        if cuda:
            torch.cuda.synchronize()
    sort = "self_cuda_time_total" if cuda else "self_cpu_time_total"
    return prof.key_averages().table(sort_by=sort, row_limit=rows, max_name_column_width=60)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, default=256)
    parser.add_argument("--prompt_tokens", type=int, default=256)
    parser.add_argument("--new_tokens", type=int, default=128)
    parser.add_argument("--tiny", action="store_true", help="a 2-layer model with a small vocabulary (CPU check)")
    parser.add_argument("--shape", choices=("0.5b", "3b"), default="0.5b", help="the random model's architecture")
    parser.add_argument("--force_gqa", action="store_true",
                        help="TRANSFORMERS_SDPA_FORCE_GQA=1: SDPA's own grouped-query attention instead of repeating K "
                             "and V for every query head, where transformers reads it (5.24 does; 5.17 does not, so "
                             "there it changes nothing); read when the step is compiled, so one setting a process")
    parser.add_argument("--modes", default="all", help="comma-separated modes to time (default all): sample, gumbel, "
                        "greedy, eager_sample, graph_sample, graph_greedy, graph_sample_eager_step, "
                        "graph_sample_unpacked, graph_sample_unfused, graph_sample_flex")
    parser.add_argument("--profile", action="store_true",
                        help="also profile one graph_sample call after the timings (needs --out and that mode)")
    parser.add_argument("--out", default=None)
    args = parser.parse_args(argv)
    if args.profile and not (args.out and (args.modes == "all" or "graph_sample" in args.modes.split(","))):
        parser.error("--profile needs --out (the table goes next to it) and the graph_sample mode")
    if args.force_gqa:
        os.environ["TRANSFORMERS_SDPA_FORCE_GQA"] = "1"
    device = "cuda" if torch.cuda.is_available() else "cpu"
    config = qwen2_config("tiny") if args.tiny else qwen2_config("3b", **(SHAPE_05B if args.shape == "0.5b" else {}))
    torch.manual_seed(0)
    with torch.device(device):
        model = Qwen2ForCausalLM(config).to(torch.bfloat16 if device == "cuda" else torch.float32).eval()
    for block, names in projection_groups(model):  # q/k/v, gate/up as rows of one buffer, as the engines' copies
        lay_out_joined(block, names)
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
        # the cuda_graph engine's loop (graph_decode.GraphDecoder): no min_new_tokens needed, with no end token
        # every row runs to the end
        "graph_sample": dict(do_sample=True, temperature=1.0, top_k=50),
        "graph_greedy": dict(do_sample=False),
        "graph_sample_eager_step": dict(do_sample=True, temperature=1.0, top_k=50),  # the step recorded uncompiled
        "graph_sample_unpacked": dict(do_sample=True, temperature=1.0, top_k=50),  # K and V repeated per query head
        "graph_sample_unfused": dict(do_sample=True, temperature=1.0, top_k=50),  # q, k, v (gate, up) apart
        "graph_sample_flex": dict(do_sample=True, temperature=1.0, top_k=50),  # FlexAttention's decoding kernel
    }
    if args.modes != "all":
        wanted = args.modes.split(",")
        unknown = sorted(set(wanted) - set(modes))
        if unknown:
            parser.error(f"unknown mode(s) {', '.join(unknown)}; choose from {', '.join(modes)}")
        modes = {name: settings for name, settings in modes.items() if name in wanted}
    decoder = GraphDecoder(capture=device == "cuda")
    decoders = {"graph_sample_eager_step": GraphDecoder(capture=device == "cuda", compile_step=False),
                "graph_sample_unpacked": GraphDecoder(capture=device == "cuda", pack_gqa=False),
                "graph_sample_unfused": GraphDecoder(capture=device == "cuda", fuse_projections=False),
                "graph_sample_flex": GraphDecoder(capture=device == "cuda", pack_gqa="flex")}
    results = {}
    for round_index in range(3):  # round 0: compilation and warm-up, kept apart
        for name, settings in modes.items():
            if device == "cuda":
                torch.cuda.synchronize()
            start = time.perf_counter()
            with torch.no_grad():
                if name.startswith("graph_"):
                    out = graph_generate(model, decoders.get(name, decoder), input_ids, mask, args.new_tokens,
                                         settings)
                else:
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
    for name in results:  # what each graph mode recorded with: a step that did not record falls back (a warning)
        if name.startswith("graph_"):
            used = decoders.get(name, decoder)
            results[name]["recorded_with"] = {"attention": {True: "packed", False: "transformers"}.get(
                used.pack_gqa, used.pack_gqa), "fused_projections": used.fuse_projections}
    reference = "sample" if "sample" in results else next(iter(results))
    print(f"\n{'mode':<14}{'ms/step':>9}{'x ' + reference:>16}")
    base = min(results[reference]["seconds"])
    for name, r in results.items():
        best = min(r["seconds"])
        r["ms_per_step"] = round(1000 * best / args.new_tokens, 2)
        r["speed_vs_sample"] = round(base / best, 2)
        recorded = r.get("recorded_with")
        print(f"{name:<14}{r['ms_per_step']:>9.1f}{r['speed_vs_sample']:>16.2f}"
              + (f"  (recorded with {recorded['attention']} attention, fused projections "
                 f"{'on' if recorded['fused_projections'] else 'off'})" if recorded else ""))
    report = {"device": torch.cuda.get_device_name(0) if device == "cuda" else "cpu",
              "date": datetime.date.today().isoformat(), "rows": args.rows, "prompt_tokens": args.prompt_tokens,
              "new_tokens": args.new_tokens, "force_gqa": args.force_gqa,
              "model": "tiny" if args.tiny else f"random weights, {args.shape.upper()} shape",
              "versions": {"torch": torch.__version__, "transformers": __import__("transformers").__version__},
              "modes": results}
    if args.out:
        with open(args.out, "w") as f:
            json.dump(report, f, indent=1)
    if args.profile:
        table = decode_profile(model, decoder, input_ids, mask, args.new_tokens, modes["graph_sample"])
        path = os.path.splitext(args.out)[0] + "_profile.txt"
        with open(path, "w") as f:
            f.write(f"# graph_sample, {args.rows} rows x {args.new_tokens} new tokens after {args.prompt_tokens}, "
                    f"{report['device']}, {report['date']}\n{table}\n")
        print(f"profile written to {path}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
