"""Model loading: resolution order, offline fallback, tiny test models (the bundled model: test_bundled_model.py)."""
import http.server
import socket
import threading
import time

import pytest

from tinylora_coder.config import DEFAULT_MODEL_ID
import torch
from tokenizers import Tokenizer, decoders, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, Qwen2ForCausalLM

from utils import (
    MODEL_DOWNLOADERS,
    ModelLoadError,
    build_tiny_qwen2,
    cpu_has_native_bf16,
    default_cpu_dtype,
    get_model_and_tokenizer,
    huggingface_repo_id,
    probe_url,
    qwen2_3b_config,
    resolve_model_source,
)


def save_tiny_model(directory, seed=0, **overrides):
    """A tiny Qwen2 model with a byte-level tokenizer (256 bytes + <|endoftext|>), saved in HF format."""
    backend = Tokenizer(models.BPE({c: i for i, c in enumerate(sorted(pre_tokenizers.ByteLevel.alphabet()))}, []))
    backend.add_special_tokens(["<|endoftext|>"])
    backend.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    backend.decoder = decoders.ByteLevel()
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=backend, eos_token="<|endoftext|>")
    model = build_tiny_qwen2(vocab_size=len(tokenizer), seed=seed, eos_token_id=tokenizer.eos_token_id, **overrides)
    model.save_pretrained(directory)
    tokenizer.save_pretrained(directory)
    return model


