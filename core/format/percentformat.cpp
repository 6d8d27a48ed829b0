// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format/percentformat.h"

#include "core/format/numberchars.h"

#include <cmath>
#include <string>

namespace rl {

QString percent(double fraction)
{
    QString text;
    appendPercent(text, fraction);
    return text;
}

void appendPercent(QString &out, double fraction)
{
    // QString::number's bytes without its double-conversion (numberchars.h): the evidence of
    // every kernel of a long export says three or four of them. A short text stays in place.
    std::string text;
    appendFixed(text, fraction * 100.0, 1);
    text += '%';
    out.append(QLatin1StringView(text.data(), qsizetype(text.size())));
}

QString formatChangePct(const std::optional<double> &pct)
{
    if (!pct)
        return u"—"_qs;
    return (*pct > 0 ? u"+"_qs : *pct < 0 ? u"−"_qs : QString()) + QString::number(std::abs(*pct), 'f', 1) + u" %";
}

} // namespace rl
