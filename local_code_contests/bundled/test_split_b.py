"""Test problems, part 2 (never trained on).

Specs only: build.py turns them into bundled_<split>.jsonl (problem_spec.py describes a spec)."""

import string

from .problem_spec import Problem, big_int, int_array, join, lines, value_range, word


def gen_corner(rng):
    bound = rng.choice([10, 10**9])
    x1, x2 = rng.sample(range(-bound, bound + 1), 2)
    y1, y2 = rng.sample(range(-bound, bound + 1), 2)
    corners = [(x1, y1), (x1, y2), (x2, y1), (x2, y2)]
    corners.pop(rng.randrange(4))
    rng.shuffle(corners)
    return lines(*(join(corner) for corner in corners))


def gen_progression(rng):
    n = rng.choice([rng.randint(1, 5), rng.randint(1, 100)])
    d = rng.choice([0, rng.randint(-5, 5), rng.randint(-(10**7), 10**7)])
    start = rng.randint(max(-(10**9), -(10**9) - d * (n - 1)), min(10**9, 10**9 - d * (n - 1)))
    values = [start + d * i for i in range(n)]
    if rng.random() < 0.4:  # spoil it: move one element a little, or repeat one
        i = rng.randrange(n)
        values[i] = rng.choice(values) if rng.random() < 0.5 else max(-(10**9), min(10**9, values[i] + rng.randint(-3, 3)))
    rng.shuffle(values)
    return lines(n, join(values))


def gen_period(rng):
    base = word(rng, rng.randint(1, 8), rng.choice(["ab", "abc", "abcdefgh"]))
    s = (base * 200)[: rng.randint(len(base), 200)]
    if rng.random() < 0.3:
        i = rng.randrange(len(s))
        s = s[:i] + rng.choice("abz") + s[i + 1 :]
    return lines(s)


def gen_ranges(rng):
    n, values = rng.randint(1, 100), []
    current = rng.choice([0, rng.randint(0, 10**9 - 1000)])
    for _ in range(n):
        values.append(current)
        current += rng.choice([1, 1, 1, 2, rng.randint(2, 5)])
    return lines(n, join(values))


def gen_small_or_wide(rng):
    n = rng.randint(1, 100)
    low, high = rng.choice([(1, 3), (-5, 5), value_range(rng, 10**9)])
    return lines(n, join(int_array(rng, n, low, high)))


def gen_at_least_one(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice([3, 10, 10**9]))))


def gen_dominoes(rng):
    return lines(word(rng, rng.randint(1, 100), rng.choice(["LR.", "LR...", "LR......."])))


def gen_queen(rng):
    n = rng.choice([rng.randint(1, 8), big_int(rng, 10**9, 1)])
    return lines(join([n, rng.choice([1, n, rng.randint(1, n)]), rng.choice([1, n, rng.randint(1, n)])]))


def gen_rooks(rng):
    n, m = rng.randint(1, 20), rng.randint(1, 20)
    p = rng.choice([0.0, 0.02, 0.1, 0.3])
    return lines(join([n, m]), *("".join("R" if rng.random() < p else "." for _ in range(m)) for _ in range(n)))


def gen_plus(rng):
    n, m = rng.randint(1, 20), rng.randint(1, 20)
    p = rng.choice([0.6, 0.8, 0.95])
    return lines(join([n, m]), *("".join("#" if rng.random() < p else "." for _ in range(m)) for _ in range(n)))


def gen_walls(rng):
    n, m = rng.randint(1, 20), rng.randint(1, 20)
    p = rng.choice([0.0, 0.2, 0.4])
    grid = [["#" if rng.random() < p else "." for _ in range(m)] for _ in range(n)]
    r, c = rng.randrange(n), rng.randrange(m)
    grid[r][c] = "."
    commands = word(rng, rng.randint(1, 100), rng.choice(["UDLR", "UR", "DDLLUR"]))
    return lines(join([n, m, r + 1, c + 1]), *("".join(row) for row in grid), commands)


def gen_swap(rng):
    if rng.random() < 0.3:  # all letters different: equal strings give NO
        s = "".join(rng.sample(string.ascii_lowercase, rng.randint(2, 26)))
    else:
        s = word(rng, rng.randint(2, 100), rng.choice(["ab", "abc", "abcdefghij"]))
    t = list(s)
    kind = rng.choice(["one", "one", "two", "same", "other"])
    if kind in ("one", "two"):
        for _ in range(1 if kind == "one" else 2):
            i, j = rng.sample(range(len(s)), 2)
            t[i], t[j] = t[j], t[i]
    elif kind == "other":
        t[rng.randrange(len(s))] = "z"
    return lines(s, "".join(t))


