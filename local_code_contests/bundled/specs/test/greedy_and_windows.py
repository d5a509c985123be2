"""Test problems. Prefix sums, two pointers, sliding windows and simple greedy choices.

Specs only: build.py turns them into bundled_test.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, big_int, int_array, join, lines, value_range


def gen_hidden(rng):
    n = rng.randint(1, 100)
    d = int_array(rng, n, *rng.choice([(-3, 3), (-10**9, 10**9), (0, 10**9)]))
    pos = [0]
    for x in d:
        pos.append(pos[-1] + x)
    spread = max(pos) - min(pos)
    lo = rng.randint(-10**12, 10**12 - spread) if spread < 10**12 else -10**12
    hi = min(10**12, lo + spread + rng.choice([-1, 0, 0, 1, 5, rng.randint(0, 10**12)]))
    if hi < lo:
        hi = lo
    return lines(join([n, lo, hi]), join(d))

def gen_pair_sums(rng):
    n = rng.randint(1, 50)
    return lines(n, join(int_array(rng, 2 * n, 1, rng.choice([10, 10**9]))))

def gen_average(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice([3, 10, 10**9]))))

def gen_two_lists(rng):
    n, m = rng.randint(1, 100), rng.randint(1, 100)
    low, high = value_range(rng, 10**9)
    if rng.random() < 0.3:  # far apart
        return lines(join([n, m]), join(sorted(int_array(rng, n, -10**9, -10**8))), join(sorted(int_array(rng, m, 10**8, 10**9))))
    return lines(join([n, m]), join(sorted(int_array(rng, n, low, high))), join(sorted(int_array(rng, m, low, high))))

def gen_reach_window(rng):
    n = rng.randint(1, 100)
    k = rng.randint(1, n)
    a = int_array(rng, n, 0, rng.choice([5, 10**9]))
    sums = [sum(a[i : i + k]) for i in range(n - k + 1)]
    s = rng.choice(sums + [max(sums) + 1, 1, big_int(rng, 10**12, 1)])
    return lines(join([n, k, max(1, min(s, 10**12))]), join(a))

def gen_trip(rng):
    return lines(join([rng.randint(2, 100), rng.randint(1, 100)]))

def gen_even_total(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice([3, 10, 10**9]))))

def gen_spreads(rng):
    n = rng.randint(1, 100)
    return lines(join([n, rng.randint(1, n)]), join(int_array(rng, n, 1, rng.choice([5, 1000, 10**9]))))

def gen_intersection(rng):
    n, bound = rng.randint(1, 100), rng.choice([10, 1000, 10**9])
    center = rng.randint(-bound, bound)
    rows = []
    for _ in range(n):
        if rng.random() < 0.9:
            l = rng.randint(max(-10**9, center - bound), center)
            r = rng.randint(center, min(10**9, center + bound))
        else:
            l = rng.randint(-bound, bound)
            r = rng.randint(l, min(10**9, l + bound))
        rows.append(join([l, r]))
    return lines(n, *rows)

def gen_grades(rng):
    n = rng.randint(1, 100)
    weights = rng.choice([[1, 1, 1, 1], [1, 1, 3, 8], [0, 0, 1, 1]])
    return lines(n, join(rng.choices([2, 3, 4, 5], weights=weights, k=n)))


PROBLEMS = (
    Problem(
        name="count_hidden_sequences", split="test", level="B", tags=("prefix sums", "math", "implementation"),
        statement="""A hidden sequence x_0, x_1, ..., x_n of integers satisfies x_i - x_{i-1} = d_i for every i from 1 to n, and every one of its n + 1 numbers lies between lo and hi inclusive. The differences d_i, lo and hi are known, but x_0 is not. How many different hidden sequences are possible?

Input

The first line contains three integers n, lo and hi (1 ≤ n ≤ 100, -10^12 ≤ lo ≤ hi ≤ 10^12).

