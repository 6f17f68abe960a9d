#!/usr/bin/env bash
# The measurements behind the README's MPI projection: one claim at some bounds on 1, 2 and 3
# ranks (mpirun --oversubscribe, one thread per rank), each rank under /usr/bin/time (its CPU
# seconds, user + system, and peak resident memory), with CGCHECK_SHARD_STATS set so rank 0 prints
# what each rank walked (positions, CPU seconds of its work items). CPU seconds, not wall time:
# with more ranks than free cores the wall time measures the machine's load, a rank's CPU time the
# work it was given. "rest" = process CPU - walk CPU: start-up, the tables, and (with more than one
# rank) the time spent waiting in exchanges, which a rank spends yielding its core.
# Usage: bench-mpi.sh CGCHECK CLAIM BOUND [BOUND...]    (build with -DCGCHECK_MPI=ON)
set -euo pipefail
bin=$1 claim=$2
shift 2
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# More ranks than free cores here: a rank waiting in a collective yields its core instead of spinning
# (spinning made a 3-rank run on 2 shared cores 15 times slower).
export OMPI_MCA_mpi_yield_when_idle=1 CGCHECK_SHARD_STATS=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '%-28s %6s %5s %22s %14s %14s %14s %10s\n' claim bound ranks "walk positions/rank" "walk cpu/rank" \
  "proc cpu/rank" "rest cpu/rank" "peak MiB"
for bound in "$@"; do
  for ranks in 1 2 3; do
    rm -f "$work"/t.*
    mpirun --oversubscribe -n "$ranks" sh -c \
      '/usr/bin/time -f "%U %S %M" -o "$0/t.$OMPI_COMM_WORLD_RANK" "$1" check --claim "$2" --bound "$3" --threads 1 --quiet' \
      "$work" "$bin" "$claim" "$bound" >/dev/null 2>"$work/err" || true
    # Per rank: walk positions and CPU summed over the claim's walks.
    awk '/shard stats/ { sub(/.* rank /, ""); r = $1; pos[r] += $6; cpu[r] += $8 }
         END { for (r in pos) print r, pos[r], cpu[r] }' "$work/err" | sort -n >"$work/walk"
    for r in $(seq 0 $((ranks - 1))); do
      read -r u s m <"$work/t.$r"
      read -r _ pos wcpu < <(awk -v r="$r" '$1 == r' "$work/walk")
      echo "$r $pos $wcpu $(awk -v u="$u" -v s="$s" 'BEGIN {print u + s}') $m"
    done >"$work/rows"
    awk -v claim="$claim" -v bound="$bound" -v ranks="$ranks" '
      { if (NR == 1 || $2 < pmin) pmin = $2; if ($2 > pmax) pmax = $2
        if ($3 > wmax) wmax = $3; if ($4 > cmax) cmax = $4; if ($4 - $3 > rmax) rmax = $4 - $3; if ($5 > mmax) mmax = $5 }
      END { printf "%-28s %6s %5s %22s %14.2f %14.2f %14.2f %10.0f\n", claim, bound, ranks,
                   (pmin == pmax ? pmin : pmin "-" pmax), wmax, cmax, rmax, mmax / 1024 }' "$work/rows"
  done
done
