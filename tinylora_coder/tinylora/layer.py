"""The TinyLoRA layer: u trainable scalars shared by every target projection of the model.

    W' = W + U S (sum_i v_i P_i) V^T

U, S, V: top-r SVD of the frozen weight (svd.py; r = 2 by default), computed once and cached on disk.
P_i (r x r): fixed, drawn N(0, 1/r) from a generator seeded by (seed, layer name) only, never global state.
v (u scalars): the only trainable tensor, zero at start so the model starts unchanged. With weight tying
other than "all", one v per group of layers (projection type, transformer block, or layer).
"""

import contextlib
import hashlib
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from ..config import TARGET_MODULES, TINYLORA_SEED, TYING_MODES
from ..library_boundary import mark_adapters_attached
from .svd import as_svd_cache, is_linear_4bit, load_or_compute_skeleton


def layer_group(layer_name, tying):
    """Name of the `v` group a layer belongs to under a weight-tying mode."""
    if tying == "all":
        return "all"
    if tying == "type":
        return layer_name.rsplit(".", 1)[-1]
    if tying == "block":
        parts = layer_name.split(".")
        for i, part in enumerate(parts[:-1]):
            if part == "layers" and parts[i + 1].isdigit():
                return f"block{int(parts[i + 1])}"
        return "other"
    if tying == "layer":
        return layer_name
    raise ValueError(f"unknown tying mode {tying!r}; choose one of {', '.join(TYING_MODES)}")


def projection_generator_seed(seed, layer_name):
    """A 63-bit seed for one layer's P, from the run seed and the layer name only (never global RNG state)."""
    digest = hashlib.sha256(f"tinylora-P:{int(seed)}:{layer_name}".encode()).digest()
    return int.from_bytes(digest[:8], "little") & (2**63 - 1)


def make_projections(u_value, rank, seed, layer_name):
    """P for one layer: (u, r, r) float32, N(0, 1/r), reproducible on any machine (CPU generator)."""
    generator = torch.Generator(device="cpu").manual_seed(projection_generator_seed(seed, layer_name))
    return torch.randn(u_value, rank, rank, generator=generator, dtype=torch.float32) / math.sqrt(rank)


def projection_hash(u_value, rank, seed, layer_names):
    """sha256 over every layer's P: identifies the fixed random projections without storing them."""
    digest = hashlib.sha256()
    for name in layer_names:
        digest.update(make_projections(u_value, rank, seed, name).numpy().tobytes())
    return digest.hexdigest()


class TinyLoRAGlobalParams(nn.Module):
    """Holds `global_v`, the trainable vector shared by every TinyLoRA layer.

    With tying="all" (default) `global_v` has shape (u,), as in the original project. Other tying modes give one vector
    per group (by projection type, by transformer block, or per layer): shape (groups, u), created by
    apply_tiny_lora once the groups are known.
    """

    def __init__(self, u_value=32, tying="all"):
        super().__init__()
        if int(u_value) < 1:
            raise ValueError(f"u_value must be a positive integer, got {u_value}")
        if tying not in TYING_MODES:
            raise ValueError(f"unknown tying mode {tying!r}; choose one of {', '.join(TYING_MODES)}")
        self.u_value = int(u_value)
        self.tying = tying
        self.group_names = ["all"]
        self.global_v = nn.Parameter(torch.zeros(self.u_value))
        self.row_v = None  # set by per_row: one copy of v for each row of a batch
        self.info = {}  # filled by apply_tiny_lora: what a checkpoint needs to rebuild the layers exactly

    def set_groups(self, group_names):
        group_names = list(group_names)
        if group_names == self.group_names:
            return
        shape = (self.u_value,) if len(group_names) == 1 else (len(group_names), self.u_value)
        self.global_v = nn.Parameter(torch.zeros(shape, device=self.global_v.device))
        self.group_names = group_names

    @property
    def num_groups(self):
        return len(self.group_names)

    def vector(self, group_index):
        """v for one group: (u,), or (rows, u) inside per_row. `group_index`: an int, or a one-element long tensor
        (a layer's `group` buffer: a compiled forward then reads it as data instead of compiling once per layer)."""
        v = self.global_v if self.row_v is None else self.row_v
        if self.global_v.dim() == 1:
            return v
        if isinstance(group_index, torch.Tensor):
            return v.index_select(-2, group_index.to(v.device)).squeeze(-2)
        return v[..., group_index, :]

    @contextlib.contextmanager
    def per_row(self, rows):
        """Within: row b of every batch the layers see uses its own copy of v, row b of the yielded leaf (rows,
        *global_v.shape), equal to v and not joined to it. The gradient of a sum of per-row losses with respect to
        that leaf is then each row's own gradient with respect to v (training.row_gradients); v gets none."""
        if self.row_v is not None:
            raise RuntimeError("per_row is already active: one copy of v per row at a time")
        self.row_v = self.global_v.detach().expand(rows, *self.global_v.shape).clone().requires_grad_(True)
        try:
            yield self.row_v
        finally:
            self.row_v = None

    def num_trainable(self):
        return self.global_v.numel()


