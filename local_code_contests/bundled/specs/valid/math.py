"""Validation problems (never trained on). Math: formulas, number theory, counting and geometry on integers.

Specs only: build.py turns them into bundled_valid.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, big_int, int_array, join, lines, value_range


def gen_equalize(rng):
    n = rng.randint(1, 100)
    high = rng.choice([10, 10**9])
    return lines(n, join(int_array(rng, n, 0, high)))

def gen_pair_product(rng):
    n = rng.randint(2, 100)
    low, high = value_range(rng, 10**9)
    return lines(n, join(int_array(rng, n, low, high)))

def gen_block(rng):
    return lines(join(int_array(rng, 3, 1, rng.choice([3, 10, 10**6]))))

def gen_lamps(rng):
    n = rng.choice([rng.randint(1, 100), rng.randint(1, 10**5)])
    return lines(join([n, rng.choice([rng.randint(1, n), rng.randint(1, 10**5), n])]))

def gen_ball(rng):
    n = rng.choice([rng.randint(1, 10), big_int(rng, 10**9, 1)])
    return lines(join([n, rng.choice([rng.randint(0, 100), big_int(rng)])]))

def gen_light(rng):
    g, r = (rng.randint(1, 10), rng.randint(1, 10)) if rng.random() < 0.5 else (big_int(rng, 10**9, 1), big_int(rng, 10**9, 1))
    t = rng.choice([rng.randint(0, 3 * (g + r)), big_int(rng)])
    return lines(join([g, r, t]))


PROBLEMS = (
    Problem(
        name="halving_steps",
        split="valid",
        level="A",
        tags=("math", "bitmasks"),
        statement="""Start with a non-negative integer n. While n is not zero: if n is even, divide it by 2; otherwise subtract 1. How many operations are made?

Input

The only line contains one integer n (0 ≤ n ≤ 10^18).

Output

Print the number of operations.""",
        examples=(lines(14),),
        note="14 → 7 → 6 → 3 → 2 → 1 → 0 takes 6 operations.",
        edge_cases=(lines(0), lines(1), lines(10**18), lines(2**59 - 1)),
        generate=lambda rng: lines(big_int(rng)),
    ),
    Problem(
        name="equalize_up",
        split="valid",
        level="A",
        tags=("math", "greedy"),
        statement="""In one operation you may increase any element of the array by 1. What is the smallest number of operations that makes all elements equal?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (0 ≤ a_i ≤ 10^9).

Output

Print the minimum number of operations.""",
        examples=(lines(3, "1 3 2"),),
        edge_cases=(lines(1, 5), lines(100, join([10**9] + [0] * 99)), lines(3, "7 7 7")),
        generate=gen_equalize,
    ),
    Problem(
        name="max_pair_product",
        split="valid",
        level="B",
        tags=("math", "sortings"),
        statement="""Choose two elements of the array with different indices so that their product is as large as possible. Print that product.

Input

The first line contains one integer n (2 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the maximum product.""",
        examples=(lines(4, "-10 -3 5 2"),),
        edge_cases=(
            lines(2, "-1000000000 -1000000000"),
            lines(2, "-5 3"),
            lines(3, "0 -1 -2"),
            lines(3, "1000000000 999999999 -1000000000"),
        ),
        generate=gen_pair_product,
    ),
    Problem(
        name="painted_block_cubes",
        split="valid",
        level="A",
        tags=("math",),
        statement="""A solid block of a × b × c unit cubes is dipped into paint, so that every face on the outside of the block gets painted. Then the block is taken apart into its unit cubes. How many of the unit cubes have at least one painted face?

Input

The only line contains three integers a, b and c (1 ≤ a, b, c ≤ 10^6).

Output

Print the number of unit cubes with paint on them.""",
        examples=(lines("3 4 5"),),
        note="Only the 1 × 2 × 3 cubes inside the block stay clean: 60 - 6 = 54.",
        edge_cases=(lines("1 1 1"), lines("1000000 1000000 1000000"), lines("2 2 2"), lines("1 5 7"), lines("1000000 1 3")),
        generate=gen_block,
    ),
    Problem(
        name="lamps_after_k_walkers",
        split="valid",
        level="B",
        tags=("math", "number theory"),
        statement="""There are n lamps in a row, numbered from 1 to n, and all of them are off. Then k people walk along the row one after another. Person number i (1 ≤ i ≤ k) flips the switch of every lamp whose number is divisible by i: a lamp that was off turns on, and a lamp that was on turns off. How many lamps are on after all k people have passed?

Input

The only line contains two integers n and k (1 ≤ n, k ≤ 10^5).

Output

Print the number of lamps that are on.""",
        examples=(lines("10 10"),),
        note="Lamps 1, 4 and 9 are switched an odd number of times.",
        edge_cases=(lines("10 2"), lines("1 1"), lines("100000 1"), lines("100000 100000"), lines("5 100000")),
        generate=gen_lamps,
    ),
    Problem(
        name="bouncing_ball",
        split="valid",
        level="A",
        tags=("math", "simulation"),
        statement="""A ball rolls along a corridor of n cells numbered from 1 to n. At time 0 it is in cell 1 and moves towards cell n, one cell per second. When it reaches cell n it turns around and rolls back towards cell 1, where it turns around again, and so on forever. If n = 1 the ball never moves. In which cell is the ball at time t?

Input

The only line contains two integers n and t (1 ≤ n ≤ 10^9, 0 ≤ t ≤ 10^18).

Output

Print the number of the cell.""",
        examples=(lines("4 5"),),
        note="At times 0, 1, ..., 5 the ball is in cells 1, 2, 3, 4, 3, 2.",
        edge_cases=(lines(f"1 {10**18}"), lines(f"2 {10**18}"), lines(f"1000000000 {10**18}"), lines("5 0"), lines("3 3")),
        generate=gen_ball,
    ),
    Problem(
        name="traffic_light_wait",
        split="valid",
        level="A",
        tags=("math",),
        statement="""A traffic light repeats the same cycle forever, starting at time 0: green for g seconds, then red for r seconds. So the light is green at time x when the remainder of x divided by g + r is smaller than g, and red otherwise. A car arrives at the light at time t. If the light is green, the car passes at once; otherwise it waits until the light turns green. How many seconds does the car wait?

Input

The only line contains three integers g, r and t (1 ≤ g, r ≤ 10^9, 0 ≤ t ≤ 10^18).

Output

Print the waiting time in seconds.""",
        examples=(lines("5 3 6"),),
        edge_cases=(lines("5 3 5"), lines(f"1 1 {10**18}"), lines(f"1000000000 1000000000 {10**18 - 1}"), lines("3 4 7"), lines(f"1 1000000000 {10**18}")),
        generate=gen_light,
    ),
)
