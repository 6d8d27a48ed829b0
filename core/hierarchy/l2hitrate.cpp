// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hierarchy/l2hitrate.h"

#include "core/model/metricnames.h"

#include <array>

namespace rl {

namespace {

constexpr std::array<QStringView, 3> kPrefixes = {u"", u"aic_", u"aiv_"};

std::optional<double> metric(const Operator &op, const QString *interned)
{
    const auto v = op.metrics.valueInterned(interned);
    if (!v || !(*v >= 0.0))
        return std::nullopt;
    return v;
}

// The metric under each prefix, interned once (every kernel of a long run asks).
struct PrefixedName
{
    std::array<const QString *, 3> names;
    explicit PrefixedName(QStringView base)
    {
        for (size_t i = 0; i < kPrefixes.size(); ++i)
            names[i] = MetricNames::intern(kPrefixes[i].toString() + base.toString());
    }
};

const std::array<PrefixedName, 3> &hitCounts()
{
    static const std::array<PrefixedName, 3> names = {
        PrefixedName(u"write_cache_hit"), PrefixedName(u"r0_read_cache_hit"), PrefixedName(u"r1_read_cache_hit")};
    return names;
}

const std::array<PrefixedName, 3> &missCounts()
{
    static const std::array<PrefixedName, 3> names = {PrefixedName(u"write_cache_miss_allocate"),
                                                      PrefixedName(u"r0_read_cache_miss_allocate"),
                                                      PrefixedName(u"r1_read_cache_miss_allocate")};
    return names;
}

// In the order they are tried: the total first, then the coupled chips' column.
const std::array<PrefixedName, 2> &percentColumns()
{
    static const std::array<PrefixedName, 2> names = {PrefixedName(u"total_hit_rate"),
                                                      PrefixedName(u"l2_cache_hit_rate")};
    return names;
}

// Whether the operator's metrics name none of the hit rate's inputs, known without looking
// each of them up where the rows of a table share one list of names: a long run's kernels
// asked two dozen names each, of tables that have none of them. Remembered per thread for
// the last shared list; a map with names of its own is looked up as it is.
bool namesNoInput(const Operator &op)
{
    const MetricMap &m = op.metrics;
    if (m.isEmpty())
        return true;
    if (!m.sharesNamesWith(m)) // a map shares its names with itself only if it shares a list
        return false;
    struct Memo
    {
        const QString *const *list = nullptr;
        qsizetype size = 0;
        bool noInput = false;
    };
    static thread_local Memo t_memo;
    const QString *const *list = m.cbegin().namePosition();
    if (t_memo.list != list || t_memo.size != m.size()) {
        bool any = false;
        const auto look = [&m, &any](const PrefixedName &name) {
            for (const QString *interned : name.names)
                any = any || m.findInterned(interned) != m.cend();
        };
        for (const PrefixedName &name : hitCounts())
            look(name);
        for (const PrefixedName &name : missCounts())
            look(name);
        for (const PrefixedName &name : percentColumns())
            look(name);
        t_memo = {list, m.size(), !any};
    }
    return t_memo.noInput;
}

// Hits and misses from the counts: writes and both read ports.
OptionalNumber fromCounts(const Operator &op)
{
    const std::array<PrefixedName, 3> &kHits = hitCounts();
    const std::array<PrefixedName, 3> &kMisses = missCounts();
    double hits = 0.0, misses = 0.0;
    bool known = false;
    for (size_t side = 0; side < kPrefixes.size(); ++side) {
        for (const PrefixedName &n : kHits) {
            if (const auto v = metric(op, n.names[side])) {
                hits += *v;
                known = true;
            }
        }
        for (const PrefixedName &n : kMisses) {
            if (const auto v = metric(op, n.names[side])) {
                misses += *v;
                known = true;
            }
        }
    }
    if (!known || !(hits + misses > 0.0))
        return {};
    return hits / (hits + misses);
}

// A percentage column (the profilers label them "(%)"), as a fraction.
OptionalNumber fromPercentColumns(const Operator &op)
{
    for (const PrefixedName &name : percentColumns()) {
        double sum = 0.0;
        int count = 0;
        for (const QString *interned : name.names) {
            if (const auto v = metric(op, interned); v && *v <= 100.0) {
                sum += *v;
                ++count;
            }
        }
        if (count > 0)
            return sum / count / 100.0;
    }
    return {};
}

} // namespace

OptionalNumber metricL2HitRate(const Operator &op)
{
    if (namesNoInput(op))
        return {};
    if (const OptionalNumber counted = fromCounts(op))
        return counted;
    return fromPercentColumns(op);
}

} // namespace rl