class TinyLoRALinear(nn.Module):
    """A frozen linear layer (nn.Linear or bitsandbytes Linear4bit) plus the TinyLoRA update.

    The forward never builds the out x in update: it goes x -> V^T (r) -> R (r x r) -> U S (out),
    i.e. 2r(in + out) + r^2 extra multiply-adds per token instead of in * out.
    """

    def __init__(self, base_layer, global_params, group_index, U, S, Vh, P):
        super().__init__()
        self.base_layer = base_layer
        # A plain attribute, not a submodule: the shared parameter must appear once in the model.
        object.__setattr__(self, "_global_params", global_params)
        self.group_index = group_index
        compute_dtype = self.compute_dtype()
        device = base_layer.weight.device
        # Non-persistent buffers: rebuilt from the SVD cache and the projection seed, never written to checkpoints.
        self.register_buffer("US", (U * S).to(device=device, dtype=compute_dtype), persistent=False)
        self.register_buffer("Vh", Vh.to(device=device, dtype=compute_dtype), persistent=False)
        self.register_buffer("P", P.to(device=device, dtype=torch.float32), persistent=False)
        self.register_buffer("group", torch.tensor([group_index], device=device), persistent=False)
        self.rank = S.numel()

    def compute_dtype(self):
        if is_linear_4bit(self.base_layer):
            return getattr(self.base_layer, "compute_dtype", None) or torch.bfloat16
        return self.base_layer.weight.dtype

    @property
    def in_features(self):
        return self.base_layer.in_features

    @property
    def out_features(self):
        return self.base_layer.out_features

    @property
    def weight(self):  # some code inspects `.weight` (dtype/device); the frozen base weight is the answer
        return self.base_layer.weight

    @property
    def bias(self):
        return self.base_layer.bias

    def mixing_matrix(self):
        """R = sum_i v_i P_i, in float32 (differentiable in v); (rows, r, r) inside TinyLoRAGlobalParams.per_row."""
        v = self._global_params.vector(self.group)
        return torch.einsum("...u,urs->...rs", v.to(self.P.device, torch.float32), self.P)

    def delta_weight(self):
        """The dense update U S R V^T (float32): for merging and for tests, never used in forward."""
        return self.US.float() @ self.mixing_matrix() @ self.Vh.float()

    def forward(self, x):
        out = self.base_layer(x)
        R = self.mixing_matrix().to(self.Vh.dtype)
        z = F.linear(x.to(self.Vh.dtype), self.Vh)  # (..., r)
        if R.dim() == 2:
            z = F.linear(z, R)  # z R^T
        elif z.dim() == 3 and z.size(0) == R.size(0):
            z = z @ R.mT  # each row of the batch through its own R
        else:
            raise ValueError(f"per-row v for {R.size(0)} rows, but this layer got an input of shape {tuple(x.shape)}")
        return out + F.linear(z, self.US).to(out.dtype)

    def extra_repr(self):
        return f"in={self.in_features}, out={self.out_features}, rank={self.rank}, group={self.group_index}"


