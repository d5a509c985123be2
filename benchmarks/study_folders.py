"""A learning-study run's folder (benchmarks/learning_study.py): its resume state, and whether it is to train again:
unfinished, ended because it stopped learning, or finished."""
import gzip
import os
import re
import shutil

# A run's text logs that study_store.py keeps gzipped once the run is over: about 120 and 80 kB a run, 15% of that
# gzipped. Each GPU call carries the whole tracked tree beside a 41-MB model piece, and the tree had 110 kB left
# (2026-12-05) with ten runs to come. A run still to resume keeps them plain: train_rl.py appends to them.
LOGS_GZIPPED_WHEN_OVER = ("train.log", "round_rewards.jsonl")


def checkpoint_steps(folder):
    """The steps of a run folder's checkpoint-<step>/ folders (its resume state), ascending; train_rl.py removes
    them when the run reaches --max_steps."""
    if not os.path.isdir(folder):
        return []
    return sorted(int(m.group(1)) for entry in os.listdir(folder)
                  if (m := re.fullmatch(r"checkpoint-(\d+)", entry)) and os.path.isdir(os.path.join(folder, entry)))


def unfinished(folder):
    """Whether the run in `folder` is still to train: it holds resume state, its saved v is not its --max_steps' (see
    reached_last_step), and it did not stop learning (ended_silent); or it stopped with its resume state elsewhere
    (stopped_without_resume_state)."""
    return ((bool(checkpoint_steps(folder)) and not reached_last_step(folder) and not ended_silent(folder))
            or stopped_without_resume_state(folder))


def final_weights(folder):
    """What the run in `folder` saved as its trained weights (train_rl.py --adapter): tiny_lora_v.pt, lora_adapter/
    or full_model/, whichever it holds; None when it holds none."""
    for name in ("tiny_lora_v.pt", "lora_adapter", "full_model"):
        path = os.path.join(folder, name)
        if os.path.exists(path):
            return path
    return None


def saved_step(path):
    """The training step saved weights come from: the step tiny_lora_v.pt records, or a weights folder's
    tinylora_coder.json says."""
    if os.path.isdir(path):
        from tinylora_coder.models.folders import read_folder_info

        return (read_folder_info(path) or {}).get("step") or 0
    import torch

    return torch.load(path, map_location="cpu", weights_only=True).get("step") or 0


def reached_last_step(folder):
    """Whether the run's final v was saved at its own --max_steps (run_config.json): the step tiny_lora_v.pt records.
    A finished run leaves no checkpoint-N here, but the GPU machine's copy of the tree brought back checkpoint
    folders deleted since main last landed (2026-11-26): the saved v, not the folders, says a run is over (its
    reward log alone would not: a run killed after logging its last step keeps an older v)."""
    from tinylora_coder.training.run_folder import saved_arguments

    max_steps = saved_arguments(folder).get("max_steps")
    path = final_weights(folder)
    if not (max_steps and max_steps > 0 and path):
        return False
    return saved_step(path) >= max_steps


def ended_silent(folder):
    """The rounds without a learning signal that end the run's reward log when they hold train_rl.py's
    --stop_after_silent_prompts of the run (run_config.json; a run from before the option: its default), else 0.
    Such a run ends itself, keeping its resume state; one was stopped by hand before the option existed."""
    from tinylora_coder.settings.training import default_of
    from tinylora_coder.training.reward_log import REWARD_LOG_NAME, read_csv, silent_rounds_at_end, silent_stop_prompts
    from tinylora_coder.training.run_folder import saved_arguments

    arguments = saved_arguments(folder)
    threshold = silent_stop_prompts(arguments)
    prompts = arguments.get("per_device_train_batch_size", default_of("per_device_train_batch_size")) * \
        arguments.get("gradient_accumulation_steps", default_of("gradient_accumulation_steps")) // \
        arguments.get("num_generations", default_of("num_generations"))
    silent = silent_rounds_at_end(read_csv(os.path.join(folder, REWARD_LOG_NAME)))
    return silent if threshold and silent * prompts >= threshold else 0


