#!/usr/bin/env bash
# Builds the libFuzzer harnesses in the sanitizer tree (clang, AddressSanitizer +
# UndefinedBehaviorSanitizer: build-asan, shared with scripts/sanitize.sh) and runs each for SECONDS
# (default 30) from its committed seed corpus (fuzz/corpus/<harness>/); new inputs go to
# build-asan/fuzz-runs/corpus/. JOBS (default 1) harnesses run at once. Prints each harness's
# executions per second and coverage; fails if any harness crashes, leaks or hangs.
# The mutations follow SEED (default 1; FUZZ_SEED=random draws one and prints it), so the CI gate
# retraces the inputs a run here already tried rather than a new draw each time: a gate that fails
# on an input nobody has seen before cannot be reproduced. New ground is the long run's job.
#   bash scripts/fuzz.sh 10                   # CI: 10 s each, one at a time, seed 1
#   FUZZ_SEED=random bash scripts/fuzz.sh 600 2   # the long run: 10 minutes each, two at a time
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
jobs=${2:-1}
[[ "$seconds" =~ ^[0-9]+$ && "$jobs" =~ ^[1-9][0-9]*$ ]] || { echo "usage: fuzz.sh [SECONDS] [JOBS]" >&2; exit 2; }
seed=${FUZZ_SEED:-1}
[[ $seed == random ]] && seed=$(( (RANDOM << 15 | RANDOM) + 1 ))
[[ "$seed" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz.sh: FUZZ_SEED must be a positive integer or 'random'" >&2; exit 2; }
echo "fuzz.sh: seed $seed"
CGCHECK_WITH_FUZZ=1 bash scripts/install-deps.sh
cmake --preset asan >/dev/null
cmake --build build-asan -j"$(nproc)" --target fuzzers
runs=build-asan/fuzz-runs

# One harness: its log in $runs/<name>.log, one summary line in $runs/<name>.result.
run_one() {
  local h=$1 name log
  name=$(basename "$h")
  mkdir -p "fuzz/corpus/$name" "$runs/corpus/$name"
  log="$runs/$name.log"
  if "$h" -max_total_time="$seconds" -max_len=256 -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 -seed="$seed" \
       -artifact_prefix="$runs/$name-" "$runs/corpus/$name" "fuzz/corpus/$name" >"$log" 2>&1; then
    local execs rate cov
    execs=$(grep -o 'number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    rate=$(grep -o 'average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || echo "?")
    echo "$name: clean for ${seconds}s, $execs executions ($rate/s), coverage $cov edges" >"$runs/$name.result"
  else
    echo "$name: FAILED (see $log)" >"$runs/$name.result"
  fi
}

harnesses=(build-asan/fuzz/*_fuzz)
rm -f "$runs"/*.result
running=0
for h in "${harnesses[@]}"; do
  if (( running >= jobs )); then wait -n || true; running=$((running - 1)); fi
  run_one "$h" &
  running=$((running + 1))
done
wait
status=0
for h in "${harnesses[@]}"; do
  name=$(basename "$h")
  cat "$runs/$name.result"
  if grep -q FAILED "$runs/$name.result"; then tail -30 "$runs/$name.log"; status=1; fi
done
exit $status
