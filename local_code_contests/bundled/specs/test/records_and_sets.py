"""Test problems (never trained on). Records and sets: custom sort orders, ranking records, stacks and queues, sets and maps, intervals on a line and integer-point geometry.

Specs only: build.py turns them into bundled_test.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, join, lines


def gen_numeric_strings(rng):
    n = rng.randint(1, 20)
    nums = []
    for _ in range(n):
        length = rng.choice([1, 2, 3, rng.randint(1, 100)])
        first = str(rng.randint(1, 9)) if length > 1 else str(rng.randint(0, 9))
        nums.append(first + "".join(str(rng.randint(0, 9)) for _ in range(length - 1)))
    if rng.random() < 0.3 and nums:
        nums.append(rng.choice(nums))
    rng.shuffle(nums)
    return lines(len(nums), *nums)

def gen_plates(rng):
    q = rng.randint(1, 30)
    ops = []
    for _ in range(q):
        if rng.random() < 0.6:
            ops.append(f"put {rng.randint(1, rng.choice([9, 10**9]))}")
        else:
            ops.append(f"take {rng.randint(1, rng.choice([2, 5, 20]))}")
    return lines(q, *ops)

def gen_quadrants(rng):
    n = rng.randint(1, 50)
    bound = rng.choice([1, 2, 10**9])
    return lines(n, *(join([rng.randint(-bound, bound), rng.randint(-bound, bound)]) for _ in range(n)))

NAMES = ["ann", "bob", "cid", "dan", "eve", "fay", "gus", "hal", "ivy", "joe", "kim", "lee"]

def gen_tryout(rng):
    n = rng.randint(1, 12)
    names = rng.sample(NAMES, n)
    hi_score, hi_time = rng.choice([(2, 3), (100, 10), (100, 1000)])
    rows = [f"{name} {rng.randint(0, hi_score)} {rng.randint(1, hi_time)}" for name in names]
    return lines(join([n, rng.randint(1, n)]), *rows)

def gen_gap(rng):
    length = rng.choice([10, 50, 10**9])
    n = rng.randint(1, 20)
    segs = []
    for _ in range(n):
        l = rng.randint(0, length)
        r = min(length, l + rng.randint(0, max(1, length // rng.choice([2, 5, 20]))))
        segs.append((l, r))
    return lines(join([length, n]), *(join(s) for s in segs))

def gen_seen_before(rng):
    n = rng.randint(1, 40)
    pool = rng.sample(NAMES, rng.randint(1, len(NAMES)))
    return lines(n, *(rng.choice(pool) for _ in range(n)))

def gen_triangle_points(rng):
    n = rng.randint(3, 40)
    bound = rng.choice([2, 10, 10**4])
    pts = set()
    while len(pts) < n:
        pts.add((rng.randint(-bound, bound), rng.randint(-bound, bound)))
        if len(pts) == (2 * bound + 1) ** 2:
            break
    pts = sorted(pts)
    rng.shuffle(pts)
    return lines(len(pts), *(join(p) for p in pts))


PROBLEMS = (
    Problem(
        name="sort_long_numbers_numeric",
        split="test",
        level="A",
        tags=("sortings", "strings"),
        statement="""You are given n non-negative integers, each of up to 100 digits, so they do not fit in any built-in integer type. Sort them in non-decreasing order of value.

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains one integer of 1 to 100 decimal digits without leading zeros (the number 0 is written as a single digit 0). Numbers may repeat.

Output

Print n lines: the numbers in non-decreasing order.""",
        examples=(lines(5, "31415926535897932384626", "9", "1000", "271828", "31"),),
        edge_cases=(
            lines(1, 0),
            lines(3, "10", "9", "100"),
            lines(4, "0", "7", "0", "70"),
            lines(3, "99999999999999999999", "100000000000000000000", "99999999999999999998"),
            lines(2, "5", "5"),
        ),
        generate=gen_numeric_strings,
    ),
    Problem(
        name="plates_stack_final",
        split="test",
        level="A",
        tags=("data structures", "implementation"),
        statement="""A cook stacks plates. Each plate has a number written on it. The command "put x" places the plate with number x on top of the stack. The command "take k" removes the k plates from the top of the stack, or all the plates if there are fewer than k. The stack is empty at the start. Which plates are in the stack after all the commands?

Input

The first line contains an integer q (1 ≤ q ≤ 100). Each of the next q lines contains a command: put x (1 ≤ x ≤ 10^9) or take k (1 ≤ k ≤ 100).

Output

Print the numbers of the plates left in the stack, from the bottom to the top, on one line separated by spaces. If the stack is empty, print EMPTY.""",
        examples=(lines(6, "put 4", "put 8", "put 15", "take 2", "put 16", "put 23"),),
        edge_cases=(
            lines(1, "take 5"),
            lines(1, "put 1000000000"),
            lines(5, "put 1", "put 2", "put 3", "put 4", "take 4"),
            lines(6, "put 1", "put 2", "put 3", "put 4", "take 10", "put 5"),
            lines(4, "put 7", "put 7", "take 1", "take 1"),
        ),
        generate=gen_plates,
    ),
    Problem(
        name="points_per_quadrant",
        split="test",
        level="A",
        tags=("geometry", "implementation"),
        statement="""The coordinate axes split the plane into four quarters. Quarter I holds the points with x > 0 and y > 0, quarter II those with x < 0 and y > 0, quarter III those with x < 0 and y < 0, and quarter IV those with x > 0 and y < 0. Points lying on an axis belong to no quarter. For n given points, count how many lie in each quarter.

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains two integers x and y (-10^9 ≤ x, y ≤ 10^9).

