// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/pmukeyplan.h"

#include "core/io/tables/metricgroups.h"

#include <memory>
#include <optional>

namespace rl {

namespace {

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

} // namespace

Side PmuKeyPlan::sideOf(Prefix prefix)
{
    return prefix == Prefix::Aic ? Side::Aic : prefix == Prefix::Aiv ? Side::Aiv : Side::None;
}

const QString &PmuKeyPlan::text(Prefix prefix)
{
    static const QString texts[] = {QString(), u"aic_"_qs, u"aiv_"_qs};
    return texts[int(prefix)];
}

PmuKeyPlan::PmuKeyPlan(const MetricMap &values) : m_keys(values.keys())
{
    for (qsizetype i = 0; i < m_keys.size(); ++i) {
        QStringView base = m_keys[i];
        Side side = Side::None;
        if (base.startsWith(u"aic_") || base.startsWith(u"aiv_")) {
            side = base.startsWith(u"aic_") ? Side::Aic : Side::Aiv;
            base = base.mid(4);
        }
        const qsizetype cut = base.lastIndexOf(u'_');
        if (cut <= 0)
            continue;
        const QStringView what = base.mid(cut + 1);
        if (what != u"time" && what != u"ratio")
            continue;
        if (const auto id = pipeOf(base.left(cut)))
            m_busy.push_back({i, *id, side, what == u"time"});
    }
    m_groups = metricGroupsOf(m_keys);
    for (Prefix prefix : kPrefixes) {
        for (size_t n = 0; n < size_t(Name::Count); ++n)
            m_entries[size_t(prefix)][n] = m_keys.indexOf(text(prefix) + nameText(Name(n)));
    }
}

bool PmuKeyPlan::describes(const MetricMap &values) const
{
    if (values.size() != m_keys.size())
        return false;
    auto key = m_keys.cbegin();
    for (auto it = values.keyBegin(); it != values.keyEnd(); ++it, ++key) {
        // Rows of one table share their names' text, so the pointers usually settle it.
        if (it->constData() != key->constData() && *it != *key)
            return false;
    }
    return true;
}

const PmuKeyPlan &PmuKeyPlan::forValues(const MetricMap &values)
{
    static thread_local std::unique_ptr<PmuKeyPlan> last;
    if (!last || !last->describes(values))
        last.reset(new PmuKeyPlan(values));
    return *last;
}

QStringView PmuKeyPlan::nameText(Name name)
{
    static const char16_t *const texts[] = {
        u"aicore_time",      u"aic_time",       u"aic_total_time",   u"aiv_time",          u"aiv_total_time",
        u"aic_total_cycles", u"total_cycles",   u"aiv_total_cycles", u"cube_fops",         u"mac_fp16_ratio",
        u"cube_fp16_ratio",  u"mac_int8_ratio", u"cube_int8_ratio",  u"vector_fops",       u"vec_fops",
        u"vec_fp32_ratio",   u"vec_fp16_ratio", u"vec_int32_ratio",  u"vec_int16_ratio",   u"vec_misc_ratio",
        u"gm_to_l1_datas",   u"gm_to_ub_datas", u"ub_to_gm_datas",   u"l0c_to_gm_datas",   u"l0c_to_l1_datas",
        u"l1_read_bw",       u"l1_write_bw",    u"main_mem_read_bw", u"main_mem_write_bw", u"total_hit_rate",
        u"l2_cache_hit_rate"};
    static_assert(std::size(texts) == size_t(Name::Count));
    return QStringView(texts[size_t(name)]);
}

} // namespace rl
