"""The cuda_graph engine: the project's own decode loop (graph_decode.py), each decode step one CUDA graph replay."""

import copy
import logging

import torch

from .engine import (GPU_BATCH_ROWS, PROMPT_BUCKET, CompiledEngine, GenerationEngine, GenerationInterrupted,
                     end_token_ids)
from .fused_projections import fusion_wanted
from .packed_attention import decode_attention_wanted
from .graph_decode import (CHECK_EVERY, GraphDecoder, logits_processors, prepared_generation_config,
                           unsupported_reason)

logger = logging.getLogger("tinylora.generation")


class CudaGraphEngine(GenerationEngine):
    """The project's decode loop (graph_decode.GraphDecoder): a static cache, each decode step one CUDA graph replay
    (forward, generate()'s own logits processors, sampling), the host checking for end tokens every 32 steps.

    Settings the loop does not cover (a repetition penalty, min_new_tokens, ...; see graph_decode.unsupported_reason)
    go to the compiled engine, with a note the first time. `capture=False` runs the same loop without graphs
    (CPU tests). TINYLORA_FUSED_PROJECTIONS=0 in the environment keeps the step's q/k/v and gate/up projections
    apart (fused_projections.py; for benchmarks); TINYLORA_DECODE_ATTENTION=flex samples with FlexAttention's decoding
    kernel instead of the packed SDPA call (packed_attention.py; not yet measured against it).
    """

    name = "cuda_graph"
    fixed_rows = True

    def __init__(self, batch_size=GPU_BATCH_ROWS, prompt_bucket=PROMPT_BUCKET, capture=True,
                 check_every=CHECK_EVERY, **kwargs):
        super().__init__(batch_size=batch_size, prompt_bucket=prompt_bucket, **kwargs)
        self.decoder = GraphDecoder(capture=capture, check_every=check_every, fuse_projections=fusion_wanted(),
                                    pack_gqa=decode_attention_wanted())
        self.fallback = None  # the compiled engine, made the first time a setting needs it
        self._noted = set()

    def _generate(self, model, prompt_ids, generation_config, pad_token_id, on_batch):
        config = copy.deepcopy(generation_config)
        config.pad_token_id = pad_token_id
        prepared = prepared_generation_config(model, config)
        processors = None if prepared is None else logits_processors(model, prepared, next(model.parameters()).device)
        reason = unsupported_reason(model, prepared, processors)
        if reason is not None:
            if reason not in self._noted:
                self._noted.add(reason)
                logger.warning("cuda_graph engine: %s; using the compiled engine", reason)
            if self.fallback is None:
                self.fallback = CompiledEngine(batch_size=self.batch_size, prompt_bucket=self.prompt_bucket,
                                               stop_event=self.stop_event, show_progress=self.show_progress,
                                               min_prompt_width=self.min_prompt_width)
            self.fallback.record_logprobs = self.record_logprobs
            self.fallback.on_finished = self.on_finished
            completions = self.fallback._generate(model, prompt_ids, generation_config, pad_token_id, on_batch)
            self.last_logprobs = self.fallback.last_logprobs
            return completions

        watch_ids = None if self.on_partial is None else torch.tensor(self.on_partial.token_ids, dtype=torch.long,
                                                                       device=next(model.parameters()).device)

        def decode(input_ids, attention_mask, bar, report, report_partial):
            def monitor(steps_done):
                bar.update(steps_done - bar.n)
                if self.stop_event is not None and self.stop_event.is_set():
                    raise GenerationInterrupted("generation stopped on request")

            return self.decoder.decode(model, input_ids, attention_mask, prepared, processors, pad_token_id,
                                       end_token_ids(prepared), monitor=monitor,
                                       on_rows_done=report if self.on_finished is not None else None,
                                       compact=self.compact,
                                       watch=None if watch_ids is None else (watch_ids, report_partial))

        return self._batched(model, prompt_ids, prepared, pad_token_id, on_batch, decode)
