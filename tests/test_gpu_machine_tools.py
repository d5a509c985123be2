"""tools/gpu_machine/: study_stop.sh (the runs get SIGINT and save, the caller's own shell survives, the study is
packed), study_start.sh, build_stores.sh (on a stand-in pip), and the size of what one GPU call carries."""
import gzip
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
    for name, u in (("reward-a", "32"), ("reward-b", "128")):  # stage 3 trains u = 128 too
        (study / name).mkdir(parents=True)
        runs.append(subprocess.Popen([sys.executable, str(fake), u, "1000", str(study / name)]))
    # an evaluation in a place a finished run freed (test.py; it writes no result when interrupted)
    evaluation = tmp_path / "bin" / "test.py"
    evaluation.write_text("import signal, sys, time\nsignal.signal(signal.SIGINT, lambda *_: sys.exit(130))\n"
                          "open(sys.argv[-1], 'w').write('started')\nwhile True:\n    time.sleep(0.1)\n")
    runs.append(subprocess.Popen([sys.executable, str(evaluation), "--checkpoint_path", "v.pt", "--output",
                                  str(tmp_path / "evaluation-started")]))
    deadline = time.monotonic() + 30
    while not (all((study / n / "train.log").exists() for n in ("reward-a", "reward-b")) and
               (tmp_path / "evaluation-started").exists()) and time.monotonic() < deadline:
        time.sleep(0.1)
    # study_start.sh's chains (train, then evaluate; one per study_start.sh) are ended first with their drivers,
    # which lead no group of their own (setsid makes the chain the group's leader); a pid file naming another
    # process spares it
    chains = [subprocess.Popen(["bash", "-c", f"sleep 300 & echo $! > {tmp_path}/driver{k}; wait; "
                                "python3 benchmarks/learning_study.py evaluate"], start_new_session=True)
              for k in range(2)]
    while not all(written(tmp_path / f"driver{k}") for k in range(2)) and time.monotonic() < deadline:
        time.sleep(0.1)  # written, not only created: `echo $! > file` creates it before it writes the pid
    drivers = [int((tmp_path / f"driver{k}").read_text()) for k in range(2)]
    (study / "chain.pid").write_text("".join(f"{chain.pid}\n" for chain in chains))
    stranger = subprocess.Popen(["sleep", "300"])
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "chain.pid").write_text(str(stranger.pid))
    out = tmp_path / "out"
    out.mkdir()
    try:
        # the caller's command line names train_rl.py 32 too, as a hand-typed one did: it must not be signalled
        caller = (f"trap 'echo caller interrupted; exit 9' INT; bash {ROOT}/tools/gpu_machine/study_stop.sh {study}; "
                  "echo caller done after train_rl.py 32")
        stop = subprocess.run(["bash", "-c", caller], env={**os.environ, "OUT": str(out),
                                                          "OUTBOX": str(tmp_path / "outbox")},
                              capture_output=True, text=True, timeout=150)
        spared = subprocess.run(["bash", f"{ROOT}/tools/gpu_machine/study_stop.sh", str(tmp_path / "other")],
                                env={**os.environ, "OUT": str(tmp_path / "other"), "OUTBOX": str(tmp_path / "outbox")},
                                capture_output=True, text=True,
                                timeout=150)
        stranger_alive = stranger.poll() is None
    finally:
        for process in (*runs, *chains, stranger):
            if process.poll() is None:
                process.send_signal(signal.SIGKILL)
    assert stop.returncode == 0 and "caller done" in stop.stdout, stop.stdout + stop.stderr
    assert "stopped:" in stop.stdout and "still running" not in stop.stdout
    assert [run.wait(timeout=5) for run in runs] == [130, 130, 130]  # each saved on SIGINT, none was killed
    for chain in chains:
        assert f"chain {chain.pid} ended" in stop.stdout and chain.wait(timeout=5) == -signal.SIGKILL
    for driver in drivers:  # gone, or a zombie nobody reaps here: not running
        state = open(f"/proc/{driver}/stat").read().split()[2] if os.path.exists(f"/proc/{driver}") else "gone"
        assert state in ("gone", "Z", "X")
    stopped = next(line for line in stop.stdout.splitlines() if line.startswith("stopped:"))
    assert set(stopped.split()[1:]) == {str(run.pid) for run in runs}  # on one line, as the polls grep for it
    assert "ended" not in spared.stdout and stranger_alive
    with tarfile.open(out / "study.tar.gz") as packed:
        names = packed.getnames()
    assert {"./reward-a/tiny_lora_v.pt", "./reward-b/checkpoint-7"} <= set(names)


