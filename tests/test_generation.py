"""Generation engines (tinylora_coder/generation/) on a tiny random Qwen2: selection, shapes, outputs, RNG.

The compiled engine compiles only on CUDA; its GPU test skips elsewhere, and its static-cache path is tested on the
CPU without compilation (last test).
"""
import threading

import pytest
import torch
from transformers import GenerationConfig

import utils
from tinylora_coder.generation import completions
from tinylora_coder.generation.completions import (evaluation_engine_name, make_engine, resolve_engine_name,
                                                  sampling_config)
from tinylora_coder.generation.engine import (CompiledEngine, GenerationInterrupted, GenerationMonitor, batch_rows,
                                              bucketed_width, cut_at_end)

END = [151645, 151643]


@pytest.fixture(scope="module")
def tiny(build_tiny_tinylora):
    model, tokenizer = build_tiny_tinylora()
    assert model.generation_config.eos_token_id == END
    prompts = [tokenizer(text, add_special_tokens=False)["input_ids"]
               for text in ("int main() {", "print a + b", "#include <cstdio>\nint x;", "x")]
    return model, tokenizer, prompts


def test_engine_selection_and_fallbacks():
    assert resolve_engine_name("auto", "cpu") == "eager"
    assert resolve_engine_name("auto", "cuda") == "cuda_graph"
    assert resolve_engine_name("compiled", "cpu") == "eager"  # no compiled decode on a CPU: the fallback says so
    assert resolve_engine_name("continuous", "cpu") == "continuous"
    with pytest.raises(ValueError, match="unknown generation engine"):
        resolve_engine_name("fast", "cpu")
    assert make_engine("auto", "cpu").batch_size == utils.EVAL_BATCH_SIZE
    assert make_engine("compiled", "cuda").name == "compiled" and make_engine("compiled", "cuda").batch_size == 64


def test_evaluation_auto_prefers_vllm_only_where_it_can_serve_the_model(tiny, tmp_path, monkeypatch):
    model = tiny[0]
    folder = tmp_path / "model"
    folder.mkdir()
    (folder / "config.json").write_text("{}")
    monkeypatch.setattr(model, "name_or_path", str(folder))
    real_find_spec = completions.importlib.util.find_spec
    installed = {"vllm": True}
    monkeypatch.setattr(completions.importlib.util, "find_spec", lambda name: (object() if installed["vllm"] else None)
                        if name == "vllm" else real_find_spec(name))
    assert evaluation_engine_name("auto", model, "cuda") == "vllm"
    assert evaluation_engine_name("cuda_graph", model, "cuda") == "cuda_graph"  # asked for by name: kept
    assert evaluation_engine_name("auto", model) == "eager"  # the model is on the CPU
    monkeypatch.setattr(model.config, "quantization_config", {"load_in_4bit": True}, raising=False)
    assert evaluation_engine_name("auto", model, "cuda") == "cuda_graph"  # 4-bit weights: vLLM cannot serve W + dW
    monkeypatch.setattr(model.config, "quantization_config", None)
    monkeypatch.setattr(model, "is_loaded_in_4bit", True, raising=False)  # bitsandbytes' flag on the model
    assert evaluation_engine_name("auto", model, "cuda") == "cuda_graph"
    monkeypatch.setattr(model, "is_loaded_in_4bit", False)
    assert evaluation_engine_name("auto", model, "cuda") == "vllm"
    (folder / "config.json").unlink()
    assert evaluation_engine_name("auto", model, "cuda") == "cuda_graph"  # no Hugging Face folder (a GGUF file)
    (folder / "config.json").write_text("{}")
    installed["vllm"] = False
    assert evaluation_engine_name("auto", model, "cuda") == "cuda_graph"  # not installed


def test_bucketing_keeps_shapes_few():
    assert [bucketed_width(w, 128) for w in (1, 128, 129, 300, 512)] == [128, 128, 256, 384, 512]
    # above 4 buckets the widths grow geometrically: few shapes for long statements
    assert [bucketed_width(w, 128) for w in (513, 768, 769, 1025, 1537, 2049, 3073)] == \
        [768, 768, 1024, 1536, 2048, 3072, 4096]
    assert bucketed_width(77, 1) == 77
    # fixed rows: a short last batch is filled up to batch_size (the compiled engine's static shapes)
    assert batch_rows(10, 4, fixed=True) == [([0, 1, 2, 3], 0), ([4, 5, 6, 7], 0), ([8, 9], 2)]
    assert batch_rows(10, 4, fixed=False)[-1] == ([8, 9], 0)
    assert cut_at_end([5, 6, END[1], 7], END) == [5, 6, END[1]] and cut_at_end([5, 6], END) == [5, 6]


