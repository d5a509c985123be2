"""bench_3b_step.py --profile: one more warm round of a configuration, after its timed rounds (whose timings it leaves
as they were), under torch.profiler: the CPU's and the GPU's activity on a GPU, the CPU's alone otherwise.

The round's parts are marked with record_function ranges: generation and row gradients, each with the GPU
synchronised at both ends (timed() before it, this module at its end, inside the range), so that a part's GPU work
runs inside its range; the rest of the round (TRL's scoring and loss, the optimizer, the reward) is training. Each
event of the trace belongs to the part whose range holds its start (a kernel's start on the GPU's clock, which the
profiler aligns with the CPU's), and each part gets its top entries:
  on a GPU   its kernels (and copies and fills) by device time (a CUDA graph's kernels included, whichever operator
             launched them), and under "operators" the CPU operators by the device time of the kernels they
             launched themselves, under "host" by self CPU time;
  on a CPU   its operators by self CPU time;
each with its total time, call count and share of the part's wall time in the profiled round. Per part also: its
wall time, the GPU's busy time (the kernels' time summed), the kernels and launch calls; for generation, the kernels,
launch calls and leaf aten operators per decode step (the prefill's and the merge of W + dW's counted with them).
The profiled round runs slower than a timed one (the profiler's own cost), and reading its trace takes a while more.
"""
import os
import time

import torch
from torch.autograd import DeviceType

from grpo_step_rounds import log, sync

PARTS = ("generation", "row_gradients", "training")
MARK = "bench_3b_step:"  # the ranges: MARK + "round", MARK + "generation", MARK + "row_gradients"
LAUNCHES = ("LaunchKernel", "GraphLaunch")  # CUDA runtime calls that start GPU work: cudaLaunchKernel(ExC), cuLaunch...
NAME_CHARS = 250  # a kernel's name in the JSON (templated kernels' names run to thousands of characters)
PRINTED, PRINTED_OPERATORS, PRINTED_NAME = 15, 8, 60  # rows and name width of the tables printed
TRACE_MAX_EVENTS = 1_000_000  # more and the Chrome trace is not written (it would be far over TRACE_MAX_BYTES)
TRACE_MAX_BYTES = 15 * 2 ** 20  # a file comes back from the GPU machine only under 16 MiB


def marked(profiler, part, function):
    """`function`, marked as `part` of the profiled round (unchanged without a profiler)."""
    return function if profiler is None else profiler.part(part, function)


class RoundProfiler:
    """Profiles round number `round_number` (1-based) of a trainer it is a callback of (callback()); the parts are
    marked by wrapping them (part()); summary() reads the trace once the round has ended."""

    def __init__(self, round_number, top, trace_path=None):
        self.round_number, self.top, self.trace_path = round_number, top, trace_path
        self.rounds_begun = 0
        self.profiler = None  # while the round runs
        self.finished = None  # once it has ended
        self.round_range = None

    def part(self, name, function):
        def wrapper(*a, **k):
            if self.profiler is None:
                return function(*a, **k)
            with torch.profiler.record_function(MARK + name):
                out = function(*a, **k)
                sync()
            return out

        return wrapper

    def callback(self):
        from transformers import TrainerCallback

        profiler = self

        class RoundProfile(TrainerCallback):
            def on_step_begin(self, *a, **k):
                profiler.begin()

            def on_step_end(self, *a, **k):
                profiler.end()

        return RoundProfile()

    def begin(self):
        self.rounds_begun += 1
        if self.rounds_begun != self.round_number:
            return
        activities = [torch.profiler.ProfilerActivity.CPU]
        if torch.cuda.is_available():
            activities.append(torch.profiler.ProfilerActivity.CUDA)
        sync()
        self.profiler = torch.profiler.profile(activities=activities)
        self.profiler.start()
        self.round_range = torch.profiler.record_function(MARK + "round")
        self.round_range.__enter__()

    def end(self):
        if self.profiler is None:
            return
        sync()
        self.round_range.__exit__(None, None, None)
        self.profiler.stop()
        self.finished, self.profiler = self.profiler, None

    def summary(self, decode_steps):
        """The profile of the round for the configuration's entry (see the module's docstring); `decode_steps`: the
        decode steps its generation ran (every row runs to the last token)."""
        if self.finished is None:
            return {"status": "not profiled", "why": f"round {self.round_number} did not run to its end"}
        started = time.perf_counter()
        events = [e for e in self.finished.events() if not getattr(e, "is_async", False)]
        profile = read_events(events, self.top, torch.cuda.is_available(), decode_steps)
        if self.trace_path:
            profile["trace"] = self.write_trace(len(events))
        profile["reading_s"] = round(time.perf_counter() - started, 1)
        return profile

    def write_trace(self, count):
        """The Chrome trace's path, or why it was not written."""
        if count > TRACE_MAX_EVENTS:
            return f"not written: {count:,} events"
        os.makedirs(os.path.dirname(os.path.abspath(self.trace_path)), exist_ok=True)
        self.finished.export_chrome_trace(self.trace_path)  # .gz: compressed
        size = os.path.getsize(self.trace_path)
        if size > TRACE_MAX_BYTES:
            os.remove(self.trace_path)
            return f"not written: {size / 2 ** 20:.0f} MiB, over {TRACE_MAX_BYTES / 2 ** 20:.0f}"
        return self.trace_path


