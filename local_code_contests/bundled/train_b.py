"""Training problems, part 2.

Specs only: build.py turns them into bundled_<split>.jsonl (problem_spec.py describes a spec)."""

import string

from .problem_spec import (
    Problem,
    big_int,
    int_array,
    join,
    lines,
    random_prime,
    value_range,
    word,
)


def gen_run_length(rng):
    s = "".join(rng.choice("abc") * rng.randint(1, 12) for _ in range(rng.randint(1, 10)))
    return lines(s[:100])



def gen_caesar(rng):
    return lines(word(rng, rng.randint(1, 50)), rng.randint(-1000, 1000))



def gen_anagram(rng):
    s = word(rng, rng.randint(1, 30), "abcd")
    t = list(s)
    rng.shuffle(t)
    if rng.random() < 0.5 and len(t) > 1:  # make the counts differ but keep the same letter set
        t[rng.randrange(len(t))] = rng.choice(s)
    return lines(s, "".join(t))



def gen_brackets(rng):
    pairs = rng.randint(1, 25)
    s, depth = [], 0
    for position in range(2 * pairs):  # a random balanced sequence
        remaining = 2 * pairs - position
        if depth > 0 and (depth == remaining or rng.random() < 0.5):
            s.append(")")
            depth -= 1
        else:
            s.append("(")
            depth += 1
    if rng.random() < 0.6:  # break it: swap two characters, sometimes also drop one
        i, j = rng.randrange(len(s)), rng.randrange(len(s))
        s[i], s[j] = s[j], s[i]
        if rng.random() < 0.3 and len(s) > 1:
            del s[i]
    return lines("".join(s))



def gen_ones_run(rng):
    p = rng.choice([0.3, 0.7, 0.9])
    return lines("".join("1" if rng.random() < p else "0" for _ in range(rng.randint(1, 200))))



def gen_is_prime(rng):
    kind = rng.choice(["prime", "square", "any", "small"])
    if kind == "prime":
        return lines(random_prime(rng, 2, 10**12))
    if kind == "square":
        return lines(random_prime(rng, 2, 10**6) ** 2)
    if kind == "small":
        return lines(rng.randint(1, 100))
    return lines(rng.randint(1, 10**12))



def gen_power_mod(rng):
    a = big_int(rng)
    b = big_int(rng)
    m = rng.choice([1, rng.randint(1, 100), rng.randint(1, 10**9)])
    return lines(join([a, b, m]))



def gen_buses(rng):
    k = big_int(rng, 10**18, 1)
    n = big_int(rng) if rng.random() < 0.6 else k * rng.randint(0, 10**18 // k)
    return lines(join([n, k]))



def gen_majority_case(rng):
    return lines(word(rng, rng.randint(1, 30), rng.choice(["aB", "abC", "aBC", string.ascii_letters])))



def gen_floor_average(rng):
    n = rng.randint(1, 100)
    low, high = value_range(rng, 10**9)
    return lines(n, join(int_array(rng, n, low, high)))



def gen_record_days(rng):
    n = rng.randint(1, 100)
    return lines(n, join(sorted(int_array(rng, n, -5, 5)) if rng.random() < 0.3 else int_array(rng, n, -5, 5)))



def gen_prices(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice([20, 10**9]))))



def gen_closest_gap(rng):
    n = rng.randint(2, 100)
    bound = rng.choice([100, 10**9])
    return lines(n, join(int_array(rng, n, -bound, bound)))



def gen_missing_number(rng):
    n = rng.randint(2, 1000)
    values = list(range(1, n + 1))
    values.remove(rng.choice([n, rng.randint(1, n)]))
    rng.shuffle(values)
    return lines(n, join(values))



def gen_rotation(rng):
    s = word(rng, rng.randint(1, 20), "ab")
    kind = rng.choice(["rotation", "prefix", "random"])
    if kind == "rotation":
        k = rng.randrange(len(s))
        t = s[k:] + s[:k]
    elif kind == "prefix":  # a proper substring of s+s with the wrong length
        doubled = s + s
        i = rng.randrange(len(s))
        t = doubled[i : i + rng.randint(1, max(1, len(s) - 1))]
    else:
        t = word(rng, len(s), "ab")
    return lines(s, t)



