"""The shape of the code (issue 14): utils.py is a map, modules have one concern, scripts are wiring.

These hold the structure in place: a change that makes the judge import torch, a script import another script,
a module grow past 600 lines (400 in the package and the benchmarks), a module import one of a later stage, or
imports run in a circle fails here; so does a page grown past what a newcomer reads (issue 49: README.md 15,000 bytes
a language, RESULTS.md's current page 40,000, its history in benchmarks/results/LOG.md) or a citation of notes that
are not in the repository.
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
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (  # `from .export`: the package's
                [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level else [])
            assert not set(names) & script_modules, f"{path} imports a script: {names}"


def test_modules_stay_small_and_utils_stays_a_map():
    for path in glob.glob(os.path.join(ROOT, "**", "*.py"), recursive=True):
        relative = os.path.relpath(path, ROOT)
        # problem specs are data (a statement and an input generator each), one module per split and topic
        if relative.startswith(("tests", ".", os.path.join("local_code_contests", "bundled", "specs"))):
            continue
        # the package and the benchmarks: one concern per module
        limit = 400 if relative.startswith(("tinylora_coder", "benchmarks")) else 600
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


# ----- imports: no cycles, and tinylora_coder's stages only import earlier ones -----

# tinylora_coder's stages in the order data flows through a run (TECHNICAL_GUIDE.md section 1): a module may import
# modules of its own stage and of earlier stages, never of a later one. The top level (config, errors, files, cli)
# comes first; then the model is loaded, TinyLoRA applied, problems read, programs judged, rewards scored, completions
# generated, runs evaluated. The settings come next-to-last: they declare every script's options, reading the names
# and checks of the stages those options steer (the calibration band of data/, the rule registry of reward/), and
# training builds TRL's config and its trainer from them, so training comes last (a script reads its settings first
# all the same: when they are read is not what they import).
STAGES = ("top level", "models", "tinylora", "data", "judge", "reward", "generation", "evaluation", "settings",
          "training")


def module_imports(root, package):
    """{module: set of modules of the same tree it imports} for every module under `package` (a folder of `root`),
    read from the source: imports inside functions count too (a lazy import is still a dependency)."""
    paths = {}
    for path in glob.glob(os.path.join(root, package, "**", "*.py"), recursive=True):
        name = os.path.relpath(path, root)[:-3].replace(os.sep, ".")
        paths[name[:-len(".__init__")] if name.endswith(".__init__") else name] = path
    graph = {}
    for module, path in paths.items():
        here = module.split(".") if path.endswith("__init__.py") else module.split(".")[:-1]
        imported = set()
        for node in ast.walk(ast.parse(open(path).read())):
            if isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = ".".join(here[:len(here) - node.level + 1] + [node.module or ""]).strip(".") if node.level \
                    else node.module
                # `from package import module` imports the module; `from module import name`, the module
                imported.update(f"{base}.{alias.name}" if f"{base}.{alias.name}" in paths else base
                                for alias in node.names)
        graph[module] = {target for target in imported if target in paths and target != module}
    return graph


def import_cycles(graph):
    """The import cycles a depth-first walk of the graph meets, each as [a, b, ..., a] from its smallest name: at least
    one wherever imports run in a circle, so an empty list means there is none."""
    cycles, done = [], set()

    def visit(module, path):
        if module in path:
            cycle = path[path.index(module):]
            start = cycle.index(min(cycle))  # one spelling per cycle, whichever module the walk began with
            cycles.append(cycle[start:] + cycle[:start] + [min(cycle)])
            return
        if module in done:
            return
        for target in sorted(graph.get(module, ())):
            visit(target, path + [module])
        done.add(module)

    for module in sorted(graph):
        visit(module, [])
    return sorted(map(list, {tuple(cycle) for cycle in cycles}))


def stage_of(module):
    parts = module.split(".")
    return parts[1] if len(parts) > 2 else "top level"  # tinylora_coder.judge.pool: judge; tinylora_coder.cli: top


def imports_against_the_flow(graph):
    """The imports (importer, imported) of a module of a later stage by one of an earlier stage."""
    return sorted((module, target) for module, targets in graph.items() for target in targets
                  if STAGES.index(stage_of(target)) > STAGES.index(stage_of(module)))


def test_the_import_checks_find_cycles_and_imports_against_the_flow():
    cycle = {"p.a": {"p.b"}, "p.b": {"p.c"}, "p.c": {"p.a"}, "p.d": {"p.a"}}
    assert import_cycles(cycle) == [["p.a", "p.b", "p.c", "p.a"]]
    assert import_cycles({"p.a": {"p.b"}, "p.b": set()}) == []
    backwards = {"tinylora_coder.judge.verdicts": {"tinylora_coder.reward.rules", "tinylora_coder.config"},
                 "tinylora_coder.reward.rules": set(), "tinylora_coder.config": set()}
    assert imports_against_the_flow(backwards) == [("tinylora_coder.judge.verdicts", "tinylora_coder.reward.rules")]
    assert set(map(stage_of, module_imports(ROOT, "tinylora_coder"))) == set(STAGES)  # every folder has a stage


@pytest.mark.parametrize("package", ["tinylora_coder", os.path.join("local_code_contests", "bundled")])
def test_no_import_cycle(package):
    assert import_cycles(module_imports(ROOT, package)) == []


def test_the_package_imports_only_along_the_flow_of_data():
    """A stage imports nothing of a later one: the judge reports verdicts and the reward rules score them, so the
    judge never imports the reward (it computed the original rule itself until issue 49)."""
    assert imports_against_the_flow(module_imports(ROOT, "tinylora_coder")) == []


# ----- the pages: short enough to read, every source in the repository (issue 49) -----

PAGE_LIMITS = {"README.md": 15_000, "RESULTS.md": 40_000}  # bytes of each language's part; RESULTS.md's history is
# benchmarks/results/LOG.md, linked from the page, not repeated in it
CHINESE_ANCHOR = '<a name="中文"></a>'


def language_sizes(text):
    """Bytes (UTF-8) of a two-language page's English part, before its Chinese anchor, and of its Chinese part."""
    assert text.count(CHINESE_ANCHOR) == 1, "a two-language page has one Chinese anchor"
    english, chinese = text.split(CHINESE_ANCHOR)
    return {"English": len(english.encode()), "Chinese": len((CHINESE_ANCHOR + chinese).encode())}


