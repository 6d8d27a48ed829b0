// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/timemapping.h"

#include <cmath>

namespace rl {

namespace {
constexpr double kMinWindowUs = 1e-3; // 1 ns: below anything a profiler records
}

TimeMapping::TimeMapping(double startUs, double endUs, double left, double width)
{
    if (!std::isfinite(startUs) || !std::isfinite(endUs)) {
        startUs = 0.0;
        endUs = 1.0;
    }
    if (!(endUs - startUs >= kMinWindowUs)) {
        const double centre = endUs > startUs ? (startUs + endUs) / 2 : startUs;
        startUs = centre - kMinWindowUs / 2;
        endUs = centre + kMinWindowUs / 2;
    }
    m_start = startUs;
    m_end = endUs;
    m_left = std::isfinite(left) ? left : 0.0;
    m_width = std::isfinite(width) && width >= 1.0 ? width : 1.0;
}

TimeMapping TimeMapping::zoomedAt(double px, double factor) const
{
    if (!std::isfinite(factor) || factor <= 0.0)
        factor = 1.0;
    const double anchor = toTime(px);
    return TimeMapping(anchor - (anchor - m_start) * factor, anchor + (m_end - anchor) * factor, m_left, m_width);
}

TimeMapping TimeMapping::pannedBy(double px) const
{
    const double dt = toTimeLength(px);
    return TimeMapping(m_start + dt, m_end + dt, m_left, m_width);
}

} // namespace rl
