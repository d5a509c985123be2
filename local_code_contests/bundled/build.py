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
import math
import os
import random
import select
import signal
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path

from tqdm import tqdm

if __package__ in (None, ""):
    # Run as a file: make the repository root importable so the package import below works.
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from local_code_contests.bundled.problems import (LEVELS, PROBLEMS, SPLITS, Problem, SpecError,  # noqa: E402
                                                 spec_modules)

BUNDLED_DIR = Path(__file__).resolve().parent
DATA_DIR = BUNDLED_DIR.parent  # local_code_contests/
SOLUTIONS_DIR = BUNDLED_DIR / "solutions"
WRONG_DIR = BUNDLED_DIR / "wrong"

SOURCE_CODEFORCES = 2  # code_contests source enum
CF_RATING = {"A": 800, "B": 1000}
PRIVATE_RANDOM_TESTS = 3  # random tests appended to the handwritten edge cases in private_tests
GENERATED_RANDOM_TESTS = 4  # random tests in generated_tests
MIN_TESTS, MAX_TESTS = 6, 15
COMPILE_COMMAND = ["g++", "-O2", "-std=c++17"]
RUN_TIMEOUT_S = 2.0


class BuildError(Exception):
    """A problem in the specs or solutions; main() prints it as a one-line error."""


# ---------------------------------------------------------------------------------------------
# Tests and records (pure Python, no compiler needed).


def output_path(split: str, out_dir: Path = DATA_DIR) -> Path:
    return Path(out_dir) / f"bundled_{split}.jsonl"


def problems_in_split(split: str) -> list[Problem]:
    return [p for p in PROBLEMS if p.split == split]


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


def check_specs() -> None:
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


# ---------------------------------------------------------------------------------------------
# A small local g++ runner (the project's judge lives in utils; this keeps the build standalone).


def compile_cpp(source: Path, binary: Path, extra_args: tuple[str, ...] = ()) -> None:
    result = subprocess.run(COMPILE_COMMAND + [str(source), *extra_args, "-o", str(binary)], capture_output=True, text=True)
    if result.returncode != 0:
        first_error = next((line for line in result.stderr.splitlines() if "error" in line), result.stderr.strip())
        raise BuildError(f"{source.name} does not compile: {first_error}")


def run_binary(binary: Path, stdin: str) -> tuple[str, str]:
    """Run a program on one input; returns (verdict, stdout) with verdict OK, TLE or RE."""
    try:
        result = subprocess.run([str(binary)], input=stdin, capture_output=True, text=True, timeout=RUN_TIMEOUT_S, errors="replace")
    except subprocess.TimeoutExpired:
        return "TLE", ""
    return ("OK" if result.returncode == 0 else "RE"), result.stdout


def run_programs(sources: list[Path], inputs_per_program: list[list[str]], workdir: Path, jobs: int, desc: str) -> list[list[tuple[str, str]]]:
    """Compile each source and run it on its inputs, `jobs` programs at a time."""

    def compile_and_run(index: int) -> list[tuple[str, str]]:
        binary = workdir / f"{index}_{sources[index].stem}"
        compile_cpp(sources[index], binary)
        return [run_binary(binary, text) for text in inputs_per_program[index]]

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(tqdm(pool.map(compile_and_run, range(len(sources))), total=len(sources), desc=desc, unit="program"))


def same_output(actual: str, expected: str) -> bool:
    # Token comparison is the most lenient a judge could be: a wrong variant that fails it fails any judge.
    return actual.split() == expected.split()


# ---------------------------------------------------------------------------------------------
# Build and check.

PARTS = ("public", "private", "generated")


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


# ---------------------------------------------------------------------------------------------
# Leak check: a held-out problem that another split's reference solution already solves.
#
# A held-out problem H (valid or test) leaks from a problem T of another split (train for either,
# valid for test, test for valid) when T's reference solution gives H's expected outputs on H's
# test inputs: the same task written twice, under different names and wordings, which the statement
# similarity test cannot see. Every (T, H) pair is screened on H's first example only, with a short
# timeout; the pairs that match there (many do by chance: YES/NO answers, one small number) run on
# all of H's tests. Each cross run feeds a program an input written for another task, so the
# binaries get an address-space and output-size limit (a constructor linked into each binary sets
# them before main: no per-run cost) and write their output to a file, never to memory.

SCREEN_TIMEOUT_S = 0.5
SUSPECT_SHARE = 0.8  # a pair whose solution passes at least this share of H's tests is reported
HELD_OUT_SPLITS = ("valid", "test")
LEAK_CHECK_LIMITS_C = """\
#include <sys/resource.h>
__attribute__((constructor)) static void leak_check_limits(void) {
    struct rlimit memory = {1UL << 30, 1UL << 30};  /* 1 GiB of address space */
    struct rlimit output = {16UL << 20, 16UL << 20};  /* 16 MiB of output file */
    setrlimit(RLIMIT_AS, &memory);
    setrlimit(RLIMIT_FSIZE, &output);
}
"""


