// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/roofline/memorylevelchart.h"

#include <QString>

namespace rl {

// The memory-level chart as inline SVG, drawn from the same MemoryLevelChartData the
// application's MemoryLevelChart draws: the HBM and L2 roofs, L2's capacity, and each operator
// filled with the colour of the level that served its GM-side bytes (hollow where unknown;
// triangles where the working set is unknown, crossed where implausible), each with a tooltip.
QString memoryLevelSvg(const MemoryLevelChartData &data, const Analysis &analysis);

} // namespace rl
