"""Test problems. Grids and boards, chess moves, small brute force, bitmasks and small dynamic programming.

Specs only: build.py turns them into bundled_test.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, big_int, int_array, join, lines, word


def square(r, c):
    return "abcdefgh"[c] + str(r + 1)

def gen_queen_reach(rng):
    r1, c1 = rng.randrange(8), rng.randrange(8)
    while True:
        kind = rng.choice(["line", "diag", "any"])
        d = rng.choice([-4, -2, -1, 1, 3, 5])
        if kind == "line":
            r2, c2 = (r1 + d, c1) if rng.random() < 0.5 else (r1, c1 + d)
        elif kind == "diag":
            r2, c2 = r1 + d, c1 + rng.choice([d, -d])
        else:
            r2, c2 = rng.randrange(8), rng.randrange(8)
        if 0 <= r2 < 8 and 0 <= c2 < 8 and (r2, c2) != (r1, c1):
            return lines(square(r1, c1) + " " + square(r2, c2))

def gen_letter_region(rng):
    n, m = rng.randint(1, 20), rng.randint(1, 20)
    alphabet = rng.choice(["a", "ab", "ab", "abc", "abcd"])
    return lines(join([n, m]), *(word(rng, m, alphabet) for _ in range(n)))

def gen_small_matrix(rng):
    n, m = rng.randint(1, 15), rng.randint(1, 15)
    low, high = rng.choice([(0, 9), (-100, 100), (-10**6, 10**6)])
    return lines(join([n, m]), *(join(int_array(rng, m, low, high)) for _ in range(n)))

def gen_sorted_grid(rng):
    n, m = rng.randint(1, 10), rng.randint(1, 10)
    a = [[0] * m for _ in range(n)]
    for i in range(n):
        for j in range(m):
            low = max(a[i - 1][j] if i else -10, a[i][j - 1] if j else -10)
            a[i][j] = low + rng.choice([0, 0, 1, 5])
    if rng.random() < 0.5:  # break the order at one random cell
        i, j = rng.randrange(n), rng.randrange(m)
        a[i][j] += rng.choice([-3, -1, 1, 3])
    return lines(join([n, m]), *(join(row) for row in a))

def gen_subset_closest(rng):
    n = rng.randint(1, 20)
    a = int_array(rng, n, 1, rng.choice([20, 10**9]))
    t = rng.choice([0, rng.randint(0, sum(a)), rng.randint(0, 2 * 10**10), min(a) // 3])
    return lines(join([n, t]), join(a))

def gen_no_three(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 0, rng.choice([10, 10**9]))))

def gen_k_square(rng):
    n, m = rng.randint(1, 20), rng.randint(1, 20)
    k = rng.randint(1, min(n, m))
    low, high = rng.choice([(-5, 5), (0, 10**9), (-10**9, 10**9), (-10**9, -1)])
    return lines(join([n, m, k]), *(join(int_array(rng, m, low, high)) for _ in range(n)))

def gen_digit_grid(rng):
    n, m = rng.randint(1, 10), rng.randint(1, 10)
    return lines(join([n, m]), *(word(rng, m, rng.choice(["0123456789", "13", "24", "12"])) for _ in range(n)))

def gen_symmetric(rng):
    n = rng.randint(1, 12)
    a = [int_array(rng, n, 0, rng.choice([3, 10**9])) for _ in range(n)]
    for i in range(n):
        for j in range(i):
            a[i][j] = a[j][i]
    if rng.random() < 0.5 and n > 1:
        i, j = rng.sample(range(n), 2)
        a[i][j] += 1
    return lines(n, *(join(row) for row in a))

def gen_pins(rng):
    n = rng.randint(3, rng.choice([6, 30, 1000]))
    return lines(word(rng, n, rng.choice(["0123456789", "01", "123"])))


PROBLEMS = (
    Problem(
        name="queen_single_move", split="test", level="A", tags=("implementation",),
        statement="""On an empty 8 × 8 chessboard, columns are named a to h and rows 1 to 8. A queen moves any number of squares along a row, a column or a diagonal. Can the queen get from the first given square to the second one in a single move?

