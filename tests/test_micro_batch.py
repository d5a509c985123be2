"""How a GRPO round is cut into training micro-batches (tinylora_coder/training/micro_batch.py).

The GPU probe itself runs on a GPU only (test_cuda_probe); the choice it feeds is tested here with the probe's
answers given: the largest divisor of the round that fits, checkpointing only when a busy micro-batch does not fit.
"""
import pytest
import torch

from tinylora_coder.training import micro_batch
from tinylora_coder.training.micro_batch import MicroBatchPlan, plan_micro_batch

GIB = 2**30


class FakeModel(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.zeros(1, dtype=torch.bfloat16))
        self.config = type("Config", (), {"num_hidden_layers": 24, "num_key_value_heads": 2, "head_dim": 64,
                                          "num_attention_heads": 14, "hidden_size": 896})()


def gpu_with(monkeypatch, free_gib, per_row_gib, checkpointed_per_row_gib):
    monkeypatch.setattr(torch.cuda, "mem_get_info", lambda device: (free_gib * GIB, 80 * GIB))
    monkeypatch.setattr(micro_batch, "kv_cache_bytes", lambda model, rows, tokens: 0)
    probes = []

    def probe(model, seq_len, checkpointing, device):
        probes.append(checkpointing)
        return 0, (checkpointed_per_row_gib if checkpointing else per_row_gib) * GIB

    monkeypatch.setattr(micro_batch, "probe_row_bytes", probe)
    return probes


def test_the_whole_round_without_checkpointing_when_it_fits(monkeypatch):
    probes = gpu_with(monkeypatch, free_gib=70, per_row_gib=0.7, checkpointed_per_row_gib=0.05)
    plan = plan_micro_batch(FakeModel(), 64, 800, "cuda")
    assert (plan.micro_batch, plan.accumulation_steps, plan.checkpointing) == (64, 1, False)
    assert probes == [False]  # no need to measure the checkpointed forward


def test_the_largest_fitting_divisor_then_checkpointing_only_when_a_busy_batch_does_not_fit(monkeypatch):
    gpu_with(monkeypatch, free_gib=20, per_row_gib=1.0, checkpointed_per_row_gib=0.05)
    plan = plan_micro_batch(FakeModel(), 64, 1600, "cuda")  # 16 rows fit (0.85 x 20 GiB): 16 x 1600 tokens is busy
    assert (plan.micro_batch, plan.checkpointing) == (16, False)
    gpu_with(monkeypatch, free_gib=4, per_row_gib=1.0, checkpointed_per_row_gib=0.05)
    plan = plan_micro_batch(FakeModel(), 64, 1600, "cuda")  # 2 rows fit: too small, so checkpoint the whole round
    assert (plan.micro_batch, plan.checkpointing) == (64, True)


def test_a_colocated_vllms_share_is_kept_free_and_the_engines_cache_is_not(monkeypatch):
    # 70 GiB free of 80: without vLLM the whole round of 64 x 0.7 GiB fits; vLLM's 0.3 x 80 GiB leaves 0.85 x 46
    gpu_with(monkeypatch, free_gib=70, per_row_gib=0.7, checkpointed_per_row_gib=0.05)
    monkeypatch.setattr(micro_batch, "kv_cache_bytes", lambda model, rows, tokens: 5 * GIB)
    assert plan_micro_batch(FakeModel(), 64, 800, "cuda").micro_batch == 64
    plan = plan_micro_batch(FakeModel(), 64, 800, "cuda", vllm_share=0.3)
    assert (plan.micro_batch, plan.checkpointing) == (32, False) and "vLLM" in plan.why


def test_a_memory_share_caps_the_plan_and_the_allocator(monkeypatch):
    # 70 GiB free of 80, but a quarter share (20 GiB) of which this process already reserved 2: 0.85 x 18 GiB holds
    # 21 rows of 0.7 GiB, so 16 (a divisor of 64), where the whole GPU would hold the round
    gpu_with(monkeypatch, free_gib=70, per_row_gib=0.7, checkpointed_per_row_gib=0.05)
    monkeypatch.setattr(torch.cuda, "memory_reserved", lambda device: 2 * GIB)
    assert plan_micro_batch(FakeModel(), 64, 800, "cuda").micro_batch == 64
    assert plan_micro_batch(FakeModel(), 64, 800, "cuda", memory_share=0.25).micro_batch == 16
    capped = []
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "set_per_process_memory_fraction", lambda *a: capped.append(a))
    micro_batch.limit_gpu_memory(1.0, 0)  # the whole GPU: no cap set
    micro_batch.limit_gpu_memory(0.25, 1)
    assert capped == [(0.25, 1)]


