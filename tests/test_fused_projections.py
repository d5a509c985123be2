"""q/k/v and gate/up as one matmul in the cuda_graph engine's decode step (generation/fused_projections.py), over the
engines' own copies of the weights laid out as row slices of one buffer (tinylora/fused_layout.py): merge.py's merged
weights and rollout_copy.py's plain copy.

On the CPU in float32. Where the same kernels run on the same values the results are compared exactly (a layout
change alone); where one matmul replaces three, the columns come from another GEMM shape and are compared within
1e-5; greedy tokens of a float32 model do not flip over differences of that size.
"""
import contextlib
import copy
import logging

import pytest
import torch
from transformers import GenerationConfig

import utils
from tinylora_coder.generation import fused_projections as fused
from tinylora_coder.generation.completions import sampling_config
from tinylora_coder.generation.cuda_graph import CudaGraphEngine
from tinylora_coder.generation.graph_decode import (GraphDecoder, logits_processors, prepared_generation_config,
                                                    settings_key)
from tinylora_coder.tinylora import rollout_copy
from tinylora_coder.tinylora.fused_layout import joined_rows
from tinylora_coder.tinylora.merge import merged_weight_into
from tinylora_coder.training.adapters import LoraAdapter

GROUPS = {"self_attn": ("q_proj", "k_proj", "v_proj"), "mlp": ("gate_proj", "up_proj")}
LAYERS = 2  # the tiny model's
TIGHT = dict(rtol=1e-5, atol=1e-5)
NEVER = 256  # an end token past the tiny vocabulary: every row decodes every step


def tiny_model(seed=0):
    return utils.build_tiny_qwen2(vocab_size=256, seed=seed, initializer_range=0.2).eval()


def with_tiny_lora(model, seed=3, **kwargs):
    params = utils.TinyLoRAGlobalParams(8, tying="layer")
    utils.apply_tiny_lora(model, params, rank=2, seed=7, verbose=False, svd_cache=False, **kwargs)
    set_v(params, seed)
    return params


def set_v(params, seed):
    with torch.no_grad():
        params.global_v.normal_(0, 0.5, generator=torch.Generator().manual_seed(seed))


def group(model, layer, block):
    parent = getattr(model.model.layers[layer], block)
    return [getattr(parent, name) for name in GROUPS[block]]


def rollout_model(model, fuse=True):
    """A float32 RolloutCopy of `model`; fuse False: laid out as before fused_layout.py (no group joined)."""
    with pytest.MonkeyPatch.context() as patch:
        if not fuse:
            patch.setattr(rollout_copy, "projection_groups", lambda plain: iter(()))
        return rollout_copy.RolloutCopy(model, torch.float32).plain


# ----- the layouts -----

def test_merged_weights_of_a_group_are_rows_of_one_buffer_refilled_with_w_plus_dw():
    model = tiny_model()
    params = with_tiny_lora(model)
    before = {name: (p.data_ptr(), p.detach().clone()) for name, p in model.named_parameters()}
    tiny = {block: group(model, 1, block) for block in GROUPS}  # the TinyLoRA layers, outside the merge
    biases = [layer.base_layer.bias.detach().clone() for layer in tiny["self_attn"]]
    addresses = []
    for seed in (3, 4):  # v moves between rounds: the same buffers, refilled
        set_v(params, seed)
        with torch.no_grad():  # W + dW as merge.py computes it, before the merge points W at the merged tensor
            expected = {layer: merged_weight_into(layer, torch.empty_like(layer.base_layer.weight))
                        for layers in tiny.values() for layer in layers}
        with utils.tiny_lora_merged(model), torch.no_grad():
            for block, layers in tiny.items():
                linears = group(model, 1, block)
                assert all(type(linear) is torch.nn.Linear for linear in linears)
                weight = joined_rows([linear.weight for linear in linears])
                assert weight is not None and weight.shape == (sum(lin.out_features for lin in linears), 64)
                assert len({linear.weight.untyped_storage().data_ptr() for linear in linears}) == 1
                for linear, layer in zip(linears, layers):
                    assert torch.equal(linear.weight, expected[layer])
                addresses.append([linear.weight.data_ptr() for linear in linears])
            attention = group(model, 1, "self_attn")
            assert joined_rows([linear.bias for linear in attention]) is not None  # Qwen2's q/k/v biases
            assert all(torch.equal(linear.bias, bias) for linear, bias in zip(attention, biases))
            assert joined_rows([model.model.layers[1].self_attn.o_proj.weight,
                                model.model.layers[1].mlp.down_proj.weight]) is None  # not a group
    assert addresses[:2] == addresses[2:]
    for name, p in model.named_parameters():  # the training weights and biases are the originals again
        if name != "tinylora.global_v":  # (moved by set_v)
            assert p.data_ptr() == before[name][0] and torch.equal(p, before[name][1]), name


