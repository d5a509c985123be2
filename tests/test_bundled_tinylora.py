"""TinyLoRA on the real offline model (Qwen2.5-Coder-0.5B-Instruct from the pip-bundled GGUF).

Nothing here depends on what the model happens to say: the bundled model loads in bfloat16 on CPUs with native
bf16 and in float32 elsewhere, and greedy answers differ between the two. The checks are exact identities
(v = 0 changes nothing) and a property any real code model has in either dtype (a C++ program is far more
likely under it than the same tokens shuffled).
"""
import pytest
import torch

import utils

pytestmark = pytest.mark.slow

PROGRAM = """#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
"""


@pytest.fixture(scope="module")
def bundled():
    model, tokenizer = utils.get_model_and_tokenizer("bundled", use_4bit=False, for_inference=True)
    return model, tokenizer


@pytest.fixture(scope="module")
def private_svd_cache(tmp_path_factory):
    """A private SVD cache for this module, so the first apply really computes the SVD."""
    return str(tmp_path_factory.mktemp("svd-cache"))


def mean_token_nll(model, ids):
    with torch.no_grad():
        logits = model(ids).logits.float()
    return torch.nn.functional.cross_entropy(logits[0, :-1], ids[0, 1:]).item()


def test_bundled_model_loads_in_the_cpu_dtype_chosen_for_this_machine(bundled):
    model, _ = bundled
    expected = torch.bfloat16 if torch.cuda.is_available() else utils.default_cpu_dtype()
    assert model.dtype == expected


def test_the_model_is_a_code_model_in_any_dtype(bundled):
    model, tokenizer = bundled
    ids = tokenizer(PROGRAM, return_tensors="pt")["input_ids"]
    shuffled = ids[:, torch.randperm(ids.shape[1], generator=torch.Generator().manual_seed(0))]
    program, noise = mean_token_nll(model, ids), mean_token_nll(model, shuffled)
    # A real coder model predicts a plain C++ program at well under 1.5 nats a token (measured 0.69 in float32 and
    # in bfloat16, 2-core CPU, 2026-11-23); the same tokens shuffled cost 7.4. A random or broken model fails both.
    assert program < 1.5 and noise > program + 3.0, (program, noise)


def test_zero_v_generates_exactly_what_the_plain_model_generates(bundled, private_svd_cache):
    model, tokenizer = bundled
    messages = [{"role": "user", "content": "Write a C++ program that reads two integers and prints their sum."}]
    text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    inputs = tokenizer([text], return_tensors="pt")
    kwargs = dict(max_new_tokens=40, do_sample=False, pad_token_id=tokenizer.pad_token_id)
    with torch.no_grad():
        plain = model.generate(**inputs, **kwargs)

    params = utils.TinyLoRAGlobalParams(32)
    n = utils.apply_tiny_lora(model, params, rank=2, seed=42, verbose=True, svd_cache=private_svd_cache)
    assert n == 24 * 7
    assert [name for name, p in model.named_parameters() if p.requires_grad] == ["tinylora.global_v"]
    with torch.no_grad():
        low_rank = model.generate(**inputs, **kwargs)
        with utils.tiny_lora_merged(model):
            merged = model.generate(**inputs, **kwargs)
    assert torch.equal(plain, low_rank)
    assert torch.equal(plain, merged)
