"""Download agentica-org/DeepCoder-Preview-Dataset into JSONL files the trainer reads.

Each config is streamed through `datasets`. Only stdin/stdout tests are kept (function-call tests cannot be
judged by running a C++ program; they are counted), very large tests are dropped, and problems with fewer
than --min_tests remaining tests are left out. The result, <output_dir>/deepcoder_<config>_<split>.jsonl,
uses the code_contests schema (tests in private_tests, source/difficulty 0) plus "dataset" and "config";
a .summary.json next to it records what was kept and skipped. Files are renamed into place only when complete.

Examples:
  python download_deepcoder.py                                   # lcbv5 train (the original project's choice)
  python download_deepcoder.py --configs lcbv5 codeforces taco   # several configs, one file each
  python download_deepcoder.py --from_local ./DeepCoder-Preview-Dataset   # convert parquet files on disk
Then: python train_rl.py 32 2000 --dataset deepcoder
"""
import argparse
import os
import sys
import time
from dataclasses import asdict, dataclass

from tinylora_coder.cli import ScriptParser
from tinylora_coder.config import DEEPCODER_DIR
from tinylora_coder.data.downloads import (add_source_arguments, EmptyOutputError, find_local_parquet_files,
                                           known_columns, open_split, start_download, to_json_line,
                                           write_jsonl_atomic)
from tinylora_coder.files import write_json
from tinylora_coder.models.hub import hub_endpoint

DATASET_ID = "agentica-org/DeepCoder-Preview-Dataset"
CONFIGS = ("codeforces", "lcbv5", "primeintellect", "taco")
SPLITS = ("train", "test")  # every config has train; test exists for some (e.g. lcbv5)
DEFAULT_OUTPUT_DIR = DEEPCODER_DIR
DEFAULT_MIN_TESTS = 5  # the original project's threshold
DEFAULT_MAX_TEST_BYTES = 1_000_000


@dataclass
class DeepCoderStats:
    """Counts for one config/split: problems (rows) and individual tests."""
    rows: int = 0
    kept: int = 0
    no_problem: int = 0        # rows without a problem statement
    unreadable_tests: int = 0  # tests field that is not valid JSON or has an unknown shape
    too_few_tests: int = 0     # fewer than min_tests stdin/stdout tests left
    tests_kept: int = 0
    tests_functional: int = 0  # function-call tests skipped
    tests_too_large: int = 0   # tests over max_test_bytes dropped
    tests_over_cap: int = 0    # tests beyond max_tests dropped

    def summary(self):
        return (f"kept {self.kept} of {self.rows} problems ({self.tests_kept} tests); left out: "
                f"{self.too_few_tests} with too few stdin/stdout tests, {self.unreadable_tests} with unreadable "
                f"tests, {self.no_problem} without a statement; tests skipped: {self.tests_functional} "
                f"function-call, {self.tests_too_large} too large, {self.tests_over_cap} over the cap")


def test_size_over(test, max_bytes):
    """True when the UTF-8 size of input+output exceeds max_bytes (encodes only when it matters)."""
    chars = len(test["input"]) + len(test["output"])
    if chars > max_bytes:
        return True
    if 4 * chars <= max_bytes:  # UTF-8 uses at most 4 bytes a character
        return False
    return len(test["input"].encode("utf-8")) + len(test["output"].encode("utf-8")) > max_bytes


def convert_deepcoder_rows(rows, config, split, stats, min_tests=DEFAULT_MIN_TESTS,
                           max_test_bytes=DEFAULT_MAX_TEST_BYTES, max_tests=None):
    """Upstream DeepCoder rows ({"problem", "tests", ...}) -> records in the trainer's JSONL schema.

    Updates `stats` as it goes. max_test_bytes None keeps tests of any size; max_tests None keeps all tests.
    """
    from utils import TestFormatError, parse_test_field  # heavy import (utils loads torch), only when converting

    for index, row in enumerate(rows):
        stats.rows += 1
        problem = row.get("problem")
        if not isinstance(problem, str) or not problem.strip():
            stats.no_problem += 1
            continue
        try:
            tests, functional = parse_test_field(row.get("tests"))
        except TestFormatError:
            stats.unreadable_tests += 1
            continue
        stats.tests_functional += functional
        if max_test_bytes is not None:
            small = [t for t in tests if not test_size_over(t, max_test_bytes)]
            stats.tests_too_large += len(tests) - len(small)
            tests = small
        if len(tests) < min_tests:
            stats.too_few_tests += 1
            continue
        if max_tests is not None and len(tests) > max_tests:
            stats.tests_over_cap += len(tests) - max_tests
            tests = tests[:max_tests]
        stats.kept += 1
        stats.tests_kept += len(tests)
        yield {
            "name": f"deepcoder/{config}/{split}/{index}",
            "description": problem,
            "public_tests": {"input": [], "output": []},
            "private_tests": {"input": [t["input"] for t in tests], "output": [t["output"] for t in tests]},
            "generated_tests": {"input": [], "output": []},
            "source": 0,
            "difficulty": 0,
            "dataset": "deepcoder",
            "config": config,
        }


