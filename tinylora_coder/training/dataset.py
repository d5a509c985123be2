"""Training data for GRPO: which problems train_rl.py trains and validates on, as a datasets.Dataset."""

import random

from ..config import MAX_REWARD_TESTS
from ..data.calibration import filter_by_pass_rate, training_calibration_path
from ..data.problems import DATASET_CONFIG, find_data_file, load_problems, sample_problems
from ..data.prompts import apply_chat_template
from ..errors import UsageError
from ..models.source import model_id_of


def load_training_data(args, sources=None):
    """(train problems, validation problems or None) as the arguments ask, saying which files are used; `sources`,
    a dict, receives the files actually read ("train_data", "val_data"): a missing download falls back to the
    bundled problems, and run_config.json records what was used beside what was asked.

    With --train_filter LOW,HIGH only the problems whose calibrated pass rate lies in [LOW, HIGH] are kept, before
    max_samples draws its subset (calibration.py). Raises UsageError before anything else happens when no usable
    problem is found.
    """
    train_path = args.train_data or find_data_file(args.dataset, "train")
    if sources is not None:
        sources["train_data"] = train_path
    code_contests = args.dataset == "code_contests" and not args.train_data
    # Like the original project: code_contests is filtered to easy problems; DeepCoder problems carry no difficulty.
    filter_config = DATASET_CONFIG if code_contests else None
    held_out = args.do_validate and not args.val_data and not code_contests
    wanted = args.max_samples + (args.val_samples if held_out else 0)
    band = getattr(args, "train_filter", None)  # the pass-rate band applies before max_samples draws its subset
    problems = load_problems(train_path, max_samples=None if band else wanted, seed=args.seed,
                             filter_config=filter_config, max_tests=training_tests(args))
    if not problems:
        raise UsageError(f"no usable training problems in {train_path}")
    if band:
        path = training_calibration_path(args.model, args.calibration)
        problems = filter_by_pass_rate(problems, band, path, model_id_of(args.model), args.calibration_temperature)
        problems = sample_problems(problems, wanted, args.seed)
    validation = None
    if held_out:
        if len(problems) < 2:
            raise UsageError(f"{train_path} has {len(problems)} usable problem(s): too few to hold some out "
                             "for validation; pass --val_data or drop --do_validate")
        count = min(args.val_samples, len(problems) // 2)
        problems = random.Random(args.seed).sample(problems, len(problems))  # files may be ordered by source
        problems, validation = problems[:-count], problems[-count:]
        if sources is not None:
            sources["val_data"] = f"{count} problems held out of {train_path}"
        print(f"Validation: {count} problems held out of the training data (no separate valid split)")
    elif args.do_validate:
        val_path = args.val_data or find_data_file("code_contests", "valid")
        if sources is not None:
            sources["val_data"] = val_path
        validation = load_problems(val_path, max_samples=args.val_samples, seed=args.seed, filter_config=filter_config)
        if not validation and filter_config:
            print("No validation problem passes the difficulty filter; validating on unfiltered problems.")
            validation = load_problems(val_path, max_samples=args.val_samples, seed=args.seed)
        if not validation:
            raise UsageError(f"no usable validation problems in {val_path}")
    return problems, validation


def training_tests(args):
    """Tests a training reward judges per problem: --train_tests, 0 meaning all (None)."""
    return getattr(args, "train_tests", MAX_REWARD_TESTS) or None


def to_grpo_dataset(problems, tokenizer, max_tests=MAX_REWARD_TESTS):
    """A datasets.Dataset with the templated prompt and the columns the reward reads (tests, source, difficulty);
    at most max_tests tests per problem (None: all)."""
    from datasets import Dataset

    rows = [{"prompt": apply_chat_template(p, tokenizer)["prompt"], "name": p["name"],
             "tests": p["tests"][:max_tests], "source": p["source"], "difficulty": p["difficulty"]}
            for p in problems]
    return Dataset.from_list(rows)


def longest_prompt_tokens(dataset, tokenizer):
    """The longest prompt of a GRPO dataset in tokens: the compiled engine pads every rollout to it, so that its
    decode step keeps one shape (and compiles once) for the whole run."""
    return max(len(tokenizer(prompt, add_special_tokens=False)["input_ids"]) for prompt in dataset["prompt"])
