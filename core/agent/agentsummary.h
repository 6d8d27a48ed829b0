// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/report/jsonutil.h"

namespace rl {

// `rooflens.summary/1` (core/agent/README.md §2): what an assistant reads first — the chip, the
// run's size, where its time goes by category, the ten operator types of most time with their
// verdict, gain and first advice, the run's one-sentence breakdown and slowest rank, and the
// first diagnostics. A few kilobytes whatever the run's size; every figure is the full
// analysis' own (the same numbers `analyze --json` writes).
json::Json agentSummary(const Analysis &analysis);

// `diagnostics` of the summary: {count, first[≤ `first`]}, the profile's then the analysis',
// each as the analysis JSON writes it (the rank summary of core/cluster carries the same).
json::Json diagnosticsSummary(const Analysis &analysis, size_t first = 5);

} // namespace rl
