"""Data loading, filtering, test-case access and prompts (utils data section)."""
import json
import os

import pytest

import utils
from utils import (DATASET_CONFIG, apply_chat_template, build_messages, default_data_path, filter_dataset,
                   get_test_cases, load_problems, parse_test_field)


def write_jsonl(path, records):
    with open(path, "wb") as f:
        for record in records:
            f.write(record if isinstance(record, bytes) else (json.dumps(record) + "\n").encode("utf-8"))
    return str(path)


def cc_problem(name, source=2, difficulty=7, public=1, private=1, generated=1, description=None):
    """A code_contests line with numbered tests: p0.., q0.., g0.."""
    def block(prefix, n):
        return {"input": [f"{prefix}{i} in\n" for i in range(n)], "output": [f"{prefix}{i} out\n" for i in range(n)]}
    return {"name": name, "description": description or f"Statement of {name}.",
            "public_tests": block("p", public), "private_tests": block("q", private),
            "generated_tests": block("g", generated), "source": source, "difficulty": difficulty}


def deepcoder_line(name, n_tests=5):
    return {"name": name, "description": f"DeepCoder {name}", "dataset": "deepcoder", "config": "lcbv5",
            "public_tests": {"input": [], "output": []},
            "private_tests": {"input": [f"{i}\n" for i in range(n_tests)],
                              "output": [f"{i * i}\n" for i in range(n_tests)]},
            "generated_tests": {"input": [], "output": []}, "source": 0, "difficulty": 0}


# ---------- code_contests format ----------

def test_code_contests_line_converted_field_by_field(tmp_path):
    path = write_jsonl(tmp_path / "code_contests_train.jsonl", [cc_problem("1A. Theatre", 2, 8, 2, 1, 3)])
    [problem] = load_problems(path)
    assert set(problem) == {"name", "description", "tests", "source", "difficulty"}
    assert problem["name"] == "1A. Theatre"
    assert problem["description"] == "Statement of 1A. Theatre."
    assert (problem["source"], problem["difficulty"]) == (2, 8)
    # public, then private, then generated, input/output pairs kept together
    assert [t["input"] for t in problem["tests"]] == ["p0 in\n", "p1 in\n", "q0 in\n", "g0 in\n", "g1 in\n", "g2 in\n"]
    assert all(t["output"] == t["input"].replace(" in", " out") for t in problem["tests"])


def test_max_tests_keeps_the_first_tests_in_order(tmp_path):
    path = write_jsonl(tmp_path / "cc.jsonl", [cc_problem("x", public=2, private=2, generated=5)])
    [problem] = load_problems(path, max_tests=3)
    assert [t["input"] for t in problem["tests"]] == ["p0 in\n", "p1 in\n", "q0 in\n"]


def test_long_description_truncated_to_8000_chars(tmp_path):
    long_text = "x" * 8000 + "TAIL"
    path = write_jsonl(tmp_path / "cc.jsonl", [cc_problem("long", description=long_text), cc_problem("short")])
    problems, [stats] = load_problems(path, return_stats=True)
    assert len(problems[0]["description"]) == 8000 and "TAIL" not in problems[0]["description"]
    assert problems[1]["description"] == "Statement of short."
    assert stats.truncated == 1
    assert len(load_problems(path, max_description_chars=100)[0]["description"]) == 100


# ---------- DeepCoder formats ----------

def test_deepcoder_jsonl_from_downloader(tmp_path):
    path = write_jsonl(tmp_path / "deepcoder_lcbv5_train.jsonl", [deepcoder_line("dc0", 6)])
    [problem] = load_problems(path)
    assert problem["name"] == "dc0" and problem["description"] == "DeepCoder dc0"
    assert problem["tests"] == [{"input": f"{i}\n", "output": f"{i * i}\n"} for i in range(6)]
    assert (problem["source"], problem["difficulty"]) == (0, 0)


def test_seed_deepcoder_lines_all_test_shapes(tmp_path):
    lines = [
        # the original project downloader's output: input_output dict of parallel lists
        {"description": "io dict", "input_output": {"inputs": ["1\n", "2\n"], "outputs": ["1\n", "4\n"]},
         "config": "lcbv5"},
        # raw upstream row: tests as a JSON string, list of {input, output, testtype}, one functional test
        {"problem": "list form", "tests": json.dumps([
            {"input": "3\n", "output": "9\n", "testtype": "stdin"},
            {"input": "[1, 2]", "output": "3", "testtype": "functional"},
            {"input": "4\n", "output": "16\n", "testtype": "stdin"}])},
        # raw upstream row: tests as a JSON string of a dict {inputs, outputs}
        {"problem": "dict form", "tests": json.dumps({"inputs": ["5\n"], "outputs": ["25\n"]})},
        # TACO function-call problem: nothing a C++ stdin program can be judged on
        {"problem": "taco fn", "tests": json.dumps({"fn_name": "solve", "inputs": [[1]], "outputs": [[1]]})},
    ]
    problems, [stats] = load_problems(write_jsonl(tmp_path / "seed.jsonl", lines), return_stats=True)
    assert [p["description"] for p in problems] == ["io dict", "list form", "dict form"]
    assert problems[0]["tests"] == [{"input": "1\n", "output": "1\n"}, {"input": "2\n", "output": "4\n"}]
    assert problems[1]["tests"] == [{"input": "3\n", "output": "9\n"}, {"input": "4\n", "output": "16\n"}]
    assert problems[2]["tests"] == [{"input": "5\n", "output": "25\n"}]
    assert stats.skipped == {"no stdin/stdout tests": [4]}


