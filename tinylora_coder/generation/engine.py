"""Sampling completions: one engine interface for rollouts (GRPO), test.py and validate.py.

Engines:
  eager       generate() on a dynamic KV cache: the reference path, and the fastest on CPU.
  compiled    generate() on a static KV cache, whose decode step transformers compiles with torch.compile and
              replays as CUDA graphs. Shapes are kept few so it compiles once or twice per run: prompts are
              left-padded to a multiple of `prompt_bucket` tokens and every call has the same number of rows
              (a short last batch is filled with copies whose outputs are dropped).
  cuda_graph  the project's own decode loop (graph_decode.py) on the same static cache and shapes: the whole step
              (forward, generate()'s logits processors, sampling) compiled and recorded as one CUDA graph, replayed
              without the host waiting between steps. 1.7x the compiled engine on an H100 (TECHNICAL_GUIDE 3).
              Settings it does not cover (a repetition penalty, ...) go to the compiled engine.
  continuous  generate_batch(): transformers' continuous batching (paged attention, CUDA graphs on GPU).
  vllm        vLLM (optional, requirements-vllm.txt; CUDA only): a vllm.LLM built once from the model's folder, fed
              W + dW after each change of v. Chosen only by name, never by "auto"; see VllmEngine.
"auto" picks cuda_graph on CUDA and eager elsewhere. The TinyLoRA update is folded into the weights while
sampling (merge.tiny_lora_merged), in place at fixed addresses, so a compiled decode follows every new v.

Sampling is seeded through a private RNG state (torch.random.fork_rng): generating never disturbs the global
random stream of the caller (GRPO rollouts after a validation do not replay the same samples).
"""

import copy
import importlib.util
import logging
import math
import os
import time

import torch
from tqdm.auto import tqdm
from transformers import StoppingCriteria, StoppingCriteriaList

from .config import EVAL_BATCH_SIZE, EVAL_SEED, EVAL_TEMPERATURE, GENERATION_ENGINES, VLLM_REQUIREMENTS
from .errors import UsageError
from .graph_decode import (CHECK_EVERY, GraphDecoder, logits_processors, prepared_generation_config,
                           unsupported_reason)
from .merge import merged_named_parameters, tiny_lora_merged
from .prompts import apply_chat_template

logger = logging.getLogger("tinylora.generation")

PROMPT_BUCKET = 128  # compiled engine: prompt widths are rounded up to a multiple of this many tokens
GPU_BATCH_ROWS = 64  # sequences per generate() call on a GPU (prompts x samples)


class GenerationInterrupted(Exception):
    """Raised inside generation when a stop was requested (Ctrl-C in train_rl.py); nothing partial is returned."""


def resolve_engine_name(name, device):
    """The engine to use for `name` on `device`: auto -> cuda_graph on CUDA, eager elsewhere.

    compiled and cuda_graph need CUDA (compiled decode steps, CUDA graphs); asked for on a CPU they fall back to
    eager with a note. continuous runs anywhere. vllm needs CUDA and is never picked by auto (an optional
    dependency, and no 4-bit weights).
    """
    if name not in GENERATION_ENGINES:
        raise ValueError(f"unknown generation engine {name!r}; choose one of {', '.join(GENERATION_ENGINES)}")
    on_cuda = torch.device(device).type == "cuda"
    if name == "auto":
        return "cuda_graph" if on_cuda else "eager"
    if name == "vllm" and not on_cuda:
        raise UsageError(f"generation engine 'vllm' needs a CUDA GPU; {device} has none")
    if name in ("compiled", "cuda_graph") and not on_cuda:
        logger.warning("generation engine %r needs a CUDA GPU; using 'eager' on %s", name, device)
        return "eager"
    return name


def bucketed_width(width, bucket):
    """`width` rounded up to a multiple of `bucket` up to 4 buckets, then to the next of 6, 8, 12, 16, 24, 32, ...
    buckets (bucket <= 1: unchanged). Each width is one more compiled shape: test.py on 99 long contest statements
    hit torch's recompile limit with one shape per 128 tokens (issue 23)."""
    if bucket <= 1:
        return width
    if width <= 4 * bucket:
        return max(bucket, int(math.ceil(width / bucket) * bucket))
    size, grow_by_half = 4 * bucket, True
    while size < width:  # x1.5, then x4/3, ...: 4, 6, 8, 12, 16, 24, 32, ... buckets
        size = size * 3 // 2 if grow_by_half else size * 4 // 3
        grow_by_half = not grow_by_half
    return size


