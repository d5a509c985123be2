"""Validation problems. Grids and boards, chess moves, small brute force, bitmasks and small dynamic programming.

Specs only: build.py turns them into bundled_valid.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, big_int, int_array, join, lines, word


def gen_equal_pairs(rng):
    n = rng.randint(1, 15)
    high = rng.choice([1, 2, 10**9])
    a = [int_array(rng, n, 0, high) for _ in range(n)]
    if rng.random() < 0.5:  # copy some rows into columns
        for _ in range(rng.randint(1, n)):
            i, j = rng.randrange(n), rng.randrange(n)
            for k in range(n):
                a[k][j] = a[i][k]
    return lines(n, *(join(row) for row in a))

def gen_king_board(rng):
    n, m = rng.randint(1, rng.choice([3, 10**9])), rng.randint(1, rng.choice([3, 10**9]))
    r = rng.choice([1, n, rng.randint(1, n)])
    c = rng.choice([1, m, rng.randint(1, m)])
    return lines(join([n, m, r, c]))

def gen_layers(rng):
    n = rng.randint(1, 20)
    low, high = rng.choice([(0, 9), (-10**9, 10**9), (10**9 - 5, 10**9)])
    return lines(n, *(join(int_array(rng, n, low, high)) for _ in range(n)))

def gen_gap(rng):
    kind = rng.choice(["big", "two", "small"])
    if kind == "two":
        i, j = rng.sample(range(60), 2)
        return lines((1 << i) | (1 << j))
    if kind == "small":
        return lines(rng.randint(1, 1000))
    return lines(big_int(rng, 10**18, 1))

def gen_reverse_bits(rng):
    return lines(rng.choice([big_int(rng, 2**32 - 1), rng.randint(0, 255), rng.randint(2**31, 2**32 - 1)]))

def gen_and_pairs(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 0, rng.choice([7, 63, 2**20 - 1]))))

def gen_strip(rng):
    n, m = rng.randint(1, 20), rng.randint(1, 20)
    p = rng.choice([0.0, 0.05, 0.1, 0.3])
    rows = [["#" if rng.random() < p else "." for _ in range(m)] for _ in range(n)]
    return lines(join([n, m]), *("".join(r) for r in rows))

def gen_tiling(rng):
    return lines(rng.choice([rng.randint(1, 40), big_int(rng, 10**5, 1)]))

def gen_edit(rng):
    alphabet = rng.choice(["ab", "abc", "abcdefghijklmnopqrstuvwxyz"])
    s = word(rng, rng.randint(1, rng.choice([8, 200])), alphabet)
    if rng.random() < 0.5:
        t = list(s)
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(t) + 1)
            op = rng.choice(["ins", "del", "sub"])
            if op == "ins" or not t:
                t.insert(i, rng.choice(alphabet))
            elif op == "del" and len(t) > 1:
                del t[min(i, len(t) - 1)]
            else:
                t[min(i, len(t) - 1)] = rng.choice(alphabet)
        t = "".join(t)
    else:
        t = word(rng, rng.randint(1, rng.choice([8, 200])), alphabet)
    return lines(s, t)

def gen_tour(rng):
    n = rng.randint(1, 8)
    high = rng.choice([10, 1000])
    d = [[0 if i == j else rng.randint(1, high) for j in range(n)] for i in range(n)]
    return lines(n, *(join(row) for row in d))

def gen_fence(rng):
    return lines(join([rng.choice([rng.randint(1, 10), big_int(rng, 10**5, 1)]), rng.choice([1, 2, rng.randint(1, 10), big_int(rng, 10**5, 1)])]))


PROBLEMS = (
    Problem(
        name="row_column_equal_pairs", split="valid", level="A", tags=("implementation",),
        statement="""You are given a square table of n × n integers. Row i is read from left to right and column j is read from top to bottom. Count the pairs (i, j) such that row i and column j contain the same numbers in the same order.

Input

The first line contains one integer n (1 ≤ n ≤ 15). Each of the next n lines contains n integers between 0 and 10^9.

