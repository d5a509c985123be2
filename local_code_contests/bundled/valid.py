"""Validation problems (never trained on).

Specs only: build.py turns them into bundled_<split>.jsonl (problem_spec.py describes a spec)."""

from .problem_spec import Problem, big_int, int_array, join, lines, value_range, word


def gen_bus_stops(rng):
    n = rng.randint(2, 100)
    inside, rows = 0, []
    for stop in range(n):
        if stop == n - 1:
            leave, enter = inside, 0
        else:
            leave = rng.randint(0, inside) if stop else 0
            enter = rng.randint(0, 1000)
        inside += enter - leave
        rows.append(join([leave, enter]))
    return lines(n, *rows)



def gen_queue(rng):
    n = rng.randint(1, 50)
    t = rng.choice([rng.randint(1, 5), rng.randint(1, 50)])  # small t keeps the queue far from sorted
    return lines(join([n, t]), word(rng, n, "BG"))



def gen_matrix(rng):
    n, m = rng.randint(1, 20), rng.randint(1, 20)
    return lines(join([n, m]), *(join(int_array(rng, m, -100, 100)) for _ in range(n)))



def gen_kth(rng):
    n = rng.randint(1, 100)
    return lines(join([n, rng.randint(1, n)]), join(int_array(rng, n, -50, 50)))



def gen_equalize(rng):
    n = rng.randint(1, 100)
    high = rng.choice([10, 10**9])
    return lines(n, join(int_array(rng, n, 0, high)))



def gen_occurrences(rng):
    alphabet = rng.choice(["a", "ab", "abc"])
    s = word(rng, rng.randint(1, 200), alphabet)
    return lines(s, word(rng, rng.randint(1, min(4, len(s))), alphabet))



def gen_pair_product(rng):
    n = rng.randint(2, 100)
    low, high = value_range(rng, 10**9)
    return lines(n, join(int_array(rng, n, low, high)))



def gen_common_prefix(rng):
    n = rng.randint(1, 10)
    base = word(rng, rng.randint(1, 10), "ab")
    rows = []
    for _ in range(n):
        keep = rng.randint(0, len(base))
        rows.append((base[:keep] + word(rng, rng.randint(0, 5), "ab")) or "a")
    return lines(n, *rows)



def gen_words_line(rng):
    return lines(" ".join(word(rng, rng.randint(1, 8)) for _ in range(rng.randint(1, 20))))



PROBLEMS = (
    Problem(
        name="halving_steps",
        split="valid",
        level="A",
        tags=("math", "bitmasks"),
        statement="""Start with a non-negative integer n. While n is not zero: if n is even, divide it by 2; otherwise subtract 1. How many operations are made?

Input

The only line contains one integer n (0 ≤ n ≤ 10^18).

Output

Print the number of operations.""",
        examples=(lines(14),),
        note="14 → 7 → 6 → 3 → 2 → 1 → 0 takes 6 operations.",
        edge_cases=(lines(0), lines(1), lines(10**18), lines(2**59 - 1)),
        generate=lambda rng: lines(big_int(rng)),
    ),
    Problem(
        name="matrix_transpose",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""Print the transpose of a matrix with n rows and m columns: the matrix with m rows and n columns whose i-th row is the i-th column of the original.

Input

The first line contains two integers n and m (1 ≤ n, m ≤ 20).

Each of the next n lines contains m integers between -100 and 100.

Output

Print m lines with n integers each, separated by spaces.""",
        examples=(lines("2 3", "1 2 3", "4 5 6"),),
        edge_cases=(lines("1 1", 5), lines("1 4", "1 2 3 4"), lines("3 1", 7, 8, 9), lines("2 2", "1 2", "3 4")),
        generate=gen_matrix,
    ),
    Problem(
        name="robot_distance",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""A robot starts at the point (0, 0) and follows a list of moves: U increases y by 1, D decreases y by 1, R increases x by 1 and L decreases x by 1. After all moves, what is the Manhattan distance |x| + |y| from the robot to the start?

Input

The only line contains a string of characters U, D, L and R of length from 1 to 100.

Output

Print the distance.""",
        examples=(lines("UURDL"),),
        edge_cases=(lines("L"), lines("DDDD"), lines("UDLR"), lines("RRRRUUU")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 100), rng.choice(["UDLR", "DL", "UUDLRRL"]))),
    ),
    Problem(
        name="bus_occupancy",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""A bus makes n stops. It is empty before the first stop. At stop i, first a_i passengers get off, then b_i passengers get on. At the last stop everybody gets off and nobody gets on. What is the smallest capacity of the bus that is enough to carry everybody at all times?

Input

The first line contains one integer n (2 ≤ n ≤ 100).

Each of the next n lines contains two integers a_i and b_i (0 ≤ a_i ≤ 10^5, 0 ≤ b_i ≤ 1000). The numbers are consistent: nobody gets off at the first stop, a_i never exceeds the number of passengers on the bus, and the bus is empty after the last stop.

Output

Print the smallest sufficient capacity.""",
        examples=(lines(4, "0 3", "2 5", "4 2", "4 0"),),
        note="After the stops the bus carries 3, 6, 4 and 0 passengers.",
        edge_cases=(lines(2, "0 0", "0 0"), lines(2, "0 1000", "1000 0"), lines(3, "0 5", "5 1", "1 0")),
        generate=gen_bus_stops,
    ),
    Problem(
        name="queue_swaps",
        split="valid",
        level="B",
        tags=("implementation", "simulation"),
        statement="""Boys (B) and girls (G) stand in a queue; position 1 is the front. Every second, each boy who stands directly in front of a girl lets her go ahead: all such pairs swap simultaneously, and a person takes part in at most one swap per second. Print the queue after t seconds.

Input

The first line contains two integers n and t (1 ≤ n, t ≤ 50).

The second line contains a string of n characters B and G, the queue from front to back.

Output

Print the queue after t seconds.""",
        examples=(lines("5 1", "BGGBG"),),
        edge_cases=(lines("1 5", "B"), lines("4 3", "GGGG"), lines("4 2", "BBBB"), lines("3 1", "BGG"), lines("6 50", "BBBGGG")),
        generate=gen_queue,
    ),
    Problem(
        name="longest_word",
        split="valid",
        level="A",
        tags=("strings",),
        statement="""A line contains words separated by single spaces. Print the longest word. If there are several longest words, print the one that appears first.

Input

The only line contains the words, made of lowercase Latin letters; its length is from 1 to 200.

Output

Print the longest word.""",
        examples=(lines("the cat jumped over the fence"),),
        edge_cases=(lines("a"), lines("ab cd"), lines("hello world"), lines("x yy zz y")),
        generate=gen_words_line,
    ),
    Problem(
        name="kth_smallest",
        split="valid",
        level="A",
        tags=("sortings",),
        statement="""Print the k-th smallest of n integers: the number at position k when they are sorted in non-decreasing order (positions are numbered from 1, equal numbers are counted separately).

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-100 ≤ a_i ≤ 100).

