// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/common/result.h"

#include <QByteArray>

namespace rl {

// At most this many bytes for any rank (contract §7e): 1,000 of them gather on one machine.
inline constexpr qsizetype kRankSummaryLimit = 256 * 1024;

// `rooflens.rank-summary/1` of one rank's analysis (core/cluster/README.md §1): the rank's run
// row (§5b), its collectives (§7b) and memory (§7c), per operator type the figures the table
// across ranks is built from, the host when the profile records one, the first diagnostics.
// Nothing per kernel. Bounded by construction: past `limit` the longest lists are cut, their
// smallest items first, and `truncated` says how many went. An analysis of several ranks, or
// of a rank whose number cannot be told, is a Usage error.
Result<QByteArray> rankSummary(const Analysis &analysis, int indent = -1, qsizetype limit = kRankSummaryLimit);

} // namespace rl
