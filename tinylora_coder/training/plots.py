"""reward_curve.png: the training reward per rollout round, its moving average, and validation scores."""

import os

from .callbacks import VALIDATION_LOG_NAME
from .reward_log import REWARD_LOG_NAME, read_csv

REWARD_PLOT_NAME = "reward_curve.png"


def plot_reward_curve(output_dir, window=10):
    """Plot the run in `output_dir`; returns the PNG's path, or None when there is nothing to plot yet."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    rows = [r for r in read_csv(os.path.join(output_dir, REWARD_LOG_NAME)) if r.get("reward")]
    validation = read_csv(os.path.join(output_dir, VALIDATION_LOG_NAME))
    if not rows and not validation:
        return None
    fig, ax = plt.subplots(figsize=(8, 4.5))
    if rows:
        steps = [int(r["step"]) for r in rows]
        rewards = [float(r["reward"]) for r in rows]
        ax.plot(steps, rewards, ".", alpha=0.5, label="mean reward of a rollout round")
        if len(rewards) > window:  # a moving average over fewer points than its window says nothing
            smooth = [sum(rewards[i - window + 1:i + 1]) / window for i in range(window - 1, len(rewards))]
            ax.plot(steps[window - 1:], smooth, "-", label=f"moving average ({window} rounds)")
    if validation:
        val_steps = [int(r["step"]) for r in validation]
        ax.plot(val_steps, [float(r["average_score"]) for r in validation], "s-", label="validation average score")
        ax.plot(val_steps, [float(r["pass@1"]) for r in validation], "^-", label="validation pass@1")
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))  # optimizer steps are whole numbers
    ax.set_xlabel("optimizer step")
    ax.set_ylabel("reward")
    ax.set_title("GRPO reward")
    ax.grid(alpha=0.3)
    ax.legend()
    fig.tight_layout()
    path = os.path.join(output_dir, REWARD_PLOT_NAME)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path
