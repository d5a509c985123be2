"""The exact top-r SVD of every target weight (the TinyLoRA skeleton U, S, V), and its cache on disk.

Computed once per model and rank: the Gram matrix of the smaller side is solved in float64 (dense eigh or
Lanczos), batched on the GPU, and the singular-vector signs are fixed so that every machine rebuilds the
same update from the same v. The result is cached by model id, a fingerprint of the weights and the rank.
"""

import hashlib
import os
import time

import torch
from tqdm.auto import tqdm

from ..config import cache_dir as default_cache_dir
from ..files import atomic_path
from ..models.loading import is_linear_4bit  # noqa: F401 (utils and the package import it from here)

SVD_CACHE_VERSION = 1


def dequantized_weight(linear):
    """The layer's weight as a float32 tensor on its device (NF4 weights are dequantised)."""
    if is_linear_4bit(linear):
        import bitsandbytes.functional as bnbf

        return bnbf.dequantize_4bit(linear.weight.data, linear.weight.quant_state).float()
    return linear.weight.data.float()


def _fix_signs(U, Vh):
    """Sign convention: the largest-magnitude entry of each left singular vector is positive.

    SVD routines may return (u, v) or (-u, -v); fixing the sign makes the skeleton, and with it the update
    a given v produces, the same on every machine.
    """
    idx = U.abs().argmax(dim=-2, keepdim=True)
    signs = torch.sign(torch.gather(U, -2, idx))
    signs[signs == 0] = 1
    return U * signs, Vh * signs.transpose(-1, -2)


def _batched_lanczos_top(G, r, tol=1e-10, max_steps=None, check_every=24):
    """Top-r eigenpairs of a batch of symmetric PSD matrices G (B, n, n), float64.

    Lanczos with full re-orthogonalisation; stops when every Ritz pair's residual ||G x - t x|| is below
    tol * ||G||. Returns eigenvalues (B, r) descending and eigenvectors (B, n, r).
    """
    B, n, _ = G.shape
    max_steps = min(n, max_steps or n)
    gen = torch.Generator(device="cpu").manual_seed(12345)  # fixed start: same result on every run
    q = torch.randn(B, n, generator=gen, dtype=torch.float64).to(G.device)
    q = q / q.norm(dim=-1, keepdim=True)
    Q = torch.zeros(B, max_steps + 1, n, dtype=torch.float64, device=G.device)
    alpha = torch.zeros(B, max_steps, dtype=torch.float64, device=G.device)
    beta = torch.zeros(B, max_steps, dtype=torch.float64, device=G.device)
    scale = torch.linalg.matrix_norm(G, ord="fro").clamp_min(1e-300)  # >= spectral norm
    Q[:, 0] = q
    k = 0
    for j in range(max_steps):
        w = torch.bmm(G, Q[:, j].unsqueeze(-1)).squeeze(-1)
        alpha[:, j] = (w * Q[:, j]).sum(-1)
        basis = Q[:, : j + 1]
        for _ in range(2):  # full re-orthogonalisation, twice ("twice is enough")
            w = w - torch.bmm(basis.transpose(1, 2), torch.bmm(basis, w.unsqueeze(-1))).squeeze(-1)
        beta[:, j] = w.norm(dim=-1)
        k = j + 1
        # An invariant subspace was found: the Ritz pairs so far are exact; restart direction is irrelevant.
        Q[:, j + 1] = w / beta[:, j : j + 1].clamp_min(1e-300)
        if k >= r and (k % check_every == 0 or k == max_steps):
            theta, S = _tridiag_eig(alpha[:, :k], beta[:, : k - 1])
            resid = (beta[:, k - 1 : k] * S[:, -1, -r:]).abs()  # (B, r): Lanczos residual bound
            if bool((resid <= tol * scale.unsqueeze(-1)).all()) or k == max_steps:
                break
    theta, S = _tridiag_eig(alpha[:, :k], beta[:, : k - 1])
    vectors = torch.bmm(Q[:, :k].transpose(1, 2), S[:, :, -r:])  # (B, n, r) ascending
    return theta[:, -r:].flip(-1), vectors.flip(-1)


def _tridiag_eig(alpha, beta):
    T = torch.diag_embed(alpha) + torch.diag_embed(beta, 1) + torch.diag_embed(beta, -1)
    return torch.linalg.eigh(T)


def top_r_svd_batch(weights, rank, device=None):
    """Exact top-r SVD of several same-shape float weights (B, out, in).

    Works on the Gram matrix of the smaller side, solved in float64: dense eigh for small sides, Lanczos
    otherwise (randomised SVD is not exact: on random weights torch.svd_lowrank's top vectors were far
    from the true ones). On a GPU the Gram matrix is formed in float64 and the batch solved at once; on a
    CPU it is formed in float32 (2-3x faster there, still ~1e-7 relative) and each matrix is solved on its
    own, so an easy matrix does not wait for a hard one. Returns U (B, out, r), S (B, r), Vh (B, r, in),
    float32, with fixed signs.
    """
    device = torch.device(device) if device is not None else weights.device
    on_gpu = device.type != "cpu"
    W = weights.to(device=device, dtype=torch.float64 if on_gpu else torch.float32)
    B, out_f, in_f = W.shape
    left = out_f <= in_f
    G = torch.bmm(W, W.transpose(1, 2)) if left else torch.bmm(W.transpose(1, 2), W)
    G, W = G.double(), W.double()
    n = G.shape[-1]
    r = min(rank, n)
    if n <= 512:
        evals, evecs = torch.linalg.eigh(G)
        evals, evecs = evals[:, -r:].flip(-1), evecs[:, :, -r:].flip(-1)
    elif on_gpu:
        evals, evecs = _batched_lanczos_top(G, r)
    else:
        pairs = [_batched_lanczos_top(G[i : i + 1], r) for i in range(B)]
        evals, evecs = torch.cat([p[0] for p in pairs]), torch.cat([p[1] for p in pairs])
    S = evals.clamp_min(0).sqrt()
    inv = torch.where(S > 0, 1.0 / S.clamp_min(1e-300), torch.zeros_like(S))
    if left:
        U = evecs
        Vh = torch.bmm(U.transpose(1, 2), W) * inv.unsqueeze(-1)
    else:
        V = evecs
        U = torch.bmm(W, V) * inv.unsqueeze(1)
        Vh = V.transpose(1, 2)
    U, Vh = _fix_signs(U, Vh)
    return U.float(), S.float(), Vh.float()


