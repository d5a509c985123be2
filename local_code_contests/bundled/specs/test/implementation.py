"""Test problems (never trained on). Implementation and simulation: follow the rules the statement gives (dates, clocks, games, processes).

Specs only: build.py turns them into bundled_test.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, big_int, int_array, join, lines, value_range, word


def gen_sorted_check(rng):
    n = rng.randint(1, 100)
    values = sorted(int_array(rng, n, -5, 5))
    if rng.random() < 0.4 and n > 1:
        i = rng.randrange(n - 1)
        values[i], values[i + 1] = values[i + 1], values[i]
    return lines(n, join(values))

def gen_socks(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice([3, 100]))))

def gen_mex(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 0, rng.choice([5, 20, 100]))))

def gen_clock_add(rng):
    h, m = rng.randint(0, 23), rng.randint(0, 59)
    return lines(f"{h:02d}:{m:02d}", rng.choice([rng.randint(0, 1500), big_int(rng, 10**9)]))

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

def gen_dominoes(rng):
    return lines(word(rng, rng.randint(1, 100), rng.choice(["LR.", "LR...", "LR......."])))

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


PROBLEMS = (
    Problem(
        name="sorted_check",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""Check whether the array is sorted in non-decreasing order, that is, every element is greater than or equal to the previous one.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print YES if the array is sorted in non-decreasing order and NO otherwise.""",
        examples=(lines(4, "1 3 5 8"), lines(3, "3 1 2")),
        edge_cases=(lines(3, "2 2 2"), lines(1, 42), lines(2, "1000000000 -1000000000"), lines(5, "1 2 2 3 3")),
        generate=gen_sorted_check,
    ),
    Problem(
        name="array_mex",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""The MEX of an array is the smallest non-negative integer that does not occur in it. Find the MEX.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (0 ≤ a_i ≤ 100).

Output

Print the MEX of the array.""",
        examples=(lines(4, "0 1 3 1"),),
        edge_cases=(lines(3, "1 2 3"), lines(1, 0), lines(5, "4 3 2 1 0"), lines(1, 100), lines(100, join(range(100)))),
        generate=gen_mex,
    ),
    Problem(
        name="clock_add",
        split="test",
        level="A",
        tags=("implementation", "math"),
        statement="""A 24-hour clock shows the time hh:mm. What will it show after k more minutes?

Input

The first line contains the current time in the format hh:mm (00 ≤ hh ≤ 23, 00 ≤ mm ≤ 59).

The second line contains one integer k (0 ≤ k ≤ 10^9).

Output

Print the new time in the same format, with two digits for the hours and two for the minutes.""",
        examples=(lines("10:15", 50), lines("23:30", 45)),
        edge_cases=(lines("00:00", 0), lines("23:59", 1), lines("12:00", 10**9), lines("00:00", 1440)),
        generate=gen_clock_add,
    ),
    Problem(
        name="socks_pairs",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""A drawer holds n socks; the i-th sock has colour c_i. A pair is two socks of the same colour. What is the largest number of pairs that can be made, each sock used at most once?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers c_1, c_2, ..., c_n (1 ≤ c_i ≤ 100).

Output

Print the maximum number of pairs.""",
        examples=(lines(9, "10 20 20 10 10 30 50 10 20"),),
        edge_cases=(lines(1, 5), lines(2, "1 2"), lines(4, "7 7 7 7"), lines(5, "1 2 3 4 5")),
        generate=gen_socks,
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
)
