// SPDX-License-Identifier: GPL-3.0-or-later
// Collectives judged against the link roofs (core/comm/README.md §5–§7): each verdict of the
// table, which transports are judged, a bandwidth above its roof, the slowest link and the rank
// that makes the others wait. Collectives are built here, figure by figure.
#include "core/comm/communicationjudge.h"
#include "core/comm/waitingcause.h"
#include "core/hardware/hardwarecatalog.h"
#include "testutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

const HardwareSpec &ascend910a() // HCCS 18, RDMA 12.5, PCIE 20 GB/s
{
    static const HardwareSpec spec = HardwareCatalog::builtin().resolve(u"ascend910a"_qs).value();
    return spec;
}

TransportFigures transport(const QString &name, double sizeMb, double timeMs, std::optional<double> largePackets = 1.0)
{
    TransportFigures t;
    t.transport = name;
    t.sizeMb = sizeMb;
    t.timeMs = timeMs;
    t.bandwidthGbs = timeMs > 0.0 ? std::optional<double>(sizeMb / timeMs) : std::nullopt;
    t.largePacketRatio = largePackets;
    return t;
}

CollectiveRecord collective(double transitMs, double waitMs, std::vector<TransportFigures> transports, int rank = 0,
                            const QString &name = u"hcom_allReduce__1_0_1"_qs)
{
    CollectiveRecord c;
    c.rank = rank;
    c.name = name;
    c.group = u"g"_qs;
    c.elapseMs = transitMs + waitMs;
    c.transitMs = transitMs;
    c.waitMs = waitMs;
    c.synchronizationMs = 0.0;
    c.waitRatio = transitMs + waitMs > 0.0 ? waitMs / (transitMs + waitMs) : 0.0;
    c.synchronizationRatio = 0.0;
    c.transports = std::move(transports);
    return c;
}

JudgedCollective judged(const CollectiveRecord &c, const HardwareSpec &hardware = ascend910a())
{
    CommunicationData data;
    data.collectives = {c};
    return judgeCommunication(data, hardware).collectives.front();
}

} // namespace

