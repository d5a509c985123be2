"""One source of defaults (issue 26): every script's options are the fields of its settings dataclass, and --help
shows the dataclass's defaults. Fast: nothing is loaded."""
import argparse
import dataclasses
import os
import subprocess
import sys

import pytest
from script_helpers import ROOT, assert_one_line_usage_error, parser_of

from tinylora_coder import cli
from tinylora_coder.settings.evaluation import (CalibrationConfig, EvaluationConfig, TestConfig, ValidationConfig,
                                                VerifyConfig)
from tinylora_coder.settings.export import ExportConfig
from tinylora_coder.settings.fields import defaults
from tinylora_coder.settings.training import TrainingConfig

SCRIPTS = [("train_rl.py", TrainingConfig), ("test.py", TestConfig), ("validate.py", ValidationConfig),
           ("calibrate.py", CalibrationConfig), ("verify_pipeline.py", VerifyConfig), ("export.py", ExportConfig)]


def script_module(name):
    import importlib

    return importlib.import_module(name[:-3])


@pytest.mark.parametrize("name, cls", SCRIPTS)
def test_every_option_is_a_field_with_the_same_default(name, cls, monkeypatch):
    parser = parser_of(script_module(name), monkeypatch)
    turn_off = {action.dest: action for action in parser._actions if action.option_strings == [f"--no_{action.dest}"]}
    actions = {action.dest: action for action in parser._actions
               if action.dest != "help" and action not in turn_off.values()}
    fields = {field.name: field for field in dataclasses.fields(cls)}
    assert set(actions) == set(fields)
    # an option that is on by default (a bool defaulting to True) can be turned off, and only such a one
    assert set(turn_off) == {name for name, field in fields.items() if field.type is bool and field.default is True}
    assert all(isinstance(action, argparse._StoreFalseAction) for action in turn_off.values())
    for field_name, default in defaults(cls).items():
        action = actions[field_name]
        assert action.default == default, field_name
        assert action.help == fields[field_name].metadata["help"] and action.help, field_name
        positional = fields[field_name].metadata["positional"]
        assert action.option_strings == ([] if positional else [f"--{field_name}"]), field_name


@pytest.mark.parametrize("name, cls", SCRIPTS)
def test_help_shows_the_dataclass_defaults(name, cls):
    out = subprocess.run([sys.executable, os.path.join(ROOT, name), "--help"], capture_output=True, text=True,
                         cwd=ROOT, env={**os.environ, "COLUMNS": "1000"}, timeout=60)
    assert out.returncode == 0, out.stderr
    lines, current = {}, None
    for line in out.stdout.splitlines():
        if line.startswith("  ") and not line.startswith("   ") and line.strip():
            current = line.split()[0].rstrip(",")
            lines[current] = line
        elif current and line.startswith("   "):
            lines[current] += " " + line.strip()
        else:
            current = None
    for field_name, default in defaults(cls).items():
        option = field_name if cls.__dataclass_fields__[field_name].metadata["positional"] else f"--{field_name}"
        assert option in lines, f"{name}: {option} missing from --help"
        if default not in (None, False) and "(default:" not in cls.__dataclass_fields__[field_name].metadata["help"]:
            assert f"(default: {default})" in lines[option], f"{name}: {lines[option]}"


def test_parsed_settings_are_the_dataclasses():
    train_rl, test_script = script_module("train_rl.py"), script_module("test.py")
    assert train_rl.parse_args([]) == TrainingConfig()
    args = test_script.parse_args(["--baseline"])
    assert isinstance(args, EvaluationConfig) and args == TestConfig(baseline=True)


@pytest.mark.parametrize("name, argv, message", [
    ("test.py", ["--baseline", "--n", "0"], "n must be a positive integer"),
    ("test.py", ["--baseline", "--gpu_memory_share", "0.3"], "--gpu_memory_share needs --generation_engine cuda_graph"),
    ("test.py", ["--baseline", "--gpu_memory_share", "0", "--generation_engine", "eager"],
     "gpu_memory_share must lie in (0, 1]"),
    ("validate.py", ["2", "--batch_size", "0"], "batch_size must be a positive integer"),
    ("validate.py", ["2", "--checkpoint_path", "/nonexistent/v.pt"], "checkpoint not found"),
    ("calibrate.py", ["--generation_engine", "vllm"], cli.vllm_needs_no_quant("--generation_engine vllm")),
    ("train_rl.py", ["--use_vllm"], cli.vllm_needs_no_quant("--use_vllm")),
])
def test_shared_checks(name, argv, message, capsys):
    assert_one_line_usage_error(script_module(name), argv, message, capsys)


def test_one_main_process_check(monkeypatch):
    monkeypatch.setenv("RANK", "1")
    assert not cli.is_main_process()
    monkeypatch.setenv("RANK", "0")
    assert cli.is_main_process()
