"""The memory plan of a training run: the training micro-batch, activation checkpointing and an NF4 model's rollout
copy, chosen so that what the run holds (memory_estimate.py, from the model's config) fits the GPU memory it may take.

The choice (plan_memory): the largest micro-batch that divides the round, without checkpointing when one of at least
micro_batch.MIN_BUSY_TOKENS tokens fits (or the whole round), else with it; the rollout copy of a 4-bit base whenever
some micro-batch fits beside it (sampling without it takes the 4-bit low-rank path: 954 against 5,628 new tokens/s at
64 rows on the 3B shape, H200, 2026-11-21). An explicit --train_micro_batch or --gradient_checkpointing is kept, only
checked. What cannot fit ends with a one-line MemoryPlanError naming the flags to change; train_rl.py plans once
before the weights load where the config can be read without them (config_without_weights), then again on the model
loaded and its tokenized prompts, which decides.

The table (python -m tinylora_coder.training.memory_plan --model 3b --gpu_gb 16,24,40,80) prints the plan for GPUs of
those sizes, to be checked against measurements.
"""

import argparse
import dataclasses
import os
import sys

from ..cli import ScriptParser
from ..config import BUNDLED_MODEL_NAME, LOCAL_MODELS_DIR, TARGET_MODULES
from ..errors import UsageError
from .memory_estimate import CUDA_CONTEXT_BYTES, GIB, Estimate, ModelShape, Workload, estimate
from .micro_batch import MIN_BUSY_TOKENS, divisors

class MemoryPlanError(UsageError):
    """A run whose settings cannot fit in the GPU memory it has (one line, naming the flags to change)."""


@dataclasses.dataclass(frozen=True)
class MemoryPlan:
    available: int  # bytes the run may take on its GPU
    micro_batch: int
    checkpointing: bool
    rollout_copy: bool | None  # None: not a choice (a bf16 base, full fine-tuning, vLLM rollouts)
    estimate: Estimate
    asked: bool = False  # micro-batch and checkpointing both given by the user

    def describe(self):
        copy = "" if self.rollout_copy is None else \
            f", rollout copy {'on' if self.rollout_copy else 'off (4-bit low-rank sampling, slower)'}"
        return (f"memory plan: {self.available / GIB:.1f} GiB available, ~{self.estimate.needed / GIB:.1f} GiB "
                f"planned: micro-batch {self.micro_batch}, checkpointing {'on' if self.checkpointing else 'off'}"
                f"{copy}")

    def micro_batch_plan(self, rows):
        """The micro_batch.MicroBatchPlan that cuts a round of `rows` as this plan says."""
        from .micro_batch import MicroBatchPlan

        why = "as asked" if self.asked else f"memory plan: ~{self.estimate.needed / GIB:.1f} of " \
            f"{self.available / GIB:.1f} GiB"
        return MicroBatchPlan(rows, self.micro_batch, self.checkpointing, why)

    def record(self):
        """What run_config.json keeps of the plan."""
        return {"available_gib": round(self.available / GIB, 2), "planned_gib": round(self.estimate.needed / GIB, 2),
                "peak_gib": round(self.estimate.peak / GIB, 2), "micro_batch": self.micro_batch,
                "checkpointing": self.checkpointing, "rollout_copy": self.rollout_copy,
                "parts_gib": self.estimate.gib()}


def gib(value):
    return f"{value / GIB:.1f} GiB"


def plan_memory(shape, workload, available, micro_batch="auto", checkpointing="auto", flags=None):
    """The MemoryPlan for `workload` on `shape` within `available` bytes, or a MemoryPlanError.

    micro_batch: "auto" or a number of rows dividing the round; checkpointing: "auto", "on" or "off". `flags`: how to
    name the settings in an error (DEFAULT_FLAGS' keys; None: not to be named), train_rl.py's by default."""
    flags = {**DEFAULT_FLAGS, **(flags or {})}
    forced = {"on": True, "off": False}.get(checkpointing)
    fixed = None if micro_batch == "auto" else int(micro_batch)
    if fixed is not None and (fixed < 1 or workload.rows % fixed):
        raise MemoryPlanError(f"a micro-batch of {fixed} rows does not divide the round of {workload.rows} "
                              "completions")
    copies = [True, False] if workload.weights == "nf4" and workload.adapter != "full" \
        and workload.rollouts == "engine" else [None]
    ladder = [fixed] if fixed else sorted(divisors(workload.rows), reverse=True)
    options = [False, True] if forced is None else [forced]

    def largest(copy, ckpt):
        return next((m for m in ladder if estimate(shape, workload, m, ckpt, copy).needed <= available), None)

    for copy in copies:
        fits = {ckpt: largest(copy, ckpt) for ckpt in options}
        plain, checkpointed = fits.get(False), fits.get(True)
        busy = plain and (plain == workload.rows or plain * workload.sequence_tokens >= MIN_BUSY_TOKENS)
        if plain and (busy or not checkpointed or checkpointed <= plain):
            choice = (plain, False)
        elif checkpointed:
            choice = (checkpointed, True)
        else:
            continue
        return MemoryPlan(available, choice[0], choice[1], copy,
                          estimate(shape, workload, choice[0], choice[1], copy),
                          asked=fixed is not None and forced is not None)
    raise MemoryPlanError(misfit_message(shape, workload, available, fixed, forced, flags))


