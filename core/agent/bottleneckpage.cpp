// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/agent/bottleneckpage.h"

#include "core/agent/typegroups.h"

#include <algorithm>
#include <numeric>

namespace rl {

using json::Json;

namespace {

// The verdict's words and the advice of the call an item stands for (its call of most time).
void addEvidenceAndAdvice(Json &item, const Analysis &a, const OperatorResult &representative)
{
    item["evidence"] = json::str(a.evidenceOf(representative));
    Json advice = Json::array();
    for (const AdviceHit &h : a.adviceOf(representative))
        advice.push_back(Json{{"id", json::str(h.id())}, {"title", json::str(h.title())}});
    item["advice"] = advice;
}

Json typeItem(const Analysis &a, const TypeGroup &g)
{
    Json item;
    item["type"] = json::str(g.type);
    item["calls"] = qint64(g.calls.size());
    item["total_us"] = g.totalUs;
    item["category"] = json::str(categoryId(g.category));
    item["bound_component"] = g.boundComponent ? json::str(g.boundComponent->toString()) : Json();
    item["estimated_gain_us"] = json::opt(g.estimatedGainUs);
    addEvidenceAndAdvice(item, a, a.operators[size_t(g.representative)]);
    return item;
}

// A kernel group (core/analysis/operatorgroup.h) by its representative: the call a group view
// selects, whose verdict, bound component, evidence and advice the item shows.
Json operatorItem(const Analysis &a, const OperatorGroup &g)
{
    const OperatorResult &r = a.operators[size_t(g.representative)];
    Json item;
    item["index"] = r.index;
    item["name"] = json::str(g.name);
    item["calls"] = qint64(g.calls.size());
    item["total_us"] = g.totalUs;
    item["category"] = json::str(categoryId(g.category));
    item["bound_component"] = r.boundComponent ? json::str(r.boundComponent->toString()) : Json();
    item["estimated_gain_us"] = json::opt(g.estimatedGainUs);
    addEvidenceAndAdvice(item, a, r);
    return item;
}

// The kernel groups most gain first (those without one last), then most total time: the
// analysis keeps them by total time alone.
std::vector<size_t> groupsByGain(const std::vector<OperatorGroup> &groups)
{
    std::vector<size_t> order(groups.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) {
        const OperatorGroup &a = groups[x], &b = groups[y];
        if (a.estimatedGainUs.has_value() != b.estimatedGainUs.has_value())
            return a.estimatedGainUs.has_value();
        if (a.estimatedGainUs && *a.estimatedGainUs != *b.estimatedGainUs)
            return *a.estimatedGainUs > *b.estimatedGainUs;
        return a.totalUs > b.totalUs;
    });
    return order;
}

// Fills `page` from the matching items, made only for the page: `make(i)` is the i-th match.
template<typename Make>
void fillPage(BottleneckPage &page, const BottleneckQuery &query, size_t byteBudget, const Make &make)
{
    const qsizetype limit = std::max(1, query.limit);
    const qsizetype start = std::clamp<qsizetype>(query.offset, 0, page.total);
    size_t bytes = 2; // the array's brackets
    qsizetype end = start;
    for (; end < page.total && end - start < limit; ++end) {
        Json item = make(end);
        const size_t itemBytes = size_t(json::dumpFragment(item, -1).size()) + (end > start ? 1 : 0);
        if (end > start && bytes + itemBytes > byteBudget)
            break;
        bytes += itemBytes;
        page.items.push_back(std::move(item));
    }
    if (end < page.total)
        page.nextOffset = end;
}

} // namespace

BottleneckPage bottleneckPage(const Analysis &analysis, const BottleneckQuery &query, size_t byteBudget)
{
    BottleneckPage page;
    const auto wanted = [&](Category c) { return !query.category || *query.category == c; };
    if (query.groupBy == BottleneckGrouping::Type) {
        std::vector<TypeGroup> groups = groupsByType(analysis);
        std::erase_if(groups, [&](const TypeGroup &g) { return !wanted(g.category); });
        page.total = qsizetype(groups.size());
        fillPage(page, query, byteBudget, [&](qsizetype i) { return typeItem(analysis, groups[size_t(i)]); });
    } else {
        std::vector<size_t> order = groupsByGain(analysis.groups);
        std::erase_if(order, [&](size_t g) { return !wanted(analysis.groups[g].category); });
        page.total = qsizetype(order.size());
        fillPage(page, query, byteBudget,
                 [&](qsizetype i) { return operatorItem(analysis, analysis.groups[order[size_t(i)]]); });
    }
    return page;
}

} // namespace rl