def batch_rows(rows, batch_size, fixed):
    """Split range(rows) into chunks of batch_size; with `fixed`, report how many filler rows each chunk needs
    so that every call has exactly batch_size rows. Returns [(row indices, filler count)]."""
    chunks = []
    for start in range(0, rows, batch_size):
        indices = list(range(start, min(rows, start + batch_size)))
        chunks.append((indices, batch_size - len(indices) if fixed else 0))
    return chunks


def left_padded(batch, width, pad_token_id):
    """(input_ids, attention_mask) of shape (len(batch), width) for lists of token ids, padded on the left."""
    input_ids = torch.full((len(batch), width), pad_token_id, dtype=torch.long)
    attention_mask = torch.zeros((len(batch), width), dtype=torch.long)
    for row, ids in enumerate(batch):
        input_ids[row, width - len(ids):] = torch.tensor(ids, dtype=torch.long)
        attention_mask[row, width - len(ids):] = 1
    return input_ids, attention_mask


class GenerationMonitor(StoppingCriteria):
    """Called by generate() after every decode step: advances a progress bar and honours a stop request.

    It never stops a sequence itself (returns all False), so it changes no output; a set `stop_event` raises
    GenerationInterrupted at the next step, i.e. within one decode step of Ctrl-C.
    """

    def __init__(self, bar=None, stop_event=None):
        self.bar = bar
        self.stop_event = stop_event

    def __call__(self, input_ids, scores, **kwargs):
        if self.stop_event is not None and self.stop_event.is_set():
            raise GenerationInterrupted("generation stopped on request")
        if self.bar is not None:
            self.bar.update(1)
        return torch.zeros(input_ids.shape[0], dtype=torch.bool, device=input_ids.device)


