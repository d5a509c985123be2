"""Training problems. Records and sets: custom sort orders, ranking records, stacks and queues, sets and maps, intervals on a line and integer-point geometry.

Specs only: build.py turns them into bundled_train.jsonl (problem_spec.py describes a spec)."""

import math
import string

from ...problem_spec import Problem, int_array, join, lines, word


def gen_thomas_rank(rng):
    n = rng.randint(1, 30)
    rows = [int_array(rng, 4, rng.choice([0, 90]), 100) for _ in range(n)]
    if n > 1 and rng.random() < 0.5:  # someone ties with Thomas
        other = rng.randrange(1, n)
        rows[other] = rows[0][::-1]
    return lines(n, *(join(r) for r in rows))

def gen_digit_sum_sort(rng):
    n = rng.randint(1, 40)
    pool = rng.choice([[10, 100, 1, 1000, 19, 91, 28, 82, 37, 73, 55, 46, 64, 2, 20, 11], None])
    values = [rng.choice(pool) if pool else rng.randint(1, rng.choice([100, 10**9])) for _ in range(n)]
    return lines(n, join(values))

def gen_points_distance(rng):
    n = rng.randint(1, 40)
    bound = rng.choice([3, 10, 10000])
    pts = [(rng.randint(-bound, bound), rng.randint(-bound, bound)) for _ in range(n)]
    return lines(n, *(join(p) for p in pts))

def gen_custom_alphabet(rng):
    order = list(string.ascii_lowercase)
    rng.shuffle(order)
    letters = "".join(rng.sample(string.ascii_lowercase, rng.randint(2, 6)))
    n = rng.randint(1, 25)
    words = []
    for _ in range(n):
        if words and rng.random() < 0.3:  # a prefix or an extension of an earlier word
            base = rng.choice(words)
            words.append(base[: rng.randint(1, len(base))] if rng.random() < 0.5 else (base + word(rng, rng.randint(1, 3), letters))[:10])
        else:
            words.append(word(rng, rng.randint(1, 10), letters))
    return lines("".join(order), n, *words)

def gen_pairs_two_keys(rng):
    n = rng.randint(1, 40)
    bound = rng.choice([3, 100, 10**9])
    return lines(n, *(join([rng.randint(-bound, bound), rng.randint(-bound, bound)]) for _ in range(n)))

def gen_unordered_pairs(rng):
    n = rng.randint(1, 40)
    bound = rng.choice([3, 5, 10**9])
    return lines(n, *(join([rng.randint(1, bound), rng.randint(1, bound)]) for _ in range(n)))

def gen_set_queries(rng):
    q = rng.randint(1, 40)
    bound = rng.choice([3, 10, 10**9])
    seen = [rng.randint(-bound, bound)]
    ops = []
    for _ in range(q):
        x = rng.choice(seen) if rng.random() < 0.7 else rng.randint(-bound, bound)
        seen.append(x)
        ops.append(f"{rng.choice(['add', 'add', 'remove', 'check', 'check'])} {x}")
    if not any(op.startswith("check") for op in ops):
        ops[-1] = "check " + ops[-1].split()[1]
    return lines(q, *ops)

def gen_sym_diff(rng):
    bound = rng.choice([5, 20, 10**9])
    n, m = rng.randint(1, 30), rng.randint(1, 30)
    a = int_array(rng, n, -bound, bound)
    b = [rng.choice(a) if rng.random() < 0.5 else rng.randint(-bound, bound) for _ in range(m)]
    return lines(n, join(a), m, join(b))

def gen_equal_pairs(rng):
    n = rng.randint(1, 200)
    bound = rng.choice([1, 3, 10, 10**9])
    return lines(n, join(int_array(rng, n, -bound, bound)))

NAMES = ["ann", "bob", "cid", "dan", "eve", "fay", "gus", "hal", "ivy", "joe"]

def gen_queue_ops(rng):
    q = rng.randint(1, 30)
    p = rng.choice([0.3, 0.5, 0.7])
    events = [f"join {rng.choice(NAMES)}" if rng.random() < p else "serve" for _ in range(q)]
    if "serve" not in events:
        events[-1] = "serve"
    return lines(q, *events)

