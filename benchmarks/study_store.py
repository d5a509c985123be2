"""Keeping a learning study copied back from the GPU machine (learning_study.py store): the run folders and the
evaluations in the tree, and a LoRA run's weights and resume state outside it.

A LoRA run's adapter (33.6 MiB at rank 16 on the 0.5B model) and resume state (its newest checkpoint-N: the adapter
plus about 70 MiB of AdamW moments) do not fit in study.tar.gz (a file comes back only under 16 MiB), so
tools/gpu_machine/collect_study.sh sends them beside it in 12-MiB pieces, over one or more calls:
<run>.adapter.partNN (adapter_model.safetensors) and <run>.resume.partNN (a tar of checkpoint-N), each set with a
<run>.<kind>.manifest (sha256, pieces, step). keep_pieces checks each set and keeps it in --weights_store (default
.study_weights/, ignored by git): the adapter joined into <run>/lora_adapter/ with the rest of that folder from
study.tar.gz, for a later T = 1.0 evaluation; the resume state as its pieces in <run>/resume/, which
tools/gpu_machine/stage_carry.sh carries back, one piece with each of the model's pieces, so that the run resumes in a
later session (study_start.sh unpacks it).
"""
import hashlib
import os
import re
import shutil
import sys

from study_folders import (LOGS_GZIPPED_WHEN_OVER, checkpoint_steps, ended_silent, final_weights, gzip_file,
                           last_logged_step, logged_error, reached_last_step, stopped_without_resume_state,
                           unfinished)

PIECE = re.compile(r"(?P<run>.+)\.(?P<kind>adapter|resume)\.(?:part(?P<index>\d+)|manifest)")
WEIGHTS_STORE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), ".study_weights")


def read_manifest(path):
    """{"sha256": hex, "pieces": int, "step": int} from a <run>.<kind>.manifest."""
    fields = {key: value.strip() for key, _, value in (line.partition(" ") for line in open(path).read().splitlines())}
    try:
        return {"sha256": fields["sha256"], "pieces": int(fields["pieces"]), "step": int(fields.get("step") or 0)}
    except (KeyError, ValueError) as error:
        raise ValueError(f"{os.path.basename(path)}: not a pieces manifest ({error})") from None


def gather_pieces(folders):
    """{(run, kind): {"manifest": path, "parts": {index: path}}} of the pieces found in `folders` (a later folder's
    file of the same name wins: each GPU call's files land in a folder of their own)."""
    found = {}
    for folder in folders:
        for name in sorted(os.listdir(folder)):
            match = PIECE.fullmatch(name)
            if not match:
                continue
            entry = found.setdefault((match["run"], match["kind"]), {"manifest": None, "parts": {}})
            path = os.path.join(folder, name)
            if match["index"] is None:
                entry["manifest"] = path
            else:
                entry["parts"][int(match["index"])] = path
    return found