class GenerationEngine:
    """Samples completions for lists of prompt token ids with a GenerationConfig (sampling settings untouched).

    generate() returns, per prompt, the completion's token ids up to and including the first end token (or
    max_new_tokens ids when it never ended), the format GRPOTrainer expects.
    """

    name = "eager"
    fixed_rows = False  # every call exactly batch_size rows (a short batch filled with copies): static shapes
    reports_rows = True  # _batched calls on_finished as rows end (else generate() does, once all are done)
    on_finished = None

    def __init__(self, batch_size=EVAL_BATCH_SIZE, prompt_bucket=1, stop_event=None, show_progress=False,
                 min_prompt_width=0, compact=False):
        self.batch_size = max(1, int(batch_size))
        # cuda_graph only: rows that ended leave the batch (graph_decode compaction). Worth it for GRPO rounds, whose
        # shapes are fixed for the run; evaluation's many prompt widths would each compile every row count.
        self.compact = compact
        self.prompt_bucket = prompt_bucket
        # Prompts are left-padded to at least this width; a trainer sets it to its longest prompt so that every
        # rollout has the same shapes (a compiled decode then compiles once per run).
        self.min_prompt_width = min_prompt_width
        self.stop_event = stop_event
        self.show_progress = show_progress
        self.first_call_seconds = None  # the first call's time (compilation included), logged once
        # With record_logprobs, each call also leaves in last_logprobs the sampling log-probability of every
        # completion token (log-softmax of the processed scores: logits / temperature and any top-k/top-p), the
        # quantity GRPO's training forward recomputes; used to measure how far the two are apart.
        self.record_logprobs = False
        self.last_logprobs = None

    def generate(self, model, prompt_ids, generation_config, pad_token_id, on_batch=None, on_finished=None):
        """Completion token ids per prompt; on_batch(n) is called as each group of n prompts is done, and
        on_finished(prompt index, completion ids) as soon as a completion is final (the cuda_graph engine: within
        check_every decode steps of its end token; the others: when its batch is done), so that the caller can
        start judging it while other rows still decode."""
        started = time.perf_counter()
        self.on_finished = on_finished
        with tiny_lora_merged(model), torch.no_grad():
            completions = self._generate(model, prompt_ids, generation_config, pad_token_id,
                                         on_batch or (lambda count: None))
        if on_finished is not None and not self.reports_rows:
            for index, ids in enumerate(completions):
                on_finished(index, ids)
        if self.first_call_seconds is None:
            self.first_call_seconds = time.perf_counter() - started
            if self.name != "eager":
                logger.info("%s engine: first call took %.1f s (compilation included)", self.name,
                            self.first_call_seconds)
        return completions

    def _progress(self, total):
        return tqdm(total=total, desc="decoding", unit="tok", leave=False, disable=not self.show_progress)

    def _generate(self, model, prompt_ids, generation_config, pad_token_id, on_batch):
        config = copy.deepcopy(generation_config)
        config.pad_token_id = pad_token_id
        config.output_scores = config.return_dict_in_generate = self.record_logprobs
        self._configure(config)

        def decode(input_ids, attention_mask, bar, report):
            output = model.generate(input_ids=input_ids, attention_mask=attention_mask, generation_config=config,
                                    stopping_criteria=StoppingCriteriaList([GenerationMonitor(bar, self.stop_event)]))
            generated = (output.sequences if self.record_logprobs else output)[:, input_ids.shape[1]:]
            if not self.record_logprobs:
                return generated, None
            # (rows, steps): log-prob of each chosen token under the sampling scores
            chosen = [torch.log_softmax(step.float(), dim=-1).gather(-1, generated[:, t:t + 1])[:, 0]
                      for t, step in enumerate(output.scores)]
            return generated, torch.stack(chosen, dim=1)

        return self._batched(model, prompt_ids, config, pad_token_id, on_batch, decode)

    def _batched(self, model, prompt_ids, config, pad_token_id, on_batch, decode):
        """Sort the prompts longest first, left-pad them in batches of batch_size rows (filled up to batch_size with
        copies for the fixed-shape engines) and cut each output after its end token; decode(input_ids,
        attention_mask, bar, report) returns the new tokens and, with record_logprobs, their log-probs, and may
        call report(batch rows, their new tokens) as rows end. Every completion goes to on_finished once."""
        end_ids = end_token_ids(config)
        device = next(model.parameters()).device
        order = sorted(range(len(prompt_ids)), key=lambda i: -len(prompt_ids[i]))  # longest first: OOM shows at once
        results = [None] * len(prompt_ids)
        logprobs = [None] * len(prompt_ids) if self.record_logprobs else None
        for chunk, filler in batch_rows(len(order), self.batch_size, self.fixed_rows):
            rows = [order[i] for i in chunk]
            batch = [prompt_ids[r] for r in rows] + [prompt_ids[rows[-1]]] * filler
            width = bucketed_width(max(self.min_prompt_width, *(len(ids) for ids in batch)), self.prompt_bucket)
            input_ids, attention_mask = left_padded(batch, width, pad_token_id)
            reported = set()

            def report(batch_rows_done, tokens):
                for row, ids in zip(batch_rows_done, tokens.tolist()):
                    if row < len(rows) and row not in reported:
                        reported.add(row)
                        results[rows[row]] = cut_at_end(ids, end_ids)
                        if self.on_finished is not None:
                            self.on_finished(rows[row], results[rows[row]])

            with self._progress(config.max_new_tokens) as bar:
                generated, chosen = decode(input_ids.to(device), attention_mask.to(device), bar, report)
            generated, chosen = generated.cpu(), None if chosen is None else chosen.cpu()
            report(range(len(rows)), generated[:len(rows)])
            for row, r in enumerate(rows):
                if logprobs is not None:
                    logprobs[r] = chosen[row, :len(results[r])].tolist()
            on_batch(len(rows))
        self.last_logprobs = logprobs
        return results

    def _configure(self, config):
        config.cache_implementation = None
        config.disable_compile = True


class CompiledEngine(GenerationEngine):
    """generate() with a static cache: transformers compiles the decode step (CUDA graphs) once per shape."""

    name = "compiled"
    fixed_rows = True

    def __init__(self, batch_size=GPU_BATCH_ROWS, prompt_bucket=PROMPT_BUCKET, **kwargs):
        super().__init__(batch_size=batch_size, prompt_bucket=prompt_bucket, **kwargs)

    def _configure(self, config):
        config.cache_implementation = "static"
        config.disable_compile = False


