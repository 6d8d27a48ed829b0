// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/timelinescene.h"

#include <algorithm>
#include <limits>

namespace rl {

size_t TimelineTrack::itemCount() const
{
    size_t n = 0;
    for (const IntervalRow &r : rows)
        n += r.size();
    for (const IntervalRow &r : stallRows)
        n += r.size();
    return n;
}

std::optional<double> CounterTrack::valueAt(double t) const
{
    const auto after = std::upper_bound(timesUs.begin(), timesUs.end(), t);
    if (after == timesUs.begin())
        return std::nullopt;
    return values[size_t(after - timesUs.begin()) - 1];
}

size_t TimelineScene::itemCount() const
{
    size_t n = 0;
    for (const TimelineTrack &t : tracks)
        n += t.isSummary() ? 0 : t.itemCount();
    return n;
}

std::pair<size_t, size_t> TimelineScene::linkCandidates(double t0, double t1) const
{
    auto firstOf = [](const SceneLink &l, double v) { return l.firstUs() < v; };
    const auto lo = std::lower_bound(links.begin(), links.end(), t0 - maxLinkSpanUs, firstOf);
    const auto hi = std::lower_bound(lo, links.end(), t1, firstOf);
    return {size_t(lo - links.begin()), size_t(hi - links.begin())};
}

void TimelineScene::finalize()
{
    std::sort(links.begin(), links.end(),
              [](const SceneLink &a, const SceneLink &b) { return a.firstUs() < b.firstUs(); });
    maxLinkSpanUs = 0.0;
    for (const SceneLink &l : links)
        maxLinkSpanUs = std::max(maxLinkSpanUs, l.lastUs() - l.firstUs());

    double lo = std::numeric_limits<double>::infinity();
    double hi = -std::numeric_limits<double>::infinity();
    auto extend = [&](double a, double b) {
        lo = std::min(lo, a);
        hi = std::max(hi, b);
    };
    for (const TimelineTrack &t : tracks) {
        for (const auto *rows : {&t.rows, &t.stallRows}) {
            for (const IntervalRow &r : *rows) {
                if (!r.empty())
                    extend(r.start(0), r.lastEnd());
            }
        }
    }
    for (const RibbonSampler &r : ribbons) {
        if (!r.empty())
            extend(r.profile().front().start, r.profile().back().end);
    }
    // Sampled lines (counters, device memory) widen the extent only when nothing else is drawn:
    // the chip's samplers start tens of ms before the first task (90 ms in a real torch_npu DB
    // export), and fitting them would open the view on an empty stretch. A line reaching past the
    // tasks is still drawn, clipped.
    if (lo > hi) {
        for (const CounterTrack &c : counters) {
            if (!c.timesUs.empty())
                extend(c.timesUs.front(), c.timesUs.back());
        }
    }
    if (lo > hi) {
        lo = 0.0;
        hi = 0.0;
    }
    startUs = lo;
    endUs = hi;
}

} // namespace rl
