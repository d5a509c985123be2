"""TinyLoRA checkpoints (tiny_lora_v.pt): v plus what is needed to rebuild exactly the layers it was trained with.

A checkpoint is a few KB: the original project's keys (global_v, u_value, rank, seed, model_id, total_replaced_layers)
plus tying, target modules, layer names, a fingerprint and signature of the SVD skeleton and a hash of the
projections P. U, S, V, P and the base weights are rebuilt from the model, the SVD cache and the projection seed.
Files are written atomically and read with weights_only=True; every kind of mismatch is refused with a
message naming it, before any expensive work where possible.
"""

import os

import torch

from ..config import CHECKPOINT_NAME, TARGET_MODULES
from ..errors import CheckpointError, first_line
from ..files import atomic_path
from .layer import TinyLoRAGlobalParams, apply_tiny_lora, find_target_layers, projection_hash

CHECKPOINT_FORMAT_VERSION = 2
BEST_CHECKPOINT_NAME = "best_tiny_lora_v.pt"


def save_tiny_lora_checkpoint(path, model, **extra):
    """Write tiny_lora_v.pt atomically: the original project's keys plus what is needed to rebuild the layers exactly.

    Only v and metadata are stored (a few KB): U, S, V, P and the base weights are rebuilt from the model,
    the SVD cache and the projection seed.
    """
    params = getattr(model, "tinylora", None)
    if params is None:
        raise ValueError("this model has no TinyLoRA layers (apply_tiny_lora first)")
    info = params.info
    checkpoint = {
        "format_version": CHECKPOINT_FORMAT_VERSION,
        "global_v": params.global_v.detach().float().cpu().clone(),
        "u_value": params.u_value,
        "rank": info["rank"],
        "seed": info["seed"],
        "model_id": info["model_id"],
        "total_replaced_layers": info["total_replaced_layers"],
        "is_quantized": info["is_quantized"],
        "tying": params.tying,
        "group_names": list(params.group_names),
        "target_modules": list(info["target_modules"]),
        "layer_names": list(info["layer_names"]),
        "skeleton_fingerprint": info["skeleton_fingerprint"],
        "skeleton_signature": info["skeleton_signature"].clone(),
        "projection_hash": info["projection_hash"],
    }
    checkpoint.update(extra)
    with atomic_path(path) as tmp:
        torch.save(checkpoint, tmp)
    return path


REQUIRED_CHECKPOINT_KEYS = ("global_v", "u_value", "rank", "seed", "model_id", "total_replaced_layers")


def checkpoint_file(path):
    """The checkpoint file a path names: the file itself, or tiny_lora_v.pt inside a folder."""
    if os.path.isdir(path) and os.path.isfile(os.path.join(path, CHECKPOINT_NAME)):
        return os.path.join(path, CHECKPOINT_NAME)
    return path


def saved_by_torch(path):
    """Whether the file starts as torch.save's output does: a zip archive, or a pickle (the legacy format)."""
    with open(path, "rb") as f:
        head = f.read(4)
    return head == b"PK\x03\x04" or head[:1] == b"\x80"  # zip's local header; pickle's PROTO opcode (protocol 2+)


def read_tiny_lora_checkpoint(path):
    """Load and sanity-check a checkpoint file or folder (weights_only); raises CheckpointError with the reason.

    Self-consistency is checked here, without any model: v's shape against u and the groups, the layer list
    against the layer count, and the projections P rebuilt from (u, rank, seed, layer names) against the
    recorded hash, so an edited or damaged file is refused before a model is even loaded.
    """
    path = checkpoint_file(path)
    if not os.path.isfile(path):
        hint = f" (a folder must hold {CHECKPOINT_NAME})" if os.path.isdir(path) else ""
        raise CheckpointError(f"checkpoint not found: {path}{hint}")
    if not saved_by_torch(path):  # torch.load's own message for, say, a JSON file is a paragraph on weights_only
        raise CheckpointError(f"not a TinyLoRA checkpoint: {path} is not a file torch.save wrote")
    try:
        checkpoint = torch.load(path, map_location="cpu", weights_only=True)
    except Exception as exc:
        raise CheckpointError(f"not a readable TinyLoRA checkpoint: {path} ({first_line(exc, 120)})") from None
    if not isinstance(checkpoint, dict) or any(k not in checkpoint for k in REQUIRED_CHECKPOINT_KEYS):
        missing = [k for k in REQUIRED_CHECKPOINT_KEYS if not isinstance(checkpoint, dict) or k not in checkpoint]
        raise CheckpointError(f"not a TinyLoRA checkpoint: {path} (missing {', '.join(missing)})")
    v = checkpoint["global_v"]
    if not isinstance(v, torch.Tensor) or v.dim() == 0 or v.shape[-1] != checkpoint["u_value"]:
        raise CheckpointError(f"corrupt checkpoint {path}: global_v does not have u_value={checkpoint['u_value']} "
                              "entries")
    if not torch.isfinite(v).all():
        raise CheckpointError(f"corrupt checkpoint {path}: global_v has non-finite values")
    checkpoint.setdefault("tying", "all")
    checkpoint.setdefault("target_modules", list(TARGET_MODULES))
    names = checkpoint.get("layer_names")
    if names is not None and len(names) != checkpoint["total_replaced_layers"]:
        raise CheckpointError(f"corrupt checkpoint {path}: {len(names)} layer names for "
                              f"{checkpoint['total_replaced_layers']} replaced layers")
    signature = checkpoint.get("skeleton_signature")
    if isinstance(signature, torch.Tensor) and signature.shape[-1:] != (checkpoint["rank"],):
        raise CheckpointError(f"inconsistent checkpoint {path}: it says rank {checkpoint['rank']} but its SVD "
                              f"skeleton has rank {signature.shape[-1]} (was the file edited?)")
    if names is not None and "projection_hash" in checkpoint:
        rebuilt = projection_hash(checkpoint["u_value"], checkpoint["rank"], checkpoint["seed"], names)
        if rebuilt != checkpoint["projection_hash"]:
            raise CheckpointError(f"inconsistent checkpoint {path}: u={checkpoint['u_value']}, rank "
                                  f"{checkpoint['rank']} and seed {checkpoint['seed']} do not rebuild the projections "
                                  "it was trained with (was the file edited?)")
    return checkpoint


