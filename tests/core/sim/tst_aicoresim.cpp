// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/aicoresim.h"
#include "core/sim/kernelbuilder.h"

#include <QTest>

using namespace rl;
using namespace rl::sim;

namespace {

CoreSpec spec()
{
    CoreSpec s;
    s.bytesPerCycle = {{u"gm_to_ub"_qs, 64.0}, {u"ub_to_gm"_qs, 64.0}};
    return s;
}

// The interval an instruction of `pipe` with mnemonic `name` ran in (the first such).
std::pair<qint64, qint64> spanOf(const Program &p, const BlockRun &r, Pipe pipe, const QString &name, int nth = 0)
{
    for (const ExecutedInstruction &e : r.executed) {
        const Instruction &i = p.instructions[size_t(e.index)];
        if (i.kind == Instruction::Kind::Work && i.pipe == pipe && i.mnemonic == name && nth-- == 0)
            return {e.start, e.end};
    }
    return {-1, -1};
}

qint64 busy(const BlockRun &r, Pipe p)
{
    return r.busyCycles[size_t(pipeIndex(p))];
}

} // namespace

class TestAiCoreSim : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void independentPipesRunInParallel()
    {
        KernelBuilder b(spec());
        b.transfer(Pipe::Mte2, u"LOAD"_qs, u"gm_to_ub"_qs, 6400, {}, {b.buffer()});
        b.transfer(Pipe::Mte3, u"STORE"_qs, u"ub_to_gm"_qs, 6400, {b.buffer()}, {});
        const Program p = b.finish();
        const auto r = AiCoreSim(spec()).run(p);
        QVERIFY(r.ok());
        const qint64 one = spec().transferCycles(u"gm_to_ub"_qs, 6400);
        QCOMPARE(busy(*r, Pipe::Mte2), one);
        QCOMPARE(busy(*r, Pipe::Mte3), one);
        QVERIFY2(r->cycles < 2 * one, "the two transfers overlap");
    }

    void aBufferWrittenByOnePipeIsReadByAnotherOnlyAfterTheWrite()
    {
        KernelBuilder b(spec());
        const int ub = b.buffer();
        b.transfer(Pipe::Mte2, u"LOAD"_qs, u"gm_to_ub"_qs, 6400, {}, {ub});
        b.vector(u"VADD"_qs, u"fp16"_qs, 10, 128, {ub}, {ub});
        b.transfer(Pipe::Mte3, u"STORE"_qs, u"ub_to_gm"_qs, 6400, {ub}, {});
        const Program p = b.finish();
        QCOMPARE(p.flagCount, 2); // MTE2 -> V, V -> MTE3
        const auto r = AiCoreSim(spec()).run(p, true);
        QVERIFY(r.ok());
        const auto load = spanOf(p, *r, Pipe::Mte2, u"LOAD"_qs);
        const auto add = spanOf(p, *r, Pipe::Vector, u"VADD"_qs);
        const auto store = spanOf(p, *r, Pipe::Mte3, u"STORE"_qs);
        QVERIFY(add.first >= load.second);
        QVERIFY(store.first >= add.second);
    }

    void reusingABufferSerialisesTheNextLoadBehindTheStore()
    {
        // In place (one buffer): the second load must wait for the first store (WAR).
        // With a separate result buffer it only waits for the vector read.
        for (bool inPlace : {true, false}) {
            KernelBuilder b(spec());
            const int in = b.buffer();
            const int out = inPlace ? in : b.buffer();
            for (int t = 0; t < 2; ++t) {
                b.transfer(Pipe::Mte2, u"LOAD"_qs, u"gm_to_ub"_qs, 6400, {}, {in});
                b.vector(u"VADD"_qs, u"fp16"_qs, 4, 128, {in}, {out});
                b.transfer(Pipe::Mte3, u"STORE"_qs, u"ub_to_gm"_qs, 6400, {out}, {});
            }
            const Program p = b.finish();
            const auto r = AiCoreSim(spec()).run(p, true);
            QVERIFY(r.ok());
            const auto firstStore = spanOf(p, *r, Pipe::Mte3, u"STORE"_qs, 0);
            const auto secondLoad = spanOf(p, *r, Pipe::Mte2, u"LOAD"_qs, 1);
            if (inPlace)
                QVERIFY(secondLoad.first >= firstStore.second);
            else
                QVERIFY(secondLoad.first < firstStore.second);
        }
    }

    void aBarrierWaitsForEveryPipeToDrain()
    {
        KernelBuilder b(spec());
        b.transfer(Pipe::Mte2, u"LOAD"_qs, u"gm_to_ub"_qs, 64000, {}, {b.buffer()});
        b.barrierAll();
        b.transfer(Pipe::Mte3, u"STORE"_qs, u"ub_to_gm"_qs, 640, {b.buffer()}, {});
        const Program p = b.finish();
        const auto r = AiCoreSim(spec()).run(p, true);
        QVERIFY(r.ok());
        QVERIFY(spanOf(p, *r, Pipe::Mte3, u"STORE"_qs).first >= spanOf(p, *r, Pipe::Mte2, u"LOAD"_qs).second);
    }

    void aFullQueueHoldsUpDispatchOfLaterInstructions()
    {
        // In-order dispatch: with a one-entry queue the MTE3 store, though independent, cannot
        // be dispatched until the MTE2 queue has room for the last load before it, i.e. until
        // the first load has finished.
        CoreSpec s = spec();
        s.queueDepth = 1;
        KernelBuilder b(s);
        for (int i = 0; i < 3; ++i)
            b.transfer(Pipe::Mte2, u"LOAD"_qs, u"gm_to_ub"_qs, 6400, {}, {b.buffer()});
        b.transfer(Pipe::Mte3, u"STORE"_qs, u"ub_to_gm"_qs, 640, {b.buffer()}, {});
        const Program p = b.finish();
        const auto r = AiCoreSim(s).run(p, true);
        QVERIFY(r.ok());
        QVERIFY(spanOf(p, *r, Pipe::Mte3, u"STORE"_qs).first >= spanOf(p, *r, Pipe::Mte2, u"LOAD"_qs, 0).second);
        const auto deep = AiCoreSim(spec()).run(p, true);
        QVERIFY(spanOf(p, *deep, Pipe::Mte3, u"STORE"_qs).first < spanOf(p, *deep, Pipe::Mte2, u"LOAD"_qs, 0).second);
    }

    void waitingIsNotBusyTime()
    {
        KernelBuilder b(spec());
        const int ub = b.buffer();
        b.transfer(Pipe::Mte2, u"LOAD"_qs, u"gm_to_ub"_qs, 64000, {}, {ub});
        b.transfer(Pipe::Mte3, u"STORE"_qs, u"ub_to_gm"_qs, 640, {ub}, {});
        const auto r = AiCoreSim(spec()).run(b.finish());
        QVERIFY(r.ok());
        QCOMPARE(busy(*r, Pipe::Mte3), spec().transferCycles(u"ub_to_gm"_qs, 640));
        QVERIFY(r->cycles > busy(*r, Pipe::Mte2));
    }

    void workIsCountedPerItem()
    {
        KernelBuilder b(spec());
        b.vector(u"VAXPY"_qs, u"fp16"_qs, 8, 256, {}, {b.buffer()});
        b.mmad(32, 64, 16, {}, {b.buffer()});
        const auto r = AiCoreSim(spec()).run(b.finish());
        QVERIFY(r.ok());
        QCOMPARE(r->work[size_t(pipeIndex(Pipe::Vector))].value(u"fp16"_qs), 8.0 * 256);
        QCOMPARE(r->work[size_t(pipeIndex(Pipe::Cube))].value(u"fp16"_qs), 2.0 * 32 * 64 * 16);
    }

    void aWaitWithoutItsSetIsReportedNotHung()
    {
        Program p;
        Instruction wait;
        wait.kind = Instruction::Kind::WaitFlag;
        wait.pipe = Pipe::Vector;
        wait.flag = 0;
        p.instructions.push_back(wait);
        p.flagCount = 1;
        const auto r = AiCoreSim(spec()).run(p);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::Internal);
    }

    void theSameProgramGivesTheSameRun()
    {
        KernelBuilder b(spec());
        const int a = b.buffer(), c = b.buffer();
        for (int t = 0; t < 20; ++t) {
            b.transfer(Pipe::Mte2, u"LOAD"_qs, u"gm_to_ub"_qs, 4096.0 + t, {}, {t % 2 ? a : c});
            b.vector(u"VADD"_qs, u"fp16"_qs, 3 + t % 5, 128, {t % 2 ? a : c}, {t % 2 ? a : c});
            b.transfer(Pipe::Mte3, u"STORE"_qs, u"ub_to_gm"_qs, 4096, {t % 2 ? a : c}, {});
        }
        const Program p = b.finish();
        const auto x = AiCoreSim(spec()).run(p, true);
        const auto y = AiCoreSim(spec()).run(p, true);
        QCOMPARE(x->cycles, y->cycles);
        QCOMPARE(x->busyCycles, y->busyCycles);
        QCOMPARE(x->executed.size(), y->executed.size());
    }
};

QTEST_GUILESS_MAIN(TestAiCoreSim)
#include "tst_aicoresim.moc"
