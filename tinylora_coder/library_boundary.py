"""The one boundary with TRL, transformers and vLLM: every use of a name they keep private, and its start-up check.

Written for TRL 1.16.x, transformers 5.17-5.25 (5.25 here, 5.17 with torch 2.11 on the GPU machine) and vLLM 0.22-0.31
(what TRL 1.16 accepts). tests/test_house.py holds the rest of tinylora_coder/ and the scripts off their private
names: no underscore method in a class derived from theirs, no access to PRIVATE_NAMES, no import of INTERNAL_IMPORTS.
Here: GRPOTrainerBoundary (the private Trainer methods overridden, each handing over to a public hook; TRL's private
state as accessors); the run-time patches (TRL's vLLM weight iterator, use_vllm_weights; a set_epoch on TRL's sampler,
draw_epoch_orders; llm.generate within a block, llm_generate_replaced); TRL's micro-batch keys; transformers'
generation helpers (graph_decode), attention switch (packed_attention) and adapter flag (tinylora.layer). NEEDS says
what each must look like; check_libraries tests it (train_rl.py before the model loads; test.py and validate.py where
the cuda_graph engine samples): an unmet need ends the script with one line naming the supported versions, and a
library outside them that meets every need passes with a logged note.

TRL 1.16's extension points, and why the overrides stay. rollout_func (GRPOTrainer's argument) cannot carry the
engine path: it replaces TRL's whole generation. It gets the prompts as messages, to template itself (a copy of TRL's
_tokenize_prompts; _generate_single_turn gets TRL's own ids); with use_vllm TRL then only syncs the weights, so its
colocated and server sampling (tensor-parallel gathering, sleep mode, the log-probs the importance weights need)
would be rewritten here, not wrapped; it drops images; it is experimental (a warning at each construction).
_generate and _calculate_rewards are no longer overridden: the round's ids are the sampled ones, and the row
gradients start as sampling ends (rollouts_sampled), not as the reward is called; nothing in between changes them.
Reward functions get the dataset's columns (the tests) and trainer_state, as the reward uses them, but after sampling,
without prompt ids or the round's dict: they can neither judge rows as they end nor carry row gradients. No GRPOConfig
option saves only v, restores a round in flight or reseeds the sampler per epoch. So: _generate_and_score_completions
(row gradients travel with their rows through TRL's shuffle, which only its dict goes through);
_get_per_token_logps_and_entropies (TRL's loss reads log-probs only through it); _save_checkpoint (the round state
goes into every checkpoint, also the one written after a stop, outside the loop, where no on_save runs);
_load_from_checkpoint (the Trainer would load model weights a TinyLoRA checkpoint lacks, before any callback);
_get_train_sampler and _run_epoch (the sampler is made in get_train_dataloader, before accelerate wraps it; the epoch
number reaches nothing public).
"""

import contextlib
import dataclasses
import functools
import importlib
import importlib.metadata
import inspect
import logging
import os
import re

from .errors import UnsupportedLibraryError

logger = logging.getLogger("tinylora.libraries")

# (lowest, highest) (major, minor) release this module was written for
SUPPORTED = {"trl": ((1, 16), (1, 16)), "transformers": ((5, 17), (5, 25)), "vllm": ((0, 22), (0, 31))}
SUPPORTED_TEXT = "TRL 1.16.x, transformers 5.17-5.25, vLLM 0.22-0.31"


@dataclasses.dataclass(frozen=True)
class Need:
    """One thing this module uses of a library, and how check_libraries tests it (kind): "override": it has
    `parameters` first and the owner's module calls it through self (so an override or an instance patch takes
    effect); "call": it takes `parameters` by name; "takes": it has parameters of these names, anywhere (read by
    name); "state": the class has it or sets self.<name>; "read": the source
    of one of the owner modules reads it; "called": the owner module calls self.<name>(...). part: the check that
    asks for it ("training", "generation", "vllm"). without: what is lost when a need that only speeds things up is
    not met (a note says it); empty: required."""
    part: str
    owner: str  # "module:Class", or a module (several, space-separated, for "read")
    name: str
    kind: str
    parameters: tuple = ()
    without: str = ""

    library = property(lambda self: self.owner.split(".")[0])
    # as a message shows it: GRPOTrainer._step, utils.RepeatSampler, trainer._hf_peft_config_loaded
    shown = property(lambda self: f"{self.owner.split()[-1].split(':')[-1].rsplit('.', 1)[-1]}.{self.name}")


