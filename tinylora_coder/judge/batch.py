"""Judging many programs at once (judge_batch): each distinct program compiled once, each distinct (program, test)
pair run once, spread over one thread per CPU core, each with its own sandbox. No torch here.

The programs go in chunks: a chunk's programs are all compiled, then run, their binaries held (hard links in a folder
of the chunk's) until its tests are done, since the compiler's cache may remove them meanwhile (it keeps 2,048
binaries or 1 GiB). A chunk ends at BATCH_PROGRAMS programs or once its binaries take BATCH_BYTES. Before the
chunks, a batch of more than 2,048 programs ran its first ones on removed binaries and failed (FileNotFoundError),
and all of a batch's binaries were on disk at once (up to 32 MiB each).
"""

import tempfile
import threading
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, as_completed, wait

from tqdm.auto import tqdm

from ..data.test_cases import as_test_cases
from .code_extraction import remove_freopen
from .stopping import cut_at_first_failure, goes_on, timed_out_first
from .verdicts import JudgeResult, default_judge, default_judge_workers, normalize_output, resolve_limits

# Each chunk ends on its slowest tests (a timeout holds a worker up to 5 s): chunks of 128 programs took 1.078x the
# wall time of one chunk for 512 real programs (2 cores, 2026-12-06, benchmarks/bench_judge_chunks.py). So chunks
# are large; correct binaries take 15-60 KiB, and a hostile chunk holds about BATCH_BYTES plus the compilations
# under way when it was reached (2 a worker, each up to JudgeLimits.binary_bytes).
BATCH_PROGRAMS = 2048
BATCH_BYTES = 1 << 30


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


def _compile_chunk(pool, workers, compile_one, sources, start, progress_bar, weights):
    """({source: Program}, where the next chunk starts) of compiling sources from `start` on, two compilations a
    worker under way, until the chunk has BATCH_PROGRAMS programs or its binaries take BATCH_BYTES."""
    compiled, under_way, position, held = {}, {}, start, 0
    try:
        while True:
            while (position < len(sources) and len(under_way) < 2 * workers and held < BATCH_BYTES
                   and len(compiled) + len(under_way) < BATCH_PROGRAMS):
                under_way[pool.submit(compile_one, sources[position])] = sources[position]
                position += 1
            if not under_way:
                return compiled, position
            done, _ = wait(under_way, return_when=FIRST_COMPLETED)
            for future in done:
                source = under_way.pop(future)
                program = compiled[source] = future.result()
                held += program.binary_bytes
                progress_bar.update(weights(source, program))
    except BaseException:  # an error or Ctrl-C: do not start the compilations still queued, and let the ones under
        for future in under_way:  # way end before the chunk's folder goes (they link their binaries into it)
            future.cancel()
        wait(under_way)
        raise


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


def _run_tests(pool, run, judged, runs_of, chunk, programs, bar, stop_at_first_failure):
    """{(binary, input, output): (verdict, CPU seconds)} of a chunk's test runs: every program's first test, then
    the rest of those that go on; the runs left out count as done on the bar."""
    outcomes = _run_all(pool, run, list(dict.fromkeys(first_run(*item) for item in judged)), bar)
    runs = {(programs[source].binary, test_input, test_output) for source in chunk
            if programs[source].binary for test_input, test_output in runs_of[source]}
    going_on = [(binary, tests) for binary, tests in judged
                if goes_on(outcomes[first_run(binary, tests)][0], stop_at_first_failure)]
    rest = {(binary, t["input"], t["output"]) for binary, tests in going_on for t in tests} - outcomes.keys()
    bar.update(len(runs) - len(outcomes) - len(rest))  # not run: their programs failed their first test
    if stop_at_first_failure:
        outcomes.update(_run_in_test_order(pool, run, going_on, rest, bar))
    else:  # large inputs first: a timeout should not be the last job
        outcomes.update(_run_all(pool, run, sorted(rest, key=lambda key: (-len(key[1]), key)), bar))
    return outcomes


def judge_batch(codes, test_cases_list, timeout=2.0, limits=None, max_workers=None, progress=False, judge=None,
                stop_at_first_failure=False):
    """Judge many programs at once: list[JudgeResult], one per code (None or "" code: no_code).

    Identical code is compiled once, identical (program, test) pairs run once, and, chunk by chunk (BATCH_PROGRAMS,
    BATCH_BYTES), all compilations, then the first test of every program, then the other tests of the programs that
    did not time out on their first (timed_out_first), are spread over max_workers threads (default: one per CPU
    core), each with its own sandbox. The progress bar counts compilations and test runs; its total is known from
    the start (the tests a program does not run count as done when its compilation or first test does).

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
        tests_of = {source: [] for source in unique_sources}  # the test lists each program is judged on
        for source, tests in zip(sources, tests_list):
            for test in tests:
                if test["output"] not in expected:
                    expected[test["output"]] = normalize_output(test["output"])
                if source is not None:
                    runs_of[source].add((test["input"], test["output"]))
            if source is not None:
                tests_of[source].append(tests)
        total = len(unique_sources) + sum(len(pairs) for pairs in runs_of.values())
        workers = max_workers or default_judge_workers()
        with ThreadPoolExecutor(workers, thread_name_prefix="judge") as pool, \
                tqdm(total=total, desc="judging", unit="job", disable=not progress) as bar:

            def run(key):
                return judge.run_test(key[0], key[1], expected[key[2]], timeout, limits)

            start = 0
            while start < len(unique_sources):
                with tempfile.TemporaryDirectory(prefix="batch-", dir=judge.sandbox.work_root) as held:
                    compiled, start = _compile_chunk(
                        pool, workers, lambda source: judge.compiler.compile(source, limits, keep_in=held),
                        unique_sources, start, bar,
                        lambda source, program: 1 + (0 if program.binary else len(runs_of[source])))
                    programs.update(compiled)
                    chunk = list(compiled)
                    judged = [(programs[source].binary, tests) for source in chunk if programs[source].binary
                              for tests in tests_of[source] if tests]
                    outcomes.update(_run_tests(pool, run, judged, runs_of, chunk, programs, bar,
                                               stop_at_first_failure))

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



def judge_code(code, test_cases, timeout=2.0, limits=None):
    """Judge one program on its tests: a JudgeResult with a verdict and CPU time per test."""
    return judge_batch([code], [test_cases], timeout=timeout, limits=limits)[0]