def test_parse_test_field_shapes():
    assert parse_test_field({"input": ["a"], "output": ["b"]}) == ([{"input": "a", "output": "b"}], 0)
    assert parse_test_field([("a", "b")]) == ([{"input": "a", "output": "b"}], 0)
    # primeintellect / codeforces style type markers
    tests, skipped = parse_test_field([{"type": "stdin_stdout", "input": "1", "output": "2"},
                                       {"type": "function_call", "fn_name": "f", "input": [1], "output": [2]}])
    assert tests == [{"input": "1", "output": "2"}] and skipped == 1
    # APPS/TACO stdin tests stored as lists of lines
    assert parse_test_field({"inputs": [["1 2", "3"]], "outputs": [["6"]]})[0] == [{"input": "1 2\n3", "output": "6"}]
    assert parse_test_field([{"input": f"{i}", "output": "x"} for i in range(10)], limit=2)[0] == \
        [{"input": "0", "output": "x"}, {"input": "1", "output": "x"}]
    with pytest.raises(utils.TestFormatError):
        parse_test_field("[{not json")
    with pytest.raises(utils.TestFormatError):
        parse_test_field({"weird": 1})


def test_get_test_cases_every_shape_and_never_raises():
    internal = {"tests": [{"input": "1", "output": "1"}, {"input": "2", "output": "2"}]}
    assert get_test_cases(internal) == internal["tests"]
    assert get_test_cases(internal, max_tests=1) == internal["tests"][:1]
    cc = cc_problem("x", public=1, private=1, generated=1)
    assert [t["input"] for t in get_test_cases(cc)] == ["p0 in\n", "q0 in\n", "g0 in\n"]
    assert get_test_cases({"input_output": json.dumps({"inputs": ["a"], "outputs": ["b"]})}) == \
        [{"input": "a", "output": "b"}]
    assert get_test_cases({"tests": "{broken"}) == []
    assert get_test_cases({"description": "no tests at all"}) == []


# ---------- bad input ----------

def test_bad_lines_are_skipped_counted_and_reported(tmp_path, capsys):
    good = (json.dumps(cc_problem("good")) + "\n").encode()
    lines = [
        good,                                                      # 1
        b'{"name": "broken", "description": \n',                   # 2 malformed JSON
        b"\n",                                                     # 3 blank: ignored
        json.dumps(cc_problem("empty", public=0, private=0, generated=0)).encode() + b"\n",  # 4 no tests
        b'{"name": "latin1", "description": "caf\xe9"}\n',         # 5 not UTF-8
        json.dumps({"name": "nodesc", "public_tests": {"input": ["1"], "output": ["1"]}}).encode() + b"\n",  # 6
        b"[1, 2, 3]\n",                                            # 7 not an object
        b"{also broken\n",                                         # 8 malformed JSON
        json.dumps({"description": "bad tests", "tests": "[{"}).encode() + b"\n",  # 9 unreadable tests
        good,                                                      # 10
    ]
    path = write_jsonl(tmp_path / "mixed.jsonl", lines)
    problems, [stats] = load_problems(path, return_stats=True)
    assert [p["name"] for p in problems] == ["good", "good"]
    assert stats.lines == 9 and stats.loaded == 2 and stats.num_skipped == 7
    assert stats.skipped == {"malformed JSON": [2, 8], "no tests": [4], "non-UTF-8 bytes": [5],
                             "no description": [6], "not a JSON object": [7], "unreadable tests": [9]}
    out = capsys.readouterr().out
    assert "skipped 7 of 9 lines" in out and "malformed JSON: lines 2, 8" in out and "no tests: line 4" in out


def test_summary_lists_only_the_first_line_numbers(tmp_path):
    path = write_jsonl(tmp_path / "bad.jsonl", [b"{bad\n"] * 12 + [(json.dumps(cc_problem("ok")) + "\n").encode()])
    _, [stats] = load_problems(path, return_stats=True)
    assert "malformed JSON: lines 1, 2, 3, 4, 5 and 7 more" in stats.summary()


