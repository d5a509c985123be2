#!/usr/bin/env bash
# Wider before/after evaluations for the checkpoint of demo_cpu_learning.sh, same generation settings:
#  1. the 24 bundled problems training never saw (test + valid splits), 4 samples each: 12 problems x 2 samples
#     cannot separate small changes from noise (about 20 min a pass on a 2-core CPU);
#  2. the problems training did see, one per rollout round, 4 samples each, judged on the same 5 tests as the
#     training reward: tells whether a falling reward curve comes from harder problems or from a worse model.
# Usage: bash benchmarks/demo_cpu_wide_eval.sh [output_dir] [max_steps]   (as given to demo_cpu_learning.sh)
set -euo pipefail
OUT=${1:-./output/demo-cpu}
STEPS=${2:-40}
test -f "$OUT/tiny_lora_v.pt" || { echo "no $OUT/tiny_lora_v.pt: run benchmarks/demo_cpu_learning.sh $OUT first" >&2; exit 1; }
COMMON="--model bundled --n 4 --max_new_tokens 256 --test_seed 42"

cat local_code_contests/bundled_test.jsonl local_code_contests/bundled_valid.jsonl > "$OUT/heldout24.jsonl"
EVAL="$COMMON --test_data $OUT/heldout24.jsonl --num_samples 24"
time python test.py --baseline $EVAL --output "$OUT/wide_baseline.json"
time python test.py --checkpoint_path "$OUT/tiny_lora_v.pt" $EVAL --output "$OUT/wide_trained.json" \
    --compare "$OUT/wide_baseline.json"

ROUNDS=$(( (STEPS + 3) / 4 ))  # 4 optimizer steps per rollout round (num_iterations)
python benchmarks/demo_seen_problems.py "$OUT/seen.jsonl" "$ROUNDS"
EVAL="$COMMON --test_data $OUT/seen.jsonl --num_samples $ROUNDS --max_tests 5"
time python test.py --baseline $EVAL --output "$OUT/seen_baseline.json"
time python test.py --checkpoint_path "$OUT/tiny_lora_v.pt" $EVAL --output "$OUT/seen_trained.json" \
    --compare "$OUT/seen_baseline.json"
