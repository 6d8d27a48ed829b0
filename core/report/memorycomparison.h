// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/memory/memoryreport.h"
#include "core/report/jsonutil.h"

#include <QString>

#include <optional>
#include <vector>

namespace rl {

class HtmlDocument;

// One allocation name among either run's largest (top_operators) on a rank: its largest size in
// each run's list, empty for a run whose ten largest do not hold the name.
struct AllocationSizeDelta
{
    QString name;
    std::optional<double> baselineKb;
    std::optional<double> candidateKb;

    std::optional<double> deltaKb() const;
};

// One rank's device memory before and after (either side null when the run lacks the rank).
struct MemoryRankDelta
{
    int rank = 0;
    const RankMemoryReport *baseline = nullptr;
    const RankMemoryReport *candidate = nullptr;
    std::vector<AllocationSizeDelta> topOperators; // largest change first, at most 10

    std::optional<double> deltaAllocatedMb() const; // candidate − baseline, when both have the peak
    std::optional<double> deltaReservedMb() const;
    std::optional<double> deltaActiveMb() const;
};

// Every rank of either run, by rank. Empty when neither run has device memory.
std::vector<MemoryRankDelta> compareMemory(const MemoryReport *baseline, const MemoryReport *candidate);

// The comparison JSON's `memory` (app/README.md §5.4): per rank both sides' peaks, the deltas and
// the largest allocations matched by name. Null when neither run has device memory.
json::Json memoryComparisonJson(const MemoryReport *baseline, const MemoryReport *candidate);
// The comparison text's lines: per rank the peaks before → after and the largest allocation change.
QString memoryComparisonText(const MemoryReport *baseline, const MemoryReport *candidate);
// The comparison report's section: the peaks per rank and the allocations that changed most.
void memoryComparisonSection(HtmlDocument &doc, const MemoryReport *baseline, const MemoryReport *candidate);

} // namespace rl
