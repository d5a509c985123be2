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
        other = next((o for o in rounds if o["engine"] == "cuda_graph" and o["cut"] == r["cut"] == "default"
                      and o["rows"] == r["rows"]), None)
        if r["engine"] == "vllm" and other is not None:
            ratio = other["warm_median"]["step_s"] / r["warm_median"]["step_s"]
            lines.append(f"{r['rows']}-row round: vllm's step is {ratio:.2f}x cuda_graph's speed")
    return lines


def judge_timeline(spans, generation_start, generation_end):
    """One round's judging against its generation, from JudgePool.last_round_timeline (perf_counter seconds):
    programs judged; how many were handed to the judge only after the last row had decoded (by the reward call:
    the early hand-off missed them) and how many were still being judged then; the judge's tail after the last
    row (about the reward wait); the last hand-off during generation, counted back from its end; and the time
    the program that finished last spent in the judge, beside the slowest program's (one slow program, such as a
    time-out, or a queue)."""
    if not spans:
        return {"programs": 0}
    finished = [end if end is not None else float("inf") for _, end in spans]
    during = [start for start, _ in spans if start <= generation_end]
    last = max(range(len(spans)), key=finished.__getitem__)
    return {"programs": len(spans),
            "handed_after_generation": sum(start > generation_end for start, _ in spans),
            "judging_at_generation_end": sum(end > generation_end for end in finished),
            "tail_s": round(max(0.0, finished[last] - generation_end), 2),
            "last_hand_off_before_end_s": round(generation_end - max(during), 2) if during else None,
            "first_hand_off_after_start_s": round(min(during) - generation_start, 2) if during else None,
            "last_finished_in_judge_s": round(finished[last] - spans[last][0], 2),
            "slowest_in_judge_s": round(max(end - start for (start, _), end in zip(spans, finished)), 2)}


def median_timeline(timelines):
    """The median of each field over a configuration's warm rounds (the first compiles), None where absent."""
    warm = timelines[1:] or timelines
    keys = [key for key in (warm[0] if warm else {}) if key != "programs"]
    values = {key: [t[key] for t in warm if t.get(key) is not None] for key in keys}
    return {key: (round(statistics.median(v), 2) if v else None) for key, v in values.items()}
