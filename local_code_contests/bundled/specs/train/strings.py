"""Training problems. Strings: scanning, counting letters, transforming and comparing text.

Specs only: build.py turns them into bundled_train.jsonl (problem_spec.py describes a spec)."""

import string

from ...problem_spec import Problem, join, lines, word


def gen_palindrome(rng):
    half = word(rng, rng.randint(1, 50), "abc")
    middle = rng.choice(["", rng.choice("abc")])
    s = half + middle + half[::-1]
    if rng.random() < 0.5:  # break the symmetry at one random position
        i = rng.randrange(len(s) // 2) if len(s) > 1 else 0
        s = s[:i] + ("x" if s[i] != "x" else "y") + s[i + 1 :]
    return lines(s)

def gen_word_count(rng):
    words = [word(rng, rng.randint(1, 8)) for _ in range(rng.randint(1, 15))]
    gaps = [" " * rng.choice([1, 1, 2, 3]) for _ in words[1:]]
    return lines(words[0] + "".join(gap + w for gap, w in zip(gaps, words[1:])))

def gen_run_length(rng):
    s = "".join(rng.choice("abc") * rng.randint(1, 12) for _ in range(rng.randint(1, 10)))
    return lines(s[:100])

def gen_caesar(rng):
    return lines(word(rng, rng.randint(1, 50)), rng.randint(-1000, 1000))

def gen_anagram(rng):
    s = word(rng, rng.randint(1, 30), "abcd")
    t = list(s)
    rng.shuffle(t)
    if rng.random() < 0.5 and len(t) > 1:  # make the counts differ but keep the same letter set
        t[rng.randrange(len(t))] = rng.choice(s)
    return lines(s, "".join(t))

def gen_majority_case(rng):
    return lines(word(rng, rng.randint(1, 30), rng.choice(["aB", "abC", "aBC", string.ascii_letters])))

def gen_rotation(rng):
    s = word(rng, rng.randint(1, 20), "ab")
    kind = rng.choice(["rotation", "prefix", "random"])
    if kind == "rotation":
        k = rng.randrange(len(s))
        t = s[k:] + s[:k]
    elif kind == "prefix":  # a proper substring of s+s with the wrong length
        doubled = s + s
        i = rng.randrange(len(s))
        t = doubled[i : i + rng.randint(1, max(1, len(s) - 1))]
    else:
        t = word(rng, len(s), "ab")
    return lines(s, t)

def near_palindrome(rng, alphabet="abc"):
    """A palindrome of length 1..99 with 0 to 5 random characters changed."""
    half = word(rng, rng.randint(0, 49), alphabet)
    s = list(half + rng.choice(["", rng.choice(alphabet)]) + half[::-1]) or [rng.choice(alphabet)]
    for _ in range(rng.choice([0, 1, 1, 2, 5])):
        s[rng.randrange(len(s))] = rng.choice(alphabet)
    return "".join(s)

def random_case(rng, s):
    return "".join(c.upper() if rng.random() < 0.5 else c for c in s)

def gen_pangram(rng):
    letters = list(string.ascii_lowercase) if rng.random() < 0.6 else []  # all 26 letters, or maybe not
    chars = letters + [rng.choice(string.ascii_lowercase) for _ in range(rng.randint(0 if letters else 1, 60))]
    missing = rng.choice(string.ascii_lowercase + "!" * 26)  # removed everywhere, half of the time
    chars = [c for c in chars if c != missing] or ["a"]
    rng.shuffle(chars)
    return lines(random_case(rng, "".join(chars)) if rng.random() < 0.5 else "".join(chars))

def gen_delete_one(rng):
    s = near_palindrome(rng, rng.choice(["ab", "abc"]))
    i = rng.randint(0, len(s))
    return lines(s[:i] + rng.choice("abc") + s[i:])

def gen_compare_words(rng):
    s = word(rng, rng.randint(1, 12), rng.choice(["ab", "abz"]))
    t = rng.choice([s, s[: rng.randint(1, len(s))], s + word(rng, rng.randint(1, 3), "abz"), word(rng, rng.randint(1, 12), "abz")])
    pair = [random_case(rng, s), random_case(rng, t)]
    return lines(*(pair[::-1] if rng.random() < 0.5 else pair))

def gen_abbreviate(rng):
    n, k = rng.randint(1, 10), rng.randint(1, 12)
    return lines(join([n, k]), *(word(rng, rng.randint(1, 20)) for _ in range(n)))

def gen_alternating(rng):
    n, start, p = rng.randint(1, 200), rng.randint(0, 1), rng.choice([0.02, 0.1, 0.5, 0.9])
    return lines("".join(str((i + start + (rng.random() < p)) % 2) for i in range(n)))

def gen_encoded(rng):
    out, last = "", ""
    while len(out) <= 96 and (not out or rng.random() < 0.85):
        letter = rng.choice([c for c in "abcxyz" if c != last])
        out += letter + str(rng.choice([1, 2, rng.randint(1, 9), rng.randint(10, 99)]))
        last = letter
    return lines(out)

def gen_subsequence(rng):
    s = word(rng, rng.randint(1, 100), rng.choice(["ab", "abc", string.ascii_lowercase]))
    t = "".join(c for c in s if rng.random() < 0.3) or s[0]
    kind = rng.choice(["sub", "reversed", "random"])  # reversed: usually no longer a subsequence
    return lines(s, t if kind == "sub" else t[::-1] if kind == "reversed" else word(rng, rng.randint(1, 10), "abcz"))

def gen_camel(rng):
    parts = [word(rng, rng.randint(1, 6))]
    for _ in range(rng.randint(0, 8)):
        part = word(rng, rng.randint(1, 6))
        parts.append(part.upper() if rng.random() < 0.2 else part[0].upper() + part[1:])
    return lines("".join(parts))

def gen_password(rng):
    alphabet = rng.choice([string.ascii_letters + string.digits, string.ascii_lowercase + string.digits, "aB1", "abcXYZ"])
    return lines(word(rng, rng.choice([rng.randint(1, 12), rng.randint(6, 10), rng.randint(1, 100)]), alphabet))

def gen_rotation_min(rng):
    if rng.random() < 0.4:  # periodic strings have several equal shifts
        unit = word(rng, rng.randint(1, 5), "ab")
        return lines((unit * rng.randint(1, 20))[:100])
    return lines(word(rng, rng.randint(1, 100), rng.choice(["ab", "abc", "abcz"])))

def gen_two_words(rng):
    alphabet = rng.choice(["ab", "abc", "abcdef", string.ascii_lowercase])
    return lines(word(rng, rng.randint(1, 100), alphabet), word(rng, rng.randint(1, 100), alphabet))

def gen_copies(rng):
    t = word(rng, rng.randint(1, 5), "abcde")
    chars = list(t * rng.randint(0, 100 // len(t)))[:90] + list(word(rng, rng.randint(1, 10), "abcdef"))
    rng.shuffle(chars)
    return lines("".join(chars), t)

def gen_substring_changes(rng):
    s = word(rng, rng.randint(1, 100), rng.choice(["ab", "abc", string.ascii_lowercase]))
    m = rng.randint(1, min(len(s), rng.choice([3, 10, 100])))
    i = rng.randint(0, len(s) - m)
    t = list(s[i : i + m])
    for _ in range(rng.randint(0, 3)):
        t[rng.randrange(m)] = rng.choice("abc")
    return lines(s, "".join(t))

def gen_text_numbers(rng):
    limit, out = rng.choice([20, 199]), ""
    while True:  # letters (not before the first number, sometimes) and then a block of at most 12 digits
        letters = word(rng, rng.randint(1, 4)) if out or rng.random() < 0.5 else ""
        piece = letters + word(rng, rng.randint(1, rng.choice([3, 12])), rng.choice([string.digits, "09"]))
        if len(out) + len(piece) > limit:
            break
        out += piece
    return lines(out + (word(rng, 1) if rng.random() < 0.5 else ""))

PRINTABLE = "".join(map(chr, range(32, 127)))

ROMAN = ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))

def gen_roman(rng):
    n, out = rng.choice([rng.randint(1, 3999), rng.randint(1, 50), rng.randint(3000, 3999)]), ""
    for value, symbol in ROMAN:
        while n >= value:
            out, n = out + symbol, n - value
    return lines(out)

def gen_mirror(rng):
    symmetric = "AHIMOTUVWXY"
    half = word(rng, rng.randint(0, 49), symmetric if rng.random() < 0.8 else symmetric + "BCZ")
    s = half + rng.choice(["", rng.choice(symmetric + "BS")]) + half[::-1]
    if rng.random() < 0.3 or not s:  # break the symmetry
        s += rng.choice(symmetric)
    return lines(s)

def gen_rearrange(rng):
    if rng.random() < 0.5:  # the letters of a palindrome, shuffled
        chars = list(near_palindrome(rng, rng.choice(["ab", "abcd"])))
        rng.shuffle(chars)
        return lines("".join(chars))
    return lines(word(rng, rng.randint(1, 100), rng.choice(["ab", "abc", string.ascii_lowercase])))

def gen_extension(rng):
    alphabet = rng.choice(["ab", "abc"])
    s = word(rng, rng.randint(0, 20), alphabet) + near_palindrome(rng, alphabet)
    return lines(s[:100])

def gen_emails(rng):
    names = [word(rng, rng.randint(1, 4), "abc") for _ in range(rng.randint(1, 5))]
    domains = rng.choice([["mail.com", "mail.org"], ["ab.c", "a.bc", "abc"], ["x.y.z", "xy.z", "x.yz"]])
    rows = []
    for _ in range(rng.randint(1, 30)):
        local = list(rng.choice(names))
        for _ in range(rng.randint(0, 2)):
            local.insert(rng.randint(1, len(local)), ".")
        if rng.random() < 0.4:
            local.append("+" + word(rng, rng.randint(0, 4), "ab.+"))
        rows.append("".join(local) + "@" + rng.choice(domains))
    return lines(len(rows), *rows)

def gen_halves(rng):
    half = word(rng, rng.randint(1, 50), rng.choice(["ab", "abc", string.ascii_lowercase]))
    other = list(half)
    rng.shuffle(other)
    if rng.random() < 0.4:
        other[rng.randrange(len(other))] = rng.choice("abc")
    middle = rng.choice(["", rng.choice("abcz")])
    return lines(half + middle + "".join(other))

def gen_words(rng):
    pool = [word(rng, rng.randint(1, 6), "abc") for _ in range(rng.randint(1, 8))]
    return lines(" ".join(rng.choice(pool) for _ in range(rng.randint(1, 25))))


PROBLEMS = (
    Problem(
        name="reverse_string",
        split="train",
        level="A",
        tags=("strings",),
        statement="""You are given a string s. Print it backwards.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the string s reversed.""",
        examples=(lines("hello"),),
        edge_cases=(lines("a"), lines("ab"), lines("racecar"), lines("z" * 99 + "a")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 100))),
    ),
    Problem(
        name="count_vowels",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Count the vowels in a word. In this problem the vowels are the letters a, e, i, o and u; the letter y is not a vowel.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the number of vowels in s.""",
        examples=(lines("programming"),),
        edge_cases=(lines("y"), lines("bcdfg"), lines("aeiou"), lines("rhythm"), lines("yesterday")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 100), rng.choice(["aeiouy", "abcdeuy", string.ascii_lowercase]))),
    ),
    Problem(
        name="palindrome_check",
        split="train",
        level="A",
        tags=("strings",),
        statement="""A palindrome is a string that reads the same from left to right and from right to left. Check whether the given string is a palindrome.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 101).

