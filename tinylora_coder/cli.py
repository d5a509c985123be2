"""What every script shares at its edges: log setup, one-line errors, exit codes, output that survives a closed pipe."""

import argparse
import importlib.util
import logging
import os
import sys

from .errors import USER_ERRORS, first_line


# Experiment trackers whose package transformers needs (any one of them), checked before anything loads.
TRACKER_PACKAGES = {"tensorboard": ("tensorboard", "tensorboardX"), "wandb": ("wandb",), "trackio": ("trackio",),
                    "mlflow": ("mlflow",), "comet_ml": ("comet_ml",)}


def missing_tracker(report_to):
    """The package to install for a --report_to value whose tracker is not installed, else None."""
    packages = TRACKER_PACKAGES.get(report_to, ())
    if packages and not any(importlib.util.find_spec(package) for package in packages):
        return packages[0]
    return None


def is_main_process():
    """Whether this process is the main one: rank 0 under data parallel training (accelerate, torchrun), or alone."""
    return int(os.environ.get("RANK", 0)) == 0


def vllm_needs_no_quant(option):
    """The one-line refusal of vLLM (`option`: how it was asked for) on a model loaded in 4-bit NF4."""
    return (f"{option} needs --no_quant: vLLM serves the bf16 weights (W + dW for TinyLoRA), which cannot be "
            "expressed in 4-bit NF4 (load the model in bf16 on CUDA with --no_quant)")


def setup_logging(level=logging.INFO):
    """Short log lines on stderr for the project's loggers ("tinylora.*"); other libraries keep their own."""
    logger = logging.getLogger("tinylora")
    if not logger.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(message)s"))
        logger.addHandler(handler)
        logger.propagate = False
    logger.setLevel(level)
    return logger


def _drop_output(stream):
    """Send the rest of a stream's output to /dev/null: later writes, and the flush at exit, then succeed."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def write_safely(stream, text, flush=False):
    """stream.write(text) that never raises. A dead pipe (stdout piped into a tool that died: Ctrl-C through
    `| tee`) is swapped for /dev/null, so the program goes on to save its work instead of ending on BrokenPipeError.
    A signal handler writing while the code it interrupted was inside a write to the same stream (a "reentrant
    call" RuntimeError) writes past the stream's buffer instead."""
    try:
        stream.write(text)
        if flush:
            stream.flush()
    except RuntimeError:
        try:
            os.write(stream.fileno(), text.encode(errors="replace"))
        except (OSError, ValueError, AttributeError):
            _drop_output(stream)
    except (OSError, ValueError):  # BrokenPipeError, or a closed stream
        _drop_output(stream)


def say(message, file=None):
    """print() that never raises (see write_safely): a message must not end a program before it saved its work."""
    write_safely(file or sys.stdout, f"{message}\n", flush=True)


class PipeSafeStream:
    """sys.stdout / sys.stderr while a script runs: writes and flushes never raise (see write_safely).

    Ctrl-C in a terminal also ends the `tee` a script's output is piped into; without this, the next print or
    progress bar of any library would end the run with BrokenPipeError before it could save.
    """

    def __init__(self, stream):
        self.stream = stream

    def write(self, text):
        write_safely(self.stream, text)
        return len(text)

    def flush(self):
        try:
            self.stream.flush()
        except RuntimeError:
            pass  # a signal handler flushing during a write: the interrupted write goes on
        except (OSError, ValueError):
            _drop_output(self.stream)

    def __getattr__(self, name):
        return getattr(self.stream, name)


def run_cli(main, argv=None):
    """Run a script's main(argv); user errors end with a one-line message (exit 2), Ctrl-C with exit 130.

    Output goes through PipeSafeStream, so a closed pipe never ends the run (nor its exit, with status 120)."""
    streams = sys.stdout, sys.stderr
    safe = PipeSafeStream(sys.stdout), PipeSafeStream(sys.stderr)
    sys.stdout, sys.stderr = safe
    setup_logging()
    try:
        return main(argv)
    except USER_ERRORS as e:
        say(f"error: {first_line(e)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        say("interrupted", file=sys.stderr)
        return 130
    finally:
        for stream in safe:
            stream.flush()  # a dead pipe is found here, not by the interpreter's own flush at exit
        sys.stdout, sys.stderr = streams


class ScriptParser(argparse.ArgumentParser):
    """argparse's parser whose usage errors are one line, the message and where the options are, instead of the
    whole usage first (48 lines for train_rl.py)."""

    def error(self, message):
        command = f"python {self.prog}" if self.prog.endswith(".py") else self.prog  # as it can be typed again
        self.exit(2, f"{self.prog}: error: {message} (see {command} --help)\n")


class HelpFormatter(argparse.ArgumentDefaultsHelpFormatter, argparse.RawDescriptionHelpFormatter):
    """--help shows every default (where there is one) and keeps the line breaks of the examples."""

    def _get_help_string(self, action):
        if action.default in (None, False) or "default:" in (action.help or ""):
            return action.help
        return super()._get_help_string(action)