DEFAULT_FLAGS = {"micro_batch": "--train_micro_batch", "checkpointing": "--gradient_checkpointing",
                 "completion": "--max_completion_length", "round": "--per_device_train_batch_size x "
                 "--gradient_accumulation_steps", "share": None, "no_quant": "--no_quant", "adapter": "--adapter",
                 "vllm": None}


def misfit_message(shape, workload, available, fixed, forced, flags):
    """The one line of a plan that cannot fit: what it needs at its smallest, what is available, the flags to
    change."""
    smallest = estimate(shape, workload, fixed or 1, forced if forced is not None else True, False)
    fixes = []
    if fixed is not None:
        smaller = next((m for m in sorted(divisors(workload.rows), reverse=True)
                        if m < fixed and estimate(shape, workload, m, forced is not False, False).needed <= available),
                       None)
        if smaller and flags["micro_batch"]:
            fixes.append(f"lower {flags['micro_batch']} ({smaller} fits) or leave it auto")
    if forced is False and estimate(shape, workload, fixed or 1, True, False).needed <= available:
        fixes.append(f"{flags['checkpointing']} on or auto")
    if not fixes:
        fixes.append(f"lower {flags['completion']} (now {workload.completion_tokens}) or the round ({flags['round']}"
                     f", now {workload.rows} completions)")
        if workload.adapter == "full":
            fixes.append(f"{flags['adapter']} tinylora or lora")
        elif workload.weights == "bf16" and workload.rollouts == "engine" and flags["no_quant"]:
            fixes.append(f"drop {flags['no_quant']} (4-bit NF4 weights)")
        if flags["vllm"]:
            fixes.append(f"lower {flags['vllm']}")
        if flags["share"]:
            fixes.append(f"raise {flags['share']}")
    what = (f"{workload.rows} completions of up to {workload.prompt_tokens} + {workload.completion_tokens} tokens "
            f"({workload.weights if workload.adapter != 'full' else 'float32'}, {workload.adapter}, "
            f"{shape.parameters / 1e9:.1f} B parameters) need ~{gib(smallest.needed)}")
    at = f"with micro-batch {fixed}" if fixed else "even at 1 row a micro-batch"
    ckpt = "checkpointing off" if forced is False else "checkpointing on"
    return f"{what} {at}, {ckpt}; {gib(available)} available: {', or '.join(fixes)}"


# ----- train_rl.py -----

def config_without_weights(model_path, models_dir=LOCAL_MODELS_DIR):
    """The transformers config of a --model read without loading or downloading weights: the bundled model's
    architecture, or config.json of a local folder (models/<name> too); None otherwise (a hub id not downloaded yet,
    which may also fall back to the bundled model, or a .gguf file)."""
    from transformers import AutoConfig

    from ..models.tiny import qwen2_config

    if model_path == BUNDLED_MODEL_NAME:
        return qwen2_config("0.5b")
    local = os.path.expanduser(model_path)
    for folder in (local, os.path.join(models_dir, os.path.basename(os.path.normpath(local)))):
        if os.path.isfile(os.path.join(folder, "config.json")):
            try:
                return AutoConfig.from_pretrained(folder)
            except (OSError, ValueError):
                return None
    return None


# The longest templated prompt is at least the chat template and a share of the longest description. Qwen2.5's
# tokenizer on the 649 bundled training problems: the template 101 tokens, a description's tokens
# 0.21-0.44 a character (median 0.29). Before the tokenizer loads the plan counts 0.2 a character, so that it ends a
# run early only when even that cannot fit; the plan made once the prompts are tokenized decides.
TEMPLATE_TOKENS, FEWEST_TOKENS_PER_CHAR = 101, 0.2


