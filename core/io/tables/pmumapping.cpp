// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/pmumapping.h"

#include "core/io/tables/pmukeyplan.h"
#include "core/model/metricnames.h"

#include <cmath>

#include <algorithm>
#include <array>
#include <iterator>

namespace rl {

namespace {

// On split chips a component on its natural side (Cube on the AIC, Vector on the AIV...) is
// written without a side, as the contract names them; Scalar and MTE2 exist on both sides and
// keep theirs. Coupled chips have no sides at all.
ComponentKey keyFor(ComponentId id, Side side, bool separated)
{
    if (!separated || side == defaultSide(id))
        return {id, Side::None};
    return {id, side};
}

using Prefix = PmuKeyPlan::Prefix;
using Name = PmuKeyPlan::Name;

class Mapper
{
public:
    Mapper(Operator &op, const PmuValues &values, bool separated, DisagreeingRatios ratios)
        : m_op(op), m_values(values), m_plan(PmuKeyPlan::forValues(values)), m_separated(separated), m_ratios(ratios)
    { }

    // `owned` is `values` when the caller hands them over: they may then become the metrics.
    void run(PmuValues *owned = nullptr)
    {
        readCoreTimes();
        mapBusy();
        mapComputeWork();
        mapDataVolumes();
        mapBandwidths();
        keepMetrics(owned);
    }

private:
    // The plan found where each name sits when it was made.
    std::optional<double> value(Prefix prefix, Name name) const
    {
        const qsizetype at = m_plan.entry(prefix, name);
        return at < 0 ? std::nullopt : std::optional<double>(m_values.valueAt(at));
    }
    std::optional<double> first(Prefix prefix, std::initializer_list<Name> names) const
    {
        for (Name n : names) {
            if (auto v = value(prefix, n))
                return v;
        }
        return std::nullopt;
    }

    void readCoreTimes()
    {
        // aicore_time (app level), aic_time (msprof op), aic_total_time (DB export).
        const auto aic = first(Prefix::None, {Name::AicoreTime, Name::AicTime, Name::AicTotalTime});
        if (aic && *aic > 0.0)
            m_op.coreTimeUs = *aic;
        const auto aiv = first(Prefix::None, {Name::AivTime, Name::AivTotalTime});
        if (aiv && *aiv > 0.0) {
            if (m_separated)
                m_op.aivTimeUs = *aiv;
            else if (!m_op.coreTimeUs)
                m_op.coreTimeUs = *aiv;
        }
        const auto positive = [this](std::initializer_list<Name> names) {
            for (Name n : names) {
                if (value(Prefix::None, n).value_or(0.0) > 0.0)
                    return true;
            }
            return false;
        };
        m_aicRan = m_op.coreTimeUs || positive({Name::AicTotalCycles, Name::TotalCycles});
        m_aivRan = m_op.aivTimeUs || positive({Name::AivTotalCycles});
    }

    Side sideFor(Side prefixSide) const
    {
        if (!m_separated)
            return Side::None;
        return prefixSide == Side::None ? Side::Aic : prefixSide;
    }
    bool ran(Side side) const
    {
        if (!m_separated)
            return m_aicRan || m_aivRan;
        return side == Side::Aiv ? m_aivRan : m_aicRan;
    }
    std::optional<double> coreTime(Side side) const
    {
        if (m_separated && side == Side::Aiv)
            return m_op.aivTimeUs;
        return m_op.coreTimeUs ? m_op.coreTimeUs : m_op.aivTimeUs;
    }
    // Blocks of one side: MIX operators launch the other side with Mix Block Dim.
    int blocks(Side side) const
    {
        const bool mixOther = m_separated
            && ((m_op.taskType == TaskType::MixAic && side == Side::Aiv)
                || (m_op.taskType == TaskType::MixAiv && side == Side::Aic));
        if (mixOther && m_op.mixBlockDim && *m_op.mixBlockDim > 0)
            return *m_op.mixBlockDim;
        return m_op.blockDim && *m_op.blockDim > 0 ? *m_op.blockDim : 1;
    }

