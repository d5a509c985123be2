"""Hostile programs: the sandbox must contain them and leave the test process and the machine unharmed.

Every attack is bounded on its own (a fork loop of 200, 2 GiB of memory at most, ...), so that a failure of
containment fails the test without taking the machine down. After each call: the reward is as expected, the
wall time is bounded and no process is left behind.
"""
import os
import resource
import shutil
import signal
import socket
import subprocess
import threading
import time
import uuid

import pytest

import utils
from tinylora_coder import config
from utils import judge_code, score

pytestmark = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ not installed")
needs_root = pytest.mark.skipif(os.geteuid() != 0, reason="uid isolation needs root")

# A uid range of their own, so that other judges running on this machine never show up in the checks.
LIMITS = {"uid_base": 1_600_000_000, "uid_count": 64}
HEADER = "#include <bits/stdc++.h>\n#include <unistd.h>\n#include <sys/socket.h>\n#include <netinet/in.h>\n" \
         "#include <arpa/inet.h>\nusing namespace std;\n"


def leftover_processes():
    """Processes running as a sandbox uid of LIMITS, or whose cwd is inside the judge's work directory."""
    work_dir = utils.judge_info(LIMITS)["work_dir"]
    base, count = LIMITS["uid_base"], LIMITS["uid_count"]
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/status") as f:
                uid = next(int(line.split()[1]) for line in f if line.startswith("Uid:"))
            cwd = os.readlink(f"/proc/{pid}/cwd")
        except (OSError, StopIteration):
            continue  # gone, or not ours to inspect
        if base <= uid < base + count or cwd.startswith(work_dir):
            found.append(int(pid))
    return found


def judge_contained(code, tests, max_wall, timeout=2.0, **limits):
    """judge_code under LIMITS, asserting a bounded wall time and no process left behind."""
    start = time.monotonic()
    result = judge_code(code, tests, timeout=timeout, limits={**LIMITS, **limits})
    wall = time.monotonic() - start
    assert wall < max_wall, f"took {wall:.1f} s"
    deadline = time.monotonic() + 2.0  # killed processes take a moment to be reaped
    while leftover_processes() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert leftover_processes() == []
    return result


FORK_LOOP = HEADER + """
int main() {
    int forked = 0;
    for (int i = 0; i < 200; i++) {  // bounded even if the limit failed
        pid_t pid = fork();
        if (pid == 0) { setsid(); sleep(20); _exit(0); }  // leave the process group, linger
        if (pid > 0) forked++;
    }
    printf("%d\\n", forked);
}
"""


def test_fork_storm_is_refused():
    result = judge_contained(FORK_LOOP, [{"input": "", "output": "0"}], max_wall=15)
    assert result.verdicts == ["AC"] and score(result) == 1.0  # default: no process may be created


@needs_root
def test_fork_storm_children_that_escape_the_group_are_killed():
    # 16 tasks allowed for the uid: exactly 15 children, each in a session of its own, all killed afterwards.
    result = judge_contained(FORK_LOOP, [{"input": "", "output": "15"}], max_wall=15, max_processes=16)
    assert result.verdicts == ["AC"]


def test_sleeping_program_hits_the_wall_clock_limit():
    # No CPU time is used, so only the wall-clock backstop (2 * timeout + 1 s) can stop it.
    sleeper = HEADER + "int main() { sleep(60); puts(\"late\"); }"
    result = judge_contained(sleeper, [{"input": "", "output": "late"}], max_wall=10, timeout=0.5)
    assert result.verdicts == ["TLE"] and result.times[0] < 0.1


def test_memory_hog_is_stopped():
    hog = HEADER + """
int main() {
    vector<vector<char>> blocks;
    for (int i = 0; i < 32; i++) blocks.emplace_back(64 << 20, 1);  // 2 GiB at most, touched
    puts("done");
}
"""
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    result = judge_contained(hog, [{"input": "", "output": "done"}], max_wall=15, memory_bytes=256 << 20)
    assert result.verdicts == ["MLE"] and score(result) == 0.5
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 64 << 10  # KiB: the test grew < 64 MiB


def test_endless_output_is_cut_off():
    spam = HEADER + """
int main() {
    int stream; cin >> stream;
    for (long long i = 0; i < (1LL << 40); i++) fputs("spam spam spam spam spam spam\\n", stream ? stderr : stdout);
}
"""
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    tests = [{"input": "0", "output": "ok"}, {"input": "1", "output": "ok"}]
    result = judge_contained(spam, tests, max_wall=15, output_bytes=8 << 20)
    assert result.verdicts == ["OLE", "OLE"] and score(result) == 0.5
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 64 << 10