def gen_browser(rng):
    q = rng.randint(1, 30)
    p = rng.choice([0.3, 0.5, 0.7])
    pages = ["home", "news", "mail", "maps", "wiki", "shop", "blog"]
    return lines(q, *(f"open {rng.choice(pages)}" if rng.random() < p else "back" for _ in range(q)))

def gen_rect_points(rng):
    bound = rng.choice([5, 1000])
    x1, x2 = sorted(rng.sample(range(-bound, bound + 1), 2))
    y1, y2 = sorted(rng.sample(range(-bound, bound + 1), 2))
    n = rng.randint(1, 40)
    pts = []
    for _ in range(n):
        if rng.random() < 0.3:  # on the border
            pts.append((rng.choice([x1, x2]), rng.randint(y1, y2)) if rng.random() < 0.5 else (rng.randint(x1, x2), rng.choice([y1, y2])))
        else:
            pts.append((rng.randint(-bound, bound), rng.randint(-bound, bound)))
    return lines(join([x1, y1, x2, y2]), n, *(join(p) for p in pts))

def gen_one_line(rng):
    n = rng.randint(2, 30)
    big = rng.random() < 0.5
    dx, dy = rng.choice([(1, 0), (0, 1), (1, 1), (2, -3), (65536, 1), (40000, 70000)])
    x0, y0 = rng.randint(-1000, 1000), rng.randint(-1000, 1000)
    ks = rng.sample(range(-12000 if big else -20, 12001 if big else 21), n)
    pts = [(x0 + k * dx, y0 + k * dy) for k in ks]
    pts = [(x, y) for x, y in pts if abs(x) <= 10**9 and abs(y) <= 10**9][:n]
    while len(pts) < 2:
        pts.append((x0 + len(pts) * 7 + 1, y0))
    if rng.random() < 0.5:  # move one point off the line
        i = rng.randrange(len(pts))
        x, y = pts[i]
        shift = rng.choice([1, 65536, 2**16 * 3])
        candidate = (x, y + shift if abs(y + shift) <= 10**9 else y - shift)
        if candidate not in pts:
            pts[i] = candidate
    rng.shuffle(pts)
    return lines(len(pts), *(join(p) for p in pts))

def gen_side_of_line(rng):
    t = rng.randint(1, 10)
    rows = []
    for _ in range(t):
        bound = rng.choice([5, 10**9])
        x1, y1 = rng.randint(-bound, bound), rng.randint(-bound, bound)
        x2, y2 = x1, y1
        while (x2, y2) == (x1, y1):
            x2, y2 = rng.randint(-bound, bound), rng.randint(-bound, bound)
        if rng.random() < 0.3 and bound == 5:
            k = rng.randint(-2, 2)
            x3, y3 = x1 + k * (x2 - x1), y1 + k * (y2 - y1)
        else:
            x3, y3 = rng.randint(-bound, bound), rng.randint(-bound, bound)
        rows.append(join([x1, y1, x2, y2, x3, y3]))
    return lines(t, *rows)

def gen_segments(rng, max_n=30):
    n = rng.randint(1, max_n)
    bound = rng.choice([5, 20, 10**9])
    segs = []
    for _ in range(n):
        if segs and rng.random() < 0.2:
            segs.append(rng.choice(segs))
        else:
            l, r = sorted([rng.randint(1, bound), rng.randint(1, bound)])
            segs.append((l, r))
    return n, segs

def gen_nested(rng):
    n, segs = gen_segments(rng)
    return lines(n, *(join(s) for s in segs))

def gen_cover_all(rng):
    n, segs = gen_segments(rng)
    if rng.random() < 0.5:  # add a covering segment, maybe twice
        lo, hi = min(s[0] for s in segs), max(s[1] for s in segs)
        for _ in range(rng.randint(1, 2)):
            segs.insert(rng.randint(0, len(segs)), (lo, hi))
    return lines(len(segs), *(join(s) for s in segs))

