// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/timeformat.h"

#include "core/common/tr.h"

#include <cmath>

namespace rl {

double microsecondsPer(TimeUnit unit)
{
    switch (unit) {
    case TimeUnit::Nanoseconds:
        return 1e-3;
    case TimeUnit::Microseconds:
        return 1.0;
    case TimeUnit::Milliseconds:
        return 1e3;
    case TimeUnit::Seconds:
        return 1e6;
    }
    return 1.0;
}

QString unitSymbol(TimeUnit unit)
{
    switch (unit) {
    case TimeUnit::Nanoseconds:
        return Tr::tr("ns");
    case TimeUnit::Microseconds:
        return Tr::tr("µs");
    case TimeUnit::Milliseconds:
        return Tr::tr("ms");
    case TimeUnit::Seconds:
        return Tr::tr("s");
    }
    return {};
}

TimeUnit unitFor(double us)
{
    const double a = std::fabs(us);
    if (!std::isfinite(a) || a >= 1e6)
        return std::isfinite(a) ? TimeUnit::Seconds : TimeUnit::Microseconds;
    if (a >= 1e3)
        return TimeUnit::Milliseconds;
    if (a >= 1.0)
        return TimeUnit::Microseconds;
    return a == 0.0 ? TimeUnit::Microseconds : TimeUnit::Nanoseconds;
}

QString formatDuration(double us, int significant)
{
    if (!std::isfinite(us))
        return Tr::tr("n/a");
    const TimeUnit unit = unitFor(us);
    const QString number = QString::number(us / microsecondsPer(unit), 'g', significant);
    return Tr::tr("%1 %2").arg(number, unitSymbol(unit));
}

QString formatTick(double us, TimeUnit unit, double stepUs)
{
    const double scale = microsecondsPer(unit);
    const double step = stepUs / scale;
    int decimals = 0;
    // Enough decimals that a step of e.g. 0.25 is shown exactly; capped to stay readable.
    while (decimals < 6
           && std::fabs(step * std::pow(10.0, decimals) - std::round(step * std::pow(10.0, decimals))) > 1e-6)
        ++decimals;
    double value = us / scale;
    if (std::fabs(value) < step * 1e-9)
        value = 0.0; // no "-0" at the origin
    return QString::number(value, 'f', decimals);
}

double niceTickStep(double spanUs, int maxTicks)
{
    if (!(spanUs > 0.0) || !std::isfinite(spanUs) || maxTicks < 1)
        return 1.0;
    const double raw = spanUs / maxTicks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * magnitude >= raw)
            return m * magnitude;
    }
    return 10.0 * magnitude;
}

std::vector<double> tickPositions(double startUs, double endUs, double stepUs, double originUs)
{
    std::vector<double> ticks;
    if (!(stepUs > 0.0) || !(endUs >= startUs) || (endUs - startUs) / stepUs > 10000.0)
        return ticks;
    // Integer multiples from the origin, so repeated additions do not drift.
    const double firstK = std::ceil((startUs - originUs) / stepUs - 1e-9);
    for (double k = firstK;; k += 1.0) {
        const double t = originUs + k * stepUs;
        if (t > endUs + stepUs * 1e-9)
            break;
        ticks.push_back(t);
    }
    return ticks;
}

} // namespace rl
