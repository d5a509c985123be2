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
prefix_keys_values_by_layer = {}  # layer index -> (keys, values), recorded by the prefixes' pass (attending_with)
# [(first row, end row, [keys, values] x layers)]: the suffixes' pass's runs of rows, one a prompt, and their prefix's
# keys and values ([] for a one-token prompt); set by attending_with for the suffixes' pass
suffix_groups = []


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
    """The same for the suffixes: in each group of rows (a prompt's), the layer's prefix keys and values put first,
    then causal attention aligned to the lower right (suffix token j sees the prefix and suffix tokens 0..j), which
    SDPA's flash kernel runs without a mask; rows are padded on the right only, so none is needed. One SDPA call a
    group: prefixes differ in length, and a mask would leave the flash kernel; the rest of the layer runs on all
    the pass's rows at once."""
    check_plain(attention_mask, dropout, kwargs)
    if query.is_cuda and query.dtype not in (torch.float16, torch.bfloat16):
        note_once("shared prompts: the suffixes attend in float32, where SDPA has no flash kernel for their lower-right "
                  "causal attention: it builds the mask (slow, memory-hungry)")
    if not suffix_groups:  # attending to the suffixes alone would give wrong log-probs without a word
        raise RuntimeError("the suffix attention runs within attending_with(model, SUFFIX_ATTENTION, groups)")
    outs, layer = [], module.layer_idx
    for first, end, keys_values in suffix_groups:
        q, k, v = query[first:end], key[first:end], value[first:end]
        if keys_values:
            prefix_key, prefix_value = keys_values[2 * layer], keys_values[2 * layer + 1]
            k, v = torch.cat([prefix_key, k], dim=2), torch.cat([prefix_value, v], dim=2)
        outs.append(torch.nn.functional.scaled_dot_product_attention(
            q, k, v, attn_mask=causal_lower_right(q.shape[2], k.shape[2]), scale=scaling,
            enable_gqa=q.shape[1] != k.shape[1]))
    out = outs[0] if len(outs) == 1 else torch.cat(outs, dim=0)
    return out.transpose(1, 2).contiguous(), None


for _name, _function in ((PREFIX_ATTENTION, prefix_attention), (SUFFIX_ATTENTION, suffix_attention)):
    AttentionInterface.register(_name, _function)
    AttentionMaskInterface.register(_name, lambda *args, **kwargs: None)  # no mask: see the functions


@contextlib.contextmanager
def attending_with(model, name, groups=()):
    """Within: `model` attends with `name` (PREFIX_ATTENTION or SUFFIX_ATTENTION). The suffixes get `groups`:
    [(first row, end row, [keys, values] x layers)], each a run of the pass's rows and its prefix's keys and values;
    the prefixes' pass records its keys and values in prefix_keys_values_by_layer. Back after."""
    implementation = attention_implementation(model.config)
    prefix_keys_values_by_layer.clear()
    suffix_groups[:] = groups
    select_attention_implementation(model.config, name)
    try:
        yield prefix_keys_values_by_layer
    finally:
        restore_attention_implementation(model.config, implementation)
        prefix_keys_values_by_layer.clear()
        suffix_groups.clear()


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
        if all(entry is None for _, entry in taken):  # rows without a prefix (cut at the limit, one-token prompts)
            return None  # add nothing, and may all come after the micro-batch that completed the round
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


