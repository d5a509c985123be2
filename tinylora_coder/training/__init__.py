"""GRPO training: train_rl.py's options (options), the training problems as a datasets.Dataset (dataset), cutting a
round into micro-batches (micro_batch), the trainer (trainer), what it trains (adapters), rounds filled with prompts
that give a signal (dynamic_sampling), what vLLM's weight sync sends (vllm_weights), its callbacks (callbacks),
reward_log.csv (reward_log), reward_curve.png (plots), and the output folder: run_config.json, resuming, starting
over (run_folder).
"""
