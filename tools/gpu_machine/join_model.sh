# Join the 12 GGUF pieces, check the sha256, convert the model once (later loads take ~2 s).
bash tools/gpu_machine/recv.sh; . tools/gpu_machine/env.sh
gguf=$TINYLORA_CACHE/models/qwen2.5-coder-0.5b-instruct-q4_k_m.gguf
cat $TINYLORA_CACHE/models/c[0-9][0-9] > $gguf && rm $TINYLORA_CACHE/models/c[0-9][0-9]
echo "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32  $gguf" | sha256sum -c - || exit 1
nvidia-smi --query-gpu=name,memory.total,memory.used --format=csv,noheader
python3 -c "import utils; utils.get_model_and_tokenizer('bundled', use_4bit=False, for_inference=True)"
