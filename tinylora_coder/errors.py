"""Errors that end a script with a one-line message (run_cli prints them without a traceback)."""


class UsageError(ValueError):
    """Bad command-line input (missing file, contradicting options); the message is one line for the user."""


class ModelLoadError(RuntimeError):
    """A model could not be found or loaded; the message is one line meant for the user."""


class CheckpointError(ValueError):
    """A TinyLoRA checkpoint that cannot be used (unreadable, or made for another model or configuration)."""


class SandboxError(RuntimeError):
    """The judge itself could not run (no compiler, sandbox setup failed): never the program's fault."""


class UnsupportedLibraryError(RuntimeError):
    """An installed TRL, transformers or vLLM lacks a private name this project uses (library_boundary.py)."""


USER_ERRORS = (UsageError, CheckpointError, ModelLoadError, SandboxError, UnsupportedLibraryError, FileNotFoundError)


def first_line(error, limit=None):
    """The first line of an exception's message (its type name when empty), cut at a word boundary."""
    lines = str(error).strip().splitlines()
    text = lines[0] if lines else type(error).__name__
    if limit is not None and len(text) > limit:
        text = text[:limit].rsplit(" ", 1)[0] + " ..."
    return text
