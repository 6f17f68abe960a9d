#!/usr/bin/env bash
# Runs every example of README.md's ```console blocks with the built binary and checks that each
# output line the README shows appears in the real output, in order (the README may leave lines
# out, never change them). An example is a `$ cgcheck ...` line (continued with a trailing `\`),
# followed by the output lines it shows; lines beginning with `# ` (a hash and a space) are comments:
# an output line may begin with `#` (a Domineering or Cram board whose first square is filled), and
# is checked. Run by CTest as `readme-examples`.
# Usage: check-readme-examples.sh CGCHECK_BINARY README.md (or a page of docs/)
set -euo pipefail
bin=$1 readme=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Examples name the repository's example files by relative paths and may write files (cgcheck new):
# they run in the temporary folder, with examples/ linked in.
# (A page of docs/ sits one folder below the repository's root.)
root=$(cd "$(dirname "$readme")" && pwd)
[[ -d $root/examples ]] || root=$(dirname "$root")
ln -s "$root/examples" "$work/examples"
# Split the console blocks into work/N.cmd and work/N.out.
awk -v dir="$work" '
  { sub(/^   /, "") }  # blocks inside a numbered list are indented by three spaces
  /^```console/ { inblock = 1; next }
  /^```/ { inblock = 0; cont = 0; next }
  !inblock { next }
  cont { cmd = cmd " " $0; cont = /\\$/; if (!cont) { sub(/\\ /, "", cmd); print cmd > (dir "/" n ".cmd") } ; next }
  /^\$ cgcheck / { n++; cmd = substr($0, 3); cont = /\\$/; sub(/\\$/, "", cmd)
                   if (!cont) print cmd > (dir "/" n ".cmd"); printf "" > (dir "/" n ".out"); next }
  /^# / || /^#$/ || /^$/ { next }
  n { print > (dir "/" n ".out") }
' "$readme"
count=0 bad=0
# In the README's order (a glob would run 10 before 2): an example may use what an earlier one wrote.
for ((i = 1; ; i++)); do
  cmdfile=$work/$i.cmd
  [[ -e $cmdfile ]] || break
  count=$((count + 1))
  cmd=$(sed -E 's/[[:space:]]*\\[[:space:]]*/ /g' "$cmdfile")
  expected=${cmdfile%.cmd}.out
  # The README writes `cgcheck`; run the binary under test with the same arguments.
  if ! actual=$(cd "$work" && eval "\"$bin\" ${cmd#cgcheck }" 2>&1); then :; fi
  rest=$actual
  while IFS= read -r want; do
    if [[ $rest == *"$want"* ]]; then
      rest=${rest#*"$want"}
    else
      echo "readme-examples: \`$cmd\` does not print: $want"
      echo "--- it printed:"; echo "$actual"
      bad=1
      break
    fi
  done < "$expected"
done
# A page of docs/ may have no console example; the README must have some.
if (( count == 0 )); then
  [[ $(basename "$readme") != README.md ]] && { echo "readme-examples: $readme has no console example"; exit 0; }
  echo "readme-examples: no example found in $readme"; exit 1
fi
if (( bad )); then exit 1; fi
echo "readme-examples: $count examples print what the README shows"
