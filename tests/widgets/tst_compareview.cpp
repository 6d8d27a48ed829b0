// SPDX-License-Identifier: GPL-3.0-or-later
// Compare mode: the Roofline overlay (hollow before, filled after, one arrow per placed
// match), the Fig. 13 share chart, the summary, and the composed view keeping one selected
// pair everywhere, recomputing on the noise threshold and on manual (un)matching.
#include "comparefixture.h"
#include "widgets/common/contrast.h"
#include "widgets/common/nameelidedelegate.h"
#include "widgets/common/qcp.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/compare/categorysharechart.h"
#include "widgets/compare/comparerooflinechart.h"
#include "widgets/compare/compareselection.h"
#include "widgets/compare/comparesummarywidget.h"
#include "widgets/compare/compareview.h"
#include "widgets/compare/comparisoncharts.h"
#include "widgets/compare/deltafilterproxymodel.h"
#include "widgets/compare/deltatablemodel.h"
#include "widgets/compare/synchronizedtimelines.h"
#include "widgets/timeline/timelineview.h"

#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

#include <cmath>

using namespace rl;
using namespace rl::test;

namespace {

ComponentPair vectorMte2()
{
    return {ComponentKey{ComponentId::Vector, Side::None}, ComponentKey{ComponentId::Mte2, Side::None}};
}

// Scatter graphs of the overlay whose legend name starts with `prefix` ("before", "after").
QList<QCPGraph *> graphsNamed(QCustomPlot *plot, const QString &prefix)
{
    QList<QCPGraph *> out;
    for (int i = 0; i < plot->graphCount(); ++i) {
        if (plot->graph(i)->name().startsWith(prefix))
            out << plot->graph(i);
    }
    return out;
}

int pointCount(const QList<QCPGraph *> &graphs)
{
    int n = 0;
    for (QCPGraph *g : graphs)
        n += g->dataCount();
    return n;
}

} // namespace