def complete_set(run, kind, entry):
    """(manifest, [piece paths in order]) when `entry` holds every piece its manifest names and their sha256 matches;
    else None, after one line saying what is missing."""
    if entry["manifest"] is None:
        print(f"{run}: {len(entry['parts'])} {kind} piece(s) but no manifest: collect again")
        return None
    try:
        manifest = read_manifest(entry["manifest"])
    except ValueError as error:
        print(f"{run}: {error}: collect again")
        return None
    missing = [i for i in range(manifest["pieces"]) if i not in entry["parts"]]
    if missing:
        print(f"{run}: {kind} of step {manifest['step']}: {manifest['pieces'] - len(missing)} of {manifest['pieces']} "
              f"pieces here (missing {', '.join(f'part{i:02d}' for i in missing)}): copy every call's pieces, or "
              "run send_pieces.sh again on the machine")
        return None
    parts = [entry["parts"][i] for i in range(manifest["pieces"])]
    digest = hashlib.sha256()
    for path in parts:
        with open(path, "rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                digest.update(block)
    if digest.hexdigest() != manifest["sha256"]:
        print(f"{run}: {kind} of step {manifest['step']}: the pieces' sha256 differs from the manifest's: not kept "
              "(while a run trains, a newer set's first pieces lie over the last one's until the rest arrive)")
        return None
    return manifest, parts


def keep_pieces(folders, names, study_root, weights_store=WEIGHTS_STORE):
    """Keep the complete sets of pieces of runs `names` found in `folders` in `weights_store`; returns
    {(run, kind): step} of those kept."""
    kept = {}
    for (run, kind), entry in sorted(gather_pieces(folders).items()):  # a run's adapter before its resume state
        if run not in names:
            continue
        complete = complete_set(run, kind, entry)
        if complete is None:
            continue
        manifest, parts = complete
        if kind == "resume" and kept.get((run, "adapter"), -1) >= manifest["step"]:
            print(f"{run}: resume state of step {manifest['step']} left out: the run finished (its adapter is kept)")
            continue
        if kind == "adapter":
            target = os.path.join(weights_store, run, "lora_adapter")
            shutil.rmtree(target, ignore_errors=True)
            source = os.path.join(study_root, run, "lora_adapter")
            if os.path.isdir(source):  # its config, model card and provenance, from study.tar.gz
                shutil.copytree(source, target)
            os.makedirs(target, exist_ok=True)
            with open(os.path.join(target, "adapter_model.safetensors"), "wb") as out:
                for path in parts:
                    with open(path, "rb") as f:
                        shutil.copyfileobj(f, out)
            shutil.rmtree(os.path.join(weights_store, run, "resume"), ignore_errors=True)  # finished: not resumed
        else:
            target = os.path.join(weights_store, run, "resume")
            shutil.rmtree(target, ignore_errors=True)
            os.makedirs(target)
            for path in [entry["manifest"], *parts]:
                shutil.copy(path, target)
        kept[(run, kind)] = manifest["step"]
        print(f"{run}: {kind} of step {manifest['step']} kept in {os.path.relpath(target)} ({len(parts)} pieces)")
    return kept


def store(args, names, study_runs, evaluation_jobs):
    """Keep the named runs of a study copied back from the GPU machine (args.root) in args.out. Each run's folder
    replaces the stored one, with its newest checkpoint-N only (a finished run has none left: train_rl.py removes
    them); a run stopped by hand keeps its v only there. Each evaluation of those runs and of the base model becomes
    <job>.json.gz, the per-sample verdicts kept and the completion texts left out, beside its .log (gzipped): every
    GPU call carries the tracked tree plus a 41 MB model piece within 64 MiB, and a 208 x 32 result with its texts
    is 12.9 MB (2026-11-25), without them 36 kB. A
    <job>.json already stored is removed (summarize would read it before the .json.gz). Logs are kept gzipped: each
    evaluation's, and a run's LOGS_GZIPPED_WHEN_OVER once it is over (not to be resumed). LoRA and full runs keep
    their logs, results and their weights' provenance file here; a LoRA run's adapter and resume state go to
    args.weights_store from the pieces in args.pieces (keep_pieces)."""
    import utils

    if not os.path.isdir(args.root):
        sys.exit(f"error: no study folder {args.root}")
    if os.path.abspath(args.root) == os.path.abspath(args.out):
        sys.exit("error: store copies --root into --out; they are the same folder")
    other = [n for n in names if n not in study_runs]
    if other:
        sys.exit(f"error: store keeps issue 25's runs (STUDY_RUNS); not {', '.join(other)}")
    missing = [folder for folder in args.pieces if not os.path.isdir(folder)]
    if missing:
        sys.exit(f"error: --pieces: no folder {', '.join(missing)}")
    for name in names:
        source = os.path.join(args.root, name)
        if not os.path.isdir(source):
            print(f"{name}: not in {args.root}")
            continue
        # a finished run keeps no resume state, even where the GPU machine's tree brought old folders back
        steps = checkpoint_steps(source)
        kept = [] if reached_last_step(source) else steps[-1:]
        older = {f"checkpoint-{step}" for step in steps if step not in kept}
        weight_folders = set()
        if name.startswith(("lora-", "full-")):
            # LoRA and full weights (34 MiB to 1.2 GB) and their resume state are not kept in the tree, only their
            # provenance file (which says the run finished, or where it stopped), the logs and the results
            older |= {f"checkpoint-{step}" for step in steps}
            kept, weight_folders = [], {os.path.join(source, f) for f in ("lora_adapter", "full_model")}

        # a stopped run's v (355 kB at u = 512) is also in the checkpoint it resumes from: one copy is kept, so the
        # tracked tree stays under what a GPU call carries beside a model piece; a run that stopped learning keeps
        # its v, its result, and so does one whose kept checkpoint holds none (collected half written)
        stopped_v = {"tiny_lora_v.pt"} if kept and not ended_silent(source) and os.path.isfile(
            os.path.join(source, f"checkpoint-{kept[0]}", "tiny_lora_v.pt")) else set()

        def ignored(folder, entries):
            if folder == source:
                return (older | stopped_v) & set(entries)
            return [e for e in entries if e != "tinylora_coder.json"] if folder in weight_folders else []

        target = os.path.join(args.out, name)
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(source, target, ignore=ignored)
        if kept:
            state = f" with checkpoint-{kept[0]}" + (" (its v is there)" if stopped_v else "")
        elif stopped_without_resume_state(target):  # a LoRA run's comes in pieces (--pieces), a full run's never
            state = " (stopped: its resume state is not in the tree)"
        elif reached_last_step(target) or ended_silent(target):
            state = " (finished)"
        elif final_weights(target):
            state = f" (stopped at step {last_logged_step(target)}, without resume state)"
        else:  # a full run saves nothing before its end (--save_steps 1000): "finished" was printed from step 1
            state = f" (training: step {last_logged_step(target)} logged, nothing saved yet)"
        if state != " (finished)" and (error := logged_error(target)):  # a LoRA run out of memory read "training"
            state = (f" (ended with an error after step {last_logged_step(target)}: {error})"
                     if state.startswith(" (training:") else f"{state}; its log ends with an error: {error}")
        if not unfinished(target):
            for log in LOGS_GZIPPED_WHEN_OVER:
                if os.path.isfile(os.path.join(target, log)):
                    gzip_file(os.path.join(target, log))
        print(f"{name}: stored{state}")
    if args.pieces:
        keep_pieces(args.pieces, names, args.root, args.weights_store)
    for job in evaluation_jobs(args, names):
        if not os.path.isfile(result := os.path.join(args.root, f"{job}.json")):
            continue
        data = utils.load_results(result)
        for problem in data.get("problems", []):
            for sample in problem.get("samples", []):
                sample.pop("completion", None)
        target = utils.write_json_gz(os.path.join(args.out, f"{job}.json.gz"), data)
        stale = os.path.join(args.out, f"{job}.json")
        if os.path.isfile(stale):
            os.remove(stale)
        if os.path.isfile(os.path.join(args.root, f"{job}.log")):
            shutil.copy(os.path.join(args.root, f"{job}.log"), os.path.join(args.out, f"{job}.log"))
            gzip_file(os.path.join(args.out, f"{job}.log"))  # 22 kB, 4 kB gzipped
        print(f"{job}: stored as {os.path.relpath(target)} ({os.path.getsize(target) / 1e3:.0f} kB)")
