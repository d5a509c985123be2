"""Measuring a model: n samples per problem, judging, pass@k, compare_runs, run_validation (evaluate), the
statistics (stats), and printed tables and result files (reports).
"""
