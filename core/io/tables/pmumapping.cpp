// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/pmumapping.h"

#include <cmath>

#include <array>

namespace rl {

namespace {

struct SplitName
{
    QString prefix; // "aic_", "aiv_" or empty
    QString base;   // "mac_ratio"
};

SplitName split(const QString &name)
{
    if (name.startsWith(u"aic_") || name.startsWith(u"aiv_"))
        return {name.left(4), name.mid(4)};
    return {QString(), name};
}

Side sideOfPrefix(QStringView prefix)
{
    if (prefix == u"aic_")
        return Side::Aic;
    if (prefix == u"aiv_")
        return Side::Aiv;
    return Side::None;
}

// On split chips a component on its natural side (Cube on the AIC, Vector on the AIV...) is
// written without a side, as the contract names them; Scalar and MTE2 exist on both sides and
// keep theirs. Coupled chips have no sides at all.
ComponentKey keyFor(ComponentId id, Side side, bool separated)
{
    if (!separated || side == defaultSide(id))
        return {id, Side::None};
    return {id, side};
}

std::optional<ComponentId> pipeOf(QStringView unit)
{
    if (unit == u"mac" || unit == u"cube") // msprof op says cube where op_summary says mac
        return ComponentId::Cube;
    if (unit == u"vec" || unit == u"vector")
        return ComponentId::Vector;
    if (unit == u"scalar")
        return ComponentId::Scalar;
    if (unit == u"mte1")
        return ComponentId::Mte1;
    if (unit == u"mte2")
        return ComponentId::Mte2;
    if (unit == u"mte3")
        return ComponentId::Mte3;
    if (unit == u"fixpipe")
        return ComponentId::FixPipe;
    return std::nullopt;
}

class Mapper
{
public:
    Mapper(Operator &op, const PmuValues &values, bool separated, DisagreeingRatios ratios)
        : m_op(op), m_values(values), m_separated(separated), m_ratios(ratios)
    { }

    void run()
    {
        readCoreTimes();
        mapBusy();
        mapComputeWork();
        mapDataVolumes();
        mapBandwidths();
        keepMetrics();
    }

private:
    std::optional<double> value(const QString &name) const
    {
        const auto it = m_values.constFind(name);
        return it == m_values.constEnd() ? std::nullopt : std::optional<double>(it.value());
    }
    std::optional<double> first(std::initializer_list<QString> names) const
    {
        for (const QString &n : names) {
            if (auto v = value(n))
                return v;
        }
        return std::nullopt;
    }

    void readCoreTimes()
    {
        // aicore_time (app level), aic_time (msprof op), aic_total_time (DB export).
        const auto aic = first({u"aicore_time"_qs, u"aic_time"_qs, u"aic_total_time"_qs});
        if (aic && *aic > 0.0)
            m_op.coreTimeUs = *aic;
        const auto aiv = first({u"aiv_time"_qs, u"aiv_total_time"_qs});
        if (aiv && *aiv > 0.0) {
            if (m_separated)
                m_op.aivTimeUs = *aiv;
            else if (!m_op.coreTimeUs)
                m_op.coreTimeUs = *aiv;
        }
        const auto positive = [this](std::initializer_list<QString> names) {
            for (const QString &n : names) {
                if (value(n).value_or(0.0) > 0.0)
                    return true;
            }
            return false;
        };
        m_aicRan = m_op.coreTimeUs || positive({u"aic_total_cycles"_qs, u"total_cycles"_qs});
        m_aivRan = m_op.aivTimeUs || positive({u"aiv_total_cycles"_qs});
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
        QMap<ComponentKey, Parts> parts;
        for (auto it = m_values.cbegin(); it != m_values.cend(); ++it) {
            const SplitName n = split(it.key());
            const qsizetype cut = n.base.lastIndexOf(u'_');
            if (cut <= 0)
                continue;
            const QStringView unit = QStringView(n.base).left(cut);
            const QStringView what = QStringView(n.base).mid(cut + 1);
            if (what != u"time" && what != u"ratio")
                continue;
            const auto id = pipeOf(unit);
            if (!id)
                continue;
            const Side side = sideFor(sideOfPrefix(n.prefix));
            if (!ran(side) && it.value() == 0.0)
                continue;
            Parts &p = parts[keyFor(*id, side, m_separated)];
            p.side = side;
            (what == u"time" ? p.time : p.ratio) = it.value();
        }
        for (auto it = parts.cbegin(); it != parts.cend(); ++it) {
            std::optional<double> busy = it->time;
            const auto ct = coreTime(it->side);
            if (!busy && it->ratio && ct)
                busy = *it->ratio * *ct;
            constexpr double kTolerance = 0.05; // of the core time; closer ones keep the exact time
            if (m_ratios == DisagreeingRatios::UseRatio && busy && it->ratio && ct && *ct > 0.0
                && std::abs(*busy / *ct - *it->ratio) > kTolerance)
                busy = *it->ratio * *ct;
            if (busy)
                m_op.componentRef(it.key()).busyUs = *busy;
        }
    }

