"""--share_prompt_forward (training/shared_prompts.py): the row gradients with each prompt run once for its
completions give what row_gradients gives row by row and what TRL's own training forward gives after the loss."""
import types

import pytest
import torch
from test_row_gradients import first_step_gradient, stand_in_trainer

import train_rl
from tinylora_coder.training import row_gradients, shared_prompts


@pytest.mark.parametrize("loss_type, tying, micro_batch", [("dapo", "all", "4"), ("grpo", "layer", "2"),
                                                           ("dr_grpo", "type", "8"), ("bnpo", "all", "4")])
def test_the_gradient_after_the_loss_is_trls_whatever_the_loss_type(tmp_path, loss_type, tying, micro_batch):
    """Groups of 4 completions, cut into micro-batches of 2 (a prompt's rows in two passes), 4 and 8."""
    shared, on, entropy = first_step_gradient(tmp_path / "shared", loss_type, True, tying, micro_batch, share=True)
    trl_own, off, trls_entropy = first_step_gradient(tmp_path / "trl", loss_type, False, tying, micro_batch)
    assert on and not off and trl_own.abs().max() > 1e-4
    assert torch.allclose(shared, trl_own, rtol=1e-4, atol=1e-7), (shared, trl_own)
    assert abs(entropy - trls_entropy) < 1e-4


def shared_trainer(rows_per_pass=3):
    trainer, params, prompts, completions = stand_in_trainer()
    trainer.prefix_table = shared_prompts.PrefixTable()
    trainer.args.per_device_train_batch_size = rows_per_pass
    # two prompts of several completions each (one of them a single completion token), and a one-token prompt
    prompt_ids = [prompts[1]] * 3 + [prompts[4]] * 2 + [prompts[3]]
    return trainer, params, prompt_ids, completions


@pytest.mark.parametrize("rows_per_pass", [1, 2, 3, 6])
def test_each_rows_suffix_gradient_plus_its_prefix_part_is_its_whole_gradient(rows_per_pass):
    """Passes of one row, of rows of one prompt, and of several prompts' rows (prefixes of 39 and 22 tokens and a
    one-token prompt's row without one: at 6, one pass holds them all)."""
    trainer, params, prompt_ids, completions = shared_trainer(rows_per_pass)
    passes = shared_prompts.passes_of(prompt_ids, row_gradients.kept_rows(trainer, prompt_ids, completions),
                                      rows_per_pass)
    prefixed_groups = max(sum(len(prompt) > 1 for prompt, _ in groups) for groups in passes)
    assert prefixed_groups == {1: 1, 2: 2, 3: 1, 6: 2}[rows_per_pass]
    whole = row_gradients.round_row_gradients(trainer, prompt_ids, completions)
    shared = shared_prompts.round_row_gradients(trainer, prompt_ids, completions)
    for key in (row_gradients.LOGPS_KEY, row_gradients.ENTROPY_KEY, row_gradients.TOKENS_KEY):
        torch.testing.assert_close(shared[key], whole[key], rtol=1e-5, atol=1e-5)
    rows = shared[shared_prompts.PREFIX_KEY]
    assert sorted(rows.tolist()[:5]) == [0, 1, 2, 3, 4] and rows[5] == -1  # the one-token prompt has no prefix
    assert len(trainer.prefix_table.entries) == 5
    v = params.global_v
    for row in range(6):
        # the prefix part of row `row` alone: weight 1 on it, 0 on the others
        trainer.prefix_table = shared_prompts.PrefixTable()
        shared_prompts.round_row_gradients(trainer, prompt_ids, completions)
        trainer.prefix_table.expect(rows.tolist())
        term = shared_prompts.prefix_gradient_term(trainer, {shared_prompts.PREFIX_KEY: rows}, v)
        (prefix_part,) = torch.autograd.grad(term[row] * 1.0, v)
        total = shared[row_gradients.GRADIENT_KEY][row] + prefix_part.reshape(-1)
        torch.testing.assert_close(total, whole[row_gradients.GRADIENT_KEY][row], rtol=1e-4, atol=1e-6)
        assert (prefix_part.abs().max() > 0) == (row != 5)


