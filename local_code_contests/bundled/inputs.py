"""A bundled problem's test inputs as build.py writes them: the statement's examples (public), the handwritten edge
cases and 3 random inputs (private), 4 more random inputs (generated). Pure Python, no compiler: the leak check
(leaks.py) feeds the same inputs to other problems' solutions.
"""
import random

from .problem_spec import BuildError, Problem

PRIVATE_RANDOM_TESTS = 3  # random tests appended to the handwritten edge cases in private_tests
GENERATED_RANDOM_TESTS = 4  # random tests in generated_tests
MIN_TESTS, MAX_TESTS = 6, 15
PARTS = ("public", "private", "generated")


def test_inputs(problem: Problem) -> dict[str, list[str]]:
    """The inputs of a problem's public, private and generated tests, all distinct."""
    handwritten = list(problem.examples) + list(problem.edge_cases)
    if len(set(handwritten)) != len(handwritten):
        raise BuildError(f"{problem.name}: duplicate handwritten input")
    rng = random.Random(f"bundled/{problem.name}")  # str seeds hash with SHA-512: stable across runs
    seen = set(handwritten)
    randoms: list[str] = []
    wanted = PRIVATE_RANDOM_TESTS + GENERATED_RANDOM_TESTS
    for _ in range(100 * wanted):
        if len(randoms) == wanted:
            break
        text = problem.generate(rng)
        if text not in seen:  # small input domains repeat themselves; keep every test new
            seen.add(text)
            randoms.append(text)
    if len(randoms) < wanted:
        raise BuildError(f"{problem.name}: the generator gave only {len(randoms)} distinct inputs")
    inputs = {
        "public": list(problem.examples),
        "private": list(problem.edge_cases) + randoms[:PRIVATE_RANDOM_TESTS],
        "generated": randoms[PRIVATE_RANDOM_TESTS:],
    }
    total = sum(len(v) for v in inputs.values())
    if not MIN_TESTS <= total <= MAX_TESTS:
        raise BuildError(f"{problem.name}: {total} tests, expected {MIN_TESTS} to {MAX_TESTS}")
    for text in seen:
        if not text.endswith("\n"):
            raise BuildError(f"{problem.name}: an input does not end with a newline: {text[:40]!r}")
    return inputs
