"""Build the bundled offline problem set: local_code_contests/bundled_{train,valid,test}.jsonl.

The specs (problems.py collects them from the spec modules) give each problem's statement and test inputs; the expected outputs come
from compiling and running the reference solutions in solutions/ (g++ -O2 -std=c++17). The result
is byte-for-byte the same on every run (seeded generators, fixed key order, no timestamps).

    python local_code_contests/bundled/build.py            # rebuild the three JSONL files
    python local_code_contests/bundled/build.py --check    # also prove every wrong/ variant fails a test
    python local_code_contests/bundled/build.py --show sum_of_two   # print one problem's tests
    python local_code_contests/bundled/build.py --find-leaks  # held-out problems another split's solution solves
"""

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):
    # Run as a file: make the repository root importable so the package import below works.
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

# The builder's parts, one module each: the specs and their check, each problem's test inputs, the local g++ runner,
# the leak check. Their names stay importable from here (build.test_inputs, build.SOLUTIONS_DIR, ...).
from local_code_contests.bundled.inputs import PARTS, test_inputs  # noqa: E402
from local_code_contests.bundled.leaks import report_leaks  # noqa: E402
from local_code_contests.bundled.problem_spec import SOLUTIONS_DIR, WRONG_DIR, BuildError  # noqa: E402
from local_code_contests.bundled.problems import (LEVELS, PROBLEMS, SPLITS, Problem, SpecError,  # noqa: E402
                                                 check_specs, spec_modules)
from local_code_contests.bundled.runner import run_programs, same_output  # noqa: E402

BUNDLED_DIR = Path(__file__).resolve().parent
DATA_DIR = BUNDLED_DIR.parent  # local_code_contests/

SOURCE_CODEFORCES = 2  # code_contests source enum
CF_RATING = {"A": 800, "B": 1000}


# ---------------------------------------------------------------------------------------------
# Records (pure Python, no compiler needed).


def output_path(split: str, out_dir: Path = DATA_DIR) -> Path:
    return Path(out_dir) / f"bundled_{split}.jsonl"


def problems_in_split(split: str) -> list[Problem]:
    return [p for p in PROBLEMS if p.split == split]


def describe(problem: Problem, example_outputs: list[str]) -> str:
    """The full statement: legend, Input, Output, then the examples with the reference outputs."""
    blocks = [problem.statement.strip(), "Example" if len(problem.examples) == 1 else "Examples"]
    for example_input, example_output in zip(problem.examples, example_outputs):
        blocks += ["Input", example_input.rstrip("\n"), "Output", example_output.rstrip("\n")]
    if problem.note:
        blocks += ["Note", problem.note.strip()]
    return "\n\n".join(blocks) + "\n"


def make_record(problem: Problem, inputs: dict[str, list[str]], outputs: dict[str, list[str]]) -> dict:
    """One JSONL line in the code_contests schema (keys in a fixed order)."""
    return {
        "name": problem.name,
        "description": describe(problem, outputs["public"]),
        "public_tests": {"input": inputs["public"], "output": outputs["public"]},
        "private_tests": {"input": inputs["private"], "output": outputs["private"]},
        "generated_tests": {"input": inputs["generated"], "output": outputs["generated"]},
        "source": SOURCE_CODEFORCES,
        "difficulty": LEVELS[problem.level],
        "cf_rating": CF_RATING[problem.level],
        "cf_tags": list(problem.tags),
    }


def render_jsonl(records: list[dict]) -> str:
    return "".join(json.dumps(record, ensure_ascii=False) + "\n" for record in records)


# ---------------------------------------------------------------------------------------------
# Build and check.


def reference_outputs(problems: list[Problem], inputs: list[dict], workdir: Path, jobs: int) -> list[dict]:
    flat_inputs = [[text for part in PARTS for text in case[part]] for case in inputs]
    runs = run_programs([SOLUTIONS_DIR / f"{p.name}.cpp" for p in problems], flat_inputs, workdir, jobs, "reference solutions")
    outputs = []
    for problem, case, results in zip(problems, inputs, runs):
        for (verdict, stdout), text in zip(results, [t for part in PARTS for t in case[part]]):
            if verdict != "OK" or not stdout.strip():
                raise BuildError(f"{problem.name}: reference solution gave {verdict} / empty output on input {text[:40]!r}")
        flat = iter(stdout for _, stdout in results)
        outputs.append({part: [next(flat) for _ in case[part]] for part in PARTS})
    return outputs


