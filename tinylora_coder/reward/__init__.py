"""Rewards from verdicts: the registry of rules, one RewardRule each, and per-source multipliers (rules), and the
reward function that GRPOTrainer calls, with the per-round reward log (reward_function). The judge reports
verdicts only; everything that depends on the rule reads it here. No module here imports torch.
"""
