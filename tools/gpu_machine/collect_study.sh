# Pack a learning study (default /tmp/study) into $OUT/study.tar.gz: logs, curves, v, evaluations, and each run's
# newest checkpoint-N (what --resume needs); older checkpoints are left out.
root=${1:-/tmp/study}; cd "$root" || exit 1
older=$(for d in */; do ls -d "${d}"checkpoint-* 2>/dev/null | sort -t- -k2 -n | head -n -1; done)
tar czf "$OUT/study.tar.gz" $(for c in $older; do printf -- "--exclude=./%s " "${c%/}"; done) .
ls -la "$OUT"
