"""Judging while rows still decode: a pool of judge worker processes fed each program as its row ends.

judge.judge_batch waits for the whole batch, compiles everything, then runs every test. During GRPO that put
the whole judge after the last row had decoded (about 4.1-4.7 s of a 64-row round on an H100 host with 16
cores, issue 23) while 15 of the 16 cores idled through decoding. Here each finished completion is submitted
as soon as its row ends; a worker compiles it, and then runs its tests in order while they are quick
(IN_ORDER_SECONDS), stopping where the program's result is settled; the tests still left after that run as jobs of
their own on any worker (no compile-everything barrier), so most of the judging is done by the time the round's
last row ends. Why both: one job per program with every test in order, measured worse on an H100 (exposed reward
10.25 s against 5.55 s in the training process, 2026-11-25), when a program that timed out held one worker for up
to 15 x 2 s; every test after the first a job of its own let a program that timed out on several tests hold several
workers for 2 s each at once (1-7 programs timed out in each round of 64 or 256 of the bundled training problems,
where the judge kept 3-8 of its 16 cores' worth of verdicts coming, H100, 2026-11-26). The in-order job saves
that under the binary reward (a program stops at its first failure); with partial and pass_rate every test runs, so
the tests left after a slow one still spread.

The workers are separate processes (spawned, never forked from a process holding CUDA), each with its own
judge.Judge: the same sandbox and limits as judge_batch, and sandbox uids leased through the machine-wide lock files
of isolation.UidPool, so programs of different workers never share a uid. A program's binary is held (a hard link in
a folder of its own) until it is judged, so no worker's compile cache removes it first. A worker that dies (killed,
out of memory) breaks the pool: the pool is rebuilt and every program it held is judged once more from its
compilation, as is one whose binary was removed all the same; a program that meets either twice gets a JudgeResult
with `judge_error` set and verdicts "JE", which the reward turns into None (TRL leaves such a completion out of its
group's baseline and gives it no advantage), never into a silent 0. Closing the pool (a stopped run) settles the
programs still being judged the same way, quietly, and starts nothing new.

Identical submissions share one job: the reward function asks for the same (program, tests) the trainer
submitted while decoding and gets the finished result (judged) without judging again.
"""

import atexit
import logging
import multiprocessing
import os
import shutil
import tempfile
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import NamedTuple

from ..data.test_cases import as_test_cases
from .code_extraction import remove_freopen
from .stopping import cut_at_first_failure, goes_on, settled, timed_out_first
from .batch import judge_batch
from .verdicts import JudgeResult, default_judge, default_judge_workers, normalize_output, resolve_limits

JUDGE_NICENESS = 10  # added to the workers' nice value
# A program's tests run in order in the job that starts with its first test until this many wall seconds have gone
# (the test running then finishes); the rest are spread over the workers. A test of the bundled problems takes a few
# ms in the sandbox (2.8 ms on a 2-core CPU, 2026-11-26): all of a quick program's tests fit in one job.
IN_ORDER_SECONDS = 0.25

logger = logging.getLogger("tinylora.judge")

JUDGE_ERROR = "JE"  # verdict of a test the judge itself could not run (broke off twice: a dead worker, a lost binary)
MAX_ATTEMPTS = 2
# The judge_error of a program still being judged when the pool closed (a run stopped by Ctrl-C): its round is
# dropped with it, so this is no judge failure to report. Before, a worker that left took its binaries along and the
# other workers' tests of them logged FileNotFoundError as JE (a stopped study run, 2026-11-25).
CLOSED = "the judge pool was closed before the program was judged"


def compile_in_worker(source, limits, keep_in=None):
    """A worker's job: compile one program; its binary is hard-linked into keep_in, readable by the other workers,
    where the compiling worker's cache cannot remove it before its tests ran."""
    judge = default_judge(limits)
    if limits.use_pch:
        judge.compiler.pch_include_dir(limits)
    return judge.compiler.compile(source, limits, keep_in=keep_in)


class BinaryGone(Exception):
    """A program's binary was removed before one of its tests ran (a cleaner of /tmp, say): judged again."""


def run_test(judge, binary, test_input, expected, timeout, limits):
    try:
        return judge.run_test(binary, test_input, expected, timeout, limits)
    except FileNotFoundError as error:
        if error.filename != binary:
            raise
        raise BinaryGone(binary) from None