GRPO = "trl.trainer.grpo_trainer:GRPOTrainer"
TRAINER = "transformers.trainer:Trainer"
VLLM_GENERATION = "trl.generation.vllm_generation:VLLMGeneration"
GENERATION = "transformers.generation.utils:GenerationMixin"
CONFIG = "transformers.configuration_utils:PretrainedConfig"
NEEDS = (
    Need("training", GRPO, "_generate_single_turn", "override",
         ("prompt_ids", "images", "multimodal_fields", "num_generations")),
    Need("training", GRPO, "_generate_and_score_completions", "override", ("inputs",)),
    Need("training", GRPO, "_get_per_token_logps_and_entropies", "override", ("model",)),
    # the row gradients call the model's fused LM head (model(..., labels=..., fused_lm_head=True)), which
    # GRPOTrainer.__init__ adds to the model it trains, with log-probs and entropies among its outputs
    Need("training", "trl.trainer.grpo_trainer", "add_fused_lm_head", "read"),
    Need("training", "trl.trainer.utils", "add_fused_lm_head", "call",
         ("model", "temperature", "cast_lm_head_to_fp32", "outputs")),
    Need("training", GRPO, "_get_train_sampler", "override", ()),
    Need("training", TRAINER, "_save_checkpoint", "override", ("model", "trial")),
    Need("training", TRAINER, "_load_from_checkpoint", "override", ("resume_from_checkpoint", "model")),
    Need("training", TRAINER, "_run_epoch", "override", ()),
    Need("training", TRAINER, "_run_epoch", "takes", ("epoch",)),
    Need("training", TRAINER, "_get_output_dir", "call", ("trial",)),
    *(Need("training", GRPO, name, "state") for name in ("_step", "_buffered_inputs", "_tokenizer", "_is_vlm",
                                                          "_entropy_bonus_enabled")),
    Need("training", "trl.trainer.utils", "RepeatSampler", "call",
         ("data_source", "mini_repeat_count", "batch_size", "repeat_count", "shuffle", "seed")),
    *(Need("training", "trl.trainer.utils:RepeatSampler", name, "state")
      for name in ("shuffle", "seed", "generator", "num_samples")),
    # read by the Trainer's refusal of a quantized model without adapters (trainer_utils in 5.25) and by the model's
    Need("training", "transformers.trainer_utils transformers.trainer transformers.modeling_utils",
         "_hf_peft_config_loaded", "read"),
    Need("vllm", VLLM_GENERATION, "_iter_named_params", "override", ()),
    Need("vllm", VLLM_GENERATION, "_fix_param_name_to_vllm", "call", ("name",)),
    Need("vllm", "trl.generation.vllm_generation", "llm.generate", "called",
         without="colocated rollouts' programs are judged once their round has ended, not as their rows end"),
    Need("generation", GENERATION, "_prepare_generation_config", "call", ("generation_config",)),
    Need("generation", GENERATION, "_prepare_special_tokens", "call",
         ("generation_config", "kwargs_has_attention_mask", "device")),
    Need("generation", GENERATION, "_get_logits_processor", "call", ("generation_config", "input_ids_seq_length",
         "encoder_input_ids", "prefix_allowed_tokens_fn", "logits_processor", "device", "model_kwargs")),
    Need("generation", CONFIG, "_attn_implementation", "state"),
    Need("generation", CONFIG, "_attn_implementation_internal", "state"),
)
PRIVATE_NAMES = frozenset(need.name for need in NEEDS if need.name.startswith("_"))
# Internals imported here only: module -> names (None: all). trl.trainer does not export RepeatSampler.
INTERNAL_IMPORTS = {"trl.trainer.utils": ("RepeatSampler",), "trl.trainer.grpo_trainer": None,
                    "trl.generation.vllm_generation": None}
# What TRL 1.16 puts in a text-only micro-batch (micro_batch.without_masked_work leaves any other one as it is)
ROW_KEYS = ("prompt_ids", "prompt_mask", "advantages")  # one row per completion
COMPLETION_KEYS = ("completion_ids", "completion_mask", "tool_mask", "old_per_token_logps", "sampling_per_token_logps",
                   "ref_per_token_logps", "importance_sampling_ratio")  # a row per completion, a column per token
