"""train_rl.py --adapter lora and --adapter full: the same GRPO run as TinyLoRA's, with PEFT's LoRA or every weight
trained; rollouts from the current weights merged into plain layers; their folders, resuming, and the cross-check of
the project's TinyLoRA layer against PEFT's TinyLoraConfig."""
import contextlib
import io
import json
import os

import pytest
import torch
from safetensors.torch import load_file
from script_helpers import recording_reward, train_args, train_rl
from test_training import SignalAtStep
from transformers import AutoModelForCausalLM, TrainerCallback

import utils
from tinylora_coder.models.folders import read_folder_info
from tinylora_coder.tinylora.merge import adapter_delta
from tinylora_coder.tinylora.rollout_copy import RolloutCopy
from tinylora_coder.training.adapters import FullAdapter, LoraAdapter

LORA = ("--no_quant", "--adapter", "lora", "--lora_r", "4", "--lora_alpha", "8", "--lora_target_modules", "q_proj,v_proj,down_proj")
FULL = ("--no_quant", "--adapter", "full", "--learning_rate", "1e-3")


def run(args, callbacks=(), seen=None):
    with contextlib.redirect_stdout(io.StringIO()) as out:
        code = train_rl.main(list(args), reward_funcs=[recording_reward([] if seen is None else seen)],
                             callbacks=list(callbacks))
    return code, out.getvalue()


class RecordWeights(TrainerCallback):
    """The trained tensors after every optimizer step (LoRA's A and B, or a few full weights)."""

    def __init__(self, names):
        self.names, self.seen = names, {}

    def on_step_end(self, args, state, control, model=None, **kwargs):
        tensors = dict(model.named_parameters())
        self.seen[state.global_step] = {n: tensors[n].detach().cpu().clone() for n in self.names(tensors)}


def lora_names(tensors):
    return sorted(n for n in tensors if "lora_" in n)


def full_names(tensors):
    return sorted(n for n in tensors if n.endswith(("q_proj.weight", "mlp.down_proj.weight")))


@pytest.fixture(scope="module")
def lora_run(tiny_model_dir, problems_file, tmp_path_factory):
    output_dir = tmp_path_factory.mktemp("lora") / "out"
    record = RecordWeights(lora_names)
    args = train_args(tiny_model_dir, problems_file, output_dir, *LORA, "--max_steps", "3", "--save_steps", "1")
    code, out = run(args, [record])
    return {"code": code, "out": out, "output_dir": output_dir, "weights": record.seen, "args": args}


def test_a_lora_run_trains_peft_lora_and_saves_a_peft_adapter_folder(lora_run, tiny_model_dir):
    from peft import PeftModel

    assert lora_run["code"] == 0
    folder = lora_run["output_dir"] / "lora_adapter"
    config = json.loads((folder / "adapter_config.json").read_text())
    assert config["r"] == 4 and config["lora_alpha"] == 8
    assert set(config["target_modules"]) == {"q_proj", "v_proj", "down_proj"}
    info = read_folder_info(str(folder))
    assert info["kind"] == "lora" and info["step"] == 3 and info["dtype"] == "float32"
    # 2 layers x (q: 4 x (64 + 64), v: 4 x (64 + 32), down: 4 x (128 + 64)) in the tiny model
    saved = load_file(str(folder / "adapter_model.safetensors"))
    assert info["trained_parameters"] == sum(t.numel() for t in saved.values())
    run_config = json.loads((lora_run["output_dir"] / "run_config.json").read_text())
    assert run_config["effective"]["adapter"] == "lora"
    assert run_config["effective"]["trainable_parameters"] == info["trained_parameters"]
    # B moved from PEFT's zero start, and the saved adapter is the last step's
    last = lora_run["weights"][3]
    assert any(float(t.abs().max()) > 0 for n, t in last.items() if "lora_B" in n)
    loaded = PeftModel.from_pretrained(AutoModelForCausalLM.from_pretrained(tiny_model_dir), str(folder))
    for name, tensor in loaded.named_parameters():
        if "lora_" in name:
            torch.testing.assert_close(tensor.cpu(), last[name], rtol=0, atol=0)
    assert not (lora_run["output_dir"] / utils.CHECKPOINT_NAME).exists()  # no TinyLoRA file in a LoRA run


def test_a_lora_run_resumed_mid_run_equals_the_uninterrupted_one(lora_run, tiny_model_dir, problems_file, tmp_path):
    output_dir = tmp_path / "out"
    args = train_args(tiny_model_dir, problems_file, output_dir, *LORA, "--max_steps", "3", "--save_steps", "1")
    code, _ = run(args, [SignalAtStep(1)])
    assert code == 130
    assert (output_dir / "checkpoint-1" / "adapter_model.safetensors").is_file()
    record = RecordWeights(lora_names)
    code, out = run(args + ["--resume"], [record])
    assert code == 0 and "Resumed the lora weights" in out
    for step in (2, 3):
        for name, tensor in record.seen[step].items():
            torch.testing.assert_close(tensor, lora_run["weights"][step][name], rtol=0, atol=0)


