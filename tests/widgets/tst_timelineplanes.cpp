// SPDX-License-Identifier: GPL-3.0-or-later
// The communication planes of a job on the timeline (issue 37: with a lane per HCCL plane a
// job's run took 18 lanes and needed scrolling in the default dock). The planes of a group
// start folded into one summary lane drawing all their tasks; a click on a lane's name, the
// toolbar's "All lanes" or the key E unfolds them; a selected task on a folded plane is
// outlined in the summary lane, which is scrolled into view.
#include "../core/timeline/pipelinefixtures.h"
#include "app/mainwindow.h"
#include "core/analysis/analyzer.h"
#include "testutil.h"
#include "timelinelanefit.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/timeline/intervalplottable.h"
#include "widgets/timeline/timelinetoolbar.h"
#include "widgets/timeline/timelineview.h"

#include <QCheckBox>
#include <QDockWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

constexpr int kPlanes = 8;
constexpr qint64 kStartUs = 1736412474730000;

// A torch_npu rank as issue 37's job has it: MIX_AIC kernels on two streams with pipe ratios
// (two stream lanes and seven derived lanes) in kernel_details.csv and trace_view.json, and in
// the trace an HCCL process with its group lane and eight plane lanes, four tasks per plane for
// each of three all-reduces: eighteen lanes unfolded, eleven folded.
bool writeRankWithPlanes(const QString &dir)
{
    QByteArray csv = "Step Id,Model ID,Task ID,Stream ID,Name,Type,OP State,Accelerator Core,Start Time(us),"
                     "Duration(us),Wait Time(us),Block Dim,Mix Block Dim,aicore_time(us),aic_total_cycles,"
                     "aic_mac_time(us),aic_mac_ratio,aic_scalar_time(us),aic_scalar_ratio,aic_mte1_time(us),"
                     "aic_mte1_ratio,aic_mte2_time(us),aic_mte2_ratio,aic_fixpipe_time(us),aic_fixpipe_ratio,"
                     "aiv_time(us),aiv_total_cycles,aiv_vec_time(us),aiv_vec_ratio,aiv_scalar_time(us),"
                     "aiv_scalar_ratio,aiv_mte2_time(us),aiv_mte2_ratio,aiv_mte3_time(us),aiv_mte3_ratio\n";
    QByteArray trace = R"([{"ph":"M","name":"process_name","pid":1,"tid":0,"args":{"name":"Ascend Hardware"}},
{"ph":"M","name":"thread_name","pid":1,"tid":2,"args":{"name":"Stream 2"}},
{"ph":"M","name":"thread_name","pid":1,"tid":3,"args":{"name":"Stream 3"}},
{"ph":"M","name":"process_name","pid":3,"tid":0,"args":{"name":"HCCL"}},
{"ph":"M","name":"thread_name","pid":3,"tid":0,"args":{"name":"Group 0 Communication"}})";
    for (int p = 0; p < kPlanes; ++p)
        trace += QStringLiteral(R"(,
{"ph":"M","name":"thread_name","pid":3,"tid":%1,"args":{"name":"Plane %2"}},
{"ph":"M","name":"thread_sort_index","pid":3,"tid":%1,"args":{"sort_index":%1}})")
                     .arg(p + 1)
                     .arg(p)
                     .toUtf8();
    for (int i = 0; i < 40; ++i) {
        const int stream = 2 + i % 2;
        const QString start = QString::number(kStartUs + i * 150) + u".000";
        csv += QStringLiteral("1,0,%1,%2,MatMul_%1,MatMul,dynamic,MIX_AIC,%3,100,0,20,40,90,3240000,45,0.5,9,0.1,"
                              "18,0.2,27,0.3,9,0.1,80,5760000,40,0.5,8,0.1,16,0.2,12,0.15\n")
                   .arg(i)
                   .arg(stream)
                   .arg(start)
                   .toUtf8();
        trace += QStringLiteral(R"(,
{"ph":"X","name":"MatMul_%1","pid":1,"tid":%2,"ts":"%3","dur":100,)"
                                R"("args":{"Task Type":"MIX_AIC","Physic Stream Id":%2,"Task Id":%1}})")
                     .arg(i)
                     .arg(stream)
                     .arg(start)
                     .toUtf8();
    }
    for (int c = 0; c < 3; ++c) {
        const qint64 at = kStartUs + 1000 + c * 2000;
        trace += QStringLiteral(R"(,
{"ph":"X","name":"hcom_allReduce__1_%1_1","pid":3,"tid":0,"ts":"%2.000","dur":900})")
                     .arg(c)
                     .arg(at)
                     .toUtf8();
        for (int p = 0; p < kPlanes; ++p) {
            for (int t = 0; t < 4; ++t)
                trace += QStringLiteral(R"(,
{"ph":"X","name":"%1","pid":3,"tid":%2,"ts":"%3.000","dur":40})")
                             .arg(t % 2 ? u"Memcpy"_qs : u"Notify_Wait"_qs)
                             .arg(p + 1)
                             .arg(at + p * 5 + t * 200)
                             .toUtf8();
        }
    }
    trace += "]\n";
    return writeFixture(dir + u"/ASCEND_PROFILER_OUTPUT/kernel_details.csv", csv)
        && writeFixture(dir + u"/ASCEND_PROFILER_OUTPUT/trace_view.json", trace);
}

