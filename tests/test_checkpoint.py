"""tiny_lora_v.pt: round trips, refused mismatches and foreign files, folders, edits, and checkpoints written by
earlier versions still loading."""
import os

import pytest
import torch

import tinylora_coder.tinylora.svd
import utils
from test_tinylora import (ROOT, private_cache, set_v, tiny_model,  # noqa: F401 (private_cache: an autouse
                           with_tiny_lora)  # fixture, active here too)


def test_checkpoint_round_trip(tmp_path):
    model = tiny_model()
    params, n = with_tiny_lora(model)
    set_v(params)
    path = tmp_path / "out" / "tiny_lora_v.pt"
    utils.save_tiny_lora_checkpoint(str(path), model, validation_score=0.5, step=7)
    raw = torch.load(path, weights_only=True)
    for key in ("global_v", "u_value", "rank", "seed", "model_id", "total_replaced_layers", "is_quantized",
                "validation_score", "step", "format_version", "target_modules", "tying", "skeleton_fingerprint"):
        assert key in raw, key
    assert raw["u_value"] == 8 and raw["rank"] == 2 and raw["seed"] == 7 and raw["total_replaced_layers"] == n
    assert raw["step"] == 7 and raw["validation_score"] == 0.5
    assert not [f for f in os.listdir(path.parent) if f.startswith(".tmp")]  # atomic write left no temp file

    fresh = tiny_model()
    checkpoint = utils.apply_tiny_lora_from_checkpoint(fresh, str(path), verbose=False)
    assert torch.equal(fresh.tinylora.global_v.detach(), params.global_v.detach())
    ids = torch.randint(0, 256, (1, 9), generator=torch.Generator().manual_seed(4))
    with torch.no_grad():
        assert torch.equal(model(ids).logits, fresh(ids).logits)
    assert checkpoint["step"] == 7


def _saved(tmp_path, **kwargs):
    model = tiny_model(**{k: v for k, v in kwargs.items() if k in ("seed", "num_hidden_layers")})
    params, _ = with_tiny_lora(model, **{k: v for k, v in kwargs.items() if k in ("u", "rank", "tying")})
    set_v(params)
    path = tmp_path / "ckpt.pt"
    utils.save_tiny_lora_checkpoint(str(path), model)
    return str(path)


@pytest.mark.parametrize("case,message", [
    ("model_id", "base model"),
    ("rank", "rank"),
    ("u", "u_value"),
    ("layers", "replaced layers"),
    ("skeleton", "SVD skeleton"),
    ("tying", "tying"),
])
def test_checkpoint_mismatch_is_refused(tmp_path, case, message):
    path = _saved(tmp_path)
    model = tiny_model(seed=1 if case == "skeleton" else 0, num_hidden_layers=3 if case == "layers" else 2)
    if case == "skeleton":
        model.tinylora_model_id = tiny_model().tinylora_model_id  # same name, other weights
    if case == "model_id":
        model.tinylora_model_id = "another/model"
    params = utils.TinyLoRAGlobalParams(16 if case == "u" else 8, tying="type" if case == "tying" else "all")
    utils.apply_tiny_lora(model, params, rank=3 if case == "rank" else 2, seed=7, verbose=False)
    with pytest.raises(utils.CheckpointError, match=message):
        utils.load_tiny_lora_checkpoint(path, model)
    assert torch.count_nonzero(model.tinylora.global_v) == 0  # nothing loaded


def test_checkpoint_for_other_model_refused_by_apply_from_checkpoint(tmp_path):
    path = _saved(tmp_path)
    other = tiny_model(seed=3)
    with pytest.raises(utils.CheckpointError, match="does not match"):
        utils.apply_tiny_lora_from_checkpoint(other, path, verbose=False)


