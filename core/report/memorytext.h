// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/memory/memorydata.h"
#include "core/memory/memoryreport.h"

#include <QString>

#include <optional>

namespace rl {

struct Profile; // core/model/profile.h

// The device-memory part of the command line's summary, a few lines per rank: the peaks
// (allocated / reserved / active), when, the share of the chip's capacity when known, what is
// alive at the peak, the largest allocations, and the sampled HBM bandwidth and L2 hit rate.
// Times read on the timeline's clock, zero at `timelineOriginNs` (the first task, as the GUI's time
// axis reads, memoryTimelineOrigin) when given; else from the first record of `data` (the records
// the report was summed from); without either, on the source's clock.
QString memorySummaryText(const MemoryReport &report, const MemoryData *data, int topAllocations = 3,
                          std::optional<qint64> timelineOriginNs = std::nullopt);

// "1204.73 MB", "12.50 GB" (2^20 and 2^30 bytes, as the profilers count).
QString memorySizeText(double mb);
// An allocation's size given in KB (2^10 bytes): "512.0 KB", "144.00 MB".
QString allocationSizeText(double kb);
// When the peak was reached: on the timeline ("at 69.09 ms on the timeline"), else from the first
// record of the rank's peak series ("at 1.234 s into the records"), else on the source's clock.
QString peakTimeText(const RankMemoryReport &rank, const MemoryData *data,
                     std::optional<qint64> timelineOriginNs = std::nullopt);
// The first record of the rank's peak series, on the source's clock; empty without one.
std::optional<qint64> firstRecordNs(const MemoryData *data, int rank);
// Zero of the timeline the GUI draws the memory lanes on (its first task), when the profile has
// task times to set it; memory times in the text and HTML read from it so they match the GUI.
std::optional<qint64> memoryTimelineOrigin(const Profile &profile);

} // namespace rl