Output

Print four integers separated by spaces: the numbers of points in quarters I, II, III and IV.""",
        examples=(lines(6, "1 2", "-3 4", "-1 -1", "5 -2", "0 3", "2 2"),),
        edge_cases=(
            lines(1, "0 0"),
            lines(4, "0 5", "5 0", "0 -5", "-5 0"),
            lines(4, "1000000000 1000000000", "-1000000000 1000000000", "-1000000000 -1000000000", "1000000000 -1000000000"),
            lines(3, "-1 1", "-2 2", "-3 3"),
        ),
        generate=gen_quadrants,
    ),
    Problem(
        name="tryout_top_k_names",
        split="test",
        level="A",
        tags=("sortings", "implementation"),
        statement="""n players took part in a tryout; for each player the score and the time spent (in seconds) are known. Players are ranked by score, higher first. Among players with the same score, the one who spent less time is ranked higher, and players with equal score and equal time are ranked alphabetically by name. The k best players in this ranking make the team. Print their names.

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100). Each of the next n lines contains a name (1 to 10 lowercase Latin letters), a score s (0 ≤ s ≤ 100) and a time t (1 ≤ t ≤ 1000). All names are different.

Output

Print k lines: the names of the team members from the best ranked to the k-th.""",
        examples=(lines("5 3", "ann 90 300", "bob 95 500", "cid 90 200", "dan 80 100", "eve 95 600"),),
        edge_cases=(
            lines("1 1", "zed 0 1"),
            lines("3 2", "cat 50 10", "bat 50 10", "ant 50 20"),
            lines("3 3", "a 0 1000", "b 100 1000", "c 100 1"),
            lines("4 1", "x 7 5", "y 7 4", "z 8 900", "w 6 1"),
        ),
        generate=gen_tryout,
    ),
    Problem(
        name="longest_unlit_stretch",
        split="test",
        level="B",
        tags=("sortings", "greedy"),
        statement="""A road goes from point 0 to point L. There are n lamps; lamp i lights the part of the road from l_i to r_i (ends included). What is the length of the longest stretch of the road that no lamp lights? A stretch may begin at 0 or end at L. If every point of the road is lit, or the unlit parts are single points, the answer is 0.

Input

The first line contains two integers L and n (1 ≤ L ≤ 10^9, 1 ≤ n ≤ 100). Each of the next n lines contains two integers l_i and r_i (0 ≤ l_i ≤ r_i ≤ L).

Output

Print one integer: the length of the longest unlit stretch.""",
        examples=(lines("20 3", "2 5", "4 8", "12 15"),),
        edge_cases=(
            lines("10 1", "0 10"),
            lines("10 1", "5 5"),
            lines("10 2", "0 3", "3 10"),
            lines("1000000000 2", "0 0", "1000000000 1000000000"),
            lines("10 3", "0 2", "8 9", "1 3"),
            lines("10 2", "4 6", "0 1"),
        ),
        generate=gen_gap,
    ),
    Problem(
        name="name_seen_before_check",
        split="test",
        level="A",
        tags=("data structures", "strings"),
        statement="""n visitors signed the guest book one after another, each writing a name. For every entry, tell whether the same name had already appeared in an earlier entry.

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains a name of 1 to 10 lowercase Latin letters.

Output

Print n lines. On the i-th line print YES if the i-th name appeared among the first i - 1 entries and NO otherwise.""",
        examples=(lines(5, "tom", "ann", "tom", "bob", "ann"),),
        edge_cases=(
            lines(1, "a"),
            lines(3, "x", "x", "x"),
            lines(4, "ab", "ba", "a", "b"),
            lines(4, "eve", "bob", "ann", "eve"),
        ),
        generate=gen_seen_before,
    ),
    Problem(
        name="largest_triangle_from_points",
        split="test",
        level="B",
        tags=("geometry", "brute force"),
        statement="""n different points with integer coordinates are given. Choose three of them so that the triangle with these vertices has the largest possible area. Print twice that area (it is an integer). If all the points lie on one line, the answer is 0.

Input

The first line contains an integer n (3 ≤ n ≤ 50). Each of the next n lines contains two integers x and y (-10^4 ≤ x, y ≤ 10^4), the coordinates of a point. All points are different.

Output

Print one integer: twice the largest area of a triangle with vertices among the given points.""",
        examples=(lines(5, "0 0", "4 0", "0 3", "1 1", "2 1"),),
        edge_cases=(
            lines(3, "0 0", "1 1", "2 2"),
            lines(3, "0 0", "0 1", "1 0"),
            lines(4, "-10000 -10000", "10000 -10000", "10000 10000", "-10000 10000"),
            lines(4, "0 0", "1 0", "2 0", "1 -5"),
            lines(3, "0 0", "1 0", "0 1"),
        ),
        generate=gen_triangle_points,
    ),
)
