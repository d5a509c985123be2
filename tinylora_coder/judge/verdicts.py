"""The judge: compile each program once, run it on its tests in the sandbox, and decide a verdict per test.

Verdicts: AC, WA (output differs after ignoring trailing whitespace at line ends and trailing blank lines),
TLE (CPU time over the limit, or the wall-clock backstop), RE (signal or non-zero exit), MLE (a crash caused
by the address-space limit), OLE (output past the cap), CE (not compiled). Programs are compiled with the
seed's `g++ -O2 -std=c++17` after freopen(...) calls are made no-ops.

Many programs at once: batch.judge_batch. No torch here.
"""

import math
import os
import shutil
import signal
import tempfile
import threading
from dataclasses import dataclass, field, fields, replace

from .. import config
from ..config import cache_dir as default_cache_dir
from ..errors import SandboxError
from .compiler import PRECOMPILED_HEADERS, Compiler
from .sandbox import Sandbox, hardlink_or_copy
from .stopping import NOT_RUN

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
    judge_error: str | None = None  # the judge itself failed (judge.pool: judging broke off twice): no verdict


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
