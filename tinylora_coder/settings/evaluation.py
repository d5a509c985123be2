"""The settings of the scripts that sample from a finished model: test.py and validate.py (sharing
EvaluationConfig and its checks), calibrate.py and verify_pipeline.py."""
import dataclasses
import os
from typing import Optional

from .. import config
from ..cli import vllm_needs_no_quant
from ..data.problems import BUNDLED_SPLITS
from ..models.folders import folder_kind, read_folder_info, resolve_trained_path
from ..reward.rules import REWARD_RULES
from .fields import (bad_judge_workers, bad_seed, bad_temperature, first_problem, missing_file, not_a_share,
                     not_positive, option)

DEFAULT_CHECKPOINT = os.path.join(config.OUTPUT_DIR, config.CHECKPOINT_NAME)
BUNDLED_DATA = [os.path.join(config.CODE_CONTESTS_DIR, f"bundled_{split}.jsonl") for split in BUNDLED_SPLITS]
BATCH_SIZE_HELP = f"sequences per generate() call (default: {config.EVAL_BATCH_SIZE} on CPU, 64 on a GPU)"
ENGINE_HELP = ("auto (vllm on a GPU where it is installed and the model is bf16 in a Hugging Face folder, else "
               "cuda_graph on a GPU, eager on CPU), eager, compiled, cuda_graph, continuous, vllm (CUDA, --no_quant, "
               f"pip install -r {config.VLLM_REQUIREMENTS})")


@dataclasses.dataclass
class EvaluationConfig:
    """What test.py and validate.py share: a checkpoint on a base model, sampled n times per problem."""
    checkpoint_path: Optional[str] = option(
        None, "trained weights: a TinyLoRA checkpoint (tiny_lora_v.pt, or a folder holding one), a PEFT LoRA adapter "
              "folder (adapter_config.json), a full model folder (config.json + *.safetensors), or a run folder "
              "holding lora_adapter/ or full_model/ (default: "
              f"{os.path.relpath(DEFAULT_CHECKPOINT, config.PROJECT_ROOT)}, unless --model names trained weights)")
    model: Optional[str] = option(None, "base model (hub id, directory, .gguf, or 'bundled'); with a checkpoint the "
                                        f"recorded one is used (without one: {config.DEFAULT_MODEL_ID}); a LoRA "
                                        "adapter or an exported or trained model folder is evaluated as it is")
    no_quant: bool = option(False, "load in bf16 instead of 4-bit NF4 (default: as the checkpoint was trained)")
    n: int = option(1, "samples per problem; pass@k for k <= n")
    max_new_tokens: int = option(1024, "max new tokens per completion")
    batch_size: Optional[int] = option(None, BATCH_SIZE_HELP)
    generation_engine: str = option("auto", ENGINE_HELP, choices=config.GENERATION_ENGINES)

    def weights_to_evaluate(self):
        """(checkpoint_path, model) to load: without --checkpoint_path, a --model naming trained weights (a LoRA
        adapter, or a model folder with a provenance file: exports, training runs' full_model/) is what is evaluated;
        otherwise the output folder's tiny_lora_v.pt. test.py's --baseline: the model alone."""
        if getattr(self, "baseline", False):
            return None, self.model
        if self.checkpoint_path:
            return self.checkpoint_path, self.model
        if self.model and names_trained_weights(self.model):
            return self.model, None
        return DEFAULT_CHECKPOINT, self.model


def names_trained_weights(path):
    """Whether a --model value names trained weights rather than a base model (models/folders.py)."""
    kind, folder = resolve_trained_path(path)
    return kind == "lora" or (kind == "model" and read_folder_info(folder) is not None)


def vllm_engine_problem(args):
    if args.generation_engine == "vllm" and not args.no_quant:
        return vllm_needs_no_quant("--generation_engine vllm")
    return None


def evaluation_problem(args, needs_checkpoint=True):
    """The one-line reason test.py's or validate.py's arguments cannot be used, else None."""
    if vllm_engine_problem(args):
        return vllm_engine_problem(args)
    checkpoint, _ = args.weights_to_evaluate()
    if needs_checkpoint and folder_kind(checkpoint) is None:
        return (f"checkpoint not found: {checkpoint} (train one with train_rl.py"
                f"{', or use --baseline' if hasattr(args, 'baseline') else ''})")
    return None


