"""TRL's GRPOTrainer, adapted to TinyLoRA: v is the only state saved, rollouts come from the project's engines.

- Saving: checkpoints hold tiny_lora_v.pt instead of model weights (the base model is never written), plus
  what TRL keeps between the optimizer steps of one rollout round (its micro-step counter and the buffered
  completions), so a run interrupted in the middle of a round resumes exactly where it was; a stop during
  generation saves the state of the last full step, random state included.
- Rollouts: sampled by a generation.GenerationEngine from the merged weights W + dW (same model, plain
  speed, compiled decode on a GPU), with exactly the sampling settings GRPOTrainer built.
- vLLM rollouts (use_vllm): TRL samples with vLLM, and its weight sync sends what vLLM's plain model must hold:
  W + dW for every TinyLoRA layer, every other parameter unchanged (vllm_named_parameters).
- Judging while decoding (`judge_pool`): each completion goes to the judge pool as soon as its row ends, with
  its problem's tests, so the reward function finds most programs already judged; with colocated vLLM too
  (vllm_engine.judged_as_they_end). With the project's engine, a program goes as soon as its code block closes,
  while its row goes on with prose.
- Training while judging (`train_while_judging`, row_gradients): the round's forward and backward run as soon as its
  last row is sampled, each row's gradient kept apart, while the judge still runs the programs; TRL's loss then
  weighs them by the advantages without another forward.

TRL's private methods are reached only through library_boundary.GRPOTrainerBoundary: the trainer implements its
public hooks (sample_rollouts, rollouts_sampled, score_round, stand_in_token_log_probs, checkpoint_written,
load_checkpoint).
"""

import dataclasses
import logging
import os
import random

import numpy as np
import torch
from torch.nn.attention import SDPBackend, sdpa_kernel
from trl import GRPOConfig, GRPOTrainer

from ..data.test_cases import get_test_cases
from ..errors import UsageError
from ..generation.completions import make_engine
from ..generation.engine import PartialWatch
from ..generation.vllm_engine import judged_as_they_end
from ..judge.code_extraction import extract_code_from_response, finished_program
from ..library_boundary import GRPOTrainerBoundary, use_vllm_weights
from ..settings.fields import defaults as settings_defaults
from ..settings.training import TrainingConfig
from ..tinylora.checkpoint import CHECKPOINT_NAME, load_tiny_lora_checkpoint, save_tiny_lora_checkpoint
from . import row_gradients, shared_prompts
from .adapters import adapter_of
from .compiled_layers import compile_blocker
from .micro_batch import ROW_COUNT_FREE_LOSSES, without_masked_work
from .vllm_weights import vllm_named_parameters

logger = logging.getLogger("tinylora.train")
BUFFER_FILE = "grpo_round_rank{rank}.pt"  # TRL's round state, one file per data-parallel rank
TRAINING_DEFAULTS = settings_defaults(TrainingConfig)  # train_rl.py's defaults, also for direct callers


def grpo_config(output_dir, on_cuda, checkpointing=None, **settings):
    """TRL's GRPOConfig with this project's fixed choices, updated by `settings` (GRPOConfig's own names).

    Fixed: no KL term (beta 0, as in the paper), one epoch, bf16 on CUDA, activation checkpointing as
    `checkpointing` says (None: on CUDA; micro_batch.plan_micro_batch decides it from the memory), a log line per
    step, resume state every save_steps steps, the dataset's extra columns kept for the reward, and no
    unused-parameter search in DDP (v is used by every layer on every forward).
    """
    fields = {f.name for f in dataclasses.fields(GRPOConfig)}
    # transformers renamed gradient_checkpointing to activation_checkpointing during 5.x: use what this one has.
    prefix = "activation" if "activation_checkpointing" in fields else "gradient"
    checkpointing = on_cuda if checkpointing is None else checkpointing
    defaults = {"output_dir": output_dir, "num_train_epochs": 1, "beta": 0.0, "bf16": on_cuda, "use_cpu": not on_cuda,
                f"{prefix}_checkpointing": checkpointing,
                f"{prefix}_checkpointing_kwargs": {"use_reentrant": False},
                "ddp_find_unused_parameters": False, "logging_steps": 1, "save_strategy": "steps",
                "save_total_limit": 2, "report_to": TRAINING_DEFAULTS["report_to"], "remove_unused_columns": False}
    settings = {**defaults, **settings}
    settings.setdefault("data_seed", settings.get("seed", TRAINING_DEFAULTS["seed"]))
    return GRPOConfig(**settings)


