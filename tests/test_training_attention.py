"""The training forward's attention kernels: GRPO steps on a GPU must keep v finite.

cuDNN's SDPA backward turned v into NaN at step 2 of every GRPO run of the real 0.5B model on an H100 (torch 2.11,
cuDNN 9.19, 2026-11-25; seven runs of seven, anomaly mode pointing at the SDPA backward); with cuDNN left out the
same runs trained. Synthetic padded batches (random weights or random tokens) did not reproduce it, so the test
that can fail on it runs real GRPO steps on the real model. The trainer runs its training step under
trainer.training_attention(), which leaves cuDNN out; its rollouts sample with the backends enabled before the step
(trainer.enabled_attention_backends): the cuda_graph step recorded without cuDNN sampled a 64 x 512 round in the
trainer in 1.52-1.54 s, with it in 1.13-1.15 s (H100, 2026-11-26,
benchmarks/results/grpo_step/2026-11-26_h100_sampling_attention_diagnosis.log).
"""
import os

import pytest
import torch
from torch.nn.attention import SDPBackend, sdpa_kernel

import train_rl
import utils
from tinylora_coder.models.bundled import bundled_model_dir
from tinylora_coder.errors import ModelLoadError
from tinylora_coder.training.trainer import TRAINING_ATTENTION_BACKENDS, training_attention

from script_helpers import SMALL_ROUND


def padded_batch_gradient(model, params, kernels):
    """v's gradient of a TRL-like loss (mean log-prob of the real tokens) over a left-padded bf16 batch."""
    lengths = [48, 31, 17, 5]  # prompts of different lengths, left-padded to the longest
    width = max(lengths)
    generator = torch.Generator().manual_seed(0)
    ids = torch.randint(3, model.config.vocab_size, (len(lengths), width), generator=generator).cuda()
    mask = torch.zeros_like(ids)
    for row, length in enumerate(lengths):
        mask[row, width - length:] = 1
    params.global_v.grad = None
    with kernels, torch.autocast("cuda", dtype=torch.bfloat16):
        logits = model(input_ids=ids, attention_mask=mask).logits.float()
    logps = torch.log_softmax(logits[:, :-1], -1).gather(-1, ids[:, 1:, None])[..., 0]
    real = mask[:, 1:].float()
    (-(logps * real).sum() / real.sum()).backward()
    return params.global_v.grad.detach().clone()


def test_cudnn_is_left_out_of_training_attention():
    assert SDPBackend.CUDNN_ATTENTION not in TRAINING_ATTENTION_BACKENDS
    assert SDPBackend.FLASH_ATTENTION in TRAINING_ATTENTION_BACKENDS and SDPBackend.MATH in TRAINING_ATTENTION_BACKENDS


class FlagEngine:
    """A rollout engine that notes whether cuDNN's attention is enabled while it samples (two tokens a row)."""

    name = "flag"

    def __init__(self, eos):
        self.eos, self.cudnn_while_sampling = eos, []

    def generate(self, model, prompt_ids, generation_config, pad_token_id, on_finished=None, on_partial=None, **kw):
        self.cudnn_while_sampling.append(torch.backends.cuda.cudnn_sdp_enabled())
        return [[7 + row, self.eos] for row in range(len(prompt_ids))]


