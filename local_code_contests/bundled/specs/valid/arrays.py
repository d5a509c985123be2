"""Validation problems (never trained on). Arrays: counting, frequencies, distinct values, sorting, pairs and simple statistics.

Specs only: build.py turns them into bundled_valid.jsonl (problem_spec.py describes a spec)."""

from ...problem_spec import Problem, int_array, join, lines, value_range


def some_values(rng, n, bound):
    """n values: either from a few numbers (many repeats) or from a random sub-range of [-bound, bound]."""
    if rng.random() < 0.5:
        pool = int_array(rng, rng.randint(1, 4), -bound, bound)
        return [rng.choice(pool) for _ in range(n)]
    return int_array(rng, n, *value_range(rng, bound))


def gen_list(rng, max_n=100, bound=10**9, min_n=1):
    n = rng.randint(min_n, max_n)
    return lines(n, join(some_values(rng, n, bound)))


def gen_modes(rng):
    n = rng.randint(1, 100)
    return lines(n, join(int_array(rng, n, -rng.choice([3, 10]), rng.choice([3, 10, 1000]))))


def gen_mean(rng):
    n = rng.randint(1, 100)
    a = some_values(rng, n, rng.choice([5, 10**9]))
    if rng.random() < 0.5:  # append the value that makes the mean equal to a[0]
        extra = a[0] * (n + 1) - sum(a)
        if abs(extra) <= 10**9 and n < 100:
            a.append(extra)
    return lines(len(a), join(a))


def gen_common(rng):
    n, m = rng.randint(1, 60), rng.randint(1, 60)
    top = rng.choice([5, 20, 10**9])
    a = int_array(rng, n, 1, top)
    b = int_array(rng, m, 1, top)
    if rng.random() < 0.5:
        b = [rng.choice(a) if rng.random() < 0.5 else x for x in b]
    return lines(join([n, m]), join(a), join(b))


def gen_two_value(rng):
    n = rng.randint(1, 100)
    a, value = [], rng.randint(1, 5)
    while len(a) < n:  # runs of values from a small alphabet
        a += [value] * rng.randint(1, 6)
        value = rng.randint(1, rng.choice([3, 5, 9]))
    return lines(n, join(a[:n]))


def gen_pairing(rng):
    half = rng.randint(1, 30)
    s = rng.randint(2, 200)
    a = []
    for _ in range(half):
        x = rng.randint(max(1, s - 100), min(100, s - 1))
        a += [x, s - x]
    if rng.random() < 0.5:  # spoil it, sometimes keeping the total
        i, j = rng.randrange(len(a)), rng.randrange(len(a))
        delta = rng.choice([1, -1])
        if 1 <= a[i] + delta <= 100 and 1 <= a[j] - delta <= 100 and i != j:
            a[i] += delta
            a[j] -= delta
        else:
            a[i] = rng.randint(1, 100)
    a = [min(100, max(1, x)) for x in a]
    rng.shuffle(a)
    return lines(len(a), join(a))


