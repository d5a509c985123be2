"""Validation problems (never trained on). Number theory and digits: bases, primes, coins, digit processes.

Specs only: build.py turns them into bundled_valid.jsonl (problem_spec.py describes a spec)."""

from math import gcd

from ...problem_spec import Problem, big_int, join, lines, random_prime, word


def gen_base_digit_sum(rng):
    b = rng.choice([2, 3, 10, rng.randint(2, 100), big_int(rng, 10**18, 2)])
    n = big_int(rng)
    if rng.random() < 0.3:
        n = min(10**18, b - 1 if b > 1 else 0)
    return lines(join([n, b]))

def gen_gray_decode(rng):
    if rng.random() < 0.3:
        return lines(rng.randint(0, 100))
    return lines(big_int(rng, 2**59))

def gen_two_coins(rng):
    kind = rng.choice(["coprime", "any", "one", "small"])
    if kind == "one":
        return lines(join(rng.sample([1, big_int(rng, 10**9, 1)], 2)))
    if kind == "small":
        return lines(join([rng.randint(1, 20), rng.randint(1, 20)]))
    a, b = big_int(rng, 10**9, 1), big_int(rng, 10**9, 1)
    if kind == "coprime":
        while gcd(a, b) != 1:
            b = big_int(rng, 10**9, 1)
    return lines(join([a, b]))

