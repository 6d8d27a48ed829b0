// SPDX-License-Identifier: GPL-3.0-or-later
// Labels that never collide (issue 37, problem 7): on every Roofline of the demo and of real
// profiler output, single-run and compare, on screen and in PNG, SVG and PDF export, every
// value, threshold, roof and speedup label shown lies inside the axis rectangle and meets no
// other; roof and threshold labels are always shown; the compare legend says which marker is
// which run. Real data is read in place (QSKIP when absent).
#include "core/compare/comparison.h"
#include "core/sim/demoworkspace.h"
#include "core/workflow/workflow.h"
#include "widgetfixture.h"
#include "widgets/common/labelplacer.h"
#include "widgets/common/qcp.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/compare/comparerooflinechart.h"
#include "widgets/compare/compareselection.h"
#include "widgets/export/chartexporter.h"
#include "widgets/roofline/rooflinechart.h"
#include "widgets/roofline/rooflinepanel.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

bool isStructural(const QString &text)
{
    return text.contains(u"B/s") || text.contains(u"FLOP/s") || text.startsWith(u"U_thr");
}

// The labels of a plot as drawn now: every shown label inside the axis rectangle and apart
// (boxes as drawn: a label along a roof is a rotated box);
// no roof or threshold label hidden. Returns the first problem, empty when none.
QString labelProblem(QCustomPlot *plot)
{
    const QRectF area = QRectF(plot->axisRect()->rect()).adjusted(-1, -1, 1, 1);
    QList<QCPItemText *> shown;
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto *label = qobject_cast<QCPItemText *>(plot->item(i));
        if (!label || label->text().isEmpty())
            continue;
        if (!label->visible()) {
            // A roof or threshold label is hidden only where the axes have no room for it.
            if (isStructural(label->text()) && area.width() >= 400 && area.height() >= 240)
                return u"hidden: " + label->text();
            continue;
        }
        if (!area.contains(LabelPlacer::boxOf(label)))
            return u"outside the axes: "_qs + label->text();
        shown << label;
    }
    for (qsizetype i = 0; i < shown.size(); ++i) {
        for (qsizetype j = i + 1; j < shown.size(); ++j) {
            if (LabelPlacer::overlap(shown[i], shown[j]))
                return u"overlap: \"%1\" and \"%2\""_qs.arg(shown[i]->text(), shown[j]->text());
        }
    }
    return {};
}

// The same check at each export size, taken while the exporter draws (after the plot's own
// layout, where the placer runs).
QStringList exportProblems(QCustomPlot *plot)
{
    QStringList problems;
    QObject watcher;
    QSize size;
    QObject::connect(plot, &QCustomPlot::afterLayout, &watcher, [&] {
        if (plot->viewport().size() != size)
            return;
        if (const QString p = labelProblem(plot); !p.isEmpty())
            problems << u"%1×%2: %3"_qs.arg(size.width()).arg(size.height()).arg(p);
    });
    QTemporaryDir dir;
    for (const QSize s : {QSize(1200, 800), QSize(640, 420)}) {
        size = s;
        ChartExportOptions o;
        o.width = s.width();
        o.height = s.height();
        ChartExporter::renderImage(plot, o);
        ChartExporter::renderSvg(plot, o);
        o.format = ChartFormat::Pdf;
        if (!ChartExporter::exportChart(plot, dir.filePath(u"chart.pdf"_qs), o))
            problems << u"the PDF was not written"_qs;
    }
    return problems;
}

std::shared_ptr<const Analysis> analyse(const QString &path)
{
    AnalysisRequest request;
    request.paths = {path};
    Result<Analysis> a = Workflow::builtin().loadAndAnalyze(request, nullProgress());
    if (!a)
        return nullptr;
    return std::make_shared<const Analysis>(std::move(*a));
}

// Every pair chart of the panel at two widths, with the largest operator selected (its bold
// label placed first), on screen and in export.
void checkPanel(std::shared_ptr<const Analysis> analysis, const QString &name)
{
    SelectionModel selection;
    selection.setAnalysis(analysis);
    RooflinePanel panel(&selection);
    panel.show();
    const std::vector<int> top = analysis->topByGain(1);
    for (const int width : {1600, 560}) {
        panel.resize(width, 1000);
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        for (const int selected : {-1, top.empty() ? 0 : top.front()}) {
            selection.setSelectedOperator(selected);
            int checked = 0;
            for (RooflineChart *chart : panel.visibleCharts()) {
                chart->plot()->replot();
                const QString problem = labelProblem(chart->plot());
                QVERIFY2(
                    problem.isEmpty(),
                    qPrintable(u"%1, %2 at %3 px: %4"_qs.arg(name, chart->pair().title()).arg(width).arg(problem)));
                ++checked;
            }
            QVERIFY(checked > 0);
        }
    }
    for (RooflineChart *chart : panel.visibleCharts()) {
        const QStringList problems = exportProblems(chart->plot());
        QVERIFY2(problems.isEmpty(), qPrintable(name + u", " + chart->pair().title() + u": " + problems.join(u"; ")));
    }
}

} // namespace

