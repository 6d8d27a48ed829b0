// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/componentmodel.h"
#include "core/analysis/componentpeaks.h"
#include "core/hardware/hardwarecatalog.h"
#include "core/model/metricnames.h"
#include "testutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

class TestComponentModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void twoTransfersSharingMteGmSeriallyAreOneHundredPercentUtilised() // paper Fig. 3a
    {
        const HardwareSpec hw = roundChip();
        // A (2 MB) and B (1 MB) go GM->L0A and GM->L0B one after the other at 10 B/cycle
        // (10 000 B/µs): 200 µs + 100 µs, MTE-GM busy the whole 300 µs.
        const Operator op = makeOperator(
            u"fig3a"_qs, 300.0, {sample(ComponentId::Mte2, 300.0, {{u"gm_to_l0a"_qs, 2e6}, {u"gm_to_l0b"_qs, 1e6}})});
        const ComponentResult r = ComponentModel(hw).evaluate(op, op.components[0]);
        QVERIFY(r.U() && r.R() && r.E());
        QCOMPARE(*r.U(), 1.0);
        QCOMPARE(*r.R(), 1.0);
        QCOMPARE(*r.E(), 1.0);
        // The naive per-path views the paper rejects: each path against the whole time.
        QCOMPARE(qRound(2e6 / 1e4 / 300.0 * 100), 67);
        QCOMPARE(qRound(1e6 / 1e4 / 300.0 * 100), 33);
        QCOMPARE(r.dominantItem().str(), u"gm_to_l0a"_qs);
        QVERIFY(qFuzzyCompare(r.dominantShare, 2.0 / 3.0));
    }

    void fp16AndInt8OnTheCubeSeriallyAreOneHundredPercentUtilised() // paper Fig. 3b
    {
        const HardwareSpec hw = roundChip();
        // Equal operation counts; INT8 peak = 2 x FP16 peak. FP16 takes 2/3 of the time.
        const double ops = 1e6; // fp16: 1e6 / (1000 op/cycle * 1000 MHz) = 1 µs; int8 0.5 µs
        const Operator op = makeOperator(u"fig3b"_qs, 1.5,
                                         {sample(ComponentId::Cube, 1.5, {{u"fp16"_qs, ops}, {u"int8"_qs, ops}})});
        const ComponentResult r = ComponentModel(hw).evaluate(op, op.components[0]);
        QVERIFY(qFuzzyCompare(*r.U(), 1.0));
        QVERIFY(qFuzzyCompare(*r.idealUs, 1.5));
        // Actual performance is 2/3 of the INT8 peak: 2e6 ops in 1.5 µs vs 2000 op/ns.
        QVERIFY(qFuzzyCompare((2 * ops / 1.5) / (2000.0 * 1000.0), 2.0 / 3.0));
    }

    void utilisationIsEfficiencyTimesActiveRatio_data()
    {
        QTest::addColumn<double>("busy");
        QTest::addColumn<double>("bytes");
        QTest::addColumn<double>("duration");
        QTest::newRow("half busy, full speed") << 50.0 << 5e5 << 100.0;
        QTest::newRow("always busy, slow") << 100.0 << 2e5 << 100.0;
        QTest::newRow("rarely busy") << 7.0 << 1e4 << 100.0;
    }
    void utilisationIsEfficiencyTimesActiveRatio()
    {
        QFETCH(double, busy);
        QFETCH(double, bytes);
        QFETCH(double, duration);
        const Operator op = makeOperator(u"x"_qs, duration,
                                         {sample(ComponentId::Mte2, busy, {{u"gm_to_ub"_qs, bytes}})});
        const ComponentResult r = ComponentModel(roundChip()).evaluate(op, op.components[0]);
        QVERIFY(qFuzzyCompare(*r.U(), *r.E() * *r.R()));
        QVERIFY(qFuzzyCompare(*r.R(), busy / duration));
        QVERIFY(qFuzzyCompare(*r.U(), bytes / 1e4 / duration));
    }

    // U, R and E are derived from the figures kept, so they follow them and are never stale.
    void ratiosAreDerivedFromTheTimesKeptAndUnknownWhenTheyAreNot()
    {
        ComponentResult c;
        QVERIFY(!c.R() && !c.E());
        c.busyUs = 30.0;
        QVERIFY(!c.R()); // no core time yet
        c.coreTimeUs = 60.0;
        QCOMPARE(*c.R(), 0.5);
        QVERIFY(!c.E());  // no U
        c.idealUs = 15.0; // U = 15 / 60
        QCOMPARE(*c.U(), 0.25);
        QCOMPARE(*c.E(), 0.5);
        c.busyUs = 0.0;
        QCOMPARE(*c.R(), 0.0);
        QVERIFY(!c.E()); // U over an R of zero is no efficiency
        c.busyUs = 1e308;
        c.coreTimeUs = 1e-308;
        QVERIFY(!c.R()); // overflows: unknown, never infinite
        QVERIFY(!c.U());
        QVERIFY(!c.E());
    }

    void blocksShareTheWorkAndEachSideUsesItsOwnCoreTime()
    {
        const HardwareSpec hw = roundChip(/*separated*/ true);
        Operator op = makeOperator(u"mix"_qs, 120.0,
                                   {sample(ComponentId::Cube, 50.0, {{u"fp16"_qs, 8e7}}),
                                    sample(ComponentId::Vector, 30.0, {{u"fp16"_qs, 4e6}})},
                                   TaskType::MixAic);
        op.coreTimeUs = 100.0; // AIC blocks
        op.aivTimeUs = 60.0;   // AIV blocks
        op.blockDim = 4;
        op.mixBlockDim = 8;
        const ComponentModel model(hw);
        const ComponentResult cube = model.evaluate(op, op.components[0]);
        const ComponentResult vec = model.evaluate(op, op.components[1]);
        QCOMPARE(cube.blockDim, 4);
        QCOMPARE(cube.coreTimeUs, 100.0);
        QCOMPARE(vec.blockDim, 8);                            // MIX_AIC: the vector side runs Mix Block Dim blocks
        QCOMPARE(vec.coreTimeUs, 60.0);                       // aiv_time
        QVERIFY(qFuzzyCompare(*cube.idealUs, 8e7 / 1e6 / 4)); // 20 µs per block
        QVERIFY(qFuzzyCompare(*cube.U(), 0.2));
        QVERIFY(qFuzzyCompare(*vec.U(), 4e6 / 1e5 / 8 / 60.0));
        QVERIFY(qFuzzyCompare(*vec.R(), 0.5));
    }

    void sideNamedComponentsPreferTheirOwnSpecEntry()
    {
        QJsonObject o = roundChip(true).json;
        QJsonObject comps = o.value(u"components").toObject();
        comps.insert(u"aiv.mte2"_qs,
                     QJsonObject{{u"kind"_qs, u"transfer"_qs}, {u"peaks"_qs, QJsonObject{{u"gm_to_ub"_qs, 5}}}});
        o.insert(u"components"_qs, comps);
        const HardwareSpec hw = parseHardwareSpec(o).value();
        QCOMPARE(*hw.peakPerCycle({ComponentId::Mte2, Side::Aiv}, u"gm_to_ub"_qs), 5.0);
        QCOMPARE(*hw.peakPerCycle({ComponentId::Mte2, Side::Aic}, u"gm_to_l1"_qs), 10.0);
        const Operator op = makeOperator(u"v"_qs, 100.0,
                                         {sample(ComponentId::Mte2, 100.0, {{u"gm_to_ub"_qs, 5e5}}, Side::Aiv)},
                                         TaskType::AiVectorCore);
        const ComponentResult r = ComponentModel(hw).evaluate(op, op.components[0]);
        QVERIFY(qFuzzyCompare(*r.U(), 1.0)); // 5e5 B at 5000 B/µs = 100 µs
        QCOMPARE(r.key.toString(), u"aiv.mte2"_qs);
    }

    void aMissingPeakLeavesUtilisationUnknownAndSaysWhich()
    {
        const Operator op = makeOperator(u"s"_qs, 10.0, {sample(ComponentId::Scalar, 5.0, {{u"int32"_qs, 100}})});
        const ComponentResult r = ComponentModel(roundChip()).evaluate(op, op.components[0]);
        QVERIFY(!r.U());
        QVERIFY(r.R());
        QCOMPARE(r.missingPeak().str(), u"int32"_qs);
    }

    void workOfMoreItemsThanAPositionHoldsIsNotMeasuredAndSaysSo()
    {
        // The dominant and the missing item are kept as positions in a byte: a sample naming
        // more items than fit leaves U unknown and says why, never a wrong item.
        WorkMap items;
        for (int i = 0; i < 300; ++i)
            items.insert(u"item_%1"_qs.arg(i, 3, 10, QChar(u'0')), 1.0);
        const Operator op = makeOperator(u"many"_qs, 10.0, {sample(ComponentId::Vector, 5.0, items)});
        const ComponentResult r = ComponentModel(roundChip()).evaluate(op, op.components[0]);
        QVERIFY(!r.U());
        QVERIFY(r.dominantItem().isEmpty());
        QCOMPARE(r.missingPeak().str(), u"(more than 253 work items)"_qs);
        QCOMPARE(r.work.size(), qsizetype(300));
    }

    void peaksFoundOnceByInternedNameAnswerAsTheSpecDoes()
    {
        // Every chip of the catalogue, every component on every side, every item a work map
        // names and some it cannot: the table gives the spec's own answer.
        QStringList items = knownPrecisions() + knownPaths();
        items << u"read"_qs << u"write"_qs << u"no_such_item"_qs;
        int asked = 0;
        const HardwareCatalog catalog = HardwareCatalog::builtin();
        for (const HardwareSpec &hw : catalog.specs()) {
            const ComponentPeaks peaks(hw);
            for (int id = 0; id <= int(ComponentId::L2); ++id) {
                for (Side side : {Side::None, Side::Aic, Side::Aiv}) {
                    const ComponentKey key{ComponentId(id), side};
                    for (const QString &item : items) {
                        QCOMPARE(peaks.perCycle(key, MetricNames::intern(item)), hw.peakPerCycle(key, item));
                        ++asked;
                    }
                }
            }
        }
        QVERIFY(asked > 0);
    }
};

QTEST_GUILESS_MAIN(TestComponentModel)
#include "tst_componentmodel.moc"