def test_resume_refuses_another_adapter(lora_run, tiny_model_dir, problems_file, tmp_path, capsys):
    import shutil

    output_dir = tmp_path / "out"
    shutil.copytree(lora_run["output_dir"], output_dir)
    os.makedirs(output_dir / "checkpoint-9")  # a resume state, so that --resume gets as far as the arguments
    (output_dir / "checkpoint-9" / "adapter_model.safetensors").write_bytes(b"")
    args = train_args(tiny_model_dir, problems_file, output_dir, "--resume")
    with pytest.raises(utils.UsageError, match=r"adapter='lora' \(now 'tinylora'\)"):
        train_rl.main(args)


def test_a_full_run_trains_every_weight_and_saves_a_model_folder(tiny_model_dir, problems_file, tmp_path):
    output_dir = tmp_path / "out"
    record = RecordWeights(full_names)
    code, out = run(train_args(tiny_model_dir, problems_file, output_dir, *FULL), [record])
    assert code == 0, out
    folder = output_dir / "full_model"
    info = read_folder_info(str(folder))
    base = AutoModelForCausalLM.from_pretrained(tiny_model_dir)
    assert info["kind"] == "full" and info["step"] == 2
    assert info["trained_parameters"] == sum(p.numel() for p in base.parameters())
    trained = AutoModelForCausalLM.from_pretrained(str(folder))
    assert (folder / "tokenizer_config.json").is_file()
    base_weights, trained_weights = dict(base.named_parameters()), dict(trained.named_parameters())
    changed = [n for n, p in trained_weights.items() if not torch.equal(p, base_weights[n].to(p.dtype))]
    assert any("q_proj" in n for n in changed) and any("mlp" in n for n in changed)
    # the folder holds the last step's float32 weights rounded once to the dtype the model was loaded in
    assert trained.dtype == torch.float32 if info["dtype"] == "float32" else trained.dtype == torch.bfloat16
    for name, tensor in record.seen[2].items():
        assert tensor.dtype == torch.float32
        torch.testing.assert_close(trained_weights[name], tensor.to(trained.dtype), rtol=0, atol=0)


def test_full_fine_tuning_of_a_bf16_model_keeps_float32_weights_and_samples_a_bf16_copy_in_place():
    """AdamW's step at lr 1e-6 is below bf16's resolution: the weights train in float32, and the rollouts sample a
    bf16 copy refreshed in place (same tensors every round, so a recorded CUDA graph stays valid)."""
    model = utils.build_tiny_qwen2(vocab_size=64, seed=0, dtype=torch.bfloat16).cpu()
    adapter = FullAdapter(model, tokenizer=None)
    weight = model.model.layers[0].self_attn.q_proj.weight
    assert weight.dtype == torch.float32 and weight.requires_grad
    with adapter.sampling_model(model) as sampled:
        copy_weight = sampled.model.layers[0].self_attn.q_proj.weight
        assert copy_weight.dtype == torch.bfloat16 and sampled is not model
        address = copy_weight.data_ptr()
    with torch.no_grad():
        weight.add_(1.0)
    with adapter.sampling_model(model) as sampled_again:
        assert sampled_again is sampled
        again = sampled_again.model.layers[0].self_attn.q_proj.weight
        assert again.data_ptr() == address
        torch.testing.assert_close(again, weight.to(torch.bfloat16), rtol=0, atol=0)
    assert not any(p.requires_grad for p in sampled.parameters())


