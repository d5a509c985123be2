"""What a run trains (train_rl.py --adapter): TinyLoRA's v, a PEFT LoRA adapter, or every weight.

One interface, so that everything else about a run (reward, truncation handling, rollouts through the project's
engines with the current weights, the judge, resuming, the logs) is the same for the three and a comparison
between them measures the adapter alone (issue 46):

  tinylora  the method: TinyLoRA layers and their v (tinylora/layer.py), saved as tiny_lora_v.pt.
  lora      PEFT's own LoraConfig and get_peft_model, saved as a PEFT adapter folder (lora_adapter/). Rollouts
            sample from W + B A * scaling merged into plain layers (tinylora/merge.py), as TinyLoRA's do.
  full      every weight. A bf16 model is trained in float32 (AdamW's steps at the learning rates of full
            fine-tuning, 1e-6 to 1e-5, are below bf16's resolution of about 2^-8 of a weight and would be lost),
            with a bf16 rollout copy refreshed in place before each round: the engine samples the model as a bf16
            training run would hold it, at the same addresses every round (CUDA graphs stay valid). Saved as a
            model folder (full_model/) in the dtype the base model was loaded in.
"""

import contextlib
import logging
import os

import torch

from ..files import read_json, write_json
from ..models.folders import FULL_MODEL_DIR, LORA_ADAPTER_DIR, write_folder_info
from ..tinylora.checkpoint import BEST_CHECKPOINT_NAME, save_tiny_lora_checkpoint
from ..tinylora.layer import TinyLoRAGlobalParams, apply_tiny_lora
from ..tinylora.rollout_copy import RolloutCopy, needs_rollout_copy
from ..tinylora.svd import is_linear_4bit
from ..config import CHECKPOINT_NAME

logger = logging.getLogger("tinylora.train")
ADAMW_BYTES_PER_PARAMETER = 8  # two float32 moments per trained parameter, allocated at the first optimizer step


