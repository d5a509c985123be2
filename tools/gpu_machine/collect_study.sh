# Pack a learning study (default /tmp/study) into $OUT/study.tar.gz: logs, curves, v, evaluations, and each run's
# newest checkpoint-N (what --resume needs); older checkpoints are left out. LoRA and full fine-tuning runs'
# weights and resume state are left out of it too (files come back at most 16 MiB each: a study.tar.gz holding a
# rank-16 adapter was 33.7 MB and did not come back, 2026-12-04); each LoRA adapter comes back beside it instead,
# in 12-MiB pieces <run>.adapter.partNN (join: cat <run>.adapter.part* > adapter_model.safetensors). A full
# model (1.2 GB) does not come back.
root=${1:-/tmp/study}; cd "$root" || exit 1
older=$(for d in */; do ls -d "${d}"checkpoint-* 2>/dev/null | sort -t- -k2 -n | head -n -1; done)
tar czf "$OUT/study.tar.gz" $(for c in $older; do printf -- "--exclude=./%s " "${c%/}"; done) \
  --exclude='./lora-*/checkpoint-*' --exclude='./full-*/checkpoint-*' --exclude='*/full_model/*.safetensors' \
  --exclude='*/lora_adapter/adapter_model.safetensors' .
for adapter in */lora_adapter/adapter_model.safetensors; do
  [ -f "$adapter" ] && split -b 12M -d "$adapter" "$OUT/${adapter%%/*}.adapter.part"
done
ls -la "$OUT"
