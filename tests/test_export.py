"""export.py: a TinyLoRA checkpoint as a PEFT LoRA adapter and as a merged Hugging Face model. Both give the trained
model's logits when loaded with PEFT and transformers, and test.py and validate.py evaluate both like a checkpoint."""
import json
import os
import shutil

import pytest
import torch

import utils
from script_helpers import assert_one_line_usage_error, export, test_script, validate
from tinylora_coder.models import folders

# a chat-formatted prompt's ids (<|im_start|>user\n123<|im_end|>\n) and a few more: 12 positions of logits
TOKENS = torch.tensor([[151644, 872, 198, 16, 17, 18, 151645, 198, 151644, 77091, 198, 1]])
RANK, U_VALUE, STEP = 2, 8, 7
ADAPTER = "adapter_model.safetensors"


@pytest.fixture(scope="module")
def float32_cpu():
    """The loader picks bf16 on CPUs with native bf16 instructions: these tests compare float32 models."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("tinylora_coder.models.loading.default_cpu_dtype", lambda native_bf16=None: torch.float32)
        yield


@pytest.fixture(scope="module")
def run(tiny_model_dir, tmp_path_factory, float32_cpu):
    """A run folder (tiny_lora_v.pt of step 7: 8 scalars per layer, spread; run_config.json), the TinyLoRA model it
    was saved from, and its two exports made by export.py."""
    root = tmp_path_factory.mktemp("export")
    folder = root / "run"
    model, _ = utils.get_model_and_tokenizer(tiny_model_dir, use_4bit=False, for_inference=True, dtype=torch.float32)
    params = utils.TinyLoRAGlobalParams(U_VALUE, tying="layer")
    utils.apply_tiny_lora(model, params, rank=RANK, seed=3, verbose=False)
    with torch.no_grad():
        params.global_v.copy_(torch.randn(params.global_v.shape, generator=torch.Generator().manual_seed(0)) * 0.5)
    checkpoint = str(folder / "tiny_lora_v.pt")
    utils.save_tiny_lora_checkpoint(checkpoint, model, step=STEP, model_path=os.path.abspath(tiny_model_dir))
    utils.write_json(str(folder / "run_config.json"), {"arguments": {"u_value": U_VALUE, "learning_rate": 0.00123},
                                                       "effective": {"beta": 0.0}, "versions": {"trl": "1.16"}})
    paths = {"lora": str(root / "lora"), "merged": str(root / "merged")}
    for export_format, output in paths.items():
        assert export.main(["--checkpoint_path", str(folder), "--format", export_format, "--output", output]) == 0
    return {"model": model, "folder": str(folder), "checkpoint": checkpoint, **paths}


def logits_of(model):
    with torch.no_grad():
        return model(TOKENS).logits.float()


def assert_same_logits(actual, expected):
    assert (actual - expected).abs().max() <= 1e-4 * expected.abs().max()


def test_the_adapter_in_peft_and_the_merged_model_in_transformers_give_the_trained_logits(run, tiny_model_dir):
    from peft import PeftModel
    from transformers import AutoModelForCausalLM

    expected = logits_of(run["model"])
    base = AutoModelForCausalLM.from_pretrained(tiny_model_dir, dtype=torch.float32)
    # v moves the logits far beyond the tolerance, so a lost or wrong update fails the comparisons below
    assert (logits_of(base) - expected).abs().max() > 100 * 1e-4 * expected.abs().max()
    assert_same_logits(logits_of(PeftModel.from_pretrained(base, run["lora"])), expected)
    assert_same_logits(logits_of(AutoModelForCausalLM.from_pretrained(run["merged"])), expected)


STANDALONE_PEFT = """
import importlib.util, sys, torch
from peft import PeftModel
from transformers import AutoModelForCausalLM
assert importlib.util.find_spec("tinylora_coder") is None, "the project is importable"
base_dir, adapter_dir, tokens, out = sys.argv[1:]
model = PeftModel.from_pretrained(AutoModelForCausalLM.from_pretrained(base_dir, dtype=torch.float32), adapter_dir)
with torch.no_grad():
    torch.save(model(torch.load(tokens)).logits.float(), out)
