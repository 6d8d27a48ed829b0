// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format/rateformat.h"

#include <cmath>

namespace rl {

QString formatRate(double perSecond, bool bytes)
{
    static const char16_t *prefixes[] = {u"", u"K", u"M", u"G", u"T", u"P"};
    int i = 0;
    double v = perSecond;
    while (std::abs(v) >= 1000.0 && i < 5) {
        v /= 1000.0;
        ++i;
    }
    return QString::number(v, 'f', v < 10 ? 2 : 1) + u' ' + QStringView(prefixes[i]) + (bytes ? u"B/s" : u"FLOP/s");
}

} // namespace rl
