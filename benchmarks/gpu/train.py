"""Part train: one train step (forward + backward, gradient checkpointing) per layer implementation."""
import torch

from .common import FIRST_SPECIAL_TOKEN, free_memory, log, median, print_table, run_meta, save_result, timed
from .models import LayerSwitch, add_peft, add_original_layers, add_tinylora, build_model, build_nf4_model


def set_activation_checkpointing(model, enable):
    """Gradient (activation) checkpointing on or off; transformers renamed the methods in 5.2x."""
    kwargs = {"use_reentrant": False}
    if hasattr(model, "activation_checkpointing_enable"):
        if enable:
            model.activation_checkpointing_enable(activation_checkpointing_kwargs=kwargs)
        else:
            model.activation_checkpointing_disable()
    elif enable:
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs=kwargs)
    else:
        model.gradient_checkpointing_disable()


def train_step(model, batch, trainable, grad_to_inputs=False):
    """Forward + backward of the LM loss; with grad_to_inputs (no trainable tensor), backward to the embeddings."""
    for p in trainable:
        p.grad = None
    hook = None
    if grad_to_inputs:
        embeddings = model.get_input_embeddings()
        hook = embeddings.register_forward_hook(lambda module, inputs, output: output.requires_grad_())
    try:
        loss = model(input_ids=batch, labels=batch).loss
        loss.backward()
    finally:
        if hook is not None:
            hook.remove()
    return loss.detach()


def run_train(args, dtype_name):
    if dtype_name == "nf4" and args.device.type != "cuda":
        log("train nf4: skipped (NF4 needs CUDA and bitsandbytes)")
        return
    log(f"\n=== train step ({dtype_name}) ===")
    model = build_nf4_model(args) if dtype_name == "nf4" else build_model(args)
    switch = LayerSwitch(model)
    params = add_tinylora(args, switch)
    designs = {"plain": ("plain", "plain model (backward to the embeddings)", [])}
    designs["tinylora"] = ("tinylora", "project TinyLoRA (low-rank path)", [params.global_v])
    if dtype_name == "bf16":
        original_v = add_original_layers(args, switch)
        designs["original"] = ("original", "the original project's layer (dW each forward)", [original_v])
        peft_v, _ = add_peft(args, switch)
        if peft_v is not None:
            designs["peft"] = ("peft", "PEFT TinyLoraConfig", peft_v)
    for _, _, trainable in designs.values():
        for p in trainable:
            p.requires_grad_(True)  # PEFT freezes every parameter it does not own, ours included
    model.config.use_cache = False
    set_activation_checkpointing(model, True)
    model.train()
    generator = torch.Generator().manual_seed(args.seed)
    high = min(model.config.vocab_size, FIRST_SPECIAL_TOKEN)
    batch = torch.randint(0, high, (args.train_batch, args.train_tokens), generator=generator).to(args.device)

    times = {key: [] for key in designs}
    for step in range(args.train_steps + 1):  # step 0 is warm-up
        this_step = {}
        for key, (impl, _, trainable) in designs.items():  # interleaved: A B C D, A B C D, ...
            switch.use(impl)
            this_step[key], _ = timed(args.device, train_step, model, batch, trainable, grad_to_inputs=not trainable)
            if trainable and trainable[0].grad is None:
                raise RuntimeError(f"{key}: v got no gradient")
            if step:
                times[key].append(this_step[key])
        log(f"  step {step}{' (warm-up)' if step == 0 else ''}: "
            + ", ".join(f"{k} {seconds:.3f} s" for k, seconds in this_step.items()))
    peak = torch.cuda.max_memory_allocated(args.device) / 2**30 if args.device.type == "cuda" else None
    medians = {key: median(values) for key, values in times.items()}
    result = {"meta": run_meta(args), "batch": args.train_batch, "tokens": args.train_tokens,
              "gradient_checkpointing": True, "steps_timed": args.train_steps, "seconds": times,
              "median_seconds": medians, "designs": {k: d[1] for k, d in designs.items()}, "peak_memory_gib": peak}
    if "original" in medians:
        result["goals"] = {
            "project <= 0.75x the original layer": {"ratio": medians["tinylora"] / medians["original"],
                                            "met": medians["tinylora"] <= 0.75 * medians["original"]},
        }
        if "peft" in medians:
            result["goals"]["project faster than PEFT"] = {"ratio": medians["tinylora"] / medians["peft"],
                                                           "met": medians["tinylora"] < medians["peft"]}
    print_table(f"Train step {dtype_name}: forward + backward, {args.train_batch} x {args.train_tokens} tokens, "
                f"gradient checkpointing, median of {args.train_steps}",
                ["variant", "seconds", "vs plain", "vs project"],
                [[f"{k} ({d[1]})", medians[k], medians[k] / medians["plain"], medians[k] / medians["tinylora"]]
                 for k, d in designs.items()])
    for goal, value in result.get("goals", {}).items():
        log(f"goal {goal}: {value['ratio']:.2f} -> {'met' if value['met'] else 'NOT met'}")
    save_result(args, "train", dtype_name, result)
    set_activation_checkpointing(model, False)
    del switch, model
    free_memory(args.device)
