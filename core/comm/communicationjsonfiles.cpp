// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/communicationjsonfiles.h"

#include "core/comm/collectivejson.h"
#include "core/comm/jsondocument.h"
#include "core/common/tr.h"

#include <QRegularExpression>

namespace rl {

namespace {

constexpr std::string_view kTotalOpInfo = "Total Op Info";

QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// The file's top-level object, or an Input error naming the file (and byte offset).
Result<simdjson::dom::object> readObject(const QString &path, const QString &what, JsonScratch &scratch)
{
    auto doc = readJsonDocument(path, what, scratch);
    if (!doc)
        return doc.error();
    simdjson::dom::object object;
    if (doc->get_object().get(object) != simdjson::SUCCESS)
        return makeError(Error::Kind::Input, Tr::tr("the %1 is not a JSON object").arg(what), path);
    return object;
}

void noteDropped(CommunicationData &data, int dropped, const QString &path)
{
    if (dropped > 0)
        data.diagnostics << warning(
            Tr::tr("%n figure(s) were negative or not numbers and were left out", nullptr, dropped), path);
}

// "0-1" -> (0, 1).
std::optional<std::pair<int, int>> parseLinkKey(const QString &key)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d{1,9})\\s*-\\s*(\\d{1,9})\\s*$"));
    const auto m = pattern.match(key);
    if (!m.hasMatch())
        return std::nullopt;
    return std::pair{m.captured(1).toInt(), m.captured(2).toInt()};
}

// Every "src-dst" link object of one matrix row.
void addLinks(simdjson::dom::element links, const QString &group, const QString &step, const QString &opName,
              CommunicationData &data, int &dropped)
{
    simdjson::dom::object object;
    if (links.get_object().get(object) != simdjson::SUCCESS)
        return;
    for (auto [key, figures] : object) {
        const auto ranks = parseLinkKey(text(key));
        if (!ranks || !figures.is_object()) {
            ++dropped;
            continue;
        }
        MatrixRecord m;
        m.group = group;
        m.step = step;
        m.srcRank = ranks->first;
        m.dstRank = ranks->second;
        std::string_view transport;
        if (figures.at_key("Transport Type").get_string().get(transport) == simdjson::SUCCESS)
            m.transport = transportName(transport);
        const auto size = jsonNumber(figures, "Transit Size(MB)");
        const auto time = jsonNumber(figures, "Transit Time(ms)");
        if (m.transport.isEmpty() || !size || !time || *size < 0.0 || *time < 0.0) {
            ++dropped;
            continue;
        }
        m.sizeMb = *size;
        m.timeMs = *time;
        m.bandwidthGbs = jsonNumber(figures, "Bandwidth(GB/s)");
        if (m.bandwidthGbs && *m.bandwidthGbs < 0.0)
            m.bandwidthGbs.reset();
        const QString name = jsonString(figures, "Op Name");
        m.opName = name.isEmpty() ? opName : name;
        data.matrix.push_back(std::move(m));
    }
}

// "allreduce-total@hash" (2025 aggregate row) -> true; the other selections repeat single ops.
bool isAggregateRow(const QString &name, bool &isSelection)
{
    static const QRegularExpression aggregate(QStringLiteral("-(top\\d*|middle|bottom\\d*|total)$"));
    const auto m = aggregate.match(name);
    isSelection = m.hasMatch();
    return isSelection && m.captured(1) == u"total";
}

// step -> p2p/collective -> key -> value, for the per-rank files.
template<typename Visit>
void forEachRow(simdjson::dom::object steps, const Visit &visit)
{
    for (auto [step, kinds] : steps) {
        for (const std::string_view kind : {std::string_view("p2p"), std::string_view("collective")}) {
            simdjson::dom::object rows;
            if (kinds.at_key(kind).get_object().get(rows) != simdjson::SUCCESS)
                continue;
            const QString stepName = text(step);
            for (auto [key, value] : rows) {
                if (key != kTotalOpInfo)
                    visit(stepName, kind == "p2p", text(key), value);
            }
        }
    }
}

