"""Training problems. Grids and boards, chess moves, small brute force, bitmasks and small dynamic programming.

Specs only: build.py turns them into bundled_train.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, big_int, int_array, join, lines, word


def char_grid(rng, n, m, cells, p):
    """n rows of m characters: cells[1] with probability p, cells[0] otherwise."""
    return ["".join(cells[1] if rng.random() < p else cells[0] for _ in range(m)) for _ in range(n)]

def gen_dot_hash(rng, max_side=20, cells=".#"):
    n, m = rng.randint(1, max_side), rng.randint(1, max_side)
    p = rng.choice([0.05, 0.2, 0.5, 0.8, 1.0])
    return lines(join([n, m]), *char_grid(rng, n, m, cells, p))

def gen_int_matrix(rng, max_side=20, bound=10**9, min_side=1):
    n, m = rng.randint(min_side, max_side), rng.randint(min_side, max_side)
    low, high = rng.choice([(-2, 2), (-bound, bound), (0, bound), (-bound, -1)])
    return lines(join([n, m]), *(join(int_array(rng, m, low, high)) for _ in range(n)))

def gen_max_row(rng):
    n, m = rng.randint(1, 20), rng.randint(1, 20)
    low, high = rng.choice([(-1, 1), (-10**9, 10**9), (10**9 - 2, 10**9), (0, 3)])
    return lines(join([n, m]), *(join(int_array(rng, m, low, high)) for _ in range(n)))

def gen_rotate(rng):
    n, m = rng.randint(1, 20), rng.randint(1, 20)
    return lines(join([n, m]), *(word(rng, m, rng.choice(["ab", "abcxyz", "a.#"])) for _ in range(n)))

def rotate_cw(rows):
    n = len(rows)
    return ["".join(rows[n - 1 - i][j] for i in range(n)) for j in range(len(rows[0]))]

def gen_rotation_match(rng):
    n = rng.randint(1, 12)
    a = char_grid(rng, n, n, ".#", rng.choice([0.2, 0.5]))
    b = a
    for _ in range(rng.randint(0, 3)):
        b = rotate_cw(b)
    if rng.random() < 0.35:
        rows = [list(r) for r in b]
        i, j = rng.randrange(n), rng.randrange(n)
        rows[i][j] = "#" if rows[i][j] == "." else "."
        b = ["".join(r) for r in rows]
    if rng.random() < 0.2:
        b = [r[::-1] for r in b]
    return lines(n, *a, "", *b)

def gen_king(rng):
    bound = rng.choice([5, 10**9])
    return lines(join(int_array(rng, 4, -bound, bound)))

def square(r, c):
    return "abcdefgh"[c] + str(r + 1)

def gen_bishop(rng):
    r1, c1 = rng.randrange(8), rng.randrange(8)
    kind = rng.choice(["any", "diag", "same"])
    if kind == "diag":
        d = rng.choice([-3, -2, -1, 1, 2, 3])
        r2, c2 = r1 + d, c1 + rng.choice([d, -d])
        if not (0 <= r2 < 8 and 0 <= c2 < 8):
            r2, c2 = rng.randrange(8), rng.randrange(8)
    elif kind == "same":
        r2, c2 = r1, c1
    else:
        r2, c2 = rng.randrange(8), rng.randrange(8)
    return lines(square(r1, c1) + " " + square(r2, c2))

def gen_colour(rng):
    t = rng.randint(1, 20)
    return lines(t, *(square(rng.randrange(8), rng.randrange(8)) for _ in range(t)))

def gen_bomb(rng):
    return gen_int_matrix(rng, 20, 10**9)

def gen_walk(rng):
    n = rng.randint(1, 200)
    return lines(word(rng, n, rng.choice(["UDLR", "UR", "UDDLRR", "LR"])))

def gen_snake(rng):
    return lines(join([rng.randint(1, 20), rng.randint(1, 20)]))

def gen_blocks(rng):
    n, m = rng.randint(1, 20), rng.randint(1, 20)
    return lines(join([n, m]), *(word(rng, m, rng.choice(["a", "ab", "ab", "abc"])) for _ in range(n)))

def winner_lines(board, p):
    rows = board + ["".join(board[i][j] for i in range(3)) for j in range(3)]
    rows += ["".join(board[i][i] for i in range(3)), "".join(board[i][2 - i] for i in range(3))]
    return any(r == p * 3 for r in rows)

def gen_tic_tac_toe(rng):
    while True:
        board = ["".join(rng.choice("XO.") for _ in range(3)) for _ in range(3)]
        if not (winner_lines(board, "X") and winner_lines(board, "O")):
            return lines(*board)

def gen_broken_steps(rng):
    n = rng.choice([rng.randint(1, 30), rng.randint(1, 10**5)])
    k = rng.randint(0, min(n - 1, rng.choice([0, 3, 10, 50])))
    broken = sorted(rng.sample(range(1, n), k)) if n > 1 else []
    return lines(join([n, len(broken)]), join(broken))

def gen_climb(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 0, rng.choice([5, 10**4]))))

def gen_subsets_divisible(rng):
    n = rng.randint(1, 20)
    return lines(join([n, rng.choice([1, 2, 3, 7, rng.randint(1, 1000)])]), join(int_array(rng, n, 1, rng.choice([10, 10**9]))))

def gen_bits_range(rng):
    l = big_int(rng, 10**6, 1)
    return lines(join([l, min(10**6, l + rng.choice([0, 1, 5, 100, 10**5]))]))

def gen_hamming(rng):
    return lines(join([big_int(rng), big_int(rng)]))

def gen_partitions(rng):
    return lines(rng.randint(1, 100))

def gen_gray(rng):
    n = rng.choice([rng.randint(1, 10), rng.randint(1, 60)])
    return lines(join([n, rng.randint(0, 2**n - 1)]))

def gen_three_sum(rng):
    k = rng.choice([rng.randint(1, 10), rng.randint(1, 2500)])
    return lines(join([k, rng.randint(0, 3 * k)]))

def gen_hourglass(rng):
    n, m = rng.randint(3, 20), rng.randint(3, 20)
    low, high = rng.choice([(-9, 9), (-10**6, -1), (0, 10**6), (-10**6, 10**6)])
    return lines(join([n, m]), *(join(int_array(rng, m, low, high)) for _ in range(n)))

def gen_knight(rng):
    n = rng.choice([rng.randint(1, 4), rng.randint(1, 100)])
    return lines(join([n, *(rng.randint(1, n) for _ in range(4))]))

def gen_path_sum(rng):
    n, m = rng.randint(1, 20), rng.randint(1, 20)
    high = rng.choice([9, 10**9])
    return lines(join([n, m]), *(join(int_array(rng, m, 0, high)) for _ in range(n)))

def gen_knapsack(rng):
    n = rng.randint(1, rng.choice([5, 100]))
    cap = rng.randint(1, 1000)
    wmax = rng.choice([10, 100, 1000])
    items = [join([rng.randint(1, wmax), rng.randint(1, rng.choice([10, 10**6]))]) for _ in range(n)]
    return lines(join([n, cap]), *items)

def gen_rod(rng):
    n = rng.randint(1, rng.choice([10, 500]))
    return lines(n, join(int_array(rng, n, 1, rng.choice([20, 10**6]))))

def gen_lcs(rng):
    alphabet = rng.choice(["ab", "abc", "abcdefghijklmnopqrstuvwxyz"])
    return lines(word(rng, rng.randint(1, rng.choice([10, 300])), alphabet), word(rng, rng.randint(1, rng.choice([10, 300])), alphabet))

def gen_non_adjacent(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 0, rng.choice([10, 10**9]))))

def gen_lights(rng):
    high = rng.choice([1, 3, 100])
    return lines(*(join(int_array(rng, 3, 0, high)) for _ in range(3)))

def gen_single_one(rng):
    n = rng.choice([1, 3, 5, 7, 11, 25])
    r, c = rng.randrange(n), rng.randrange(n)
    return lines(n, *(join(1 if (i, j) == (r, c) else 0 for j in range(n)) for i in range(n)))

def gen_squares(rng):
    return lines(join([big_int(rng, 10**6, 1), big_int(rng, 10**6, 1)]))

def gen_subset_xor(rng):
    n = rng.randint(1, 20)
    return lines(n, join(int_array(rng, n, 0, rng.choice([7, 255, 2**30 - 1]))))

def gen_three_items(rng):
    n = rng.randint(1, 100)
    a = int_array(rng, n, 1, rng.choice([10, 10**6]))
    m = rng.choice([rng.randint(1, 3 * 10**6), sum(sorted(a)[:3]), sum(sorted(a)[-3:]), rng.randint(1, 30)])
    return lines(join([n, max(1, m)]), join(a))

def gen_digit_band(rng):
    a = rng.randint(1, 36)
    return lines(join([big_int(rng, 10**4, 1), a, rng.randint(a, 36)]))

def gen_decode(rng):
    n = rng.randint(1, 100)
    return lines(word(rng, n, rng.choice(["12", "0123456789", "1226", "102"])))

def gen_paving(rng):
    return lines(join([big_int(rng, 10**9, 1), big_int(rng, 10**9, 1), rng.choice([1, 2, 3, big_int(rng, 10**9, 1)])]))

def gen_manhattan(rng):
    n, m = rng.randint(1, 100), rng.randint(1, 100)
    return lines(join([n, m, rng.randint(1, n), rng.randint(1, m), rng.randint(0, rng.choice([5, 200]))]))

def gen_triangle(rng):
    n = rng.randint(1, 30)
    return lines(n, *(join(int_array(rng, i, 0, 99)) for i in range(1, n + 1)))

def gen_switches(rng):
    n, m = rng.randint(1, 15), rng.randint(1, 20)
    p = rng.choice([0.2, 0.5])
    rows = char_grid(rng, n, m, "01", p)
    if rng.random() < 0.3:
        rows[rng.randrange(n)] = "1" * m
    return lines(join([n, m]), *rows)

def gen_assignment(rng):
    n = rng.randint(1, 8)
    high = rng.choice([5, 1000])
    return lines(n, *(join(int_array(rng, n, 0, high)) for _ in range(n)))

def gen_queens(rng):
    q = rng.randint(1, 100)
    side = rng.choice([5, 10, 10**6])
    cells = set()
    while len(cells) < min(q, side * side):
        cells.add((rng.randint(1, side), rng.randint(1, side)))
    return lines(len(cells), *(join(c) for c in sorted(cells, key=lambda _: rng.random())))

def gen_largest_square(rng):
    return gen_dot_hash(rng, 30)

def gen_two_bits(rng):
    l = big_int(rng, 10**18, 1)
    r = rng.choice([l + rng.randint(0, 1000), big_int(rng, 10**18, 1)])
    return lines(join(sorted([l, min(r, 10**18)])))

def gen_word_grid(rng):
    n, m = rng.randint(1, 20), rng.randint(1, 20)
    alphabet = rng.choice(["ab", "abc", "abcdefghijklmnopqrstuvwxyz"])
    rows = [word(rng, m, alphabet) for _ in range(n)]
    kind = rng.choice(["row", "col", "random", "reversed"])
    if kind == "row":
        i, a = rng.randrange(n), rng.randrange(m)
        w = rows[i][a:rng.randint(a + 1, m)]
    elif kind == "col":
        j, a = rng.randrange(m), rng.randrange(n)
        w = "".join(rows[i][j] for i in range(a, rng.randint(a + 1, n)))
    elif kind == "reversed":
        i = rng.randrange(n)
        w = rows[i][::-1]
    else:
        w = word(rng, rng.randint(1, 4), alphabet)
    return lines(join([n, m]), *rows, w)

def gen_checker(rng):
    return gen_dot_hash(rng, 30, "BW")

def gen_ribbon(rng):
    n = rng.randint(1, 4000)
    top = rng.choice([10, 100, 4000])
    return lines(join([n, *(rng.randint(1, top) for _ in range(3))]))

def gen_distinct_rows(rng):
    n, m = rng.randint(1, 50), rng.randint(1, 6)
    return lines(join([n, m]), *(word(rng, m, rng.choice(["a", "ab", "abc"])) for _ in range(n)))

def gen_bounding(rng):
    n, m = rng.randint(1, 30), rng.randint(1, 30)
    rows = [list(r) for r in char_grid(rng, n, m, ".*", rng.choice([0.0, 0.02, 0.1, 0.3]))]
    rows[rng.randrange(n)][rng.randrange(m)] = "*"
    return lines(join([n, m]), *("".join(r) for r in rows))

def gen_lone(rng):
    return gen_dot_hash(rng, 20, ".#")


PROBLEMS = (
    Problem(
        name="max_sum_row_index", split="train", level="A", tags=("implementation",),
        statement="""A table has n rows and m columns and holds an integer in every cell. Find the row whose numbers have the largest sum. If several rows have the same largest sum, choose the one with the smallest number. Rows are numbered from 1 from top to bottom.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m integers a_{i,j} (-10^9 ≤ a_{i,j} ≤ 10^9). Note that a row sum may not fit in a 32-bit integer.

