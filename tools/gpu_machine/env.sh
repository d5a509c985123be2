# Source at the start of every GPU command: the carried packages, the model cache, unbuffered logs.
export PYTHONPATH=/tmp/site TINYLORA_CACHE=${TINYLORA_CACHE:-/tmp/cache} PYTHONUNBUFFERED=1 TOKENIZERS_PARALLELISM=false
# Never use NVLink multicast (NVLS) on these machines: keep NCCL and torch off it.
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
# flashinfer is not carried (vllm_wheels.txt): vLLM's V2 runner would import it for its top-k/top-p sampler.
export VLLM_USE_FLASHINFER_SAMPLER=0
