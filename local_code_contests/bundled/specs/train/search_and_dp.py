"""Training problems. Brute force, bitmasks, small dynamic programming and graph search.

Specs only: build.py turns them into bundled_train.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, array_input, big_int, int_array, join, lines


def gen_pair_sum(rng):
    n = rng.randint(1, 100)
    values = int_array(rng, n, -10, 10)
    return lines(join([n, rng.randint(-20, 20)]), join(values))

def grid_rows(rng, n, m, cells, weights):
    return ["".join(rng.choices(cells, weights, k=m)) for _ in range(n)]

def gen_char_grid(rng, cells, max_side=20):
    n, m = rng.randint(1, max_side), rng.randint(1, max_side)
    p = rng.choice([0.1, 0.3, 0.5, 0.7])
    return lines(join([n, m]), *grid_rows(rng, n, m, cells, [1 - p, p]))

def gen_maze(rng):
    n, m = rng.randint(1, 30), rng.randint(1, 30)
    if n * m == 1:
        m = 2
    p = rng.choice([0.0, 0.2, 0.3, 0.4])
    rows = [list(row) for row in grid_rows(rng, n, m, ".#", [1 - p, p])]
    s, e = rng.sample([(i, j) for i in range(n) for j in range(m)], 2)
    rows[s[0]][s[1]], rows[e[0]][e[1]] = "S", "E"
    return lines(join([n, m]), *("".join(row) for row in rows))

def gen_jumps(rng):
    n = rng.randint(1, 100)
    low, high = rng.choice([(-10, 10), (-10, 3), (-(10**9), 10**9)])
    return lines(join([n, rng.choice([1, 2, 3, rng.randint(1, n)]) if n > 3 else rng.randint(1, n)]), join(int_array(rng, n, low, high)))

def gen_coins(rng):
    n = rng.randint(1, rng.choice([3, 10, 100]))
    coins = rng.sample(range(1, rng.choice([max(n, 10), max(n, 30), 1000]) + 1), n)
    return lines(join([n, rng.choice([rng.randint(1, 100), rng.randint(1, 10**4)])]), join(coins))

def gen_subset(rng):
    n = rng.randint(1, 20)
    a = int_array(rng, n, 1, rng.choice([10, 10**9]))
    chosen = [x for x in a if rng.random() < 0.5] or a[:1]
    s = sum(chosen) + rng.choice([0, 0, 1, -1])
    return lines(join([n, min(max(s, 1), 2 * 10**10)]), join(a))

def gen_two_items(rng):
    n = rng.randint(1, 100)
    a = int_array(rng, n, 1, rng.choice([20, 10**9]))
    w = rng.choice([rng.randint(1, 40), rng.randint(1, 2 * 10**9), min(a) + max(a), 2 * 10**9])
    return lines(join([n, w]), join(a))


PROBLEMS = (
    Problem(
        name="pair_sum_count",
        split="train",
        level="B",
        tags=("brute force",),
        statement="""Count the pairs of indices (i, j) with i < j such that a_i + a_j = k.

Input

The first line contains two integers n and k (1 ≤ n ≤ 100, -2·10^9 ≤ k ≤ 2·10^9).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of such pairs.""",
        examples=(lines("5 6", "1 5 3 3 2"),),
        note="The pairs are (1, 2) with 1 + 5 = 6 and (3, 4) with 3 + 3 = 6.",
        edge_cases=(lines("1 2", 1), lines("4 0", "0 0 0 0"), lines("3 2000000000", "1000000000 1000000000 1000000000"), lines("3 5", "1 1 1")),
        generate=gen_pair_sum,
    ),
    Problem(
        name="max_subarray",
        split="train",
        level="B",
        tags=("dp", "greedy"),
        statement="""Find the largest possible sum of a non-empty block of consecutive elements of the array.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the maximum sum of a non-empty subarray.""",
        examples=(lines(5, "-2 3 -1 4 -6"),),
        note="The best block is 3 -1 4.",
        edge_cases=(lines(1, -5), lines(3, "-3 -1 -2"), lines(4, "1000000000 1000000000 1000000000 1000000000"), lines(2, "0 -1")),
        generate=lambda rng: array_input(rng, 100, 10**9),
    ),
    Problem(
        name="inversion_count",
        split="train",
        level="B",
        tags=("brute force",),
        statement="""An inversion is a pair of indices (i, j) with i < j and a_i > a_j. Count the inversions of the array.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of inversions.""",
        examples=(lines(4, "3 1 4 2"),),
        edge_cases=(lines(1, 5), lines(3, "2 2 2"), lines(5, "5 4 3 2 1"), lines(4, "1 2 2 1")),
        generate=lambda rng: array_input(rng, 100, 10**9),
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
        name="histogram_largest_rectangle", split="train", level="B", tags=("brute force", "data structures"),
        statement="""A bar chart consists of n bars of width 1 standing side by side on a line; bar i has height h_i. Find the largest area of a rectangle with sides parallel to the bars that lies entirely inside the chart.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers h_1, h_2, ..., h_n (1 ≤ h_i ≤ 10^9).