@pytest.mark.skipif(shutil.which("pgrep") is None, reason="pgrep not installed")
def test_study_stop_kills_an_evaluation_that_outlives_its_sigint_with_its_judged_programs(tmp_path):
    """An interrupted test.py writes no result: one that does not exit within 10 s of its SIGINT is killed with its
    process group (a program it judges), not waited on for 2 minutes of device time (2026-12-05)."""
    evaluation = tmp_path / "bin" / "test.py"
    evaluation.parent.mkdir()
    evaluation.write_text("import signal, subprocess, sys, time\nsignal.signal(signal.SIGINT, signal.SIG_IGN)\n"
                          "child = subprocess.Popen(['sleep', '300'])\n"
                          "open(sys.argv[-1], 'w').write(str(child.pid))\nwhile True:\n    time.sleep(0.1)\n")
    stubborn = subprocess.Popen([sys.executable, str(evaluation), "--checkpoint_path", "v.pt", "--output",
                                 str(tmp_path / "judged")], start_new_session=True)
    deadline = time.monotonic() + 30
    while not written(tmp_path / "judged") and time.monotonic() < deadline:
        time.sleep(0.1)
    judged = int((tmp_path / "judged").read_text())
    (tmp_path / "study").mkdir()
    out = tmp_path / "out"
    out.mkdir()
    began = time.monotonic()
    try:
        stop = subprocess.run(["bash", f"{ROOT}/tools/gpu_machine/study_stop.sh", str(tmp_path / "study")],
                              env={**os.environ, "OUT": str(out), "OUTBOX": str(tmp_path / "outbox")},
                              capture_output=True, text=True, timeout=150)
        took = time.monotonic() - began
        code = stubborn.wait(timeout=10)
    finally:
        if stubborn.poll() is None:
            stubborn.kill()
        subprocess.run(["kill", "-KILL", str(judged)], capture_output=True)
    assert code == -signal.SIGKILL and f"evaluation {stubborn.pid} killed" in stop.stdout, stop.stdout + stop.stderr
    assert "still running" not in stop.stdout and took < 60
    state = open(f"/proc/{judged}/stat").read().split()[2] if os.path.exists(f"/proc/{judged}") else "gone"
    assert state in ("gone", "Z", "X")  # the judged program went with its evaluation's group


def test_study_start_copies_the_stored_study_then_trains_and_evaluates_in_one_detached_chain(tmp_path):
    shim = tmp_path / "bin" / "python3"  # stands in for python3: records each command line, then exits
    shim.parent.mkdir()
    shim.write_text(f"#!/bin/sh\necho \"$*\" >> {tmp_path}/commands\npwd >> {tmp_path}/folders\n")
    shim.chmod(0o755)
    store, root = tmp_path / "store", tmp_path / "study"
    (store / "reward-a" / "checkpoint-9").mkdir(parents=True)
    (store / "base_held_out_n32_t0.7.json.gz").write_bytes(b"stored")
    (store / "base_held_out_n32_t0.7_completions.json.gz").write_bytes(b"texts")
    env = {**os.environ, "PATH": f"{shim.parent}:{os.environ['PATH']}", "STUDY_STORE": str(store),
           "STUDY_ROOT": str(root), "STUDY_EVALUATE_FINISHED": "0.7"}
    root.mkdir()
    earlier_chain = subprocess.Popen(["sleep", "60"])  # an earlier chain's: study_stop.sh must still find it
    (root / "chain.pid").write_text(f"{earlier_chain.pid}\n999999999\n")  # and a chain that has ended: dropped
    subprocess.run(["bash", "tools/gpu_machine/study_start.sh", "reward-a,reward-b", "600", "--use_vllm --x 1",
                    "reward-a", "--eval_temperatures 0.7"],
                   cwd=ROOT, env=env, check=True, capture_output=True, timeout=60)
    deadline = time.monotonic() + 30
    while len((tmp_path / "commands").read_text().splitlines() if (tmp_path / "commands").exists() else []) < 2:
        assert time.monotonic() < deadline, "the chain did not run both commands"
        time.sleep(0.1)
    train, evaluate = (tmp_path / "commands").read_text().splitlines()
    assert train == (f"benchmarks/learning_study.py train --model bundled --root {root} --runs reward-a,reward-b "
                     "--budget 600 --stagger 120 --extra=--use_vllm --x 1 --evaluate_finished 0.7")
    assert evaluate == (f"benchmarks/learning_study.py evaluate --model bundled --root {root} --runs reward-a "
                        "--eval_temperatures 0.7")
    # From a copy of the code: every GPU call sends the tree again, and a run importing then failed (2026-12-06)
    folders = set((tmp_path / "folders").read_text().split())
    assert len(folders) == 1 and os.path.dirname(folders.pop()) == f"{root}-code"
    copy = os.path.join(f"{root}-code", os.listdir(f"{root}-code")[0])
    assert os.path.isfile(os.path.join(copy, "train_rl.py")) and os.path.isfile(
        os.path.join(copy, "benchmarks", "learning_study.py")) and os.path.isdir(os.path.join(copy, "tinylora_coder"))
    assert (root / "reward-a" / "checkpoint-9").is_dir() and (root / "base_held_out_n32_t0.7.json.gz").exists()
    assert not (root / "base_held_out_n32_t0.7_completions.json.gz").exists()
    earlier_chain.kill()
    earlier, this_chain = (root / "chain.pid").read_text().split()
    assert earlier == str(earlier_chain.pid) and this_chain.isdigit()


