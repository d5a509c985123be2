"""Training while the judge runs: each row's gradient of its completion's log-probability, taken before its reward.

With one optimizer step per round (num_iterations 1), no KL term and no importance weights, TRL's clipped GRPO
losses (LINEAR_LOSSES) are linear in the advantages: at the round's own v every probability ratio is 1, no token is
clipped, and the gradient is sum_i c_i A_i g_i, with g_i the gradient of row i's summed completion log-probability
and c_i a weight the loss type gives the row (dapo: one over the round's tokens; grpo: one over the row's tokens and
the rows; ...). TinyLoRA's v has u numbers (32), so each g_i is u floats. The round's forward and backward therefore
run as soon as its last row is sampled, while the judge still runs the programs (round_row_gradients); once the
rewards are in, TRL's own loss runs on stand-in log-probs (stand_in_log_probs) whose value is the true log-prob and
whose gradient at each of row i's n_i tokens is g_i / n_i: TRL's normalisation, clipping metrics and gradient
accumulation apply as they are, with no model forward. Each row's gradient comes from one backward over a batch:
TinyLoRAGlobalParams.per_row gives every row its own copy of v.
"""

import torch

from ..tinylora.layer import TinyLoRALinear
from .compiled_layers import compiled_decoder_layers

LINEAR_LOSSES = ("dapo", "grpo", "dr_grpo", "bnpo")  # TRL's clipped losses, linear in the advantages at ratio 1
GRADIENT_KEY = "tinylora_row_gradient"  # (rows, v's numel): g_i, float32
TOKENS_KEY = "tinylora_row_tokens"  # (rows,): n_i, the tokens g_i sums over (0: a row left out, masked whole)
# (rows, columns): the completion tokens' log-probs at the round's v, what TRL's forward would give (its loss at ratio
# 1 reads only their gradient; kept so that anything reading the values reads the true ones)
LOGPS_KEY = "tinylora_logps"
ENTROPY_KEY = "tinylora_entropy"  # (rows, columns): their entropies, for TRL's logged entropy


def overlap_blocker(trainer):
    """Why `trainer` (a TinyLoRAGRPOTrainer) cannot take each row's gradient before the rewards; None when it can.
    The settings read are TRL 1.16's (library_boundary.py states the versions and checks them at start-up)."""
    args = trainer.args
    model = trainer.accelerator.unwrap_model(trainer.model)
    trainable = [p for p in model.parameters() if p.requires_grad]
    reentrant = any((getattr(args, f"{prefix}_checkpointing_kwargs", None) or {}).get("use_reentrant", False)
                    for prefix in ("activation", "gradient"))  # transformers 5.x renames the field
    config = model.config
    checks = (
        (trainer.num_iterations == 1, "num_iterations > 1 (later optimizer steps reuse the round at a moved v)"),
        (args.gradient_accumulation_steps % args.steps_per_generation == 0,
         "a round feeds more than one optimizer step"),
        (trainer.beta == 0.0, "a KL term (beta > 0)"),
        (trainer.loss_type in LINEAR_LOSSES, f"loss_type {trainer.loss_type} (supported: {', '.join(LINEAR_LOSSES)})"),
        (not (trainer.use_vllm and trainer.vllm_importance_sampling_correction), "vLLM's importance-sampling weights"),
        (trainer.importance_sampling_level == "token", "sequence-level importance sampling"),
        (trainer.top_entropy_quantile == 1.0, "entropy masking (top_entropy_quantile < 1)"),
        (trainer.off_policy_mask_threshold is None, "an off-policy mask"),
        (not trainer.has_entropy_bonus, "an entropy bonus"),
        (not trainer.aux_loss_enabled, "a router's auxiliary loss"),
        (trainer.accelerator.num_processes == 1, "several training processes"),
        (not trainer.tools and trainer.environment_factories is None and trainer.rollout_func is None,
         "tools, environments or a rollout function"),
        (not trainer.is_vision_language_model, "a vision-language model (the row gradients take text only)"),
        (not any(getattr(config, key, None) for key in ("num_experts", "num_local_experts")),
         "a mixture-of-experts model (its expert layers see tokens, not rows)"),
        (any(isinstance(m, TinyLoRALinear) for m in model.modules()), "no TinyLoRA layers"),
        (len(trainable) == 1 and trainable[0] is model.tinylora.global_v if hasattr(model, "tinylora") else False,
         "trainable parameters besides TinyLoRA's v"),
        (not reentrant,
         "reentrant activation checkpointing (it cannot give one gradient per row)"),
    )
    return next((why for ok, why in checks if not ok), None)