PROBLEMS = (
    Problem(
        name="all_modes_ascending",
        split="valid",
        level="A",
        tags=("implementation", "sortings"),
        statement="""Several values can share the title of the most frequent value of a list. Output every value whose number of occurrences is the highest among all values of the list.

Input

The first line holds the length n of the list (1 ≤ n ≤ 100).

The second line holds the n list entries, integers between -1000 and 1000.

Output

Print the most frequent values on one line in ascending order, separated by spaces.""",
        examples=(lines(8, "3 7 3 1 7 2 2 5"),),
        edge_cases=(lines(1, -4), lines(4, "9 8 7 6"), lines(5, "5 5 5 5 5"), lines(5, "1 2 2 3 3"), lines(6, "4 4 1 1 1 1000")),
        generate=gen_modes,
    ),
    Problem(
        name="swap_adjacent_pairs",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""Exchange the 1st element with the 2nd, the 3rd with the 4th, the 5th with the 6th and so on. When the length is odd, the final element has no partner and stays where it is.

Input

The first line holds the length n of the sequence (1 ≤ n ≤ 100).

The second line holds the n sequence entries, integers with absolute value at most 10^9.

Output

Print the sequence after all exchanges on one line, separated by spaces.""",
        examples=(lines(5, "1 2 3 4 5"),),
        edge_cases=(lines(1, 7), lines(2, "-1 1"), lines(4, "10 20 30 40"), lines(6, "1 1 2 2 3 3")),
        generate=gen_list,
    ),
    Problem(
        name="cyclic_neighbour_sums",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""n children stand in a circle, child i holds the number a_i, and child n stands next to child 1. Every child says aloud the total of the numbers held by its left and right neighbours. Find all said totals.

Input

The first line holds n (3 ≤ n ≤ 100).

The second line holds a_1, a_2, ..., a_n, integers with absolute value at most 10^9.

Output

Print n integers on one line separated by spaces: the total said by child 1, by child 2, ..., by child n.""",
        examples=(lines(4, "1 2 3 4"),),
        edge_cases=(lines(3, "5 -5 7"), lines(3, "0 0 0"), lines(5, "1000000000 -1000000000 1000000000 -1000000000 1000000000"), lines(4, "9 1 1 1")),
        generate=lambda rng: gen_list(rng, min_n=3),
    ),
    Problem(
        name="count_equal_to_mean",
        split="valid",
        level="A",
        tags=("implementation", "math"),
        statement="""Divide the total of a list of integers by its length to get their mean value, which may be a fraction. How many entries of the list equal this mean exactly?

Input

The first line holds the length n of the list (1 ≤ n ≤ 100).

The second line holds the n entries, integers with absolute value at most 10^9.

Output

Print the count of entries that are exactly equal to the mean.""",
        examples=(lines(5, "2 4 6 4 4"), lines(4, "1 2 2 2")),
        edge_cases=(lines(1, -7), lines(3, "5 5 5"), lines(2, "-1 -2"), lines(3, "1 1 2"), lines(3, "1000000000 1000000000 1000000000")),
        generate=gen_mean,
    ),
    Problem(
        name="dominant_from_right_count",
        split="valid",
        level="A",
        tags=("implementation",),
        statement="""Call an entry of a sequence dominant when each entry standing after it is strictly smaller. The final entry is dominant because nothing stands after it. Count the dominant entries.

Input

The first line holds the length n of the sequence (1 ≤ n ≤ 100).

The second line holds the n entries, integers with absolute value at most 10^9.

Output

Print the number of dominant entries.""",
        examples=(lines(6, "16 17 4 3 5 2"),),
        edge_cases=(lines(1, 0), lines(4, "5 5 5 5"), lines(4, "1 2 3 4"), lines(4, "4 3 2 1"), lines(5, "7 1 7 1 1")),
        generate=gen_list,
    ),
    Problem(
        name="count_distinct_absolute_values",
        split="valid",
        level="A",
        tags=("implementation", "sortings"),
        statement="""Replace every number of a list by its absolute value (so -5 and 5 both become 5). How many different numbers does the list contain afterwards?

Input

The first line holds the length n of the list (1 ≤ n ≤ 100).

The second line holds the n numbers, integers with absolute value at most 10^9.

Output

Print the number of different absolute values.""",
        examples=(lines(6, "-3 3 2 -2 0 5"),),
        edge_cases=(lines(1, -1000000000), lines(2, "-7 7"), lines(4, "1 2 3 4"), lines(3, "0 0 0"), lines(4, "-1 -1 1 2")),
        generate=gen_list,
    ),
    Problem(
        name="count_common_values",
        split="valid",
        level="A",
        tags=("sortings", "implementation"),
        statement="""Two lists of integers are given. Count the different values that appear in the first list and also in the second list; a value appearing in both lists is counted once, however often it repeats.

Input

The first line holds the lengths n and m of the lists (1 ≤ n, m ≤ 100).

The second line holds the n entries of the first list and the third line holds the m entries of the second list; all entries are integers from 1 to 10^9.

Output

Print the number of values common to both lists.""",
        examples=(lines("5 4", "1 2 2 3 7", "2 7 7 9"),),
        edge_cases=(lines("1 1", 5, 5), lines("1 1", 5, 6), lines("4 3", "8 8 8 8", "8 8 1"), lines("3 3", "1 2 3", "3 2 1")),
        generate=gen_common,
    ),
    Problem(
        name="longest_two_value_segment",
        split="valid",
        level="B",
        tags=("two pointers", "brute force"),
        statement="""A fruit picker walks along a row of n trees and takes one fruit from each tree she passes; tree i grows fruit of kind t_i. She starts at any tree, walks right over consecutive trees, and stops whenever she likes, but her two baskets can hold at most two different kinds of fruit in total. What is the largest number of fruits she can collect?

Input

The first line holds n (1 ≤ n ≤ 100).

The second line holds t_1, t_2, ..., t_n (1 ≤ t_i ≤ 9).

Output

Print the length of the longest run of consecutive trees that has at most two different kinds of fruit.""",
        examples=(lines(7, "1 2 1 3 3 1 3"),),
        edge_cases=(lines(1, 4), lines(4, "1 2 2 3"), lines(6, "5 5 5 5 5 5"), lines(6, "1 2 3 1 2 3"), lines(7, "1 1 2 2 3 3 3")),
        generate=gen_two_value,
    ),
    Problem(
        name="equal_sum_pairing",
        split="valid",
        level="B",
        tags=("greedy", "sortings"),
        statement="""A coach wants to split 2k players into k teams of two players each so that every team has the same total strength. The strengths are given. Decide whether such a split exists.

Input

The first line holds the number of players n (2 ≤ n ≤ 60, n is even).

The second line holds the n strengths, integers from 1 to 100.

Output

Print YES if the players can be split into pairs with equal sums and NO otherwise.""",
        examples=(lines(6, "1 5 3 4 2 3"), lines(4, "1 1 3 3")),
        edge_cases=(lines(2, "1 100"), lines(4, "2 2 2 2"), lines(4, "1 2 3 6"), lines(6, "1 1 4 4 5 5"),
                    lines(4, "1 4 2 3")),
        generate=gen_pairing,
    ),
)
