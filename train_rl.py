"""Train TinyLoRA's scalars v (u per layer by default) with GRPO (TRL GRPOTrainer) on a reward from compiling and
running C++; or, for comparison, a PEFT LoRA adapter or every weight (--adapter).

Examples:
  python train_rl.py 32 2000 --dataset deepcoder
  python train_rl.py 32 2000 --adapter lora --lora_r 16    # the same GRPO on a PEFT LoRA adapter (or --adapter full)
  python train_rl.py 32 2000 --do_validate --val_steps 100 --val_samples 32
  python train_rl.py 32 2000 --resume                        # continue an interrupted run (same arguments)
  accelerate launch --num_processes 4 train_rl.py 32 2000   # data parallel, one full model per GPU
  python train_rl.py 32 2000 --no_quant --use_vllm          # vLLM rollouts (requirements-vllm.txt)

Writes to --output_dir: tiny_lora_v.pt (final v), best_tiny_lora_v.pt (with --do_validate), reward_log.csv,
reward_curve.png, validation_log.csv, run_config.json (every setting and library version), and
checkpoint-<step>/ folders holding only what a resume needs (v, optimizer, scheduler, RNG, trainer state and
the current rollout round; never the base model). Ctrl-C or SIGTERM stops at the next decode step (seconds on a
GPU, up to minutes on a CPU) and saves; a second one saves v and exits at once; --resume continues exactly where
the run stopped.

Batching: a rollout round samples per_device_train_batch_size x gradient_accumulation_steps x GPUs
completions (num_generations per prompt) and feeds num_iterations optimizer steps. How the round is cut for
the training forward is --train_micro_batch (on a GPU: the largest cut that fits, from the memory plan:
tinylora_coder/training/memory_plan.py, which also decides checkpointing and an NF4 model's rollout copy, and ends
settings that cannot fit before the model loads), and the judge starts on each completion as soon as its row ends
(--judge_workers processes).
"""
import os
import sys
import time

from tinylora_coder.cli import is_main_process
from tinylora_coder.data import calibration
from tinylora_coder.training import options
# tests and experiments use them:
from tinylora_coder.training.options import EFFECTIVE_KEYS, build_grpo_config, colocated_vllm_share  # noqa: F401


def parse_args(argv=None):
    return options.parse_args(argv, epilog=__doc__.split("\n\n", 1)[1])


