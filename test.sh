#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds incrementally and runs every test offscreen with CTest.
# Usage: ./test.sh [ctest arguments...]   (e.g. ./test.sh -R Roofline)
set -euo pipefail
cd "$(dirname "$0")"
source cmake/InstallDeps.sh
preset="${ROOFLENS_PRESET:-ci}"
if [ ! -f "build/$preset/build.ninja" ]; then
    cmake --preset "$preset"
fi
cmake --build --preset "$preset" -j "$(nproc)"
export QT_QPA_PLATFORM=offscreen
ctest --preset "$preset" -j "$(nproc)" "$@"