Output

Print the number of the chosen row.""",
        examples=(lines("3 3", "1 2 3", "4 -1 2", "0 0 7"),),
        edge_cases=(lines("1 1", -5), lines("2 2", "1 1", "1 1"), lines("2 3", "1000000000 1000000000 1000000000", "999999999 1000000000 1000000000"),
                    lines("3 2", "-1 -1", "-2 0", "0 -2"), lines("4 1", -3, 5, 5, 2)),
        generate=gen_max_row,
    ),
    Problem(
        name="column_maxima", split="train", level="A", tags=("implementation",),
        statement="""You are given a table of integers with n rows and m columns. For every column, find the largest number in it.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 50). Each of the next n lines contains m integers a_{i,j} (-10^9 ≤ a_{i,j} ≤ 10^9).

Output

Print m integers separated by spaces on one line: the maximum of the first column, of the second column, and so on.""",
        examples=(lines("3 4", "1 9 -3 0", "5 2 -7 0", "4 8 -1 0"),),
        edge_cases=(lines("1 1", 0), lines("2 2", "-5 -6", "-7 -1"), lines("1 3", "1000000000 -1000000000 3"), lines("3 1", -1000000000, -1000000000, -999999999)),
        generate=gen_int_matrix,
    ),
    Problem(
        name="lonely_star_cells", split="train", level="A", tags=("implementation",),
        statement="""A picture of the night sky is a grid of n rows and m columns; every cell is a star (*) or empty (.). A star is lonely if none of the cells around it holds a star. Here "around" means all up to eight cells that share a side or a corner with it. Count the lonely stars.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 50). Each of the next n lines contains m characters * and .

