"""The shape of the code (issue 14): utils.py is a map, modules have one concern, scripts are wiring.

These hold the structure in place: a change that makes the judge import torch, a script import another script,
or a module grow past 600 lines (400 in the package) fails here.
"""
import ast
import glob
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPTS = ["train_rl.py", "test.py", "validate.py", "verify_pipeline.py", "calibrate.py", "download_code_contests.py",
           "download_deepcoder.py", "export.py"]


def imported_modules(code):
    """Names of the modules a Python snippet ends up importing (run in a fresh interpreter)."""
    out = subprocess.run([sys.executable, "-c", f"{code}\nimport sys\nprint(' '.join(sorted(sys.modules)))"],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    return set(out.stdout.split())


@pytest.mark.parametrize("code", [
    "import utils",
    "import utils; utils.judge_code; utils.load_problems; utils.extract_code_from_response; utils.pass_at_k",
    "from tinylora_coder.judge import verdicts, pool; from tinylora_coder.data import problems, prompts, calibration",
    "from tinylora_coder.reward import rules, reward_function; from tinylora_coder.data import downloads",
])
def test_the_judge_and_data_code_never_load_torch(code):
    assert "torch" not in imported_modules(code)


def test_importing_the_package_silences_the_known_library_noise():
    """bitsandbytes logs at import, on CPUs with AVX512-BF16, that an optional package is missing."""
    pytest.importorskip("bitsandbytes")
    out = subprocess.run([sys.executable, "-c", "import utils; utils.get_model_and_tokenizer; import bitsandbytes"],
                         capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert out.returncode == 0 and "gemm_4bit_forward" not in out.stderr + out.stdout


def test_no_script_imports_another_script_and_benchmarks_import_the_package():
    script_modules = {name[:-3] for name in SCRIPTS}
    package = glob.glob(os.path.join("tinylora_coder", "**", "*.py"), recursive=True)
    for path in SCRIPTS + glob.glob(os.path.join("benchmarks", "*.py")) + package:
        tree = ast.parse(open(os.path.join(ROOT, path)).read())
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module] if isinstance(node, ast.ImportFrom) and node.module else [])
            assert not set(names) & script_modules, f"{path} imports a script: {names}"


def test_modules_stay_small_and_utils_stays_a_map():
    for path in glob.glob(os.path.join(ROOT, "**", "*.py"), recursive=True):
        relative = os.path.relpath(path, ROOT)
        # problem specs are data (a statement and an input generator each), one module per split and topic
        if relative.startswith(("tests", "benchmarks", ".", os.path.join("local_code_contests", "bundled", "specs"))):
            continue
        limit = 400 if relative.startswith("tinylora_coder") else 600  # the package: one concern per module
        assert len(open(path).read().splitlines()) <= limit, relative
    assert len(open(os.path.join(ROOT, "utils.py")).read().splitlines()) <= 200
    assert len(open(os.path.join(ROOT, "train_rl.py")).read().splitlines()) <= 300


def test_every_name_utils_promises_exists():
    import importlib

    import utils

    for module, names in utils._EXPORTS.items():
        loaded = importlib.import_module(module)
        for name in names:
            assert hasattr(loaded, name), f"{module}.{name}"
    with pytest.raises(AttributeError):
        utils.no_such_name
