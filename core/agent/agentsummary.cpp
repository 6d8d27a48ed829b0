// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/agent/agentsummary.h"

#include "core/agent/typegroups.h"
#include "core/run/runbreakdown.h"

namespace rl {

using json::Json;

namespace {

constexpr size_t kTopGroups = 10;

// The same shares the analysis JSON's summary writes (core/report/analysisjson.cpp): every
// category by its contract id, 0 for those with no time.
Json categoryTimeShare(const Analysis &a)
{
    Json shares = Json::object();
    for (Category c : kAllCategories)
        shares[categoryId(c).toStdString()] = a.summary.categoryTimeShare.value(c, 0.0);
    return shares;
}

Json topGroups(const Analysis &a)
{
    const std::vector<TypeGroup> groups = groupsByType(a);
    Json list = Json::array();
    for (size_t i = 0; i < groups.size() && i < kTopGroups; ++i) {
        const TypeGroup &g = groups[i];
        const QList<AdviceHit> advice = a.adviceOf(a.operators[size_t(g.representative)]);
        list.push_back(Json{{"type", json::str(g.type)},
                            {"calls", qint64(g.calls.size())},
                            {"total_us", g.totalUs},
                            {"category", json::str(categoryId(g.category))},
                            {"bound_component", g.boundComponent ? json::str(g.boundComponent->toString()) : Json()},
                            {"estimated_gain_us", json::opt(g.estimatedGainUs)},
                            {"advice_title", advice.isEmpty() ? Json() : json::str(advice.first().title())}});
    }
    return list;
}

// The sentence the run page and the terminal summary show (core/run/runsummary.h), and the
// slowest rank when there is more than one to compare.
Json runPart(const Analysis &a)
{
    const RunBreakdown *run = a.profile->run.get();
    if (!run || run->ranks.empty())
        return nullptr;
    return Json{{"summary", json::str(run->summary)},
                {"slowest_rank", run->ranks.size() > 1 ? json::opt(run->slowestRank) : Json()}};
}

} // namespace

// Diagnostics in the order and form of the analysis JSON's `diagnostics`: the profile's, then
// the analysis'.
Json diagnosticsSummary(const Analysis &a, size_t firstCount)
{
    Json first = Json::array();
    qint64 count = 0;
    for (const Diagnostics *list : {&a.profile->diagnostics, &a.diagnostics}) {
        for (const Diagnostic &d : *list) {
            ++count;
            if (first.size() < firstCount)
                first.push_back(Json{{"severity", json::str(severityName(d.severity))},
                                     {"message", json::str(d.message)},
                                     {"location", json::strOrNull(d.location)}});
        }
    }
    return Json{{"count", count}, {"first", first}};
}

json::Json agentSummary(const Analysis &analysis)
{
    const HardwareSpec &h = analysis.hardware;
    Json root;
    root["schema"] = "rooflens.summary/1";
    root["chip"] = h.isKnown() ? json::str(h.id) : Json();
    root["clock_mhz"] = h.clockMhz > 0.0 ? Json(h.clockMhz) : Json();
    root["operator_count"] = analysis.summary.operatorCount;
    root["total_duration_us"] = analysis.summary.totalDurationUs;
    root["category_time_share"] = categoryTimeShare(analysis);
    root["top_groups"] = topGroups(analysis);
    root["run"] = runPart(analysis);
    root["diagnostics"] = diagnosticsSummary(analysis);
    return root;
}

} // namespace rl
