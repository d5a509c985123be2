"""What every script shares at its edges: log setup, one-line errors, exit codes, output that survives a closed pipe."""

import argparse
import logging
import os
import sys

from .errors import USER_ERRORS, first_line


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


def say(message, file=None):
    """print() that never raises: with stdout piped into a tool that died (Ctrl-C through `| tee`), the message
    is dropped instead of ending the program with BrokenPipeError before it could save its work."""
    stream = file or sys.stdout
    try:
        print(message, file=stream, flush=True)
    except (BrokenPipeError, OSError, ValueError):
        try:  # stop further writes to the dead pipe from raising again at exit
            os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())
        except (OSError, ValueError, AttributeError):
            pass


def run_cli(main, argv=None):
    """Run a script's main(argv); user errors end with a one-line message (exit 2), Ctrl-C with exit 130."""
    setup_logging()
    try:
        return main(argv)
    except USER_ERRORS as e:
        say(f"error: {first_line(e)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        say("interrupted", file=sys.stderr)
        return 130


class HelpFormatter(argparse.ArgumentDefaultsHelpFormatter, argparse.RawDescriptionHelpFormatter):
    """--help shows every default (where there is one) and keeps the line breaks of the examples."""

    def _get_help_string(self, action):
        if action.default in (None, False) or "default:" in (action.help or ""):
            return action.help
        return super()._get_help_string(action)
