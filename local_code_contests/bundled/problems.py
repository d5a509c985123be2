"""The bundled offline problem set: every spec, in the order of the lines of bundled_<split>.jsonl, and the check
that each can be built (check_specs).

Specs live in specs/<split>/<topic>.py (problem_spec.py says what a spec holds); every module there is
collected. specs/<split>/order.txt lists the split's problem names in the line order of
bundled_<split>.jsonl: the order decides which problems a seed draws, so a new problem's name is
appended to it and existing lines never move. Each spec's split must match its folder, so a
training module never holds a held-out problem by accident.
"""

import importlib
import pkgutil
from pathlib import Path

from .problem_spec import LEVELS, SOLUTIONS_DIR, SPLITS, WRONG_DIR, BuildError, Problem

SPECS_DIR = Path(__file__).resolve().parent / "specs"


class SpecError(Exception):
    """The specs and the order files disagree (build.py prints it as a one-line error)."""


def order_path(split: str) -> Path:
    return SPECS_DIR / split / "order.txt"


def read_order(split: str) -> list[str]:
    return [line.strip() for line in order_path(split).read_text(encoding="utf-8").splitlines() if line.strip()]


def spec_modules(split: str) -> list:
    package = f"{__package__}.specs.{split}"
    names = sorted(info.name for info in pkgutil.iter_modules([str(SPECS_DIR / split)]))
    return [importlib.import_module(f"{package}.{name}") for name in names]


def collect(split: str) -> tuple[Problem, ...]:
    """The split's specs in order.txt's order; a spec missing from it (or a name without a spec) is an error."""
    by_name: dict[str, Problem] = {}
    for module in spec_modules(split):
        for problem in module.PROBLEMS:
            if problem.split != split:
                raise SpecError(f"{problem.name}: split {problem.split!r} in {module.__name__}")
            if problem.name in by_name:
                raise SpecError(f"{problem.name}: defined twice")
            by_name[problem.name] = problem
    order = read_order(split)
    unlisted = sorted(set(by_name) - set(order))
    unknown = sorted(set(order) - set(by_name))
    repeated = sorted({name for name in order if order.count(name) > 1})
    if unlisted or unknown or repeated:
        raise SpecError(f"{order_path(split)} disagrees with the specs: not listed {unlisted[:5]}, "
                        f"no such spec {unknown[:5]}, listed twice {repeated[:5]}")
    return tuple(by_name[name] for name in order)


PROBLEMS: tuple[Problem, ...] = tuple(p for split in SPLITS for p in collect(split))


def check_specs() -> None:
    """Every spec can be built: a unique name, a known split and level, an example, Input and Output sections, and
    its reference solution and wrong variant on disk."""
    names = [p.name for p in PROBLEMS]
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise BuildError(f"duplicate problem names: {duplicates}")
    for p in PROBLEMS:
        if p.split not in SPLITS or p.level not in LEVELS:
            raise BuildError(f"{p.name}: bad split {p.split!r} or level {p.level!r}")
        if not p.examples:
            raise BuildError(f"{p.name}: the statement needs at least one example")
        if "\n\nInput\n\n" not in p.statement or "\n\nOutput\n\n" not in p.statement:
            raise BuildError(f"{p.name}: the statement needs Input and Output sections")
        for folder in (SOLUTIONS_DIR, WRONG_DIR):
            if not (folder / f"{p.name}.cpp").is_file():
                raise BuildError(f"{p.name}: missing {folder / (p.name + '.cpp')}")


__all__ = ["LEVELS", "PROBLEMS", "SPLITS", "Problem", "SpecError", "check_specs", "collect", "order_path",
           "spec_modules"]
