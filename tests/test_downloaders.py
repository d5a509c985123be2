"""download_code_contests.py and download_deepcoder.py: conversion from parquet, atomic writes, offline exit."""
import http.server
import json
import os
import socket
import subprocess
import sys
import threading
import time

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

import download_code_contests
import download_deepcoder
import utils
from tinylora_coder.data.downloads import EmptyOutputError, check_hub_reachable, write_jsonl_atomic
from download_deepcoder import DeepCoderStats, convert_deepcoder_rows

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPTS = ["download_code_contests.py", "download_deepcoder.py"]


def run_script(script, *args, env=None):
    """Run a downloader as a user would; returns (returncode, stdout, stderr, seconds)."""
    start = time.monotonic()
    result = subprocess.run([sys.executable, os.path.join(ROOT, script), *args], capture_output=True, text=True,
                            env={**os.environ, **(env or {})}, timeout=60, cwd=ROOT)
    return result.returncode, result.stdout, result.stderr, time.monotonic() - start


def read_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


# ---------- command line ----------

@pytest.mark.parametrize("script", SCRIPTS)
def test_help_explains_every_option(script):
    rc, out, _, seconds = run_script(script, "--help")
    assert rc == 0
    options = {"download_code_contests.py": ["--splits", "--output_dir", "--keep_columns", "--from_local",
                                             "--network_timeout"],
               "download_deepcoder.py": ["--configs", "--splits", "--output_dir", "--min_tests", "--max_test_bytes",
                                         "--max_tests", "--from_local", "--network_timeout"]}[script]
    for option in options:
        assert option in out
    assert "default:" in out and "Examples:" in out
    assert seconds < 10  # no heavy import before parsing arguments


@pytest.mark.parametrize("script, args, message", [
    ("download_deepcoder.py", ["--configs", "luogu"], "invalid choice"),
    ("download_deepcoder.py", ["--min_tests", "5", "--max_tests", "2"], "below --min_tests"),
    ("download_deepcoder.py", ["--from_local", "/no/such/dir"], "is not a directory"),
    ("download_code_contests.py", ["--keep_columns", "description", "bogus"], "unknown column(s) bogus"),
    ("download_code_contests.py", ["--splits", "validation"], "invalid choice"),
])
def test_bad_arguments_give_a_one_line_error(script, args, message):
    rc, _, err, _ = run_script(script, *args)
    assert rc == 2
    last_line = err.strip().splitlines()[-1]
    assert last_line.startswith(f"{script}: error:") and message in last_line
    assert "Traceback" not in err


# ---------- no network ----------

@pytest.mark.parametrize("script", SCRIPTS)
def test_offline_stops_quickly_with_advice(script, tmp_path):
    # port 9 (discard) on localhost is closed here: the connection is refused at once, as without a network
    out_dir = tmp_path / "out"
    rc, _, err, seconds = run_script(script, "--output_dir", str(out_dir), env={"HF_ENDPOINT": "http://127.0.0.1:9"})
    assert rc != 0
    assert seconds < 15
    assert "cannot reach the Hugging Face Hub at http://127.0.0.1:9" in err
    assert "--from_local" in err and "HF_ENDPOINT" in err
    assert "Traceback" not in err
    assert not out_dir.exists()


def test_silent_endpoint_times_out(tmp_path):
    # A server that accepts connections but never answers: the check must give up after --network_timeout.
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    try:
        port = server.getsockname()[1]
        rc, _, err, seconds = run_script("download_deepcoder.py", "--output_dir", str(tmp_path / "out"),
                                         "--network_timeout", "1", env={"HF_ENDPOINT": f"http://127.0.0.1:{port}"})
    finally:
        server.close()
    assert rc != 0 and seconds < 10
    assert "cannot reach the Hugging Face Hub" in err


def test_offline_mode_variable_is_reported():
    reason = check_hub_reachable("x/y", "http://127.0.0.1:9", 1.0)
    assert reason is not None and "refused" in reason.lower()
    old = os.environ.get("HF_HUB_OFFLINE")
    os.environ["HF_HUB_OFFLINE"] = "1"
    try:
        assert "HF_HUB_OFFLINE" in check_hub_reachable("x/y", "http://127.0.0.1:9", 1.0)
    finally:
        if old is None:
            del os.environ["HF_HUB_OFFLINE"]
        else:
            os.environ["HF_HUB_OFFLINE"] = old