def test_missing_file_gives_a_clear_error(tmp_path):
    with pytest.raises(FileNotFoundError, match="download_code_contests.py --splits valid"):
        load_problems(str(tmp_path / "code_contests_valid.jsonl"))
    with pytest.raises(FileNotFoundError, match="download_deepcoder.py"):
        load_problems(str(tmp_path / "deepcoder_*_train.jsonl"))
    with pytest.raises(FileNotFoundError, match="is a directory"):
        load_problems(str(tmp_path))


# ---------- filter and sampling ----------

def test_dataset_config_is_the_seeds_filter():
    assert DATASET_CONFIG == {2: [7, 8], 5: [7, 8], 1: [1], 3: [1]}
    problems = [{"name": f"{s}-{d}", "source": s, "difficulty": d}
                for s, d in [(2, 7), (2, 8), (2, 9), (5, 7), (5, 8), (5, 1), (1, 1), (1, 2), (3, 1), (6, 7), (0, 0)]]
    kept = [p["name"] for p in filter_dataset(problems)]
    assert kept == ["2-7", "2-8", "5-7", "5-8", "1-1", "3-1"]
    assert len(filter_dataset(problems, None)) == len(problems)


def test_filter_in_load_keeps_deepcoder_problems(tmp_path):
    path = write_jsonl(tmp_path / "mix.jsonl", [cc_problem("cf-A", 2, 7), cc_problem("cf-C", 2, 9),
                                                cc_problem("aizu", 6, 7), deepcoder_line("dc")])
    problems, [stats] = load_problems(path, filter_config=DATASET_CONFIG, return_stats=True)
    assert [p["name"] for p in problems] == ["cf-A", "dc"]
    assert stats.filtered_out == 2 and stats.num_skipped == 0


def test_max_samples_is_a_seeded_subset(tmp_path):
    path = write_jsonl(tmp_path / "many.jsonl", [cc_problem(f"p{i}") for i in range(50)])
    first = [p["name"] for p in load_problems(path, max_samples=10, seed=42)]
    again = [p["name"] for p in load_problems(path, max_samples=10, seed=42)]
    other = [p["name"] for p in load_problems(path, max_samples=10, seed=7)]
    assert first == again and len(set(first)) == 10 and set(first) <= {f"p{i}" for i in range(50)}
    assert first != other
    assert [p["name"] for p in load_problems(path, max_samples=100)] == [f"p{i}" for i in range(50)]
    with pytest.raises(ValueError):
        load_problems(path, max_samples=0)


def test_glob_and_default_paths(tmp_path):
    write_jsonl(tmp_path / "deepcoder_lcbv5_train.jsonl", [deepcoder_line("a")])
    write_jsonl(tmp_path / "deepcoder_taco_train.jsonl", [deepcoder_line("b"), deepcoder_line("c")])
    write_jsonl(tmp_path / "deepcoder_lcbv5_test.jsonl", [deepcoder_line("held-out")])
    names = [p["name"] for p in load_problems(str(tmp_path / "deepcoder_*_train.jsonl"))]
    assert names == ["a", "b", "c"]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the repository, not the current folder
    assert default_data_path("code_contests", "test") == os.path.join(root, "local_code_contests",
                                                                      "code_contests_test.jsonl")
    assert default_data_path("deepcoder", "train").endswith("deepcoder_*_train.jsonl")
    with pytest.raises(ValueError):
        default_data_path("luogu", "train")
    with pytest.raises(ValueError):
        default_data_path("deepcoder", "valid")


# ---------- prompts ----------

QWEN_LIKE_TEMPLATE = ("{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
                      "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}")


def test_build_messages_is_the_seed_prompt():
    messages = build_messages({"description": "  Print the sum of two integers a and b.\n"})
    assert [m["role"] for m in messages] == ["system", "user"]
    assert "competitive programmer" in messages[0]["content"]
    user = messages[1]["content"]
    assert "Print the sum of two integers a and b." in user
    for required in ("C++17", "standard input", "standard output", "```cpp", "debug"):
        assert required in user
    # DeepCoder rows carry the statement in "problem"; long statements are cut
    assert "abc" in build_messages({"problem": "abc"})[1]["content"]
    assert "x" * 8001 not in build_messages({"description": "x" * 9000})[1]["content"]
    with pytest.raises(ValueError):
        build_messages({"name": "empty", "description": ""})


def test_apply_chat_template_with_a_real_tokenizer():
    from tokenizers import Tokenizer, models
    from transformers import PreTrainedTokenizerFast
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=Tokenizer(models.WordLevel({"[UNK]": 0}, unk_token="[UNK]")),
        chat_template=QWEN_LIKE_TEMPLATE)
    example = {"description": "Read n and print n squared."}
    result = apply_chat_template(example, tokenizer)
    assert set(result) == {"prompt"}
    messages = build_messages(example)
    assert result["prompt"] == (f"<|im_start|>system\n{messages[0]['content']}<|im_end|>\n"
                                f"<|im_start|>user\n{messages[1]['content']}<|im_end|>\n<|im_start|>assistant\n")
