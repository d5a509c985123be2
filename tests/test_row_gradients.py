"""Training while judging (training/row_gradients.py): each row's gradient taken before the rewards, and TRL's loss on
stand-in log-probs, give the gradient TRL's own training forward gives, for every supported loss type."""

import pytest
import torch

import train_rl
import utils
from script_helpers import SMALL_ROUND
from tinylora_coder.training import row_gradients


class ScriptedEngine:
    """A rollout engine whose completions are fixed: lengths 3-10, every third cut at the length limit (no end
    token, so TRL masks it whole), the others ending with the end token `eos`."""

    name = "scripted"

    def __init__(self, limit, eos):
        self.limit, self.eos, self.calls = limit, eos, 0

    def generate(self, model, prompt_ids, generation_config, pad_token_id, on_finished=None, on_partial=None, **kw):
        generator = torch.Generator().manual_seed(self.calls)
        self.calls += 1
        completions = []
        for row in range(len(prompt_ids)):
            if row % 3 == 2:
                completions.append(torch.randint(10, 5000, (self.limit,), generator=generator).tolist())
            else:
                length = 3 + (row * 5 + self.calls) % 8
                completions.append(torch.randint(10, 5000, (length - 1,), generator=generator).tolist() + [self.eos])
        return completions


def first_step_gradient(tmp_path, loss_type, on, tying="all", micro_batch="4", on_cuda=False, share=False):
    """v's gradient at the first optimizer step of a tiny run (4 prompts x 4 completions, micro-batches of
    `micro_batch`), with the row gradients taken while judging (`on`; `share`: each prompt run once,
    shared_prompts.py) or TRL's training forward; a reward that varies within each group. Also returns whether the
    trainer took the row gradients."""
    from datasets import Dataset
    from transformers import TrainerCallback

    from tinylora_coder.training.trainer import TinyLoRAGRPOTrainer

    tokenizer = utils.load_bundled_tokenizer()
    model = utils.build_tiny_qwen2(vocab_size=len(tokenizer), seed=0, dtype=torch.float32).to(
        "cuda" if on_cuda else "cpu")
    params = utils.TinyLoRAGlobalParams(8, tying=tying)
    utils.apply_tiny_lora(model, params, rank=2, seed=7, verbose=False, svd_cache=False)
    with torch.no_grad():
        params.global_v.copy_(torch.linspace(-0.5, 0.5, params.global_v.numel()).reshape(params.global_v.shape))
    args = train_rl.parse_args(["8", "1", "--output_dir", str(tmp_path / f"{loss_type}-{on}"), *SMALL_ROUND,
                                "--tying", tying, "--num_generations", "4", "--per_device_train_batch_size",
                                micro_batch, "--gradient_accumulation_steps", str(16 // int(micro_batch)),
                                "--max_completion_length", "12"])
    gradients = []

    class Grab(TrainerCallback):
        def on_pre_optimizer_step(self, *a, **k):
            gradients.append(params.global_v.grad.clone())

    def reward(completion_ids, **kw):
        return [float(len(ids) % 4) for ids in completion_ids]

    config = train_rl.build_grpo_config(args, on_cuda)
    config.loss_type = loss_type  # train_rl.py offers TRL's default only; the others are TRL's too
    trainer = TinyLoRAGRPOTrainer(model=model, reward_funcs=[reward], args=config, processing_class=tokenizer,
                                  engine=ScriptedEngine(12, tokenizer.eos_token_id), callbacks=[Grab()],
                                  train_dataset=Dataset.from_dict({"prompt": ["a", "bb cc", "d", "e f g h"]}),
                                  train_while_judging=on, share_prompt_forward=share)
    assert trainer.loss_type == loss_type
    forwards_in_loss = []  # with the row gradients taken, TRL's loss runs no forward
    real_compute_loss = trainer.compute_loss

    def compute_loss(*a, **k):
        trainer._in_loss = True
        try:
            return real_compute_loss(*a, **k)
        finally:
            trainer._in_loss = False

    trainer.compute_loss = compute_loss
    model.register_forward_pre_hook(lambda *a: forwards_in_loss.append(getattr(trainer, "_in_loss", False)))
    trainer.train()
    assert any(forwards_in_loss) != on
    if trainer.train_while_judging:  # the rows TRL masks whole (every third) were left out of the forward
        kept = torch.cat([inputs["completion_mask"].sum(dim=1) for inputs in trainer._buffered_inputs])
        tokens = torch.cat([inputs[row_gradients.TOKENS_KEY] for inputs in trainer._buffered_inputs])
        assert torch.equal(tokens, kept) and int((kept == 0).sum()) == 5  # rows 2, 5, 8, 11, 14
    if share:  # every kept row's prefix gradient was taken by the loss, once: the 6 kept rows of the prompts of 4
        # and 2 tokens (those of 1 token have no prefix)
        assert trainer.share_prompt_forward and trainer.prefix_table.next_index == 6
        assert not trainer.prefix_table.entries
    return gradients[0].cpu(), trainer.train_while_judging, trainer.state.log_history[0]["entropy"]


@pytest.mark.parametrize("loss_type, tying, micro_batch", [("dapo", "all", "4"), ("grpo", "all", "8"),
                                                           ("dr_grpo", "type", "4"), ("bnpo", "all", "2")])
def test_the_gradient_is_trls_whatever_the_loss_type(tmp_path, loss_type, tying, micro_batch):
    taken, on, entropy = first_step_gradient(tmp_path, loss_type, True, tying, micro_batch)
    trl_own, off, trls_entropy = first_step_gradient(tmp_path, loss_type, False, tying, micro_batch)
    assert on and not off
    assert trl_own.abs().max() > 1e-4  # rows that count, with advantages that differ
    assert torch.allclose(taken, trl_own, rtol=1e-4, atol=1e-7), (taken, trl_own)
    assert entropy > 1 and abs(entropy - trls_entropy) < 1e-4  # TRL's logged entropy, from the stored values


@pytest.mark.skipif(not torch.cuda.is_available(), reason="the GPU's bf16 training path")
def test_the_gradient_is_trls_on_a_gpu_in_bf16(tmp_path):
    """On a GPU (bf16 autocast, the training attention kernels, activation checkpointing): the same direction and
    size as TRL's own training forward, within bf16's rounding."""
    taken, on, _ = first_step_gradient(tmp_path, "dapo", True, on_cuda=True)
    trl_own, _, _ = first_step_gradient(tmp_path, "dapo", False, on_cuda=True)
    assert on and torch.isfinite(taken).all() and trl_own.norm() > 0
    assert torch.nn.functional.cosine_similarity(taken, trl_own, dim=0) > 0.999
    assert (taken - trl_own).norm() / trl_own.norm() < 0.02


def test_the_row_gradients_attend_without_a_mask(tmp_path, monkeypatch):
    """The rows are laid out so that causal attention needs no mask (right_padded_rows): every attention call of the
    row gradients gets none and is causal, which is what lets SDPA take its flash kernel on a GPU."""
    calls = []
    sdpa = torch.nn.functional.scaled_dot_product_attention

    def spy(query, key, value, attn_mask=None, *args, is_causal=False, **kwargs):
        calls.append((attn_mask is None, is_causal, kwargs.get("enable_gqa", False)))
        return sdpa(query, key, value, attn_mask, *args, is_causal=is_causal, **kwargs)

    monkeypatch.setattr(torch.nn.functional, "scaled_dot_product_attention", spy)
    _, on, _ = first_step_gradient(tmp_path, "dapo", True)
    # and the grouped KV heads read as they are (enable_gqa), not repeated for every query head
    assert on and calls and all(call == (True, True, True) for call in calls), calls[:4]


def stand_in_trainer(device="cpu", dtype=torch.float32):
    """What round_row_gradients reads of a trainer, around a tiny TinyLoRA model with TRL's fused LM head (as
    GRPOTrainer.__init__ adds it, at temperature 0.7), activation checkpointing and rows padded to a multiple of 8;
    and six rows (prompts, completions) with a one-token prompt and a one-token completion among them."""
    import contextlib
    import types

    from trl.trainer.utils import add_fused_lm_head

    from tinylora_coder.models.tiny import build_qwen2, qwen2_config

    model = build_qwen2(qwen2_config("tiny", vocab_size=1000), device=device, dtype=dtype)
    params = utils.TinyLoRAGlobalParams(8)
    utils.apply_tiny_lora(model, params, rank=2, seed=3, verbose=False, svd_cache=False)
    with torch.no_grad():
        params.global_v.fill_(0.3)
    add_fused_lm_head(model, temperature=0.7, outputs=("log_probs", "entropy"))
    model.train()
    model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    accelerator = types.SimpleNamespace(unwrap_model=lambda m: m, device=torch.device(device),
                                        autocast=contextlib.nullcontext)
    trainer = types.SimpleNamespace(model=model, accelerator=accelerator, pad_to_multiple_of=8,
                                    args=types.SimpleNamespace(per_device_train_batch_size=3),
                                    text_tokenizer=types.SimpleNamespace(pad_token_id=0), mask_truncated_completions=False,
                                    eos_token_ids=[1])
    generator = torch.Generator().manual_seed(0)
    prompts = [torch.randint(2, 999, (n,), generator=generator).tolist() for n in (5, 40, 17, 1, 23, 9)]
    completions = [torch.randint(2, 999, (n,), generator=generator).tolist() for n in (7, 1, 30, 13, 12, 3)]
    return trainer, params, prompts, completions


def test_each_rows_log_probs_entropies_and_gradient_are_trls_own_forwards():
    """Row by row against TRL 1.16's own forward (its layout, one row alone, no padding at all): the stored log-probs
    and entropies of every completion token, zero after its end, and the row's gradient."""
    import types

    from trl.trainer.grpo_trainer import GRPOTrainer

    trainer, params, prompts, completions = stand_in_trainer()
    taken = row_gradients.round_row_gradients(trainer, prompts, completions)
    trls_forward = GRPOTrainer._get_per_token_logps_and_entropies.__wrapped__  # without TRL's profiling wrapper
    for i, (prompt, completion) in enumerate(zip(prompts, completions)):
        ids = torch.tensor([prompt + completion])
        with params.per_row(1) as row_v:
            logps, entropies, _ = trls_forward(types.SimpleNamespace(accelerator=trainer.accelerator), trainer.model,
                                               ids, torch.ones_like(ids), len(completion), compute_entropy=True)
            (gradient,) = torch.autograd.grad(logps.sum(), row_v)
        n = len(completion)
        torch.testing.assert_close(taken[row_gradients.LOGPS_KEY][i, :n], logps[0], rtol=1e-5, atol=1e-5)
        torch.testing.assert_close(taken[row_gradients.ENTROPY_KEY][i, :n], entropies[0], rtol=1e-5, atol=1e-5)
        torch.testing.assert_close(taken[row_gradients.GRADIENT_KEY][i], gradient.reshape(-1), rtol=1e-4, atol=1e-7)
        assert int(taken[row_gradients.TOKENS_KEY][i]) == n
        assert not taken[row_gradients.LOGPS_KEY][i, n:].any() and not taken[row_gradients.ENTROPY_KEY][i, n:].any()


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="SDPA's flash kernel is a CUDA kernel")
def test_the_row_gradients_run_on_sdpas_flash_kernel_alone_on_a_gpu():
    """In bf16 on a GPU the unmasked rows need nothing but the flash kernel (SDPA raises "No available kernel"
    otherwise), and give finite gradients."""
    from torch.nn.attention import SDPBackend, sdpa_kernel

    trainer, _, prompts, completions = stand_in_trainer("cuda", torch.bfloat16)
    with sdpa_kernel([SDPBackend.FLASH_ATTENTION]):
        taken = row_gradients.round_row_gradients(trainer, prompts, completions)
    assert torch.isfinite(taken[row_gradients.GRADIENT_KEY]).all() and taken[row_gradients.GRADIENT_KEY].norm() > 0


