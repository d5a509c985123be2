"""The cuda_graph engine's decode loop (tinylora_coder/generation/graph_decode.py) on the CPU, without recording graphs.

The loop is the same code with and without CUDA graphs (capture=False replays the step eagerly), so on a CPU in
float32 it must give generate()'s answers exactly: greedy tokens, end-token handling, positions under left padding,
the processors generate() applies, and the log-probs GRPO recomputes. The recorded path is tested on a GPU in
test_generation.py (it skips without CUDA).
"""
import copy
import logging
import threading

import pytest
import torch
from transformers import GenerationConfig

import utils
from tinylora_coder.generation.completions import make_engine, resolve_engine_name, sampling_config
from tinylora_coder.generation.cuda_graph import CudaGraphEngine
from tinylora_coder.generation.engine import CompiledEngine, GenerationInterrupted, PartialWatch
from tinylora_coder.generation.graph_decode import (KEPT_SHAPES, GraphDecoder, logits_processors,
                                                    prepared_generation_config, sample_next, unsupported_reason)

@pytest.fixture(scope="module")
def tiny(build_tiny_tinylora):
    # a larger initial spread than the default: the tiny model's greedy outputs then vary from token to token
    model, tokenizer = build_tiny_tinylora(initializer_range=0.2)
    prompts = [tokenizer(text, add_special_tokens=False)["input_ids"]
               for text in ("int main() {", "print a + b", "#include <cstdio>\nint x;", "x", "for (int i = 0;")]
    return model, tokenizer, prompts


def engine(**kwargs):
    return CudaGraphEngine(capture=False, **{"batch_size": 3, "prompt_bucket": 16, "check_every": 4, **kwargs})


def eager(model, tokenizer, prompts, config, batch_size=8):
    return make_engine("eager", "cpu", batch_size=batch_size).generate(model, prompts, config, tokenizer.pad_token_id)


def test_auto_picks_the_cuda_graph_engine_on_a_gpu_and_eager_on_a_cpu():
    assert resolve_engine_name("auto", "cuda") == "cuda_graph"
    assert resolve_engine_name("cuda_graph", "cpu") == "eager"  # no CUDA graphs on a CPU: the fallback says so
    assert make_engine("cuda_graph", "cuda").batch_size == 64 and make_engine("cuda_graph", "cuda").prompt_bucket == 128


def test_greedy_answers_are_generates_under_padding_and_filler_rows(tiny):
    model, tokenizer, prompts = tiny
    config = sampling_config(model, tokenizer, 0.0, 12)
    out = engine().generate(model, prompts, config, tokenizer.pad_token_id)  # 5 prompts: batches of 3, 2 + 1 filler
    expected = eager(model, tokenizer, prompts, config, batch_size=1)  # one at a time: no padding at all
    assert out == expected
    assert len({tuple(o) for o in out}) == len(out) and len(set(out[0])) > 3  # not a degenerate model


def test_a_row_stops_at_its_end_token_and_the_loop_at_the_last_one(tiny):
    model, tokenizer, prompts = tiny
    config = sampling_config(model, tokenizer, 0.0, 12)
    free = eager(model, tokenizer, prompts, config)
    ending = free[1][4]  # a token row 1 says fifth: make it an end token
    config.eos_token_id = [ending]
    out = engine().generate(model, prompts, config, tokenizer.pad_token_id)
    assert out == eager(model, tokenizer, prompts, config)
    assert out[1] == free[1][:5]  # cut just after the end token, which is kept

    steps = []
    decoder = GraphDecoder(capture=False, check_every=2)
    ids = torch.tensor([prompts[1]])
    prepared = prepared_generation_config(model, copy.deepcopy(config))
    with utils.tiny_lora_merged(model), torch.no_grad():
        tokens, _ = decoder.decode(model, ids, torch.ones_like(ids), prepared,
                                   logits_processors(model, prepared, "cpu"), tokenizer.pad_token_id, [ending],
                                   monitor=steps.append)
    assert steps == [3, 5]  # checked every 2 steps, stopped at the first check after the end
    assert tokens[0, :5].tolist() == free[1][:5] and set(tokens[0, 5:].tolist()) == {tokenizer.pad_token_id}


