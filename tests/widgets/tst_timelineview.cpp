// SPDX-License-Identifier: GPL-3.0-or-later
#include "../core/timeline/pipelinefixtures.h"
#include "core/analysis/analyzer.h"
#include "core/timeline/kernelscene.h"
#include "testutil.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/timeline/intervalplottable.h"
#include "widgets/timeline/kernelscenerequests.h"
#include "widgets/timeline/linkplottable.h"
#include "widgets/timeline/timelinetoolbar.h"
#include "widgets/timeline/timelineview.h"

#include <QCheckBox>
#include <QDockWidget>
#include <QMainWindow>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

using namespace rl;
using namespace rl::test;

namespace {

// Boxes, runs and markers of every track: what a scene holds.
size_t itemsOf(const TimelineScene &scene)
{
    size_t n = 0;
    for (const TimelineTrack &t : scene.tracks)
        n += t.itemCount();
    return n;
}

std::shared_ptr<const Analysis> analysedAsMeasured(std::shared_ptr<const Profile> profile)
{
    AnalyzeOptions options;
    options.estimateWork = false;
    return std::make_shared<const Analysis>(
        analyze(std::move(profile), roundChip(), options, AdviceCatalog::builtin()));
}

constexpr qint64 kEpochNs = 1736408883704643212;

// A run of `count` kernels on two streams; operator `withPipeline` (if >= 0) also carries
// the double-buffered instruction trace.
std::shared_ptr<const Analysis> analysedRun(int count, int withPipeline = -1)
{
    auto profile = std::make_shared<Profile>(kernelRun(count, 2, 10.0));
    for (Operator &op : profile->operators) { // pipe ratios, so derived lanes have something to draw
        op.coreTimeUs = op.durationUs;
        op.blockDim = 1;
        op.components = {sample(ComponentId::Mte2, 0.6 * op.durationUs),
                         sample(ComponentId::Vector, 0.3 * op.durationUs)};
    }
    if (withPipeline >= 0) {
        profile->pipelines.push_back(bufferedKernel(2));
        profile->operators[size_t(withPipeline)].pipelineIndex = 0;
    }
    return analysedAsMeasured(profile);
}

// `calls` one-microsecond calls of `kernels` kernels on the AI Core, 2 µs apart from `startNs`.
void appendKernelCalls(Profile &profile, int calls, int kernels, qint64 startNs)
{
    for (int i = 0; i < calls; ++i) {
        Operator op;
        op.name = u"kernel_%1"_qs.arg(i % kernels);
        op.taskType = TaskType::AiCore;
        op.startNs = startNs + qint64(i) * 2000;
        op.durationUs = 1.0;
        profile.operators.push_back(std::move(op));
    }
}

// A kernel table's run just long enough to be laid out off the GUI thread: calls of seven
// kernels, no timeline events.
std::shared_ptr<const Analysis> longKernelTableAnalysis()
{
    auto profile = std::make_shared<Profile>();
    appendKernelCalls(*profile, int(KernelSceneRequests::kBackgroundBuildItems) + 1, 7, kEpochNs);
    return analysedAsMeasured(profile);
}

// A shown view on an analysed run (offscreen platform), laid out so pixels mean something.
struct Fixture
{
    SelectionModel selection;
    TimelineView view{&selection};

    explicit Fixture(std::shared_ptr<const Analysis> analysis)
    {
        view.resize(1200, 500);
        view.show();
        selection.setAnalysis(std::move(analysis));
        view.plot()->replot();
    }
    QPoint centreOf(int op) const
    {
        const OperatorPlacement &p = view.scene()->placements[size_t(op)];
        const IntervalRow &row = view.scene()->tracks[size_t(p.track)].rows[0];
        for (size_t i = 0; i < row.size(); ++i) {
            if (row.ref(i) == op)
                return view.intervals()->pixelCentre({p.track, 0, false, i}).toPoint();
        }
        return {};
    }
};

} // namespace

