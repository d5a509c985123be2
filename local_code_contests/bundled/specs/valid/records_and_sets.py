"""Validation problems (never trained on). Records and sets: custom sort orders, ranking records, stacks and queues, sets and maps, intervals on a line and integer-point geometry.

Specs only: build.py turns them into bundled_valid.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, int_array, join, lines


def gen_dates(rng):
    n = rng.randint(1, 30)
    year_lo, year_hi = rng.choice([(2000, 2001), (1900, 2100), (1999, 1999)])
    dates = []
    for _ in range(n):
        d, m, y = rng.randint(1, 28), rng.randint(1, 12), rng.randint(year_lo, year_hi)
        dates.append(f"{d:02d}.{m:02d}.{y}")
    return lines(n, *dates)

def gen_prefix_distinct(rng):
    n = rng.randint(1, 50)
    bound = rng.choice([1, 3, 10, 10**9])
    a = int_array(rng, n, -bound, bound)
    if rng.random() < 0.4:
        a.sort()
    return lines(n, join(a))

def gen_points(rng, max_n=40, bound_choices=(3, 10, 10**4), distinct=False):
    n = rng.randint(2 if distinct else 1, max_n)
    bound = rng.choice(bound_choices)
    pts = []
    while len(pts) < n:
        p = (rng.randint(-bound, bound), rng.randint(-bound, bound))
        if not (distinct and p in pts):
            pts.append(p)
    return lines(n, *(join(p) for p in pts))

def gen_lines_cover(rng):
    n = rng.randint(1, 40)
    xs = int_array(rng, rng.randint(1, 6), 0, 100)
    ys = int_array(rng, rng.randint(1, 6), 0, 100)
    pts = [(rng.choice(xs), rng.choice(ys)) for _ in range(n)]
    return lines(n, *(join(p) for p in pts))

def gen_distinct_points(rng):
    n = rng.randint(1, 40)
    bound = rng.choice([1, 3, 10000])
    pts = [(rng.randint(-bound, bound), rng.randint(-bound, bound)) for _ in range(n)]
    if rng.random() < 0.5:  # pairs that a careless key x*10000+y mixes up
        pts += [(0, 10000), (1, 0), (-1, 10000), (0, -10000)][: rng.randint(1, 4)]
        rng.shuffle(pts)
    return lines(len(pts), *(join(p) for p in pts))

def gen_meetings(rng):
    n = rng.randint(1, 20)
    if rng.random() < 0.5:  # back to back, maybe with one overlap
        t, rows = rng.randint(0, 100), []
        for _ in range(n):
            length = rng.randint(1, 60)
            rows.append((t, t + length))
            t += length + rng.choice([0, 0, 5])
        if rng.random() < 0.5 and n > 1:
            i = rng.randrange(1, n)
            rows[i] = (rows[i][0] - 1, rows[i][1])
        rng.shuffle(rows)
    else:
        rows = []
        for _ in range(n):
            s = rng.randint(0, 1439)
            rows.append((s, rng.randint(s + 1, min(1440, s + 200))))
    return lines(len(rows), *(join(r) for r in rows))

COUNTRIES = ["peru", "chad", "fiji", "oman", "iran", "mali", "laos", "cuba", "togo", "iraq", "niue"]

def gen_medals(rng):
    n = rng.randint(1, 10)
    names = rng.sample(COUNTRIES, n)
    hi = rng.choice([1, 2, 30])
    rows = [f"{name} {rng.randint(0, hi)} {rng.randint(0, hi)} {rng.randint(0, hi)}" for name in names]
    return lines(n, *rows)


PROBLEMS = (
    Problem(
        name="sort_dates_chronological",
        split="valid",
        level="A",
        tags=("sortings", "strings"),
        statement="""A diary lists n dates written as DD.MM.YYYY (two digits for the day, two for the month, four for the year). Print them from the earliest to the latest.

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains a correct date in the format DD.MM.YYYY with a year from 1000 to 9999. Dates may repeat.

Output

Print n lines: the dates in chronological order, in the same format (a repeated date is printed as many times as it occurs).""",
        examples=(lines(4, "15.03.2021", "01.12.2020", "02.03.2021", "31.01.2021"),),
        edge_cases=(
            lines(1, "29.02.2024"),
            lines(3, "01.02.2000", "02.01.2000", "01.01.2001"),
            lines(3, "31.12.1999", "01.01.2000", "31.12.1999"),
            lines(2, "10.10.9999", "10.10.1000"),
            lines(3, "05.11.2010", "20.05.2010", "10.05.2010"),
        ),
        generate=gen_dates,
    ),
    Problem(
        name="distinct_so_far_counts",
        split="valid",
        level="A",
        tags=("data structures",),
        statement="""Numbers a_1, a_2, ..., a_n are read one by one. After reading each number, report how many different values have been read so far.

Input

