"""The original project's TinyLoRA layer, rebuilt from its README as the reference the benchmarks compare against.

The original project (LuoguQwen-RL / TinyLoRA-GRPO-Coder v4.1) did, per target layer:
  - SVD at every start: dequantise the weight, `torch.linalg.svd` in float32 on the CPU (full SVD), keep the top r;
  - store U, S, Vh as BF16 buffers, P (u x r x r) drawn N(0, 1/r);
  - forward: R = sum_i v_i P_i, dW = U diag(S) R Vh materialised as a full out x in matrix on every call,
    y = x W^T + x dW^T (a second full-size matmul).
Only the speed of this layer matters to the benchmarks; its output equals the project's layer for the same
U, S, Vh, P and v (tests of the project's layer cover the maths).
"""
import math
import time

import torch
import torch.nn as nn
import torch.nn.functional as F


def original_top_r_svd(weight, rank):
    """The original project's SVD of one layer: full float32 SVD on the CPU, top `rank` kept. Returns U, S, Vh
    (float32)."""
    U, S, Vh = torch.linalg.svd(weight.detach().float().cpu(), full_matrices=False)
    return U[:, :rank], S[:rank], Vh[:rank]


def time_original_svd(layers, rank, dequantize=None):
    """Seconds the original project's way takes for `layers` [(name, module)], one layer after another."""
    start = time.perf_counter()
    for _, module in layers:
        weight = dequantize(module) if dequantize else module.weight
        original_top_r_svd(weight, rank)
    return time.perf_counter() - start


class OriginalTinyLoRALinear(nn.Module):
    """A frozen nn.Linear plus the original project's TinyLoRA update, with dW built in full on every forward."""

    def __init__(self, base_layer, global_v, U, S, Vh, P):
        super().__init__()
        self.base_layer = base_layer
        object.__setattr__(self, "global_v", global_v)  # shared by every layer: not a submodule parameter here
        dtype, device = base_layer.weight.dtype, base_layer.weight.device
        self.register_buffer("U", U.to(device=device, dtype=dtype), persistent=False)
        self.register_buffer("S", S.to(device=device, dtype=dtype), persistent=False)
        self.register_buffer("Vh", Vh.to(device=device, dtype=dtype), persistent=False)
        self.register_buffer("P", P.to(device=device, dtype=torch.float32), persistent=False)

    def delta_weight(self):
        R = torch.einsum("u,urs->rs", self.global_v.float(), self.P).to(self.U.dtype)
        return (self.U * self.S) @ R @ self.Vh  # out x in, every call

    def forward(self, x):
        return self.base_layer(x) + F.linear(x, self.delta_weight())


def original_projections(u_value, rank, generator):
    return torch.randn(u_value, rank, rank, generator=generator) / math.sqrt(rank)


def build_original_layers(layers, skeleton, u_value, rank, seed=0):
    """{name: OriginalTinyLoRALinear} around the given base layers, sharing one zero-initialised v (returned too).

    `skeleton` maps a layer name to its (U, S, Vh), so the benchmarks need not repeat the slow CPU SVD here.
    """
    device = layers[0][1].weight.device
    global_v = nn.Parameter(torch.zeros(u_value, device=device))
    generator = torch.Generator().manual_seed(seed)
    wrapped = {}
    for name, module in layers:
        U, S, Vh = skeleton[name]
        wrapped[name] = OriginalTinyLoRALinear(module, global_v, U[:, :rank], S[:rank], Vh[:rank],
                                           original_projections(u_value, rank, generator))
    return wrapped, global_v