@needs_root
def test_program_cannot_kill_its_parent_or_other_processes():
    victim = subprocess.Popen(["sleep", "30"])
    try:
        killer = HEADER + """
int main() {
    long victim; cin >> victim;
    int parent = kill(getppid(), SIGKILL) == 0 ? 0 : errno;
    int other = kill((pid_t)victim, SIGKILL) == 0 ? 0 : errno;
    printf("%d %d\\n", parent, other);
}
"""
        result = judge_contained(killer, [{"input": str(victim.pid), "output": f"{1} {1}"}], max_wall=15)
        assert result.verdicts == ["AC"]  # both kills failed with EPERM (1)
        assert victim.poll() is None  # still running; and so is this test process
    finally:
        victim.kill()
        victim.wait()


WRITER = HEADER + """
int main() {
    string path;
    while (cin >> path) {
        FILE *f = fopen(path.c_str(), "w");
        cout << (f && fputs("x", f) >= 0 && fclose(f) == 0 ? "written" : "refused") << "\\n";
    }
}
"""


@needs_root
def test_program_cannot_write_outside_its_directory(tmp_path):
    os.chmod(tmp_path, 0o755)  # like any root-owned directory
    tag = uuid.uuid4().hex
    outside = [str(tmp_path / "escape"), f"/tmp/tinylora-escape-{tag}", f"/dev/shm/tinylora-escape-{tag}",
               f"../escape-{tag}"]
    paths = outside + ["inside.txt"]
    expected = "\n".join(["refused"] * len(outside) + ["written"])
    result = judge_contained(WRITER, [{"input": "\n".join(paths), "output": expected}], max_wall=15)
    assert result.verdicts == ["AC"]
    runs_dir = os.path.join(utils.judge_info(LIMITS)["work_dir"], "runs")
    for path in outside[:3] + [os.path.join(runs_dir, f"escape-{tag}")]:
        assert not os.path.exists(path)
    # Without the private /tmp the uid alone must still keep it out of root's directories.
    result = judge_contained(WRITER, [{"input": str(tmp_path / "escape"), "output": "refused"}], max_wall=15,
                             private_tmp=False)
    assert result.verdicts == ["AC"] and not os.path.exists(tmp_path / "escape")


@needs_root
def test_files_written_are_bounded_in_all():
    # 8 files of 16 MiB each, every one within the file size limit: 128 MiB unless the directory is bounded too.
    writer = HEADER + """
int main() {
    static char buf[1 << 20];
    long long total = 0;
    for (int k = 0; k < 8; k++) {
        FILE *f = fopen(to_string(k).c_str(), "w");
        for (int i = 0; f && i < 16; i++) { ssize_t n = write(fileno(f), buf, sizeof buf); if (n > 0) total += n; }
        if (f) fclose(f);
    }
    puts(total <= (32 << 20) ? "bounded" : "unbounded");
}
"""
    result = judge_contained(writer, [{"input": "", "output": "bounded"}], max_wall=15)
    assert result.verdicts == ["AC"]


def test_a_program_cannot_write_into_its_input():
    # the input file lies outside the bounded directory: writable, it took up to the file size limit more
    writer = HEADER + 'int main() { static char b[1 << 20]; puts(write(0, b, sizeof b) < 0 ? "read-only" : "wrote"); }'
    assert score(judge_contained(writer, [{"input": "1", "output": "read-only"}], max_wall=15)) == 1.0


CONNECTOR = HEADER + """
int main() {
    int port; cin >> port;
    int s = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);
    bool connected = connect(s, (sockaddr *)&address, sizeof address) == 0;
    if (connected) (void)!write(s, "hello", 5);
    puts(connected ? "connected" : "blocked");
}
"""


@pytest.fixture
def listener():
    """A TCP listener on 127.0.0.1 that records the connections it accepts (stops by itself after 20 s)."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    server.settimeout(0.2)
    accepted, stop = [], threading.Event()

    def serve():
        deadline = time.monotonic() + 20
        while not stop.is_set() and time.monotonic() < deadline:
            try:
                connection, _ = server.accept()
            except (socket.timeout, OSError):
                continue
            accepted.append(connection)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield server.getsockname()[1], accepted
    stop.set()
    thread.join()
    for connection in accepted:
        connection.close()
    server.close()


def test_program_has_no_network(listener):
    port, accepted = listener
    result = judge_contained(CONNECTOR, [{"input": str(port), "output": "blocked"}], max_wall=15)
    assert result.verdicts == ["AC"]
    time.sleep(0.3)
    assert accepted == []
    # Control: the same program with network isolation off does connect, so the check above can fail.
    result = judge_contained(CONNECTOR, [{"input": str(port), "output": "blocked"}], max_wall=15,
                             isolate_network=False)
    assert result.verdicts == ["WA"]
    deadline = time.monotonic() + 2
    while not accepted and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(accepted) == 1


def test_compiler_hang_is_killed():
    endless_constexpr = """
