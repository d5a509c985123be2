"""How many parameters each way of training the bundled Qwen2.5-Coder-0.5B-Instruct trains: TinyLoRA (u scalars
per group of --tying), LoRA of rank r on some projections, full fine-tuning (every weight), from the model's shape
alone, for runs whose run_config.json does not record the count (benchmarks/adapter_study_summary.py)."""
from dataclasses import dataclass

from tinylora_coder.config import TARGET_MODULES


@dataclass(frozen=True)
class QwenShape:
    layers: int
    hidden: int
    intermediate: int
    heads: int
    kv_heads: int
    head_dim: int
    vocab: int
    tied_embeddings: bool

    def projections(self):
        """{projection: (in features, out features)} of one decoder layer."""
        q, kv = self.heads * self.head_dim, self.kv_heads * self.head_dim
        return {"q_proj": (self.hidden, q), "k_proj": (self.hidden, kv), "v_proj": (self.hidden, kv),
                "o_proj": (q, self.hidden), "gate_proj": (self.hidden, self.intermediate),
                "up_proj": (self.hidden, self.intermediate), "down_proj": (self.intermediate, self.hidden)}


# config.json of Qwen2.5-Coder-0.5B-Instruct (the bundled model's weights)
QWEN_05B = QwenShape(layers=24, hidden=896, intermediate=4864, heads=14, kv_heads=2, head_dim=64, vocab=151936,
                     tied_embeddings=True)
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
    projections = shape.projections()
    unknown = sorted(set(targets) - set(projections))
    if unknown:
        raise ValueError(f"unknown LoRA target modules {unknown}; known: {', '.join(projections)}")
    return shape.layers * sum(rank * (projections[t][0] + projections[t][1]) for t in targets)


def full_parameters(shape=QWEN_05B):
    """Every weight: the token embedding (the output layer shares it when tied), per layer the seven projections
    (biases on q, k and v, as Qwen2 has) and two RMSNorm weights, and the final norm."""
    projections = shape.projections()
    per_layer = sum(n_in * n_out for n_in, n_out in projections.values())
    per_layer += sum(projections[name][1] for name in ("q_proj", "k_proj", "v_proj")) + 2 * shape.hidden
    embeddings = shape.vocab * shape.hidden * (1 if shape.tied_embeddings else 2)
    return embeddings + shape.layers * per_layer + shape.hidden
