"""The TinyLoRA update folded into the weights: W + dW as plain layers, for generation and for serving engines.

The training forward never builds dW (the low-rank path in layer.py). Sampling needs no gradient, so
there the update is merged once per change of v: the model is then structurally the plain model (same
kernels, same speed, works with static caches, torch.compile and CUDA graphs). Merges are computed in
float32 and rounded once to the weight's dtype. 4-bit layers cannot be merged and keep the low-rank path.
PEFT's LoRA layers (train_rl.py --adapter lora) are merged the same way, W + B A * scaling, so every adapter's
rollouts sample from plain layers.
"""

import contextlib
import sys

import torch

from .fused_layout import can_share_rows, joined_rows, one_buffer_copies, projection_groups
from .layer import TinyLoRALinear
from .svd import is_linear_4bit


def merged_weight_into(module, out):
    """Write W + dW of one TinyLoRALinear (or PEFT LoRA Linear) into `out` (same shape; rounded once to out's dtype)."""
    weight = module.base_layer.weight.data
    out.copy_(weight.float() + adapter_delta(module).to(weight.device))
    return out


def is_peft_lora_linear(module):
    """A PEFT LoRA layer over an nn.Linear, unmerged, with adapters on (PEFT is imported only if something did)."""
    if "peft" not in sys.modules:
        return False
    from peft.tuners.lora import Linear as LoraLinear

    return isinstance(module, LoraLinear) and not module.merged and not module.disable_adapters


def adapter_delta(module):
    """dW of a TinyLoRALinear or of a PEFT LoRA Linear (the sum over its active adapters), in float32."""
    if isinstance(module, TinyLoRALinear):
        return module.delta_weight().float()
    deltas = [module.get_delta_weight(name).float() for name in module.active_adapters if name in module.lora_A]
    return sum(deltas[1:], deltas[0]) if deltas else torch.zeros_like(module.base_layer.weight, dtype=torch.float32)


def mergeable_layers(model):
    """(name, module) of every adapter layer whose W + dW can be written as a plain weight: TinyLoRA's and PEFT
    LoRA's, over bf16/fp32 weights (4-bit ones keep their low-rank path)."""
    return [(name, module) for name, module in model.named_modules()
            if (isinstance(module, TinyLoRALinear) or is_peft_lora_linear(module))
            and not is_linear_4bit(module.base_layer)]


@contextlib.contextmanager
def tiny_lora_merged(model):
    """Generate with W + dW folded into plain layers, then restore the low-rank layers exactly.

    Inside the context each BF16/FP32 TinyLoRALinear (and PEFT LoRA Linear) is swapped back for its original nn.Linear, whose
    weight points at a merged tensor: the model is structurally the plain model (same kernels, same
    speed, works with static caches and torch.compile). On exit the original weight tensors are put
    back untouched, so thousands of cycles never drift. 4-bit layers keep the low-rank path.

    The merged tensors are kept between calls and refilled in place, so every rollout sees its weights
    at the same addresses: CUDA graphs recorded by a compiled decode step stay valid instead of being
    re-recorded each time. The cost is one extra copy of the merged layers' weights (free it with
    release_merged_weights). Only for inference: v gets no gradient inside.

    Where q/k/v of an attention block (gate/up of an MLP) are all merged, their merged weights are row slices of
    one buffer, and so are their biases (a copy, refilled too): the cuda_graph engine's decode step then computes
    each group with one matmul (generation/fused_projections.py), at no extra memory.
    """
    swapped = []
    try:
        with torch.no_grad():
            layers = mergeable_layers(model)
            joined = join_merged_groups(model, layers)
            for name, module in layers:
                base = module.base_layer
                original = base.weight.data
                merged = getattr(module, "_merged_weight", None)
                if merged is None or merged.shape != original.shape or merged.device != original.device:
                    merged = torch.empty_like(original)
                    object.__setattr__(module, "_merged_weight", merged)
                merged_weight_into(module, merged)
                parent_name, _, child_name = name.rpartition(".")
                parent = model.get_submodule(parent_name) if parent_name else model
                original_bias = None
                if id(module) in joined and module._merged_bias is not None:  # a row of the group's bias buffer
                    original_bias = base.bias.data
                    base.bias.data = module._merged_bias.copy_(original_bias)
                base.weight.data = merged
                setattr(parent, child_name, base)
                swapped.append((parent, child_name, module, original, original_bias))
        yield model
    finally:
        for parent, child_name, module, original, original_bias in reversed(swapped):
            module.base_layer.weight.data = original
            if original_bias is not None:
                module.base_layer.bias.data = original_bias
            setattr(parent, child_name, module)


