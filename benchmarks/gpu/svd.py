"""Part svd: SVD init of all target layers (first and cached start, a float64 check), the original project's CPU SVD, PEFT's init."""
import contextlib
import shutil
import tempfile

import torch

from original_layer import time_original_svd

from .common import free_memory, log, print_table, run_meta, save_result, timed, utils
from .models import LayerSwitch, add_peft, build_model


@contextlib.contextmanager
def empty_svd_cache():
    """An SVD cache in an empty temporary folder (a first start), removed afterwards."""
    folder = tempfile.mkdtemp(prefix="bench-svd-cache-")
    try:
        yield utils.SvdCache(folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def remove_tiny_lora(model):
    """Put the base layers back and forget the TinyLoRA parameters (so apply_tiny_lora can run again)."""
    for name, module in list(model.named_modules()):
        if isinstance(module, utils.TinyLoRALinear):
            parent_name, _, child = name.rpartition(".")
            setattr(model.get_submodule(parent_name) if parent_name else model, child, module.base_layer)
    del model.tinylora


def check_against_full_svd(args, layers, skeleton):
    """One layer of each shape: project's top-r vs a float64 full SVD (|cos| of vectors, singular value error)."""
    by_shape = {}
    for name, module in layers:
        by_shape.setdefault(tuple(module.weight.shape), (name, module))
    rows, min_cos, max_rel = [], 1.0, 0.0
    for shape, (name, module) in by_shape.items():
        W = utils.dequantized_weight(module).double()
        U_ref, S_ref, Vh_ref = torch.linalg.svd(W, full_matrices=False)
        U, S, Vh = (t.double().to(W.device) for t in skeleton[name])
        r = S.numel()
        cos_u = (U * U_ref[:, :r]).sum(0).abs() / (U.norm(dim=0) * U_ref[:, :r].norm(dim=0))
        cos_v = (Vh * Vh_ref[:r]).sum(1).abs() / (Vh.norm(dim=1) * Vh_ref[:r].norm(dim=1))
        rel = ((S - S_ref[:r]).abs() / S_ref[:r]).max().item()
        cos = min(cos_u.min().item(), cos_v.min().item())
        min_cos, max_rel = min(min_cos, cos), max(max_rel, rel)
        gap = ((S_ref[r - 1] - S_ref[r]) / S_ref[r - 1]).item() if S_ref.numel() > r else float("nan")
        rows.append({"layer": name, "shape": list(shape), "min_abs_cos": cos, "max_rel_sv_error": rel,
                     "relative_gap_after_r": gap})
    return {"layers": rows, "min_abs_cos": min_cos, "max_rel_sv_error": max_rel}


def run_svd(args):
    log("\n=== svd ===")
    model = build_model(args)
    switch = LayerSwitch(model)
    layers = switch.layers
    model_id = model.tinylora_model_id
    result = {"meta": run_meta(args), "layers": len(layers)}

    with empty_svd_cache() as cache:
        first, (skeleton, _, _, from_cache) = timed(args.device, utils.load_or_compute_skeleton, layers, args.rank,
                                                    model_id, cache=cache, show_progress=False)
        assert not from_cache, "the first start found an SVD cache"
        cached, (_, _, _, from_cache) = timed(args.device, utils.load_or_compute_skeleton, layers, args.rank, model_id,
                                              cache=cache, show_progress=False)
        assert from_cache, "the second start did not read the SVD cache"
        apply_cached, _ = timed(args.device, utils.apply_tiny_lora, model, utils.TinyLoRAGlobalParams(args.u),
                                rank=args.rank, verbose=False, svd_cache=cache)
        remove_tiny_lora(model)
    log(f"project: first start {first:.2f} s (SVD of {len(layers)} layers on {args.device.type}), cached start "
        f"{cached:.2f} s, apply_tiny_lora with cache {apply_cached:.2f} s")
    check_seconds, check = timed(args.device, check_against_full_svd, args, layers, skeleton)
    log(f"check vs float64 full SVD ({len(check['layers'])} shapes, {check_seconds:.1f} s): min |cos| "
        f"{check['min_abs_cos']:.8f}, max relative singular value error {check['max_rel_sv_error']:.2e}")

    block = [(n, m) for n, m in layers if ".layers.0." in f".{n}"] or layers[:7]
    seed_block = time_original_svd(block, args.rank, dequantize=utils.dequantized_weight)
    seed_total = seed_block * len(layers) / len(block)
    log(f"seed: fp32 full SVD on the CPU ({torch.get_num_threads()} threads): {seed_block:.1f} s for {len(block)} "
        f"layers -> {seed_total:.1f} s for {len(layers)} (extrapolated)")

    _, peft_seconds = add_peft(args, switch)
    result.update({
        "project_first_start_seconds": first, "project_cached_start_seconds": cached,
        "project_apply_tiny_lora_cached_seconds": apply_cached, "svd_device": args.device.type,
        "check_vs_float64_full_svd": check,
        "seed_cpu_fp32_full_svd": {"block_layers": len(block), "block_seconds": seed_block,
                                   "all_layers_seconds_extrapolated": seed_total,
                                   "torch_threads": torch.get_num_threads()},
        "peft_init_seconds": peft_seconds,
        "goals": {"first start <= 5 s": {"seconds": first, "met": first <= 5},
                  "cached start <= 1 s": {"seconds": cached, "met": cached <= 1},
                  "top-r vectors match a full SVD (min |cos| >= 0.9999)":
                      {"min_abs_cos": check["min_abs_cos"], "met": check["min_abs_cos"] >= 0.9999}},
    })
    print_table(f"SVD init of {len(layers)} target layers (rank {args.rank})", ["method", "seconds", "note"], [
        ["project, first start", first, f"top-r on {args.device.type}, writes the cache"],
        ["project, cached start", cached, "reads the cache"],
        ["seed (fp32 full SVD, CPU)", seed_total, f"extrapolated from {len(block)} layers ({seed_block:.1f} s)"],
        ["PEFT get_peft_model", peft_seconds,
         "TinyLoraConfig, full SVD per layer" if peft_seconds is not None else "skipped: peft not installed"],
    ])
    for goal, value in result["goals"].items():
        log(f"goal {goal}: {'met' if value['met'] else 'NOT met'}")
    save_result(args, "svd", "bf16", result)
    del switch, model
    free_memory(args.device)
