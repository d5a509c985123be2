"""Decode attention that reads the key/value cache once per KV head, for the cuda_graph engine's recorded step.

Why: Qwen2.5 models have several query heads per key/value head (the 0.5B: 14 and 2). transformers' SDPA function
repeats K and V for every query head (`repeat_kv`) whenever a mask is given: always in 5.17 (the GPU machine's;
its TRANSFORMERS_SDPA_FORCE_GQA is not read there), and under torch.compile, which the recorded step runs under, in
5.24 too (whose own packing of a lone query is skipped when compiling). At 64 rows x 768 cache positions on the 0.5B
that is about 4.2 GB written and read again every step, against a 0.6 GB cache and 1 GB of weights (an estimate from
the shapes; the step took 5.2 ms on an H100, 2026-11-23). Here each KV head's query heads are packed along the query
axis instead, (rows, heads, 1, dim) -> (rows, kv heads, heads per kv head, dim) as repeat_kv orders them, so SDPA
reads each cached key and value once. The attention is the same: the lone query sees the same keys whatever its
head, and the mask is shared by all heads.

The function is registered with transformers' AttentionInterface (and its mask builder with AttentionMaskInterface,
so a model forward inside the switch still gets its padding mask) and switched on only while the decode step is
recorded (or, uncaptured, while it runs): training and prefill never see it, and shapes it does not cover go to
transformers' own SDPA function.
"""
import contextlib
import os

import torch
from transformers import AttentionInterface
from transformers.integrations.sdpa_attention import sdpa_attention_forward
from transformers.masking_utils import AttentionMaskInterface, sdpa_mask

from ..library_boundary import (attention_implementation, restore_attention_implementation,
                                select_attention_implementation)

PACKED_ATTENTION = "tinylora_packed_gqa"
FLEX_ATTENTION = "tinylora_flex_gqa"
SWITCH_VARIABLE = "TINYLORA_DECODE_ATTENTION"  # packed (the default) or flex: the decode step's attention function


def packable(module, query, attention_mask, dropout, kwargs):
    """One query token, grouped KV heads, a mask (if any) shared by every head, and nothing SDPA's plain call lacks."""
    mask_shared = attention_mask is None or tuple(attention_mask.shape[1:3]) == (1, 1)
    extras = any(kwargs.get(name) for name in ("position_bias", "softcap", "output_attentions"))
    return (query.shape[2] == 1 and getattr(module, "num_key_value_groups", 1) > 1 and mask_shared and not dropout
            and not extras)


def packed_gqa_attention(module, query, key, value, attention_mask, dropout=0.0, scaling=None, **kwargs):
    """transformers' attention-function signature: (rows, query len, heads, value dim) output, no weights. What
    `packable` accepts is packed; anything else is sdpa_attention_forward."""
    if not packable(module, query, attention_mask, dropout, kwargs):
        return sdpa_attention_forward(module, query, key, value, attention_mask, dropout=dropout, scaling=scaling,
                                      **kwargs)
    rows, heads, _, dim = query.shape
    packed = query.reshape(rows, heads // module.num_key_value_groups, module.num_key_value_groups, dim)
    out = torch.nn.functional.scaled_dot_product_attention(packed, key, value, attn_mask=attention_mask,
                                                           scale=scaling)
    return out.reshape(rows, heads, 1, value.shape[-1]).transpose(1, 2).contiguous(), None


def flex_gqa_attention(module, query, key, value, attention_mask, dropout=0.0, scaling=None, **kwargs):
    """The same, what `packable` accepts through PyTorch's FlexAttention instead of SDPA: under torch.compile (the
    recorded step) a lone query is its flash-decoding kernel, which splits the cache among the GPU's blocks and
    groups the query heads of a KV head (enable_gqa); padding is a score of -inf. The 3B's packed SDPA call (cuDNN's
    kernel, 64 x 128 tiles for 8 queries) took 24 us a layer and step at 64 rows, 16% of the decode step, H200,
    2026-12-04; whether this one beats it is for bench_sampling_step.py's graph_sample_flex to say. Inductor takes
    the decoding kernel only for a power-of-two number of query heads a KV head (torch 2.9+: the 3B's 8, not the
    0.5B's 7, which would get the prefill kernel, a tile of queries for each lone one): other counts stay on the
    packed SDPA call."""
    from torch.nn.attention.flex_attention import flex_attention  # torch >= 2.5

    groups = getattr(module, "num_key_value_groups", 1)
    if groups & (groups - 1) or not packable(module, query, attention_mask, dropout, kwargs):
        return packed_gqa_attention(module, query, key, value, attention_mask, dropout=dropout, scaling=scaling,
                                    **kwargs)
    score_mod = None
    if attention_mask is not None:  # (rows, 1, 1, positions): True (or 0.0) where a row may attend
        allowed = attention_mask[:, 0, 0] if attention_mask.dtype == torch.bool else attention_mask[:, 0, 0] == 0

        def score_mod(score, row, head, query_index, position):
            return torch.where(allowed[row, position], score, -float("inf"))

    out = flex_attention(query, key, value, score_mod=score_mod, scale=scaling, enable_gqa=True)
    return out.transpose(1, 2).contiguous(), None


AttentionInterface.register(PACKED_ATTENTION, packed_gqa_attention)
AttentionMaskInterface.register(PACKED_ATTENTION, sdpa_mask)
AttentionInterface.register(FLEX_ATTENTION, flex_gqa_attention)
AttentionMaskInterface.register(FLEX_ATTENTION, sdpa_mask)


def decode_attention_wanted():
    """The cuda_graph engine's decode attention from SWITCH_VARIABLE: True (packed SDPA, the default) or "flex"; a
    value it does not know is an error naming both."""
    wanted = os.environ.get(SWITCH_VARIABLE, "packed").strip().lower() or "packed"
    if wanted not in ("packed", "flex"):
        raise ValueError(f"{SWITCH_VARIABLE}={wanted!r}: choose packed (the default) or flex")
    return True if wanted == "packed" else "flex"


@contextlib.contextmanager
def packed_decode_attention(model, enabled=True):
    """While inside, a model on transformers' SDPA attention uses packed_gqa_attention (enabled "flex":
    flex_gqa_attention); every config's own setting (sub-configs too) is put back afterwards, also on an error.
    Other attention implementations are left alone."""
    config = model.config
    configs = [config] + [sub for sub in (getattr(config, key, None) for key in getattr(config, "sub_configs", {}))
                          if sub is not None]
    before = [attention_implementation(sub) for sub in configs]
    if enabled and before[0] == "sdpa":
        select_attention_implementation(config, FLEX_ATTENTION if enabled == "flex" else PACKED_ATTENTION)
    try:
        yield
    finally:
        for sub, value in zip(configs, before):
            restore_attention_implementation(sub, value)  # each its own: the setter copies onto sub-configs
