"""The sandboxed C++ judge: the program in an answer (code_extraction), one untrusted process under limits (sandbox,
with sandbox_helper.c; isolation), sandboxed g++ (compiler), verdicts per test (verdicts), many programs at once
(batch), and judging while rows decode (pool). No module here imports torch.
"""
