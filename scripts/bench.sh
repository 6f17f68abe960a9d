#!/usr/bin/env bash
# Builds and runs every Google Benchmark harness in bench/ (Release), then times the end-to-end
# default report. Results go to build-bench/bench-*.json and are printed.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DCGCHECK_BUILD_TESTS=OFF -DCGCHECK_BUILD_BENCH=ON
cmake --build build-bench -j"$(nproc)"
for b in build-bench/bench/*_bench; do
  echo "== $(basename "$b")"
  "$b" --benchmark_out="build-bench/$(basename "$b").json" --benchmark_out_format=json "$@"
done
echo "== end to end: cgcheck report (standard profile)"
/usr/bin/time -v ./build-bench/cgcheck report --out build-bench/report-timing --quiet 2>&1 \
  | grep -E "wrote|Elapsed|Maximum resident"
