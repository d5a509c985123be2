"""Problem files: where they are, reading both dataset formats, the original project's difficulty filter, sampling.

The internal problem is {"name", "description", "tests": [{"input", "output"}], "source", "difficulty"}.
Readers skip and count unusable lines (malformed JSON, no statement, no stdin/stdout tests) with their line
numbers instead of failing. No torch here: data loading is fast to import.
"""

import glob
import json
import os
import random
from dataclasses import dataclass, field

from tqdm.auto import tqdm

from ..config import CODE_CONTESTS_DIR, DEEPCODER_DIR
from .test_cases import TestFormatError, collect_tests

DATASET_SPLITS = {"code_contests": ("train", "valid", "test"), "deepcoder": ("train", "test")}
MAX_DESCRIPTION_CHARS = 8000  # the original project cut longer statements to keep prompts within the context
# deepmind/code_contests enums (the JSONL stores the integers)
SOURCE_NAMES = {0: "UNKNOWN", 1: "CODECHEF", 2: "CODEFORCES", 3: "HACKEREARTH", 4: "CODEJAM", 5: "ATCODER", 6: "AIZU"}
DIFFICULTY_NAMES = {0: "UNKNOWN", 1: "EASY", 2: "MEDIUM", 3: "HARD", 4: "HARDER", 5: "HARDEST", 6: "EXTERNAL",
                    **{7 + i: chr(ord("A") + i) for i in range(22)}}  # 7..28 = A..V
# The original project's training filter: source -> allowed difficulties.
# Codeforces and AtCoder A/B problems; CodeChef and HackerEarth EASY problems.
DATASET_CONFIG = {
    2: [7, 8],  # Codeforces A, B
    5: [7, 8],  # AtCoder A, B
    1: [1],     # CodeChef EASY
    3: [1],     # HackerEarth EASY
}


def default_data_path(dataset, split, code_contests_dir=CODE_CONTESTS_DIR, deepcoder_dir=DEEPCODER_DIR):
    """Where the downloaders put a split: a file for code_contests, a glob over configs for deepcoder."""
    if dataset not in DATASET_SPLITS:
        raise ValueError(f"unknown dataset {dataset!r} (choose from {', '.join(DATASET_SPLITS)})")
    if split not in DATASET_SPLITS[dataset]:
        raise ValueError(f"{dataset} has no split {split!r} (choose from {', '.join(DATASET_SPLITS[dataset])})")
    if dataset == "code_contests":
        return os.path.join(code_contests_dir, f"code_contests_{split}.jsonl")
    # One file per DeepCoder config (deepcoder_lcbv5_train.jsonl, ...): like the original project, use all that exist.
    return os.path.join(deepcoder_dir, f"deepcoder_*_{split}.jsonl")


BUNDLED_SPLITS = ("train", "valid", "test")  # local_code_contests/bundled_<split>.jsonl ship with the repo


def find_data_file(dataset, split, code_contests_dir=CODE_CONTESTS_DIR, deepcoder_dir=DEEPCODER_DIR):
    """The downloaded file (or glob) for a dataset split; the bundled problems when it is missing, saying so.

    Both folders default to the repository's own (not the current directory), so scripts work from anywhere.
    """
    path = default_data_path(dataset, split, code_contests_dir, deepcoder_dir)
    try:
        expand_data_paths(path)
        return path
    except FileNotFoundError:
        pass
    bundled_split = split if split in BUNDLED_SPLITS else "train"
    bundled = os.path.join(code_contests_dir, f"bundled_{bundled_split}.jsonl")
    if not os.path.isfile(bundled):
        expand_data_paths(path)  # raises the data section's error with the download hint
    download = "download_deepcoder.py" if dataset == "deepcoder" else "download_code_contests.py"
    print(f"warning: {path} not found: using the bundled problems {bundled} instead of {dataset}'s {split} split "
          f"(python {download} fetches it; real runs need it)")
    return bundled


class ProblemFormatError(ValueError):
    """A record that cannot become a problem; the message is the reason counted in the load summary."""


def _int_field(value):
    if isinstance(value, bool):
        return 0
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value)
    return 0


def problem_statement(record):
    """The statement text of a record: code_contests `description`, DeepCoder `problem`, or `question`."""
    return record.get("description") or record.get("problem") or record.get("question")


