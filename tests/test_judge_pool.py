"""The judge pool (tinylora_coder/judge/pool.py): the same verdicts as judge_batch, programs judged as they are
submitted, shared jobs, a dead worker retried and then reported, hostile programs contained at its concurrency."""
import glob
import os
import shutil
import signal
import tempfile
import time

import pytest

import utils
from test_judge_hostile import FORK_LOOP, HEADER, LIMITS, leftover_processes
from tinylora_coder.judge.pool import CLOSED, JUDGE_ERROR, JUDGE_NICENESS, JudgePool, worker_pids
from tinylora_coder.reward.reward_function import make_code_reward
from tinylora_coder.reward.rules import score

pytestmark = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ not installed")

SUM = "#include <cstdio>\nint main(){long long a,b; scanf(\"%lld %lld\",&a,&b); printf(\"%lld\\n\",a+b);}\n"
WRONG = "#include <cstdio>\nint main(){int a,b; scanf(\"%d %d\",&a,&b); printf(\"%d\\n\",a-b-1);}\n"
BROKEN = "int main( { return 0; }\n"
LOOP = "int main(){ volatile unsigned x = 0; while (true) x++; }\n"
TESTS = [{"input": "1 2\n", "output": "3\n"}, {"input": "5 5\n", "output": "10\n"}, {"input": "0 0\n", "output": "0\n"}]
SLEEPER = HEADER + "int main() { sleep(3); puts(\"3\"); }"


@pytest.fixture(scope="module")
def pool():
    with JudgePool(workers=2, limits=LIMITS) as judge_pool:
        yield judge_pool


def test_verdicts_equal_judge_batch(pool):
    codes = [SUM, WRONG, BROKEN, None, LOOP, SUM.replace("%lld\\n", "%lld \\n")]
    tests = [TESTS] * len(codes)
    pool_results = pool.judge(codes, tests)
    batch_results = utils.judge_batch(codes, tests, timeout=2.0, limits=LIMITS)
    for ours, theirs in zip(pool_results, batch_results):
        assert (score(ours), ours.compiled, ours.no_code, ours.passed, ours.verdicts) == \
            (score(theirs), theirs.compiled, theirs.no_code, theirs.passed, theirs.verdicts)
    assert [r.verdicts[0] for r in pool_results] == ["AC", "WA", "CE", "CE", "TLE", "AC"]
    assert all(r.judge_error is None for r in pool_results)


def test_a_program_that_times_out_on_its_first_test_runs_no_other_test_in_either_judge(pool):
    # Loops only when the input starts with 9: the first test decides whether the others run.
    picky = "#include <cstdio>\nint main(){int a,b; scanf(\"%d %d\",&a,&b); if (a == 9) { volatile unsigned x = 0; " \
            "while (true) x++; } printf(\"%d\\n\", a + b);}\n"
    slow_first = [{"input": "9 1\n", "output": "10\n"}] + TESTS  # the later tests it would pass
    slow_last = TESTS + [{"input": "9 1\n", "output": "10\n"}]
    for results in (pool.judge([picky, picky], [slow_first, slow_last]),
                    utils.judge_batch([picky, picky], [slow_first, slow_last], timeout=2.0, limits=LIMITS)):
        gated, full = results
        assert (gated.passed, gated.verdicts, score(gated)) == (0, ["TLE"] * 4, 0.5)  # 0.5: it compiled
        assert gated.times[1:] == [0.0] * 3  # not run
        assert (full.passed, full.verdicts) == (3, ["AC", "AC", "AC", "TLE"])  # a late timeout: all were run


# Passes its first test, fails its second (a == 5), loops on its third (a == 0): judged in full it is
# [AC, WA, TLE, AC]; stopped at its first failure, [AC, WA, NR, NR].
LATE_FAIL = ("#include <cstdio>\nint main(){int a,b; scanf(\"%d %d\",&a,&b); if (a == 0) { volatile unsigned x = 0; "
             "while (true) x++; } printf(\"%d\\n\", a == 5 ? 0 : a + b);}\n")