ROUND_KEYS = ("num_items_in_batch",)


# ----- the start-up check -----

@functools.lru_cache(maxsize=None)
def module_source(name):
    return inspect.getsource(importlib.import_module(name))


def unmet(need):
    """Why the installed library does not meet `need`, or None when it does."""
    module_name, _, class_name = need.owner.partition(":")
    try:
        if need.kind == "read":
            return None if any(need.name in module_source(m) for m in module_name.split()) else "never read"
        owner = importlib.import_module(module_name)
        owner = getattr(owner, class_name) if class_name else owner
        source = module_source(module_name)
    except (ImportError, AttributeError) as error:
        return f"{type(error).__name__}: {error}"
    if need.kind == "called":
        return None if f"self.{need.name}(" in source else f"no call of self.{need.name}"
    if need.kind == "state":
        return None if hasattr(owner, need.name) or f"self.{need.name} =" in source else "never set"
    target = getattr(owner, need.name, None)
    if not callable(target):
        return "missing"
    signature = inspect.signature(target)
    if need.kind == "override":
        leading = [name for name in signature.parameters if name != "self"][:len(need.parameters)]
        if leading != list(need.parameters):
            return f"parameters ({', '.join(leading)}) where ({', '.join(need.parameters)}) were expected"
        return None if f"self.{need.name}" in source else "no longer called through self"
    if need.kind == "takes":
        missing = [name for name in need.parameters if name not in signature.parameters]
        return f"no parameter {', '.join(missing)}" if missing else None
    try:  # "call": the arguments this module passes, by name
        signature.bind(*([None] if "self" in signature.parameters else []), **dict.fromkeys(need.parameters))
    except TypeError as error:
        return str(error)
    return None


def installed_version(library):
    try:
        return importlib.metadata.version(library)
    except importlib.metadata.PackageNotFoundError:
        return None


@functools.lru_cache(maxsize=None)
def note_once(message):
    logger.warning(message)


def check_libraries(*parts):
    """Test the NEEDS of `parts` ("training", "generation", "vllm") against the installed libraries. A required need
    not met raises UnsupportedLibraryError, one line with the supported versions: the names decide, not the version
    strings. A library outside SUPPORTED that meets them all, and a speed-up lost, get a logged note (once a process).
    Returns the notes."""
    needs = [need for need in NEEDS if need.part in parts]
    failed = [(need, why) for need in needs if (why := unmet(need)) is not None]
    required = [(need, why) for need, why in failed if not need.without]
    if required:
        need, why = required[0]
        more = f" (and {len(required) - 1} more)" if len(required) > 1 else ""
        raise UnsupportedLibraryError(f"{need.library} {installed_version(need.library)} lacks {need.shown} as this "
                                      f"project uses it ({why}){more}; supported: {SUPPORTED_TEXT} "
                                      "(tinylora_coder/library_boundary.py)")
    notes = [f"{need.library} {installed_version(need.library)}: {need.shown} {why}, so {need.without}"
             for need, why in failed]
    libraries = {need.library for need in needs} | ({"vllm"} if "vllm" in parts else set())
    for library in sorted(libraries):
        version = installed_version(library)
        (low, high), release = SUPPORTED[library], re.match(r"(\d+)\.(\d+)", version or "")
        if release and not low <= (int(release[1]), int(release[2])) <= high:
            notes.append(f"{library} {version} is outside the versions this project was written for "
                         f"({SUPPORTED_TEXT}); every private name of it this project uses is there as expected")
    for note in notes:
        note_once(note)
    return notes


# ----- TRL's GRPOTrainer -----

