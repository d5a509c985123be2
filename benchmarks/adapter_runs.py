"""Issue 46's study runs (declared 2026-12-04, before any of them ran): the recipe's GRPO (binary reward, overlong
penalty, 300 steps on the calibrated problems) with other adapters than the recipe's 32 scalars per layer.

- LoRA rank 16 on TinyLoRA's seven projection types (alpha 32), at three learning rates: lora-r16-lr{1e-5,5e-5,2e-4};
- full fine-tuning (every weight, float32 master weights, bf16 rollouts), at two: full-lr{1e-6,5e-6};
- one TinyLoRA size between 5,376 scalars and LoRA: u = 512 per layer (86,016 scalars) at 3e-4, since u = 128 per
  layer diverged at 1e-3: recipe-u512-lr3e-4. It collapsed too (H200, 2026-12-05: the compile rate was 0.19-0.67 over
  steps 49-63, the recipe's 0.61-0.94), so recipe-u512-lr1e-4 was added that day, before it ran.
The best learning rate of LoRA and of full fine-tuning is then run at two more seeds (-seed1, -seed2), as the recipe
was. LoRA's best of the three was the lowest, 1e-5 (+10.82 [+7.51, +14.13] at T = 0.7, above 5e-5 by +3.16 [+0.50,
+5.81]; 2026-12-05), so a rate below the grid, lora-r16-lr5e-6, was added that day, after that result: read with it.
learning_study.py adds them to its RUNS, and issue 47's run (dynamic_sampling_runs).
"""

LORA_FLAGS = ["--adapter", "lora", "--lora_r", "16", "--lora_alpha", "32", "--lora_target_modules",
              "q_proj,k_proj,v_proj,o_proj,gate_proj,up_proj,down_proj"]
LORA_LEARNING_RATES = ("1e-5", "5e-5", "2e-4", "5e-6")  # 5e-6: added after the first three (above)
FULL_LEARNING_RATES = ("1e-6", "5e-6")
# A full run's resume state (7.5 GB) never leaves its session, so it is trained and evaluated within one: the
# study's resume state every 10 steps would be 30 writes of 7.5 GB in its 30 minutes, for nothing. It saves its
# weights at its end, and its state when stopped (set on 2026-12-05, before any full run; training is unchanged).
FULL_SAVE_STEPS = "1000"


def adapter_runs(stage1, recipe_reward, recipe_flags):
    """({run name: train_rl.py arguments after learning_study.COMMON}, {run name: u}) of issue 46's runs, from the
    study's stage-1 settings, the recipe's reward flags and its TinyLoRA flags: by adapter, learning rate, seed."""
    adapters = {"lora-r16": (LORA_FLAGS, LORA_LEARNING_RATES),
                "full": (["--adapter", "full", "--save_steps", FULL_SAVE_STEPS], FULL_LEARNING_RATES)}
    runs = {f"{label}-lr{rate}" + (f"-seed{seed}" if seed else ""):
            stage1 + recipe_reward + flags + ["--learning_rate", rate, "--seed", str(seed)]
            for label, (flags, rates) in adapters.items() for rate in rates for seed in (0, 1, 2)}
    larger = {f"recipe-u512-lr{rate}": stage1 + recipe_flags + ["--learning_rate", rate, "--seed", "0"]
              for rate in ("3e-4", "1e-4")}
    return {**runs, **larger}, {name: 512 for name in larger}


def dynamic_sampling_runs(stage1, recipe_flags):
    """Issue 47's run (declared on 2026-12-04, before it ran): the recipe with dynamic sampling on all 649 bundled
    training problems, no calibration filter, read against the calibrated recipe's held-out gain (+6.14 [+3.89, +8.39]
    at T = 0.7, 3 seeds pooled). Its rounds sample more than 8 prompts where groups lack spread: up to 5 sampling
    calls a step (4 further draws, each a whole round on cuda_graph). On 2026-12-05, before it ran, the further draws
    became weighted away from problems seen without spread (--no_spread_draw_weight 0.25, the default it runs with).
    An estimate, not a measurement: on the calibration's pass rates, held fixed, uniform draws would take 4.79
    sampling calls a step and leave 63% of rounds short, the weighted ones 2.77 calls and 3% short
    (simulate_dynamic_sampling.py); at some 2.5-3 s a call, 7-9 s a step on an H200, 300 steps in 35-45 minutes:
    two sessions, resumed."""
    unfiltered = list(stage1)
    band = unfiltered.index("--train_filter")
    del unfiltered[band:band + 2]
    dynamic = unfiltered + recipe_flags + ["--dynamic_sampling", "on", "--seed", "0"]
    return {"recipe-dynamic": dynamic, "recipe-dynamic-skip6": dynamic + ["--skip_grad_spikes", SPIKE_FACTOR]}


# recipe-dynamic collapsed (H100, 2026-12-05): steps 255 and 256 had gradient norms 9.7x and 27.8x its median, its
# model of step 256 wrote hardly a program that compiled, and training ended at 267 with nothing learned since.
# Declared that day, before it ran: recipe-dynamic-skip6, the same run resumed from recipe-dynamic's checkpoint-154 (its
# folder in the tree holds that step's state, from commit 4c0f662) with --skip_grad_spikes 6. Where sampling replays,
# its steps 155-254 are recipe-dynamic's, and the rule's first effect is at 255: 6 is below that step's 7.1x the
# median of the 50 before it (norms after the clip at 1.0, as the rule reads them), and above every other step of
# the study's runs but the recipe's 272 (9.1x; it survived) (benchmarks/replay_grad_spikes.py, on their logs).
# Later that day, before it ran, a round's fillers (groups without spread in a round still short) lost their gradient
# (training/dynamic_sampling.py); recipe-dynamic had no short round in steps 155-256, so the replay above holds.
SPIKE_FACTOR = "6"


LONGER_LIMIT = 1024  # test.py's default --max_new_tokens
LONGER_LIMIT_JOBS = ("base_held_out_n32_t0.7", "recipe_held_out_n32_t0.7")


def longer_limit_jobs(jobs):
    """Issue 46, item 4: the base model's and the recipe's T = 0.7 jobs, when `jobs` holds the recipe's, once more at
    test.py's default limit of 1024 new tokens, as <job>_max1024: the recipe trained at 512, and the base model cut 15%
    of its answers there (2026-11-25), so its gain could be answers that fit in 512 tokens."""
    longer = {}
    for job in (j for j in LONGER_LIMIT_JOBS if j in jobs and LONGER_LIMIT_JOBS[-1] in jobs):
        command = list(jobs[job])
        command[command.index("--max_new_tokens") + 1] = str(LONGER_LIMIT)
        longer[f"{job}_max{LONGER_LIMIT}"] = command
    return longer
