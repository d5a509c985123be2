"""Validation problems (never trained on). Greedy choices, sorting, two pointers and simple data structures.

Specs only: build.py turns them into bundled_valid.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, int_array, join, lines


def gen_kth(rng):
    n = rng.randint(1, 100)
    return lines(join([n, rng.randint(1, n)]), join(int_array(rng, n, -50, 50)))

def gen_increasing(rng):
    n = rng.randint(1, 100)
    values = int_array(rng, n, 1, rng.choice([10, 10**9]))
    if rng.random() < 0.3:
        values.sort(reverse=True)
    return lines(n, join(values))


PROBLEMS = (
    Problem(
        name="kth_smallest",
        split="valid",
        level="A",
        tags=("sortings",),
        statement="""Print the k-th smallest of n integers: the number at position k when they are sorted in non-decreasing order (positions are numbered from 1, equal numbers are counted separately).

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-100 ≤ a_i ≤ 100).

Output

Print the k-th smallest number.""",
        examples=(lines("5 2", "4 1 3 1 5"),),
        edge_cases=(lines("1 1", 7), lines("3 3", "1 2 3"), lines("4 4", "-5 -5 -5 -5"), lines("3 1", "9 8 7")),
        generate=gen_kth,
    ),
    Problem(
        name="increasing_by_additions",
        split="valid",
        level="A",
        tags=("greedy",),
        statement="""You may add 1 to any element of the array, as many times as you like; each addition costs one coin. What is the least number of coins needed to make every element strictly greater than the element before it?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the least number of coins.""",
        examples=(lines(4, "2 1 5 5"),),
        note="Add 2 to the second element and 1 to the fourth: 2 3 5 6.",
        edge_cases=(lines(1, 9), lines(3, "1 2 3"), lines(4, "7 7 7 7"), lines(100, join([10**9] + [1] * 99))),
        generate=gen_increasing,
    ),
)
