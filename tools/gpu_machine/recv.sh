# Move the carried pieces under /tmp (kept while the machine is warm); install the small wheels of .whl once.
models=${TINYLORA_CACHE:-/tmp/cache}/models  # env.sh's cache
mkdir -p $models /tmp/site /tmp/vparts ${RPARTS:=/tmp/rparts}
for f in .gguf_part/c[0-9][0-9]; do [ -e "$f" ] && mv "$f" $models/; done
for f in .vpart/v*; do [ -e "$f" ] && mv "$f" /tmp/vparts/; done
for f in .rpart/*.resume.* .rpart/*.adapter.*; do  # a LoRA run's resume state or adapter (stage_carry.sh)
  [ -e "$f" ] && mv "$f" "$RPARTS/"
done
if [ ! -d /tmp/site/trl ] && ls .whl/*.whl >/dev/null 2>&1; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl
fi
if [ ! -d /tmp/site/bitsandbytes ] && ls .bnb/bitsandbytes-*.whl >/dev/null 2>&1; then  # carried once, alone
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site .bnb/bitsandbytes-*.whl
fi
echo "bitsandbytes: $([ -d /tmp/site/bitsandbytes ] && echo installed || echo not carried)"
echo "model pieces: $(ls $models | tr '\n' ' ')"; echo "vLLM pieces: $(ls /tmp/vparts | tr '\n' ' ')"
[ -z "$(ls "$RPARTS")" ] || echo "LoRA pieces: $(ls "$RPARTS" | tr '\n' ' ')"