def join_merged_groups(model, layers):
    """Give the merged weights of each q/k/v (gate/up) group whose projections are all among `layers` (one dtype,
    device and input width) one buffer, as row slices (kept while they already are), and their biases another
    when every one has a bias; returns the ids of the layers so joined."""
    ids = {id(module) for _, module in layers}
    joined = set()
    for block, names in projection_groups(model):
        modules = [getattr(block, name) for name in names]
        if not all(id(module) in ids for module in modules):
            continue
        bases = [module.base_layer for module in modules]
        if not can_share_rows([base.weight for base in bases]):
            continue
        keep_joined(modules, "_merged_weight", [base.weight for base in bases])
        biases = [base.bias for base in bases]
        keep_joined(modules, "_merged_bias", biases if can_share_rows(biases) else None)
        joined.update(map(id, modules))
    return joined


def keep_joined(modules, kept, originals):
    """Make each module's tensor `kept` a row slice of one buffer, shaped like `originals` (None: no such tensor),
    unless they already are (their addresses then stay)."""
    if originals is None:
        for module in modules:
            object.__setattr__(module, kept, None)
        return
    current = [getattr(module, kept, None) for module in modules]
    if any(c is None or c.shape != o.shape or c.dtype != o.dtype or c.device != o.device
           for c, o in zip(current, originals)) or joined_rows(current) is None:
        for module, view in zip(modules, one_buffer_copies([o.data for o in originals])):
            object.__setattr__(module, kept, view)


def release_merged_weights(model):
    """Free the merged-weight copies kept by tiny_lora_merged (they are rebuilt on the next merge)."""
    for _, module in mergeable_layers(model):
        for kept in ("_merged_weight", "_merged_bias"):
            if getattr(module, kept, None) is not None:
                object.__setattr__(module, kept, None)


def merged_named_parameters(model, dtype=None):
    """(name, tensor) for every parameter of the plain model, with W + dW in place of each TinyLoRA weight.

    Names are those of the model without TinyLoRA ("...q_proj.weight", not "...q_proj.base_layer.weight");
    `tinylora.global_v` is left out; other parameters are passed through unchanged (cast to `dtype` if given).
    This is what a serving engine that loads the plain architecture (vLLM) must receive after v changes.
    Tensors are yielded one at a time, so only one merged weight is held at once.
    """
    layers = {name: module for name, module in model.named_modules() if isinstance(module, TinyLoRALinear)}
    quantized = [name for name, module in layers.items() if is_linear_4bit(module.base_layer)]
    if quantized:
        raise ValueError(f"{len(quantized)} TinyLoRA layers have 4-bit base weights (e.g. {quantized[0]}): "
                         "W + dW cannot be expressed in NF4; load the model in bf16 (--no_quant) to serve merged "
                         "weights")
    with torch.no_grad():
        for name, param in model.named_parameters():
            if name == "tinylora.global_v":
                continue
            owner, _, leaf = name.rpartition(".base_layer.")
            if owner in layers and leaf == "weight":
                weight = param.data
                merged = merged_weight_into(layers[owner], torch.empty_like(weight, dtype=dtype or weight.dtype))
                yield f"{owner}.weight", merged
            elif owner in layers:
                yield f"{owner}.{leaf}", param.data if dtype is None else param.data.to(dtype)
            else:
                yield name, param.data if dtype is None else param.data.to(dtype)
