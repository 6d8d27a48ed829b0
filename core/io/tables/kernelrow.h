// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"
#include "core/io/tables/csvcolumns.h"
#include "core/io/tables/csvrawrecord.h"
#include "core/model/operator.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

#include <string>
#include <string_view>
#include <unordered_map>
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
    Result<Operator> parse(const CsvRawRecord &fields);

private:
    struct MetricColumn
    {
        int index = -1;
        QString name;                      // normalised, no unit suffix
        const QString *interned = nullptr; // MetricNames' copy of name
        enum class Check { Number, Count, Time, Ratio } check = Check::Number;
    };
    // The cells checkRow reads and parse() uses, read once.
    struct LaunchCells
    {
        std::optional<qint64> stepId, taskId, streamId, blockDim, mixBlockDim;
        std::optional<double> duration, wait;
        std::optional<qint64> startNs;
    };
    // m_values must hold the row's metric numbers (readMetrics) before this runs; `launch`
    // receives the launch cells' readings.
    QString checkRow(const CsvRawRecord &fields, LaunchCells &launch) const;
    void readMetrics(const CsvRawRecord &fields);
    QString shared(const QString &text);
    // The cell's text (csv::text), one shared copy per spelling.
    QString sharedText(QByteArrayView cell);
    TensorList tensors(QByteArrayView shapes, QByteArrayView types, QByteArrayView formats);
    // The core type cell's interned name and the task type it says, worked out once per
    // spelling (a run has a few): interning and parsing it per row was a fiftieth of a row.
    struct CoreType
    {
        InternedName name;
        TaskType type = TaskType::Unknown;
    };
    const CoreType &coreTypeOf(QByteArrayView cell);

    CsvColumns m_columns;
    std::vector<MetricColumn> m_metrics;
    std::vector<std::optional<double>> m_values; // per metric column, of the current row
    // Metric columns in name order (the last of equal names), so a row's values are appended
    // to its PmuValues in order instead of searched into place.
    std::vector<size_t> m_byName;
    bool m_separated = false;
    // A row with every metric and a wait time names the same metrics as the one before: its
    // numbers are written into a copy of this map (the names shared, the wait at its place)
    // instead of a map built entry by entry and then made to share its names. Empty when the
    // table has no wait column, a metric column of that name, or no list could be shared.
    MetricMap m_everyMetric;
    std::vector<qsizetype> m_positionInEvery; // per entry of m_byName
    qsizetype m_waitPosition = -1;
    // Looked up by a cell's bytes without making them a string first.
    struct BytesHash
    {
        using is_transparent = void;
        size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
    };
    template<typename T>
    using ByBytes = std::unordered_map<std::string, T, BytesHash, std::equal_to<>>;
    QSet<QString> m_strings;       // names, types, shapes seen so far
    ByBytes<QString> m_cellTexts;  // a cell's spelling -> its shared text
    ByBytes<TensorList> m_tensors; // by the three cells' spellings, each after its length
    ByBytes<CoreType> m_coreTypes;
    std::string m_key; // the tensors' key being looked up
};

} // namespace rl
