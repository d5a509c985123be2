"""Training problems. Text processing: letter and word counts, case changes, ciphers, runs of letters, simple formats.

Specs only: build.py turns them into bundled_train.jsonl (problem_spec.py describes a spec)."""

import string

from ...problem_spec import Problem, join, lines, word

VOWELS = "aeiou"


def mixed_case(rng, s, p=0.5):
    return "".join(c.upper() if rng.random() < p else c for c in s)

def gen_swap_case(rng):
    return lines(word(rng, rng.randint(1, 100), rng.choice(["aB", "abcXYZ", string.ascii_letters, string.ascii_uppercase])))

def gen_vowel_balance(rng):
    n = rng.choice([rng.randint(1, 6), rng.randint(1, 100)])
    if rng.random() < 0.3:  # exactly balanced
        n2 = rng.randint(1, 50)
        chars = list(word(rng, n2, VOWELS) + word(rng, n2, "bcdxyz"))
        rng.shuffle(chars)
        return lines("".join(chars))
    return lines(word(rng, n, rng.choice(["aey", "abcdeiy", string.ascii_lowercase])))

def gen_replace_letter(rng):
    s = word(rng, rng.randint(1, 100), rng.choice(["ab", "abc", string.ascii_lowercase]))
    a = rng.choice(s + "z")
    b = rng.choice([a, rng.choice("abcz")])
    return lines(s, join([a, b]))

def gen_blocks(rng):
    s = "".join(rng.choice("abc") * rng.randint(1, rng.choice([1, 3, 10])) for _ in range(rng.randint(1, 30)))
    return lines(s[:100])

def gen_next_vowel(rng):
    return lines(word(rng, rng.randint(1, 100), rng.choice(["aeiou", "uuab", "queiostz", string.ascii_lowercase])))

def gen_key_decode(rng):
    key = list(string.ascii_lowercase)
    rng.shuffle(key)
    return lines("".join(key), word(rng, rng.randint(1, 100), rng.choice(["abc", string.ascii_lowercase])))

def gen_hamming(rng):
    s = word(rng, rng.randint(1, 100), rng.choice(["ab", "abc", string.ascii_lowercase]))
    t = [c if rng.random() < rng.choice([0.5, 0.9, 1.0]) else rng.choice("abcd") for c in s]
    if rng.random() < 0.3:
        t[-1] = "z" if s[-1] != "z" else "y"
    return lines(s, "".join(t))

def gen_first_word(rng):
    base = word(rng, rng.randint(1, 4), "ab")
    pool = [base + word(rng, rng.randint(0, 3), "ab") for _ in range(rng.randint(1, 6))] + [word(rng, rng.randint(1, 10), "abc")]
    ws = [rng.choice(pool) for _ in range(rng.randint(1, 20))]
    return lines(len(ws), *ws)

def gen_first_unique(rng):
    alphabet = rng.choice(["ab", "abc", "abcd", string.ascii_lowercase])
    s = word(rng, rng.randint(1, 100), alphabet)
    if rng.random() < 0.4:  # every letter at least twice
        s = "".join(c * 2 for c in s[:50])
        s = "".join(rng.sample(s, len(s)))
    return lines(s)

def gen_capitalized(rng):
    ws = []
    for _ in range(rng.randint(1, 20)):
        w = word(rng, rng.randint(1, 8), "abcxyz")
        ws.append(rng.choice([w, w.capitalize(), w.upper(), mixed_case(rng, w)]))
    return lines(" ".join(ws))

def gen_distinct_ignore_case(rng):
    letters = rng.choice(["ab", "abcde", string.ascii_lowercase])
    return lines(mixed_case(rng, word(rng, rng.randint(1, 100), letters), rng.choice([0.0, 0.5, 1.0])))

def gen_missing_letters(rng):
    chars = list(string.ascii_lowercase) if rng.random() < 0.5 else []
    chars += list(word(rng, rng.randint(1, 70), string.ascii_lowercase))
    gone = set(rng.sample(string.ascii_lowercase, rng.choice([0, 1, 1, 3, 10])))
    chars = [c for c in chars if c not in gone] or ["q"]
    rng.shuffle(chars)
    return lines("".join(chars[:100]))

def gen_phrase_palindrome(rng):
    half = word(rng, rng.randint(0, 20), "abcn")
    core = list(half + rng.choice(["", rng.choice("xyz")]) + half[::-1]) or ["a"]
    if rng.random() < 0.4:
        core[rng.randrange(len(core))] = "q"
    out = ""
    for c in core:
        out += rng.choice(["", "", " ", ", ", "!", "'"]) + (c.upper() if rng.random() < 0.3 else c)
    return lines(out.strip() or "a")

def gen_minutes_to_midnight(rng):
    h, m = rng.choice([(rng.randint(0, 23), rng.randint(0, 59)), (0, rng.randint(0, 59)), (23, rng.randint(50, 59))])
    return lines(f"{h:02d}:{m:02d}")

def gen_date_convert(rng):
    d, m, y = rng.randint(1, 28), rng.randint(1, 12), rng.randint(1000, 9999)
    ds = str(d) if rng.random() < 0.5 else f"{d:02d}"
    ms = str(m) if rng.random() < 0.5 else f"{m:02d}"
    return lines(f"{ds}.{ms}.{y}")

def gen_expression(rng):
    big = rng.random() < 0.5
    terms = [str(rng.randint(0, 10**9 if big else 100)) for _ in range(rng.randint(1, 40))]
    out = terms[0]
    sign = rng.choice(["+", "-", "+-"])
    for t in terms[1:]:
        out += rng.choice(sign) + t
    return lines(out)

def gen_vowel_words(rng):
    ws = [word(rng, rng.randint(1, 6), rng.choice(["aeb", "aeiouxy", string.ascii_lowercase])) for _ in range(rng.randint(1, 20))]
    return lines(" ".join(ws))

def gen_reverse_each(rng):
    ws = [word(rng, rng.randint(1, 8), rng.choice(["ab", string.ascii_lowercase])) for _ in range(rng.randint(1, 15))]
    return lines(" ".join(ws))

def gen_pig_latin(rng):
    ws = [rng.choice("aeiouybcdy") + word(rng, rng.randint(0, 7)) for _ in range(rng.randint(1, 10))]
    return lines(" ".join(ws))

def gen_alternating_case(rng):
    return lines(mixed_case(rng, word(rng, rng.randint(1, 100)), rng.choice([0.0, 0.5, 1.0])))

def gen_letter_value(rng):
    return lines(word(rng, rng.randint(1, 100), rng.choice(["az", "abc", string.ascii_lowercase])))

def gen_binary_value(rng):
    n = rng.choice([rng.randint(1, 10), rng.randint(30, 62), 62])
    s = word(rng, n, "01")
    if rng.random() < 0.3:
        s = "0" * rng.randint(1, 5) + s[: max(1, n - 5)]
    return lines(s)