    // `*_time(us)` is the busy time; without it `*_ratio` × the side's core time
    // (core/io/README.md §1.5). A side that did not run writes zeros for all its pipes: those are
    // skipped.
    void mapBusy()
    {
        struct Parts
        {
            std::optional<double> time, ratio;
            Side side = Side::None;
        };
        // In component order, as the components are appended. Kept from row to row on each
        // thread: an allocation per row for a few entries.
        static thread_local std::vector<std::pair<ComponentKey, Parts>> t_parts;
        std::vector<std::pair<ComponentKey, Parts>> &parts = t_parts;
        parts.clear();
        parts.reserve(m_plan.busyColumns().size());
        for (const PmuKeyPlan::BusyColumn &column : m_plan.busyColumns()) {
            const double v = m_values.valueAt(column.entry);
            const Side side = sideFor(column.prefixSide);
            if (!ran(side) && v == 0.0)
                continue;
            const ComponentKey key = keyFor(column.id, side, m_separated);
            auto at = std::lower_bound(parts.begin(), parts.end(), key,
                                       [](const auto &part, const ComponentKey &k) { return part.first < k; });
            if (at == parts.end() || at->first != key)
                at = parts.insert(at, {key, Parts{}});
            Parts &p = at->second;
            p.side = side;
            (column.isTime ? p.time : p.ratio) = v;
        }
        // Room for every busy component at once: grown one by one, a long run's vectors were
        // reallocated several times per kernel (kept exact by applyPmuValues' shrink).
        m_op.components.reserve(m_op.components.size() + parts.size());
        for (const auto &[key, part] : parts) {
            std::optional<double> busy = part.time;
            const auto ct = coreTime(part.side);
            if (!busy && part.ratio && ct)
                busy = *part.ratio * *ct;
            constexpr double kTolerance = 0.05; // of the core time; closer ones keep the exact time
            if (m_ratios == DisagreeingRatios::UseRatio && busy && part.ratio && ct && *ct > 0.0
                && std::abs(*busy / *ct - *part.ratio) > kTolerance)
                busy = *part.ratio * *ct;
            if (busy)
                m_op.componentRef(key).busyUs = *busy;
        }
    }

    // `item` is interned (MetricNames::intern): a row adds a few items, each found by pointer.
    void addWork(ComponentId id, Side side, const QString *item, double amount)
    {
        if (!(amount > 0.0))
            return;
        ComponentSample &s = m_op.componentRef(keyFor(id, side, m_separated));
        s.work.valueOfInterned(item) += amount;
        m_op.workSource = WorkSource::Measured;
    }

    // ArithmeticUtilization: fops are whole-kernel operation counts, split into precisions by
    // the instruction ratios of the same row.
    void mapComputeWork()
    {
        struct Precision
        {
            const QString *name;
            Name ratioColumn;
        };
        static const QString
            *const fp32 = MetricNames::intern(u"fp32"_qs),
                   *const fp16 = MetricNames::intern(u"fp16"_qs), *const int32 = MetricNames::intern(u"int32"_qs),
                   *const int16 = MetricNames::intern(u"int16"_qs), *const int8 = MetricNames::intern(u"int8"_qs);
        const std::array<Precision, 4> precisions = {
            Precision{fp32, Name::VecFp32Ratio}, Precision{fp16, Name::VecFp16Ratio},
            Precision{int32, Name::VecInt32Ratio}, Precision{int16, Name::VecInt16Ratio}};
        for (Prefix prefix : PmuKeyPlan::kPrefixes) {
            const Side side = sideFor(PmuKeyPlan::sideOf(prefix));
            if (const auto fops = value(prefix, Name::CubeFops); fops && *fops > 0.0) {
                const double f16 = first(prefix, {Name::MacFp16Ratio, Name::CubeFp16Ratio}).value_or(0.0);
                const double i8 = first(prefix, {Name::MacInt8Ratio, Name::CubeInt8Ratio}).value_or(0.0);
                if (f16 + i8 > 0.0) {
                    addWork(ComponentId::Cube, side, fp16, *fops * f16 / (f16 + i8));
                    addWork(ComponentId::Cube, side, int8, *fops * i8 / (f16 + i8));
                } else {
                    addWork(ComponentId::Cube, side, fp16, *fops); // no split known
                }
            }
            const auto vfops = first(prefix, {Name::VectorFops, Name::VecFops});
            if (!vfops || *vfops <= 0.0)
                continue;
            std::array<double, 4> ratio{};
            double total = 0.0;
            size_t dominant = 1; // fp16 when nothing says otherwise
            for (size_t i = 0; i < precisions.size(); ++i) {
                ratio[i] = value(prefix, precisions[i].ratioColumn).value_or(0.0);
                total += ratio[i];
                if (ratio[i] > ratio[dominant])
                    dominant = i;
            }
            // "misc" instructions have no precision of their own: they count with the
            // dominant one.
            const double misc = value(prefix, Name::VecMiscRatio).value_or(0.0);
            ratio[dominant] += misc;
            total += misc;
            if (total <= 0.0) {
                addWork(ComponentId::Vector, side, fp16, *vfops);
                continue;
            }
            for (size_t i = 0; i < precisions.size(); ++i)
                addWork(ComponentId::Vector, side, precisions[i].name, *vfops * ratio[i] / total);
        }
    }