Output

Print the number of pairs (i, j) with row i equal to column j.""",
        examples=(lines(3, "3 2 1", "1 7 6", "2 7 7"),),
        edge_cases=(lines(1, 5), lines(2, "1 1", "1 1"), lines(2, "1 2", "3 4"), lines(3, "1 2 3", "2 4 5", "3 5 6"), lines(2, "1 2", "1 2")),
        generate=gen_equal_pairs,
    ),
    Problem(
        name="king_neighbour_squares", split="valid", level="A", tags=("math",),
        statement="""A board has n rows and m columns; rows are numbered 1 to n and columns 1 to m. A chess king stands on the square in row r and column c. How many squares of the board can it reach in exactly one move? A king moves to any square that touches its own square by a side or by a corner.

Input

The only line contains four integers n, m, r, c (1 ≤ n, m ≤ 10^9, 1 ≤ r ≤ n, 1 ≤ c ≤ m).

Output

Print the number of squares.""",
        examples=(lines("8 8 1 1"), lines("3 5 2 3")),
        edge_cases=(lines("1 1 1 1"), lines("1 5 1 3"), lines("2 1000000000 2 1000000000"), lines("5 2 3 2"), lines("1000000000 3 1000000000 2")),
        generate=gen_king_board,
    ),
    Problem(
        name="square_ring_sums", split="valid", level="A", tags=("implementation",),
        statement="""A square table of n × n integers is split into rings: the first ring is made of the cells on the outer border, the second ring is the border of what remains after removing the first ring, and so on. When n is odd, the last ring is the single middle cell. Print the sum of every ring.

Input

The first line contains one integer n (1 ≤ n ≤ 20). Each of the next n lines contains n integers (-10^9 ≤ a_{i,j} ≤ 10^9).

Output

Print the sums of the rings from the outermost to the innermost, separated by spaces, on one line. The sums may not fit in a 32-bit integer.""",
        examples=(lines(3, "1 2 3", "4 5 6", "7 8 9"), lines(4, "1 1 1 1", "1 2 2 1", "1 2 2 1", "1 1 1 1")),
        edge_cases=(lines(1, -7), lines(2, "1 2", "3 4"), lines(5, *(["1000000000 1000000000 1000000000 1000000000 1000000000"] * 5))),
        generate=gen_layers,
    ),
    Problem(
        name="longest_binary_gap", split="valid", level="A", tags=("bitmasks",),
        statement="""Write the positive integer n in binary. Look at every two ones that have no other one between them, and take the difference of their positions. Print the largest such difference. For example, 41 = 101001 has ones at positions 0, 3 and 5 (counted from the right), so the answer is 3.

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

Print the largest difference, or 0 if n has only one 1 in binary.""",
        examples=(lines(41),),
        edge_cases=(lines(1), lines(3), lines(576460752303423489), lines(1000000000000000000), lines(1024)),
        generate=gen_gap,
    ),
    Problem(
        name="reverse_32_bits", split="valid", level="A", tags=("bitmasks",),
        statement="""Write the number x as exactly 32 binary digits (with leading zeros), reverse the order of these digits and print the number they now form.

Input

The only line contains one integer x (0 ≤ x < 2^32).

Output

Print the number with the reversed bits (it is between 0 and 2^32 - 1).""",
        examples=(lines(1), lines(6)),
        edge_cases=(lines(0), lines(4294967295), lines(2147483648), lines(65535)),
        generate=gen_reverse_bits,
    ),
    Problem(
        name="disjoint_bits_pairs", split="valid", level="A", tags=("bitmasks", "brute force"),
        statement="""Count the pairs of indices (i, j) with i < j such that the numbers a_i and a_j have no common set bit, that is, a_i AND a_j = 0 (bitwise AND).

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, ..., a_n (0 ≤ a_i < 2^20).

Output

