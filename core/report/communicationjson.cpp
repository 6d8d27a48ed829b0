// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/communicationjson.h"

namespace rl {

namespace {

using json::Json;

Json linkJson(const CommunicationLink &l, bool matrix)
{
    Json o = Json::object();
    if (matrix) {
        o["group"] = json::str(l.group);
        o["step"] = json::strOrNull(l.step);
        o["src_rank"] = l.srcRank;
        o["dst_rank"] = l.dstRank;
    }
    o["transport"] = json::str(l.transport);
    if (!matrix) {
        o["peak_gbs"] = json::opt(l.peakGbs);
        o["peak_source"] = json::strOrNull(l.peakSource);
    }
    o["size_mb"] = l.sizeMb;
    o["time_ms"] = l.timeMs;
    o["bandwidth_gbs"] = json::opt(l.bandwidthGbs);
    o["utilization"] = json::opt(l.utilization);
    return o;
}

} // namespace

void writeCollective(json::JsonStreamWriter &w, const JudgedCollective &c)
{
    w.beginObject();
    w.field("rank", c.rank);
    w.field("name", c.name);
    w.field("group", c.group);
    w.field("calls", c.calls);
    w.field("elapse_us", c.elapseUs);
    w.field("transit_us", c.transitUs);
    w.field("wait_us", c.waitUs);
    w.field("synchronization_us", c.synchronizationUs);
    w.field("idle_us", c.idleUs);
    w.field("wait_ratio", c.waitRatio);
    w.field("synchronization_ratio", c.synchronizationRatio);
    w.key("transports");
    w.beginObject();
    for (const JudgedTransport &t : c.transports) {
        w.key(t.transport);
        w.beginObject();
        w.field("size_mb", t.sizeMb);
        w.field("time_ms", t.timeMs);
        w.field("bandwidth_gbs", t.bandwidthGbs);
        w.field("peak_gbs", t.peakGbs);
        w.field("utilization", t.utilization);
        w.field("large_packet_ratio", t.largePacketRatio);
        w.endObject();
    }
    w.endObject();
    w.fieldOrNull("verdict", communicationVerdictId(c.verdict));
    w.field("evidence", c.evidence);
    w.key("advice");
    w.beginArray();
    for (const CommunicationAdvice &a : c.advice) {
        w.beginObject();
        w.field("id", a.id);
        w.field("title", a.title);
        w.field("text", a.text);
        w.endObject();
    }
    w.endArray();
    // Beside the contract's names: what the verdict rests on, and where the figures came from.
    w.field("point_to_point", c.pointToPoint);
    w.field("utilization", c.utilization);
    w.fieldOrNull("utilization_transport", c.utilizationTransport);
    w.field("large_packet_ratio", c.largePacketRatio);
    w.key("judged_transports");
    w.strings(c.judgedTransports);
    w.field("start_us", c.startUs);
    w.fieldOrNull("file", c.file);
    w.endObject();
}

Json communicationJson(const CommunicationReport &report)
{
    Json links = Json::array();
    for (const CommunicationLink &l : report.links)
        links.push_back(linkJson(l, false));
    Json matrix = Json::array();
    for (const CommunicationLink &l : report.matrix)
        matrix.push_back(linkJson(l, true));
    Json slowest(nullptr);
    if (const auto &s = report.slowestLink) {
        slowest = Json{{"group", json::str(s->link.group)},
                       {"src_rank", s->link.srcRank},
                       {"dst_rank", s->link.dstRank},
                       {"transport", json::str(s->link.transport)},
                       {"bandwidth_gbs", json::opt(s->link.bandwidthGbs)},
                       {"size_mb", s->link.sizeMb},
                       {"slow", s->slow},
                       {"transport_mean_gbs", json::opt(s->transportMeanGbs)}};
    }
    Json waiting(nullptr);
    if (const auto &w = report.waitingCause)
        waiting = Json{{"rank", w->rank},
                       {"votes", w->votes},
                       {"collectives_tested", w->collectives},
                       {"others_waited_ms", w->othersWaitedMs}};
    return Json{{"source", json::str(communicationSourceName(report.source))},
                {"links", links},
                {"operators", kCommunicationOperatorsMarker},
                {"matrix", matrix},
                {"slowest_link", slowest},
                {"waiting_rank", waiting},
                {"summary", json::str(report.summary)},
                {"files", json::strings(report.files)}};
}

json::StreamedArray communicationOperatorsArray(const CommunicationReport &report)
{
    return {kCommunicationOperatorsMarker, report.collectives.size(),
            [&report](json::JsonStreamWriter &w, size_t i) { writeCollective(w, report.collectives[i]); }};
}

} // namespace rl