def test_truncated_and_foreign_files_are_refused(tmp_path):
    path = _saved(tmp_path)
    data = open(path, "rb").read()
    truncated = tmp_path / "truncated.pt"
    truncated.write_bytes(data[: len(data) // 2])
    with pytest.raises(utils.CheckpointError, match="not a readable TinyLoRA checkpoint"):
        utils.read_tiny_lora_checkpoint(str(truncated))
    text = tmp_path / "notes.txt"
    text.write_text('{"arguments": {}}')  # a run_config.json passed by mistake: one line, no torch jargon
    with pytest.raises(utils.CheckpointError, match="is not a file torch.save wrote$"):
        utils.read_tiny_lora_checkpoint(str(text))
    legacy = tmp_path / "legacy.pt"
    torch.save({"weights": torch.zeros(3)}, legacy, _use_new_zipfile_serialization=False)
    with pytest.raises(utils.CheckpointError, match="missing global_v"):  # read as torch wrote it
        utils.read_tiny_lora_checkpoint(str(legacy))
    other = tmp_path / "other.pt"
    torch.save({"weights": torch.zeros(3)}, other)
    with pytest.raises(utils.CheckpointError, match="missing global_v"):
        utils.read_tiny_lora_checkpoint(str(other))
    with pytest.raises(utils.CheckpointError, match="not found"):
        utils.read_tiny_lora_checkpoint(str(tmp_path / "absent.pt"))


def test_checkpoint_with_arbitrary_objects_is_not_unpickled(tmp_path):
    class Evil:
        def __reduce__(self):
            return (os.system, ("echo pwned > " + str(tmp_path / "pwned"),))

    path = tmp_path / "evil.pt"
    torch.save({"global_v": torch.zeros(8), "payload": Evil()}, path)
    with pytest.raises(utils.CheckpointError):
        utils.read_tiny_lora_checkpoint(str(path))
    assert not (tmp_path / "pwned").exists()


def test_a_checkpoint_folder_is_accepted_and_messages_are_whole(tmp_path):
    path = _saved(tmp_path)
    folder = tmp_path / "run"
    folder.mkdir()
    os.replace(path, folder / "tiny_lora_v.pt")
    assert utils.read_tiny_lora_checkpoint(str(folder))["u_value"] == 8  # test.py --checkpoint_path <folder>
    with pytest.raises(utils.CheckpointError, match="must hold tiny_lora_v.pt"):
        utils.read_tiny_lora_checkpoint(str(tmp_path))
    garbage = tmp_path / "garbage.pt"
    garbage.write_bytes(b"PK\x03\x04" + os.urandom(300))
    with pytest.raises(utils.CheckpointError) as error:
        utils.read_tiny_lora_checkpoint(str(garbage))
    reason = str(error.value).split("(", 1)[1]
    assert reason.endswith(")") and "`torch.)" not in reason  # PyTorch's text is never cut inside a word


def test_an_edited_checkpoint_is_refused_before_any_svd(tmp_path, monkeypatch):
    path = _saved(tmp_path)
    checkpoint = torch.load(path, weights_only=True)
    checkpoint["rank"] = 3  # as if the file had been edited (or written for another layer set)
    torch.save(checkpoint, path)

    def forbidden(*a, **k):
        raise AssertionError("the SVD ran before the checkpoint was checked")

    monkeypatch.setattr(tinylora_coder.tinylora.svd, "compute_svd_skeleton", forbidden)
    with pytest.raises(utils.CheckpointError, match="says rank 3 but its SVD skeleton has rank 2"):
        utils.apply_tiny_lora_from_checkpoint(tiny_model(), path, verbose=False)
    checkpoint["rank"], checkpoint["seed"] = 2, 8  # another seed: the recorded P cannot be rebuilt
    torch.save(checkpoint, path)
    with pytest.raises(utils.CheckpointError, match="do not rebuild the projections"):
        utils.read_tiny_lora_checkpoint(path)
    other = tiny_model(num_hidden_layers=3)
    with pytest.raises(utils.CheckpointError, match="target layers"):  # structure checked before the SVD too
        utils.apply_tiny_lora_from_checkpoint(other, _saved(tmp_path), verbose=False)


def test_a_checkpoint_written_before_the_package_split_still_loads_and_gives_the_same_model():
    """tests/data/checkpoint_before_the_package.pt was written by the single-file utils.py (commit d4a7b94) for a
    tiny model (seed 0), u 8, rank 2, seed 7, tying "type"; *_logits.pt are that model's logits on ids 0..9."""
    folder = os.path.join(ROOT, "tests", "data")
    model = tiny_model()
    checkpoint = utils.apply_tiny_lora_from_checkpoint(model, os.path.join(folder, "checkpoint_before_the_package.pt"),
                                                       verbose=False)
    assert checkpoint["step"] == 3 and model.tinylora.tying == "type"
    with torch.no_grad():
        logits = model(torch.arange(10).reshape(1, 10)).logits
    expected = torch.load(os.path.join(folder, "checkpoint_before_the_package_logits.pt"), weights_only=True)
    torch.testing.assert_close(logits, expected, rtol=1e-5, atol=1e-5)
