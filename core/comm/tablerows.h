// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"

#include <QString>
#include <QVariant>

#include <optional>

namespace rl {

// Cells and rows of the communication tables of the SQLite sources (core/comm/README.md §2).

// A cell that should hold a figure: empty when the cell is NULL, `bad` set when it holds text
// that is not a number, a negative number or a non-finite one (no profiler measures those).
std::optional<double> figureCell(const QVariant &cell, bool &bad);

// A cell that should hold a count or an id: as figureCell, and `bad` for a fraction or a value
// beyond 64 bits.
std::optional<qint64> integerCell(const QVariant &cell, bool &bad);

// The cell's text, trimmed; empty for NULL.
QString textCell(const QVariant &cell);

// "file#Table/column=value", the form core/README.md §2.2 gives database rows.
QString rowLocation(const QString &path, const QString &table, const QString &column, const QVariant &value);

// Rows of one table left out for one reason: one warning with the count and the first row, not
// one per row (core/README.md §2.2).
class SkippedRows
{
public:
    SkippedRows(QString table, QString why) : m_table(std::move(table)), m_why(std::move(why)) { }

    void add(const QString &location)
    {
        if (m_count++ == 0)
            m_first = location;
    }
    int count() const { return m_count; }
    // Appends the warning when any row was left out.
    void report(Diagnostics &diagnostics) const;

private:
    QString m_table;
    QString m_why;
    QString m_first;
    int m_count = 0;
};

} // namespace rl
