// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/memory/memorycsvcells.h"

#include "core/common/tr.h"
#include "core/io/tables/csvvalue.h"

#include <cmath>

namespace rl::memorycsv {

int columnOf(const QStringList &header, QStringView name)
{
    for (qsizetype i = 0; i < header.size(); ++i) {
        if (QStringView(header[i]).trimmed().compare(name, Qt::CaseInsensitive) == 0)
            return int(i);
    }
    return -1;
}

std::optional<double> figure(QByteArrayView cell, bool &bad)
{
    if (csv::isMissing(cell))
        return std::nullopt;
    const auto value = csv::number(cell);
    if (!value || !std::isfinite(*value) || *value < 0.0) {
        bad = true;
        return std::nullopt;
    }
    return value;
}

std::optional<qint64> timeNs(QByteArrayView cell, bool &bad)
{
    if (csv::isMissing(cell))
        return std::nullopt;
    // Past 2^62 ns (146 years) from zero no profiler clock reaches: as the DB readers' timeCell,
    // so that every difference of two times read stays a number.
    constexpr qint64 kFarthest = qint64(1) << 62;
    const auto value = csv::timestampNs(cell);
    if (!value || *value > kFarthest || *value < -kFarthest) {
        bad = true;
        return std::nullopt;
    }
    return value;
}

std::optional<int> deviceOf(QByteArrayView cell)
{
    const qsizetype colon = cell.lastIndexOf(':');
    const auto id = csv::count(colon < 0 ? cell : cell.sliced(colon + 1));
    if (!id || *id > 1 << 20)
        return std::nullopt;
    return int(*id);
}

void MalformedLines::merge(const MalformedLines &other, int lineOffset)
{
    if (other.m_count == 0)
        return;
    if (m_count == 0 || other.m_first + lineOffset < m_first)
        m_first = other.m_first + lineOffset;
    m_count += other.m_count;
}

void MalformedLines::report(Diagnostics &diagnostics, const QString &path) const
{
    if (m_count == 0)
        return;
    diagnostics << warning(Tr::tr("%n malformed row(s) skipped (the line is the first)", nullptr, m_count),
                           path + u':' + QString::number(m_first));
}

} // namespace rl::memorycsv