@dataclasses.dataclass
class TestConfig(EvaluationConfig):
    """test.py: pass@k on code_contests' test split."""
    __test__ = False  # not a pytest test class

    baseline: bool = option(False, "test the base model without TinyLoRA")
    num_samples: int = option(50, "number of test problems, drawn with --test_seed (165 = all of code_contests' test)")
    test_data: Optional[list] = option(None, "test JSONL file(s) (default: the code_contests test split; the "
                                             "bundled test problems when it is missing)", nargs="+", metavar="JSONL")
    test_seed: int = option(config.EVAL_SEED, "seed for choosing problems and sampling")
    temperature: float = option(config.EVAL_TEMPERATURE, "sampling temperature (0 = greedy)")
    max_tests: Optional[int] = option(None, "judge at most this many tests per problem (default: all)")
    judge_workers: int = option(-1, "judge processes that take each completion as soon as it is sampled (-1: one "
                                    "per CPU core; 0: judge everything after generation, in this process)")
    stop_at_first_failure: bool = option(False, "run no test of a program after its first failing one: pass@k and "
                                                "the outcomes (AC, CE, first failing verdict) are the same, the "
                                                "average scores are not reported; 0.30 core-s a program against "
                                                "0.50 (H100 host, 2026-11-25)")
    output: Optional[str] = option(None, "result JSON (default: test_results_<name>.json next to the checkpoint, "
                                         "or in the output folder for --baseline)")
    compare: Optional[str] = option(None, "report the paired difference with another result file",
                                    metavar="OTHER_JSON")
    gpu_memory_share: float = option(1.0, "share of the GPU's memory this evaluation may hold, beside training runs "
                                          "that hold theirs (train_rl.py --gpu_memory_share); not with vLLM, which "
                                          "sizes itself (name another --generation_engine)")

    def problem(self):
        return first_problem(not_positive(self, ("num_samples", "n", "max_new_tokens", "batch_size", "max_tests")),
                             bad_temperature([self.temperature], self.n), bad_seed(self, ("test_seed",)),
                             bad_judge_workers(self), missing_file(self, ("test_data", "compare")),
                             evaluation_problem(self, needs_checkpoint=not self.baseline),
                             memory_share_problem(self))


def memory_share_problem(args):
    if share := not_a_share(args, ("gpu_memory_share",)):
        return share
    if args.gpu_memory_share < 1 and args.generation_engine in ("auto", "vllm"):
        return ("--gpu_memory_share needs --generation_engine cuda_graph, compiled, continuous or eager: vLLM "
                "takes a share of the whole GPU itself")
    return None


@dataclasses.dataclass
class ValidationConfig(EvaluationConfig):
    """validate.py: a checkpoint on code_contests' valid split."""
    num_samples: int = option(10, "number of validation problems", positional=True)
    val_data: Optional[str] = option(None, "validation JSONL (default: the code_contests valid split; the bundled "
                                           "valid problems when it is missing)")
    seed: int = option(config.EVAL_SEED, "problem sampling and generation seed")
    output: Optional[str] = option(None, "also write the metrics to this JSON file")

    def problem(self):
        return first_problem(not_positive(self, ("num_samples", "n", "max_new_tokens", "batch_size")),
                             bad_seed(self, ("seed",)), missing_file(self, ("val_data",)), evaluation_problem(self))


@dataclasses.dataclass
class CalibrationConfig:
    """calibrate.py: each problem's pass rate and mean reward for a base model."""
    model: str = option(config.BUNDLED_MODEL_NAME,
                        "base model: hub id, directory, .gguf, or 'bundled' (the offline Qwen2.5-Coder-0.5B)")
    no_quant: bool = option(False, "load in bf16 instead of 4-bit NF4 on a GPU (CPU always loads unquantised)")
    data: list = option(BUNDLED_DATA, "problem file(s) to calibrate (default: the three bundled files)", nargs="+",
                        metavar="JSONL")
    n: int = option(16, "samples per problem")
    temperature: list = option([1.0, 0.7], "sampling temperature(s); one entry per file and temperature", nargs="+",
                               type=float)
    max_new_tokens: int = option(512, "max new tokens per completion")
    batch_size: Optional[int] = option(None, BATCH_SIZE_HELP)
    generation_engine: str = option("auto", ENGINE_HELP, choices=config.GENERATION_ENGINES)
    seed: int = option(config.EVAL_SEED, "sampling seed")
    output: Optional[str] = option(None, "calibration file (default: local_code_contests/calibration/<model>.json)")

    def problem(self):
        return first_problem(not_positive(self, ("n", "max_new_tokens", "batch_size")),
                             bad_temperature(self.temperature, self.n), bad_seed(self, ("seed",)),
                             missing_file(self, ("data",)), vllm_engine_problem(self))


@dataclasses.dataclass
class VerifyConfig:
    """verify_pipeline.py: every stage once, on a few problems."""
    model: str = option(config.DEFAULT_MODEL_ID,
                        "hub id, local directory, .gguf, or 'bundled' (default falls back to 'bundled')")
    no_quant: bool = option(False, "load in bf16 instead of 4-bit NF4 (GPU only)")
    u_value: int = option(config.DEFAULT_U_VALUE, "TinyLoRA vector size u")
    rank: int = option(config.DEFAULT_RANK, "TinyLoRA SVD rank")
    tying: str = option("layer", "which layers share one v, as train_rl.py's --tying (default: its default, a v per "
                                 "layer)", choices=config.TYING_MODES)
    reward: str = option("binary", "the reward rule the verdicts are scored by, as train_rl.py's --reward (default: "
                                   "its default)", choices=tuple(REWARD_RULES))
    problems: Optional[str] = option(None, "JSONL with the problems to try (default: the bundled test problems)")
    num_problems: int = option(2, "problems to generate for")
    max_new_tokens: int = option(512, "max new tokens per answer (the bundled model on 2 CPU cores writes about "
                                      "10-20 tokens/s)")

    def problem(self):
        return first_problem(not_positive(self, ("u_value", "rank", "num_problems", "max_new_tokens")),
                             missing_file(self, ("problems",)))
