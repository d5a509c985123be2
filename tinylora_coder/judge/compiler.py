"""Compiling contestants' C++ inside the sandbox: precompiled headers and a cache of binaries.

Each distinct program is compiled once per process (in-memory cache by sha256 of compiler, flags, linker, binary
limit and code; threads asking for the same code wait for the first compilation), up to a count and a total size of
binaries, the least recently used removed first. The precompiled headers are built
once per machine and compiler and shared read-only with every sandboxed compilation. Programs are linked with gold
where g++ has it (JudgeLimits.linker): the same program, linked faster. A binary over JudgeLimits.binary_bytes is a
compile error and is not kept.
"""

import fcntl
import hashlib
import logging
import math
import os
import signal
import subprocess
import threading
from collections import OrderedDict
from dataclasses import dataclass, replace

from ..errors import SandboxError
from ..files import atomic_path
from .sandbox import hardlink_or_copy, tool_identity

logger = logging.getLogger("tinylora.judge")

# Headers precompiled for every compilation, each built from the compiler's own header with the judge's flags.
# g++ uses a precompiled header only for a program's first #include (later ones, or one after a macro that
# changes it, fall back to the header itself), and produces the same binary either way. The base model starts
# 90% of its programs with <iostream> and 9% with <bits/stdc++.h> (6,656 held-out completions, 2026-11-25); with
# iostream.gch such a program compiles in 0.20 s against 0.30 s, to the same binary (2-core machine,
# benchmarks/results/judge_cost/2026-11-25_cpu_compile_iostream_pch.log).
PRECOMPILED_HEADERS = ("bits/stdc++.h", "iostream")


@dataclass
class Program:
    """A compilation: the binary (None on compile error) and the compiler's messages."""
    binary: str | None
    error: str | None
    compile_time: float  # wall seconds; 0.0 when the binary came from the cache
    compile_cpu_time: float = 0.0  # CPU seconds of the compiler and the tools it ran; 0.0 from the cache
    binary_bytes: int = 0


