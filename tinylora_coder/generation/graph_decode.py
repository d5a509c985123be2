"""A decode loop that never waits on the GPU: each step is one CUDA graph replay, end tokens are checked rarely.

Why: generate() with a static cache (the `compiled` engine) replays a compiled forward as a CUDA graph, but every
step still runs generate()'s Python (input preparation, logits processors, stopping criteria) and waits for the
GPU to learn whether all rows have ended. Here the whole step (forward, the logits processors generate() would
apply, sampling, end-token bookkeeping, the step counters) is compiled by inductor, recorded once as a CUDA graph
and replayed; the host checks whether every row has ended once every `check_every` steps. Both halves matter: on
an H100 the step recorded without compiling was no faster than the compiled engine (an eager step is some 50 small
kernels a layer), compiled and recorded it took 5.2 ms against 8.6-8.9 (TECHNICAL_GUIDE.md 3.1).

What is the ecosystem's and what is written here:
  - the model's own forward, on transformers' StaticCache (its write position advances on the device);
  - the logits processors are the ones generate() builds from the GenerationConfig (library_boundary's
    prepared_generation_config and logits_processors, on transformers' private helpers; imported from here too),
    accepted only when they read nothing but the scores (temperature, top-k, top-p, min-p); anything else
    (repetition penalty, min_new_tokens, bad words, beams, ...) is reported by `unsupported_reason`, and the caller
    uses generate();
  - written here: the attention masks (ready-made, so no mask code runs inside the graph), the sampling draw (an
    exponential race: torch.multinomial's distribution without a host sync), the loop, the step's attention for
    grouped KV heads (packed_attention.py) and one matmul for q/k/v and one for gate/up (fused_projections.py).

Positions follow generate() with left padding: a prompt's tokens sit at positions 0..len-1 whatever the padding,
and the k-th new token at len + k. Pad positions never serve as keys for real tokens (each pad query sees only
itself, so no attention row is empty).
"""

import contextlib
import logging

import torch
from transformers import StaticCache
from transformers.generation.logits_process import (MinPLogitsWarper, TemperatureLogitsWarper, TopKLogitsWarper,
                                                    TopPLogitsWarper)

# the two generation helpers are imported from here too (the cuda_graph engine, tests, benchmarks)
from ..library_boundary import attention_implementation, logits_processors, prepared_generation_config  # noqa: F401
from ..tinylora.svd import is_linear_4bit
from .fused_projections import fused_decode_projections
from .packed_attention import packed_decode_attention

logger = logging.getLogger("tinylora.generation")

SCORE_ONLY_PROCESSORS = (TemperatureLogitsWarper, TopKLogitsWarper, TopPLogitsWarper, MinPLogitsWarper)
CHECK_EVERY = 32  # decode steps between two checks of "has every row ended?" (each check waits for the GPU)
KEPT_SHAPES = 4  # (rows, cache length) shapes whose cache and graph are kept; older ones are freed
# Compaction: once at most half the rows still decode, they move to a slot of half the rows (never below this
# many), so rows that ended stop costing decode steps. 17-25% of a GRPO round's rows reach 512 tokens, so every
# round ran all 512 steps at full width (issue 23). Each row count is one more compiled shape, hence a floor.
MIN_COMPACT_ROWS = 32
RECOMPILE_LIMIT = 64  # compiled shapes x sampling settings before new shapes are recorded uncompiled (torch: 8)


def unsupported_reason(model, config, processors):
    """Why this loop cannot decode `model` with `config` exactly as generate() would (None: it can)."""
    if config is None or processors is None:
        return "this transformers version does not expose generate()'s config and logits processors"
    if not config.max_new_tokens:
        return "the loop needs max_new_tokens"
    if config.num_beams not in (None, 1) or (config.num_return_sequences or 1) != 1:
        return "beam search and several sequences per prompt are generate()'s"
    if getattr(config, "stop_strings", None):
        return "stop strings need generate()'s tokenizer-aware stopping criteria"
    other = [type(p).__name__ for p in processors if not isinstance(p, SCORE_ONLY_PROCESSORS)]
    if other:
        return f"logits processor(s) {', '.join(other)} read more than the scores"
    attention = attention_implementation(model.config)
    if attention not in ("sdpa", "eager"):
        return f"attention implementation {attention!r} does not take a ready-made 4D mask"
    layer_types = set(getattr(model.config, "layer_types", None) or ["full_attention"])
    if layer_types != {"full_attention"}:
        return f"layer types {sorted(layer_types)}: only full attention is supported"
    if not hasattr(model, "model") or not isinstance(model.model, torch.nn.Module):
        return "not a decoder-only model with a .model backbone"
    if any(is_linear_4bit(m) for m in model.modules()):
        return "4-bit layers (bitsandbytes) are not captured in CUDA graphs here"
    return None


