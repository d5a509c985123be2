# The learning study's state on the GPU machine (default /tmp/study): each run's last step line, the drivers, GPU
# memory and load.
root=${1:-/tmp/study}
for d in $root/*/; do
  echo "$(basename $d): $(tr '\r' '\n' < $d/train.log 2>/dev/null | grep -a '^step ' | tail -1 | cut -c1-160)"
done
tail -n 4 $root/train_driver.log $root/eval_driver.log 2>/dev/null | cut -c1-200
nvidia-smi --query-gpu=memory.used,utilization.gpu --format=csv,noheader
