// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"

namespace rl {

// One sentence in the UI language: how many collectives on how many ranks, the verdicts that
// matter, the busiest link against its roof, the slowest link (slow, or the floor of a uniform
// fabric) and the rank that makes the others wait.
QString communicationSummary(const CommunicationReport &report);

// Collectives per verdict, most first (for the summary and the CLI).
std::vector<std::pair<CommunicationVerdict, int>> verdictCounts(const CommunicationReport &report);

} // namespace rl
