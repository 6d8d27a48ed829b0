// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hierarchy/llcwindow.h"

#include <algorithm>

namespace rl {

std::optional<double> llcHitRateOver(const LlcSamples &samples, qint64 startNs, qint64 endNs, bool *write)
{
    if (samples.empty() || endNs < startNs)
        return std::nullopt;
    // The window's end: the first sample time at or after the kernel's end.
    const auto end = std::lower_bound(samples.begin(), samples.end(), endNs,
                                      [](const LlcSample &s, qint64 t) { return s.timestampNs < t; });
    if (end == samples.end())
        return std::nullopt;
    const qint64 windowEnd = end->timestampNs;
    auto last = end;
    while (last != samples.end() && last->timestampNs == windowEnd)
        ++last;
    // Read samples if the window has any; a run records one mode (--llc-profiling).
    const bool useWrite = std::none_of(end, last, [](const LlcSample &s) { return !s.write; });
    // The window's start: the latest earlier sample of that mode. Without one the first sample
    // covers an unknown span (it is the profiler's start marker, throughput 0).
    auto before = end;
    while (before != samples.begin() && (before - 1)->write != useWrite)
        --before;
    if (before == samples.begin() || (before - 1)->timestampNs >= startNs)
        return std::nullopt;
    // Over the cache units, weighted by the bytes each served: a unit nothing reached in the
    // window reports a hit rate of 0, which is no miss. Without throughputs, a plain mean.
    double sum = 0.0, weightedSum = 0.0, weights = 0.0;
    int count = 0;
    bool weighted = true;
    for (auto s = end; s != last; ++s) {
        if (s->write != useWrite)
            continue;
        sum += s->hitRate;
        ++count;
        weighted = weighted && s->throughputBps.has_value();
        if (s->throughputBps) {
            weightedSum += s->hitRate * *s->throughputBps;
            weights += *s->throughputBps;
        }
    }
    if (count == 0 || (weighted && weights <= 0.0))
        return std::nullopt; // no samples, or no bytes served in the window
    if (write)
        *write = useWrite;
    return weighted ? weightedSum / weights : sum / double(count);
}

} // namespace rl