STOP_TESTS = TESTS + [{"input": "9 1\n", "output": "10\n"}]
STOPPED = {SUM: ["AC"] * 4, WRONG: ["WA"] + ["NR"] * 3, LOOP: ["TLE"] + ["NR"] * 3, LATE_FAIL: ["AC", "WA", "NR", "NR"],
           BROKEN: ["CE"] * 4, None: ["CE"] * 4}


def test_stop_at_first_failure_keeps_the_binary_reward_in_either_judge():
    codes = list(STOPPED)
    full = utils.judge_batch(codes, [STOP_TESTS] * len(codes), timeout=0.5, limits=LIMITS)
    assert full[codes.index(LATE_FAIL)].verdicts == ["AC", "WA", "TLE", "AC"]
    with JudgePool(workers=2, timeout=0.5, limits=LIMITS, stop_at_first_failure=True) as stopping:
        for results in (stopping.judge(codes, [STOP_TESTS] * len(codes)),
                        utils.judge_batch(codes, [STOP_TESTS] * len(codes), timeout=0.5, limits=LIMITS,
                                          stop_at_first_failure=True)):
            assert [r.verdicts for r in results] == list(STOPPED.values())
            assert [score(r, "binary") for r in results] == [score(r, "binary") for r in full]
            assert [r.passed for r in results] == [v.count("AC") for v in STOPPED.values()]
            late = results[codes.index(LATE_FAIL)]
            assert late.times[2:] == [0.0, 0.0] and late.total == 4


def test_stop_at_first_failure_runs_no_test_after_the_failure_in_judge_batch():
    class CountingJudge:  # the process's judge, counting the test runs judge_batch asks for
        def __init__(self, judge):
            self.judge, self.compiler, self.sandbox, self.inputs = judge, judge.compiler, judge.sandbox, []

        def run_test(self, binary, test_input, *args):
            self.inputs.append(test_input)
            return self.judge.run_test(binary, test_input, *args)

    from tinylora_coder.judge.verdicts import default_judge
    counting = CountingJudge(default_judge(LIMITS))
    tests = STOP_TESTS[:2] + [{"input": f"0 {k}\n", "output": f"{k}\n"} for k in range(4)]  # four that would loop
    result = utils.judge_batch([LATE_FAIL], [tests], timeout=0.5, limits=LIMITS, max_workers=1, judge=counting,
                               stop_at_first_failure=True)[0]
    assert result.verdicts == ["AC", "WA"] + ["NR"] * 4
    assert counting.inputs == ["1 2\n", "5 5\n"]  # one worker takes the tests in order: none after the WA


def test_the_pool_cancels_queued_tests_after_a_failure():
    tests = STOP_TESTS[:2] + [{"input": f"0 {k}\n", "output": f"{k}\n"} for k in range(6)]  # six that would loop
    # every test after the first a job of its own (no in-order run): the jobs queued after the WA are taken back
    with JudgePool(workers=1, timeout=0.5, limits=LIMITS, stop_at_first_failure=True,
                   in_order_seconds=0) as stopping:
        result = stopping.judge([LATE_FAIL], [tests])[0]
        assert result.verdicts == ["AC", "WA"] + ["NR"] * 6
        # one worker: the executor had taken at most two more tests when the WA came back; the rest never ran
        assert stopping.jobs_cancelled >= 4
        assert score(stopping.judge([SUM], [TESTS])[0]) == 1.0  # the pool goes on


# Loops (each test to the limit) on every input that starts with 0, and passes the others.
LOOP_ON_ZERO = ("#include <cstdio>\nint main(){int a,b; scanf(\"%d %d\",&a,&b); if (a == 0) { volatile unsigned x = 0; "
                "while (true) x++; } printf(\"%d\\n\", a + b);}\n")
