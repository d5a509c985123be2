"""Choosing an engine by name (make_engine; "auto": cuda_graph on CUDA, eager elsewhere; evaluation_engine_name:
test.py's and validate.py's auto, which prefers vLLM where it can serve the model), and
generate_completions: n samples per problem, seeded under a private RNG state, with the TinyLoRA update merged.
"""

import copy
import importlib.util
import logging
import os

import torch
from tqdm.auto import tqdm

from ..config import EVAL_BATCH_SIZE, EVAL_SEED, EVAL_TEMPERATURE, GENERATION_ENGINES
from ..data.prompts import apply_chat_template
from ..errors import UsageError
from .continuous import ContinuousEngine
from .cuda_graph import CudaGraphEngine
from .engine import GPU_BATCH_ROWS, CompiledEngine, GenerationEngine, end_token_ids
from .vllm_engine import VllmEngine

logger = logging.getLogger("tinylora.generation")


def resolve_engine_name(name, device):
    """The engine to use for `name` on `device`: auto -> cuda_graph on CUDA, eager elsewhere.

    compiled and cuda_graph need CUDA (compiled decode steps, CUDA graphs); asked for on a CPU they fall back to
    eager with a note. continuous runs anywhere. vllm needs CUDA and is not picked by this auto (an optional
    dependency, and no 4-bit weights); test.py's and validate.py's auto may pick it (evaluation_engine_name).
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


def evaluation_engine_name(name, model, device=None):
    """The engine test.py and validate.py sample `model` with (on `device`, default the model's).

    Their auto prefers vllm where it can serve the model: a CUDA GPU, the vllm package installed, weights that are
    not 4-bit, loaded from a folder in Hugging Face format. vLLM sampled test.py's work at 56-67 completions/s
    against cuda_graph's 8-10, and finished 64 problems x 8 with judging in 66-68 s against 85-90 s (H100,
    2026-11-25, benchmarks/results/grpo_step/2026-11-25_h100_eval.json). Training rollouts keep
    resolve_engine_name's auto: vLLM there is train_rl.py --use_vllm.
    """
    device = torch.device(device if device is not None else next(model.parameters()).device)
    if name == "auto" and device.type == "cuda" and vllm_can_serve(model):
        return "vllm"
    return resolve_engine_name(name, device)


def vllm_can_serve(model):
    """Whether VllmEngine can serve `model`: vllm installed, no quantized weights, a Hugging Face folder, and no
    LoRA adapter that also trains whole modules (vllm_engine.vllm_lora_settings)."""
    if importlib.util.find_spec("vllm") is None:
        return False
    if (getattr(model, "lora_adapter", None) or {}).get("modules_to_save"):
        return False
    if getattr(model.config, "quantization_config", None) is not None or getattr(model, "is_loaded_in_4bit", False):
        return False
    path = getattr(model, "name_or_path", None) or getattr(model.config, "name_or_path", None) or ""
    return os.path.isfile(os.path.join(path, "config.json"))


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
    each completion is done (judge.pool: judging starts while other rows still decode).
    """
    if n < 1:
        raise ValueError(f"n must be >= 1, got {n}")
    device = next(model.parameters()).device
    if not isinstance(engine, GenerationEngine):  # on a CPU a batch takes minutes: a bar of its tokens too
        engine = make_engine(engine, device, batch_size=batch_size,
                             **({"show_progress": True} if progress and device.type == "cpu" else {}))
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
