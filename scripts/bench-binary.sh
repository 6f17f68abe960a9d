# Sourced by the benchmark scripts that time cgcheck as a whole process (bench-baselines.sh,
# bench-scaling.sh), from the repository root: sets `bin` to the binary to time (CGCHECK_BIN, default
# build-bench/bin/cgcheck, built here if missing) and `work` to a temporary folder removed on exit.
bin=${CGCHECK_BIN:-build-bench/bin/cgcheck}
if [[ ! -x $bin ]]; then
  [[ $bin == build-bench/bin/cgcheck ]] || { echo "CGCHECK_BIN=$bin is not an executable" >&2; exit 2; }
  cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DCGCHECK_BUILD_TESTS=OFF >/dev/null
  cmake --build build-bench -j"$(nproc)" --target cgcheck
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