@pytest.mark.parametrize("adapter_kind", ["tinylora", "lora"])
def test_a_rollout_copy_holds_w_plus_dw_in_bf16_and_samples_like_the_trained_model(adapter_kind):
    """The copy that 4-bit models sample from (rollout_copy.py), here over float32 weights: each adapter layer's
    weight is W + dW rounded once to bf16, every other weight a copy, and its logits are the trained model's."""
    model = utils.build_tiny_qwen2(vocab_size=64, seed=0, dtype=torch.float32).cpu()
    if adapter_kind == "tinylora":
        params = utils.TinyLoRAGlobalParams(4, tying="layer")
        utils.apply_tiny_lora(model, params, rank=2, seed=1, verbose=False, svd_cache=False)
        with torch.no_grad():
            params.global_v.normal_(0, 0.5, generator=torch.Generator().manual_seed(2))
        trained, layer = model, model.model.layers[1].mlp.down_proj
    else:
        trained = LoraAdapter(model, None, r=4, alpha=8, target_modules=["down_proj"]).model
        with torch.no_grad():
            for name, param in trained.named_parameters():
                if "lora_B" in name:
                    param.normal_(0, 0.1, generator=torch.Generator().manual_seed(3))
        layer = trained.get_base_model().model.layers[1].mlp.down_proj
    trained.eval()
    copy = RolloutCopy(trained, torch.bfloat16)
    plain = copy.plain
    assert not any(isinstance(m, utils.TinyLoRALinear) or "lora" in type(m).__module__ for m in plain.modules())
    expected = (layer.base_layer.weight.float() + adapter_delta(layer))
    torch.testing.assert_close(plain.model.layers[1].mlp.down_proj.weight, expected.to(torch.bfloat16), rtol=0,
                               atol=0)
    torch.testing.assert_close(plain.model.norm.weight, model.model.norm.weight.to(torch.bfloat16), rtol=0, atol=0)
    ids = torch.arange(10).reshape(1, 10)
    with torch.no_grad():
        torch.testing.assert_close(plain(input_ids=ids).logits.float(), trained(input_ids=ids).logits.float(),
                                   rtol=0.05, atol=0.02)  # bf16 against float32
        address = plain.model.layers[1].mlp.down_proj.weight.data_ptr()
        for param in trained.parameters():
            if param.requires_grad:
                param.mul_(2)  # training moved the adapter: the copy follows at the next refresh, in place
        assert copy.refresh(trained) is plain and plain.model.layers[1].mlp.down_proj.weight.data_ptr() == address
        moved = layer.base_layer.weight.float() + adapter_delta(layer)
        torch.testing.assert_close(plain.model.layers[1].mlp.down_proj.weight, moved.to(torch.bfloat16), rtol=0,
                                   atol=0)


def test_lora_rollouts_sample_the_merged_weights(build_tiny_tinylora):
    """The engines sample a LoRA model from W + B A * scaling in plain layers: same logits as PEFT's own forward,
    plain nn.Linear inside, the LoRA layers back afterwards."""
    from peft.tuners.lora import Linear as LoraLinear

    model = utils.build_tiny_qwen2(vocab_size=64, seed=0, dtype=torch.float32).cpu()
    adapter = LoraAdapter(model, None, r=4, alpha=16, target_modules=["q_proj", "gate_proj"])
    with torch.no_grad():
        for name, param in adapter.model.named_parameters():
            if "lora_B" in name:
                param.normal_(0, 0.1, generator=torch.Generator().manual_seed(len(name)))
    ids = torch.arange(12).reshape(2, 6)
    adapter.model.eval()
    expected = adapter.model(input_ids=ids).logits
    with adapter.sampling_model(adapter.model) as sampled, utils.tiny_lora_merged(sampled) as merged:
        assert not any(isinstance(m, LoraLinear) for m in merged.modules())
        got = merged(input_ids=ids).logits
    torch.testing.assert_close(got, expected, rtol=1e-5, atol=1e-5)
    assert sum(isinstance(m, LoraLinear) for m in adapter.model.modules()) == 4  # 2 layers x q, gate
    plain = adapter.model.get_base_model()
    with adapter.model.disable_adapter():
        assert not torch.allclose(plain(input_ids=ids).logits, expected)  # the adapter does change the output


def test_adapter_options_are_checked_before_anything_loads(capsys):
    from script_helpers import assert_one_line_usage_error

    assert_one_line_usage_error(train_rl, ["8", "4", "--lora_r", "16"], "--lora_r applies only with --adapter lora",
                                capsys)
    assert_one_line_usage_error(train_rl, ["8", "4", "--adapter", "lora", "--lora_dropout", "1"],
                                "lora_dropout must lie in [0, 1)", capsys)
    assert_one_line_usage_error(train_rl, ["8", "4", "--adapter", "lora", "--lora_target_modules", ","],
                                "--lora_target_modules needs module names", capsys)
    assert_one_line_usage_error(train_rl, ["8", "4", "--adapter", "lora", "--lora_alpha", "0"],
                                "lora_alpha must be positive", capsys)


# ---------------------------------------------------------------------------------------------------------------
# The project's TinyLoRA layer against PEFT's TinyLoraConfig


