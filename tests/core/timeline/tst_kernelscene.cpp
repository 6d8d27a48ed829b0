// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/kernelscene.h"
#include "core/timeline/lanelayout.h"
#include "core/workflow/workflow.h"
#include "pipelinefixtures.h"
#include "testutil.h"

#include <QSet>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// An analysis of `p` where operator i has the given categories and component ratios.
Analysis analysisWith(const Profile &p,
                      std::vector<std::pair<Category, std::vector<std::pair<ComponentKey, double>>>> ops)
{
    Analysis a;
    for (size_t i = 0; i < p.operators.size() && i < ops.size(); ++i) {
        OperatorResult r;
        r.index = int(i);
        r.category = ops[i].first;
        for (const auto &[key, ratio] : ops[i].second) {
            ComponentResult c;
            c.key = key;
            c.coreTimeUs = 1.0; // R = busy / core time
            c.busyUs = ratio;
            r.components.push_back(c);
        }
        a.operators.push_back(r);
    }
    return a;
}

} // namespace

class TestKernelScene : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyCategoryHasItsOwnKernelSwatch()
    {
        QSet<int> seen;
        for (Category c : kAllCategories) {
            const Swatch s = swatchForCategory(c);
            QVERIFY(s < Swatch::Count);
            QCOMPARE(categoryOfSwatch(s), std::optional<Category>(c));
            seen.insert(int(s));
        }
        QCOMPARE(seen.size(), qsizetype(kAllCategories.size()));
        QVERIFY(!categoryOfSwatch(Swatch::Mte2));
        QVERIFY(!categoryOfSwatch(Swatch::Count));
    }

    void streamsBecomeTracksWithEveryTaskPlaced()
    {
        const Profile p = kernelRun(6, 2, 10.0);
        const TimelineScene scene = buildKernelScene(p);
        QCOMPARE(scene.level, TimelineScene::Level::Kernel);
        QCOMPARE(scene.tracks.size(), size_t(2));
        QCOMPARE(scene.tracks[0].name, u"Stream 0"_qs);
        QCOMPARE(scene.itemCount(), size_t(6));
        QCOMPARE(scene.originNs, *p.operators.front().startNs);
        // operator 3 is the second task of stream 1: starts after 10 µs + 1 µs gap
        QCOMPARE(scene.placements[3].track, 1);
        QCOMPARE(scene.placements[3].startUs, 11.0);
        QCOMPARE(scene.placements[3].endUs, 21.0);
        QCOMPARE(scene.tracks[1].rows[0].ref(1), 3);
        QCOMPARE(scene.startUs, 0.0);
        QCOMPARE(scene.endUs, 32.0);
    }

    void deviceStreamsComeBeforeHostLanes()
    {
        Profile p = kernelRun(2, 1);
        p.timeline.lanes.insert(p.timeline.lanes.begin(),
                                {u"Python"_qs, u"Thread 1"_qs, TimelineLane::Kind::HostThread, 9, 1});
        for (quint16 &l : p.timeline.lane)
            ++l; // the stream moved to index 1
        p.timeline.append(0, *p.operators[0].startNs, 500, p.timeline.strings.intern(u"aten::add"_qs));
        p.timeline.finish();
        const TimelineScene scene = buildKernelScene(p);
        QCOMPARE(scene.tracks.front().name, u"Stream 0"_qs);
        QCOMPARE(scene.tracks.back().name, u"Thread 1"_qs);
        KernelSceneOptions noHost;
        noHost.hostLanes = false;
        QCOMPARE(buildKernelScene(p, nullptr, noHost).tracks.size(), size_t(1));
    }

    void derivedComponentLanesDrawEachOperatorsBusyShare()
    {
        const Profile p = kernelRun(2, 1, 10.0); // [0,10) and [11,21)
        const Analysis a = analysisWith(
            p,
            {{Category::MteBound, {{{ComponentId::Mte2, Side::None}, 0.9}, {{ComponentId::Vector, Side::None}, 0.3}}},
             {Category::InsufficientParallelism,
              {{{ComponentId::Scalar, Side::Aic}, 0.2}, {{ComponentId::Scalar, Side::Aiv}, 0.5}}}});
        const TimelineScene scene = buildKernelScene(p, &a);
        QStringList derived;
        for (const TimelineTrack &t : scene.tracks) {
            if (t.derived)
                derived << t.name;
        }
        QCOMPARE(derived, (QStringList{u"Vector"_qs, u"Scalar"_qs, u"MTE2"_qs})); // model order, only those with data
        const TimelineTrack &mte2 = scene.tracks.back();
        QCOMPARE(mte2.rows[0].start(0), 0.0);
        QCOMPARE(mte2.rows[0].end(0), 9.0); // R 0.9 of 10 µs
        const TimelineTrack &scalar = scene.tracks[scene.tracks.size() - 2];
        QCOMPARE(scalar.rows[0].start(0), 11.0);
        QCOMPARE(scalar.rows[0].end(0), 16.0); // the busier side: 0.5 of 10 µs
        QCOMPARE(scalar.rows[0].ref(0), 1);
        // stream boxes take the operator's category colour
        QCOMPARE(ItemStyle::swatch(scene.tracks[0].rows[0].style(0)), swatchForCategory(Category::MteBound));
        KernelSceneOptions none;
        none.derivedLanes = false;
        QCOMPARE(buildKernelScene(p, &a, none).tracks.size(), size_t(1));
    }

    void aRunWithoutTimelineUsesTheOperatorsStartTimes()
    {
        Profile p = kernelRun(4, 2);
        p.timeline = Timeline{};
        const TimelineScene scene = buildKernelScene(p);
        QCOMPARE(scene.tracks.size(), size_t(2));
        QCOMPARE(scene.tracks[1].name, u"Stream 1"_qs);
        QCOMPARE(scene.placements[1].track, 1);
        QCOMPARE(scene.labels.at(scene.tracks[1].rows[0].label(0)), u"kernel_1"_qs);
    }

    void countersBecomeTracksRelativeToTheRunStart()
    {
        Profile p = kernelRun(2, 1);
        CounterSeries freq;
        freq.process = u"AI Core Freq"_qs;
        freq.name = u"MHz"_qs;
        freq.tsNs = {*p.operators[0].startNs + 5000, *p.operators[0].startNs};
        freq.values = {1650, 1800};
        p.timeline.counters.push_back(freq);
        const TimelineScene scene = buildKernelScene(p);
        QCOMPARE(scene.counters.size(), size_t(1));
        QCOMPARE(scene.counters[0].timesUs, (std::vector<double>{0.0, 5.0})); // sorted
        QCOMPARE(scene.counters[0].values, (std::vector<double>{1800, 1650}));
        QCOMPARE(scene.counters[0].maxValue, 1800.0);
        QCOMPARE(scene.tracks.back().kind, TimelineTrack::Kind::Counter);
    }

    void aRealTraceViewBecomesDeviceStreamLanes()
    {
        // torch_npu Level0 trace_view.json (real, read in place) through the one road in
        AnalysisRequest request;
        RL_REAL_DATA(trace, u"torchnpu_a2_level0_trace/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/trace_view.json"_qs);
        request.paths = {trace};
        Result<Profile> profile = Workflow::builtin().load(request, nullProgress());
        QVERIFY2(profile.ok(), qPrintable(profile.ok() ? QString() : profile.error().toString()));
        const TimelineScene scene = buildKernelScene(*profile);
        QVERIFY(!scene.tracks.empty());
        QCOMPARE(scene.tracks.front().group, u"Ascend Hardware"_qs); // device streams first
        QVERIFY(scene.itemCount() > 0);
        QVERIFY(scene.endUs > scene.startUs);
        int placed = 0;
        for (const OperatorPlacement &p : scene.placements)
            placed += p.track >= 0;
        QVERIFY(placed > 0); // kernels of the run sit on the timeline
    }

    void thePlanesOfAProcessFollowASummaryHoldingAllTheirTasks()
    {
        Profile p = kernelRun(4, 1);
        Timeline &tl = p.timeline;
        tl.lanes.push_back({u"HCCL"_qs, u"Group 0 Communication"_qs, TimelineLane::Kind::Communication, 3, 0});
        tl.append(1, 1736408883704643212, 5000, tl.strings.intern(u"hcom_allReduce__1_0_1"_qs));
        for (int plane = 0; plane < 3; ++plane) {
            tl.lanes.push_back(
                {u"HCCL"_qs, u"Plane %1"_qs.arg(plane), TimelineLane::Kind::Communication, 3, plane + 1});
            for (int t = 0; t < 2; ++t) // overlapping across planes
                tl.append(quint16(2 + plane), 1736408883704643212 + t * 2000 + plane * 100, 1500,
                          tl.strings.intern(u"Memcpy"_qs));
        }
        tl.finish();
        const TimelineScene scene = buildKernelScene(p);
        QCOMPARE(scene.tracks.size(), size_t(1 + 1 + 1 + 3)); // stream, group, summary, planes
        const TimelineTrack &summary = scene.tracks[2];
        QVERIFY(summary.isSummary());
        QCOMPARE(summary.members, 3);
        QCOMPARE(summary.group, u"HCCL"_qs);
        QCOMPARE(summary.itemCount(), size_t(6));
        QCOMPARE(summary.rows.size(), size_t(3)); // packed: three tasks overlap
        for (int plane = 0; plane < 3; ++plane) {
            QCOMPARE(scene.tracks[size_t(3 + plane)].name, u"Plane %1"_qs.arg(plane));
            QCOMPARE(scene.tracks[size_t(3 + plane)].summary, 2);
        }
        QCOMPARE(scene.tracks[1].summary, -1);          // the group's lane is not a plane
        QCOMPARE(scene.itemCount(), size_t(4 + 1 + 6)); // the summary's items counted once
        // the layout gives the summary one band however many rows it packs
        const LaneLayout layout(scene);
        QVERIFY(layout.track(2).overlaid());
        QCOMPARE(layout.track(2).height, 1.0);
        QCOMPARE(layout.track(2).rowTop(2), layout.track(2).top);
    }

    void aSinglePlaneIsNotFolded()
    {
        Profile p = kernelRun(2, 1);
        p.timeline.lanes.push_back({u"HCCL"_qs, u"Plane 0"_qs, TimelineLane::Kind::Communication, 3, 1});
        p.timeline.append(1, 1736408883704643212, 1500, p.timeline.strings.intern(u"Memcpy"_qs));
        p.timeline.finish();
        const TimelineScene scene = buildKernelScene(p);
        QCOMPARE(scene.tracks.size(), size_t(2));
        QVERIFY(!scene.tracks[1].isSummary());
        QCOMPARE(scene.tracks[1].summary, -1);
    }

    void theRealJobsFoldTheirEightPlanes_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("trace_view") << u"torchnpu_a2_2rank_level2_text/level2/rank0_ascend_pt"_qs;
        QTest::newRow("db") << u"torchnpu_a2_db_level1/rank0_ascend_pt"_qs;
    }

    void theRealJobsFoldTheirEightPlanes()
    {
        QFETCH(QString, path);
        RL_REAL_DATA(dir, path);
        AnalysisRequest request;
        request.paths = {dir};
        Result<Profile> profile = Workflow::builtin().load(request, nullProgress());
        QVERIFY2(profile.ok(), qPrintable(profile.ok() ? QString() : profile.error().toString()));
        const TimelineScene scene = buildKernelScene(*profile);
        int summaries = 0, planes = 0;
        size_t planeItems = 0, summaryItems = 0;
        for (const TimelineTrack &t : scene.tracks) {
            const bool planeSummary = t.isSummary() && t.membersKind == TimelineTrack::Members::Planes;
            const bool plane = t.summary >= 0
                && scene.tracks[size_t(t.summary)].membersKind == TimelineTrack::Members::Planes;
            summaries += planeSummary ? 1 : 0;
            summaryItems += planeSummary ? t.itemCount() : 0;
            planes += plane ? 1 : 0;
            planeItems += plane ? t.itemCount() : 0;
            // every other fold (host threads, counters) draws exactly its members' items too
            if (t.isSummary() && !planeSummary) {
                size_t members = 0;
                for (int m = 1; m <= t.members; ++m)
                    members += scene.tracks[size_t(&t - scene.tracks.data() + m)].itemCount();
                QCOMPARE(t.itemCount(), members);
            }
        }
        QCOMPARE(summaries, 1);
        QCOMPARE(planes, 8); // planes 0 to 7 of the HCCL process / planeId
        QCOMPARE(summaryItems, planeItems);
        QVERIFY(planeItems > 0);
    }

    void anEmptyProfileGivesAnEmptyScene()
    {
        const TimelineScene scene = buildKernelScene(Profile{});
        QVERIFY(scene.tracks.empty());
        QCOMPARE(scene.itemCount(), size_t(0));
    }
};

QTEST_GUILESS_MAIN(TestKernelScene)
#include "tst_kernelscene.moc"