PROBLEMS = (
    Problem(
        name="run_length",
        split="train",
        level="B",
        tags=("strings", "implementation"),
        statement="""Compress a string: replace every maximal block of equal consecutive letters by that letter followed by the length of the block.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the compressed string.""",
        examples=(lines("aaabccdddd"),),
        edge_cases=(lines("a"), lines("zzzzzz"), lines("abc"), lines("ab" * 50)),
        generate=gen_run_length,
    ),
    Problem(
        name="caesar_shift",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Encrypt a word with a Caesar cipher: replace each letter by the letter k positions later in the alphabet, wrapping around after z (so z shifted by 1 becomes a). A negative k shifts letters backwards in the same cyclic way.

Input

The first line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

The second line contains one integer k (-1000 ≤ k ≤ 1000).

Output

Print the encrypted string.""",
        examples=(lines("hello", 3),),
        edge_cases=(lines("abc", -1), lines("z", 1), lines("xyz", -1000), lines("abc", 0), lines("abc", 1000)),
        generate=gen_caesar,
    ),
    Problem(
        name="anagram_check",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Two words are anagrams if one can be obtained from the other by rearranging its letters. Check whether s and t are anagrams.

Input

The first line contains a string s, the second line a string t. Both consist of lowercase Latin letters and have lengths from 1 to 100.

Output

Print YES if s and t are anagrams and NO otherwise.""",
        examples=(lines("listen", "silent"), lines("apple", "paper")),
        edge_cases=(lines("aab", "abb"), lines("a", "a"), lines("ab", "abc"), lines("abc", "cab")),
        generate=gen_anagram,
    ),
    Problem(
        name="balanced_parentheses",
        split="train",
        level="B",
        tags=("implementation", "greedy"),
        statement="""A bracket sequence is balanced if brackets can be matched in pairs so that every opening bracket ( has a closing bracket ) to its right, and the pairs are properly nested. For example, (()()) is balanced while )( and (() are not. Check the given sequence.

Input

The only line contains a string of characters ( and ) of length from 1 to 100.

Output

Print YES if the sequence is balanced and NO otherwise.""",
        examples=(lines("(()())"), lines("(()")),
        edge_cases=(lines(")("), lines("()"), lines("())(()"), lines("((((")),
        generate=gen_brackets,
    ),
    Problem(
        name="longest_ones_run",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""You are given a binary string. Find the length of its longest block of consecutive characters 1.

Input

The only line contains a string of characters 0 and 1 of length from 1 to 200.

Output

Print the length of the longest block of ones (0 if there are no ones).""",
        examples=(lines("1101110"),),
        edge_cases=(lines("0"), lines("1"), lines("0111"), lines("1" * 10)),
        generate=gen_ones_run,
    ),
    Problem(
        name="is_prime",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""Check whether n is a prime number, that is, greater than 1 and divisible only by 1 and itself.

Input

The only line contains one integer n (1 ≤ n ≤ 10^12).

Output

Print YES if n is prime and NO otherwise.""",
        examples=(lines(7), lines(12)),
        edge_cases=(lines(1), lines(2), lines(49), lines(999999999989), lines(10**12), lines(999983 * 999983)),
        generate=gen_is_prime,
    ),
    Problem(
        name="factorial_mod",
        split="train",
        level="A",
        tags=("math",),
        statement="""Compute n! = 1 · 2 · ... · n modulo 10^9 + 7. By definition 0! = 1.

Input

The only line contains one integer n (0 ≤ n ≤ 10^5).

Output

Print n! modulo 1000000007.""",
        examples=(lines(5),),
        edge_cases=(lines(0), lines(1), lines(13), lines(10**5)),
        generate=lambda rng: lines(rng.choice([rng.randint(0, 20), rng.randint(0, 10**5)])),
    ),
    Problem(
        name="collatz_steps",
        split="train",
        level="B",
        tags=("implementation", "math"),
        statement="""Start with a positive integer n and repeat: if n is even, replace it with n / 2; if n is odd, replace it with 3n + 1. Count the replacements made until n becomes 1. Intermediate values may exceed 2^31.

Input

The only line contains one integer n (1 ≤ n ≤ 10^6).

Output

Print the number of replacements (0 if n is already 1).""",
        examples=(lines(6),),
        note="6 → 3 → 10 → 5 → 16 → 8 → 4 → 2 → 1 takes 8 replacements.",
        edge_cases=(lines(1), lines(2), lines(837799), lines(704511)),
        generate=lambda rng: lines(rng.randint(1, 10**6)),
    ),
    Problem(
        name="power_mod",
        split="train",
        level="B",
        tags=("math", "number theory"),
        statement="""Compute a^b modulo m. Assume 0^0 = 1.

Input

The only line contains three integers a, b and m (0 ≤ a ≤ 10^18, 0 ≤ b ≤ 10^18, 1 ≤ m ≤ 10^9).

Output

Print a^b mod m.""",
        examples=(lines("2 10 1000"),),
        edge_cases=(
            lines("5 0 1"),
            lines("0 0 7"),
            lines(f"{10**18} {10**18} 999999937"),
            lines(f"3 {10**18} 1000000000"),
            lines("0 5 13"),
        ),
        generate=gen_power_mod,
    ),
    Problem(
        name="banknotes",
        split="train",
        level="A",
        tags=("greedy",),
        statement="""Bob wants to withdraw exactly n dollars. The bank has bills of 1, 5, 10, 20 and 100 dollars, as many of each as needed. What is the smallest number of bills Bob can receive?

Input

The only line contains one integer n (1 ≤ n ≤ 10^9).

Output

Print the minimum number of bills.""",
        examples=(lines(125),),
        note="125 = 100 + 20 + 5.",
        edge_cases=(lines(1), lines(40), lines(10**9), lines(99)),
        generate=lambda rng: lines(big_int(rng, 10**9, 1)),
    ),
    Problem(
        name="buses_needed",
        split="train",
        level="A",
        tags=("math",),
        statement="""n people go on a trip. A bus carries at most k people. How many buses are needed?

Input

The only line contains two integers n and k (0 ≤ n ≤ 10^18, 1 ≤ k ≤ 10^18).

Output

Print the minimum number of buses.""",
        examples=(lines("10 3"),),
        edge_cases=(lines("9 3"), lines("0 5"), lines(f"1 {10**18}"), lines(f"{10**18} 1"), lines(f"{10**18} {10**18 - 1}")),
        generate=gen_buses,
    ),
    Problem(
        name="split_melon",
        split="train",
        level="A",
        tags=("math",),
        statement="""Two friends bought a melon that weighs w kilograms. Can they cut it into two parts so that each part weighs a positive even number of kilograms?

Input

The only line contains one integer w (1 ≤ w ≤ 100).

Output

Print YES if it is possible and NO otherwise.""",
        examples=(lines(8),),
        edge_cases=(lines(2), lines(1), lines(3), lines(4), lines(100)),
        generate=lambda rng: lines(rng.randint(1, 100)),
    ),
    Problem(
        name="majority_case",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""A word was typed with a mix of uppercase and lowercase letters. If it contains strictly more uppercase letters than lowercase ones, convert the whole word to uppercase; otherwise convert it to lowercase.

Input

The only line contains a word of uppercase and lowercase Latin letters (1 ≤ length ≤ 100).

Output

Print the converted word.""",
        examples=(lines("HoUse"),),
        edge_cases=(lines("Ab"), lines("A"), lines("z"), lines("ABCdef"), lines("ABc")),
        generate=gen_majority_case,
    ),
    Problem(
        name="domino_tiling",
        split="train",
        level="A",
        tags=("math",),
        statement="""A rectangular board has m rows and n columns. What is the largest number of 2 × 1 dominoes that can be placed on it? Dominoes may be rotated, must lie entirely on the board and must not overlap.

Input

The only line contains two integers m and n (1 ≤ m, n ≤ 10^5).

Output

Print the maximum number of dominoes.""",
        examples=(lines("2 4"), lines("3 3")),
        edge_cases=(lines("1 1"), lines("100000 100000"), lines("99999 100000"), lines("1 100000")),
        generate=lambda rng: lines(join([big_int(rng, 10**5, 1), big_int(rng, 10**5, 1)])),
    ),
    Problem(
        name="seconds_to_clock",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""s seconds have passed since midnight. Print the time on a digital clock in the format HH:MM:SS, each part written with exactly two digits.

Input

The only line contains one integer s (0 ≤ s < 86400).

Output

Print the time as HH:MM:SS.""",
        examples=(lines(3725),),
        edge_cases=(lines(0), lines(86399), lines(60), lines(36000)),
        generate=lambda rng: lines(rng.randint(0, 86399)),
    ),
    Problem(
        name="floor_average",
        split="train",
        level="B",
        tags=("math",),
        statement="""Find the average of n integers rounded down, that is, the largest integer that does not exceed (a_1 + a_2 + ... + a_n) / n.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the average rounded down.""",
        examples=(lines(3, "1 2 4"),),
        edge_cases=(lines(2, "-1 -2"), lines(1, -5), lines(3, "-1 0 0"), lines(100, join([10**9] * 100))),
        generate=gen_floor_average,
    ),
    Problem(
        name="record_days",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""The temperature was measured on n consecutive days. A day is a record if its temperature is strictly higher than on every earlier day; the first day is always a record. Count the records.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers t_1, t_2, ..., t_n (-100 ≤ t_i ≤ 100).

Output

Print the number of record days.""",
        examples=(lines(5, "3 1 4 1 5"),),
        edge_cases=(lines(1, 7), lines(4, "2 2 2 2"), lines(5, "1 2 3 4 5"), lines(3, "-5 -5 -4")),
        generate=gen_record_days,
    ),
    Problem(
        name="best_trade",
        split="train",
        level="B",
        tags=("greedy",),
        statement="""You know the price of a share on each of n days. You may buy one share on some day and sell it on a later day, or not trade at all. What is the largest profit you can make?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers p_1, p_2, ..., p_n (1 ≤ p_i ≤ 10^9).

Output

Print the maximum profit (0 if no trade makes money).""",
        examples=(lines(6, "7 1 5 3 6 4"),),
        note="Buy at price 1 on day 2 and sell at price 6 on day 5.",
        edge_cases=(lines(1, 5), lines(5, "5 4 3 2 1"), lines(2, "1 1000000000"), lines(4, "9 2 9 1")),
        generate=gen_prices,
    ),
    Problem(
        name="closest_pair_gap",
        split="train",
        level="B",
        tags=("sortings",),
        statement="""Find the smallest absolute difference |a_i - a_j| over all pairs of different indices i ≠ j.

Input

The first line contains one integer n (2 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the smallest difference.""",
        examples=(lines(4, "1 5 3 19"),),
        edge_cases=(lines(2, "-1000000000 1000000000"), lines(3, "10 1 10"), lines(5, "1 10 2 20 3")),
        generate=gen_closest_gap,
    ),
    Problem(
        name="missing_number",
        split="train",
        level="A",
        tags=("math", "implementation"),
        statement="""All integers from 1 to n except one are written in some order. Find the missing one.

Input

The first line contains one integer n (2 ≤ n ≤ 1000).

The second line contains n - 1 distinct integers between 1 and n.

Output

Print the missing integer.""",
        examples=(lines(5, "3 1 5 4"),),
        edge_cases=(lines(2, 1), lines(2, 2), lines(4, "1 2 3"), lines(6, "6 5 4 3 2")),
        generate=gen_missing_number,
    ),
    Problem(
        name="most_frequent_letter",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Find the letter that occurs most often in the string. If several letters occur equally often, print the one that comes first in the alphabet.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print one letter.""",
        examples=(lines("banana"),),
        edge_cases=(lines("ab"), lines("zzyy"), lines("x"), lines("abcabc")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 100), rng.choice(["ab", "xyz", string.ascii_lowercase]))),
    ),
    Problem(
        name="rotation_check",
        split="train",
        level="B",
        tags=("strings",),
        statement="""A cyclic shift of a string moves some prefix of it (possibly empty) to its end: for example, the cyclic shifts of abc are abc, bca and cab. Is t a cyclic shift of s?

Input

The first line contains a string s, the second line a string t. Both consist of lowercase Latin letters and have lengths from 1 to 100.

Output

Print YES if t is a cyclic shift of s and NO otherwise.""",
        examples=(lines("abcde", "cdeab"), lines("abc", "acb")),
        edge_cases=(lines("abc", "ab"), lines("a", "a"), lines("aa", "aaa"), lines("abab", "baba")),
        generate=gen_rotation,
    ),
    Problem(
        name="dedup_letters",
        split="train",
        level="A",
        tags=("strings",),
        statement="""Remove from a string every letter that has already appeared earlier in it, keeping only the first occurrence of each letter. The order of the kept letters does not change.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the resulting string.""",
        examples=(lines("programming"),),
        edge_cases=(lines("a"), lines("aaaa"), lines("abab"), lines(string.ascii_lowercase + "abc")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 100), rng.choice(["abc", "abcdefgh", string.ascii_lowercase]))),
    ),
)
