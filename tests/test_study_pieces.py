"""A LoRA study run's resume state across GPU sessions: collect_study.sh queues it in pieces and sends them within
what a call brings back (8 files, 16 MiB each, 64 MiB together), learning_study.py store --pieces keeps a complete,
checked set outside the tree, stage_carry.sh carries it back beside the model's pieces within what a call carries,
recv.sh receives it and study_start.sh unpacks it, so that the run resumes from the very checkpoint it stopped at."""
import contextlib
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
import learning_study as study  # noqa: E402
from study_folders import reason_not_to_train  # noqa: E402

TOOLS = os.path.join(ROOT, "tools", "gpu_machine")
RUN = "lora-r16-lr1e-5"
FILES_BACK, FILE_BYTES_BACK, CALL_BYTES_BACK = 8, 16 * 2**20, 64 * 2**20  # the device tool's limits
CALL_CARRY_BYTES = 64 * 2**20


def write(path, data):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def stopped_lora_run(study_root, step=40):
    """A LoRA run stopped at `step` (SIGINT: it saved its adapter and a checkpoint) with an older checkpoint beside."""
    run = study_root / RUN
    write(run / f"checkpoint-{step}" / "adapter_model.safetensors", os.urandom(35_237_104))
    write(run / f"checkpoint-{step}" / "optimizer.pt", os.urandom(70_480_000))
    write(run / f"checkpoint-{step}" / "trainer_state.json", json.dumps({"global_step": step}).encode())
    write(run / f"checkpoint-{step - 10}" / "optimizer.pt", b"older")
    write(run / "lora_adapter" / "adapter_model.safetensors", b"the stop's adapter")
    write(run / "lora_adapter" / "tinylora_coder.json", json.dumps({"kind": "lora", "step": step}).encode())
    write(run / "run_config.json", json.dumps({"arguments": {"max_steps": 300}}).encode())
    write(run / "reward_log.csv", b"step\n")
    return run


def collect(study_root, out, outbox, **env):
    out.mkdir()
    done = subprocess.run(["bash", os.path.join(TOOLS, "collect_study.sh"), str(study_root)], capture_output=True,
                          text=True, timeout=120, env={**os.environ, "OUT": str(out), "OUTBOX": str(outbox), **env})
    assert done.returncode == 0, done.stderr
    files = [p for p in out.iterdir() if p.is_file()]
    assert len(files) <= FILES_BACK and all(p.stat().st_size < FILE_BYTES_BACK for p in files)
    assert sum(p.stat().st_size for p in files) <= CALL_BYTES_BACK
    return done.stdout


@contextlib.contextmanager
def training(run):
    """Stands in for train_rl.py training `run`: sleep, its command line naming the run's folder as the study's do."""
    process = subprocess.Popen([f"python3 train_rl.py 32 1000 --output_dir {run} --max_steps 300", "60"],
                               executable="sleep")
    try:
        yield
    finally:
        process.kill()
        process.wait()


def digest(folder):
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def collected(tmp_path_factory):
    """A stopped run collected over the calls its 101 MiB of resume state needs, then stored here."""
    tmp = tmp_path_factory.mktemp("pieces")
    run = stopped_lora_run(tmp / "study")
    outs, said = [], []
    for call in range(4):
        outs.append(tmp / f"out{call}")
        said.append(collect(tmp / "study", outs[-1], tmp / "outbox"))
        if "left: 0" in said[-1]:
            break
    unpacked = tmp / "unpacked"
    unpacked.mkdir()
    with tarfile.open(outs[-1] / "study.tar.gz") as tar:
        tar.extractall(unpacked, filter="data")
    args = study.parse_args(["store", "--root", str(unpacked), "--out", str(tmp / "stored"), "--runs", RUN,
                             "--pieces", ",".join(map(str, outs)), "--weights_store", str(tmp / "weights")])
    with contextlib.redirect_stdout(io.StringIO()) as said_by_store:
        study.store(args, [RUN])
    return {"store_said": said_by_store.getvalue(), "tmp": tmp, "run": run, "outs": outs, "said": said, "stored": tmp / "stored" / RUN,
            "weights": tmp / "weights"}


