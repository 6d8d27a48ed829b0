// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/memory/memorydata.h"
#include "core/memory/memoryreport.h"

#include <QList>
#include <QPointF>
#include <QString>

#include <optional>

namespace rl {

class HtmlDocument;

// The HTML report's device-memory section (contract §7c): per rank the peaks, when, the share of
// the device, HBM bandwidth and L2 hit rate in one table; each rank's allocated / reserved /
// active curve as SVG; the largest allocations and those alive at the peak. `data` (the records
// the report was summed from) gives the curves; without it only the tables are written. Times read
// from `timelineOriginNs` (the GUI timeline's zero, memoryTimelineOrigin) when given, else from
// each rank's first record.
void memorySection(HtmlDocument &doc, const MemoryReport &report, const MemoryData *data,
                   std::optional<qint64> timelineOriginNs = std::nullopt);

// One rank's allocated, reserved and active bytes over time (the peak series: PTA+GE, else PTA,
// GE, NPU_OP_MEM), the allocated peak marked, the device's capacity as a line when it is within
// reach of the curve (else named in the title). Empty when the rank has no series. The time axis
// reads from `timelineOriginNs` when given, else from the series' first record.
QString memoryCurveSvg(const RankMemory &memory, const RankMemoryReport &report,
                       std::optional<qint64> timelineOriginNs = std::nullopt);

// At most two points per bucket of `buckets` equal time spans — the lowest and the highest, in
// time order — plus the first and last: a long series drawn as a short polyline that keeps every
// peak and trough. `times` sorted; x of the result is times − origin, in `timeUnitNs`.
QList<QPointF> decimatedSeries(const std::vector<qint64> &times, const std::vector<double> &values, qint64 origin,
                               double timeUnitNs, double valueScale, int buckets);

} // namespace rl
