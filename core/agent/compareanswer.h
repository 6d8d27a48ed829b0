// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"
#include "core/report/jsonutil.h"

#include <optional>

namespace rl {

// Contract §7d `compare`: the speedup, the gate (when a threshold is given: passed unless a
// matched operator is slower by more than it, as `rooflens compare --fail-on-regression` decides),
// the ten largest regressions and improvements (the comparison JSON's delta objects) and the
// unmatched counts (core/agent/README.md §6).
json::Json compareAnswer(const Comparison &comparison, std::optional<double> failOnRegressionPct);

} // namespace rl