Input

The only line contains two different squares, such as "d1 h5", separated by a space.

Output

Print "YES" if one move is enough, and "NO" otherwise.""",
        examples=(lines("d1 h5"), lines("a1 b3")),
        edge_cases=(lines("h1 a8"), lines("c3 c8"), lines("e4 b4"), lines("b2 c4"), lines("g2 e4")),
        generate=gen_queen_reach,
    ),
    Problem(
        name="largest_letter_region", split="test", level="B", tags=("dfs and similar", "graphs"),
        statement="""A field of n rows and m columns is split into plots; every cell holds a lowercase letter, the crop grown there. Cells with the same letter that share a side belong to the same region (through chains of such cells); cells touching only at a corner are not connected. Find the number of cells in the largest region.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m lowercase letters.

Output

Print the size of the largest region.""",
        examples=(lines("3 4", "aabb", "abbb", "ccab"),),
        edge_cases=(lines("1 1", "z"), lines("2 2", "ab", "ba"), lines("3 3", "aba", "bab", "aba"), lines("3 3", "aba", "aba", "aaa")),
        generate=gen_letter_region,
    ),
    Problem(
        name="neighbour_sum_grid", split="test", level="A", tags=("implementation",),
        statement="""You are given a table of integers with n rows and m columns. Build a new table of the same size in which every cell holds the sum of the numbers in the cells that share a side with it in the old table (up to four cells; the cell itself is not included).

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 15). Each of the next n lines contains m integers (-10^6 ≤ a_{i,j} ≤ 10^6).

Output

Print the new table: n lines with m integers each, separated by spaces.""",
        examples=(lines("2 3", "1 2 3", "4 5 6"),),
        edge_cases=(lines("1 1", 7), lines("1 3", "1 1 1"), lines("3 1", 1000000, -1000000, 1000000), lines("2 2", "0 0", "0 0")),
        generate=gen_small_matrix,
    ),
    Problem(
        name="rows_and_columns_sorted", split="test", level="A", tags=("implementation",),
        statement="""A table of integers has n rows and m columns. Check that the numbers never decrease along any row read from left to right, and never decrease along any column read from top to bottom.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 10). Each of the next n lines contains m integers between -10^9 and 10^9.

Output

Print "YES" if every row and every column is non-decreasing, and "NO" otherwise.""",
        examples=(lines("3 3", "1 2 2", "2 3 5", "4 4 6"), lines("2 2", "1 2", "0 3")),
        edge_cases=(lines("1 1", -5), lines("1 3", "3 2 1"), lines("3 1", 1, 1, 1), lines("2 3", "1 2 3", "1 1 3")),
        generate=gen_sorted_grid,
    ),
    Problem(
        name="total_set_bits_upto", split="test", level="A", tags=("bitmasks",),
        statement="""For every integer x from 1 to n, count the ones in the binary representation of x. Print the total of all these counts.

Input

The only line contains one integer n (1 ≤ n ≤ 10^6).

Output

Print the total number of ones.""",
        examples=(lines(5),),
        edge_cases=(lines(1), lines(2), lines(1000000), lines(1023), lines(1024)),
        generate=lambda rng: lines(big_int(rng, 10**6, 1)),
    ),
    Problem(
        name="subset_sum_closest", split="test", level="B", tags=("bitmasks", "brute force"),
        statement="""Choose some of the n given numbers (any number of them, possibly none; an empty choice has sum 0) so that their sum is as close as possible to the target T. Print the smallest possible value of |sum - T|.

Input

The first line contains two integers n and T (1 ≤ n ≤ 20, 0 ≤ T ≤ 2·10^10). The second line contains n integers a_1, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the smallest possible distance between the sum and T. It may not fit in a 32-bit integer.""",
        examples=(lines("4 12", "3 5 9 20"),),
        edge_cases=(lines("1 0", 5), lines("1 2", 5), lines("3 20000000000", "1000000000 1000000000 1000000000"), lines("3 6", "2 2 2"), lines("2 1", "10 20")),
        generate=gen_subset_closest,
    ),
    Problem(
        name="no_three_in_a_row_sum", split="test", level="B", tags=("dp",),
        statement="""Numbers a_1, ..., a_n stand in a row. Pick some of them so that no three consecutive numbers are all picked, and make the sum of the picked numbers as large as possible.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, ..., a_n (0 ≤ a_i ≤ 10^9).