int summaryTrack(const TimelineScene &scene)
{
    for (size_t i = 0; i < scene.tracks.size(); ++i) {
        if (scene.tracks[i].isSummary())
            return int(i);
    }
    return -1;
}

// kernelRun's twenty kernels on two streams, then an HCCL group lane and eight plane lanes
// whose tasks overlap across planes; the all-reduce (operator 20) is the task at 100 µs on
// plane 5 only, so it sits on a plane lane.
std::shared_ptr<const Analysis> runWithPlanes()
{
    auto profile = std::make_shared<Profile>(kernelRun(20, 2, 10.0));
    Timeline &tl = profile->timeline;
    const qint64 base = 1736408883704643212;
    Operator collective;
    collective.name = u"hcom_allReduce__1_0_1"_qs;
    collective.taskType = TaskType::Communication;
    collective.startNs = base + 100'000;
    collective.durationUs = 30.0;
    profile->operators.push_back(collective);
    tl.lanes.push_back({u"HCCL"_qs, u"Group 0 Communication"_qs, TimelineLane::Kind::Communication, 3, 0});
    tl.append(quint16(tl.lanes.size() - 1), base + 10'000, 150'000, tl.strings.intern(collective.name));
    for (int p = 0; p < kPlanes; ++p) {
        tl.lanes.push_back({u"HCCL"_qs, u"Plane %1"_qs.arg(p), TimelineLane::Kind::Communication, 3, p + 1});
        const quint16 lane = quint16(tl.lanes.size() - 1);
        for (int t = 0; t < 3; ++t) {
            const qint64 at = base + 20'000 + t * 40'000 + p * 1'000;
            const bool isCollective = p == 5 && t == 2;
            tl.append(lane, isCollective ? *collective.startNs : at, 30'000,
                      tl.strings.intern(isCollective ? collective.name : u"Notify_Wait"_qs), isCollective ? 20 : -1);
        }
    }
    tl.finish();
    AnalyzeOptions options;
    options.estimateWork = false;
    return std::make_shared<const Analysis>(analyze(profile, roundChip(), options, AdviceCatalog::builtin()));
}

struct Fixture : TimelineViewFixture
{
    Fixture() : TimelineViewFixture(runWithPlanes(), 600) { }
};

} // namespace

