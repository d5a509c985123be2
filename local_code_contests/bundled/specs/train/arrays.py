"""Training problems. Arrays: sums, counting, minimum/maximum and their positions, frequencies, sorting, pairs, distinct values, median and mode.

Specs only: build.py turns them into bundled_train.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, int_array, join, lines, value_range

N_LINE = "The first line contains one integer n (1 ≤ n ≤ 100)."
A_LINE = "The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9)."


def values(rng, n, bound):
    """n values from a random sub-range of [-bound, bound] (sometimes tiny, so with many repeats)."""
    low, high = value_range(rng, bound)
    return int_array(rng, n, low, high)


def small_or_wide(rng, n, bound):
    """n values, often from a handful of numbers (ties and repeats), sometimes spread over [-bound, bound]."""
    if rng.random() < 0.5:
        pool = int_array(rng, rng.randint(1, 4), -bound, bound)
        return [rng.choice(pool) for _ in range(n)]
    return values(rng, n, bound)


def gen_array(rng, max_n=100, bound=10**9, min_n=1):
    n = rng.randint(min_n, max_n)
    return lines(n, join(small_or_wide(rng, n, bound)))


def gen_all_equal(rng):
    n, v = rng.randint(1, 100), rng.randint(-9, 9)
    a = [v] * n
    if rng.random() < 0.6:  # one element differs, anywhere
        a[rng.randrange(n)] += rng.choice([-1, 1])
    return rng.choice([lines(n, join(a)), gen_array(rng)])


def gen_positive(rng, max_n=100, high=10**9, min_n=1):
    n = rng.randint(min_n, max_n)
    top = rng.choice([5, 100, high])
    return lines(n, join(int_array(rng, n, 1, top)))


def gen_array_then_x(rng):
    n = rng.randint(1, 100)
    a = small_or_wide(rng, n, rng.choice([10, 10**9]))
    x = rng.choice(a) if rng.random() < 0.6 else rng.randint(min(a) - 3, max(a) + 3)
    return lines(n, join(a), x)


def gen_range_count(rng):
    n = rng.randint(1, 100)
    a = small_or_wide(rng, n, rng.choice([20, 10**9]))
    l, r = sorted(rng.choice(a + [rng.randint(-10**9, 10**9)]) for _ in range(2))
    return lines(join([n, l, r]), join(a))


def gen_sum_without_min_max(rng):
    n = rng.randint(3, 100)
    return lines(n, join(small_or_wide(rng, n, 10**9)))


def gen_frequency_k(rng):
    n = rng.randint(1, 100)
    a = int_array(rng, n, 1, rng.choice([3, 10, 30]))
    return lines(join([n, rng.randint(1, 6)]), join(a))


def gen_pairs_difference(rng):
    n = rng.randint(1, 100)
    a = int_array(rng, n, *rng.choice([(0, 10), (-50, 50), (-10**9, 10**9)]))
    d = rng.choice([0, 1, 2, rng.randint(0, 20), abs(a[0] - a[-1])])
    return lines(join([n, d]), join(a))


def gen_pairs_divisible(rng):
    n = rng.randint(1, 100)
    k = rng.choice([2, 3, 7, rng.randint(1, 100), rng.randint(10**8, 10**9)])
    if rng.random() < 0.5:  # large values near a multiple of k
        a = [rng.randint(10**9 // k - 2, 10**9 // k) * k - rng.randint(0, min(k, 10**9) - 1) for _ in range(n)]
        a = [min(10**9, max(1, x)) for x in a]
    else:
        a = int_array(rng, n, 1, rng.choice([20, 10**9]))
    return lines(join([n, k]), join(a))


def gen_prefix_target(rng):
    n = rng.randint(1, 100)
    a = int_array(rng, n, 0, rng.choice([3, 100, 10**9]))
    total = sum(a)
    s = rng.choice([total, total + 1, rng.randint(1, max(1, total)), sum(a[: rng.randint(1, n)])])
    return lines(join([n, max(1, s)]), join(a))


def gen_arithmetic(rng):
    n = rng.randint(1, 50)
    start, step = rng.randint(-1000, 1000), rng.randint(-50, 50)
    a = [start + i * step for i in range(n)]
    kind = rng.choice(["ap", "shuffled", "broken"])
    if kind == "shuffled":
        rng.shuffle(a)
    elif kind == "broken":
        a[rng.randrange(n)] += rng.choice([-1, 1])
    return lines(n, join(a))


def gen_two_arrays(rng, bound):
    n = rng.randint(1, 100)
    return lines(n, join(values(rng, n, bound)), join(values(rng, n, bound)))


def gen_multiset(rng):
    n = rng.randint(1, 50)
    a = int_array(rng, n, 1, rng.choice([3, 10, 10**9]))
    b = a[:]
    rng.shuffle(b)
    kind = rng.choice(["same", "count", "random"])
    if kind == "count" and n > 1:  # same set of values, different counts
        b[rng.randrange(n)] = rng.choice(a)
    elif kind == "random":
        b = int_array(rng, n, 1, 3)
    return lines(n, join(a), join(b))


def gen_window(rng):
    n = rng.randint(1, 100)
    return lines(join([n, rng.randint(1, n)]), join(small_or_wide(rng, n, 10**9)))


def gen_k_largest(rng):
    n = rng.randint(1, 100)
    return lines(join([n, rng.randint(1, n)]), join(small_or_wide(rng, n, 10**9)))


def gen_half(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice([3, 100, 10**9]))))


def gen_median_any(rng):
    n = rng.randint(1, 100)
    return lines(n, join(small_or_wide(rng, n, rng.choice([10, 10**9]))))


def gen_twice_min(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice([10, 100, 5000]))))


def gen_mountain(rng):
    n = rng.randint(1, 30)
    peak = rng.randint(0, n - 1)
    up = sorted(rng.sample(range(1, 1000), peak + 1))
    down = sorted(rng.sample(range(1, up[-1]), min(n - peak - 1, up[-1] - 1)), reverse=True)
    a = up + down
    if rng.random() < 0.4 and len(a) > 1:
        i = rng.randrange(len(a) - 1)
        a[i + 1] = a[i]  # a flat step
    return lines(len(a), join(a))


def gen_choose_k(rng):
    n = rng.randint(1, 100)
    return lines(join([n, rng.randint(1, n)]), join(int_array(rng, n, 1, rng.choice([20, 1000, 10**9]))))


def gen_pairs_with_sum(rng):
    n = rng.randint(1, 100)
    a = int_array(rng, n, 1, rng.choice([5, 20, 100]))
    k = rng.choice([a[0] + a[-1], rng.randint(2, 40), 2 * a[0]])
    return lines(join([n, k]), join(a))


def gen_permutation_changes(rng):
    n = rng.randint(1, 100)
    a = list(range(1, n + 1))
    rng.shuffle(a)
    for _ in range(rng.choice([0, 1, 3, n])):
        a[rng.randrange(n)] = rng.choice([rng.randint(1, n), rng.randint(1, 5000)])
    return lines(n, join(a))


def gen_pivots(rng):
    n = rng.randint(1, 100)
    if rng.random() < 0.5:  # nearly sorted: many pivots
        a = sorted(int_array(rng, n, -1000, 1000))
        for _ in range(rng.randint(0, 3)):
            i, j = rng.randrange(n), rng.randrange(n)
            a[i], a[j] = a[j], a[i]
    else:
        a = small_or_wide(rng, n, 10**9)
    return lines(n, join(a))


PROBLEMS = (
    Problem(
        name="array_total_sum",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""Add up all n numbers of an array.

Input

{N_LINE}

{A_LINE}

Output

Print the sum of all elements. Note that it may not fit in a 32-bit integer.""",
        examples=(lines(4, "3 -1 7 2"),),
        edge_cases=(lines(1, -1000000000), lines(3, "1000000000 1000000000 1000000000"), lines(2, "-5 5"),
                    lines(100, join([-10**9] * 100))),
        generate=gen_array,
    ),
    Problem(
        name="min_and_max_values",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""Find the smallest and the largest number in an array.

Input

{N_LINE}

{A_LINE}

Output

Print two integers separated by a space: the minimum and then the maximum of the array.""",
        examples=(lines(5, "4 -2 9 0 9"),),
        edge_cases=(lines(1, 7), lines(3, "-3 -8 -1"), lines(4, "1 2 3 100"), lines(4, "-100 2 3 1"), lines(2, "5 5")),
        generate=gen_array,
    ),
    Problem(
        name="first_position_of_maximum",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""The array a_1, a_2, ..., a_n may contain its largest value several times. Print the position of the first element that is equal to the largest value. Positions are numbered from 1.

Input

{N_LINE}

{A_LINE}

Output

Print one integer: the smallest index i such that a_i is the maximum of the array.""",
        examples=(lines(6, "3 8 1 8 2 8"),),
        edge_cases=(lines(1, -4), lines(4, "2 2 2 2"), lines(3, "-5 -1 -1"), lines(5, "1 2 3 4 5"), lines(5, "9 1 2 3 4")),
        generate=gen_array,
    ),
    Problem(
        name="last_position_of_minimum",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""Find the position of the last occurrence of the smallest value in the array a_1, a_2, ..., a_n. Positions are numbered from 1.

Input

{N_LINE}

{A_LINE}

Output

Print one integer: the largest index i such that a_i equals the minimum of the array.""",
        examples=(lines(6, "4 1 7 1 5 9"),),
        edge_cases=(lines(1, 1000000000), lines(5, "3 3 3 3 3"), lines(4, "-2 0 -2 0"), lines(3, "1 2 3"), lines(3, "5 4 3")),
        generate=gen_array,
    ),
    Problem(
        name="count_of_maximum_value",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""How many elements of the array are equal to its largest value?

Input

{N_LINE}

{A_LINE}

Output

Print the number of elements equal to the maximum.""",
        examples=(lines(7, "5 2 5 1 3 5 4"),),
        edge_cases=(lines(1, 0), lines(4, "1 2 3 4"), lines(5, "-7 -7 -7 -7 -7"), lines(5, "1 1 2 2 3"), lines(4, "2 2 3 3")),
        generate=gen_array,
    ),
    Problem(
        name="sign_counts",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""For an array of integers count the positive elements, the negative elements and the elements equal to zero.

Input

{N_LINE}

{A_LINE}

Output

Print three integers separated by spaces: the number of positive elements, the number of negative elements and the number of zeros.""",
        examples=(lines(6, "3 0 -2 5 0 -7"),),
        edge_cases=(lines(1, 0), lines(3, "-1 -2 -3"), lines(2, "1000000000 1"), lines(4, "0 0 0 0")),
        generate=gen_array,
    ),
    Problem(
        name="sum_of_odd_values",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement=f"""Find the sum of the odd elements of an array. Negative numbers can be odd too: -3 is odd, -4 is even. If there are no odd elements, the sum is 0.

Input

{N_LINE}

{A_LINE}

Output

Print the sum of all odd elements. Note that it may not fit in a 32-bit integer.""",
        examples=(lines(6, "1 2 3 -5 -6 8"),),
        edge_cases=(lines(1, 2), lines(1, -7), lines(4, "999999999 999999999 999999999 999999999"), lines(3, "-1 -3 -5"),
                    lines(3, "0 -1000000000 4")),
        generate=gen_array,
    ),
    Problem(
        name="count_above_average",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement=f"""The average of an array is the sum of its elements divided by n (it need not be an integer). How many elements are strictly greater than the average?

Input

{N_LINE}

{A_LINE}

Output

Print the number of elements that are strictly greater than the average of the array.""",
        examples=(lines(5, "1 2 3 4 10"),),
        edge_cases=(lines(1, 5), lines(4, "7 7 7 7"), lines(3, "1000000000 1000000000 -1000000000"),
                    lines(3, "1000000000 1000000000 999999999"), lines(2, "-3 -2")),
        generate=gen_array,
    ),
    Problem(
        name="value_spread",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""The spread of an array is the difference between its largest and its smallest element. Find the spread.

Input

{N_LINE}

{A_LINE}

Output

Print the spread.""",
        examples=(lines(4, "5 -3 8 1"),),
        edge_cases=(lines(1, 42), lines(2, "-1000000000 1000000000"), lines(3, "6 6 6"), lines(3, "-1000000000 0 1000000000")),
        generate=gen_array,
    ),
    Problem(
        name="mode_smallest_on_tie",
        split="train",
        level="A",
        tags=("implementation", "sortings"),
        statement=f"""The mode of an array is the value that occurs in it most often. If several values occur the same, largest number of times, the mode is the smallest of them. Find the mode.

Input

{N_LINE}

{A_LINE}

Output

Print the mode of the array.""",
        examples=(lines(7, "4 1 4 2 1 3 5"),),
        edge_cases=(lines(1, -9), lines(4, "9 8 7 6"), lines(6, "5 5 5 -2 -2 -2"), lines(5, "3 3 1 2 2"), lines(3, "10 10 10")),
        generate=gen_array,
    ),
    Problem(
        name="sort_non_increasing",
        split="train",
        level="A",
        tags=("sortings",),
        statement=f"""Arrange the numbers of an array from the largest to the smallest.

Input

{N_LINE}

{A_LINE}

Output

Print the n numbers in non-increasing order, separated by spaces.""",
        examples=(lines(5, "3 -1 4 1 5"),),
        edge_cases=(lines(1, 0), lines(4, "1 2 3 4"), lines(4, "4 3 2 1"), lines(5, "2 2 1 2 1")),
        generate=gen_array,
    ),
    Problem(
        name="swap_min_and_max",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""Find the first occurrence of the smallest element and the first occurrence of the largest element of the array and swap these two elements (if the array has only equal elements, it stays the same). Print the resulting array.

Input

{N_LINE}

{A_LINE}

Output

Print the n elements of the array after the swap, separated by spaces.""",
        examples=(lines(5, "3 9 1 9 1"),),
        edge_cases=(lines(1, 5), lines(3, "4 4 4"), lines(2, "2 1"), lines(4, "-1 -5 -1 -5"), lines(4, "7 7 0 0")),
        generate=gen_array,
    ),
    Problem(
        name="count_rising_steps",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""The temperature was measured on n consecutive days: a_1, a_2, ..., a_n. On how many days (from the second on) was it strictly warmer than on the day before?

Input

{N_LINE}

{A_LINE}

Output

Print the number of indices i (2 ≤ i ≤ n) with a_i > a_(i-1).""",
        examples=(lines(6, "3 5 5 2 4 9"),),
        edge_cases=(lines(1, 10), lines(4, "7 7 7 7"), lines(5, "1 2 3 4 5"), lines(3, "-1 -2 -3")),
        generate=gen_array,
    ),
    Problem(
        name="count_local_maxima",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""An element a_i with 1 < i < n is a local maximum if it is strictly greater than both of its neighbours a_(i-1) and a_(i+1). The first and the last element are never local maxima. Count the local maxima.

Input

{N_LINE}

{A_LINE}

Output

Print the number of local maxima.""",
        examples=(lines(7, "1 3 2 2 5 1 4"),),
        edge_cases=(lines(1, 5), lines(2, "1 2"), lines(3, "1 5 1"), lines(4, "1 2 3 4"), lines(5, "0 1 0 2 0"), lines(5, "3 3 3 3 3")),
        generate=gen_array,
    ),
    Problem(
        name="prefix_totals",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""For an array a_1, a_2, ..., a_n print all its prefix sums: s_i = a_1 + a_2 + ... + a_i for i = 1, 2, ..., n.

Input

{N_LINE}

{A_LINE}

Output

Print n integers s_1, s_2, ..., s_n separated by spaces. Note that they may not fit in a 32-bit integer.""",
        examples=(lines(5, "1 2 3 -4 10"),),
        edge_cases=(lines(1, -1), lines(3, "1000000000 1000000000 1000000000"), lines(4, "0 0 0 0"), lines(3, "-1000000000 -1000000000 5")),
        generate=gen_array,
    ),
    Problem(
        name="alternating_sign_sum",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""Compute a_1 - a_2 + a_3 - a_4 + ...: the elements at odd positions are added and the elements at even positions are subtracted.

Input

{N_LINE}

{A_LINE}

Output

Print the value of the alternating sum. Note that it may not fit in a 32-bit integer.""",
        examples=(lines(5, "5 3 2 8 1"),),
        edge_cases=(lines(1, 7), lines(2, "1000000000 -1000000000"), lines(4, "1 1 1 1"), lines(3, "1000000000 -1000000000 1000000000")),
        generate=gen_array,
    ),
    Problem(
        name="count_in_value_range",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""How many elements of the array lie in the segment [l, r], that is, are at least l and at most r?

Input

The first line contains three integers n, l and r (1 ≤ n ≤ 100, -10^9 ≤ l ≤ r ≤ 10^9).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of elements a_i with l ≤ a_i ≤ r.""",
        examples=(lines("6 2 5", "1 2 3 5 6 4"),),
        edge_cases=(lines("1 0 0", 0), lines("3 5 5", "5 4 5"), lines("4 -3 -1", "-3 -1 0 -4"), lines("2 10 20", "1 2")),
        generate=gen_range_count,
    ),
    Problem(
        name="first_index_of_value",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""Find where the number x first appears in the array a_1, a_2, ..., a_n. Positions are numbered from 1.

Input

{N_LINE}

{A_LINE}

The third line contains one integer x (-10^9 ≤ x ≤ 10^9).

Output

Print the smallest index i with a_i = x, or -1 if x does not occur in the array.""",
        examples=(lines(5, "4 7 1 7 2", 7), lines(3, "1 2 3", 5)),
        edge_cases=(lines(1, 5, 5), lines(4, "9 9 9 9", 9), lines(3, "-1 0 1", 1), lines(2, "1 2", -1)),
        generate=gen_array_then_x,
    ),
    Problem(
        name="product_sign",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement=f"""Without necessarily computing it, determine the sign of the product a_1 · a_2 · ... · a_n.

Input

{N_LINE}

{A_LINE}

Output

Print 1 if the product is positive, -1 if it is negative and 0 if it equals zero.""",
        examples=(lines(4, "-2 3 -1 5"), lines(3, "4 0 -7")),
        edge_cases=(lines(1, -1000000000), lines(1, 0), lines(3, "1000000000 1000000000 -1000000000"),
                    lines(4, "100000 100000 100000 100000"), lines(5, "-1 -1 -1 -1 -1")),
        generate=gen_array,
    ),
    Problem(
        name="sum_without_min_and_max",
        split="train",
        level="A",
        tags=("implementation", "sortings"),
        statement="""Judges gave n scores. To be fair, one lowest score and one highest score are thrown away (only one copy of each, even if it occurs several times), and the remaining n - 2 scores are added. Find this sum.

Input

The first line contains one integer n (3 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the sum of the remaining scores. Note that it may not fit in a 32-bit integer.""",
        examples=(lines(5, "4 9 1 7 9"),),
        edge_cases=(lines(3, "1 2 3"), lines(4, "5 5 5 5"), lines(5, "1 1 3 9 9"), lines(4, "1000000000 1000000000 1000000000 1000000000")),
        generate=gen_sum_without_min_max,
    ),
    Problem(
        name="distinct_values_ascending",
        split="train",
        level="A",
        tags=("sortings", "implementation"),
        statement=f"""Print every value that occurs in the array exactly once in the output, from the smallest value to the largest.

Input

{N_LINE}

{A_LINE}

Output

Print the distinct values of the array in increasing order, separated by spaces.""",
        examples=(lines(7, "5 1 5 3 1 1 2"),),
        edge_cases=(lines(1, -3), lines(4, "2 2 2 2"), lines(4, "1 2 1 2"), lines(5, "5 4 3 2 1")),
        generate=gen_array,
    ),
    Problem(
        name="remove_duplicates_keep_first",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""Delete repeated values from the array: for each value keep only its first (leftmost) occurrence, and keep the order of the elements that remain.

Input

{N_LINE}

{A_LINE}

Output

On the first line print k, the number of remaining elements. On the second line print the k remaining elements in their order, separated by spaces.""",
        examples=(lines(7, "3 1 3 2 1 4 2"),),
        edge_cases=(lines(1, 8), lines(3, "6 6 6"), lines(4, "1 2 3 4"), lines(5, "2 1 1 2 3")),
        generate=gen_array,
    ),
    Problem(
        name="value_frequency_table",
        split="train",
        level="A",
        tags=("sortings", "implementation"),
        statement=f"""For each distinct value of the array, report how many times it occurs.

Input

{N_LINE}

{A_LINE}

Output

For each distinct value, from the smallest to the largest, print one line with two integers: the value and the number of its occurrences.""",
        examples=(lines(6, "4 -1 4 2 4 -1"),),
        edge_cases=(lines(1, 5), lines(3, "7 7 7"), lines(3, "3 2 1"), lines(4, "1 1 2 3")),
        generate=gen_array,
    ),
    Problem(
        name="fixed_points_count",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""Positions of the array are numbered from 1 to n. Count the positions i at which the element equals its own position, a_i = i.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 100).

Output

Print the number of indices i with a_i = i.""",
        examples=(lines(5, "1 3 3 2 5"),),
        edge_cases=(lines(1, 1), lines(1, 2), lines(4, "1 2 3 4"), lines(4, "2 3 4 5"), lines(3, "3 2 1")),
        generate=lambda rng: (lambda n: lines(n, join(rng.choice([rng.randint(1, n), i + 1]) for i in range(n))))(rng.randint(1, 100)),
    ),
    Problem(
        name="all_values_equal",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""Are all elements of the array equal to each other?

Input

{N_LINE}

{A_LINE}

Output

Print YES if all n elements are equal and NO otherwise.""",
        examples=(lines(4, "3 3 3 3"), lines(3, "5 1 5")),
        edge_cases=(lines(1, -8), lines(2, "1 2"), lines(5, "0 0 1 0 0"), lines(3, "-1000000000 -1000000000 -1000000000")),
        generate=gen_all_equal,
    ),
    Problem(
        name="max_adjacent_pair_sum",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""Among all pairs of neighbouring elements a_i and a_(i+1) find the largest sum a_i + a_(i+1).

Input

The first line contains one integer n (2 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the largest sum of two neighbouring elements.""",
        examples=(lines(5, "1 -2 7 3 -5"),),
        edge_cases=(lines(2, "-1 -1"), lines(2, "1000000000 1000000000"), lines(4, "1 2 3 4"), lines(4, "-5 -1 -7 -2")),
        generate=lambda rng: gen_array(rng, min_n=2),
    ),
    Problem(
        name="sum_of_k_largest",
        split="train",
        level="A",
        tags=("sortings", "greedy"),
        statement="""Choose exactly k elements of the array so that their sum is as large as possible. What is this sum?

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the largest possible sum of k elements. Note that it may not fit in a 32-bit integer.""",
        examples=(lines("5 2", "3 9 -1 4 9"),),
        edge_cases=(lines("1 1", -5), lines("3 3", "1 2 3"), lines("4 1", "-4 -2 -9 -3"), lines("4 4", "1000000000 1000000000 1000000000 1000000000")),
        generate=gen_k_largest,
    ),
    Problem(
        name="odd_vs_even_position_sums",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""Positions are numbered from 1. Compare the sum of the elements standing at odd positions (1, 3, 5, ...) with the sum of the elements standing at even positions (2, 4, 6, ...).

Input

{N_LINE}

{A_LINE}

Output

Print ODD if the sum over odd positions is larger, EVEN if the sum over even positions is larger, and EQUAL if the two sums are equal.""",
        examples=(lines(4, "5 1 2 3"), lines(3, "1 5 1")),
        edge_cases=(lines(1, 0), lines(1, -3), lines(2, "4 4"), lines(4, "1000000000 -1000000000 1000000000 1000000000")),
        generate=gen_array,
    ),
    Problem(
        name="sort_by_absolute_value",
        split="train",
        level="A",
        tags=("sortings",),
        statement=f"""Sort the array by absolute value, from the smallest |a_i| to the largest. If two elements have equal absolute values but different signs, the negative one goes first.

Input

{N_LINE}

{A_LINE}

Output

Print the n sorted elements separated by spaces.""",
        examples=(lines(6, "3 -1 -3 2 0 1"),),
        edge_cases=(lines(1, -5), lines(2, "5 -5"), lines(4, "2 -2 2 -2"), lines(3, "-1000000000 1000000000 0")),
        generate=lambda rng: (lambda n: lines(n, join(int_array(rng, n, -rng.choice([5, 10**9]), 10**9)) if rng.random() < 0.3 else
                                               join(int_array(rng, n, -5, 5))))(rng.randint(1, 100)),
    ),
    Problem(
        name="evens_before_odds",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""Rearrange the array so that all even numbers come first and all odd numbers after them. The even numbers keep their original relative order, and so do the odd numbers.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the n rearranged numbers separated by spaces.""",
        examples=(lines(6, "3 8 5 2 7 4"),),
        edge_cases=(lines(1, 1), lines(1, 2), lines(3, "1 3 5"), lines(4, "9 2 9 2"), lines(3, "2 4 6")),
        generate=gen_positive,
    ),
    Problem(
        name="prefix_maximums",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""For every i from 1 to n print the largest of the first i elements of the array, max(a_1, ..., a_i).

Input

{N_LINE}

{A_LINE}

Output

Print n integers separated by spaces: the i-th of them is the maximum of a_1, ..., a_i.""",
        examples=(lines(6, "2 1 5 3 7 7"),),
        edge_cases=(lines(1, -7), lines(4, "-5 -9 -2 -3"), lines(3, "3 2 1"), lines(3, "1000000000 -1000000000 1000000000")),
        generate=gen_array,
    ),
    Problem(
        name="values_with_frequency_k",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""How many different values occur in the array exactly k times?

Input

The first line contains two integers n and k (1 ≤ n ≤ 100, 1 ≤ k ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 100).

Output

Print the number of distinct values that occur exactly k times.""",
        examples=(lines("8 2", "1 2 2 3 3 3 4 4"),),
        edge_cases=(lines("1 1", 5), lines("1 2", 5), lines("5 2", "7 7 7 7 7"), lines("4 1", "1 2 3 4"), lines("6 3", "1 1 1 2 2 2")),
        generate=gen_frequency_k,
    ),
    Problem(
        name="pairs_with_difference_d",
        split="train",
        level="A",
        tags=("brute force",),
        statement="""Count the pairs of indices i < j such that the two elements differ by exactly d, that is, |a_i - a_j| = d.

Input

The first line contains two integers n and d (1 ≤ n ≤ 100, 0 ≤ d ≤ 10^9).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of pairs.""",
        examples=(lines("5 2", "1 3 5 3 4"),),
        edge_cases=(lines("1 0", 4), lines("4 0", "2 2 2 2"), lines("3 1", "3 2 1"), lines("2 5", "-2 3")),
        generate=gen_pairs_difference,
    ),
    Problem(
        name="pairs_sum_divisible_by_k",
        split="train",
        level="A",
        tags=("brute force", "math"),
        statement="""Count the pairs of indices i < j such that the sum a_i + a_j is divisible by k.

Input

The first line contains two integers n and k (1 ≤ n ≤ 100, 1 ≤ k ≤ 10^9).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the number of pairs.""",
        examples=(lines("5 3", "1 2 3 4 5"),),
        edge_cases=(lines("1 1", 1), lines("3 1", "5 6 7"), lines("2 2000000", "1000000000 1000000000"),
                    lines("3 1000000000", "1000000000 500000000 500000000"), lines("2 7", "1 2")),
        generate=gen_pairs_divisible,
    ),
    Problem(
        name="sum_of_distinct_values",
        split="train",
        level="A",
        tags=("sortings", "implementation"),
        statement=f"""Add up the different values of the array: every value is counted once, no matter how many times it occurs.

Input

{N_LINE}

{A_LINE}

Output

Print the sum of the distinct values. Note that it may not fit in a 32-bit integer.""",
        examples=(lines(6, "2 5 2 7 5 5"),),
        edge_cases=(lines(1, -4), lines(5, "3 3 3 3 3"), lines(3, "1000000000 999999999 999999998"), lines(4, "-1 1 -1 1")),
        generate=gen_array,
    ),
    Problem(
        name="first_prefix_reaching_target",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""Ann saves money: on day i she puts a_i coins into her piggy bank. After which day does the piggy bank first hold at least s coins?

Input

The first line contains two integers n and s (1 ≤ n ≤ 100, 1 ≤ s ≤ 10^12).

The second line contains n integers a_1, a_2, ..., a_n (0 ≤ a_i ≤ 10^9).

Output

Print the smallest day number d such that a_1 + ... + a_d ≥ s, or -1 if even after all n days the total is less than s.""",
        examples=(lines("5 10", "3 0 4 3 8"), lines("3 100", "10 20 30")),
        edge_cases=(lines("1 1", 1), lines("1 5", 0), lines("3 6", "1 2 3"), lines("3 3000000000", "1000000000 1000000000 1000000000")),
        generate=gen_prefix_target,
    ),
    Problem(
        name="closest_value_to_x",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""Find the element of the array that is closest to a given number x, that is, with the smallest |a_i - x|. If two different values are equally close, choose the smaller one.

Input

{N_LINE}

{A_LINE}

The third line contains one integer x (-10^9 ≤ x ≤ 10^9).

Output

Print the value of the closest element.""",
        examples=(lines(5, "1 8 4 12 6", 10),),
        edge_cases=(lines(1, 5, -5), lines(2, "7 3", 5), lines(3, "-2 2 9", 0), lines(2, "1000000000 -1000000000", 0), lines(3, "4 4 4", 4)),
        generate=gen_array_then_x,
    ),
    Problem(
        name="smallest_positive_value",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""Find the smallest positive element of the array (zero is not positive).

Input

{N_LINE}

{A_LINE}

Output

Print the smallest element that is greater than 0, or -1 if the array has no positive elements.""",
        examples=(lines(6, "5 -2 3 0 8 3"),),
        edge_cases=(lines(1, 0), lines(3, "-1 -2 -3"), lines(3, "0 0 7"), lines(2, "1000000000 1000000000"), lines(4, "0 2 0 1")),
        generate=gen_array,
    ),
    Problem(
        name="strictly_between_min_max",
        split="train",
        level="A",
        tags=("implementation", "sortings"),
        statement=f"""Count the elements of the array that are strictly greater than its minimum and strictly smaller than its maximum.

Input

{N_LINE}

{A_LINE}

Output

Print the number of such elements.""",
        examples=(lines(6, "1 5 3 1 4 5"),),
        edge_cases=(lines(1, 3), lines(2, "1 2"), lines(4, "6 6 6 6"), lines(3, "1 2 3"), lines(5, "2 2 2 2 9")),
        generate=gen_array,
    ),
    Problem(
        name="arithmetic_progression_check",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""Does the array, in the given order, form an arithmetic progression, that is, is the difference a_(i+1) - a_i the same for every i? The difference may be zero or negative. An array of one or two elements is always a progression.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^4 ≤ a_i ≤ 10^4).

Output

Print YES if the array is an arithmetic progression and NO otherwise.""",
        examples=(lines(4, "7 4 1 -2"), lines(3, "1 3 2")),
        edge_cases=(lines(1, 5), lines(2, "3 -9"), lines(4, "5 5 5 5"), lines(4, "1 2 3 5"), lines(5, "2 0 4 6 8")),
        generate=gen_arithmetic,
    ),
    Problem(
        name="misplaced_after_sorting",
        split="train",
        level="A",
        tags=("sortings",),
        statement=f"""If the array were sorted in non-decreasing order, at how many positions would the element differ from the element standing there now?

Input

{N_LINE}

{A_LINE}

Output

Print the number of positions i at which a_i differs from the i-th element of the sorted array.""",
        examples=(lines(5, "1 4 3 2 5"),),
        edge_cases=(lines(1, 9), lines(4, "1 2 3 4"), lines(4, "4 3 2 1"), lines(4, "2 2 1 1"), lines(3, "5 5 5")),
        generate=gen_array,
    ),
    Problem(
        name="longest_equal_block",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""Find the length of the longest block of consecutive elements that are all equal.

Input

{N_LINE}

{A_LINE}

Output

Print the largest number of equal elements standing in a row.""",
        examples=(lines(8, "1 1 2 2 2 1 3 3"),),
        edge_cases=(lines(1, 4), lines(5, "1 2 3 4 5"), lines(5, "9 9 9 9 9"), lines(5, "1 2 2 3 3"), lines(6, "1 2 1 1 1 1")),
        generate=gen_array,
    ),
    Problem(
        name="dot_product",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""Given two arrays a and b of the same length n, compute a_1 · b_1 + a_2 · b_2 + ... + a_n · b_n.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, ..., a_n and the third line contains n integers b_1, ..., b_n (-10^6 ≤ a_i, b_i ≤ 10^6).

Output

Print the value of the sum. Note that it may not fit in a 32-bit integer.""",
        examples=(lines(3, "1 2 3", "4 -5 6"),),
        edge_cases=(lines(1, 0, -5), lines(1, 1000000, 1000000), lines(2, "-1000000 1000000", "1000000 -1000000"), lines(3, "1 1 1", "1 1 1")),
        generate=lambda rng: gen_two_arrays(rng, rng.choice([10, 10**6])),
    ),
    Problem(
        name="same_multiset_check",
        split="train",
        level="A",
        tags=("sortings",),
        statement="""Two arrays a and b of length n are given. Can the elements of a be reordered to obtain exactly b? Every value must occur in both arrays the same number of times.

Input

The first line contains one integer n (1 ≤ n ≤ 50).

The second line contains n integers a_1, ..., a_n and the third line contains n integers b_1, ..., b_n (1 ≤ a_i, b_i ≤ 10^9).

Output

Print YES if b is a reordering of a and NO otherwise.""",
        examples=(lines(4, "3 1 2 3", "3 3 2 1"), lines(3, "1 1 2", "1 2 2")),
        edge_cases=(lines(1, 5, 5), lines(1, 5, 6), lines(4, "1 1 1 2", "1 2 2 2"), lines(3, "1000000000 1 1", "1 1000000000 1")),
        generate=gen_multiset,
    ),
    Problem(
        name="window_maximums",
        split="train",
        level="A",
        tags=("implementation", "brute force"),
        statement="""For every block of k consecutive elements of the array (there are n - k + 1 of them, starting at positions 1, 2, ..., n - k + 1) find its largest element.

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print n - k + 1 integers separated by spaces: the maxima of the blocks from left to right.""",
        examples=(lines("6 3", "1 3 -1 -3 5 3"),),
        edge_cases=(lines("1 1", -2), lines("4 4", "3 1 4 1"), lines("4 1", "5 -6 7 8"), lines("5 2", "9 8 7 6 5")),
        generate=gen_window,
    ),
    Problem(
        name="positions_of_maximum",
        split="train",
        level="A",
        tags=("implementation",),
        statement=f"""List all positions at which the array has its largest value. Positions are numbered from 1.

Input

{N_LINE}

{A_LINE}

Output

Print, in increasing order and separated by spaces, every index i such that a_i is equal to the maximum of the array.""",
        examples=(lines(6, "2 7 1 7 3 7"),),
        edge_cases=(lines(1, -1), lines(4, "1 2 3 4"), lines(5, "4 4 5 4 4"), lines(3, "8 8 8"), lines(4, "1 3 3 9")),
        generate=gen_array,
    ),
    Problem(
        name="median_any_length",
        split="train",
        level="B",
        tags=("sortings", "math"),
        statement=f"""The median of an array is found after sorting it: for odd n it is the middle element, for even n it is the average of the two middle elements. Find the median of the array.

Input

{N_LINE}

{A_LINE}

Output

Print the median exactly. If it is an integer, print it as an integer (for example 3 or -2). Otherwise it is an integer plus one half: print it with the fraction .5 (for example 2.5, -0.5 or -7.5).""",
        examples=(lines(4, "7 1 3 2"), lines(3, "5 -1 2")),
        edge_cases=(lines(2, "-1 0"), lines(1, -1000000000), lines(2, "1000000000 999999999"), lines(4, "-3 -4 10 -8"), lines(6, "1 1 1 2 2 2")),
        generate=gen_median_any,
    ),
    Problem(
        name="take_largest_exceed_half",
        split="train",
        level="B",
        tags=("greedy", "sortings"),
        statement="""There are n coins with values a_1, a_2, ..., a_n. You take some of them and your brother gets the rest. Take as few coins as possible so that the total value of your coins is strictly greater than the total value of your brother's coins.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the smallest number of coins you must take.""",
        examples=(lines(5, "3 1 4 1 5"),),
        edge_cases=(lines(1, 7), lines(2, "5 5"), lines(4, "1 1 1 1"), lines(3, "1000000000 1000000000 1000000000"), lines(3, "2 1 1")),
        generate=gen_half,
    ),
    Problem(
        name="remove_one_minimize_spread",
        split="train",
        level="B",
        tags=("sortings", "greedy"),
        statement="""Remove exactly one element from the array so that the difference between the largest and the smallest of the remaining elements is as small as possible. Print this smallest difference.

Input

The first line contains one integer n (2 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the smallest possible difference between the maximum and the minimum after the removal.""",
        examples=(lines(4, "1 3 3 7"), lines(4, "1 9 10 10")),
        edge_cases=(lines(2, "1 1000000000"), lines(3, "5 5 5"), lines(3, "1 2 100"), lines(5, "1 1 5 9 9")),
        generate=lambda rng: gen_positive(rng, min_n=2),
    ),
    Problem(
        name="trim_until_max_within_twice_min",
        split="train",
        level="B",
        tags=("sortings", "two pointers"),
        statement="""Remove as few elements as possible from the array so that in the remaining (non-empty) array the largest element is at most twice the smallest one.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 5000).

Output

Print the smallest number of elements to remove.""",
        examples=(lines(6, "4 5 3 8 3 7"),),
        edge_cases=(lines(1, 1), lines(2, "1 2"), lines(2, "1 3"), lines(4, "5 5 5 5"), lines(5, "1 10 100 1000 5000")),
        generate=gen_twice_min,
    ),
    Problem(
        name="sort_by_frequency",
        split="train",
        level="B",
        tags=("sortings", "implementation"),
        statement=f"""Reorder the array so that values occurring more often come first. All copies of one value stand together. Values that occur the same number of times are ordered from the smaller value to the larger.

Input

{N_LINE}

{A_LINE}

Output

Print the n elements in the described order, separated by spaces.""",
        examples=(lines(8, "5 2 5 3 2 5 9 3"),),
        edge_cases=(lines(1, 4), lines(4, "4 3 2 1"), lines(6, "-1 7 -1 7 7 -1"), lines(5, "2 1 1 2 3")),
        generate=gen_array,
    ),
    Problem(
        name="dense_ranks",
        split="train",
        level="B",
        tags=("sortings",),
        statement=f"""Replace every element by its rank: the rank of a_i is 1 plus the number of different values that are smaller than a_i. Equal elements get equal ranks, and the ranks used are 1, 2, ..., k without gaps, where k is the number of distinct values.

Input

{N_LINE}

{A_LINE}

Output

Print n integers separated by spaces: the ranks of a_1, a_2, ..., a_n.""",
        examples=(lines(6, "40 10 20 10 40 30"),),
        edge_cases=(lines(1, -5), lines(4, "7 7 7 7"), lines(4, "4 3 2 1"), lines(5, "1 1 2 2 3")),
        generate=gen_array,
    ),
    Problem(
        name="min_distinct_after_removals",
        split="train",
        level="B",
        tags=("greedy", "sortings"),
        statement="""You must remove exactly k elements from the array. What is the smallest possible number of distinct values among the remaining elements? (If all elements are removed, the answer is 0.)

Input

The first line contains two integers n and k (1 ≤ n ≤ 100, 0 ≤ k ≤ n).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the smallest possible number of distinct values left.""",
        examples=(lines("7 3", "4 4 1 2 2 2 3"),),
        edge_cases=(lines("1 0", 5), lines("1 1", 5), lines("4 2", "1 2 3 4"), lines("5 1", "1 1 1 1 1"), lines("6 2", "5 5 5 9 9 7")),
        generate=lambda rng: (lambda n: lines(join([n, rng.randint(0, n)]), join(int_array(rng, n, 1, rng.choice([3, 8, 20])))))(rng.randint(1, 100)),
    ),
    Problem(
        name="mountain_array_check",
        split="train",
        level="B",
        tags=("implementation",),
        statement="""An array is a mountain if it first strictly increases and then strictly decreases: there is a position p such that a_1 < a_2 < ... < a_p and a_p > a_(p+1) > ... > a_n. Either part may be empty, so a strictly increasing or a strictly decreasing array is also a mountain, and so is an array of one element. Is the given array a mountain?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 1000).

Output

Print YES if the array is a mountain and NO otherwise.""",
        examples=(lines(5, "1 4 7 3 2"), lines(4, "3 1 2 1")),
        edge_cases=(lines(1, 5), lines(2, "4 4"), lines(4, "1 2 2 1"), lines(3, "9 5 1"), lines(4, "1 3 2 3")),
        generate=gen_mountain,
    ),
    Problem(
        name="min_spread_choosing_k",
        split="train",
        level="B",
        tags=("sortings", "greedy"),
        statement="""Choose exactly k of the n numbers so that the difference between the largest and the smallest chosen number is as small as possible. Print this difference.

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the smallest possible difference between the largest and the smallest chosen number.""",
        examples=(lines("6 3", "10 1 12 4 11 6"),),
        edge_cases=(lines("1 1", 9), lines("4 4", "1 5 3 9"), lines("3 1", "1 2 3"), lines("5 2", "1 100 200 300 301")),
        generate=gen_choose_k,
    ),
    Problem(
        name="max_disjoint_pairs_with_sum",
        split="train",
        level="B",
        tags=("greedy", "implementation"),
        statement="""Form as many pairs of elements as possible so that the two elements of every pair add up to exactly k. Each element can be used in at most one pair.

Input

The first line contains two integers n and k (1 ≤ n ≤ 100, 1 ≤ k ≤ 200).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 100).

Output

Print the largest number of pairs.""",
        examples=(lines("7 6", "1 5 3 3 3 2 4"),),
        edge_cases=(lines("1 2", 1), lines("2 2", "1 1"), lines("3 10", "5 5 5"), lines("4 7", "1 6 6 6"), lines("3 9", "1 2 3")),
        generate=gen_pairs_with_sum,
    ),
    Problem(
        name="changes_to_permutation",
        split="train",
        level="B",
        tags=("implementation", "greedy"),
        statement="""A permutation of length n contains each of the numbers 1, 2, ..., n exactly once. In one change you may replace any element of the array with any integer. What is the smallest number of changes that turns the array into a permutation of length n?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 5000).

Output

Print the smallest number of changes.""",
        examples=(lines(5, "3 1 3 7 2"),),
        edge_cases=(lines(1, 1), lines(1, 2), lines(4, "4 3 2 1"), lines(4, "1 1 1 1"), lines(3, "2 2 9")),
        generate=gen_permutation_changes,
    ),
    Problem(
        name="prefix_max_suffix_min_pivots",
        split="train",
        level="B",
        tags=("implementation",),
        statement=f"""An element a_i is a pivot if it is strictly greater than every element to its left and strictly smaller than every element to its right (an element with nothing on one side only has to satisfy the other condition). Count the pivots.

Input

{N_LINE}

{A_LINE}

Output

Print the number of pivots.""",
        examples=(lines(6, "2 1 3 5 4 6"),),
        edge_cases=(lines(1, 7), lines(4, "1 2 3 4"), lines(3, "2 2 2"), lines(5, "3 1 2 5 4"), lines(5, "1 5 2 3 4")),
        generate=gen_pivots,
    ),
)
