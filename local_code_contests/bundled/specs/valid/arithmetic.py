"""Validation problems (never trained on). Arithmetic and formulas: rounding, divisibility, units, integer geometry, time.

Specs only: build.py turns them into bundled_valid.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, int_array, join, lines


def hhmm(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def gen_taxi(rng):
    d = rng.choice([rng.randint(1, 2000), rng.randint(1, 10**9), 1000 + 250 * rng.randint(0, 100)])
    return lines(join([d, rng.randint(1, 10**6), rng.randint(1, rng.choice([10, 10**6]))]))

def gen_box(rng):
    high = rng.choice([20, 10**6])
    return lines(join(int_array(rng, 3, 1, high) + [rng.choice([1, rng.randint(1, 5), rng.randint(1, high)])]))

def gen_zodiac(rng):
    return lines(rng.choice([rng.randint(1, 4000), rng.randint(1, 10**9), 2020 - 12 * rng.randint(0, 160)]))

def gen_overtime(rng):
    n = rng.randint(1, 31)
    return lines(join([n, rng.randint(1, 10**6), rng.randint(1, 10**6)]), join(int_array(rng, n, 0, 24)))

def gen_cell(rng):
    return lines(rng.choice("abcdefgh") + str(rng.randint(1, 8)))

def gen_quarter(rng):
    return lines(hhmm(rng.choice([rng.randint(0, 1439), 1440 - rng.randint(1, 10), 15 * rng.randint(0, 95) + rng.choice([7, 8])])))

def gen_parking(rng):
    start = rng.randint(0, 1438)
    end = rng.choice([rng.randint(start + 1, 1439), min(1439, start + rng.choice([15, 16, 60, 61, 120]))])
    return lines(hhmm(start), hhmm(end), rng.randint(1, 1000))

def gen_calendar(rng):
    return lines(rng.choice([rng.randint(1, 3000), rng.randint(1, 10**9), 4 * rng.randint(1, 10**8), 100 * rng.randint(1, 10**7)]))


PROBLEMS = (
    Problem(
        name="taxi_fare",
        split="valid",
        level="A",
        tags=("math", "implementation"),
        statement="""A taxi company charges for a ride as follows. The first kilometre (1000 metres) costs b coins; the price is the same if the ride is shorter. After the first kilometre, every started piece of 250 metres costs c coins more. How much does a ride of d metres cost?

Input

The only line contains three integers d, b and c (1 ≤ d ≤ 10^9, 1 ≤ b, c ≤ 10^6).

Output