Output

Print the number of lonely stars.""",
        examples=(lines("4 5", "*...*", "..*..", ".....", "*.*.*"),),
        edge_cases=(lines("1 1", "*"), lines("1 1", "."), lines("2 2", "*.", ".*"), lines("3 3", "***", "***", "***"), lines("1 5", "*.*.*")),
        generate=lambda rng: gen_dot_hash(rng, 20, ".*"),
    ),
    Problem(
        name="rotate_grid_clockwise", split="train", level="A", tags=("implementation",),
        statement="""A picture is a grid of characters with n rows and m columns. Rotate it by 90 degrees clockwise: the first row becomes the last column, the second row becomes the column before it, and so on. Print the rotated picture.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m characters; every character is a lowercase letter, '.' or '#'.

Output

Print m lines with n characters each: the rotated picture.""",
        examples=(lines("2 3", "abc", "def"),),
        edge_cases=(lines("1 1", "x"), lines("1 4", "abcd"), lines("3 1", "a", "b", "c"), lines("2 2", "ab", "cd")),
        generate=gen_rotate,
    ),
    Problem(
        name="rotation_match", split="train", level="B", tags=("implementation",),
        statement="""Two square pictures of size n × n are drawn with the characters '.' and '#'. Is it possible to rotate the first picture clockwise by 0, 90, 180 or 270 degrees so that it becomes exactly the second picture? Flipping the picture over is not allowed.

Input

The first line contains one integer n (1 ≤ n ≤ 12). The next n lines describe the first picture, then one empty line follows, then n lines describe the second picture. Each picture line contains n characters '.' and '#'.

Output

Print "YES" if one of the four rotations works, and "NO" otherwise.""",
        examples=(lines(3, "#..", "#..", "##.", "", "###", "#..", "..."), lines(2, "#.", "..", "", "#.", ".#")),
        edge_cases=(lines(1, "#", "", "#"), lines(1, "#", "", "."), lines(2, "##", "#.", "", "##", "#."), lines(3, "#..", "...", "..#", "", "..#", "...", "#.."),
                    lines(2, "#.", "..", "", ".#", "..")),
        generate=gen_rotation_match,
    ),
    Problem(
        name="king_move_distance", split="train", level="A", tags=("math",),
        statement="""A chess king stands on an infinite board at the square (x1, y1). In one move the king goes to any of the eight squares that share a side or a corner with its square. What is the smallest number of moves it needs to reach the square (x2, y2)?

Input

The only line contains four integers x1, y1, x2, y2 (-10^9 ≤ x1, y1, x2, y2 ≤ 10^9).

Output

Print the smallest number of moves.""",
        examples=(lines("0 0 3 -5"),),
        edge_cases=(lines("7 7 7 7"), lines("-1000000000 -1000000000 1000000000 1000000000"), lines("1000000000 0 -1000000000 1"), lines("2 3 4 5")),
        generate=gen_king,
    ),
    Problem(
        name="bishop_min_moves", split="train", level="A", tags=("math", "games"),
        statement="""On an ordinary 8 × 8 chessboard, columns are named by letters a to h and rows by digits 1 to 8, so a square is written like "c1". A bishop moves any number of squares along a diagonal. Nothing else is on the board. What is the smallest number of moves the bishop needs to get from the first square to the second one?

Input

The only line contains two squares separated by a space.

Output

Print the smallest number of moves (0 if the squares are the same), or -1 if the bishop can never reach the second square.""",
        examples=(lines("c1 f4"), lines("a1 h2")),
        edge_cases=(lines("e4 e4"), lines("a1 a3"), lines("a8 h1"), lines("b2 b3"), lines("h8 a1")),
        generate=gen_bishop,
    ),
    Problem(
        name="chess_square_colour", split="train", level="A", tags=("implementation",),
        statement="""On an ordinary 8 × 8 chessboard, columns are named by letters a to h and rows by digits 1 to 8. The square a1 is black, and squares that share a side always have different colours. For each given square tell its colour.

Input

The first line contains one integer t (1 ≤ t ≤ 64). Each of the next t lines contains one square, such as "e4".

Output

