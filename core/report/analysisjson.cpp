// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/analysisjson.h"

#include "core/analysis/implausibleutilisation.h"
#include "core/common/timearithmetic.h"
#include "core/report/jsonutil.h"
#include "core/report/runjson.h"
#include "core/run/runbreakdown.h"

#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <limits>

namespace rl {

using json::Json;

namespace {

Json workJson(const WorkMap &work)
{
    if (work.isEmpty())
        return nullptr;
    Json o = Json::object();
    for (auto it = work.cbegin(); it != work.cend(); ++it)
        o[it.key().toStdString()] = it.value();
    return o;
}

Json componentJson(const ComponentResult &c)
{
    Json o;
    o["busy_us"] = json::opt(c.busyUs);
    o["core_time_us"] = c.coreTimeUs;
    o["block_dim"] = c.blockDim;
    o["R"] = json::opt(c.R);
    o["U"] = json::opt(c.U);
    o["E"] = json::opt(c.E);
    o["ideal_us"] = json::opt(c.idealUs);
    o["work"] = workJson(c.work);
    o["dominant"] = json::strOrNull(c.dominantItem);
    o["missing_peak"] = json::strOrNull(c.missingPeak);
    if (isChipMemory(c.key.id)) {
        o["bandwidth_gbs"] = json::opt(c.bandwidthGbs);
        o["variant"] = json::strOrNull(c.variant);
    }
    return o;
}

Json pipelineFigures(const QMap<QString, double> &busy, double span, double serial, double overlap, double idle)
{
    Json o;
    Json pipes = Json::object();
    for (auto it = busy.cbegin(); it != busy.cend(); ++it)
        pipes[it.key().toStdString()] = Json{{"busy_us", it.value()}};
    o["pipes"] = pipes;
    o["span_us"] = span;
    o["serial_fraction"] = serial;
    o["overlap_fraction"] = overlap;
    o["idle_fraction"] = idle;
    return o;
}

Json pipelineJson(const PipelineStats &p)
{
    Json o = pipelineFigures(p.pipeBusyUs, p.spanUs, p.serialFraction, p.overlapFraction, p.idleFraction);
    if (p.units.size() > 1) {
        Json units = Json::object();
        for (const UnitPipelineStats &u : p.units)
            units[u.unit.toStdString()] = pipelineFigures(u.pipeBusyUs, u.spanUs, u.serialFraction, u.overlapFraction,
                                                          u.idleFraction);
        o["units"] = units;
    }
    return o;
}

// The spec's chip memories echoed with the variant used, null when it has none.
Json memoryJson(const HardwareSpec &h)
{
    if (!h.gm && !h.l2)
        return nullptr;
    Json o = Json::object();
    for (ComponentId id : kChipMemories) {
        const ChipMemorySpec *m = h.memory(id);
        if (!m)
            continue;
        Json bw = Json::object();
        for (auto it = m->bandwidthGbs.cbegin(); it != m->bandwidthGbs.cend(); ++it)
            bw[it.key().toStdString()] = it.value();
        Json e;
        e["bandwidth_gbs"] = m->bandwidthGbs.isEmpty() ? Json(nullptr) : bw;
        e["variant"] = json::strOrNull(h.hbmVariant.isEmpty() ? m->variant : h.hbmVariant);
        e["bandwidth_gbs_used"] = json::opt(h.memoryBandwidthGbs(id));
        if (id == ComponentId::Gm)
            e["capacity_gb"] = json::opt(m->capacityGb);
        else
            e["capacity_mb"] = json::opt(m->capacityMb);
        o[componentIdName(id).toStdString()] = e;
    }
    return o;
}

Json hardwareJson(const Analysis &a)
{
    const HardwareSpec &h = a.hardware;
    Json o;
    o["id"] = json::str(h.id);
    o["name"] = json::str(h.name);
    o["architecture"] = json::str(h.architectureName());
    o["clock_mhz"] = h.clockMhz;
    o["cube_cores"] = h.cubeCores;
    o["vector_cores"] = h.vectorCores;
    o["source"] = json::str(HardwareSpec::originName(h.origin));
    o["note"] = json::strOrNull(a.hardwareNote);
    o["components"] = Json::parse(QJsonDocument(h.json.value(u"components").toObject()).toJson().toStdString());
    o["hbm_variant"] = json::strOrNull(h.hbmVariant);
    o["memory"] = memoryJson(h);
    return o;
}

Json operatorJson(const Analysis &a, const OperatorResult &r, qint64 firstStart)
{
    const Operator &op = a.op(r.index);
    Json o;
    o["index"] = r.index;
    o["name"] = json::str(op.name);
    o["type"] = json::strOrNull(op.type);
    o["core_type"] = json::strOrNull(op.coreType);
    o["start_ns"] = json::opt(op.startNs);
    o["start_us"] = op.startNs ? Json(differenceUs(*op.startNs, firstStart)) : Json(nullptr);
    o["duration_us"] = op.durationUs;
    o["core_time_us"] = op.coreTimeUs.value_or(op.durationUs);
    o["aiv_time_us"] = json::opt(op.aivTimeUs);
    o["block_dim"] = json::opt(op.blockDim);
    o["mix_block_dim"] = json::opt(op.mixBlockDim);
    Json comps = Json::object();
    for (const ComponentResult &c : r.components)
        comps[c.key.toString().toStdString()] = componentJson(c);
    o["components"] = comps;
    o["u_threshold"] = r.uThreshold;
    o["work_source"] = json::str(workSourceName(r.workSource));
    o["work_assumption"] = json::strOrNull(r.workAssumption);
    o["category"] = json::str(categoryId(r.category));
    o["bound_component"] = r.boundComponent ? json::str(r.boundComponent->toString()) : Json(nullptr);
    o["evidence"] = json::str(r.evidence);
    // The texts that are the same for every hit of an item are in advice_catalogue, once.
    Json advice = Json::array();
    for (const AdviceHit &h : r.advice)
        advice.push_back(Json{{"id", json::str(h.id)},
                              {"title", json::str(h.title)},
                              {"metric", json::strOrNull(h.metric)},
                              {"value", json::opt(h.value)}});
    o["advice"] = advice;
    o["estimated_gain_us"] = json::opt(r.estimatedGainUs);
    o["metric_groups"] = json::strings(op.metricGroups);
    if (hasImplausibleU(r))
        o["implausible"] = true; // some U above kImplausibleU: see the diagnostics
    if (!op.missingCores.isEmpty())
        o["incomplete"] = {{"missing_cores", json::strings(op.missingCores)},
                           {"covered_cores", r.pipeline ? Json(r.pipeline->units.size()) : Json(nullptr)}};
    if (r.pipeline)
        o["pipeline"] = pipelineJson(*r.pipeline);
    return o;
}

// Every advice item some operator got, by id, in the order first met: the explanation and the
// rule were repeated per operator and made up most of a long run's document.
Json adviceCatalogueJson(const Analysis &a)
{
    Json o = Json::object();
    QSet<QString> seen;
    for (const OperatorResult &r : a.operators) {
        for (const AdviceHit &h : r.advice) {
            if (seen.contains(h.id))
                continue;
            seen.insert(h.id);
            o[h.id.toStdString()] = Json{{"title", json::str(h.title)},
                                         {"explanation", json::str(h.explanation)},
                                         {"condition", json::str(h.condition)},
                                         {"family", json::strOrNull(h.family)}};
        }
    }
    return o;
}

} // namespace

QByteArray analysisToJson(const Analysis &a, int indent)
{
    const Profile &profile = *a.profile;
    Json root;
    root["schema"] = "rooflens.analysis/1";
    root["tool"] = Json{{"name", "rooflens"}, {"version", ROOFLENS_VERSION}};

    Json inputs = Json::array();
    for (const InputInfo &in : profile.inputs)
        inputs.push_back(Json{{"path", json::str(in.path)},
                              {"format", json::str(in.format)},
                              {"metric_groups", json::strings(in.metricGroups)},
                              {"chip", json::strOrNull(in.chip)}});
    root["inputs"] = inputs;
    root["hardware"] = a.hardware.isKnown() ? hardwareJson(a) : Json(nullptr);
    root["thresholds"] = Json{
        {"u_cube_ops", a.thresholds.uCubeOps}, {"u_other_ops", a.thresholds.uOtherOps}, {"r", a.thresholds.r}};
    root["advice_catalogue"] = adviceCatalogueJson(a);

    qint64 firstStart = std::numeric_limits<qint64>::max();
    for (const Operator &op : profile.operators) {
        if (op.startNs)
            firstStart = std::min(firstStart, *op.startNs);
    }

    // Operators are written one at a time into the text, not held as one document: a long
    // run's document took several times the memory of the text. The placeholder marks where.
    const bool streamed = indent < 0;
    static constexpr char kOperatorsPlaceholder[] = "\x01operators\x01";
    if (streamed) {
        root["operators"] = kOperatorsPlaceholder;
    } else {
        Json ops = Json::array();
        for (const OperatorResult &r : a.operators)
            ops.push_back(operatorJson(a, r, firstStart));
        root["operators"] = std::move(ops);
    }

    Json counts = Json::object(), shares = Json::object();
    for (Category c : kAllCategories) {
        counts[categoryId(c).toStdString()] = a.summary.categoryCount.value(c, 0);
        shares[categoryId(c).toStdString()] = a.summary.categoryTimeShare.value(c, 0.0);
    }
    root["summary"] = Json{{"operator_count", a.summary.operatorCount},
                           {"total_duration_us", a.summary.totalDurationUs},
                           {"category_count", counts},
                           {"category_time_share", shares},
                           {"merged_metric_groups", json::strings(profile.mergedGroups)},
                           {"unmatched_in_merge", profile.unmatchedInMerge}};
    if (profile.run)
        root["run"] = runJson(*profile.run);

    Json diags = Json::array();
    for (const Diagnostics *list : {&profile.diagnostics, &a.diagnostics}) {
        for (const Diagnostic &d : *list)
            diags.push_back(Json{{"severity", json::str(severityName(d.severity))},
                                 {"message", json::str(d.message)},
                                 {"location", json::strOrNull(d.location)}});
    }
    root["diagnostics"] = diags;
    if (!streamed)
        return json::dump(root, indent);
    const QByteArray text = json::dumpFragment(root, -1);
    const QByteArray marker = QByteArray::fromStdString(Json(kOperatorsPlaceholder).dump());
    const qsizetype at = text.indexOf(marker);
    QByteArray out;
    out.reserve(text.size() + qsizetype(a.operators.size()) * 2048);
    out += text.left(at);
    out += '[';
    for (size_t i = 0; i < a.operators.size(); ++i) {
        if (i)
            out += ',';
        out += json::dumpFragment(operatorJson(a, a.operators[i], firstStart), -1);
    }
    out += ']';
    out += text.mid(at + marker.size());
    out += '\n';
    return out;
}

} // namespace rl
