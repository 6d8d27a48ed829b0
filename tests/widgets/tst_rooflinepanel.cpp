// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgetfixture.h"
#include "widgets/common/qcp.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/roofline/memorylevelchart.h"
#include "widgets/roofline/rooflinechart.h"
#include "widgets/roofline/rooflinepanel.h"

#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>

using namespace rl;
using namespace rl::test;

class TestRooflinePanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsEveryPairOfTheChipAndHidesUnusedOnes_data()
    {
        QTest::addColumn<bool>("separated");
        QTest::addColumn<int>("pairs");
        QTest::newRow("coupled") << false << 7;
        QTest::newRow("separated") << true << 8;
    }
    void showsEveryPairOfTheChipAndHidesUnusedOnes()
    {
        QFETCH(bool, separated);
        QFETCH(int, pairs);
        SelectionModel selection;
        RooflinePanel panel(&selection);
        QVERIFY(panel.charts().isEmpty());
        selection.setAnalysis(sampleAnalysis(roundChip(separated)));
        QCOMPARE(panel.charts().size(), pairs);
        int used = 0;
        for (RooflineChart *chart : panel.charts())
            used += chart->data().points.empty() ? 0 : 1;
        QCOMPARE(panel.visibleCharts().size(), used);
        QVERIFY(used >= 2 && used < pairs); // Cube×MTE2 and Vector×MTE2 at least; no Scalar work
        panel.setHideUnusedPairs(false);
        QCOMPARE(panel.visibleCharts().size(), pairs);
    }

    // A long run's charts are not all drawn at once: those in the viewport are, the rest when
    // scrolled to or asked for (the same data either way).
    void onlyTheChartsInViewAreBuiltUntilScrolledTo()
    {
        SelectionModel selection;
        RooflinePanel panel(&selection);
        panel.setHideUnusedPairs(false); // seven charts: a list taller than the window
        panel.resize(600, 500);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        selection.setAnalysis(sampleAnalysis());
        // The charts in view work out their points on another thread and are built from them
        // once the events posted so far are handled, before the window paints.
        QCoreApplication::sendPostedEvents();
        const QList<RooflineChart *> charts = panel.charts();
        QVERIFY(charts.front()->plotWidget()->plottableCount() > 0);
        QCOMPARE(charts.back()->plotWidget()->plottableCount(), 0);
        QScrollBar *bar = panel.scrollArea()->verticalScrollBar();
        bar->setValue(bar->maximum());
        QCoreApplication::sendPostedEvents();
        QVERIFY(charts.back()->plotWidget()->plottableCount() > 0);
        // The points worked out on the other thread are the ones a chart builds itself.
        const RooflineChart atOnce(charts.front()->pair(), selection.analysis());
        const std::vector<RooflinePoint> &prepared = charts.front()->data().points;
        QCOMPARE(prepared.size(), atOnce.data().points.size());
        for (size_t i = 0; i < prepared.size(); ++i) {
            QCOMPARE(prepared[i].operatorIndex, atOnce.data().points[i].operatorIndex);
            QCOMPARE(prepared[i].intensity, atOnce.data().points[i].intensity);
            QCOMPARE(prepared[i].performance, atOnce.data().points[i].performance);
        }
    }

    void aChartTellsWhetherItHasPointsBeforeItIsBuilt_data()
    {
        QTest::addColumn<bool>("grouped");
        QTest::newRow("calls") << false;
        QTest::newRow("kernels") << true;
    }
    void aChartTellsWhetherItHasPointsBeforeItIsBuilt()
    {
        QFETCH(bool, grouped);
        for (bool separated : {false, true}) {
            SelectionModel selection;
            selection.setGroupsCalls(grouped);
            RooflinePanel panel(&selection); // never shown: nothing is built
            selection.setAnalysis(sampleAnalysis(roundChip(separated)));
            for (RooflineChart *chart : panel.charts()) {
                const bool before = chart->hasPoints();
                QCOMPARE(before, !chart->data().points.empty());
            }
            MemoryLevelChart *levels = panel.memoryLevelChart();
            const bool points = levels->hasPoints();
            const bool roofs = levels->hasRoofs();
            QCOMPARE(points, !levels->data().isEmpty());
            QCOMPARE(roofs, !levels->data().roofs.empty());
        }
    }

    void aDurationsOnlyProfileSaysWhyThereIsNoRoofline()
    {
        auto profile = std::make_shared<Profile>();
        profile->operators = {makeOperator(u"a"_qs, 10.0, {}), makeOperator(u"b"_qs, 20.0, {})};
        SelectionModel selection;
        RooflinePanel panel(&selection);
        panel.show();
        selection.setAnalysis(std::make_shared<const Analysis>(
            analyze(profile, roundChip(), AnalyzeOptions{}, AdviceCatalog::builtin())));
        QVERIFY(panel.visibleCharts().isEmpty());
        QLabel *why = nullptr;
        for (QLabel *label : panel.findChildren<QLabel *>()) {
            if (label->isVisible() && label->text().contains(u"aic-metrics"))
                why = label;
        }
        QVERIFY2(why, "no explanation shown");
        QVERIFY(why->text().contains(u"2 operator"));

        selection.setAnalysis(sampleAnalysis()); // charts again: the note goes
        QVERIFY(!panel.visibleCharts().isEmpty());
        QVERIFY(!why->isVisible());
    }

    void theScaleSwitchReachesEveryChart()
    {
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        RooflinePanel panel(&selection);
        panel.setScale(RooflineScale::PerCore);
        for (RooflineChart *chart : panel.charts())
            QCOMPARE(chart->scale(), RooflineScale::PerCore);
    }

    void anotherChipFamilyRebuildsTheCharts()
    {
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis(roundChip(false)));
        RooflinePanel panel(&selection);
        QCOMPARE(panel.charts().size(), 7);
        selection.setAnalysis(sampleAnalysis(roundChip(true)));
        QCOMPARE(panel.charts().size(), 8);
        QCOMPARE(panel.charts().first()->pair().compute.side, Side::Aic);
    }
};

QTEST_MAIN(TestRooflinePanel)
#include "tst_rooflinepanel.moc"
