#!/usr/bin/env bash
# Two cgcheck binaries side by side on the claims of the four impartial papers (Single-delete Nim;
# Nim with a pass; sliding coins; the inset paper's games: inset, Sato-Welter, turning turtles) at
# one profile: for each game, `check --game G --profile P --threads T` with one binary and then
# the other, REPEATS times, alternating; prints the median wall time, CPU time (user + system) and
# peak memory per game, the totals and their ratios. Games are listed under the names of both versions (the four-coin game
# was its own game, sliding-coins-four, before it joined sliding-coins); a binary without a game
# skips it. The claim ids each binary ran and those both ran are counted, so a comparison of
# different claim sets shows.
# Usage: scripts/bench-compare.sh OLD_BIN NEW_BIN [REPEATS (3)] [PROFILE (standard)] [THREADS (2)]
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -ge 2 && -x $1 && -x $2 ]] || { echo "usage: $0 OLD_BIN NEW_BIN [REPEATS] [PROFILE] [THREADS]" >&2; exit 2; }
old=$1 new=$2 repeats=${3:-3} profile=${4:-standard} threads=${5:-2}
games=(single-delete-nim nim-pass sliding-coins sliding-coins-four inset sato-welter turning-turtles)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "== load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for g in "${games[@]}"; do
  for which in old new; do
    bin=$old; [[ $which == new ]] && bin=$new
    "$bin" claims --game "$g" 2>/dev/null | awk '{print $1}' >> "$work/ids.$which" || true
  done
done
sort -o "$work/ids.old" "$work/ids.old"
sort -o "$work/ids.new" "$work/ids.new"
echo "claims: $(wc -l < "$work/ids.old") in OLD, $(wc -l < "$work/ids.new") in NEW, $(comm -12 "$work/ids.old" "$work/ids.new" | wc -l) in both"
echo "only in OLD: $(comm -23 "$work/ids.old" "$work/ids.new" | tr '\n' ' ')"
echo "only in NEW: $(comm -13 "$work/ids.old" "$work/ids.new" | tr '\n' ' ')"
for ((i = 0; i < repeats; ++i)); do
  for g in "${games[@]}"; do
    for which in old new; do
      bin=$old; [[ $which == new ]] && bin=$new
      "$bin" claims --game "$g" > /dev/null 2>&1 && [[ -n $("$bin" claims --game "$g" 2>/dev/null) ]] || continue
      /usr/bin/time -f "%e %M %U %S" -o "$work/time" "$bin" check --game "$g" --profile "$profile" --threads "$threads" \
        --quiet --json "$work/$which.$g.$i.json" > /dev/null || true
      echo "$g $(cat "$work/time")" >> "$work/$which.times"
    done
  done
done
python3 - "$work" "$repeats" "${games[@]}" <<'PY'
import json, os, statistics, sys, collections
work, repeats, games = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
def load(which):
    t = collections.defaultdict(list)
    for line in open(f"{work}/{which}.times"):
        g, s, kib, user, sys_ = line.split()
        t[g].append((float(s), int(kib) / 1024, float(user) + float(sys_)))
    return t
old, new = load("old"), load("new")
def med(t, g, k):
    return statistics.median(x[k] for x in t[g]) if g in t else 0.0
tot_o, tot_n = sum(med(old, g, 0) for g in games), sum(med(new, g, 0) for g in games)
cpu_o, cpu_n = sum(med(old, g, 2) for g in games), sum(med(new, g, 2) for g in games)
for g in games:
    print(f"{g:18} OLD {med(old, g, 0):7.2f} s wall {med(old, g, 2):7.2f} s CPU {med(old, g, 1):6.0f} MB   "
          f"NEW {med(new, g, 0):7.2f} s wall {med(new, g, 2):7.2f} s CPU {med(new, g, 1):6.0f} MB")
print(f"{'total':18} OLD {tot_o:7.2f} s wall {cpu_o:7.2f} s CPU   NEW {tot_n:7.2f} s wall {cpu_n:7.2f} s CPU   "
      f"ratio {tot_o / tot_n:5.2f}x wall, {cpu_o / cpu_n:5.2f}x CPU")
# The whole processes above run each build's own claims; a claim that only NEW has adds to NEW's
# time. The same claims alone: each claim's own seconds from the JSON (median over the repeats),
# summed over the claims both builds have.
def claim_seconds(which):
    per = collections.defaultdict(list)
    for g in games:
        for i in range(repeats):
            f = f"{work}/{which}.{g}.{i}.json"
            if os.path.exists(f) and os.path.getsize(f) > 0:
                for c in json.load(open(f))["claims"]:
                    per[c["id"]].append(float(c.get("seconds", 0)))
    return {k: statistics.median(v) for k, v in per.items()}
co, cn = claim_seconds("old"), claim_seconds("new")
common = sorted(set(co) & set(cn))
so, sn = sum(co[k] for k in common), sum(cn[k] for k in common)
print(f"{'same claims':18} {len(common)} claims: OLD {so:7.2f} s   NEW {sn:7.2f} s   ratio {so / sn:5.2f}x (wall, summed per claim)")
for k in sorted(common, key=lambda k: -co[k])[:8]:
    print(f"  {k:45} OLD {co[k]:7.2f} s   NEW {cn[k]:7.2f} s")
PY
echo "== load after: $(cut -d' ' -f1-3 /proc/loadavg)"