def weights_fingerprint(layers):
    """A cheap identity for a set of weights: names, shapes and a strided sample of the raw stored values.

    Raw values mean a 4-bit and a BF16 load of the same model get different fingerprints, as they should
    (their SVDs differ).
    """
    h = hashlib.sha256()
    for name, module in layers:
        data = module.weight.data
        flat = data.reshape(-1)
        step = max(1, flat.numel() // 4096)
        sample = flat[::step][:4096].detach().cpu()
        if sample.dtype == torch.bfloat16:
            sample = sample.view(torch.int16)
        h.update(f"{name}|{tuple(data.shape)}|{data.dtype}|".encode())
        h.update(sample.contiguous().numpy().tobytes())
        if is_linear_4bit(module):
            absmax = module.weight.quant_state.absmax.reshape(-1)
            h.update(absmax[:: max(1, absmax.numel() // 1024)].detach().cpu().float().numpy().tobytes())
    return h.hexdigest()


class SvdCache:
    """Skeletons on disk, one file per (model id, weight fingerprint, rank), in `folder` (default: the cache)."""

    def __init__(self, folder=None):
        self.folder = folder or os.path.join(default_cache_dir(), "svd")

    def path(self, model_id, fingerprint, rank):
        safe_id = "".join(c if c.isalnum() or c in "-_." else "_" for c in str(model_id))[-80:]
        return os.path.join(self.folder, f"{safe_id}-{fingerprint[:16]}-r{rank}.pt")

    def load(self, model_id, fingerprint, rank, names):
        """{name: (U, S, Vh)} when a matching file holds every layer, else None (a corrupt file is ignored)."""
        path = self.path(model_id, fingerprint, rank)
        if not os.path.exists(path):
            return None
        try:
            cached = torch.load(path, map_location="cpu", weights_only=True)
            if (cached.get("version") == SVD_CACHE_VERSION and cached.get("fingerprint") == fingerprint
                    and cached.get("rank") == rank and all(n in cached["layers"] for n in names)):
                return {n: tuple(cached["layers"][n]) for n in names}
        except Exception as exc:  # a corrupt cache file is recomputed, never fatal
            print(f"SVD cache unreadable ({exc.__class__.__name__}), recomputing: {path}")
        return None

    def save(self, model_id, fingerprint, rank, skeleton):
        record = {"version": SVD_CACHE_VERSION, "fingerprint": fingerprint, "rank": rank, "model_id": str(model_id),
                  "layers": {n: list(t) for n, t in skeleton.items()}}
        try:
            with atomic_path(self.path(model_id, fingerprint, rank)) as tmp:
                torch.save(record, tmp)
        except OSError as exc:
            print(f"could not write the SVD cache ({exc}); continuing without it")


def as_svd_cache(svd_cache):
    """SvdCache from True (the default folder), False/None (no cache), a folder path, or an SvdCache."""
    if svd_cache is True:
        return SvdCache()
    if not svd_cache:
        return None
    return svd_cache if isinstance(svd_cache, SvdCache) else SvdCache(os.fspath(svd_cache))


def compute_svd_skeleton(layers, rank, device=None, show_progress=True, batch_size=36):
    """Top-r SVD for every layer: {name: (U, S, Vh)} on CPU, float32. Layers are batched by shape."""
    if device is None:
        device = torch.device("cuda") if torch.cuda.is_available() else torch.device("cpu")
    by_shape = {}
    for name, module in layers:
        by_shape.setdefault((module.out_features, module.in_features), []).append((name, module))
    skeleton = {}
    bar = tqdm(total=len(layers), desc="SVD", unit="layer", disable=not show_progress, leave=False)
    for group in by_shape.values():
        for start in range(0, len(group), batch_size):
            chunk = group[start : start + batch_size]
            W = torch.stack([dequantized_weight(m).to(device) for _, m in chunk])
            U, S, Vh = top_r_svd_batch(W, rank, device=device)
            for i, (name, _) in enumerate(chunk):
                skeleton[name] = (U[i].cpu(), S[i].cpu(), Vh[i].cpu())
            del W
            bar.update(len(chunk))
    bar.close()
    return skeleton


def load_or_compute_skeleton(layers, rank, model_id, cache=None, device=None, show_progress=True):
    """The SVD skeleton for these layers, from `cache` (an SvdCache) when it matches the weights, else computed
    (and cached). Returns (skeleton, fingerprint, seconds, from_cache)."""
    start = time.perf_counter()
    fingerprint = weights_fingerprint(layers)
    names = [name for name, _ in layers]
    skeleton = cache.load(model_id, fingerprint, rank, names) if cache is not None else None
    if skeleton is not None:
        return skeleton, fingerprint, time.perf_counter() - start, True
    skeleton = compute_svd_skeleton(layers, rank, device=device, show_progress=show_progress)
    if cache is not None:
        cache.save(model_id, fingerprint, rank, skeleton)
    return skeleton, fingerprint, time.perf_counter() - start, False