def test_language_sizes_split_at_the_chinese_anchor():
    assert language_sizes(f"ab{CHINESE_ANCHOR}中") == {"English": 2, "Chinese": len(CHINESE_ANCHOR.encode()) + 3}


@pytest.mark.parametrize("page", sorted(PAGE_LIMITS))
def test_the_pages_stay_short_in_both_languages(page):
    sizes = language_sizes(open(os.path.join(ROOT, page), encoding="utf-8").read())
    for language, size in sizes.items():
        assert size <= PAGE_LIMITS[page], (f"{page}: {language} {size} bytes, over {PAGE_LIMITS[page]}; older "
                                           "figures go to benchmarks/results/LOG.md, details to TECHNICAL_GUIDE.md")


def test_no_file_cites_notes_that_are_not_in_the_repository():
    """A reader cannot check notes kept outside the repository: a comment or a page states the fact with its date and
    device, or names a file here (issue 49 replaced four such citations)."""
    notes = "NOTES" + ".md"  # spelled in two pieces so that this test does not cite it either
    try:
        listed = subprocess.run(["git", "ls-files", "-z"], capture_output=True, cwd=ROOT, timeout=60)
    except FileNotFoundError:
        listed = None
    if listed is None or listed.returncode != 0:
        pytest.skip("not a git checkout (or no git): the tracked files are unknown")
    assert not os.path.exists(os.path.join(ROOT, notes))
    citing = [path for path in listed.stdout.decode().split("\0") if path and os.path.isfile(os.path.join(ROOT, path))
              and notes.encode() in open(os.path.join(ROOT, path), "rb").read()]
    assert citing == [], f"{notes} is not in the repository, but these cite it: {citing}"


# ----- one boundary with TRL, transformers and vLLM (issue 49, item 3) -----

LIBRARIES = ("trl", "transformers", "vllm")
BOUNDARY = os.path.join("tinylora_coder", "library_boundary.py")


def library_derived_classes(trees):
    """Names of the classes in `trees` ({path: ast}) that derive from a class of TRL, transformers or vLLM, directly
    (a base imported from them, or reached through one of their modules) or through another such class."""
    derived, bases = set(), {}
    for tree in trees.values():
        imported = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and not node.level:
                imported.update({alias.asname or alias.name: node.module for alias in node.names})
            elif isinstance(node, ast.Import):
                imported.update({(alias.asname or alias.name).split(".")[0]: alias.name for alias in node.names})
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                roots = [base.id if isinstance(base, ast.Name) else ast.unparse(base).split(".")[0]
                         for base in node.bases]
                if any(imported.get(root, "").split(".")[0] in LIBRARIES for root in roots):
                    derived.add(node.name)
                bases[node.name] = set(roots)
    while True:
        more = {name for name, roots in bases.items() if roots & derived} - derived
        if not more:
            return derived
        derived |= more


def is_private(name):
    return name.startswith("_") and not name.startswith("__")


