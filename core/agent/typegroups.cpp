// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/agent/typegroups.h"

#include <QMap>

#include <algorithm>
#include <unordered_map>
#include <utility>

namespace rl {

namespace {

// What a type's calls add up to besides the group itself: the time per category and per bound
// component, to pick the one of most time once every call is counted.
struct TypeTimes
{
    QMap<Category, double> byCategory;
    std::vector<std::pair<ComponentKey, double>> byBound; // in the order first met: ties keep the first
};

void addBoundTime(TypeTimes &times, const ComponentKey &key, double us)
{
    for (auto &[k, t] : times.byBound) {
        if (k == key) {
            t += us;
            return;
        }
    }
    times.byBound.emplace_back(key, us);
}

bool moreGainFirst(const TypeGroup &a, const TypeGroup &b)
{
    if (a.estimatedGainUs.has_value() != b.estimatedGainUs.has_value())
        return a.estimatedGainUs.has_value();
    if (a.estimatedGainUs && *a.estimatedGainUs != *b.estimatedGainUs)
        return *a.estimatedGainUs > *b.estimatedGainUs;
    if (a.totalUs != b.totalUs)
        return a.totalUs > b.totalUs;
    return a.type < b.type;
}

} // namespace

std::vector<TypeGroup> groupsByType(const Analysis &analysis)
{
    std::vector<TypeGroup> groups;
    std::vector<TypeTimes> times;
    std::unordered_map<QString, size_t> byType;
    for (size_t i = 0; i < analysis.operators.size(); ++i) {
        const OperatorResult &r = analysis.operators[i];
        const Operator &op = analysis.op(r.index);
        const QString &type = op.type.isEmpty() ? op.name : op.type;
        const auto [it, isNew] = byType.try_emplace(type, groups.size());
        if (isNew) {
            TypeGroup g;
            g.type = type;
            groups.push_back(std::move(g));
            times.emplace_back();
        }
        TypeGroup &g = groups[it->second];
        TypeTimes &t = times[it->second];
        const double d = op.durationUs;
        if (g.calls.empty() || d > analysis.op(analysis.operators[size_t(g.representative)].index).durationUs)
            g.representative = int(i);
        g.calls.push_back(int(i));
        g.totalUs += d;
        t.byCategory[r.category] += d;
        if (r.boundComponent)
            addBoundTime(t, *r.boundComponent, d);
        if (r.estimatedGainUs)
            g.estimatedGainUs = g.estimatedGainUs.value_or(0.0) + *r.estimatedGainUs;
    }
    for (size_t i = 0; i < groups.size(); ++i) {
        groups[i].category = categoryOfMostTime(times[i].byCategory);
        const auto &bound = times[i].byBound;
        const auto most = std::max_element(bound.begin(), bound.end(),
                                           [](const auto &a, const auto &b) { return a.second < b.second; });
        if (most != bound.end())
            groups[i].boundComponent = most->first;
    }
    std::sort(groups.begin(), groups.end(), moreGainFirst);
    return groups;
}

} // namespace rl