class GRPOTrainerBoundary:
    """TRL's and transformers' private Trainer methods this project overrides, each handing over to a public hook, and
    TRL's private state as accessors. A mixin put before GRPOTrainer (class T(GRPOTrainerBoundary, GRPOTrainer)), so
    that this module imports no TRL (its GRPOTrainer imports an installed vLLM) for generation and TinyLoRA.

    The trainer's hooks: sample_rollouts(prompt_ids, trl_sampling) -> (completion ids, log-probs or None) for a round's
    text prompts (token ids, one list a completion; trl_sampling(): TRL's own); rollouts_sampled(prompt_ids,
    completion_ids) as sampling ends, before TRL builds the round's tensors and calls the reward; score_round(rows,
    trl_scoring) -> the round's dict, for its dataset rows (in the order of the prompts); stand_in_token_log_probs()
    -> (log-probs, entropies) for TRL instead of a forward, or None; checkpoint_written(folder) on every process once
    a checkpoint folder is written; load_checkpoint(folder, trl_load), trl_load() loading the model's weights."""

    epoch_sampler = None  # TRL's training sampler, given a set_epoch (draw_epoch_orders)

    def _generate_single_turn(self, prompt_ids, images, multimodal_fields, num_generations, *args, **kwargs):
        trl_sampling = functools.partial(super()._generate_single_turn, prompt_ids, images, multimodal_fields,
                                         num_generations, *args, **kwargs)
        if images is not None or multimodal_fields:  # images and their fields: TRL's own sampling
            return trl_sampling()
        completion_ids, logprobs = self.sample_rollouts(prompt_ids, trl_sampling)
        self.rollouts_sampled(prompt_ids, completion_ids)
        return completion_ids, logprobs

    def _generate_and_score_completions(self, inputs, *args, **kwargs):
        return self.score_round(inputs, functools.partial(super()._generate_and_score_completions, inputs, *args,
                                                          **kwargs))

    def score_rows(self, rows):  # a round of dataset rows, sampled and scored through the hooks as TRL's own rounds
        return self._generate_and_score_completions(rows)

    def _get_per_token_logps_and_entropies(self, model, *args, **kwargs):
        if (stand_in := self.stand_in_token_log_probs()) is not None:
            return (*stand_in, None)  # TRL 1.16's (log-probs, entropies, a router's auxiliary loss)
        return super()._get_per_token_logps_and_entropies(model, *args, **kwargs)

    def _save_checkpoint(self, model, trial, *args, **kwargs):
        from transformers.trainer_utils import PREFIX_CHECKPOINT_DIR

        super()._save_checkpoint(model, trial, *args, **kwargs)
        self.checkpoint_written(os.path.join(self._get_output_dir(trial=trial),
                                             f"{PREFIX_CHECKPOINT_DIR}-{self.state.global_step}"))

    def write_checkpoint(self):
        """Write checkpoint-<step>/ now, as the Trainer does at a save step (outside its loop: after a stop)."""
        self._save_checkpoint(self.model, trial=None)

    def _load_from_checkpoint(self, resume_from_checkpoint, model=None, *args, **kwargs):
        self.load_checkpoint(resume_from_checkpoint, functools.partial(
            super()._load_from_checkpoint, resume_from_checkpoint, model, *args, **kwargs))

    def _get_train_sampler(self, *args, **kwargs):
        sampler = super()._get_train_sampler(*args, **kwargs)
        self.epoch_sampler = draw_epoch_orders(sampler)
        if self.epoch_sampler is None:
            logger.warning("TRL's training sampler is a %s, not a RepeatSampler: a run resumed in a later epoch may "
                           "draw other problems than the uninterrupted run", type(sampler).__name__)
        return sampler

    def _run_epoch(self, *args, **kwargs):
        # accelerate passes set_epoch on to the sampler in one process, not through BatchSamplerShard and a resume's
        # batch skipping together (several processes): the sampler is told here, before the epoch's iterator is made
        if self.epoch_sampler is not None and "epoch" in kwargs:
            self.epoch_sampler.set_epoch(kwargs["epoch"])
        return super()._run_epoch(*args, **kwargs)

    text_tokenizer = property(lambda self: self._tokenizer, doc="the processing class's (or its processor's) tokenizer")
    is_vision_language_model = property(lambda self: self._is_vlm)
    has_entropy_bonus = property(lambda self: self._entropy_bonus_enabled)

    # (micro-steps taken, the buffered round's micro-batches): what TRL keeps between the optimizer steps of a round
    round_in_flight = property(lambda self: (self._step, self._buffered_inputs))

    def restore_round_in_flight(self, step, buffered):
        self._step, self._buffered_inputs = step, buffered


