"""How many parameters each way of training the bundled Qwen2.5-Coder-0.5B-Instruct trains: TinyLoRA (u scalars
per group of --tying), LoRA of rank r on some projections, full fine-tuning (every weight), from the model's shape
alone, for runs whose run_config.json does not record the count (benchmarks/adapter_study_summary.py)."""
from tinylora_coder.config import TARGET_MODULES
from tinylora_coder.training.memory_estimate import ModelShape

# The bundled Qwen2.5-Coder-0.5B-Instruct as it loads: Qwen's config ties the output layer to the token embedding
# (494,032,768 parameters), but the bundled GGUF holds output.weight (Q8_0) apart from token_embd.weight (Q5_0), so
# the two dequantise to different matrices and the model loads untied: 630,167,424 parameters, every one of which
# full fine-tuning trains (the stored runs' train.log: "trainable 5376 of 630,172,800" with v's 5,376).
QWEN_05B = ModelShape(layers=24, hidden=896, intermediate=4864, heads=14, kv_heads=2, head_dim=64, vocab=151936,
                      tied=False)
# TinyLoRA's trained vectors: one per group of layers --tying makes (tinylora/layer.py layer_group)
TYING_GROUPS = {"all": lambda shape: 1, "type": lambda shape: len(TARGET_MODULES),
                "block": lambda shape: shape.layers, "layer": lambda shape: shape.layers * len(TARGET_MODULES)}


def tinylora_parameters(u, tying, shape=QWEN_05B):
    """u trained scalars for each group of `tying` over the shape's TinyLoRA layers (all seven projections)."""
    if tying not in TYING_GROUPS:
        raise ValueError(f"unknown --tying {tying!r}; known: {', '.join(TYING_GROUPS)}")
    return u * TYING_GROUPS[tying](shape)


def lora_parameters(rank, targets, shape=QWEN_05B):
    """A rank-r LoRA (A: r x in, B: out x r) on each named projection of every layer."""
    projections = shape.linear_shapes()
    unknown = sorted(set(targets) - set(projections))
    if unknown:
        raise ValueError(f"unknown LoRA target modules {unknown}; known: {', '.join(projections)}")
    return shape.layers * sum(rank * (projections[t][0] + projections[t][1]) for t in targets)


def full_parameters(shape=QWEN_05B):
    """Every weight: the token embedding (the output layer shares it when tied), per layer the seven projections
    (biases on q, k and v, as Qwen2 has) and two RMSNorm weights, and the final norm (ModelShape.parameters)."""
    return shape.parameters