class TestCompareView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void overlayLegendNamesEachCategoryOnceInOneRow()
    {
        auto c = std::make_shared<const Comparison>(sampleComparison());
        CompareSelection selection;
        CompareRooflineChart chart(vectorMte2(), &selection);
        selection.setComparison(c);
        chart.resize(1000, 700);
        chart.show();
        chart.plot()->replot();
        QCPLegend *legend = chart.plot()->legend;
        QStringList entries;
        for (int i = 0; i < legend->itemCount(); ++i) {
            auto *item = qobject_cast<QCPPlottableLegendItem *>(legend->item(i));
            // The two keys that say which marker is which run are not categories.
            if (item && item->plottable() != chart.beforeMarkerKey() && item->plottable() != chart.afterMarkerKey())
                entries << item->plottable()->name();
        }
        QVERIFY(!entries.isEmpty());
        QSet<QString> categories;
        for (const QString &name : std::as_const(entries)) {
            const QString category = name.section(u": "_qs, 1);
            QVERIFY2(!category.isEmpty(), qPrintable(name)); // no zone entries: they are not runs
            QVERIFY2(!categories.contains(category), qPrintable(name));
            categories.insert(category);
        }
        QCOMPARE(legend->rowCount(), 1);
        QVERIFY(chart.plot()->plotLayout()->elementCount() > 0);
        auto *title = qobject_cast<QCPTextElement *>(chart.plot()->plotLayout()->element(0, 0));
        QVERIFY(title && title->text().contains(u"hollow"_qs) && title->text().contains(u"filled"_qs));
    }

    void theBandwidthRoofsLabelLiesAlongItsLineAtEverySize()
    {
        auto c = std::make_shared<const Comparison>(sampleComparison());
        CompareSelection selection;
        CompareRooflineChart chart(vectorMte2(), &selection);
        selection.setComparison(c);
        QCustomPlot *plot = chart.plot();
        QCPItemText *slope = nullptr;
        for (int i = 0; i < plot->itemCount(); ++i) {
            if (auto *t = qobject_cast<QCPItemText *>(plot->item(i)); t && t->text().contains(u"B/s"_qs))
                slope = t;
        }
        QVERIFY(slope);
        // On screen, a roof rises one decade of performance per decade of intensity.
        const auto onScreenAngle = [plot] {
            const double x0 = plot->xAxis->range().lower;
            return std::atan2(plot->yAxis->coordToPixel(10.0) - plot->yAxis->coordToPixel(1.0),
                              plot->xAxis->coordToPixel(x0 * 10.0) - plot->xAxis->coordToPixel(x0))
                * 180.0 / M_PI;
        };
        for (const QSize size : {QSize(1000, 700), QSize(700, 1000)}) {
            chart.resize(size);
            chart.show();
            QVERIFY(QTest::qWaitForWindowExposed(&chart));
            plot->replot();
            QVERIFY2(slope->rotation() < -1.0, qPrintable(QString::number(slope->rotation())));
            QVERIFY2(std::abs(slope->rotation() - onScreenAngle()) < 0.01,
                     qPrintable(QString::number(slope->rotation()) + u" vs "_qs + QString::number(onScreenAngle())));
        }
    }

    void overlayDrawsBaselineHollowCandidateFilledAndALinePerMatch()
    {
        auto c = std::make_shared<const Comparison>(sampleComparison());
        CompareSelection selection;
        CompareRooflineChart chart(vectorMte2(), &selection);
        selection.setComparison(c);
        QVERIFY(chart.hasPoints());
        const QList<QCPGraph *> before = graphsNamed(chart.plot(), u"before"_qs);
        const QList<QCPGraph *> after = graphsNamed(chart.plot(), u"after"_qs);
        QCOMPARE(pointCount(before), 4);
        QCOMPARE(pointCount(after), 4);
        for (QCPGraph *g : before)
            QCOMPARE(g->scatterStyle().brush().style(), Qt::NoBrush);
        for (QCPGraph *g : after)
            QVERIFY(g->scatterStyle().brush().style() != Qt::NoBrush);
        QCOMPARE(chart.arrowCount(), 3);
        // Largest change in time first: add_a (−20 µs), add_b (+5), add_c (0).
        QCOMPARE(chart.arrowDeltas(), (std::vector<int>{0, 1, 2}));
        int arrows = 0, labels = 0;
        for (int i = 0; i < chart.plot()->itemCount(); ++i) {
            if (auto *line = qobject_cast<QCPItemLine *>(chart.plot()->item(i))) {
                arrows += line->head().style() == QCPLineEnding::esSpikeArrow ? 1 : 0; // the ridge has no head
            } else if (auto *text = qobject_cast<QCPItemText *>(chart.plot()->item(i))) {
                labels += text->text() == u"2.00×" ? 1 : 0;
            }
        }
        QCOMPARE(arrows, 2); // add_c did not change beyond the noise: a line without a head
        QCOMPARE(labels, 1);
    }

    void clusteredPairsGetLabelsThatDoNotOverlapAndATopNFilter()
    {
        QStringList names;
        std::vector<double> before, after, work;
        for (int i = 0; i < 24; ++i) {
            names << u"add_"_qs + QString::number(i);
            before.push_back(10.0);
            after.push_back(10.0 / (1.3 + 0.02 * i)); // all faster, all at nearly one spot
            work.push_back(10.0);
        }
        CompareOptions o;
        auto c = std::make_shared<const Comparison>(
            compareAnalyses(analysisOf(workProfile(names, before)), analysisOf(workProfile(names, after, work)), o));
        CompareSelection selection;
        CompareRooflineChart chart(vectorMte2(), &selection);
        chart.resize(700, 500);
        chart.show();
        selection.setComparison(c);
        chart.plot()->replot();
        QCOMPARE(chart.arrowCount(), 24);
        const QList<QCPItemText *> labels = chart.speedupLabels();
        QVERIFY(!labels.isEmpty());
        QList<QRectF> boxes;
        for (QCPItemText *label : labels)
            boxes << QRectF(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition()).normalized();
        for (qsizetype i = 0; i < boxes.size(); ++i) {
            for (qsizetype j = i + 1; j < boxes.size(); ++j)
                QVERIFY2(!boxes[i].intersects(boxes[j]), qPrintable(labels[i]->text() + u" / " + labels[j]->text()));
        }
        // Nor across another pair's arrow (a label's own arrow passes through its anchor), but
        // for the largest change's, which is labelled even inside a cluster.
        for (qsizetype i = 1; i < boxes.size(); ++i) {
            const QPointF anchor = labels[i]->position->pixelPosition();
            for (int k = 0; k < chart.plot()->itemCount(); ++k) {
                auto *line = qobject_cast<QCPItemLine *>(chart.plot()->item(k));
                if (!line || line->head().style() != QCPLineEnding::esSpikeArrow)
                    continue;
                const QLineF arrow(line->start->pixelPosition(), line->end->pixelPosition());
                const QPointF middle = (arrow.p1() + arrow.p2()) / 2.0;
                if (QLineF(middle, anchor).length() < 2.0)
                    continue;
                const QRectF box = boxes[i].adjusted(2, 2, -2, -2); // the estimate's rounding
                const bool inside = box.contains(arrow.p1()) || box.contains(arrow.p2());
                bool crosses = inside;
                for (const QLineF &edge :
                     {QLineF(box.topLeft(), box.topRight()), QLineF(box.bottomLeft(), box.bottomRight()),
                      QLineF(box.topLeft(), box.bottomLeft()), QLineF(box.topRight(), box.bottomRight())})
                    crosses |= arrow.intersects(edge) == QLineF::BoundedIntersection;
                QVERIFY2(!crosses, qPrintable(labels[i]->text()));
            }
        }

        chart.topChangesBox()->setCurrentIndex(chart.topChangesBox()->findData(5));
        QCOMPARE(chart.topChanges(), 5);
        QCOMPARE(chart.arrowCount(), 5);
        // A selected pair stands out: the other arrows fade.
        const int selected = chart.arrowDeltas().front();
        selection.setSelectedDelta(selected);
        for (int i = 0; i < chart.plot()->itemCount(); ++i) {
            auto *line = qobject_cast<QCPItemLine *>(chart.plot()->item(i));
            if (!line || line->pen().width() < 1)
                continue;
            if (line->pen().widthF() >= 3.0)
                QCOMPARE(line->pen().color().alphaF(), 1.0f);
        }
        int faded = 0;
        for (int i = 0; i < chart.plot()->itemCount(); ++i) {
            if (auto *line = qobject_cast<QCPItemLine *>(chart.plot()->item(i)))
                faded += line->pen().color().alphaF() < 0.5f ? 1 : 0;
        }
        QCOMPARE(faded, 4);
    }

    void clickingAPointOfEitherRunNamesItsPair()
    {
        auto c = std::make_shared<const Comparison>(sampleComparison());
        CompareSelection selection;
        CompareRooflineChart chart(vectorMte2(), &selection);
        chart.resize(700, 500);
        selection.setComparison(c);
        chart.plot()->replot();
        const RooflinePoint *p = chart.candidateData().pointFor(c->deltas[1].match.candidateIndex);
        QVERIFY(p);
        const QPointF pixel(chart.plot()->xAxis->coordToPixel(p->intensity),
                            chart.plot()->yAxis->coordToPixel(p->performance));
        QCOMPARE(chart.deltaAt(pixel), 1);
        QCOMPARE(chart.deltaAt(QPointF(-100, -100)), -1);
    }

    void shareChartStacksEachRunToItsShares()
    {
        const Comparison c = sampleComparison();
        CategoryShareChart chart;
        chart.setRuns(
            {{u"Before"_qs, c.baselineTotals.categoryTimeShare}, {u"After"_qs, c.candidateTotals.categoryTimeShare}});
        double before = 0, after = 0;
        for (Category cat : kAllCategories) {
            QCPBars *bars = chart.bars(cat);
            if (!bars)
                continue;
            QCOMPARE(bars->data()->size(), 2);
            before += bars->data()->at(1)->value; // the first run is drawn on top (key 2)
            after += bars->data()->at(0)->value;
            QCOMPARE(bars->data()->at(1)->value, 100.0 * c.baselineTotals.categoryTimeShare.value(cat));
        }
        QVERIFY(qAbs(before - 100.0) < 1e-9);
        QVERIFY(qAbs(after - 100.0) < 1e-9);
    }

    void shareLabelsReadOnTheirSegmentsInBothThemesAndTheLegendUsesTheWidth()
    {
        const Comparison c = sampleComparison();
        for (const bool dark : {false, true}) {
            CategoryShareChart chart;
            QPalette palette = chart.palette();
            if (dark) {
                for (QPalette::ColorRole role : {QPalette::Window, QPalette::Base})
                    palette.setColor(role, QColor(0x1e, 0x1e, 0x1e));
                for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text})
                    palette.setColor(role, QColor(0xee, 0xee, 0xee));
            }
            chart.setPalette(palette);
            chart.setRuns({{u"Before"_qs, c.baselineTotals.categoryTimeShare},
                           {u"After"_qs, c.candidateTotals.categoryTimeShare}});
            chart.resize(1400, 300);
            chart.show();
            QVERIFY(QTest::qWaitForWindowExposed(&chart));
            chart.plot()->replot();
            // Every share printed inside a segment contrasts with it (WCAG's 3:1 for large
            // text and graphics; the bars' colours are fixed per category and theme).
            int labels = 0;
            for (int i = 0; i < chart.plot()->itemCount(); ++i) {
                auto *label = qobject_cast<QCPItemText *>(chart.plot()->item(i));
                if (!label)
                    continue;
                const QPointF at = label->position->coords();
                double base = 0.0;
                for (Category cat : kAllCategories) {
                    QCPBars *bars = chart.bars(cat);
                    if (!bars)
                        continue;
                    const double value = bars->data()->at(int(std::lround(at.y())) - 1)->value;
                    if (at.x() > base && at.x() < base + value) {
                        const double ratio = contrastRatio(label->color(), bars->brush().color());
                        QVERIFY2(ratio >= 3.0,
                                 qPrintable(categoryDisplayName(cat) + u": "_qs + QString::number(ratio)));
                        ++labels;
                    }
                    base += value;
                }
            }
            QVERIFY(labels > 0);
            QCOMPARE(chart.plot()->legend->rowCount(), 1); // five categories fit in one row at 1400 px
        }
    }

    void deltaTableNamesKeepThePartThatTellsRowsApart()
    {
        const QStringList names = {u"Net/block_3/depthwise/depthwise"_qs, u"Net/block_4/depthwise/depthwise"_qs,
                                   u"Net/block_5/depthwise/depthwise"_qs};
        CompareOptions o;
        CompareView view;
        view.setComparison(compareAnalyses(analysisOf(workProfile(names, {10, 20, 30})),
                                           analysisOf(workProfile(names, {5, 20, 40})), o));
        QTableView *table = view.deltaTable();
        const QModelIndex name = table->model()->index(0, DeltaTableModel::Name);
        QVERIFY(qobject_cast<NameElideDelegate *>(table->itemDelegateForColumn(DeltaTableModel::Name)));
        QCOMPARE(name.data(NameElideDelegate::SharedSegmentsRole).toInt(), 1); // "Net/" is shared
        QVERIFY(!table->model()->index(0, DeltaTableModel::Type).data(NameElideDelegate::SharedSegmentsRole).isValid());
    }

    void summaryListsTopChangesAndReportsClicks()
    {
        CompareSelection selection;
        CompareSummaryWidget summary(&selection);
        selection.setComparison(std::make_shared<const Comparison>(sampleComparison()));
        QCOMPARE(summary.improvements()->topLevelItemCount(), 1);
        QCOMPARE(summary.regressions()->topLevelItemCount(), 1);
        QCOMPARE(summary.regressions()->topLevelItem(0)->text(0), u"add_b"_qs);
        QVERIFY(summary.totalsText().contains(u"1.29×")); // 75 / 58
        QSignalSpy clicked(&selection, &CompareSelection::selectedDeltaChanged);
        Q_EMIT summary.regressions()->itemClicked(summary.regressions()->topLevelItem(0), 0);
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked[0][0].toInt(), 1);
        QCOMPARE(selection.selectedDelta(), 1);
        QVERIFY(summary.regressions()->topLevelItem(0)->isSelected()); // the summary follows it back
    }

    void selectingAPairAnywhereSelectsItEverywhere()
    {
        CompareView view;
        view.setComparison(sampleComparison());
        QCOMPARE(view.rooflineCharts().size(), 1);
        QSignalSpy changed(view.selection(), &CompareSelection::selectedDeltaChanged);
        // From the summary...
        Q_EMIT view.summary()->regressions()->itemClicked(view.summary()->regressions()->topLevelItem(0), 0);
        QCOMPARE(view.selection()->selectedDelta(), 1);
        QCOMPARE(
            view.deltaTable()->selectionModel()->selectedRows().value(0).data(DeltaTableModel::DeltaIndexRole).toInt(),
            1);
        QCOMPARE(view.selection()->baseline()->selectedOperator(), 1);
        QCOMPARE(view.selection()->candidate()->selectedOperator(), 1);
        // ...and from the table.
        const QModelIndex row0 = view.deltaProxy()->mapFromSource(view.deltaModel()->index(0, 0));
        view.deltaTable()->selectRow(row0.row());
        QCOMPARE(view.selection()->selectedDelta(), 0);
        QCOMPARE(view.selection()->candidate()->selectedOperator(), 0);
        QCOMPARE(changed.size(), 2);
    }

    void anOperatorSelectedInOneRunSelectsItsPairOrNoPair()
    {
        CompareSelection selection;
        selection.setComparison(std::make_shared<const Comparison>(sampleComparison()));
        QSignalSpy changed(&selection, &CompareSelection::selectedDeltaChanged);
        selection.candidate()->setSelectedOperator(1); // a click in the candidate's swimlane
        QCOMPARE(selection.selectedDelta(), 1);
        QCOMPARE(selection.baseline()->selectedOperator(), 1);
        selection.baseline()->setSelectedOperator(3); // "gone": only the baseline has it
        QCOMPARE(selection.selectedDelta(), -1);
        QCOMPARE(selection.baseline()->selectedOperator(), 3);
        QCOMPARE(selection.candidate()->selectedOperator(), -1);
        QCOMPARE(changed.size(), 2);
        selection.setRelativeRange(1.0, 2.0);
        QSignalSpy range(&selection, &CompareSelection::relativeRangeChanged);
        selection.setRelativeRange(1.0, 2.0); // the same window echoed back emits nothing
        QCOMPARE(range.size(), 0);
        selection.setComparison(selection.comparison()); // re-compared: nothing stays selected
        QCOMPARE(selection.baseline()->selectedOperator(), -1);
    }

    void theNoiseThresholdRecomputesVerdicts()
    {
        CompareView view;
        view.setComparison(sampleComparison());
        QCOMPARE(view.comparison()->topRegressions(5).size(), size_t(1));
        view.setNoiseThreshold(60.0);
        QCOMPARE(view.comparison()->options.noiseThresholdPct, 60.0);
        QVERIFY(view.comparison()->topRegressions(5).empty());
        QCOMPARE(view.summary()->regressions()->topLevelItemCount(), 0);
    }

    void operatorsCanBeMatchedAndUnmatchedByHand()
    {
        CompareView view;
        view.setComparison(sampleComparison());
        view.matchByHand(3, 3); // "gone" with "new"
        QCOMPARE(view.comparison()->deltas.size(), size_t(4));
        QVERIFY(view.comparison()->unmatchedBaseline.empty());
        QCOMPARE(view.selection()->selectedDelta(), 3);
        QCOMPARE(view.comparison()->deltas[3].match.rule, MatchRule::Manual);
        view.unmatchByHand(0);
        QCOMPARE(view.comparison()->deltas.size(), size_t(3));
        QCOMPARE(view.comparison()->unmatchedBaseline, std::vector<int>{0});
        QCOMPARE(view.deltaModel()->rowCount(), 3 + 1 + 1);
        view.resetManualMatches();
        QCOMPARE(view.comparison()->deltas.size(), size_t(3));
        QVERIFY(view.comparison()->options.overrides.isEmpty());
    }

    void timelinesFollowEachOthersRelativeRange()
    {
        CompareSelection selection;
        SynchronizedTimelines timelines(&selection);
        timelines.resize(800, 600);
        selection.setComparison(std::make_shared<const Comparison>(sampleComparison()));
        TimelineView *before = timelines.baselineView();
        TimelineView *after = timelines.candidateView();
        before->setVisibleRange(before->timeOriginUs() + 2.0, before->timeOriginUs() + 12.0);
        QTRY_COMPARE_WITH_TIMEOUT(after->visibleRange().lower - after->timeOriginUs(), 2.0, 2000);
        QCOMPARE(after->visibleRange().upper - after->timeOriginUs(), 12.0);
        timelines.setSynchronized(false);
        before->setVisibleRange(before->timeOriginUs() + 5.0, before->timeOriginUs() + 6.0);
        QTest::qWait(50);
        QCOMPARE(after->visibleRange().lower - after->timeOriginUs(), 2.0);
    }

    void bothTimelinesOpenShowingTheLongerRunWhole()
    {
        CompareSelection selection;
        SynchronizedTimelines timelines(&selection);
        timelines.resize(800, 600);
        selection.setComparison(std::make_shared<const Comparison>(sampleComparison()));
        TimelineView *before = timelines.baselineView();
        TimelineView *after = timelines.candidateView();
        const auto b = before->sceneExtentRelative(), a = after->sceneExtentRelative();
        QVERIFY(b && a);
        QVERIFY(b->second > a->second); // the baseline is the longer run here
        for (TimelineView *v : {before, after}) {
            const QCPRange r = v->visibleRange();
            QVERIFY2(r.lower - v->timeOriginUs() <= std::min(a->first, b->first)
                         && r.upper - v->timeOriginUs() >= b->second,
                     qPrintable(QString::number(r.lower) + u'-' + QString::number(r.upper)));
        }
    }

    void compareChartsForExportCoverOverlaysAndShares()
    {
        const ChartSet set = comparisonCharts(std::make_shared<const Comparison>(sampleComparison()));
        QCOMPARE(set.charts().size(), 2);
        QCOMPARE(set.charts()[0].fileStem, u"compare-roofline-vector-mte2"_qs);
        QCOMPARE(set.charts()[1].fileStem, u"compare-category-shares"_qs);
    }
};

QTEST_MAIN(TestCompareView)
#include "tst_compareview.moc"