def test_a_row_with_an_empty_prompt_is_refused_in_one_line():
    import types

    trainer = types.SimpleNamespace(eos_token_ids=[1], text_tokenizer=types.SimpleNamespace(pad_token_id=0),
                                    mask_truncated_completions=False)
    with pytest.raises(ValueError, match="row 1 has an empty prompt"):
        row_gradients.kept_rows(trainer, [[5], [], [6]], [[7, 1], [8, 1], [9, 1]])


def test_right_padded_rows_put_each_completion_after_its_prompt():
    prompts, completions = [[5, 6, 7], [8], [9, 9]], [[1, 2], [3, 4, 5, 6], [7]]
    ids, labels = row_gradients.right_padded_rows(prompts, completions, [1, 0], pad_id=0, multiple=4)
    assert ids.tolist() == [[8, 3, 4, 5, 6, 0, 0, 0], [5, 6, 7, 1, 2, 0, 0, 0]]
    assert labels.tolist() == [[-100, 3, 4, 5, 6, -100, -100, -100], [-100, -100, -100, 1, 2, -100, -100, -100]]
    # the head's column j scores the token at j + 1: row 0's completion from column 0, row 1's from column 2
    per_position = torch.arange(14.0).reshape(2, 7)
    picked = row_gradients.completion_columns(per_position, torch.tensor([1, 3]), torch.tensor([4, 2]))
    assert picked.tolist() == [[0.0, 1.0, 2.0, 3.0], [9.0, 10.0, 0.0, 0.0]]


