"""The vllm engine serves a model loaded from a LoRA adapter through vLLM's LoRA support: the LLM is built on the base
model's folder with enable_lora and a max_lora_rank vLLM accepts, and every request carries the adapter.

vLLM is not installed here: a double of vllm.LLM records what it is given (the real one runs in the GPU-only test)."""
import importlib.util
import json
import os
import sys
import types

import pytest
import torch
import trl.trainer.utils  # noqa: F401  before the vLLM double: TRL looks for vLLM when it is first imported
from transformers import GenerationConfig

from tinylora_coder.errors import UsageError
from tinylora_coder.generation.vllm_engine import VllmEngine, vllm_lora_rank, vllm_lora_settings

END = 2


class RecordingLLM:
    """vllm.LLM's constructor, enqueue and engine loop: each request ends at once with [10 + prompt length, END]."""

    made = []

    def __init__(self, model, **kwargs):
        self.model, self.kwargs, self.enqueued, self.running = model, kwargs, [], []
        self.llm_engine = self
        RecordingLLM.made.append(self)

    def enqueue(self, prompts, sampling_params, use_tqdm, lora_request=None):
        self.enqueued.append(lora_request)
        start = len(self.running)
        self.running += [(str(start + i), len(p["prompt_token_ids"])) for i, p in enumerate(prompts)]
        return [request_id for request_id, _ in self.running[start:]]

    def has_unfinished_requests(self):
        return bool(self.running)

    def step(self):
        request_id, length = self.running.pop(0)
        out = types.SimpleNamespace(token_ids=[10 + length, END], logprobs=None)
        return [types.SimpleNamespace(request_id=request_id, finished=True, outputs=[out])]


@pytest.fixture
def fake_vllm(monkeypatch):
    lora = types.ModuleType("vllm.lora.request")
    lora.LoRARequest = lambda name, int_id, path: types.SimpleNamespace(lora_name=name, lora_int_id=int_id,
                                                                        lora_path=path)
    vllm = types.ModuleType("vllm")
    vllm.LLM, vllm.SamplingParams = RecordingLLM, lambda **kwargs: kwargs
    for name, module in (("vllm", vllm), ("vllm.lora", types.ModuleType("vllm.lora")), ("vllm.lora.request", lora)):
        monkeypatch.setitem(sys.modules, name, module)
    for variable in ("MASTER_ADDR", "MASTER_PORT", "RANK", "LOCAL_RANK", "WORLD_SIZE"):  # set by the engine
        # set, then removed: monkeypatch then removes what the engine sets (a bare delenv of a missing variable records
        # nothing, and a WORLD_SIZE left behind made a later test's accelerate start torch.distributed)
        monkeypatch.setenv(variable, "")
        monkeypatch.delenv(variable)
    RecordingLLM.made.clear()
    return RecordingLLM.made


def test_max_lora_rank_is_the_smallest_value_vllm_accepts_above_the_adapters_rank():
    assert [vllm_lora_rank(r) for r in (1, 2, 8, 9, 64, 300, 512)] == [8, 8, 8, 16, 64, 320, 512]
    with pytest.raises(UsageError, match="above vLLM's largest max_lora_rank"):
        vllm_lora_rank(513)
    assert vllm_lora_settings(None) == {}
    with pytest.raises(UsageError, match="lm_head"):
        vllm_lora_settings({"path": "a", "rank": 2, "modules_to_save": ["lm_head"]})


def test_a_lora_model_is_served_on_its_base_folder_with_the_adapter_on_every_request(fake_vllm, tmp_path):
    (tmp_path / "config.json").write_text("{}")
    adapter = {"path": str(tmp_path / "adapter"), "rank": 2, "modules_to_save": []}
    model = types.SimpleNamespace(name_or_path=str(tmp_path), dtype=torch.bfloat16, lora_adapter=adapter)
    engine = VllmEngine()
    config = GenerationConfig(do_sample=True, temperature=1.0, max_new_tokens=4, eos_token_id=END)
    for prompts in ([[1], [1, 1, 1]], [[1, 1]]):  # two calls: one LLM, the adapter on each
        out = engine.generate(model, prompts, config, pad_token_id=0)
        assert out == [[10 + len(p), END] for p in prompts]
    (llm,) = fake_vllm
    assert llm.model == str(tmp_path)  # the base model's folder; the adapter comes with the requests
    assert llm.kwargs["enable_lora"] is True and llm.kwargs["max_lora_rank"] == 8 and llm.kwargs["max_loras"] == 1
    assert len(llm.enqueued) == 2 and all(r.lora_path == adapter["path"] and r.lora_int_id == 1 for r in llm.enqueued)
    other = types.SimpleNamespace(name_or_path=str(tmp_path), dtype=torch.bfloat16,
                                  lora_adapter={**adapter, "path": str(tmp_path / "other")})
    with pytest.raises(ValueError, match="make another engine"):  # one engine, one adapter
        engine.generate(other, [[1]], config, pad_token_id=0)


