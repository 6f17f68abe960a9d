#!/usr/bin/env bash
# The main job: install what is missing, build, run every claim at its default bounds and write
# reports/. Extra arguments go to `cgcheck report` (e.g. --profile deep).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DCGCHECK_BUILD_TESTS=OFF
cmake --build build -j"$(nproc)" --target cgcheck
./build/bin/cgcheck report --out reports "$@"
