// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/component.h"
#include "core/model/metricmap.h"

#include <QStringList>
#include <QStringView>

#include <array>
#include <iterator>

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

    // The metrics the mapping (pmumapping.cpp) reads, each asked for under a prefix.
    enum class Name : quint8 {
        AicoreTime,
        AicTime,
        AicTotalTime,
        AivTime,
        AivTotalTime,
        AicTotalCycles,
        TotalCycles,
        AivTotalCycles,
        CubeFops,
        MacFp16Ratio,
        CubeFp16Ratio,
        MacInt8Ratio,
        CubeInt8Ratio,
        VectorFops,
        VecFops,
        VecFp32Ratio,
        VecFp16Ratio,
        VecInt32Ratio,
        VecInt16Ratio,
        VecMiscRatio,
        GmToL1Datas,
        GmToUbDatas,
        UbToGmDatas,
        L0cToGmDatas,
        L0cToL1Datas,
        L1ReadBw,
        L1WriteBw,
        MainMemReadBw,
        MainMemWriteBw,
        TotalHitRate,
        L2CacheHitRate,
        Count
    };
    static QStringView nameText(Name name); // "aicore_time", "cube_fops"...

    // Position of prefix + `name` among the entries, or -1: found for every prefix and name
    // when the plan is made, so a row's forty-odd asks are each one read (a hashed search per
    // ask was a twentieth of reading a row).
    qsizetype entry(Prefix prefix, Name name) const { return m_entries[size_t(prefix)][size_t(name)]; }
    const std::vector<BusyColumn> &busyColumns() const { return m_busy; }
    const QStringList &metricGroups() const { return m_groups; }

private:
    explicit PmuKeyPlan(const MetricMap &values);
    bool describes(const MetricMap &values) const;

    QStringList m_keys;
    std::vector<BusyColumn> m_busy;
    QStringList m_groups;
    std::array<std::array<qsizetype, size_t(Name::Count)>, std::size(kPrefixes)> m_entries{};
};

} // namespace rl
