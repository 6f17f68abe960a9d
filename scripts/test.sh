#!/usr/bin/env bash
# The test job: install what is missing, build with warnings as errors, run the whole CTest suite
# (unit tests, RapidCheck properties, the claim gate at CI bounds, and the MPI tests: the build has
# MPI, so the tests labelled mpi run mpirun). JUnit XML goes to
# build/ctest-junit.xml. Extra arguments go to ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake -S . -B build-test -DCMAKE_BUILD_TYPE=Release -DCGCHECK_WERROR=ON -DCGCHECK_BUILD_TESTS=ON -DCGCHECK_MPI=ON
cmake --build build-test -j"$(nproc)"
cd build-test
ctest --output-on-failure -j"$(nproc)" --output-junit ctest-junit.xml "$@"
