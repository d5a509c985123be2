"""The cuda_graph engine's decode attention (generation/packed_attention.py): the same attention as transformers'
SDPA function, with the cache read once per KV head, switched on only while the decode step runs."""
import logging
import types

import pytest
import torch
from transformers import AttentionInterface
from transformers.integrations.sdpa_attention import sdpa_attention_forward

from tinylora_coder.generation.cuda_graph import CudaGraphEngine
from tinylora_coder.generation.completions import sampling_config
from tinylora_coder.generation import packed_attention
from tinylora_coder.generation.packed_attention import (FLEX_ATTENTION, PACKED_ATTENTION, decode_attention_wanted,
                                                        flex_gqa_attention, packed_decode_attention,
                                                        packed_gqa_attention)


def attention_inputs(query_len, rows=3, heads=6, kv_heads=2, keys=9, dim=8, seed=0):
    generator = torch.Generator().manual_seed(seed)
    make = lambda *shape: torch.randn(*shape, generator=generator)
    module = types.SimpleNamespace(num_key_value_groups=heads // kv_heads, is_causal=True, training=False)
    mask = torch.zeros(rows, 1, query_len, keys)
    mask[0, ..., :4] = torch.finfo(torch.float32).min  # a left-padded row: its first keys are hidden
    query = make(rows, heads, query_len, dim)
    return module, query, make(rows, kv_heads, keys, dim), make(rows, kv_heads, keys, dim), mask


def repeated_kv_attention(query, key, value, mask, scale):
    """The reference: every KV head repeated for its query heads (transformers' repeat_kv layout), then softmax."""
    groups = query.shape[1] // key.shape[1]
    key, value = key.repeat_interleave(groups, dim=1), value.repeat_interleave(groups, dim=1)
    scores = query @ key.transpose(-1, -2) * scale + (0 if mask is None else mask)
    return (scores.softmax(-1) @ value).transpose(1, 2)


@pytest.mark.parametrize("masked", [True, False])
def test_one_query_token_gets_the_attention_of_every_head_over_its_repeated_kv_head(masked):
    module, query, key, value, mask = attention_inputs(query_len=1)
    mask = mask if masked else None
    packed, weights = packed_gqa_attention(module, query, key, value, mask, scaling=0.3)
    assert packed.shape == (3, 1, 6, 8) and weights is None
    torch.testing.assert_close(packed, repeated_kv_attention(query, key, value, mask, 0.3), rtol=1e-5, atol=1e-6)


def test_what_it_cannot_pack_goes_to_transformers_sdpa_function(monkeypatch):
    module, query, key, value, mask = attention_inputs(query_len=1)
    per_head_mask = mask.expand(3, 6, 1, 9).clone()  # a mask that differs by head cannot be shared by a packed group
    per_head_mask[1, 2, ..., :-1] = torch.finfo(torch.float32).min
    packed, _ = packed_gqa_attention(module, query, key, value, per_head_mask, scaling=0.3)
    reference, _ = sdpa_attention_forward(module, query, key, value, per_head_mask, scaling=0.3)
    assert torch.equal(packed, reference)
    torch.testing.assert_close(packed, repeated_kv_attention(query, key, value, per_head_mask, 0.3))
    # a setting it cannot pack reaches transformers' function, which decides (5.25 refuses softcap, 5.17 did not)
    handed = []
    monkeypatch.setattr(packed_attention, "sdpa_attention_forward",
                        lambda *args, **kwargs: handed.append(kwargs) or ("sdpa", None))
    assert packed_gqa_attention(module, query, key, value, mask, scaling=0.3, softcap=30.0) == ("sdpa", None)
    assert handed and handed[0]["softcap"] == 30.0 and handed[0]["scaling"] == 0.3


def test_the_query_heads_of_a_kv_head_are_packed_and_other_shapes_go_to_sdpa(monkeypatch):
    seen = []
    original = torch.nn.functional.scaled_dot_product_attention

    def spy(query, key, *args, **kwargs):
        seen.append((tuple(query.shape), tuple(key.shape)))
        return original(query, key, *args, **kwargs)

    monkeypatch.setattr(torch.nn.functional, "scaled_dot_product_attention", spy)
    packed_gqa_attention(*attention_inputs(query_len=1))
    assert seen == [((3, 2, 3, 8), (3, 2, 9, 8))]  # 6 query heads as 2 KV heads x 3, K read as cached
    prefill, _ = packed_gqa_attention(*attention_inputs(query_len=5))
    reference, _ = sdpa_attention_forward(*attention_inputs(query_len=5))
    assert seen[1][0] == (3, 6, 5, 8) and torch.equal(prefill, reference)  # transformers' own, unchanged


@pytest.mark.parametrize("mask_kind", ["bool", "float", "none"])
def test_flexattention_answers_as_the_packed_sdpa_call(mask_kind, monkeypatch):
    module, query, key, value, mask = attention_inputs(query_len=1, heads=8)  # 4 query heads a KV head
    mask = {"float": mask, "bool": mask == 0, "none": None}[mask_kind]  # additive, or True where a row may attend
    calls = []
    flex_attention = torch.nn.attention.flex_attention.flex_attention
    monkeypatch.setattr(torch.nn.attention.flex_attention, "flex_attention",
                        lambda *a, **k: calls.append(k["enable_gqa"]) or flex_attention(*a, **k))
    flex, weights = flex_gqa_attention(module, query, key, value, mask, scaling=0.3)
    packed, _ = packed_gqa_attention(module, query, key, value, mask, scaling=0.3)
    assert calls == [True] and weights is None and flex.shape == packed.shape == (3, 1, 8, 8)
    torch.testing.assert_close(flex, packed, rtol=1e-5, atol=1e-6)
    # what it does not cover goes where the packed call sends it: a prefill to transformers' own function, and a
    # group of query heads that is not a power of two (FlexAttention's decoding kernel packs only those) to SDPA
    prefill, _ = flex_gqa_attention(*attention_inputs(query_len=5, heads=8))
    assert torch.equal(prefill, sdpa_attention_forward(*attention_inputs(query_len=5, heads=8))[0])
    module, query, key, value, mask = attention_inputs(query_len=1)  # 3 query heads a KV head
    assert torch.equal(flex_gqa_attention(module, query, key, value, mask, scaling=0.3)[0],
                       packed_gqa_attention(module, query, key, value, mask, scaling=0.3)[0])
    assert calls == [True]


def test_the_decode_attention_is_chosen_by_the_environment(monkeypatch, build_tiny_tinylora):
    monkeypatch.delenv("TINYLORA_DECODE_ATTENTION", raising=False)
    assert decode_attention_wanted() is True
    monkeypatch.setenv("TINYLORA_DECODE_ATTENTION", " Flex ")
    assert decode_attention_wanted() == "flex" and CudaGraphEngine(capture=False).decoder.pack_gqa == "flex"
    monkeypatch.setenv("TINYLORA_DECODE_ATTENTION", "fast")
    with pytest.raises(ValueError, match="TINYLORA_DECODE_ATTENTION='fast': choose packed"):
        decode_attention_wanted()
    model, _ = build_tiny_tinylora()
    with packed_decode_attention(model, "flex"):
        assert model.config._attn_implementation == FLEX_ATTENTION
    assert model.config._attn_implementation == "sdpa"


def test_the_switch_is_put_back_and_leaves_other_implementations_alone(build_tiny_tinylora):
    model, _ = build_tiny_tinylora()
    assert model.config._attn_implementation == "sdpa"
    with packed_decode_attention(model):
        assert model.config._attn_implementation == PACKED_ATTENTION
    with pytest.raises(RuntimeError), packed_decode_attention(model):
        raise RuntimeError("a failed step")
    assert model.config._attn_implementation == "sdpa"
    with packed_decode_attention(model, enabled=False):
        assert model.config._attn_implementation == "sdpa"
    model.config._attn_implementation = "eager"
    with packed_decode_attention(model):
        assert model.config._attn_implementation == "eager"
    model.config._attn_implementation = "sdpa"


def test_the_decode_loop_runs_its_steps_through_the_packed_function_and_answers_as_without(build_tiny_tinylora,
                                                                                           monkeypatch):
    # transformers 5.24 packs a lone query itself when not compiled (as here on a CPU), so the test counts the calls
    # of the registered function, not the shapes SDPA sees
    model, tokenizer = build_tiny_tinylora(initializer_range=0.2)
    prompts = [tokenizer(text, add_special_tokens=False)["input_ids"] for text in ("int main() {", "x", "for (")]
    config = sampling_config(model, tokenizer, 0.0, 10)
    query_lengths = []

    def counting(module, query, *args, **kwargs):
        query_lengths.append(query.shape[2])
        return packed_gqa_attention(module, query, *args, **kwargs)

    def counting_flex(module, query, *args, **kwargs):
        query_lengths.append(query.shape[2])
        return flex_gqa_attention(module, query, *args, **kwargs)

    monkeypatch.setitem(AttentionInterface._global_mapping, PACKED_ATTENTION, counting)
    monkeypatch.setitem(AttentionInterface._global_mapping, FLEX_ATTENTION, counting_flex)
    answers = {}
    for pack in (True, "flex", False):
        query_lengths.clear()
        sampler = CudaGraphEngine(capture=False, batch_size=3, prompt_bucket=16, check_every=4)
        sampler.decoder.pack_gqa = pack
        answers[pack] = sampler.generate(model, prompts, config, tokenizer.pad_token_id)
        layers = model.config.num_hidden_layers
        # 9 decode steps after the prefill's first token, every layer; the prefill never comes here
        assert query_lengths == ([1] * 9 * layers if pack else [])
    assert answers[True] == answers["flex"] == answers[False]
    assert model.config._attn_implementation == "sdpa"


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="the cuda_graph engine records CUDA graphs")
def test_a_step_that_does_not_record_packed_is_recorded_with_transformers_attention_on_a_gpu(build_tiny_tinylora,
                                                                                             monkeypatch, caplog):
    model, tokenizer = build_tiny_tinylora(initializer_range=0.2)
    model.cuda()
    prompts = [tokenizer(text, add_special_tokens=False)["input_ids"] for text in ("int main() {", "x", "for (")]
    config = sampling_config(model, tokenizer, 0.0, 12)
    plain = CudaGraphEngine(batch_size=4)
    plain.decoder.pack_gqa = False
    expected = plain.generate(model, prompts, config, tokenizer.pad_token_id)

    def broken(*args, **kwargs):
        raise RuntimeError("no kernel for these shapes")

    monkeypatch.setitem(AttentionInterface._global_mapping, PACKED_ATTENTION, broken)
    sampler = CudaGraphEngine(batch_size=4)
    logger = logging.getLogger("tinylora.generation")  # caught here even if a script set the logger not to propagate
    monkeypatch.setattr(logger, "level", logging.WARNING)
    logger.addHandler(caplog.handler)
    try:
        assert sampler.generate(model, prompts, config, tokenizer.pad_token_id) == expected  # float32: exact
    finally:
        logger.removeHandler(caplog.handler)
    assert sampler.decoder.pack_gqa is False and "did not record with the packed attention" in caplog.text
    assert model.config._attn_implementation == "sdpa"
    model.cpu()


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="the cuda_graph engine records CUDA graphs")
def test_the_recorded_step_is_compiled_with_the_packed_function_and_answers_as_without_on_a_gpu(
        build_tiny_tinylora, monkeypatch):
    model, tokenizer = build_tiny_tinylora(initializer_range=0.2)
    model.cuda()
    prompts = [tokenizer(text, add_special_tokens=False)["input_ids"] for text in ("int main() {", "x", "for (")]
    config = sampling_config(model, tokenizer, 0.0, 24)
    traced = []

    def counting(module, query, *args, **kwargs):  # runs while torch.compile traces the step, not at replays
        traced.append(query.shape[2])
        return packed_gqa_attention(module, query, *args, **kwargs)

    def counting_flex(module, query, *args, **kwargs):
        traced.append(query.shape[2])
        return flex_gqa_attention(module, query, *args, **kwargs)

    monkeypatch.setitem(AttentionInterface._global_mapping, PACKED_ATTENTION, counting)
    monkeypatch.setitem(AttentionInterface._global_mapping, FLEX_ATTENTION, counting_flex)
    answers = {}
    for pack in (True, "flex", False):  # "flex": FlexAttention's decoding kernel, compiled into the recorded step
        sampler = CudaGraphEngine(batch_size=4)
        sampler.decoder.pack_gqa = pack
        answers[pack] = sampler.generate(model, prompts, config, tokenizer.pad_token_id)
        assert sampler.decoder.captures == 1 and sampler.decoder.pack_gqa == pack
        assert bool(traced) is bool(pack) and set(traced) <= {1}
        traced.clear()
    assert answers[True] == answers["flex"] == answers[False]  # float32: the same greedy answers
    model.cpu()
