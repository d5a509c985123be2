"""Validate a TinyLoRA checkpoint on code_contests' valid split (train_rl.py --do_validate runs the same check).

Examples:
  python validate.py 50
  python validate.py 20 --checkpoint_path ./output/luoguqwencoder-lora/best_tiny_lora_v.pt --n 4
"""
import argparse
import os
import sys

import utils
from tinylora_coder import config
from tinylora_coder.cli import HelpFormatter

DEFAULT_CHECKPOINT = os.path.join(config.OUTPUT_DIR, config.CHECKPOINT_NAME)



def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1],
                                     formatter_class=HelpFormatter)
    parser.add_argument("num_samples", nargs="?", type=int, default=10, help="number of validation problems")
    parser.add_argument("--checkpoint_path", default=DEFAULT_CHECKPOINT,
                        help="TinyLoRA checkpoint: a tiny_lora_v.pt file, or a folder holding one")
    parser.add_argument("--val_data", help="validation JSONL (default: the code_contests valid split; the bundled "
                                           "valid problems when it is missing)")
    parser.add_argument("--model", help="base model (default: the one recorded in the checkpoint)")
    parser.add_argument("--no_quant", action="store_true", help="load in bf16 instead of 4-bit NF4")
    parser.add_argument("--seed", type=int, default=config.EVAL_SEED, help="problem sampling and generation seed")
    parser.add_argument("--n", type=int, default=1, help="samples per problem")
    parser.add_argument("--max_new_tokens", type=int, default=1024, help="max new tokens per completion")
    parser.add_argument("--batch_size", type=int,
                        help="sequences per generate() call (default: 8 on CPU, 64 on a GPU)")
    parser.add_argument("--generation_engine", choices=config.GENERATION_ENGINES, default="auto",
                        help="auto (cuda_graph on a GPU, eager on CPU), eager, compiled, cuda_graph, continuous, "
                             "vllm (CUDA, "
                             f"--no_quant, pip install -r {config.VLLM_REQUIREMENTS})")
    parser.add_argument("--output", help="also write the metrics to this JSON file")
    args = parser.parse_args(argv)
    for name in ("num_samples", "n", "max_new_tokens", "batch_size"):
        if getattr(args, name) is not None and getattr(args, name) < 1:
            parser.error(f"{name} must be a positive integer, got {getattr(args, name)}")
    if args.val_data and not os.path.isfile(args.val_data):
        parser.error(f"--val_data {args.val_data}: no such file")
    if args.generation_engine == "vllm" and not args.no_quant:
        parser.error("--generation_engine vllm needs --no_quant: vLLM serves the bf16 weights (W + dW for TinyLoRA), "
                     "which cannot be expressed in 4-bit NF4")
    if not os.path.isfile(args.checkpoint_path) and not os.path.isfile(
            os.path.join(args.checkpoint_path, config.CHECKPOINT_NAME)):
        parser.error(f"checkpoint not found: {args.checkpoint_path} (train one with train_rl.py)")
    return args


def main(argv=None):
    args = parse_args(argv)
    val_path = args.val_data or utils.find_data_file("code_contests", "valid")
    problems = utils.load_problems(val_path, max_samples=args.num_samples, seed=args.seed)
    if not problems:
        raise utils.UsageError(f"no usable validation problems in {val_path}")
    if args.generation_engine == "vllm":
        from tinylora_coder.generation.vllm_engine import check_vllm_usable

        check_vllm_usable("--generation_engine vllm")  # before loading the model
    model, tokenizer, info = utils.load_model_for_evaluation(args.checkpoint_path, args.model,
                                                             use_4bit=False if args.no_quant else None)
    print(f"Validating {info['model']} with {args.checkpoint_path} (step {info.get('step')}) "
          f"on {len(problems)} problems from {val_path}, {args.n} sample(s) each")
    metrics = utils.run_validation(model, tokenizer, problems, args.num_samples, n=args.n,
                                   max_new_tokens=args.max_new_tokens, seed=args.seed, batch_size=args.batch_size,
                                   engine=args.generation_engine)
    if args.output:
        utils.write_json(args.output, {"settings": {**vars(args), **info, "val_data": val_path}, **metrics})
        print(f"Wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(utils.run_cli(main))
