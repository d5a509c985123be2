"""Test problems (never trained on). Simulation: follow the rules step by step (games with simple rules, queues, clocks and dates, scoring systems, moves on a line).

Specs only: build.py turns them into bundled_test.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, big_int, int_array, join, lines

def month_days(y, m):
    leap = y % 400 == 0 or (y % 4 == 0 and y % 100 != 0)
    return [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]

def distinct_digits(rng):
    return "".join(rng.sample("0123456789", 4))

def gen_bulls(rng):
    secret = distinct_digits(rng)
    q = rng.randint(1, 20)
    guesses = [distinct_digits(rng) if rng.random() < 0.6 else "".join(rng.sample(secret, 4)) for _ in range(q)]
    return lines(secret, q, *guesses)

def gen_darts(rng):
    s = rng.choice([rng.randint(2, 100), rng.randint(2, 1000), 501])
    n = rng.randint(1, 100)
    return lines(join([s, n]), join(rng.choice([0, rng.randint(0, 60), rng.randint(0, 20)]) for _ in range(n)))

def gen_doors(rng):
    a, b = rng.randint(1, 50), rng.randint(1, 50)
    seq = [0] * a + [1] * b
    rng.shuffle(seq)
    return lines(len(seq), join(seq))

def gen_zigzag_boxes(rng):
    return lines(join([rng.randint(1, rng.choice([3, 100])), rng.randint(1, rng.choice([20, 10**4]))]))

def gen_insomnia(rng):
    return lines(rng.choice([rng.randint(0, 100), big_int(rng, 10**9), 10**9 - rng.randint(0, 1000)]))

def gen_score_ops(rng):
    records, ops = [], []
    for _ in range(rng.randint(1, 100)):
        choices = ["x"]
        if len(records) >= 2 and abs(records[-1] + records[-2]) <= 10**9:
            choices.append("+")
        if records and abs(2 * records[-1]) <= 10**9:
            choices.append("D")
        if records:
            choices.append("C")
        op = rng.choice(choices)
        if op == "x":
            x = rng.randint(-1000, 1000)
            records.append(x)
            ops.append(str(x))
        elif op == "+":
            records.append(records[-1] + records[-2])
            ops.append("+")
        elif op == "D":
            records.append(2 * records[-1])
            ops.append("D")
        else:
            records.pop()
            ops.append("C")
    return lines(len(ops), join(ops))

def gen_lift(rng):
    x, y = rng.sample(range(1, rng.choice([10, 1000]) + 1), 2)
    return lines(join([x, y, rng.randint(1, 1000)] + int_array(rng, 3, 1, rng.choice([5, 1000]))))

def gen_asteroids(rng):
    n = rng.randint(1, 100)
    high = rng.choice([3, 1000])
    return lines(n, join(rng.choice([-1, 1]) * rng.randint(1, high) for _ in range(n)))

def gen_date_plus(rng):
    y = rng.choice([rng.randint(1, 9000), rng.randint(1890, 2110), 100 * rng.randint(1, 89)])
    m = rng.choice([2, 12, rng.randint(1, 12)])
    d = rng.choice([1, month_days(y, m), rng.randint(1, month_days(y, m))])
    return lines("%04d-%02d-%02d" % (y, m, d), rng.choice([rng.randint(0, 60), rng.randint(0, 10**5)]))

def gen_sowing(rng):
    n = rng.randint(2, 20)
    a = int_array(rng, n, 0, rng.choice([5, 50]))
    p = rng.randint(1, n)
    if a[p - 1] == 0:
        a[p - 1] = rng.randint(1, 50)
    return lines(join([n, p]), join(a))


PROBLEMS = (
    Problem(
        name="bulls_and_cows_hint",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""In the game Bulls and Cows one player thinks of a secret string of 4 different digits, and the other makes guesses, also strings of 4 different digits. For each guess the answer is the number of bulls, digits of the guess that stand at the same position in the secret, and the number of cows, digits of the guess that occur in the secret at a different position.

Input

The first line contains the secret. The second line contains one integer q (1 ≤ q ≤ 20). Each of the next q lines contains a guess. Every secret and guess consists of 4 different digits (a leading 0 is allowed).

Output

For every guess print one line with two integers: the bulls and the cows.""",
        examples=(lines("1234", 3, "1243", "5678", "4321"),),
        edge_cases=(lines("0123", 1, "0123"), lines("9876", 1, "1234"), lines("0123", 1, "3012"), lines("5019", 2, "0159", "5091")),
        generate=gen_bulls,
    ),
    Problem(
        name="darts_countdown_bust",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""A darts player counts down from s points. Each throw scores some points, which are subtracted from the remainder. A throw that would make the remainder negative, or leave exactly 1, is a bust: it is not counted and the remainder does not change. As soon as the remainder reaches exactly 0 the game is over, and later throws are ignored.

Input

The first line contains two integers s and n (2 ≤ s ≤ 1000, 1 ≤ n ≤ 100).

The second line contains n integers x_1, ..., x_n (0 ≤ x_i ≤ 60): the points of the throws in order.

Output

Print two integers: the final remainder and the number of busts.""",
        examples=(lines("50 4", "20 40 29 30"), lines("10 3", "9 4 6")),
        edge_cases=(lines("2 1", 2), lines("2 1", 1), lines("3 3", "2 3 1"), lines("1000 1", 60), lines("61 2", "60 61")),
        generate=gen_darts,
    ),
    Problem(
        name="first_side_all_open",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""A hall has two exits, left and right; each exit has some doors, and all doors are closed. A guard opens all the doors one by one, each exactly once; you know for each opened door whether it belongs to the left exit (0) or the right exit (1). After how many opened doors is it possible for the first time to leave the hall, that is, all doors of at least one exit are open?

Input

The first line contains one integer n (2 ≤ n ≤ 100): the total number of doors. The second line contains n integers, each 0 or 1: the exits of the doors in the order they are opened. Each exit has at least one door.

Output

Print the smallest k such that after the first k doors are opened, all doors of the left exit or all doors of the right exit are open.""",
        examples=(lines(5, "0 0 1 0 0"), lines(4, "1 0 0 1")),
        edge_cases=(lines(2, "0 1"), lines(2, "1 0"), lines(6, "1 1 1 0 0 0"), lines(5, "0 1 1 1 0")),
        generate=gen_doors,
    ),
    Problem(
        name="zigzag_ball_distribution",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""n boxes stand in a row, numbered 1 to n. m balls are put into them one at a time, walking back and forth along the row: the boxes get balls in the order 1, 2, ..., n, n - 1, ..., 2, 1, 2, ..., n, n - 1, ... (the walk turns around at the ends, so an end box gets only one ball each time it is reached). If n = 1 every ball goes into box 1. How many balls does each box get?

Input

The only line contains two integers n and m (1 ≤ n ≤ 100, 1 ≤ m ≤ 10^4).

Output

Print n integers: the numbers of balls in boxes 1 to n.""",
        examples=(lines("3 7"), lines("4 3")),
        edge_cases=(lines("1 1"), lines("1 10000"), lines("2 5"), lines("100 10000"), lines("3 4")),
        generate=gen_zigzag_boxes,
    ),
    Problem(
        name="all_digits_multiples",
        split="test",
        level="A",
        tags=("implementation", "math"),
        statement="""Lena picks a number N and then says N, 2·N, 3·N, and so on. She keeps track of the digits 0 to 9 that appear in the numbers she has said, and stops as soon as she has seen all ten of them. What is the last number she says? If she would never stop, print INSOMNIA.

Input

The only line contains one integer N (0 ≤ N ≤ 10^9).

Output

Print the last number Lena says (it may not fit in a 32-bit integer), or INSOMNIA.""",
        examples=(lines(2), lines(0)),
        edge_cases=(lines(1), lines(1000000000), lines(999999999), lines(1692), lines(11)),
        generate=gen_insomnia,
    ),
    Problem(
        name="score_ops_with_undo",
        split="test",
        level="A",
        tags=("implementation", "data structures"),
        statement="""A scorekeeper keeps a list of records, empty at first, and processes n operations in order:

- an integer x: add the record x;
- +: add a record equal to the sum of the last two records;
- D: add a record equal to twice the last record;
- C: remove the last record.

The operations are valid: + comes only when there are at least two records, D and C only when there is at least one. Every record is at most 10^9 in absolute value. Find the sum of the records left at the end.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains the n operations separated by spaces; every integer x satisfies -1000 ≤ x ≤ 1000.

Output

Print the sum of the remaining records (0 if none are left). It may not fit in a 32-bit integer.""",
        examples=(lines(5, "5 2 C D +"), lines(8, "5 -2 4 C D 9 + +")),
        edge_cases=(lines(1, -1000), lines(2, "7 C"), lines(3, "1 D D"), lines(4, "3 4 + C")),
        generate=gen_score_ops,
    ),
    Problem(
        name="stairs_or_elevator",
        split="test",
        level="A",
        tags=("implementation",),
        statement="""Masha is on floor x and wants to get to floor y. Walking the stairs takes t_1 seconds per floor. The elevator is on floor z with its doors closed; it moves t_2 seconds per floor, and opening or closing its doors takes t_3 seconds each time. To use the elevator, it has to come to floor x, open the doors, close them after Masha enters, go to floor y and open the doors there. Masha takes the elevator if it is not slower than the stairs.

Input

The only line contains six integers x, y, z, t_1, t_2, t_3 (1 ≤ x, y, z, t_1, t_2, t_3 ≤ 1000, x ≠ y).

Output

Print YES if Masha takes the elevator, and NO otherwise.""",
        examples=(lines("5 1 4 4 2 1"), lines("1 6 6 2 1 1")),
        edge_cases=(lines("1 2 1 3 1 1"), lines("1 2 1 5 1 1"), lines("1 2 1 4 1 1"), lines("1000 1 1 1 1000 1000"), lines("2 1 2 10 1 3")),
        generate=gen_lift,
    ),
    Problem(
        name="asteroid_collisions",
        split="test",
        level="B",
        tags=("implementation", "data structures"),
        statement="""Asteroids are lined up on a line and all move at the same speed. Each one is given by a nonzero integer: its absolute value is its size, and its sign its direction (positive moves right, negative moves left). When two asteroids meet, the smaller one is destroyed; if they have the same size, both are destroyed. Asteroids moving in the same direction never meet. Which asteroids are left when no more collisions can happen?

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n nonzero integers a_1, ..., a_n (-1000 ≤ a_i ≤ 1000), from left to right.

Output

Print the remaining asteroids from left to right, separated by spaces, or EMPTY if none remain.""",
        examples=(lines(3, "5 10 -5"), lines(4, "-2 -1 1 2")),
        edge_cases=(lines(1, 7), lines(2, "8 -8"), lines(3, "10 2 -5"), lines(4, "1 2 3 -4"), lines(4, "3 3 -3 -3")),
        generate=gen_asteroids,
    ),
    Problem(
        name="date_plus_days",
        split="test",
        level="B",
        tags=("implementation",),
        statement="""A travel agency books trips that last k days and wants to know the date on which each trip ends. Dates follow the Gregorian rules: years divisible by 4 are leap years, except century years (divisible by 100), which are leap only when divisible by 400. February has 29 days in a leap year and 28 otherwise; April, June, September and November have 30 days; every other month has 31. Given a start date, find the date exactly k days after it.

Input

The first line contains a date in the format YYYY-MM-DD (year from 0001 to 9000). The second line contains one integer k (0 ≤ k ≤ 10^5).

Output

Print the date k days later in the format YYYY-MM-DD.""",
        examples=(lines("2023-12-25", 10), lines("2024-02-28", 1)),
        edge_cases=(lines("1900-02-28", 1), lines("2000-02-28", 1), lines("0001-01-01", 0), lines("9000-12-31", 100000), lines("2099-12-31", 59)),
        generate=gen_date_plus,
    ),
    Problem(
        name="sowing_stones_move",
        split="test",
        level="B",
        tags=("implementation",),
        statement="""n pits are arranged in a circle and numbered 1 to n clockwise; pit i holds a_i stones. A move takes all stones out of pit p and sows them one at a time into the following pits clockwise, starting with pit p + 1 (after pit n comes pit 1). The emptied pit p is skipped: it never gets a stone during this move, however many rounds the sowing makes.

Input

The first line contains two integers n and p (2 ≤ n ≤ 20, 1 ≤ p ≤ n).

The second line contains n integers a_1, ..., a_n (0 ≤ a_i ≤ 50, a_p ≥ 1).

Output

Print two lines: the numbers of stones in pits 1 to n after the move, and the number of the pit that got the last stone.""",
        examples=(lines("4 2", "1 5 0 2"),),
        edge_cases=(lines("2 1", "1 0"), lines("2 2", "3 3"), lines("3 3", "0 0 2"), lines("5 5", "1 1 1 1 4"), lines("4 1", "50 0 0 0")),
        generate=gen_sowing,
    ),
)