def test_a_model_without_an_adapter_is_served_without_lora(fake_vllm, tmp_path):
    (tmp_path / "config.json").write_text("{}")
    model = types.SimpleNamespace(name_or_path=str(tmp_path), dtype=torch.bfloat16)
    VllmEngine().generate(model, [[1]], GenerationConfig(max_new_tokens=4, eos_token_id=END), pad_token_id=0)
    (llm,) = fake_vllm
    assert "enable_lora" not in llm.kwargs and llm.enqueued == [None]


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available() or importlib.util.find_spec("vllm") is None,
                    reason="vLLM needs a CUDA GPU and the optional vllm package")
def test_vllm_serves_an_exported_adapter_as_the_merged_model_on_a_gpu(tmp_path, monkeypatch):
    import utils

    tokenizer = utils.load_bundled_tokenizer()  # from the real cache: the GPU machine has no model packages
    monkeypatch.setenv("TINYLORA_CACHE", str(tmp_path / "cache"))
    base = tmp_path / "base"  # head size 64: vLLM's attention kernels do not take the tiny shape's 16
    model = utils.build_tiny_qwen2(vocab_size=len(tokenizer), seed=0, dtype=torch.bfloat16, hidden_size=256,
                                   intermediate_size=512)
    model.generation_config.eos_token_id = list(utils.QWEN_EOS_TOKEN_IDS)
    model.save_pretrained(base)
    tokenizer.save_pretrained(base)
    trained, _ = utils.get_model_and_tokenizer(str(base), use_4bit=False, for_inference=True)
    params = utils.TinyLoRAGlobalParams(8, tying="layer")
    utils.apply_tiny_lora(trained, params, verbose=False)
    with torch.no_grad():
        params.global_v.copy_(torch.randn(params.global_v.shape, generator=torch.Generator().manual_seed(0)))
    utils.save_tiny_lora_checkpoint(str(tmp_path / "tiny_lora_v.pt"), trained, model_path=str(base))
    utils.export_checkpoint(str(tmp_path / "tiny_lora_v.pt"), str(tmp_path / "lora"), "lora", use_4bit=False)
    assert json.load(open(tmp_path / "lora" / "adapter_config.json"))["r"] == 2
    generator = torch.Generator().manual_seed(1)
    prompts = [torch.randint(3, 1000, (12,), generator=generator).tolist() for _ in range(8)]
    config = GenerationConfig(do_sample=False, max_new_tokens=8, eos_token_id=[END])
    loaded, _, info = utils.load_model_for_evaluation(str(tmp_path / "lora"), use_4bit=False)
    assert info["kind"] == "lora"
    engine = VllmEngine(gpu_memory_utilization=0.2, max_model_len=256)
    served = engine.generate(loaded, prompts, config, pad_token_id=0)
    assert engine.lora_request.lora_path == os.path.abspath(tmp_path / "lora")
    # the same model in transformers: the adapter merged into the weights (models/trained.py), and the base alone
    merged = utils.make_engine("eager", "cuda").generate(loaded, prompts, config, pad_token_id=0)
    plain, _ = utils.get_model_and_tokenizer(str(base), use_4bit=False, for_inference=True)
    untrained = utils.make_engine("eager", "cuda").generate(plain, prompts, config, pad_token_id=0)
    # greedy: vLLM with the adapter samples what the merged weights sample (bf16 kernels may break a near-tie), and
    # not what the base model samples
    assert sum(a[:4] == b[:4] for a, b in zip(served, merged)) >= 6, (served, merged)
    assert merged != untrained
