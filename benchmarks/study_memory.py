"""How much of the GPU each learning-study run gets when several train side by side (benchmarks/learning_study.py):
the GPU's memory, each run's --gpu_memory_share, and a share given in --extra."""
import math
import subprocess

# Issue 25's runs pin a 16-row training micro-batch without activation checkpointing (STAGE1). One ran out of
# memory with 20.1 GiB in use (H200, six side by side, 2026-11-25): the other five held 19.3-26.9 GiB then, their
# allocators keeping freed blocks, and grew to 20.8-37.1 GiB later (a fourth run on an H100 also ran out, at step
# 14). So each run gets an equal share of the GPU (--gpu_memory_share), which must hold STUDY_RUN_GIB. PyTorch's cap
# leaves out what a process holds outside its allocator (the CUDA context: 0.9 GiB of the 20.1 at that OOM), so the
# shares leave PROCESS_OVERHEAD_GIB a run outside them.
STUDY_RUN_GIB = 24
PROCESS_OVERHEAD_GIB = 1.5


def extra_flags(extra):
    """The option names in an --extra string ("--train_micro_batch=8 --seed 1" -> {"--train_micro_batch", ...})."""
    return {a.split("=")[0] for a in extra.split()}


def gpu_memory_shares(names, extra, gpu_gib):
    """The --gpu_memory_share of each of `names` started together on one GPU: an equal share of what is left after
    PROCESS_OVERHEAD_GIB a run, rounded down to 0.001; None (no cap) for one run, without a GPU, with --use_vllm (a
    colocated vLLM sizes itself) or with a share in --extra."""
    if len(names) < 2 or gpu_gib is None or extra_flags(extra) & {"--use_vllm", "--gpu_memory_share"}:
        return None
    return math.floor(1000 * (gpu_gib - len(names) * PROCESS_OVERHEAD_GIB) / (len(names) * gpu_gib)) / 1000


def gpu_memory_gib():
    """The first GPU's memory in GiB, from nvidia-smi (the study driver itself stays off CUDA), or None without one."""
    try:
        query = subprocess.run(["nvidia-smi", "--query-gpu=memory.total", "--format=csv,noheader,nounits"],
                               capture_output=True, text=True, timeout=60)
        return float(query.stdout.split()[0]) / 1024
    except (OSError, subprocess.TimeoutExpired, IndexError, ValueError):
        return None


def given_share(extra):
    """The --gpu_memory_share in an --extra string, else None."""
    words = extra.replace("=", " ").split()
    return words[words.index("--gpu_memory_share") + 1] if "--gpu_memory_share" in words[:-1] else None
