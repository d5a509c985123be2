"""The judge: compile each program once, run it on its tests in the sandbox, and decide a verdict per test.

Verdicts: AC, WA (output differs after ignoring trailing whitespace at line ends and trailing blank lines),
TLE (CPU time over the limit, or the wall-clock backstop), RE (signal or non-zero exit), MLE (a crash caused
by the address-space limit), OLE (output past the cap), CE (not compiled). Programs are compiled with the
seed's `g++ -O2 -std=c++17` after freopen(...) calls are made no-ops.

Speed: judge_batch compiles each distinct program once, runs each distinct (program, test) pair once, and
spreads all compilations and then all test runs over one worker per CPU core. No torch here.
"""

import math
import os
import shutil
import signal
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field, fields, replace

from tqdm.auto import tqdm

from .. import config
from ..config import cache_dir as default_cache_dir
from ..data.test_cases import as_test_cases
from ..errors import SandboxError
from .code_extraction import remove_freopen
from .compiler import PRECOMPILED_HEADERS, Compiler
from .sandbox import Sandbox, hardlink_or_copy
from .stopping import NOT_RUN, cut_at_first_failure, goes_on, timed_out_first

# JE: the judge failed (judge.pool); NR: not run, the program had already failed an earlier test (stopping.py)
VERDICTS = ("AC", "WA", "TLE", "RE", "MLE", "OLE", "CE", "JE", NOT_RUN)


@dataclass(frozen=True)
class JudgeLimits:
    """Sandbox limits. The per-test CPU time limit is the `timeout` argument of the judge functions."""
    memory_bytes: int = 1 << 30  # address space of a program; running out of it is MLE
    stack_bytes: int = 256 << 20  # deep recursion is common in contest code; the default 8 MiB is too small
    # Most output (stdout, and separately stderr) read from one test before the program is killed (OLE). Per test
    # the cap is min(output_bytes, 2 x expected + 1 MiB): output that long can never match, and the cap bounds
    # the judge's memory at (workers x cap) however many programs print forever.
    output_bytes: int = 64 << 20
    file_size_bytes: int = 16 << 20  # largest file a program may write in its directory
    # All a program may write in its directory (a tmpfs there, where the mount namespace works): the file size limit
    # alone let one program write 1.2 GB of 16 MiB files in 2 CPU seconds and fill the judge's disk (2026-12-05).
    dir_bytes: int = 32 << 20
    max_processes: int = 1  # processes + threads of the program: contest programs need no fork and no threads
    open_files: int = 64
    wall_timeout: float | None = None  # wall-clock backstop for programs that sleep; default 2 * timeout + 1 s
    compiler: str = "g++"
    compile_flags: tuple = ("-O2", "-std=c++17")  # the original project's flags
    # The linker g++ is told to use (-fuse-ld=...) where it works, else g++'s own (compiler.Compiler.link_args):
    # gold linked 960 base-model programs in 15% less CPU than ld.bfd, the judge pool judged them 1.16x as fast,
    # with the same verdicts (H100 host, 16 workers, 2026-11-26). None: g++'s default linker.
    linker: str | None = "gold"
    compile_timeout: float = 30.0  # wall and CPU seconds for one compilation
    compile_memory_bytes: int = 2 << 30
    # Largest file the compiler and the tools it runs may write: at 256 MiB the 240-MiB binary below was written in
    # full (1.8 s), at 128 MiB the assembler stops in 0.1 s. A 1e6-int table's largest file is its assembly, 16.9 MB
    # for a 4.0 MB binary (4.2x): 128 MiB leaves such tables room up to about binary_bytes.
    compile_file_size_bytes: int = 128 << 20
    # Largest binary kept (a larger one is a compile error, deleted at once): each process keeps up to 2,048 binaries,
    # and `char a[240 << 20] = {1};` compiled in 1.3 s to 240 MiB. Zeroed arrays take no room in a binary (.bss):
    # `static int a[1 << 25];` makes an 8 KB one.
    binary_bytes: int = 32 << 20
    compile_max_processes: int = 32  # g++ runs cc1plus, as, collect2 and ld
    use_pch: bool = True  # precompiled bits/stdc++.h (built once per machine and compiler)
    isolate_network: bool = True  # run in an empty network namespace (no interfaces up)
    # programs see /tmp, /var/tmp, /dev/shm, the repository, the caches and home as empty read-only directories, and
    # their own directory is a tmpfs of dir_bytes (where the machine allows each); compilers see them so always
    private_tmp: bool = True
    drop_privileges: bool = True  # when root: run as an unprivileged uid of a pool, one uid per running process
    uid_base: int = 1_500_000_000  # uids that no account uses
    uid_count: int = 1024

    @property
    def uid_range(self):
        """(base, count) of the uids programs may run as, or None to keep the judge's own."""
        return (self.uid_base, self.uid_count) if self.drop_privileges else None


