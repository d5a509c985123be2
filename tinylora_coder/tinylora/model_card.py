"""The README.md model card of an exported folder (tinylora/export.py): what it holds, where it came from, how to load
it, and the training settings of the run that made it (its run_config.json, when found beside the checkpoint)."""

import json
import os

from ..config import BUNDLED_MODEL_NAME
from ..files import read_json
from ..models.folders import vllm_lora_rank
from ..models.hub import huggingface_repo_id
from ..models.source import looks_like_hub_id

RUN_CONFIG_NAME = "run_config.json"  # training/run_folder.py's name; not imported from there (it loads the trainer)


def portable_reference(base, model):
    """What an adapter's base_model_name_or_path should say: the Hugging Face id of a hub model (loadable anywhere),
    else the absolute folder the base model was loaded from (a local model; the bundled model's converted copy)."""
    if base != BUNDLED_MODEL_NAME and not os.path.exists(os.path.expanduser(base)) and looks_like_hub_id(base):
        return huggingface_repo_id(base)
    return os.path.abspath(model.name_or_path)


def run_settings(checkpoint_path):
    """The run_config.json of the run that wrote a checkpoint (its folder, or the run folder above a
    checkpoint-<step>/ folder), or {} when there is none."""
    folder = os.path.dirname(os.path.abspath(checkpoint_path))
    for candidate in (folder, os.path.dirname(folder)):
        settings = read_json(os.path.join(candidate, RUN_CONFIG_NAME))
        if settings:
            return settings
    return {}


def table_value(value):
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text.replace("|", "\\|").replace("\n", " ")


def settings_table(settings):
    """Markdown rows of run_config.json: every argument, then the trainer's effective settings."""
    lines = []
    for section, title in (("arguments", "argument"), ("effective", "effective setting")):
        values = settings.get(section) or {}
        if values:
            lines += ["", f"| {title} | value |", "| --- | --- |"]
            lines += [f"| {name} | {table_value(value)} |" for name, value in sorted(values.items())]
    versions = settings.get("versions") or {}
    if versions:
        lines += ["", "Trained with " + ", ".join(f"{name} {value}" for name, value in sorted(versions.items())) + "."]
    return lines


def loading_snippet(export_format, info, name):
    base, max_lora_rank = info["base_model"], vllm_lora_rank(info["rank"])
    if export_format == "lora":
        return ["```python", "from peft import PeftModel", "from transformers import AutoModelForCausalLM",
                f"model = PeftModel.from_pretrained(AutoModelForCausalLM.from_pretrained({base!r}), {name!r})",
                "```", "", f"With vLLM: `LLM(model={base!r}, enable_lora=True, max_lora_rank={max_lora_rank})` and "
                f"`llm.generate(prompts, params, lora_request=LoRARequest('tinylora', 1, {name!r}))`."]
    return ["```python", "from transformers import AutoModelForCausalLM",
            f"model = AutoModelForCausalLM.from_pretrained({name!r})", "```", "",
            f"With vLLM: `LLM(model={name!r})`."]


def model_card(export_format, info, name, settings):
    """README.md of an exported folder named `name`, from its provenance `info` and the run's settings."""
    base = info["base_model"]
    front = ["---", f"library_name: {'peft' if export_format == 'lora' else 'transformers'}"]
    if looks_like_hub_id(base):
        front.append(f"base_model: {base}")
    front += ["tags:", "- tinylora", "- grpo", "- code-generation", "---", "", f"# {name}", ""]
    if export_format == "lora":
        body = [f"A LoRA adapter (rank {info['rank']}, lora_alpha {info['rank']}: scaling 1, float32) holding exactly "
                f"the update W' - W = U S (sum_i v_i P_i) V^T of a TinyLoRA checkpoint: B = U S R, A = V^T per layer."]
        if info["is_quantized"]:
            body.append("The update was trained on the 4-bit NF4 base (bitsandbytes, nf4, double quantisation, bf16 "
                        "compute): load the base that way to get the trained model exactly; on a bf16 base it is "
                        "the same update on slightly different weights.")
    else:
        body = [f"The base model with a TinyLoRA update merged in: W + dW, computed in float32 and rounded once to "
                f"{info['dtype']}."]
        if info["is_quantized"]:
            body.append("The checkpoint was trained on the 4-bit NF4 base: W was dequantised and W + dW is written "
                        "in bf16 (NF4 cannot hold W + dW).")
    if str(info["model_id"]).startswith(f"{BUNDLED_MODEL_NAME}:"):
        body.append("The base is this project's bundled model: Qwen2.5-Coder-0.5B-Instruct from its pip-installed "
                    "Q4_K_M GGUF, dequantised to float32 (not the hub's weights). The base model path below is its "
                    "converted folder on the machine that exported; on another machine, with TinyLoRA-GRPO-Coder "
                    "installed, `python -c \"import utils; print(utils.bundled_model_dir())\"` builds it and prints "
                    "its path.")
    rows = [("base model", base), ("model id recorded in the checkpoint", info["model_id"]),
            ("checkpoint", os.path.basename(info["checkpoint_file"])), ("checkpoint sha256", info["checkpoint_sha256"]),
            ("training step", info["step"]),
            ("trained parameters", f"{info['trained_parameters']:,} (u = {info['u_value']}, tying {info['tying']})"),
            ("exported by", f"TinyLoRA-GRPO-Coder {info['project_version']} (export.py)")]
    lines = front + body + ["", "| | |", "| --- | --- |"] + [f"| {key} | {table_value(value)} |" for key, value in rows]
    lines += ["", "## Loading", ""] + loading_snippet(export_format, info, name)
    option = "--checkpoint_path" if export_format == "lora" else "--model"  # as README.md and export.py's help say
    lines += ["", f"In TinyLoRA-GRPO-Coder: `python test.py {option} {name}`.", "", "## Training settings"]
    table = settings_table(settings)
    lines += table if table else ["", "No run_config.json was found beside the checkpoint."]
    return "\n".join(lines) + "\n"
