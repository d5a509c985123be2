"""Validation problems (never trained on). Implementation and simulation: follow the rules the statement gives (dates, clocks, games, processes).

Specs only: build.py turns them into bundled_valid.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, big_int, int_array, join, lines, value_range, word


def gen_bus_stops(rng):
    n = rng.randint(2, 100)
    inside, rows = 0, []
    for stop in range(n):
        if stop == n - 1:
            leave, enter = inside, 0
        else:
            leave = rng.randint(0, inside) if stop else 0
            enter = rng.randint(0, 1000)
        inside += enter - leave
        rows.append(join([leave, enter]))
    return lines(n, *rows)

def gen_queue(rng):
    n = rng.randint(1, 50)
    t = rng.choice([rng.randint(1, 5), rng.randint(1, 50)])  # small t keeps the queue far from sorted
    return lines(join([n, t]), word(rng, n, "BG"))

def gen_matrix(rng):
    n, m = rng.randint(1, 20), rng.randint(1, 20)
    return lines(join([n, m]), *(join(int_array(rng, m, -100, 100)) for _ in range(n)))

def gen_score(rng):
    if rng.random() < 0.5:
        a, b = rng.randint(0, 10), rng.randint(0, 10)
    else:  # past 10:10, the players never differ by more than one point
        m = rng.choice([rng.randint(10, 15), rng.randint(10, 10**9 - 1)])
        a, b = m, m + rng.choice([0, 1])
        if rng.random() < 0.5:
            a, b = b, a
    return lines(join([a, b]))

def gen_zigzag(rng):
    n = rng.choice([rng.randint(1, 6), rng.randint(1, 100)])
    values, up = [rng.randint(-1000, 1000)], rng.random() < 0.5
    for _ in range(n - 1):
        step = rng.randint(1, 50)
        values.append(values[-1] + (step if up else -step))
        up = not up
    if rng.random() < 0.5 and n > 1:  # break the pattern at one place
        i = rng.randrange(1, n)
        values[i] = rng.choice([values[i - 1], values[i - 1] + rng.randint(-50, 50)])
    return lines(n, join(values))

def gen_frog(rng):
    n, d = rng.randint(1, 100), rng.choice([rng.randint(0, 5), rng.randint(0, 10**9)])
    heights = [rng.randint(1, 10**9) if d > 5 else rng.randint(1, 20)]
    for _ in range(n - 1):
        step = rng.randint(0, d + 1) if rng.random() < 0.97 else rng.randint(0, 2 * d + 2)
        heights.append(min(10**9, max(1, heights[-1] + rng.choice([-1, 1]) * step)))
    return lines(join([n, d]), join(heights))

def gen_tanks(rng):
    n = rng.randint(1, 100)
    caps = int_array(rng, n, 1, rng.choice([10, 10**9]))
    w = rng.choice([rng.randint(0, sum(caps) * 6 // 5), big_int(rng)])
    return lines(join([n, w]), join(caps))

def gen_knight(rng):
    n, m = (rng.randint(1, 5), rng.randint(1, 5)) if rng.random() < 0.5 else (big_int(rng, 10**9, 1), big_int(rng, 10**9, 1))
    r = rng.choice([1, min(2, n), n, max(1, n - 1), rng.randint(1, n)])
    c = rng.choice([1, min(2, m), m, max(1, m - 1), rng.randint(1, m)])
    return lines(join([n, m, r, c]))

def gen_border(rng):
    n, m = rng.randint(1, rng.choice([3, 20])), rng.randint(1, rng.choice([3, 20]))
    low, high = value_range(rng, 10**9)
    return lines(join([n, m]), *(join(int_array(rng, m, low, high)) for _ in range(n)))


PROBLEMS = (
    Problem(
        name="matrix_transpose",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""Print the transpose of a matrix with n rows and m columns: the matrix with m rows and n columns whose i-th row is the i-th column of the original.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20).

Each of the next n lines contains m integers between -100 and 100.

Output

Print m lines with n integers each, separated by spaces.""",
        examples=(lines("2 3", "1 2 3", "4 5 6"),),
        edge_cases=(lines("1 1", 5), lines("1 4", "1 2 3 4"), lines("3 1", 7, 8, 9), lines("2 2", "1 2", "3 4")),
        generate=gen_matrix,
    ),
    Problem(
        name="robot_distance",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""A robot starts at the point (0, 0) and follows a list of moves: U increases y by 1, D decreases y by 1, R increases x by 1 and L decreases x by 1. After all moves, what is the Manhattan distance |x| + |y| from the robot to the start?

Input

The only line contains a string of characters U, D, L and R of length from 1 to 100.

Output

Print the distance.""",
        examples=(lines("UURDL"),),
        edge_cases=(lines("L"), lines("DDDD"), lines("UDLR"), lines("RRRRUUU")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 100), rng.choice(["UDLR", "DL", "UUDLRRL"]))),
    ),
    Problem(
        name="bus_occupancy",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""A bus makes n stops. It is empty before the first stop. At stop i, first a_i passengers get off, then b_i passengers get on. At the last stop everybody gets off and nobody gets on. What is the smallest capacity of the bus that is enough to carry everybody at all times?

Input

The first line contains one integer n (2 ≤ n ≤ 100).

Each of the next n lines contains two integers a_i and b_i (0 ≤ a_i ≤ 10^5, 0 ≤ b_i ≤ 1000). The numbers are consistent: nobody gets off at the first stop, a_i never exceeds the number of passengers on the bus, and the bus is empty after the last stop.

Output

Print the smallest sufficient capacity.""",
        examples=(lines(4, "0 3", "2 5", "4 2", "4 0"),),
        note="After the stops the bus carries 3, 6, 4 and 0 passengers.",
        edge_cases=(lines(2, "0 0", "0 0"), lines(2, "0 1000", "1000 0"), lines(3, "0 5", "5 1", "1 0")),
        generate=gen_bus_stops,
    ),
    Problem(
        name="queue_swaps",
        split="valid",
        level="B",
        tags=("implementation", "simulation"),
        statement="""Boys (B) and girls (G) stand in a queue; position 1 is the front. Every second, each boy who stands directly in front of a girl lets her go ahead: all such pairs swap simultaneously, and a person takes part in at most one swap per second. Print the queue after t seconds.

Input

The first line contains two integers n and t (1 ≤ n, t ≤ 50).

The second line contains a string of n characters B and G, the queue from front to back.

Output

Print the queue after t seconds.""",
        examples=(lines("5 1", "BGGBG"),),
        edge_cases=(lines("1 5", "B"), lines("4 3", "GGGG"), lines("4 2", "BBBB"), lines("3 1", "BGG"), lines("6 50", "BBBGGG")),
        generate=gen_queue,
    ),
    Problem(
        name="table_tennis_server",
        split="valid",
        level="A",
        tags=("implementation", "math"),
        statement="""Alice and Bob play a game of table tennis, and Alice serves first. The serve passes to the other player after every two points, until the score reaches 10:10; from then on, the serve passes after every single point. The game ends as soon as a player has at least 11 points and at least 2 points more than the other. The game is not over yet, Alice has a points and Bob has b points. Who serves next?

Input

The only line contains two integers a and b (0 ≤ a, b ≤ 10^9). The game is not over: either both a and b are at most 10, or both are at least 10 and they differ by at most 1.

Output

Print Alice or Bob.""",
        examples=(lines("3 2"), lines("10 10")),
        note="In the first example the points were served by Alice, Alice, Bob, Bob and Alice, and Alice serves one more time.",
        edge_cases=(lines("0 0"), lines("11 10"), lines("11 11"), lines("10 9"), lines("1000000000 999999999"), lines("0 10")),
        generate=gen_score,
    ),
    Problem(
        name="zigzag_array",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""An array is a zigzag if its neighbouring elements always differ and go up and down in turn: either a_1 < a_2 > a_3 < a_4 > ... or a_1 > a_2 < a_3 > a_4 < .... An array of one element is a zigzag too. Is the given array a zigzag?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print YES if the array is a zigzag and NO otherwise.""",
        examples=(lines(5, "1 3 2 4 3"), lines(4, "1 2 3 1")),
        edge_cases=(lines(1, 5), lines(2, "5 5"), lines(2, "7 3"), lines(3, "-1 -5 -2"), lines(4, "1 2 1 1")),
        generate=gen_zigzag,
    ),
    Problem(
        name="frog_pillars",
        split="valid",
        level="A",
        tags=("implementation", "greedy"),
        statement="""n pillars stand in a row; pillar i has height h_i. A frog sits on pillar 1 and jumps only forward, from a pillar to the next one, and only when the heights of these two pillars differ by at most d. What is the number of the farthest pillar the frog can reach?

Input

The first line contains two integers n and d (1 ≤ n ≤ 100, 0 ≤ d ≤ 10^9).

The second line contains n integers h_1, h_2, ..., h_n (1 ≤ h_i ≤ 10^9).

Output

Print the number of the farthest reachable pillar.""",
        examples=(lines("5 3", "1 3 4 8 9"),),
        edge_cases=(lines("1 0", 5), lines("3 0", "7 7 7"), lines("2 1000000000", "1 1000000000"), lines("4 5", "10 5 10 16")),
        generate=gen_frog,
    ),
    Problem(
        name="cascade_tanks",
        split="valid",
        level="A",
        tags=("implementation", "simulation"),
        statement="""n water tanks stand one below another; tank i holds at most c_i litres. All tanks are empty, and then w litres of water are poured into tank 1. Once a tank is full, the rest of the water flows on into the next tank, and the water that flows out of tank n is lost. How much water ends up in each tank, and how much is lost?

Input

The first line contains two integers n and w (1 ≤ n ≤ 100, 0 ≤ w ≤ 10^18).

The second line contains n integers c_1, c_2, ..., c_n (1 ≤ c_i ≤ 10^9).

Output

Print n integers on the first line: the amount of water in each tank. Print the amount of lost water on the second line.""",
        examples=(lines("3 10", "4 3 5"),),
        edge_cases=(lines("1 0", 5), lines("2 20", "4 3"), lines("3 1000000000000000000", "1000000000 1000000000 1000000000"), lines("3 2500000000", "1000000000 1000000000 1000000000")),
        generate=gen_tanks,
    ),
    Problem(
        name="perfect_shuffle_period",
        split="valid",
        level="B",
        tags=("implementation", "simulation"),
        statement="""A deck has 2n cards. A perfect shuffle cuts it into the upper half (the top n cards) and the lower half, and then interleaves the halves card by card: the new deck, from the top, is the first card of the upper half, the first card of the lower half, the second card of the upper half, the second card of the lower half, and so on. So the top card stays on top. How many perfect shuffles in a row bring the deck back to its starting order for the first time?

Input

The only line contains one integer n (1 ≤ n ≤ 1000).

Output

Print the number of shuffles.""",
        examples=(lines(4),),
        note="The deck 1 2 3 4 5 6 7 8 becomes 1 5 2 6 3 7 4 8, then 1 3 5 7 2 4 6 8, then 1 2 3 4 5 6 7 8 again.",
        edge_cases=(lines(1), lines(2), lines(1000), lines(26)),
        generate=lambda rng: lines(rng.randint(1, rng.choice([10, 1000]))),
    ),
    Problem(
        name="knight_moves_count",
        split="valid",
        level="A",
        tags=("implementation", "math"),
        statement="""A board has n rows and m columns, and a knight stands in row r, column c. A knight moves two cells along a row or a column and then one cell in a perpendicular direction, so it has up to eight moves. How many of these moves end on a cell of the board?

Input

The only line contains four integers n, m, r and c (1 ≤ n, m ≤ 10^9, 1 ≤ r ≤ n, 1 ≤ c ≤ m).

Output

Print the number of moves that stay on the board.""",
        examples=(lines("8 8 1 1"),),
        edge_cases=(lines("1 1 1 1"), lines("3 3 2 2"), lines("8 8 4 4"), lines("3 3 1 1"), lines("1000000000 1000000000 1000000000 1000000000")),
        generate=gen_knight,
    ),
    Problem(
        name="border_sum",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""Find the sum of the numbers on the border of a table with n rows and m columns. The border consists of the cells of the first row, the last row, the first column and the last column; every border cell is counted once.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20).

Each of the next n lines contains m integers between -10^9 and 10^9.

Output

Print the sum of the border cells.""",
        examples=(lines("3 4", "1 2 3 4", "5 6 7 8", "9 10 11 12"),),
        edge_cases=(lines("1 1", 7), lines("1 3", "1 2 3"), lines("4 1", 1, 2, 3, 4), lines("20 20", *([join([10**9] * 20)] * 20))),
        generate=gen_border,
    ),
)