def test_sampling_is_seeded_and_follows_generates_processors(tiny):
    model, tokenizer, prompts = tiny
    config = sampling_config(model, tokenizer, 0.8, 10)
    draws = []
    for seed in (1, 1, 2):
        torch.manual_seed(seed)
        draws.append(engine().generate(model, prompts, config, tokenizer.pad_token_id))
    assert draws[0] == draws[1] and draws[0] != draws[2]
    one = copy.deepcopy(config)
    one.top_k = 1  # generate()'s top-k processor, applied by the loop: sampling from one token is greedy
    greedy = eager(model, tokenizer, prompts, sampling_config(model, tokenizer, 0.0, 10))
    assert engine().generate(model, prompts, one, tokenizer.pad_token_id) == greedy


def test_recorded_logprobs_are_those_of_the_processed_scores(tiny, scored_logprobs):
    """What GRPO's training forward recomputes (at T = 1 without filters), and at T = 0.8 with top-k 20 the
    log-softmax of the scores generate() would sample from."""
    model, tokenizer, prompts = tiny
    for temperature, top_k in ((1.0, 0), (0.8, 20)):
        config = sampling_config(model, tokenizer, temperature, 6)
        config.top_k, config.top_p = top_k, 1.0
        sampler = engine()
        sampler.record_logprobs = True
        torch.manual_seed(0)
        out = sampler.generate(model, prompts, config, tokenizer.pad_token_id)
        for prompt, completion, sampled in zip(prompts, out, sampler.last_logprobs):
            expected = scored_logprobs(model, prompt, completion, temperature, top_k)
            torch.testing.assert_close(torch.tensor(sampled), expected, atol=1e-4, rtol=0)


def test_the_draw_follows_the_distribution():
    """The exponential race picks token i with probability p_i (chi-square, 4,000 draws of 5 tokens)."""
    probs = torch.tensor([0.4, 0.3, 0.15, 0.1, 0.05])
    generator_state = torch.random.get_rng_state()
    torch.manual_seed(0)
    tokens = sample_next(torch.log(probs).expand(4000, 5).contiguous(), greedy=False)
    torch.random.set_rng_state(generator_state)
    counts = torch.bincount(tokens, minlength=5).float()
    expected = probs * 4000
    chi_square = float(((counts - expected) ** 2 / expected).sum())
    assert chi_square < 18.47  # the 0.999 quantile of chi-square with 4 degrees of freedom
    assert sample_next(torch.log(probs)[None], greedy=True).tolist() == [0]


def test_settings_the_loop_does_not_cover_go_to_the_compiled_engine(tiny, caplog):
    model, tokenizer, prompts = tiny
    config = sampling_config(model, tokenizer, 0.0, 8)
    config.repetition_penalty = 1.3  # reads the tokens so far, not only the scores
    sampler = engine()
    logger = logging.getLogger("tinylora.generation")  # caught here even if a script set the logger not to propagate
    logger.addHandler(caplog.handler)
    try:
        out = sampler.generate(model, prompts, config, tokenizer.pad_token_id)
    finally:
        logger.removeHandler(caplog.handler)
    assert isinstance(sampler.fallback, CompiledEngine)
    assert "RepetitionPenaltyLogitsProcessor" in caplog.text and "using the compiled engine" in caplog.text
    assert out == eager(model, tokenizer, prompts, config)
    prepared = prepared_generation_config(model, copy.deepcopy(config))
    assert "RepetitionPenalty" in unsupported_reason(model, prepared, logits_processors(model, prepared, "cpu"))
    config.repetition_penalty, config.min_new_tokens = 1.0, 3
    prepared = prepared_generation_config(model, copy.deepcopy(config))
    assert "MinNewTokens" in unsupported_reason(model, prepared, logits_processors(model, prepared, "cpu"))
    plain = prepared_generation_config(model, GenerationConfig(do_sample=True, temperature=0.7, top_p=0.9,
                                                                   max_new_tokens=8))
    assert unsupported_reason(model, plain, logits_processors(model, plain, "cpu")) is None


def test_a_stop_request_interrupts_at_the_next_check(tiny):
    model, tokenizer, prompts = tiny
    sampler = engine(stop_event=threading.Event())
    sampler.stop_event.set()
    with pytest.raises(GenerationInterrupted):
        sampler.generate(model, prompts, sampling_config(model, tokenizer, 0.7, 50), tokenizer.pad_token_id)


def test_caches_are_kept_for_the_last_shapes_only(tiny):
    model, tokenizer, prompts = tiny
    sampler = engine(batch_size=2)
    lengths = [3 + k for k in range(KEPT_SHAPES + 1)] + [3]
    for new_tokens in lengths:
        sampler.generate(model, prompts[:2], sampling_config(model, tokenizer, 0.0, new_tokens),
                         tokenizer.pad_token_id)
    kept = list(sampler.decoder.slots)
    assert [key[2] for key in kept] == lengths[-KEPT_SHAPES:]  # least recently used freed first


