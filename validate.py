"""Validate trained weights (a TinyLoRA checkpoint, a LoRA adapter, a model folder) on code_contests' valid split
(train_rl.py --do_validate runs the same check).

Examples:
  python validate.py 50
  python validate.py 20 --checkpoint_path ./output/luoguqwencoder-lora/best_tiny_lora_v.pt --n 4
  python validate.py 20 --checkpoint_path ./exported_lora    # a LoRA adapter folder (export.py, or a LoRA run)
  python validate.py 20 --model ./exported_merged            # a merged or fully fine-tuned model folder
"""
import sys

import utils
from tinylora_coder.library_boundary import check_libraries
from tinylora_coder.settings.evaluation import ValidationConfig
from tinylora_coder.settings.fields import parse_script


def parse_args(argv=None):
    return parse_script(ValidationConfig, argv, __doc__)


def main(argv=None):
    args = parse_args(argv)
    val_path = args.val_data or utils.find_data_file("code_contests", "valid")
    problems = utils.evaluation_problems(val_path, args.num_samples, args.seed, "validation", args.generation_engine)
    checkpoint, model_path = args.weights_to_evaluate()
    model, tokenizer, info = utils.load_model_for_evaluation(checkpoint, model_path,
                                                             use_4bit=False if args.no_quant else None)
    print(f"Validating {info['model']} with {checkpoint} ({info['kind']}, step {info.get('step')}) "
          f"on {len(problems)} problems from {val_path}, {args.n} sample(s) each")
    engine = utils.evaluation_engine_name(args.generation_engine, model)
    if engine == "cuda_graph":  # its decode loop builds generate()'s processors with transformers' private helpers
        check_libraries("generation")
    metrics = utils.run_validation(model, tokenizer, problems, args.num_samples, n=args.n,
                                   max_new_tokens=args.max_new_tokens, seed=args.seed, batch_size=args.batch_size,
                                   engine=engine)
    if args.output:
        utils.write_json(args.output, {"settings": {**vars(args), **info, "val_data": val_path, "engine": engine},
                                       **metrics})
        print(f"Wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(utils.run_cli(main))
