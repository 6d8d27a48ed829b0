// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format/durationformat.h"

#include <cmath>

namespace rl {

QString formatDurationUs(double us)
{
    const double a = std::abs(us);
    if (a >= 1e6)
        return QString::number(us / 1e6, 'f', 3) + u" s";
    if (a >= 1e3)
        return QString::number(us / 1e3, 'f', 3) + u" ms";
    if (a >= 1.0 || a == 0.0)
        return QString::number(us, 'f', 3) + u" µs";
    return QString::number(us * 1e3, 'f', 1) + u" ns";
}

} // namespace rl
