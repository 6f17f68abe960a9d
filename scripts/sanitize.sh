#!/usr/bin/env bash
# Builds the sanitizer tree (clang; AddressSanitizer + UndefinedBehaviorSanitizer, with libFuzzer's
# coverage so the same tree holds the fuzz harnesses: scripts/fuzz.sh then builds nothing more) and
# runs the unit tests and properties in it. Left to the optimised build: the claim gate, the
# rulesets' second computations, the quotient and checkpoint runs (under ASan they only repeat the
# same code several times slower). Warnings are held as errors by the GCC build of scripts/test.sh;
# this tree compiles with clang at -O1 with line tables only, which halves its build.
set -euo pipefail
cd "$(dirname "$0")/.."
CGCHECK_WITH_FUZZ=1 bash scripts/install-deps.sh
cmake --preset asan >/dev/null
cmake --build build-asan -j"$(nproc)"
cd build-asan
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest -j"$(nproc)" -LE 'gate|rulesets|quotients|checkpoint' --output-on-failure "$@"
