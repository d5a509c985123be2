"""Training problems. Simulation: follow the rules step by step (games with simple rules, queues, clocks and dates, scoring systems, moves on a line).

Specs only: build.py turns them into bundled_train.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, array_input, big_int, int_array, join, lines, word

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

def hhmm(rng):
    return "%02d:%02d" % (rng.randrange(24), rng.randrange(60))

def gen_rps(rng):
    n = rng.randint(1, rng.choice([5, 100]))
    alphabet = rng.choice(["RPS", "RS", "PS", "RP"])
    return lines(n, word(rng, n, alphabet), word(rng, n, alphabet))

def gen_tennis(rng):
    bias = rng.choice([0.5, 0.5, 0.7, 0.3])
    return lines("".join("A" if rng.random() < bias else "B" for _ in range(rng.randint(1, rng.choice([12, 300])))))

def gen_snakes(rng):
    m = rng.randint(0, 10)
    starts = rng.sample(range(2, 100), m)
    used = set(starts)
    jumps = []
    for s in starts:
        choices = [x for x in range(1, 101) if x not in used and x != s]
        jumps.append((s, rng.choice(choices)))
    rolls = int_array(rng, rng.randint(1, 100), 1, 6)
    rows = [m] + [join(j) for j in jumps] + [len(rolls), join(rolls)]
    return lines(*rows)

def gen_teller(rng):
    n = rng.randint(1, 100)
    high = rng.choice([10, 10**9])
    arrivals = sorted(int_array(rng, n, 0, high))
    return lines(n, *(join([a, rng.randint(1, high)]) for a in arrivals))

def gen_weekday_shift(rng):
    return lines(join([rng.choice(WEEKDAYS), rng.choice([rng.randint(0, 20), big_int(rng)])]))

def gen_calendar(rng):
    return lines(join([rng.randint(28, 31), rng.randint(1, 7)]))

def gen_lr_walk(rng):
    p = rng.choice([0.5, 0.8, 0.2, 1.0])
    return lines("".join("R" if rng.random() < p else "L" for _ in range(rng.randint(1, rng.choice([5, 1000])))))

def gen_origin(rng):
    s = []
    for _ in range(rng.randint(1, 100)):
        c = rng.choice("UDLR")
        s.append(c)
        if rng.random() < 0.4:
            s.append({"U": "D", "D": "U", "L": "R", "R": "L"}[c])
    return lines("".join(s))

def gen_candies_turns(rng):
    high = rng.choice([10, 100, 10**9])
    return lines(join([rng.randint(1, high), rng.randint(1, high)]))

def gen_parking(rng):
    n, q = rng.randint(1, 10), rng.randint(1, 100)
    taken, rows = set(), []
    for _ in range(q):
        if taken and rng.random() < 0.4:
            x = rng.choice(sorted(taken))
            taken.discard(x)
            rows.append(f"- {x}")
        else:
            rows.append("+")
            free = [i for i in range(1, n + 1) if i not in taken]
            if free:
                taken.add(free[0])
    return lines(join([n, q]), *rows)

def gen_vending(rng):
    p = rng.choice([1, rng.randint(1, 20), rng.randint(1, 10**4)])
    n = rng.randint(1, 100)
    return lines(join([p, n]), join(int_array(rng, n, 1, rng.choice([p, 10**4]))))

def gen_laps(rng):
    n = rng.randint(1, 100)
    big = rng.choice([5, 999])
    return lines(n, join("%d:%02d" % (rng.randint(0, big), rng.randint(0, 59)) for _ in range(n)))

def gen_battery(rng):
    n = rng.randint(1, 100)
    p = rng.choice([0.5, 0.8, 0.95])
    s = "".join("U" if rng.random() < p else "C" for _ in range(n))
    return lines(join([n, rng.randint(1, 30), rng.randint(1, 30)]), s)

def gen_picks(rng):
    return array_input(rng, 100, 10**9)

def gen_basketball(rng):
    n = rng.randint(1, 100)
    p = rng.choice([0.5, 0.7, 0.3])
    return lines(n, *(join(["A" if rng.random() < p else "B", rng.randint(1, 3)]) for _ in range(n)))

def gen_chess_clock(rng):
    t = rng.randint(1, 1000)
    n = rng.randint(1, 100)
    return lines(join([t, rng.randint(0, 30), n]), join(int_array(rng, n, 0, rng.choice([30, 100, 300]))))

def gen_bank(rng):
    n = rng.randint(1, 100)
    high = rng.choice([20, 10**9])
    rows = [join([rng.choice("+-"), rng.randint(1, high)]) for _ in range(n)]
    return lines(join([rng.randint(0, high), n]), *rows)

def gen_ants(rng):
    length = rng.randint(2, rng.choice([10, 10**9]))
    n = rng.randint(1, min(100, length - 1))
    positions = rng.sample(range(1, length), n) if length < 10**6 else list({rng.randint(1, length - 1) for _ in range(n)})
    return lines(join([length, len(positions)]), *(join([p, rng.choice("LR")]) for p in positions))

def gen_tetris(rng):
    n, m = rng.randint(1, 10), rng.randint(1, 100)
    return lines(join([n, m]), join(int_array(rng, m, 1, n)))

def gen_automaton(rng):
    n = rng.randint(1, 100)
    p = rng.choice([0.1, 0.5])
    return lines(join([n, rng.randint(0, 100)]), "".join("1" if rng.random() < p else "0" for _ in range(n)))

def gen_bracket(rng):
    n = 2 ** rng.randint(1, 8)
    a, b = rng.sample(range(1, n + 1), 2)
    return lines(join([n, a, b]))

def gen_votes(rng):
    names = [word(rng, rng.randint(1, 5), "abc") for _ in range(rng.randint(1, 5))]
    n = rng.randint(1, 100)
    return lines(n, *(rng.choice(names) for _ in range(n)))

def gen_clock_digits(rng):
    a, b = sorted([rng.randrange(1440), rng.randrange(1440)])
    return lines(join(["%02d:%02d" % (a // 60, a % 60), "%02d:%02d" % (b // 60, b % 60), rng.randint(0, 9)]))

def gen_lucky(rng):
    return lines(rng.randint(1, 60), join(["%02d" % rng.randrange(24), "%02d" % rng.randrange(60)]))

def gen_routes(rng):
    n = rng.randint(1, 100)
    high = rng.choice([10, 10**5])
    return lines(join([n, rng.randint(1, high)]), *(join([rng.randint(1, high), rng.randint(1, high)]) for _ in range(n)))

def gen_backspace(rng):
    p = rng.choice([0.2, 0.5, 0.6])
    return lines("".join("#" if rng.random() < p else rng.choice("abc") for _ in range(rng.randint(1, 100))))

def gen_caps(rng):
    s = "".join("^" if rng.random() < 0.2 else rng.choice("abcxyz") for _ in range(rng.randint(1, 100)))
    return lines(s if any(c != "^" for c in s) else s + "q")

def gen_watering(rng):
    n = rng.randint(1, 100)
    w = int_array(rng, n, 1, rng.choice([5, 1000]))
    return lines(join([n, rng.randint(max(w), max(w) * rng.choice([1, 2, 5]))]), join(w))

def gen_valleys(rng):
    p = rng.choice([0.5, 0.4, 0.6])
    return lines("".join("U" if rng.random() < p else "D" for _ in range(rng.randint(1, rng.choice([10, 200])))))

def gen_candles(rng):
    return lines(join([rng.choice([rng.randint(1, 100), big_int(rng, 10**9, 1)]), rng.choice([2, 2, rng.randint(2, 10), big_int(rng, 10**9, 2)])]))

def gen_jumps(rng):
    return lines(join([big_int(rng, 10**9, 1), big_int(rng, 10**9, 1), rng.choice([rng.randint(1, 10), big_int(rng, 10**9, 1)])]))

def gen_snail(rng):
    u = big_int(rng, 10**9, 2)
    return lines(join([rng.choice([big_int(rng, 10**9, 1), rng.randint(1, u)]), u, rng.choice([0, rng.randint(0, u - 1), u - 1])]))

def gen_restaurant(rng):
    n = rng.randint(1, 100)
    return lines(join([n, rng.randint(1, 10), rng.randint(1, 10)]), join(int_array(rng, n, 1, 2)))

def gen_compass(rng):
    return lines(word(rng, rng.randint(1, 100), rng.choice(["LRB", "LR", "L", "RB"])))

def gen_change(rng):
    n = rng.randint(1, 100)
    weights = rng.choice([[6, 3, 1], [3, 2, 1], [2, 1, 1]])
    return lines(n, join(rng.choices([25, 50, 100], weights, k=n)))

def gen_stairways(rng):
    seq = []
    for _ in range(rng.randint(1, 30)):
        seq += list(range(1, rng.choice([1, 2, rng.randint(1, 10)]) + 1))
    seq = seq[:1000]
    return lines(len(seq), join(seq))

def gen_lineup(rng):
    n = rng.randint(2, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice([3, 100]))))

def gen_dragons(rng):
    n = rng.randint(1, 100)
    s = rng.randint(1, 1000)
    rows = [join([rng.randint(1, rng.choice([s, 2 * s, 10**4])), rng.randint(0, rng.choice([0, 10, 100]))]) for _ in range(n)]
    return lines(join([s, n]), *rows)

def gen_shells(rng):
    n = rng.randint(2, 100)
    m = rng.randint(1, 100)
    rows = [join(rng.sample(range(1, n + 1), 2)) for _ in range(m)]
    return lines(join([n, rng.randint(1, n), m]), *rows)

def gen_book(rng):
    pages = [rng.choice([0, rng.randint(0, 1000)]) for _ in range(7)]
    if not any(pages):
        pages[rng.randrange(7)] = rng.randint(1, 1000)
    return lines(rng.randint(1, 1000), join(pages))

def gen_judges(rng):
    n = rng.randint(3, 100)
    return lines(n, join(int_array(rng, n, rng.choice([0, 5, 9]), 10)))

def gen_golf(rng):
    n = rng.randint(1, 18)
    pars = int_array(rng, n, 3, 5)
    return lines(n, join(pars), join(max(1, p + rng.choice([-2, -1, -1, 0, 0, 0, 1, 1, 2])) for p in pars))

def gen_hotel(rng):
    rooms, events = [0] * 10, []
    for _ in range(rng.randint(1, 100)):
        taken = [i for i in range(10) if rooms[i]]
        if taken and (len(taken) == 10 or rng.random() < 0.3):
            i = rng.choice(taken)
            rooms[i] = 0
            events.append(str(i))
        else:
            side = rng.choice("LR")
            free = [i for i in range(10) if not rooms[i]]
            rooms[free[0] if side == "L" else free[-1]] = 1
            events.append(side)
    return lines(len(events), "".join(events))

def bowling_game(rng):
    strike_p = rng.choice([0.1, 0.4, 0.9])
    rolls = []
    for _ in range(9):
        first = 10 if rng.random() < strike_p else rng.randint(0, 9)
        rolls.append(first)
        if first < 10:
            rolls.append(rng.choice([10 - first, rng.randint(0, 10 - first)]))
    a = 10 if rng.random() < strike_p else rng.randint(0, 9)
    b = rng.randint(0, 10) if a == 10 else rng.choice([10 - a, rng.randint(0, 10 - a)])
    rolls += [a, b]
    if a == 10:
        rolls.append(rng.randint(0, 10) if b == 10 else rng.randint(0, 10 - b))
    elif a + b == 10:
        rolls.append(rng.randint(0, 10))
    return lines(len(rolls), join(rolls))

def gen_2048(rng):
    n = rng.randint(1, rng.choice([4, 100]))
    top = rng.choice([1, 2, 3, 10])
    return lines(n, join(rng.choice([0, 0] + [2**e for e in range(1, top + 1)]) for _ in range(n)))

def gen_league(rng):
    teams = rng.sample(["ajax", "bears", "colts", "dukes", "eagles", "foxes", "giants", "hawks"], rng.randint(2, 8))
    m = rng.randint(1, 30)
    rows = []
    for _ in range(m):
        a, b = rng.sample(teams, 2)
        rows.append(join([a, rng.randint(0, rng.choice([2, 5])), b, rng.randint(0, rng.choice([2, 5]))]))
    return lines(m, *rows)

def gen_cinema(rng):
    n, q = rng.randint(1, 30), rng.randint(1, 30)
    return lines(join([n, q]), join(rng.choice([1, rng.randint(1, n), rng.randint(1, 3)]) for _ in range(q)))

def gen_cursor(rng):
    rows = []
    for _ in range(rng.randint(1, 100)):
        kind = rng.choices(["I", "L", "R", "B"], [4, 2, 2, 2])[0]
        rows.append(f"I {rng.choice('abcde')}" if kind == "I" else kind)
    return lines(len(rows), *rows)

def gen_die(rng):
    return lines(word(rng, rng.randint(1, 100), rng.choice(["NESW", "NS", "EW", "NE", "SW"])))

def gen_icpc(rng):
    t, p = rng.randint(1, 5), rng.randint(1, 4)
    n = rng.randint(1, 60)
    times = sorted(int_array(rng, n, 0, 300))
    rows = [join([rng.randint(1, t), "ABCD"[rng.randrange(p)], minute, rng.choice(["OK", "WA", "WA"])]) for minute in times]
    return lines(join([t, n]), *rows)

def gen_cpu(rng):
    n = rng.randint(1, 100)
    q = rng.choice([1, rng.randint(1, 10), rng.randint(1, 100)])
    return lines(join([n, q]), join(int_array(rng, n, 1, rng.choice([10, 1000]))))

def gen_lru(rng):
    n = rng.randint(1, 100)
    return lines(join([rng.randint(1, 10), n]), join(int_array(rng, n, 1, rng.choice([4, 8, 20]))))

def gen_wordle(rng):
    alphabet = rng.choice(["abcde", "aeiou", "abcdefghijklmnopqrstuvwxyz", "ab"])
    secret = word(rng, 5, alphabet)
    q = rng.randint(1, 20)
    return lines(secret, q, *(word(rng, 5, alphabet) for _ in range(q)))

def gen_gap(rng):
    n, s = rng.randint(1, 100), rng.randint(1, 60)
    step = rng.choice([2 * s + 1, 2 * s + 2, 2 * s + 3, 4 * s])
    times, t = [], rng.choice([0, s, s + 1, rng.randint(0, 3 * s)])
    for _ in range(n):
        if t >= 24 * 60:
            break
        times.append(t)
        t += rng.randint(1, step)
    return lines(join([len(times), s]), *(join([x // 60, x % 60]) for x in times))


PROBLEMS = (
    Problem(
        name="rock_paper_scissors_match",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""Alice and Bob play n rounds of rock-paper-scissors. In every round each of them shows R (rock), P (paper) or S (scissors). Rock beats scissors, scissors beat paper and paper beats rock; equal shapes give a drawn round. The player who wins more rounds wins the match.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains a string of n characters R, P or S: Alice's shapes in round order.

The third line contains a string of n characters R, P or S: Bob's shapes in round order.

Output

Print ALICE if Alice won more rounds than Bob, BOB if Bob won more rounds, and DRAW otherwise.""",
        examples=(lines(3, "RPS", "SSS"), lines(2, "RP", "PR")),
        edge_cases=(lines(1, "R", "R"), lines(1, "S", "R"), lines(4, "RRPP", "SPRR"), lines(5, "PPPPP", "SSSSS"), lines(3, "SPR", "PRS")),
        generate=gen_rps,
    ),
    Problem(
        name="tennis_games_won",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A tennis match is a series of games. Every point is won by player A or player B. A game ends as soon as one player has won at least 4 points in it and at least 2 points more than the other player; that player wins the game, and the next game starts from zero points for both.

You are given the winners of all points of the match in order. Count the games won by each player. The last game may be unfinished; it is not counted.

Input

The only line contains a string of 1 to 1000 characters A or B: the winner of each point in order.

Output

Print two integers: the number of games won by A and the number of games won by B.""",
        examples=(lines("AAAABBBB"), lines("AAABBBABAA")),
        edge_cases=(lines("A"), lines("AAAB"), lines("ABABABABBB"), lines("AAABBBA"), lines("BBBBBBBBBBBB")),
        generate=gen_tennis,
    ),
    Problem(
        name="snakes_ladders_final_square",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A board game has squares numbered 1 to 100. A token starts on square 1. Some squares are the start of a jump (a ladder or a snake): a token that stops on such a square immediately moves to the end of that jump.

The token moves by the given die rolls in order. For a roll r the token moves from square x to square x + r if x + r ≤ 100; if x + r > 100 the token does not move on that roll. Then, if it stands on the start of a jump, it moves to the jump's end. As soon as the token is on square 100 the game is over and the remaining rolls are ignored.

Input

The first line contains one integer m (0 ≤ m ≤ 10): the number of jumps. Each of the next m lines contains two integers s and e (2 ≤ s ≤ 99, 1 ≤ e ≤ 100, s ≠ e): a jump from square s to square e. No two jumps start on the same square, and no jump ends on a square where a jump starts.

The next line contains one integer k (1 ≤ k ≤ 100), and the last line contains k integers r_1, ..., r_k (1 ≤ r_i ≤ 6): the rolls.

Output

Print the number of the square where the token ends.""",
        examples=(lines(2, "4 30", "33 10", 4, "3 2 1 6"),),
        edge_cases=(lines(0, 1, 6), lines(1, "99 100", 17, join([6] * 16 + [2])), lines(0, 18, join([6] * 16 + [5, 2])), lines(1, "2 1", 3, "1 1 1"), lines(1, "7 100", 3, "6 6 6")),
        generate=gen_snakes,
    ),
    Problem(
        name="bank_teller_waiting",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A bank has one teller. n customers come in the order given: customer i arrives at minute t_i and needs d_i minutes of service. The teller serves customers one at a time in arrival order; a customer's service starts at the later of the arrival time and the moment the teller finished the previous customer. The time a customer waits is the start of the service minus the arrival time.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

Each of the next n lines contains two integers t_i and d_i (0 ≤ t_i ≤ 10^9, 1 ≤ d_i ≤ 10^9). The arrival times do not decrease.

Output

Print two integers: the total waiting time of all customers and the minute at which the last service ends. The answers may not fit in a 32-bit integer.""",
        examples=(lines(3, "0 5", "2 3", "10 1"),),
        edge_cases=(lines(1, "0 1"), lines(3, "5 2", "5 2", "5 2"), lines(3, "1000000000 1000000000", "1000000000 1000000000", "1000000000 1000000000"), lines(2, "0 1", "100 1")),
        generate=gen_teller,
    ),
    Problem(
        name="palindrome_time_wait",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A digital clock shows the time as HH:MM in 24-hour format, from 00:00 to 23:59; after 23:59 comes 00:00. The time is nice if the four digits HHMM read the same from left to right and from right to left, like 05:50 or 13:31.

Given the current time, how many minutes must pass until the clock shows a nice time? If the current time is already nice, the answer is 0.

Input

The only line contains the current time in the format HH:MM.

Output

Print one integer: the number of minutes.""",
        examples=(lines("05:39"), lines("13:31")),
        edge_cases=(lines("23:59"), lines("23:33"), lines("00:00"), lines("15:52"), lines("12:22")),
        generate=lambda rng: lines(hhmm(rng)),
    ),
    Problem(
        name="weekday_after_k_days",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""Today is a known day of the week. What day of the week will it be after exactly k days?

Input

The only line contains the name of today's day (one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday) and an integer k (0 ≤ k ≤ 10^18).

Output

Print the name of the day of the week k days later, spelled as in the input.""",
        examples=(lines("Monday 3"), lines("Sunday 8")),
        edge_cases=(lines("Friday 0"), lines("Saturday 1000000000000000000"), lines("Wednesday 2147483648"), lines("Sunday 1"), lines("Tuesday 999999999999999999")),
        generate=gen_weekday_shift,
    ),
    Problem(
        name="calendar_rows_count",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""A wall calendar shows a month as a table with seven columns, Monday to Sunday; every row is one week, and day 1 is placed in the column of its day of the week. How many rows does the table need?

Input

The only line contains two integers d and w (28 ≤ d ≤ 31, 1 ≤ w ≤ 7): the number of days in the month and the day of the week of its first day (1 is Monday, 7 is Sunday).

Output

Print the number of rows.""",
        examples=(lines("31 7"), lines("30 1")),
        edge_cases=(lines("28 1"), lines("28 2"), lines("31 5"), lines("29 7"), lines("30 6")),
        generate=gen_calendar,
    ),
    Problem(
        name="distinct_cells_visited_line",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A robot stands in cell 0 of an infinite line of cells. It executes a string of commands: L moves it one cell to the left, R one cell to the right. How many different cells does the robot visit, counting the starting cell?

Input

The only line contains a string of 1 to 1000 characters L or R.

Output

Print one integer: the number of different cells visited.""",
        examples=(lines("RRLLL"),),
        edge_cases=(lines("R"), lines("L"), lines("RLRLRL"), lines("L" * 1000), lines("LLRRRRL")),
        generate=gen_lr_walk,
    ),
    Problem(
        name="robot_origin_returns",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A robot starts at the point (0, 0) of a plane and executes a string of moves: U goes to (x, y + 1), D to (x, y - 1), L to (x - 1, y) and R to (x + 1, y). Count how many times the robot is back at (0, 0) right after a move.

Input

The only line contains a string of 1 to 200 characters U, D, L or R.

Output

Print one integer: the number of moves after which the robot stands at (0, 0).""",
        examples=(lines("UDLLRR"), lines("URDL")),
        edge_cases=(lines("U"), lines("UD"), lines("LRLRLR"), lines("UUUUDDDD"), lines("RRRR")),
        generate=gen_origin,
    ),
    Problem(
        name="ball_passing_circle",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""n children stand in a circle and are numbered 1 to n clockwise. Child 1 holds a ball. Then the ball is thrown n - 1 times: on the i-th throw the holder throws it to the child standing i places further clockwise (after child n comes child 1 again).

Input

The only line contains one integer n (2 ≤ n ≤ 100).

Output

Print n - 1 integers separated by spaces: the number of the child who catches the ball after each throw.""",
        examples=(lines(5), lines(3)),
        edge_cases=(lines(2), lines(4), lines(100), lines(7)),
        generate=lambda rng: lines(rng.randint(2, 100)),
    ),
    Problem(
        name="alternating_candy_gifts",
        split="train",
        level="A",
        tags=("implementation", "brute force"),
        statement="""Alice has a candies and Bob has b candies. They take turns giving candies to each other: first Alice gives 1 candy to Bob, then Bob gives 2 candies to Alice, then Alice gives 3 to Bob, then Bob gives 4 to Alice, and so on, each gift one candy larger than the previous one. Candies received as gifts are eaten at once and are never given away: a player can only give candies from the ones owned at the beginning.

The first player who cannot make the next gift loses. Who is it?

Input

The only line contains two integers a and b (1 ≤ a, b ≤ 10^9).

Output

Print Alice or Bob: the player who cannot give the next gift.""",
        examples=(lines("1 1"), lines("7 6")),
        edge_cases=(lines("1 2"), lines("4 2"), lines("1000000000 1000000000"), lines("9 20"), lines("3 1000000000")),
        generate=gen_candies_turns,
    ),
    Problem(
        name="parking_lowest_free_spot",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A parking lot has n spots numbered 1 to n, all free at first. Then q events happen in order. An event + means a car arrives: it takes the free spot with the smallest number, or drives away if all spots are taken. An event - x means the car on spot x leaves (spot x is taken at that moment).

Input

The first line contains two integers n and q (1 ≤ n ≤ 100, 1 ≤ q ≤ 100).

Each of the next q lines contains an event: + or - x (1 ≤ x ≤ n).

Output

For every event + print one line: the number of the spot the car takes, or -1 if it drives away.""",
        examples=(lines("3 6", "+", "+", "- 1", "+", "+", "+"),),
        edge_cases=(lines("1 1", "+"), lines("1 3", "+", "+", "- 1"), lines("2 5", "+", "+", "- 2", "- 1", "+"), lines("3 6", "+", "+", "+", "- 2", "+", "+")),
        generate=gen_parking,
    ),
    Problem(
        name="vending_machine_credit",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A vending machine sells snacks for p coins each. A customer inserts n coins one after another with values c_1, ..., c_n. The machine keeps a credit, starting at 0. After each inserted coin the credit grows by its value, and then, as long as the credit is at least p, the machine gives out one snack and subtracts p from the credit.

Input

The first line contains two integers p and n (1 ≤ p ≤ 10^4, 1 ≤ n ≤ 100).

The second line contains n integers c_1, ..., c_n (1 ≤ c_i ≤ 10^4).

Output

Print two integers: the number of snacks given out and the credit left at the end.""",
        examples=(lines("5 4", "2 2 2 10"),),
        edge_cases=(lines("1 1", "10000"), lines("10000 1", "9999"), lines("3 3", "1 1 1"), lines("2 2", "7 1"), lines("7 3", "14 3 4")),
        generate=gen_vending,
    ),
    Problem(
        name="lap_times_total",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A runner recorded the time of each of n laps in the form M:SS (minutes, then exactly two digits of seconds). Find the total time.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n lap times M:SS separated by spaces (0 ≤ M ≤ 999, 00 ≤ SS ≤ 59).

Output

Print the total time as H:MM:SS: the hours without leading zeros, then the minutes and the seconds with exactly two digits each.""",
        examples=(lines(3, "1:05 0:59 2:30"), lines(2, "45:30 20:45")),
        edge_cases=(lines(1, "0:00"), lines(1, "0:07"), lines(2, "59:59 0:01"), lines(100, join(["999:59"] * 100)), lines(4, "5:05 5:05 5:05 5:05")),
        generate=gen_laps,
    ),
    Problem(
        name="battery_drain_minute",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A phone battery is charged to 100 percent. For each of the next n minutes you know whether the phone is used (U) or plugged in (C). During a U minute the charge drops by d percent; during a C minute it grows by c percent, but never above 100.

Find the first minute after which the charge is 0 or less.

Input

The first line contains three integers n, d and c (1 ≤ n ≤ 100, 1 ≤ d, c ≤ 30).

The second line contains a string of n characters U or C.

Output

Print the number of the first minute (minutes are numbered from 1) after which the charge is at most 0, or -1 if this never happens.""",
        examples=(lines("6 30 20", "UUCUUU"), lines("3 10 10", "UCU")),
        edge_cases=(lines("1 30 1", "U"), lines("5 25 30", "UUUUU"), lines("7 25 30", "CCUUUUU"), lines("5 30 30", "CUUUU"), lines("100 1 1", "U" * 100)),
        generate=gen_battery,
    ),
    Problem(
        name="alternate_largest_picks",
        split="train",
        level="A",
        tags=("implementation", "sortings", "greedy"),
        statement="""There are n numbers on a table. Alice and Bob take turns, Alice first; on each turn the player takes the largest number left on the table. When the table is empty, each player adds up the numbers taken. Find Alice's total minus Bob's total.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print one integer: Alice's total minus Bob's total. It may not fit in a 32-bit integer.""",
        examples=(lines(4, "3 1 4 2"), lines(3, "-1 -5 2")),
        edge_cases=(lines(1, -7), lines(2, "5 5"), lines(5, join([10**9, -(10**9)] * 2 + [10**9])), lines(3, "-3 -2 -1"), lines(100, join([10**9] * 51 + [-(10**9)] * 49))),
        generate=gen_picks,
    ),
    Problem(
        name="basketball_biggest_lead",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""In a basketball game between teams A and B the scorer wrote down every basket: the team that scored and the number of points (1, 2 or 3). Find the final score and the biggest lead either team had at any moment of the game.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

Each of the next n lines contains a letter A or B and an integer p (1 ≤ p ≤ 3).

Output

Print two lines. The first line contains the final score: the points of A and the points of B. The second line contains the biggest difference between the two teams' scores over the game (it is at least 0).""",
        examples=(lines(4, "A 2", "A 3", "B 3", "B 3"),),
        edge_cases=(lines(1, "B 1"), lines(2, "A 2", "B 2"), lines(3, "B 3", "B 3", "A 3"), lines(5, "A 1", "B 3", "B 3", "A 3", "A 3")),
        generate=gen_basketball,
    ),
    Problem(
        name="chess_clock_flag",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""In a chess game each player starts with t seconds on the clock. White makes move 1, Black move 2, White move 3, and so on. Move i takes s_i seconds of the mover's time. If the mover's remaining time becomes negative during a move, that player loses on time; otherwise, after the move, the mover gets a bonus of b seconds. A remaining time of exactly 0 is still fine.

Input

The first line contains three integers t, b and n (1 ≤ t ≤ 1000, 0 ≤ b ≤ 30, 1 ≤ n ≤ 100).

The second line contains n integers s_1, ..., s_n (0 ≤ s_i ≤ 300).

Output

If some player loses on time, print White or Black and the number of that move. Otherwise print OK.""",
        examples=(lines("10 2 5", "3 4 9 6 1"), lines("10 0 3", "4 5 7")),
        edge_cases=(lines("1 0 1", "2"), lines("5 0 4", "2 3 3 2"), lines("5 0 3", "2 5 3"), lines("1000 30 1", "0"), lines("20 5 6", "10 10 10 10 10 10")),
        generate=gen_chess_clock,
    ),
    Problem(
        name="bank_rejected_withdrawals",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A bank account holds s dollars. Then n operations are processed in order: + x deposits x dollars, - x tries to withdraw x dollars. A withdrawal is rejected if x is larger than the current balance; otherwise the balance decreases by x.

Input

The first line contains two integers s and n (0 ≤ s ≤ 10^9, 1 ≤ n ≤ 100).

Each of the next n lines contains an operation: + x or - x (1 ≤ x ≤ 10^9).

Output

Print two integers: the final balance and the number of rejected withdrawals. The balance may not fit in a 32-bit integer.""",
        examples=(lines("10 4", "- 3", "- 8", "+ 5", "- 12"),),
        edge_cases=(lines("0 1", "- 1"), lines("5 1", "- 5"), lines("1000000000 3", "+ 1000000000", "+ 1000000000", "- 1"), lines("7 3", "- 7", "- 1", "+ 1")),
        generate=gen_bank,
    ),
    Problem(
        name="last_ant_falls",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""A rod has length L; its ends are at 0 and L. There are n ants on it at distinct points p_i, each walking left (L) or right (R) at one unit per second. When two ants meet they both turn around at once and keep walking. An ant falls off when it reaches an end of the rod. After how many seconds has the last ant fallen off?

Input

The first line contains two integers L and n (2 ≤ L ≤ 10^9, 1 ≤ n ≤ 100).

Each of the next n lines contains an integer p_i (0 < p_i < L) and a letter L or R: the position and the direction of an ant. All positions are distinct.

Output

Print one integer: the number of seconds.""",
        examples=(lines("10 3", "2 R", "5 L", "9 L"),),
        edge_cases=(lines("2 1", "1 L"), lines("100 1", "99 L"), lines("1000000000 2", "1 L", "999999999 R"), lines("10 2", "3 R", "4 L"), lines("10 2", "1 R", "9 L")),
        generate=gen_ants,
    ),
    Problem(
        name="tetris_columns_points",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A game field has n columns. m unit squares fall one after another; square i falls into column c_i and lands on top of the squares already in that column. Whenever every column holds at least one square, the whole bottom row disappears (every column loses its lowest square) and the player scores one point.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 100).

The second line contains m integers c_1, ..., c_m (1 ≤ c_i ≤ n).

Output

Print the number of points scored.""",
        examples=(lines("3 9", "1 1 2 2 2 3 1 2 3"),),
        edge_cases=(lines("1 1", 1), lines("2 3", "1 1 1"), lines("3 4", "1 2 1 2"), lines("2 6", "1 2 1 2 1 2"), lines("4 4", "4 3 2 1")),
        generate=gen_tetris,
    ),
    Problem(
        name="neighbor_rule_automaton",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A row of n cells holds 0s and 1s. In one step all cells change at the same time: a cell becomes 1 if exactly one of its two neighbours is 1, and 0 otherwise (the first and the last cell have a missing neighbour, which counts as 0). Print the row after k steps.

Input

The first line contains two integers n and k (1 ≤ n ≤ 100, 0 ≤ k ≤ 100).

The second line contains a string of n characters 0 or 1.

Output

Print the row after k steps as a string of n characters 0 or 1.""",
        examples=(lines("5 1", "00100"), lines("6 2", "110001")),
        edge_cases=(lines("1 5", "1"), lines("3 0", "101"), lines("4 1", "1111"), lines("7 3", "0001000"), lines("2 1", "10")),
        generate=gen_automaton,
    ),
    Problem(
        name="bracket_meeting_round",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""n teams, numbered 1 to n, play a knockout tournament, where n is a power of two. In the first round team 1 plays team 2, team 3 plays team 4, and so on. The winners keep their order, and in every next round the first remaining team plays the second, the third plays the fourth, and so on, until one team is left.

Teams a and b win every game until they play each other. In which round do they meet?

Input

The only line contains three integers n, a and b (2 ≤ n ≤ 256, n is a power of two, 1 ≤ a, b ≤ n, a ≠ b).

Output

Print the number of the round (rounds are numbered from 1).""",
        examples=(lines("8 1 2"), lines("8 2 6")),
        edge_cases=(lines("2 2 1"), lines("4 2 3"), lines("256 1 256"), lines("8 4 5"), lines("16 5 8")),
        generate=gen_bracket,
    ),
    Problem(
        name="election_vote_winner",
        split="train",
        level="A",
        tags=("implementation", "strings"),
        statement="""n ballots were cast in an election; each ballot holds the name of one candidate. The winner is the candidate with the most votes; if several candidates share the most votes, the winner is the one whose name comes first in alphabetical (lexicographic) order.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

Each of the next n lines contains a name: 1 to 10 lowercase English letters.

Output

Print the winner's name and the number of votes the winner got.""",
        examples=(lines(5, "bob", "ann", "bob", "cid", "ann"),),
        edge_cases=(lines(1, "zed"), lines(3, "c", "b", "a"), lines(4, "ab", "a", "a", "ab"), lines(3, "x", "x", "x")),
        generate=gen_votes,
    ),
    Problem(
        name="clock_digit_appearances",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A digital clock shows the time as HH:MM (24-hour format, always four digits). It is watched from time t1 to time t2, both included, so every minute in between is shown once. How many times in total does the digit d appear on the display over all these minutes? A display like 11:11 counts four times for d = 1.

Input

The only line contains t1 and t2 in the format HH:MM (t1 ≤ t2, both on the same day) and a digit d (0 ≤ d ≤ 9).

Output

Print one integer: the total count.""",
        examples=(lines("10:58 11:01 1"),),
        edge_cases=(lines("00:00 00:00 0"), lines("00:00 23:59 0"), lines("23:59 23:59 9"), lines("07:00 07:10 7"), lines("12:34 12:35 5")),
        generate=gen_clock_digits,
    ),
    Problem(
        name="alarm_lucky_seven",
        split="train",
        level="A",
        tags=("implementation", "brute force"),
        statement="""A time of day hh:mm (24-hour format) is lucky if its four digits contain a 7. Bob must wake up at hh:mm and wants to set the alarm at a lucky time. He will press the snooze button y times, and each press gives x more minutes of sleep, so the alarm must ring exactly x·y minutes before hh:mm (the times wrap around midnight: one minute before 00:00 is 23:59). Find the smallest y ≥ 0 for which the alarm time is lucky.

Input

The first line contains one integer x (1 ≤ x ≤ 60).

The second line contains two two-digit numbers hh and mm (00 ≤ hh ≤ 23, 00 ≤ mm ≤ 59).

Output

Print the smallest y.""",
        examples=(lines(3, "11 23"), lines(5, "01 07")),
        edge_cases=(lines(1, "00 00"), lines(60, "00 05"), lines(1, "17 00"), lines(2, "00 01"), lines(60, "01 01")),
        generate=gen_lucky,
    ),
    Problem(
        name="first_bus_route",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""n bus routes stop at a station. On route i the first bus comes at minute s_i, and then a bus comes every d_i minutes. A passenger arrives at minute t and takes the first bus that comes at minute t or later. Which route will it be? If buses of several routes come at that same minute, the passenger takes the route with the smallest number.

Input

The first line contains two integers n and t (1 ≤ n ≤ 100, 1 ≤ t ≤ 10^5).

Each of the next n lines contains two integers s_i and d_i (1 ≤ s_i, d_i ≤ 10^5).

Output

Print the number of the route (routes are numbered from 1).""",
        examples=(lines("2 2", "6 4", "9 5"), lines("3 7", "2 2", "2 3", "2 4")),
        edge_cases=(lines("1 100000", "1 1"), lines("2 10", "3 4", "5 5"), lines("2 10", "4 3", "12 1"), lines("3 5", "5 1", "1 4", "5 7")),
        generate=gen_routes,
    ),
    Problem(
        name="backspace_editor",
        split="train",
        level="A",
        tags=("implementation", "strings"),
        statement="""Keys are pressed on a keyboard one after another. A lowercase letter is appended to the end of the text; the key # erases the last letter of the text, and does nothing if the text is empty. The text is empty at first. Print the text at the end.

Input

The only line contains a string of 1 to 100 characters, each a lowercase English letter or #.

Output

Print the final text, or EMPTY if it is empty.""",
        examples=(lines("ab#c"), lines("a##b#")),
        edge_cases=(lines("#"), lines("a"), lines("##xy"), lines("abc###"), lines("#a#b")),
        generate=gen_backspace,
    ),
    Problem(
        name="caps_toggle_typing",
        split="train",
        level="A",
        tags=("implementation", "strings"),
        statement="""Ben types on a keyboard whose Caps Lock key is marked ^. Caps Lock is off at the start, and each press of ^ switches it on or off. While it is on, every letter key he presses prints the uppercase letter; while it is off, the lowercase letter. Given the keys he pressed, print the typed text.

Input

The only line contains a string of 1 to 100 characters, each a lowercase English letter or ^. It contains at least one letter.

Output

Print the typed text.""",
        examples=(lines("ab^cd^e"), lines("^^x^yz")),
        edge_cases=(lines("a"), lines("^a"), lines("^^^^b"), lines("a^b^c^d"), lines("^^^abc^")),
        generate=gen_caps,
    ),
    Problem(
        name="watering_plants_steps",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""n plants stand in a row at positions 1, 2, ..., n, and a river is at position 0. Plant i needs w_i litres of water. A gardener starts at the river with a full can holding C litres and waters the plants in order 1, 2, ..., n; walking between neighbouring positions is one step.

Before walking to plant i, if the can holds less than w_i litres, the gardener walks from position i - 1 back to the river, fills the can completely and walks back to position i - 1. Then he walks to plant i and pours w_i litres. How many steps does he make until the last plant is watered?

Input

The first line contains two integers n and C (1 ≤ n ≤ 100, 1 ≤ C ≤ 10^4).

The second line contains n integers w_1, ..., w_n (1 ≤ w_i ≤ C).

Output

Print the number of steps.""",
        examples=(lines("4 5", "2 2 3 3"),),
        edge_cases=(lines("1 1", "1"), lines("3 3", "3 3 3"), lines("3 10", "1 2 3"), lines("5 4", "1 3 1 3 4")),
        generate=gen_watering,
    ),
    Problem(
        name="sea_level_valleys",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A hiker starts at sea level and makes n steps, each one unit up (U) or one unit down (D). A valley is a maximal stretch of the hike spent below sea level: it begins with a step down from sea level. Count the valleys the hiker entered (a valley that has not ended when the hike ends counts too).

Input

The only line contains a string of 1 to 1000 characters U or D.

Output

Print the number of valleys.""",
        examples=(lines("UDDDUDUU"), lines("DUDUUDDD")),
        edge_cases=(lines("U"), lines("D"), lines("UUUDDDDU"), lines("DDUUDDUUDD"), lines("UDUDUD")),
        generate=gen_valleys,
    ),
    Problem(
        name="candle_stubs_hours",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""Vera has a candles. A candle burns for exactly one hour and leaves a stub. From b stubs she can make one new candle, which also burns for one hour and leaves a stub. She always makes a new candle as soon as she has enough stubs. For how many hours can she light her room?

Input

The only line contains two integers a and b (1 ≤ a ≤ 10^9, 2 ≤ b ≤ 10^9).

Output

Print the number of hours. It may not fit in a 32-bit integer.""",
        examples=(lines("4 2"), lines("6 3")),
        edge_cases=(lines("1 2"), lines("1000000000 2"), lines("3 1000000000"), lines("10 3"), lines("999999999 999999999")),
        generate=gen_candles,
    ),
    Problem(
        name="alternating_jumps_position",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""A frog sits at point 0 of a number line. It makes k jumps: the 1st, 3rd, 5th, ... jumps move it a units to the right, and the 2nd, 4th, 6th, ... jumps move it b units to the left. Where is the frog after k jumps?

Input

The only line contains three integers a, b and k (1 ≤ a, b, k ≤ 10^9).

Output

Print the frog's final coordinate. It may not fit in a 32-bit integer.""",
        examples=(lines("5 2 3"), lines("1 10 4")),
        edge_cases=(lines("1 1 1"), lines("1 1 1000000000"), lines("1000000000 1 999999999"), lines("1 1000000000 1000000000"), lines("7 3 2")),
        generate=gen_jumps,
    ),
    Problem(
        name="snail_climb_days",
        split="train",
        level="A",
        tags=("implementation", "math"),
        statement="""A snail is at the bottom of a well of height h. Every day it climbs up u metres, and every night it slides down d metres. The snail gets out on the first day during which it reaches height h. On which day does that happen? The first day is day 1.

Input

The only line contains three integers h, u and d (1 ≤ h ≤ 10^9, 2 ≤ u ≤ 10^9, 0 ≤ d < u).

Output

Print the number of the day.""",
        examples=(lines("10 3 1"), lines("5 7 6")),
        edge_cases=(lines("3 3 1"), lines("1000000000 2 1"), lines("1000000000 1000000000 999999999"), lines("6 4 2"), lines("1 2 0")),
        generate=gen_snail,
    ),
    Problem(
        name="restaurant_seating_denied",
        split="train",
        level="A",
        tags=("implementation", "greedy"),
        statement="""A café has a tables with one seat and b tables with two seats. n groups of guests come one after another; each group has one or two people.

A group of one sits at a free one-seat table if there is one; otherwise at a fully free two-seat table; otherwise at a two-seat table where exactly one person already sits; otherwise it is turned away. A group of two sits at a fully free two-seat table if there is one; otherwise it is turned away. Nobody leaves. How many people are turned away in total?

Input

The first line contains three integers n, a and b (1 ≤ n ≤ 100, 1 ≤ a, b ≤ 10).

The second line contains n integers t_1, ..., t_n (1 ≤ t_i ≤ 2): the group sizes in order.

Output

Print the number of people turned away.""",
        examples=(lines("4 1 2", "1 2 1 1"), lines("4 1 1", "1 1 2 1")),
        edge_cases=(lines("1 1 1", "2"), lines("3 1 1", "1 1 1"), lines("3 1 1", "1 1 2"), lines("5 1 2", "1 1 1 2 1"), lines("4 2 1", "2 2 1 1")),
        generate=gen_restaurant,
    ),
    Problem(
        name="compass_facing",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A soldier faces North. He executes a string of commands: L means turn 90 degrees to the left, R means turn 90 degrees to the right, and B means turn around (180 degrees). Which way does he face at the end?

Input

The only line contains a string of 1 to 100 characters L, R or B.

Output

Print North, East, South or West.""",
        examples=(lines("RRB"), lines("LLL")),
        edge_cases=(lines("L"), lines("R"), lines("B"), lines("LR"), lines("RRRR")),
        generate=gen_compass,
    ),
    Problem(
        name="ticket_change_25_50_100",
        split="train",
        level="A",
        tags=("implementation", "greedy"),
        statement="""A ticket costs 25 dollars. n people stand in a queue, each holding one bill of 25, 50 or 100 dollars, and the seller has no money at the start. She serves the queue in order and must give each person change right away from the bills she has collected so far (a 50 needs one 25 back; a 100 needs 75 back, given as 50 + 25 or as 25 + 25 + 25). Can she sell a ticket to everybody?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers, each 25, 50 or 100.

Output

Print YES if every person can get a ticket with correct change, and NO otherwise.""",
        examples=(lines(4, "25 25 50 50"), lines(3, "25 100 25")),
        edge_cases=(lines(1, 25), lines(1, 50), lines(7, "25 50 25 25 25 100 50"), lines(4, "25 25 25 100"), lines(5, "25 50 25 100 25")),
        generate=gen_change,
    ),
    Problem(
        name="stairway_counts",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""Tanya climbs several stairways one after another. On a stairway with x steps she says the numbers 1, 2, ..., x aloud, one for each step. You are given all the numbers she said, in order. How many stairways did she climb, and how many steps did each of them have?

Input

The first line contains one integer n (1 ≤ n ≤ 1000).

The second line contains n integers a_1, ..., a_n: the numbers Tanya said. They form a valid sequence (it starts with 1, and each number is either 1 or one more than the previous number).

Output

Print the number of stairways t on the first line, and on the second line t integers: the numbers of steps of the stairways in the order she climbed them.""",
        examples=(lines(7, "1 2 3 1 2 3 4"), lines(4, "1 1 1 1")),
        edge_cases=(lines(1, 1), lines(5, "1 2 3 4 5"), lines(5, "1 2 1 2 1"), lines(3, "1 1 2")),
        generate=gen_stairways,
    ),
    Problem(
        name="lineup_swaps_max_min",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""n soldiers stand in a line with heights a_1, ..., a_n. The general is happy if the first soldier is one of the tallest and the last soldier is one of the shortest; the others may stand in any order. In one second two neighbouring soldiers can swap places. What is the minimum number of seconds needed to make the general happy?

Input

The first line contains one integer n (2 ≤ n ≤ 100).

The second line contains n integers a_1, ..., a_n (1 ≤ a_i ≤ 100).

Output

Print the minimum number of seconds.""",
        examples=(lines(4, "33 44 11 22"), lines(5, "10 10 58 31 63")),
        edge_cases=(lines(2, "1 1"), lines(2, "1 2"), lines(5, "5 1 3 1 4"), lines(4, "2 2 5 5"), lines(6, "1 9 1 9 1 5")),
        generate=gen_lineup,
    ),
    Problem(
        name="dragon_duels_order",
        split="train",
        level="A",
        tags=("implementation", "greedy", "sortings"),
        statement="""A knight with strength s must fight all n dragons, one at a time, in any order he likes. Dragon i has strength x_i. The knight beats a dragon only if his strength is strictly greater than the dragon's; after beating dragon i his strength grows by y_i. If he meets a dragon he cannot beat, he loses. Can he beat all the dragons?

Input

The first line contains two integers s and n (1 ≤ s ≤ 1000, 1 ≤ n ≤ 100).

Each of the next n lines contains two integers x_i and y_i (1 ≤ x_i ≤ 10^4, 0 ≤ y_i ≤ 100).

Output

Print YES if the knight can beat all the dragons, and NO otherwise.""",
        examples=(lines("2 2", "1 99", "100 0"), lines("10 1", "100 100")),
        edge_cases=(lines("5 1", "5 10"), lines("1 1", "1 0"), lines("3 3", "2 1", "4 0", "3 1"), lines("10 2", "20 0", "9 10")),
        generate=gen_dragons,
    ),
    Problem(
        name="shell_game_ball",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""n cups stand upside down in positions 1 to n, and a ball is hidden under the cup at position p. The host then makes m moves; a move a b swaps the cups at positions a and b (the ball moves together with its cup). At which position is the ball at the end?

Input

The first line contains three integers n, p and m (2 ≤ n ≤ 100, 1 ≤ p ≤ n, 1 ≤ m ≤ 100).

Each of the next m lines contains two different integers a and b (1 ≤ a, b ≤ n).

Output

Print the final position of the ball.""",
        examples=(lines("3 1 3", "1 2", "2 3", "1 3"),),
        edge_cases=(lines("2 1 1", "1 2"), lines("2 2 1", "1 2"), lines("5 4 2", "1 2", "3 5"), lines("4 3 3", "4 3", "2 4", "2 1")),
        generate=gen_shells,
    ),
    Problem(
        name="book_finish_weekday",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""Peter's book has n pages. He knows how many pages he reads on each day of the week: p_1 on Monday, p_2 on Tuesday, ..., p_7 on Sunday, the same every week. He starts on a Monday at page 1 and reads every day. On which day of the week does he read the last page?

Input

The first line contains one integer n (1 ≤ n ≤ 1000).

The second line contains seven integers p_1, ..., p_7 (0 ≤ p_i ≤ 1000); at least one of them is positive.

Output

Print the number of the day of the week (1 is Monday, 7 is Sunday).""",
        examples=(lines(100, "15 20 20 15 10 30 45"), lines(2, "1 0 0 0 0 0 0")),
        edge_cases=(lines(1, "1 1 1 1 1 1 1"), lines(15, "15 20 20 15 10 30 45"), lines(35, "5 5 5 5 5 5 5"), lines(1000, "0 0 0 0 0 0 1"), lines(10, "0 0 3 0 0 0 0")),
        generate=gen_book,
    ),
    Problem(
        name="judges_trimmed_score",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""n judges give a gymnast marks from 0 to 10. To reduce bias, one highest mark and one lowest mark are thrown away (only one copy of each, even if several judges gave it), and the gymnast's score is the sum of the remaining n - 2 marks.

Input

The first line contains one integer n (3 ≤ n ≤ 100).

The second line contains n integers: the marks (0 ≤ mark ≤ 10).

Output

Print the gymnast's score.""",
        examples=(lines(5, "7 9 8 10 6"), lines(4, "8 8 9 9")),
        edge_cases=(lines(3, "0 0 0"), lines(3, "10 10 10"), lines(3, "1 5 9"), lines(6, "10 10 0 0 5 5")),
        generate=gen_judges,
    ),
    Problem(
        name="golf_relative_score",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A golf round has n holes. Hole i has a par p_i, and a player needed s_i strokes on it. The result of the round is written relative to par: compute the total strokes minus the total par, and write E if it is 0, +k if it is a positive number k, and -k if it is a negative number -k.

Input

The first line contains one integer n (1 ≤ n ≤ 18).

The second line contains n integers p_1, ..., p_n (3 ≤ p_i ≤ 5).

The third line contains n integers s_1, ..., s_n (1 ≤ s_i ≤ 10).

Output

Print the result: E, +k or -k.""",
        examples=(lines(3, "4 3 5", "5 3 6"), lines(2, "4 4", "3 5")),
        edge_cases=(lines(1, 3, 1), lines(1, 5, 10), lines(18, join([5] * 18), join([1] * 18)), lines(18, join([3] * 18), join([10] * 18))),
        generate=gen_golf,
    ),
    Problem(
        name="hotel_rooms_ten",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A hotel has 10 rooms in a row, numbered 0 to 9 from left to right, with an entrance at each end of the row. All rooms are empty at first. Events happen in order: L means a guest comes in through the left entrance and takes the empty room closest to it; R means a guest comes in through the right entrance and takes the empty room closest to it; a digit x means the guest in room x leaves. The events are valid: an arriving guest always finds an empty room, and a leaving guest's room is taken.

Input

The first line contains one integer n (1 ≤ n ≤ 100), and the second line a string of n characters L, R or digits: the events.

Output

Print a string of 10 characters: for rooms 0 to 9, 1 if the room is taken at the end and 0 if it is empty.""",
        examples=(lines(8, "LLRL1RL1"),),
        edge_cases=(lines(1, "R"), lines(1, "L"), lines(12, "LLLLLLLLLL0R"), lines(4, "RRR9")),
        generate=gen_hotel,
    ),
    Problem(
        name="bowling_total_score",
        split="train",
        level="B",
        tags=("implementation",),
        statement="""A game of ten-pin bowling has 10 frames. In each of frames 1 to 9 the player rolls a ball at 10 pins: if the first roll knocks down all 10 pins (a strike), the frame ends at once; otherwise the player rolls a second time, and if the two rolls together knock down all 10 pins, it is a spare.

The score of a frame is the number of pins knocked down in it, plus a bonus: for a strike, the pins of the next two rolls; for a spare, the pins of the next roll. In frame 10 a strike or a spare gives the player extra rolls so that the frame has three rolls in total; the score of frame 10 is simply the number of pins of all its rolls. The total score is the sum of the scores of the 10 frames.

Input

The first line contains one integer n (11 ≤ n ≤ 21): the number of rolls. The second line contains n integers: the pins knocked down by each roll in order. The rolls form exactly one complete valid game.

Output

Print the total score.""",
        examples=(lines(12, join([10] * 12)), lines(17, "10 7 3 9 0 10 0 8 8 2 0 6 10 10 10 8 1")),
        edge_cases=(lines(20, join([0] * 20)), lines(21, join([5] * 21)), lines(20, join([3, 4] * 10)), lines(11, join([10] * 9 + [0, 0])), lines(21, join([0, 10] * 10 + [10]))),
        generate=bowling_game,
    ),
    Problem(
        name="slide_merge_2048_row",
        split="train",
        level="B",
        tags=("implementation",),
        statement="""In the game 2048 a row of n cells holds tiles with powers of two; 0 means an empty cell. A move to the left works like this: all tiles slide to the left as far as possible, keeping their order; while sliding, two tiles with equal values that meet are merged into one tile with twice the value, and the player scores that new value. Pairs are merged from the left, and a tile produced by a merge cannot merge again during the same move: the row 2 2 4 becomes 4 4 0, and 2 2 2 becomes 4 2 0.

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers: the row, each 0 or a power of two from 2 to 1024.

Output

Print two lines: the row after one move to the left (n integers), and the score of the move.""",
        examples=(lines(4, "2 2 4 0"), lines(6, "0 4 4 4 4 4")),
        edge_cases=(lines(1, 0), lines(1, 8), lines(4, "2 2 2 2"), lines(5, "0 0 0 0 2"), lines(4, "2 0 2 4"), lines(3, "2 4 8")),
        generate=gen_2048,
    ),
    Problem(
        name="football_league_table",
        split="train",
        level="B",
        tags=("implementation", "sortings"),
        statement="""A football league records m matches. A win gives 3 points, a draw 1 point to each team, and a loss 0 points. Build the league table of all teams that played at least one match. Teams are ordered by points (more first); equal points by goal difference, goals scored minus goals conceded (larger first); then by goals scored (more first); then by name in alphabetical order.

Input

The first line contains one integer m (1 ≤ m ≤ 100).

Each of the next m lines describes a match as name1 g1 name2 g2: two different team names (1 to 10 lowercase English letters) and the goals they scored (0 ≤ g1, g2 ≤ 9).

Output

Print the table: one line per team, in order, with the team's name and points separated by a space.""",
        examples=(lines(3, "lions 2 tigers 1", "tigers 0 bears 0", "bears 3 lions 3"),),
        edge_cases=(lines(1, "a 0 b 0"), lines(2, "x 3 y 2", "z 1 w 0"), lines(2, "p 1 q 0", "q 1 p 0"), lines(3, "cc 1 bb 0", "bb 2 aa 1", "aa 9 cc 8")),
        generate=gen_league,
    ),
    Problem(
        name="cinema_block_booking",
        split="train",
        level="B",
        tags=("implementation",),
        statement="""A cinema row has n seats numbered 1 to n, all free at first. q groups come one after another; group j has k_j people who want to sit next to each other. Each group takes the leftmost block of k_j consecutive free seats; if there is no such block, the group leaves without seats. Seats once taken stay taken.

Input

The first line contains two integers n and q (1 ≤ n, q ≤ 100).

The second line contains q integers k_1, ..., k_q (1 ≤ k_j ≤ n).

Output

For every group print one line: the number of the leftmost seat of its block, or -1 if the group got no seats.""",
        examples=(lines("6 4", "2 3 2 1"),),
        edge_cases=(lines("1 1", 1), lines("1 2", "1 1"), lines("5 1", 5), lines("5 3", "2 2 1"), lines("4 3", "1 2 1")),
        generate=gen_cinema,
    ),
    Problem(
        name="cursor_editor_commands",
        split="train",
        level="B",
        tags=("implementation", "strings"),
        statement="""A simple text editor starts with an empty text and the cursor at its beginning. The cursor is always between two characters or at an end of the text. It processes n commands:

- L: move the cursor one character to the left (nothing happens at the beginning of the text);
- R: move the cursor one character to the right (nothing happens at the end of the text);
- B: delete the character just left of the cursor (nothing happens at the beginning of the text);
- I c: insert the lowercase letter c at the cursor; the cursor ends up just right of the new letter.

Input

The first line contains one integer n (1 ≤ n ≤ 100). Each of the next n lines contains a command.

Output

Print the final text, or EMPTY if the text is empty.""",
        examples=(lines(6, "I a", "I b", "L", "I c", "R", "I d"), lines(4, "I x", "L", "B", "R")),
        edge_cases=(lines(1, "B"), lines(1, "I z"), lines(3, "I a", "B", "B"), lines(5, "I a", "I b", "I c", "L", "B"), lines(4, "L", "I q", "R", "I r")),
        generate=gen_cursor,
    ),
    Problem(
        name="rolling_die_faces",
        split="train",
        level="B",
        tags=("implementation",),
        statement="""A standard die lies on a table: 1 is on top, 2 faces south and 3 faces east (opposite faces add up to 7, so 6 is at the bottom, 5 faces north and 4 faces west). The die is rolled over one of its bottom edges several times. Rolling north tips it over its northern bottom edge, so the face that was on top now faces north and the face that faced south is now on top; rolling south, east or west works the same way in that direction.

Input

The only line contains a string of 1 to 100 characters N, S, E or W: the directions of the rolls in order.

Output

Print three integers: the numbers on the top face, on the south face and on the east face after all the rolls.""",
        examples=(lines("N"), lines("EES")),
        edge_cases=(lines("E"), lines("W"), lines("S"), lines("NNNN"), lines("NEWS")),
        generate=gen_die,
    ),
    Problem(
        name="icpc_penalty_scoring",
        split="train",
        level="B",
        tags=("implementation",),
        statement="""In a programming contest t teams, numbered 1 to t, send n submissions. Each submission names the team, the problem (a letter), the minute it was sent, and its verdict, OK or WA. A problem is solved by a team if the team has an OK submission on it. Once a problem is solved, the team's later submissions on it are ignored.

For each solved problem the team gets a penalty equal to the minute of its first OK submission plus 20 for every WA submission on that problem sent before it. WA submissions on problems the team never solves cost nothing. A team's penalty is the sum over its solved problems.

Input

The first line contains two integers t and n (1 ≤ t ≤ 10, 1 ≤ n ≤ 100).

Each of the next n lines contains a submission: team number, problem letter (A to J), minute (0 ≤ minute ≤ 300) and verdict. Submissions are listed in the order they were sent, and their minutes do not decrease.

Output

Print t lines; line i contains two integers: the number of problems solved by team i and its penalty.""",
        examples=(lines("2 5", "1 A 10 WA", "1 A 15 OK", "2 B 20 OK", "1 B 30 WA", "2 A 40 OK"),),
        edge_cases=(lines("1 1", "1 A 0 WA"), lines("1 3", "1 C 5 OK", "1 C 6 WA", "1 C 7 OK"), lines("3 2", "2 A 300 OK", "2 B 300 OK"), lines("1 4", "1 A 1 WA", "1 A 2 WA", "1 B 3 OK", "1 A 4 OK")),
        generate=gen_icpc,
    ),
    Problem(
        name="round_robin_cpu_quantum",
        split="train",
        level="B",
        tags=("implementation",),
        statement="""An operating system runs n processes on one processor. All of them are ready at time 0 and wait in a queue in the order 1, 2, ..., n; process i needs b_i units of processor time. The scheduler repeatedly takes the process at the front of the queue and runs it for q time units, or less if the process needs less to finish. If the process is not finished yet, it goes to the back of the queue. Switching takes no time.

Input

The first line contains two integers n and q (1 ≤ n ≤ 100, 1 ≤ q ≤ 100).

The second line contains n integers b_1, ..., b_n (1 ≤ b_i ≤ 1000).

Output

Print n integers: the moments at which processes 1, 2, ..., n finish.""",
        examples=(lines("3 2", "3 1 4"),),
        edge_cases=(lines("1 1", 1), lines("1 100", 7), lines("2 5", "5 5"), lines("3 3", "1 2 7"), lines("4 1", "2 2 2 2")),
        generate=gen_cpu,
    ),
    Problem(
        name="lru_cache_misses",
        split="train",
        level="B",
        tags=("implementation",),
        statement="""A cache holds at most k pages and is empty at first. Pages are requested one after another. If a requested page is in the cache, it is a hit. Otherwise it is a miss: the page is loaded into the cache, and if the cache already held k pages, the page that was least recently requested is removed first. Both hits and misses count as requests of the page. Count the misses.

Input

The first line contains two integers k and n (1 ≤ k ≤ 10, 1 ≤ n ≤ 100).

The second line contains n integers: the requested pages (1 ≤ page ≤ 20).

Output

Print the number of misses.""",
        examples=(lines("2 5", "1 2 1 3 1"), lines("3 6", "1 2 3 4 1 2")),
        edge_cases=(lines("1 1", 5), lines("1 4", "7 7 7 7"), lines("2 6", "1 2 1 3 2 1"), lines("10 5", "1 2 3 4 5"), lines("2 4", "1 2 1 3")),
        generate=gen_lru,
    ),
    Problem(
        name="wordle_feedback",
        split="train",
        level="B",
        tags=("implementation", "strings"),
        statement="""In a word game the secret word has 5 lowercase letters. For every guess (also 5 lowercase letters) the game shows a mark for each position:

- G if the guess has the same letter as the secret word at this position;
- otherwise Y or a dot. Look at the positions without G from left to right: a letter gets Y if the secret word still has an unused copy of it among its own positions without G; that copy is then used. Otherwise the letter gets a dot (.).

So a letter never gets more G and Y marks in total than it occurs in the secret word.

Input

The first line contains the secret word. The second line contains one integer q (1 ≤ q ≤ 20). Each of the next q lines contains a guess.

Output

For every guess print a line of 5 characters G, Y or . (dot).""",
        examples=(lines("apple", 3, "paper", "lllll", "apple"),),
        edge_cases=(lines("aaaaa", 1, "abcde"), lines("abcde", 1, "eeeee"), lines("abbey", 2, "babes", "keeps"), lines("speed", 1, "eerie")),
        generate=gen_wordle,
    ),
    Problem(
        name="insert_takeoff_gap",
        split="train",
        level="B",
        tags=("implementation",),
        statement="""An airport has one runway. Today n planes land on it; each landing lasts exactly 1 minute. A plane also needs to take off, which takes 1 minute, and for safety there must be at least s minutes between the take-off and any landing, on both sides. Find the earliest moment, counted from now (0 0), when the take-off can start.

Input

The first line contains two integers n and s (1 ≤ n ≤ 100, 1 ≤ s ≤ 60).

Each of the next n lines contains two integers h and m (0 ≤ h ≤ 23, 0 ≤ m ≤ 59): a landing starts h hours and m minutes from now. The landings are given in increasing order of time, and no two of them overlap.

Output

Print two integers h and m: the earliest start of the take-off, h hours and m minutes from now (h may be 24 or more).""",
        examples=(lines("3 10", "0 5", "0 30", "1 0"), lines("2 5", "0 20", "0 40")),
        edge_cases=(lines("1 1", "0 2"), lines("1 1", "0 1"), lines("2 1", "0 0", "0 4"), lines("2 60", "0 0", "2 2"), lines("1 60", "23 59")),
        generate=gen_gap,
    ),
)