# Spends 0.3 CPU seconds on every test (more than IN_ORDER_SECONDS of wall time on any machine), then passes it.
SLOW_SUM = ("#include <cstdio>\n#include <ctime>\nint main(){long long a,b; scanf(\"%lld %lld\",&a,&b); "
            "while (clock() < 0.3 * CLOCKS_PER_SEC) {} printf(\"%lld\\n\",a+b);}\n")


def test_a_programs_quick_tests_run_in_order_in_one_job_which_stops_at_its_first_failure():
    looping = TESTS[:1] + [{"input": f"0 {k}\n", "output": f"{k}\n"} for k in range(4)]  # four that time out
    for in_order_seconds in (0.25, 30, 0):
        with JudgePool(workers=2, timeout=0.5, limits=LIMITS, stop_at_first_failure=True,
                       in_order_seconds=in_order_seconds) as stopping:
            late, quick = stopping.judge([LOOP_ON_ZERO, SUM], [looping, STOP_TESTS])
            assert late.verdicts == ["AC", "TLE", "NR", "NR", "NR"] and quick.verdicts == ["AC"] * 4
            if in_order_seconds:  # the first time-out ended the program's only job: no other test of it ran
                assert stopping.test_jobs == 0 and stopping.jobs_cancelled == 0
                assert stopping.tests_run == 2 + 4  # whatever the job's time: it stops at the failure
            else:  # each test after the first a job of its own: two workers ran time-outs of one program at once
                assert stopping.test_jobs == 4 + 3
    # judged in full (partial reward): a first test that times out ends the in-order job too (the gate)
    picky_first = [{"input": "0 1\n", "output": "1\n"}] + TESTS
    with JudgePool(workers=2, timeout=0.5, limits=LIMITS, in_order_seconds=30) as full:
        gated, passing = full.judge([LOOP_ON_ZERO, LOOP_ON_ZERO], [picky_first, TESTS])
        assert gated.verdicts == ["TLE"] * 4 and passing.verdicts == ["AC", "AC", "TLE"]
        assert full.tests_run == 1 + 3 and full.test_jobs == 0  # the passing one: all three in its in-order job


def test_a_programs_slow_tests_are_spread_over_the_workers_and_judged_as_before(pool):
    tests = TESTS + [{"input": "2 2\n", "output": "4\n"}]
    before = pool.test_jobs
    looping = pool.judge([LOOP_ON_ZERO], [tests])[0]  # the pool fixture judges every test
    assert looping.verdicts == ["AC", "AC", "TLE", "AC"]
    assert pool.test_jobs == before + 1  # the tests after the time-out that took the job's time: the last one
    assert pool.judge([SLOW_SUM], [tests])[0].verdicts == ["AC"] * 4
    with JudgePool(workers=2, timeout=2.0, limits=LIMITS) as spreading:
        assert spreading.judge([SLOW_SUM], [tests])[0].verdicts == ["AC"] * 4
        assert spreading.test_jobs == 3  # its first test took the in-order job's time: the other three spread


def test_only_the_binary_reward_reads_a_pool_that_stops_at_the_first_failure():
    completions = [[{"role": "assistant", "content": f"```cpp\n{code}```"}] for code in (SUM, LATE_FAIL)]
    with JudgePool(workers=1, timeout=0.5, limits=LIMITS, stop_at_first_failure=True) as stopping:
        binary = make_code_reward("binary", judge_pool=stopping)
        assert binary(prompts=["p", "p"], completions=completions, tests=[STOP_TESTS] * 2) == [1.0, 0.0]
        for rule in ("partial", "pass_rate"):
            with pytest.raises(ValueError, match="only rules that stop there can use it: binary"):
                make_code_reward(rule, judge_pool=stopping)(prompts=["p"], completions=completions[:1],
                                                            tests=[STOP_TESTS])