def test_a_stopped_lora_runs_resume_state_comes_back_over_two_calls_once_and_is_kept_outside_the_tree(collected):
    outs, said = collected["outs"], collected["said"]
    assert len(outs) == 2 and "queued lora-r16-lr1e-5's resume (step 40)" in said[0]
    assert "queued" not in said[1]  # queued once: a later call sends what is left, it does not pack it again
    pieces = sorted(p.name for out in outs for p in out.glob(f"{RUN}.resume.*"))
    assert pieces == [f"{RUN}.resume.manifest"] + [f"{RUN}.resume.part{i:02d}" for i in range(9)]
    with tarfile.open(outs[0] / "study.tar.gz") as tar:  # the run's logs; its weights and state beside
        assert not [n for n in tar.getnames() if "checkpoint-" in n or n.endswith(".safetensors")]
    kept = collected["weights"] / RUN / "resume"
    assert sorted(p.name for p in kept.iterdir()) == pieces
    assert sorted(os.listdir(collected["stored"])) == ["lora_adapter", "reward_log.csv", "run_config.json"]
    assert f"{RUN}: stored (stopped: its resume state is not in the tree)" in collected["store_said"]
    # stored without its state, the run is neither finished nor started over by accident
    assert reason_not_to_train(str(collected["stored"])).startswith("stopped at step 40 and its resume state is not here")


def test_the_kept_state_travels_back_within_each_call_and_the_run_resumes_from_its_checkpoint(collected, tmp_path):
    repo = tmp_path / "repo"  # stands in for the checkout here: the model's pieces at their real size (sparse files)
    (repo / ".gguf_store").mkdir(parents=True)
    for n in range(12):
        with open(repo / ".gguf_store" / f"c{n:02d}", "wb") as piece:
            piece.truncate(40_950_009 if n == 11 else 40_950_005)
    listing = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True)
    if listing.returncode != 0:
        pytest.skip("not a git checkout: the tracked tree's size is unknown")
    tree = sum(os.path.getsize(p) for p in (os.path.join(ROOT, name) for name in listing.stdout.decode().split("\0")
                                            if name) if os.path.isfile(p))
    wheels = 2_417_494  # .whl, the largest it has been (2026-11-25)
    rparts = tmp_path / "rparts"
    env = {**os.environ, "STUDY_WEIGHTS": str(collected["weights"]), "RPARTS": str(rparts)}
    carried_pieces = []
    for call in range(15):  # the model's 12 calls, then 3 for the 9 resume pieces
        staged = subprocess.run(["bash", os.path.join(TOOLS, "stage_carry.sh"), str(call), RUN], cwd=repo, env=env,
                                capture_output=True, text=True, timeout=60)
        assert staged.returncode == 0, staged.stderr
        carried = sum(p.stat().st_size for d in (".gguf_part", ".rpart") for p in (repo / d).iterdir())
        assert tree + wheels + carried <= CALL_CARRY_BYTES, f"call {call} carries {tree + wheels + carried} bytes"
        model_piece = [p.name for p in (repo / ".gguf_part").iterdir()]
        assert model_piece == ([f"c{call:02d}"] if call < 12 else [])
        carried_pieces += [p.name for p in (repo / ".rpart").iterdir() if ".part" in p.name]
        # the machine's side, where the carried files are copies: recv.sh moves the resume pieces out of the carried
        # folder (the model's is not moved here)
        for piece in (repo / ".gguf_part").iterdir():
            piece.unlink()
        for piece in (repo / ".rpart").iterdir():
            data = piece.read_bytes()
            piece.unlink()
            piece.write_bytes(data)
        received = subprocess.run(["bash", os.path.join(TOOLS, "recv.sh")], cwd=repo, env=env, capture_output=True,
                                  text=True, timeout=60)
        assert received.returncode == 0 and not list((repo / ".rpart").iterdir())
    assert "pieces after it: 0" in staged.stdout
    assert sorted(carried_pieces) == [f"{RUN}.resume.part{i:02d}" for i in range(9)]  # each once
    # study_start.sh copies the stored run (no state in it), then unpacks the carried checkpoint into it
    shim = tmp_path / "bin" / "python3"
    write(shim, b"#!/bin/sh\nexit 0\n")
    shim.chmod(0o755)
    machine = tmp_path / "study"
    started = subprocess.run(["bash", "tools/gpu_machine/study_start.sh", RUN, "60"], cwd=ROOT, capture_output=True,
                             text=True, timeout=60, env={**env, "PATH": f"{shim.parent}:{os.environ['PATH']}",
                                                         "STUDY_STORE": str(collected["stored"].parent),
                                                         "STUDY_ROOT": str(machine), "OUTBOX": str(tmp_path / "ob")})
    assert "lora-r16-lr1e-5: resumes from checkpoint-40 (carried)" in started.stdout, started.stdout
    # the run trains on: the carried checkpoint, now the second-newest, is here already and is not sent back
    write(machine / RUN / "checkpoint-50" / "optimizer.pt", b"the resumed run's first")
    with training(machine / RUN):
        said = collect(machine, tmp_path / "out", tmp_path / "ob")
    assert "queued" not in said and not list((tmp_path / "out").glob(f"{RUN}.*"))
    (machine / RUN / "checkpoint-50" / "optimizer.pt").unlink()
    (machine / RUN / "checkpoint-50").rmdir()
    assert digest(machine / RUN / "checkpoint-40") == digest(collected["run"] / "checkpoint-40")
    assert sorted(os.listdir(machine / RUN)) == ["checkpoint-40", "lora_adapter", "reward_log.csv", "run_config.json"]
    assert not list(rparts.iterdir())  # unpacked once: a later study_start.sh of the run leaves its folder alone
    assert reason_not_to_train(str(machine / RUN)) is None
    args = study.parse_args(["train", "--root", str(machine), "--runs", RUN])
    assert study.train_command(args, RUN)[-1] == "--resume"


