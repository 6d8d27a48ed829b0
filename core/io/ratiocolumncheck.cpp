// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/ratiocolumncheck.h"

#include "core/common/tr.h"

#include <QMap>

#include <cmath>
#include <unordered_map>

namespace rl {

namespace {

struct Disagreement
{
    int rows = 0;
    QString firstLocation;
    double firstRatio = 0.0;
    double firstDerived = 0.0;
};

std::optional<double> metric(const Operator &op, const QString &key)
{
    const auto it = op.metrics.constFind(key);
    return it == op.metrics.cend() ? std::nullopt : std::optional<double>(it.value());
}

std::optional<double> coreTimeOf(const Operator &op, const QString &column)
{
    if (column.startsWith(u"aiv_"))
        return op.aivTimeUs ? op.aivTimeUs : op.coreTimeUs;
    return op.coreTimeUs;
}

} // namespace

void checkRatioColumns(Profile &profile)
{
    QMap<QString, Disagreement> byColumn;
    // The time columns' names by ratio column. Rows of one table share their column names'
    // text, so the names are made once per column, not once per row.
    struct TimeNames
    {
        QString time, timeUs;
    };
    std::unordered_map<const QChar *, TimeNames> timeNames;
    for (const Operator &op : profile.operators) {
        for (auto it = op.metrics.cbegin(); it != op.metrics.cend(); ++it) {
            const QString &column = it.key();
            if (!column.endsWith(u"_ratio"))
                continue;
            auto [names, added] = timeNames.try_emplace(column.constData());
            if (added) {
                const QString base = column.chopped(6);
                names->second = {base + u"_time", base + u"_time(us)"};
            }
            auto time = metric(op, names->second.time);
            if (!time)
                time = metric(op, names->second.timeUs);
            const auto core = coreTimeOf(op, column);
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