def greedy_one_by_one(model, prompts, new_tokens, pad_id):
    with utils.tiny_lora_merged(model), torch.no_grad():
        return [model.generate(torch.tensor([p]), max_new_tokens=new_tokens, do_sample=False,
                               pad_token_id=pad_id)[0, len(p):].tolist() for p in prompts]


@pytest.mark.parametrize("name", ["eager", "continuous"])
def test_engines_give_the_plain_greedy_answers_of_the_merged_model(tiny, name):
    model, tokenizer, prompts = tiny
    config = sampling_config(model, tokenizer, 0.0, 6)
    engine = make_engine(name, "cpu", batch_size=3, min_prompt_width=12)  # padding and batch splits change nothing
    out = engine.generate(model, prompts, config, tokenizer.pad_token_id)
    assert out == greedy_one_by_one(model, prompts, 6, tokenizer.pad_token_id)


def test_recorded_logprobs_are_those_of_the_training_forward(tiny, scored_logprobs):
    model, tokenizer, prompts = tiny
    config = sampling_config(model, tokenizer, 1.0, 5)
    config.top_k, config.top_p = 0, 1.0  # GRPOTrainer's rollout settings
    engine = make_engine("eager", "cpu", batch_size=4)
    engine.record_logprobs = True
    torch.manual_seed(0)
    out = engine.generate(model, prompts, config, tokenizer.pad_token_id)
    for prompt, completion, sampled in zip(prompts, out, engine.last_logprobs):
        trained = scored_logprobs(model, prompt, completion)  # the low-rank path, as GRPOTrainer scores completions
        torch.testing.assert_close(torch.tensor(sampled), trained, atol=1e-4, rtol=0)


def test_a_stop_request_interrupts_at_the_next_decode_step(tiny):
    model, tokenizer, prompts = tiny
    stop = threading.Event()
    calls = []

    class Counting(GenerationMonitor):
        def __call__(self, input_ids, scores, **kwargs):
            calls.append(1)
            if len(calls) == 3:
                stop.set()  # as the Ctrl-C handler does
            return super().__call__(input_ids, scores, **kwargs)

    monitor = Counting(stop_event=stop)
    with pytest.raises(GenerationInterrupted):
        for _ in range(10):
            monitor(torch.zeros(2, 3, dtype=torch.long), None)
    assert len(calls) == 3  # the first check after the request raised: no further decode step ran
    engine = make_engine("eager", "cpu", stop_event=threading.Event())
    engine.stop_event.set()
    with pytest.raises(GenerationInterrupted):
        engine.generate(model, prompts, sampling_config(model, tokenizer, 0.7, 50), tokenizer.pad_token_id)


def test_evaluation_sampling_does_not_touch_the_global_random_stream(tiny):
    """A validation in the middle of training must not replay the rollouts' random stream (issue 13, defect 1)."""
    model, tokenizer, _ = tiny
    problems = utils.load_problems(utils.find_data_file("code_contests", "test"))[:2]
    torch.manual_seed(123)
    expected = torch.rand(3)
    torch.manual_seed(123)
    first = utils.generate_completions(model, tokenizer, problems, n=2, max_new_tokens=4, seed=7, progress=False)
    assert torch.equal(torch.rand(3), expected)  # the caller's stream continues where it was
    again = utils.generate_completions(model, tokenizer, problems, n=2, max_new_tokens=4, seed=7, progress=False)
    assert first == again  # and the evaluation itself is reproducible from its own seed


def test_generation_config_of_the_trainer_is_used_as_given(tiny):
    """Sampling settings stay exactly what GRPOTrainer asks for: the engine copies, never edits, its config."""
    model, tokenizer, prompts = tiny
    config = GenerationConfig(max_new_tokens=3, do_sample=True, temperature=0.9, top_p=0.95, top_k=0,
                              eos_token_id=END, pad_token_id=tokenizer.pad_token_id, disable_compile=True)
    before = config.to_dict()
    out = make_engine("eager", "cpu").generate(model, prompts, config, tokenizer.pad_token_id)
    assert config.to_dict() == before and all(len(c) <= 3 for c in out)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="the compiled engine needs CUDA")
def test_compiled_engine_matches_eager_and_follows_v_on_a_gpu(tiny):
    model, tokenizer, prompts = tiny
    model.cuda()
    config = sampling_config(model, tokenizer, 0.0, 8)
    eager = make_engine("eager", "cuda", batch_size=4).generate(model, prompts, config, tokenizer.pad_token_id)
    compiled = make_engine("compiled", "cuda", batch_size=4)
    assert compiled.generate(model, prompts, config, tokenizer.pad_token_id) == eager  # float32: exact
    with torch.no_grad():
        model.tinylora.global_v.fill_(-0.3)
    moved = compiled.generate(model, prompts, config, tokenizer.pad_token_id)  # same shapes: graphs reused
    assert moved == make_engine("eager", "cuda", batch_size=4).generate(model, prompts, config,
                                                                           tokenizer.pad_token_id)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="the cuda_graph engine records CUDA graphs")
