// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/roofline/rooflinegeometry.h"
#include "widgets/export/chartset.h"

#include <memory>

namespace rl {

// The charts of `rooflens analyze --charts`: every component-pair Roofline with points
// (RooflineChart), the memory levels (MemoryLevelChart) when some operator has GM-side bytes,
// the category shares, and the component overview of the operator with the
// largest estimated gain. All in the print style.
//
// `view` is how the window shows the Rooflines (kernels or calls, the scale): an export from the
// app holds what its charts show, not a point the screen never drew (calls of one kernel with
// other shapes drawn apart while the screen had them as one kernel). The command line draws
// calls at the chip's roofs.
struct AnalysisChartView
{
    bool showsKernels = false;
    RooflineScale scale = RooflineScale::WholeOperator;
};
ChartSet analysisCharts(std::shared_ptr<const Analysis> analysis, const AnalysisChartView &view = {});

} // namespace rl
