"""Writing files so that a crash or Ctrl-C never leaves half of one: every writer goes through atomic_path."""

import contextlib
import gzip
import hashlib
import io
import json
import os
import secrets
import shutil
import zlib


@contextlib.contextmanager
def atomic_path(dest):
    """Yield a temporary path next to `dest`; on success it is renamed to `dest`, on any error removed.

    Works for files and folders alike (the caller creates whatever it wants at the path). The rename is
    atomic, so readers see the old `dest` or the complete new one, never a partial one.
    """
    folder = os.path.dirname(os.path.abspath(dest))
    os.makedirs(folder, exist_ok=True)
    # A fresh name per writer: concurrent writers of the same file never share a temporary path.
    tmp = os.path.join(folder, f".{os.path.basename(dest)}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    try:
        yield tmp
        if os.path.isdir(tmp) and os.path.isdir(dest):
            shutil.rmtree(dest)  # a stale or interrupted copy of a folder (a file is simply replaced)
        os.replace(tmp, dest)
    finally:
        if os.path.isdir(tmp):
            shutil.rmtree(tmp, ignore_errors=True)
        else:
            with contextlib.suppress(FileNotFoundError):
                os.remove(tmp)


@contextlib.contextmanager
def atomic_open(dest, mode="w", **kwargs):
    """open() a file that appears at `dest` only once the block completes (flushed to disk)."""
    with atomic_path(dest) as tmp, open(tmp, mode, **kwargs) as f:
        yield f
        f.flush()
        os.fsync(f.fileno())


def write_json(path, obj):
    """Write `obj` as indented JSON atomically, creating the folder; returns the path."""
    with atomic_open(path, encoding="utf-8") as f:
        json.dump(obj, f, indent=2, ensure_ascii=False)
        f.write("\n")
    return path


def write_json_gz(path, obj):
    """Write `obj` as compact gzipped JSON atomically; the same object gives the same bytes (no name or time in
    the gzip header), so a stored result rewritten unchanged leaves git nothing to record. Returns the path."""
    with atomic_path(path) as tmp, open(tmp, "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as packed, \
                io.TextIOWrapper(packed, encoding="utf-8") as f:
            json.dump(obj, f)
        raw.flush()
        os.fsync(raw.fileno())
    return path


def open_text(path):
    """open() for reading text, through gzip when the name ends in .gz (stored results are kept compressed)."""
    return gzip.open(path, "rt", encoding="utf-8") if path.endswith(".gz") else open(path, encoding="utf-8")


def read_json(path):
    """The JSON object in `path` (.json or .json.gz), or {} when it is missing or unreadable."""
    try:
        with open_text(path) as f:
            return json.load(f)
    except (OSError, ValueError, EOFError, zlib.error):
        return {}


def read_json_or_exit(path, missing, unreadable):
    """The JSON in `path` (.json or .json.gz) for a script: UsageError (one line) `missing` when there is no such
    file, `unreadable` plus the reason when it is not JSON."""
    from .errors import UsageError

    if not os.path.isfile(path):
        raise UsageError(missing)
    try:
        with open_text(path) as f:
            return json.load(f)
    except (OSError, ValueError, EOFError, zlib.error) as error:
        raise UsageError(f"{unreadable}: {error}") from None


def file_sha256(path, chunk_size=1 << 22):
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(chunk_size), b""):
            digest.update(chunk)
    return digest.hexdigest()
