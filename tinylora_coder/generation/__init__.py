"""Sampling completions. One engine interface (engine: eager and compiled), the cuda_graph engine (cuda_graph, its
decode loop in graph_decode), continuous batching (continuous), vLLM (vllm_engine), and choosing an engine plus
generate_completions (completions).
"""
