"""vLLM hands each completion on as its request ends (so the judge works while vLLM samples): the vllm engine of
test.py and validate.py, and TRL's colocated vLLM rollouts.

vLLM is not installed here: a small double of vllm.LLM stands in for its request loop (LLM.enqueue, then
LLMEngine.step / has_unfinished_requests / abort_request, with vLLM 0.26's "-<suffix>" request ids); the real one
runs in the GPU-only test of tests/test_vllm_sync.py and in benchmarks/bench_grpo_step.py.
"""
import importlib.util
import logging
import sys
import threading
import types

import pytest
import torch
from transformers import GenerationConfig

from tinylora_coder.generation.engine import GenerationInterrupted
from tinylora_coder.generation.vllm_engine import (VllmEngine, external_request_id, judged_as_they_end,
                                                   stream_requests)

END = 2


class FakeLLM:
    """Requests end one per step, longest prompt first (so finishing order is not request order)."""

    def __init__(self, suffix=True, lose=None):
        self.suffix, self.lose = suffix, lose
        self.llm_engine = self
        self.running, self.aborted, self.counter, self.lora_requests = {}, [], 0, []

    def enqueue(self, prompts, sampling_params, use_tqdm, lora_request=None):
        assert use_tqdm is False
        self.lora_requests.append(lora_request)
        if not isinstance(sampling_params, list):  # one for every prompt, as LLM takes it
            sampling_params = [sampling_params] * len(prompts)
        assert len(sampling_params) == len(prompts)
        ids = []
        for prompt, params in zip(prompts, sampling_params):
            external = str(self.counter)
            self.counter += 1
            self.running[external] = (prompt["prompt_token_ids"], params)
            ids.append(f"{external}-a1b2c3d4" if self.suffix else external)
        return ids

    def has_unfinished_requests(self):
        return bool(self.running)

    def step(self):
        external = max(self.running, key=lambda r: (len(self.running[r][0]), r))
        prompt, params = self.running.pop(external)
        if external == self.lose:
            return []
        tokens = [10 + len(prompt), 11, END, 99][:params["max_tokens"]]  # 99: after the end token
        out = types.SimpleNamespace(token_ids=tokens, logprobs=[{t: types.SimpleNamespace(logprob=-0.1 * t)}
                                                                for t in tokens])
        return [types.SimpleNamespace(request_id=external, finished=True, outputs=[out])]

    def generate(self, prompts, sampling_params=None, use_tqdm=True, **kwargs):
        return "LLM.generate"  # LLM's own, whole-call generate

    def abort_request(self, request_ids):
        self.aborted.extend(request_ids)
        for r in request_ids:
            self.running.pop(r, None)


def test_external_request_id_strips_vllms_suffix_only():
    assert external_request_id("17-1a2b3c4d") == "17" and external_request_id("17") == "17"


@pytest.mark.parametrize("suffix", [True, False])
def test_stream_requests_hands_on_each_request_as_it_ends(suffix):
    llm = FakeLLM(suffix=suffix)
    prompts = [{"prompt_token_ids": [1] * n} for n in (1, 3, 2)]
    seen = []
    stream_requests(llm, prompts, [{"max_tokens": 8}] * 3,
                    lambda i, out: seen.append((i, out.outputs[0].token_ids[0])))
    assert seen == [(1, 13), (2, 12), (0, 11)]  # finishing order, each with its own request's index


def test_stream_requests_aborts_the_rest_on_stop_and_fails_loudly_on_a_lost_request():
    llm, stop = FakeLLM(), threading.Event()
    prompts = [{"prompt_token_ids": [1] * n} for n in (1, 3, 2)]
    with pytest.raises(GenerationInterrupted):
        stream_requests(llm, prompts, [{"max_tokens": 8}] * 3, lambda i, out: stop.set(), stop)
    assert sorted(llm.aborted) == ["0", "2"]  # the caller's ids, for the two requests still running

    with pytest.raises(RuntimeError, match="1 of 3 requests unfinished"):
        stream_requests(FakeLLM(lose="2"), prompts, [{"max_tokens": 8}] * 3, lambda i, out: None)


