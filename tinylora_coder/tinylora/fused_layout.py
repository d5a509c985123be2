"""Projections that read the same input, laid out as row slices of one buffer: q/k/v of an attention block, gate/up
of an MLP.

Why: the cuda_graph engine's decode step can then compute each group with one matmul (generation/fused_projections.py,
which has the measured numbers) without a second copy of the weights. Row slices of a contiguous (out, in) matrix are
contiguous (out_i, in) matrices themselves, so every nn.Linear keeps working unchanged on its slice, and a model laid
out this way gives the same results everywhere else. Only the engines' own copies are laid out so (merge.py's merged
weights, rollout_copy.py's plain copy); a model's own parameters are left alone.
"""

import torch

# the projections of a block that read the same input, first the one the block calls first
PROJECTION_GROUPS = (("q_proj", "k_proj", "v_proj"), ("gate_proj", "up_proj"))


def projection_groups(model):
    """(block, names) for every module holding all the projections of a group as direct children, in model order."""
    for block in model.modules():
        for names in PROJECTION_GROUPS:
            if all(isinstance(getattr(block, name, None), torch.nn.Module) for name in names):
                yield block, names


def joined_rows(tensors):
    """One view covering `tensors` if they are consecutive row slices of one contiguous buffer, in this order (the
    same dtype, device and row width); else None. Reads no data."""
    if not can_share_rows(tensors) or not all(t.is_contiguous() for t in tensors):
        return None
    first = tensors[0]
    storage = first.untyped_storage().data_ptr()
    offset = first.storage_offset()
    for tensor in tensors:
        if tensor.untyped_storage().data_ptr() != storage or tensor.storage_offset() != offset:
            return None
        offset += tensor.numel()
    shape = (sum(t.shape[0] for t in tensors), *first.shape[1:])
    strides = [1]
    for size in reversed(shape[1:]):
        strides.insert(0, strides[0] * size)
    return first.detach().as_strided(shape, strides, first.storage_offset())


def one_buffer_copies(tensors):
    """Copies of `tensors` (same dtype, device and row width) as consecutive row slices of one new buffer."""
    return torch.cat([t.detach() for t in tensors]).split([t.shape[0] for t in tensors])


def can_share_rows(tensors):
    """Whether `tensors` can be rows of one buffer: present, one dtype, one device, one row width."""
    first = tensors[0]
    return all(t is not None and t.dtype == first.dtype and t.device == first.device and t.shape[1:] == first.shape[1:]
               for t in tensors)


@torch.no_grad()
def lay_out_joined(block, names):
    """Point the weights (and the biases, when every projection has one) of `block`'s projections `names` at row
    slices of one buffer, holding their current values; True if the weights were joined."""
    linears = [getattr(block, name) for name in names]
    for attribute in ("weight", "bias"):
        tensors = [getattr(linear, attribute, None) for linear in linears]
        if not can_share_rows(tensors):
            if attribute == "weight":
                return False
            continue
        if joined_rows(tensors) is None:
            for tensor, view in zip(tensors, one_buffer_copies(tensors)):
                tensor.data = view
    return True
