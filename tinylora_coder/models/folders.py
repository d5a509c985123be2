"""Folders of trained weights, and the provenance file every one of them holds (no torch, no weights read).

Four things can be evaluated: a TinyLoRA checkpoint (tiny_lora_v.pt, or a folder holding one), a PEFT LoRA adapter
folder (adapter_config.json), a full Hugging Face model folder (config.json + *.safetensors), or a run folder whose
training wrote `lora_adapter/` (LoRA) or `full_model/` (full fine-tuning). Exports and training runs write
`tinylora_coder.json` beside the weights: what they are and where they came from. Its keys, shared by every writer:

  kind                "lora" | "full" | "merged" | "tinylora-lora"
  model_id            the base model's id as TinyLoRA checkpoints record it
  model_path          the folder the base model was loaded from, when local
  is_quantized        whether the base model was 4-bit NF4
  dtype               the weights' dtype, e.g. "bfloat16"
  step                the training step the weights come from
  trained_parameters  how many parameters training changed
  checkpoint_sha256   exports: sha256 of the tiny_lora_v.pt they were made from
  project_version     added by write_folder_info: `git describe` of this repository
"""

import functools
import glob
import os
import subprocess

from ..config import CHECKPOINT_NAME, PROJECT_ROOT
from ..errors import UsageError
from ..files import read_json, write_json

FOLDER_INFO_NAME = "tinylora_coder.json"
ADAPTER_CONFIG_NAME = "adapter_config.json"  # PEFT's name for an adapter folder's config
LORA_ADAPTER_DIR = "lora_adapter"  # what a LoRA training run writes into its output folder
FULL_MODEL_DIR = "full_model"  # what a full fine-tuning run writes into its output folder
FOLDER_KINDS = ("tinylora", "lora", "model")
INFO_KINDS = ("lora", "full", "merged", "tinylora-lora")


@functools.lru_cache(maxsize=1)
def project_version():
    """`git describe --always --dirty` of this repository (the project has no release numbers), else "unknown"."""
    try:
        described = subprocess.run(["git", "-C", PROJECT_ROOT, "describe", "--always", "--dirty", "--tags"],
                                   capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return described.stdout.strip() if described.returncode == 0 and described.stdout.strip() else "unknown"


def write_folder_info(folder, info):
    """Write `info` (plus "project_version") to <folder>/tinylora_coder.json atomically; returns the path."""
    record = dict(info)
    record.setdefault("project_version", project_version())
    return write_json(os.path.join(folder, FOLDER_INFO_NAME), record)


def read_folder_info(folder):
    """The provenance dict of a weights folder, or None when it has none (or it is not a JSON object)."""
    if not folder or not os.path.isdir(folder):
        return None
    path = os.path.join(folder, FOLDER_INFO_NAME)
    if not os.path.isfile(path):
        return None
    info = read_json(path)
    return info if isinstance(info, dict) and info else None


EXPORT_KINDS = ("tinylora-lora", "merged")  # what export.py writes: the only folders it may replace


def replaceable_folder(path):
    """Whether export.py may put a new folder at `path`: nothing there, an empty folder, or an earlier export (its
    tinylora_coder.json says so); never a file, a folder of something else, or the weights a training run wrote
    (those hold tinylora_coder.json too: replacing one lost a trained LoRA adapter, 2026-12-05)."""
    if not os.path.exists(path):
        return True
    if not os.path.isdir(path):
        return False
    return not os.listdir(path) or (read_folder_info(path) or {}).get("kind") in EXPORT_KINDS


def is_lora_folder(path):
    return os.path.isfile(os.path.join(path, ADAPTER_CONFIG_NAME))


def is_model_folder(path):
    return os.path.isfile(os.path.join(path, "config.json")) and bool(glob.glob(os.path.join(path, "*.safetensors")))


def own_kind(path):
    """The kind of `path` itself, not looking into sub-folders."""
    if os.path.isfile(path):
        return "tinylora"  # the only single-file weights this project reads; read_tiny_lora_checkpoint checks it
    if not os.path.isdir(path):
        return None
    if is_lora_folder(path):
        return "lora"
    if is_model_folder(path):
        return "model"
    if os.path.isfile(os.path.join(path, CHECKPOINT_NAME)):
        return "tinylora"
    return None


def resolve_trained_path(path):
    """(kind, path) for what `path` names: its own kind (tinylora, lora, model), else a run folder's lora_adapter/
    or full_model/ sub-folder with that sub-folder's path; (None, path) when it names none of them."""
    path = os.path.expanduser(str(path))
    kind = own_kind(path)
    if kind is not None:
        return kind, path
    if os.path.isdir(path):
        for sub_folder in (LORA_ADAPTER_DIR, FULL_MODEL_DIR):
            inner = os.path.join(path, sub_folder)
            kind = own_kind(inner) if os.path.isdir(inner) else None
            if kind in ("lora", "model"):
                return kind, inner
    return None, path


def folder_kind(path):
    """"tinylora" (tiny_lora_v.pt or a folder holding one), "lora" (adapter_config.json), "model" (config.json +
    *.safetensors), or None; a run folder counts as the kind of its lora_adapter/ or full_model/ sub-folder."""
    return resolve_trained_path(path)[0]


# The max_lora_rank values vLLM accepts (vllm.config.lora; 1 was added in later releases, 8 is in every one): read by
# the model card and the vllm engine
VLLM_LORA_RANKS = (8, 16, 32, 64, 128, 256, 320, 512)


def vllm_lora_rank(rank):
    """The smallest max_lora_rank vLLM accepts that holds a LoRA adapter of rank `rank`."""
    for allowed in VLLM_LORA_RANKS:
        if rank <= allowed:
            return allowed
    raise UsageError(f"a LoRA adapter of rank {rank} is above vLLM's largest max_lora_rank ({VLLM_LORA_RANKS[-1]})")
