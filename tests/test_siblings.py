"""The held-out problems' close siblings among the training problems (data/siblings.py, data/similarity.py,
judge/pass_cache.py, local_code_contests/bundled/find_siblings.py): the measures, the criteria on small made-up
problems, the judge's cache, and the stored list against the bundled files it was made from."""
import hashlib
import json
import os
import shutil

import pytest

import utils
from tinylora_coder.data import calibration, siblings
from tinylora_coder.data.similarity import cpp_tokens, jaccard, statement_words, token_ngrams
from tinylora_coder.judge import pass_cache

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORED = os.path.join(ROOT, "local_code_contests", "calibration", "qwen2.5-coder-0.5b-instruct-q4_k_m_siblings.json")
needs_gxx = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ not installed")


def test_cpp_tokens_leave_comments_out_and_keep_literals_and_operators_whole():
    code = 'int main() { // say hi\n  cout << "a // b" << \'/\' ; /* x\n y */ n >>= 1e-5; a != b; }'
    assert cpp_tokens(code) == ["int", "main", "(", ")", "{", "cout", "<<", '"a // b"', "<<", "'/'", ";", "n", ">>=",
                                "1e-5", ";", "a", "!=", "b", ";", "}"]
    # the same program with other comments and spacing has the same tokens
    assert cpp_tokens("int main(){cout<<\"a // b\"<<'/';n>>=1e-5;a!=b;}") == cpp_tokens(code)


def test_statement_words_are_lowercased_word_sets_and_jaccard_shares_over_all():
    assert statement_words("Print the SUM of a and b (1 ≤ a, b ≤ 10^9).") == {
        "print", "the", "sum", "of", "a", "and", "b", "1", "10", "9"}
    assert jaccard({1, 2, 3}, {2, 3, 4}) == 0.5 and jaccard(set(), set()) == 0.0
    assert token_ngrams(["a", "b", "c", "d", "e"], 4) == {("a", "b", "c", "d"), ("b", "c", "d", "e")}
    assert token_ngrams(["a", "b"], 4) == {("a", "b")} and token_ngrams([], 4) == frozenset()
    with pytest.raises(ValueError):
        token_ngrams(["a"], 0)


def program(body):
    return "#include <iostream>\nusing namespace std;\nint main() {\n" + body + "\n}\n"


def made_up_problems():
    """Held-out problems, each with one kind of sibling (or none), and the training problems they are measured on."""
    words = [f"w{i}" for i in range(10)]
    held_out = [
        # 10 words; t_words shares 7 of 11 distinct words with it (0.64 > 0.6)
        {"name": "h_words", "split": "test", "description": " ".join(words)},
        # shares exactly 6 of 10 with t_six (0.6: not above the threshold)
        {"name": "h_six", "split": "test", "description": " ".join(f"s{i}" for i in range(8))},
        {"name": "h_code", "split": "valid", "description": "alpha beta"},
        {"name": "h_judged", "split": "valid", "description": "gamma delta"},
        {"name": "h_alone", "split": "valid", "description": "epsilon zeta"},
    ]
    training = [
        {"name": "t_words", "description": " ".join(words[:7] + ["x1"])},
        {"name": "t_six", "description": " ".join([f"s{i}" for i in range(6)] + ["y1", "y2"])},
        {"name": "t_code", "description": "unrelated words here"},
        {"name": "t_solver", "description": "other words entirely"},
    ]
    loop = "long long n, s = 0; cin >> n; for (long long i = 1; i <= n; ++i) s += i * i; cout << s << endl;"
    solutions = {
        "h_words": program("int a; cin >> a; cout << a << endl;"), "t_words": program("puts(\"x\");"),
        "h_six": program("int q; cin >> q;"), "t_six": program("return 1;"),
        "h_code": program(loop), "t_code": program(loop.replace("i * i", "i")),  # one token differs
        "h_judged": program("string t; cin >> t; cout << t.size();"),
        "t_solver": program("string w; getline(cin, w); printf(\"%d\", (int)w.size());"),
        "h_alone": program("double x; cin >> x; cout << x * 2;"),
    }
    outcomes = {(t["name"], h["name"]): "WA" for t in training for h in held_out}
    outcomes["t_solver", "h_judged"] = "AC"
    return held_out, training, solutions, outcomes


def test_each_criterion_makes_a_close_sibling_and_says_which_and_whether_it_was_trained_on():
    held_out, training, solutions, outcomes = made_up_problems()
    assert jaccard(statement_words(held_out[0]["description"]), statement_words(training[0]["description"])) == 7 / 11
    records, counts = siblings.find_siblings(held_out, training, solutions, {"t_words", "t_code"}, outcomes)
    by_name = {r["name"]: r for r in records}
    assert [r["name"] for r in records] == [h["name"] for h in held_out]  # file order
    assert [(s["name"], s["criteria"], s["calibrated"]) for s in by_name["h_words"]["close_siblings"]] == [
        ("t_words", ["statement"], True)]
    assert by_name["h_words"]["close_siblings"][0]["statement_jaccard"] == round(7 / 11, 4)
    assert by_name["h_six"]["close_siblings"] == []  # 0.6 exactly is not above 0.6
    assert by_name["h_six"]["nearest"]["statement"][0] == {"name": "t_six", "jaccard": 0.6, "calibrated": False}
    code = by_name["h_code"]["close_siblings"]
    assert [(s["name"], s["criteria"]) for s in code] == [("t_code", ["solution"])] and code[0]["solution_jaccard"] > 0.6
    judged = by_name["h_judged"]
    assert judged["passing_references"] == ["t_solver"]
    assert [(s["name"], s["criteria"], s["calibrated"]) for s in judged["close_siblings"]] == [
        ("t_solver", ["reference_passes"], False)]
    # t_solver is not among the calibrated problems: a sibling among all training problems only
    assert judged["close_sibling"] == {"calibrated": False, "train": True}
    assert by_name["h_alone"]["close_sibling"] == {"calibrated": False, "train": False}
    assert by_name["h_alone"]["nearest_calibrated"]["statement"][0]["calibrated"] is True
    assert counts["calibrated"] == {"close_sibling": 2, "statement": 1, "solution": 1, "reference_passes": 0,
                                    "statement_or_solution": 2}
    assert counts["train"]["close_sibling"] == 3 and counts["train"]["reference_passes"] == 1
    stored = {"format_version": siblings.FORMAT_VERSION, "problems": records}
    assert siblings.without_close_sibling(stored) == {"h_six", "h_judged", "h_alone"}
    assert siblings.without_close_sibling(stored, "train") == {"h_six", "h_alone"}
    with pytest.raises(utils.UsageError, match="no reference solution for 1 problems: t_code"):
        siblings.find_siblings(held_out, training, {k: v for k, v in solutions.items() if k != "t_code"}, set(),
                               outcomes)