def test_a_group_not_all_adapted_keeps_separate_merged_weights():
    """q and k merged, v not: their merged weights stay apart; gate/up are both adapted and joined."""
    model = tiny_model()
    with_tiny_lora(model, target_modules=("q_proj", "k_proj", "gate_proj", "up_proj"))
    with utils.tiny_lora_merged(model), torch.no_grad():
        q, k, v = group(model, 0, "self_attn")
        assert q.weight.untyped_storage().data_ptr() != k.weight.untyped_storage().data_ptr()
        assert joined_rows([q.weight, k.weight, v.weight]) is None
        assert joined_rows([linear.weight for linear in group(model, 0, "mlp")]) is not None
        with fused.fused_decode_projections(model) as swapped:
            assert swapped == LAYERS  # the MLPs only
            assert type(model.model.layers[0].self_attn.q_proj) is torch.nn.Linear


def test_peft_lora_layers_are_joined_too_and_sample_as_peft():
    model = utils.build_tiny_qwen2(vocab_size=64, seed=0, dtype=torch.float32)
    adapter = LoraAdapter(model, None, r=4, alpha=16, target_modules=["q_proj", "k_proj", "v_proj"])
    with torch.no_grad():
        for name, param in adapter.model.named_parameters():
            if "lora_B" in name:
                param.normal_(0, 0.1, generator=torch.Generator().manual_seed(len(name)))
    adapter.model.eval()
    ids = torch.arange(12).reshape(2, 6)
    with torch.no_grad():
        expected = adapter.model(input_ids=ids).logits
        plain = adapter.model.get_base_model()
        with utils.tiny_lora_merged(plain):
            assert joined_rows([linear.weight for linear in group(plain, 0, "self_attn")]) is not None
            with fused.fused_decode_projections(plain) as swapped:
                assert swapped == LAYERS
                got = plain(input_ids=ids).logits
    torch.testing.assert_close(got, expected, **TIGHT)


def test_the_rollout_copy_is_laid_out_joined_and_answers_exactly_as_an_unjoined_copy():
    model = tiny_model()
    with_tiny_lora(model)
    joined, apart = rollout_model(model), rollout_model(model, fuse=False)
    for layer in range(LAYERS):
        for block in GROUPS:
            assert joined_rows([linear.weight for linear in group(joined, layer, block)]) is not None
            assert joined_rows([linear.weight for linear in group(apart, layer, block)]) is None
        assert joined_rows([linear.bias for linear in group(joined, layer, "self_attn")]) is not None
    for (name, a), b in zip(joined.named_parameters(), apart.parameters()):
        assert torch.equal(a, b), name
    ids = torch.randint(0, 256, (2, 9), generator=torch.Generator().manual_seed(1))
    with torch.no_grad():
        # the same kernels on the same values (each slice starts 64-byte aligned): bit for bit
        assert torch.equal(joined(input_ids=ids).logits, apart(input_ids=ids).logits)


# ----- the swap -----

