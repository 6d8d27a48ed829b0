// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/roofline/rooflinegeometry.h"

namespace rl {

// A chart of kernels instead of calls (core/README.md §3.9): each kernel of the analysis
// (Analysis::groups) becomes one point from its plotted calls, placed where the calls' sums put
// it, x = ΣW_C / ΣB_M and y = ΣW_C / Σ(time on the chart's time base), so its distance to the
// roofs is the calls' time-weighted U. It is sized by the calls' summed time share and named by
// its call of most time, which is the operator the point selects; `calls` says how many it
// stands for. Roofs, lines, zones and ranges are those of the calls' chart, so switching between
// the two keeps the axes. A kernel none of whose calls can be placed is one unplottable entry.
RooflineChartData kernelRooflineChart(const RooflineChartData &calls, const Analysis &analysis);

} // namespace rl