def test_answering_endpoint_passes_the_check():
    class NotFound(http.server.BaseHTTPRequestHandler):
        def do_HEAD(self):
            self.send_response(404)
            self.end_headers()

        def log_message(self, *args):
            pass

    server = http.server.HTTPServer(("127.0.0.1", 0), NotFound)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        endpoint = f"http://127.0.0.1:{server.server_address[1]}"
        assert check_hub_reachable("x/y", endpoint, 2.0) is None
    finally:
        server.shutdown()
        server.server_close()


# ---------- atomic writes ----------

@pytest.mark.parametrize("failure", [RuntimeError("connection reset"), KeyboardInterrupt()])
def test_interrupted_write_leaves_the_old_file_and_no_temp_file(tmp_path, failure):
    path = tmp_path / "code_contests_train.jsonl"
    path.write_text('{"old": true}\n')

    def rows():
        yield '{"n": 1}'
        yield '{"n": 2}'
        raise failure

    with pytest.raises(type(failure)):
        write_jsonl_atomic(str(path), rows())
    assert path.read_text() == '{"old": true}\n'
    assert os.listdir(tmp_path) == ["code_contests_train.jsonl"]


def test_complete_write_replaces_the_file(tmp_path):
    path = tmp_path / "out.jsonl"
    path.write_text("old\n")
    assert write_jsonl_atomic(str(path), (json.dumps({"n": i}) for i in range(3))) == 3
    assert read_jsonl(path) == [{"n": 0}, {"n": 1}, {"n": 2}]
    assert os.listdir(tmp_path) == ["out.jsonl"]
    with pytest.raises(EmptyOutputError):
        write_jsonl_atomic(str(path), iter(()), allow_empty=False)
    assert read_jsonl(path) == [{"n": 0}, {"n": 1}, {"n": 2}]


# ---------- code_contests from parquet ----------

CC_TESTS_TYPE = pa.struct([("input", pa.list_(pa.string())), ("output", pa.list_(pa.string()))])


def write_code_contests_parquet(path, names):
    rows = {
        "name": names,
        "description": [f"Statement {n}" for n in names],
        "public_tests": [{"input": [f"{n} p\n"], "output": [f"{n} P\n"]} for n in names],
        "private_tests": [{"input": [f"{n} q\n", f"{n} r\n"], "output": [f"{n} Q\n", f"{n} R\n"]} for n in names],
        "generated_tests": [{"input": [], "output": []} for _ in names],
        "source": [2] * len(names),
        "difficulty": [7 + i % 3 for i in range(len(names))],
        "cf_rating": [800] * len(names),
        "time_limit": [{"seconds": 2, "nanos": 0}] * len(names),
    }
    schema = pa.schema([("name", pa.string()), ("description", pa.string()), ("public_tests", CC_TESTS_TYPE),
                        ("private_tests", CC_TESTS_TYPE), ("generated_tests", CC_TESTS_TYPE),
                        ("source", pa.int64()), ("difficulty", pa.int64()), ("cf_rating", pa.int64()),
                        ("time_limit", pa.struct([("seconds", pa.int64()), ("nanos", pa.int64())]))])
    os.makedirs(os.path.dirname(path), exist_ok=True)
    pq.write_table(pa.Table.from_pydict(rows, schema=schema), path)


