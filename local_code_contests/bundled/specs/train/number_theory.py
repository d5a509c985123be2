"""Training problems. Number theory and digits: divisors, primes, gcd and lcm, digit manipulation, bases, remainders.

Specs only: build.py turns them into bundled_train.jsonl (problem_spec.py describes a spec)."""

from math import isqrt

from ...problem_spec import Problem, big_int, int_array, join, lines, random_prime, word


def nt_number(rng, high=10**12, low=1):
    """A number in [low, high]: often smooth, prime, a prime square or a small number times a big prime."""
    kind = rng.choice(["smooth", "prime", "square", "big_cofactor", "any", "small"])
    if kind == "smooth":
        n = 1
        while n * 13 <= high and rng.random() < 0.93:
            n *= rng.choice([2, 2, 2, 3, 3, 5, 7, 11, 13])
    elif kind == "prime":
        n = random_prime(rng, 2, high)
    elif kind == "square":
        n = random_prime(rng, 2, isqrt(high)) ** 2
    elif kind == "big_cofactor":
        small = rng.choice([2, 3, 6, 12, 30])
        n = small * random_prime(rng, 2, high // small)
    elif kind == "small":
        n = rng.randint(low, min(high, 100))
    else:
        n = big_int(rng, high, low)
    return min(high, max(low, n))


def digit_sum(n):
    return sum(map(int, str(n)))


def gen_count_squares(rng):
    if rng.random() < 0.4:
        k = rng.randint(1, 10**9)
        l = k * k - rng.choice([0, 0, 1])
    else:
        l = big_int(rng, 10**18, 1)
    l = max(1, l)
    r = min(10**18, l + rng.choice([0, rng.randint(0, 100), rng.randint(0, 10**12), 10**18]))
    if rng.random() < 0.3:
        k = isqrt(r)
        r = max(l, k * k)
    return lines(join([l, r]))

def gen_digit_product(rng):
    kind = rng.choice(["any", "no_zero", "small"])
    if kind == "no_zero":
        return lines("".join(str(rng.randint(rng.choice([1, 7]), 9)) for _ in range(rng.randint(1, 18))))
    if kind == "small":
        return lines(rng.randint(0, 1000))
    return lines(big_int(rng))

def gen_coprime(rng):
    g = rng.choice([1, 1, rng.randint(2, 10), rng.randint(2, 10**6)])
    high = 10**18 // g
    a, b = big_int(rng, high, 1), big_int(rng, high, 1)
    if rng.random() < 0.2:
        b = a
    return lines(join([a * g, b * g]))

def gen_power_two_divisor(rng):
    e = rng.randint(0, 59)
    odd = 2 * big_int(rng, (10**18 >> e) // 2, 0) + 1 if (10**18 >> e) >= 1 else 1
    n = (odd << e) if (odd << e) <= 10**18 else (1 << e)
    return lines(n)

def gen_last_digit_power(rng):
    a = rng.choice([big_int(rng, 10**18, 1), rng.randint(1, 20)])
    b = rng.choice([big_int(rng), rng.randint(0, 20), 4 * rng.randint(1, 10**17)])
    return lines(join([a, b]))

def gen_digits_in_base(rng):
    b = rng.choice([2, 10, 16, rng.randint(2, 100), big_int(rng, 10**18, 2)])
    if rng.random() < 0.3:
        powers = [1]
        while powers[-1] * b <= 10**18:
            powers.append(powers[-1] * b)
        n = max(0, rng.choice(powers) - rng.choice([0, 1]))
    else:
        n = big_int(rng)
    return lines(join([n, b]))

def gen_binary_sum(rng):
    def binary():
        if rng.random() < 0.2:
            return "0"
        return "1" + word(rng, rng.randint(0, rng.choice([5, 40, 99])), "01")
    a = binary()
    b = "1" * len(a) if rng.random() < 0.2 and a != "0" else binary()
    return lines(a, b)

def gen_sum_multiples(rng):
    n = big_int(rng, 10**9, 1)
    k = rng.choice([rng.randint(1, 10), big_int(rng, 10**9, 1), n])
    return lines(join([n, k]))

def gen_twin_primes(rng):
    if rng.random() < 0.4:
        return lines(random_prime(rng, 2, 10**6) + rng.choice([0, 1, 2]))
    return lines(rng.choice([rng.randint(1, 100), rng.randint(1, 10**6)]))

def gen_digit_table(rng):
    if rng.random() < 0.3:
        return lines("".join(rng.choice("0123456789") for _ in range(rng.randint(1, 17))).lstrip("0") or "0")
    return lines(big_int(rng))

def gen_next_palindrome(rng):
    n = rng.choice([rng.randint(1, 100), rng.randint(1, 10**6), rng.randint(1, 10**4)])
    if rng.random() < 0.3:
        s = str(n)
        n = int(s[: (len(s) + 1) // 2] + s[: len(s) // 2][::-1])  # a palindrome itself
    return lines(n)

AMICABLE = [(220, 284), (1184, 1210), (2620, 2924), (5020, 5564), (6232, 6368), (10744, 10856), (12285, 14595), (17296, 18416), (63020, 76084), (66928, 66992)]

def gen_amicable(rng):
    kind = rng.choice(["pair", "perfect", "near", "any"])
    if kind == "pair":
        a, b = rng.choice(AMICABLE)
        return lines(join([a, b] if rng.random() < 0.5 else [b, a]))
    if kind == "perfect":
        p = rng.choice([6, 28, 496, 8128])
        return lines(join([p, p]))
    if kind == "near":
        a, b = rng.choice(AMICABLE)
        return lines(join([a, b + rng.choice([-1, 1, 2])]))
    return lines(join([rng.randint(1, 10**6), rng.randint(1, 10**6)]))

def gen_count_digit_sum(rng):
    n = rng.choice([rng.randint(1, 100), rng.randint(1, 10**6), 10**6])
    s = rng.choice([rng.randint(1, 10), rng.randint(1, 60), digit_sum(n)])
    return lines(join([n, s]))

def gen_remove_zeros(rng):
    digits = [rng.choice("123456789")] + [rng.choice("0000123456789") for _ in range(rng.randint(0, 17))]
    return lines("".join(digits))

def gen_two_squares(rng):
    kind = rng.choice(["sum", "double", "any", "small"])
    if kind == "sum":
        a, b = rng.randint(0, 10**6), rng.randint(0, 10**6)
        return lines(min(10**12, a * a + b * b))
    if kind == "double":
        a = rng.randint(0, 707106)
        return lines(2 * a * a)
    if kind == "small":
        return lines(rng.randint(0, 100))
    return lines(big_int(rng, 10**12))

def gen_own_digits(rng):
    if rng.random() < 0.5:
        k = rng.choice([1, 2, 5, 10, 12, 36, 2520, 2520])
        n = k * big_int(rng, 10**18 // k, 1)
    else:
        n = big_int(rng, 10**18, 1)
    return lines(n)


def gen_square_free(rng):
    if rng.random() < 0.4:
        p = rng.choice([2, 3, 5, 7, random_prime(rng, 2, 10**6)])
        return lines(p * p * big_int(rng, 10**12 // (p * p), 1))
    return lines(nt_number(rng))

def gen_pairwise_gcds(rng):
    n = rng.randint(1, 100)
    g = rng.choice([1, rng.randint(1, 100), rng.randint(1, 10**6)])
    high = rng.choice([10, 10**9 // g])
    return lines(n, join(g * x for x in int_array(rng, n, 1, high)))

def gen_fractions(rng):
    high = rng.choice([10, 1000, 10**9])
    a, b, c, d = int_array(rng, 4, 1, high)
    if rng.random() < 0.3:
        d = b
    return lines(join([a, b]), join([c, d]))

def gen_gcd_lcm(rng):
    g = big_int(rng, 10**9, 1)
    l = g * big_int(rng, 10**18 // g, 1) if rng.random() < 0.5 else big_int(rng, 10**18, 1)
    return lines(join([g, l]))

def gen_ticket(rng):
    half = rng.randint(1, 50)
    first = word(rng, half, "0123456789")
    if rng.random() < 0.5:
        target = digit_sum(first)
        digits = []
        for i in range(half):
            rest = half - i - 1
            d = rng.randint(max(0, target - 9 * rest), min(9, target))
            digits.append(d)
            target -= d
        rng.shuffle(digits)
        second = "".join(map(str, digits))
    else:
        second = word(rng, half, "0123456789")
    return lines(first + second)

def gen_rotation(rng):
    s = rng.choice("123456789") + word(rng, rng.randint(0, 17), rng.choice(["0123456789", "019", "12"]))
    return lines(s)

def gen_two_three_five(rng):
    if rng.random() < 0.7:
        n = 1
        while rng.random() < 0.92 and n * 5 <= 10**18:
            n *= rng.choice([2, 3, 5])
        if rng.random() < 0.2 and n * 7 <= 10**18:
            n *= 7
        return lines(n)
    return lines(big_int(rng, 10**18, 1))

def gen_odd_divisor(rng):
    if rng.random() < 0.5:
        return lines(2 ** rng.randint(1, 59))
    return lines(big_int(rng, 10**18, 2))

def gen_same_digits(rng):
    if rng.random() < 0.4:
        length = rng.randint(1, 18)
        d = rng.randint(1, 9)
        n = int(str(d) * length) + rng.choice([-1, 0, 1])
        return lines(max(1, n))
    return lines(big_int(rng, 10**18, 1))

def gen_round_terms(rng):
    digits = [rng.choice("123456789")] + [rng.choice("0000123456789") for _ in range(rng.randint(0, 17))]
    return lines("".join(digits))

def gen_happy(rng):
    if rng.random() < 0.3:
        return lines(rng.randint(1, 100))
    return lines(big_int(rng, 10**18, 1))

def gen_kaprekar(rng):
    while True:
        n = rng.choice([rng.randint(1, 9998), rng.randint(1000, 9998), rng.randint(1, 200)])
        if len(set("%04d" % n)) > 1:
            return lines(n)

AUTOMORPHIC = [0, 1, 5, 6, 25, 76, 376, 625, 9376, 90625, 109376, 890625, 2890625, 7109376, 12890625, 87109376, 212890625, 787109376]

def gen_automorphic(rng):
    if rng.random() < 0.4:
        return lines(rng.choice(AUTOMORPHIC))
    if rng.random() < 0.5:
        return lines(rng.choice(AUTOMORPHIC) + 10 ** rng.randint(0, 9))
    return lines(big_int(rng, 10**9))

def gen_array_product(rng):
    n = rng.randint(1, 100)
    values = [rng.choice([big_int(rng), rng.randint(0, 10), 10**9 + 7, 10**9 + 6, 10**18]) for _ in range(n)]
    if rng.random() < 0.7:
        values = [v if v % (10**9 + 7) else v + 1 for v in values]
    return lines(n, join(values))

def gen_triangular_mod(rng):
    n = big_int(rng, 10**18, 1)
    m = rng.choice([rng.randint(1, 10), 10**9 + 7, big_int(rng, 10**18, 1)])
    return lines(join([n, m]))

def gen_zero_gap(rng):
    if rng.random() < 0.4:
        bits = "1" + "".join(rng.choice(["0" * rng.randint(1, 12), "1"]) for _ in range(rng.randint(1, 8)))
        n = int(bits[:59], 2)
        return lines(max(1, min(10**18, n)))
    return lines(big_int(rng, 10**18, 1))

def gen_hamming(rng):
    a = big_int(rng)
    b = rng.choice([big_int(rng), a ^ (1 << rng.randint(0, 59)), a])
    return lines(join([a, min(b, 10**18)]))

def gen_largest_digit(rng):
    return lines(rng.choice([rng.randint(0, 100), rng.randint(0, 10**6), 10**6]))

def gen_luhn(rng):
    digits = [rng.randint(0, 9) for _ in range(rng.randint(1, 30))]
    if rng.random() < 0.6:  # make it valid by fixing the last digit
        for last in range(10):
            digits[-1] = last
            total = 0
            for i, d in enumerate(reversed(digits)):
                if i % 2 == 1:
                    d = 2 * d - 9 if 2 * d > 9 else 2 * d
                total += d
            if total % 10 == 0:
                break
    return lines("".join(map(str, digits)))

def gen_or_count(rng):
    n = big_int(rng, 10**18, 1)
    a = big_int(rng, 10**9, 1)
    b = rng.choice([big_int(rng, 10**9, 1), a, 2 * a if 2 * a <= 10**9 else a, rng.randint(1, 20)])
    return lines(join([n, a, b]))

def gen_emirp(rng):
    kind = rng.choice(["prime", "any", "small"])
    if kind == "prime":
        return lines(random_prime(rng, 2, rng.choice([1000, 10**9])))
    if kind == "small":
        return lines(rng.randint(1, 200))
    return lines(big_int(rng, 10**9, 1))

def gen_difference_squares(rng):
    n = big_int(rng, 10**18, 1)
    if rng.random() < 0.5:
        n = max(1, n - n % 4 + rng.choice([0, 2]))
    return lines(n)


def gen_subtraction_steps(rng):
    kind = rng.choice(["any", "multiple", "fibonacci", "small"])
    if kind == "multiple":
        b = big_int(rng, 10**9, 1)
        return lines(join([b * big_int(rng, 10**18 // b, 1), b]))
    if kind == "fibonacci":
        x, y = 1, 1
        while x + y <= 10**18 and rng.random() < 0.97:
            x, y = y, x + y
        return lines(join([y, x]))
    if kind == "small":
        return lines(join(int_array(rng, 2, 1, 30)))
    return lines(join([big_int(rng, 10**18, 1), big_int(rng, 10**18, 1)]))

def gen_delete_digit(rng):
    length = rng.choice([2, 3, rng.randint(2, 20), rng.randint(2, 1000)])
    alphabet = rng.choice(["0123456789", "98", "123", "90"])
    s = rng.choice("123456789") + word(rng, length - 1, alphabet)
    if rng.random() < 0.2:
        s = "".join(sorted(s, reverse=True))
    return lines(s)

def divisible_25_possible(s):
    for pair in ("00", "25", "50", "75"):
        j = s.rfind(pair[1])
        while j > 0:
            if s.rfind(pair[0], 0, j) >= 0:
                return True
            j = s.rfind(pair[1], 0, j)
    return False

def gen_divisible_25(rng):
    length = rng.randint(2, 18)
    s = rng.choice("123456789") + word(rng, length - 1, rng.choice(["0123456789", "0123456789", "2579", "1357"]))
    while not divisible_25_possible(s) or int(s) < 25:
        pair = rng.choice(["00", "25", "50", "75"])
        i = rng.randint(1, len(s))
        j = rng.randint(i, len(s))
        s = (s[:i] + pair[0] + s[i:j] + pair[1] + s[j:])[:18]
    return lines(s)

def gen_repunit(rng):
    kind = rng.choice(["prime", "any", "small", "bad"])
    if kind == "prime":
        return lines(random_prime(rng, 7, 10**6))
    if kind == "small":
        return lines(rng.randint(1, 100))
    if kind == "bad":
        return lines(rng.choice([2, 5, 10]) * rng.randint(1, 10**5))
    return lines(rng.randint(1, 10**6))

def gen_perfect_power(rng):
    kind = rng.choice(["power", "near", "any", "square"])
    if kind in ("power", "near"):
        b = rng.randint(2, 59)
        a = rng.randint(2, max(2, int(round(10 ** (18 / b)))))
        while a ** b > 10**18:
            a -= 1
        n = a**b + (rng.choice([-1, 1]) if kind == "near" else 0)
        return lines(max(1, n))
    if kind == "square":
        return lines(rng.randint(1, 10**9) ** 2)
    return lines(big_int(rng, 10**18, 1))

def gen_times_two_three(rng):
    n = rng.choice([rng.randint(1, 100), rng.randint(1, 10**6)])
    m = n
    while rng.random() < 0.9 and m * 3 <= 5 * 10**8:
        m *= rng.choice([2, 3])
    if rng.random() < 0.3 and m * 5 <= 5 * 10**8:
        m *= rng.choice([5, 7])
    if rng.random() < 0.2:
        m = rng.randint(n, 5 * 10**8)
    return lines(join([n, m]))

def gen_common_divisors(rng):
    n = rng.randint(1, 100)
    g = nt_number(rng, 10**12)
    values = [g * rng.randint(1, max(1, min(1000, 10**12 // g))) for _ in range(n)]
    return lines(n, join(values))

def gen_doubling_tripling(rng):
    n = rng.randint(1, 100)
    base = rng.choice([1, 5, 7, rng.randint(1, 1000)])
    values = []
    for _ in range(n):
        v = base
        while rng.random() < 0.7 and v * 3 <= 10**9:
            v *= rng.choice([2, 3])
        values.append(v)
    if rng.random() < 0.4:
        values[rng.randrange(n)] = rng.randint(1, 10**9)
    return lines(n, join(values))

PROBLEMS = (
    Problem(
        name="sum_of_all_divisors",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""Find the sum of all positive divisors of n, including 1 and n itself.

Input

The only line contains one integer n (1 ≤ n ≤ 10^12).

Output

Print the sum of the divisors of n. It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines(12), lines(7)),
        edge_cases=(lines(1), lines(10**12), lines(999999999989), lines(36), lines(999966000289)),
        generate=lambda rng: lines(nt_number(rng)),
    ),
    Problem(
        name="count_squares_in_range",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""How many perfect squares lie in the segment [l, r]? A perfect square is a number of the form k·k for an integer k.

Input

The only line contains two integers l and r (1 ≤ l ≤ r ≤ 10^18).

Output

Print the number of integers x with l ≤ x ≤ r that are perfect squares.""",
        examples=(lines("1 10"),),
        edge_cases=(lines("1 1"), lines(f"1 {10**18}"), lines("2 3"), lines("4 4"), lines(f"{10**18 - 1} {10**18}"), lines("999999999999999999 999999999999999999")),
        generate=gen_count_squares,
    ),
    Problem(
        name="digit_product",
        split="train",
        level="A",
        tags=("math", "implementation"),
        statement="""Find the product of the decimal digits of a non-negative integer n. For example, the product of the digits of 234 is 2·3·4 = 24.

Input

The only line contains one integer n (0 ≤ n ≤ 10^18), written without leading zeros.

Output

Print the product of the digits of n. It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines(234),),
        edge_cases=(lines(0), lines(10**18), lines(10**18 - 1), lines(7), lines(99999999999)),
        generate=gen_digit_product,
    ),
    Problem(
        name="coprime_pair_check",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""Two positive integers are called coprime if the only positive integer that divides both of them is 1. Decide whether a and b are coprime.

Input

The only line contains two integers a and b (1 ≤ a, b ≤ 10^18).

Output

Print YES if a and b are coprime and NO otherwise.""",
        examples=(lines("8 15"), lines("12 18")),
        edge_cases=(lines("1 1"), lines("2 2"), lines(f"1 {10**18}"), lines("4294967299 3"), lines("999999999999999989 999999999999999999")),
        generate=gen_coprime,
    ),
    Problem(
        name="lcm_of_first_n",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""Find the smallest positive integer that is divisible by every integer from 1 to n.

Input

The only line contains one integer n (1 ≤ n ≤ 40).

Output

Print the smallest positive integer divisible by each of 1, 2, ..., n. It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines(4), lines(10)),
        edge_cases=(lines(1), lines(40), lines(23), lines(2)),
        generate=lambda rng: lines(rng.randint(1, 40)),
    ),
    Problem(
        name="largest_power_of_two_divisor",
        split="train",
        level="A",
        tags=("math", "bitmasks"),
        statement="""Find the largest power of two that divides n, that is, the largest number 2^k (k ≥ 0) such that n is divisible by 2^k.

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

Print the value 2^k (not k).""",
        examples=(lines(40), lines(7)),
        edge_cases=(lines(1), lines(2**59), lines(10**18), lines(2**31), lines(3 * 2**40)),
        generate=gen_power_two_divisor,
    ),
    Problem(
        name="last_digit_of_power",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""Find the last decimal digit of a^b. Recall that a^0 = 1.

Input

The only line contains two integers a and b (1 ≤ a ≤ 10^18, 0 ≤ b ≤ 10^18).

Output

Print one digit: the last digit of a^b.""",
        examples=(lines("3 5"), lines("12 0")),
        edge_cases=(lines("2 4"), lines("10 5"), lines(f"7 {10**18}"), lines(f"{10**18 - 1} 3"), lines("1 1"), lines(f"{10**18} 0")),
        generate=gen_last_digit_power,
    ),
    Problem(
        name="digit_count_in_base",
        split="train",
        level="A",
        tags=("math", "implementation"),
        statement="""How many digits does the non-negative integer n have when it is written in base b without leading zeros? The number zero is written as a single digit 0.

Input

The only line contains two integers n and b (0 ≤ n ≤ 10^18, 2 ≤ b ≤ 10^18).

Output

Print the number of digits of n in base b.""",
        examples=(lines("255 16"), lines("8 2")),
        edge_cases=(lines("0 2"), lines("1 2"), lines(f"{10**18} 10"), lines(f"{10**18} {10**18}"), lines(f"{10**18 - 1} {10**18}"), lines("7 8")),
        generate=gen_digits_in_base,
    ),
    Problem(
        name="binary_string_sum",
        split="train",
        level="A",
        tags=("math", "strings"),
        statement="""Two non-negative integers are written in binary. Print their sum, also in binary.

Input

The first line contains the first number and the second line contains the second number. Each is a string of 1 to 100 characters 0 and 1 without leading zeros (the number zero is written as 0).

Output

Print the sum in binary without leading zeros (print 0 if the sum is zero).""",
        examples=(lines("1011", "110"), lines("0", "0")),
        edge_cases=(lines("1", "1"), lines("1" * 100, "1"), lines("0", "101"), lines("1" * 100, "1" * 100), lines("10", "0")),
        generate=gen_binary_sum,
    ),
    Problem(
        name="sum_of_multiples_of_k",
        split="train",
        level="A",
        tags=("math",),
        statement="""Find the sum of all positive multiples of k that do not exceed n (the numbers k, 2k, 3k, ... up to n).

Input

The only line contains two integers n and k (1 ≤ n, k ≤ 10^9).

Output

Print the sum, or 0 if k > n. It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines("10 3"),),
        edge_cases=(lines("1 1"), lines(f"{10**9} 1"), lines("5 10"), lines("10 10"), lines(f"{10**9} {10**9 - 1}"), lines(f"{10**9} 3")),
        generate=gen_sum_multiples,
    ),
    Problem(
        name="twin_prime_pairs_count",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""Twin primes are two primes that differ by 2, such as 11 and 13. Count the pairs of twin primes (p, p + 2) with p + 2 ≤ n.

Input

The only line contains one integer n (1 ≤ n ≤ 10^6).

Output

Print the number of pairs of primes p and p + 2 such that p + 2 ≤ n.""",
        examples=(lines(20),),
        edge_cases=(lines(1), lines(4), lines(5), lines(10**6), lines(13), lines(7)),
        generate=gen_twin_primes,
    ),
    Problem(
        name="digit_frequency_table",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""For each digit from 0 to 9, count how many times it appears in the decimal notation of n.

Input

The only line contains one integer n (0 ≤ n ≤ 10^18), written without leading zeros.

Output

Print ten integers separated by spaces on one line: the number of digits 0 in n, then the number of digits 1, and so on up to the number of digits 9.""",
        examples=(lines(1223),),
        edge_cases=(lines(0), lines(10**18), lines(1234567890), lines(7), lines(10**18 - 1)),
        generate=gen_digit_table,
    ),
    Problem(
        name="next_palindromic_number",
        split="train",
        level="A",
        tags=("implementation", "brute force"),
        statement="""A number is a palindrome if its decimal notation reads the same from left to right and from right to left, like 7, 33 or 12321. Find the smallest palindrome that is greater than or equal to n.

Input

The only line contains one integer n (1 ≤ n ≤ 10^6).

Output

Print the smallest palindrome x with x ≥ n.""",
        examples=(lines(123), lines(99)),
        edge_cases=(lines(1), lines(10), lines(10**6), lines(12321), lines(999001)),
        generate=gen_next_palindrome,
    ),
    Problem(
        name="amicable_pair_check",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""For a positive integer x, let s(x) be the sum of the divisors of x smaller than x (so s(1) = 0 and s(12) = 1 + 2 + 3 + 4 + 6 = 16). Two numbers a and b are called amicable if a ≠ b, s(a) = b and s(b) = a. Decide whether a and b are amicable.

Input

The only line contains two integers a and b (1 ≤ a, b ≤ 10^6).

Output

Print YES if a and b are amicable and NO otherwise.""",
        examples=(lines("220 284"), lines("10 20")),
        edge_cases=(lines("6 6"), lines("284 220"), lines("1 1"), lines("1184 1210"), lines("220 220"), lines("1 2")),
        generate=gen_amicable,
    ),
    Problem(
        name="count_numbers_with_digit_sum",
        split="train",
        level="A",
        tags=("brute force", "implementation"),
        statement="""How many integers x with 1 ≤ x ≤ n have a sum of decimal digits equal to s?

Input

The only line contains two integers n and s (1 ≤ n ≤ 10^6, 1 ≤ s ≤ 60).

Output

Print the number of such integers x.""",
        examples=(lines("20 2"),),
        edge_cases=(lines("1 1"), lines(f"{10**6} 1"), lines("10 1"), lines("100 60"), lines("999999 54"), lines(f"{10**6} 27")),
        generate=gen_count_digit_sum,
    ),
    Problem(
        name="remove_zero_digits",
        split="train",
        level="A",
        tags=("implementation", "strings"),
        statement="""Erase every digit 0 from the decimal notation of a positive integer n and print the number that remains.

Input

The only line contains one integer n (1 ≤ n ≤ 10^18), written without leading zeros.

Output

Print the number formed by the nonzero digits of n, in their original order.""",
        examples=(lines(1020304),),
        edge_cases=(lines(10**18), lines(105), lines(7), lines(123), lines(900000000000000009)),
        generate=gen_remove_zeros,
    ),
    Problem(
        name="sum_of_two_squares_check",
        split="train",
        level="A",
        tags=("math", "brute force"),
        statement="""Can the number n be written as a·a + b·b, where a and b are non-negative integers (they may be equal, and either may be zero)?

Input

The only line contains one integer n (0 ≤ n ≤ 10^12).

Output

Print YES if such a and b exist and NO otherwise.""",
        examples=(lines(13), lines(3)),
        edge_cases=(lines(0), lines(2), lines(18), lines(10**12), lines(999999999999), lines(21)),
        generate=gen_two_squares,
    ),
    Problem(
        name="divisible_by_own_digits",
        split="train",
        level="A",
        tags=("math", "implementation"),
        statement="""Decide whether the positive integer n is divisible by every nonzero digit of its decimal notation. Zero digits are ignored.

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

Print YES if n is divisible by each of its nonzero digits and NO otherwise.""",
        examples=(lines(128), lines(26)),
        edge_cases=(lines(1), lines(10), lines(102), lines(10**18), lines(13), lines(2520)),
        generate=gen_own_digits,
    ),
    Problem(
        name="total_digit_sum_up_to_n",
        split="train",
        level="A",
        tags=("brute force", "math"),
        statement="""Write down all the integers from 1 to n. What is the sum of all the digits written?

Input

The only line contains one integer n (1 ≤ n ≤ 10^6).

Output

Print the total sum of the decimal digits of the numbers 1, 2, ..., n.""",
        examples=(lines(12),),
        edge_cases=(lines(1), lines(9), lines(10), lines(10**6), lines(999999)),
        generate=lambda rng: lines(rng.choice([rng.randint(1, 100), rng.randint(1, 10**6), 10 ** rng.randint(1, 6) - rng.randint(0, 1)])),
    ),
    Problem(
        name="kth_prime_number",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""The primes in increasing order are 2, 3, 5, 7, 11, ... Print the k-th of them.

Input

The only line contains one integer k (1 ≤ k ≤ 10^5).

Output

Print the k-th smallest prime number.""",
        examples=(lines(5),),
        edge_cases=(lines(1), lines(2), lines(10**5), lines(78498), lines(78499)),
        generate=lambda rng: lines(rng.choice([rng.randint(1, 100), rng.randint(1, 10**5), rng.randint(78000, 10**5)])),
    ),
    Problem(
        name="largest_prime_factor",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""Find the largest prime number that divides n.

Input

The only line contains one integer n (2 ≤ n ≤ 10^12).

Output

Print the largest prime divisor of n.""",
        examples=(lines(60), lines(97)),
        edge_cases=(lines(2), lines(999999999989), lines(10**12), lines(49), lines(1024), lines(2 * 499999999979)),
        generate=lambda rng: lines(nt_number(rng, 10**12, 2)),
    ),
    Problem(
        name="square_free_check",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""A positive integer is called square-free if it is not divisible by any perfect square greater than 1 (so 1, 6 and 30 are square-free, while 12 = 4·3 is not). Decide whether n is square-free.

Input

The only line contains one integer n (1 ≤ n ≤ 10^12).

Output

Print YES if n is square-free and NO otherwise.""",
        examples=(lines(30), lines(12)),
        edge_cases=(lines(1), lines(4), lines(999966000289), lines(10**12), lines(999999999989), lines(2 * 999983)),
        generate=gen_square_free,
    ),
    Problem(
        name="sum_of_pairwise_gcds",
        split="train",
        level="A",
        tags=("math", "number theory", "brute force"),
        statement="""Given n positive integers, find the sum of gcd(a_i, a_j) over all pairs of indices i < j, where gcd is the greatest common divisor.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the sum (0 if n = 1). It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines(3, "4 6 8"),),
        edge_cases=(lines(1, 7), lines(2, f"{10**9} {10**9}"), lines(100, join([10**9] * 100)), lines(3, "1 2 3"), lines(4, "5 5 5 5")),
        generate=gen_pairwise_gcds,
    ),
    Problem(
        name="add_two_fractions",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""Add the fractions a/b and c/d and write the result as an irreducible fraction p/q, where p and q are positive integers with no common divisor greater than 1.

Input

The first line contains two integers a and b, the second line contains two integers c and d (1 ≤ a, b, c, d ≤ 10^9).

Output

Print the sum in the form p/q (q = 1 when the sum is an integer). The numbers can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines("1 2", "1 3"), lines("1 4", "3 4")),
        edge_cases=(lines("1 2", "1 2"), lines(f"1 {10**9}", f"1 {10**9 - 1}"), lines(f"{10**9} 1", f"{10**9} 1"), lines("1 3", "1 6"), lines("2 4", "3 6")),
        generate=gen_fractions,
    ),
    Problem(
        name="gcd_lcm_pair_exists",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""Do there exist two positive integers x and y whose greatest common divisor equals g and whose least common multiple equals l?

Input

The only line contains two integers g and l (1 ≤ g, l ≤ 10^18).

Output

Print YES if such x and y exist and NO otherwise.""",
        examples=(lines("2 12"), lines("4 6")),
        edge_cases=(lines("1 1"), lines("2 3"), lines("3 3"), lines(f"1 {10**18}"), lines(f"{10**18} 1"), lines(f"{10**9} {10**18}")),
        generate=gen_gcd_lcm,
    ),
    Problem(
        name="lucky_ticket_halves",
        split="train",
        level="A",
        tags=("implementation", "strings"),
        statement="""A ticket number is a string of digits of even length. The ticket is lucky if the sum of the digits in its first half equals the sum of the digits in its second half. Decide whether the ticket is lucky.

Input

The only line contains the ticket number: a string of 2 to 100 digits, its length even. It may start with zeros.

Output

Print YES if the ticket is lucky and NO otherwise.""",
        examples=(lines("123321"), lines("1234")),
        edge_cases=(lines("00"), lines("19"), lines("123600"), lines("99"), lines("0" * 99 + "1"), lines("5" * 100)),
        generate=gen_ticket,
    ),
    Problem(
        name="max_digit_rotation",
        split="train",
        level="A",
        tags=("implementation", "strings"),
        statement="""A rotation of a number moves its first digit to the end: for example 1203 becomes 2031, then 0312, then 3120, then 1203 again. A number may start with zeros after a rotation; its value is read without them. Among n and all numbers obtained from n by one or more rotations, find the largest value.

Input

The only line contains one integer n (1 ≤ n ≤ 10^18), written without leading zeros.

Output

Print the largest value, without leading zeros.""",
        examples=(lines(1203),),
        edge_cases=(lines(1), lines(10**18), lines(321), lines(2919), lines(90), lines(1001)),
        generate=gen_rotation,
    ),
    Problem(
        name="reduce_by_two_three_five",
        split="train",
        level="A",
        tags=("math", "greedy"),
        statement="""You may apply the following moves to a positive integer n any number of times:

* if n is divisible by 2, replace n with n/2;
* if n is divisible by 3, replace n with 2n/3;
* if n is divisible by 5, replace n with 4n/5.

Find the minimum number of moves needed to turn n into 1, or report that it is impossible.

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

Print the minimum number of moves, or -1 if n cannot be turned into 1.""",
        examples=(lines(30), lines(14)),
        edge_cases=(lines(1), lines(7), lines(10**18), lines(3**37), lines(2**59)),
        generate=gen_two_three_five,
    ),
    Problem(
        name="odd_divisor_exists",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""Does the integer n have an odd divisor greater than 1?

Input

The only line contains one integer n (2 ≤ n ≤ 10^18).

Output

Print YES if some odd number x > 1 divides n and NO otherwise.""",
        examples=(lines(6), lines(16)),
        edge_cases=(lines(2), lines(3), lines(2**59), lines(10**18), lines(3 * 2**58)),
        generate=gen_odd_divisor,
    ),
    Problem(
        name="strong_number_check",
        split="train",
        level="A",
        tags=("math", "implementation"),
        statement="""A positive integer is called strong if it equals the sum of the factorials of its decimal digits. For example, 145 is strong because 1! + 4! + 5! = 1 + 24 + 120 = 145. Recall that 0! = 1. Decide whether n is strong.

Input

The only line contains one integer n (1 ≤ n ≤ 10^9).

Output

Print YES if n is strong and NO otherwise.""",
        examples=(lines(145), lines(146)),
        edge_cases=(lines(1), lines(2), lines(40585), lines(10), lines(10**9), lines(3)),
        generate=lambda rng: lines(rng.choice([rng.choice([1, 2, 145, 40585]), rng.randint(1, 100), big_int(rng, 10**9, 1)])),
    ),
    Problem(
        name="same_digit_numbers_count",
        split="train",
        level="A",
        tags=("math", "brute force"),
        statement="""Count the integers x with 1 ≤ x ≤ n whose decimal digits are all the same, such as 7, 44 or 999.

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

Print the number of such integers x.""",
        examples=(lines(100), lines(21)),
        edge_cases=(lines(1), lines(9), lines(10), lines(10**18), lines(10**18 - 1), lines(111111111111111110)),
        generate=gen_same_digits,
    ),
    Problem(
        name="round_number_terms",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""A positive integer is round if all its digits except the first are zeros, like 4, 70 or 3000. Write n as a sum of round numbers that all have different numbers of digits (there is exactly one way to do it).

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

On the first line print k, the number of terms. On the second line print the k round numbers, separated by spaces, from the largest to the smallest.""",
        examples=(lines(9014), lines(7)),
        edge_cases=(lines(1), lines(10**18), lines(101), lines(10**18 - 1), lines(5000000000)),
        generate=gen_round_terms,
    ),
    Problem(
        name="happy_number_check",
        split="train",
        level="A",
        tags=("math", "implementation"),
        statement="""Start with a positive integer n and repeatedly replace it with the sum of the squares of its decimal digits. The number n is called happy if this process reaches 1; otherwise it repeats forever in a cycle that never contains 1. Decide whether n is happy.

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

Print YES if n is happy and NO otherwise.""",
        examples=(lines(19), lines(4)),
        edge_cases=(lines(1), lines(7), lines(2), lines(10**18), lines(10**18 - 1)),
        generate=gen_happy,
    ),
    Problem(
        name="kaprekar_steps",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""Take a number n from 1 to 9998 and write it with exactly four digits, adding leading zeros if needed; not all four digits are equal. One step arranges the four digits in decreasing order to get the number A and in increasing order to get the number B (both may start with zeros), and replaces n with A − B, again written with four digits. Every such number reaches 6174 after a few steps. Count the steps.

Input

The only line contains one integer n (1 ≤ n ≤ 9998). The four-digit notation of n does not consist of one repeated digit.

Output

Print the number of steps after which n becomes 6174 for the first time (0 if n = 6174).""",
        examples=(lines(3524),),
        edge_cases=(lines(6174), lines(1), lines(2111), lines(9998), lines(1000)),
        generate=gen_kaprekar,
    ),
    Problem(
        name="automorphic_number_check",
        split="train",
        level="A",
        tags=("math",),
        statement="""A non-negative integer n is called automorphic if the decimal notation of n·n ends with the decimal notation of n. For example, 76 is automorphic because 76·76 = 5776. Decide whether n is automorphic.

Input

The only line contains one integer n (0 ≤ n ≤ 10^9).

Output

Print YES if n is automorphic and NO otherwise.""",
        examples=(lines(76), lines(7)),
        edge_cases=(lines(0), lines(1), lines(787109376), lines(10**9), lines(10**9 - 1), lines(212890625)),
        generate=gen_automorphic,
    ),
    Problem(
        name="ugly_number_check",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""Decide whether n has no prime divisors other than 2, 3 and 5. The number 1 has no prime divisors at all, so it qualifies.

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

Print YES if every prime divisor of n is 2, 3 or 5, and NO otherwise.""",
        examples=(lines(60), lines(14)),
        edge_cases=(lines(1), lines(7), lines(10**18), lines(3**37), lines(5**25), lines(999999999999999989)),
        generate=gen_two_three_five,
    ),
    Problem(
        name="product_of_array_mod",
        split="train",
        level="A",
        tags=("math", "implementation"),
        statement="""Find the product of n non-negative integers modulo 1000000007 (10^9 + 7).

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (0 ≤ a_i ≤ 10^18).

Output

Print the remainder of a_1·a_2·...·a_n divided by 1000000007.""",
        examples=(lines(3, "2 3 4"),),
        edge_cases=(lines(1, 0), lines(1, 10**18), lines(3, "1000000007 5 5"), lines(2, "1000000006 1000000006"), lines(4, join([10**18] * 4))),
        generate=gen_array_product,
    ),
    Problem(
        name="triangular_sum_mod",
        split="train",
        level="A",
        tags=("math",),
        statement="""Find the remainder of 1 + 2 + ... + n divided by m.

Input

The only line contains two integers n and m (1 ≤ n, m ≤ 10^18).

Output

Print (1 + 2 + ... + n) mod m. Beware: the sum itself does not fit in a 64-bit integer.""",
        examples=(lines("10 7"),),
        edge_cases=(lines("1 1"), lines(f"1 {10**18}"), lines(f"{10**18} {10**18}"), lines("4000000000 1000000007"), lines(f"{10**18} 999999999999999989")),
        generate=gen_triangular_mod,
    ),
    Problem(
        name="binary_longest_zero_gap",
        split="train",
        level="A",
        tags=("bitmasks", "implementation"),
        statement="""A zero gap in the binary notation of n is a maximal block of consecutive zeros that has a digit 1 on both sides. For example, 529 = 1000010001 in binary has zero gaps of lengths 4 and 3, while 20 = 10100 has one zero gap of length 1 (the final zeros have no 1 on their right). Find the length of the longest zero gap.

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

Print the length of the longest zero gap of n, or 0 if it has none.""",
        examples=(lines(529), lines(20)),
        edge_cases=(lines(1), lines(8), lines(9), lines(2**59), lines(10**18), lines(2**59 + 1)),
        generate=gen_zero_gap,
    ),
    Problem(
        name="hamming_distance_bits",
        split="train",
        level="A",
        tags=("bitmasks",),
        statement="""Write a and b in binary, padding the shorter one with leading zeros. In how many positions do they differ?

Input

The only line contains two integers a and b (0 ≤ a, b ≤ 10^18).

Output

Print the number of bit positions in which a and b differ.""",
        examples=(lines("1 4"),),
        edge_cases=(lines("0 0"), lines(f"0 {10**18}"), lines("7 7"), lines(f"{2**59} 0"), lines(f"{10**18} {10**18 - 1}")),
        generate=gen_hamming,
    ),
    Problem(
        name="subtract_largest_digit_steps",
        split="train",
        level="A",
        tags=("greedy", "implementation"),
        statement="""In one step you subtract from n the largest digit of its decimal notation. How many steps does it take to turn n into 0? For example, 24 → 20 → 18 → 10 → 9 → 0 takes 5 steps.

Input

The only line contains one integer n (0 ≤ n ≤ 10^6).

Output

Print the number of steps.""",
        examples=(lines(24),),
        edge_cases=(lines(0), lines(9), lines(10), lines(10**6), lines(1)),
        generate=gen_largest_digit,
    ),
    Problem(
        name="distinct_digit_year",
        split="train",
        level="A",
        tags=("brute force",),
        statement="""Find the first year after year y whose four digits are all different.

Input

The only line contains one integer y (1000 ≤ y ≤ 9000).

Output

Print the smallest year strictly greater than y in which no digit repeats. It is guaranteed to exist.""",
        examples=(lines(1987),),
        edge_cases=(lines(1000), lines(9000), lines(2013), lines(8999), lines(1234)),
        generate=lambda rng: lines(rng.randint(1000, 9000)),
    ),
    Problem(
        name="luhn_checksum",
        split="train",
        level="A",
        tags=("implementation", "strings"),
        statement="""A card number passes the Luhn check when the following sum is divisible by 10. Go through the digits from right to left; keep the 1st, 3rd, 5th, ... digit from the right as it is, and double the 2nd, 4th, 6th, ... digit from the right, subtracting 9 from the doubled value when it exceeds 9. The sum is the total of all these values. Decide whether the number passes the check.

Input

The only line contains a string of 1 to 100 digits (it may start with zeros).

Output

Print YES if the number passes the Luhn check and NO otherwise.""",
        examples=(lines("79927398713"), lines("79927398710")),
        edge_cases=(lines("0"), lines("125"), lines("18"), lines("9" * 100), lines("5")),
        generate=gen_luhn,
    ),
    Problem(
        name="divisible_by_a_or_b_count",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""How many integers x with 1 ≤ x ≤ n are divisible by a or by b (or by both)?

Input

The only line contains three integers n, a and b (1 ≤ n ≤ 10^18, 1 ≤ a, b ≤ 10^9).

Output

Print the number of such integers x.""",
        examples=(lines("10 2 3"),),
        edge_cases=(lines("10 2 4"), lines("1 1 1"), lines(f"{10**18} {10**9} {10**9}"), lines(f"{10**18} 999999999 1000000000"), lines("5 7 11"), lines("12 4 6")),
        generate=gen_or_count,
    ),
    Problem(
        name="emirp_check",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""An emirp is a prime number whose decimal reversal is a different prime. For example, 13 is an emirp because 31 is also prime, while 11 is not (its reversal is the same number). When a number ends with zeros, its reversal drops the leading zeros. Decide whether n is an emirp.

Input

The only line contains one integer n (1 ≤ n ≤ 10^9).

Output

Print YES if n is an emirp and NO otherwise.""",
        examples=(lines(13), lines(11)),
        edge_cases=(lines(1), lines(2), lines(10**9), lines(107), lines(101), lines(23)),
        generate=gen_emirp,
    ),
    Problem(
        name="difference_of_two_squares",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""Can the positive integer n be written as x·x − y·y, where x and y are non-negative integers?

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

Print YES if such x and y exist and NO otherwise.""",
        examples=(lines(15), lines(6)),
        edge_cases=(lines(1), lines(2), lines(4), lines(10**18), lines(10**18 - 2), lines(10**18 - 1)),
        generate=gen_difference_squares,
    ),
    Problem(
        name="subtraction_steps_euclid",
        split="train",
        level="B",
        tags=("math", "number theory"),
        statement="""Two positive integers a and b are written on a board. While they are different, you replace the larger of them with the difference between the larger and the smaller one. For example, (5, 3) → (2, 3) → (2, 1) → (1, 1) takes 3 operations. Count the operations until the two numbers become equal.

Input

The only line contains two integers a and b (1 ≤ a, b ≤ 10^18).

Output

Print the number of operations. It can exceed 2^31, so use a 64-bit integer type; a step-by-step simulation is too slow.""",
        examples=(lines("5 3"), lines("4 4")),
        edge_cases=(lines(f"{10**18} 1"), lines("6 3"), lines(f"{10**18 - 1} {10**18}"), lines("1 1"), lines("1 2")),
        generate=gen_subtraction_steps,
    ),
    Problem(
        name="largest_after_deleting_digit",
        split="train",
        level="B",
        tags=("greedy", "strings"),
        statement="""Delete exactly one digit from the decimal notation of a positive integer n so that the number that remains is as large as possible.

Input

The only line contains n: a string of 2 to 1000 digits without leading zeros.

Output

Print the largest number that can remain, without leading zeros.""",
        examples=(lines("2718281828"), lines("10")),
        edge_cases=(lines("12"), lines("5919"), lines("4321"), lines("1234"), lines("1" + "0" * 999), lines("9" * 500 + "8" * 500)),
        generate=gen_delete_digit,
    ),
    Problem(
        name="deletions_for_divisible_by_25",
        split="train",
        level="B",
        tags=("greedy", "math"),
        statement="""You may delete any digits from the decimal notation of n (not necessarily adjacent ones); the remaining digits keep their order. Find the minimum number of deletions after which the remaining digits form a positive number without leading zeros that is divisible by 25.

Input

The only line contains one integer n (25 ≤ n ≤ 10^18). It is guaranteed that the goal can be reached.

Output

Print the minimum number of digits to delete.""",
        examples=(lines(71345), lines(3259)),
        edge_cases=(lines(100), lines(50555), lines(10**18), lines(25), lines(705), lines(7922225999)),
        generate=gen_divisible_25,
    ),
    Problem(
        name="repunit_multiple_length",
        split="train",
        level="B",
        tags=("math", "number theory"),
        statement="""A repunit is a number written only with the digit 1: 1, 11, 111, 1111, ... Find the length of the shortest repunit divisible by n.

Input

The only line contains one integer n (1 ≤ n ≤ 10^6).

Output

Print the smallest k ≥ 1 such that the number written with k ones is divisible by n, or -1 if no repunit is divisible by n. The repunits themselves are far too large for any integer type.""",
        examples=(lines(7), lines(6)),
        edge_cases=(lines(1), lines(3), lines(5), lines(999983), lines(10**6), lines(999999)),
        generate=gen_repunit,
    ),
    Problem(
        name="power_of_two_digit_sum",
        split="train",
        level="B",
        tags=("math", "implementation"),
        statement="""Find the sum of the decimal digits of 2^n.

Input

The only line contains one integer n (0 ≤ n ≤ 1000).

Output

Print the sum of the digits of 2^n. For large n the number 2^n itself has hundreds of digits and does not fit in any built-in integer type.""",
        examples=(lines(15),),
        edge_cases=(lines(0), lines(63), lines(64), lines(1000), lines(1)),
        generate=lambda rng: lines(rng.choice([rng.randint(0, 70), rng.randint(0, 1000)])),
    ),
    Problem(
        name="consecutive_sum_representations",
        split="train",
        level="B",
        tags=("math", "number theory"),
        statement="""In how many ways can n be written as a sum of one or more consecutive positive integers? For example, 15 = 15 = 7 + 8 = 4 + 5 + 6 = 1 + 2 + 3 + 4 + 5, which gives 4 ways.

Input

The only line contains one integer n (1 ≤ n ≤ 10^12).

Output

Print the number of ways.""",
        examples=(lines(15), lines(8)),
        edge_cases=(lines(1), lines(9), lines(2**39), lines(10**12), lines(999999999989), lines(998001)),
        generate=lambda rng: lines(nt_number(rng)),
    ),
    Problem(
        name="perfect_power_check",
        split="train",
        level="B",
        tags=("math", "number theory"),
        statement="""Can n be written as a^b with integers a ≥ 1 and b ≥ 2? For example, 32 = 2^5 and 1 = 1^2 can, while 12 cannot.

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

Print YES if such a and b exist and NO otherwise.""",
        examples=(lines(32), lines(12)),
        edge_cases=(lines(1), lines(2), lines(10**18), lines(2**59), lines(10**18 - 1), lines(999999999999999989)),
        generate=gen_perfect_power,
    ),
    Problem(
        name="times_two_or_three_moves",
        split="train",
        level="B",
        tags=("math", "number theory"),
        statement="""In one move you multiply the current number by 2 or by 3. Find the minimum number of moves that turn n into m, or report that this is impossible.

Input

The only line contains two integers n and m (1 ≤ n ≤ m ≤ 5·10^8).

Output

Print the minimum number of moves, or -1 if m cannot be obtained from n.""",
        examples=(lines("120 51840"), lines("48 72")),
        edge_cases=(lines("42 42"), lines("3 8"), lines("1 2"), lines("1 483729408"), lines("1 500000000"), lines("7 21")),
        generate=gen_times_two_three,
    ),
    Problem(
        name="common_divisors_of_array",
        split="train",
        level="B",
        tags=("math", "number theory"),
        statement="""How many positive integers divide every element of the array a_1, a_2, ..., a_n?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^12).

Output

Print the number of positive integers x such that each a_i is divisible by x.""",
        examples=(lines(3, "6 90 12"),),
        edge_cases=(lines(1, 1), lines(2, f"{10**12} {10**12}"), lines(2, "999966000289 999966000289"), lines(3, "7 11 13"), lines(1, 999999999989)),
        generate=gen_common_divisors,
    ),
    Problem(
        name="nth_ugly_number",
        split="train",
        level="B",
        tags=("math", "dp"),
        statement="""Consider the positive integers that have no prime divisors other than 2, 3 and 5, in increasing order: 1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 15, ... Print the n-th of them.

Input

The only line contains one integer n (1 ≤ n ≤ 1500).

Output

Print the n-th number of the sequence (it is below 10^9).""",
        examples=(lines(11),),
        edge_cases=(lines(1), lines(1500), lines(7), lines(6)),
        generate=lambda rng: lines(rng.choice([rng.randint(1, 30), rng.randint(1, 1500)])),
    ),
    Problem(
        name="kth_digit_sum_ten",
        split="train",
        level="B",
        tags=("brute force", "implementation"),
        statement="""Consider the positive integers whose decimal digits add up to exactly 10, in increasing order: 19, 28, 37, 46, 55, 64, 73, 82, 91, 109, 118, ... Print the k-th of them.

Input

The only line contains one integer k (1 ≤ k ≤ 10000).

Output

Print the k-th smallest positive integer with digit sum 10.""",
        examples=(lines(1), lines(10)),
        edge_cases=(lines(10000), lines(9), lines(9000), lines(5000)),
        generate=lambda rng: lines(rng.choice([rng.randint(1, 100), rng.randint(1, 10000), rng.randint(9000, 10000)])),
    ),
    Problem(
        name="equalize_by_doubling_tripling",
        split="train",
        level="B",
        tags=("math", "number theory"),
        statement="""You may double or triple any element of the array as many times as you like (each operation multiplies one element by 2 or by 3). Can all elements be made equal?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print YES if all elements can be made equal and NO otherwise.""",
        examples=(lines(4, "75 150 75 50"), lines(3, "100 150 250")),
        edge_cases=(lines(1, 7), lines(2, f"1 {10**9}"), lines(2, "6 1"), lines(3, "2 4 8"), lines(2, "3 9")),
        generate=gen_doubling_tripling,
    ),
)
