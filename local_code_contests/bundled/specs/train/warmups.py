"""Training problems. Warm-ups: the easiest tasks, one formula, one condition, one loop that counts or adds.

Specs only: build.py turns them into bundled_train.jsonl (problem_spec.py describes a spec)."""

import string

from ...problem_spec import Problem, array_input, big_int, int_array, join, lines, word


def gen_two_signed(rng):
    bound = rng.choice([10, 1000, 10**9])
    a, b = rng.randint(-bound, bound), rng.randint(-bound, bound)
    kind = rng.choice(["random", "random", "equal", "extreme"])
    if kind == "equal":
        b = a
    elif kind == "extreme":
        a, b = rng.choice([-(10**9), 10**9]), rng.choice([-(10**9), 10**9, rng.randint(-(10**9), 10**9)])
    return lines(join([a, b]))

def gen_rectangle(rng):
    def side():
        return rng.choice([rng.randint(1, 10), rng.randint(1, 100000), rng.randint(1, 10**9), 10**9])
    return lines(join([side(), side()]))

def gen_last_digit(rng):
    n = big_int(rng, 10**18)
    return lines(-n if rng.random() < 0.5 else n)

def gen_almost_lucky(rng):
    length = rng.randint(1, 18)
    p = rng.choice([0.0, 0.2, 0.5, 0.9, 1.0])
    digits = [rng.choice("47") if rng.random() < p else rng.choice("0123568") for _ in range(length)]
    if digits[0] == "0":
        digits[0] = rng.choice("123456789")
    return lines("".join(digits))

def gen_two_words(rng):
    a = rng.randint(1, 50)
    b = a if rng.random() < 0.35 else rng.randint(1, 50)
    return lines(word(rng, a), word(rng, b))

