"""--compile_row_gradients (training/compiled_layers.py): the decoder layers compiled for the row-gradient pass give
the eager layers' gradients, compile once for all layers rather than once per layer, and are put back afterwards."""
import pytest
import torch

import utils
from tinylora_coder.training import compiled_layers

LAYERS, U_VALUE, VOCAB = 4, 8, 1000


@pytest.fixture()
def model():
    torch._dynamo.reset()
    compiled_layers._COMPILED.clear()
    model = utils.build_tiny_qwen2(vocab_size=VOCAB, seed=0, dtype=torch.float32, num_hidden_layers=LAYERS)
    params = utils.TinyLoRAGlobalParams(U_VALUE, tying="layer")
    utils.apply_tiny_lora(model, params, rank=2, seed=3, verbose=False, svd_cache=False)
    with torch.no_grad():
        params.global_v.copy_(torch.randn(params.global_v.shape, generator=torch.Generator().manual_seed(0)) * 0.1)
    yield model
    torch._dynamo.reset()
    compiled_layers._COMPILED.clear()


def row_gradients(model, rows, width):
    """Each row's gradient of its summed token log-probs with respect to v (TinyLoRAGlobalParams.per_row)."""
    ids = torch.randint(3, VOCAB, (rows, width), generator=torch.Generator().manual_seed(width))
    with model.tinylora.per_row(rows) as row_v:
        logits = model(input_ids=ids).logits
        summed = torch.log_softmax(logits[:, :-1].float(), -1).gather(-1, ids[:, 1:, None]).sum()
        (gradient,) = torch.autograd.grad(summed, row_v)
    return gradient


def test_compiled_layers_give_the_eager_gradients_and_compile_once_for_every_layer(model):
    from torch._dynamo.utils import counters

    shapes = ((4, 17), (4, 23), (3, 31))  # widths and a last micro-batch of fewer rows, as a round's passes have
    eager = [row_gradients(model, *shape) for shape in shapes]
    assert all(g.abs().max() > 1e-3 for g in eager)  # v moves the loss: a lost update would show
    counters.clear()
    with compiled_layers.compiled_decoder_layers(model):
        assert not model.config.use_cache  # a KV cache would add a guard per layer
        compiled = [row_gradients(model, *shape) for shape in shapes]
    for got, expected in zip(compiled, eager):
        torch.testing.assert_close(got, expected, rtol=1e-4, atol=1e-6)
    # one function for all layers: a few variants (first layer's input without gradient; static, then dynamic
    # shapes), not one per layer as an int group index would make
    assert 0 < counters["stats"]["unique_graphs"] <= 6 < 2 * LAYERS
    assert model.config.use_cache and all("forward" not in vars(layer) for layer in model.model.layers)


def test_with_activation_checkpointing_the_layers_still_compile_and_give_the_eager_gradients(model):
    """transformers 5.25 checkpoints inside the layer's forward, where Dynamo stopped and ran the layers uncompiled
    (2 graph breaks, no graph); the checkpoint now sits outside the compiled forward, and is still taken."""
    from torch._dynamo.utils import counters

    model.train()
    model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    eager = [row_gradients(model, 4, width) for width in (17, 23)]
    counters.clear()
    checkpoints = []
    real_checkpoint = torch.utils.checkpoint.checkpoint
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(torch.utils.checkpoint, "checkpoint", lambda *a, **k: checkpoints.append(1) or real_checkpoint(
            *a, **k))
        with compiled_layers.compiled_decoder_layers(model):
            compiled = [row_gradients(model, 4, width) for width in (17, 23)]
    for got, expected in zip(compiled, eager):
        torch.testing.assert_close(got, expected, rtol=1e-4, atol=1e-6)
    assert counters["stats"]["unique_graphs"] > 0 and not counters["graph_break"], dict(counters["graph_break"])
    assert len(checkpoints) == 2 * LAYERS  # each layer checkpointed, in each pass
    assert all(layer.gradient_checkpointing for layer in model.model.layers)  # put back


def test_the_gradients_hold_over_widths_with_a_gpus_matmul_padding(model):
    """On a GPU Inductor may pad TinyLoRA's rank-2 matmuls (pad_mm) and save a slice of the padded z for the backward,
    whose strides torch then fixed at the width the dynamic graph compiled for: every other width failed ("expected
    size 32==32, stride 5456==5760", H200, 2026-12-04). Forced here on the CPU, the padding must change nothing."""
    pad_mm = pytest.importorskip("torch._inductor.fx_passes.pad_mm")
    if not all(hasattr(pad_mm, name) for name in ("check_device", "has_triton")):
        pytest.skip("this torch's pad_mm lacks the checks that keep its padding off the CPU")
    widths = (19, 24, 21, 16)  # static, then dynamic at 24; the widths after it failed
    eager = [row_gradients(model, 4, width) for width in widths]
    with pytest.MonkeyPatch.context() as patch, torch._inductor.config.patch(force_shape_pad=True):
        patch.setattr(pad_mm, "check_device", lambda *tensors: True)  # CUDA and XPU only
        patch.setattr(pad_mm, "has_triton", lambda: True)
        with compiled_layers.compiled_decoder_layers(model):
            compiled = [row_gradients(model, 4, width) for width in widths]
    for got, expected in zip(compiled, eager):
        torch.testing.assert_close(got, expected, rtol=1e-4, atol=1e-6)


