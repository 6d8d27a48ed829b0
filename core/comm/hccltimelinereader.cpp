// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/hccltimelinereader.h"

#include "core/comm/collectivejson.h"
#include "core/comm/jsondocument.h"
#include "core/common/tr.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <map>

namespace rl {

namespace {

constexpr double kUsPerMs = 1000.0;
constexpr double kBytesPerMb = 1e6;
constexpr qint64 kMaxRank = 1 << 24; // above: 4294967295, the "none" of a task without a peer

struct Task
{
    double startUs = 0.0;
    double durUs = 0.0;
    int plane = 0;
    QString type;      // Memcpy, Reduce_Inline, Notify_Wait, ...
    QString transport; // SDMA, RDMA, LOCAL
    QString link;      // HCCS, PCIE, SIO, ON_CHIP, INVALID_TYPE, ...
    qint64 srcRank = -1;
    qint64 dstRank = -1;
    double bytes = 0.0;
};

struct OpEvent
{
    QString name;
    double startUs = 0.0;
    double durUs = 0.0;
};

// The names the tracks repeat (task, transport and link types) as shared strings.
QString sharedName(simdjson::dom::element args, std::string_view key)
{
    std::string_view value;
    if (args.at_key(key).get_string().get(value) != simdjson::SUCCESS)
        return {};
    static const std::array<QString, 12> known{
        u"Memcpy"_qs, u"Reduce_Inline"_qs, u"Notify_Wait"_qs, u"Notify_Record"_qs, u"SDMA"_qs,    u"RDMA"_qs,
        u"LOCAL"_qs,  u"HCCS"_qs,          u"PCIE"_qs,        u"SIO"_qs,           u"ON_CHIP"_qs, u"INVALID_TYPE"_qs};
    for (const QString &k : known) {
        if (k.size() == qsizetype(value.size()) && QLatin1StringView(value.data(), qsizetype(value.size())) == k)
            return k;
    }
    return QString::fromUtf8(value.data(), qsizetype(value.size()));
}

qint64 integerArg(simdjson::dom::element args, std::string_view key)
{
    const auto v = jsonNumber(args, key);
    return v && *v >= 0.0 && *v < 9.2e18 ? qint64(*v) : -1;
}

bool isCopy(const Task &t)
{
    return t.type == u"Memcpy" || t.type == u"Reduce_Inline" || t.type.startsWith(u"RDMA");
}

// The transport a copy's bytes count under (core/comm/README.md §3): SDMA copies by their link,
// an SDMA copy on a reserved or invalid link under SDMA only; on-chip and local copies none.
QString transportOf(const Task &t)
{
    if (t.transport == u"RDMA")
        return u"RDMA"_qs;
    if (t.transport != u"SDMA" || t.link == u"ON_CHIP")
        return {};
    if (t.link.startsWith(u"HCCS"))
        return u"HCCS"_qs;
    if (t.link == u"PCIE" || t.link == u"SIO")
        return t.link;
    return u"SDMA"_qs;
}

void addPacket(TransportFigures &t, double sizeMb, double timeMs)
{
    auto it = std::find_if(t.packets.begin(), t.packets.end(), [&](const PacketSize &p) { return p.sizeMb == sizeMb; });
    if (it == t.packets.end())
        t.packets.push_back({sizeMb, 1, timeMs});
    else {
        ++it->count;
        it->timeMs += timeMs;
    }
}

TransportFigures &transportIn(CollectiveRecord &c, const QString &name)
{
    auto it = std::find_if(c.transports.begin(), c.transports.end(),
                           [&](const TransportFigures &t) { return t.transport == name; });
    if (it != c.transports.end())
        return *it;
    c.transports.push_back(TransportFigures{});
    c.transports.back().transport = name;
    return c.transports.back();
}

void finishTransport(TransportFigures &t)
{
    if (t.timeMs > 0.0) {
        t.bandwidthGbs = t.sizeMb / t.timeMs;
        t.bandwidthDerived = true;
    }
    t.largePacketRatio = largePacketShare(t.transport, t.packets);
    t.largePacketRatioDerived = t.largePacketRatio.has_value();
}

// The figures of one op from the tasks inside its window; plane 0 is the master stream.
CollectiveRecord collectiveOf(const OpEvent &op, const std::vector<Task> &tasks, const QString &step,
                              std::map<std::tuple<int, int, QString>, MatrixRecord> &links)
{
    CollectiveRecord c;
    c.name = op.name;
    c.step = step;
    c.elapseMs = op.durUs / kUsPerMs;
    c.startUs = op.startUs;
    double transitUs = 0.0;
    double waitUs = 0.0;
    double syncUs = 0.0;
    std::optional<double> firstTransitUs;
    std::map<qint64, int> srcVotes;
    const double endUs = op.startUs + op.durUs;
    const auto first = std::lower_bound(tasks.begin(), tasks.end(), op.startUs,
                                        [](const Task &t, double us) { return t.startUs < us; });
    std::vector<const Task *> inside;
    for (auto it = first; it != tasks.end() && it->startUs <= endUs; ++it)
        inside.push_back(&*it);
    for (const Task *t : inside) {
        if (t->srcRank >= 0 && t->srcRank <= kMaxRank)
            ++srcVotes[t->srcRank];
        if (!isCopy(*t))
            continue;
        const QString transport = transportOf(*t);
        if (transport.isEmpty() || t->bytes <= 0.0)
            continue;
        const double sizeMb = t->bytes / kBytesPerMb;
        const double timeMs = t->durUs / kUsPerMs;
        TransportFigures &figures = transportIn(c, transport);
        figures.sizeMb += sizeMb;
        figures.timeMs += timeMs;
        addPacket(figures, sizeMb, timeMs);
        if (transport != u"RDMA" && transport != u"SDMA") { // SDMA is the sum of the links
            TransportFigures &sdma = transportIn(c, u"SDMA"_qs);
            sdma.sizeMb += sizeMb;
            sdma.timeMs += timeMs;
        }
        if (t->plane == 0) {
            transitUs += t->durUs;
            if (!firstTransitUs)
                firstTransitUs = t->startUs;
        }
        if (t->srcRank < 0 || t->srcRank > kMaxRank)
            continue; // counted for the collective, but a link needs its ends
        const int dst = t->dstRank < 0 || t->dstRank > kMaxRank ? int(t->srcRank) : int(t->dstRank);
        MatrixRecord &link = links[{int(t->srcRank), dst, transport}];
        link.sizeMb += sizeMb;
        link.timeMs += timeMs;
    }
    for (const Task *t : inside) {
        if (t->plane != 0 || t->type != u"Notify_Wait")
            continue;
        waitUs += t->durUs;
        if (!firstTransitUs || t->startUs < *firstTransitUs)
            syncUs += t->durUs;
    }
    for (TransportFigures &t : c.transports)
        finishTransport(t);
    c.transitMs = transitUs / kUsPerMs;
    c.waitMs = waitUs / kUsPerMs;
    c.synchronizationMs = syncUs / kUsPerMs;
    c.idleMs = std::max(0.0, op.durUs - transitUs - waitUs) / kUsPerMs;
    if (transitUs + waitUs > 0.0)
        c.waitRatio = waitUs / (waitUs + transitUs);
    if (transitUs + syncUs > 0.0)
        c.synchronizationRatio = syncUs / (syncUs + transitUs);
    c.ratiosDerived = true;
    if (!srcVotes.empty())
        c.rank = int(std::max_element(srcVotes.begin(), srcVotes.end(), [](const auto &a, const auto &b) {
                         return a.second < b.second;
                     })->first);
    return c;
}

// "hccl_1_0_1.json" -> "1": the iteration is the last number of the name.
QString iterationOf(const QString &path)
{
    static const QRegularExpression pattern(QStringLiteral("_(\\d+)\\.json$"));
    const auto m = pattern.match(QFileInfo(path).fileName());
    return m.hasMatch() ? m.captured(1) : QString();
}

} // namespace

Result<CommunicationData> readHcclTimeline(const QString &path)
{
    JsonScratch scratch;
    auto doc = readJsonDocument(path, Tr::tr("HCCL timeline"), scratch);
    if (!doc)
        return doc.error();
    simdjson::dom::array events;
    if (doc->get_array().get(events) != simdjson::SUCCESS
        && doc->at_key("traceEvents").get_array().get(events) != simdjson::SUCCESS)
        return makeError(Error::Kind::Input, Tr::tr("an HCCL timeline is an array of trace events"), path);
    std::vector<Task> tasks;
    std::vector<OpEvent> ops;
    int dropped = 0;
    for (simdjson::dom::element e : events) {
        std::string_view phase;
        if (e.at_key("ph").get_string().get(phase) != simdjson::SUCCESS || phase != "X")
            continue;
        const auto ts = jsonNumber(e, "ts");
        const auto dur = jsonNumber(e, "dur");
        if (!ts || !dur || *dur < 0.0) {
            ++dropped;
            continue;
        }
        simdjson::dom::element args;
        if (e.at_key("args").get(args) != simdjson::SUCCESS || !args.is_object() || !jsonHas(args, "task type")) {
            ops.push_back({jsonString(e, "name"), *ts, *dur});
            continue;
        }
        Task t;
        t.startUs = *ts;
        t.durUs = *dur;
        t.plane = int(std::clamp(jsonNumber(e, "tid").value_or(0.0), -1.0, 1e6));
        t.type = sharedName(args, "task type");
        t.transport = sharedName(args, "transport type");
        t.link = sharedName(args, "link type");
        t.srcRank = integerArg(args, "src rank");
        t.dstRank = integerArg(args, "dst rank");
        t.bytes = std::max(0.0, jsonNumber(args, "size(Byte)").value_or(0.0));
        tasks.push_back(std::move(t));
    }
    std::sort(tasks.begin(), tasks.end(), [](const Task &a, const Task &b) { return a.startUs < b.startUs; });
    CommunicationData data;
    data.source = CommunicationSource::HcclTimeline;
    data.files << path;
    const QString step = iterationOf(path);
    for (const OpEvent &op : ops) {
        std::map<std::tuple<int, int, QString>, MatrixRecord> links;
        CollectiveRecord c = collectiveOf(op, tasks, step, links);
        c.file = path;
        for (auto &[key, link] : links) {
            link.srcRank = std::get<0>(key);
            link.dstRank = std::get<1>(key);
            link.transport = std::get<2>(key);
            link.step = step;
            link.opName = c.name;
            if (link.timeMs > 0.0)
                link.bandwidthGbs = link.sizeMb / link.timeMs;
            data.matrix.push_back(std::move(link));
        }
        data.collectives.push_back(std::move(c));
    }
    if (dropped > 0)
        data.diagnostics << warning(
            Tr::tr("%n event(s) without a time or with a negative duration were left out", nullptr, dropped), path);
    return data;
}

} // namespace rl
