#!/usr/bin/env bash
# cgcheck against plain baselines, side by side in one run, each as a whole process:
#   nim-pass/thm-1-case-a to 1000 stones   vs bench/baselines/nim_pass_thm1a.cpp
#   single-delete-nim/thm-1.5 to piles 256 vs bench/baselines/sdn_thm15.cpp
# The baselines are straightforward single-threaded dynamic programs (see their headers) that
# compute the same P/N table and test the same formula; they print their count and first failure,
# which must match cgcheck's. For each case: the baseline, cgcheck on 1 thread and cgcheck on 2
# threads, run one after the other REPEATS times (alternating, so a change in the machine's load
# hits all three); prints the median wall time and peak memory (maximum resident set size, from
# /usr/bin/time) of each, the time ratios (wall, and CPU = user + system, which a loaded machine
# disturbs less) and cgcheck's throughput (positions per wall second per core).
# Usage: scripts/bench-baselines.sh [REPEATS (3)] [NIM_PASS_STONES (1000)] [SDN_MAX_PILE (256)]
# CGCHECK_BIN names the binary to time (default build-bench/bin/cgcheck, built here if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
repeats=${1:-3} stones=${2:-1000} pile=${3:-256}
source scripts/bench-binary.sh  # sets bin and work
# The baselines get the compiler flags of a CMake Release build.
c++ -O3 -DNDEBUG -std=c++20 -o "$work/nim_pass_thm1a" bench/baselines/nim_pass_thm1a.cpp
c++ -O3 -DNDEBUG -std=c++20 -Isrc -o "$work/sdn_thm15" bench/baselines/sdn_thm15.cpp
echo "== machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo), load $(cut -d' ' -f1-3 /proc/loadavg)"

# run NAME CMD...: one timed run, appended to $work/NAME as "wall_seconds peak_kib cpu_seconds".
run() {
  local name=$1
  shift
  /usr/bin/time -f "%e %M %U %S" -o "$work/time" "$@" > "$work/$name.out"
  awk '{print $1, $2, $3 + $4}' "$work/time" >> "$work/$name"
}

# bench CASE CLAIM BOUND BASELINE...
bench() {
  local case=$1 claim=$2 bound=$3
  shift 3
  for ((i = 0; i < repeats; ++i)); do
    run "$case-baseline" "$@"
    run "$case-1" "$bin" check --claim "$claim" --bound "$bound" --threads 1 --quiet --json "$work/$case-1.json"
    run "$case-2" "$bin" check --claim "$claim" --bound "$bound" --threads 2 --quiet --json "$work/$case-2.json"
  done
  python3 - "$work" "$case" "$claim" "$bound" <<'PY'
import json, statistics, sys
work, case, claim, bound = sys.argv[1:]
def med(name):
    rows = [l.split() for l in open(f"{work}/{case}-{name}") if l.strip()]
    return (statistics.median(float(r[0]) for r in rows), statistics.median(int(r[1]) for r in rows) / 1024,
            statistics.median(float(r[2]) for r in rows))
base_out = open(f"{work}/{case}-baseline.out").read().strip()
c = json.load(open(f"{work}/{case}-2.json"))["claims"][0]
positions = sum(x["count"] for x in c["checked"] if x["mode"] == "exhaustive")
cx = c.get("counterexample")
print(f"== {claim} --bound {bound}: {positions:,} positions, status {c['status']}, "
      f"{c.get('mismatches', 0):,} mismatches" + (f", counterexample {cx['position']}" if cx else ""))
print(f"   baseline says: {base_out}")
tb, mb, cb = med("baseline")
print(f"   baseline:          {tb:7.2f} s wall {cb:7.2f} s CPU {mb:8.1f} MB peak")
for threads in (1, 2):
    t, m, cpu = med(str(threads))
    print(f"   cgcheck {threads} thread{'s' if threads > 1 else ' '}: {t:7.2f} s wall {cpu:7.2f} s CPU {m:8.1f} MB peak   "
          f"wall ratio {tb / t:6.2f}x   CPU ratio {cb / cpu:6.2f}x   memory {m / mb:5.2f}x   "
          f"{positions / t / threads / 1e6:7.1f} M positions/s/core")
PY
}

bench nim-pass nim-pass/thm-1-case-a "$stones" "$work/nim_pass_thm1a" "$stones"
bench sdn single-delete-nim/thm-1.5 "$pile" "$work/sdn_thm15" "$pile"
echo "== load after: $(cut -d' ' -f1-3 /proc/loadavg)"
