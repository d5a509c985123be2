# Join the vLLM pieces (one tar of 33 wheels), install them into /tmp/site without dependencies, import vLLM.
bash tools/gpu_machine/recv.sh; . tools/gpu_machine/env.sh
mkdir -p /tmp/vwhl && cat /tmp/vparts/v* | tar xf - -C /tmp/vwhl && rm /tmp/vparts/v*
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site /tmp/vwhl/*.whl
python3 -c "import vllm; from vllm import LLM, SamplingParams; print('vllm', vllm.__version__)"