The first line contains an integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print n integers on one line, separated by spaces: the i-th of them is the number of different values among a_1, ..., a_i.""",
        examples=(lines(7, "4 2 4 4 7 2 1"),),
        edge_cases=(
            lines(1, 0),
            lines(4, "5 5 5 5"),
            lines(4, "1 2 1 2"),
            lines(3, "-1000000000 1000000000 -1000000000"),
            lines(5, "1 2 3 4 5"),
        ),
        generate=gen_prefix_distinct,
    ),
    Problem(
        name="min_parallel_lines_cover",
        split="valid",
        level="A",
        tags=("geometry", "data structures"),
        statement="""n points with integer coordinates are drawn on a plane. You want to draw straight lines so that every point lies on at least one of them. All the lines must be parallel to the same coordinate axis: either all vertical or all horizontal. What is the smallest number of lines needed?

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains two integers x and y (0 ≤ x, y ≤ 100), the coordinates of a point. Points may coincide.

Output

Print the smallest number of lines.""",
        examples=(lines(4, "0 0", "0 1", "0 2", "1 0"),),
        edge_cases=(
            lines(1, "5 5"),
            lines(3, "1 7", "2 7", "3 7"),
            lines(3, "4 1", "4 2", "4 3"),
            lines(4, "1 1", "1 1", "2 2", "2 2"),
            lines(4, "0 100", "100 0", "100 100", "0 0"),
        ),
        generate=gen_lines_cover,
    ),
    Problem(
        name="count_distinct_points",
        split="valid",
        level="A",
        tags=("data structures", "geometry"),
        statement="""n pins were stuck into a board; pin i is at the point (x_i, y_i). Several pins may be at the same point. How many different points hold at least one pin?

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains two integers x_i and y_i (-10^4 ≤ x_i, y_i ≤ 10^4).

Output

Print the number of different points.""",
        examples=(lines(5, "1 2", "2 1", "1 2", "0 0", "2 1"),),
        edge_cases=(
            lines(1, "0 0"),
            lines(3, "7 7", "7 7", "7 7"),
            lines(2, "0 10000", "1 0"),
            lines(4, "-10000 -10000", "10000 10000", "-10000 10000", "10000 -10000"),
            lines(2, "-1 10000", "0 0"),
        ),
        generate=gen_distinct_points,
    ),
    Problem(
        name="closest_points_squared_distance",
        split="valid",
        level="A",
        tags=("geometry", "brute force"),
        statement="""n different points with integer coordinates are given. Find the smallest distance between two of them, and print the square of that distance (it is an integer).

Input

The first line contains an integer n (2 ≤ n ≤ 100). Each of the next n lines contains two integers x and y (-10^9 ≤ x, y ≤ 10^9), the coordinates of a point. All points are different. The answer can be as large as 8·10^18, so use 64-bit integers.

Output

Print one integer: the smallest squared distance between two of the points.""",
        examples=(lines(4, "0 0", "5 5", "1 3", "6 4"),),
        edge_cases=(
            lines(2, "0 0", "0 1"),
            lines(2, "-1000000000 -1000000000", "1000000000 1000000000"),
            lines(3, "1000000000 -1000000000", "-1000000000 1000000000", "-1000000000 -1000000000"),
            lines(3, "0 0", "3 4", "6 8"),
        ),
        generate=lambda rng: gen_points(rng, 40, (3, 10, 10**9), distinct=True),
    ),
    Problem(
        name="meetings_without_conflict",
        split="valid",
        level="A",
        tags=("sortings", "implementation"),
        statement="""A manager has n meetings in one day; meeting i starts at minute s_i and ends at minute e_i. Two meetings clash if one of them starts before the other one has ended; a meeting that starts exactly when another ends does not clash with it. Can the manager attend all the meetings, that is, does no pair of meetings clash?

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains two integers s_i and e_i (0 ≤ s_i < e_i ≤ 1440).

Output

Print YES if no two meetings clash and NO otherwise.""",
        examples=(lines(3, "60 120", "0 30", "120 150"), lines(3, "10 50", "100 200", "40 60")),
        edge_cases=(
            lines(1, "0 1440"),
            lines(2, "0 720", "720 1440"),
            lines(2, "5 10", "5 10"),
            lines(3, "0 100", "10 20", "200 300"),
            lines(2, "100 200", "199 300"),
        ),
        generate=gen_meetings,
    ),
    Problem(
        name="medal_table_ranking",
        split="valid",
        level="B",
        tags=("sortings", "implementation"),
        statement="""At the end of the games the countries are ordered in a medal table. A country with more gold medals is placed higher. If two countries have the same number of gold medals, the one with more silver medals is higher; if silver is equal too, the one with more bronze medals is higher. Countries with the same numbers of all three kinds of medals are ordered alphabetically by name. Print the medal table.

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains a country name (1 to 10 lowercase Latin letters) and three integers g, s, b (0 ≤ g, s, b ≤ 1000): its gold, silver and bronze medals. All names are different.

Output

Print n lines: the country names from the top of the table to the bottom.""",
        examples=(lines(4, "peru 2 0 5", "chad 3 1 0", "fiji 2 1 0", "oman 2 0 7"),),
        edge_cases=(
            lines(1, "mali 0 0 0"),
            lines(3, "zeta 0 0 0", "beta 0 0 0", "alfa 0 0 0"),
            lines(3, "a 1 0 0", "b 0 1000 1000", "c 0 1000 999"),
            lines(2, "x 5 5 1", "y 5 5 2"),
            lines(3, "ab 1 1 1", "a 1 1 1", "b 1 1 0"),
        ),
        generate=gen_medals,
    ),
)
