"""Finding the C++ program in a model's answer, and making freopen() calls harmless (as the original project did).

No torch here: the reward imports this module.
"""

import re

_CPP_FENCE_LANGUAGES = {"", "cpp", "c++", "cc", "cxx", "c", "hpp", "h"}
# An opening fence: the fence and its language tag; the rest of the line must hold no backtick (checked apart, in
# _fence_open: as one pattern, "[^\s`]*[^`]*$" backtracked quadratically, 0.53 s for a 16,000-letter line).
_FENCE_OPEN = re.compile(r"[ \t]*(`{3,}|~{3,})[ \t]*([^\s`]*)")
_MAIN_FUNCTION = re.compile(r"\bmain\s*\(")


def _completion_text(completion):
    """The text of a completion: a string, or the assistant's turn of a conversational completion."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, dict):
        completion = [completion]
    if not isinstance(completion, (list, tuple)):
        return ""
    messages = [m for m in completion if isinstance(m, dict)]
    replies = [m for m in messages if m.get("role") == "assistant"] or messages
    if not replies:
        return ""
    content = replies[-1].get("content")
    if isinstance(content, list):  # multimodal-style parts [{"type": "text", "text": ...}]
        content = "".join(part.get("text", "") for part in content if isinstance(part, dict))
    return content if isinstance(content, str) else ""


def _fence_open(line):
    """(fence, language) when line opens a fenced block, else None."""
    match = _FENCE_OPEN.match(line)
    if match is None or "`" in line[match.end():]:
        return None
    return match.group(1), match.group(2)


def _fenced_blocks(text, open_block=True):
    """[(language, code)] of the fenced blocks in text; an unclosed last block (truncated output) runs to the end,
    or with open_block=False makes the answer None."""
    blocks, fence, language, lines = [], None, "", []
    for line in text.split("\n"):
        if fence is None:
            opened = _fence_open(line)
            if opened:
                fence, language, lines = opened[0], opened[1].lower(), []
        elif line.strip().startswith(fence) and not line.strip().strip(fence[0]):
            blocks.append((language, "\n".join(lines)))
            fence = None
        else:
            lines.append(line)
    if fence is not None:
        if not open_block:
            return None
        blocks.append((language, "\n".join(lines)))
    return blocks


def _cpp_blocks(blocks):
    """The code of the non-empty blocks tagged as C or C++ (or untagged)."""
    return [code for language, code in blocks if language in _CPP_FENCE_LANGUAGES and code.strip()]


def extract_code_from_response(text_or_messages):
    """The C++ program in a model response, or None.

    Takes fenced blocks tagged cpp / c++ / cc / cxx / c or untagged; of several, the last one that is a whole
    program (has a main function), else the last one. Without fences, the raw text from the first #include.
    Accepts a string or a conversational completion (list of {"role", "content"} messages).
    """
    text = _completion_text(text_or_messages)
    blocks = _cpp_blocks(_fenced_blocks(text))
    programs = [code for code in blocks if _MAIN_FUNCTION.search(code)]
    if programs:
        code = programs[-1]
    elif "#include" in text and not any("#include" in b for b in blocks):
        code = text[text.index("#include"):]
        code = code.split("```")[0]  # prose after an unfenced program usually starts at a fence, if any
    elif blocks:
        code = blocks[-1]
    else:
        return None
    code = code.strip()
    return code + "\n" if code else None


def finished_program(text):
    """For an answer still being written: the program extract_code_from_response takes from it, once that program
    stands in a closed fenced block with a main function and no block is open after it; else None. With this
    project's tokenizers (byte-level BPE) every token that completes a backtick fence holds a backtick, so a caller
    may look only after those (a program in a ~~~ fence then waits for the answer's end). The answer's later text can
    still change its program (rarely: a second program, or a closing fence that grows into "```cpp"), so a caller
    judging this early must judge the final answer's program too."""
    programs = [code for code in _cpp_blocks(_fenced_blocks(text, open_block=False) or [])
                if _MAIN_FUNCTION.search(code)]
    return programs[-1].strip() + "\n" if programs else None  # what extract_code_from_response takes, in one parse


def prose_length(text_or_messages, code=None):
    """Characters of a response outside its program (explanations before and after it): the length the
    training log follows, since answers drifted to long prose under RL (102 -> 251 characters before the code,
    456 -> 626 after it, issue 25)."""
    text = _completion_text(text_or_messages)
    code = extract_code_from_response(text) if code is None else code
    return max(0, len(text) - len(code or ""))


_FREOPEN_CALL = re.compile(r"\b(?:std\s*::\s*)?freopen\s*\(")


def _call_arguments(code, open_paren):
    """(arguments, index after the closing parenthesis) of the call whose '(' is at open_paren, or None."""
    depth, args, start, i = 0, [], open_paren + 1, open_paren
    while i < len(code):
        c = code[i]
        if c in "\"'":  # skip a string or char literal
            i += 1
            while i < len(code) and code[i] != c:
                i += 2 if code[i] == "\\" else 1
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                args.append(code[start:i])
                return args, i + 1
        elif c == "," and depth == 1:
            args.append(code[start:i])
            start = i + 1
        i += 1
    return None


def remove_freopen(code):
    """Make freopen(...) calls no-ops, as the original project did, so programs read stdin and write stdout.

    Each `freopen(path, mode, stream)` becomes `(stream)`: the value a successful freopen returns, so code such as
    `if (fopen("in.txt", "r")) freopen(...);` or `assert(freopen(...))` keeps its meaning.
    """
    pieces, position = [], 0
    for match in _FREOPEN_CALL.finditer(code):
        if match.start() < position:
            continue
        call = _call_arguments(code, match.end() - 1)
        if call is None:
            break
        args, end = call
        stream = args[-1].strip() if len(args) == 3 else "stdin"
        pieces += [code[position:match.start()], f"({stream})"]
        position = end
    return "".join(pieces) + code[position:]
