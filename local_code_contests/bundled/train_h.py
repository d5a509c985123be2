"""Training problems, part 8: stacks, matrices and grids, simple 1D dynamic programming and small brute-force searches.

Specs only: build.py turns them into bundled_<split>.jsonl (problem_spec.py describes a spec)."""

from .problem_spec import Problem, array_input, big_int, int_array, join, lines, value_range


def grid_rows(rng, n, m, cells, weights):
    return ["".join(rng.choices(cells, weights, k=m)) for _ in range(n)]


def gen_matrix(rng, max_side=20, bound=10**9):
    """'n m' and an n x m matrix; sometimes square, values from a random sub-range of [-bound, bound]."""
    n = rng.randint(1, max_side)
    m = n if rng.random() < 0.3 else rng.randint(1, max_side)
    low, high = value_range(rng, bound)
    return lines(join([n, m]), *(join(int_array(rng, m, low, high)) for _ in range(n)))


def gen_char_grid(rng, cells, max_side=20):
    n, m = rng.randint(1, max_side), rng.randint(1, max_side)
    p = rng.choice([0.1, 0.3, 0.5, 0.7])
    return lines(join([n, m]), *grid_rows(rng, n, m, cells, [1 - p, p]))


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


def gen_magic(rng):
    n = rng.choice([1, 2, 3, 3, 4, 5, 7, 9])
    kind = rng.choice(["magic", "magic", "latin", "random"])
    if n == 4:
        square = [[16, 3, 2, 13], [5, 10, 11, 8], [9, 6, 7, 12], [4, 15, 14, 1]]
    elif n % 2:  # the Siamese construction of an odd magic square
        square = [[0] * n for _ in range(n)]
        i, j = 0, n // 2
        for value in range(1, n * n + 1):
            square[i][j] = value
            if square[(i - 1) % n][(j + 1) % n]:
                i = (i + 1) % n
            else:
                i, j = (i - 1) % n, (j + 1) % n
    else:
        square = [[7, 7], [7, 7]]
    if kind == "latin":  # every row and column has the same sum, the diagonals usually not
        square = [[(i + j) % n + 1 for j in range(n)] for i in range(n)]
    top = max(max(row) for row in square)
    scale, shift = rng.choice([(1, 0), (rng.randint(1, 1000), rng.randint(0, 1000)), (10**7, 10**9 - 10**7 * top)])
    square = [[value * scale + shift for value in row] for row in square]
    if kind == "random" and n > 1:
        i, j = rng.randrange(n), rng.randrange(n)
        square[i][j] += -1 if square[i][j] > 1 else 1
    return lines(n, *(join(row) for row in square))


def gen_saddle(rng):
    n, m = rng.randint(1, 20), rng.randint(1, 20)
    low, high = rng.choice([(0, 2), (-5, 5), (-(10**9), 10**9)])
    a = [int_array(rng, m, low, high) for _ in range(n)]
    if rng.random() < 0.6:  # plant a saddle: its row is at least a[i][j], its column at most
        i, j = rng.randrange(n), rng.randrange(m)
        a[i] = [max(x, a[i][j]) for x in a[i]]
        for row in a:
            row[j] = min(row[j], a[i][j])
    return lines(join([n, m]), *(join(row) for row in a))


def gen_maze(rng):
    n, m = rng.randint(1, 30), rng.randint(1, 30)
    if n * m == 1:
        m = 2
    p = rng.choice([0.0, 0.2, 0.3, 0.4])
    rows = [list(row) for row in grid_rows(rng, n, m, ".#", [1 - p, p])]
    s, e = rng.sample([(i, j) for i in range(n) for j in range(m)], 2)
    rows[s[0]][s[1]], rows[e[0]][e[1]] = "S", "E"
    return lines(join([n, m]), *("".join(row) for row in rows))


def gen_stones(rng):
    n, m = rng.randint(1, 20), rng.randint(1, 20)
    weights = rng.choice([[6, 3, 1], [3, 3, 3], [2, 6, 1], [5, 1, 4]])
    return lines(join([n, m]), *grid_rows(rng, n, m, ".o#", weights))


def gen_product(rng):
    n, k, m = rng.randint(1, 10), rng.randint(1, 10), rng.randint(1, 10)
    bound = rng.choice([3, 10**5])
    rows = [join(int_array(rng, k, -bound, bound)) for _ in range(n)]
    rows += [join(int_array(rng, m, -bound, bound)) for _ in range(k)]
    return lines(join([n, k, m]), *rows)


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


