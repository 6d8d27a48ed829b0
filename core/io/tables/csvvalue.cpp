// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/csvvalue.h"

#include <cmath>
#include <limits>

namespace rl::csv {

namespace {

QStringView unquoted(QStringView t)
{
    t = t.trimmed();
    while (t.size() >= 2 && t.front() == u'"' && t.back() == u'"')
        t = t.mid(1, t.size() - 2).trimmed();
    return t;
}

} // namespace

bool isMissing(QStringView text)
{
    const QStringView t = unquoted(text);
    return t.isEmpty() || t == u"N/A" || t == u"NA" || t == u"n/a" || t == u"4294967295";
}

std::optional<double> number(QStringView text)
{
    if (isMissing(text))
        return std::nullopt;
    bool ok = false;
    const double v = unquoted(text).toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::optional<qint64> count(QStringView text)
{
    if (isMissing(text))
        return std::nullopt;
    bool ok = false;
    const qint64 v = unquoted(text).toLongLong(&ok);
    if (!ok || v < 0)
        return std::nullopt;
    return v;
}

bool isNonNumeric(QStringView text)
{
    return !isMissing(text) && !number(text);
}

std::optional<qint64> timestampNs(QStringView cell)
{
    if (isMissing(cell))
        return std::nullopt;
    const QStringView t = unquoted(cell);
    const qsizetype dot = t.indexOf(u'.');
    const QStringView whole = dot < 0 ? t : t.left(dot);
    const QStringView fraction = dot < 0 ? QStringView() : t.mid(dot + 1);
    // INT64_MAX ns is 9223372036854775 µs (year 2262): longer integer parts cannot fit.
    constexpr qint64 kMaxUs = std::numeric_limits<qint64>::max() / 1000 - 1;
    if (whole.isEmpty() || whole.size() > 16)
        return std::nullopt;
    qint64 us = 0;
    for (QChar c : whole) {
        if (!c.isDigit())
            return std::nullopt;
        us = us * 10 + c.digitValue();
    }
    if (us > kMaxUs)
        return std::nullopt;
    qint64 ns = 0;
    int digits = 0;
    bool roundUp = false;
    for (QChar c : fraction) {
        if (!c.isDigit())
            return std::nullopt;
        if (digits < 3)
            ns = ns * 10 + c.digitValue();
        else if (digits == 3)
            roundUp = c.digitValue() >= 5;
        ++digits;
    }
    for (int i = digits; i < 3; ++i)
        ns *= 10;
    return us * 1000 + ns + (roundUp ? 1 : 0);
}

QString text(QStringView cell)
{
    if (isMissing(cell))
        return {};
    QString s = cell.toString();
    s.remove(u'"');
    return s.trimmed();
}

} // namespace rl::csv
