"""The continuous engine: transformers' continuous batching (generate_batch, paged attention)."""

import copy

from .engine import GenerationEngine, GenerationInterrupted, cut_at_end, end_token_ids


class ContinuousEngine(GenerationEngine):
    """transformers' continuous batching (generate_batch): requests join and leave the batch as they finish."""

    name = "continuous"
    reports_rows = False

    def __init__(self, use_cuda_graph=None, **kwargs):
        super().__init__(**kwargs)
        # None: on a GPU, where it was faster: 1,335 useful tokens/s against 378 without, 64 rows, H100, 2026-11-23
        # (benchmarks/results/rollouts/2026-11-23_h100_continuous_batching.json)
        self.use_cuda_graph = use_cuda_graph

    def _generate(self, model, prompt_ids, generation_config, pad_token_id, on_batch):
        from transformers import ContinuousBatchingConfig

        config = copy.deepcopy(generation_config)
        config.pad_token_id = pad_token_id
        end_ids = end_token_ids(config)
        on_gpu = next(model.parameters()).is_cuda
        use_cuda_graph = on_gpu if self.use_cuda_graph is None else self.use_cuda_graph
        cb_config = ContinuousBatchingConfig(use_cuda_graph=use_cuda_graph)
        if self.stop_event is not None and self.stop_event.is_set():
            raise GenerationInterrupted("generation stopped on request")
        outputs = model.generate_batch([list(ids) for ids in prompt_ids], generation_config=config,
                                       continuous_batching_config=cb_config, progress_bar=self.show_progress)
        on_batch(len(prompt_ids))
        return [cut_at_end(list(out.generated_tokens), end_ids) for out in outputs.values()]  # in input order