def test_a_submitted_program_is_judged_at_once_and_shared(pool):
    future = pool.submit(SUM, TESTS)
    assert pool.submit(SUM, TESTS) is future  # the reward asks for it again: the same job
    assert score(future.result(timeout=60)) == 1.0  # done without anyone waiting for a batch
    started = pool.jobs_started
    reward = make_code_reward("binary", judge_pool=pool)
    completion = [{"role": "assistant", "content": f"```cpp\n{SUM}```"}]
    assert reward(prompts=["p"], completions=[completion], tests=[TESTS]) == [1.0]
    assert pool.jobs_started == started  # served from the job submitted while decoding
    pool.forget()
    assert pool.submit(SUM, TESTS) is not future  # a new round judges anew


def test_a_rounds_timeline_holds_each_program_once_with_its_hand_off_and_finish_times():
    with JudgePool(workers=2, limits=LIMITS) as pool:  # its own: a shared pool may still judge an earlier job
        before = time.perf_counter()
        pool.submit(SUM, TESTS).result(timeout=60)  # handed over while "decoding", judged before the reward asks
        reward = make_code_reward("binary", judge_pool=pool)
        completions = [[{"role": "assistant", "content": f"```cpp\n{code}```"}] for code in (SUM, WRONG)]
        assert reward(prompts=["p", "p"], completions=completions, tests=[TESTS] * 2) == [1.0, 0.0]
        (sum_start, sum_end, sum_result), (wrong_start, wrong_end, wrong_result) = pool.last_round_timeline  # SUM once
        assert before <= sum_start <= sum_end <= wrong_start <= wrong_end <= time.perf_counter()
        assert (sum_result.passed, wrong_result.passed) == (3, 0)  # each with its own result (the judge's work)
        assert sum_result.compile_time > 0 and len(sum_result.times) == len(TESTS)
        pool.submit(WRONG, TESTS).result(timeout=60)
        running = pool.submit(LOOP, TESTS)  # still judged when the round is closed: it goes to the next one
        pool.forget()
        assert len(pool.last_round_timeline) == 1  # the next round's own finished programs only
        running.result(timeout=60)
        pool.forget()
        ((loop_start, loop_end, loop_result),) = pool.last_round_timeline
        assert loop_start < loop_end and "TLE" in loop_result.verdicts


def test_reward_rules():
    results = utils.judge_batch([SUM, WRONG, BROKEN, None], [TESTS] * 4, limits=LIMITS)
    half = utils.judge_batch([SUM.replace("a+b", "a+b+(a==5)")], [TESTS], limits=LIMITS)[0]  # 2 of 3 pass
    assert [score(r, "partial") for r in results] == [1.0, 0.5, 0.0, 0.0]
    assert [score(r, "pass_rate") for r in results] == [1.0, 0.0, 0.0, 0.0]
    assert [score(r, "binary") for r in results] == [1.0, 0.0, 0.0, 0.0]
    assert score(half, "partial") == pytest.approx(0.5 + 0.5 * 2 / 3)
    assert score(half, "pass_rate") == pytest.approx(2 / 3) and score(half, "binary") == 0.0
    assert score(results[0], "partial", source=2, difficulty=8) == pytest.approx(1.1)  # multipliers: partial only
    assert score(results[0], "binary", source=2, difficulty=8) == 1.0
    with pytest.raises(ValueError, match="unknown reward rule"):
        score(results[0], "compiles")


def test_a_dead_worker_is_retried_then_reported():
    with JudgePool(workers=1, limits=LIMITS) as judge_pool:
        future = judge_pool.submit(SLEEPER, [{"input": "", "output": "3"}])
        killed = kill_workers_until(judge_pool, future, times=1)
        assert killed == 1 and future.result(timeout=60).verdicts == ["AC"]  # judged again in a new worker
        assert judge_pool.restarts == 1

        stubborn = judge_pool.submit(SLEEPER.replace("3", "4"), [{"input": "", "output": "4"}])
        assert kill_workers_until(judge_pool, stubborn, times=2) == 2
        result = stubborn.result(timeout=60)
        assert result.verdicts == [JUDGE_ERROR] and result.judge_error
        assert score(result, "partial") is None  # never a silent 0: TRL leaves it out of the group
        assert score(judge_pool.judge([SUM], [TESTS])[0]) == 1.0  # the pool still works


