"""The chat prompt for one problem: the original project's system prompt and a user turn asking for one C++17
program."""

from .problems import MAX_DESCRIPTION_CHARS, problem_statement

SYSTEM_PROMPT = ("You are an expert competitive programmer. "
                 "You write correct, efficient C++17 programs that compile with g++.")
USER_PROMPT_TEMPLATE = """Solve the following competitive programming problem.

{description}

Write a complete C++17 program that reads the input from standard input and writes the answer to standard output. \
Print exactly what the problem asks for: no prompts for input, no debug output. \
Keep any explanation short and give the whole program in a single ```cpp code block."""


def build_messages(example, max_description_chars=MAX_DESCRIPTION_CHARS):
    """The original project's chat for one problem: [system, user] messages asking for a C++17 stdin/stdout solution."""
    description = problem_statement(example)
    if not isinstance(description, str) or not description.strip():
        raise ValueError(f"problem {example.get('name', '')!r} has no description to build a prompt from")
    if max_description_chars is not None:
        description = description[:max_description_chars]
    return [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": USER_PROMPT_TEMPLATE.format(description=description.strip())},
    ]


def apply_chat_template(example, tokenizer):
    """{"prompt": templated text ending with the assistant turn}; usable as datasets.Dataset.map(fn)."""
    messages = build_messages(example)
    return {"prompt": tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)}
