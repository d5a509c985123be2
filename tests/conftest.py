import json
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


@pytest.fixture(scope="session")
def bundled_tokenizer():
    """The bundled tokenizer from the real cache, loaded before any test points TINYLORA_CACHE at a private folder: a
    GPU machine has it in its cache but not the pip packages it would be rebuilt from."""
    from tinylora_coder.models.loading import load_bundled_tokenizer
    return load_bundled_tokenizer()


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory):
    """A 2-layer random Qwen2 saved with the bundled tokenizer: loaded through the real local-path code."""
    import utils

    path = tmp_path_factory.mktemp("models") / "tiny-qwen2"
    tokenizer = utils.load_bundled_tokenizer()
    model = utils.build_tiny_qwen2(vocab_size=len(tokenizer), seed=0)
    model.generation_config.eos_token_id = [tokenizer.convert_tokens_to_ids("<|im_end|>"), tokenizer.eos_token_id]
    model.save_pretrained(path)
    tokenizer.save_pretrained(path)
    return str(path)


@pytest.fixture(scope="session")
def other_model_dir(tmp_path_factory):
    """Another 2-layer random Qwen2 (seed 5) with the bundled tokenizer: a base model a checkpoint was not trained on."""
    import utils

    path = tmp_path_factory.mktemp("models") / "other-qwen2"
    tokenizer = utils.load_bundled_tokenizer()
    utils.build_tiny_qwen2(vocab_size=len(tokenizer), seed=5).save_pretrained(path)
    tokenizer.save_pretrained(path)
    return str(path)


@pytest.fixture(scope="session")
def build_tiny_tinylora():
    """A builder of tiny random Qwen2 models with TinyLoRA layers (u = 8, v filled with 0.3), sized for the bundled
    tokenizer; keyword arguments go to the model's config. Returns (model, tokenizer)."""
    import torch

    import utils

    tokenizer = utils.load_bundled_tokenizer()

    def build(**overrides):
        # ends at <|im_end|> and <|endoftext|>
        model, _ = utils.tiny_qwen2_for_bundled_tokenizer(tokenizer=tokenizer, **overrides)
        params = utils.TinyLoRAGlobalParams(8)
        utils.apply_tiny_lora(model, params, verbose=False, svd_cache=False)
        with torch.no_grad():
            params.global_v.fill_(0.3)
        return model, tokenizer

    return build


@pytest.fixture(scope="session")
def scored_logprobs():
    """log_probs(model, prompt, completion, temperature=1.0, top_k=0): per completion token, the log-softmax of the
    model's scores as GRPOTrainer's forward computes them (low-rank path), after temperature and a top-k filter."""
    import torch

    def log_probs(model, prompt, completion, temperature=1.0, top_k=0):
        ids = torch.tensor([prompt + completion])
        with torch.no_grad():
            scores = model(ids).logits[0, len(prompt) - 1:-1].float() / temperature
        if top_k:
            kth = scores.topk(top_k, dim=-1).values[:, -1:]
            scores = scores.masked_fill(scores < kth, float("-inf"))
        return torch.log_softmax(scores, -1).gather(-1, ids[0, len(prompt):, None])[:, 0]

    return log_probs


@pytest.fixture(scope="session")
def problems_file(tmp_path_factory):
    """Four code_contests-style problems with short statements (short prompts keep the tiny runs fast)."""
    path = tmp_path_factory.mktemp("data") / "problems.jsonl"
    with open(path, "w") as f:
        for i in range(4):
            empty = {"input": [], "output": []}
            f.write(json.dumps({
                "name": f"sum_{i}", "description": f"Print a+b+{i}.",
                "public_tests": {"input": ["1 2\n"], "output": [f"{3 + i}\n"]}, "private_tests": empty,
                "generated_tests": empty, "source": 2, "difficulty": 7}) + "\n")
    return str(path)


@pytest.fixture(scope="session")
def trained(tiny_model_dir, problems_file, tmp_path_factory):
    """Two GRPO steps (script_helpers.train_args); records which problems each step's reward saw."""
    from script_helpers import recording_reward, train_args, train_rl

    output_dir = tmp_path_factory.mktemp("run") / "out"
    seen = []
    code = train_rl.main(train_args(tiny_model_dir, problems_file, output_dir), reward_funcs=[recording_reward(seen)])
    return {"code": code, "output_dir": output_dir, "seen": seen}
