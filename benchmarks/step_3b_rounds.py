"""One configuration of bench_3b_step.py (a precision, a round size, a memory cap), run in a child process of its own:
train_rl.py's default settings on the random 3B model, each round's parts timed, the process's peak GPU memory; and
the model it loads, built and saved once. bench_3b_step.py's docstring (its --help) describes the measurement; that
script imports this module once it has put the repository on sys.path.
"""
import os
import random
import re
import shlex
import shutil
import subprocess
import tempfile
import time

import torch

import utils
from grpo_step_report import warm_median
from grpo_step_rounds import log, sync, timed, training_problems
from step_3b_profile import RoundProfiler, marked, print_profile

PER_DEVICE_ROWS = 8  # train_rl.py's per_device_train_batch_size: a round of ROWS is 8 x ROWS / 8 accumulation steps
FILLER_TOKEN_ID = 0  # '!' in Qwen's vocabulary: any ordinary token, in place of an end token a random row drew
MODEL_STAMP = "bench_3b_model.json"  # in the model folder: which model it holds, so that a later command reuses it
GIB = 2 ** 30


def prepare_model(model_dir, tiny, seed, tokenizer_dir=None):
    """Build the seeded random model (the 3B architecture on the GPU; the tiny one with --tiny) and save it with the
    bundled tokenizer (from the model cache, or a copy of it in `tokenizer_dir`) into `model_dir`, unless it already
    holds that model; returns its description and the GPU's."""
    from transformers import AutoTokenizer

    from tinylora_coder.models.tiny import build_qwen2_3b, tiny_qwen2_for_bundled_tokenizer

    tokenizer = utils.prepare_tokenizer(AutoTokenizer.from_pretrained(tokenizer_dir)) if tokenizer_dir else \
        utils.load_bundled_tokenizer()
    wanted = {"model": "tiny" if tiny else "random-qwen2.5-coder-3b", "seed": seed}
    stamp = utils.read_json(os.path.join(model_dir, MODEL_STAMP))
    if {key: stamp.get(key) for key in wanted} != wanted:
        started = time.perf_counter()
        shutil.rmtree(model_dir, ignore_errors=True)
        if tiny:
            model, _ = tiny_qwen2_for_bundled_tokenizer(seed=seed, tokenizer=tokenizer)
        else:  # bf16 as the real model's folder stores it; built on the GPU in seconds
            model = build_qwen2_3b(seed=seed, device="cuda" if torch.cuda.is_available() else "cpu")
        model.save_pretrained(model_dir)
        tokenizer.save_pretrained(model_dir)
        parameters = sum(p.numel() for p in model.parameters())
        stamp = {**wanted, "model_id": model.tinylora_model_id, "parameters": parameters,
                 "built_and_saved_s": round(time.perf_counter() - started, 1)}
        utils.write_json(os.path.join(model_dir, MODEL_STAMP), stamp)
        log(f"model {stamp['model_id']}: {stamp['parameters']:,} parameters, saved to {model_dir} in "
            f"{stamp['built_and_saved_s']} s")
    on_cuda = torch.cuda.is_available()
    from result_paths import device_name

    return {"model": stamp, "device": torch.cuda.get_device_name(0) if on_cuda else "cpu", "device_slug": device_name(),
            "gpu_total_gib": round(torch.cuda.mem_get_info()[1] / GIB, 2) if on_cuda else None}


