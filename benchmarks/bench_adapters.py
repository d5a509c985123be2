"""What each adapter of train_rl.py --adapter costs, measured side by side in one run: trained parameters, the
saved weights' size on disk, peak GPU memory and the warm step time of the same GRPO run (issue 46's table).

Each adapter trains --steps steps of the study's recipe (learning_study.py: 8 prompts x 8 completions, 512 new
tokens, binary reward, overlong penalty, the calibrated problems), one train_rl.py after the other; the peak is the
largest peak_gpu_gib of its reward_log.csv (torch's max_memory_allocated: the model, the optimizer, the rollouts'
caches and the training forward), the step time the median of the steps after the first two (the first compiles
the decode step). The first measurement (H200, 2026-12-04) ran the three in one process, its peak read there.

  python benchmarks/bench_adapters.py --model bundled --steps 12 --out benchmarks/results/adapters/<date>_<gpu>.json
"""
import argparse
import csv
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from adapter_runs import LORA_FLAGS  # noqa: E402
from learning_study import COMMON, OVERLONG_TOKENS, STAGE1  # noqa: E402

ADAPTER_ARGS = {  # the study's runs (learning_study.ADAPTER_RUNS, RECIPE_RUNS), at their first learning rates
    "tinylora": ["--tying", "layer", "--learning_rate", "1e-3"],
    "lora": LORA_FLAGS + ["--learning_rate", "5e-5"],
    "full": ["--adapter", "full", "--learning_rate", "1e-6"],
}


def folder_bytes(path):
    if os.path.isfile(path):
        return os.path.getsize(path)
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, files in os.walk(path) for f in files)


def measure(name, args):
    output_dir = os.path.join(args.root, name)
    argv = [sys.executable, os.path.join(ROOT, "train_rl.py"), "32", "1000", "--model", args.model, "--output_dir",
            output_dir, *COMMON, *STAGE1, "--reward", "binary", "--overlong_penalty", str(OVERLONG_TOKENS),
            *ADAPTER_ARGS[name], "--max_steps", str(args.steps), "--save_steps", "1000", "--overwrite_output_dir"]
    started = time.time()
    finished = subprocess.run(argv, capture_output=True, text=True)
    if finished.returncode != 0:
        raise SystemExit(f"{name}: train_rl.py ended with {finished.returncode}:\n{finished.stdout[-2000:]}"
                         f"{finished.stderr[-2000:]}")
    rows = list(csv.DictReader(open(os.path.join(output_dir, "reward_log.csv"))))
    config = json.load(open(os.path.join(output_dir, "run_config.json")))
    weights = next(os.path.join(output_dir, f) for f in ("tiny_lora_v.pt", "lora_adapter", "full_model")
                   if os.path.exists(os.path.join(output_dir, f)))
    return {"adapter": name, "trainable_parameters": config["effective"]["trainable_parameters"],
            "saved_bytes": folder_bytes(weights), "saved": os.path.basename(weights),
            "peak_gpu_gib": max(float(r["peak_gpu_gib"]) for r in rows),
            "warm_step_seconds": statistics.median(float(r["step_seconds"]) for r in rows[2:]),
            "step_seconds": [float(r["step_seconds"]) for r in rows], "wall_seconds": time.time() - started,
            "micro_batch_plan": config["effective"]["micro_batch_plan"], "arguments": argv[1:]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="bundled")
    parser.add_argument("--steps", type=int, default=12, help="optimizer steps per adapter (at least 4)")
    parser.add_argument("--adapters", default="tinylora,lora,full")
    parser.add_argument("--root", default="/tmp/bench_adapters", help="the runs' folders")
    parser.add_argument("--out", required=True, help="JSON file of the results")
    args = parser.parse_args()
    if args.steps < 4:
        parser.error("--steps must be at least 4 (the first two steps are left out of the median)")
    import torch

    if not torch.cuda.is_available():
        raise SystemExit("bench_adapters.py measures GPU memory and speed: it needs a CUDA GPU")
    results = []
    for name in args.adapters.split(","):
        results.append(measure(name, args))
        r = results[-1]
        print(f"{name}: {r['trainable_parameters']:,} trained, saved {r['saved_bytes'] / 2**20:.2f} MiB, peak "
              f"{r['peak_gpu_gib']:.1f} GiB, {r['warm_step_seconds']:.2f} s a warm step", flush=True)
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        with open(args.out, "w") as f:  # after each adapter: a lost machine keeps the finished ones
            json.dump({"device": torch.cuda.get_device_name(0), "date": time.strftime("%Y-%m-%d"),
                       "commit": subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
                                                capture_output=True, text=True).stdout.strip(),
                       "results": results}, f, indent=2)
    base = results[0]
    for r in results:
        print(f"{r['adapter']:>9}: step time x{r['warm_step_seconds'] / base['warm_step_seconds']:.2f}, peak memory "
              f"x{r['peak_gpu_gib'] / base['peak_gpu_gib']:.2f} of {base['adapter']}'s")


if __name__ == "__main__":
    main()
