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
# Issue 46's other adapters need more at the same micro-batch: LoRA rank 16 peaked at 24.8 GiB (torch's allocation;
# H200 and H100, 2026-12-05) and one ran out of memory at step 13 in a 24.86 GiB share (H100, three places,
# 2026-12-05; 23.3 GiB allocated and 1.4 GiB reserved beside it); full fine-tuning peaked at 36.3 GiB alone (H100,
# 2026-12-05). What a run needs, by its --adapter; a run without one is TinyLoRA (STUDY_RUN_GIB).
ADAPTER_RUN_GIB = {"lora": 28, "full": 40}


def run_memory_gib(flags):
    """The GPU memory in GiB a study run with these train_rl.py arguments needs (None: an evaluation's place)."""
    flags = list(flags or [])  # the last --adapter, as argparse reads it
    adapter = next((flags[i + 1] for i in range(len(flags) - 2, -1, -1) if flags[i] == "--adapter"), None)
    return ADAPTER_RUN_GIB.get(adapter, STUDY_RUN_GIB)


def extra_flags(extra):
    """The option names in an --extra string ("--train_micro_batch=8 --seed 1" -> {"--train_micro_batch", ...})."""
    return {a.split("=")[0] for a in extra.split()}


def gpu_memory_shares(needs, extra, gpu_gib):
    """The --gpu_memory_share of each of the places started together on one GPU, given what each needs in GiB
    (run_memory_gib): what is left after PROCESS_OVERHEAD_GIB a place, split in proportion to the needs (equal
    shares for equal needs), each rounded down to 0.001; None (no cap) for one place, without a GPU, with --use_vllm
    (a colocated vLLM sizes itself) or with a share in --extra."""
    if len(needs) < 2 or gpu_gib is None or extra_flags(extra) & {"--use_vllm", "--gpu_memory_share"}:
        return None
    left = (gpu_gib - len(needs) * PROCESS_OVERHEAD_GIB) / gpu_gib
    return [math.floor(1000 * left * need / sum(needs)) / 1000 for need in needs]


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
