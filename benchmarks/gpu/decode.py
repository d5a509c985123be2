"""Part decode: rollout decode tokens/s in generate() per layer implementation, interleaved repeats."""
import contextlib
import dataclasses
import math
import time

import torch

from .common import (QWEN_VOCAB, ROLLOUT_SAMPLING, decode_prompts, free_memory, load_tokenizer, log, median,
                     print_table, run_meta, save_result, timed, utils)
from .models import LayerSwitch, add_peft, add_original_layers, add_tinylora, build_model, build_nf4_model


@dataclasses.dataclass
class Design:
    label: str
    layers: str  # LayerSwitch implementation
    merged: bool = False  # inside utils.tiny_lora_merged (the project's generation path)
    static: bool = False  # cache_implementation="static" (generate() compiles the decode step on CUDA)


BF16_DESIGNS = {
    "plain_eager": Design("plain model, eager", "plain"),
    "plain_static": Design("plain model, static cache + compile", "plain", static=True),
    "tinylora_merged_eager": Design("TinyLoRA merged, eager", "tinylora", merged=True),
    "tinylora_merged_static": Design("TinyLoRA merged, static cache + compile", "tinylora", merged=True, static=True),
    "tinylora_lowrank_eager": Design("TinyLoRA low-rank path, eager", "tinylora"),
    "original_eager": Design("the original project's layer (dW each forward), eager", "original"),
    "peft_eager": Design("PEFT TinyLoraConfig, eager", "peft"),
}
NF4_DESIGNS = {
    "plain_eager": Design("plain NF4, eager", "plain"),
    # tiny_lora_merged keeps 4-bit layers on the low-rank path: this is what train_rl.py runs on NF4.
    "tinylora_eager": Design("TinyLoRA NF4 (low-rank on 4-bit), eager", "tinylora", merged=True),
}


def generate_fixed(model, prompts, new_tokens, static=False, sampling=None):
    """generate() exactly new_tokens per row (min = max, so no end token can shorten a run); the new ids."""
    kwargs = dict(max_new_tokens=new_tokens, min_new_tokens=new_tokens,
                  pad_token_id=model.generation_config.pad_token_id, **(sampling or ROLLOUT_SAMPLING))
    if static:
        kwargs["cache_implementation"] = "static"
    with torch.no_grad():
        out = model.generate(**prompts, **kwargs)
    generated = out[:, prompts["input_ids"].shape[1]:]
    if generated.shape[1] != new_tokens:
        raise RuntimeError(f"generate() returned {generated.shape[1]} new tokens, expected {new_tokens}")
    return generated


def run_design(args, switch, design, prompts, new_tokens, sampling=None):
    """Seconds for one generate() of `design`; merging (done once per rollout batch in training) is not timed."""
    model = switch.use(design.layers)
    with utils.tiny_lora_merged(model) if design.merged else contextlib.nullcontext():
        seconds, generated = timed(args.device, generate_fixed, model, prompts, new_tokens, design.static, sampling)
    return seconds, generated


def run_decode(args, dtype_name):
    if dtype_name == "nf4" and args.device.type != "cuda":
        log("decode nf4: skipped (NF4 needs CUDA and bitsandbytes)")
        return
    designs = dict(NF4_DESIGNS if dtype_name == "nf4" else BF16_DESIGNS)
    if args.variants:
        designs = {k: v for k, v in designs.items() if k in args.variants}
        if not designs:
            log(f"decode {dtype_name}: none of --variants applies; skipped")
            return
    start_part = time.perf_counter()
    log(f"\n=== decode ({dtype_name}) ===")
    tokenizer = load_tokenizer(args) if args.tokenizer else None
    vocab = QWEN_VOCAB if tokenizer is not None else None
    model = build_nf4_model(args) if dtype_name == "nf4" else build_model(args, vocab_size=vocab)
    switch = LayerSwitch(model)
    add_tinylora(args, switch)
    needed = {d.layers for d in designs.values()}
    if "original" in needed:
        add_original_layers(args, switch)
    if "peft" in needed and add_peft(args, switch)[0] is None:
        designs = {k: d for k, d in designs.items() if d.layers != "peft"}
    prompts = {b: decode_prompts(args, b, model.config.vocab_size, tokenizer) for b in args.batch_sizes}

    # Merging cost, paid once per rollout batch in training (not inside the timed generate calls).
    merge_seconds = None
    if any(d.merged for d in designs.values()) and dtype_name == "bf16":
        model = switch.use("tinylora")
        with contextlib.ExitStack() as stack:
            merge_seconds, _ = timed(args.device, stack.enter_context, utils.tiny_lora_merged(model))
        log(f"tiny_lora_merged: {merge_seconds * 1000:.0f} ms to fold dW into {len(switch.slots)} layers")

    log("warm-up (static-cache variants compile here, once per batch size)...")
    warmup = {}
    for b in args.batch_sizes:
        for key, design in designs.items():
            # Static runs: the first compiles; the second, straight after, shows the steady speed without the CUDA
            # graph re-recording that a change of weight or cache addresses (another variant ran between) costs.
            tokens = args.new_tokens if design.static else min(8, args.new_tokens)
            warmup[f"{key}/b{b}"] = [run_design(args, switch, design, prompts[b], tokens)[0]
                                     for _ in range(2 if design.static else 1)]
            log(f"  warm-up {key:24s} batch {b:3d}: " + ", ".join(f"{t:6.1f} s" for t in warmup[f"{key}/b{b}"])
                + f" ({tokens} tokens)")
    compiled = getattr(model, "_compiled_call", None) is not None
    if any(d.static for d in designs.values()):
        log(f"static cache: generate() {'compiled' if compiled else 'did NOT compile'} the decode step"
            + ("" if args.device.type == "cuda" else " (CPU: transformers compiles only on accelerators)"))

    runs = []
    order = list(designs)
    result = {"meta": run_meta(args), "new_tokens": args.new_tokens, "sampling": ROLLOUT_SAMPLING,
              "prompts": "bundled problems (chat template)" if tokenizer is not None
              else f"{args.prompt_tokens} random token ids per row",
              "batch_sizes": args.batch_sizes, "designs": {k: d.label for k, d in designs.items()},
              "static_compiled": compiled, "merge_seconds": merge_seconds, "warmup_seconds": warmup,
              "runs": runs}
    for round_index in range(args.repeats):
        round_start = time.perf_counter()
        # A B C ... then ... C B A: drift over time (clocks, heat) hits every variant alike. Batch sizes outermost,
        # so a static cache is rebuilt only when the batch size changes.
        for b in args.batch_sizes:
            for key in (order if round_index % 2 == 0 else order[::-1]):
                seconds, _ = run_design(args, switch, designs[key], prompts[b], args.new_tokens)
                rate = b * args.new_tokens / seconds
                runs.append({"round": round_index, "design": key, "batch": b, "seconds": seconds,
                             "tokens_per_s": rate})
                log(f"  round {round_index + 1}/{args.repeats} {key:24s} batch {b:3d}: {seconds:6.2f} s, "
                    f"{rate:8.1f} new tokens/s")
        round_seconds = time.perf_counter() - round_start
        elapsed = time.perf_counter() - start_part
        result.update(summarise_decode(designs, args.batch_sizes, runs))
        result["rounds_completed"] = round_index + 1
        save_result(args, "decode", dtype_name, result)
        remaining = args.repeats - round_index - 1
        if remaining:
            log(f"round took {round_seconds:.0f} s; {remaining} more round(s) need about "
                f"{remaining * round_seconds:.0f} s (elapsed {elapsed:.0f} s)")
            if elapsed + round_seconds > args.time_budget:
                log(f"stopping: another round would pass --time_budget {args.time_budget:.0f} s")
                break
    print_decode_table(dtype_name, designs, args.batch_sizes, result)
    del switch, model
    free_memory(args.device)


