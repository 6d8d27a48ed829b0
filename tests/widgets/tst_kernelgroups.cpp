// SPDX-License-Identifier: GPL-3.0-or-later
// The views grouped by kernel (Analysis::groups): the kernel table and its calls, the
// bottleneck list ranked by the gain summed over calls, the Roofline's kernel points with the
// selected kernel's calls, and the switch back to single calls, all following one selection.
#include "core/roofline/kernelroofline.h"
#include "widgetfixture.h"
#include "widgets/bottlenecks/bottleneckmodel.h"
#include "widgets/bottlenecks/bottleneckview.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/operators/detailspanel.h"
#include "widgets/operators/kernelgroupmodel.h"
#include "widgets/operators/operatorfilterproxy.h"
#include "widgets/operators/operatortablemodel.h"
#include "widgets/operators/operatortableview.h"
#include "widgets/roofline/rooflinechart.h"

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTreeView>

#include <memory>

using namespace rl;
using namespace rl::test;

namespace {

const ComponentPair kCubeMte2{{ComponentId::Cube, Side::None}, {ComponentId::Mte2, Side::None}};

int groupNamed(const Analysis &a, const QString &name)
{
    for (size_t g = 0; g < a.groups.size(); ++g) {
        if (a.groups[g].name == name)
            return int(g);
    }
    return -1;
}

} // namespace