def test_study_start_unpacks_a_stored_runs_gzipped_logs_so_that_a_resumed_run_appends_to_them(tmp_path):
    """A LoRA run that ran out of memory saved nothing, so store gzipped its logs as a run that is over; resumed from
    its carried checkpoint it would have started new ones, and the next store's gzip overwritten steps 1-13's
    (2026-12-05). study_start.sh unpacks them; gzipped again alike, they are the same bytes."""
    sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
    from study_folders import gzip_file

    shim = tmp_path / "bin" / "python3"
    shim.parent.mkdir()
    shim.write_text("#!/bin/sh\nexit 0\n")
    shim.chmod(0o755)
    store, root = tmp_path / "store", tmp_path / "study"
    (store / "lora-a").mkdir(parents=True)
    logs = {"train.log": "step 13/300 | reward 0.1\ntorch.OutOfMemoryError: CUDA out of memory.\n",
            "round_rewards.jsonl": '{"step": 13}\n'}
    for name, text in logs.items():
        (store / "lora-a" / name).write_text(text)
        gzip_file(str(store / "lora-a" / name))
    (store / "lora-a" / "train.log.txt").write_text("not a log: left alone")
    env = {**os.environ, "PATH": f"{shim.parent}:{os.environ['PATH']}", "STUDY_STORE": str(store),
           "STUDY_ROOT": str(root), "TINYLORA_CACHE": str(tmp_path / "cache")}
    subprocess.run(["bash", "tools/gpu_machine/study_start.sh", "lora-a", "60"], cwd=ROOT, env=env, check=True,
                   capture_output=True, timeout=60)
    assert sorted(os.listdir(root / "lora-a")) == ["round_rewards.jsonl", "train.log", "train.log.txt"]
    assert {name: (root / "lora-a" / name).read_text() for name in logs} == logs
    for name in logs:
        packed = gzip_file(str(root / "lora-a" / name))
        assert open(packed, "rb").read() == (store / "lora-a" / f"{name}.gz").read_bytes()


