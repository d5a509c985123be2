"""How alike two problems are, by their text: the word sets of two statements and the token n-grams of two C++
programs, each compared by Jaccard similarity (shared over all). No compiler here: whether one problem's program
solves another is the judge's question (judge/pass_cache.py)."""

import re

# One C++ token at a time, left to right: a comment (dropped: it is prose about the code, and the reference
# solutions' comments say why, in words a statement might share), a string or character literal whole, a name or
# keyword, a number with its suffix, an operator of two or three characters, else any other single character. The
# literals come before the comments so that "//" inside a string stays in the string.
_CPP_TOKEN = re.compile(r"""
      (?P<comment>//[^\n]*|/\*.*?\*/)
    | "(?:\\.|[^"\\\n])*"
    | '(?:\\.|[^'\\\n])*'
    | [A-Za-z_]\w*
    | \.?\d(?:[eEpP][-+]|[\w.])*
    | <<=|>>=|\.\.\.|->\*|<=>|::|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^]=
    | \S
""", re.VERBOSE | re.DOTALL)
_WORD = re.compile(r"\w+")


def statement_words(text):
    """The set of words of a statement, lowercased: runs of letters, digits and underscores, numbers included (a
    statement retold with other numbers differs in them)."""
    return frozenset(_WORD.findall(text.lower()))


def cpp_tokens(code):
    """The tokens of C++ source, comments left out (see _CPP_TOKEN)."""
    return [match.group(0) for match in _CPP_TOKEN.finditer(code) if match.group("comment") is None]


def token_ngrams(tokens, n):
    """The set of runs of n consecutive tokens; a program shorter than n tokens gives its whole token run once."""
    if n < 1:
        raise ValueError(f"n must be at least 1, got {n}")
    if len(tokens) < n:
        return frozenset([tuple(tokens)]) if tokens else frozenset()
    return frozenset(tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1))


def jaccard(a, b):
    """|a & b| / |a | b| of two sets; 0.0 when both are empty (nothing shared)."""
    union = len(a | b)
    return len(a & b) / union if union else 0.0
