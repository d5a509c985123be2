"""Folders of trained weights: which kind a path names (run folders included) and the provenance file."""
import json
import os

from tinylora_coder.models import folders


def touch(path, text="{}"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def test_each_kind_of_path_is_recognised(tmp_path):
    checkpoint = tmp_path / "run" / "tiny_lora_v.pt"
    touch(str(checkpoint))
    touch(str(tmp_path / "adapter" / "adapter_config.json"))
    touch(str(tmp_path / "merged" / "config.json"))
    touch(str(tmp_path / "merged" / "model.safetensors"))
    touch(str(tmp_path / "config_only" / "config.json"))  # no weights: not a model folder
    assert folders.folder_kind(checkpoint) == "tinylora"
    assert folders.folder_kind(tmp_path / "run") == "tinylora"
    assert folders.folder_kind(tmp_path / "adapter") == "lora"
    assert folders.folder_kind(tmp_path / "merged") == "model"
    assert folders.folder_kind(tmp_path / "config_only") is None
    assert folders.folder_kind(tmp_path / "missing") is None


def test_a_run_folder_resolves_to_its_lora_adapter_or_full_model(tmp_path):
    touch(str(tmp_path / "lora_run" / "lora_adapter" / "adapter_config.json"))
    touch(str(tmp_path / "full_run" / "full_model" / "config.json"))
    touch(str(tmp_path / "full_run" / "full_model" / "model-00001-of-00002.safetensors"))
    assert folders.resolve_trained_path(tmp_path / "lora_run") == ("lora", str(tmp_path / "lora_run" / "lora_adapter"))
    assert folders.resolve_trained_path(tmp_path / "full_run") == ("model", str(tmp_path / "full_run" / "full_model"))
    # a TinyLoRA run folder keeps meaning its own tiny_lora_v.pt, whatever else it holds
    touch(str(tmp_path / "lora_run" / "tiny_lora_v.pt"))
    assert folders.resolve_trained_path(tmp_path / "lora_run") == ("tinylora", str(tmp_path / "lora_run"))


def test_folder_info_round_trips_with_the_project_version(tmp_path):
    assert folders.read_folder_info(tmp_path) is None
    path = folders.write_folder_info(tmp_path, {"kind": "merged", "model_id": "m", "step": 3})
    assert os.path.basename(path) == folders.FOLDER_INFO_NAME
    info = folders.read_folder_info(tmp_path)
    assert info["kind"] == "merged" and info["step"] == 3
    assert info["project_version"] == folders.project_version() and info["project_version"] != ""
    assert [name for name in os.listdir(tmp_path)] == [folders.FOLDER_INFO_NAME]  # no temporary file left behind
    touch(str(tmp_path / folders.FOLDER_INFO_NAME), json.dumps([1, 2]))  # not an object: no info
    assert folders.read_folder_info(tmp_path) is None
