"""Check the whole pipeline end to end: g++ judge, model loading, TinyLoRA injection, generation, extraction,
compilation and running. Exits 0 when every stage works, 1 otherwise (a wrong answer from the model is reported,
not counted as a broken stage).

Examples:
  python verify_pipeline.py                     # default model, or the bundled one when it cannot be downloaded
  python verify_pipeline.py --model bundled --max_new_tokens 256
"""
import sys
import time

import utils
from tinylora_coder.settings.evaluation import VerifyConfig
from tinylora_coder.settings.fields import parse_script

AB_TESTS = [{"input": "1 2\n", "output": "3\n"}, {"input": "-5 10\n", "output": "5\n"}]
AB_PROGRAMS = {  # (program, expected outcome)
    "correct": ("#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;}", "AC"),
    "wrong": ("#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a-b<<std::endl;}", "WA"),
    "broken": ("int main( { return 0 }", "CE"),
}



def parse_args(argv=None):
    return parse_script(VerifyConfig, argv, __doc__)



class Stages:
    """Prints one line per check and remembers which failed."""

    def __init__(self):
        self.failed = []

    def check(self, name, ok, detail=""):
        print(f"[{'OK' if ok else 'FAIL'}] {name}{': ' + detail if detail else ''}", flush=True)
        if not ok:
            self.failed.append(name)
        return ok


def check_judge(stages, args):
    for label, (program, expected) in AB_PROGRAMS.items():
        result = utils.judge_code(program, AB_TESTS)
        outcome = utils.completion_outcome(result)
        if not stages.check(f"judge: {label} a+b program gives {expected}", outcome == expected,
                            f"got {outcome}, {args.reward} reward {utils.score(result, args.reward):.2f}"):
            if result.compile_error:
                print(f"    g++: {result.compile_error.strip().splitlines()[0]}")


def check_injection(stages, model, tokenizer, args):
    """v = 0 leaves the model unchanged; v != 0 changes it; merged weights give the low-rank path's logits."""
    import torch

    inputs = tokenizer("int main() { return 0; }", return_tensors="pt").to(model.device)
    with torch.no_grad():
        before = model(**inputs).logits.float()
    global_params = utils.TinyLoRAGlobalParams(args.u_value, tying=args.tying)
    started = time.time()
    replaced = utils.apply_tiny_lora(model, global_params, rank=args.rank)
    total, trainable = utils.count_parameters(model)
    print(f"TinyLoRA injected into {replaced} layers in {time.time() - started:.1f} s: tying {args.tying}, "
          f"{global_params.num_groups} v of u = {args.u_value}")
    print(f"Parameters: total {total:,}; trainable {trainable}; compression {total / trainable:,.0f}x")
    stages.check("TinyLoRA: only v is trainable", trainable == global_params.global_v.numel(),
                 f"{trainable} trainable")
    with torch.no_grad():
        at_zero = model(**inputs).logits.float()
        scale = before.abs().max().item()
        difference = (at_zero - before).abs().max().item()
        stages.check("TinyLoRA: v = 0 leaves the logits unchanged", difference <= 1e-3 * scale,
                     f"max difference {difference:.2e}")
        generator = torch.Generator().manual_seed(0)
        global_params.global_v.copy_(1e-2 * torch.randn(global_params.global_v.shape, generator=generator))
        low_rank = model(**inputs).logits.float()
        with utils.tiny_lora_merged(model):
            merged = model(**inputs).logits.float()
        change = (low_rank - before).abs().max().item()
        stages.check("TinyLoRA: v != 0 changes the logits", change > 0, f"max change {change:.2e}")
        mismatch = (merged - low_rank).abs().max().item()
        # Rounding differs between the two paths: fp32 agrees to ~1e-5 of the logits' scale, bf16 to ~1e-2.
        tolerance = (1e-4 if model.dtype == torch.float32 else 5e-2) * scale
        stages.check("TinyLoRA: merged weights match the low-rank path", mismatch <= tolerance,
                     f"max difference {mismatch:.2e} (tolerance {tolerance:.1e})")
        global_params.global_v.zero_()


def check_generation(stages, model, tokenizer, args):
    path = args.problems or utils.find_data_file("code_contests", "test")
    problems = utils.load_problems(path)
    if not stages.check("data: problems loaded", len(problems) > 0, f"{len(problems)} from {path}"):
        return
    # The shortest statements: quickest to answer and most likely to be solvable by a small model.
    problems = sorted(problems, key=lambda p: len(p["description"]))[:args.num_problems]
    started = time.time()
    completions, counts = utils.generate_completions(model, tokenizer, problems, n=1, temperature=0.0,
                                                     max_new_tokens=args.max_new_tokens,
                                                     batch_size=len(problems), return_token_counts=True)
    seconds = time.time() - started
    tokens = sum(c[0][0] for c in counts)
    stages.check("generation", all(c[0].strip() for c in completions),
                 f"{tokens} tokens for {len(problems)} problems in {seconds:.1f} s ({tokens / seconds:.1f} tokens/s)")
    extracted = 0
    for problem, texts in zip(problems, completions):
        text = texts[0]
        print(f"\n--- {problem['name']} ({len(problem['tests'])} tests) ---")
        print(text[:1500] + ("\n[...]" if len(text) > 1500 else ""))
        code = utils.extract_code_from_response(text)
        if code is None:
            print("No C++ code found in the answer.")
            continue
        extracted += 1
        result = utils.judge_code(code, problem["tests"])
        print(f"Verdict: {utils.completion_outcome(result)}; compiled {result.compiled}; passed "
              f"{result.passed}/{result.total}; {args.reward} reward {utils.score(result, args.reward):.3f}; "
              f"tests: {' '.join(result.verdicts)}")
        if result.compile_error:
            print("g++: " + result.compile_error.strip().splitlines()[0])
    stages.check("extraction: code found in at least one answer", extracted > 0,
                 f"{extracted} of {len(problems)} answers")


def main(argv=None):
    args = parse_args(argv)
    started = time.time()
    stages = Stages()
    check_judge(stages, args)
    model, tokenizer = utils.get_model_and_tokenizer(args.model, use_4bit=not args.no_quant, for_inference=True)
    stages.check("model loaded", True, f"{getattr(model, 'tinylora_model_id', args.model)} on {model.device}")
    check_injection(stages, model, tokenizer, args)
    check_generation(stages, model, tokenizer, args)
    print(f"\n{'All stages work' if not stages.failed else 'Broken: ' + ', '.join(stages.failed)} "
          f"({time.time() - started:.0f} s)")
    return 1 if stages.failed else 0


if __name__ == "__main__":
    sys.exit(utils.run_cli(main))