"""


def test_the_adapter_loads_in_peft_in_a_process_that_cannot_import_this_project(run, tiny_model_dir, tmp_path):
    import subprocess
    import sys

    torch.save(TOKENS, tmp_path / "tokens.pt")
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    # -I: no script folder, no PYTHONPATH, no user site on sys.path; run from elsewhere, so only installed packages load
    subprocess.run([sys.executable, "-I", "-c", STANDALONE_PEFT, tiny_model_dir, run["lora"],
                    str(tmp_path / "tokens.pt"), str(tmp_path / "logits.pt")], cwd=tmp_path, env=env, check=True)
    assert_same_logits(torch.load(tmp_path / "logits.pt"), logits_of(run["model"]))


def test_the_adapter_is_peft_lora_of_rank_r_holding_exactly_each_layers_update(run, tiny_model_dir):
    from safetensors.torch import load_file

    config = json.load(open(os.path.join(run["lora"], "adapter_config.json")))
    assert config["peft_type"] == "LORA" and config["r"] == RANK and config["lora_alpha"] == RANK  # scaling 1
    assert config["target_modules"] == sorted(utils.TARGET_MODULES)
    assert config["base_model_name_or_path"] == os.path.abspath(tiny_model_dir)
    tensors = load_file(os.path.join(run["lora"], ADAPTER))
    layers = [(name, module) for name, module in run["model"].named_modules()
              if isinstance(module, utils.TinyLoRALinear)]
    assert len(tensors) == 2 * len(layers) == 2 * 14
    for name, module in layers:
        A, B = tensors[f"base_model.model.{name}.lora_A.weight"], tensors[f"base_model.model.{name}.lora_B.weight"]
        assert A.dtype == B.dtype == torch.float32
        assert A.shape == (RANK, module.in_features) and B.shape == (module.out_features, RANK)
        assert torch.equal(B @ A, module.delta_weight())  # the update itself, not an approximation of it


def test_both_folders_carry_provenance_and_a_card_and_the_merged_one_is_complete(run, tiny_model_dir):
    from transformers import AutoTokenizer

    for name in ("config.json", "generation_config.json", "model.safetensors", "tokenizer_config.json"):
        assert os.path.isfile(os.path.join(run["merged"], name)), name
    assert json.load(open(os.path.join(run["merged"], "config.json")))["dtype"] == "float32"  # the base's own
    generation, base = (json.load(open(os.path.join(folder, "generation_config.json")))
                        for folder in (run["merged"], tiny_model_dir))
    assert generation["eos_token_id"] == base["eos_token_id"]  # where sampling stops, as for the base model
    assert AutoTokenizer.from_pretrained(run["merged"]).chat_template
    for folder, kind in ((run["lora"], "tinylora-lora"), (run["merged"], "merged")):
        info = folders.read_folder_info(folder)
        assert info["kind"] == kind and info["model_id"] == "tiny-qwen2" and info["step"] == STEP
        assert info["checkpoint_sha256"] == utils.file_sha256(run["checkpoint"])
        assert info["project_version"] == folders.project_version() != "unknown"
        assert info["trained_parameters"] == run["model"].tinylora.global_v.numel() == 14 * U_VALUE
        card = open(os.path.join(folder, "README.md")).read()
        assert info["checkpoint_sha256"] in card and "| learning_rate | 0.00123 |" in card  # the run's settings
        option = "--checkpoint_path" if kind == "tinylora-lora" else "--model"  # as README.md says
        assert f"python test.py {option} {os.path.basename(folder)}" in card


def test_exporting_again_gives_the_same_adapter_bytes_and_replaces_an_earlier_export(run, tmp_path, capsys):
    again = str(tmp_path / "again")
    for replacing in (False, True):  # the second export replaces the first, and says so
        assert export.main(["--checkpoint_path", run["checkpoint"], "--output", again]) == 0
        assert ("Replacing the earlier export at " + again in capsys.readouterr().out) == replacing
    for name in (ADAPTER, "adapter_config.json"):
        with open(os.path.join(again, name), "rb") as new, open(os.path.join(run["lora"], name), "rb") as old:
            assert new.read() == old.read(), name
    assert sorted(os.listdir(again)) == sorted(os.listdir(run["lora"]))  # nothing left of the replaced one


def test_a_base_model_other_than_the_checkpoints_is_refused_in_one_line(run, other_model_dir, problems_file,
                                                                         tmp_path, capsys):
    output = tmp_path / "out"
    code = utils.run_cli(export.main, ["--checkpoint_path", run["checkpoint"], "--model", other_model_dir,
                                       "--output", str(output)])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "was trained on model 'tiny-qwen2', not 'other-qwen2'" in err[0]
    assert not output.exists()
    # the adapter's provenance file makes the same refusal when it is evaluated on another base model
    code = utils.run_cli(test_script.main, ["--checkpoint_path", run["lora"], "--model", other_model_dir,
                                            "--test_data", problems_file])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "was trained on model 'tiny-qwen2', not 'other-qwen2'" in err[0]


def test_export_refuses_a_folder_it_did_not_write_and_weights_that_are_exported_already(run, tmp_path, capsys):
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "todo.txt").write_text("mine")
    assert_one_line_usage_error(export, ["--checkpoint_path", run["checkpoint"], "--output", str(tmp_path / "notes")],
                                "is not an earlier export", capsys)
    assert (tmp_path / "notes" / "todo.txt").read_text() == "mine"
    assert_one_line_usage_error(export, ["--checkpoint_path", run["lora"]], "is a LoRA adapter folder already", capsys)
    assert_one_line_usage_error(export, ["--checkpoint_path", str(tmp_path / "none.pt")], "checkpoint not found",
                                capsys)
    assert_one_line_usage_error(export, ["--checkpoint_path", str(tmp_path / "notes")], "holds no trained weights",
                                capsys)


@pytest.mark.parametrize("sub_folder, exported, kind", [("lora_adapter", "lora", "lora"),
                                                        ("full_model", "merged", "full")])
def test_export_never_replaces_the_weights_a_training_run_wrote(run, tmp_path, capsys, sub_folder, exported, kind):
    # train_rl.py's lora_adapter/ and full_model/ hold tinylora_coder.json too: an export over one lost the adapter
    trained = tmp_path / sub_folder
    shutil.copytree(run[exported], trained)
    info = folders.read_folder_info(str(trained))
    folders.write_folder_info(str(trained), {**info, "kind": kind})
    before = sorted(os.listdir(trained))
    for export_format in ("lora", "merged"):
        assert_one_line_usage_error(export, ["--checkpoint_path", run["checkpoint"], "--format", export_format,
                                             "--output", str(trained)], "is not an earlier export", capsys)
    assert sorted(os.listdir(trained)) == before and folders.read_folder_info(str(trained))["kind"] == kind


def test_an_export_records_a_local_base_path_only_where_the_checkpoint_does(run, tmp_path, monkeypatch,
                                                                            tiny_model_dir):
    """The bundled model loads from its converted folder, but its checkpoints record only its id: an adapter that
    recorded the folder was evaluated as another model (test.py --compare warned on identical samples)."""
    checkpoint = str(tmp_path / "tiny_lora_v.pt")
    utils.save_tiny_lora_checkpoint(checkpoint, run["model"], step=STEP)  # no model_path, as for --model bundled
    monkeypatch.setattr("tinylora_coder.tinylora.export.recorded_model_reference", lambda *a, **k: tiny_model_dir)
    assert export.main(["--checkpoint_path", checkpoint, "--output", str(tmp_path / "out")]) == 0
    assert folders.read_folder_info(str(tmp_path / "out"))["model_path"] is None
    assert folders.read_folder_info(run["lora"])["model_path"] == os.path.abspath(tiny_model_dir)  # recorded: kept


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the refusal on a CPU-only machine")
def test_a_4bit_checkpoint_is_refused_on_a_cpu_before_any_model_loads(run, tmp_path, capsys):
    checkpoint = str(tmp_path / "tiny_lora_v.pt")
    utils.save_tiny_lora_checkpoint(checkpoint, run["model"], is_quantized=True)
    code = utils.run_cli(export.main, ["--checkpoint_path", checkpoint, "--output", str(tmp_path / "out")])
    captured = capsys.readouterr()
    assert code == 2 and captured.err.strip().splitlines() == [
        f"error: checkpoint {checkpoint} was trained on the 4-bit NF4 model, which loads only on a CUDA GPU "
        "(bitsandbytes): export it on one"]
    assert "Loaded" not in captured.out


def test_a_bf16_base_is_merged_in_bf16_with_one_rounding_of_w_plus_dw(tiny_model_dir, tmp_path, float32_cpu):
    from safetensors.torch import load_file

    base = tmp_path / "tiny-bf16"  # the tiny model's tokenizer, and its weights saved in bf16
    shutil.copytree(tiny_model_dir, base, ignore=shutil.ignore_patterns("*.safetensors"))
    vocab_size = json.load(open(os.path.join(tiny_model_dir, "config.json")))["vocab_size"]
    utils.build_tiny_qwen2(vocab_size=vocab_size, seed=0, dtype=torch.bfloat16).save_pretrained(base)
    assert utils.stored_dtype(str(base)) == torch.bfloat16 and utils.stored_dtype(tiny_model_dir) == torch.float32
    model, _ = utils.get_model_and_tokenizer(str(base), use_4bit=False, dtype="stored")
    assert model.dtype == torch.bfloat16  # as stored, although this machine's default is float32 (float32_cpu)
    params = utils.TinyLoRAGlobalParams(U_VALUE)
    utils.apply_tiny_lora(model, params, verbose=False)
    with torch.no_grad():
        params.global_v.fill_(0.3)
    utils.save_tiny_lora_checkpoint(str(tmp_path / "tiny_lora_v.pt"), model, model_path=str(base))
    assert export.main(["--checkpoint_path", str(tmp_path), "--format", "merged"]) == 0
    merged = load_file(str(tmp_path / "tiny_lora_v_merged" / "model.safetensors"))  # the default --output
    layers = [(name, module) for name, module in model.named_modules() if isinstance(module, utils.TinyLoRALinear)]
    for name, module in layers:
        weight = module.base_layer.weight
        expected = (weight.float() + module.delta_weight()).to(torch.bfloat16)
        assert merged[f"{name}.weight"].dtype == torch.bfloat16 and torch.equal(merged[f"{name}.weight"], expected)
        assert not torch.equal(expected, weight)  # the update survives the rounding
    assert torch.equal(merged["model.norm.weight"], model.model.norm.weight)  # the other weights as they were


def test_a_checkpoint_trained_in_bf16_on_a_float32_model_is_exported_from_bf16_weights(tiny_model_dir, tmp_path,
                                                                                     float32_cpu):
    """The bundled model is stored in float32 and trained in bf16 on a GPU; its skeleton in float32 differs from the
    trained one. train_rl.py records the dtype it trained in (model_dtype), and export.py loads the base in it."""
    model, _ = utils.get_model_and_tokenizer(tiny_model_dir, use_4bit=False, dtype=torch.bfloat16)
    params = utils.TinyLoRAGlobalParams(U_VALUE)
    utils.apply_tiny_lora(model, params, verbose=False, svd_cache=False)
    with torch.no_grad():
        params.global_v.fill_(0.3)
    utils.save_tiny_lora_checkpoint(str(tmp_path / "tiny_lora_v.pt"), model, model_path=tiny_model_dir,
                                    model_dtype="bfloat16")
    assert export.main(["--checkpoint_path", str(tmp_path), "--format", "merged"]) == 0
    info = folders.read_folder_info(str(tmp_path / "tiny_lora_v_merged"))
    assert info["dtype"] == "bfloat16"  # as trained, not as stored (float32)
    assert utils.stored_dtype(tiny_model_dir) == torch.float32


def test_test_py_writes_results_beside_an_exported_folder_and_inside_a_run_folder(run, tmp_path):
    run_folder = tmp_path / "lora_run"
    shutil.copytree(run["lora"], run_folder / "lora_adapter")
    for argv, expected in ((["--checkpoint_path", run["lora"]], os.path.join(os.path.dirname(run["lora"]),
                                                                              "test_results_lora.json")),
                           (["--model", run["merged"] + "/"], os.path.join(os.path.dirname(run["merged"]),
                                                                           "test_results_merged.json")),
                           (["--checkpoint_path", str(run_folder)], str(run_folder / "test_results_lora_adapter.json")),
                           (["--checkpoint_path", run["folder"]], os.path.join(run["folder"],
                                                                               "test_results_tiny_lora_v.json"))):
        assert test_script.default_output_path(test_script.parse_args(argv)) == expected


def test_evaluation_merges_an_adapter_into_plain_layers_with_the_trained_logits(run, tmp_path):
    model, _, info = utils.load_model_for_evaluation(run["lora"])
    assert info["kind"] == "lora" and info["rank"] == RANK and info["step"] == STEP
    assert info["trained_parameters"] == 14 * U_VALUE and info["adapter_parameters"] == 2 * RANK * (
        2 * (64 + 64) + 2 * (64 + 32) + 3 * (64 + 128))  # 2 blocks: r (in + out) for q, o; k, v; gate, up, down
    assert not any("lora" in name for name, _ in model.named_modules())  # plain layers: the plain model's speed
    assert model.lora_adapter == {"path": run["lora"], "rank": RANK, "modules_to_save": []}
    assert_same_logits(logits_of(model), logits_of(run["model"]))
    # any PEFT adapter folder, without this project's provenance file: its adapter_config.json names the base
    plain = str(tmp_path / "plain_adapter")
    shutil.copytree(run["lora"], plain, ignore=shutil.ignore_patterns(folders.FOLDER_INFO_NAME))
    model, _, info = utils.load_model_for_evaluation(plain)
    assert info["kind"] == "lora" and info["trained_parameters"] == info["adapter_parameters"]  # all it knows
    assert_same_logits(logits_of(model), logits_of(run["model"]))


@pytest.mark.parametrize("option, exported, kind", [("--checkpoint_path", "lora", "lora"),
                                                     ("--model", "merged", "model")])
def test_test_py_evaluates_an_exported_folder(run, problems_file, tmp_path, option, exported, kind):
    output = str(tmp_path / "result.json")
    assert test_script.main([option, run[exported], "--test_data", problems_file, "--num_samples", "1",
                             "--max_new_tokens", "4", "--judge_workers", "0", "--output", output]) == 0
    settings = json.load(open(output))["settings"]
    assert settings["kind"] == kind and settings["loaded_from"] == run[exported] and settings["step"] == STEP
    assert settings["trained_parameters"] == 14 * U_VALUE


@pytest.mark.parametrize("sub_folder, exported, kind", [("lora_adapter", "lora", "lora"),
                                                        ("full_model", "merged", "model")])
def test_validate_py_evaluates_a_run_folder_holding_what_training_writes(run, problems_file, tmp_path, sub_folder,
                                                                         exported, kind):
    run_folder, output = tmp_path / "run", str(tmp_path / "validation.json")
    shutil.copytree(run[exported], run_folder / sub_folder)
    assert validate.main(["1", "--checkpoint_path", str(run_folder), "--val_data", problems_file,
                          "--max_new_tokens", "4", "--output", output]) == 0
    settings = json.load(open(output))["settings"]
    assert settings["kind"] == kind and settings["loaded_from"] == str(run_folder / sub_folder)
    # the folder itself as --model: the weights it holds are what is evaluated, not the output folder's checkpoint
    assert validate.main(["1", "--model", str(run_folder / sub_folder), "--val_data", problems_file,
                          "--max_new_tokens", "4", "--output", output]) == 0
    assert json.load(open(output))["settings"]["kind"] == kind


def adapter_file_bound(shapes):
    """An upper bound on the bytes of a safetensors file of float32 tensors {key: shape}: the data, the 8-byte header
    length, and per tensor its key plus at most 100 bytes of JSON (dtype, shape, offsets: well under 100)."""
    data = sum(4 * torch.Size(shape).numel() for shape in shapes.values())
    return data, data + 8 + sum(len(key) + 100 for key in shapes)


def test_the_3b_models_adapter_is_under_16_mb(run):
    from peft import get_peft_model_state_dict
    from safetensors.torch import load_file

    # the bound holds for a real file: the tiny export's
    written = {key: tuple(tensor.shape) for key, tensor in load_file(os.path.join(run["lora"], ADAPTER)).items()}
    data, bound = adapter_file_bound(written)
    assert data < os.path.getsize(os.path.join(run["lora"], ADAPTER)) <= bound
    # the 3B shape on the meta device: PEFT's own state dict of the same adapter, without building the model
    skeleton = utils.adapter_skeleton(utils.qwen2_3b_config(), RANK, utils.TARGET_MODULES)
    state = get_peft_model_state_dict(skeleton)
    assert len(state) == 2 * 252
    data, bound = adapter_file_bound({key: tuple(tensor.shape) for key, tensor in state.items()})
    assert data == 4 * 36 * RANK * (2 * (2048 + 2048) + 2 * (2048 + 256) + 3 * (2048 + 11008))  # 14.97 MB
    assert bound <= 16_000_000


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="NF4 needs CUDA")
def test_a_4bit_checkpoint_merges_into_bf16(tmp_path, monkeypatch, capsys, bundled_tokenizer):
    pytest.importorskip("bitsandbytes")
    monkeypatch.setenv("TINYLORA_CACHE", str(tmp_path / "cache"))
    tokenizer = bundled_tokenizer
    base = tmp_path / "tiny-nf4"  # hidden 128: every weight a whole number of NF4 blocks
    utils.build_tiny_qwen2(vocab_size=len(tokenizer), seed=0, hidden_size=128, intermediate_size=256,
                           dtype=torch.bfloat16).save_pretrained(base)
    tokenizer.save_pretrained(base)
    model, _ = utils.get_model_and_tokenizer(str(base), use_4bit=True, for_inference=True)
    params = utils.TinyLoRAGlobalParams(U_VALUE)
    utils.apply_tiny_lora(model, params, verbose=False)
    with torch.no_grad():
        params.global_v.fill_(0.3)
    utils.save_tiny_lora_checkpoint(str(tmp_path / "tiny_lora_v.pt"), model, model_path=str(base))
    assert export.main(["--checkpoint_path", str(tmp_path / "tiny_lora_v.pt"), "--format", "merged",
                        "--output", str(tmp_path / "merged")]) == 0
    assert "written in bf16" in capsys.readouterr().out
    assert folders.read_folder_info(tmp_path / "merged")["dtype"] == "bfloat16"
    from transformers import AutoModelForCausalLM

    merged = AutoModelForCausalLM.from_pretrained(tmp_path / "merged", device_map={"": 0})
    assert merged.dtype == torch.bfloat16
    with torch.no_grad():
        expected, actual = model(TOKENS.cuda()).logits.float(), merged(TOKENS.cuda()).logits.float()
    assert (actual - expected).abs().max() <= 2e-2 * expected.abs().max()  # bf16 rounding of W + dW
