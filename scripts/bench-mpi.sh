#!/usr/bin/env bash
# The measurements behind the README's MPI projection: one claim at one bound on 1, 2 and 3 ranks
# (mpirun --oversubscribe, one thread per rank), each rank under /usr/bin/time: its CPU seconds
# (user + system) and peak resident memory. CPU seconds, not wall time: with more ranks than free
# cores the wall time measures the machine's load, while a rank's CPU time is the work it was given.
# A fit of cpu(K) = R + S / K over K = 1..3 splits each run into the part every rank repeats (R:
# start-up, and a table that is not distributed) and the part the ranks share (S).
# Usage: bench-mpi.sh CGCHECK CLAIM BOUND [BOUND...]    (build with -DCGCHECK_MPI=ON)
set -euo pipefail
bin=$1 claim=$2
shift 2
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# More ranks than free cores here: a rank waiting in a collective yields its core instead of spinning
# (spinning made a 3-rank run on 2 shared cores 15 times slower).
export OMPI_MCA_mpi_yield_when_idle=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '%-34s %6s %5s %12s %12s %12s %14s\n' claim bound ranks "cpu/rank s" "cpu sum s" "wall s" "peak MiB/rank"
for bound in "$@"; do
  fits=()
  for ranks in 1 2 3; do
    rm -f "$work"/t.*
    start=$(date +%s.%N)
    mpirun --oversubscribe -n "$ranks" sh -c \
      '/usr/bin/time -f "%U %S %M" -o "$0/t.$OMPI_COMM_WORLD_RANK" "$1" check --claim "$2" --bound "$3" --threads 1 --quiet' \
      "$work" "$bin" "$claim" "$bound" >/dev/null 2>"$work/err" || true
    end=$(date +%s.%N)
    read -r cpu_max cpu_sum mem_max < <(cat "$work"/t.* | awk '{c = $1 + $2; s += c; if (c > m) m = c; if ($3 > k) k = $3} END {printf "%.2f %.2f %.0f\n", m, s, k / 1024}')
    wall=$(awk -v a="$start" -v b="$end" 'BEGIN {printf "%.2f", b - a}')
    printf '%-34s %6s %5s %12s %12s %12s %14s\n' "$claim" "$bound" "$ranks" "$cpu_max" "$cpu_sum" "$wall" "$mem_max"
    fits+=("$ranks $cpu_max")
  done
  # Least squares for cpu = R + S * (1/K).
  printf '%s\n' "${fits[@]}" | awk -v claim="$claim" -v bound="$bound" '
    { x = 1 / $1; y = $2; n++; sx += x; sy += y; sxx += x * x; sxy += x * y }
    END { s = (n * sxy - sx * sy) / (n * sxx - sx * sx); r = (sy - s * sx) / n;
          printf "%-34s %6s   fit: cpu per rank = %.2f s repeated + %.2f s / ranks\n", claim, bound, r, s }'
done
