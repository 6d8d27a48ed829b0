#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Short fuzzing pass for CI: builds the `fuzz` preset, writes fresh seeds with the project's own
# generator and runs every target for ROOFLENS_FUZZ_RUNS (default 15000) executions from an
# empty corpus, one process per target and as many targets at once as there are cores
# (ROOFLENS_FUZZ_JOBS), at low priority, stopping early after ROOFLENS_FUZZ_SECONDS (default
# 60; 0 means no limit). Fails on any crash, leak or sanitizer report (the reproducer is left
# in build/fuzz/artifacts/). Needs clang and its runtime (FUZZ_PACKAGES below).
# A count of runs rather than a time, a fixed seed (ROOFLENS_FUZZ_SEED, default 1) and a fresh
# corpus make the pass the same sequence of inputs on every machine: a slower machine runs a
# prefix of it, so a pass checked here with ROOFLENS_FUZZ_SECONDS=0 cannot fail in CI, and a CI
# failure replays here. For exploratory runs set another seed (0 is libFuzzer's "random") and
# ROOFLENS_FUZZ_KEEP_CORPUS=1 to build on earlier runs.
# Usage: tests/fuzz/run-short.sh [target...]
set -euo pipefail
cd "$(dirname "$0")/../.."
FUZZ_PACKAGES=(clang libclang-rt-14-dev)
missing=()
for p in "${FUZZ_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
seconds="${ROOFLENS_FUZZ_SECONDS:-60}"
runs="${ROOFLENS_FUZZ_RUNS:-15000}"
seed="${ROOFLENS_FUZZ_SEED:-1}"
cmake --preset fuzz >/dev/null # every time: an older tree takes the preset as it is now
cmake --build --preset fuzz -j "$(nproc)"
bin=build/fuzz/tests/fuzz
rm -rf build/fuzz/seeds
"$bin/rooflens_fuzz_seeds" build/fuzz/seeds
targets=("$@")
if ((${#targets[@]} == 0)); then
    read -r -a targets <<<"$(tr ';' ' ' <"$bin/targets.txt")"
fi
mkdir -p build/fuzz/artifacts
# One target per core at a time: each is a single process, so two cores run the pass in half
# the time with the same inputs.
run_target() {
    local t="$1" corpus="build/fuzz/corpus/$1" log="build/fuzz/artifacts/$1.log"
    [ "${ROOFLENS_FUZZ_KEEP_CORPUS:-0}" = 1 ] || rm -rf "$corpus"
    mkdir -p "$corpus"
    rm -f "build/fuzz/artifacts/$t.failed"
    nice -n 19 "$bin/rooflens_fuzz_$t" "$corpus" "build/fuzz/seeds/$t" -runs="$runs" -max_total_time="$seconds" -seed="$seed" \
        -max_len=16384 -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="build/fuzz/artifacts/$t-" \
        >"$log" 2>&1 || touch "build/fuzz/artifacts/$t.failed"
}
workers="${ROOFLENS_FUZZ_JOBS:-$(nproc)}"
for t in "${targets[@]}"; do
    while (($(jobs -rp | wc -l) >= workers)); do wait -n || true; done
    echo "fuzz: $t, $runs runs (at most ${seconds} s)"
    run_target "$t" &
done
wait
failed=0
for t in "${targets[@]}"; do
    log="build/fuzz/artifacts/$t.log"
    echo "fuzz: $t"
    grep -E "^#[0-9]+ +DONE|stat::number_of_executed_units|stat::average_exec_per_sec|ERROR|SUMMARY|Test unit written" "$log" || true
    if [ -f "build/fuzz/artifacts/$t.failed" ]; then
        tail -n 60 "$log"
        echo "fuzz: $t FAILED (reproducer in build/fuzz/artifacts/)"
        failed=$((failed + 1))
    fi
done
if ((failed)); then
    echo "fuzz: $((${#targets[@]} - failed)) passed, $failed failed"
    exit 1
fi
echo "fuzz: ${#targets[@]} passed, 0 failed"
