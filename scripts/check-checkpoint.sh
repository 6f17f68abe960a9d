#!/usr/bin/env bash
# check --checkpoint from the outside (run by CTest; label mpi when RANKS > 1).
#   check-checkpoint.sh CGCHECK resume RANKS CLAIM BOUND
#     a reference run without checkpoints; then a run with checkpoints killed with SIGKILL once it
#     has saved part of its walk (the whole process group: mpirun and its ranks); then the same
#     command again, which must say it resumes part of the work and end with the reference's JSON
#     (timings aside) and exit code.
#   check-checkpoint.sh CGCHECK refuse RANKS CLAIM BOUND
#     a damaged checkpoint and one of another run (another bound) are each refused with one line on
#     standard error and exit 2; the good one still resumes.
# RANKS = 1 runs the binary alone; more runs it under mpirun.
set -euo pipefail
bin=$1 mode=$2 ranks=$3 claim=$4 bound=$5
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# More ranks than free cores here: a rank waiting in a collective yields its core instead of spinning
# (spinning made a 3-rank run on 2 shared cores 15 times slower).
export OMPI_MCA_mpi_yield_when_idle=1
work=$(mktemp -d)
pid=
cleanup() {
  [[ -n $pid ]] && kill -KILL -- "-$pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
launch=("$bin")
((ranks > 1)) && launch=(mpirun --oversubscribe -n "$ranks" "$bin")
args=(check --claim "$claim" --bound "$bound" --threads 1 --quiet)
strip() {
  jq -S 'del(.claims[].seconds, .claims[].positions_per_second_per_core, .claims[].resumed_positions, .claims[].time, .threads)
         | .claims[] |= (if .message then .message |= gsub("(< 1 s|1–10 s|10–60 s|1–10 min|> 10 min)"; "T") else . end)' "$1"
}
fail() { echo "FAIL: $*"; for f in "$work"/*.err; do [[ -s $f ]] && { echo "--- $f"; cat "$f"; }; done; exit 1; }
# code OUT ERR COMMAND...: runs COMMAND with its output to OUT and ERR; prints its exit code.
code() {
  local out=$1 err=$2
  shift 2
  set +e
  "$@" >"$out" 2>"$err"
  echo $?
  set -e
}

ref=$(code /dev/null "$work/ref.err" "$bin" "${args[@]}" --json "$work/ref.json")
((ref <= 1)) || fail "reference run exit $ref"
ckpt=$work/ckpt

if [[ $mode == resume ]]; then
  # The kill races the walk: on an idle machine a short walk can save its last item before the kill
  # lands. Such an attempt proves nothing, so it is repeated (up to five times) rather than passed.
  for attempt in 1 2 3 4 5; do
    rm -rf "$ckpt" "$work/killed.json" "$work/resumed.json"
    # In its own process group, so one kill takes mpirun and every rank at once.
    setsid "${launch[@]}" "${args[@]}" --checkpoint "$ckpt" --checkpoint-every 0.05 --json "$work/killed.json" \
      >/dev/null 2>"$work/killed.err" &
    pid=$!
    for ((i = 0; i < 6000; i++)); do
      compgen -G "$ckpt/*.ckpt" >/dev/null && break
      kill -0 "$pid" 2>/dev/null || fail "the run ended before saving a checkpoint"
      sleep 0.01
    done
    kill -KILL -- "-$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    pid=
    [[ -e $work/killed.json ]] && continue  # finished before the kill: try again
    resumed=$(code /dev/null "$work/resumed.err" "${launch[@]}" "${args[@]}" --checkpoint "$ckpt" --checkpoint-every 0.05 --json "$work/resumed.json")
    [[ $resumed == "$ref" ]] || fail "exit code $resumed after resuming, $ref without checkpoints"
    line=$(grep -E "^cgcheck: $claim: resuming from checkpoint: [0-9]+ of [0-9]+ work items done$" "$work/resumed.err") ||
      fail "the second run did not resume"
    read -r done total < <(sed -E 's/.*: ([0-9]+) of ([0-9]+) work.*/\1 \2/' <<<"$line")
    ((done > 0)) || fail "resumed $done of $total work items: an empty checkpoint"
    diff <(strip "$work/ref.json") <(strip "$work/resumed.json") || fail "results differ after resuming"
    # The throughput of the resumed run counts only what it walked: the resumed positions are named.
    (($(jq '[.claims[].resumed_positions // 0] | add' "$work/resumed.json") > 0)) || fail "no resumed_positions in the resumed run's JSON"
    ((done < total)) || continue  # every item was saved before the kill: try again
    echo "$claim: killed after $done of $total work items, resumed on $ranks rank(s): identical result (attempt $attempt)"
    exit 0
  done
  fail "five attempts: the walk always finished before the kill (make it longer)"
fi

# refuse
"${launch[@]}" "${args[@]}" --checkpoint "$ckpt" --json "$work/full.json" >/dev/null 2>"$work/full.err" || true
file=$(compgen -G "$ckpt/*rank0.ckpt" | head -1)
[[ -n $file ]] || fail "no checkpoint written"
cp "$file" "$work/good"
expect_refusal() {  # WORDS ARGS...
  local words=$1
  shift
  local c
  c=$(code /dev/null "$work/refused.err" "${launch[@]}" "$@")
  [[ $c == 2 ]] || fail "exit $c, not 2, for $words"
  # Rank 0 alone prints; Open MPI adds its own lines when a job exits non-zero, so only the
  # cgcheck lines are counted.
  local lines
  lines=$(grep -c '^cgcheck: ' "$work/refused.err" || true)
  [[ $lines == 1 ]] || fail "$lines cgcheck lines on standard error for $words"
  grep -q "$words" "$work/refused.err" || fail "message lacks '$words': $(cat "$work/refused.err")"
}
flip() {  # one byte flipped in the middle of FILE
  local size byte
  size=$(stat -c %s "$1")
  byte=$(od -An -tu1 -j $((size / 2)) -N1 "$1" | tr -d ' ')
  printf "\\$(printf %03o $((byte ^ 1)))" | dd of="$1" bs=1 seek=$((size / 2)) conv=notrunc status=none
}
flip "$file"
expect_refusal "is corrupt (bad checksum)" "${args[@]}" --checkpoint "$ckpt"
if ((ranks > 1)); then
  # Another rank's file damaged: that rank refuses, and every rank stops with its message (rank 0
  # prints it) instead of waiting for it in the exchange.
  cp "$work/good" "$file"
  file1=${file/rank0.ckpt/rank1.ckpt}
  cp "$file1" "$work/good1"
  flip "$file1"
  expect_refusal "rank1.ckpt is corrupt (bad checksum)" "${args[@]}" --checkpoint "$ckpt"
  cp "$work/good1" "$file1"
fi
head -c 20 "$work/good" >"$file"
expect_refusal "is corrupt" "${args[@]}" --checkpoint "$ckpt"
cp "$work/good" "$file"
other=("${args[@]}")
other[4]=$((bound - 1))
expect_refusal "does not belong to this run: it is for bound $bound, not $((bound - 1))" "${other[@]}" --checkpoint "$ckpt"
cp "$work/good" "$file"
c=$(code /dev/null "$work/again.err" "${launch[@]}" "${args[@]}" --checkpoint "$ckpt" --json "$work/again.json")
[[ $c == "$ref" ]] || fail "exit $c with the good checkpoint"
diff <(strip "$work/ref.json") <(strip "$work/again.json") || fail "results differ from the good checkpoint"
echo "$claim: damaged and foreign checkpoints refused (exit 2, one line); the good one resumes"
