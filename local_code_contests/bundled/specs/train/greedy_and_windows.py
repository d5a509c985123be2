"""Training problems. Prefix sums, two pointers, sliding windows and simple greedy choices.

Specs only: build.py turns them into bundled_train.jsonl (problem_spec.py describes a spec)."""

import string

from ...problem_spec import Problem, array_input, big_int, int_array, join, lines, value_range, word


def gen_signed(rng, max_n=100, bound=10**9):
    return array_input(rng, max_n, bound)

def gen_altitude(rng):
    n = rng.randint(1, 100)
    low, high = value_range(rng, 10**4)
    return lines(n, join(int_array(rng, n, low, high)))

def gen_goal(rng):
    n = rng.randint(1, 100)
    a = int_array(rng, n, 0, rng.choice([3, 1000]))
    s = sum(a[: rng.randint(1, n)]) + rng.choice([0, 0, 1, -1, 10**5])
    return lines(join([n, min(10**5, max(1, s))]), join(a))

def gen_small_signed(rng):
    n = rng.randint(1, 100)
    low, high = rng.choice([(-3, 3), (-10**9, 10**9), (-5, 10), (-10**9, -1)])
    return lines(n, join(int_array(rng, n, low, high)))

def gen_letter_queries(rng):
    s = word(rng, rng.randint(1, 1000), rng.choice(["ab", "abc", string.ascii_lowercase]))
    q = rng.randint(1, 100)
    rows = []
    for _ in range(q):
        l = rng.randint(1, len(s))
        r = rng.randint(l, len(s))
        rows.append(f"{l} {r} {rng.choice(s + 'z')}")
    return lines(s, q, *rows)

def gen_positive(rng, max_n=100, highs=(3, 100, 10**9)):
    n = rng.randint(1, max_n)
    return lines(n, join(int_array(rng, n, 1, rng.choice(highs))))

