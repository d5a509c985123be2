"""Part multigpu: accelerate launch train_rl.py on 2 ranks against python train_rl.py on one (as a user runs them)."""
import csv
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import torch

from .common import (BUNDLED_TRAIN, NCCL_ENV, QWEN_VOCAB, ROOT, free_memory, load_tokenizer, log, median, print_table,
                     run_meta, save_result, utils)
from .models import build_model


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
              "--rank", str(args.rank), "--tying", "all", "--overlong_penalty", "0"]  # as measured before 2026-11-26
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
