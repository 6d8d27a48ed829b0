// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/pipelinespans.h"

#include <algorithm>

namespace rl {

std::vector<Span> unionOf(std::vector<Span> spans)
{
    std::erase_if(spans, [](const Span &s) { return !(s.end > s.start); });
    std::sort(spans.begin(), spans.end(), [](const Span &a, const Span &b) { return a.start < b.start; });
    std::vector<Span> out;
    for (const Span &s : spans) {
        if (!out.empty() && s.start <= out.back().end)
            out.back().end = std::max(out.back().end, s.end);
        else
            out.push_back(s);
    }
    return out;
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
