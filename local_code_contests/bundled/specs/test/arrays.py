"""Test problems (never trained on). Arrays: sums, counting, ordering, selection and frequencies.

Specs only: build.py turns them into bundled_test.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, int_array, join, lines, value_range


def mixed(rng, n, bound):
    """n values: from a few numbers (repeats) or from a random sub-range of [-bound, bound]."""
    if rng.random() < 0.5:
        pool = int_array(rng, rng.randint(1, 4), -bound, bound)
        return [rng.choice(pool) for _ in range(n)]
    return int_array(rng, n, *value_range(rng, bound))


def gen_sequence(rng, bound=10**9, max_n=100, min_n=1):
    n = rng.randint(min_n, max_n)
    return lines(n, join(mixed(rng, n, bound)))


def gen_sum_of_others(rng):
    n = rng.randint(1, 100)
    a = mixed(rng, n, rng.choice([10, 1000, 10**7]))
    if rng.random() < 0.6:  # put in an element equal to the sum of the rest
        a.insert(rng.randint(0, len(a)), sum(a))
        if len(a) > 100:
            a.pop(0 if a[0] != sum(a[1:]) else -1)
    return lines(len(a), join(a))


def gen_prefix_sort(rng):
    n = rng.randint(1, 100)
    return lines(join([n, rng.randint(1, n)]), join(mixed(rng, n, rng.choice([10, 10**9]))))


def gen_balance(rng):
    n = rng.randint(1, 100)
    low, high = rng.choice([(-10, 10), (-10**9, 10**9), (1, 10**9), (-10**9, -1), (-5, 20)])
    return lines(n, join(int_array(rng, n, low, high)))


def gen_even_length(rng):
    n = 2 * rng.randint(1, 50)
    return lines(n, join(mixed(rng, n, 10**9)))


def gen_larger(rng):
    n = rng.randint(1, 100)
    a = int_array(rng, n, 1, rng.choice([20, 10**9]))
    x = rng.choice([rng.choice(a), max(a), rng.randint(0, 10**9), 0])
    return lines(join([n, x]), join(a))


def gen_plus_minus(rng):
    n = rng.randint(1, 100)
    low = rng.randint(1, 90)
    return lines(n, join(int_array(rng, n, low, min(100, low + rng.choice([2, 4, 10, 99])))))


def gen_degree(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice([3, 6, 15]))))


def gen_spaced(rng):
    n = rng.randint(1, 100)
    top = rng.choice([30, 1000, 10**9])
    d = rng.choice([1, 2, 3, rng.randint(1, max(1, top // 10)), rng.randint(1, top)])
    return lines(join([n, d]), join(int_array(rng, n, 1, top)))


PROBLEMS = (
    Problem(
        name="element_equal_sum_of_others",
        split="test",
        level="A",
        tags=("implementation", "math"),
        statement="""Is there a position in the sequence whose number equals the total of all numbers at the other positions? For a sequence of one number the other positions are empty, and their total is 0.

Input

The first line gives the count n of numbers (1 ≤ n ≤ 100).

The second line gives the n numbers; each is an integer whose absolute value does not exceed 10^9.

Output

Print YES if some number equals the sum of all the remaining numbers, otherwise print NO.""",
        examples=(lines(4, "2 7 3 2"), lines(3, "1 2 4")),
        edge_cases=(lines(1, 0), lines(1, 5), lines(4, "5 -2 3 0"), lines(3, "-1 -2 -1"), lines(2, "1000000000 1000000000")),
        generate=gen_sum_of_others,
    ),
    Problem(
        name="partial_sort_prefix",
        split="test",
        level="A",
        tags=("sortings", "implementation"),
        statement="""Put only the first k numbers of the sequence in ascending order; the numbers at positions k + 1, ..., n must stay exactly where they are.

Input

The first line gives n and k (1 ≤ k ≤ n ≤ 100).

The second line gives the n numbers; each is an integer whose absolute value does not exceed 10^9.

Output

Print the whole sequence after the change on one line, numbers separated by spaces.""",
        examples=(lines("6 4", "5 2 9 1 0 -3"),),
        edge_cases=(lines("1 1", 8), lines("4 4", "4 3 2 1"), lines("4 1", "4 3 2 1"), lines("5 2", "9 1 1 1 1")),
        generate=gen_prefix_sort,
    ),
    Problem(
        name="smaller_count_each",
        split="test",
        level="A",
        tags=("brute force", "sortings"),
        statement="""For every number of the sequence find how many numbers of the sequence are strictly less than it.

Input

The first line gives the count n of numbers (1 ≤ n ≤ 100).

The second line gives the n numbers; each is an integer whose absolute value does not exceed 10^9.

Output

Print n integers on one line separated by spaces; the i-th is how many numbers of the sequence are strictly less than the i-th number.""",
        examples=(lines(5, "8 1 2 2 3"),),
        edge_cases=(lines(1, 4), lines(4, "7 7 7 7"), lines(4, "1 2 3 4"), lines(3, "-1000000000 1000000000 0")),
        generate=gen_sequence,
    ),
    Problem(
        name="sum_of_squares_of_array",
        split="test",
        level="A",
        tags=("implementation", "math"),
        statement="""Square every number of the sequence and report the total of the squares.

Input

The first line gives the count n of numbers (1 ≤ n ≤ 100).

The second line gives the n numbers; each is an integer whose absolute value does not exceed 10^6.

Output

