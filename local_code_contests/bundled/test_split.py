"""Test problems (never trained on).

Specs only: build.py turns them into bundled_<split>.jsonl (problem_spec.py describes a spec)."""

from .problem_spec import Problem, big_int, int_array, join, lines, word
from .valid import gen_words_line


def gen_grid(rng):
    n, m = rng.randint(1, 12), rng.randint(1, 12)
    p = rng.choice([0.0, 0.1, 0.25])
    grid = [["#" if rng.random() < p else "." for _ in range(m)] for _ in range(n)]
    if rng.random() < 0.2:
        grid[0][0] = "#"
    return lines(join([n, m]), *("".join(row) for row in grid))



def gen_count_at_most(rng):
    n, q = rng.randint(1, 100), rng.randint(1, 100)
    bound = rng.choice([10, 10**9])
    values = int_array(rng, n, -bound, bound)
    queries = [rng.choice(values) if rng.random() < 0.5 else rng.randint(-bound, bound) for _ in range(q)]
    return lines(join([n, q]), join(values), join(queries))



def gen_sorted_check(rng):
    n = rng.randint(1, 100)
    values = sorted(int_array(rng, n, -5, 5))
    if rng.random() < 0.4 and n > 1:
        i = rng.randrange(n - 1)
        values[i], values[i + 1] = values[i + 1], values[i]
    return lines(n, join(values))



def gen_rectangles(rng):
    bound = rng.choice([10, 10**9])

    def rect():
        x1, x2 = sorted(rng.sample(range(-bound, bound + 1), 2))
        y1, y2 = sorted(rng.sample(range(-bound, bound + 1), 2))
        return join([x1, y1, x2, y2])

    return lines(rect(), rect())



def gen_socks(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice([3, 100]))))



def gen_mex(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 0, rng.choice([5, 20, 100]))))



def gen_clock_add(rng):
    h, m = rng.randint(0, 23), rng.randint(0, 59)
    return lines(f"{h:02d}:{m:02d}", rng.choice([rng.randint(0, 1500), big_int(rng, 10**9)]))



def gen_sum_range(rng):
    bound = rng.choice([10, 10**9])
    l, r = sorted([rng.randint(-bound, bound), rng.randint(-bound, bound)])
    return lines(join([l, r]))



