#!/usr/bin/env bash
# How the dense checks grow with their bound: wall time and peak memory (maximum resident set
# size, /usr/bin/time) of `cgcheck check --claim ID --bound B --threads 2` for a few bounds of each,
# the growth exponent fitted between the two largest bounds, and the largest bound whose memory
# fits in 24 GiB, extrapolated from the largest run with the table's own growth (positions grow as
# bound^k: n^4 for Nim* heaps <= 4, M^k for k single-delete-nim piles, ...), minus the process's
# memory at the smallest bound. Prints a Markdown table; with --readme it also replaces the table
# between the "scaling:begin" and "scaling:end" markers of README.md.
# CGCHECK_BIN names the binary (default build-bench/bin/cgcheck, built here if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
readme=no
[[ ${1:-} == --readme ]] && readme=yes
bin=${CGCHECK_BIN:-build-bench/bin/cgcheck}
if [[ ! -x $bin ]]; then
  [[ $bin == build-bench/bin/cgcheck ]] || { echo "CGCHECK_BIN=$bin is not an executable" >&2; exit 2; }
  cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DCGCHECK_BUILD_TESTS=OFF >/dev/null
  cmake --build build-bench -j"$(nproc)" --target cgcheck
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# claim | what the bound is | growth exponent of the positions | bounds
cases=(
  "nim-pass/thm-1-case-a|n = stones, heaps <= 4|4|250 500 750 1000"
  "single-delete-nim/thm-1.4|M = largest of 3 piles|3|256 512 1024"
  "single-delete-nim/thm-1.5|M = largest of 4 piles|4|64 128 256"
)
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
for c in "${cases[@]}"; do
  IFS='|' read -r id what k bounds <<< "$c"
  for b in $bounds; do
    /usr/bin/time -f "%e %M" -o "$work/time" "$bin" check --claim "$id" --bound "$b" --threads 2 --quiet \
      --json "$work/out.json" > /dev/null || true
    positions=$(python3 -c "import json,sys; c=json.load(open('$work/out.json'))['claims'][0]; print(sum(x['count'] for x in c['checked'] if x['mode']=='exhaustive'))")
    echo "$id|$what|$k|$b|$positions|$(cat "$work/time")" >> "$work/rows"
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
python3 - "$work/rows" > "$work/table" <<'PY'
import math, sys, collections
rows = collections.OrderedDict()
for line in open(sys.argv[1]):
    id, what, k, b, pos, measured = line.strip().split("|")
    secs, kib = measured.split()
    rows.setdefault((id, what, int(k)), []).append((int(b), int(pos), float(secs), int(kib) / 1024))
limit = 24 * 1024  # MiB
print("| check (bound) | positions grow as | bound: positions, wall time, peak memory | fitted time / memory exponent | largest bound in 24 GiB (extrapolated) |")
print("|---|---|---|---|---|")
for (id, what, k), pts in rows.items():
    cells = "; ".join(f"{b}: {p:,}, {s:.1f} s, {m:.0f} MB" for b, p, s, m in pts)
    (b1, _, s1, m1), (b2, _, s2, m2) = pts[-2], pts[-1]
    et = math.log(s2 / s1) / math.log(b2 / b1) if s1 > 0 and s2 > 0 else float("nan")
    em = math.log(m2 / m1) / math.log(b2 / b1)
    base = min(pts[0][3], m2 / 2)  # the process without its table, roughly: the smallest bound's peak
    bmax = int(b2 * ((limit - base) / (m2 - base)) ** (1 / k))
    print(f"| `{id}` ({what}) | bound^{k} | {cells} | {et:.1f} / {em:.1f} | {bmax:,} |")
PY
cat "$work/table"
if [[ $readme == yes ]]; then
  python3 - "$work/table" README.md <<'PY'
import sys
table, readme = open(sys.argv[1]).read(), sys.argv[2]
text = open(readme).read()
begin, end = "<!-- scaling:begin -->\n", "<!-- scaling:end -->"
i, j = text.index(begin) + len(begin), text.index(end)
open(readme, "w").write(text[:i] + table + text[j:])
PY
fi