def test_the_swapped_forward_answers_as_the_plain_one_and_puts_the_projections_back():
    plain = rollout_model(tiny_model())
    ids = torch.randint(0, 256, (3, 7), generator=torch.Generator().manual_seed(2))
    originals = [list(m.children()) for m in plain.modules()]
    with torch.no_grad():
        expected = plain(input_ids=ids).logits
        with fused.fused_decode_projections(plain) as swapped:
            assert swapped == 2 * LAYERS
            first = plain.model.layers[0].self_attn.q_proj
            assert isinstance(first, fused.JoinedFirstProjection)
            assert first.joined_weight.data_ptr() == first.original.weight.data_ptr()  # a view: no copy
            assert isinstance(plain.model.layers[1].mlp.up_proj, fused.JoinedFollowerProjection)
            got = plain(input_ids=ids).logits
    torch.testing.assert_close(got, expected, **TIGHT)
    assert [list(m.children()) for m in plain.modules()] == originals
    with fused.fused_decode_projections(plain, enabled=False) as swapped:
        assert swapped == 0


def test_the_projections_are_put_back_after_an_error_and_nothing_is_kept():
    plain = rollout_model(tiny_model())
    attention = plain.model.layers[0].self_attn
    originals = group(plain, 0, "self_attn")
    with pytest.raises(RuntimeError, match="stopped"):
        with fused.fused_decode_projections(plain), torch.no_grad():
            follower = attention.k_proj
            attention.q_proj(torch.randn(2, 1, 64))  # k's and v's outputs handed over, never taken
            assert follower.hand_over.output is not None
            raise RuntimeError("stopped")
    assert group(plain, 0, "self_attn") == originals
    assert follower.hand_over.input is None and follower.hand_over.output is None


def test_a_follower_given_another_input_computes_its_own_projection():
    plain = rollout_model(tiny_model())
    attention = plain.model.layers[0].self_attn
    q, k, v = group(plain, 0, "self_attn")
    calls = {"k": 0, "v": 0}
    hooks = [k.register_forward_hook(lambda *a: calls.__setitem__("k", calls["k"] + 1)),
             v.register_forward_hook(lambda *a: calls.__setitem__("v", calls["v"] + 1))]
    x = torch.randn(2, 1, 64, generator=torch.Generator().manual_seed(3))
    other = x.clone()  # equal values, another tensor
    with fused.fused_decode_projections(plain), torch.no_grad():
        torch.testing.assert_close(attention.q_proj(x), q(x), **TIGHT)
        assert torch.equal(attention.k_proj(other), k(other))  # its own projection: the original module ran
        assert calls["k"] == 2
        v_of_x = attention.v_proj(x)  # the tensor q saw: the handed-over columns, v itself not run
        assert calls["v"] == 0
        torch.testing.assert_close(v_of_x, v(x), **TIGHT)
        calls["v"] = 0
        assert torch.equal(attention.v_proj(x), v(x)) and calls["v"] == 2  # taken once: a second call computes
    for hook in hooks:
        hook.remove()


def test_a_plain_model_is_not_fused():
    """The base model as test.py evaluates it: its own parameters, no engine copy, so nothing is joined."""
    model = tiny_model()
    with fused.fused_decode_projections(model) as swapped:
        assert swapped == 0


# ----- the decode loop -----

def decode(decoder, model, config, seed=0):
    ids = torch.randint(2, 256, (3, 6), generator=torch.Generator().manual_seed(5))
    mask = torch.ones_like(ids)
    mask[1, :2] = mask[2, :4] = 0  # left padding
    prepared = prepared_generation_config(model, copy.deepcopy(config))
    torch.manual_seed(seed)
    with utils.tiny_lora_merged(model), torch.no_grad():
        return decoder.decode(model, ids, mask, prepared, logits_processors(model, prepared, "cpu"), 0, [NEVER])