class TestTimelineView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aRunShowsTheKernelLevelWithEveryOperatorPlaced()
    {
        Fixture f(analysedRun(20));
        QCOMPARE(f.view.level(), TimelineView::Level::Kernel);
        QCOMPARE(f.view.scene()->tracks[0].itemCount() + f.view.scene()->tracks[1].itemCount(),
                 size_t(20)); // 2 streams
        for (int i = 0; i < 20; ++i)
            QVERIFY(f.view.scene()->placements[size_t(i)].track >= 0);
        QVERIFY(f.view.visibleRange().lower <= f.view.scene()->startUs);
        QVERIFY(f.view.visibleRange().upper >= f.view.scene()->endUs);
    }

    void clickingABoxSelectsItsOperatorEverywhere()
    {
        Fixture f(analysedRun(20));
        QSignalSpy spy(&f.selection, &SelectionModel::selectedOperatorChanged);
        QTest::mouseClick(f.view.plot(), Qt::LeftButton, {}, f.centreOf(7));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.front().front().toInt(), 7);
        QCOMPARE(f.selection.selectedOperator(), 7);
        QCOMPARE(f.view.intervals()->highlightedRef(), 7); // and the view highlights it
    }

    void selectingElsewhereScrollsToAndHighlightsTheOperator()
    {
        Fixture f(analysedRun(200));
        f.view.setVisibleRange(0.0, 50.0);
        f.selection.setSelectedOperator(150); // far right, outside the window
        const OperatorPlacement &p = f.view.scene()->placements[150];
        QCOMPARE(f.view.intervals()->highlightedRef(), 150);
        QVERIFY(f.view.visibleRange().contains(p.startUs) && f.view.visibleRange().contains(p.endUs));
        QVERIFY(qFuzzyCompare(f.view.visibleRange().size(), 50.0)); // zoom kept
        QVERIFY(f.view.fitToOperator(150));
        QVERIFY(f.view.visibleRange().size() < 2 * (p.endUs - p.startUs));
    }

    void anOperatorWithAPipelineShowsItsInstructionLevel()
    {
        Fixture f(analysedRun(6, 3));
        QSignalSpy levels(&f.view, &TimelineView::levelChanged);
        f.selection.setSelectedOperator(3);
        QCOMPARE(f.view.level(), TimelineView::Level::Instruction);
        QCOMPARE(levels.count(), 1);
        QCOMPARE(f.view.scene()->operatorIndex, 3);
        QVERIFY(f.view.pipelineStats());
        QCOMPARE(f.view.pipelineStats()->overlapFraction, 14.0 / 22.0); // exact, as in the JSON
        QVERIFY2(f.view.statsText().contains(u"63.6"), qPrintable(f.view.statsText()));
        // another operator brings the run back, and the whole-run action keeps the selection
        f.selection.setSelectedOperator(2);
        QCOMPARE(f.view.level(), TimelineView::Level::Kernel);
        QCOMPARE(f.view.intervals()->highlightedRef(), 2);
    }

    void clickingAnInstructionKeepsItsOperatorSelected()
    {
        Fixture f(analysedRun(6, 3));
        f.selection.setSelectedOperator(3);
        f.view.plot()->replot();
        const IntervalPlottable::ItemRef first{2, 0, false, 0}; // core0.veccore0 MTE2 (after ribbon, SCALAR)
        QVERIFY(f.view.intervals()->row(first));
        QSignalSpy spy(&f.selection, &SelectionModel::selectedOperatorChanged);
        QTest::mouseClick(f.view.plot(), Qt::LeftButton, {}, f.view.intervals()->pixelCentre(first).toPoint());
        QCOMPARE(spy.count(), 0);
        QCOMPARE(f.view.level(), TimelineView::Level::Instruction);
        f.view.showRun();
        QCOMPARE(f.view.level(), TimelineView::Level::Kernel);
        QCOMPARE(f.view.intervals()->highlightedRef(), 3);
    }

    void hoverExplainsTheBoxUnderTheCursor()
    {
        Fixture f(analysedRun(4));
        const QString tip = f.view.toolTipAt(f.centreOf(2));
        QVERIFY2(tip.contains(u"kernel_2"), qPrintable(tip));
        QVERIFY(tip.contains(u"Stream 0"));
        QVERIFY(f.view.toolTipAt(QPoint(-5, -5)).isEmpty());
    }

    void zoomHistoryWalksBackAndForward()
    {
        Fixture f(analysedRun(50));
        f.view.setVisibleRange(0.0, 100.0);
        f.view.recordZoom();
        f.view.setVisibleRange(20.0, 30.0);
        f.view.recordZoom();
        QVERIFY(f.view.canZoomBack());
        f.view.zoomBack();
        QCOMPARE(f.view.visibleRange().lower, 0.0);
        QCOMPARE(f.view.visibleRange().upper, 100.0);
        f.view.zoomForward();
        QCOMPARE(f.view.visibleRange().lower, 20.0);
    }

    void theToolbarDrivesTheViewAndMirrorsIt()
    {
        Fixture f(analysedRun(50));
        auto *back = f.view.toolbar()->findChildren<QToolButton *>().value(0);
        QVERIFY(back && back->toolTip().contains(u"Alt+Left"));
        f.view.setVisibleRange(0.0, 100.0);
        f.view.recordZoom();
        f.view.setVisibleRange(20.0, 30.0);
        f.view.recordZoom();
        QVERIFY(back->isEnabled()); // the history reached the toolbar
        back->click();
        QCOMPARE(f.view.visibleRange().upper, 100.0);
        QCheckBox *links = nullptr;
        for (QCheckBox *box : f.view.toolbar()->findChildren<QCheckBox *>())
            links = box->text() == u"Links"_qs ? box : links;
        QVERIFY(links && links->isChecked());
        f.view.setLinksVisible(false); // the view's state shows in the toolbar...
        QVERIFY(!links->isChecked());
        QVERIFY(!f.view.links()->visible());
        links->click(); // ...and the toolbar's switch reaches the view
        QVERIFY(f.view.links()->visible());
    }

    void keysPanZoomAndFit()
    {
        Fixture f(analysedRun(50));
        f.view.setVisibleRange(100.0, 200.0);
        QTest::keyClick(f.view.plot(), Qt::Key_Right);
        QCOMPARE(f.view.visibleRange().lower, 110.0);
        QTest::keyClick(f.view.plot(), Qt::Key_Plus);
        QVERIFY(qFuzzyCompare(f.view.visibleRange().size(), 50.0));
        QTest::keyClick(f.view.plot(), Qt::Key_Home);
        QVERIFY(f.view.visibleRange().contains(f.view.scene()->endUs - 1));
        QTest::keyClick(f.view.plot(), Qt::Key_Left, Qt::AltModifier);
        QVERIFY(qFuzzyCompare(f.view.visibleRange().size(), 50.0));
    }

    void theVisibleRangeIsSharedThroughTheSelectionModel()
    {
        Fixture f(analysedRun(50));
        f.selection.setTimeRange(5.0, 15.0);
        QCOMPARE(f.view.visibleRange().lower, 5.0);
        QCOMPARE(f.view.visibleRange().upper, 15.0);
        QSignalSpy spy(&f.selection, &SelectionModel::timeRangeChanged);
        f.view.setVisibleRange(40.0, 60.0);
        f.view.recordZoom();
        QCOMPARE(spy.count(), 1);
        QCOMPARE(f.selection.rangeStartUs(), 40.0);
    }

    void relativeTimeFollowsAnOriginForSynchronisedViews()
    {
        Fixture f(analysedRun(20));
        f.view.setFollowSelectionRange(false);
        f.view.setTimeOriginUs(100.0);
        f.view.setRelativeTime(true);
        QSignalSpy spy(&f.view, &TimelineView::relativeRangeChanged);
        f.view.setVisibleRange(110.0, 120.0);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.front().at(0).toDouble(), 10.0);
        QCOMPARE(spy.front().at(1).toDouble(), 20.0);
        f.view.followRelativeRange(0.0, 5.0);
        QCOMPARE(spy.count(), 1); // following does not echo
        QCOMPARE(f.view.visibleRange().lower, 100.0);
        QVERIFY(f.view.plot()->xAxis->label().contains(u"origin"));
    }

    void linksAndDerivedLanesCanBeSwitchedOff()
    {
        Fixture f(analysedRun(6, 3));
        f.selection.setSelectedOperator(3);
        f.view.plot()->replot();
        QVERIFY(f.view.links()->lastDrawnLinks() > 0);
        f.view.setLinksVisible(false);
        QVERIFY(!f.view.links()->visible());
        f.view.showRun();
        const size_t tracks = f.view.scene()->tracks.size();
        const auto derived = std::count_if(f.view.scene()->tracks.begin(), f.view.scene()->tracks.end(),
                                           [](const TimelineTrack &t) { return t.derived; });
        QCOMPARE(derived, 2); // MTE2 and Vector
        f.view.setDerivedLanesVisible(false);
        for (size_t i = 0; i < tracks; ++i)
            QCOMPARE(f.view.laneLayout().track(i).hidden, f.view.scene()->tracks[i].derived);
    }

    void everyVisibleLaneKeepsItsLabelInAShortView()
    {
        Fixture f(analysedRun(20));
        f.view.resize(1200, 170); // a docked timeline is short and scrolls vertically
        QCoreApplication::processEvents();
        f.view.plot()->replot();
        const QCPRange rows = f.view.plot()->yAxis->range();
        QVector<double> ticks;
        QVector<QString> labels;
        f.view.plot()->yAxis->ticker()->generate(rows, QLocale(), u'g', 6, ticks, nullptr, &labels);
        int inside = 0;
        for (int i = 0; i < ticks.size(); ++i) {
            if (rows.contains(ticks[i])) {
                ++inside;
                QVERIFY2(!labels[i].isEmpty(), qPrintable(QString::number(ticks[i])));
            }
        }
        QVERIFY2(inside >= 2, qPrintable(QString::number(inside)));
        QCOMPARE(f.view.plot()->yAxis->tickVectorLabels().size(), f.view.plot()->yAxis->tickVector().size());
    }

    void aShortDockShowsEveryPipeOfTheInstructionLevel()
    {
        Fixture f(analysedRun(6, 3));
        f.view.resize(1200, 210); // a short dock: the pipes do not fit at full row height
        f.selection.setSelectedOperator(3);
        QCOMPARE(f.view.level(), TimelineView::Level::Instruction);
        QCoreApplication::processEvents();
        f.view.plot()->replot();
        QCoreApplication::processEvents();
        const QCPRange rows = f.view.plot()->yAxis->range();
        const double total = f.view.laneLayout().totalHeight();
        QVERIFY(total >= 4.0);
        QVERIFY2(rows.lower <= 0.0 && rows.upper >= total - 0.5,
                 qPrintable(QString::number(rows.upper) + u" of " + QString::number(total)));
        QVERIFY(f.view.plot()->axisRect()->height() < 20 * (total + 0.5)); // thinner rows did it
        QVERIFY(f.view.rowHeightPx() < 20);
    }

    void aShortDockShowsEveryLaneOfARunThatFitsAndScrollsOneThatDoesNot()
    {
        Fixture f(analysedRun(20));
        QCOMPARE(f.view.level(), TimelineView::Level::Kernel);
        const double total = f.view.laneLayout().totalHeight();
        QVERIFY(total >= 4.0); // two streams and the derived pipe lanes
        // Tall enough at the thinnest rows, too short at the full ones: every lane shows.
        f.view.resize(1200, int(16 * (total + 0.5)) + 90);
        QCoreApplication::processEvents();
        f.view.plot()->replot();
        QCoreApplication::processEvents();
        QVERIFY(f.view.plot()->axisRect()->height() < 20 * (total + 0.5));
        QCPRange rows = f.view.plot()->yAxis->range();
        QVERIFY2(rows.lower <= 0.0 && rows.upper >= total - 0.5,
                 qPrintable(QString::number(rows.upper) + u" of " + QString::number(total)));
        QVERIFY(f.view.rowHeightPx() < 20);
        // Too short even at the thinnest rows: full rows and a scroll bar.
        f.view.resize(1200, int(6 * (total + 0.5)) + 90);
        QCoreApplication::processEvents();
        f.view.plot()->replot();
        QCoreApplication::processEvents();
        QCOMPARE(f.view.rowHeightPx(), 20);
        rows = f.view.plot()->yAxis->range();
        QVERIFY(rows.upper < total - 0.5);
    }

    void aBigRunIsLaidOutOffTheGuiThreadAndANewerAnalysisWins()
    {
        // Ten kernels and a quarter of a million trace events: past the size the view lays
        // out on the GUI thread.
        auto profile = std::make_shared<Profile>(kernelRun(0, 1));
        profile->timeline = {};
        profile->timeline.lanes.push_back(
            {u"Ascend Hardware"_qs, u"Stream 0"_qs, TimelineLane::Kind::DeviceStream, 1, 0});
        const quint32 name = profile->timeline.strings.intern(u"event"_qs);
        for (int i = 0; i < 250000; ++i)
            profile->timeline.append(0, kEpochNs + qint64(i) * 2000, 1000, name, i < 10 ? i : -1);
        profile->timeline.finish();
        appendKernelCalls(*profile, 10, 10, kEpochNs);
        const auto big = analysedAsMeasured(profile);

        SelectionModel selection;
        TimelineView view(&selection);
        view.show();
        selection.setAnalysis(big);
        QVERIFY(!view.scene() || view.scene()->tracks.empty()); // not on the GUI thread
        QTRY_VERIFY_WITH_TIMEOUT(view.scene() && view.level() == TimelineView::Level::Kernel, 60000);
        const size_t items = itemsOf(*view.scene());
        QVERIFY2(items >= 250000, qPrintable(QString::number(items)));

        // A build overtaken by a newer analysis never shows.
        selection.setAnalysis(nullptr);
        selection.setAnalysis(big);
        const auto small = analysedRun(3);
        selection.setAnalysis(small);
        QTest::qWait(3000);
        QCOMPARE(itemsOf(*view.scene()), itemsOf(buildKernelScene(*small->profile, small.get())));
    }

    void aLongKernelTableWithoutTraceEventsIsLaidOutOffTheGuiThreadToo()
    {
        // A kernel table's run has no timeline events; its calls alone are what the layout
        // costs (a quarter of a million took the GUI thread 0.4 s).
        const auto long_ = longKernelTableAnalysis();
        QCOMPARE(long_->profile->timeline.eventCount(), size_t(0));
        SelectionModel selection;
        TimelineView view(&selection);
        view.show();
        selection.setAnalysis(long_);
        QVERIFY(!view.scene() || view.scene()->tracks.empty()); // not on the GUI thread
        QTRY_VERIFY_WITH_TIMEOUT(view.scene() && view.level() == TimelineView::Level::Kernel, 60000);
        const size_t items = itemsOf(*view.scene());
        QVERIFY2(items >= long_->profile->operators.size(), qPrintable(QString::number(items)));
    }

    void aLongRunBehindAnotherTabIsLaidOutWhenItsViewIsFirstShown()
    {
        SelectionModel selection;
        TimelineView view(&selection); // never shown yet, as behind the Operators tab
        selection.setAnalysis(longKernelTableAnalysis());
        QTest::qWait(300);
        QVERIFY(!view.scene() || view.scene()->tracks.empty()); // nothing laid out for nobody
        view.show();
        QTRY_VERIFY_WITH_TIMEOUT(view.scene() && view.level() == TimelineView::Level::Kernel, 60000);
        QVERIFY(itemsOf(*view.scene()) >= KernelSceneRequests::kBackgroundBuildItems);
    }

    // QMainWindow keeps a dock tabbed behind another visible, moved out of the window: the
    // layout waits until its tab is brought to the front.
    void aLongRunInADockTabbedBehindAnotherIsLaidOutWhenItsTabIsRaised()
    {
        SelectionModel selection;
        QMainWindow window;
        window.setCentralWidget(new QWidget(&window));
        auto *front = new QDockWidget(&window);
        front->setWidget(new QWidget(front));
        auto *behind = new QDockWidget(&window);
        auto *view = new TimelineView(&selection, behind);
        behind->setWidget(view);
        window.addDockWidget(Qt::BottomDockWidgetArea, front);
        window.addDockWidget(Qt::BottomDockWidgetArea, behind);
        window.tabifyDockWidget(front, behind);
        window.resize(1200, 800);
        window.show();
        front->raise();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        selection.setAnalysis(longKernelTableAnalysis());
        QTest::qWait(300);
        QVERIFY(!view->scene() || view->scene()->tracks.empty());
        behind->raise();
        QTRY_VERIFY_WITH_TIMEOUT(view->scene() && view->level() == TimelineView::Level::Kernel, 60000);
    }

    void noAnalysisShowsNothing()
    {
        SelectionModel selection;
        TimelineView view(&selection);
        QCOMPARE(view.level(), TimelineView::Level::Empty);
        selection.setAnalysis(analysedRun(3));
        QCOMPARE(view.level(), TimelineView::Level::Kernel);
        selection.setAnalysis(nullptr);
        QCOMPARE(view.level(), TimelineView::Level::Empty);
    }
};

QTEST_MAIN(TestTimelineView)
#include "tst_timelineview.moc"
