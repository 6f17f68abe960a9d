#!/usr/bin/env bash
# Dependencies point one way, as CMake links the layers: one static library per folder of src/, each
# linking only the layers under it. CMake writes the graph to <build>/layers.txt, a line per layer:
# "layer: layers it links | its library". Fails, listing each offence, on
#  - an #include "..." under src/ of a folder the including folder does not link (directly or
#    through the layers it links);
#  - a symbol a layer's library needs (undefined in it) that only a layer it does not link defines:
#    a call into a layer above, which a static link would resolve silently whenever some other
#    object had pulled the symbol in.
# Run by CTest as `layers`:   check-layers.sh <build>/layers.txt
set -euo pipefail
graph=$(realpath "${1:?usage: check-layers.sh LAYERS_FILE (written by CMake into the build folder)}")
cd "$(dirname "$0")/../src"
declare -A links lib reach
while IFS= read -r line; do
  [[ -z $line ]] && continue
  layer=${line%%:*} rest=${line#*:}
  links[$layer]=${rest%%|*}
  [[ $rest == *"|"* ]] && lib[$layer]=$(sed -E 's/^ +| +$//g' <<<"${rest#*|}")
done <"$graph"
# reach[L]: L and every layer it links, transitively.
for layer in "${!links[@]}"; do
  seen=" $layer " todo=$layer
  while [[ -n ${todo// /} ]]; do
    read -r next todo <<<"$todo"
    for b in ${links[$next]:-}; do
      [[ $seen == *" $b "* ]] || { seen+="$b "; todo+=" $b"; }
    done
  done
  reach[$layer]=$seen
done
bad=0
while IFS= read -r hit; do
  file=${hit%%:*}
  target=$(sed -E 's/.*#include "([^"]+)".*/\1/' <<<"${hit#*:}")
  from=${file%%/*} to=${target%%/*}
  [[ -z ${links[$from]+x} ]] && { echo "layers: $file: folder '$from' is no layer of CMakeLists.txt's CGCHECK_LAYERS"; bad=1; continue; }
  [[ -z ${links[$to]+x} ]] && continue  # not one of ours (a generated or system header)
  if [[ ${reach[$from]} != *" $to "* ]]; then
    echo "layers: $file includes $target ($from does not link $to)"
    bad=1
  fi
done < <(grep -rnE '^\s*#\s*include "' --include='*.hpp' --include='*.cpp' . | sed 's|^\./||')
# Symbols: each library's strong definitions, and each library's undefined references.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for layer in "${!lib[@]}"; do
  [[ -f ${lib[$layer]} ]] || { echo "layers: ${lib[$layer]} is not built (build before this check)"; bad=1; continue; }
  nm -g --defined-only --format=posix "${lib[$layer]}" 2>/dev/null | awk 'NF >= 2 && $2 ~ /^[TDBR]$/ {print $1}' | sort -u >"$work/$layer.defined"
  nm -g --undefined-only --format=posix "${lib[$layer]}" 2>/dev/null | awk 'NF >= 2 {print $1}' | sort -u >"$work/$layer.undefined"
done
for layer in "${!lib[@]}"; do
  for other in "${!lib[@]}"; do
    [[ ${reach[$layer]} == *" $other "* ]] && continue
    while IFS= read -r sym; do
      echo "layers: $layer calls $(c++filt <<<"$sym"), defined only in $other, which $layer does not link"
      bad=1
    done < <(comm -12 "$work/$layer.undefined" "$work/$other.defined")
  done
done
if (( bad )); then exit 1; fi
echo "layers: every include and every symbol points to a layer its folder links ($(sed -E 's/ *\|.*//' "$graph" | tr '\n' ';' | sed 's/;$//; s/;/; /g'))"
