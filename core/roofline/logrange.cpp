// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/roofline/logrange.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rl {

double LogRange::decades() const
{
    return std::log10(upper / lower);
}

LogRange paddedLogRange(std::span<const double> values, double pad, LogRange fallback)
{
    double lo = std::numeric_limits<double>::infinity();
    double hi = 0.0;
    for (double v : values) {
        if (!(v > 0.0) || !std::isfinite(v))
            continue;
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    if (!(hi > 0.0))
        return fallback;
    pad = std::max(pad, 1.0);
    const double lowerExp = std::floor(std::log10(lo / pad));
    double upperExp = std::ceil(std::log10(hi * pad));
    if (upperExp <= lowerExp)
        upperExp = lowerExp + 1.0;
    // A lone value (or a tight cluster) still gets context around it.
    if (upperExp - lowerExp < 2.0 && lo == hi)
        return LogRange{std::pow(10.0, lowerExp - 1.0), std::pow(10.0, upperExp + 1.0)};
    // Clamp to what a double can show on a log axis.
    return LogRange{std::pow(10.0, std::max(lowerExp, -300.0)), std::pow(10.0, std::min(upperExp, 300.0))};
}

std::vector<double> decadeTicks(const LogRange &range)
{
    std::vector<double> ticks;
    if (!(range.lower > 0.0) || !(range.upper > range.lower))
        return ticks;
    const int first = int(std::ceil(std::log10(range.lower) - 1e-9));
    const int last = int(std::floor(std::log10(range.upper) + 1e-9));
    for (int e = first; e <= last; ++e)
        ticks.push_back(std::pow(10.0, e));
    return ticks;
}

} // namespace rl
