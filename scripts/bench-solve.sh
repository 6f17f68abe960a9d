#!/usr/bin/env bash
# `cgcheck solve` in batch mode against a plain memoized Python solver on the same positions:
# COUNT random 4-pile Single-delete Nim positions with piles <= MAX (defaults 40 and 44), seed SEED.
# Prints both wall times and their ratio, and checks the two agree on every answer.
# CGCHECK_BIN names the binary to time (default build/bin/cgcheck, built here if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-40} max=${2:-44} seed=${3:-1}
bin=${CGCHECK_BIN:-build/bin/cgcheck}
if [[ ! -x $bin ]]; then
  [[ $bin == build/bin/cgcheck ]] || { echo "CGCHECK_BIN=$bin is not an executable" >&2; exit 2; }
  cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DCGCHECK_BUILD_TESTS=OFF >/dev/null
  cmake --build build -j"$(nproc)" --target cgcheck
fi
work=$(mktemp -d)
python3 -c "
import random; r = random.Random($seed)
for _ in range($count): print(','.join(str(r.randint(1, $max)) for _ in range(4)))" > "$work/positions"
t0=$(date +%s.%N); "$bin" solve single-delete-nim < "$work/positions" > "$work/cgcheck.out"; t1=$(date +%s.%N)
python3 bench/python_baseline.py < "$work/positions" > "$work/python.out"; t2=$(date +%s.%N)
cmp -s "$work/cgcheck.out" "$work/python.out" && echo "answers agree on $count positions" || { echo "ANSWERS DIFFER"; diff "$work/cgcheck.out" "$work/python.out" | head; exit 1; }
python3 -c "c=$t1-$t0; p=$t2-$t1; print(f'cgcheck solve: {c:.3f} s  python baseline: {p:.3f} s  ratio: {p/c:.0f}x')"
rm -rf "$work"
