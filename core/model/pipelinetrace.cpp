// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/pipelinetrace.h"

#include "core/model/pipes.h"

#include <algorithm>
#include <limits>
#include <span>
#include <utility>

namespace rl {

bool PipeLane::isExecutionPipe() const
{
    return rl::isExecutionPipe(name);
}

const PipeLane *PipelineUnit::lane(const QString &laneName) const
{
    for (const PipeLane &l : lanes) {
        if (l.name == laneName)
            return &l;
    }
    return nullptr;
}

namespace {

// The earliest start and the latest end over some units' lanes; an empty range is (inf, -inf).
template<typename Units>
std::pair<double, double> extentOf(const Units &units)
{
    double lo = std::numeric_limits<double>::infinity();
    double hi = -std::numeric_limits<double>::infinity();
    for (const PipelineUnit &u : units) {
        for (const PipeLane &l : u.lanes) {
            for (const PipeInterval &i : l.intervals) {
                lo = std::min(lo, i.startUs);
                hi = std::max(hi, i.endUs());
            }
        }
    }
    return {lo, hi};
}

} // namespace

double PipelineUnit::spanUs() const
{
    const auto [lo, hi] = extentOf(std::span(this, 1));
    return hi > lo ? hi - lo : 0.0;
}

double PipelineTrace::spanUs() const
{
    const auto [lo, hi] = extentOf(units);
    return hi > lo ? hi - lo : 0.0;
}

} // namespace rl