def test_a_missing_or_altered_piece_is_named_and_nothing_is_kept(collected, tmp_path, capsys):
    from study_store import keep_pieces

    partial = tmp_path / "partial"
    partial.mkdir()
    for path in collected["outs"][0].glob(f"{RUN}.resume.*"):  # the first call's pieces only
        (partial / path.name).write_bytes(path.read_bytes())
    assert keep_pieces([str(partial)], [RUN], str(tmp_path), str(tmp_path / "weights")) == {}
    assert "5 of 9 pieces here (missing part05, part06, part07, part08)" in capsys.readouterr().out
    altered = tmp_path / "altered"
    altered.mkdir()
    for out in collected["outs"]:
        for path in out.glob(f"{RUN}.resume.*"):
            (altered / path.name).write_bytes(path.read_bytes())
    data = bytearray((altered / f"{RUN}.resume.part03").read_bytes())
    data[100] ^= 1
    (altered / f"{RUN}.resume.part03").write_bytes(bytes(data))
    assert keep_pieces([str(altered)], [RUN], str(tmp_path), str(tmp_path / "weights")) == {}
    assert "sha256 differs" in capsys.readouterr().out and not (tmp_path / "weights").exists()


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="reads the stand-in run's command line from /proc")
def test_a_finished_runs_adapter_comes_back_joined_with_its_folder(tmp_path):
    study_root = tmp_path / "study"
    finished = study_root / "lora-r16-lr5e-5" / "lora_adapter"
    adapter = os.urandom(35_237_104)
    write(finished / "adapter_model.safetensors", adapter)
    write(finished / "adapter_config.json", b'{"r": 16}')
    write(finished / "tinylora_coder.json", json.dumps({"kind": "lora", "step": 300}).encode())
    write(study_root / "lora-r16-lr5e-5" / "run_config.json", json.dumps({"arguments": {"max_steps": 300}}).encode())
    write(study_root / "lora-r16-lr5e-5" / "checkpoint-40" / "optimizer.pt", b"a stopped session's, unpacked earlier")
    for name in ("recipe-seed1/checkpoint-90/v.pt", "recipe-seed1/checkpoint-100/v.pt"):
        write(study_root / name, name.encode())
    said = collect(study_root, tmp_path / "out", tmp_path / "outbox")
    with tarfile.open(tmp_path / "out" / "study.tar.gz") as tar:  # run names hold dashes: the newest step is kept
        names = tar.getnames()
    assert "./recipe-seed1/checkpoint-100/v.pt" in names and not [n for n in names if "checkpoint-90" in n]
    unpacked = tmp_path / "unpacked"
    unpacked.mkdir()
    with tarfile.open(tmp_path / "out" / "study.tar.gz") as tar:
        tar.extractall(unpacked, filter="data")
    from study_store import keep_pieces

    assert "queued lora-r16-lr5e-5's adapter (step 300)" in said and "lora-r16-lr5e-5's resume" not in said
    # a resume set of the same run from an earlier call is left out once its adapter is there
    write(tmp_path / "out" / "lora-r16-lr5e-5.resume.part00", b"state")
    write(tmp_path / "out" / "lora-r16-lr5e-5.resume.manifest",
          f"sha256 {hashlib.sha256(b'state').hexdigest()}\npieces 1\nstep 40\n".encode())
    assert keep_pieces([str(tmp_path / "out")], ["lora-r16-lr5e-5"], str(unpacked), str(tmp_path / "w")) == {
        ("lora-r16-lr5e-5", "adapter"): 300}
    assert not (tmp_path / "w" / "lora-r16-lr5e-5" / "resume").exists()
    kept = tmp_path / "w" / "lora-r16-lr5e-5" / "lora_adapter"
    assert (kept / "adapter_model.safetensors").read_bytes() == adapter
    assert sorted(os.listdir(kept)) == ["adapter_config.json", "adapter_model.safetensors", "tinylora_coder.json"]


