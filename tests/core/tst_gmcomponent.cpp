// SPDX-License-Identifier: GPL-3.0-or-later
// The chip-level components gm and l2: their maths, their part in the rules and the gain, and
// how the analysis JSON reports them.
#include "core/analysis/analyzer.h"
#include "core/analysis/componentmodel.h"
#include "core/report/analysisjson.h"
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// The round chip (1 core, every GM path 10 B/cycle = 10 GB/s at 1000 MHz) with a 10 GB/s GM
// (20 GB/s with cj) and a 40 GB/s L2: one core streaming at its path roof saturates the chip.
HardwareSpec roundChipWithMemory()
{
    QJsonObject o = roundChip().json;
    o.insert(
        u"memory"_qs,
        QJsonObject{{u"gm"_qs,
                     QJsonObject{{u"bandwidth_gbs"_qs, QJsonObject{{u"default"_qs, 10}, {u"cj"_qs, 20}}},
                                 {u"variant"_qs, u"default"_qs}}},
                    {u"l2"_qs, QJsonObject{{u"bandwidth_gbs"_qs, QJsonObject{{u"default"_qs, 40}, {u"cj"_qs, 40}}}}}});
    return parseHardwareSpec(o).value();
}

// A vector kernel of 100 µs on 4 blocks whose per-core MTE2 is always busy yet slow (R 1.0,
// U 0.2 against 4 × 10 GB/s), while the bytes it moves keep the chip's 10 GB/s GM at `gmU`.
Operator streamingKernel(double gmU)
{
    const double bytes = gmU * 10.0 * 1e3 * 100.0; // U × 10 GB/s × 100 µs
    Operator op = makeOperator(u"aclnnInplaceMuls"_qs, 100.0,
                               {sample(ComponentId::Vector, 30.0, {{u"fp16"_qs, 1e5}}),
                                sample(ComponentId::Mte2, 100.0, {{u"gm_to_ub"_qs, bytes / 2}}),
                                sample(ComponentId::Mte3, 60.0, {{u"ub_to_gm"_qs, bytes / 2}})});
    op.blockDim = 4;
    return op;
}

Analysis analyseOne(Operator op, const HardwareSpec &hw)
{
    auto profile = std::make_shared<Profile>();
    profile->operators.push_back(std::move(op));
    AnalyzeOptions options;
    options.estimateWork = false;
    return analyze(profile, hw, options, AdviceCatalog::builtin());
}

const ComponentResult *gmOf(const OperatorResult &r)
{
    return r.component(ComponentKey{ComponentId::Gm, Side::None});
}

} // namespace