def ranges_of(events):
    """{range name after MARK: [(start, end) us]} of the CPU ranges (the GPU's copies of them left out)."""
    ranges = {}
    for e in events:
        if e.name.startswith(MARK) and e.device_type == DeviceType.CPU:
            ranges.setdefault(e.name[len(MARK):], []).append((e.time_range.start, e.time_range.end))
    return ranges


def read_events(events, top, on_gpu, decode_steps):
    """The profile of the round from its events (FunctionEvents: name, device_type, time_range, the CPU and device
    times)."""
    ranges = ranges_of(events)
    if "round" not in ranges:
        return {"status": "not profiled", "why": "no round range in the trace"}
    round_start, round_end = ranges["round"][0]

    def part_of(moment):
        if not round_start <= moment <= round_end:
            return None
        return next((part for part in PARTS[:2] if any(s <= moment < e for s, e in ranges.get(part, ()))), "training")

    wall = {part: sum(e - s for s, e in ranges.get(part, ())) for part in PARTS[:2]}
    wall["training"] = round_end - round_start - sum(wall.values())
    main, operators, host = ({part: {} for part in PARTS} for _ in range(3))
    counts = {part: dict.fromkeys(("kernels", "launch_calls", "graph_launches", "aten_leaf_ops"), 0) for part in PARTS}
    busy = dict.fromkeys(PARTS, 0.0)
    for e in events:
        part = None if e.name.startswith(MARK) else part_of(e.time_range.start)
        if part is None:
            continue
        if e.device_type != DeviceType.CPU:  # a kernel, copy or fill on the GPU
            took = e.time_range.end - e.time_range.start
            add(main[part], e.name, took, took)
            busy[part] += took
            counts[part]["kernels"] += 1
            continue
        if any(word in e.name for word in LAUNCHES):
            counts[part]["launch_calls"] += 1
            counts[part]["graph_launches"] += "GraphLaunch" in e.name
        if e.name.startswith("aten::") and not e.cpu_children:
            counts[part]["aten_leaf_ops"] += 1
        if on_gpu:
            add(host[part], e.name, e.self_cpu_time_total, e.cpu_time_total)
            own = device_time(e, "self")
            if own > 0:
                add(operators[part], e.name, own, device_time(e, "total"))
        else:
            add(main[part], e.name, e.self_cpu_time_total, e.cpu_time_total)
    profile = {"status": "ok", "device": "cuda" if on_gpu else "cpu",
               "sorted_by": "device time (kernels)" if on_gpu else "self CPU time (operators)",
               "round_ms": ms(round_end - round_start)}
    profile.update({part: ranked(main[part], top, wall[part]) for part in PARTS})
    if on_gpu:
        profile["operators"] = {part: ranked(operators[part], top, wall[part]) for part in PARTS}
        profile["host"] = {part: ranked(host[part], top, wall[part]) for part in PARTS}
    gpu_only = {part: {"gpu_busy_ms": ms(busy[part]), "gpu_busy_share": share(busy[part], wall[part]),
                       **{key: counts[part][key] for key in ("kernels", "launch_calls", "graph_launches")}}
                if on_gpu else {} for part in PARTS}
    profile["parts"] = {part: {"wall_ms": ms(wall[part]), "aten_leaf_ops": counts[part]["aten_leaf_ops"],
                               **gpu_only[part]} for part in PARTS}
    generation = counts["generation"]
    steps = max(1, decode_steps)
    profile["decode"] = {"decode_steps": decode_steps, "graph_launches": generation["graph_launches"],
                         "kernels_per_decode_step": round(generation["kernels"] / steps, 1) if on_gpu else None,
                         "launch_calls_per_decode_step": round(generation["launch_calls"] / steps, 1) if on_gpu
                         else None, "aten_leaf_ops_per_decode_step": round(generation["aten_leaf_ops"] / steps, 1)}
    return profile


