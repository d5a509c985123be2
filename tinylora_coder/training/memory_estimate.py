"""What a GRPO training run holds on its GPU, estimated from the model's config before its weights load (the memory
plan, memory_plan.py, chooses from these estimates).

The parts: the weights (bf16 2 bytes a parameter; NF4 about half a byte a projection weight, the rest bf16; full
fine-tuning's float32 master weights), the bf16 rollout copy (a 4-bit base, and full fine-tuning) or the merged
weights the engine samples a bf16 base with, what is trained (TinyLoRA's v; LoRA's float32 A and B; full: gradients
and AdamW's moments), the rollout engine's static KV caches and CUDA graphs (or a colocated vLLM's share), and, one at
a time, the training forward and backward of one micro-batch or the engine's prefill of the round. TRL 1.16 never
materialises the logits of a training micro-batch (its fused LM head works in tiles), so the activations of the
transformer layers dominate what a micro-batch row costs, not the vocabulary.

Each coefficient says where it comes from: a measurement (with its number and file) or how a library holds the
tensors. Checked against the bundled 0.5B's measured peaks (tests/test_memory_plan.py): TinyLoRA 16.4 GiB, LoRA r16
23.3 GiB, full fine-tuning 34.8 GiB, bf16, 64 completions of up to 512 tokens, micro-batch 16 (H200, 2026-12-04).
"""

import dataclasses
import math

from ..config import TARGET_MODULES
from ..generation.engine import PROMPT_BUCKET
from .micro_batch import ENGINE_CACHE_COPIES

GIB = 2 ** 30
MIB = 2 ** 20

# ----- measured: a study run's out-of-memory message (H200, torch 2.11, 2026-11-25;
# benchmarks/results/learning/2026-11-25_h200_stage2_gpu_memory.log): "this process has 20.12 GiB memory in use. Of
# the allocated memory 18.09 GiB is allocated by PyTorch, with 301.00 MiB allocated in private pools (e.g., CUDA
# Graphs), and 1.12 GiB is reserved by PyTorch but unallocated."
CUDA_CONTEXT_BYTES = round((20.12 - 18.09 - 1.12) * GIB)  # 0.91 GiB outside PyTorch's allocator (and its cap)
# Reserved but unusable (fragmentation), as a share of what PyTorch had allocated: 6.2% in that message (1.12 of 18.09
# GiB) was too little for the 3B. bf16, 64 x 1024 tokens, micro-batch 64 with checkpointing under a 40 GiB cap
# (planned 39.4 GiB at 6.2%) ran out of memory in its row gradients with "35.84 GiB is allocated by PyTorch" and 39.05
# reserved: 3.21 GiB, 9.0% (H200, 2026-12-04, benchmarks/results/3b_step/2026-12-04_h200_1024_tokens.json). At 9.0%
# every other measured 3B and 0.5B configuration keeps the micro-batch it ran with.
ALLOCATOR_SLACK = (39.05 - 35.84) / 35.84
CUDA_GRAPH_POOL_BYTES = 301 * MIB  # the decode step's recorded graphs (0.5B, 64 rows)

# ----- measured: the activations of one row, forward and backward through the layers without checkpointing:
# micro_batch.probe_row_bytes on the bundled 0.5B with TinyLoRA, bf16, rows of 437 + 512 tokens (the bundled
# problems' longest prompt and --max_completion_length 512): "898 MiB a row measured" (H100, 2026-11-26,
# benchmarks/results/grpo_step/2026-11-26_h100_train_rl_8_steps.log). SwiGLU keeps three intermediate-wide bf16
# tensors a token (gate's output, its SiLU, up's output): 6 bytes an intermediate unit; the rest of the measured
# 41,343 bytes a token and layer (norms in float32, attention's inputs and output, the residual stream) is counted
# per hidden unit: (41,343 - 6 x 4,864) / 896 = 13.57. The probe's earlier readings (681-690 MiB a row, H100,
# 2026-11-25) would put TinyLoRA's peak in the benchmark below at 13.4 GiB against the 16.4 measured; this one gives
# 16.4 (tests/test_memory_plan.py).
ACT_INTERMEDIATE_BYTES = 6
PROBE_ROW_BYTES, PROBE_TOKENS, PROBE_LAYERS, PROBE_HIDDEN, PROBE_INTERMEDIATE = 898 * MIB, 437 + 512, 24, 896, 4864
ACT_HIDDEN_BYTES = (PROBE_ROW_BYTES / (PROBE_TOKENS * PROBE_LAYERS) - ACT_INTERMEDIATE_BYTES * PROBE_INTERMEDIATE) \
    / PROBE_HIDDEN

