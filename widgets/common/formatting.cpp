// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/formatting.h"

#include "core/format/durationformat.h"

#include <algorithm>
#include <cmath>

namespace rl {

QString unknownValue()
{
    return QStringLiteral("–");
}

QString formatPercent(const std::optional<double> &fraction, int decimals)
{
    if (!fraction || !std::isfinite(*fraction))
        return unknownValue();
    return QString::number(*fraction * 100.0, 'f', decimals) + u'%';
}

QString formatMicroseconds(const std::optional<double> &us)
{
    if (!us || !std::isfinite(*us))
        return unknownValue();
    return formatDurationUs(*us);
}

QString formatSi(double value, const QString &unit, int significant)
{
    if (!std::isfinite(value))
        return unknownValue();
    static const char16_t *prefixes[] = {u"p", u"n", u"µ", u"m", u"", u"K", u"M", u"G", u"T", u"P", u"E"};
    int exponent = value == 0.0 ? 0 : int(std::floor(std::log10(std::abs(value)) / 3.0));
    exponent = std::clamp(exponent, -4, 6);
    const double scaled = value / std::pow(1000.0, exponent);
    const int digits = std::abs(scaled) >= 100 ? 0 : std::abs(scaled) >= 10 ? 1 : 2;
    return QString::number(scaled, 'f', std::max(0, digits - (3 - significant))) + u' '
        + QStringView(prefixes[exponent + 4]) + unit;
}

QString formatIntensity(double flopPerByte)
{
    if (!std::isfinite(flopPerByte))
        return unknownValue();
    const int decimals = flopPerByte >= 100 ? 0 : flopPerByte >= 1 ? 2 : 4;
    return QString::number(flopPerByte, 'f', decimals) + u" FLOP/B";
}

} // namespace rl
