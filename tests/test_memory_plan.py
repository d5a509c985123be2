"""The memory plan (training/memory_estimate.py, memory_plan.py): what a run holds on its GPU, estimated from the
model's config, and the micro-batch, checkpointing and NF4 rollout copy chosen from it; GPUs of any size faked, no CUDA needed."""
import json
import os
import subprocess
import sys

import pytest
import torch

from script_helpers import ROOT, train_args, train_rl
from tinylora_coder.cli import run_cli
from tinylora_coder.models.tiny import qwen2_config
from tinylora_coder.training import memory_plan
from tinylora_coder.training.memory_estimate import GIB, ModelShape, Workload, estimate
from tinylora_coder.training.memory_plan import MemoryPlanError, plan_memory, plan_run

BENCH = os.path.join(ROOT, "benchmarks", "results", "adapters", "2026-12-04_h200_bench_adapters.json")
RECIPE_PROMPT = 322  # the longest prompt of the 168 calibrated problems the benchmark trained on (bundled tokenizer)
HALF_B = ModelShape.from_config(qwen2_config("0.5b"))
THREE_B = ModelShape.from_config(qwen2_config("3b"))


def recipe(**overrides):
    """The study's round: 64 completions of up to 512 new tokens on its calibrated problems, TinyLoRA u 32 a layer."""
    settings = dict(rows=64, prompt_tokens=RECIPE_PROMPT, completion_tokens=512, weights="bf16", adapter="tinylora",
                    trained_scalars=32 * 168)
    return Workload(**{**settings, **overrides})


def test_the_shapes_read_from_the_configs_are_the_models():
    assert HALF_B.parameters == 630_167_424  # the bundled 0.5B as loaded: --adapter full trained exactly this many
    assert THREE_B.parameters == pytest.approx(3.09e9, rel=0.01)  # Qwen2.5-Coder-3B-Instruct, tied embeddings
    assert (THREE_B.layers, THREE_B.hidden, THREE_B.intermediate, THREE_B.kv_heads, THREE_B.tied) == \
        (36, 2048, 11008, 2, True)
    # the RolloutCopy of the 3B in bf16 (rollout_copy.py's docstring: 6.2 GB)
    assert estimate(THREE_B, recipe(weights="nf4"), 1, True, True).parts["rollout copy"] == pytest.approx(6.2e9, 0.01)


