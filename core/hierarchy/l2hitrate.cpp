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

// Hits and misses from the counts: writes and both read ports.
OptionalNumber fromCounts(const Operator &op)
{
    static const std::array<PrefixedName, 3> kHits = {
        PrefixedName(u"write_cache_hit"), PrefixedName(u"r0_read_cache_hit"), PrefixedName(u"r1_read_cache_hit")};
    static const std::array<PrefixedName, 3> kMisses = {PrefixedName(u"write_cache_miss_allocate"),
                                                        PrefixedName(u"r0_read_cache_miss_allocate"),
                                                        PrefixedName(u"r1_read_cache_miss_allocate")};
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
    static const PrefixedName kTotal(u"total_hit_rate");
    static const PrefixedName kCoupled(u"l2_cache_hit_rate");
    for (const PrefixedName *name : {&kTotal, &kCoupled}) {
        double sum = 0.0;
        int count = 0;
        for (const QString *interned : name->names) {
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
    if (const OptionalNumber counted = fromCounts(op))
        return counted;
    return fromPercentColumns(op);
}

} // namespace rl