def checkpoint_mismatches(checkpoint, model, rtol=1e-3):
    """Human-readable differences between a checkpoint and a model with TinyLoRA applied ([] if none)."""
    params = model.tinylora
    info = params.info
    problems = []

    def differ(what, saved, current):
        if saved != current:
            problems.append(f"{what}: checkpoint {saved}, model {current}")

    differ("base model", checkpoint["model_id"], info["model_id"])
    differ("rank", checkpoint["rank"], info["rank"])
    differ("u_value", checkpoint["u_value"], params.u_value)
    differ("tying", checkpoint.get("tying", "all"), params.tying)
    differ("replaced layers", checkpoint["total_replaced_layers"], info["total_replaced_layers"])
    differ("seed", checkpoint["seed"], info["seed"])
    if "is_quantized" in checkpoint:
        differ("4-bit", bool(checkpoint["is_quantized"]), info["is_quantized"])
    if tuple(checkpoint["global_v"].shape) != tuple(params.global_v.shape):
        problems.append(f"global_v shape: checkpoint {tuple(checkpoint['global_v'].shape)}, "
                        f"model {tuple(params.global_v.shape)}")
    if "projection_hash" in checkpoint and not problems and checkpoint["projection_hash"] != info["projection_hash"]:
        problems.append("the fixed random projections P differ (other layer names or target modules)")
    signature = checkpoint.get("skeleton_signature")
    if isinstance(signature, torch.Tensor) and not problems:
        current = info["skeleton_signature"]
        if signature.shape != current.shape:
            problems.append(f"SVD skeleton shape: checkpoint {tuple(signature.shape)}, model {tuple(current.shape)}")
        else:
            rel = ((signature - current).abs() / current.abs().clamp_min(1e-12)).max().item()
            if rel > rtol:
                problems.append(f"SVD skeleton: singular values differ by up to {rel:.2e} (relative); "
                                "the base weights are not the ones the checkpoint was trained on")
    return problems


def load_tiny_lora_checkpoint(path, model=None, strict=True):
    """Read a checkpoint; with `model` (TinyLoRA applied), check it matches and copy v into the model.

    A mismatch (another base model, rank, u, tying, layer count, seed, skeleton) raises CheckpointError
    naming every difference.
    """
    checkpoint = read_tiny_lora_checkpoint(path)
    if model is not None:
        if getattr(model, "tinylora", None) is None:
            raise CheckpointError("the model has no TinyLoRA layers; apply_tiny_lora before loading a checkpoint")
        problems = checkpoint_mismatches(checkpoint, model)
        if problems and strict:
            raise CheckpointError(f"checkpoint {checkpoint_file(path)} does not match this model: "
                                  + "; ".join(problems))
        with torch.no_grad():
            model.tinylora.global_v.copy_(checkpoint["global_v"].to(model.tinylora.global_v))
    return checkpoint


def structure_mismatches(checkpoint, model):
    """Differences between a checkpoint and a model that can be seen before any SVD: model id and layers."""
    problems = []
    recorded = checkpoint.get("model_id")
    current = getattr(model, "tinylora_model_id", None)
    if recorded and current and recorded != current:
        problems.append(f"base model: checkpoint {recorded}, model {current}")
    names = checkpoint.get("layer_names")
    found = [name for name, _ in find_target_layers(model, tuple(checkpoint.get("target_modules") or TARGET_MODULES))]
    if names is not None and names != found:
        problems.append(f"target layers: checkpoint has {len(names)}, model has {len(found)}"
                        + ("" if len(names) != len(found) else " with other names"))
    elif names is None and len(found) != checkpoint["total_replaced_layers"]:
        problems.append(f"replaced layers: checkpoint {checkpoint['total_replaced_layers']}, model {len(found)}")
    return problems


def apply_tiny_lora_from_checkpoint(model, path, verbose=True, svd_cache=True):
    """Rebuild the exact TinyLoRA layers a checkpoint was trained with, then load its v.

    The model id and layer structure are compared first, so a checkpoint of another model is refused in
    milliseconds, not after the SVD.
    """
    checkpoint = read_tiny_lora_checkpoint(path)
    problems = structure_mismatches(checkpoint, model)
    if problems:
        raise CheckpointError(f"checkpoint {checkpoint_file(path)} does not match this model: " + "; ".join(problems))
    params = TinyLoRAGlobalParams(checkpoint["u_value"], tying=checkpoint.get("tying", "all"))
    apply_tiny_lora(model, params, rank=checkpoint["rank"], seed=checkpoint["seed"],
                    target_modules=checkpoint.get("target_modules"), verbose=verbose, svd_cache=svd_cache)
    load_tiny_lora_checkpoint(path, model)
    return checkpoint