def gen_hex_color(rng):
    digits = rng.choice(["0123456789abcdef", "0123456789ABCDEF", "0123456789abcdefABCDEF", "0fF"])
    return lines("#" + word(rng, 6, digits))

def gen_initials(rng):
    ws = [mixed_case(rng, word(rng, rng.randint(1, 8)), rng.choice([0.0, 0.2, 1.0])) for _ in range(rng.randint(1, 5))]
    return lines(" ".join(ws))

def gen_frequent_word(rng):
    pool = [word(rng, rng.randint(1, 4), "abc") for _ in range(rng.randint(1, 6))]
    ws = [rng.choice(pool) for _ in range(rng.randint(1, 30))]
    return lines(len(ws), " ".join(ws))

def gen_common_letters(rng):
    a = rng.choice(["abc", "abcdef", "xyz", string.ascii_lowercase])
    b = rng.choice(["abc", "def", "uvwxyz", string.ascii_lowercase])
    return lines(word(rng, rng.randint(1, 30), a), word(rng, rng.randint(1, 30), b))

def gen_find_shift(rng):
    p = word(rng, rng.randint(1, 30), rng.choice(["ab", string.ascii_lowercase]))
    k = rng.randint(0, 25)
    c = [chr((ord(ch) - 97 + k) % 26 + 97) for ch in p]
    if rng.random() < 0.4:
        i = rng.randrange(len(c))
        c[i] = chr((ord(c[i]) - 97 + rng.randint(1, 25)) % 26 + 97)
    return lines(p, "".join(c))

def gen_vigenere(rng):
    return lines(word(rng, rng.randint(1, 100), rng.choice(["az", string.ascii_lowercase])),
                 word(rng, rng.randint(1, rng.choice([3, 20])), rng.choice(["a", "ab", "z", string.ascii_lowercase])))

def gen_uniform(rng):
    return lines(word(rng, rng.randint(1, 100), rng.choice(["a", "ab", "abc", "aaab", "abbbbb", string.ascii_lowercase])))

def gen_letters_digits(rng):
    s = word(rng, rng.randint(1, 100), rng.choice(["a1", "abc123", string.ascii_lowercase + string.digits, "z9"]))
    return lines(s)

def gen_identifier(rng):
    alphabet = rng.choice(["aZ_", "a1_", "ab9_", "a1-$", string.ascii_letters + string.digits + "_"])
    s = word(rng, rng.randint(1, 12), alphabet)
    if rng.random() < 0.3:
        s = rng.choice("0123456789_xY") + s
    return lines(s[:30])

def gen_alpha_order(rng):
    s = "".join(sorted(word(rng, rng.randint(1, 100), rng.choice(["ab", "abc", string.ascii_lowercase]))))
    if rng.random() < 0.5 and len(s) > 1:
        i = rng.randrange(len(s) - 1)
        s = s[:i] + s[i + 1] + s[i] + s[i + 2 :]
    return lines(s)

def gen_keyboard(rng):
    key = list(string.ascii_lowercase)
    if rng.random() < 0.7:
        rng.shuffle(key)
    return lines("".join(key), word(rng, rng.randint(1, 50), rng.choice(["az", "abc", string.ascii_lowercase])))

def gen_cap_runs(rng):
    s = "".join(rng.choice("abc") * rng.randint(1, rng.choice([2, 3, 8])) for _ in range(rng.randint(1, 30)))
    return lines(s[:100])

def gen_depth(rng):
    s, depth = "", 0
    while len(s) < rng.randint(2, 100):
        if depth > 0 and (rng.random() < 0.5 or len(s) + depth >= 100):
            s, depth = s + ")", depth - 1
        else:
            s, depth = s + "(", depth + 1
    return lines(s + ")" * depth)

def gen_repeat(rng):
    return lines(word(rng, rng.randint(1, 10), rng.choice(["ab", "abc", string.ascii_lowercase])), rng.randint(1, 100))

def gen_ab_pairs(rng):
    n = rng.choice([rng.randint(1, 10), rng.randint(1, 2000)])
    p = rng.choice([0.1, 0.5, 0.9])
    return lines("".join("a" if rng.random() < p else rng.choice("bbc") for _ in range(n)))

def gen_config(rng):
    keys = [word(rng, rng.randint(1, 3), "kxy") for _ in range(rng.randint(1, 6))]
    rows = [f"{rng.choice(keys)}={word(rng, rng.randint(1, 5), 'ab01')}" for _ in range(rng.randint(1, 15))]
    queries = [rng.choice(keys + ["zz", "k"]) for _ in range(rng.randint(1, 8))]
    return lines(len(rows), *rows, len(queries), *queries)

def gen_lucky(rng):
    n = rng.randint(1, 50)
    first = word(rng, n, string.digits)
    if rng.random() < 0.5:  # same digit sum, digits shuffled
        second = "".join(rng.sample(first, n))
    else:
        second = word(rng, n, rng.choice([string.digits, "01"]))
    return lines(first + second)

def gen_palindromic_prefix(rng):
    alphabet = rng.choice(["ab", "abc"])
    half = word(rng, rng.randint(0, 20), alphabet)
    pal = half + rng.choice(["", rng.choice(alphabet)]) + half[::-1]
    return lines((pal + word(rng, rng.randint(0, 30), alphabet))[:100] or "a")

def gen_sort_case(rng):
    return lines(mixed_case(rng, word(rng, rng.randint(1, 100), rng.choice(["ab", "abz", string.ascii_lowercase]))))

def gen_bigram(rng):
    return lines(word(rng, rng.randint(2, 100), rng.choice(["ab", "abc", "abcd", string.ascii_lowercase])))

def gen_equal_distance(rng):
    return lines(word(rng, rng.randint(1, 100), rng.choice(["ab", "abc", "abcdefghij", string.ascii_lowercase])))

def gen_middle(rng):
    return lines(word(rng, rng.randint(1, 100)))

def gen_word_in_text(rng):
    w = word(rng, rng.randint(1, 3), "ab")
    pool = [w, w + "a", "b" + w, w[:-1] or "b", word(rng, rng.randint(1, 4), "ab")]
    ws = [rng.choice(pool) for _ in range(rng.randint(1, 30))]
    return lines(w, " ".join(ws))

def gen_sentences(rng):
    out = ""
    for _ in range(rng.randint(1, 5)):
        ws = [word(rng, rng.randint(1, 6)) for _ in range(rng.randint(1, 5))]
        out += " ".join(ws) + rng.choice(".!?") + " "
    out = out.rstrip()
    if rng.random() < 0.3:
        out = out[:-1]
    return lines(out)