@pytest.mark.parametrize("copy_kind", ["merged", "rollout copy"])
def test_the_decode_loop_answers_the_same_with_and_without_fusion(copy_kind, monkeypatch):
    """Greedy and sampled, float32: the same tokens, log-probs within 1e-5; each decode step (not the prefill)
    runs every group fused, and k, v and up are never run on their own."""
    model = tiny_model()
    with_tiny_lora(model)
    sampled = model if copy_kind == "merged" else rollout_model(model)
    steps = {"fused": 0}
    joined_forward = fused.JoinedFirstProjection.forward

    def counting(self, x):
        steps["fused"] += 1
        return joined_forward(self, x)

    monkeypatch.setattr(fused.JoinedFirstProjection, "forward", counting)
    followers = [linear for layer in range(LAYERS) for linear in group(sampled, layer, "self_attn")[1:]
                 + group(sampled, layer, "mlp")[1:]]
    runs = {}
    for linear in followers:  # k, v, up as they are inside the merge: the plain layers
        linear = getattr(linear, "base_layer", linear)
        linear.register_forward_hook(lambda module, *a: runs.__setitem__(module, runs.get(module, 0) + 1))
    for config in (GenerationConfig(do_sample=False, max_new_tokens=8),
                   GenerationConfig(do_sample=True, temperature=0.8, top_k=20, top_p=1.0, max_new_tokens=8)):
        answers = {}
        for fuse in (True, False):
            steps["fused"] = 0
            runs.clear()
            answers[fuse] = decode(GraphDecoder(capture=False, check_every=4, fuse_projections=fuse), sampled, config)
            assert steps["fused"] == (7 * 2 * LAYERS if fuse else 0)  # 7 decode steps after the prefill's token
            assert list(runs.values()) == [1 if fuse else 8] * len(followers)  # fused: in the prefill only
        assert torch.equal(answers[True][0], answers[False][0])
        torch.testing.assert_close(answers[True][1], answers[False][1], **TIGHT)
        assert len(set(answers[True][0].flatten().tolist())) > 3  # not a degenerate model


def test_the_engine_reads_the_switch_from_the_environment(monkeypatch):
    monkeypatch.setenv(fused.SWITCH_VARIABLE, "0")
    assert CudaGraphEngine(capture=False).decoder.fuse_projections is False
    monkeypatch.delenv(fused.SWITCH_VARIABLE)
    assert CudaGraphEngine(capture=False).decoder.fuse_projections is True


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="the cuda_graph engine records CUDA graphs")
def test_the_recorded_step_answers_the_same_fused_and_not_on_a_gpu(build_tiny_tinylora):
    """Compiled by inductor and recorded as a CUDA graph, float32: the same greedy answers, log-probs within 1e-4,
    one recording each, and no fallback to separate projections."""
    model, tokenizer = build_tiny_tinylora(initializer_range=0.2)
    model.cuda()
    prompts = [tokenizer(text, add_special_tokens=False)["input_ids"] for text in ("int main() {", "x", "for (")]
    config = sampling_config(model, tokenizer, 0.0, 24)
    answers = {}
    for fuse in (True, False):
        sampler = CudaGraphEngine(batch_size=4)
        sampler.decoder.fuse_projections = fuse
        sampler.record_logprobs = True
        answers[fuse] = (sampler.generate(model, prompts, config, tokenizer.pad_token_id), sampler.last_logprobs)
        assert sampler.decoder.captures == 1 and sampler.decoder.fuse_projections is fuse
    model.cpu()
    assert answers[True][0] == answers[False][0]
    for fused_row, apart_row in zip(answers[True][1], answers[False][1]):
        torch.testing.assert_close(torch.tensor(fused_row), torch.tensor(apart_row), rtol=0, atol=1e-4)


# ----- under torch.compile -----

def decode_step(fuse):
    """(the decoder, its step's arguments) of a prefilled float32 rollout copy, ready for _decode_step."""
    plain = rollout_model(tiny_model())
    decoder = GraphDecoder(capture=False, fuse_projections=fuse)
    prepared = prepared_generation_config(plain, GenerationConfig(do_sample=False, max_new_tokens=8))
    processors = logits_processors(plain, prepared, "cpu")
    ids = torch.randint(2, 256, (3, 6), generator=torch.Generator().manual_seed(5))
    key = settings_key(True, 0, [NEVER], processors)
    slot, _ = decoder._ready_slot(plain, 3, 6, 8, key, ids, torch.ones_like(ids), processors, True, 0, [NEVER])
    args = (slot, plain, processors, True, 0, slot.end_ids[key])
    decoder._prefill(slot, plain, ids, torch.ones_like(ids), *args[2:])
    return decoder, args


