// SPDX-License-Identifier: GPL-3.0-or-later
// `rooflens reduce`: over the ranks' summaries it gives what the job's own analysis gives (run
// totals, slowest rank, the table across ranks), names the planted straggler and why it is
// slower, and lists every rank it could not take with the reason.
#include "clusterfixture.h"

#include "core/report/runjson.h"

#include <QTemporaryDir>
#include <QTest>

using namespace rl;
using namespace rl::test;
using json::Json;

namespace {

// The job's analysis and the reduce of its ranks' summaries agree: every part of every rank's
// totals the job gives (waiting_us, timeline-derived, the job gives for its analysed rank only),
// the slowest rank and the table across ranks, to the bit.
void compareWithJob(const Analysis &job, const ClusterResult &cluster)
{
    QVERIFY(job.profile->run);
    const RunBreakdown &run = *job.profile->run;
    QCOMPARE(cluster.ranks.size(), run.ranks.size());
    for (const RankBreakdown &r : run.ranks) {
        const ClusterRank *mine = cluster.rank(r.rank);
        QVERIFY(mine);
        const Json expected = stepJson(r.totals, false), actual = stepJson(mine->totals, false);
        for (auto it = expected.begin(); it != expected.end(); ++it) {
            if (it.key() == "waiting_us" && r.rank != run.analysedRank)
                continue;
            RL_COMPARE_JSON(actual[it.key()], it.value());
        }
        QCOMPARE(mine->steps, int(r.steps.size()));
    }
    QCOMPARE(cluster.slowestRank, run.slowestRank);
    QVERIFY(!run.groups.empty());
    RL_COMPARE_JSON(groupsAcrossRanksJson(cluster.groups), groupsAcrossRanksJson(run.groups));
}

} // namespace

