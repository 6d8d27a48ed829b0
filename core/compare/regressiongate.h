// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"

#include <vector>

namespace rl {

// The regression gate of `rooflens compare --fail-on-regression PCT` (app/README.md) and of the
// agent interface's `compare` (core/agent/README.md §6), decided in one place: it passes unless
// a matched operator is slower than the baseline by more than the threshold.
struct RegressionGate
{
    double thresholdPct = 0.0;
    std::vector<int> offenders; // indices into Comparison::deltas, by baseline index

    bool passed() const { return offenders.empty(); }
};

RegressionGate regressionGate(const Comparison &comparison, double thresholdPct);

} // namespace rl
