"""Training problems. Math: formulas, number theory, counting and geometry on integers.

Specs only: build.py turns them into bundled_train.jsonl (problem_spec.py describes a spec)."""

from math import isqrt
import string

from ...problem_spec import Problem, big_int, int_array, join, lines, random_prime, value_range, word


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

def gen_triangle(rng):
    high = rng.choice([10, 1000, 10**9])
    a, b = rng.randint(1, high), rng.randint(1, high)
    c = rng.choice([a + b, abs(a - b) or 1, rng.randint(1, high), a + b - 1 or 1])
    sides = [a, b, min(c, 10**9)]
    rng.shuffle(sides)
    return lines(join(sides))

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

def gen_floor_average(rng):
    n = rng.randint(1, 100)
    low, high = value_range(rng, 10**9)
    return lines(n, join(int_array(rng, n, low, high)))

def gen_missing_number(rng):
    n = rng.randint(2, 1000)
    values = list(range(1, n + 1))
    values.remove(rng.choice([n, rng.randint(1, n)]))
    rng.shuffle(values)
    return lines(n, join(values))

DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"

def to_base(n, b):
    """n >= 0 written in base b (2..36) with digits 0-9A-Z."""
    out = ""
    while True:
        n, d = divmod(n, b)
        out = DIGITS[d] + out
        if n == 0:
            return out