def closed_port_url():
    """http URL of a localhost port nobody listens on: connections are refused at once."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"http://127.0.0.1:{port}"


@pytest.fixture
def unreachable_hubs(monkeypatch):
    url = closed_port_url()
    monkeypatch.setenv("MODELSCOPE_DOMAIN", url)
    monkeypatch.setenv("HF_ENDPOINT", url)
    for var in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"):
        monkeypatch.delenv(var, raising=False)
    return url


@pytest.fixture
def reachable_hubs(monkeypatch):
    """Both hubs point at a local HTTP server that answers every request."""

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_HEAD(self):
            self.send_response(200)
            self.end_headers()

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    monkeypatch.setenv("MODELSCOPE_DOMAIN", url)
    monkeypatch.setenv("HF_ENDPOINT", url)
    for var in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "http_proxy", "HTTP_PROXY"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("NO_PROXY", "127.0.0.1")
    yield url
    server.shutdown()
    server.server_close()


# ---------------------------------------------------------------------------------------------------------------
# Tiny models


def test_tiny_qwen2_is_deterministic_and_leaves_global_rng_alone():
    torch.manual_seed(123)
    expected_next = torch.rand(3)
    torch.manual_seed(123)
    a = build_tiny_qwen2(vocab_size=100, seed=0)
    assert torch.equal(torch.rand(3), expected_next)  # global RNG untouched by the build

    b = build_tiny_qwen2(vocab_size=100, seed=0)
    c = build_tiny_qwen2(vocab_size=100, seed=1)
    for name, tensor in a.state_dict().items():
        assert torch.equal(tensor, b.state_dict()[name]), name
    assert not torch.equal(a.model.layers[0].self_attn.q_proj.weight, c.model.layers[0].self_attn.q_proj.weight)
    assert a.tinylora_model_id == b.tinylora_model_id != c.tinylora_model_id
    assert a.tinylora_model_id.startswith("tiny-qwen2-")
    assert a.tinylora_model_id != build_tiny_qwen2(vocab_size=101, seed=0).tinylora_model_id
    assert a.config.tie_word_embeddings and a.lm_head.weight is a.model.embed_tokens.weight
    assert build_tiny_qwen2(vocab_size=100, dtype=torch.bfloat16).dtype == torch.bfloat16


def test_qwen2_3b_config_has_the_real_shape():
    config = qwen2_3b_config()
    with torch.device("meta"):
        model = Qwen2ForCausalLM(config)
    n_params = sum(p.numel() for p in model.parameters())
    assert abs(n_params - 3.086e9) < 0.005e9  # Qwen2.5-Coder-3B: 3.09 B with tied embeddings
    targets = [n for n, m in model.named_modules() if n.split(".")[-1] in
               ("q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj")]
    assert len(targets) == 252
    assert config.rope_parameters["rope_theta"] == 1e6 and config.num_key_value_heads == 2


# ---------------------------------------------------------------------------------------------------------------
# Resolution order


def test_local_directory_loads_from_the_path(tmp_path, unreachable_hubs, capsys):
    saved = save_tiny_model(tmp_path / "my-tiny-model")
    model, tokenizer = get_model_and_tokenizer(str(tmp_path / "my-tiny-model"), use_4bit=False)
    assert model.tinylora_model_id == "my-tiny-model"
    assert model.dtype == (torch.bfloat16 if torch.cuda.is_available() else default_cpu_dtype())
    loaded_weight = model.model.layers[1].mlp.down_proj.weight.cpu()
    assert torch.equal(loaded_weight, saved.model.layers[1].mlp.down_proj.weight.to(model.dtype))
    assert model.config.use_cache is False  # training settings by default
    assert tokenizer.decode(tokenizer("int main() {}")["input_ids"]) == "int main() {}"
    assert tokenizer.padding_side == "left" and tokenizer.pad_token == "<|endoftext|>"  # pad falls back to eos
    out = capsys.readouterr().out
    assert "Loaded my-tiny-model from local path" in out and "Falling back" not in out

    model, _ = get_model_and_tokenizer(str(tmp_path / "my-tiny-model"), use_4bit=False, for_inference=True)
    assert model.config.use_cache is True and not model.training


def test_models_dir_is_searched_by_the_last_id_component(tmp_path, monkeypatch, unreachable_hubs, capsys):
    save_tiny_model(tmp_path / "models" / "Tiny-Coder-Instruct")
    start = time.time()
    model, _ = get_model_and_tokenizer("someorg/Tiny-Coder-Instruct", use_4bit=False,
                                       models_dir=str(tmp_path / "models"))
    assert model.tinylora_model_id == "someorg/Tiny-Coder-Instruct"
    assert f"{unreachable_hubs} unreachable" not in capsys.readouterr().out  # found before any hub was asked
    assert time.time() - start < 10

    source = resolve_model_source("other/Tiny-Coder-Instruct", models_dir=str(tmp_path / "models"))
    assert source.kind == "dir" and source.path == str(tmp_path / "models" / "Tiny-Coder-Instruct")


def test_local_gguf_file_and_bad_local_paths(tmp_path):
    gguf = tmp_path / "some-model.gguf"
    gguf.write_bytes(b"GGUF")
    source = resolve_model_source(str(gguf))
    assert (source.kind, source.model_id, source.path) == ("gguf", "some-model.gguf", str(gguf))
    (tmp_path / "empty").mkdir()
    with pytest.raises(ModelLoadError, match="no config.json"):
        resolve_model_source(str(tmp_path / "empty"))
    assert resolve_model_source("bundled").kind == "bundled"


def test_unreachable_hubs_fall_back_to_bundled_within_seconds_for_the_default_model_only(tmp_path, unreachable_hubs,
                                                                                         capsys):
    start = time.time()
    source = resolve_model_source(DEFAULT_MODEL_ID, models_dir=str(tmp_path))
    assert time.time() - start < 10
    assert source.kind == "bundled" and source.model_id.startswith("bundled:Qwen2.5-Coder-0.5B-Instruct")
    out = capsys.readouterr().out
    assert DEFAULT_MODEL_ID in out and "Falling back to the bundled" in out
    assert f"ModelScope: {unreachable_hubs} unreachable" in out  # both hubs were asked, in this order
    assert out.index("ModelScope:") < out.index(f"Hugging Face: {unreachable_hubs} unreachable")

    with pytest.raises(ModelLoadError, match="NoSuch-Model.*could not be downloaded"):
        resolve_model_source("nosuch-org/NoSuch-Model", models_dir=str(tmp_path), allow_fallback=False)
    # a model the user named is never replaced by another one: a typo or a missing folder ends with one line
    for named in ("nosuch-org/NoSuch-Model", str(tmp_path / "missing_dir")):
        with pytest.raises(ModelLoadError, match="pass --model bundled"):
            resolve_model_source(named, models_dir=str(tmp_path))


def test_hf_offline_is_respected_and_paths_are_not_downloaded(tmp_path, unreachable_hubs, monkeypatch, capsys):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(ModelLoadError, match="HF_HUB_OFFLINE is set"):
        resolve_model_source("nosuch-org/NoSuch-Model", models_dir=str(tmp_path))

    calls = []
    monkeypatch.setitem(MODEL_DOWNLOADERS, "ModelScope", lambda *a: calls.append(a))
    with pytest.raises(ModelLoadError, match="not a hub id"):
        resolve_model_source(str(tmp_path / "no" / "such" / "dir"), models_dir=str(tmp_path))
    assert calls == []


def test_download_order_modelscope_then_huggingface(tmp_path, reachable_hubs, monkeypatch, capsys):
    calls = []

    def modelscope_fails(model_id, local_dir):
        calls.append("ModelScope")
        raise RuntimeError("repo not found")

    def huggingface_works(model_id, local_dir):
        calls.append("Hugging Face")
        save_tiny_model(local_dir)
        return local_dir

    monkeypatch.setitem(MODEL_DOWNLOADERS, "ModelScope", modelscope_fails)
    monkeypatch.setitem(MODEL_DOWNLOADERS, "Hugging Face", huggingface_works)
    source = resolve_model_source("qwen/Tiny-Model", models_dir=str(tmp_path))
    assert calls == ["ModelScope", "Hugging Face"]
    assert (source.kind, source.origin, source.model_id) == ("dir", "Hugging Face", "qwen/Tiny-Model")
    assert source.path == str(tmp_path / "Tiny-Model")
    # the next call finds the download in models_dir and asks no hub
    assert resolve_model_source("qwen/Tiny-Model", models_dir=str(tmp_path)).origin == str(tmp_path)
    assert calls == ["ModelScope", "Hugging Face"]

    monkeypatch.setitem(MODEL_DOWNLOADERS, "Hugging Face", modelscope_fails)
    with pytest.raises(ModelLoadError) as error:  # a model the user named: no fallback to another one
        resolve_model_source("qwen/Other-Model", models_dir=str(tmp_path))
    assert str(error.value).count("RuntimeError: repo not found") == 2


def test_huggingface_repo_id_mapping():
    assert huggingface_repo_id("qwen/Qwen2.5-Coder-3B-Instruct") == "Qwen/Qwen2.5-Coder-3B-Instruct"
    assert huggingface_repo_id("deepseek-ai/x") == "deepseek-ai/x"


def test_probe_of_a_silent_server_times_out():
    # Accepts the connection (kernel backlog) but never answers: a hub behind a black-holing firewall.
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        start = time.time()
        reason = probe_url(f"http://127.0.0.1:{server.getsockname()[1]}", timeout=0.5)
        assert reason is not None and "timed out" in reason
        assert time.time() - start < 2.5
    assert probe_url(closed_port_url(), timeout=0.5) is not None


# ---------------------------------------------------------------------------------------------------------------
# Bundled GGUF parts: location, assembly, verification


# ---------------------------------------------------------------------------------------------------------------
# The real bundled model (first run assembles and converts it, ~1.5 min; later runs ~5 s)


# ---------------------------------------------------------------------------------------------------------------
# CUDA (skipped on machines without a GPU)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA")
def test_cuda_loads_nf4_by_default_and_bf16_on_request(tmp_path, monkeypatch, capsys):
    bnb = pytest.importorskip("bitsandbytes")
    monkeypatch.setenv("LOCAL_RANK", "0")
    save_tiny_model(tmp_path / "tiny", hidden_size=128, intermediate_size=256)  # whole NF4 blocks

    model, _ = get_model_and_tokenizer(str(tmp_path / "tiny"))
    assert isinstance(model.model.layers[0].mlp.up_proj, bnb.nn.Linear4bit)
    assert model.model.layers[0].mlp.up_proj.weight.quant_type == "nf4"
    assert model.device == torch.device("cuda", 0)
    assert "4-bit NF4, cuda:0" in capsys.readouterr().out

    model, _ = get_model_and_tokenizer(str(tmp_path / "tiny"), use_4bit=False, for_inference=True)
    assert type(model.model.layers[0].mlp.up_proj) is torch.nn.Linear
    assert model.dtype == torch.bfloat16 and model.device == torch.device("cuda", 0)
    ids = model.generate(torch.tensor([[1, 2, 3]], device="cuda"), do_sample=False, max_new_tokens=4)
    assert ids.shape == (1, 7)


def test_cpu_dtype_follows_native_bf16_support(tmp_path):
    """bfloat16 where the CPU has AVX512-BF16 or AMX-BF16 (measured faster there), float32 elsewhere."""
    for flags, expected in (("fpu sse2 avx2", False), ("fpu avx512f avx512_bf16", True), ("fpu amx_bf16", True)):
        cpuinfo = tmp_path / "cpuinfo"
        cpuinfo.write_text(f"processor\t: 0\nflags\t\t: {flags}\n")
        assert cpu_has_native_bf16(str(cpuinfo)) is expected
    assert cpu_has_native_bf16(str(tmp_path / "missing")) is False
    assert default_cpu_dtype(native_bf16=True) == torch.bfloat16
    assert default_cpu_dtype(native_bf16=False) == torch.float32
