#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds incrementally and opens RoofLens on the built-in demo.
# With no display, writes the demo report instead and says where.
# Usage: ./run.sh [rooflens arguments...]
set -euo pipefail
cd "$(dirname "$0")"
source cmake/InstallDeps.sh
preset="${ROOFLENS_PRESET:-ci}"
if [ ! -f "build/$preset/build.ninja" ]; then
    cmake --preset "$preset"
fi
cmake --build --preset "$preset" -j "$(nproc)" --target rooflens
exe="build/$preset/app/rooflens"
if [ "$#" -gt 0 ]; then
    exec "$exe" "$@"
fi
demo="${XDG_CACHE_HOME:-$HOME/.cache}/rooflens/demo"
"$exe" demo "$demo" >/dev/null
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    exec "$exe" --compare "$demo/before" "$demo/after"
fi
report="${XDG_CACHE_HOME:-$HOME/.cache}/rooflens/demo-report"
mkdir -p "$report"
"$exe" compare "$demo/before" "$demo/after" --html "$report/comparison.html" \
    --json "$report/comparison.json" --charts "$report/charts" --chart-format png,svg >/dev/null
"$exe" analyze "$demo/before" --html "$report/before.html" --json "$report/before.json" >/dev/null
echo "No display found: the demo report was written to $report"
echo "  open $report/comparison.html in a browser (charts in $report/charts)"