def summarise_decode(designs, batch_sizes, runs):
    """Median tokens/s per design and batch, ratios vs the plain model (eager, and under the same cache setting)."""
    medians = {}
    for key in designs:
        for b in batch_sizes:
            rates = [r["tokens_per_s"] for r in runs if r["design"] == key and r["batch"] == b]
            medians.setdefault(key, {})[str(b)] = median(rates)
    ratios = {}
    for key, design in designs.items():
        same = "plain_static" if design.static else "plain_eager"
        for b in batch_sizes:
            b = str(b)
            base_eager = medians.get("plain_eager", {}).get(b, float("nan"))
            base_same = medians.get(same, {}).get(b, float("nan"))
            ratios.setdefault(key, {})[b] = {"vs_plain_eager": medians[key][b] / base_eager,
                                             "vs_plain_same_settings": medians[key][b] / base_same}
    goals = {}
    for key in ("tinylora_merged_eager", "tinylora_merged_static", "tinylora_eager"):
        worst = min((r["vs_plain_same_settings"] for r in ratios.get(key, {}).values()), default=float("nan"))
        if not math.isnan(worst):
            goals[f"{key} >= 0.95x plain (same settings)"] = {"worst_ratio": worst, "met": worst >= 0.95}
    big = str(max(batch_sizes))
    for key in ("tinylora_merged_eager", "tinylora_merged_static"):
        if key in ratios and "plain_eager" in medians:
            value = ratios[key][big]["vs_plain_eager"]
            goals[f"{key} >= 3x plain eager at batch {big}"] = {"ratio": value, "met": value >= 3.0}
    return {"median_tokens_per_s": medians, "ratios": ratios, "goals": goals}


def print_decode_table(dtype_name, designs, batch_sizes, result):
    headers = ["variant"]
    for b in batch_sizes:
        headers += [f"b{b} tok/s", f"b{b} vs plain", f"b{b} vs eager"]
    rows = []
    for key, design in designs.items():
        row = [f"{key} ({design.label})"]
        for b in batch_sizes:
            r = result["ratios"][key][str(b)]
            row += [result["median_tokens_per_s"][key][str(b)], r["vs_plain_same_settings"], r["vs_plain_eager"]]
        rows.append(row)
    rounds = result.get("rounds_completed", 0)
    print_table(f"Decode {dtype_name}: median new tokens/s over {rounds} interleaved round(s), {result['new_tokens']} "
                f"new tokens, sampling ('vs plain': plain model with the same cache setting)", headers, rows)
    for goal, value in result["goals"].items():
        figure = value.get("worst_ratio", value.get("ratio"))
        log(f"goal {goal}: {figure:.2f} -> {'met' if value['met'] else 'NOT met'}")
    if "tinylora_merged_static" in designs:
        log("note: train_rl.py's rollouts use the 'cuda_graph' engine on CUDA (static cache, in-place merged weights "
            "as in tinylora_merged_static here, each decode step one CUDA graph), 'eager' on the CPU; "
            "bench_rollouts.py times the engines on the real model")
