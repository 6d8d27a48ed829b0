// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"
#include "core/roofline/rooflinegeometry.h"

#include <QString>

namespace rl {

// One component-pair Roofline chart as inline SVG, drawn from the same RooflineChartData
// the application's RooflineChart draws: zones, roof, dashed U_thr line, ridge, and the
// operators coloured by category (estimated ones hollow), each with a tooltip.
QString rooflineSvg(const RooflineChartData &data, const Analysis &analysis);

// The compare overlay of one pair: baseline points hollow, candidate points filled and an
// arrow from each matched operator's baseline point to its candidate point, the largest
// changes labelled with their speedup.
QString rooflineCompareSvg(const RooflineChartData &baseline, const RooflineChartData &candidate,
                           const Comparison &comparison, int labelledArrows = 12);

} // namespace rl
