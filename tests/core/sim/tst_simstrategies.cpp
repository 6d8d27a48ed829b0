// SPDX-License-Identifier: GPL-3.0-or-later
// Ground truth: each of the paper's strategies, applied to a simulated kernel, moves
// RoofLens's analysis the way the paper says it does (core/README.md §3.8, §8.2).
#include "core/sim/mobilenetv3.h"
#include "simtestutil.h"
#include "testutil.h"

#include <QTest>

using namespace rl;
using namespace rl::sim;
using namespace rl::test;

namespace {

const GraphOp *graphOp(const QString &name)
{
    static const ModelGraph graph = mobileNetV3Graph();
    for (const GraphOp &op : graph.ops) {
        if (op.name == name)
            return &op;
    }
    return nullptr;
}

double maxR(const OperatorResult &r)
{
    const ComponentResult *c = r.maxR();
    return c && c->R() ? *c->R() : 0.0;
}

} // namespace

class TestSimStrategies : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reducingSpatialDependencyAndRedundantTransfersMakeAddReluMteBound()
    {
        RL_FOUND(op, graphOp(u"Add_ReLU"_qs));
        const OneRun before = runOne(op, op.before);
        QCOMPARE(before.result.category, Category::InsufficientParallelism);

        KernelKnobs rsd = op.before;
        rsd.inPlace = false;
        const OneRun afterRsd = runOne(op, rsd);
        QVERIFY2(maxR(afterRsd.result) > maxR(before.result), "RSD lets MTE2 and MTE3 overlap");
        QVERIFY(afterRsd.measurement.durationUs < before.measurement.durationUs);

        KernelKnobs mrt = rsd;
        mrt.reloadInvariant = false;
        const OneRun afterMrt = runOne(op, mrt);
        QCOMPARE(afterMrt.result.category, Category::MteBound);
        QCOMPARE(afterMrt.result.boundComponent->id, ComponentId::Mte3); // MTE-UB, as in the paper
        QVERIFY(afterMrt.measurement.durationUs < afterRsd.measurement.durationUs);
        // MRT removes bytes: the constant is no longer re-copied.
        QVERIFY(afterMrt.measurement.totalWork(Pipe::Mte2) < afterRsd.measurement.totalWork(Pipe::Mte2));
    }

    void doubleBufferingRaisesTheBusiestRatio()
    {
        RL_FOUND(found, graphOp(u"MobilenetV3/expanded_conv_11/depthwise/hard_swish/Mul"_qs));
        GraphOp op = found;
        KernelKnobs single;
        single.doubleBuffer = false;
        KernelKnobs pingPong;
        const OneRun a = runOne(op, single);
        const OneRun b = runOne(op, pingPong);
        QVERIFY(maxR(b.result) > maxR(a.result));
        QVERIFY(b.measurement.durationUs < a.measurement.durationUs);
        // Same work either way: only the overlap changed.
        QCOMPARE(b.measurement.totalWork(Pipe::Mte2), a.measurement.totalWork(Pipe::Mte2));
    }

    void removingBarriersShortensTheKernelWithoutChangingItsWork()
    {
        RL_FOUND(op, graphOp(u"MobilenetV3/expanded_conv_11/depthwise/depthwise"_qs));
        KernelKnobs barriers = op.before;
        barriers.extraBarriers = 1;
        KernelKnobs none = barriers;
        none.extraBarriers = 0;
        const OneRun a = runOne(op, barriers);
        const OneRun b = runOne(op, none);
        QVERIFY(b.measurement.durationUs < a.measurement.durationUs);
        QCOMPARE(b.measurement.totalWork(Pipe::Cube), a.measurement.totalWork(Pipe::Cube));
        QVERIFY(maxR(b.result) > maxR(a.result));
    }

    void hoistingTheNextLoadHelpsWhenDispatchIsCongested()
    {
        // AIS: dispatch is in order, so a load written behind a tile's work waits until every
        // instruction before it found room in its queue. With short queues that is late.
        RL_FOUND(op, graphOp(u"Depthwise"_qs));
        CoreSpec congested = ascend310Core();
        congested.queueDepth = 2;
        KernelKnobs late;
        late.lateNextLoad = true;
        KernelKnobs early;
        const OneRun a = runOne(op, late, congested);
        const OneRun b = runOne(op, early, congested);
        QVERIFY(b.measurement.durationUs < a.measurement.durationUs);
        QCOMPARE(b.measurement.totalWork(Pipe::Mte2), a.measurement.totalWork(Pipe::Mte2));
        // Without a second buffer there is nowhere to hoist the load to.
        KernelKnobs singleEarly = early;
        singleEarly.doubleBuffer = false;
        KernelKnobs singleLate = late;
        singleLate.doubleBuffer = false;
        QCOMPARE(runOne(op, singleEarly, congested).measurement.durationUs,
                 runOne(op, singleLate, congested).measurement.durationUs);
    }

    void mergingTransfersTurnsAnInefficientMteIntoABoundOne()
    {
        RL_FOUND(op, graphOp(u"FullyConnection"_qs));
        const OneRun small = runOne(op, op.before);
        const OneRun merged = runOne(op, op.after);
        QCOMPARE(small.result.category, Category::InefficientMte);
        QCOMPARE(small.result.boundComponent->id, ComponentId::Mte2);
        QCOMPARE(merged.result.category, Category::MteBound);
        const ComponentResult *e1 = componentOf(small.result, ComponentId::Mte2);
        const ComponentResult *e2 = componentOf(merged.result, ComponentId::Mte2);
        QVERIFY(*e2->E() > *e1->E());
        QCOMPARE(merged.measurement.totalWork(Pipe::Mte2), small.measurement.totalWork(Pipe::Mte2));
    }

    void longerVectorRepeatsMakeAvgPoolEfficient()
    {
        RL_FOUND(op, graphOp(u"AvgPool"_qs));
        const OneRun loop = runOne(op, op.before);
        const OneRun repeat = runOne(op, op.after);
        QCOMPARE(loop.result.category, Category::InefficientCompute);
        QCOMPARE(loop.result.boundComponent->id, ComponentId::Vector);
        QVERIFY(repeat.result.category != Category::InefficientCompute);
        const double u1 = *componentOf(loop.result, ComponentId::Vector)->U();
        const double u2 = *componentOf(repeat.result, ComponentId::Vector)->U();
        QVERIFY2(u2 > 3.0 * u1, "AIP raises the vector utilisation several-fold (13.5% -> 59% in the paper)");
        QCOMPARE(repeat.measurement.totalWork(Pipe::Vector), loop.measurement.totalWork(Pipe::Vector));
    }

    void fusingTheEpilogueRemovesTheGmRoundTrip()
    {
        RL_FOUND(op, graphOp(u"MatMul"_qs));
        const OneRun unfused = runOne(op, op.before);
        const OneRun fused = runOne(op, op.after);
        QVERIFY(fused.measurement.totalWork(Pipe::Mte2) < unfused.measurement.totalWork(Pipe::Mte2));
        QVERIFY(fused.measurement.totalWork(Pipe::Mte3) < unfused.measurement.totalWork(Pipe::Mte3));
        QVERIFY(fused.measurement.durationUs < unfused.measurement.durationUs);
        QCOMPARE(unfused.result.category, Category::MteBound);
    }

    void theCheaperAlgorithmDoesLessVectorWork()
    {
        RL_FOUND(op, graphOp(u"GeLU"_qs));
        const OneRun exact = runOne(op, op.before);
        const OneRun fast = runOne(op, op.after);
        QCOMPARE(exact.result.category, Category::ComputeBound);
        QVERIFY(fast.measurement.totalWork(Pipe::Vector) < exact.measurement.totalWork(Pipe::Vector));
        QVERIFY(fast.result.category != Category::ComputeBound);
    }
};

QTEST_GUILESS_MAIN(TestSimStrategies)
#include "tst_simstrategies.moc"