The second line contains n integers d_1, d_2, ..., d_n (-10^9 ≤ d_i ≤ 10^9).

Output

Print the number of possible sequences (0 if there are none). It may not fit into a 32-bit integer.""",
        examples=(lines("3 1 6", "1 -3 4"), lines("3 0 3", "3 -4 5")),
        edge_cases=(lines("1 0 0", 0), lines("1 0 0", 1), lines("2 5 10", "2 3"), lines("2 -1000000000000 1000000000000", "0 0"), lines("3 0 10", "-2 -2 -2")),
        generate=gen_hidden,
    ),
    Problem(
        name="min_max_pair_sum", split="test", level="A", tags=("greedy", "sortings"),
        statement="""2n boxes must be loaded onto n carts, exactly two boxes per cart; the i-th box weighs w_i. The load of a cart is the total weight of its two boxes. Distribute the boxes so that the heaviest load is as small as possible, and print that load.

Input

The first line contains one integer n (1 ≤ n ≤ 50).

The second line contains 2n integers w_1, w_2, ..., w_{2n} (1 ≤ w_i ≤ 10^9).

Output

Print the smallest possible heaviest load.""",
        examples=(lines(2, "3 5 2 3"), lines(3, "3 5 4 2 4 6")),
        edge_cases=(lines(1, "1000000000 1000000000"), lines(2, "1 1 1 1"), lines(2, "1 2 3 4"), lines(3, "1 1 1 10 10 10")),
        generate=gen_pair_sums,
    ),
    Problem(
        name="days_above_running_average", split="test", level="A", tags=("prefix sums", "implementation"),
        statement="""A shop records its revenue a_i on each of n days. A day from the second one on is called good if its revenue is at least the average revenue of all the days before it. How many good days are there?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the number of good days.""",
        examples=(lines(5, "3 1 2 2 5"),),
        edge_cases=(lines(1, 5), lines(3, "1 2 1"), lines(4, "7 7 7 7"), lines(3, "5 4 3"), lines(4, "1000000000 1000000000 1 1000000000")),
        generate=gen_average,
    ),
    Problem(
        name="two_arrays_close_pair", split="test", level="A", tags=("two pointers", "sortings"),
        statement="""Two lists of integers are sorted in non-decreasing order. Take one number a_i from the first list and one number b_j from the second so that |a_i - b_j| is as small as possible. Print this smallest value.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 100).

The second line contains n integers a_1 ≤ a_2 ≤ ... ≤ a_n.

The third line contains m integers b_1 ≤ b_2 ≤ ... ≤ b_m.

All numbers are between -10^9 and 10^9.

Output

Print the smallest difference.""",
        examples=(lines("3 4", "1 5 12", "-2 8 9 20"),),
        edge_cases=(lines("1 1", -1000000000, 1000000000), lines("1 1", 5, 5), lines("2 3", "1 100", "50 51 52"), lines("3 1", "-7 -3 4", 0)),
        generate=gen_two_lists,
    ),
    Problem(
        name="earliest_window_reaching", split="test", level="A", tags=("two pointers", "implementation"),
        statement="""A weather station measured the rainfall a_i on each of n days. Find the first day d such that the total rainfall of the k days d, d + 1, ..., d + k - 1 is at least S.

Input

The first line contains three integers n, k and S (1 ≤ k ≤ n ≤ 100, 1 ≤ S ≤ 10^12).

The second line contains n integers a_1, a_2, ..., a_n (0 ≤ a_i ≤ 10^9).

Output

