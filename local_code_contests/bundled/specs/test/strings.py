"""Test problems (never trained on). Strings: scanning, counting letters, transforming and comparing text.

Specs only: build.py turns them into bundled_test.jsonl (problem_spec.py describes a spec)."""

import string

from ...problem_spec import Problem, lines, word
from ..valid.strings import gen_words_line


def gen_period(rng):
    base = word(rng, rng.randint(1, 8), rng.choice(["ab", "abc", "abcdefgh"]))
    s = (base * 200)[: rng.randint(len(base), 200)]
    if rng.random() < 0.3:
        i = rng.randrange(len(s))
        s = s[:i] + rng.choice("abz") + s[i + 1 :]
    return lines(s)

def gen_swap(rng):
    if rng.random() < 0.3:  # all letters different: equal strings give NO
        s = "".join(rng.sample(string.ascii_lowercase, rng.randint(2, 26)))
    else:
        s = word(rng, rng.randint(2, 100), rng.choice(["ab", "abc", "abcdefghij"]))
    t = list(s)
    kind = rng.choice(["one", "one", "two", "same", "other"])
    if kind in ("one", "two"):
        for _ in range(1 if kind == "one" else 2):
            i, j = rng.sample(range(len(s)), 2)
            t[i], t[j] = t[j], t[i]
    elif kind == "other":
        t[rng.randrange(len(s))] = "z"
    return lines(s, "".join(t))


PROBLEMS = (
    Problem(
        name="reverse_words",
        split="test",
        level="A",
        tags=("strings",),
        statement="""A line contains words separated by single spaces. Print the words in reverse order, separated by single spaces.

Input

The only line contains the words, made of lowercase Latin letters; its length is from 1 to 200.

Output

Print the words in reverse order.""",
        examples=(lines("one two three"),),
        edge_cases=(lines("hello"), lines("a b"), lines("x x y")),
        generate=gen_words_line,
    ),
    Problem(
        name="remove_vowels",
        split="test",
        level="A",
        tags=("strings",),
        statement="""Process a word as follows: delete all vowels, put a dot before each remaining letter, and make all letters lowercase. The vowels are A, O, Y, E, U, I in either case; all other letters are consonants.

Input

The only line contains a word of uppercase and lowercase Latin letters (1 ≤ length ≤ 100) with at least one consonant.

Output

Print the resulting string.""",
        examples=(lines("Tour"),),
        edge_cases=(lines("aBAcAba"), lines("Yb"), lines("z"), lines("yYyYb")),
        generate=lambda rng: lines(word(rng, rng.randint(0, 30), "aoyeuiAOYEUIbcdBCD") + rng.choice("bcdBCD")),
    ),
    Problem(
        name="smallest_period",
        split="test",
        level="B",
        tags=("strings", "brute force"),
        statement="""A positive integer p is a period of a string s if s_i = s_{i+p} for every i with 1 ≤ i ≤ |s| - p. The length |s| is always a period. Find the smallest period of s. Note that the period does not have to divide |s|.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 200).

Output

Print the smallest period.""",
        examples=(lines("abababab"),),
        edge_cases=(lines("a"), lines("aaaa"), lines("abcab"), lines("abcd"), lines("aabaa")),
        generate=gen_period,
    ),
    Problem(
        name="one_swap_to_equal",
        split="test",
        level="A",
        tags=("strings",),
        statement="""You must swap the characters at two different positions of the string s exactly once. Can s become equal to the string t after that?

Input

The first line contains the string s and the second line the string t. They consist of lowercase Latin letters and have the same length, from 2 to 100.

Output

Print YES if s can become equal to t and NO otherwise.""",
        examples=(lines("abcd", "abdc"), lines("abc", "bca")),
        edge_cases=(lines("ab", "ab"), lines("aa", "aa"), lines("abcd", "badc"), lines("ab", "ba"), lines("ab", "cd")),
        generate=gen_swap,
    ),
)