class CudaGraphEngine(GenerationEngine):
    """The project's decode loop (graph_decode.GraphDecoder): a static cache, each decode step one CUDA graph replay
    (forward, generate()'s own logits processors, sampling), the host checking for end tokens every 32 steps.

    Settings the loop does not cover (a repetition penalty, min_new_tokens, ...; see graph_decode.unsupported_reason)
    go to the compiled engine, with a note the first time. `capture=False` runs the same loop without graphs
    (CPU tests).
    """

    name = "cuda_graph"
    fixed_rows = True

    def __init__(self, batch_size=GPU_BATCH_ROWS, prompt_bucket=PROMPT_BUCKET, capture=True,
                 check_every=CHECK_EVERY, **kwargs):
        super().__init__(batch_size=batch_size, prompt_bucket=prompt_bucket, **kwargs)
        self.decoder = GraphDecoder(capture=capture, check_every=check_every)
        self.fallback = None  # the compiled engine, made the first time a setting needs it
        self._noted = set()

    def _generate(self, model, prompt_ids, generation_config, pad_token_id, on_batch):
        config = copy.deepcopy(generation_config)
        config.pad_token_id = pad_token_id
        prepared = prepared_generation_config(model, config)
        processors = None if prepared is None else logits_processors(model, prepared, next(model.parameters()).device)
        reason = unsupported_reason(model, prepared, processors)
        if reason is not None:
            if reason not in self._noted:
                self._noted.add(reason)
                logger.warning("cuda_graph engine: %s; using the compiled engine", reason)
            if self.fallback is None:
                self.fallback = CompiledEngine(batch_size=self.batch_size, prompt_bucket=self.prompt_bucket,
                                               stop_event=self.stop_event, show_progress=self.show_progress,
                                               min_prompt_width=self.min_prompt_width)
            self.fallback.record_logprobs = self.record_logprobs
            self.fallback.on_finished = self.on_finished
            completions = self.fallback._generate(model, prompt_ids, generation_config, pad_token_id, on_batch)
            self.last_logprobs = self.fallback.last_logprobs
            return completions

        def decode(input_ids, attention_mask, bar, report):
            def monitor(steps_done):
                bar.update(steps_done - bar.n)
                if self.stop_event is not None and self.stop_event.is_set():
                    raise GenerationInterrupted("generation stopped on request")

            return self.decoder.decode(model, input_ids, attention_mask, prepared, processors, pad_token_id,
                                       end_token_ids(prepared), monitor=monitor,
                                       on_rows_done=report if self.on_finished is not None else None,
                                       compact=self.compact)

        return self._batched(model, prompt_ids, prepared, pad_token_id, on_batch, decode)


