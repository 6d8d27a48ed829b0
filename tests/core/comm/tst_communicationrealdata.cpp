// SPDX-License-Identifier: GPL-3.0-or-later
// Every real set that holds communication, opened the way a user opens it: the figures equal the
// files' own (checked by hand against the files, core/comm/README.md §1), the source kind the
// loader says it read, and judgements that hold together (no verdict against the table, every
// utilisation against a sourced roof). Skips with a message when ../shared/realdata is absent.
#include "core/comm/communicationreport.h"
#include "core/comm/communicationverdict.h"
#include "core/report/analysisjson.h"
#include "core/run/runbreakdown.h"
#include "core/workflow/workflow.h"
#include "testutil.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

Result<Analysis> analyse(const QString &path, const QString &hardware = {})
{
    AnalysisRequest request;
    request.paths = {path};
    request.hardware = hardware;
    Progress progress;
    return Workflow::builtin().loadAndAnalyze(request, progress);
}

const JudgedCollective *find(const CommunicationReport &r, int rank, const QString &name)
{
    for (const JudgedCollective &c : r.collectives) {
        if (c.rank == rank && c.name == name)
            return &c;
    }
    return nullptr;
}

bool near(double a, double b, double tolerance = 1e-9)
{
    return std::abs(a - b) <= tolerance * std::max(1.0, std::abs(b));
}

} // namespace

