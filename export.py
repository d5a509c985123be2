"""Export a TinyLoRA checkpoint as a standard PEFT LoRA adapter folder or a merged Hugging Face model folder.

Examples:
  python export.py --format lora --output ./exported_lora        # the output folder's tiny_lora_v.pt
  python export.py --checkpoint_path ./output/luoguqwencoder-lora/best_tiny_lora_v.pt --format merged \\
      --output ./exported_merged
  python test.py --checkpoint_path ./exported_lora               # either folder evaluates like a checkpoint
  python test.py --model ./exported_merged

Every TinyLoRA update dW = U S (sum_i v_i P_i) V^T has rank <= r, so it is exactly a LoRA update of rank r per layer
(B = U S R, A = V^T, scaling 1).
  lora:   adapter_config.json + adapter_model.safetensors, PEFT's format (float32, exactly dW per layer): loads with
          PeftModel.from_pretrained on the base model, and in vLLM through its LoRA support (enable_lora=True).
  merged: a Hugging Face model folder (safetensors, config, generation config, tokenizer) holding W + dW, computed in
          float32 and rounded once to the dtype it was trained in (bf16 on a GPU); a 4-bit NF4 base is dequantised
          and written in bf16. Loads with AutoModelForCausalLM.from_pretrained and vLLM's LLM(model=folder).
Both folders hold tinylora_coder.json (the checkpoint's sha256, the project version, the base model) and a README.md
model card with the training settings of the run (its run_config.json). The base model is the one the checkpoint
records; a 4-bit checkpoint exports on a CUDA GPU only (bitsandbytes).
"""
import sys

import utils
from tinylora_coder.settings.export import ExportConfig
from tinylora_coder.settings.fields import parse_script


def parse_args(argv=None):
    return parse_script(ExportConfig, argv, __doc__)


def main(argv=None):
    args = parse_args(argv)
    utils.export_checkpoint(args.checkpoint_path, args.output_folder(), args.format, model_path=args.model,
                            use_4bit=False if args.no_quant else None)
    return 0


if __name__ == "__main__":
    sys.exit(utils.run_cli(main))