class TestLabelPlacement : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_demo.isValid());
        const Result<sim::DemoReport> demo = sim::writeDemoWorkspace(m_demo.path());
        QVERIFY2(demo, demo ? "" : qPrintable(demo.error().toString()));
    }

    void valueLabelsKeepOffTheThresholdLabelOnASmallChart()
    {
        // mm_bound at U 90 % sits under the roof near the right end, where "U_thr 80 %" is.
        const ComponentPair cubeMte2{{ComponentId::Cube, Side::None}, {ComponentId::Mte2, Side::None}};
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        for (const QSize size : {QSize(700, 500), QSize(360, 300)}) {
            RooflineChart chart(cubeMte2, &selection);
            chart.resize(size);
            chart.show();
            QVERIFY(QTest::qWaitForWindowExposed(&chart));
            chart.plot()->replot();
            const QString problem = labelProblem(chart.plot());
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QStringList exported = exportProblems(chart.plot());
            QVERIFY2(exported.isEmpty(), qPrintable(exported.join(u"; ")));
        }
    }

    void demoRooflinesHaveNoCollidingOrCutLabels()
    {
        checkPanel(analyse(m_demo.filePath(u"before"_qs)), u"demo before"_qs);
        checkPanel(analyse(m_demo.filePath(u"after"_qs)), u"demo after"_qs);
    }

    void realDataRooflinesHaveNoCollidingOrCutLabels_data()
    {
        QTest::addColumn<QString>("set");
        QTest::newRow("2-rank level 2") << u"torchnpu_a2_2rank_level2_text"_qs;
        QTest::newRow("level 1 pipe") << u"torchnpu_a2_level1_pipeutil"_qs;
        QTest::newRow("level 1 DB") << u"torchnpu_a2_db_level1"_qs;
    }
    void realDataRooflinesHaveNoCollidingOrCutLabels()
    {
        QFETCH(QString, set);
        const QString path = realData(set);
        if (!QDir(path).exists())
            QSKIP("../shared/realdata is not here");
        const auto analysis = analyse(path);
        QVERIFY(analysis);
        checkPanel(analysis, set);
    }

    void compareRooflinesPlaceSpeedupsApartAndExplainTheMarkers()
    {
        CompareRequest request;
        request.baselinePaths = {m_demo.filePath(u"before"_qs)};
        request.candidatePaths = {m_demo.filePath(u"after"_qs)};
        Result<Comparison> comparison = Workflow::builtin().compare(request, nullProgress());
        QVERIFY(comparison);
        CompareSelection selection;
        selection.setComparison(std::make_shared<const Comparison>(std::move(*comparison)));
        int charts = 0;
        for (const ComponentPair &pair : componentPairsFor(selection.comparison()->baseline->hardware)) {
            for (const QSize size : {QSize(900, 600), QSize(480, 360)}) {
                CompareRooflineChart chart(pair, &selection);
                if (!chart.hasPoints())
                    break;
                chart.resize(size);
                chart.show();
                QVERIFY(QTest::qWaitForWindowExposed(&chart));
                chart.plot()->replot();
                const QString problem = labelProblem(chart.plot());
                QVERIFY2(problem.isEmpty(), qPrintable(pair.title() + u": " + problem));
                const QStringList exported = exportProblems(chart.plot());
                QVERIFY2(exported.isEmpty(), qPrintable(pair.title() + u": " + exported.join(u"; ")));
                // The legend explains hollow (before) and filled (after).
                QCPGraph *before = chart.beforeMarkerKey();
                QCPGraph *after = chart.afterMarkerKey();
                QVERIFY(before && after);
                QVERIFY(chart.plot()->legend->hasItemWithPlottable(before));
                QVERIFY(chart.plot()->legend->hasItemWithPlottable(after));
                QCOMPARE(before->scatterStyle().brush().style(), Qt::NoBrush);
                QVERIFY(after->scatterStyle().brush().style() != Qt::NoBrush);
                QVERIFY(before->name().contains(u"before"));
                QVERIFY(after->name().contains(u"after"));
                ++charts;
            }
        }
        QVERIFY(charts > 0);
    }

private:
    QTemporaryDir m_demo;
};

QTEST_MAIN(TestLabelPlacement)
#include "tst_labelplacement.moc"