class TestCommunicationJudge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aLinkAtItsRoofIsBandwidthBound()
    {
        const auto c = judged(collective(1.0, 0.1, {transport(u"HCCS"_qs, 16.2, 1.0)})); // 16.2 of 18 GB/s
        QCOMPARE(c.verdict, CommunicationVerdict::BandwidthBound);
        QCOMPARE(*c.utilization, 0.9);
        QCOMPARE(c.advice.front().id, u"comm.overlap"_qs);
        QVERIFY2(c.evidence.contains(u"90 %"), qPrintable(c.evidence));
    }

    void smallPacketsBelowTheBoundAreSmallPackets()
    {
        const auto c = judged(collective(1.0, 0.0, {transport(u"HCCS"_qs, 5.4, 1.0, 0.1)})); // 30 %
        QCOMPARE(c.verdict, CommunicationVerdict::SmallPackets);
        QCOMPARE(c.advice.front().id, u"comm.small_packets"_qs);
    }

    void largePacketsOnASlowLinkAreLowBandwidth()
    {
        const auto c = judged(collective(1.0, 0.0, {transport(u"RDMA"_qs, 2.5, 1.0, 0.95)})); // 20 % of 12.5
        QCOMPARE(c.verdict, CommunicationVerdict::LowBandwidth);
        QCOMPARE(c.advice.front().id, u"comm.link_config"_qs);
        QVERIFY(c.advice.front().text.contains(u"switch"));
    }

    void largePacketsBetweenHalfAndTheBoundAreOk()
    {
        const auto c = judged(collective(1.0, 0.0, {transport(u"HCCS"_qs, 11.7, 1.0, 0.9)})); // 65 %
        QCOMPARE(c.verdict, CommunicationVerdict::Ok);
        QVERIFY(c.advice.empty());
    }

    void waitingAtLeastAsLongAsTransferringIsWaitDominated()
    {
        const auto c = judged(collective(1.0, 3.0, {transport(u"HCCS"_qs, 16.2, 1.0)}));
        QCOMPARE(c.verdict, CommunicationVerdict::WaitDominated);
        QCOMPARE(c.advice.front().id, u"comm.wait"_qs);
        QVERIFY(c.evidence.contains(u"75 %"));
    }

    void aNoteableWaitBelowHalfKeepsTheBandwidthVerdictAndSaysSo()
    {
        const auto c = judged(collective(1.0, 0.45, {transport(u"HCCS"_qs, 16.2, 1.0)})); // wait ratio 0.31
        QCOMPARE(c.verdict, CommunicationVerdict::BandwidthBound);
        QVERIFY2(c.evidence.contains(u"0.2 mark"), qPrintable(c.evidence));
    }

    void onlyOnChipCopiesOrNotificationsAreNotJudged()
    {
        const auto c = judged(collective(0.0, 1.0, {transport(u"HCCS"_qs, 0.0, 0.0)}));
        QCOMPARE(c.verdict, CommunicationVerdict::None);
        QVERIFY(c.judgedTransports.isEmpty());
    }

    void aLinkWithoutARoofIsNotJudgedOnBandwidth()
    {
        const auto c = judged(collective(1.0, 0.0, {transport(u"SIO"_qs, 1.0, 1.0, 0.1)}));
        QCOMPARE(c.verdict, CommunicationVerdict::None);
        QVERIFY(!c.utilization);
        QVERIFY(c.evidence.contains(u"no roof"));
    }

    // The table's consequence: U below half while transit dominates is never ok nor unjudged.
    void aSlowLinkWhileTransitDominatesIsNeverOk()
    {
        for (double share : {0.05, 0.2, 0.45}) {
            for (double packets : {0.0, 0.5, 1.0}) {
                const auto c = judged(collective(1.0, 0.2, {transport(u"HCCS"_qs, 18.0 * share, 1.0, packets)}));
                QVERIFY(c.verdict != CommunicationVerdict::Ok && c.verdict != CommunicationVerdict::None);
            }
        }
    }

    void rdmaDominatingTheTimeIsJudgedAlone()
    {
        const auto c = judged(collective(
            1.0, 0.0,
            {transport(u"HCCS"_qs, 1.0, 0.1), transport(u"RDMA"_qs, 12.0, 1.0), transport(u"SDMA"_qs, 1.0, 0.1)}));
        QCOMPARE(c.judgedTransports, QStringList{u"RDMA"_qs});
        QCOMPARE(c.utilizationTransport, u"RDMA"_qs);
    }

    void sdmaStandsForTheOnChipLinksOnlyWhenNoneHasData()
    {
        auto both = judged(collective(1.0, 0.0, {transport(u"HCCS"_qs, 9.0, 1.0), transport(u"SDMA"_qs, 9.0, 1.0)}));
        QCOMPARE(both.judgedTransports, QStringList{u"HCCS"_qs});
        auto alone = judged(collective(1.0, 0.0, {transport(u"SDMA"_qs, 9.0, 1.0)}));
        QCOMPARE(alone.judgedTransports, QStringList{u"SDMA"_qs});
    }

    void aBandwidthAboveItsRoofIsKeptAndBecomesAWarning()
    {
        CommunicationData data;
        data.collectives = {collective(1.0, 0.0, {transport(u"HCCS"_qs, 23.7, 1.0)})};
        const CommunicationReport report = judgeCommunication(data, ascend910a());
        QVERIFY(*report.collectives.front().utilization > 1.3); // as computed, not clipped
        QVERIFY(mentions(report.diagnostics, u"above the 18.0 GB/s empirical roof"_qs));
        QVERIFY(mentions(report.diagnostics, u"--hardware"_qs)); // above 1.05: another chip?
        QVERIFY(report.collectives.front().evidence.contains(u"not a limit"));
    }

    void callsOfOneCollectiveInSeveralStepsAreSummed()
    {
        CommunicationData data;
        auto first = collective(1.0, 0.0, {transport(u"HCCS"_qs, 9.0, 1.0)});
        auto second = collective(3.0, 4.0, {transport(u"HCCS"_qs, 9.0, 2.0)});
        first.step = u"step1"_qs;
        second.step = u"step2"_qs;
        data.collectives = {first, second};
        const CommunicationReport report = judgeCommunication(data, ascend910a());
        QCOMPARE(report.collectives.size(), size_t(1));
        const JudgedCollective &c = report.collectives.front();
        QCOMPARE(c.calls, 2);
        QCOMPARE(*c.transitUs, 4000.0);
        QCOMPARE(*c.waitRatio, 0.5); // from the sums
        QCOMPARE(*c.transport(u"HCCS"_qs)->bandwidthGbs, 6.0);
    }

    void theRunLinksSumEveryCollective()
    {
        CommunicationData data;
        data.collectives = {collective(1.0, 0.0, {transport(u"HCCS"_qs, 9.0, 1.0)}),
                            collective(1.0, 0.0, {transport(u"HCCS"_qs, 3.0, 1.0)}, 1)};
        const CommunicationReport report = judgeCommunication(data, ascend910a());
        QCOMPARE(report.links.size(), size_t(1));
        QCOMPARE(*report.links.front().bandwidthGbs, 6.0);
        QCOMPARE(*report.links.front().utilization, 6.0 / 18.0);
        QVERIFY(report.links.front().peakSource.contains(u"HCCS_BANDWIDTH_V2_1_0"));
    }

    void theSlowestLinkIsAmongThoseThatMovedAMegabyte()
    {
        CommunicationData data;
        const auto link = [](int src, int dst, double mb, double ms, const char *transport = "HCCS") {
            MatrixRecord m;
            m.srcRank = src;
            m.dstRank = dst;
            m.transport = QString::fromLatin1(transport);
            m.sizeMb = mb;
            m.timeMs = ms;
            m.opName = u"op"_qs;
            return m;
        };
        data.collectives = {collective(1.0, 0.0, {transport(u"HCCS"_qs, 9.0, 1.0)})};
        data.matrix = {link(0, 1, 10, 1), link(1, 0, 10, 1.1), link(0, 2, 10, 2.5), link(2, 0, 0.001, 1),
                       link(0, 0, 100, 0.1, "LOCAL")};
        const CommunicationReport report = judgeCommunication(data, ascend910a());
        QCOMPARE(report.matrix.size(), size_t(4)); // LOCAL is on-chip, not a link
        QVERIFY(report.slowestLink);
        QCOMPARE(report.slowestLink->link.dstRank, 2); // 4 GB/s; the kilobyte link is latency
        QVERIFY(report.slowestLink->slow);             // 4 <= 0.8 x mean(10, 9.09, 4, 0.001)
        QVERIFY(report.summary.contains(u"slow link"));

        data.matrix = {link(0, 1, 10, 1), link(1, 0, 10, 1.1)};
        const CommunicationReport uniform = judgeCommunication(data, ascend910a());
        QVERIFY(!uniform.slowestLink->slow);
        QVERIFY(uniform.summary.contains(u"floor of a uniform fabric"));
    }

    void dixonFlagsTheRankThatArrivedLast()
    {
        QCOMPARE(dixonLowOutlier({10.0, 50.0, 51.0, 52.0, 53.0, 54.0, 55.0, 56.0}), std::optional<size_t>(0));
        QVERIFY(!dixonLowOutlier({50.0, 51.0, 52.0, 53.0, 54.0, 55.0, 56.0, 57.0}));
        QVERIFY(!dixonLowOutlier({10.0, 50.0, 50.0, 50.0})); // too few distinct values
    }

    void theRankTheOthersWaitForIsNamedWithTheTimeTheyLost()
    {
        CommunicationData data;
        for (int round = 0; round < 3; ++round) {
            const QString name = u"hcom_allReduce__"_qs + QString::number(round);
            for (int rank = 0; rank < 8; ++rank) {
                // Rank 5 arrives last: its elapse is shortest, the others waited for it.
                const double waitMs = rank == 5 ? 0.1 : 5.0 + 0.2 * rank;
                data.collectives.push_back(collective(1.0, waitMs, {transport(u"HCCS"_qs, 9.0, 1.0)}, rank, name));
            }
        }
        const CommunicationReport report = judgeCommunication(data, ascend910a());
        QVERIFY(report.waitingCause);
        QCOMPARE(report.waitingCause->rank, 5);
        QCOMPARE(report.waitingCause->votes, 3);
        QVERIFY(report.waitingCause->othersWaitedMs > 3 * 7 * 4.9);
        QVERIFY(report.summary.contains(u"rank 5 made the others wait"));
        const auto waiting = std::find_if(report.collectives.begin(), report.collectives.end(),
                                          [](const JudgedCollective &c) { return c.rank == 0; });
        QVERIFY(waiting->advice.front().text.contains(u"Rank 5"));
    }

    void withTwoRanksTheOneThatWaitedLeastIsTheLateOne()
    {
        CommunicationData data;
        data.collectives = {collective(0.1, 4.0, {transport(u"HCCS"_qs, 1.0, 0.1)}, 0),
                            collective(0.1, 0.001, {transport(u"HCCS"_qs, 1.0, 0.1)}, 1)};
        const CommunicationReport report = judgeCommunication(data, ascend910a());
        QVERIFY(report.waitingCause);
        QCOMPARE(report.waitingCause->rank, 1);
    }
};

QTEST_GUILESS_MAIN(TestCommunicationJudge)
#include "tst_communicationjudge.moc"
