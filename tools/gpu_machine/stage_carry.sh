# Here, before call N of a GPU session's carry (N from 0): calls 0-11 carry the model's piece cNN in .gguf_part/, as
# tools/gpu_machine/README.md's steps do; calls 12, 13, ... carry the resume state of the named LoRA runs, three of
# its 12-MiB pieces a call in .rpart/ with the runs' manifests (the 19.7-MB tracked tree, .whl and three pieces stay
# under the 64 MiB a call carries; a model piece leaves no room for one). --pieces-only numbers the resume calls from
# 0, for a machine that has the model already. Each call carries [".whl", ".gguf_part", ".rpart"] and runs recv.sh
# (join_model.sh at call 11), which moves the resume pieces to /tmp/rparts; study_start.sh then unpacks a run's
# checkpoint-N into its folder, so that it resumes. Hard links: nothing is copied.
#   bash tools/gpu_machine/stage_carry.sh 0 lora-r16-lr1e-5      # before call 0; then 1, ..., 11, 12, 13, 14
#   bash tools/gpu_machine/stage_carry.sh --pieces-only 0 lora-r16-lr1e-5
first_resume_call=12; [ "$1" = --pieces-only ] && { first_resume_call=0; shift; }
n=$1; shift
case "$n" in ''|*[!0-9]*) echo "usage: stage_carry.sh [--pieces-only] CALL RUN..." >&2; exit 2;; esac
store=${STUDY_WEIGHTS:-.study_weights}
rm -rf .gguf_part .rpart; mkdir -p .gguf_part .rpart
if [ "$n" -lt "$first_resume_call" ]; then
  ln -f .gguf_store/c$(printf %02d "$n") .gguf_part/ || exit 1
fi
pieces=()
for run in "$@"; do
  dir=$store/$run/resume
  [ -f "$dir/$run.resume.manifest" ] || { echo "no resume state kept for $run (in $dir)" >&2; exit 1; }
  pieces+=($(ls "$dir/$run.resume".part* | sort))
done
left=${#pieces[@]}
if [ "$n" -ge "$first_resume_call" ]; then
  first=$((3 * (n - first_resume_call)))
  for piece in "${pieces[@]:first:3}"; do ln -f "$piece" .rpart/ || cp "$piece" .rpart/ || exit 1; done
  if [ "$first" -lt "${#pieces[@]}" ]; then
    for run in "$@"; do
      manifest=$store/$run/resume/$run.resume.manifest
      ln -f "$manifest" .rpart/ || cp "$manifest" .rpart/ || exit 1
    done
  fi
  left=$((${#pieces[@]} - first - 3)); [ $left -lt 0 ] && left=0
fi
echo "call $n carries: $(ls .gguf_part .rpart | grep -v ':$' | tr '\n' ' ')($(du -cb .gguf_part .rpart | tail -1 | cut -f1) bytes); resume pieces after it: $left"