def reason_not_to_train(folder):
    """Why the run in `folder` is not started (again), or None: it stopped learning, or it finished (a finished run
    would be started over, its result lost)."""
    if silent := ended_silent(folder):
        return f"its last {silent} rounds gave no learning signal"
    if stopped_without_resume_state(folder):
        state = ".study_weights/<run>/resume, carried by stage_carry.sh" if os.path.basename(
            os.path.normpath(folder)).startswith("lora-") else "none travels for full fine-tuning"
        return (f"stopped at step {saved_step(final_weights(folder))} and its resume state is not here ({state}); "
                "remove its folder to start it over")
    if final_weights(folder) and (not checkpoint_steps(folder) or reached_last_step(folder)):
        return "finished (remove its folder to start it over)"
    return None


# A full fine-tuning run's resume state (7.5 GB) never leaves its GPU session, so it trains its 300 steps within one
# budget or is lost: they took 965 s alone (full-lr1e-6, H100, 2026-12-05) and 566 s (full-lr5e-6, whose answers
# grew short); full-lr1e-6-seed1, started with a budget of 790 s on 2026-12-06, was stopped unevaluated at step 241.
FULL_RUN_SECONDS = 1000


def budget_too_short(folder, budget, evaluation_seconds=0):
    """Why a full fine-tuning run starting afresh in `folder` is not started under `budget` seconds, or None: it needs
    FULL_RUN_SECONDS to train, then `evaluation_seconds` of the budget left for its evaluations to start. A run
    that holds a checkpoint (stopped earlier in this session) and any other adapter may start."""
    needed = FULL_RUN_SECONDS + evaluation_seconds
    if (not os.path.basename(os.path.normpath(folder)).startswith("full-") or checkpoint_steps(folder)
            or budget >= needed):
        return None
    return (f"a budget of {budget:.0f} s is under the {needed} s a full fine-tuning run needs to train"
            + (" and be evaluated" if evaluation_seconds else "") + "; it cannot resume in a later session")


def last_logged_step(folder):
    """The last step in the run's reward log (0 before its first)."""
    from tinylora_coder.training.reward_log import REWARD_LOG_NAME, read_csv

    rows = read_csv(os.path.join(folder, REWARD_LOG_NAME))
    return int(rows[-1]["step"]) if rows else 0


def logged_error(folder):
    """The error a run's train.log ends with (its line, at most 120 characters), or None: an exception's last line, or
    the one-line "error: ..." train_rl.py exits with (tinylora_coder/cli.py). None too where step lines follow it, since
    a resumed run's log is appended to, and for what Python reports at exit in an "Exception ignored in" block."""
    text = read_log(os.path.join(folder, "train.log")) or ""
    error, ignored = None, False
    for line in text.replace("\r", "\n").splitlines():
        if line.startswith("Exception ignored"):
            ignored = True
        elif re.match(r"([A-Za-z_][\w.]*(Error|Exception): |error: )", line):
            error = error if ignored else line.strip()[:120]
            ignored = False
        elif re.match(r"step \d+/\d+ ", line):
            error = None
    return error


def stopped_without_resume_state(folder):
    """Whether `folder` holds a LoRA or full run that stopped before its --max_steps without its checkpoint-N: such a
    run is stored without its resume state (study_store.py keeps a LoRA run's outside the tree), so it is neither
    finished nor to be started over by accident."""
    path = final_weights(folder)
    return bool(path and os.path.isdir(path) and not checkpoint_steps(folder) and not reached_last_step(folder)
                and not ended_silent(folder))


def gzip_file(path):
    """Replace `path` by path.gz, the same bytes for the same text (no time or name in the header); returns it."""
    target = path + ".gz"
    with open(path, "rb") as source, open(target, "wb") as raw, \
            gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as packed:
        shutil.copyfileobj(source, packed)
    os.remove(path)
    return target


def read_log(path):
    """The text of a run's log at `path`, or of path.gz where study_store.py gzipped it; None if neither."""
    if os.path.isfile(path):
        with open(path, errors="replace") as f:
            return f.read()
    if os.path.isfile(path + ".gz"):
        with gzip.open(path + ".gz", "rt", errors="replace") as f:
            return f.read()
    return None
