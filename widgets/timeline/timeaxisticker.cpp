// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/timeline/timeaxisticker.h"

#include <cmath>

namespace rl {

TimeUnit TimeAxisTicker::unitForRange(const QCPRange &range) const
{
    const double step = niceTickStep(range.size(), std::max(2, tickCount()));
    // The unit follows the labels' magnitude, but never more than 1000 steps per unit: far
    // from the origin with a tiny step (5 ns near 3 s) labels stay in a unit where the step
    // still shows within the few decimals formatTick allows.
    const double magnitude = std::max(std::fabs(range.lower - m_origin), std::fabs(range.upper - m_origin));
    return unitFor(std::min(magnitude, step * 1000.0));
}

double TimeAxisTicker::getTickStep(const QCPRange &range)
{
    m_step = niceTickStep(range.size(), std::max(2, tickCount()));
    m_unit = unitForRange(range);
    return m_step;
}

QVector<double> TimeAxisTicker::createTickVector(double tickStep, const QCPRange &range)
{
    const std::vector<double> ticks = tickPositions(range.lower, range.upper, tickStep, m_origin);
    return QVector<double>(ticks.begin(), ticks.end());
}

QString TimeAxisTicker::getTickLabel(double tick, const QLocale &, QChar, int)
{
    return formatTick(tick - m_origin, m_unit, m_step);
}

int TimeAxisTicker::getSubTickCount(double tickStep)
{
    const double mantissa = tickStep / std::pow(10.0, std::floor(std::log10(tickStep)));
    return std::lround(mantissa) == 2 ? 1 : 4;
}

} // namespace rl
