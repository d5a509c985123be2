"""Where a model comes from and how it is loaded: the source of a model (local, ModelScope, Hugging Face, the
bundled offline model), reachability probes and downloads, loading with NF4/bf16/float32, tiny random Qwen2 models.
"""
