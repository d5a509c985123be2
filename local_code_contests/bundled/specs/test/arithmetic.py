"""Test problems (never trained on). Arithmetic and formulas: rounding, divisibility, min/max, units, time.

Specs only: build.py turns them into bundled_test.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, big_int, int_array, join, lines


def gen_phone(rng):
    high = rng.choice([10, 10**5])
    return lines(join([rng.randint(0, 10**5), rng.randint(1, high)]), join([rng.randint(1, 10**5), rng.randint(0, 10**5), rng.randint(1, high)]))

def gen_paint(rng):
    high = rng.choice([10, 10**6])
    return lines(join(int_array(rng, 3, 1, high) + [rng.choice([rng.randint(1, 100), rng.randint(1, 10**9)])]))

def gen_laps(rng):
    n = rng.randint(1, 100)
    laps = int_array(rng, n, 1, rng.choice([3, 60]))
    if rng.random() < 0.4:
        laps[0] = 1
    total, splits = 0, []
    for lap in laps:
        total += lap
        if total > 99 * 60 + 59:
            break
        splits.append(f"{total // 60:02d}:{total % 60:02d}")
    return lines(len(splits), *splits)

def gen_pyramid(rng):
    if rng.random() < 0.3:
        h = rng.randint(1, 1800)
        return lines(h * (h + 1) * (h + 2) // 6 + rng.choice([0, -1, 1]))
    return lines(rng.choice([rng.randint(1, 100), rng.randint(1, 10**9)]))

def gen_divisible_cost(rng):
    m = rng.choice([rng.randint(1, 10), big_int(rng, 10**12, 1)])
    n = rng.choice([big_int(rng, 10**12, 1), m * rng.randint(0, 10**12 // m)])
    return lines(join([max(1, n), m, rng.randint(1, 100), rng.randint(1, 100)]))

def gen_income(rng):
    return lines(rng.choice([rng.randint(0, 50000), rng.randint(0, 10**9), 10000 + rng.randint(-1, 1), 40000 + rng.randint(-1, 1)]))

def gen_eleven(rng):
    length = rng.choice([rng.randint(1, 18), rng.randint(1, 1000)])
    digits = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(length - 1)]
    if rng.random() < 0.5 and length > 1:  # fix the last digit so that 11 divides the number when possible
        # the last digit counts with sign +, the one before it with sign -, and so on
        alternating = sum(-d if i % 2 == 0 else d for i, d in enumerate(reversed(digits[:-1])))
        last = (-alternating) % 11
        if last <= 9:
            digits[-1] = last
    return lines("".join(map(str, digits)))

def gen_lcm_split(rng):
    kind = rng.choice(["small", "any", "even", "odd_composite"])
    if kind == "small":
        return lines(rng.randint(2, 50))
    if kind == "even":
        return lines(2 * rng.randint(1, 5 * 10**8))
    if kind == "odd_composite":
        p = rng.choice([3, 5, 7, 11, 101, 997, 31607])
        return lines(p * (2 * rng.randint(0, 10**9 // p // 2 - 1) + 1) if p < 31607 else 31607 * 31607)
    return lines(rng.randint(2, 10**9))

def gen_digit_split(rng):
    return lines(rng.choice([rng.randint(0, 100), big_int(rng, 10**12), 10 ** rng.randint(1, 12) - rng.choice([0, 1])]))


PROBLEMS = (
    Problem(
        name="phone_plan_cost",
        split="test",
        level="A",
        tags=("math", "implementation"),
        statement="""A phone company offers two plans. With the first plan you pay p coins for every minute of calls. With the second plan you pay a fixed f coins per month, which includes m minutes of calls; every minute beyond those m minutes costs e coins. This month you will talk for t minutes. How much will you pay if you choose the cheaper plan?

Input

The first line contains two integers t and p (0 ≤ t ≤ 10^5, 1 ≤ p ≤ 10^5).

The second line contains three integers f, m and e (1 ≤ f ≤ 10^5, 0 ≤ m ≤ 10^5, 1 ≤ e ≤ 10^5).

Output