    // MemoryAccess (A2/A3) and msprof op Memory: data volumes per path in KB (1 KB = 1024 B).
    void mapDataVolumes()
    {
        struct Path
        {
            Name column;
            ComponentId id;
            Side side;
            const QString *path;
        };
        static const Path paths[] = {
            {Name::GmToL1Datas, ComponentId::Mte2, Side::Aic, MetricNames::intern(u"gm_to_l1"_qs)},
            {Name::GmToUbDatas, ComponentId::Mte2, Side::Aiv, MetricNames::intern(u"gm_to_ub"_qs)},
            {Name::UbToGmDatas, ComponentId::Mte3, Side::Aiv, MetricNames::intern(u"ub_to_gm"_qs)},
            {Name::L0cToGmDatas, ComponentId::FixPipe, Side::Aic, MetricNames::intern(u"l0c_to_gm"_qs)},
            {Name::L0cToL1Datas, ComponentId::FixPipe, Side::Aic, MetricNames::intern(u"l0c_to_l1"_qs)},
        };
        for (const Path &p : paths) {
            for (Prefix prefix : PmuKeyPlan::kPrefixes) {
                const auto kb = value(prefix, p.column);
                if (!kb)
                    continue;
                // A written 0 is a volume too: the path carried nothing, so the side's GM
                // bandwidth is not put on it instead (msprof op's cube rows of a vector kernel
                // write L0C_to_GM_datas 0 beside a small aic_main_mem_write_bw).
                m_volumeFor |= 1u << unsigned(p.id);
                addWork(p.id, m_separated ? p.side : Side::None, p.path, *kb * 1024.0);
            }
        }
    }

    bool hasVolume(ComponentId id) const { return (m_volumeFor >> unsigned(id)) & 1u; }

    bool usesCube() const
    {
        if (m_op.taskType == TaskType::MixAic || m_op.taskType == TaskType::MixAiv)
            return true;
        // Case is folded letter by letter, so only a type of the same length can match (most
        // rows' types are longer: no comparison made).
        const qsizetype typeLength = m_op.type.size();
        if ((typeLength == 4 && m_op.type.compare(u"cube", Qt::CaseInsensitive) == 0)
            || (typeLength == 3 && m_op.type.compare(u"mix", Qt::CaseInsensitive) == 0))
            return true;
        if (const ComponentSample *c = m_op.component({ComponentId::Cube, Side::None}))
            return c->busyUs.value_or(0.0) > 0.0 || !c->work.isEmpty();
        // On coupled chips only the Cube path goes through L1, so L1 traffic in the Memory
        // group marks a cube operator even when PipeUtilization was recorded in another run.
        for (Prefix prefix : {Prefix::None, Prefix::Aic}) {
            if (first(prefix, {Name::L1ReadBw, Name::L1WriteBw}).value_or(0.0) > 0.0)
                return true;
        }
        return false;
    }

