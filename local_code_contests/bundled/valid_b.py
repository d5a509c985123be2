"""Validation problems, part 2 (never trained on).

Specs only: build.py turns them into bundled_<split>.jsonl (problem_spec.py describes a spec)."""

import string

from .problem_spec import Problem, big_int, int_array, join, lines, value_range, word


def gen_block(rng):
    return lines(join(int_array(rng, 3, 1, rng.choice([3, 10, 10**6]))))


def gen_score(rng):
    if rng.random() < 0.5:
        a, b = rng.randint(0, 10), rng.randint(0, 10)
    else:  # past 10:10, the players never differ by more than one point
        m = rng.choice([rng.randint(10, 15), rng.randint(10, 10**9 - 1)])
        a, b = m, m + rng.choice([0, 1])
        if rng.random() < 0.5:
            a, b = b, a
    return lines(join([a, b]))


def gen_lamps(rng):
    n = rng.choice([rng.randint(1, 100), rng.randint(1, 10**5)])
    return lines(join([n, rng.choice([rng.randint(1, n), rng.randint(1, 10**5), n])]))


def gen_windows(rng):
    s = word(rng, rng.randint(1, 200), rng.choice(["ab", "abc", "abcde", string.ascii_lowercase]))
    return lines(s, rng.randint(1, min(len(s), rng.choice([3, 6, 200]))))


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


def gen_increasing(rng):
    n = rng.randint(1, 100)
    values = int_array(rng, n, 1, rng.choice([10, 10**9]))
    if rng.random() < 0.3:
        values.sort(reverse=True)
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


def gen_ball(rng):
    n = rng.choice([rng.randint(1, 10), big_int(rng, 10**9, 1)])
    return lines(join([n, rng.choice([rng.randint(0, 100), big_int(rng)])]))


def gen_knight(rng):
    n, m = (rng.randint(1, 5), rng.randint(1, 5)) if rng.random() < 0.5 else (big_int(rng, 10**9, 1), big_int(rng, 10**9, 1))
    r = rng.choice([1, min(2, n), n, max(1, n - 1), rng.randint(1, n)])
    c = rng.choice([1, min(2, m), m, max(1, m - 1), rng.randint(1, m)])
    return lines(join([n, m, r, c]))


def gen_border(rng):
    n, m = rng.randint(1, rng.choice([3, 20])), rng.randint(1, rng.choice([3, 20]))
    low, high = value_range(rng, 10**9)
    return lines(join([n, m]), *(join(int_array(rng, m, low, high)) for _ in range(n)))


def gen_light(rng):
    g, r = (rng.randint(1, 10), rng.randint(1, 10)) if rng.random() < 0.5 else (big_int(rng, 10**9, 1), big_int(rng, 10**9, 1))
    t = rng.choice([rng.randint(0, 3 * (g + r)), big_int(rng)])
    return lines(join([g, r, t]))


