// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/tablerows.h"

#include "core/common/tr.h"

#include <cmath>

namespace rl {

std::optional<double> figureCell(const QVariant &cell, bool &bad)
{
    if (cell.isNull())
        return std::nullopt;
    bool ok = false;
    const double value = cell.toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < 0.0) {
        bad = true;
        return std::nullopt;
    }
    return value;
}

std::optional<qint64> integerCell(const QVariant &cell, bool &bad)
{
    if (cell.isNull())
        return std::nullopt;
    bool ok = false;
    // A REAL cell is read as a double: QVariant rounds infinity and NaN to a qint64 and says ok.
    const bool real64 = cell.typeId() == QMetaType::Double || cell.typeId() == QMetaType::Float;
    const qint64 value = real64 ? 0 : cell.toLongLong(&ok);
    if (ok)
        return value;
    // SQLite hands a REAL to a NUMERIC column holding "12.0": take it when it is a whole number
    // that fits.
    const double real = cell.toDouble(&ok);
    if (ok && std::isfinite(real) && real == std::floor(real) && std::fabs(real) < 9.0e18)
        return qint64(real);
    bad = true;
    return std::nullopt;
}

QString textCell(const QVariant &cell)
{
    return cell.isNull() ? QString() : cell.toString().trimmed();
}

QString rowLocation(const QString &path, const QString &table, const QString &column, const QVariant &value)
{
    return path + u'#' + table + u'/' + column + u'=' + value.toString();
}

void SkippedRows::report(Diagnostics &diagnostics) const
{
    if (m_count == 0)
        return;
    diagnostics << warning(
        Tr::tr("%n row(s) of %1 were left out: %2 (the location is the first)", nullptr, m_count).arg(m_table, m_why),
        m_first);
}

} // namespace rl
