"""What bench_grpo_step.py reports besides its timings: ratios measured side by side in one run, and where each
round's wait for the judge comes from (the judge pool's timeline against the round's generation)."""
import statistics


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
        other = next((o for o in rounds if o["cut"] == "unskipped" and r["cut"] == "default"
                      and (o["engine"], o["rows"]) == (r["engine"], r["rows"])), None)
        if other is not None:
            lines.append(f"{r['rows']}-row round, {r['engine']}: training {r['warm_median']['training_s']:.2f} s with "
                         f"masked work left out, {other['warm_median']['training_s']:.2f} s with it")
    for r in rounds:
        other = next((o for o in rounds if o["cut"] == "ends" and r["cut"] == "default"
                      and (o["engine"], o["rows"]) == (r["engine"], r["rows"])), None)
        if other is not None:
            lines.append(f"{r['rows']}-row round, {r['engine']}: reward wait {r['warm_median']['reward_s']:.2f} s "
                         f"with programs judged once their code block closes, {other['warm_median']['reward_s']:.2f} s "
                         f"as their rows end; step {other['warm_median']['step_s'] / r['warm_median']['step_s']:.2f}x "
                         "the speed")
    for r in rounds:
        other = next((o for o in rounds if o["engine"] == "cuda_graph" and o["cut"] == r["cut"] == "default"
                      and o["rows"] == r["rows"]), None)
        if r["engine"] == "vllm" and other is not None:
            ratio = other["warm_median"]["step_s"] / r["warm_median"]["step_s"]
            lines.append(f"{r['rows']}-row round: vllm's step is {ratio:.2f}x cuda_graph's speed")
    return lines


def judge_timeline(judge_spans, generation_start, generation_end):
    """One round's judging against its generation, from JudgePool.last_round_timeline (perf_counter seconds of
    each program's hand-off and result; None: no result yet): programs judged, and of them how many were handed to
    the judge only after the last row had decoded (by the reward call: the early hand-off missed them), how many
    handed over during generation were still being judged at its end, and how many have no result; the judge's
    tail after the last row (about the reward wait); the first and the last hand-off during generation, counted
    from its start and back from its end; the time the program that finished last spent in the judge, beside the
    slowest program's (one slow program, such as a time-out, or a queue)."""
    done = [(start, end) for start, end in judge_spans if end is not None]
    summary = {"programs": len(judge_spans), "unfinished": len(judge_spans) - len(done)}
    if not done:
        return summary
    during = [start for start, _ in judge_spans if start <= generation_end]
    last_start, last_end = max(done, key=lambda span: span[1])
    return {**summary,
            "handed_after_generation": len(judge_spans) - len(during),
            "judging_at_generation_end": sum(start <= generation_end < end for start, end in done),
            "tail_s": round(max(0.0, last_end - generation_end), 2),
            "first_hand_off_after_start_s": round(min(during) - generation_start, 2) if during else None,
            "last_hand_off_before_end_s": round(generation_end - max(during), 2) if during else None,
            "last_finished_in_judge_s": round(last_end - last_start, 2),
            "slowest_in_judge_s": round(max(end - start for start, end in done), 2)}


def warm_median(rounds, leave_out=()):
    """The median of each field over a configuration's warm rounds (the first compiles), None where absent."""
    warm = rounds[1:] or rounds
    keys = [key for key in dict.fromkeys(key for r in warm for key in r) if key not in leave_out]
    values = {key: [r[key] for r in warm if r.get(key) is not None] for key in keys}
    return {key: (round(statistics.median(v), 2) if v else None) for key, v in values.items()}


def median_timeline(timelines):
    """warm_median of the rounds' judge timelines (the program count is not a median's matter)."""
    return warm_median(timelines, leave_out=("programs",))
