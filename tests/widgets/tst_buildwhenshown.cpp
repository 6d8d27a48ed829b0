// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/buildwhenshown.h"
#include "widgets/common/qcp.h"

#include <QSignalSpy>
#include <QTest>

using namespace rl;

class TestBuildWhenShown : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // A plot waiting for its build takes each new size without replotting (a list laid out
    // resizes its charts several times); the build replots it once, at the size it has then.
    void aWaitingPlotIsResizedWithoutReplotsAndBuiltAtItsSize()
    {
        QWidget window;
        window.resize(400, 300);
        auto *chart = new QWidget(&window);
        chart->setGeometry(0, 1000, 300, 200); // below the window's edge: not on screen
        auto *plot = new QCustomPlot(chart);
        plot->setGeometry(0, 0, 300, 200);
        int builds = 0;
        auto *builder = new BuildWhenShown(
            chart, plot,
            [&] {
                ++builds;
                plot->replot();
            },
            true);
        builder->request();
        QVERIFY(builder->isWaiting());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::processEvents(); // QCustomPlot's own first replot, queued when it was made
        QSignalSpy replots(plot, &QCustomPlot::afterReplot);
        for (int width : {320, 340, 360})
            plot->resize(width, 220);
        QCOMPARE(replots.count(), 0);
        QCOMPARE(plot->viewport(), plot->rect());
        builder->ensure();
        QCOMPARE(builds, 1);
        QCOMPARE(replots.count(), 1);
        QCOMPARE(plot->viewport(), QRect(0, 0, 360, 220));
        // Built, it replots at a resize as QCustomPlot does.
        plot->resize(380, 220);
        QCOMPARE(replots.count(), 2);
        QCOMPARE(builds, 1);
    }

    // A waiting plot that paints (nothing built it first) paints at its size, then builds.
    void aWaitingPlotThatPaintsIsReplottedAtItsSizeAndThenBuilt()
    {
        QWidget chart;
        chart.resize(300, 200);
        auto *plot = new QCustomPlot(&chart);
        plot->setGeometry(0, 0, 300, 200);
        int builds = 0;
        auto *builder = new BuildWhenShown(
            &chart, plot,
            [&] {
                ++builds;
                plot->replot();
            },
            true);
        builder->request(); // hidden: it waits
        QVERIFY(builder->isWaiting());
        QCoreApplication::processEvents(); // QCustomPlot's own first replot, queued when it was made
        QSignalSpy replots(plot, &QCustomPlot::afterReplot);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QTRY_COMPARE(builds, 1);
        QCOMPARE(replots.count(), 2); // at its size before its first paint, then the build's
        QVERIFY(!builder->isWaiting());
    }
};

QTEST_MAIN(TestBuildWhenShown)
#include "tst_buildwhenshown.moc"
