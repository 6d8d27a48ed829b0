// SPDX-License-Identifier: GPL-3.0-or-later
// An export holds what the chart on screen shows (issue 37, problem 11: a stray point in the
// exported Cube × MTE2 chart). The window's "Export all charts" builds its charts from the
// analysis; they must draw the same markers and labels as the Roofline list does, grouped by
// kernel or not, at the scale the list shows: on made-up operators, the demo and every real set.
#include "core/sim/demoworkspace.h"
#include "core/workflow/workflow.h"
#include "widgetfixture.h"
#include "widgets/common/qcp.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/export/analysischarts.h"
#include "widgets/roofline/rooflinechart.h"
#include "widgets/roofline/rooflinepanel.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace rl;
using namespace rl::test;

namespace {

// One kernel called with two input shapes and another called once: grouped by kernel the
// MatMul is one point; as calls, one point per shape.
std::shared_ptr<const Analysis> kernelOfTwoShapes()
{
    auto profile = std::make_shared<Profile>();
    profile->name = u"two shapes"_qs;
    const auto shaped = [](Operator op, const QString &type, const QString &shape) {
        op.type = type;
        op.inputs = {TensorDesc{shape, u"FLOAT16"_qs, u"ND"_qs}};
        return op;
    };
    profile->operators = {
        shaped(cubeOperator(u"mm"_qs, 300.0, 0.40, 0.50, 0.30, 0.40), u"MatMul"_qs, u"64,64"_qs),
        shaped(cubeOperator(u"mm"_qs, 100.0, 0.80, 0.90, 0.05, 0.10), u"MatMul"_qs, u"512,512"_qs),
        shaped(cubeOperator(u"mm"_qs, 200.0, 0.40, 0.50, 0.30, 0.40), u"MatMul"_qs, u"64,64"_qs),
        shaped(cubeOperator(u"bmm"_qs, 50.0, 0.20, 0.30, 0.60, 0.70), u"BatchMatMul"_qs, u"8,64,64"_qs)};
    return std::make_shared<const Analysis>(analyze(profile, roundChip(), {}, AdviceCatalog::builtin()));
}

// Everything a plot draws from data: each marker (graph name, key, value) of the graphs that
// draw markers, and the text of each label, sorted. The selection's overlay (ring, own roof,
// bold label) is left out: an export of the analysis has no selection.
QStringList drawn(QCustomPlot *plot)
{
    QStringList out;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        auto *graph = qobject_cast<QCPGraph *>(plot->plottable(i));
        if (!graph || !graph->visible() || graph->layer()->name() == u"overlay" || graph->scatterStyle().isNone())
            continue;
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
            out << u"%1 @ %2, %3"_qs.arg(graph->name()).arg(it->key, 0, 'g', 6).arg(it->value, 0, 'g', 6);
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto *text = qobject_cast<QCPItemText *>(plot->item(i));
        if (text && text->visible() && text->layer()->name() != u"overlay")
            out << u"label " + text->text();
    }
    std::sort(out.begin(), out.end());
    return out;
}

QCustomPlot *exportedPlot(const ChartSet &set, const ComponentPair &pair)
{
    for (const NamedChart &chart : set.charts()) {
        if (chart.fileStem == u"roofline-" + pair.id())
            return chart.plot;
    }
    return nullptr;
}

std::shared_ptr<const Analysis> analyse(const QString &path)
{
    AnalysisRequest request;
    request.paths = {path};
    Result<Analysis> a = Workflow::builtin().loadAndAnalyze(request, nullProgress());
    if (!a)
        return nullptr; // a communication-only set: no Roofline to export
    return std::make_shared<const Analysis>(std::move(*a));
}

