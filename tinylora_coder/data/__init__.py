"""The problems: problem files in both formats (problems), their tests as stdin/stdout pairs (test_cases), the
prompt (prompts), per-problem pass rates of a base model (calibration), and what the dataset downloaders share
(downloads). No module here imports torch.
"""
