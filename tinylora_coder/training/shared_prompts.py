"""--share_prompt_forward: the row gradients (row_gradients.py) run each prompt once for all its completions.

Why: a round holds num_generations completions of each prompt (8), and row_gradients.round_row_gradients runs every
row's prompt again in its forward and backward. The bundled training prompts average 235 tokens (150-437, the
bundled tokenizer, 2026-12-04): with completions of 512 tokens, 31% of the tokens of a row-gradient pass are prompts
repeated eight times.

How, with the same gradients (tests/test_shared_prompts.py compares them with row_gradients' and TRL's):
- A row is split into a prefix, its prompt but the last token, and a suffix, that token then the completion. The
  prefix's keys and values are computed once per prompt, without gradient. Each row's suffix attends to them and to
  itself (causal attention aligned to the lower right: suffix token j sees the prefix and suffix tokens 0..j), with
  its own copy of v (TinyLoRAGlobalParams.per_row) and its own copy of the prefix's keys and values, as leaves. One
  backward gives each row's gradient through its suffix, g_i (what the row gradients store), and the gradient of its
  log-probability with respect to the prefix's keys and values, d_i (kept in a PrefixTable until the loss runs).
- The prefix's part of the gradient, sum_i w_i J^T d_i with w_i the weight TRL's loss gives row i and J the
  Jacobian of the prefix's keys and values with respect to v, is taken when the loss runs: PrefixGradient, a term
  of zero value in stand_in_log_probs, runs each prefix's forward again with gradient in its backward and takes one
  backward of sum_i w_i d_i. The loss is linear in each row's stand-in (row_gradients), so the sum is exact.
Cost per round: each prefix's forward once while judging, and once with its backward in the backward of the round's
last micro-batch (PrefixTable: the other micro-batches only note their rows' weights); on the 3B with 8 prompts of
235 tokens, about 1,900 tokens each time, against 15,000 prompt tokens repeated. The d_i are held until then: 2 x
layers x KV heads x head size x prefix tokens per row (8.7 MB a row for the 3B at 235 tokens in bf16, 0.55 GB for a
round of 64).
"""
import contextlib
import dataclasses

import torch
from torch.nn.attention.bias import causal_lower_right
from transformers import AttentionInterface
from transformers.masking_utils import AttentionMaskInterface

from ..library_boundary import (attention_implementation, note_once, restore_attention_implementation,
                                select_attention_implementation)
from .row_gradients import empty_round, kept_rows, record_rows

PREFIX_KEY = "tinylora_prefix_row"  # (rows,): the row's entry in the trainer's PrefixTable, -1 for none
PREFIX_ATTENTION = "tinylora_prefix_recorded"
SUFFIX_ATTENTION = "tinylora_suffix_after_prefix"
# Not transformers' KV cache: under activation checkpointing its decoder layers drop the cache they are given.
# The prefix's keys and values go through these two attention functions instead: recorded per layer while the
# prefixes run, put before each layer's suffix keys and values while the suffixes run.
prefix_keys_values_by_layer = {}  # layer index -> (keys, values), for the pass in progress (attending_with)


def check_plain(attention_mask, dropout, kwargs):
    if attention_mask is not None or dropout or any(kwargs.get(n) for n in ("softcap", "output_attentions",
                                                                             "sliding_window")):
        raise ValueError("the shared-prompt row gradients attend without a mask, dropout, soft-capping or a sliding "
                         "window")


def prefix_attention(module, query, key, value, attention_mask, dropout=0.0, scaling=None, **kwargs):
    """transformers' attention-function signature, for the prefixes (padded on the right: causal attention needs no
    mask): records each layer's keys and values (once: a checkpointed layer runs again in the backward)."""
    check_plain(attention_mask, dropout, kwargs)
    prefix_keys_values_by_layer.setdefault(module.layer_idx, (key, value))
    out = torch.nn.functional.scaled_dot_product_attention(query, key, value, is_causal=True, scale=scaling,
                                                           enable_gqa=query.shape[1] != key.shape[1])
    return out.transpose(1, 2).contiguous(), None


