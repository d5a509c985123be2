# Start learning-study runs in the background on the GPU machine, detached, and return at once; later calls watch
# them with study_progress.sh (keep calling: an idle machine is given back after about 30 s). Arguments: the runs
# (comma-separated names of learning_study.py's RUNS), the training budget in seconds, and optionally extra
# train_rl.py arguments for every run, e.g.
#   bash tools/gpu_machine/study_start.sh reward-partial,reward-binary 3000 "--use_vllm"
# A named run stored under $STUDY_STORE (default benchmarks/results/learning) is copied to /tmp/study first, with
# its newest checkpoint-N, so it resumes instead of starting again. The base model's evaluations are a separate
# command: python3 benchmarks/learning_study.py evaluate --root /tmp/study --runs "".
. tools/gpu_machine/env.sh
root=/tmp/study; store=${STUDY_STORE:-benchmarks/results/learning}; mkdir -p $root
for name in ${1//,/ }; do
  [ -d "$store/$name" ] && [ ! -d "$root/$name" ] && cp -r "$store/$name" "$root/"
done
stagger=0; case "$3" in *--use_vllm*) stagger=120;; esac  # vLLM measures the free memory while it starts
setsid nohup python3 benchmarks/learning_study.py train --model bundled --root $root --runs "$1" --budget "$2" \
  --stagger $stagger "--extra=$3" >> $root/train_driver.log 2>&1 < /dev/null &
sleep 5; cat $root/train_driver.log