def draw_epoch_orders(sampler):
    """Give TRL's RepeatSampler `sampler` a set_epoch(e), after which it draws the (e+1)-th order of its seeded
    generator (accelerate and transformers call a sampler's set_epoch); None if it is not a RepeatSampler. TRL draws
    every epoch's order from one generator seeded once, so a run resumed in a later epoch (a new sampler) drew the
    first epoch's order again (issue 25's resumed runs diverged so). An uninterrupted run's orders are unchanged."""
    import torch
    from trl.trainer.utils import RepeatSampler

    if type(sampler) is not RepeatSampler:
        return None

    def set_epoch(epoch):
        if sampler.shuffle and sampler.seed is not None:
            sampler.generator.manual_seed(sampler.seed)
            for _ in range(epoch):
                torch.randperm(sampler.num_samples, generator=sampler.generator)

    sampler.set_epoch = set_epoch
    return sampler


# ----- TRL's vLLM rollouts -----

def use_vllm_weights(generation, named_parameters):
    """Make TRL's weight sync send what named_parameters() yields, (vLLM's name, tensor) one at a time, instead of the
    model's parameters: VLLMGeneration.sync_weights iterates self._iter_named_params(), colocated and server alike."""
    generation._iter_named_params = named_parameters


def vllm_parameter_name(generation, name):
    """`name` as TRL's VLLMGeneration renames a model parameter for vLLM."""
    return generation._fix_param_name_to_vllm(name=name)


@contextlib.contextmanager
def llm_generate_replaced(llm, streamed):
    """Within the block, llm.generate(prompts, sampling_params=..., use_tqdm=False), TRL 1.16's colocated call, returns
    streamed(prompts, sampling_params, lora_request); a later TRL's lora_request is passed on. A call with anything
    else (other arguments, no or several samples a request) is LLM's own, with a warning once naming what it saw."""
    plain = llm.generate

    def generate(prompts, sampling_params=None, *more, use_tqdm=True, lora_request=None, **other):
        each = sampling_params if isinstance(sampling_params, list) else [sampling_params]
        unexpected = ([f"{len(more)} more positional argument(s)"] if more else []) + sorted(other) + (
            ["no sampling_params"] if sampling_params is None else
            ["n > 1"] if any(getattr(params, "n", 1) != 1 for params in each) else [])
        if not unexpected:
            return streamed(prompts, sampling_params, lora_request)
        note_once(f"vLLM's generate was called with {', '.join(unexpected)}, which judging rows as they end does not "
                  f"take (written for {SUPPORTED_TEXT}): this round's programs are judged once it has ended")
        adapter = {} if lora_request is None else {"lora_request": lora_request}
        return plain(prompts, sampling_params, *more, use_tqdm=use_tqdm, **adapter, **other)

    llm.generate = generate
    try:
        yield
    finally:
        del llm.generate  # the class's own method again


# ----- transformers -----

def prepared_generation_config(model, generation_config):
    """The GenerationConfig generate() would run with (model defaults filled in), None if transformers hides it."""
    try:
        return model._prepare_generation_config(generation_config=generation_config)[0]
    except (AttributeError, TypeError):
        return None


def logits_processors(model, config, device):
    """generate()'s own logits processors for `config` (a prepared config), or None if they cannot be built here. The
    special tokens are prepared first, as generate() does: processors that need the end token (min_new_tokens, ...)
    are only built when it is known, and must be seen here to be refused."""
    from transformers import LogitsProcessorList

    try:
        model._prepare_special_tokens(generation_config=config, kwargs_has_attention_mask=True, device=device)
        return model._get_logits_processor(generation_config=config, input_ids_seq_length=1,
                                           encoder_input_ids=None, prefix_allowed_tokens_fn=None,
                                           logits_processor=LogitsProcessorList(), device=device, model_kwargs={})
    except (AttributeError, TypeError):
        return None


def attention_implementation(config):
    """The attention implementation a transformers config selects ("sdpa", "eager", ...), None if unknown."""
    return getattr(config, "_attn_implementation", None)


def select_attention_implementation(config, name):
    """Make `config`'s model attend with `name`, a registered implementation (the setter also sets sub-configs')."""
    config._attn_implementation = name


def restore_attention_implementation(config, name):
    """Put `name` back on this one config (the setter would copy it onto the sub-configs)."""
    config._attn_implementation_internal = name


def mark_adapters_attached(model):
    """Tell transformers' Trainer, which refuses a quantized model without adapters, that `model` has TinyLoRA's."""
    model._hf_peft_config_loaded = True