Print the number of such pairs.""",
        examples=(lines(4, "1 2 3 4"),),
        edge_cases=(lines(1, 0), lines(3, "0 0 0"), lines(2, "5 5"), lines(3, "2 4 8"), lines(2, "6 1")),
        generate=gen_and_pairs,
    ),
    Problem(
        name="strip_blank_lines_and_columns", split="valid", level="A", tags=("implementation",),
        statement="""A drawing is a grid of n rows and m columns of characters '.' (blank) and '#' (ink). Delete every row that is completely blank and every column that is completely blank, then print what remains, keeping the order of the remaining rows and columns.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m characters . and #.

Output

Print the remaining grid, one row per line. If the drawing has no ink at all, print "EMPTY".""",
        examples=(lines("4 5", ".....", "#..#.", ".....", "..#.."),),
        edge_cases=(lines("1 1", "."), lines("1 1", "#"), lines("3 3", "#.#", "...", "#.#"), lines("2 4", "....", ".#.."), lines("2 2", "##", "##")),
        generate=gen_strip,
    ),
    Problem(
        name="tiling_2xn_with_squares", split="valid", level="B", tags=("dp",),
        statement="""A strip of 2 rows and n columns must be covered with tiles without gaps or overlaps. Two kinds of tiles are available: 1 × 2 dominoes, which can be placed horizontally or vertically, and 2 × 2 squares. In how many ways can the strip be covered? Print the answer modulo 1000000007.

Input

The only line contains one integer n (1 ≤ n ≤ 10^5).

Output

Print the number of coverings modulo 1000000007.""",
        examples=(lines(3),),
        edge_cases=(lines(1), lines(2), lines(100000), lines(60)),
        generate=gen_tiling,
    ),
    Problem(
        name="edit_distance_strings", split="valid", level="B", tags=("dp", "strings"),
        statement="""In one operation you may insert a letter anywhere in a string, delete one letter, or replace one letter by another. What is the smallest number of operations that turns the string s into the string t?

Input

The first line contains s and the second line contains t. Both strings are non-empty, consist of lowercase letters and have at most 200 characters.

Output

Print the smallest number of operations.""",
        examples=(lines("kitten", "sitting"),),
        edge_cases=(lines("a", "a"), lines("a", "b"), lines("abc", "a"), lines("a", "aaaa"), lines("abcdef", "fedcba")),
        generate=gen_edit,
    ),
    Problem(
        name="shortest_round_trip", split="valid", level="B", tags=("brute force",),
        statement="""A salesman lives in city 1 and must visit each of the n cities exactly once and come back to city 1. Travelling from city i to city j takes d_{i,j} hours; the time from j to i may be different. Find the smallest total travel time of such a round trip. When n = 1 the trip is empty and takes 0 hours.

Input

The first line contains one integer n (1 ≤ n ≤ 8). Each of the next n lines contains n integers d_{i,1}, ..., d_{i,n} (d_{i,i} = 0, and 1 ≤ d_{i,j} ≤ 1000 for i ≠ j).

Output

Print the smallest total travel time.""",
        examples=(lines(4, "0 10 15 20", "10 0 35 25", "15 35 0 30", "20 25 30 0"),),
        edge_cases=(lines(1, 0), lines(2, "0 3", "7 0"), lines(3, "0 1 100", "100 0 1", "1 100 0"), lines(3, "0 1000 1000", "1000 0 1000", "1000 1000 0")),
        generate=gen_tour,
    ),
    Problem(
        name="fence_no_three_same", split="valid", level="B", tags=("dp", "combinatorics"),
        statement="""A fence has n posts in a row, and each post is painted in one of k colours. No three consecutive posts may all have the same colour (two neighbouring posts of the same colour are fine). In how many ways can the fence be painted? Print the answer modulo 1000000007.

Input

The only line contains two integers n and k (1 ≤ n, k ≤ 10^5).

Output

Print the number of ways modulo 1000000007.""",
        examples=(lines("3 2"),),
        edge_cases=(lines("1 1"), lines("2 1"), lines("3 1"), lines("100000 100000"), lines("1 100000")),
        generate=gen_fence,
    ),
)
