"""A training run's folder: run_config.json, resuming (checkpoint-<step>/), and starting over safely."""

import glob
import json
import os
import platform
import shutil

from ..data.calibration import filter_record
from ..data.problems import expand_data_paths
from ..errors import UsageError
from ..files import file_sha256, write_json
from ..models.source import local_model_path
from ..settings.training import dynamic_sampling_enabled
from ..config import CHECKPOINT_NAME  # not from tinylora.checkpoint: this module stays free of torch

RUN_CONFIG_NAME = "run_config.json"
# Arguments that fix the model, the data and its order: a resumed run must use the same values.
RESUME_KEYS = ("model", "u_value", "rank", "tying", "projection_seed", "seed", "dataset", "train_data",
               "max_samples", "no_quant", "num_generations", "per_device_train_batch_size",
               "gradient_accumulation_steps", "num_iterations", "do_validate", "val_data", "val_samples",
               "train_filter", "calibration", "calibration_temperature", "reward", "train_tests",
               "mask_truncated_completions", "overlong_penalty", "adapter", "lora_r", "lora_alpha", "lora_dropout",
               "lora_target_modules")
# What a run saved before an option existed used: resuming it under today's defaults must not switch its reward.
RESUME_VALUES_BEFORE_THE_OPTION = {"reward": "partial", "mask_truncated_completions": False, "overlong_penalty": 0,
                                   "tying": "all", "adapter": "tinylora", "lora_r": 8, "lora_alpha": 8,
                                   "lora_dropout": 0.0, "lora_target_modules": None}
# Dynamic sampling's draw settings, compared where a run sampled dynamically, and their values before the option
DRAW_VALUES_BEFORE_THE_OPTION = {"dynamic_sampling_draws": 4, "no_spread_draw_weight": 1.0}
# What a checkpoint-<step> folder holds of the trained weights, by --adapter (TRL's names for LoRA and full).
TRAINED_WEIGHTS_FILES = {"tinylora": (CHECKPOINT_NAME,), "lora": ("adapter_model.safetensors",),
                         "full": ("model.safetensors", "model.safetensors.index.json")}
# Of those, the data files (a path, glob or list of them): a moved run folder or a copy of the tree names the same
# bytes at another path, so these count as the same when the files' contents are.
DATA_PATH_KEYS = ("train_data", "val_data", "calibration")


def library_versions():
    import torch
    import transformers
    import trl

    return {"python": platform.python_version(), "torch": torch.__version__, "transformers": transformers.__version__,
            "trl": trl.__version__, "cuda": torch.version.cuda,
            "device": torch.cuda.get_device_name(0) if torch.cuda.is_available() else platform.processor() or "cpu"}


def run_config(args, effective=None, used=None):
    """Every argument, what was actually used where it differs from what was asked (`used`: the data files read,
    the model loaded), the trainer's effective settings, the library versions and the pass-rate filter (if any)."""
    config = {"arguments": dict(vars(args)), "used": dict(used or {}), "effective": dict(effective or {}),
              "versions": library_versions(), "data_sha256": recorded_data_digests(args)}
    if getattr(args, "train_filter", None):
        config["train_filter"] = filter_record(args)
    return config


def saved_run_config(output_dir):
    """The run_config.json of the run saved in output_dir ({} when none)."""
    path = os.path.join(output_dir, RUN_CONFIG_NAME)
    if not os.path.isfile(path):
        return {}
    with open(path) as f:
        return json.load(f)


def saved_arguments(output_dir):
    """The arguments of the run saved in output_dir ({} when none); older files stored them at the top level."""
    saved = saved_run_config(output_dir)
    return saved.get("arguments", saved)


def recorded_data_digests(args):
    """{data option: sha256 of each file it names}, kept so that a resume finds the same data by its contents even
    where the original path is gone (a study chain runs from a copy of the tree made at its start)."""
    values = ((key, getattr(args, key, None)) for key in DATA_PATH_KEYS)
    digests = {key: data_digests(value) for key, value in values if value}
    return {key: value for key, value in digests.items() if value is not None}


def saved_data_digests(output_dir):
    """The data digests the run saved in output_dir recorded ({} when none, as before the record)."""
    return saved_run_config(output_dir).get("data_sha256", {})


def saved_effective(output_dir):
    """The trainer settings the run saved in output_dir used ({} when none)."""
    return saved_run_config(output_dir).get("effective", {})


def checkpoint_metadata(args):
    """Keys stored in every tiny_lora_v.pt besides the TinyLoRA ones: how to find a local model again."""
    path = local_model_path(args.model)
    return {"model_path": path} if path else {}


_DIGESTS = {}  # (real path, size, mtime) -> sha256: a resumed run checks its data, then records it again


