// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/pipelinestats.h"

#include <algorithm>
#include <limits>

namespace rl {

std::vector<ParallelSegment> parallelismProfile(const PipelineUnit &unit)
{
    // Sweep over the pipes' merged spans: +1 at each start, -1 at each end.
    std::vector<std::pair<double, int>> edges;
    for (const PipeLane &lane : unit.lanes) {
        if (!lane.isExecutionPipe())
            continue;
        for (const Span &s : busySpans(lane)) {
            edges.emplace_back(s.start, +1);
            edges.emplace_back(s.end, -1);
        }
    }
    std::vector<ParallelSegment> out;
    if (edges.empty())
        return out;
    std::sort(edges.begin(), edges.end());
    int count = 0;
    double cursor = edges.front().first;
    for (size_t i = 0; i < edges.size();) {
        const double t = edges[i].first;
        if (t > cursor) {
            if (!out.empty() && out.back().busyPipes == count && out.back().end == cursor)
                out.back().end = t;
            else
                out.push_back({cursor, t, count});
            cursor = t;
        }
        while (i < edges.size() && edges[i].first == t)
            count += edges[i++].second;
    }
    return out;
}

UnitPipelineStats computeUnitStats(const PipelineUnit &unit)
{
    UnitPipelineStats stats;
    stats.unit = unit.name;
    for (const PipeLane &lane : unit.lanes) {
        if (lane.isExecutionPipe())
            stats.pipeBusyUs[lane.name] += totalLength(busySpans(lane));
    }
    const std::vector<ParallelSegment> profile = parallelismProfile(unit);
    if (profile.empty())
        return stats;
    stats.startUs = profile.front().start;
    stats.spanUs = profile.back().end - profile.front().start;
    double serial = 0.0, overlap = 0.0, idle = 0.0;
    for (const ParallelSegment &s : profile) {
        const double len = s.end - s.start;
        if (s.busyPipes == 0)
            idle += len;
        else if (s.busyPipes == 1)
            serial += len;
        else
            overlap += len;
    }
    if (stats.spanUs > 0.0) {
        stats.serialFraction = serial / stats.spanUs;
        stats.overlapFraction = overlap / stats.spanUs;
        stats.idleFraction = idle / stats.spanUs;
    }
    return stats;
}

PipelineStats computePipelineStats(const PipelineTrace &trace)
{
    PipelineStats stats;
    double lo = std::numeric_limits<double>::infinity();
    double hi = -std::numeric_limits<double>::infinity();
    double weight = 0.0;
    for (const PipelineUnit &unit : trace.units) {
        UnitPipelineStats u = computeUnitStats(unit);
        for (auto it = u.pipeBusyUs.cbegin(); it != u.pipeBusyUs.cend(); ++it)
            stats.pipeBusyUs[it.key()] += it.value();
        if (u.spanUs > 0.0) {
            lo = std::min(lo, u.startUs);
            hi = std::max(hi, u.startUs + u.spanUs);
            stats.serialFraction += u.serialFraction * u.spanUs;
            stats.overlapFraction += u.overlapFraction * u.spanUs;
            stats.idleFraction += u.idleFraction * u.spanUs;
            weight += u.spanUs;
        }
        stats.units.push_back(std::move(u));
    }
    if (weight > 0.0) {
        stats.serialFraction /= weight;
        stats.overlapFraction /= weight;
        stats.idleFraction /= weight;
        stats.spanUs = hi - lo;
    }
    return stats;
}

} // namespace rl
