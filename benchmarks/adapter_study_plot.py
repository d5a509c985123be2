"""Issue 46's figure (benchmarks/adapter_study_summary.py): each recipe's held-out pass@1 gain and pass@32 change
over the base model (a recipe's seeds averaged per problem, Student-t 95% intervals) against the number of parameters it trained, on a log
axis from TinyLoRA's 32 scalars to every weight of the 0.5B model, one colour per adapter."""
from fraction_kept import same_problems
from parameter_counts import QWEN_05B, full_parameters, lora_parameters
from tinylora_coder.config import TARGET_MODULES

COLOURS = {"tinylora": "tab:blue", "lora": "tab:orange", "full": "tab:green"}
LABELS = {"tinylora": "TinyLoRA", "lora": "LoRA", "full": "full fine-tuning"}
# where LoRA's and full fine-tuning's points land (issue 46's LoRA: r = 16 on every projection), marked before their
# runs exist so that the axis reads the same before and after
MARKS = {"LoRA r = 16": lora_parameters(16, TARGET_MODULES), "all weights": full_parameters(QWEN_05B)}
X_LIMITS = (10, 3e9)
DODGE = 1.5  # recipes of one count drawn side by side, this factor apart


def plot_points(recipes, temperature):
    """[(recipe, adapter, trained parameters, seeds, {metric: (gain, low, high)}, {metric: gain without the close
    siblings})] of the recipes evaluated at `temperature` on every held-out problem, sorted by count then name."""
    points = []
    for recipe, entry in recipes.items():
        measured = entry.get(f"T={temperature}", {})
        if "pass@1" not in measured.get("all", {}) or not same_problems(entry):
            continue
        metrics = {k: (measured["all"][k]["difference"], *measured["all"][k]["t_interval"])
                   for k in ("pass@1", "pass@32") if k in measured["all"]}
        alone = {k: measured["without_close_sibling"][k]["difference"] for k in metrics
                 if k in measured.get("without_close_sibling", {})}
        points.append((recipe, entry["adapter"], entry["trained_parameters"], len(measured["runs"]), metrics, alone))
    return sorted(points, key=lambda p: (p[2], p[0]))


def dodged(points):
    """Each point's x: its count, moved sideways when other recipes share it."""
    counts = [p[2] for p in points]
    xs = []
    for i, count in enumerate(counts):
        same = [j for j, c in enumerate(counts) if c == count]
        xs.append(count * DODGE ** (same.index(i) - (len(same) - 1) / 2))
    return xs


def plot_adapter_study(recipes, temperature, path):
    """Draw the figure to `path`; returns the path, or None when no recipe is evaluated at `temperature`."""
    points = plot_points(recipes, temperature)
    if not points:
        return None
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, panels = plt.subplots(1, 2, figsize=(12, 4.8), sharex=True)
    xs = dodged(points)
    for axes, metric, title in ((panels[0], "pass@1", "pass@1 gain"), (panels[1], "pass@32", "pass@32 change")):
        for (recipe, adapter, _, seeds, metrics, alone), x in zip(points, xs):
            if metric not in metrics:
                continue
            gain, low, high = metrics[metric]  # an interval over fewer than two problems is None: drawn as none
            gain, low, high = (100 * (gain if v is None else v) for v in (gain, low, high))
            colour = COLOURS[adapter]
            axes.errorbar([x], [gain], yerr=[[gain - low], [high - gain]], color=colour, capsize=3, linewidth=1)
            axes.scatter([x], [gain], s=40, zorder=3, edgecolors=colour, facecolors=colour if seeds > 1 else "white")
            if metric in alone:
                axes.scatter([x], [100 * alone[metric]], s=60, marker="_", color="black", zorder=4)
            axes.annotate(recipe, (x, high), textcoords="offset points", xytext=(0, 4), ha="center", fontsize=6,
                          rotation=90, va="bottom", color=colour)
        for label, count in MARKS.items():
            axes.axvline(count, color="grey", linestyle=":", linewidth=0.8)
            axes.text(count, 0.98, f" {label}\n {count / 1e6:.1f} M", transform=axes.get_xaxis_transform(),
                      fontsize=7, color="grey", va="top")
        axes.axhline(0, color="grey", linewidth=0.8)
        axes.set_xscale("log")
        axes.set_xlim(*X_LIMITS)
        low, high = axes.get_ylim()
        axes.set_ylim(low, high + 0.4 * (high - low))  # room for the names above the intervals
        axes.set_xlabel("trained parameters (recipes of one count dodged sideways)")
        axes.set_ylabel(f"held-out {title}, points (T = {temperature})")
        axes.set_title(f"{title} over the base model, 95% t-interval", fontsize=10)
    handles = [plt.Line2D([], [], marker="o", linestyle="", color=COLOURS[a], label=LABELS[a]) for a in COLOURS]
    handles += [plt.Line2D([], [], marker="o", linestyle="", color="black", markerfacecolor="white",
                           label="one seed (filled: the mean of several)"),
                plt.Line2D([], [], marker="_", linestyle="", color="black", markersize=10,
                           label="the same without the held-out problems' close siblings")]
    figure.legend(handles=handles, fontsize=8, loc="lower center", ncol=len(handles))
    figure.suptitle("How much of the reachable gain do a few scalars keep? Held-out problems of the bundled set, "
                    "seeds averaged per problem", fontsize=10)
    figure.tight_layout(rect=(0, 0.05, 1, 1))
    figure.savefig(path, dpi=120, metadata={"Software": None})
    plt.close(figure)
    return path