def gen_stack_perm(rng):
    n = rng.randint(1, 12)
    if rng.random() < 0.6:  # a sequence that a stack can produce
        out, st, nxt = [], [], 1
        while len(out) < n:
            if nxt <= n and (not st or rng.random() < 0.5):
                st.append(nxt)
                nxt += 1
            else:
                out.append(st.pop())
    else:
        out = list(range(1, n + 1))
        rng.shuffle(out)
    return lines(n, join(out))

def gen_merge(rng):
    n = rng.randint(1, 30)
    bound = rng.choice([10, 30, 10**9])
    segs = []
    for _ in range(n):
        l = rng.randint(0, bound)
        r = min(bound, l + rng.randint(0, max(1, bound // rng.choice([3, 10]))))
        segs.append((l, r))
    return lines(n, *(join(s) for s in segs))

def gen_polygon(rng):
    bound = rng.choice([10, 1000, 10**6])
    while True:
        n = rng.randint(3, 30)
        pts = set()
        while len(pts) < n:
            p = (rng.randint(-bound, bound), rng.randint(-bound, bound))
            if p != (0, 0):
                pts.add(p)
        by_angle = {}
        for x, y in pts:
            by_angle.setdefault(math.atan2(y, x), (x, y))
        angles = sorted(by_angle)
        if len(angles) < 3:
            continue
        gaps = [b - a for a, b in zip(angles, angles[1:])] + [angles[0] + 2 * math.pi - angles[-1]]
        if max(gaps) < math.pi - 1e-9:
            break
    poly = [by_angle[a] for a in angles]
    if rng.random() < 0.5:
        poly.reverse()
    k = rng.randrange(len(poly))
    poly = poly[k:] + poly[:k]
    return lines(len(poly), *(join(p) for p in poly))

def gen_square(rng):
    bound = 5000
    x, y = rng.randint(-bound, bound), rng.randint(-bound, bound)
    dx, dy = rng.randint(-bound, bound), rng.randint(-bound, bound)
    if (dx, dy) == (0, 0):
        dx = 1
    kind = rng.choice(["square", "square", "rhombus", "rectangle", "random"])
    if kind == "square":
        pts = [(x, y), (x + dx, y + dy), (x + dx - dy, y + dy + dx), (x - dy, y + dx)]
    elif kind == "rhombus":
        ex, ey = dy, dx  # same length as (dx, dy)
        if (ex, ey) in ((dx, dy), (-dx, -dy)):
            ex, ey = -dx, dy
        pts = [(x, y), (x + dx, y + dy), (x + dx + ex, y + dy + ey), (x + ex, y + ey)]
    elif kind == "rectangle":
        k = rng.randint(2, 3)
        pts = [(x, y), (x + dx, y + dy), (x + dx - k * dy, y + dy + k * dx), (x - k * dy, y + k * dx)]
    else:
        pts = [(rng.randint(-bound, bound), rng.randint(-bound, bound)) for _ in range(4)]
    if len(set(pts)) < 4:
        pts = [(0, 0), (0, 1), (1, 1), (2, 0)]
    rng.shuffle(pts)
    return lines(*(join(p) for p in pts))


PROBLEMS = (
    Problem(
        name="thomas_rank_by_total",
        split="train",
        level="A",
        tags=("sortings", "implementation"),
        statement="""n students wrote four exams; student i has id i and scores a_i, b_i, c_i, d_i. The teacher sorts the students by the sum of their four scores, from the largest sum to the smallest. Students with equal sums are ordered by increasing id. Thomas is the student with id 1. At which position (counting from 1) does Thomas stand in this list?

Input

The first line contains an integer n (1 ≤ n ≤ 1000). The i-th of the next n lines contains four integers a_i, b_i, c_i, d_i (0 ≤ a_i, b_i, c_i, d_i ≤ 100), the scores of the student with id i.

Output

Print one integer: the position of Thomas in the sorted list.""",
        examples=(lines(5, "100 98 100 100", "100 100 100 100", "100 100 99 99", "90 99 90 100", "100 98 60 99"),),
        edge_cases=(
            lines(1, "0 0 0 0"),
            lines(3, "50 50 50 50", "50 50 50 50", "100 0 100 0"),
            lines(4, "0 0 0 1", "100 100 100 100", "0 0 0 0", "1 0 0 0"),
            lines(2, "100 100 100 100", "100 100 100 100"),
            lines(3, "10 10 10 10", "40 0 0 0", "41 0 0 0"),
        ),
        generate=gen_thomas_rank,
    ),
    Problem(
        name="sort_by_digit_sum_then_value",
        split="train",
        level="A",
        tags=("sortings",),
        statement="""Sort n positive integers by the sum of their decimal digits, from the smallest digit sum to the largest. Numbers with equal digit sums go in increasing order of their values. Equal numbers are kept, each as many times as it occurs.

Input

The first line contains an integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^9).

Output

Print the n numbers in the described order on one line, separated by spaces.""",
        examples=(lines(6, "91 5 100 23 19 1000"),),
        edge_cases=(
            lines(1, 7),
            lines(4, "100 10 1000 1"),
            lines(5, "91 19 82 28 55"),
            lines(3, "999999999 1000000000 99"),
            lines(4, "5 5 14 5"),
        ),
        generate=gen_digit_sum_sort,
    ),
    Problem(
        name="sort_points_by_distance_origin",
        split="train",
        level="A",
        tags=("sortings", "geometry"),
        statement="""n points with integer coordinates are marked on a plane. Sort them by their (Euclidean) distance to the origin (0, 0), nearest first. Points at equal distance go in increasing order of x, and points with equal distance and equal x in increasing order of y. Equal points are kept, each as many times as it occurs.

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains two integers x and y (-10^4 ≤ x, y ≤ 10^4), the coordinates of a point.

Output

Print n lines: the points in the described order, each as two integers x and y separated by a space.""",
        examples=(lines(5, "3 4", "-5 0", "1 1", "0 -2", "2 -1"),),
        edge_cases=(
            lines(1, "0 0"),
            lines(4, "0 5", "3 4", "4 3", "-4 -3"),
            lines(3, "2 2", "3 0", "0 3"),
            lines(3, "10000 10000", "-10000 -10000", "10000 -10000"),
            lines(3, "1 0", "1 0", "0 1"),
        ),
        generate=gen_points_distance,
    ),
    Problem(
        name="sort_words_custom_alphabet",
        split="train",
        level="A",
        tags=("sortings", "strings"),
        statement="""On a distant planet the 26 Latin letters are used, but the alphabet lists them in a different order. Words are compared as in a dictionary, using that order of letters: the first position where two words differ decides, and if one word is a prefix of the other, the shorter word comes first. Sort the given words in this order.

Input

The first line contains a string of 26 different lowercase Latin letters: the planet's alphabet, from the first letter to the last. The second line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains a word of 1 to 10 lowercase Latin letters. Words may repeat.

Output

Print n lines: the words sorted in the planet's dictionary order (a repeated word is printed as many times as it occurs).""",
        examples=(lines("zyxwvutsrqponmlkjihgfedcba", 4, "apple", "bed", "app", "zoo"),),
        edge_cases=(
            lines("abcdefghijklmnopqrstuvwxyz", 1, "q"),
            lines("bacdefghijklmnopqrstuvwxyz", 3, "ab", "ba", "b"),
            lines("qwertyuiopasdfghjklzxcvbnm", 5, "qq", "q", "wq", "qw", "q"),
            lines("bcdefghijklmnopqrstuvwxyza", 4, "abc", "bcd", "cde", "ab"),
        ),
        generate=gen_custom_alphabet,
    ),
    Problem(
        name="sort_pairs_first_asc_second_desc",
        split="train",
        level="A",
        tags=("sortings",),
        statement="""You are given n pairs of integers (a_i, b_i). Sort them so that the first numbers go in increasing order; pairs with equal first numbers must go in decreasing order of their second numbers.

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains two integers a_i and b_i (-10^9 ≤ a_i, b_i ≤ 10^9).

Output

Print n lines: the sorted pairs, each as two integers separated by a space.""",
        examples=(lines(5, "2 1", "1 5", "2 7", "1 -3", "0 0"),),
        edge_cases=(
            lines(1, "-1000000000 1000000000"),
            lines(3, "5 1", "5 2", "5 3"),
            lines(3, "3 3", "2 2", "1 1"),
            lines(4, "0 -1000000000", "0 1000000000", "-1 0", "0 0"),
            lines(2, "7 7", "7 7"),
        ),
        generate=gen_pairs_two_keys,
    ),
    Problem(
        name="distinct_unordered_pairs",
        split="train",
        level="A",
        tags=("data structures", "implementation"),
        statement="""n handshakes were recorded; the i-th record says that persons a_i and b_i shook hands. A record "a b" and a record "b a" describe the same pair of persons. How many different pairs of persons are there in the records? A record may also name the same person twice; such a pair is counted like any other.

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains two integers a_i and b_i (1 ≤ a_i, b_i ≤ 10^9).

Output

Print the number of different unordered pairs.""",
        examples=(lines(5, "1 2", "2 1", "3 1", "1 3", "2 3"),),
        edge_cases=(
            lines(1, "5 5"),
            lines(3, "4 4", "4 4", "4 4"),
            lines(4, "1000000000 1", "1 1000000000", "1 1", "1000000000 1000000000"),
            lines(3, "1 2", "1 3", "2 3"),
            lines(2, "7 9", "9 7"),
        ),
        generate=gen_unordered_pairs,
    ),
    Problem(
        name="set_add_remove_queries",
        split="train",
        level="A",
        tags=("data structures",),
        statement="""Keep a set of integers, empty at the start, and process q operations: "add x" puts x into the set (nothing changes if x is already there), "remove x" deletes x from the set (nothing changes if x is not there), and "check x" asks whether x is in the set.

Input

The first line contains an integer q (1 ≤ q ≤ 100). Each of the next q lines contains one operation: the word add, remove or check, a space and an integer x (-10^9 ≤ x ≤ 10^9). There is at least one check operation.

Output

For each check operation print YES if x is in the set at that moment and NO otherwise, each answer on its own line.""",
        examples=(lines(6, "add 5", "check 5", "add 5", "remove 5", "check 5", "check 7"),),
        edge_cases=(
            lines(1, "check 0"),
            lines(4, "remove 1", "add 1", "add 1", "check 1"),
            lines(5, "add -1000000000", "add 1000000000", "remove 1000000000", "check -1000000000", "check 1000000000"),
            lines(5, "add 2", "add 2", "add 2", "remove 2", "check 2"),
        ),
        generate=gen_set_queries,
    ),
    Problem(
        name="symmetric_difference_sorted",
        split="train",
        level="A",
        tags=("data structures", "sortings"),
        statement="""You are given two lists of integers a and b. Find all values that occur in exactly one of the two lists (in a, but not in b, or in b, but not in a). A value that repeats inside one list is still reported only once.

Input

The first line contains an integer n (1 ≤ n ≤ 100), the second line n integers a_1, ..., a_n. The third line contains an integer m (1 ≤ m ≤ 100), the fourth line m integers b_1, ..., b_m. All values are between -10^9 and 10^9.

Output

Print the found values in increasing order on one line, separated by spaces. If there are none, print NONE.""",
        examples=(lines(5, "1 2 2 3 5", 4, "3 4 4 1"),),
        edge_cases=(
            lines(1, 7, 1, 7),
            lines(3, "2 2 2", 1, 5),
            lines(2, "1000000000 -1000000000", 2, "-1000000000 0"),
            lines(4, "1 1 2 2", 3, "2 1 1"),
            lines(1, -3, 3, "-3 -3 -3"),
        ),
        generate=gen_sym_diff,
    ),
    Problem(
        name="equal_value_index_pairs",
        split="train",
        level="A",
        tags=("data structures", "combinatorics"),
        statement="""Count the pairs of indices (i, j) with i < j whose array elements are equal, that is, a_i = a_j.

Input

The first line contains an integer n (1 ≤ n ≤ 1000). The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the number of such pairs.""",
        examples=(lines(6, "3 1 3 3 2 1"),),
        edge_cases=(
            lines(1, 5),
            lines(2, "4 4"),
            lines(3, "1 2 3"),
            lines(5, "-1000000000 1000000000 -1000000000 1000000000 -1000000000"),
            lines(1000, join([7] * 1000)),
        ),
        generate=gen_equal_pairs,
    ),
    Problem(
        name="queue_join_serve",
        split="train",
        level="A",
        tags=("data structures", "implementation"),
        statement="""People line up at a ticket window that serves them in the order they came. Process q events: "join name" means a person with this name stands at the end of the line; "serve" means the window serves the person at the front of the line, who then leaves the line.

Input

The first line contains an integer q (1 ≤ q ≤ 100). Each of the next q lines contains one event: join followed by a space and a name of 1 to 10 lowercase Latin letters, or the word serve. There is at least one serve event. Different people may have the same name.

Output

For each serve event print, on its own line, the name of the person served, or EMPTY if nobody was in the line.""",
        examples=(lines(6, "join ann", "join bob", "serve", "join cid", "serve", "serve"),),
        edge_cases=(
            lines(1, "serve"),
            lines(2, "join zed", "serve"),
            lines(4, "join ann", "serve", "serve", "serve"),
            lines(5, "join a", "join b", "join c", "serve", "serve"),
            lines(4, "join x", "join x", "serve", "serve"),
        ),
        generate=gen_queue_ops,
    ),
    Problem(
        name="browser_back_history",
        split="train",
        level="A",
        tags=("data structures", "implementation"),
        statement="""A web browser starts on the page home. It has two commands. "open p" goes to page p, and the page that was shown before is remembered in the history. "back" returns to the most recently remembered page and forgets it from the history; if the history is empty, back does nothing. Print the shown page after every command.

Input

The first line contains an integer q (1 ≤ q ≤ 100). Each of the next q lines contains a command: open followed by a space and a page name of 1 to 10 lowercase Latin letters, or the word back.

Output

Print q lines: the page shown after each command.""",
        examples=(lines(6, "open news", "open mail", "back", "open maps", "back", "back"),),
        edge_cases=(
            lines(1, "back"),
            lines(3, "open home", "back", "back"),
            lines(5, "open a", "open b", "open c", "back", "back"),
            lines(4, "open x", "back", "back", "open y"),
        ),
        generate=gen_browser,
    ),
    Problem(
        name="points_inside_rectangle",
        split="train",
        level="A",
        tags=("geometry", "implementation"),
        statement="""A rectangle with sides parallel to the axes has its lower left corner at (x_1, y_1) and its upper right corner at (x_2, y_2). How many of the given n points lie inside the rectangle or on its border?

Input

The first line contains four integers x_1, y_1, x_2, y_2 (-1000 ≤ x_1 < x_2 ≤ 1000, -1000 ≤ y_1 < y_2 ≤ 1000). The second line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains two integers x and y (-1000 ≤ x, y ≤ 1000), the coordinates of a point.

Output

Print the number of points inside the rectangle or on its border.""",
        examples=(lines("0 0 4 3", 5, "1 1", "4 3", "5 2", "2 0", "-1 -1"),),
        edge_cases=(
            lines("0 0 1 1", 1, "0 0"),
            lines("-1000 -1000 1000 1000", 2, "1000 -1000", "0 0"),
            lines("1 1 2 2", 3, "0 1", "3 2", "1 3"),
            lines("-5 -5 5 5", 4, "-5 0", "5 5", "0 5", "0 -6"),
        ),
        generate=gen_rect_points,
    ),
    Problem(
        name="all_points_on_one_line",
        split="train",
        level="A",
        tags=("geometry",),
        statement="""n different points with integer coordinates are given. Do all of them lie on one straight line?

Input

The first line contains an integer n (2 ≤ n ≤ 100). Each of the next n lines contains two integers x and y (-10^9 ≤ x, y ≤ 10^9), the coordinates of a point. All points are different. Products of coordinate differences may not fit in a 32-bit integer.

Output

Print YES if all the points lie on one line and NO otherwise.""",
        examples=(lines(3, "0 0", "2 2", "-1 -1"), lines(3, "0 0", "1 0", "0 1")),
        edge_cases=(
            lines(2, "-1000000000 -1000000000", "1000000000 1000000000"),
            lines(3, "0 0", "65536 0", "0 65536"),
            lines(4, "5 1", "5 -7", "5 100", "5 0"),
            lines(3, "0 0", "1000000000 999999999", "999999999 999999998"),
            lines(3, "1 1", "2 2", "3 4"),
        ),
        generate=gen_one_line,
    ),
    Problem(
        name="point_side_of_line",
        split="train",
        level="A",
        tags=("geometry",),
        statement="""A line passes through two different points p_1 = (x_1, y_1) and p_2 = (x_2, y_2) and is directed from p_1 to p_2. For a point p_3 = (x_3, y_3), tell whether it lies to the left of the line (when you walk from p_1 towards p_2), to the right of it, or on the line itself. Answer t such questions.

Input

The first line contains an integer t (1 ≤ t ≤ 100). Each of the next t lines contains six integers x_1, y_1, x_2, y_2, x_3, y_3, each between -10^9 and 10^9; p_1 and p_2 are different. The computation needs 64-bit integers.

Output

For each question print LEFT, RIGHT or TOUCH (if p_3 is on the line) on its own line.""",
        examples=(lines(3, "1 1 5 3 2 3", "1 1 5 3 4 1", "1 1 5 3 3 2"),),
        edge_cases=(
            lines(1, "0 0 1 0 0 1"),
            lines(1, "0 0 1 0 0 -1"),
            lines(2, "0 0 1 1 -7 -7", "0 0 1 1 5 5"),
            lines(2, "-1000000000 -1000000000 1000000000 1000000000 1000000000 -1000000000", "1000000000 -1000000000 -1000000000 1000000000 -1000000000 -999999999"),
            lines(1, "3 3 3 -5 0 0"),
        ),
        generate=gen_side_of_line,
    ),
    Problem(
        name="nested_segment_pairs",
        split="train",
        level="A",
        tags=("implementation", "brute force"),
        statement="""n segments lie on a line; the i-th goes from l_i to r_i. Segment i lies inside segment j if l_j ≤ l_i and r_i ≤ r_j. Count the ordered pairs (i, j) with i ≠ j such that segment i lies inside segment j. Two equal segments lie inside each other, so they give two pairs.

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains two integers l_i and r_i (1 ≤ l_i ≤ r_i ≤ 10^9).

Output

Print the number of such ordered pairs.""",
        examples=(lines(4, "1 10", "2 5", "3 5", "6 12"),),
        edge_cases=(
            lines(1, "1 1"),
            lines(2, "3 7", "3 7"),
            lines(3, "1 5", "1 3", "3 5"),
            lines(3, "1 2", "3 4", "5 6"),
            lines(3, "1 1000000000", "1000000000 1000000000", "1 1"),
        ),
        generate=gen_nested,
    ),
    Problem(
        name="segment_covering_all",
        split="train",
        level="A",
        tags=("implementation", "sortings"),
        statement="""n segments lie on a line; the i-th goes from l_i to r_i. Find a segment that contains every other segment, that is, a segment i with l_i ≤ l_j and r_j ≤ r_i for every j. If several segments qualify (they are then equal), choose the one with the smallest number.

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains two integers l_i and r_i (1 ≤ l_i ≤ r_i ≤ 10^9). Segments are numbered from 1 in input order.

Output

Print the number of the found segment, or -1 if no segment contains all the others.""",
        examples=(lines(3, "2 5", "1 10", "3 10"), lines(3, "1 5", "2 6", "3 4")),
        edge_cases=(
            lines(1, "4 4"),
            lines(3, "1 5", "1 10", "2 10"),
            lines(3, "2 9", "1 9", "1 9"),
            lines(2, "1 1000000000", "1 1000000000"),
            lines(2, "1 2", "3 4"),
        ),
        generate=gen_cover_all,
    ),
    Problem(
        name="stack_permutation_check",
        split="train",
        level="B",
        tags=("data structures", "greedy"),
        statement="""Wagons numbered 1, 2, ..., n arrive in this order at a dead-end siding. A wagon that enters the siding can leave it only after every wagon that entered later has already left (the siding works like a stack). At any moment the next arriving wagon may enter the siding, or the wagon nearest the exit may leave it. Every wagon must enter and leave exactly once. Can the wagons leave the siding in the given order?

Input

The first line contains an integer n (1 ≤ n ≤ 100). The second line contains a permutation p_1, p_2, ..., p_n of the numbers 1 to n: the required order of leaving.

Output

Print YES if the wagons can leave in this order and NO otherwise.""",
        examples=(lines(5, "2 1 5 4 3"), lines(3, "3 1 2")),
        edge_cases=(
            lines(1, 1),
            lines(3, "3 2 1"),
            lines(3, "1 2 3"),
            lines(4, "2 4 3 1"),
            lines(5, "4 5 3 2 1"),
            lines(5, "1 5 2 4 3"),
        ),
        generate=gen_stack_perm,
    ),
    Problem(
        name="merge_overlapping_intervals",
        split="train",
        level="B",
        tags=("sortings", "greedy"),
        statement="""n closed intervals [l_i, r_i] are given on a number line. Repeatedly join two intervals that have at least one common point (intervals that only touch at an end, like [1, 3] and [3, 5], are joined too) until no two intervals have a common point. Print the resulting intervals.

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains two integers l_i and r_i (0 ≤ l_i ≤ r_i ≤ 10^9).

Output

On the first line print k, the number of resulting intervals. Then print k lines, each with the two ends of an interval, in increasing order of their left ends.""",
        examples=(lines(5, "1 3", "8 10", "2 6", "15 18", "6 7"),),
        edge_cases=(
            lines(1, "5 5"),
            lines(2, "1 3", "3 5"),
            lines(2, "1 2", "3 4"),
            lines(3, "0 1000000000", "5 6", "7 8"),
            lines(4, "4 4", "4 4", "2 3", "5 5"),
        ),
        generate=gen_merge,
    ),
    Problem(
        name="polygon_double_area",
        split="train",
        level="B",
        tags=("geometry", "math"),
        statement="""A simple polygon (its sides do not cross each other) has n vertices with integer coordinates, listed in order along its border, either clockwise or counter-clockwise. Its area times two is always an integer. Print twice the area of the polygon.

Input

The first line contains an integer n (3 ≤ n ≤ 100). Each of the next n lines contains two integers x_i and y_i (-10^6 ≤ x_i, y_i ≤ 10^6), the coordinates of the i-th vertex. The answer may not fit in a 32-bit integer.

Output

Print one integer: twice the area of the polygon.""",
        examples=(lines(4, "0 0", "4 0", "4 3", "0 3"), lines(5, "0 0", "0 2", "1 1", "2 2", "2 0")),
        edge_cases=(
            lines(3, "0 0", "1 0", "0 1"),
            lines(3, "0 0", "0 1", "1 0"),
            lines(4, "-1000000 -1000000", "-1000000 1000000", "1000000 1000000", "1000000 -1000000"),
            lines(6, "0 0", "3 0", "3 1", "1 1", "1 3", "0 3"),
        ),
        generate=gen_polygon,
    ),
    Problem(
        name="square_from_four_points",
        split="train",
        level="B",
        tags=("geometry",),
        statement="""Four different points with integer coordinates are given in arbitrary order. Are they the four vertices of a square? The sides of the square do not have to be parallel to the axes.

Input

Four lines, each with two integers x and y (-10^4 ≤ x, y ≤ 10^4), the coordinates of a point. All four points are different.

Output

Print YES if the points are the vertices of a square and NO otherwise.""",
        examples=(lines("0 0", "1 1", "1 0", "0 1"), lines("0 0", "2 1", "3 3", "1 2")),
        edge_cases=(
            lines("1 0", "0 2", "-1 0", "0 -2"),
            lines("8 8", "0 0", "1 7", "7 1"),
            lines("0 0", "2 0", "2 1", "0 1"),
            lines("0 0", "3 4", "-1 7", "-4 3"),
            lines("-10000 -10000", "10000 -10000", "10000 10000", "-10000 10000"),
            lines("0 0", "1 0", "2 0", "3 0"),
        ),
        generate=gen_square,
    ),
)