def sample_next(scores, greedy):
    """The next token of every row from processed scores: argmax, or a draw from softmax(scores).

    The draw is an exponential race (argmax of p / E with E ~ Exp(1)), which picks token i with probability p_i,
    like torch.multinomial, in a fixed number of kernels and without a host sync (so it can sit in a graph).
    """
    if greedy:
        return scores.argmax(dim=-1)
    probs = torch.softmax(scores, dim=-1)
    race = torch.empty_like(probs).exponential_()
    return (probs / race).argmax(dim=-1)


def settings_key(greedy, pad_id, end_ids, processors):
    """What a recorded step bakes in besides shapes: greedy or not, the pad and end tokens, the processors' settings
    (a temperature is a constant inside the graph)."""
    described = tuple((type(p).__name__, repr(sorted(vars(p).items()))) for p in processors)
    return greedy, int(pad_id), tuple(sorted(set(end_ids))), described


class _Slot:
    """The cache and buffers of one (rows, cache length, new tokens) shape, at fixed addresses, and the graphs
    recorded for it (one per sampling setting)."""

    def __init__(self, model, rows, cache_len, max_new_tokens, device, dtype):
        self.rows = rows
        self.cache = StaticCache(config=model.config, max_cache_len=cache_len)
        long = dict(dtype=torch.long, device=device)
        self.tokens = torch.zeros(rows, **long)  # last token of every row: the next step's input
        self.positions = torch.zeros(rows, **long)  # its position
        self.write_at = torch.zeros(1, **long)  # its cache slot (= the StaticCache's own write position)
        self.step = torch.zeros(1, **long)  # which output column the next token goes to
        self.key_is_real = torch.zeros(rows, cache_len, dtype=torch.bool, device=device)  # False at prompt padding
        self.finished = torch.zeros(rows, dtype=torch.bool, device=device)
        self.out = torch.zeros(rows, max_new_tokens, **long)
        self.out_logprobs = torch.zeros(rows, max_new_tokens, dtype=torch.float32, device=device)
        self.cache_positions = torch.arange(cache_len, **long)
        self.mask_min = torch.finfo(dtype).min
        self.dtype = dtype
        self.end_ids = {}  # settings key -> the end token ids as a tensor (a graph reads it at a fixed address)
        self.graphs = {}  # settings key -> (CUDAGraph, addresses of the weights it read)


