"""The bundled offline problem set: every spec, in the order of the lines of bundled_<split>.jsonl.

Specs live in modules of a few dozen problems each (problem_spec.py says what a spec holds); add a
new module to SPEC_MODULES to add its problems. Held-out problems (valid, test) have modules of
their own, so a training module never holds one by accident.
"""

from . import test_split, test_split_b, train_a, train_b, valid, valid_b
from .problem_spec import LEVELS, SPLITS, Problem

SPEC_MODULES = (train_a, train_b, valid, test_split, valid_b, test_split_b)

PROBLEMS: tuple[Problem, ...] = tuple(p for module in SPEC_MODULES for p in module.PROBLEMS)

__all__ = ["LEVELS", "PROBLEMS", "SPLITS", "Problem", "SPEC_MODULES"]
