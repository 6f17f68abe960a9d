#!/usr/bin/env bash
# The layer gate (check-layers.sh) against planted offences: a scratch tree of two layers, `low`
# and `high` (high links low, low links nothing), compiled as CMake compiles the project (-MD beside
# each object, one static library per layer), with one offence planted in `low` per case. Each case
# must fail the gate naming the offence, and the tree without one must pass. The spellings are the
# ones a text search of #include lines misses or misreads: angle brackets, a path through .., spaces
# after the #, an include through a macro (with a call into the higher layer's inline code), a call
# through a forward declaration (no include at all), and a header no object compiles.
# Run by CTest as `layers-planted`:   check-layers-planted.sh
set -euo pipefail
gate=$(realpath "$(dirname "$0")/check-layers.sh")
cxx=${CXX:-c++}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "layers-planted: $*"; exit 1; }

# build TREE: compiles TREE/src/<layer>/*.cpp into TREE/build, writes TREE/build/layers.txt.
build() {
  local tree=$1 layer f obj
  mkdir -p "$tree/build/CMakeFiles"
  : >"$tree/build/layers.txt"
  for layer in low high; do
    mkdir -p "$tree/build/CMakeFiles/$layer.dir"
    for f in "$tree"/src/$layer/*.cpp; do
      obj=$tree/build/CMakeFiles/$layer.dir/$(basename "$f").o
      "$cxx" -std=c++20 -MD -MF "$obj.d" -I "$tree/src" -c "$f" -o "$obj"
    done
    ar rcs "$tree/build/lib$layer.a" "$tree"/build/CMakeFiles/$layer.dir/*.o
  done
  printf 'low:  | %s\nhigh: low | %s\n' "$tree/build/liblow.a" "$tree/build/libhigh.a" >"$tree/build/layers.txt"
}

# tree_with NAME: a fresh clean tree (echoes its folder).
tree_with() {
  local tree=$tmp/$1
  mkdir -p "$tree/src/low" "$tree/src/high"
  cat >"$tree/src/high/h.hpp" <<'EOF'
#pragma once
inline int high_inline(int x) { return x + 1; }
int high_call(int x);
EOF
  cat >"$tree/src/high/h.cpp" <<'EOF'
#include "high/h.hpp"
#include "low/a.hpp"
int high_call(int x) { return low_value(x) * 2; }
EOF
  cat >"$tree/src/low/a.hpp" <<'EOF'
#pragma once
int low_value(int x);
EOF
  cat >"$tree/src/low/a.cpp" <<'EOF'
#include "low/a.hpp"
int low_value(int x) { return x; }
EOF
  echo "$tree"
}

expect_fail() {  # NAME EXPECTED
  local tree=$tmp/$1 out
  build "$tree"
  if out=$(bash "$gate" "$tree/build/layers.txt" "$tree/src" 2>&1); then fail "$1: the gate passed: $out"; fi
  grep -qF "$2" <<<"$out" || fail "$1: the gate failed without naming '$2': $out"
  echo "layers-planted: $1: refused ($(grep -F "$2" <<<"$out" | head -n 1))"
}

# The tree as it is: passes.
clean=$(tree_with clean)
build "$clean"
bash "$gate" "$clean/build/layers.txt" "$clean/src" >/dev/null || fail "the clean tree fails: $(bash "$gate" "$clean/build/layers.txt" "$clean/src" 2>&1)"

# plant NAME FILE CONTENT EXPECTED: a fresh tree with FILE (under src/) written as CONTENT (printf
# escapes), which must fail the gate naming EXPECTED.
plant() {
  local t
  t=$(tree_with "$1")
  printf "$3" >"$t/src/$2"
  expect_fail "$1" "$4"
}
call='#include "low/a.hpp"\nint low_value(int x) { return high_inline(x); }\n'
compiled="low/a.cpp is compiled with high/h.hpp (low does not link high)"
plant angle low/a.cpp "#include <high/h.hpp>\n$call" "$compiled"
plant dotdot low/a.cpp "#include \"../high/h.hpp\"\n$call" "$compiled"
plant spaced low/a.cpp "#  include   \"high/h.hpp\"\n$call" "$compiled"
plant macro low/a.cpp "#define HIGH \"high/h.hpp\"\n#include HIGH\n$call" "$compiled"
plant declared low/a.cpp '#include "low/a.hpp"\nint high_call(int x);\nint low_value(int x) { return x > 0 ? high_call(x - 1) : 0; }\n' \
  "low calls high_call(int), defined only in high, which low does not link"
plant header low/unused.hpp '#pragma once\n#  include <high/h.hpp>\n' "low/unused.hpp includes high/h.hpp (low does not link high)"

echo "layers-planted: every planted offence fails the gate, and the clean tree passes"
