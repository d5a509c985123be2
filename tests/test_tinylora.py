"""TinyLoRA layer, SVD skeleton, merging and checkpoints, on small random Qwen2 models (CPU)."""
import json
import os
import subprocess
import sys

import pytest
import torch

import tinylora_coder.tinylora.svd
import utils

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    """Each test gets its own SVD cache folder, so cache hits are never accidental."""
    cache = tmp_path / "cache"
    monkeypatch.setenv("TINYLORA_CACHE", str(cache))
    return cache


def tiny_model(seed=0, **overrides):
    torch.manual_seed(1234)  # the builder must not depend on this
    model = utils.build_tiny_qwen2(vocab_size=256, seed=seed, **overrides)
    model.eval()
    return model


def with_tiny_lora(model, u=8, rank=2, seed=7, tying="all", **kwargs):
    params = utils.TinyLoRAGlobalParams(u, tying=tying)
    n = utils.apply_tiny_lora(model, params, rank=rank, seed=seed, verbose=False, **kwargs)
    return params, n


def set_v(params, seed=3, scale=0.5):
    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        params.global_v.copy_(torch.randn(params.global_v.shape, generator=gen) * scale)


def reference_svd(weight, rank):
    """Independent top-r SVD (full LAPACK SVD in float64) with the documented sign convention."""
    U, S, Vh = torch.linalg.svd(weight.double(), full_matrices=False)
    U, S, Vh = U[:, :rank], S[:rank], Vh[:rank]
    for i in range(rank):
        if U[U[:, i].abs().argmax(), i] < 0:
            U[:, i] *= -1
            Vh[i] *= -1
    return U, S, Vh


# ---------------------------------------------------------------------------- layer maths

def test_layer_matches_explicit_formula():
    model = tiny_model()
    originals = {n: m.weight.detach().clone() for n, m in utils.find_target_layers(model)}
    params, n = with_tiny_lora(model, u=8, rank=2)
    assert n == len(originals) == 2 * 7
    set_v(params)
    gen = torch.Generator().manual_seed(9)
    for name, layer in model.named_modules():
        if not isinstance(layer, utils.TinyLoRALinear):
            continue
        x = torch.randn(5, layer.in_features, generator=gen)
        W = originals[name].double()
        U, S, Vh = reference_svd(W, 2)
        P = utils.make_projections(8, 2, 7, name).double()
        R = torch.einsum("u,urs->rs", params.global_v.detach().double(), P)
        expected = x.double() @ (W + U @ torch.diag(S) @ R @ Vh).T
        if layer.bias is not None:
            expected = expected + layer.bias.double()
        torch.testing.assert_close(layer(x).double(), expected, rtol=1e-4, atol=1e-5)


def test_projection_is_scaled_normal():
    P = utils.make_projections(4000, 2, 0, "model.layers.0.mlp.up_proj")
    assert P.shape == (4000, 2, 2)
    # N(0, 1/r): variance 0.5 for r=2 (16000 samples: standard error of the variance ~0.006)
    assert abs(P.var().item() - 0.5) < 0.03
    assert abs(P.mean().item()) < 0.03
    other = utils.make_projections(4000, 2, 0, "model.layers.1.mlp.up_proj")
    assert not torch.equal(P, other)  # per-layer P


def test_zero_v_leaves_model_unchanged():
    model = tiny_model()
    ids = torch.randint(0, 256, (2, 12), generator=torch.Generator().manual_seed(0))
    with torch.no_grad():
        before = model(ids).logits.clone()
    params, _ = with_tiny_lora(model)
    assert torch.count_nonzero(params.global_v) == 0
    with torch.no_grad():
        after = model(ids).logits
    assert torch.equal(before, after)


def test_nonzero_v_changes_output():
    model = tiny_model()
    ids = torch.randint(0, 256, (1, 8), generator=torch.Generator().manual_seed(0))
    params, _ = with_tiny_lora(model)
    with torch.no_grad():
        before = model(ids).logits.clone()
        set_v(params)
        after = model(ids).logits
    assert (before - after).abs().max() > 1e-3


def test_gradients_reach_only_v():
    model = tiny_model()
    model.train()
    params, _ = with_tiny_lora(model)
    trainable = [n for n, p in model.named_parameters() if p.requires_grad]
    assert trainable == ["tinylora.global_v"]
    ids = torch.randint(0, 256, (2, 10), generator=torch.Generator().manual_seed(1))
    loss = model(ids, labels=ids).loss
    loss.backward()
    assert params.global_v.grad is not None and params.global_v.grad.abs().sum() > 0
    for name, p in model.named_parameters():
        if name != "tinylora.global_v":
            assert p.grad is None, name


