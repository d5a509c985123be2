"""benchmarks/bench_3b_step.py: the 3B architecture it builds, the forced completion lengths, the order of its
configurations and what it skips, the child's out-of-memory entry, and every code path of a configuration on a tiny
model on the CPU (the measurement itself runs on a GPU: tools/gpu_machine/README.md)."""
import importlib
import os

import pytest
import torch

from script_helpers import load_script

bench = load_script("benchmarks/bench_3b_step")
rounds = importlib.import_module("step_3b_rounds")  # the module of benchmarks/ the bench imports


def test_the_3b_model_is_qwen2_5_coder_3b_instruct_to_the_parameter():
    from tinylora_coder.models.tiny import build_qwen2_3b

    model = build_qwen2_3b(device="meta")  # the architecture without its 12 GB of weights
    config = model.config
    assert (config.hidden_size, config.intermediate_size, config.num_hidden_layers, config.num_attention_heads,
            config.num_key_value_heads, config.vocab_size, config.max_position_embeddings) == \
        (2048, 11008, 36, 16, 2, 151936, 32768)
    assert config.tie_word_embeddings and model.lm_head.weight is model.model.embed_tokens.weight
    assert config.rope_parameters["rope_theta"] == 1e6 and config.rms_norm_eps == 1e-6
    # Qwen2.5-Coder-3B-Instruct's count, its tied embedding counted once
    assert sum(p.numel() for p in model.parameters()) == 3_085_938_688
    assert model.generation_config.eos_token_id == [151645, 151643]


def test_every_completion_becomes_a_finished_answer_of_the_length_sampled():
    end, pad = 151645, 151643
    sampled = [[5, end, 7, 8], [pad, 9, 10, 11], [12, 13, 14, end]]
    counts = {"replaced": 0, "lengths": []}
    sample = rounds.forced_length(lambda prompts, trl_sampling: (sampled, None), (end, pad), end, counts)
    forced, logprobs = sample([[1]] * 3, None)
    filler = rounds.FILLER_TOKEN_ID
    assert forced == [[5, filler, 7, end], [filler, 9, 10, end], [12, 13, 14, end]] and logprobs is None
    assert counts == {"replaced": 2, "lengths": [[4, 4]]}


def fake_entry(quant, rows, cap, wall_s):
    """A configuration's entry as a child writes it: NF4 1.25x bf16's round, 20 GiB in use (NF4 at 64 rows: 10)."""
    seconds = 4.0 * rows / 64 * (1.25 if quant == "nf4" else 1.0)
    used = 10.0 if (quant, rows) == ("nf4", 64) else 20.0
    return {"status": "ok", "micro_batch": 8, "accumulation_steps": rows // 8, "checkpointing": bool(cap),
            "warm_median": {"generation_s": seconds / 2, "row_gradients_s": seconds / 4, "training_s": seconds / 4,
                            "round_s": seconds}, "peak_allocated_gib": used - 2, "peak_reserved_gib": used - 1,
            "gpu_used_gib": used, "wall_s": wall_s}


@pytest.fixture
def fake_children(monkeypatch):
    """Children answered here, instantly, on a clock that advances by each one's wall time: NF4 runs out of memory at
    256 rows under 24 GiB, bf16 does not fit at 256 rows under 16 GiB."""
    clock, started = [0.0], []
    monkeypatch.setattr(bench.time, "perf_counter", lambda: clock[0])

    def run_child(args, spec, steps, timeout, variant=""):
        started.append(spec)
        if spec == "prepare":
            return {"model": {"model": "fake"}, "device": "a GPU", "device_slug": "h200", "gpu_total_gib": 139.8}
        quant, rows, cap = spec.split(",")
        rows, cap = int(rows), bench.cap_number(cap)
        assert steps == (args.steps if cap == 0 else args.capped_steps)
        clock[0] += 30.0
        if (quant, rows, cap) == ("nf4", 256, 24):
            return {"status": "out of memory", "stage": "round 1: row gradients", "wall_s": 30.0}
        if (quant, rows, cap) == ("bf16", 256, 16):
            return {"status": "does not fit", "wall_s": 30.0}
        return fake_entry(quant, rows, cap, 30.0)

    monkeypatch.setattr(bench, "run_child", run_child)
    return started


