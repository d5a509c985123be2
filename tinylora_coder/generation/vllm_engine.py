"""The vllm engine (optional, requirements-vllm.txt; CUDA only), and the checks that run before vLLM is imported.

vLLM itself is imported only on the engine's first call: importing this module never loads it.
"""

import contextlib
import importlib.util
import logging
import os
import time

import torch

from ..config import VLLM_REQUIREMENTS
from ..errors import UsageError
from ..library_boundary import llm_generate_replaced
from ..models.folders import vllm_lora_rank
from ..tinylora.merge import merged_named_parameters
from .engine import GPU_BATCH_ROWS, GenerationEngine, GenerationInterrupted, cut_at_end, end_token_ids

logger = logging.getLogger("tinylora.generation")


# What transformers' generate() uses for a sampling setting the GenerationConfig leaves unset (None).
HF_SAMPLING_DEFAULTS = {"temperature": 1.0, "top_p": 1.0, "top_k": 50, "min_p": 0.0, "repetition_penalty": 1.0}


def check_vllm_usable(option):
    """Raise a one-line UsageError when `option` ("--use_vllm", ...) cannot run here. Never imports vllm.

    vLLM needs a CUDA GPU and the optional dependency of requirements-vllm.txt.
    """
    if not torch.cuda.is_available():
        raise UsageError(f"{option} needs a CUDA GPU: vLLM does not run on this CPU-only machine")
    if importlib.util.find_spec("vllm") is None:
        raise UsageError(f"{option} needs vLLM, which is not installed: pip install -r {VLLM_REQUIREMENTS}")


def vllm_lora_settings(adapter):
    """LLM(...)'s LoRA arguments for a model loaded from a LoRA adapter (models/trained.py's model.lora_adapter):
    {} without one. An adapter that also saves whole modules (modules_to_save) is refused: vLLM's LoRA layers hold
    only the low-rank update."""
    if adapter is None:
        return {}
    if adapter.get("modules_to_save"):
        raise UsageError(f"LoRA adapter {adapter['path']} also trains whole modules "
                         f"({', '.join(adapter['modules_to_save'])}), which vLLM's LoRA support cannot serve: "
                         "name another --generation_engine")
    return {"enable_lora": True, "max_lora_rank": vllm_lora_rank(adapter["rank"]), "max_loras": 1}


def vllm_sampling_kwargs(generation_config, seed=None):
    """Arguments of vllm.SamplingParams that sample as transformers' generate() does with `generation_config`.

    Settings left unset take generate()'s defaults (HF_SAMPLING_DEFAULTS: top_k 50, ...); do_sample False is
    greedy (temperature 0). Stops at the config's end tokens (the end token is kept in the output, as with
    generate()); token ids only, no detokenisation (the caller decodes with its own tokenizer).
    """

    def setting(name):
        value = getattr(generation_config, name, None)
        return HF_SAMPLING_DEFAULTS[name] if value is None else value

    kwargs = {"n": 1, "max_tokens": generation_config.max_new_tokens, "seed": seed, "detokenize": False,
              "stop_token_ids": end_token_ids(generation_config),
              "repetition_penalty": float(setting("repetition_penalty"))}
    if generation_config.do_sample:
        kwargs.update(temperature=float(setting("temperature")), top_p=float(setting("top_p")),
                      top_k=int(setting("top_k")), min_p=float(setting("min_p")))  # top_k 0: off, in both
    else:
        kwargs["temperature"] = 0.0  # vLLM's greedy decoding
    return kwargs


