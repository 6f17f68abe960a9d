#!/usr/bin/env bash
# Dependencies point one way: core, cgt <- games <- papers, lua <- run <- report <- cli.
# Fails (listing each offending line) on an #include "..." under src/ that points to a folder of a
# higher layer, or across the two siblings papers and lua. Run by CTest as `layers`.
set -euo pipefail
cd "$(dirname "$0")/../src"
declare -A layer=([core]=0 [cgt]=1 [games]=2 [papers]=3 [lua]=3 [run]=4 [report]=5 [cli]=6)
bad=0
while IFS= read -r hit; do
  file=${hit%%:*}
  target=$(sed -E 's/.*#include "([^"]+)".*/\1/' <<<"${hit#*:}")
  from=${file%%/*} to=${target%%/*}
  [[ -z ${layer[$from]+x} ]] && { echo "layers: $file: folder '$from' has no layer (add it to scripts/check-layers.sh)"; bad=1; continue; }
  [[ -z ${layer[$to]+x} ]] && continue  # not one of ours (a generated or system header)
  if (( ${layer[$to]} > ${layer[$from]} )) || { [[ $from != "$to" ]] && (( ${layer[$to]} == ${layer[$from]} )); }; then
    echo "layers: $file includes $target ($from may not depend on $to)"
    bad=1
  fi
done < <(grep -rnE '^\s*#\s*include "' --include='*.hpp' --include='*.cpp' . | sed 's|^\./||')
if (( bad )); then exit 1; fi
echo "layers: every include points down (core, cgt <- games <- papers, lua <- run <- report <- cli)"
