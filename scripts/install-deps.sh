#!/usr/bin/env bash
# Installs the Debian 12 packages cgcheck needs, only those missing. Run as root (or with sudo).
set -euo pipefail
packages=(build-essential cmake pkg-config git
          librapidcheck-dev libgtest-dev libgmock-dev libfmt-dev libcli11-dev nlohmann-json3-dev
          libbenchmark-dev liblua5.4-dev
          libopenmpi-dev openmpi-bin jq librsvg2-bin python3)
# Open MPI for the MPI build (CGCHECK_MPI, which scripts/test.sh uses) and its tests; jq for the
# tests that compare JSON results; rsvg-convert (librsvg2-bin) and python3 render the report's SVG
# pictures in the svg-render test (skipped without rsvg-convert). Optional: clang for the fuzzers.
if [[ "${CGCHECK_WITH_FUZZ:-0}" == 1 ]]; then packages+=(clang libclang-rt-14-dev); fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "installing: ${missing[*]}"
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
