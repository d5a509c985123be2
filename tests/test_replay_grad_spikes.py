"""benchmarks/replay_grad_spikes.py: the spike rule replayed on reward logs, with the clip the optimizer applied."""
import csv
import json
import os

from script_helpers import load_script

replay_script = load_script("benchmarks/replay_grad_spikes")


def write_log(folder, norms):
    os.makedirs(folder)
    with open(os.path.join(folder, "reward_log.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=["step", "grad_norm"])
        writer.writeheader()
        writer.writerows({"step": step, "grad_norm": norm} for step, norm in enumerate(norms, start=1))


def test_the_replay_drops_what_the_rule_drops_after_the_clip(tmp_path, capsys):
    write_log(tmp_path / "spiky", [0.1] * 11 + [0.9, 0.1])  # 9x the median at step 12
    write_log(tmp_path / "clipped", [0.2] * 11 + [5.0])  # 25x before the clip, 5x after it
    write_log(tmp_path / "short", [0.1] * 3)
    write_log(tmp_path / "spiky-copy", [0.1] * 11)  # the start of spiky's log: left out
    write_log(tmp_path / "idle", [0.1, 0.0] * 10 + [0.0] * 20 + [0.5])  # zeros are no history: 5x, not a spike at 6
    out = tmp_path / "replay.json"
    result = replay_script.main(["--logs", str(tmp_path), "--factors", "6,4", "--min_steps", "5", "--out", str(out)])
    assert result["runs"] == {"clipped": 12, "idle": 41, "spiky": 13}
    assert result["left_out_as_copies"] == {"spiky-copy": "spiky"}
    assert "idle" not in result["dropped"]["6"] and [d["step"] for d in result["dropped"]["4"]["idle"]] == [41]
    assert [d["step"] for d in result["dropped"]["6"]["spiky"]] == [12] and "clipped" not in result["dropped"]["6"]
    assert [d["step"] for d in result["dropped"]["4"]["clipped"]] == [12]
    assert result["dropped"]["4"]["clipped"][0]["ratio"] == 5.0
    assert json.loads(out.read_text()) == result
    assert "K = 6: 1 of 3 runs would have dropped a gradient: spiky at 12 (first 9.0x)" in capsys.readouterr().out
