// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/timeline/timelinescene.h"

#include <QString>

namespace rl {

// Hover text for a box of the scene: its name, lane, start (relative to `originUs`) and
// duration; the instruction family or the stall kind at instruction level; the operator's
// verdict at kernel level, and how a derived lane's box was obtained.
QString itemToolTip(const TimelineScene &scene, int track, const IntervalRow &row, size_t index, bool stall,
                    double originUs, const Analysis *analysis);
// Hover text for a ribbon at time t (a window of `windowUs` around it).
QString ribbonToolTip(const TimelineScene &scene, int track, double t, double windowUs);
// Hover text for a counter lane with counters of its own at time t: each line's figure then
// (the sample in force), and its references; empty for a folded set of counters.
QString counterToolTip(const TimelineScene &scene, int track, double t, double originUs);

} // namespace rl
