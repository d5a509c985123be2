"""Validation problems. Text processing: letter and word counts, case changes, ciphers, runs of letters, simple formats.

Specs only: build.py turns them into bundled_valid.jsonl (problem_spec.py describes a spec)."""

import string

from ...problem_spec import Problem, big_int, lines, word

VOWELS = "aeiou"


def gen_reverse_vowels(rng):
    return lines(word(rng, rng.randint(1, 100), rng.choice(["aeiou", "aubcd", "uxyz", string.ascii_lowercase])))

def gen_thousands(rng):
    return lines(big_int(rng, 10**18))

def gen_bulls(rng):
    secret = "".join(rng.sample(string.digits, 4))
    if rng.random() < 0.5:
        guess = "".join(rng.sample(secret, 4))
    else:
        guess = "".join(rng.sample(rng.choice([string.digits, secret[:2] + "0123"]), 4))
        if len(set(guess)) < 4:
            guess = "".join(rng.sample(string.digits, 4))
    return lines(secret, guess)

def gen_added_letter(rng):
    s = word(rng, rng.randint(1, 99), rng.choice(["ab", "abc", string.ascii_lowercase]))
    t = list(s + rng.choice([rng.choice(s), rng.choice("xyz")]))
    rng.shuffle(t)
    return lines(s, "".join(t))

def gen_vowel_run(rng):
    return lines(word(rng, rng.randint(1, 100), rng.choice(["ab", "aeb", "aeiouz", string.ascii_lowercase])))

def gen_progressive(rng):
    return lines(word(rng, rng.randint(1, 100), rng.choice(["z", "xyz", string.ascii_lowercase])))

def gen_clock_string(rng):
    h, m = rng.choice([rng.randint(0, 29), 23, 24]), rng.choice([rng.randint(0, 69), 59, 60])
    s = f"{h:02d}:{m:02d}"
    kind = rng.choice(["plain", "plain", "sep", "digit"])
    if kind == "sep":
        s = s[:2] + rng.choice(".-;") + s[3:]
    elif kind == "digit":
        i = rng.choice([0, 1, 3, 4])
        s = s[:i] + rng.choice("aO ") + s[i + 1 :]
    return lines(s.replace(" ", "_"))

def gen_pal_words(rng):
    ws = []
    for _ in range(rng.randint(1, 20)):
        half = word(rng, rng.randint(0, 3), "ab")
        w = half + rng.choice(["", rng.choice("abc")]) + half[::-1] or "a"
        ws.append(w if rng.random() < 0.6 else word(rng, rng.randint(1, 5), "abc"))
    return lines(" ".join(ws))

def gen_versions(rng):
    def version():
        return ".".join(str(rng.choice([0, 1, 2, 10, rng.randint(0, 999)])) for _ in range(rng.randint(1, 5)))
    a = version()
    kind = rng.choice(["random", "zeros", "same"])
    if kind == "zeros":
        b = a + ".0" * rng.randint(1, 2)
    elif kind == "same":
        b = a
    else:
        b = version()
    if b.count(".") > 4:
        b = a
    return lines(*((a, b) if rng.random() < 0.5 else (b, a)))

def gen_isomorphic(rng):
    s = word(rng, rng.randint(1, 100), rng.choice(["ab", "abc", "abcd"]))
    perm = list(string.ascii_lowercase)
    rng.shuffle(perm)
    t = [perm[ord(c) - 97] for c in s]
    kind = rng.choice(["iso", "merge", "change"])
    if kind == "merge":  # two letters of s map to the same letter of t
        t = [perm[0] if c in "ab" else perm[ord(c) - 97] for c in s]
    elif kind == "change":
        t[rng.randrange(len(t))] = rng.choice("abcd")
    pair = (s, "".join(t))
    return lines(*(pair if rng.random() < 0.5 else pair[::-1]))


