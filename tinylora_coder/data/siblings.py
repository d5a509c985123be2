"""Held-out problems' close siblings among the training problems: a held-out gain that a trained problem's near
copy explains is not the model learning to program.

A held-out problem H has a close sibling T (a training problem) when one of these holds (CRITERIA):
  statement          the word sets of the two statements have Jaccard similarity above STATEMENT_THRESHOLD;
  solution           the token 4-grams of the two reference solutions have Jaccard similarity above
                     SOLUTION_THRESHOLD (similarity.py: comments left out, literals whole);
  reference_passes   T's reference solution passes every test of H (the project's judge; judge/pass_cache.py).
The list is kept beside the calibration it was made with (`<calibration stem>_siblings.json`): the training problems
a run trains on are the calibrated ones `train_rl.py --train_filter` keeps (168 of 649 for the bundled 0.5B model at
0.01,0.99), so each record says whether its siblings are among those or only among all training problems.
Written by local_code_contests/bundled/find_siblings.py; read by the study summaries
(benchmarks/adapter_study_summary.py). Deterministic: no dates, problems in file order, ties broken by name.
"""

import os

from ..errors import UsageError
from ..files import read_json
from .similarity import cpp_tokens, jaccard, statement_words, token_ngrams

FORMAT_VERSION = 1
STATEMENT_THRESHOLD = 0.6
SOLUTION_THRESHOLD = 0.6
SOLUTION_NGRAM = 4
CRITERIA = ("statement", "solution", "reference_passes")
NEAREST_KEPT = 3  # the nearest training problems kept per measure, beside the close siblings
POOLS = ("calibrated", "train")  # the calibrated training problems, all training problems
DIGITS = 4  # similarities are stored rounded (the thresholds compare the exact values)


def siblings_path(calibration_path):
    """Where the sibling list of a calibration file lives: beside it, `<stem>_siblings.json`."""
    return os.path.splitext(calibration_path)[0] + "_siblings.json"


def criteria_record(timeout):
    """The criteria and thresholds, as the stored list records them."""
    return {
        "statement": {"measure": "Jaccard similarity of the sets of lowercased words (runs of letters, digits and "
                                 "underscores) of the whole statements", "above": STATEMENT_THRESHOLD},
        "solution": {"measure": f"Jaccard similarity of the sets of {SOLUTION_NGRAM}-grams of C++ tokens of the "
                                "reference solutions (comments left out, string and character literals one token "
                                "each, operators of two or three characters one token)", "n": SOLUTION_NGRAM,
                     "above": SOLUTION_THRESHOLD},
        "reference_passes": {"measure": "the training problem's reference solution passes every test of the "
                                        "held-out problem, judged by tinylora_coder.judge (sandboxed g++ -O2 "
                                        "-std=c++17, stopped at the first failing test)", "timeout_s": timeout},
        "close_sibling": "any of the three",
    }


def _nearest(similarity, names, calibrated, kept):
    order = sorted(names, key=lambda t: (-similarity[t], t))[:kept]
    return [{"name": t, "jaccard": round(similarity[t], DIGITS), "calibrated": t in calibrated} for t in order]


def problem_siblings(held_out, training_names, words, grams, calibrated, outcomes):
    """One held-out problem's record: its close siblings (each with the criteria it meets), its nearest training
    problems by each measure (all and calibrated), the training references that pass its tests, and whether it
    has a close sibling in each pool."""
    name = held_out["name"]
    statement = {t: jaccard(words[name], words[t]) for t in training_names}
    solution = {t: jaccard(grams[name], grams[t]) for t in training_names}
    passing = sorted(t for t in training_names if outcomes[t, name] == "AC")
    siblings = []
    for t in training_names:
        met = [criterion for criterion, holds in (("statement", statement[t] > STATEMENT_THRESHOLD),
                                                  ("solution", solution[t] > SOLUTION_THRESHOLD),
                                                  ("reference_passes", t in passing)) if holds]
        if met:
            siblings.append({"name": t, "calibrated": t in calibrated, "criteria": met,
                             "statement_jaccard": round(statement[t], DIGITS),
                             "solution_jaccard": round(solution[t], DIGITS)})
    siblings.sort(key=lambda s: (not s["calibrated"], -max(s["statement_jaccard"], s["solution_jaccard"]),
                                 s["name"]))
    in_pool = [t for t in training_names if t in calibrated]
    return {
        "name": name, "split": held_out.get("split"),
        "close_sibling": {"calibrated": any(s["calibrated"] for s in siblings), "train": bool(siblings)},
        "close_siblings": siblings,
        "nearest": {"statement": _nearest(statement, training_names, calibrated, NEAREST_KEPT),
                    "solution": _nearest(solution, training_names, calibrated, NEAREST_KEPT)},
        "nearest_calibrated": {"statement": _nearest(statement, in_pool, calibrated, 1),
                               "solution": _nearest(solution, in_pool, calibrated, 1)},
        "passing_references": passing,
    }


def sibling_counts(records):
    """Per pool: how many held-out problems have a close sibling, by any criterion, by each, and by the statement
    or the solution alone (the two text criteria, without the judge)."""
    counts = {}
    for pool in POOLS:
        def met(record, criteria):
            return any(set(s["criteria"]) & set(criteria) for s in record["close_siblings"]
                       if pool == "train" or s["calibrated"])
        counts[pool] = {"close_sibling": sum(met(r, CRITERIA) for r in records),
                        **{criterion: sum(met(r, [criterion]) for r in records) for criterion in CRITERIA},
                        "statement_or_solution": sum(met(r, ["statement", "solution"]) for r in records)}
    return counts


def check_solutions(problems, solutions):
    """UsageError (one line) naming the problems without a reference solution in `solutions`."""
    missing = sorted(p["name"] for p in problems if p["name"] not in solutions)
    if missing:
        raise UsageError(f"no reference solution for {len(missing)} problems: {', '.join(missing[:5])}")


def find_siblings(held_out, training, solutions, calibrated, outcomes):
    """(records, counts) for every held-out problem against the training problems.

    held_out: [{"name", "description", "split"}]; training: [{"name", "description"}]; solutions: {name: C++
    source} of every problem of both; calibrated: the names of the training problems a run trains on; outcomes:
    {(training name, held-out name): "AC" when the training reference passes every held-out test, else the
    verdict it failed with} (judge/pass_cache.judge_pairs)."""
    problems = list(held_out) + list(training)
    check_solutions(problems, solutions)
    words = {p["name"]: statement_words(p["description"]) for p in problems}
    grams = {p["name"]: token_ngrams(cpp_tokens(solutions[p["name"]]), SOLUTION_NGRAM) for p in problems}
    training_names = [p["name"] for p in training]
    records = [problem_siblings(h, training_names, words, grams, set(calibrated), outcomes) for h in held_out]
    return records, sibling_counts(records)


def read_siblings(path):
    """A stored sibling list; UsageError (one line) when it is missing or of another format."""
    if not os.path.isfile(path):
        raise UsageError(f"no sibling list {path}: make it with python local_code_contests/bundled/find_siblings.py")
    siblings = read_json(path)
    if siblings.get("format_version") != FORMAT_VERSION or not isinstance(siblings.get("problems"), list):
        raise UsageError(f"{path} is not a sibling list of format {FORMAT_VERSION}")
    return siblings


def without_close_sibling(siblings, pool="calibrated"):
    """The names of the held-out problems with no close sibling among the pool's training problems."""
    if pool not in POOLS:
        raise ValueError(f"pool must be one of {POOLS}, got {pool!r}")
    return {record["name"] for record in siblings["problems"] if not record["close_sibling"][pool]}
