#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs every Debian 12 package RoofLens needs to build, test and be looked at.
# Sourced by run.sh and test.sh; installs only what is missing (fast when all is there).
set -euo pipefail
ROOFLENS_PACKAGES=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-svg-dev libqt6svg6 libqt6sql6-sqlite qt6-qpa-plugins
    libqcustomplot-dev nlohmann-json3-dev libsimdjson-dev
    fonts-dejavu-core fonts-noto-cjk xvfb xauth
    python3 python3-jsonschema python3-distributed
    clang-format lld
)
missing=()
for p in "${ROOFLENS_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "rooflens: installing missing packages: ${missing[*]}"
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
