"""What the two dataset downloaders share: the offline check, local parquet files, streaming, atomic JSONL.

`datasets` is imported inside open_split only, so the scripts' --help and their offline exit answer at once.
"""

import argparse
import json
import os
import sys

from tqdm import tqdm

from ..files import atomic_open
from ..models.hub import hub_endpoint, offline_reason, probe_url

DEFAULT_NETWORK_TIMEOUT = 5.0
DATASET_OFFLINE_VARIABLES = ("HF_HUB_OFFLINE", "HF_DATASETS_OFFLINE")


def check_hub_reachable(dataset_id, endpoint=None, timeout=DEFAULT_NETWORK_TIMEOUT):
    """None if the Hub answers about `dataset_id` within `timeout` seconds, else a short reason."""
    offline = offline_reason(DATASET_OFFLINE_VARIABLES)
    if offline:
        return f"{offline}, so the Hub may not be used"
    return probe_url(f"{endpoint or hub_endpoint()}/api/datasets/{dataset_id}", timeout)


def exit_if_hub_unreachable(dataset_id, timeout):
    """Stop the script with an explanation when the Hub cannot be reached."""
    endpoint = hub_endpoint()
    reason = check_hub_reachable(dataset_id, endpoint, timeout)
    if reason is not None:
        sys.exit(f"error: cannot reach the Hugging Face Hub at {endpoint} ({reason}).\n"
                 f"This script downloads {dataset_id} and needs network access. Connect to the internet, "
                 f"or set HF_ENDPOINT to a reachable mirror, or download the dataset's parquet files on another "
                 f"machine and convert them here with --from_local DIR. Training and testing also work "
                 f"offline on the bundled problems (local_code_contests/bundled_*.jsonl) without any download.")


def add_source_arguments(parser, from_local_help):
    """--from_local and --network_timeout, as both downloaders take them."""
    parser.add_argument("--from_local", metavar="DIR", help=from_local_help)
    parser.add_argument("--network_timeout", type=positive_float, default=DEFAULT_NETWORK_TIMEOUT, metavar="SEC",
                        help=f"seconds to wait for the Hub before giving up (default: {DEFAULT_NETWORK_TIMEOUT:g})")


def start_download(args, dataset_id, what):
    """A downloader's first steps: stop at once when the Hub is needed and unreachable, create the output folder,
    say what goes where."""
    if args.from_local is None:
        exit_if_hub_unreachable(dataset_id, args.network_timeout)
    os.makedirs(args.output_dir, exist_ok=True)
    print(f"{what} -> {args.output_dir} (from {args.from_local or hub_endpoint()})")


def find_local_parquet_files(root, split):
    """Parquet files of one split under `root`: named <split>-*.parquet / <split>.parquet, or in a <split>/ folder."""
    found = []
    for folder, _, names in os.walk(root):
        in_split_folder = os.path.basename(folder) == split
        for name in names:
            if name.endswith(".parquet") and (in_split_folder or name.startswith(f"{split}-")
                                              or name == f"{split}.parquet"):
                found.append(os.path.join(folder, name))
    return sorted(found)


def open_split(dataset_id, split, config=None, local_files=None):
    """A streaming iterable of rows: from the Hub, or from local parquet files."""
    from datasets import load_dataset  # heavy import, only when really loading

    if local_files is not None:
        return load_dataset("parquet", data_files=local_files, split="train", streaming=True)
    return load_dataset(dataset_id, config, split=split, streaming=True)


def known_columns(dataset):
    """Column names of a streaming dataset when its features are known, else None."""
    features = getattr(dataset, "features", None)
    return list(features) if features else None


class EmptyOutputError(RuntimeError):
    """Raised by write_jsonl_atomic(..., allow_empty=False) when no line was produced; nothing is written."""


def write_jsonl_atomic(path, lines, desc=None, total=None, allow_empty=True):
    """Write JSON lines (strings without newline) to `path` atomically, with a progress bar. Returns the count.

    With allow_empty=False an empty result raises EmptyOutputError and leaves any existing file untouched.
    """
    count = 0
    with atomic_open(path, encoding="utf-8") as f:
        for line in tqdm(lines, desc=desc or os.path.basename(path), total=total, unit=" rows"):
            f.write(line + "\n")
            count += 1
        if count == 0 and not allow_empty:
            raise EmptyOutputError(f"no rows for {path}")
    return count


def to_json_line(record):
    # default=str: parquet can hold values JSON has no type for (timestamps); keep them readable.
    return json.dumps(record, ensure_ascii=False, default=str)


def positive_float(text):
    value = float(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be positive, got {text}")
    return value
