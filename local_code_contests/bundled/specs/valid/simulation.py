"""Validation problems (never trained on). Simulation: follow the rules step by step (games with simple rules, queues, clocks and dates, scoring systems, moves on a line).

Specs only: build.py turns them into bundled_valid.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, int_array, join, lines, word

def month_days(y, m):
    leap = y % 400 == 0 or (y % 4 == 0 and y % 100 != 0)
    return [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]

def gen_board_word(rng):
    n = rng.randint(1, 15)
    return lines(word(rng, n), word(rng, n, rng.choice([".", "..DT", "...DTW", "DTW"])))

def gen_hangman(rng):
    secret = word(rng, rng.randint(1, 20), rng.choice(["abcde", "abcdefghij", "abcdefghijklmnopqrstuvwxyz"]))
    pool = rng.choice([sorted(set(secret)) + list("xyz"), list("abcdefghijklmnopqrstuvwxyz")])
    return lines(secret, word(rng, rng.randint(1, 30), "".join(pool)))

def gen_blackjack(rng):
    n = rng.randint(2, 10)
    return lines(n, join(rng.choices("A23456789TJQK", [4] + [1] * 12, k=n)))

def gen_infection(rng):
    n = rng.randint(1, 100)
    cells = rng.choices(".I#", rng.choice([[8, 1, 1], [5, 1, 3], [1, 1, 0]]), k=n)
    if "I" not in cells:
        cells[rng.randrange(n)] = "I"
    return lines(n, "".join(cells))

def gen_lock(rng):
    n = rng.randint(1, 100)
    return lines(n, word(rng, n, "0123456789"), word(rng, n, rng.choice(["0123456789", "09", "05"])))

def gen_parking_fee(rng):
    a, b = sorted([rng.randrange(1440), rng.randrange(1440)])
    if rng.random() < 0.4:
        b = min(1439, a + rng.choice([15, 16, 60, 61, 120, rng.randint(0, 90)]))
    fee = [rng.randint(1, 20), rng.randint(1, 20)]
    return lines(join(["%02d:%02d" % (a // 60, a % 60), "%02d:%02d" % (b // 60, b % 60)]), join(fee + [rng.randint(fee[0], 200)]))

def gen_pointers(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, 1, rng.choice([n, min(n, 3)]))))

def gen_date_weekday(rng):
    y = rng.choice([rng.randint(1, 9999), rng.randint(1890, 2110), 100 * rng.randint(1, 99)])
    m = rng.choice([2, 3, rng.randint(1, 12)])
    d = rng.choice([1, month_days(y, m), rng.randint(1, month_days(y, m))])
    return lines("%04d-%02d-%02d" % (y, m, d))

def gen_pouring(rng):
    caps = int_array(rng, 3, 1, rng.choice([10, 10**6]))
    return lines(*(join([c, rng.randint(0, c)]) for c in caps), rng.choice([rng.randint(1, 10), rng.randint(1, 1000)]))

def gen_cashiers(rng):
    n, k = rng.randint(1, 100), rng.randint(1, 10)
    return lines(join([n, k]), join(int_array(rng, n, 1, rng.choice([3, 100]))))

def gen_shootout(rng):
    p = rng.choice([0.5, 0.75, 0.9])
    kicks = []
    while True:
        kicks.append(1 if rng.random() < p else 0)
        if decided(kicks) or len(kicks) > 90:
            break
    if not decided(kicks):
        return lines("1101101011")
    extra = [rng.randint(0, 1) for _ in range(rng.randint(0, 6))]
    return lines("".join(map(str, kicks + extra)))

def decided(kicks):
    a, b = sum(kicks[0::2]), sum(kicks[1::2])
    ka, kb = len(kicks[0::2]), len(kicks[1::2])
    if ka <= 5 and kb <= 5:
        return a + (5 - ka) < b or b + (5 - kb) < a
    return ka == kb and a != b


PROBLEMS = (
    Problem(
        name="board_word_score",
        split="valid",
        level="A",
        tags=("implementation", "strings"),
        statement="""In a word game every letter is worth its position in the alphabet: a is worth 1, b is worth 2, ..., z is worth 26. A word is placed on a line of board squares, one letter per square. Each square is plain (.), doubles the letter placed on it (D), triples the letter placed on it (T), or doubles the whole word (W; the letter itself counts once). The score of the word is the sum of its letter values after the D and T squares are applied, multiplied by 2 once for every W square the word covers.

Input

The first line contains the word: 1 to 15 lowercase English letters.

The second line contains a string of the same length made of the characters ., D, T and W: the squares under the letters.

Output

