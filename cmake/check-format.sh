#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ctest source_format: every tracked C++ file is as .clang-format says (clang-format 14, the
# Debian 12 version; another version may format differently and is not used). Exits 77
# (skipped) without clang-format-14 or outside a git checkout. To fix what it lists:
#   git ls-files '*.cpp' '*.h' | xargs clang-format-14 -i
set -euo pipefail
cd "${1:-$(dirname "$0")/..}"
formatter=$(command -v clang-format-14 || true)
if [ -z "$formatter" ] && command -v clang-format >/dev/null && clang-format --version | grep -q 'version 14\.'; then
    formatter=$(command -v clang-format)
fi
if [ -z "$formatter" ]; then
    echo "SKIP: clang-format 14 is not installed (apt-get install clang-format)"
    exit 77
fi
if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    echo "SKIP: not a git checkout; nothing to list the sources with"
    exit 77
fi
mapfile -t files < <(git ls-files '*.cpp' '*.h')
# One run over every file; each difference is reported as "FILE:LINE:COL: error: ...".
mapfile -t bad < <(printf '%s\0' "${files[@]}" | xargs -0 "$formatter" --dry-run --Werror 2>&1 \
    | sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error: .*/\1/p' | sort -u)
if ((${#bad[@]})); then
    printf '%s differ from .clang-format:\n' "${#bad[@]} file(s)"
    printf '  %s\n' "${bad[@]}"
    echo "fix: git ls-files '*.cpp' '*.h' | xargs $formatter -i"
    exit 1
fi
echo "${#files[@]} files follow .clang-format"