def test_prompts_that_differ_in_their_last_token_share_a_prefix_run_once_and_give_the_whole_rows_gradient():
    trainer, params, prompts, completions = stand_in_trainer()
    trainer.prefix_table = shared_prompts.PrefixTable()
    trainer.args.per_device_train_batch_size = 4
    prompt_ids = [prompts[1]] * 3 + [prompts[1][:-1] + [777]] * 3  # one pass of 4 rows: both prompts, one prefix
    whole = row_gradients.round_row_gradients(trainer, prompt_ids, completions)
    shared = shared_prompts.round_row_gradients(trainer, prompt_ids, completions)
    rows = shared[shared_prompts.PREFIX_KEY]
    trainer.prefix_table.expect(rows.tolist())
    weights = torch.tensor([0.5, -1.0, 2.0, 0.25, -0.75, 1.5])
    passes = []
    hook = trainer.model.get_decoder().register_forward_pre_hook(lambda module, args, kwargs: passes.append(
        kwargs["input_ids"].shape), with_kwargs=True)
    try:
        term = shared_prompts.prefix_gradient_term(trainer, {shared_prompts.PREFIX_KEY: rows}, params.global_v)
        (prefix_part,) = torch.autograd.grad((term * weights).sum(), params.global_v)
    finally:
        hook.remove()
    assert passes == [(1, len(prompts[1]) - 1)]  # the one prefix, once
    expected = weights @ whole[row_gradients.GRADIENT_KEY]
    got = weights @ shared[row_gradients.GRADIENT_KEY] + prefix_part.reshape(-1)
    torch.testing.assert_close(got, expected, rtol=1e-4, atol=1e-6)


def test_the_round_s_micro_batches_run_the_prefixes_once_in_the_last_backward():
    """Rows shuffled over three micro-batches, as TRL cuts a round, with weights as its loss gives them: the first two
    backwards give v nothing of the prefixes, the last one all of it, from one forward of both prefixes. A row of a
    group dynamic sampling dropped is not waited for; a row's entry serves once."""
    trainer, params, prompt_ids, completions = shared_trainer(rows_per_pass=2)
    whole = row_gradients.round_row_gradients(trainer, prompt_ids + prompt_ids[:1], completions + completions[:1])
    shared = shared_prompts.round_row_gradients(trainer, prompt_ids + prompt_ids[:1], completions + completions[:1])
    rows = shared[shared_prompts.PREFIX_KEY]
    trainer.prefix_table.expect(rows[:6].tolist())  # row 6: its group dropped
    assert len(trainer.prefix_table.entries) == 5
    weights = torch.tensor([0.5, -1.0, 2.0, 0.25, -0.75, 1.5])
    v = params.global_v
    passes, parts = [], []
    hook = trainer.model.get_decoder().register_forward_pre_hook(lambda *a: passes.append(1))
    try:
        for micro_batch in ([4, 0], [5, 2], [1, 3]):
            index = torch.tensor(micro_batch)
            term = shared_prompts.prefix_gradient_term(trainer, {shared_prompts.PREFIX_KEY: rows[index]}, v)
            parts.append(torch.autograd.grad((term * weights[index]).sum(), v)[0])
    finally:
        hook.remove()
    assert not parts[0].any() and not parts[1].any() and parts[2].abs().max() > 0
    assert len(passes) == 1  # both prefixes, padded on the right, in one forward
    expected = weights @ whole[row_gradients.GRADIENT_KEY][:6]
    got = weights @ shared[row_gradients.GRADIENT_KEY][:6] + parts[2].reshape(-1)
    torch.testing.assert_close(got, expected, rtol=1e-4, atol=1e-6)
    assert not trainer.prefix_table.entries and not trainer.prefix_table.weighed
    with pytest.raises(RuntimeError, match="asked for twice"):
        shared_prompts.prefix_gradient_term(trainer, {shared_prompts.PREFIX_KEY: rows[:1]}, v)


