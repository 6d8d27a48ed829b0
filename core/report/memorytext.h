// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/memory/memorydata.h"
#include "core/memory/memoryreport.h"

#include <QString>

#include <optional>

namespace rl {

// The device-memory part of the command line's summary, a few lines per rank: the peaks
// (allocated / reserved / active), when, the share of the chip's capacity when known, what is
// alive at the peak, the largest allocations, and the sampled HBM bandwidth and L2 hit rate.
// `data` (the records the report was summed from) lets the peak's time read from the start of
// the records; without it the time is the source's clock.
QString memorySummaryText(const MemoryReport &report, const MemoryData *data, int topAllocations = 3);

// "1204.73 MB", "12.50 GB" (2^20 and 2^30 bytes, as the profilers count).
QString memorySizeText(double mb);
// An allocation's size given in KB (2^10 bytes): "512.0 KB", "144.00 MB".
QString allocationSizeText(double kb);
// When the peak was reached: from the first record of the rank's peak series when known
// ("at 1.234 s"), else on the source's clock ("at 1736408883704643212 ns").
QString peakTimeText(const RankMemoryReport &rank, const MemoryData *data);
// The first record of the rank's peak series, on the source's clock; empty without one.
std::optional<qint64> firstRecordNs(const MemoryData *data, int rank);

} // namespace rl
