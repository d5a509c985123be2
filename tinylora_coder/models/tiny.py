"""Small random Qwen2 models built from a config, for tests and benchmarks (no download, milliseconds to build)."""

import hashlib
import json

import torch
from transformers import Qwen2Config, Qwen2ForCausalLM

# Qwen2 shapes by name: the fields that differ from the shared ones below.
SHAPES = {
    # 2 layers, hidden 64, GQA 4/2 heads: runs in milliseconds
    "tiny": dict(vocab_size=256, hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                 max_position_embeddings=2048, rope_theta=10000.0),
    # the bundled Qwen2.5-Coder-0.5B-Instruct as train_rl.py loads it: converted from its GGUF, the output layer is
    # not tied to the embeddings (630,167,424 parameters, the count --adapter full trains)
    "0.5b": dict(vocab_size=151936, hidden_size=896, intermediate_size=4864, num_hidden_layers=24,
                 num_attention_heads=14, max_position_embeddings=32768, max_window_layers=28, rope_theta=1000000.0,
                 tie_word_embeddings=False, bos_token_id=151643, eos_token_id=151645),
    # the Qwen2.5-Coder-3B-Instruct architecture (3.09 B parameters), for random-weight models at the real shape
    "3b": dict(vocab_size=151936, hidden_size=2048, intermediate_size=11008, num_hidden_layers=36,
               num_attention_heads=16, max_position_embeddings=32768, max_window_layers=36, rope_theta=1000000.0,
               bos_token_id=151643, eos_token_id=151645),
}


def qwen2_config(shape, **overrides):
    """A Qwen2Config of a named shape (SHAPES), with `overrides` on top; 2 KV heads and tied embeddings as Qwen2.5."""
    params = {"num_key_value_heads": 2, "rms_norm_eps": 1e-6, "tie_word_embeddings": True, **SHAPES[shape]}
    params["rope_parameters"] = {"rope_type": "default", "rope_theta": params.pop("rope_theta")}
    params.update(overrides)
    return Qwen2Config(**params)


def tiny_qwen2_config(vocab_size=256, **overrides):
    """A 2-layer Qwen2 config (hidden 64, GQA 4/2 heads, tied embeddings) that runs in milliseconds."""
    return qwen2_config("tiny", vocab_size=vocab_size, **overrides)


def qwen2_3b_config(**overrides):
    """The Qwen2.5-Coder-3B-Instruct architecture (3.09 B parameters), for random-weight models at the real shape."""
    return qwen2_config("3b", **overrides)


def build_qwen2(config, seed=0, dtype=torch.float32, device="cpu", name="qwen2"):
    """A Qwen2ForCausalLM of `config` with deterministic random weights, initialised on `device` (a 3B model on a GPU
    in seconds, where a CPU takes minutes); the global RNG state is left untouched. Its tinylora_model_id is `name`
    and a digest of the config and seed."""
    device = torch.device(device)
    with torch.random.fork_rng(devices=[device.index or 0] if device.type == "cuda" else []):
        torch.manual_seed(seed)
        with device:
            model = Qwen2ForCausalLM(config)
    model.to(dtype).eval()
    description = {k: v for k, v in config.to_dict().items() if k not in ("transformers_version", "dtype")}
    digest = hashlib.sha256(json.dumps([description, seed], sort_keys=True).encode()).hexdigest()
    model.tinylora_model_id = f"{name}-{digest[:12]}"
    return model


def build_tiny_qwen2(vocab_size=256, seed=0, dtype=torch.float32, **overrides):
    """A tiny Qwen2ForCausalLM (tiny_qwen2_config) with deterministic random weights."""
    return build_qwen2(tiny_qwen2_config(vocab_size, **overrides), seed, dtype, name="tiny-qwen2")


def build_qwen2_3b(seed=0, dtype=torch.bfloat16, device="cpu"):
    """Qwen2.5-Coder-3B-Instruct's architecture (qwen2_3b_config) with deterministic random weights, ending at Qwen's
    end tokens as the bundled model does (float32 while it is built: 12 GB on `device`, then `dtype`)."""
    from .bundled import QWEN_EOS_TOKEN_IDS

    model = build_qwen2(qwen2_3b_config(), seed, dtype, device, name="random-qwen2.5-coder-3b")
    model.generation_config.eos_token_id = list(QWEN_EOS_TOKEN_IDS)
    model.generation_config.pad_token_id = QWEN_EOS_TOKEN_IDS[1]  # <|endoftext|>, Qwen's padding
    return model


def tiny_qwen2_for_bundled_tokenizer(seed=0, tokenizer=None, **overrides):
    """(model, tokenizer): a tiny random Qwen2 sized for the bundled tokenizer (loaded unless given: 0.7-2.6 s on
    a 2-core CPU), ending at Qwen's end tokens, as the tests and the benchmarks' --tiny checks use it."""
    from .bundled import QWEN_EOS_TOKEN_IDS
    from .loading import load_bundled_tokenizer

    tokenizer = tokenizer or load_bundled_tokenizer()
    model = build_tiny_qwen2(vocab_size=len(tokenizer), seed=seed, **overrides)
    model.generation_config.eos_token_id = list(QWEN_EOS_TOKEN_IDS)
    return model, tokenizer
