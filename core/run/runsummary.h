// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runbreakdown.h"

#include <QString>

#include <optional>

namespace rl {

// The rank whose steps take longest in total (ties: the lower rank).
std::optional<int> slowestRank(const RunBreakdown &run);

// One sentence: the shares of computing, communication not overlapped and free time, on
// every rank when they agree within 5 points, else on the slowest rank with what makes it
// slower than the others; and the largest free gap.
QString summarizeRun(const RunBreakdown &run);

// What the operators can win back at most: the computing share of the analysed rank's steps
// (0..1), or nothing when the run has no such rank.
std::optional<double> computingShare(const RunBreakdown &run);

} // namespace rl
