"""Calibration files: how often a base model solves each problem, and the pass-rate band that training keeps.

`local_code_contests/calibration/<model slug>.json` holds one model's identity (the id TinyLoRA checkpoints
record) and one entry per (data file, temperature): the sampling settings, where it ran, and per problem name the
pass rate (share of n samples passing every test), the mean reward and the outcome counts. calibrate.py writes
entries; train_rl.py --train_filter LOW,HIGH keeps the training problems whose pass rate lies in [LOW, HIGH].
Problems the model always or never solves give GRPO groups of equal rewards, hence no gradient.
No torch here: train_rl.py checks its calibration before loading anything.
"""

import argparse
import datetime
import os
import platform
import re
from collections import Counter

from ..config import BUNDLED_MODEL_NAME, CALIBRATION_DIR, PROJECT_ROOT
from ..errors import UsageError
from ..files import file_sha256, read_json_or_exit, write_json
from ..models.source import model_id_of, same_model

FORMAT_VERSION = 1
ALWAYS_COUNTED = ("AC", "WA", "CE")  # in every problem's counts; other outcomes (TLE, RE, NO_CODE, ...) when seen


# ----- where a model's calibration lives -----

def model_slug(model_id):
    """The file name stem for a model id: 'bundled:Qwen2.5-Coder-0.5B-Instruct-Q4_K_M@1d96...' ->
    'qwen2.5-coder-0.5b-instruct-q4_k_m', 'qwen/Qwen2.5-Coder-3B-Instruct' -> 'qwen2.5-coder-3b-instruct'."""
    name = model_id.rstrip("/")
    if name.startswith(BUNDLED_MODEL_NAME + ":"):
        name = name.split(":", 1)[1].split("@", 1)[0]
    name = name.replace("\\", "/").rsplit("/", 1)[-1]
    return re.sub(r"[^a-z0-9._-]+", "-", name.lower()).strip("-.") or "model"


def default_calibration_path(model_id):
    return os.path.join(CALIBRATION_DIR, f"{model_slug(model_id)}.json")


def data_key(path):
    """How an entry names its data file: relative to the repository when inside it (portable), else absolute."""
    path = os.path.abspath(path)
    inside = os.path.commonpath([path, PROJECT_ROOT]) == PROJECT_ROOT
    return (os.path.relpath(path, PROJECT_ROOT) if inside else path).replace(os.sep, "/")


# ----- reading, checking, writing -----

def read_calibration(path):
    """The calibration in `path`; UsageError (one line) when it is missing or not a calibration file."""
    calibration = read_json_or_exit(path, f"no calibration file {path}: make one with python calibrate.py (see "
                                          f"--help)", f"{path} is not readable JSON")
    if (not isinstance(calibration, dict) or not isinstance(calibration.get("model"), str)
            or not isinstance(calibration.get("entries"), list)):
        raise UsageError(f"{path} is not a calibration file (no 'model' and 'entries')")
    return calibration


def check_model(calibration, model_id, path):
    """Refuse a calibration made for another model (ids compared as checkpoints compare them)."""
    if not same_model(model_id, calibration["model"]):
        raise UsageError(f"calibration {path} was made for model '{calibration['model']}', not '{model_id}'; "
                         f"use one made for '{model_id}' (python calibrate.py --model ...)")


def check_writable(path, model_id):
    """Before a long run: an existing file at `path` must belong to the same model."""
    if os.path.exists(path):
        check_model(read_calibration(path), model_id, path)


def merge_entry(calibration, entry):
    """The calibration with `entry` added; an entry of the same data file and temperature is replaced."""
    same = (entry["data"], float(entry["temperature"]))
    entries = [e for e in calibration["entries"] if (e["data"], float(e["temperature"])) != same] + [entry]
    entries.sort(key=lambda e: (e["data"], -float(e["temperature"])))
    return {**calibration, "format_version": FORMAT_VERSION, "entries": entries}


def save_entry(path, model_id, entry):
    """Add (or replace) one entry in the calibration file at `path`, written atomically; returns the calibration."""
    if os.path.exists(path):
        calibration = read_calibration(path)
        check_model(calibration, model_id, path)
    else:
        calibration = {"format_version": FORMAT_VERSION, "model": model_id, "entries": []}
    calibration = merge_entry(calibration, entry)
    write_json(path, calibration)
    return calibration


# ----- making an entry from evaluation records -----

def problem_calibration(samples):
    """pass_rate, mean_reward and outcome counts of one problem's judged samples (evaluation.generate_and_judge)."""
    if any(s["reward"] is None for s in samples):
        raise ValueError("calibration needs every test judged (samples judged to a first failure have no reward)")
    outcomes = Counter(s["outcome"] for s in samples)
    counts = {**{o: outcomes[o] for o in ALWAYS_COUNTED}, **{o: c for o, c in sorted(outcomes.items()) if c}}
    return {"pass_rate": outcomes["AC"] / len(samples),
            "mean_reward": sum(s["reward"] for s in samples) / len(samples), "n": len(samples), **counts}


def runtime_environment(device):
    """Where an entry was made: the device (a GPU's name) and the library versions."""
    import torch
    import transformers

    name = torch.cuda.get_device_name(device) if device.type == "cuda" else platform.processor() or "cpu"
    return {"device": f"{device.type} ({name})" if name != device.type else device.type,
            "versions": {"python": platform.python_version(), "torch": torch.__version__,
                         "transformers": transformers.__version__}}