def gen_quotient(rng):
    a = big_int(rng, 10**9)
    kind = rng.choice(["random", "small_b", "divides", "big_b"])
    if kind == "small_b":
        b = rng.randint(1, 10)
    elif kind == "divides":
        b = rng.randint(1, 1000)
        a = b * rng.randint(0, 10**9 // b)
    elif kind == "big_b":
        b = rng.randint(max(1, a), 10**9)
    else:
        b = big_int(rng, 10**9, 1)
    return lines(join([a, b]))

def gen_letter_count(rng):
    alphabet = rng.choice(["aA", "abAB", "xyzXYZ", string.ascii_letters])
    s = word(rng, rng.randint(1, 100), alphabet)
    return lines(s, rng.choice(alphabet))

def gen_age(rng):
    a = rng.choice([rng.randint(0, 120), rng.randint(10, 22), rng.choice([0, 12, 13, 19, 20, 120])])
    return lines(a)

def gen_score(rng):
    border = rng.choice([60, 70, 80, 90])
    return lines(rng.choice([rng.randint(0, 100), border, border - 1, rng.randint(border - 3, border + 3)]))

def gen_three_equal(rng):
    high = rng.choice([2, 3, 100])
    return lines(join(int_array(rng, 3, 1, high)))

def gen_table_row(rng):
    n = rng.choice([rng.randint(1, 20), rng.randint(1, 10**9), rng.randint(10**7, 10**9)])
    return lines(join([n, rng.randint(1, 100)]))

def gen_positive_sum(rng):
    n = rng.randint(1, 100)
    low, high = rng.choice([(-(10**9), 10**9), (10**8, 10**9), (-100, 100), (-(10**9), 0)])
    return lines(n, join(int_array(rng, n, low, high)))

def gen_value_count(rng):
    n = rng.randint(1, 100)
    bound = rng.choice([1, 3, 100])
    values = int_array(rng, n, -bound, bound)
    return lines(join([n, rng.randint(-bound, bound)]), join(values))

def gen_first_last(rng):
    s = word(rng, rng.choice([1, 2, rng.randint(1, 100)]), rng.choice(["ab", "abc", string.ascii_lowercase]))
    return lines(s)

def gen_upper(rng):
    alphabet = rng.choice([string.ascii_lowercase, string.ascii_letters + string.digits, "aZ09"])
    return lines(word(rng, rng.randint(1, 100), alphabet))

def gen_long_words(rng):
    words, total = [], -1
    while True:
        w = word(rng, rng.randint(1, 12))
        if total + 1 + len(w) > 200 or (words and rng.random() < 0.1):
            break
        words.append(w)
        total += 1 + len(w)
    return lines(rng.randint(1, 12), " ".join(words))

def gen_inc_dec(rng):
    n = rng.randint(1, 150)
    p = rng.choice([0.1, 0.5, 0.9])
    ops = [rng.choice(["++x", "x++"]) if rng.random() < p else rng.choice(["--x", "x--"]) for _ in range(n)]
    return lines(n, *ops)

def gen_sure_rows(rng):
    n = rng.randint(1, 100)
    p = rng.choice([0.2, 0.5, 0.8])
    return lines(n, *(join(1 if rng.random() < p else 0 for _ in range(3)) for _ in range(n)))

def gen_bananas(rng):
    k, w = rng.randint(1, rng.choice([10, 1000])), rng.randint(1, rng.choice([10, 1000]))
    cost = k * w * (w + 1) // 2
    n = rng.choice([rng.randint(0, 10**9), cost, cost - 1, cost + 1, max(0, cost - rng.randint(1, 100))])
    return lines(join([k, max(0, n), w]))

def gen_fence(rng):
    n, h = rng.randint(1, 100), rng.randint(1, rng.choice([3, 1000]))
    heights = [rng.choice([h, rng.randint(1, 2 * h)]) for _ in range(n)]
    return lines(join([n, h]), join(heights))

def gen_rooms(rng):
    n = rng.randint(1, 100)
    rows = []
    for _ in range(n):
        q = rng.randint(0, 100)
        p = max(0, q - rng.choice([0, 1, 2, 3, rng.randint(0, q)]))
        rows.append(join([p, q]))
    return lines(n, *rows)

def gen_poll(rng):
    n = rng.randint(1, 100)
    answers = [0] * n
    kind = rng.choice(["none", "one", "random"])
    if kind == "one":
        answers[rng.randrange(n)] = 1
    elif kind == "random":
        answers = int_array(rng, n, 0, 1)
    return lines(n, join(answers))

def gen_police(rng):
    n = rng.randint(1, 100)
    p = rng.choice([0.3, 0.6, 0.8])
    events = [-1 if rng.random() < p else rng.randint(1, rng.choice([1, 10])) for _ in range(n)]
    return lines(n, join(events))

def gen_juicer(rng):
    n = rng.randint(1, 100)
    d = rng.randint(1, rng.choice([20, 10**6]))
    b = rng.randint(1, d)
    sizes = [rng.randint(1, min(10**6, 2 * d)) for _ in range(n)]
    return lines(join([n, b, d]), join(sizes))

def gen_odds_evens(rng):
    n = rng.choice([rng.randint(1, 20), big_int(rng, 10**12, 1)])
    k = rng.choice([rng.randint(1, n), (n + 1) // 2, (n + 1) // 2 + 1, n, 1])
    return lines(join([n, max(1, min(n, k))]))

def gen_ice_cream(rng):
    n, x = rng.randint(1, 100), rng.choice([0, rng.randint(0, 20), rng.randint(0, 10**9)])
    high = rng.choice([10, 10**9])
    rows = [f"{rng.choice('+-')} {rng.randint(1, high)}" for _ in range(n)]
    return lines(join([n, x]), *rows)

def gen_shovels(rng):
    k = rng.choice([rng.randint(1, 1000), 10 * rng.randint(1, 100), rng.randint(1, 9)])
    return lines(join([k, rng.randint(1, 9)]))


PROBLEMS = (
    Problem(
        name="count_even_elements",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""You are given n integers. How many of them are even? An integer is even if it is divisible by 2; zero and negative numbers such as -4 are even too, while -3 is odd.

Input

The first line contains an integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (-1000 ≤ a_i ≤ 1000).

Output

Print one integer: the number of even elements.""",
        examples=(lines(5, "1 2 3 4 6"),),
        edge_cases=(lines(1, 0), lines(1, -3), lines(3, "-1 -3 -5"), lines(4, "-4 -7 8 1000"), lines(2, "7 9")),
        generate=lambda rng: array_input(rng, 100, 1000),
    ),
    Problem(
        name="larger_minus_smaller",
        split="train",
        level="A",
        tags=("math",),
        statement="""Two integers a and b are given. Subtract the smaller of them from the larger one.

Input

The only line contains two integers a and b (-10^9 ≤ a, b ≤ 10^9).

Output

Print the larger number minus the smaller number. If the numbers are equal, print 0. The answer can be as large as 2·10^9, which does not fit into a 32-bit signed integer.""",
        examples=(lines("3 10"), lines("-2 -7")),
        edge_cases=(lines("5 5"), lines("-1000000000 1000000000"), lines("1000000000 -1000000000"), lines("0 0"), lines("-3 4")),
        generate=gen_two_signed,
    ),
    Problem(
        name="rectangle_area_perimeter",
        split="train",
        level="A",
        tags=("math", "geometry"),
        statement="""A rectangle has sides of lengths a and b. Find its area and its perimeter.

Input

The only line contains two integers a and b (1 ≤ a, b ≤ 10^9).

Output

Print two integers separated by a space: the area a · b and the perimeter 2 · (a + b). Both can exceed 2^31 - 1, so use 64-bit integers.""",
        examples=(lines("3 5"),),
        edge_cases=(lines("1 1"), lines("1000000000 1000000000"), lines("1 1000000000"), lines("7 2"), lines("100000 100000")),
        generate=gen_rectangle,
    ),
    Problem(
        name="last_digit_of_number",
        split="train",
        level="A",
        tags=("math",),
        statement="""Print the last decimal digit of the integer n. For a negative number, take the last digit of its absolute value: the last digit of -37 is 7.

Input

The only line contains an integer n (-10^18 ≤ n ≤ 10^18).

Output

Print one digit from 0 to 9: the last digit of n.""",
        examples=(lines(1234), lines(-37)),
        edge_cases=(lines(0), lines(-1), lines(10**18), lines(-(10**18)), lines(-999999999999999999), lines(9)),
        generate=gen_last_digit,
    ),
    Problem(
        name="almost_lucky_number",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A lucky number is a positive integer whose decimal digits are all 4s and 7s, such as 4, 47 or 744. A number n is called almost lucky if the count of lucky digits (digits 4 and 7) in its decimal notation is a lucky number. Is n almost lucky?

Input

The only line contains an integer n (1 ≤ n ≤ 10^18).

Output

Print YES if n is almost lucky and NO otherwise.""",
        examples=(lines(40047), lines(7747774)),
        edge_cases=(lines(1), lines(4), lines(4444), lines(1000000000000000000), lines(447474747), lines(77777)),
        generate=gen_almost_lucky,
    ),
    Problem(
        name="longer_of_two_words",
        split="train",
        level="A",
        tags=("strings",),
        statement="""Two words are given. Print the one that has more letters. If both words have the same number of letters, print the first word.

Input

Each of the two lines contains one word of lowercase Latin letters; every word has from 1 to 50 letters.

Output

Print the longer word, or the first word if their lengths are equal.""",
        examples=(lines("apple", "banana"), lines("cat", "dog")),
        edge_cases=(lines("a", "b"), lines("zz", "a"), lines("a", "zz"), lines("x" * 50, "y" * 50), lines("same", "same")),
        generate=gen_two_words,
    ),
    Problem(
        name="product_of_two_numbers",
        split="train",
        level="A",
        tags=("math",),
        statement="""Multiply two integers a and b.

Input

The only line contains two integers a and b (-10^9 ≤ a, b ≤ 10^9).

Output

Print the product a · b. It can be as large as 10^18 in absolute value, so use a 64-bit integer type.""",
        examples=(lines("6 7"), lines("-3 12")),
        edge_cases=(lines("0 0"), lines("1000000000 1000000000"), lines("-1000000000 1000000000"), lines("-1000000000 -1000000000"), lines("65536 65536"), lines("1 -1")),
        generate=gen_two_signed,
    ),
    Problem(
        name="quotient_and_remainder",
        split="train",
        level="A",
        tags=("math",),
        statement="""Divide a by b with remainder: find the integers q and r such that a = q · b + r and 0 ≤ r < b.

Input

The only line contains two integers a and b (0 ≤ a ≤ 10^9, 1 ≤ b ≤ 10^9).

Output

Print q and r separated by a space.""",
        examples=(lines("17 5"),),
        edge_cases=(lines("0 1"), lines("7 7"), lines("6 7"), lines("1000000000 1"), lines("1000000000 999999999"), lines("20 5")),
        generate=gen_quotient,
    ),
    Problem(
        name="count_letter_in_word",
        split="train",
        level="A",
        tags=("strings",),
        statement="""Count how many times the letter c occurs in the string s. Uppercase and lowercase letters are different here: A and a are not the same letter.

Input

The first line contains the string s of 1 to 100 Latin letters, uppercase or lowercase. The second line contains one Latin letter c.

Output

Print the number of positions of s that hold the letter c.""",
        examples=(lines("banana", "a"), lines("AbbA", "a")),
        edge_cases=(lines("a", "a"), lines("a", "A"), lines("Z" * 100, "Z"), lines("aAaAaA", "A"), lines("xyz", "q")),
        generate=gen_letter_count,
    ),
    Problem(
        name="age_group_label",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A cinema sorts its visitors by age. A visitor younger than 13 years is a child, a visitor from 13 to 19 years old inclusive is a teenager, and a visitor aged 20 or more is an adult. Which group does a visitor of age a belong to?

Input

The only line contains an integer a (0 ≤ a ≤ 120).

Output

Print child, teenager or adult, in lowercase letters.""",
        examples=(lines(8), lines(35)),
        edge_cases=(lines(0), lines(12), lines(13), lines(19), lines(20), lines(120)),
        generate=gen_age,
    ),
    Problem(
        name="grade_from_score",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A test is scored from 0 to 100 points. A score of 90 or more gets the grade A, 80 to 89 gets B, 70 to 79 gets C, 60 to 69 gets D, and a score below 60 gets F. Find the grade for a score of p points.

Input

The only line contains an integer p (0 ≤ p ≤ 100).

Output

Print one uppercase letter: A, B, C, D or F.""",
        examples=(lines(85), lines(42)),
        edge_cases=(lines(90), lines(100), lines(0), lines(59), lines(60), lines(80)),
        generate=gen_score,
    ),
    Problem(
        name="equal_among_three",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""Three integers a, b and c are given. If all three are equal, print 3. If exactly two of them are equal, print 2. If all three are different, print 0.

Input

The only line contains three integers a, b and c (1 ≤ a, b, c ≤ 100).

Output

Print 3, 2 or 0.""",
        examples=(lines("4 4 4"), lines("1 2 1")),
        edge_cases=(lines("1 2 3"), lines("5 5 7"), lines("7 5 5"), lines("9 8 9"), lines("100 100 100")),
        generate=gen_three_equal,
    ),
    Problem(
        name="multiplication_table_row",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""Print the first k multiples of n: the numbers n · 1, n · 2, ..., n · k.

Input

The only line contains two integers n and k (1 ≤ n ≤ 10^9, 1 ≤ k ≤ 100).

Output

Print k integers separated by spaces on one line. They can exceed 2^31 - 1, so use 64-bit integers.""",
        examples=(lines("7 5"),),
        edge_cases=(lines("1 1"), lines("1000000000 100"), lines("3 100"), lines("1000000000 1"), lines("1073741824 2")),
        generate=gen_table_row,
    ),
    Problem(
        name="even_numbers_up_to_n",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""Print all even numbers from 1 to n in increasing order.

Input

The only line contains an integer n (2 ≤ n ≤ 1000).

Output

Print all even integers x with 1 ≤ x ≤ n in increasing order, separated by spaces, on one line.""",
        examples=(lines(9), lines(6)),
        edge_cases=(lines(2), lines(3), lines(1000), lines(999), lines(4)),
        generate=lambda rng: lines(rng.choice([rng.randint(2, 1000), rng.randint(2, 20), 2 * rng.randint(1, 500)])),
    ),
    Problem(
        name="sum_of_positive_elements",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""Add up the positive elements of an array; zeros and negative elements are ignored. If the array has no positive elements, the sum is 0.

Input

The first line contains an integer n (1 ≤ n ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (-10^9 ≤ a_i ≤ 10^9).

Output

Print the sum of the positive elements. It can exceed 2^31 - 1, so use a 64-bit integer type.""",
        examples=(lines(5, "3 -1 0 4 -10"),),
        edge_cases=(lines(1, -5), lines(1, 0), lines(3, "1000000000 1000000000 1000000000"), lines(2, "-1000000000 7"), lines(4, "0 0 0 1")),
        generate=gen_positive_sum,
    ),
    Problem(
        name="count_value_in_array",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""How many elements of the array are equal to x?

Input

The first line contains two integers n and x (1 ≤ n ≤ 100, -100 ≤ x ≤ 100). The second line contains n integers a_1, a_2, ..., a_n (-100 ≤ a_i ≤ 100).

Output

Print the number of indices i with a_i = x.""",
        examples=(lines("6 2", "2 5 2 2 -2 0"),),
        edge_cases=(lines("1 0", 0), lines("1 5", -5), lines("4 -3", "-3 -3 -3 -3"), lines("3 7", "1 2 3"), lines("5 1", "0 1 0 1 0")),
        generate=gen_value_count,
    ),
    Problem(
        name="same_first_last_letter",
        split="train",
        level="A",
        tags=("strings",),
        statement="""Does a word begin and end with the same letter? A word of one letter begins and ends with that letter, so the answer for it is YES.

Input

The only line contains a word of 1 to 100 lowercase Latin letters.

Output

Print YES if the first and the last letters of the word are equal, and NO otherwise.""",
        examples=(lines("level"), lines("code")),
        edge_cases=(lines("a"), lines("ab"), lines("aa"), lines("abca"), lines("z" * 99 + "y")),
        generate=gen_first_last,
    ),
    Problem(
        name="word_to_uppercase",
        split="train",
        level="A",
        tags=("strings",),
        statement="""Rewrite a string so that every lowercase letter becomes the same uppercase letter. Uppercase letters and digits stay as they are.

Input

The only line contains a string of 1 to 100 characters; each character is a Latin letter or a digit.

Output

Print the string after the change.""",
        examples=(lines("Hello2World"),),
        edge_cases=(lines("a"), lines("Z"), lines("7"), lines("abcXYZ019"), lines("z" * 100)),
        generate=gen_upper,
    ),
    Problem(
        name="count_words_longer_than_k",
        split="train",
        level="A",
        tags=("strings",),
        statement="""A line of text consists of words separated by single spaces. How many of its words have more than k letters?

Input

The first line contains an integer k (1 ≤ k ≤ 20). The second line contains the text: from 1 to 200 characters, words of lowercase Latin letters separated by single spaces, with no spaces at the beginning or at the end.

Output

Print the number of words whose length is strictly greater than k.""",
        examples=(lines(3, "the cat jumped over a fence"),),
        edge_cases=(lines(1, "a"), lines(1, "ab"), lines(20, "short words only"), lines(4, "four five sixsix"), lines(2, "a bb ccc dddd")),
        generate=gen_long_words,
    ),
    Problem(
        name="increment_decrement_program",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A tiny programming language has one variable x and two operations: ++ increases x by 1, and -- decreases x by 1. The operation may be written before or after the variable, so every statement is one of ++x, x++, --x and x--. Before the program starts, x is 0. Find the value of x after all n statements are executed.

Input

The first line contains an integer n (1 ≤ n ≤ 150). Each of the next n lines contains one statement: ++x, x++, --x or x--.

Output

Print the final value of x.""",
        examples=(lines(3, "x++", "--x", "++x"),),
        edge_cases=(lines(1, "x++"), lines(1, "x--"), lines(2, "++x", "--x"), lines(4, "x++", "x++", "x++", "x--"), lines(3, "--x", "x--", "--x")),
        generate=gen_inc_dec,
    ),
    Problem(
        name="problems_two_friends_sure",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""Three friends solve a contest of n problems as a team. For every problem each friend says 1 if he is sure how to solve it and 0 otherwise. The team writes a solution for a problem only if at least two of the three friends are sure about it. For how many problems will the team write a solution?

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains three integers, each 0 or 1: the opinions of the three friends about one problem.

Output

Print the number of problems the team will solve.""",
        examples=(lines(3, "1 1 0", "1 1 1", "1 0 0"),),
        edge_cases=(lines(1, "0 0 0"), lines(1, "1 1 1"), lines(3, "0 1 1", "1 0 1", "1 1 0"), lines(2, "0 0 1", "0 1 0"), lines(1, "1 0 1")),
        generate=gen_sure_rows,
    ),
    Problem(
        name="bananas_money_to_borrow",
        split="train",
        level="A",
        tags=("math", "implementation"),
        statement="""A soldier wants to buy w bananas. The first banana costs k dollars, the second costs 2k dollars, and in general the i-th banana costs i · k dollars. The soldier has n dollars. How many dollars must he borrow from a friend to buy all w bananas?

Input

The only line contains three integers k, n and w (1 ≤ k ≤ 1000, 0 ≤ n ≤ 10^9, 1 ≤ w ≤ 1000).

Output

Print the number of dollars he must borrow, or 0 if his own money is enough.""",
        examples=(lines("3 17 4"), lines("2 100 3")),
        edge_cases=(lines("1 0 1"), lines("1 1 1"), lines("1000 0 1000"), lines("1000 1000000000 1000"), lines("5 15 2"), lines("5 14 2")),
        generate=gen_bananas,
    ),
    Problem(
        name="walk_along_fence_width",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""n friends walk in one row along a fence of height h, so that a guard on the other side does not see them. A friend whose height is at most h walks upright and takes a width of 1. A friend taller than h must bend down and then takes a width of 2. What is the total width of the row?

Input

The first line contains two integers n and h (1 ≤ n ≤ 100, 1 ≤ h ≤ 1000). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 2h), the heights of the friends.

Output

Print the total width of the row.""",
        examples=(lines("3 7", "4 5 14"),),
        edge_cases=(lines("1 1", 1), lines("1 1", 2), lines("4 5", "5 5 5 5"), lines("3 5", "6 10 1"), lines("2 1000", "1000 1001")),
        generate=gen_fence,
    ),
    Problem(
        name="rooms_with_space_for_two",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""Two friends want to live in the same room of a dormitory. The dormitory has n rooms; p_i people already live in room i, and the room can hold at most q_i people. In how many rooms is there enough space for both friends?

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains two integers p_i and q_i (0 ≤ p_i ≤ q_i ≤ 100).

Output

Print the number of rooms where both friends can move in.""",
        examples=(lines(3, "1 10", "0 10", "10 10"),),
        edge_cases=(lines(1, "0 0"), lines(1, "0 2"), lines(1, "1 2"), lines(2, "3 5", "98 100"), lines(2, "0 1", "5 6")),
        generate=gen_rooms,
    ),
    Problem(
        name="hard_problem_poll",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""n people were asked about a problem. Each answered 0 if the problem seems easy to them and 1 if it seems hard. The problem is declared hard if at least one person answered 1; otherwise it is declared easy.

Input

The first line contains an integer n (1 ≤ n ≤ 100). The second line contains n integers, each 0 or 1: the answers.

Output

Print HARD if the problem is declared hard and EASY otherwise.""",
        examples=(lines(3, "0 0 1"), lines(1, 0)),
        edge_cases=(lines(1, 1), lines(4, "1 0 0 0"), lines(5, "0 0 0 0 0"), lines(3, "0 1 0"), lines(2, "1 1")),
        generate=gen_poll,
    ),
    Problem(
        name="police_untreated_crimes",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""A new police department starts with no officers. Events happen one after another: the event -1 means that a crime is committed, and an event k with k ≥ 1 means that k new officers are hired. Every officer can investigate only one crime in his whole career. When a crime is committed, a free officer takes it if there is one; otherwise the crime stays untreated, and officers hired later do not return to it. How many crimes stay untreated?

Input

The first line contains an integer n (1 ≤ n ≤ 100), the number of events. The second line contains n integers: each is -1 or a number from 1 to 10.

Output

Print the number of untreated crimes.""",
        examples=(lines(3, "-1 -1 1"), lines(8, "1 -1 1 -1 -1 1 1 1")),
        edge_cases=(lines(1, -1), lines(1, 10), lines(3, "-1 2 -1"), lines(4, "2 -1 -1 -1"), lines(5, "-1 -1 10 -1 -1")),
        generate=gen_police,
    ),
    Problem(
        name="juicer_emptying_count",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""Kolya makes orange juice from n oranges, taken in the given order; the i-th orange has size a_i. An orange of size strictly greater than b does not fit into the juicer and is thrown away. Every other orange is squeezed, and its size is added to the waste in the juicer. Whenever the total waste becomes strictly greater than d, Kolya empties the waste section (the total becomes 0) and goes on. How many times does he empty it?

Input

The first line contains three integers n, b and d (1 ≤ n ≤ 100, 1 ≤ b ≤ d ≤ 10^6). The second line contains n integers a_1, a_2, ..., a_n (1 ≤ a_i ≤ 10^6).

Output

Print the number of times the waste section is emptied.""",
        examples=(lines("2 7 10", "5 6"), lines("3 10 10", "5 7 7")),
        edge_cases=(lines("1 1 1", 1), lines("1 5 10", 6), lines("2 5 10", "5 5"), lines("3 5 10", "5 5 5"), lines("3 10 10", "11 11 11")),
        generate=gen_juicer,
    ),
    Problem(
        name="odds_then_evens_position",
        split="train",
        level="A",
        tags=("math",),
        statement="""The numbers from 1 to n are written in a special order: first all odd numbers in increasing order, then all even numbers in increasing order. For n = 7 the order is 1, 3, 5, 7, 2, 4, 6. Which number stands at position k?

Input

The only line contains two integers n and k (1 ≤ k ≤ n ≤ 10^12).

Output

Print the number at position k. Use a 64-bit integer type.""",
        examples=(lines("7 5"), lines("10 3")),
        edge_cases=(lines("1 1"), lines("2 2"), lines("7 4"), lines("8 5"), lines("1000000000000 1000000000000"), lines("999999999999 500000000000")),
        generate=gen_odds_evens,
    ),
    Problem(
        name="ice_cream_queue_packs",
        split="train",
        level="A",
        tags=("implementation",),
        statement="""An ice cream seller starts the day with x packs of ice cream. n people come to him one by one. A person written as "+ d" is a carrier who brings d packs, and the seller keeps all of them. A person written as "- d" is a child who wants d packs: if the seller has at least d packs, he gives the child d packs; otherwise he gives nothing and the child leaves upset. How many packs are left at the end, and how many children leave upset?

Input

The first line contains two integers n and x (1 ≤ n ≤ 100, 0 ≤ x ≤ 10^9). Each of the next n lines contains a character + or -, a space and an integer d (1 ≤ d ≤ 10^9).

Output

Print two integers separated by a space: the number of packs left and the number of upset children. The number of packs can exceed 2^31 - 1, so use a 64-bit integer type.""",
        examples=(lines("5 7", "+ 5", "- 10", "- 20", "+ 40", "- 20"),),
        edge_cases=(lines("1 0", "- 1"), lines("1 5", "- 5"), lines("2 1", "- 2", "+ 1"), lines("3 1000000000", "+ 1000000000", "+ 1000000000", "- 1"), lines("2 3", "- 3", "- 1")),
        generate=gen_ice_cream,
    ),
    Problem(
        name="shovels_without_change",
        split="train",
        level="A",
        tags=("brute force", "math"),
        statement="""A shovel costs k coins. You have as many 10-coin notes as you like and exactly one coin of value r, where 1 ≤ r ≤ 9. You want to buy some number of shovels and pay exactly, without getting change: either the total price is a multiple of 10 and you pay it with notes only, or the total price minus r is a multiple of 10 and you pay with notes and the one coin. What is the smallest positive number of shovels you can buy this way? (Ten shovels can always be bought.)

Input

The only line contains two integers k and r (1 ≤ k ≤ 1000, 1 ≤ r ≤ 9).

Output

Print the smallest positive number of shovels that can be paid for exactly.""",
        examples=(lines("117 3"), lines("237 7")),
        edge_cases=(lines("15 2"), lines("10 3"), lines("1 9"), lines("1000 1"), lines("2 1"), lines("5 5")),
        generate=gen_shovels,
    ),
)