Print the sum of the squares. It can exceed the range of a 32-bit integer.""",
        examples=(lines(3, "1 -2 3"),),
        edge_cases=(lines(1, 0), lines(1, -1000000), lines(2, "50000 50000"), lines(4, "1000000 -1000000 1000000 -1000000")),
        generate=lambda rng: gen_sequence(rng, bound=rng.choice([10, 10**6])),
    ),
    Problem(
        name="minimum_start_balance",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""A wallet receives n operations in order: a positive number is money coming in, a negative number is money spent, and zero changes nothing. The wallet may never hold a negative amount, not even for a moment. What is the least amount of money (possibly zero) the wallet must hold before the first operation?

Input

The first line gives the count n of operations (1 ≤ n ≤ 100).

The second line gives the n operations; each is an integer whose absolute value does not exceed 10^9.

Output

Print the smallest starting amount. It can exceed the range of a 32-bit integer.""",
        examples=(lines(5, "3 -5 2 -4 10"),),
        edge_cases=(lines(1, 7), lines(1, -7), lines(3, "0 0 0"), lines(3, "-1000000000 -1000000000 -1000000000"), lines(4, "5 -5 5 -5")),
        generate=gen_balance,
    ),
    Problem(
        name="min_max_alternating_order",
        split="test",
        level="A",
        tags=("sortings", "implementation"),
        statement="""Rewrite the sequence in this order: its smallest number, then its largest, then the second smallest, then the second largest, and so on, until every number has been written exactly once (equal numbers are different entries and each is written once).

Input

The first line gives the count n of numbers (1 ≤ n ≤ 100).

The second line gives the n numbers; each is an integer whose absolute value does not exceed 10^9.

Output

Print the n numbers in the described order on one line, separated by spaces.""",
        examples=(lines(5, "4 1 5 2 3"),),
        edge_cases=(lines(1, -6), lines(2, "9 -9"), lines(4, "2 2 2 2"), lines(6, "6 5 4 3 2 1")),
        generate=gen_sequence,
    ),
    Problem(
        name="half_sums_difference",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""The sequence has an even length n. Cut it in the middle into a front half (the first n / 2 numbers) and a back half (the last n / 2 numbers). Report the total of the front half minus the total of the back half.

Input

The first line gives the even count n of numbers (2 ≤ n ≤ 100).

The second line gives the n numbers; each is an integer whose absolute value does not exceed 10^9.

Output

Print the difference. It can exceed the range of a 32-bit integer.""",
        examples=(lines(4, "3 9 4 1"),),
        edge_cases=(lines(2, "-5 5"), lines(2, "7 7"), lines(4, "1000000000 1000000000 -1000000000 -1000000000"), lines(6, "1 2 3 4 5 6")),
        generate=gen_even_length,
    ),
    Problem(
        name="nearest_larger_value",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""Among the numbers of the sequence that are strictly bigger than x, which one is the smallest?

Input

The first line gives n and x (1 ≤ n ≤ 100, 0 ≤ x ≤ 10^9).

The second line gives the n numbers; each is an integer from 1 to 10^9.

Output

Print the smallest number of the sequence that is strictly greater than x, or -1 if there is none.""",
        examples=(lines("5 4", "7 2 4 9 5"), lines("3 10", "1 10 3")),
        edge_cases=(lines("1 0", 1), lines("1 1000000000", 1000000000), lines("4 3", "3 3 3 4"), lines("3 5", "8 6 6")),
        generate=gen_larger,
    ),
    Problem(
        name="max_equal_after_plus_minus_one",
        split="test",
        level="B",
        tags=("greedy", "implementation"),
        statement="""Each number of the sequence may be changed at most once: increased by 1, decreased by 1, or left alone. After the changes, how many numbers can be equal to one another at most?

Input

The first line gives the count n of numbers (1 ≤ n ≤ 100).

The second line gives the n numbers; each is an integer from 1 to 100.

Output

Print the largest possible number of equal numbers after the changes.""",
        examples=(lines(6, "3 1 4 1 5 9"),),
        edge_cases=(lines(1, 100), lines(2, "1 3"), lines(3, "1 4 7"), lines(5, "2 2 2 2 2"), lines(4, "99 100 100 98")),
        generate=gen_plus_minus,
    ),
    Problem(
        name="shortest_segment_with_mode",
        split="test",
        level="B",
        tags=("implementation",),
        statement="""Let f be the largest number of times any single value occurs in the sequence. Find the shortest block of consecutive positions in which some value still occurs f times.

Input

The first line gives the count n of numbers (1 ≤ n ≤ 100).

The second line gives the n numbers; each is an integer from 1 to 100.

Output

Print the length of the shortest such block.""",
        examples=(lines(7, "1 2 2 3 1 4 2"), lines(5, "5 1 1 2 5")),
        edge_cases=(lines(1, 9), lines(4, "1 2 3 4"), lines(6, "1 2 1 3 3 4"), lines(5, "7 7 7 7 7")),
        generate=gen_degree,
    ),
    Problem(
        name="spaced_selection_max",
        split="test",
        level="B",
        tags=("greedy", "sortings"),
        statement="""Pick as many numbers of the sequence as you can so that any two picked numbers differ by at least d. Each position may be picked at most once. How many numbers can you pick?

Input

The first line gives n and d (1 ≤ n ≤ 100, 1 ≤ d ≤ 10^9).

The second line gives the n numbers; each is an integer from 1 to 10^9.

Output

Print the largest possible number of picked numbers.""",
        examples=(lines("6 3", "1 2 4 6 7 10"),),
        edge_cases=(lines("1 5", 3), lines("4 1", "2 2 2 2"), lines("4 1", "1 2 3 4"), lines("5 2", "1 2 3 4 5"), lines("2 1000000000", "1 1000000000")),
        generate=gen_spaced,
    ),
)