Print the cost of the cheaper plan. It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines("100 3", "200 60 4"),),
        edge_cases=(lines("0 5", "100 10 1"), lines("10 50", "100 60 1"), lines("100000 100000", "100000 0 100000"), lines("30 10", "299 20 100")),
        generate=gen_phone,
    ),
    Problem(
        name="paint_cans_for_walls",
        split="test",
        level="A",
        tags=("math", "geometry"),
        statement="""A room has a rectangular floor of l × w metres and walls h metres high. All four walls must be painted (the floor and the ceiling are not painted, and doors and windows are ignored). One can of paint covers c square metres. How many cans must be bought?

Input

The only line contains four integers l, w, h and c (1 ≤ l, w, h ≤ 10^6, 1 ≤ c ≤ 10^9).

Output

Print the smallest number of cans that is enough.""",
        examples=(lines("4 3 3 10"),),
        edge_cases=(lines("1 1 1 4"), lines("1 1 1 5"), lines("1000000 1000000 1000000 1"), lines("1000000 1000000 1000000 1000000000")),
        generate=gen_paint,
    ),
    Problem(
        name="fastest_lap_from_splits",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""A runner's stopwatch was started at 00:00 and recorded a split at the end of every lap: the time passed since the start, in the format mm:ss. Find the fastest lap. If several laps are equally fast, choose the one that was run first.

Input

The first line contains one integer n (1 ≤ n ≤ 100), the number of laps.

Each of the next n lines contains one split time mm:ss (00 ≤ mm ≤ 99, 00 ≤ ss ≤ 59). The split times are strictly increasing.

Output

Print two integers separated by a space: the number of the fastest lap (laps are numbered from 1) and its duration in seconds.""",
        examples=(lines(3, "01:10", "02:15", "03:19"),),
        edge_cases=(lines(1, "00:01"), lines(2, "00:30", "01:30"), lines(3, "01:00", "02:00", "03:00"), lines(2, "99:58", "99:59")),
        generate=gen_laps,
    ),
    Problem(
        name="pyramid_levels_from_cubes",
        split="test",
        level="A",
        tags=("math", "implementation"),
        statement="""Children build a pyramid of cubes. The top level has 1 cube, the second level 1 + 2 = 3 cubes, the third level 1 + 2 + 3 = 6 cubes, and in general the i-th level from the top has 1 + 2 + ... + i cubes. They have n cubes. How many complete levels can the tallest pyramid have? Not all cubes have to be used.

Input

The only line contains one integer n (1 ≤ n ≤ 10^9).

Output

Print the largest number of levels.""",
        examples=(lines(25),),
        edge_cases=(lines(1), lines(3), lines(4), lines(10), lines(10**9)),
        generate=gen_pyramid,
    ),
    Problem(
        name="min_cost_to_make_divisible",
        split="test",
        level="A",
        tags=("math",),
        statement="""A stadium has n seats, and they must be shared equally among m teams' supporters, so the number of seats must become divisible by m. Adding one seat costs a coins and removing one seat costs b coins. It is allowed to remove all seats. What is the smallest cost?

Input

The only line contains four integers n, m, a and b (1 ≤ n, m ≤ 10^12, 1 ≤ a, b ≤ 100).

Output

Print the smallest cost. It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines("9 7 3 8"), lines("2 7 3 7")),
        edge_cases=(lines("10 5 1 1"), lines("1 1000000000000 100 1"), lines("999999999999 1000000000000 1 100"), lines("5 3 1 100")),
        generate=gen_divisible_cost,
    ),
    Problem(
        name="tax_brackets",
        split="test",
        level="A",
        tags=("math", "implementation"),
        statement="""Income tax is computed by brackets. The first 10000 coins of income are not taxed. The part of the income above 10000 and up to 40000 is taxed at 10 percent. The part above 40000 is taxed at 25 percent. For example, an income of 50000 pays 0 + 3000 + 2500 = 5500 coins. Compute the tax for an income of n coins, rounded down to a whole number of coins.

Input

The only line contains one integer n (0 ≤ n ≤ 10^9).

Output

Print the tax, rounded down.""",
        examples=(lines(50000), lines(12345)),
        edge_cases=(lines(0), lines(10000), lines(10009), lines(40000), lines(10**9), lines(40003)),
        generate=gen_income,
    ),
    Problem(
        name="divisible_by_eleven_big",
        split="test",
        level="A",
        tags=("math", "strings"),
        statement="""Check whether a very long number is a multiple of 11. A rule helps: add up the digits in odd positions counted from the right, subtract the digits in even positions; the number is a multiple of 11 exactly when the result is a multiple of 11 (0 and negative multiples count).

Input

The only line contains one positive integer with at most 1000 digits and no leading zeros.

Output

Print YES if the number is a multiple of 11, and NO otherwise.""",
        examples=(lines(918082), lines(1234)),
        edge_cases=(lines(11), lines(1), lines("1" * 1000), lines("1" * 999), lines("90" * 300 + "9")),
        generate=gen_eleven,
    ),
    Problem(
        name="min_lcm_split",
        split="test",
        level="B",
        tags=("math", "number theory"),
        statement="""Split the integer n into two positive parts a and b with a + b = n so that the least common multiple of a and b is as small as possible. The best split is unique up to the order of the parts.

Input

The only line contains one integer n (2 ≤ n ≤ 10^9).

Output

Print a and b with a ≤ b, separated by a space.""",
        examples=(lines(9), lines(5)),
        edge_cases=(lines(2), lines(4), lines(999999937), lines(10**9), lines(25), lines(999950884)),
        generate=gen_lcm_split,
    ),
    Problem(
        name="max_digit_sum_split",
        split="test",
        level="B",
        tags=("greedy", "math"),
        statement="""Let S(x) be the sum of the decimal digits of x. Write n as a + b with non-negative integers a and b so that S(a) + S(b) is as large as possible, and print that largest value.

Input

The only line contains one integer n (0 ≤ n ≤ 10^12).

Output

Print the largest possible S(a) + S(b).""",
        examples=(lines(35), lines(100)),
        edge_cases=(lines(0), lines(9), lines(10), lines(10**12), lines(999999999999)),
        generate=gen_digit_split,
    ),
)