def test_a_run_started_over_is_sent_again_and_a_newer_checkpoint_there_is_not_replaced(tmp_path):
    """A run started over on the same machine that stops at a step already sent has its new state queued; a carried
    checkpoint older than one the run's folder holds is not unpacked (--resume would take the newer)."""
    run = tmp_path / "study" / RUN
    write(run / "checkpoint-40" / "optimizer.pt", b"first")
    first = collect(tmp_path / "study", tmp_path / "out1", tmp_path / "outbox")
    write(run / "checkpoint-40" / "optimizer.pt", b"started over")
    os.utime(run / "checkpoint-40", (2e9, 2e9))
    again = collect(tmp_path / "study", tmp_path / "out2", tmp_path / "outbox")
    assert f"queued {RUN}'s resume (step 40)" in first and f"queued {RUN}'s resume (step 40)" in again
    with tarfile.open(tmp_path / "out2" / f"{RUN}.resume.part00") as tar:
        assert tar.extractfile("checkpoint-40/optimizer.pt").read() == b"started over"
    rparts = tmp_path / "rparts"
    rparts.mkdir()
    for piece in (tmp_path / "out2").glob(f"{RUN}.resume.*"):
        (rparts / piece.name).write_bytes(piece.read_bytes())
    machine = tmp_path / "machine"
    write(machine / RUN / "checkpoint-60" / "optimizer.pt", b"newer")
    shim = tmp_path / "bin" / "python3"
    write(shim, b"#!/bin/sh\nexit 0\n")
    shim.chmod(0o755)
    started = subprocess.run(["bash", "tools/gpu_machine/study_start.sh", RUN, "60"], cwd=ROOT, capture_output=True,
                             text=True, timeout=60,
                             env={**os.environ, "PATH": f"{shim.parent}:{os.environ['PATH']}", "RPARTS": str(rparts),
                                  "STUDY_STORE": str(tmp_path / "store"), "STUDY_ROOT": str(machine)})
    assert f"{RUN}: holds checkpoint-60 already, not older than the carried checkpoint-40" in started.stdout
    assert sorted(os.listdir(machine / RUN)) == ["checkpoint-60"]



