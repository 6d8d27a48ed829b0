// SPDX-License-Identifier: GPL-3.0-or-later
// The run page at cluster scale (widgets/cluster/clusterpage.h): the counts of ranks and of
// missing ranks above the heatmap, the stragglers' sentence, the operator types across ranks
// under QAbstractItemModelTester, and where a double-click on a rank goes: its profile when the
// folder is here, else a message saying why.
#include "clusterfixture.h"
#include "widgets/cluster/clustergroupsmodel.h"
#include "widgets/cluster/clusterheatmap.h"
#include "widgets/cluster/clusterpage.h"
#include "widgets/cluster/clusterpaths.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;
using namespace rl::test;

class TestClusterPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theCountsOfRanksAndMissingRanksAreSaid()
    {
        ClusterSpec spec;
        spec.missing = {17, 233, 400};
        ClusterPage page;
        page.setCluster(generatedCluster(spec), u"/tmp/cluster.json"_qs);
        QVERIFY2(page.titleText().contains(u"1,000 rank(s), 997 read, 3 missing"), qPrintable(page.titleText()));
        QCOMPARE(
            page.missingText(),
            u"Missing: rank 17 (worker lost twice); rank 233 (worker lost twice); rank 400 (worker lost twice)"_qs);
        QVERIFY2(page.summaryText().contains(u"The slowest rank is 666 at ")
                     && page.summaryText().contains(u"on node-0083")
                     && page.summaryText().contains(u"1 straggler(s), more than 5 % above the median: rank 666 (+")
                     && page.summaryText().contains(u"slower in computing"),
                 qPrintable(page.summaryText()));
        // None missing: no missing line, and the count is the ranks read.
        page.setCluster(generatedCluster({}), u"/tmp/cluster.json"_qs);
        QVERIFY2(page.titleText().endsWith(u"1,000 rank(s)"), qPrintable(page.titleText()));
        QVERIFY(page.missingText().isEmpty());
    }

    void manyMissingRanksAreCountedBeyondTheFirstFive()
    {
        ClusterSpec spec;
        spec.ranks = 10000;
        for (int r = 100; r < 130; ++r)
            spec.missing.insert(r);
        ClusterPage page;
        page.setCluster(generatedCluster(spec), u"/tmp/cluster.json"_qs);
        QVERIFY2(page.titleText().contains(u"10,000 rank(s), 9,970 read, 30 missing"), qPrintable(page.titleText()));
        QVERIFY2(page.missingText().endsWith(u"rank 104 (worker lost twice); and 25 more"),
                 qPrintable(page.missingText()));
    }

    void theOperatorTypesAcrossRanksPassTheModelTester()
    {
        ClusterGroupsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCluster(generatedCluster({}));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(ClusterGroupsModel::ColumnCount));
        QCOMPARE(model.index(1, ClusterGroupsModel::TypeColumn).data().toString(), u"FlashAttentionScore"_qs);
        QCOMPARE(model.index(1, ClusterGroupsModel::RanksColumn).data().toString(), u"1,000"_qs);
        QCOMPARE(model.index(1, ClusterGroupsModel::SlowestRankColumn).data().toInt(), 666);
        QCOMPARE(model.slowestRank(1), 666);
        QVERIFY(model.index(1, ClusterGroupsModel::SlowestTotalColumn).data(Qt::UserRole).toDouble() > 5900.0);
        QVERIFY(model.index(1, ClusterGroupsModel::MedianColumn).data(Qt::UserRole).toDouble() < 2100.0);
        QVERIFY(model.index(1, ClusterGroupsModel::SpreadColumn).data(Qt::UserRole).toDouble() > 1.9);
        QVERIFY(model.index(1, ClusterGroupsModel::SlowestRankColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(u"rank 666"));
        QCOMPARE(model.headerData(ClusterGroupsModel::SlowestRankColumn, Qt::Horizontal).toString(),
                 u"Slowest rank"_qs);
        model.setCluster(nullptr);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.slowestRank(0), -1);
    }

    void aReachableRankIsAskedForAndAnUnreachableOneSaysWhy()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(u"job/rank_3"_qs));
        ClusterSpec spec;
        spec.ranks = 8;
        spec.missing = {5};
        spec.pathPrefix = dir.filePath(u"job/rank_"_qs);
        ClusterPage page;
        page.setCluster(generatedCluster(spec), dir.filePath(u"out/cluster.json"_qs));
        QSignalSpy asked(&page, &ClusterPage::profileRequested);
        page.openRank(3);
        QCOMPARE(asked.count(), 1);
        QCOMPARE(asked.front().at(0).toString(), dir.filePath(u"job/rank_3"_qs));
        QCOMPARE(asked.front().at(1).toInt(), 3);
        QVERIFY(page.messageText().isEmpty());
        page.openRank(4); // mapped elsewhere: its folder is not here
        QCOMPARE(asked.count(), 1);
        QVERIFY2(page.messageText().startsWith(u"Cannot open rank 4: rank 4's profile folder")
                     && page.messageText().contains(u"is not on this machine"),
                 qPrintable(page.messageText()));
        page.openRank(5);
        QCOMPARE(page.messageText(), u"Rank 5 is missing from the cluster: worker lost twice"_qs);
        // Through the heatmap: a double-click on a one-rank column.
        page.heatmap()->showRanks(-0.5, 7.5);
        page.heatmap()->activateCell(3);
        QCOMPARE(asked.count(), 2);
        // And through the table: a row opens its slowest rank (rank 3 of these eight).
        QTableView *view = page.groupsView();
        Q_EMIT view->doubleClicked(view->model()->index(0, 0));
        QCOMPARE(asked.count(), 3);
        QCOMPARE(asked.back().at(1).toInt(), 3);
    }

    void aRelativeRankPathResolvesFromTheClusterFile()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(u"out/job/rank_0"_qs));
        ClusterRank rank;
        rank.rank = 0;
        rank.path = u"job/rank_0"_qs;
        const RankProfileLocation found = locateRankProfile(rank, dir.filePath(u"out/cluster.json"_qs));
        QCOMPARE(found.path, dir.filePath(u"out/job/rank_0"_qs));
        rank.path.clear();
        QVERIFY(locateRankProfile(rank, dir.filePath(u"out/cluster.json"_qs)).reason.contains(u"no profile folder"));
    }

    void aClusterFileIsToldFromOtherJson()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"c.json"_qs);
        QVERIFY(writeClusterFile(*generatedCluster(ClusterSpec{4, 0, {}, {}, {}}), file));
        QCOMPARE(clusterFileOf(file), file);
        QVERIFY(QDir(dir.path()).mkpath(u"outdir"_qs));
        QVERIFY(writeClusterFile(*generatedCluster(ClusterSpec{4, 0, {}, {}, {}}),
                                 dir.filePath(u"outdir/cluster.json"_qs)));
        QCOMPARE(clusterFileOf(dir.filePath(u"outdir"_qs)), dir.filePath(u"outdir/cluster.json"_qs));
        QVERIFY(clusterFileOf(dir.path()).isEmpty());
        QFile other(dir.filePath(u"trace.json"_qs));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write(R"({"traceEvents": [{"name": "rooflens.cluster/1"}]})");
        other.close();
        QVERIFY(clusterFileOf(other.fileName()).isEmpty());
    }
};

QTEST_MAIN(TestClusterPage)
#include "tst_clusterpage.moc"