    // Memory group: GB/s per core over the side's core time, times the side's blocks:
    // bytes = bw × 1e9 × core_time_us × 1e-6 × blocks. Reads are MTE2 (GM→L1 for the Cube,
    // GM→UB otherwise); writes are MTE3 UB→GM, except the AIC side of a split chip, whose
    // results leave L0C through the FixPipe. L1/UB/L2 bandwidths are not one MTE path: they
    // stay raw metrics. On coupled chips "uses the Cube" means: mac busy or cube fops > 0, a
    // MIX task, msprof op type cube/mix, or L1 traffic in the same row. The demo generator
    // writes its coupled Ascend 310 op_summary files with exactly this convention, so a Memory
    // run read on its own gets the paths its PipeUtilization twin implies.
    void mapBandwidths()
    {
        const bool cube = usesCube();
        static const QString *const gmToL1 = MetricNames::intern(u"gm_to_l1"_qs),
                                    *const gmToUb = MetricNames::intern(u"gm_to_ub"_qs),
                                    *const l0cToGm = MetricNames::intern(u"l0c_to_gm"_qs),
                                    *const ubToGm = MetricNames::intern(u"ub_to_gm"_qs);
        for (Prefix prefix : PmuKeyPlan::kPrefixes) {
            const Side side = sideFor(PmuKeyPlan::sideOf(prefix));
            const auto ct = coreTime(side);
            if (!ct || !ran(side))
                continue;
            const double scale = 1e3 * *ct * blocks(side);
            if (const auto read = value(prefix, Name::MainMemReadBw); read && !hasVolume(ComponentId::Mte2)) {
                const bool viaL1 = m_separated ? side == Side::Aic : cube;
                addWork(ComponentId::Mte2, side, viaL1 ? gmToL1 : gmToUb, *read * scale);
            }
            if (const auto write = value(prefix, Name::MainMemWriteBw)) {
                const bool fixpipe = m_separated && side == Side::Aic;
                const ComponentId id = fixpipe ? ComponentId::FixPipe : ComponentId::Mte3;
                if (!hasVolume(id))
                    addWork(id, side, fixpipe ? l0cToGm : ubToGm, *write * scale);
            }
        }
    }

    void keepMetrics(PmuValues *owned)
    {
        // The rules read L2 hit rates as fractions under one name per side.
        static const QString l2HitRates[] = {u"l2_hit_rate"_qs, u"aic_l2_hit_rate"_qs, u"aiv_l2_hit_rate"_qs};
        std::array<std::optional<double>, std::size(PmuKeyPlan::kPrefixes)> l2;
        for (Prefix prefix : PmuKeyPlan::kPrefixes) {
            if (const auto pct = first(prefix, {Name::TotalHitRate, Name::L2CacheHitRate}))
                l2[size_t(prefix)] = *pct / 100.0;
        }
        if (owned && m_op.metrics.isEmpty())
            m_op.metrics = std::move(*owned);
        else
            m_op.metrics.insert(m_values);
        for (Prefix prefix : PmuKeyPlan::kPrefixes) {
            if (l2[size_t(prefix)])
                m_op.metrics.insert(l2HitRates[int(prefix)], *l2[size_t(prefix)]);
        }
        // Every row of a table has the same groups: an operator without any takes the plan's
        // list itself (implicitly shared), not a copy of its own.
        if (m_op.metricGroups.isEmpty()) {
            m_op.metricGroups = m_plan.metricGroups();
            return;
        }
        for (const QString &g : m_plan.metricGroups()) {
            if (!m_op.metricGroups.contains(g))
                m_op.metricGroups << g;
        }
    }

    Operator &m_op;
    const PmuValues &m_values;
    const PmuKeyPlan &m_plan;
    bool m_separated;
    DisagreeingRatios m_ratios;
    bool m_aicRan = false;
    bool m_aivRan = false;
    unsigned m_volumeFor = 0; // bit per component that got bytes from data-volume columns
};

// `owned` is `values` when the caller handed them over (Mapper::run).
void apply(Operator &op, const PmuValues &values, bool separated, DisagreeingRatios ratios, PmuValues *owned)
{
    if (values.isEmpty())
        return;
    Mapper(op, values, separated, ratios).run(owned);
    // Kept per operator: the samples were appended one by one, and a vector grown that way
    // holds up to twice its size (a long run has a quarter of a million of them).
    op.components.shrink_to_fit();
}

} // namespace

void applyPmuValues(Operator &op, PmuValues &&values, bool separated, DisagreeingRatios ratios)
{
    apply(op, values, separated, ratios, &values);
}

void applyPmuValues(Operator &op, const PmuValues &values, bool separated, DisagreeingRatios ratios)
{
    apply(op, values, separated, ratios, nullptr);
}

} // namespace rl
