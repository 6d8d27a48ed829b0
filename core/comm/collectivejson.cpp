// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/collectivejson.h"

#include "core/comm/jsondocument.h"

#include <array>
#include <cmath>

namespace rl {

namespace {

// One figure a file may give, and where it goes; a share (a ratio) above 1 is dropped like a
// negative figure.
struct Field
{
    std::string_view key;
    std::optional<double> *into;
    bool isShare = false;
};

// The named figures of `object` in one pass over its members (looking each up by name scanned
// the object once per figure: a tenth of reading a 64-rank job).
void readFigures(simdjson::dom::element object, std::initializer_list<Field> fields, int &dropped)
{
    simdjson::dom::object members;
    if (object.get_object().get(members) != simdjson::SUCCESS)
        return;
    for (auto [key, value] : members) {
        for (const Field &f : fields) {
            if (key != f.key)
                continue;
            double v = 0.0;
            if (value.get_double().get(v) == simdjson::SUCCESS && std::isfinite(v) && v >= 0.0
                && (!f.isShare || v <= 1.0))
                *f.into = v;
            else
                ++dropped;
            break;
        }
    }
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
    std::optional<double> size, time;
    readFigures(figures,
                {{"Transit Size(MB)", &size},
                 {"Transit Time(ms)", &time},
                 {"Bandwidth(GB/s)", &t.bandwidthGbs},
                 {"Large Packet Ratio", &t.largePacketRatio, true}},
                dropped);
    t.sizeMb = size.value_or(0.0);
    t.timeMs = time.value_or(0.0);
    if (!t.bandwidthGbs && t.timeMs > 0.0) {
        t.bandwidthGbs = t.sizeMb / t.timeMs;
        t.bandwidthDerived = true;
    }
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
    if (op.at_key("Communication Time Info").get(time) == simdjson::SUCCESS)
        readFigures(time,
                    {{"Start Timestamp(us)", &c.startUs},
                     {"Elapse Time(ms)", &c.elapseMs},
                     {"Transit Time(ms)", &c.transitMs},
                     {"Wait Time(ms)", &c.waitMs},
                     {"Synchronization Time(ms)", &c.synchronizationMs},
                     {"Idle Time(ms)", &c.idleMs},
                     {"Wait Time Ratio", &c.waitRatio, true},
                     {"Synchronization Time Ratio", &c.synchronizationRatio, true}},
                    dropped);
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
