"""Test problems. Text processing: letter and word counts, case changes, ciphers, runs of letters, simple formats.

Specs only: build.py turns them into bundled_test.jsonl (problem_spec.py describes a spec)."""

import string

from ...problem_spec import Problem, join, lines, word


def gen_leet(rng):
    return lines(word(rng, rng.randint(1, 100), rng.choice(["aeiost", "test", "abcdt", string.ascii_lowercase])))

def gen_square(rng):
    half = word(rng, rng.randint(1, 50), rng.choice(["a", "ab", "abc"]))
    kind = rng.choice(["square", "square", "odd", "random"])
    if kind == "square":
        s = list(half + half)
        if rng.random() < 0.3:
            s[rng.randrange(len(s))] = "c"
        return lines("".join(s))
    if kind == "odd":
        return lines(half + rng.choice("ab") + half)
    return lines(word(rng, rng.randint(1, 100), "ab"))

def gen_chunks(rng):
    s = word(rng, rng.randint(1, 100), rng.choice(["ab", string.ascii_lowercase]))
    k = rng.choice([rng.randint(1, 100), rng.randint(1, 10), len(s)])
    return lines(s, k)

def gen_comma_list(rng):
    bound = rng.choice([9, 1000, 10**9])
    values = [rng.randint(-bound, bound) for _ in range(rng.randint(1, 50))]
    return lines(",".join(map(str, values)))

def gen_alternating(rng):
    n = rng.randint(1, 100)
    start = rng.randint(0, 1)
    s = [rng.choice("aeiou" if (i + start) % 2 == 0 else "bcdfgxyz") for i in range(n)]
    if rng.random() < 0.5:
        s[rng.randrange(n)] = rng.choice("aeiouzb")
    return lines("".join(s))

def gen_same_words(rng):
    pool = [word(rng, rng.randint(1, 3), "ab") for _ in range(rng.randint(1, 4))]
    a = [rng.choice(pool) for _ in range(rng.randint(1, 20))]
    b = a[:]
    rng.shuffle(b)
    kind = rng.choice(["same", "same", "count", "other"])
    if kind == "count":
        if rng.random() < 0.5 and len(b) > 1:
            b[rng.randrange(len(b))] = rng.choice(a)
        else:
            b.append(rng.choice(a))
    elif kind == "other":
        b[rng.randrange(len(b))] = rng.choice(pool)
    return lines(" ".join(a), " ".join(b))

def gen_swap_ends(rng):
    ws = [word(rng, rng.randint(1, rng.choice([2, 3, 8])), rng.choice(["ab", string.ascii_lowercase])) for _ in range(rng.randint(1, 20))]
    return lines(" ".join(ws))

def gen_duration(rng):
    parts = [(u, rng.choice([rng.randint(0, 99), rng.randint(0, 1000), 0])) for u in "hms" if rng.random() < 0.6]
    if not parts:
        parts = [(rng.choice("hms"), rng.randint(0, 1000))]
    return lines("".join(f"{v}{u}" for u, v in parts))

def gen_nearest(rng):
    c = rng.choice("abc")
    s = list(word(rng, rng.randint(1, 100), rng.choice(["ab", "abc", "abcdefgh"])))
    if c not in s:
        s[rng.randrange(len(s))] = c
    return lines("".join(s), c)

def gen_anagram_groups(rng):
    base = [word(rng, rng.randint(1, 4), "abc") for _ in range(rng.randint(1, 6))]
    ws = []
    for _ in range(rng.randint(1, 30)):
        w = list(rng.choice(base))
        rng.shuffle(w)
        ws.append("".join(w))
    return lines(len(ws), join(ws))

def gen_pieces(rng):
    return lines(word(rng, rng.randint(1, 100), rng.choice(["a", "ab", "abc", "abcdef", string.ascii_lowercase])))