def ending_config(model, tokenizer, prompts, new_tokens=16):
    """A greedy config whose end tokens make the rows end at different steps (some early, one never)."""
    config = sampling_config(model, tokenizer, 0.0, new_tokens)
    free = eager(model, tokenizer, prompts, config)
    config.eos_token_id = [free[0][2], free[2][6], free[4][4]]  # three rows end by step 7, two run longer
    return config


def test_compaction_keeps_every_answer(tiny):
    # Rows that ended move out of the batch (the slot halves) while the rest decode on: same answers as without.
    model, tokenizer, prompts = tiny
    config = ending_config(model, tokenizer, prompts)
    plain = engine(batch_size=5).generate(model, prompts, config, tokenizer.pad_token_id)
    compacting = engine(batch_size=5, check_every=2, compact=True)
    compacting.decoder.min_compact_rows = 1
    out = compacting.generate(model, prompts, config, tokenizer.pad_token_id)
    assert out == plain == eager(model, tokenizer, prompts, config, batch_size=1)
    row_counts = sorted({key[0] for key in compacting.decoder.slots})
    assert row_counts[0] < 5, "no compaction happened: the test's end tokens no longer end rows early"


def test_finished_rows_are_reported_once_as_they_end(tiny):
    model, tokenizer, prompts = tiny
    config = ending_config(model, tokenizer, prompts)
    seen, steps_at_report = {}, {}
    sampler = engine(batch_size=5, check_every=2)
    steps = []
    sampler.decoder.check_every = 2

    def on_finished(index, ids):
        assert index not in seen, "a completion was reported twice"
        seen[index] = ids
        steps_at_report[index] = len(steps)

    original = sampler.decoder._decode_step

    def counting_step(*args):
        steps.append(1)
        return original(*args)

    sampler.decoder._decode_step = counting_step
    out = sampler.generate(model, prompts, config, tokenizer.pad_token_id, on_finished=on_finished)
    assert seen == dict(enumerate(out))
    early = [i for i, ids in enumerate(out) if ids[-1] in config.eos_token_id and len(ids) < 8]
    assert early, "the test's end tokens no longer end a row early"
    assert all(steps_at_report[i] < len(steps) for i in early), "an early row was only reported at the end"


def test_watched_tokens_show_rows_still_decoding_with_their_tokens_so_far(tiny):
    # A PartialWatch sees, at each check but the last, every row still decoding that chose a watched token since
    # the previous check, with its tokens so far, through compaction too; ended rows and filler rows never; the
    # answers do not change. Watching every token: a row is shown at each check it is still decoding at.
    model, tokenizer, prompts = tiny
    config = ending_config(model, tokenizer, prompts)
    plain = engine(batch_size=3, check_every=2).generate(model, prompts, config, tokenizer.pad_token_id)
    calls = []
    sampler = engine(batch_size=3, check_every=2, compact=True)  # 5 prompts: a second batch with a filler row
    sampler.decoder.min_compact_rows = 1
    watch = PartialWatch(list(range(len(tokenizer))), lambda index, ids: calls.append((index, ids)))
    out = sampler.generate(model, prompts, config, tokenizer.pad_token_id, on_partial=watch)
    assert out == plain
    assert sorted({key[0] for key in sampler.decoder.slots})[0] < 3, "no compaction happened"
    checks = range(1, config.max_new_tokens, 2)  # steps done at each check before the last
    for index, answer in enumerate(out):
        shown = [len(ids) for i, ids in calls if i == index]
        # a row that ended at step k is done at every check from k on
        assert shown == [done for done in checks if done < len(answer) or answer[-1] not in config.eos_token_id], \
            (index, shown, len(answer))
    for index, ids in calls:
        assert index < len(prompts) and ids == out[index][:len(ids)]
    # only rows that chose a watched token are shown: one token watched, each row shown at most as often as it has it
    calls.clear()
    token = plain[0][0]
    sampler.generate(model, prompts, config, tokenizer.pad_token_id,
                     on_partial=PartialWatch([token], lambda index, ids: calls.append((index, ids))))
    assert calls and all(token in ids for _, ids in calls)
    assert all(sum(1 for i, _ in calls if i == index) <= out[index].count(token) for index in range(len(out)))
    # engines without the loop ignore the watch
    eager_calls = []
    make_engine("eager", "cpu").generate(model, prompts, config, tokenizer.pad_token_id,
                                         on_partial=PartialWatch([token], lambda *a: eager_calls.append(a)))
    assert not eager_calls