Print the score of the word.""",
        examples=(lines("cab", ".D."), lines("zoo", "WTW")),
        edge_cases=(lines("a", "."), lines("z", "W"), lines("zzzzzzzzzzzzzzz", "WWWWWWWWWWWWWWW"), lines("ab", "TD"), lines("abc", "W.W")),
        generate=gen_board_word,
    ),
    Problem(
        name="hangman_outcome",
        split="valid",
        level="A",
        tags=("implementation", "strings"),
        statement="""In a game of hangman a player tries to find a hidden word by guessing letters one at a time. If the guessed letter occurs in the word, all its occurrences are revealed (guessing an already revealed letter changes nothing). Otherwise the guess is a mistake; guessing the same wrong letter again is another mistake. The player wins as soon as every letter of the word is revealed and loses as soon as the 6th mistake is made; the game ends then, and later guesses are ignored.

Input

The first line contains the hidden word: 1 to 20 lowercase English letters.

The second line contains the guesses in order: a string of 1 to 30 lowercase English letters.

Output

Print WIN if the player wins, LOSE if the player loses, and UNFINISHED if the guesses run out before the game ends.""",
        examples=(lines("apple", "xapzle"), lines("cat", "qwerty")),
        edge_cases=(lines("a", "a"), lines("a", "bbbbbba"), lines("ab", "bcdefgh"), lines("banana", "bxxxxxn"), lines("zz", "y")),
        generate=gen_hangman,
    ),
    Problem(
        name="blackjack_hand_value",
        split="valid",
        level="A",
        tags=("implementation", "greedy"),
        statement="""In a card game the cards 2 to 9 are worth their number, the cards T, J, Q and K are worth 10, and an ace A is worth either 1 or 11, chosen separately for each ace. The value of a hand is the largest total that does not exceed 21. If even counting every ace as 1 gives more than 21, the hand is bust.

Input

The first line contains one integer n (2 ≤ n ≤ 10). The second line contains n cards, each one of the characters A, 2, 3, 4, 5, 6, 7, 8, 9, T, J, Q, K.

Output