# cuDNN's attention backward gives NaN gradients for the rows of a padded GRPO batch that attend to nothing (the
# left padding of short prompts): on an H100 (torch 2.11, cuDNN 9.19) v became NaN at step 2 of every run, and
# without cuDNN it trained normally (2026-11-25). The other kernels handle those rows.
TRAINING_ATTENTION_BACKENDS = [SDPBackend.FLASH_ATTENTION, SDPBackend.EFFICIENT_ATTENTION, SDPBackend.MATH]


def training_attention():
    """The training forward and backward's attention kernels: every SDPA backend but cuDNN's."""
    return sdpa_kernel(TRAINING_ATTENTION_BACKENDS)


def enabled_attention_backends():
    """The SDPA backends enabled now (torch.backends.cuda's flags): what the rollouts, which TRL samples inside
    training_step, get back from under training_attention. The cuDNN trouble is its backward; sampling has none, and the
    cuda_graph step recorded without cuDNN's attention sampled 64 x 512 in 1.52-1.54 s against 1.13-1.15 s with it
    (H100, 2026-11-26, benchmarks/results/grpo_step/2026-11-26_h100_sampling_attention_diagnosis.log)."""
    flags = {SDPBackend.FLASH_ATTENTION: torch.backends.cuda.flash_sdp_enabled,
             SDPBackend.EFFICIENT_ATTENTION: torch.backends.cuda.mem_efficient_sdp_enabled,
             SDPBackend.MATH: torch.backends.cuda.math_sdp_enabled,
             SDPBackend.CUDNN_ATTENTION: torch.backends.cuda.cudnn_sdp_enabled}
    return [backend for backend, enabled in flags.items() if enabled()]


def rng_states():
    """The random states a Trainer checkpoint keeps: Python's, NumPy's, torch's on the CPU and on every GPU."""
    states = {"python": random.getstate(), "numpy": np.random.get_state(), "cpu": torch.random.get_rng_state()}
    if torch.cuda.is_available():
        states["cuda"] = torch.cuda.get_rng_state_all()
    return states


def set_rng_states(states):
    random.setstate(states["python"])
    np.random.set_state(states["numpy"])
    torch.random.set_rng_state(states["cpu"])
    if "cuda" in states:
        torch.cuda.set_rng_state_all(states["cuda"])