def parse_args(argv=None):
    parser = ScriptParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=__doc__[__doc__.index("\n\n") + 2:].rstrip())
    parser.add_argument("--configs", nargs="+", default=["lcbv5"], choices=CONFIGS, metavar="CONFIG",
                        help="dataset configs, any of: " + " ".join(CONFIGS) + " (default: lcbv5)")
    parser.add_argument("--splits", nargs="+", default=["train"], choices=SPLITS, metavar="SPLIT",
                        help="splits, any of: train test (default: train); a config without the split is skipped")
    parser.add_argument("--output_dir", default=DEFAULT_OUTPUT_DIR,
                        help=f"folder for the JSONL files (default: {DEFAULT_OUTPUT_DIR}, where train_rl.py looks)")
    parser.add_argument("--min_tests", type=int, default=DEFAULT_MIN_TESTS, metavar="N",
                        help="leave out problems with fewer than N stdin/stdout tests after dropping function-call "
                             f"and too large tests (default: {DEFAULT_MIN_TESTS}, as the original project)")
    parser.add_argument("--max_test_bytes", type=int, default=DEFAULT_MAX_TEST_BYTES, metavar="BYTES",
                        help="drop single tests whose input+output exceed BYTES; 0 keeps every size "
                             f"(default: {DEFAULT_MAX_TEST_BYTES:,}; some upstream tests are hundreds of MB)")
    parser.add_argument("--max_tests", type=int, default=0, metavar="N",
                        help="keep at most the first N tests of a problem; 0 keeps all (default: 0; how many a "
                             "training reward judges is train_rl.py's --train_tests, all by default)")
    add_source_arguments(parser, "convert parquet files already on disk instead of downloading: DIR is a copy of the "
                                 "dataset repository (DIR/<config>/<split>-*.parquet) or one config's folder")
    args = parser.parse_args(argv)
    if args.min_tests < 1:
        parser.error(f"--min_tests must be at least 1, got {args.min_tests}")
    if args.max_test_bytes < 0 or args.max_tests < 0:
        parser.error("--max_test_bytes and --max_tests must be 0 (no limit) or positive")
    if args.max_tests and args.max_tests < args.min_tests:
        parser.error(f"--max_tests ({args.max_tests}) is below --min_tests ({args.min_tests})")
    if args.from_local is not None and not os.path.isdir(args.from_local):
        parser.error(f"--from_local: {args.from_local} is not a directory")
    return args


def local_files_for(root, config, split):
    """Parquet files of config/split under root (a repository copy), or under root itself (one config)."""
    config_dir = os.path.join(root, config)
    return find_local_parquet_files(config_dir if os.path.isdir(config_dir) else root, split)


def download_config(config, split, args):
    """Convert one config/split; returns the number of problems written (0 when the split does not exist)."""
    local_files = None
    if args.from_local is not None:
        local_files = local_files_for(args.from_local, config, split)
        if not local_files:
            print(f"{config}/{split}: no parquet files under {args.from_local}, skipped")
            return 0
    try:
        dataset = open_split(DATASET_ID, split, config=config, local_files=local_files)
    except ValueError as exc:  # datasets: "Bad split: test. Available splits: ['train']"
        if "split" not in str(exc).lower():
            raise
        print(f"{config}/{split}: not available ({exc}), skipped")
        return 0
    columns = known_columns(dataset)
    if columns is not None and not {"problem", "tests"} <= set(columns):
        sys.exit(f"error: {config}/{split} has no 'problem' and 'tests' columns (it has: {', '.join(columns)})")

    stats = DeepCoderStats()
    records = convert_deepcoder_rows(dataset, config, split, stats, min_tests=args.min_tests,
                                     max_test_bytes=args.max_test_bytes or None, max_tests=args.max_tests or None)
    output_path = os.path.join(args.output_dir, f"deepcoder_{config}_{split}.jsonl")
    try:
        count = write_jsonl_atomic(output_path, (to_json_line(r) for r in records), desc=f"{config} {split}",
                                   allow_empty=False)
    except EmptyOutputError:  # an empty file would only hide the problem from the trainer
        sys.exit(f"error: {config}/{split}: no problem kept, nothing written; {stats.summary()}")
    write_json(output_path[:-len(".jsonl")] + ".summary.json", {
        "dataset": DATASET_ID, "config": config, "split": split,
        "min_tests": args.min_tests, "max_test_bytes": args.max_test_bytes, "max_tests": args.max_tests,
        "from": os.path.abspath(args.from_local) if local_files else hub_endpoint(),
        "written": time.strftime("%Y-%m-%d %H:%M:%S"), **asdict(stats),
    })
    print(f"{config}/{split}: {stats.summary()} -> {output_path}")
    return count


def main(argv=None):
    args = parse_args(argv)
    start_download(args, DATASET_ID, f"DeepCoder: configs {' '.join(args.configs)}, splits {' '.join(args.splits)}")
    total = 0
    for config in args.configs:
        for split in args.splits:
            try:
                total += download_config(config, split, args)
            except KeyboardInterrupt:
                print(f"interrupted: {config}/{split} not written (no partial file left)", file=sys.stderr)
                sys.exit(130)
            except Exception as exc:  # network drops, Hub errors: one line, not a traceback
                sys.exit(f"error: downloading {config}/{split} failed, nothing written: {type(exc).__name__}: {exc}")
    if total == 0:
        sys.exit("error: nothing was written")
    print(f"done: {total} problems in {args.output_dir}. Train with: python train_rl.py 32 2000 --dataset deepcoder")


if __name__ == "__main__":
    main()