def test_a_round_without_prefixes_gives_no_prefix_part_and_an_unnamed_round_is_refused():
    params = shared_trainer()[1]
    trainer = types.SimpleNamespace(prefix_table=shared_prompts.PrefixTable())
    trainer.prefix_table.expect([-1, -1, -1, -1])  # one-token prompts, or every row cut at the limit
    for micro_batch in ([-1, -1], [-1, -1]):  # a round of several micro-batches: none of them waits or fails
        term = shared_prompts.prefix_gradient_term(trainer, {shared_prompts.PREFIX_KEY: torch.tensor(micro_batch)},
                                                   params.global_v)
        (part,) = torch.autograd.grad(term.sum(), params.global_v)
        assert not part.any()
    trainer.prefix_table.clear()  # a round whose rows were never named: its prefixes' part would be lost
    index = trainer.prefix_table.add(shared_prompts.PrefixEntry((1, 2), torch.zeros(2, 1, 2, 1)))
    term = shared_prompts.prefix_gradient_term(trainer, {shared_prompts.PREFIX_KEY: torch.tensor([index, -1])},
                                               params.global_v)
    with pytest.raises(RuntimeError, match="before its round was final"):
        torch.autograd.grad(term.sum(), params.global_v)


def test_micro_batches_of_rows_without_a_prefix_after_the_rounds_last_entry_add_nothing():
    """TRL shuffles a round before cutting it: the rows cut at the limit (no prefix entry) can make up the last
    micro-batches, after the one whose backward ran the prefixes (found by a review; it raised before)."""
    trainer, params, prompt_ids, completions = shared_trainer(rows_per_pass=2)
    shared = shared_prompts.round_row_gradients(trainer, prompt_ids, completions)
    rows = shared[shared_prompts.PREFIX_KEY]
    with_entries = [i for i, r in enumerate(rows.tolist()) if r >= 0]
    cut = torch.tensor([-1, -1])  # two rows cut at the limit
    trainer.prefix_table.expect(rows.tolist() + cut.tolist())
    v = params.global_v
    parts = []
    for micro_batch in (rows[with_entries], cut):
        term = shared_prompts.prefix_gradient_term(trainer, {shared_prompts.PREFIX_KEY: micro_batch}, v)
        parts.append(torch.autograd.grad(term.sum(), v)[0])
    assert parts[0].abs().max() > 0 and not parts[1].any()


def test_the_suffix_attention_puts_each_groups_prefix_first_and_is_causal_from_the_lower_right_with_grouped_heads():
    """A pass of three rows in three groups: prefixes of 7 and 3 tokens and none (a one-token prompt)."""
    from transformers import Qwen2Config

    generator = torch.Generator().manual_seed(0)
    query = torch.randn(3, 4, 5, 8, generator=generator)  # 4 query heads, 2 KV heads, 5 suffix tokens
    key, value = (torch.randn(3, 2, 5, 8, generator=generator) for _ in range(2))
    prefixes = {0: [torch.randn(1, 2, 7, 8, generator=generator) for _ in range(2)],  # row 0: 7 prefix tokens
                1: [torch.randn(1, 2, 3, 8, generator=generator) for _ in range(2)]}  # row 1: 3
    model, layer = types.SimpleNamespace(config=Qwen2Config()), types.SimpleNamespace(layer_idx=1)
    groups = [(row, row + 1, [torch.zeros(1, 2, 4, 8)] * 2 + prefixes[row]) for row in prefixes] + [(2, 3, [])]
    with shared_prompts.attending_with(model, shared_prompts.SUFFIX_ATTENTION, groups):
        assert model.config._attn_implementation == shared_prompts.SUFFIX_ATTENTION
        out, _ = shared_prompts.suffix_attention(layer, query, key, value, None, scaling=0.3)
    assert model.config._attn_implementation != shared_prompts.SUFFIX_ATTENTION
    assert not shared_prompts.suffix_groups and not shared_prompts.prefix_keys_values_by_layer
    for row, before in enumerate((7, 3, 0)):
        keys, values = key[row:row + 1], value[row:row + 1]
        if before:
            keys, values = (torch.cat([p, t], dim=2) for p, t in zip(prefixes[row], (keys, values)))
        allowed = torch.arange(before + 5) <= (before + torch.arange(5)).unsqueeze(1)  # token j sees 0 .. before + j
        scores = (query[row:row + 1] @ keys.repeat_interleave(2, dim=1).transpose(-1, -2)) * 0.3
        expected = torch.softmax(scores.masked_fill(~allowed, float("-inf")), -1) @ values.repeat_interleave(2, dim=1)
        torch.testing.assert_close(out[row:row + 1], expected.transpose(1, 2), rtol=1e-5, atol=1e-6)
    with pytest.raises(ValueError, match="without a mask"):
        shared_prompts.suffix_attention(layer, query, key, value, torch.ones(1, 1, 5, 12))


