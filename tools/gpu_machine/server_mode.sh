# Issue 12, server mode on the one GPU: `trl vllm-serve` in the background, then a few train_rl.py steps against it.
# TRL pushes the weights to the server over NCCL, and NCCL does not allow two ranks of one communicator on the same
# device, so on one GPU this is expected to fail at the weight-sync handshake; the logs say where. Needs the model
# (join_model.sh) and vLLM (join_vllm.sh). Arguments: the server's GPU memory share (default 0.15), then extra
# environment settings to try, e.g. NCCL_P2P_DISABLE=1.
. tools/gpu_machine/env.sh
share=${1:-0.15}; shift
log=/tmp/server; mkdir -p $log
folder=$(ls -d $TINYLORA_CACHE/models/*/ | grep -v tokenizer | head -1)
echo "serving $folder"
env "$@" setsid nohup python3 -m trl.scripts.vllm_serve --model "$folder" --port 8011 --dtype bfloat16 \
  --gpu_memory_utilization "$share" --max_model_len 4096 > $log/serve.log 2>&1 < /dev/null &
for i in $(seq 90); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8011/health', timeout=2)" 2>/dev/null \
    && break; sleep 2
done
echo "server up after about $((2 * i)) s"
env "$@" timeout 240 python3 train_rl.py 32 100 --model bundled --no_quant --use_vllm --vllm_mode server \
  --vllm_server_host 127.0.0.1 --vllm_server_port 8011 --max_steps 3 --num_iterations 1 --learning_rate 3e-3 \
  --lr_scheduler_type constant --num_generations 8 --per_device_train_batch_size 8 --gradient_accumulation_steps 2 \
  --max_completion_length 256 --output_dir $log/run --overwrite_output_dir > $log/train.log 2>&1
echo "train_rl.py exit $?"
grep -a -i -E "nccl|error|duplicate|^step " $log/train.log $log/serve.log | cut -c1-240 | tail -30
pkill -f trl.scripts.vllm_serve; pkill -f "vllm.entrypoints"; sleep 3