def test_study_start_refuses_while_the_models_carried_pieces_are_not_joined(tmp_path):
    """Carried with recv.sh alone, the model's pieces lay unjoined and every run ended at once with "bundled model
    parts missing" (2026-12-05): study_start.sh says to run join_model.sh and starts nothing."""
    shim = tmp_path / "bin" / "python3"
    shim.parent.mkdir()
    shim.write_text(f"#!/bin/sh\necho \"$*\" >> {tmp_path}/commands\n")
    shim.chmod(0o755)
    cache, root = tmp_path / "cache", tmp_path / "study"
    (cache / "models").mkdir(parents=True)
    (cache / "models" / "c00").write_bytes(b"a piece")
    env = {**os.environ, "PATH": f"{shim.parent}:{os.environ['PATH']}", "STUDY_STORE": str(tmp_path / "store"),
           "STUDY_ROOT": str(root), "TINYLORA_CACHE": str(cache)}
    refused = subprocess.run(["bash", "tools/gpu_machine/study_start.sh", "reward-a", "600"], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=60)
    assert refused.returncode == 1 and "run bash tools/gpu_machine/join_model.sh first" in refused.stdout
    assert not root.exists() and not (tmp_path / "commands").exists()
    (cache / "models" / "c00").unlink()  # joined: the GGUF (or nothing, where the packages hold it) and no pieces
    (cache / "models" / "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf").write_bytes(b"the model")
    subprocess.run(["bash", "tools/gpu_machine/study_start.sh", "reward-a", "600"], cwd=ROOT, env=env, check=True,
                   capture_output=True, timeout=60)
    deadline = time.monotonic() + 30
    while not (tmp_path / "commands").exists():
        assert time.monotonic() < deadline, "the study driver did not start"
        time.sleep(0.1)
    assert "learning_study.py train" in (tmp_path / "commands").read_text()


@pytest.mark.parametrize("daemon_code, probe_code, said", [
    (0, 0, "MPS: started"), (1, 0, "MPS: did not start, not used"),
    (0, 1, "MPS: a CUDA process failed under it; stopped, not used")])
def test_study_start_starts_mps_first_when_asked_and_trains_either_way(tmp_path, daemon_code, probe_code, said):
    """STUDY_MPS=1: the daemon starts, a CUDA process is tried under it, and a daemon that serves none is stopped."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "commands"
    stand_ins = {"python3": f'[ "$1" = -c ] && exit {probe_code}; exit 0',  # the probe, then the study driver
                 "nvidia-cuda-mps-control": f'[ -t 0 ] || read line && echo "stdin $line" >> {log}; exit {daemon_code}'}
    for tool, tail in stand_ins.items():
        (bin_dir / tool).write_text(f"#!/bin/bash\necho \"{tool} $*\" >> {log}\n{tail}\n")
        (bin_dir / tool).chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}", "STUDY_STORE": str(tmp_path / "store"),
           "STUDY_ROOT": str(tmp_path / "study"), "STUDY_MPS": "1"}
    started = subprocess.run(["bash", "tools/gpu_machine/study_start.sh", "reward-a", "60"], cwd=ROOT, env=env,
                             check=True, capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=60)
    assert said in started.stdout
    deadline = time.monotonic() + 30
    while not any("learning_study.py train" in line for line in log.read_text().splitlines()):
        assert time.monotonic() < deadline, "the runs did not start"
        time.sleep(0.1)
    commands = [line.strip() for line in log.read_text().splitlines() if not line.startswith("stdin")]
    expected = ["nvidia-cuda-mps-control -d"] + ["python3 -c"] * (daemon_code == 0)
    expected += ["nvidia-cuda-mps-control"] * (daemon_code == 0 and probe_code != 0)
    assert [c.split(" import")[0] for c in commands[:-1]] == expected
    assert commands[-1].startswith("python3 benchmarks/learning_study.py train")
    assert ("stdin quit" in log.read_text()) == (daemon_code == 0 and probe_code != 0)


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="reads the runs' command lines from /proc")
def test_study_progress_names_each_runs_gpu_memory(tmp_path):
    """Runs side by side each hold a --gpu_memory_share: the poll shows each run's memory by its name."""
    run = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)", "--output_dir",
                            str(tmp_path / "study" / "reward-binary-seed1")])
    try:
        bin_dir = tmp_path / "bin"
        bin_dir.mkdir()
        (bin_dir / "nvidia-smi").write_text(  # a stand-in: this run, and a process that is no run (the MPS server)
            f'#!/bin/bash\ncase "$*" in *compute-apps*) echo "{run.pid}, 26101"; echo "1, 66";;\n'
            '*) echo "131000 MiB, 100 %";; esac\n')
        (bin_dir / "nvidia-smi").chmod(0o755)
        (tmp_path / "study" / "reward-binary-seed1").mkdir(parents=True)
        # the last step line of a run's log, plain while it trains, gzipped where store kept a finished run's
        (tmp_path / "study" / "recipe").mkdir()
        (tmp_path / "study" / "recipe" / "train.log").write_text("step 7/300 | a\rtraining: 2%\rstep 8/300 | b\n")
        (tmp_path / "study" / "recipe-seed1").mkdir()
        with gzip.open(tmp_path / "study" / "recipe-seed1" / "train.log.gz", "wt") as f:
            f.write("step 300/300 | c\ndone\n")
        env = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}"}
        shown = subprocess.run(["bash", "tools/gpu_machine/study_progress.sh", str(tmp_path / "study")], cwd=ROOT,
                               env=env, capture_output=True, text=True, timeout=60)
    finally:
        run.kill()
        run.wait()
    assert shown.returncode == 0
    assert "reward-binary-seed1: 26101 MiB on the GPU" in shown.stdout and "66 MiB" not in shown.stdout
    assert "recipe: step 8/300 | b" in shown.stdout and "recipe-seed1: step 300/300 | c" in shown.stdout