def private_library_uses(paths, private_names, internal_imports):
    """["path:line: what"] for each use of a private name of TRL, transformers or vLLM in `paths`: (a) an underscore
    method defined, or an underscore attribute set on self, in a class derived from theirs; (b) an access to a name of
    `private_names` (getattr and the like with its string too); (c) an import of a private module or name of theirs,
    or of `internal_imports` ({module: names, None: all})."""
    trees = {path: ast.parse(open(path).read()) for path in paths}
    derived = library_derived_classes(trees)
    found = []
    for path, tree in trees.items():
        def flag(node, what):
            found.append(f"{os.path.relpath(path, ROOT)}:{node.lineno}: {what}")

        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and node.name in derived:
                for inner in ast.walk(node):
                    if isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef)) and is_private(inner.name):
                        flag(inner, f"{node.name} defines {inner.name}")
                    elif isinstance(inner, ast.Attribute) and isinstance(inner.ctx, ast.Store) and is_private(
                            inner.attr) and isinstance(inner.value, ast.Name) and inner.value.id == "self":
                        flag(inner, f"{node.name} sets self.{inner.attr}")
            if isinstance(node, ast.Attribute) and node.attr in private_names:
                flag(node, f"uses .{node.attr}")
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in (
                    "getattr", "hasattr", "setattr", "delattr") and len(node.args) > 1 and isinstance(
                    node.args[1], ast.Constant) and node.args[1].value in private_names:
                flag(node, f"uses {node.args[1].value!r}")
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                modules = [alias.name for alias in node.names] if isinstance(node, ast.Import) else \
                    [node.module or ""] * (not node.level)
                for module in modules:
                    if module.split(".")[0] not in LIBRARIES:
                        continue
                    names = [alias.name for alias in node.names] if isinstance(node, ast.ImportFrom) else []
                    internal = internal_imports.get(module, ())
                    if any(map(is_private, module.split("."))) or internal is None:
                        flag(node, f"imports {module}")
                    for name in names:
                        if is_private(name) or (internal and name in internal):
                            flag(node, f"imports {name} from {module}")
    return found


def package_and_scripts():
    return sorted(glob.glob(os.path.join(ROOT, "tinylora_coder", "**", "*.py"), recursive=True)) + \
        [os.path.join(ROOT, script) for script in SCRIPTS]


def test_no_private_name_of_trl_transformers_or_vllm_outside_the_boundary():
    from tinylora_coder import library_boundary

    paths = [path for path in package_and_scripts() if not path.endswith(BOUNDARY)]
    found = private_library_uses(paths, library_boundary.PRIVATE_NAMES, library_boundary.INTERNAL_IMPORTS)
    assert not found, "TRL's, transformers' or vLLM's private names outside library_boundary.py:\n" + "\n".join(found)


def test_the_boundarys_registry_names_exactly_the_private_names_it_uses():
    """PRIVATE_NAMES (from NEEDS, which the start-up check tests) holds every underscore name the boundary reads, sets,
    overrides or names in getattr, and nothing it does not use."""
    from tinylora_coder import library_boundary

    used = set()
    for node in ast.walk(ast.parse(open(os.path.join(ROOT, BOUNDARY)).read())):
        if isinstance(node, ast.Attribute) and is_private(node.attr):
            used.add(node.attr)
        elif isinstance(node, ast.FunctionDef) and is_private(node.name):
            used.add(node.name)
        elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "getattr" and isinstance(
                node.args[1], ast.Constant) and is_private(str(node.args[1].value)):
            used.add(node.args[1].value)
    assert used == library_boundary.PRIVATE_NAMES


def test_the_boundary_scan_finds_each_kind_of_private_use(tmp_path):
    """The scan itself, on made-up modules: each kind of use is found, the same code without it passes."""
    (tmp_path / "base.py").write_text("from trl import GRPOTrainer\n\n\nclass Mine(GRPOTrainer):\n    pass\n")
    cases = {
        "class Sub(Mine):\n    def _generate_single_turn(self, *a):\n        pass\n": "Sub defines _generate_single_turn",
        "class Sub(Mine):\n    def hook(self):\n        self._rows = 1\n": "Sub sets self._rows",
        "def f(trainer):\n    return trainer._tokenizer\n": "uses ._tokenizer",
        "def f(trainer):\n    return getattr(trainer, '_is_vlm', False)\n": "uses '_is_vlm'",
        "from trl.trainer.utils import pad\n": "imports pad from trl.trainer.utils",
        "from trl.trainer.grpo_trainer import RolloutFunc\n": "imports trl.trainer.grpo_trainer",
        "from transformers.utils import _private\n": "imports _private from transformers.utils",
        "import vllm._custom_ops\n": "imports vllm._custom_ops",
    }
    internal = {"trl.trainer.utils": ("pad",), "trl.trainer.grpo_trainer": None}
    for source, what in cases.items():
        (tmp_path / "user.py").write_text("from base import Mine\n\n\n" + source)
        found = private_library_uses([str(tmp_path / "base.py"), str(tmp_path / "user.py")], {"_tokenizer", "_is_vlm"},
                                     internal)
        assert len(found) == 1 and found[0].endswith(what), (source, found)
    clean = ("from trl import GRPOTrainer\nfrom trl.trainer import ensure_master_addr_port\n\n\nclass Sub(Mine):\n"
             "    def hook(self):\n        self.rows = self.engine._batched  # not theirs\n")
    (tmp_path / "user.py").write_text("from base import Mine\n" + clean)
    assert private_library_uses([str(tmp_path / "user.py")], {"_tokenizer"}, internal) == []
