"""Training problems. Arithmetic and formulas: parity, divisibility, rounding, min/max, units, integer geometry, time.

Specs only: build.py turns them into bundled_train.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, big_int, int_array, join, lines, value_range

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def hhmm(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def gen_tiles(rng):
    high = rng.choice([10, 1000, 10**9])
    n, m = rng.randint(1, high), rng.randint(1, high)
    a = rng.choice([1, rng.randint(1, 10), rng.randint(1, high), n])
    return lines(join([n, m, a]))

def gen_fahrenheit(rng):
    f = rng.choice([rng.randint(-100, 250), rng.randint(-(10**9), 10**9), 32 + 9 * rng.randint(-50, 50)])
    return lines(f)

def gen_three_values(rng):
    high = rng.choice([3, 10**9])
    low = rng.choice([-high, 0])
    return lines(join(int_array(rng, 3, low, high)))

def gen_friends(rng):
    return lines(join(int_array(rng, 3, 0, rng.choice([5, 100, 10**9]))))

def gen_two_segments(rng):
    bound = rng.choice([10, 10**9])
    a, b = sorted(int_array(rng, 2, -bound, bound))
    c, d = sorted(int_array(rng, 2, -bound, bound))
    return lines(join([a, b, c, d]))

def gen_odd_range(rng):
    l = big_int(rng) * rng.choice([1, -1])
    r = min(10**18, l + rng.choice([0, 1, rng.randint(0, 100), big_int(rng)]))
    return lines(join([l, r]))

def gen_even_range(rng):
    l = rng.choice([rng.randint(1, 100), rng.randint(1, 10**9)])
    r = rng.randint(l, min(10**9, l + rng.choice([0, 1, 10, 10**9])))
    return lines(join([l, r]))

def gen_last_digit(rng):
    return lines(join([big_int(rng), big_int(rng)]))

def gen_weekday(rng):
    return lines(rng.choice(WEEKDAYS), rng.choice([rng.randint(0, 20), big_int(rng)]))

def gen_odd_pairs(rng):
    n = rng.randint(1, 100)
    low, high = value_range(rng, 10**9)
    return lines(n, join(int_array(rng, n, low, high)))

def gen_rides(rng):
    high = rng.choice([10, 1000])
    return lines(join(int_array(rng, 4, 1, high)))

def gen_piles(rng):
    high = rng.choice([10, 10**8])
    return lines(join(int_array(rng, 4, 1, high)))

def gen_sandwich(rng):
    return lines(join([rng.randint(2, 100), rng.randint(1, rng.choice([5, 100])), rng.randint(1, rng.choice([5, 100]))]))

def gen_candies(rng):
    return lines(rng.choice([rng.randint(1, 20), rng.randint(1, 2 * 10**9)]))

def gen_divisible_moves(rng):
    b = rng.choice([1, rng.randint(1, 20), rng.randint(1, 10**9)])
    a = rng.choice([rng.randint(1, 10**9), b * rng.randint(1, 10**9 // b)])
    return lines(join([a, b]))

def gen_odd_divisor(rng):
    if rng.random() < 0.5:
        return lines(2 ** rng.randint(1, 59))
    return lines(max(2, big_int(rng)))

def gen_month(rng):
    y = rng.choice([rng.randint(1, 9999), 4 * rng.randint(1, 2499), 100 * rng.randint(1, 99)])
    return lines(join([y, rng.choice([2, 2, rng.randint(1, 12)])]))

def gen_episodes(rng):
    return lines(hhmm(rng.randint(0, 1439)), join([rng.randint(1, 1000), rng.randint(1, 1000), rng.randint(0, 1000)]))

def gen_mirror(rng):
    return lines(f"{rng.randint(1, 12):02d}:{rng.choice([0, rng.randint(0, 59)]):02d}")

def gen_clock(rng):
    return lines(hhmm(rng.randint(0, 1439)))

def gen_bytes(rng):
    if rng.random() < 0.4:
        k = rng.randint(0, 5)
        return lines(1024**k * rng.randint(1, 1023) + rng.choice([0, 0, -1, 1]))
    return lines(big_int(rng))

def gen_bottles(rng):
    return lines(join([rng.choice([rng.randint(1, 50), rng.randint(1, 10**9)]), rng.choice([2, 3, rng.randint(2, 1000)])]))

def gen_expression(rng):
    return lines(join(int_array(rng, 3, 1, rng.choice([2, 10]))))

def gen_sum_difference(rng):
    s = big_int(rng)
    d = rng.choice([rng.randint(0, s), big_int(rng), s - rng.randint(0, min(s, 3))])
    return lines(join([s, d]))

def gen_remove_even(rng):
    n = rng.randint(1, 100)
    low, high = value_range(rng, 10**9)
    return lines(n, join(int_array(rng, n, low, high)))

def gen_remove_range(rng):
    n = rng.randint(2, 100)
    low, high = value_range(rng, 10**9)
    values = int_array(rng, n, low, high)
    if rng.random() < 0.5:  # one far-away small value
        values[rng.randrange(n)] = low - rng.randint(0, 10**9)
    return lines(n, join(values))

def gen_remainder_count(rng):
    n = big_int(rng, 10**18, 1)
    k = rng.choice([rng.randint(1, 10), big_int(rng, 10**18, 1)])
    r = rng.choice([0, rng.randrange(k)])
    return lines(join([n, k, r]))

def gen_largest_remainder(rng):
    k = rng.choice([rng.randint(2, 10), rng.randint(2, 10**9)])
    y = rng.choice([0, k - 1, rng.randrange(k)])
    n = rng.randint(y, 10**9) if y <= 10**9 else 10**9
    return lines(join([k, y, max(n, y)]))

def gen_odd_even_steps(rng):
    high = rng.choice([10, 10**9])
    a = rng.randint(1, high)
    b = rng.choice([a, rng.randint(1, high)])
    return lines(join([a, b]))

def gen_track(rng):
    length = rng.choice([rng.randint(1, 20), rng.randint(1, 10**9)])
    return lines(join([length, rng.randrange(length), rng.randrange(length)]))

def gen_cars(rng):
    a, b = rng.randint(1, rng.choice([5, 10**9])), rng.randint(1, rng.choice([5, 10**9]))
    x = rng.randint(0, 10**9 - 1)
    gap = rng.choice([(a + b) * rng.randint(1, 10), rng.randint(1, 10**9)])
    return lines(join([x, min(x + gap, 2 * 10**9), a, b]))

def gen_catch(rng):
    high = rng.choice([10, 10**9])
    return lines(join([rng.randint(1, 10**9), rng.randint(1, high), rng.randint(1, high)]))

def gen_perimeter(rng):
    return lines(rng.choice([rng.randint(1, 30), rng.randint(1, 2 * 10**9)]))

def gen_frog(rng):
    high = rng.choice([10, 10**9])
    return lines(join([rng.randint(1, high), rng.randint(1, high), rng.randint(1, rng.choice([10, 10**9]))]))

def gen_multiples_sum(rng):
    l = rng.randint(1, 10**9)
    r = rng.randint(l, min(10**9, l + rng.choice([10, 10**9])))
    return lines(join([l, r, rng.choice([1, rng.randint(1, 20), rng.randint(1, 10**9)])]))

def gen_points(rng):
    n = rng.randint(1, 100)
    low, high = value_range(rng, 10**9)
    pts = [join(int_array(rng, 2, low, high)) for _ in range(n)]
    return lines(n, *pts)

def gen_triangle_points(rng):
    low, high = value_range(rng, rng.choice([5, 10**9]))
    return lines(*[join(int_array(rng, 2, low, high)) for _ in range(3)])

def gen_king(rng):
    high = rng.choice([8, 10**9])
    return lines(join(int_array(rng, 4, 1, high)))

def gen_pythagoras(rng):
    if rng.random() < 0.5:
        m = rng.randint(2, 1000)
        n = rng.randint(1, m - 1)
        k = rng.randint(1, 10**9 // (m * m + n * n))
        sides = [k * (m * m - n * n), k * 2 * m * n, k * (m * m + n * n)]
        if rng.random() < 0.3:
            sides[rng.randrange(3)] += 1
    else:
        sides = int_array(rng, 3, 1, rng.choice([10, 10**9]))
    rng.shuffle(sides)
    return lines(join(sides))

def gen_fits(rng):
    high = rng.choice([10, 10**9])
    return lines(join(int_array(rng, 4, 1, high)))

def gen_two_rects(rng):
    high = rng.choice([10, 10**9])
    return lines(join(int_array(rng, 2, 1, high)))

def gen_progression(rng):
    low, high = value_range(rng, 10**9)
    return lines(join([rng.randint(low, high), rng.randint(low, high), rng.choice([1, rng.randint(1, 100), rng.randint(1, 10**5)])]))

def gen_big_number(rng):
    length = rng.choice([rng.randint(1, 18), rng.randint(1, 1000)])
    digits = str(rng.randint(1, 9)) + "".join(rng.choice("0123456789") for _ in range(length - 1))
    if rng.random() < 0.5:  # fix the last digit so that the number is divisible by 6 when possible
        total = sum(map(int, digits[:-1]))
        for last in "02468":
            if (total + int(last)) % 3 == 0 and (length > 1 or last != "0"):
                digits = digits[:-1] + last
                break
    return lines(digits)

def gen_fence(rng):
    d = rng.choice([rng.randint(1, 10), big_int(rng, 10**18, 1)])
    length = rng.choice([big_int(rng, 10**18, 1), d * rng.randint(1, max(1, 10**18 // d))])
    return lines(join([min(length, 10**18), d]))

def gen_a_or_b(rng):
    g = rng.choice([1, rng.randint(1, 1000)])
    a = g * rng.randint(1, 10**9 // g)
    b = g * rng.randint(1, 10**9 // g)
    return lines(join([big_int(rng, 10**18, 1), a, b]))

def gen_circle(rng):
    return lines(rng.choice([rng.randint(0, 10), rng.randint(0, 1000), rng.randint(0, 10**6)]))

def gen_strip(rng):
    b = rng.choice([1, rng.randint(1, 100), big_int(rng, 10**18, 1)])
    a = rng.choice([rng.randint(b, 10**18), b * rng.randint(1, 10**18 // b)])
    return lines(join([a, b]))

def gen_pages(rng):
    n = big_int(rng, 10**15, 1)
    if rng.random() < 0.3:
        n = 10 ** rng.randint(0, 15) - rng.choice([0, 1])
    return lines(max(1, n))

def days_of(y, m):
    leap = y % 400 == 0 or (y % 4 == 0 and y % 100 != 0)
    return [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]

def random_date(rng, low, high):
    y = rng.randint(low, high)
    m = rng.randint(1, 12)
    return rng.randint(1, days_of(y, m)), m, y

def date_text(d, m, y):
    return f"{d:02d}.{m:02d}.{y:04d}"

def gen_age(rng):
    d, m, y = random_date(rng, 1, 9000)
    if rng.random() < 0.2:
        d, m, y = 29, 2, rng.choice([2000, 1996, 2004, 400])
    y2 = y + rng.choice([0, rng.randint(0, 100), rng.randint(0, 999)])
    d2, m2 = (d, m) if rng.random() < 0.3 else random_date(rng, 1, 1)[:2]
    if m2 == 2 and d2 == 29 and days_of(y2, 2) == 28:
        d2 = 28
    if (y2, m2, d2) < (y, m, d):
        y2 = y + 1
        if m2 == 2 and d2 == 29 and days_of(y2, 2) == 28:
            d2 = 28
    return lines(date_text(d, m, y), date_text(d2, m2, y2))

def gen_add_days(rng):
    d, m, y = random_date(rng, 1600, 8700)
    if rng.random() < 0.3:
        d, m, y = random_date(rng, 1890, 2100)
    return lines(date_text(d, m, y), rng.choice([0, rng.randint(0, 400), rng.randint(0, 10**5)]))

def gen_cuboid(rng):
    a = rng.randint(1, rng.choice([10, 1000, 30000]))
    b = rng.randint(1, max(1, min(30000, 10**9 // a)))
    c = rng.randint(1, max(1, 10**9 // max(a, b)))
    return lines(join([a * b, b * c, c * a]))

def gen_floor_sum(rng):
    return lines(rng.choice([rng.randint(1, 100), big_int(rng, 10**12, 1)]))

def gen_working(rng):
    return lines(rng.choice(WEEKDAYS), rng.choice([rng.randint(0, 13), big_int(rng)]))

def gen_235(rng):
    def smooth():
        v = rng.randint(1, 20)
        while v * 5 <= 10**9 and rng.random() < 0.8:
            v *= rng.choice([2, 3, 5])
        return v
    a = smooth()
    b = rng.choice([smooth(), a, rng.randint(1, 10**9)])
    return lines(join([a, b]))

def gen_consecutive(rng):
    k = rng.choice([rng.randint(1, 10), rng.randint(1, 10**9)])
    base = k * (k - 1) // 2
    if rng.random() < 0.6:
        n = base + k * rng.randint(0, (10**18 - base) // k)
    else:
        n = big_int(rng, 10**18, 1)
    return lines(join([max(1, n), k]))

def gen_twelve(rng):
    return lines(f"{rng.choice([12, rng.randint(1, 12)]):02d}:{rng.randint(0, 59):02d} {rng.choice(['AM', 'PM'])}",
                 rng.choice([rng.randint(0, 1440), big_int(rng)]))


PROBLEMS = (
    Problem(
        name="tiles_cover_floor",
        split="train",
        level="A",
        tags=("math",),
        statement="""The floor of a hall is a rectangle of n × m metres. It must be covered with square tiles of a × a metres. Tiles cannot be cut, their sides must be parallel to the walls, and they may stick out beyond the walls. Every point of the floor must be covered. What is the smallest number of tiles needed?