class TestCommunicationRealData : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void torchNpuCommunicationJsonFiguresAreTheFiles()
    {
        RL_REAL_DATA(job, u"torchnpu_a2_2rank_level2_text/level2"_qs);
        RL_VALUE(a, analyse(job));
        QVERIFY(a.communication);
        const CommunicationReport &r = *a.communication;
        QCOMPARE(communicationSourceName(r.source), u"communication_json"_qs);
        QCOMPARE(r.ranks(), 2);
        RL_FOUND(c, find(r, 0, u"hcom_allReduce__271_0_1"_qs));
        QCOMPARE(c.group, u"11022204950826225271"_qs);
        QCOMPARE(*c.waitRatio, 0.9149); // the file's, rounded as it writes it
        RL_FOUND(hccs, c.transport(u"HCCS"_qs));
        QCOMPARE(hccs.sizeMb, 28.647232);
        QCOMPARE(hccs.timeMs, 1.8168563124999997); // as the file writes it, summed over streams
        QCOMPARE(*hccs.bandwidthGbs, 15.7675);
        QVERIFY(hccs.peakGbs); // the A2's HCCS roof
        QVERIFY(near(*hccs.utilization, 15.7675 / *hccs.peakGbs));
        QVERIFY(!r.matrix.empty()); // the -total rows of communication_matrix.json
    }

    void theProfilerDatabaseGivesTheSameAllReduce()
    {
        RL_REAL_DATA(job, u"torchnpu_a2_db_level1"_qs);
        RL_VALUE(a, analyse(job));
        QVERIFY(a.communication);
        const CommunicationReport &r = *a.communication;
        QCOMPARE(communicationSourceName(r.source), u"profiler_db"_qs);
        QCOMPARE(r.collectives.size(), size_t(4));
        RL_FOUND(c, find(r, 0, u"hcom_allReduce__210_0_1"_qs));
        RL_FOUND(hccs, c.transport(u"HCCS"_qs));
        QVERIFY(near(hccs.sizeMb, 28.647232));
        QVERIFY(near(hccs.timeMs, 1.821901, 1e-6));
        QVERIFY(near(*hccs.bandwidthGbs, 15.7238, 1e-4));
    }

    void clusterOutputAloneOpensWithItsStepsAndCollectives()
    {
        RL_REAL_DATA(job, u"msprofanalyze_advisor_cluster8_2024"_qs);
        RL_VALUE(a, analyse(job));
        QVERIFY(a.profile->operators.empty());
        QCOMPARE(a.profile->run->ranks.size(), size_t(8)); // the cluster step table
        QVERIFY(a.communication);
        const CommunicationReport &r = *a.communication;
        QCOMPARE(communicationSourceName(r.source), u"cluster_communication_json"_qs);
        RL_FOUND(c, find(r, 0, u"hcom_broadcast__501_0"_qs));
        QCOMPARE(c.group, u"(0, 1)"_qs);
        QVERIFY(near(*c.elapseUs, 121.73694384375 * 1000.0));
        QCOMPARE(*c.transport(u"HCCS"_qs)->bandwidthGbs, 2.7012);
        QCOMPARE(c.verdict, CommunicationVerdict::WaitDominated); // wait ratio 0.9999
    }

    // The 910A job: device_0's run holds only its HCCL track, device_1's the timeline too. The
    // HCCS figures are what the copy tasks add up to (formats: 14.05 GB/s aggregated).
    void anHcclOnlyDeviceFolderGivesItsCollectiveBesideTheOtherRank()
    {
        RL_REAL_DATA(job, u"msprof_timeline_910_2023_2rank_hccl"_qs);
        RL_VALUE(a, analyse(job));
        QVERIFY(!a.profile->operators.empty()); // device_1's timeline
        QCOMPARE(a.hardware.id, u"ascend910a"_qs);
        QVERIFY(a.communication);
        const CommunicationReport &r = *a.communication;
        QCOMPARE(communicationSourceName(r.source), u"hccl_timeline"_qs);
        QCOMPARE(r.ranks(), 2);
        RL_FOUND(rank1, find(r, 1, u"Default/AllReduce-op534_0"_qs));
        RL_FOUND(hccs, rank1.transport(u"HCCS"_qs));
        QVERIFY(near(hccs.sizeMb, 294.970368));
        QVERIFY(near(hccs.timeMs, 21.94177, 1e-6));
        QCOMPARE(*hccs.peakGbs, 18.0);
        const auto link = std::find_if(r.links.begin(), r.links.end(),
                                       [](const CommunicationLink &l) { return l.transport == u"HCCS"; });
        QVERIFY(link != r.links.end());
        QVERIFY(near(*link->bandwidthGbs, 14.05, 1e-3));
    }

    void theEdited2023DatabaseHasNoCollectiveAndStillOpens()
    {
        RL_REAL_DATA(job, u"msprof_db_910b_2023_edited"_qs);
        RL_VALUE(a, analyse(job));
        QVERIFY(!a.communication || a.communication->collectives.empty());
    }

    // Over every real set: verdicts follow the table, utilisation is bandwidth over a sourced
    // roof, and the JSON carries run.communication whenever the analysis has it.
    void everyRealSetsCommunicationHoldsTogether()
    {
        const QString root = realDataRoot();
        if (!QFileInfo(root).isDir())
            QSKIP(qPrintable(u"real data absent (" + root + u")"));
        int judged = 0;
        for (const QString &set : QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            auto a = analyse(root + u'/' + set);
            if (!a || !a->communication)
                continue;
            for (const JudgedCollective &c : a->communication->collectives) {
                ++judged;
                for (const JudgedTransport &t : c.transports) {
                    QVERIFY2(!t.utilization || (t.peakGbs && !t.peakSource.isEmpty()), qPrintable(set + u' ' + c.name));
                    QVERIFY(t.sizeMb >= 0.0 && t.timeMs >= 0.0);
                }
                if (c.verdict == CommunicationVerdict::WaitDominated)
                    QVERIFY(c.waitRatio && *c.waitRatio >= commthresholds::kWaitDominated);
                if (c.verdict == CommunicationVerdict::BandwidthBound)
                    QVERIFY(c.utilization && *c.utilization >= commthresholds::kBandwidthBound);
                QVERIFY(!c.evidence.isEmpty());
            }
            const QJsonObject doc = QJsonDocument::fromJson(analysisToJson(*a, -1)).object();
            QVERIFY2(doc.value(u"run").toObject().value(u"communication").isObject(), qPrintable(set));
        }
        QVERIFY(judged > 0);
    }
};

QTEST_GUILESS_MAIN(TestCommunicationRealData)
#include "tst_communicationrealdata.moc"
