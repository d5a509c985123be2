"""GPU benchmarks of TinyLoRA-GRPO-Coder at the Qwen2.5-Coder-3B shape with random weights (issue 6).

The GPU machine cannot download models, so every model here is built from a config with seeded random weights:
speed depends on shapes, not on weight values. Each part prints a table and merges its results into one JSON
file (--out), so parts can run as separate commands.

Parts:
  decode    rollout decode tokens/s in generate() (same prompts, sampling, fixed length), interleaved repeats:
            plain model (eager; static cache + compile), TinyLoRA merged (eager = train_rl.py's path today;
            static + compile), TinyLoRA low-rank, the seed's layer, PEFT's TinyLoraConfig. NF4: plain vs TinyLoRA.
            Whether the compiled merged path generates with the current weights is checked on the real model by
            bench_rollouts.py (part agreement): random weights cannot show it.
  svd       SVD init of all target layers: project first start / cached start (+ check against a float64 full
            SVD), the seed's fp32 CPU full SVD (one block timed, extrapolated), PEFT's init.
  train     train step (forward + backward, 4 x 1024 tokens, gradient checkpointing): project vs seed vs PEFT.
  eval      test.py's batched generation vs one problem at a time (needs a tokenizer).
  grpo      one real GRPO run (train_rl.py's trainer and settings, built from the package) split into
            generation, reward and optimisation.
  multigpu  accelerate launch --num_processes 2 train_rl.py vs python train_rl.py on one GPU (subprocesses, as a
            user runs them): step times from reward_log.csv; every rank must end with the saved v.

Examples (GPU machine; each command stays under 10 minutes):
  python benchmarks/bench_gpu.py --part decode --dtype bf16 --batch_sizes 64
  python benchmarks/bench_gpu.py --part decode --dtype bf16 --batch_sizes 16
  python benchmarks/bench_gpu.py --part decode --dtype nf4
  python benchmarks/bench_gpu.py --part svd
  python benchmarks/bench_gpu.py --part train --dtype both
  python benchmarks/bench_gpu.py --part eval --tokenizer TOKENIZER_DIR
  python benchmarks/bench_gpu.py --part grpo --tokenizer TOKENIZER_DIR
  python benchmarks/bench_gpu.py --part multigpu --tokenizer TOKENIZER_DIR     # on a 2-GPU machine
  python benchmarks/bench_gpu.py --part all --tiny    # every code path on a tiny model on the CPU (a few minutes)
"""
import argparse
import contextlib
import csv
import dataclasses
import datetime
import functools
import glob
import importlib.metadata
import json
import math
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
import utils  # noqa: E402
from seed_layer import build_seed_layers, time_seed_svd  # noqa: E402

PARTS = ("decode", "svd", "train", "eval", "grpo", "multigpu")
BUNDLED_GLOB = os.path.join(ROOT, "local_code_contests", "bundled_*.jsonl")
BUNDLED_TRAIN = os.path.join(ROOT, "local_code_contests", "bundled_train.jsonl")
QWEN_VOCAB = 151936
FIRST_SPECIAL_TOKEN = 151643  # random prompt ids stay below Qwen's special tokens
# TRL's GRPO sampling defaults (GRPOConfig: temperature 1.0, top_p 1.0, top_k 0): rollouts sample this way.
ROLLOUT_SAMPLING = {"do_sample": True, "temperature": 1.0, "top_p": 1.0, "top_k": 0}
# Keep NCCL off NVLink multicast (NVLS) on the lent machines.
NCCL_ENV = {"NCCL_NVLS_ENABLE": "0", "TORCH_SYMM_MEM_DISABLE_MULTICAST": "1", "NVSHMEM_DISABLE_NVLS": "1"}