class GraphDecoder:
    """Samples with a model through replayed CUDA graphs; one decoder per model (it keeps caches and graphs).

    decode(input_ids, attention_mask, ...) takes left-padded prompts like generate() and returns the new tokens
    (rows, max_new_tokens), pad after a row's end token, and the sampling log-probability of each (log-softmax of
    the processed scores). `capture=False` runs the same step eagerly (CPU, tests).
    """

    def __init__(self, capture=True, check_every=CHECK_EVERY, compile_step=True, min_compact_rows=MIN_COMPACT_ROWS,
                 pack_gqa=True, fuse_projections=True):
        self.capture = capture
        self.pack_gqa = pack_gqa  # the step's attention reads each cached key once per KV head ("flex": FlexAttention)
        self.fuse_projections = fuse_projections  # one matmul for q/k/v, one for gate/up (fused_projections.py)
        self.min_compact_rows = max(1, int(min_compact_rows))
        # Inductor fuses the step's many small kernels (norms, rotary, masks, sampling) before it is recorded: an
        # eager step is ~50 kernels a layer, each a few microseconds even inside a graph.
        self.compile_step = compile_step and capture
        self._compiled_step = None
        self.check_every = max(1, int(check_every))
        self.slots = {}  # (rows, cache_len, new tokens) -> _Slot, least recently used first
        self.captures = 0  # how many graphs were recorded (a test reads it)
        self.compiled_shapes = 0  # recordings that used the compiled step (each new shape compiles once)
        self.fell_back = False

    # ----- one step, recorded once per shape and setting -----

    def _forward(self, slot, model, input_ids, positions, mask):
        output = model(input_ids=input_ids, position_ids=positions, attention_mask={"full_attention": mask},
                       past_key_values=slot.cache, use_cache=True, logits_to_keep=1)
        return output.logits[:, -1, :].float()

    def _emit(self, slot, logits, processors, greedy, pad_id, end_ids):
        """Process scores, choose tokens, record them at column slot.step; update the end flags and counters."""
        scores = processors(None, logits)  # these processors read only the scores
        token = sample_next(scores, greedy)
        logprob = torch.log_softmax(scores, dim=-1).gather(-1, token[:, None])[:, 0]
        token = torch.where(slot.finished, pad_id, token)
        column = slot.step.expand(slot.rows)[:, None]
        slot.out.scatter_(1, column, token[:, None])
        slot.out_logprobs.scatter_(1, column, logprob[:, None])
        slot.finished |= torch.isin(token, end_ids)
        slot.tokens.copy_(token)
        slot.step += 1

    def _decode_step(self, slot, model, processors, greedy, pad_id, end_ids):
        visible = slot.key_is_real & (slot.cache_positions <= slot.write_at)
        mask = torch.where(visible, 0.0, slot.mask_min).to(slot.dtype)[:, None, None, :]
        logits = self._forward(slot, model, slot.tokens[:, None], slot.positions[:, None], mask)
        slot.positions += 1
        slot.write_at += 1
        self._emit(slot, logits, processors, greedy, pad_id, end_ids)

    # ----- the loop -----

    def _slot(self, model, rows, cache_len, max_new_tokens, device):
        key = (rows, cache_len, max_new_tokens)
        slot = self.slots.pop(key, None)
        if slot is None:
            while len(self.slots) >= KEPT_SHAPES:  # free the least recently used shape's cache and graphs
                self.slots.pop(next(iter(self.slots)))
            slot = _Slot(model, rows, cache_len, max_new_tokens, device, next(model.parameters()).dtype)
        self.slots[key] = slot  # most recently used last
        return slot

    def _prefill(self, slot, model, input_ids, attention_mask, processors, greedy, pad_id, end_ids):
        """Reset the shape's state, run the prompts through the model (eager) and emit the first new token."""
        rows, width = input_ids.shape
        slot.cache.reset()
        real = attention_mask.bool()
        slot.key_is_real.fill_(True)
        slot.key_is_real[:, :width] = real
        slot.finished.zero_()
        slot.out.fill_(pad_id)
        slot.out_logprobs.zero_()
        slot.step.zero_()
        slot.write_at.fill_(width)
        lengths = real.sum(dim=1)
        positions = (torch.arange(width, device=input_ids.device) - (width - lengths)[:, None]).clamp(min=0)
        query = torch.arange(width, device=input_ids.device)
        causal = slot.cache_positions[None, :] <= query[:, None]  # (width, cache_len)
        visible = causal[None] & slot.key_is_real[:, None, :]
        # a pad query sees itself: no attention row is empty
        visible |= slot.cache_positions[None, None, :] == query[None, :, None]
        mask = torch.where(visible, 0.0, slot.mask_min).to(slot.dtype)[:, None]
        logits = self._forward(slot, model, input_ids, positions, mask)
        slot.positions.copy_(lengths)
        self._emit(slot, logits, processors, greedy, pad_id, end_ids)

    def decode(self, model, input_ids, attention_mask, config, processors, pad_id, end_ids, monitor=None,
               on_rows_done=None, compact=True, watch=None):
        """New tokens and their log-probs for left-padded prompts; monitor(steps_done) is called at every check
        and may raise to stop; on_rows_done(rows, tokens) gets the rows (indices into input_ids) that ended since
        the last check, with their new tokens (CPU); watch, a (token ids tensor, on_rows_watched) pair, calls
        on_rows_watched(rows, tokens so far) for the rows still decoding that chose one of those ids since the last
        check; with `compact`, rows that ended stop being decoded once at most half the rows remain."""
        device = input_ids.device
        rows, width = input_ids.shape
        steps = config.max_new_tokens
        greedy = not config.do_sample
        key = settings_key(greedy, pad_id, end_ids, processors)
        slot, graph = self._ready_slot(model, rows, width, steps, key, input_ids, attention_mask, processors,
                                       greedy, pad_id, end_ids)
        args = (slot, model, processors, greedy, pad_id, slot.end_ids[key])
        self._prefill(slot, model, input_ids, attention_mask, *args[2:])
        out = torch.full((rows, steps), pad_id, dtype=torch.long, device=device)
        out_logprobs = torch.zeros(rows, steps, dtype=torch.float32, device=device)
        holds = torch.arange(rows, device=device)  # the input row each slot row decodes (-1: a filler)
        reported = torch.zeros(rows, dtype=torch.bool, device=device)
        done, seen = 1, 0  # seen: the steps the watch has looked at
        while True:
            reports = []  # made once the next chunk is queued, so that the host's work on them overlaps the GPU's
            ended = slot.finished & (holds >= 0)
            if on_rows_done is not None:
                newly = ended & ~reported[holds.clamp(min=0)]
                if bool(newly.any()):
                    index = newly.nonzero()[:, 0]
                    reported[holds[index]] = True
                    reports.append((on_rows_done, holds[index].tolist(), slot.out[index].cpu()))
            last = done >= steps or bool(slot.finished.all())
            if watch is not None and not last:
                hit = torch.isin(slot.out[:, seen:done], watch[0]).any(1) & (holds >= 0) & ~slot.finished
                seen = done
                if bool(hit.any()):
                    index = hit.nonzero()[:, 0]
                    reports.append((watch[1], holds[index].tolist(), slot.out[index, :done].cpu()))
            if not last:
                active = int((~slot.finished).sum())
                if compact and active <= slot.rows // 2 and slot.rows // 2 >= self.min_compact_rows:
                    keep = (~slot.finished).nonzero()[:, 0]
                    self._save_rows(slot, holds, out, out_logprobs)
                    slot, graph = self._compacted(model, slot, keep, key, input_ids, attention_mask, processors,
                                                  greedy, pad_id, end_ids)
                    holds = torch.cat([holds[keep], holds.new_full((slot.rows - len(keep),), -1)])
                    args = (slot, model, processors, greedy, pad_id, slot.end_ids[key])
                chunk = min(self.check_every, steps - done)
                if graph is not None:
                    for _ in range(chunk):
                        graph.replay()
                else:
                    with self._step_switches(model):
                        for _ in range(chunk):
                            self._decode_step(*args)
            for report, report_rows, tokens in reports:
                report(report_rows, tokens)
            if last:
                break
            done += chunk
            if monitor is not None:
                monitor(done)
        self._save_rows(slot, holds, out, out_logprobs)
        return out, out_logprobs

    def _ready_slot(self, model, rows, width, steps, key, input_ids, attention_mask, processors, greedy, pad_id,
                    end_ids):
        """The slot of this shape, with its graph for `key` recorded (None when not capturing)."""
        device = input_ids.device
        slot = self._slot(model, rows, width + steps, steps, device)
        if key not in slot.end_ids:
            slot.end_ids[key] = torch.tensor(key[2] or [-1], dtype=torch.long, device=device)
        args = (slot, model, processors, greedy, pad_id, slot.end_ids[key])
        if not self.capture or steps <= 1:
            return slot, None
        # A graph reads the weights at the addresses they had when it was recorded: record again if they moved.
        addresses = [p.data_ptr() for p in model.parameters()]
        graph, recorded_at = slot.graphs.get(key, (None, None))
        if graph is None or recorded_at != addresses:
            slot.graphs.pop(key, None)  # free the stale graph first
            graph = self._record(slot, input_ids[:rows], attention_mask[:rows], args)
            slot.graphs[key] = (graph, addresses)
        return slot, graph

    @staticmethod
    def _save_rows(slot, holds, out, out_logprobs):
        """Copy the slot's outputs into the caller's (rows, steps) tensors, for the input rows it holds."""
        real = (holds >= 0).nonzero()[:, 0]
        out[holds[real]] = slot.out[real]
        out_logprobs[holds[real]] = slot.out_logprobs[real]

    def _compacted(self, model, slot, keep, key, input_ids, attention_mask, processors, greedy, pad_id, end_ids):
        """A slot of half the rows (or fewer, never below MIN_COMPACT_ROWS) holding the state of rows `keep`;
        its spare rows repeat the first kept row, marked ended (they emit padding)."""
        rows = max(self.min_compact_rows, 1 << max(0, (len(keep) - 1)).bit_length())
        width = slot.cache_positions.numel() - slot.out.shape[1]
        new, graph = self._ready_slot(model, rows, width, slot.out.shape[1], key, input_ids, attention_mask,
                                      processors, greedy, pad_id, end_ids)
        if graph is None:  # not recorded, so its cache may not exist yet: a prefill allocates it
            with torch.random.fork_rng(devices=[input_ids.device.index or 0] if input_ids.is_cuda else []):
                self._prefill(new, model, input_ids[:rows], attention_mask[:rows], processors, greedy, pad_id,
                              new.end_ids[key])
        source = torch.cat([keep, keep[:1].expand(rows - len(keep))])
        for old_layer, new_layer in zip(slot.cache.layers, new.cache.layers):
            for name, value in vars(old_layer).items():
                target = getattr(new_layer, name, None)
                if not isinstance(value, torch.Tensor) or not isinstance(target, torch.Tensor):
                    continue
                if value.dim() > 0 and value.shape[0] == slot.rows:
                    target.copy_(value[source])
                else:
                    target.copy_(value)
        for name in ("tokens", "positions", "key_is_real", "finished", "out", "out_logprobs"):
            getattr(new, name).copy_(getattr(slot, name)[source])
        new.finished[len(keep):] = True
        new.write_at.copy_(slot.write_at)
        new.step.copy_(slot.step)
        return new, graph

    def _record(self, slot, input_ids, attention_mask, args):
        """Record the decode step as a CUDA graph, after a prefill (the cache allocates itself on first use) and warm-up
        steps on a side stream. The random state is put back afterwards, so the first call of a shape draws the same
        samples as any later one; the caller prefills again. A failure goes to _record_without."""
        with torch.random.fork_rng(devices=[input_ids.device.index or 0]):
            self._prefill(slot, args[1], input_ids, attention_mask, *args[2:])
            step = self._step_function()
            try:
                graph = self._capture(step, args, args[1])
            except torch.OutOfMemoryError:
                raise
            except Exception as error:  # e.g. a compiler or kernel refusing the packed shapes on some GPU or version
                graph = self._record_without(error, step, slot, input_ids, attention_mask, args)
        self.captures += 1
        return graph

    def _record_without(self, error, step, slot, input_ids, attention_mask, args):
        """Record again without the fused projections, else the packed attention (flex: first as the packed SDPA
        call), else both, keeping what was not at fault; the first that records is kept, noted once. Else `error`."""
        wanted = (self.pack_gqa, self.fuse_projections)
        packed = wanted[0] and True  # "flex" falls back to the packed SDPA call first
        tries = ((packed, wanted[1]), (wanted[0], False), (packed, False), (False, wanted[1]), (False, False))
        for self.pack_gqa, self.fuse_projections in dict.fromkeys(t for t in tries if t != wanted):
            self._prefill(slot, args[1], input_ids, attention_mask, *args[2:])  # the warm-ups moved the slot on
            try:
                graph = self._capture(step, args, args[1])
            except torch.OutOfMemoryError:
                raise
            except Exception:
                continue
            names = ("flex attention" if wanted[0] == "flex" else "packed attention", "fused projections")
            left_out = [name for name, on, now in zip(names, wanted, (self.pack_gqa, self.fuse_projections))
                        if on and on != now]
            logger.warning("cuda_graph engine: the step did not record with the %s (%s: %s); recorded without from "
                           "now on", " and ".join(left_out), type(error).__name__, str(error)[:200])
            return graph
        raise error

    def _capture(self, step, args, model):
        stream = torch.cuda.Stream()
        stream.wait_stream(torch.cuda.current_stream())
        with self._step_switches(model):  # compiled and recorded with them; replays need nothing
            with torch.cuda.stream(stream):
                for _ in range(3):  # the first call compiles
                    step(*args)
            torch.cuda.current_stream().wait_stream(stream)
            graph = torch.cuda.CUDAGraph()
            with torch.cuda.graph(graph):
                step(*args)
        return graph

    @contextlib.contextmanager
    def _step_switches(self, model):
        """The decode step's own attention and projections, switched on only while it is recorded or run."""
        with packed_decode_attention(model, self.pack_gqa), fused_decode_projections(model, self.fuse_projections):
            yield

    def _step_function(self):
        if not self.compile_step:
            return self._decode_step
        if self.compiled_shapes >= RECOMPILE_LIMIT:
            if not self.fell_back:
                self.fell_back = True
                logger.warning("cuda_graph engine: %d shapes compiled; new shapes are recorded uncompiled "
                               "(slower) from now on", self.compiled_shapes)
            return self._decode_step
        if self._compiled_step is None:
            for name in ("recompile_limit", "cache_size_limit"):  # torch's cap (8) would silently run it eagerly
                if hasattr(torch._dynamo.config, name):
                    setattr(torch._dynamo.config, name, max(getattr(torch._dynamo.config, name), RECOMPILE_LIMIT))
            self._compiled_step = torch.compile(self._decode_step, dynamic=False)
        self.compiled_shapes += 1
        return self._compiled_step