@pytest.mark.parametrize("fuse", [True, False])
def test_the_whole_decode_step_traces_as_one_graph_with_one_matmul_per_group(fuse):
    """What the engine compiles and records: no graph break, 4 matmuls a layer fused (qkv, o, gate_up, down)
    against 7, plus the output layer's."""
    decoder, args = decode_step(fuse)
    torch._dynamo.reset()
    with decoder._step_switches(args[1]), torch.no_grad():
        explained = torch._dynamo.explain(decoder._decode_step)(*args)
    assert (explained.graph_count, explained.graph_break_count) == (1, 0), explained.break_reasons
    matmuls = sum(node.target is torch._C._nn.linear for graph in explained.graphs for node in graph.graph.nodes)
    assert matmuls == (4 if fuse else 7) * LAYERS + 1


def test_the_compiled_fused_step_answers_as_the_eager_unfused_one():
    """torch.compile(fullgraph=True) with inductor, as the engine compiles the step (skipped where inductor cannot
    build kernels on this machine)."""
    results = {}
    for fuse, compiled in ((True, True), (False, False)):
        decoder, args = decode_step(fuse)
        step = decoder._decode_step
        if compiled:
            torch._dynamo.reset()
            step = torch.compile(decoder._decode_step, fullgraph=True, dynamic=False)
        with decoder._step_switches(args[1]), torch.no_grad():
            try:
                for _ in range(4):
                    step(*args)
            except torch._dynamo.exc.BackendCompilerFailed as error:
                pytest.skip(f"inductor cannot compile here: {str(error)[:200]}")
        results[fuse] = (args[0].out[:, :5].clone(), args[0].out_logprobs[:, :5].clone())
        assert type(args[1].model.layers[0].self_attn.q_proj) is torch.nn.Linear  # put back
    assert torch.equal(results[True][0], results[False][0])
    torch.testing.assert_close(results[True][1], results[False][1], **TIGHT)


@contextlib.contextmanager
def engine_notes(monkeypatch):
    """The engine's warnings, by a handler of its own on its logger: whether the logger propagates (a script earlier
    in the suite may have stopped it) changes nothing."""
    notes = []
    handler = logging.Handler(logging.WARNING)
    handler.emit = lambda record: notes.append(record.getMessage())
    logger = logging.getLogger("tinylora.generation")
    monkeypatch.setattr(logger, "level", logging.WARNING)
    logger.addHandler(handler)
    try:
        yield notes
    finally:
        logger.removeHandler(handler)


@pytest.mark.parametrize("at_fault, kept", [({"fuse"}, (True, False)), ({"pack"}, (False, True)),
                                            ({"pack", "fuse"}, (False, False)), ({"always"}, None)])
def test_a_step_that_does_not_record_leaves_out_only_what_was_at_fault(at_fault, kept, monkeypatch):
    """The recording is tried again without the fused projections, then without the packed attention, then without
    both: the first that records is kept, and the note names what was left out; the first error when none records."""
    decoder = GraphDecoder(capture=False)
    assert (decoder.pack_gqa, decoder.fuse_projections) == (True, True)

    def capture(step, args, model):
        on = {name for name, flag in (("pack", decoder.pack_gqa), ("fuse", decoder.fuse_projections)) if flag}
        on.add("always")
        if on & at_fault:
            raise RuntimeError("refused")
        return "graph"

    monkeypatch.setattr(decoder, "_capture", capture)
    monkeypatch.setattr(decoder, "_prefill", lambda *a: None)
    error = RuntimeError("the first failure")
    with engine_notes(monkeypatch) as notes:
        if kept is None:
            with pytest.raises(RuntimeError, match="the first failure"):
                decoder._record_without(error, None, None, None, None, (None, "model"))
            return
        assert decoder._record_without(error, None, None, None, None, (None, "model")) == "graph"
    assert (decoder.pack_gqa, decoder.fuse_projections) == kept
    named = {"pack": "packed attention", "fuse": "fused projections"}
    left_out = " and ".join(named[name] for name in ("pack", "fuse") if name in at_fault)
    assert [message for message in notes if "did not record" in message] == [
        f"cuda_graph engine: the step did not record with the {left_out} (RuntimeError: the first failure); "
        "recorded without from now on"]


