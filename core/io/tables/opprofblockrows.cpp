// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/opprofblockrows.h"

#include <array>

namespace rl {

namespace {

// Counts and volumes add up over blocks; times, ratios, rates and bandwidths are per-core
// means. A rate is never a count, whatever it is a rate of: `aic_icache_miss_rate` was once
// summed for its "cache_miss", two blocks making 0.32 a 0.64. L2 counts end in `_hit`,
// `_miss_allocate` (A2/A3) or `_miss`, `_victim` (950's close/far counters).
bool isSummed(const QString &name)
{
    if (name.endsWith(u"_rate") || name.endsWith(u"_ratio"))
        return false;
    return name.endsWith(u"_fops") || name.endsWith(u"_datas") || name.endsWith(u"_instructions")
        || name.endsWith(u"_cycles") || name.contains(u"instr_number") || name.endsWith(u"_hit")
        || name.endsWith(u"_miss_allocate") || name.endsWith(u"_miss") || name.endsWith(u"_victim");
}

} // namespace

void OpprofBlockRows::add(const QString &metric, double value)
{
    Accumulator &a = m_metrics[metric];
    a.sum += value;
    ++a.rows;
}

std::optional<double> OpprofBlockRows::sum(const QString &metric) const
{
    const auto it = m_metrics.constFind(metric);
    if (it == m_metrics.constEnd())
        return std::nullopt;
    return it->sum;
}

PmuValues OpprofBlockRows::values() const
{
    PmuValues values;
    for (auto it = m_metrics.cbegin(); it != m_metrics.cend(); ++it)
        values.insert(it.key(), isSummed(it.key()) ? it->sum : it->sum / it->rows);
    recomputeHitRates(values);
    return values;
}

// The L2Cache group's rates as msprof op defines them per row (hits over hits and allocating
// misses, in percent; the real CANN 8.5.2 rows recompute to the written digits), over the
// summed counts of all blocks. A rate whose accesses sum to zero is unknown, not 0 %.
void OpprofBlockRows::recomputeHitRates(PmuValues &values) const
{
    struct Counts
    {
        double hits = 0.0, accesses = 0.0;
        bool known = false;
    };
    for (const QString &prefix : {u"aic_"_qs, u"aiv_"_qs, QString()}) {
        const auto counts = [&](std::initializer_list<const char16_t *> ports) {
            Counts c;
            for (const char16_t *port : ports) {
                const auto hit = sum(prefix + QStringView(port) + u"_cache_hit");
                const auto miss = sum(prefix + QStringView(port) + u"_cache_miss_allocate");
                if (!hit && !miss)
                    continue;
                c.known = true;
                c.hits += hit.value_or(0.0);
                c.accesses += hit.value_or(0.0) + miss.value_or(0.0);
            }
            return c;
        };
        const std::array<std::pair<QString, Counts>, 3> rates = {
            std::pair{prefix + u"write_hit_rate", counts({u"write"})},
            std::pair{prefix + u"read_hit_rate", counts({u"r0_read", u"r1_read"})},
            std::pair{prefix + u"total_hit_rate", counts({u"write", u"r0_read", u"r1_read"})}};
        for (const auto &[rate, c] : rates) {
            if (!c.known || !values.contains(rate))
                continue;
            if (c.accesses > 0.0)
                values.insert(rate, 100.0 * c.hits / c.accesses);
            else
                values.remove(rate);
        }
    }
}

} // namespace rl