def train_rl_settings(model_dir, quant, rows, max_new_tokens, steps, memory_share, extra=""):
    """train_rl.py's settings of its default command, parsed by its own parser; only the round size, the length, the
    steps, the memory share and the judge (none: random weights write no program) are set here, and `extra`
    (bench_3b_step.py --train_rl_args; its leading NAME=VALUE words are split_environment's, not options) after them."""
    from tinylora_coder.training.options import parse_args

    argv = ["--model", model_dir, "--max_completion_length", str(max_new_tokens), "--max_steps", str(steps),
            "--per_device_train_batch_size", str(PER_DEVICE_ROWS), "--gradient_accumulation_steps",
            str(rows // PER_DEVICE_ROWS), "--judge_workers", "0",
            "--output_dir", os.path.join(tempfile.gettempdir(), f"bench-3b-step-{os.getpid()}")]
    if quant == "bf16":
        argv.append("--no_quant")
    if memory_share is not None:
        argv += ["--gpu_memory_share", repr(memory_share)]
    return parse_args(argv + split_environment(extra)[1])


def split_environment(extra):
    """({name: value}, the rest) of a --train_rl_args string: its leading NAME=VALUE words, as a shell reads them before
    a command, are environment variables for the configuration's process (TINYLORA_FUSED_PROJECTIONS=0: the
    cuda_graph engine's decode step with its projections apart), the rest train_rl.py options."""
    words, environment = shlex.split(extra), {}
    while words and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*=.*", words[0]):
        name, value = words.pop(0).split("=", 1)
        environment[name] = value
    return environment, words


def coin_reward(seed):
    """A reward of 0 or 1 for each completion, drawn with `seed`: GRPO's advantages need a spread within a prompt's
    completions, and random weights write nothing a judge could pass."""
    generator = random.Random(seed)

    def coin_reward(completions, **kwargs):
        return [float(generator.random() < 0.5) for _ in completions]

    return coin_reward


def forced_length(sample_rollouts, end_ids, end_id, counts):
    """sample_rollouts whose every completion is a finished answer of exactly the length sampled: the engine is told an
    end token no row can draw, so each row runs to max_new_tokens; an end token drawn by chance (random weights draw
    any token) becomes FILLER_TOKEN_ID, and the last token is the end token. TRL then masks no row as cut at the limit,
    and train_rl.py's default (--mask_truncated_completions) trains on every row. counts: "replaced" (end tokens
    drawn and replaced) and "lengths" (each round's shortest and longest completion)."""
    ends = set(end_ids)

    def wrapper(prompt_ids, trl_sampling):
        completion_ids, logprobs = sample_rollouts(prompt_ids, trl_sampling)
        forced = []
        for ids in completion_ids:
            body = [FILLER_TOKEN_ID if token in ends else token for token in ids[:-1]]
            counts["replaced"] += sum(token in ends for token in ids[:-1])
            forced.append(body + [end_id])
        lengths = [len(ids) for ids in forced]
        counts["lengths"].append([min(lengths), max(lengths)])
        return forced, logprobs

    return wrapper


def entering(part, function, spans, stage, then=None):
    """`function`, noting in stage["now"] the round and `part` it works on (and `then` once it returned): where an
    out-of-memory struck."""

    def wrapper(*a, **k):
        stage["now"] = f"round {len(spans['round']) + 1}: {part}"
        out = function(*a, **k)
        if then:
            stage["now"] = f"round {len(spans['round']) + 1}: {then}"
        return out

    return wrapper


def gpu_used_gib():
    """The GPU's memory in use (nvidia-smi: this process's CUDA context and PyTorch's cache included), None without
    nvidia-smi."""
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=memory.used", "--format=csv,noheader,nounits", "-i", "0"],
                             capture_output=True, text=True, timeout=30)
        return round(float(out.stdout.split()[0]) / 1024, 2) if out.returncode == 0 else None
    except (OSError, ValueError, IndexError, subprocess.TimeoutExpired):
        return None


def peak_memory():
    if not torch.cuda.is_available():
        return {}
    return {"peak_allocated_gib": round(torch.cuda.max_memory_allocated() / GIB, 2),
            "peak_reserved_gib": round(torch.cuda.max_memory_reserved() / GIB, 2), "gpu_used_gib": gpu_used_gib()}


def is_out_of_memory(error):
    # bitsandbytes and CUDA graphs can report it as a RuntimeError rather than torch's own class
    return isinstance(error, torch.OutOfMemoryError) or "out of memory" in str(error).lower()


def run_configuration(args, quant, rows, cap_gib, steps):
    """The entry of one configuration: its rounds' parts, its settings and its peak memory; or why it stopped (out of
    memory, or a cap below the weights plus the engine's cache, found before any round)."""
    entry = {"quant": quant, "rows": rows, "memory_cap_gib": cap_gib}
    stage = {"now": "loading"}
    started = time.perf_counter()
    try:
        entry.update(measure(args, quant, rows, cap_gib, steps, entry, stage))
    except (torch.OutOfMemoryError, RuntimeError) as error:
        if not is_out_of_memory(error):
            raise
        entry.update(status="out of memory", stage=stage["now"], error=str(error).strip().splitlines()[0][:300])
        log(f"{quant} {rows} rows, cap {cap_gib or 'none'}: out of memory while {stage['now']}")
    entry.update(peak_memory(), wall_s=round(time.perf_counter() - started, 1))
    return entry


