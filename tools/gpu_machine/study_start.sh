# Start learning-study runs in the background on the GPU machine, detached, and return at once; later calls watch
# them with study_progress.sh (keep calling: an idle machine is given back after about 30 s). Arguments: the runs
# (comma-separated names of learning_study.py's RUNS), the training budget in seconds, optionally extra
# train_rl.py arguments for every run, optionally the runs to evaluate once training has ended
# (learning_study.py evaluate, output in /tmp/study/eval_driver.log), and optionally extra arguments of that
# evaluate (e.g. "--eval_temperatures 0.7"), e.g.
#   bash tools/gpu_machine/study_start.sh reward-partial,reward-binary 3000 "--use_vllm"
#   bash tools/gpu_machine/study_start.sh reward-partial,reward-pass_rate 600 "" reward-partial,reward-pass_rate
#   bash tools/gpu_machine/study_start.sh reward-binary-seed1 600 "" reward-binary-seed1 "--eval_temperatures 0.7"
# A named run stored under $STUDY_STORE (default benchmarks/results/learning) is copied to /tmp/study first, with
# its newest checkpoint-N, so it resumes instead of starting again; so are the stored evaluations
# (*_n32_t*.json.gz), whose jobs evaluate then skips. A LoRA run's resume state or finished adapter, carried in
# pieces to /tmp/rparts (stage_carry.sh), is unpacked into its folder once every piece is there and matches its
# manifest. study_stop.sh ends the chain before it evaluates. $STUDY_ROOT
# moves /tmp/study (for tests). STUDY_EVALUATE_FINISHED=0.7 (or 0.7,1.0: both cuda_graph) evaluates each run that
# finishes at those temperatures in the place it frees, while the others train, and a named run that had finished or
# stopped learning at once, in a place of its own (learning_study.py train --evaluate_finished).
# STUDY_MPS=1 first starts NVIDIA's Multi-Process Service, so that the kernels of the runs side by side run at once
# instead of taking turns on the GPU: a run alone took 5 s a step, three side by side 10-13 s each (H100,
# 2026-11-25); five or six under MPS 15-17 s each (H200, 2026-11-25): 0.31 run-steps/s vs 0.26.
. tools/gpu_machine/env.sh
# The model's pieces carried but not joined: every run would end at once with "bundled model parts missing" (on
# 2026-12-05 a call of 200 s was lost so): refused before anything starts
if ls "$TINYLORA_CACHE"/models/c[0-9][0-9] > /dev/null 2>&1; then
  echo "error: the model's pieces are carried but not joined: run bash tools/gpu_machine/join_model.sh first"; exit 1
fi
if [ -n "$STUDY_MPS" ]; then  # a daemon that starts but serves no client would fail every run: probe it first
  if ! command -v nvidia-cuda-mps-control > /dev/null; then echo "MPS: nvidia-cuda-mps-control not found, not used"
  elif ! nvidia-cuda-mps-control -d; then echo "MPS: did not start, not used"
  elif timeout 180 python3 -c "import torch; torch.ones(1, device='cuda').sum().item()" > /dev/null 2>&1; then
    echo "MPS: started"
  else echo quit | nvidia-cuda-mps-control; echo "MPS: a CUDA process failed under it; stopped, not used"; fi
