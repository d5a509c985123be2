"""GPU benchmarks of TinyLoRA-GRPO-Coder at the Qwen2.5-Coder-3B shape with random weights (issue 6).

The GPU machine cannot download models, so every model here is built from a config with seeded random weights:
speed depends on shapes, not on weight values. Each part prints a table and merges its results into one JSON
file (--out), so parts can run as separate commands.

Parts:
  decode    rollout decode tokens/s in generate() (same prompts, sampling, fixed length), interleaved repeats:
            plain model (eager; static cache + compile), TinyLoRA merged (eager = train_rl.py's path today;
            static + compile), TinyLoRA low-rank, the original project's layer, PEFT's TinyLoraConfig. NF4: plain vs
            TinyLoRA.
            Whether the compiled merged path generates with the current weights is checked on the real model by
            bench_rollouts.py (part agreement): random weights cannot show it.
  svd       SVD init of all target layers: project first start / cached start (+ check against a float64 full
            SVD), the original project's fp32 CPU full SVD (one block timed, extrapolated), PEFT's init.
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
import os
import tempfile
import sys
import time

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # benchmarks/: the gpu package, original_layer
from gpu.common import PROFILES, log  # noqa: E402
from gpu.decode import BF16_DESIGNS, NF4_DESIGNS, run_decode  # noqa: E402
from gpu.evaluation import run_eval  # noqa: E402
from gpu.grpo import run_grpo  # noqa: E402
from gpu.multigpu import run_multigpu  # noqa: E402
from gpu.svd import run_svd  # noqa: E402
from gpu.train import run_train  # noqa: E402
from result_paths import default_out  # noqa: E402

PARTS = ("decode", "svd", "train", "eval", "grpo", "multigpu")


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
    parser.add_argument("--out", help="JSON results file, merged into (default: benchmarks/results/gpu/"
                                      "<today>_<device>.json; <today>_cpu_tiny.json with --tiny)")
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
    if args.tiny:  # a check of the code paths, not a measurement: never into benchmarks/results/
        args.out = args.out or os.path.join(tempfile.gettempdir(), "bench_gpu_tiny.json")
    args.out = args.out or default_out("gpu")
    args.device = torch.device("cuda" if torch.cuda.is_available() and not args.tiny else "cpu")
    if not args.tiny and args.device.type != "cuda":
        parser.error("no CUDA device: run on a GPU machine, or pass --tiny to check the code paths on the CPU")
    return args


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