def trainable_parameters(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


class TinyLoRAAdapter:
    """TinyLoRA's v: the project's method (train_rl.py's default)."""

    name = "tinylora"
    trainer_kwargs = {}

    def __init__(self, model, u_value, tying="layer", rank=2, projection_seed=None, rollout_copy=True):
        self.global_params = TinyLoRAGlobalParams(u_value, tying=tying)
        apply_tiny_lora(model, self.global_params, rank=rank, seed=projection_seed)
        self.model = model  # what the trainer trains
        self.rollout = nf4_rollout_copy(model, rollout_copy)

    @staticmethod
    def planning_model(model):
        return model

    def sampling_model(self, model):
        """bf16 weights: the engines merge W + dW in place themselves (tiny_lora_merged); a 4-bit base: the bf16
        rollout copy, refreshed."""
        return contextlib.nullcontext(model if self.rollout is None else self.rollout.refresh(model))

    def final_path(self, output_dir, best=False):
        return os.path.join(output_dir, BEST_CHECKPOINT_NAME if best else CHECKPOINT_NAME)

    def save(self, model, path, step, **extra):
        """Write the trained weights to `path` (final_path's); `extra` goes into the checkpoint."""
        return save_tiny_lora_checkpoint(path, unwrapped(model), step=step, **extra)

    def describe(self):
        return f"|v| = {float(self.global_params.global_v.detach().float().norm()):.3e}"


class FolderAdapter:
    """What LoRA and full fine-tuning share: the weights are saved as a folder with its provenance file."""

    folder = None
    info_kind = None
    trainer_kwargs = {}

    def __init__(self, model, tokenizer):
        self.tokenizer = tokenizer
        self.model_id = getattr(model, "tinylora_model_id", None) or getattr(model.config, "name_or_path", None) or ""
        self.is_quantized = any(is_linear_4bit(m) for m in model.modules())

    def final_path(self, output_dir, best=False):
        return os.path.join(output_dir, f"best_{self.folder}" if best else self.folder)

    def save(self, model, path, step, **extra):
        model = unwrapped(model)
        os.makedirs(path, exist_ok=True)
        self.save_weights(model, path)
        info = {"kind": self.info_kind, "model_id": self.model_id, "is_quantized": self.is_quantized,
                "dtype": str(self.saved_dtype(model)).replace("torch.", ""), "step": step,
                "trained_parameters": trainable_parameters(model)}
        for key, value in extra.items():
            info[key] = value.tolist() if isinstance(value, torch.Tensor) else value
        write_folder_info(path, info)
        return path

    def describe(self):
        return f"{self.name} weights"


class LoraAdapter(FolderAdapter):
    """PEFT's LoRA: get_peft_model with a LoraConfig built from the --lora_* options (PEFT's defaults)."""

    name, folder, info_kind = "lora", LORA_ADAPTER_DIR, "lora"

    def __init__(self, model, tokenizer, r=8, alpha=8, dropout=0.0, target_modules=None, seed=0, rollout_copy=True):
        from peft import LoraConfig, get_peft_model

        super().__init__(model, tokenizer)
        self.config = LoraConfig(r=r, lora_alpha=alpha, lora_dropout=dropout, target_modules=target_modules,
                                 task_type="CAUSAL_LM")
        # PEFT draws A from the global random stream: seeded here, so that a run and its resume (a new process, or
        # a second run in one) start from the same A whatever ran before
        with torch.random.fork_rng(devices=[torch.cuda.current_device()] if torch.cuda.is_available() else []):
            torch.manual_seed(seed)
            # PEFT keeps the adapter in float32 over a bf16 base (autocast_adapter_dtype): Adam's steps are not lost
            self.model = get_peft_model(model, self.config)
        self.model.tinylora_model_id = self.model_id
        self.rollout = nf4_rollout_copy(self.model, rollout_copy)

    @staticmethod
    def planning_model(model):
        return model.get_base_model()

    def sampling_model(self, model):
        """The transformers model inside the PeftModel: the engines merge its LoRA layers like TinyLoRA's; a 4-bit
        base: the bf16 rollout copy, refreshed."""
        if self.rollout is not None:
            return contextlib.nullcontext(self.rollout.refresh(model))
        return contextlib.nullcontext(unwrapped(model).get_base_model())

    @staticmethod
    def saved_dtype(model):
        return next(p.dtype for n, p in model.named_parameters() if "lora_" in n)

    @staticmethod
    def save_weights(model, path):
        model.save_pretrained(path)

    def describe(self):
        """|B| over every layer: B starts at zero, so this is how far the adapter moved (B A's scale)."""
        squares = [p.detach().float().square().sum() for n, p in self.model.named_parameters() if "lora_B" in n]
        return f"|B| = {float(torch.stack(squares).sum().sqrt()):.3e}"


class FullAdapter(FolderAdapter):
    """Every weight trained; float32 master weights where the model was loaded in bf16/fp16 (see the module)."""

    name, folder, info_kind = "full", FULL_MODEL_DIR, "full"

    def __init__(self, model, tokenizer):
        super().__init__(model, tokenizer)
        if self.is_quantized:
            raise ValueError("--adapter full trains every weight and needs them unquantized: add --no_quant")
        self.load_dtype = next(model.parameters()).dtype
        # made now, before the trainer wraps the model (rollout_copy.py; a copy of the wrapped model sampled through
        # its float32 forward: a float32 KV cache met bf16 keys in the cuda_graph engine, H200, 2026-12-04)
        self.rollout = None if self.load_dtype == torch.float32 else RolloutCopy(model, self.load_dtype)
        if self.load_dtype != torch.float32:
            model.float()
        for param in model.parameters():
            param.requires_grad_(True)
        self.model = model

    @staticmethod
    def planning_model(model):
        return model

    def sampling_model(self, model):
        return contextlib.nullcontext(unwrapped(model) if self.rollout is None else self.rollout.refresh(model))

    def saved_dtype(self, model):
        return self.load_dtype

    def save_weights(self, model, path):
        state = {name: tensor.to(self.load_dtype) if tensor.is_floating_point() else tensor
                 for name, tensor in model.state_dict().items()}
        model.save_pretrained(path, state_dict=state)
        # save_pretrained writes the dtype of the model's parameters (float32); the folder's is the saved weights'
        config_path = os.path.join(path, "config.json")
        config = read_json(config_path)
        config["dtype"] = str(self.load_dtype).replace("torch.", "")
        write_json(config_path, config)
        if self.tokenizer is not None:
            self.tokenizer.save_pretrained(path)

    def describe(self):
        return f"{trainable_parameters(self.model):,} weights"


def nf4_rollout_copy(model, allowed=True):
    """The bf16 rollout copy of a model with a 4-bit base (None for bf16/float32 weights, merged in place, and where
    the memory plan left no room for it: `allowed` False)."""
    if not needs_rollout_copy(model):
        return None
    if not allowed:
        logger.warning("The model is 4-bit NF4 and the memory plan leaves no room for a bf16 rollout copy: rollouts "
                       "sample the 4-bit low-rank path (the compiled engine), about 6x slower (954 against 5,628 new "
                       "tokens/s at 64 rows on the 3B shape, H200)")
        return None
    rollout = RolloutCopy(model, torch.bfloat16)
    size = sum(p.numel() * p.element_size() for p in rollout.plain.parameters())
    logger.warning("The model is 4-bit NF4: rollouts sample a bf16 copy of W + dW (%.1f GB), refreshed before each "
                   "round; training keeps the 4-bit layers", size / 1e9)
    return rollout


def unwrapped(model):
    return getattr(model, "module", model)  # DDP


def attach_adapter(model, tokenizer, args, rollout_copy=True):
    """Make `model` trainable as args.adapter says; returns the adapter, whose .model the trainer trains.
    `rollout_copy` False: a 4-bit base samples without its bf16 copy (the memory plan found no room for it)."""
    if args.adapter == "lora":
        from ..settings.training import lora_target_modules

        return LoraAdapter(model, tokenizer, r=args.lora_r, alpha=args.lora_alpha, dropout=args.lora_dropout,
                           target_modules=lora_target_modules(args), seed=args.seed, rollout_copy=rollout_copy)
    if args.adapter == "full":
        return FullAdapter(model, tokenizer)
    return TinyLoRAAdapter(model, args.u_value, tying=args.tying, rank=args.rank, projection_seed=args.projection_seed,
                           rollout_copy=rollout_copy)


def optimizer_bytes(model):
    """AdamW's state for the trained parameters: memory the training micro-batch plan must leave free."""
    return ADAMW_BYTES_PER_PARAMETER * trainable_parameters(model)


def adapter_of(model):
    """The adapter a trainer was given no adapter for: TinyLoRA's when the model holds TinyLoRA layers."""
    params = getattr(unwrapped(model), "tinylora", None)
    if params is None:
        return None
    adapter = TinyLoRAAdapter.__new__(TinyLoRAAdapter)
    adapter.global_params, adapter.model, adapter.rollout = params, model, nf4_rollout_copy(model)
    return adapter