Print the price of the ride. It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines("1600 50 10"),),
        edge_cases=(lines("1 7 3"), lines("1000 7 3"), lines("1001 7 3"), lines("1250 7 3"), lines("1000000000 1000000 1000000")),
        generate=gen_taxi,
    ),
    Problem(
        name="cubes_fit_in_box",
        split="valid",
        level="A",
        tags=("math", "geometry"),
        statement="""A box has inner dimensions L × W × H. Toy cubes with edge a must be packed into it, with their faces parallel to the walls of the box. What is the largest number of cubes that fit?

Input

The only line contains four integers L, W, H and a (1 ≤ L, W, H, a ≤ 10^6).

Output

Print the largest number of cubes. It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines("10 7 5 3"),),
        edge_cases=(lines("1 1 1 1"), lines("2 5 5 3"), lines("1000000 1000000 1000000 1"), lines("999999 1000000 1000000 2")),
        generate=gen_box,
    ),
    Problem(
        name="zodiac_animal_of_year",
        split="valid",
        level="A",
        tags=("math", "implementation"),
        statement="""In the twelve-year animal calendar, every year belongs to one animal, and the animals repeat in this order: Rat, Ox, Tiger, Rabbit, Dragon, Snake, Horse, Goat, Monkey, Rooster, Dog, Pig. The year 2020 was a Rat year, 2021 an Ox year, and 2019 a Pig year. Which animal does the year y belong to?

Input

The only line contains one integer y (1 ≤ y ≤ 10^9).

Output

Print the name of the animal exactly as written in the list above.""",
        examples=(lines(2024), lines(2000)),
        edge_cases=(lines(2020), lines(2019), lines(1), lines(10**9), lines(2008)),
        generate=gen_zodiac,
    ),
    Problem(
        name="overtime_pay",
        split="valid",
        level="A",
        tags=("implementation", "math"),
        statement="""A worker's hours are recorded for n days; on day i he worked h_i hours. On each day, the first 8 hours are paid p coins per hour, and every hour beyond 8 on that same day is paid q coins per hour. Hours beyond 8 on one day are not balanced against short days. How much does the worker earn in total?

Input

The first line contains three integers n, p and q (1 ≤ n ≤ 31, 1 ≤ p, q ≤ 10^6).

The second line contains n integers h_1, h_2, ..., h_n (0 ≤ h_i ≤ 24).

Output

Print the total pay. It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines("3 10 15", "8 10 4"),),
        edge_cases=(lines("1 5 7", 0), lines("2 1 2", "0 16"), lines("31 1000000 1000000", join([24] * 31)), lines("2 3 1", "12 4")),
        generate=gen_overtime,
    ),
    Problem(
        name="chess_cell_colour",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""The columns of a chessboard are named a to h from left to right, and the rows are numbered 1 to 8 from bottom to top, so every square has a name such as e4. The square a1 is dark, and any two squares that share a side have different colours. What is the colour of the given square?

Input

The only line contains the name of the square: a letter from a to h followed by a digit from 1 to 8.

Output

Print DARK if the square is dark and LIGHT otherwise.""",
        examples=(lines("a1"), lines("e2")),
        edge_cases=(lines("h8"), lines("h1"), lines("a8"), lines("d5")),
        generate=gen_cell,
    ),
    Problem(
        name="rounding_time_to_quarter",
        split="valid",
        level="A",
        tags=("implementation", "math"),
        statement="""A timesheet only accepts times that are multiples of 15 minutes: hh:00, hh:15, hh:30 and hh:45. Round the given time on a 24-hour clock to the nearest such time (no time lies exactly halfway). Times after 23:52 round to 00:00.

Input

The only line contains the time in the format hh:mm (00 ≤ hh ≤ 23, 00 ≤ mm ≤ 59).

Output

Print the rounded time in the format hh:mm.""",
        examples=(lines("09:07"), lines("13:53")),
        edge_cases=(lines("23:53"), lines("23:52"), lines("00:00"), lines("10:38"), lines("18:45")),
        generate=gen_quarter,
    ),
    Problem(
        name="parking_fee",
        split="valid",
        level="A",
        tags=("implementation", "math"),
        statement="""A car park is free for stays of at most 15 minutes. A longer stay costs c coins for every started hour of the whole stay: for example, 15 minutes are free, 16 minutes cost c coins and 61 minutes cost 2c coins. A car entered and left on the same day; find the fee.

Input

The first line contains the time of entry and the second line the time of leaving, both in the format hh:mm on a 24-hour clock; the car left strictly later than it entered.

The third line contains one integer c (1 ≤ c ≤ 1000).

Output

Print the fee in coins.""",
        examples=(lines("08:10", "10:20", 5),),
        edge_cases=(lines("12:00", "12:15", 9), lines("12:00", "12:16", 9), lines("00:00", "23:59", 1000), lines("07:30", "08:30", 4), lines("07:30", "08:31", 4)),
        generate=gen_parking,
    ),
    Problem(
        name="same_calendar_year",
        split="valid",
        level="B",
        tags=("implementation", "math"),
        statement="""A wall calendar of year y can be used again in a later year if that year starts on the same day of the week and is a leap year exactly when y is. Find the first year after y for which this holds. Years follow the Gregorian calendar: a year is a leap year if it is divisible by 400, or divisible by 4 but not by 100; a leap year has 366 days and any other year 365.

Input

The only line contains one integer y (1 ≤ y ≤ 10^9).

Output

Print the smallest year greater than y whose calendar is the same as the calendar of y.""",
        examples=(lines(2016), lines(2023)),
        edge_cases=(lines(2000), lines(1900), lines(2096), lines(10**9), lines(1)),
        generate=gen_calendar,
    ),
)