class TestGmComponent : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gmIsReadPlusWriteOverChipBandwidthAgainstWallTime()
    {
        const HardwareSpec hw = roundChipWithMemory();
        Operator op = streamingKernel(0.5); // 500 kB over 100 µs
        op.durationUs = 125.0;              // wall time longer than one block's core time
        const std::vector<ComponentResult> all = ComponentModel(hw).evaluateAll(op);
        // gm, then l2 with the same bytes: every GM-side byte passes L2.
        QCOMPARE(all.back().key.id, ComponentId::L2);
        const ComponentResult &gm = all[all.size() - 2];
        QCOMPARE(gm.key.id, ComponentId::Gm);
        QCOMPARE(gm.kind(), ComponentKind::Transfer);
        QCOMPARE(gm.work.value(u"read"_qs), 250e3);
        QCOMPARE(gm.work.value(u"write"_qs), 250e3);
        // 500 kB / 10 GB/s = 50 µs; U against the 125 µs wall time, not the core time.
        QVERIFY(qFuzzyCompare(*gm.idealUs, 50.0));
        QVERIFY(qFuzzyCompare(*gm.U(), 0.4));
        QCOMPARE(gm.coreTimeUs, 125.0);
        QVERIFY(!gm.R());
        QVERIFY(!gm.E());
        QCOMPARE(*hw.memoryBandwidthGbs(ComponentId::Gm), 10.0);
        QCOMPARE(hw.hbmVariant, u"default"_qs);
    }

    void profilerMainMemoryBytesWinOverThePathSums()
    {
        const HardwareSpec hw = roundChipWithMemory();
        Operator op = streamingKernel(0.5);
        op.metrics.insert(u"aiv_read_main_memory_datas"_qs, 100.0); // KB
        op.metrics.insert(u"aiv_write_main_memory_datas"_qs, 50.0);
        const ComponentResult gm = ComponentModel(hw).evaluateAll(op).back();
        QCOMPARE(gm.work.value(u"read"_qs), 100.0 * 1024);
        QCOMPARE(gm.work.value(u"write"_qs), 50.0 * 1024);
    }

    void l2ComesFromTheMemoryGroupBandwidths()
    {
        const HardwareSpec hw = roundChipWithMemory();
        Operator op = streamingKernel(0.5);
        op.metrics.insert(u"l2_read_bw"_qs, 2.0); // GB/s per core
        op.metrics.insert(u"l2_write_bw"_qs, 1.0);
        const std::vector<ComponentResult> all = ComponentModel(hw).evaluateAll(op);
        const ComponentResult &l2 = all.back();
        QCOMPARE(l2.key.id, ComponentId::L2);
        // 2 GB/s × 100 µs × 4 blocks = 800 kB read; 400 kB written; 1.2 MB / 40 GB/s = 30 µs
        QVERIFY(qFuzzyCompare(l2.work.value(u"read"_qs), 800e3));
        QVERIFY(qFuzzyCompare(l2.work.value(u"write"_qs), 400e3));
        QVERIFY(qFuzzyCompare(*l2.U(), 0.3));
    }

    void operatorWithoutGmTrafficHasNoGmComponent()
    {
        const HardwareSpec hw = roundChipWithMemory();
        const Operator op = makeOperator(u"l1only"_qs, 10.0,
                                         {sample(ComponentId::Cube, 5.0, {{u"fp16"_qs, 1e6}}),
                                          sample(ComponentId::Mte1, 5.0, {{u"l1_to_l0a"_qs, 1e4}})});
        for (const ComponentResult &c : ComponentModel(hw).evaluateAll(op))
            QVERIFY(!isChipMemory(c.key.id));
    }

    void unknownBandwidthKeepsTheTrafficButNoU()
    {
        const Operator op = streamingKernel(0.5);
        const ComponentResult gm = ComponentModel(roundChip()).evaluateAll(op).back();
        QCOMPARE(gm.key.id, ComponentId::Gm);
        QCOMPARE(gm.work.value(u"read"_qs), 250e3);
        QVERIFY(!gm.U());
        QCOMPARE(gm.missingPeak().str(), u"bandwidth"_qs);
    }

    void kernelAtHbmRoofIsMteBoundOnGm()
    {
        const Analysis a = analyseOne(streamingKernel(0.83), roundChipWithMemory());
        const OperatorResult &r = a.operators.front();
        // Per core MTE2 is busy all the time yet at a fraction of its roof ...
        RL_FOUND(mte2, r.component(ComponentKey{ComponentId::Mte2, Side::None}));
        QVERIFY(*mte2.R() >= 0.99 && *mte2.U() < 0.3);
        // ... and the chip's memory is at 83 %: memory bound, not an inefficient transfer.
        QCOMPARE(r.category, Category::MteBound);
        QCOMPARE(r.boundComponent->id, ComponentId::Gm);
        const QString evidence = a.evidenceOf(r);
        // Nothing says which level served the bytes: both shares, the verdict on HBM.
        QVERIFY2(evidence.contains(u"HBM at 83.0% of"_qs), qPrintable(evidence));
        QVERIFY2(evidence.contains(u"L2 at 20.7% of"_qs), qPrintable(evidence));
        QVERIFY(evidence.contains(u"10 GB/s"_qs));
    }

    void gainIsNearZeroAtTheHbmRoof()
    {
        const Analysis a = analyseOne(streamingKernel(0.95), roundChipWithMemory());
        const OperatorResult &r = a.operators.front();
        QCOMPARE(r.boundComponent->id, ComponentId::Gm);
        // duration × (1 − U_gm): 5 µs of 100, where the per-core MTE2 U would promise 80 µs.
        QVERIFY(qFuzzyCompare(*r.estimatedGainUs, 5.0));
    }

    void kernelBelowTheHbmRoofKeepsItsPerCoreVerdict()
    {
        const Analysis a = analyseOne(streamingKernel(0.3), roundChipWithMemory());
        const OperatorResult &r = a.operators.front();
        QCOMPARE(r.category, Category::InefficientMte);
        QCOMPARE(r.boundComponent->id, ComponentId::Mte2);
        QVERIFY2(a.evidenceOf(r).contains(u"HBM at 30.0%"_qs), qPrintable(a.evidenceOf(r)));
    }

    void hbmVariantChangesTheRoofAndTheVerdict()
    {
        RL_VALUE(cj, roundChipWithMemory().withHbmVariant(u"cj"_qs));
        const Analysis a = analyseOne(streamingKernel(0.83), cj);
        const OperatorResult &r = a.operators.front();
        RL_FOUND(gm, gmOf(r));
        QVERIFY(qFuzzyCompare(*gm.U(), 0.415)); // twice the bandwidth, half the U
        QCOMPARE(a.hardware.hbmVariant, u"cj"_qs);
        QCOMPARE(*a.hardware.memoryBandwidthGbs(ComponentId::Gm), 20.0);
        QCOMPARE(r.category, Category::InefficientMte);
    }

    void analysisJsonReportsGmAndTheVariantUsed()
    {
        RL_VALUE(cj, roundChipWithMemory().withHbmVariant(u"cj"_qs));
        const Analysis a = analyseOne(streamingKernel(0.83), cj);
        const QJsonObject root = QJsonDocument::fromJson(analysisToJson(a)).object();
        const QJsonObject hw = root.value(u"hardware").toObject();
        QCOMPARE(hw.value(u"hbm_variant").toString(), u"cj"_qs);
        const QJsonObject gm = hw.value(u"memory").toObject().value(u"gm").toObject();
        QCOMPARE(gm.value(u"variant").toString(), u"cj"_qs);
        QCOMPARE(gm.value(u"bandwidth_gbs_used").toDouble(), 20.0);
        QCOMPARE(gm.value(u"bandwidth_gbs").toObject().value(u"default").toDouble(), 10.0);
        // The existing names stay.
        for (const char16_t *key :
             {u"id", u"name", u"clock_mhz", u"cube_cores", u"vector_cores", u"source", u"components"})
            QVERIFY2(hw.contains(QString::fromUtf16(key)), qPrintable(QString::fromUtf16(key)));
        const QJsonObject op = root.value(u"operators").toArray().first().toObject();
        const QJsonObject c = op.value(u"components").toObject().value(u"gm").toObject();
        QVERIFY(qFuzzyCompare(c.value(u"work").toObject().value(u"read").toDouble(), 415e3));
        QVERIFY(c.value(u"R").isNull());
        QVERIFY(c.value(u"E").isNull());
        QCOMPARE(c.value(u"bandwidth_gbs").toDouble(), 20.0);
        QVERIFY(qFuzzyCompare(c.value(u"U").toDouble(), 0.415));
    }
};

QTEST_GUILESS_MAIN(TestGmComponent)
#include "tst_gmcomponent.moc"
