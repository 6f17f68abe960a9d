#!/usr/bin/env bash
# Builds the libFuzzer harnesses with clang and runs each for SECONDS (default 30) from its
# committed seed corpus (fuzz/corpus/<harness>/); new inputs go to a scratch copy.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
CGCHECK_WITH_FUZZ=1 bash scripts/install-deps.sh
cmake --preset fuzz >/dev/null
cmake --build build-fuzz -j"$(nproc)"
for h in build-fuzz/fuzz/*_fuzz; do
  name=$(basename "$h")
  mkdir -p "fuzz/corpus/$name" "build-fuzz/corpus/$name"
  echo "== $name (${seconds}s)"
  "$h" -max_total_time="$seconds" -max_len=256 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
    "build-fuzz/corpus/$name" "fuzz/corpus/$name" 2>&1 | grep -E "^(stat::number_of_executed_units|stat::average_exec_per_sec|#[0-9]+ *DONE|==.*ERROR|SUMMARY)" || true
done