def gen_palindromic_sums(rng):
    n = rng.randint(1, 100)
    low, high = rng.choice([(-2, 2), (0, 3), (-10**9, 10**9)])
    a = int_array(rng, n, low, high)
    if rng.random() < 0.5:
        a = a[: (n + 1) // 2] + a[: n // 2][::-1]
    return lines(n, join(a))

def gen_binary_split(rng):
    n = rng.randint(2, 500)
    p = rng.choice([0.1, 0.5, 0.9])
    return lines("".join("1" if rng.random() < p else "0" for _ in range(n)))

def gen_diet(rng):
    n = rng.randint(1, 100)
    k = rng.randint(1, n)
    c = int_array(rng, n, 0, rng.choice([3, 10**4]))
    sums = [sum(c[i : i + k]) for i in range(n - k + 1)]
    lower = rng.choice(sums + [0, rng.randint(0, 10**6)])
    upper = max(lower, rng.choice(sums + [lower, rng.randint(lower, 10**6)]))
    return lines(join([n, k, min(lower, 10**6), min(upper, 10**6)]), join(c))

def gen_vowel_window(rng):
    s = word(rng, rng.randint(1, 300), rng.choice(["aeb", "xyz", "aeiou", string.ascii_lowercase]))
    return lines(join([len(s), rng.randint(1, len(s))]), s)

def gen_black_run(rng):
    n = rng.randint(1, 200)
    p = rng.choice([0.2, 0.5, 0.9])
    return lines(join([n, rng.randint(1, n)]), "".join("B" if rng.random() < p else "W" for _ in range(n)))

def gen_triples(rng):
    return lines(word(rng, rng.randint(1, 1000), rng.choice(["ab", "abc", "abcd", string.ascii_lowercase])))

def gen_circle(rng):
    n = rng.randint(1, 100)
    return lines(join([n, rng.randint(0, n - 1)]), join(int_array(rng, n, 1, rng.choice([10, 10**9]))))

def gen_windows_increasing(rng):
    n = rng.randint(1, 100)
    high = rng.choice([2, 5, 100, 10**9])
    a = int_array(rng, n, 1, high)
    if rng.random() < 0.4:
        a.sort()
    return lines(join([n, rng.choice([1, rng.randint(1, min(n, 4)), rng.randint(1, n)])]), join(a))

def gen_sorted_signed(rng):
    n = rng.randint(1, 100)
    low, high = value_range(rng, 10**9)
    return lines(n, join(sorted(int_array(rng, n, low, high))))

def gen_sorted_repeats(rng):
    n = rng.randint(1, 100)
    return lines(n, join(sorted(int_array(rng, n, -rng.choice([1, 5, 10**9]), rng.choice([1, 5, 10**9])))))

def gen_two_sorted(rng):
    n, m, high = rng.randint(1, 100), rng.randint(1, 100), rng.choice([3, 10, 10**9])
    return lines(join([n, m]), join(sorted(int_array(rng, n, 1, high))), join(sorted(int_array(rng, m, 1, high))))

def gen_difference(rng):
    n = rng.randint(2, 100)
    a = int_array(rng, n, 0, rng.choice([10, 1000, 10**9]))
    i, j = rng.randrange(n), rng.randrange(n)
    d = rng.choice([abs(a[i] - a[j]), abs(a[i] - a[j]), 0, rng.randint(0, 10**9)])
    return lines(join([n, d]), join(a))

def gen_zeros(rng):
    n = rng.randint(1, 100)
    p = rng.choice([0.1, 0.5, 0.9])
    return lines(n, join(0 if rng.random() < p else rng.randint(-10**9, 10**9) for _ in range(n)))

def gen_letters_digits(rng):
    return lines(word(rng, rng.randint(1, 100), rng.choice(["ab1", "abc123", string.ascii_lowercase + string.digits, "x9"])))

def gen_lemonade(rng):
    n = rng.randint(1, 100)
    bills = [5] + [rng.choice([5, 5, 10, 20]) for _ in range(n - 1)]
    if rng.random() < 0.3:
        bills[0] = rng.choice([10, 20])
    return lines(n, join(bills))

def gen_bottles(rng):
    q = rng.randint(1, 10)
    return lines(q, *(join([big_int(rng, 10**12, 1), rng.randint(1, rng.choice([5, 1000])), rng.randint(1, rng.choice([5, 1000]))]) for _ in range(q)))

def gen_payment(rng):
    q = rng.randint(1, 10)
    rows = []
    for _ in range(q):
        a, b, n = big_int(rng, 10**9, 1), big_int(rng, 10**9, 1), big_int(rng, 10**9, 1)
        s = rng.choice([big_int(rng, 10**9, 1), min(10**9, a * n + b), min(10**9, a * n + b + 1), max(1, min(10**9, n * rng.randint(0, a) + rng.randint(0, b)))])
        rows.append(join([a, b, n, s]))
    return lines(q, *rows)

def gen_coins_upto(rng):
    return lines(join([big_int(rng, 10**5, 1), big_int(rng, 10**9, 1)]))

def gen_take_k(rng):
    n = rng.randint(1, 100)
    low, high = value_range(rng, 10**9)
    return lines(join([n, rng.randint(1, n)]), join(int_array(rng, n, low, high)))

def gen_dragons(rng):
    n = rng.randint(1, 1000 if rng.random() < 0.2 else 30)
    s = rng.randint(1, 10**4)
    rows = [join([rng.randint(1, rng.choice([s, 10**4])), rng.randint(0, rng.choice([5, 10**4]))]) for _ in range(n)]
    return lines(join([s, n]), *rows)

def gen_taxi(rng):
    n = rng.randint(1, 100)
    weights = rng.choice([[1, 1, 1, 1], [3, 1, 2, 1], [1, 3, 1, 1], [4, 1, 1, 4]])
    return lines(n, join(rng.choices([1, 2, 3, 4], weights=weights, k=n)))

def gen_spread(rng):
    m = rng.randint(2, 50)
    return lines(join([rng.randint(2, m), m]), join(int_array(rng, m, 1, rng.choice([10, 1000, 10**9]))))

def gen_even_skills(rng):
    n = 2 * rng.randint(1, 50)
    return lines(n, join(int_array(rng, n, 1, rng.choice([3, 100, 10**9]))))

def gen_swaps(rng):
    n = rng.randint(1, 100)
    high = rng.choice([10, 10**9])
    return lines(join([n, rng.randint(0, n)]), join(int_array(rng, n, 1, high)), join(int_array(rng, n, 1, high)))

def gen_spices(rng):
    n = rng.randint(1, 100)
    rows = [join([rng.randint(1, rng.choice([10, 10**9])), rng.randint(1, rng.choice([10, 10**9]))]) for _ in range(n)]
    return lines(join([n, big_int(rng, 10**9, 1)]), *rows)

def gen_uncovered(rng):
    n, m = rng.randint(1, 100), rng.randint(1, 100)
    rows = []
    for _ in range(n):
        l = rng.randint(1, m)
        rows.append(join([l, rng.randint(l, min(m, l + rng.choice([0, 3, m])))]))
    return lines(join([n, m]), *rows)

def gen_breaks(rng):
    n = rng.randint(0, 50)
    a = rng.randint(1, rng.choice([5, 100]))
    t, rows = 0, []
    for _ in range(n):
        t += rng.randint(0, rng.choice([3, 200]))
        length = rng.randint(1, 50)
        rows.append(join([t, length]))
        t += length
    return lines(join([n, t + rng.randint(0, 300), a]), *rows)

def gen_movie(rng):
    n, x = rng.randint(1, 50), rng.randint(1, rng.choice([3, 100]))
    cur, rows = 0, []
    for _ in range(n):
        l = cur + rng.randint(1, rng.choice([5, 2000]))
        r = l + rng.randint(0, rng.choice([3, 1000]))
        rows.append(join([l, r]))
        cur = r
    return lines(join([n, x]), *rows)

def gen_seats(rng):
    n, high = rng.randint(1, 100), rng.choice([10, 10**5])
    return lines(n, join(int_array(rng, n, 1, high)), join(int_array(rng, n, 1, high)))

def gen_rocks(rng):
    n = rng.randint(1, 100)
    cap = int_array(rng, n, 1, rng.choice([10, 10**9]))
    rocks = [rng.choice([c, rng.randint(0, c)]) for c in cap]
    need = sorted(c - r for c, r in zip(cap, rocks))
    k = rng.choice([0, sum(need[: rng.randint(0, n)]), big_int(rng, 10**9)])
    return lines(join([n, min(k, 10**9)]), join(cap), join(rocks))

def gen_happy(rng):
    n = rng.randint(1, 100)
    return lines(join([n, rng.randint(1, n)]), join(int_array(rng, n, 1, rng.choice([3, 100, 10**9]))))

def gen_rope(rng):
    n = rng.randint(1, 100)
    colors = word(rng, n, rng.choice(["a", "ab", "abc", "abcdef"]))
    return lines(n, colors, join(int_array(rng, n, 1, rng.choice([5, 10**4]))))

def gen_floors(rng):
    bottom = rng.randint(1, 10**9 - 1)
    top = min(10**9, bottom + rng.choice([1, 10, 1000, 10**9]))
    n = rng.randint(1, min(100, top - bottom + 1))
    special = rng.sample(range(bottom, top + 1), n)
    return lines(join([bottom, top, n]), join(special))

def gen_people(rng):
    n = rng.randint(1, 100)
    rows = []
    for _ in range(n):
        b = rng.randint(1950, 2049)
        rows.append(join([b, rng.randint(b + 1, min(2050, b + rng.choice([1, 5, 100])))]))
    return lines(n, *rows)

def gen_trips(rng):
    n = rng.randint(1, 100)
    rows, span = [], rng.choice([10, 1000])
    for _ in range(n):
        f = rng.randint(0, span - 1)
        rows.append(join([rng.randint(1, 100), f, rng.randint(f + 1, min(span, f + rng.choice([1, 5, span])))]))
    c = rng.choice([rng.randint(1, 100), rng.randint(100, 10**4)])
    return lines(join([n, c]), *rows)

def gen_jumps(rng):
    n = rng.randint(1, 100)
    return lines(n, join(rng.choice([0, 1, 1, 2, 3, rng.randint(0, 100)]) for _ in range(n)))

def gen_parity(rng):
    n = rng.randint(1, 1000)
    return lines(n, join(int_array(rng, n, 1, rng.choice([2, 10, 10**9]))))

def gen_two_ends(rng):
    n = rng.randint(1, 100)
    high = rng.choice([1, 3, 10, 10**4])
    a = int_array(rng, n, 1, high)
    if rng.random() < 0.3:
        half = a[: n // 2]
        a = half + a[n // 2 : n - n // 2] + half[::-1]
    return lines(n, join(a))

def gen_pair_target(rng):
    n = rng.randint(2, 100)
    low, high = value_range(rng, 10**9)
    a = int_array(rng, n, low, high)
    t = rng.choice([a[0] + a[1], rng.randint(-2 * 10**9, 2 * 10**9), 2 * high, 2 * low])
    return lines(join([n, t]), join(a))

def gen_gap_group(rng):
    n = rng.randint(1, 100)
    high = rng.choice([20, 1000, 10**9])
    return lines(join([n, rng.randint(0, high // rng.choice([1, 10, 100]))]), join(int_array(rng, n, 1, high)))

def gen_teams(rng):
    n = rng.randint(1, 100)
    high = rng.choice([10, 10**9])
    return lines(join([n, rng.randint(1, high * rng.choice([1, 3, 10]))]), join(int_array(rng, n, 1, high)))

def gen_cover(rng):
    length = rng.choice([rng.randint(1, 20), big_int(rng, 10**9, 1)])
    n = rng.randint(1, 100)
    rows = []
    for _ in range(n):
        l = rng.randint(0, length - 1)
        rows.append(join([l, rng.randint(l + 1, min(length, l + max(1, length // rng.choice([1, 3, 10]))))]))
    return lines(join([n, length]), *rows)

def gen_ratings(rng):
    n = rng.randint(1, 100)
    a = int_array(rng, n, 1, rng.choice([3, 100]))
    if rng.random() < 0.3:
        a.sort(reverse=rng.random() < 0.5)
    return lines(n, join(a))

def gen_heights(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 0, rng.choice([3, 100, 10**9]))))

def gen_walls(rng):
    n = rng.randint(2, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice([5, 10**9]))))

def gen_circuit(rng):
    n = rng.randint(1, 100)
    high = rng.choice([3, 10, 10**4])
    gas, cost = int_array(rng, n, 0, high), int_array(rng, n, 0, high)
    if rng.random() < 0.5:  # make the totals equal: a start may exist but only just
        diff = sum(gas) - sum(cost)
        i = rng.randrange(n)
        if diff > 0:
            cost[i] += diff
        else:
            gas[i] -= diff
    return lines(n, join(gas), join(cost))


PROBLEMS = (
    Problem(
        name="running_totals", split="train", level="A", tags=("prefix sums", "implementation"),
        statement="""You are given n integers. For every i from 1 to n print the sum of the first i of them.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print n integers on one line, separated by spaces: a_1, a_1 + a_2, ..., a_1 + a_2 + ... + a_n. The sums may not fit into a 32-bit integer.""",
        examples=(lines(4, "1 2 3 -10"),),
        edge_cases=(lines(1, -7), lines(100, join([10**9] * 100)), lines(3, "-1000000000 -1000000000 -1000000000"), lines(5, "0 0 0 0 0")),
        generate=gen_signed,
    ),
    Problem(
        name="highest_altitude", split="train", level="A", tags=("implementation",),
        statement="""A cyclist starts a ride at altitude 0. The ride consists of n parts; during the i-th part the altitude changes by a_i metres (a negative a_i means going down). What is the highest altitude of the cyclist during the ride, counting the start?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^4 ≤ a_i ≤ 10^4).

Output

Print the highest altitude.""",
        examples=(lines(5, "-5 1 5 0 -7"),),
        edge_cases=(lines(3, "-1 -2 -3"), lines(1, 10000), lines(4, "0 0 0 0"), lines(4, "-3 5 -4 3")),
        generate=gen_altitude,
    ),
    Problem(
        name="first_day_goal_reached", split="train", level="A", tags=("implementation",),
        statement="""A book has S pages. Masha reads a_i pages on the i-th day of her holidays, which last n days. On which day does the total number of pages she has read first reach at least S?

Input

The first line contains two integers n and S (1 ≤ n ≤ 100, 1 ≤ S ≤ 10^5).

The second line contains n integers a_1, a_2, ..., a_n (0 ≤ a_i ≤ 1000).

Output

Print the number of that day (days are numbered from 1), or -1 if after n days she has read fewer than S pages.""",
        examples=(lines("4 10", "3 2 5 7"), lines("2 100", "20 30")),
        edge_cases=(lines("1 1", 1), lines("1 1", 0), lines("3 6", "1 2 3"), lines("5 3", "0 0 3 0 0"), lines("3 5", "2 2 2")),
        generate=gen_goal,
    ),
    Problem(
        name="positive_prefix_count", split="train", level="A", tags=("implementation",),
        statement="""For how many k from 1 to n is the sum a_1 + a_2 + ... + a_k strictly greater than zero?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of such k.""",
        examples=(lines(5, "2 -3 1 4 -5"),),
        edge_cases=(lines(3, "0 0 0"), lines(1, 5), lines(1, -5), lines(4, "1 -1 1 -1"), lines(100, join([10**9] * 100))),
        generate=gen_small_signed,
    ),
    Problem(
        name="letter_count_queries", split="train", level="A", tags=("prefix sums", "implementation", "strings"),
        statement="""You are given a string s of lowercase Latin letters, with positions numbered from 1, and q questions. Each question gives l, r and a letter c and asks how many times c occurs among the characters s_l, s_{l+1}, ..., s_r.

Input

The first line contains the string s (1 ≤ |s| ≤ 1000).

The second line contains one integer q (1 ≤ q ≤ 100).

Each of the next q lines contains two integers l and r (1 ≤ l ≤ r ≤ |s|) and a lowercase Latin letter c, separated by spaces.

Output

Print q lines; the j-th line holds the answer to the j-th question.""",
        examples=(lines("abracadabra", 3, "1 11 a", "2 4 b", "5 7 z"),),
        edge_cases=(lines("a", 1, "1 1 a"), lines("a", 1, "1 1 b"), lines("bbbb", 3, "2 2 b", "1 4 b", "4 4 b"), lines("abcabc", 2, "4 6 a", "1 3 c")),
        generate=gen_letter_queries,
    ),
    Problem(
        name="prefix_suffix_equal_sums", split="train", level="A", tags=("prefix sums", "implementation"),
        statement="""For how many k from 1 to n is the sum of the first k elements of the array equal to the sum of its last k elements?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of such k.""",
        examples=(lines(5, "1 2 3 2 1"), lines(3, "1 2 3")),
        edge_cases=(lines(1, 7), lines(4, "0 0 0 0"), lines(4, "1 3 2 2"), lines(2, "1000000000 -1000000000")),
        generate=gen_palindromic_sums,
    ),
    Problem(
        name="left_right_sum_gaps", split="train", level="A", tags=("prefix sums", "implementation"),
        statement="""For every position i of the array, let L_i be the sum of the elements to the left of position i and R_i the sum of the elements to its right (an empty sum is 0). Print |L_i - R_i| for every i.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print n integers on one line, separated by spaces: |L_1 - R_1|, |L_2 - R_2|, ..., |L_n - R_n|. They may not fit into a 32-bit integer.""",
        examples=(lines(4, "10 4 8 3"),),
        edge_cases=(lines(1, 5), lines(2, "7 7"), lines(3, "1 1 1"), lines(100, join([10**9] * 100))),
        generate=gen_positive,
    ),
    Problem(
        name="max_score_binary_split", split="train", level="A", tags=("prefix sums", "implementation", "strings"),
        statement="""A string s of zeros and ones is cut into two non-empty parts: a left part and a right part. The score of a cut is the number of zeros in the left part plus the number of ones in the right part. What is the largest score over all cuts?

Input

The only line contains the string s (2 ≤ |s| ≤ 500) of characters 0 and 1.

Output

Print the largest score.""",
        examples=(lines("011101"), lines("00111")),
        edge_cases=(lines("11"), lines("00"), lines("10"), lines("01"), lines("1111100000")),
        generate=gen_binary_split,
    ),
    Problem(
        name="diet_plan_points", split="train", level="A", tags=("implementation",),
        statement="""An athlete ate c_i calories on the i-th of n days. Every block of k consecutive days is judged (there are n - k + 1 such blocks): if the total number of calories of the block is less than lower, the athlete loses one point; if it is greater than upper, the athlete gains one point; otherwise nothing happens. The athlete starts with 0 points. How many points does the athlete have in the end?

Input

The first line contains four integers n, k, lower and upper (1 ≤ k ≤ n ≤ 100, 0 ≤ lower ≤ upper ≤ 10^6).

The second line contains n integers c_1, c_2, ..., c_n (0 ≤ c_i ≤ 10^4).

Output

Print the final number of points (it may be negative).""",
        examples=(lines("5 1 3 3", "1 2 3 4 5"), lines("4 2 1 3", "0 1 3 0")),
        edge_cases=(lines("1 1 0 0", 0), lines("3 3 6 6", "1 2 3"), lines("3 2 5 5", "5 0 5"), lines("4 4 0 10", "10000 10000 10000 10000")),
        generate=gen_diet,
    ),
    Problem(
        name="max_vowels_window", split="train", level="A", tags=("strings", "two pointers"),
        statement="""Among all substrings of length exactly k of the string s, find the largest number of vowels one of them contains. The vowels are the letters a, e, i, o and u.

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 300), the length of s and the length of the substrings.

The second line contains the string s of n lowercase Latin letters.

Output

Print the largest number of vowels in a substring of length k.""",
        examples=(lines("9 3", "abciiidef"), lines("4 2", "leet")),
        edge_cases=(lines("1 1", "a"), lines("1 1", "z"), lines("5 2", "bcdoa"), lines("5 5", "aeiou"), lines("6 3", "xyzxya")),
        generate=gen_vowel_window,
    ),
    Problem(
        name="min_repaint_black_run", split="train", level="A", tags=("implementation", "two pointers"),
        statement="""A row of n cells is painted: the i-th cell is black (B) or white (W). You want to have k consecutive black cells somewhere in the row. In one operation you may repaint a white cell black. What is the smallest number of operations needed?

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 200).

The second line contains a string of n characters B and W.

Output

Print the smallest number of operations.""",
        examples=(lines("10 4", "WBWBBBWBWW"), lines("5 2", "WWWWW")),
        edge_cases=(lines("1 1", "B"), lines("1 1", "W"), lines("4 2", "WBWB"), lines("6 3", "BWWBBB"), lines("5 5", "BBWBB")),
        generate=gen_black_run,
    ),
    Problem(
        name="distinct_triples_substrings", split="train", level="A", tags=("strings",),
        statement="""How many substrings of length 3 of the string s consist of three different letters? Substrings that start at different positions are counted separately, even if they are equal.

Input

The only line contains the string s (1 ≤ |s| ≤ 1000) of lowercase Latin letters.

Output

Print the number of such substrings.""",
        examples=(lines("xyzzaz"), lines("aababcabc")),
        edge_cases=(lines("a"), lines("ab"), lines("aba"), lines("abc"), lines("aaaa")),
        generate=gen_triples,
    ),
    Problem(
        name="circular_next_sums", split="train", level="A", tags=("implementation",),
        statement="""n numbers a_1, a_2, ..., a_n are written around a circle, so that a_1 follows a_n. For each i, find the sum of the k numbers that follow a_i when going around the circle: a_{i+1}, a_{i+2}, ..., a_{i+k}, where indices past n start again from 1.

Input

The first line contains two integers n and k (1 ≤ n ≤ 100, 0 ≤ k < n).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print n integers on one line, separated by spaces: the sums for i = 1, 2, ..., n. They may not fit into a 32-bit integer.""",
        examples=(lines("4 3", "5 7 1 4"),),
        edge_cases=(lines("1 0", 5), lines("3 0", "1 2 3"), lines("2 1", "10 20"), lines("5 4", "1000000000 1000000000 1000000000 1000000000 1000000000")),
        generate=gen_circle,
    ),
    Problem(
        name="increasing_windows_count", split="train", level="A", tags=("implementation",),
        statement="""Count the blocks of k consecutive elements of the array that are strictly increasing, that is, the positions i (1 ≤ i ≤ n - k + 1) with a_i < a_{i+1} < ... < a_{i+k-1}.

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the number of such blocks.""",
        examples=(lines("6 3", "1 2 3 2 3 4"),),
        edge_cases=(lines("1 1", 5), lines("4 1", "3 3 3 3"), lines("4 2", "1 1 2 2"), lines("3 3", "1 2 3"), lines("5 3", "5 4 3 2 1")),
        generate=gen_windows_increasing,
    ),
    Problem(
        name="sorted_squares", split="train", level="A", tags=("sortings", "two pointers"),
        statement="""You are given n integers in non-decreasing order. Square each of them and print the squares in non-decreasing order.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1 ≤ a_2 ≤ ... ≤ a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the n squares on one line in non-decreasing order, separated by spaces. They may not fit into a 32-bit integer.""",
        examples=(lines(5, "-4 -1 0 3 10"),),
        edge_cases=(lines(1, -1000000000), lines(3, "-3 -2 -1"), lines(4, "1 2 3 4"), lines(4, "-2 -2 2 2")),
        generate=gen_sorted_signed,
    ),
    Problem(
        name="keep_two_copies", split="train", level="A", tags=("two pointers", "implementation"),
        statement="""An array is sorted in non-decreasing order. Delete elements from it so that every value occurs at most twice: for a value that occurs more often, keep only two of its copies. The order of the remaining elements does not change.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1 ≤ a_2 ≤ ... ≤ a_n (-10^9 ≤ a_i ≤ 10^9).

Output

In the first line print the number m of remaining elements. In the second line print the remaining elements, separated by spaces.""",
        examples=(lines(6, "1 1 1 2 2 3"),),
        edge_cases=(lines(1, 4), lines(5, "7 7 7 7 7"), lines(4, "1 2 3 4"), lines(7, "0 0 1 1 1 1 2")),
        generate=gen_sorted_repeats,
    ),
    Problem(
        name="common_values_sorted", split="train", level="A", tags=("two pointers",),
        statement="""Two lists of numbers are sorted in non-decreasing order. Pair up equal numbers of the two lists: each pair holds one number of the first list and an equal number of the second list, and every number is in at most one pair. What is the largest possible number of pairs?

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 100).

The second line contains n integers a_1 ≤ a_2 ≤ ... ≤ a_n.

The third line contains m integers b_1 ≤ b_2 ≤ ... ≤ b_m.

All numbers are between 1 and 10^9.

Output

Print the largest number of pairs.""",
        examples=(lines("5 4", "1 2 2 3 5", "2 2 2 5"),),
        edge_cases=(lines("1 1", 1, 2), lines("1 1", 7, 7), lines("3 2", "4 4 4", "4 4"), lines("3 3", "1 2 3", "4 5 6")),
        generate=gen_two_sorted,
    ),
    Problem(
        name="pair_with_difference", split="train", level="A", tags=("two pointers", "sortings"),
        statement="""Are there two different positions i and j (i ≠ j) in the array such that a_i - a_j = d?

Input

The first line contains two integers n and d (2 ≤ n ≤ 100, 0 ≤ d ≤ 10^9).

The second line contains n integers a_1, a_2, ..., a_n (0 ≤ a_i ≤ 10^9).

Output

Print YES if such positions exist and NO otherwise.""",
        examples=(lines("5 3", "1 8 4 10 6"), lines("3 0", "1 2 3")),
        edge_cases=(lines("2 0", "5 5"), lines("2 1000000000", "0 1000000000"), lines("2 1", "4 4"), lines("4 2", "9 3 6 12")),
        generate=gen_difference,
    ),
    Problem(
        name="move_zeros_to_end", split="train", level="A", tags=("two pointers", "implementation"),
        statement="""Move all zeros of the array to its end. The non-zero elements must keep their order.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the n elements of the resulting array on one line, separated by spaces.""",
        examples=(lines(5, "0 1 0 3 12"),),
        edge_cases=(lines(1, 0), lines(3, "0 0 0"), lines(4, "1 2 3 4"), lines(5, "5 0 4 0 3")),
        generate=gen_zeros,
    ),
    Problem(
        name="reverse_only_letters", split="train", level="A", tags=("strings", "two pointers"),
        statement="""A string consists of lowercase Latin letters and digits. Reverse the order of the letters in it, while every digit stays in its place.

Input

The only line contains the string s (1 ≤ |s| ≤ 100).

Output

Print the resulting string.""",
        examples=(lines("ab1cd"), lines("a1b2c3")),
        edge_cases=(lines("x"), lines("7"), lines("123"), lines("abc"), lines("1ab2")),
        generate=gen_letters_digits,
    ),
    Problem(
        name="lemonade_change", split="train", level="A", tags=("greedy", "implementation"),
        statement="""A glass of lemonade costs 5 coins. n customers come one after another, and each pays with a single banknote of 5, 10 or 20 coins; the seller must give back the change at once. At the start the seller has no money at all, and can give change only with the banknotes received from earlier customers. Can the seller give correct change to every customer?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers b_1, b_2, ..., b_n (each is 5, 10 or 20), the banknotes in the order the customers come.

Output

Print YES if every customer gets correct change, and NO otherwise.""",
        examples=(lines(5, "5 5 5 10 20"), lines(5, "5 5 10 10 20")),
        edge_cases=(lines(1, 5), lines(1, 10), lines(4, "5 5 5 20"), lines(4, "5 10 20 5"), lines(8, "5 5 5 5 10 20 10 10")),
        generate=gen_lemonade,
    ),
    Problem(
        name="two_bottle_sizes", split="train", level="A", tags=("greedy", "math"),
        statement="""A shop sells water in bottles of 1 litre for a coins and bottles of 2 litres for b coins, as many as you need. Answer q questions: what is the smallest price of exactly n litres of water?

Input

The first line contains one integer q (1 ≤ q ≤ 10).

Each of the next q lines contains three integers n, a and b (1 ≤ n ≤ 10^12, 1 ≤ a, b ≤ 1000).

Output

Print q lines, the smallest price for each question. The answers may not fit into a 32-bit integer.""",
        examples=(lines(4, "10 1 3", "7 3 2", "1 1000 1", "1000000000000 42 88"),),
        edge_cases=(lines(1, "1 1 1"), lines(1, "2 3 5"), lines(1, "3 2 4"), lines(1, "1000000000000 1000 1000")),
        generate=gen_bottles,
    ),
    Problem(
        name="exact_payment_two_coins", split="train", level="A", tags=("greedy", "math"),
        statement="""You have a coins of value n and b coins of value 1. Can you pay exactly S using some of these coins? Answer q independent questions.

Input

The first line contains one integer q (1 ≤ q ≤ 10).

Each of the next q lines contains four integers a, b, n and S (1 ≤ a, b, n, S ≤ 10^9).

Output

For each question print YES or NO on its own line.""",
        examples=(lines(4, "1 2 3 4", "1 2 3 6", "5 2 6 27", "3 3 5 18"),),
        edge_cases=(lines(1, "1 1 1 3"), lines(1, "1000000000 1 1000000000 1000000000"), lines(1, "1 1 5 11"), lines(1, "2 10 3 16")),
        generate=gen_payment,
    ),
    Problem(
        name="min_coins_up_to_n", split="train", level="A", tags=("greedy", "math"),
        statement="""There are coins of every value from 1 to n, as many of each as you like. What is the smallest number of coins with total value exactly S?

Input

The only line contains two integers n and S (1 ≤ n ≤ 10^5, 1 ≤ S ≤ 10^9).

Output

Print the smallest number of coins.""",
        examples=(lines("5 11"), lines("6 16")),
        edge_cases=(lines("1 1"), lines("1 1000000000"), lines("5 10"), lines("100000 1"), lines("100000 1000000000")),
        generate=gen_coins_upto,
    ),
    Problem(
        name="top_k_sum", split="train", level="A", tags=("greedy", "sortings"),
        statement="""You must choose exactly k of the n numbers (at different positions). What is the largest possible sum of the chosen numbers?

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the largest sum. It may not fit into a 32-bit integer.""",
        examples=(lines("5 2", "4 -1 7 2 7"),),
        edge_cases=(lines("1 1", -5), lines("3 3", "-1 -2 -3"), lines("100 100", join([10**9] * 100)), lines("4 2", "-7 -3 -9 -3")),
        generate=gen_take_k,
    ),
    Problem(
        name="card_pick_difference", split="train", level="A", tags=("greedy", "sortings"),
        statement="""n cards lie on a table, the i-th shows the number a_i. Two players take turns, the first player starts; on each turn the player takes the card with the largest number among those left. The game ends when all cards are taken. Print the total of the first player's cards minus the total of the second player's cards.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the difference.""",
        examples=(lines(4, "3 8 1 5"),),
        edge_cases=(lines(1, 7), lines(2, "5 5"), lines(3, "1 2 3"), lines(5, "1 100 1 100 1")),
        generate=gen_positive,
    ),
    Problem(
        name="dragon_duels", split="train", level="A", tags=("greedy", "sortings"),
        statement="""A knight with strength s must defeat n dragons, in any order he likes. The i-th dragon has strength x_i. The knight defeats a dragon if his strength is strictly greater than the dragon's, and then his strength grows by y_i; otherwise the knight loses. Can the knight defeat all the dragons?

Input

The first line contains two integers s and n (1 ≤ s ≤ 10^4, 1 ≤ n ≤ 1000).

Each of the next n lines contains two integers x_i and y_i (1 ≤ x_i ≤ 10^4, 0 ≤ y_i ≤ 10^4).

Output

Print YES if the knight can defeat all the dragons, and NO otherwise.""",
        examples=(lines("2 2", "1 99", "100 0"), lines("10 1", "100 100")),
        edge_cases=(lines("5 1", "5 10"), lines("5 1", "4 0"), lines("1 2", "1 5", "1 5"), lines("3 3", "7 0", "2 2", "4 1")),
        generate=gen_dragons,
    ),
    Problem(
        name="taxi_groups", split="train", level="A", tags=("greedy",),
        statement="""n groups of children go to a party by taxi; the i-th group has s_i children (1 ≤ s_i ≤ 4). A taxi carries at most 4 passengers, and all children of a group must ride in the same taxi, but one taxi may carry several groups. What is the smallest number of taxis needed?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers s_1, s_2, ..., s_n (1 ≤ s_i ≤ 4).

Output

Print the smallest number of taxis.""",
        examples=(lines(5, "1 2 4 3 3"), lines(8, "2 3 4 4 2 1 3 1")),
        edge_cases=(lines(1, 1), lines(3, "2 1 1"), lines(2, "3 3"), lines(4, "1 1 1 1"), lines(3, "2 2 2")),
        generate=gen_taxi,
    ),
    Problem(
        name="smallest_spread_choice", split="train", level="A", tags=("greedy", "sortings"),
        statement="""A teacher wants to buy n puzzles as presents, one for each of her n students. The shop has m puzzles; the i-th has f_i pieces. The teacher wants the presents to be as fair as possible: the difference between the largest and the smallest number of pieces among the n bought puzzles must be as small as possible. What is that smallest difference?

Input

The first line contains two integers n and m (2 ≤ n ≤ m ≤ 50).

The second line contains m integers f_1, f_2, ..., f_m (1 ≤ f_i ≤ 10^9).

Output

Print the smallest possible difference.""",
        examples=(lines("4 6", "10 12 10 7 5 22"),),
        edge_cases=(lines("2 2", "1 1000000000"), lines("3 5", "7 7 7 1 100"), lines("2 4", "1 10 20 21"), lines("3 4", "1 2 3 50")),
        generate=gen_spread,
    ),
    Problem(
        name="pair_teams_training", split="train", level="A", tags=("greedy", "sortings"),
        statement="""n students (n is even) must be split into n / 2 teams of two. Two students can form a team only if their skills are equal. The i-th student has skill a_i, and solving one training problem increases a student's skill by 1. What is the smallest total number of problems the students must solve so that they can be split into teams?

Input

The first line contains one even integer n (2 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the smallest total number of problems. It may not fit into a 32-bit integer.""",
        examples=(lines(6, "5 10 2 3 14 5"), lines(2, "1 100")),
        edge_cases=(lines(2, "7 7"), lines(4, "1 9 2 10"), lines(4, "1 1000000000 1 1000000000"), lines(100, join([1, 10**9] * 50))),
        generate=gen_even_skills,
    ),
    Problem(
        name="swap_to_maximize", split="train", level="A", tags=("greedy", "sortings"),
        statement="""You have two arrays a and b, each of n positive integers. In one move you may choose any positions i and j and swap a_i with b_j. You may make at most k moves. What is the largest possible sum of the elements of a?

Input

The first line contains two integers n and k (1 ≤ n ≤ 100, 0 ≤ k ≤ n).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

The third line contains n integers b_1, b_2, ..., b_n (1 ≤ b_i ≤ 10^9).

Output

Print the largest possible sum of a. It may not fit into a 32-bit integer.""",
        examples=(lines("3 2", "1 5 2", "4 1 1"),),
        edge_cases=(lines("1 0", 1, 100), lines("2 2", "5 6", "1 2"), lines("3 3", "1 1 1", "9 9 9"), lines("4 4", "5 5 1 1", "4 4 6 6")),
        generate=gen_swaps,
    ),
    Problem(
        name="spice_market_bag", split="train", level="A", tags=("greedy", "sortings"),
        statement="""A merchant sells n kinds of spice. There are w_i grams of the i-th spice, and one gram of it costs p_i coins. Your bag holds at most W grams. You may take any whole number of grams of every spice, as long as the merchant has enough of it and the bag does not overflow. What is the largest total cost of the spices you can carry away?

Input

The first line contains two integers n and W (1 ≤ n ≤ 100, 1 ≤ W ≤ 10^9).

Each of the next n lines contains two integers w_i and p_i (1 ≤ w_i, p_i ≤ 10^9).

Output

Print the largest total cost. It fits into a 64-bit signed integer, but may not fit into a 32-bit one.""",
        examples=(lines("3 10", "4 5", "8 3", "2 10"),),
        edge_cases=(lines("1 1", "1000000000 1000000000"), lines("2 100", "5 1", "6 2"), lines("2 5", "100 1", "5 2"), lines("1 1000000000", "1000000000 1000000000")),
        generate=gen_spices,
    ),
    Problem(
        name="uncovered_points", split="train", level="A", tags=("implementation",),
        statement="""n segments lie on a line; the i-th covers all integer points from l_i to r_i, both ends included. Which integer points from 1 to m are covered by no segment?

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 100).

Each of the next n lines contains two integers l_i and r_i (1 ≤ l_i ≤ r_i ≤ m).

Output

In the first line print the number k of uncovered points. If k > 0, print the uncovered points in increasing order on the second line, separated by spaces.""",
        examples=(lines("3 5", "2 2", "1 2", "5 5"), lines("1 7", "1 7")),
        edge_cases=(lines("1 1", "1 1"), lines("1 3", "2 2"), lines("2 10", "1 3", "5 10"), lines("2 4", "1 1", "4 4")),
        generate=gen_uncovered,
    ),
    Problem(
        name="smoke_breaks", split="train", level="A", tags=("greedy", "implementation"),
        statement="""A cashier works for L minutes, from minute 0 to minute L. n regular customers come; the i-th arrives at minute t_i and is served for l_i minutes, so the cashier is busy from t_i to t_i + l_i. While no customer is being served, the cashier may take breaks of exactly a minutes each, one after another. What is the largest number of breaks the cashier can take during the working day?

Input

The first line contains three integers n, L and a (0 ≤ n ≤ 50, 1 ≤ L ≤ 10^5, 1 ≤ a ≤ L).

Each of the next n lines contains two integers t_i and l_i (0 ≤ t_i ≤ L - 1, 1 ≤ l_i ≤ L). The customers are given in the order of arrival, their service times do not overlap (t_i + l_i ≤ t_{i+1}), and t_n + l_n ≤ L.

Output

Print the largest number of breaks.""",
        examples=(lines("2 11 3", "0 1", "1 1"), lines("0 5 2")),
        edge_cases=(lines("1 3 2", "1 2"), lines("1 10 3", "0 1"), lines("1 10 3", "9 1"), lines("0 1 1"), lines("2 10 2", "0 4", "6 4")),
        generate=gen_breaks,
    ),
    Problem(
        name="movie_skip_button", split="train", level="A", tags=("greedy", "implementation"),
        statement="""You are watching a film, starting at minute 1. The player has two buttons: the first plays the current minute and moves to the next one; the second skips exactly x minutes without playing them (from minute t it jumps to minute t + x). The film has n best moments; the i-th lasts from minute l_i to minute r_i, both included, and you want to watch every minute of all best moments. What is the smallest number of minutes you have to watch?

Input

The first line contains two integers n and x (1 ≤ n ≤ 50, 1 ≤ x ≤ 10^5).

Each of the next n lines contains two integers l_i and r_i (1 ≤ l_i ≤ r_i ≤ 10^5). The moments are given in order and do not touch: r_{i-1} < l_i.

Output

Print the smallest number of watched minutes.""",
        examples=(lines("2 3", "5 6", "10 12"), lines("1 1", "1 100000")),
        edge_cases=(lines("1 3", "4 4"), lines("1 3", "3 3"), lines("1 100000", "100000 100000"), lines("2 2", "2 3", "7 7"), lines("1 5", "1 1")),
        generate=gen_movie,
    ),
    Problem(
        name="seat_moves", split="train", level="A", tags=("greedy", "sortings"),
        statement="""There are n seats and n students on a line; the i-th seat is at position p_i and the j-th student stands at position q_j. Several seats, or several students, may be at the same position. In one move a student steps one unit left or right. Each student must end up at a seat, and no two students at the same seat. What is the smallest total number of moves?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers p_1, p_2, ..., p_n (1 ≤ p_i ≤ 10^5).

The third line contains n integers q_1, q_2, ..., q_n (1 ≤ q_j ≤ 10^5).

Output

Print the smallest total number of moves.""",
        examples=(lines(3, "3 1 5", "2 7 4"),),
        edge_cases=(lines(1, 5, 5), lines(1, 1, 100000), lines(3, "1 1 1", "1 1 1"), lines(4, "4 1 5 9", "1 3 2 6")),
        generate=gen_seats,
    ),
    Problem(
        name="fill_bags_rocks", split="train", level="A", tags=("greedy", "sortings"),
        statement="""There are n bags; the i-th can hold c_i rocks and already holds r_i rocks. You have k more rocks and may put them into any bags, without exceeding their capacity. A bag is full when it holds exactly as many rocks as it can. What is the largest number of full bags you can obtain?

Input

The first line contains two integers n and k (1 ≤ n ≤ 100, 0 ≤ k ≤ 10^9).

The second line contains n integers c_1, c_2, ..., c_n (1 ≤ c_i ≤ 10^9).

The third line contains n integers r_1, r_2, ..., r_n (0 ≤ r_i ≤ c_i).

Output

Print the largest number of full bags.""",
        examples=(lines("4 2", "2 3 4 5", "1 2 4 4"),),
        edge_cases=(lines("1 0", 5, 5), lines("1 0", 5, 4), lines("3 3", "10 2 3", "8 0 1"), lines("2 1000000000", "1000000000 1000000000", "0 0")),
        generate=gen_rocks,
    ),
    Problem(
        name="happiest_picks", split="train", level="A", tags=("greedy", "sortings"),
        statement="""n children stand in a queue; the happiness of the i-th is h_i. You pick k children one by one. Each time you pick a child, the happiness of every child not picked yet decreases by 1, but never below 0. What is the largest possible sum of the happiness values of the picked children, each taken at the moment it was picked?

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100).

The second line contains n integers h_1, h_2, ..., h_n (1 ≤ h_i ≤ 10^9).

Output

Print the largest sum. It may not fit into a 32-bit integer.""",
        examples=(lines("3 2", "1 2 3"), lines("4 2", "1 1 1 1")),
        edge_cases=(lines("1 1", 1000000000), lines("3 3", "1 1 1"), lines("4 3", "2 1 5 1"), lines("5 5", "1000000000 1000000000 1000000000 1000000000 1000000000")),
        generate=gen_happy,
    ),
    Problem(
        name="colorful_rope_cost", split="train", level="A", tags=("greedy", "strings"),
        statement="""n balloons are tied to a rope in a row; the i-th has colour s_i (a lowercase Latin letter), and removing it takes t_i seconds. The rope is colourful if no two neighbouring balloons have the same colour. Remove some balloons so that the rope becomes colourful (the remaining balloons keep their order). What is the smallest total time needed?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains the string s of n lowercase Latin letters.

The third line contains n integers t_1, t_2, ..., t_n (1 ≤ t_i ≤ 10^4).

Output

Print the smallest total time.""",
        examples=(lines(5, "abaac", "1 2 3 4 5"), lines(5, "aabaa", "1 2 3 4 1")),
        edge_cases=(lines(1, "z", 7), lines(3, "aaa", "3 1 2"), lines(3, "abc", "1 1 1"), lines(4, "bbbb", "5 5 5 5")),
        generate=gen_rope,
    ),
    Problem(
        name="widest_gap_floors", split="train", level="A", tags=("sortings",),
        statement="""A company rents all floors of a building from floor bottom to floor top inclusive. Some n of these floors are special floors used only for relaxation. What is the largest number of consecutive floors none of which is special?

Input

The first line contains three integers bottom, top and n (1 ≤ bottom < top ≤ 10^9, 1 ≤ n ≤ min(100, top - bottom + 1)).

The second line contains n distinct integers, the special floors, in arbitrary order; each of them is between bottom and top.

Output

Print the largest number of consecutive non-special floors (0 if every floor is special).""",
        examples=(lines("2 9 2", "4 6"), lines("6 8 3", "7 6 8")),
        edge_cases=(lines("1 1000000000 1", 1), lines("1 1000000000 1", 500000000), lines("1 2 1", 2), lines("5 10 2", "10 5")),
        generate=gen_floors,
    ),
    Problem(
        name="peak_population_year", split="train", level="A", tags=("implementation",),
        statement="""A town has records of n people: the i-th was born in year b_i and died in year d_i. A person is counted in the population of every year from b_i to d_i - 1 inclusive (not in the year of death). Which year had the largest population? If there are several such years, print the earliest one.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

Each of the next n lines contains two integers b_i and d_i (1950 ≤ b_i < d_i ≤ 2050).

Output

Print the year.""",
        examples=(lines(3, "1950 1961", "1960 1971", "1970 1981"),),
        edge_cases=(lines(1, "2049 2050"), lines(2, "1990 2000", "2000 2010"), lines(2, "1950 2050", "1950 2050"), lines(3, "1980 1990", "1985 1986", "1970 1986")),
        generate=gen_people,
    ),
    Problem(
        name="car_pool_capacity", split="train", level="A", tags=("prefix sums", "implementation"),
        statement="""A car with C free seats drives east along a road. There are n trips; the i-th picks up p_i passengers at kilometre f_i and drops them off at kilometre e_i. Passengers who get off at a point leave the car before new passengers get in at that point. Can the car make all the trips without ever carrying more than C passengers?

Input

The first line contains two integers n and C (1 ≤ n ≤ 100, 1 ≤ C ≤ 10^4).

Each of the next n lines contains three integers p_i, f_i and e_i (1 ≤ p_i ≤ 100, 0 ≤ f_i < e_i ≤ 1000).

Output

Print YES if it can, and NO otherwise.""",
        examples=(lines("2 4", "2 1 5", "3 3 7"), lines("2 5", "2 1 5", "3 3 7")),
        edge_cases=(lines("1 1", "1 0 1"), lines("1 1", "2 0 1"), lines("2 3", "2 1 5", "3 5 7"), lines("3 10", "4 0 1000", "6 999 1000", "1 500 600")),
        generate=gen_trips,
    ),
    Problem(
        name="jump_reach_end", split="train", level="A", tags=("greedy",),
        statement="""n stones lie in a row, numbered from 1 to n. From stone i a frog can jump forward to any stone from i + 1 to i + a_i (a_i = 0 means it cannot jump from there). The frog starts on stone 1. Can it reach stone n?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (0 ≤ a_i ≤ 100).

Output

Print YES if the frog can reach stone n, and NO otherwise.""",
        examples=(lines(5, "2 3 1 1 4"), lines(5, "3 2 1 0 4")),
        edge_cases=(lines(1, 0), lines(2, "0 5"), lines(3, "2 0 0"), lines(4, "1 1 0 1"), lines(3, "1 1 0")),
        generate=gen_jumps,
    ),
    Problem(
        name="odd_sum_segments", split="train", level="B", tags=("prefix sums", "math", "implementation"),
        statement="""Count the segments of the array with an odd sum, that is, the pairs (l, r) with 1 ≤ l ≤ r ≤ n such that a_l + a_{l+1} + ... + a_r is odd.

Input

The first line contains one integer n (1 ≤ n ≤ 1000).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the number of such segments.""",
        examples=(lines(3, "1 3 5"), lines(3, "2 4 6")),
        edge_cases=(lines(1, 1), lines(1, 2), lines(4, "1 1 1 1"), lines(5, "1 2 3 4 5")),
        generate=gen_parity,
    ),
    Problem(
        name="equal_ends_eating", split="train", level="B", tags=("two pointers", "greedy"),
        statement="""n candies lie in a row; the i-th weighs w_i. Alice eats some number of candies from the left end (the first few), and Bob eats some number of candies from the right end (the last few); each of them may also eat none. No candy may be eaten by both. Alice and Bob want the total weights they eat to be equal. What is the largest total number of candies they can eat together?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers w_1, w_2, ..., w_n (1 ≤ w_i ≤ 10^4).

Output

Print the largest total number of eaten candies (0 if they cannot eat anything).""",
        examples=(lines(3, "10 20 10"), lines(6, "2 1 4 2 4 1")),
        edge_cases=(lines(1, 5), lines(2, "1 1"), lines(2, "1 2"), lines(5, "7 3 20 5 15"), lines(4, "1 1 1 1")),
        generate=gen_two_ends,
    ),
    Problem(
        name="pairs_sum_at_most", split="train", level="B", tags=("two pointers", "sortings"),
        statement="""How many pairs of positions i < j have a sum a_i + a_j that does not exceed T?

Input

The first line contains two integers n and T (2 ≤ n ≤ 100, -2·10^9 ≤ T ≤ 2·10^9).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of such pairs.""",
        examples=(lines("5 6", "1 5 2 8 3"),),
        edge_cases=(lines("2 0", "0 0"), lines("2 -1", "0 0"), lines("2 0", "1000000000 1000000000"), lines("3 2000000000", "1000000000 1000000000 1000000000"), lines("3 -2000000000", "-1000000000 -1000000000 5")),
        generate=gen_pair_target,
    ),
    Problem(
        name="closest_pair_sum_to_target", split="train", level="B", tags=("two pointers", "sortings"),
        statement="""Choose two elements of the array at different positions so that their sum is as close to T as possible. Print the smallest possible value of |a_i + a_j - T| over all pairs of positions i < j.

Input

The first line contains two integers n and T (2 ≤ n ≤ 100, -2·10^9 ≤ T ≤ 2·10^9).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the smallest distance.""",
        examples=(lines("4 10", "1 7 2 20"),),
        edge_cases=(lines("2 0", "5 -5"), lines("3 2", "1 5 9"), lines("2 -2000000000", "1000000000 1000000000"), lines("3 10", "5 1 1")),
        generate=gen_pair_target,
    ),
    Problem(
        name="largest_group_within_gap", split="train", level="B", tags=("two pointers", "sortings"),
        statement="""Choose as many of the given numbers as possible so that the largest chosen number minus the smallest chosen number is at most d. Each number may be chosen at most once. How many numbers can you choose?

Input

The first line contains two integers n and d (1 ≤ n ≤ 100, 0 ≤ d ≤ 10^9).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the largest number of chosen numbers.""",
        examples=(lines("6 5", "1 10 17 12 15 2"),),
        edge_cases=(lines("1 0", 7), lines("4 0", "3 3 3 5"), lines("3 2", "1 3 5"), lines("3 1000000000", "1 1000000000 500")),
        generate=gen_gap_group,
    ),
    Problem(
        name="max_teams_min_skill", split="train", level="B", tags=("greedy", "sortings"),
        statement="""There are n programmers; the i-th has skill a_i. You want to form as many teams as possible. Each programmer is in at most one team, and a team is strong enough if the number of its members times the smallest skill in the team is at least x. Only teams that are strong enough may be formed. What is the largest number of teams?

Input

The first line contains two integers n and x (1 ≤ n ≤ 100, 1 ≤ x ≤ 10^10).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the largest number of teams.""",
        examples=(lines("5 10", "7 11 2 9 5"), lines("4 8", "2 4 2 3")),
        edge_cases=(lines("1 1", 1), lines("1 2", 1), lines("2 10", "1 10"), lines("4 4", "1 1 1 1"), lines("3 10000000000", "1000000000 1000000000 1000000000")),
        generate=gen_teams,
    ),
    Problem(
        name="cover_line_with_segments", split="train", level="B", tags=("greedy", "sortings"),
        statement="""You must cover the whole segment from 0 to L of a line with some of the n given segments; the i-th goes from l_i to r_i. The chosen segments must together contain every point x with 0 ≤ x ≤ L (segments that only touch at an end point are fine). What is the smallest number of segments you must choose?

Input

The first line contains two integers n and L (1 ≤ n ≤ 100, 1 ≤ L ≤ 10^9).

Each of the next n lines contains two integers l_i and r_i (0 ≤ l_i < r_i ≤ L).

Output

Print the smallest number of segments, or -1 if the segment from 0 to L cannot be covered.""",
        examples=(lines("3 10", "0 4", "3 8", "2 10"), lines("2 10", "0 4", "5 10")),
        edge_cases=(lines("1 1", "0 1"), lines("2 4", "0 2", "2 4"), lines("1 5", "1 5"), lines("3 6", "0 6", "0 3", "3 6"), lines("4 9", "0 1", "1 2", "0 5", "4 9")),
        generate=gen_cover,
    ),
    Problem(
        name="min_candies_by_rating", split="train", level="B", tags=("greedy",),
        statement="""n children stand in a row; the i-th has rating r_i. You give candies to the children so that every child gets at least one candy, and a child with a higher rating than a neighbour gets more candies than that neighbour. What is the smallest total number of candies?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers r_1, r_2, ..., r_n (1 ≤ r_i ≤ 100).

Output

Print the smallest total number of candies.""",
        examples=(lines(3, "2 1 3"), lines(3, "1 2 2")),
        edge_cases=(lines(1, 5), lines(4, "4 3 2 1"), lines(5, "1 2 3 2 1"), lines(4, "7 7 7 7"), lines(5, "1 3 2 2 1")),
        generate=gen_ratings,
    ),
    Problem(
        name="trapped_rain_water", split="train", level="B", tags=("two pointers", "implementation"),
        statement="""n columns of unit width stand side by side; the i-th has height h_i. After a heavy rain, water stands above column i up to the level min(L_i, R_i), where L_i is the largest height among columns 1, 2, ..., i and R_i is the largest height among columns i, i + 1, ..., n; so column i holds min(L_i, R_i) - h_i units of water. How many units of water stay on the columns in total?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers h_1, h_2, ..., h_n (0 ≤ h_i ≤ 10^9).

Output

Print the total amount of water. It may not fit into a 32-bit integer.""",
        examples=(lines(12, "0 1 0 2 1 0 1 3 2 1 2 1"),),
        edge_cases=(lines(1, 5), lines(2, "3 0"), lines(3, "1000000000 0 1000000000"), lines(5, "5 4 3 2 1"), lines(5, "3 0 5 0 2")),
        generate=gen_heights,
    ),
    Problem(
        name="container_most_water", split="train", level="B", tags=("two pointers", "greedy"),
        statement="""n vertical sticks stand at the points 1, 2, ..., n of a line; the i-th has height h_i. Choose two sticks i < j: together with the line they form a container that holds (j - i) · min(h_i, h_j) units of water. What is the largest amount of water a container can hold?

Input

The first line contains one integer n (2 ≤ n ≤ 100).

The second line contains n integers h_1, h_2, ..., h_n (1 ≤ h_i ≤ 10^9).

Output

Print the largest amount. It may not fit into a 32-bit integer.""",
        examples=(lines(9, "1 8 6 2 5 4 8 3 7"),),
        edge_cases=(lines(2, "1 1"), lines(2, "1000000000 1000000000"), lines(100, join([10**9] * 100)), lines(4, "1 2 4 3")),
        generate=gen_walls,
    ),
    Problem(
        name="circular_fuel_start", split="train", level="B", tags=("greedy",),
        statement="""n fuel stations stand on a circular road and are numbered 1 to n in the driving direction. Station i gives g_i litres of fuel, and driving from station i to the next one (from station n to station 1) takes c_i litres. A car with an empty tank (of unlimited size) starts at some station, takes its fuel and drives around the whole circle, taking the fuel of every station it reaches, back to where it started. The tank must never hold a negative amount of fuel. From which station can the car start? If there are several such stations, print the one with the smallest number.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers g_1, g_2, ..., g_n (0 ≤ g_i ≤ 2·10^6).

The third line contains n integers c_1, c_2, ..., c_n (0 ≤ c_i ≤ 2·10^6).

Output

Print the number of the station, or -1 if the car cannot drive around the circle from any station.""",
        examples=(lines(5, "1 2 3 4 5", "3 4 5 1 2"), lines(3, "2 3 4", "3 4 3")),
        edge_cases=(lines(1, 0, 0), lines(1, 1, 2), lines(2, "1 1", "1 1"), lines(3, "0 0 5", "1 1 3"), lines(3, "3 1 1", "1 2 2")),
        generate=gen_circuit,
    ),
)