// group -> step -> key -> value, for msprof-analyze's cluster files.
template<typename Visit>
void forEachClusterRow(simdjson::dom::object groups, const Visit &visit)
{
    for (auto [group, steps] : groups) {
        simdjson::dom::object stepObject;
        if (steps.get_object().get(stepObject) != simdjson::SUCCESS)
            continue;
        const QString groupName = text(group);
        for (auto [step, rows] : stepObject) {
            simdjson::dom::object rowObject;
            if (rows.get_object().get(rowObject) != simdjson::SUCCESS)
                continue;
            const QString stepName = text(step);
            for (auto [key, value] : rowObject) {
                if (key != kTotalOpInfo)
                    visit(groupName, stepName, text(key), value);
            }
        }
    }
}

CommunicationData started(CommunicationSource source, const QString &path)
{
    CommunicationData data;
    data.source = source;
    data.files << path;
    return data;
}

} // namespace

Result<CommunicationData> readCommunicationJson(const QString &path, int rank)
{
    JsonScratch scratch;
    return readCommunicationJson(path, rank, scratch);
}

Result<CommunicationData> readCommunicationJson(const QString &path, int rank, JsonScratch &scratch)
{
    auto doc = readObject(path, Tr::tr("communication file"), scratch);
    if (!doc)
        return doc.error();
    CommunicationData data = started(CommunicationSource::CommunicationJson, path);
    int dropped = 0;
    forEachRow(*doc, [&](const QString &step, bool p2p, const QString &key, simdjson::dom::element op) {
        if (!op.is_object())
            return;
        CollectiveRecord c = collectiveFromJson(op, key, rank, step, dropped);
        c.pointToPoint = c.pointToPoint || p2p;
        c.file = path;
        data.collectives.push_back(std::move(c));
    });
    noteDropped(data, dropped, path);
    return data;
}

Result<CommunicationData> readCommunicationMatrixJson(const QString &path)
{
    JsonScratch scratch;
    return readCommunicationMatrixJson(path, scratch);
}

Result<CommunicationData> readCommunicationMatrixJson(const QString &path, JsonScratch &scratch)
{
    auto doc = readObject(path, Tr::tr("communication matrix file"), scratch);
    if (!doc)
        return doc.error();
    CommunicationData data = started(CommunicationSource::CommunicationJson, path);
    int dropped = 0;
    forEachRow(*doc, [&](const QString &step, bool, const QString &key, simdjson::dom::element links) {
        const auto [name, group] = splitCollectiveKey(key);
        bool selection = false;
        const bool total = isAggregateRow(name, selection);
        if (selection && !total)
            return; // top1/middle/bottomN repeat single ops of the -total row
        addLinks(links, group, step, name, data, dropped);
    });
    noteDropped(data, dropped, path);
    return data;
}

Result<CommunicationData> readClusterCommunicationJson(const QString &path)
{
    JsonScratch scratch;
    auto doc = readObject(path, Tr::tr("cluster communication file"), scratch);
    if (!doc)
        return doc.error();
    CommunicationData data = started(CommunicationSource::ClusterCommunicationJson, path);
    int dropped = 0;
    forEachClusterRow(*doc,
                      [&](const QString &group, const QString &step, const QString &key, simdjson::dom::element ranks) {
                          simdjson::dom::object perRank;
                          if (ranks.get_object().get(perRank) != simdjson::SUCCESS)
                              return;
                          for (auto [rankKey, op] : perRank) {
                              bool ok = false;
                              const int rank = text(rankKey).toInt(&ok);
                              if (!ok || rank < 0 || !op.is_object()) {
                                  ++dropped;
                                  continue;
                              }
                              CollectiveRecord c = collectiveFromJson(op, key, rank, step, dropped);
                              c.group = group; // the rank tuple, or "p2p"
                              c.pointToPoint = c.pointToPoint || group == u"p2p";
                              c.file = path;
                              data.collectives.push_back(std::move(c));
                          }
                      });
    noteDropped(data, dropped, path);
    return data;
}

Result<CommunicationData> readClusterCommunicationMatrixJson(const QString &path)
{
    JsonScratch scratch;
    auto doc = readObject(path, Tr::tr("cluster communication matrix file"), scratch);
    if (!doc)
        return doc.error();
    CommunicationData data = started(CommunicationSource::ClusterCommunicationJson, path);
    int dropped = 0;
    forEachClusterRow(*doc,
                      [&](const QString &group, const QString &step, const QString &key, simdjson::dom::element links) {
                          addLinks(links, group, step, splitCollectiveKey(key).first, data, dropped);
                      });
    noteDropped(data, dropped, path);
    return data;
}

} // namespace rl