SLOW_SUM = HEADER + "int main() { long long a, b; scanf(\"%lld %lld\", &a, &b); usleep(400000); " \
    "printf(\"%lld\\n\", a + b); }"


@pytest.mark.parametrize("held_too", [False, True])
def test_a_programs_binary_is_held_until_it_is_judged_and_judged_again_if_lost(held_too):
    # A worker's compile cache (2,048 binaries or 1 GiB) may remove a binary whose tests wait on other workers:
    # here the workers' binaries are removed from outside while the first test runs. The program's own hard link
    # keeps it (before 2026-12-06: JE); with that link gone too (a cleaner of /tmp), it is compiled and judged again.
    with JudgePool(workers=2, limits=LIMITS) as judge_pool:
        future = judge_pool.submit(SLOW_SUM, TESTS)
        deadline = time.monotonic() + 60
        while not binaries(judge_pool, held=True) and time.monotonic() < deadline:  # compiled and held
            time.sleep(0.05)
        removed = (binaries(judge_pool, held=True) if held_too else []) + binaries(judge_pool, held=False)
        for binary in removed:
            os.remove(binary)
        assert len(removed) == 1 + held_too and not future.done()
        result = future.result(timeout=60)
        assert result.verdicts == ["AC"] * 3 and result.judge_error is None
        assert judge_pool.restarts == 0 and judge_pool.retries == int(held_too)
        assert os.listdir(judge_pool._held_root) == []  # released once judged


def binaries(judge_pool, held):
    """The programs' held binaries, or the binaries in the pool's workers' work dirs (named by their sha256 key)."""
    from tinylora_coder.judge.sandbox import WORK_DIR_PREFIX
    if held:
        folders = [os.path.join(judge_pool._held_root, name) for name in os.listdir(judge_pool._held_root)]
    else:
        folders = [folder for pid in worker_pids(judge_pool) for folder in
                   glob.glob(os.path.join(tempfile.gettempdir(), f"{WORK_DIR_PREFIX}{pid}-*", "bin"))]
    return [os.path.join(folder, name) for folder in folders for name in os.listdir(folder) if len(name) == 64]


def kill_workers_until(judge_pool, future, times):
    """SIGKILL the pool's worker processes `times` times while `future` runs; returns how often it killed."""
    killed, restarts, deadline = 0, judge_pool.restarts, time.monotonic() + 60
    while killed < times and not future.done() and time.monotonic() < deadline:
        pids = worker_pids(judge_pool)
        if pids and judge_pool.restarts - restarts == killed:
            time.sleep(0.5)  # let the worker start the program
            for pid in pids:
                os.kill(pid, signal.SIGKILL)
            killed += 1
        time.sleep(0.05)
    return killed


@pytest.mark.parametrize("stop_at_first_failure", [False, True])
def test_hostile_programs_are_contained_at_the_pools_concurrency(stop_at_first_failure):
    hog = HEADER + "int main(){ vector<vector<char>> b; for(int i=0;i<32;i++) b.emplace_back(64<<20,1); puts(\"x\"); }"
    killer = HEADER + "int main(){ printf(\"%d\\n\", kill(getppid(), SIGKILL) == 0 ? 0 : 1); }"
    sleeper = HEADER + "int main(){ sleep(60); puts(\"late\"); }"
    programs = [(FORK_LOOP, "0", "AC"), (hog, "x", "MLE"), (sleeper, "late", "TLE"), (SUM, None, "AC")]
    if os.geteuid() == 0:  # as root each program runs as a uid of its own, which may not signal the worker
        programs.append((killer, "1", "AC"))
    with JudgePool(workers=4, timeout=0.5, limits={**LIMITS, "memory_bytes": 256 << 20},
                   stop_at_first_failure=stop_at_first_failure) as judge_pool:
        started = time.monotonic()
        # three tests each: a program that passes runs them one after another in one job (the in-order run), its
        # processes from one test gone before the next starts
        futures = [judge_pool.submit(code, TESTS if expected is None else [{"input": "", "output": expected}] * 3)
                   for code, expected, _ in programs]
        workers = worker_pids(judge_pool)
        assert workers
        results = [future.result(timeout=60) for future in futures]
        assert [r.verdicts[0] for r in results] == [verdict for _, _, verdict in programs]
        assert all(r.verdicts == ["AC"] * 3 for r, (_, _, verdict) in zip(results, programs) if verdict == "AC")
        assert time.monotonic() - started < 30
        assert judge_pool.restarts == 0 and all(pid in worker_pids(judge_pool) for pid in workers)
    deadline = time.monotonic() + 3
    while leftover_processes() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert leftover_processes() == []