def suffix_attention(module, query, key, value, attention_mask, dropout=0.0, scaling=None, **kwargs):
    """The same for the suffixes: the layer's prefix keys and values put first, then causal attention aligned to
    the lower right (suffix token j sees the prefix and suffix tokens 0..j), which SDPA's flash kernel runs without
    a mask; rows are padded on the right only, so none is needed."""
    check_plain(attention_mask, dropout, kwargs)
    if query.is_cuda and query.dtype not in (torch.float16, torch.bfloat16):
        note_once("shared prompts: the suffixes attend in float32, where SDPA has no flash kernel for their lower-right "
                  "causal attention: it builds the mask (slow, memory-hungry)")
    if module.layer_idx in prefix_keys_values_by_layer:
        prefix_key, prefix_value = prefix_keys_values_by_layer[module.layer_idx]
        key, value = torch.cat([prefix_key, key], dim=2), torch.cat([prefix_value, value], dim=2)
    out = torch.nn.functional.scaled_dot_product_attention(
        query, key, value, attn_mask=causal_lower_right(query.shape[2], key.shape[2]), scale=scaling,
        enable_gqa=query.shape[1] != key.shape[1])
    return out.transpose(1, 2).contiguous(), None


for _name, _function in ((PREFIX_ATTENTION, prefix_attention), (SUFFIX_ATTENTION, suffix_attention)):
    AttentionInterface.register(_name, _function)
    AttentionMaskInterface.register(_name, lambda *args, **kwargs: None)  # no mask: see the functions


@contextlib.contextmanager
def attending_with(model, name, keys_values=None):
    """Within: `model` attends with `name` (PREFIX_ATTENTION or SUFFIX_ATTENTION), with the prefix keys and values
    `keys_values` ([keys, values] x layers) given to the suffixes, or those the prefixes record; back after."""
    implementation = attention_implementation(model.config)
    prefix_keys_values_by_layer.clear()
    if keys_values:
        prefix_keys_values_by_layer.update(enumerate(zip(keys_values[0::2], keys_values[1::2])))
    select_attention_implementation(model.config, name)
    try:
        yield prefix_keys_values_by_layer
    finally:
        restore_attention_implementation(model.config, implementation)
        prefix_keys_values_by_layer.clear()


@dataclasses.dataclass
class PrefixEntry:
    prefix: tuple  # the prompt's tokens but the last
    cotangents: torch.Tensor  # (2 x layers, KV heads, prefix tokens, head size): d_i, keys then values per layer


class PrefixTable:
    """The rows' d_i from the row gradients until the loss has weighed every row of the round. A micro-batch's loss
    takes its rows' entries out (take) and, in its backward, their weights (weigh); the prefixes then run once, in the
    backward of the round's last micro-batch: TRL shuffles a round before cutting it, so nearly every micro-batch
    holds rows of nearly every prompt. expect() names the rows of the final round (dynamic sampling drops groups);
    clear() starts a new one."""

    def __init__(self):
        self.entries, self.weighed, self.expected, self.next_index = {}, {}, None, 0

    def add(self, entry):
        self.entries[self.next_index] = entry
        self.next_index += 1
        return self.next_index - 1

    def expect(self, indices):
        """The round is final: its loss weighs the rows `indices` (-1: none); the others' entries go."""
        self.expected = {int(i) for i in indices if int(i) >= 0}
        self.entries = {i: entry for i, entry in self.entries.items() if i in self.expected}

    def take(self, index):
        if int(index) not in self.entries:
            raise RuntimeError(f"row {int(index)}'s prefix gradient was asked for twice, or after its round ended")
        return self.entries.pop(int(index))

    def weigh(self, taken, weights):
        """Note the weights of the rows `taken` ([(index, entry or None)]); once every expected row is weighed, the
        whole round's [(entry, weight)] (and the table is done with it), else None."""
        if self.expected is None:  # else the prefixes' part would be lost without a word
            raise RuntimeError("a micro-batch's prefix gradients were weighed before its round was final (expect)")
        self.weighed.update({i: (entry, w) for (i, entry), w in zip(taken, weights) if entry is not None})
        if not self.expected <= set(self.weighed):
            return None
        done, self.weighed, self.expected = list(self.weighed.values()), {}, None
        return done

    def clear(self):
        self.entries, self.weighed, self.expected = {}, {}, None