// Every Roofline the list shows against its export, grouped by kernel and not, at both scales,
// with nothing and with the operator of most gain selected; returns how many were compared, or
// -1 after failing the test with the first chart whose export draws more than the screen.
int compareEveryChart(const std::shared_ptr<const Analysis> &analysis, const QString &name)
{
    int compared = 0;
    for (const bool grouped : {true, false}) {
        SelectionModel selection;
        selection.setGroupsCalls(grouped);
        selection.setAnalysis(analysis);
        const std::vector<int> top = analysis->topByGain(1);
        if (!top.empty())
            selection.setSelectedOperator(top.front());
        RooflinePanel panel(&selection);
        for (const RooflineScale scale : {RooflineScale::WholeOperator, RooflineScale::PerCore}) {
            panel.setScale(scale);
            const ChartSet set = analysisCharts(analysis, {selection.showsKernels(), panel.scale()});
            for (RooflineChart *chart : panel.visibleCharts()) {
                const QString where = u"%1, %2, %3, %4"_qs.arg(
                    name, chart->pair().title(), grouped ? u"kernels"_qs : u"calls"_qs, rooflineScaleName(scale));
                QCustomPlot *exported = exportedPlot(set, chart->pair());
                if (!exported) {
                    // Only a chart with no point is left out of the export.
                    if (!chart->data().points.empty())
                        QTest::qFail(qPrintable(u"no export of " + where), __FILE__, __LINE__);
                    continue;
                }
                const QStringList screen = drawn(chart->plot());
                const QStringList paper = drawn(exported);
                if (screen != paper) {
                    QStringList extra;
                    for (const QString &item : paper) {
                        if (!screen.contains(item))
                            extra << item;
                    }
                    QTest::qFail(qPrintable(where + u": the export draws " + extra.mid(0, 5).join(u"; ")
                                            + u" that the screen does not"),
                                 __FILE__, __LINE__);
                    return -1;
                }
                ++compared;
            }
        }
    }
    return compared;
}

} // namespace

class TestExportMatchesScreen : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exportedRooflinesDrawWhatTheListDraws_data()
    {
        QTest::addColumn<bool>("grouped");
        QTest::addColumn<RooflineScale>("scale");
        QTest::newRow("kernels") << true << RooflineScale::WholeOperator;
        QTest::newRow("calls") << false << RooflineScale::WholeOperator;
        QTest::newRow("kernels per core") << true << RooflineScale::PerCore;
    }
    void exportedRooflinesDrawWhatTheListDraws()
    {
        QFETCH(bool, grouped);
        QFETCH(RooflineScale, scale);
        SelectionModel selection;
        selection.setGroupsCalls(grouped);
        selection.setAnalysis(kernelOfTwoShapes());
        QCOMPARE(selection.showsKernels(), grouped);
        RooflinePanel panel(&selection);
        panel.setScale(scale);
        // What the window's "Export all charts" hands to the exporter.
        const ChartSet set = analysisCharts(selection.analysis(), {selection.showsKernels(), panel.scale()});
        int compared = 0;
        for (RooflineChart *chart : panel.visibleCharts()) {
            QCustomPlot *exported = exportedPlot(set, chart->pair());
            QVERIFY2(exported, qPrintable(u"no export of " + chart->pair().id()));
            QCOMPARE(drawn(exported), drawn(chart->plot()));
            ++compared;
        }
        QVERIFY(compared > 0);
    }

    void theDemosExportsDrawWhatTheListDraws()
    {
        QTemporaryDir dir;
        const Result<sim::DemoReport> demo = sim::writeDemoWorkspace(dir.path());
        QVERIFY2(demo, demo ? "" : qPrintable(demo.error().toString()));
        for (const QString &run : {u"before"_qs, u"after"_qs}) {
            const auto analysis = analyse(dir.filePath(run));
            QVERIFY(analysis);
            const int compared = compareEveryChart(analysis, u"demo "_qs + run);
            QVERIFY(compared > 0);
        }
    }

    void everyRealSetsExportsDrawWhatTheListDraws()
    {
        RL_REAL_DATA(root, QString());
        int sets = 0;
        for (const QString &set : QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const auto analysis = analyse(QDir(root).filePath(set));
            if (!analysis)
                continue;
            const int compared = compareEveryChart(analysis, set);
            if (compared < 0)
                return; // failed, saying where
            sets += compared > 0 ? 1 : 0;
        }
        QVERIFY2(sets >= 7, qPrintable(u"only %1 real sets have a Roofline"_qs.arg(sets))); // 7 of the 15 today
    }
};

QTEST_MAIN(TestExportMatchesScreen)
#include "tst_exportmatchesscreen.moc"