def test_code_contests_from_local_parquet(tmp_path, capsys):
    source = tmp_path / "code_contests"
    write_code_contests_parquet(str(source / "data" / "train-00000-of-00001.parquet"), ["A", "B", "C"])
    write_code_contests_parquet(str(source / "data" / "test-00000-of-00001.parquet"), ["T"])
    out = tmp_path / "local_code_contests"
    download_code_contests.main(["--from_local", str(source), "--splits", "train", "test",
                                 "--output_dir", str(out)])
    train = read_jsonl(out / "code_contests_train.jsonl")
    assert [row["name"] for row in train] == ["A", "B", "C"]
    assert set(train[0]) == set(download_code_contests.DEFAULT_KEEP_COLUMNS)  # cf_rating, time_limit dropped
    assert train[1] == {"name": "B", "description": "Statement B",
                        "public_tests": {"input": ["B p\n"], "output": ["B P\n"]},
                        "private_tests": {"input": ["B q\n", "B r\n"], "output": ["B Q\n", "B R\n"]},
                        "generated_tests": {"input": [], "output": []}, "source": 2, "difficulty": 8}
    assert [row["name"] for row in read_jsonl(out / "code_contests_test.jsonl")] == ["T"]
    summary = json.loads((out / "code_contests_train.summary.json").read_text())
    assert summary["rows"] == 3 and summary["split"] == "train"
    assert sorted(os.listdir(out)) == ["code_contests_test.jsonl", "code_contests_test.summary.json",
                                       "code_contests_train.jsonl", "code_contests_train.summary.json"]
    # what the trainer gets: difficulty 9 (C) is left out by the original project's filter
    problems = utils.load_problems(str(out / "code_contests_train.jsonl"), filter_config=utils.DATASET_CONFIG)
    assert [p["name"] for p in problems] == ["A", "B"]
    assert problems[0]["tests"] == [{"input": "A p\n", "output": "A P\n"}, {"input": "A q\n", "output": "A Q\n"},
                                    {"input": "A r\n", "output": "A R\n"}]
    assert "train: wrote 3 problems" in capsys.readouterr().out


def test_code_contests_keep_columns_and_missing_split(tmp_path):
    source = tmp_path / "cc"
    write_code_contests_parquet(str(source / "data" / "train-00000-of-00001.parquet"), ["A"])
    out = tmp_path / "out"
    download_code_contests.main(["--from_local", str(source), "--output_dir", str(out),
                                 "--keep_columns", "description", "public_tests", "cf_rating"])
    assert read_jsonl(out / "code_contests_train.jsonl") == [
        {"description": "Statement A", "public_tests": {"input": ["A p\n"], "output": ["A P\n"]}, "cf_rating": 800}]
    with pytest.raises(SystemExit, match="no parquet files for split 'valid'"):
        download_code_contests.main(["--from_local", str(source), "--output_dir", str(out), "--splits", "valid"])


# ---------- DeepCoder ----------

def stdin_tests(n, tag="t"):
    return [{"input": f"{tag}{i}\n", "output": f"{tag}{i}!\n", "testtype": "stdin"} for i in range(n)]


def deepcoder_rows():
    """Upstream rows covering every tests variant; the comment says what the converter must do."""
    big = "9" * 1_500_000
    return [
        # 0: list form as JSON string, 6 stdin + 2 functional -> kept with 6 tests, 2 functional counted
        {"problem": "list form", "tests": json.dumps(stdin_tests(6) + [
            {"input": "[1]", "output": "1", "testtype": "functional"},
            {"input": "[2]", "output": "2", "testtype": "functional"}])},
        # 1: dict form {inputs, outputs} -> kept
        {"problem": "dict form", "tests": json.dumps({"inputs": [f"{i}\n" for i in range(5)],
                                                      "outputs": [f"{2 * i}\n" for i in range(5)]})},
        # 2: only 4 tests -> too few
        {"problem": "four tests", "tests": json.dumps(stdin_tests(4))},
        # 3: TACO function-call problem -> all functional, too few
        {"problem": "fn_name", "tests": json.dumps({"fn_name": "f", "inputs": [[1]] * 6, "outputs": [[1]] * 6})},
        # 4: malformed JSON -> unreadable
        {"problem": "broken", "tests": '[{"input": "1"'},
        # 5: five small tests and one of 1.5 MB -> the big one dropped, kept with 5
        {"problem": "huge test", "tests": json.dumps(stdin_tests(5) + [{"input": big, "output": "1\n",
                                                                         "testtype": "stdin"}])},
        # 6: no statement
        {"problem": "", "tests": json.dumps(stdin_tests(6))},
        # 7: primeintellect style markers, 5 stdin_stdout -> kept
        {"problem": "typed", "tests": json.dumps([{"type": "stdin_stdout", "input": f"{i}", "output": f"{i}"}
                                                  for i in range(5)])},
    ]