def test_trls_colocated_rollouts_reach_the_judge_as_their_requests_end_and_llm_is_restored_after():
    llm, seen = FakeLLM(), []
    prompts = [{"prompt_token_ids": [1] * n} for n in (1, 3, 2)]
    with judged_as_they_end(llm, lambda i, ids: seen.append((i, ids))):
        outputs = llm.generate(prompts, sampling_params={"max_tokens": 3}, use_tqdm=False)  # as TRL calls it
    assert [o.request_id for o in outputs] == ["0", "1", "2"]  # request order, as LLM.generate returns them
    assert seen == [(1, [13, 11, END]), (2, [12, 11, END]), (0, [11, 11, END])]  # as they ended
    assert llm.generate(prompts) == "LLM.generate"
    with judged_as_they_end(llm, None):  # no judge pool: LLM's own generate
        assert llm.generate(prompts, sampling_params={"max_tokens": 3}, use_tqdm=False) == "LLM.generate"


def test_a_later_trls_lora_request_streams_and_anything_else_is_named_once():
    """A later TRL passes lora_request= in its colocated call: it goes with every streamed request. An argument the
    stream does not take falls back to LLM's own generate, never silently: a warning, once, names it."""
    llm, seen = FakeLLM(), []
    prompts = [{"prompt_token_ids": [1] * n} for n in (1, 2)]
    with judged_as_they_end(llm, lambda i, ids: seen.append(i)):
        outputs = llm.generate(prompts, sampling_params={"max_tokens": 3}, use_tqdm=False, lora_request="adapter")
    assert len(outputs) == 2 and seen == [1, 0] and llm.lora_requests == ["adapter"]
    warnings, handler = [], logging.Handler()  # caught even where a script set the logger not to propagate
    handler.emit = warnings.append
    logging.getLogger("tinylora.libraries").addHandler(handler)
    try:
        with judged_as_they_end(llm, seen.append):
            for _ in range(2):
                assert llm.generate(prompts, sampling_params={"max_tokens": 3}, use_tqdm=False,
                                    structured_priority=1) == "LLM.generate"
            assert llm.generate(prompts, types.SimpleNamespace(n=2), use_tqdm=False) == "LLM.generate"
    finally:
        logging.getLogger("tinylora.libraries").removeHandler(handler)
    messages = [record.getMessage() for record in warnings]
    assert len(messages) == 2 and "structured_priority" in messages[0] and "n > 1" in messages[1]
    assert "TRL 1.16.x" in messages[0] and seen == [1, 0]  # nothing judged from the fallback calls


def test_vllm_engine_returns_request_order_and_reports_rows_as_they_end(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "vllm", types.SimpleNamespace(SamplingParams=lambda **kwargs: kwargs))
    engine = VllmEngine()
    engine.llm, engine.record_logprobs = FakeLLM(), True
    model = types.SimpleNamespace(name_or_path=str(tmp_path), config=None)
    engine.model_path = str(tmp_path)
    rows, finished = [], []
    config = GenerationConfig(do_sample=True, temperature=1.0, max_new_tokens=4, eos_token_id=END)
    out = engine.generate(model, [[1], [1, 1, 1], [1, 1]], config, pad_token_id=0, on_batch=rows.append,
                          on_finished=lambda i, ids: finished.append((i, ids)))
    assert out == [[11, 11, END], [13, 11, END], [12, 11, END]]  # cut after the end token, in request order
    assert finished == [(1, [13, 11, END]), (2, [12, 11, END]), (0, [11, 11, END])] and rows == [1, 1, 1]
    assert engine.last_logprobs[1] == pytest.approx([-1.3, -1.1, -0.2])


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available() or importlib.util.find_spec("vllm") is None,
                    reason="vLLM needs a CUDA GPU and the optional vllm package")
def test_vllm_engine_reports_every_real_request_once_on_a_gpu(tmp_path):
    import utils

    # head size 64: vLLM's attention kernels do not take the tiny shape's 16
    model = utils.build_tiny_qwen2(vocab_size=256, seed=0, dtype=torch.bfloat16, hidden_size=256,
                                   intermediate_size=512)
    model.save_pretrained(tmp_path)
    model.name_or_path = str(tmp_path)
    engine = VllmEngine(gpu_memory_utilization=0.2, max_model_len=256)
    generator = torch.Generator().manual_seed(0)
    prompts = [torch.randint(3, 256, (int(n),), generator=generator).tolist() for n in range(4, 36, 2)]
    config = GenerationConfig(do_sample=True, temperature=1.0, top_k=0, max_new_tokens=48, eos_token_id=[2, 5, 7])
    reported = {}
    out = engine.generate(model.cuda(), prompts, config, pad_token_id=0,
                          on_finished=lambda i, ids: reported.setdefault(i, []).append(ids))
    assert sorted(reported) == list(range(len(prompts))) and all(len(r) == 1 for r in reported.values())
    assert [reported[i][0] for i in range(len(prompts))] == out
    assert all(0 < len(ids) <= 48 for ids in out)
