"""SVD init of every TinyLoRA layer of a real model: first start, cached start, and the original project's way.

    python benchmarks/bench_svd_init.py                 # the bundled Qwen2.5-Coder-0.5B (168 layers), CPU
    python benchmarks/bench_svd_init.py --seed_sample 14

The original project ran a float32 full SVD (torch.linalg.svd) on the CPU for every layer at every start. That is
timed on a sample of layers and extrapolated to all of them (labelled as such). The project's top-r
vectors are checked against a float64 full SVD on one layer of each shape.
"""
import argparse
import os
import platform
import sys
import tempfile
import time

import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # benchmarks/: result_paths
import utils  # noqa: E402
from result_paths import default_out  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="bundled", help="model to load (default: the bundled 0.5B model)")
    parser.add_argument("--rank", type=int, default=2)
    parser.add_argument("--seed_sample", type=int, default=7, help="layers timed with the original project's full SVD")
    parser.add_argument("--out", default=default_out("svd_init", device="cpu"),
                        help="JSON file (default benchmarks/results/svd_init/<today>_cpu.json)")
    args = parser.parse_args()

    model, _ = utils.get_model_and_tokenizer(args.model, use_4bit=False, for_inference=True)
    layers = utils.find_target_layers(model)
    model_id = model.tinylora_model_id
    results = {"model": model_id, "layers": len(layers), "rank": args.rank, "device": "cpu",
               "threads": torch.get_num_threads(), "cpu": platform.processor() or platform.machine(),
               "date": time.strftime("%Y-%m-%d")}

    with tempfile.TemporaryDirectory() as cache:
        svd_cache = utils.SvdCache(cache)
        _, _, first, hit1 = utils.load_or_compute_skeleton(layers, args.rank, model_id, cache=svd_cache, device="cpu")
        skeleton, _, cached, hit2 = utils.load_or_compute_skeleton(layers, args.rank, model_id, cache=svd_cache,
                                                                   device="cpu")
    assert not hit1 and hit2
    results["project_first_start_s"] = round(first, 3)
    results["project_cached_start_s"] = round(cached, 3)

    sample = layers[: args.seed_sample]
    start = time.perf_counter()
    for _, module in sample:
        torch.linalg.svd(module.weight.data.float().cpu(), full_matrices=False)
    per_layer = (time.perf_counter() - start) / len(sample)
    results["seed_full_svd_sample_layers"] = len(sample)
    results["seed_full_svd_extrapolated_s"] = round(per_layer * len(layers), 1)

    worst_cos, worst_sv = 1.0, 0.0
    seen = set()
    for name, module in layers:
        shape = tuple(module.weight.shape)
        if shape in seen:
            continue
        seen.add(shape)
        U, S, Vh = torch.linalg.svd(module.weight.data.double(), full_matrices=False)
        u, s, vh = skeleton[name]
        cos_u = (u.double() * U[:, : args.rank]).sum(0).abs().min().item()
        cos_v = (vh.double() * Vh[: args.rank]).sum(1).abs().min().item()
        worst_cos = min(worst_cos, cos_u, cos_v)
        worst_sv = max(worst_sv, ((s.double() - S[: args.rank]).abs() / S[: args.rank]).max().item())
    results["min_abs_cos_vs_full_svd"] = worst_cos
    results["max_rel_singular_value_error"] = worst_sv

    print(f"{'':34}{'seconds':>10}")
    print(f"{'project, first start':34}{first:10.2f}")
    print(f"{'project, cached start':34}{cached:10.2f}")
    print(f"{'seed (fp32 full SVD, extrapolated)':34}{per_layer * len(layers):10.1f}")
    print(f"speed-up first start vs seed: {per_layer * len(layers) / first:.1f}x; "
          f"top-{args.rank} vectors vs float64 full SVD: min |cos| {worst_cos:.9f}, "
          f"max singular value error {worst_sv:.1e}")
    utils.write_json(args.out, results)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
