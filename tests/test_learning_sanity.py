"""Does GRPO on v learn at all? A toy task that u scalars can clearly solve, with the project's own pieces.

A tiny Qwen2 model over a character vocabulary, the project's TinyLoRA layer, TRL's GRPOTrainer through this
project's trainer, and the project's default optimiser settings (tinylora_coder.config). The reward is the
share of completion tokens in a set S: the half of the vocabulary whose logits rise when v moves in one fixed
direction, so some v certainly raises the reward. Training must raise the mean reward of the last rounds well
above the first rounds; the same run with v frozen, or with the sign of every update flipped, must not. (A bug
that drops the gradient, detaches v, flips the advantage or samples from other weights than it trains fails.)

Toy model: random weights whose spectrum is dominated by two directions, as in trained models (a plain random
model barely reacts to its top singular directions), and enlarged embeddings so that logits react.
"""
import string

import pytest
import torch
from transformers import PreTrainedTokenizerFast, PrinterCallback, ProgressCallback, TrainerCallback

import utils
from tinylora_coder import config
from tinylora_coder.generation.completions import make_engine
from tinylora_coder.training.trainer import TinyLoRAGRPOTrainer, grpo_config

STEPS = 300
WINDOW = 75  # rounds averaged at the start and at the end
MARGIN = 0.15  # measured: +0.34 when learning; frozen and flipped runs stay within 0.02 of the start


def char_tokenizer():
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers

    chars = string.ascii_lowercase + string.digits + " :"
    vocab = {"<pad>": 0, "<eos>": 1, "<unk>": 2, **{c: i + 3 for i, c in enumerate(chars)}}
    core = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
    core.pre_tokenizer = pre_tokenizers.Split("", "isolated")
    core.decoder = decoders.Fuse()
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=core, pad_token="<pad>", eos_token="<eos>", unk_token="<unk>")
    tokenizer.padding_side = "left"
    return tokenizer


def toy_model(vocab_size):
    model = utils.build_tiny_qwen2(vocab_size=vocab_size, seed=0, eos_token_id=1, pad_token_id=0, bos_token_id=None)
    model.generation_config.eos_token_id, model.generation_config.pad_token_id = [1], 0
    generator = torch.Generator().manual_seed(1)
    with torch.no_grad():
        model.model.embed_tokens.weight.mul_(12.0)
        for name, weight in model.named_parameters():
            if name.endswith("proj.weight"):
                rows, cols = weight.shape
                left, _ = torch.linalg.qr(torch.randn(rows, 2, generator=generator))
                right, _ = torch.linalg.qr(torch.randn(cols, 2, generator=generator))
                weight.copy_(3.0 * left @ right.T + 0.02 * torch.randn(rows, cols, generator=generator))
    model.config.use_cache = False
    return model


class UpdateRule(TrainerCallback):
    """Tampers with v's gradient just before each optimizer step: "frozen" zeroes it, "flipped" negates it."""

    def __init__(self, mode):
        self.mode = mode

    def on_pre_optimizer_step(self, args, state, control, model=None, **kwargs):
        grad = model.tinylora.global_v.grad
        if self.mode == "frozen":
            grad.zero_()
        elif self.mode == "flipped":
            grad.neg_()


def train_toy(mode, tmp_path):
    from datasets import Dataset

    tokenizer = char_tokenizer()
    model = toy_model(len(tokenizer))
    params = utils.TinyLoRAGlobalParams(config.DEFAULT_U_VALUE)
    utils.apply_tiny_lora(model, params, rank=config.DEFAULT_RANK, seed=config.TINYLORA_SEED, verbose=False,
                          svd_cache=False)
    prompts = [f"seq {i}: " + " ".join(str((i * 7 + j) % 10) for j in range(6)) for i in range(16)]
    inputs = tokenizer(prompts, return_tensors="pt", padding=True)
    with torch.no_grad():  # S: the tokens whose logits rise when v moves along (1, ..., 1)
        before = model(**inputs).logits[:, -1].float().mean(0)
        params.global_v.fill_(0.1 / params.u_value ** 0.5)
        delta = model(**inputs).logits[:, -1].float().mean(0) - before
        params.global_v.zero_()
    delta[:3] = -float("inf")  # never the special tokens
    in_set = delta > delta[3:].median()
    rewards = []

    def share_in_set(prompts, completions, completion_ids=None, **columns):
        values = [sum(bool(in_set[t]) for t in ids) / max(1, len(ids)) for ids in completion_ids]
        rewards.append(sum(values) / len(values))
        return values

    args = grpo_config(str(tmp_path / mode), False, learning_rate=config.DEFAULT_LEARNING_RATE,
                       lr_scheduler_type=config.DEFAULT_LR_SCHEDULER, epsilon=0.05, epsilon_high=0.95,
                       scale_rewards="batch", num_generations=4, per_device_train_batch_size=32,
                       gradient_accumulation_steps=1, num_iterations=1, max_completion_length=8, max_steps=STEPS,
                       save_strategy="no", seed=0)
    trainer = TinyLoRAGRPOTrainer(model=model, reward_funcs=[share_in_set], args=args,
                                  train_dataset=Dataset.from_list([{"prompt": p} for p in prompts] * 200),
                                  processing_class=tokenizer, callbacks=[UpdateRule(mode)],
                                  engine=make_engine("eager", "cpu", batch_size=32))
    for printer in (PrinterCallback, ProgressCallback):
        trainer.remove_callback(printer)
    trainer.train()
    first, last = sum(rewards[:WINDOW]) / WINDOW, sum(rewards[-WINDOW:]) / WINDOW
    return first, last, float(params.global_v.norm())


def learned(first, last):
    return last - first > MARGIN


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    folder = tmp_path_factory.mktemp("learning")
    return {mode: train_toy(mode, folder) for mode in ("normal", "frozen", "flipped")}


def test_grpo_with_the_default_settings_raises_the_reward(runs):
    first, last, norm = runs["normal"]
    assert learned(first, last), f"mean reward {first:.3f} -> {last:.3f} (|v| {norm:.3f})"


def test_a_frozen_v_does_not_pass_the_same_check(runs):
    first, last, norm = runs["frozen"]
    assert norm == 0.0 and not learned(first, last), (first, last)


def test_a_flipped_update_does_not_pass_the_same_check(runs):
    first, last, norm = runs["flipped"]
    assert norm > 0.0 and not learned(first, last), (first, last)
    assert last < runs["normal"][1] - MARGIN  # the sign matters: the flipped run ends far below the normal one