def resolve_limits(limits=None):
    """JudgeLimits from None (defaults), a JudgeLimits, or a dict of JudgeLimits fields."""
    if limits is None:
        return JudgeLimits()
    if isinstance(limits, JudgeLimits):
        return limits
    if isinstance(limits, dict):
        unknown = set(limits) - {f.name for f in fields(JudgeLimits)}
        if unknown:
            raise ValueError(f"unknown judge limits: {', '.join(sorted(unknown))}")
        if "compile_flags" in limits:
            limits = {**limits, "compile_flags": tuple(limits["compile_flags"])}
        return replace(JudgeLimits(), **limits)
    raise TypeError(f"limits must be a JudgeLimits or a dict, not {type(limits).__name__}")


@dataclass
class JudgeResult:
    """Outcome of judging one program on its tests. times are CPU seconds per test (0.0 when not run). Verdicts
    only: a reward rule (reward/rules.py) turns them into a reward."""
    compiled: bool
    no_code: bool
    passed: int
    total: int
    verdicts: list = field(default_factory=list)  # one of VERDICTS per test
    times: list = field(default_factory=list)
    compile_error: str | None = None
    compile_time: float = 0.0  # wall seconds spent compiling (0.0 when the binary came from the cache)
    compile_cpu_time: float = 0.0  # CPU seconds of that compilation (the compiler and the tools it ran)
    judge_error: str | None = None  # the judge itself failed (judge.pool: a worker died twice): no verdict


def normalize_output(text):
    """Output as compared by the judge: trailing whitespace of each line and trailing blank lines removed.

    Everything else is exact: leading spaces, blank lines between lines, letter case, number formatting.
    ("\\r" counts as trailing whitespace, so CRLF and LF outputs compare equal.)
    """
    if isinstance(text, str):
        text = text.encode("utf-8", "surrogateescape")
    lines = [line.rstrip() for line in text.split(b"\n")]
    while lines and not lines[-1]:
        lines.pop()
    return b"\n".join(lines)


def outputs_match(actual, expected):
    """True when actual and expected agree up to trailing spaces at line ends and trailing blank lines."""
    return normalize_output(actual) == normalize_output(expected)


def classify_outcome(outcome, expected, timeout, limits):
    """Verdict of one run (an ExecOutcome) against the normalised expected output.

    OLE: output past the cap. TLE: CPU time over the limit (killed by SIGXCPU or finished too late) or the
    wall-clock backstop hit. MLE: a crash (signal or non-zero exit) that reports std::bad_alloc on stderr or whose
    peak memory reached 90% of the address-space limit; other crashes, including stack overflow, are RE.
    """
    if outcome.output_exceeded:
        return "OLE"
    if outcome.timed_out or outcome.signal == signal.SIGXCPU or outcome.cpu_time > timeout:
        return "TLE"
    if outcome.signal is not None or outcome.exit_code != 0:
        if b"std::bad_alloc" in outcome.stderr_tail or outcome.max_rss_bytes >= 0.9 * limits.memory_bytes:
            return "MLE"
        return "RE"
    return "AC" if normalize_output(outcome.stdout) == expected else "WA"