def find_target_layers(model, target_modules=TARGET_MODULES):
    """(name, module) for every linear layer whose last name component is a target, in model order."""
    found = []
    for name, module in model.named_modules():
        if name.rsplit(".", 1)[-1] in target_modules and (isinstance(module, nn.Linear) or is_linear_4bit(module)):
            found.append((name, module))
    return found


def apply_tiny_lora(model, global_params, rank=2, seed=TINYLORA_SEED, target_modules=None, model_id=None,
                    svd_cache=True, svd_device=None, verbose=True):
    """Replace every target projection with a TinyLoRALinear sharing `global_params`; returns the count.

    Freezes every base parameter; `global_params.global_v` (zeros) becomes the only trainable tensor. The
    global params are attached as `model.tinylora` so the Trainer's optimizer, DDP and `.to()` see them.
    `svd_cache`: True (the default cache folder), False (always compute), a folder, or an svd.SvdCache.
    """
    if getattr(model, "tinylora", None) is not None:
        raise ValueError("TinyLoRA is already applied to this model")
    target_modules = tuple(target_modules or TARGET_MODULES)
    layers = find_target_layers(model, target_modules)
    if not layers:
        raise ValueError(f"no target layers ({', '.join(target_modules)}) found in {type(model).__name__}")
    model_id = (model_id or getattr(model, "tinylora_model_id", None) or getattr(model.config, "name_or_path", None)
                or "")
    is_quantized = any(is_linear_4bit(m) for _, m in layers)

    skeleton, fingerprint, seconds, from_cache = load_or_compute_skeleton(
        layers, rank, model_id, cache=as_svd_cache(svd_cache), device=svd_device, show_progress=verbose)

    group_names = []
    for name, _ in layers:
        group = layer_group(name, global_params.tying)
        if group not in group_names:
            group_names.append(group)
    global_params.set_groups(group_names)

    for param in model.parameters():
        param.requires_grad_(False)
    for name, module in layers:
        U, S, Vh = skeleton[name]
        P = make_projections(global_params.u_value, rank, seed, name)
        group_index = group_names.index(layer_group(name, global_params.tying))
        wrapped = TinyLoRALinear(module, global_params, group_index, U, S, Vh, P)
        parent_name, _, child_name = name.rpartition(".")
        setattr(model.get_submodule(parent_name) if parent_name else model, child_name, wrapped)

    device = layers[0][1].weight.device
    global_params.to(device)
    global_params.global_v.requires_grad_(True)
    model.tinylora = global_params
    global_params.info = {
        "rank": int(rank),
        "seed": int(seed),
        "model_id": str(model_id),
        "target_modules": list(target_modules),
        "layer_names": [name for name, _ in layers],
        "total_replaced_layers": len(layers),
        "is_quantized": bool(is_quantized),
        "skeleton_fingerprint": fingerprint,
        "skeleton_signature": torch.stack([skeleton[n][1] for n, _ in layers]),  # (L, r) singular values
        "projection_hash": projection_hash(global_params.u_value, rank, seed, [name for name, _ in layers]),
    }
    if is_quantized:
        # transformers' Trainer refuses a quantized model unless adapters are attached; TinyLoRA layers are
        # those adapters (no PEFT model is involved)
        mark_adapters_attached(model)

    if verbose:
        total = sum(p.numel() for p in model.parameters())
        trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
        source = "cache" if from_cache else "computed"
        print(f"TinyLoRA: {len(layers)} layers, rank {rank}, u={global_params.u_value}, tying={global_params.tying} "
              f"({global_params.num_groups} group(s)); trainable {trainable} of {total:,} parameters; "
              f"SVD {source} in {seconds:.2f}s")
    return len(layers)


def tiny_lora_layers(model):
    return [m for m in model.modules() if isinstance(m, TinyLoRALinear)]