def prompt_tokens_at_least(problems):
    """A low estimate of the longest prompt's tokens, from the problems' descriptions before tokenizing them."""
    from ..data.problems import MAX_DESCRIPTION_CHARS, problem_statement

    longest = max((len(problem_statement(p) or "") for p in problems), default=0)
    return TEMPLATE_TOKENS + int(FEWEST_TOKENS_PER_CHAR * min(longest, MAX_DESCRIPTION_CHARS))


def available_bytes(device, share=1.0):
    """(bytes this process may take on `device`, its total): the free memory plus what this process has reserved
    already (the weights, once loaded), capped at `share` of the total (--gpu_memory_share, the allocator's cap)."""
    import torch

    free, total = torch.cuda.mem_get_info(device)
    available = free + torch.cuda.memory_reserved(device)
    return (min(available, int(share * total)) if share < 1 else available), total


def run_workload(args, shape, prompt_tokens, total_bytes):
    """The Workload of train_rl.py's settings `args` on a GPU of `total_bytes`."""
    from ..settings.training import lora_target_modules

    targets = lora_target_modules(args)
    if targets is None:
        from peft.utils import TRANSFORMERS_MODELS_TO_LORA_TARGET_MODULES_MAPPING as peft_defaults

        targets = peft_defaults.get(shape.model_type, ["q_proj", "v_proj"])
    elif targets == "all-linear":
        targets = TARGET_MODULES
    groups = {"all": 1, "type": len(TARGET_MODULES), "block": shape.layers,
              "layer": shape.layers * len(TARGET_MODULES)}[args.tying]
    rollouts = "engine"
    if args.use_vllm:
        rollouts = "vllm_colocate" if args.vllm_mode == "colocate" else "vllm_server"
    return Workload(rows=args.per_device_train_batch_size * args.gradient_accumulation_steps,
                    prompt_tokens=prompt_tokens, completion_tokens=args.max_completion_length,
                    weights="bf16" if args.no_quant else "nf4", adapter=args.adapter,
                    trained_scalars=args.u_value * groups, tinylora_rank=args.rank, lora_r=args.lora_r,
                    lora_targets=tuple(targets), rollouts=rollouts,
                    vllm_bytes=int(args.vllm_gpu_memory_utilization * total_bytes) if rollouts == "vllm_colocate"
                    else 0, prefix_gradients=bool(getattr(args, "share_prompt_forward", False)))


def plan_run(args, config, prompt_tokens, device, resumed_micro_batch=None):
    """The MemoryPlan of train_rl.py's settings on CUDA `device`, or None for a model this plan does not model (the
    micro-batch is then measured as before: micro_batch.plan_micro_batch). A resumed run keeps its micro-batch."""
    shape = ModelShape.from_config(config)
    if shape is None:
        return None
    available, total = available_bytes(device, args.gpu_memory_share)
    workload = run_workload(args, shape, prompt_tokens, total)
    flags = {"share": "--gpu_memory_share" if args.gpu_memory_share < 1 else None,
             "vllm": "--vllm_gpu_memory_utilization" if workload.rollouts == "vllm_colocate" else None}
    if resumed_micro_batch:
        flags["micro_batch"] = None  # the resumed round is a list of micro-batches: its cut cannot change
    return plan_memory(shape, workload, available, micro_batch=resumed_micro_batch or args.train_micro_batch,
                       checkpointing=args.gradient_checkpointing, flags=flags)


# ----- the table -----

NAMED_SHAPES = {"bundled": "0.5b", "0.5b": "0.5b", "3b": "3b", "qwen2.5-coder-3b": "3b",
                "qwen2.5-coder-3b-instruct": "3b", "qwen/qwen2.5-coder-3b-instruct": "3b"}


def named_config(model):
    """The config of --model for the table: bundled/0.5b, 3b (Qwen2.5-Coder-3B-Instruct), or a folder with a
    config.json."""
    from ..models.tiny import qwen2_config

    if model.lower() in NAMED_SHAPES:
        return qwen2_config(NAMED_SHAPES[model.lower()])
    config = config_without_weights(model)
    if config is None:
        raise UsageError(f"--model {model}: neither {', '.join(sorted(NAMED_SHAPES))} nor a folder with a "
                         "config.json")
    return config


