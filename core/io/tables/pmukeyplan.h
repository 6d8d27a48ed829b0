// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/component.h"
#include "core/model/metricmap.h"

#include <QStringList>

#include <vector>

namespace rl {

// What the PMU mapping (pmumapping.h) works out from the metric names alone: which entries
// are pipe busy times and ratios, where each name it reads sits, and the metric groups. The
// rows of one table name the same metrics, so this is done once per set of names instead of
// once per row (a long run's load spent a quarter of its time splitting and searching names).
class PmuKeyPlan
{
public:
    // The spelling of a side in a metric name.
    enum class Prefix : quint8 { None, Aic, Aiv };
    static constexpr Prefix kPrefixes[] = {Prefix::None, Prefix::Aic, Prefix::Aiv};
    static Side sideOf(Prefix prefix);
    static const QString &text(Prefix prefix); // "", "aic_", "aiv_"

    // An entry naming a pipe's busy time (`*_time`) or its ratio (`*_ratio`).
    struct BusyColumn
    {
        qsizetype entry = -1;
        ComponentId id = ComponentId::Cube;
        Side prefixSide = Side::None; // the side its prefix names
        bool isTime = false;
    };

    // The plan for the names of `values`: the one this thread used last when the names are the
    // same, else a new one. Valid until the next call on this thread.
    static const PmuKeyPlan &forValues(const MetricMap &values);

    // Position of prefix + `name` among the entries, or -1. `name` must be a string literal:
    // its address is the key under which the answer is kept.
    qsizetype entry(Prefix prefix, const char16_t *name) const;
    const std::vector<BusyColumn> &busyColumns() const { return m_busy; }
    const QStringList &metricGroups() const { return m_groups; }

private:
    explicit PmuKeyPlan(const MetricMap &values);
    bool describes(const MetricMap &values) const;

    QStringList m_keys;
    std::vector<BusyColumn> m_busy;
    QStringList m_groups;
    // entry()'s answers by literal and prefix, open addressing: the mapping asks some forty
    // per row, and a hash map's division and node per answer were a tenth of reading a row.
    struct Answer
    {
        quintptr key = 0; // 0: free
        qsizetype at = -1;
    };
    static constexpr size_t kAnswerSlots = 1024; // a power of two, well above the literals asked
    mutable std::vector<Answer> m_answers = std::vector<Answer>(kAnswerSlots);
    mutable size_t m_answersHeld = 0;
};

} // namespace rl
