"""The start-up check of library_boundary.py: what this project uses of TRL's, transformers' and vLLM's private
names, tested against the installed libraries; the scripts ask for it before their work starts.

Later or other library versions are stood in for by changing what the installed ones show (a method removed or given
other parameters, a source line gone, another version string), the way such a release would differ.
"""
import contextlib
import inspect
import logging

import pytest
from script_helpers import test_script, train_rl
from transformers.generation.utils import GenerationMixin
from trl import GRPOTrainer

import utils
from tinylora_coder import library_boundary
from tinylora_coder.errors import UnsupportedLibraryError
from tinylora_coder.library_boundary import SUPPORTED_TEXT, check_libraries

PARTS = ("training", "generation", "vllm")


@contextlib.contextmanager
def library_warnings():
    """The records tinylora.libraries logs inside the block, caught even where a script set the project's loggers not
    to propagate (cli.setup_logging)."""
    records, handler = [], logging.Handler()
    handler.emit = records.append
    logger = logging.getLogger("tinylora.libraries")
    logger.addHandler(handler)
    try:
        yield records
    finally:
        logger.removeHandler(handler)


def test_the_installed_libraries_meet_every_need_without_a_note():
    assert check_libraries(*PARTS) == []
    assert {need.part for need in library_boundary.NEEDS} == set(PARTS)


def test_a_library_without_a_private_method_ends_with_one_line_naming_the_supported_versions(monkeypatch):
    monkeypatch.delattr(GRPOTrainer, "_generate_single_turn")
    with pytest.raises(UnsupportedLibraryError) as error:
        check_libraries("training")
    message = str(error.value)
    assert "\n" not in message and "lacks GRPOTrainer._generate_single_turn" in message
    assert f"supported: {SUPPORTED_TEXT}" in message and message.startswith("trl ")
    check_libraries("generation")  # the other parts do not need it


def test_other_parameters_fail_where_this_project_passes_or_reads_them(monkeypatch):
    def reordered(self, images, prompt_ids, multimodal_fields, num_generations):
        pass

    monkeypatch.setattr(GRPOTrainer, "_generate_single_turn", reordered)
    with pytest.raises(UnsupportedLibraryError, match=r"parameters \(images, prompt_ids, .*\) where \(prompt_ids"):
        check_libraries("training")
    monkeypatch.undo()

    def needs_more(self, generation_config, input_ids_seq_length, encoder_input_ids, prefix_allowed_tokens_fn,
                   logits_processor, device, model_kwargs, negative_prompt_ids):  # a new required parameter
        pass

    monkeypatch.setattr(GenerationMixin, "_get_logits_processor", needs_more)
    with pytest.raises(UnsupportedLibraryError, match="transformers .* lacks GenerationMixin._get_logits_processor "
                                                      ".*negative_prompt_ids"):
        check_libraries("generation")
    monkeypatch.setattr(GenerationMixin, "_get_logits_processor", lambda self, **settings: None)
    check_libraries("generation")  # more it may take: fine


def without_source_text(monkeypatch, module, text):
    """What `module`'s source would be in a release without `text`."""
    real = library_boundary.module_source

    def source(name):
        return real(name).replace(text, "") if name == module else real(name)

    monkeypatch.setattr(library_boundary, "module_source", source)


def test_state_trl_stops_keeping_ends_the_check_and_a_lost_speed_up_is_a_note(monkeypatch):
    without_source_text(monkeypatch, "trl.trainer.grpo_trainer", "self._buffered_inputs =")
    with pytest.raises(UnsupportedLibraryError, match="GRPOTrainer._buffered_inputs as this project uses it"):
        check_libraries("training")
    monkeypatch.undo()

    # a TRL whose colocated vLLM no longer calls llm.generate: its rows are judged after the round, said once
    without_source_text(monkeypatch, "trl.generation.vllm_generation", "self.llm.generate(")
    with library_warnings() as logged:
        notes = check_libraries("vllm")
        assert check_libraries("vllm") == notes
    assert len(notes) == 1 and "llm.generate" in notes[0] and "once their round has ended" in notes[0]
    assert [record.getMessage() for record in logged] == notes  # once


