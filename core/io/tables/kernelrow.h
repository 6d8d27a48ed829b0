// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"
#include "core/io/tables/csvcolumns.h"
#include "core/model/operator.h"

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
    // not fit their columns); the caller turns that into a warning with the line.
    Result<Operator> parse(const QStringList &fields) const;

private:
    struct MetricColumn
    {
        int index = -1;
        QString name; // normalised, no unit suffix
        enum class Check { Number, Count, Time, Ratio } check = Check::Number;
    };
    QString checkRow(const QStringList &fields) const;

    CsvColumns m_columns;
    std::vector<MetricColumn> m_metrics;
    bool m_separated = false;
};

} // namespace rl