class TinyLoRAGRPOTrainer(GRPOTrainerBoundary, GRPOTrainer):
    """GRPOTrainer that saves only what was trained (TinyLoRA's v, by default) and samples rollouts with a
    generation engine.

    `engine`: a GenerationEngine, or an engine name ("auto", "eager", "compiled", "cuda_graph", "continuous").
    `adapter`: what is trained (adapters.py: TinyLoRA's v, a PEFT LoRA adapter or every weight); default: the
    model's TinyLoRA layers.
    `checkpoint_extra`: keys added to every tiny_lora_v.pt written (e.g. the local model path).
    `train_while_judging`: take each row's gradient before the rewards (row_gradients) where the settings allow it;
    `compile_row_gradients`: with the decoder layers compiled for that pass (compiled_layers.py);
    `share_prompt_forward`: with each prompt run once for its completions (shared_prompts.py).
    """

    def __init__(self, *args, engine="auto", checkpoint_extra=None, stop_event=None, judge_pool=None,
                 judge_tests=None, train_while_judging=True, adapter=None, dynamic_sampling=None,
                 compile_row_gradients=False, share_prompt_forward=False, **kwargs):
        if compile_row_gradients and (blocker := compile_blocker(kwargs.get("model", args[0] if args else None))):
            raise UsageError(blocker)
        if compile_row_gradients and share_prompt_forward:  # TrainingConfig.problem says so before the load
            raise UsageError("share_prompt_forward with compile_row_gradients: the layers are compiled for whole rows")
        self.dynamic_sampling = dynamic_sampling
        self.topping_up = False  # True while dynamic sampling scores further prompts of a round
        if dynamic_sampling is not None:  # the rewards of each call, to compute a filled round's advantages again
            funcs = kwargs["reward_funcs"]
            kwargs["reward_funcs"] = dynamic_sampling.recorder.wrap(funcs if isinstance(funcs, list) else [funcs])
        super().__init__(*args, **kwargs)
        if dynamic_sampling is not None and (problem := dynamic_sampling.check(self) or dynamic_sampling.matches(self)):
            raise ValueError(problem)
        self.adapter = adapter or adapter_of(self.model)
        if self.adapter is None:
            raise ValueError("the model has no TinyLoRA layers: apply TinyLoRA, or pass the adapter that trains it")
        self.judge_pool = judge_pool
        blocker = row_gradients.overlap_blocker(self) if train_while_judging else "off"
        self.train_while_judging = blocker is None
        if train_while_judging and blocker:
            logger.info("Training after the rewards, not while judging: %s", blocker)
        self.compile_row_gradients = compile_row_gradients  # the layers compiled for them (compiled_layers.py)
        self.share_prompt_forward = share_prompt_forward and self.train_while_judging  # (shared_prompts.py)
        if share_prompt_forward and not self.train_while_judging:
            logger.info("share_prompt_forward unused: it shares prompts in the row gradients, which are off")
        self.prefix_table = shared_prompts.PrefixTable()  # its rows' prefix gradients until the loss
        self.round_rows = None  # the dataset rows of the round being sampled and scored
        self.round_gradients = None  # its row gradients, taken as its sampling ended
        self.stand_in_batch = None  # the micro-batch whose loss runs on stand-in log-probs
        self.judge_tests = judge_tests  # tests per problem the reward judges (None: all), as the reward is made
        self.fence_token_ids = None  # the tokenizer's ids whose text holds a backtick, found once
        # For 4-bit models TRL casts the trainable parameters to bf16 (a QLoRA convention). Adam steps on v
        # are below bf16's resolution once |v| is large enough and would be lost: keep v in float32.
        if self.adapter.name == "tinylora":
            global_v = self.tinylora.global_v
            global_v.data = global_v.data.float()
        device = self.accelerator.device
        if isinstance(engine, str):
            rows = self.args.per_device_train_batch_size * self.args.steps_per_generation
            engine = make_engine(engine, device, batch_size=rows, stop_event=stop_event,
                                 show_progress=device.type == "cpu")
        self.engine = engine
        self.checkpoint_extra = dict(checkpoint_extra or {})
        self.step_start = (None, None)  # (global step, random states) when the current optimizer step began
        self.sampling_backends = enabled_attention_backends()  # renewed as each training step starts
        if self.use_vllm and self.adapter.name == "tinylora":  # TRL syncs LoRA (merged) and full weights itself
            self.install_vllm_weight_sync()

    @property
    def tinylora(self):
        return self.accelerator.unwrap_model(self.model).tinylora

    # ----- rollouts -----

    def install_vllm_weight_sync(self):
        """Make TRL's vLLM weight sync send W + dW (vllm_named_parameters) instead of the parameters as they are.

        TRL's own iterator would send "...q_proj.base_layer.weight" (W alone, under a name vLLM does not know)
        and tinylora.global_v; its sync, for both the colocated engine and the server, iterates what
        library_boundary.use_vllm_weights gives it. Only single-process and plain DDP training are supported: FSDP
        and DeepSpeed shard the parameters (TRL gathers them in its own iterator), which TinyLoRA's merge here does
        not do, so they are refused.
        """
        if self.is_fsdp_enabled or self.is_deepspeed_enabled:
            raise ValueError("vLLM rollouts with TinyLoRA support single-GPU and DDP training only, not FSDP or DeepSpeed")
        use_vllm_weights(self.vllm_generation, self.vllm_named_params)

    def vllm_named_params(self):
        yield from vllm_named_parameters(self.accelerator.unwrap_model(self.model), self.vllm_generation)

    def sample_rollouts(self, prompt_ids, trl_sampling):
        """The round's completions from the generation engine, or from TRL's vLLM with judging as rows end."""
        rows = len(prompt_ids)
        if self.use_vllm:
            if self.vllm_mode == "colocate" and self.vllm_generation.tensor_parallel_size == 1:
                with judged_as_they_end(self.vllm_generation.llm, self.judge_as_rows_end(rows)):
                    return trl_sampling()
            return trl_sampling()
        model = self.accelerator.unwrap_model(self.model)
        was_training = model.training
        model.eval()
        try:
            with sdpa_kernel(self.sampling_backends), self.adapter.sampling_model(model) as sampled:
                completion_ids = self.engine.generate(sampled, prompt_ids, self.generation_config,
                                                      self.processing_class.pad_token_id,
                                                      on_finished=self.judge_as_rows_end(rows),
                                                      on_partial=self.judge_finished_programs(rows))
        finally:
            model.train(was_training)
        return completion_ids, None

    def rollouts_sampled(self, prompt_ids, completion_ids):
        # the GPU trains while the judge works (inside training_step, so with the training attention kernels)
        if self.train_while_judging and self.model.training and self.round_rows is not None:
            take = shared_prompts.round_row_gradients if self.share_prompt_forward else row_gradients.round_row_gradients
            self.round_gradients = take(self, prompt_ids, completion_ids)

    def score_round(self, rows, trl_scoring):
        self.round_rows = rows  # aligned with the prompts sample_rollouts receives
        if not self.topping_up:  # a new round: the prefix gradients of rows the last one dropped are not needed
            self.prefix_table.clear()
        try:
            scored = trl_scoring()
            if self.round_gradients is not None:  # the row gradients travel with their rows through TRL's shuffle
                scored.update(row_gradients.as_round_columns(self.round_gradients, scored["completion_ids"].size(1)))
        finally:
            self.round_rows = self.round_gradients = None
        if self.dynamic_sampling is not None and not self.topping_up and self.model.training:
            scored = self.dynamic_sampling.fill_round(rows, scored, self.last_rewards(), self.score_more,
                                                      self.state.global_step, self.text_tokenizer.pad_token_id)
        if not self.topping_up and shared_prompts.PREFIX_KEY in scored:  # the rows the round's loss will weigh
            self.prefix_table.expect(scored[shared_prompts.PREFIX_KEY].tolist())
        return scored

    def last_rewards(self):
        """(total, for_spread) rewards per row of the last scored call (dynamic sampling records them)."""
        return self.dynamic_sampling.recorder.take(len(self.reward_funcs), self.reward_weights,
                                                   self.dynamic_sampling.spread_functions)

    def score_more(self, rows):
        """(round dict, (total, for_spread) rewards) for further prompts of the round being filled (fill_round)."""
        self.topping_up = True
        try:
            return self.score_rows(rows), self.last_rewards()
        finally:
            self.topping_up = False

    def log(self, logs, *args, **kwargs):
        if self.dynamic_sampling is not None and self.dynamic_sampling.stats and "loss" in logs:
            logs.update({f"dynamic/{key}": value for key, value in self.dynamic_sampling.stats.items()})
            self.dynamic_sampling.stats = {}
        return super().log(logs, *args, **kwargs)

    def stand_in_token_log_probs(self):
        if self.stand_in_batch is None:
            return None
        # the loss of a micro-batch whose row gradients were taken while judging
        shared = shared_prompts.PREFIX_KEY in self.stand_in_batch
        return row_gradients.stand_in_log_probs(self.stand_in_batch, self.tinylora.global_v, prefix_term=(
            lambda inputs, v: shared_prompts.prefix_gradient_term(self, inputs, v)) if shared else None)

    def judge_as_rows_end(self, rows):
        """on_finished for the engine: submit each completion to the judge pool as its row ends (None when there
        is no pool or the rows are not this round's)."""
        inputs = self.round_rows
        if self.judge_pool is None or inputs is None or len(inputs) != rows:
            return None
        decode = self.processing_class.decode

        def submit(index, ids):
            code = extract_code_from_response(decode(ids, skip_special_tokens=True))
            self.judge_pool.submit(code, get_test_cases(inputs[index], max_tests=self.judge_tests))

        return submit

    def judge_finished_programs(self, rows):
        """on_partial for the engine (a PartialWatch): submit a row's program to the judge pool once its code block
        closes (code_extraction.finished_program), while the row goes on; the final answer's program is submitted
        again as the row ends (the same job unless the program changed). 6,542 of the base model's 6,656 held-out
        answers close their final program before they end, a median of 113 tokens before; 900 of the 1,010 cut at
        512 tokens are among them (2026-11-26). None when there is no pool or the rows are not this round's."""
        inputs = self.round_rows
        if self.judge_pool is None or inputs is None or len(inputs) != rows:
            return None
        if self.fence_token_ids is None:  # byte-level BPE: a token that can complete a ``` fence holds a backtick
            self.fence_token_ids = [i for token, i in self.processing_class.get_vocab().items() if "`" in token]
        decode = self.processing_class.decode
        submitted = {}

        def submit(index, ids):
            code = finished_program(decode(ids, skip_special_tokens=True))
            if code is not None and submitted.get(index) != code:
                submitted[index] = code
                self.judge_pool.submit(code, get_test_cases(inputs[index], max_tests=self.judge_tests))

        return PartialWatch(self.fence_token_ids, submit)

    # ----- saving and resuming -----

    def save_model(self, output_dir=None, _internal_call=False):
        if self.adapter.name != "tinylora":  # a PEFT adapter folder, or the whole model (float32: resumed exactly)
            return super().save_model(output_dir, _internal_call)
        output_dir = output_dir or self.args.output_dir
        if self.args.should_save:
            os.makedirs(output_dir, exist_ok=True)
            save_tiny_lora_checkpoint(os.path.join(output_dir, CHECKPOINT_NAME),
                                      self.accelerator.unwrap_model(self.model), step=self.state.global_step,
                                      **self.checkpoint_extra)

    def checkpoint_written(self, folder):
        # TRL's round in flight, so that a run resumed in the middle of a round goes on exactly where it was; none at
        # a round's end, where TRL samples the next round anyway (a used-up round of u = 512 per layer took 23 MB)
        step, buffered_inputs = self.round_in_flight
        if buffered_inputs is not None and step % (self.args.steps_per_generation * self.args.num_iterations):
            os.makedirs(folder, exist_ok=True)
            torch.save({"step": step, "buffered_inputs": buffered_inputs},
                       os.path.join(folder, BUFFER_FILE.format(rank=self.accelerator.process_index)))
        if self.dynamic_sampling is not None:  # its counts, for the draws after a resume
            self.dynamic_sampling.save(folder, self.state.global_step)

    def training_step(self, model, inputs, num_items_in_batch):
        if self.state.global_step != self.step_start[0]:  # the first micro-batch of an optimizer step
            self.step_start = (self.state.global_step, rng_states())
        self.sampling_backends = enabled_attention_backends()
        with training_attention():
            return super().training_step(model, inputs, num_items_in_batch)

    def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
        if self.train_while_judging and row_gradients.GRADIENT_KEY in inputs:
            self.stand_in_batch = inputs
            try:
                return super().compute_loss(model, inputs, return_outputs, num_items_in_batch)
            finally:
                self.stand_in_batch = None
        # the masked rows and trailing columns of a micro-batch cost a forward and backward and change nothing; rows
        # only in one process (TRL gathers a value per row over the ranks) and without a router's auxiliary loss
        drop_rows = self.loss_type in ROW_COUNT_FREE_LOSSES and self.accelerator.num_processes == 1 \
            and not self.aux_loss_enabled
        inputs = without_masked_work(inputs, drop_rows=drop_rows, width_multiple=self.args.pad_to_multiple_of)
        return super().compute_loss(model, inputs, return_outputs, num_items_in_batch)

    def save_resume_state(self):
        """Write checkpoint-<step>/ now, after a stop in the middle of a step: the state of the last full step, with
        the random state that step ended with, so a resume samples the cut round again exactly as it would have."""
        current = rng_states()
        if self.step_start[0] == self.state.global_step:
            set_rng_states(self.step_start[1])
        try:
            self.write_checkpoint()
        finally:
            set_rng_states(current)

    def load_checkpoint(self, folder, trl_load):
        if self.adapter.name == "tinylora":
            path = os.path.join(folder, CHECKPOINT_NAME)
            checkpoint = load_tiny_lora_checkpoint(path, self.accelerator.unwrap_model(self.model))
            print(f"Resumed v from {path} (step {checkpoint.get('step')})")
        else:
            trl_load()
            print(f"Resumed the {self.adapter.name} weights from {folder}")
        buffer_path = os.path.join(folder, BUFFER_FILE.format(rank=self.accelerator.process_index))
        if os.path.isfile(buffer_path):
            state = torch.load(buffer_path, map_location=self.accelerator.device, weights_only=True)
            self.restore_round_in_flight(state["step"], state["buffered_inputs"])
        if self.dynamic_sampling is not None:
            self.dynamic_sampling.load(folder)

    def create_model_card(self, *args, **kwargs):
        pass  # nothing to describe on the hub: the run folder's run_config.json says how it was trained