def normalize_problem(record, max_description_chars=MAX_DESCRIPTION_CHARS, max_tests=None, default_name=""):
    """One upstream record (code_contests, DeepCoder JSONL or raw row, seed lines) -> internal problem dict.

    Returns {"name", "description", "tests", "source", "difficulty"}; raises ProblemFormatError.
    """
    description = problem_statement(record)
    if not isinstance(description, str) or not description.strip():
        raise ProblemFormatError("no description")
    if max_description_chars is not None and len(description) > max_description_chars:
        description = description[:max_description_chars]
    try:
        tests, skipped = collect_tests(record, max_tests)
    except TestFormatError:
        raise ProblemFormatError("unreadable tests") from None
    if not tests:
        raise ProblemFormatError("no stdin/stdout tests" if skipped else "no tests")
    name = record.get("name")
    return {
        "name": name if isinstance(name, str) and name else default_name,
        "description": description,
        "tests": tests,
        "source": _int_field(record.get("source", 0)),
        "difficulty": _int_field(record.get("difficulty", 0)),
    }


def passes_filter(source, difficulty, config=DATASET_CONFIG):
    """True when the config allows this (source, difficulty); config None allows everything."""
    return config is None or difficulty in config.get(source, ())


def filter_dataset(problems, config=DATASET_CONFIG):
    """Keep the code_contests problems whose (source, difficulty) the config allows (the original project's filter).

    Only meaningful for code_contests data: DeepCoder problems have no source/difficulty (both 0) and would all
    be dropped. load_problems(..., filter_config=...) applies the filter to code_contests records only.
    """
    if config is None:
        return list(problems)
    return [p for p in problems if passes_filter(p.get("source", 0), p.get("difficulty", 0), config)]


def _filter_applies(record):
    # DeepCoder records carry no real source/difficulty (the downloader writes 0/0), so the filter skips them.
    return record.get("dataset") != "deepcoder" and ("source" in record or "difficulty" in record)


@dataclass
class LoadStats:
    """What read_problems did with one file: counts and the line numbers of skipped lines, by reason."""
    path: str
    lines: int = 0  # non-blank lines
    loaded: int = 0
    filtered_out: int = 0
    truncated: int = 0
    max_description_chars: int = MAX_DESCRIPTION_CHARS
    skipped: dict = field(default_factory=dict)  # reason -> [line numbers]

    def skip(self, reason, line_no):
        self.skipped.setdefault(reason, []).append(line_no)

    @property
    def num_skipped(self):
        return sum(len(lines) for lines in self.skipped.values())

    def summary(self, max_line_numbers=5):
        text = f"loaded {self.loaded} problems from {self.path}"
        notes = []
        if self.filtered_out:
            notes.append(f"{self.filtered_out} left out by the source/difficulty filter")
        if self.truncated:
            notes.append(f"{self.truncated} descriptions cut to {self.max_description_chars} chars")
        if notes:
            text += f" ({'; '.join(notes)})"
        if self.skipped:
            parts = []
            for reason, line_numbers in self.skipped.items():
                shown = ", ".join(str(n) for n in line_numbers[:max_line_numbers])
                hidden = len(line_numbers) - max_line_numbers
                more = f" and {hidden} more" if hidden > 0 else ""
                parts.append(f"{reason}: line{'s' if len(line_numbers) > 1 else ''} {shown}{more}")
            text += f"; skipped {self.num_skipped} of {self.lines} lines ({'; '.join(parts)})"
        return text


_LOAD_PROGRESS_MIN_BYTES = 64 * 2**20  # show a progress bar only for files that take a while


