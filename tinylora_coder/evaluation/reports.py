"""Human-readable tables of evaluation metrics and paired comparisons, and reading test.py result files."""

import math

from ..errors import UsageError
from ..files import read_json_or_exit


def _percent(x):
    return "n/a" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{100 * x:.2f}%"


def format_metrics_table(metrics, title="Results"):
    """Human-readable table of a metrics dict (from compute_metrics)."""
    ci = metrics.get("ci", {})
    total = metrics["num_completions"]
    per = metrics.get("samples_per_problem")

    def interval(name, as_percent=True):
        if name not in ci:
            return ""
        lo, hi = ci[name]
        return f"[{_percent(lo)}, {_percent(hi)}]" if as_percent else f"[{lo:.4f}, {hi:.4f}]"

    rows = [
        ("Problems", str(metrics["num_problems"]), ""),
        ("Completions", f"{total}" + (f" ({per} per problem)" if per else ""), ""),
        *([("Average score (partial)", f"{metrics['average_score']:.4f}",
            interval("average_score", as_percent=False))] if "average_score" in metrics else []),
        *([("Average pass rate", f"{metrics['average_pass_rate']:.4f}",
            interval("average_pass_rate", as_percent=False))] if "average_pass_rate" in metrics else []),
        ("Compile rate", f"{_percent(metrics['compile_rate'])} ({metrics['compile_success']}/{total})",
         interval("compile_rate")),
    ]
    for key in [k for k in metrics if k.startswith("pass@")]:
        value = _percent(metrics[key])
        if key == "pass@1":
            value += f" ({metrics['full_pass']}/{total})"
        rows.append((key.replace("pass", "Pass"), value, interval(key)))
    rows.append(("Full pass", f"{metrics['full_pass']}/{total}", ""))
    if "partial_pass" in metrics:
        rows += [("Partial pass", f"{metrics['partial_pass']}/{total}", ""),
                 ("Compiled, 0 passed", f"{metrics['compiled_no_pass']}/{total}", "")]
    else:  # stop_at_first_failure: how many tests a failing program passes is not known
        rows.append(("Tests judged", "to each program's first failure (no average scores)", ""))
    rows += [
        ("No code extracted", f"{metrics['no_code']}/{total}", ""),
        ("Truncated", f"{metrics.get('truncated', 0)}/{total}", ""),
        ("Outcomes", ", ".join(f"{o} {c}" for o, c in metrics.get("outcomes", {}).items()), ""),
    ]
    width = max(len(r[0]) for r in rows) + 2
    value_width = max(len(r[1]) for r in rows) + 2
    lines = [title, f"{'Metric':<{width}}{'Value':<{value_width}}95% CI"]
    lines += [f"{name:<{width}}{value:<{value_width}}{ci_text}".rstrip() for name, value, ci_text in rows]
    return "\n".join(lines)


def format_comparison(comparison, name_a="this run", name_b="other run"):
    lines = [f"Paired comparison on {comparison['num_common_problems']} common problems ({name_a} - {name_b})"]
    for metric, m in comparison["metrics"].items():
        scale, unit = (100, " pts") if metric.startswith("pass@") else (1, "")
        lo, hi = m["ci"]
        line = (f"  {metric}: {m['a'] * scale:.2f} vs {m['b'] * scale:.2f}, difference {m['difference'] * scale:+.2f}"
                f"{unit}; 95% bootstrap CI [{lo * scale:+.2f}, {hi * scale:+.2f}]")
        if "t_interval" in m:
            t_lo, t_hi = m["t_interval"]
            line += f", t-interval [{t_lo * scale:+.2f}, {t_hi * scale:+.2f}], permutation p = {m['permutation_p']:.3f}"
        if m.get("sign_test_p") is not None:
            line += (f"; better on {m['a_better']}, worse on {m['b_better']}, tied {m['tied']}; "
                     f"sign test p = {m['sign_test_p']:.3f}")
        else:
            line += "; no sign counts (the sides were sampled unlike)"
        lines.append(line)
    return "\n".join(lines)


# what decides a sample's outcome besides the weights (test.py's settings): two results that differ in one were not
# sampled or judged alike, and their paired difference mixes that in (the base model at 1,024 new tokens against 512:
# 15% of answers cut against 0.3%; RESULTS.md). Another --test_seed is another draw, not another setting.
SAMPLED_ALIKE_SETTINGS = ("temperature", "max_new_tokens", "max_tests", "quantized", "model")


def sampled_model(settings):
    """The model a test.py result sampled from: a full model folder's result is named after the folder, and test.py
    records the model its training started from as base_model; a TinyLoRA or LoRA result names that model already."""
    base = settings.get("base_model") if settings.get("kind") == "model" else None
    return base or settings.get("model")


def settings_differences(ours, theirs):
    """The SAMPLED_ALIKE_SETTINGS in which two test.py results' settings differ, as 'name ours against theirs' (a
    setting one of them does not record is not compared; None is a value: max_tests None judges every test); the
    model is compared by sampled_model."""
    differ = []
    for key in SAMPLED_ALIKE_SETTINGS:
        if key in ours and key in theirs:
            a, b = (sampled_model(s) if key == "model" else s[key] for s in (ours, theirs))
            if a != b:
                differ.append(f"{key} {a} against {b}")
    return differ


def load_results(path):
    """Read a result file written by test.py (.json, or .json.gz as the study keeps them); raises UsageError with a
    one-line message if it is unusable."""
    results = read_json_or_exit(path, f"result file not found: {path}", f"cannot read result file {path}")
    if not isinstance(results, dict) or not isinstance(results.get("problems"), list):
        raise UsageError(f"{path} is not a test.py result file (no 'problems' list)")
    return results
