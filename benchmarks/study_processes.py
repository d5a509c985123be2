"""The learning study's processes: runs and evaluations started detached, each with its own rendezvous port, waited
for under a time budget (SIGINT at the end: train_rl.py and test.py save on it), evaluations queued a few at a time
with a vLLM job alone while it starts. Used by benchmarks/learning_study.py."""
import os
import signal
import socket
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def default_sigint():
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def launch(command, log_path):
    """Start `command` detached, output appended to log_path. Each process gets its own MASTER_PORT: colocated vLLM
    opens a one-process torch.distributed group, and parallel runs would otherwise all claim port 29500. SIGINT is
    restored to its default in the child: a driver started in the background by a non-interactive shell
    (study_start.sh's `setsid nohup bash -c '...' &`) has it ignored, every process it starts inherits that, and
    test.py, which sets no handler of its own, ignored the SIGINT of study_stop.sh and of the budget (2026-12-05)."""
    log = open(log_path, "a")
    env = {**os.environ, "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": str(free_port())}
    return subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, cwd=ROOT, env=env,
                            start_new_session=True, preexec_fn=default_sigint), log


def wait_all(processes, budget):
    """Wait for every process; at `budget` seconds send SIGINT (train_rl.py saves), then wait for the saves."""
    deadline = time.monotonic() + budget
    while any(p.poll() is None for p, _ in processes) and time.monotonic() < deadline:
        time.sleep(2)
    for p, _ in processes:
        if p.poll() is None:
            p.send_signal(signal.SIGINT)
    for p, log in processes:
        try:
            p.wait(timeout=120)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
        log.close()
    return [p.returncode for p, _ in processes]


def samples_with_vllm(command):
    """Whether a test.py command may sample with vLLM: its last --generation_engine (argparse keeps the last) is
    vllm, or auto (test.py's auto picks vLLM where it can serve the model), or absent."""
    engines = [value for flag, value in zip(command, command[1:]) if flag == "--generation_engine"]
    return not engines or engines[-1] in ("vllm", "auto")


# vLLM measures the GPU's free memory while it starts and fails if another process allocates or frees meanwhile
# (seen with runs started together, 2026-11-23): a vLLM job starts alone, and nothing starts this long after it.
VLLM_SETTLE_SECONDS = 120


def run_queue(jobs, parallel, start, budget=None, settle_seconds=VLLM_SETTLE_SECONDS, poll_seconds=2.0,
              clock=time.monotonic, sleep=time.sleep):
    """Run [(name, command)] in order through start(name, command) -> (Popen, log), at most `parallel` at a time.
    A job that may sample with vLLM (samples_with_vllm) starts only when nothing else runs, and no job starts in the
    settle_seconds after it; a job that cannot start yet lets later ones take the slot. At `budget` seconds the jobs
    still running get SIGINT (wait_all). Returns {name: exit code}."""
    if parallel < 1:
        raise ValueError(f"parallel must be at least 1, got {parallel}")
    pending, running, codes = list(jobs), {}, {}
    began = quiet_until = clock()
    while pending or running:
        for name, (process, log, _) in list(running.items()):
            if process.poll() is not None:
                log.close()
                codes[name] = process.returncode
                del running[name]
                print(f"{name}: exit {process.returncode}", flush=True)
        if budget is not None and clock() - began >= budget:
            break
        for name, command in list(pending):
            if len(running) >= parallel or clock() < quiet_until:
                break
            vllm = samples_with_vllm(command)
            if vllm and running:
                continue
            print(f"{name}: {' '.join(command[2:])}", flush=True)
            running[name] = (*start(name, command), command)
            pending.remove((name, command))
            if vllm:
                quiet_until = clock() + settle_seconds
        if pending or running:
            sleep(poll_seconds)
    if running:
        names = list(running)
        codes.update(zip(names, wait_all([running[n][:2] for n in names], 0)))
    for name, _ in pending:
        print(f"{name}: not started (budget)", flush=True)
    return codes


def wait_and_fill(processes, budget, next_jobs, start, queued=(), min_seconds_left=0, places=None, poll_seconds=2.0,
                  clock=time.monotonic, sleep=time.sleep, idle_places=None):
    """Wait for `processes` ([(name, Popen, log)]), each holding one place on the GPU (one place when there are
    none), or `places` in all, so that queued jobs may start beside them at once; once none of `processes` runs,
    `idle_places` if more. When one exits, next_jobs(name, exit code) gives [(job, command)] to queue; queued jobs
    (`queued` from the start) take the free places, one each, through start(job, command) -> (Popen, log), while at
    least `min_seconds_left` of the budget are left; a job already started is not started again. At `budget`
    seconds, or if anything here fails, whatever still runs gets SIGINT (wait_all). Returns {name or job: exit
    code}; jobs never started are printed."""
    places, queue, codes = places or max(len(processes), 1), list(queued), {}
    running = {name: (process, log) for name, process, log in processes}
    trained = set(running)
    began = clock()
    try:
        while (running or queue) and clock() - began < budget:
            for name, (process, log) in list(running.items()):
                if process.poll() is not None:
                    log.close()
                    codes[name] = process.returncode
                    del running[name]
                    queue += next_jobs(name, process.returncode)
            free = places if trained & set(running) else max(places, idle_places or 0)
            while queue and len(running) < free and budget - (clock() - began) >= min_seconds_left:
                job, command = queue.pop(0)
                if job not in running and job not in codes:
                    print(f"{job}: started in a free place: {' '.join(command[2:])}", flush=True)
                    running[job] = start(job, command)
            if not running:
                break  # nothing runs, and what is queued has too little of the budget left to start
            sleep(poll_seconds)
    finally:
        if running:
            names = list(running)
            codes.update(zip(names, wait_all([running[n] for n in names], 0)))
    for job, _ in queue:
        print(f"{job}: not started (less than {min_seconds_left:.0f} s of the budget left)", flush=True)
    return codes
