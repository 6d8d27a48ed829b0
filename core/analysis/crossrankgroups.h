// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/run/runbreakdown.h"

#include <vector>

namespace rl {

// Per rank, the operators grouped by type: calls, total, shortest and longest call, and the
// category with the most time. `analyses` are one per rank (rank number, its analysis).
// Groups are kept by their largest total over the ranks, the `keep` largest.
std::vector<GroupAcrossRanks> groupsAcrossRanks(const std::vector<std::pair<int, const Analysis *>> &analyses,
                                                size_t keep = 30);

} // namespace rl