def suffix_rows(prompts, completions, pad_id, multiple=None):
    """(ids, labels, position ids) of rows given as their prompts and completions: a row's prompt's last token, then
    its completion, padded on the right (`multiple` wide at most beyond the longest); labels -100 but at the
    completion's tokens; a row's positions from its prompt's last token's."""
    width = 1 + max(len(c) for c in completions)
    if multiple:
        width = -(-width // multiple) * multiple
    ids = torch.full((len(completions), width), pad_id, dtype=torch.long)
    labels = torch.full((len(completions), width), -100, dtype=torch.long)
    for row, (prompt, completion) in enumerate(zip(prompts, completions)):
        ids[row, :1 + len(completion)] = torch.tensor([prompt[-1], *completion], dtype=torch.long)
        labels[row, 1:1 + len(completion)] = ids[row, 1:1 + len(completion)]
    starts = torch.tensor([len(prompt) - 1 for prompt in prompts])
    return ids, labels, starts.unsqueeze(1) + torch.arange(width)


def passes_of(prompt_ids, kept, size):
    """The kept rows in passes of `size` rows (the last one fewer), each pass a list of groups (prompt, rows): a
    prompt's rows together, prompts in order of first appearance, a prompt cut where a pass fills (its prefix then
    runs in both). As many passes as the whole rows take: one prompt's 8 rows a pass made the 3B's round 1.42x slower
    than the whole rows' 32 a pass (H200, 2026-12-05, 3b_step/2026-12-05_h200_shared_prompts.json)."""
    groups = {}
    for i in kept:
        groups.setdefault(tuple(prompt_ids[i]), []).append(i)
    passes, filled = [], size
    for prompt, rows in groups.items():
        while rows:
            if filled == size:
                passes.append([])
                filled = 0
            taken, rows = rows[:size - filled], rows[size - filled:]
            passes[-1].append((prompt, taken))
            filled += len(taken)
    return passes


def pass_groups(unwrapped, groups, device):
    """[(first row, end row, [keys, values] x layers, prefix)] for a pass's groups: each prompt's prefix's keys and
    values (all the pass's prefixes in one forward, without gradient) copied for each of its rows, as leaves: a
    row's gradient there is its d_i. A one-token prompt has no prefix: []."""
    prefixes = list(dict.fromkeys(prompt[:-1] for prompt, _ in groups if len(prompt) > 1))
    shared = []
    if prefixes:
        with attending_with(unwrapped, PREFIX_ATTENTION):
            shared = prefix_keys_values(unwrapped, [list(p) for p in prefixes], device)
    out, first = [], 0
    for prompt, rows in groups:
        prefix, leaves = prompt[:-1], []
        if prefix:
            at = prefixes.index(prefix)
            leaves = [t[at:at + 1, :, :len(prefix)].expand(len(rows), -1, -1, -1).clone().requires_grad_(True)
                      for t in shared]
        out.append((first, first + len(rows), leaves, prefix))
        first += len(rows)
    return out


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
    for groups in passes_of(prompt_ids, kept, trainer.args.per_device_train_batch_size):
        batch = [i for _, rows in groups for i in rows]
        with torch.no_grad(), trainer.accelerator.autocast():
            spans = pass_groups(unwrapped, groups, device)
        ids, labels, positions = suffix_rows([prompt_ids[i] for i in batch], [completion_ids[i] for i in batch],
                                             pad_id, multiple)
        leaves = [leaf for _, _, group_leaves, _ in spans for leaf in group_leaves]
        # within the `with` until the backward ends: a checkpointed layer attends again there
        with attending_with(unwrapped, SUFFIX_ATTENTION, [span[:3] for span in spans]), \
                unwrapped.tinylora.per_row(len(batch)) as row_v:
            with trainer.accelerator.autocast():
                outputs = model(input_ids=ids.to(device), labels=labels.to(device), position_ids=positions.to(device),
                                fused_lm_head=True)
            row_gradient, *cotangents = torch.autograd.grad(outputs.log_probs.sum(), [row_v, *leaves])
        lengths = torch.tensor([len(completion_ids[i]) for i in batch], device=device)
        record_rows(taken, batch, row_gradient, outputs, torch.ones_like(lengths), lengths)  # completions from 1
        keep_prefix_gradients(trainer.prefix_table, taken[PREFIX_KEY], batch, spans, cotangents)
        del spans, leaves, outputs, cotangents  # before the next pass's copies are made
    return taken


def keep_prefix_gradients(table, entries, batch, spans, cotangents):
    """Each row's d_i into `table` and its index there into `entries`; `cotangents`, the leaves' gradients, come
    group by group as pass_groups made the leaves (`spans`), rows `batch` of the pass."""
    for first, end, group_leaves, prefix in spans:
        if not group_leaves:
            continue
        group, cotangents = torch.stack(cotangents[:len(group_leaves)], dim=1), cotangents[len(group_leaves):]
        for row, i in enumerate(batch[first:end]):  # group: (rows, 2 x layers, KV heads, prefix, head size)
            entries[i] = table.add(PrefixEntry(tuple(prefix), group[row].clone()))


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
        # sum_i w_i d_i, a prompt's rows at once (one product, not a small add per row and tensor)
        sums = torch.zeros(len(outputs), *outputs[0].shape, dtype=torch.float32, device=device)
        by_prefix = {}
        for entry, weight in weighed:
            by_prefix.setdefault(entry.prefix, []).append((entry.cotangents, weight))
        for prefix, rows in by_prefix.items():
            weights = torch.tensor([weight for _, weight in rows], dtype=torch.float32, device=device)
            cotangents = torch.stack([cotangent for cotangent, _ in rows]).float()
            sums[:, prefixes.index(prefix), :, :len(prefix)] = torch.tensordot(weights, cotangents, dims=1)
        (gradient,) = torch.autograd.grad(outputs, v, grad_outputs=[s.to(o.dtype) for s, o in zip(sums, outputs)])
    return gradient
