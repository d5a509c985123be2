"""Training problems, part 7: arrays (prefix sums, two pointers, sliding windows, counting) and queue/stack simulations.

Specs only: build.py turns them into bundled_<split>.jsonl (problem_spec.py describes a spec)."""

from .problem_spec import Problem, int_array, join, lines, value_range


def gen_small_values(rng, max_n=100):
    """n, then n values in [1, high] with a random high: small highs give many repeats."""
    n = rng.randint(1, max_n)
    return lines(n, join(int_array(rng, n, 1, rng.choice([2, 3, 10, 100, 10**9]))))


def gen_n_k_values(rng, low, high, min_k=1, max_n=100):
    """'n k', then n values in [low, high]; min_k <= k <= n."""
    n = rng.randint(max(1, min_k), max_n)
    return lines(join([n, rng.randint(min_k, n)]), join(int_array(rng, n, low, high)))


def gen_equal_cuts(rng):
    n = rng.randint(1, 100)
    low, high = rng.choice([(-2, 2), (0, 1), (0, 0), (-(10**9), 10**9)])
    a = int_array(rng, n, low, high)
    if n > 1 and rng.random() < 0.6:  # balance one cut by fixing the last element
        k = rng.randint(1, n - 1)
        need = sum(a[:k]) - sum(a[k : n - 1])
        if abs(need) <= 10**9:
            a[-1] = need
    return lines(n, join(a))


def gen_rect_queries(rng):
    n, m, q = rng.randint(1, 20), rng.randint(1, 20), rng.randint(1, 30)
    bound = rng.choice([10, 10**9])
    rows = [join([n, m, q])] + [join(int_array(rng, m, -bound, bound)) for _ in range(n)]
    for _ in range(q):
        r1, r2 = sorted([rng.randint(1, n), rng.randint(1, n)])
        c1, c2 = sorted([rng.randint(1, m), rng.randint(1, m)])
        rows.append(join([r1, c1, r2, c2]))
    return lines(*rows)


def gen_range_add(rng):
    n, m = rng.randint(1, 100), rng.randint(1, 100)
    bound = rng.choice([10, 10**9])
    rows = [join([n, m])]
    for _ in range(m):
        l = rng.randint(1, n)
        rows.append(join([l, rng.randint(l, n), rng.randint(-bound, bound)]))
    return lines(*rows)


def gen_bits(rng):
    n, p = rng.randint(1, 200), rng.choice([0.2, 0.5, 0.8])
    return lines(join([n, rng.choice([0, min(n, rng.randint(0, 5)), rng.randint(0, n)])]), join(int(rng.random() < p) for _ in range(n)))


def gen_tosses(rng):
    n, p = rng.randint(1, 200), rng.choice([0.2, 0.5, 0.7])
    return lines(n, join(int(rng.random() < p) for _ in range(n)))


def gen_budget(rng):
    """'n S' and n positive values; S is often close to the sum of some block."""
    n = rng.randint(1, 100)
    a = int_array(rng, n, 1, rng.choice([10, 1000, 10**9]))
    l = rng.randrange(n)
    s = sum(a[l : rng.randint(l + 1, n)]) + rng.choice([-1, 0, 0, 1])
    s = rng.choice([max(1, s), max(1, s), rng.randint(1, 10**18)])
    return lines(join([n, s]), join(a))


def gen_merge(rng):
    n, m = rng.randint(1, 100), rng.randint(1, 100)
    low, high = value_range(rng, 10**9)
    a, b = sorted(int_array(rng, n, low, high)), sorted(int_array(rng, m, low, high))
    return lines(join([n, m]), join(a), join(b))


