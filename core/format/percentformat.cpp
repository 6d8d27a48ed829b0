// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format/percentformat.h"

#include <cmath>

namespace rl {

QString percent(double fraction)
{
    return QString::number(fraction * 100.0, 'f', 1) + u'%';
}

QString formatChangePct(const std::optional<double> &pct)
{
    if (!pct)
        return u"—"_qs;
    return (*pct > 0 ? u"+"_qs : *pct < 0 ? u"−"_qs : QString()) + QString::number(std::abs(*pct), 'f', 1) + u" %";
}

} // namespace rl
