"""Where a benchmark writes its results: benchmarks/results/<benchmark>/<date>_<device>[_<variant>].<ext>.

<date> is the day of the measurement (YYYY-MM-DD), <device> the machine (h100, h200, h200-x2, cpu, ...), and the
optional <variant> says what differs from the plain run (rows256, nf4, uncompiled_step, ...). No name says when it was
made in working-day terms (session, rerun, latest): a rerun gets a variant that says what it is, or its own date.
"""
import datetime
import os
import re

RESULTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "results")


def device_name(device=None):
    """'h100', 'h200', 'a100', ... for a CUDA device (with '-xN' when N GPUs are visible), else 'cpu'."""
    import torch

    if device == "cpu" or not torch.cuda.is_available():
        return "cpu"
    name = torch.cuda.get_device_name(device).replace("NVIDIA", "").strip()
    model = re.match(r"[A-Za-z0-9]+", name)
    slug = model.group(0).lower() if model else "gpu"
    count = torch.cuda.device_count()
    return f"{slug}-x{count}" if count > 1 else slug


def default_out(benchmark, device=None, variant=None, ext="json"):
    """benchmarks/results/<benchmark>/<today>_<device>[_<variant>].<ext>; device: a name, or None to detect it."""
    device = device if device and device != "cuda" else device_name(device)
    name = f"{datetime.date.today().isoformat()}_{device}" + (f"_{variant}" if variant else "")
    return os.path.join(RESULTS, benchmark, f"{name}.{ext}")
