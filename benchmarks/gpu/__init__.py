"""The parts of benchmarks/bench_gpu.py, one module each (decode, svd, train, evaluation, grpo, multigpu), with the
shared helpers (common) and models (models). Run them through bench_gpu.py."""
