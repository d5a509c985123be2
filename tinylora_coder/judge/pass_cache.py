"""Whether programs solve other problems: each (program, problem) pair judged once on the problem's tests, its
outcome kept on disk under the pair's content, so a second check of the same programs and tests judges nothing.

Made for the sibling check of the bundled set (data/siblings.py): every training problem's reference solution
against every held-out problem's tests, 649 x 208 = 135,000 pairs. A program stops at its first failing test
(judge_batch's stop_at_first_failure: whether it passes all of them is exact), and nearly every pair fails its
first test, so a pair costs about one sandboxed run: 1,040 pairs of 5 references took 3.7 s on a 2-core machine
with their compilations (2026-12-04).
"""

import hashlib
import json
import os

from ..config import cache_dir
from ..files import atomic_open, read_json
from .batch import judge_batch
from .verdicts import JudgeLimits

CACHE_FORMAT = 1
# training references judged in one judge_batch call: the cache is written after each, so an interrupted check
# keeps what it judged (16 references x 208 problems: about 3,300 runs, ten seconds or so)
PROGRAMS_PER_BATCH = 16


def default_cache_path():
    return os.path.join(cache_dir(), "judge", "reference_passes.json")


def content_hash(value):
    """sha256 of a JSON-able value (sorted keys): the same content, the same key on every machine."""
    return hashlib.sha256(json.dumps(value, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()


def settings_hash(timeout, limits):
    """What, beside the program and the tests, decides a verdict: the time limit, the compiler and its flags."""
    return content_hash({"timeout": timeout, "compiler": limits.compiler, "compile_flags": list(limits.compile_flags),
                         "memory_bytes": limits.memory_bytes, "stack_bytes": limits.stack_bytes})


def pair_outcome(result):
    """"AC" when the program passed every test, else its first failing verdict ("CE" when it did not compile)."""
    if not result.compiled:
        return "CE"
    return next((v for v in result.verdicts if v != "AC"), "AC")


def read_cache(path):
    """{pair key: outcome} from a cache file; empty when there is none or it was written in another format."""
    if not os.path.isfile(path):
        return {}
    cache = read_json(path)
    return cache.get("outcomes", {}) if cache.get("format") == CACHE_FORMAT else {}


def judge_pairs(programs, problems, cache_path=None, timeout=2.0, limits=None, report=print):
    """{(program name, problem name): outcome} of every program on every problem's tests (pair_outcome).

    programs: {name: C++ source}; problems: [{"name", "tests"}]. Pairs whose content (program, tests, judge
    settings) is in the cache are not judged again; the others are judged PROGRAMS_PER_BATCH programs at a time
    and the cache written after each batch. report: called with one line per batch judged (None: silent)."""
    limits = limits or JudgeLimits()
    cache_path = cache_path or default_cache_path()
    cache = read_cache(cache_path)
    settings = settings_hash(timeout, limits)
    tests_hash = {p["name"]: content_hash(p["tests"]) for p in problems}
    key_of = {}
    for name, code in programs.items():
        code_hash = content_hash(code)
        for problem in problems:
            key_of[name, problem["name"]] = content_hash([code_hash, tests_hash[problem["name"]], settings])
    pending = [name for name in programs if any(key_of[name, p["name"]] not in cache for p in problems)]
    for start in range(0, len(pending), PROGRAMS_PER_BATCH):
        batch = [(name, problem) for name in pending[start:start + PROGRAMS_PER_BATCH] for problem in problems
                 if key_of[name, problem["name"]] not in cache]
        results = judge_batch([programs[name] for name, _ in batch], [problem["tests"] for _, problem in batch],
                              timeout=timeout, limits=limits, stop_at_first_failure=True)
        for (name, problem), result in zip(batch, results):
            cache[key_of[name, problem["name"]]] = pair_outcome(result)
        with atomic_open(cache_path, encoding="utf-8") as f:  # compact: 135,000 pairs make about 10 MB
            json.dump({"format": CACHE_FORMAT, "outcomes": cache}, f, separators=(",", ":"))
        if report:
            report(f"judged {min(start + PROGRAMS_PER_BATCH, len(pending))} of {len(pending)} programs on "
                   f"{len(problems)} problems' tests")
    return {pair: cache[key] for pair, key in key_of.items()}