def test_passes_hold_the_micro_batchs_rows_a_prompts_rows_together():
    prompt_ids = [[1, 2]] * 3 + [[3]] * 2 + [[4, 5, 6]] * 5
    passes = shared_prompts.passes_of(prompt_ids, [0, 3, 1, 5, 2, 4, 6, 7, 8, 9], 4)
    assert passes == [[((1, 2), [0, 1, 2]), ((3,), [3])], [((3,), [4]), ((4, 5, 6), [5, 6, 7])],
                      [((4, 5, 6), [8, 9])]]
    assert shared_prompts.passes_of(prompt_ids, [], 4) == []


def test_dynamic_sampling_merges_rounds_that_carry_the_prefix_rows():
    from tinylora_coder.training.dynamic_sampling import merge_rounds

    def round_dict(rows, first):
        return {"prompt_ids": torch.ones(rows, 3, dtype=torch.long), "prompt_mask": torch.ones(rows, 3),
                "completion_ids": torch.ones(rows, 2, dtype=torch.long), "completion_mask": torch.ones(rows, 2),
                "advantages": torch.zeros(rows), "num_items_in_batch": torch.tensor(2 * rows),
                shared_prompts.PREFIX_KEY: torch.arange(first, first + rows)}

    merged = merge_rounds([(round_dict(4, 0), [1, 3]), (round_dict(4, 4), [0, 2])], pad_token_id=0)
    assert merged[shared_prompts.PREFIX_KEY].tolist() == [1, 3, 4, 6]


def test_share_prompt_forward_with_compiled_layers_is_refused_in_one_line(capsys):
    from test_scripts import assert_one_line_usage_error

    assert_one_line_usage_error(train_rl, ["32", "10", "--share_prompt_forward", "--compile_row_gradients"],
                                "--share_prompt_forward with --compile_row_gradients: the layers are compiled for "
                                "whole rows; choose one", capsys)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="SDPA's flash kernel is a CUDA kernel")
def test_the_suffixes_run_on_sdpas_flash_kernel_alone_on_a_gpu_and_give_the_whole_rows_gradient():
    """In bf16 with activation checkpointing, the suffixes after a prefix, with grouped KV heads, need nothing but
    the flash kernel (SDPA raises "No available kernel" otherwise), forward and backward, and so does the prefixes'
    pass inside the loss's backward; log-probs and the weighted gradient match the whole rows' (bf16's rounding
    apart: the two paths add in different orders)."""
    from torch.nn.attention import SDPBackend, sdpa_kernel

    trainer, params, prompts, completions = stand_in_trainer("cuda", torch.bfloat16)
    trainer.prefix_table = shared_prompts.PrefixTable()
    trainer.args.per_device_train_batch_size = 6  # one pass: both prompts, one SDPA call each
    prompt_ids = [prompts[1]] * 3 + [prompts[4]] * 3
    whole = row_gradients.round_row_gradients(trainer, prompt_ids, completions)
    weights = torch.tensor([0.5, -1.0, 2.0, 0.25, -0.75, 1.5], device="cuda")
    with sdpa_kernel([SDPBackend.FLASH_ATTENTION]):
        shared = shared_prompts.round_row_gradients(trainer, prompt_ids, completions)
        rows = shared[shared_prompts.PREFIX_KEY]
        trainer.prefix_table.expect(rows.tolist())
        term = shared_prompts.prefix_gradient_term(trainer, {shared_prompts.PREFIX_KEY: rows}, params.global_v)
        (prefix_part,) = torch.autograd.grad((term * weights).sum(), params.global_v)
    torch.testing.assert_close(shared[row_gradients.LOGPS_KEY], whole[row_gradients.LOGPS_KEY], rtol=0.05, atol=0.05)
    expected = weights @ whole[row_gradients.GRADIENT_KEY]
    got = weights @ shared[row_gradients.GRADIENT_KEY] + prefix_part.reshape(-1).float()
    assert torch.isfinite(got).all() and prefix_part.abs().max() > 0
    assert torch.nn.functional.cosine_similarity(got, expected, dim=0) > 0.99
    assert (got - expected).norm() < 0.1 * expected.norm()
