"""A TinyLoRA checkpoint as what other tools load: a PEFT LoRA adapter folder, or a merged Hugging Face model folder.

Every TinyLoRA update dW = U S R V^T (R = sum_i v_i P_i, r x r) has rank <= r, so it is exactly a LoRA update of
rank r per layer: B = (U S) R (out x r), A = V^T (r x in), scaling 1 (lora_alpha = r). The factors are taken as
TinyLoRALinear.delta_weight composes them (U S and V^T as the layer holds them, the products in float32), so
PEFT's B @ A * 1.0 is the same float32 dW. The merged model holds W + dW computed in float32 and rounded once to the
base model's dtype; a 4-bit NF4 base is dequantised first and written in bf16 (NF4 cannot hold W + dW).
Both folders get tinylora_coder.json (models/folders.py: provenance, with the checkpoint's sha256) and a README.md
model card holding the run's training settings when its run_config.json is found.
"""

import copy
import os

import torch

from ..errors import CheckpointError, UsageError
from ..files import atomic_open, atomic_path, file_sha256
from ..models.folders import project_version, replaceable_folder, write_folder_info
from ..models.loading import dtype_name, get_model_and_tokenizer
from ..models.source import local_model_path, recorded_model_reference
from .checkpoint import apply_tiny_lora_from_checkpoint, checkpoint_file, read_tiny_lora_checkpoint
from .layer import TinyLoRALinear
from .model_card import model_card, portable_reference, run_settings
from .svd import dequantized_weight, is_linear_4bit

from ..config import EXPORT_FORMATS  # one list, which --help reads without torch
ADAPTER_WEIGHTS_NAME = "adapter_model.safetensors"  # PEFT's file name


def lora_factors(model):
    """{layer name: (A, B)} for every TinyLoRA layer: A = V^T (r x in), B = (U S) R (out x r), float32 on the CPU,
    with B @ A equal to the layer's delta_weight()."""
    factors = {}
    with torch.no_grad():
        for name, module in model.named_modules():
            if isinstance(module, TinyLoRALinear):
                B = module.US.float() @ module.mixing_matrix()
                factors[name] = (module.Vh.float().cpu().contiguous(), B.cpu().contiguous())
    if not factors:
        raise ValueError("this model has no TinyLoRA layers (apply_tiny_lora first)")
    return factors


def plain_architecture(config, dtype=None):
    """The model `config` describes, without quantisation, on the meta device (no memory): the names and shapes
    a standard folder of it holds."""
    from transformers import AutoModelForCausalLM

    config = copy.deepcopy(config)
    for attribute in ("quantization_config", "_pre_quantization_dtype"):
        if hasattr(config, attribute):
            delattr(config, attribute)
    with torch.device("meta"):
        return AutoModelForCausalLM.from_config(config, dtype=dtype)


def adapter_skeleton(config, rank, target_modules, base_reference=None):
    """A PeftModel of PEFT's LoraConfig (rank r, lora_alpha r: scaling 1) on the meta-device architecture of
    `config`: the adapter's layer names and shapes, without weights."""
    from peft import LoraConfig, get_peft_model

    lora_config = LoraConfig(r=int(rank), lora_alpha=int(rank), target_modules=list(target_modules),
                             lora_dropout=0.0, bias="none", task_type="CAUSAL_LM")
    skeleton = get_peft_model(plain_architecture(config), lora_config)
    settings = skeleton.peft_config["default"]
    # PEFT keeps target_modules as a set and writes list(set): its order would follow the string hash seed
    settings.target_modules = sorted(settings.target_modules)
    settings.base_model_name_or_path = base_reference
    return skeleton


def adapter_lora_layers(skeleton):
    from peft.tuners.lora import LoraLayer

    plain = skeleton.get_base_model()
    return {name: module for name, module in plain.named_modules() if isinstance(module, LoraLayer)}


def write_lora_adapter(model, folder, base_reference):
    """Save `model`'s TinyLoRA update as a PEFT LoRA adapter folder (adapter_config.json, adapter_model.safetensors:
    float32, PEFT's key names), through PEFT's own save_pretrained. Returns the adapter's parameter count."""
    from torch import nn

    info = model.tinylora.info
    factors = lora_factors(model)
    skeleton = adapter_skeleton(model.config, info["rank"], info["target_modules"], base_reference)
    layers = adapter_lora_layers(skeleton)
    if set(layers) != set(factors):
        raise ValueError(f"PEFT's LoRA targets {len(layers)} layers, TinyLoRA has {len(factors)}: "
                         f"e.g. {sorted(set(layers) ^ set(factors))[0]}")
    for name, (A, B) in factors.items():
        layers[name].lora_A["default"].weight = nn.Parameter(A, requires_grad=False)
        layers[name].lora_B["default"].weight = nn.Parameter(B, requires_grad=False)
    skeleton.save_pretrained(folder, safe_serialization=True)
    return sum(A.numel() + B.numel() for A, B in factors.values())


def merged_state_dict(model, keys, dtype):
    """{key: tensor} of the plain model for `keys` (a plain architecture's state-dict names): W + dW of every
    TinyLoRA layer computed in float32 and rounded once to `dtype`, 4-bit weights dequantised, the rest cast.
    A tensor shared under two names (tied embeddings) stays one tensor."""
    layers = {name: module for name, module in model.named_modules() if isinstance(module, TinyLoRALinear)}
    state, converted = {}, {}
    with torch.no_grad():
        for key in keys:
            owner, _, leaf = key.rpartition(".")
            module = layers.get(owner)
            if module is not None and leaf == "weight":
                weight = dequantized_weight(module.base_layer)
                state[key] = (weight + module.delta_weight().to(weight.device)).to("cpu", dtype)
                continue
            holder = module.base_layer if module is not None else model.get_submodule(owner)
            if is_linear_4bit(holder) and leaf == "weight":
                state[key] = dequantized_weight(holder).to("cpu", dtype)
                continue
            tensor = getattr(holder, leaf)
            if id(tensor) not in converted:
                data = tensor.detach()
                converted[id(tensor)] = data.to("cpu", dtype) if data.is_floating_point() else data.cpu()
            state[key] = converted[id(tensor)]
    return state


