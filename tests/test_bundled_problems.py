"""The bundled offline problem set (local_code_contests/bundled_{train,valid,test}.jsonl).

Fast tests check the files against the specs in local_code_contests/bundled/ without a compiler.
The slow test judges the reference solution and the deliberately wrong variant of a fixed sample of problems
with the project's judge (utils.judge_batch): every reference must score 1.0, every wrong variant less. All
800+ of them take longer than CI allows; `python local_code_contests/bundled/build.py --check` checks every one
(run it before each commit of new problems), and `--find-leaks` that no held-out task is another split's.
"""

import itertools
import json
import random
import re

import pytest

import utils
from local_code_contests.bundled import build
from local_code_contests.bundled.leaks import find_leaks
from local_code_contests.bundled.problems import PROBLEMS, SPLITS

TEST_FIELDS = ("public_tests", "private_tests", "generated_tests")
REQUIRED_FIELDS = {"name": str, "description": str, "source": int, "difficulty": int}


def load_split(split: str) -> list[dict]:
    path = build.output_path(split)
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def judge_tests(record: dict) -> list[dict]:
    """A record's tests in the project's test-case format, public then private then generated."""
    return [
        {"input": text, "output": expected}
        for field in TEST_FIELDS
        for text, expected in zip(record[field]["input"], record[field]["output"])
    ]


@pytest.fixture(scope="module")
def records() -> dict[str, list[dict]]:
    return {split: load_split(split) for split in SPLITS}


def test_files_are_what_build_py_writes(records):
    # Rebuild every line from the specs, taking only the expected outputs from the file (the slow
    # test proves those are the reference solutions' outputs), and compare bytes.
    for split in SPLITS:
        problems = build.problems_in_split(split)
        by_name = {record["name"]: record for record in records[split]}
        assert [r["name"] for r in records[split]] == [p.name for p in problems], split
        rebuilt = []
        for problem in problems:
            outputs = {part: by_name[problem.name][f"{part}_tests"]["output"] for part in build.PARTS}
            rebuilt.append(build.make_record(problem, build.test_inputs(problem), outputs))
        assert build.render_jsonl(rebuilt) == build.output_path(split).read_text(encoding="utf-8"), split


def test_schema_and_splits(records):
    all_names = []
    for split in SPLITS:
        for record in records[split]:
            for field, kind in REQUIRED_FIELDS.items():
                assert isinstance(record[field], kind), (record["name"], field)
            assert record["source"] == 2 and record["difficulty"] in (7, 8), record["name"]  # Codeforces A/B
            inputs = []
            for field in TEST_FIELDS:
                tests = record[field]
                assert set(tests) == {"input", "output"}
                assert len(tests["input"]) == len(tests["output"]), (record["name"], field)
                for text in tests["input"] + tests["output"]:
                    assert isinstance(text, str) and text.endswith("\n") and text.strip(), record["name"]
                inputs += tests["input"]
            assert record["public_tests"]["input"], record["name"]
            assert 6 <= len(inputs) <= 15, record["name"]
            assert len(set(inputs)) == len(inputs), f"{record['name']}: repeated test input"
            all_names.append(record["name"])
    assert len(all_names) == len(set(all_names)), "a problem name appears twice (splits must be disjoint)"
    assert [len(records[s]) for s in SPLITS] == [649, 104, 104]
    total_bytes = sum(build.output_path(s).stat().st_size for s in SPLITS)
    assert total_bytes < 3_000_000


def test_statement_examples_are_the_public_tests(records):
    for record in (r for split in SPLITS for r in records[split]):
        description = record["description"]
        assert "\n\nInput\n\n" in description and "\n\nOutput\n\n" in description
        position = 0
        for text, expected in zip(record["public_tests"]["input"], record["public_tests"]["output"]):
            example = f"Input\n\n{text.rstrip()}\n\nOutput\n\n{expected.rstrip()}\n"
            found = description.find(example, position)
            assert found > position, f"{record['name']}: example missing from the statement"
            position = found


