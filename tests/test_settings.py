"""One source of defaults (issue 26): every script's options are the fields of its settings dataclass, and --help
shows the dataclass's defaults. Fast: nothing is loaded."""
import argparse
import dataclasses
import os
import subprocess
import sys
import time

import pytest
from script_helpers import ROOT, assert_one_line_usage_error, parser_of

from tinylora_coder import cli
from tinylora_coder.settings.evaluation import (CalibrationConfig, EvaluationConfig, TestConfig, ValidationConfig,
                                                VerifyConfig)
from tinylora_coder.settings.export import ExportConfig
from tinylora_coder.settings.fields import defaults, value_type
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


# ----- every number option has a range, checked before anything loads -----

# Values each script refuses at once, with one line naming the option: every number option is listed (a new one
# without a check fails test_every_number_option_has_a_range below). Extra arguments reach the check under test:
# the vLLM numbers apply only with --use_vllm, the calibration temperature only with --train_filter.
VLLM = ["--use_vllm", "--no_quant"]
BAD_NUMBERS = {
    "train_rl.py": {
        "u_value": ["0", "-4"], "max_samples": ["0"], "rank": ["0"], "seed": ["-1", str(2 ** 32)],
        "calibration_temperature": ["-1", "nan"], "num_generations": ["1", "0"], "max_completion_length": ["0"],
        "learning_rate": ["0", "-1e-3", "nan", "inf"], "warmup_steps": ["-1", "1.5", "nan"], "num_iterations": ["0"],
        "epsilon": ["-0.1", "nan"], "epsilon_high": ["-0.1"], "temperature": ["0", "-1", "nan", "inf"],
        "per_device_train_batch_size": ["0"], "gradient_accumulation_steps": ["0"], "max_steps": ["0", "-2"],
        "top_k": ["-1"], "top_p": ["0", "1.5", "nan"], "train_tests": ["-1"], "overlong_penalty": ["-1", "2000"],
        "gpu_memory_share": ["0", "1.5"], "judge_workers": ["-2"], "vllm_gpu_memory_utilization": ["0", "1.5"],
        "vllm_server_port": ["0", "70000"], "vllm_server_timeout": ["0", "nan"], "val_steps": ["0"],
        "val_samples": ["0"], "val_n": ["0"], "save_steps": ["0"], "stop_after_silent_prompts": ["-1"],
        "lora_r": ["0"], "lora_alpha": ["0", "nan"], "lora_dropout": ["-0.1", "1", "nan"],
        "dynamic_sampling_draws": ["0"], "no_spread_draw_weight": ["0", "1.5", "nan"],
        "skip_grad_spikes": ["1", "0.5", "-2", "nan", "inf"],
    },
    "test.py": {
        "n": ["0"], "max_new_tokens": ["0"], "batch_size": ["0"], "num_samples": ["0"], "test_seed": ["-1"],
        "temperature": ["-1", "nan", "inf"], "max_tests": ["0", "-3"], "judge_workers": ["-2"],
        "gpu_memory_share": ["0", "1.5"],
    },
    "validate.py": {"n": ["0"], "max_new_tokens": ["0"], "batch_size": ["0"], "num_samples": ["0"], "seed": ["-1"]},
    "calibrate.py": {"n": ["0"], "temperature": ["-1", "nan"], "max_new_tokens": ["0"], "batch_size": ["0"],
                     "seed": [str(2 ** 32)]},
    "verify_pipeline.py": {"u_value": ["0"], "rank": ["0"], "num_problems": ["0"], "max_new_tokens": ["0"]},
    "export.py": {},  # no number options
}
EXTRA = {("train_rl.py", name): VLLM for name in ("vllm_gpu_memory_utilization", "vllm_server_port",
                                                  "vllm_server_timeout")}
EXTRA.update({("train_rl.py", "calibration_temperature"): ["--train_filter", "0.05,0.95"],
              ("test.py", None): ["--baseline"]})
EXTRA.update({("train_rl.py", name): ["--adapter", "lora"] for name in ("lora_r", "lora_alpha", "lora_dropout")})
# any integer is a valid projection seed: it is hashed, with each layer's name, into the projections' generator seed
NO_RANGE = {("train_rl.py", "projection_seed")}


def number_fields(cls):
    """The fields of a settings dataclass that hold numbers (or lists of them)."""
    return {field.name for field in dataclasses.fields(cls)
            if (value_type(field.type) or field.metadata["argparse"].get("type")) in (int, float)}


def test_every_number_option_has_a_range():
    for name, cls in SCRIPTS:
        listed = set(BAD_NUMBERS[name]) | {field for script, field in NO_RANGE if script == name}
        assert number_fields(cls) == listed, name


@pytest.mark.parametrize("name, field_name, value", [(name, field_name, value)
                                                     for name, fields in BAD_NUMBERS.items()
                                                     for field_name, values in fields.items() for value in values])
def test_a_bad_number_ends_with_one_line_naming_the_option(name, field_name, value, capsys):
    cls = dict(SCRIPTS)[name]
    positional = [f.name for f in dataclasses.fields(cls) if f.metadata["positional"]]
    if field_name in positional:  # the positionals before it at their defaults
        argv = [str(getattr(cls(), p)) for p in positional[:positional.index(field_name)]] + [value]
    else:
        argv = [f"--{field_name}", value]
    argv += EXTRA.get((name, field_name), []) + EXTRA.get((name, None), [])
    assert_one_line_usage_error(script_module(name), argv, field_name, capsys)


@pytest.mark.parametrize("command", [["train_rl.py", "--temperature", "0"], ["train_rl.py", "--temperature", "-1"],
                                     ["train_rl.py", "--max_steps", "0"], ["test.py", "--baseline", "--max_tests", "-3"]])
def test_what_a_new_user_hit_ends_at_once_in_one_line(command):
    """These values used to start a run: a transformers traceback once the model had loaded, or a full rollout."""
    started = time.monotonic()
    out = subprocess.run([sys.executable, os.path.join(ROOT, command[0]), *command[1:]], capture_output=True,
                         text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert [line for line in out.stderr.splitlines() if "error:" in line] == [out.stderr.splitlines()[-1]]
    assert time.monotonic() - started < 30  # before any model library loads (--help answers in under 2 s)


def test_help_describes_the_default_tying(monkeypatch):
    parser = parser_of(script_module("train_rl.py"), monkeypatch)
    u_value = next(action for action in parser._actions if action.dest == "u_value")
    assert TrainingConfig().tying == "layer" and "--tying layer" in u_value.help and "own v of u scalars" in u_value.help
    assert "shared" not in parser.description and "shared vector" not in u_value.help
