// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"
#include "core/io/tables/csvcolumns.h"
#include "core/model/operator.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

#include <vector>

namespace rl {

// Turns rows of a kernel table into operators. Built once per header: it decides which
// columns are PMU metrics (and under which normalised name) up front.
class KernelRowParser
{
public:
    explicit KernelRowParser(const CsvColumns &columns);

    bool separated() const { return m_separated; }
    QStringList metricNames() const;

    // The operator of one row, or a message saying why the row is malformed (its values do
    // not fit their columns); the caller turns that into a warning with the line. Not const:
    // names, types and tensor descriptions repeat over a long run, and the parser hands out
    // one shared copy of each.
    Result<Operator> parse(const QStringList &fields);

private:
    struct MetricColumn
    {
        int index = -1;
        QString name;                      // normalised, no unit suffix
        const QString *interned = nullptr; // MetricNames' copy of name
        enum class Check { Number, Count, Time, Ratio } check = Check::Number;
    };
    // m_values must hold the row's metric numbers (readMetrics) before this runs.
    QString checkRow(const QStringList &fields) const;
    void readMetrics(const QStringList &fields);
    QString shared(const QString &text);
    TensorList tensors(QStringView shapes, QStringView types, QStringView formats);

    CsvColumns m_columns;
    std::vector<MetricColumn> m_metrics;
    std::vector<std::optional<double>> m_values; // per metric column, of the current row
    // Metric columns in name order (the last of equal names), so a row's values are appended
    // to its PmuValues in order instead of searched into place.
    std::vector<size_t> m_byName;
    bool m_separated = false;
    QSet<QString> m_strings;              // names, types, shapes seen so far
    QHash<QString, TensorList> m_tensors; // by "shapes|types|formats"
};

} // namespace rl