def test_a_training_run_sends_its_whole_checkpoints_one_set_at_a_time_and_its_stop_replaces_them(tmp_path):
    """While a LoRA run trains, each poll's collect_study.sh sends its second-newest checkpoint (the newest may be
    half written), a newer one only once the set before it is all sent, so that store keeps a recent whole resume
    state should the machine be taken back; the stop's checkpoint then replaces a set still being sent. Pieces of 1
    MiB here, 6 a call beside study.tar.gz: a set of 9 pieces takes two calls."""
    study_root, outbox, here = tmp_path / "study", tmp_path / "outbox", tmp_path / "here"
    run = stopped_lora_run(study_root)  # checkpoints 30 (a stand-in) and 40
    write(run / "checkpoint-30" / "optimizer.pt", os.urandom(8 * 2**20))
    write(run / "checkpoint-40" / "adapter_model.safetensors", os.urandom(3 * 2**20))
    write(run / "checkpoint-40" / "optimizer.pt", os.urandom(5 * 2**20))
    small = {"PIECE_BYTES": str(2**20)}
    calls = []

    def call(n):
        calls.append(collect(study_root, tmp_path / f"out{n}", outbox, **small))
        here.mkdir(exist_ok=True)  # what the guide says: each call's pieces into one folder, then store
        for piece in (tmp_path / f"out{n}").glob(f"{RUN}.*"):
            (here / piece.name).write_bytes(piece.read_bytes())
        from study_store import keep_pieces
        with contextlib.redirect_stdout(io.StringIO()):
            return keep_pieces([str(here)], [RUN], str(study_root), str(tmp_path / "weights"))

    with training(run):
        assert call(0) == {}  # step 30: its manifest and 5 of its 9 pieces (study.tar.gz is the 7th file)
        assert f"queued {RUN}'s resume (step 30)" in calls[0] and "left: 4" in calls[0]
        write(run / "checkpoint-50" / "optimizer.pt", os.urandom(2**20))  # 40 is whole now, but 30 is being sent
        assert call(1) == {(RUN, "resume"): 30}
        assert "a resume state is being sent" in calls[1] and "queued" not in calls[1] and "left: 0" in calls[1]
        kept = tmp_path / "weights" / RUN / "resume"
        with open(kept / f"{RUN}.resume.manifest") as f:
            assert "step 30" in f.read()
        assert call(2) == {}  # the next whole one, 40: its first pieces
        assert f"queued {RUN}'s resume (step 40)" in calls[2]
        with open(kept / f"{RUN}.resume.manifest") as f:  # an incomplete set leaves the kept one alone
            assert "step 30" in f.read()
    write(run / "checkpoint-55" / "optimizer.pt", b"the stop's state")  # stopped (study_stop.sh): its newest
    assert call(3) == {(RUN, "resume"): 55} and f"queued {RUN}'s resume (step 55)" in calls[3]
    assert not list(outbox.glob(f"{RUN}.*"))  # step 40's unsent pieces went with it