def test_the_tinylora_layer_equals_peft_tinylora_once_its_factors_are_the_same():
    """PEFT's TinyLoRA (peft >= 0.19) and the project's define the same family of updates, written differently:

    - PEFT: dW = (U sqrt(S)) R (sqrt(S) V^T); here: dW = (U S) R V^T, with R = sum_i v_i P_i in both.
      So PEFT's projections Q_i = sqrt(S) P_i / sqrt(S) (elementwise over S's diagonal) give the same dW.
    - P: both N(0, 1/r), drawn from different generators (PEFT: seed + layer index; here: seed + layer name).
    - U, V: both the top-r SVD of W; here the signs are fixed (svd.py), PEFT keeps LAPACK's.
    - Tying: PEFT's weight_tying 0.0 is one v a layer (--tying layer), 1.0 one v for all (--tying all).
    With U, S, V and P carried over (the first three points), loss and gradient of v are the same on one batch.
    """
    from peft import TinyLoraConfig, get_peft_model

    u, rank = 4, 2
    base = utils.build_tiny_qwen2(vocab_size=64, seed=0, dtype=torch.float32).cpu()
    ours = utils.build_tiny_qwen2(vocab_size=64, seed=0, dtype=torch.float32).cpu()
    params = utils.TinyLoRAGlobalParams(u, tying="layer")
    utils.apply_tiny_lora(ours, params, rank=rank, seed=11, verbose=False, svd_cache=False)
    peft_model = get_peft_model(base, TinyLoraConfig(r=rank, u=u, weight_tying=0.0, target_modules=list(
        utils.TARGET_MODULES)))
    ids = torch.randint(0, 64, (2, 7), generator=torch.Generator().manual_seed(3))
    v = torch.randn(params.global_v.shape, generator=torch.Generator().manual_seed(5)) * 0.1
    ours_layers = {n: m for n, m in ours.named_modules() if isinstance(m, utils.TinyLoRALinear)}
    with torch.no_grad():
        params.global_v.copy_(v)
        peft_groups = carry_over(peft_model, ours_layers, v, factors=True)
        fresh = get_peft_model(utils.build_tiny_qwen2(vocab_size=64, seed=0, dtype=torch.float32).cpu(), TinyLoraConfig(
            r=rank, u=u, weight_tying=0.0, target_modules=list(utils.TARGET_MODULES)))
        fresh_groups = carry_over(fresh, ours_layers, v, factors=False)
    assert len(peft_groups) == len(fresh_groups) == params.global_v.shape[0] == 14  # 2 blocks x 7 projections

    def loss_and_grad(model, gradient):
        model.zero_grad()
        logits = model(input_ids=ids).logits
        loss = torch.nn.functional.cross_entropy(logits[:, :-1].reshape(-1, 64), ids[:, 1:].reshape(-1))
        loss.backward()
        return loss.detach(), gradient()

    def peft_gradient(groups):
        return lambda: torch.stack([groups[index].grad for index in range(len(groups))])

    ours_loss, ours_grad = loss_and_grad(ours, lambda: params.global_v.grad.clone())
    peft_loss, peft_grad = loss_and_grad(peft_model, peft_gradient(peft_groups))
    torch.testing.assert_close(peft_loss, ours_loss, rtol=1e-5, atol=1e-6)
    torch.testing.assert_close(peft_grad, ours_grad, rtol=1e-4, atol=1e-7)
    # PEFT's own factors (its P, LAPACK's signs, the sqrt(S) split) give another direction for the same v
    _, fresh_grad = loss_and_grad(fresh, peft_gradient(fresh_groups))
    cosine = torch.nn.functional.cosine_similarity(fresh_grad.flatten(), ours_grad.flatten(), dim=0)
    assert cosine < 0.9


def carry_over(peft_model, ours_layers, v, factors):
    """Give each PEFT TinyLoRA layer the v of the project's layer of the same name, and with `factors` its U, S, V
    and P written in PEFT's form; returns {group index: PEFT's v parameter of that group}."""
    groups = {}
    layers = [(n, m) for n, m in peft_model.named_modules() if hasattr(m, "tinylora_P") and "default" in m.tinylora_P]
    for index, (name, module) in enumerate(layers):
        mine = ours_layers[name.replace("base_model.model.", "")]
        assert mine.group_index == index  # weight_tying 0.0: PEFT's group i is the i-th layer, as --tying layer's
        if factors:
            U, S, Vh = skeleton_of(mine)
            sqrt_s = S.sqrt()
            module.tinylora_B["default"] = (U * sqrt_s).contiguous()
            module.tinylora_A["default"] = (sqrt_s[:, None] * Vh).contiguous()
            module.tinylora_P["default"] = (sqrt_s[:, None] * mine.P.float() / sqrt_s[None, :]).contiguous()
        group = peft_model.base_model.tinylora_v["default"][str(index)]
        group.copy_(v[mine.group_index])
        groups[mine.group_index] = group
    return groups


def skeleton_of(layer):
    """(U, S, V^T) of a TinyLoRALinear, from the factors it keeps (US = U S, Vh = V^T)."""
    S = layer.US.float().norm(dim=0)
    return layer.US.float() / S, S, layer.Vh.float()
