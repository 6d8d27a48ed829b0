// SPDX-License-Identifier: GPL-3.0-or-later
// The analysed rank's device memory as lanes of the kernel timeline (issue 39): the footprint on
// one MB scale with its peak and the chip's capacity, the HBM bandwidth against its roof, the L2
// hit rate on 0–100 %, folded into one lane, with the figures at the cursor in the hover text.
#include "core/timeline/kernelscene.h"
#include "memoryfixture.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/timeline/counterplottable.h"
#include "widgets/timeline/intervalplottable.h"
#include "widgets/timeline/timelineview.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

int trackNamed(const TimelineScene &scene, const QString &name)
{
    for (size_t i = 0; i < scene.tracks.size(); ++i) {
        if (scene.tracks[i].name == name)
            return int(i);
    }
    return -1;
}

std::vector<const CounterTrack *> countersOf(const TimelineScene &scene, int track)
{
    std::vector<const CounterTrack *> out;
    const TimelineTrack &t = scene.tracks[size_t(track)];
    for (int k = 0; k < t.counterCount; ++k)
        out.push_back(&scene.counters[size_t(t.counter + k)]);
    return out;
}

} // namespace

class TestMemoryLanes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theFootprintSharesOneScaleWithItsPeakAndTheCapacity()
    {
        const auto a = memoryRun();
        const TimelineScene scene = buildKernelScene(*a->profile, a.get());
        const int lane = trackNamed(scene, u"Memory (MB)"_qs);
        QVERIFY(lane >= 0);
        QCOMPARE(scene.tracks[size_t(lane)].group, u"Device memory · rank 0"_qs);
        const auto lines = countersOf(scene, lane);
        QCOMPARE(lines.size(), size_t(3));
        QCOMPARE(lines[0]->name, u"Allocated"_qs);
        QCOMPARE(lines[1]->name, u"Reserved"_qs);
        QCOMPARE(lines[2]->name, u"Active"_qs);
        // On the kernels' clock: the first kernel is time 0, the peak 40 µs later.
        QCOMPARE(lines[0]->timesUs[2], 40.0);
        QCOMPARE(lines[0]->values[2], 500.0);
        for (const CounterTrack *c : lines) {
            QCOMPARE(c->drawnMin(), 0.0);
            QCOMPARE(c->drawnMax(), 1024.0); // the reserved maximum, which is the capacity
            QCOMPARE(c->unit, u"MB"_qs);
        }
        QVERIFY(lines[0]->mark);
        QCOMPARE(lines[0]->mark->timeUs, 40.0);
        QCOMPARE(lines[0]->mark->value, 500.0);
        QCOMPARE(lines[0]->mark->label, u"peak 500.0 MB"_qs);
        QCOMPARE(lines[0]->references.size(), size_t(1));
        QCOMPARE(lines[0]->references[0].value, 1024.0);
        QCOMPARE(lines[0]->references[0].label, u"capacity 1.0 GB"_qs);
    }

    void aCapacityFarAboveTheFootprintIsNamedNotScaledTo()
    {
        const auto base = memoryRun();
        Analysis analysis = *base;
        MemoryReport report = *analysis.memory;
        report.ranks[0].capacityMb = 65536.0;
        analysis.memory = std::make_shared<const MemoryReport>(report);
        const TimelineScene scene = buildKernelScene(*analysis.profile, &analysis);
        const auto lines = countersOf(scene, trackNamed(scene, u"Memory (MB)"_qs));
        QCOMPARE(lines[0]->drawnMax(), 1024.0);
        QCOMPARE(lines[0]->references[0].value, 65536.0);
        QCOMPARE(lines[0]->references[0].label, u"capacity 64 GB"_qs);
    }

    void hbmIsDrawnAgainstTheRoofAndL2OnAHundredPercent()
    {
        const auto a = memoryRun();
        const TimelineScene scene = buildKernelScene(*a->profile, a.get());
        const auto hbm = countersOf(scene, trackNamed(scene, u"HBM bandwidth (GB/s)"_qs));
        QCOMPARE(hbm.size(), size_t(3));
        QCOMPARE(hbm[0]->name, u"Read + write"_qs);
        QCOMPARE(hbm[0]->values[9], 240.0);
        QCOMPARE(hbm[1]->values[9], 190.0);
        QCOMPARE(hbm[2]->values[9], 50.0);
        QCOMPARE(hbm[0]->references.size(), size_t(1));
        QCOMPARE(hbm[0]->references[0].value, 1600.0);
        QVERIFY(hbm[0]->references[0].label.contains(u"HBM roof"));
        for (const CounterTrack *c : hbm)
            QCOMPARE(c->drawnMax(), 1600.0);
        const auto l2 = countersOf(scene, trackNamed(scene, u"L2 hit rate (%)"_qs));
        QCOMPARE(l2.size(), size_t(2));
        QCOMPARE(l2[0]->values[0], 40.0);
        QCOMPARE(l2[1]->values[0], 90.0);
        for (const CounterTrack *c : l2) {
            QCOMPARE(c->drawnMin(), 0.0);
            QCOMPARE(c->drawnMax(), 100.0);
        }
    }

    void theLanesFoldIntoASummaryDrawingTheFootprint()
    {
        const auto a = memoryRun();
        const TimelineScene scene = buildKernelScene(*a->profile, a.get());
        const int summary = trackNamed(scene, u"3 memory lane(s)"_qs);
        QVERIFY(summary >= 0);
        const TimelineTrack &s = scene.tracks[size_t(summary)];
        QCOMPARE(s.membersKind, TimelineTrack::Members::Memory);
        QCOMPARE(s.members, 3);
        QCOMPARE(scene.tracks[size_t(summary) + 1].name, u"Memory (MB)"_qs);
        QCOMPARE(scene.tracks[size_t(summary) + 1].summary, summary);
        QCOMPARE(s.counter, scene.tracks[size_t(summary) + 1].counter);
        QCOMPARE(s.counterCount, 3);
    }

    void aRunWithoutMemoryHasNoMemoryLanes()
    {
        const auto a = memoryRun(false);
        const TimelineScene scene = buildKernelScene(*a->profile, a.get());
        for (const TimelineTrack &t : scene.tracks)
            QVERIFY(!t.group.startsWith(u"Device memory"));
        QVERIFY(scene.counters.empty());
    }

    void theViewDrawsTheLanesFoldedThenEachOnTheSharedTimeAxis()
    {
        SelectionModel selection;
        TimelineView view(&selection);
        view.resize(1000, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        selection.setAnalysis(memoryRun());
        QTRY_COMPARE(view.level(), TimelineView::Level::Kernel);
        const TimelineScene &scene = *view.scene();
        const int summary = trackNamed(scene, u"3 memory lane(s)"_qs);
        const int hbm = trackNamed(scene, u"HBM bandwidth (GB/s)"_qs);
        QVERIFY(!view.laneLayout().track(size_t(summary)).hidden);
        QVERIFY(view.laneLayout().track(size_t(hbm)).hidden);
        QCOMPARE(view.counters()->countersOf(size_t(summary)).size(), size_t(3));
        QCOMPARE(view.counters()->countersOf(size_t(summary)).front()->name, u"Allocated"_qs);
        // Tracks of the kernels' scene: one time axis, so one zoom and one selection band.
        QCOMPARE(view.counters()->keyAxis(), view.intervals()->keyAxis());
        view.setLaneExpanded(summary, true);
        QVERIFY(view.laneLayout().track(size_t(summary)).hidden);
        QVERIFY(!view.laneLayout().track(size_t(hbm)).hidden);
        QCOMPARE(view.counters()->countersOf(size_t(hbm)).size(), size_t(3));
        // Zooming the kernels zooms the lanes.
        view.setVisibleRange(30.0, 50.0);
        QCOMPARE(view.counters()->keyAxis()->range().lower, 30.0);
    }

    void theHoverTextSaysTheFiguresAtThatTime()
    {
        SelectionModel selection;
        TimelineView view(&selection);
        view.resize(1000, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        selection.setAnalysis(memoryRun());
        QTRY_COMPARE(view.level(), TimelineView::Level::Kernel);
        const int summary = trackNamed(*view.scene(), u"3 memory lane(s)"_qs);
        view.setLaneExpanded(summary, true);
        view.plot()->replot();
        const auto pointAt = [&view](int track, double us) {
            const TrackGeometry &g = view.laneLayout().track(size_t(track));
            return QPoint(int(view.plot()->xAxis->coordToPixel(us)),
                          int(view.plot()->yAxis->coordToPixel(g.top + g.height / 2)));
        };
        const QString memory = view.toolTipAt(pointAt(summary + 1, 45.0));
        QVERIFY2(memory.contains(u"Allocated: 500.0 MB"), qPrintable(memory));
        QVERIFY2(memory.contains(u"Reserved: 1024.0 MB"), qPrintable(memory));
        QVERIFY2(memory.contains(u"Active: 520.0 MB"), qPrintable(memory));
        QVERIFY2(memory.contains(u"48.8 % of the capacity"), qPrintable(memory));
        QVERIFY2(memory.contains(u"peak 500.0 MB at 40"), qPrintable(memory));
        const QString hbm = view.toolTipAt(pointAt(trackNamed(*view.scene(), u"HBM bandwidth (GB/s)"_qs), 45.0));
        QVERIFY2(hbm.contains(u"Read + write: 190.0 GB/s"), qPrintable(hbm));
        QVERIFY2(hbm.contains(u"11.9 % of the HBM roof"), qPrintable(hbm));
        const QString l2 = view.toolTipAt(pointAt(trackNamed(*view.scene(), u"L2 hit rate (%)"_qs), 45.0));
        QVERIFY2(l2.contains(u"Write hit rate: 90.00 %"), qPrintable(l2));
    }
};

QTEST_MAIN(TestMemoryLanes)
#include "tst_memorylanes.moc"
