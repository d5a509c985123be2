# The learning study's state on the GPU machine (default /tmp/study): each run's last step line, the drivers, GPU
# memory and load, and each run's own GPU memory (runs side by side each get a --gpu_memory_share: 0.189 of an H200
# is 26.4 GiB, plus the CUDA context outside it).
root=${1:-/tmp/study}
for d in $root/*/; do
  # a finished run copied from the store has its log gzipped (learning_study.py store)
  echo "$(basename $d): $(zcat -f $d/train.log $d/train.log.gz 2>/dev/null | tr '\r' '\n' | grep -a '^step ' |
    tail -1 | cut -c1-160)"
done
tail -n 4 $root/train_driver.log $root/eval_driver.log 2>/dev/null | cut -c1-200
nvidia-smi --query-gpu=memory.used,utilization.gpu --format=csv,noheader
nvidia-smi --query-compute-apps=pid,used_memory --format=csv,noheader,nounits 2>/dev/null |
while IFS=', ' read -r pid mib; do
  run=$(tr '\0' ' ' < /proc/$pid/cmdline 2>/dev/null | grep -o -- '--output_dir [^ ]*' | sed 's|.*/||')
  [ -z "$run" ] || echo "$run: $mib MiB on the GPU"
done
