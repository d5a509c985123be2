"""Shared pieces of the GPU benchmarks: constants, timing, tables, the results file, prompts and problems."""
import datetime
import glob
import importlib.metadata
import json
import math
import os
import platform
import statistics
import sys
import time

import torch


ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
import utils  # noqa: E402

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


def peft_version():
    """PEFT's version, None when it is not installed (it is no requirement: only its comparison variants need it)."""
    try:
        return importlib.metadata.version("peft")
    except importlib.metadata.PackageNotFoundError:
        return None


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