class VllmEngine(GenerationEngine):
    """vLLM sampling for test.py and validate.py (optional: requirements-vllm.txt; CUDA only; their auto picks it
    where it can serve the model, completions.evaluation_engine_name).

    On the first call a vllm.LLM is built, once, from the model's folder (`model.name_or_path`: the base model in
    Hugging Face format that the transformers model was loaded from; a GGUF file cannot be served), in the
    model's dtype, without a tokenizer (prompts go in as token ids, completions come back as token ids). The LLM
    is set up as TRL 1.16 sets up its colocated vLLM: an in-process engine (distributed_executor_backend=
    "external_launcher", in a one-process torch.distributed group), so that its model object is reachable.

    For a TinyLoRA model, the LLM then receives merge.merged_named_parameters(model): W + dW of every TinyLoRA
    layer under the plain model's names ("...q_proj.weight"), computed in float32 and rounded once to the served
    dtype, and every other parameter unchanged; pushed one tensor at a time through
    llm.llm_engine.model_executor.driver_worker.model_runner.model.load_weights, as TRL's weight sync does, after
    which the prefix cache is reset. They are pushed again whenever v has changed since the last call. A model
    without TinyLoRA is served with the folder's own weights. 4-bit models cannot be served (W + dW has no NF4
    form): load with --no_quant.

    A model loaded from a LoRA adapter folder (models/trained.py sets `model.lora_adapter`) is served through vLLM's
    LoRA support instead: the LLM is built on the base model's folder with enable_lora=True and a max_lora_rank
    holding the adapter's rank (vllm_lora_settings), and every request carries a vllm.lora.request.LoRARequest
    naming the adapter's folder, so vLLM applies the adapter as trained.

    Sampling: one request per prompt row, with vllm_sampling_kwargs(generation_config) and a seed of its own,
    drawn from torch's random stream (generate_completions seeds it, so a run repeats for the same seed, model and
    vLLM build; vLLM's kernels differ from transformers', so its samples are not those of the other engines).
    Completions are handed to on_finished as their requests end (stream_requests), so the judge works while vLLM
    samples. `batch_size` is unused (vLLM schedules its own batches); a stop request aborts the call's requests.

    Written against vLLM 0.26's API (vllm.LLM, SamplingParams, the v1 LLMEngine); run on an H100 with vLLM 0.26.0
    (benchmarks/results/vllm/2026-11-23_h100.json).
    """

    name = "vllm"

    def __init__(self, batch_size=GPU_BATCH_ROWS, gpu_memory_utilization=0.5, max_model_len=None, **kwargs):
        super().__init__(batch_size=batch_size, **kwargs)
        self.gpu_memory_utilization = gpu_memory_utilization  # share of the GPU for vLLM (weights + KV cache)
        self.max_model_len = max_model_len  # None: the model's context length
        self.llm = None
        self.model_path = None
        self.dtype = None
        self.pushed_v = None  # the v whose W + dW the LLM holds (None: the folder's weights)
        self.lora_request = None  # the adapter every request carries, for a model loaded from a LoRA adapter

    def generate(self, model, prompt_ids, generation_config, pad_token_id, on_batch=None, on_finished=None,
                 on_partial=None):  # on_partial: not used (GenerationEngine.generate)
        from vllm import SamplingParams

        if self.stop_event is not None and self.stop_event.is_set():
            raise GenerationInterrupted("generation stopped on request")
        started = time.perf_counter()
        llm = self._llm_for(model)
        self._push_weights(model)
        seeds = torch.randint(0, 2**31 - 1, (len(prompt_ids),)).tolist()
        extra = {"logprobs": 0} if self.record_logprobs else {}  # 0: the sampled token's log-prob only
        params = [SamplingParams(**vllm_sampling_kwargs(generation_config, seed), **extra) for seed in seeds]
        end_ids = end_token_ids(generation_config)
        completions, logprobs = [None] * len(prompt_ids), [None] * len(prompt_ids)

        def finished(index, request_output):
            output = request_output.outputs[0]
            ids = cut_at_end(list(output.token_ids), end_ids)
            completions[index] = ids
            if self.record_logprobs:  # processed log-probs (after temperature, top-k/top-p), as the other engines
                logprobs[index] = [step[token].logprob for token, step in zip(ids, output.logprobs)]
            if on_batch is not None:
                on_batch(1)
            if on_finished is not None:
                on_finished(index, ids)

        stream_requests(llm, [{"prompt_token_ids": list(ids)} for ids in prompt_ids], params, finished,
                        self.stop_event, lora_request=self.lora_request)
        self.last_logprobs = logprobs if self.record_logprobs else None
        if self.first_call_seconds is None:
            self.first_call_seconds = time.perf_counter() - started
            logger.info("vllm engine: first call took %.1f s (engine start included)", self.first_call_seconds)
        return completions

    def _llm_for(self, model):
        path = getattr(model, "name_or_path", None) or getattr(model.config, "name_or_path", None) or ""
        adapter = getattr(model, "lora_adapter", None)
        if self.llm is not None:
            served_adapter = self.lora_request.lora_path if self.lora_request is not None else None
            if os.path.abspath(path) != self.model_path or (adapter and adapter["path"]) != served_adapter:
                raise ValueError(f"this vllm engine serves {self.model_path} (adapter {served_adapter}), not {path} "
                                 f"(adapter {adapter and adapter['path']}): make another engine")
            return self.llm
        if not os.path.isfile(os.path.join(path, "config.json")):
            raise UsageError(f"generation engine 'vllm' loads the base model from its folder in Hugging Face format; "
                             f"{path!r} is not one (GGUF files cannot be served)")
        lora_settings = vllm_lora_settings(adapter)
        from trl.trainer import ensure_master_addr_port
        from vllm import LLM

        for key, value in (("RANK", "0"), ("LOCAL_RANK", "0"), ("WORLD_SIZE", "1")):
            os.environ.setdefault(key, value)  # what external_launcher reads (a torchrun launch sets them itself)
        ensure_master_addr_port()
        self.dtype = model.dtype
        self.llm = LLM(model=path, dtype=str(self.dtype).removeprefix("torch."), skip_tokenizer_init=True,
                       gpu_memory_utilization=self.gpu_memory_utilization, max_model_len=self.max_model_len,
                       distributed_executor_backend="external_launcher", seed=0,
                       logprobs_mode="processed_logprobs",  # log-probs after temperature and top-k/top-p, as TRL
                       max_num_batched_tokens=4096,  # as TRL: vLLM's memory profiler misjudges larger values
                       **lora_settings)
        self.model_path = os.path.abspath(path)
        if adapter is not None:
            from vllm.lora.request import LoRARequest

            # (name, id, path): the id is vLLM's key for the adapter and must be positive
            self.lora_request = LoRARequest("trained_adapter", 1, adapter["path"])
        return self.llm

    def _push_weights(self, model):
        params = getattr(model, "tinylora", None)
        if params is None:
            return
        v = params.global_v.detach().float().cpu().clone()
        if self.pushed_v is not None and torch.equal(v, self.pushed_v):
            return
        served = self.llm.llm_engine.model_executor.driver_worker.model_runner.model
        for name, tensor in merged_named_parameters(model, dtype=self.dtype):
            served.load_weights([(name, tensor)])
        self.llm.reset_prefix_cache()  # cached prompt states were computed with the previous weights
        self.pushed_v = v


