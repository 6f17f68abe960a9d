#!/usr/bin/env bash
# The README's counts are checked against the program, so they cannot drift: the numbers of papers,
# games, claims and saved conjectures in its opening paragraph, and the number of CTest entries.
# Usage: check-readme-counts.sh CGCHECK_BINARY README.md BUILD_DIR. Run by CTest as `readme-counts`.
set -euo pipefail
bin=$1 readme=$2 build=$3
src=$(cd "$(dirname "$readme")" && pwd)
words=(zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen)
text=$(tr '\n' ' ' <"$readme")
bad=0
expect() {  # what, the README's number, the true number
  if [[ $2 != "$3" ]]; then
    echo "readme-counts: the README says $2 $1, the program has $3"
    bad=1
  fi
}
word() { for i in "${!words[@]}"; do [[ ${words[$i],,} == "${1,,}" ]] && { echo "$i"; return; }; done; echo "$1"; }
re="([A-Za-z]+) papers [^,]*, ([a-z]+) games \\(([a-z]+) from +the papers, plain Nim, Grundy's game and [^)]*\\) and ([a-z]+) families .*, ([0-9,]+) claims of the papers[^0-9]*([0-9]+) +saved conjectures"
if [[ ! $text =~ $re ]]; then
  echo "readme-counts: the opening sentence with the counts was not found"; exit 1
fi
papers=$(word "${BASH_REMATCH[1]}") games=$(word "${BASH_REMATCH[2]}") from_papers=$(word "${BASH_REMATCH[3]}")
families=$(word "${BASH_REMATCH[4]}") claims=${BASH_REMATCH[5]//,/} saved=${BASH_REMATCH[6]}
true_papers=$(find "$src/src/papers" -mindepth 1 -maxdepth 1 -type d | wc -l)
# A family's id carries its parameter (take-and-break:CODE); every other line is one game.
true_games=$("$bin" games | cut -f1 | grep -v '\.lua$' | grep -vc ':' || true)
true_families=$("$bin" games | cut -f1 | grep -v '\.lua$' | grep -c ':' || true)
true_claims=$("$bin" claims | grep -vc '^conjectures/' || true)
true_saved=$("$bin" claims | grep -c '^conjectures/' || true)
expect papers "$papers" "$true_papers"
expect games "$games" "$true_games"
# Four built-in games come from no paper: nim, grundys-game, value and misere-value.
expect "games from the papers" "$from_papers" "$((true_games - 4))"
expect families "$families" "$true_families"
expect "claims of the papers" "$claims" "$true_claims"
expect "saved conjectures" "$saved" "$true_saved"
# "(N CTest entries, M more in the MPI build)": N counts the entries of every build, M those labelled
# mpi, which exist only with -DCGCHECK_MPI=ON (checked when this build has them).
entries=$(grep -oE '\(([0-9]+) CTest entries' "$readme" | grep -oE '[0-9]+' | head -1)
mpi_entries=$(grep -oE 'CTest entries, ([0-9]+) more in the MPI build\)' "$readme" | grep -oE '[0-9]+' | head -1)
true_entries=$(cd "$build" && ctest -N -LE '^mpi$' | sed -nE 's/^Total Tests: ([0-9]+)/\1/p')
true_mpi=$(cd "$build" && ctest -N -L '^mpi$' | sed -nE 's/^Total Tests: ([0-9]+)/\1/p')
expect "CTest entries" "$entries" "$true_entries"
if ((true_mpi > 0)); then expect "CTest entries of the MPI build" "$mpi_entries" "$true_mpi"; fi
if (( bad )); then exit 1; fi
echo "readme-counts: $papers papers, $games games, $claims claims, $saved saved conjectures, $entries CTest entries"