def test_delta_is_linear_in_v_and_low_rank():
    model = tiny_model()
    params, _ = with_tiny_lora(model, u=6, rank=3)
    layer = utils.tiny_lora_layers(model)[0]
    g = torch.Generator().manual_seed(5)
    v1, v2 = torch.randn(6, generator=g), torch.randn(6, generator=g)

    def delta(v):
        with torch.no_grad():
            params.global_v.copy_(v)
        return layer.delta_weight().double()

    d1, d2, d12 = delta(v1), delta(v2), delta(2.0 * v1 - 3.0 * v2)
    torch.testing.assert_close(d12, 2.0 * d1 - 3.0 * d2, rtol=1e-5, atol=1e-7)
    sv = torch.linalg.svdvals(d12.detach())
    assert (sv[3:] / sv[0]).max() < 1e-5  # rank <= r (float32 noise aside)
    assert sv[2] / sv[0] > 1e-3  # and a generic v uses the full rank r


def test_parameters_and_buffers_not_in_state_dict():
    model = tiny_model()
    with_tiny_lora(model)
    keys = list(model.state_dict().keys())
    assert not any(k.endswith((".US", ".Vh", ".P")) for k in keys)
    assert "tinylora.global_v" in keys


# ---------------------------------------------------------------------------- SVD

@pytest.mark.parametrize("shape", [(48, 80), (80, 48), (600, 900), (900, 600)])
def test_top_r_svd_matches_full_svd(shape):
    g = torch.Generator().manual_seed(0)
    W = torch.randn(2, *shape, generator=g) * 0.02
    U, S, Vh = utils.top_r_svd_batch(W, 2)
    for b in range(2):
        Ur, Sr, Vhr = reference_svd(W[b], 2)
        torch.testing.assert_close(S[b].double(), Sr, rtol=1e-5, atol=1e-8)
        torch.testing.assert_close(U[b].double(), Ur, rtol=0, atol=1e-4)
        torch.testing.assert_close(Vh[b].double(), Vhr, rtol=0, atol=1e-4)


def test_sign_convention_is_fixed():
    g = torch.Generator().manual_seed(1)
    W = torch.randn(1, 40, 30, generator=g)
    U1, _, Vh1 = utils.top_r_svd_batch(W, 2)
    U2, _, Vh2 = utils.top_r_svd_batch(-W, 2)  # negated weights: same U up to convention, V flips
    idx = U1[0].abs().argmax(0)
    assert (U1[0][idx, torch.arange(2)] > 0).all()
    assert (U2[0][U2[0].abs().argmax(0), torch.arange(2)] > 0).all()
    torch.testing.assert_close(U1, U2, rtol=0, atol=1e-5)
    torch.testing.assert_close(Vh1, -Vh2, rtol=0, atol=1e-5)


def test_svd_cache_is_used_on_second_start(monkeypatch, private_cache):
    m1 = tiny_model()
    p1, _ = with_tiny_lora(m1)
    files = list((private_cache / "svd").glob("*.pt"))
    assert len(files) == 1

    def forbidden(*a, **k):
        raise AssertionError("SVD recomputed although cached")

    monkeypatch.setattr(tinylora_coder.tinylora.svd, "compute_svd_skeleton", forbidden)
    m2 = tiny_model()
    p2, _ = with_tiny_lora(m2)
    for a, b in zip(utils.tiny_lora_layers(m1), utils.tiny_lora_layers(m2)):
        assert torch.equal(a.US, b.US) and torch.equal(a.Vh, b.Vh) and torch.equal(a.P, b.P)
    # different weights (another seed) must not hit that cache entry
    m3 = tiny_model(seed=1)
    with pytest.raises(AssertionError, match="recomputed"):
        with_tiny_lora(m3)


def test_corrupt_svd_cache_is_recomputed(private_cache):
    m1 = tiny_model()
    with_tiny_lora(m1)
    (cache_file,) = list((private_cache / "svd").glob("*.pt"))
    cache_file.write_bytes(b"garbage")
    m2 = tiny_model()
    with_tiny_lora(m2)
    for a, b in zip(utils.tiny_lora_layers(m1), utils.tiny_lora_layers(m2)):
        assert torch.equal(a.US, b.US)


# ---------------------------------------------------------------------------- determinism across processes

REBUILD_SCRIPT = r"""
import hashlib, json, sys, torch
sys.path.insert(0, {root!r})
burn = int(sys.argv[1])
torch.manual_seed(burn)          # a different global RNG history in each process
torch.randn(1000 + 977 * burn)
import utils
model = utils.build_tiny_qwen2(vocab_size=256, seed=0)
torch.rand(burn + 3)
params = utils.TinyLoRAGlobalParams(8)
utils.apply_tiny_lora(model, params, rank=2, seed=11, verbose=False)
with torch.no_grad():
    params.global_v.copy_(torch.linspace(-1, 1, 8))
hp, hd = hashlib.sha256(), hashlib.sha256()
for layer in utils.tiny_lora_layers(model):
    hp.update(layer.P.numpy().tobytes())
    hd.update(layer.delta_weight().detach().numpy().tobytes())
print(json.dumps({{"P": hp.hexdigest(), "dW": hd.hexdigest()}}))
"""