Output

Print YES if s is a palindrome and NO otherwise.""",
        examples=(lines("level"), lines("code")),
        edge_cases=(lines("a"), lines("ab"), lines("aa"), lines("abcba"), lines("abcdba")),
        generate=gen_palindrome,
    ),
    Problem(
        name="word_count",
        split="train",
        level="A",
        tags=("strings",),
        statement="""A line of text consists of words made of lowercase Latin letters. Neighbouring words are separated by one or more spaces. Count the words.

Input

The only line contains the text: at most 200 characters, at least one word, and no spaces at its beginning or end.

Output

Print the number of words.""",
        examples=(lines("the quick brown fox"),),
        edge_cases=(lines("a"), lines("a  b"), lines("hello"), lines("x   y z")),
        generate=gen_word_count,
    ),
    Problem(
        name="run_length",
        split="train",
        level="B",
        tags=("strings", "implementation"),
        statement="""Compress a string: replace every maximal block of equal consecutive letters by that letter followed by the length of the block.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the compressed string.""",
        examples=(lines("aaabccdddd"),),
        edge_cases=(lines("a"), lines("zzzzzz"), lines("abc"), lines("ab" * 50)),
        generate=gen_run_length,
    ),
    Problem(
        name="caesar_shift",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Encrypt a word with a Caesar cipher: replace each letter by the letter k positions later in the alphabet, wrapping around after z (so z shifted by 1 becomes a). A negative k shifts letters backwards in the same cyclic way.

Input

The first line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

The second line contains one integer k (-1000 ≤ k ≤ 1000).

Output

Print the encrypted string.""",
        examples=(lines("hello", 3),),
        edge_cases=(lines("abc", -1), lines("z", 1), lines("xyz", -1000), lines("abc", 0), lines("abc", 1000)),
        generate=gen_caesar,
    ),
    Problem(
        name="anagram_check",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Two words are anagrams if one can be obtained from the other by rearranging its letters. Check whether s and t are anagrams.

Input

The first line contains a string s, the second line a string t. Both consist of lowercase Latin letters and have lengths from 1 to 100.

Output

Print YES if s and t are anagrams and NO otherwise.""",
        examples=(lines("listen", "silent"), lines("apple", "paper")),
        edge_cases=(lines("aab", "abb"), lines("a", "a"), lines("ab", "abc"), lines("abc", "cab")),
        generate=gen_anagram,
    ),
    Problem(
        name="majority_case",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""A word was typed with a mix of uppercase and lowercase letters. If it contains strictly more uppercase letters than lowercase ones, convert the whole word to uppercase; otherwise convert it to lowercase.

Input

The only line contains a word of uppercase and lowercase Latin letters (1 ≤ length ≤ 100).

Output

Print the converted word.""",
        examples=(lines("HoUse"),),
        edge_cases=(lines("Ab"), lines("A"), lines("z"), lines("ABCdef"), lines("ABc")),
        generate=gen_majority_case,
    ),
    Problem(
        name="most_frequent_letter",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Find the letter that occurs most often in the string. If several letters occur equally often, print the one that comes first in the alphabet.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print one letter.""",
        examples=(lines("banana"),),
        edge_cases=(lines("ab"), lines("zzyy"), lines("x"), lines("abcabc")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 100), rng.choice(["ab", "xyz", string.ascii_lowercase]))),
    ),
    Problem(
        name="rotation_check",
        split="train",
        level="B",
        tags=("strings",),
        statement="""A cyclic shift of a string moves some prefix of it (possibly empty) to its end: for example, the cyclic shifts of abc are abc, bca and cab. Is t a cyclic shift of s?

Input

The first line contains a string s, the second line a string t. Both consist of lowercase Latin letters and have lengths from 1 to 100.

Output

Print YES if t is a cyclic shift of s and NO otherwise.""",
        examples=(lines("abcde", "cdeab"), lines("abc", "acb")),
        edge_cases=(lines("abc", "ab"), lines("a", "a"), lines("aa", "aaa"), lines("abab", "baba")),
        generate=gen_rotation,
    ),
    Problem(
        name="dedup_letters",
        split="train",
        level="A",
        tags=("strings",),
        statement="""Remove from a string every letter that has already appeared earlier in it, keeping only the first occurrence of each letter. The order of the kept letters does not change.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the resulting string.""",
        examples=(lines("programming"),),
        edge_cases=(lines("a"), lines("aaaa"), lines("abab"), lines(string.ascii_lowercase + "abc")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 100), rng.choice(["abc", "abcdefgh", string.ascii_lowercase]))),
    ),
    Problem(
        name="pangram_check", split="train", level="A", tags=("strings", "implementation"),
        statement="""A pangram is a string that contains every letter of the English alphabet at least once; uppercase and lowercase forms of a letter count as the same letter. Is the given string a pangram?

Input

The only line contains a string s of uppercase and lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print YES if s is a pangram and NO otherwise.""",
        examples=(lines("thequickbrownfoxjumpsoverthelazydog"), lines("helloworld")),
        edge_cases=(lines(string.ascii_uppercase), lines("abcdefghijklmnopqrstuvwxy"), lines("a"), lines("AbCdEfGhIjKlMnOpQrStUvWxYz"), lines("z" * 100)),
        generate=gen_pangram,
    ),
    Problem(
        name="capitalize_words", split="train", level="A", tags=("strings", "implementation"),
        statement="""A title consists of words separated by single spaces. Rewrite it so that every word starts with an uppercase letter and all other letters of the word are lowercase.

Input

The only line contains the title: words of uppercase and lowercase Latin letters separated by single spaces, with no spaces at the beginning or at the end. Its length is from 1 to 200.

Output

Print the rewritten title.""",
        examples=(lines("the old man and the sea"),), edge_cases=(lines("a"), lines("hELLO wORLD"), lines("ALL CAPS TITLE"), lines("x Y z")),
        generate=lambda rng: lines(" ".join(word(rng, rng.randint(1, 8), string.ascii_letters) for _ in range(rng.randint(1, 20)))),
    ),
    Problem(
        name="palindrome_changes", split="train", level="A", tags=("strings", "greedy"),
        statement="""In one move you may replace any character of the string s with any lowercase Latin letter. What is the smallest number of moves that turns s into a palindrome, a string that reads the same from left to right and from right to left?

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the minimum number of moves.""",
        examples=(lines("racecat"),), edge_cases=(lines("a"), lines("ab"), lines("abcd"), lines("abcba"), lines("aaaaab")),
        generate=lambda rng: lines(near_palindrome(rng, rng.choice(["ab", "abc", string.ascii_lowercase]))),
    ),
    Problem(
        name="delete_one_palindrome", split="train", level="B", tags=("strings", "two pointers"),
        statement="""Can you delete at most one character of the string s so that the remaining string is a palindrome (reads the same in both directions)? Deleting nothing is allowed.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print YES if it is possible and NO otherwise.""",
        examples=(lines("abca"), lines("abcd")),
        edge_cases=(lines("cbbcc"), lines("eccer"), lines("a"), lines("ab"), lines("abcdba"), lines("abcxcbya")),
        generate=gen_delete_one,
    ),
    Problem(
        name="compare_ignore_case", split="train", level="A", tags=("strings", "implementation"),
        statement="""Compare two words in dictionary order, treating an uppercase letter and the same lowercase letter as equal. Word s comes before word t if at the first position where they differ s has the letter that is earlier in the alphabet, or if s is a proper prefix of t.

Input

The first line contains the word s, the second line the word t. Both consist of uppercase and lowercase Latin letters and have lengths from 1 to 100.

Output

Print -1 if s comes before t, 1 if t comes before s, and 0 if the words are equal.""",
        examples=(lines("apple", "APRICOT"), lines("Zebra", "zebra")),
        edge_cases=(lines("abc", "ab"), lines("a", "A"), lines("B", "a"), lines("ab", "abc"), lines("aBc", "AbD")),
        generate=gen_compare_words,
    ),
    Problem(
        name="abbreviate_long_words", split="train", level="A", tags=("strings",),
        statement="""A word is called long if it has more than k letters. Shorten every long word: keep its first and last letters and write between them the number of letters that were removed. Words with at most k letters stay as they are.

Input

The first line contains two integers n and k (1 ≤ n ≤ 100, 1 ≤ k ≤ 100).

Each of the next n lines contains a word of lowercase Latin letters of length from 1 to 100.

Output

Print the n words after shortening, one per line.""",
        examples=(lines("3 10", "word", "localization", "internationalization"),),
        edge_cases=(lines("1 3", "abc"), lines("1 3", "abcd"), lines("2 1", "a", "ab"), lines("1 100", "a" * 100), lines("1 99", "a" * 99 + "b")),
        generate=gen_abbreviate,
    ),
    Problem(
        name="alternating_binary_flips", split="train", level="A", tags=("strings", "greedy"),
        statement="""In one move you may change one character of a binary string: 0 to 1 or 1 to 0. What is the smallest number of moves after which no two neighbouring characters of the string are equal?

Input

The only line contains a string s of characters 0 and 1 (1 ≤ |s| ≤ 200).

Output

Print the minimum number of moves.""",
        examples=(lines("0001"),), edge_cases=(lines("0"), lines("011010"), lines("1111"), lines("0101"), lines("10" * 100)),
        generate=gen_alternating,
    ),
    Problem(
        name="decode_run_length", split="train", level="A", tags=("strings", "implementation"),
        statement="""A string of lowercase letters was compressed: every block of equal consecutive letters was written as the letter followed by the length of the block. For example, aaabcc became a3b1c2. Restore the original string.

Input

The only line contains the compressed string: pairs of a lowercase Latin letter and a positive integer from 1 to 99 written without leading zeros. Its length is from 2 to 100.

Output

Print the original string.""",
        examples=(lines("a3b1c2"),), edge_cases=(lines("z99"), lines("a1"), lines("a12b10"), lines("x1y1z1"), lines("q10")),
        generate=gen_encoded,
    ),
    Problem(
        name="atbash_cipher", split="train", level="A", tags=("strings", "implementation"),
        statement="""The mirror cipher replaces every letter with the letter at the same distance from the other end of the alphabet: a becomes z, b becomes y, c becomes x, and so on, up to z, which becomes a. Uppercase letters are replaced in the same way and stay uppercase. Encrypt the given word.

Input

The only line contains a word of uppercase and lowercase Latin letters (1 ≤ length ≤ 100).

Output

Print the encrypted word.""",
        examples=(lines("wizard"),), edge_cases=(lines("a"), lines("Z"), lines("AbYz"), lines("MmNn"), lines(string.ascii_uppercase)),
        generate=lambda rng: lines(word(rng, rng.randint(1, 100), rng.choice([string.ascii_lowercase, string.ascii_letters, "aBmNzY"]))),
    ),
    Problem(
        name="is_subsequence", split="train", level="A", tags=("strings", "greedy"),
        statement="""Can the string t be obtained from the string s by deleting some of its characters (possibly none) without changing the order of the remaining ones?

Input

The first line contains the string s, the second line the string t. Both consist of lowercase Latin letters and have lengths from 1 to 100.

Output

Print YES if it is possible and NO otherwise.""",
        examples=(lines("programming", "gaming"), lines("hello", "world")),
        edge_cases=(lines("abc", "cba"), lines("a", "aa"), lines("abc", "abc"), lines("aaaab", "ab"), lines("ab", "ba")),
        generate=gen_subsequence,
    ),
    Problem(
        name="camel_to_snake", split="train", level="A", tags=("strings", "implementation"),
        statement="""Convert a variable name from camelCase to snake_case: put an underscore before every uppercase letter and replace that letter with the same lowercase letter.

Input

The only line contains the name: Latin letters, starting with a lowercase one (1 ≤ length ≤ 100).

Output

Print the converted name.""",
        examples=(lines("getValue"), lines("myVariableName")), edge_cases=(lines("aBC"), lines("x"), lines("parseHTTPResponse"), lines("abcD")),
        generate=gen_camel,
    ),
    Problem(
        name="password_rules", split="train", level="A", tags=("strings", "implementation"),
        statement="""A password is strong if it has at least 8 characters and contains at least one lowercase letter, at least one uppercase letter and at least one digit. Is the given password strong?

Input

The only line contains the password: a string of Latin letters and digits (1 ≤ length ≤ 100).

Output

Print YES if the password is strong and NO otherwise.""",
        examples=(lines("Tr0ub4dor"), lines("password1")),
        edge_cases=(lines("Abcdef12"), lines("ABCDEFG1"), lines("Aa1"), lines("A1b" * 33), lines("12345678"), lines("abcdEFGH")),
        generate=gen_password,
    ),
    Problem(
        name="smallest_rotation", split="train", level="B", tags=("strings", "brute force"),
        statement="""Moving some number of the first characters of a string to its end gives a cyclic shift of it; the string itself is one of its cyclic shifts. Print the cyclic shift of s that comes first in alphabetical (lexicographic) order.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the smallest cyclic shift.""",
        examples=(lines("cabca"),), edge_cases=(lines("a"), lines("acab"), lines("bbbb"), lines("abaab"), lines("zyx")),
        generate=gen_rotation_min,
    ),
    Problem(
        name="anagram_deletions", split="train", level="A", tags=("strings", "implementation"),
        statement="""You may delete any characters from the strings s and t. What is the smallest total number of deleted characters after which the two strings are anagrams, that is, consist of the same letters, each occurring the same number of times? Two empty strings are anagrams.

Input

The first line contains the string s, the second line the string t. Both consist of lowercase Latin letters and have lengths from 1 to 100.

Output

Print the minimum total number of deletions.""",
        examples=(lines("mississippi", "sip"),),
        edge_cases=(lines("abc", "xyz"), lines("a", "a"), lines("aab", "abbb"), lines("ab", "abc"), lines("z", "zzzz")),
        generate=gen_two_words,
    ),
    Problem(
        name="word_copies_from_letters", split="train", level="A", tags=("strings", "implementation"),
        statement="""Letters cut out of a newspaper form the string s. How many copies of the word t can be put together from them if every cut-out letter may be used at most once?

Input

The first line contains the string s, the second line the word t. Both consist of lowercase Latin letters and have lengths from 1 to 100.

Output

Print the largest number of complete copies of t.""",
        examples=(lines("catcatdogcat", "cat"),),
        edge_cases=(lines("balon", "balloon"), lines("aaaa", "aa"), lines("abc", "d"), lines("a", "a"), lines("a" * 100, "a" * 100)),
        generate=gen_copies,
    ),
    Problem(
        name="min_changes_for_substring", split="train", level="B", tags=("strings", "brute force"),
        statement="""You may replace characters of the string s with any lowercase Latin letters. What is the smallest number of replaced characters after which the string t occurs in s as a block of consecutive characters?

Input

The first line contains the string s, the second line the string t. Both consist of lowercase Latin letters, and 1 ≤ |t| ≤ |s| ≤ 100.

Output

Print the minimum number of replacements.""",
        examples=(lines("abcxyz", "bcd"),),
        edge_cases=(lines("aaab", "ab"), lines("abc", "xyz"), lines("a", "b"), lines("abcd", "abcd"), lines("zzzzzz", "zz")),
        generate=gen_substring_changes,
    ),
    Problem(
        name="letters_by_frequency", split="train", level="A", tags=("strings", "sortings"),
        statement="""For every letter that occurs in the string s, report how many times it occurs. List the letters from the most frequent to the least frequent; letters that occur equally often are listed in alphabetical order.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

For every letter of s print one line with the letter and the number of its occurrences, separated by a space.""",
        examples=(lines("banana"),), edge_cases=(lines("abc"), lines("zzyyx"), lines("q"), lines("aabbcc")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 100), rng.choice(["abc", "xyz", "abcdefgh", string.ascii_lowercase]))),
    ),
    Problem(
        name="numbers_in_text", split="train", level="B", tags=("strings", "implementation"),
        statement="""A string consists of lowercase Latin letters and digits. Every maximal block of consecutive digits is a number written in decimal notation, possibly with leading zeros. Find the sum of all these numbers.

Input

The only line contains the string (1 ≤ length ≤ 200). Every block of digits has at most 12 digits.

Output

Print the sum of the numbers (0 if the string has no digits).""",
        examples=(lines("abc12de3f007"),),
        edge_cases=(lines("abc"), lines("999999999999"), lines("0"), lines("a1b2c3"), lines("5000000000x5000000000")),
        generate=gen_text_numbers,
    ),
    Problem(
        name="roman_to_integer", split="train", level="A", tags=("strings", "implementation"),
        statement="""Roman numerals use the symbols I = 1, V = 5, X = 10, L = 50, C = 100, D = 500 and M = 1000. Symbols are written from the largest to the smallest and their values are added, except in six cases where a smaller symbol stands before a larger one and is subtracted: IV = 4, IX = 9, XL = 40, XC = 90, CD = 400, CM = 900. For example, 1994 is written as MCMXCIV. Convert a Roman numeral to an integer.

Input

The only line contains a Roman numeral written in this standard way; its value is from 1 to 3999.

Output

Print its value.""",
        examples=(lines("LVIII"), lines("MMXXV")),
        edge_cases=(lines("IV"), lines("IX"), lines("MCMXCIV"), lines("MMMCMXCIX"), lines("I"), lines("CDXLIV")),
        generate=gen_roman,
    ),
    Problem(
        name="mirror_word", split="train", level="A", tags=("strings", "implementation"),
        statement="""Only these capital letters look the same in a mirror: A, H, I, M, O, T, U, V, W, X and Y. A word looks the same in a mirror if it consists only of such letters and reads the same from left to right and from right to left. Does the given word look the same in a mirror?

Input

The only line contains a word of uppercase Latin letters (1 ≤ length ≤ 100).

Output

Print YES or NO.""",
        examples=(lines("TOOT"), lines("MAX")), edge_cases=(lines("BOB"), lines("A"), lines("B"), lines("XYZYX"), lines("WOW" * 33 + "W")),
        generate=gen_mirror,
    ),
    Problem(
        name="keypad_digits", split="train", level="A", tags=("strings", "implementation"),
        statement="""On a phone keypad the letters are written on the digit keys: 2 has abc, 3 has def, 4 has ghi, 5 has jkl, 6 has mno, 7 has pqrs, 8 has tuv and 9 has wxyz. For every letter of a word, write the digit of its key.

Input

The only line contains a word of lowercase Latin letters (1 ≤ length ≤ 100).

Output

Print the digits as one string.""",
        examples=(lines("hello"),), edge_cases=(lines("z"), lines("pqrs"), lines("sunny"), lines(string.ascii_lowercase)),
        generate=lambda rng: lines(word(rng, rng.randint(1, 100), rng.choice([string.ascii_lowercase, "rstvwxyz"]))),
    ),
    Problem(
        name="character_classes", split="train", level="A", tags=("strings", "implementation"),
        statement="""A line of text may contain letters, digits, spaces and other printable characters. Count its uppercase Latin letters, its lowercase Latin letters, its digits and all its other characters (spaces included).

Input

The only line contains from 1 to 200 printable ASCII characters (codes 32 to 126). It does not begin or end with a space.

Output

Print four integers separated by spaces: the numbers of uppercase letters, lowercase letters, digits and other characters.""",
        examples=(lines("Hello,World!2025"),), edge_cases=(lines("a b"), lines("!!!"), lines("A"), lines("x = 42 + y;"), lines("Z  9   z ~")),
        generate=lambda rng: lines(word(rng, rng.randint(1, 200), rng.choice([string.ascii_letters + " 0123", PRINTABLE, "aZ9 !"])).strip() or "x"),
    ),
    Problem(
        name="rearrange_to_palindrome", split="train", level="A", tags=("strings", "implementation"),
        statement="""Can the letters of the string s be rearranged, each used exactly once, so that they form a palindrome (a string that reads the same in both directions)?

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print YES if it is possible and NO otherwise.""",
        examples=(lines("aabb"), lines("abc")), edge_cases=(lines("aab"), lines("a"), lines("ab"), lines("aabbccd"), lines("aaabbb")),
        generate=gen_rearrange,
    ),
    Problem(
        name="shortest_palindrome_extension", split="train", level="B", tags=("strings", "brute force"),
        statement="""Append as few characters as possible to the end of the string s so that it becomes a palindrome (reads the same in both directions). How many characters must be appended?

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the minimum number of appended characters.""",
        examples=(lines("race"),), edge_cases=(lines("abcb"), lines("aab"), lines("a"), lines("abba"), lines("ab"), lines("abcd")),
        generate=gen_extension,
    ),
    Problem(
        name="distinct_emails", split="train", level="B", tags=("strings", "implementation"),
        statement="""Every e-mail address has the form local@domain. The mail server ignores all dots in the local part, and it also ignores everything in the local part from its first plus sign on. For example, a.n.n+news@mail.com and ann@mail.com reach the same mailbox. The domain is used exactly as written. How many different mailboxes do the addresses of the list reach?

Input

The first line contains one integer n (1 ≤ n ≤ 100).

Each of the next n lines contains an address of at most 50 characters: a local part of lowercase Latin letters, dots and plus signs that starts with a letter, then the character @, then a domain of lowercase Latin letters and dots that neither starts nor ends with a dot.

Output

Print the number of different mailboxes.""",
        examples=(lines(4, "ann@mail.com", "a.n.n+news@mail.com", "ann+x@mail.org", "an.n@mail.com"),),
        edge_cases=(lines(2, "bob@ab.c", "bob@a.bc"), lines(1, "a@b"), lines(3, "x+y@d", "x@d", "x.+@d"), lines(2, "a+b+c@d", "a@d")),
        generate=gen_emails,
    ),
    Problem(
        name="balanced_halves", split="train", level="A", tags=("strings", "implementation"),
        statement="""Cut the string s into two halves of equal length; if the length of s is odd, its middle character is thrown away. The string is balanced if every letter occurs the same number of times in both halves. Is s balanced?

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 101).

