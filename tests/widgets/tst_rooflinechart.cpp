// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgetfixture.h"
#include "widgets/common/categorystyle.h"
#include "widgets/common/labelplacer.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/roofline/componentoverviewchart.h"
#include "widgets/roofline/rooflinechart.h"

#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

using namespace rl;
using namespace rl::test;

namespace {

const ComponentPair kCubeMte2{{ComponentId::Cube, Side::None}, {ComponentId::Mte2, Side::None}};
const ComponentPair kVectorMte2{{ComponentId::Vector, Side::None}, {ComponentId::Mte2, Side::None}};

template<typename T>
QList<T *> plottablesOf(QCustomPlot *plot)
{
    QList<T *> out;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        if (auto *p = qobject_cast<T *>(plot->plottable(i)))
            out << p;
    }
    return out;
}

// Shown and laid out, so pixel coordinates mean something.
void showAndLayOut(QWidget &widget, QCustomPlot *plot)
{
    widget.resize(900, 700);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    plot->replot();
}

} // namespace

class TestRooflineChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pointsAreSplitIntoOneGraphPerCategory()
    {
        const auto analysis = sampleAnalysis();
        RooflineChart chart(kCubeMte2, analysis);
        int drawn = 0;
        for (Category c : kAllCategories) {
            for (bool estimated : {false, true}) {
                size_t expected = 0;
                for (const RooflinePoint &p : chart.data().points)
                    expected += (p.category == c && p.estimated == estimated) ? 1 : 0;
                QCPGraph *graph = chart.pointGraph(c, estimated);
                QCOMPARE(graph ? size_t(graph->dataCount()) : size_t(0), expected);
                drawn += graph ? graph->dataCount() : 0;
                if (graph)
                    QVERIFY(graph->name().startsWith(categoryDisplayName(c)));
            }
        }
        QCOMPARE(drawn, 3); // mm_bound, mm_mte and the estimated mm_shaped; cube_busy is not plottable
        QVERIFY(chart.pointGraph(Category::ComputeBound, false));
        QVERIFY(chart.pointGraph(Category::MteBound, false));
    }

    void bothAxesAreLogarithmicWithDecadeTicks()
    {
        RooflineChart chart(kCubeMte2, sampleAnalysis());
        for (QCPAxis *axis : {chart.plot()->xAxis, chart.plot()->yAxis}) {
            QCOMPARE(axis->scaleType(), QCPAxis::stLogarithmic);
            QVERIFY(axis->ticker().dynamicCast<QCPAxisTickerLog>());
            QVERIFY(axis->range().lower > 0.0);
            QVERIFY(!axis->label().isEmpty());
        }
        QCOMPARE(chart.plot()->xAxis->range().lower, chart.data().xRange.lower);
        QCOMPARE(chart.plot()->yAxis->range().upper, chart.data().yRange.upper);
    }

    void roofThresholdRidgeAndZonesAreDrawn()
    {
        RooflineChart chart(kCubeMte2, sampleAnalysis());
        QCustomPlot *plot = chart.plot();
        QCOMPARE(plottablesOf<QCPCurve>(plot).size(), 3); // compute, MTE, under-utilised
        bool roof = false;
        bool dashedThreshold = false;
        for (QCPGraph *g : plottablesOf<QCPGraph>(plot)) {
            // Roof lines are clipped to the visible rectangle (exports ignore the plot clip).
            if (g->lineStyle() == QCPGraph::lsLine && g->scatterStyle().isNone() && g->dataCount() >= 2) {
                bool found = false;
                const QCPRange keys = g->getKeyRange(found);
                QVERIFY(found && keys.upper <= plot->xAxis->range().upper * (1 + 1e-9));
                QVERIFY(keys.lower >= plot->xAxis->range().lower * (1 - 1e-9));
                roof |= g->pen().style() == Qt::SolidLine;
                dashedThreshold |= g->pen().style() == Qt::DashLine;
            }
        }
        QVERIFY(roof);
        QVERIFY(dashedThreshold);
        int ridges = 0;
        for (int i = 0; i < plot->itemCount(); ++i)
            ridges += qobject_cast<QCPItemLine *>(plot->item(i)) ? 1 : 0;
        QCOMPARE(ridges, 1);
    }

    void hbmRoofIsDrawnAndLabelledWithItsLevelAndBandwidth()
    {
        QJsonObject spec = roundChip().json;
        spec.insert(u"memory"_qs,
                    QJsonObject{{u"gm"_qs, QJsonObject{{u"bandwidth_gbs"_qs, QJsonObject{{u"default"_qs, 5}}}}}});
        RooflineChart chart(kCubeMte2, sampleAnalysis(parseHardwareSpec(spec).value()));
        QCustomPlot *plot = chart.plot();
        const QString label = u"HBM 5 GB/s (default)"_qs; // the level, so HBM and L2 read apart
        QCPGraph *line = nullptr;
        for (QCPGraph *g : plottablesOf<QCPGraph>(plot)) {
            if (g->name() == label)
                line = g;
        }
        QVERIFY(line);
        // Apart from the per-core roof, which is drawn in the foreground colour of the axes.
        QVERIFY(line->pen().color() != plot->xAxis->basePen().color());
        QVERIFY(line->dataCount() >= 2);
        bool labelled = false;
        for (int i = 0; i < plot->itemCount(); ++i) {
            if (auto *t = qobject_cast<QCPItemText *>(plot->item(i)))
                labelled |= t->text() == label;
        }
        QVERIFY(labelled);
        // Without a chip bandwidth there is no HBM roof.
        RooflineChart plain(kCubeMte2, sampleAnalysis());
        for (QCPGraph *g : plottablesOf<QCPGraph>(plain.plot()))
            QVERIFY(!g->name().startsWith(u"HBM "_qs));
    }

    void theLegendTakesAsManyColumnsAsTheWidthAllows()
    {
        RooflineChart chart(kCubeMte2, sampleAnalysis());
        chart.resize(1000, 700);
        chart.show();
        chart.plot()->replot();
        const int wide = chart.plot()->legend->columnCount();
        chart.resize(420, 700);
        QCoreApplication::processEvents();
        chart.plot()->replot();
        QVERIFY(wide > chart.plot()->legend->columnCount());
        // Never more columns than fit: a wider legend would widen the plot past its area.
        QVERIFY(chart.plot()->legend->outerRect().width() <= chart.plot()->width());
        QVERIFY(chart.plot()->plotLayout()->minimumOuterSizeHint().width() <= chart.width());
    }

    void estimatedPointsAreHollowAndNamedAsEstimates()
    {
        RooflineChart chart(kCubeMte2, sampleAnalysis());
        const auto analysis = sampleAnalysis();
        const Category c = analysis->operators[4].category;
        QCPGraph *estimated = chart.pointGraph(c, true);
        QVERIFY(estimated);
        QCOMPARE(estimated->scatterStyle().brush().style(), Qt::NoBrush);
        QVERIFY(estimated->name().contains(u"estimated"_qs));
        QCPGraph *measured = chart.pointGraph(Category::ComputeBound, false);
        QVERIFY(measured->scatterStyle().brush().style() != Qt::NoBrush);
    }

    void clickingAPointSelectsItsOperator()
    {
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        RooflineChart chart(kCubeMte2, &selection);
        showAndLayOut(chart, chart.plot());
        QSignalSpy spy(&selection, &SelectionModel::selectedOperatorChanged);
        const QPoint at = chart.pixelOf(1).toPoint();
        QCOMPARE(chart.operatorAt(at), 1);
        QTest::mouseClick(chart.plot(), Qt::LeftButton, {}, at);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(selection.selectedOperator(), 1);
        // a click on empty space selects nothing new
        QTest::mouseClick(chart.plot(), Qt::LeftButton, {}, QPoint(5, 5));
        QCOMPARE(spy.count(), 1);
    }

    void theSelectedOperatorIsRingedAndLabelled()
    {
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        RooflineChart chart(kCubeMte2, &selection);
        QCOMPARE(chart.highlightGraph()->dataCount(), 0);
        selection.setSelectedOperator(0);
        QCOMPARE(chart.highlightGraph()->dataCount(), 1);
        const RooflinePoint *p = chart.data().pointFor(0);
        QCOMPARE(chart.highlightGraph()->data()->constBegin()->key, p->intensity);
        QCOMPARE(chart.highlightGraph()->data()->constBegin()->value, p->performance);
        // an operator this chart cannot show clears the ring
        selection.setSelectedOperator(2);
        QCOMPARE(chart.highlightGraph()->dataCount(), 0);
    }

    void perCoreScaleDividesByTheBlocksAndUsesOneCoreRoofs()
    {
        HardwareSpec hw = roundChip();
        hw.cubeCores = 4;
        RooflineChart chart(kCubeMte2, sampleAnalysis(hw));
        const double wholeRoof = *chart.data().roofs.computeGops;
        chart.setScale(RooflineScale::PerCore);
        QCOMPARE(*chart.data().roofs.computeGops, wholeRoof / 4.0);
        QVERIFY(chart.plot()->plotLayout()->elementCount() > 0);
    }

    void operatorsThatCannotBePlacedAreNamedUnderThePlot()
    {
        RooflineChart chart(kCubeMte2, sampleAnalysis());
        QVERIFY(chart.unplottableSummary().contains(u"Cube"_qs));
        RooflineChart vector(kVectorMte2, sampleAnalysis());
        QVERIFY(vector.unplottableSummary().isEmpty());
    }

    void anEmptyChartsNoteLeavesTheRoofLabelsReadable()
    {
        const ComponentPair cubeMte1{{ComponentId::Cube, Side::None}, {ComponentId::Mte1, Side::None}};
        RooflineChart chart(cubeMte1, sampleAnalysis());
        showAndLayOut(chart, chart.plot());
        QCustomPlot *plot = chart.plot();
        QCPItemText *note = nullptr;
        QList<QCPItemText *> roofLabels;
        for (int i = 0; i < plot->itemCount(); ++i) {
            auto *t = qobject_cast<QCPItemText *>(plot->item(i));
            if (t && t->text().startsWith(u"No operator has both"_qs))
                note = t;
            else if (t && (t->text().contains(u"B/s"_qs) || t->text().contains(u"FLOP/s"_qs)))
                roofLabels << t;
        }
        QVERIFY(note);
        QVERIFY(note->brush().style() != Qt::NoBrush); // readable over grid and zones
        QVERIFY(!roofLabels.isEmpty());
        const QRectF box(note->topLeft->pixelPosition(), note->bottomRight->pixelPosition());
        QVERIFY(QRectF(plot->axisRect()->rect()).contains(box.normalized())); // not cut at either end
        for (QCPItemText *label : std::as_const(roofLabels)) {
            // A rotated label's anchors are rotated too: their bounding box covers it.
            QPolygonF corners({label->topLeft->pixelPosition(), label->topRight->pixelPosition(),
                               label->bottomRight->pixelPosition(), label->bottomLeft->pixelPosition()});
            QVERIFY2(!box.normalized().intersects(corners.boundingRect()), qPrintable(label->text()));
        }
    }

    void printStyleIsLightWhateverThePalette()
    {
        RooflineChart chart(kCubeMte2, sampleAnalysis());
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Text, Qt::white);
        chart.setPalette(dark);
        QCOMPARE(chart.plot()->axisRect()->backgroundBrush().color(), QColor(0x20, 0x20, 0x20));
        QCOMPARE(chart.plot()->xAxis->tickLabelColor(), QColor(Qt::white));
        chart.setPrintStyle(true);
        QCOMPARE(chart.plot()->axisRect()->backgroundBrush().color(), QColor(Qt::white));
        QCOMPARE(chart.plot()->xAxis->tickLabelColor(), QColor(Qt::black));
    }

    void componentOverviewHasUERBarsPerComponent()
    {
        const auto analysis = sampleAnalysis();
        ComponentOverviewChart chart(analysis, 2);
        // Two per-core components and the chip's GM (traffic known, no bandwidth on this chip).
        QCOMPARE(chart.overview().entries.size(), size_t(3));
        QCOMPARE(chart.overview().entries.back().key.id, ComponentId::Gm);
        for (int metric = 0; metric < 3; ++metric)
            QCOMPARE(chart.bars(metric)->dataCount(), 3);
        const double u = chart.bars(0)->data()->constBegin()->value;
        QCOMPARE(u, *chart.overview().entries[0].U);
        ComponentOverviewChart none(analysis, -1);
        QCOMPARE(none.bars(0)->dataCount(), 0);
    }

    void nineComponentsOfAMixOperatorKeepTheirNamesApart()
    {
        auto profile = std::make_shared<Profile>();
        std::vector<ComponentSample> parts;
        for (auto [id, side] : {std::pair{ComponentId::Cube, Side::Aic},
                                {ComponentId::Mte1, Side::Aic},
                                {ComponentId::FixPipe, Side::Aic},
                                {ComponentId::Scalar, Side::Aic},
                                {ComponentId::Mte2, Side::Aic},
                                {ComponentId::Vector, Side::Aiv},
                                {ComponentId::Mte3, Side::Aiv},
                                {ComponentId::Scalar, Side::Aiv},
                                {ComponentId::Mte2, Side::Aiv}})
            parts.push_back(sample(id, 20.0, {}, side));
        profile->operators.push_back(makeOperator(u"mix"_qs, 100.0, parts));
        AnalyzeOptions options;
        options.estimateWork = false;
        const auto analysis = std::make_shared<const Analysis>(
            analyze(profile, roundChip(true), options, AdviceCatalog::builtin()));
        ComponentOverviewChart chart(analysis, 0);
        QVERIFY(chart.overview().entries.size() >= 9);
        for (int width : {1200, 480, 300}) {
            chart.resize(width, 320);
            chart.show();
            chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
            const QCPAxis *x = chart.plot()->xAxis;
            if (x->tickLabelRotation() != 0.0) {
                // Slanted labels are parallel lines, apart by a line's height: one line each.
                for (const QString &label : x->tickVectorLabels())
                    QVERIFY2(!label.contains(u'\n'), qPrintable(QString::number(width) + u": " + label));
                continue;
            }
            const double slot = double(chart.plot()->axisRect()->width()) / double(chart.overview().entries.size());
            const QFontMetrics fm(x->tickLabelFont());
            for (const QString &label : x->tickVectorLabels()) {
                for (const QString &line : label.split(u'\n'))
                    QVERIFY2(fm.horizontalAdvance(line) < slot, qPrintable(QString::number(width) + u": " + line));
            }
        }
    }

    void theComponentsChartKeepsRoomForItsBarsUnderItsTexts()
    {
        // A narrow, short dock (1280 × 800): title, legend on two rows and slanted names left
        // the bars 30 px. The chart asks for its texts' height plus the bars' room.
        auto profile = std::make_shared<Profile>();
        std::vector<ComponentSample> parts;
        // Every component with its work, so each bar has a U label as wide as "12.3%".
        parts = {sample(ComponentId::Cube, 30.0, {{u"fp16"_qs, 3.3e6}}, Side::Aic),
                 sample(ComponentId::Mte1, 40.0, {{u"l1_to_l0a"_qs, 5e5}}, Side::Aic),
                 sample(ComponentId::FixPipe, 20.0, {{u"l0c_to_gm"_qs, 3.3e5}}, Side::Aic),
                 sample(ComponentId::Mte2, 60.0, {{u"gm_to_l1"_qs, 6.6e5}}, Side::Aic),
                 sample(ComponentId::Vector, 50.0, {{u"fp16"_qs, 5e5}}, Side::Aiv),
                 sample(ComponentId::Mte3, 35.0, {{u"ub_to_gm"_qs, 3.3e5}}, Side::Aiv),
                 sample(ComponentId::Mte2, 45.0, {{u"gm_to_ub"_qs, 5e5}}, Side::Aiv)};
        profile->operators.push_back(makeOperator(u"aclnnAddmm_MatMulCommon_MatMulV2"_qs, 100.0, parts));
        const auto analysis = std::make_shared<const Analysis>(
            analyze(profile, roundChip(true), {}, AdviceCatalog::builtin()));
        QWidget dock;
        auto *layout = new QVBoxLayout(&dock);
        auto *chart = new ComponentOverviewChart(analysis, 0);
        layout->addWidget(chart);
        dock.resize(270, 150); // what the window gives it at 1280 × 800, less than it needs
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        chart->plot()->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(chart->plot()->xAxis->tickLabelRotation() != 0.0); // the names slant at this width
        // The window gives a dock what it asks for; the texts' height settles after a layout or two.
        for (int i = 0; i < 4; ++i) {
            QTest::qWait(20);
            dock.resize(270, dock.minimumSizeHint().height());
            chart->plot()->replot(QCustomPlot::rpImmediateRefresh);
        }
        QVERIFY(dock.height() > 200);
        QVERIFY2(chart->plot()->axisRect()->height() >= 100,
                 qPrintable(u"the bars have %1 px"_qs.arg(chart->plot()->axisRect()->height())));
        // Its labels (U values, thresholds) neither meet nor leave the bars' rectangle, and the
        // value axis' title fits along the axis.
        QCustomPlot *plot = chart->plot();
        QList<QCPItemText *> shown;
        for (int i = 0; i < plot->itemCount(); ++i) {
            if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)); text && text->visible())
                shown << text;
        }
        QVERIFY(shown.size() >= 4);
        const QRectF bars = QRectF(plot->axisRect()->rect()).adjusted(-1, -1, 1, 1);
        for (int i = 0; i < shown.size(); ++i) {
            QVERIFY2(bars.contains(LabelPlacer::boxOf(shown[i])), qPrintable(shown[i]->text() + u" leaves the bars"));
            for (int j = i + 1; j < shown.size(); ++j)
                QVERIFY2(!LabelPlacer::overlap(shown[i], shown[j]),
                         qPrintable(shown[i]->text() + u" meets " + shown[j]->text()));
        }
        QVERIFY(QFontMetrics(plot->yAxis->labelFont()).horizontalAdvance(plot->yAxis->label())
                <= plot->axisRect()->height());
    }
};

QTEST_MAIN(TestRooflineChart)
#include "tst_rooflinechart.moc"
