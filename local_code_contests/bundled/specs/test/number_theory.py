"""Test problems (never trained on). Number theory and digits: roots, prime factors, bits, fractions, gcd.

Specs only: build.py turns them into bundled_test.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, big_int, int_array, join, lines, random_prime


def gen_cube_root(rng):
    kind = rng.choice(["cube", "near", "any", "small"])
    if kind in ("cube", "near"):
        k = rng.choice([rng.randint(1, 100), rng.randint(1, 10**6)])
        return lines(max(1, min(10**18, k**3 + (rng.choice([-1, 1]) if kind == "near" else 0))))
    if kind == "small":
        return lines(rng.randint(1, 200))
    return lines(big_int(rng, 10**18, 1))

def gen_factor_sum(rng):
    kind = rng.choice(["smooth", "prime", "square", "big", "any"])
    if kind == "smooth":
        n = 1
        while n * 13 <= 10**12 and rng.random() < 0.93:
            n *= rng.choice([2, 2, 3, 3, 5, 7, 11, 13])
        return lines(max(2, n))
    if kind == "prime":
        return lines(random_prime(rng, 2, 10**12))
    if kind == "square":
        return lines(random_prime(rng, 2, 10**6) ** 2)
    if kind == "big":
        small = rng.choice([2, 4, 6, 12])
        return lines(small * random_prime(rng, 2, 10**12 // small))
    return lines(big_int(rng, 10**12, 2))

def gen_popcount_range(rng):
    l = rng.choice([1, rng.randint(1, 100), rng.randint(1, 10**6)])
    r = min(10**6, l + rng.choice([0, rng.randint(0, 50), rng.randint(0, 10**6)]))
    return lines(join([l, r]))

def gen_prime_gap(rng):
    if rng.random() < 0.4:
        return lines(random_prime(rng, 3, 10**6) + rng.choice([0, 0, -1, 1]))
    return lines(rng.choice([rng.randint(3, 100), rng.randint(3, 10**6)]))

def gen_reverse_bits(rng):
    if rng.random() < 0.3:
        return lines(rng.randint(1, 64))
    n = big_int(rng, 10**18, 1)
    if rng.random() < 0.3:
        n <<= rng.randint(0, 59 - n.bit_length()) if n.bit_length() < 59 else 0
    return lines(n)

CIRCULAR = [2, 3, 5, 7, 11, 13, 17, 31, 37, 71, 73, 79, 97, 113, 131, 197, 199, 311, 337, 373, 719, 733, 919, 971, 991,
            1193, 1931, 3119, 3779, 7793, 7937, 9311, 9377, 11939, 19391, 19937, 37199, 39119, 71993, 91193, 93719, 93911,
            99371, 193939, 199933, 319993, 331999, 391939, 393919, 919393, 933199, 939193, 939391, 993319, 999331]

def gen_circular(rng):
    kind = rng.choice(["circular", "prime", "any"])
    if kind == "circular":
        return lines(rng.choice(CIRCULAR))
    if kind == "prime":
        return lines(random_prime(rng, 2, rng.choice([100, 10**4, 10**6])))
    return lines(rng.randint(1, 10**6))

def gen_mixed(rng):
    b = rng.choice([rng.randint(1, 20), big_int(rng, 10**9, 1), big_int(rng, 10**18, 1)])
    kind = rng.choice(["multiple", "proper", "any", "any"])
    if kind == "multiple":
        a = b * rng.randint(0, 10**18 // b)
    elif kind == "proper":
        a = rng.randint(1, b - 1) if b > 1 else 0
    else:
        a = big_int(rng)
    return lines(join([a, b]))

def gen_gcd_digit_sum(rng):
    if rng.random() < 0.3:
        return lines(rng.randint(1, 100))
    return lines(big_int(rng, 10**18, 1))

def gen_remove_one_gcd(rng):
    n = rng.randint(2, rng.choice([3, 10, 300]))
    g = rng.choice([1, rng.randint(1, 100), rng.randint(1, 10**5)])
    values = [g * x for x in int_array(rng, n, 1, 10**9 // g)]
    if rng.random() < 0.6:
        values[rng.randrange(n)] = rng.randint(1, 10**9)
    return lines(n, join(values))


PROBLEMS = (
    Problem(
        name="cube_root_exact",
        split="test",
        level="A",
        tags=("math", "binary search"),
        statement="""Decide whether n is the cube of an integer, and if it is, find that integer.

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

Print the integer k with k·k·k = n, or -1 if there is no such integer.""",
        examples=(lines(27), lines(10)),
        edge_cases=(lines(1), lines(10**18), lines(10**18 - 1), lines(999970000299999), lines(8), lines(1000300030001)),
        generate=gen_cube_root,
    ),
    Problem(
        name="prime_factor_sum_with_multiplicity",
        split="test",
        level="A",
        tags=("math", "number theory"),
        statement="""Write n as a product of primes, repeating a prime as many times as it divides n: for example 360 = 2·2·2·3·3·5. Add up all the primes in this product (360 gives 2 + 2 + 2 + 3 + 3 + 5 = 17).

Input

The only line contains one integer n (2 ≤ n ≤ 10^12).

Output

Print the sum of the prime factors of n, each counted as many times as it occurs.""",
        examples=(lines(360), lines(13)),
        edge_cases=(lines(2), lines(10**12), lines(999999999989), lines(999966000289), lines(2**39)),
        generate=gen_factor_sum,
    ),
    Problem(
        name="prime_popcount_count_in_range",
        split="test",
        level="A",
        tags=("bitmasks", "math"),
        statement="""For how many integers x in the segment [l, r] is the number of ones in the binary notation of x a prime number? For example, 5 = 101 in binary has two ones, and 2 is prime.

