"""The settings of export.py: which TinyLoRA checkpoint, in which format, to which folder (no torch)."""
import dataclasses
import os
from typing import Optional

from .. import config
from ..config import EXPORT_FORMATS
from ..models.folders import folder_kind, replaceable_folder
from .evaluation import DEFAULT_CHECKPOINT
from .fields import first_problem, option


@dataclasses.dataclass
class ExportConfig:
    """export.py: a TinyLoRA checkpoint as a PEFT LoRA adapter folder or a merged Hugging Face model folder."""
    checkpoint_path: str = option(DEFAULT_CHECKPOINT, "TinyLoRA checkpoint: a tiny_lora_v.pt file, or a run folder "
                                                      "holding one")
    format: str = option("lora", "lora: a PEFT LoRA adapter folder (rank r, lora_alpha r, float32: exactly the "
                                 "update, 15 MB for the 3B model); merged: a Hugging Face model folder holding W + dW "
                                 "in the dtype the checkpoint was trained in (bf16 on a GPU and for a 4-bit NF4 "
                                 "base)", choices=EXPORT_FORMATS)
    output: Optional[str] = option(None, "folder to write (default: <checkpoint name>_<format> beside the "
                                         "checkpoint); an earlier export there is replaced, anything else is refused")
    model: Optional[str] = option(None, "base model (hub id, directory, .gguf, or 'bundled'); only the one the "
                                        "checkpoint records is accepted (default: that one)")
    no_quant: bool = option(False, "load the base model in bf16 instead of 4-bit NF4 (default: as the checkpoint was "
                                   "trained)")

    def checkpoint_file(self):
        path = self.checkpoint_path
        return os.path.join(path, config.CHECKPOINT_NAME) if os.path.isdir(path) else path

    def output_folder(self):
        checkpoint = self.checkpoint_file()
        stem = os.path.splitext(os.path.basename(checkpoint))[0]
        return self.output or os.path.join(os.path.dirname(os.path.abspath(checkpoint)), f"{stem}_{self.format}")

    def problem(self):
        kind = folder_kind(self.checkpoint_path)
        if kind is None and os.path.isdir(self.checkpoint_path):
            return (f"{self.checkpoint_path} holds no trained weights (no {config.CHECKPOINT_NAME}, LoRA adapter or "
                    "model folder)")
        if kind is None:
            return f"checkpoint not found: {self.checkpoint_path} (train one with train_rl.py)"
        if kind != "tinylora":
            return (f"{self.checkpoint_path} is a {'LoRA adapter' if kind == 'lora' else 'model'} folder already: "
                    "export.py takes a TinyLoRA checkpoint (test.py and validate.py load the folder as it is)")
        return first_problem(None if replaceable_folder(self.output_folder()) else
                             f"--output {self.output_folder()} exists and is not an earlier export: choose another "
                             "folder")