def data_digests(value):
    """sha256 of every file a data path option names, in order; None when it names no file."""
    try:
        return [_file_digest(path) for path in expand_data_paths(value)]
    except FileNotFoundError:
        return None


def _file_digest(path):
    stat = os.stat(path)
    key = (os.path.realpath(path), stat.st_size, stat.st_mtime_ns)
    if key not in _DIGESTS:
        _DIGESTS[key] = file_sha256(path)
    return _DIGESTS[key]


def same_argument(key, saved, now, recorded=None):
    """Whether a resumed run's argument matches the saved one (data paths: by the files' contents, those the run
    recorded (`recorded`: their sha256), even at the same path, or else those at the saved paths; neither known:
    the paths decide)."""
    if recorded and key in DATA_PATH_KEYS and now:
        return recorded == data_digests(now)  # a file edited in place, or a glob that now matches more, differs
    if saved == now:
        return True
    if key not in DATA_PATH_KEYS or not saved or not now:
        return False
    saved_digests = recorded or data_digests(saved)
    return saved_digests is not None and saved_digests == data_digests(now)


def resume_checkpoint_dir(args):
    """The checkpoint-<step> folder to resume from; refuses when the arguments differ from the saved run's."""
    from transformers.trainer_utils import get_last_checkpoint

    if args.resume == "latest":
        directory = get_last_checkpoint(args.output_dir) if os.path.isdir(args.output_dir) else None
        if directory is None:
            raise UsageError(f"nothing to resume in {args.output_dir}: no checkpoint-<step> folder "
                             "(runs save one every --save_steps steps and when interrupted)")
    else:
        directory = args.resume
        weights = TRAINED_WEIGHTS_FILES[getattr(args, "adapter", "tinylora")]
        if not any(os.path.isfile(os.path.join(directory, name)) for name in weights):
            raise UsageError(f"{directory} is not a checkpoint folder of train_rl.py (no {' or '.join(weights)})")
    saved = saved_arguments(args.output_dir)
    if saved:
        saved = {**RESUME_VALUES_BEFORE_THE_OPTION, **saved}
    recorded = saved_data_digests(args.output_dir)
    differences = [f"{key}={saved[key]!r} (now {getattr(args, key)!r})" for key in RESUME_KEYS
                   if key in saved and not same_argument(key, saved[key], getattr(args, key), recorded.get(key))]
    differences += dynamic_sampling_differences(saved, args) if saved else []
    if differences:
        raise UsageError("--resume needs the arguments of the interrupted run; it had " + ", ".join(differences))
    return directory


def dynamic_sampling_differences(saved, args):
    """How a resumed run's prompt draws would differ from the saved run's (`saved`: its arguments): dynamic sampling
    on in one and off in the other (a run from before the option: off), or, on in both, its draw settings."""
    was = dynamic_sampling_enabled(saved.get("dynamic_sampling", "off"), saved.get("train_filter"))
    if was != dynamic_sampling_enabled(args.dynamic_sampling, args.train_filter):
        return [f"dynamic sampling {'on' if was else 'off'} (now {'off' if was else 'on'})"]
    saved = {**DRAW_VALUES_BEFORE_THE_OPTION, **saved}
    return [f"{key}={saved[key]!r} (now {getattr(args, key)!r})" for key in DRAW_VALUES_BEFORE_THE_OPTION
            if was and saved[key] != getattr(args, key)]


def prepare_output_dir(args, is_main_process=True):
    """Create the output folder; refuse to silently start over on top of an interrupted run's resume state."""
    stale = sorted(glob.glob(os.path.join(args.output_dir, "checkpoint-*")))
    if stale and not args.resume and not args.overwrite_output_dir:
        raise UsageError(f"{args.output_dir} holds an interrupted run ({os.path.basename(stale[-1])}): "
                         "continue it with --resume, or start over with --overwrite_output_dir")
    os.makedirs(args.output_dir, exist_ok=True)
    if not args.resume and is_main_process:
        # A new run: drop the earlier run's resume state and validation log (the reward log is rewritten anyway).
        for path in stale:
            shutil.rmtree(path)
        for name in ("validation_log.csv", "round_rewards.jsonl"):
            if os.path.isfile(os.path.join(args.output_dir, name)):
                os.remove(os.path.join(args.output_dir, name))


def write_run_config(args, effective, used=None):
    write_json(os.path.join(args.output_dir, RUN_CONFIG_NAME), run_config(args, effective, used))


def remove_resume_state(output_dir):
    """A finished run needs no resume state (and a rerun would otherwise be refused)."""
    for path in glob.glob(os.path.join(output_dir, "checkpoint-*")):
        shutil.rmtree(path)
