"""Data-parallel training (issue 16, CPU part): train_rl.py's main on 2 ranks of `accelerate launch`, gloo on CPU.

`accelerate launch --cpu --num_processes 2` starts a single process (accelerate runs several CPU processes only
through MPI with a hostfile), so the test uses accelerate's multi-process launcher (`--multi_gpu`, i.e. torchrun);
train_rl.py runs on the CPU (use_cpu), so accelerate joins the ranks with the gloo backend.
"""
import json
import os
import re
import subprocess
import sys

import pytest
import torch

import utils
from script_helpers import ROOT, train_args
from tinylora_coder.training.callbacks import RankAgreement, ranks_differing, v_digest

ENTRY = os.path.join(ROOT, "tests", "data_parallel_train.py")


def test_ranks_differing_and_saved_check(tiny_model_dir, tmp_path, capsys):
    v = torch.tensor([0.5, -1.0, 2.0])
    assert ranks_differing([v, v.clone(), v.clone()]) == []
    assert ranks_differing([v, v.clone(), v + 1e-7, v.clone(), v * 2]) == [2, 4]

    model = utils.build_tiny_qwen2(seed=0)
    params = utils.TinyLoRAGlobalParams(3)
    utils.apply_tiny_lora(model, params, rank=2, verbose=False)
    with torch.no_grad():
        params.global_v.copy_(v)
    path = str(tmp_path / "tiny_lora_v.pt")
    utils.save_tiny_lora_checkpoint(path, model)
    agreement = RankAgreement()
    assert agreement.check_saved(path) and agreement.ok  # not distributed: nothing to compare
    agreement.rank_vs = [v.clone(), v.clone()]
    assert agreement.check_saved(path) and agreement.ok
    agreement.rank_vs = [v.clone(), v + 1]
    assert not agreement.check_saved(path) and not agreement.ok
    assert "differs from the v of rank(s) 1" in capsys.readouterr().err


def launch_two_ranks(model_dir, problems_file, output_dir, records, **env):
    """train_rl.py's main (through ENTRY) on 2 CPU ranks: 2 completions per rank per round
    (per_device_train_batch_size 2, no accumulation) x 2 ranks = 4 per round = 2 prompts x num_generations 2."""
    records.mkdir()
    args = train_args(model_dir, problems_file, output_dir, "--per_device_train_batch_size", "2",
                      "--gradient_accumulation_steps", "1")
    command = [sys.executable, "-m", "accelerate.commands.launch", "--multi_gpu", "--num_processes", "2",
               "--num_machines", "1", "--mixed_precision", "no", "--dynamo_backend", "no",
               "--main_process_port", "0", ENTRY, *args]
    env = dict(os.environ, DATA_PARALLEL_RECORDS=str(records), OMP_NUM_THREADS="1", **env)
    proc = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=240)
    return proc, proc.stdout + proc.stderr


@pytest.mark.slow
def test_two_ranks_split_the_batch_and_end_with_the_same_v(tiny_model_dir, problems_file, tmp_path):
    output_dir, records = tmp_path / "out", tmp_path / "records"
    proc, output = launch_two_ranks(tiny_model_dir, problems_file, output_dir, records)
    assert proc.returncode == 0, output[-4000:]

    match = re.search(r"v identical on (\d+) ranks \(\|v\| = (\S+), sha256 ([0-9a-f]+)\)", proc.stdout)
    assert match and match.group(1) == "2", output[-4000:]
    saved = utils.read_tiny_lora_checkpoint(str(output_dir / "tiny_lora_v.pt"))
    assert saved["step"] == 2
    v = saved["global_v"]
    assert v.abs().max() > 0  # v moved, so equal ranks mean the gradient was averaged
    assert v_digest(v) == match.group(3) and float(match.group(2)) == pytest.approx(v.norm().item(), rel=1e-3)
    for rank in (0, 1):
        assert torch.equal(torch.load(records / f"v_rank{rank}.pt"), v)

    calls = {rank: [json.loads(line) for line in open(records / f"reward_calls_rank{rank}.jsonl")] for rank in (0, 1)}
    assert [c["step"] for c in calls[0]] == [c["step"] for c in calls[1]] == [0, 1]
    for first, second in zip(calls[0], calls[1]):
        assert first["completions"] == second["completions"] == 2  # each rank judged half of the round
        assert len(set(first["names"])) == len(set(second["names"])) == 1  # one prompt x 2 generations each
        assert set(first["names"]).isdisjoint(second["names"])  # ...and not the same prompt
    rows = list(open(output_dir / "reward_log.csv"))[1:]
    assert len(rows) == 2


@pytest.mark.slow
def test_ranks_that_end_with_different_v_fail_the_run(tiny_model_dir, problems_file, tmp_path):
    output_dir, records = tmp_path / "out", tmp_path / "records"
    proc, output = launch_two_ranks(tiny_model_dir, problems_file, output_dir, records, DATA_PARALLEL_BREAK_RANK="1")
    assert proc.returncode != 0, output[-4000:]
    assert "v identical" not in proc.stdout
    assert "ERROR: v differs between the data-parallel ranks: rank 1 (max |difference| 1.000e-03)" in proc.stderr
    assert "the saved v in" in proc.stderr and "differs from the v of rank(s) 1" in proc.stderr
    saved = utils.read_tiny_lora_checkpoint(str(output_dir / "tiny_lora_v.pt"))["global_v"]  # saved all the same
    assert torch.equal(saved, torch.load(records / "v_rank0.pt"))
