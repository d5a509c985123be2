"""Part eval: test.py's batched generation against one problem at a time."""
import torch

from .common import (QWEN_VOCAB, free_memory, load_bundled_problems, load_tokenizer, log, print_table, run_meta,
                     save_result, timed, utils)
from .models import apply_project_tiny_lora, build_model


def generate_one_at_a_time(model, tokenizer, problems, max_new_tokens, temperature=utils.EVAL_TEMPERATURE):
    """The original project's test loop: one generate() per problem (batch 1); returns new tokens per problem."""
    counts = []
    device = next(model.parameters()).device
    with utils.tiny_lora_merged(model), torch.no_grad():
        for problem in problems:
            prompt = utils.apply_chat_template(problem, tokenizer)["prompt"]
            inputs = tokenizer(prompt, return_tensors="pt", add_special_tokens=False).to(device)
            out = model.generate(**inputs, max_new_tokens=max_new_tokens, do_sample=True, temperature=temperature,
                                 pad_token_id=tokenizer.pad_token_id)
            counts.append(out.shape[1] - inputs["input_ids"].shape[1])
    return counts


def run_eval(args):
    log("\n=== eval throughput ===")
    tokenizer = load_tokenizer(args, required_by="eval")
    problems = load_bundled_problems(args.eval_problems, seed=args.seed)
    model = build_model(args, vocab_size=QWEN_VOCAB)
    apply_project_tiny_lora(args, model)
    # warm-up: kernels and allocator, outside the timings
    generate_one_at_a_time(model, tokenizer, problems[:1], min(8, args.new_tokens))

    runs = {}
    for batch_size in args.eval_batch_sizes:
        seconds, (_, token_counts) = timed(
            args.device, utils.generate_completions, model, tokenizer, problems, n=1, max_new_tokens=args.new_tokens,
            batch_size=batch_size, seed=args.seed, progress=False, return_token_counts=True)
        runs[f"batched_{batch_size}"] = {"label": f"generate_completions, batch_size {batch_size}",
                                         "problems": len(problems), "seconds": seconds,
                                         "new_tokens": sum(c[0][0] for c in token_counts)}
        log(f"  batch_size {batch_size}: {seconds:.1f} s")
    loop_problems = problems[:args.eval_loop_problems]
    seconds, loop_counts = timed(args.device, generate_one_at_a_time, model, tokenizer, loop_problems, args.new_tokens)
    runs["one_at_a_time"] = {"label": "one problem at a time (seed's loop)", "problems": len(loop_problems),
                             "seconds": seconds, "new_tokens": sum(loop_counts)}
    for run in runs.values():
        run["problems_per_minute"] = run["problems"] / run["seconds"] * 60
        run["new_tokens_per_s"] = run["new_tokens"] / run["seconds"]
    for run in runs.values():
        run["speedup_vs_one_at_a_time"] = run["problems_per_minute"] / runs["one_at_a_time"]["problems_per_minute"]
    print_table(f"Evaluation generation, max_new_tokens {args.new_tokens}, temperature {utils.EVAL_TEMPERATURE}, "
                f"test.py's default batch_size {utils.EVAL_BATCH_SIZE} (random weights: completions rarely end early)",
                ["method", "problems", "seconds", "problems/min", "new tokens/s", "speed-up"],
                [[r["label"], r["problems"], r["seconds"], r["problems_per_minute"], r["new_tokens_per_s"],
                  r["speedup_vs_one_at_a_time"]] for r in runs.values()])
    save_result(args, "eval", "bf16", {"meta": run_meta(args), "max_new_tokens": args.new_tokens,
                                       "default_batch_size": utils.EVAL_BATCH_SIZE, "runs": runs})
    del model
    free_memory(args.device)