Output

Print the largest area.""",
        examples=(lines(6, "2 1 5 6 2 3"),),
        note="The best rectangle has height 5 and covers the third and fourth bars.",
        edge_cases=(lines(1, 7), lines(3, "1000000000 1000000000 1000000000"), lines(5, "1 2 3 4 5"), lines(4, "4 1 1 4")),
        generate=lambda rng: lines(n := rng.randint(1, 100), join(int_array(rng, n, 1, rng.choice([5, 100, 10**9])))),
    ),
    Problem(
        name="count_islands", split="train", level="B", tags=("dfs and similar", "graphs"),
        statement="""A map has n rows and m columns; each cell is land (#) or water (.). An island is a group of land cells connected through cells that share a side; cells that only touch at a corner are not connected. Count the islands.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 50). Each of the next n lines contains m characters # and .

Output

Print the number of islands.""",
        examples=(lines("4 5", "##..#", "#...#", "..#..", "...##"),),
        edge_cases=(lines("1 1", "."), lines("1 1", "#"), lines("3 3", "#.#", ".#.", "#.#"), lines("50 50", *(["#" * 50] * 50))),
        generate=lambda rng: gen_char_grid(rng, ".#", 50),
    ),
    Problem(
        name="maze_shortest_path", split="train", level="B", tags=("graphs", "shortest paths"),
        statement="""A maze has n rows and m columns. Each cell is free (.), a wall (#), the start (S) or the exit (E); the start and the exit are free cells. In one move you go from a free cell to a free cell that shares a side with it. What is the smallest number of moves from the start to the exit?

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 50). Each of the next n lines contains m characters; there is exactly one S and exactly one E.

Output

Print the minimum number of moves, or -1 if the exit cannot be reached.""",
        examples=(lines("3 4", "S.#.", ".##.", "...E"),),
        edge_cases=(lines("1 2", "SE"), lines("2 2", "S#", "#E"), lines("3 3", "S#.", ".#.", "..E"), lines("2 3", "S.#", "#.E")),
        generate=gen_maze,
    ),
    Problem(
        name="stairs_three_steps", split="train", level="A", tags=("dp",),
        statement="""A staircase has n steps. In one move you climb 1, 2 or 3 steps. In how many different ways can you get from the bottom to the top step exactly? Two ways differ if their sequences of moves differ. Print the answer modulo 10^9 + 7.

Input

The only line contains one integer n (1 ≤ n ≤ 10^5).

Output

Print the number of ways modulo 1000000007.""",
        examples=(lines(4),),
        note="The 7 ways are 1+1+1+1, 1+1+2, 1+2+1, 2+1+1, 2+2, 1+3 and 3+1.",
        edge_cases=(lines(1), lines(2), lines(3), lines(10**5), lines(36)),
        generate=lambda rng: lines(rng.choice([rng.randint(1, 40), big_int(rng, 10**5, 1)])),
    ),
    Problem(
        name="jump_game_max_score", split="train", level="B", tags=("dp",),
        statement="""Cells 1 to n of a strip hold a_1, a_2, ..., a_n points; some of the numbers are negative. A token starts on cell 1 and must finish on cell n, and each move takes it forward by 1 to k cells. The score is the total number of points on all cells the token stands on, cells 1 and n included. Find the largest possible score.

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the maximum score.""",
        examples=(lines("6 2", "1 -5 -2 4 -7 3"),),
        note="The token stands on cells 1, 3, 4 and 6: 1 - 2 + 4 + 3 = 6.",
        edge_cases=(lines("1 1", -5), lines("4 1", "-1 -2 -3 -4"), lines("5 4", "0 -1 -1 -1 0"), lines("5 2", "1 5 -9 -9 1"), lines("100 2", join([10**9] * 100))),
        generate=gen_jumps,
    ),
    Problem(
        name="coin_combinations", split="train", level="B", tags=("dp",),
        statement="""There are coins of n different values c_1, c_2, ..., c_n, as many of each as needed. In how many ways can the sum x be paid? Ways that use the same number of coins of every value are the same way, whatever the order. Print the answer modulo 10^9 + 7.

Input

The first line contains two integers n and x (1 ≤ n ≤ 100, 1 ≤ x ≤ 10^4). The second line contains n distinct integers c_1, c_2, ..., c_n (1 ≤ c_i ≤ 1000).

Output

Print the number of ways modulo 1000000007.""",
        examples=(lines("3 5", "1 2 5"),),
        note="The 4 ways are 5, 2 + 2 + 1, 2 + 1 + 1 + 1 and 1 + 1 + 1 + 1 + 1.",
        edge_cases=(lines("1 7", 2), lines("1 1000", 1), lines("2 3", "3 2"), lines("4 10000", "1 2 3 4")),
        generate=gen_coins,
    ),
    Problem(
        name="frog_jumps_cost", split="train", level="A", tags=("dp",),
        statement="""A frog sits on stone 1 of n stones in a row; stone i has height h_i. From stone i the frog can jump to stone i + 1 or to stone i + 2, and a jump between stones i and j costs |h_i - h_j|. Find the smallest total cost for the frog to reach stone n.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers h_1, h_2, ..., h_n (1 ≤ h_i ≤ 10^9).

Output

Print the minimum total cost.""",
        examples=(lines(4, "10 30 40 20"),),
        note="Jump 1 → 2 → 4 with cost 20 + 10 = 30.",
        edge_cases=(lines(1, 5), lines(2, "1 1000000000"), lines(5, "1 2 100 2 1"), lines(6, "5 5 5 5 5 5")),
        generate=lambda rng: lines(n := rng.randint(1, 100), join(int_array(rng, n, 1, rng.choice([50, 10**9])))),
    ),
    Problem(
        name="no_adjacent_sum", split="train", level="A", tags=("dp",),
        statement="""Houses stand in a row; house i keeps a_i coins. A thief wants to rob some houses but never two neighbouring ones. What is the largest number of coins he can take?

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (0 ≤ a_i ≤ 10^9).

Output

Print the maximum total.""",
        examples=(lines(5, "2 7 9 3 1"),),
        edge_cases=(lines(1, 0), lines(4, "5 1 1 5"), lines(100, join([10**9] * 100)), lines(3, "2 9 2")),
        generate=lambda rng: lines(n := rng.randint(1, 100), join(int_array(rng, n, 0, rng.choice([10, 10**9])))),
    ),
    Problem(
        name="longest_increasing_subsequence", split="train", level="B", tags=("dp",),
        statement="""Delete some elements of the array (possibly none) so that the remaining ones, in their original order, form a strictly increasing sequence. What is the largest number of elements that can remain?

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the maximum length of a strictly increasing subsequence.""",
        examples=(lines(8, "10 9 2 5 3 7 101 18"),),
        edge_cases=(lines(1, -1000000000), lines(5, "4 4 4 4 4"), lines(6, "1 2 2 3 3 4"), lines(4, "4 3 2 1")),
        generate=lambda rng: array_input(rng, 100, rng.choice([3, 10**9])),
    ),
    Problem(
        name="subset_sum_exists", split="train", level="A", tags=("brute force", "bitmasks"),
        statement="""Can you choose one or more of the n given numbers, each at most once, so that the chosen numbers add up to exactly S? The chosen numbers do not have to stand next to each other.

Input

The first line contains two integers n and S (1 ≤ n ≤ 20, 1 ≤ S ≤ 2·10^10). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print YES if it is possible and NO otherwise.""",
        examples=(lines("5 9", "3 34 4 12 5"), lines("3 30", "3 34 4")),
        edge_cases=(lines("1 5", 5), lines("1 4", 5), lines("3 8", "5 1 3"), lines(f"20 {2 * 10**10}", join([10**9] * 20))),
        generate=gen_subset,
    ),
    Problem(
        name="best_two_items", split="train", level="A", tags=("brute force",),
        statement="""A shop sells n items; item i costs p_i. You want to buy exactly two different items and spend at most W in total, as much as possible within that limit. What is the largest total price you can pay?

Input

The first line contains two integers n and W (1 ≤ n ≤ 100, 1 ≤ W ≤ 2·10^9). The second line contains n integers p_1, p_2, ..., p_n (1 ≤ p_i ≤ 10^9).

Output

Print the largest total price of two different items not exceeding W, or -1 if no two items fit.""",
        examples=(lines("4 10", "3 8 5 6"),),
        edge_cases=(lines("1 100", 5), lines("2 1000000000", "1000000000 1000000000"), lines("3 2000000000", "1000000000 999999999 1000000000"), lines("3 7", "4 4 3")),
        generate=gen_two_items,
    ),
    Problem(
        name="balanced_split_weights", split="train", level="B", tags=("brute force", "bitmasks"),
        statement="""Split n weights into two groups (a group may be empty) so that the difference between the total weights of the groups is as small as possible. Print that difference.

Input

The first line contains one integer n (1 ≤ n ≤ 20). The second line contains n integers w_1, w_2, ..., w_n (1 ≤ w_i ≤ 10^9).

Output

Print the smallest possible absolute difference of the group totals.""",
        examples=(lines(5, "3 1 4 2 2"),),
        edge_cases=(lines(1, 1000000000), lines(2, "7 7"), lines(5, "3 3 2 2 2"), lines(20, join([10**9] * 19 + [1]))),
        generate=lambda rng: lines(n := rng.randint(1, 20), join(int_array(rng, n, 1, rng.choice([10, 100, 10**9])))),
    ),
)
