#!/usr/bin/env bash
# Dependencies point one way, as CMake links the layers: one static library per folder of src/, each
# linking only the layers under it. CMake writes the graph to <build>/layers.txt, a line per layer:
# "layer: layers it links | its library". Fails, listing each offence, on
#  - a header a layer's object was compiled with (the compiler's own dependency file, <object>.d,
#    which -MD writes beside every object: every header the preprocessor opened, however the
#    #include was spelled, "..." or <...>, through .., with spaces after the #) that belongs to a
#    folder the object's folder does not link (directly or through the layers it links);
#  - an include in a header that no object compiles, read from the text (the same spellings);
#  - a symbol a layer's library needs (undefined in it) that only a layer it does not link defines:
#    a call into a layer above, which a static link would resolve silently whenever some other
#    object had pulled the symbol in.
# Run by CTest as `layers`:   check-layers.sh <build>/layers.txt [SRC]
# (SRC, default the repository's src/, is the tree the paths in the dependency files point into;
# scripts/check-layers-planted.sh runs it on a scratch tree with planted offences.)
set -euo pipefail
graph=$(realpath "${1:?usage: check-layers.sh LAYERS_FILE (written by CMake into the build folder) [SRC]}")
src=$(realpath "${2:-$(dirname "$0")/../src}")
build=$(dirname "$graph")
cd "$src"
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
declare -A said
offence() {  # FILE TARGET_PATH_UNDER_SRC HOW
  local file=$1 target=$2 how=$3 from=${1%%/*} to=${2%%/*}
  [[ -z ${links[$from]+x} ]] && { [[ -n ${said[$file]+x} ]] || echo "layers: $file: folder '$from' is no layer of CMakeLists.txt's CGCHECK_LAYERS"; said[$file]=1; bad=1; return; }
  [[ -z ${links[$to]+x} ]] && return  # not one of ours
  [[ ${reach[$from]} == *" $to "* ]] && return
  [[ -n ${said["$file>$target"]+x} ]] && return
  said["$file>$target"]=1
  echo "layers: $file $how $target ($from does not link $to)"
  bad=1
}

# 1 and 2, in one pass of python3 (a process per path in bash took minutes): "FILE<TAB>HEADER<TAB>HOW"
# for each header under SRC that an object was compiled with (the compiler's dependency file, whose
# first prerequisite is the source and the rest every header it opened), and for each include of a
# header no object compiles (read from the text, the same spellings: "...", <...>, .., spaces).
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$build" "$src" >"$work/pairs" <<'PY'
import os, re, sys
build, src = sys.argv[1], sys.argv[2]
def under(p):
    p = os.path.normpath(p)
    return p[len(src) + 1:] if p.startswith(src + os.sep) else None
compiled, objects = set(), 0
top = os.path.join(build, 'CMakeFiles')
for d in sorted(os.listdir(top)) if os.path.isdir(top) else []:
    if not d.endswith('.dir'):
        continue
    for root, _, files in os.walk(os.path.join(top, d)):
        for f in files:
            if not f.endswith('.o.d'):
                continue
            words = open(os.path.join(root, f)).read().replace('\\\n', ' ').split()
            # The object's source is the first .cpp named (clang lists its sanitizer ignore list first).
            named = [w for w in words[1:] if w.endswith(('.cpp', '.cc'))]
            if not named:
                continue
            source = under(os.path.join(build, named[0]))
            # An object whose source is gone (moved or deleted since it was built) says nothing of
            # the sources as they are.
            if source is None or not os.path.exists(os.path.join(src, source)):
                continue
            objects += 1
            for w in words[1:]:
                h = under(os.path.join(build, w))
                if h is not None:
                    compiled.add(h)
                    print(f'{source}\t{h}\tis compiled with')
include = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]')
for root, _, files in os.walk(src):
    for f in files:
        if not f.endswith(('.hpp', '.h')):
            continue
        path = os.path.join(root, f)
        rel = under(path)
        if rel in compiled:
            continue
        for line in open(path, errors='replace'):
            m = include.match(line)
            if not m:
                continue
            for base in (src, root):
                target = os.path.normpath(os.path.join(base, m.group(1)))
                if os.path.isfile(target) and under(target) is not None:
                    print(f'{rel}\t{under(target)}\tincludes')
                    break
print(f'#objects\t{objects}')
PY
objects=$(sed -n 's/^#objects\t//p' "$work/pairs")
(( objects > 0 )) || { echo "layers: no dependency files (*.o.d) under $build/CMakeFiles: build before this check"; exit 1; }
while IFS=$'\t' read -r file target how; do
  [[ $file == "#objects" ]] && continue
  offence "$file" "$target" "$how"
done < <(sort -u "$work/pairs")

# 3. Symbols: each library's strong definitions, and each library's undefined references.
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
echo "layers: $objects objects' headers, every header's includes and every symbol point to a layer its folder links ($(sed -E 's/ *\|.*//' "$graph" | tr '\n' ';' | sed 's/;$//; s/;/; /g'))"
