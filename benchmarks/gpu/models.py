"""Models for the GPU benchmarks: seeded random Qwen2 models (BF16, NF4) and a switch between layer implementations
(plain, the project's TinyLoRA, the original project's layer, PEFT's TinyLora) on one model."""
import shutil
import tempfile
import time

import torch

from original_layer import build_original_layers

from .common import free_memory, log, peft_version, timed, utils


def model_config(args, vocab_size=None):
    if args.tiny:
        return utils.tiny_qwen2_config(vocab_size=vocab_size or 1024)
    return utils.qwen2_3b_config()


def build_model(args, dtype=torch.bfloat16, vocab_size=None, config=None, name="random-qwen2.5-coder-3b-shape"):
    """A Qwen2 model with seeded random weights, built directly on the benchmark device (seconds, not minutes)."""
    from transformers import Qwen2ForCausalLM

    config = config or model_config(args, vocab_size)
    torch.manual_seed(args.seed)
    start = time.perf_counter()
    with torch.device(args.device):
        model = Qwen2ForCausalLM(config)
    model.to(dtype).eval()
    model.requires_grad_(False)
    model.generation_config.pad_token_id = model.generation_config.eos_token_id or 0
    model.tinylora_model_id = f"{'tiny' if args.tiny else name}-seed{args.seed}"
    params = sum(p.numel() for p in model.parameters())
    log(f"model: {params / 1e9:.2f} B parameters, {str(dtype).replace('torch.', '')}, {args.device}, "
        f"built in {time.perf_counter() - start:.1f} s")
    return model


def build_nf4_model(args):
    """The random BF16 model quantised to NF4 the way get_model_and_tokenizer loads the real one."""
    from transformers import AutoModelForCausalLM, BitsAndBytesConfig

    model = build_model(args)
    folder = tempfile.mkdtemp(prefix="bench-nf4-")
    try:
        start = time.perf_counter()
        model.save_pretrained(folder)
        del model
        free_memory(args.device)
        quantization = BitsAndBytesConfig(load_in_4bit=True, bnb_4bit_quant_type="nf4",
                                          bnb_4bit_compute_dtype=torch.bfloat16, bnb_4bit_use_double_quant=True)
        model = AutoModelForCausalLM.from_pretrained(folder, quantization_config=quantization, dtype=torch.bfloat16,
                                                     device_map={"": args.device.index or 0})
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    model.eval()
    model.requires_grad_(False)
    model.generation_config.pad_token_id = model.generation_config.eos_token_id or 0
    model.tinylora_model_id = f"random-qwen2.5-coder-3b-shape-seed{args.seed}-nf4"
    log(f"model: quantised to NF4 in {time.perf_counter() - start:.1f} s")
    return model


def apply_project_tiny_lora(args, model, verbose=True):
    params = utils.TinyLoRAGlobalParams(args.u)
    seconds, count = timed(args.device, utils.apply_tiny_lora, model, params, rank=args.rank,
                           seed=utils.TINYLORA_SEED, verbose=verbose)
    return params, count, seconds


def peft_config(args):
    from peft import TinyLoraConfig

    # weight_tying=1.0: one v for every layer, as the project's tying="all".
    return TinyLoraConfig(r=args.rank, u=args.u, weight_tying=1.0, projection_seed=utils.TINYLORA_SEED,
                          target_modules=list(utils.TARGET_MODULES))


class LayerSwitch:
    """Switches every target projection of one model between implementations (plain, TinyLoRA, the original project's, PEFT).

    One model instance serves every variant, so they run on the same weights and memory layout; switching is a
    setattr per layer.
    """

    def __init__(self, model):
        self.model = model
        self.slots = {}
        plain = {}
        for name, module in utils.find_target_layers(model):
            parent_name, _, child = name.rpartition(".")
            self.slots[name] = (model.get_submodule(parent_name) if parent_name else model, child)
            plain[name] = module
        self.impls = {"plain": plain}
        self.active = "plain"

    def capture(self, impl):
        """Record the layers now in the model as implementation `impl`, then switch back to plain."""
        self.impls[impl] = {name: getattr(parent, child) for name, (parent, child) in self.slots.items()}
        self.active = impl
        self.use("plain")

    def add(self, impl, modules):
        self.impls[impl] = modules

    def use(self, impl):
        if impl != self.active:
            for name, (parent, child) in self.slots.items():
                setattr(parent, child, self.impls[impl][name])
            self.active = impl
        return self.model

    @property
    def layers(self):
        return [(name, self.impls["plain"][name]) for name in self.slots]


def add_tinylora(args, switch):
    """Apply the project's TinyLoRA (SVD from the cache when present) and register it as implementation 'tinylora'."""
    switch.use("plain")
    params, _, _ = apply_project_tiny_lora(args, switch.model)
    switch.capture("tinylora")
    return params


def add_original_layers(args, switch):
    """The original project's layer around the same base layers, with the same U, S, Vh (read from the SVD cache)."""
    skeleton, _, _, _ = utils.load_or_compute_skeleton(switch.layers, args.rank, switch.model.tinylora_model_id,
                                                       cache=utils.SvdCache(), show_progress=False)
    layers, original_v = build_original_layers(switch.layers, skeleton, args.u, args.rank)
    switch.add("original", layers)
    return original_v


def add_peft(args, switch):
    """PEFT's TinyLora layers (TinyLoraConfig, full tying), injected into the same model; returns (v list, seconds),
    or (None, None) when PEFT is not installed (its variants are then skipped)."""
    if peft_version() is None:
        log("PEFT variants skipped: peft is not installed (pip install peft)")
        return None, None
    from peft import get_peft_model

    switch.use("plain")
    seconds, peft_model = timed(args.device, get_peft_model, switch.model, peft_config(args))
    switch.capture("peft")
    peft_v = [p for n, p in peft_model.named_parameters() if "tinylora_v" in n]
    log(f"PEFT TinyLora: {len(switch.slots)} layers, {sum(p.numel() for p in peft_v)} trainable, "
        f"init {seconds:.1f} s")
    switch.peft_model = peft_model  # keep the PeftModel alive: its layers refer to its shared v
    return peft_v, seconds