def test_workers_starting_together_build_the_precompiled_header_once(tmp_path):
    """The pool's workers start at once on an empty cache: one builds each precompiled header, the others wait for it
    (on the 16-core H100 host, 2026-11-25, all 16 built their own before the file lock)."""
    import subprocess
    import sys
    script = ("import sys, logging; logging.basicConfig(); sys.path.insert(0, sys.argv[2])\n"
              "from tinylora_coder.judge.verdicts import Judge, JudgeLimits\n"
              "print(Judge(cache_dir=sys.argv[1]).compiler.pch_include_dir(JudgeLimits()))\n")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    workers = [subprocess.Popen([sys.executable, "-c", script, str(tmp_path), root], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True) for _ in range(4)]
    outputs = [worker.communicate(timeout=300) for worker in workers]
    assert all(worker.returncode == 0 for worker in workers), [err for _, err in outputs]
    for header in ("bits/stdc++.h", "iostream"):
        builds = sum(err.count(f"building a precompiled {header} ") for _, err in outputs)
        assert builds == 1, (header, [err for _, err in outputs])
        built = list(tmp_path.glob(f"pch/*/{header}.gch"))
        assert len(built) == 1 and built[0].stat().st_size > 1 << 20
    assert all(out.strip() for out, _ in outputs)  # every worker got an include dir, none fell back to no header


def test_programs_run_niced_below_the_process_that_samples(pool):
    """The pool's workers (and so the compilers and programs they start) yield the CPU to the sampling process."""
    prints_nice = "#include <cstdio>\n#include <unistd.h>\nint main(){ printf(\"%d\\n\", nice(0)); }\n"
    if os.nice(0) + JUDGE_NICENESS > 19:
        pytest.skip(f"this process already runs at nice {os.nice(0)}: the judge's +{JUDGE_NICENESS} would not show")
    expected = str(os.nice(0) + JUDGE_NICENESS)
    result = pool.judge([prints_nice], [[{"input": "", "output": expected + "\n"}]])[0]
    assert result.verdicts == ["AC"], result


def test_closing_the_pool_settles_unjudged_programs_quietly(caplog):
    """A run stopped by Ctrl-C closes its pool mid-round: programs still being judged get JE with judge_error
    CLOSED, without an error in the log, without starting a new pool, and the closed pool takes no more work."""
    judge_pool = JudgePool(workers=1, timeout=5.0, limits=LIMITS)
    sleepy_tests = [{"input": "", "output": "3"}] * 3
    with caplog.at_level("WARNING", logger="tinylora.judge"):
        futures = [judge_pool.submit(SLEEPER.replace("sleep(3)", f"sleep({s})"), sleepy_tests) for s in (1, 2)]
        judge_pool.close()
        results = [future.result(timeout=60) for future in futures]
    assert all(r.verdicts == [JUDGE_ERROR] * 3 and r.judge_error == CLOSED for r in results)
    assert score(results[0], "binary") is None  # left out of its group, as any JE
    assert caplog.records == [] and judge_pool._executor is None and judge_pool.restarts == 0
    with pytest.raises(RuntimeError, match="closed"):
        judge_pool.submit(SUM, TESTS)


