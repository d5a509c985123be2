"""Validation problems (never trained on). Strings: scanning, counting letters, transforming and comparing text.

Specs only: build.py turns them into bundled_valid.jsonl (problem_spec.py describes a spec)."""

import string

from ...problem_spec import Problem, lines, word


def gen_occurrences(rng):
    alphabet = rng.choice(["a", "ab", "abc"])
    s = word(rng, rng.randint(1, 200), alphabet)
    return lines(s, word(rng, rng.randint(1, min(4, len(s))), alphabet))

def gen_common_prefix(rng):
    n = rng.randint(1, 10)
    base = word(rng, rng.randint(1, 10), "ab")
    rows = []
    for _ in range(n):
        keep = rng.randint(0, len(base))
        rows.append((base[:keep] + word(rng, rng.randint(0, 5), "ab")) or "a")
    return lines(n, *rows)

def gen_words_line(rng):
    return lines(" ".join(word(rng, rng.randint(1, 8)) for _ in range(rng.randint(1, 20))))

def gen_windows(rng):
    s = word(rng, rng.randint(1, 200), rng.choice(["ab", "abc", "abcde", string.ascii_lowercase]))
    return lines(s, rng.randint(1, min(len(s), rng.choice([3, 6, 200]))))


PROBLEMS = (
    Problem(
        name="longest_word",
        split="valid",
        level="A",
        tags=("strings",),
        statement="""A line contains words separated by single spaces. Print the longest word. If there are several longest words, print the one that appears first.

Input

The only line contains the words, made of lowercase Latin letters; its length is from 1 to 200.

Output

Print the longest word.""",
        examples=(lines("the cat jumped over the fence"),),
        edge_cases=(lines("a"), lines("ab cd"), lines("hello world"), lines("x yy zz y")),
        generate=gen_words_line,
    ),
    Problem(
        name="count_occurrences",
        split="valid",
        level="B",
        tags=("strings", "brute force"),
        statement="""Count the positions at which the string t occurs in the string s as a block of consecutive characters. Occurrences may overlap.

Input

The first line contains a string s, the second line a string t. Both consist of lowercase Latin letters, and 1 ≤ |t| ≤ |s| ≤ 200.

Output

Print the number of occurrences.""",
        examples=(lines("abababa", "aba"),),
        note="t starts at positions 1, 3 and 5 of s.",
        edge_cases=(lines("aaaa", "aa"), lines("abc", "d"), lines("a", "a"), lines("abc", "abc")),
        generate=gen_occurrences,
    ),
    Problem(
        name="interleave_strings",
        split="valid",
        level="A",
        tags=("strings", "implementation"),
        statement="""Merge two strings by taking characters alternately: the first character of s, the first of t, the second of s, the second of t, and so on. When one string runs out, append the rest of the other one.

Input

The first line contains a string s, the second line a string t. Both consist of lowercase Latin letters and have lengths from 1 to 100.

Output

Print the merged string.""",
        examples=(lines("abc", "xyz"),),
        edge_cases=(lines("abcde", "xy"), lines("a", "wxyz"), lines("a", "b")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 100)), word(rng, rng.randint(1, 100))),
    ),
    Problem(
        name="common_prefix",
        split="valid",
        level="B",
        tags=("strings",),
        statement="""Find the length of the longest common prefix of n strings: the longest string that every one of them starts with.

Input

The first line contains one integer n (1 ≤ n ≤ 50).

Each of the next n lines contains a string of lowercase Latin letters of length from 1 to 50.

Output

Print the length of the longest common prefix (possibly 0).""",
        examples=(lines(3, "flower", "flow", "flight"),),
        edge_cases=(lines(1, "abc"), lines(2, "abc", "xyz"), lines(3, "ab", "ab", "b"), lines(2, "abc", "abcd")),
        generate=gen_common_prefix,
    ),
    Problem(
        name="distinct_windows",
        split="valid",
        level="B",
        tags=("strings", "brute force"),
        statement="""Take every block of k consecutive characters of the string s. How many different strings are there among these blocks?

Input

The first line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 200).

The second line contains one integer k (1 ≤ k ≤ |s|).

Output

Print the number of different blocks of length k.""",
        examples=(lines("abab", 2),),
        note="The blocks are ab, ba and ab; two of them are different.",
        edge_cases=(lines("abc", 3), lines("aaaa", 1), lines("z", 1), lines("abcabd", 3), lines("x" * 200, 100)),
        generate=gen_windows,
    ),
    Problem(
        name="number_in_words",
        split="valid",
        level="A",
        tags=("strings", "implementation"),
        statement="""Write the integer n in English words, using lowercase letters. The numbers from 0 to 19 are zero, one, two, three, four, five, six, seven, eight, nine, ten, eleven, twelve, thirteen, fourteen, fifteen, sixteen, seventeen, eighteen and nineteen. The multiples of ten from 20 to 90 are twenty, thirty, forty, fifty, sixty, seventy, eighty and ninety. Any other number is its multiple of ten and its last digit joined by a hyphen, like seventy-three.

Input

The only line contains one integer n (0 ≤ n ≤ 99).

Output

Print n in words.""",
        examples=(lines(73), lines(15)),
        edge_cases=(lines(0), lines(20), lines(44), lines(99), lines(10)),
        generate=lambda rng: lines(rng.randint(0, 99)),
    ),
)