def test_the_micro_batch_grows_with_memory_and_checkpointing_comes_on_when_short():
    plans = {size: plan_memory(HALF_B, recipe(), size * GIB) for size in (12, 16, 24, 40, 80)}
    assert (plans[80].micro_batch, plans[80].checkpointing) == (64, False)  # the whole round, as on an H100
    assert plans[40].micro_batch > plans[24].micro_batch and not plans[40].checkpointing
    assert not plans[24].checkpointing and plans[24].micro_batch >= 16  # 16 x 834 tokens keep the GPU busy
    assert plans[16].checkpointing and plans[12].checkpointing  # no busy micro-batch without it
    for size, plan in plans.items():
        assert plan.estimate.needed <= size * GIB
        if plan.micro_batch < 64:  # the largest that fits: twice as many rows would not
            assert estimate(HALF_B, recipe(), 2 * plan.micro_batch, plan.checkpointing, None).needed > size * GIB
    # the training cut train_rl.py takes from the plan: the round in micro-batches of the planned size
    cut = plans[24].micro_batch_plan(64)
    assert (cut.micro_batch, cut.accumulation_steps, cut.checkpointing) == (plans[24].micro_batch,
                                                                          64 // plans[24].micro_batch, False)
    # checkpointing keeps one layer's activations a row instead of every layer's
    with_ckpt, without = (estimate(HALF_B, recipe(), 16, ckpt, None).training["activations"] for ckpt in (True, False))
    assert with_ckpt < without / 5


def test_shared_prompts_hold_each_rows_prompt_key_value_gradient_for_the_round():
    """--share_prompt_forward keeps 2 x layers x KV heads x head size x prompt tokens a row in bf16 (shared_prompts.py:
    8.7 MB a row for the 3B at 235 tokens); the plan counts it for the whole run."""
    plain, shared = (estimate(THREE_B, recipe(prefix_gradients=on), 16, False, None) for on in (False, True))
    assert shared.held - plain.held == 64 * RECIPE_PROMPT * 36 * 2 * 2 * 128 * 2 == shared.parts["prefix gradients"]
    assert THREE_B.kv_cache_bytes(1, 235) == pytest.approx(8.7e6, rel=0.01)
    args = train_rl.parse_args(["32", "10", "--share_prompt_forward"])
    assert memory_plan.run_workload(args, THREE_B, RECIPE_PROMPT, 80 * GIB).prefix_gradients


def test_nf4_keeps_its_rollout_copy_while_it_fits_and_samples_without_it_when_it_does_not():
    roomy = plan_memory(THREE_B, recipe(weights="nf4"), 40 * GIB)
    assert roomy.rollout_copy is True and "rollout copy on" in roomy.describe()
    tight = plan_memory(THREE_B, recipe(weights="nf4"), 15 * GIB)
    assert tight.rollout_copy is False and "rollout copy off" in tight.describe()
    assert "rollout copy" not in tight.estimate.parts
    assert plan_memory(THREE_B, recipe(), 40 * GIB).rollout_copy is None  # bf16: merged in place, not a choice


def test_settings_that_cannot_fit_end_with_one_line_naming_the_flags():
    with pytest.raises(MemoryPlanError) as bf16:
        plan_memory(THREE_B, recipe(), 15 * GIB)
    message = str(bf16.value)
    assert "\n" not in message and "15.0 GiB available" in message
    assert "--max_completion_length" in message and "--per_device_train_batch_size" in message
    assert "drop --no_quant" in message  # NF4 weights are the way out for a bf16 base
    with pytest.raises(MemoryPlanError, match=r"--adapter tinylora or lora"):
        plan_memory(THREE_B, recipe(adapter="full"), 24 * GIB)
    # an explicit micro-batch too large: the flag, and the micro-batch that fits
    with pytest.raises(MemoryPlanError, match=r"with micro-batch 64.*lower --train_micro_batch \(16 fits\)"):
        plan_memory(HALF_B, recipe(), 24 * GIB, micro_batch="64", checkpointing="off")
    # checkpointing turned off where only checkpointing fits
    with pytest.raises(MemoryPlanError, match=r"checkpointing off; .*--gradient_checkpointing on or auto"):
        plan_memory(THREE_B, recipe(), 24 * GIB, micro_batch="16", checkpointing="off")
    # the flags a run's settings name: its share of the GPU, a colocated vLLM's share
    with pytest.raises(MemoryPlanError, match=r"raise --gpu_memory_share"):
        plan_memory(HALF_B, recipe(), 3 * GIB, flags={"share": "--gpu_memory_share"})


def test_explicit_settings_are_kept_and_only_checked():
    asked = plan_memory(HALF_B, recipe(), 80 * GIB, micro_batch="8", checkpointing="on")
    assert (asked.micro_batch, asked.checkpointing, asked.asked) == (8, True, True)
    assert plan_memory(HALF_B, recipe(), 80 * GIB, checkpointing="on").micro_batch == 64  # checkpointed, auto size
    kept = plan_memory(HALF_B, recipe(), 24 * GIB, micro_batch="4")
    assert (kept.micro_batch, kept.checkpointing, kept.asked) == (4, False, False)  # auto checkpointing: not needed
    off = plan_memory(HALF_B, recipe(), 16 * GIB, checkpointing="off")  # auto would checkpoint at 16 GiB
    assert not off.checkpointing and off.micro_batch < plan_memory(HALF_B, recipe(), 16 * GIB).micro_batch
    with pytest.raises(MemoryPlanError, match="does not divide"):
        plan_memory(HALF_B, recipe(), 80 * GIB, micro_batch="3")


def fake_gpu(monkeypatch, free_gib, total_gib, reserved_gib=0.0):
    monkeypatch.setattr(torch.cuda, "mem_get_info", lambda device=None: (int(free_gib * GIB), int(total_gib * GIB)))
    monkeypatch.setattr(torch.cuda, "memory_reserved", lambda device=None: int(reserved_gib * GIB))


def test_a_runs_plan_counts_its_own_memory_its_share_and_a_colocated_vllm(monkeypatch):
    config = qwen2_config("0.5b")
    args = train_rl.parse_args(["--max_completion_length", "512", "--no_quant"])
    fake_gpu(monkeypatch, free_gib=20, total_gib=80, reserved_gib=4)  # 4 GiB already ours: the loaded weights
    assert plan_run(args, config, RECIPE_PROMPT, "cuda:0").available == 24 * GIB
    shared = train_rl.parse_args(["--max_completion_length", "512", "--no_quant", "--gpu_memory_share", "0.25"])
    fake_gpu(monkeypatch, free_gib=70, total_gib=80)
    assert plan_run(shared, config, RECIPE_PROMPT, "cuda:0").available == 20 * GIB
    vllm = train_rl.parse_args(["--max_completion_length", "512", "--no_quant", "--use_vllm"])
    plan = plan_run(vllm, config, RECIPE_PROMPT, "cuda:0")
    assert plan.estimate.parts["vllm"] == int(0.3 * 80 * GIB) and "rollout caches" not in plan.estimate.parts
    # explicit flags reach the plan as they are; a resumed run's cut is kept
    asked = train_rl.parse_args(["--max_completion_length", "512", "--train_micro_batch", "8",
                                 "--gradient_checkpointing", "on"])
    assert (plan_run(asked, config, RECIPE_PROMPT, "cuda:0").micro_batch, plan_run(asked, config, RECIPE_PROMPT,
                                                                                   "cuda:0").checkpointing) == (8, True)
    assert plan_run(args, config, RECIPE_PROMPT, "cuda:0", resumed_micro_batch=2).micro_batch == 2
    fake_gpu(monkeypatch, free_gib=1, total_gib=80)
    with pytest.raises(MemoryPlanError) as resumed:
        plan_run(args, config, RECIPE_PROMPT, "cuda:0", resumed_micro_batch=2)
    assert "--train_micro_batch" not in str(resumed.value)  # a resumed round's cut cannot change


def bench_arguments(result):
    """The benchmark run's train_rl.py arguments, less the data options (files of the GPU machine)."""
    argv, skip = [], False
    for arg in result["arguments"]:
        if skip:
            skip = False
        elif arg in ("--train_data", "--train_filter", "--output_dir"):
            skip = True
        else:
            argv.append(arg)
    return train_rl.parse_args(argv)


@pytest.mark.parametrize("adapter", ["tinylora", "lora", "full"])
def test_the_estimate_lands_near_the_measured_peaks_of_the_bundled_05b(adapter):
    """bench_adapters.py on an H200 (2026-12-04): the bundled 0.5B in bf16, 64 completions of up to 512 tokens a step,
    micro-batch 16 without checkpointing; peak max_memory_allocated TinyLoRA 16.4 GiB, LoRA r16 23.3, full 34.8."""
    with open(BENCH) as f:
        result = next(r for r in json.load(f)["results"] if r["adapter"] == adapter)
    args = bench_arguments(result)
    workload = memory_plan.run_workload(args, HALF_B, RECIPE_PROMPT, 141 * GIB)
    assert (workload.rows, workload.completion_tokens, workload.adapter) == (64, 512, adapter)
    if adapter == "tinylora":
        assert workload.trained_scalars == result["trainable_parameters"]
    peak = estimate(HALF_B, workload, 16, False, None).peak / GIB
    assert peak == pytest.approx(result["peak_gpu_gib"], rel=0.2)
    # the model itself is closer than the test's margin: within 5% of each of the three (2026-12)
    assert peak == pytest.approx(result["peak_gpu_gib"], rel=0.05)


def test_a_run_that_cannot_fit_ends_before_the_model_loads(tiny_model_dir, problems_file, tmp_path, monkeypatch,
                                                           capsys):
    import utils

    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    fake_gpu(monkeypatch, free_gib=0.01, total_gib=0.01)

    def no_loading(*args, **kwargs):
        raise AssertionError("the model loaded before the memory plan ended the run")

    monkeypatch.setattr(utils, "get_model_and_tokenizer", no_loading)
    argv = train_args(tiny_model_dir, problems_file, tmp_path / "out", "--no_quant")
    assert run_cli(train_rl.main, argv) == 2
    error = capsys.readouterr().err.strip()
    assert error.startswith("error: ") and "\n" not in error
    assert "GiB available" in error and "--max_completion_length" in error


def test_the_table_prints_what_fits_for_bf16_and_nf4(capsys):
    assert memory_plan.main(["--model", "bundled", "--gpu_gb", "16,80"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == "| GPU | bf16 | nf4 |"
    assert lines[3].startswith("| 16 GB | micro-batch") and "rollout copy on" in lines[3]
    assert lines[4].startswith("| 80 GB | micro-batch 64, checkpointing off")
    # the 3B in bf16 does not fit 16 GB; as a module, the way the README's table is made
    out = subprocess.run([sys.executable, "-m", "tinylora_coder.training.memory_plan", "--model", "3b", "--gpu_gb",
                          "16,24,40,80"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.splitlines()
    assert len(out) == 7 and out[3].startswith("| 16 GB | does not fit")
    assert all(line.count("|") == 4 for line in out[1:])
    assert memory_plan.main(["--model", "3b", "--adapter", "full", "--gpu_gb", "80"]) == 0
    assert "float32 + bf16 copy" in capsys.readouterr().out


def measured_3b_configurations():
    """(file, entry) of every 3B configuration bench_3b_step.py ran on the H200 (2026-12-04) with a memory plan."""
    folder = os.path.join(ROOT, "benchmarks", "results", "3b_step")
    names = ("2026-12-04_h200.json", "2026-12-04_h200_1024_tokens.json", "2026-12-04_h200_1024_tokens_bf16_slack9.json")
    for name in names:
        with open(os.path.join(folder, name)) as f:
            run = json.load(f)
        for entry in run["configurations"]:
            if entry.get("memory_plan") and not entry.get("train_rl_args"):
                yield run, entry


def test_the_3b_measurements_keep_their_micro_batches_and_the_one_out_of_memory_gets_a_smaller_one():
    """The allocator's slack (memory_estimate.ALLOCATOR_SLACK, 9.0%) comes from the bf16 64 x 1024 round that ran out
    of memory at micro-batch 64 under a 40 GiB cap; at 9.0% that round takes micro-batches of 32 (which then ran in
    32.8 GiB), and every configuration that ran keeps the micro-batch, checkpointing and rollout copy it ran with."""
    seen = {"ok": 0, "out of memory": 0}
    for run, entry in measured_3b_configurations():
        workload = Workload(rows=entry["rows"], prompt_tokens=entry["longest_prompt_tokens"],
                            completion_tokens=run["max_new_tokens"], weights=entry["quant"], adapter="tinylora",
                            trained_scalars=32 * 252)
        plan = plan_memory(THREE_B, workload, entry["memory_plan"]["available_gib"] * GIB)
        ran = entry["memory_plan"]
        if entry["status"] == "ok":
            assert (plan.micro_batch, plan.checkpointing, plan.rollout_copy) == \
                (ran["micro_batch"], ran["checkpointing"], ran["rollout_copy"]), entry
            assert plan.estimate.needed / GIB >= entry["peak_allocated_gib"]  # what it plans covers what was taken
        elif entry["status"] == "out of memory":
            assert plan.micro_batch < ran["micro_batch"]
        seen[entry["status"]] = seen.get(entry["status"], 0) + 1
    assert seen["ok"] >= 8 and seen["out of memory"] == 1