def test_convert_deepcoder_rows_counts_and_schema():
    stats = DeepCoderStats()
    records = list(convert_deepcoder_rows(deepcoder_rows(), "lcbv5", "train", stats))
    assert [r["description"] for r in records] == ["list form", "dict form", "huge test", "typed"]
    first = records[0]
    assert first == {"name": "deepcoder/lcbv5/train/0", "description": "list form",
                     "public_tests": {"input": [], "output": []},
                     "private_tests": {"input": [f"t{i}\n" for i in range(6)],
                                       "output": [f"t{i}!\n" for i in range(6)]},
                     "generated_tests": {"input": [], "output": []},
                     "source": 0, "difficulty": 0, "dataset": "deepcoder", "config": "lcbv5"}
    assert records[1]["private_tests"] == {"input": [f"{i}\n" for i in range(5)],
                                           "output": [f"{2 * i}\n" for i in range(5)]}
    assert records[2]["private_tests"]["input"] == [f"t{i}\n" for i in range(5)]  # the 1.5 MB test is gone
    assert (stats.rows, stats.kept, stats.too_few_tests, stats.unreadable_tests, stats.no_problem) == (8, 4, 2, 1, 1)
    assert (stats.tests_functional, stats.tests_too_large, stats.tests_kept) == (2 + 6, 1, 6 + 5 + 5 + 5)


def test_convert_deepcoder_limits():
    stats = DeepCoderStats()
    records = list(convert_deepcoder_rows(deepcoder_rows(), "taco", "train", stats, min_tests=1,
                                          max_test_bytes=None, max_tests=3))
    assert [r["description"] for r in records] == ["list form", "dict form", "four tests", "huge test", "typed"]
    assert all(len(r["private_tests"]["input"]) == 3 for r in records)
    assert stats.tests_too_large == 0 and stats.tests_over_cap == (6 - 3) + (5 - 3) + (4 - 3) + (6 - 3) + (5 - 3)


def test_deepcoder_from_local_parquet_end_to_end(tmp_path, capsys):
    source = tmp_path / "DeepCoder-Preview-Dataset"
    (source / "lcbv5").mkdir(parents=True)
    rows = deepcoder_rows()
    table = pa.table({"problem": [r["problem"] for r in rows], "tests": [r["tests"] for r in rows],
                      "metadata": ["{}"] * len(rows)})
    pq.write_table(table, str(source / "lcbv5" / "train-00000-of-00001.parquet"))
    out = tmp_path / "local_deepcoder"
    download_deepcoder.main(["--from_local", str(source), "--splits", "train", "test", "--output_dir", str(out)])
    assert sorted(os.listdir(out)) == ["deepcoder_lcbv5_train.jsonl", "deepcoder_lcbv5_train.summary.json"]
    records = read_jsonl(out / "deepcoder_lcbv5_train.jsonl")
    assert [r["name"] for r in records] == ["deepcoder/lcbv5/train/0", "deepcoder/lcbv5/train/1",
                                            "deepcoder/lcbv5/train/5", "deepcoder/lcbv5/train/7"]
    summary = json.loads((out / "deepcoder_lcbv5_train.summary.json").read_text())
    assert (summary["rows"], summary["kept"], summary["tests_functional"], summary["tests_too_large"]) == (8, 4, 8, 1)
    log = capsys.readouterr().out
    assert "lcbv5/test: no parquet files" in log and "kept 4 of 8 problems" in log
    # the trainer's view, with the code_contests filter on: DeepCoder problems are kept
    problems = utils.load_problems(os.path.join(str(out), "deepcoder_*_train.jsonl"),
                                   filter_config=utils.DATASET_CONFIG)
    assert [p["description"] for p in problems] == ["list form", "dict form", "huge test", "typed"]
    assert problems[1]["tests"] == [{"input": f"{i}\n", "output": f"{2 * i}\n"} for i in range(5)]


def test_deepcoder_nothing_kept_is_an_error_and_writes_nothing(tmp_path):
    source = tmp_path / "dc"
    source.mkdir()
    pq.write_table(pa.table({"problem": ["p"], "tests": [json.dumps(stdin_tests(2))]}),
                   str(source / "train-00000-of-00001.parquet"))
    out = tmp_path / "out"
    with pytest.raises(SystemExit, match="no problem kept"):
        download_deepcoder.main(["--from_local", str(source), "--output_dir", str(out)])
    assert os.listdir(out) == []


def test_default_output_dirs_match_the_loader():
    assert os.path.normpath(download_deepcoder.DEFAULT_OUTPUT_DIR) == os.path.normpath(utils.DEEPCODER_DIR)
    assert os.path.normpath(download_code_contests.DEFAULT_OUTPUT_DIR) == os.path.normpath(utils.CODE_CONTESTS_DIR)
