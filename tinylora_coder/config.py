"""Settings the whole project shares: where things live, and the defaults the scripts show in --help.

Paths are anchored at the repository, not at the current directory, so every script works from anywhere.
Nothing here imports torch: the scripts read these values to build --help before loading anything heavy.
"""

import os

PROJECT_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# ----- where things live -----
OUTPUT_DIR = os.path.join(PROJECT_ROOT, "output", "luoguqwencoder-lora")  # the original project's run folder name
LOCAL_MODELS_DIR = os.path.join(PROJECT_ROOT, "models")  # models/<name> is searched before any hub
CODE_CONTESTS_DIR = os.path.join(PROJECT_ROOT, "local_code_contests")  # downloads and the bundled set
CALIBRATION_DIR = os.path.join(CODE_CONTESTS_DIR, "calibration")  # <model>.json: pass rates per problem
DEEPCODER_DIR = os.path.join(PROJECT_ROOT, "local_Deep-Coder-Preview-Dataset")  # the original project's folder name


def cache_dir():
    """Where SVD skeletons, the converted bundled model and the judge's helper and header are kept:
    $TINYLORA_CACHE, else ~/.cache/tinylora-grpo-coder (read at each call, so a process can be pointed elsewhere)."""
    return os.environ.get("TINYLORA_CACHE") or os.path.join(os.path.expanduser("~"), ".cache", "tinylora-grpo-coder")


# ----- the model -----
DEFAULT_MODEL_ID = "qwen/Qwen2.5-Coder-3B-Instruct"
BUNDLED_MODEL_NAME = "bundled"  # --model bundled: the offline Qwen2.5-Coder-0.5B-Instruct from pip

# ----- TinyLoRA -----
TARGET_MODULES = ("q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj")
TYING_MODES = ("all", "type", "block", "layer")
DEFAULT_U_VALUE = 32
DEFAULT_RANK = 2
TINYLORA_SEED = 42  # seed of the fixed random projections P (recorded in checkpoints as "seed")
CHECKPOINT_NAME = "tiny_lora_v.pt"  # the original project's file name

# ----- GRPO -----
# The optimiser settings train_rl.py starts from. The original project used learning rate 1e-5 decaying linearly to
# zero: with Adam that moves each of v's coordinates by at most 1e-5 a step, so |v| stays below about 0.006 in
# 100 steps, far under the 0.01-0.1 at which v changes the real model's answers. 1e-3 held constant moved |v| to
# 0.027 in 15 steps on the real 0.5B model without hurting held-out pass@1, while 1e-2 hurt it (H100,
# 2026-11-23, benchmarks/results/learning/); the sweep that settles the default is issue 13's study.
DEFAULT_LEARNING_RATE = 1e-3
DEFAULT_LR_SCHEDULER = "constant"
# the original project's values, restored by --learning_rate 1e-5 --lr_scheduler_type linear
ORIGINAL_LEARNING_RATE = 1e-5
SEED_LR_SCHEDULER = "linear"
# DAPO's soft overlong penalty: the reward falls from 0 to -1 over the last OVERLONG_TOKENS new tokens. With the mask
# alone, held-out answers cut at 512 tokens went 15% -> 30-43% after 300 steps of the binary reward; with this penalty
# beside it 1.6%, and pass@1 gained at least as much (issue 25, H200/H100, 2026-11-26).
OVERLONG_TOKENS = 128

# ----- evaluation -----
EVAL_TEMPERATURE = 0.7  # the original project's test temperature
EVAL_BATCH_SIZE = 8  # sequences per generate() call on CPU (prompts x samples)
EVAL_SEED = 42
MAX_REWARD_TESTS = 5  # the original project judged at most 5 tests per problem during training
# vllm: optional, chosen only by name
GENERATION_ENGINES = ("auto", "eager", "compiled", "cuda_graph", "continuous", "vllm")
VLLM_REQUIREMENTS = "requirements-vllm.txt"  # the optional vLLM dependency (pip install -r ...)
EXPORT_FORMATS = ("lora", "merged")  # export.py's formats (tinylora/export.py), here so that --help loads no torch