class TestTimelinePlanes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // no saved window state: the first start
        QCoreApplication::setOrganizationName(u"RoofLensTest"_qs);
        QCoreApplication::setApplicationName(u"tst_timelineplanes"_qs);
    }

    void aJobWithEightPlanesHasEveryLaneInsideTheDockAtTheDefaultWindowSize()
    {
        QTemporaryDir dir;
        QVERIFY(writeRankWithPlanes(dir.filePath(u"rank0_ascend_pt"_qs)));
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), QSize(1400, 900));
        window.openPaths({dir.filePath(u"rank0_ascend_pt"_qs)});
        QTRY_VERIFY_WITH_TIMEOUT(window.selection()->analysis(), 30000);
        window.timelineDock()->show();
        window.timelineDock()->raise();
        auto *view = window.timelineDock()->findChild<TimelineView *>();
        QVERIFY(view);
        QTRY_COMPARE(view->level(), TimelineView::Level::Kernel);
        QTRY_VERIFY(view->laneLayout().trackCount() > 0);
        int planes = 0;
        for (const TimelineTrack &t : view->scene()->tracks)
            planes += t.name.startsWith(u"Plane ") ? 1 : 0;
        QCOMPARE(planes, kPlanes);
        QTRY_COMPARE(lanesOutside(view), QString());
        // two streams, seven derived lanes, the group's lane and the planes' summary
        QCOMPARE(shownLanes(*view), 11);
        qInfo("%d lanes, %d px rows, axis rectangle %d px high", shownLanes(*view), view->rowHeightPx(),
              view->plot()->axisRect()->height());
        // Every plane on its own lane, as before the planes folded: eighteen lanes.
        view->setAllLanesExpanded(true);
        QCOMPARE(shownLanes(*view), 18);
        view->setAllLanesExpanded(false);
        QTRY_COMPARE(lanesOutside(view), QString());
    }

    void unfoldingShowsEachPlaneAndFoldingReturnsToOneLaneDrawingEveryTask()
    {
        Fixture f;
        const TimelineScene &scene = *f.view.scene();
        const int summary = summaryTrack(scene);
        QVERIFY(summary >= 0);
        QCOMPARE(scene.tracks[size_t(summary)].members, kPlanes);
        size_t planeItems = 0;
        for (int p = 1; p <= kPlanes; ++p) {
            QCOMPARE(scene.tracks[size_t(summary + p)].summary, summary);
            QCOMPARE(scene.tracks[size_t(summary + p)].name, u"Plane %1"_qs.arg(p - 1));
            planeItems += scene.tracks[size_t(summary + p)].itemCount();
        }
        QCOMPARE(planeItems, size_t(3 * kPlanes));
        QCOMPARE(scene.tracks[size_t(summary)].itemCount(), planeItems); // every task of its planes
        QVERIFY(scene.tracks[size_t(summary)].rows.size() > 1);          // overlapping, in one band
        QCOMPARE(f.view.laneLayout().track(size_t(summary)).height, 1.0);

        // Folded: the summary shows, no plane does; every task is drawn (in the summary).
        const auto foldedLanes = shownLanes(f.view);
        QVERIFY(!f.view.laneLayout().track(size_t(summary)).hidden);
        for (int p = 1; p <= kPlanes; ++p)
            QVERIFY(f.view.laneLayout().track(size_t(summary + p)).hidden);
        QCOMPARE(f.drawnItems(), scene.itemCount());
        QCOMPARE(scene.itemCount(), size_t(20 + 1 + 3 * kPlanes)); // the summary counted once

        // A click on the summary's name unfolds: each plane on its own lane, the same items drawn.
        QTest::mouseClick(f.view.plot(), Qt::LeftButton, {}, f.labelOf(summary));
        QVERIFY(f.view.laneExpanded(summary));
        QCOMPARE(shownLanes(f.view), foldedLanes - 1 + kPlanes);
        QVERIFY(f.view.laneLayout().track(size_t(summary)).hidden);
        for (int p = 1; p <= kPlanes; ++p)
            QVERIFY(!f.view.laneLayout().track(size_t(summary + p)).hidden);
        QCOMPARE(f.drawnItems(), scene.itemCount());

        // A click on any plane's name folds them back into one lane.
        QTest::mouseClick(f.view.plot(), Qt::LeftButton, {}, f.labelOf(summary + 3));
        QVERIFY(!f.view.laneExpanded(summary));
        QCOMPARE(shownLanes(f.view), foldedLanes);

        // The key E and the toolbar's switch do the same for every group.
        f.view.plot()->setFocus();
        QTest::keyClick(f.view.plot(), Qt::Key_E);
        QVERIFY(f.view.laneExpanded(summary));
        QTest::keyClick(f.view.plot(), Qt::Key_E);
        QVERIFY(!f.view.laneExpanded(summary));
        QCheckBox *all = nullptr;
        for (QCheckBox *box : f.view.toolbar()->findChildren<QCheckBox *>())
            all = box->text() == TimelineToolbar::tr("All lanes") ? box : all;
        QVERIFY(all && !all->isHidden());
        all->click();
        QVERIFY(f.view.laneExpanded(summary));
        QCOMPARE(shownLanes(f.view), foldedLanes - 1 + kPlanes);
        all->click();
        QCOMPARE(shownLanes(f.view), foldedLanes);
    }

    void selectingATaskOnAFoldedPlaneOutlinesItInTheSummaryLane()
    {
        Fixture f;
        const TimelineScene &scene = *f.view.scene();
        const int summary = summaryTrack(scene);
        const OperatorPlacement &p = scene.placements[20];
        QCOMPARE(p.track, summary + 6); // plane 5
        QVERIFY(f.view.laneLayout().track(size_t(p.track)).hidden);
        f.view.setVisibleRange(0.0, 5.0); // elsewhere
        f.selection.setSelectedOperator(20);
        QCOMPARE(f.view.intervals()->highlightedRef(), 20);
        QCOMPARE(f.view.shownTrack(p.track), summary);
        QVERIFY(f.view.visibleRange().contains(p.startUs) && f.view.visibleRange().contains(p.endUs));
        // the outlined box is in the summary's band, inside the axis rectangle
        const IntervalRow *found = nullptr;
        size_t index = 0;
        int row = -1;
        for (size_t r = 0; r < scene.tracks[size_t(summary)].rows.size() && !found; ++r) {
            const IntervalRow &candidate = scene.tracks[size_t(summary)].rows[r];
            for (size_t i = 0; i < candidate.size() && !found; ++i) {
                if (candidate.ref(i) == 20) {
                    found = &candidate;
                    index = i;
                    row = int(r);
                }
            }
        }
        QVERIFY(found);
        const QPoint centre = f.view.intervals()->pixelCentre({summary, row, false, index}).toPoint();
        QVERIFY(f.view.plot()->axisRect()->rect().contains(centre));
        QCOMPARE(f.view.intervals()->itemAt(centre).track, summary);
        const QString tip = f.view.toolTipAt(centre);
        QVERIFY2(tip.contains(u"hcom_allReduce") && tip.contains(u"Plane 5"), qPrintable(tip)); // the plane it is on
        // Unfolded, the same operator is outlined on its plane's own lane.
        f.view.setLaneExpanded(summary, true);
        QCOMPARE(f.view.shownTrack(p.track), p.track);
        QVERIFY(!f.view.laneLayout().track(size_t(p.track)).hidden);
        QCOMPARE(f.view.intervals()->highlightedRef(), 20);
    }
};

QTEST_MAIN(TestTimelinePlanes)
#include "tst_timelineplanes.moc"