def device_time(event, kind):
    """An event's self or total device time (us), under torch's present name or its older one."""
    names = ("self_device_time_total", "self_cuda_time_total") if kind == "self" else \
        ("device_time_total", "cuda_time_total")
    for name in names:
        if hasattr(event, name):
            return getattr(event, name) or 0
    return 0


def add(table, name, self_us, total_us):
    row = table.setdefault(name, [0.0, 0.0, 0])
    row[0] += self_us
    row[1] += total_us
    row[2] += 1


def ranked(table, top, wall_us):
    """The `top` names by self time: name, self and total ms, count, share of the part's wall time."""
    rows = sorted(table.items(), key=lambda item: -item[1][0])[:top]
    return [{"name": name[:NAME_CHARS], "self_ms": ms(self_us), "total_ms": ms(total_us), "count": count,
             "share": share(self_us, wall_us)} for name, (self_us, total_us, count) in rows]


def ms(us):
    return round(us / 1000, 3)


def share(part_us, whole_us):
    return round(part_us / whole_us, 4) if whole_us > 0 else None


def print_profile(profile, title):
    """A short table per part: its top entries (the JSON keeps `top` of each)."""
    if profile.get("status") != "ok":
        log(f"profile of {title}: {profile.get('status')} ({profile.get('why')})")
        return
    log(f"profile of {title}, one more round ({profile['round_ms'] / 1000:.2f} s under the profiler; reading the trace "
        f"took {profile.get('reading_s')} s), by {profile['sorted_by']}; share: of the part's wall time")
    for part in PARTS:
        summary = profile["parts"][part]
        gpu = f", GPU busy {summary['gpu_busy_ms']:.1f} ms ({summary['gpu_busy_share'] or 0:.0%}), " \
            f"{summary['kernels']:,} kernels, {summary['launch_calls']:,} launch calls" if "kernels" in summary else ""
        log(f"  {part}: {summary['wall_ms']:.1f} ms{gpu}, {summary['aten_leaf_ops']:,} leaf aten operators")
        print_rows(profile[part][:PRINTED])
        if profile.get("operators"):
            log(f"  {part}, CPU operators by the device time of their own kernels:")
            print_rows(profile["operators"][part][:PRINTED_OPERATORS])
    decode = profile["decode"]
    log(f"  generation: {decode['decode_steps']} decode steps, {decode['graph_launches']} graph launches; a decode "
        f"step: {decode['kernels_per_decode_step']} kernels, {decode['launch_calls_per_decode_step']} launch calls, "
        f"{decode['aten_leaf_ops_per_decode_step']} leaf aten operators (the prefill's and the merge's counted in)")
    if profile.get("trace"):
        log(f"  Chrome trace: {profile['trace']}")


def print_rows(rows):
    log(f"    {'self ms':>10} {'total ms':>10} {'count':>7} {'share':>6}  name")
    for row in rows:
        name = row["name"] if len(row["name"]) <= PRINTED_NAME else row["name"][:PRINTED_NAME - 3] + "..."
        fraction = "-" if row["share"] is None else f"{row['share']:.1%}"
        log(f"    {row['self_ms']:>10.3f} {row['total_ms']:>10.3f} {row['count']:>7} {fraction:>6}  {name}")