def test_per_row_v_gives_each_rows_own_gradient(build_tiny_tinylora):
    """One backward over a batch inside per_row gives row b the gradient a batch of row b alone gives v."""
    model, _ = build_tiny_tinylora(torch_dtype=torch.float32)
    params = model.tinylora
    ids = torch.randint(10, 5000, (3, 7), generator=torch.Generator().manual_seed(1))
    alone = []
    for row in range(3):
        params.global_v.grad = None
        model(input_ids=ids[row:row + 1]).logits.float().square().mean().backward()
        alone.append(params.global_v.grad.clone())
    params.global_v.grad = None
    with params.per_row(3) as row_v:
        logits = model(input_ids=ids).logits.float()
        (gradient,) = torch.autograd.grad(logits.square().mean(dim=(1, 2)).sum(), row_v)
    assert params.global_v.grad is None and params.row_v is None
    assert torch.allclose(gradient, torch.stack(alone), rtol=1e-4, atol=1e-8)
    assert not torch.allclose(gradient[0], gradient[1])
    with pytest.raises(ValueError, match="per-row v for 2 rows"), params.per_row(2):
        model(input_ids=ids)


def test_settings_that_are_not_linear_in_the_advantages_train_after_the_rewards(tmp_path):
    from script_helpers import tiny_grpo_trainer

    trainer, v = tiny_grpo_trainer(tmp_path)
    assert row_gradients.overlap_blocker(trainer) is None and trainer.train_while_judging
    model, args = trainer.model, trainer.args
    for owner, attribute, value, why in (
            (trainer, "num_iterations", 2, "num_iterations"), (trainer, "beta", 0.04, "KL"),
            (trainer, "loss_type", "sapo", "loss_type sapo"), (trainer, "top_entropy_quantile", 0.2, "entropy masking"),
            (args, "gradient_accumulation_steps", 3, "more than one optimizer step"),
            (trainer, "use_vllm", True, "importance-sampling"),
            (trainer, "off_policy_mask_threshold", 0.5, "off-policy"),
            (trainer, "_entropy_bonus_enabled", True, "entropy bonus"), (trainer, "aux_loss_enabled", True, "router"),
            (trainer, "importance_sampling_level", "sequence", "sequence-level"), (trainer, "_is_vlm", True, "vision"),
            (model.config, "num_local_experts", 8, "mixture-of-experts"),
            (args, "gradient_checkpointing_kwargs", {"use_reentrant": True}, "reentrant"),
            (args, "activation_checkpointing_kwargs", {"use_reentrant": True}, "reentrant")):
        if not hasattr(owner, attribute):
            continue  # transformers names checkpointing one way or the other
        original = getattr(owner, attribute)
        setattr(owner, attribute, value)
        assert why in row_gradients.overlap_blocker(trainer)
        setattr(owner, attribute, original)
    assert row_gradients.overlap_blocker(trainer) is None
    model.lm_head.weight.requires_grad_(True)
    assert "besides TinyLoRA's v" in row_gradients.overlap_blocker(trainer)
    model.lm_head.weight.requires_grad_(False)
    with pytest.raises(RuntimeError, match="already active"), model.tinylora.per_row(2), model.tinylora.per_row(2):
        pass


def test_a_loss_mask_that_keeps_part_of_a_row_is_refused():
    inputs = {row_gradients.GRADIENT_KEY: torch.ones(2, 3), row_gradients.TOKENS_KEY: torch.tensor([2, 3]),
              row_gradients.LOGPS_KEY: torch.zeros(2, 3), row_gradients.ENTROPY_KEY: torch.zeros(2, 3),
              "completion_mask": torch.tensor([[1, 1, 0], [1, 1, 1]])}
    v = torch.zeros(3, requires_grad=True)
    logps, _ = row_gradients.stand_in_log_probs(inputs, v)
    logps.sum().backward()
    assert torch.allclose(v.grad, torch.full((3,), 3 / 2 * 1 + 3 / 3 * 1))  # each row's g_i, spread over its tokens
    inputs["completion_mask"] = torch.tensor([[1, 0, 0], [1, 1, 1]])
    with pytest.raises(RuntimeError, match="keeps part of a row"):
        row_gradients.stand_in_log_probs(inputs, v)