Input

The only line contains two integers l and r (1 ≤ l ≤ r ≤ 10^6).

Output

Print the number of such integers x.""",
        examples=(lines("6 10"),),
        edge_cases=(lines("1 1"), lines("1 1000000"), lines("3 3"), lines("1 4"), lines("1000000 1000000")),
        generate=gen_popcount_range,
    ),
    Problem(
        name="smallest_distinct_digit_sum",
        split="test",
        level="A",
        tags=("greedy", "math"),
        statement="""Find the smallest positive integer whose decimal digits are all different and add up to s.

Input

The only line contains one integer s (1 ≤ s ≤ 45).

Output

Print the smallest positive integer with pairwise distinct digits whose digit sum equals s. It always exists for these s.""",
        examples=(lines(20), lines(8)),
        edge_cases=(lines(1), lines(45), lines(10), lines(9), lines(44), lines(17)),
        generate=lambda rng: lines(rng.randint(1, 45)),
    ),
    Problem(
        name="largest_prime_gap",
        split="test",
        level="A",
        tags=("math", "number theory"),
        statement="""List all primes not exceeding n in increasing order. Find the largest difference between two neighbours in this list.

Input

The only line contains one integer n (3 ≤ n ≤ 10^6).

Output

Print the largest value q − p, where p < q are primes not exceeding n with no prime between them.""",
        examples=(lines(30),),
        edge_cases=(lines(3), lines(10**6), lines(113), lines(127), lines(4)),
        generate=gen_prime_gap,
    ),
    Problem(
        name="reverse_bits_value",
        split="test",
        level="A",
        tags=("bitmasks", "implementation"),
        statement="""Write n in binary without leading zeros, then read this string of bits from right to left as a new binary number (zeros that end up at the front do not matter). Print the value of the new number in decimal. For example, 11 = 1011 in binary becomes 1101, which is 13.

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

Print the value of the reversed binary notation of n.""",
        examples=(lines(11), lines(8)),
        edge_cases=(lines(1), lines(10**18), lines(2**59), lines(2**32 + 1), lines(2**40 + 6)),
        generate=gen_reverse_bits,
    ),
    Problem(
        name="circular_prime_check",
        split="test",
        level="A",
        tags=("math", "number theory"),
        statement="""Moving the first digit of a number to its end gives a cyclic shift; for 197 the cyclic shifts are 197, 971 and 719. A shift that starts with zeros is read as a number without them. A number is a circular prime if it and all its cyclic shifts are prime. Decide whether n is a circular prime.

Input

The only line contains one integer n (1 ≤ n ≤ 10^6).

Output

Print YES if n is a circular prime and NO otherwise.""",
        examples=(lines(197), lines(19)),
        edge_cases=(lines(1), lines(2), lines(4), lines(101), lines(999331), lines(10**6)),
        generate=gen_circular,
    ),
    Problem(
        name="mixed_number_fraction",
        split="test",
        level="A",
        tags=("math", "number theory"),
        statement="""Write the fraction a/b as a mixed number: a whole part w and a proper irreducible fraction p/q with 0 < p < q, so that a/b = w + p/q.

Input

The only line contains two integers a and b (0 ≤ a ≤ 10^18, 1 ≤ b ≤ 10^18).

Output

If a/b is an integer, print just that integer. Otherwise, if a < b, print p/q. Otherwise print w and p/q separated by a space, as in "2 1/3".""",
        examples=(lines("14 6"), lines("3 9")),
        edge_cases=(lines("0 5"), lines("6 3"), lines(f"{10**18} 3"), lines(f"{10**18 - 1} {10**18}"), lines("8 6")),
        generate=gen_mixed,
    ),
    Problem(
        name="gcd_digit_sum_next",
        split="test",
        level="A",
        tags=("brute force", "math"),
        statement="""Find the smallest integer x ≥ n such that x and the sum of its decimal digits have a common divisor greater than 1.

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

Print the smallest such x.""",
        examples=(lines(11), lines(31)),
        edge_cases=(lines(1), lines(10**18), lines(12), lines(999999999999999998), lines(75)),
        generate=gen_gcd_digit_sum,
    ),
    Problem(
        name="max_gcd_removing_one",
        split="test",
        level="B",
        tags=("math", "number theory"),
        statement="""Remove exactly one element from the array so that the greatest common divisor of the remaining n − 1 elements is as large as possible.

Input

The first line contains one integer n (2 ≤ n ≤ 300).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the largest possible greatest common divisor of the remaining elements.""",
        examples=(lines(3, "12 15 18"), lines(3, "2 4 7")),
        edge_cases=(lines(2, "5 7"), lines(3, "1 1 1"), lines(4, f"{10**9} {10**9} {10**9} 1"), lines(3, "6 9 4"), lines(5, "12 18 24 30 35")),
        generate=gen_remove_one_gcd,
    ),
    Problem(
        name="divisors_of_factorial_mod",
        split="test",
        level="B",
        tags=("math", "number theory"),
        statement="""Find the number of positive divisors of n! = 1·2·...·n, modulo 1000000007 (10^9 + 7).

Input

The only line contains one integer n (1 ≤ n ≤ 1000).

Output

Print the number of divisors of n! modulo 1000000007.""",
        examples=(lines(4), lines(10)),
        edge_cases=(lines(1), lines(1000), lines(2), lines(100)),
        generate=lambda rng: lines(rng.choice([rng.randint(1, 30), rng.randint(1, 1000)])),
    ),
)