PROBLEMS = (
    Problem(
        name="fourth_corner",
        split="test",
        level="A",
        tags=("geometry", "implementation"),
        statement="""A rectangle with sides parallel to the coordinate axes has positive area. Three of its corners are given, in any order. Find the fourth corner.

Input

Each of the three lines contains two integers x and y (-10^9 ≤ x, y ≤ 10^9), the coordinates of a corner.

Output

Print the two coordinates of the fourth corner.""",
        examples=(lines("1 5", "4 2", "1 2"),),
        edge_cases=(lines("1 2", "1 5", "4 2"), lines("-1000000000 -1000000000", "1000000000 1000000000", "-1000000000 1000000000"), lines("3 3", "0 7", "0 3"), lines("5 -2", "5 6", "-4 6")),
        generate=gen_corner,
    ),
    Problem(
        name="progression_reorder",
        split="test",
        level="A",
        tags=("sortings", "math"),
        statement="""Can the given n integers be arranged in a row so that all differences between neighbours are the same, that is, so that they form an arithmetic progression? Every number must be used exactly once.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print YES if such an arrangement exists and NO otherwise.""",
        examples=(lines(5, "7 1 5 3 9"), lines(3, "1 2 4")),
        edge_cases=(lines(1, 5), lines(4, "1 1 2 3"), lines(3, "4 4 4"), lines(2, "-1000000000 1000000000"), lines(3, "1000000000 -1000000000 0")),
        generate=gen_progression,
    ),
    Problem(
        name="smallest_period",
        split="test",
        level="B",
        tags=("strings", "brute force"),
        statement="""A positive integer p is a period of a string s if s_i = s_{i+p} for every i with 1 ≤ i ≤ |s| - p. The length |s| is always a period. Find the smallest period of s. Note that the period does not have to divide |s|.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 200).

Output

Print the smallest period.""",
        examples=(lines("abababab"),),
        edge_cases=(lines("a"), lines("aaaa"), lines("abcab"), lines("abcd"), lines("aabaa")),
        generate=gen_period,
    ),
    Problem(
        name="compress_ranges",
        split="test",
        level="B",
        tags=("implementation", "strings"),
        statement="""Write a list of distinct integers given in increasing order in a short form. Split the list into maximal groups of consecutive integers, where each next integer is larger by exactly 1. A group of one integer x is written as x. A group of two or more integers from a to b is written as a-b. The groups are written in order, separated by commas, without spaces.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1 < a_2 < ... < a_n (0 ≤ a_i ≤ 10^9).

Output

Print the short form of the list.""",
        examples=(lines(7, "1 2 3 5 7 8 9"),),
        edge_cases=(lines(1, 0), lines(2, "4 5"), lines(3, "1 3 5"), lines(2, "999999999 1000000000"), lines(5, "0 1 3 4 6")),
        generate=gen_ranges,
    ),
    Problem(
        name="days_until_warmer",
        split="test",
        level="B",
        tags=("implementation", "brute force"),
        statement="""The temperature t_i is known for each of n days. For every day i, find how many days later a strictly warmer day comes: the smallest j > i with t_j > t_i gives the answer j - i. If no later day is warmer, the answer is 0.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers t_1, t_2, ..., t_n (-10^9 ≤ t_i ≤ 10^9).

Output

Print n integers: the answers for days 1, 2, ..., n.""",
        examples=(lines(6, "3 1 4 1 5 9"),),
        edge_cases=(lines(1, 7), lines(3, "2 2 3"), lines(4, "5 4 3 2"), lines(5, "-1000000000 1000000000 -1000000000 -1000000000 1000000000")),
        generate=gen_small_or_wide,
    ),
    Problem(
        name="distinct_after_increments",
        split="test",
        level="B",
        tags=("greedy", "sortings"),
        statement="""You may add 1 to each element of the array at most once; you may also leave any element as it is. What is the largest possible number of distinct values in the array afterwards?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the largest possible number of distinct values.""",
        examples=(lines(5, "3 3 3 8 8"),),
        note="Make the array 3 4 3 8 9: the values 3, 4, 8 and 9 are distinct.",
        edge_cases=(lines(1, 1), lines(3, "1 1 2"), lines(4, "1000000000 1000000000 1000000000 1000000000"), lines(6, "1 1 2 2 3 3")),
        generate=gen_at_least_one,
    ),
    Problem(
        name="falling_dominoes",
        split="test",
        level="B",
        tags=("simulation", "strings"),
        statement="""Dominoes stand in a row. At time 0 some of them are pushed: L means pushed to the left, R means pushed to the right, and . means the domino is not pushed. Every second, each domino that is falling to the left pushes its left neighbour, and each domino that is falling to the right pushes its right neighbour. A standing domino that is pushed starts falling in that direction, but a standing domino that is pushed from both sides in the same second stays standing for good. A domino that is already falling is not affected by pushes. Print the row when everything has stopped: L and R for fallen dominoes, . for standing ones.

Input

The only line contains a string of characters L, R and . of length from 1 to 100.

Output

Print the final row.""",
        examples=(lines(".L.R..L..R.."),),
        edge_cases=(lines("R.L"), lines("."), lines("R...L"), lines("L....R"), lines("R.R.L.L")),
        generate=gen_dominoes,
    ),
    Problem(
        name="queen_attacked_cells",
        split="test",
        level="A",
        tags=("math", "implementation"),
        statement="""A queen stands alone on an n × n board, in row r and column c. It attacks every other cell of its row, of its column and of both diagonals through its cell. How many cells does it attack?

Input

The only line contains three integers n, r and c (1 ≤ n ≤ 10^9, 1 ≤ r, c ≤ n).

Output

Print the number of attacked cells.""",
        examples=(lines("8 4 5"),),
        edge_cases=(lines("1 1 1"), lines("1000000000 500000000 500000000"), lines("1000000000 1 1"), lines("2 1 2"), lines("1000000000 1 1000000000")),
        generate=gen_queen,
    ),
    Problem(
        name="rook_safe_cells",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""Some rooks stand on a board with n rows and m columns; R marks a rook and . an empty cell. A rook attacks the cells of its row and its column. How many empty cells are attacked by no rook?

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20).

Each of the next n lines contains a string of m characters, each of them R or a dot.

Output

Print the number of safe empty cells.""",
        examples=(lines("3 4", "....", ".R..", "...."),),
        edge_cases=(lines("1 1", "."), lines("1 1", "R"), lines("2 3", "R..", "..R"), lines("3 3", "R..", "R..", "..."), lines("20 20", *(["." * 20] * 20))),
        generate=gen_rooks,
    ),
    Problem(
        name="plus_centres",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""A picture is a grid of n rows and m columns made of the characters # and .. A cell is the centre of a plus if the cell itself and its four neighbours above, below, to the left and to the right all hold #. A cell on the edge of the grid cannot be a centre. How many centres of pluses are there?

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20).

Each of the next n lines contains a string of m characters, each of them # or a dot.

Output

Print the number of centres.""",
        examples=(lines("4 5", ".#...", "###..", ".####", "..#.."),),
        edge_cases=(lines("1 1", "#"), lines("3 3", ".#.", "#.#", ".#."), lines("3 3", "###", "###", "###"), lines("2 5", "#####", "#####")),
        generate=gen_plus,
    ),
    Problem(
        name="robot_with_walls",
        split="test",
        level="A",
        tags=("implementation", "simulation"),
        statement="""A robot moves on a grid of n rows and m columns, where # is a wall and . a free cell. It starts in row r, column c, which is free, and carries out a list of commands: U moves it one row up, D one row down, L one column left and R one column right. If a command would move the robot into a wall or off the grid, the robot stays where it is and goes on with the next command. Where does the robot end?

Input

The first line contains four integers n, m, r and c (1 ≤ n, m ≤ 20, 1 ≤ r ≤ n, 1 ≤ c ≤ m).

Each of the next n lines contains a string of m characters, each of them # or a dot.

The last line contains the commands: a string of characters U, D, L and R of length from 1 to 100.

Output

Print the row and the column of the robot's final cell.""",
        examples=(lines("3 4 2 2", "....", "..#.", "#...", "DRRU"),),
        edge_cases=(lines("1 1 1 1", ".", "UDLR"), lines("2 2 1 1", ".#", "..", "RDRUL"), lines("3 3 2 2", "###", "#.#", "###", "UUDDLLRR"), lines("2 3 1 3", "...", "...", "RRLLLLD")),
        generate=gen_walls,
    ),
    Problem(
        name="one_swap_to_equal",
        split="test",
        level="A",
        tags=("strings",),
        statement="""You must swap the characters at two different positions of the string s exactly once. Can s become equal to the string t after that?

Input

The first line contains the string s and the second line the string t. They consist of lowercase Latin letters and have the same length, from 2 to 100.

Output

Print YES if s can become equal to t and NO otherwise.""",
        examples=(lines("abcd", "abdc"), lines("abc", "bca")),
        edge_cases=(lines("ab", "ab"), lines("aa", "aa"), lines("abcd", "badc"), lines("ab", "ba"), lines("ab", "cd")),
        generate=gen_swap,
    ),
)