def judge_cache_dir():
    return os.path.join(default_cache_dir(), "judge")


class Judge:
    """A sandbox and a compiler for one process and one compiler; see default_judge."""

    def __init__(self, compiler="g++", cache_dir=None):
        path = shutil.which(compiler)
        if path is None:
            raise SandboxError(f"C++ compiler {compiler!r} not found on PATH (install g++)")
        cache_dir = cache_dir or judge_cache_dir()
        self.pid = os.getpid()
        # Where the tests (and their expected outputs) may be: the repository, the caches, the home directory.
        private_dirs = (config.PROJECT_ROOT, config.cache_dir(), os.path.expanduser("~"))
        self.sandbox = Sandbox(path, cache_dir, private_dirs)
        self.compiler = Compiler(self.sandbox, path, cache_dir)

    def run_test(self, binary, test_input, expected, timeout, limits):
        """(verdict, cpu seconds) of one test. expected is already normalised (normalize_output)."""
        return self.sandbox.sandboxed(lambda uid, run_dir: self._run_in(
            binary, test_input, expected, timeout, limits, uid, run_dir), limits.uid_range)

    def _run_in(self, binary, test_input, expected, timeout, limits, uid, run_dir):
        program = os.path.join(run_dir, "solution")
        hardlink_or_copy(binary, program)
        cpu = max(1, math.ceil(timeout))  # RLIMIT_CPU has whole seconds; the verdict uses the measured time
        rlimits = {"cpu": (cpu, cpu + 1), "as": (limits.memory_bytes,) * 2, "stack": (limits.stack_bytes,) * 2,
                   "fsize": (limits.file_size_bytes,) * 2, "nproc": (limits.max_processes,) * 2,
                   "nofile": (limits.open_files,) * 2, "core": (0, 0)}
        env = {"PATH": "/usr/bin:/bin", "LC_ALL": "C"}
        wall = limits.wall_timeout if limits.wall_timeout is not None else 2 * timeout + 1
        # Output that cannot match anyway is not worth reading: cap at twice the expected size plus slack.
        stdout_cap = min(limits.output_bytes, 2 * len(expected) + (1 << 20))
        # A file, not a pipe: no deadlock, no writer to outlive. Handed over read-only: writable, it let a program
        # write up to the file size limit outside its bounded directory.
        with tempfile.TemporaryFile(dir=self.sandbox.work_root) as scratch:
            scratch.write(test_input.encode("utf-8", "surrogateescape"))
            scratch.flush()
            with open(f"/proc/self/fd/{scratch.fileno()}", "rb") as stdin:
                outcome = self.sandbox.execute(["./solution"], cwd=run_dir, stdin=stdin, uid=uid, rlimits=rlimits,
                                               isolate_network=limits.isolate_network, hide=limits.private_tmp,
                                               wall_timeout=wall, stdout_cap=stdout_cap, env=env,
                                               cwd_bytes=limits.dir_bytes)
        return classify_outcome(outcome, expected, timeout, limits), outcome.cpu_time


_default_judges = {}
_default_judges_lock = threading.Lock()


def default_judge(limits=None):
    """This process's Judge for the limits' compiler, created on first use.

    A forked child (e.g. a data loader worker) gets its own: locks and uid leases do not survive fork.
    """
    compiler = resolve_limits(limits).compiler
    with _default_judges_lock:
        judge = _default_judges.get(compiler)
        if judge is None or judge.pid != os.getpid():
            judge = _default_judges[compiler] = Judge(compiler)
        return judge


def default_judge_workers():
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def _run_all(pool, func, items, progress_bar, weights=None):
    """{item: func(item)} computed on the pool; each finished item advances the bar by its weight (default 1)."""
    futures = {pool.submit(func, item): item for item in items}
    results = {}
    try:
        for future in as_completed(futures):
            item = futures[future]
            results[item] = future.result()
            progress_bar.update(1 if weights is None else weights(item, results[item]))
    except BaseException:  # an error or Ctrl-C: do not start the jobs still queued
        for future in futures:
            future.cancel()
        raise
    return results