def test_cuda_graph_engine_matches_eager_follows_v_and_records_again_when_weights_move_on_a_gpu(tiny):
    model, tokenizer, prompts = tiny
    model.cuda()
    with torch.no_grad():
        model.tinylora.global_v.fill_(0.3)
    config = sampling_config(model, tokenizer, 0.0, 40)
    engine = make_engine("cuda_graph", "cuda", batch_size=4)

    def eager():
        return make_engine("eager", "cuda", batch_size=4).generate(model, prompts, config, tokenizer.pad_token_id)

    assert engine.generate(model, prompts, config, tokenizer.pad_token_id) == eager()  # float32: exact
    assert engine.fallback is None and engine.decoder.captures == 1
    with torch.no_grad():
        model.tinylora.global_v.fill_(-0.3)
    assert engine.generate(model, prompts, config, tokenizer.pad_token_id) == eager()  # the graph reads the new merge
    assert engine.decoder.captures == 1  # same shape, same addresses: replayed, not recorded again
    utils.release_merged_weights(model)  # the next merge lands at new addresses: the graph must not read the old ones
    assert engine.generate(model, prompts, config, tokenizer.pad_token_id) == eager()
    assert engine.decoder.captures == 2
    sampled = sampling_config(model, tokenizer, 1.0, 40)
    draws = []
    for _ in range(2):
        torch.manual_seed(7)
        draws.append(engine.generate(model, prompts * 4, sampled, tokenizer.pad_token_id))
    assert draws[0] == draws[1] and len({tuple(c) for c in draws[0]}) > 4  # seeded, and really sampled
    model.cpu()


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="the cuda_graph engine records CUDA graphs")
def test_cuda_graph_compaction_and_row_reports_keep_every_answer_on_a_gpu(tiny):
    # Recorded graphs, rows ending early: the rows still decoding move to a slot of half the rows (a graph of its
    # own), every completion is reported once as it ends, and the answers are eager's (float32: exact).
    model, tokenizer, prompts = tiny
    model.cuda()
    config = sampling_config(model, tokenizer, 0.0, 40)
    eager = make_engine("eager", "cuda", batch_size=8)
    free = eager.generate(model, prompts * 2, config, tokenizer.pad_token_id)
    # End tokens: what rows 0-2 say at step 4, minus anything row 3 ever says, so that row 3 (and its copy, row 7)
    # decodes to the end while at least half the rows end early (the precondition of a compaction).
    config.eos_token_id = sorted({ids[3] for ids in free[:3]} - set(free[3]))
    ending = sum(any(t in config.eos_token_id for t in ids) for ids in free)
    assert 4 <= ending < 8, f"{ending} of 8 rows end: the test's end tokens do not set up a compaction"
    expected = make_engine("eager", "cuda", batch_size=8).generate(model, prompts * 2, config, tokenizer.pad_token_id)
    engine = make_engine("cuda_graph", "cuda", batch_size=8, compact=True)
    engine.decoder.min_compact_rows, engine.decoder.check_every = 2, 4
    reported = {}
    out = engine.generate(model, prompts * 2, config, tokenizer.pad_token_id,
                          on_finished=lambda index, ids: reported.setdefault(index, ids))
    assert out == expected and reported == dict(enumerate(out))
    assert min(rows for rows, _, _ in engine.decoder.slots) < 8, "no compaction: the end tokens no longer end rows"
    model.cpu()


def test_the_compiled_engines_static_cache_path_gives_the_same_answers_on_a_cpu(tiny):
    """What the compiled engine runs, minus torch.compile (transformers compiles only on accelerators): a static KV
    cache, prompts left-padded to a bucket, a short batch filled with copies. In float32 its greedy answers are those
    of one prompt at a time, so the bf16 differences measured on a GPU (TECHNICAL_GUIDE 3) are not a wrong position
    or mask from padding."""
    model, tokenizer, prompts = tiny
    config = sampling_config(model, tokenizer, 0.0, 6)
    engine = CompiledEngine(batch_size=3, prompt_bucket=16)  # 4 prompts: batches of 3 and 1 + 2 fillers
    calls = []
    generate = model.generate

    def recording_generate(*args, **kwargs):
        calls.append((kwargs["input_ids"].shape, kwargs["generation_config"].cache_implementation))
        return generate(*args, **kwargs)

    model.generate = recording_generate
    try:
        out = engine.generate(model, prompts, config, tokenizer.pad_token_id)
    finally:
        del model.generate
    assert calls == [(torch.Size([3, 16]), "static")] * 2  # every call one shape: the compiled graph is reused
    assert out == greedy_one_by_one(model, prompts, 6, tokenizer.pad_token_id)
