"""The engine interface (GenerationEngine, which is the eager engine) and the compiled engine.

Sampling completions: one engine interface for rollouts (GRPO), test.py and validate.py.

Engines:
  eager       generate() on a dynamic KV cache: the reference path, and the fastest on CPU.
  compiled    generate() on a static KV cache, whose decode step transformers compiles with torch.compile and
              replays as CUDA graphs. Shapes are kept few so it compiles once or twice per run: prompts are
              left-padded to a multiple of `prompt_bucket` tokens and every call has the same number of rows
              (a short last batch is filled with copies whose outputs are dropped).
  cuda_graph  the project's own decode loop (graph_decode.py) on the same static cache and shapes: the whole step
              (forward, generate()'s logits processors, sampling) compiled and recorded as one CUDA graph, replayed
              without the host waiting between steps. 1.7x the compiled engine on an H100 (TECHNICAL_GUIDE 3).
              Settings it does not cover (a repetition penalty, ...) go to the compiled engine.
  continuous  generate_batch(): transformers' continuous batching (paged attention, CUDA graphs on GPU).
  vllm        vLLM (optional, requirements-vllm.txt; CUDA only): a vllm.LLM built once from the model's folder, fed
              W + dW after each change of v. Chosen only by name, never by "auto"; see VllmEngine.
"auto" picks cuda_graph on CUDA and eager elsewhere. The TinyLoRA update is folded into the weights while
sampling (merge.tiny_lora_merged), in place at fixed addresses, so a compiled decode follows every new v.

Sampling is seeded through a private RNG state (torch.random.fork_rng): generating never disturbs the global
random stream of the caller (GRPO rollouts after a validation do not replay the same samples).
"""


import copy
import logging
import math
import time
from collections.abc import Callable
from dataclasses import dataclass

import torch
from tqdm.auto import tqdm
from transformers import StoppingCriteria, StoppingCriteriaList

from ..config import EVAL_BATCH_SIZE
from ..tinylora.merge import tiny_lora_merged

logger = logging.getLogger("tinylora.generation")

PROMPT_BUCKET = 128  # compiled engine: prompt widths are rounded up to a multiple of this many tokens
GPU_BATCH_ROWS = 64  # sequences per generate() call on a GPU (prompts x samples)


class GenerationInterrupted(Exception):
    """Raised inside generation when a stop was requested (Ctrl-C in train_rl.py); nothing partial is returned."""



def bucketed_width(width, bucket):
    """`width` rounded up to a multiple of `bucket` up to 4 buckets, then to the next of 6, 8, 12, 16, 24, 32, ...
    buckets (bucket <= 1: unchanged). Each width is one more compiled shape: test.py on 99 long contest statements
    hit torch's recompile limit with one shape per 128 tokens (issue 23)."""
    if bucket <= 1:
        return width
    if width <= 4 * bucket:
        return max(bucket, int(math.ceil(width / bucket) * bucket))
    size, grow_by_half = 4 * bucket, True
    while size < width:  # x1.5, then x4/3, ...: 4, 6, 8, 12, 16, 24, 32, ... buckets
        size = size * 3 // 2 if grow_by_half else size * 4 // 3
        grow_by_half = not grow_by_half
    return size


def batch_rows(rows, batch_size, fixed):
    """Split range(rows) into chunks of batch_size; with `fixed`, report how many filler rows each chunk needs
    so that every call has exactly batch_size rows. Returns [(row indices, filler count)]."""
    chunks = []
    for start in range(0, rows, batch_size):
        indices = list(range(start, min(rows, start + batch_size)))
        chunks.append((indices, batch_size - len(indices) if fixed else 0))
    return chunks


def left_padded(batch, width, pad_token_id):
    """(input_ids, attention_mask) of shape (len(batch), width) for lists of token ids, padded on the left."""
    input_ids = torch.full((len(batch), width), pad_token_id, dtype=torch.long)
    attention_mask = torch.zeros((len(batch), width), dtype=torch.long)
    for row, ids in enumerate(batch):
        input_ids[row, width - len(ids):] = torch.tensor(ids, dtype=torch.long)
        attention_mask[row, width - len(ids):] = 1
    return input_ids, attention_mask