    void addWork(ComponentId id, Side side, const QString &item, double amount)
    {
        if (!(amount > 0.0))
            return;
        ComponentSample &s = m_op.componentRef(keyFor(id, side, m_separated));
        s.work[item] += amount;
        m_op.workSource = WorkSource::Measured;
    }

    // ArithmeticUtilization: fops are whole-kernel operation counts, split into precisions by
    // the instruction ratios of the same row.
    void mapComputeWork()
    {
        for (const QString &prefix : {QString(), u"aic_"_qs, u"aiv_"_qs}) {
            const Side side = sideFor(sideOfPrefix(prefix));
            if (const auto fops = value(prefix + u"cube_fops"); fops && *fops > 0.0) {
                const double fp16 = first({prefix + u"mac_fp16_ratio", prefix + u"cube_fp16_ratio"}).value_or(0.0);
                const double int8 = first({prefix + u"mac_int8_ratio", prefix + u"cube_int8_ratio"}).value_or(0.0);
                if (fp16 + int8 > 0.0) {
                    addWork(ComponentId::Cube, side, u"fp16"_qs, *fops * fp16 / (fp16 + int8));
                    addWork(ComponentId::Cube, side, u"int8"_qs, *fops * int8 / (fp16 + int8));
                } else {
                    addWork(ComponentId::Cube, side, u"fp16"_qs, *fops); // no split known
                }
            }
            const auto vfops = first({prefix + u"vector_fops", prefix + u"vec_fops"});
            if (!vfops || *vfops <= 0.0)
                continue;
            const std::array<QString, 4> precisions = {u"fp32"_qs, u"fp16"_qs, u"int32"_qs, u"int16"_qs};
            std::array<double, 4> ratio{};
            double total = 0.0;
            size_t dominant = 1; // fp16 when nothing says otherwise
            for (size_t i = 0; i < precisions.size(); ++i) {
                ratio[i] = value(prefix + u"vec_" + precisions[i] + u"_ratio").value_or(0.0);
                total += ratio[i];
                if (ratio[i] > ratio[dominant])
                    dominant = i;
            }
            // "misc" instructions have no precision of their own: they count with the
            // dominant one.
            const double misc = value(prefix + u"vec_misc_ratio").value_or(0.0);
            ratio[dominant] += misc;
            total += misc;
            if (total <= 0.0) {
                addWork(ComponentId::Vector, side, u"fp16"_qs, *vfops);
                continue;
            }
            for (size_t i = 0; i < precisions.size(); ++i)
                addWork(ComponentId::Vector, side, precisions[i], *vfops * ratio[i] / total);
        }
    }

    // MemoryAccess (A2/A3) and msprof op Memory: data volumes per path in KB (1 KB = 1024 B).
    void mapDataVolumes()
    {
        struct Path
        {
            const char16_t *column;
            ComponentId id;
            Side side;
            const char16_t *path;
        };
        static const Path paths[] = {
            {u"gm_to_l1_datas", ComponentId::Mte2, Side::Aic, u"gm_to_l1"},
            {u"gm_to_ub_datas", ComponentId::Mte2, Side::Aiv, u"gm_to_ub"},
            {u"ub_to_gm_datas", ComponentId::Mte3, Side::Aiv, u"ub_to_gm"},
            {u"l0c_to_gm_datas", ComponentId::FixPipe, Side::Aic, u"l0c_to_gm"},
            {u"l0c_to_l1_datas", ComponentId::FixPipe, Side::Aic, u"l0c_to_l1"},
        };
        for (const Path &p : paths) {
            for (const QString &prefix : {QString(), u"aic_"_qs, u"aiv_"_qs}) {
                const auto kb = value(prefix + QStringView(p.column));
                if (!kb || *kb <= 0.0)
                    continue;
                addWork(p.id, m_separated ? p.side : Side::None, QString::fromUtf16(p.path), *kb * 1024.0);
                m_volumeFor |= 1u << unsigned(p.id);
            }
        }
    }

