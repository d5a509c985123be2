"""The leak check of build.py --find-leaks: a held-out problem that another split's reference solution already
solves.

A held-out problem H (valid or test) leaks from a problem T of another split (train for either,
valid for test, test for valid) when T's reference solution gives H's expected outputs on H's
test inputs: the same task written twice, under different names and wordings, which the statement
similarity test cannot see. Every (T, H) pair is screened on H's first example only, with a short
timeout; the pairs that match there (many do by chance: YES/NO answers, one small number) run on
all of H's tests. Each cross run feeds a program an input written for another task, so the
binaries get an address-space and output-size limit (a constructor linked into each binary sets
them before main: no per-run cost) and write their output to a file, never to memory.
"""
import math
import os
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
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from local_code_contests.bundled.inputs import PARTS, test_inputs  # noqa: E402
from local_code_contests.bundled.problem_spec import SOLUTIONS_DIR, BuildError  # noqa: E402
from local_code_contests.bundled.problems import PROBLEMS, Problem, check_specs  # noqa: E402
from local_code_contests.bundled.runner import RUN_TIMEOUT_S, compile_cpp, same_output  # noqa: E402


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
