"""Which isolation this machine allows the sandbox, probed once per process, and the uid leases it hands out.

Probed mechanisms: an empty network namespace (joined through one persistent namespace when root), a private
mount namespace hiding the world-writable directories and the ones holding the tests behind empty read-only mounts,
and an unprivileged uid per running process (root only). Whatever is missing is logged once; nothing here knows
what is being run.
"""

import atexit
import logging
import os
import random
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass, field

from ..errors import SandboxError

logger = logging.getLogger("tinylora.judge")

PROBE_UID = 1_500_000_000  # a uid no account uses: setuid to it tells whether dropping privileges works


class UidPool:
    """Unprivileged uids leased one per running process, so that RLIMIT_NPROC counts that process alone and
    every process of the uid can be killed afterwards. Leases are flock()s on files shared by every judge on
    the machine, so concurrent training and evaluation processes never share a uid."""

    def __init__(self, base, count):
        self.base, self.count = base, count
        self.lock_dir = os.path.join(tempfile.gettempdir(), "tinylora-judge-uids")
        os.makedirs(self.lock_dir, mode=0o700, exist_ok=True)
        if os.stat(self.lock_dir).st_uid != os.geteuid():
            raise SandboxError(f"{self.lock_dir} belongs to another user")
        self._in_use = set()
        self._lock = threading.Lock()

    def acquire(self):
        import fcntl  # POSIX only: imported here so that the package still imports elsewhere

        deadline = time.monotonic() + 60
        while True:
            with self._lock:
                start = random.randrange(self.count)
                for k in range(self.count):
                    uid = self.base + (start + k) % self.count
                    if uid in self._in_use:
                        continue
                    fd = os.open(os.path.join(self.lock_dir, str(uid)), os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
                    try:
                        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    except BlockingIOError:
                        os.close(fd)
                        continue
                    self._in_use.add(uid)
                    return uid, fd
            if time.monotonic() > deadline:
                raise SandboxError(f"all {self.count} sandbox uids are in use")
            time.sleep(0.05)

    def release(self, uid, fd):
        with self._lock:
            self._in_use.discard(uid)
            os.close(fd)  # drops the flock


def world_writable_dirs():
    """Directories any user may write to, which a program could use to leave files behind."""
    candidates = ["/tmp", "/var/tmp", "/dev/shm", "/run/lock", "/dev/mqueue", tempfile.gettempdir()]
    found = []
    for path in candidates:
        path = os.path.realpath(path)
        try:
            st = os.stat(path)
        except OSError:
            continue
        if st.st_mode & 0o002 and os.path.isdir(path) and path not in found:
            found.append(path)
    return found


def hidden_dirs(private_dirs, keep):
    """The world-writable directories, then the existing `private_dirs` (where the tests and their expected outputs
    live), each once: none inside another (mounted over first, its path would be gone) and none holding a path of
    `keep` (the compiler, the system's libraries)."""
    found = world_writable_dirs()
    for path in private_dirs:
        path = os.path.realpath(path)
        if os.path.isdir(path) and path not in found and not any(inside(k, path) for k in keep):
            found.append(path)
    return [d for d in found if not any(inside(d, other) for other in found if other != d)]


def inside(path, folder):
    """True when path is folder or lies under it."""
    return os.path.commonpath([os.path.realpath(path), folder]) == folder


def pass_fds(options):
    """File descriptors the helper must inherit for these options (the persistent network namespace)."""
    return [int(options[k + 1]) for k, opt in enumerate(options) if opt == "--netns-fd"]


@dataclass
class Isolation:
    """What the sandbox helper can do here; the options each mechanism adds to a helper command line."""
    is_root: bool
    netns_options: list = field(default_factory=list)  # puts a process into an empty network namespace
    can_hide: bool = False  # private mount namespace with the world-writable dirs hidden
    can_setuid: bool = False
    can_bound_dir: bool = False  # (with can_hide) a program's directory can be a tmpfs of a set size
    hide_dirs: list = field(default_factory=list)

    def hide_options(self):
        return [option for d in self.hide_dirs for option in ("--hide", d)]

    def missing(self):
        """One line per mechanism this machine does not allow."""
        lines = []
        if not self.is_root:
            lines.append("unprivileged uid (the judge is not root: programs run as the calling user)")
        if not self.netns_options:
            lines.append("network namespace (programs keep network access)")
        if not self.can_hide:
            lines.append("private /tmp (programs can write to world-writable directories and read the tests)")
        elif not self.can_bound_dir:
            lines.append("bounded program directory (a program may fill the disk with files of the size limit)")
        if self.is_root and not self.can_setuid:
            lines.append("unprivileged uid (setuid failed: programs run as root)")
        return lines


def helper_works(helper, noop_dir, options, program=("--noop",)):
    """True when the helper can apply these options and exec a program (./judge-sandbox --noop in noop_dir)."""
    status_r, status_w = os.pipe()
    try:
        # Relative to the cwd, as programs are run: absolute paths under /tmp are hidden by --hide.
        proc = subprocess.run([helper, "--status-fd", str(status_w), *options, "--", "./judge-sandbox", *program],
                              pass_fds=(status_w,) + tuple(pass_fds(options)), cwd=noop_dir,
                              stdin=subprocess.DEVNULL, capture_output=True, timeout=30)
        os.close(status_w)
        status_w = -1
        message = os.read(status_r, 4096).decode(errors="replace")
        if proc.returncode != 0 or message:
            logger.debug("sandbox probe %s failed: %s", options, message)
        return proc.returncode == 0 and not message
    finally:
        os.close(status_r)
        if status_w >= 0:
            os.close(status_w)


def persistent_netns(helper):
    """An empty network namespace kept open by fd: joining it (setns) is cheaper than creating one per run."""
    proc = subprocess.Popen([helper, "--new-netns", "--", helper, "--hold"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        if proc.stdout.readline() != b"ready\n":
            raise SandboxError("could not create a network namespace")
        fd = os.open(f"/proc/{proc.pid}/ns/net", os.O_RDONLY | os.O_CLOEXEC)
    finally:
        proc.stdin.close()
        proc.stdout.close()
        proc.wait()
    atexit.register(os.close, fd)
    return fd


# Probed apart from hiding, with a file made in it: where the tmpfs over a program's directory failed, every program
# would be a judge error; where files could not be made there (an unmapped user namespace), every one that writes.
PROBE_DIR_OPTIONS = ["--cwd-bytes", str(1 << 20)]
PROBE_DIR_PROGRAM = ("--noop-write",)


def probe_isolation(helper, noop_dir, private_dirs=(), keep=()):
    """Find which isolation mechanisms work here; log once what is missing. private_dirs: hidden with the
    world-writable ones (hidden_dirs)."""
    isolation = Isolation(is_root=os.geteuid() == 0, hide_dirs=hidden_dirs(private_dirs, keep))
    if isolation.is_root:
        if helper_works(helper, noop_dir, ["--new-netns"]):
            isolation.netns_options = ["--netns-fd", str(persistent_netns(helper))]
        isolation.can_hide = bool(isolation.hide_dirs) and helper_works(helper, noop_dir, isolation.hide_options())
        isolation.can_setuid = helper_works(helper, noop_dir, ["--uid", str(PROBE_UID)])
    elif helper_works(helper, noop_dir, ["--userns", "--new-netns"]):
        # Unprivileged: a user namespace can still give an empty network and a private mount namespace.
        isolation.netns_options = ["--userns", "--new-netns"]
        isolation.can_hide = bool(isolation.hide_dirs) and helper_works(
            helper, noop_dir, isolation.netns_options + isolation.hide_options())
    if isolation.can_hide:  # as programs are run: without root, in the user namespace
        userns = [] if isolation.is_root else isolation.netns_options
        isolation.can_bound_dir = helper_works(
            helper, noop_dir, userns + isolation.hide_options() + PROBE_DIR_OPTIONS, PROBE_DIR_PROGRAM)
    for item in isolation.missing():
        logger.warning("judge sandbox: no %s", item)
    return isolation
