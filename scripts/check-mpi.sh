#!/usr/bin/env bash
# One claim, one process versus K ranks under mpirun: the JSON results must be identical once the
# timings are taken out (each claim's "seconds", and the coarse build time in a table message), the
# exit codes equal, and rank 0 alone prints (standard output has the single process's lines).
# Usage: check-mpi.sh CGCHECK RANKS CLAIM [check options...]   (run by CTest, label mpi)
set -euo pipefail
bin=$1 ranks=$2 claim=$3
shift 3
# CI runs as root, which Open MPI refuses unless told; oversubscribe: more ranks than cores here.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# More ranks than free cores here: a rank waiting in a collective yields its core instead of spinning
# (spinning made a 3-rank run on 2 shared cores 15 times slower).
export OMPI_MCA_mpi_yield_when_idle=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
strip() {
  jq -S 'del(.claims[].seconds, .claims[].positions_per_second_per_core, .claims[].resumed_positions, .claims[].time, .threads)
         | .claims[] |= (if .message then .message |= gsub("(< 1 s|1–10 s|10–60 s|1–10 min|> 10 min)"; "T") else . end)' "$1"
}
set +e
"$bin" check --claim "$claim" --threads 1 --json "$work/one.json" "$@" >"$work/one.out" 2>"$work/one.err"
one=$?
mpirun --oversubscribe -n "$ranks" "$bin" check --claim "$claim" --threads 1 --json "$work/many.json" "$@" \
  >"$work/many.out" 2>"$work/many.err"
many=$?
set -e
if [[ $one != "$many" ]]; then
  echo "exit codes differ: one process $one, $ranks ranks $many"
  cat "$work/many.err"
  exit 1
fi
# Exit 2 is a failure of the run, except for a claim in `error` (a script error), which the JSON shows.
if [[ $one -gt 1 ]] && ! { [[ $one == 2 ]] && jq -e '.claims[0].status == "error"' "$work/one.json" >/dev/null 2>&1; }; then
  echo "the run failed (exit $one):"
  cat "$work/one.err"
  exit 1
fi
if ! diff <(strip "$work/one.json") <(strip "$work/many.json"); then
  echo "JSON results differ between one process and $ranks ranks"
  exit 1
fi
# Rank 0 alone prints: the same lines, timings aside.
if ! diff <(sed -E 's/ +[0-9]+\.[0-9]+ s( |$)/ s\1/' "$work/one.out") <(sed -E 's/ +[0-9]+\.[0-9]+ s( |$)/ s\1/' "$work/many.out"); then
  echo "standard output differs between one process and $ranks ranks"
  exit 1
fi
status=$(jq -r '.claims[0].status' "$work/one.json")
count=$(jq -r '[.claims[0].checked[].count] | add' "$work/one.json")
echo "$claim: $status, $count checked; identical with 1 process and $ranks ranks"