@pytest.mark.parametrize("at_fault, kept, named", [
    ({"flex"}, (True, True), "flex attention"),  # the packed SDPA call, fused projections kept
    ({"flex", "fuse"}, (True, False), "flex attention and fused projections"),
    ({"flex", "pack"}, (False, True), "flex attention"),
    ({"flex", "pack", "fuse"}, (False, False), "flex attention and fused projections")])
def test_a_flex_step_that_does_not_record_falls_back_to_the_packed_sdpa_call_first(at_fault, kept, named,
                                                                                   monkeypatch):
    """TINYLORA_DECODE_ATTENTION=flex: a step that does not record is tried next with the default packed SDPA call
    (not transformers' own attention, which repeats the cache per query head), the note naming flex. Each of
    `at_fault` fails every recording that has it on."""
    decoder = GraphDecoder(capture=False, pack_gqa="flex")
    tried = []

    def capture(step, args, model):
        tried.append((decoder.pack_gqa, decoder.fuse_projections))
        on = {{"flex": "flex", True: "pack", False: "plain"}[decoder.pack_gqa]} | ({"fuse"} if decoder.fuse_projections
                                                                                 else set())
        if on & at_fault:
            raise RuntimeError("refused")
        return "graph"

    monkeypatch.setattr(decoder, "_capture", capture)
    monkeypatch.setattr(decoder, "_prefill", lambda *a: None)
    with engine_notes(monkeypatch) as notes:
        assert decoder._record_without(RuntimeError("x"), None, None, None, None, (None, "model")) == "graph"
    assert tried[0] == (True, True) and (decoder.pack_gqa, decoder.fuse_projections) == kept
    assert [m for m in notes if "did not record" in m] == [
        f"cuda_graph engine: the step did not record with the {named} (RuntimeError: x); recorded without from now on"]


def test_the_step_with_flexattention_traces_whole_and_answers_as_the_packed_sdpa_one():
    """The decode step on TINYLORA_DECODE_ATTENTION=flex: FlexAttention goes into the step's one graph (no break), and
    the compiled step's tokens and log-probs are the packed SDPA step's. Here through AOTAutograd without inductor
    (inductor's CPU FlexAttention lowering refused the tiny model's shapes, torch 2.13); the GPU test in
    test_packed_attention.py records it with inductor's kernel."""
    decoder, args = decode_step(True)
    decoder.pack_gqa = "flex"
    torch._dynamo.reset()
    with decoder._step_switches(args[1]), torch.no_grad():
        explained = torch._dynamo.explain(decoder._decode_step)(*args)
    assert (explained.graph_count, explained.graph_break_count) == (1, 0), explained.break_reasons
    flex_calls = [node for node in explained.graphs[0].graph.nodes if "flex_attention" in str(node.target)]
    assert len(flex_calls) == LAYERS  # every layer's attention, none left to SDPA
    results = {}
    for attention in ("flex", True):
        decoder, args = decode_step(True)
        decoder.pack_gqa = attention
        step = decoder._decode_step
        if attention == "flex":
            torch._dynamo.reset()
            step = torch.compile(decoder._decode_step, fullgraph=True, dynamic=False, backend="aot_eager")
        with decoder._step_switches(args[1]), torch.no_grad():
            for _ in range(4):
                step(*args)
        results[attention] = (args[0].out[:, :5].clone(), args[0].out_logprobs[:, :5].clone())
    assert torch.equal(results["flex"][0], results[True][0])
    torch.testing.assert_close(results["flex"][1], results[True][1], **TIGHT)
