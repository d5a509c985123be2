"""--compile_row_gradients: the decoder layers compiled (torch.compile) for the row-gradient pass only.

Why: a training forward and backward spends much of its device time in small elementwise kernels (RMSNorm in
float32, rotary, SiLU x up, residual adds, TinyLoRA's low-rank add): about 40% on the 0.5B (H100 profile,
benchmarks/results/grpo_step/2026-11-25_h100_profile.txt). Inductor fuses them. Only the layers are compiled
("regional" compilation, as accelerate.utils.compile_regions does, but for the duration of one pass rather than a
new model): every layer of a class shares one compiled function, so a 36-layer model compiles like a one-layer one;
the rollout engine, the prefill and TRL's own forwards keep the plain layers.

What it needs of the layers: nothing per layer that the compiler would specialise on. TinyLoRA reads its group's v
through a tensor index (TinyLoRALinear.group), not an int; the pass runs without a KV cache (config.use_cache off:
a DynamicCache adds a guard per layer). The compiler then records a few variants: the first layer's input needs no
gradient, the others' do; the widths become dynamic at their second value (torch's automatic dynamic shapes).
Measured on the CPU (a tiny 6-layer Qwen2, 2026-12-04): row gradients equal to eager's within 5e-7 (float32), 4
graphs for the 6 layers (with an int group index: one or more per layer). On a GPU (H200, 2026-12-04, the 3B shape,
bf16, 64 x 512 tokens; benchmarks/results/3b_step/2026-12-04_h200_compiled_row_gradients.json): row gradients 1.53 s
against 1.98 (0.77x), the round 4.23 s against 4.67, the first round 45 s longer (compiling).

Shape padding off (NO_SHAPE_PADDING): on a GPU Inductor may compute a matmul with an odd width padded (pad_mm), as
TinyLoRA's z = x V^T (r = 2 columns) padded to 8 in bf16, and save a 2-column slice of it for the backward (z^T, shape
(rows, 2, T), strides (8T, 1, 8)), strides its traced tensor lacks. Once the sequence width T is dynamic, torch (2.11
to 2.13 at least) gives the backward those strides evaluated at the width it compiled for, so any other width fails:
"expected size 32==32, stride 5456==5760" (H200, 2026-12-04, the 3B in bf16 and over NF4 alike, not a bitsandbytes
matter; the bf16 run that measured the numbers above passed by luck of its widths or of pad_mm's timing). Reproduced on
the CPU with the padding forced (tests/test_compiled_layers.py). Without it nothing is padded: the rank-r products are
tiny and Qwen2's layer widths are multiples of 8. 4-bit layers stay refused (compile_blocker): untested since.
"""
import contextlib
import types

import torch
import torch.utils.checkpoint

from ..tinylora.svd import is_linear_4bit

_COMPILED = {}  # layer class -> its compiled forward, shared by every layer (and every model) of that class


def decoder_layers(model):
    """The repeated blocks of a decoder-only transformers model (model.model.layers), [] when it has none."""
    backbone = getattr(model, "model", None)
    layers = getattr(backbone, "layers", None)
    return list(layers) if isinstance(layers, torch.nn.ModuleList) else []


NOT_WITH_4BIT = ("--compile_row_gradients compiles bf16 layers only (over 4-bit NF4 layers the compiled backward "
                 "failed, H200, 2026-12-04, and is untested since that was fixed): add --no_quant or leave it off")


def compile_blocker(model):
    """Why `model`'s layers are not compiled for the row gradients (one line), else None."""
    return NOT_WITH_4BIT if any(is_linear_4bit(module) for module in model.modules()) else None


# Inductor's options for the layers: no matmul padded, so that no saved activation is a slice of a padded buffer
# whose strides the backward would take at one sequence width (module docstring)
NO_SHAPE_PADDING = {"shape_padding": False}


def compiled_forward(layer_class):
    if layer_class not in _COMPILED:
        _COMPILED[layer_class] = torch.compile(layer_class.forward, options=NO_SHAPE_PADDING)
    return _COMPILED[layer_class]


@contextlib.contextmanager
def compiled_decoder_layers(model, enabled=True):
    """Within: every decoder layer of `model` runs its class's compiled forward, and the model keeps no KV cache;
    both are put back afterwards, also on an error. Disabled, or a model without such layers: nothing changes."""
    layers = decoder_layers(model) if enabled else []
    if not layers:
        yield
        return
    use_cache = model.config.use_cache
    model.config.use_cache = False
    checkpointed = [layer for layer in layers if getattr(layer, "gradient_checkpointing", False) and layer.training]
    for layer in layers:  # an instance attribute over the class's forward: nn.Module.__call__ calls it
        layer.forward = types.MethodType(compiled_forward(type(layer)), layer)
    for layer in checkpointed:  # the checkpoint outside the compiled forward (see checkpointed_outside)
        layer.gradient_checkpointing = False
        layer.forward = checkpointed_outside(layer.forward)
    try:
        yield
    finally:
        for layer in layers:
            del layer.forward
        for layer in checkpointed:
            layer.gradient_checkpointing = True
        model.config.use_cache = use_cache


def checkpointed_outside(forward):
    """`forward` (compiled) under activation checkpointing (non-reentrant, as TRL needs of the row gradients). Why
    here: transformers 5.25 checkpoints inside the layer class's forward, where Dynamo stops at the checkpoint and
    runs the layer uncompiled, with no warning (5.17 checkpointed around it, in __call__); with the layer's own
    checkpointing off, both compile the plain layer and this checkpoints it."""
    def run(*args, **kwargs):
        if not torch.is_grad_enabled():
            return forward(*args, **kwargs)
        return torch.utils.checkpoint.checkpoint(forward, *args, use_reentrant=False, **kwargs)
    return run
