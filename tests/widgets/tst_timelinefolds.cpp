// SPDX-License-Identifier: GPL-3.0-or-later
// Lanes that fold beside the communication planes (issue 37 point 8: the real jobs still
// scrolled, on a stream's many rows of overlapping Notify Wait tasks and on dozens of host
// threads and counters). A process's host threads and its counters fold into one lane each,
// and a stream shows at most LaneMetrics::maxRows rows, the last drawing the rest, until it is
// unfolded; nothing drawn disappears, and the item under the cursor is found in the rows drawn
// over one another.
#include "../core/timeline/pipelinefixtures.h"
#include "app/mainwindow.h"
#include "core/analysis/analyzer.h"
#include "testutil.h"
#include "timelinelanefit.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/timeline/intervalplottable.h"
#include "widgets/timeline/timelineview.h"

#include <QDockWidget>
#include <QStandardPaths>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

constexpr int kThreads = 12;
constexpr int kCounters = 6;
constexpr int kOverlapping = 8;
constexpr qint64 kBase = 1736408883704643212;

// kernelRun's twenty kernels on two streams, then a stream of eight Notify Wait tasks that all
// overlap (eight rows), twelve host threads of one process and six counters of another.
std::shared_ptr<const Analysis> crowdedRun()
{
    auto profile = std::make_shared<Profile>(kernelRun(20, 2, 10.0));
    Timeline &tl = profile->timeline;
    tl.lanes.push_back({u"Ascend Hardware"_qs, u"Stream 9"_qs, TimelineLane::Kind::DeviceStream, 1, 9});
    const quint16 waits = quint16(tl.lanes.size() - 1);
    for (int i = 0; i < kOverlapping; ++i)
        tl.append(waits, kBase + 5'000 + i * 1'000, 100'000, tl.strings.intern(u"Notify_Wait"_qs));
    for (int t = 0; t < kThreads; ++t) {
        tl.lanes.push_back({u"CANN"_qs, u"Thread %1"_qs.arg(100 + t), TimelineLane::Kind::HostThread, 7, 100 + t});
        const quint16 lane = quint16(tl.lanes.size() - 1);
        for (int k = 0; k < 3; ++k)
            tl.append(lane, kBase + t * 2'000 + k * 30'000, 10'000, tl.strings.intern(u"aclnnMatmul"_qs));
    }
    for (int c = 0; c < kCounters; ++c) {
        CounterSeries series;
        series.process = u"HBM"_qs;
        series.name = u"HBM %1/Read(MB/s)"_qs.arg(c);
        for (int k = 0; k < 10; ++k) {
            series.tsNs.push_back(kBase + k * 10'000);
            series.values.push_back(double((k * (c + 1)) % 7));
        }
        tl.counters.push_back(std::move(series));
    }
    tl.finish();
    AnalyzeOptions options;
    options.estimateWork = false;
    return std::make_shared<const Analysis>(analyze(profile, roundChip(), options, AdviceCatalog::builtin()));
}

int trackNamed(const TimelineScene &scene, const QString &name)
{
    for (size_t i = 0; i < scene.tracks.size(); ++i) {
        if (scene.tracks[i].name == name)
            return int(i);
    }
    return -1;
}

struct Fixture : TimelineViewFixture
{
    Fixture() : TimelineViewFixture(crowdedRun(), 700) { }
};

} // namespace

class TestTimelineFolds : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"RoofLensTest"_qs);
        QCoreApplication::setApplicationName(u"tst_timelinefolds"_qs);
    }

    void hostThreadsAndCountersOfAProcessStartFoldedIntoOneLaneEach()
    {
        Fixture f;
        const TimelineScene &scene = *f.view.scene();
        const int threads = trackNamed(scene, TimelineView::tr("%n thread(s)", nullptr, kThreads));
        const int counters = trackNamed(scene, TimelineView::tr("%n counter(s)", nullptr, kCounters));
        QVERIFY(threads >= 0 && counters >= 0);
        QCOMPARE(scene.tracks[size_t(threads)].members, kThreads);
        QCOMPARE(scene.tracks[size_t(threads)].membersKind, TimelineTrack::Members::Threads);
        QCOMPARE(scene.tracks[size_t(counters)].members, kCounters);
        QCOMPARE(scene.tracks[size_t(counters)].kind, TimelineTrack::Kind::Counter);
        QCOMPARE(scene.tracks[size_t(threads)].itemCount(), size_t(3 * kThreads)); // every call of its threads
        for (int m = 1; m <= kThreads; ++m)
            QVERIFY(f.view.laneLayout().track(size_t(threads + m)).hidden);
        for (int m = 1; m <= kCounters; ++m)
            QVERIFY(f.view.laneLayout().track(size_t(counters + m)).hidden);
        QVERIFY(!f.view.laneLayout().track(size_t(threads)).hidden);
        QVERIFY(!f.view.laneLayout().track(size_t(counters)).hidden);
        QCOMPARE(f.drawnItems(), scene.itemCount());
        const int folded = shownLanes(f.view);

        // A click on the summary's name shows each thread; the tooltip says what it stands for.
        QVERIFY(f.view.laneLabelToolTip(threads).contains(TimelineView::tr("%n host thread(s)", nullptr, kThreads)));
        QTest::mouseClick(f.view.plot(), Qt::LeftButton, {}, f.labelOf(threads));
        QVERIFY(f.view.laneExpanded(threads));
        QCOMPARE(shownLanes(f.view), folded - 1 + kThreads);
        QCOMPARE(f.drawnItems(), scene.itemCount());
        f.view.setLaneExpanded(threads, false);
        f.view.setLaneExpanded(counters, true);
        QCOMPARE(shownLanes(f.view), folded - 1 + kCounters);
    }

    void aStreamOfManyOverlappingTasksShowsTwoRowsUntilUnfolded()
    {
        Fixture f;
        const TimelineScene &scene = *f.view.scene();
        const int stream = trackNamed(scene, u"Stream 9"_qs);
        QVERIFY(stream >= 0);
        QCOMPARE(int(scene.tracks[size_t(stream)].rows.size()), kOverlapping);
        const TrackGeometry &g = f.view.laneLayout().track(size_t(stream));
        QCOMPARE(g.rows, LaneMetrics{}.maxRows);
        QCOMPARE(g.packedRows, kOverlapping);
        QVERIFY(g.overlaid());
        QCOMPARE(g.rowTop(kOverlapping - 1), g.rowTop(LaneMetrics{}.maxRows - 1)); // the rest on the last row
        QVERIFY(f.view.isFoldable(stream));
        QCOMPARE(f.drawnItems(), scene.itemCount()); // nothing disappears

        // The last row finds a task of any row drawn in it: task i runs from 5 + i to 105 + i µs
        // on row i, so at 109.5 µs only rows 5 to 7 have one, none of them a row shown on its own.
        f.view.setVisibleRange(0.0, 200.0);
        const double lastRowY = f.view.plot()->yAxis->coordToPixel(g.rowTop(LaneMetrics{}.maxRows - 1) + 0.5);
        const double x = f.view.plot()->xAxis->coordToPixel(109.5);
        const IntervalPlottable::ItemRef hit = f.view.intervals()->itemAt(QPointF(x, lastRowY));
        QCOMPARE(hit.track, stream);
        QVERIFY2(hit.row >= 5, qPrintable(QString::number(hit.row)));

        // A click on its name shows every row; another folds them again.
        QVERIFY(f.view.laneLabelToolTip(stream).contains(QString::number(kOverlapping)));
        QTest::mouseClick(f.view.plot(), Qt::LeftButton, {}, f.labelOf(stream));
        QVERIFY(f.view.laneExpanded(stream));
        QCOMPARE(f.view.laneLayout().track(size_t(stream)).rows, kOverlapping);
        QVERIFY(!f.view.laneLayout().track(size_t(stream)).overlaid());
        QCOMPARE(f.drawnItems(), scene.itemCount());
        QTest::mouseClick(f.view.plot(), Qt::LeftButton, {}, f.labelOf(stream));
        QCOMPARE(f.view.laneLayout().track(size_t(stream)).rows, LaneMetrics{}.maxRows);

        // E unfolds every folding lane at once, and folds them all again.
        f.view.plot()->setFocus();
        QTest::keyClick(f.view.plot(), Qt::Key_E);
        QVERIFY(f.view.laneExpanded(stream));
        QTest::keyClick(f.view.plot(), Qt::Key_E);
        QVERIFY(!f.view.laneExpanded(stream));
    }

    void theRealJobsHaveEveryLaneInsideTheDockAtTheDefaultWindowSize_data()
    {
        QTest::addColumn<QString>("set");
        QTest::newRow("trace_view rank") << u"torchnpu_a2_2rank_level2_text/level2/rank0_ascend_pt"_qs;
        QTest::newRow("profiler DB job") << u"torchnpu_a2_db_level1"_qs;
    }

    void theRealJobsHaveEveryLaneInsideTheDockAtTheDefaultWindowSize()
    {
        QFETCH(QString, set);
        RL_REAL_DATA(path, set);
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.openPaths({path});
        QTRY_VERIFY_WITH_TIMEOUT(window.selection()->analysis(), 60000);
        window.timelineDock()->show();
        window.timelineDock()->raise();
        auto *view = window.timelineDock()->findChild<TimelineView *>();
        QVERIFY(view);
        QTRY_COMPARE_WITH_TIMEOUT(view->level(), TimelineView::Level::Kernel, 60000);
        QTRY_VERIFY(view->laneLayout().trackCount() > 0);
        qInfo("%s: %d lanes shown of %d tracks, %d px rows", qPrintable(set), shownLanes(*view),
              int(view->laneLayout().trackCount()), view->rowHeightPx());
        QTRY_COMPARE(lanesOutside(view), QString());
    }
};

QTEST_MAIN(TestTimelineFolds)
#include "tst_timelinefolds.moc"
