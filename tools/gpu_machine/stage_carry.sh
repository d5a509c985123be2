# Here, before call N of a GPU session's carry (N from 0): calls 0-11 carry the model's piece cNN in .gguf_part/, as
# tools/gpu_machine/README.md's steps do; calls 12, 13, ... carry the named LoRA runs' weights, three 12-MiB pieces a
# call in .rpart/ with the runs' manifests (the 19.7-MB tracked tree, .whl and three pieces stay under the 64 MiB a
# call carries; a model piece leaves no room for one): a stopped run's resume state (.study_weights/<run>/resume),
# or a finished run's adapter (.study_weights/<run>/lora_adapter, cut once into .study_weights/<run>/adapter_carry),
# so that it is evaluated there (STUDY_EVALUATE_FINISHED). --pieces-only numbers those calls from 0, for a machine
# that has the model already. Each call carries [".whl", ".gguf_part", ".rpart"] and runs recv.sh (join_model.sh at
# call 11), which moves the pieces to /tmp/rparts; study_start.sh then unpacks a run's checkpoint-N or lora_adapter/
# into its folder. Hard links: nothing is copied.
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
piece_bytes=${PIECE_BYTES:-12582912}
cut_adapter() {  # cut_adapter(run): a finished run's lora_adapter/ as a tar in pieces, once (the same each call)
  local carry=$store/$1/adapter_carry step sha
  local manifest=$carry/$1.adapter.manifest  # cut already, from the adapter kept now: the same pieces
  [ -f "$manifest" ] && [ -z "$(find "$store/$1/lora_adapter" -newer "$manifest")" ] && return 0
  rm -rf "$carry" && mkdir -p "$carry" || return 1
  step=$(grep -o '"step": *[0-9]*' "$store/$1/lora_adapter/tinylora_coder.json" 2> /dev/null | grep -o '[0-9]*$')
  tar cf "$carry/$1.tar" -C "$store/$1" lora_adapter && sha=$(sha256sum "$carry/$1.tar") &&
    split -b "$piece_bytes" -d -a 2 "$carry/$1.tar" "$carry/$1.adapter.part" || { rm -rf "$carry"; return 1; }
  rm -f "$carry/$1.tar"
  printf 'sha256 %s\npieces %s\nstep %s\n' "${sha%% *}" "$(ls "$carry/$1.adapter".part* | wc -l)" "${step:-0}" \
    > "$carry/$1.adapter.manifest"
}
pieces=(); manifests=()
for run in "$@"; do
  if [ -f "$store/$run/resume/$run.resume.manifest" ]; then dir=$store/$run/resume; kind=resume
  elif [ -f "$store/$run/lora_adapter/adapter_model.safetensors" ]; then
    cut_adapter "$run" || { echo "$run: its adapter could not be cut into pieces" >&2; exit 1; }
    dir=$store/$run/adapter_carry; kind=adapter
  else echo "no resume state or adapter kept for $run (in $store/$run)" >&2; exit 1; fi
  pieces+=($(ls "$dir/$run.$kind".part* | sort)); manifests+=("$dir/$run.$kind.manifest")
done
left=${#pieces[@]}
if [ "$n" -ge "$first_resume_call" ]; then
  first=$((3 * (n - first_resume_call)))
  for piece in "${pieces[@]:first:3}"; do ln -f "$piece" .rpart/ || cp "$piece" .rpart/ || exit 1; done
  if [ "$first" -lt "${#pieces[@]}" ]; then
    for manifest in "${manifests[@]}"; do ln -f "$manifest" .rpart/ || cp "$manifest" .rpart/ || exit 1; done
  fi
  left=$((${#pieces[@]} - first - 3)); [ $left -lt 0 ] && left=0
fi
carried=$(ls .gguf_part .rpart | grep -v ':$' | tr '\n' ' ')
echo "call $n carries: $carried($(du -cb .gguf_part .rpart | tail -1 | cut -f1) bytes); pieces after it: $left"
