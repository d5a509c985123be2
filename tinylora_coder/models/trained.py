"""Loading trained weights that are not a TinyLoRA checkpoint: a PEFT LoRA adapter folder on its base model, or a
full Hugging Face model folder (exports, and what LoRA and full fine-tuning runs write; models/folders.py).

A LoRA adapter is merged into plain layers after loading (W + B A * scaling, computed in float32 and rounded once),
so every generation engine samples it at the plain model's speed; on a 4-bit base the adapter keeps PEFT's
low-rank path (W + dW has no NF4 form). The model remembers its adapter (`model.lora_adapter`), so that the vllm
engine can serve the adapter itself through vLLM's LoRA support instead of the base folder's weights alone.
"""

import os

import torch

from ..errors import CheckpointError, UsageError, first_line
from ..files import read_json
from .folders import ADAPTER_CONFIG_NAME, FOLDER_INFO_NAME, read_folder_info
from .loading import get_model_and_tokenizer, is_linear_4bit
from .source import recorded_model_reference


def adapter_config(adapter_dir):
    config = read_json(os.path.join(adapter_dir, ADAPTER_CONFIG_NAME))
    if not isinstance(config, dict) or not config:
        raise CheckpointError(f"LoRA adapter {adapter_dir}: {ADAPTER_CONFIG_NAME} is not a readable JSON object")
    if config.get("peft_type", "LORA") != "LORA":
        raise CheckpointError(f"{adapter_dir} holds a PEFT {config['peft_type']} adapter; only LoRA adapters are read")
    return config


def adapter_base_model(adapter_dir, model_path=None):
    """The base model to load an adapter on: `model_path` (refused when the adapter's provenance file records
    another model), else the provenance file's model_path or model_id, else adapter_config.json's
    base_model_name_or_path."""
    info = read_folder_info(adapter_dir) or {}
    base = recorded_model_reference(info.get("model_id"), info.get("model_path"), model_path,
                                    what=f"LoRA adapter {adapter_dir}")
    base = base or adapter_config(adapter_dir).get("base_model_name_or_path")
    if not base:
        raise UsageError(f"LoRA adapter {adapter_dir} names no base model (no model_id in {FOLDER_INFO_NAME}, no "
                         f"base_model_name_or_path in {ADAPTER_CONFIG_NAME}); pass --model")
    return base


def lora_layers(peft_model):
    from peft.tuners.lora import LoraLayer

    return [(name, module) for name, module in peft_model.named_modules() if isinstance(module, LoraLayer)]


def mergeable_in_float32(module):
    """A plain LoRA linear layer over a float weight: its W + B A * scaling is computed here exactly. Variants
    (DoRA, lora_bias, fan_in_fan_out, embeddings) are left to PEFT's own merge."""
    from peft.tuners.lora import Linear

    active = module.active_adapters
    return (type(module) is Linear and not module.fan_in_fan_out and module.get_base_layer().weight.is_floating_point()
            and not any(adapter in getattr(module, "lora_variant", {}) for adapter in active)
            and not any(getattr(module, "lora_bias", {}).get(adapter, False) for adapter in active))


def merged_lora_model(peft_model):
    """The transformers model under `peft_model` with its adapter folded into plain layers: W + B A * scaling in
    float32, rounded once to W's dtype (PEFT's merge rounds the update to bf16 before adding it). LoRA variants
    go through PEFT's merge_and_unload; on a 4-bit base the adapter layers stay (no NF4 form of W + dW)."""

    layers = [module for _, module in lora_layers(peft_model)]
    if any(is_linear_4bit(module.get_base_layer()) for module in layers):
        return peft_model.base_model.model
    if not all(mergeable_in_float32(module) for module in layers):
        return peft_model.merge_and_unload(safe_merge=True)
    with torch.no_grad():
        for module in layers:
            weight = module.get_base_layer().weight
            delta = sum((module.lora_B[adapter].weight.float() @ module.lora_A[adapter].weight.float())
                        * module.scaling[adapter] for adapter in module.active_adapters)
            weight.data = (weight.data.float() + delta.to(weight.device)).to(weight.dtype)
    return peft_model.unload()


def load_lora_for_evaluation(adapter_dir, model_path=None, use_4bit=None):
    """(model, tokenizer, details) for a PEFT LoRA adapter folder: the base model through the project's loader
    (adapter_base_model), the adapter through PeftModel.from_pretrained, then merged (merged_lora_model).

    use_4bit None: as the provenance file says the adapter was trained (is_quantized), else bf16.
    """
    from peft import PeftModel

    config = adapter_config(adapter_dir)
    info = read_folder_info(adapter_dir) or {}
    base = adapter_base_model(adapter_dir, model_path)
    if use_4bit is None:
        use_4bit = bool(info.get("is_quantized", False))
    model, tokenizer = get_model_and_tokenizer(base, use_4bit=use_4bit, for_inference=True, allow_fallback=False)
    try:
        peft_model = PeftModel.from_pretrained(model, adapter_dir, is_trainable=False)
    except (ValueError, RuntimeError, KeyError, OSError) as error:
        raise CheckpointError(f"LoRA adapter {adapter_dir} does not fit the base model {base}: "
                              f"{first_line(error, 200)}") from None
    layers = lora_layers(peft_model)
    if not layers:
        raise CheckpointError(f"LoRA adapter {adapter_dir} matched no layer of the base model {base}")
    rank = max(int(module.r[adapter]) for _, module in layers for adapter in module.active_adapters)
    adapter_parameters = sum(param.numel() for name, param in peft_model.named_parameters() if "lora_" in name)
    model = merged_lora_model(peft_model)
    model.eval()
    # read by the vllm engine: it serves this adapter through vLLM's LoRA support on the base model's folder
    model.lora_adapter = {"path": os.path.abspath(adapter_dir), "rank": rank,
                          "modules_to_save": list(config.get("modules_to_save") or [])}
    trained = info.get("trained_parameters")
    print(f"LoRA adapter {adapter_dir}: rank {rank}, {adapter_parameters:,} adapter parameters on "
          f"{model.tinylora_model_id}, merged into the weights for sampling")
    return model, tokenizer, {
        "kind": "lora", "loaded_from": os.path.abspath(adapter_dir), "rank": rank,
        "adapter_parameters": adapter_parameters,
        "trained_parameters": int(trained) if trained is not None else adapter_parameters,
        "step": info.get("step"), "exported_from": info.get("kind")}


def load_model_folder_for_evaluation(folder, model_path=None, use_4bit=None):
    """(model, tokenizer, details) for a full Hugging Face model folder: the folder is the model, so a --model naming
    anything else is refused. Loaded unquantised unless use_4bit is True (quantising trained weights changes them)."""
    if model_path and os.path.abspath(os.path.expanduser(model_path)) != os.path.abspath(folder):
        raise UsageError(f"{folder} is a full model folder, the model itself: drop --model {model_path}")
    info = read_folder_info(folder) or {}
    model, tokenizer = get_model_and_tokenizer(folder, use_4bit=bool(use_4bit), for_inference=True,
                                               allow_fallback=False)
    trained = info.get("trained_parameters")
    return model, tokenizer, {
        "kind": "model", "loaded_from": os.path.abspath(folder), "base_model": info.get("model_id"),
        "trained_parameters": int(trained) if trained is not None else None, "step": info.get("step"),
        "exported_from": info.get("kind")}