@pytest.mark.parametrize("while_judging, cudnn_before", [(True, True), (False, True), (True, False)])
def test_rollouts_sample_with_the_backends_enabled_before_and_training_runs_without_cudnn(tmp_path, while_judging,
                                                                                        cudnn_before):
    from datasets import Dataset

    from tinylora_coder.training.trainer import TinyLoRAGRPOTrainer

    tokenizer = utils.load_bundled_tokenizer()
    model = utils.build_tiny_qwen2(vocab_size=len(tokenizer), seed=0, dtype=torch.float32)
    params = utils.TinyLoRAGlobalParams(4)
    utils.apply_tiny_lora(model, params, rank=2, seed=7, verbose=False, svd_cache=False)
    args = train_rl.parse_args(["4", "1", "--output_dir", str(tmp_path / "run"), *SMALL_ROUND,
                                "--num_generations", "2", "--per_device_train_batch_size", "2",
                                "--gradient_accumulation_steps", "1", "--max_completion_length", "4"])
    engine = FlagEngine(tokenizer.eos_token_id)
    cudnn_in_training_forward = []
    model.register_forward_pre_hook(
        lambda module, inputs: cudnn_in_training_forward.append(torch.backends.cuda.cudnn_sdp_enabled())
        if torch.is_grad_enabled() else None)
    trainer = TinyLoRAGRPOTrainer(model=model, reward_funcs=[lambda completion_ids, **kw: [0.0, 1.0]],
                                  args=train_rl.build_grpo_config(args, False), processing_class=tokenizer,
                                  engine=engine, train_dataset=Dataset.from_dict({"prompt": ["a"]}),
                                  train_while_judging=while_judging)
    assert trainer.train_while_judging is while_judging
    assert torch.backends.cuda.cudnn_sdp_enabled()  # this process's default
    before = TRAINING_ATTENTION_BACKENDS + ([SDPBackend.CUDNN_ATTENTION] if cudnn_before else [])
    with sdpa_kernel(before):  # a user who turned cuDNN's attention off keeps it off for the rollouts too
        trainer.train()
        assert torch.backends.cuda.cudnn_sdp_enabled() is cudnn_before  # both contexts left as they found it
    assert engine.cudnn_while_sampling == [cudnn_before]
    assert cudnn_in_training_forward and not any(cudnn_in_training_forward)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="the kernels in question are CUDA kernels")
def test_a_left_padded_batch_gives_v_finite_gradients_on_a_gpu():
    # head_dim 64, bf16 weights: a shape every SDPA backend (cuDNN included) accepts
    model = utils.build_tiny_qwen2(vocab_size=512, seed=0, hidden_size=128, intermediate_size=256,
                                   num_attention_heads=2, num_key_value_heads=1).cuda().bfloat16()
    params = utils.TinyLoRAGlobalParams(8)
    utils.apply_tiny_lora(model, params, verbose=False, svd_cache=False)
    with torch.no_grad():
        params.global_v.copy_(torch.linspace(-0.01, 0.01, 8))  # v != 0, as from step 2 on
    model.train()
    gradient = padded_batch_gradient(model, params, training_attention())
    assert torch.isfinite(gradient).all() and gradient.abs().sum() > 0
    math = padded_batch_gradient(model, params, sdpa_kernel([SDPBackend.MATH]))
    assert torch.allclose(gradient, math, rtol=0.1, atol=1e-3 * math.abs().max().item())
    try:  # what cuDNN alone does on this GPU (reported, not asserted: it depends on cuDNN's version)
        cudnn = padded_batch_gradient(model, params, sdpa_kernel([SDPBackend.CUDNN_ATTENTION]))
        print(f"cuDNN alone: finite gradient {bool(torch.isfinite(cudnn).all())}")
    except RuntimeError as error:  # no cuDNN kernel for this shape here
        print(f"cuDNN alone: {error}".splitlines()[0])


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="the kernels in question are CUDA kernels")
def test_grpo_steps_on_the_real_model_keep_v_finite_on_a_gpu(tmp_path):
    try:
        bundled_model_dir()
    except ModelLoadError as error:
        pytest.skip(f"the real model is not here: {error}")
    # the settings of the runs that became NaN at step 2: 8 prompts x 8, 512 tokens, micro-batches of 16
    args = ["32", "100", "--model", "bundled", "--no_quant", "--train_filter", "0.01,0.99", "--seed", "0",
            "--train_data", os.path.join(utils.CODE_CONTESTS_DIR, "bundled_train.jsonl"), "--reward", "pass_rate",
            "--max_completion_length", "512", "--num_generations", "8", "--per_device_train_batch_size", "8",
            "--gradient_accumulation_steps", "8", "--num_iterations", "1", "--learning_rate", "1e-3",
            "--max_steps", "3", "--train_micro_batch", "16", "--gradient_checkpointing", "off",
            "--output_dir", str(tmp_path / "run")]
    assert train_rl.main(args) == 0
    v = utils.read_tiny_lora_checkpoint(str(tmp_path / "run" / utils.CHECKPOINT_NAME))["global_v"]
    assert torch.isfinite(v).all() and v.abs().sum() > 0