class TestKernelGroups : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { QCoreApplication::setApplicationName(u"rooflens-test-kernelgroups"_qs); }

    void theKernelModelPassesTheModelTesterWithKernelsAndTheirCalls()
    {
        // A tester per analysis: its walk fetches every kernel's calls, which a walk made while
        // the reset is still in flight reports as a change inside a change.
        KernelGroupModel model;
        const auto a = repeatedAnalysis();
        model.setAnalysis(a);
        auto tester = std::make_unique<QAbstractItemModelTester>(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 3);
        const QModelIndex mm = model.index(0, 0); // most total time first
        QCOMPARE(mm.data().toString(), u"mm"_qs);
        model.fetchMore(mm); // (the tester may have opened it already)
        QCOMPARE(model.rowCount(mm), 3);
        QCOMPARE(model.index(0, KernelGroupModel::CallsColumn).data().toString(), u"3"_qs);
        QCOMPARE(model.index(0, KernelGroupModel::TotalColumn).data(OperatorTableModel::SortRole).toDouble(), 600.0);
        QCOMPARE(model.index(0, KernelGroupModel::MeanColumn).data(OperatorTableModel::SortRole).toDouble(), 200.0);
        QCOMPARE(model.index(0, KernelGroupModel::MinColumn).data(OperatorTableModel::SortRole).toDouble(), 100.0);
        QCOMPARE(model.index(0, KernelGroupModel::SpreadColumn).data(OperatorTableModel::SortRole).toDouble(), 2.0);
        QCOMPARE(mm.data(OperatorTableModel::OperatorIndexRole).toInt(), 0); // its call of most time
        // The calls in input order, each with its own time.
        const QModelIndex second = model.index(1, KernelGroupModel::TotalColumn, mm);
        QCOMPARE(second.data(OperatorTableModel::OperatorIndexRole).toInt(), 2);
        QCOMPARE(second.data(OperatorTableModel::SortRole).toDouble(), 100.0);
        QCOMPARE(model.indexOfCall(5), model.index(2, 0, mm));
        QCOMPARE(model.groupAt(model.indexOfCall(5)), 0);
        QCOMPARE(model.rowCount(model.index(1, 0, mm)), 0);
        tester.reset();
        model.setAnalysis(sampleAnalysis());
        tester = std::make_unique<QAbstractItemModelTester>(&model,
                                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 6);
        tester.reset();
        model.setAnalysis(nullptr);
        QAbstractItemModelTester empty(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
    }

    void aKernelsCallsBecomeRowsOnlyWhenItOpens()
    {
        KernelGroupModel model;
        model.setAnalysis(repeatedAnalysis());
        const QModelIndex mm = model.index(0, 0);
        QVERIFY(model.hasChildren(mm));
        QCOMPARE(model.rowCount(mm), 0);
        QVERIFY(model.canFetchMore(mm));
        model.fetchMore(mm);
        QVERIFY(!model.canFetchMore(mm));
        QCOMPARE(model.rowCount(mm), 3);
        QVERIFY(model.indexOfCall(4).isValid()); // fetches add's calls to find one
        QVERIFY(!model.canFetchMore(model.index(1, 0)));
    }

    void theFilterBarFiltersKernelsAndKeepsTheirCalls()
    {
        KernelGroupModel model;
        model.setAnalysis(repeatedAnalysis());
        OperatorFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSearchText(u"ad"_qs);
        QCOMPARE(proxy.rowCount(), 1);
        proxy.fetchMore(proxy.index(0, 0));
        QCOMPARE(proxy.rowCount(proxy.index(0, 0)), 2);
        proxy.setSearchText(u"matmul"_qs); // the type
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, 0).data().toString(), u"mm"_qs);
        proxy.setSearchText({});
        proxy.sort(KernelGroupModel::TotalColumn, Qt::AscendingOrder);
        QCOMPARE(proxy.index(0, 0).data().toString(), u"cast"_qs);
    }

    void theBottleneckListRanksKernelsByTheGainSummedOverTheirCalls()
    {
        const auto a = repeatedAnalysis();
        BottleneckModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setAnalysis(a);
        model.setGrouped(true);
        int withGain = 0;
        for (const OperatorGroup &g : a->groups)
            withGain += g.estimatedGainUs ? 1 : 0;
        QVERIFY(withGain >= 2);
        QCOMPARE(model.rowCount(), withGain);
        double previous = 1e300;
        for (int row = 0; row < model.rowCount(); ++row) {
            const double gain =
                model.index(row, BottleneckModel::GainColumn).data(BottleneckModel::SortRole).toDouble();
            QVERIFY(gain <= previous);
            previous = gain;
            const int op = model.operatorAt(model.index(row, 0));
            const OperatorGroup *g = a->groupOf(op);
            QVERIFY(g && g->estimatedGainUs);
            QCOMPARE(gain, *g->estimatedGainUs);
            QCOMPARE(model.index(row, BottleneckModel::CallsColumn).data().toString(),
                     QString::number(g->calls.size()));
            // Any call of the kernel finds its row.
            for (int call : g->calls)
                QCOMPARE(model.indexOfOperator(call).row(), row);
        }
        model.setGrouped(false);
        QVERIFY(model.rowCount() > withGain);
    }

    void theViewsShowKernelsByDefaultAndSingleCallsWhenSwitched()
    {
        SelectionModel selection;
        OperatorTableView table(&selection);
        BottleneckView bottlenecks(&selection);
        RooflineChart chart(kCubeMte2, &selection);
        selection.setAnalysis(repeatedAnalysis());
        QVERIFY(selection.showsKernels());
        QVERIFY(table.showsGroups());
        QVERIFY(bottlenecks.model()->isGrouped());
        QVERIFY(chart.showsKernels());
        QCOMPARE(chart.data().points.size(), size_t(1)); // mm: the only Cube kernel, 3 calls
        selection.setGroupsCalls(false);
        QVERIFY(!table.showsGroups());
        QVERIFY(!bottlenecks.model()->isGrouped());
        QVERIFY(!chart.showsKernels());
        QCOMPARE(chart.data().points.size(), size_t(3));
        // With every kernel called once there is nothing to group: the calls' table shows.
        selection.setGroupsCalls(true);
        selection.setAnalysis(sampleAnalysis());
        QVERIFY(!selection.showsKernels());
        QVERIFY(!table.showsGroups());
        QVERIFY(!chart.showsKernels());
    }

    // Shown the kernels, the calls table takes the run once the window is idle (or when asked
    // for), not while the run opens; until then it holds nothing of an older run.
    void theCallsTableTakesTheRunOnceIdleWhileKernelsAreShown()
    {
        SelectionModel selection;
        OperatorTableView table(&selection);
        selection.setAnalysis(sampleAnalysis()); // every kernel called once: the calls are shown
        const auto a = repeatedAnalysis();
        selection.setAnalysis(a);
        QVERIFY(table.showsGroups());
        const QTableView *calls = table.findChild<QTableView *>(); // not table(): that asks for it
        QCOMPARE(calls->model()->rowCount(), 0);
        // The event loop about to wait: the window is idle. The timer only ends the wait.
        QTimer wake;
        wake.start(50);
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        QCoreApplication::processEvents();
        QCOMPARE(calls->model()->rowCount(), int(a->operators.size()));
        QCOMPARE(table.model()->analysis(), a);
        // Asked for before the window was idle, it takes the run then.
        OperatorTableView asked(&selection);
        QCOMPARE(asked.model()->rowCount(), int(a->operators.size()));
    }

    // The chart keeps the calls' chart across a switch of the grouping and its operators across
    // a change of scale: what it draws is still what a chart built afresh draws.
    void aChartSwitchedBackAndForthDrawsWhatAFreshChartDraws()
    {
        SelectionModel selection;
        RooflineChart chart(kCubeMte2, &selection);
        const auto a = repeatedAnalysis();
        selection.setAnalysis(a);
        for (RooflineScale scale :
             {RooflineScale::WholeOperator, RooflineScale::PerCore, RooflineScale::WholeOperator}) {
            chart.setScale(scale);
            for (bool grouped : {false, true, true, false, true}) {
                selection.setGroupsCalls(grouped);
                const RooflineChartData calls = buildRooflineChart(*a, kCubeMte2, scale);
                const RooflineChartData fresh = grouped ? kernelRooflineChart(calls, *a) : calls;
                const RooflineChartData &drawn = chart.data();
                QCOMPARE(drawn.points.size(), fresh.points.size());
                for (size_t i = 0; i < fresh.points.size(); ++i) {
                    QCOMPARE(drawn.points[i].operatorIndex, fresh.points[i].operatorIndex);
                    QCOMPARE(drawn.points[i].calls, fresh.points[i].calls);
                    QCOMPARE(drawn.points[i].intensity, fresh.points[i].intensity);
                    QCOMPARE(drawn.points[i].performance, fresh.points[i].performance);
                }
                QCOMPARE(drawn.unplottable.size(), fresh.unplottable.size());
                QCOMPARE(drawn.yRange.upper, fresh.yRange.upper);
            }
        }
    }

    void aSelectedCallOpensItsKernelInTheTableAndAKernelRowSelectsItsLongestCall()
    {
        SelectionModel selection;
        OperatorTableView table(&selection);
        const auto a = repeatedAnalysis();
        selection.setAnalysis(a);
        QTreeView *tree = table.groupTree();
        selection.setSelectedOperator(2); // the second call of mm
        QModelIndex current = tree->currentIndex();
        QVERIFY(current.parent().isValid());
        QCOMPARE(current.data(OperatorTableModel::OperatorIndexRole).toInt(), 2);
        QVERIFY(tree->isExpanded(current.parent()));
        // Picking the kernel row of add selects its call of most time.
        const QModelIndex add = table.groupProxy()->mapFromSource(
            table.groupModel()->indexOfGroup(groupNamed(*a, u"add"_qs)));
        tree->setCurrentIndex(add);
        QCOMPARE(selection.selectedOperator(), 4);
        // The filter bar holds for both tables: for the calls once they are shown.
        table.searchField()->setText(u"cast"_qs);
        QCOMPARE(table.groupProxy()->rowCount(), 1);
        selection.setGroupsCalls(false);
        QCOMPARE(table.proxy()->rowCount(), 1);
    }

    void theSelectedKernelShowsItsCallsAndACallRingSelectsThatCall()
    {
        SelectionModel selection;
        RooflineChart chart(kCubeMte2, &selection);
        const auto a = repeatedAnalysis();
        selection.setAnalysis(a);
        chart.resize(700, 500);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.plot()->replot();
        QVERIFY(chart.callsGraph());
        QCOMPARE(chart.callsGraph()->dataCount(), 0);
        selection.setSelectedOperator(0);
        QCOMPARE(chart.callsGraph()->dataCount(), 3); // mm's three calls
        QCOMPARE(chart.highlightGraph()->dataCount(), 1);
        // The kernel point is where the calls' summed work and time put it.
        const RooflinePoint *mm = chart.data().pointFor(0);
        QVERIFY(mm);
        QCOMPARE(mm->calls, 3);
        // A ring away from the kernel's marker selects its call.
        chart.plot()->replot();
        const QPointF ring = chart.pixelOf(2);
        QVERIFY(ring.x() >= 0);
        QCOMPARE(chart.operatorAt(ring), 2);
        selection.setSelectedOperator(2);
        QCOMPARE(chart.callsGraph()->dataCount(), 3); // still mm's
        // The ring of the selection goes on the call, not on the kernel's marker.
        QCOMPARE(chart.highlightGraph()->dataCount(), 1);
        const double x = chart.plot()->xAxis->coordToPixel(chart.highlightGraph()->data()->constBegin()->key);
        QVERIFY(std::abs(x - ring.x()) < 0.5);
        // Another kernel of one call shows no rings.
        selection.setSelectedOperator(3);
        QCOMPARE(chart.callsGraph()->dataCount(), 0);
    }

    void theDetailsOfACallSayWhatItsKernelCostsOverTheRun()
    {
        const auto a = repeatedAnalysis();
        const QString text = DetailsPanel::operatorHtml(*a, 2, false);
        QVERIFY2(text.contains(u"call 2 of 3"_qs), qPrintable(text));
        QVERIFY(text.contains(u"600.000 µs"_qs));
    }
};

QTEST_MAIN(TestKernelGroups)
#include "tst_kernelgroups.moc"
