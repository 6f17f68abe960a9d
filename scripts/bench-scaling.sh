#!/usr/bin/env bash
# How the dense checks grow with their bound: wall time, CPU time (user + system, which a loaded
# machine disturbs less) and peak memory (maximum resident set size, /usr/bin/time) of `cgcheck check --claim ID --bound B --threads 2` for a few bounds of each,
# the growth exponents fitted between the two largest bounds, and the largest bound whose table
# fits in 24 GiB by the program's own memory estimate (the one --max-memory checks before
# allocating, tested against measured peaks): found by bisection on the bound, each step a run
# with --max-memory 0.001 that refuses at once and says what the table would need. Prints a
# Markdown table; with --readme it also replaces the table between the "scaling:begin" and
# "scaling:end" markers of docs/performance.md.
# CGCHECK_BIN names the binary (default build-bench/bin/cgcheck, built here if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
readme=no
[[ ${1:-} == --readme ]] && readme=yes
source scripts/bench-binary.sh  # sets bin and work
# claim | what the bound is | growth exponent of the positions | bounds | extra flags
# The Nim* claim twice: alone it is checked as its table is filled (five levels kept, memory ~ n^3);
# with --keep-tables (as in a report, where other claims read the table) the table is kept whole.
cases=(
  "nim-pass/thm-1-case-a|n = stones, heaps <= 4; streamed|4|500 1000 1500 2000|"
  "nim-pass/thm-1-case-a|n = stones, heaps <= 4; table kept (--keep-tables)|4|250 500 750 1000|--keep-tables"
  "single-delete-nim/thm-1.4|M = largest of 3 piles|3|256 512 1024|"
  "single-delete-nim/thm-1.5|M = largest of 4 piles|4|64 128 256|"
)
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
for c in "${cases[@]}"; do
  IFS='|' read -r id what k bounds flags <<< "$c"
  for b in $bounds; do
    # shellcheck disable=SC2086  # flags: zero or more words
    /usr/bin/time -f "%e %M %U %S" -o "$work/time" "$bin" check --claim "$id" --bound "$b" --threads 2 --quiet $flags \
      --json "$work/out.json" > /dev/null || true
    positions=$(python3 -c "import json,sys; c=json.load(open('$work/out.json'))['claims'][0]; print(sum(x['count'] for x in c['checked'] if x['mode']=='exhaustive'))")
    echo "$id|$what|$k|$b|$positions|$(cat "$work/time")" >> "$work/rows"
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
# needs ID BOUND [FLAGS]: the bytes the claim's table needs at BOUND, from the memory guard's refusal.
needs() {
  # shellcheck disable=SC2086
  "$bin" check --claim "$1" --bound "$2" --max-memory 0.001 ${3:-} 2>&1 >/dev/null | python3 -c "
import re, sys
t = sys.stdin.read()
m = re.search(r'needs (about )?([0-9.,]+) ?(bytes|KiB|MiB|GiB|TiB)', t)
if not m: sys.exit('no estimate in: ' + t)
unit = {'bytes': 1, 'KiB': 2**10, 'MiB': 2**20, 'GiB': 2**30, 'TiB': 2**40}[m.group(3)]
print(int(float(m.group(2).replace(',', '')) * unit))"
}
for c in "${cases[@]}"; do
  IFS='|' read -r id what k bounds flags <<< "$c"
  lo=${bounds##* } hi=100000
  while ((hi - lo > 1)); do
    mid=$(((lo + hi) / 2))
    if (($(needs "$id" "$mid" "$flags") <= 24 * 1024 * 1024 * 1024)); then lo=$mid; else hi=$mid; fi
  done
  echo "$id|$what|$lo|$(needs "$id" "$lo" "$flags")" >> "$work/limits"
done
python3 - "$work/rows" "$work/limits" > "$work/table" <<'PY'
import math, sys, collections
rows = collections.OrderedDict()
for line in open(sys.argv[1]):
    id, what, k, b, pos, measured = line.strip().split("|")
    secs, kib, user, sys_ = measured.split()
    rows.setdefault((id, what, int(k)), []).append((int(b), int(pos), float(secs), int(kib) / 1024, float(user) + float(sys_)))
limits = {}
for line in open(sys.argv[2]):
    id, what, b, need = line.strip().split("|")
    limits[(id, what)] = (int(b), int(need))
print("| check (bound) | positions grow as | bound: positions, wall time / CPU time (2 threads), peak memory | fitted exponent: CPU time / memory | largest bound in 24 GiB (the table's estimate) |")
print("|---|---|---|---|---|")
for (id, what, k), pts in rows.items():
    cells = "; ".join(f"{b}: {p:,}, {s:.1f} / {c:.1f} s, {m:.0f} MB" for b, p, s, m, c in pts)
    (b1, _, _, m1, s1), (b2, _, _, m2, s2) = pts[-2], pts[-1]
    et = math.log(s2 / s1) / math.log(b2 / b1) if s1 > 0 and s2 > 0 else float("nan")
    em = math.log(m2 / m1) / math.log(b2 / b1)
    bmax, need = limits[(id, what)]
    print(f"| `{id}` ({what}) | bound^{k} | {cells} | {et:.1f} / {em:.1f} | {bmax:,} ({need / 2**30:.1f} GiB) |")
PY
cat "$work/table"
if [[ $readme == yes ]]; then
  python3 - "$work/table" docs/performance.md <<'PY'
import sys
table, readme = open(sys.argv[1]).read(), sys.argv[2]
text = open(readme).read()
begin, end = "<!-- scaling:begin -->\n", "<!-- scaling:end -->"
i, j = text.index(begin) + len(begin), text.index(end)
open(readme, "w").write(text[:i] + table + text[j:])
PY
fi