def is_cut(trainer, completion_ids):
    """Whether TRL masks this completion whole: cut at the length limit, with mask_truncated_completions."""
    ends = (*trainer.eos_token_ids, trainer.text_tokenizer.pad_token_id)
    return trainer.mask_truncated_completions and completion_ids[-1] not in ends


def right_padded_rows(prompt_ids, completion_ids, batch, pad_id, multiple=None):
    """(ids, labels) of rows `batch`: each row its prompt, then its completion, then padding, `multiple` wide at most
    beyond its longest row; labels are -100 but at the completion's tokens. Why not TRL's layout (prompts padded on
    the left, completions on the right): a row that starts at column 0 and pads only after its end needs no
    attention mask under causal attention, so SDPA may take its flash kernel (with a mask it took the memory-efficient
    one: 17% of the 3B's row-gradient time, H200, 2026-12-04, 3b_step/2026-12-04_h200_profile.json), and a batch of
    rows sorted by length is as wide as its longest row, not its longest prompt plus its longest completion. Rotary
    positions make the attention depend on token distances only, so the log-probs are TRL's."""
    lengths = [len(prompt_ids[i]) + len(completion_ids[i]) for i in batch]
    width = max(lengths)
    if multiple:
        width = -(-width // multiple) * multiple
    ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    labels = torch.full((len(batch), width), -100, dtype=torch.long)
    for row, i in enumerate(batch):
        start, end = len(prompt_ids[i]), lengths[row]
        ids[row, :end] = torch.tensor(list(prompt_ids[i]) + list(completion_ids[i]), dtype=torch.long)
        labels[row, start:end] = ids[row, start:end]
    return ids, labels


def completion_columns(per_position, starts, lengths):
    """A (rows, positions - 1) tensor of the fused LM head's outputs (column j: the token at position j + 1) as
    (rows, longest completion): row r's completion tokens from column 0, zero after its `lengths[r]`."""
    steps = torch.arange(int(lengths.max()), device=per_position.device)
    columns = (starts.unsqueeze(1) - 1 + steps).clamp(max=per_position.size(1) - 1)
    return per_position.gather(1, columns) * (steps < lengths.unsqueeze(1))


def kept_rows(trainer, prompt_ids, completion_ids):
    """The rows whose gradients are taken, shortest first (rows of similar length share a micro-batch): not empty,
    not masked whole by TRL (is_cut). A kept row needs a prompt: its first token is scored from the one before it."""
    kept = [i for i in range(len(completion_ids)) if completion_ids[i] and not is_cut(trainer, completion_ids[i])]
    empty = next((i for i in kept if not prompt_ids[i]), None)
    if empty is not None:
        raise ValueError(f"row {empty} has an empty prompt: its first completion token has nothing to be scored from")
    return sorted(kept, key=lambda i: len(prompt_ids[i]) + len(completion_ids[i]))


def round_row_gradients(trainer, prompt_ids, completion_ids):
    """g_i, n_i and each completion token's log-prob and entropy for the round's rows (lists of token ids, the
    round's order), at the current v, in batches of the trainer's micro-batch size (rows of similar length
    together). Rows TRL will mask whole (is_cut) and empty ones are left out: n_i = 0, g_i = 0. The log-probs come
    from TRL's fused LM head (GRPOTrainer puts it on the model: its temperature, tiles and entropies), on rows laid
    out by right_padded_rows."""
    model = trainer.model
    unwrapped = trainer.accelerator.unwrap_model(model)
    device = trainer.accelerator.device
    taken = empty_round(trainer, completion_ids)
    kept = kept_rows(trainer, prompt_ids, completion_ids)
    pad_id, multiple = trainer.text_tokenizer.pad_token_id, trainer.pad_to_multiple_of
    with compiled_decoder_layers(unwrapped, getattr(trainer, "compile_row_gradients", False)):
        for start in range(0, len(kept), trainer.args.per_device_train_batch_size):
            batch = kept[start:start + trainer.args.per_device_train_batch_size]
            ids, labels = right_padded_rows(prompt_ids, completion_ids, batch, pad_id, multiple)
            starts = torch.tensor([len(prompt_ids[i]) for i in batch], device=device)
            lengths = torch.tensor([len(completion_ids[i]) for i in batch], device=device)
            with unwrapped.tinylora.per_row(len(batch)) as row_v:
                with trainer.accelerator.autocast():
                    outputs = model(input_ids=ids.to(device), labels=labels.to(device), fused_lm_head=True)
                # the head leaves every position but the completions' at zero
                (row_gradient,) = torch.autograd.grad(outputs.log_probs.sum(), row_v)
            record_rows(taken, batch, row_gradient, outputs, starts, lengths)
    return taken


def empty_round(trainer, completion_ids):
    """round_row_gradients' tensors for the round's rows, at zero (a row left out keeps n_i = 0, g_i = 0)."""
    device = trainer.accelerator.device
    rows, width = len(completion_ids), max(len(ids) for ids in completion_ids)
    scalars = trainer.accelerator.unwrap_model(trainer.model).tinylora.global_v.numel()
    return {GRADIENT_KEY: torch.zeros(rows, scalars, device=device),
            TOKENS_KEY: torch.zeros(rows, dtype=torch.long, device=device),
            LOGPS_KEY: torch.zeros(rows, width, device=device), ENTROPY_KEY: torch.zeros(rows, width, device=device)}


def record_rows(taken, batch, row_gradient, outputs, starts, lengths):
    """Put rows `batch`'s g_i (row_gradient), n_i (lengths) and completion log-probs and entropies (TRL's fused head's
    `outputs`; row r's completion from position starts[r]) into the round's tensors `taken`."""
    index = torch.tensor(batch, device=lengths.device)
    taken[GRADIENT_KEY][index] = row_gradient.reshape(len(batch), -1).float()
    taken[TOKENS_KEY][index] = lengths
    if outputs.entropy is None:  # TRL's head computes what GRPOTrainer asked of it
        raise RuntimeError("the model's fused LM head gives no entropies: GRPOTrainer adds it with them")
    columns = int(lengths.max())
    for key, values in ((LOGPS_KEY, outputs.log_probs), (ENTROPY_KEY, outputs.entropy)):
        taken[key][index, :columns] = completion_columns(values.detach(), starts, lengths).float()


def as_round_columns(row_gradients, columns):
    """`round_row_gradients`'s tensors for TRL's round dict, the per-token ones `columns` wide (its completion_ids')."""
    out = dict(row_gradients)
    for key in (LOGPS_KEY, ENTROPY_KEY):
        out[key] = torch.nn.functional.pad(out[key], (0, columns - out[key].size(1)))
    return out


def stand_in_log_probs(inputs, v, prefix_term=None):
    """(log-probs, entropies) for TRL's loss on a micro-batch of the round (`inputs`, which carries ROUND_KEYS):
    the values the model gave, and a gradient with respect to v of g_i / n_i at each token of row i, so that any
    loss weighing a row's unmasked tokens alike gets exactly its gradient. TRL's mask must keep a row whole or leave
    it out whole, which is what the rows' n_i were counted for. prefix_term(inputs, v): rows' zeros whose gradient is
    the part of g_i the rows' shared prompt prefix holds (shared_prompts.prefix_gradient_term), or None."""
    gradients, tokens = inputs[GRADIENT_KEY], inputs[TOKENS_KEY]
    kept = inputs["completion_mask"].sum(dim=1)
    if bool(((kept != 0) & (kept != tokens)).any()):
        raise RuntimeError("the round's loss mask keeps part of a row the row gradients were taken for whole")
    step = gradients @ (v - v.detach()).reshape(-1).float()  # zero, with gradient g_i
    if prefix_term is not None:
        step = step + prefix_term(inputs, v)
    logps = inputs[LOGPS_KEY] + (step / tokens.clamp(min=1)).unsqueeze(1)
    return logps, inputs[ENTROPY_KEY]