class GenerationMonitor(StoppingCriteria):
    """Called by generate() after every decode step: advances a progress bar and honours a stop request.

    It never stops a sequence itself (returns all False), so it changes no output; a set `stop_event` raises
    GenerationInterrupted at the next step, i.e. within one decode step of Ctrl-C.
    """

    def __init__(self, bar=None, stop_event=None):
        self.bar = bar
        self.stop_event = stop_event

    def __call__(self, input_ids, scores, **kwargs):
        if self.stop_event is not None and self.stop_event.is_set():
            raise GenerationInterrupted("generation stopped on request")
        if self.bar is not None:
            self.bar.update(1)
        return torch.zeros(input_ids.shape[0], dtype=torch.bool, device=input_ids.device)


@dataclass
class PartialWatch:
    """For engines that decode many rows at once: a row still decoding that chooses one of `token_ids` is shown to
    callback(prompt index, its token ids so far) at the engine's next check (the cuda_graph engine, every 32
    steps), so that a caller can act before the row ends, e.g. judge a program whose code block has closed while
    its row goes on with prose (TinyLoRAGRPOTrainer.judge_finished_programs)."""
    token_ids: list
    callback: Callable


class GenerationEngine:
    """Samples completions for lists of prompt token ids with a GenerationConfig (sampling settings untouched).

    generate() returns, per prompt, the completion's token ids up to and including the first end token (or
    max_new_tokens ids when it never ended), the format GRPOTrainer expects.
    """

    name = "eager"
    fixed_rows = False  # every call exactly batch_size rows (a short batch filled with copies): static shapes
    reports_rows = True  # _batched calls on_finished as rows end (else generate() does, once all are done)
    on_finished = None
    on_partial = None

    def __init__(self, batch_size=EVAL_BATCH_SIZE, prompt_bucket=1, stop_event=None, show_progress=False,
                 min_prompt_width=0, compact=False):
        self.batch_size = max(1, int(batch_size))
        # cuda_graph only: rows that ended leave the batch (graph_decode compaction). Worth it for GRPO rounds, whose
        # shapes are fixed for the run; evaluation's many prompt widths would each compile every row count.
        self.compact = compact
        self.prompt_bucket = prompt_bucket
        # Prompts are left-padded to at least this width; a trainer sets it to its longest prompt so that every
        # rollout has the same shapes (a compiled decode then compiles once per run).
        self.min_prompt_width = min_prompt_width
        self.stop_event = stop_event
        self.show_progress = show_progress
        self.first_call_seconds = None  # the first call's time (compilation included), logged once
        # With record_logprobs, each call also leaves in last_logprobs the sampling log-probability of every
        # completion token (log-softmax of the processed scores: logits / temperature and any top-k/top-p), the
        # quantity GRPO's training forward recomputes; used to measure how far the two are apart.
        self.record_logprobs = False
        self.last_logprobs = None

    def generate(self, model, prompt_ids, generation_config, pad_token_id, on_batch=None, on_finished=None,
                 on_partial=None):
        """Completion token ids per prompt; on_batch(n) is called as each group of n prompts is done, and
        on_finished(prompt index, completion ids) as soon as a completion is final (the cuda_graph engine: within
        check_every decode steps of its end token; the others: when its batch is done), so that the caller can
        start judging it while other rows still decode. on_partial, a PartialWatch, sees unfinished rows (the
        cuda_graph engine only; the others ignore it)."""
        started = time.perf_counter()
        self.on_finished = on_finished
        self.on_partial = on_partial
        with tiny_lora_merged(model), torch.no_grad():
            completions = self._generate(model, prompt_ids, generation_config, pad_token_id,
                                         on_batch or (lambda count: None))
        if on_finished is not None and not self.reports_rows:
            for index, ids in enumerate(completions):
                on_finished(index, ids)
        if self.first_call_seconds is None:
            self.first_call_seconds = time.perf_counter() - started
            if self.name != "eager":
                logger.info("%s engine: first call took %.1f s (compilation included)", self.name,
                            self.first_call_seconds)
        return completions

    def _progress(self, total):
        return tqdm(total=total, desc="decoding", unit="tok", leave=False, disable=not self.show_progress)

    def _generate(self, model, prompt_ids, generation_config, pad_token_id, on_batch):
        config = copy.deepcopy(generation_config)
        config.pad_token_id = pad_token_id
        config.output_scores = config.return_dict_in_generate = self.record_logprobs
        self._configure(config)

        def decode(input_ids, attention_mask, bar, report, report_partial):
            output = model.generate(input_ids=input_ids, attention_mask=attention_mask, generation_config=config,
                                    stopping_criteria=StoppingCriteriaList([GenerationMonitor(bar, self.stop_event)]))
            generated = (output.sequences if self.record_logprobs else output)[:, input_ids.shape[1]:]
            if not self.record_logprobs:
                return generated, None
            # (rows, steps): log-prob of each chosen token under the sampling scores
            chosen = [torch.log_softmax(step.float(), dim=-1).gather(-1, generated[:, t:t + 1])[:, 0]
                      for t, step in enumerate(output.scores)]
            return generated, torch.stack(chosen, dim=1)

        return self._batched(model, prompt_ids, config, pad_token_id, on_batch, decode)

    def _batched(self, model, prompt_ids, config, pad_token_id, on_batch, decode):
        """Sort the prompts longest first, left-pad them in batches of batch_size rows (filled up to batch_size with
        copies for the fixed-shape engines) and cut each output after its end token; decode(input_ids,
        attention_mask, bar, report, report_partial) returns the new tokens and, with record_logprobs, their
        log-probs, and may call report(batch rows, their new tokens) as rows end and report_partial(batch rows,
        their tokens so far) for rows still decoding. Every completion goes to on_finished once."""
        end_ids = end_token_ids(config)
        device = next(model.parameters()).device
        order = sorted(range(len(prompt_ids)), key=lambda i: -len(prompt_ids[i]))  # longest first: OOM shows at once
        results = [None] * len(prompt_ids)
        logprobs = [None] * len(prompt_ids) if self.record_logprobs else None
        for chunk, filler in batch_rows(len(order), self.batch_size, self.fixed_rows):
            rows = [order[i] for i in chunk]
            batch = [prompt_ids[r] for r in rows] + [prompt_ids[rows[-1]]] * filler
            width = bucketed_width(max(self.min_prompt_width, *(len(ids) for ids in batch)), self.prompt_bucket)
            input_ids, attention_mask = left_padded(batch, width, pad_token_id)
            reported = set()

            def report(batch_rows_done, tokens):
                for row, ids in zip(batch_rows_done, tokens.tolist()):
                    if row < len(rows) and row not in reported:
                        reported.add(row)
                        results[rows[row]] = cut_at_end(ids, end_ids)
                        if self.on_finished is not None:
                            self.on_finished(rows[row], results[rows[row]])

            def report_partial(batch_rows_seen, tokens):
                for row, ids in zip(batch_rows_seen, tokens.tolist()):
                    if row < len(rows) and row not in reported:
                        self.on_partial.callback(rows[row], ids)

            with self._progress(config.max_new_tokens) as bar:
                generated, chosen = decode(input_ids.to(device), attention_mask.to(device), bar, report,
                                           report_partial)
            generated, chosen = generated.cpu(), None if chosen is None else chosen.cpu()
            report(range(len(rows)), generated[:len(rows)])
            for row, r in enumerate(rows):
                if logprobs is not None:
                    logprobs[r] = chosen[row, :len(results[r])].tolist()
            on_batch(len(rows))
        self.last_logprobs = logprobs
        return results

    def _configure(self, config):
        config.cache_implementation = None
        config.disable_compile = True


class CompiledEngine(GenerationEngine):
    """generate() with a static cache: transformers compiles the decode step (CUDA graphs) once per shape."""

    name = "compiled"
    fixed_rows = True

    def __init__(self, batch_size=GPU_BATCH_ROWS, prompt_bucket=PROMPT_BUCKET, **kwargs):
        super().__init__(batch_size=batch_size, prompt_bucket=prompt_bucket, **kwargs)

    def _configure(self, config):
        config.cache_implementation = "static"
        config.disable_compile = False




def end_token_ids(generation_config):
    ids = generation_config.eos_token_id
    return [] if ids is None else ([ids] if isinstance(ids, int) else list(ids))


def cut_at_end(token_ids, end_ids):
    """token_ids up to and including the first end token (all of them if none)."""
    for position, token in enumerate(token_ids):
        if token in end_ids:
            return token_ids[: position + 1]
    return token_ids