Output

Print the k-th smallest number.""",
        examples=(lines("5 2", "4 1 3 1 5"),),
        edge_cases=(lines("1 1", 7), lines("3 3", "1 2 3"), lines("4 4", "-5 -5 -5 -5"), lines("3 1", "9 8 7")),
        generate=gen_kth,
    ),
    Problem(
        name="equalize_up",
        split="valid",
        level="A",
        tags=("math", "greedy"),
        statement="""In one operation you may increase any element of the array by 1. What is the smallest number of operations that makes all elements equal?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (0 ≤ a_i ≤ 10^9).

Output

Print the minimum number of operations.""",
        examples=(lines(3, "1 3 2"),),
        edge_cases=(lines(1, 5), lines(100, join([10**9] + [0] * 99)), lines(3, "7 7 7")),
        generate=gen_equalize,
    ),
    Problem(
        name="count_occurrences",
        split="valid",
        level="B",
        tags=("strings", "brute force"),
        statement="""Count the positions at which the string t occurs in the string s as a block of consecutive characters. Occurrences may overlap.

Input

The first line contains a string s, the second line a string t. Both consist of lowercase Latin letters, and 1 ≤ |t| ≤ |s| ≤ 200.

Output

Print the number of occurrences.""",
        examples=(lines("abababa", "aba"),),
        note="t starts at positions 1, 3 and 5 of s.",
        edge_cases=(lines("aaaa", "aa"), lines("abc", "d"), lines("a", "a"), lines("abc", "abc")),
        generate=gen_occurrences,
    ),
    Problem(
        name="max_pair_product",
        split="valid",
        level="B",
        tags=("math", "sortings"),
        statement="""Choose two elements of the array with different indices so that their product is as large as possible. Print that product.

Input

The first line contains one integer n (2 ≤ n ≤ 100).

The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the maximum product.""",
        examples=(lines(4, "-10 -3 5 2"),),
        edge_cases=(
            lines(2, "-1000000000 -1000000000"),
            lines(2, "-5 3"),
            lines(3, "0 -1 -2"),
            lines(3, "1000000000 999999999 -1000000000"),
        ),
        generate=gen_pair_product,
    ),
    Problem(
        name="interleave_strings",
        split="valid",
        level="A",
        tags=("strings", "implementation"),
        statement="""Merge two strings by taking characters alternately: the first character of s, the first of t, the second of s, the second of t, and so on. When one string runs out, append the rest of the other one.

Input

The first line contains a string s, the second line a string t. Both consist of lowercase Latin letters and have lengths from 1 to 100.

Output

Print the merged string.""",
        examples=(lines("abc", "xyz"),),
        edge_cases=(lines("abcde", "xy"), lines("a", "wxyz"), lines("a", "b")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 100)), word(rng, rng.randint(1, 100))),
    ),
    Problem(
        name="common_prefix",
        split="valid",
        level="B",
        tags=("strings",),
        statement="""Find the length of the longest common prefix of n strings: the longest string that every one of them starts with.

Input

The first line contains one integer n (1 ≤ n ≤ 50).

Each of the next n lines contains a string of lowercase Latin letters of length from 1 to 50.

Output

Print the length of the longest common prefix (possibly 0).""",
        examples=(lines(3, "flower", "flow", "flight"),),
        edge_cases=(lines(1, "abc"), lines(2, "abc", "xyz"), lines(3, "ab", "ab", "b"), lines(2, "abc", "abcd")),
        generate=gen_common_prefix,
    ),
)