def test_caps_run_from_the_whole_gpu_down_and_a_cap_below_one_that_did_not_fit_is_skipped(fake_children, tmp_path):
    out = tmp_path / "3b.json"
    assert bench.main(["--out", str(out), "--budget_s", "0", "--model_dir", str(tmp_path / "model")]) == 0
    assert fake_children == ["prepare", "bf16,64,0", "nf4,64,0", "bf16,64,24", "nf4,64,24", "bf16,64,16", "nf4,64,16",
                             "bf16,256,0", "nf4,256,0", "bf16,256,24", "nf4,256,24", "bf16,256,16"]
    result = bench.utils.read_json(str(out))
    statuses = {(e["quant"], e["rows"], e["memory_cap_gib"]): e["status"] for e in result["configurations"]}
    assert len(statuses) == 12 and statuses[("nf4", 256, 16)] == "skipped"
    assert statuses[("nf4", 256, 24)] == "out of memory" and statuses[("bf16", 256, 16)] == "does not fit"
    assert result["nf4_over_bf16"]["64 rows, whole GPU"] == {"generation": 1.25, "round": 1.25}
    assert "256 rows, cap 24 GiB" not in result["nf4_over_bf16"]  # NF4 has no round there
    assert result["goals"] == ["bf16 64 x 512 round at most 4 s: 4.0 s",
                               "NF4 64 x 512 round at most 1.5x bf16's: 1.25x",
                               "NF4 step of 64 completions within 24 GB: ran under a 24 GiB cap, 10.0 GiB in use "
                               "(nvidia-smi, the CUDA context included)",
                               "bf16 step of 64 completions within 40 GB: ran under a 24 GiB cap, 20.0 GiB in use "
                               "(nvidia-smi, the CUDA context included)"]


def test_no_configuration_starts_past_the_budget_and_a_resumed_run_does_only_those(fake_children, tmp_path):
    out, rest = tmp_path / "3b.json", tmp_path / "rest.json"
    common = ["--rows", "64", "--memory_caps_gb", "0,24", "--model_dir", str(tmp_path / "model")]
    # 30 s each: the fourth would end at 120 s (the first was estimated at the guess, 58 s)
    assert bench.main(common + ["--out", str(out), "--budget_s", "100"]) == 0
    assert fake_children == ["prepare", "bf16,64,0", "nf4,64,0", "bf16,64,24"]
    first = bench.utils.read_json(str(out))["configurations"]
    assert [e["status"] for e in first] == ["ok", "ok", "ok", "not started"]
    fake_children.clear()
    assert bench.main(common + ["--out", str(rest), "--budget_s", "100", "--resume_from", str(out)]) == 0
    assert fake_children == ["prepare", "nf4,64,24"]
    resumed = bench.utils.read_json(str(rest))["configurations"]
    assert [e["status"] for e in resumed] == ["ok"] * 4 and resumed[:3] == first[:3]


def test_a_child_that_runs_out_of_memory_says_where(monkeypatch):
    def measure(args, quant, rows, cap_gib, steps, entry, stage):
        stage["now"] = "round 1: generation"
        raise torch.OutOfMemoryError("CUDA out of memory. Tried to allocate 2.00 GiB")

    monkeypatch.setattr(rounds, "measure", measure)
    entry = rounds.run_configuration(None, "nf4", 256, 16, 2)
    assert entry["status"] == "out of memory" and entry["stage"] == "round 1: generation"
    assert entry["error"].startswith("CUDA out of memory") and (entry["quant"], entry["memory_cap_gib"]) == ("nf4", 16)

    def broken(*a):
        raise RuntimeError("shapes do not match")  # not a memory error: the child fails, and the parent says so

    monkeypatch.setattr(rounds, "measure", broken)
    with pytest.raises(RuntimeError):
        rounds.run_configuration(None, "nf4", 256, 16, 2)