# ----- structural (how the libraries hold things; no measurement of their own) -----
# bitsandbytes NF4 with double quantisation (loading.nf4_config): 4 bits a weight, an 8-bit absmax a block of 64,
# a float32 absmax a block of 256 of those
NF4_BYTES_PER_WEIGHT = 0.5 + 1 / 64 + 4 / (64 * 256)
# TRL 1.16's fused LM head projects 4,096 tokens onto 32,768 vocabulary entries at a time (bf16), and keeps the
# micro-batch's final hidden states (bf16) and their float32 gradient
LM_HEAD_TILE_BYTES = 4096 * 32768 * 2
LM_HEAD_TOKEN_HIDDEN_BYTES = 2 + 4
# Trained parameters kept in float32 (TinyLoRA's v, PEFT's LoRA A and B over a bf16 base, full fine-tuning's master
# weights): the gradient (4 bytes) and AdamW's two moments (8), beside the 4 of the weight itself
GRADIENT_AND_ADAMW_BYTES = 12
# The engine's prefill of the round runs one layer at a time without gradients: the MLP's three intermediate-wide
# tensors and two hidden-wide ones a prompt token, in bf16
PREFILL_INTERMEDIATE_BYTES, PREFILL_HIDDEN_BYTES = 6, 4
# Full fine-tuning runs float32 weights under bf16 autocast: every linear layer keeps the bf16 copy of its input its
# weight gradient needs (LoRA: each adapted layer, after PEFT's cast to its float32 A), the two RMSNorms of a layer
# their float32 output (2 bytes more a hidden unit than in bf16), and a checkpoint the float32 residual stream
FULL_NORM_EXTRA_BYTES = 2 * 2


@dataclasses.dataclass(frozen=True)
class ModelShape:
    """What the memory of a decoder-only transformer depends on, read from its config (from_config)."""

    layers: int
    hidden: int
    intermediate: int
    heads: int
    kv_heads: int
    head_dim: int
    vocab: int
    tied: bool
    model_type: str = "qwen2"

    @classmethod
    def from_config(cls, config):
        """The shape of a transformers config; None for one this plan does not model (no dense MLP: a mixture of
        experts, or fields it lacks)."""
        config = config.get_text_config() if hasattr(config, "get_text_config") else config
        names = ("num_hidden_layers", "hidden_size", "intermediate_size", "num_attention_heads", "vocab_size")
        if any(not isinstance(getattr(config, name, None), int) for name in names):
            return None
        if any(getattr(config, key, None) for key in ("num_experts", "num_local_experts", "n_routed_experts")):
            return None
        heads = config.num_attention_heads
        return cls(layers=config.num_hidden_layers, hidden=config.hidden_size, intermediate=config.intermediate_size,
                   heads=heads, kv_heads=getattr(config, "num_key_value_heads", None) or heads,
                   head_dim=getattr(config, "head_dim", None) or config.hidden_size // heads, vocab=config.vocab_size,
                   tied=bool(getattr(config, "tie_word_embeddings", True)),
                   model_type=getattr(config, "model_type", "") or "")

    def linear_shapes(self):
        """{projection name: (in features, out features)} of one layer (TinyLoRA's TARGET_MODULES)."""
        q, kv, h, i = self.heads * self.head_dim, self.kv_heads * self.head_dim, self.hidden, self.intermediate
        return {"q_proj": (h, q), "k_proj": (h, kv), "v_proj": (h, kv), "o_proj": (q, h), "gate_proj": (h, i),
                "up_proj": (h, i), "down_proj": (i, h)}

    def projection_weights(self, names=TARGET_MODULES):
        """Weights of the named projections over all layers."""
        return self.layers * sum(i * o for name, (i, o) in self.linear_shapes().items() if name in names)

    @property
    def embedding_weights(self):
        """The input embeddings, and the output layer when it is not tied to them."""
        return self.vocab * self.hidden * (1 if self.tied else 2)

    @property
    def parameters(self):
        """Every parameter: projections, their q/k/v biases (Qwen2's), the RMSNorm weights, the embeddings."""
        biases = self.layers * (self.heads + 2 * self.kv_heads) * self.head_dim if self.model_type == "qwen2" else 0
        norms = self.layers * 2 * self.hidden + self.hidden
        return self.projection_weights() + biases + norms + self.embedding_weights

    def kv_cache_bytes(self, rows, tokens, dtype_bytes=2):
        """A static KV cache of `rows` x `tokens` (keys and values, every layer; bf16)."""
        return rows * tokens * self.layers * 2 * self.kv_heads * self.head_dim * dtype_bytes

    def describe(self):
        return (f"{self.model_type or 'model'}, {self.parameters / 1e9:.2f} B parameters ({self.layers} layers, "
                f"hidden {self.hidden})")