# What a model-carrying GPU call sends beside the tracked tree (tools/gpu_machine/README.md): the largest of the 12
# GGUF pieces (c11) and the wheels of .whl/ (trl, datasets, dill, multiprocess, gguf, xxhash), 2026-11-25.
LARGEST_MODEL_PIECE_BYTES = 40_950_009
WHEELS_BYTES = 2_417_494
CALL_LIMIT_BYTES = 64 * 2**20
HEADROOM_BYTES = 2 * 2**20  # a session's study results sit in the tree, uncommitted, while the next calls carry it


def test_the_tracked_tree_leaves_room_for_a_model_piece_in_one_gpu_call():
    """Session 15's study results brought the tree to 23.67 MB, 70 kB short of a call that no longer carries the
    model (gzipping the learning-rate study's results then took 4.5 MB off)."""
    listing = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, timeout=60)
    if listing.returncode != 0:
        pytest.skip("not a git checkout")
    paths = [os.path.join(ROOT, p) for p in listing.stdout.decode().split("\0") if p]
    tree = sum(os.path.getsize(p) for p in paths if os.path.isfile(p))
    room = CALL_LIMIT_BYTES - LARGEST_MODEL_PIECE_BYTES - WHEELS_BYTES - HEADROOM_BYTES
    assert tree <= room, (f"the tracked tree is {tree / 1e6:.2f} MB; with a model piece and the wheels a GPU call "
                          f"allows {room / 1e6:.2f} MB (keep results gzipped, without completion texts)")


# Stands in for pip: "download ... -d DIR NAME==VERSION ..." or "-r FILE" writes one fake wheel per requirement and
# notes the call; a requirement listed in $FAKE_PIP_MISSING is not found (pip would fail on it: here it is skipped).
FAKE_PIP = """import os, sys
args = sys.argv[1:]
open(os.environ["FAKE_PIP_LOG"], "a").write(" ".join(args) + "\\n")
folder = args[args.index("-d") + 1]
names = open(args[args.index("-r") + 1]).read().split() if "-r" in args else [a for a in args if "==" in a]
os.makedirs(folder, exist_ok=True)
for name in names:
    if name not in os.environ.get("FAKE_PIP_MISSING", "").split():
        package, version = name.split("==")
        open(os.path.join(folder, f"{package}-{version}-py3-none-any.whl"), "wb").write(name.encode() * 1000)
"""


def build_stores(repo, tmp_path, **env):
    return subprocess.run(["bash", str(repo / "tools" / "gpu_machine" / "build_stores.sh")], capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PIP": f"{sys.executable} {tmp_path / 'pip.py'}",
                                                       "GGUF": str(tmp_path / "model.gguf"),
                                                       "FAKE_PIP_LOG": str(tmp_path / "pip.log"), **env})