def test_a_configuration_has_train_rl_defaults_but_for_its_size_length_steps_cap_and_judge():
    from tinylora_coder.training.options import parse_args

    defaults = vars(parse_args([]))
    settings_of_bf16 = vars(rounds.train_rl_settings("/tmp/model", "bf16", 64, 512, 3, None))
    settings_of_bf16.pop("output_dir")
    for quant, rows, share in (("bf16", 64, None), ("nf4", 256, 0.1717)):
        settings = vars(rounds.train_rl_settings("/tmp/model", quant, rows, 512, 3, share))
        changed = {key: value for key, value in settings.items() if value != defaults[key]}
        assert changed.pop("output_dir").startswith(os.path.join(rounds.tempfile.gettempdir(), "bench-3b-step-"))
        assert changed == {"model": "/tmp/model", "max_completion_length": 512, "max_steps": 3, "judge_workers": 0,
                           **({"gradient_accumulation_steps": rows // 8} if rows != 64 else {}),  # 64: its 8 x 8
                           **({"no_quant": True} if quant == "bf16" else {}),
                           **({"gpu_memory_share": share} if share else {})}
        assert settings["per_device_train_batch_size"] * settings["gradient_accumulation_steps"] == rows
    # --train_rl_args: one more setting, compared side by side with the same configuration without it
    extra = vars(rounds.train_rl_settings("/tmp/model", "bf16", 64, 512, 3, None, "--compile_row_gradients"))
    extra.pop("output_dir")
    assert {key for key, value in extra.items() if value != settings_of_bf16[key]} == {"compile_row_gradients"}


def test_leading_assignments_of_train_rl_args_are_the_configurations_environment(monkeypatch, tmp_path):
    """--train_rl_args=TINYLORA_FUSED_PROJECTIONS=0: the child sets it before its engine is made (the decode step's
    projections apart, compared side by side with the default); train_rl.py never sees it."""
    from argparse import Namespace

    from tinylora_coder.generation.fused_projections import SWITCH_VARIABLE, fusion_wanted

    assert rounds.split_environment(f"{SWITCH_VARIABLE}=0 A_B=x=y --compile_row_gradients --x=Y=1") == \
        ({SWITCH_VARIABLE: "0", "A_B": "x=y"}, ["--compile_row_gradients", "--x=Y=1"])
    assert rounds.split_environment("") == ({}, [])
    plain = vars(rounds.train_rl_settings("/tmp/model", "bf16", 64, 512, 3, None))
    unfused = vars(rounds.train_rl_settings("/tmp/model", "bf16", 64, 512, 3, None, f"{SWITCH_VARIABLE}=0"))
    assert unfused == plain
    seen = []
    monkeypatch.setenv(SWITCH_VARIABLE, "1")  # put back after the test: the child sets it in this process here
    monkeypatch.setattr(bench, "run_configuration", lambda *a: seen.append(fusion_wanted()) or {"status": "ok"})
    args = Namespace(child="bf16,8,0", child_out=str(tmp_path / "child.json"), train_rl_args=f"{SWITCH_VARIABLE}=0",
                     steps=1)
    assert bench.child_main(args) == 0 and seen == [False]


def test_a_tiny_configuration_runs_every_part_through_the_loader_and_trainer(monkeypatch, tmp_path):
    """NF4 through the loader, TinyLoRA, the planner, TRL's trainer and the forced lengths, its child run in this
    process (a process start costs 9 s on a 2-core CPU). NF4 needs a GPU: on a CPU the loader loads the model
    unquantised, as train_rl.py would; bf16 differs only in its settings (the test above)."""
    def in_this_process(command, timeout):
        return bench.main(command[2:])

    monkeypatch.setattr(bench, "launch", in_this_process)
    out = tmp_path / "tiny.json"
    assert bench.main(["--tiny", "--quants", "nf4", "--rows", "8", "--memory_caps_gb", "0", "--steps", "1", "--out",
                       str(out), "--model_dir", str(tmp_path / "model")]) == 0
    result = bench.utils.read_json(str(out))
    assert [(e["quant"], e["rows"], e["status"]) for e in result["configurations"]] == [("nf4", 8, "ok")]
    entry = result["configurations"][0]
    assert set(entry["warm_median"]) == {"generation_s", "row_gradients_s", "reward_s", "training_s", "round_s"}
    assert entry["completion_lengths"] == [[16, 16]] and entry["train_while_judging"]
    assert entry["sampling_end_token_ids"] == [151936]  # the tiny model's vocabulary size: no row can draw it
    assert (entry["micro_batch"], entry["accumulation_steps"], entry["checkpointing"]) == (8, 1, False)
    assert entry["engine"] == "eager" and entry["rollout_copy"] is False and entry["quantized"] is False
    assert os.path.isfile(tmp_path / "model" / rounds.MODEL_STAMP)


@pytest.mark.slow
def test_side_by_side_runs_each_configuration_without_and_with_the_train_rl_args(monkeypatch, tmp_path, capsys):
    """--side_by_side --train_rl_args: the configuration once at the defaults, then with the arguments (here the
    compiled layers of the row-gradient pass), and the ratios of the parts; the goals read the defaults' run."""
    seen = []

    def in_this_process(command, timeout):
        given = [part for part in command if part.startswith("--train_rl_args=")]
        seen.append(given[0].split("=", 1)[1] if given else "")
        return bench.main(command[2:])

    monkeypatch.setattr(bench, "launch", in_this_process)
    out = tmp_path / "tiny.json"
    assert bench.main(["--tiny", "--quants", "bf16", "--rows", "8", "--memory_caps_gb", "0", "--steps", "2",
                       "--train_rl_args=--compile_row_gradients", "--side_by_side", "--out", str(out),
                       "--model_dir", str(tmp_path / "model")]) == 0
    assert seen == ["", "", "--compile_row_gradients"]  # the model's preparation, then the two configurations
    result = bench.utils.read_json(str(out))
    assert [(e["train_rl_args"], e["status"]) for e in result["configurations"]] == \
        [("", "ok"), ("--compile_row_gradients", "ok")]
    ratios = result["with_over_without"]["bf16 8 rows, whole GPU, --compile_row_gradients"]
    assert set(ratios) == {"generation", "row_gradients", "training", "round"} and all(r > 0 for r in ratios.values())
    assert "with --compile_row_gradients / without, bf16 8 rows, whole GPU: generation" in capsys.readouterr().out


@pytest.mark.slow
def test_profile_gives_each_part_of_one_more_round_its_top_operators_and_leaves_the_timed_rounds(monkeypatch,
                                                                                                  tmp_path):
    """--profile on the CPU (the tiny model, its child in this process): one more round after the timed one, its
    operators by self CPU time in generation, row gradients and training, the parts told apart (the backward only in
    the row gradients), the Chrome trace written."""
    monkeypatch.setattr(bench, "launch", lambda command, timeout: bench.main(command[2:]))
    out = tmp_path / "tiny.json"
    assert bench.main(["--tiny", "--quants", "bf16", "--rows", "8", "--memory_caps_gb", "0", "--steps", "1",
                       "--max_new_tokens", "4", "--profile", "--profile_trace_dir", str(tmp_path / "traces"),
                       "--out", str(out), "--model_dir", str(tmp_path / "model")]) == 0
    result = bench.utils.read_json(str(out))
    entry = result["configurations"][0]
    assert result["profiled"] and entry["status"] == "ok"
    assert len(entry["rounds"]) == 1 and entry["completion_lengths"] == [[4, 4], [4, 4]]  # the profiled round apart
    assert set(entry["warm_median"]) == {"generation_s", "row_gradients_s", "reward_s", "training_s", "round_s"}
    profile = entry["profile"]
    assert profile["status"] == "ok" and profile["device"] == "cpu" and "operators" not in profile
    for part in ("generation", "row_gradients", "training"):
        rows = profile[part]
        assert 0 < len(rows) <= 25 and rows == sorted(rows, key=lambda row: -row["self_ms"])
        for row in rows:
            assert set(row) == {"name", "self_ms", "total_ms", "count", "share"} and row["name"] and row["count"] >= 1
            assert 0 <= row["self_ms"] <= row["total_ms"] + 1e-3 and 0 <= row["share"] <= 1
        assert sum(row["share"] for row in rows) <= 1.0001 and profile["parts"][part]["wall_ms"] > 0
    assert sum(p["wall_ms"] for p in profile["parts"].values()) == pytest.approx(profile["round_ms"], abs=0.01)
    names = {part: " ".join(row["name"] for row in profile[part]).lower() for part in profile["parts"]}
    assert "backward" in names["row_gradients"] and "backward" not in names["generation"]
    assert profile["decode"]["decode_steps"] == 3 and profile["decode"]["aten_leaf_ops_per_decode_step"] > 0
    assert os.path.isfile(profile["trace"]) and profile["trace"].endswith("bf16_8rows_cap0.json.gz")


class FakeEvent:
    """What step_3b_profile reads of a torch.profiler FunctionEvent."""

    def __init__(self, name, start, end, device=False, self_cpu=0.0, self_device=0.0):
        from torch.autograd import DeviceType

        self.name, self.time_range = name, type("Interval", (), {"start": start, "end": end})()
        self.device_type = DeviceType.CUDA if device else DeviceType.CPU
        self.cpu_children = []
        self.self_cpu_time_total = self.cpu_time_total = self_cpu
        self.self_device_time_total = self.device_time_total = self_device


def test_a_gpu_trace_is_split_into_the_parts_kernels_ranked_and_launches_counted_per_decode_step():
    profiling = importlib.import_module("step_3b_profile")
    mark = profiling.MARK
    events = [FakeEvent(mark + "round", 0, 1000), FakeEvent(mark + "generation", 0, 400),
              FakeEvent(mark + "generation", 1, 399, device=True),  # the GPU's copy of the range: no kernel
              FakeEvent(mark + "row_gradients", 500, 900),
              FakeEvent("cudaGraphLaunch", 10, 12, self_cpu=2), FakeEvent("cudaGraphLaunch", 110, 112, self_cpu=2),
              FakeEvent("gemm", 20, 120, device=True), FakeEvent("gemm", 130, 230, device=True),
              FakeEvent("softmax", 240, 260, device=True),
              FakeEvent("aten::mm", 600, 610, self_cpu=10, self_device=300), FakeEvent("cudaLaunchKernel", 605, 606),
              FakeEvent("gemm", 610, 910, device=True),  # started inside the row gradients' range: theirs
              FakeEvent("adamw", 950, 960, device=True), FakeEvent("gemm", 1100, 1200, device=True)]  # past the round
    profile = profiling.read_events(events, 2, True, decode_steps=2)
    assert profile["generation"] == [{"name": "gemm", "self_ms": 0.2, "total_ms": 0.2, "count": 2, "share": 0.5},
                                     {"name": "softmax", "self_ms": 0.02, "total_ms": 0.02, "count": 1, "share": 0.05}]
    assert profile["row_gradients"] == [{"name": "gemm", "self_ms": 0.3, "total_ms": 0.3, "count": 1, "share": 0.75}]
    assert profile["training"] == [{"name": "adamw", "self_ms": 0.01, "total_ms": 0.01, "count": 1, "share": 0.05}]
    assert profile["operators"]["row_gradients"] == [{"name": "aten::mm", "self_ms": 0.3, "total_ms": 0.3,
                                                      "count": 1, "share": 0.75}]
    assert [row["name"] for row in profile["host"]["generation"]] == ["cudaGraphLaunch"]
    assert profile["parts"]["generation"] == {"wall_ms": 0.4, "aten_leaf_ops": 0, "gpu_busy_ms": 0.22,
                                              "gpu_busy_share": 0.55, "kernels": 3, "launch_calls": 2,
                                              "graph_launches": 2}
    assert profile["parts"]["training"]["wall_ms"] == 0.2 and profile["parts"]["row_gradients"]["launch_calls"] == 1
    assert profile["decode"] == {"decode_steps": 2, "graph_launches": 2, "kernels_per_decode_step": 1.5,
                                 "launch_calls_per_decode_step": 1.0, "aten_leaf_ops_per_decode_step": 0.0}
