// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Communication of a job built figure by figure and judged by core (judgeCommunication) on the
// 910A (HCCS 18, RDMA 12.5, PCIE 20 GB/s), for the tests of widgets/comm and the run page.

#include "core/comm/communicationjudge.h"
#include "core/hardware/hardwarecatalog.h"
#include "widgetfixture.h"

namespace rl::test {

inline const HardwareSpec &ascend910a()
{
    static const HardwareSpec spec = HardwareCatalog::builtin().resolve(u"ascend910a"_qs).value();
    return spec;
}

inline TransportFigures commTransport(const QString &name, double sizeMb, double timeMs, double largePackets = 1.0)
{
    TransportFigures t;
    t.transport = name;
    t.sizeMb = sizeMb;
    t.timeMs = timeMs;
    t.bandwidthGbs = timeMs > 0.0 ? std::optional<double>(sizeMb / timeMs) : std::nullopt;
    t.largePacketRatio = largePackets;
    return t;
}

inline CollectiveRecord commCollective(int rank, const QString &name, const QString &group, double transitMs,
                                       double waitMs, std::vector<TransportFigures> transports, double startUs)
{
    CollectiveRecord c;
    c.rank = rank;
    c.name = name;
    c.group = group;
    c.step = u"step1"_qs;
    c.startUs = startUs;
    c.elapseMs = transitMs + waitMs;
    c.transitMs = transitMs;
    c.waitMs = waitMs;
    c.synchronizationMs = 0.0;
    c.waitRatio = transitMs + waitMs > 0.0 ? waitMs / (transitMs + waitMs) : 0.0;
    c.synchronizationRatio = 0.0;
    c.transports = std::move(transports);
    return c;
}

inline MatrixRecord matrixLink(const QString &group, int src, int dst, const QString &transport, double sizeMb,
                               double timeMs)
{
    MatrixRecord m;
    m.group = group;
    m.step = u"step1"_qs;
    m.srcRank = src;
    m.dstRank = dst;
    m.transport = transport;
    m.sizeMb = sizeMb;
    m.timeMs = timeMs;
    m.bandwidthGbs = sizeMb / timeMs;
    m.opName = u"allreduce-total"_qs;
    return m;
}

inline const QString kAllRanks = u"(0, 1, 2, 3)"_qs;
inline const QString kFirstPair = u"(0, 1)"_qs;
// Where the collectives start: 1 000 000 µs, inside the event of analysisWithTimeline().
constexpr double kCommStartUs = 1'000'000.0;

// Four ranks of one all-reduce group, on the 910A:
//  rank 0  allreduce  HCCS 160 MB / 10 ms = 16 GB/s   89 % → link saturated
//          broadcast (0, 1)  HCCS 3 GB/s, PCIE 10 GB/s, SDMA (their sum) → low bandwidth;
//                    it starts at 2 000 000 µs, after the timeline of analysisWithTimeline()
//  rank 1  allreduce  HCCS 4.5 GB/s, large packets    25 % → low bandwidth
//          broadcast (0, 1)  RDMA 5 GB/s               40 % → low bandwidth
//  rank 2  allreduce  HCCS 9 GB/s, 20 % large packets 50 % → small packets
//  rank 3  allreduce  HCCS 12 GB/s, wait 60 %              → waiting for a peer
// The matrix: the ring r → r+1 over HCCS at 10 GB/s, except 2 → 3 at 2 GB/s (the slowest, and
// slow); 0 → 1 over PCIE at 10 GB/s.
inline CommunicationData fourRankCommunication()
{
    CommunicationData data;
    data.source = CommunicationSource::ClusterCommunicationJson;
    const QString allReduce = u"hcom_allReduce__1_0_1"_qs, broadcast = u"hcom_broadcast__2_0_1"_qs;
    data.collectives = {
        commCollective(0, allReduce, kAllRanks, 10.0, 0.5, {commTransport(u"HCCS"_qs, 160.0, 10.0)}, kCommStartUs),
        commCollective(0, broadcast, kFirstPair, 1.0, 0.0,
                       {commTransport(u"HCCS"_qs, 3.0, 1.0), commTransport(u"PCIE"_qs, 10.0, 1.0),
                        commTransport(u"SDMA"_qs, 13.0, 2.0)},
                       2'000'000.0),
        commCollective(1, allReduce, kAllRanks, 10.0, 0.5, {commTransport(u"HCCS"_qs, 45.0, 10.0)}, kCommStartUs + 100),
        commCollective(1, broadcast, kFirstPair, 1.0, 0.0, {commTransport(u"RDMA"_qs, 5.0, 1.0)}, kCommStartUs + 150),
        commCollective(2, allReduce, kAllRanks, 10.0, 0.5, {commTransport(u"HCCS"_qs, 90.0, 10.0, 0.2)},
                       kCommStartUs + 200),
        commCollective(3, allReduce, kAllRanks, 10.0, 15.0, {commTransport(u"HCCS"_qs, 120.0, 10.0)},
                       kCommStartUs + 300),
    };
    for (int r = 0; r < 4; ++r)
        data.matrix.push_back(matrixLink(kAllRanks, r, (r + 1) % 4, u"HCCS"_qs, r == 2 ? 20.0 : 100.0, 10.0));
    data.matrix.push_back(matrixLink(kFirstPair, 0, 1, u"PCIE"_qs, 100.0, 10.0));
    return data;
}

// `ranks` ranks in one ring over HCCS, one all-reduce each (a cluster of many nodes).
inline CommunicationData ringCommunication(int ranks)
{
    CommunicationData data;
    data.source = CommunicationSource::ClusterCommunicationJson;
    for (int r = 0; r < ranks; ++r) {
        data.collectives.push_back(commCollective(r, u"hcom_allReduce__1_0_1"_qs, u"ring"_qs, 10.0, 0.5,
                                                  {commTransport(u"HCCS"_qs, 100.0 + r % 7, 10.0)}, kCommStartUs));
        data.matrix.push_back(matrixLink(u"ring"_qs, r, (r + 1) % ranks, u"HCCS"_qs, 100.0 + r % 13, 10.0));
    }
    return data;
}

inline std::shared_ptr<const CommunicationReport> judgedReport(const CommunicationData &data)
{
    return std::make_shared<const CommunicationReport>(judgeCommunication(data, ascend910a()));
}

// sampleAnalysis() with one timeline event from 1 000 000 µs to 1 000 500 µs on the source's
// clock, a communication lane when asked, and the four ranks' communication.
inline std::shared_ptr<const Analysis> analysisWithCommunication(bool communicationLane = false)
{
    auto base = sampleAnalysis();
    auto profile = std::make_shared<Profile>(*base->profile);
    profile->timeline.lanes.push_back({u"Ascend Hardware"_qs, u"Stream 1"_qs, TimelineLane::Kind::DeviceStream, 1, 1});
    profile->timeline.append(0, 1'000'000'000, 500'000, profile->timeline.strings.intern(std::string_view("k")), 0);
    if (communicationLane) {
        profile->timeline.lanes.push_back({u"HCCL"_qs, u"Group 0"_qs, TimelineLane::Kind::Communication, 2, 1});
        profile->timeline.append(1, 1'000'100'000, 10'000,
                                 profile->timeline.strings.intern(std::string_view("hcom_allReduce__1_0_1")));
    }
    profile->timeline.finish();
    auto analysis = std::make_shared<Analysis>(*base);
    analysis->profile = profile;
    analysis->communication = judgedReport(fourRankCommunication());
    return analysis;
}

} // namespace rl::test
