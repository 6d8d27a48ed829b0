// SPDX-License-Identifier: GPL-3.0-or-later
// Collectives of two runs matched (core/compare/communicationdeltas.h): by rank, name and group,
// else by call site when the run's own counter changed; the largest change first; and the
// comparison JSON carries them.
#include "core/comm/communicationjudge.h"
#include "core/compare/communicationdeltas.h"
#include "core/hardware/hardwarecatalog.h"
#include "testutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

CollectiveRecord record(int rank, const QString &name, double elapseMs, const QString &group = u"g"_qs)
{
    CollectiveRecord c;
    c.rank = rank;
    c.name = name;
    c.group = group;
    c.elapseMs = elapseMs;
    c.transitMs = elapseMs / 2.0;
    c.waitMs = elapseMs / 2.0;
    TransportFigures t;
    t.transport = u"HCCS"_qs;
    t.sizeMb = 10.0;
    t.timeMs = elapseMs / 2.0;
    t.bandwidthGbs = t.sizeMb / t.timeMs;
    c.transports = {t};
    return c;
}

CommunicationReport judged(std::vector<CollectiveRecord> records)
{
    CommunicationData data;
    data.collectives = std::move(records);
    return judgeCommunication(data, HardwareCatalog::builtin().resolve(u"ascend910b4"_qs).value());
}

} // namespace

class TestCommunicationCompare : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theRunsOwnCounterIsNotPartOfTheCallSite()
    {
        QCOMPARE(callSiteOf(u"hcom_allReduce__271_0_1"_qs), u"hcom_allReduce__0_1"_qs);
        QCOMPARE(callSiteOf(u"hcom_allReduce__865_0_1"_qs), u"hcom_allReduce__0_1"_qs);
        QCOMPARE(callSiteOf(u"Default/AllReduce-op534_0"_qs), u"Default/AllReduce-op534_0"_qs);
    }

    void collectivesMatchByNameAndGroupElseByCallSiteLargestChangeFirst()
    {
        const CommunicationReport before = judged({record(0, u"hcom_allReduce__271_0_1"_qs, 2.0),
                                                   record(0, u"hcom_allReduce__271_1_1"_qs, 10.0),
                                                   record(1, u"hcom_broadcast__9_0_1"_qs, 1.0)});
        const CommunicationReport after = judged({record(0, u"hcom_allReduce__865_0_1"_qs, 1.0, u"h"_qs),
                                                  record(0, u"hcom_allReduce__271_1_1"_qs, 4.0),
                                                  record(2, u"hcom_send__1_0"_qs, 1.0)});
        const CommunicationComparison c = compareCommunication(before, after);
        QCOMPARE(c.matches.size(), size_t(2));
        QCOMPARE(c.unmatchedBaseline, 1);                                     // the broadcast of rank 1
        QCOMPARE(c.unmatchedCandidate, 1);                                    // the send of rank 2
        QCOMPARE(c.matches[0].baseline->name, u"hcom_allReduce__271_1_1"_qs); // 6 ms saved
        QCOMPARE(*c.matches[0].elapseChangePct, -60.0);
        QCOMPARE(c.matches[1].candidate->name, u"hcom_allReduce__865_0_1"_qs); // by call site
        QCOMPARE(*c.matches[1].elapseChangePct, -50.0);
    }
};

QTEST_GUILESS_MAIN(TestCommunicationCompare)
#include "tst_communicationcompare.moc"