def read_problems(path, filter_config=None, max_description_chars=MAX_DESCRIPTION_CHARS, max_tests=None):
    """Read one JSONL file into internal problems, skipping (and counting) lines that cannot be used.

    Returns (problems, LoadStats). Malformed JSON, non-UTF-8 bytes, records without a description or without
    stdin/stdout tests are skipped, never raised. With max_tests only the first max_tests tests are kept.
    """
    stats = LoadStats(path=path, max_description_chars=max_description_chars)
    problems = []
    base_name = os.path.basename(path)
    size = os.path.getsize(path)
    with open(path, "rb") as f, tqdm(total=size, unit="B", unit_scale=True, desc=f"reading {base_name}",
                                     disable=size < _LOAD_PROGRESS_MIN_BYTES) as progress:
        for line_no, raw_line in enumerate(f, start=1):
            progress.update(len(raw_line))
            if not raw_line.strip():
                continue
            stats.lines += 1
            try:
                record = json.loads(raw_line.decode("utf-8"))
            except UnicodeDecodeError:
                stats.skip("non-UTF-8 bytes", line_no)
                continue
            except (ValueError, RecursionError):
                stats.skip("malformed JSON", line_no)
                continue
            if not isinstance(record, dict):
                stats.skip("not a JSON object", line_no)
                continue
            if filter_config is not None and _filter_applies(record):
                if not passes_filter(_int_field(record.get("source", 0)), _int_field(record.get("difficulty", 0)),
                                     filter_config):
                    stats.filtered_out += 1
                    continue
            try:
                problem = normalize_problem(record, max_description_chars, max_tests,
                                            default_name=f"{base_name}:{line_no}")
            except ProblemFormatError as exc:
                stats.skip(str(exc), line_no)
                continue
            if len(problem["description"]) < len(problem_statement(record)):
                stats.truncated += 1
            problems.append(problem)
    stats.loaded = len(problems)
    return problems, stats


def _missing_data_hint(path):
    name = os.path.basename(path)
    offline = "; without network, the bundled problems in local_code_contests/bundled_{train,valid,test}.jsonl work"
    if name.startswith("code_contests_"):
        split = name[len("code_contests_"):].split(".")[0]
        return f" (download it with: python download_code_contests.py --splits {split}{offline})"
    if name.startswith("deepcoder_"):
        return f" (download it with: python download_deepcoder.py{offline})"
    return ""


def expand_data_paths(path):
    """A path, a glob pattern or a list of them -> existing files (sorted per pattern); FileNotFoundError if none."""
    patterns = [path] if isinstance(path, (str, os.PathLike)) else list(path)
    patterns = [os.fspath(p) for p in patterns]
    files = []
    for pattern in patterns:
        if any(c in pattern for c in "*?["):
            files += [m for m in sorted(glob.glob(pattern)) if os.path.isfile(m)]
        elif os.path.isdir(pattern):
            raise FileNotFoundError(f"{pattern} is a directory: give a .jsonl file or a glob like {pattern}/*.jsonl")
        elif os.path.isfile(pattern):
            files.append(pattern)
    if not files:
        raise FileNotFoundError(f"no data file found at {' or '.join(patterns)}{_missing_data_hint(patterns[0])}")
    return files


def load_problems(path, max_samples=None, seed=42, filter_config=None,
                  max_description_chars=MAX_DESCRIPTION_CHARS, max_tests=None, return_stats=False):
    """Load problems from code_contests or DeepCoder JSONL (path, glob or list) into the internal schema.

    Each problem: {"name", "description", "tests": [{"input", "output"}] (public, private, generated),
    "source", "difficulty"}. filter_config (e.g. DATASET_CONFIG) keeps allowed code_contests
    (source, difficulty) pairs and never drops DeepCoder records. With max_samples, a random subset of that size
    is drawn with `seed` (the order is then random too); descriptions longer than max_description_chars are cut;
    with max_tests only the first max_tests tests of each problem are kept. Prints one summary line per file.
    Raises FileNotFoundError when no file matches; unusable lines are skipped and counted, never raised.
    """
    if max_samples is not None and max_samples < 1:
        raise ValueError(f"max_samples must be at least 1, got {max_samples}")
    problems, all_stats = [], []
    for file_path in expand_data_paths(path):
        file_problems, stats = read_problems(file_path, filter_config, max_description_chars, max_tests)
        print(stats.summary())
        problems += file_problems
        all_stats.append(stats)
    problems = sample_problems(problems, max_samples, seed)
    return (problems, all_stats) if return_stats else problems


def sample_problems(problems, max_samples, seed=42):
    """A random subset of max_samples problems drawn with `seed` (in random order); all of them when fewer."""
    if max_samples is None or len(problems) <= max_samples:
        return problems
    print(f"sampled {max_samples} problems (seed {seed})")
    return random.Random(seed).sample(problems, max_samples)
