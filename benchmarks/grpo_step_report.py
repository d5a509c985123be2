"""What bench_grpo_step.py reports besides its timings: ratios measured side by side in one run, and where each
round's wait for the judge comes from (the judge pool's timeline against the round's generation)."""
import statistics

# Cuts that each undo one change of the default, with the words for the default's side and theirs.
CUTS_UNDONE = (("ends", "with programs judged once their code block closes", "as their rows end"),
               ("spread", "with quick tests run in order", "with every test spread"),
               ("bfd", "with programs linked by gold", "by ld.bfd"),
               ("after", "after the row gradients taken while judging", "training after it"))


def speedups(rounds):
    """Ratios of warm step times measured in this run: each configuration against the original cut, and vllm
    against cuda_graph at the same row count."""
    lines = []
    original = next((r for r in rounds if r["cut"] == "original"), None)
    for r in rounds:
        if original is not None and r is not original and r["rows"] == original["rows"]:
            ratio = original["warm_median"]["step_s"] / r["warm_median"]["step_s"]
            lines.append(f"{r['rows']}-row round, {r['engine']} {r['cut']}: {ratio:.2f}x the original cut's speed")
    for r in rounds:
        other = next((o for o in rounds if o["cut"] == "unskipped" and r["cut"] == "after"
                      and (o["engine"], o["rows"]) == (r["engine"], r["rows"])), None)
        if other is not None:
            lines.append(f"{r['rows']}-row round, {r['engine']}: training {r['warm_median']['training_s']:.2f} s with "
                         f"masked work left out, {other['warm_median']['training_s']:.2f} s with it")
    for cut, ours, theirs in CUTS_UNDONE:
        for r in rounds:
            other = next((o for o in rounds if o["cut"] == cut and r["cut"] == "default"
                          and (o["engine"], o["rows"]) == (r["engine"], r["rows"])), None)
            if other is not None:
                lines.append(f"{r['rows']}-row round, {r['engine']}: reward wait {r['warm_median']['reward_s']:.2f} s "
                             f"{ours}, {other['warm_median']['reward_s']:.2f} s {theirs}; step "
                             f"{other['warm_median']['step_s'] / r['warm_median']['step_s']:.2f}x the speed")
    for cut, how in (("compiled", "compiled"), ("shared", "with prompts shared")):
        for r in rounds:  # train_rl.py --compile_row_gradients or --share_prompt_forward against the default
            other = next((o for o in rounds if o["cut"] == cut and r["cut"] == "default"
                          and (o["engine"], o["rows"]) == (r["engine"], r["rows"])), None)
            if other is not None:
                option, plain = other["warm_median"], r["warm_median"]
                lines.append(f"{r['rows']}-row round, {r['engine']}: row gradients {option['row_gradients_s']:.2f} s "
                             f"{how}, {plain['row_gradients_s']:.2f} s not; training {option['training_s']:.2f} s "
                             f"and {plain['training_s']:.2f} s; step {plain['step_s'] / option['step_s']:.2f}x the "
                             f"speed {how}")
    for r in rounds:
        other = next((o for o in rounds if o["engine"] == "cuda_graph" and o["cut"] == r["cut"] == "default"
                      and o["rows"] == r["rows"]), None)
        if r["engine"] == "vllm" and other is not None:
            ratio = other["warm_median"]["step_s"] / r["warm_median"]["step_s"]
            lines.append(f"{r['rows']}-row round: vllm's step is {ratio:.2f}x cuda_graph's speed")
    return lines


