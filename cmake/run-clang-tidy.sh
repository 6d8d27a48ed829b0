#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The CI's clang-tidy pass (.clang-tidy: bugprone-* and performance-*, warnings are errors)
# over the layers everything else depends on: core/common, core/model, core/hardware and
# core/workflow (about a minute on 2 cores). Needs a configured build with
# compile_commands.json (every preset writes one). Usage: cmake/run-clang-tidy.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/ci}"
if ! command -v clang-tidy >/dev/null; then
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends clang-tidy
fi
[ -f "$build/compile_commands.json" ] || { echo "no $build/compile_commands.json: configure first"; exit 2; }
# GCC's -Wshadow=local is unknown to clang; the build's own warnings are GCC's business.
git ls-files 'core/common/*.cpp' 'core/model/*.cpp' 'core/hardware/*.cpp' 'core/workflow/*.cpp' \
    | xargs -P "$(nproc)" -n 3 clang-tidy -p "$build" --quiet --extra-arg=-Wno-unknown-warning-option
echo "clang-tidy: no findings"
