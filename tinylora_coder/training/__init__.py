"""GRPO training: train_rl.py's options (options), the training problems as a datasets.Dataset (dataset), cutting a
round into micro-batches (micro_batch), the trainer (trainer), its callbacks (callbacks), reward_log.csv
(reward_log), reward_curve.png (plots), and the output folder: run_config.json, resuming, starting over (run_folder).
"""