Input

The only line contains three integers n, m and a (1 ≤ n, m, a ≤ 10^9).

Output

Print the smallest number of tiles. The answer can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines("6 6 4"),),
        edge_cases=(lines("1 1 1"), lines("1000000000 1000000000 1"), lines("5 7 10"), lines("999999999 1000000000 2")),
        generate=gen_tiles,
    ),
    Problem(
        name="fahrenheit_to_celsius",
        split="train",
        level="A",
        tags=("math",),
        statement="""A thermometer shows F degrees Fahrenheit. In degrees Celsius this is (F - 32) · 5 / 9. Print the Celsius temperature rounded down, that is, the largest integer that does not exceed it.

Input

The only line contains one integer F (-10^9 ≤ F ≤ 10^9).

Output

Print one integer: the temperature in degrees Celsius rounded down.""",
        examples=(lines(100), lines(0)),
        edge_cases=(lines(32), lines(-40), lines(33), lines(-(10**9)), lines(10**9)),
        generate=gen_fahrenheit,
    ),
    Problem(
        name="middle_of_three",
        split="train",
        level="A",
        tags=("implementation", "sortings"),
        statement="""Three integers a, b and c are written on a board. If they are sorted in non-decreasing order, which value stands in the middle?

Input

The only line contains three integers a, b and c (-10^9 ≤ a, b, c ≤ 10^9).

Output

Print the middle value.""",
        examples=(lines("5 -2 3"),),
        edge_cases=(lines("1 1 2"), lines("7 7 7"), lines("4 9 9"), lines("-1000000000 1000000000 0"), lines("2 1 1")),
        generate=gen_three_values,
    ),
    Problem(
        name="three_friends_meeting_point",
        split="train",
        level="A",
        tags=("math", "sortings"),
        statement="""Three friends live on a straight road, at the points x_1, x_2 and x_3. They want to meet at some point of the road. Each friend walks from home to the meeting point. What is the smallest possible total distance walked by the three friends?

Input

The only line contains three integers x_1, x_2 and x_3 (0 ≤ x_i ≤ 10^9). Some friends may live at the same point.

Output

Print the smallest total distance.""",
        examples=(lines("7 1 4"),),
        edge_cases=(lines("5 5 5"), lines("1 10 5"), lines("0 1000000000 0"), lines("3 3 8")),
        generate=gen_friends,
    ),
    Problem(
        name="segment_intersection_length",
        split="train",
        level="A",
        tags=("math", "geometry"),
        statement="""Two segments lie on a number line: [a, b] and [c, d]. Find the length of their common part. If the segments have no common point, or only a single common point, the length is 0.

Input

The only line contains four integers a, b, c and d (-10^9 ≤ a ≤ b ≤ 10^9, -10^9 ≤ c ≤ d ≤ 10^9).

Output

Print the length of the intersection of the two segments.""",
        examples=(lines("1 5 3 10"),),
        edge_cases=(lines("1 2 5 8"), lines("1 3 3 6"), lines("0 10 2 4"), lines("-1000000000 1000000000 -1000000000 1000000000"), lines("5 9 -3 -1")),
        generate=gen_two_segments,
    ),
    Problem(
        name="count_odd_in_range",
        split="train",
        level="A",
        tags=("math",),
        statement="""How many odd integers x satisfy l ≤ x ≤ r? Remember that negative numbers can be odd too: -3 and -1 are odd.

Input

The only line contains two integers l and r (-10^18 ≤ l ≤ r ≤ 10^18).

Output

Print the number of odd integers in the segment [l, r].""",
        examples=(lines("3 8"), lines("-5 -1")),
        edge_cases=(lines("0 0"), lines("-3 -3"), lines("-7 2"), lines(f"{-(10**18)} {10**18}"), lines("7 7")),
        generate=gen_odd_range,
    ),
    Problem(
        name="sum_of_evens_in_range",
        split="train",
        level="A",
        tags=("math",),
        statement="""Find the sum of all even integers x with l ≤ x ≤ r.

Input

The only line contains two integers l and r (1 ≤ l ≤ r ≤ 10^9).

Output

Print the sum (0 if there are no even numbers in the segment). The sum can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines("3 10"),),
        edge_cases=(lines("1 1"), lines("2 2"), lines("1 1000000000"), lines("999999999 1000000000"), lines("7 8")),
        generate=gen_even_range,
    ),
    Problem(
        name="last_digit_of_product",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""Find the last decimal digit of the product a · b.

Input

The only line contains two integers a and b (0 ≤ a, b ≤ 10^18).

Output

Print one digit: the last digit of a · b.""",
        examples=(lines("123 47"),),
        edge_cases=(lines("0 5"), lines(f"{10**18} {10**18}"), lines("999999999999999999 999999999999999997"), lines("5 8"), lines("4294967297 4294967297")),
        generate=gen_last_digit,
    ),
    Problem(
        name="weekday_after_days",
        split="train",
        level="A",
        tags=("math", "implementation"),
        statement="""Today is a given day of the week. Which day of the week will it be exactly n days from today? The days of the week, in order, are Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday, and after Sunday comes Monday again.

Input

The first line contains today's day of the week, written exactly as in the list above.

The second line contains one integer n (0 ≤ n ≤ 10^18).

Output

Print the day of the week n days from today, written exactly as in the list above.""",
        examples=(lines("Friday", 3),),
        edge_cases=(lines("Monday", 0), lines("Sunday", 1), lines("Wednesday", 10**18), lines("Saturday", 7), lines("Tuesday", 4294967301)),
        generate=gen_weekday,
    ),
    Problem(
        name="odd_sum_pairs",
        split="train",
        level="A",
        tags=("math", "combinatorics"),
        statement="""Given an array of n integers, count the pairs of positions (i, j) with i < j such that a_i + a_j is odd.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of such pairs.""",
        examples=(lines(4, "1 2 3 4"),),
        edge_cases=(lines(1, 5), lines(3, "-1 -3 2"), lines(4, "2 4 6 8"), lines(5, "-7 0 -2 5 -9")),
        generate=gen_odd_pairs,
    ),
    Problem(
        name="cheapest_rides",
        split="train",
        level="A",
        tags=("math", "implementation"),
        statement="""A single bus ticket is valid for one ride and costs a coins. A pass is valid for m rides and costs b coins. You need at least n rides. You may buy any number of tickets and passes, and you may end up with more rides than you need. What is the smallest amount of money you have to spend?

Input

The only line contains four integers n, m, a and b (1 ≤ n, m, a, b ≤ 1000).

Output

Print the smallest total cost.""",
        examples=(lines("6 2 1 2"), lines("5 3 4 5")),
        edge_cases=(lines("1 1 1 1"), lines("3 2 5 6"), lines("1000 1 1000 1"), lines("7 10 2 100"), lines("1000 1000 1000 1")),
        generate=gen_rides,
    ),
    Problem(
        name="equal_piles_with_extra_coins",
        split="train",
        level="A",
        tags=("math",),
        statement="""Three sisters have a, b and c coins. Their father has n more coins and wants to give all n of them to the sisters (each coin to one sister; a sister may get none) so that afterwards all three sisters have the same number of coins. Is it possible?

Input

The only line contains four integers a, b, c and n (1 ≤ a, b, c, n ≤ 10^8).

Output

Print YES if it is possible, and NO otherwise.""",
        examples=(lines("5 3 2 8"), lines("10 1 1 3")),
        edge_cases=(lines("1 1 1 3"), lines("1 1 1 1"), lines("100000000 1 1 99999998"), lines("2 3 4 2"), lines("3 3 3 2")),
        generate=gen_piles,
    ),
    Problem(
        name="sandwich_layers",
        split="train",
        level="A",
        tags=("math", "greedy"),
        statement="""You have b slices of bread, c slices of cheese and h slices of ham. A sandwich is a stack of slices that starts and ends with bread, in which bread and filling alternate: after every slice of bread except the last comes exactly one slice of filling (cheese or ham), and after every slice of filling comes a slice of bread. What is the largest possible number of slices in one sandwich?

Input

The only line contains three integers b, c and h (2 ≤ b ≤ 100, 1 ≤ c, h ≤ 100).

Output

Print the largest number of slices in the sandwich.""",
        examples=(lines("2 1 1"), lines("10 1 2")),
        edge_cases=(lines("3 1 1"), lines("100 100 100"), lines("4 1 1"), lines("100 1 1"), lines("2 100 100")),
        generate=gen_sandwich,
    ),
    Problem(
        name="split_candies_unequally",
        split="train",
        level="A",
        tags=("math",),
        statement="""Two sisters share n candies. The older sister gets a candies and the younger one gets b candies, where a and b are positive integers, a + b = n and a > b. In how many ways can the candies be shared? Two ways differ if the older sister gets a different number of candies.

Input

The only line contains one integer n (1 ≤ n ≤ 2 · 10^9).

Output

Print the number of ways.""",
        examples=(lines(7),),
        edge_cases=(lines(1), lines(2), lines(3), lines(2 * 10**9), lines(1999999999)),
        generate=gen_candies,
    ),
    Problem(
        name="moves_to_divisible",
        split="train",
        level="A",
        tags=("math",),
        statement="""In one move you may increase the integer a by 1. What is the smallest number of moves after which a is divisible by b?

Input

The only line contains two integers a and b (1 ≤ a, b ≤ 10^9).

Output

Print the smallest number of moves (0 if a is already divisible by b).""",
        examples=(lines("10 4"),),
        edge_cases=(lines("12 4"), lines("1 1"), lines("1 1000000000"), lines("1000000000 999999999"), lines("7 7")),
        generate=gen_divisible_moves,
    ),
    Problem(
        name="has_odd_divisor",
        split="train",
        level="A",
        tags=("math", "number theory"),
        statement="""Does the integer n have an odd divisor greater than 1? For example, 12 has the odd divisor 3, while 8 has no odd divisor except 1.

Input

The only line contains one integer n (2 ≤ n ≤ 10^18).

Output

Print YES if n has an odd divisor greater than 1, and NO otherwise.""",
        examples=(lines(12), lines(8)),
        edge_cases=(lines(2), lines(3), lines(2**59), lines(10**18), lines(3 * 2**58)),
        generate=gen_odd_divisor,
    ),
    Problem(
        name="days_in_month",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""How many days are in the given month of the given year? Use the Gregorian calendar: February has 29 days in a leap year and 28 days otherwise; a year is a leap year if it is divisible by 400, or divisible by 4 but not by 100. April, June, September and November have 30 days; the other months have 31.

Input

The only line contains two integers y and m (1 ≤ y ≤ 9999, 1 ≤ m ≤ 12): the year and the number of the month.

Output

Print the number of days in month m of year y.""",
        examples=(lines("2024 2"), lines("2023 11")),
        edge_cases=(lines("1900 2"), lines("2000 2"), lines("2023 2"), lines("9999 12"), lines("1 1"), lines("2100 2")),
        generate=gen_month,
    ),
    Problem(
        name="episodes_end_time",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""You start watching a series at the time hh:mm on a 24-hour clock. You watch n episodes in a row; each episode lasts m minutes, and between two consecutive episodes you take a break of k minutes (there is no break after the last episode). What time does the clock show when the last episode ends?

Input

The first line contains the start time in the format hh:mm (00 ≤ hh ≤ 23, 00 ≤ mm ≤ 59).

The second line contains three integers n, m and k (1 ≤ n ≤ 1000, 1 ≤ m ≤ 1000, 0 ≤ k ≤ 1000).

Output

Print the end time in the format hh:mm, with exactly two digits for the hours and two for the minutes.""",
        examples=(lines("20:30", "3 45 10"),),
        edge_cases=(lines("00:00", "1 1 0"), lines("23:59", "1 1 1000"), lines("12:00", "1000 1000 1000"), lines("22:00", "2 30 60")),
        generate=gen_episodes,
    ),
    Problem(
        name="clock_mirror_time",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""An analog clock with 12 hour marks and no digits hangs on a wall, and you look at its reflection in a mirror. The reflection looks like a clock showing a different time: the reflected time is 12:00 minus the real time, counted on a 12-hour dial. For example, if the clock shows 03:40, the reflection looks like 08:20, and if it shows 12:00, the reflection also looks like 12:00. Given the real time, find the time seen in the mirror.

Input

The only line contains the real time in the format hh:mm, where 01 ≤ hh ≤ 12 and 00 ≤ mm ≤ 59.

Output

Print the time seen in the mirror in the same format: hours from 01 to 12 and minutes from 00 to 59, each with exactly two digits.""",
        examples=(lines("03:40"),),
        edge_cases=(lines("12:00"), lines("06:00"), lines("11:59"), lines("12:01"), lines("01:00")),
        generate=gen_mirror,
    ),
    Problem(
        name="next_palindromic_time",
        split="train",
        level="A",
        tags=("implementation", "brute force"),
        statement="""A digital clock shows the time as hh:mm on a 24-hour clock (from 00:00 to 23:59). A time is a palindrome if the four digits hhmm read the same from left to right and from right to left, as in 13:31 or 00:00. Find the first palindromic time that comes strictly after the given time. After 23:59 the clock shows 00:00.

Input

The only line contains the time in the format hh:mm (00 ≤ hh ≤ 23, 00 ≤ mm ≤ 59).

Output

Print the next palindromic time in the format hh:mm.""",
        examples=(lines("12:20"),),
        edge_cases=(lines("13:31"), lines("23:32"), lines("23:59"), lines("00:00"), lines("05:50")),
        generate=gen_clock,
    ),
    Problem(
        name="bytes_human_readable",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""A file has n bytes. Show its size with the units B, KB, MB, GB, TB and PB, where 1 KB = 1024 B, 1 MB = 1024 KB, 1 GB = 1024 MB, 1 TB = 1024 GB and 1 PB = 1024 TB. Use the largest unit U such that n is at least one U (use B when n is smaller than 1 KB, also when n = 0), and show the size as the number of whole units U in n bytes, rounded down.

Input

The only line contains one integer n (0 ≤ n ≤ 10^18).

Output

Print the rounded-down number of units, a space and the unit's name.""",
        examples=(lines(5000), lines(1023)),
        edge_cases=(lines(0), lines(1024), lines(1048575), lines(10**18), lines(1099511627776)),
        generate=gen_bytes,
    ),
    Problem(
        name="water_bottle_exchange",
        split="train",
        level="A",
        tags=("math", "implementation"),
        statement="""You have n full bottles of water. After you drink a bottle, it becomes empty. A shop gives you one full bottle in exchange for k empty bottles, as many times as you like. What is the largest number of bottles you can drink?

Input

The only line contains two integers n and k (1 ≤ n ≤ 10^9, 2 ≤ k ≤ 1000).

Output

Print the largest number of bottles you can drink.""",
        examples=(lines("9 3"),),
        edge_cases=(lines("5 2"), lines("1 2"), lines("1000000000 2"), lines("999 1000"), lines("15 4")),
        generate=gen_bottles,
    ),
    Problem(
        name="best_expression_of_three",
        split="train",
        level="A",
        tags=("brute force", "math"),
        statement="""Three positive integers a, b and c are written in a row in this order. Put a sign + or × between a and b and between b and c, and add brackets if you like (you may not change the order of the numbers). What is the largest value of the expression you can get? For example, from 1, 2, 3 you can get (1 + 2) × 3 = 9.

Input

The only line contains three integers a, b and c (1 ≤ a, b, c ≤ 10).

Output

Print the largest possible value.""",
        examples=(lines("1 2 3"),),
        edge_cases=(lines("10 1 1"), lines("1 1 1"), lines("10 10 10"), lines("1 1 10"), lines("2 1 2")),
        generate=gen_expression,
    ),
    Problem(
        name="sum_and_difference_to_pair",
        split="train",
        level="A",
        tags=("math",),
        statement="""Find two non-negative integers x and y with x ≥ y whose sum is s and whose difference x - y is d, or report that they do not exist.

Input

The only line contains two integers s and d (0 ≤ s, d ≤ 10^18).

Output

If such numbers exist, print x and y separated by a space. Otherwise print -1.""",
        examples=(lines("10 4"), lines("7 2")),
        edge_cases=(lines("0 0"), lines("3 5"), lines(f"{10**18} {10**18}"), lines("5 5"), lines("1 0")),
        generate=gen_sum_difference,
    ),
    Problem(
        name="remove_one_for_even_sum",
        split="train",
        level="A",
        tags=("math", "implementation"),
        statement="""You must delete exactly one element of an array of n integers. In how many ways can you choose the element so that the sum of the remaining elements is even? The sum of no elements is 0.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of positions whose deletion leaves an even sum.""",
        examples=(lines(4, "1 2 3 4"),),
        edge_cases=(lines(1, 7), lines(1, -8), lines(3, "-1 2 2"), lines(4, "-3 -5 4 -1"), lines(2, "1000000000 -1000000000")),
        generate=gen_remove_even,
    ),
    Problem(
        name="range_after_removing_one",
        split="train",
        level="A",
        tags=("sortings", "greedy"),
        statement="""The spread of an array is its largest element minus its smallest element. Remove exactly one element from an array of n integers so that the spread of the remaining elements is as small as possible. Print that smallest spread.

Input

The first line contains one integer n (2 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the smallest possible spread after removing one element.""",
        examples=(lines(4, "1 3 3 7"),),
        edge_cases=(lines(2, "5 -5"), lines(3, "-100 1 2"), lines(3, "4 4 4"), lines(4, "-1000000000 1000000000 0 0")),
        generate=gen_remove_range,
    ),
    Problem(
        name="count_with_remainder",
        split="train",
        level="A",
        tags=("math",),
        statement="""How many integers x with 1 ≤ x ≤ n leave the remainder r when divided by k?

Input

The only line contains three integers n, k and r (1 ≤ n ≤ 10^18, 1 ≤ k ≤ 10^18, 0 ≤ r < k).

Output

Print the number of such integers x.""",
        examples=(lines("10 3 1"),),
        edge_cases=(lines("10 3 0"), lines("5 10 7"), lines(f"{10**18} 1 0"), lines("1 2 1"), lines(f"{10**18} {10**18} {10**18 - 1}")),
        generate=gen_remainder_count,
    ),
    Problem(
        name="largest_with_remainder",
        split="train",
        level="A",
        tags=("math",),
        statement="""Find the largest integer x with 0 ≤ x ≤ n such that x divided by k leaves the remainder y. It is guaranteed that y ≤ n, so such an x exists.

Input

The only line contains three integers k, y and n (2 ≤ k ≤ 10^9, 0 ≤ y < k, y ≤ n ≤ 10^9).

Output

Print the largest such x.""",
        examples=(lines("7 5 12345"),),
        edge_cases=(lines("5 0 4"), lines("2 1 1"), lines("1000000000 999999999 999999999"), lines("10 5 15"), lines("10 5 14")),
        generate=gen_largest_remainder,
    ),
    Problem(
        name="odd_even_steps_to_target",
        split="train",
        level="A",
        tags=("math",),
        statement="""You have an integer a and want to turn it into b. In one move you either add any positive odd integer to a, or subtract any positive even integer from a. The number chosen can be different in every move. What is the smallest number of moves?

Input

The only line contains two integers a and b (1 ≤ a, b ≤ 10^9).

Output

Print the smallest number of moves. It can be shown that b can always be reached.""",
        examples=(lines("2 3"), lines("7 4")),
        edge_cases=(lines("5 5"), lines("2 4"), lines("10 6"), lines("1 1000000000"), lines("1000000000 1")),
        generate=gen_odd_even_steps,
    ),
    Problem(
        name="circular_track_distance",
        split="train",
        level="A",
        tags=("math",),
        statement="""A circular running track has length L metres. Positions on the track are measured in metres clockwise from the start line, from 0 to L - 1. Two runners stand at positions a and b. What is the shortest distance between them along the track, in either direction?

Input

The only line contains three integers L, a and b (1 ≤ L ≤ 10^9, 0 ≤ a, b < L).

Output

Print the shortest distance along the track.""",
        examples=(lines("100 10 95"),),
        edge_cases=(lines("1 0 0"), lines("10 2 7"), lines("1000000000 0 999999999"), lines("7 6 1"), lines("50 20 30")),
        generate=gen_track,
    ),
    Problem(
        name="cars_meeting_time",
        split="train",
        level="A",
        tags=("math",),
        statement="""Two cars drive towards each other on a straight road. The first starts at the point x and moves towards larger coordinates at a metres per second; the second starts at the point y > x and moves towards smaller coordinates at b metres per second. Will they be at the same point at the end of some whole second? If yes, after how many seconds?

Input

The only line contains four integers x, y, a and b (0 ≤ x < y ≤ 2 · 10^9, 1 ≤ a, b ≤ 10^9).

Output

Print the number of whole seconds after which the cars are at the same point, or -1 if they meet between two whole seconds.""",
        examples=(lines("0 10 2 3"), lines("0 10 3 3")),
        edge_cases=(lines("0 1 1 1"), lines("0 2 1 1"), lines("0 2000000000 1 1"), lines("5 6 1000000000 1000000000")),
        generate=gen_cars,
    ),
    Problem(
        name="catch_up_seconds",
        split="train",
        level="A",
        tags=("math",),
        statement="""Two cyclists ride in the same direction on a long straight road. The second cyclist is d metres ahead of the first. The first rides at v_1 metres per second and the second at v_2 metres per second. After how many whole seconds will the first cyclist be, for the first time at the end of a whole second, level with the second one or ahead of him?

Input

The only line contains three integers d, v_1 and v_2 (1 ≤ d, v_1, v_2 ≤ 10^9).

Output

Print the number of seconds, or -1 if the first cyclist never catches up.""",
        examples=(lines("10 5 2"),),
        edge_cases=(lines("10 3 3"), lines("9 5 2"), lines("1 1000000000 1"), lines("1000000000 2 1"), lines("5 1 4")),
        generate=gen_catch,
    ),
    Problem(
        name="rect_count_with_perimeter",
        split="train",
        level="A",
        tags=("math",),
        statement="""How many different rectangles with positive integer side lengths have perimeter exactly P? Rectangles a × b and b × a are the same rectangle.

Input

The only line contains one integer P (1 ≤ P ≤ 2 · 10^9).

Output

Print the number of rectangles.""",
        examples=(lines(12),),
        edge_cases=(lines(1), lines(2), lines(4), lines(7), lines(2 * 10**9), lines(1999999999)),
        generate=gen_perimeter,
    ),
    Problem(
        name="frog_alternating_jumps",
        split="train",
        level="A",
        tags=("math",),
        statement="""A frog starts at the point 0 of a number line. Its first jump moves it a units to the right, its second jump b units to the left, its third a units to the right again, and so on, alternating. Where is the frog after k jumps?

Input

The only line contains three integers a, b and k (1 ≤ a, b, k ≤ 10^9).

Output

Print the frog's position after k jumps. The answer can exceed 2^31 in absolute value, so use a 64-bit integer type.""",
        examples=(lines("5 2 3"),),
        edge_cases=(lines("1 1 1"), lines("1 1 1000000000"), lines("1000000000 1 1000000000"), lines("1 1000000000 999999999")),
        generate=gen_frog,
    ),
    Problem(
        name="alternating_sum_to_n",
        split="train",
        level="A",
        tags=("math",),
        statement="""Compute f(n) = -1 + 2 - 3 + 4 - ... + (-1)^n · n: the numbers from 1 to n, where odd numbers are subtracted and even numbers are added.

Input

The only line contains one integer n (1 ≤ n ≤ 10^15).

Output

Print f(n).""",
        examples=(lines(4), lines(5)),
        edge_cases=(lines(1), lines(2), lines(10**15), lines(10**15 - 1)),
        generate=lambda rng: lines(big_int(rng, 10**15, 1)),
    ),
    Problem(
        name="sum_multiples_in_range",
        split="train",
        level="A",
        tags=("math",),
        statement="""Find the sum of all integers x with l ≤ x ≤ r that are divisible by k.

Input

The only line contains three integers l, r and k (1 ≤ l ≤ r ≤ 10^9, 1 ≤ k ≤ 10^9).

Output

Print the sum (0 if there are no such numbers). It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines("5 20 4"),),
        edge_cases=(lines("1 1 1"), lines("1 1000000000 1"), lines("7 9 10"), lines("3 3 3"), lines("6 11 5")),
        generate=gen_multiples_sum,
    ),
    Problem(
        name="square_area_covering_points",
        split="train",
        level="A",
        tags=("geometry", "math"),
        statement="""n points are marked on the plane. Find the smallest area of a square with sides parallel to the coordinate axes that contains all of them (points on the border of the square count as contained). The side of the square may be 0.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

Each of the next n lines contains two integers x_i and y_i (-10^9 ≤ x_i, y_i ≤ 10^9).

Output

Print the smallest area. It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines(3, "0 0", "2 1", "1 5"),),
        edge_cases=(lines(1, "7 -3"), lines(2, "-1000000000 -1000000000", "1000000000 1000000000"), lines(2, "0 0", "0 9"), lines(3, "1 1", "1 1", "4 2")),
        generate=gen_points,
    ),
    Problem(
        name="lattice_triangle_area",
        split="train",
        level="A",
        tags=("geometry",),
        statement="""The vertices of a triangle have integer coordinates (x_1, y_1), (x_2, y_2) and (x_3, y_3). Its area is always a whole number or a whole number plus one half. Print the area exactly. The vertices may lie on one line; then the area is 0.

Input

Three lines; the i-th contains two integers x_i and y_i (-10^9 ≤ x_i, y_i ≤ 10^9).

Output

Print the area: as an integer if it is whole, and otherwise as an integer followed by .5 (for example 7.5 or 0.5).""",
        examples=(lines("0 0", "4 0", "0 3"), lines("0 0", "1 0", "0 1")),
        edge_cases=(lines("0 0", "0 3", "4 0"), lines("1 1", "2 2", "3 3"), lines("-1000000000 -1000000000", "1000000000 -1000000000", "-1000000000 1000000000"), lines("5 5", "5 5", "5 5")),
        generate=gen_triangle_points,
    ),
    Problem(
        name="king_moves_between",
        split="train",
        level="A",
        tags=("math",),
        statement="""A chess king stands on the square (x_1, y_1) of a huge board and must reach the square (x_2, y_2). In one move the king goes to any of the up to 8 squares that share a side or a corner with its square. What is the smallest number of moves?

Input

The only line contains four integers x_1, y_1, x_2 and y_2 (1 ≤ x_1, y_1, x_2, y_2 ≤ 10^9).

Output

Print the smallest number of moves.""",
        examples=(lines("1 1 4 3"),),
        edge_cases=(lines("5 5 5 5"), lines("1 1 1000000000 1000000000"), lines("3 8 3 1"), lines("1000000000 1 1 2")),
        generate=gen_king,
    ),
    Problem(
        name="right_triangle_check",
        split="train",
        level="A",
        tags=("geometry", "math"),
        statement="""Three sticks have lengths a, b and c, given in arbitrary order. Can a right triangle be made from them, each stick being one side?

Input

The only line contains three integers a, b and c (1 ≤ a, b, c ≤ 10^9).

Output

Print YES if the sticks form a right triangle, and NO otherwise.""",
        examples=(lines("3 4 5"), lines("2 3 4")),
        edge_cases=(lines("5 3 4"), lines("13 5 12"), lines("1 1 1"), lines("600000000 800000000 1000000000"), lines("999999999 1 1000000000")),
        generate=gen_pythagoras,
    ),
    Problem(
        name="rectangle_fits_inside",
        split="train",
        level="A",
        tags=("geometry", "implementation"),
        statement="""A photo is a rectangle of a × b centimetres, and the window of a frame is a rectangle of c × d centimetres. The photo may be turned by 90 degrees, but its sides must stay parallel to the sides of the window. Does the photo fit into the window (touching the border is allowed)?

Input

The only line contains four integers a, b, c and d (1 ≤ a, b, c, d ≤ 10^9).

Output

Print YES if the photo fits, and NO otherwise.""",
        examples=(lines("3 5 6 4"),),
        edge_cases=(lines("1 1 1 1"), lines("5 3 4 6"), lines("2 7 7 1"), lines("1000000000 1 1 1000000000"), lines("4 4 3 9")),
        generate=gen_fits,
    ),
    Problem(
        name="min_square_two_rects",
        split="train",
        level="A",
        tags=("geometry", "math"),
        statement="""Two equal rectangles of a × b must be placed inside a square so that they do not overlap (they may touch). The rectangles may be turned by 90 degrees, and all sides must be parallel to the sides of the square. What is the smallest possible area of the square?

Input

The only line contains two integers a and b (1 ≤ a, b ≤ 10^9).

Output

Print the smallest area of the square. It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines("3 2"),),
        edge_cases=(lines("1 1"), lines("3 1"), lines("1 4"), lines("1000000000 1000000000"), lines("7 3")),
        generate=gen_two_rects,
    ),
    Problem(
        name="arithmetic_progression_sum",
        split="train",
        level="A",
        tags=("math",),
        statement="""An arithmetic progression starts with a, and every next term is d larger than the previous one (d may be zero or negative). Find its n-th term and the sum of its first n terms.

Input

The only line contains three integers a, d and n (-10^9 ≤ a, d ≤ 10^9, 1 ≤ n ≤ 10^5).

Output

Print two integers separated by a space: the n-th term and the sum of the first n terms. The sum can exceed 2^31 in absolute value, so use a 64-bit integer type.""",
        examples=(lines("2 3 4"),),
        edge_cases=(lines("5 0 1"), lines("1000000000 1000000000 100000"), lines("-1000000000 -1000000000 100000"), lines("10 -3 7")),
        generate=gen_progression,
    ),
    Problem(
        name="divisible_by_six_big",
        split="train",
        level="A",
        tags=("math", "strings"),
        statement="""A positive integer n is written with up to 1000 digits. Is it divisible by 6? Recall that a number is divisible by 6 exactly when it is even and the sum of its digits is divisible by 3.

Input

The only line contains n (1 ≤ n < 10^1000) without leading zeros.

Output

Print YES if n is divisible by 6, and NO otherwise.""",
        examples=(lines(114), lines(1234)),
        edge_cases=(lines(6), lines(3), lines("1" * 600 + "2"), lines("123456789" * 100 + "0"), lines("9" * 1000)),
        generate=gen_big_number,
    ),
    Problem(
        name="fence_posts_count",
        split="train",
        level="A",
        tags=("math",),
        statement="""A straight fence of length L metres needs posts. There must be a post at each end of the fence, and two neighbouring posts may stand at most d metres apart. What is the smallest number of posts?

Input

The only line contains two integers L and d (1 ≤ L, d ≤ 10^18).

Output

Print the smallest number of posts.""",
        examples=(lines("10 3"),),
        edge_cases=(lines("10 5"), lines("1 1"), lines(f"{10**18} 1"), lines(f"1 {10**18}"), lines(f"{10**18} {10**18 - 1}")),
        generate=gen_fence,
    ),
    Problem(
        name="divisible_by_a_or_b",
        split="train",
        level="B",
        tags=("math", "number theory"),
        statement="""How many integers x with 1 ≤ x ≤ n are divisible by a, or by b, or by both?

Input

The only line contains three integers n, a and b (1 ≤ n ≤ 10^18, 1 ≤ a, b ≤ 10^9).

Output

Print the number of such integers.""",
        examples=(lines("10 2 3"),),
        edge_cases=(lines("12 4 6"), lines("5 7 7"), lines(f"{10**18} 1 1"), lines(f"{10**18} 1000000000 999999999"), lines("100 10 20")),
        generate=gen_a_or_b,
    ),
    Problem(
        name="points_in_circle",
        split="train",
        level="B",
        tags=("geometry", "math"),
        statement="""How many points (x, y) with integer coordinates lie inside or on the circle of radius r centred at the origin, that is, satisfy x^2 + y^2 ≤ r^2?

Input

The only line contains one integer r (0 ≤ r ≤ 10^6).

Output

Print the number of such points. It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines(2),),
        edge_cases=(lines(0), lines(1), lines(10**6), lines(5)),
        generate=gen_circle,
    ),
    Problem(
        name="squares_cut_from_strip",
        split="train",
        level="B",
        tags=("math", "number theory"),
        statement="""A sheet of paper is a rectangle of a × b. While the sheet is not a square, you cut from it the largest possible square (with side equal to the shorter side of the sheet) and keep the remaining rectangle as the new sheet. When the sheet becomes a square, it is the last square. How many squares do you get in total?

Input

The only line contains two integers a and b (1 ≤ b ≤ a ≤ 10^18).

Output

Print the number of squares.""",
        examples=(lines("10 7"),),
        edge_cases=(lines("1 1"), lines(f"{10**18} 1"), lines("2 1"), lines(f"{10**18} {10**18 - 1}"), lines("13 8")),
        generate=gen_strip,
    ),
    Problem(
        name="book_page_digits",
        split="train",
        level="B",
        tags=("math", "implementation"),
        statement="""The pages of a book are numbered 1, 2, ..., n. How many digits are printed in total to number all of the pages?

Input

The only line contains one integer n (1 ≤ n ≤ 10^15).

Output

Print the total number of digits.""",
        examples=(lines(13),),
        edge_cases=(lines(1), lines(9), lines(10), lines(10**15), lines(999999)),
        generate=gen_pages,
    ),
    Problem(
        name="age_in_full_years",
        split="train",
        level="B",
        tags=("implementation",),
        statement="""A person was born on the date b, and today is the date t. How old is the person today, in full years? The age grows by one on every birthday: the day with the same day and month as the date of birth. For a person born on 29 February, in a year without 29 February the age grows on 1 March. Years follow the Gregorian calendar (a year is a leap year if it is divisible by 400, or by 4 but not by 100).

Input

The first line contains the date of birth and the second line today's date, both in the format DD.MM.YYYY (year from 0001 to 9999). Both dates exist, and today is not earlier than the date of birth.

Output

Print the age in full years.""",
        examples=(lines("15.06.2000", "14.06.2024"), lines("29.02.2000", "01.03.2001")),
        edge_cases=(lines("29.02.2000", "28.02.2001"), lines("10.05.2000", "10.05.2000"), lines("31.12.0001", "01.01.9999"), lines("20.03.1990", "05.03.2020")),
        generate=gen_age,
    ),
    Problem(
        name="add_days_to_date",
        split="train",
        level="B",
        tags=("implementation",),
        statement="""Which date comes n days after the given date? Use the Gregorian calendar: a year is a leap year if it is divisible by 400, or divisible by 4 but not by 100; February has 29 days in a leap year and 28 otherwise; April, June, September and November have 30 days; the other months have 31.

Input

The first line contains the date in the format DD.MM.YYYY (1600 ≤ YYYY ≤ 9000).

The second line contains one integer n (0 ≤ n ≤ 10^5).

Output

Print the date n days later in the same format DD.MM.YYYY.""",
        examples=(lines("28.02.2024", 2),),
        edge_cases=(lines("28.02.1900", 1), lines("28.02.2000", 1), lines("31.12.1999", 1), lines("01.01.8700", 100000), lines("15.07.2021", 0)),
        generate=gen_add_days,
    ),
    Problem(
        name="cuboid_edges_from_faces",
        split="train",
        level="B",
        tags=("geometry", "math"),
        statement="""A rectangular box has integer edge lengths. You know the areas of three of its faces that share a common corner. Find the sum of the lengths of all 12 edges of the box.

Input

The only line contains three integers s_1, s_2 and s_3 (1 ≤ s_i ≤ 10^9): the areas of the three faces. It is guaranteed that a box with integer edges and these face areas exists.

Output

Print the sum of the lengths of all 12 edges.""",
        examples=(lines("6 12 8"),),
        edge_cases=(lines("1 1 1"), lines("1 1000000000 1000000000"), lines("1000000000 1 1000000000"), lines("999950884 999950884 999950884")),
        generate=gen_cuboid,
    ),
    Problem(
        name="sum_of_floor_quotients",
        split="train",
        level="B",
        tags=("math", "number theory"),
        statement="""Compute the sum of n / i rounded down, over all i from 1 to n: that is, ⌊n / 1⌋ + ⌊n / 2⌋ + ... + ⌊n / n⌋.

Input

The only line contains one integer n (1 ≤ n ≤ 10^12).

Output

Print the sum. It can exceed 2^31, so use a 64-bit integer type.""",
        examples=(lines(6),),
        edge_cases=(lines(1), lines(2), lines(10**12), lines(999999999999), lines(10**10)),
        generate=gen_floor_sum,
    ),
    Problem(
        name="working_days_ahead",
        split="train",
        level="B",
        tags=("math", "implementation"),
        statement="""Today is a given day of the week. Working days are Monday to Friday; Saturday and Sunday are days off. How many working days are among the next n days, that is, among tomorrow, the day after tomorrow, and so on up to the n-th day from today? Today itself does not count.

Input

The first line contains today's day of the week: one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday.

The second line contains one integer n (0 ≤ n ≤ 10^18).

Output

Print the number of working days among the next n days.""",
        examples=(lines("Friday", 3),),
        edge_cases=(lines("Monday", 0), lines("Sunday", 1), lines("Saturday", 1), lines("Thursday", 10**18), lines("Wednesday", 6)),
        generate=gen_working,
    ),
    Problem(
        name="equalize_by_dividing_235",
        split="train",
        level="B",
        tags=("math", "number theory"),
        statement="""Two positive integers a and b are given. In one operation you choose one of the numbers and: divide it by 2 if it is divisible by 2, or divide it by 3 if it is divisible by 3, or divide it by 5 if it is divisible by 5. What is the smallest number of operations that makes the two numbers equal?

Input

The only line contains two integers a and b (1 ≤ a, b ≤ 10^9).

Output

Print the smallest number of operations, or -1 if the numbers can never become equal.""",
        examples=(lines("15 20"), lines("14 8")),
        edge_cases=(lines("6 6"), lines("25 1"), lines("1 1000000000"), lines("7 49"), lines("30 7")),
        generate=gen_235,
    ),
    Problem(
        name="sum_of_k_consecutive",
        split="train",
        level="B",
        tags=("math",),
        statement="""Can the integer n be written as the sum of exactly k consecutive positive integers x, x + 1, ..., x + k - 1? If yes, find x.

Input

The only line contains two integers n and k (1 ≤ n ≤ 10^18, 1 ≤ k ≤ 10^9).

Output

Print x if it exists, and -1 otherwise.""",
        examples=(lines("15 3"), lines("10 4")),
        edge_cases=(lines("3 3"), lines("6 3"), lines("1 1"), lines("7 2"), lines("8 2"), lines(f"{10**18} 1000000000")),
        generate=gen_consecutive,
    ),
    Problem(
        name="add_minutes_twelve_hour",
        split="train",
        level="B",
        tags=("implementation", "math"),
        statement="""A clock shows the time in 12-hour format: hh:mm AM or hh:mm PM, where hh is from 01 to 12. Midnight is 12:00 AM, one minute after it is 12:01 AM, noon is 12:00 PM, and 11:59 PM is one minute before midnight. What will the clock show k minutes later?

Input

The first line contains the current time in the format hh:mm AM or hh:mm PM.

The second line contains one integer k (0 ≤ k ≤ 10^18).

Output

Print the time k minutes later in the same format, with exactly two digits for hours and minutes.""",
        examples=(lines("11:30 AM", 45), lines("12:10 AM", 0)),
        edge_cases=(lines("11:59 PM", 1), lines("12:59 PM", 1), lines("12:00 AM", 720), lines("07:15 PM", 10**18)),
        generate=gen_twelve,
    ),
)