@dataclasses.dataclass(frozen=True)
class Workload:
    """What a run does with the model, as far as its memory goes.

    rows: completions a round on this GPU (per_device_train_batch_size x gradient_accumulation_steps), sampled
    together by the engine; prompt_tokens: the longest prompt; weights: "bf16" or "nf4"; adapter: "tinylora", "lora" or
    "full"; rollouts: "engine" (the project's engines), "vllm_colocate" (vllm_bytes of the GPU go to vLLM) or
    "vllm_server" (rollouts on another GPU)."""

    rows: int
    prompt_tokens: int
    completion_tokens: int
    weights: str = "bf16"
    adapter: str = "tinylora"
    trained_scalars: int = 0  # TinyLoRA's v
    tinylora_rank: int = 2
    lora_r: int = 8
    lora_targets: tuple = ("q_proj", "v_proj")  # PEFT's default for Qwen2
    rollouts: str = "engine"
    vllm_bytes: int = 0
    prompt_bucket: int = PROMPT_BUCKET  # the engine pads prompts to a multiple of this many tokens
    prefix_gradients: bool = False  # --share_prompt_forward: each row's d_i kept until the round's loss

    @property
    def sequence_tokens(self):
        return self.prompt_tokens + self.completion_tokens

    @property
    def prompt_width(self):
        return math.ceil(self.prompt_tokens / self.prompt_bucket) * self.prompt_bucket

    @property
    def cache_tokens(self):
        return self.prompt_width + self.completion_tokens


@dataclasses.dataclass(frozen=True)
class Estimate:
    """The bytes of each part; `peak`: what torch.cuda.max_memory_allocated would read; `needed`: the peak with the
    allocator's slack, to compare with the memory the run may take."""

    parts: dict  # name -> bytes held for the whole run
    training: dict  # name -> bytes of one micro-batch's forward and backward
    sampling: dict  # name -> bytes of the engine's prefill

    @property
    def held(self):
        return sum(self.parts.values())

    @property
    def peak(self):
        return self.held + max(sum(self.training.values()), sum(self.sampling.values()))

    @property
    def needed(self):
        return self.peak * (1 + ALLOCATOR_SLACK)

    def gib(self):
        """Every part in GiB (rounded), for run_config.json."""
        every = {**self.parts, **self.training, **self.sampling}
        return {name: round(value / GIB, 2) for name, value in every.items() if value}


def token_bytes(shape, workload, checkpointing):
    """Bytes one token of a training row keeps from its forward to its backward."""
    per_layer = ACT_INTERMEDIATE_BYTES * shape.intermediate + ACT_HIDDEN_BYTES * shape.hidden
    linears = shape.linear_shapes()
    if workload.adapter == "lora":
        per_layer += sum(2 * linears[name][0] + 2 * workload.lora_r for name in workload.lora_targets
                         if name in linears)
    elif workload.adapter == "full":
        per_layer += sum(2 * i for i, _ in linears.values()) + FULL_NORM_EXTRA_BYTES * shape.hidden
    head = LM_HEAD_TOKEN_HIDDEN_BYTES * shape.hidden
    if not checkpointing:
        return shape.layers * per_layer + head
    # a checkpoint keeps each layer's input; the backward recomputes one layer at a time
    stream = (4 if workload.adapter == "full" else 2) * shape.hidden
    return shape.layers * stream + per_layer + head