constexpr long spin() { long s = 0; for (long i = 0; i < 200000; i++) for (long j = 0; j < 200000; j++) s += i ^ j;
                        return s; }
constexpr long value = spin();
int main() { return value; }
"""
    # g++ gives up on a constexpr after 2^25 operations, which a fast CPU reaches in under 3 s; lift that limit
    # so that the compilation really runs until the judge kills it.
    flags = ("-O2", "-std=c++17", "-fconstexpr-ops-limit=1000000000000", "-fconstexpr-loop-limit=1000000000")
    result = judge_contained(endless_constexpr, [{"input": "", "output": ""}], max_wall=12, compile_timeout=3,
                             compile_flags=flags, use_pch=False)
    assert score(result) == 0.0 and not result.compiled
    assert "timed out" in result.compile_error


def test_compiler_reading_endless_files_is_contained():
    for source in ('#include "/dev/zero"\nint main() {}\n', '#include "/dev/urandom"\nint main() {}\n'):
        result = judge_contained(source, [{"input": "", "output": ""}], max_wall=15, compile_timeout=5,
                                 compile_memory_bytes=512 << 20)
        assert score(result) == 0.0 and result.compile_error
    # stdin of the compiler is empty: including it cannot block
    result = judge_contained('#include "/dev/stdin"\nint main() {}\n', [{"input": "", "output": ""}], max_wall=15)
    assert score(result) == 1.0


def test_large_binaries_are_a_compile_error_and_not_kept():
    # Each process keeps its binaries (up to 2,048): one of 40 MiB must not be one of them.
    bin_dir = os.path.join(utils.judge_info(LIMITS)["work_dir"], "bin")
    kept = set(os.listdir(bin_dir))
    result = judge_contained("char a[40 << 20] = {1};\nint main() { return a[1]; }\n", [{"input": "", "output": ""}],
                             max_wall=30)
    assert score(result) == 0.0 and not result.compiled and "40.0 MiB is over the 32 MiB limit" in result.compile_error
    assert set(os.listdir(bin_dir)) == kept
    # The limit is part of the compile cache's key: the same code under a larger limit compiles.
    small = "char a[2 << 20] = {1};\nint main() { return a[1]; }\n"
    assert not judge_contained(small, [{"input": "", "output": ""}], max_wall=30, binary_bytes=1 << 20).compiled
    assert judge_contained(small, [{"input": "", "output": ""}], max_wall=30).compiled
    # A zeroed array takes no room in the binary (.bss): 128 MiB of it compiles and runs.
    result = judge_contained("static int a[1 << 25];\nint main() { return a[12345]; }\n", [{"input": "", "output": ""}],
                             max_wall=30)
    assert score(result) == 1.0


@needs_root
def test_compiler_cannot_read_private_files():
    result = judge_contained('#include "/etc/shadow"\nint main() {}\n', [{"input": "", "output": ""}], max_wall=15)
    assert score(result) == 0.0
    assert "Permission denied" in result.compile_error and "root:" not in result.compile_error


@needs_root
def test_programs_and_compilers_cannot_read_the_tests(tmp_path):
    # The bundled tests are world-readable in the repository: a program that reads them prints the expected output
    # without solving anything. The compiler must not reach them either (the assembler embeds any file it can read),
    # nor /tmp, which the programs it compiles do not see.
    tests_file = os.path.join(config.CODE_CONTESTS_DIR, "bundled_test.jsonl")
    in_tmp = f"/tmp/tinylora-readable-{uuid.uuid4().hex}"
    with open(in_tmp, "w") as f:
        f.write("secret")
    os.chmod(in_tmp, 0o644)
    try:
        reader = HEADER + 'int main() { string p; cin >> p; puts(fopen(p.c_str(), "r") ? "read" : "hidden"); }'
        result = judge_contained(reader, [{"input": tests_file, "output": "hidden"}], max_wall=15)
        assert result.verdicts == ["AC"]
        for path in (tests_file, in_tmp):
            embed = f'asm(".section .rodata\\n.incbin \\"{path}\\"\\n.text");\nint main() {{}}\n'
            result = judge_contained(embed, [{"input": "", "output": ""}], max_wall=15)
            assert not result.compiled and os.path.basename(path) in result.compile_error
    finally:
        os.remove(in_tmp)


def test_judge_still_works_after_the_attacks():
    code = HEADER + "int main() { long long a, b; cin >> a >> b; cout << a + b; }"
    assert score(judge_contained(code, [{"input": "2 3", "output": "5"}], max_wall=15)) == 1.0
    assert signal.getsignal(signal.SIGTERM) is not None  # this process and its handlers are intact
