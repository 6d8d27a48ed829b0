// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/pipelinestats.h"
#include "core/timeline/instructionscene.h"
#include "pipelinefixtures.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

const TimelineTrack *findTrack(const TimelineScene &s, const QString &group, const QString &name)
{
    for (const TimelineTrack &t : s.tracks) {
        if (t.group == group && t.name == name && t.kind == TimelineTrack::Kind::Lanes)
            return &t;
    }
    return nullptr;
}

} // namespace

class TestInstructionScene : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void singleBufferedKernelIsFullySerial()
    {
        // 4 tiles × (load 4 + compute 3 + store 2), each stage waiting for the previous
        const PipelineStats s = computePipelineStats(bufferedKernel(1));
        QCOMPARE(s.spanUs, 36.0);
        QCOMPARE(s.serialFraction, 1.0);
        QCOMPARE(s.overlapFraction, 0.0);
        QCOMPARE(s.idleFraction, 0.0);
        QCOMPARE(s.pipeBusyUs.value(u"MTE2"_qs), 16.0);
        QCOMPARE(s.pipeBusyUs.value(u"VECTOR"_qs), 12.0);
        QCOMPARE(s.pipeBusyUs.value(u"MTE3"_qs), 8.0);
    }

    void doubleBufferedKernelOverlapsLoadsWithCompute()
    {
        // Worked by hand (load, compute, store per tile):
        // 0: [0,4) [4,7) [7,9)   1: [4,8) [8,11) [11,13)   2: [9,13) [13,16) [16,18)
        // 3: [13,17) [17,20) [20,22) — one pipe busy in [0,4) [18,20) [20,22) = 8 µs of 22
        const PipelineStats s = computePipelineStats(bufferedKernel(2));
        QCOMPARE(s.spanUs, 22.0);
        QCOMPARE(s.serialFraction, 8.0 / 22.0);
        QCOMPARE(s.overlapFraction, 14.0 / 22.0);
        QCOMPARE(s.idleFraction, 0.0);
        QCOMPARE(s.pipeBusyUs.value(u"MTE2"_qs), 16.0); // [0,8) ∪ [9,17): touching loads merge
    }

    void theRibbonAgreesWithTheExactFractions()
    {
        for (int buffers : {1, 2}) {
            const PipelineTrace trace = bufferedKernel(buffers);
            const TimelineScene scene = buildInstructionScene(trace);
            const UnitPipelineStats stats = computeUnitStats(trace.units.front());
            QCOMPARE(scene.ribbons.size(), size_t(1));
            const RibbonSample whole = scene.ribbons.front().sample(scene.startUs, scene.endUs);
            QVERIFY(qFuzzyCompare(1 + whole.serialShare, 1 + stats.serialFraction));
            QVERIFY(qFuzzyCompare(1 + whole.overlapShare, 1 + stats.overlapFraction));
        }
    }

    void eachUnitGetsARibbonThenItsPipesInDisplayOrder()
    {
        const TimelineScene scene = buildInstructionScene(bufferedKernel(2, 4, 2), 7);
        QCOMPARE(scene.level, TimelineScene::Level::Instruction);
        QCOMPARE(scene.operatorIndex, 7);
        QStringList names;
        for (const TimelineTrack &t : scene.tracks)
            names << (t.kind == TimelineTrack::Kind::Ribbon ? u"ribbon"_qs : t.name);
        QCOMPARE(names,
                 (QStringList{u"ribbon"_qs, u"SCALAR"_qs, u"MTE2"_qs, u"VECTOR"_qs, u"MTE3"_qs, u"ribbon"_qs,
                              u"SCALAR"_qs, u"MTE2"_qs, u"VECTOR"_qs, u"MTE3"_qs}));
        QCOMPARE(scene.tracks[5].group, u"core0.veccore1"_qs);
        QCOMPARE(scene.startUs, 0.0);
        QCOMPARE(scene.endUs, 22.0);
    }

    void overlappingInstructionsOnOnePipeGoToSubRows()
    {
        PipelineTrace trace;
        PipelineUnit unit;
        unit.name = u"core0.cubecore0"_qs;
        PipeLane cube{u"CUBE"_qs, {}};
        addInstruction(trace, cube, 0, 4, "MMAD");
        addInstruction(trace, cube, 1, 2, "MMAD");
        addInstruction(trace, cube, 2, 3, "MMAD_S8");
        addInstruction(trace, cube, 4, 1, "MMAD");
        unit.lanes = {cube};
        trace.units = {unit};
        const TimelineScene scene = buildInstructionScene(trace);
        const TimelineTrack *t = findTrack(scene, u"core0.cubecore0"_qs, u"CUBE"_qs);
        QVERIFY(t);
        QCOMPARE(t->rows.size(), size_t(3));
        QCOMPARE(t->rows[0].size(), size_t(2)); // [0,4) then [4,5)
        QCOMPARE(t->itemCount(), size_t(4));
        // the int8 instruction is shaded differently from the fp16 ones
        QVERIFY(ItemStyle::variant(t->rows[2].style(0)) != ItemStyle::variant(t->rows[0].style(0)));
        QCOMPARE(ItemStyle::swatch(t->rows[0].style(0)), Swatch::Cube);
        // busy union counts the overlap once: [0,5)
        QCOMPARE(computeUnitStats(unit).pipeBusyUs.value(u"CUBE"_qs), 5.0);
    }

    void issueStallsGetTheirOwnRowsAndFlagsBecomeLinks()
    {
        const PipelineTrace trace = bufferedKernel(1);
        const TimelineScene scene = buildInstructionScene(trace);
        const TimelineTrack *vec = findTrack(scene, u"core0.veccore0"_qs, u"VECTOR"_qs);
        QVERIFY(vec);
        QCOMPARE(vec->stallRows.size(), size_t(1));
        QCOMPARE(vec->stallRows[0].size(), size_t(4));
        QCOMPARE(ItemStyle::swatch(vec->stallRows[0].style(0)), Swatch::IssueStall);
        QCOMPARE(vec->rows[0].size(), size_t(8));
        QCOMPARE(scene.labels.at(vec->rows[0].label(1)), u"VEXP"_qs);
        QCOMPARE(scene.links.size(), size_t(8));
        const SceneLink &first = scene.links.front();
        QCOMPARE(scene.tracks[size_t(first.fromTrack)].name, u"MTE2"_qs);
        QCOMPARE(scene.tracks[size_t(first.toTrack)].name, u"VECTOR"_qs);
        QCOMPARE(first.fromUs, 4.0);
    }

    void linkCandidatesCoverEveryLinkMeetingTheWindow()
    {
        const TimelineScene scene = buildInstructionScene(bufferedKernel(2));
        const double t0 = 10.0, t1 = 12.0;
        const auto [first, last] = scene.linkCandidates(t0, t1);
        for (size_t i = 0; i < scene.links.size(); ++i) {
            const SceneLink &l = scene.links[i];
            if (l.lastUs() >= t0 && l.firstUs() < t1)
                QVERIFY2(i >= first && i < last, qPrintable(QString::number(i)));
        }
    }

    void anEmptyTraceGivesAnEmptyScene()
    {
        const TimelineScene scene = buildInstructionScene(PipelineTrace{});
        QVERIFY(scene.tracks.empty());
        QCOMPARE(scene.startUs, 0.0);
        QCOMPARE(scene.endUs, 0.0);
    }
};

QTEST_GUILESS_MAIN(TestInstructionScene)
#include "tst_instructionscene.moc"
