// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/comm/collectivewindow.h"

#include "core/common/timearithmetic.h"
#include "core/timeline/kernelscene.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rl {

namespace {

// The smallest window the timeline is asked to show: a collective of no recorded length still
// gets a visible box.
constexpr double kMinimumWindowUs = 1.0;

// The first and last nanosecond the timeline holds; nullopt when it holds nothing timed.
std::optional<std::pair<qint64, qint64>> timelineSpanNs(const Profile &profile)
{
    if (profile.timeline.eventCount() > 0)
        return std::make_pair(profile.timeline.minStartNs(), profile.timeline.maxEndNs());
    qint64 lo = std::numeric_limits<qint64>::max(), hi = std::numeric_limits<qint64>::min();
    for (const Operator &op : profile.operators) {
        if (!op.startNs)
            continue;
        lo = std::min(lo, *op.startNs);
        hi = std::max(hi, saturatingAdd(*op.startNs, qint64(std::llround(op.durationUs * 1000.0))));
    }
    if (lo > hi)
        return std::nullopt;
    return std::make_pair(lo, hi);
}

} // namespace

std::optional<TimelineWindow> collectiveTimelineWindow(const JudgedCollective &collective, const Profile &profile)
{
    if (!collective.startUs || !std::isfinite(*collective.startUs))
        return std::nullopt;
    const double startNsExact = *collective.startUs * 1000.0;
    if (std::abs(startNsExact) >= 9.0e18) // would not fit a qint64
        return std::nullopt;
    const qint64 startNs = qint64(std::llround(startNsExact));
    const auto span = timelineSpanNs(profile);
    if (!span || startNs < span->first || startNs > span->second)
        return std::nullopt;
    const double meanCallUs = collective.elapseUs && collective.calls > 0 ? *collective.elapseUs / collective.calls
                                                                          : 0.0;
    const double start = differenceUs(startNs, kernelSceneOriginNs(profile));
    return TimelineWindow{start, start + std::max(meanCallUs, kMinimumWindowUs)};
}

} // namespace rl
