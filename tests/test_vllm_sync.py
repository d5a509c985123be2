"""vLLM rollouts, the CPU side: what the weight sync sends (W + dW under the plain names), the new options, the log.

vLLM itself is neither installed nor imported here, and nothing stands in for it: the sync is checked through
merge.merged_named_parameters, TRL's own name fix and the trainer's replacement of TRL's parameter iterator.
"""
import csv
import importlib.util
import subprocess
import sys

import pytest
import torch
from script_helpers import ROOT, assert_one_line_usage_error, test_script, train_rl, validate
from transformers import GenerationConfig, TrainerControl, TrainerState
from trl.generation.vllm_generation import VLLMGeneration

import utils
from tinylora_coder.training import callbacks as cb
from tinylora_coder.generation.completions import make_engine, resolve_engine_name
from tinylora_coder.generation.vllm_engine import vllm_sampling_kwargs
from tinylora_coder.tinylora.layer import TinyLoRALinear
from tinylora_coder.training.trainer import TinyLoRAGRPOTrainer
from tinylora_coder.training.vllm_weights import vllm_named_parameters

VLLM_INSTALLED = importlib.util.find_spec("vllm") is not None


def tiny_lora_model(tying="all", dtype=torch.float32, vocab_size=256):
    """A tiny Qwen2 with TinyLoRA and a non-zero v; plus the plain model built the same way."""
    model = utils.build_tiny_qwen2(vocab_size=vocab_size, seed=0, dtype=dtype)
    params = utils.TinyLoRAGlobalParams(8, tying=tying)
    utils.apply_tiny_lora(model, params, rank=2, seed=7, verbose=False, svd_cache=False)
    generator = torch.Generator().manual_seed(3)
    with torch.no_grad():
        params.global_v.copy_(torch.randn(params.global_v.shape, generator=generator) * 0.5)
    return model, utils.build_tiny_qwen2(vocab_size=vocab_size, seed=0, dtype=dtype)


def tiny_lora_layers(model):
    return {name: module for name, module in model.named_modules() if isinstance(module, TinyLoRALinear)}


def server_generation():
    """TRL's real VLLMGeneration class, not initialised (no vLLM behind it): its name fix and mode only."""
    generation = object.__new__(VLLMGeneration)
    generation.mode = "server"
    return generation


# ---------------------------------------------------------------------------------------------------------------
# What is synced


@pytest.mark.parametrize("tying", ["all", "type", "block", "layer"])
def test_merged_parameters_are_w_plus_dw_under_the_plain_names(tying):
    model, plain = tiny_lora_model(tying)
    layers = tiny_lora_layers(model)
    assert len(layers) == 14 and model.tinylora.global_v.abs().min() > 0
    merged = list(utils.merged_named_parameters(model))
    plain_params = dict(plain.named_parameters())
    assert [name for name, _ in merged] == list(plain_params)  # same names, same order, nothing else
    assert not any("base_layer" in name or "tinylora" in name for name, _ in merged)
    changed = 0
    for name, tensor in merged:
        owner, _, leaf = name.rpartition(".")
        assert tensor.dtype == plain_params[name].dtype and tensor.shape == plain_params[name].shape
        if owner in layers and leaf == "weight":
            layer = layers[owner]
            expected = (layer.base_layer.weight.float() + layer.delta_weight()).to(torch.float32)
            assert torch.equal(tensor, expected), name
            changed += not torch.equal(tensor, plain_params[name])
        else:
            assert torch.equal(tensor, plain_params[name]), name  # biases, norms, embeddings: unchanged
    assert changed == len(layers)  # v != 0 moved every TinyLoRA weight
    # The merged weight computes what the low-rank forward computes.
    name, layer = next(iter(layers.items()))
    x = torch.randn(3, layer.in_features, generator=torch.Generator().manual_seed(0))
    weights = dict(merged)
    torch.testing.assert_close(torch.nn.functional.linear(x, weights[f"{name}.weight"], weights.get(f"{name}.bias")),
                               layer(x), rtol=1e-5, atol=1e-5)


