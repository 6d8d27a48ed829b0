// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/comparisonjson.h"

#include "core/report/communicationcomparison.h"

#include "core/report/inmemoryoutput.h"
#include "core/report/jsonarraystream.h"
#include "core/report/jsonstreamwriter.h"
#include "core/report/jsonutil.h"
#include "core/report/memorycomparison.h"
#include "core/report/runcomparison.h"

namespace rl {

using json::Json;
using json::JsonStreamWriter;

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

void writeLimit(JsonStreamWriter &w, const LimitingComponent &l)
{
    w.beginObject();
    w.fieldOrNull("component", l.key ? l.key->toString() : QString());
    w.field("U", l.U);
    w.field("R", l.R);
    w.endObject();
}

void writeMatch(JsonStreamWriter &w, const Comparison &c, const OperatorDelta &d)
{
    const Operator &b = c.baseline->op(d.match.baselineIndex);
    const Operator &a = c.candidate->op(d.match.candidateIndex);
    w.beginObject();
    w.field("key", d.match.key);
    w.field("baseline_index", d.match.baselineIndex);
    w.field("candidate_index", d.match.candidateIndex);
    w.field("baseline_duration_us", d.baselineUs);
    w.field("candidate_duration_us", d.candidateUs);
    w.field("speedup", d.speedup);
    w.field("baseline_category", categoryId(d.baselineCategory));
    w.field("candidate_category", categoryId(d.candidateCategory));
    w.field("rule", matchRuleId(d.match.rule));
    w.field("baseline_name", b.name);
    w.field("candidate_name", a.name);
    w.fieldOrNull("type", b.type);
    w.field("delta_us", d.deltaUs());
    w.field("change_pct", d.changePct);
    w.field("verdict", deltaVerdictId(d.verdict));
    w.key("baseline_limiting");
    writeLimit(w, d.baselineLimit);
    w.key("candidate_limiting");
    writeLimit(w, d.candidateLimit);
    w.endObject();
}

Json indices(const std::vector<int> &list)
{
    Json a = Json::array();
    for (int i : list)
        a.push_back(i);
    return a;
}

} // namespace

bool writeComparisonJson(const Comparison &c, QIODevice &device, int indent)
{
    Json root;
    root["schema"] = "rooflens.comparison/1";
    root["baseline"] = runJson(c.baselineTotals, *c.baseline);
    root["candidate"] = runJson(c.candidateTotals, *c.candidate);
    root["speedup"] = json::opt(c.speedup);
    // The matches are written one at a time into the text (jsonarraystream.h): two long runs
    // give a quarter of a million, which as one document took gigabytes.
    static constexpr char kMatchesMarker[] = "\x01matches\x01";
    root["matches"] = kMatchesMarker;
    root["unmatched_baseline"] = indices(c.unmatchedBaseline);
    root["unmatched_candidate"] = indices(c.unmatchedCandidate);

    root["tool"] = Json{{"name", "rooflens"}, {"version", ROOFLENS_VERSION}};
    root["noise_threshold_pct"] = c.options.noiseThresholdPct;
    root["regressions"] = indices(c.topRegressions(-1));
    root["improvements"] = indices(c.topImprovements(-1));
    const RunBreakdown *before = c.baseline->profile->run.get(), *after = c.candidate->profile->run.get();
    if (before || after)
        root["run"] = runComparisonJson(before, after);
    std::vector<json::StreamedArray> arrays{
        {kMatchesMarker, c.deltas.size(), [&](JsonStreamWriter &w, size_t i) { writeMatch(w, c, c.deltas[i]); }}};
    std::optional<CommunicationComparison> communication;
    if (c.baseline->communication && c.candidate->communication) {
        communication = compareCommunication(*c.baseline->communication, *c.candidate->communication);
        root["communication"] = communicationComparisonJson(*c.baseline->communication, *c.candidate->communication,
                                                            *communication);
        arrays.push_back(communicationMatchesArray(*communication));
    }
    if (c.baseline->memory || c.candidate->memory)
        root["memory"] = memoryComparisonJson(c.baseline->memory.get(), c.candidate->memory.get());
    return json::writeJsonWithStreamedArrays(device, root, indent, arrays);
}

QByteArray comparisonDeltaJson(const Comparison &c, const OperatorDelta &delta)
{
    std::string out;
    JsonStreamWriter w(out);
    writeMatch(w, c, delta);
    w.flush();
    return QByteArray(out.data(), qsizetype(out.size()));
}

QByteArray comparisonToJson(const Comparison &c, int indent)
{
    return writtenToMemory([&](QIODevice &device) { return writeComparisonJson(c, device, indent); });
}

} // namespace rl
