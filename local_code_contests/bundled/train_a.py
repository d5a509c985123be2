"""Training problems, part 1.

Specs only: build.py turns them into bundled_<split>.jsonl (problem_spec.py describes a spec)."""

import string

from .problem_spec import (
    Problem,
    array_input,
    big_int,
    int_array,
    join,
    lines,
    value_range,
    word,
)


def gen_palindrome(rng):
    half = word(rng, rng.randint(1, 50), "abc")
    middle = rng.choice(["", rng.choice("abc")])
    s = half + middle + half[::-1]
    if rng.random() < 0.5:  # break the symmetry at one random position
        i = rng.randrange(len(s) // 2) if len(s) > 1 else 0
        s = s[:i] + ("x" if s[i] != "x" else "y") + s[i + 1 :]
    return lines(s)



def gen_count_divisible(rng):
    k = big_int(rng, 10**18, 1) if rng.random() < 0.5 else rng.randint(1, 100)
    l = big_int(rng, 10**18, 1)
    if rng.random() < 0.5:  # start exactly on a multiple of k
        l = max(1, l - l % k)
    r = rng.randint(l, min(10**18, l + rng.choice([10, 1000, 10**18])))
    return lines(join([l, r, k]))



def gen_gcd_of_array(rng):
    n = rng.randint(1, 20)
    g = rng.choice([1, rng.randint(1, 1000), rng.randint(1, 10**9)])
    limit = 10**18 // g
    return lines(n, join(g * rng.randint(1, min(limit, 10**9)) for _ in range(n)))



def gen_range_sum(rng):
    n, q = rng.randint(1, 100), rng.randint(1, 100)
    low, high = value_range(rng, 10**9)
    rows = [join([n, q]), join(int_array(rng, n, low, high))]
    for _ in range(q):
        l = rng.randint(1, n)
        rows.append(join([l, rng.randint(l, n)]))
    return lines(*rows)



def gen_pair_sum(rng):
    n = rng.randint(1, 100)
    values = int_array(rng, n, -10, 10)
    return lines(join([n, rng.randint(-20, 20)]), join(values))



def gen_second_largest(rng):
    n = rng.randint(1, 100)
    high = rng.choice([1, 3, 10**9])
    return lines(n, join(int_array(rng, n, 1, high)))



def gen_triangle(rng):
    high = rng.choice([10, 1000, 10**9])
    a, b = rng.randint(1, high), rng.randint(1, high)
    c = rng.choice([a + b, abs(a - b) or 1, rng.randint(1, high), a + b - 1 or 1])
    sides = [a, b, min(c, 10**9)]
    rng.shuffle(sides)
    return lines(join(sides))



def gen_word_count(rng):
    words = [word(rng, rng.randint(1, 8)) for _ in range(rng.randint(1, 15))]
    gaps = [" " * rng.choice([1, 1, 2, 3]) for _ in words[1:]]
    return lines(words[0] + "".join(gap + w for gap, w in zip(gaps, words[1:])))



def gen_chessboard(rng):
    return lines(join([rng.randint(1, 20), rng.randint(1, 20)]))



def gen_median(rng):
    n = 2 * rng.randint(0, 49) + 1
    low, high = value_range(rng, 10**9)
    return lines(n, join(int_array(rng, n, low, high)))



def gen_diagonal(rng):
    n = rng.randint(1, 12)
    rows = [join(int_array(rng, n, -1000, 1000)) for _ in range(n)]
    return lines(n, *rows)



PROBLEMS = (
    Problem(
        name="sum_of_two",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""Anna wrote two integers a and b on a card. Help her find their sum.

Input

The only line contains two integers a and b (-2·10^9 ≤ a, b ≤ 2·10^9).

Output

Print one integer: a + b.""",
        examples=(lines("3 5"),),
        edge_cases=(lines("2000000000 2000000000"), lines("-2000000000 -2000000000"), lines("0 0"), lines("-7 7"), lines("2000000000 -1")),
        generate=lambda rng: lines(join(int_array(rng, 2, -2 * 10**9, 2 * 10**9))),
    ),
    Problem(
        name="max_of_array",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""You are given n integers a_1, a_2, ..., a_n. Print the largest of them.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the maximum of the given numbers.""",
        examples=(lines(5, "3 -1 7 2 7"),),
        edge_cases=(lines(1, -5), lines(3, "-3 -1 -2"), lines(4, "0 0 0 0"), lines(2, "1000000000 -1000000000")),
        generate=lambda rng: array_input(rng, 100, 10**9),
    ),
    Problem(
        name="even_or_odd",
        split="train",
        level="A",
        tags=("math",),
        statement="""Decide whether the integer n is even or odd.

Input

The only line contains one integer n (-10^18 ≤ n ≤ 10^18).

Output

Print EVEN if n is even and ODD otherwise.""",
        examples=(lines(7),),
        edge_cases=(lines(0), lines(-3), lines(-(10**18)), lines(10**18 - 1), lines(-(10**18) + 1)),
        generate=lambda rng: lines(big_int(rng) * rng.choice([1, -1])),
    ),
    Problem(
        name="reverse_string",
        split="train",
        level="A",
        tags=("strings",),
        statement="""You are given a string s. Print it backwards.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the string s reversed.""",
        examples=(lines("hello"),),
        edge_cases=(lines("a"), lines("ab"), lines("racecar"), lines("z" * 99 + "a")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 100))),
    ),
    Problem(
        name="count_vowels",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Count the vowels in a word. In this problem the vowels are the letters a, e, i, o and u; the letter y is not a vowel.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the number of vowels in s.""",
        examples=(lines("programming"),),
        edge_cases=(lines("y"), lines("bcdfg"), lines("aeiou"), lines("rhythm"), lines("yesterday")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 100), rng.choice(["aeiouy", "abcdeuy", string.ascii_lowercase]))),
    ),
    Problem(
        name="palindrome_check",
        split="train",
        level="A",
        tags=("strings",),
        statement="""A palindrome is a string that reads the same from left to right and from right to left. Check whether the given string is a palindrome.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 101).

