// SPDX-License-Identifier: GPL-3.0-or-later
// The cluster view in the window (app/mainwindowcluster.cpp): a cluster file, or an OUTDIR
// holding one, opens on the cluster page, read in the background; a double-click on a rank whose
// folder is here loads that folder through the normal path and shows its operator view; one that
// is not says why and loads nothing.
#include "app/loadcontroller.h"
#include "app/mainwindow.h"
#include "clusterfixture.h"
#include "core/sim/generatedjob.h"
#include "widgets/cluster/clusterheatmap.h"
#include "widgets/cluster/clusterpage.h"
#include "widgets/common/selectionmodel.h"

#include <QDir>
#include <QDockWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;
using namespace rl::test;

class TestClusterWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"RoofLensTest"_qs);
        QCoreApplication::setApplicationName(u"tst_clusterwindow"_qs);
    }

    void anOutdirOpensOnTheClusterPageAndARankInTheOperatorView()
    {
        QTemporaryDir dir;
        sim::GeneratedJobSpec job;
        job.ranks = 2;
        job.kernelsPerRank = 40;
        job.typesPerRank = 8;
        QVERIFY(sim::writeGeneratedJob(dir.filePath(u"job"_qs), job));
        ClusterSpec spec;
        spec.ranks = 4; // ranks 2 and 3 were mapped on another machine
        spec.missing = {3};
        spec.pathPrefix = dir.filePath(u"job/rank_"_qs);
        auto cluster = std::const_pointer_cast<ClusterResult>(generatedCluster(spec));
        for (ClusterRank &r : cluster->ranks)
            r.path += u"_ascend_pt"_qs;
        QVERIFY(QDir(dir.path()).mkpath(u"out"_qs));
        QVERIFY(writeClusterFile(*cluster, dir.filePath(u"out/cluster.json"_qs)));

        MainWindow window;
        window.show();
        QSignalSpy started(window.loader(), &LoadController::started);
        window.openPaths({dir.filePath(u"out"_qs)});
        QCOMPARE(started.count(), 1);
        QTRY_VERIFY(window.isShowingClusterPage());
        ClusterPage *page = window.clusterPage();
        QCOMPARE(int(page->cluster()->ranks.size()), 3);
        QVERIFY2(page->titleText().contains(u"4 rank(s), 3 read, 1 missing"), qPrintable(page->titleText()));
        QVERIFY(!window.selection()->analysis());
        QVERIFY(window.timelineDock()->isHidden()); // one rank's docks give the cluster the window

        page->heatmap()->showAll();
        page->heatmap()->activateCell(2); // rank 2: not here
        QVERIFY(page->messageText().contains(u"not on this machine"));
        QCOMPARE(started.count(), 1);
        page->heatmap()->activateCell(1); // rank 1: its generated folder
        QCOMPARE(started.count(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(window.selection()->analysis(), 20000);
        QTRY_VERIFY(!window.isShowingClusterPage());
        QVERIFY(!window.isShowingRunPage()); // the operator view, as the double-click asked
        QVERIFY(!window.isShowingEmptyState());
        QCOMPARE(window.selection()->analysis()->profile->run->analysedRank, 1);
        QVERIFY(!window.timelineDock()->isHidden()); // and come back with the rank
        // The cluster stays one step away.
        window.showClusterPage();
        QVERIFY(window.isShowingClusterPage());
    }

    void aBrokenClusterFileSaysWhyAndStaysEmpty()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"cluster.json"_qs);
        QFile broken(file);
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write(R"({"schema": "rooflens.cluster/1", "ranks": [{"rank": "x"}]})");
        broken.close();
        MainWindow window;
        QSignalSpy failed(window.loader(), &LoadController::failed);
        window.openPaths({file});
        QTRY_COMPARE(failed.count(), 1);
        QVERIFY(!window.isShowingClusterPage());
        QVERIFY(window.isShowingEmptyState());
    }
};

QTEST_MAIN(TestClusterWindow)
#include "tst_clusterwindow.moc"