def gen_majority(rng):
    n = rng.randint(1, 100)
    high = rng.choice([3, 10**9])
    v = rng.randint(1, high)
    count = min(n, max(0, n // 2 + rng.choice([-1, 0, 0, 1, 1, 2])))
    a = [v] * count + [rng.choice([x for x in (rng.randint(1, high), v % high + 1) if x != v]) for _ in range(n - count)]
    rng.shuffle(a)
    return lines(n, join(a))


def gen_permutation(rng):
    n = rng.randint(1, 100)
    a = list(range(1, n + 1))
    rng.shuffle(a)
    kind = rng.choice(["keep", "keep", "change", "swap_sum"])
    if kind == "change":
        a[rng.randrange(n)] = rng.choice([rng.randint(1, n), n + 1, 10**9])
    elif kind == "swap_sum" and n >= 3:  # same sum, not a permutation: x, y -> x - 1, y + 1
        i, j = sorted(rng.sample(range(n), 2), key=lambda t: a[t])
        if a[i] > 1:
            a[i], a[j] = a[i] - 1, a[j] + 1
    return lines(n, join(a))


def gen_stack_commands(rng):
    q = rng.randint(1, 100)
    weights = rng.choice([(4, 3, 2, 1), (1, 3, 2, 2)])
    rows = []
    for _ in range(q):
        command = rng.choices(["push", "pop", "top", "size"], weights)[0]
        rows.append(f"push {rng.randint(-(10**9), 10**9)}" if command == "push" else command)
    if all(row.startswith(("push", "pop")) for row in rows):  # the statement promises some output
        rows[-1] = rng.choice(["top", "size"])
    return lines(q, *rows)


def gen_toggles(rng):
    n, m = rng.randint(1, 100), rng.randint(1, 100)
    rows = [join([n, m])]
    for _ in range(m):
        l = rng.randint(1, n)
        rows.append(join([l, rng.randint(l, n)]))
    return lines(*rows)


def gen_printer(rng):
    n = rng.randint(1, 100)
    return lines(join([n, rng.randint(1, n)]), join(int_array(rng, n, 1, rng.choice([2, 3, 9]))))


def gen_tickets(rng):
    n = rng.randint(1, 100)
    return lines(join([n, rng.randint(1, n)]), join(int_array(rng, n, 1, rng.choice([3, 100]))))


PROBLEMS = (
    Problem(
        name="equal_sum_cuts", split="train", level="A", tags=("implementation", "prefix sums"),
        statement="""An array of n integers is cut into two non-empty parts: a_1, ..., a_k and a_{k+1}, ..., a_n for some k with 1 ≤ k < n. Count the values of k for which both parts have the same sum.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of such cuts.""",
        examples=(lines(5, "1 2 3 0 6"),),
        note="Cutting after the third element gives 1 + 2 + 3 = 0 + 6; cutting after the fourth gives 1 + 2 + 3 + 0 = 6.",
        edge_cases=(lines(1, 0), lines(4, "0 0 0 0"), lines(2, "-5 -5"), lines(3, "1 -1 0"), lines(4, join([10**9] * 4))),
        generate=gen_equal_cuts,
    ),
    Problem(
        name="best_window_sum", split="train", level="A", tags=("implementation", "two pointers"),
        statement="""A weather station recorded n daily values. Find the largest possible sum of the values of k consecutive days.

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the maximum sum of k consecutive values.""",
        examples=(lines("6 3", "2 -1 4 -2 5 1"),),
        edge_cases=(lines("1 1", -7), lines("4 2", "-5 -1 -3 -2"), lines("3 3", "1000000000 1000000000 1000000000"), lines("5 1", "-1 -2 0 -3 -4")),
        generate=lambda rng: gen_n_k_values(rng, *value_range(rng, 10**9)),
    ),
    Problem(
        name="zero_sum_segments", split="train", level="A", tags=("brute force", "prefix sums"),
        statement="""Count the segments of the array whose elements add up to zero, that is, the pairs (l, r) with 1 ≤ l ≤ r ≤ n and a_l + a_{l+1} + ... + a_r = 0.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of such segments.""",
        examples=(lines(5, "2 -2 3 -1 -2"),),
        note="The segments are (1, 2), (2, 4), (3, 5) and (1, 5).",
        edge_cases=(lines(1, 0), lines(1, 5), lines(4, "0 0 0 0"), lines(3, "1000000000 -1000000000 1000000000"), lines(2, "-1000000000 -1000000000")),
        generate=lambda rng: lines(n := rng.randint(1, 100), join(int_array(rng, n, *rng.choice([(-1, 1), (-3, 3), (-(10**9), 10**9)])))),
    ),
    Problem(
        name="longest_balanced_segment", split="train", level="A", tags=("implementation", "prefix sums"),
        statement="""A coin was tossed n times; a_i = 1 means that toss i showed heads and a_i = 0 that it showed tails. Find the longest block of consecutive tosses that contains as many heads as tails.

Input

The first line contains one integer n (1 ≤ n ≤ 200). The second line contains n integers a_1, a_2, ..., a_n, each 0 or 1.

Output

Print the length of the longest such block, or 0 if there is none.""",
        examples=(lines(7, "1 1 0 1 1 0 0"),),
        note="The last six tosses 1 0 1 1 0 0 hold three heads and three tails.",
        edge_cases=(lines(1, 1), lines(2, "0 1"), lines(5, "1 1 1 1 1"), lines(6, "0 1 0 1 1 0"), lines(5, "0 0 1 1 1")),
        generate=gen_tosses,
    ),
    Problem(
        name="rectangle_sum_queries", split="train", level="B", tags=("implementation", "prefix sums"),
        statement="""A table has n rows and m columns of integers. Answer q queries: each query gives two cells (r1, c1) and (r2, c2) and asks for the sum of all numbers in rows r1 to r2 and columns c1 to c2.

Input

The first line contains three integers n, m and q (1 ≤ n, m ≤ 20, 1 ≤ q ≤ 100).

Each of the next n lines contains m integers between -10^9 and 10^9.

Each of the next q lines contains four integers r1, c1, r2, c2 (1 ≤ r1 ≤ r2 ≤ n, 1 ≤ c1 ≤ c2 ≤ m).

Output

For each query print the sum on its own line.""",
        examples=(lines("3 3 3", "1 2 3", "4 5 6", "7 8 9", "1 1 2 2", "2 2 3 3", "1 1 3 3"),),
        edge_cases=(
            lines("1 1 1", -(10**9), "1 1 1 1"),
            lines("2 3 2", join([10**9] * 3), join([10**9] * 3), "1 1 2 3", "2 3 2 3"),
            lines("3 1 2", 5, -6, 7, "2 1 3 1", "1 1 1 1"),
        ),
        generate=gen_rect_queries,
    ),
    Problem(
        name="range_add_final", split="train", level="A", tags=("implementation", "prefix sums"),
        statement="""There are n cells in a row, all containing 0. Then m operations are made; operation i adds v to every cell from l to r inclusive. Print the final contents of the cells.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 100).

Each of the next m lines contains three integers l, r and v (1 ≤ l ≤ r ≤ n, -10^9 ≤ v ≤ 10^9).

Output

Print n integers: the values in cells 1 to n.""",
        examples=(lines("5 3", "1 3 2", "2 5 -1", "3 3 10"),),
        edge_cases=(lines("1 1", "1 1 -1000000000"), lines("3 4", *(["1 3 1000000000"] * 4)), lines("4 2", "1 4 5", "1 4 -5")),
        generate=gen_range_add,
    ),
    Problem(
        name="longest_budget_segment", split="train", level="B", tags=("two pointers",),
        statement="""A hiker plans a trip along n consecutive trail sections; section i takes a_i minutes. She wants to walk a block of consecutive sections whose total time is at most S minutes. What is the largest number of sections such a block can contain?

Input

The first line contains two integers n and S (1 ≤ n ≤ 100, 1 ≤ S ≤ 10^18). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the maximum length of a block with total time at most S, or 0 if even a single section takes longer than S.""",
        examples=(lines("5 7", "3 1 2 1 4"),),
        edge_cases=(lines("3 2", "5 3 4"), lines("1 1", 1), lines(f"4 {10**18}", join([10**9] * 4)), lines("4 3000000000", join([10**9] * 4))),
        generate=gen_budget,
    ),
    Problem(
        name="shortest_segment_reaching", split="train", level="B", tags=("two pointers",),
        statement="""A charity collected donations of a_1, a_2, ..., a_n coins on n consecutive days. Find the length of the shortest block of consecutive days whose donations add up to at least S coins.

Input

The first line contains two integers n and S (1 ≤ n ≤ 100, 1 ≤ S ≤ 10^18). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the minimum length of such a block, or -1 if even all n days together collect less than S.""",
        examples=(lines("6 7", "2 3 1 2 4 3"),),
        edge_cases=(lines("3 10", "1 2 3"), lines("1 5", 5), lines("3 6", "2 2 2"), lines(f"3 {3 * 10**9}", join([10**9] * 3)), lines(f"2 {10**18}", "1 1")),
        generate=gen_budget,
    ),
    Problem(
        name="longest_distinct_segment", split="train", level="B", tags=("two pointers",),
        statement="""Find the length of the longest block of consecutive elements of the array in which no value occurs twice.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the maximum length.""",
        examples=(lines(7, "1 2 1 3 4 3 5"),),
        edge_cases=(lines(1, 9), lines(4, "7 7 7 7"), lines(6, "1 2 3 2 4 5"), lines(5, "1 2 3 4 5"), lines(6, "1 2 3 1 4 5")),
        generate=gen_small_values,
    ),
    Problem(
        name="merge_sorted", split="train", level="A", tags=("two pointers", "implementation"),
        statement="""Two arrays are each sorted in non-decreasing order. Merge them into one array sorted in non-decreasing order that contains all their elements.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 100). The second line contains n integers a_1 ≤ a_2 ≤ ... ≤ a_n, the third line m integers b_1 ≤ b_2 ≤ ... ≤ b_m. All numbers are between -10^9 and 10^9.

Output

Print the n + m numbers of the merged array.""",
        examples=(lines("3 4", "1 4 9", "2 3 4 10"),),
        edge_cases=(lines("1 1", 5, 5), lines("2 3", "7 8", "1 2 3"), lines("3 1", "1 2 3", "-1000000000"), lines("1 3", 1000000000, "-5 0 5")),
        generate=gen_merge,
    ),
    Problem(
        name="window_distinct_counts", split="train", level="A", tags=("implementation", "two pointers"),
        statement="""For every block of k consecutive elements of the array, from the leftmost block to the rightmost one, count how many different values it contains.

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print n - k + 1 integers: the numbers of different values in the blocks starting at positions 1, 2, ..., n - k + 1.""",
        examples=(lines("6 3", "1 1 2 2 2 3"),),
        edge_cases=(lines("1 1", 5), lines("5 5", "1 2 1 2 1"), lines("4 2", "3 3 3 3"), lines("5 3", "1 2 1 2 1")),
        generate=lambda rng: gen_n_k_values(rng, 1, rng.choice([2, 4, 10**9])),
    ),
    Problem(
        name="flip_zeros_window", split="train", level="B", tags=("two pointers",),
        statement="""An array consists of zeros and ones. You may change at most k zeros into ones. What is the longest block of consecutive ones you can obtain?

Input

The first line contains two integers n and k (1 ≤ n ≤ 200, 0 ≤ k ≤ n). The second line contains n integers, each 0 or 1.

Output

Print the maximum length of a block of consecutive ones.""",
        examples=(lines("8 2", "1 0 1 1 0 0 1 1"),),
        edge_cases=(lines("1 0", 0), lines("1 1", 0), lines("5 0", "1 1 0 1 1"), lines("4 4", "0 0 0 0"), lines("6 1", "0 0 0 0 0 0")),
        generate=gen_bits,
    ),
    Problem(
        name="values_seen_once", split="train", level="A", tags=("implementation",),
        statement="""Print the elements of the array whose value occurs in it exactly once, in the order they stand in the array.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print those elements separated by spaces, or -1 if there are none.""",
        examples=(lines(7, "4 8 4 2 9 8 5"),),
        edge_cases=(lines(1, 1000000000), lines(4, "3 3 3 3"), lines(6, "1 2 2 1 3 3"), lines(3, "5 6 7")),
        generate=gen_small_values,
    ),
    Problem(
        name="first_repeated_value", split="train", level="A", tags=("implementation",),
        statement="""Numbers a_1, a_2, ..., a_n are read one by one. Which number is the first one that has already been read before?

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the value of the first element equal to some earlier element, or -1 if all values are different.""",
        examples=(lines(6, "5 3 8 3 5 8"),),
        edge_cases=(lines(1, 7), lines(4, "2 1 1 2"), lines(2, "9 9"), lines(5, "1 2 3 4 5"), lines(5, "4 5 6 7 4")),
        generate=gen_small_values,
    ),
    Problem(
        name="close_duplicates", split="train", level="A", tags=("implementation", "two pointers"),
        statement="""Are there two equal elements of the array that stand at most k positions apart? In other words, do indices i < j exist with a_i = a_j and j - i ≤ k?

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print YES if such indices exist and NO otherwise.""",
        examples=(lines("6 2", "1 2 3 1 2 3"), lines("5 3", "1 2 3 1 2")),
        edge_cases=(lines("1 1", 5), lines("2 1", "4 4"), lines("4 2", "1 2 3 1"), lines("4 3", "1 2 3 1")),
        generate=lambda rng: gen_n_k_values(rng, 1, rng.choice([5, 30, 10**9])),
    ),
    Problem(
        name="removals_to_equal", split="train", level="A", tags=("implementation",),
        statement="""What is the smallest number of elements that must be removed from the array so that all remaining elements are equal? Removing all elements but one is always enough.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the minimum number of removals.""",
        examples=(lines(6, "2 5 2 7 5 2"),),
        edge_cases=(lines(1, 1), lines(5, "1 1 2 1 1"), lines(6, "3 3 1 2 1 2"), lines(3, "1000000000 1 1000000000")),
        generate=gen_small_values,
    ),
    Problem(
        name="strict_majority", split="train", level="A", tags=("implementation",),
        statement="""A value is a strict majority of the array if it occurs in more than half of its positions. Find the strict majority value.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the strict majority value, or -1 if there is none.""",
        examples=(lines(5, "3 1 3 2 3"), lines(4, "1 2 1 2")),
        edge_cases=(lines(1, 42), lines(4, "7 7 1 2"), lines(3, "5 6 5"), lines(6, "9 9 9 9 1 1"), lines(2, "1 2")),
        generate=gen_majority,
    ),
    Problem(
        name="permutation_check", split="train", level="A", tags=("implementation",),
        statement="""A permutation of length n contains each integer from 1 to n exactly once, in any order. Is the given array a permutation?

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print YES if the array is a permutation of length n and NO otherwise.""",
        examples=(lines(4, "2 4 1 3"), lines(3, "1 3 3")),
        edge_cases=(lines(1, 1), lines(1, 2), lines(4, "1 3 3 3"), lines(3, "3 2 1"), lines(2, "1 1000000000")),
        generate=gen_permutation,
    ),
    Problem(
        name="circle_elimination", split="train", level="B", tags=("implementation", "simulation"),
        statement="""n children stand in a circle, numbered 1 to n clockwise. Starting from child 1, they count clockwise 1, 2, ..., k; the child who says k leaves the circle, and the next child clockwise starts counting from 1 again. This repeats until one child remains. Which child is it?

Input

The only line contains two integers n and k (1 ≤ n ≤ 100, 1 ≤ k ≤ 10^9).

Output

Print the number of the remaining child.""",
        examples=(lines("5 2"),),
        note="The children leave in the order 2, 4, 1, 5, and child 3 remains.",
        edge_cases=(lines("1 1000000000"), lines("7 1"), lines("100 1000000000"), lines("2 2"), lines("6 7")),
        generate=lambda rng: lines(join([rng.randint(1, 100), rng.choice([rng.randint(1, 10), rng.randint(1, 200), rng.randint(1, 10**9)])])),
    ),
    Problem(
        name="greedy_end_picking", split="train", level="A", tags=("implementation", "greedy"),
        statement="""n cards lie in a row; card i shows the number a_i. Alice and Bob take turns, Alice first. On each turn the player takes either the leftmost or the rightmost card: the one with the larger number, and the leftmost one if both numbers are equal. This goes on until no cards are left. Find the sum of the numbers each player collects.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print two integers: Alice's sum and Bob's sum.""",
        examples=(lines(5, "4 1 2 10 3"),),
        edge_cases=(lines(1, 5), lines(4, "2 1 5 2"), lines(3, "5 9 5"), lines(100, join([10**9] * 100))),
        generate=lambda rng: lines(n := rng.randint(1, 100), join(int_array(rng, n, 1, rng.choice([2, 3, 10**9])))),
    ),
    Problem(
        name="tank_overflow", split="train", level="A", tags=("implementation", "simulation"),
        statement="""A water tank holds at most C liters and is empty at the start. Every day, first rain adds r_i liters to it, and whatever does not fit spills over the top; then the village takes u liters from the tank, or all of the water if there is less than u liters. How many liters spill over in total during n days?

Input

The first line contains three integers n, C and u (1 ≤ n ≤ 100, 1 ≤ C ≤ 10^9, 0 ≤ u ≤ 10^9). The second line contains n integers r_1, r_2, ..., r_n (0 ≤ r_i ≤ 10^9).

Output

Print the total amount of spilled water.""",
        examples=(lines("4 10 3", "8 6 0 7"),),
        note="At the end of the days the tank holds 5, 7, 4 and 7 liters; one liter spills on day 2 and one on day 4.",
        edge_cases=(lines("1 1 0", 0), lines("3 5 0", "5 5 5"), lines("100 1 1000000000", join([10**9] * 100)), lines("2 10 10", "10 10")),
        generate=lambda rng: lines(join([n := rng.randint(1, 100), c := rng.randint(1, rng.choice([20, 10**9])), rng.randint(0, c)]),
                                   join(int_array(rng, n, 0, rng.choice([c, 10**9])))),
    ),
    Problem(
        name="toggle_segments", split="train", level="A", tags=("implementation", "brute force"),
        statement="""n lamps stand in a row, all switched off. Then m operations are made: each one flips the state of every lamp from l to r inclusive (a lamp that is on goes off and vice versa). How many lamps are on at the end?

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 100).

Each of the next m lines contains two integers l and r (1 ≤ l ≤ r ≤ n).

Output

Print the number of lamps that are on.""",
        examples=(lines("6 3", "1 4", "3 6", "2 2"),),
        edge_cases=(lines("1 1", "1 1"), lines("5 2", "1 5", "1 5"), lines("4 3", "1 1", "2 2", "4 4"), lines("3 1", "2 3")),
        generate=gen_toggles,
    ),
    Problem(
        name="stack_commands", split="train", level="A", tags=("implementation", "data structures"),
        statement="""Process q commands on a stack that is empty at the start. The commands are: push x (put the number x on top), pop (remove the top number; if the stack is empty, do nothing), top (print the top number, or EMPTY if the stack is empty) and size (print how many numbers are in the stack).

Input

The first line contains one integer q (1 ≤ q ≤ 100). Each of the next q lines contains one command; in push commands -10^9 ≤ x ≤ 10^9.

Output

For every top and size command print the answer on its own line. There is at least one such command.""",
        examples=(lines(7, "push 5", "push -2", "top", "pop", "top", "pop", "top"),),
        edge_cases=(lines(3, "pop", "pop", "size"), lines(2, "top", "size"), lines(4, "pop", "push 1000000000", "top", "size")),
        generate=gen_stack_commands,
    ),
    Problem(
        name="printer_priority_queue", split="train", level="B", tags=("implementation", "simulation"),
        statement="""n print jobs wait in a queue; job i has priority p_i. The printer repeatedly takes the job at the front of the queue. If some other job in the queue has a strictly higher priority, the taken job is put at the back of the queue without printing, which takes no time; otherwise it is printed, which takes one minute, and leaves the queue. In which minute is the job that initially stands at position m printed?

Input

The first line contains two integers n and m (1 ≤ m ≤ n ≤ 100). The second line contains n integers p_1, p_2, ..., p_n (1 ≤ p_i ≤ 9), the priorities from the front of the queue to the back.

Output

Print the number of the minute in which job m is printed (the first job to be printed is printed in minute 1).""",
        examples=(lines("4 3", "1 2 3 2"), lines("5 1", "2 2 9 2 2")),
        edge_cases=(lines("1 1", 5), lines("3 2", "4 4 4"), lines("4 1", "1 9 1 1"), lines("6 6", "1 1 9 1 1 1")),
        generate=gen_printer,
    ),
    Problem(
        name="ticket_queue_time", split="train", level="A", tags=("implementation", "simulation"),
        statement="""n people stand in a queue for concert tickets; person i wants t_i tickets. Every second the cashier sells one ticket to the person at the front. If that person still needs more tickets, they go to the back of the queue; otherwise they leave. After how many seconds does the person who initially stands at position k leave with all their tickets?

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100). The second line contains n integers t_1, t_2, ..., t_n (1 ≤ t_i ≤ 100).

Output

Print the number of seconds.""",
        examples=(lines("4 2", "2 3 1 4"),),
        note="The tickets are sold to persons 1, 2, 3, 4, 1, 2, 4, 2 in this order.",
        edge_cases=(lines("1 1", 100), lines("3 1", "1 5 5"), lines("3 3", "5 5 5"), lines("100 50", join([100] * 100))),
        generate=gen_tickets,
    ),
    Problem(
        name="next_greater_right", split="train", level="B", tags=("data structures", "implementation"),
        statement="""For every element of the array find the nearest element to its right that is strictly greater than it.

Input

The first line contains one integer n (1 ≤ n ≤ 200). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print n integers: for each i the value of the nearest a_j with j > i and a_j > a_i, or -1 if there is no such element.""",
        examples=(lines(6, "2 7 3 5 4 6"),),
        edge_cases=(lines(1, 5), lines(4, "3 3 3 3"), lines(5, "5 4 3 2 1"), lines(5, "1 2 2 3 1")),
        generate=lambda rng: gen_small_values(rng, 200),
    ),
)
