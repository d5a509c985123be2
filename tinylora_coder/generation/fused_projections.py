"""The cuda_graph engine's decode step with one matmul for q/k/v and one for gate/up, where the weights allow it.

Why: at decode time a projection is a small latency-bound GEMM (64 rows). A profile of the 3B shape (H200,
2026-12-04, 3B shape, random weights: 36 layers, hidden 2048, 16 query and 2 KV heads, intermediate 11008; 64 rows x
512 new tokens, bf16) had decode steps of 5.1 ms where reading the weights takes ~1.3 ms; per layer and step q_proj
took ~6.4 us, k_proj and v_proj ~5.7 us each, gate_proj and up_proj ~14.6 us each. One matmul for q/k/v and one for
gate/up were expected to save ~0.25 s and ~0.15 s of the 2.6 s generation of a round; measured side by side (H200,
2026-12-04, benchmarks/results/3b_step/2026-12-04_h200_fused_projections.json): generation 2.34 s against 2.60 (1.11x),
the round 4.45 s against 4.71.

No second copy of the weights: a group is fused only where its weights already are consecutive row slices of one
buffer (tinylora/fused_layout.py), as the engines' own copies are laid out: merge.tiny_lora_merged's merged weights
(bf16 TinyLoRA and LoRA models) and the RolloutCopy (NF4 bases, full fine-tuning). Elsewhere (a plain model, e.g. the
base model test.py evaluates) nothing is fused: a joined copy would cost memory and a refresh for a few percent.

How: only while the decode step is compiled and recorded (or, uncaptured, while it runs), as packed_attention.py's
switch, a group's first projection (q_proj, gate_proj) is replaced by a module doing one F.linear with the joined
weight and bias; it returns its own columns and hands the others to the group's other projections, which return them
when called with the very tensor the first one saw (Qwen2's attention calls q, k, v and its MLP gate, up, all on the
same input) and compute their own F.linear otherwise: always correct. The hand-over is Python state that dynamo
traces as side effects, emptied when taken, so no tensor outlives a step. The original modules are put back on exit.
"""

import contextlib
import os

import torch
import torch.nn.functional as F

from ..tinylora.fused_layout import joined_rows, projection_groups

# "0" there: the cuda_graph engine keeps the projections apart (a benchmark compares both in one run)
SWITCH_VARIABLE = "TINYLORA_FUSED_PROJECTIONS"


def fusion_wanted():
    """Whether the cuda_graph engine fuses the decode step's projections: unless SWITCH_VARIABLE is "0"."""
    return os.environ.get(SWITCH_VARIABLE, "1").strip() != "0"


class _HandOver:
    """What a group's first projection leaves for one of the others: the input it saw and that projection's output.
    A plain object (not an nn.Module attribute): dynamo traces its mutation as a side effect."""

    def __init__(self):
        self.input = None
        self.output = None


class JoinedFirstProjection(torch.nn.Module):
    """Stands in for q_proj (gate_proj): one matmul for the whole group; returns q and hands k, v (up) over."""

    def __init__(self, original, weight, bias, followers):
        super().__init__()
        self.original = original  # kept so that the model's parameters stay the same while swapped
        # views of the projections' own weights (not called `weight`: no code should take them for q's)
        self.register_buffer("joined_weight", weight, persistent=False)
        self.register_buffer("joined_bias", bias, persistent=False)
        self.followers = tuple(followers)  # a tuple: not registered twice (they are the block's children)
        self.sizes = [original.out_features] + [f.original.out_features for f in self.followers]

    def forward(self, x):
        own, *others = F.linear(x, self.joined_weight, self.joined_bias).split(self.sizes, dim=-1)
        for follower, output in zip(self.followers, others):
            follower.hand_over.input = x
            follower.hand_over.output = output
        return own


class JoinedFollowerProjection(torch.nn.Module):
    """Stands in for k_proj, v_proj (up_proj): the first projection's columns when given the tensor it saw, else its
    own projection."""

    def __init__(self, original):
        super().__init__()
        self.original = original
        self.hand_over = _HandOver()

    def forward(self, x):
        seen, output = self.hand_over.input, self.hand_over.output
        self.hand_over.input = self.hand_over.output = None  # taken: nothing is kept past this call
        if seen is x:
            return output
        return self.original(x)

    def clear(self):
        self.hand_over.input = self.hand_over.output = None


def joined_weights(linears):
    """(weight, bias) views covering the group's weights and biases (bias None if none has one), or None when they
    are not laid out as one buffer (or a projection is not a plain nn.Linear)."""
    if not all(type(linear) is torch.nn.Linear for linear in linears):
        return None
    weight = joined_rows([linear.weight for linear in linears])
    biases = [linear.bias for linear in linears]
    if all(b is None for b in biases):
        return (weight, None) if weight is not None else None
    bias = joined_rows(biases)
    return None if weight is None or bias is None else (weight, bias)


def stand_ins(block, names):
    """The stand-ins of `block`'s projections `names`, or None when their weights are not one buffer. Made afresh
    each time: dynamo guards on their types and tensors, not their identity (a step compiled with earlier ones is
    reused, checked on CPU with torch 2.13)."""
    linears = [getattr(block, name) for name in names]
    joined = joined_weights(linears)
    if joined is None:
        return None
    followers = [JoinedFollowerProjection(linear) for linear in linears[1:]]
    return (JoinedFirstProjection(linears[0], *joined, followers), *followers)


@contextlib.contextmanager
def fused_decode_projections(model, enabled=True):
    """While inside, every q/k/v and gate/up group of `model` whose weights are one buffer runs as one matmul; the
    original projections are put back afterwards, also on an error."""
    swapped = []
    try:
        for block, names in (list(projection_groups(model)) if enabled else ()):
            modules = stand_ins(block, names)
            if modules is None:
                continue
            swapped.append((block, names, modules))
            for name, module in zip(names, modules):
                setattr(block, name, module)
        yield len(swapped)
    finally:
        for block, names, modules in reversed(swapped):
            for name, module in zip(names, modules):
                setattr(block, name, module.original)
                if isinstance(module, JoinedFollowerProjection):
                    module.clear()  # an error between the first projection and this one left its output here
