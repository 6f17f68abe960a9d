#!/usr/bin/env bash
# Builds the libFuzzer harnesses with clang and runs each for SECONDS (default 30) from its
# committed seed corpus (fuzz/corpus/<harness>/); new inputs go to build-fuzz/corpus/. Prints each
# harness's executions per second and coverage; fails on the first crash, leak or hang.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
CGCHECK_WITH_FUZZ=1 bash scripts/install-deps.sh
cmake --preset fuzz >/dev/null
cmake --build build-fuzz -j"$(nproc)"
status=0
for h in build-fuzz/fuzz/*_fuzz; do
  name=$(basename "$h")
  mkdir -p "fuzz/corpus/$name" "build-fuzz/corpus/$name"
  log="build-fuzz/$name.log"
  if "$h" -max_total_time="$seconds" -max_len=256 -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
       -artifact_prefix="build-fuzz/$name-" "build-fuzz/corpus/$name" "fuzz/corpus/$name" >"$log" 2>&1; then
    execs=$(grep -o 'number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    rate=$(grep -o 'average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || echo "?")
    echo "$name: clean for ${seconds}s, $execs executions ($rate/s), coverage $cov edges"
  else
    echo "$name: FAILED (see $log)"; tail -30 "$log"; status=1
  fi
done
exit $status