Output

Print YES if s is balanced and NO otherwise.""",
        examples=(lines("gaga"), lines("abcde")),
        edge_cases=(lines("abcab"), lines("a"), lines("ab"), lines("abba"), lines("aabb"), lines("abczcba")),
        generate=gen_halves,
    ),
    Problem(
        name="remove_one_char_smallest", split="train", level="B", tags=("strings", "greedy"),
        statement="""Delete exactly one character of the string s. Among all strings you can get this way, which one comes first in alphabetical (lexicographic) order?

Input

The only line contains a string s of lowercase Latin letters (2 ≤ |s| ≤ 100).

Output

Print the smallest string that can be obtained.""",
        examples=(lines("abczd"),), edge_cases=(lines("bazz"), lines("ab"), lines("aa"), lines("zyx"), lines("abc")),
        generate=lambda rng: lines(word(rng, rng.randint(2, 100), rng.choice(["ab", "abc", "az", string.ascii_lowercase]))),
    ),
    Problem(
        name="sort_words_by_length", split="train", level="A", tags=("strings", "sortings"),
        statement="""Sort the words of a line by length, from the shortest to the longest. Words of equal length go in alphabetical order. Equal words are kept, each as many times as it occurs.

Input

The only line contains words of lowercase Latin letters separated by single spaces; its length is from 1 to 200.

Output

Print the sorted words separated by single spaces.""",
        examples=(lines("dog is a good friend"),), edge_cases=(lines("b a"), lines("hello"), lines("cc bb aa"), lines("xyz abc xyz")),
        generate=gen_words,
    ),
    Problem(
        name="no_adjacent_equal", split="train", level="A", tags=("strings", "greedy"),
        statement="""Delete as few characters of the string s as possible so that no two neighbouring characters of the remaining string are equal. How many characters must be deleted?

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the minimum number of deletions.""",
        examples=(lines("abbcdd"),), edge_cases=(lines("aaa"), lines("a"), lines("ababa"), lines("z" * 100)),
        generate=lambda rng: lines(word(rng, rng.randint(1, 100), rng.choice(["a", "ab", "abc", string.ascii_lowercase]))),
    ),
)
