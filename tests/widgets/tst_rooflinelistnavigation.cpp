// SPDX-License-Identifier: GPL-3.0-or-later
// The Roofline list as a list (issue 37, problem 5): the wheel scrolls it rather than zooming
// the chart under the mouse, a selected operator brings a chart that draws it into view, and
// charts with nothing to draw go when "Hide pairs no operator uses" is ticked.
#include "widgetfixture.h"
#include "widgets/common/qcp.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/roofline/rooflinechart.h"
#include "widgets/roofline/rooflinepanel.h"

#include <QApplication>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

void wheel(QWidget *widget, const QPoint &at, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWheelEvent event(at, widget->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, modifiers,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &event);
}

bool sameRange(const QCPRange &a, const QCPRange &b)
{
    return qFuzzyCompare(a.lower, b.lower) && qFuzzyCompare(a.upper, b.upper);
}

bool inView(RooflinePanel &panel, QWidget *chart)
{
    QWidget *viewport = panel.scrollArea()->viewport();
    return QRect(chart->mapTo(viewport, QPoint(0, 0)), chart->size()).intersects(viewport->rect());
}

} // namespace

class TestRooflineListNavigation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theWheelScrollsTheListUntilAChartIsClickedOrCtrlIsHeld()
    {
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        RooflinePanel panel(&selection);
        panel.setHideUnusedPairs(false); // seven charts: a list taller than the window
        panel.resize(600, 500);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QScrollBar *bar = panel.scrollArea()->verticalScrollBar();
        QVERIFY(bar->maximum() > 0);
        QCOMPARE(bar->value(), 0);

        QCustomPlot *plot = panel.charts().first()->plot();
        plot->replot();
        const QPoint at = plot->axisRect()->rect().center();
        const QCPRange x = plot->xAxis->range();
        wheel(plot, at);
        QVERIFY2(bar->value() > 0, "the wheel over a chart did not scroll the list");
        QVERIFY2(sameRange(plot->xAxis->range(), x), "the wheel zoomed a chart nobody clicked");

        // Clicked: the chart is the user's, the wheel zooms it and the list stays.
        const int scrolled = bar->value();
        QTest::mouseClick(plot, Qt::LeftButton, {}, at);
        wheel(plot, at);
        QCOMPARE(bar->value(), scrolled);
        QVERIFY(!sameRange(plot->xAxis->range(), x));

        // The mouse left it: the list again; Ctrl zooms whatever was clicked.
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(plot, &leave);
        const QCPRange zoomed = plot->xAxis->range();
        wheel(plot, at);
        QVERIFY(bar->value() > scrolled);
        QVERIFY(sameRange(plot->xAxis->range(), zoomed));
        const int scrolledAgain = bar->value();
        wheel(plot, at, Qt::ControlModifier);
        QCOMPARE(bar->value(), scrolledAgain);
        QVERIFY(!sameRange(plot->xAxis->range(), zoomed));
    }

    void selectingAnOperatorBringsTheFirstChartThatDrawsItIntoView()
    {
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        RooflinePanel panel(&selection);
        panel.setHideUnusedPairs(false); // the Vector charts come after every Cube chart
        panel.resize(600, 500);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const int vectorOp = 2; // add_idle, on AI_VECTOR_CORE
        RooflineChart *vectorChart = panel.firstChartDrawing(vectorOp);
        QVERIFY(vectorChart);
        QCOMPARE(vectorChart->pair().compute.id, ComponentId::Vector);
        QVERIFY2(!inView(panel, vectorChart), "precondition: the Vector chart starts out of view");

        selection.setSelectedOperator(vectorOp);
        QVERIFY2(inView(panel, vectorChart), "the selected vector kernel's chart did not come into view");
        for (RooflineChart *chart : panel.charts()) {
            if (inView(panel, chart) && chart != vectorChart)
                QVERIFY(chart->y() > vectorChart->y()); // the view starts at the chart, not above it
        }

        // A Cube operator: back to the first Cube chart, which draws it.
        selection.setSelectedOperator(0);
        RooflineChart *cubeChart = panel.firstChartDrawing(0);
        QVERIFY(cubeChart && cubeChart->pair().compute.id == ComponentId::Cube);
        QVERIFY(inView(panel, cubeChart));

        // A chart in view that draws the operator keeps the list where it is.
        const int value = panel.scrollArea()->verticalScrollBar()->value();
        selection.setSelectedOperator(1); // mm_mte: on the same Cube × MTE2 chart
        QCOMPARE(panel.scrollArea()->verticalScrollBar()->value(), value);
    }

    void chartsWithoutAPointHideWhenUnusedPairsAreHidden()
    {
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        RooflinePanel panel(&selection);
        panel.setHideUnusedPairs(true);
        bool someOnlyUnplottable = false;
        for (RooflineChart *chart : panel.charts()) {
            const bool onlyUnplottable = chart->data().points.empty() && !chart->data().unplottable.empty();
            someOnlyUnplottable = someOnlyUnplottable || onlyUnplottable;
            QCOMPARE(chart->isHidden(), chart->data().points.empty());
        }
        // Cube × MTE1: every Cube operator used the Cube, none has MTE1 bytes, so the chart
        // could only say "No operator has both …".
        QVERIFY2(someOnlyUnplottable, "precondition: a chart whose operators all cannot be placed");
        panel.setHideUnusedPairs(false);
        for (RooflineChart *chart : panel.charts())
            QVERIFY(!chart->isHidden());
    }
};

QTEST_MAIN(TestRooflineListNavigation)
#include "tst_rooflinelistnavigation.moc"
