// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"
#include "widgets/export/chartset.h"

#include <memory>

namespace rl {

// The charts of `rooflens compare --charts`: the Roofline overlay of every component pair
// with points, and the category shares before and after. All in the print style.
ChartSet comparisonCharts(std::shared_ptr<const Comparison> comparison);

} // namespace rl
