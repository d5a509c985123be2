"""When a program's remaining tests are not run. Both judges (batch.judge_batch and pool.JudgePool) apply the
same rules, so their verdicts stay equal:

* always, a program that times out on its first test runs no other (timed_out_first);
* with stop_at_first_failure (for a reward rule that needs pass or fail only, reward/rules.py: binary), a
  program's tests after its first failing one are not run (cut_at_first_failure; verdict NOT_RUN).
"""

NOT_RUN = "NR"  # the verdict of a test not run because the program had already failed an earlier one


def timed_out_first(verdicts):
    """Verdicts of a program whose first test timed out: its other tests were not run and count as timed out.

    A program that times out costs a worker the whole limit (2 s) on every test, and one that times out on the
    first (smallest, public) test has failed whatever the others give: without this gate the judging of a calibration
    (10,384 programs, 16 cores, H100 host, 2026-11-25) was still running 6 minutes after the last row decoded."""
    return ["TLE"] * len(verdicts)


def cut_at_first_failure(outcomes):
    """(verdicts, times) of a program judged with stop_at_first_failure: the tests up to its first failing one as
    judged, the later ones NOT_RUN. outcomes: (verdict, CPU seconds) per test, None for a test that was skipped;
    a test is only ever skipped after an earlier one failed, so every outcome before the first failure is known.

    The binary reward needs nothing more (1 only when every test passes); partial and pass_rate would count the
    skipped tests as failed, so only a rule that says so (reward/rules.py: stops_at_first_failure) judges this way. Tests of one program may run in parallel
    and a later failure may be seen first: cutting at the first failure in test order keeps verdicts the same
    whatever the order the runs finished in."""
    verdicts, times = [], []
    for outcome in outcomes:
        if outcome is None:
            raise RuntimeError("a test was skipped before any earlier test failed")
        verdicts.append(outcome[0])
        times.append(outcome[1])
        if outcome[0] != "AC":
            break
    skipped = len(outcomes) - len(verdicts)
    return verdicts + [NOT_RUN] * skipped, times + [0.0] * skipped


def goes_on(first_verdict, stop_at_first_failure):
    """Whether a program's other tests run after its first gave first_verdict (timed_out_first, or any failure
    under stop_at_first_failure)."""
    return first_verdict == "AC" if stop_at_first_failure else first_verdict != "TLE"


def settled(outcomes):
    """Whether a program judged with stop_at_first_failure has its result: every test passed, or a test failed
    with every earlier one known (the tests after it do not matter)."""
    for outcome in outcomes:
        if outcome is None:
            return False
        if outcome[0] != "AC":
            return True
    return True
