"""Validation problems. Prefix sums, two pointers, sliding windows and simple greedy choices.

Specs only: build.py turns them into bundled_valid.jsonl (problem_spec.py describes a spec)."""

import string

from ...problem_spec import Problem, int_array, join, lines, value_range, word


def gen_xor_queries(rng):
    n, q = rng.randint(1, 100), rng.randint(1, 100)
    a = int_array(rng, n, 0, rng.choice([1, 7, 2**30]))
    rows = []
    for _ in range(q):
        l = rng.randint(1, n)
        rows.append(join([l, rng.randint(l, n)]))
    return lines(n, join(a), q, *rows)

def gen_binary(rng):
    n = rng.randint(1, 1000)
    if rng.random() < 0.3:  # almost sorted: zeros then ones with a few flips
        s = ["0"] * rng.randint(0, n)
        s += ["1"] * (n - len(s))
        for _ in range(rng.randint(0, 3)):
            i = rng.randrange(n)
            s[i] = "1" if s[i] == "0" else "0"
        return lines("".join(s))
    p = rng.choice([0.2, 0.5, 0.8])
    return lines("".join("1" if rng.random() < p else "0" for _ in range(n)))

def gen_grumpy(rng):
    n = rng.randint(1, 100)
    p = rng.choice([0.1, 0.5, 0.9])
    return lines(join([n, rng.randint(1, n)]), join(int_array(rng, n, 0, rng.choice([5, 1000]))),
                 join(int(rng.random() < p) for _ in range(n)))

def gen_anagram(rng):
    alphabet = rng.choice(["ab", "abc", string.ascii_lowercase[:6]])
    s = word(rng, rng.randint(1, 300), alphabet)
    if rng.random() < 0.6:
        i = rng.randrange(len(s))
        t = list(s[i : i + rng.randint(1, 6)])
        rng.shuffle(t)
        t = "".join(t)
    else:
        t = word(rng, rng.randint(1, 6), alphabet)
    return lines(s, t)

def gen_pairs_min(rng):
    n = rng.randint(1, 50)
    low, high = value_range(rng, 10**9)
    return lines(n, join(int_array(rng, 2 * n, low, high)))

def gen_busy(rng):
    n, q, span = rng.randint(1, 100), rng.randint(1, 100), rng.choice([10, 1000, 10**9])
    rows = []
    for _ in range(n):
        s = rng.randint(0, span)
        rows.append(join([s, rng.randint(s, min(span, s + rng.choice([0, 5, span])))]))
    ends = [int(v) for row in rows for v in row.split()]
    queries = [rng.choice(ends + [rng.randint(0, span)]) for _ in range(q)]
    return lines(n, *rows, q, join(queries))

def gen_positive(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice([3, 100, 10**9]))))

def gen_halve(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice([2, 3, 10, 100]))))

def gen_pivot(rng):
    n = rng.randint(1, 100)
    low, high = rng.choice([(-2, 2), (0, 3), (-10**9, 10**9), (0, 0)])
    a = int_array(rng, n, low, high)
    if n >= 3 and rng.random() < 0.5:  # make position p balanced by fixing the last element
        p = rng.randrange(n - 1)
        left, right = sum(a[:p]), sum(a[p + 1 : n - 1])
        if abs(left - right) <= 10**9:
            a[-1] = left - right
    return lines(n, join(a))

def gen_piles(rng):
    n = rng.randint(1, 33)
    return lines(n, join(int_array(rng, 3 * n, 1, rng.choice([5, 10**4, 10**9]))))

def gen_two_sum(rng):
    n = rng.randint(2, 100)
    low, high = rng.choice([(-5, 5), (1, 10), (-10**9, 10**9)])
    a = sorted(int_array(rng, n, low, high))
    i, j = rng.sample(range(n), 2)
    t = rng.choice([a[i] + a[j], a[i] + a[j], a[i] + a[j] + 1, rng.randint(2 * low, 2 * high)])
    return lines(join([n, t]), join(a))


