# Stop the learning-study runs of study_start.sh before the session's GPU time ends, and keep their state: SIGINT to
# each train_rl.py (it saves a checkpoint and v, like Ctrl-C) and to each test.py evaluation (it writes no result
# then, so it is done again later), wait up to 2 minutes for the runs to exit (an evaluation 10 s, then it is killed
# with its process group), then pack the study into $OUT with collect_study.sh. Only a command line that starts with
# python counts: on 2026-11-25 `pgrep -f "train_rl.py 32"` typed into a call's own command line matched that call's
# shell and killed it.
runs='^[^ ]*python[^ ]* [^ ]*(train_rl[.]py [0-9]|test[.]py --)'  # any u: stage 3 trains 128 too
# First the chains of study_start.sh with their drivers (a chain leads its process group, setsid), so that nothing
# starts in a place a stopped run frees; only if a pid is still a chain (its command line names learning_study.py),
# never a process that took over the number. The runs and evaluations have sessions of their own.
for chain in $(cat "${1:-/tmp/study}/chain.pid" 2> /dev/null); do  # one line per study_start.sh
  if tr '\0' ' ' < /proc/$chain/cmdline 2> /dev/null | grep -q 'learning_study[.]py'; then
    { kill -KILL -- -"$chain" 2> /dev/null || kill -KILL "$chain"; } && echo "chain $chain ended"
  fi
done
pids=$(pgrep -f "$runs")
[ -n "$pids" ] && kill -INT $pids
# An interrupted evaluation writes nothing to wait for: on 2026-12-05 one had not exited 2 minutes after its SIGINT
# (it had inherited SIGINT ignored; study_processes.launch now restores it), two minutes of device time. It leads a
# session of its own (study_processes.launch): its judged programs go too.
evaluations='^[^ ]*python[^ ]* [^ ]*test[.]py --'
for i in $(seq 5); do pgrep -f "$evaluations" > /dev/null || break; sleep 2; done
for pid in $(pgrep -f "$evaluations"); do
  kill -KILL -- -"$pid" 2> /dev/null || kill -KILL "$pid" 2> /dev/null; echo "evaluation $pid killed"
done
for i in $(seq 60); do pgrep -f "$runs" > /dev/null || break; sleep 2; done
pgrep -fa "$runs" && echo "still running after 2 minutes" || echo "stopped:" ${pids:-none running}
bash "$(dirname "$0")/study_progress.sh" "${1:-/tmp/study}"
bash "$(dirname "$0")/collect_study.sh" "${1:-/tmp/study}"