def _run_in_test_order(pool, run, programs, keys, progress_bar):
    """{key: outcome} of the test runs `keys` of `programs` [(binary, tests)], submitted in test order (every
    program's second test, then every third, ...) and skipped (None) when each program that has the test failed
    an earlier one: judge_batch's stop_at_first_failure. Skipped runs count as done on the progress bar."""
    lock = threading.Lock()
    first_failure = {}  # program index -> index of its earliest failing test seen so far
    uses = {}  # run key -> [(program index, test index)]
    for p, (binary, tests) in enumerate(programs):
        for i, t in enumerate(tests):
            key = (binary, t["input"], t["output"])
            if key in keys:
                uses.setdefault(key, []).append((p, i))

    def guarded(key):
        with lock:
            if all(first_failure.get(p, len(programs[p][1])) < i for p, i in uses[key]):
                return None
        outcome = run(key)
        if outcome[0] != "AC":
            with lock:
                for p, i in uses[key]:
                    first_failure[p] = min(first_failure.get(p, i), i)
        return outcome

    order = sorted(uses, key=lambda key: (min(i for _, i in uses[key]), -len(key[1]), key))
    return {key: outcome for key, outcome in _run_all(pool, guarded, order, progress_bar).items()
            if outcome is not None}


def first_run(binary, tests):
    """The (binary, input, output) key of a program's first test."""
    return binary, tests[0]["input"], tests[0]["output"]


