// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"

#include <vector>

namespace rl {

// One collective of the baseline matched to one of the candidate (core/comm/README.md §8): by
// rank, name and group, else by rank and the name without the run-specific counter
// ("hcom_allReduce__271_0_1" and "hcom_allReduce__865_0_1" are the same call site).
struct CollectiveDelta
{
    const JudgedCollective *baseline = nullptr;
    const JudgedCollective *candidate = nullptr;
    std::optional<double> elapseChangePct;   // (candidate − baseline) / baseline × 100
    std::optional<double> utilizationChange; // candidate U − baseline U
    bool verdictChanged = false;
};

struct CommunicationComparison
{
    std::vector<CollectiveDelta> matches; // largest elapse change (absolute µs) first
    int unmatchedBaseline = 0;
    int unmatchedCandidate = 0;
};

CommunicationComparison compareCommunication(const CommunicationReport &baseline, const CommunicationReport &candidate);

// "hcom_allReduce__271_0_1" -> "hcom_allReduce__0_1": the first counter after "__" is the
// run's own; the rest is the call site.
QString callSiteOf(const QString &collectiveName);

} // namespace rl