For each square print "BLACK" or "WHITE" on its own line.""",
        examples=(lines(3, "a1", "e4", "h1"),),
        edge_cases=(lines(1, "h8"), lines(2, "a8", "b8"), lines(1, "d1"), lines(4, "g7", "c5", "f2", "b1")),
        generate=gen_colour,
    ),
    Problem(
        name="empty_rows_and_columns", split="train", level="A", tags=("implementation",),
        statement="""A grid has n rows and m columns; each cell is empty (.) or filled (#). Count the rows that contain no filled cell, and count the columns that contain no filled cell.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 50). Each of the next n lines contains m characters . and #.

Output

Print two integers separated by a space: the number of empty rows and the number of empty columns.""",
        examples=(lines("3 4", "#...", "....", "..#."),),
        edge_cases=(lines("1 1", "."), lines("1 1", "#"), lines("2 3", "...", "..#"), lines("3 2", "..", "..", "#."), lines("2 2", "##", "##")),
        generate=gen_dot_hash,
    ),
    Problem(
        name="best_bomb_row_column", split="train", level="A", tags=("implementation",),
        statement="""A field has n rows and m columns, and every cell holds an integer number of points (possibly negative). You drop one bomb on a cell; it collects the points of every cell in the same row or in the same column as that cell (the cell itself is counted once). Find the largest number of points one bomb can collect.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m integers (-10^9 ≤ a_{i,j} ≤ 10^9). The answer may not fit in a 32-bit integer.

Output

Print the largest number of points.""",
        examples=(lines("3 3", "1 2 3", "-4 5 -6", "7 -8 9"),),
        edge_cases=(lines("1 1", -7), lines("1 3", "1 2 3"), lines("2 2", "-1 -1", "-1 -1"), lines("2 2", "1000000000 1000000000", "1000000000 1000000000"), lines("2 2", "5 0", "0 -5")),
        generate=gen_bomb,
    ),
    Problem(
        name="visited_cells_walk", split="train", level="A", tags=("implementation",),
        statement="""A robot starts at a cell of an infinite square grid and follows a list of commands: U moves it one cell up, D down, L left and R right. Count the different cells the robot stands on at some moment, the starting cell included.

Input

The only line contains a non-empty string of at most 200 characters U, D, L and R.

Output

Print the number of different cells visited.""",
        examples=(lines("RRUULLDD"), lines("RLRL")),
        edge_cases=(lines("U"), lines("UD"), lines("R" * 200), lines("URDL")),
        generate=gen_walk,
    ),
    Problem(
        name="snake_order_fill", split="train", level="A", tags=("implementation",),
        statement="""Fill a table of n rows and m columns with the numbers 1, 2, ..., n·m like a snake: the first row is filled from left to right, the second from right to left, the third again from left to right, and so on, each row continuing from the number where the previous row stopped.

Input

The only line contains two integers n and m (1 ≤ n, m ≤ 20).

Output

Print n lines with m numbers each, separated by spaces.""",
        examples=(lines("3 4"),),
        edge_cases=(lines("1 1"), lines("1 5"), lines("5 1"), lines("20 20")),
        generate=gen_snake,
    ),
    Problem(
        name="uniform_2x2_blocks", split="train", level="A", tags=("implementation",),
        statement="""A grid of n rows and m columns is filled with lowercase letters. Count the 2 × 2 squares of the grid (four cells in two neighbouring rows and two neighbouring columns) whose four letters are all the same. Squares may overlap.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m lowercase letters.

Output

Print the number of such squares.""",
        examples=(lines("3 4", "aabb", "aabb", "aaba"),),
        edge_cases=(lines("1 1", "a"), lines("1 5", "aaaaa"), lines("2 2", "zz", "zz"), lines("3 3", "aaa", "aaa", "aaa"), lines("2 3", "abb", "abb")),
        generate=gen_blocks,
    ),
    Problem(
        name="tic_tac_toe_result", split="train", level="A", tags=("implementation",),
        statement="""A 3 × 3 tic-tac-toe board holds crosses (X), noughts (O) and empty cells (.). A player has a line if three of their marks fill a whole row, a whole column or one of the two diagonals. It is guaranteed that at most one of the players has a line.

Input

Three lines with three characters X, O or . each.

Output

Print "X" if crosses have a line, "O" if noughts have a line, and "NONE" otherwise.""",
        examples=(lines("XO.", "OX.", "..X"), lines("XOX", "OOX", "XXO")),
        edge_cases=(lines("...", "...", "..."), lines("..O", ".O.", "O.X"), lines("XXX", "O.O", "..."), lines("X.O", "X.O", "..O")),
        generate=gen_tic_tac_toe,
    ),
    Problem(
        name="stairs_broken_steps", split="train", level="A", tags=("dp",),
        statement="""A staircase has steps numbered 1 to n; you start on the floor (step 0). In one move you go up 1 or 2 steps. Some steps are broken and you must never stand on them; step n is never broken. Count the different ways to reach step n, modulo 1000000007. Two ways differ if their sequences of moves differ.

Input

The first line contains two integers n and k (1 ≤ n ≤ 10^5, 0 ≤ k < n): the number of steps and the number of broken steps. The second line contains k distinct integers in increasing order, the numbers of the broken steps (each between 1 and n - 1); if k = 0 the line is empty.

Output

Print the number of ways modulo 1000000007.""",
        examples=(lines("6 1", "3"),),
        edge_cases=(lines("1 0", ""), lines("5 2", "2 3"), lines("100000 0", ""), lines("4 1", "1"), lines("90 0", "")),
        generate=gen_broken_steps,
    ),
    Problem(
        name="min_cost_climb", split="train", level="B", tags=("dp",),
        statement="""A staircase has steps 1 to n, and standing on step i costs c_i. You start on the floor below step 1 and want to get to the landing above step n; the floor and the landing cost nothing. In one move you go up by one or two positions (for example, from the floor you can go to step 1 or step 2, and from step n - 1 you can jump straight to the landing). Find the smallest total cost of the steps you stand on.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers c_1, ..., c_n (0 ≤ c_i ≤ 10^4).

Output

Print the smallest total cost.""",
        examples=(lines(4, "10 15 20 5"),),
        edge_cases=(lines(1, 7), lines(2, "5 3"), lines(3, "0 0 0"), lines(5, "1 100 1 100 100"), lines(6, "10000 10000 10000 10000 10000 10000")),
        generate=gen_climb,
    ),
    Problem(
        name="subsets_sum_divisible", split="train", level="B", tags=("bitmasks", "brute force"),
        statement="""Given n positive integers, count the non-empty subsets of them whose sum is divisible by k. Subsets are sets of positions, so equal numbers at different positions give different subsets.

Input

The first line contains two integers n and k (1 ≤ n ≤ 20, 1 ≤ k ≤ 1000). The second line contains n integers a_1, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the number of non-empty subsets whose sum is divisible by k.""",
        examples=(lines("4 3", "1 2 3 4"),),
        edge_cases=(lines("1 1", 5), lines("1 2", 3), lines("3 2", "2 2 2"), lines("20 1", join([10**9] * 20)), lines("2 1000", "1000000000 999999999")),
        generate=gen_subsets_divisible,
    ),
    Problem(
        name="most_bits_in_range", split="train", level="A", tags=("bitmasks", "brute force"),
        statement="""Among the integers from l to r inclusive, find the one whose binary representation contains the most ones. If there are several, print the smallest of them.

Input

The only line contains two integers l and r (1 ≤ l ≤ r ≤ 10^6).

Output

Print the required number.""",
        examples=(lines("5 10"),),
        edge_cases=(lines("1 1"), lines("1 2"), lines("8 12"), lines("1 1000000"), lines("3 6")),
        generate=gen_bits_range,
    ),
    Problem(
        name="hamming_distance_64", split="train", level="A", tags=("bitmasks",),
        statement="""Write two non-negative integers a and b in binary, padding the shorter one with leading zeros. In how many positions do they have different bits?

Input

The only line contains two integers a and b (0 ≤ a, b ≤ 10^18).

Output

Print the number of positions with different bits.""",
        examples=(lines("5 12"),),
        edge_cases=(lines("0 0"), lines("0 1000000000000000000"), lines("4294967296 0"), lines("1000000000000000000 999999999999999999"), lines("7 7")),
        generate=gen_hamming,
    ),
    Problem(
        name="partition_number", split="train", level="B", tags=("dp",),
        statement="""In how many ways can the number n be written as a sum of positive integers, if the order of the terms does not matter? For example, 4 can be written as 4, 3+1, 2+2, 2+1+1 and 1+1+1+1, so there are 5 ways. The sum with a single term n counts too.

Input

The only line contains one integer n (1 ≤ n ≤ 100).

Output

Print the number of ways (it fits in a 32-bit signed integer).""",
        examples=(lines(5),),
        edge_cases=(lines(1), lines(2), lines(100), lines(4)),
        generate=gen_partitions,
    ),
    Problem(
        name="gray_code_word", split="train", level="B", tags=("bitmasks",),
        statement="""The reflected binary code of length n is a list of all 2^n strings of n bits. For n = 1 it is 0, 1. The list for n is built from the list for n - 1: first every string of that list with a 0 added in front, then every string of that list in reverse order with a 1 added in front. For example, for n = 2 the list is 00, 01, 11, 10. Print the word number k of the list for the given n (words are numbered from 0).

Input

The only line contains two integers n and k (1 ≤ n ≤ 60, 0 ≤ k < 2^n).

Output

Print the word as a string of n characters 0 and 1.""",
        examples=(lines("3 5"),),
        edge_cases=(lines("1 0"), lines("1 1"), lines("60 1152921504606846975"), lines("40 4294967296"), lines("2 3")),
        generate=gen_gray,
    ),
    Problem(
        name="no_adjacent_ones_strings", split="train", level="A", tags=("dp", "combinatorics"),
        statement="""Count the strings of length n made of the characters 0 and 1 in which no two 1s stand next to each other.

Input

The only line contains one integer n (1 ≤ n ≤ 80).

Output

Print the number of such strings. It may not fit in a 32-bit integer.""",
        examples=(lines(3),),
        edge_cases=(lines(1), lines(2), lines(80), lines(45)),
        generate=lambda rng: lines(rng.randint(1, 80)),
    ),
    Problem(
        name="pythagorean_triples_count", split="train", level="A", tags=("brute force", "math"),
        statement="""Count the triples of integers (a, b, c) with 1 ≤ a < b < c ≤ n and a^2 + b^2 = c^2.

Input

The only line contains one integer n (1 ≤ n ≤ 1000).

Output

Print the number of such triples.""",
        examples=(lines(15),),
        edge_cases=(lines(1), lines(5), lines(4), lines(1000), lines(25)),
        generate=lambda rng: lines(rng.randint(1, 1000)),
    ),
    Problem(
        name="bounded_three_sum_ways", split="train", level="B", tags=("brute force", "math"),
        statement="""Count the triples of integers (x, y, z) such that 0 ≤ x, y, z ≤ k and x + y + z = s. Triples are ordered: (1, 0, 0) and (0, 1, 0) are different.

Input

The only line contains two integers k and s (1 ≤ k ≤ 2500, 0 ≤ s ≤ 3k).

Output

Print the number of triples.""",
        examples=(lines("2 2"),),
        edge_cases=(lines("1 0"), lines("1 3"), lines("2500 3750"), lines("2500 7500"), lines("5 14")),
        generate=gen_three_sum,
    ),
    Problem(
        name="hourglass_max_sum", split="train", level="A", tags=("brute force", "implementation"),
        statement="""In a table of integers, an hourglass is a group of seven cells: three consecutive cells of some row, the middle cell of the row below, and the three cells of the next row right under the first three. In other words, for a top-left corner (i, j) it covers (i, j), (i, j+1), (i, j+2), (i+1, j+1), (i+2, j), (i+2, j+1) and (i+2, j+2). Find the largest sum of an hourglass that fits completely inside the table.

Input

The first line contains two integers n and m (3 ≤ n, m ≤ 20). Each of the next n lines contains m integers (-10^6 ≤ a_{i,j} ≤ 10^6).

Output

Print the largest hourglass sum.""",
        examples=(lines("3 4", "1 1 1 0", "0 1 0 0", "1 1 1 0"),),
        edge_cases=(lines("3 3", "-1 -1 -1", "-1 -1 -1", "-1 -1 -1"), lines("3 3", "1000000 1000000 1000000", "1000000 -1000000 1000000", "1000000 1000000 1000000"),
                    lines("4 3", "0 0 0", "0 0 0", "0 0 0", "5 5 5"), lines("3 5", "-5 -5 -5 -5 -5", "-5 -9 -2 -9 -5", "-5 -5 -5 -5 -5")),
        generate=gen_hourglass,
    ),
    Problem(
        name="knight_min_moves_board", split="train", level="B", tags=("graphs", "shortest paths"),
        statement="""A knight stands on an n × n chessboard. In one move it jumps two squares in one direction and one square in a perpendicular direction, and it must stay on the board. Rows and columns are numbered from 1 to n. Find the smallest number of moves to get from square (r1, c1) to square (r2, c2).

Input

The only line contains five integers n, r1, c1, r2, c2 (1 ≤ n ≤ 100, 1 ≤ r1, c1, r2, c2 ≤ n).

Output

Print the smallest number of moves, or -1 if the knight cannot reach the target square.""",
        examples=(lines("8 1 1 8 8"), lines("3 1 1 2 2")),
        edge_cases=(lines("1 1 1 1 1"), lines("5 3 3 3 3"), lines("2 1 1 2 2"), lines("100 1 1 100 100"), lines("4 1 1 2 2")),
        generate=gen_knight,
    ),
    Problem(
        name="max_path_sum_right_down", split="train", level="B", tags=("dp",),
        statement="""A table has n rows and m columns, and every cell holds a non-negative integer. A path starts in the top-left cell, ends in the bottom-right cell and each step goes one cell right or one cell down. Find the largest possible sum of the numbers on the cells of a path (both ends included).

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m integers (0 ≤ a_{i,j} ≤ 10^9). The answer may not fit in a 32-bit integer.

Output

Print the largest path sum.""",
        examples=(lines("3 3", "1 3 1", "1 5 1", "4 2 1"),),
        edge_cases=(lines("1 1", 0), lines("1 4", "1 2 3 4"), lines("4 1", 5, 0, 0, 5), lines("3 3", *(["1000000000 1000000000 1000000000"] * 3)), lines("2 2", "1 9", "8 1")),
        generate=gen_path_sum,
    ),
    Problem(
        name="knapsack_small_01", split="train", level="B", tags=("dp",),
        statement="""A hiker can carry at most W kilograms. There are n items; item i weighs w_i kilograms and is worth v_i. Each item can be taken at most once. Find the largest total worth of items whose total weight does not exceed W.

Input

The first line contains two integers n and W (1 ≤ n ≤ 100, 1 ≤ W ≤ 1000). Each of the next n lines contains two integers w_i and v_i (1 ≤ w_i ≤ 1000, 1 ≤ v_i ≤ 10^6).

Output

Print the largest total worth (0 if nothing fits).""",
        examples=(lines("3 5", "2 3", "3 4", "4 6"),),
        edge_cases=(lines("1 1", "2 100"), lines("1 5", "5 7"), lines("2 4", "2 5", "4 9"), lines("3 6", "2 4", "2 4", "3 5"), lines("2 1000", "1000 1000000", "1 1000000")),
        generate=gen_knapsack,
    ),
    Problem(
        name="rod_cutting_max_price", split="train", level="B", tags=("dp",),
        statement="""A metal rod has length n. A piece of length i sells for p_i coins. You may cut the rod into pieces of integer lengths in any way (or not cut it at all); pieces of the same length may repeat. Find the largest total price of the pieces.

Input

The first line contains one integer n (1 ≤ n ≤ 500). The second line contains n integers p_1, ..., p_n (1 ≤ p_i ≤ 10^6).

Output

Print the largest total price.""",
        examples=(lines(4, "1 5 8 9"),),
        edge_cases=(lines(1, 7), lines(3, "5 1 1"), lines(5, "2 5 7 8 10"), lines(6, "1 1 10 1 1 1")),
        generate=gen_rod,
    ),
    Problem(
        name="lcs_length", split="train", level="B", tags=("dp", "strings"),
        statement="""A subsequence of a string is what remains after deleting some of its characters (possibly none) without changing the order of the others. Find the length of the longest string that is a subsequence of both given strings.

Input

The first line contains the string s and the second line contains the string t. Both are non-empty, consist of lowercase letters and have at most 300 characters.

Output

Print the length of the longest common subsequence (0 if the strings share no letter).""",
        examples=(lines("abcbdab", "bdcaba"),),
        edge_cases=(lines("a", "b"), lines("a", "a"), lines("aa", "a"), lines("abc", "cba"), lines("aaaa", "aa")),
        generate=gen_lcs,
    ),
    Problem(
        name="non_adjacent_max_sum", split="train", level="B", tags=("dp",),
        statement="""Houses stand in a row, and house i keeps a_i coins. A thief wants to rob some houses but never two neighbouring ones. What is the largest amount of coins the thief can take?

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, ..., a_n (0 ≤ a_i ≤ 10^9). The answer may not fit in a 32-bit integer.

Output

Print the largest possible amount.""",
        examples=(lines(5, "2 7 9 3 1"),),
        edge_cases=(lines(1, 0), lines(1, 1000000000), lines(4, "5 1 1 5"), lines(2, "3 3"), lines(6, "1000000000 0 1000000000 0 1000000000 1000000000")),
        generate=gen_non_adjacent,
    ),
    Problem(
        name="shape_perimeter", split="train", level="A", tags=("implementation",),
        statement="""Some cells of a grid with n rows and m columns are painted (#), the others are blank (.). Every cell is a 1 × 1 square. Find the total length of the border of the painted area: count every side of a painted cell whose other side is a blank cell or the outside of the grid.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m characters # and .

Output

Print the total length of the border.""",
        examples=(lines("3 3", ".#.", "###", ".#."),),
        edge_cases=(lines("1 1", "#"), lines("1 1", "."), lines("2 2", "##", "##"), lines("2 3", "#.#", ".#."), lines("3 3", "###", "#.#", "###")),
        generate=gen_dot_hash,
    ),
    Problem(
        name="lights_out_3x3", split="train", level="A", tags=("implementation",),
        statement="""A 3 × 3 panel has nine lights, all switched on at the start. Pressing a light switches the state of that light and of the lights that share a side with it (on becomes off, off becomes on). You know how many times each light was pressed. Print the final state of the panel.

Input

Three lines with three integers each: the number of presses of each light (0 to 100).

Output

Print three lines with three characters each: 1 for a light that is on and 0 for a light that is off.""",
        examples=(lines("1 0 0", "0 0 0", "0 0 1"),),
        edge_cases=(lines("0 0 0", "0 0 0", "0 0 0"), lines("0 0 0", "0 1 0", "0 0 0"), lines("100 100 100", "100 100 100", "100 100 100"), lines("1 1 1", "1 1 1", "1 1 1")),
        generate=gen_lights,
    ),
    Problem(
        name="single_one_to_centre", split="train", level="A", tags=("implementation",),
        statement="""A square table of odd size n × n contains exactly one 1; all other numbers are 0. In one move you may swap two neighbouring rows or two neighbouring columns. What is the smallest number of moves that brings the 1 to the middle cell of the table?

Input

The first line contains one odd integer n (1 ≤ n ≤ 25). Each of the next n lines contains n numbers 0 or 1 separated by spaces.

Output

Print the smallest number of moves.""",
        examples=(lines(5, "0 0 0 0 0", "0 0 0 0 1", "0 0 0 0 0", "0 0 0 0 0", "0 0 0 0 0"),),
        edge_cases=(lines(1, 1), lines(3, "0 0 0", "0 1 0", "0 0 0"), lines(3, "1 0 0", "0 0 0", "0 0 0"), lines(3, "0 0 0", "0 0 0", "0 0 1")),
        generate=gen_single_one,
    ),
    Problem(
        name="count_all_squares", split="train", level="A", tags=("math",),
        statement="""A board of n rows and m columns is drawn on squared paper. Count all squares of any size whose sides lie on the lines of the board and which lie completely inside the board. For example, a 2 × 3 board contains six 1 × 1 squares and two 2 × 2 squares.

Input

The only line contains two integers n and m (1 ≤ n, m ≤ 10^6).

Output

Print the number of squares. It may not fit in a 32-bit integer.""",
        examples=(lines("2 3"),),
        edge_cases=(lines("1 1"), lines("1 1000000"), lines("1000000 1000000"), lines("50000 50000"), lines("3 3")),
        generate=gen_squares,
    ),
    Problem(
        name="best_subset_xor", split="train", level="B", tags=("bitmasks", "brute force"),
        statement="""Choose a non-empty subset of the given numbers so that the bitwise XOR of the chosen numbers is as large as possible. Print that largest XOR.

Input

The first line contains one integer n (1 ≤ n ≤ 20). The second line contains n integers a_1, ..., a_n (0 ≤ a_i < 2^30).

Output

Print the largest XOR of a non-empty subset.""",
        examples=(lines(3, "1 2 3"),),
        edge_cases=(lines(1, 0), lines(3, "1 2 4"), lines(2, "5 5"), lines(4, "8 4 2 1"), lines(2, "1073741823 1")),
        generate=gen_subset_xor,
    ),
    Problem(
        name="three_items_under_budget", split="train", level="A", tags=("brute force",),
        statement="""A shop sells n items; item i costs a_i. You want to buy exactly three different items and spend as much as possible, but no more than M. Find the largest total cost of three different items that does not exceed M.

Input

The first line contains two integers n and M (1 ≤ n ≤ 100, 1 ≤ M ≤ 3·10^6). The second line contains n integers a_1, ..., a_n (1 ≤ a_i ≤ 10^6).

Output

Print the largest total cost, or -1 if no three different items fit into the budget (in particular, if n < 3).""",
        examples=(lines("5 21", "5 6 7 8 9"),),
        edge_cases=(lines("2 100", "1 2"), lines("3 6", "1 2 3"), lines("3 5", "1 2 3"), lines("4 3000000", "1000000 1000000 1000000 1000000"), lines("5 10", "9 9 9 9 9")),
        generate=gen_three_items,
    ),
    Problem(
        name="digit_sum_band_total", split="train", level="A", tags=("brute force",),
        statement="""Consider the integers from 1 to n. Add up those whose sum of decimal digits is at least a and at most b.

Input

The only line contains three integers n, a and b (1 ≤ n ≤ 10^4, 1 ≤ a ≤ b ≤ 36).

Output

Print the total.""",
        examples=(lines("20 2 5"),),
        edge_cases=(lines("1 1 1"), lines("1 2 36"), lines("10000 1 36"), lines("10000 1 1"), lines("100 10 10")),
        generate=gen_digit_band,
    ),
    Problem(
        name="decode_digit_string_ways", split="train", level="B", tags=("dp", "strings"),
        statement="""A message of capital letters was encoded by replacing A with 1, B with 2, ..., Z with 26 and writing the numbers one after another without separators. Given the digit string, count the ways to split it into codes 1 to 26, where a code never has a leading zero (so "05" is not a code and a lone "0" is not a code either). Print the count modulo 1000000007.

Input

The only line contains a non-empty string of at most 100 digits.

Output

Print the number of ways modulo 1000000007 (0 if the string cannot be decoded).""",
        examples=(lines("226"), lines("1021")),
        edge_cases=(lines("0"), lines("105"), lines("27"), lines("1" * 100), lines("100"), lines("2626")),
        generate=gen_decode,
    ),
    Problem(
        name="paving_square_tiles", split="train", level="A", tags=("math",),
        statement="""A rectangular square of a town measures n × m metres. It is to be covered with square tiles of size a × a. Tiles may stick out beyond the square but may not be broken, and their sides must be parallel to the sides of the square. What is the smallest number of tiles needed?

Input

The only line contains three integers n, m and a (1 ≤ n, m, a ≤ 10^9).

Output

Print the smallest number of tiles. It may not fit in a 32-bit integer.""",
        examples=(lines("6 6 4"),),
        edge_cases=(lines("1 1 1"), lines("1000000000 1000000000 1"), lines("1 1 1000000000"), lines("7 3 7"), lines("100000 100000 1")),
        generate=gen_paving,
    ),
    Problem(
        name="cells_at_manhattan_distance", split="train", level="A", tags=("brute force",),
        statement="""A board has n rows and m columns, numbered from 1. The distance between cells (r1, c1) and (r2, c2) is |r1 - r2| + |c1 - c2|. Count the cells of the board whose distance from cell (r, c) is exactly k.

Input

The only line contains five integers n, m, r, c, k (1 ≤ n, m ≤ 100, 1 ≤ r ≤ n, 1 ≤ c ≤ m, 0 ≤ k ≤ 200).

Output

Print the number of such cells.""",
        examples=(lines("5 5 3 3 1"), lines("3 4 1 1 2")),
        edge_cases=(lines("1 1 1 1 0"), lines("1 1 1 1 1"), lines("100 100 1 1 198"), lines("100 100 50 50 200"), lines("2 2 1 1 1")),
        generate=gen_manhattan,
    ),
    Problem(
        name="number_triangle_max_path", split="train", level="B", tags=("dp",),
        statement="""A triangle of numbers has n rows; row i holds i numbers. Start at the single number of the top row and go down one row at a time, each time to one of the two numbers right below the current one (the number with the same position in the next row, or the next position). Find the largest possible sum of the numbers on such a path from the top row to the bottom row.

Input

The first line contains one integer n (1 ≤ n ≤ 30). The i-th of the next n lines contains i integers between 0 and 99.

Output

Print the largest sum.""",
        examples=(lines(4, 3, "7 4", "2 4 6", "8 5 9 3"),),
        edge_cases=(lines(1, 5), lines(2, 0, "0 0"), lines(3, 1, "2 1", "0 0 50"), lines(3, 1, "1 2", "9 0 0")),
        generate=gen_triangle,
    ),
    Problem(
        name="min_switches_all_lamps", split="train", level="B", tags=("bitmasks", "brute force"),
        statement="""A room has m lamps, all switched off, and n switches. Each switch is connected to some of the lamps; pressing it changes the state of each of its lamps (off becomes on, on becomes off). Each switch may be pressed at most once. What is the smallest number of switches to press so that all lamps end up on?

Input

The first line contains two integers n and m (1 ≤ n ≤ 15, 1 ≤ m ≤ 20). Each of the next n lines describes a switch as a string of m characters: the j-th character is 1 if the switch is connected to lamp j and 0 otherwise.

Output

Print the smallest number of switches, or -1 if the lamps can never be all on.""",
        examples=(lines("3 4", "1100", "0011", "0110"),),
        edge_cases=(lines("1 1", "1"), lines("1 1", "0"), lines("3 3", "110", "001", "111"), lines("2 2", "11", "11"), lines("3 3", "100", "010", "001")),
        generate=gen_switches,
    ),
    Problem(
        name="assignment_min_cost", split="train", level="B", tags=("brute force",),
        statement="""There are n workers and n jobs. Worker i asks c_{i,j} coins for job j. Every worker must get exactly one job and every job must go to exactly one worker. Find the smallest total payment.

Input

The first line contains one integer n (1 ≤ n ≤ 8). Each of the next n lines contains n integers c_{i,1}, ..., c_{i,n} (0 ≤ c_{i,j} ≤ 1000).

Output

Print the smallest total payment.""",
        examples=(lines(3, "4 1 3", "2 0 5", "3 2 2"),),
        edge_cases=(lines(1, 7), lines(2, "1 2", "1 100"), lines(2, "5 5", "5 5"), lines(3, "1 2 3", "1 4 9", "1 8 27")),
        generate=gen_assignment,
    ),
    Problem(
        name="attacking_queen_pairs", split="train", level="A", tags=("brute force",),
        statement="""There are q queens on a huge chessboard, each on its own square (r_i, c_i). Two queens attack each other if they are in the same row, in the same column or on the same diagonal (in either direction); other pieces standing between them do not matter. Count the pairs of queens that attack each other.

Input

The first line contains one integer q (1 ≤ q ≤ 100). Each of the next q lines contains two integers r_i and c_i (1 ≤ r_i, c_i ≤ 10^6). All positions are different.

Output

Print the number of attacking pairs.""",
        examples=(lines(4, "1 1", "3 3", "1 5", "4 2"),),
        edge_cases=(lines(1, "5 5"), lines(2, "1 2", "2 1"), lines(2, "1 1", "2 3"), lines(3, "1000000 1", "1 1000000", "500000 500001")),
        generate=gen_queens,
    ),
    Problem(
        name="reduce_to_one_steps", split="train", level="B", tags=("dp",),
        statement="""You have a positive integer n. In one operation you may subtract 1 from it, divide it by 2 if it is even, or divide it by 3 if it is divisible by 3. Find the smallest number of operations that turn n into 1.

Input

The only line contains one integer n (1 ≤ n ≤ 10^6).

Output

Print the smallest number of operations.""",
        examples=(lines(10),),
        edge_cases=(lines(1), lines(2), lines(1000000), lines(7), lines(729)),
        generate=lambda rng: lines(big_int(rng, 10**6, 1)),
    ),
    Problem(
        name="dice_sum_sequences", split="train", level="A", tags=("dp",),
        statement="""You throw an ordinary die (with the faces 1 to 6) several times and add up the results. In how many ways can the total be exactly n? The order of the throws matters: 1 then 2 and 2 then 1 are different ways. Print the answer modulo 1000000007.

Input

The only line contains one integer n (1 ≤ n ≤ 10^6).

Output

Print the number of ways modulo 1000000007.""",
        examples=(lines(3),),
        edge_cases=(lines(1), lines(6), lines(7), lines(1000000), lines(50)),
        generate=lambda rng: lines(big_int(rng, 10**6, 1)),
    ),
    Problem(
        name="largest_empty_square", split="train", level="B", tags=("dp",),
        statement="""A plot of land is a grid of n rows and m columns; each cell is free (.) or has a tree (#). Find the largest k such that some k × k square of cells (with sides along the grid) contains only free cells.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 30). Each of the next n lines contains m characters . and #.

Output

Print the largest k, or 0 if every cell has a tree.""",
        examples=(lines("4 5", ".....", "..#..", ".....", "....."),),
        edge_cases=(lines("1 1", "#"), lines("1 1", "."), lines("2 2", "#.", ".."), lines("3 3", "...", "...", "..."), lines("3 4", "#...", "....", "..#.")),
        generate=gen_largest_square,
    ),
    Problem(
        name="two_set_bits_count", split="train", level="B", tags=("bitmasks", "brute force"),
        statement="""Count the integers x with l ≤ x ≤ r whose binary representation contains exactly two ones. For example, 5 = 101 and 12 = 1100 are such numbers, while 7 = 111 is not.

Input

The only line contains two integers l and r (1 ≤ l ≤ r ≤ 10^18).

Output

Print the number of such integers.""",
        examples=(lines("1 10"),),
        edge_cases=(lines("1 1"), lines("3 3"), lines("1 1000000000000000000"), lines("4294967296 8589934592"), lines("576460752303423488 1000000000000000000")),
        generate=gen_two_bits,
    ),
    Problem(
        name="word_in_grid_lines", split="train", level="A", tags=("implementation", "strings"),
        statement="""A grid of n rows and m columns is filled with lowercase letters. Check whether the word w can be read in the grid either in some row from left to right or in some column from top to bottom, as consecutive cells.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m lowercase letters. The last line contains the word w (1 ≤ |w| ≤ 20), made of lowercase letters.

Output

Print "YES" if the word can be found, and "NO" otherwise.""",
        examples=(lines("3 4", "cats", "oxen", "wand", "cow"), lines("2 2", "ab", "cd", "ba")),
        edge_cases=(lines("1 1", "a", "a"), lines("1 1", "a", "aa"), lines("3 1", "d", "o", "g", "dog"), lines("2 3", "abc", "def", "cf")),
        generate=gen_word_grid,
    ),
    Problem(
        name="fix_checkerboard_repaints", split="train", level="A", tags=("implementation",),
        statement="""A board of n rows and m columns has black (B) and white (W) cells. You want it to look like a chessboard: any two cells that share a side must have different colours. In one operation you repaint one cell. Find the smallest number of operations.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 30). Each of the next n lines contains m characters B and W.

Output

Print the smallest number of repainted cells.""",
        examples=(lines("2 3", "BBB", "WWW"),),
        edge_cases=(lines("1 1", "W"), lines("1 1", "B"), lines("2 2", "WB", "BW"), lines("1 4", "WWWW"), lines("3 3", "WWW", "WWW", "WWW")),
        generate=gen_checker,
    ),
    Problem(
        name="ribbon_three_lengths", split="train", level="B", tags=("dp",),
        statement="""A ribbon of length n must be cut into pieces so that every piece has length a, b or c, and nothing is left over. Find the largest possible number of pieces.

Input

The only line contains four integers n, a, b and c (1 ≤ n, a, b, c ≤ 4000).

Output

Print the largest number of pieces, or -1 if the ribbon cannot be cut this way.""",
        examples=(lines("5 5 3 2"), lines("7 5 5 2")),
        edge_cases=(lines("1 1 1 1"), lines("7 5 5 5"), lines("4000 1 2 3"), lines("4000 3999 2 4000"), lines("11 4 6 9")),
        generate=gen_ribbon,
    ),
    Problem(
        name="distinct_grid_rows", split="train", level="A", tags=("implementation", "strings"),
        statement="""A grid has n rows and m columns and each cell holds a lowercase letter. Two rows are equal if they have the same letter in every column. How many different rows does the grid have?

Input

The first line contains two integers n and m (1 ≤ n ≤ 50, 1 ≤ m ≤ 20). Each of the next n lines contains m lowercase letters.

Output

Print the number of different rows.""",
        examples=(lines("4 3", "abc", "abd", "abc", "xyz"),),
        edge_cases=(lines("1 1", "a"), lines("3 2", "ab", "ba", "ab"), lines("3 1", "z", "z", "z"), lines("4 2", "aa", "bb", "aa", "bb")),
        generate=gen_distinct_rows,
    ),
    Problem(
        name="star_bounding_box", split="train", level="A", tags=("implementation",),
        statement="""A grid of n rows and m columns contains stars (*) and empty cells (.), with at least one star. Cut out the smallest rectangle of the grid, with sides along the grid lines, that contains all the stars, and print it.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 30). Each of the next n lines contains m characters * and .; at least one of them is a star.

Output

Print the cut-out rectangle, one row per line.""",
        examples=(lines("4 6", "......", "..*...", "...*.*", "......"),),
        edge_cases=(lines("1 1", "*"), lines("2 2", "*.", ".*"), lines("3 3", "...", ".*.", "..."), lines("2 4", "...*", "...."), lines("1 3", "*.*")),
        generate=gen_bounding,
    ),
    Problem(
        name="lone_marked_cells", split="train", level="A", tags=("implementation",),
        statement="""Some cells of a grid with n rows and m columns are marked (#). A marked cell is lone if it is the only marked cell in its row and also the only marked cell in its column. Count the lone cells.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20). Each of the next n lines contains m characters # and .

Output

Print the number of lone cells.""",
        examples=(lines("3 3", "#..", "..#", "#.."),),
        edge_cases=(lines("1 1", "#"), lines("1 1", "."), lines("2 2", "#.", "#."), lines("3 3", "#..", ".#.", "..#"), lines("2 3", "##.", "..#")),
        generate=gen_lone,
    ),
)
