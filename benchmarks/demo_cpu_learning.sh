#!/usr/bin/env bash
# Does it learn? The bundled 0.5B model on CPU: test.py before, a short GRPO run on the bundled training
# problems, test.py after on the same bundled test problems with the same seed, and the paired comparison.
# Usage: bash benchmarks/demo_cpu_learning.sh [output_dir] [max_steps]
set -euo pipefail
OUT=${1:-./output/demo-cpu}
STEPS=${2:-40}
mkdir -p "$OUT"
EVAL="--model bundled --test_data local_code_contests/bundled_test.jsonl --num_samples 12 --n 2 --max_new_tokens 256 --test_seed 42"
time python test.py --baseline $EVAL --output "$OUT/test_baseline.json"
# 4 completions (one prompt) per round, each round reused for num_iterations=4 optimizer steps, one v shared by all
# layers, no overlong penalty (the original project's round, small enough for a CPU: train_rl.py's default round is
# 64 completions); a larger learning rate than the original project's 1e-5 so that a few dozen steps move v.
time python train_rl.py 32 48 --model bundled --max_steps "$STEPS" --max_completion_length 256 \
    --per_device_train_batch_size 4 --gradient_accumulation_steps 1 --learning_rate 2e-3 \
    --num_generations 4 --num_iterations 4 --tying all --overlong_penalty 0 \
    --output_dir "$OUT" --overwrite_output_dir
time python test.py --checkpoint_path "$OUT/tiny_lora_v.pt" $EVAL --output "$OUT/test_trained.json" \
    --compare "$OUT/test_baseline.json"
