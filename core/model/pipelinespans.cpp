// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/pipelinespans.h"

#include "core/common/spanunion.h"

namespace rl {

std::vector<Span> unionOf(std::vector<Span> spans)
{
    return unionOfSpans(std::move(spans));
}

double totalLength(const std::vector<Span> &spans)
{
    double total = 0.0;
    for (const Span &s : spans)
        total += s.length();
    return total;
}

std::vector<Span> busySpans(const PipeLane &lane)
{
    std::vector<Span> spans;
    spans.reserve(lane.intervals.size());
    for (const PipeInterval &i : lane.intervals) {
        if (i.kind == PipeInterval::Kind::Instruction)
            spans.push_back({i.startUs, i.endUs()});
    }
    return unionOf(std::move(spans));
}

} // namespace rl
