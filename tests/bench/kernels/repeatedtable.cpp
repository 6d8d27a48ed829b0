// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/bench/kernels/repeatedtable.h"

#include "core/io/tables/csvcolumns.h"
#include "core/io/tables/csvreader.h"
#include "core/io/tables/csvvalue.h"

#include <QFile>

#include <algorithm>
#include <limits>
#include <vector>

namespace rl::bench {

namespace {

QByteArray quoted(const QString &field)
{
    QByteArray bytes = field.toUtf8();
    if (!bytes.contains(',') && !bytes.contains('"') && !bytes.contains('\n'))
        return bytes;
    bytes.replace("\"", "\"\"");
    return '"' + bytes + '"';
}

QByteArray microseconds(qint64 ns)
{
    // torch_npu's way: µs with three decimals and a TAB, so spreadsheets keep the digits.
    return QByteArray::number(ns / 1000) + '.' + QByteArray::number(ns % 1000).rightJustified(3, '0') + '\t';
}

} // namespace

Result<qint64> writeRepeatedTable(const QString &source, const QString &target, int copies)
{
    auto reader = CsvReader::open(source);
    if (!reader)
        return reader.error();
    const auto header = (*reader)->next();
    if (!header)
        return makeError(Error::Kind::Input, u"no header"_qs, source);
    const CsvColumns columns(header->fields);
    const int step = columns.index(KernelColumn::StepId);
    const int start = columns.index(KernelColumn::Start);
    const int duration = columns.index(KernelColumn::Duration);
    if (start < 0 || duration < 0)
        return makeError(Error::Kind::Input, u"the table has no start or duration column"_qs, source);
    std::vector<QStringList> rows;
    std::vector<qint64> starts;
    qint64 first = std::numeric_limits<qint64>::max(), last = 0;
    qint64 firstStep = std::numeric_limits<qint64>::max(), lastStep = 0;
    while (auto record = (*reader)->next()) {
        if (record->fields.size() != header->fields.size())
            continue;
        const auto ns = csv::timestampNs(record->fields[start]);
        if (!ns)
            continue;
        const double us = csv::number(record->fields[duration]).value_or(0.0);
        first = std::min(first, *ns);
        last = std::max(last, *ns + qint64(us * 1000.0));
        if (step >= 0) {
            if (const auto s = csv::count(record->fields[step])) {
                firstStep = std::min(firstStep, *s);
                lastStep = std::max(lastStep, *s);
            }
        }
        starts.push_back(*ns);
        rows.push_back(record->fields);
    }
    if (rows.empty())
        return makeError(Error::Kind::Input, u"the table has no rows with a start time"_qs, source);
    const qint64 span = last - first + 100'000;
    const qint64 steps = firstStep <= lastStep ? lastStep - firstStep + 1 : 1;

    QFile out(target);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return makeError(Error::Kind::Io, out.errorString(), target);
    QByteArray line;
    for (qsizetype i = 0; i < header->fields.size(); ++i)
        line += (i ? "," : "") + quoted(header->fields[i]);
    out.write(line + '\n');
    for (int k = 0; k < copies; ++k) {
        for (size_t r = 0; r < rows.size(); ++r) {
            line.clear();
            for (qsizetype i = 0; i < rows[r].size(); ++i) {
                if (i)
                    line += ',';
                if (i == start) {
                    line += microseconds(starts[r] + k * span);
                } else if (i == step && csv::count(rows[r][i])) {
                    line += QByteArray::number(*csv::count(rows[r][i]) + k * steps);
                } else {
                    line += quoted(rows[r][i]);
                }
            }
            out.write(line + '\n');
        }
    }
    if (!out.flush())
        return makeError(Error::Kind::Io, out.errorString(), target);
    return qint64(rows.size()) * copies;
}

} // namespace rl::bench
