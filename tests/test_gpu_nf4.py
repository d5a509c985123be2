"""TinyLoRA on 4-bit NF4 (bitsandbytes) layers. CUDA only: skipped on machines without a GPU (CI)."""
import pytest
import torch

import utils

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="NF4 needs CUDA"),
]


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("TINYLORA_CACHE", str(tmp_path / "cache"))


def build_nf4(tmp_path, vocab_size=256):
    bnb = pytest.importorskip("bitsandbytes")
    from transformers import AutoModelForCausalLM, BitsAndBytesConfig

    # hidden 128 so every weight is a whole number of NF4 blocks
    model = utils.build_tiny_qwen2(vocab_size=vocab_size, seed=0, hidden_size=128, intermediate_size=256)
    model.save_pretrained(tmp_path / "tiny")
    config = BitsAndBytesConfig(load_in_4bit=True, bnb_4bit_quant_type="nf4", bnb_4bit_compute_dtype=torch.bfloat16,
                                bnb_4bit_use_double_quant=True)
    quantized = AutoModelForCausalLM.from_pretrained(tmp_path / "tiny", quantization_config=config,
                                                     device_map={"": 0}, dtype=torch.bfloat16)
    quantized.tinylora_model_id = "tiny-nf4"
    assert isinstance(quantized.model.layers[0].self_attn.q_proj, bnb.nn.Linear4bit)
    return quantized


@pytest.fixture
def nf4_model(tmp_path):
    return build_nf4(tmp_path)


def apply(model, u=8, seed=7):
    params = utils.TinyLoRAGlobalParams(u)
    n = utils.apply_tiny_lora(model, params, rank=2, seed=seed, verbose=False)
    return params, n


def test_nf4_layers_keep_4bit_base_and_zero_v_is_exact(nf4_model):
    ids = torch.randint(0, 256, (2, 16), device="cuda", generator=torch.Generator("cuda").manual_seed(0))
    with torch.no_grad():
        before = nf4_model(ids).logits.clone()
    params, n = apply(nf4_model)
    assert n == 14
    layers = utils.tiny_lora_layers(nf4_model)
    assert all(utils.is_linear_4bit(layer.base_layer) for layer in layers)
    assert utils.tiny_lora_layers(nf4_model)[0].Vh.dtype == torch.bfloat16
    with torch.no_grad():
        assert torch.equal(nf4_model(ids).logits, before)


def test_nf4_layer_matches_formula_on_dequantized_weight(nf4_model):
    params, _ = apply(nf4_model)
    with torch.no_grad():
        params.global_v.copy_(torch.linspace(-1, 1, 8))
    name, layer = next((n, m) for n, m in nf4_model.named_modules() if isinstance(m, utils.TinyLoRALinear))
    W = utils.dequantized_weight(layer.base_layer).double()
    U, S, Vh = torch.linalg.svd(W, full_matrices=False)
    U, S, Vh = U[:, :2], S[:2], Vh[:2]
    for i in range(2):  # the documented sign convention
        if U[U[:, i].abs().argmax(), i] < 0:
            U[:, i] *= -1
            Vh[i] *= -1
    P = utils.make_projections(8, 2, 7, name).double().cuda()
    R = torch.einsum("u,urs->rs", params.global_v.detach().double(), P)
    x = torch.randn(4, layer.in_features, device="cuda", dtype=torch.bfloat16)
    expected = x.double() @ (W + U @ torch.diag(S) @ R @ Vh).T
    got = layer(x).double()
    # bf16 activations and NF4 matmul: compare relative to the output scale
    assert (got - expected).abs().max() / expected.abs().max() < 2e-2
    delta = layer.delta_weight().double()
    torch.testing.assert_close(delta, U @ torch.diag(S) @ R @ Vh, rtol=0, atol=2e-2 * delta.abs().max().item())


def test_nf4_gradients_reach_only_v_and_trainer_accepts_it(nf4_model):
    from transformers.trainer_utils import validate_quantization_for_training

    with pytest.raises(ValueError, match="purely quantized"):
        validate_quantization_for_training(nf4_model)
    params, _ = apply(nf4_model)
    validate_quantization_for_training(nf4_model)  # TinyLoRA counts as attached adapters
    ids = torch.randint(0, 256, (2, 12), device="cuda")
    loss = nf4_model(ids, labels=ids).loss
    loss.backward()
    assert params.global_v.grad is not None and params.global_v.grad.abs().sum() > 0
    assert [n for n, p in nf4_model.named_parameters() if p.requires_grad] == ["tinylora.global_v"]


def test_nf4_merge_context_keeps_low_rank_path(nf4_model):
    params, _ = apply(nf4_model)
    with torch.no_grad():
        params.global_v.fill_(0.3)
    ids = torch.randint(0, 256, (1, 8), device="cuda")
    with torch.no_grad():
        low_rank = nf4_model(ids).logits.clone()
        with utils.tiny_lora_merged(nf4_model):
            assert len(utils.tiny_lora_layers(nf4_model)) == 14  # 4-bit layers are not merged
            merged = nf4_model(ids).logits
    assert torch.equal(low_rank, merged)


