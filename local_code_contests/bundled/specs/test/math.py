"""Test problems (never trained on). Math: formulas, number theory, counting and geometry on integers.

Specs only: build.py turns them into bundled_test.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, big_int, join, lines


def gen_rectangles(rng):
    bound = rng.choice([10, 10**9])

    def rect():
        x1, x2 = sorted(rng.sample(range(-bound, bound + 1), 2))
        y1, y2 = sorted(rng.sample(range(-bound, bound + 1), 2))
        return join([x1, y1, x2, y2])

    return lines(rect(), rect())

def gen_sum_range(rng):
    bound = rng.choice([10, 10**9])
    l, r = sorted([rng.randint(-bound, bound), rng.randint(-bound, bound)])
    return lines(join([l, r]))

def gen_corner(rng):
    bound = rng.choice([10, 10**9])
    x1, x2 = rng.sample(range(-bound, bound + 1), 2)
    y1, y2 = rng.sample(range(-bound, bound + 1), 2)
    corners = [(x1, y1), (x1, y2), (x2, y1), (x2, y2)]
    corners.pop(rng.randrange(4))
    rng.shuffle(corners)
    return lines(*(join(corner) for corner in corners))

def gen_queen(rng):
    n = rng.choice([rng.randint(1, 8), big_int(rng, 10**9, 1)])
    return lines(join([n, rng.choice([1, n, rng.randint(1, n)]), rng.choice([1, n, rng.randint(1, n)])]))


PROBLEMS = (
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
        name="fourth_corner",
        split="test",
        level="A",
        tags=("geometry", "implementation"),
        statement="""A rectangle with sides parallel to the coordinate axes has positive area. Three of its corners are given, in any order. Find the fourth corner.

Input

Each of the three lines contains two integers x and y (-10^9 ≤ x, y ≤ 10^9), the coordinates of a corner.

Output

Print the two coordinates of the fourth corner.""",
        examples=(lines("1 5", "4 2", "1 2"),),
        edge_cases=(lines("1 2", "1 5", "4 2"), lines("-1000000000 -1000000000", "1000000000 1000000000", "-1000000000 1000000000"), lines("3 3", "0 7", "0 3"), lines("5 -2", "5 6", "-4 6")),
        generate=gen_corner,
    ),
    Problem(
        name="queen_attacked_cells",
        split="test",
        level="A",
        tags=("math", "implementation"),
        statement="""A queen stands alone on an n × n board, in row r and column c. It attacks every other cell of its row, of its column and of both diagonals through its cell. How many cells does it attack?

Input

The only line contains three integers n, r and c (1 ≤ n ≤ 10^9, 1 ≤ r, c ≤ n).

Output

Print the number of attacked cells.""",
        examples=(lines("8 4 5"),),
        edge_cases=(lines("1 1 1"), lines("1000000000 500000000 500000000"), lines("1000000000 1 1"), lines("2 1 2"), lines("1000000000 1 1000000000")),
        generate=gen_queen,
    ),
)
