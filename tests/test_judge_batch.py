"""judge_batch in chunks, and the compile cache's bounds: a batch larger than the cache still runs every program on
its own binary, and the cache keeps its binaries under a count and a total size."""
import os
import shutil
import threading

import pytest

from tinylora_coder.judge import batch
from tinylora_coder.judge.batch import judge_batch
from tinylora_coder.judge.compiler import Compiler
from tinylora_coder.judge.verdicts import Judge, normalize_output, resolve_limits

pytestmark = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ not installed")

# Distinct programs (the constant differs), each right or wrong on a+b by design.
ADDS = '#include <cstdio>\nint main() { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b + K); }\n'
TESTS = [{"input": "1 2\n", "output": "3\n"}, {"input": "5 5\n", "output": "10\n"}]


def adds(k):
    return ADDS.replace("K", f"{k} * 0" if k >= 0 else "1")  # k < 0: off by one, WA on every test


def judge_with_cache(**cache):
    judge = Judge()
    judge.compiler = Compiler(judge.sandbox, judge.compiler.compiler, judge.compiler.cache_dir, **cache)
    return judge


def binaries_in(folder):
    """The cached binaries (named by their sha256 key) in folder."""
    return sorted(name for name in os.listdir(folder) if len(name) == 64)


@pytest.mark.parametrize("stop_at_first_failure", [False, True])
def test_a_batch_larger_than_the_compile_cache_judges_every_program(monkeypatch, stop_at_first_failure):
    # 7 distinct programs through a cache of 2 binaries, 3 programs a chunk: before the chunks held their
    # binaries, the first programs' binaries were gone when their tests ran (FileNotFoundError).
    monkeypatch.setattr(batch, "BATCH_PROGRAMS", 3)
    judge = judge_with_cache(cache_size=2)
    codes = [adds(0), adds(1), adds(-1), adds(2), adds(3), adds(0), adds(4), adds(-1), "int main( {", None]
    results = judge_batch(codes, [TESTS] * len(codes), judge=judge, stop_at_first_failure=stop_at_first_failure)
    wrong = ["WA", "NR"] if stop_at_first_failure else ["WA", "WA"]
    assert [r.verdicts for r in results] == [["AC", "AC"]] * 2 + [wrong] + [["AC", "AC"]] * 4 + [wrong] \
        + [["CE", "CE"]] * 2
    assert [r.passed for r in results] == [2, 2, 0, 2, 2, 2, 2, 0, 0, 0]
    # The chunks' folders of held binaries are gone; the cache holds its 2 newest: the last chunk's adds(4) and
    # the compile error (no binary).
    assert [name for name in os.listdir(judge.sandbox.work_root) if name.startswith("batch-")] == []
    assert len(binaries_in(os.path.join(judge.sandbox.work_root, "bin"))) == 1


def test_the_compile_cache_is_bounded_by_bytes_and_a_held_binary_outlives_it(tmp_path):
    judge = judge_with_cache()
    limits = resolve_limits(None)
    size = judge.compiler.compile(adds(10), limits).binary_bytes
    assert size > 0
    bin_dir = os.path.join(judge.sandbox.work_root, "bin")
    judge.compiler.clear_cache()
    assert binaries_in(bin_dir) == []
    judge.compiler = Compiler(judge.sandbox, judge.compiler.compiler, judge.compiler.cache_dir,
                              cache_bytes=size + size // 2)  # room for one binary of this size
    held = tmp_path / "held"
    held.mkdir()
    first = judge.compiler.compile(adds(11), limits, keep_in=str(held))
    assert os.path.dirname(first.binary) == str(held)
    second = judge.compiler.compile(adds(12), limits)
    # The first binary left the cache (and the disk) as the second came; the held link still runs.
    assert binaries_in(bin_dir) == [os.path.basename(second.binary)]
    assert judge.run_test(first.binary, "1 2\n", normalize_output("3\n"), 2.0, limits)[0] == "AC"
    again = judge.compiler.compile(adds(11), limits)  # not cached any more: compiled anew
    assert again.compile_time > 0 and os.path.exists(again.binary)
    assert binaries_in(bin_dir) == [os.path.basename(again.binary)]


def test_a_cached_program_is_held_too(tmp_path):
    judge = judge_with_cache(cache_size=1)
    limits = resolve_limits(None)
    judge.compiler.compile(adds(20), limits)
    held = judge.compiler.compile(adds(20), limits, keep_in=str(tmp_path))  # from the cache, linked
    assert held.compile_time == 0.0 and os.path.dirname(held.binary) == str(tmp_path)
    judge.compiler.compile(adds(21), limits)  # evicts the cached one
    assert judge.run_test(held.binary, "5 5\n", normalize_output("10\n"), 2.0, limits)[0] == "AC"


def test_a_chunk_ends_once_its_binaries_take_batch_bytes(monkeypatch):
    # One byte a chunk: each chunk ends at its first binary (plus the compilations then under way, 2 a worker).
    monkeypatch.setattr(batch, "BATCH_BYTES", 1)
    chunks = []
    compile_chunk = batch._compile_chunk

    def recording(*args):
        compiled, position = compile_chunk(*args)
        chunks.append(len(compiled))
        return compiled, position

    monkeypatch.setattr(batch, "_compile_chunk", recording)
    codes = [adds(k) for k in range(6)] + [adds(-1)]
    results = judge_batch(codes, [TESTS] * len(codes), judge=judge_with_cache(cache_size=1), max_workers=1)
    assert chunks == [2, 2, 2, 1]  # 1 worker: 2 under way when the first binary arrives
    assert [r.verdicts for r in results] == [["AC", "AC"]] * 6 + [["WA", "WA"]]


def test_an_error_mid_chunk_leaves_the_compiler_usable(monkeypatch):
    # One compilation fails while another is still under way. Before, the chunk's folder went first, the other
    # compilation then failed to link its binary into it and left its code marked as compiling: compiling that
    # code again waited for good.
    judge = judge_with_cache()
    slow = "#include <regex>\n#include <cstdio>\nint main() { std::regex r(\"a+b\"); puts(\"3\"); }\n"
    compile_code = judge.compiler.compile

    def failing(code, limits, keep_in=None):
        if code == "fails":
            raise RuntimeError("the sandbox failed")
        return compile_code(code, limits, keep_in=keep_in)

    monkeypatch.setattr(judge.compiler, "compile", failing)
    with pytest.raises(RuntimeError, match="the sandbox failed"):
        judge_batch([slow, "fails"], [TESTS] * 2, judge=judge, max_workers=2)
    again = []
    thread = threading.Thread(target=lambda: again.append(compile_code(slow, resolve_limits(None))), daemon=True)
    thread.start()
    thread.join(timeout=60)
    assert again and again[0].compile_time == 0.0 and os.path.exists(again[0].binary)  # cached, not hung


def test_a_binary_larger_than_the_whole_cache_is_kept_while_newest(tmp_path):
    judge = judge_with_cache()
    judge.compiler = Compiler(judge.sandbox, judge.compiler.compiler, judge.compiler.cache_dir, cache_bytes=1)
    limits = resolve_limits(None)
    first = judge.compiler.compile(adds(30), limits)
    assert os.path.exists(first.binary)  # before: removed as it came in, and its path returned
    second = judge.compiler.compile(adds(31), limits)
    assert os.path.exists(second.binary) and not os.path.exists(first.binary)
