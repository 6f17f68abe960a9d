#!/usr/bin/env bash
# Installs the built tree into a temporary prefix and runs the installed binary from another folder,
# with nothing but the install to find its data: --version answers, the papers that read transcribed
# tables pass their gate, the shipped conjectures are claims, `hunt --save` writes to the
# --conjectures folder (default ./conjectures) whose conjectures then join the claims, a name clash
# with a shipped conjecture and a missing share folder are one line and exit 2, and nothing is
# written to the install. Run by CTest as `install`.
# Usage: check-install.sh CMAKE BUILD_DIR
set -euo pipefail
cmake=$1 build=$2
source=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "install: $*"; exit 1; }

"$cmake" --install "$build" --prefix "$tmp/prefix" >/dev/null
prefix=$tmp/prefix bin=$tmp/prefix/bin/cgcheck share=$tmp/prefix/share/cgcheck
# Only the binary and the share folder, copied (no link back to the sources or the build tree).
[[ $(cd "$prefix" && find . -mindepth 1 -maxdepth 3 -not -path './share/cgcheck/*' | sort | tr '\n' ' ') == \
   "./bin ./bin/cgcheck ./share ./share/cgcheck " ]] || fail "unexpected files in the prefix: $(cd "$prefix" && find . | sort)"
[[ $(cd "$share" && ls | tr '\n' ' ') == "conjectures data examples " ]] || fail "share/cgcheck holds: $(ls "$share")"
[[ -z $(find "$prefix" -type l) ]] || fail "links in the install: $(find "$prefix" -type l)"
shipped=$(cd "$share/conjectures" && ls ./*.json | head -n 1) shipped=${shipped#./} shipped=${shipped%.json}
[[ -n $shipped ]] || fail "no shipped conjecture installed"
before=$(cd "$prefix" && find . -exec stat -c '%n %s %Y' {} + | sort)

# Runs the installed binary in the work folder: expect EXIT CMD... (stdout to out, stderr to err).
mkdir "$tmp/work"
cd "$tmp/work"
unset CGCHECK_DATA_DIR
expect() {
  local want=$1 got=0
  shift
  "$@" >"$tmp/out" 2>"$tmp/err" || got=$?
  [[ $got == "$want" ]] || fail "exit $got (expected $want): $* -- $(head -c 2000 "$tmp/err")"
  if (( want == 2 )); then [[ $(wc -l <"$tmp/err") == 1 ]] || fail "not one line on stderr: $* -- $(cat "$tmp/err")"; fi
  return 0
}

expect 0 "$bin" --version
[[ $(cat "$tmp/out") == "cgcheck "[0-9]* ]] || fail "--version printed: $(cat "$tmp/out" "$tmp/err")"

# Claims that read the transcribed tables of data/ (read_data_csv): a whole paper's gate, and the
# seqcomp claims on its two tables (its whole gate takes seconds more, for no other file).
expect 0 "$bin" check --paper nim-pass --profile ci --quiet
expect 0 "$bin" check --claim seqcomp/example-2-table-41 --profile ci
expect 0 "$bin" check --claim seqcomp/example-3-components --profile ci
expect 0 "$bin" claims
grep -q "^conjectures/$shipped	" "$tmp/out" || fail "shipped conjecture $shipped is not a claim"

# hunt --save into a folder given by --conjectures (created), then it joins the claims.
hunt=(hunt nim --predict-p 'return nimsum == 0' --bound 8 --random 10)
expect 0 "$bin" "${hunt[@]}" --save bouton --conjectures "$tmp/mine"
[[ -f $tmp/mine/bouton.json ]] || fail "hunt --save bouton --conjectures DIR did not write DIR/bouton.json"
expect 0 "$bin" claims --conjectures "$tmp/mine"
grep -q "^conjectures/bouton	holds	" "$tmp/out" || fail "claims --conjectures DIR does not list conjectures/bouton"
grep -q "^conjectures/$shipped	" "$tmp/out" || fail "claims --conjectures DIR lost the shipped conjecture $shipped"
expect 0 "$bin" check --conjectures "$tmp/mine" --claim conjectures/bouton
expect 0 "$bin" claims
! grep -q "conjectures/bouton" "$tmp/out" || fail "a conjecture of another folder joined the claims"

# The default folder is ./conjectures, joined when it exists.
expect 0 "$bin" "${hunt[@]}" --save here
[[ -f conjectures/here.json ]] || fail "hunt --save here did not write ./conjectures/here.json"
expect 0 "$bin" claims --game nim
grep -q "^conjectures/here	" "$tmp/out" || fail "./conjectures did not join the claims"

# A shipped conjecture's name is taken when saving. When loading, a working folder's conjecture of
# that name wins (an installed binary run inside a clone of the repository reads the clone's copies
# of the shipped ones): listed once. A file that does not read is refused.
expect 2 "$bin" "${hunt[@]}" --save "$shipped" --conjectures "$tmp/clash"
[[ ! -e $tmp/clash ]] || fail "a refused --save created its folder"
mkdir "$tmp/clash"
cp "$share/conjectures/$shipped.json" "$tmp/clash/"
expect 0 "$bin" claims --conjectures "$tmp/clash"
[[ $(grep -c "^conjectures/$shipped	" "$tmp/out") == 1 ]] || fail "a copy of $shipped is not listed once"
expect 2 "$bin" check --conjectures "$tmp/clash/$shipped.json"
# Inside a clone of the repository (its conjectures/ beside the installed ones): every claim.
expect 0 "$bin" claims --conjectures /nonexistent-folder
all=$(wc -l <"$tmp/out")
(cd "$source" && "$bin" claims >"$tmp/out" 2>"$tmp/err") || fail "claims inside the source tree: $(cat "$tmp/err")"
[[ $(wc -l <"$tmp/out") == "$all" ]] || fail "claims inside the source tree lists $(wc -l <"$tmp/out") lines, not $all"
mkdir "$tmp/broken"
echo '{"name": "broken", "game": ' >"$tmp/broken/broken.json"
expect 2 "$bin" claims --conjectures "$tmp/broken"

# A binary without its share folder: one line and exit 2; CGCHECK_DATA_DIR points it to one.
mkdir -p "$tmp/lonely/bin"
cp "$bin" "$tmp/lonely/bin/"
expect 2 "$tmp/lonely/bin/cgcheck" claims
grep -q "data folder" "$tmp/err" || fail "a missing data folder is not named: $(cat "$tmp/err")"
expect 2 "$tmp/lonely/bin/cgcheck" check --claim seqcomp/example-3-components
expect 0 env CGCHECK_DATA_DIR="$share" "$tmp/lonely/bin/cgcheck" claims
grep -q "^conjectures/$shipped	" "$tmp/out" || fail "CGCHECK_DATA_DIR did not find the shipped conjectures"

[[ $(cd "$prefix" && find . -exec stat -c '%n %s %Y' {} + | sort) == "$before" ]] || fail "the run wrote to the install"
echo "install: the installed binary runs from $tmp/work with its own data"
