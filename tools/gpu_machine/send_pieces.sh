# Send the pieces queued in /tmp/outbox (collect_study.sh queues them) to $OUT, as many as this call's files can
# hold: a call brings back at most 8 files of under 16 MiB, 64 MiB together, counting what $OUT holds already
# (study.tar.gz), so 4-5 pieces of 12 MiB. The rest wait for the next call: run collect_study.sh, or this, in every
# call until it prints "left: 0", and copy each call's pieces here before the next call (learning_study.py store
# --pieces takes them). A sent piece moves to /tmp/outbox/sent; `send_pieces.sh again` queues the sent ones once more
# (a call whose files did not come back).
outbox=${OUTBOX:-/tmp/outbox}; mkdir -p "$outbox/sent"
if [ "$1" = again ]; then
  for piece in "$outbox"/sent/*; do [ -f "$piece" ] && mv "$piece" "$outbox/"; done
fi
# one file and 2 MiB are left for what the call writes after this (a log through tee, study_progress.sh's output)
max_files=7; max_bytes=$((62 * 1024 * 1024))
files=$(find "$OUT" -type f | wc -l)
bytes=$(find "$OUT" -type f -printf '%s\n' | awk '{s += $1} END {print s + 0}')
sent=0
# a run's manifest first, then its pieces in order: the names sort that way (.a.manifest < .b.part00)
for piece in $(find "$outbox" -maxdepth 1 -type f -printf '%f\n' | sort); do
  size=$(stat -c %s "$outbox/$piece")
  if [ $((files + 1)) -gt $max_files ] || [ $((bytes + size)) -gt $max_bytes ]; then break; fi
  cp "$outbox/$piece" "$OUT/" && mv "$outbox/$piece" "$outbox/sent/" || break
  files=$((files + 1)); bytes=$((bytes + size)); sent=$((sent + 1))
done
echo "pieces sent: $sent; left: $(find "$outbox" -maxdepth 1 -type f | wc -l)"