def write_merged_model(model, tokenizer, folder, dtype):
    """Save the plain model with W + dW (merged_state_dict) as a Hugging Face folder: safetensors, config,
    generation config and tokenizer, in `dtype`."""
    plain = plain_architecture(model.config, dtype)
    plain.load_state_dict(merged_state_dict(model, list(plain.state_dict()), dtype), strict=True, assign=True)
    plain.config.use_cache = True
    plain.generation_config = copy.deepcopy(model.generation_config)
    plain.save_pretrained(folder)
    tokenizer.save_pretrained(folder)


def load_trained_base(base, path, checkpoint, use_4bit):
    """(model, tokenizer): the base in the dtype the checkpoint was trained in, with its TinyLoRA layers and v.

    The SVD skeleton depends on the dtype the weights were held in: the bundled model is stored in float32, but
    trained in bf16 on a GPU (its singular values differ by up to 1.2e-3, relative, and the checkpoint is refused).
    train_rl.py records the dtype (model_dtype); a checkpoint from before is tried as stored, then in bf16 (every GPU
    run, and CPUs with native bf16). Not bf16 first: on a small model the two skeletons can agree within the
    checkpoint's tolerance, and a float32 checkpoint would then be exported from bf16 weights."""
    recorded = checkpoint.get("model_dtype")
    if use_4bit:
        candidates = ["stored"]
    elif recorded:
        candidates = [getattr(torch, recorded)]
    else:
        candidates = ["stored", torch.bfloat16]
    for attempt, dtype in enumerate(candidates, 1):
        model, tokenizer = get_model_and_tokenizer(base, use_4bit=use_4bit, for_inference=True, allow_fallback=False,
                                                   dtype=dtype)
        try:
            apply_tiny_lora_from_checkpoint(model, path)
            return model, tokenizer
        except CheckpointError:
            if attempt == len(candidates):
                raise
            print(f"The checkpoint records no training dtype and was not trained on the base in "
                  f"{dtype_name(model.dtype)}: trying bf16, the dtype of every GPU run")
            del model


def export_checkpoint(checkpoint_path, output, export_format="lora", model_path=None, use_4bit=None):
    """Write the checkpoint's trained model to the folder `output` as a LoRA adapter or a merged model; returns the
    provenance dict written beside it. The base model is the one the checkpoint records (`model_path` naming another
    is refused); use_4bit None: as the checkpoint was trained. The folder appears complete or not at all."""
    if export_format not in EXPORT_FORMATS:
        raise UsageError(f"unknown export format {export_format!r}; choose one of {', '.join(EXPORT_FORMATS)}")
    if not replaceable_folder(output):
        raise UsageError(f"{output} exists and is not an earlier export: choose another --output")
    if os.path.isdir(output) and os.listdir(output):
        print(f"Replacing the earlier export at {output}")
    checkpoint = read_tiny_lora_checkpoint(checkpoint_path)
    path = checkpoint_file(checkpoint_path)
    base = recorded_model_reference(checkpoint["model_id"], checkpoint.get("model_path"), model_path,
                                    what=f"checkpoint {path}")
    quantized = bool(checkpoint.get("is_quantized", False))
    if use_4bit is None:
        use_4bit = quantized
    if quantized and use_4bit and not torch.cuda.is_available():
        raise UsageError(f"checkpoint {path} was trained on the 4-bit NF4 model, which loads only on a CUDA GPU "
                         "(bitsandbytes): export it on one")
    model, tokenizer = load_trained_base(base, path, checkpoint, use_4bit)
    reference = portable_reference(base, model)
    info = {"kind": "tinylora-lora" if export_format == "lora" else "merged", "model_id": checkpoint["model_id"],
            # as train_rl.py records it: a local --model only (the bundled model's converted copy is not its id)
            "model_path": checkpoint.get("model_path") or local_model_path(model_path),
            "base_model": reference, "is_quantized": quantized, "step": checkpoint.get("step"),
            "trained_parameters": int(checkpoint["global_v"].numel()), "checkpoint_sha256": file_sha256(path),
            "checkpoint_file": os.path.abspath(path), "u_value": int(checkpoint["u_value"]),
            "rank": int(checkpoint["rank"]), "tying": checkpoint.get("tying", "all"),
            "project_version": project_version()}
    with atomic_path(output) as tmp:
        os.makedirs(tmp)
        if export_format == "lora":
            info["dtype"] = "float32"
            info["adapter_parameters"] = write_lora_adapter(model, tmp, reference)
        else:
            dtype = torch.bfloat16 if quantized else model.dtype
            if quantized:
                print("The checkpoint was trained on the 4-bit NF4 model: W is dequantised and W + dW written in "
                      "bf16 (NF4 cannot hold W + dW)")
            info["dtype"] = dtype_name(dtype)
            write_merged_model(model, tokenizer, tmp, dtype)
        write_folder_info(tmp, info)
        with atomic_open(os.path.join(tmp, "README.md"), encoding="utf-8") as card:
            card.write(model_card(export_format, info, os.path.basename(os.path.normpath(output)), run_settings(path)))
    what = "LoRA adapter" if export_format == "lora" else f"merged model ({info['dtype']})"
    print(f"Wrote {output}: {what} of {path} (step {info['step']}) on {reference}")
    return info