def estimate(shape, workload, micro_batch, checkpointing, rollout_copy):
    """The Estimate of `workload` on `shape` with this micro-batch, checkpointing and rollout copy (the copy applies
    to a 4-bit base; full fine-tuning always samples a bf16 copy of its float32 weights)."""
    params, projections = shape.parameters, shape.projection_weights()
    full, nf4 = workload.adapter == "full", workload.weights == "nf4" and workload.adapter != "full"
    parts = {}
    if full:
        parts["weights"] = 4 * params
    elif nf4:
        parts["weights"] = NF4_BYTES_PER_WEIGHT * projections + 2 * (params - projections)
    else:
        parts["weights"] = 2 * params
    if full or (nf4 and rollout_copy):
        parts["rollout copy"] = 2 * params
    elif not nf4 and workload.rollouts == "engine":
        # tiny_lora_merged keeps a bf16 W + dW of every adapted layer between rounds (4-bit layers are not merged)
        merged = TARGET_MODULES if workload.adapter == "tinylora" else workload.lora_targets
        parts["merged weights"] = 2 * shape.projection_weights(merged)
    if workload.adapter == "tinylora":
        # v, and every layer's SVD skeleton U S and V^T (bf16, rank r)
        in_out = sum(i + o for i, o in shape.linear_shapes().values())
        parts["trained"] = (4 + GRADIENT_AND_ADAMW_BYTES) * workload.trained_scalars \
            + 2 * workload.tinylora_rank * shape.layers * in_out
    elif workload.adapter == "lora":
        lora = shape.layers * workload.lora_r * sum(i + o for name, (i, o) in shape.linear_shapes().items()
                                                    if name in workload.lora_targets)
        parts["trained"] = (4 + GRADIENT_AND_ADAMW_BYTES) * lora
    else:
        parts["trained"] = GRADIENT_AND_ADAMW_BYTES * params
    if workload.rollouts == "engine":
        # ENGINE_CACHE_COPIES (micro_batch.py, not measured): the engine keeps the round's static cache and the
        # smaller ones it compacts into; the CUDA graphs' pool as measured above
        parts["rollout caches"] = ENGINE_CACHE_COPIES * shape.kv_cache_bytes(workload.rows, workload.cache_tokens) \
            + CUDA_GRAPH_POOL_BYTES
    elif workload.rollouts == "vllm_colocate":
        parts["vllm"] = workload.vllm_bytes
    if workload.prefix_gradients:
        # shared_prompts.PrefixTable: a row's gradient with respect to its prompt's keys and values, held from the row
        # gradients to the round's last micro-batch (and while dynamic sampling samples more)
        parts["prefix gradients"] = shape.kv_cache_bytes(workload.rows, workload.prompt_tokens)
    training = {"activations": micro_batch * workload.sequence_tokens * token_bytes(shape, workload, checkpointing),
                "lm head tile": LM_HEAD_TILE_BYTES}
    if full:
        # autocast's bf16 copies of the float32 projection weights live from the forward to the backward; the
        # embeddings' and output layer's float32 gradients arrive whole before they are added to .grad
        training["bf16 weight copies"] = 2 * projections
        training["embedding gradients"] = 4 * shape.embedding_weights
    if workload.prefix_gradients:
        # a suffix pass's rows' copies of their prompts' keys and values, as leaves, and those leaves' gradients
        training["prefix copies"] = 2 * shape.kv_cache_bytes(micro_batch, workload.prompt_tokens)
    sampling = {}
    if workload.rollouts == "engine":
        per_token = PREFILL_INTERMEDIATE_BYTES * shape.intermediate + PREFILL_HIDDEN_BYTES * shape.hidden
        sampling["prefill"] = workload.rows * workload.prompt_width * per_token
    return Estimate({k: int(v) for k, v in parts.items()}, {k: int(v) for k, v in training.items()},
                    {k: int(v) for k, v in sampling.items()})
