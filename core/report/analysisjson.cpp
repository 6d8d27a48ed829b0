// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/analysisjson.h"

#include "core/analysis/implausibleutilisation.h"
#include "core/analysis/operatorgroup.h"
#include "core/common/timearithmetic.h"
#include "core/format/heldtranslations.h"
#include "core/hierarchy/memorylevel.h"
#include "core/report/communicationjson.h"
#include "core/report/inmemoryoutput.h"
#include "core/report/jsonarraystream.h"
#include "core/report/jsonstreamwriter.h"
#include "core/report/jsonutil.h"
#include "core/report/memoryjson.h"
#include "core/report/runjson.h"
#include "core/run/runbreakdown.h"

#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <array>
#include <limits>
#include <vector>

namespace rl {

using json::Json;
using json::JsonStreamWriter;

namespace {

// The contract id of a component key ("cube", "aic.mte2"), made once per key rather than per
// component of every operator: a long run writes a few million of them.
const QString &componentKeyText(ComponentKey key)
{
    constexpr size_t kIdCount = size_t(ComponentId::L2) + 1, kSideCount = size_t(Side::Aiv) + 1;
    static const std::array<QString, kIdCount *kSideCount> texts = [] {
        std::array<QString, kIdCount * kSideCount> made;
        for (size_t id = 0; id < kIdCount; ++id) {
            for (size_t side = 0; side < kSideCount; ++side)
                made[id * kSideCount + side] = ComponentKey{ComponentId(id), Side(side)}.toString();
        }
        return made;
    }();
    return texts[size_t(key.id) * kSideCount + size_t(key.side)];
}

void writeWork(JsonStreamWriter &w, const WorkMap &work)
{
    if (work.isEmpty()) {
        w.null();
        return;
    }
    w.beginObject();
    for (auto it = work.cbegin(); it != work.cend(); ++it) {
        w.key(it.key());
        w.value(it.value());
    }
    w.endObject();
}

void writeComponent(JsonStreamWriter &w, const OperatorResult &r, const ComponentResult &c,
                    const HardwareSpec &hardware)
{
    w.beginObject();
    w.field("busy_us", c.busyUs);
    w.field("core_time_us", c.coreTimeUs);
    w.field("block_dim", c.blockDim);
    w.field("R", c.R());
    w.field("U", c.U());
    w.field("E", c.E());
    w.field("ideal_us", c.idealUs);
    w.key("work");
    writeWork(w, c.work);
    w.fieldOrNull("dominant", c.dominantItem());
    w.fieldOrNull("missing_peak", c.missingPeak());
    if (isChipMemory(c.key.id)) {
        // The roof its U is measured against: the chip's, or the effective roof of a measured
        // hit rate on the level that served the bytes (core/hierarchy/README.md §2).
        w.field("bandwidth_gbs", MemoryLevelJudge(hardware).roofGbs(r, c));
        w.fieldOrNull("variant", hardware.hbmVariant);
        w.field("served_from", servedFromName(r.servedFrom));
        if (c.key.id == ComponentId::Gm) {
            w.field("working_set_bytes", r.workingSetBytes);
            w.field("l2_hit_rate", r.l2HitRate);
        }
    }
    w.endObject();
}

void writePipelineFigures(JsonStreamWriter &w, const QMap<QString, double> &busy, double span, double serial,
                          double overlap, double idle)
{
    w.key("pipes");
    w.beginObject();
    for (auto it = busy.cbegin(); it != busy.cend(); ++it) {
        w.key(it.key());
        w.beginObject();
        w.field("busy_us", it.value());
        w.endObject();
    }
    w.endObject();
    w.field("span_us", span);
    w.field("serial_fraction", serial);
    w.field("overlap_fraction", overlap);
    w.field("idle_fraction", idle);
}

void writePipeline(JsonStreamWriter &w, const PipelineStats &p)
{
    w.beginObject();
    writePipelineFigures(w, p.pipeBusyUs, p.spanUs, p.serialFraction, p.overlapFraction, p.idleFraction);
    if (p.units.size() > 1) {
        w.key("units");
        w.beginObject();
        for (const UnitPipelineStats &u : p.units) {
            w.key(u.unit);
            w.beginObject();
            writePipelineFigures(w, u.pipeBusyUs, u.spanUs, u.serialFraction, u.overlapFraction, u.idleFraction);
            w.endObject();
        }
        w.endObject();
    }
    w.endObject();
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

void writeOperator(JsonStreamWriter &w, const Analysis &a, const OperatorResult &r, const QList<AdviceHit> &advice,
                   qint64 firstStart)
{
    const Operator &op = a.op(r.index);
    w.beginObject();
    w.field("index", r.index);
    w.field("name", op.name);
    w.fieldOrNull("type", op.type);
    w.fieldOrNull("core_type", op.coreType);
    w.field("start_ns", op.startNs);
    w.field("start_us", op.startNs ? std::optional(differenceUs(*op.startNs, firstStart)) : std::nullopt);
    w.field("duration_us", op.durationUs);
    w.field("core_time_us", op.coreTimeUs.value_or(op.durationUs));
    w.field("aiv_time_us", op.aivTimeUs);
    w.field("block_dim", op.blockDim);
    w.field("mix_block_dim", op.mixBlockDim);
    w.key("components");
    w.beginObject();
    for (const ComponentResult &c : r.components) {
        w.key(componentKeyText(c.key));
        writeComponent(w, r, c, a.hardware);
    }
    w.endObject();
    w.field("u_threshold", r.uThreshold);
    w.field("work_source", workSourceName(r.workSource));
    w.fieldOrNull("work_assumption", r.workAssumption);
    w.field("category", categoryId(r.category));
    w.fieldOrNull("bound_component", r.boundComponent ? componentKeyText(*r.boundComponent) : QString());
    w.field("evidence", a.evidenceOf(r));
    // The texts that are the same for every hit of an item are in advice_catalogue, once.
    w.key("advice");
    w.beginArray();
    for (const AdviceHit &h : advice) {
        w.beginObject();
        w.field("id", h.id());
        w.field("title", h.title());
        w.fieldOrNull("metric", h.metric());
        w.field("value", h.value);
        w.endObject();
    }
    w.endArray();
    w.field("estimated_gain_us", r.estimatedGainUs);
    w.key("metric_groups");
    w.strings(op.metricGroups);
    if (hasImplausibleU(r)) {
        w.key("implausible"); // some U or E above kImplausibleU: see the evidence and the diagnostics
        w.value(true);
    }
    if (const PipelineTrace *trace = a.profile->pipelineOf(op); trace && !trace->missingCores.isEmpty()) {
        w.key("incomplete");
        w.beginObject();
        w.key("missing_cores");
        w.strings(trace->missingCores);
        w.field("covered_cores", r.pipeline ? std::optional(qint64(r.pipeline->units.size())) : std::nullopt);
        w.endObject();
    }
    if (r.pipeline) {
        w.key("pipeline");
        writePipeline(w, *r.pipeline);
    }
    w.endObject();
}

// The earliest start of the run: operators' `start_us` count from it.
qint64 firstStartNs(const Profile &profile)
{
    qint64 firstStart = std::numeric_limits<qint64>::max();
    for (const Operator &op : profile.operators) {
        if (op.startNs)
            firstStart = std::min(firstStart, *op.startNs);
    }
    return firstStart;
}

// The calls of one kernel (operatorgroups.h); `operators` are their `index` values.
void writeGroup(JsonStreamWriter &w, const Analysis &a, const OperatorGroup &g)
{
    w.beginObject();
    w.field("name", g.name);
    w.fieldOrNull("type", g.type);
    w.fieldOrNull("input_shapes", g.inputShapes);
    w.field("calls", qint64(g.calls.size()));
    w.field("total_us", g.totalUs);
    w.field("mean_us", g.meanUs());
    w.field("min_us", g.minUs);
    w.field("max_us", g.maxUs);
    w.field("share", g.share);
    w.field("spread", g.spread);
    w.field("category", categoryId(g.category));
    w.field("U", g.u);
    w.field("R", g.r);
    w.field("estimated_gain_us", g.estimatedGainUs);
    w.key("operators");
    w.beginArray();
    for (int position : g.calls)
        w.value(a.operators[size_t(position)].index);
    w.endArray();
    w.endObject();
}

// Every advice item some operator got, by id, in the order first met: the explanation and the
// rule were repeated per operator and made up most of a long run's document.
Json adviceCatalogueJson(const std::vector<QList<AdviceHit>> &adviceOfEach)
{
    Json o = Json::object();
    QSet<QString> seen;
    // The hits of one item share its entry: a long run's million hits are told apart by it
    // first, and the few entries by their ids (a hashed text per hit was a serial 60 ms).
    std::vector<const AdviceEntry *> seenEntries;
    for (const QList<AdviceHit> &advice : adviceOfEach) {
        for (const AdviceHit &h : advice) {
            const AdviceEntry *entry = h.entry.get();
            if (std::find(seenEntries.cbegin(), seenEntries.cend(), entry) != seenEntries.cend())
                continue;
            seenEntries.push_back(entry);
            if (seen.contains(h.id()))
                continue;
            seen.insert(h.id());
            o[h.id().toStdString()] = Json{{"title", json::str(h.title())},
                                           {"explanation", json::str(h.explanation())},
                                           {"condition", json::str(h.condition())},
                                           {"family", json::strOrNull(h.family())}};
        }
    }
    return o;
}

} // namespace

bool writeAnalysisJson(const Analysis &a, QIODevice &device, int indent)
{
    const Profile &profile = *a.profile;
    // Every operator's evidence sentence is made of the same few translated patterns.
    const HeldTranslations translations;
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
    const std::vector<QList<AdviceHit>> adviceOfEach = a.adviceOfEach();
    root["advice_catalogue"] = adviceCatalogueJson(adviceOfEach);

    const qint64 firstStart = firstStartNs(profile);

    // Operators are written one at a time into the text, not held as one document: a long
    // run's document took several times the memory of the text and most of the time. The
    // placeholder marks where they go.
    static constexpr char kOperatorsPlaceholder[] = "\x01operators\x01";
    root["operators"] = kOperatorsPlaceholder;

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
    static constexpr char kGroupsPlaceholder[] = "\x01groups\x01";
    root["groups"] = kGroupsPlaceholder;
    if (profile.run) {
        root["run"] = runJson(*profile.run);
        root["run"]["communication"] = a.communication ? communicationJson(*a.communication) : Json(nullptr);
        root["run"]["memory"] = a.memory ? deviceMemoryJson(*a.memory) : Json(nullptr);
    }

    Json diags = Json::array();
    for (const Diagnostics *list : {&profile.diagnostics, &a.diagnostics}) {
        for (const Diagnostic &d : *list)
            diags.push_back(Json{{"severity", json::str(severityName(d.severity))},
                                 {"message", json::str(d.message)},
                                 {"location", json::strOrNull(d.location)}});
    }
    root["diagnostics"] = diags;
    const std::vector<OperatorGroup> &groups = a.groups;
    std::vector<json::StreamedArray> arrays{
        {kOperatorsPlaceholder, a.operators.size(),
         [&](JsonStreamWriter &w, size_t i) { writeOperator(w, a, a.operators[i], adviceOfEach[i], firstStart); }},
        // A group lists the index of every call: a long run's few kernels, each called thousands
        // of times, had been one block formatted on one core after the operators.
        {kGroupsPlaceholder, groups.size(), [&](JsonStreamWriter &w, size_t i) { writeGroup(w, a, groups[i]); },
         std::clamp<size_t>(groups.size() / 16, 1, 512)}};
    if (profile.run && a.communication)
        arrays.push_back(communicationOperatorsArray(*a.communication));
    return json::writeJsonWithStreamedArrays(device, root, indent, arrays);
}

QByteArray analysisOperatorJson(const Analysis &a, size_t position)
{
    std::string out;
    JsonStreamWriter w(out);
    const OperatorResult &r = a.operators[position];
    writeOperator(w, a, r, a.adviceOf(r), firstStartNs(*a.profile));
    w.flush();
    return QByteArray(out.data(), qsizetype(out.size()));
}

QByteArray analysisToJson(const Analysis &a, int indent)
{
    return writtenToMemory([&](QIODevice &device) { return writeAnalysisJson(a, device, indent); });
}

} // namespace rl
