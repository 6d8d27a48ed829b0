// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/comparisonjson.h"

#include "core/report/runcomparison.h"

#include "core/report/jsonutil.h"

namespace rl {

using json::Json;

namespace {

Json categoryMap(const RunTotals &t, bool shares)
{
    Json o = Json::object();
    for (Category c : kAllCategories) {
        if (shares)
            o[categoryId(c).toStdString()] = t.categoryTimeShare.value(c, 0.0);
        else
            o[categoryId(c).toStdString()] = t.categoryCount.value(c, 0);
    }
    return o;
}

Json runJson(const RunTotals &t, const Analysis &a)
{
    Json o;
    o["path"] = json::str(t.paths.join(u"; "));
    o["total_duration_us"] = t.totalDurationUs;
    o["category_time_share"] = categoryMap(t, true);
    o["paths"] = json::strings(t.paths);
    o["operator_count"] = t.operatorCount;
    o["category_count"] = categoryMap(t, false);
    o["hardware"] = json::str(a.hardware.id);
    return o;
}

Json limitJson(const LimitingComponent &l)
{
    return Json{{"component", l.key ? json::str(l.key->toString()) : Json(nullptr)},
                {"U", json::opt(l.U)},
                {"R", json::opt(l.R)}};
}

Json indices(const std::vector<int> &list)
{
    Json a = Json::array();
    for (int i : list)
        a.push_back(i);
    return a;
}

} // namespace

QByteArray comparisonToJson(const Comparison &c, int indent)
{
    Json root;
    root["schema"] = "rooflens.comparison/1";
    root["baseline"] = runJson(c.baselineTotals, *c.baseline);
    root["candidate"] = runJson(c.candidateTotals, *c.candidate);
    root["speedup"] = json::opt(c.speedup);

    Json matches = Json::array();
    for (const OperatorDelta &d : c.deltas) {
        const Operator &b = c.baseline->op(d.match.baselineIndex);
        const Operator &a = c.candidate->op(d.match.candidateIndex);
        Json m;
        m["key"] = json::str(d.match.key);
        m["baseline_index"] = d.match.baselineIndex;
        m["candidate_index"] = d.match.candidateIndex;
        m["baseline_duration_us"] = d.baselineUs;
        m["candidate_duration_us"] = d.candidateUs;
        m["speedup"] = json::opt(d.speedup);
        m["baseline_category"] = json::str(categoryId(d.baselineCategory));
        m["candidate_category"] = json::str(categoryId(d.candidateCategory));
        m["rule"] = json::str(matchRuleId(d.match.rule));
        m["baseline_name"] = json::str(b.name);
        m["candidate_name"] = json::str(a.name);
        m["type"] = json::strOrNull(b.type);
        m["delta_us"] = d.deltaUs();
        m["change_pct"] = json::opt(d.changePct);
        m["verdict"] = json::str(deltaVerdictId(d.verdict));
        m["baseline_limiting"] = limitJson(d.baselineLimit);
        m["candidate_limiting"] = limitJson(d.candidateLimit);
        matches.push_back(std::move(m));
    }
    root["matches"] = std::move(matches);
    root["unmatched_baseline"] = indices(c.unmatchedBaseline);
    root["unmatched_candidate"] = indices(c.unmatchedCandidate);

    root["tool"] = Json{{"name", "rooflens"}, {"version", ROOFLENS_VERSION}};
    root["noise_threshold_pct"] = c.options.noiseThresholdPct;
    root["regressions"] = indices(c.topRegressions(-1));
    root["improvements"] = indices(c.topImprovements(-1));
    const RunBreakdown *before = c.baseline->profile->run.get(), *after = c.candidate->profile->run.get();
    if (before || after)
        root["run"] = runComparisonJson(before, after);
    return json::dump(root, indent);
}

} // namespace rl