def statement_shingles(text: str) -> set[tuple[str, ...]]:
    """Word 3-grams of a statement: lower-cased, numbers replaced by a placeholder, punctuation dropped."""
    words = re.findall(r"[a-z]+|\d+", text.lower())
    words = ["<num>" if w.isdigit() else w for w in words]
    return {tuple(words[i : i + 3]) for i in range(len(words) - 2)}


def jaccard(a: set, b: set) -> float:
    return len(a & b) / len(a | b) if a | b else 1.0


# Thresholds chosen from the data. With 48 train, 30 valid and 30 test problems, the most similar
# legitimate pairs of different splits are longest_word / reverse_words (valid / test: 0.54 on the
# whole statement, 0.29 on the legend) and max_subarray / max_pair_product (train / valid: 0.46 on the
# whole statement); no pair in the whole set, same split or not, scores more. The whole-statement
# score is inflated by the shared Input boilerplate ("The second line contains n integers a_1, ..."),
# so it gets 0.7, well above 0.54; the legend (the text before the Input section) carries the task
# itself and gets 0.5, well above 0.29. A statement copied into another split under a new name scores
# 1.0 on both, and so does one with only its numbers changed.
MAX_STATEMENT_SIMILARITY = 0.7
MAX_LEGEND_SIMILARITY = 0.5


def test_held_out_statements_are_not_near_duplicates_of_training():
    shingles = {p.name: statement_shingles(p.statement) for p in PROBLEMS}
    legends = {p.name: statement_shingles(p.statement.split("\n\nInput\n\n")[0]) for p in PROBLEMS}
    by_split = {split: [p for p in PROBLEMS if p.split == split] for split in SPLITS}
    pairs = [(a, b) for held_out in ("valid", "test") for a in by_split["train"] for b in by_split[held_out]]
    pairs += [(a, b) for a in by_split["valid"] for b in by_split["test"]]
    too_close = []
    for a, b in pairs:
        assert a.name != b.name, f"{a.name} is in both {a.split} and {b.split}"
        whole = jaccard(shingles[a.name], shingles[b.name])
        legend = jaccard(legends[a.name], legends[b.name])
        if whole >= MAX_STATEMENT_SIMILARITY or legend >= MAX_LEGEND_SIMILARITY:
            too_close.append(f"{a.name} ({a.split}) / {b.name} ({b.split}): statement {whole:.2f}, "
                             f"legend {legend:.2f}")
    assert not too_close, f"held-out statements too close to another split's: {too_close}"
    # No two problems anywhere are the same task twice: same statement and same example inputs.
    for a, b in itertools.combinations(PROBLEMS, 2):
        assert (a.statement, a.examples) != (b.statement, b.examples), f"{a.name} and {b.name} are the same problem"


def test_every_problem_has_a_solution_and_a_different_wrong_variant():
    for problem in PROBLEMS:
        solution = (build.SOLUTIONS_DIR / f"{problem.name}.cpp").read_text()
        wrong = (build.WRONG_DIR / f"{problem.name}.cpp").read_text()
        assert "int main" in solution and "int main" in wrong
        assert solution != wrong.split("\n", 1)[1], f"{problem.name}: wrong variant equals the solution"


def test_test_generation_is_deterministic():
    problem = next(p for p in PROBLEMS if p.name == "range_sum_queries")
    first = build.test_inputs(problem)
    random.seed(12345)  # the global random state must not matter
    assert build.test_inputs(problem) == first
    other = next(p for p in PROBLEMS if p.name == "count_at_most")
    assert build.test_inputs(other)["generated"] != first["generated"]


def test_compile_and_run_on_one_problem(records):
    record = next(r for r in records["train"] if r["name"] == "sum_of_two")
    tests = judge_tests(record)
    solution = (build.SOLUTIONS_DIR / "sum_of_two.cpp").read_text()
    wrong = (build.WRONG_DIR / "sum_of_two.cpp").read_text()
    assert utils.compile_and_run(solution, tests, timeout=2) == 1.0
    # int overflow fails the large tests but passes the rest: partial credit strictly between 0.5 and 1.
    assert 0.5 < utils.compile_and_run(wrong, tests, timeout=2) < 1.0


JUDGED_SAMPLE = 24  # problems per split judged in CI: a fixed sample, the same on every run


