// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <vector>

namespace rl {

// The union of half-open spans (any type with `start` and `end`), in any order: empty spans
// go, overlapping or touching ones merge; the result is sorted and disjoint. Pipe busy time
// (µs, double) and a rank's compute and communication time (ns, integer) both count this way.
template<typename SpanT>
std::vector<SpanT> unionOfSpans(std::vector<SpanT> spans)
{
    std::erase_if(spans, [](const SpanT &s) { return !(s.end > s.start); });
    std::sort(spans.begin(), spans.end(), [](const SpanT &a, const SpanT &b) { return a.start < b.start; });
    std::vector<SpanT> out;
    out.reserve(spans.size());
    for (const SpanT &s : spans) {
        if (!out.empty() && s.start <= out.back().end)
            out.back().end = std::max(out.back().end, s.end);
        else
            out.push_back(s);
    }
    return out;
}

} // namespace rl