def test_conversion_to_the_serving_dtype_is_one_rounding_from_float32():
    model, plain = tiny_lora_model("type", dtype=torch.bfloat16)
    layers = tiny_lora_layers(model)
    plain_params = dict(plain.named_parameters())
    double_rounding_differs = False
    for name, tensor in utils.merged_named_parameters(model, dtype=torch.float16):
        owner = name.rpartition(".")[0]
        assert tensor.dtype == torch.float16
        if owner in layers and name.endswith(".weight"):
            exact = layers[owner].base_layer.weight.float() + layers[owner].delta_weight()
            assert torch.equal(tensor, exact.to(torch.float16)), name
            double_rounding_differs |= not torch.equal(tensor, exact.to(torch.bfloat16).to(torch.float16))
        else:
            assert torch.equal(tensor, plain_params[name].to(torch.float16)), name
    assert double_rounding_differs  # the check above would notice a rounding to bf16 first
    for name, tensor in utils.merged_named_parameters(model):  # no dtype: the weights' own (bf16)
        owner = name.rpartition(".")[0]
        assert tensor.dtype == torch.bfloat16
        if owner in layers and name.endswith(".weight"):
            exact = layers[owner].base_layer.weight.float() + layers[owner].delta_weight()
            assert torch.equal(tensor, exact.to(torch.bfloat16)), name


def test_four_bit_base_layers_are_refused():
    """merged_named_parameters recognises 4-bit layers by their class name, Linear4bit (bitsandbytes')."""

    class Linear4bit(torch.nn.Linear):
        pass

    model, _ = tiny_lora_model()
    next(iter(tiny_lora_layers(model).values())).base_layer.__class__ = Linear4bit
    with pytest.raises(ValueError, match="NF4.*--no_quant"):
        next(utils.merged_named_parameters(model))
    with pytest.raises(ValueError, match="NF4"):
        next(vllm_named_parameters(model, server_generation()))


@pytest.mark.parametrize("tying", ["all", "layer"])
def test_names_pass_through_trls_own_name_fix_unchanged(tying):
    model, plain = tiny_lora_model(tying)
    generation = server_generation()
    plain_names = [name for name, _ in plain.named_parameters()]
    assert [VLLMGeneration._fix_param_name_to_vllm(generation, name) for name in plain_names] == plain_names
    synced = list(vllm_named_parameters(model, generation))
    assert [name for name, _ in synced] == plain_names
    for (name, tensor), (merged_name, merged) in zip(synced, utils.merged_named_parameters(model), strict=True):
        assert name == merged_name and torch.equal(tensor, merged)
    assert "vllm" not in sys.modules  # TRL's function needs no vLLM


def test_trainer_replaces_trls_parameter_iterator(tmp_path):
    """A real TinyLoRAGRPOTrainer (built without vLLM), then the hook TRL's sync_weights calls."""
    from datasets import Dataset

    tokenizer = utils.load_bundled_tokenizer()
    model, plain = tiny_lora_model("block", vocab_size=len(tokenizer))
    args = train_rl.parse_args(["8", "4", "--output_dir", str(tmp_path), "--num_generations", "2",
                                "--gradient_accumulation_steps", "2", "--max_completion_length", "4"])

    def zero_reward(prompts, completions, **kwargs):
        return [0.0] * len(completions)

    trainer = TinyLoRAGRPOTrainer(model=model, reward_funcs=[zero_reward], args=train_rl.build_grpo_config(args, False),
                                  train_dataset=Dataset.from_dict({"prompt": ["a", "b"]}), processing_class=tokenizer,
                                  engine="eager")
    assert not trainer.use_vllm and not hasattr(trainer, "vllm_generation")
    trainer.vllm_generation = server_generation()
    trainer.install_vllm_weight_sync()
    synced = list(trainer.vllm_generation._iter_named_params())  # what TRL's sync_weights iterates
    assert [name for name, _ in synced] == [name for name, _ in plain.named_parameters()]
    for (_, tensor), (_, merged) in zip(synced, utils.merged_named_parameters(model), strict=True):
        assert torch.equal(tensor, merged)


# ---------------------------------------------------------------------------------------------------------------
# Options


def run_train(argv, monkeypatch, capsys):
    def no_model(*args, **kwargs):
        raise AssertionError("the model was loaded before the vLLM check")

    monkeypatch.setattr(utils, "get_model_and_tokenizer", no_model)
    code = utils.run_cli(train_rl.main, argv)
    return code, capsys.readouterr().err.strip().splitlines()


