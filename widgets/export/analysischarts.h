// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "widgets/export/chartset.h"

#include <memory>

namespace rl {

// The charts of `rooflens analyze --charts`: every component-pair Roofline with points
// (RooflineChart), the memory levels (MemoryLevelChart) when some operator has GM-side bytes,
// the category shares, and the component overview of the operator with the
// largest estimated gain. All in the print style.
ChartSet analysisCharts(std::shared_ptr<const Analysis> analysis);

} // namespace rl