def gen_pal_substrings(rng):
    if rng.random() < 0.2:
        return lines(rng.choice("ab") * rng.randint(1, 100))
    return lines(word(rng, rng.randint(1, 100), rng.choice(["ab", "abc", string.ascii_lowercase])))

def gen_ipv4(rng):
    parts = [str(rng.choice([rng.randint(0, 255), rng.randint(0, 9), 255, 256, rng.randint(256, 999)])) for _ in range(4)]
    kind = rng.choice(["ok", "ok", "zero", "count", "empty", "letter"])
    if kind == "zero":
        i = rng.randrange(4)
        parts[i] = "0" + parts[i]
    elif kind == "count":
        parts = parts[: rng.choice([3, 5])] if rng.random() < 0.5 else parts + [str(rng.randint(0, 255))]
    elif kind == "empty":
        parts[rng.randrange(4)] = ""
    elif kind == "letter":
        parts[rng.randrange(4)] += "a"
    return lines(".".join(parts))

def gen_binary_blocks(rng):
    n = rng.randint(1, 100)
    s = "".join(rng.choice("01") * rng.randint(1, 5) for _ in range(n))[:n]
    return lines(s)

def gen_two_letters(rng):
    s = "".join(rng.choice(rng.choice(["abc", "ab", "abcd"])) * rng.randint(1, 6) for _ in range(rng.randint(1, 60)))
    return lines(s[: rng.randint(1, 300)])

def gen_bracket_repeats(rng):
    out, size = "", 0
    for _ in range(rng.randint(1, 8)):
        if rng.random() < 0.4:
            piece = word(rng, rng.randint(1, 4), "xyz")
            out, size = out + piece, size + len(piece)
        else:
            k, inner = rng.choice([rng.randint(1, 9), rng.randint(10, 20)]), word(rng, rng.randint(1, 4), "ab")
            out, size = out + f"{k}[{inner}]", size + k * len(inner)
    return lines(out)

