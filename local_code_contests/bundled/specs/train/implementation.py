"""Training problems. Implementation and simulation: follow the rules the statement gives (dates, clocks, games, processes).

Specs only: build.py turns them into bundled_train.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, array_input, big_int, int_array, join, lines, value_range


def gen_range_sum(rng):
    n, q = rng.randint(1, 100), rng.randint(1, 100)
    low, high = value_range(rng, 10**9)
    rows = [join([n, q]), join(int_array(rng, n, low, high))]
    for _ in range(q):
        l = rng.randint(1, n)
        rows.append(join([l, rng.randint(l, n)]))
    return lines(*rows)

def gen_chessboard(rng):
    return lines(join([rng.randint(1, 20), rng.randint(1, 20)]))

def gen_diagonal(rng):
    n = rng.randint(1, 12)
    rows = [join(int_array(rng, n, -1000, 1000)) for _ in range(n)]
    return lines(n, *rows)

def gen_brackets(rng):
    pairs = rng.randint(1, 25)
    s, depth = [], 0
    for position in range(2 * pairs):  # a random balanced sequence
        remaining = 2 * pairs - position
        if depth > 0 and (depth == remaining or rng.random() < 0.5):
            s.append(")")
            depth -= 1
        else:
            s.append("(")
            depth += 1
    if rng.random() < 0.6:  # break it: swap two characters, sometimes also drop one
        i, j = rng.randrange(len(s)), rng.randrange(len(s))
        s[i], s[j] = s[j], s[i]
        if rng.random() < 0.3 and len(s) > 1:
            del s[i]
    return lines("".join(s))

def gen_ones_run(rng):
    p = rng.choice([0.3, 0.7, 0.9])
    return lines("".join("1" if rng.random() < p else "0" for _ in range(rng.randint(1, 200))))

def gen_record_days(rng):
    n = rng.randint(1, 100)
    return lines(n, join(sorted(int_array(rng, n, -5, 5)) if rng.random() < 0.3 else int_array(rng, n, -5, 5)))

LEAP_RULE = "A year is a leap year if it is divisible by 400, or if it is divisible by 4 but not by 100. The months have 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30 and 31 days, except that February has 29 days in a leap year."

def month_days(y, m):
    leap = y % 400 == 0 or (y % 4 == 0 and y % 100 != 0)
    return [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]

def random_date(rng):
    y = rng.choice([rng.randint(1, 9999), rng.randint(1890, 2110), 100 * rng.randint(1, 99), 4 * rng.randint(1, 2499)])
    m = rng.choice([2, 2, 12, rng.randint(1, 12)])
    d = rng.choice([1, month_days(y, m), month_days(y, m) - 1, rng.randint(1, month_days(y, m))])
    return y, m, d

def iso(date):
    return "%04d-%02d-%02d" % date

def hhmm(rng):
    return "%02d:%02d" % (rng.randrange(24), rng.randrange(60))

def gen_two_dates(rng):
    dates = sorted([random_date(rng), random_date(rng)])
    if rng.random() < 0.3:  # close dates
        y, m, d = dates[0]
        dates[1] = (y, m, month_days(y, m)) if rng.random() < 0.5 else (y + (y < 9999), 3, 1)
    return lines(join(map(iso, sorted(dates))))

def gen_next_day(rng):
    date = random_date(rng)
    return lines(iso(date if date != (9999, 12, 31) else (9999, 12, 30)))

def gen_flight(rng):
    zones = [rng.randint(-12, 14) for _ in range(2)]
    return lines(join([hhmm(rng)] + zones + [rng.choice([rng.randint(1, 600), rng.randint(1, 10**4)])]))

def gen_kitchen(rng):
    n = rng.randint(1, 100)
    high = rng.choice([20, 10**9])
    return lines(n, *(join([rng.randint(1, high), rng.choice(["cup", "tbsp", "tsp"])]) for _ in range(n)))

def gen_pace(rng):
    seconds = rng.choice([rng.randint(1, 7200), rng.randint(1, 359999)])
    clock = "%02d:%02d:%02d" % (seconds // 3600, seconds // 60 % 60, seconds % 60)
    return lines(join([rng.choice([rng.randint(1, 100), rng.randint(100, 50000), rng.randint(1, 10**6)]), clock]))

def gen_shifts(rng):
    rows = []
    for _ in range(rng.randint(1, rng.choice([3, 100]))):
        start, end = hhmm(rng), hhmm(rng)
        rows.append(f"{start}-{end}" if start != end else "00:00-23:59")
    return lines(len(rows), *rows)

def gen_small_values(rng, max_n=100):
    """n, then n values in [1, high] with a random high: small highs give many repeats."""
    n = rng.randint(1, max_n)
    return lines(n, join(int_array(rng, n, 1, rng.choice([2, 3, 10, 100, 10**9]))))

def gen_n_k_values(rng, low, high, min_k=1, max_n=100):
    """'n k', then n values in [low, high]; min_k <= k <= n."""
    n = rng.randint(max(1, min_k), max_n)
    return lines(join([n, rng.randint(min_k, n)]), join(int_array(rng, n, low, high)))

def gen_equal_cuts(rng):
    n = rng.randint(1, 100)
    low, high = rng.choice([(-2, 2), (0, 1), (0, 0), (-(10**9), 10**9)])
    a = int_array(rng, n, low, high)
    if n > 1 and rng.random() < 0.6:  # balance one cut by fixing the last element
        k = rng.randint(1, n - 1)
        need = sum(a[:k]) - sum(a[k : n - 1])
        if abs(need) <= 10**9:
            a[-1] = need
    return lines(n, join(a))

def gen_rect_queries(rng):
    n, m, q = rng.randint(1, 20), rng.randint(1, 20), rng.randint(1, 30)
    bound = rng.choice([10, 10**9])
    rows = [join([n, m, q])] + [join(int_array(rng, m, -bound, bound)) for _ in range(n)]
    for _ in range(q):
        r1, r2 = sorted([rng.randint(1, n), rng.randint(1, n)])
        c1, c2 = sorted([rng.randint(1, m), rng.randint(1, m)])
        rows.append(join([r1, c1, r2, c2]))
    return lines(*rows)

def gen_range_add(rng):
    n, m = rng.randint(1, 100), rng.randint(1, 100)
    bound = rng.choice([10, 10**9])
    rows = [join([n, m])]
    for _ in range(m):
        l = rng.randint(1, n)
        rows.append(join([l, rng.randint(l, n), rng.randint(-bound, bound)]))
    return lines(*rows)

def gen_tosses(rng):
    n, p = rng.randint(1, 200), rng.choice([0.2, 0.5, 0.7])
    return lines(n, join(int(rng.random() < p) for _ in range(n)))

def gen_majority(rng):
    n = rng.randint(1, 100)
    high = rng.choice([3, 10**9])
    v = rng.randint(1, high)
    count = min(n, max(0, n // 2 + rng.choice([-1, 0, 0, 1, 1, 2])))
    a = [v] * count + [rng.choice([x for x in (rng.randint(1, high), v % high + 1) if x != v]) for _ in range(n - count)]
    rng.shuffle(a)
    return lines(n, join(a))

def gen_permutation(rng):
    n = rng.randint(1, 100)
    a = list(range(1, n + 1))
    rng.shuffle(a)
    kind = rng.choice(["keep", "keep", "change", "swap_sum"])
    if kind == "change":
        a[rng.randrange(n)] = rng.choice([rng.randint(1, n), n + 1, 10**9])
    elif kind == "swap_sum" and n >= 3:  # same sum, not a permutation: x, y -> x - 1, y + 1
        i, j = sorted(rng.sample(range(n), 2), key=lambda t: a[t])
        if a[i] > 1:
            a[i], a[j] = a[i] - 1, a[j] + 1
    return lines(n, join(a))

def gen_stack_commands(rng):
    q = rng.randint(1, 100)
    weights = rng.choice([(4, 3, 2, 1), (1, 3, 2, 2)])
    rows = []
    for _ in range(q):
        command = rng.choices(["push", "pop", "top", "size"], weights)[0]
        rows.append(f"push {rng.randint(-(10**9), 10**9)}" if command == "push" else command)
    if all(row.startswith(("push", "pop")) for row in rows):  # the statement promises some output
        rows[-1] = rng.choice(["top", "size"])
    return lines(q, *rows)

def gen_toggles(rng):
    n, m = rng.randint(1, 100), rng.randint(1, 100)
    rows = [join([n, m])]
    for _ in range(m):
        l = rng.randint(1, n)
        rows.append(join([l, rng.randint(l, n)]))
    return lines(*rows)

def gen_printer(rng):
    n = rng.randint(1, 100)
    return lines(join([n, rng.randint(1, n)]), join(int_array(rng, n, 1, rng.choice([2, 3, 9]))))

def gen_tickets(rng):
    n = rng.randint(1, 100)
    return lines(join([n, rng.randint(1, n)]), join(int_array(rng, n, 1, rng.choice([3, 100]))))

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

def gen_stones(rng):
    n, m = rng.randint(1, 20), rng.randint(1, 20)
    weights = rng.choice([[6, 3, 1], [3, 3, 3], [2, 6, 1], [5, 1, 4]])
    return lines(join([n, m]), *grid_rows(rng, n, m, ".o#", weights))

def gen_baskets(rng):
    n = rng.randint(1, 100)
    bias = rng.choice([0.5, 0.3])
    return lines(n, *(join([1 if rng.random() < bias else 2, rng.randint(1, 3)]) for _ in range(n)))


PROBLEMS = (
    Problem(
        name="sum_of_two",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""Anna wrote two integers a and b on a card. Help her find their sum.

Input

The only line contains two integers a and b (-2·10^9 ≤ a, b ≤ 2·10^9).

Output

Print one integer: a + b.""",
        examples=(lines("3 5"),),
        edge_cases=(lines("2000000000 2000000000"), lines("-2000000000 -2000000000"), lines("0 0"), lines("-7 7"), lines("2000000000 -1")),
        generate=lambda rng: lines(join(int_array(rng, 2, -2 * 10**9, 2 * 10**9))),
    ),
    Problem(
        name="max_of_array",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""You are given n integers a_1, a_2, ..., a_n. Print the largest of them.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the maximum of the given numbers.""",
        examples=(lines(5, "3 -1 7 2 7"),),
        edge_cases=(lines(1, -5), lines(3, "-3 -1 -2"), lines(4, "0 0 0 0"), lines(2, "1000000000 -1000000000")),
        generate=lambda rng: array_input(rng, 100, 10**9),
    ),
    Problem(
        name="range_sum_queries",
        split="train",
        level="B",
        tags=("implementation", "prefix sums"),
        statement="""You are given an array of n integers and q queries. Each query is a pair l, r; answer it with the sum a_l + a_{l+1} + ... + a_r.

Input

The first line contains two integers n and q (1 ≤ n, q ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Each of the next q lines contains two integers l and r (1 ≤ l ≤ r ≤ n).

Output

For each query print the sum on its own line.""",
        examples=(lines("5 3", "1 2 3 4 5", "1 3", "2 5", "4 4"),),
        edge_cases=(
            lines("1 1", -(10**9), "1 1"),
            lines("100 2", join([10**9] * 100), "1 100", "100 100"),
            lines("3 3", "-1 -2 -3", "1 1", "1 3", "3 3"),
        ),
        generate=gen_range_sum,
    ),
    Problem(
        name="fizzbuzz",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""For every integer i from 1 to n print one line: FizzBuzz if i is divisible by both 3 and 5, Fizz if i is divisible only by 3, Buzz if i is divisible only by 5, and the number i itself otherwise.

Input

The only line contains one integer n (1 ≤ n ≤ 100).

Output

Print n lines as described.""",
        examples=(lines(15),),
        edge_cases=(lines(1), lines(3), lines(100), lines(14)),
        generate=lambda rng: lines(rng.randint(1, 100)),
    ),
    Problem(
        name="leap_year",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A year is a leap year if it is divisible by 400, or if it is divisible by 4 but not by 100. Is the year y a leap year?

Input

The only line contains one integer y (1 ≤ y ≤ 10^4).

Output

Print YES if y is a leap year and NO otherwise.""",
        examples=(lines(2024), lines(2023)),
        edge_cases=(lines(1900), lines(2000), lines(1), lines(400), lines(100)),
        generate=lambda rng: lines(rng.choice([rng.randint(1, 10**4), 100 * rng.randint(1, 100), 4 * rng.randint(1, 2500)])),
    ),
    Problem(
        name="chessboard",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""Draw a chessboard with n rows and m columns. The top-left cell is black; cells sharing a side have different colours. A black cell is drawn as # and a white cell as a dot.

Input

The only line contains two integers n and m (1 ≤ n, m ≤ 50).

Output

Print n lines of m characters each.""",
        examples=(lines("3 4"),),
        edge_cases=(lines("1 1"), lines("1 5"), lines("5 1"), lines("2 2"), lines("50 50")),
        generate=gen_chessboard,
    ),
    Problem(
        name="diagonal_sum",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""You are given a square matrix of size n × n. Find the sum of the elements that lie on its main diagonal or on its anti-diagonal. An element that lies on both diagonals is counted once.

Input

The first line contains one integer n (1 ≤ n ≤ 20).

Each of the next n lines contains n integers, the rows of the matrix; every element is between -1000 and 1000.

Output

Print the sum.""",
        examples=(lines(2, "1 2", "3 4"), lines(3, "1 2 3", "4 5 6", "7 8 9")),
        note="In the second example the sum is 1 + 5 + 9 + 3 + 7 = 25: the centre 5 is counted once.",
        edge_cases=(lines(1, 5), lines(1, -7), lines(5, *([join([1] * 5)] * 5))),
        generate=gen_diagonal,
    ),
    Problem(
        name="balanced_parentheses",
        split="train",
        level="B",
        tags=("implementation", "greedy"),
        statement="""A bracket sequence is balanced if brackets can be matched in pairs so that every opening bracket ( has a closing bracket ) to its right, and the pairs are properly nested. For example, (()()) is balanced while )( and (() are not. Check the given sequence.

Input

The only line contains a string of characters ( and ) of length from 1 to 100.

Output

Print YES if the sequence is balanced and NO otherwise.""",
        examples=(lines("(()())"), lines("(()")),
        edge_cases=(lines(")("), lines("()"), lines("())(()"), lines("((((")),
        generate=gen_brackets,
    ),
    Problem(
        name="longest_ones_run",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""You are given a binary string. Find the length of its longest block of consecutive characters 1.

Input

The only line contains a string of characters 0 and 1 of length from 1 to 200.

Output

Print the length of the longest block of ones (0 if there are no ones).""",
        examples=(lines("1101110"),),
        edge_cases=(lines("0"), lines("1"), lines("0111"), lines("1" * 10)),
        generate=gen_ones_run,
    ),
    Problem(
        name="collatz_steps",
        split="train",
        level="B",
        tags=("implementation", "math"),
        statement="""Start with a positive integer n and repeat: if n is even, replace it with n / 2; if n is odd, replace it with 3n + 1. Count the replacements made until n becomes 1. Intermediate values may exceed 2^31.

Input

The only line contains one integer n (1 ≤ n ≤ 10^6).

Output

Print the number of replacements (0 if n is already 1).""",
        examples=(lines(6),),
        note="6 → 3 → 10 → 5 → 16 → 8 → 4 → 2 → 1 takes 8 replacements.",
        edge_cases=(lines(1), lines(2), lines(837799), lines(704511)),
        generate=lambda rng: lines(rng.randint(1, 10**6)),
    ),
    Problem(
        name="seconds_to_clock",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""s seconds have passed since midnight. Print the time on a digital clock in the format HH:MM:SS, each part written with exactly two digits.

Input

The only line contains one integer s (0 ≤ s < 86400).

Output

Print the time as HH:MM:SS.""",
        examples=(lines(3725),),
        edge_cases=(lines(0), lines(86399), lines(60), lines(36000)),
        generate=lambda rng: lines(rng.randint(0, 86399)),
    ),
    Problem(
        name="record_days",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""The temperature was measured on n consecutive days. A day is a record if its temperature is strictly higher than on every earlier day; the first day is always a record. Count the records.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers t_1, t_2, ..., t_n (-100 ≤ t_i ≤ 100).

Output

Print the number of record days.""",
        examples=(lines(5, "3 1 4 1 5"),),
        edge_cases=(lines(1, 7), lines(4, "2 2 2 2"), lines(5, "1 2 3 4 5"), lines(3, "-5 -5 -4")),
        generate=gen_record_days,
    ),
    Problem(
        name="alarm_sleep_minutes", split="train", level="A", tags=("implementation", "math"),
        statement="""A clock shows the time hh:mm (24-hour format). An alarm is set to HH:MM and rings the next time the clock shows that time, strictly in the future: if both times are equal, it rings in exactly 24 hours. How many minutes remain until the alarm rings?

Input

The only line contains the current time and the alarm time in the format hh:mm HH:MM (00 ≤ hh, HH ≤ 23, 00 ≤ mm, MM ≤ 59).

Output

Print the number of minutes.""",
        examples=(lines("23:30 06:15"), lines("07:00 08:30")),
        edge_cases=(lines("12:00 12:00"), lines("00:00 23:59"), lines("23:59 00:00"), lines("00:01 00:00")),
        generate=lambda rng: (lambda t: lines(join([t, rng.choice([t, hhmm(rng), hhmm(rng)])])))(hhmm(rng)),
    ),
    Problem(
        name="twelve_hour_to_24", split="train", level="A", tags=("implementation", "strings"),
        statement="""Convert a time from the 12-hour format to the 24-hour format. In the 12-hour format 12:00 AM is midnight, 12:00 PM is noon, and the hours go 12, 1, 2, ..., 11 in both the AM and the PM half of the day.

Input

The only line contains the time as hh:mm AM or hh:mm PM (01 ≤ hh ≤ 12, 00 ≤ mm ≤ 59).

Output

Print the same time as HH:MM with 00 ≤ HH ≤ 23, both parts with two digits.""",
        examples=(lines("07:05 PM"), lines("11:59 AM")),
        edge_cases=(lines("12:00 AM"), lines("12:30 PM"), lines("12:59 AM"), lines("01:00 AM"), lines("11:59 PM")),
        generate=lambda rng: lines("%02d:%02d %s" % (rng.randint(1, 12), rng.randrange(60), rng.choice(["AM", "PM"]))),
    ),
    Problem(
        name="day_of_year", split="train", level="A", tags=("implementation",),
        statement=f"""Which day of its year is the given date? The 1st of January is day 1. {LEAP_RULE}

Input

The only line contains a correct date in the format DD.MM.YYYY (the year 1 ≤ YYYY ≤ 9999 is written with four digits, leading zeros included).

Output

Print the number of the day within its year.""",
        examples=(lines("01.03.2024"), lines("31.12.2023")),
        edge_cases=(lines("31.12.1900"), lines("31.12.2000"), lines("29.02.2400"), lines("01.03.1900"), lines("01.01.0001")),
        generate=lambda rng: lines("%02d.%02d.%04d" % random_date(rng)[::-1]),
    ),
    Problem(
        name="days_between_dates", split="train", level="B", tags=("implementation", "math"),
        statement=f"""How many days pass from the first date to the second one? For example, from 2023-12-31 to 2024-01-01 one day passes. {LEAP_RULE}

Input

The only line contains two correct dates in the format YYYY-MM-DD (1 ≤ YYYY ≤ 9999, written with four digits). The first date is not later than the second.

Output

Print the number of days between the dates.""",
        examples=(lines("2024-01-01 2024-03-01"), lines("2023-12-31 2024-01-01")),
        edge_cases=(lines("2024-05-05 2024-05-05"), lines("0001-01-01 9999-12-31"), lines("1900-02-28 1900-03-01"), lines("2000-02-28 2000-03-01"), lines("1899-12-31 2100-01-01")),
        generate=gen_two_dates,
    ),
    Problem(
        name="next_day_date", split="train", level="A", tags=("implementation",),
        statement=f"""Print the date of the day that follows the given date. {LEAP_RULE}

Input

The only line contains a correct date in the format YYYY-MM-DD (1 ≤ YYYY ≤ 9999, written with four digits). The date is not 9999-12-31.

Output

Print the next date in the same format, with four digits for the year and two for the month and the day.""",
        examples=(lines("2023-02-28"), lines("2024-02-28")),
        edge_cases=(lines("2023-12-31"), lines("2100-02-28"), lines("2000-02-28"), lines("0999-12-31"), lines("0001-01-01"), lines("2024-04-30")),
        generate=gen_next_day,
    ),
    Problem(
        name="friday_13th_count", split="train", level="B", tags=("implementation",),
        statement=f"""In how many months of the year y does the 13th day fall on a Friday? The 1st of January 2001 was a Monday. {LEAP_RULE} These rules hold for every year, including the distant past.

Input

The only line contains one integer y (1 ≤ y ≤ 9999).

Output

Print the number of months of the year y whose 13th day is a Friday.""",
        examples=(lines(2015), lines(2024)),
        edge_cases=(lines(1), lines(9999), lines(2000), lines(1900), lines(1998)),
        generate=lambda rng: lines(rng.choice([rng.randint(1, 9999), rng.randint(1, 2000), rng.randint(1950, 2050)])),
    ),
    Problem(
        name="flight_arrival_time", split="train", level="B", tags=("implementation", "math"),
        statement="""A plane takes off at the local time hh:mm in a city whose clocks show UTC+a, flies for d minutes and lands in a city whose clocks show UTC+b (a and b may be negative). What do the clocks show at the destination at the moment of landing, and how many calendar days later is that than the local date of the take-off? The day difference can be zero or negative.

Input

The only line contains the take-off time hh:mm (00 ≤ hh ≤ 23, 00 ≤ mm ≤ 59) and three integers a, b and d (-12 ≤ a, b ≤ 14, 1 ≤ d ≤ 10^4).

Output

Print the local landing time as HH:MM and the day difference, separated by a space.""",
        examples=(lines("08:00 3 1 240"), lines("23:00 -5 9 720")),
        edge_cases=(lines("00:30 14 -12 10"), lines("23:59 0 0 1"), lines("00:00 0 0 10000"), lines("12:00 -12 14 1")),
        generate=gen_flight,
    ),
    Problem(
        name="kitchen_measures", split="train", level="A", tags=("implementation", "math"),
        statement="""In a recipe, 1 cup equals 16 tablespoons (tbsp) and 1 tablespoon equals 3 teaspoons (tsp). A recipe lists n amounts of sugar. Write the total amount with as many cups as possible, then as many tablespoons as possible, then teaspoons.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

Each of the next n lines contains an integer q (1 ≤ q ≤ 10^9) and a unit: cup, tbsp or tsp.

Output

Print three integers: the cups, the tablespoons (less than 16) and the teaspoons (less than 3).""",
        examples=(lines(3, "1 cup", "20 tbsp", "7 tsp"),),
        edge_cases=(lines(1, "2 tsp"), lines(100, *["1000000000 cup"] * 100), lines(2, "47 tsp", "1 tsp"), lines(1, "1000000000 tsp"), lines(2, "15 tbsp", "3 tsp")),
        generate=gen_kitchen,
    ),
    Problem(
        name="running_pace", split="train", level="A", tags=("implementation", "math"),
        statement="""A runner covered d metres in the time hh:mm:ss. Her pace is the time she needs for one kilometre at that speed: the total time in seconds multiplied by 1000 and divided by d, rounded down to whole seconds.

Input

The only line contains an integer d (1 ≤ d ≤ 10^6) and the time hh:mm:ss (00 ≤ hh ≤ 99, 00 ≤ mm, ss ≤ 59; the time is at least one second).

Output

Print the pace as M:SS: the whole minutes without leading zeros (possibly more than 59), then the seconds with two digits.""",
        examples=(lines("42195 03:30:15"),),
        edge_cases=(lines("10000 00:50:00"), lines("1 00:00:01"), lines("1000000 00:00:01"), lines("1000 99:59:59"), lines("400 00:01:05")),
        generate=gen_pace,
    ),
    Problem(
        name="total_shift_time", split="train", level="A", tags=("implementation",),
        statement="""A guard worked n shifts. Each shift is given by its start and end time on a 24-hour clock; if the end time is earlier than the start time, the shift ends on the next day. Every shift lasts less than 24 hours. Find the total working time.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

Each of the next n lines contains a shift as HH:MM-HH:MM: the start and the end time, which are different.

Output

Print the total time as H:MM: the whole hours without leading zeros, then the minutes with two digits.""",
        examples=(lines(2, "09:00-17:30", "22:00-06:00"),),
        edge_cases=(lines(1, "23:59-00:00"), lines(1, "00:00-23:59"), lines(100, *["00:01-00:00"] * 100), lines(2, "10:10-10:15", "10:15-10:20")),
        generate=gen_shifts,
    ),
    Problem(
        name="equal_sum_cuts", split="train", level="A", tags=("implementation", "prefix sums"),
        statement="""An array of n integers is cut into two non-empty parts: a_1, ..., a_k and a_{k+1}, ..., a_n for some k with 1 ≤ k < n. Count the values of k for which both parts have the same sum.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of such cuts.""",
        examples=(lines(5, "1 2 3 0 6"),),
        note="Cutting after the third element gives 1 + 2 + 3 = 0 + 6; cutting after the fourth gives 1 + 2 + 3 + 0 = 6.",
        edge_cases=(lines(1, 0), lines(4, "0 0 0 0"), lines(2, "-5 -5"), lines(3, "1 -1 0"), lines(4, join([10**9] * 4))),
        generate=gen_equal_cuts,
    ),
    Problem(
        name="best_window_sum", split="train", level="A", tags=("implementation", "two pointers"),
        statement="""A weather station recorded n daily values. Find the largest possible sum of the values of k consecutive days.

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the maximum sum of k consecutive values.""",
        examples=(lines("6 3", "2 -1 4 -2 5 1"),),
        edge_cases=(lines("1 1", -7), lines("4 2", "-5 -1 -3 -2"), lines("3 3", "1000000000 1000000000 1000000000"), lines("5 1", "-1 -2 0 -3 -4")),
        generate=lambda rng: gen_n_k_values(rng, *value_range(rng, 10**9)),
    ),
    Problem(
        name="longest_balanced_segment", split="train", level="A", tags=("implementation", "prefix sums"),
        statement="""A coin was tossed n times; a_i = 1 means that toss i showed heads and a_i = 0 that it showed tails. Find the longest block of consecutive tosses that contains as many heads as tails.

Input

The first line contains one integer n (1 ≤ n ≤ 200). The second line contains n integers a_1, a_2, ..., a_n, each 0 or 1.

Output

Print the length of the longest such block, or 0 if there is none.""",
        examples=(lines(7, "1 1 0 1 1 0 0"),),
        note="The last six tosses 1 0 1 1 0 0 hold three heads and three tails.",
        edge_cases=(lines(1, 1), lines(2, "0 1"), lines(5, "1 1 1 1 1"), lines(6, "0 1 0 1 1 0"), lines(5, "0 0 1 1 1")),
        generate=gen_tosses,
    ),
    Problem(
        name="rectangle_sum_queries", split="train", level="B", tags=("implementation", "prefix sums"),
        statement="""A table has n rows and m columns of integers. Answer q queries: each query gives two cells (r1, c1) and (r2, c2) and asks for the sum of all numbers in rows r1 to r2 and columns c1 to c2.

Input

The first line contains three integers n, m and q (1 ≤ n, m ≤ 20, 1 ≤ q ≤ 100).

Each of the next n lines contains m integers between -10^9 and 10^9.

Each of the next q lines contains four integers r1, c1, r2, c2 (1 ≤ r1 ≤ r2 ≤ n, 1 ≤ c1 ≤ c2 ≤ m).

Output

For each query print the sum on its own line.""",
        examples=(lines("3 3 3", "1 2 3", "4 5 6", "7 8 9", "1 1 2 2", "2 2 3 3", "1 1 3 3"),),
        edge_cases=(
            lines("1 1 1", -(10**9), "1 1 1 1"),
            lines("2 3 2", join([10**9] * 3), join([10**9] * 3), "1 1 2 3", "2 3 2 3"),
            lines("3 1 2", 5, -6, 7, "2 1 3 1", "1 1 1 1"),
        ),
        generate=gen_rect_queries,
    ),
    Problem(
        name="range_add_final", split="train", level="A", tags=("implementation", "prefix sums"),
        statement="""There are n cells in a row, all containing 0. Then m operations are made; operation i adds v to every cell from l to r inclusive. Print the final contents of the cells.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 100).

Each of the next m lines contains three integers l, r and v (1 ≤ l ≤ r ≤ n, -10^9 ≤ v ≤ 10^9).

Output

Print n integers: the values in cells 1 to n.""",
        examples=(lines("5 3", "1 3 2", "2 5 -1", "3 3 10"),),
        edge_cases=(lines("1 1", "1 1 -1000000000"), lines("3 4", *(["1 3 1000000000"] * 4)), lines("4 2", "1 4 5", "1 4 -5")),
        generate=gen_range_add,
    ),
    Problem(
        name="window_distinct_counts", split="train", level="A", tags=("implementation", "two pointers"),
        statement="""For every block of k consecutive elements of the array, from the leftmost block to the rightmost one, count how many different values it contains.

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print n - k + 1 integers: the numbers of different values in the blocks starting at positions 1, 2, ..., n - k + 1.""",
        examples=(lines("6 3", "1 1 2 2 2 3"),),
        edge_cases=(lines("1 1", 5), lines("5 5", "1 2 1 2 1"), lines("4 2", "3 3 3 3"), lines("5 3", "1 2 1 2 1")),
        generate=lambda rng: gen_n_k_values(rng, 1, rng.choice([2, 4, 10**9])),
    ),
    Problem(
        name="values_seen_once", split="train", level="A", tags=("implementation",),
        statement="""Print the elements of the array whose value occurs in it exactly once, in the order they stand in the array.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print those elements separated by spaces, or -1 if there are none.""",
        examples=(lines(7, "4 8 4 2 9 8 5"),),
        edge_cases=(lines(1, 1000000000), lines(4, "3 3 3 3"), lines(6, "1 2 2 1 3 3"), lines(3, "5 6 7")),
        generate=gen_small_values,
    ),
    Problem(
        name="first_repeated_value", split="train", level="A", tags=("implementation",),
        statement="""Numbers a_1, a_2, ..., a_n are read one by one. Which number is the first one that has already been read before?

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the value of the first element equal to some earlier element, or -1 if all values are different.""",
        examples=(lines(6, "5 3 8 3 5 8"),),
        edge_cases=(lines(1, 7), lines(4, "2 1 1 2"), lines(2, "9 9"), lines(5, "1 2 3 4 5"), lines(5, "4 5 6 7 4")),
        generate=gen_small_values,
    ),
    Problem(
        name="close_duplicates", split="train", level="A", tags=("implementation", "two pointers"),
        statement="""Are there two equal elements of the array that stand at most k positions apart? In other words, do indices i < j exist with a_i = a_j and j - i ≤ k?

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print YES if such indices exist and NO otherwise.""",
        examples=(lines("6 2", "1 2 3 1 2 3"), lines("5 3", "1 2 3 1 2")),
        edge_cases=(lines("1 1", 5), lines("2 1", "4 4"), lines("4 2", "1 2 3 1"), lines("4 3", "1 2 3 1")),
        generate=lambda rng: gen_n_k_values(rng, 1, rng.choice([5, 30, 10**9])),
    ),
    Problem(
        name="removals_to_equal", split="train", level="A", tags=("implementation",),
        statement="""What is the smallest number of elements that must be removed from the array so that all remaining elements are equal? Removing all elements but one is always enough.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the minimum number of removals.""",
        examples=(lines(6, "2 5 2 7 5 2"),),
        edge_cases=(lines(1, 1), lines(5, "1 1 2 1 1"), lines(6, "3 3 1 2 1 2"), lines(3, "1000000000 1 1000000000")),
        generate=gen_small_values,
    ),
    Problem(
        name="strict_majority", split="train", level="A", tags=("implementation",),
        statement="""A value is a strict majority of the array if it occurs in more than half of its positions. Find the strict majority value.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the strict majority value, or -1 if there is none.""",
        examples=(lines(5, "3 1 3 2 3"), lines(4, "1 2 1 2")),
        edge_cases=(lines(1, 42), lines(4, "7 7 1 2"), lines(3, "5 6 5"), lines(6, "9 9 9 9 1 1"), lines(2, "1 2")),
        generate=gen_majority,
    ),
    Problem(
        name="permutation_check", split="train", level="A", tags=("implementation",),
        statement="""A permutation of length n contains each integer from 1 to n exactly once, in any order. Is the given array a permutation?

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print YES if the array is a permutation of length n and NO otherwise.""",
        examples=(lines(4, "2 4 1 3"), lines(3, "1 3 3")),
        edge_cases=(lines(1, 1), lines(1, 2), lines(4, "1 3 3 3"), lines(3, "3 2 1"), lines(2, "1 1000000000")),
        generate=gen_permutation,
    ),
    Problem(
        name="circle_elimination", split="train", level="B", tags=("implementation", "simulation"),
        statement="""n children stand in a circle, numbered 1 to n clockwise. Starting from child 1, they count clockwise 1, 2, ..., k; the child who says k leaves the circle, and the next child clockwise starts counting from 1 again. This repeats until one child remains. Which child is it?

Input

The only line contains two integers n and k (1 ≤ n ≤ 100, 1 ≤ k ≤ 10^9).

Output

Print the number of the remaining child.""",
        examples=(lines("5 2"),),
        note="The children leave in the order 2, 4, 1, 5, and child 3 remains.",
        edge_cases=(lines("1 1000000000"), lines("7 1"), lines("100 1000000000"), lines("2 2"), lines("6 7")),
        generate=lambda rng: lines(join([rng.randint(1, 100), rng.choice([rng.randint(1, 10), rng.randint(1, 200), rng.randint(1, 10**9)])])),
    ),
    Problem(
        name="greedy_end_picking", split="train", level="A", tags=("implementation", "greedy"),
        statement="""n cards lie in a row; card i shows the number a_i. Alice and Bob take turns, Alice first. On each turn the player takes either the leftmost or the rightmost card: the one with the larger number, and the leftmost one if both numbers are equal. This goes on until no cards are left. Find the sum of the numbers each player collects.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print two integers: Alice's sum and Bob's sum.""",
        examples=(lines(5, "4 1 2 10 3"),),
        edge_cases=(lines(1, 5), lines(4, "2 1 5 2"), lines(3, "5 9 5"), lines(100, join([10**9] * 100))),
        generate=lambda rng: lines(n := rng.randint(1, 100), join(int_array(rng, n, 1, rng.choice([2, 3, 10**9])))),
    ),
    Problem(
        name="tank_overflow", split="train", level="A", tags=("implementation", "simulation"),
        statement="""A water tank holds at most C liters and is empty at the start. Every day, first rain adds r_i liters to it, and whatever does not fit spills over the top; then the village takes u liters from the tank, or all of the water if there is less than u liters. How many liters spill over in total during n days?

Input

The first line contains three integers n, C and u (1 ≤ n ≤ 100, 1 ≤ C ≤ 10^9, 0 ≤ u ≤ 10^9). The second line contains n integers r_1, r_2, ..., r_n (0 ≤ r_i ≤ 10^9).

Output

Print the total amount of spilled water.""",
        examples=(lines("4 10 3", "8 6 0 7"),),
        note="At the end of the days the tank holds 5, 7, 4 and 7 liters; one liter spills on day 2 and one on day 4.",
        edge_cases=(lines("1 1 0", 0), lines("3 5 0", "5 5 5"), lines("100 1 1000000000", join([10**9] * 100)), lines("2 10 10", "10 10")),
        generate=lambda rng: lines(join([n := rng.randint(1, 100), c := rng.randint(1, rng.choice([20, 10**9])), rng.randint(0, c)]),
                                   join(int_array(rng, n, 0, rng.choice([c, 10**9])))),
    ),
    Problem(
        name="toggle_segments", split="train", level="A", tags=("implementation", "brute force"),
        statement="""n lamps stand in a row, all switched off. Then m operations are made: each one flips the state of every lamp from l to r inclusive (a lamp that is on goes off and vice versa). How many lamps are on at the end?

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 100).

Each of the next m lines contains two integers l and r (1 ≤ l ≤ r ≤ n).

Output

Print the number of lamps that are on.""",
        examples=(lines("6 3", "1 4", "3 6", "2 2"),),
        edge_cases=(lines("1 1", "1 1"), lines("5 2", "1 5", "1 5"), lines("4 3", "1 1", "2 2", "4 4"), lines("3 1", "2 3")),
        generate=gen_toggles,
    ),
    Problem(
        name="stack_commands", split="train", level="A", tags=("implementation", "data structures"),
        statement="""Process q commands on a stack that is empty at the start. The commands are: push x (put the number x on top), pop (remove the top number; if the stack is empty, do nothing), top (print the top number, or EMPTY if the stack is empty) and size (print how many numbers are in the stack).

Input

The first line contains one integer q (1 ≤ q ≤ 100). Each of the next q lines contains one command; in push commands -10^9 ≤ x ≤ 10^9.

Output

For every top and size command print the answer on its own line. There is at least one such command.""",
        examples=(lines(7, "push 5", "push -2", "top", "pop", "top", "pop", "top"),),
        edge_cases=(lines(3, "pop", "pop", "size"), lines(2, "top", "size"), lines(4, "pop", "push 1000000000", "top", "size")),
        generate=gen_stack_commands,
    ),
    Problem(
        name="printer_priority_queue", split="train", level="B", tags=("implementation", "simulation"),
        statement="""n print jobs wait in a queue; job i has priority p_i. The printer repeatedly takes the job at the front of the queue. If some other job in the queue has a strictly higher priority, the taken job is put at the back of the queue without printing, which takes no time; otherwise it is printed, which takes one minute, and leaves the queue. In which minute is the job that initially stands at position m printed?

Input

The first line contains two integers n and m (1 ≤ m ≤ n ≤ 100). The second line contains n integers p_1, p_2, ..., p_n (1 ≤ p_i ≤ 9), the priorities from the front of the queue to the back.

Output

Print the number of the minute in which job m is printed (the first job to be printed is printed in minute 1).""",
        examples=(lines("4 3", "1 2 3 2"), lines("5 1", "2 2 9 2 2")),
        edge_cases=(lines("1 1", 5), lines("3 2", "4 4 4"), lines("4 1", "1 9 1 1"), lines("6 6", "1 1 9 1 1 1")),
        generate=gen_printer,
    ),
    Problem(
        name="ticket_queue_time", split="train", level="A", tags=("implementation", "simulation"),
        statement="""n people stand in a queue for concert tickets; person i wants t_i tickets. Every second the cashier sells one ticket to the person at the front. If that person still needs more tickets, they go to the back of the queue; otherwise they leave. After how many seconds does the person who initially stands at position k leave with all their tickets?

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100). The second line contains n integers t_1, t_2, ..., t_n (1 ≤ t_i ≤ 100).

Output

Print the number of seconds.""",
        examples=(lines("4 2", "2 3 1 4"),),
        note="The tickets are sold to persons 1, 2, 3, 4, 1, 2, 4, 2 in this order.",
        edge_cases=(lines("1 1", 100), lines("3 1", "1 5 5"), lines("3 3", "5 5 5"), lines("100 50", join([100] * 100))),
        generate=gen_tickets,
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
