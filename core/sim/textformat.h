// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace rl::sim {

// Locale-free, fixed formatting so every run writes the same bytes.
inline QString fixed(double value, int decimals)
{
    QString s = QString::number(value, 'f', decimals);
    if (s.startsWith(u'-') && s.count(u'0') == s.size() - 2) // "-0.000"
        s.remove(0, 1);
    return s;
}

// Integer nanoseconds as microseconds with three decimals, exactly ("1743300900000012.345").
inline QString microsFromNs(qint64 ns)
{
    const qint64 us = ns / 1000;
    const qint64 frac = ns % 1000;
    return QString::number(us) + u'.' + QString::number(frac).rightJustified(3, u'0');
}

// CSV cell with quotes doubled when needed (RFC 4180).
inline QString csvCell(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n'))
        return text;
    QString quoted = text;
    quoted.replace(u"\""_qs, u"\"\""_qs);
    return u'"' + quoted + u'"';
}

} // namespace rl::sim
