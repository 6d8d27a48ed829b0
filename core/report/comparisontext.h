// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"

#include <QString>

namespace rl {

// What `rooflens compare` prints when no output file is asked for: totals and speedup,
// category shares before and after, the largest improvements and regressions.
QString comparisonSummaryText(const Comparison &comparison, int topOperators = 10);

} // namespace rl
