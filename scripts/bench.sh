#!/usr/bin/env bash
# The benchmarks, with one command:
#   1. every Google Benchmark harness in bench/ (Release), results in build-bench/bench-*.json;
#   2. `cgcheck solve` in batch mode against the plain Python solver (scripts/bench-solve.sh);
#   3. the exhaustive runs end to end: the whole standard report with 1 thread and with every core,
#      wall time and peak memory of each, and the slowest claims and the time per game.
# Extra arguments go to the Google Benchmark harnesses (e.g. --benchmark_filter=RowTable).
set -euo pipefail
cd "$(dirname "$0")/.." || exit 1
bash scripts/install-deps.sh
cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DCGCHECK_BUILD_TESTS=OFF -DCGCHECK_BUILD_BENCH=ON
cmake --build build-bench -j"$(nproc)"
echo "== machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo), load $(cut -d' ' -f1-3 /proc/loadavg)"
for b in build-bench/bench/*_bench; do
  echo "== $(basename "$b")"
  "$b" --benchmark_out="build-bench/$(basename "$b").json" --benchmark_out_format=json "$@"
done
echo "== games written in Lua vs C++ (above: lua_games_bench) and vs plain memoized Python, same games and bounds"
/usr/bin/time -f "python: %U s user, %M KiB peak" python3 bench/python_games.py 40 300
echo "== heap games: peak memory of the rare-value method and of the plain O(n^2) mex at n = 10^6 (.16)"
for b in BM_RareValue16/1000000 BM_PlainMex16/1000000; do
  /usr/bin/time -v build-bench/bench/heap_games_bench --benchmark_filter="^$b" 2>&1 | grep -E "^$b|Maximum resident"
done
echo "== heap games: .16's periodicity proved end to end (cgcheck periodicity)"
/usr/bin/time -v ./build-bench/bin/cgcheck periodicity take-and-break:0.16 2>&1 | grep -E "^period|^last|^proved|^time|Elapsed|Maximum resident"
echo "== cgcheck solve vs plain Python"
CGCHECK_BIN=build-bench/bin/cgcheck bash scripts/bench-solve.sh
for threads in 1 "$(nproc)"; do
  echo "== end to end: cgcheck report (standard profile), --threads $threads"
  out=build-bench/report-timing-$threads
  /usr/bin/time -v ./build-bench/bin/cgcheck report --out "$out" --quiet --threads "$threads" 2>&1 \
    | grep -E "wrote|Elapsed|Maximum resident"
  python3 - "$out/results.json" <<'PY'
import json, sys, collections
claims = json.load(open(sys.argv[1]))["claims"]
per_game = collections.Counter()
positions = 0
for c in claims:
    per_game[c["game"]] += c["seconds"]
    positions += sum(x["count"] for x in c["checked"])
print(f"{len(claims)} claims, {positions:,} positions and cases checked")
print("seconds per game: " + ", ".join(f"{g} {s:.1f}" for g, s in per_game.most_common()))
print("slowest claims:   " + ", ".join(f"{c['id']} {c['seconds']:.1f}" for c in sorted(claims, key=lambda c: -c["seconds"])[:8]))
PY
done
