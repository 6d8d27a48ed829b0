// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"

namespace rl {

// The rank that makes the others wait (core/comm/README.md §7): for each collective present on
// several ranks of one group (point-to-point excluded), the rank with the shortest elapse arrived
// last; it is counted when an outlier test flags it (Dixon's Q at 99.5 % for 4 to 100 ranks,
// mean − 3σ above that) or, with 2–3 ranks, when the others' wait ratio exceeds 0.2 while its own
// is the lowest. The rank with most votes, and the time the others lost waiting for it.
std::optional<WaitingCause> waitingCauseOf(const std::vector<JudgedCollective> &collectives);

// Dixon's test as msprof-analyze applies it: the index of the lowest value when it is an outlier
// at 99.5 % (3 to 100 values; fewer than four distinct values are never an outlier).
std::optional<size_t> dixonLowOutlier(const std::vector<double> &values);

} // namespace rl