def gen_pal_pieces(rng):
    k = rng.randint(1, 10)
    alphabet = rng.choice(["a", "ab", "abc"])
    length = rng.randint(1, 10)
    pieces = []
    for _ in range(k):
        half = word(rng, length // 2, alphabet)
        pieces.append(half + (rng.choice(alphabet) if length % 2 else "") + half[::-1])
    s = list("".join(pieces))
    if rng.random() < 0.3:
        s[rng.randrange(len(s))] = "c"
    if rng.random() < 0.3:
        s.append(rng.choice(alphabet))
    return lines("".join(s), k)

def gen_uniform_count(rng):
    n = rng.choice([rng.randint(1, 20), rng.randint(100, 5000)])
    s = "".join(rng.choice("ab") * rng.randint(1, rng.choice([3, 50, 1000])) for _ in range(n))[:n]
    return lines(s)

def gen_wrap(rng):
    w = rng.randint(1, 30)
    ws = [word(rng, rng.randint(1, min(w, rng.choice([3, 10, 30]))), "abc") for _ in range(rng.randint(1, 30))]
    return lines(join([w, len(ws)]), " ".join(ws))

def gen_k_distinct(rng):
    s = word(rng, rng.randint(1, 40), rng.choice(["a", "ab", "abcde", string.ascii_lowercase]))
    return lines(s, rng.randint(1, min(26, len(s) + rng.choice([0, 0, 3]))))

def gen_hidden_anagram(rng):
    alphabet = rng.choice(["ab", "abc", "abcd"])
    s = word(rng, rng.randint(1, 100), alphabet)
    m = rng.randint(1, len(s))
    i = rng.choice([rng.randint(0, len(s) - m), len(s) - m])
    t = list(s[i : i + m])
    rng.shuffle(t)
    if rng.random() < 0.4:
        t[rng.randrange(m)] = rng.choice(alphabet)
    return lines(s, "".join(t))

def gen_k_periodic(rng):
    k = rng.randint(1, 10)
    reps = rng.randint(1, 10)
    unit = word(rng, k, rng.choice(["ab", "abc"]))
    s = list(unit * reps)
    for _ in range(rng.randint(0, len(s) // 2)):
        s[rng.randrange(len(s))] = rng.choice("abc")
    return lines(join([len(s), k]), "".join(s))


PROBLEMS = (
    Problem(
        name="swap_letter_case",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Turn every lowercase letter of a word into the same uppercase letter and every uppercase letter into the same lowercase letter.

Input

The only line contains a string s of uppercase and lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print s with the case of every letter swapped.""",
        examples=(lines("HeLLo"),),
        edge_cases=(lines("a"), lines("Z"), lines("abc"), lines("XYZ"), lines("aBcDeF" * 10)),
        generate=gen_swap_case,
    ),
    Problem(
        name="vowel_consonant_balance",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Every letter of a word is either a vowel or a consonant. Here the vowels are a, e, i, o and u, and all other letters (y included) are consonants. Which kind of letter does the word contain more of?

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print VOWELS if s has more vowels than consonants, CONSONANTS if it has more consonants than vowels, and EQUAL if the two numbers are the same.""",
        examples=(lines("banana"), lines("audio")),
        edge_cases=(lines("y"), lines("ay"), lines("a"), lines("eyes"), lines("bcd")),
        generate=gen_vowel_balance,
    ),
    Problem(
        name="replace_letter_everywhere",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Replace every occurrence of the letter a in the string s with the letter b. Other letters stay as they are.

Input

The first line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

The second line contains two lowercase Latin letters a and b separated by a space (they may be equal).

Output

Print the string after the replacement.""",
        examples=(lines("banana", "a o"),),
        edge_cases=(lines("aaaa", "a b"), lines("abc", "z y"), lines("abc", "b b"), lines("x", "x a"), lines("abab", "b a")),
        generate=gen_replace_letter,
    ),
    Problem(
        name="number_of_letter_blocks",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""A block is a maximal group of equal letters standing next to each other: for example, aabccca consists of four blocks aa, b, ccc and a. Count the blocks of the string s.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the number of blocks.""",
        examples=(lines("aabccca"),),
        edge_cases=(lines("a"), lines("zzzz"), lines("ab"), lines("abababab"), lines("aaaaab")),
        generate=gen_blocks,
    ),
    Problem(
        name="next_vowel_substitution",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""A simple code replaces each vowel with the next vowel of the cycle a, e, i, o, u: a becomes e, e becomes i, i becomes o, o becomes u, and u becomes a. Consonants are not changed. Encode the given word.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the encoded string.""",
        examples=(lines("hello"),),
        edge_cases=(lines("u"), lines("bcd"), lines("aeiou"), lines("queue"), lines("uuuu")),
        generate=gen_next_vowel,
    ),
    Problem(
        name="substitution_key_decode",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""A substitution cipher uses a key: a string k of 26 different lowercase letters. To encrypt a message, the letter a is replaced with k_1, the letter b with k_2, and so on up to z, which is replaced with k_26. You are given the key and an encrypted message. Recover the original message.

Input

The first line contains the key k: 26 different lowercase Latin letters.

The second line contains the encrypted message: a string of lowercase Latin letters of length from 1 to 100.

Output

Print the original message.""",
        examples=(lines("qwertyuiopasdfghjklzxcvbnm", "itssg"),),
        edge_cases=(lines(string.ascii_lowercase, "hello"), lines(string.ascii_lowercase[::-1], "abcxyz"),
                    lines(string.ascii_lowercase[1:] + "a", "bcd"), lines("bcdefghijklmnopqrstuvwxyza", "a")),
        generate=gen_key_decode,
    ),
    Problem(
        name="hamming_distance_strings",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Two strings of the same length are compared position by position. In how many positions do they have different characters?

Input

The first line contains a string s and the second line a string t. Both consist of lowercase Latin letters and have the same length, from 1 to 100.

Output

Print the number of positions i where s_i differs from t_i.""",
        examples=(lines("karolin", "kathrin"),),
        edge_cases=(lines("a", "b"), lines("a", "a"), lines("abc", "abd"), lines("abc", "xyz"), lines("zzzz", "zzzz")),
        generate=gen_hamming,
    ),
    Problem(
        name="alphabetically_first_word",
        split="train",
        level="A",
        tags=("strings", "sortings"),
        statement="""Among n words, find the one that comes first in dictionary (lexicographic) order. A word that is a proper prefix of another word comes before it.

Input

The first line contains an integer n (1 ≤ n ≤ 100). Each of the next n lines contains a word of lowercase Latin letters, 1 to 10 letters long. Words may repeat.

Output

Print the word that comes first in dictionary order.""",
        examples=(lines(3, "pear", "apple", "apricot"),),
        edge_cases=(lines(1, "z"), lines(2, "abc", "ab"), lines(3, "ba", "bb", "aa"), lines(2, "ab", "aa"), lines(3, "b", "ba", "b")),
        generate=gen_first_word,
    ),
    Problem(
        name="first_unique_letter",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Find the first letter of the string s that occurs in s exactly once.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the position of that letter in s, counting positions from 1. If every letter of s occurs at least twice, print -1.""",
        examples=(lines("swiss"), lines("abab")),
        edge_cases=(lines("a"), lines("aa"), lines("aabbc"), lines("abcabcd"), lines("abba")),
        generate=gen_first_unique,
    ),
    Problem(
        name="capitalized_words_count",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""A line contains words separated by single spaces. How many of the words begin with an uppercase letter?

Input

The only line contains at most 200 characters: words of uppercase and lowercase Latin letters separated by single spaces. There is at least one word.

Output

Print the number of words whose first letter is uppercase.""",
        examples=(lines("Alice met Bob in Paris"),),
        edge_cases=(lines("Hello"), lines("hello"), lines("HELLO World"), lines("a B c D"), lines("aBC dEF")),
        generate=gen_capitalized,
    ),
    Problem(
        name="distinct_letters_ignore_case",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""How many different letters does a string contain, if an uppercase letter and the same lowercase letter are counted as one letter?

Input

The only line contains a string s of uppercase and lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the number of different letters in s, ignoring case.""",
        examples=(lines("AbbaCab"),),
        edge_cases=(lines("a"), lines("aA"), lines("AAAA"), lines("abc"), lines("AbCdEfGhIjKlMnOpQrStUvWxYzaBcDeFgHiJkLmNoPqRsTuVwXyZ")),
        generate=gen_distinct_ignore_case,
    ),
    Problem(
        name="missing_alphabet_letters",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Which letters of the English alphabet do not occur in the string s?

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the missing letters in alphabetical order as one string without spaces. If s contains all 26 letters, print NONE.""",
        examples=(lines("thequickbrownfoxjumpsoverthelazycat"), lines("hello")),
        edge_cases=(lines("a"), lines(string.ascii_lowercase), lines(string.ascii_lowercase[:-1]), lines("zzz"), lines(string.ascii_lowercase[::-1] + "abc")),
        generate=gen_missing_letters,
    ),
    Problem(
        name="phrase_palindrome",
        split="train",
        level="A",
        tags=("strings", "two pointers"),
        statement="""A phrase is a palindrome if its letters read the same from left to right and from right to left when all characters other than letters are ignored and uppercase and lowercase forms of a letter are treated as equal. Is the given phrase a palindrome?

Input

The only line contains the phrase: at most 200 characters, each a Latin letter, a space, or one of the characters , . ! ? ' : -. It contains at least one letter.

Output

Print YES if the phrase is a palindrome and NO otherwise.""",
        examples=(lines("A man, a plan, a canal: Panama"), lines("Hello, world!")),
        edge_cases=(lines("x"), lines("Ab"), lines("Aa"), lines("No lemon, no melon!"), lines("ab - BA"), lines("abc, cbb")),
        generate=gen_phrase_palindrome,
    ),
    Problem(
        name="minutes_to_midnight",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""A clock shows the time in the 24-hour format HH:MM, from 00:00 to 23:59, always with two digits for the hours and two for the minutes. How many minutes are left until the clock next shows 00:00? At 00:00 itself, the next midnight is a whole day away.

Input

The only line contains the time in the format HH:MM.

Output

Print the number of minutes until the next midnight (from 1 to 1440).""",
        examples=(lines("23:15"), lines("09:05")),
        edge_cases=(lines("00:00"), lines("23:59"), lines("00:01"), lines("12:00"), lines("10:10")),
        generate=gen_minutes_to_midnight,
    ),
    Problem(
        name="date_format_convert",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""A date is written as D.M.Y: the day, the month and the year separated by dots. The day and the month may be written with or without a leading zero. Rewrite the date in the form YYYY-MM-DD, where the day and the month always have exactly two digits.

Input

The only line contains a date D.M.Y with 1 ≤ D ≤ 28, 1 ≤ M ≤ 12 and 1000 ≤ Y ≤ 9999.

Output

Print the date in the form YYYY-MM-DD.""",
        examples=(lines("5.3.2024"), lines("17.11.1999")),
        edge_cases=(lines("01.01.1000"), lines("1.1.9999"), lines("28.12.2000"), lines("9.09.2345"), lines("10.1.1111")),
        generate=gen_date_convert,
    ),
    Problem(
        name="plus_minus_expression",
        split="train",
        level="A",
        tags=("strings", "math", "implementation"),
        statement="""Evaluate an expression made of non-negative integers joined by the signs + and -, for example 12+7-30. There are no spaces and no brackets, and the signs are applied from left to right. The value may not fit in a 32-bit integer type.

Input

The only line contains the expression: 1 to 40 integers, each from 0 to 10^9 and written without leading zeros, with a sign + or - between every two neighbouring integers.

Output

Print the value of the expression.""",
        examples=(lines("12+7-30"),),
        edge_cases=(lines("0"), lines("1000000000+1000000000+1000000000"), lines("0-1000000000-1000000000-1000000000"), lines("5-5"), lines("7")),
        generate=gen_expression,
    ),
    Problem(
        name="vowel_words_count",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Count the words of a line that both begin and end with a vowel (a, e, i, o or u). A word consisting of a single vowel counts.

Input

The only line contains at most 200 characters: words of lowercase Latin letters separated by single spaces. There is at least one word.

Output

Print the number of such words.""",
        examples=(lines("area idea open tree echo"),),
        edge_cases=(lines("a"), lines("b"), lines("ab ba"), lines("aeb bea aba"), lines("i o u y")),
        generate=gen_vowel_words,
    ),
    Problem(
        name="reverse_each_word",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Reverse the letters of every word of a line, keeping the words in their places.

Input

The only line contains at most 200 characters: words of lowercase Latin letters separated by single spaces. There is at least one word.

Output

Print the words, each reversed, in the original order and separated by single spaces.""",
        examples=(lines("hello big world"),),
        edge_cases=(lines("a"), lines("a b c"), lines("abba level"), lines("ab"), lines("ab cd ef")),
        generate=gen_reverse_each,
    ),
    Problem(
        name="pig_latin_words",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Translate a sentence into a play language word by word. A word that begins with a vowel (a, e, i, o or u) gets way added at its end. Any other word (y is not a vowel here) has its first letter moved to its end, and then ay is added.

Input

The only line contains at most 100 characters: words of lowercase Latin letters separated by single spaces. There is at least one word.

Output

Print the translated words in the original order, separated by single spaces.""",
        examples=(lines("pig latin is fun"),),
        edge_cases=(lines("a"), lines("b"), lines("yes you"), lines("apple orange"), lines("y")),
        generate=gen_pig_latin,
    ),
    Problem(
        name="alternating_case_string",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Rewrite a word so that its letters alternate in case: the letters in positions 1, 3, 5, ... become uppercase and the letters in positions 2, 4, 6, ... become lowercase.

Input

The only line contains a string s of uppercase and lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the rewritten string.""",
        examples=(lines("hello"),),
        edge_cases=(lines("a"), lines("AB"), lines("ABCDEF"), lines("abcdef"), lines("aBcDe")),
        generate=gen_alternating_case,
    ),
    Problem(
        name="word_letter_value",
        split="train",
        level="A",
        tags=("strings", "math"),
        statement="""Give every letter a value equal to its position in the alphabet: a is worth 1, b is worth 2, and so on up to z, which is worth 26. The value of a word is the sum of the values of its letters. Find the value of the given word.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the value of s.""",
        examples=(lines("abc"), lines("zebra")),
        edge_cases=(lines("a"), lines("z"), lines("z" * 100), lines("aaaa")),
        generate=gen_letter_value,
    ),
    Problem(
        name="binary_string_value",
        split="train",
        level="A",
        tags=("strings", "math", "bitmasks"),
        statement="""A number is written in binary: a string of the digits 0 and 1, possibly with leading zeros. Print the same number in decimal. The number may not fit in a 32-bit integer type.

Input

The only line contains a string of 1 to 62 characters, each 0 or 1.

Output

Print the value of the binary number in decimal.""",
        examples=(lines("1011"), lines("00110")),
        edge_cases=(lines("0"), lines("1"), lines("1" * 62), lines("1" + "0" * 61), lines("0" * 62)),
        generate=gen_binary_value,
    ),
    Problem(
        name="hex_color_to_rgb",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""A colour is written as # followed by six hexadecimal digits RRGGBB: the first two digits give the red component, the next two the green one and the last two the blue one, each a number from 0 to 255 in base 16. The hexadecimal digits are 0-9 and the letters a-f, where a letter may be written in lowercase or uppercase (a or A is 10, ..., f or F is 15). Print the three components in decimal.

Input

The only line contains the colour in the form #RRGGBB.

Output

Print three integers: the red, green and blue components, separated by spaces.""",
        examples=(lines("#FF8000"), lines("#1a2B3c")),
        edge_cases=(lines("#000000"), lines("#ffffff"), lines("#FFFFFF"), lines("#0A0b0C"), lines("#102030")),
        generate=gen_hex_color,
    ),
    Problem(
        name="name_initials",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Write a person's full name as initials: take the first letter of every part of the name, make it uppercase and put a dot after it. The initials are written together without spaces, for example John Ronald Reuel Tolkien becomes J.R.R.T.

Input

The only line contains the name: 1 to 5 parts separated by single spaces, each part made of 1 to 20 uppercase and lowercase Latin letters.

Output

Print the initials.""",
        examples=(lines("John Ronald Reuel Tolkien"), lines("ada lovelace")),
        edge_cases=(lines("x"), lines("Q"), lines("aBC dEF ghi"), lines("anna maria bella clara dora")),
        generate=gen_initials,
    ),
    Problem(
        name="most_frequent_word",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Which word occurs most often in a list of n words? If several words occur the same largest number of times, choose the one that comes first in dictionary order.

Input

The first line contains an integer n (1 ≤ n ≤ 100). The second line contains n words of lowercase Latin letters separated by spaces, each 1 to 10 letters long.

Output

Print the most frequent word.""",
        examples=(lines(6, "to be or not to be"),),
        edge_cases=(lines(1, "z"), lines(2, "b a"), lines(4, "bb aa bb aa"), lines(3, "ab a ab"), lines(5, "c c b b a")),
        generate=gen_frequent_word,
    ),
    Problem(
        name="common_letters_two_words",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Find all letters that occur both in the word s and in the word t.

Input

The first line contains s and the second line contains t: strings of lowercase Latin letters with lengths from 1 to 100.

Output

Print every common letter once, in alphabetical order, as one string without spaces. If the words have no common letter, print NONE.""",
        examples=(lines("banana", "cabbage"), lines("abc", "xyz")),
        edge_cases=(lines("a", "a"), lines("a", "b"), lines("aaaa", "aa"), lines("zyx", "xyz"), lines("abab", "bbbb")),
        generate=gen_common_letters,
    ),
    Problem(
        name="caesar_find_shift",
        split="train",
        level="A",
        tags=("strings", "brute force"),
        statement="""A Caesar cipher with shift k (0 ≤ k ≤ 25) replaces every letter with the letter k positions later in the alphabet, wrapping around after z: with k = 2, y becomes a. You are given a word p and a word c of the same length. Find the shift k that turns p into c, or report that there is none.

Input

The first line contains p and the second line contains c: strings of lowercase Latin letters of the same length, from 1 to 100.

Output

Print the shift k (0 ≤ k ≤ 25) that turns p into c, or -1 if no shift does.""",
        examples=(lines("hello", "khoor"), lines("abc", "bcf")),
        edge_cases=(lines("a", "a"), lines("z", "a"), lines("ab", "ba"), lines("xyz", "abc"), lines("aaa", "aab")),
        generate=gen_find_shift,
    ),
    Problem(
        name="vigenere_encrypt",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""The Vigenere cipher encrypts a text with a key word. The key is written under the text again and again: the i-th letter of the text gets the key letter number ((i - 1) mod m) + 1, where m is the length of the key. Each letter of the text is shifted forward in the alphabet, wrapping around after z, by the position of its key letter counted from zero: a key letter a shifts by 0, b by 1, ..., z by 25. Encrypt the text.

Input

The first line contains the text and the second line the key: strings of lowercase Latin letters with lengths from 1 to 100.

Output

Print the encrypted text.""",
        examples=(lines("attackatdawn", "lemon"),),
        edge_cases=(lines("abc", "a"), lines("zzz", "b"), lines("a", "zebra"), lines("hello", "aaaaa"), lines("xyz", "zz")),
        generate=gen_vigenere,
    ),
    Problem(
        name="min_changes_uniform_string",
        split="train",
        level="A",
        tags=("strings", "greedy"),
        statement="""In one move you may replace any letter of the string s with any other lowercase Latin letter. What is the smallest number of moves after which all letters of s are the same?

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the smallest number of moves.""",
        examples=(lines("abacaba"),),
        edge_cases=(lines("a"), lines("zzzz"), lines("abcd"), lines("abbb"), lines("baaaa")),
        generate=gen_uniform,
    ),
    Problem(
        name="letters_then_digits",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""A string consists of lowercase letters and digits. Move all letters to the front: print the letters of the string in the order in which they appear, followed by the digits in the order in which they appear.

Input

The only line contains a string s of lowercase Latin letters and digits (1 ≤ |s| ≤ 100).

Output

Print the rearranged string.""",
        examples=(lines("a1b2c3"), lines("9z8y")),
        edge_cases=(lines("7"), lines("q"), lines("321"), lines("cba"), lines("1a"), lines("b2a1")),
        generate=gen_letters_digits,
    ),
    Problem(
        name="valid_identifier_check",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""In many programming languages a variable name must consist only of Latin letters, digits and underscores (_), and must not begin with a digit. Is the given string a valid variable name by these rules?

Input

The only line contains a string of 1 to 30 printable characters without spaces.

Output

Print YES if the string is a valid variable name and NO otherwise.""",
        examples=(lines("total_sum2"), lines("2fast")),
        edge_cases=(lines("_"), lines("9"), lines("a-b"), lines("Z"), lines("x$"), lines("_1")),
        generate=gen_identifier,
    ),
    Problem(
        name="letters_in_alphabetical_order",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Are the letters of the word s in alphabetical order, that is, is every letter (except the first) equal to or later in the alphabet than the letter before it?

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print YES if the letters of s are in alphabetical order and NO otherwise.""",
        examples=(lines("almost"), lines("hello")),
        edge_cases=(lines("a"), lines("aab"), lines("zz"), lines("ba"), lines("abcdefghijklmnopqrstuvwxzy")),
        generate=gen_alpha_order,
    ),
    Problem(
        name="keyboard_typing_distance",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""A keyboard has all 26 lowercase letters in one row, in some order. To type a word, you put your finger on the key of its first letter, then move it to the key of every next letter in turn. Moving between keys in positions i and j of the row takes |i - j| units of time; the first placement of the finger and the key presses themselves take no time. How long does it take to type the word?

Input

The first line contains the keyboard: 26 different lowercase Latin letters in the order of the keys.

The second line contains the word: a string of lowercase Latin letters of length from 1 to 50.

Output

Print the total time.""",
        examples=(lines(string.ascii_lowercase, "hello"),),
        edge_cases=(lines(string.ascii_lowercase, "z"), lines(string.ascii_lowercase[::-1], "aaaa"), lines(string.ascii_lowercase, "azaz"),
                    lines("qwertyuiopasdfghjklzxcvbnm", "zq")),
        generate=gen_keyboard,
    ),
    Problem(
        name="cap_runs_at_two",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""A key of a keyboard sometimes repeats a letter many times. Fix the text: every block of three or more equal letters standing next to each other is shortened to exactly two of those letters. Shorter blocks stay as they are.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the fixed string.""",
        examples=(lines("heeeellooo"),),
        edge_cases=(lines("a"), lines("aaa"), lines("aab"), lines("abccc"), lines("aaaaaaaaab")),
        generate=gen_cap_runs,
    ),
    Problem(
        name="max_bracket_depth",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""A correct bracket sequence is given. Its depth is the largest number of brackets that are open at the same moment while reading it from left to right; for example, the depth of (()(())) is 3. Find the depth.

Input

The only line contains a correct bracket sequence of the characters ( and ), with length from 2 to 100.

Output

Print the depth of the sequence.""",
        examples=(lines("(()(()))"), lines("()()")),
        edge_cases=(lines("()"), lines("(" * 50 + ")" * 50), lines("(())(())"), lines("((()())())"), lines("(()(()(())))")),
        generate=gen_depth,
    ),
    Problem(
        name="repeat_to_length",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""The string s is written again and again without gaps: sss... Print the first n characters of this endless string.

Input

The first line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 10).

The second line contains an integer n (1 ≤ n ≤ 100).

Output

Print the first n characters.""",
        examples=(lines("abc", 8),),
        edge_cases=(lines("a", 1), lines("abcdef", 3), lines("ab", 100), lines("xyz", 3), lines("abcdefghij", 1)),
        generate=gen_repeat,
    ),
    Problem(
        name="count_ab_pairs",
        split="train",
        level="A",
        tags=("strings", "prefix sums"),
        statement="""Count the pairs of positions i < j in the string s such that s_i is the letter a and s_j is the letter b. The letters between them do not matter.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 2000).

Output

Print the number of such pairs.""",
        examples=(lines("abab"), lines("bca")),
        edge_cases=(lines("a"), lines("ba"), lines("aaabbb"), lines("bbbaaa"), lines("a" * 1000 + "b" * 1000)),
        generate=gen_ab_pairs,
    ),
    Problem(
        name="config_value_lookup",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""A settings file has n lines of the form key=value. If a key is set several times, the last line setting it wins. Answer q questions: what is the value of a given key?

Input

The first line contains n (1 ≤ n ≤ 50). Each of the next n lines has the form key=value, where the key is 1 to 10 lowercase Latin letters and the value is 1 to 10 lowercase Latin letters and digits.

The next line contains q (1 ≤ q ≤ 50). Each of the next q lines contains a key: 1 to 10 lowercase Latin letters.

Output

For every question print the value of the key on its own line, or MISSING if the key is never set.""",
        examples=(lines(3, "color=red", "size=10", "color=blue", 3, "color", "size", "speed"),),
        edge_cases=(lines(1, "a=1", 1, "a"), lines(1, "a=1", 1, "b"), lines(2, "k=first", "k=second", 1, "k"),
                    lines(3, "ab=1", "a=2", "abc=3", 3, "a", "ab", "abc")),
        generate=gen_config,
    ),
    Problem(
        name="lucky_ticket_digits",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""A ticket number has an even number of digits. The ticket is lucky if the sum of the digits in its first half equals the sum of the digits in its second half. Is the ticket lucky?

Input

The only line contains the ticket number: a string of 2 to 100 digits, of even length (it may begin with zeros).

Output

Print YES if the ticket is lucky and NO otherwise.""",
        examples=(lines("123402"), lines("1230")),
        edge_cases=(lines("00"), lines("19"), lines("9090"), lines("1001"), lines("550055"), lines("123321")),
        generate=gen_lucky,
    ),
    Problem(
        name="longest_palindromic_prefix",
        split="train",
        level="A",
        tags=("strings", "brute force"),
        statement="""Find the longest prefix of the string s that is a palindrome, that is, reads the same from left to right and from right to left. A prefix is a block of characters at the beginning of s; the whole string s is also its prefix.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the length of the longest palindromic prefix of s.""",
        examples=(lines("abacdc"), lines("abc")),
        edge_cases=(lines("a"), lines("aa"), lines("abba"), lines("abab"), lines("racecar")),
        generate=gen_palindromic_prefix,
    ),
    Problem(
        name="sort_letters_case_insensitive",
        split="train",
        level="A",
        tags=("strings", "sortings"),
        statement="""Sort the letters of a word alphabetically, ignoring case: A and a belong to the same place in the alphabet. When the uppercase and lowercase forms of the same letter both occur, all uppercase copies go before all lowercase copies.

Input

The only line contains a string s of uppercase and lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the sorted letters as one string.""",
        examples=(lines("bAcaB"),),
        edge_cases=(lines("a"), lines("aA"), lines("Ba"), lines("zZyYaA"), lines("abc")),
        generate=gen_sort_case,
    ),
    Problem(
        name="most_common_bigram",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""A bigram is a pair of neighbouring letters of a string, read as a two-letter string. A string of length n has n - 1 bigrams, counted at every position, so they may overlap. Find the bigram that occurs most often. If there are several, print the one that comes first in alphabetical order.

Input

The only line contains a string s of lowercase Latin letters (2 ≤ |s| ≤ 100).

Output

Print the most frequent bigram.""",
        examples=(lines("abcabca"),),
        edge_cases=(lines("ab"), lines("aaa"), lines("zzab"), lines("bab"), lines("cdab")),
        generate=gen_bigram,
    ),
    Problem(
        name="max_equal_letter_distance",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Find the largest distance j - i between two positions i < j of the string s that hold the same letter. If all letters of s are different, the answer is 0.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the largest distance.""",
        examples=(lines("abcbda"), lines("xyz")),
        edge_cases=(lines("a"), lines("aa"), lines("abab"), lines("abca"), lines("aabaa")),
        generate=gen_equal_distance,
    ),
    Problem(
        name="middle_of_word",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""Print the middle of a word: its middle letter if the length of the word is odd, or its two middle letters if the length is even.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the middle letter or the two middle letters of s.""",
        examples=(lines("apple"), lines("test")),
        edge_cases=(lines("a"), lines("ab"), lines("abc"), lines("abcdef"), lines("z" * 99 + "y")),
        generate=gen_middle,
    ),
    Problem(
        name="count_word_in_text",
        split="train",
        level="A",
        tags=("strings", "implementation"),
        statement="""How many words of a text are equal to the word w? Only whole words count: the text word catalog does not count as the word cat.

Input

The first line contains the word w: 1 to 10 lowercase Latin letters.

The second line contains the text: at most 200 characters, words of lowercase Latin letters separated by single spaces, at least one word.

Output

Print the number of words of the text equal to w.""",
        examples=(lines("cat", "the cat saw a catalog and a cat"),),
        edge_cases=(lines("a", "a"), lines("a", "b"), lines("ab", "abab ab ba"), lines("b", "ab ba bb"), lines("aa", "aa aa aa")),
        generate=gen_word_in_text,
    ),
    Problem(
        name="sentence_capitalization",
        split="train",
        level="B",
        tags=("strings", "implementation"),
        statement="""A text is written without capital letters. It consists of sentences, and every sentence ends with one of the marks . ! or ? (the last sentence may have no mark at the end). Make the first letter of every sentence uppercase: that is the first letter of the text and the first letter after each of the marks . ! ?, however many spaces stand between them. Nothing else changes.

Input

The only line contains the text: at most 200 characters, each a lowercase Latin letter, a space or one of . ! ?. It starts with a letter and contains at least one letter.

Output

Print the text with the sentences capitalized.""",
        examples=(lines("hello there. how are you? fine!"),),
        edge_cases=(lines("a"), lines("wow! ok? yes."), lines("a.b.c"), lines("end.   next starts here"), lines("one two three")),
        generate=gen_sentences,
    ),
    Problem(
        name="count_palindromic_substrings",
        split="train",
        level="B",
        tags=("strings", "brute force"),
        statement="""A substring of s is a block of consecutive characters of s, determined by where it starts and where it ends; substrings at different positions are counted separately even if they are equal. How many substrings of s are palindromes, that is, read the same in both directions?

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

Output

Print the number of palindromic substrings of s.""",
        examples=(lines("abba"), lines("abc")),
        edge_cases=(lines("a"), lines("aa"), lines("a" * 100), lines("ab" * 50), lines("abcba")),
        generate=gen_pal_substrings,
    ),
    Problem(
        name="ipv4_address_check",
        split="train",
        level="B",
        tags=("strings", "implementation"),
        statement="""An IPv4 address is written as four numbers separated by dots, such as 192.168.0.1. Each number is from 0 to 255, consists only of digits, is not empty, and has no leading zeros (so 0 is allowed, but 00 and 01 are not). Is the given string a correct IPv4 address?

Input

The only line contains a string of 1 to 30 characters, each a digit, a dot or a lowercase Latin letter.

Output

Print YES if the string is a correct IPv4 address and NO otherwise.""",
        examples=(lines("192.168.0.1"), lines("10.01.2.3")),
        edge_cases=(lines("0.0.0.0"), lines("255.255.255.255"), lines("256.1.1.1"), lines("1.2.3"), lines("1..2.3"), lines("1.2.3.4.")),
        generate=gen_ipv4,
    ),
    Problem(
        name="flip_segments_to_uniform",
        split="train",
        level="B",
        tags=("strings", "greedy"),
        statement="""In one operation you may choose any segment of consecutive characters of a binary string and flip all of them: every 0 in it becomes 1 and every 1 becomes 0. What is the smallest number of operations after which all characters of the string are equal (all zeros or all ones, whichever is cheaper)?

Input

The only line contains a string s of the characters 0 and 1 (1 ≤ |s| ≤ 100).

Output

Print the smallest number of operations.""",
        examples=(lines("0011100"), lines("0101")),
        edge_cases=(lines("0"), lines("1"), lines("111"), lines("1110111"), lines("0001000"), lines("10")),
        generate=gen_binary_blocks,
    ),
    Problem(
        name="two_letter_longest_substring",
        split="train",
        level="B",
        tags=("strings", "two pointers"),
        statement="""Find the length of the longest block of consecutive characters of s that contains at most two different letters.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 300).

Output

Print the length of the longest such block.""",
        examples=(lines("abaccc"), lines("abcabc")),
        edge_cases=(lines("a"), lines("ab"), lines("abbbc"), lines("aaaaa"), lines("abcbbbbcccbdddadacb")),
        generate=gen_two_letters,
    ),
    Problem(
        name="expand_bracket_repeats",
        split="train",
        level="B",
        tags=("strings", "implementation"),
        statement="""A compact notation writes k[t] for k copies of the string t written one after another; for example, 3[ab] means ababab. Letters outside brackets are written as they are. Brackets are never nested. Expand the given string.

Input

The only line contains the compact string: at most 100 characters, lowercase Latin letters and groups k[t], where 1 ≤ k ≤ 20 is written in decimal without leading zeros and t is a non-empty string of lowercase Latin letters.

Output

Print the expanded string.""",
        examples=(lines("x3[ab]y"), lines("12[c]")),
        edge_cases=(lines("a"), lines("1[z]"), lines("20[ab]"), lines("ab2[c]10[d]e"), lines("9[a]11[b]")),
        generate=gen_bracket_repeats,
    ),
    Problem(
        name="equal_palindrome_pieces",
        split="train",
        level="B",
        tags=("strings", "implementation"),
        statement="""Can the string s be cut into exactly k pieces of the same length, each of which is a palindrome (reads the same in both directions)? The pieces keep their order, and together they make up all of s.

Input

The first line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

The second line contains an integer k (1 ≤ k ≤ 100).

Output

Print YES if such a cutting exists and NO otherwise.""",
        examples=(lines("abaxyx", 2), lines("abba", 3)),
        edge_cases=(lines("a", 1), lines("a", 2), lines("aaa", 2), lines("abcba", 5), lines("abab", 2), lines("aaba", 3)),
        generate=gen_pal_pieces,
    ),
    Problem(
        name="uniform_substrings_count",
        split="train",
        level="B",
        tags=("strings", "math"),
        statement="""How many substrings of s consist of one letter repeated, like a, bb or cccc? A substring is a block of consecutive characters; blocks at different positions are counted separately, even when they are equal strings.

Input

The only line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 5000).

Output

Print the number of such substrings.""",
        examples=(lines("aaba"),),
        edge_cases=(lines("a"), lines("ab"), lines("a" * 5000), lines("ab" * 2500), lines("abbb")),
        generate=gen_uniform_count,
    ),
    Problem(
        name="greedy_word_wrap",
        split="train",
        level="B",
        tags=("strings", "greedy", "implementation"),
        statement="""A text of n words is printed on lines of width w. The words are placed in order. A word is added to the current line if the line, with one space before the new word, is still at most w characters long; otherwise the word starts a new line. The first word starts the first line, and a line never starts with a space. How many lines are used?

Input

The first line contains two integers w and n (1 ≤ w ≤ 100, 1 ≤ n ≤ 50).

The second line contains n words of lowercase Latin letters separated by single spaces; every word is at most w letters long.

Output

Print the number of lines.""",
        examples=(lines("10 5", "the quick brown fox jumps"),),
        edge_cases=(lines("1 3", "a b c"), lines("3 2", "a b"), lines("3 2", "ab c"), lines("5 1", "abcde"), lines("7 4", "abc abc abc abc")),
        generate=gen_wrap,
    ),
    Problem(
        name="reach_k_distinct_letters",
        split="train",
        level="B",
        tags=("strings", "greedy"),
        statement="""In one move you may replace any letter of the string s with any lowercase Latin letter. What is the smallest number of moves after which s contains at least k different letters?

Input

The first line contains a string s of lowercase Latin letters (1 ≤ |s| ≤ 100).

The second line contains an integer k (1 ≤ k ≤ 26).

Output

Print the smallest number of moves, or IMPOSSIBLE if s can never contain k different letters.""",
        examples=(lines("aabbcc", 5), lines("abc", 4)),
        edge_cases=(lines("a", 1), lines("a", 2), lines("aaaa", 4), lines(string.ascii_lowercase, 26), lines("abcabc", 2)),
        generate=gen_k_distinct,
    ),
    Problem(
        name="hidden_anagram_window",
        split="train",
        level="B",
        tags=("strings", "two pointers"),
        statement="""Does the string s contain a block of |t| consecutive characters that is an anagram of t, that is, consists of the same letters as t, each the same number of times, possibly in another order?

Input

The first line contains s and the second line contains t: strings of lowercase Latin letters with 1 ≤ |t| ≤ |s| ≤ 100.

Output

Print YES if such a block exists and NO otherwise.""",
        examples=(lines("cbaebabacd", "abc"), lines("abcd", "ad")),
        edge_cases=(lines("a", "a"), lines("a", "b"), lines("abcd", "dc"), lines("aab", "ab"), lines("abc", "cba"), lines("aabb", "bab")),
        generate=gen_hidden_anagram,
    ),
    Problem(
        name="k_periodic_min_changes",
        split="train",
        level="B",
        tags=("strings", "greedy"),
        statement="""A string s of length n is k-periodic if s_i = s_{i+k} for every i from 1 to n - k. In one move you may replace any character of s with any lowercase Latin letter. Find the smallest number of moves that makes s k-periodic. The length n is divisible by k.

Input

The first line contains two integers n and k (1 ≤ k ≤ n ≤ 100, n is divisible by k).

The second line contains a string s of n lowercase Latin letters.

Output

Print the smallest number of moves.""",
        examples=(lines("6 2", "abcaba"), lines("4 4", "abcd")),
        edge_cases=(lines("1 1", "z"), lines("4 1", "abab"), lines("6 3", "abcabc"), lines("6 2", "baaaaa"), lines("8 2", "abbbbbbb")),
        generate=gen_k_periodic,
    ),
)
