"""Training problems, part 4: combinatorics, overflow-prone formulas, calendars, clocks and units.

Specs only: build.py turns them into bundled_<split>.jsonl (problem_spec.py describes a spec)."""

import string

from .problem_spec import Problem, big_int, join, lines, word

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


def gen_lattice(rng):
    bound = rng.choice([10, 10**9])
    x1, y1 = rng.randint(-bound, bound), rng.randint(-bound, bound)
    g = rng.choice([1, rng.randint(1, 1000), rng.randint(1, 10**6)])
    x2 = max(-bound, min(bound, x1 + g * rng.randint(-bound // g, bound // g)))
    y2 = max(-bound, min(bound, y1 + g * rng.randint(-bound // g, bound // g)))
    return lines(join([x1, y1, x2, y2]))


def gen_nearest_multiple(rng):
    k = rng.choice([rng.randint(1, 20), rng.randint(1, 10**9), big_int(rng, 10**18, 1)])
    n = big_int(rng) * rng.choice([1, -1])
    if rng.random() < 0.4 and k % 2 == 0:  # exactly between two multiples
        n = rng.randint(-(10**18 // k), 10**18 // k - 1) * k + k // 2
    return lines(join([n, k]))


def gen_smallest_permutation(rng):
    length = rng.randint(1, 18)
    zeros = rng.choice([0.0, 0.3, 0.7])
    return lines(str(rng.randint(1, 9)) + "".join("0" if rng.random() < zeros else rng.choice("123456789") for _ in range(length - 1)))


def gen_nth_digit(rng):
    borders = [9, 189, 2889, 38889, 488889, 5888889]
    return lines(rng.choice([rng.randint(1, 300), big_int(rng, 10**18, 1), rng.choice(borders) + rng.randint(-2, 2)]))


def gen_savings(rng):
    a = rng.choice([rng.randint(100, 1000), big_int(rng, 10**15, 100)])
    b = rng.choice([rng.randint(1, 10**15), a * rng.randint(1, 10), a + rng.randint(0, 100)])
    return lines(join([a, rng.choice([1, 100, rng.randint(1, 100)]), min(b, 10**15)]))


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


PROBLEMS = (
    Problem(
        name="distinct_arrangements", split="train", level="A", tags=("combinatorics", "math"),
        statement="""How many different strings can be obtained by rearranging the letters of the word s? The word s itself is counted too.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 20).

Output

Print the number of different strings.""",
        examples=(lines("aab"), lines("abc")),
        edge_cases=(lines("a"), lines("a" * 20), lines(string.ascii_lowercase[:20]), lines("aabbccddeeffgghhiijj"), lines("ab" * 10), lines("abcdefghijklm")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 20), rng.choice(["ab", "abc", "abcdefgh", string.ascii_lowercase]))),
    ),
    Problem(
        name="derangements", split="train", level="B", tags=("combinatorics", "dp"),
        statement="""n guests left their hats in a cloakroom. When they leave, the hats are handed back so that every guest gets exactly one hat, but nobody gets his own hat. In how many ways can this be done?

Input

The only line contains one integer n (1 ≤ n ≤ 20).

Output

Print the number of ways.""",
        examples=(lines(3), lines(4)),
        edge_cases=(lines(1), lines(2), lines(20), lines(13), lines(19)),
        generate=lambda rng: lines(rng.randint(1, 20)),
    ),
    Problem(
        name="count_bracket_sequences", split="train", level="B", tags=("combinatorics", "dp"),
        statement="""A bracket sequence is balanced if its brackets can be split into pairs where the opening bracket ( stands to the left of its closing bracket ) and the pairs are properly nested, like in (()()). How many different balanced sequences consist of n opening and n closing brackets?

Input

The only line contains one integer n (1 ≤ n ≤ 35).

Output

Print the number of balanced sequences.""",
        examples=(lines(3),),
        note="The five sequences are ((())), (()()), (())(), ()(()) and ()()().",
        edge_cases=(lines(1), lines(2), lines(35), lines(34), lines(30)),
        generate=lambda rng: lines(rng.randint(1, 35)),
    ),
    Problem(
        name="round_robin_games", split="train", level="A", tags=("math",),
        statement="""n teams take part in a league. Every two teams play each other twice, once at each team's home stadium. How many games are played in total?

Input

The only line contains one integer n (1 ≤ n ≤ 3·10^9).

Output

Print the number of games.""",
        examples=(lines(4),),
        edge_cases=(lines(1), lines(2), lines(3 * 10**9), lines(65536), lines(2147483648)),
        generate=lambda rng: lines(rng.choice([rng.randint(1, 100), rng.randint(1, 3 * 10**9)])),
    ),
    Problem(
        name="grid_rectangles", split="train", level="A", tags=("combinatorics", "math"),
        statement="""A sheet of squared paper has n rows and m columns of unit squares. How many rectangles can be cut out along the grid lines? Rectangles of every size count, from 1 × 1 to n × m.

Input

The only line contains two integers n and m (1 ≤ n, m ≤ 10^4).

Output

Print the number of rectangles.""",
        examples=(lines("1 2"), lines("2 2")),
        edge_cases=(lines("1 1"), lines("10000 10000"), lines("1 10000"), lines("10000 1"), lines("3 7")),
        generate=lambda rng: lines(join(rng.choice([rng.randint(1, 10), rng.randint(1, 10**4)]) for _ in range(2))),
    ),
    Problem(
        name="lattice_points_on_segment", split="train", level="A", tags=("math", "number theory", "geometry"),
        statement="""How many points with integer coordinates lie on the segment that joins (x1, y1) and (x2, y2)? Both ends count.

Input

The only line contains four integers x1, y1, x2 and y2 (-10^9 ≤ x1, y1, x2, y2 ≤ 10^9).

Output

Print the number of integer points on the segment.""",
        examples=(lines("0 0 6 4"),),
        note="The points are (0, 0), (3, 2) and (6, 4).",
        edge_cases=(lines("5 5 5 5"), lines("-1000000000 -1000000000 1000000000 1000000000"), lines("0 0 0 7"), lines("-3 2 3 -2"), lines("1000000000 0 -1000000000 0")),
        generate=gen_lattice,
    ),
    Problem(
        name="nearest_multiple", split="train", level="B", tags=("math",),
        statement="""Find the multiple of k that is closest to n. If two multiples are equally close, print the smaller one. Multiples can be zero or negative: ..., -2k, -k, 0, k, 2k, ...

Input

The only line contains two integers n and k (-10^18 ≤ n ≤ 10^18, 1 ≤ k ≤ 10^18).

Output

Print the multiple of k closest to n.""",
        examples=(lines("7 5"), lines("-7 5"), lines("15 10")),
        edge_cases=(lines("-15 10"), lines("0 7"), lines(f"{10**18} {10**18}"), lines(f"{10**18 - 1} {10**18}"), lines(f"{-(10**18) + 1} {10**18}")),
        generate=gen_nearest_multiple,
    ),
    Problem(
        name="armstrong_number", split="train", level="A", tags=("math", "implementation"),
        statement="""Let d be the number of decimal digits of n. Check whether n is equal to the sum of its digits, each raised to the power d. For example, 153 = 1^3 + 5^3 + 3^3.

Input

The only line contains one integer n (1 ≤ n ≤ 10^9).

Output

Print YES if n has this property and NO otherwise.""",
        examples=(lines(153), lines(154)),
        edge_cases=(lines(1), lines(10), lines(9474), lines(548834), lines(146511208), lines(10**9)),
        generate=lambda rng: lines(rng.choice([rng.randint(1, 10**9), rng.choice([370, 371, 407, 1634, 8208, 54748, 92727, 1741725, 4210818, 9800817, 24678050, 472335975]) + rng.choice([0, 0, 1])])),
    ),
    Problem(
        name="exact_change_ways", split="train", level="A", tags=("math", "brute force"),
        statement="""There are coins of value a and coins of value b, as many of each kind as needed. In how many ways can you pay exactly n? Two ways differ if they use a different number of coins of value a or a different number of coins of value b.

Input

The only line contains three integers a, b and n (1 ≤ a, b ≤ 10^6, 0 ≤ n ≤ 10^6).

Output

Print the number of pairs of non-negative integers (x, y) with a · x + b · y = n.""",
        examples=(lines("4 6 22"),),
        note="22 = 4 · 1 + 6 · 3 = 4 · 4 + 6 · 1.",
        edge_cases=(lines("1 1 0"), lines("1 1 1000000"), lines("4 6 7"), lines("1000000 1000000 1000000"), lines("3 5 15"), lines("7 7 14")),
        generate=lambda rng: lines(join([rng.choice([rng.randint(1, 10), rng.randint(1, 10**6)]), rng.choice([rng.randint(1, 10), rng.randint(1, 10**6)]), rng.choice([rng.randint(0, 100), rng.randint(0, 10**6)])])),
    ),
    Problem(
        name="big_power_of_two", split="train", level="B", tags=("math", "implementation"),
        statement="""Print the exact decimal value of 2^n.

Input

The only line contains one integer n (0 ≤ n ≤ 300).

Output

Print 2^n without leading zeros.""",
        examples=(lines(10),),
        edge_cases=(lines(0), lines(63), lines(64), lines(300), lines(1)),
        generate=lambda rng: lines(rng.randint(0, 300)),
    ),
    Problem(
        name="smallest_digit_permutation", split="train", level="A", tags=("math", "greedy"),
        statement="""Rearrange the decimal digits of n to get the smallest possible number. The result must not start with the digit 0.

Input

The only line contains one integer n (1 ≤ n ≤ 10^18).

Output

Print the smallest number that can be written with the same digits.""",
        examples=(lines(3021),),
        edge_cases=(lines(1000), lines(7), lines(10**18), lines(987654321), lines(5550), lines(100000000000000009)),
        generate=gen_smallest_permutation,
    ),
    Problem(
        name="nth_digit_of_sequence", split="train", level="B", tags=("math", "implementation"),
        statement="""All positive integers are written one after another without spaces: 123456789101112131415... Find the k-th digit of this infinite string; digits are numbered from 1.

Input

The only line contains one integer k (1 ≤ k ≤ 10^18).

Output

Print the k-th digit.""",
        examples=(lines(11),),
        edge_cases=(lines(1), lines(9), lines(10), lines(189), lines(190), lines(10**18)),
        generate=gen_nth_digit,
    ),
    Problem(
        name="savings_years", split="train", level="A", tags=("math", "implementation"),
        statement="""A bank account holds a coins. At the end of every year the bank adds p percent of the current balance, rounded down to a whole number of coins. After how many years will the balance first be at least b coins?

Input

The only line contains three integers a, p and b (100 ≤ a ≤ 10^15, 1 ≤ p ≤ 100, 1 ≤ b ≤ 10^15).

Output

Print the number of years (0 if the balance is already at least b).""",
        examples=(lines("1000 10 1300"),),
        note="The balance is 1100 after one year, 1210 after two years and 1331 after three.",
        edge_cases=(lines("100 1 200"), lines("100 1 100"), lines("500 100 1"), lines(f"100 1 {10**15}"), lines(f"{10**15 - 1} 100 {10**15}")),
        generate=gen_savings,
    ),
    Problem(
        name="century_of_year", split="train", level="A", tags=("math",),
        statement="""The 1st century consists of the years 1 to 100, the 2nd century of the years 101 to 200, and so on. Which century does the year y belong to?

Input

The only line contains one integer y (1 ≤ y ≤ 10^18).

Output

Print the number of the century.""",
        examples=(lines(1999),),
        edge_cases=(lines(1), lines(100), lines(101), lines(2000), lines(10**18), lines(10**18 - 1)),
        generate=lambda rng: lines(max(1, rng.choice([big_int(rng, 10**18, 1), 100 * rng.randint(1, 10**16), 100 * rng.randint(0, 10**6) + 1]))),
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
        name="leap_years_in_range", split="train", level="A", tags=("math",),
        statement="""A year is a leap year if it is divisible by 400, or if it is divisible by 4 but not by 100. How many leap years are there from year a to year b inclusive?

Input

The only line contains two integers a and b (1 ≤ a ≤ b ≤ 10^18).

Output

Print the number of leap years y with a ≤ y ≤ b.""",
        examples=(lines("1999 2024"),),
        edge_cases=(lines("1900 1900"), lines("2000 2000"), lines(f"1 {10**18}"), lines("1 3"), lines("100 400")),
        generate=lambda rng: (lambda a: lines(join([a, rng.randint(a, min(10**18, a + rng.choice([10, 1000, 10**18])))])))(rng.choice([4 * rng.randint(1, 1000), 100 * rng.randint(1, 100), big_int(rng, 10**18, 1)])),
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
        name="clock_hands_angle", split="train", level="A", tags=("math", "geometry"),
        statement="""An analogue clock with a 12-hour dial shows the time hh:mm. The hour hand moves smoothly: it turns by 30 degrees every hour and by half a degree every minute. The minute hand turns by 6 degrees every minute. Find the smaller angle between the hands.

Input

The only line contains the time hh:mm (00 ≤ hh ≤ 23, 00 ≤ mm ≤ 59).

Output

Print the angle in degrees with exactly one digit after the decimal point.""",
        examples=(lines("03:00"), lines("09:45")),
        edge_cases=(lines("00:00"), lines("12:00"), lines("18:00"), lines("23:59"), lines("21:00"), lines("06:30")),
        generate=lambda rng: lines(hhmm(rng)),
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
)
