"""A plain bf16 copy of a trained model's current weights, for sampling where the model cannot be merged in place.

tiny_lora_merged (merge.py) folds W + dW into bf16 weights in place; two kinds of trained model cannot do that:
- a 4-bit NF4 base (the original project's default, TinyLoRA or LoRA): W + dW does not fit in NF4, and the 4-bit
  low-rank path is slow to sample (954 new tokens/s at 64 rows against 5,628 for merged bf16 at the 3B shape, H200,
  2026-11-21) and is refused by the cuda_graph engine;
- full fine-tuning's float32 master weights: sampling them in float32 would be another model than the bf16 one a
  bf16 run holds, and slower.
RolloutCopy holds the plain architecture in `dtype` (6.2 GB for the 3B in bf16) and refreshes it in place before
each round: an adapter layer's weight becomes W + dW (W dequantised from NF4 where it is 4-bit, the sum in float32,
rounded once), every other tensor a copy. The copy's tensors keep their addresses, so CUDA graphs recorded on it stay
valid. Each block's q/k/v weights and biases (gate/up weights) are row slices of one buffer (fused_layout.py): every
layer computes as before, and the cuda_graph engine's decode step runs each group as one matmul. Made before the
trainer wraps the model: accelerate's mixed precision replaces a model's forward with one whose outputs are float32,
which a copy of the wrapped model would run.
"""

import torch

from .export import plain_architecture
from .fused_layout import lay_out_joined, projection_groups
from .merge import adapter_delta, is_peft_lora_linear
from .layer import TinyLoRALinear
from .svd import dequantized_weight, is_linear_4bit


def transformers_model(model):
    """The transformers model inside a PeftModel (or DDP wrapper), else the model."""
    model = getattr(model, "module", model)
    return model.get_base_model() if hasattr(model, "get_base_model") else model


def is_adapter_layer(module):
    return isinstance(module, TinyLoRALinear) or is_peft_lora_linear(module)


def needs_rollout_copy(model):
    """Whether the engines cannot sample `model` in place: it holds a 4-bit layer (NF4 base)."""
    return any(is_linear_4bit(m) for m in transformers_model(model).modules())


class RolloutCopy:
    """`plain`: the plain architecture of `model` in `dtype` on its device, holding its current weights after each
    refresh(model)."""

    def __init__(self, model, dtype=torch.bfloat16):
        source = transformers_model(model)
        device = next(source.parameters()).device
        self.dtype = dtype
        plain = plain_architecture(source.config, dtype)
        plain = plain.to_empty(device=device)
        for block, names in projection_groups(plain):
            lay_out_joined(block, names)
        for name, buffer in source.named_buffers():  # the rotary frequencies, as the model computed them
            if name in dict(plain.named_buffers()):
                plain.get_buffer(name).copy_(buffer)
        plain.config.dtype = dtype  # static caches take their dtype from the config
        plain.generation_config = source.generation_config
        plain.tinylora_model_id = getattr(source, "tinylora_model_id", None)
        plain.requires_grad_(False)
        self.plain = plain.eval()
        self.fill = self.fill_plan(source)
        self.refresh(model)

    def fill_plan(self, source):
        """[(target tensor, how to compute it from the model)], once: the names of the plain model mapped onto the
        trained one's modules (an adapter layer's base_layer holds W and the bias)."""
        modules = dict(source.named_modules())
        plan, seen = [], {}
        for name, target in self.plain.named_parameters(remove_duplicate=False):
            owner, _, leaf = name.rpartition(".")
            if target.data_ptr() in seen:  # tied weights: filled once
                continue
            seen[target.data_ptr()] = name
            module = modules[owner]
            if is_adapter_layer(module) and leaf == "weight":
                plan.append((target, "merged", module))
            else:
                holder = module.base_layer if is_adapter_layer(module) else module
                kind = "dequantized" if is_linear_4bit(holder) and leaf == "weight" else "copied"
                plan.append((target, kind, holder if kind == "dequantized" else getattr(holder, leaf)))
        return plan

    @torch.no_grad()
    def refresh(self, model=None):
        """Write the model's current weights into the copy, in place; returns the plain model."""
        for target, kind, source in self.fill:
            if kind == "merged":
                base = source.base_layer
                target.copy_(dequantized_weight(base) + adapter_delta(source).to(target.device))
            elif kind == "dequantized":
                target.copy_(dequantized_weight(source))
            else:
                target.copy_(source)
        return self.plain