def run_in_worker(binary, test_input, expected, timeout, limits):
    """A worker's job: one test of a compiled program, as judge_batch runs it: (verdict, CPU seconds)."""
    return run_test(default_judge(limits), binary, test_input, expected, timeout, limits)


def run_in_order_in_worker(binary, tests, timeout, limits, stop_at_first_failure, seconds=IN_ORDER_SECONDS):
    """A worker's job: a compiled program's tests [(input, normalised expected output)] in order, from the first,
    until the program's result needs no more of them (its first test timed out, or with stop_at_first_failure any
    test failed), or `seconds` of wall time have gone: [(verdict, CPU seconds)] of the tests run."""
    judge, outcomes, start = default_judge(limits), [], time.perf_counter()
    for test_input, expected in tests:
        outcomes.append(run_test(judge, binary, test_input, expected, timeout, limits))
        if not goes_on(outcomes[-1][0], stop_at_first_failure) and (stop_at_first_failure or len(outcomes) == 1):
            break
        if time.perf_counter() - start >= seconds:
            break
    return outcomes


def failed_result(tests, error):
    n = len(tests)
    return JudgeResult(False, False, 0, n, [JUDGE_ERROR] * n, [0.0] * n, compile_error=error, judge_error=error)


class JudgedProgram(NamedTuple):
    """One program of a closed round (JudgePool.last_round_timeline): when it was handed over and when its result
    came (perf_counter seconds), and the JudgeResult (its compile time and per-test CPU times: the judge's work)."""
    submitted: float
    finished: float
    result: JudgeResult


class TimedJob(Future):
    """A program's Future that notes when it was made (the program handed to the judge) and when its result was
    set, before any waiter wakes (a done-callback may run after the waiter has gone on)."""

    finished_at = None

    def __init__(self):
        super().__init__()
        self.submitted_at = time.perf_counter()

    def set_result(self, result):
        self.finished_at = time.perf_counter()
        super().set_result(result)