@pytest.mark.slow
def test_reference_solutions_pass_and_wrong_variants_fail(records):
    ordered = [r for split in SPLITS for r in random.Random(f"ci/{split}").sample(records[split], JUDGED_SAMPLE)]
    tests = [judge_tests(r) for r in ordered]
    solutions = [(build.SOLUTIONS_DIR / f"{r['name']}.cpp").read_text() for r in ordered]
    wrongs = [(build.WRONG_DIR / f"{r['name']}.cpp").read_text() for r in ordered]
    # One batch for all programs so the judge can compile them concurrently.
    results = utils.judge_batch(solutions + wrongs, tests + tests, timeout=2.0)
    reference_results, wrong_results = results[: len(ordered)], results[len(ordered) :]

    not_full = [f"{r['name']} ({utils.score(res)}, {res.verdicts})" for r, res in zip(ordered, reference_results)
                if utils.score(res) != 1.0]
    assert not not_full, f"reference solutions without reward 1.0: {not_full}"
    not_compiled = [r["name"] for r, res in zip(ordered, wrong_results) if not res.compiled]
    assert not not_compiled, f"wrong variants must compile (their bug is in the logic): {not_compiled}"
    full = [r["name"] for r, res in zip(ordered, wrong_results) if utils.score(res) >= 1.0]
    assert not full, f"wrong variants with full reward: {full}"


def test_find_leaks_on_planted_duplicate(tmp_path):
    # Four tiny problems: a training task, the same task reworded and held out (a leak), a task that
    # matches it on the first example only (screened, then dropped), and one it solves on most tests
    # but not all (a suspect). Runs the real compile/screen/full-run path on them in a few seconds.
    from local_code_contests.bundled.problem_spec import Problem, lines

    def problem(name, split, examples, edge_cases, generate):
        statement = f"{name}\n\nInput\n\nTwo integers a and b.\n\nOutput\n\nOne integer.\n"
        return Problem(name, split, "A", ("math",), statement, examples, edge_cases, generate)

    sources = {
        "add_two": "long long a, b; std::cin >> a >> b; std::cout << a + b << '\\n';",
        "total_of_pair": "long long x, y; std::cin >> x >> y; std::cout << y + x << std::endl;",
        "bitwise_or_pair": "long long a, b; std::cin >> a >> b; std::cout << (a | b) << '\\n';",
        "capped_sum": "long long a, b; std::cin >> a >> b; std::cout << std::min(a + b, 100LL) << '\\n';",
    }
    for name, body in sources.items():
        (tmp_path / f"{name}.cpp").write_text(f"#include <algorithm>\n#include <iostream>\nint main() {{ {body} }}\n")
    problems = [
        problem("add_two", "train", (lines("1 2"),), (), lambda rng: lines(rng.randint(1, 50), rng.randint(1, 50))),
        problem("total_of_pair", "test", (lines("2 2"),), (lines("1000000000 1000000000"),),
                lambda rng: lines(rng.randint(1, 10**9), rng.randint(1, 10**9))),
        # Odd + odd: a | b never equals a + b on the random tests.
        problem("bitwise_or_pair", "valid", (lines("1 2"),), (),
                lambda rng: lines(2 * rng.randint(0, 500) + 1, 2 * rng.randint(0, 500) + 1)),
        # Sums stay below 100 except on the one edge case: 8 of 9 tests.
        problem("capped_sum", "valid", (lines("1 2"),), (lines("70 60"),),
                lambda rng: lines(rng.randint(1, 40), rng.randint(1, 40))),
    ]
    workdir = tmp_path / "work"
    workdir.mkdir()
    leaks = find_leaks(problems, workdir, jobs=2, solutions_dir=tmp_path)
    found = {(leak.solution.name, leak.problem.name, leak.passed, leak.total, leak.full) for leak in leaks}
    assert found == {
        ("add_two", "total_of_pair", 9, 9, True),
        ("add_two", "capped_sum", 8, 9, False),
        ("total_of_pair", "capped_sum", 8, 9, False),
    }
    assert leaks[0].full and "total_of_pair (test) is solved by add_two (train)" in leaks[0].line()
