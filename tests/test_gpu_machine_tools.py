"""tools/gpu_machine/study_stop.sh: the runs get SIGINT (and save), the caller's own shell survives, the study is
packed."""
import os
import shutil
import signal
import subprocess
import sys
import tarfile
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Stands in for train_rl.py: on SIGINT it writes what it "saved" into its run folder and exits 130, as train_rl.py does.
FAKE_RUN = """import os, signal, sys, time
folder = sys.argv[3]
def stop(*_):
    os.makedirs(os.path.join(folder, "checkpoint-7"), exist_ok=True)
    open(os.path.join(folder, "tiny_lora_v.pt"), "w").write("saved")
    sys.exit(130)
signal.signal(signal.SIGINT, stop)
open(os.path.join(folder, "train.log"), "w").write("step 7/300 | reward 0.1\\n")
while True:
    time.sleep(0.1)
"""


@pytest.mark.skipif(shutil.which("pgrep") is None, reason="pgrep not installed")
def test_study_stop_interrupts_the_runs_and_packs_the_study(tmp_path):
    fake = tmp_path / "bin" / "train_rl.py"
    fake.parent.mkdir()
    fake.write_text(FAKE_RUN)
    study = tmp_path / "study"
    runs = []
    for name in ("reward-a", "reward-b"):
        (study / name).mkdir(parents=True)
        runs.append(subprocess.Popen([sys.executable, str(fake), "32", "1000", str(study / name)]))
    deadline = time.monotonic() + 30
    while not all((study / n / "train.log").exists() for n in ("reward-a", "reward-b")) and time.monotonic() < deadline:
        time.sleep(0.1)
    out = tmp_path / "out"
    out.mkdir()
    try:
        # the caller's command line names train_rl.py 32 too, as a hand-typed one did: it must not be signalled
        caller = (f"trap 'echo caller interrupted; exit 9' INT; bash {ROOT}/tools/gpu_machine/study_stop.sh {study}; "
                  "echo caller done after train_rl.py 32")
        stop = subprocess.run(["bash", "-c", caller], env={**os.environ, "OUT": str(out)}, capture_output=True,
                              text=True, timeout=150)
    finally:
        for run in runs:
            if run.poll() is None:
                run.send_signal(signal.SIGKILL)
    assert stop.returncode == 0 and "caller done" in stop.stdout, stop.stdout + stop.stderr
    assert "stopped:" in stop.stdout and "still running" not in stop.stdout
    assert [run.wait(timeout=5) for run in runs] == [130, 130]  # each saved on SIGINT, none was killed
    with tarfile.open(out / "study.tar.gz") as packed:
        names = packed.getnames()
    assert {"./reward-a/tiny_lora_v.pt", "./reward-b/checkpoint-7"} <= set(names)