class JudgePool:
    """Judge programs in `workers` processes (default: one per CPU core).

    submit(code, tests) returns a Future of a JudgeResult and starts at once: a worker compiles the program, then
    one job runs its tests in order for up to IN_ORDER_SECONDS, and each test left after that is a job of its own,
    so the slow tests of one program spread over the workers as judge_batch spreads them over threads. A program
    that times out on its first test is not run on the others (stopping.timed_out_first), as in judge_batch. With
    stop_at_first_failure (for a reward rule that stops there: binary) a program's tests after its first failing one
    are not run (the in-order job stops there, queued single tests are cancelled; stopping.cut_at_first_failure).
    judge(codes, tests_list) returns the results in order, reusing jobs already submitted with the same program
    and tests. forget() drops the finished jobs kept for reuse (call it once a round's rewards are read).
    After forget(), last_round_timeline holds a JudgedProgram for each program of the round it closed (a shared
    job once), for benchmarks that ask where the wait for the judge comes from.
    """

    def __init__(self, workers=None, timeout=2.0, limits=None, stop_at_first_failure=False,
                 in_order_seconds=IN_ORDER_SECONDS):
        self.workers = workers or default_judge_workers()
        self.stop_at_first_failure = stop_at_first_failure
        self.in_order_seconds = in_order_seconds  # 0: every test after the first a job of its own (before 2026-11-26)
        self.timeout = timeout
        self.limits = resolve_limits(limits)
        self._lock = threading.Lock()
        self._executor = None
        self._closed = False
        self._jobs = {}  # key -> Future of the caller
        self.restarts = 0
        self.retries = 0  # programs judged again from their compilation (a dead worker, a lost binary)
        self._held_root = tempfile.mkdtemp(prefix="tinylora-pool-")  # a folder a program holds its binary in
        self.jobs_started = 0  # programs sent to be judged (retries and shared jobs not counted)
        self.jobs_cancelled = 0  # queued jobs taken back before a worker started them (stop_at_first_failure, restarts)
        self.test_jobs = 0  # single-test jobs submitted (tests left after a program's in-order job ran out of time)
        self.tests_run = 0  # test runs whose outcome came back, in-order and single (for tests: what stopped early)
        self.last_round_timeline = []
        atexit.register(self.close)

    # ----- the worker processes -----

    def _pool(self):
        """The executor, started on first use; None once the pool is closed (checked under the same lock as close()
        sets it, so no executor starts after close)."""
        with self._lock:
            if self._closed:
                return None
            if self._executor is None:
                # spawn: a fork of a training process would copy its CUDA state and its large page tables.
                # Niced (with the compilers and programs they start): the judge takes every core, and the process
                # that samples must still get one when it needs it. CPU-time limits are unaffected.
                self._executor = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                                     initializer=os.nice, initargs=(JUDGE_NICENESS,))
            return self._executor

    def _restart(self, broken):
        with self._lock:
            if self._executor is broken:
                self.restarts += 1
                logger.warning("judge: a worker process died; restarting the judge pool (restart %d)", self.restarts)
                broken.shutdown(wait=False, cancel_futures=True)
                self._executor = None

    def _call(self, func, args, on_result, on_broken, on_error):
        """Run func(*args) in a worker: on_result(value), on_broken() if the worker died or the program's binary was
        gone (BinaryGone), on_error(reason) if the judge itself raised. Once the pool is closed nothing new starts:
        on_broken() at once."""
        executor = self._pool()
        if executor is None:
            return on_broken()

        def done(future):
            if future.cancelled():  # taken back before it ran: by stop_at_first_failure once its program finished
                with self._lock:  # (on_broken then does nothing), or by a restart (the program starts again)
                    self.jobs_cancelled += 1
                return on_broken()
            try:
                value = future.result()
            except BrokenProcessPool:
                self._restart(executor)
                return on_broken()
            except BinaryGone:
                return on_broken()
            except Exception as error:  # noqa: BLE001 - the judge's own failure (SandboxError, ...): report it
                return on_error(f"{type(error).__name__}: {error}")
            on_result(value)

        try:
            future = executor.submit(func, *args)
        except (BrokenProcessPool, RuntimeError):  # broken, or shut down by another job's restart
            self._restart(executor)
            on_broken()
            return None
        future.add_done_callback(done)
        return future

    def _judge(self, source, tests, outer, attempt=0):
        """Compile, then run the tests in order while they are quick, the rest as jobs of their own; set `outer` to
        the JudgeResult. A dead worker, or a binary removed before its tests ran, starts the whole program again once
        (from its compilation), then gives JE."""
        limits, n = self.limits, len(tests)
        lock = threading.Lock()
        state = {"over": False}
        try:
            held = tempfile.mkdtemp(dir=self._held_root)  # this attempt's binary; removed once it is over
        except OSError:  # the pool closed meanwhile: compiled as before, settled as CLOSED
            held = None

        def release():
            return held and shutil.rmtree(held, ignore_errors=True)

        def finish(result):
            with lock:
                if state["over"]:
                    return
                state["over"] = True
            release()
            outer.set_result(result)

        def error(reason):
            if self._closed:  # a test of a binary whose worker has left: the pool's closing, not the judge's fault
                return finish(failed_result(tests, CLOSED))
            logger.error("judge: %s; the program gets no reward (verdict %s)", reason, JUDGE_ERROR)
            finish(failed_result(tests, reason))

        def broken():
            with lock:
                if state["over"]:
                    return
                state["over"] = True
            release()
            if self._closed:  # cancelled by close(): not judged again in a pool of its own
                outer.set_result(failed_result(tests, CLOSED))
            elif attempt + 1 < MAX_ATTEMPTS:  # from a new thread: the executor's own thread is shutting down
                with self._lock:
                    self.retries += 1
                threading.Thread(target=self._judge, args=(source, tests, outer, attempt + 1), daemon=True).start()
            else:
                reason = "judging this program broke off twice (a worker died, or its binary was removed)"
                logger.error("judge: %s; it gets no reward (verdict %s)", reason, JUDGE_ERROR)
                outer.set_result(failed_result(tests, reason))

        def compiled(program):
            if program.binary is None or not n:
                verdicts = [] if program.binary else ["CE"] * n
                return finish(JudgeResult(program.binary is not None, False, 0, n, verdicts, [0.0] * n,
                                          compile_error=program.error, compile_time=program.compile_time,
                                          compile_cpu_time=program.compile_cpu_time))
            outcomes = [None] * n
            queued = {}  # test index -> the executor's future (stop_at_first_failure cancels the ones left)
            payload = [(test["input"], normalize_output(test["output"])) for test in tests]

            def run(index):  # one test, as a job of its own
                with self._lock:
                    self.test_jobs += 1
                future = self._call(run_in_worker, (program.binary, *payload[index], self.timeout, limits),
                                    lambda outcome: ran_alone(index, outcome), broken, error)
                with lock:
                    queued[index] = future

            def result_of(verdicts, times):
                passed = verdicts.count("AC")
                return JudgeResult(True, False, passed, n, verdicts, times, compile_time=program.compile_time,
                                   compile_cpu_time=program.compile_cpu_time)

            def ran(new_outcomes):
                """{test index: (verdict, CPU seconds)} of tests that have run: finish once the result is known."""
                with lock:
                    for index, outcome in new_outcomes.items():
                        outcomes[index] = outcome
                    first = outcomes[0]
                    decided = settled(outcomes) if self.stop_at_first_failure else None not in outcomes
                if first is not None and not goes_on(first[0], self.stop_at_first_failure):  # the gate
                    return finish(result_of(*cut_at_first_failure([first] + [None] * (n - 1)))
                                  if self.stop_at_first_failure else
                                  result_of(timed_out_first(tests), [first[1]] + [0.0] * (n - 1)))
                if not decided:
                    return
                if self.stop_at_first_failure:
                    finish(result_of(*cut_at_first_failure(outcomes)))  # first: a cancelled job then finds it over
                    with lock:
                        pending = [future for future in queued.values() if future is not None]
                    for future in pending:
                        future.cancel()  # only the ones no worker has taken yet
                    return
                finish(result_of([verdict for verdict, _ in outcomes], [cpu for _, cpu in outcomes]))

            def ran_alone(index, outcome):
                with self._lock:
                    self.tests_run += 1
                ran({index: outcome})

            def ran_in_order(in_order):
                with self._lock:
                    self.tests_run += len(in_order)
                ran(dict(enumerate(in_order)))
                for index in range(len(in_order), n):  # the job stopped on its time: the tests left run side by side
                    with lock:
                        if state["over"]:  # settled, or a dead worker's retry took the program over
                            return
                    run(index)

            self._call(run_in_order_in_worker, (program.binary, payload, self.timeout, limits,
                                                self.stop_at_first_failure, self.in_order_seconds),
                       ran_in_order, broken, error)

        self._call(compile_in_worker, (source, limits, held), compiled, broken, error)

    # ----- submitting -----

    def key(self, code, tests):
        source = remove_freopen(code) if isinstance(code, str) and code.strip() else None
        tests = as_test_cases(tests)
        return source, tuple((t["input"], t["output"]) for t in tests), tests

    def submit(self, code, tests):
        """Future of the JudgeResult of `code` on `tests`; judging starts now (shared with an identical job)."""
        source, test_key, tests = self.key(code, tests)
        with self._lock:
            if self._closed:
                raise RuntimeError("the judge pool is closed")
            job = self._jobs.get((source, test_key))
            if job is not None:
                return job
            job = self._jobs[(source, test_key)] = TimedJob()
        if source is None:  # no code: nothing to compile
            job.set_result(judge_batch([None], [tests])[0])
        else:
            self.jobs_started += 1
            self._judge(source, tests, job)
        return job

    def judge(self, codes, tests_list):
        """JudgeResults in order, like judge.judge_batch, reusing submitted jobs."""
        if len(codes) != len(tests_list):
            raise ValueError(f"{len(codes)} codes but {len(tests_list)} test case lists")
        futures = [self.submit(code, tests) for code, tests in zip(codes, tests_list)]
        return [future.result() for future in futures]

    def forget(self):
        """Drop finished jobs (the next round's programs are new); jobs still running stay shared. The round's
        finished programs become last_round_timeline."""
        with self._lock:  # a job still judged stays shared, so it belongs to the next round's timeline
            finished = {key: job for key, job in self._jobs.items() if job.done()}  # one look: jobs finish meanwhile
            self.last_round_timeline = [JudgedProgram(job.submitted_at, job.finished_at, job.result())
                                        for job in finished.values() if not job.cancelled()]
            self._jobs = {key: job for key, job in self._jobs.items() if key not in finished}

    def close(self):
        """Stop the workers; a program not judged by then gets verdicts JE with judge_error CLOSED, quietly."""
        with self._lock:
            self._closed = True
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=True, cancel_futures=True)
        shutil.rmtree(self._held_root, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def worker_pids(pool):
    """The pids of a JudgePool's worker processes (tests kill one to check the retry)."""
    executor = pool._executor
    return [] if executor is None else [p.pid for p in executor._processes.values()]