    bool hasVolume(ComponentId id) const { return (m_volumeFor >> unsigned(id)) & 1u; }

    bool usesCube() const
    {
        if (m_op.taskType == TaskType::MixAic || m_op.taskType == TaskType::MixAiv)
            return true;
        const QString type = m_op.type.toLower();
        if (type == u"cube" || type == u"mix")
            return true;
        if (const ComponentSample *c = m_op.component({ComponentId::Cube, Side::None}))
            return c->busyUs.value_or(0.0) > 0.0 || !c->work.isEmpty();
        // On coupled chips only the Cube path goes through L1, so L1 traffic in the Memory
        // group marks a cube operator even when PipeUtilization was recorded in another run.
        for (const QString &prefix : {QString(), u"aic_"_qs}) {
            if (first({prefix + u"l1_read_bw", prefix + u"l1_write_bw"}).value_or(0.0) > 0.0)
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
        for (const QString &prefix : {QString(), u"aic_"_qs, u"aiv_"_qs}) {
            const Side side = sideFor(sideOfPrefix(prefix));
            const auto ct = coreTime(side);
            if (!ct || !ran(side))
                continue;
            const double scale = 1e3 * *ct * blocks(side);
            if (const auto read = value(prefix + u"main_mem_read_bw"); read && !hasVolume(ComponentId::Mte2)) {
                const bool viaL1 = m_separated ? side == Side::Aic : cube;
                addWork(ComponentId::Mte2, side, viaL1 ? u"gm_to_l1"_qs : u"gm_to_ub"_qs, *read * scale);
            }
            if (const auto write = value(prefix + u"main_mem_write_bw")) {
                const bool fixpipe = m_separated && side == Side::Aic;
                const ComponentId id = fixpipe ? ComponentId::FixPipe : ComponentId::Mte3;
                if (!hasVolume(id))
                    addWork(id, side, fixpipe ? u"l0c_to_gm"_qs : u"ub_to_gm"_qs, *write * scale);
            }
        }
    }

    void keepMetrics()
    {
        m_op.metrics.reserve(m_op.metrics.size() + m_values.size() + 3); // + the L2 hit rates below
        for (auto it = m_values.cbegin(); it != m_values.cend(); ++it)
            m_op.metrics.insert(it.key(), it.value());
        // The rules read L2 hit rates as fractions under one name per side.
        for (const QString &prefix : {QString(), u"aic_"_qs, u"aiv_"_qs}) {
            if (const auto pct = first({prefix + u"total_hit_rate", prefix + u"l2_cache_hit_rate"}))
                m_op.metrics.insert(prefix + u"l2_hit_rate", *pct / 100.0);
        }
        // Rows of one table name the same metrics: the groups are worked out once per set.
        static thread_local QStringList lastNames, lastGroups;
        const QStringList names = m_values.keys();
        if (names != lastNames) {
            lastGroups = metricGroupsOf(names);
            lastNames = names;
        }
        for (const QString &g : lastGroups) {
            if (!m_op.metricGroups.contains(g))
                m_op.metricGroups << g;
        }
    }

    Operator &m_op;
    const PmuValues &m_values;
    bool m_separated;
    DisagreeingRatios m_ratios;
    bool m_aicRan = false;
    bool m_aivRan = false;
    unsigned m_volumeFor = 0; // bit per component that got bytes from data-volume columns
};

} // namespace

void applyPmuValues(Operator &op, const PmuValues &values, bool separated, DisagreeingRatios ratios)
{
    if (values.isEmpty())
        return;
    Mapper(op, values, separated, ratios).run();
}

} // namespace rl