@dataclass(frozen=True)
class Leak:
    solution: Problem  # T: its reference solution ...
    problem: Problem  # H (held out): ... passes this many of H's tests
    passed: int
    total: int

    @property
    def full(self) -> bool:
        return self.passed == self.total

    def line(self) -> str:
        kind = "LEAK   " if self.full else "suspect"
        return (f"{kind} {self.problem.name} ({self.problem.split}) is solved by {self.solution.name} "
                f"({self.solution.split}): {self.passed}/{self.total} tests")


def leak_candidates(problems: list[Problem]) -> list[tuple[Problem, Problem]]:
    """Every (T, H) pair to check: H held out, T of another split (train for both, valid and test both ways)."""
    return [(t, h) for h in problems if h.split in HELD_OUT_SPLITS for t in problems if t.split != h.split]


def suspect_threshold(total: int) -> int:
    """The fewest passed tests out of `total` that make a pair a suspect."""
    return math.ceil(SUSPECT_SHARE * total - 1e-9)


def run_on_file(binary: Path, input_path: Path, out_file, timeout: float) -> tuple[str, str]:
    """Run a program with stdin from a file, stdout into `out_file` (an open binary file, reused) and
    stderr discarded; returns (verdict, stdout) like run_binary. posix_spawn and a pidfd wait cost
    about half of subprocess.run's overhead, which matters over tens of thousands of runs."""
    out_file.seek(0)
    out_file.truncate()
    with open(input_path, "rb") as stdin, open(os.devnull, "wb") as devnull:
        actions = [(os.POSIX_SPAWN_DUP2, stdin.fileno(), 0), (os.POSIX_SPAWN_DUP2, out_file.fileno(), 1),
                   (os.POSIX_SPAWN_DUP2, devnull.fileno(), 2)]
        # Python ignores SIGPIPE and SIGXFSZ and a spawned program would inherit that: give them back
        # their defaults, so that a program writing past its output limit is killed.
        pid = os.posix_spawn(str(binary), [str(binary)], os.environ, file_actions=actions,
                             setsigdef=(signal.SIGPIPE, signal.SIGXFSZ))
    pidfd = os.pidfd_open(pid)
    try:
        poller = select.poll()
        poller.register(pidfd, select.POLLIN)  # readable once the program has exited
        finished = poller.poll(timeout * 1000)
        if not finished:
            os.kill(pid, signal.SIGKILL)  # not yet waited for, so the pid still names our child
    finally:
        os.close(pidfd)
        _, status = os.waitpid(pid, 0)
    if not finished:
        return "TLE", ""
    out_file.seek(0)
    return ("OK" if os.waitstatus_to_exitcode(status) == 0 else "RE"), out_file.read().decode(errors="replace")