class Compiler:
    """Compiles programs with `compiler` in `sandbox`, caching binaries in memory and the header on disk."""

    # A pool's 16 workers keep a cache each. Bounded by count alone, binaries of up to JudgeLimits.binary_bytes
    # could fill 16 x 2,048 x 32 MiB of disk; a correct program's binary is 15-60 KiB (2026-12-06).
    def __init__(self, sandbox, compiler, cache_dir, cache_size=2048, cache_bytes=1 << 30):
        self.sandbox = sandbox
        self.compiler = compiler
        self.compiler_id = tool_identity(compiler)
        self.cache_dir = cache_dir
        self._cache = OrderedDict()  # compile key -> Program
        self._cache_size = cache_size
        self._cache_bytes = cache_bytes
        self._cached_bytes = 0
        self._inflight = {}  # compile key -> threading.Event, so identical code compiles once
        self._cache_lock = threading.Lock()
        self._pch = {}  # compile flags -> include dir holding the precompiled headers, or None
        self._pch_lock = threading.Lock()
        self._link_args = {}  # linker -> the g++ arguments that select it ([] where it does not work)
        self._link_lock = threading.Lock()

    def link_args(self, limits):
        """["-fuse-ld=<limits.linker>"] when a program compiled as the judge compiles programs (in the sandbox, with
        limits.compile_flags and the same limits) links with it on this machine, else [] (g++'s default, with a
        warning). Checked once per process, linker and flags."""
        if not limits.linker:
            return []
        key = (limits.linker, limits.compile_flags)
        with self._link_lock:
            if key not in self._link_args:
                self._link_args[key] = self._probe_linker(limits)
            return self._link_args[key]

    def _probe_linker(self, limits):
        args = [f"-fuse-ld={limits.linker}"]
        try:
            outcome, binary = self.sandbox.sandboxed(lambda uid, run_dir: self._run_compiler(
                "int main() { return 0; }\n", None, args, limits, uid, run_dir), limits.uid_range)
            works = outcome.exit_code == 0 and binary is not None
        except (OSError, subprocess.SubprocessError, SandboxError):
            works = False
        if not works:
            logger.warning("judge: g++ cannot link with %s here; linking with its default linker", limits.linker)
        return args if works else []

    def pch_include_dir(self, limits):
        """Include dir holding PRECOMPILED_HEADERS for these flags, built once per machine; None if unusable."""
        with self._pch_lock:
            if limits.compile_flags not in self._pch:
                try:
                    self._pch[limits.compile_flags] = self._prepare_pch(limits.compile_flags)
                except (OSError, subprocess.SubprocessError, SandboxError) as exc:
                    logger.warning("judge: no precompiled headers (%s); compiling without them", exc)
                    self._pch[limits.compile_flags] = None
            return self._pch[limits.compile_flags]

    def _prepare_pch(self, flags):
        key = hashlib.sha256(f"{self.compiler_id}\n{' '.join(flags)}\n{PRECOMPILED_HEADERS}".encode()).hexdigest()[:16]
        # Sandbox uids cannot read the cache under a private home: the files are exposed inside the sandbox.
        include_dir = self.sandbox.shared_dir("pch", key)
        for header in PRECOMPILED_HEADERS:
            cached = os.path.join(self.cache_dir, "pch", key, header + ".gch")
            if not os.path.exists(cached):
                # The judge pool's workers start together: without the lock each one built its own header (16
                # builds at once on the 16-core H100 host, 2026-11-25); with it one builds, the others wait.
                os.makedirs(os.path.dirname(cached), exist_ok=True)
                with open(cached + ".lock", "a") as lock:
                    fcntl.flock(lock, fcntl.LOCK_EX)
                    if not os.path.exists(cached):
                        self._build_pch(header, flags, cached)
            exposed = os.path.join(include_dir, header + ".gch")
            if not os.path.exists(exposed):
                os.makedirs(os.path.dirname(exposed), 0o755, exist_ok=True)
                for folder in (include_dir, os.path.dirname(exposed)):
                    os.chmod(folder, 0o755)
                hardlink_or_copy(cached, exposed)
            # The compiler's own header beside its .gch: g++ reads it from there when a program includes the header
            # again after the .gch served the first include (<iostream>, then <bits/stdc++.h>), and without it
            # that was a compile error where g++ alone compiles (2 of 6,656 held-out answers, 2026-12-06).
            if not os.path.lexists(exposed[:-len(".gch")]):
                try:
                    os.symlink(self._header_path(header, flags, cached), exposed[:-len(".gch")])
                except (OSError, subprocess.SubprocessError, SandboxError) as exc:  # the .gch serves all the same
                    logger.warning("judge: no link to %s beside its precompiled header (%s)", header, exc)
        return include_dir

    def _header_path(self, header, flags, cached):
        """The compiler's own <header> (the file `cached` was built from), as recorded beside it at its build."""
        try:
            with open(cached + ".header") as f:
                return f.read()
        except FileNotFoundError:  # built before the record
            return self._record_header(header, flags, cached)

    def _record_header(self, header, flags, cached):
        """Find the compiler's own <header> and record its path beside `cached`; the path."""
        path = self._find_header(header, flags)
        with atomic_path(cached + ".header") as tmp, open(tmp, "w") as f:
            f.write(path)
        return path

    def _find_header(self, header, flags):
        probe = subprocess.run([self.compiler, *flags, "-x", "c++", "-E", "-H", "-", "-o", os.devnull],
                               input=f"#include <{header}>\n", capture_output=True, text=True, timeout=120)
        path = next((line[2:].strip() for line in probe.stderr.splitlines() if line.startswith(". ")), None)
        if probe.returncode != 0 or path is None:
            raise SandboxError(f"{header} not found")
        return os.path.realpath(path)

    def _build_pch(self, header, flags, cached):
        """Precompile the compiler's <header> with `flags` into `cached` (renamed into place when complete), and
        record the header's path beside it."""
        path = self._record_header(header, flags, cached)
        logger.warning("judge: building a precompiled %s (once per machine and compiler, ~5 s)", header)
        with atomic_path(cached) as tmp:
            result = subprocess.run([self.compiler, *flags, "-x", "c++-header", path, "-o", tmp],
                                    capture_output=True, text=True, timeout=600)
            if result.returncode != 0:
                raise SandboxError(f"precompiling {path} failed: {result.stderr.strip()[:500]}")
            os.chmod(tmp, 0o644)

    def compile(self, code, limits, keep_in=None):
        """Compile code (freopen already removed) once per distinct code and flags; cached in memory.

        keep_in: a folder the binary is hard-linked into before the cache may remove it, and whose link the returned
        Program names: judge_batch compiles a whole chunk of programs before running any, and a cache full of later
        ones would otherwise remove the first binaries before their tests ran.
        """
        pch = self.pch_include_dir(limits) if limits.use_pch else None
        link = self.link_args(limits)
        key = hashlib.sha256(f"{self.compiler_id}\n{limits.compile_flags}\n{link}\n{pch}\n{limits.binary_bytes}\n{code}"
                             .encode()).hexdigest()  # the binary limit decides whether a binary is kept
        while True:
            with self._cache_lock:
                program = self._cache.get(key)
                if program is not None and program.binary and not os.path.exists(program.binary):
                    self._cache.pop(key)  # removed from outside (a test's cleanup, tmp cleaners): compiled again
                    self._cached_bytes -= program.binary_bytes
                elif program is not None:
                    self._cache.move_to_end(key)
                    return _kept(replace(program, compile_time=0.0, compile_cpu_time=0.0), keep_in)
                event = self._inflight.get(key)
                if event is None:
                    event = self._inflight[key] = threading.Event()
                    break
            event.wait()  # another thread compiles the same code
        program, timed_out = None, False
        try:
            program, timed_out = self.sandbox.sandboxed(
                lambda uid, run_dir: self._compile_in(code, key, pch, link, limits, uid, run_dir), limits.uid_range)
        finally:
            with self._cache_lock:
                try:  # the waiting threads are let go whatever fails here (else they would wait for good)
                    if program is not None and not timed_out:  # a timeout may be load: try again next time
                        self._cache[key] = program
                        self._cached_bytes += program.binary_bytes
                    kept = program if program is None else _kept(program, keep_in)  # before the cache may remove it
                    # the newest stays: a binary larger than the whole cache would otherwise be removed at once
                    while len(self._cache) > self._cache_size or (self._cached_bytes > self._cache_bytes
                                                                  and len(self._cache) > 1):
                        self._evict_oldest()
                finally:
                    del self._inflight[key]
                    event.set()
        return kept

    def _evict_oldest(self):
        _, evicted = self._cache.popitem(last=False)
        self._cached_bytes -= evicted.binary_bytes
        if evicted.binary and os.path.exists(evicted.binary):
            os.remove(evicted.binary)

    def clear_cache(self):
        with self._cache_lock:
            while self._cache:
                self._evict_oldest()

    def _run_compiler(self, code, pch, link, limits, uid, run_dir):
        """Compile code into run_dir/solution in the sandbox: (ExecOutcome, the binary's path or None)."""
        with open(os.path.join(run_dir, "solution.cpp"), "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(code)
        # Paths relative to the run dir: sandbox uids may not be able to walk to the work dir from /.
        pch_arg = ["-I", os.path.relpath(pch, run_dir)] if pch else []
        argv = [self.compiler, *limits.compile_flags, *link, *pch_arg, "solution.cpp", "-o", "solution"]
        cpu = math.ceil(limits.compile_timeout)
        rlimits = {"cpu": (cpu, cpu + 1), "as": (limits.compile_memory_bytes,) * 2,
                   "fsize": (limits.compile_file_size_bytes,) * 2, "core": (0, 0)}
        if uid is not None:  # RLIMIT_NPROC counts all processes of the uid: only meaningful for a uid of our own
            rlimits["nproc"] = (limits.compile_max_processes,) * 2
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TMPDIR": ".", "LC_ALL": "C"}
        # Hidden as for programs: the assembler (.incbin) and #include would embed the tests or /tmp's files.
        outcome = self.sandbox.execute(argv, cwd=run_dir, stdin=subprocess.DEVNULL, uid=uid, rlimits=rlimits,
                                       isolate_network=limits.isolate_network, hide=True,
                                       wall_timeout=limits.compile_timeout, stdout_cap=1 << 20, env=env)
        binary = os.path.join(run_dir, "solution")
        return outcome, binary if os.path.isfile(binary) else None

    def _compile_in(self, code, key, pch, link, limits, uid, run_dir):
        outcome, binary = self._run_compiler(code, pch, link, limits, uid, run_dir)
        times = (outcome.wall_time, outcome.cpu_time)
        if outcome.timed_out:
            return Program(None, f"compilation timed out after {limits.compile_timeout:g} s", *times), True
        if outcome.exit_code != 0 or binary is None:
            messages = (outcome.stdout[:8192] + outcome.stderr_head).decode("utf-8", "replace").strip()
            if outcome.output_exceeded:
                messages += "\n(compiler output cut at 1 MiB)"
            elif outcome.signal is not None:
                messages += f"\n(compiler killed by {signal.Signals(outcome.signal).name})"
            return Program(None, messages or f"compiler exited with {outcome.exit_code}", *times), False
        size = os.path.getsize(binary)
        if size > limits.binary_bytes:  # the sandbox removes it with run_dir
            return Program(None, f"binary of {size / 2**20:.1f} MiB is over the {limits.binary_bytes / 2**20:g} MiB "
                                 "limit (large initialized arrays are stored in the binary)", *times), False
        dest = os.path.join(self.sandbox.work_root, "bin", key)
        os.replace(binary, dest)
        os.chown(dest, os.geteuid(), os.getegid())
        os.chmod(dest, 0o755)
        return Program(dest, None, *times, binary_bytes=size), False


def _kept(program, folder):
    """program, or with its binary hard-linked into folder (None: as it is)."""
    if folder is None or program.binary is None:
        return program
    path = os.path.join(folder, os.path.basename(program.binary))
    if not os.path.exists(path):
        hardlink_or_copy(program.binary, path)
    return replace(program, binary=path)