class TestClusterReduce : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reduceOfAGeneratedJobEqualsItsAnalysisAndNamesThePlantedStraggler()
    {
        QTemporaryDir dir;
        sim::GeneratedJobSpec spec;
        spec.ranks = 6;
        spec.kernelsPerRank = 600;
        RL_VALUE(job, sim::writeGeneratedJob(dir.filePath(u"job"_qs), spec));
        QString why;
        QVERIFY2(mapRanks(rankFolders(job.directory), dir.filePath(u"ranks"_qs), &why), qPrintable(why));
        const ClusterResult cluster = reduceFolder(dir.filePath(u"ranks"_qs));
        QVERIFY(cluster.missing.empty());
        RL_VALUE(analysis, analyzeFolder(job.directory));
        compareWithJob(analysis, cluster);

        QCOMPARE(cluster.slowestRank, std::optional<int>(job.straggler));
        QCOMPARE(cluster.stragglers.size(), size_t(1));
        const Straggler &s = cluster.stragglers.front();
        QCOMPARE(s.rank, job.straggler);
        QCOMPARE(s.slowerPart, u"computing"_qs);
        QVERIFY2(s.excessPct > 10.0, qPrintable(QString::number(s.excessPct)));
        QVERIFY(cluster.medianTotalUs && s.totalUs > *cluster.medianTotalUs * 1.05);
        QCOMPARE(cluster.groups.front().group, QString::fromLatin1(sim::kPlantedSlowType));
        QCOMPARE(cluster.groups.front().slowestRank, job.straggler);
        QVERIFY(cluster.groups.front().spread > 1.9); // three times longer on one rank
        for (const ClusterRank &r : cluster.ranks) {
            QVERIFY(r.communicationElapseMs && *r.communicationElapseMs > 0.0);
            QVERIFY(r.communicationWaitMs && *r.communicationWaitMs > 0.0);
        }
    }

    void reduceOfTheRealRanksEqualsTheJobAnalysis()
    {
        RL_REAL_DATA(jobDir, u"torchnpu_a2_2rank_level2_text"_qs);
        QTemporaryDir dir;
        QString why;
        QVERIFY2(mapRanks(rankFolders(jobDir + u"/level2"), dir.filePath(u"ranks"_qs), &why), qPrintable(why));
        const ClusterResult cluster = reduceFolder(dir.filePath(u"ranks"_qs));
        QVERIFY(cluster.missing.empty());
        RL_VALUE(analysis, analyzeFolder(jobDir));
        compareWithJob(analysis, cluster);
        QVERIFY(cluster.ranks[0].communicationElapseMs.has_value());
    }

    void everyRankNotTakenIsListedWithItsReason()
    {
        QTemporaryDir dir;
        sim::GeneratedJobSpec spec;
        spec.ranks = 3;
        spec.kernelsPerRank = 60;
        RL_VALUE(job, sim::writeGeneratedJob(dir.filePath(u"job"_qs), spec));
        const QString ranks = dir.filePath(u"out/ranks"_qs);
        QString why;
        QVERIFY2(mapRanks(rankFolders(job.directory), ranks, &why), qPrintable(why));
        QFile::copy(ranks + u"/rank_1_ascend_pt.json", ranks + u"/rank_1_again.json");
        QVERIFY(writeFixture(ranks + u"/rank_7.json", "{\"schema\": \"rooflens.rank-summary/1\", \"rank\": 7,"));
        QVERIFY(writeFixture(ranks + u"/rank_8.json", "{\"schema\": \"rooflens.analysis/1\"}"));
        QVERIFY(writeFixture(ranks + u"/rank_9.json", "{\"schema\": \"rooflens.rank-summary/1\", \"rank\": \"nine\"}"));
        // The driver's own failures beside the ranks folder (rooflens-dask's OUTDIR); rank 2 was
        // retried and mapped after all, so only rank 4 stays missing.
        QVERIFY(writeFixture(dir.filePath(u"out/missing.json"_qs),
                             "[{\"rank\": 4, \"path\": \"/job/rank_4\", \"reason\": \"worker lost twice\"},"
                             " {\"rank\": 2, \"path\": \"/job/rank_2\", \"reason\": \"worker lost\"}]"));
        const ClusterResult cluster = reduceFolder(dir.filePath(u"out"_qs));
        QCOMPARE(cluster.ranks.size(), size_t(3));
        QMap<int, QString> reasons;
        for (const MissingRank &m : cluster.missing)
            reasons.insert(m.rank.value_or(-1), m.reason);
        QCOMPARE(reasons.keys(), (QList<int>{1, 4, 7, 8, 9}));
        QVERIFY2(reasons[1].contains(u"again"), qPrintable(reasons[1]));
        QVERIFY2(reasons[4] == u"worker lost twice", qPrintable(reasons[4]));
        QVERIFY2(reasons[7].contains(u"byte"), qPrintable(reasons[7]));
        QVERIFY2(reasons[8].contains(u"rank-summary"), qPrintable(reasons[8]));
        QVERIFY2(reasons[9].contains(u"rank"), qPrintable(reasons[9]));
        QVERIFY(mentions(cluster.diagnostics, u"5 rank(s) missing"_qs));
    }

    void oneRankMakesNoTableAcrossRanks()
    {
        QTemporaryDir dir;
        sim::GeneratedJobSpec spec;
        spec.ranks = 1;
        spec.kernelsPerRank = 60;
        RL_VALUE(job, sim::writeGeneratedJob(dir.filePath(u"job"_qs), spec));
        QString why;
        QVERIFY2(mapRanks(rankFolders(job.directory), dir.filePath(u"ranks"_qs), &why), qPrintable(why));
        const ClusterResult cluster = reduceFolder(dir.filePath(u"ranks"_qs));
        QCOMPARE(cluster.ranks.size(), size_t(1));
        QVERIFY(cluster.groups.empty()); // as the job's analysis: two ranks with operators at least
        QVERIFY(cluster.stragglers.empty());
    }
};

QTEST_GUILESS_MAIN(TestClusterReduce)
#include "tst_clusterreduce.moc"