@needs_gxx
def test_judged_pairs_are_cached_by_content_and_judged_again_only_when_it_changes(tmp_path, monkeypatch):
    add = program("long long a, b; cin >> a >> b; cout << a + b << endl;")
    multiply = program("long long a, b; cin >> a >> b; cout << a * b << endl;")
    problems = [{"name": "sum", "tests": [{"input": "2 3\n", "output": "5\n"}, {"input": "2 2\n", "output": "4\n"}]},
                {"name": "product", "tests": [{"input": "2 2\n", "output": "4\n"}, {"input": "2 3\n", "output": "6\n"}]}]
    cache = str(tmp_path / "passes.json")
    outcomes = pass_cache.judge_pairs({"add": add, "multiply": multiply}, problems, cache, report=None)
    # "add" passes the product's first test (2 + 2 = 2 x 2) and fails its second: not a pass
    assert outcomes == {("add", "sum"): "AC", ("add", "product"): "WA", ("multiply", "sum"): "WA",
                        ("multiply", "product"): "AC"}
    judged = []
    real_judge_batch = pass_cache.judge_batch
    monkeypatch.setattr(pass_cache, "judge_batch", lambda codes, tests, **kw: judged.append(len(codes)) or
                        real_judge_batch(codes, tests, **kw))
    assert pass_cache.judge_pairs({"multiply": multiply, "add": add}, problems, cache, report=None) == outcomes
    assert judged == []  # every pair from the cache, whatever the programs are called or ordered
    changed = [{**problems[0], "tests": problems[0]["tests"] + [{"input": "1 1\n", "output": "3\n"}]}]
    assert pass_cache.judge_pairs({"add": add}, changed, cache, report=None) == {("add", "sum"): "WA"}
    assert judged == [1]  # new tests: that pair alone judged again
    assert pass_cache.judge_pairs({"add": add}, problems, cache, timeout=1.0, report=None)[("add", "sum")] == "AC"
    assert judged == [1, 2]  # another time limit is another judge


def test_the_stored_list_was_made_from_todays_bundled_files_and_its_text_criteria_hold():
    """Kept with the data: a change of the problems, their references or the calibration makes the list stale
    (rerun local_code_contests/bundled/find_siblings.py); the statement and solution measures are recomputed here
    (the judge's criterion is read back from the list, not judged again)."""
    stored = siblings.read_siblings(STORED)
    for split, path in stored["held_out"]["files"].items():
        assert utils.file_sha256(os.path.join(ROOT, path)) == stored["held_out"]["sha256"][split], path
    assert utils.file_sha256(os.path.join(ROOT, stored["training"]["file"])) == stored["training"]["sha256"]
    assert utils.file_sha256(os.path.join(ROOT, stored["calibrated"]["calibration"])) == \
        stored["calibrated"]["calibration_sha256"]
    assert (stored["held_out"]["problems"], stored["training"]["problems"], stored["calibrated"]["problems"]) == \
        (208, 649, 168)
    assert stored["criteria"]["statement"]["above"] == siblings.STATEMENT_THRESHOLD == 0.6
    assert stored["criteria"]["solution"]["above"] == siblings.SOLUTION_THRESHOLD == 0.6
    training = utils.load_problems(os.path.join(ROOT, stored["training"]["file"]), max_description_chars=None)
    held_out = [{**p, "split": split} for split, path in stored["held_out"]["files"].items()
                for p in utils.load_problems(os.path.join(ROOT, path), max_description_chars=None)]
    folder = os.path.join(ROOT, stored["solutions"]["folder"])
    solutions = {p["name"]: open(os.path.join(folder, f"{p['name']}.cpp"), encoding="utf-8").read()
                 for p in training + held_out}
    digest = hashlib.sha256()
    for name in sorted(solutions):
        digest.update(f"{name}\n{hashlib.sha256(solutions[name].encode()).hexdigest()}\n".encode())
    assert digest.hexdigest() == stored["solutions"]["sha256"]
    passing = {(t, r["name"]) for r in stored["problems"] for t in r["passing_references"]}
    outcomes = {(t["name"], h["name"]): "AC" if (t["name"], h["name"]) in passing else "WA"
                for t in training for h in held_out}
    kept = stored["calibrated"]
    calibrated = {p["name"] for p in calibration.filter_by_pass_rate(
        training, kept["band"], os.path.join(ROOT, kept["calibration"]), kept["model"], kept["temperature"])}
    records, counts = siblings.find_siblings(held_out, training, solutions, calibrated, outcomes)
    assert json.loads(json.dumps(records)) == stored["problems"] and counts == stored["counts"]
