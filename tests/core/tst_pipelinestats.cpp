// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/pipelinestats.h"

#include <QTest>

using namespace rl;

namespace {

PipeLane lane(const QString &name, std::vector<std::pair<double, double>> spans)
{
    PipeLane l;
    l.name = name;
    for (auto [s, e] : spans)
        l.intervals.push_back({s, e - s, 0, PipeInterval::Kind::Instruction});
    return l;
}

} // namespace

class TestPipelineStats : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void overlappingInstructionsOnOnePipeCountOnce()
    {
        const auto u = unionOf({{0, 4}, {2, 6}, {6, 7}, {10, 12}});
        QCOMPARE(u.size(), size_t(2));
        QCOMPARE(totalLength(u), 9.0);
    }

    void serialOverlapAndIdleFractionsFromHandComputedIntervals()
    {
        // MTE2 [0,4) [8,10); VECTOR [3,6); MTE3 [6,7) — span 0..10
        // two busy: [3,4) = 1; one busy: [0,3) [4,6) [6,7) [8,10) = 8; idle: [7,8) = 1
        PipelineUnit unit;
        unit.name = u"core0.veccore0"_qs;
        unit.lanes = {lane(u"MTE2"_qs, {{0, 4}, {8, 10}}), lane(u"VECTOR"_qs, {{3, 6}}), lane(u"MTE3"_qs, {{6, 7}}),
                      lane(u"FLOWCTRL"_qs, {{7, 8}})}; // not execution: does not fill the gap
        const UnitPipelineStats s = computeUnitStats(unit);
        QCOMPARE(s.spanUs, 10.0);
        QCOMPARE(s.serialFraction, 0.8);
        QCOMPARE(s.overlapFraction, 0.1);
        QCOMPARE(s.idleFraction, 0.1);
        QCOMPARE(s.pipeBusyUs.value(u"MTE2"_qs), 6.0);
        QVERIFY(!s.pipeBusyUs.contains(u"FLOWCTRL"_qs));
        const auto profile = parallelismProfile(unit);
        QCOMPARE(profile.size(), size_t(5)); // 1,2,1,0,1 (the [4,6) and [6,7) serial spans merge)
        QCOMPARE(profile[1].busyPipes, 2);
        QCOMPARE(profile[3].busyPipes, 0);
    }

    void issueStallsAreShownButNotExecution()
    {
        PipelineUnit unit;
        PipeLane l = lane(u"SCALAR"_qs, {{0, 1}});
        l.intervals.push_back({1, 5, 0, PipeInterval::Kind::CacheTime});
        unit.lanes = {l};
        QCOMPARE(computeUnitStats(unit).pipeBusyUs.value(u"SCALAR"_qs), 1.0);
    }

    void severalUnitsSumBusyAndWeightFractionsBySpan()
    {
        PipelineTrace t;
        PipelineUnit a, b;
        a.name = u"core0.cubecore0"_qs;
        a.lanes = {lane(u"CUBE"_qs, {{0, 10}})}; // span 10, serial 1
        b.name = u"core0.veccore0"_qs;
        b.lanes = {lane(u"VECTOR"_qs, {{0, 30}}), lane(u"MTE2"_qs, {{0, 30}})}; // span 30, overlap 1
        t.units = {a, b};
        const PipelineStats s = computePipelineStats(t);
        QCOMPARE(s.spanUs, 30.0);
        QCOMPARE(s.serialFraction, 0.25);
        QCOMPARE(s.overlapFraction, 0.75);
        QCOMPARE(s.idleFraction, 0.0);
        QCOMPARE(s.pipeBusyUs.value(u"VECTOR"_qs), 30.0);
        QCOMPARE(s.units.size(), size_t(2));
    }
};

QTEST_GUILESS_MAIN(TestPipelineStats)
#include "tst_pipelinestats.moc"