def test_use_vllm_needs_no_quant(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_info:
        utils.run_cli(train_rl.main, ["8", "4", "--use_vllm", "--output_dir", str(tmp_path)])
    assert exit_info.value.code == 2
    errors = [line for line in capsys.readouterr().err.splitlines() if "error:" in line]
    assert len(errors) == 1 and "--use_vllm needs --no_quant" in errors[0] and "NF4" in errors[0]


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the refusal on a CPU-only machine")
def test_use_vllm_is_refused_on_a_cpu_before_loading(tmp_path, monkeypatch, capsys):
    code, err = run_train(["8", "4", "--use_vllm", "--no_quant", "--output_dir", str(tmp_path)], monkeypatch, capsys)
    assert code == 2 and len(err) == 1 and err[0].startswith("error: --use_vllm needs a CUDA GPU")


@pytest.mark.skipif(VLLM_INSTALLED, reason="checks the message on a machine without vLLM")
def test_use_vllm_without_vllm_names_the_requirements_file(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)  # past the GPU check; nothing else runs on it
    code, err = run_train(["8", "4", "--use_vllm", "--no_quant", "--output_dir", str(tmp_path)], monkeypatch, capsys)
    assert code == 2 and len(err) == 1 and "requirements-vllm.txt" in err[0]
    assert "vllm" not in sys.modules


@pytest.mark.parametrize("script, argv, message", [
    (train_rl, ["8", "4", "--vllm_mode", "server"], "--vllm_mode applies only with --use_vllm"),
    (train_rl, ["8", "4", "--vllm_server_port", "9000"], "--vllm_server_port applies only with --use_vllm"),
    (train_rl, ["8", "4", "--use_vllm", "--no_quant", "--vllm_gpu_memory_utilization", "1.5"], "in (0, 1]"),
    (train_rl, ["8", "4", "--use_vllm", "--no_quant", "--model", "x.gguf"], "not a .gguf file"),
    (train_rl, ["8", "4", "--generation_engine", "vllm"], "invalid choice"),
    (test_script, ["--baseline", "--generation_engine", "vllm"], "--generation_engine vllm needs --no_quant"),
    (validate, ["2", "--generation_engine", "vllm"], "--generation_engine vllm needs --no_quant"),
])
def test_bad_vllm_arguments_end_with_one_line_error(script, argv, message, capsys):
    assert_one_line_usage_error(script, argv, message, capsys)


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the refusal on a CPU-only machine")
def test_test_py_vllm_engine_is_refused_on_a_cpu(capsys):
    code = utils.run_cli(test_script.main, ["--baseline", "--no_quant", "--generation_engine", "vllm",
                                            "--num_samples", "1"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "--generation_engine vllm needs a CUDA GPU" in err[0]


def test_options_reach_grpo_config_with_trls_defaults(tmp_path):
    import dataclasses

    from trl import GRPOConfig

    defaults = {field.name: field.default for field in dataclasses.fields(GRPOConfig)}
    from tinylora_coder.settings.fields import defaults as settings_defaults
    from tinylora_coder.settings.training import VLLM_NUMBERS, TrainingConfig

    for name in VLLM_NUMBERS:
        assert defaults[name] == settings_defaults(TrainingConfig)[name], name
    assert defaults["vllm_mode"] == "colocate" and defaults["vllm_importance_sampling_correction"] is True
    args = train_rl.parse_args(["8", "4", "--output_dir", str(tmp_path), "--use_vllm", "--no_quant", "--vllm_mode",
                                "server", "--vllm_server_host", "10.0.0.2", "--vllm_server_port", "8123",
                                "--vllm_server_timeout", "30", "--vllm_gpu_memory_utilization", "0.5"])
    grpo = train_rl.build_grpo_config(args, on_cuda=False)
    assert grpo.use_vllm and grpo.vllm_mode == "server" and grpo.vllm_server_host == "10.0.0.2"
    assert grpo.vllm_server_port == 8123 and grpo.vllm_server_timeout == 30.0
    assert grpo.vllm_gpu_memory_utilization == 0.5
    assert grpo.vllm_importance_sampling_correction  # TRL's default, kept
    plain_args = train_rl.parse_args(["8", "4", "--output_dir", str(tmp_path)])
    assert not train_rl.build_grpo_config(plain_args, on_cuda=False).use_vllm
    # the training micro-batch is planned with a colocated vLLM's share kept free, and only with one
    colocated = train_rl.parse_args(["8", "4", "--output_dir", str(tmp_path), "--use_vllm", "--no_quant"])
    assert train_rl.colocated_vllm_share(colocated) == 0.3
    assert train_rl.colocated_vllm_share(args) == 0.0 and train_rl.colocated_vllm_share(plain_args) == 0.0


def test_package_and_help_do_not_import_vllm():
    """Every module but the trainer (TRL's GRPOTrainer module looks for vLLM itself), and the scripts' --help."""
    probe = r"""
import importlib, importlib.abc, pkgutil, sys
attempts = []
class Recorder(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] == "vllm":
            attempts.append(name)
        return None
sys.meta_path.insert(0, Recorder())
import utils, tinylora_coder
for module in pkgutil.walk_packages(tinylora_coder.__path__, "tinylora_coder."):
    if module.name != "tinylora_coder.training.trainer":
        importlib.import_module(module.name)
utils.make_engine("vllm", "cuda")  # the engine object exists without vLLM; vLLM loads on its first call
for script in ("train_rl", "test", "validate"):
    spec = importlib.util.spec_from_file_location(script + "_probe", script + ".py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    try:
        module.parse_args(["--help"])
    except SystemExit:
        pass
print("ATTEMPTS", attempts)
"""
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.strip().splitlines()[-1] == "ATTEMPTS []"


# ---------------------------------------------------------------------------------------------------------------
# The vllm generation engine (what can be checked without vLLM)


def test_sampling_params_follow_the_generation_config():
    config = GenerationConfig(do_sample=True, temperature=0.7, top_p=0.8, top_k=20, repetition_penalty=1.05,
                              max_new_tokens=16, eos_token_id=[7, 9])
    assert vllm_sampling_kwargs(config, seed=5) == {
        "n": 1, "max_tokens": 16, "seed": 5, "detokenize": False, "stop_token_ids": [7, 9],
        "repetition_penalty": 1.05, "temperature": 0.7, "top_p": 0.8, "top_k": 20, "min_p": 0.0}
    unset = vllm_sampling_kwargs(GenerationConfig(do_sample=True, max_new_tokens=4, eos_token_id=2))
    assert (unset["temperature"], unset["top_p"], unset["top_k"], unset["repetition_penalty"]) == (1.0, 1.0, 50, 1.0)
    assert unset["stop_token_ids"] == [2] and unset["seed"] is None
    greedy = vllm_sampling_kwargs(GenerationConfig(do_sample=False, max_new_tokens=4, eos_token_id=2))
    assert greedy["temperature"] == 0.0 and "top_k" not in greedy


def test_vllm_engine_is_chosen_only_by_name_and_needs_cuda():
    assert resolve_engine_name("auto", "cuda") == "cuda_graph" and resolve_engine_name("auto", "cpu") == "eager"
    assert make_engine("vllm", "cuda").name == "vllm"
    with pytest.raises(utils.UsageError, match="needs a CUDA GPU"):
        make_engine("vllm", "cpu")


# ---------------------------------------------------------------------------------------------------------------
# The run log


def test_training_log_shows_and_records_the_sampling_logp_difference(tmp_path, capsys):
    state, control = TrainerState(global_step=0, max_steps=2), TrainerControl()
    log = cb.TrainingLog(str(tmp_path), 16, sampling_logp=True)
    log.on_train_begin(None, state, control)
    state.global_step = 1
    log.on_log(None, state, control, logs={"reward": 0.5, "reward_std": 0.1, "loss": 0.01,
                                           "sampling/sampling_logp_difference/mean": 0.00123,
                                           "sampling/sampling_logp_difference/max": 0.5})
    state.global_step = 2
    log.on_log(None, state, control, logs={"loss": 0.02})  # a step reusing the round: TRL logs no difference
    log.on_train_end(None, state, control)
    out = capsys.readouterr()
    lines = [line for line in (out.out + out.err).splitlines() if line.startswith("step ")]
    assert "vLLM logp diff 1.23e-03" in lines[0] and "vLLM logp diff" not in lines[1]
    rows = list(csv.DictReader(open(tmp_path / cb.REWARD_LOG_NAME)))
    assert [r["sampling_logp_diff"] for r in rows] == ["0.00123", ""]

    plain_dir = tmp_path / "plain"
    plain_dir.mkdir()
    plain = cb.TrainingLog(str(plain_dir), 16)  # without vLLM: the log keeps its columns
    plain.on_train_begin(None, TrainerState(global_step=0, max_steps=1), control)
    plain.on_log(None, TrainerState(global_step=1, max_steps=1), control, logs={"reward": 0.5, "loss": 0.0})
    plain.on_train_end(None, state, control)
    assert "sampling_logp_diff" not in open(plain_dir / cb.REWARD_LOG_NAME).readline()