PROBLEMS = (
    Problem(
        name="reverse_vowel_order",
        split="valid",
        level="A",
        tags=("strings", "two pointers"),
        statement="""Keep every consonant of the word in its place, but write the vowels of the word in the opposite order: the first vowel swaps places with the last one, the second with the second to last, and so on. The vowels are a, e, i, o and u.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the word with its vowels reversed.""",
        examples=(lines("education"), lines("rhythm")),
        edge_cases=(lines("a"), lines("au"), lines("bcu"), lines("uoiea"), lines("umbrella")),
        generate=gen_reverse_vowels,
    ),
    Problem(
        name="thousands_separator_format",
        split="valid",
        level="A",
        tags=("strings", "implementation"),
        statement="""Large numbers are easier to read when their digits are split into groups of three, counted from the right, with a comma between the groups: 1234567 is written as 1,234,567. Write the number n this way. The number may not fit in a 32-bit integer type.

Input

The only line contains an integer n (0 ≤ n ≤ 10^18), written without leading zeros.

Output

Print n with commas between the groups of digits.""",
        examples=(lines(1234567), lines(999)),
        edge_cases=(lines(0), lines(1000), lines(10**18), lines(12345), lines(100000)),
        generate=gen_thousands,
    ),
    Problem(
        name="bulls_and_cows_score",
        split="valid",
        level="A",
        tags=("strings", "implementation"),
        statement="""In a guessing game the secret is a string of four different digits, and so is every guess. The answer to a guess is two numbers: the bulls, the digits of the guess that stand in the same position in the secret, and the cows, the digits of the guess that occur in the secret but in a different position. Score the guess.

Input

The first line contains the secret and the second line the guess; each is a string of four different digits.

Output

Print two integers: the number of bulls and the number of cows, separated by a space.""",
        examples=(lines("1234", "1324"), lines("5678", "1234")),
        edge_cases=(lines("1234", "1234"), lines("1234", "4321"), lines("0123", "3210"), lines("9876", "9870"), lines("1234", "5671")),
        generate=gen_bulls,
    ),
    Problem(
        name="find_added_letter",
        split="valid",
        level="A",
        tags=("strings", "implementation"),
        statement="""The string t was made from the string s by shuffling its letters and inserting one more letter at some position. The extra letter may equal a letter that s already contains. Which letter was added?

Input

The first line contains s (1 ≤ |s| ≤ 99) and the second line contains t (|t| = |s| + 1); both consist of lowercase Latin letters.

Output

Print the added letter.""",
        examples=(lines("abcd", "dcbea"), lines("aab", "baaa")),
        edge_cases=(lines("a", "aa"), lines("a", "za"), lines("zz", "zzz"), lines("abc", "cbda"), lines("ab", "bba")),
        generate=gen_added_letter,
    ),
    Problem(
        name="longest_vowel_run",
        split="valid",
        level="A",
        tags=("strings", "implementation"),
        statement="""Find the greatest number of vowels that stand next to each other in the word s, with no consonant between them. The vowels are a, e, i, o and u; all other letters are consonants.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the length of the longest run of consecutive vowels, or 0 if s has no vowels.""",
        examples=(lines("beautiful"), lines("strength")),
        edge_cases=(lines("a"), lines("b"), lines("baaa"), lines("aaab"), lines("aeiou"), lines("abeeiou")),
        generate=gen_vowel_run,
    ),
    Problem(
        name="progressive_shift_cipher",
        split="valid",
        level="A",
        tags=("strings", "implementation"),
        statement="""A word is encrypted letter by letter: the letter in position i (positions are counted from 1) is moved i places forward in the alphabet, going around from z back to a as many times as needed. For example, in abc the a moves 1 place, the b moves 2 places and the c moves 3 places, giving bdf. Encrypt the given word.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the encrypted word.""",
        examples=(lines("abc"), lines("zzz")),
        edge_cases=(lines("a"), lines("z"), lines("z" * 100), lines("a" * 60), lines("y" * 30)),
        generate=gen_progressive,
    ),
    Problem(
        name="valid_clock_time_string",
        split="valid",
        level="A",
        tags=("strings", "implementation"),
        statement="""A string of five characters is a correct 24-hour clock reading if it consists of two digits for the hour, a colon, and two digits for the minute, where the hour is from 00 to 23 and the minute is from 00 to 59. Check a string against this rule.

Input

The only line contains a string of exactly five characters, each a digit, a Latin letter or one of the characters : . - ; _.

Output

Print YES if the string is a correct clock reading and NO otherwise.""",
        examples=(lines("07:45"), lines("24:00")),
        edge_cases=(lines("00:00"), lines("23:59"), lines("23:60"), lines("12.30"), lines("1a:00"), lines("19:5O")),
        generate=gen_clock_string,
    ),
    Problem(
        name="palindromic_words_count",
        split="valid",
        level="A",
        tags=("strings", "implementation"),
        statement="""How many words of a line read the same backwards as forwards? A word of one letter counts as such a word.

Input

The only line contains at most 200 characters: words of lowercase Latin letters separated by single spaces. There is at least one word.

Output

Print the number of words that are palindromes.""",
        examples=(lines("anna saw a kayak at noon"),),
        edge_cases=(lines("a"), lines("ab"), lines("a b c"), lines("aa ab ba bb"), lines("abcba abcab")),
        generate=gen_pal_words,
    ),
    Problem(
        name="version_number_compare",
        split="valid",
        level="B",
        tags=("strings", "implementation"),
        statement="""A software version is written as non-negative integers separated by dots, such as 1.10.2. Two versions are compared number by number from the left: the first place where their numbers differ decides, and the version with the larger number there is newer. If one version has fewer numbers, the missing ones count as 0, so 1.2 and 1.2.0 are the same version. Compare the versions a and b.

Input

The first line contains a and the second line contains b. Each consists of 1 to 5 integers from 0 to 999, written without leading zeros and separated by dots.

Output

Print < if a is older than b, > if a is newer than b, and = if they are the same version.""",
        examples=(lines("1.10", "1.9.5"), lines("2.0.0", "2")),
        edge_cases=(lines("0", "0.0.0.0.0"), lines("1", "1.0.1"), lines("1.2", "1.10"), lines("999.999", "999.998.999"), lines("3.0.1", "3")),
        generate=gen_versions,
    ),
    Problem(
        name="isomorphic_strings_check",
        split="valid",
        level="B",
        tags=("strings", "implementation"),
        statement="""Two strings s and t of the same length are called similar if t can be obtained from s by consistently renaming letters: every occurrence of a letter of s is replaced with the same letter, and different letters of s are replaced with different letters (a letter may also keep its name). For example, egg and add are similar, but foo and bar are not. Are s and t similar?

Input

The first line contains s and the second line contains t: strings of lowercase Latin letters of the same length, from 1 to 100.

Output

Print YES if s and t are similar and NO otherwise.""",
        examples=(lines("egg", "add"), lines("foo", "bar")),
        edge_cases=(lines("a", "b"), lines("ab", "aa"), lines("aa", "ab"), lines("abc", "bca"), lines("abab", "baba"), lines("abca", "zyzz")),
        generate=gen_isomorphic,
    ),
)
