"""Dataclass fields that are command-line options, the argparse arguments built from them, and the checks that
several scripts share. No torch, no transformers."""
import dataclasses
import glob
import math
import os
import typing


def option(default=None, help="", *, group=None, positional=False, **argparse_kwargs):
    """A dataclass field that is also a command-line option: its default, its --help text, and how argparse reads
    it (group: the --help section; positional: an optional positional argument; the rest goes to add_argument:
    choices, metavar, nargs, const, type when the annotation does not say it)."""
    metadata = {"help": help, "group": group, "positional": positional, "argparse": argparse_kwargs}
    if isinstance(default, list):
        return dataclasses.field(default_factory=lambda: list(default), metadata=metadata)
    return dataclasses.field(default=default, metadata=metadata)


def field_default(field):
    if field.default_factory is not dataclasses.MISSING:
        return field.default_factory()
    return field.default


def defaults(cls):
    """{field name: default} of a settings dataclass."""
    return {field.name: field_default(field) for field in dataclasses.fields(cls)}


def value_type(annotation):
    """The type argparse converts a value with: int for int, Optional[int] and list[int]; None for str and bool."""
    arguments = [a for a in typing.get_args(annotation) if a is not type(None)]
    if arguments:
        return value_type(arguments[0])
    return annotation if annotation in (int, float) else None


def add_arguments(parser, cls):
    """Add one argument per field of the dataclass `cls` to `parser`, grouped by the fields' `group` (argparse
    groups in the order they first appear); bool fields are store_true flags, and one that defaults to True also
    gets --no_<name> to turn it off."""
    groups = {}
    for field in dataclasses.fields(cls):
        title = field.metadata["group"]
        if title is not None and title not in groups:
            groups[title] = parser.add_argument_group(title)
        target = groups.get(title, parser)
        kwargs = {"default": field_default(field), "help": field.metadata["help"], **field.metadata["argparse"]}
        if field.type is bool:
            kwargs["action"] = "store_true"
        elif "type" not in kwargs and value_type(field.type) is not None:
            kwargs["type"] = value_type(field.type)
        if field.metadata["positional"]:
            target.add_argument(field.name, nargs="?", **kwargs)
        else:
            target.add_argument(f"--{field.name}", **kwargs)
        if field.type is bool and kwargs["default"] is True:
            target.add_argument(f"--no_{field.name}", dest=field.name, action="store_false", default=True,
                                help=f"turn --{field.name} off (default: on)")
    return parser


def from_namespace(cls, namespace):
    """The settings object of a parsed command line."""
    return cls(**{field.name: getattr(namespace, field.name) for field in dataclasses.fields(cls)})


# ----- checks several scripts share (each returns a one-line problem, or None) -----

def not_positive(args, names):
    for name in names:
        value = getattr(args, name)
        if value is not None and value < 1:
            return f"{name} must be a positive integer, got {value}"
    return None


def not_above_zero(args, names):
    """The first number option of `names` that is not a finite number above 0 (nan and inf included)."""
    for name in names:
        value = getattr(args, name)
        if not (math.isfinite(value) and value > 0):
            return f"{name} must be a number above 0, got {value:g}"
    return None


def negative(args, names):
    """The first number option of `names` below 0 (or nan)."""
    for name in names:
        if not getattr(args, name) >= 0:
            return f"{name} must be 0 or more, got {getattr(args, name)}"
    return None


def bad_seed(args, names):
    """The first seed option outside [0, 2**32 - 1]: numpy's range, which transformers' set_seed hands every seed to
    (a seed outside it would end a run only after the model has loaded)."""
    for name in names:
        if not 0 <= getattr(args, name) < 2 ** 32:
            return f"{name} must lie in [0, 2**32 - 1], got {getattr(args, name)}"
    return None


def bad_judge_workers(args):
    if args.judge_workers < -1:
        return (f"judge_workers must be -1 (one per CPU core), 0 (judge in this process) or a number of processes, "
                f"got {args.judge_workers}")
    return None


def not_a_share(args, names):
    """The first option of `names` outside (0, 1] (a share of something: a probability mass, a GPU's memory)."""
    for name in names:
        if not 0 < getattr(args, name) <= 1:
            return f"{name} must lie in (0, 1], got {getattr(args, name)}"
    return None


def missing_file(args, names, exists=os.path.isfile):
    """The first path option (a path, or a list of them) naming nothing; `exists` may be a glob test."""
    for name in names:
        value = getattr(args, name)
        for path in [value] if isinstance(value, str) else value or []:
            if not exists(path):
                return f"--{name} {path}: no such file"
    return None


def glob_matches(pattern):
    return bool(glob.glob(pattern))


def bad_temperature(temperatures, n):
    for temperature in temperatures:
        if not (math.isfinite(temperature) and temperature >= 0):
            return f"temperature must be >= 0, got {temperature:g}"
        if temperature == 0 and n > 1:
            return "--n > 1 with --temperature 0 gives n identical greedy samples; use a temperature > 0"
    return None


def first_problem(*problems):
    return next((problem for problem in problems if problem), None)


def parse_settings(cls, argv=None, description=None, epilog=None):
    """Parse a command line into the settings dataclass `cls`; its problem() (if any) ends the parse with a one-line
    usage error."""
    from ..cli import HelpFormatter, ScriptParser

    parser = ScriptParser(description=description, epilog=epilog, formatter_class=HelpFormatter)
    settings = from_namespace(cls, add_arguments(parser, cls).parse_args(argv))
    problem = settings.problem() if hasattr(settings, "problem") else None
    if problem:
        parser.error(problem)
    return settings


def parse_script(cls, argv, doc):
    """parse_settings for a script whose docstring's first paragraph describes it and the rest is its epilog."""
    return parse_settings(cls, argv, description=doc.split("\n\n")[0], epilog=doc.split("\n\n", 1)[1])