PROBLEMS = (
    Problem(
        name="painted_block_cubes",
        split="valid",
        level="A",
        tags=("math",),
        statement="""A solid block of a × b × c unit cubes is dipped into paint, so that every face on the outside of the block gets painted. Then the block is taken apart into its unit cubes. How many of the unit cubes have at least one painted face?

Input

The only line contains three integers a, b and c (1 ≤ a, b, c ≤ 10^6).

Output

Print the number of unit cubes with paint on them.""",
        examples=(lines("3 4 5"),),
        note="Only the 1 × 2 × 3 cubes inside the block stay clean: 60 - 6 = 54.",
        edge_cases=(lines("1 1 1"), lines("1000000 1000000 1000000"), lines("2 2 2"), lines("1 5 7"), lines("1000000 1 3")),
        generate=gen_block,
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
        name="lamps_after_k_walkers",
        split="valid",
        level="B",
        tags=("math", "number theory"),
        statement="""There are n lamps in a row, numbered from 1 to n, and all of them are off. Then k people walk along the row one after another. Person number i (1 ≤ i ≤ k) flips the switch of every lamp whose number is divisible by i: a lamp that was off turns on, and a lamp that was on turns off. How many lamps are on after all k people have passed?

Input

The only line contains two integers n and k (1 ≤ n, k ≤ 10^5).

Output

Print the number of lamps that are on.""",
        examples=(lines("10 10"),),
        note="Lamps 1, 4 and 9 are switched an odd number of times.",
        edge_cases=(lines("10 2"), lines("1 1"), lines("100000 1"), lines("100000 100000"), lines("5 100000")),
        generate=gen_lamps,
    ),
    Problem(
        name="distinct_windows",
        split="valid",
        level="B",
        tags=("strings", "brute force"),
        statement="""Take every block of k consecutive characters of the string s. How many different strings are there among these blocks?

Input

The first line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 200).

The second line contains one integer k (1 ≤ k ≤ |s|).

Output

Print the number of different blocks of length k.""",
        examples=(lines("abab", 2),),
        note="The blocks are ab, ba and ab; two of them are different.",
        edge_cases=(lines("abc", 3), lines("aaaa", 1), lines("z", 1), lines("abcabd", 3), lines("x" * 200, 100)),
        generate=gen_windows,
    ),
    Problem(
        name="number_in_words",
        split="valid",
        level="A",
        tags=("strings", "implementation"),
        statement="""Write the integer n in English words, using lowercase letters. The numbers from 0 to 19 are zero, one, two, three, four, five, six, seven, eight, nine, ten, eleven, twelve, thirteen, fourteen, fifteen, sixteen, seventeen, eighteen and nineteen. The multiples of ten from 20 to 90 are twenty, thirty, forty, fifty, sixty, seventy, eighty and ninety. Any other number is its multiple of ten and its last digit joined by a hyphen, like seventy-three.

Input

The only line contains one integer n (0 ≤ n ≤ 99).

Output

Print n in words.""",
        examples=(lines(73), lines(15)),
        edge_cases=(lines(0), lines(20), lines(44), lines(99), lines(10)),
        generate=lambda rng: lines(rng.randint(0, 99)),
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
        name="increasing_by_additions",
        split="valid",
        level="A",
        tags=("greedy",),
        statement="""You may add 1 to any element of the array, as many times as you like; each addition costs one coin. What is the least number of coins needed to make every element strictly greater than the element before it?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the least number of coins.""",
        examples=(lines(4, "2 1 5 5"),),
        note="Add 2 to the second element and 1 to the fourth: 2 3 5 6.",
        edge_cases=(lines(1, 9), lines(3, "1 2 3"), lines(4, "7 7 7 7"), lines(100, join([10**9] + [1] * 99))),
        generate=gen_increasing,
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
        name="bouncing_ball",
        split="valid",
        level="A",
        tags=("math", "simulation"),
        statement="""A ball rolls along a corridor of n cells numbered from 1 to n. At time 0 it is in cell 1 and moves towards cell n, one cell per second. When it reaches cell n it turns around and rolls back towards cell 1, where it turns around again, and so on forever. If n = 1 the ball never moves. In which cell is the ball at time t?

Input

The only line contains two integers n and t (1 ≤ n ≤ 10^9, 0 ≤ t ≤ 10^18).

Output

Print the number of the cell.""",
        examples=(lines("4 5"),),
        note="At times 0, 1, ..., 5 the ball is in cells 1, 2, 3, 4, 3, 2.",
        edge_cases=(lines(f"1 {10**18}"), lines(f"2 {10**18}"), lines(f"1000000000 {10**18}"), lines("5 0"), lines("3 3")),
        generate=gen_ball,
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
    Problem(
        name="traffic_light_wait",
        split="valid",
        level="A",
        tags=("math",),
        statement="""A traffic light repeats the same cycle forever, starting at time 0: green for g seconds, then red for r seconds. So the light is green at time x when the remainder of x divided by g + r is smaller than g, and red otherwise. A car arrives at the light at time t. If the light is green, the car passes at once; otherwise it waits until the light turns green. How many seconds does the car wait?

Input

The only line contains three integers g, r and t (1 ≤ g, r ≤ 10^9, 0 ≤ t ≤ 10^18).

Output

Print the waiting time in seconds.""",
        examples=(lines("5 3 6"),),
        edge_cases=(lines("5 3 5"), lines(f"1 1 {10**18}"), lines(f"1000000000 1000000000 {10**18 - 1}"), lines("3 4 7"), lines(f"1 1000000000 {10**18}")),
        generate=gen_light,
    ),
)