def stream_requests(llm, prompts, params, finished, stop_event=None, lora_request=None):
    """Run `prompts` on a vllm.LLM, calling finished(index, RequestOutput) as each request ends.

    LLM.generate returns only when the last request has ended: test.py's 6,656 completions would then all wait for
    the judge at once. This is generate's own loop (LLM.enqueue, then LLMEngine.step until nothing is unfinished),
    with each finished request handed on at once. A set stop_event aborts the requests still running and raises
    GenerationInterrupted. A lora_request (vllm.lora.request.LoRARequest) goes with every request.
    """
    adapter = {} if lora_request is None else {"lora_request": lora_request}
    request_ids = llm.enqueue(prompts, sampling_params=params, use_tqdm=False, **adapter)
    # vLLM 0.26 returns the ids it made unique ("17-1a2b3c4d"); outputs and abort_request use the caller's ("17").
    index_of = {external_request_id(request_id): index for index, request_id in enumerate(request_ids)}
    engine = llm.llm_engine
    while index_of and engine.has_unfinished_requests():
        if stop_event is not None and stop_event.is_set():
            engine.abort_request(list(index_of))
            raise GenerationInterrupted("generation stopped on request")
        for output in engine.step():
            if output.finished and output.request_id in index_of:
                finished(index_of.pop(output.request_id), output)
    if index_of:
        raise RuntimeError(f"vLLM ended with {len(index_of)} of {len(request_ids)} requests unfinished")


def external_request_id(request_id):
    """The caller's request id of an id LLM.enqueue returned: vLLM >= 0.12 appends "-" and 8 random characters
    (InputProcessor.assign_request_id); LLM's own ids are counters, so anything after a "-" is that suffix."""
    return str(request_id).split("-", 1)[0]


@contextlib.contextmanager
def judged_as_they_end(llm, on_finished):
    """Within the block, llm.generate streams (stream_requests): on_finished(index, completion token ids) as each
    request ends, and the RequestOutputs returned in request order, as LLM.generate returns them; a LoRA request TRL
    passes goes with every request.

    For TRL's colocated vLLM rollouts (one request per row, n = 1), whose VLLMGeneration calls llm.generate once a
    round: without this the judge pool got a round's programs only after its last row. A call carrying what the
    stream does not take is LLM's own, with a warning (library_boundary.llm_generate_replaced). on_finished None:
    unchanged.
    """
    if on_finished is None:
        yield
        return

    def streamed(prompts, sampling_params, lora_request):
        outputs = [None] * len(prompts)

        def finished(index, request_output):
            outputs[index] = request_output
            on_finished(index, list(request_output.outputs[0].token_ids))

        stream_requests(llm, prompts, sampling_params, finished, lora_request=lora_request)
        return outputs

    with llm_generate_replaced(llm, streamed):
        yield