Print the value of the hand, or BUST if the hand is bust.""",
        examples=(lines(2, "A K"), lines(3, "9 8 7")),
        edge_cases=(lines(2, "A A"), lines(3, "A A K"), lines(4, "A A A A"), lines(3, "K Q 2"), lines(10, "A A A A 2 2 2 3 3 3"), lines(3, "5 6 A")),
        generate=gen_blackjack,
    ),
    Problem(
        name="infection_spread_row",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""A corridor is a row of n cells: an infected cell is I, a healthy cell is ., and a wall is #. Every minute, at the same moment, each healthy cell that has an infected neighbour (the cell just left or just right of it) becomes infected. Walls never change and stop the infection.

Input

The first line contains one integer n (1 ≤ n ≤ 100). The second line contains a string of n characters I, . or #; at least one cell is infected.

Output

Print two integers: the number of minutes during which at least one cell gets infected, and the number of cells that stay healthy forever.""",
        examples=(lines(7, "..I...#"), lines(6, "I#..#I")),
        edge_cases=(lines(1, "I"), lines(2, ".I"), lines(5, "I...I"), lines(9, "#.I.#...#"), lines(100, "I" + "." * 99)),
        generate=gen_infection,
    ),
    Problem(
        name="combination_lock_turns",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""A combination lock has n wheels, each showing a digit from 0 to 9. In one move you turn one wheel by one step forward or backward; the digits wrap around, so 9 is next to 0. What is the minimum number of moves that turns the current combination into the target one?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains the current combination and the third line the target combination, each a string of n digits.

Output

Print the minimum number of moves.""",
        examples=(lines(5, "82195", "64723"),),
        edge_cases=(lines(1, "0", "9"), lines(1, "5", "5"), lines(2, "00", "55"), lines(3, "019", "901"), lines(4, "1234", "8765")),
        generate=gen_lock,
    ),
    Problem(
        name="parking_fee_hours",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""A car park charges by the time a car stays, in minutes from its entry to its exit. A stay of at most 15 minutes is free. Otherwise the first hour costs a, and every further hour costs b; any started hour is charged as a full hour. The fee for one stay is never more than c, the daily maximum.

Input

The first line contains the entry time and the exit time in the format HH:MM (24-hour clock, the same day, the exit not earlier than the entry).

The second line contains three integers a, b and c (1 ≤ a, b ≤ 20, a ≤ c ≤ 200).

Output

Print the fee.""",
        examples=(lines("08:10 10:15", "5 3 100"), lines("12:00 12:15", "5 3 100")),
        edge_cases=(lines("00:00 00:00", "1 1 1"), lines("09:00 09:16", "7 2 50"), lines("09:00 10:00", "7 2 50"), lines("09:00 10:01", "7 2 50"), lines("00:00 23:59", "20 20 200")),
        generate=gen_parking_fee,
    ),
    Problem(
        name="follow_pointers_until_repeat",
        split="valid",
        level="A",
        tags=("implementation", "graphs"),
        statement="""An array a_1, ..., a_n has values from 1 to n. A token starts at position 1 and keeps jumping: from position i it jumps to position a_i. Sooner or later it comes to a position it has already visited (the starting position counts as visited).

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, ..., a_n (1 ≤ a_i ≤ n).

Output

Print two integers: the number of different positions the token visits, and the first position it reaches for the second time.""",
        examples=(lines(5, "3 1 4 2 4"), lines(3, "2 3 1")),
        edge_cases=(lines(1, 1), lines(2, "2 1"), lines(2, "2 2"), lines(4, "1 1 1 1"), lines(6, "2 3 4 5 6 3")),
        generate=gen_pointers,
    ),
    Problem(
        name="weekday_of_date",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""A historian wants to know on which day of the week some events happened. Count with the Gregorian calendar for every year, also for years before it was adopted: every fourth year is a leap year, but among the century years only those divisible by 400 are leap years. January, March, May, July, August, October and December have 31 days, April, June, September and November have 30, and February has 28, or 29 in a leap year. The first day of year 1, January 1, was a Monday. Find the day of the week of a given date.

Input

The only line contains a date in the format YYYY-MM-DD (year from 0001 to 9999).

Output

Print the day of the week: Monday, Tuesday, Wednesday, Thursday, Friday, Saturday or Sunday.""",
        examples=(lines("2024-01-01"), lines("1969-07-20")),
        edge_cases=(lines("0001-01-01"), lines("0001-01-07"), lines("2000-03-01"), lines("1900-03-01"), lines("9999-12-31")),
        generate=gen_date_weekday,
    ),
    Problem(
        name="cyclic_pouring_buckets",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""Three buckets have capacities c_1, c_2, c_3 and hold m_1, m_2, m_3 litres of water. A worker makes k pourings in a cycle: from bucket 1 into bucket 2, then from 2 into 3, then from 3 into 1, then from 1 into 2 again, and so on. Each pouring moves as much water as possible: it stops when the source bucket is empty or the target bucket is full.

Input

Each of the first three lines contains two integers c_i and m_i (1 ≤ c_i ≤ 10^6, 0 ≤ m_i ≤ c_i). The fourth line contains one integer k (1 ≤ k ≤ 1000).

Output

Print three integers: the amounts of water in buckets 1, 2 and 3 at the end.""",
        examples=(lines("10 3", "11 4", "12 5", 4),),
        edge_cases=(lines("1 1", "1 0", "1 0", 1), lines("5 5", "5 5", "5 5", 1000), lines("10 10", "3 2", "100 0", 2), lines("1000000 1000000", "1 0", "1000000 0", 999), lines("7 0", "7 0", "7 0", 5)),
        generate=gen_pouring,
    ),
    Problem(
        name="cashiers_queue_assignment",
        split="valid",
        level="B",
        tags=("implementation",),
        statement="""A shop has k cashiers, numbered 1 to k, all free at time 0. n customers stand in one queue; customer i needs t_i minutes at a cashier. Whenever a cashier is free, the first customer of the queue goes to it; if several cashiers are free at the same moment, the customer goes to the one with the smallest number. Customers move to cashiers instantly.

Input

The first line contains two integers n and k (1 ≤ n ≤ 100, 1 ≤ k ≤ 10).

The second line contains n integers t_1, ..., t_n (1 ≤ t_i ≤ 100).

Output

Print n lines; line i contains two integers: the number of the cashier that serves customer i and the minute at which that service ends.""",
        examples=(lines("5 2", "3 1 1 4 2"),),
        edge_cases=(lines("1 1", 5), lines("3 5", "1 2 3"), lines("4 2", "2 2 2 2"), lines("4 3", "5 1 1 1"), lines("6 2", "1 3 1 1 1 1")),
        generate=gen_cashiers,
    ),
    Problem(
        name="penalty_shootout_decided",
        split="valid",
        level="B",
        tags=("implementation",),
        statement="""A penalty shootout between teams A and B goes as follows. The teams kick alternately, A first, five kicks each. The shootout is decided as soon as one team has scored more goals than the other team could still reach with all of its remaining kicks among these five. If after five kicks each the score is level, they go on in rounds of one kick each (A first); the shootout is decided after the first such round in which one team scores and the other does not.

You are given the results of the kicks in the order they were taken; the list may go on after the moment the shootout was decided (those kicks do not matter).

Input

The only line contains a string of 1 to 100 characters 1 (goal) or 0 (miss). Its odd-numbered characters are A's kicks and its even-numbered characters are B's kicks. The shootout is decided within the string.

Output

Print the winning team (A or B) and the number of kicks taken up to and including the one that decided the shootout.""",
        examples=(lines("11111010"), lines("11001111001110")),
        edge_cases=(lines("000000000001"), lines("1101101011"), lines("111111111110"), lines("1110101"), lines("0101000"), lines("0101010")),
        generate=gen_shootout,
    ),
)