def test_nf4_checkpoint_round_trip_and_bf16_refused(nf4_model, tmp_path):
    params, _ = apply(nf4_model)
    with torch.no_grad():
        params.global_v.copy_(torch.arange(8.0) / 10)
    path = tmp_path / "tiny_lora_v.pt"
    utils.save_tiny_lora_checkpoint(str(path), nf4_model)
    checkpoint = torch.load(path, weights_only=True)
    assert checkpoint["is_quantized"] is True
    assert not any(k for k in checkpoint if k in ("US", "Vh", "P"))

    bf16 = utils.build_tiny_qwen2(vocab_size=256, seed=0, hidden_size=128, intermediate_size=256).cuda().bfloat16()
    bf16.tinylora_model_id = "tiny-nf4"
    with pytest.raises(utils.CheckpointError, match="4-bit"):
        utils.apply_tiny_lora_from_checkpoint(bf16, str(path), verbose=False)


def test_grpo_trainer_step_on_nf4_tinylora(tmp_path, bundled_tokenizer):
    pytest.importorskip("trl")
    pytest.importorskip("bitsandbytes")  # before the tokenizer: a GPU machine without bitsandbytes skips here
    from datasets import Dataset
    from trl import GRPOConfig, GRPOTrainer

    tokenizer = bundled_tokenizer
    nf4_model = build_nf4(tmp_path, vocab_size=len(tokenizer))
    params, _ = apply(nf4_model)
    dataset = Dataset.from_list([{"prompt": "ab"}, {"prompt": "cd"}] * 4)

    def reward(prompts, completions, **kwargs):
        return [float(len(c) % 3) for c in completions]

    config = GRPOConfig(output_dir=str(tmp_path / "out"), per_device_train_batch_size=4, num_generations=4,
                        max_completion_length=8, max_steps=1, learning_rate=1e-2, beta=0.0, epsilon=0.05,
                        epsilon_high=0.95, num_iterations=1, report_to=[], save_strategy="no", logging_steps=1,
                        bf16=True)
    before = params.global_v.detach().clone()
    trainer = GRPOTrainer(model=nf4_model, reward_funcs=reward, args=config, train_dataset=dataset,
                          processing_class=tokenizer)
    trainer.train()
    assert not torch.equal(before, params.global_v.detach())


def test_the_bf16_rollout_copy_decodes_the_4bit_models_greedy_tokens(nf4_model):
    """Issue 47: rollouts of a 4-bit model sample a bf16 copy of W + dW (rollout_copy.py), refreshed in place; for a
    few dozen greedy steps its tokens are the 4-bit model's own (its low-rank path over dequantised NF4 weights)."""
    from tinylora_coder.training.adapters import nf4_rollout_copy

    params, _ = apply(nf4_model)
    with torch.no_grad():
        params.global_v.normal_(0, 0.05, generator=torch.Generator("cuda").manual_seed(1))
    rollout = nf4_rollout_copy(nf4_model)
    assert rollout is not None and not any(utils.is_linear_4bit(m) for m in rollout.plain.modules())
    plain = rollout.refresh(nf4_model)
    prompt = torch.randint(0, 256, (4, 12), device="cuda", generator=torch.Generator("cuda").manual_seed(0))
    kwargs = dict(max_new_tokens=40, do_sample=False, pad_token_id=0, eos_token_id=None)
    with torch.no_grad():
        own = nf4_model.generate(prompt, **kwargs)
        copied = plain.generate(prompt, **kwargs)
    assert torch.equal(own, copied)
    address = plain.model.layers[0].self_attn.q_proj.weight.data_ptr()
    with torch.no_grad():
        params.global_v.mul_(3)
    assert rollout.refresh(nf4_model).model.layers[0].self_attn.q_proj.weight.data_ptr() == address


def test_evaluation_of_an_nf4_checkpoint_samples_the_bf16_copy(nf4_model, tmp_path, monkeypatch):
    """test.py/validate.py on a checkpoint trained on the 4-bit model sample its bf16 copy of W + dW, as training's
    rollouts do, so the cuda_graph engine takes them."""
    from tinylora_coder.evaluation import evaluate

    params, _ = apply(nf4_model)
    with torch.no_grad():
        params.global_v.fill_(0.05)
    path = str(tmp_path / "tiny_lora_v.pt")
    utils.save_tiny_lora_checkpoint(path, nf4_model)
    reference = utils.tiny_lora_layers(nf4_model)[0]
    expected = (utils.dequantized_weight(reference.base_layer) + reference.delta_weight()).to(torch.bfloat16)
    monkeypatch.setattr(evaluate, "recorded_model_reference", lambda *a, **k: "tiny-nf4")
    monkeypatch.setattr(evaluate, "get_model_and_tokenizer", lambda *a, **k: (build_nf4(tmp_path), None))
    model, _, info = evaluate.load_model_for_evaluation(path, model_path=None, use_4bit=True)
    assert info["sampled_as"].startswith("bf16 copy") and not any(utils.is_linear_4bit(m) for m in model.modules())
    assert torch.equal(model.model.layers[0].self_attn.q_proj.weight, expected)