def prefix_keys_values(model, prefixes, device):
    """The prefixes' keys and values, (2 x layers) tensors of (len(prefixes), KV heads, longest, head size), keys then
    values per layer, with whatever gradient is enabled; prefixes padded on the right (causal attention: a token
    never sees the padding after it). Within attending_with(model, PREFIX_ATTENTION), which must also hold any
    backward through them (a checkpointed layer attends again there)."""
    width = max(len(p) for p in prefixes)
    ids = torch.zeros(len(prefixes), width, dtype=torch.long)
    for row, prefix in enumerate(prefixes):
        ids[row, :len(prefix)] = torch.tensor(prefix, dtype=torch.long)
    model.get_decoder()(input_ids=ids.to(device), use_cache=False)  # the decoder alone: no LM head needed
    return [tensor for layer in sorted(prefix_keys_values_by_layer) for tensor in prefix_keys_values_by_layer[layer]]


def suffix_rows(prompt, completions, pad_id, multiple=None):
    """(ids, labels, position ids) of one prompt's rows: the prompt's last token, then the completion, padded on the
    right (`multiple` wide at most beyond the longest); labels -100 but at the completion's tokens; positions from
    the prompt's last token's."""
    width = 1 + max(len(c) for c in completions)
    if multiple:
        width = -(-width // multiple) * multiple
    ids = torch.full((len(completions), width), pad_id, dtype=torch.long)
    labels = torch.full((len(completions), width), -100, dtype=torch.long)
    for row, completion in enumerate(completions):
        ids[row, :1 + len(completion)] = torch.tensor([prompt[-1], *completion], dtype=torch.long)
        labels[row, 1:1 + len(completion)] = ids[row, 1:1 + len(completion)]
    positions = (len(prompt) - 1 + torch.arange(width)).expand(len(completions), width)
    return ids, labels, positions


def groups_of(prompt_ids, kept, size):
    """The kept rows by prompt, in order of first appearance, in chunks of at most `size` rows."""
    groups = {}
    for i in kept:
        groups.setdefault(tuple(prompt_ids[i]), []).append(i)
    return [(prompt, rows[start:start + size]) for prompt, rows in groups.items()
            for start in range(0, len(rows), size)]


def round_row_gradients(trainer, prompt_ids, completion_ids):
    """row_gradients.round_row_gradients with each prompt's prefix run once (the module's docstring): the same
    tensors, g_i through the suffix only, plus PREFIX_KEY, each kept row's entry in trainer.prefix_table."""
    model = trainer.model
    unwrapped = trainer.accelerator.unwrap_model(model)
    device = trainer.accelerator.device
    taken = empty_round(trainer, completion_ids)
    taken[PREFIX_KEY] = torch.full((len(completion_ids),), -1, dtype=torch.long, device=device)
    kept = kept_rows(trainer, prompt_ids, completion_ids)
    pad_id, multiple = trainer.text_tokenizer.pad_token_id, trainer.pad_to_multiple_of
    for prompt, batch in groups_of(prompt_ids, kept, trainer.args.per_device_train_batch_size):
        prefix = prompt[:-1]
        with torch.no_grad(), trainer.accelerator.autocast(), attending_with(unwrapped, PREFIX_ATTENTION):
            shared = prefix_keys_values(unwrapped, [prefix], device) if prefix else []
        # each row's own copy: its gradient is that row's d_i
        leaves = [t.detach().expand(len(batch), *t.shape[1:]).clone().requires_grad_(True) for t in shared]
        ids, labels, positions = suffix_rows(prompt, [completion_ids[i] for i in batch], pad_id, multiple)
        # within the `with` until the backward ends: a checkpointed layer attends again there
        with attending_with(unwrapped, SUFFIX_ATTENTION, leaves), unwrapped.tinylora.per_row(len(batch)) as row_v:
            with trainer.accelerator.autocast():
                outputs = model(input_ids=ids.to(device), labels=labels.to(device), position_ids=positions.to(device),
                                fused_lm_head=True)
            row_gradient, *cotangents = torch.autograd.grad(outputs.log_probs.sum(), [row_v, *leaves])
        lengths = torch.tensor([len(completion_ids[i]) for i in batch], device=device)
        record_rows(taken, batch, row_gradient, outputs, torch.ones_like(lengths), lengths)  # completions from 1
        if cotangents:
            cotangents = torch.stack(cotangents, dim=1)  # (rows, 2 x layers, KV heads, prefix, head size)
            for row, i in enumerate(batch):
                taken[PREFIX_KEY][i] = trainer.prefix_table.add(PrefixEntry(tuple(prefix), cotangents[row].clone()))
    return taken


class PrefixGradient(torch.autograd.Function):
    """A term of value zero for each row of a micro-batch whose gradient with respect to v, under weights w (the
    backward's incoming gradient), is sum_i w_i J^T d_i over the whole round's rows, given in the backward of its last
    micro-batch (zero in the others; the optimizer steps once the round's micro-batches are all back)."""

    @staticmethod
    def forward(ctx, v, rows, backward):
        ctx.backward = backward
        return v.new_zeros(rows, dtype=torch.float32)

    @staticmethod
    def backward(ctx, weights):
        with torch.enable_grad():
            return ctx.backward(weights), None, None


def prefix_gradient_term(trainer, inputs, v):
    """(rows,) zeros whose gradient with respect to v is the prefix part of the rows' gradients (PrefixGradient), for
    the rows of a micro-batch (`inputs`, TRL's dict, carrying PREFIX_KEY); their entries leave trainer.prefix_table."""
    indices = inputs[PREFIX_KEY].tolist()
    taken = [(i, trainer.prefix_table.take(i) if i >= 0 else None) for i in indices]

    def backward(weights):
        weighed = trainer.prefix_table.weigh(taken, weights.float().tolist())
        return prefix_part(trainer, weighed, v) if weighed else torch.zeros_like(v)

    return PrefixGradient.apply(v, len(indices), backward)


def prefix_part(trainer, weighed, v):
    """sum_i w_i J^T d_i for the rows `weighed` ([(entry, weight)]): their prefixes run once with gradient, padded on
    the right, and one backward of the weighted d_i's sum."""
    model = trainer.accelerator.unwrap_model(trainer.model)
    device = trainer.accelerator.device
    prefixes = list(dict.fromkeys(entry.prefix for entry, _ in weighed))
    with attending_with(model, PREFIX_ATTENTION):
        with trainer.accelerator.autocast():
            outputs = prefix_keys_values(model, prefixes, device)
        sums = [torch.zeros(o.shape, dtype=torch.float32, device=device) for o in outputs]
        for entry, weight in weighed:
            at, length = prefixes.index(entry.prefix), entry.cotangents.shape[2]
            for k, cotangent in enumerate(entry.cotangents.unbind(0)):
                sums[k][at, :, :length] += weight * cotangent.float()
        (gradient,) = torch.autograd.grad(outputs, v, grad_outputs=[s.to(o.dtype) for s, o in zip(sums, outputs)])
    return gradient