# Sizes per mode: the real shape on a GPU, a tiny model on the CPU for checking every code path.
PROFILES = {
    "gpu": dict(batch_sizes=[16, 64], repeats=2, new_tokens=256, prompt_tokens=256, train_batch=4, train_tokens=1024,
                train_steps=5, eval_problems=32, eval_loop_problems=8, eval_batch_sizes=[8, 32], grpo_tokens=256,
                multigpu_tokens=128, multigpu_steps=4, time_budget=480),
    "tiny": dict(batch_sizes=[2, 4], repeats=2, new_tokens=8, prompt_tokens=16, train_batch=2, train_tokens=64,
                 train_steps=3, eval_problems=4, eval_loop_problems=2, eval_batch_sizes=[2, 4], grpo_tokens=8,
                 multigpu_tokens=8, multigpu_steps=2, time_budget=480),
}


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     epilog=__doc__.split("\n\n", 1)[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--part", choices=PARTS + ("all",), required=True, help="which benchmark to run")
    parser.add_argument("--tiny", action="store_true",
                        help="tiny model on the CPU, small sizes: checks the code paths, numbers mean nothing")
    parser.add_argument("--dtype", choices=("bf16", "nf4", "both"), default=None,
                        help="decode/train: BF16, NF4 (bitsandbytes 4-bit) or both (default: bf16 for decode, "
                             "both for train); NF4 needs CUDA")
    parser.add_argument("--batch_sizes", type=int, nargs="+", help="decode batch sizes (default: 16 64)")
    parser.add_argument("--repeats", type=int, help="decode: interleaved rounds over all variants (default: 2)")
    parser.add_argument("--new_tokens", type=int, help="decode/eval: new tokens per sequence (default: 256)")
    parser.add_argument("--prompt_tokens", type=int, help="decode: random prompt length without --tokenizer "
                                                          "(default: 256)")
    parser.add_argument("--variants", nargs="+", help="decode: only these variants (keys as printed)")
    parser.add_argument("--eval_batch_sizes", type=int, nargs="+",
                        help="eval: generate_completions batch sizes (default: 8 = test.py's default, and 32)")
    parser.add_argument("--u", type=int, default=32, help="TinyLoRA u (default: 32)")
    parser.add_argument("--rank", type=int, default=2, help="TinyLoRA rank r (default: 2)")
    parser.add_argument("--tokenizer", help="tokenizer directory (save_pretrained copy of the bundled one): real "
                                            "prompts; needed by eval, grpo and multigpu")
    parser.add_argument("--multigpu_shape", choices=("0.5b", "3b"), default="0.5b",
                        help="multigpu: model shape saved for train_rl.py (default: 0.5b, quick to save and load)")
    parser.add_argument("--time_budget", type=float,
                        help="decode: no round starts that would end past this many seconds (default: 480)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the random weights and prompts")
    parser.add_argument("--out", help="JSON results file, merged into (default: benchmarks/results/gpu.json; "
                                      "gpu_tiny.json with --tiny)")
    args = parser.parse_args(argv)
    profile = PROFILES["tiny" if args.tiny else "gpu"]
    for key, value in profile.items():
        if getattr(args, key, None) is None:
            setattr(args, key, value)
    for key in ("repeats", "new_tokens", "prompt_tokens", "u", "rank"):
        if getattr(args, key) < 1:
            parser.error(f"--{key} must be a positive integer")
    if any(b < 1 for b in args.batch_sizes):
        parser.error("--batch_sizes must be positive integers")
    known = set(BF16_DESIGNS) | set(NF4_DESIGNS)
    if args.variants and not set(args.variants) <= known:
        parser.error(f"unknown --variants {', '.join(sorted(set(args.variants) - known))}; "
                     f"BF16: {', '.join(BF16_DESIGNS)}; NF4: {', '.join(NF4_DESIGNS)}")
    if args.tokenizer and not os.path.isdir(args.tokenizer):
        parser.error(f"--tokenizer {args.tokenizer}: no such directory")
    args.out = args.out or os.path.join(ROOT, "benchmarks", "results", "gpu_tiny.json" if args.tiny else "gpu.json")
    args.device = torch.device("cuda" if torch.cuda.is_available() and not args.tiny else "cpu")
    if not args.tiny and args.device.type != "cuda":
        parser.error("no CUDA device: run on a GPU machine, or pass --tiny to check the code paths on the CPU")
    return args


# ----------------------------------------------------------------------------------------------------------------
# Helpers: timing, tables, results


def log(message):
    print(message, flush=True)


def sync(device):
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def timed(device, fn, *args, **kwargs):
    """(seconds, result) of fn(*args), with the GPU queue drained before and after."""
    sync(device)
    start = time.perf_counter()
    result = fn(*args, **kwargs)
    sync(device)
    return time.perf_counter() - start, result


def free_memory(device):
    import gc

    torch._dynamo.reset()  # compiled graphs hold on to the model they were traced from
    gc.collect()
    if device.type == "cuda":
        torch.cuda.empty_cache()


def print_table(title, headers, rows):
    text = [[str(h) for h in headers]] + [[format_cell(c) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in text) for i in range(len(headers))]
    log(f"\n{title}")
    for i, row in enumerate(text):
        log("  ".join(c.ljust(w) if j == 0 else c.rjust(w) for j, (c, w) in enumerate(zip(row, widths))))
        if i == 0:
            log("  ".join("-" * w for w in widths))


def format_cell(value):
    if value is None:
        return "-"
    if isinstance(value, float):
        if math.isnan(value):
            return "-"
        return f"{value:.3f}" if abs(value) < 10 else f"{value:.1f}"
    return str(value)


def run_meta(args):
    import transformers

    if args.device.type == "cuda":
        device = f"{torch.cuda.get_device_name(args.device)} x{torch.cuda.device_count()}"
    else:
        device = f"CPU ({os.cpu_count()} cores, {torch.get_num_threads()} torch threads)"
    return {"date": datetime.datetime.now().isoformat(timespec="seconds"), "device": device, "tiny": args.tiny,
            "python": platform.python_version(), "torch": torch.__version__, "cuda": torch.version.cuda,
            "transformers": transformers.__version__, "peft": peft_version(), "u": args.u, "rank": args.rank,
            "seed": args.seed}


def save_result(args, part, key, result):
    """Merge one result into the JSON file: data[part][key] = result (other parts and keys are kept)."""
    data = {}
    if os.path.isfile(args.out):
        try:
            with open(args.out) as f:
                data = json.load(f)
        except (OSError, ValueError):
            log(f"warning: {args.out} is unreadable; starting a new results file")
    data.setdefault(part, {})[key] = result
    utils.write_json(args.out, data)
    log(f"results: {args.out} [{part}][{key}]")


def median(values):
    return statistics.median(values) if values else float("nan")


# ----------------------------------------------------------------------------------------------------------------
# Models


def model_config(args, vocab_size=None):
    if args.tiny:
        return utils.tiny_qwen2_config(vocab_size=vocab_size or 1024)
    return utils.qwen2_3b_config()


def build_model(args, dtype=torch.bfloat16, vocab_size=None, config=None, name="random-qwen2.5-coder-3b-shape"):
    """A Qwen2 model with seeded random weights, built directly on the benchmark device (seconds, not minutes)."""
    from transformers import Qwen2ForCausalLM

    config = config or model_config(args, vocab_size)
    torch.manual_seed(args.seed)
    start = time.perf_counter()
    with torch.device(args.device):
        model = Qwen2ForCausalLM(config)
    model.to(dtype).eval()
    model.requires_grad_(False)
    model.generation_config.pad_token_id = model.generation_config.eos_token_id or 0
    model.tinylora_model_id = f"{'tiny' if args.tiny else name}-seed{args.seed}"
    params = sum(p.numel() for p in model.parameters())
    log(f"model: {params / 1e9:.2f} B parameters, {str(dtype).replace('torch.', '')}, {args.device}, "
        f"built in {time.perf_counter() - start:.1f} s")
    return model


def build_nf4_model(args):
    """The random BF16 model quantised to NF4 the way get_model_and_tokenizer loads the real one."""
    from transformers import AutoModelForCausalLM, BitsAndBytesConfig

    model = build_model(args)
    folder = tempfile.mkdtemp(prefix="bench-nf4-")
    try:
        start = time.perf_counter()
        model.save_pretrained(folder)
        del model
        free_memory(args.device)
        quantization = BitsAndBytesConfig(load_in_4bit=True, bnb_4bit_quant_type="nf4",
                                          bnb_4bit_compute_dtype=torch.bfloat16, bnb_4bit_use_double_quant=True)
        model = AutoModelForCausalLM.from_pretrained(folder, quantization_config=quantization, dtype=torch.bfloat16,
                                                     device_map={"": args.device.index or 0})
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    model.eval()
    model.requires_grad_(False)
    model.generation_config.pad_token_id = model.generation_config.eos_token_id or 0
    model.tinylora_model_id = f"random-qwen2.5-coder-3b-shape-seed{args.seed}-nf4"
    log(f"model: quantised to NF4 in {time.perf_counter() - start:.1f} s")
    return model


def apply_project_tiny_lora(args, model, verbose=True):
    params = utils.TinyLoRAGlobalParams(args.u)
    seconds, count = timed(args.device, utils.apply_tiny_lora, model, params, rank=args.rank,
                           seed=utils.TINYLORA_SEED, verbose=verbose)
    return params, count, seconds


def peft_version():
    """PEFT's version, None when it is not installed (it is no requirement: only its comparison variants need it)."""
    try:
        return importlib.metadata.version("peft")
    except importlib.metadata.PackageNotFoundError:
        return None


def peft_config(args):
    from peft import TinyLoraConfig

    # weight_tying=1.0: one v for every layer, as the project's tying="all".
    return TinyLoraConfig(r=args.rank, u=args.u, weight_tying=1.0, projection_seed=utils.TINYLORA_SEED,
                          target_modules=list(utils.TARGET_MODULES))


class LayerSwitch:
    """Switches every target projection of one model between implementations (plain, TinyLoRA, seed, PEFT).

    One model instance serves every variant, so they run on the same weights and memory layout; switching is a
    setattr per layer.
    """

    def __init__(self, model):
        self.model = model
        self.slots = {}
        plain = {}
        for name, module in utils.find_target_layers(model):
            parent_name, _, child = name.rpartition(".")
            self.slots[name] = (model.get_submodule(parent_name) if parent_name else model, child)
            plain[name] = module
        self.impls = {"plain": plain}
        self.active = "plain"

    def capture(self, impl):
        """Record the layers now in the model as implementation `impl`, then switch back to plain."""
        self.impls[impl] = {name: getattr(parent, child) for name, (parent, child) in self.slots.items()}
        self.active = impl
        self.use("plain")

    def add(self, impl, modules):
        self.impls[impl] = modules

    def use(self, impl):
        if impl != self.active:
            for name, (parent, child) in self.slots.items():
                setattr(parent, child, self.impls[impl][name])
            self.active = impl
        return self.model

    @property
    def layers(self):
        return [(name, self.impls["plain"][name]) for name in self.slots]


def add_tinylora(args, switch):
    """Apply the project's TinyLoRA (SVD from the cache when present) and register it as implementation 'tinylora'."""
    switch.use("plain")
    params, _, _ = apply_project_tiny_lora(args, switch.model)
    switch.capture("tinylora")
    return params


def add_seed(args, switch):
    """The seed's layer around the same base layers, with the same U, S, Vh (read from the SVD cache)."""
    skeleton, _, _, _ = utils.load_or_compute_skeleton(switch.layers, args.rank, switch.model.tinylora_model_id,
                                                       cache=utils.SvdCache(), show_progress=False)
    layers, seed_v = build_seed_layers(switch.layers, skeleton, args.u, args.rank)
    switch.add("seed", layers)
    return seed_v


def add_peft(args, switch):
    """PEFT's TinyLora layers (TinyLoraConfig, full tying), injected into the same model; returns (v list, seconds),
    or (None, None) when PEFT is not installed (its variants are then skipped)."""
    if peft_version() is None:
        log("PEFT variants skipped: peft is not installed (pip install peft)")
        return None, None
    from peft import get_peft_model

    switch.use("plain")
    seconds, peft_model = timed(args.device, get_peft_model, switch.model, peft_config(args))
    switch.capture("peft")
    peft_v = [p for n, p in peft_model.named_parameters() if "tinylora_v" in n]
    log(f"PEFT TinyLora: {len(switch.slots)} layers, {sum(p.numel() for p in peft_v)} trainable, "
        f"init {seconds:.1f} s")
    switch.peft_model = peft_model  # keep the PeftModel alive: its layers refer to its shared v
    return peft_v, seconds


# ----------------------------------------------------------------------------------------------------------------
# Prompts and problems


def load_tokenizer(args, required_by=None):
    """--tokenizer, else the bundled tokenizer when this machine has it; None (or an error if required)."""
    from transformers import AutoTokenizer

    if args.tokenizer:
        return utils.prepare_tokenizer(AutoTokenizer.from_pretrained(args.tokenizer))
    try:
        return utils.load_bundled_tokenizer()
    except (utils.ModelLoadError, OSError) as exc:
        if required_by:
            raise SystemExit(f"error: part {required_by} needs a tokenizer: pass --tokenizer DIR (a save_pretrained "
                             f"copy of the bundled tokenizer); {exc}") from None
        return None


def load_bundled_problems(count, seed=0):
    if not glob.glob(BUNDLED_GLOB):
        raise SystemExit(f"error: no bundled problems at {BUNDLED_GLOB}")
    return utils.load_problems(BUNDLED_GLOB, max_samples=count, seed=seed)


def left_pad(sequences, pad_id, device):
    width = max(len(s) for s in sequences)
    input_ids = torch.full((len(sequences), width), pad_id, dtype=torch.long)
    attention_mask = torch.zeros((len(sequences), width), dtype=torch.long)
    for row, seq in enumerate(sequences):
        input_ids[row, width - len(seq):] = torch.tensor(seq, dtype=torch.long)
        attention_mask[row, width - len(seq):] = 1
    return {"input_ids": input_ids.to(device), "attention_mask": attention_mask.to(device)}


def decode_prompts(args, batch_size, vocab_size, tokenizer):
    """The same prompts for every variant: templated bundled problems with a tokenizer, else random token ids."""
    if tokenizer is not None:
        problems = load_bundled_problems(None)
        texts = [utils.apply_chat_template(problems[i % len(problems)], tokenizer)["prompt"] for i in range(batch_size)]
        ids = [tokenizer(t, add_special_tokens=False)["input_ids"] for t in texts]
        return left_pad(ids, tokenizer.pad_token_id, args.device)
    generator = torch.Generator().manual_seed(args.seed + batch_size)
    high = min(vocab_size, FIRST_SPECIAL_TOKEN)
    input_ids = torch.randint(0, high, (batch_size, args.prompt_tokens), generator=generator)
    return {"input_ids": input_ids.to(args.device), "attention_mask": torch.ones_like(input_ids).to(args.device)}


# ----------------------------------------------------------------------------------------------------------------
# Part 1: rollout decode


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
    "seed_eager": Design("seed layer (dW each forward), eager", "seed"),
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
    if "seed" in needed:
        add_seed(args, switch)
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


# ----------------------------------------------------------------------------------------------------------------
# Part 2: SVD init


@contextlib.contextmanager
def empty_svd_cache():
    """An SVD cache in an empty temporary folder (a first start), removed afterwards."""
    folder = tempfile.mkdtemp(prefix="bench-svd-cache-")
    try:
        yield utils.SvdCache(folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def remove_tiny_lora(model):
    """Put the base layers back and forget the TinyLoRA parameters (so apply_tiny_lora can run again)."""
    for name, module in list(model.named_modules()):
        if isinstance(module, utils.TinyLoRALinear):
            parent_name, _, child = name.rpartition(".")
            setattr(model.get_submodule(parent_name) if parent_name else model, child, module.base_layer)
    del model.tinylora


def check_against_full_svd(args, layers, skeleton):
    """One layer of each shape: project's top-r vs a float64 full SVD (|cos| of vectors, singular value error)."""
    by_shape = {}
    for name, module in layers:
        by_shape.setdefault(tuple(module.weight.shape), (name, module))
    rows, min_cos, max_rel = [], 1.0, 0.0
    for shape, (name, module) in by_shape.items():
        W = utils.dequantized_weight(module).double()
        U_ref, S_ref, Vh_ref = torch.linalg.svd(W, full_matrices=False)
        U, S, Vh = (t.double().to(W.device) for t in skeleton[name])
        r = S.numel()
        cos_u = (U * U_ref[:, :r]).sum(0).abs() / (U.norm(dim=0) * U_ref[:, :r].norm(dim=0))
        cos_v = (Vh * Vh_ref[:r]).sum(1).abs() / (Vh.norm(dim=1) * Vh_ref[:r].norm(dim=1))
        rel = ((S - S_ref[:r]).abs() / S_ref[:r]).max().item()
        cos = min(cos_u.min().item(), cos_v.min().item())
        min_cos, max_rel = min(min_cos, cos), max(max_rel, rel)
        gap = ((S_ref[r - 1] - S_ref[r]) / S_ref[r - 1]).item() if S_ref.numel() > r else float("nan")
        rows.append({"layer": name, "shape": list(shape), "min_abs_cos": cos, "max_rel_sv_error": rel,
                     "relative_gap_after_r": gap})
    return {"layers": rows, "min_abs_cos": min_cos, "max_rel_sv_error": max_rel}


def run_svd(args):
    log("\n=== svd ===")
    model = build_model(args)
    switch = LayerSwitch(model)
    layers = switch.layers
    model_id = model.tinylora_model_id
    result = {"meta": run_meta(args), "layers": len(layers)}

    with empty_svd_cache() as cache:
        first, (skeleton, _, _, from_cache) = timed(args.device, utils.load_or_compute_skeleton, layers, args.rank,
                                                    model_id, cache=cache, show_progress=False)
        assert not from_cache, "the first start found an SVD cache"
        cached, (_, _, _, from_cache) = timed(args.device, utils.load_or_compute_skeleton, layers, args.rank, model_id,
                                              cache=cache, show_progress=False)
        assert from_cache, "the second start did not read the SVD cache"
        apply_cached, _ = timed(args.device, utils.apply_tiny_lora, model, utils.TinyLoRAGlobalParams(args.u),
                                rank=args.rank, verbose=False, svd_cache=cache)
        remove_tiny_lora(model)
    log(f"project: first start {first:.2f} s (SVD of {len(layers)} layers on {args.device.type}), cached start "
        f"{cached:.2f} s, apply_tiny_lora with cache {apply_cached:.2f} s")
    check_seconds, check = timed(args.device, check_against_full_svd, args, layers, skeleton)
    log(f"check vs float64 full SVD ({len(check['layers'])} shapes, {check_seconds:.1f} s): min |cos| "
        f"{check['min_abs_cos']:.8f}, max relative singular value error {check['max_rel_sv_error']:.2e}")

    block = [(n, m) for n, m in layers if ".layers.0." in f".{n}"] or layers[:7]
    seed_block = time_seed_svd(block, args.rank, dequantize=utils.dequantized_weight)
    seed_total = seed_block * len(layers) / len(block)
    log(f"seed: fp32 full SVD on the CPU ({torch.get_num_threads()} threads): {seed_block:.1f} s for {len(block)} "
        f"layers -> {seed_total:.1f} s for {len(layers)} (extrapolated)")

    _, peft_seconds = add_peft(args, switch)
    result.update({
        "project_first_start_seconds": first, "project_cached_start_seconds": cached,
        "project_apply_tiny_lora_cached_seconds": apply_cached, "svd_device": args.device.type,
        "check_vs_float64_full_svd": check,
        "seed_cpu_fp32_full_svd": {"block_layers": len(block), "block_seconds": seed_block,
                                   "all_layers_seconds_extrapolated": seed_total,
                                   "torch_threads": torch.get_num_threads()},
        "peft_init_seconds": peft_seconds,
        "goals": {"first start <= 5 s": {"seconds": first, "met": first <= 5},
                  "cached start <= 1 s": {"seconds": cached, "met": cached <= 1},
                  "top-r vectors match a full SVD (min |cos| >= 0.9999)":
                      {"min_abs_cos": check["min_abs_cos"], "met": check["min_abs_cos"] >= 0.9999}},
    })
    print_table(f"SVD init of {len(layers)} target layers (rank {args.rank})", ["method", "seconds", "note"], [
        ["project, first start", first, f"top-r on {args.device.type}, writes the cache"],
        ["project, cached start", cached, "reads the cache"],
        ["seed (fp32 full SVD, CPU)", seed_total, f"extrapolated from {len(block)} layers ({seed_block:.1f} s)"],
        ["PEFT get_peft_model", peft_seconds,
         "TinyLoraConfig, full SVD per layer" if peft_seconds is not None else "skipped: peft not installed"],
    ])
    for goal, value in result["goals"].items():
        log(f"goal {goal}: {'met' if value['met'] else 'NOT met'}")
    save_result(args, "svd", "bf16", result)
    del switch, model
    free_memory(args.device)


# ----------------------------------------------------------------------------------------------------------------
# Part 3: train step


def set_activation_checkpointing(model, enable):
    """Gradient (activation) checkpointing on or off; transformers renamed the methods in 5.2x."""
    kwargs = {"use_reentrant": False}
    if hasattr(model, "activation_checkpointing_enable"):
        if enable:
            model.activation_checkpointing_enable(activation_checkpointing_kwargs=kwargs)
        else:
            model.activation_checkpointing_disable()
    elif enable:
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs=kwargs)
    else:
        model.gradient_checkpointing_disable()


def train_step(model, batch, trainable, grad_to_inputs=False):
    """Forward + backward of the LM loss; with grad_to_inputs (no trainable tensor), backward to the embeddings."""
    for p in trainable:
        p.grad = None
    hook = None
    if grad_to_inputs:
        embeddings = model.get_input_embeddings()
        hook = embeddings.register_forward_hook(lambda module, inputs, output: output.requires_grad_())
    try:
        loss = model(input_ids=batch, labels=batch).loss
        loss.backward()
    finally:
        if hook is not None:
            hook.remove()
    return loss.detach()


def run_train(args, dtype_name):
    if dtype_name == "nf4" and args.device.type != "cuda":
        log("train nf4: skipped (NF4 needs CUDA and bitsandbytes)")
        return
    log(f"\n=== train step ({dtype_name}) ===")
    model = build_nf4_model(args) if dtype_name == "nf4" else build_model(args)
    switch = LayerSwitch(model)
    params = add_tinylora(args, switch)
    designs = {"plain": ("plain", "plain model (backward to the embeddings)", [])}
    designs["tinylora"] = ("tinylora", "project TinyLoRA (low-rank path)", [params.global_v])
    if dtype_name == "bf16":
        seed_v = add_seed(args, switch)
        designs["seed"] = ("seed", "seed layer (dW each forward)", [seed_v])
        peft_v, _ = add_peft(args, switch)
        if peft_v is not None:
            designs["peft"] = ("peft", "PEFT TinyLoraConfig", peft_v)
    for _, _, trainable in designs.values():
        for p in trainable:
            p.requires_grad_(True)  # PEFT freezes every parameter it does not own, ours included
    model.config.use_cache = False
    set_activation_checkpointing(model, True)
    model.train()
    generator = torch.Generator().manual_seed(args.seed)
    high = min(model.config.vocab_size, FIRST_SPECIAL_TOKEN)
    batch = torch.randint(0, high, (args.train_batch, args.train_tokens), generator=generator).to(args.device)

    times = {key: [] for key in designs}
    for step in range(args.train_steps + 1):  # step 0 is warm-up
        this_step = {}
        for key, (impl, _, trainable) in designs.items():  # interleaved: A B C D, A B C D, ...
            switch.use(impl)
            this_step[key], _ = timed(args.device, train_step, model, batch, trainable, grad_to_inputs=not trainable)
            if trainable and trainable[0].grad is None:
                raise RuntimeError(f"{key}: v got no gradient")
            if step:
                times[key].append(this_step[key])
        log(f"  step {step}{' (warm-up)' if step == 0 else ''}: "
            + ", ".join(f"{k} {seconds:.3f} s" for k, seconds in this_step.items()))
    peak = torch.cuda.max_memory_allocated(args.device) / 2**30 if args.device.type == "cuda" else None
    medians = {key: median(values) for key, values in times.items()}
    result = {"meta": run_meta(args), "batch": args.train_batch, "tokens": args.train_tokens,
              "gradient_checkpointing": True, "steps_timed": args.train_steps, "seconds": times,
              "median_seconds": medians, "designs": {k: d[1] for k, d in designs.items()}, "peak_memory_gib": peak}
    if "seed" in medians:
        result["goals"] = {
            "project <= 0.75x seed layer": {"ratio": medians["tinylora"] / medians["seed"],
                                            "met": medians["tinylora"] <= 0.75 * medians["seed"]},
        }
        if "peft" in medians:
            result["goals"]["project faster than PEFT"] = {"ratio": medians["tinylora"] / medians["peft"],
                                                           "met": medians["tinylora"] < medians["peft"]}
    print_table(f"Train step {dtype_name}: forward + backward, {args.train_batch} x {args.train_tokens} tokens, "
                f"gradient checkpointing, median of {args.train_steps}",
                ["variant", "seconds", "vs plain", "vs project"],
                [[f"{k} ({d[1]})", medians[k], medians[k] / medians["plain"], medians[k] / medians["tinylora"]]
                 for k, d in designs.items()])
    for goal, value in result.get("goals", {}).items():
        log(f"goal {goal}: {value['ratio']:.2f} -> {'met' if value['met'] else 'NOT met'}")
    save_result(args, "train", dtype_name, result)
    set_activation_checkpointing(model, False)
    del switch, model
    free_memory(args.device)


# ----------------------------------------------------------------------------------------------------------------
# Part 4: evaluation throughput


def generate_one_at_a_time(model, tokenizer, problems, max_new_tokens, temperature=utils.EVAL_TEMPERATURE):
    """The seed's test loop: one generate() per problem (batch 1); returns new tokens per problem."""
    counts = []
    device = next(model.parameters()).device
    with utils.tiny_lora_merged(model), torch.no_grad():
        for problem in problems:
            prompt = utils.apply_chat_template(problem, tokenizer)["prompt"]
            inputs = tokenizer(prompt, return_tensors="pt", add_special_tokens=False).to(device)
            out = model.generate(**inputs, max_new_tokens=max_new_tokens, do_sample=True, temperature=temperature,
                                 pad_token_id=tokenizer.pad_token_id)
            counts.append(out.shape[1] - inputs["input_ids"].shape[1])
    return counts


def run_eval(args):
    log("\n=== eval throughput ===")
    tokenizer = load_tokenizer(args, required_by="eval")
    problems = load_bundled_problems(args.eval_problems, seed=args.seed)
    model = build_model(args, vocab_size=QWEN_VOCAB)
    apply_project_tiny_lora(args, model)
    # warm-up: kernels and allocator, outside the timings
    generate_one_at_a_time(model, tokenizer, problems[:1], min(8, args.new_tokens))

    runs = {}
    for batch_size in args.eval_batch_sizes:
        seconds, (_, token_counts) = timed(
            args.device, utils.generate_completions, model, tokenizer, problems, n=1, max_new_tokens=args.new_tokens,
            batch_size=batch_size, seed=args.seed, progress=False, return_token_counts=True)
        runs[f"batched_{batch_size}"] = {"label": f"generate_completions, batch_size {batch_size}",
                                         "problems": len(problems), "seconds": seconds,
                                         "new_tokens": sum(c[0][0] for c in token_counts)}
        log(f"  batch_size {batch_size}: {seconds:.1f} s")
    loop_problems = problems[:args.eval_loop_problems]
    seconds, loop_counts = timed(args.device, generate_one_at_a_time, model, tokenizer, loop_problems, args.new_tokens)
    runs["one_at_a_time"] = {"label": "one problem at a time (seed's loop)", "problems": len(loop_problems),
                             "seconds": seconds, "new_tokens": sum(loop_counts)}
    for run in runs.values():
        run["problems_per_minute"] = run["problems"] / run["seconds"] * 60
        run["new_tokens_per_s"] = run["new_tokens"] / run["seconds"]
    for run in runs.values():
        run["speedup_vs_one_at_a_time"] = run["problems_per_minute"] / runs["one_at_a_time"]["problems_per_minute"]
    print_table(f"Evaluation generation, max_new_tokens {args.new_tokens}, temperature {utils.EVAL_TEMPERATURE}, "
                f"test.py's default batch_size {utils.EVAL_BATCH_SIZE} (random weights: completions rarely end early)",
                ["method", "problems", "seconds", "problems/min", "new tokens/s", "speed-up"],
                [[r["label"], r["problems"], r["seconds"], r["problems_per_minute"], r["new_tokens_per_s"],
                  r["speedup_vs_one_at_a_time"]] for r in runs.values()])
    save_result(args, "eval", "bf16", {"meta": run_meta(args), "max_new_tokens": args.new_tokens,
                                       "default_batch_size": utils.EVAL_BATCH_SIZE, "runs": runs})
    del model
    free_memory(args.device)


# ----------------------------------------------------------------------------------------------------------------
# Part 5: one GRPOTrainer run split into generation, reward and optimisation


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
        def _generate_single_turn(self, *a, **kw):
            seconds, out = timed(device, super()._generate_single_turn, *a, **kw)
            record("generation", seconds)
            return out

        def _generate_and_score_completions(self, *a, **kw):
            seconds, out = timed(device, super()._generate_and_score_completions, *a, **kw)
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
    # The seed's num_iterations: one generation round feeds this many optimizer steps (2 in tiny mode: CPU time).
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


# ----------------------------------------------------------------------------------------------------------------
# Part 6: data parallel (accelerate launch train_rl.py, as a user runs it)


V_LINE = re.compile(r"v identical on (\d+) ranks \(\|v\| = (\S+), sha256 ([0-9a-f]+)\)")


def train_rl_command(args, processes, model_dir, output_dir, grad_accum):
    """train_rl.py as a user runs it: `python train_rl.py ...`, or `accelerate launch --num_processes N train_rl.py`.

    --multi_gpu picks accelerate's multi-process launcher (torchrun; on 2 GPUs accelerate picks it by itself). On a
    CPU machine it works too: train_rl.py trains on the CPU and accelerate joins the ranks over gloo, whereas
    `accelerate launch --cpu --num_processes 2` starts one process (several CPU processes need MPI and a hostfile).
    """
    script = [os.path.join(ROOT, "train_rl.py"), str(args.u), "16", "--model", model_dir, "--no_quant",
              "--train_data", BUNDLED_TRAIN, "--output_dir", output_dir,
              "--max_completion_length", str(args.multigpu_tokens), "--num_generations", "4",
              "--per_device_train_batch_size", "2", "--gradient_accumulation_steps", str(grad_accum),
              "--num_iterations", "1", "--max_steps", str(args.multigpu_steps), "--save_steps", "1000",
              "--rank", str(args.rank)]
    if processes == 1:
        return [sys.executable] + script
    return [sys.executable, "-m", "accelerate.commands.launch", "--multi_gpu", "--num_processes", str(processes),
            "--num_machines", "1", "--mixed_precision", "no", "--dynamo_backend", "no",
            "--main_process_port", "0"] + script


def launch_train_rl(args, processes, model_dir, output_dir, grad_accum):
    """Run train_rl.py on `processes` ranks; returns (seconds, final checkpoint, reward_log.csv rows, stdout)."""
    command = train_rl_command(args, processes, model_dir, output_dir, grad_accum)
    env = dict(os.environ, **NCCL_ENV)
    if processes == 1 and args.device.type == "cuda":
        env["CUDA_VISIBLE_DEVICES"] = env.get("CUDA_VISIBLE_DEVICES", "0").split(",")[0]
    if args.device.type == "cpu":
        env["OMP_NUM_THREADS"] = str(max(1, (os.cpu_count() or 1) // processes))
    log(f"running: {' '.join(os.path.basename(c) for c in command[:8])} ... "
        f"({processes} process{'es' if processes > 1 else ''})")
    start = time.perf_counter()
    try:
        proc = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=420)
    except subprocess.TimeoutExpired as exc:
        output = exc.stdout.decode(errors="replace") if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        log(output[-3000:])
        raise SystemExit(f"error: train_rl.py with {processes} process(es) did not finish in 420 s") from None
    seconds = time.perf_counter() - start
    if proc.returncode != 0:
        log((proc.stdout + proc.stderr)[-3000:])
        raise SystemExit(f"error: train_rl.py with {processes} process(es) exited with {proc.returncode}")
    checkpoint = utils.read_tiny_lora_checkpoint(os.path.join(output_dir, utils.CHECKPOINT_NAME))
    with open(os.path.join(output_dir, "reward_log.csv"), newline="") as f:
        rows = list(csv.DictReader(f))
    return seconds, checkpoint, rows, proc.stdout


def run_multigpu(args):
    log("\n=== data parallel (accelerate launch train_rl.py) ===")
    gpus = torch.cuda.device_count() if args.device.type == "cuda" else 0
    if args.device.type == "cuda" and gpus < 2:
        log(f"multigpu: skipped ({gpus} GPU here; run on a 2-GPU machine)")
        return
    from tinylora_coder.training.callbacks import v_digest

    tokenizer = load_tokenizer(args, required_by="multigpu")
    folder = tempfile.mkdtemp(prefix="bench-multigpu-")
    try:
        model_dir = os.path.join(folder, "model")
        if args.tiny:
            config = utils.tiny_qwen2_config(vocab_size=QWEN_VOCAB)
        elif args.multigpu_shape == "3b":
            config = utils.qwen2_3b_config()
        else:  # the Qwen2.5-0.5B shape
            config = utils.qwen2_3b_config(hidden_size=896, intermediate_size=4864, num_hidden_layers=24,
                                           max_window_layers=24, num_attention_heads=14, num_key_value_heads=2)
        model = build_model(args, dtype=torch.bfloat16 if args.device.type == "cuda" else torch.float32,
                            config=config, name=f"random-qwen2-{args.multigpu_shape}")
        model.save_pretrained(model_dir)
        tokenizer.save_pretrained(model_dir)
        del model
        free_memory(args.device)

        # The same global batch per optimizer step (8 completions) on 1 and on 2 ranks.
        one_seconds, _, one_rows, _ = launch_train_rl(args, 1, model_dir, os.path.join(folder, "one"), grad_accum=4)
        two_seconds, saved, two_rows, stdout = launch_train_rl(args, 2, model_dir, os.path.join(folder, "two"),
                                                               grad_accum=2)
    finally:
        shutil.rmtree(folder, ignore_errors=True)

    # train_rl.py gathers v from every rank at the end and says "v identical on N ranks (|v|, sha256)".
    match = V_LINE.search(stdout)
    v = saved["global_v"]
    ranks_equal = bool(match) and int(match.group(1)) == 2
    saved_equal = bool(match) and match.group(3) == v_digest(v)
    moved = bool(v.abs().sum() > 0)

    def step_time(rows):
        seconds = [float(r["step_seconds"]) for r in rows]
        return median(seconds[1:] or seconds)  # step 1 includes warm-up

    one_step, two_step = step_time(one_rows), step_time(two_rows)
    log(f"2 ranks: {match.group(0) if match else 'NO line v identical on 2 ranks'}; saved v has that sha256: "
        f"{saved_equal}" + ("" if moved else " (v never moved: random weights earn no g++ reward, so equal ranks "
                                              "prove little here; tests/test_data_parallel.py moves v)"))
    print_table("train_rl.py, 8 completions per optimizer step (1 rank: grad accumulation 4; 2 ranks: 2), "
                "reward_log.csv step seconds", ["run", "median step s", "process s", "steps"],
                [["1 process", one_step, one_seconds, len(one_rows)],
                 ["2 processes", two_step, two_seconds, len(two_rows)]])
    log(f"2 ranks vs 1: {one_step / two_step:.2f}x faster per optimizer step")
    save_result(args, "multigpu", args.multigpu_shape if not args.tiny else "tiny", {
        "meta": run_meta(args), "model_shape": "tiny" if args.tiny else args.multigpu_shape,
        "max_completion_length": args.multigpu_tokens, "steps": args.multigpu_steps,
        "ranks_equal": ranks_equal, "checkpoint_equals_ranks": saved_equal, "v_changed": moved,
        "global_v_norm": v.norm().item(),
        "one_process": {"median_step_seconds": one_step, "process_seconds": one_seconds,
                        "step_seconds": [float(r["step_seconds"]) for r in one_rows]},
        "two_processes": {"median_step_seconds": two_step, "process_seconds": two_seconds,
                          "step_seconds": [float(r["step_seconds"]) for r in two_rows]},
        "speedup": one_step / two_step})
    if not (ranks_equal and saved_equal):
        raise SystemExit("error: the ranks did not report one v equal to the saved checkpoint's")


# ----------------------------------------------------------------------------------------------------------------


def main(argv=None):
    args = parse_args(argv)
    torch.manual_seed(args.seed)
    log(f"bench_gpu: part {args.part}, {'tiny model on the CPU' if args.tiny else 'Qwen2.5-Coder-3B shape'}, "
        f"device {args.device}, results -> {args.out}")
    parts = PARTS if args.part == "all" else (args.part,)
    if args.part == "all" and not args.tiny:
        log("note: --part all takes longer than one 10-minute command on a GPU machine; run parts separately there")
    started = time.perf_counter()
    for part in parts:
        part_start = time.perf_counter()
        if part in ("decode", "train"):
            dtype = args.dtype or ("bf16" if part == "decode" else "both")
            for name in (("bf16", "nf4") if dtype == "both" else (dtype,)):
                (run_decode if part == "decode" else run_train)(args, name)
        else:
            {"svd": run_svd, "eval": run_eval, "grpo": run_grpo, "multigpu": run_multigpu}[part](args)
        log(f"part {part} done in {time.perf_counter() - part_start:.0f} s")
    log(f"all done in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