class ContinuousEngine(GenerationEngine):
    """transformers' continuous batching (generate_batch): requests join and leave the batch as they finish."""

    name = "continuous"
    reports_rows = False

    def __init__(self, use_cuda_graph=None, **kwargs):
        super().__init__(**kwargs)
        self.use_cuda_graph = use_cuda_graph  # None: on a GPU (measured 2x faster there, NOTES 2026-11-23)

    def _generate(self, model, prompt_ids, generation_config, pad_token_id, on_batch):
        from transformers import ContinuousBatchingConfig

        config = copy.deepcopy(generation_config)
        config.pad_token_id = pad_token_id
        end_ids = end_token_ids(config)
        on_gpu = next(model.parameters()).is_cuda
        use_cuda_graph = on_gpu if self.use_cuda_graph is None else self.use_cuda_graph
        cb_config = ContinuousBatchingConfig(use_cuda_graph=use_cuda_graph)
        if self.stop_event is not None and self.stop_event.is_set():
            raise GenerationInterrupted("generation stopped on request")
        outputs = model.generate_batch([list(ids) for ids in prompt_ids], generation_config=config,
                                       continuous_batching_config=cb_config, progress_bar=self.show_progress)
        on_batch(len(prompt_ids))
        return [cut_at_end(list(out.generated_tokens), end_ids) for out in outputs.values()]  # in input order


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
    """vLLM sampling for test.py and validate.py (optional: requirements-vllm.txt; CUDA only; never chosen by auto).

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

    Sampling: one request per prompt row, with vllm_sampling_kwargs(generation_config) and a seed of its own,
    drawn from torch's random stream (generate_completions seeds it, so a run repeats for the same seed, model and
    vLLM build; vLLM's kernels differ from transformers', so its samples are not those of the other engines).
    `batch_size` is unused (vLLM schedules its own batches); a stop request is honoured before a call only.

    Written against vLLM 0.26's API (vllm.LLM, SamplingParams, the v1 LLMEngine); run on an H100 with vLLM 0.26.0
    (benchmarks/results/vllm_real_0.5b.json).
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

    def generate(self, model, prompt_ids, generation_config, pad_token_id, on_batch=None, on_finished=None):
        from vllm import SamplingParams

        if self.stop_event is not None and self.stop_event.is_set():
            raise GenerationInterrupted("generation stopped on request")
        started = time.perf_counter()
        llm = self._llm_for(model)
        self._push_weights(model)
        seeds = torch.randint(0, 2**31 - 1, (len(prompt_ids),)).tolist()
        extra = {"logprobs": 0} if self.record_logprobs else {}  # 0: the sampled token's log-prob only
        params = [SamplingParams(**vllm_sampling_kwargs(generation_config, seed), **extra) for seed in seeds]
        outputs = llm.generate([{"prompt_token_ids": list(ids)} for ids in prompt_ids], sampling_params=params,
                               use_tqdm=self.show_progress)  # in request order
        end_ids = end_token_ids(generation_config)
        completions = [cut_at_end(list(output.outputs[0].token_ids), end_ids) for output in outputs]
        self.last_logprobs = None
        if self.record_logprobs:  # processed log-probs (after temperature, top-k/top-p), as with the other engines
            self.last_logprobs = [[step[token].logprob for token, step in zip(ids, output.outputs[0].logprobs)]
                                  for ids, output in zip(completions, outputs)]
        if on_batch is not None:
            on_batch(len(prompt_ids))
        for index, ids in enumerate(completions if on_finished is not None else ()):
            on_finished(index, ids)
        if self.first_call_seconds is None:
            self.first_call_seconds = time.perf_counter() - started
            logger.info("vllm engine: first call took %.1f s (engine start included)", self.first_call_seconds)
        return completions

    def _llm_for(self, model):
        path = getattr(model, "name_or_path", None) or getattr(model.config, "_name_or_path", "")
        if self.llm is not None:
            if os.path.abspath(path) != self.model_path:
                raise ValueError(f"this vllm engine serves {self.model_path}, not {path}: make another engine")
            return self.llm
        if not os.path.isfile(os.path.join(path, "config.json")):
            raise UsageError(f"generation engine 'vllm' loads the base model from its folder in Hugging Face format; "
                             f"{path!r} is not one (GGUF files cannot be served)")
        from trl.trainer.utils import ensure_master_addr_port
        from vllm import LLM

        for key, value in (("RANK", "0"), ("LOCAL_RANK", "0"), ("WORLD_SIZE", "1")):
            os.environ.setdefault(key, value)  # what external_launcher reads (a torchrun launch sets them itself)
        ensure_master_addr_port()
        self.dtype = model.dtype
        self.llm = LLM(model=path, dtype=str(self.dtype).removeprefix("torch."), skip_tokenizer_init=True,
                       gpu_memory_utilization=self.gpu_memory_utilization, max_model_len=self.max_model_len,
                       distributed_executor_backend="external_launcher", seed=0,
                       logprobs_mode="processed_logprobs",  # log-probs after temperature and top-k/top-p, as TRL
                       max_num_batched_tokens=4096)  # as TRL: vLLM's memory profiler misjudges larger values
        self.model_path = os.path.abspath(path)
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


ENGINE_CLASSES = {"eager": GenerationEngine, "compiled": CompiledEngine, "cuda_graph": CudaGraphEngine,
                  "continuous": ContinuousEngine, "vllm": VllmEngine}


def make_engine(name="auto", device="cpu", batch_size=None, **kwargs):
    """A generation engine by name (config.GENERATION_ENGINES) for a model on `device`.

    batch_size: sequences per generate() call; default EVAL_BATCH_SIZE on CPU and GPU_BATCH_ROWS on a GPU.
    """
    resolved = resolve_engine_name(name, device)
    if batch_size is None:
        batch_size = GPU_BATCH_ROWS if torch.device(device).type == "cuda" else EVAL_BATCH_SIZE
    return ENGINE_CLASSES[resolved](batch_size=batch_size, **kwargs)


def end_token_ids(generation_config):
    ids = generation_config.eos_token_id
    return [] if ids is None else ([ids] if isinstance(ids, int) else list(ids))


def cut_at_end(token_ids, end_ids):
    """token_ids up to and including the first end token (all of them if none)."""
    for position, token in enumerate(token_ids):
        if token in end_ids:
            return token_ids[: position + 1]
    return token_ids


def _eos_token_ids(model, tokenizer):
    ids = model.generation_config.eos_token_id if model.generation_config is not None else None
    ids = [] if ids is None else ([ids] if isinstance(ids, int) else list(ids))
    if tokenizer.eos_token_id is not None and tokenizer.eos_token_id not in ids:
        ids.append(tokenizer.eos_token_id)
    return ids


def sampling_config(model, tokenizer, temperature, max_new_tokens):
    """The model's generation config with the evaluation's sampling settings (temperature 0: greedy)."""
    config = copy.deepcopy(model.generation_config)
    config.max_new_tokens = max_new_tokens
    config.max_length = None
    config.eos_token_id = _eos_token_ids(model, tokenizer)
    if temperature > 0:
        config.do_sample, config.temperature = True, temperature
    else:
        config.do_sample = False
        config.temperature = config.top_p = config.top_k = None
    return config


def generate_completions(model, tokenizer, problems, n=1, temperature=EVAL_TEMPERATURE, max_new_tokens=1024,
                         batch_size=None, seed=EVAL_SEED, progress=True, return_token_counts=False, engine="auto",
                         on_finished=None):
    """Sample `n` completions for every problem; returns a list (per problem) of lists of n strings.

    `engine` is an engine name or a GenerationEngine; batch_size is sequences per generate() call (prompts x
    samples; default 8 on CPU, 64 on a GPU). The TinyLoRA update is folded into the weights while generating
    (exact, restored afterwards). Sampling is seeded with `seed` under a private RNG state, so a run is
    reproducible for the same engine, batch size and device, and the caller's random stream is left alone.
    With `return_token_counts`, also returns per-completion (num_tokens, truncated) pairs, truncated meaning
    the completion hit `max_new_tokens` without an end token. on_finished(problem index, text) is called as
    each completion is done (judge_pool: judging starts while other rows still decode).
    """
    if n < 1:
        raise ValueError(f"n must be >= 1, got {n}")
    device = next(model.parameters()).device
    if not isinstance(engine, GenerationEngine):
        engine = make_engine(engine, device, batch_size=batch_size)
    config = sampling_config(model, tokenizer, temperature, max_new_tokens)
    end_ids = end_token_ids(config)
    pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else end_ids[0]
    encoded = [tokenizer(apply_chat_template(problem, tokenizer)["prompt"], add_special_tokens=False)["input_ids"]
               for problem in problems]
    prompt_ids = [ids for ids in encoded for _ in range(n)]  # the engine sorts them by length

    was_training = model.training
    model.eval()
    devices = [device.index or 0] if device.type == "cuda" else []
    try:
        with torch.random.fork_rng(devices=devices):
            torch.manual_seed(seed)
            with tqdm(total=len(prompt_ids), desc="generating", unit="completion", disable=not progress) as bar:
                report = None if on_finished is None else (
                    lambda index, ids: on_finished(index // n, tokenizer.decode(ids, skip_special_tokens=True)))
                flat = engine.generate(model, prompt_ids, config, pad_id, on_batch=bar.update, on_finished=report)
    finally:
        model.train(was_training)

    completions, token_counts = [], []
    for p in range(len(problems)):
        rows = flat[p * n:(p + 1) * n]
        completions.append([tokenizer.decode(ids, skip_special_tokens=True) for ids in rows])
        token_counts.append([(len(ids) - (1 if ids and ids[-1] in end_ids else 0),
                              bool(not (ids and ids[-1] in end_ids) and len(ids) >= max_new_tokens))
                             for ids in rows])
    return (completions, token_counts) if return_token_counts else completions
