"""How a GRPO round is cut into training micro-batches on this device, and whether to checkpoint activations.

The round (per_device_train_batch_size x gradient_accumulation_steps completions per device, the original's
meaning of the two flags) is one optimizer step whatever the cut: TRL's "dapo" loss divides by the round's
token count, so fewer, larger micro-batches change only the speed. The original ran 8 micro-batches of 1 row
with activation checkpointing; on an H100 with the real 0.5B model a round of 64 x 512 tokens took 6.3-11.2 s
a step as 8 x 8, 32 x 2 or 64 x 1 (issue 23): small micro-batches leave the GPU idle between small kernels.

On a GPU the plan is measured, not guessed: a probe runs the model's forward and backward on 1 and 2 rows of the
longest sequence the round can hold, with and without checkpointing, and takes the memory each row adds. The
micro-batch is then the largest divisor of the round that fits in the free memory, after what the rollout
engine's caches will take; checkpointing is used only when no micro-batch of at least MIN_BUSY_TOKENS tokens
fits without it. On a CPU the user's per_device_train_batch_size is kept (memory there is not the limit,
and the probe would take minutes).
"""

import dataclasses
import logging

import torch

from ..library_boundary import COMPLETION_KEYS, ROUND_KEYS, ROW_KEYS

logger = logging.getLogger("tinylora.train")

MIN_BUSY_TOKENS = 8192  # a micro-batch this large keeps an H100 busy (3B: ~80 TFLOP a forward+backward)
MEMORY_SHARE = 0.85  # of the free memory: the allocator's fragmentation and the optimizer's few bytes
ENGINE_CACHE_COPIES = 2.5  # the engine keeps two shapes' static caches, plus smaller ones when it compacts


@dataclasses.dataclass(frozen=True)
class MicroBatchPlan:
    round_rows: int  # completions per device per optimizer step
    micro_batch: int  # rows per forward/backward
    checkpointing: bool
    why: str

    @property
    def accumulation_steps(self):
        return self.round_rows // self.micro_batch

    def describe(self):
        return (f"{self.round_rows} completions a step in {self.accumulation_steps} micro-batch(es) of "
                f"{self.micro_batch}, activation checkpointing {'on' if self.checkpointing else 'off'} ({self.why})")


def divisors(n):
    return [d for d in range(1, n + 1) if n % d == 0]


def kv_cache_bytes(model, rows, tokens):
    """Bytes of a static KV cache holding `rows` x `tokens` for `model` (its dtype)."""
    config = model.config
    heads = getattr(config, "num_key_value_heads", None) or config.num_attention_heads
    head_dim = getattr(config, "head_dim", None) or config.hidden_size // config.num_attention_heads
    dtype_bytes = torch.finfo(next(model.parameters()).dtype).bits // 8
    return config.num_hidden_layers * 2 * heads * head_dim * dtype_bytes * rows * tokens


def probe_row_bytes(model, seq_len, checkpointing, device):
    """(fixed bytes, bytes per row) of one forward+backward of the backbone at seq_len tokens, measured on 1
    and 2 rows after an unmeasured pass of 1 row: the first matmuls allocate cuBLAS's workspace through the caching
    allocator, which would count in the 1-row peak only (on an H100 it made the tiny test model's per-row cost
    negative). The LM head's share is left out: TRL computes log-probs in tiles (trl add_fused_lm_head)."""
    peaks = []
    was_training = model.training
    model.train()
    if checkpointing:
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    try:
        for rows in (1, 1, 2):
            model.zero_grad(set_to_none=True)
            torch.cuda.synchronize(device)
            torch.cuda.reset_peak_memory_stats(device)
            before = torch.cuda.memory_allocated(device)
            ids = torch.randint(0, model.config.vocab_size, (rows, seq_len), device=device)
            with torch.autocast("cuda", dtype=torch.bfloat16):
                hidden = model.model(input_ids=ids, attention_mask=torch.ones_like(ids)).last_hidden_state
            hidden.float().square().mean().backward()
            torch.cuda.synchronize(device)
            peaks.append(torch.cuda.max_memory_allocated(device) - before)
            del hidden, ids
    finally:
        model.zero_grad(set_to_none=True)
        if checkpointing:
            model.gradient_checkpointing_disable()
        model.train(was_training)
        torch.cuda.empty_cache()
    per_row = max(1, peaks[2] - peaks[1])
    return max(0, peaks[1] - per_row), per_row


def limit_gpu_memory(share, device=None):
    """Cap this process's PyTorch allocations at `share` of its GPU's memory (1: no cap; nothing on a CPU). At the
    cap the caching allocator gives its unused cached blocks back and tries again, instead of reserving more: of six
    uncapped study runs side by side on one H200 (139.8 GiB), one ran out of memory with 20.1 GiB in use while the
    others held 19.3-26.9 GiB (2026-11-25). The CUDA context is outside the cap (0.9 GiB there)."""
    if share < 1 and torch.cuda.is_available():
        torch.cuda.set_per_process_memory_fraction(share, device)


