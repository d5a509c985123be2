"""Running one untrusted process under limits: the sandbox helper, a private work directory, the watch loop.

Every compiler and program run goes through a small C helper (sandbox_helper.c, built once per machine and
cached) that sets resource limits (CPU, address space, stack, file size, processes, open files, no core), joins
an empty network namespace, hides the world-writable directories and the project's, drops to a uid of its own
when the judge is root, and execs. The parent reads output up to a cap, enforces the wall clock, and kills the
process group (and every process of the uid) afterwards. A helper binary rather than a Python preexec_fn keeps
process creation cheap: preexec_fn forces fork(), which copies the page tables of the (large) training process:
72 ms per spawn for a 2 GB process here, against 0.7 ms with vfork.

This module knows nothing of C++ or verdicts: it reports what happened to a process (ExecOutcome).
"""

import atexit
import hashlib
import os
import re
import resource
import select
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass, replace

from ..errors import SandboxError
from ..files import atomic_path
from .isolation import UidPool, pass_fds, probe_isolation

HELPER_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sandbox_helper.c")
WORK_DIR_PREFIX = "tinylora-judge-"
UID_RETRIES = 3  # other uids tried when a leased uid's last processes still count towards RLIMIT_NPROC


@dataclass
class ExecOutcome:
    """What happened to one sandboxed process."""
    exit_code: int | None  # None when killed by a signal
    signal: int | None
    cpu_time: float
    wall_time: float
    max_rss_bytes: int  # 0 when unknown
    stdout: bytes
    stderr_head: bytes  # the first 8 KiB of stderr (a compiler's first errors)
    stderr_tail: bytes  # the last 4 KiB of stderr (a crash message such as std::bad_alloc ends there)
    timed_out: bool  # wall-clock limit hit
    output_exceeded: bool


def tool_identity(path):
    """sha256 of a tool's real path and its `-v` banner: cache keys change when the compiler does."""
    version = subprocess.run([path, "-v"], capture_output=True, text=True).stderr
    return hashlib.sha256(f"{os.path.realpath(path)}\n{version}".encode()).hexdigest()


def build_helper(compiler, cache_dir):
    """The sandbox helper binary for this machine: sandbox_helper.c compiled once with `compiler`, cached."""
    with open(HELPER_SOURCE, encoding="utf-8") as f:
        source = f.read()
    key = hashlib.sha256((source + tool_identity(compiler)).encode()).hexdigest()[:16]
    dest = os.path.join(cache_dir, f"judge-sandbox-{key}")
    if os.path.exists(dest):
        return dest
    with atomic_path(dest) as tmp:  # concurrent builders are harmless: each renames a complete binary
        result = subprocess.run([compiler, "-O2", "-x", "c", HELPER_SOURCE, "-o", tmp],
                                capture_output=True, text=True, timeout=120)
        if result.returncode != 0:
            raise SandboxError(f"could not build the sandbox helper: {result.stderr.strip()[:2000]}")
        os.chmod(tmp, 0o755)
    return dest



def remove_stale_work_dirs(min_age_s=3600):
    """Work directories left by judge processes that died without cleaning up (killed, out of memory)."""
    tmp = tempfile.gettempdir()
    for name in os.listdir(tmp):
        match = re.fullmatch(re.escape(WORK_DIR_PREFIX) + r"(\d+)-\w+", name)
        path = os.path.join(tmp, name)
        try:
            st = os.stat(path)
            if not match or st.st_uid != os.geteuid() or time.time() - st.st_mtime < min_age_s:
                continue
            os.kill(int(match.group(1)), 0)
        except ProcessLookupError:
            shutil.rmtree(path, ignore_errors=True)
        except OSError:
            continue


def _remove_work_dir(path, owner_pid):
    if os.getpid() == owner_pid:  # not from a forked child that inherited the atexit hook
        shutil.rmtree(path, ignore_errors=True)


def hardlink_or_copy(src, dst):
    try:
        os.link(src, dst)
    except OSError:
        shutil.copy2(src, dst)



def kill_group(pid):
    """SIGKILL a sandboxed process and its process group. Only call it before the process is reaped: until
    then its pid (alive or zombie) reserves the group id, so no recycled group can be hit. os.kill covers a
    helper that had not reached setsid yet."""
    for kill in (os.killpg, os.kill):
        try:
            kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass




