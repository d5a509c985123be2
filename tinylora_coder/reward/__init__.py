"""Rewards from verdicts: the three rules and per-source multipliers (rules), and the reward function that
GRPOTrainer calls, with the per-round reward log (reward_function). No module here imports torch.
"""