def measure(args, quant, rows, cap_gib, steps, entry, stage):
    from transformers import PrinterCallback, ProgressCallback, TrainerCallback
    from trl.rewards import get_soft_overlong_punishment

    from tinylora_coder.generation.completions import make_engine
    from tinylora_coder.training.adapters import attach_adapter, optimizer_bytes
    from tinylora_coder.training.dataset import longest_prompt_tokens, to_grpo_dataset, training_tests
    from tinylora_coder.training import memory_plan
    from tinylora_coder.training.micro_batch import kv_cache_bytes, limit_gpu_memory, plan_micro_batch
    from tinylora_coder.training.options import build_grpo_config
    from tinylora_coder.training.trainer import TinyLoRAGRPOTrainer

    on_cuda = torch.cuda.is_available()
    share = cap_gib * GIB / torch.cuda.mem_get_info()[1] if cap_gib and on_cuda else None
    # --profile: one more round, profiled once the timed ones have run (bench_3b_step.py's --help)
    profiler = RoundProfiler(steps + 1, args.profile_top, trace_file(args, quant, rows, cap_gib)) \
        if getattr(args, "profile", False) else None
    settings = train_rl_settings(args.model_dir, quant, rows, args.max_new_tokens, steps + bool(profiler), share,
                                 getattr(args, "train_rl_args", ""))
    entry["gpu_memory_share"] = round(share, 4) if share else None
    limit_gpu_memory(settings.gpu_memory_share)  # before the model, as train_rl.py does: the weights count too
    load_started = time.perf_counter()
    model, tokenizer = utils.get_model_and_tokenizer(settings.model, use_4bit=not settings.no_quant)
    dataset = to_grpo_dataset(training_problems(rows // settings.num_generations), tokenizer,
                              max_tests=training_tests(settings))
    longest = longest_prompt_tokens(dataset, tokenizer)
    # train_rl.py's memory plan, on the model loaded and its prompts, before the adapter (NF4: the rollout copy or not)
    try:
        memory = memory_plan.plan_run(settings, model.config, longest, "cuda:0") if on_cuda else None
    except memory_plan.MemoryPlanError as error:
        entry.update(status="does not fit", why=f"memory plan: {error}")
        log(f"{quant} {rows} rows, cap {cap_gib} GiB: {entry['why']}")
        return entry
    entry["memory_plan"] = memory.record() if memory is not None else None
    adapter = attach_adapter(model, tokenizer, settings, rollout_copy=memory is None or memory.rollout_copy is not False)
    model = adapter.model  # NF4: TinyLoRA on the 4-bit layers, and the bf16 rollout copy where the plan keeps it
    entry.update(quantized=bool(getattr(model, "is_loaded_in_4bit", False)), rollout_copy=adapter.rollout is not None,
                 load_s=round(time.perf_counter() - load_started, 1),
                 weights_gib=round(torch.cuda.memory_allocated() / GIB, 2) if on_cuda else None)
    sampled = adapter.rollout.plain if adapter.rollout is not None else model  # the engine's cache is in its dtype
    cache = kv_cache_bytes(sampled, rows, longest + settings.max_completion_length)
    entry.update(longest_prompt_tokens=longest, kv_cache_gib=round(cache / GIB, 2))
    if share and torch.cuda.memory_allocated() + cache > cap_gib * GIB:
        entry.update(status="does not fit", why=f"the weights ({entry['weights_gib']} GiB) and the engine's cache of "
                                                f"the round ({entry['kv_cache_gib']} GiB) exceed the cap")
        log(f"{quant} {rows} rows, cap {cap_gib} GiB: {entry['why']}")
        return entry
    stage["now"] = "planning the micro-batches"
    if memory is not None:  # as train_rl.py cuts the round
        plan = memory.micro_batch_plan(rows)
    else:
        plan = plan_micro_batch(adapter.planning_model(model), rows, longest + settings.max_completion_length,
                                "cpu", requested=settings.train_micro_batch,
                                checkpointing=settings.gradient_checkpointing,
                                fallback_micro_batch=settings.per_device_train_batch_size,
                                memory_share=settings.gpu_memory_share, reserved_bytes=optimizer_bytes(model))
    config = build_grpo_config(settings, on_cuda, plan)
    config.generation_kwargs = {"eos_token_id": [model.config.vocab_size]}  # an id past the vocabulary: never drawn
    engine = make_engine(settings.generation_engine, "cuda" if on_cuda else "cpu", batch_size=rows,
                         min_prompt_width=longest, compact=True)
    spans = {"generation": [], "row_gradients": [], "reward": [], "round": []}

    class RoundTimer(TrainerCallback):  # one round a step: num_iterations 1, train_rl.py's default
        def on_step_begin(self, *a, **k):
            sync()
            self.start = time.perf_counter()

        def on_step_end(self, *a, **k):
            sync()
            spans["round"].append((self.start, time.perf_counter()))

    reward = coin_reward(args.seed)
    timed_reward = timed(reward, spans["reward"])
    timed_reward.__name__ = reward.__name__  # TRL logs each reward under its function's name
    rewards = [timed_reward, get_soft_overlong_punishment(settings.max_completion_length, settings.overlong_penalty)]
    trainer = TinyLoRAGRPOTrainer(model=model, reward_funcs=rewards, args=config, train_dataset=dataset,
                                  processing_class=tokenizer, engine=engine,
                                  callbacks=[RoundTimer()] + ([profiler.callback()] if profiler else []),
                                  judge_pool=None, train_while_judging=settings.train_while_judging, adapter=adapter,
                                  compile_row_gradients=settings.compile_row_gradients,
                                  share_prompt_forward=settings.share_prompt_forward)
    for printer in (PrinterCallback, ProgressCallback):  # as train_rl.py: no progress bar in the logs
        trainer.remove_callback(printer)
    counts = {"replaced": 0, "lengths": []}
    end_ids = (*trainer.eos_token_ids, tokenizer.pad_token_id)
    sample_rollouts = timed(marked(profiler, "generation", trainer.sample_rollouts), spans["generation"])
    trainer.sample_rollouts = forced_length(entering("generation", sample_rollouts, spans, stage), end_ids,
                                            tokenizer.eos_token_id, counts)
    row_gradients = timed(marked(profiler, "row_gradients", trainer.rollouts_sampled), spans["row_gradients"])
    trainer.rollouts_sampled = entering("row gradients", row_gradients, spans, stage, then="training")
    try:
        trainer.train()
    finally:
        shutil.rmtree(settings.output_dir, ignore_errors=True)
    seconds = {part: [end - start for start, end in spans[part][:steps]] for part in spans}  # not the profiled one
    rounds = []
    for i, whole in enumerate(seconds["round"]):
        parts = {part: seconds[part][i] if i < len(seconds[part]) else 0.0
                 for part in ("generation", "row_gradients", "reward")}
        rounds.append({**{f"{part}_s": round(s, 2) for part, s in parts.items()},
                       "training_s": round(whole - sum(parts.values()), 2), "round_s": round(whole, 2)})
    used = "compiled (the cuda_graph engine's fallback)" if getattr(engine, "fallback", None) else engine.name
    entry.update(status="ok", engine=used, micro_batch=plan.micro_batch, accumulation_steps=plan.accumulation_steps,
                 checkpointing=plan.checkpointing, plan=plan.describe(), end_tokens_replaced=counts["replaced"],
                 completion_lengths=counts["lengths"], sampling_end_token_ids=trainer.generation_config.eos_token_id,
                 train_while_judging=trainer.train_while_judging, first=rounds[0], warm_median=warm_median(rounds),
                 rounds=rounds)
    log(f"{quant} {rows} rows, cap {cap_gib or 'none'} ({plan.describe()}): first {rounds[0]}, warm median "
        f"{entry['warm_median']}")
    if profiler is not None:  # every row runs to the last token: each batch of the engine decodes the same steps
        batches = -(-rows // engine.batch_size)
        entry["profile"] = profiler.summary(decode_steps=(args.max_new_tokens - 1) * batches)
        print_profile(entry["profile"], f"{quant} {rows} rows, cap {cap_gib or 'none'}")
    return entry


def trace_file(args, quant, rows, cap_gib):
    """Where --profile_trace_dir wants this configuration's Chrome trace (None: nowhere)."""
    folder = getattr(args, "profile_trace_dir", None)
    return os.path.join(folder, f"{quant}_{rows}rows_cap{cap_gib}.json.gz") if folder else None
