"""Training problems. Greedy choices, sorting, two pointers and simple data structures.

Specs only: build.py turns them into bundled_train.jsonl (problem_spec.py describes a spec)."""

import string

from ...problem_spec import Problem, array_input, big_int, int_array, join, lines, value_range, word


def gen_second_largest(rng):
    n = rng.randint(1, 100)
    high = rng.choice([1, 3, 10**9])
    return lines(n, join(int_array(rng, n, 1, high)))

def gen_median(rng):
    n = 2 * rng.randint(0, 49) + 1
    low, high = value_range(rng, 10**9)
    return lines(n, join(int_array(rng, n, low, high)))

def gen_prices(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice([20, 10**9]))))

def gen_closest_gap(rng):
    n = rng.randint(2, 100)
    bound = rng.choice([100, 10**9])
    return lines(n, join(int_array(rng, n, -bound, bound)))

def positive_array(rng, highs=(10, 1000, 10**9)):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice(highs))))

def gen_budget(rng):
    prices = int_array(rng, rng.randint(1, 100), 1, rng.choice([10, 1000, 10**9]))
    return lines(join([len(prices), max(1, int(sum(prices) * rng.random()))]), join(prices))

def gen_boats(rng):
    n, limit = rng.randint(1, 100), rng.choice([10, 100, 10**9])
    return lines(join([n, limit]), join(int_array(rng, n, rng.choice([1, limit // 3 + 1]), limit)))

def gen_chain_coins(rng):
    coins, k = [1], rng.randint(1, 20)
    while len(coins) < k and coins[-1] * 10 <= 10**18:
        coins.append(coins[-1] * rng.choice([2, 3, 5, 10]))
    rng.shuffle(coins)
    q = rng.randint(1, 10)
    return lines(len(coins), join(coins), q, join(big_int(rng, 10**18, 1) for _ in range(q)))

def gen_meetings(rng):
    n, span = rng.randint(1, 100), rng.choice([10, 100, 10**9])
    rows = []
    for _ in range(n):
        start = rng.randint(0, span - 1)
        rows.append(join([start, rng.randint(start + 1, min(span, start + rng.choice([1, 3, span])))]))
    return lines(n, *rows)

def gen_segments(rng):
    n, bound = rng.randint(1, 100), rng.choice([10, 1000, 10**9])
    rows = []
    for _ in range(n):
        left = rng.randint(-bound, bound - 1)
        rows.append(join([left, rng.randint(left + 1, min(bound, left + rng.choice([2, bound // 5 + 1, 2 * bound])))]))
    return lines(n, *rows)

def gen_concat(rng):
    n, digits = rng.randint(1, 100), rng.choice(["9", "90", "12", "34", string.digits])
    return lines(n, join(int(word(rng, rng.randint(1, rng.choice([3, 9])), digits)) for _ in range(n)))

def gen_flips(rng):
    n = rng.randint(1, 100)
    k = rng.choice([rng.randint(1, n + 2), big_int(rng, 10**9, 1)])
    return lines(join([n, k]), join(int_array(rng, n, *value_range(rng, 10**9))))

def gen_deadlines(rng):
    n, high = rng.randint(1, 100), rng.choice([10, 10**9])
    times, order, total, rows = int_array(rng, n, 1, high), list(range(n)), 0, [None] * n
    rng.shuffle(order)
    for i in order:  # deadlines that this order meets, then sometimes one of them made tighter
        total += times[i]
        rows[i] = [times[i], total + rng.choice([0, 0, rng.randint(0, high)])]
    if rng.random() < 0.5:
        j = rng.randrange(n)
        rows[j][1] = max(1, rows[j][1] - rng.randint(1, high))
    return lines(n, *(join(row) for row in rows))

def gen_cookies(rng):
    n, m, high = rng.randint(1, 100), rng.randint(1, 100), rng.choice([10, 10**9])
    return lines(join([n, m]), join(int_array(rng, n, 1, high)), join(int_array(rng, m, 1, high)))

def gen_piggy(rng):
    coins = int_array(rng, rng.randint(1, 100), 1, rng.choice([10, 10**9]))
    return lines(join([len(coins), max(1, int(sum(coins) * rng.choice([0.1, 0.5, 0.9, 1.0, 1.2])))]), join(coins))

def gen_standings(rng):
    n, names = rng.randint(1, 100), []
    while len(names) < n:
        name = word(rng, rng.randint(1, 10), rng.choice(["abc", string.ascii_lowercase]))
        if name not in names:
            names.append(name)
    high = rng.choice([3, 100, 10**9])
    return lines(n, *(f"{name} {rng.randint(0, high)}" for name in names))

def gen_points(rng):
    n, bound = rng.randint(1, 100), rng.choice([20, 10**9])
    length = rng.choice([0, rng.randint(0, bound // 4), rng.randint(0, 10**9)])
    return lines(join([n, length]), join(int_array(rng, n, -bound, bound)))

def gen_stations(rng):
    d = rng.choice([rng.randint(2, 30), rng.randint(2, 10**9)])
    n = rng.randint(1, min(100, d - 1))
    stations = sorted(rng.sample(range(1, d), n))
    widest = max(b - a for a, b in zip([0] + stations, stations + [d]))
    r = rng.choice([widest, widest, widest - 1, widest + rng.randint(0, d)])  # just enough, too short, or more
    return lines(join([d, min(10**9, max(1, r)), n]), join(stations))

def gen_sticks(rng):
    n = rng.randint(3, 45)
    if rng.random() < 0.4:  # growing like Fibonacci: no triangle, except where a -1 makes one
        sticks = [rng.randint(1, 3), rng.randint(1, 3)]
        while len(sticks) < n and sticks[-1] + sticks[-2] + 5 <= 10**9:
            sticks.append(sticks[-1] + sticks[-2] + rng.choice([0, 0, 0, 5, -1]))
        rng.shuffle(sticks)
        return lines(len(sticks), join(sticks))
    return lines(n, join(int_array(rng, n, 1, rng.choice([10, 10**9]))))

def gen_small_values(rng, max_n=100):
    """n, then n values in [1, high] with a random high: small highs give many repeats."""
    n = rng.randint(1, max_n)
    return lines(n, join(int_array(rng, n, 1, rng.choice([2, 3, 10, 100, 10**9]))))

def gen_bits(rng):
    n, p = rng.randint(1, 200), rng.choice([0.2, 0.5, 0.8])
    return lines(join([n, rng.choice([0, min(n, rng.randint(0, 5)), rng.randint(0, n)])]), join(int(rng.random() < p) for _ in range(n)))

def gen_budget_g(rng):
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

def gen_cancel_pairs(rng):
    n = rng.randint(1, 100)
    if rng.random() < 0.5:  # nested pairs that cancel completely, then a few random changes
        half = int_array(rng, n // 2, 1, 3)
        a = half + half[::-1] + ([rng.randint(1, 3)] if n % 2 else [])
        for _ in range(rng.randint(0, 2)):
            a[rng.randrange(n)] = rng.randint(1, 4)
    else:
        a = int_array(rng, n, 1, rng.choice([2, 3, 10**9]))
    return lines(n, join(a))

def gen_candies(rng):
    n = rng.randint(1, 100)
    a = int_array(rng, n, 0, rng.choice([10, 10**9]))
    i, extra = rng.randrange(n), sum(a) % n  # make the total divisible by n
    a[i] += -extra if a[i] >= extra else n - extra
    return lines(n, join(a))


PROBLEMS = (
    Problem(
        name="second_largest",
        split="train",
        level="B",
        tags=("sortings",),
        statement="""Find the second largest distinct value among n positive integers: the largest value that is strictly smaller than the maximum. If all numbers are equal, there is no such value.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the second largest distinct value, or -1 if it does not exist.""",
        examples=(lines(5, "4 1 4 3 2"),),
        edge_cases=(lines(1, 5), lines(3, "7 7 7"), lines(2, "1 2"), lines(4, "10 10 9 9")),
        generate=gen_second_largest,
    ),
    Problem(
        name="distinct_count",
        split="train",
        level="A",
        tags=("sortings", "implementation"),
        statement="""How many different values are there among n integers?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of distinct values.""",
        examples=(lines(6, "1 2 2 3 3 3"),),
        edge_cases=(lines(1, 0), lines(4, "1 2 1 2"), lines(5, "7 7 7 7 7"), lines(3, "-1 1 -1")),
        generate=lambda rng: array_input(rng, 100, 10**9),
    ),
    Problem(
        name="median_of_odd",
        split="train",
        level="A",
        tags=("sortings",),
        statement="""You are given an odd number n of integers. Print their median: the number that stands in the middle after sorting them.

Input

The first line contains one odd integer n (1 ≤ n ≤ 99).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the median.""",
        examples=(lines(5, "1 3 2 5 4"),),
        edge_cases=(lines(1, -1000000000), lines(3, "3 2 1"), lines(3, "5 5 1"), lines(7, "0 0 0 0 0 0 0")),
        generate=gen_median,
    ),
    Problem(
        name="banknotes",
        split="train",
        level="A",
        tags=("greedy",),
        statement="""Bob wants to withdraw exactly n dollars. The bank has bills of 1, 5, 10, 20 and 100 dollars, as many of each as needed. What is the smallest number of bills Bob can receive?

Input

The only line contains one integer n (1 ≤ n ≤ 10^9).

Output

Print the minimum number of bills.""",
        examples=(lines(125),),
        note="125 = 100 + 20 + 5.",
        edge_cases=(lines(1), lines(40), lines(10**9), lines(99)),
        generate=lambda rng: lines(big_int(rng, 10**9, 1)),
    ),
    Problem(
        name="best_trade",
        split="train",
        level="B",
        tags=("greedy",),
        statement="""You know the price of a share on each of n days. You may buy one share on some day and sell it on a later day, or not trade at all. What is the largest profit you can make?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers p_1, p_2, ..., p_n (1 ≤ p_i ≤ 10^9).

Output

Print the maximum profit (0 if no trade makes money).""",
        examples=(lines(6, "7 1 5 3 6 4"),),
        note="Buy at price 1 on day 2 and sell at price 6 on day 5.",
        edge_cases=(lines(1, 5), lines(5, "5 4 3 2 1"), lines(2, "1 1000000000"), lines(4, "9 2 9 1")),
        generate=gen_prices,
    ),
    Problem(
        name="closest_pair_gap",
        split="train",
        level="B",
        tags=("sortings",),
        statement="""Find the smallest absolute difference |a_i - a_j| over all pairs of different indices i ≠ j.

Input

The first line contains one integer n (2 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the smallest difference.""",
        examples=(lines(4, "1 5 3 19"),),
        edge_cases=(lines(2, "-1000000000 1000000000"), lines(3, "10 1 10"), lines(5, "1 10 2 20 3")),
        generate=gen_closest_gap,
    ),
    Problem(
        name="max_items_with_budget", split="train", level="A", tags=("greedy", "sortings"),
        statement="""A shop sells n items; the i-th costs p_i coins. You have b coins. What is the largest number of items you can buy? Every item can be bought at most once.

Input

The first line contains two integers n and b (1 ≤ n ≤ 100, 1 ≤ b ≤ 10^12).

The second line contains n integers p_1, p_2, ..., p_n (1 ≤ p_i ≤ 10^9).

Output

Print the maximum number of items.""",
        examples=(lines("5 10", "1 3 2 5 4"),),
        edge_cases=(lines("3 5", "5 1 1"), lines("1 1", 2), lines("100 100000000000", join([10**9] * 100)), lines("4 6", "3 3 3 3")),
        generate=gen_budget,
    ),
    Problem(
        name="boat_pairs", split="train", level="B", tags=("greedy", "sortings", "two pointers"),
        statement="""n people must cross a river. A boat takes at most two people, and their total weight must not exceed L. Every boat crosses once. What is the smallest number of boats needed?

Input

The first line contains two integers n and L (1 ≤ n ≤ 100, 1 ≤ L ≤ 10^9).

The second line contains n integers w_1, w_2, ..., w_n, the weights of the people (1 ≤ w_i ≤ L).

Output

Print the minimum number of boats.""",
        examples=(lines("3 100", "50 60 40"),),
        edge_cases=(lines("4 5", "1 2 3 4"), lines("1 1", 1), lines("2 1000000000", "1000000000 1000000000"), lines("4 10", "5 5 5 5"), lines("3 10", "9 9 9")),
        generate=gen_boats,
    ),
    Problem(
        name="chain_coins_change", split="train", level="A", tags=("greedy", "sortings"),
        statement="""A country has coins of k different values. If the values are sorted in increasing order, the smallest one is 1 and each of them divides the next one. For each of q amounts, find the smallest number of coins whose values add up to exactly this amount; any number of coins of every value may be used.

Input

The first line contains one integer k (1 ≤ k ≤ 20).

The second line contains k distinct integers c_1, c_2, ..., c_k (1 ≤ c_i ≤ 10^18), the coin values in arbitrary order.

The third line contains one integer q (1 ≤ q ≤ 10).

The fourth line contains q integers x_1, x_2, ..., x_q (1 ≤ x_j ≤ 10^18).

Output

For each amount print the minimum number of coins on its own line.""",
        examples=(lines(4, "50 10 5 1", 2, "68 120"),), edge_cases=(
            lines(1, 1, 1, 10**18),
            lines(3, "1 2 4", 1, 7),
            lines(2, f"1 {10**18}", 2, f"{10**18} {10**18 - 1}"),
            lines(5, "3 1 9 27 81", 3, "1 80 121"),
        ),
        generate=gen_chain_coins,
    ),
    Problem(
        name="max_disjoint_meetings", split="train", level="B", tags=("greedy", "sortings"),
        statement="""n meetings were requested for one room; the i-th lasts from time s_i to time e_i. Two meetings cannot take place in the room at the same time, but a meeting may start at the very moment another one ends. What is the largest number of requested meetings that can take place?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

Each of the next n lines contains two integers s_i and e_i (0 ≤ s_i < e_i ≤ 10^9).

Output

Print the maximum number of meetings.""",
        examples=(lines(4, "1 3", "2 5", "4 6", "6 8"),),
        edge_cases=(lines(3, "0 10", "1 2", "3 4"), lines(1, "0 1000000000"), lines(3, "5 6", "5 6", "5 6"), lines(2, "0 5", "5 10")),
        generate=gen_meetings,
    ),
    Problem(
        name="min_meeting_rooms", split="train", level="B", tags=("greedy", "sortings"),
        statement="""All n meetings of a list must take place; the i-th lasts from time s_i to time e_i. A room can host one meeting at a time, and a meeting may start in a room at the very moment the previous meeting in that room ends. What is the smallest number of rooms needed?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

Each of the next n lines contains two integers s_i and e_i (0 ≤ s_i < e_i ≤ 10^9).

Output

Print the minimum number of rooms.""",
        examples=(lines(3, "0 30", "5 10", "15 20"),),
        edge_cases=(lines(2, "1 2", "2 3"), lines(3, "1 5", "1 5", "1 5"), lines(1, "0 1"), lines(4, "0 10", "10 20", "20 30", "5 15")),
        generate=gen_meetings,
    ),
    Problem(
        name="union_length_segments", split="train", level="B", tags=("sortings", "implementation"),
        statement="""n segments are drawn on a number line; the i-th covers all points from l_i to r_i. What is the total length of the part of the line that is covered by at least one segment?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

Each of the next n lines contains two integers l_i and r_i (-10^9 ≤ l_i < r_i ≤ 10^9).

Output

Print the total covered length.""",
        examples=(lines(3, "1 3", "2 5", "7 8"),),
        edge_cases=(lines(3, "0 10", "2 3", "5 12"), lines(1, "-1000000000 1000000000"), lines(2, "0 1", "1 2"), lines(2, "5 6", "5 6")),
        generate=gen_segments,
    ),
    Problem(
        name="min_dot_product", split="train", level="A", tags=("greedy", "sortings", "math"),
        statement="""You may reorder the elements of the array a and, independently, the elements of the array b. Make the sum a_1·b_1 + a_2·b_2 + ... + a_n·b_n as small as possible and print it.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n, and the third line contains n integers b_1, b_2, ..., b_n (-10^6 ≤ a_i, b_i ≤ 10^6).

Output

Print the smallest possible sum.""",
        examples=(lines(3, "1 2 3", "4 5 6"),),
        edge_cases=(lines(1, 1000000, 1000000), lines(2, "-1000000 1000000", "-1000000 1000000"), lines(3, "0 0 0", "5 -5 3"), lines(2, "-1 -2", "-3 -4")),
        generate=lambda rng: (lambda n: lines(n, *(join(int_array(rng, n, *value_range(rng, 10**6))) for _ in "ab")))(rng.randint(1, 100)),
    ),
    Problem(
        name="largest_concatenation", split="train", level="B", tags=("greedy", "sortings", "strings"),
        statement="""Write the n given numbers one after another in some order, without spaces, to get one long number. What is the largest number you can get?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (0 ≤ a_i ≤ 10^9), written without leading zeros.

Output

Print the largest number without leading zeros (print 0 if it equals zero).""",
        examples=(lines(4, "54 546 548 60"),),
        edge_cases=(lines(2, "3 30"), lines(3, "0 0 0"), lines(1, 1000000000), lines(3, "0 1 0"), lines(2, "12 121")),
        generate=gen_concat,
    ),
    Problem(
        name="k_sign_flips", split="train", level="B", tags=("greedy", "sortings"),
        statement="""In one operation you choose an element of the array and multiply it by -1. You must make exactly k operations; the same element may be chosen several times. What is the largest possible sum of the array after that?

Input

The first line contains two integers n and k (1 ≤ n ≤ 100, 1 ≤ k ≤ 10^9).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the maximum sum.""",
        examples=(lines("5 2", "-3 -1 2 4 -5"),),
        edge_cases=(lines("1 3", 5), lines("3 1", "1 2 3"), lines("2 1000000000", "-1000000000 -1000000000"), lines("3 4", "-1 -2 0"), lines("4 5", "-1 -2 -3 -4")),
        generate=gen_flips,
    ),
    Problem(
        name="make_all_distinct_increments", split="train", level="B", tags=("greedy", "sortings"),
        statement="""In one operation you choose an element of the array and increase it by 1. What is the smallest number of operations after which all elements are pairwise different?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the minimum number of operations.""",
        examples=(lines(5, "1 1 2 3 3"),), edge_cases=(lines(3, "3 1 1"), lines(1, 7), lines(100, join([10**9] * 100)), lines(4, "5 5 5 5")),
        generate=lambda rng: positive_array(rng, highs=(5, 50, 10**9)),
    ),
    Problem(
        name="deadline_schedule", split="train", level="B", tags=("greedy", "sortings"),
        statement="""You have n tasks. The i-th task takes t_i hours and must be finished within d_i hours from now. You start now, work on one task at a time and never interrupt a task once it is started. Can you finish every task by its deadline?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

Each of the next n lines contains two integers t_i and d_i (1 ≤ t_i ≤ 10^9, 1 ≤ d_i ≤ 10^12).

Output

Print YES if all tasks can be finished in time and NO otherwise.""",
        examples=(lines(3, "2 4", "1 1", "3 8"), lines(2, "3 3", "2 4")),
        edge_cases=(lines(2, "5 5", "1 10"), lines(1, "5 4"), lines(100, *(["1000000000 100000000000"] * 100)), lines(2, "1 1", "1 1")),
        generate=gen_deadlines,
    ),
    Problem(
        name="elevator_trips", split="train", level="A", tags=("greedy", "sortings"),
        statement="""n people wait for the elevator on floor 1; the i-th of them wants to go to floor f_i. The elevator holds at most k people. Moving between floors a and b takes |a - b| seconds; getting in and out takes no time. The elevator starts on floor 1 and must come back there after everybody has been delivered. What is the smallest total time?

Input

The first line contains two integers n and k (1 ≤ n, k ≤ 100).

The second line contains n integers f_1, f_2, ..., f_n (2 ≤ f_i ≤ 2000).

Output

Print the minimum time in seconds.""",
        examples=(lines("4 2", "2 3 4 5"),),
        edge_cases=(lines("3 2", "2 3 4"), lines("1 1", 2000), lines("5 100", "2 2 2 2 2"), lines("3 1", "5 5 5")),
        generate=lambda rng: (lambda n: lines(join([n, rng.randint(1, rng.choice([3, 100]))]), join(int_array(rng, n, 2, rng.choice([10, 2000])))))(rng.randint(1, 100)),
    ),
    Problem(
        name="adjacent_pair_differences", split="train", level="A", tags=("greedy", "sortings"),
        statement="""2n students must be split into n pairs. The gap of a pair is the absolute difference of the skills of its two students. Split the students so that the sum of the gaps of all pairs is as small as possible, and print this sum.

Input

The first line contains one integer n (1 ≤ n ≤ 50).

The second line contains 2n integers a_1, a_2, ..., a_{2n}, the skills (1 ≤ a_i ≤ 10^9).

Output

Print the minimum sum of gaps.""",
        examples=(lines(3, "10 11 2 1 6 5"),),
        edge_cases=(lines(2, "1 3 2 4"), lines(1, "1 1000000000"), lines(50, join([1, 10**9] * 50)), lines(2, "7 7 7 7")),
        generate=lambda rng: (lambda n: lines(n, join(int_array(rng, 2 * n, 1, rng.choice([10, 1000, 10**9])))))(rng.randint(1, 50)),
    ),
    Problem(
        name="gather_at_median", split="train", level="A", tags=("greedy", "sortings", "math"),
        statement="""n friends live along a straight street; the i-th lives at the point x_i. They want to meet at one point of the street so that the total distance walked by all of them is as small as possible. Print this smallest total distance.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers x_1, x_2, ..., x_n (-10^9 ≤ x_i ≤ 10^9).

Output

Print the minimum total distance.""",
        examples=(lines(5, "1 2 3 4 10"),),
        edge_cases=(lines(2, "-1000000000 1000000000"), lines(1, 5), lines(4, "7 7 7 7"), lines(100, join([-(10**9)] * 50 + [10**9] * 50))),
        generate=lambda rng: array_input(rng, 100, 10**9),
    ),
    Problem(
        name="satisfied_children", split="train", level="A", tags=("greedy", "sortings", "two pointers"),
        statement="""There are n children; the i-th child is happy with a cookie of size at least g_i. There are m cookies; the j-th has size s_j. Every child gets at most one cookie and every cookie goes to at most one child. What is the largest number of happy children?

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 100).

The second line contains n integers g_1, g_2, ..., g_n, and the third line contains m integers s_1, s_2, ..., s_m (1 ≤ g_i, s_j ≤ 10^9).

Output

Print the maximum number of happy children.""",
        examples=(lines("3 3", "3 1 2", "1 2 2"),),
        edge_cases=(lines("2 2", "1 2", "3 1"), lines("1 1", 5, 4), lines("3 1", "1 1 1", 1000000000), lines("2 4", "4 4", "5 3 3 5")),
        generate=gen_cookies,
    ),
    Problem(
        name="fewest_items_to_reach", split="train", level="A", tags=("greedy", "sortings"),
        statement="""A piggy bank holds n coins; the i-th is worth a_i. What is the smallest number of coins you must take out so that their total worth is at least T? If even all the coins together are worth less than T, print -1.

Input

The first line contains two integers n and T (1 ≤ n ≤ 100, 1 ≤ T ≤ 10^12).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the minimum number of coins, or -1.""",
        examples=(lines("5 12", "5 1 7 2 3"),),
        edge_cases=(lines("3 100", "1 2 3"), lines("1 1", 1), lines("100 100000000000", join([10**9] * 100)), lines("3 6", "2 2 2")),
        generate=gen_piggy,
    ),
    Problem(
        name="shortest_job_first", split="train", level="A", tags=("greedy", "sortings"),
        statement="""n customers wait at a single cash desk; serving the i-th customer takes t_i minutes. The cashier may serve them in any order, one at a time. The waiting time of a customer is the time from the opening of the desk until the cashier starts serving this customer. What is the smallest possible sum of the waiting times of all customers?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers t_1, t_2, ..., t_n (1 ≤ t_i ≤ 10^9).

Output

Print the minimum total waiting time.""",
        examples=(lines(3, "3 1 2"),),
        edge_cases=(lines(1, 1000000000), lines(100, join([10**9] * 100)), lines(2, "5 5"), lines(3, "1000000000 1000000000 1")),
        generate=positive_array,
    ),
    Problem(
        name="competition_ranking", split="train", level="A", tags=("sortings", "implementation"),
        statement="""n participants with different names took part in a contest. Print the final standings: participants sorted by score from the highest to the lowest, and participants with equal scores in alphabetical order of their names. The place of a participant is one more than the number of participants with a strictly higher score, so participants with equal scores share a place.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

Each of the next n lines contains a name of 1 to 10 lowercase Latin letters and a score (0 ≤ score ≤ 10^9).

Output

Print n lines, each with the place, the name and the score of one participant, separated by spaces.""",
        examples=(lines(3, "bob 10", "alice 30", "carol 20"),),
        edge_cases=(lines(3, "a 5", "b 5", "c 1"), lines(1, "x 0"), lines(4, "d 7", "c 7", "b 7", "a 7"), lines(3, "zed 1000000000", "amy 0", "bo 0")),
        generate=gen_standings,
    ),
    Problem(
        name="cover_points_segments", split="train", level="A", tags=("greedy", "sortings"),
        statement="""n points are marked on a line. A segment of length L placed from x to x + L covers every point p with x ≤ p ≤ x + L; its ends are included. What is the smallest number of such segments that together cover all the points?

Input

The first line contains two integers n and L (1 ≤ n ≤ 100, 0 ≤ L ≤ 10^9).

The second line contains n integers x_1, x_2, ..., x_n (-10^9 ≤ x_i ≤ 10^9), the points; some of them may coincide.

Output

Print the minimum number of segments.""",
        examples=(lines("5 3", "1 2 6 5 10"),),
        edge_cases=(lines("2 5", "0 5"), lines("3 0", "7 7 7"), lines("2 1000000000", "-1000000000 1000000000"), lines("2 1000000000", "-1000000000 0")),
        generate=gen_points,
    ),
    Problem(
        name="group_zeros_swaps", split="train", level="A", tags=("greedy", "strings"),
        statement="""In one operation you may swap any two characters of a binary string; they do not have to be neighbours. What is the smallest number of operations that moves all zeros in front of all ones?

Input

The only line contains a string s of characters 0 and 1 (1 ≤ |s| ≤ 200).

Output

Print the minimum number of operations.""",
        examples=(lines("0101"),), edge_cases=(lines("1100"), lines("0"), lines("10"), lines("1010"), lines("000111")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 200), rng.choice(["01", "0001", "0111"]))),
    ),
    Problem(
        name="gas_station_refills", split="train", level="B", tags=("greedy",),
        statement="""A car drives along a road from the point 0 to the point D. With a full tank it can drive R kilometres, and it starts with a full tank. There are n gas stations at the points p_1 < p_2 < ... < p_n; at a station the car can fill its tank up to full. What is the smallest number of refills needed to reach the point D? If the car cannot reach it, print -1.

Input

The first line contains three integers D, R and n (2 ≤ D ≤ 10^9, 1 ≤ R ≤ 10^9, 1 ≤ n ≤ min(100, D - 1)).

The second line contains n integers p_1, p_2, ..., p_n (0 < p_1 < p_2 < ... < p_n < D).

Output

Print the minimum number of refills, or -1.""",
        examples=(lines("10 5 3", "3 6 8"),),
        edge_cases=(lines("10 10 1", 5), lines("10 3 2", "3 6"), lines("10 3 2", "3 7"), lines("1000000000 1 1", 1), lines("6 3 1", 3)),
        generate=gen_stations,
    ),
    Problem(
        name="buy_two_pay_one", split="train", level="A", tags=("greedy", "sortings"),
        statement="""A shop runs a promotion: at the checkout the items are split into pairs in any way you like, and in every pair you pay only for the more expensive item. An item left without a pair is paid in full. You buy all n items. What is the smallest total price?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers p_1, p_2, ..., p_n, the prices (1 ≤ p_i ≤ 10^9).

Output

Print the minimum total price.""",
        examples=(lines(4, "4 1 3 2"),), edge_cases=(lines(3, "1 2 3"), lines(1, 1000000000), lines(100, join([10**9] * 100)), lines(5, "5 5 5 5 5")),
        generate=positive_array,
    ),
    Problem(
        name="max_perimeter_triangle", split="train", level="A", tags=("greedy", "sortings", "geometry"),
        statement="""Choose three of the n sticks so that they form a triangle of positive area. What is the largest possible perimeter of such a triangle? Every stick is used as one whole side.

Input

The first line contains one integer n (3 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n, the lengths of the sticks (1 ≤ a_i ≤ 10^9).

Output

Print the maximum perimeter, or -1 if no three sticks form a triangle.""",
        examples=(lines(5, "2 3 4 9 20"),),
        edge_cases=(lines(3, "1 2 3"), lines(3, "1000000000 1000000000 1000000000"), lines(4, "1 1 1 1000000000"), lines(6, "1 2 4 8 16 32")),
        generate=gen_sticks,
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
        generate=gen_budget_g,
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
        generate=gen_budget_g,
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
    Problem(
        name="cancel_equal_neighbours", split="train", level="A", tags=("data structures", "implementation"),
        statement="""While a sequence contains two equal numbers standing next to each other, both of them are removed and the remaining parts are joined together. Print what remains at the end. The result does not depend on the order in which pairs are removed.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the remaining numbers separated by spaces, or EMPTY if nothing remains.""",
        examples=(lines(6, "5 1 2 2 1 3"),),
        note="After removing the two 2s the two 1s become neighbours and are removed too.",
        edge_cases=(lines(1, 4), lines(4, "7 7 7 7"), lines(3, "9 9 9"), lines(6, "1 2 3 3 2 1"), lines(5, "1 2 1 2 1")),
        generate=gen_cancel_pairs,
    ),
    Problem(
        name="candy_equalize_moves", split="train", level="B", tags=("greedy", "prefix sums"),
        statement="""n boxes stand in a row; box i holds a_i candies, and the total number of candies is divisible by n. In one move you take one candy from a box and put it into a neighbouring box. What is the smallest number of moves after which all boxes hold the same number of candies?

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (0 ≤ a_i ≤ 10^9); their sum is divisible by n.

Output

Print the minimum number of moves.""",
        examples=(lines(3, "4 1 1"),),
        note="Two candies leave box 1: one goes to box 2, and one goes through box 2 to box 3, so 3 moves in total.",
        edge_cases=(lines(1, 5), lines(4, "0 0 0 8"), lines(100, join([10**9] + [0] * 98 + [10**9])), lines(3, "2 2 2")),
        generate=gen_candies,
    ),
)
