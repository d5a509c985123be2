"""Test problems (never trained on). Greedy choices, sorting, two pointers and simple data structures.

Specs only: build.py turns them into bundled_test.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, int_array, join, lines


def gen_count_at_most(rng):
    n, q = rng.randint(1, 100), rng.randint(1, 100)
    bound = rng.choice([10, 10**9])
    values = int_array(rng, n, -bound, bound)
    queries = [rng.choice(values) if rng.random() < 0.5 else rng.randint(-bound, bound) for _ in range(q)]
    return lines(join([n, q]), join(values), join(queries))

def gen_progression(rng):
    n = rng.choice([rng.randint(1, 5), rng.randint(1, 100)])
    d = rng.choice([0, rng.randint(-5, 5), rng.randint(-(10**7), 10**7)])
    start = rng.randint(max(-(10**9), -(10**9) - d * (n - 1)), min(10**9, 10**9 - d * (n - 1)))
    values = [start + d * i for i in range(n)]
    if rng.random() < 0.4:  # spoil it: move one element a little, or repeat one
        i = rng.randrange(n)
        values[i] = rng.choice(values) if rng.random() < 0.5 else max(-(10**9), min(10**9, values[i] + rng.randint(-3, 3)))
    rng.shuffle(values)
    return lines(n, join(values))

def gen_at_least_one(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice([3, 10, 10**9]))))


PROBLEMS = (
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
        name="progression_reorder",
        split="test",
        level="A",
        tags=("sortings", "math"),
        statement="""Can the given n integers be arranged in a row so that all differences between neighbours are the same, that is, so that they form an arithmetic progression? Every number must be used exactly once.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print YES if such an arrangement exists and NO otherwise.""",
        examples=(lines(5, "7 1 5 3 9"), lines(3, "1 2 4")),
        edge_cases=(lines(1, 5), lines(4, "1 1 2 3"), lines(3, "4 4 4"), lines(2, "-1000000000 1000000000"), lines(3, "1000000000 -1000000000 0")),
        generate=gen_progression,
    ),
    Problem(
        name="distinct_after_increments",
        split="test",
        level="B",
        tags=("greedy", "sortings"),
        statement="""You may add 1 to each element of the array at most once; you may also leave any element as it is. What is the largest possible number of distinct values in the array afterwards?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the largest possible number of distinct values.""",
        examples=(lines(5, "3 3 3 8 8"),),
        note="Make the array 3 4 3 8 9: the values 3, 4, 8 and 9 are distinct.",
        edge_cases=(lines(1, 1), lines(3, "1 1 2"), lines(4, "1000000000 1000000000 1000000000 1000000000"), lines(6, "1 1 2 2 3 3")),
        generate=gen_at_least_one,
    ),
)