Output

Print the largest possible sum. It may not fit in a 32-bit integer.""",
        examples=(lines(5, "6 7 1 8 9"),),
        edge_cases=(lines(1, 5), lines(2, "1000000000 1000000000"), lines(3, "4 4 4"), lines(4, "1 1 1 1"), lines(6, "0 0 0 0 0 0")),
        generate=gen_no_three,
    ),
    Problem(
        name="best_k_square_sum", split="test", level="A", tags=("brute force",),
        statement="""A table of integers has n rows and m columns. Among all k × k squares of consecutive rows and consecutive columns, find the one with the largest sum of numbers and print that sum.

Input

The first line contains three integers n, m and k (1 ≤ n, m ≤ 20, 1 ≤ k ≤ min(n, m)). Each of the next n lines contains m integers (-10^9 ≤ a_{i,j} ≤ 10^9).

Output

Print the largest sum of a k × k square. It may not fit in a 32-bit integer.""",
        examples=(lines("3 4 2", "1 2 0 1", "3 4 1 1", "0 1 9 9"),),
        edge_cases=(lines("1 1 1", -1000000000), lines("2 2 2", "1000000000 1000000000", "1000000000 1000000000"), lines("2 3 1", "-5 -2 -9", "-3 -7 -4"), lines("3 3 3", "1 1 1", "1 1 1", "1 1 1")),
        generate=gen_k_square,
    ),
    Problem(
        name="even_sum_paths", split="test", level="B", tags=("dp",),
        statement="""Every cell of a grid with n rows and m columns holds a digit. A path goes from the top-left cell to the bottom-right cell, and each step moves one cell right or one cell down. Count the paths for which the sum of the digits on all their cells (both ends included) is even.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 10). Each of the next n lines contains m digits with no spaces.

Output

Print the number of such paths.""",
        examples=(lines("2 3", "123", "456"),),
        edge_cases=(lines("1 1", "0"), lines("1 1", "7"), lines("10 10", *(["1111111111"] * 10)), lines("2 2", "12", "34")),
        generate=gen_digit_grid,
    ),
    Problem(
        name="symmetric_matrix_check", split="test", level="A", tags=("implementation",),
        statement="""A square table of integers of size n × n is symmetric if reflecting it across its main diagonal (from the top-left to the bottom-right corner) gives the same table, that is, the number in row i and column j equals the number in row j and column i for all i and j. Check whether the table is symmetric.

Input

The first line contains one integer n (1 ≤ n ≤ 12). Each of the next n lines contains n integers between 0 and 10^9.

Output

Print "YES" if the table is symmetric, and "NO" otherwise.""",
        examples=(lines(3, "1 2 3", "2 5 6", "3 6 9"), lines(2, "1 2", "3 1")),
        edge_cases=(lines(1, 42), lines(3, "1 2 3", "2 5 7", "3 6 9"), lines(2, "0 0", "0 0"), lines(3, "1 0 0", "0 1 4", "0 5 1")),
        generate=gen_symmetric,
    ),
    Problem(
        name="pin_codes_from_digits", split="test", level="A", tags=("brute force", "strings"),
        statement="""A string of n digits is written on a note. You make a three-digit code by crossing out all but three of the digits and reading the remaining ones in their original order. Codes may start with 0, so there are 1000 possible codes from 000 to 999. How many different codes can be made?

Input

The only line contains a string of n digits (3 ≤ n ≤ 1000).

Output

Print the number of different codes.""",
        examples=(lines("0224"),),
        edge_cases=(lines("000"), lines("123"), lines("0123456789" * 100), lines("1112")),
        generate=gen_pins,
    ),
)