def test_build_stores_cuts_the_model_and_the_vllm_bundle_into_pieces_once(tmp_path):
    repo = tmp_path / "repo"
    (repo / "tools" / "gpu_machine").mkdir(parents=True)
    for name in ("build_stores.sh", "vllm_wheels.txt"):
        shutil.copy(os.path.join(ROOT, "tools", "gpu_machine", name), repo / "tools" / "gpu_machine")
    (tmp_path / "pip.py").write_text(FAKE_PIP)
    model = os.urandom(1_000_003)
    (tmp_path / "model.gguf").write_bytes(model)
    run = build_stores(repo, tmp_path)
    assert run.returncode == 0, run.stderr
    pieces = sorted((repo / ".gguf_store").glob("c*"))
    assert [p.name for p in pieces] == [f"c{i:02d}" for i in range(12)]
    assert b"".join(p.read_bytes() for p in pieces) == model
    listed = open(os.path.join(ROOT, "tools", "gpu_machine", "vllm_wheels.txt")).read().splitlines()
    wanted = sorted(line.split("#")[0].strip() for line in listed if line.split("#")[0].strip())
    bundle = tmp_path / "bundle.tar"
    bundle.write_bytes(b"".join(p.read_bytes() for p in sorted((repo / ".vstore").glob("v*"))))
    with tarfile.open(bundle) as tar:
        wheels = sorted(os.path.basename(n) for n in tar.getnames() if n.endswith(".whl"))
    assert wheels == sorted(f"{w.replace('==', '-')}-py3-none-any.whl" for w in wanted)
    assert sorted(p.name for p in (repo / ".whl").glob("*.whl"))[0].startswith("datasets-5.2.0")
    assert [p.name for p in (repo / ".bnb").glob("*.whl")] == ["bitsandbytes-0.50.2-py3-none-any.whl"]
    calls = (tmp_path / "pip.log").read_text().splitlines()  # the small wheels, bitsandbytes, vLLM's
    assert len(calls) == 3 and all("--python-version 3.12" in c and "--no-deps" in c for c in calls)
    # complete stores are kept: no download, no new pieces
    assert build_stores(repo, tmp_path).returncode == 0
    assert len((tmp_path / "pip.log").read_text().splitlines()) == 3
    # a wheel the registry did not give: the vLLM store is not built, and the run says why
    shutil.rmtree(repo / ".vstore")
    run = build_stores(repo, tmp_path, FAKE_PIP_MISSING=wanted[0])
    assert run.returncode != 0 and f"for the {len(wanted)} of vllm_wheels.txt" in run.stderr
    assert not list((repo / ".vstore").glob("v*"))


def written(path):
    return path.exists() and path.read_text().strip() != ""


def test_collect_study_leaves_lora_and_full_weights_out_and_sends_lora_adapters_in_pieces(tmp_path):
    import tarfile

    study, out = tmp_path / "study", tmp_path / "out"
    files = {"recipe/checkpoint-10/v.pt": 10, "recipe/checkpoint-20/v.pt": 10, "recipe/reward_log.csv": 10,
             "lora-a/lora_adapter/adapter_model.safetensors": 30 * 2**20 + 5, "lora-a/lora_adapter/adapter_config.json":
             10, "lora-c/checkpoint-30/optimizer.pt": 100, "full-b/full_model/model.safetensors": 1000,
             "full-b/full_model/config.json": 10, "full-b/train.log": 10, "recipe_held_out_n32_t0.7.json": 10}
    for name, size in files.items():
        (study / name).parent.mkdir(parents=True, exist_ok=True)
        (study / name).write_bytes(os.urandom(size))
    out.mkdir()
    subprocess.run(["bash", f"{ROOT}/tools/gpu_machine/collect_study.sh", str(study)], check=True,
                   env={**os.environ, "OUT": str(out), "OUTBOX": str(tmp_path / "outbox")}, capture_output=True)
    with tarfile.open(out / "study.tar.gz") as tar:
        packed = {name[2:] for name in tar.getnames() if tar.getmember(name).isfile()}
    assert packed == {"recipe/checkpoint-20/v.pt", "recipe/reward_log.csv", "lora-a/lora_adapter/adapter_config.json",
                      "full-b/full_model/config.json", "full-b/train.log", "recipe_held_out_n32_t0.7.json"}
    pieces = sorted(out.glob("lora-a.adapter.part*"))
    assert [p.stat().st_size for p in pieces] == [12 * 2**20, 12 * 2**20, 6 * 2**20 + 5]
    assert sorted(p.name for p in out.glob("lora-c.resume.*")) == ["lora-c.resume.manifest", "lora-c.resume.part00"]
    assert b"".join(p.read_bytes() for p in pieces) == (study / "lora-a/lora_adapter/adapter_model.safetensors"
                                                        ).read_bytes()