def find_leaks(problems: list[Problem], workdir: Path, jobs: int = 2, solutions_dir: Path = SOLUTIONS_DIR,
               names: list[str] | None = None) -> list[Leak]:
    """The (T, H) pairs where T's reference passes at least SUSPECT_SHARE of H's tests (all: a leak).
    With `names`, only the pairs that involve one of those problems."""
    workdir = Path(workdir)
    pairs = leak_candidates(problems)
    if names:
        unknown = sorted(set(names) - {p.name for p in problems})
        if unknown:
            raise BuildError(f"unknown problems {unknown}")
        pairs = [(t, h) for t, h in pairs if t.name in names or h.name in names]
    involved = {p.name for pair in pairs for p in pair}
    used = [p for p in problems if p.name in involved]
    held_out = [p for p in used if p.split in HELD_OUT_SPLITS and any(h is p for _, h in pairs)]

    limits_source = workdir / "leak_check_limits.c"
    limits_source.write_text(LEAK_CHECK_LIMITS_C)
    limits_object = workdir / "leak_check_limits.o"
    result = subprocess.run(["gcc", "-O2", "-c", str(limits_source), "-o", str(limits_object)], capture_output=True, text=True)
    if result.returncode != 0:
        raise BuildError(f"cannot compile the leak check's limits: {result.stderr.strip()}")
    binaries = {p.name: workdir / f"bin_{p.name}" for p in used}

    def compile_one(problem: Problem) -> None:  # static: a run starts ~1 ms faster, and there are many runs
        compile_cpp(solutions_dir / f"{problem.name}.cpp", binaries[problem.name], (str(limits_object), "-static"))

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        list(tqdm(pool.map(compile_one, used), total=len(used), desc="compile reference solutions", unit="program"))

    # H's tests: the inputs as build writes them (one file each), the expected outputs from H's reference.
    input_files: dict[str, list[Path]] = {}
    for problem in held_out:
        folder = workdir / f"in_{problem.name}"
        folder.mkdir()
        inputs = test_inputs(problem)
        texts = [text for part in PARTS for text in inputs[part]]
        input_files[problem.name] = [folder / f"{i}.in" for i in range(len(texts))]
        for path, text in zip(input_files[problem.name], texts):
            path.write_text(text, encoding="utf-8")

    def expected_outputs(problem: Problem) -> list[str]:
        with open(workdir / f"out_{problem.name}", "w+b", buffering=0) as out_file:
            results = [run_on_file(binaries[problem.name], path, out_file, RUN_TIMEOUT_S) for path in input_files[problem.name]]
        for (verdict, stdout), path in zip(results, input_files[problem.name]):
            if verdict != "OK" or not stdout.strip():
                raise BuildError(f"{problem.name}: reference solution gave {verdict} / empty output on {path.name}")
        return [stdout for _, stdout in results]

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        expected = dict(zip((p.name for p in held_out), tqdm(pool.map(expected_outputs, held_out), total=len(held_out),
                                                             desc="expected outputs", unit="problem")))

    # Screen: T on H's first example, grouped by T (one task per binary, one output file per task).
    by_solution: dict[str, list[Problem]] = {}
    for t, h in pairs:
        by_solution.setdefault(t.name, []).append(h)

    def screen(solution: str) -> tuple[list[str], int]:
        matched, timeouts = [], 0
        with open(workdir / f"screen_{solution}", "w+b", buffering=0) as out_file:
            for h in by_solution[solution]:
                verdict, stdout = run_on_file(binaries[solution], input_files[h.name][0], out_file, SCREEN_TIMEOUT_S)
                timeouts += verdict == "TLE"
                if verdict == "OK" and same_output(stdout, expected[h.name][0]):
                    matched.append(h.name)
        return matched, timeouts

    screened: list[tuple[str, str]] = []
    timeouts = 0
    with ThreadPoolExecutor(max_workers=jobs) as pool, tqdm(total=len(pairs), desc="screen pairs on one example", unit="pair") as bar:
        futures = {pool.submit(screen, name): name for name in by_solution}
        for future in as_completed(futures):
            matched, timed_out = future.result()
            screened += [(futures[future], h) for h in matched]
            timeouts += timed_out
            bar.update(len(by_solution[futures[future]]))
    print(f"screened {len(pairs)} pairs ({timeouts} timed out); {len(screened)} match on the first example "
          f"and run on all tests", file=sys.stderr)

    # Full run of the screened pairs, stopping once the pair can no longer reach SUSPECT_SHARE.
    def full_run(pair: tuple[str, str]) -> int:
        solution, held = pair
        paths, wanted = input_files[held], expected[held]
        allowed_failures = len(paths) - suspect_threshold(len(paths))
        passed = failed = 0
        with open(workdir / f"full_{solution}__{held}", "w+b", buffering=0) as out_file:
            for path, want in zip(paths, wanted):
                # The screen's timeout again: the same task's solution runs in milliseconds on these
                # inputs, while a program lost in a foreign input would burn the full RUN_TIMEOUT_S.
                verdict, stdout = run_on_file(binaries[solution], path, out_file, SCREEN_TIMEOUT_S)
                if verdict == "OK" and same_output(stdout, want):
                    passed += 1
                else:
                    failed += 1
                    if failed > allowed_failures:
                        break
        return passed

    screened.sort()
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        passed = list(tqdm(pool.map(full_run, screened), total=len(screened), desc="run screened pairs on all tests", unit="pair"))
    by_name = {p.name: p for p in used}
    leaks = [Leak(by_name[t], by_name[h], n, len(input_files[h])) for (t, h), n in zip(screened, passed)
             if n >= suspect_threshold(len(input_files[h]))]
    return sorted(leaks, key=lambda leak: (not leak.full, leak.problem.split, leak.problem.name, leak.solution.name))


def report_leaks(names: list[str], jobs: int) -> None:
    """Print every leak and suspect pair; a full leak is an error."""
    check_specs()
    with tempfile.TemporaryDirectory(prefix="bundled_leaks_") as tmp:
        leaks = find_leaks(list(PROBLEMS), Path(tmp), jobs, names=names)
    for leak in leaks:
        print(leak.line())
    full = [leak for leak in leaks if leak.full]
    print(f"{len(full)} leaks, {len(leaks) - len(full)} suspects (another split's solution passes at least "
          f"{SUSPECT_SHARE:.0%} of a held-out problem's tests).")
    if full:
        raise BuildError(f"{len({leak.problem.name for leak in full})} held-out problems are solved by another split's reference solution ({len(full)} pairs): "
                         + ", ".join(f"{leak.problem.name} ({leak.problem.split}) by {leak.solution.name} "
                                     f"({leak.solution.split})" for leak in full))


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
