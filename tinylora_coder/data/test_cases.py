"""Test cases in every upstream shape -> [{"input", "output"}] for programs that read stdin and write stdout.

Shapes: DeepCoder lists of {"input", "output", "testtype"}, TACO-style {"inputs", "outputs"} dicts,
code_contests' {"input": [...], "output": [...]} per field, the original project's (input, output) pairs. Tests that
call a named function ("functional") cannot be judged as a program reading stdin and are skipped, and counted.
No torch here: the judge and the data loader import this module.
"""

import json


class TestFormatError(ValueError):
    """A tests field that cannot be read (malformed JSON, unknown shape)."""


_FUNCTIONAL_TEST_TYPES = {"functional", "function_call"}


def _test_value_as_text(value):
    """Test input/output as text, or None when it is not stdin/stdout data (e.g. function arguments)."""
    if isinstance(value, str):
        return value
    # Some TACO/APPS stdin tests store the lines as a list of strings.
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return "\n".join(value)
    return None


def parse_test_field(value, limit=None):
    """Read any upstream test container into stdin/stdout test cases.

    Accepts a JSON string of any of these; a list of {"input", "output"[, "testtype"/"type", "fn_name"]}
    (DeepCoder lcbv5 / primeintellect / codeforces); a dict of parallel lists {"inputs", "outputs"[, "fn_name"]}
    (TACO, the original project's input_output) or {"input": [...], "output": [...]} (code_contests); (input, output)
    pairs.
    Function-call tests cannot be judged as a program reading stdin, so they are skipped.
    Returns (tests, skipped): tests as [{"input", "output"}], at most `limit` of them; skipped counts the
    non-stdin tests met. Raises TestFormatError for malformed JSON or an unknown shape.
    """
    if value is None:
        return [], 0
    if isinstance(value, (str, bytes)):
        if not value.strip():
            return [], 0
        try:
            value = json.loads(value)
        except ValueError as exc:
            raise TestFormatError(f"tests are not valid JSON ({exc.msg})") from None

    if isinstance(value, dict):
        if "inputs" in value or "outputs" in value:
            inputs, outputs = value.get("inputs") or [], value.get("outputs") or []
            functional = bool(value.get("fn_name"))
        elif isinstance(value.get("input"), list) or isinstance(value.get("output"), list):
            inputs, outputs = value.get("input") or [], value.get("output") or []
            functional = False
        elif "input" in value and "output" in value:  # a single test case
            value = [value]
        else:
            raise TestFormatError(f"unknown tests shape: dict with keys {sorted(value)[:5]}")
        if isinstance(value, dict):
            if not isinstance(inputs, list) or not isinstance(outputs, list):
                raise TestFormatError("tests inputs/outputs are not lists")
            if functional:
                return [], min(len(inputs), len(outputs))
            value = list(zip(inputs, outputs))

    if not isinstance(value, list):
        raise TestFormatError(f"unknown tests shape: {type(value).__name__}")

    tests, skipped = [], 0
    for item in value:
        if limit is not None and len(tests) >= limit:
            break
        if isinstance(item, dict):
            kind = item.get("testtype") or item.get("type")
            if kind in _FUNCTIONAL_TEST_TYPES or item.get("fn_name"):
                skipped += 1
                continue
            test_input, test_output = item.get("input"), item.get("output")
        elif isinstance(item, (list, tuple)) and len(item) == 2:
            test_input, test_output = item
        else:
            raise TestFormatError(f"unknown test case shape: {type(item).__name__}")
        test_input, test_output = _test_value_as_text(test_input), _test_value_as_text(test_output)
        if test_input is None or test_output is None:
            skipped += 1
            continue
        tests.append({"input": test_input, "output": test_output})
    return tests, skipped


_CODE_CONTESTS_TEST_FIELDS = ("public_tests", "private_tests", "generated_tests")


def collect_tests(example, limit=None):
    """(tests, skipped) from the first test-bearing field present, in the order below."""
    if example.get("tests"):
        return parse_test_field(example["tests"], limit)
    if any(example.get(name) for name in _CODE_CONTESTS_TEST_FIELDS):
        tests, skipped = [], 0
        for name in _CODE_CONTESTS_TEST_FIELDS:  # public, then private, then generated
            remaining = None if limit is None else limit - len(tests)
            if remaining == 0:
                break
            more, more_skipped = parse_test_field(example.get(name), remaining)
            tests += more
            skipped += more_skipped
        return tests, skipped
    for name in ("input_output", "test_cases"):  # the original project's DeepCoder and Luogu formats
        if example.get(name):
            return parse_test_field(example[name], limit)
    return [], 0


def get_test_cases(example, max_tests=None):
    """Test cases [{"input", "output"}] of a problem in any supported shape.

    Looks at `tests` (internal schema or raw DeepCoder), then code_contests' public/private/generated tests
    (in that order), then `input_output` and `test_cases`. Never raises: unreadable tests give [].
    """
    try:
        return collect_tests(example, max_tests)[0]
    except TestFormatError:
        return []


def as_test_cases(test_cases):
    """[{"input", "output"}] from dicts or (input, output) pairs (the original project's format)."""
    tests = []
    for case in test_cases or []:
        if isinstance(case, dict):
            tests.append({"input": str(case.get("input", "")), "output": str(case.get("output", ""))})
        else:
            test_input, test_output = case
            tests.append({"input": str(test_input), "output": str(test_output)})
    return tests