def main(argv=None, reward_funcs=None, callbacks=None):
    """Train; returns the exit status: 0, 128 + signal number when stopped by Ctrl-C / SIGTERM, or 1 when
    data-parallel ranks ended with different v (callbacks.RankAgreement; v is saved all the same).

    `reward_funcs` (default: the g++ reward) and extra `callbacks` are for tests and experiments.
    """
    args = parse_args(argv)
    import torch  # heavy imports after argument parsing: --help and argument errors answer at once
    from transformers import PrinterCallback, ProgressCallback

    import utils
    from tinylora_coder.training import callbacks as cb
    from tinylora_coder.training import run_folder
    from tinylora_coder.generation.completions import make_engine
    from tinylora_coder.generation.engine import GenerationInterrupted
    from tinylora_coder.generation.vllm_engine import check_vllm_usable
    from tinylora_coder.library_boundary import check_libraries

    if args.use_vllm:  # a GPU, and vllm installed (not imported here): checked before the trainer module (TRL's
        check_vllm_usable("--use_vllm")  # GRPOTrainer imports an installed vllm) and before any loading
    # what this project uses of TRL and transformers (and vLLM's TRL side), before minutes go into loading the model;
    # the cuda_graph engine (auto on a GPU) samples with transformers' generation helpers
    graph_decode = torch.cuda.is_available() and args.generation_engine in ("auto", "cuda_graph") and not args.use_vllm
    check_libraries("training", *(["vllm"] if args.use_vllm else []), *(["generation"] if graph_decode else []))
    from tinylora_coder.judge.pool import JudgePool
    from tinylora_coder.training import memory_plan
    from tinylora_coder.training.micro_batch import limit_gpu_memory, plan_micro_batch
    from tinylora_coder.training.plots import plot_reward_curve
    from tinylora_coder.reward.reward_function import make_code_reward, with_round_log
    from tinylora_coder.reward.rules import reward_rule
    from tinylora_coder.training.dataset import (load_training_data, longest_prompt_tokens, to_grpo_dataset,
                                                 training_tests)
    from tinylora_coder.training.adapters import attach_adapter, optimizer_bytes
    from tinylora_coder.training.compiled_layers import NOT_WITH_4BIT
    from tinylora_coder.training.trainer import TinyLoRAGRPOTrainer
    from tinylora_coder.training import dynamic_sampling
    from tinylora_coder.training.grad_spikes import GradientSpikeSkip
    from tinylora_coder.settings.training import dynamic_sampling_blocker, dynamic_sampling_enabled

    main_process = is_main_process()
    resume_dir = run_folder.resume_checkpoint_dir(args) if args.resume else None
    used = {}  # what was read and loaded, beside what was asked (a missing download falls back, saying so)
    problems, validation = load_training_data(args, used)  # before the model and the output folder: fail in seconds
    run_folder.prepare_output_dir(args, main_process)

    rank_gpu = int(os.environ.get("LOCAL_RANK", 0))  # this rank's GPU, as loading.py's device_map places the model
    limit_gpu_memory(args.gpu_memory_share, rank_gpu)  # before the model, whose weights count against the share too
    on_cuda = torch.cuda.is_available()
    if args.adapter == "full" and not args.no_quant and on_cuda:
        raise utils.UsageError("--adapter full trains every weight and needs them unquantized: add --no_quant")
    if args.compile_row_gradients and not args.no_quant and on_cuda:  # before the load; the trainer checks the model
        raise utils.UsageError(NOT_WITH_4BIT)
    rows = args.per_device_train_batch_size * args.gradient_accumulation_steps
    # A resumed run keeps its cut of the round: TRL's saved round is a list of micro-batches.
    resumed_cut = run_folder.saved_effective(args.output_dir).get("per_device_train_batch_size") if resume_dir else None
    gpu = f"cuda:{rank_gpu}"
    if on_cuda and (config := memory_plan.config_without_weights(args.model)) is not None:
        # settings that cannot fit end here, before minutes go into loading (prompts counted low: not yet tokenized)
        memory_plan.plan_run(args, config, memory_plan.prompt_tokens_at_least(problems), gpu, resumed_cut)
    model, tokenizer = utils.get_model_and_tokenizer(args.model, use_4bit=not args.no_quant)
    if args.train_filter:  # the model loaded may be the bundled fallback: the calibration must be its own
        calibration.check_training_model(args, model.tinylora_model_id)
    model_dtype = str(model.dtype).replace("torch.", "")  # as loaded: the SVD skeleton depends on it (export.py)
    used.update(model=model.tinylora_model_id, model_path=getattr(model, "name_or_path", None),
                model_dtype=model_dtype, quantized=bool(getattr(model, "is_loaded_in_4bit", False)))
    max_tests = training_tests(args)
    train_dataset = to_grpo_dataset(problems, tokenizer, max_tests=max_tests)
    longest_prompt = longest_prompt_tokens(train_dataset, tokenizer)
    # the plan on the model loaded and its tokenized prompts, before the adapter (whether NF4 gets its rollout copy)
    memory = memory_plan.plan_run(args, model.config, longest_prompt, gpu, resumed_cut) if on_cuda else None
    if memory is not None and main_process:
        print(memory.describe())
    adapter = attach_adapter(model, tokenizer, args, rollout_copy=memory is None or memory.rollout_copy is not False)
    model = adapter.model
    total, trainable = utils.count_parameters(model)
    if main_process:
        print(f"Parameters: {total:,} total, {trainable:,} trainable ({adapter.name}); compression "
              f"{total / max(trainable, 1):,.0f}x")
    if memory is not None:
        plan = memory.micro_batch_plan(rows)
    else:  # a CPU, or an architecture the memory plan does not model: the micro-batch is measured on a GPU
        plan = plan_micro_batch(adapter.planning_model(model), rows, longest_prompt + args.max_completion_length,
                                gpu if on_cuda else "cpu", requested=resumed_cut or args.train_micro_batch,
                                checkpointing=args.gradient_checkpointing,
                                fallback_micro_batch=args.per_device_train_batch_size,
                                vllm_share=colocated_vllm_share(args), memory_share=args.gpu_memory_share,
                                reserved_bytes=optimizer_bytes(model))
    if main_process:
        print(f"Training batches: {plan.describe()}")
    grpo_config = build_grpo_config(args, on_cuda, plan)
    stopper = cb.StopOnSignal()
    engine = make_engine(args.generation_engine, "cuda" if on_cuda else "cpu", batch_size=rows,
                         stop_event=stopper.event, show_progress=not on_cuda and main_process,
                         min_prompt_width=longest_prompt, compact=True)
    checkpoint_extra = {**run_folder.checkpoint_metadata(args), "model_dtype": model_dtype}
    agreement = cb.RankAgreement()  # data parallel: every rank must end with the same v (after the bar closed)
    round_prompts = rows * int(os.environ.get("WORLD_SIZE", "1")) // args.num_generations  # over all ranks
    training_log = cb.TrainingLog(args.output_dir, args.max_completion_length, sampling_logp=args.use_vllm,
                                  masked=args.mask_truncated_completions,
                                  stop_after_silent_prompts=args.stop_after_silent_prompts,
                                  prompts_per_round=round_prompts)
    # the spike rule marks a step's logs before TrainingLog writes them
    spikes = [GradientSpikeSkip(args.skip_grad_spikes)] if args.skip_grad_spikes else []
    all_callbacks = [stopper, *spikes, training_log, agreement]
    if validation:
        all_callbacks.append(cb.ValidationCallback(tokenizer, validation, args, checkpoint_extra, stopper, engine,
                                                   adapter=adapter))
    round_log = os.path.join(args.output_dir, cb.ROUND_REWARDS_NAME)
    # a pass-or-fail rule (binary): a program's tests after its first failing one cannot change its reward, so they
    # are not run
    judge_pool = JudgePool(None if args.judge_workers < 0 else args.judge_workers,
                           stop_at_first_failure=reward_rule(args.reward).stops_at_first_failure) \
        if args.judge_workers else None
    reward_funcs = reward_funcs or [make_code_reward(args.reward, max_tests=max_tests, judge_pool=judge_pool)]
    rewards = [with_round_log(f, round_log) for f in reward_funcs]
    if args.overlong_penalty:
        from trl.rewards import get_soft_overlong_punishment

        rewards.append(get_soft_overlong_punishment(args.max_completion_length, args.overlong_penalty))
    dynamic = None
    if dynamic_sampling_enabled(args.dynamic_sampling, args.train_filter):
        if blocker := dynamic_sampling_blocker(args):  # "on" was refused with the arguments
            print(f"Dynamic sampling off: {blocker}")
        else:
            # spread is judged on the code reward alone, not the overlong penalty appended after it
            dynamic = dynamic_sampling.DynamicSampling(
                train_dataset, args.num_generations, args.scale_rewards, max_draws=args.dynamic_sampling_draws,
                seed=args.seed, spread_functions=tuple(range(len(reward_funcs))),
                whole_draws=not args.use_vllm and getattr(engine, "fixed_rows", False),
                no_spread_weight=args.no_spread_draw_weight)
    trainer = TinyLoRAGRPOTrainer(
        model=model, reward_funcs=rewards, args=grpo_config,
        train_dataset=train_dataset, processing_class=tokenizer, callbacks=all_callbacks + list(callbacks or []),
        engine=engine, checkpoint_extra=checkpoint_extra, judge_pool=judge_pool, judge_tests=max_tests,
        train_while_judging=args.train_while_judging, adapter=adapter, dynamic_sampling=dynamic,
        compile_row_gradients=args.compile_row_gradients, share_prompt_forward=args.share_prompt_forward)
    for default_printer in (PrinterCallback, ProgressCallback):  # TrainingLog prints one short line per step
        trainer.remove_callback(default_printer)
    final_path = adapter.final_path(args.output_dir)
    stopper.save_v = lambda: adapter.save(model, final_path, trainer.state.global_step, **checkpoint_extra)
    if main_process:
        effective = {key: getattr(grpo_config, key, None) for key in EFFECTIVE_KEYS}
        rollouts = f"vllm ({args.vllm_mode})" if args.use_vllm else engine.name
        run_folder.write_run_config(args, {**effective, "generation_engine": engine.name, "rollouts": rollouts,
                                          "rollout_rows": rows, "device": "cuda" if on_cuda else "cpu",
                                          "micro_batch_plan": plan.describe(),
                                          "memory_plan": memory.record() if memory is not None else None,
                                          "reward": args.reward,
                                          "adapter": adapter.name, "trainable_parameters": trainable,
                                          "train_while_judging": trainer.train_while_judging,
                                          "share_prompt_forward": trainer.share_prompt_forward,
                                          "dynamic_sampling": dynamic is not None,
                                          "train_tests": max_tests, "judge_workers": judge_pool.workers
                                          if judge_pool else 0}, used)
        print(f"Training on {len(train_dataset)} problems, rollouts sampled by {rollouts}"
              f"{', dynamic sampling' if dynamic else ''}; output: {args.output_dir}")
        if not on_cuda:
            decoding = rows * args.max_completion_length / 17  # seconds at most, at 17 tokens/s (0.5B, 2 cores)
            further = f" (dynamic sampling: up to {args.dynamic_sampling_draws} more a step)" if dynamic else ""
            print(f"No GPU: on CPU a rollout round ({rows} completions of up to {args.max_completion_length} tokens) "
                  f"decodes for up to about {f'{decoding / 60:.0f} minutes' if decoding >= 90 else f'{decoding:.0f} s'}"
                  f"{further} (about 17 tokens/s in total for the 0.5B model on 2 cores; a default step took 1.5 "
                  "hours), after the prompts' prefill; progress is shown per decode step. A smaller round: "
                  "--num_generations 4 --per_device_train_batch_size 1.")

    stopper.install()
    started = time.time()
    try:
        trainer.train(resume_from_checkpoint=resume_dir)
    except GenerationInterrupted:
        stopper.stopped = True
        trainer.save_resume_state()  # the state of the last full step; the cut round is sampled again on resume
    finally:
        stopper.uninstall()
        if judge_pool is not None:
            judge_pool.close()

    step = trainer.state.global_step
    if trainer.args.should_save:
        adapter.save(model, final_path, step, **checkpoint_extra)
        if adapter.name == "tinylora":
            agreement.check_saved(final_path)
        plot_reward_curve(args.output_dir)
        ended_on_spikes = any(rule.ended for rule in spikes)
        if not stopper.stopped and not training_log.ended_silent and not ended_on_spikes:
            run_folder.remove_resume_state(args.output_dir)
        summary = (f"step {step}, {time.time() - started:.0f} s, {adapter.describe()}; saved {final_path}; "
                   f"reward log {os.path.join(args.output_dir, cb.REWARD_LOG_NAME)}")
        if stopper.stopped:
            cb.say(f"Stopped at {summary}. Continue with the same arguments plus --resume.")
        elif training_log.ended_silent:
            cb.say(f"Training ended early at {summary}: {training_log.silent_streak} rounds in a row gave GRPO no "
                   "learning signal, every prompt's completions rewarded alike. To go on anyway: the same arguments "
                   "plus --resume --stop_after_silent_prompts 0")
        elif ended_on_spikes:
            cb.say(f"Training ended early at {summary}: {spikes[0].in_a_row} gradients in a row were spikes and "
                   "dropped. To go on: the same arguments plus --resume and a larger --skip_grad_spikes (0: never)")
        else:
            cb.say(f"Training finished at {summary}")
    if torch.distributed.is_available() and torch.distributed.is_initialized():
        # Every rank waits for the main one's saving before any tears the group down: a rank that destroyed its
        # gloo group and exited while another still ran aborted at exit ("terminate called without an active
        # exception", 2 of 7 full test runs on a 2-core CPU, 2026-11-25).
        torch.distributed.barrier()
        torch.distributed.destroy_process_group()
    if not agreement.ok:
        return 1
    return 128 + (stopper.received or 15) if stopper.stopped else 0


if __name__ == "__main__":
    from tinylora_coder.cli import run_cli

    sys.exit(run_cli(main))