def test_fresh_processes_rebuild_identical_P_and_delta(tmp_path):
    script = tmp_path / "rebuild.py"
    script.write_text(REBUILD_SCRIPT.format(root=ROOT))
    results = []
    for burn, cache in ((1, "a"), (5, "b")):
        env = dict(os.environ, TINYLORA_CACHE=str(tmp_path / cache))  # both compute the SVD afresh
        out = subprocess.run([sys.executable, str(script), str(burn)], capture_output=True, text=True,
                             env=env, timeout=300)
        assert out.returncode == 0, out.stderr[-2000:]
        results.append(json.loads(out.stdout.strip().splitlines()[-1]))
    assert results[0] == results[1]


# ---------------------------------------------------------------------------- merging

def test_merged_generation_matches_low_rank_path_and_restores_weights():
    model = tiny_model()
    params, _ = with_tiny_lora(model)
    set_v(params, scale=1.0)
    weights_before = {n: p.detach().clone() for n, p in model.named_parameters()}
    ids = torch.randint(3, 256, (2, 6), generator=torch.Generator().manual_seed(2))
    gen_kwargs = dict(max_new_tokens=12, do_sample=False, pad_token_id=0)
    with torch.no_grad():
        low_rank = model.generate(ids, attention_mask=torch.ones_like(ids), **gen_kwargs)
        low_rank_logits = model(ids).logits
        with utils.tiny_lora_merged(model):
            assert not utils.tiny_lora_layers(model)  # plain nn.Linear layers while merged
            merged = model.generate(ids, attention_mask=torch.ones_like(ids), **gen_kwargs)
            merged_logits = model(ids).logits
    assert torch.equal(low_rank, merged)
    torch.testing.assert_close(low_rank_logits, merged_logits, rtol=1e-4, atol=1e-4)
    assert len(utils.tiny_lora_layers(model)) == 14
    for n, p in model.named_parameters():
        assert torch.equal(p, weights_before[n]), n


def test_thousand_merge_cycles_do_not_drift():
    model = tiny_model(num_hidden_layers=1)
    params, _ = with_tiny_lora(model, target_modules=("q_proj", "down_proj"))
    set_v(params, scale=2.0)
    before = {n: p.detach().clone() for n, p in model.named_parameters()}
    for _ in range(2000):
        with utils.tiny_lora_merged(model):
            pass
    for n, p in model.named_parameters():
        assert torch.equal(p, before[n]), n


def test_merge_restores_on_exception():
    model = tiny_model()
    params, _ = with_tiny_lora(model)
    set_v(params)
    before = {n: p.detach().clone() for n, p in model.named_parameters()}
    with pytest.raises(RuntimeError):
        with utils.tiny_lora_merged(model):
            raise RuntimeError("generation failed")
    assert len(utils.tiny_lora_layers(model)) == 14
    for n, p in model.named_parameters():
        assert torch.equal(p, before[n]), n


# ---------------------------------------------------------------------------- tying

@pytest.mark.parametrize("tying,groups", [("all", 1), ("type", 7), ("block", 2), ("layer", 14)])
def test_weight_tying_groups(tying, groups):
    model = tiny_model()
    params, n = with_tiny_lora(model, u=4, tying=tying)
    assert params.num_groups == groups
    assert params.num_trainable() == groups * 4
    assert sum(p.numel() for p in model.parameters() if p.requires_grad) == groups * 4
    # each group's vector only moves its own layers
    if groups > 1:
        with torch.no_grad():
            params.global_v[0].fill_(1.0)
        moved = [l for l in utils.tiny_lora_layers(model) if l.delta_weight().abs().max() > 0]
        assert 0 < len(moved) < n


# ---------------------------------------------------------------------------- checkpoints


def test_merged_weights_keep_their_address_and_follow_v():
    model = tiny_model()
    params, _ = with_tiny_lora(model)
    ids = torch.randint(0, 256, (1, 7), generator=torch.Generator().manual_seed(8))
    q = model.model.layers[0].self_attn.q_proj
    with torch.no_grad():
        set_v(params, seed=1)
        with utils.tiny_lora_merged(model):
            first_ptr = model.model.layers[0].self_attn.q_proj.weight.data_ptr()
            merged_1 = model(ids).logits.clone()
        set_v(params, seed=2)  # v moves between rollouts, as it does in training
        expected_2 = model(ids).logits.clone()
        with utils.tiny_lora_merged(model):
            assert model.model.layers[0].self_attn.q_proj.weight.data_ptr() == first_ptr  # stable for CUDA graphs
            merged_2 = model(ids).logits.clone()
    assert not torch.allclose(merged_1, merged_2)
    torch.testing.assert_close(merged_2, expected_2, rtol=1e-4, atol=1e-4)
    assert q.base_layer.weight.data_ptr() != first_ptr  # the training weights are the originals again
    utils.release_merged_weights(model)
    assert q._merged_weight is None


def test_projection_seed_alone_fixes_P():
    """train_rl.py's --seed moves data and sampling only; P depends on the projection seed and the layer name."""
    a = utils.make_projections(8, 2, 42, "model.layers.0.self_attn.q_proj")
    torch.manual_seed(999)
    assert torch.equal(a, utils.make_projections(8, 2, 42, "model.layers.0.self_attn.q_proj"))
    assert not torch.equal(a, utils.make_projections(8, 2, 43, "model.layers.0.self_attn.q_proj"))