def table_cell(shape, workload, available):
    try:
        plan = plan_memory(shape, workload, available)
    except MemoryPlanError:
        smallest = estimate(shape, workload, 1, True, False)
        return f"does not fit (~{smallest.needed / GIB:.1f} GiB at 1 row, checkpointing on)"
    cell = f"micro-batch {plan.micro_batch}, checkpointing {'on' if plan.checkpointing else 'off'}"
    if plan.rollout_copy is not None:
        cell += f", rollout copy {'on' if plan.rollout_copy else 'off'}"
    return f"{cell} (~{plan.estimate.needed / GIB:.1f} GiB)"


def plan_table(shape, gpu_gib, workloads):
    """Markdown lines: one row a GPU size (GiB of the card: its CUDA context is taken off), one column a workload
    ({label: Workload})."""
    lines = ["| GPU | " + " | ".join(workloads) + " |", "| --- |" + " --- |" * len(workloads)]
    for size in gpu_gib:
        available = int(size * GIB) - CUDA_CONTEXT_BYTES
        cells = [table_cell(shape, workload, available) for workload in workloads.values()]
        lines.append(f"| {size:g} GB | " + " | ".join(cells) + " |")
    return lines


def main(argv=None):
    parser = ScriptParser(
        prog="python -m tinylora_coder.training.memory_plan",
        description="What train_rl.py's memory plan chooses on GPUs of the given sizes, for bf16 and NF4 weights: "
                    "micro-batch, activation checkpointing, the NF4 rollout copy, and the estimated memory. Defaults: "
                    "the study's recipe (64 completions of up to 512 new tokens, prompts up to 322 tokens: its 168 "
                    "calibrated problems).", formatter_class=argparse.ArgumentDefaultsHelpFormatter)
    parser.add_argument("--model", default="3b", help="bundled (0.5b), 3b, or a model folder with a config.json")
    parser.add_argument("--gpu_gb", default="16,24,40,80", help="GPU sizes in GiB, comma-separated (what "
                                                                     "nvidia-smi reports, e.g. 79.2 for an H100 80GB)")
    parser.add_argument("--rows", type=int, default=64, help="completions a round on the GPU")
    parser.add_argument("--prompt_tokens", type=int, default=322, help="the longest prompt")
    parser.add_argument("--completion_tokens", type=int, default=512, help="--max_completion_length")
    parser.add_argument("--adapter", default="tinylora", choices=("tinylora", "lora", "full"))
    parser.add_argument("--u_value", type=int, default=32, help="TinyLoRA: scalars a layer (--tying layer)")
    parser.add_argument("--lora_r", type=int, default=16)
    parser.add_argument("--lora_targets", default=",".join(TARGET_MODULES))
    args = parser.parse_args(argv)
    try:
        sizes = [float(size) for size in args.gpu_gb.split(",") if size.strip()]
    except ValueError:
        parser.error(f"--gpu_gb needs numbers separated by commas, got {args.gpu_gb!r}")
    config = named_config(args.model)
    shape = ModelShape.from_config(config)
    if shape is None:
        raise UsageError(f"--model {args.model}: its architecture (no dense MLP) is not one this plan models")
    common = dict(rows=args.rows, prompt_tokens=args.prompt_tokens, completion_tokens=args.completion_tokens,
                  adapter=args.adapter, trained_scalars=args.u_value * shape.layers * len(TARGET_MODULES),
                  lora_r=args.lora_r, lora_targets=tuple(n.strip() for n in args.lora_targets.split(",")))
    weights = ["bf16"] if args.adapter == "full" else ["bf16", "nf4"]
    workloads = {("float32 + bf16 copy" if args.adapter == "full" else w): Workload(weights=w, **common)
                 for w in weights}
    ladder = ", ".join(str(m) for m in sorted(divisors(args.rows), reverse=True))
    print(f"{args.model}: {shape.describe()}; {args.adapter}, {args.rows} completions of up to {args.prompt_tokens} + "
          f"{args.completion_tokens} tokens; micro-batches {ladder}; available: the GPU less "
          f"{CUDA_CONTEXT_BYTES / GIB:.1f} GiB of CUDA context")
    print("\n".join(plan_table(shape, sizes, workloads)))
    return 0


if __name__ == "__main__":
    from ..cli import run_cli

    sys.exit(run_cli(main))