def gen_semiprime(rng):
    kind = rng.choice(["two", "square", "three", "prime", "any"])
    if kind == "two":
        p = random_prime(rng, 2, 10**6)
        return lines(p * random_prime(rng, 2, 10**12 // p))
    if kind == "square":
        return lines(random_prime(rng, 2, 10**6) ** 2)
    if kind == "three":
        p, q = random_prime(rng, 2, 1000), random_prime(rng, 2, 1000)
        return lines(p * q * random_prime(rng, 2, 10**12 // (p * q)))
    if kind == "prime":
        return lines(random_prime(rng, 2, 10**12))
    return lines(big_int(rng, 10**12, 1))

def gen_strip_zero(rng):
    k = rng.randint(1, 50)
    while True:
        n = big_int(rng, 10**18, 1)
        if rng.random() < 0.5:
            n = n - n % 10 ** rng.randint(1, 6) + rng.randint(0, 3)
        m = n
        for _ in range(k):
            m = m - 1 if m % 10 else m // 10
        if m > 0:
            return lines(join([n, k]))

def isbn_valid_last(digits):
    total = sum((10 - i) * d for i, d in enumerate(digits))
    check = (-total) % 11
    return "X" if check == 10 else str(check)

def gen_isbn(rng):
    digits = [rng.randint(0, 9) for _ in range(9)]
    last = isbn_valid_last(digits)
    if rng.random() < 0.4:
        last = rng.choice("0123456789X")
    if rng.random() < 0.3:  # force the check character X
        for _ in range(100):
            digits = [rng.randint(0, 9) for _ in range(9)]
            if isbn_valid_last(digits) == "X":
                last = "X"
                break
    return lines("".join(map(str, digits)) + last)

def gen_column(rng):
    length = rng.choice([1, 2, 3, rng.randint(1, 12)])
    return lines(word(rng, length, rng.choice(["ABCDEFGHIJKLMNOPQRSTUVWXYZ", "AZ", "Z"])))

def gen_alternating(rng):
    l = big_int(rng, 10**18, 1)
    r = min(10**18, l + rng.choice([0, 1, rng.randint(0, 100), big_int(rng)]))
    return lines(join([l, r]))

def reverse_add_steps(n):
    steps = 0
    while str(n) != str(n)[::-1]:
        n += int(str(n)[::-1])
        steps += 1
        if steps > 30 or n >= 10**18:
            return None
    return steps

def gen_reverse_add(rng):
    while True:
        n = rng.choice([rng.randint(1, 200), rng.randint(1, 10**5), rng.choice([89, 98, 187, 286, 869, 880]) * rng.choice([1, 10, 100])])
        if n <= 10**5 and reverse_add_steps(n) is not None:
            return lines(n)

def gen_kth_not_divisible(rng):
    n = rng.choice([2, 3, rng.randint(2, 100), big_int(rng, 10**9, 2)])
    k = big_int(rng, 10**9, 1)
    if rng.random() < 0.4:
        k = max(1, (n - 1) * rng.randint(1, 10**9 // (n - 1)) - rng.choice([0, 0, 1]))
    return lines(join([n, min(k, 10**9)]))

def gen_ebony(rng):
    a, b = rng.randint(1, 100), rng.randint(1, 100)
    c = rng.choice([rng.randint(1, 10**4), rng.randint(1, 200), a * b - a - b if a * b - a - b > 0 else 1])
    return lines(join([a, b, c]))


PROBLEMS = (
    Problem(
        name="digit_sum_in_base",
        split="valid",
        level="A",
        tags=("math", "implementation"),
        statement="""Represent the number n in the positional system with base b. Each digit there is a number from 0 to b − 1. Add the values of all these digits together.

Input

The only line contains two integers n and b (0 ≤ n ≤ 10^18, 2 ≤ b ≤ 10^18).

Output

Print the sum of the base-b digits of n. It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines("10 2"), lines("255 16")),
        edge_cases=(lines("0 2"), lines(f"{10**18 - 1} {10**18}"), lines(f"{10**18} 10"), lines(f"{10**18} 2"), lines("5000000000 3000000000")),
        generate=gen_base_digit_sum,
    ),
    Problem(
        name="gray_code_decode",
        split="valid",
        level="A",
        tags=("bitmasks",),
        statement="""The Gray code of a non-negative integer x is the number g(x) = x XOR ⌊x/2⌋, where XOR is the bitwise exclusive or. Different x have different Gray codes. You are given a value g; find the number x whose Gray code equals g.

Input

The only line contains one integer g (0 ≤ g ≤ 2^59).

Output

Print the integer x with x XOR ⌊x/2⌋ = g.""",
        examples=(lines(6), lines(1)),
        edge_cases=(lines(0), lines(2**59), lines(2**59 - 1), lines(3), lines(10**17)),
        generate=gen_gray_decode,
    ),
    Problem(
        name="frobenius_two_coins",
        split="valid",
        level="A",
        tags=("math", "number theory"),
        statement="""A country has coins of two values, a and b, and you have as many coins of each value as you like. An amount of money can be paid if it is a sum of some of these coins. Find the largest positive amount that cannot be paid.

Input

The only line contains two integers a and b (1 ≤ a, b ≤ 10^9).

Output

Print the largest positive amount that cannot be paid. Print 0 if every positive amount can be paid, and -1 if infinitely many amounts cannot be paid. The answer can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines("3 5"), lines("4 6")),
        edge_cases=(lines("1 1"), lines("1 7"), lines("999999999 1000000000"), lines("2 3"), lines("5 5")),
        generate=gen_two_coins,
    ),
    Problem(
        name="semiprime_check",
        split="valid",
        level="A",
        tags=("math", "number theory"),
        statement="""A semiprime is a product of exactly two primes, which may be equal: 6 = 2·3 and 49 = 7·7 are semiprimes, while 7, 8 = 2·2·2 and 1 are not. Decide whether n is a semiprime.

Input

The only line contains one integer n (1 ≤ n ≤ 10^12).

Output

Print YES if n is a semiprime and NO otherwise.""",
        examples=(lines(15), lines(12)),
        edge_cases=(lines(1), lines(4), lines(999966000289), lines(999999999989), lines(10**12), lines(2 * 499999999979)),
        generate=gen_semiprime,
    ),
    Problem(
        name="decrement_or_strip_zero",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""A careless clerk "decreases" a number by one as follows: if its last digit is not zero, the number is decreased by one; if its last digit is zero, the last digit is erased (the number is divided by 10). The clerk applies this operation to n exactly k times. Print the result.

Input

The only line contains two integers n and k (1 ≤ n ≤ 10^18, 1 ≤ k ≤ 50). It is guaranteed that the result is positive.

Output

Print the number obtained after k operations.""",
        examples=(lines("512 4"), lines("1000000000 9")),
        edge_cases=(lines("2 1"), lines(f"{10**18} 18"), lines("101 2"), lines(f"{10**18 - 1} 50"), lines("10 1")),
        generate=gen_strip_zero,
    ),
    Problem(
        name="isbn10_check",
        split="valid",
        level="A",
        tags=("implementation", "strings"),
        statement="""A book code consists of ten characters d_1 d_2 ... d_10. The first nine are digits; the last one is a digit or the letter X, which stands for the value 10. The code is valid if 10·d_1 + 9·d_2 + 8·d_3 + ... + 2·d_9 + 1·d_10 is divisible by 11. Decide whether the code is valid.

Input

The only line contains the code: nine digits followed by a digit or the capital letter X.

Output

Print YES if the code is valid and NO otherwise.""",
        examples=(lines("0306406152"), lines("0306406153")),
        edge_cases=(lines("0000000000"), lines("080442957X"), lines("0804429570"), lines("9999999999"), lines("000000001X")),
        generate=gen_isbn,
    ),
    Problem(
        name="spreadsheet_column_number",
        split="valid",
        level="A",
        tags=("math", "strings"),
        statement="""A spreadsheet names its columns A, B, ..., Z, then AA, AB, ..., AZ, BA, ..., ZZ, then AAA, AAB, and so on. Column A has number 1, Z has number 26, AA has number 27. Given a column name, print its number.

Input

The only line contains the column name: 1 to 12 capital English letters.

Output

Print the number of the column. It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines("AB"), lines("Z")),
        edge_cases=(lines("A"), lines("AA"), lines("ZZ"), lines("Z" * 12), lines("A" * 12), lines("ZA")),
        generate=gen_column,
    ),
    Problem(
        name="alternating_sign_range_sum",
        split="valid",
        level="A",
        tags=("math",),
        statement="""The number i is taken with a minus sign when i is odd and with a plus sign when i is even: −1 + 2 − 3 + 4 − 5 + ... Find the sum of these signed numbers for all i from l to r inclusive.

Input

The only line contains two integers l and r (1 ≤ l ≤ r ≤ 10^18).

Output

Print the sum of (−1)^i · i over l ≤ i ≤ r. It can exceed 2^31 in absolute value, so use a 64-bit integer type.""",
        examples=(lines("1 5"), lines("2 3")),
        edge_cases=(lines("1 1"), lines("2 2"), lines(f"1 {10**18}"), lines(f"{10**18} {10**18}"), lines(f"{10**18 - 1} {10**18 - 1}"), lines(f"2 {10**18 - 1}")),
        generate=gen_alternating,
    ),
    Problem(
        name="reverse_and_add_steps",
        split="valid",
        level="A",
        tags=("implementation", "math"),
        statement="""One step adds to a number the number obtained by reading its decimal digits backwards (leading zeros of the reversal are dropped): for example 87 becomes 87 + 78 = 165. Starting from n, count the steps until the number becomes a palindrome, that is, reads the same forwards and backwards.

Input

The only line contains one integer n (1 ≤ n ≤ 10^5). It is guaranteed that a palindrome appears after at most 30 steps and that every number in the process stays below 10^18.

Output

Print the number of steps (0 if n is already a palindrome).""",
        examples=(lines(87), lines(121)),
        edge_cases=(lines(1), lines(10), lines(89), lines(100000), lines(98)),
        generate=gen_reverse_add,
    ),
    Problem(
        name="kth_not_divisible",
        split="valid",
        level="B",
        tags=("math", "binary search"),
        statement="""List the positive integers that are not divisible by n in increasing order. For n = 3 the list starts 1, 2, 4, 5, 7, 8, 10, ... Print the k-th number of the list.

Input

The only line contains two integers n and k (2 ≤ n ≤ 10^9, 1 ≤ k ≤ 10^9).

Output

Print the k-th positive integer not divisible by n. It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines("3 7"), lines("2 4")),
        edge_cases=(lines("2 1"), lines(f"2 {10**9}"), lines(f"{10**9} {10**9}"), lines(f"{10**9} {10**9 - 1}"), lines("3 6")),
        generate=gen_kth_not_divisible,
    ),
    Problem(
        name="nonneg_linear_combination",
        split="valid",
        level="B",
        tags=("brute force", "math", "number theory"),
        statement="""A wall takes exactly c units of paint. One shot of the first spray gun uses a units and one shot of the second uses b units. Can the wall be painted using each gun a whole number of times (possibly zero times) so that exactly c units are used? In other words, are there non-negative integers x and y with a·x + b·y = c?

Input

The only line contains three integers a, b and c (1 ≤ a, b ≤ 100, 1 ≤ c ≤ 10000).

Output

Print YES if such x and y exist and NO otherwise.""",
        examples=(lines("4 6 15"), lines("3 2 7")),
        edge_cases=(lines("6 11 6"), lines("2 4 7"), lines("97 89 10000"), lines("5 7 23"), lines("1 1 10000"), lines("100 99 1")),
        generate=gen_ebony,
    ),
)