PROBLEMS = (
    Problem(
        name="leetspeak_substitution",
        split="test",
        level="A",
        tags=("strings", "implementation"),
        statement="""Write a word in "hacker" style by replacing some letters with digits that look like them: a with 4, e with 3, i with 1, o with 0, s with 5 and t with 7. All other letters stay unchanged.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the word after the replacements.""",
        examples=(lines("leetspeak"), lines("hacker")),
        edge_cases=(lines("t"), lines("b"), lines("aeiost"), lines("test"), lines("tttt")),
        generate=gen_leet,
    ),
    Problem(
        name="square_string_check",
        split="test",
        level="A",
        tags=("strings", "implementation"),
        statement="""A string is called a square if it is some string written twice in a row, like abab (ab twice) or zz (z twice). Is the string s a square?

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print YES if s is a square and NO otherwise.""",
        examples=(lines("abcabc"), lines("abab" + "a")),
        edge_cases=(lines("a"), lines("aa"), lines("aaa"), lines("ab"), lines("abba"), lines("aabaab")),
        generate=gen_square,
    ),
    Problem(
        name="text_chunks_of_length_k",
        split="test",
        level="A",
        tags=("strings", "implementation"),
        statement="""Cut the string s into pieces of k characters each, from left to right. If the length of s is not divisible by k, the last piece is shorter and holds the remaining characters.

Input

The first line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

The second line contains an integer k (1 ≤ k ≤ 100).

Output

Print the pieces in order, each on its own line.""",
        examples=(lines("abcdefgh", 3),),
        edge_cases=(lines("a", 1), lines("a", 100), lines("abcdef", 2), lines("abcdef", 5), lines("xyz", 1)),
        generate=gen_chunks,
    ),
    Problem(
        name="comma_list_sum",
        split="test",
        level="A",
        tags=("strings", "implementation"),
        statement="""A list of integers is written in one line with a comma between every two neighbouring numbers and no spaces, for example 3,-4,10. Find the sum of the numbers. The sum may not fit in a 32-bit integer type.

Input

The only line contains 1 to 50 integers separated by commas. Each integer is from -10^9 to 10^9; a negative number starts with a minus sign, and there are no leading zeros.

Output

Print the sum of the numbers.""",
        examples=(lines("3,-4,10"),),
        edge_cases=(lines("0"), lines("-7"), lines(",".join(["1000000000"] * 50)), lines(",".join(["-1000000000"] * 50)), lines("5,-5,-5,5")),
        generate=gen_comma_list,
    ),
    Problem(
        name="alternating_vowel_consonant",
        split="test",
        level="A",
        tags=("strings", "implementation"),
        statement="""In a word that is pleasant to pronounce, vowels and consonants take turns: no two vowels stand next to each other and no two consonants stand next to each other. The vowels are a, e, i, o and u; every other letter is a consonant. Is the given word pleasant?

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print YES if vowels and consonants alternate in s and NO otherwise.""",
        examples=(lines("banana"), lines("street")),
        edge_cases=(lines("a"), lines("b"), lines("ab"), lines("bb"), lines("aa"), lines("abab" + "bb")),
        generate=gen_alternating,
    ),
    Problem(
        name="same_words_any_order",
        split="test",
        level="A",
        tags=("strings", "sortings"),
        statement="""Two lines are made of the same words if one of them can be turned into the other by reordering its words; every word must occur the same number of times in both lines. Check whether the two given lines are made of the same words.

Input

The first and the second line each contain at most 100 characters: words of lowercase Latin letters separated by single spaces, at least one word per line.

Output

Print YES if the lines consist of the same words and NO otherwise.""",
        examples=(lines("the cat and the dog", "dog the the and cat"), lines("a b", "b a a")),
        edge_cases=(lines("a", "a"), lines("a", "b"), lines("a a b", "a b b"), lines("ab", "ba"), lines("x y", "y x")),
        generate=gen_same_words,
    ),
    Problem(
        name="swap_first_last_letters",
        split="test",
        level="A",
        tags=("strings", "implementation"),
        statement="""In every word of a line, exchange the first letter and the last letter of the word. A word of one letter stays as it is.

Input

The only line contains at most 200 characters: words of lowercase Latin letters separated by single spaces. There is at least one word.

Output

Print the changed words in the original order, separated by single spaces.""",
        examples=(lines("hello big world"),),
        edge_cases=(lines("a"), lines("ab"), lines("ab cd e"), lines("abc"), lines("xy yx")),
        generate=gen_swap_ends,
    ),
    Problem(
        name="duration_to_seconds",
        split="test",
        level="A",
        tags=("strings", "implementation"),
        statement="""A duration is written like 2h30m15s: a number of hours followed by h, a number of minutes followed by m, and a number of seconds followed by s. Any of the three parts may be left out, but the parts that are present appear in this order and at least one part is present; for example 45m and 1h5s are durations too. Convert the duration to seconds.

Input

The only line contains the duration. Every number in it is an integer from 0 to 1000 written without leading zeros.

Output

Print the length of the duration in seconds.""",
        examples=(lines("2h30m15s"), lines("1h5s")),
        edge_cases=(lines("0s"), lines("1000h1000m1000s"), lines("7h"), lines("59m"), lines("1h0m0s")),
        generate=gen_duration,
    ),
    Problem(
        name="nearest_char_distance",
        split="test",
        level="B",
        tags=("strings", "two pointers"),
        statement="""For every position of the string s, find how far it is from the nearest occurrence of the letter c: the smallest |i - j| over all positions j where s_j = c. The letter c occurs in s at least once.

Input

The first line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

The second line contains a lowercase Latin letter c that occurs in s.

Output

Print |s| integers separated by spaces: the distance for every position from left to right.""",
        examples=(lines("loveleetcode", "e"),),
        edge_cases=(lines("a", "a"), lines("aaaa", "a"), lines("bbba", "a"), lines("abbb", "a"), lines("abbbbba", "a")),
        generate=gen_nearest,
    ),
    Problem(
        name="anagram_classes_count",
        split="test",
        level="B",
        tags=("strings", "sortings"),
        statement="""Put n words into groups so that two words are in the same group exactly when one of them is a rearrangement of the letters of the other (each letter used the same number of times). Equal words are in the same group. How many groups are there?

Input

The first line contains an integer n (1 ≤ n ≤ 100). The second line contains n words of lowercase Latin letters separated by spaces, each 1 to 10 letters long.

Output

Print the number of groups.""",
        examples=(lines(6, "eat tea tan ate nat bat"),),
        edge_cases=(lines(1, "a"), lines(2, "ab ba"), lines(2, "aab abb"), lines(3, "a aa aaa"), lines(4, "abc abc cba bca")),
        generate=gen_anagram_groups,
    ),
    Problem(
        name="fewest_pieces_distinct_letters",
        split="test",
        level="B",
        tags=("strings", "greedy"),
        statement="""Cut the string s into pieces of consecutive characters so that no piece contains the same letter twice. What is the smallest possible number of pieces?

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the smallest number of pieces.""",
        examples=(lines("abacaba"), lines("world")),
        edge_cases=(lines("a"), lines("aa"), lines("aaa"), lines("abab"), lines("abcabcabc")),
        generate=gen_pieces,
    ),
)