def test_a_finished_runs_kept_adapter_travels_back_and_is_unpacked_to_be_evaluated(tmp_path):
    """A LoRA run that finished in a session that ended before its evaluation: stage_carry.sh cuts its kept
    lora_adapter/ once (the same pieces each call, cut again when the kept adapter changes), recv.sh and
    study_start.sh put it whole over the stored folder (tinylora_coder.json only), and collect_study.sh does not
    send it back."""
    weights, stored, machine = tmp_path / "weights", tmp_path / "stored", tmp_path / "study"
    kept = weights / RUN / "lora_adapter"
    adapter = os.urandom(30_000_000)
    write(kept / "adapter_model.safetensors", adapter)
    write(kept / "adapter_config.json", b'{"r": 16}')
    write(kept / "tinylora_coder.json", json.dumps({"kind": "lora", "step": 300}).encode())
    write(stored / RUN / "lora_adapter" / "tinylora_coder.json", json.dumps({"kind": "lora", "step": 300}).encode())
    write(stored / RUN / "run_config.json", json.dumps({"arguments": {"max_steps": 300}}).encode())
    repo, rparts = tmp_path / "repo", tmp_path / "rparts"
    repo.mkdir()
    env = {**os.environ, "STUDY_WEIGHTS": str(weights), "RPARTS": str(rparts)}

    def carry(call):
        staged = subprocess.run(["bash", os.path.join(TOOLS, "stage_carry.sh"), "--pieces-only", str(call), RUN],
                                cwd=repo, env=env, capture_output=True, text=True, timeout=60)
        assert staged.returncode == 0, staged.stderr
        names = sorted(p.name for p in (repo / ".rpart").iterdir())
        received = subprocess.run(["bash", os.path.join(TOOLS, "recv.sh")], cwd=repo, env=env, capture_output=True,
                                  text=True, timeout=60)
        assert received.returncode == 0 and not list((repo / ".rpart").iterdir()), received.stderr
        return staged.stdout, names

    said, names = carry(0)
    assert names == [f"{RUN}.adapter.manifest", f"{RUN}.adapter.part00", f"{RUN}.adapter.part01",
                     f"{RUN}.adapter.part02"] and "pieces after it: 0" in said
    cut = {p.name: p.stat().st_mtime_ns for p in (weights / RUN / "adapter_carry").iterdir()}
    assert carry(1)[1] == [] and cut == {p.name: p.stat().st_mtime_ns
                                         for p in (weights / RUN / "adapter_carry").iterdir()}  # cut once
    shim = tmp_path / "bin" / "python3"
    write(shim, b"#!/bin/sh\nexit 0\n")
    shim.chmod(0o755)
    start_env = {**env, "PATH": f"{shim.parent}:{os.environ['PATH']}", "STUDY_STORE": str(stored),
                 "STUDY_ROOT": str(machine), "OUTBOX": str(tmp_path / "ob")}
    started = subprocess.run(["bash", "tools/gpu_machine/study_start.sh", RUN, "60"], cwd=ROOT, capture_output=True,
                             text=True, timeout=60, env=start_env)
    assert f"{RUN}: its adapter of step 300 carried" in started.stdout, started.stdout
    assert digest(machine / RUN / "lora_adapter") == digest(kept) and not list(rparts.iterdir())
    assert reason_not_to_train(str(machine / RUN)).startswith("finished")
    said = collect(machine, tmp_path / "out", tmp_path / "ob")
    assert "queued" not in said and not list((tmp_path / "out").glob(f"{RUN}.*"))
    # an adapter kept anew (a run started over) is cut again; a piece short is named and nothing unpacked
    manifest = weights / RUN / "adapter_carry" / f"{RUN}.adapter.manifest"
    first_cut = manifest.read_text()
    write(kept / "adapter_model.safetensors", adapter[::-1])
    os.utime(kept / "adapter_model.safetensors", (2e9, 2e9))
    carry(0)
    pieces = b"".join(p.read_bytes() for p in sorted((weights / RUN / "adapter_carry").glob("*.part*")))
    assert manifest.read_text() != first_cut and f"sha256 {hashlib.sha256(pieces).hexdigest()}" in manifest.read_text()
    (rparts / f"{RUN}.adapter.part01").unlink()
    shutil.rmtree(machine / RUN)
    started = subprocess.run(["bash", "tools/gpu_machine/study_start.sh", RUN, "60"], cwd=ROOT, capture_output=True,
                             text=True, timeout=60, env=start_env)
    assert f"{RUN}: 2 of 3 adapter pieces carried: not unpacked" in started.stdout, started.stdout
    assert sorted(os.listdir(machine / RUN / "lora_adapter")) == ["tinylora_coder.json"]
