// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"
#include "core/common/result.h"
#include "core/run/runbreakdown.h"

#include <QString>

#include <optional>
#include <vector>

namespace rl {

// A job too large for one process, as `rooflens reduce` writes it (`rooflens.cluster/1`,
// contract §7e; core/cluster/README.md): one row per rank that was mapped, the stragglers, the
// operator groups across ranks and the ranks whose map failed. Nothing per kernel.

// One rank's figures in the cluster (`ranks[]`).
struct ClusterRank
{
    int rank = 0;
    QString path;        // the rank's profile folder, as the map step was given it
    QString summaryFile; // the rank summary it was reduced from
    QString node;        // the host the rank ran on when the profile says it, else empty
    bool hasKernels = false;
    int steps = 0;
    StepBreakdown totals;                        // the step parts summed over steps (run.ranks[].totals of §5b)
    std::optional<double> communicationElapseMs; // Σ over the rank's collectives (§7b)
    std::optional<double> communicationWaitMs;
    std::optional<double> memoryPeakAllocatedMb; // §7c
    std::optional<double> memoryPeakReservedMb;
};

// A rank whose step total exceeds the median of the ranks by more than 5 % (`stragglers[]`).
struct Straggler
{
    int rank = 0;
    double totalUs = 0.0;
    double excessPct = 0.0; // (total − median) / median × 100
    // The part that makes it slower: the one whose excess over the ranks' median of that part is
    // largest: "computing", "communication_not_overlapped" or "free".
    QString slowerPart;
    double computingExcessUs = 0.0; // this rank's part minus the median of that part
    double communicationNotOverlappedExcessUs = 0.0;
    double freeExcessUs = 0.0;
};

// A rank that could not be mapped or reduced (`missing_ranks[]`), never left out silently.
struct MissingRank
{
    std::optional<int> rank; // when known (from the folder name or the task)
    QString path;
    QString reason;
};

struct ClusterResult
{
    std::vector<ClusterRank> ranks; // by rank
    std::optional<int> slowestRank;
    std::optional<double> medianTotalUs;
    std::vector<Straggler> stragglers;    // largest excess first
    std::vector<GroupAcrossRanks> groups; // as run.operator_groups_across_ranks (§5b)
    std::vector<MissingRank> missing;
    Diagnostics diagnostics;

    const ClusterRank *rank(int number) const;
};

// Reads `rooflens.cluster/1` (a file, or an OUTDIR holding cluster.json). Errors name the file and
// the byte offset or the field.
Result<ClusterResult> readClusterJson(const QString &path);

} // namespace rl
