// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/communicationjsonfiles.h"

#include "core/comm/collectivejson.h"
#include "core/comm/jsondocument.h"
#include "core/common/tr.h"

#include <QRegularExpression>

namespace rl {

namespace {

constexpr const char *kTotalOpInfo = "Total Op Info";

Result<nlohmann::json> readObject(const QString &path, const QString &what)
{
    auto doc = readJsonDocument(path, what);
    if (!doc)
        return doc.error();
    if (!doc->is_object())
        return makeError(Error::Kind::Input, Tr::tr("the %1 is not a JSON object").arg(what), path);
    return doc;
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
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d+)\\s*-\\s*(\\d+)\\s*$"));
    const auto m = pattern.match(key);
    if (!m.hasMatch())
        return std::nullopt;
    bool okSrc = false;
    bool okDst = false;
    const int src = m.captured(1).toInt(&okSrc);
    const int dst = m.captured(2).toInt(&okDst);
    if (!okSrc || !okDst)
        return std::nullopt;
    return std::pair{src, dst};
}

// Every "src-dst" link object of one matrix row.
void addLinks(const nlohmann::json &links, const QString &group, const QString &step, const QString &opName,
              CommunicationData &data, int &dropped)
{
    if (!links.is_object())
        return;
    for (const auto &[key, figures] : links.items()) {
        const auto ranks = parseLinkKey(QString::fromStdString(key));
        if (!ranks || !figures.is_object()) {
            ++dropped;
            continue;
        }
        MatrixRecord m;
        m.group = group;
        m.step = step;
        m.srcRank = ranks->first;
        m.dstRank = ranks->second;
        const auto transport = figures.find("Transport Type");
        m.transport = transport != figures.end() && transport->is_string()
            ? QString::fromStdString(transport->get<std::string>()).toUpper()
            : QString();
        const auto size = jsonNumber(figures, "Transit Size(MB)");
        const auto time = jsonNumber(figures, "Transit Time(ms)");
        if (m.transport.isEmpty() || !size || !time || *size < 0.0 || *time < 0.0) {
            ++dropped;
            continue;
        }
        m.sizeMb = *size;
        m.timeMs = *time;
        m.bandwidthGbs = jsonNumber(figures, "Bandwidth(GB/s)");
        const auto name = figures.find("Op Name");
        m.opName = name != figures.end() && name->is_string() ? QString::fromStdString(name->get<std::string>())
                                                              : opName;
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

} // namespace

Result<CommunicationData> readCommunicationJson(const QString &path, int rank)
{
    auto doc = readObject(path, Tr::tr("communication file"));
    if (!doc)
        return doc.error();
    CommunicationData data;
    data.source = CommunicationSource::CommunicationJson;
    data.files << path;
    int dropped = 0;
    for (const auto &[step, kinds] : doc->items()) {
        if (!kinds.is_object())
            continue;
        for (const char *kind : {"p2p", "collective"}) {
            const auto ops = kinds.find(kind);
            if (ops == kinds.end() || !ops->is_object())
                continue;
            for (const auto &[key, op] : ops->items()) {
                if (key == kTotalOpInfo || !op.is_object())
                    continue;
                CollectiveRecord c = collectiveFromJson(op, QString::fromStdString(key), rank,
                                                        QString::fromStdString(step), dropped);
                c.pointToPoint = c.pointToPoint || std::string_view(kind) == "p2p";
                c.file = path;
                data.collectives.push_back(std::move(c));
            }
        }
    }
    noteDropped(data, dropped, path);
    return data;
}

Result<CommunicationData> readCommunicationMatrixJson(const QString &path)
{
    auto doc = readObject(path, Tr::tr("communication matrix file"));
    if (!doc)
        return doc.error();
    CommunicationData data;
    data.source = CommunicationSource::CommunicationJson;
    data.files << path;
    int dropped = 0;
    for (const auto &[step, kinds] : doc->items()) {
        if (!kinds.is_object())
            continue;
        for (const char *kind : {"p2p", "collective"}) {
            const auto rows = kinds.find(kind);
            if (rows == kinds.end() || !rows->is_object())
                continue;
            for (const auto &[key, links] : rows->items()) {
                if (key == kTotalOpInfo)
                    continue;
                const auto [name, group] = splitCollectiveKey(QString::fromStdString(key));
                bool selection = false;
                const bool total = isAggregateRow(name, selection);
                if (selection && !total)
                    continue; // top1/middle/bottomN repeat single ops of the -total row
                addLinks(links, group, QString::fromStdString(step), name, data, dropped);
            }
        }
    }
    noteDropped(data, dropped, path);
    return data;
}

Result<CommunicationData> readClusterCommunicationJson(const QString &path)
{
    auto doc = readObject(path, Tr::tr("cluster communication file"));
    if (!doc)
        return doc.error();
    CommunicationData data;
    data.source = CommunicationSource::ClusterCommunicationJson;
    data.files << path;
    int dropped = 0;
    for (const auto &[group, steps] : doc->items()) {
        if (!steps.is_object())
            continue;
        for (const auto &[step, ops] : steps.items()) {
            if (!ops.is_object())
                continue;
            for (const auto &[key, ranks] : ops.items()) {
                if (key == kTotalOpInfo || !ranks.is_object())
                    continue;
                for (const auto &[rankKey, op] : ranks.items()) {
                    bool ok = false;
                    const int rank = QString::fromStdString(rankKey).toInt(&ok);
                    if (!ok || rank < 0 || !op.is_object()) {
                        ++dropped;
                        continue;
                    }
                    CollectiveRecord c = collectiveFromJson(op, QString::fromStdString(key), rank,
                                                            QString::fromStdString(step), dropped);
                    c.group = QString::fromStdString(group); // the rank tuple, or "p2p"
                    c.pointToPoint = c.pointToPoint || group == "p2p";
                    c.file = path;
                    data.collectives.push_back(std::move(c));
                }
            }
        }
    }
    noteDropped(data, dropped, path);
    return data;
}

Result<CommunicationData> readClusterCommunicationMatrixJson(const QString &path)
{
    auto doc = readObject(path, Tr::tr("cluster communication matrix file"));
    if (!doc)
        return doc.error();
    CommunicationData data;
    data.source = CommunicationSource::ClusterCommunicationJson;
    data.files << path;
    int dropped = 0;
    for (const auto &[group, steps] : doc->items()) {
        if (!steps.is_object())
            continue;
        for (const auto &[step, ops] : steps.items()) {
            if (!ops.is_object())
                continue;
            for (const auto &[key, links] : ops.items()) {
                if (key == kTotalOpInfo)
                    continue;
                const QString name = splitCollectiveKey(QString::fromStdString(key)).first;
                addLinks(links, QString::fromStdString(group), QString::fromStdString(step), name, data, dropped);
            }
        }
    }
    noteDropped(data, dropped, path);
    return data;
}

} // namespace rl