PROBLEMS = (
    Problem(
        name="grid_paths",
        split="test",
        level="B",
        tags=("dp",),
        statement="""A grid has n rows and m columns; each cell is free (.) or blocked (#). A path starts in the top-left cell, ends in the bottom-right cell, moves one cell right or one cell down at a time and visits only free cells. Count such paths modulo 10^9 + 7. If the first or the last cell is blocked, there are no paths.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 50).

Each of the next n lines contains m characters . and #.

Output

Print the number of paths modulo 1000000007.""",
        examples=(lines("3 3", "...", ".#.", "..."),),
        edge_cases=(lines("1 1", "."), lines("1 1", "#"), lines("2 2", "#.", ".."), lines("2 2", "..", ".#"), lines("50 50", *(["." * 50] * 50))),
        generate=gen_grid,
    ),
    Problem(
        name="count_at_most",
        split="test",
        level="B",
        tags=("binary search", "sortings"),
        statement="""You are given an array of n integers and q queries. For each query x, count the elements of the array that are less than or equal to x.

Input

The first line contains two integers n and q (1 ≤ n, q ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

The third line contains q integers x_1, x_2, ..., x_q (-10^9 ≤ x_j ≤ 10^9).

Output

For each query print the answer on its own line.""",
        examples=(lines("5 3", "1 3 3 7 9", "3 0 10"),),
        edge_cases=(lines("1 1", 5, 5), lines("3 2", "-1000000000 0 1000000000", "1000000000 -1000000000"), lines("4 2", "2 2 2 2", "1 2")),
        generate=gen_count_at_most,
    ),
    Problem(
        name="sorted_check",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""Check whether the array is sorted in non-decreasing order, that is, every element is greater than or equal to the previous one.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print YES if the array is sorted in non-decreasing order and NO otherwise.""",
        examples=(lines(4, "1 3 5 8"), lines(3, "3 1 2")),
        edge_cases=(lines(3, "2 2 2"), lines(1, 42), lines(2, "1000000000 -1000000000"), lines(5, "1 2 2 3 3")),
        generate=gen_sorted_check,
    ),
    Problem(
        name="rect_overlap",
        split="test",
        level="B",
        tags=("geometry", "math"),
        statement="""Two rectangles have sides parallel to the coordinate axes. Each is given by the coordinates of its lower-left corner (x1, y1) and upper-right corner (x2, y2). Find the area of their intersection.

Input

Each of the two lines contains four integers x1, y1, x2, y2 (-10^9 ≤ x1 < x2 ≤ 10^9, -10^9 ≤ y1 < y2 ≤ 10^9), one rectangle per line.

Output

Print the area of the intersection (0 if the rectangles do not overlap or only touch).""",
        examples=(lines("0 0 4 4", "2 2 6 6"),),
        edge_cases=(
            lines("0 0 1 1", "2 2 3 3"),
            lines("0 0 2 2", "2 0 4 2"),
            lines("-1000000000 -1000000000 1000000000 1000000000", "-1000000000 -1000000000 1000000000 1000000000"),
            lines("0 0 10 10", "3 -5 4 20"),
        ),
        generate=gen_rectangles,
    ),
    Problem(
        name="popcount64",
        split="test",
        level="A",
        tags=("bitmasks",),
        statement="""How many ones are there in the binary representation of n?

Input

The only line contains one integer n (0 ≤ n ≤ 10^18).

Output

Print the number of ones.""",
        examples=(lines(13),),
        edge_cases=(lines(0), lines(10**18), lines(2**32), lines(2**32 - 1), lines(2**59 - 1)),
        generate=lambda rng: lines(big_int(rng)),
    ),
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
        name="array_mex",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""The MEX of an array is the smallest non-negative integer that does not occur in it. Find the MEX.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (0 ≤ a_i ≤ 100).

Output

Print the MEX of the array.""",
        examples=(lines(4, "0 1 3 1"),),
        edge_cases=(lines(3, "1 2 3"), lines(1, 0), lines(5, "4 3 2 1 0"), lines(1, 100), lines(100, join(range(100)))),
        generate=gen_mex,
    ),
    Problem(
        name="multiples_3_or_5",
        split="test",
        level="B",
        tags=("math",),
        statement="""Find the sum of all positive integers smaller than n that are divisible by 3 or by 5.

Input

The only line contains one integer n (1 ≤ n ≤ 10^9).

Output

Print the sum.""",
        examples=(lines(10),),
        note="3 + 5 + 6 + 9 = 23.",
        edge_cases=(lines(1), lines(16), lines(10**9), lines(15)),
        generate=lambda rng: lines(big_int(rng, 10**9, 1)),
    ),
    Problem(
        name="clock_add",
        split="test",
        level="A",
        tags=("implementation", "math"),
        statement="""A 24-hour clock shows the time hh:mm. What will it show after k more minutes?

Input

The first line contains the current time in the format hh:mm (00 ≤ hh ≤ 23, 00 ≤ mm ≤ 59).

The second line contains one integer k (0 ≤ k ≤ 10^9).

Output

Print the new time in the same format, with two digits for the hours and two for the minutes.""",
        examples=(lines("10:15", 50), lines("23:30", 45)),
        edge_cases=(lines("00:00", 0), lines("23:59", 1), lines("12:00", 10**9), lines("00:00", 1440)),
        generate=gen_clock_add,
    ),
    Problem(
        name="socks_pairs",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""A drawer holds n socks; the i-th sock has colour c_i. A pair is two socks of the same colour. What is the largest number of pairs that can be made, each sock used at most once?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers c_1, c_2, ..., c_n (1 ≤ c_i ≤ 100).

Output

Print the maximum number of pairs.""",
        examples=(lines(9, "10 20 20 10 10 30 50 10 20"),),
        edge_cases=(lines(1, 5), lines(2, "1 2"), lines(4, "7 7 7 7"), lines(5, "1 2 3 4 5")),
        generate=gen_socks,
    ),
    Problem(
        name="sum_range",
        split="test",
        level="A",
        tags=("math",),
        statement="""Find the sum of all integers from l to r inclusive.

Input

The only line contains two integers l and r (-10^9 ≤ l ≤ r ≤ 10^9).

Output

Print l + (l + 1) + ... + r.""",
        examples=(lines("1 10"),),
        edge_cases=(lines("5 5"), lines("-1000000000 1000000000"), lines("1 1000000000"), lines("-3 -1"), lines("1 3")),
        generate=gen_sum_range,
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
)
