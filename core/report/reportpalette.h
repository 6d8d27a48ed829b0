// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/category.h"
#include "core/comm/communicationreport.h"
#include "core/compare/comparison.h"
#include "core/hierarchy/servedfrom.h"

#include <QString>

namespace rl {

// Colours of the HTML report, which is always printed light. They are also the light theme's
// colours in the application's charts (widgets/common/categorystyle.cpp and
// widgets/compare/verdictstyle.cpp use them), so the report and the charts agree.
QString categoryHexColor(Category category);
QString verdictHexColor(DeltaVerdict verdict); // red regression, green improvement, grey noise
QString chipMemoryRoofHex();
// The memory level that served an operator's GM-side bytes, and its roof on the memory-level
// chart: HBM the chip-roof blue, L2 vermilion (apart for colour-blind readers), unknown grey.
QString memoryLevelHexColor(ServedFrom level);
// The run breakdown's parts: 0 computing, 1 communication not overlapped, 2 free (the timeline's
// hues for kernels, communication and idle time).
QString runPartHexColor(int part); // the GM and L2 roofs (the print style's memoryRoof)
// A communication verdict: red waiting, orange low bandwidth, amber small packets, violet
// saturated, green ok, grey not judged.
QString communicationVerdictHexColor(CommunicationVerdict verdict);
// The device-memory curves: 0 allocated, 1 reserved, 2 active (the run chart's computing blue
// for what the operators hold, grey-violet for the pool around it, green for what is in use).
QString memorySeriesHexColor(int part);
// The peak marked on a memory curve and the capacity line above it.
QString memoryPeakHexColor();
// A cell of a heatmap, light (0) to deep blue (1).
QString heatHexColor(double fraction);

} // namespace rl