def test_disabled_or_without_decoder_layers_nothing_changes(model):
    with compiled_layers.compiled_decoder_layers(model, enabled=False):
        assert all("forward" not in vars(layer) for layer in model.model.layers)
    with compiled_layers.compiled_decoder_layers(torch.nn.Linear(2, 2)):
        pass
    assert compiled_layers._COMPILED == {}


def test_a_group_index_tensor_reads_the_same_v_as_the_int():
    params = utils.TinyLoRAGlobalParams(3, tying="layer")
    params.set_groups(["a", "b", "c"])
    with torch.no_grad():
        params.global_v.copy_(torch.arange(9.0).view(3, 3))
    assert torch.equal(params.vector(torch.tensor([1])), params.vector(1))
    with params.per_row(2):
        assert torch.equal(params.vector(torch.tensor([2])), params.vector(2)) and params.vector(2).shape == (2, 3)


@pytest.mark.slow
def test_a_run_with_compiled_row_gradients_takes_the_step_of_one_without(tiny_model_dir, problems_file, tmp_path,
                                                                         monkeypatch):
    """Two tiny train_rl.py runs alike but for --compile_row_gradients take the same first step (float32; Adam's
    first step is about +-lr a number, so a wrong or lost gradient would differ by up to 2 lr = 0.1)."""
    from torch._dynamo.utils import counters

    from script_helpers import length_reward, train_args, train_rl

    # float32 on any CPU (the loader picks bf16 where the CPU has it natively; bf16 rounding differs when fused)
    monkeypatch.setattr("tinylora_coder.models.loading.default_cpu_dtype", lambda native_bf16=None: torch.float32)
    torch._dynamo.reset()
    compiled_layers._COMPILED.clear()
    finals, graphs = [], []
    for name, extra in (("eager", []), ("compiled", ["--compile_row_gradients"])):
        counters.clear()
        output_dir = tmp_path / name
        argv = train_args(tiny_model_dir, problems_file, output_dir, "--tying", "layer", "--max_steps", "1", *extra)
        assert train_rl.main(argv, reward_funcs=[length_reward]) == 0
        finals.append(torch.load(output_dir / "tiny_lora_v.pt", weights_only=False)["global_v"])
        graphs.append(counters["stats"]["unique_graphs"])
    assert graphs[0] == 0 < graphs[1]  # the compiled layers ran in the second run only
    assert finals[0].abs().max() > 0.01  # it trained
    torch.testing.assert_close(finals[1], finals[0], rtol=1e-3, atol=1e-4)
    torch._dynamo.reset()
    compiled_layers._COMPILED.clear()


class Linear4bit(torch.nn.Linear):
    """Stands for bitsandbytes' 4-bit layer, which the project recognises by its class name (models/loading.py)."""


def with_a_4bit_layer(model):
    old = model.model.layers[0].mlp.down_proj
    model.model.layers[0].mlp.down_proj = Linear4bit(old.in_features, old.out_features, bias=False)
    return model


def test_a_model_with_4bit_layers_is_refused_in_one_line(tmp_path):
    """Over NF4 layers the compiled backward failed on the GPU (H200, 2026-12-04): the trainer refuses such a model
    before anything else (train_rl.py before the load); a model without them is taken."""
    from datasets import Dataset

    import train_rl
    from tinylora_coder.training.trainer import TinyLoRAGRPOTrainer

    tokenizer = utils.load_bundled_tokenizer()
    model = utils.build_tiny_qwen2(vocab_size=len(tokenizer), seed=0, dtype=torch.float32, num_hidden_layers=2)
    utils.apply_tiny_lora(model, utils.TinyLoRAGlobalParams(U_VALUE, tying="layer"), rank=2, seed=3, verbose=False,
                          svd_cache=False)
    args = train_rl.parse_args(["8", "1", "--output_dir", str(tmp_path), "--num_generations", "4",
                                "--per_device_train_batch_size", "4", "--max_completion_length", "8"])

    def trainer():
        return TinyLoRAGRPOTrainer(model=model, reward_funcs=[lambda completions, **k: [0.0] * len(completions)],
                                   args=train_rl.build_grpo_config(args, False), processing_class=tokenizer,
                                   train_dataset=Dataset.from_list([{"prompt": "a b"}] * 4),
                                   compile_row_gradients=True)

    assert compiled_layers.compile_blocker(model) is None
    assert trainer().compile_row_gradients
    with_a_4bit_layer(model)
    assert compiled_layers.compile_blocker(model) == compiled_layers.NOT_WITH_4BIT
    assert "--no_quant" in compiled_layers.NOT_WITH_4BIT and "\n" not in compiled_layers.NOT_WITH_4BIT
    with pytest.raises(utils.UsageError, match="compiles bf16 layers only"):
        trainer()
