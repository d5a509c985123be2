"""Download deepmind/code_contests into the JSONL files the trainer reads.

Each split is streamed through `datasets` (no full copy kept on disk), only the chosen columns are kept, and
the result goes to <output_dir>/code_contests_<split>.jsonl. A file is written under a temporary name and
renamed when complete, so an interrupted download never leaves a partial file that looks whole.

Examples:
  python download_code_contests.py                               # train split only
  python download_code_contests.py --splits train valid test     # all splits (test: 165 problems)
  python download_code_contests.py --from_local ./code_contests  # convert parquet files downloaded by hand

Heavy imports (datasets) happen inside functions so that --help and the offline check answer at once.
"""
import argparse
import os
import sys
import time

from tinylora_coder.cli import ScriptParser
from tinylora_coder.config import CODE_CONTESTS_DIR
from tinylora_coder.data.downloads import (add_source_arguments, find_local_parquet_files, known_columns,
                                           open_split, start_download, to_json_line, write_jsonl_atomic)
from tinylora_coder.files import write_json
from tinylora_coder.models.hub import hub_endpoint

DATASET_ID = "deepmind/code_contests"
SPLITS = ("train", "valid", "test")
SPLIT_SIZES = {"train": 13328, "valid": 117, "test": 165}  # for the progress bar
DEFAULT_OUTPUT_DIR = CODE_CONTESTS_DIR
DEFAULT_KEEP_COLUMNS = ["name", "description", "public_tests", "private_tests", "generated_tests",
                        "source", "difficulty"]
KNOWN_COLUMNS = ("name", "description", "public_tests", "private_tests", "generated_tests", "source",
                 "difficulty", "solutions", "incorrect_solutions", "cf_contest_id", "cf_index", "cf_points",
                 "cf_rating", "cf_tags", "is_description_translated", "untranslated_description", "time_limit",
                 "memory_limit_bytes", "input_file", "output_file")


def code_contests_jsonl_lines(rows, keep_columns):
    """Upstream rows -> JSON lines with only keep_columns (missing ones are left out)."""
    for row in rows:
        yield to_json_line({key: row[key] for key in keep_columns if key in row})


def parse_args(argv=None):
    parser = ScriptParser(
        description=__doc__[:__doc__.index("Examples:")].rstrip(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=__doc__[__doc__.index("Examples:"):__doc__.index("Heavy imports")].rstrip())
    parser.add_argument("--splits", nargs="+", default=["train"], choices=SPLITS, metavar="SPLIT",
                        help="splits to download, any of: train valid test (default: train)")
    parser.add_argument("--output_dir", default=DEFAULT_OUTPUT_DIR,
                        help=f"folder for the JSONL files (default: {DEFAULT_OUTPUT_DIR})")
    parser.add_argument("--keep_columns", nargs="+", default=DEFAULT_KEEP_COLUMNS, metavar="COLUMN",
                        help="columns to keep in each line; the trainer needs description and the *_tests columns, "
                             "source and difficulty feed the filter (default: " + " ".join(DEFAULT_KEEP_COLUMNS) + ")")
    add_source_arguments(parser, "convert parquet files already on disk instead of downloading: DIR is searched "
                                 "for <split>-*.parquet (e.g. a copy of the dataset repository with "
                                 "data/train-0000x-of-...)")
    args = parser.parse_args(argv)
    unknown = [c for c in args.keep_columns if c not in KNOWN_COLUMNS]
    if unknown:
        parser.error(f"unknown column(s) {', '.join(unknown)}; code_contests has: {', '.join(KNOWN_COLUMNS)}")
    if args.from_local is not None and not os.path.isdir(args.from_local):
        parser.error(f"--from_local: {args.from_local} is not a directory")
    return args


def download_split(split, args):
    """Stream one split into its JSONL file; returns the number of rows written."""
    local_files = None
    if args.from_local is not None:
        local_files = find_local_parquet_files(args.from_local, split)
        if not local_files:
            sys.exit(f"error: no parquet files for split {split!r} under {args.from_local} "
                     f"(expected names like {split}-00000-of-00001.parquet)")
    dataset = open_split(DATASET_ID, split, local_files=local_files)
    columns = known_columns(dataset)
    if columns is not None:
        missing = [c for c in args.keep_columns if c not in columns]
        if missing:
            sys.exit(f"error: split {split!r} has no column(s) {', '.join(missing)} (it has: {', '.join(columns)})")
    output_path = os.path.join(args.output_dir, f"code_contests_{split}.jsonl")
    total = SPLIT_SIZES.get(split) if local_files is None else None
    count = write_jsonl_atomic(output_path, code_contests_jsonl_lines(dataset, args.keep_columns),
                               desc=f"code_contests {split}", total=total)
    write_json(output_path[:-len(".jsonl")] + ".summary.json", {
        "dataset": DATASET_ID, "split": split, "rows": count, "columns": args.keep_columns,
        "from": os.path.abspath(args.from_local) if local_files else hub_endpoint(),
        "written": time.strftime("%Y-%m-%d %H:%M:%S"),
    })
    print(f"{split}: wrote {count} problems to {output_path}")
    return count


def main(argv=None):
    args = parse_args(argv)
    if "description" not in args.keep_columns or not any(c.endswith("_tests") for c in args.keep_columns):
        print("warning: without description and *_tests columns the trainer cannot use these files")
    start_download(args, DATASET_ID, f"code_contests: splits {' '.join(args.splits)}")
    total = 0
    for split in args.splits:
        try:
            total += download_split(split, args)
        except KeyboardInterrupt:
            print(f"interrupted: split {split!r} not written (no partial file left)", file=sys.stderr)
            sys.exit(130)
        except Exception as exc:  # network drops, missing files on the Hub: one line, not a traceback
            sys.exit(f"error: downloading split {split!r} failed, nothing written: {type(exc).__name__}: {exc}")
    print(f"done: {total} problems in {args.output_dir}. Train with: python train_rl.py 32 2000")


if __name__ == "__main__":
    main()
