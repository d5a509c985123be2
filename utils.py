"""The import surface of TinyLoRA-GRPO-Coder: every public name of the package, importable as `utils.<name>`.

The code lives in tinylora_coder/, one concern per module; TECHNICAL_GUIDE.md section 1 has the module table.
`import utils` is instant: a name is imported from its module on first use (the `_EXPORTS` table below), so the
judge and the data code never load torch, and a script's --help answers before any model library is imported.
"""

import importlib

_EXPORTS = {
    "tinylora_coder.config": [
        "PROJECT_ROOT", "OUTPUT_DIR", "LOCAL_MODELS_DIR", "CODE_CONTESTS_DIR", "CALIBRATION_DIR", "DEEPCODER_DIR",
        "cache_dir", "DEFAULT_MODEL_ID", "BUNDLED_MODEL_NAME", "TARGET_MODULES", "TYING_MODES", "DEFAULT_U_VALUE",
        "DEFAULT_RANK", "TINYLORA_SEED", "EVAL_TEMPERATURE", "EVAL_BATCH_SIZE", "EVAL_SEED", "MAX_REWARD_TESTS",
        "GENERATION_ENGINES", "VLLM_REQUIREMENTS",
    ],
    "tinylora_coder.errors": ["UsageError", "ModelLoadError", "CheckpointError", "SandboxError", "USER_ERRORS"],
    "tinylora_coder.files": ["atomic_path", "atomic_open", "write_json", "write_json_gz", "read_json", "file_sha256"],
    "tinylora_coder.models.hub": [
        "probe_url", "hub_probe_urls", "hub_endpoint", "huggingface_repo_id", "MODEL_DOWNLOADERS",
    ],
    "tinylora_coder.models.bundled": [
        "BUNDLED_MODEL_ID", "BUNDLED_GGUF_SHA256", "BUNDLED_GGUF_SIZE", "QWEN_EOS_TOKEN_IDS", "bundled_gguf_parts",
        "bundled_model_id", "locate_bundled_gguf_parts", "verify_cached_file", "assemble_parts", "bundled_gguf_path",
        "bundled_tokenizer_dir", "bundled_model_dir",
    ],
    "tinylora_coder.models.source": ["ModelSource", "resolve_model_source", "model_id_of", "same_model",
                                    "recorded_model_reference"],
    "tinylora_coder.models.loading": [
        "cpu_has_native_bf16", "default_cpu_dtype", "prepare_tokenizer", "load_bundled_tokenizer",
        "get_model_and_tokenizer", "count_parameters", "stored_dtype",
    ],
    "tinylora_coder.models.folders": [
        "FOLDER_INFO_NAME", "LORA_ADAPTER_DIR", "FULL_MODEL_DIR", "project_version", "write_folder_info",
        "read_folder_info", "folder_kind", "resolve_trained_path", "replaceable_folder",
    ],
    "tinylora_coder.models.trained": [
        "load_lora_for_evaluation", "load_model_folder_for_evaluation", "merged_lora_model", "adapter_base_model",
    ],
    "tinylora_coder.models.tiny": ["tiny_qwen2_config", "qwen2_3b_config", "build_tiny_qwen2",
                                  "tiny_qwen2_for_bundled_tokenizer"],
    "tinylora_coder.tinylora.svd": [
        "SvdCache", "is_linear_4bit", "dequantized_weight", "top_r_svd_batch", "weights_fingerprint",
        "compute_svd_skeleton", "load_or_compute_skeleton",
    ],
    "tinylora_coder.tinylora.layer": [
        "TinyLoRAGlobalParams", "TinyLoRALinear", "apply_tiny_lora", "tiny_lora_layers", "find_target_layers",
        "layer_group", "make_projections", "projection_hash",
    ],
    "tinylora_coder.tinylora.merge": ["tiny_lora_merged", "release_merged_weights", "merged_named_parameters"],
    "tinylora_coder.tinylora.checkpoint": [
        "CHECKPOINT_NAME", "BEST_CHECKPOINT_NAME", "save_tiny_lora_checkpoint", "read_tiny_lora_checkpoint",
        "load_tiny_lora_checkpoint", "apply_tiny_lora_from_checkpoint", "checkpoint_mismatches",
    ],
    "tinylora_coder.tinylora.export": [
        "EXPORT_FORMATS", "lora_factors", "plain_architecture", "adapter_skeleton", "write_lora_adapter",
        "merged_state_dict", "write_merged_model", "export_checkpoint",
    ],
    "tinylora_coder.data.problems": [
        "DATASET_CONFIG", "SOURCE_NAMES", "DIFFICULTY_NAMES", "MAX_DESCRIPTION_CHARS", "default_data_path",
        "find_data_file", "load_problems", "sample_problems", "read_problems", "normalize_problem", "filter_dataset",
        "expand_data_paths", "LoadStats",
    ],
    "tinylora_coder.data.test_cases": ["get_test_cases", "parse_test_field", "TestFormatError"],
    "tinylora_coder.data.prompts": ["SYSTEM_PROMPT", "USER_PROMPT_TEMPLATE", "build_messages", "apply_chat_template"],
    "tinylora_coder.judge.code_extraction": ["extract_code_from_response", "remove_freopen"],
    "tinylora_coder.judge.verdicts": [
        "VERDICTS", "JudgeLimits", "JudgeResult", "Judge", "resolve_limits", "normalize_output", "outputs_match",
        "clear_compile_cache", "judge_info",
    ],
    "tinylora_coder.judge.batch": ["BATCH_PROGRAMS", "judge_batch", "judge_code"],
    "tinylora_coder.judge.pool": ["JudgePool", "JUDGE_ERROR"],
    "tinylora_coder.reward.rules": [
        "REWARD_SCALING_CONFIG", "REWARD_RULES", "RewardRule", "reward_rule", "partial_credit_reward", "seed_reward",
        "get_reward_multiplier", "score",
    ],
    "tinylora_coder.reward.reward_function": ["code_reward_func", "make_code_reward", "compile_and_run"],
    "tinylora_coder.training.micro_batch": ["MicroBatchPlan", "plan_micro_batch", "limit_gpu_memory"],
    "tinylora_coder.generation.engine": ["GenerationEngine", "GenerationInterrupted"],
    "tinylora_coder.generation.vllm_engine": ["VllmEngine", "check_vllm_usable", "vllm_sampling_kwargs"],
    "tinylora_coder.generation.completions": ["generate_completions", "make_engine", "resolve_engine_name",
                                              "evaluation_engine_name"],
    "tinylora_coder.evaluation.stats": [
        "pass_at_k", "wilson_interval", "bootstrap_interval", "mean_confidence_interval", "sign_test_p_value",
        "t_interval", "paired_permutation_p_value", "paired_summary",
    ],
    "tinylora_coder.evaluation.evaluate": [
        "OUTCOMES", "completion_outcome", "judge_completions", "generate_and_judge", "every_test_judged", "default_ks",
        "model_sample_counts", "model_samples", "record_pass_at_k", "sampled_alike", "fewest_samples_per_model",
        "compute_metrics", "evaluate_problems", "compare_runs", "run_validation", "load_model_for_evaluation",
        "evaluation_problems",
    ],
    "tinylora_coder.evaluation.reports": ["format_metrics_table", "format_comparison", "load_results",
                                          "sampled_model", "settings_differences"],
    "tinylora_coder.data.calibration": [
        "model_slug", "default_calibration_path", "read_calibration", "merge_entry", "save_entry", "make_entry",
        "format_summary", "parse_band", "pass_rates", "filter_by_pass_rate",
    ],
    "tinylora_coder.cli": ["run_cli", "say"],
}

_MODULE_OF = {name: module for module, names in _EXPORTS.items() for name in names}
__all__ = sorted(_MODULE_OF)


def __getattr__(name):
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module 'utils' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # later lookups skip this function
    return value


def __dir__():
    return __all__