PROBLEMS = (
    Problem(
        name="prefix_xor_queries", split="valid", level="A", tags=("prefix sums", "implementation", "bitmasks"),
        statement="""You are given an array of n non-negative integers and q questions. Each question gives two positions l and r and asks for the bitwise exclusive OR (XOR) of all elements from the l-th to the r-th: a_l xor a_{l+1} xor ... xor a_r.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (0 ≤ a_i < 2^30).

The third line contains one integer q (1 ≤ q ≤ 100).

Each of the next q lines contains two integers l and r (1 ≤ l ≤ r ≤ n).

Output

Print q lines; the j-th line holds the answer to the j-th question.""",
        examples=(lines(4, "1 3 4 8", 4, "1 2", "2 3", "1 4", "4 4"),),
        edge_cases=(lines(1, 0, 1, "1 1"), lines(3, "5 5 5", 2, "1 2", "1 3"), lines(2, "1073741823 1", 2, "1 1", "2 2"), lines(5, "1 2 4 8 16", 2, "2 5", "3 3")),
        generate=gen_xor_queries,
    ),
    Problem(
        name="monotone_binary_flips", split="valid", level="B", tags=("prefix sums", "implementation", "strings"),
        statement="""A string of zeros and ones is called monotone if no 1 stands before a 0 in it, that is, it consists of some zeros followed by some ones (either part may be empty). In one operation you may change any single character of the string (0 into 1 or 1 into 0). What is the smallest number of operations that makes the given string monotone?

Input

The only line contains the string s (1 ≤ |s| ≤ 1000) of characters 0 and 1.

Output

Print the smallest number of operations.""",
        examples=(lines("00110"), lines("010110")),
        edge_cases=(lines("0"), lines("1"), lines("10"), lines("0011"), lines("00011000"), lines("1110000111")),
        generate=gen_binary,
    ),
    Problem(
        name="grumpy_owner_window", split="valid", level="B", tags=("two pointers", "implementation"),
        statement="""A shop is open for n minutes. During the i-th minute c_i customers enter. In some minutes the owner is grumpy (g_i = 1), and the customers of such a minute leave unhappy; in the other minutes (g_i = 0) they leave happy. The owner knows a trick that keeps him calm for k consecutive minutes, and can use it only once. During these minutes all customers leave happy. What is the largest number of happy customers?

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100).

The second line contains n integers c_1, c_2, ..., c_n (0 ≤ c_i ≤ 1000).

The third line contains n integers g_1, g_2, ..., g_n (each is 0 or 1).

Output

Print the largest number of happy customers.""",
        examples=(lines("8 3", "1 0 1 2 1 1 7 5", "0 1 0 1 0 1 0 1"),),
        edge_cases=(lines("1 1", 5, 1), lines("1 1", 5, 0), lines("3 1", "4 10 4", "0 0 1"), lines("4 2", "1 1 1 1", "1 1 1 1"), lines("5 2", "9 1 1 9 0", "0 1 1 1 1")),
        generate=gen_grumpy,
    ),
    Problem(
        name="anagram_windows_count", split="valid", level="A", tags=("strings", "two pointers"),
        statement="""For how many positions i is the block of |t| consecutive characters of s that starts at position i an anagram of t, that is, consists of the same letters as t, each occurring the same number of times?

Input

The first line contains the string s (1 ≤ |s| ≤ 300).

The second line contains the string t (1 ≤ |t| ≤ 300).

Both strings consist of lowercase Latin letters.

Output

Print the number of such positions (0 if t is longer than s).""",
        examples=(lines("cbaebabacd", "abc"), lines("abab", "ab")),
        edge_cases=(lines("a", "a"), lines("a", "ab"), lines("aab", "abb"), lines("aaaa", "aa"), lines("abcabc", "cab")),
        generate=gen_anagram,
    ),
    Problem(
        name="max_sum_of_pair_minimums", split="valid", level="A", tags=("greedy", "sortings"),
        statement="""Split 2n given integers into n pairs; each integer goes to exactly one pair. From every pair take its smaller number (either one if they are equal). What is the largest possible total of the taken numbers?

Input

The first line contains one integer n (1 ≤ n ≤ 50).

The second line contains 2n integers a_1, a_2, ..., a_{2n} (-10^9 ≤ a_i ≤ 10^9).

Output

Print the largest possible total. It may not fit into a 32-bit integer.""",
        examples=(lines(2, "1 4 3 2"), lines(3, "6 2 6 5 1 2")),
        edge_cases=(lines(1, "-5 7"), lines(2, "-1 -1 -1 -1"), lines(3, "1 2 3 4 5 6"), lines(50, join([10**9] * 100))),
        generate=gen_pairs_min,
    ),
    Problem(
        name="busy_at_query_times", split="valid", level="A", tags=("implementation",),
        statement="""n students did their homework; the i-th worked from moment s_i to moment e_i, both moments included. For each of q moments t, how many students were doing homework at moment t?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

Each of the next n lines contains two integers s_i and e_i (0 ≤ s_i ≤ e_i ≤ 10^9).

The next line contains one integer q (1 ≤ q ≤ 100).

The last line contains q integers t_1, t_2, ..., t_q (0 ≤ t_j ≤ 10^9).

Output

Print q integers on one line, separated by spaces: the answers for t_1, t_2, ..., t_q.""",
        examples=(lines(3, "1 3", "2 2", "3 7", 3, "4 3 0"),),
        edge_cases=(lines(1, "5 5", 3, "4 5 6"), lines(2, "0 1000000000", "0 1000000000", 2, "0 1000000000"), lines(2, "1 2", "2 3", 1, 2), lines(1, "10 20", 2, "9 21")),
        generate=gen_busy,
    ),
    Problem(
        name="odd_length_segments_total", split="valid", level="A", tags=("prefix sums", "implementation", "math"),
        statement="""Take every block of consecutive elements of the array whose length is odd (1, 3, 5, ...), and add up the elements of all these blocks. What is the grand total?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the grand total. It may not fit into a 32-bit integer.""",
        examples=(lines(5, "1 4 2 5 3"), lines(2, "1 2")),
        edge_cases=(lines(1, 7), lines(3, "1 1 1"), lines(4, "10 20 30 40"), lines(100, join([10**9] * 100))),
        generate=gen_positive,
    ),
    Problem(
        name="halve_by_removing_values", split="valid", level="A", tags=("greedy", "sortings"),
        statement="""You choose a set of values and remove from the array every element whose value is in the set. At least half of the elements of the array must be removed. What is the smallest possible number of values in the chosen set?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 100).

Output

Print the smallest size of the set.""",
        examples=(lines(10, "3 3 3 3 5 5 5 2 2 7"), lines(6, "7 7 7 7 7 7")),
        edge_cases=(lines(1, 1), lines(2, "1 2"), lines(4, "1 2 3 4"), lines(5, "1 1 2 3 4"), lines(6, "1 1 1 2 2 3")),
        generate=gen_halve,
    ),
    Problem(
        name="pivot_balance_index", split="valid", level="A", tags=("prefix sums", "implementation"),
        statement="""A position p of the array is a pivot if the elements before it add up to the same value as the elements after it; an empty side adds up to 0, and a_p itself belongs to neither side. Find the smallest pivot.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the smallest pivot (positions are numbered from 1), or -1 if the array has no pivot.""",
        examples=(lines(6, "1 7 3 6 5 6"), lines(3, "1 2 3")),
        edge_cases=(lines(1, 5), lines(3, "2 1 -1"), lines(3, "1 -1 2"), lines(4, "0 0 0 0"), lines(3, "-1000000000 5 -1000000000")),
        generate=gen_pivot,
    ),
    Problem(
        name="middle_pile_coins", split="valid", level="A", tags=("greedy", "sortings"),
        statement="""There are 3n piles of coins; the i-th holds a_i coins. The piles are shared in n rounds. In every round you pick any three piles that are still left; Alice takes the one with the most coins, you take the one with the second most, and Bob takes the remaining one (when numbers are equal it does not matter which pile is which). What is the largest total number of coins you can get?

Input

The first line contains one integer n (1 ≤ n ≤ 33).

The second line contains 3n integers a_1, a_2, ..., a_{3n} (1 ≤ a_i ≤ 10^9).

Output

Print the largest number of coins you can get. It may not fit into a 32-bit integer.""",
        examples=(lines(2, "2 4 1 2 7 8"), lines(3, "9 8 7 6 5 1 2 3 4")),
        edge_cases=(lines(1, "1 2 3"), lines(1, "5 5 5"), lines(2, "1 1 1 10 10 10"), lines(33, join([10**9] * 99))),
        generate=gen_piles,
    ),
    Problem(
        name="sorted_two_sum_indices", split="valid", level="A", tags=("two pointers",),
        statement="""An array is sorted in non-decreasing order. Find two positions i < j with a_i + a_j = T. If there are several such pairs, choose the one with the smallest i, and among those the one with the smallest j.

Input

The first line contains two integers n and T (2 ≤ n ≤ 100, -2·10^9 ≤ T ≤ 2·10^9).

The second line contains n integers a_1 ≤ a_2 ≤ ... ≤ a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the two positions i and j separated by a space (positions are numbered from 1), or -1 if there is no such pair.""",
        examples=(lines("5 9", "1 2 4 5 7"), lines("3 100", "1 2 3")),
        edge_cases=(lines("2 4", "2 2"), lines("2 4", "2 3"), lines("5 6", "3 3 3 3 3"), lines("4 0", "-2 -1 1 2"), lines("5 8", "1 4 4 7 7")),
        generate=gen_two_sum,
    ),
)