def gen_candies(rng):
    n = rng.randint(1, 100)
    a = int_array(rng, n, 0, rng.choice([10, 10**9]))
    i, extra = rng.randrange(n), sum(a) % n  # make the total divisible by n
    a[i] += -extra if a[i] >= extra else n - extra
    return lines(n, join(a))


def gen_baskets(rng):
    n = rng.randint(1, 100)
    bias = rng.choice([0.5, 0.3])
    return lines(n, *(join([1 if rng.random() < bias else 2, rng.randint(1, 3)]) for _ in range(n)))


PROBLEMS = (
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
        name="saddle_cells", split="train", level="A", tags=("implementation",),
        statement="""A cell of a table is a saddle if its number is the smallest in its row and the largest in its column; other cells of the same row or column may hold equal numbers. Count the saddle cells of a table with n rows and m columns.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m integers between -10^9 and 10^9.

Output

Print the number of saddle cells.""",
        examples=(lines("3 3", "4 7 5", "1 0 2", "3 8 6"),),
        note="The cell with 4 is the smallest in the first row and the largest in the first column.",
        edge_cases=(lines("1 1", -1000000000), lines("2 2", "5 5", "5 5"), lines("1 4", "3 1 2 1"), lines("3 1", 1, 9, 9), lines("2 2", "1 2", "2 1")),
        generate=gen_saddle,
    ),
    Problem(
        name="spiral_order", split="train", level="B", tags=("implementation",),
        statement="""Walk through a matrix in a clockwise spiral: start in the top-left cell, go right along the top row, down the right column, left along the bottom row, up the left column, and continue the same way inwards until every cell has been visited exactly once. Print the numbers in the order of the walk.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m integers between -10^9 and 10^9.

Output

Print the n · m numbers in spiral order on one line.""",
        examples=(lines("3 3", "1 2 3", "4 5 6", "7 8 9"),),
        edge_cases=(lines("1 1", 5), lines("1 5", "1 2 3 4 5"), lines("5 1", 1, 2, 3, 4, 5), lines("3 4", "1 2 3 4", "5 6 7 8", "9 10 11 12"), lines("4 2", "1 2", "3 4", "5 6", "7 8")),
        generate=gen_matrix,
    ),
    Problem(
        name="grid_peaks", split="train", level="A", tags=("implementation",),
        statement="""A height map has n rows and m columns. A cell is a peak if its height is strictly greater than the height of every cell that shares a side with it. Count the peaks.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m integers between -10^9 and 10^9.

Output

Print the number of peaks.""",
        examples=(lines("3 4", "1 2 1 0", "3 1 1 5", "0 2 9 1"),),
        edge_cases=(lines("1 1", -5), lines("2 2", "7 7", "7 7"), lines("1 5", "1 3 3 1 2"), lines("3 1", 1, 2, 1)),
        generate=lambda rng: gen_matrix(rng, 20, rng.choice([2, 10**9])),
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
        name="minesweeper_hints", split="train", level="A", tags=("implementation",),
        statement="""A minesweeper field has n rows and m columns; each cell holds a mine (*) or is empty (.). Replace every empty cell with the number of mines among its up to eight neighbouring cells (sharing a side or a corner).

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m characters * and .

Output

Print the field with the empty cells replaced by digits.""",
        examples=(lines("3 4", "*...", "..*.", "...."),),
        edge_cases=(lines("1 1", "."), lines("1 1", "*"), lines("3 3", "***", "*.*", "***"), lines("2 5", ".....", ".....")),
        generate=lambda rng: gen_char_grid(rng, ".*"),
    ),
    Problem(
        name="best_line_sum", split="train", level="A", tags=("implementation",),
        statement="""Find the largest sum of a whole row or a whole column of a matrix with n rows and m columns.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m integers between -10^9 and 10^9.

Output

Print the largest sum among all rows and all columns.""",
        examples=(lines("2 3", "1 -2 3", "4 5 -6"),),
        edge_cases=(lines("1 1", -7), lines("2 2", "-1 -2", "-3 -4"), lines("3 3", *([join([10**9] * 3)] * 3)), lines("1 3", "1000000000 1000000000 -5")),
        generate=gen_matrix,
    ),
    Problem(
        name="magic_square_check", split="train", level="A", tags=("implementation",),
        statement="""A square table of numbers is magic if the sums of all its rows, all its columns and both of its diagonals are equal. Is the given table magic?

Input

The first line contains one integer n (1 ≤ n ≤ 10). Each of the next n lines contains n integers between 1 and 10^9.

Output

Print YES if the table is magic and NO otherwise.""",
        examples=(lines(3, "2 7 6", "9 5 1", "4 3 8"), lines(3, "1 2 3", "4 5 6", "7 8 9")),
        edge_cases=(lines(1, 1000000000), lines(2, "5 5", "5 5"), lines(3, "1 2 3", "3 1 2", "2 3 1"), lines(3, "1 2 3", "2 3 1", "3 1 2"), lines(2, "1 2", "2 1")),
        generate=gen_magic,
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
        name="life_step", split="train", level="A", tags=("implementation", "simulation"),
        statement="""A grid with n rows and m columns holds living (#) and dead (.) cells; the cells outside the grid are dead. Every cell has up to eight neighbours (sharing a side or a corner). All cells change at the same moment: a living cell stays alive if it has 2 or 3 living neighbours and dies otherwise; a dead cell becomes alive if it has exactly 3 living neighbours. Print the grid after one such step.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m characters # and .

Output

Print the new grid in the same format, without the first line.""",
        examples=(lines("3 3", ".#.", ".#.", ".#."),),
        edge_cases=(lines("1 1", "#"), lines("2 2", "##", "##"), lines("2 2", "##", "#."), lines("4 4", "....", ".##.", ".##.", "....")),
        generate=lambda rng: gen_char_grid(rng, ".#"),
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
    Problem(
        name="falling_stones", split="train", level="A", tags=("implementation", "simulation"),
        statement="""A wall has n rows and m columns. Each cell is empty (.), holds a stone (o) or a fixed block (#). Every stone falls straight down until the cell below it is the bottom edge of the wall, a fixed block or a stone that has already stopped. Print the wall after all stones have stopped.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m characters ., o and #.

Output

Print the final wall in the same format, without the first line.""",
        examples=(lines("4 3", "o.o", ".o.", "..#", "o.."),),
        edge_cases=(lines("1 1", "o"), lines("3 1", "o", "#", "."), lines("4 2", "oo", "o.", "#.", ".o"), lines("2 3", "###", "...")),
        generate=gen_stones,
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
        name="longest_increasing_run", split="train", level="A", tags=("implementation",),
        statement="""Find the length of the longest block of consecutive elements in which every element is strictly greater than the previous one.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the maximum length.""",
        examples=(lines(7, "5 1 2 4 3 5 6"),),
        edge_cases=(lines(1, 3), lines(4, "2 2 2 2"), lines(5, "5 4 3 2 1"), lines(4, "1 2 2 3")),
        generate=lambda rng: array_input(rng, 100, rng.choice([3, 10**9])),
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
    Problem(
        name="rotate_array_right", split="train", level="A", tags=("implementation",),
        statement="""In one operation the last element of the array is moved to its front. Print the array after k operations.

Input

The first line contains two integers n and k (1 ≤ n ≤ 100, 0 ≤ k ≤ 10^18). The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the resulting array.""",
        examples=(lines("5 2", "1 2 3 4 5"),),
        edge_cases=(lines("1 1000000000000000000", 7), lines("3 0", "1 2 3"), lines("4 1000000000000000000", "1 2 3 4"), lines("3 3", "-1 0 1")),
        generate=lambda rng: lines(join([n := rng.randint(1, 100), rng.choice([rng.randint(0, 300), big_int(rng)])]), join(int_array(rng, n, -(10**9), 10**9))),
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
    Problem(
        name="lead_changes", split="train", level="A", tags=("implementation", "simulation"),
        statement="""Team 1 and team 2 play basketball; n baskets are scored, each worth 1 to 3 points. After each basket, the team with strictly more points is leading, and nobody is leading while the score is tied. A lead change is a basket after which a team is leading while the most recent leader before that basket was the other team; tied moments in between do not matter, and the first team ever to lead does not make a lead change. Count the lead changes.

Input

The first line contains one integer n (1 ≤ n ≤ 100). Each of the next n lines contains two integers t and p (t is 1 or 2, 1 ≤ p ≤ 3): team t scores p points.

Output

Print the number of lead changes.""",
        examples=(lines(5, "1 2", "2 3", "1 1", "1 2", "2 1"),),
        note="Team 1 leads 2:0, team 2 leads 2:3 (a change), a tie 3:3, team 1 leads 5:3 (a change) and still leads 5:4.",
        edge_cases=(lines(1, "2 3"), lines(4, "1 1", "2 1", "2 2", "1 1"), lines(3, "1 2", "2 2", "1 1"), lines(4, "1 3", "2 3", "2 1", "1 3")),
        generate=gen_baskets,
    ),
)