Print the day d (days are numbered from 1), or -1 if no block of k consecutive days has enough rain.""",
        examples=(lines("6 2 7", "1 3 2 5 4 1"), lines("3 3 100", "10 20 30")),
        edge_cases=(lines("1 1 1", 1), lines("1 1 1", 0), lines("4 2 5", "2 3 1 9"), lines("3 1 1000000000000", "1000000000 1000000000 1000000000"), lines("5 5 5", "1 1 1 1 1")),
        generate=gen_reach_window,
    ),
    Problem(
        name="fuel_cheapest_city", split="test", level="A", tags=("greedy", "math"),
        statement="""n cities stand on a straight road and are numbered 1 to n; the distance between neighbouring cities is 1 km, and the car uses 1 litre of fuel per kilometre. The tank holds at most v litres and is empty at the start, in city 1. The car drives only forward, from city 1 to city n. In city i one litre of fuel costs i dollars, and the car can fill any amount there, as long as the tank does not overflow. What is the smallest amount of money needed to reach city n?

Input

The only line contains two integers n and v (2 ≤ n ≤ 100, 1 ≤ v ≤ 100).

Output

Print the smallest cost.""",
        examples=(lines("4 2"), lines("7 6")),
        edge_cases=(lines("2 1"), lines("2 100"), lines("100 1"), lines("100 100"), lines("5 3")),
        generate=gen_trip,
    ),
    Problem(
        name="largest_even_total", split="test", level="A", tags=("greedy", "math"),
        statement="""Choose some of the given positive integers (possibly none; each at most once) so that their sum is even and as large as possible. Print this sum.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the largest even sum. It may not fit into a 32-bit integer.""",
        examples=(lines(3, "1 2 3"), lines(4, "2 3 5 7")),
        edge_cases=(lines(1, 1), lines(1, 4), lines(2, "2 3"), lines(3, "9 9 9"), lines(100, join([999999999] * 100))),
        generate=gen_even_total,
    ),
    Problem(
        name="window_spreads", split="test", level="A", tags=("implementation",),
        statement="""For every block of k consecutive elements of the array, find the difference between its largest and its smallest element.

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print n - k + 1 integers on one line, separated by spaces: the differences for the blocks starting at positions 1, 2, ..., n - k + 1.""",
        examples=(lines("5 3", "4 1 7 7 2"),),
        edge_cases=(lines("1 1", 9), lines("3 1", "5 6 7"), lines("4 4", "8 8 8 8"), lines("3 2", "1000000000 1 1000000000")),
        generate=gen_spreads,
    ),
    Problem(
        name="common_intersection_length", split="test", level="A", tags=("implementation",),
        statement="""n segments are given on a line; the i-th consists of all points x with l_i ≤ x ≤ r_i. Consider the set of points that belong to every segment. If this set is empty, print -1; otherwise print its length (it is a segment, possibly a single point of length 0).

Input

The first line contains one integer n (1 ≤ n ≤ 100).

Each of the next n lines contains two integers l_i and r_i (-10^9 ≤ l_i ≤ r_i ≤ 10^9).

Output

Print the length of the common part, or -1 if it is empty.""",
        examples=(lines(3, "1 10", "4 12", "-3 8"), lines(2, "1 2", "3 4")),
        edge_cases=(lines(1, "5 5"), lines(2, "0 5", "5 9"), lines(1, "-1000000000 1000000000"), lines(3, "1 3", "2 6", "4 5")),
        generate=gen_intersection,
    ),
    Problem(
        name="exam_grades_fix", split="test", level="A", tags=("greedy", "sortings"),
        statement="""A student has n grades, each from 2 to 5. The final mark is the average of the grades rounded to the nearest integer, where an average exactly halfway between two integers is rounded up (so 4.5 becomes 5). The student may redo some of the works, and every redone work gets grade 5. What is the smallest number of works the student must redo to get a final mark of 5?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers, the grades (each from 2 to 5).

Output

Print the smallest number of works to redo.""",
        examples=(lines(3, "4 4 4"), lines(4, "5 4 5 5")),
        edge_cases=(lines(1, 2), lines(1, 5), lines(2, "4 5"), lines(4, "5 3 3 5"), lines(4, "2 5 5 5")),
        generate=gen_grades,
    ),
)