def test_a_rollout_program_goes_to_the_judge_once_its_block_closes_and_its_end_reuses_the_job(pool):
    # The trainer's two hand-offs: the engine's watch submits a row's program when its code block closes, the
    # row's end submits the final answer's program; the same program is one job, a changed one a new job.
    from types import SimpleNamespace

    from tinylora_coder.training.trainer import TinyLoRAGRPOTrainer

    tokenizer = utils.load_bundled_tokenizer()
    trainer = SimpleNamespace(judge_pool=pool, round_rows=[{"tests": TESTS}, {"tests": TESTS}],
                              processing_class=tokenizer, judge_tests=None, fence_token_ids=None)
    watch = TinyLoRAGRPOTrainer.judge_finished_programs(trainer, 2)
    on_finished = TinyLoRAGRPOTrainer.judge_as_rows_end(trainer, 2)
    assert TinyLoRAGRPOTrainer.judge_finished_programs(trainer, 3) is None  # not this round's rows
    fence = tokenizer("```", add_special_tokens=False)["input_ids"]
    assert set(fence) <= set(watch.token_ids)
    assert not {tokenizer("int main", add_special_tokens=False)["input_ids"][0]} & set(watch.token_ids)

    def ids(text):
        return tokenizer(text, add_special_tokens=False)["input_ids"]

    program = f"Solution:\n```cpp\n{SUM}```\n"
    other = SUM.replace("a+b", "b+a")
    pool.forget()
    started = pool.jobs_started
    watch.callback(0, ids("Solution:\n```cpp\n#include <cstdio>\n"))  # block still open: nothing
    assert pool.jobs_started == started
    watch.callback(0, ids(program))
    watch.callback(0, ids(program + "It adds `a` and `b`."))  # the same program again: not submitted again
    assert pool.jobs_started == started + 1
    watch.callback(1, ids(program))
    on_finished(0, ids(program + "It adds the numbers.<|im_end|>"))
    on_finished(1, ids(program + f"Or:\n```cpp\n{other}```\n<|im_end|>"))
    assert pool.jobs_started == started + 2  # row 1 ended with another program: judged anew
    results = pool.judge([SUM, other], [TESTS, TESTS])  # the reward finds both judged
    assert [score(result) for result in results] == [1.0, 1.0]
    assert pool.jobs_started == started + 2
    pool.forget()


def test_the_trainer_gives_its_engine_both_hand_offs():
    # sample_rollouts passes the engine the row-end hand-off and the closed-block watch of this round's rows.
    import contextlib
    from types import SimpleNamespace

    import torch

    from tinylora_coder.training.trainer import TinyLoRAGRPOTrainer, enabled_attention_backends

    seen = {}

    class Engine:
        def generate(self, model, prompt_ids, generation_config, pad_token_id, on_finished=None, on_partial=None):
            seen.update(rows=len(prompt_ids), on_finished=on_finished, on_partial=on_partial)
            return [[7] for _ in prompt_ids]

    model = torch.nn.Linear(1, 1)
    trainer = SimpleNamespace(use_vllm=False, accelerator=SimpleNamespace(unwrap_model=lambda m: m), model=model,
                              engine=Engine(), generation_config=None, processing_class=SimpleNamespace(pad_token_id=0),
                              adapter=SimpleNamespace(sampling_model=contextlib.nullcontext),
                              judge_as_rows_end=lambda rows: ("row ends", rows),
                              judge_finished_programs=lambda rows: ("blocks close", rows),
                              sampling_backends=enabled_attention_backends())
    completions, _ = TinyLoRAGRPOTrainer.sample_rollouts(trainer, [[1], [2], [3]], trl_sampling=None)
    assert completions == [[7], [7], [7]] and model.training
    assert seen == {"rows": 3, "on_finished": ("row ends", 3), "on_partial": ("blocks close", 3)}
