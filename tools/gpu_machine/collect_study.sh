# Pack a learning study (default /tmp/study) into $OUT/study.tar.gz: logs, curves, v, evaluations, and each run's
# newest checkpoint-N (what --resume needs); older checkpoints are left out. LoRA and full fine-tuning runs' weights
# and resume state are left out of it too (a file comes back only under 16 MiB: a study.tar.gz holding a rank-16
# adapter was 33.7 MB and did not come back, 2026-12-04). A LoRA run's come back beside it instead, in 12-MiB
# pieces queued once in /tmp/outbox and sent over this and later calls (send_pieces.sh: 64 MiB a call):
#   <run>.adapter.*  a finished run's adapter_model.safetensors (the rest of lora_adapter/ is in study.tar.gz);
#   <run>.resume.*   a stopped run's newest checkpoint-N as a tar (33.6 MiB of adapter plus about 70 MiB of AdamW
#                    moments at rank 16), so that it resumes in a later session (stage_carry.sh carries it back);
# each with a .manifest (sha256, pieces, step) that learning_study.py store --pieces checks. A run still training
# sends its second-newest checkpoint (the newest may be half written), once the set before it is all sent; the
# stopped run's newest replaces it (study_stop.sh stops the runs before it collects). Full fine-tuning's state (1.2
# GB of weights, 7.5 GB to resume) does not come back.
here=$(cd "$(dirname "$0")" && pwd); root=${1:-/tmp/study}; cd "$root" || exit 1
outbox=${OUTBOX:-/tmp/outbox}; piece_bytes=${PIECE_BYTES:-12582912}; state=$outbox.state  # what was queued
mkdir -p "$outbox/sent" "$state"
steps() { ls -d "$1"/checkpoint-* 2> /dev/null | sed 's|.*/checkpoint-||' | grep -x '[0-9]*' | sort -n; }
newest() { steps "$1" | tail -1; }
# run names hold dashes: the step is what follows the last "checkpoint-"
older=$(for d in */; do n=$(newest "${d%/}"); [ -n "$n" ] && ls -d "${d}"checkpoint-* | grep -v "/checkpoint-$n\$"; done)
tar czf "$OUT/study.tar.gz" $(for c in $older; do printf -- "--exclude=./%s " "${c%/}"; done) \
  --exclude='./lora-*/checkpoint-*' --exclude='./full-*/checkpoint-*' --exclude='*/full_model/*.safetensors' \
  --exclude='*/lora_adapter/adapter_model.safetensors' .
queue() {  # queue(run, kind, step, file or -): its pieces and manifest, once per run, kind, step and write time
  local tag="$1.$2.$3.$(stat -c %Y "${4/#-/$1/checkpoint-$3}")"  # a run started over may stop at the same step
  grep -qxF "$tag" "$state/queued" 2> /dev/null && return
  # an older step's pieces, sent or not; a finished run's adapter replaces its resume state too
  rm -f "$outbox/$1.$2".* "$outbox/sent/$1.$2".*
  [ "$2" = adapter ] && rm -f "$outbox/$1.resume".* "$outbox/sent/$1.resume".*
  local source=$4 build="$state/$1.tar"
  if [ "$4" = - ]; then
    tar cf "$build" -C "$1" "checkpoint-$3" || { echo "$1: its checkpoint-$3 could not be packed"; rm -f "$build"; return 1; }
    source=$build
  fi
  local sha
  sha=$(sha256sum "$source") && sha=${sha%% *} && split -b "$piece_bytes" -d -a 2 "$source" "$outbox/$1.$2.part" || {
    echo "$1: its $2 could not be cut into pieces"; rm -f "$build" "$outbox/$1.$2".*; return 1; }
  rm -f "$build"
  printf 'sha256 %s\npieces %s\nstep %s\n' "$sha" "$(ls "$outbox/$1.$2".part* | wc -l)" "$3" > "$outbox/$1.$2.manifest"
  echo "$tag" >> "$state/queued"; echo "queued $1's $2 (step $3)"
}
number() { grep -o "\"$1\": *[0-9]*" "$2" 2> /dev/null | head -1 | grep -o '[0-9]*$'; }
training='^[^ ]*python[^ ]* [^ ]*train_rl[.]py .*--output_dir[ =][^ ]*/'
for d in lora-*/; do
  run=${d%/}; [ -d "$run" ] || continue
  if pgrep -f "$training$run/?( |\$)" > /dev/null; then
    # while it trains, a checkpoint with a newer one beside it is whole (the trainer wrote it before it trained on):
    # sent one set at a time, so that a machine taken back during the run leaves a recent resume state here
    if ls "$outbox/$run.resume".* > /dev/null 2>&1; then echo "$run: training; a resume state is being sent"; continue; fi
    whole=$(steps "$run" | tail -2)
    if [ "$(echo "$whole" | wc -w)" = 2 ]; then queue "$run" resume "$(echo "$whole" | head -1)" -
    else echo "$run: training, no whole checkpoint yet"; fi
    continue
  fi
  step=$(newest "$run")  # read after the check: a run that ends meanwhile has saved its last state
  adapter_step=$(number step "$run/lora_adapter/tinylora_coder.json")
  max_steps=$(number max_steps "$run/run_config.json")
  finished=0  # its adapter saved at --max_steps (train_rl.py then removes the checkpoints), or no checkpoint left
  if [ -f "$run/lora_adapter/adapter_model.safetensors" ]; then
    if [ -z "$step" ]; then finished=1
    elif [ -n "$adapter_step" ] && [ -n "$max_steps" ] && [ "$adapter_step" -ge "$max_steps" ]; then finished=1; fi
  fi
  if [ $finished = 1 ]; then queue "$run" adapter "${adapter_step:-0}" "$run/lora_adapter/adapter_model.safetensors"
  elif [ -n "$step" ]; then queue "$run" resume "$step" -  # stopped (its adapter is in the checkpoint too)
  fi
done
for d in full-*/; do
  [ -n "$(newest "${d%/}")" ] && echo "${d%/}: full fine-tuning's resume state (7.5 GB) does not come back"
done
bash "$here/send_pieces.sh"
ls -la "$OUT"
