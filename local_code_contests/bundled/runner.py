"""A small local g++ runner for the bundled set's builder and leak check (the project's judge lives in tinylora_coder;
this keeps the build standalone): compile with the judge's flags, run a program on an input, compare outputs.
"""
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from tqdm import tqdm

from .problem_spec import BuildError

COMPILE_COMMAND = ["g++", "-O2", "-std=c++17"]
RUN_TIMEOUT_S = 2.0


def compile_cpp(source: Path, binary: Path, extra_args: tuple[str, ...] = ()) -> None:
    result = subprocess.run(COMPILE_COMMAND + [str(source), *extra_args, "-o", str(binary)], capture_output=True, text=True)
    if result.returncode != 0:
        first_error = next((line for line in result.stderr.splitlines() if "error" in line), result.stderr.strip())
        raise BuildError(f"{source.name} does not compile: {first_error}")


def run_binary(binary: Path, stdin: str) -> tuple[str, str]:
    """Run a program on one input; returns (verdict, stdout) with verdict OK, TLE or RE."""
    try:
        result = subprocess.run([str(binary)], input=stdin, capture_output=True, text=True, timeout=RUN_TIMEOUT_S, errors="replace")
    except subprocess.TimeoutExpired:
        return "TLE", ""
    return ("OK" if result.returncode == 0 else "RE"), result.stdout


def run_programs(sources: list[Path], inputs_per_program: list[list[str]], workdir: Path, jobs: int, desc: str) -> list[list[tuple[str, str]]]:
    """Compile each source and run it on its inputs, `jobs` programs at a time."""

    def compile_and_run(index: int) -> list[tuple[str, str]]:
        binary = workdir / f"{index}_{sources[index].stem}"
        compile_cpp(sources[index], binary)
        return [run_binary(binary, text) for text in inputs_per_program[index]]

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(tqdm(pool.map(compile_and_run, range(len(sources))), total=len(sources), desc=desc, unit="program"))


def same_output(actual: str, expected: str) -> bool:
    # Token comparison is the most lenient a judge could be: a wrong variant that fails it fails any judge.
    return actual.split() == expected.split()
