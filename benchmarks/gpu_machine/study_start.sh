# Start learning-study runs (and the base model on the training problems) in the background on the GPU machine,
# detached, and return at once; later calls watch them with study_progress.sh (keep calling: an idle machine is
# given back after about 30 s). Arguments: the runs (comma-separated names of learning_study.py's RUNS), the
# training budget in seconds, and optionally extra train_rl.py arguments for every run, e.g.
#   bash benchmarks/gpu_machine/study_start.sh lr3e-3,lr3e-3-p16 540 "--use_vllm --vllm_gpu_memory_utilization 0.1"
. benchmarks/gpu_machine/env.sh
root=/tmp/study; mkdir -p $root
# the stored base-model evaluations, and the stored runs (each with its newest checkpoint-N: they resume)
for f in base_held_out.json base_train.json; do [ -f $root/$f ] || cp benchmarks/results/learning/$f $root/; done
for d in benchmarks/results/learning/*/; do [ -d $root/$(basename $d) ] || cp -r $d $root/; done
stagger=0; case "$3" in *--use_vllm*) stagger=120;; esac  # vLLM measures the free memory while it starts
setsid nohup python3 benchmarks/learning_study.py train --model bundled --root $root --runs "$1" --budget "$2" \
  --stagger $stagger "--extra=$3" > $root/train_driver.log 2>&1 < /dev/null &
setsid nohup python3 benchmarks/learning_study.py evaluate --model bundled --root $root --runs "" \
  > $root/eval_driver.log 2>&1 < /dev/null &
sleep 5; cat $root/train_driver.log