def plan_micro_batch(model, round_rows, seq_len, device, requested="auto", checkpointing="auto",
                     fallback_micro_batch=1, engine_rows=None, vllm_share=0.0, memory_share=1.0, reserved_bytes=0):
    """A MicroBatchPlan for `round_rows` completions of up to `seq_len` tokens (prompt + completion).

    requested: "auto" or a number of rows (a divisor of round_rows); checkpointing: "auto", "on" or "off".
    On a CPU, "auto" keeps `fallback_micro_batch` (the user's per_device_train_batch_size) and checkpointing off.
    vllm_share: the share of the GPU's whole memory a colocated vLLM will take once it starts (after this plan);
    it samples the rollouts, so the project's engine caches are not reserved then.
    memory_share: the share of the GPU's memory this process may hold (limit_gpu_memory); what it has reserved
    already counts against it.
    reserved_bytes: memory that will be taken after the plan, outside the probe (the optimizer's state of LoRA or
    full fine-tuning: 8 bytes a trained parameter, 4 GB for the 0.5B's 494 M weights).
    """
    device = torch.device(device)
    forced_ckpt = {"on": True, "off": False}.get(checkpointing)
    if requested != "auto":
        micro = int(requested)
        if micro < 1 or round_rows % micro:
            raise ValueError(f"a micro-batch of {micro} rows does not divide the round of {round_rows} completions")
        return MicroBatchPlan(round_rows, micro, bool(forced_ckpt), "as asked")
    if device.type != "cuda":
        micro = fallback_micro_batch if round_rows % fallback_micro_batch == 0 else 1
        return MicroBatchPlan(round_rows, micro, bool(forced_ckpt), "per_device_train_batch_size, on a CPU")
    free, total = torch.cuda.mem_get_info(device)
    if memory_share < 1:
        free = min(free, max(0, memory_share * total - torch.cuda.memory_reserved(device)))
    free = max(0, free - reserved_bytes)
    # vLLM claims its share when the trainer starts it, after this plan: a plan that counted that share as free
    # ran out of memory at 64 rows with a 0.3 share (H100, 2026-11-25, another process holding 30 GiB as well)
    if vllm_share:
        budget = (free - vllm_share * total) * MEMORY_SHARE
    else:
        budget = free * MEMORY_SHARE - kv_cache_bytes(model, engine_rows or round_rows, seq_len) * ENGINE_CACHE_COPIES
    options = [False, True] if forced_ckpt is None else [forced_ckpt]
    fits = {}
    for ckpt in options:
        fixed, per_row = probe_row_bytes(model, seq_len, ckpt, device)
        fitting = [d for d in divisors(round_rows) if fixed + d * per_row <= budget]
        fits[ckpt] = (max(fitting) if fitting else None, per_row)
        if not ckpt and fits[ckpt][0] and (fits[ckpt][0] == round_rows or fits[ckpt][0] * seq_len >= MIN_BUSY_TOKENS):
            break  # big enough without checkpointing: no need to pay its extra forward
    for ckpt in options:
        micro, per_row = fits.get(ckpt, (None, None))
        if micro and (ckpt or micro == round_rows or micro * seq_len >= MIN_BUSY_TOKENS or len(fits) == 1):
            why = (f"{per_row / 2**20:.0f} MiB a row measured, {budget / 2**30:.1f} GiB free after "
                   f"{'vLLM' if vllm_share else 'the engine'}'s caches")
            return MicroBatchPlan(round_rows, micro, ckpt, why)
    for ckpt, (micro, _) in fits.items():
        if micro:
            return MicroBatchPlan(round_rows, micro, ckpt, "the largest micro-batch that fits")
    return MicroBatchPlan(round_rows, 1, True, "little free memory: one row at a time, checkpointed")


# TRL's losses that sum the masked per-token loss over the micro-batch and divide by a token count: a row with no
# unmasked token adds nothing to them ("grpo", "sapo", "dr_grpo" and "luspo" divide by the number of rows).
ROW_COUNT_FREE_LOSSES = ("dapo", "bnpo", "cispo", "vespo")


def without_masked_work(inputs, drop_rows=True, width_multiple=None):
    """A training micro-batch (TRL's dict of the round's tensors) without the rows and columns whose loss is masked.

    A completion cut at max_completion_length is masked whole (--mask_truncated_completions, the default), and
    such rows are the longest: 17-25% of a round of the real 0.5B reached 512 tokens (H100, 2026-11-25). Under
    TRL's default "dapo" loss (ROW_COUNT_FREE_LOSSES) leaving these rows out gives the same loss and gradient for less
    work (`drop_rows`: the caller's choice, one process only, since TRL gathers a value per row over the ranks); so
    does leaving out the completion columns after the last unmasked token, under any loss (the model is causal: no
    earlier position sees them), rounded up to `width_multiple` (TRL's pad_to_multiple_of). A micro-batch with
    nothing unmasked keeps its first row. The inputs come back as they are when nothing can be left out, or when
    they hold a key TRL 1.16's text-only micro-batch does not (library_boundary.ROW_KEYS, ...).
    """
    if not set(inputs) <= {*ROW_KEYS, *COMPLETION_KEYS, *ROUND_KEYS}:
        return inputs
    mask = inputs["completion_mask"]
    if "tool_mask" in inputs:
        mask = mask * inputs["tool_mask"]
    rows, width = mask.shape
    kept = mask.sum(dim=1) > 0 if drop_rows else torch.ones(rows, dtype=torch.bool, device=mask.device)
    columns = mask.any(dim=0).nonzero()
    new_width = int(columns[-1]) + 1 if len(columns) else 1
    if width_multiple:
        new_width = min(width, -(-new_width // width_multiple) * width_multiple)
    every_row = bool(kept.all())  # then only columns go: slices, no copies
    if every_row and new_width == width:
        return inputs
    index = kept.nonzero().squeeze(1) if bool(kept.any()) else torch.zeros(1, dtype=torch.long, device=mask.device)
    cut = dict(inputs)
    for key in (*ROW_KEYS, *COMPLETION_KEYS):
        value = inputs.get(key)
        if value is not None and value.size(0) == rows:
            value = value if every_row else value.index_select(0, index.to(value.device))
            cut[key] = value[:, :new_width] if key in COMPLETION_KEYS and value.size(-1) == width else value
    return cut
