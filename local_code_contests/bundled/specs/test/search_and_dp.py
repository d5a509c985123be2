"""Test problems (never trained on). Brute force, bitmasks, small dynamic programming and graph search.

Specs only: build.py turns them into bundled_test.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, big_int, join, lines


def gen_grid(rng):
    n, m = rng.randint(1, 12), rng.randint(1, 12)
    p = rng.choice([0.0, 0.1, 0.25])
    grid = [["#" if rng.random() < p else "." for _ in range(m)] for _ in range(n)]
    if rng.random() < 0.2:
        grid[0][0] = "#"
    return lines(join([n, m]), *("".join(row) for row in grid))


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
)
