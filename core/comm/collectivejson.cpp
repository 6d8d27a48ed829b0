// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/collectivejson.h"

#include "core/comm/jsondocument.h"

#include <QStringView>

namespace rl {

namespace {

// A figure the file gives: kept when it is a non-negative finite number, else dropped.
std::optional<double> figure(const nlohmann::json &object, const char *key, int &dropped)
{
    const auto value = jsonNumber(object, key);
    if (object.is_object() && object.contains(key) && (!value || *value < 0.0)) {
        ++dropped;
        return std::nullopt;
    }
    return value;
}

std::optional<double> ratio(const std::optional<double> &part, const std::optional<double> &transit)
{
    if (!part || !transit || *part + *transit <= 0.0)
        return std::nullopt;
    return *part / (*part + *transit);
}

std::vector<PacketSize> packetsFromJson(const nlohmann::json &distribution)
{
    std::vector<PacketSize> packets;
    if (!distribution.is_object())
        return packets;
    for (const auto &[size, figures] : distribution.items()) {
        bool ok = false;
        const double sizeMb = QString::fromStdString(size).toDouble(&ok);
        if (!ok || !(sizeMb >= 0.0) || !figures.is_array() || figures.size() < 2 || !figures[0].is_number()
            || !figures[1].is_number())
            continue;
        packets.push_back({sizeMb, figures[0].get<int>(), figures[1].get<double>()});
    }
    return packets;
}

TransportFigures transportFromJson(const QString &transport, const nlohmann::json &figures, int &dropped)
{
    TransportFigures t;
    t.transport = transport;
    t.sizeMb = figure(figures, "Transit Size(MB)", dropped).value_or(0.0);
    t.timeMs = figure(figures, "Transit Time(ms)", dropped).value_or(0.0);
    t.bandwidthGbs = figure(figures, "Bandwidth(GB/s)", dropped);
    if (!t.bandwidthGbs && t.timeMs > 0.0) {
        t.bandwidthGbs = t.sizeMb / t.timeMs;
        t.bandwidthDerived = true;
    }
    t.packets = packetsFromJson(figures.is_object() ? figures.value("Size Distribution", nlohmann::json())
                                                    : nlohmann::json());
    t.largePacketRatio = figure(figures, "Large Packet Ratio", dropped);
    if (!t.largePacketRatio) {
        t.largePacketRatio = largePacketShare(transport, t.packets);
        t.largePacketRatioDerived = t.largePacketRatio.has_value();
    }
    return t;
}

} // namespace

std::pair<QString, QString> splitCollectiveKey(const QString &key)
{
    const qsizetype at = key.lastIndexOf(u'@');
    if (at < 0)
        return {key, QString()};
    return {key.left(at), key.mid(at + 1)};
}

bool isPointToPointName(const QString &name)
{
    return name.startsWith(u"hcom_send", Qt::CaseInsensitive) || name.startsWith(u"hcom_receive", Qt::CaseInsensitive)
        || name.startsWith(u"hcom_batchsendrecv", Qt::CaseInsensitive);
}

std::optional<double> largePacketShare(const QString &transport, const std::vector<PacketSize> &packets)
{
    if (packets.empty())
        return std::nullopt;
    const double threshold = transport == u"RDMA" ? 0.5 : 32.0;
    int large = 0;
    int all = 0;
    for (const PacketSize &p : packets) {
        all += p.count;
        if (p.sizeMb > threshold)
            large += p.count;
    }
    return all > 0 ? std::optional<double>(double(large) / all) : std::nullopt;
}

CollectiveRecord collectiveFromJson(const nlohmann::json &op, const QString &key, int rank, const QString &step,
                                    int &dropped)
{
    CollectiveRecord c;
    std::tie(c.name, c.group) = splitCollectiveKey(key);
    c.rank = rank;
    c.step = step;
    c.pointToPoint = isPointToPointName(c.name);
    const nlohmann::json time = op.is_object() ? op.value("Communication Time Info", nlohmann::json())
                                               : nlohmann::json();
    c.startUs = figure(time, "Start Timestamp(us)", dropped);
    c.elapseMs = figure(time, "Elapse Time(ms)", dropped);
    c.transitMs = figure(time, "Transit Time(ms)", dropped);
    c.waitMs = figure(time, "Wait Time(ms)", dropped);
    c.synchronizationMs = figure(time, "Synchronization Time(ms)", dropped);
    c.idleMs = figure(time, "Idle Time(ms)", dropped);
    c.waitRatio = figure(time, "Wait Time Ratio", dropped);
    c.synchronizationRatio = figure(time, "Synchronization Time Ratio", dropped);
    if (!c.waitRatio && !c.synchronizationRatio) {
        c.waitRatio = ratio(c.waitMs, c.transitMs);
        c.synchronizationRatio = ratio(c.synchronizationMs, c.transitMs);
        c.ratiosDerived = c.waitRatio || c.synchronizationRatio;
    }
    const nlohmann::json bandwidth = op.is_object() ? op.value("Communication Bandwidth Info", nlohmann::json())
                                                    : nlohmann::json();
    if (bandwidth.is_object()) {
        for (const auto &[transport, figures] : bandwidth.items()) {
            if (figures.is_object())
                c.transports.push_back(
                    transportFromJson(QString::fromStdString(transport).toUpper(), figures, dropped));
        }
    }
    return c;
}

} // namespace rl