def make_entry(records, data_path, temperature, n, max_new_tokens, **settings):
    """One entry from generate_and_judge's records; `settings` (seed, engine, quantized, environment) are kept.

    A name occurring twice in a file gets its samples pooled."""
    samples = {}
    for record in records:
        samples.setdefault(record["name"], []).extend(record["samples"])
    return {"data": data_key(data_path), "data_sha256": file_sha256(data_path), "temperature": float(temperature),
            "n": n, "max_new_tokens": max_new_tokens, "tests": "all",
            "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"), **settings,
            "problems": {name: problem_calibration(s) for name, s in samples.items()}}


def summarize(entry):
    """problems, share with a pass rate strictly between 0 and 1 (the ones GRPO learns from), mean pass@1."""
    rates = [p["pass_rate"] for p in entry["problems"].values()]
    return {"problems": len(rates), "mixed": sum(0 < r < 1 for r in rates) / max(len(rates), 1),
            "mean_pass@1": sum(rates) / max(len(rates), 1)}


def format_summary(entry):
    s = summarize(entry)
    return (f"{entry['data']} at temperature {entry['temperature']:g}: {s['problems']} problems, "
            f"{s['mixed']:.1%} with a pass rate strictly between 0 and 1, mean pass@1 {s['mean_pass@1']:.3f}")


# ----- the training filter -----

def parse_band(text):
    """'LOW,HIGH' -> [LOW, HIGH] with 0 <= LOW <= HIGH <= 1; UsageError otherwise."""
    parts = str(text).split(",")
    try:
        low, high = (float(part) for part in parts)
    except ValueError:
        raise UsageError(f"expected LOW,HIGH such as 0.05,0.95, got {text!r}") from None
    if not 0 <= low <= high <= 1:
        raise UsageError(f"the band needs 0 <= LOW <= HIGH <= 1, got {text!r}")
    return [low, high]


def band_argument(text):
    """argparse type of --train_filter: a bad band ends with argparse's one-line usage error."""
    try:
        return parse_band(text)
    except UsageError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def filter_argument_problem(args, default_temperature):
    """The one-line reason train_rl.py's calibration options cannot be used as given, else None
    (`default_temperature`: --calibration_temperature's default)."""
    if args.train_filter is None and (args.calibration or args.calibration_temperature != default_temperature):
        return "--calibration and --calibration_temperature apply only with --train_filter"
    if not args.calibration_temperature >= 0:
        return f"calibration_temperature must be >= 0, got {args.calibration_temperature}"
    return None


def pass_rates(calibration, temperature, path):
    """{problem name: pass rate} over the entries at `temperature`; a problem in several entries is pooled
    (all its passing samples over all its samples)."""
    entries = [e for e in calibration["entries"] if float(e["temperature"]) == float(temperature)]
    if not entries:
        have = sorted({f"{float(e['temperature']):g}" for e in calibration["entries"]}) or ["none"]
        raise UsageError(f"calibration {path} has no entry at temperature {temperature:g} (it has: "
                         f"{', '.join(have)}); pass --calibration_temperature or run calibrate.py --temperature")
    passed, total = Counter(), Counter()
    for entry in entries:
        for name, problem in entry["problems"].items():
            n = problem.get("n", entry["n"])
            passed[name] += round(problem["pass_rate"] * n)
            total[name] += n
    return {name: passed[name] / total[name] for name in total}


def training_calibration_path(model, calibration=None):
    """The calibration file a training run on `model` (a --model value) uses: `calibration`, else the model's own."""
    return calibration or default_calibration_path(model_id_of(model))


def filter_by_pass_rate(problems, band, path, model_id, temperature):
    """The problems whose calibrated pass rate lies in the band, edges included; says how many remain.

    Problems missing from the calibration are dropped (and counted). UsageError when the file is missing, made for
    another model, has no entry at the temperature, or when no problem remains.
    """
    calibration = read_calibration(path)
    check_model(calibration, model_id, path)
    rates = pass_rates(calibration, temperature, path)
    low, high = band
    known = [p for p in problems if p["name"] in rates]
    if not known:
        raise UsageError(f"none of the {len(problems)} training problems is in calibration {path} at temperature "
                         f"{temperature:g}; calibrate their file with python calibrate.py --data FILE")
    kept = [p for p in known if low <= rates[p["name"]] <= high]
    missing = len(problems) - len(known)
    dropped = f"; {missing} not in the calibration, dropped" if missing else ""
    print(f"Pass-rate band [{low:g}, {high:g}] (temperature {temperature:g}, {path}): {len(kept)} of "
          f"{len(problems)} training problems remain{dropped}")
    if not kept:
        values = sorted(rates[p["name"]] for p in known)
        raise UsageError(f"no training problem has a calibrated pass rate in [{low:g}, {high:g}] (the {len(known)} "
                         f"calibrated ones range from {values[0]:g} to {values[-1]:g}); widen --train_filter")
    return kept


def check_training_model(args, model_id):
    """After loading: the model a run got (the bundled one when the hub was unreachable) must be the calibrated one."""
    path = training_calibration_path(args.model, args.calibration)
    check_model(read_calibration(path), model_id, path)


def filter_record(args):
    """What run_config.json records about --train_filter."""
    path = training_calibration_path(args.model, args.calibration)
    return {"band": list(args.train_filter), "edges": "inclusive", "calibration": os.path.abspath(path),
            "calibration_sha256": file_sha256(path) if os.path.isfile(path) else None,
            "temperature": args.calibration_temperature}
