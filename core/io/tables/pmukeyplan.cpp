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

qsizetype PmuKeyPlan::entry(Prefix prefix, const char16_t *name) const
{
    const quintptr key = (reinterpret_cast<quintptr>(name) << 2) | quintptr(prefix);
    size_t slot = size_t((key >> 3) * 0x9E3779B97F4A7C15ULL >> 54) % kAnswerSlots;
    for (size_t probes = 0; probes < kAnswerSlots; ++probes, slot = (slot + 1) % kAnswerSlots) {
        const Answer &a = m_answers[slot];
        if (a.key == key)
            return a.at;
        if (a.key == 0)
            break;
    }
    const QString full = text(prefix) + QStringView(name);
    const qsizetype at = m_keys.indexOf(full);
    // Kept while the table stays at most half full; past that (no real caller asks that many)
    // answers are worked out each time.
    if (m_answersHeld < kAnswerSlots / 2 && m_answers[slot].key == 0) {
        m_answers[slot] = {key, at};
        ++m_answersHeld;
    }
    return at;
}

} // namespace rl
