// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/communicationmatrix.h"

#include <map>
#include <set>

namespace rl {

namespace {

constexpr double kMinLinkMb = 1.0;       // msprof-analyze's min_rdma_size: smaller is latency
constexpr double kSlowShareOfMean = 0.8; // msprof's slow-link condition

using LinkKey = std::tuple<QString, QString, int, int, QString>; // step, group, src, dst, transport

} // namespace

void applyLinkRoof(const HardwareSpec &hardware, const QString &transport, std::optional<double> bandwidthGbs,
                   std::optional<double> &peak, QString &source, std::optional<double> &utilization)
{
    const LinkRoof *roof = hardware.linkRoof(transport);
    peak = roof ? std::optional<double>(roof->peakGbs) : std::nullopt;
    source = roof ? roof->source : QString();
    utilization = roof && bandwidthGbs ? std::optional<double>(*bandwidthGbs / roof->peakGbs) : std::nullopt;
}

std::vector<CommunicationLink> matrixLinks(const std::vector<MatrixRecord> &records, const HardwareSpec &hardware)
{
    std::map<LinkKey, CommunicationLink> links;
    std::set<std::pair<LinkKey, QString>> seen; // (key, op row): a row another file repeats is counted once
    for (const MatrixRecord &r : records) {
        if (r.transport == u"LOCAL" || r.sizeMb <= 0.0 || r.timeMs <= 0.0)
            continue;
        const LinkKey key{r.step, r.group, r.srcRank, r.dstRank, r.transport};
        if (!seen.insert({key, r.opName}).second)
            continue;
        CommunicationLink &link = links[key];
        link.step = r.step;
        link.group = r.group;
        link.srcRank = r.srcRank;
        link.dstRank = r.dstRank;
        link.transport = r.transport;
        link.sizeMb += r.sizeMb;
        link.timeMs += r.timeMs;
    }
    std::vector<CommunicationLink> out;
    out.reserve(links.size());
    for (auto &[key, link] : links) {
        link.bandwidthGbs = link.sizeMb / link.timeMs;
        applyLinkRoof(hardware, link.transport, link.bandwidthGbs, link.peakGbs, link.peakSource, link.utilization);
        out.push_back(std::move(link));
    }
    return out;
}

std::optional<SlowestLink> slowestLinkOf(const std::vector<CommunicationLink> &links)
{
    const auto pick = [&](bool onlyLarge) -> const CommunicationLink * {
        const CommunicationLink *slowest = nullptr;
        for (const CommunicationLink &l : links) {
            if (!l.bandwidthGbs || (onlyLarge && l.sizeMb < kMinLinkMb))
                continue;
            if (!slowest || *l.bandwidthGbs < *slowest->bandwidthGbs)
                slowest = &l;
        }
        return slowest;
    };
    const CommunicationLink *slowest = pick(true);
    if (!slowest)
        slowest = pick(false);
    if (!slowest)
        return std::nullopt;
    SlowestLink result{*slowest, false, std::nullopt};
    double sum = 0.0;
    int count = 0;
    for (const CommunicationLink &l : links) {
        if (l.transport == slowest->transport && l.bandwidthGbs) {
            sum += *l.bandwidthGbs;
            ++count;
        }
    }
    if (count > 0) {
        result.transportMeanGbs = sum / count;
        result.slow = count > 1 && *slowest->bandwidthGbs <= kSlowShareOfMean * *result.transportMeanGbs;
    }
    return result;
}

} // namespace rl