fi
root=${STUDY_ROOT:-/tmp/study}; store=${STUDY_STORE:-benchmarks/results/learning}; mkdir -p $root
for name in ${1//,/ }; do  # with its logs unpacked: a resumed run appends to them (store gzips them alike again)
  [ -d "$store/$name" ] && [ ! -d "$root/$name" ] && cp -r "$store/$name" "$root/" &&
    for log in "$root/$name"/train.log.gz "$root/$name"/round_rewards.jsonl.gz; do
      [ -f "$log" ] && [ ! -e "${log%.gz}" ] && gunzip "$log"
    done
done
rparts=${RPARTS:-/tmp/rparts}
# carried_problem(run, kind): why the run's carried pieces of that kind (resume, adapter) cannot be used, else nothing
carried_problem() {
  local manifest=$rparts/$1.$2.manifest have
  have=$(ls "$rparts/$1.$2".part* 2> /dev/null | wc -l)
  if [ "$have" != "$(sed -n 's/^pieces //p' "$manifest")" ]; then
    echo "$have of $(sed -n 's/^pieces //p' "$manifest") $2 pieces carried"
  elif [ "$(cat "$rparts/$1.$2".part* | sha256sum | cut -d' ' -f1)" != "$(sed -n 's/^sha256 //p' "$manifest")" ]; then
    echo "the carried $2 pieces' sha256 differs from the manifest's"
  fi
}
mark_here() {  # mark_here(run, kind, step, path): here already, collect_study.sh is not to send it back (its tag)
  mkdir -p "${OUTBOX:-/tmp/outbox}.state"
  echo "$1.$2.$3.$(stat -c %Y "$4")" >> "${OUTBOX:-/tmp/outbox}.state/queued"
}
for name in ${1//,/ }; do  # a LoRA run's resume state, carried in pieces (stage_carry.sh, recv.sh): into its folder
  manifest=$rparts/$name.resume.manifest; [ -f "$manifest" ] || continue
  step=$(sed -n 's/^step //p' "$manifest")
  here=$(ls -d "$root/$name"/checkpoint-* 2> /dev/null | sed 's|.*/checkpoint-||' | grep -x '[0-9]*' | sort -n | tail -1)
  if [ -n "$here" ] && [ "$here" -ge "$step" ]; then  # --resume takes the newest: the carried one would not be used
    echo "$name: holds checkpoint-$here already, not older than the carried checkpoint-$step: not unpacked"
  elif problem=$(carried_problem "$name" resume) && [ -n "$problem" ]; then echo "$name: $problem: not resumed"
  else  # unpacked beside, then moved in whole: a half-unpacked checkpoint would resume without its optimizer
    mkdir -p "$root/$name/.unpacking" && cat "$rparts/$name.resume".part* | tar xf - -C "$root/$name/.unpacking" &&
      mv "$root/$name/.unpacking/checkpoint-$step" "$root/$name/" && rm -f "$rparts/$name.resume".* &&
      echo "$name: resumes from checkpoint-$step (carried)" || echo "$name: the carried checkpoint did not unpack"
    [ -d "$root/$name/checkpoint-$step" ] && mark_here "$name" resume "$step" "$root/$name/checkpoint-$step"
    rm -rf "$root/$name/.unpacking"
  fi
done
for name in ${1//,/ }; do  # a finished LoRA run's adapter, carried in pieces: its lora_adapter/, to be evaluated
  manifest=$rparts/$name.adapter.manifest; [ -f "$manifest" ] || continue
  step=$(sed -n 's/^step //p' "$manifest")
  if problem=$(carried_problem "$name" adapter) && [ -n "$problem" ]; then echo "$name: $problem: not unpacked"
  else  # unpacked beside, then moved in whole over the stored folder (which holds tinylora_coder.json only)
    mkdir -p "$root/$name/.unpacking" && cat "$rparts/$name.adapter".part* | tar xf - -C "$root/$name/.unpacking" &&
      [ -f "$root/$name/.unpacking/lora_adapter/adapter_model.safetensors" ] && rm -rf "$root/$name/lora_adapter" &&
      mv "$root/$name/.unpacking/lora_adapter" "$root/$name/" && rm -f "$rparts/$name.adapter".* &&
      echo "$name: its adapter of step $step carried" || echo "$name: the carried adapter did not unpack"
    weights=$root/$name/lora_adapter/adapter_model.safetensors
    [ -f "$weights" ] && mark_here "$name" adapter "$step" "$weights"
    rm -rf "$root/$name/.unpacking"
  fi
done
for result in "$store"/*_n32_t*.json.gz; do  # the stored results, not the completion texts kept beside two
  case "$result" in *_completions.json.gz) continue;; esac
  [ -f "$result" ] && [ ! -e "$root/${result##*/}" ] && cp "$result" $root/
done
stagger=0; case "$3" in *--use_vllm*) stagger=120;; esac  # vLLM measures the free memory while it starts
# Every GPU call sends the tree again: a run still importing then failed with "No module named 'utils'" (the resumed
# lora-r16-lr1e-5-seed1 on 2026-12-06, a test.py on 2026-12-04). So the chain runs from a copy of the code of its own.
code=$root-code/$(date +%s%N)
mkdir -p "$code" && cp -r ./*.py tinylora_coder benchmarks local_code_contests "$code"/ || exit 1
cd "$code" || exit 1
setsid nohup bash -c '
  python3 benchmarks/learning_study.py train --model bundled --root "$0" --runs "$1" --budget "$2" --stagger "$3" \
    "--extra=$4" --evaluate_finished "$STUDY_EVALUATE_FINISHED" >> "$0/train_driver.log" 2>&1
  [ -z "$5" ] || python3 benchmarks/learning_study.py evaluate --model bundled --root "$0" --runs "$5" $6 \
    >> "$0/eval_driver.log" 2>&1' "$root" "$1" "$2" "$stagger" "$3" "$4" "$5" > /dev/null 2>&1 < /dev/null &
# appended (a run started later in a freed slot has its own chain), the chains that have ended dropped
chains=$(for pid in $(cat $root/chain.pid 2> /dev/null); do kill -0 $pid 2> /dev/null && echo $pid; done)
printf '%s\n' $chains $! > $root/chain.pid
sleep 5; cat $root/train_driver.log