def test_asked_cuts_and_the_cpu(monkeypatch):
    assert plan_micro_batch(FakeModel(), 8, 100, "cpu", fallback_micro_batch=2) == \
        MicroBatchPlan(8, 2, False, "per_device_train_batch_size, on a CPU")
    assert plan_micro_batch(FakeModel(), 8, 100, "cpu", requested="4", checkpointing="on").checkpointing
    with pytest.raises(ValueError, match="does not divide"):
        plan_micro_batch(FakeModel(), 8, 100, "cpu", requested="3")


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="the probe measures CUDA memory")
def test_cuda_probe(build_tiny_tinylora):
    model, _ = build_tiny_tinylora()
    model.cuda()
    fixed, per_row = micro_batch.probe_row_bytes(model, 256, False, torch.device("cuda"))
    _, checkpointed = micro_batch.probe_row_bytes(model, 256, True, torch.device("cuda"))
    assert per_row > checkpointed > 0 and fixed >= 0
    model.cpu()


# ---------------------------------------------------------------------------------------------------------------
# Masked rows and columns left out of the training forward


def round_inputs():
    """A micro-batch of 4 completions, 6 columns wide: rows 1 and 3 masked whole (cut at the length limit), the
    last two columns masked in every row."""
    mask = torch.tensor([[1, 1, 1, 1, 0, 0], [0] * 6, [1, 1, 0, 0, 0, 0], [0] * 6])
    generator = torch.Generator().manual_seed(0)
    return {"prompt_ids": torch.randint(5, 200, (4, 6), generator=generator),  # as wide as the completions
            "prompt_mask": torch.tensor([[0, 1, 1, 1, 1, 1]] * 4),
            "completion_ids": torch.randint(5, 200, (4, 6), generator=generator), "completion_mask": mask,
            "advantages": torch.tensor([0.5, -1.0, -0.25, 2.0]),
            "old_per_token_logps": -torch.rand(4, 6, generator=generator),
            "num_items_in_batch": mask.sum()}


def test_masked_rows_and_trailing_columns_are_left_out_and_the_rest_kept_alike():
    inputs = round_inputs()
    cut = micro_batch.without_masked_work(inputs)
    assert cut["completion_ids"].shape == (2, 4) and cut["old_per_token_logps"].shape == (2, 4)
    assert torch.equal(cut["completion_ids"], inputs["completion_ids"][[0, 2], :4])
    assert torch.equal(cut["prompt_ids"], inputs["prompt_ids"][[0, 2]])  # prompts keep their width
    assert torch.equal(cut["advantages"], torch.tensor([0.5, -0.25]))
    assert cut["num_items_in_batch"] is inputs["num_items_in_batch"]  # the round's count, not the micro-batch's
    columns_only = micro_batch.without_masked_work(inputs, drop_rows=False)
    assert columns_only["completion_mask"].shape == (4, 4) and columns_only["advantages"].shape == (4,)
    nothing = {**inputs, "completion_mask": torch.zeros(4, 6, dtype=torch.long)}
    assert micro_batch.without_masked_work(nothing)["completion_ids"].shape == (1, 1)  # a forward all the same
    full = {**inputs, "completion_mask": torch.ones(4, 6, dtype=torch.long)}
    assert micro_batch.without_masked_work(full) is full
    assert micro_batch.without_masked_work(inputs, width_multiple=3)["completion_ids"].shape == (2, 6)  # TRL's pad
    images = {**inputs, "token_type_ids": torch.zeros(4, 12, dtype=torch.long)}  # over prompt and completion
    assert micro_batch.without_masked_work(images) is images  # a micro-batch it does not know is left alone


@pytest.mark.parametrize("loss_type, processes, rows", [("dapo", 1, 2), ("grpo", 1, 4), ("dapo", 2, 4)])
def test_the_trainers_loss_and_gradient_are_those_of_the_whole_micro_batch(tmp_path, monkeypatch, loss_type,
                                                                          processes, rows):
    """TRL's own loss on the whole micro-batch against the trainer's on what it keeps; "grpo" averages over rows,
    so there only columns may be left out, and so with several processes (TRL gathers a value per row: ranks that
    kept different numbers of rows failed in gloo)."""
    from script_helpers import tiny_grpo_trainer
    from trl import GRPOTrainer

    trainer, v = tiny_grpo_trainer(tmp_path)
    model = trainer.model
    trainer.loss_type = loss_type
    trainer.current_gradient_accumulation_steps = 1
    monkeypatch.setattr(type(trainer.accelerator), "num_processes", property(lambda self: processes))
    monkeypatch.setattr(trainer.accelerator, "gather", lambda tensor: tensor)  # alone, whatever it is told
    seen = []
    real_forward = model.forward
    model.forward = lambda *a, **kw: seen.append(kw["input_ids"].shape) or real_forward(*a, **kw)
    gradients = []
    for compute_loss in (lambda inputs: GRPOTrainer.compute_loss(trainer, model, inputs),
                         lambda inputs: trainer.compute_loss(model, inputs)):
        v.grad = None
        loss = compute_loss(round_inputs())
        loss.backward()
        gradients.append((loss.detach(), v.grad.clone()))
    assert seen == [(4, 12), (rows, 10)]  # prompt 6 + completion 6, then the 4 columns that count
    assert torch.allclose(gradients[0][0], gradients[1][0], rtol=1e-5, atol=1e-7)
    assert gradients[0][1].abs().max() > 0
    assert torch.allclose(gradients[0][1], gradients[1][1], rtol=1e-4, atol=1e-7)
