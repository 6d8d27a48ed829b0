// SPDX-License-Identifier: GPL-3.0-or-later
// The timeline dock at the default window size (issue 37: it showed 5 of 9 lanes, MTE2 and
// MTE3 only by scrolling): on a generated kernel table of two streams and seven lanes derived
// from the pipe ratios, every lane's row is inside the plot's axis rectangle without scrolling.
#include "app/mainwindow.h"
#include "testutil.h"
#include "timelinelanefit.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/timeline/timelineview.h"

#include <QDockWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;

namespace {

// A torch_npu kernel table of MIX_AIC kernels on two streams whose pipe ratios are all above
// zero: two stream lanes and the seven lanes derived from the ratios (Cube, Scalar, MTE1, MTE2,
// FixPipe, Vector, MTE3), nine lanes as in the step of issue 37.
bool writeKernelDetails(const QString &path)
{
    QByteArray csv = "Step Id,Model ID,Task ID,Stream ID,Name,Type,OP State,Accelerator Core,Start Time(us),"
                     "Duration(us),Wait Time(us),Block Dim,Mix Block Dim,aicore_time(us),aic_total_cycles,"
                     "aic_mac_time(us),aic_mac_ratio,aic_scalar_time(us),aic_scalar_ratio,aic_mte1_time(us),"
                     "aic_mte1_ratio,aic_mte2_time(us),aic_mte2_ratio,aic_fixpipe_time(us),aic_fixpipe_ratio,"
                     "aiv_time(us),aiv_total_cycles,aiv_vec_time(us),aiv_vec_ratio,aiv_scalar_time(us),"
                     "aiv_scalar_ratio,aiv_mte2_time(us),aiv_mte2_ratio,aiv_mte3_time(us),aiv_mte3_ratio\n";
    for (int i = 0; i < 40; ++i) {
        const int stream = 2 + i % 2;
        const double start = 1736412474730000.0 + i * 150.0;
        csv += QStringLiteral("1,0,%1,%2,MatMul_%1,MatMul,dynamic,MIX_AIC,%3,100,0,20,40,90,3240000,45,0.5,9,0.1,"
                              "18,0.2,27,0.3,9,0.1,80,5760000,40,0.5,8,0.1,16,0.2,12,0.15\n")
                   .arg(i)
                   .arg(stream)
                   .arg(start, 0, 'f', 3)
                   .toUtf8();
    }
    return rl::test::writeFixture(path, csv);
}

} // namespace

class TestTimelineDockFit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // no saved window state: the first start
        QCoreApplication::setOrganizationName(u"RoofLensTest"_qs);
        QCoreApplication::setApplicationName(u"tst_timelinedockfit"_qs);
    }

    void everyLaneIsInsideTheViewportAtTheDefaultWindowSize()
    {
        QTemporaryDir dir;
        QVERIFY(writeKernelDetails(dir.filePath(u"rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv"_qs)));
        MainWindow window;
        // The default size where the screen holds it (the offscreen screen is 800 × 600, to
        // which the window is bounded).
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), QSize(1400, 900));
        window.openPaths({dir.filePath(u"rank0_ascend_pt"_qs)});
        QTRY_VERIFY_WITH_TIMEOUT(window.selection()->analysis(), 30000);
        window.timelineDock()->show();
        window.timelineDock()->raise();
        auto *view = window.timelineDock()->findChild<TimelineView *>();
        QVERIFY(view);
        QTRY_COMPARE(view->level(), TimelineView::Level::Kernel);
        QTRY_VERIFY(view->laneLayout().trackCount() > 0);
        QTRY_COMPARE(rl::test::lanesOutside(view), QString());
        int visible = 0;
        for (size_t i = 0; i < view->laneLayout().trackCount(); ++i)
            visible += view->laneLayout().track(i).hidden ? 0 : 1;
        qInfo("%d lanes, %d px rows, axis rectangle %d px high", visible, view->rowHeightPx(),
              view->plot()->axisRect()->height());
        QVERIFY2(visible >= 9, qPrintable(QString::number(visible))); // two streams and seven derived lanes
    }
};

QTEST_MAIN(TestTimelineDockFit)
#include "tst_timelinedockfit.moc"
