// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/ratiocolumncheck.h"

#include "core/common/parallel.h"
#include "core/common/recentvalues.h"
#include "core/common/tr.h"
#include "core/model/metricnames.h"

#include <QMap>

#include <cmath>
#include <optional>
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

// Where a shared list of names (a table's rows: MetricMap::shareNames) has each ratio column
// and the time it is a share of, found once per list: a row is then checked by position,
// without going over its other metrics or looking its times up by name.
struct RatioAt
{
    qsizetype ratio = -1;
    qsizetype time = -1; // the `_time` column, else the `_time(us)` one, else -1
    bool aiv = false;
};

// The disagreement, if any, of one ratio and the time it is a share of.
std::optional<double> disagreeingDerived(const Operator &op, double ratio, const double *time, bool aiv)
{
    const auto core = coreTimeOf(op, RatioColumn{true, aiv, nullptr, nullptr});
    if (!time || !core || !(*core > 0.0) || !std::isfinite(ratio))
        return std::nullopt;
    const double derived = *time / *core;
    if (std::abs(ratio - derived) <= kRatioTolerance)
        return std::nullopt;
    return derived;
}

// The disagreements of operators [begin, end), by column.
QMap<QString, Disagreement> disagreementsIn(const std::vector<Operator> &operators, size_t begin, size_t end)
{
    QMap<QString, Disagreement> byColumn;
    const auto note = [&byColumn](const Operator &op, const QString &column, double ratio, double derived) {
        Disagreement &d = byColumn[column];
        if (d.rows++ == 0) {
            d.firstLocation = op.sourceLocation;
            d.firstRatio = ratio;
            d.firstDerived = derived;
        }
    };
    // The positions of the last few lists (a table's rows with and without some metric name
    // two or three lists, often in turn).
    struct ListKey
    {
        const QString *const *list = nullptr;
        qsizetype size = -1;
        bool operator==(const ListKey &) const = default;
    };
    RecentValues<ListKey, std::vector<RatioAt>, 4> known;
    std::unordered_map<const QString *, RatioColumn> columns;
    // The rows of a table name the same metrics in the same order: the previous row's columns,
    // by position, save a lookup per metric of every row.
    std::vector<std::pair<const QString *, RatioColumn *>> previous;
    for (size_t i = begin; i < end; ++i) {
        const Operator &op = operators[i];
        if (const QString *const *list = op.metrics.sharedNameList()) {
            const std::vector<RatioAt> &ratios = known.of(ListKey{list, op.metrics.size()}, [&](const ListKey &key) {
                std::vector<RatioAt> found;
                for (qsizetype k = 0; k < key.size; ++k) {
                    const QString &column = *list[k];
                    if (!column.endsWith(u"_ratio"))
                        continue;
                    const QString base = column.chopped(6);
                    qsizetype time = op.metrics.indexOfInterned(MetricNames::intern(base + u"_time"));
                    if (time < 0)
                        time = op.metrics.indexOfInterned(MetricNames::intern(base + u"_time(us)"));
                    found.push_back({k, time, column.startsWith(u"aiv_")});
                }
                return found;
            });
            for (const RatioAt &at : ratios) {
                const double ratio = op.metrics.valueAt(at.ratio);
                const double time = at.time < 0 ? 0.0 : op.metrics.valueAt(at.time);
                if (const auto derived = disagreeingDerived(op, ratio, at.time < 0 ? nullptr : &time, at.aiv))
                    note(op, *list[at.ratio], ratio, *derived);
            }
            continue;
        }
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
            if (const auto derived = disagreeingDerived(op, it.value(), time ? &*time : nullptr, ratio.aiv))
                note(op, column, it.value(), *derived);
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