Output

Print YES if s is a palindrome and NO otherwise.""",
        examples=(lines("level"), lines("code")),
        edge_cases=(lines("a"), lines("ab"), lines("aa"), lines("abcba"), lines("abcdba")),
        generate=gen_palindrome,
    ),
    Problem(
        name="digit_sum",
        split="train",
        level="A",
        tags=("math", "implementation"),
        statement="""Find the sum of the decimal digits of a non-negative integer n.

Input

The only line contains one integer n (0 ≤ n ≤ 10^18).

Output

Print the sum of the digits of n.""",
        examples=(lines(12345),),
        edge_cases=(lines(0), lines(10**18), lines(10**18 - 1), lines(7)),
        generate=lambda rng: lines(big_int(rng)),
    ),
    Problem(
        name="count_divisible",
        split="train",
        level="A",
        tags=("math",),
        statement="""How many integers x with l ≤ x ≤ r are divisible by k?

Input

The only line contains three integers l, r and k (1 ≤ l ≤ r ≤ 10^18, 1 ≤ k ≤ 10^18).

Output

Print the number of integers in the segment [l, r] that are divisible by k.""",
        examples=(lines("1 10 3"),),
        note="The numbers 3, 6 and 9 are divisible by 3.",
        edge_cases=(lines("6 6 3"), lines("1 1 1"), lines(f"1 {10**18} 1"), lines("5 7 10"), lines("10 20 10")),
        generate=gen_count_divisible,
    ),
    Problem(
        name="gcd_of_array",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""Find the greatest common divisor of n positive integers, that is, the largest integer that divides each of them.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^18).

Output

Print the greatest common divisor of all a_i.""",
        examples=(lines(3, "12 18 24"),),
        edge_cases=(
            lines(1, 7),
            lines(2, f"{10**18} {5 * 10**17}"),
            lines(3, "5 7 11"),
            lines(2, "999999999999999989 999999999999999989"),
        ),
        generate=gen_gcd_of_array,
    ),
    Problem(
        name="lcm_of_two",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""Find the least common multiple of two positive integers a and b, that is, the smallest positive integer divisible by both.

Input

The only line contains two integers a and b (1 ≤ a, b ≤ 10^9).

Output

Print the least common multiple of a and b.""",
        examples=(lines("4 6"),),
        edge_cases=(lines("1 1"), lines("1000000000 999999999"), lines("7 7"), lines("6 3"), lines("65536 65537")),
        generate=lambda rng: lines(join([big_int(rng, 10**9, 1), big_int(rng, 10**9, 1)])),
    ),
    Problem(
        name="range_sum_queries",
        split="train",
        level="B",
        tags=("implementation", "prefix sums"),
        statement="""You are given an array of n integers and q queries. Each query is a pair l, r; answer it with the sum a_l + a_{l+1} + ... + a_r.

Input

The first line contains two integers n and q (1 ≤ n, q ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Each of the next q lines contains two integers l and r (1 ≤ l ≤ r ≤ n).

Output

For each query print the sum on its own line.""",
        examples=(lines("5 3", "1 2 3 4 5", "1 3", "2 5", "4 4"),),
        edge_cases=(
            lines("1 1", -(10**9), "1 1"),
            lines("100 2", join([10**9] * 100), "1 100", "100 100"),
            lines("3 3", "-1 -2 -3", "1 1", "1 3", "3 3"),
        ),
        generate=gen_range_sum,
    ),
    Problem(
        name="pair_sum_count",
        split="train",
        level="B",
        tags=("brute force",),
        statement="""Count the pairs of indices (i, j) with i < j such that a_i + a_j = k.

Input

The first line contains two integers n and k (1 ≤ n ≤ 100, -2·10^9 ≤ k ≤ 2·10^9).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of such pairs.""",
        examples=(lines("5 6", "1 5 3 3 2"),),
        note="The pairs are (1, 2) with 1 + 5 = 6 and (3, 4) with 3 + 3 = 6.",
        edge_cases=(lines("1 2", 1), lines("4 0", "0 0 0 0"), lines("3 2000000000", "1000000000 1000000000 1000000000"), lines("3 5", "1 1 1")),
        generate=gen_pair_sum,
    ),
    Problem(
        name="second_largest",
        split="train",
        level="B",
        tags=("sortings",),
        statement="""Find the second largest distinct value among n positive integers: the largest value that is strictly smaller than the maximum. If all numbers are equal, there is no such value.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the second largest distinct value, or -1 if it does not exist.""",
        examples=(lines(5, "4 1 4 3 2"),),
        edge_cases=(lines(1, 5), lines(3, "7 7 7"), lines(2, "1 2"), lines(4, "10 10 9 9")),
        generate=gen_second_largest,
    ),
    Problem(
        name="fizzbuzz",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""For every integer i from 1 to n print one line: FizzBuzz if i is divisible by both 3 and 5, Fizz if i is divisible only by 3, Buzz if i is divisible only by 5, and the number i itself otherwise.

Input

The only line contains one integer n (1 ≤ n ≤ 100).

Output

Print n lines as described.""",
        examples=(lines(15),),
        edge_cases=(lines(1), lines(3), lines(100), lines(14)),
        generate=lambda rng: lines(rng.randint(1, 100)),
    ),
    Problem(
        name="triangle_sides",
        split="train",
        level="A",
        tags=("geometry", "math"),
        statement="""Can three sticks of lengths a, b and c form a triangle with positive area? Each stick must be used as one whole side.

Input

The only line contains three integers a, b and c (1 ≤ a, b, c ≤ 10^9).

Output

Print YES if such a triangle exists and NO otherwise.""",
        examples=(lines("3 4 5"), lines("1 1 5")),
        edge_cases=(lines("1 2 3"), lines("1000000000 1000000000 1000000000"), lines("5 10 5"), lines("2 3 4")),
        generate=gen_triangle,
    ),
    Problem(
        name="leap_year",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A year is a leap year if it is divisible by 400, or if it is divisible by 4 but not by 100. Is the year y a leap year?

Input

The only line contains one integer y (1 ≤ y ≤ 10^4).

Output

Print YES if y is a leap year and NO otherwise.""",
        examples=(lines(2024), lines(2023)),
        edge_cases=(lines(1900), lines(2000), lines(1), lines(400), lines(100)),
        generate=lambda rng: lines(rng.choice([rng.randint(1, 10**4), 100 * rng.randint(1, 100), 4 * rng.randint(1, 2500)])),
    ),
    Problem(
        name="word_count",
        split="train",
        level="A",
        tags=("strings",),
        statement="""A line of text consists of words made of lowercase Latin letters. Neighbouring words are separated by one or more spaces. Count the words.

Input

The only line contains the text: at most 200 characters, at least one word, and no spaces at its beginning or end.

Output

Print the number of words.""",
        examples=(lines("the quick brown fox"),),
        edge_cases=(lines("a"), lines("a  b"), lines("hello"), lines("x   y z")),
        generate=gen_word_count,
    ),
    Problem(
        name="to_binary",
        split="train",
        level="A",
        tags=("math", "bitmasks"),
        statement="""Write the non-negative integer n in binary, without leading zeros.

Input

The only line contains one integer n (0 ≤ n ≤ 10^18).

Output

Print the binary representation of n. The number 0 is written as 0.""",
        examples=(lines(10),),
        edge_cases=(lines(0), lines(1), lines(10**18), lines(1023), lines(1024)),
        generate=lambda rng: lines(big_int(rng)),
    ),
    Problem(
        name="digital_root",
        split="train",
        level="A",
        tags=("math",),
        statement="""While the number n has more than one digit, replace it with the sum of its digits. Print the single digit that remains.

Input

The only line contains one integer n (0 ≤ n ≤ 10^18).

Output

Print the resulting digit.""",
        examples=(lines(123),),
        edge_cases=(lines(38), lines(0), lines(9), lines(10**18 - 1), lines(19)),
        generate=lambda rng: lines(big_int(rng)),
        note="1 + 2 + 3 = 6, which already has one digit.",
    ),
    Problem(
        name="max_subarray",
        split="train",
        level="B",
        tags=("dp", "greedy"),
        statement="""Find the largest possible sum of a non-empty block of consecutive elements of the array.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the maximum sum of a non-empty subarray.""",
        examples=(lines(5, "-2 3 -1 4 -6"),),
        note="The best block is 3 -1 4.",
        edge_cases=(lines(1, -5), lines(3, "-3 -1 -2"), lines(4, "1000000000 1000000000 1000000000 1000000000"), lines(2, "0 -1")),
        generate=lambda rng: array_input(rng, 100, 10**9),
    ),
    Problem(
        name="chessboard",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""Draw a chessboard with n rows and m columns. The top-left cell is black; cells sharing a side have different colours. A black cell is drawn as # and a white cell as a dot.

Input

The only line contains two integers n and m (1 ≤ n, m ≤ 50).

Output

Print n lines of m characters each.""",
        examples=(lines("3 4"),),
        edge_cases=(lines("1 1"), lines("1 5"), lines("5 1"), lines("2 2"), lines("50 50")),
        generate=gen_chessboard,
    ),
    Problem(
        name="inversion_count",
        split="train",
        level="B",
        tags=("brute force",),
        statement="""An inversion is a pair of indices (i, j) with i < j and a_i > a_j. Count the inversions of the array.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of inversions.""",
        examples=(lines(4, "3 1 4 2"),),
        edge_cases=(lines(1, 5), lines(3, "2 2 2"), lines(5, "5 4 3 2 1"), lines(4, "1 2 2 1")),
        generate=lambda rng: array_input(rng, 100, 10**9),
    ),
    Problem(
        name="distinct_count",
        split="train",
        level="A",
        tags=("sortings", "implementation"),
        statement="""How many different values are there among n integers?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of distinct values.""",
        examples=(lines(6, "1 2 2 3 3 3"),),
        edge_cases=(lines(1, 0), lines(4, "1 2 1 2"), lines(5, "7 7 7 7 7"), lines(3, "-1 1 -1")),
        generate=lambda rng: array_input(rng, 100, 10**9),
    ),
    Problem(
        name="median_of_odd",
        split="train",
        level="A",
        tags=("sortings",),
        statement="""You are given an odd number n of integers. Print their median: the number that stands in the middle after sorting them.

Input

The first line contains one odd integer n (1 ≤ n ≤ 99).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the median.""",
        examples=(lines(5, "1 3 2 5 4"),),
        edge_cases=(lines(1, -1000000000), lines(3, "3 2 1"), lines(3, "5 5 1"), lines(7, "0 0 0 0 0 0 0")),
        generate=gen_median,
    ),
    Problem(
        name="diagonal_sum",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""You are given a square matrix of size n × n. Find the sum of the elements that lie on its main diagonal or on its anti-diagonal. An element that lies on both diagonals is counted once.

Input

The first line contains one integer n (1 ≤ n ≤ 20).

Each of the next n lines contains n integers, the rows of the matrix; every element is between -1000 and 1000.

Output

Print the sum.""",
        examples=(lines(2, "1 2", "3 4"), lines(3, "1 2 3", "4 5 6", "7 8 9")),
        note="In the second example the sum is 1 + 5 + 9 + 3 + 7 = 25: the centre 5 is counted once.",
        edge_cases=(lines(1, 5), lines(1, -7), lines(5, *([join([1] * 5)] * 5))),
        generate=gen_diagonal,
    ),
)
