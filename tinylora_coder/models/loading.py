"""Loading the base model and its tokenizer, in the precision that suits the machine.

On CUDA: 4-bit NF4 (the original project's default) or bf16, one full copy per data-parallel rank. On CPU: float32, or
bfloat16 where the CPU has native bf16 instructions (measured faster there, benchmarks/bench_cpu_dtype.py).
"""

import importlib.util
import math
import os
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, BitsAndBytesConfig, GgufConfig

from ..config import DEFAULT_MODEL_ID, LOCAL_MODELS_DIR
from ..errors import ModelLoadError, first_line
from ..files import read_json
from .bundled import bundled_model_dir, bundled_tokenizer_dir
from .source import resolve_model_source


def cpu_has_native_bf16(cpuinfo_path="/proc/cpuinfo"):
    """True on x86 CPUs with AVX512-BF16 or AMX-BF16 instructions (Linux: read from /proc/cpuinfo)."""
    try:
        with open(cpuinfo_path) as f:
            flags = next((line.split(":", 1)[1].split() for line in f if line.startswith("flags")), [])
    except OSError:
        return False
    return "avx512_bf16" in flags or "amx_bf16" in flags


def default_cpu_dtype(native_bf16=None):
    """The dtype that generates fastest on this CPU (benchmarks/bench_cpu_dtype.py, results in benchmarks/results/).

    Measured 2026-11-21 (greedy, 32 new tokens): on a shared 2-core AVX2 CPU without native bf16, float32
    generated 1.5x (batch 1) and 1.8x (batch 4) faster than bfloat16; on two Xeons with AMX-BF16, batch 1 was
    within 14% either way and bfloat16 was 1.03-1.43x faster at batch 4 (GRPO and pass@k generate in batches).
    """
    native_bf16 = cpu_has_native_bf16() if native_bf16 is None else native_bf16
    return torch.bfloat16 if native_bf16 else torch.float32


def is_linear_4bit(module):
    """A bitsandbytes 4-bit linear layer (NF4), known by its class name: bitsandbytes is imported only where used."""
    return type(module).__name__ == "Linear4bit"


def dtype_name(dtype):
    return str(dtype).replace("torch.", "")


def stored_dtype(folder):
    """The torch dtype a Hugging Face model folder stores its weights in (config.json's dtype, or torch_dtype as
    older transformers wrote it); None for a .gguf file or a folder that does not say."""
    if not folder or not os.path.isdir(folder):
        return None
    config = read_json(os.path.join(folder, "config.json"))
    name = config.get("dtype") or config.get("torch_dtype")
    dtype = getattr(torch, name, None) if isinstance(name, str) else None
    return dtype if isinstance(dtype, torch.dtype) else None


def prepare_tokenizer(tokenizer):
    """Left padding for batched generation with a decoder-only model (TRL passes its own side explicitly)."""
    tokenizer.padding_side = "left"
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    return tokenizer


def load_bundled_tokenizer(cache_dir=None):
    """Tokenizer of the bundled model (with its chat template), from its cached Hugging Face copy."""
    return prepare_tokenizer(AutoTokenizer.from_pretrained(bundled_tokenizer_dir(cache_dir)))


def nf4_config():
    return BitsAndBytesConfig(load_in_4bit=True, bnb_4bit_quant_type="nf4", bnb_4bit_compute_dtype=torch.bfloat16,
                              bnb_4bit_use_double_quant=True)


def get_model_and_tokenizer(model_path=DEFAULT_MODEL_ID, use_4bit=True, for_inference=False, *,
                            allow_fallback=True, models_dir=LOCAL_MODELS_DIR, dtype=None, cache_dir=None):
    """Load (model, tokenizer) as the original project did: 4-bit NF4 (or bf16) on CUDA; on CPU in default_cpu_dtype().

    `model_path` is a hub id, a local directory or .gguf file, or "bundled". The model gets
    `tinylora_model_id`, the identity TinyLoRA checkpoints store. dtype "stored": the dtype the model's folder
    stores (config.json), else the machine's default.
    """
    start = time.time()
    source = resolve_model_source(model_path, models_dir=models_dir, allow_fallback=allow_fallback)
    on_cuda = torch.cuda.is_available()
    dtype_reason = ""
    if dtype == "stored":
        dtype = stored_dtype(bundled_model_dir(cache_dir) if source.kind == "bundled" else source.path)
        dtype_reason = " (as stored)" if dtype is not None else ""
    if dtype is None and on_cuda:
        dtype = torch.bfloat16
    elif dtype is None:
        dtype = default_cpu_dtype()
        dtype_reason = f" (fastest on this CPU: {'native' if dtype == torch.bfloat16 else 'no native'} bf16)"
    kwargs = {"dtype": dtype}
    if on_cuda:
        kwargs["device_map"] = {"": int(os.environ.get("LOCAL_RANK", 0))}  # one full copy per data-parallel rank

    quantised = False
    if use_4bit and not on_cuda:
        print(f"4-bit NF4 needs a CUDA GPU; loading unquantised {dtype_name(dtype)} on CPU.")
    elif use_4bit and source.kind == "gguf":
        print(f"transformers cannot apply bitsandbytes 4-bit to a GGUF file; loading {dtype_name(dtype)}.")
    elif use_4bit:
        if importlib.util.find_spec("bitsandbytes") is None:
            raise ModelLoadError("4-bit NF4 needs the bitsandbytes package: pip install bitsandbytes, "
                                 "or load the model in bf16 with --no_quant")
        kwargs["quantization_config"] = nf4_config()
        quantised = True

    path = source.path or source.origin
    try:
        if source.kind == "bundled":
            path = bundled_model_dir(cache_dir)
            model = AutoModelForCausalLM.from_pretrained(path, **kwargs)
            tokenizer = load_bundled_tokenizer(cache_dir)
        elif source.kind == "gguf":
            gguf_dir, gguf_name = os.path.dirname(os.path.abspath(path)), os.path.basename(path)
            model = AutoModelForCausalLM.from_pretrained(
                gguf_dir, gguf_file=gguf_name, quantization_config=GgufConfig(dequantize=True), **kwargs)
            tokenizer = prepare_tokenizer(AutoTokenizer.from_pretrained(gguf_dir, gguf_file=gguf_name))
        else:
            model = AutoModelForCausalLM.from_pretrained(path, **kwargs)
            tokenizer = prepare_tokenizer(AutoTokenizer.from_pretrained(path))
    except (OSError, ValueError) as e:
        raise ModelLoadError(f"could not load the model from {path}: {first_line(e)}") from e

    model.tinylora_model_id = source.model_id
    if for_inference:
        model.eval()
        model.config.use_cache = True
    else:
        # No KV cache in training forwards; generate() keeps using one through its generation config.
        model.config.use_cache = False

    n_params = sum(p.numel() for p in model.parameters())
    precision = "4-bit NF4" if quantised else dtype_name(model.dtype)
    print(f"Loaded {source.model_id} from {source.origin} ({path}): {precision}{dtype_reason}, {model.device}, "
          f"{n_params / 1e6:.0f}M parameters, {time.time() - start:.1f} s")
    return model, tokenizer


def count_parameters(model):
    """(total, trainable) parameter counts; 4-bit weights count as their unpacked number of values."""
    total = trainable = 0
    for param in model.parameters():
        quant_state = getattr(param, "quant_state", None)
        count = math.prod(quant_state.shape) if quant_state is not None else param.numel()
        total += count
        trainable += count if param.requires_grad else 0
    return total, trainable