def judge_timeline(judge_spans, generation_start, generation_end, workers=None):
    """One round's judging against its generation, from JudgePool.last_round_timeline (JudgedProgram entries, or
    (hand-off, result) perf_counter seconds; a result time None: no result yet): programs judged, and of them how
    many were handed to the judge only after the last row had decoded (by the reward call: the early hand-off missed
    them), how many handed over during generation were still being judged at its end, and how many have no result;
    the judge's tail after the last row (about the reward wait); the first and the last hand-off during generation,
    counted from its start and back from its end; the time the program that finished last spent in the judge,
    beside the slowest program's (one slow program, such as a time-out, or a queue). With the programs' results
    and the judge's `workers`, also the round's judge work and the earliest the judge could have finished
    (judge_work)."""
    spans = [(span[0], span[1]) for span in judge_spans]
    done = [(start, end) for start, end in spans if end is not None]
    summary = {"programs": len(spans), "unfinished": len(spans) - len(done)}
    if not done:
        return summary
    during = [start for start, _ in spans if start <= generation_end]
    last_start, last_end = max(done, key=lambda span: span[1])
    summary = {**summary,
               "handed_after_generation": len(spans) - len(during),
               "judging_at_generation_end": sum(start <= generation_end < end for start, end in done),
               "tail_s": round(max(0.0, last_end - generation_end), 2),
               "first_hand_off_after_start_s": round(min(during) - generation_start, 2) if during else None,
               "last_hand_off_before_end_s": round(generation_end - max(during), 2) if during else None,
               "last_finished_in_judge_s": round(last_end - last_start, 2),
               "slowest_in_judge_s": round(max(end - start for start, end in done), 2)}
    judged = [span for span in judge_spans if len(span) > 2 and span[1] is not None]
    if workers and judged:
        summary.update(judge_work(judged, generation_end, workers))
    return summary


def program_work(result):
    """A judged program's work in CPU seconds (its compile's, with the tools g++ ran, plus its tests'), and the
    shortest time it could take in the judge: its compile (as long as it took), the first test, then the longest of the
    others (which can run side by side)."""
    times = list(result.times)
    return (result.compile_cpu_time + sum(times),
            result.compile_time + sum(times[:1]) + max(times[1:], default=0.0))


def judge_work(programs, generation_end, workers):
    """What the judge did in one round (JudgedProgram entries, each finished) and the earliest its last verdict could
    have come after the round's last row, by two bounds:

    * one_program_bound_s: every job gets a worker at once; each program's hand-off plus its shortest time in the
      judge (program_work). When it is the larger bound and the tail meets it, one slow program (a time-out) sets
      the wait.
    * cores_bound_s: `workers` cores and nothing else: for each hand-off, that time plus all the work handed over
      from then on, shared by the workers (work handed over later cannot start earlier).

    judge_core_s is the round's whole judge work (compiles and tests, CPU seconds; runs of 2026-11-26 counted the
    compiles' wall seconds, which under load exceed their CPU seconds); timed_out_programs the programs with a test
    over the CPU limit; cores_busy the work over the span from the first hand-off to the last verdict, in cores. A
    measured tail well above both bounds is the judge's own overhead, or cores it did not get. Tests that ran after a
    program's first failure (their verdicts cut) are not counted."""
    work = sorted((start, *program_work(result)) for start, _, result in programs)
    total = sum(core_s for _, core_s, _ in work)
    later = total  # the work handed over at or after each hand-off, in hand-off order
    cores_bound = 0.0
    for start, core_s, _ in work:
        cores_bound = max(cores_bound, start + later / workers)
        later -= core_s
    span = max(end for _, end, _ in programs) - work[0][0]
    return {"judge_core_s": round(total, 2),
            "timed_out_programs": sum("TLE" in result.verdicts for *_, result in programs),
            "cores_busy": round(total / span, 1) if span > 0 else None,
            "one_program_bound_s": round(max(0.0, max(start + own for start, _, own in work) - generation_end), 2),
            "cores_bound_s": round(max(0.0, cores_bound - generation_end), 2)}


def warm_median(rounds, leave_out=()):
    """The median of each field over a configuration's warm rounds (the first compiles), None where absent."""
    warm = rounds[1:] or rounds
    keys = [key for key in dict.fromkeys(key for r in warm for key in r) if key not in leave_out]
    values = {key: [r[key] for r in warm if r.get(key) is not None] for key in keys}
    return {key: (round(statistics.median(v), 2) if v else None) for key, v in values.items()}


def median_timeline(timelines):
    """warm_median of the rounds' judge timelines (the program count is not a median's matter)."""
    return warm_median(timelines, leave_out=("programs",))