def check_wrong_variants(problems: list[Problem], inputs: list[dict], outputs: list[dict], workdir: Path, jobs: int) -> list[str]:
    """Every wrong variant must compile and fail at least one test; returns one report line each."""
    flat_inputs = [[text for part in PARTS for text in case[part]] for case in inputs]
    runs = run_programs([WRONG_DIR / f"{p.name}.cpp" for p in problems], flat_inputs, workdir, jobs, "wrong variants")
    report, not_failing = [], []
    for problem, case, expected, results in zip(problems, inputs, outputs, runs):
        expected_flat = [text for part in PARTS for text in expected[part]]
        passed = [verdict == "OK" and same_output(stdout, want) for (verdict, stdout), want in zip(results, expected_flat)]
        if all(passed):
            not_failing.append(problem.name)
        public_passed = all(passed[: len(case["public"])])
        report.append(f"{problem.name}: wrong variant passes {sum(passed)}/{len(passed)} tests" + (" (all public)" if public_passed else ""))
    if not_failing:
        raise BuildError(f"wrong variants that pass every test: {', '.join(not_failing)}")
    return report


def build(out_dir: Path = DATA_DIR, check: bool = False, jobs: int = 2) -> dict[str, Path]:
    check_specs()
    problems = [p for split in SPLITS for p in problems_in_split(split)]
    inputs = [test_inputs(p) for p in problems]
    with tempfile.TemporaryDirectory(prefix="bundled_build_") as tmp:
        outputs = reference_outputs(problems, inputs, Path(tmp), jobs)
        if check:
            report = check_wrong_variants(problems, inputs, outputs, Path(tmp), jobs)
            print("\n".join(report))
            print(f"All {len(report)} wrong variants fail at least one test; "
                  f"{sum('(all public)' in line for line in report)} of them pass the public examples.")
    records = {p.name: make_record(p, i, o) for p, i, o in zip(problems, inputs, outputs)}
    written = {}
    for split in SPLITS:
        path = output_path(split, out_dir)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(render_jsonl([records[p.name] for p in problems_in_split(split)]), encoding="utf-8")
        written[split] = path
        print(f"wrote {path} ({len(problems_in_split(split))} problems, {path.stat().st_size} bytes)")
    return written


def check_only(selection: list[str], jobs: int) -> None:
    """Check some problems (names, or spec modules by path) without writing anything: each reference
    solution runs cleanly on every test and each wrong variant fails at least one."""
    check_specs()
    wanted: list[Problem] = []
    for item in selection:
        if item.endswith(".py"):
            path = Path(item).resolve()
            found = [p for split in SPLITS for module in spec_modules(split) if Path(module.__file__) == path
                     for p in module.PROBLEMS]
            if not found:
                raise BuildError(f"no problems in {item}")
            wanted += found
        else:
            problem = next((p for p in PROBLEMS if p.name == item), None)
            if problem is None:
                raise BuildError(f"unknown problem {item!r}")
            wanted.append(problem)
    inputs = [test_inputs(p) for p in wanted]
    with tempfile.TemporaryDirectory(prefix="bundled_check_") as tmp:
        outputs = reference_outputs(wanted, inputs, Path(tmp), jobs)
        report = check_wrong_variants(wanted, inputs, outputs, Path(tmp), jobs)
    print("\n".join(report))
    print(f"{len(wanted)} problems: every reference runs cleanly, every wrong variant fails at least one test.")


def show(name: str) -> None:
    problem = next((p for p in PROBLEMS if p.name == name), None)
    if problem is None:
        raise BuildError(f"unknown problem {name!r}")
    print(problem.statement)
    for part, texts in test_inputs(problem).items():
        for text in texts:
            print(f"--- {part} input ---\n{text}", end="")


def main() -> None:
    parser = argparse.ArgumentParser(description="Rebuild the bundled offline problem set (bundled_{train,valid,test}.jsonl) "
                                     "from problems.py and the reference solutions.")
    parser.add_argument("--out-dir", type=Path, default=DATA_DIR, help="where to write the JSONL files (default: local_code_contests/)")
    parser.add_argument("--check", action="store_true", help="also compile wrong/ variants and require each to fail a test")
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1), help="programs compiled at once (default: %(default)s)")
    parser.add_argument("--show", metavar="NAME", help="print one problem's statement and test inputs, then exit")
    parser.add_argument("--only", metavar="NAME_OR_MODULE", nargs="+",
                        help="check these problems (names, or spec files such as specs/train/strings.py) like --check, "
                        "writing nothing")
    parser.add_argument("--find-leaks", metavar="NAME", nargs="*",
                        help="report held-out problems that a reference solution of another split solves (all their "
                        "tests: a leak, an error; at least 80%%: a suspect); with names, only pairs involving them")
    args = parser.parse_args()
    try:
        if args.show:
            show(args.show)
        elif args.only:
            check_only(args.only, args.jobs)
        elif args.find_leaks is not None:
            report_leaks(args.find_leaks, args.jobs)
        else:
            build(args.out_dir, check=args.check, jobs=args.jobs)
    except (BuildError, SpecError) as error:
        sys.exit(f"error: {error}")


if __name__ == "__main__":
    main()