class Sandbox:
    """Per-process sandbox state: the helper, the isolation this machine allows, a private work directory.

    `build_compiler` (a C compiler such as g++) only builds the helper. `private_dirs` are hidden from every
    process, as the world-writable directories are (isolation.hidden_dirs). Run directories live under the work
    directory, which is removed at exit (and, for a process that died, by the next sandbox after an hour).
    """

    def __init__(self, build_compiler, cache_dir, private_dirs=()):
        self.pid = os.getpid()
        remove_stale_work_dirs()
        self.work_root = tempfile.mkdtemp(prefix=f"{WORK_DIR_PREFIX}{self.pid}-")
        os.chmod(self.work_root, 0o711)  # sandbox uids may pass through, but not list it
        atexit.register(_remove_work_dir, self.work_root, self.pid)
        for sub, mode in (("bin", 0o711), ("runs", 0o711), ("shared", 0o755)):
            os.mkdir(os.path.join(self.work_root, sub), mode)
        self._uid_pools = {}
        self._lock = threading.Lock()
        self.helper = build_helper(build_compiler, cache_dir)
        # A copy inside work_root that sandbox uids can execute, for probes.
        noop = os.path.join(self.work_root, "bin", "judge-sandbox")
        shutil.copy2(self.helper, noop)
        os.chmod(noop, 0o755)
        # Hidden with /tmp: the tests' expected outputs are readable there (the bundled set in the repository).
        keep = (build_compiler, "/usr", "/bin", "/lib", "/lib64", "/etc")
        self.isolation = probe_isolation(self.helper, os.path.dirname(noop), private_dirs, keep)

    def shared_dir(self, *parts):
        """A folder every sandbox uid can read (for files all runs need, such as a precompiled header)."""
        return os.path.join(self.work_root, "shared", *parts)

    def uid_pool(self, uids):
        """The pool of uids (base, count) when processes can run as uids of their own, else None."""
        if uids is None or not (self.isolation.is_root and self.isolation.can_setuid):
            return None
        with self._lock:
            if uids not in self._uid_pools:
                self._uid_pools[uids] = UidPool(*uids)
            return self._uid_pools[uids]

    def kill_uid(self, uid):
        """Kill every process of a sandbox uid (descendants that left the process group included)."""
        subprocess.run([self.helper, "--kill-uid", str(uid)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)

    def new_run_dir(self, uid):
        """A private directory for one process, owned by its uid; removed by the caller."""
        path = tempfile.mkdtemp(dir=os.path.join(self.work_root, "runs"))  # mode 0700
        if uid is not None:
            os.chown(path, uid, uid)
        return path

    def sandboxed(self, func, uids=None):
        """Call func(uid, run_dir) with a uid leased from `uids` (base, count; None: keep ours) and a fresh
        private directory; clean both up after.

        A uid whose last program is still dying (SIGKILLed processes not yet reaped count towards RLIMIT_NPROC)
        makes the next exec fail with EAGAIN: that uid stays leased and the call is made again with another one
        (at most UID_RETRIES times). Seen under load after the fork-storm test on a 2-core machine."""
        pool = self.uid_pool(uids)
        held = []
        try:
            for attempt in range(UID_RETRIES + 1):
                uid, lease = pool.acquire() if pool else (None, None)
                if pool:
                    held.append((uid, lease))
                run_dir = None
                try:
                    run_dir = self.new_run_dir(uid)
                    return func(uid, run_dir)
                except SandboxError as error:
                    if not pool or attempt == UID_RETRIES or "Resource temporarily unavailable" not in str(error):
                        raise
                finally:
                    if run_dir is not None:
                        shutil.rmtree(run_dir, ignore_errors=True)
        finally:
            for uid, lease in held:
                pool.release(uid, lease)

    def execute(self, argv, *, cwd, stdin, uid, rlimits, isolate_network, hide, wall_timeout, stdout_cap, env,
                cwd_bytes=None):
        """Run argv in the sandbox; read stdout up to stdout_cap (then kill: output_exceeded); kill the whole
        process group (and, with max processes > 1, every process of the uid) once it ends or on timeout.
        cwd_bytes (with hide): the process's cwd is an empty tmpfs of that size; argv[0] is run from the real one."""
        isolation = self.isolation
        status_r, status_w = os.pipe()
        options = ["--status-fd", str(status_w)]
        if isolate_network:
            options += isolation.netns_options
        if hide and isolation.can_hide:
            if not isolation.is_root and "--userns" not in options:
                options.append("--userns")
            options += isolation.hide_options()
            if cwd_bytes and isolation.can_bound_dir:
                options += ["--cwd-bytes", str(int(cwd_bytes))]
        for name, (soft, hard) in rlimits.items():
            options += ["--rlimit", f"{name}={int(soft)}:{int(hard)}"]
        if uid is not None:
            options += ["--uid", str(uid)]
        start = time.monotonic()
        # Linux carries the peak RSS of the spawning process's memory into the child at exec, so the child's
        # ru_maxrss is max(this process's peak, the program's peak): it says something only when it is higher.
        inherited_rss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        try:
            proc = subprocess.Popen([self.helper, *options, "--", *argv], cwd=cwd, env=env, stdin=stdin,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                    pass_fds=[status_w] + pass_fds(options))
        except BaseException:
            os.close(status_r)
            raise
        finally:
            os.close(status_w)
        try:
            outcome = self._watch(proc, start, wall_timeout, stdout_cap, uid, rlimits)
            if outcome.max_rss_bytes <= inherited_rss_kb * 1024:
                outcome = replace(outcome, max_rss_bytes=0)  # unknown: not evidence of a memory-limit crash
            message = os.read(status_r, 4096).decode(errors="replace")
        finally:
            os.close(status_r)
        if message:
            raise SandboxError(f"sandbox setup failed: {message}")
        return outcome

    def _watch(self, proc, start, wall_timeout, stdout_cap, uid, rlimits):
        pid = proc.pid
        out_fd, err_fd = proc.stdout.fileno(), proc.stderr.fileno()
        try:
            exit_fd = os.pidfd_open(pid)
        except (AttributeError, OSError):
            exit_fd = None  # no pidfd (Linux < 5.3): poll for the exit below
        poller = select.poll()
        for fd in (out_fd, err_fd) + ((exit_fd,) if exit_fd is not None else ()):
            poller.register(fd, select.POLLIN)
        open_pipes = {out_fd, err_fd}
        stdout, stderr_head, stderr_tail = [], bytearray(), b""
        sizes = {out_fd: 0, err_fd: 0}
        timed_out = output_exceeded = exited = False
        deadline = start + wall_timeout

        def read_from(fd):
            """Read a chunk; True when this stream went past the cap."""
            nonlocal stderr_tail
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                poller.unregister(fd)
                open_pipes.discard(fd)
                return False
            sizes[fd] += len(chunk)
            if fd == out_fd:
                stdout.append(chunk)
            else:
                stderr_head.extend(chunk[:max(0, 8192 - len(stderr_head))])
                stderr_tail = (stderr_tail + chunk)[-4096:]
            return sizes[fd] > stdout_cap

        try:
            while not exited and not output_exceeded:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    timed_out = True
                    break
                wait_ms = remaining * 1000 if exit_fd is not None else min(remaining * 1000, 10)
                for fd, _ in poller.poll(wait_ms):
                    if fd == exit_fd:
                        exited = True
                        poller.unregister(exit_fd)
                    elif fd in open_pipes and read_from(fd):
                        output_exceeded = True
                if exit_fd is None and os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT):
                    exited = True
            kill_group(pid)
            if uid is not None and rlimits.get("nproc", (1, 1))[1] > 1:
                self.kill_uid(uid)  # children that left the process group
            # Every writer is dead now: drain what the pipes still hold (briefly, in case one survived).
            drain_deadline = time.monotonic() + 1.0
            while open_pipes and not output_exceeded and time.monotonic() < drain_deadline:
                for fd, _ in poller.poll(100):
                    if fd in open_pipes and read_from(fd):
                        output_exceeded = True
            _, status, usage = os.wait4(pid, 0)
            proc.returncode = os.waitstatus_to_exitcode(status)
        finally:
            if proc.returncode is None:  # interrupted (KeyboardInterrupt, ...): leave nothing running
                kill_group(pid)
                if uid is not None:
                    self.kill_uid(uid)
                os.waitpid(pid, 0)
                proc.returncode = -signal.SIGKILL
            proc.stdout.close()
            proc.stderr.close()
            if exit_fd is not None:
                os.close(exit_fd)
        return ExecOutcome(
            exit_code=os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
            signal=os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
            cpu_time=usage.ru_utime + usage.ru_stime,
            wall_time=time.monotonic() - start,
            max_rss_bytes=usage.ru_maxrss * 1024,
            stdout=b"".join(stdout),
            stderr_head=bytes(stderr_head),
            stderr_tail=stderr_tail,
            timed_out=timed_out,
            output_exceeded=output_exceeded,
        )