def test_an_override_trl_no_longer_calls_through_self_or_without_the_parameter_read_fails(monkeypatch):
    from transformers import Trainer

    without_source_text(monkeypatch, "transformers.trainer", "self._run_epoch")
    with pytest.raises(UnsupportedLibraryError, match="_run_epoch .*no longer called through self"):
        check_libraries("training")
    monkeypatch.undo()
    monkeypatch.setattr(Trainer, "_run_epoch", lambda self, model, epoch_index, **more: None)  # epoch renamed
    with pytest.raises(UnsupportedLibraryError, match=r"Trainer._run_epoch .*\(no parameter epoch\)"):
        check_libraries("training")


def test_a_later_version_that_has_every_name_passes_with_a_note(monkeypatch):
    versions = {"trl": "1.17.0", "transformers": "5.25.0"}
    monkeypatch.setattr(library_boundary, "installed_version", versions.get)
    with library_warnings() as logged:
        notes = check_libraries("training", "generation")
    assert len(notes) == 1 and notes[0].startswith("trl 1.17.0 is outside the versions") and SUPPORTED_TEXT in notes[0]
    assert [record.getMessage() for record in logged] == notes
    versions["transformers"] = "5.16.2"  # older than written for: noted the same way
    assert [note.split(" is outside")[0] for note in check_libraries("training")] == ["transformers 5.16.2", "trl 1.17.0"]


def test_every_need_names_a_real_kind_and_the_overrides_the_boundary_defines():
    kinds = {"override", "call", "takes", "state", "read", "called"}
    assert {need.kind for need in library_boundary.NEEDS} <= kinds
    overridden = {need.name for need in library_boundary.NEEDS if need.kind == "override"} - {"_iter_named_params"}
    defined = {name for name, _ in inspect.getmembers(library_boundary.GRPOTrainerBoundary, inspect.isfunction)}
    assert overridden == {name for name in defined if name.startswith("_") and not name.startswith("__")}


def test_train_rl_checks_before_the_model_loads(monkeypatch, capsys, tmp_path):
    from transformers import Trainer

    asked, real = [], library_boundary.check_libraries
    monkeypatch.setattr(library_boundary, "check_libraries", lambda *parts: asked.append(parts) or real(*parts))
    monkeypatch.delattr(Trainer, "_run_epoch")  # a transformers without it
    monkeypatch.setattr(utils, "get_model_and_tokenizer", lambda *a, **k: pytest.fail("the model loaded first"))
    code = utils.run_cli(train_rl.main, ["32", "2", "--output_dir", str(tmp_path / "out")])
    errors = [line for line in capsys.readouterr().err.splitlines() if line.startswith("error:")]
    assert code == 2 and len(errors) == 1 and SUPPORTED_TEXT in errors[0]
    assert "transformers " in errors[0] and "lacks Trainer._run_epoch" in errors[0]
    assert asked == [("training",)]  # on this CPU: no cuda_graph engine, no vLLM


def test_test_py_checks_the_generation_helpers_where_the_cuda_graph_engine_samples(monkeypatch, capsys):
    def lacking(*parts):
        raise UnsupportedLibraryError(f"checked {parts}")

    monkeypatch.setattr(test_script, "check_libraries", lacking)
    monkeypatch.setattr(utils, "load_model_for_evaluation", lambda *a, **k: (None, None, {"model": "m", "kind": "k"}))
    monkeypatch.setattr(utils, "evaluate_problems", lambda *a, **k: pytest.fail("sampled before the check"))
    for engine, code in (("cuda_graph", 2), ("eager", None)):
        monkeypatch.setattr(utils, "evaluation_engine_name", lambda name, model, engine=engine: engine)
        if code is None:
            with pytest.raises(pytest.fail.Exception, match="sampled before the check"):
                test_script.main(["--baseline", "--num_samples", "1"])
            continue
        assert utils.run_cli(test_script.main, ["--baseline", "--num_samples", "1"]) == code
        assert "error: checked ('generation',)" in capsys.readouterr().err
