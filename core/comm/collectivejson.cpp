// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/collectivejson.h"

#include "core/comm/jsondocument.h"

#include <array>
#include <cmath>

namespace rl {

namespace {

// A figure the file gives: kept when it is a non-negative finite number, else dropped.
std::optional<double> figure(simdjson::dom::element object, std::string_view key, int &dropped)
{
    const auto value = jsonNumber(object, key);
    if (value && *value >= 0.0)
        return value;
    if (jsonHas(object, key))
        ++dropped;
    return std::nullopt;
}

// A ratio the file gives: a share, so above 1 it is dropped like a negative figure.
std::optional<double> share(simdjson::dom::element object, std::string_view key, int &dropped)
{
    auto value = figure(object, key, dropped);
    if (value && *value > 1.0) {
        ++dropped;
        value.reset();
    }
    return value;
}

std::optional<double> ratio(const std::optional<double> &part, const std::optional<double> &transit)
{
    if (!part || !transit || *part + *transit <= 0.0)
        return std::nullopt;
    return *part / (*part + *transit);
}

// The share of large packets in a "Size Distribution" ({"<MB>": [count, ms]}), without keeping
// the distribution: a 64-rank job has millions of them and only the share is ever used.
std::optional<double> largePacketShareOf(const QString &transport, simdjson::dom::element figures)
{
    simdjson::dom::object distribution;
    if (figures.at_key("Size Distribution").get_object().get(distribution) != simdjson::SUCCESS)
        return std::nullopt;
    const double threshold = largePacketThresholdMb(transport);
    double large = 0.0, all = 0.0;
    for (auto [size, counts] : distribution) {
        bool ok = false;
        const double sizeMb = QByteArray(size.data(), qsizetype(size.size())).toDouble(&ok);
        simdjson::dom::array pair;
        double count = 0.0;
        if (!ok || !(sizeMb >= 0.0) || counts.get_array().get(pair) != simdjson::SUCCESS || pair.size() < 1
            || pair.at(0).get_double().get(count) != simdjson::SUCCESS || !(count >= 0.0) || !std::isfinite(count))
            continue;
        all += count;
        if (sizeMb > threshold)
            large += count;
    }
    return all > 0.0 ? std::optional<double>(large / all) : std::nullopt;
}

TransportFigures transportFromJson(const QString &transport, simdjson::dom::element figures, int &dropped)
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
    t.largePacketRatio = share(figures, "Large Packet Ratio", dropped);
    if (!t.largePacketRatio) {
        t.largePacketRatio = largePacketShareOf(transport, figures);
        t.largePacketRatioDerived = t.largePacketRatio.has_value();
    }
    return t;
}

} // namespace

QString transportName(std::string_view name)
{
    static const std::array<QString, 6> known{u"HCCS"_qs, u"RDMA"_qs, u"PCIE"_qs, u"SDMA"_qs, u"SIO"_qs, u"LOCAL"_qs};
    for (const QString &k : known) {
        if (k.size() == qsizetype(name.size()) && QLatin1StringView(name.data(), qsizetype(name.size())) == k)
            return k;
    }
    return QString::fromUtf8(name.data(), qsizetype(name.size())).toUpper();
}

double largePacketThresholdMb(const QString &transport)
{
    return transport == u"RDMA" ? 0.5 : 32.0;
}

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
    const double threshold = largePacketThresholdMb(transport);
    qint64 large = 0;
    qint64 all = 0;
    for (const PacketSize &p : packets) {
        all += p.count;
        if (p.sizeMb > threshold)
            large += p.count;
    }
    return all > 0 ? std::optional<double>(double(large) / double(all)) : std::nullopt;
}

CollectiveRecord collectiveFromJson(simdjson::dom::element op, const QString &key, int rank, const QString &step,
                                    int &dropped)
{
    CollectiveRecord c;
    std::tie(c.name, c.group) = splitCollectiveKey(key);
    c.rank = rank;
    c.step = step;
    c.pointToPoint = isPointToPointName(c.name);
    simdjson::dom::element time;
    if (op.at_key("Communication Time Info").get(time) == simdjson::SUCCESS) {
        c.startUs = figure(time, "Start Timestamp(us)", dropped);
        c.elapseMs = figure(time, "Elapse Time(ms)", dropped);
        c.transitMs = figure(time, "Transit Time(ms)", dropped);
        c.waitMs = figure(time, "Wait Time(ms)", dropped);
        c.synchronizationMs = figure(time, "Synchronization Time(ms)", dropped);
        c.idleMs = figure(time, "Idle Time(ms)", dropped);
        c.waitRatio = share(time, "Wait Time Ratio", dropped);
        c.synchronizationRatio = share(time, "Synchronization Time Ratio", dropped);
    }
    if (!c.waitRatio && !c.synchronizationRatio) {
        c.waitRatio = ratio(c.waitMs, c.transitMs);
        c.synchronizationRatio = ratio(c.synchronizationMs, c.transitMs);
        c.ratiosDerived = c.waitRatio || c.synchronizationRatio;
    }
    simdjson::dom::object bandwidth;
    if (op.at_key("Communication Bandwidth Info").get_object().get(bandwidth) == simdjson::SUCCESS) {
        for (auto [name, figures] : bandwidth) {
            if (!figures.is_object())
                continue;
            TransportFigures t = transportFromJson(transportName(name), figures, dropped);
            if (t.sizeMb > 0.0 || t.timeMs > 0.0)
                c.transports.push_back(std::move(t));
        }
    }
    return c;
}

} // namespace rl
