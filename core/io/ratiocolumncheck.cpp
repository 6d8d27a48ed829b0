// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/ratiocolumncheck.h"

#include "core/common/parallel.h"
#include "core/common/tr.h"
#include "core/model/metricnames.h"

#include <QMap>

#include <cmath>
#include <unordered_map>
#include <vector>

namespace rl {

namespace {

struct Disagreement
{
    int rows = 0;
    QString firstLocation;
    double firstRatio = 0.0;
    double firstDerived = 0.0;
};

// What a metric name says for this check, worked out once per name, not once per row: whether
// it is a ratio column and, if so, the interned names of the time columns it is a share of.
struct RatioColumn
{
    bool isRatio = false;
    bool aiv = false; // a share of the AIV core time
    const QString *time = nullptr;
    const QString *timeUs = nullptr;
};

std::optional<double> coreTimeOf(const Operator &op, const RatioColumn &column)
{
    if (column.aiv)
        return op.aivTimeUs ? op.aivTimeUs : op.coreTimeUs;
    return op.coreTimeUs;
}

// The disagreements of operators [begin, end), by column.
QMap<QString, Disagreement> disagreementsIn(const std::vector<Operator> &operators, size_t begin, size_t end)
{
    QMap<QString, Disagreement> byColumn;
    std::unordered_map<const QString *, RatioColumn> columns;
    // The rows of a table name the same metrics in the same order: the previous row's columns,
    // by position, save a lookup per metric of every row.
    std::vector<std::pair<const QString *, RatioColumn *>> previous;
    for (size_t i = begin; i < end; ++i) {
        const Operator &op = operators[i];
        size_t position = 0;
        for (auto it = op.metrics.cbegin(); it != op.metrics.cend(); ++it, ++position) {
            if (position >= previous.size())
                previous.resize(position + 1, {nullptr, nullptr});
            auto &[seenName, seenColumn] = previous[position];
            bool added = false;
            if (seenName != it.internedKey()) {
                auto [entry, isNew] = columns.try_emplace(it.internedKey());
                seenName = it.internedKey();
                seenColumn = &entry->second; // an unordered_map's elements never move
                added = isNew;
            }
            RatioColumn &ratio = *seenColumn;
            const QString &column = it.key();
            if (added && column.endsWith(u"_ratio")) {
                const QString base = column.chopped(6);
                ratio = {true, column.startsWith(u"aiv_"), MetricNames::intern(base + u"_time"),
                         MetricNames::intern(base + u"_time(us)")};
            }
            if (!ratio.isRatio)
                continue;
            auto time = op.metrics.valueInterned(ratio.time);
            if (!time)
                time = op.metrics.valueInterned(ratio.timeUs);
            const auto core = coreTimeOf(op, ratio);
            if (!time || !core || !(*core > 0.0) || !std::isfinite(it.value()))
                continue;
            const double derived = *time / *core;
            if (std::abs(it.value() - derived) <= kRatioTolerance)
                continue;
            Disagreement &d = byColumn[column];
            if (d.rows++ == 0) {
                d.firstLocation = op.sourceLocation;
                d.firstRatio = it.value();
                d.firstDerived = derived;
            }
        }
    }
    return byColumn;
}

} // namespace

void checkRatioColumns(Profile &profile)
{
    // Slices of the operators on the cores, joined in order: a column's first disagreement is
    // the first slice's that has one.
    constexpr size_t kMinOperatorsPerWorker = 16384; // a few milliseconds each: a thread pays
    const size_t count = profile.operators.size();
    const size_t workers = workersFor(count, kMinOperatorsPerWorker);
    std::vector<QMap<QString, Disagreement>> slices(workers);
    runOnWorkers(workers, [&](size_t w) {
        const auto [first, last] = sliceOf(count, workers, w);
        slices[w] = disagreementsIn(profile.operators, first, last);
    });
    QMap<QString, Disagreement> byColumn = std::move(slices[0]);
    for (size_t w = 1; w < workers; ++w) {
        for (auto it = slices[w].cbegin(); it != slices[w].cend(); ++it) {
            Disagreement &d = byColumn[it.key()];
            if (d.rows == 0)
                d = *it;
            else
                d.rows += it->rows;
        }
    }
    for (auto it = byColumn.cbegin(); it != byColumn.cend(); ++it)
        profile.diagnostics << warning(
            Tr::tr("%1 differs from its time / core time by more than %2 on %n row(s) (first here: %3 against %4); "
                   "kernel tables take R from the ratio, msprof op runs from the times",
                   nullptr, it->rows)
                .arg(it.key())
                .arg(kRatioTolerance, 0, 'f', 2)
                .arg(it->firstRatio, 0, 'f', 3)
                .arg(it->firstDerived, 0, 'f', 3),
            it->firstLocation);
}

} // namespace rl
