"""What a bundled problem spec is, and the helpers the spec modules share to write inputs and generators.

Each problem has a statement (legend, Input and Output sections; the Example section is added by
build.py from the reference solution's output), handwritten example and edge-case inputs, and a
seeded random input generator. The reference solution is solutions/<name>.cpp and a deliberately
wrong variant is wrong/<name>.cpp. Expected outputs are never written here: build.py runs the
reference solution to produce them.

Generators take a `random.Random` seeded by build.py from the problem name, so the same spec
always yields the same tests. They must only draw from that generator (no time, no global state).
"""

import random
import string
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

SPLITS = ("train", "valid", "test")
LEVELS = {"A": 7, "B": 8}  # code_contests difficulty enum: 7 = A, 8 = B
SOLUTIONS_DIR = Path(__file__).resolve().parent / "solutions"  # <name>.cpp: each spec's reference solution
WRONG_DIR = Path(__file__).resolve().parent / "wrong"  # <name>.cpp: each spec's deliberately wrong variant


class BuildError(Exception):
    """A problem in the specs or solutions; build.py's main() prints it as a one-line error."""


@dataclass(frozen=True)
class Problem:
    name: str
    split: str  # one of SPLITS
    level: str  # "A" or "B"
    tags: tuple[str, ...]
    statement: str  # legend + Input + Output sections
    examples: tuple[str, ...]  # inputs of the statement's examples (become public_tests)
    edge_cases: tuple[str, ...]  # handwritten inputs (become the first private_tests)
    generate: Callable[[random.Random], str]  # one random input per call
    note: str = ""  # optional Note section after the examples


def lines(*rows) -> str:
    """Join rows into an input text, one row per line, with a final newline."""
    return "\n".join(str(row) for row in rows) + "\n"


def join(values) -> str:
    return " ".join(str(v) for v in values)


def word(rng: random.Random, length: int, alphabet: str = string.ascii_lowercase) -> str:
    return "".join(rng.choice(alphabet) for _ in range(length))


def int_array(rng: random.Random, n: int, low: int, high: int) -> list[int]:
    return [rng.randint(low, high) for _ in range(n)]


def value_range(rng: random.Random, bound: int) -> tuple[int, int]:
    """A random sub-range of [-bound, bound]: sometimes tiny (many duplicates), sometimes all negative."""
    kind = rng.choice(["small", "negative", "positive", "wide"])
    if kind == "small":
        return -5, 5
    if kind == "negative":
        return -bound, -1
    if kind == "positive":
        return 1, bound
    return -bound, bound


def array_input(rng: random.Random, max_n: int, bound: int, min_n: int = 1) -> str:
    n = rng.randint(min_n, max_n)
    low, high = value_range(rng, bound)
    return lines(n, join(int_array(rng, n, low, high)))


def big_int(rng: random.Random, high: int = 10**18, low: int = 0) -> int:
    """A random integer in [low, high] with a random number of digits (uniform would almost always give 18)."""
    digits = rng.randint(1, len(str(high)))
    return min(high, max(low, rng.randint(10 ** (digits - 1) if digits > 1 else 0, 10**digits - 1)))


def is_prime(n: int) -> bool:
    """Deterministic Miller-Rabin (exact for n < 3.3e24 with these bases)."""
    if n < 2:
        return False
    bases = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)
    for p in bases:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in bases:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def random_prime(rng: random.Random, low: int, high: int) -> int:
    while True:
        candidate = rng.randint(low, high)
        if is_prime(candidate):
            return candidate
