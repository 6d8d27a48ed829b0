// SPDX-License-Identifier: GPL-3.0-or-later
// The memory-level chart: which level, L2 or HBM, served each operator's GM-side bytes. Offscreen,
// inspecting plottables: one point per operator with GM traffic, the roofs and L2's capacity at
// the spec's figures, the served level's fill, the selection shared with every view.
#include "core/roofline/memorylevelfixture.h"
#include "widgets/common/plotstyle.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/export/analysischarts.h"
#include "widgets/roofline/componentoverviewchart.h"
#include "widgets/roofline/memorylevelchart.h"
#include "widgets/roofline/rooflinepanel.h"

#include <QSignalSpy>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

QSet<int> operatorsOf(const MemoryLevelChart &chart, QCPGraph *graph)
{
    QSet<int> out;
    if (!graph)
        return out;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
        const MemoryLevelPoint *p = nullptr;
        for (const MemoryLevelPoint &q : chart.data().points) {
            if (q.x == it->key && q.bandwidthGBps == it->value)
                p = &q;
        }
        out << (p ? p->operatorIndex : -1);
    }
    return out;
}

void showAndLayOut(QWidget &widget, QCustomPlot *plot)
{
    widget.resize(900, 700);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    plot->replot();
}

} // namespace

class TestMemoryLevelChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyOperatorWithGlobalMemoryTrafficIsOnePoint()
    {
        const auto a = memoryLevelAnalysis();
        MemoryLevelChart chart{std::shared_ptr<const Analysis>(a)};
        int drawn = 0;
        for (ServedFrom level : {ServedFrom::Gm, ServedFrom::L2, ServedFrom::Unknown}) {
            for (bool known : {true, false}) {
                if (QCPGraph *g = chart.pointGraph(level, known))
                    drawn += g->dataCount();
            }
        }
        QCOMPARE(drawn, 6); // all but busy_only, which moves no GM bytes
        QCOMPARE(operatorsOf(chart, chart.pointGraph(ServedFrom::L2, true)), (QSet<int>{0, 1}));
        QCOMPARE(operatorsOf(chart, chart.pointGraph(ServedFrom::Gm, true)), (QSet<int>{2}));
        QCOMPARE(operatorsOf(chart, chart.pointGraph(ServedFrom::Unknown, true)), (QSet<int>{3}));
        QCOMPARE(operatorsOf(chart, chart.pointGraph(ServedFrom::Unknown, false)), (QSet<int>{4, 6}));
        QVERIFY(!chart.pointGraph(ServedFrom::L2, false));
        QVERIFY(chart.implausibleGraph());
        QCOMPARE(chart.implausibleGraph()->dataCount(), 1);
    }

    void theFillSaysTheLevelThatServedTheBytes()
    {
        MemoryLevelChart chart{std::shared_ptr<const Analysis>(memoryLevelAnalysis())};
        const bool dark = false;
        const QCPScatterStyle l2 = chart.pointGraph(ServedFrom::L2, true)->scatterStyle();
        const QCPScatterStyle hbm = chart.pointGraph(ServedFrom::Gm, true)->scatterStyle();
        const QCPScatterStyle unknown = chart.pointGraph(ServedFrom::Unknown, true)->scatterStyle();
        QCOMPARE(l2.brush().style(), Qt::SolidPattern);
        QCOMPARE(l2.brush().color().rgb(), memoryLevelColor(ServedFrom::L2, dark).rgb());
        QCOMPARE(hbm.brush().style(), Qt::SolidPattern);
        QCOMPARE(hbm.brush().color().rgb(), memoryLevelColor(ServedFrom::Gm, dark).rgb());
        QVERIFY(l2.brush().color().rgb() != hbm.brush().color().rgb());
        QCOMPARE(unknown.brush().style(), Qt::NoBrush); // hollow: nobody knows
        // A working set the shapes did not give is drawn apart (x is then the bytes moved).
        QCOMPARE(unknown.shape(), QCPScatterStyle::ssCircle);
        QCOMPARE(chart.pointGraph(ServedFrom::Unknown, false)->scatterStyle().shape(), QCPScatterStyle::ssTriangle);
        QVERIFY(chart.pointGraph(ServedFrom::L2, true)->name().startsWith(u"served from L2"_qs));
        QVERIFY(chart.pointGraph(ServedFrom::Unknown, false)->name().contains(u"working set unknown"_qs));
    }

    void theRoofsAndTheCapacityLineAreAtTheSpecsFigures()
    {
        MemoryLevelChart chart{std::shared_ptr<const Analysis>(memoryLevelAnalysis())};
        showAndLayOut(chart, chart.plot());
        for (auto [memory, gbps, label] : {std::tuple{ComponentId::Gm, kLevelHbmGbs, u"HBM 5 GB/s (default)"_qs},
                                           std::tuple{ComponentId::L2, kLevelL2Gbs, u"L2 25 GB/s (default)"_qs}}) {
            QCPGraph *roof = chart.roofGraph(memory);
            QVERIFY(roof);
            QVERIFY(roof->dataCount() >= 2);
            for (auto it = roof->data()->constBegin(); it != roof->data()->constEnd(); ++it)
                QCOMPARE(it->value, gbps); // horizontal
            QCOMPARE(roof->name(), label);
        }
        QCPGraph *capacity = chart.capacityLine();
        QVERIFY(capacity);
        QVERIFY(capacity->dataCount() >= 2);
        for (auto it = capacity->data()->constBegin(); it != capacity->data()->constEnd(); ++it)
            QVERIFY(qAbs(it->key / kLevelL2Bytes - 1.0) < 1e-6); // vertical at 1 MB
        QCOMPARE(capacity->name(), u"L2 capacity 1 MB"_qs);
        bool labelled = false;
        for (int i = 0; i < chart.plot()->itemCount(); ++i) {
            if (auto *t = qobject_cast<QCPItemText *>(chart.plot()->item(i)))
                labelled |= t->text() == u"L2 capacity 1 MB"_qs;
        }
        QVERIFY(labelled);
    }

    void clickingAPointSelectsTheOperatorEverywhereAndTheOtherLevelFades()
    {
        SelectionModel selection;
        selection.setAnalysis(memoryLevelAnalysis());
        MemoryLevelChart chart(&selection);
        showAndLayOut(chart, chart.plot());
        const QColor hbm = chart.roofGraph(ComponentId::Gm)->pen().color();
        QCOMPARE(hbm.alphaF(), 1.0f); // nothing selected: both roofs in full

        QSignalSpy spy(&selection, &SelectionModel::selectedOperatorChanged);
        const QPointF at = chart.pixelOf(1); // above_hbm, served from L2
        QTest::mouseClick(chart.plot(), Qt::LeftButton, {}, at.toPoint());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(selection.selectedOperator(), 1);
        QCOMPARE(chart.highlightGraph()->dataCount(), 1);
        QCOMPARE(chart.highlightGraph()->data()->constBegin()->key, chart.data().pointFor(1)->x);
        // L2 served it: HBM's roof is faint, L2's in full.
        QVERIFY(chart.roofGraph(ComponentId::Gm)->pen().color().alphaF() < 0.5f);
        QCOMPARE(chart.roofGraph(ComponentId::L2)->pen().color().alphaF(), 1.0f);

        selection.setSelectedOperator(2); // from HBM: the other way round
        QVERIFY(chart.roofGraph(ComponentId::L2)->pen().color().alphaF() < 0.5f);
        QCOMPARE(chart.roofGraph(ComponentId::Gm)->pen().color().alphaF(), 1.0f);
        QVERIFY(chart.effectiveRoofGraph()->data()->isEmpty());

        selection.setSelectedOperator(0); // a measured hit rate: its effective roof is dotted in
        QVERIFY(!chart.effectiveRoofGraph()->data()->isEmpty());
        QCOMPARE(chart.effectiveRoofGraph()->data()->constBegin()->value, *chart.data().pointFor(0)->effectiveRoofGBps);

        selection.setSelectedOperator(3); // unknown: both in full, both shares said
        QCOMPARE(chart.roofGraph(ComponentId::Gm)->pen().color().alphaF(), 1.0f);
        QCOMPARE(chart.roofGraph(ComponentId::L2)->pen().color().alphaF(), 1.0f);

        selection.setSelectedOperator(5); // no GM traffic: nothing to ring
        QCOMPARE(chart.highlightGraph()->dataCount(), 0);
    }

    void theTooltipSaysWhichLevelServedTheBytesAndWhy()
    {
        MemoryLevelChart chart{std::shared_ptr<const Analysis>(memoryLevelAnalysis())};
        QVERIFY(chart.tooltipFor(0).contains(u"L2"_qs));
        QVERIFY(chart.tooltipFor(0).contains(u"90.0%"_qs)); // the measured hit rate
        QVERIFY(chart.tooltipFor(4).contains(u"Working set unknown"_qs));
        QVERIFY(chart.tooltipFor(6).contains(u"Implausible"_qs));
        QVERIFY(chart.tooltipFor(5).isEmpty());
    }

    void itFollowsTheThemeAndPrintsLight()
    {
        MemoryLevelChart chart{std::shared_ptr<const Analysis>(memoryLevelAnalysis())};
        QPalette dark = chart.palette();
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        chart.setPalette(dark);
        QCOMPARE(chart.pointGraph(ServedFrom::L2, true)->scatterStyle().brush().color().rgb(),
                 memoryLevelColor(ServedFrom::L2, true).rgb());
        chart.setPrintStyle(true);
        QCOMPARE(chart.pointGraph(ServedFrom::L2, true)->scatterStyle().brush().color().rgb(),
                 memoryLevelColor(ServedFrom::L2, false).rgb());
    }

    void theComponentOverviewVeilsTheLevelThatDidNotServe()
    {
        ComponentOverviewChart chart(memoryLevelAnalysis(), 1); // served from L2
        chart.resize(700, 400);
        chart.plot()->replot(); // ticks are fitted to the width before drawing
        int veils = 0;
        for (int i = 0; i < chart.plot()->itemCount(); ++i)
            veils += qobject_cast<QCPItemRect *>(chart.plot()->item(i)) ? 1 : 0;
        QCOMPARE(veils, 1); // over GM only
        auto ticker = chart.plot()->xAxis->ticker().dynamicCast<QCPAxisTickerText>();
        QVERIFY(ticker);
        bool marked = false;
        for (const QString &label : ticker->ticks())
            marked |= label.startsWith(u"GM"_qs) && label.contains(u"(not served)"_qs);
        QVERIFY(marked);
        ComponentOverviewChart unknown(memoryLevelAnalysis(), 3); // nobody knows: no veil
        for (int i = 0; i < unknown.plot()->itemCount(); ++i)
            QVERIFY(!qobject_cast<QCPItemRect *>(unknown.plot()->item(i)));
    }

    void thePanelShowsItAfterThePairsAndTheExportsHaveIt()
    {
        SelectionModel selection;
        const auto a = memoryLevelAnalysis();
        selection.setAnalysis(a);
        RooflinePanel panel(&selection);
        QVERIFY(panel.memoryLevelChart());
        QVERIFY(!panel.memoryLevelChart()->isHidden());
        QCOMPARE(int(panel.memoryLevelChart()->data().points.size()), 6);
        const ChartSet set = analysisCharts(a);
        QStringList stems;
        for (const NamedChart &c : set.charts())
            stems << c.fileStem;
        QVERIFY2(stems.contains(u"memory-levels"_qs), qPrintable(stems.join(u", ")));
    }
};

QTEST_MAIN(TestMemoryLevelChart)
#include "tst_memorylevelchart.moc"
