"""What TRL's vLLM weight sync sends for a TinyLoRA model: W + dW under the plain model's names (the trainer's
install_vllm_weight_sync hands it to TRL's sync through library_boundary.use_vllm_weights)."""

from ..library_boundary import vllm_parameter_name
from ..tinylora.merge import merged_named_parameters


def vllm_serving_dtype(generation):
    """The dtype vLLM holds the weights in, for TRL's VLLMGeneration `generation`.

    Colocated: read from the engine. Server: None, i.e. the training weights' dtype (bf16 with --no_quant on a
    GPU, which is also what a server started with --dtype auto picks for these models); the server casts what it
    receives into its own parameters.
    """
    if generation.mode == "colocate":
        return generation.llm.llm_engine.model_config.dtype
    return None


def vllm_named_parameters(model, generation):
    """What TRL's weight sync sends to vLLM for a TinyLoRA model: (name, tensor), one tensor at a time.

    Exactly merge.merged_named_parameters(model): W + dW for every TinyLoRA layer under the plain model's name
    (computed in float32, rounded once to the serving dtype), every other parameter unchanged, no
    tinylora.global_v; each name renamed as TRL's own VLLMGeneration renames it. `model` is the unwrapped model;
    `generation` is the trainer's VLLMGeneration.
    """
    dtype = vllm_serving_dtype(generation)
    for name, tensor in merged_named_parameters(model, dtype=dtype):
        yield vllm_parameter_name(generation, name), tensor