def factor_friendly(rng, high=10**12, low=1):
    """A number in [low, high] that is often smooth, prime, a prime square or a prime times a big prime."""
    kind = rng.choice(["smooth", "prime", "square", "big_cofactor", "any"])
    if kind == "smooth":
        n = 1
        while n * 13 <= high and rng.random() < 0.93:
            n *= rng.choice([2, 2, 2, 3, 3, 5, 7, 11, 13])
    elif kind == "prime":
        n = random_prime(rng, 2, high)
    elif kind == "square":
        n = random_prime(rng, 2, isqrt(high)) ** 2
    elif kind == "big_cofactor":
        small = rng.choice([2, 3, 6, 12, 30, 1024])
        n = small * random_prime(rng, 2, high // small)
    else:
        n = big_int(rng, high, 1)
    return max(low, n)

def gen_lcm_limit(rng):
    kind = rng.choice(["divisors", "small", "large"])
    if kind == "divisors":  # divisors of one number below 10^18: the answer fits
        factors, product = [], 1
        while rng.random() < 0.9:
            p = rng.choice([2, 3, 5, 7, 11, 13, 97, rng.randint(2, 10**4)])
            if product * p > 10**18:
                break
            factors.append(p)
            product *= p
        values = []
        for _ in range(rng.randint(1, 10)):
            value = 1
            for p in factors:
                value *= p if rng.random() < 0.6 else 1
            values.append(value)
    elif kind == "small":
        values = [rng.randint(1, 60) for _ in range(rng.randint(1, 100))]
    else:
        values = [big_int(rng, 10**18, 1) for _ in range(rng.randint(1, 4))]
    return lines(len(values), join(values))

def gen_base_palindrome(rng):
    b = rng.choice([2, 3, 10, rng.randint(2, 36), rng.randint(2, 1000), rng.randint(2, 10**9)])
    if rng.random() < 0.5:
        n = big_int(rng, 10**18, 1)
    else:
        while True:
            half = [rng.randint(1, b - 1)] + [rng.randrange(b) for _ in range(rng.randint(0, 30))]
            digits = half + rng.choice([[], [rng.randrange(b)]]) + half[::-1]
            n = 0
            for d in digits:
                n = n * b + d
            if n <= 10**18:
                break
    return lines(join([n, b]))

def gen_power_of_k(rng):
    k = rng.choice([2, 3, 10, rng.randint(2, 100), rng.randint(2, 10**9), big_int(rng, 10**18, 2)])
    powers = [1]
    while powers[-1] * k <= 10**18:
        powers.append(powers[-1] * k)
    n = rng.choice(powers) + rng.choice([0, 0, 1, -1])
    if rng.random() < 0.2:
        n = big_int(rng, 10**18, 1)
    return lines(join([min(10**18, max(1, n)), k]))

def gen_fraction(rng):
    g = rng.choice([1, rng.randint(1, 10**6)])
    a, b = g * rng.randint(-(10**12), 10**12), g * rng.randint(1, 10**12) * rng.choice([1, -1])
    if rng.random() < 0.3:
        a, b = rng.randint(-20, 20), rng.choice([1, -1]) * rng.randint(1, 20)
    return lines(join([a, b]))

def gen_rounded_quotient(rng):
    b = rng.choice([rng.randint(1, 10), rng.randint(1, 10**9), big_int(rng, 10**18, 1)])
    if rng.random() < 0.5 and b % 2 == 0:  # exactly halfway between two integers
        a = rng.randint(-(10**18 // b), 10**18 // b - 1) * b + b // 2
    else:
        a = big_int(rng) * rng.choice([1, -1])
    return lines(join([a, b * rng.choice([1, -1])]))

def gen_sqrt(rng):
    k = rng.choice([rng.randint(0, 100), rng.randint(0, 10**9)])
    n = k * k + rng.choice([0, -1, 1, rng.randint(0, 2 * k)])
    return lines(min(10**18, max(0, n)) if rng.random() < 0.7 else big_int(rng))

def gen_harshad(rng):
    n = big_int(rng, 10**18, 1)
    while rng.random() < 0.5 and n % sum(map(int, str(n))):  # walk down to a number divisible by its digit sum
        n -= 1
        while n % sum(map(int, str(n))):
            n -= 1
    return lines(n)

def gen_next_prime(rng):
    kind = rng.choice(["small", "prime", "below_prime", "any"])
    if kind == "small":
        return lines(rng.randint(0, 100))
    if kind in ("prime", "below_prime"):
        return lines(random_prime(rng, 2, 10**12) - (kind == "below_prime"))
    return lines(big_int(rng, 10**12))

def gen_decimal(rng):
    b = rng.choice([rng.randint(1, 1000), 2 ** rng.randint(0, 9), rng.choice([3, 6, 7, 12, 14, 17, 28, 97, 996, 999])])
    return lines(join([rng.choice([rng.randint(0, 50), rng.randint(0, 10**6)]), b]))

def hhmm(rng):
    return "%02d:%02d" % (rng.randrange(24), rng.randrange(60))

def gen_lattice(rng):
    bound = rng.choice([10, 10**9])
    x1, y1 = rng.randint(-bound, bound), rng.randint(-bound, bound)
    g = rng.choice([1, rng.randint(1, 1000), rng.randint(1, 10**6)])
    x2 = max(-bound, min(bound, x1 + g * rng.randint(-bound // g, bound // g)))
    y2 = max(-bound, min(bound, y1 + g * rng.randint(-bound // g, bound // g)))
    return lines(join([x1, y1, x2, y2]))

def gen_nearest_multiple(rng):
    k = rng.choice([rng.randint(1, 20), rng.randint(1, 10**9), big_int(rng, 10**18, 1)])
    n = big_int(rng) * rng.choice([1, -1])
    if rng.random() < 0.4 and k % 2 == 0:  # exactly between two multiples
        n = rng.randint(-(10**18 // k), 10**18 // k - 1) * k + k // 2
    return lines(join([n, k]))

def gen_smallest_permutation(rng):
    length = rng.randint(1, 18)
    zeros = rng.choice([0.0, 0.3, 0.7])
    return lines(str(rng.randint(1, 9)) + "".join("0" if rng.random() < zeros else rng.choice("123456789") for _ in range(length - 1)))

def gen_nth_digit(rng):
    borders = [9, 189, 2889, 38889, 488889, 5888889]
    return lines(rng.choice([rng.randint(1, 300), big_int(rng, 10**18, 1), rng.choice(borders) + rng.randint(-2, 2)]))

def gen_savings(rng):
    a = rng.choice([rng.randint(100, 1000), big_int(rng, 10**15, 100)])
    b = rng.choice([rng.randint(1, 10**15), a * rng.randint(1, 10), a + rng.randint(0, 100)])
    return lines(join([a, rng.choice([1, 100, rng.randint(1, 100)]), min(b, 10**15)]))

def gen_product(rng):
    n, k, m = rng.randint(1, 10), rng.randint(1, 10), rng.randint(1, 10)
    bound = rng.choice([3, 10**5])
    rows = [join(int_array(rng, k, -bound, bound)) for _ in range(n)]
    rows += [join(int_array(rng, m, -bound, bound)) for _ in range(k)]
    return lines(join([n, k, m]), *rows)


PROBLEMS = (
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
        name="count_divisors", split="train", level="A", tags=("math", "number theory"),
        statement="""How many positive integers divide n without a remainder?

Input

The only line contains one integer n (1 ≤ n ≤ 10^12).

Output

Print the number of positive divisors of n.""",
        examples=(lines(12),),
        note="The divisors of 12 are 1, 2, 3, 4, 6 and 12.",
        edge_cases=(lines(1), lines(999999999989), lines(10**12), lines(963761198400), lines(999966000289), lines(36)),
        generate=lambda rng: lines(factor_friendly(rng)),
    ),
    Problem(
        name="number_classification", split="train", level="A", tags=("math", "number theory"),
        statement="""Let s be the sum of all positive divisors of n except n itself. The number n is called perfect if s = n, abundant if s > n and deficient if s < n.

Input

The only line contains one integer n (1 ≤ n ≤ 10^12).

Output

Print PERFECT, ABUNDANT or DEFICIENT.""",
        examples=(lines(12), lines(28)),
        edge_cases=(lines(1), lines(2), lines(945), lines(137438691328), lines(999999999989), lines(10**12)),
        generate=lambda rng: lines(rng.choice([factor_friendly(rng), rng.choice([6, 496, 8128, 33550336, 8589869056])])),
    ),
    Problem(
        name="prime_factorization", split="train", level="B", tags=("math", "number theory"),
        statement="""Write n as a product of prime numbers. List the primes in increasing order separated by " * " (a space, an asterisk and a space). A prime p that occurs k > 1 times is written once as p^k.

Input

The only line contains one integer n (2 ≤ n ≤ 10^12).

Output

Print the factorization of n.""",
        examples=(lines(360), lines(84)),
        edge_cases=(lines(2), lines(999999999989), lines(10**12), lines(999966000289), lines(2 * 499999999979), lines(2**39)),
        generate=lambda rng: lines(factor_friendly(rng, low=2)),
    ),
    Problem(
        name="euler_totient", split="train", level="B", tags=("math", "number theory"),
        statement="""How many integers k with 1 ≤ k ≤ n have no common divisor with n other than 1?

Input

The only line contains one integer n (1 ≤ n ≤ 10^12).

Output

Print the number of such integers k.""",
        examples=(lines(36),),
        edge_cases=(lines(1), lines(2), lines(999999999989), lines(10**12), lines(3 * 333333333323), lines(963761198400)),
        generate=lambda rng: lines(factor_friendly(rng)),
    ),
    Problem(
        name="lcm_with_limit", split="train", level="B", tags=("math", "number theory"),
        statement="""Find the least common multiple of n positive integers: the smallest positive integer divisible by each of them. If it is greater than 10^18, print -1 instead.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^18).

Output

Print the least common multiple, or -1 if it exceeds 10^18.""",
        examples=(lines(3, "4 6 10"),),
        edge_cases=(lines(2, f"{10**18} {10**18}"), lines(1, 1), lines(50, join(range(1, 51))), lines(40, join(range(1, 41))), lines(2, "999999999999999989 2"), lines(2, "1000000000 999999999")),
        generate=gen_lcm_limit,
    ),
    Problem(
        name="factorial_trailing_zeros", split="train", level="A", tags=("math",),
        statement="""How many zeros does the decimal notation of n! = 1 · 2 · ... · n end with? By definition 0! = 1.

Input

The only line contains one integer n (0 ≤ n ≤ 10^18).

Output

Print the number of trailing zeros of n!.""",
        examples=(lines(10),),
        note="10! = 3628800 ends with two zeros.",
        edge_cases=(lines(0), lines(4), lines(25), lines(125), lines(10**18), lines(5**25)),
        generate=lambda rng: lines(rng.choice([big_int(rng), 5 ** rng.randint(1, 25), rng.randint(0, 200)])),
    ),
    Problem(
        name="negabinary", split="train", level="B", tags=("math",),
        statement="""Every integer n can be written in a unique way as n = d_k·(-2)^k + ... + d_1·(-2)^1 + d_0·(-2)^0, where every digit d_i is 0 or 1 and the leading digit d_k is 1 (for n = 0 the notation is the single digit 0). Write n in this base -2 notation.

Input

The only line contains one integer n (-10^18 ≤ n ≤ 10^18).

Output

Print the digits d_k d_(k-1) ... d_0 without spaces.""",
        examples=(lines(2), lines(-3)),
        note="2 = 4 - 2 + 0 and -3 = -8 + 4 + 0 + 1.",
        edge_cases=(lines(0), lines(1), lines(-1), lines(-2), lines(10**18), lines(-(10**18))),
        generate=lambda rng: lines(rng.choice([rng.randint(-50, 50), big_int(rng) * rng.choice([1, -1])])),
    ),
    Problem(
        name="change_of_base", split="train", level="A", tags=("math", "implementation"),
        statement="""A non-negative integer is written in base p. Write it in base q. Digits from 10 to 35 are the capital letters A to Z.

Input

The first line contains two integers p and q (2 ≤ p, q ≤ 36).

The second line contains the number in base p, without leading zeros (the number zero is written as 0). Its value does not exceed 10^18.

Output

Print the number in base q without leading zeros.""",
        examples=(lines("16 2", "FF"), lines("10 36", "1295")),
        edge_cases=(lines("2 10", "0"), lines("36 36", "Z"), lines("10 2", 10**18), lines("36 10", to_base(10**18, 36)), lines("2 36", to_base(10**18, 2)), lines("7 3", "6")),
        generate=lambda rng: (lambda p: lines(join([p, rng.randint(2, 36)]), to_base(big_int(rng), p)))(rng.randint(2, 36)),
    ),
    Problem(
        name="base_palindrome", split="train", level="A", tags=("math", "implementation"),
        statement="""Write the positive integer n in base b; every digit is an integer from 0 to b - 1 (for large b a single digit can be a large number), and the first digit is not zero. Is the sequence of digits the same when read from either end?

Input

The only line contains two integers n and b (1 ≤ n ≤ 10^18, 2 ≤ b ≤ 10^9).

Output

Print YES if the digits of n in base b form a palindrome and NO otherwise.""",
        examples=(lines("9 2"), lines("33 4")),
        note="9 is 1001 in base 2; 33 is 201 in base 4.",
        edge_cases=(lines("1 2"), lines("1257 1000"), lines(f"{10**18} 1000000000"), lines(f"{10**18 - 1} 1000000000"), lines("255 16"), lines("5 7")),
        generate=gen_base_palindrome,
    ),
    Problem(
        name="multiplicative_persistence", split="train", level="A", tags=("math", "implementation"),
        statement="""While n has more than one decimal digit, replace it with the product of its digits. How many replacements are made?

Input

The only line contains one integer n (0 ≤ n ≤ 10^18).

Output

Print the number of replacements.""",
        examples=(lines(39),),
        note="39 → 27 → 14 → 4 takes three replacements.",
        edge_cases=(lines(0), lines(7), lines(10), lines(277777788888899), lines(10**18)),
        generate=lambda rng: lines(rng.choice([big_int(rng), int("".join(rng.choice("23456789") for _ in range(rng.randint(1, 18))))])),
    ),
    Problem(
        name="reverse_integer", split="train", level="A", tags=("math", "implementation"),
        statement="""Write the decimal digits of the integer n in reverse order and remove the leading zeros of the result. If n is negative, the result keeps the minus sign.

Input

The only line contains one integer n (-10^18 ≤ n ≤ 10^18).

Output

Print the reversed number.""",
        examples=(lines(1200), lines(-345)),
        edge_cases=(lines(0), lines(-(10**18)), lines(10**18), lines(999999999999999999), lines(-10), lines(5)),
        generate=lambda rng: lines(rng.choice([1, -1]) * min(10**18, big_int(rng) * 10 ** rng.choice([0, 0, rng.randint(1, 5)]))),
    ),
    Problem(
        name="sum_of_squares_range", split="train", level="A", tags=("math",),
        statement="""Find l^2 + (l + 1)^2 + ... + r^2.

Input

The only line contains two integers l and r (1 ≤ l ≤ r ≤ 10^6).

Output

Print the sum of the squares of all integers from l to r.""",
        examples=(lines("2 4"),),
        edge_cases=(lines("1 1"), lines("1 1000000"), lines("1000000 1000000"), lines("999999 1000000"), lines("1 2000")),
        generate=lambda rng: (lambda r: lines(join([rng.randint(1, r), r])))(rng.choice([rng.randint(1, 100), rng.randint(1, 10**6)])),
    ),
    Problem(
        name="modular_inverse", split="train", level="B", tags=("math", "number theory"),
        statement="""Find the integer x with 0 ≤ x < m such that a · x leaves remainder 1 when divided by m. If there is no such x, print -1.

Input

The only line contains two integers a and m (1 ≤ a ≤ 10^9, 2 ≤ m ≤ 10^9).

Output

Print x, or -1 if it does not exist.""",
        examples=(lines("3 7"), lines("4 6")),
        edge_cases=(lines("3 10"), lines("1000000000 999999999"), lines("999999999 1000000000"), lines("2 2"), lines("1 2"), lines("5 1000000000")),
        generate=lambda rng: lines(join([rng.choice([rng.randint(1, 100), rng.randint(1, 10**9)]), rng.choice([random_prime(rng, 2, 10**9), rng.randint(2, 10**9), rng.randint(2, 100)])])),
    ),
    Problem(
        name="huge_number_remainder", split="train", level="A", tags=("math", "implementation"),
        statement="""A non-negative integer n is so long that it does not fit into any built-in type. Find the remainder of n divided by m.

Input

The first line contains n: a string of at most 1000 decimal digits without leading zeros (the number zero is written as 0).

The second line contains one integer m (1 ≤ m ≤ 10^9).

Output

Print n mod m.""",
        examples=(lines("123456789012345678901234567890", 97),),
        edge_cases=(lines("0", 5), lines("9" * 1000, 10**9), lines("1" + "0" * 999, 999999937), lines("7", 1), lines("5", 10**9)),
        generate=lambda rng: lines(str(rng.randint(1, 9)) + "".join(rng.choice("0123456789") for _ in range(rng.randint(0, 999))), rng.choice([rng.randint(1, 100), rng.randint(1, 10**9), 10**9])),
    ),
    Problem(
        name="remainders_sum", split="train", level="A", tags=("math", "brute force"),
        statement="""Find (n mod 1) + (n mod 2) + ... + (n mod k), where n mod i is the remainder of n divided by i.

Input

The only line contains two integers n and k (1 ≤ n ≤ 10^18, 1 ≤ k ≤ 10^6).

Output

Print the sum of the remainders.""",
        examples=(lines("10 4"),),
        edge_cases=(lines("1 1"), lines("5 10"), lines(f"{10**18} 1000000"), lines(f"{10**18 - 1} 1000000"), lines("1 1000000")),
        generate=lambda rng: lines(join([big_int(rng, 10**18, 1), rng.choice([rng.randint(1, 20), rng.randint(1, 10**6)])])),
    ),
    Problem(
        name="harshad_number", split="train", level="A", tags=("math", "implementation"),
        statement="""Is the positive integer n divisible by the sum of its decimal digits?

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

Print YES if n is divisible by its digit sum and NO otherwise.""",
        examples=(lines(18), lines(1729)),
        edge_cases=(lines(1), lines(19), lines(10**18), lines(999999999999999999), lines(999999999999999998), lines(11)),
        generate=gen_harshad,
    ),
    Problem(
        name="power_of_k", split="train", level="A", tags=("math",),
        statement="""Is n equal to k^m for some integer m ≥ 0? Note that k^0 = 1.

Input

The only line contains two integers n and k (1 ≤ n ≤ 10^18, 2 ≤ k ≤ 10^18).

Output

Print YES if n is a power of k and NO otherwise.""",
        examples=(lines("8 2"), lines("12 2")),
        edge_cases=(lines("1 5"), lines(f"{10**18} 10"), lines(f"{10**18} {10**18}"), lines(f"{3**37} 3"), lines(f"{2**59 + 1} 2"), lines(f"{10**18} 999999999")),
        generate=gen_power_of_k,
    ),
    Problem(
        name="simplify_fraction", split="train", level="A", tags=("math", "number theory"),
        statement="""Reduce the fraction a / b to lowest terms: print it as p/q where q > 0 and p and q have no common divisor greater than 1. Zero is written as 0/1.

Input

The only line contains two integers a and b (-10^18 ≤ a, b ≤ 10^18, b ≠ 0).

Output

Print the reduced fraction in the form p/q.""",
        examples=(lines("6 4"), lines("-10 15")),
        edge_cases=(lines("0 -5"), lines("-6 -4"), lines("6 -4"), lines(f"{10**18} {-(10**18)}"), lines(f"{-(10**18)} 1"), lines("7 13")),
        generate=gen_fraction,
    ),
    Problem(
        name="rounded_quotient", split="train", level="B", tags=("math",),
        statement="""Round the number a / b to the nearest integer. If a / b lies exactly halfway between two integers, round it up (towards the larger one).

Input

The only line contains two integers a and b (-10^18 ≤ a, b ≤ 10^18, b ≠ 0).

Output

Print the rounded value of a / b.""",
        examples=(lines("7 2"), lines("-7 2"), lines("10 3")),
        note="7 / 2 = 3.5 is rounded to 4 and -7 / 2 = -3.5 is rounded to -3.",
        edge_cases=(lines("-8 3"), lines("5 -2"), lines(f"{10**18} {-(10**18)}"), lines(f"{-(10**18)} 3"), lines("0 -7")),
        generate=gen_rounded_quotient,
    ),
    Problem(
        name="printing_paper_packs", split="train", level="A", tags=("math",),
        statement="""A school prints one booklet of p pages for each of its n students. Pages are printed on both sides of a sheet, and every booklet starts on a new sheet, so one booklet takes p / 2 sheets rounded up. Paper is sold in packs of m sheets. How many packs does the school need?

Input

The only line contains three integers n, p and m (1 ≤ n ≤ 10^6, 1 ≤ p ≤ 10^4, 1 ≤ m ≤ 10^9).

Output

Print the smallest number of packs.""",
        examples=(lines("3 5 10"), lines("30 7 100")),
        edge_cases=(lines("1 1 1"), lines("1000000 10000 1"), lines("1000000 9999 1000000000"), lines("4 3 8"), lines("999999 10000 7")),
        generate=lambda rng: lines(join([rng.randint(1, 10**6), rng.randint(1, 10**4), rng.choice([rng.randint(1, 100), rng.randint(1, 10**9)])])),
    ),
    Problem(
        name="integer_square_root", split="train", level="A", tags=("math", "binary search"),
        statement="""Find the largest integer x such that x · x ≤ n.

Input

The only line contains one integer n (0 ≤ n ≤ 10^18).

Output

Print x.""",
        examples=(lines(17),),
        edge_cases=(lines(0), lines(1), lines(10**18), lines(10**18 - 1), lines(999999998000000001), lines(999999998000000000)),
        generate=gen_sqrt,
    ),
    Problem(
        name="primes_in_range", split="train", level="A", tags=("math", "number theory"),
        statement="""How many prime numbers p satisfy l ≤ p ≤ r? A prime is an integer greater than 1 divisible only by 1 and itself.

Input

The only line contains two integers l and r (1 ≤ l ≤ r ≤ 10^6).

Output

Print the number of primes in the segment [l, r].""",
        examples=(lines("5 20"),),
        edge_cases=(lines("1 1"), lines("2 2"), lines("1 1000000"), lines("999984 1000000"), lines("24 28"), lines("1 10")),
        generate=lambda rng: (lambda l: lines(join([l, rng.randint(l, min(10**6, l + rng.choice([10, 1000, 10**6])))])))(rng.choice([1, rng.randint(1, 100), rng.randint(1, 10**6)])),
    ),
    Problem(
        name="goldbach_pairs", split="train", level="B", tags=("math", "number theory"),
        statement="""In how many ways can the even number n be written as p + q, where p and q are primes and p ≤ q?

Input

The only line contains one even integer n (4 ≤ n ≤ 10^6).

Output

Print the number of ways.""",
        examples=(lines(12), lines(28)),
        note="12 = 5 + 7 and 28 = 5 + 23 = 11 + 17.",
        edge_cases=(lines(4), lines(6), lines(10), lines(10**6), lines(999998)),
        generate=lambda rng: lines(2 * rng.choice([rng.randint(2, 50), rng.randint(2, 5 * 10**5)])),
    ),
    Problem(
        name="next_prime", split="train", level="A", tags=("math", "number theory"),
        statement="""Find the smallest prime number that is strictly greater than n.

Input

The only line contains one integer n (0 ≤ n ≤ 10^12).

Output

Print the smallest prime greater than n.""",
        examples=(lines(10),),
        edge_cases=(lines(0), lines(1), lines(2), lines(13), lines(10**12), lines(999999999989)),
        generate=gen_next_prime,
    ),
    Problem(
        name="decimal_expansion", split="train", level="B", tags=("math", "implementation"),
        statement="""Write the fraction a / b as a decimal number. Print the integer part; if the fractional part is not zero, print a dot and the digits after it. If the digits after the dot never end, they eventually repeat a block forever: print the digits before that block, then the shortest repeating block in parentheses, starting it as early as possible. For example, 1 / 6 = 0.1666... is written as 0.1(6).

Input

The only line contains two integers a and b (0 ≤ a ≤ 10^6, 1 ≤ b ≤ 1000).

Output

Print a / b in the described form.""",
        examples=(lines("1 6"), lines("5 4")),
        edge_cases=(lines("0 7"), lines("6 3"), lines("1 17"), lines("22 7"), lines("1000000 999"), lines("1 1")),
        generate=gen_decimal,
    ),
    Problem(
        name="binomial_coefficient", split="train", level="A", tags=("math", "combinatorics"),
        statement="""In how many ways can k items be chosen from n different items, if the order of the chosen items does not matter?

Input

The only line contains two integers n and k (0 ≤ k ≤ n ≤ 60).

Output

Print the number of ways.""",
        examples=(lines("5 2"),),
        edge_cases=(lines("0 0"), lines("60 30"), lines("60 0"), lines("60 60"), lines("21 10"), lines("1 1")),
        generate=lambda rng: (lambda n: lines(join([n, rng.randint(0, n)])))(rng.randint(0, 60)),
    ),
    Problem(
        name="distinct_arrangements", split="train", level="A", tags=("combinatorics", "math"),
        statement="""How many different strings can be obtained by rearranging the letters of the word s? The word s itself is counted too.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 20).

Output

Print the number of different strings.""",
        examples=(lines("aab"), lines("abc")),
        edge_cases=(lines("a"), lines("a" * 20), lines(string.ascii_lowercase[:20]), lines("aabbccddeeffgghhiijj"), lines("ab" * 10), lines("abcdefghijklm")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 20), rng.choice(["ab", "abc", "abcdefgh", string.ascii_lowercase]))),
    ),
    Problem(
        name="derangements", split="train", level="B", tags=("combinatorics", "dp"),
        statement="""n guests left their hats in a cloakroom. When they leave, the hats are handed back so that every guest gets exactly one hat, but nobody gets his own hat. In how many ways can this be done?

Input

The only line contains one integer n (1 ≤ n ≤ 20).

Output

Print the number of ways.""",
        examples=(lines(3), lines(4)),
        edge_cases=(lines(1), lines(2), lines(20), lines(13), lines(19)),
        generate=lambda rng: lines(rng.randint(1, 20)),
    ),
    Problem(
        name="count_bracket_sequences", split="train", level="B", tags=("combinatorics", "dp"),
        statement="""A bracket sequence is balanced if its brackets can be split into pairs where the opening bracket ( stands to the left of its closing bracket ) and the pairs are properly nested, like in (()()). How many different balanced sequences consist of n opening and n closing brackets?

Input

The only line contains one integer n (1 ≤ n ≤ 35).

Output

Print the number of balanced sequences.""",
        examples=(lines(3),),
        note="The five sequences are ((())), (()()), (())(), ()(()) and ()()().",
        edge_cases=(lines(1), lines(2), lines(35), lines(34), lines(30)),
        generate=lambda rng: lines(rng.randint(1, 35)),
    ),
    Problem(
        name="round_robin_games", split="train", level="A", tags=("math",),
        statement="""n teams take part in a league. Every two teams play each other twice, once at each team's home stadium. How many games are played in total?

Input

The only line contains one integer n (1 ≤ n ≤ 3·10^9).

Output

Print the number of games.""",
        examples=(lines(4),),
        edge_cases=(lines(1), lines(2), lines(3 * 10**9), lines(65536), lines(2147483648)),
        generate=lambda rng: lines(rng.choice([rng.randint(1, 100), rng.randint(1, 3 * 10**9)])),
    ),
    Problem(
        name="grid_rectangles", split="train", level="A", tags=("combinatorics", "math"),
        statement="""A sheet of squared paper has n rows and m columns of unit squares. How many rectangles can be cut out along the grid lines? Rectangles of every size count, from 1 × 1 to n × m.

Input

The only line contains two integers n and m (1 ≤ n, m ≤ 10^4).

Output

Print the number of rectangles.""",
        examples=(lines("1 2"), lines("2 2")),
        edge_cases=(lines("1 1"), lines("10000 10000"), lines("1 10000"), lines("10000 1"), lines("3 7")),
        generate=lambda rng: lines(join(rng.choice([rng.randint(1, 10), rng.randint(1, 10**4)]) for _ in range(2))),
    ),
    Problem(
        name="lattice_points_on_segment", split="train", level="A", tags=("math", "number theory", "geometry"),
        statement="""How many points with integer coordinates lie on the segment that joins (x1, y1) and (x2, y2)? Both ends count.

Input

The only line contains four integers x1, y1, x2 and y2 (-10^9 ≤ x1, y1, x2, y2 ≤ 10^9).

Output

Print the number of integer points on the segment.""",
        examples=(lines("0 0 6 4"),),
        note="The points are (0, 0), (3, 2) and (6, 4).",
        edge_cases=(lines("5 5 5 5"), lines("-1000000000 -1000000000 1000000000 1000000000"), lines("0 0 0 7"), lines("-3 2 3 -2"), lines("1000000000 0 -1000000000 0")),
        generate=gen_lattice,
    ),
    Problem(
        name="nearest_multiple", split="train", level="B", tags=("math",),
        statement="""Find the multiple of k that is closest to n. If two multiples are equally close, print the smaller one. Multiples can be zero or negative: ..., -2k, -k, 0, k, 2k, ...

Input

The only line contains two integers n and k (-10^18 ≤ n ≤ 10^18, 1 ≤ k ≤ 10^18).

Output

Print the multiple of k closest to n.""",
        examples=(lines("7 5"), lines("-7 5"), lines("15 10")),
        edge_cases=(lines("-15 10"), lines("0 7"), lines(f"{10**18} {10**18}"), lines(f"{10**18 - 1} {10**18}"), lines(f"{-(10**18) + 1} {10**18}")),
        generate=gen_nearest_multiple,
    ),
    Problem(
        name="armstrong_number", split="train", level="A", tags=("math", "implementation"),
        statement="""Let d be the number of decimal digits of n. Check whether n is equal to the sum of its digits, each raised to the power d. For example, 153 = 1^3 + 5^3 + 3^3.

Input

The only line contains one integer n (1 ≤ n ≤ 10^9).

Output

Print YES if n has this property and NO otherwise.""",
        examples=(lines(153), lines(154)),
        edge_cases=(lines(1), lines(10), lines(9474), lines(548834), lines(146511208), lines(10**9)),
        generate=lambda rng: lines(rng.choice([rng.randint(1, 10**9), rng.choice([370, 371, 407, 1634, 8208, 54748, 92727, 1741725, 4210818, 9800817, 24678050, 472335975]) + rng.choice([0, 0, 1])])),
    ),
    Problem(
        name="exact_change_ways", split="train", level="A", tags=("math", "brute force"),
        statement="""There are coins of value a and coins of value b, as many of each kind as needed. In how many ways can you pay exactly n? Two ways differ if they use a different number of coins of value a or a different number of coins of value b.

Input

The only line contains three integers a, b and n (1 ≤ a, b ≤ 10^6, 0 ≤ n ≤ 10^6).

Output

Print the number of pairs of non-negative integers (x, y) with a · x + b · y = n.""",
        examples=(lines("4 6 22"),),
        note="22 = 4 · 1 + 6 · 3 = 4 · 4 + 6 · 1.",
        edge_cases=(lines("1 1 0"), lines("1 1 1000000"), lines("4 6 7"), lines("1000000 1000000 1000000"), lines("3 5 15"), lines("7 7 14")),
        generate=lambda rng: lines(join([rng.choice([rng.randint(1, 10), rng.randint(1, 10**6)]), rng.choice([rng.randint(1, 10), rng.randint(1, 10**6)]), rng.choice([rng.randint(0, 100), rng.randint(0, 10**6)])])),
    ),
    Problem(
        name="big_power_of_two", split="train", level="B", tags=("math", "implementation"),
        statement="""Print the exact decimal value of 2^n.

Input

The only line contains one integer n (0 ≤ n ≤ 300).

Output

Print 2^n without leading zeros.""",
        examples=(lines(10),),
        edge_cases=(lines(0), lines(63), lines(64), lines(300), lines(1)),
        generate=lambda rng: lines(rng.randint(0, 300)),
    ),
    Problem(
        name="smallest_digit_permutation", split="train", level="A", tags=("math", "greedy"),
        statement="""Rearrange the decimal digits of n to get the smallest possible number. The result must not start with the digit 0.

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

Print the smallest number that can be written with the same digits.""",
        examples=(lines(3021),),
        edge_cases=(lines(1000), lines(7), lines(10**18), lines(987654321), lines(5550), lines(100000000000000009)),
        generate=gen_smallest_permutation,
    ),
    Problem(
        name="nth_digit_of_sequence", split="train", level="B", tags=("math", "implementation"),
        statement="""All positive integers are written one after another without spaces: 123456789101112131415... Find the k-th digit of this infinite string; digits are numbered from 1.

Input

The only line contains one integer k (1 ≤ k ≤ 10^18).

Output

Print the k-th digit.""",
        examples=(lines(11),),
        edge_cases=(lines(1), lines(9), lines(10), lines(189), lines(190), lines(10**18)),
        generate=gen_nth_digit,
    ),
    Problem(
        name="savings_years", split="train", level="A", tags=("math", "implementation"),
        statement="""A bank account holds a coins. At the end of every year the bank adds p percent of the current balance, rounded down to a whole number of coins. After how many years will the balance first be at least b coins?

Input

The only line contains three integers a, p and b (100 ≤ a ≤ 10^15, 1 ≤ p ≤ 100, 1 ≤ b ≤ 10^15).

Output

Print the number of years (0 if the balance is already at least b).""",
        examples=(lines("1000 10 1300"),),
        note="The balance is 1100 after one year, 1210 after two years and 1331 after three.",
        edge_cases=(lines("100 1 200"), lines("100 1 100"), lines("500 100 1"), lines(f"100 1 {10**15}"), lines(f"{10**15 - 1} 100 {10**15}")),
        generate=gen_savings,
    ),
    Problem(
        name="century_of_year", split="train", level="A", tags=("math",),
        statement="""The 1st century consists of the years 1 to 100, the 2nd century of the years 101 to 200, and so on. Which century does the year y belong to?

Input

The only line contains one integer y (1 ≤ y ≤ 10^18).

Output

Print the number of the century.""",
        examples=(lines(1999),),
        edge_cases=(lines(1), lines(100), lines(101), lines(2000), lines(10**18), lines(10**18 - 1)),
        generate=lambda rng: lines(max(1, rng.choice([big_int(rng, 10**18, 1), 100 * rng.randint(1, 10**16), 100 * rng.randint(0, 10**6) + 1]))),
    ),
    Problem(
        name="leap_years_in_range", split="train", level="A", tags=("math",),
        statement="""A year is a leap year if it is divisible by 400, or if it is divisible by 4 but not by 100. How many leap years are there from year a to year b inclusive?

Input

The only line contains two integers a and b (1 ≤ a ≤ b ≤ 10^18).

Output

Print the number of leap years y with a ≤ y ≤ b.""",
        examples=(lines("1999 2024"),),
        edge_cases=(lines("1900 1900"), lines("2000 2000"), lines(f"1 {10**18}"), lines("1 3"), lines("100 400")),
        generate=lambda rng: (lambda a: lines(join([a, rng.randint(a, min(10**18, a + rng.choice([10, 1000, 10**18])))])))(rng.choice([4 * rng.randint(1, 1000), 100 * rng.randint(1, 100), big_int(rng, 10**18, 1)])),
    ),
    Problem(
        name="clock_hands_angle", split="train", level="A", tags=("math", "geometry"),
        statement="""An analogue clock with a 12-hour dial shows the time hh:mm. The hour hand moves smoothly: it turns by 30 degrees every hour and by half a degree every minute. The minute hand turns by 6 degrees every minute. Find the smaller angle between the hands.

Input

The only line contains the time hh:mm (00 ≤ hh ≤ 23, 00 ≤ mm ≤ 59).

Output

Print the angle in degrees with exactly one digit after the decimal point.""",
        examples=(lines("03:00"), lines("09:45")),
        edge_cases=(lines("00:00"), lines("12:00"), lines("18:00"), lines("23:59"), lines("21:00"), lines("06:30")),
        generate=lambda rng: lines(hhmm(rng)),
    ),
    Problem(
        name="matrix_product", split="train", level="A", tags=("math", "implementation"),
        statement="""Multiply a matrix A with n rows and k columns by a matrix B with k rows and m columns. The product C has n rows and m columns, and C[i][j] = A[i][1] · B[1][j] + A[i][2] · B[2][j] + ... + A[i][k] · B[k][j].

Input

The first line contains three integers n, k and m (1 ≤ n, k, m ≤ 10). The next n lines contain the rows of A, k integers each; the next k lines contain the rows of B, m integers each. All numbers are between -10^5 and 10^5.

Output

Print the n rows of C, m integers each.""",
        examples=(lines("2 3 2", "1 2 3", "4 5 6", "1 0", "0 1", "2 -1"),),
        edge_cases=(lines("1 1 1", 100000, -100000), lines("1 10 1", join([10**5] * 10), *([10**5] * 10)), lines("2 1 3", 2, -3, "1 2 3")),
        generate=gen_product,
    ),
)