def judge_batch(codes, test_cases_list, timeout=2.0, limits=None, max_workers=None, progress=False, judge=None,
                stop_at_first_failure=False):
    """Judge many programs at once: list[JudgeResult], one per code (None or "" code: no_code).

    Identical code is compiled once, identical (program, test) pairs run once, and all compilations, then the
    first test of every program, then the other tests of the programs that did not time out on their first
    (timed_out_first), are spread over max_workers threads (default: one per CPU core), each with its own
    sandbox. The progress bar counts compilations and test runs; its total is known from the start (the tests
    a program does not run count as done when its compilation or first test does).

    stop_at_first_failure: a program's tests after its first failing one are not run (verdict NOT_RUN,
    cut_at_first_failure): exact for the binary reward and for pass/fail, a lower bound of the tests passed.
    """
    if len(codes) != len(test_cases_list):
        raise ValueError(f"{len(codes)} codes but {len(test_cases_list)} test case lists")
    limits = resolve_limits(limits)
    tests_list = [as_test_cases(tests) for tests in test_cases_list]
    sources = [remove_freopen(code) if isinstance(code, str) and code.strip() else None for code in codes]
    unique_sources = list(dict.fromkeys(s for s in sources if s is not None))
    programs, outcomes = {}, {}
    if unique_sources:
        judge = judge or default_judge(limits)
        if limits.use_pch:
            judge.compiler.pch_include_dir(limits)  # built (once per machine) before the workers start
        expected = {}  # raw expected output -> normalised, computed once per distinct output
        runs_of = {source: set() for source in unique_sources}  # the distinct (input, output) pairs per program
        for source, tests in zip(sources, tests_list):
            for test in tests:
                if test["output"] not in expected:
                    expected[test["output"]] = normalize_output(test["output"])
                if source is not None:
                    runs_of[source].add((test["input"], test["output"]))
        total = len(unique_sources) + sum(len(pairs) for pairs in runs_of.values())
        with ThreadPoolExecutor(max_workers or default_judge_workers(), thread_name_prefix="judge") as pool, \
                tqdm(total=total, desc="judging", unit="job", disable=not progress) as bar:
            programs = _run_all(pool, lambda source: judge.compiler.compile(source, limits), unique_sources, bar,
                                weights=lambda source, program: 1 + (0 if program.binary else len(runs_of[source])))

            def run(key):
                return judge.run_test(key[0], key[1], expected[key[2]], timeout, limits)

            judged = [(programs[source].binary, tests) for source, tests in zip(sources, tests_list)
                      if source is not None and programs[source].binary and tests]
            outcomes = _run_all(pool, run, list(dict.fromkeys(first_run(*item) for item in judged)), bar)
            runs = {(programs[source].binary, test_input, test_output) for source in unique_sources
                    if programs[source].binary for test_input, test_output in runs_of[source]}
            going_on = [(binary, tests) for binary, tests in judged
                        if goes_on(outcomes[first_run(binary, tests)][0], stop_at_first_failure)]
            rest = {(binary, t["input"], t["output"]) for binary, tests in going_on for t in tests} - outcomes.keys()
            bar.update(len(runs) - len(outcomes) - len(rest))  # not run: their programs failed their first test
            if stop_at_first_failure:
                outcomes.update(_run_in_test_order(pool, run, going_on, rest, bar))
            else:  # large inputs first: a timeout should not be the last job
                outcomes.update(_run_all(pool, run, sorted(rest, key=lambda key: (-len(key[1]), key)), bar))

    results = []
    for source, tests in zip(sources, tests_list):
        n = len(tests)
        if source is None:
            results.append(JudgeResult(False, True, 0, n, ["CE"] * n, [0.0] * n, compile_error="no C++ code found"))
            continue
        program = programs[source]
        if program.binary is None:
            results.append(JudgeResult(False, False, 0, n, ["CE"] * n, [0.0] * n,
                                       compile_error=program.error, compile_time=program.compile_time,
                                       compile_cpu_time=program.compile_cpu_time))
            continue
        if n and stop_at_first_failure:
            verdicts, times = cut_at_first_failure(
                [outcomes.get((program.binary, t["input"], t["output"])) for t in tests])
        elif n and outcomes[first_run(program.binary, tests)][0] == "TLE":
            verdicts = timed_out_first(tests)
            times = [outcomes[first_run(program.binary, tests)][1]] + [0.0] * (n - 1)
        else:
            verdicts, times = zip(*(outcomes[(program.binary, t["input"], t["output"])] for t in tests)) if n \
                else ((), ())
        passed = list(verdicts).count("AC")
        results.append(JudgeResult(True, False, passed, n, list(verdicts), list(times),
                                   compile_time=program.compile_time,
                                   compile_cpu_time=program.compile_cpu_time))
    return results


def clear_compile_cache():
    """Forget compiled programs (benchmarks use it to time cold compilations; the precompiled header stays)."""
    for judge in list(_default_judges.values()):
        if judge.pid == os.getpid():
            judge.compiler.clear_cache()


def judge_info(limits=None):
    """What the judge uses on this machine: compiler, isolation mechanisms, precompiled header, workers."""
    limits = resolve_limits(limits)
    judge = default_judge(limits)
    isolation = judge.sandbox.isolation
    pch = judge.compiler.pch_include_dir(limits) if limits.use_pch else None
    return {
        "compiler": judge.compiler.compiler,
        "unprivileged_uid": judge.sandbox.uid_pool(limits.uid_range) is not None,
        "network_namespace": bool(isolation.netns_options) and limits.isolate_network,
        "private_tmp": isolation.can_hide and limits.private_tmp,
        "bounded_directory": isolation.can_bound_dir and limits.private_tmp and bool(limits.dir_bytes),
        "precompiled_headers": [os.path.join(pch, header + ".gch") for header in PRECOMPILED_HEADERS] if pch else [],
        "linker": " ".join(judge.compiler.link_args(limits)) or "g++'s default",
        "workers": default_judge_workers(),
        "work_dir": judge.sandbox.work_root,
    }


def judge_code(code, test_cases, timeout=2.0, limits=None):
    """Judge one program on its tests: a JudgeResult with a verdict and CPU time per test."""
    return judge_batch([code], [test_cases], timeout=timeout, limits=limits)[0]

