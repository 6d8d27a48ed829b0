// SPDX-License-Identifier: GPL-3.0-or-later
// The chip-level memories (memory.gm, memory.l2) and the first-party msOpProf figures of the
// catalogue: parsing, HBM variants, tiers and sources.
#include "core/hardware/hardwarecatalog.h"
#include "core/report/textsummary.h"
#include "testutil.h"

#include <QJsonArray>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

QJsonObject withMemory(const QJsonObject &memory)
{
    QJsonObject o = roundChip().json;
    o.insert(u"memory"_qs, memory);
    return o;
}

QJsonObject gmOf(double defaultGbs, double cjGbs)
{
    return QJsonObject{{u"gm"_qs,
                        QJsonObject{{u"bandwidth_gbs"_qs, QJsonObject{{u"default"_qs, defaultGbs}, {u"cj"_qs, cjGbs}}},
                                    {u"variant"_qs, u"default"_qs},
                                    {u"capacity_gb"_qs, 32}}}};
}

} // namespace

class TestChipMemory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ascend910bChipsHaveGmAndL2PerHbmVariant_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("gm");
        QTest::addColumn<double>("gmCj");
        QTest::addColumn<double>("l2");
        QTest::addColumn<double>("l2Cj");
        // msOpProf data_visualize_const.h THEORY_BW_GM* / L2CACHE_THEORY_BW*
        QTest::newRow("910B1") << u"ascend910b1"_qs << 1800.0 << 1340.0 << 8000.0 << 7400.0;
        QTest::newRow("910B2") << u"ascend910b2"_qs << 1750.0 << 1300.0 << 7780.0 << 7200.0;
        QTest::newRow("910B3") << u"ascend910b3"_qs << 1750.0 << 1300.0 << 7780.0 << 7200.0;
        QTest::newRow("910B4") << u"ascend910b4"_qs << 800.0 << 1250.0 << 4000.0 << 6300.0;
    }
    void ascend910bChipsHaveGmAndL2PerHbmVariant()
    {
        QFETCH(QString, id);
        QFETCH(double, gm);
        QFETCH(double, gmCj);
        QFETCH(double, l2);
        QFETCH(double, l2Cj);
        const HardwareCatalog catalog = HardwareCatalog::builtin();
        RL_FOUND(s, catalog.find(id));
        QCOMPARE(s.hbmVariant, u"default"_qs);
        QCOMPARE(s.hbmVariants(), QStringList({u"cj"_qs, u"default"_qs}));
        QCOMPARE(*s.memoryBandwidthGbs(ComponentId::Gm), gm);
        QCOMPARE(*s.memoryBandwidthGbs(ComponentId::L2), l2);
        RL_VALUE(cj, s.withHbmVariant(u"cj"_qs));
        QCOMPARE(cj.hbmVariant, u"cj"_qs);
        QCOMPARE(*cj.memoryBandwidthGbs(ComponentId::Gm), gmCj);
        QCOMPARE(*cj.memoryBandwidthGbs(ComponentId::L2), l2Cj);
        QCOMPARE(s.tierOf(u"memory.gm.bandwidth_gbs"_qs), std::optional(SourceTier::FirstPartyToolSource));
        QVERIFY(s.sourceOf(u"memory.gm.bandwidth_gbs"_qs).contains(u"data_visualize_const.h"_qs));
        QVERIFY(s.gm->capacityGb);
        QVERIFY(s.l2->capacityMb);
    }

    void ascend910bPerCoreRoofsAreMsOpProfTheoreticalOnes()
    {
        const HardwareCatalog catalog = HardwareCatalog::builtin();
        for (const char16_t *id : {u"ascend910b1", u"ascend910b2", u"ascend910b3", u"ascend910b4"}) {
            RL_FOUND(s, catalog.find(QString::fromUtf16(id)));
            // roofline.h: write to L0A 256, write to L0B 128, read from L0C 128 B/cycle per core
            QCOMPARE(*s.peakPerCycle({ComponentId::Mte1}, u"l1_to_l0a"_qs), 256.0);
            QCOMPARE(*s.peakPerCycle({ComponentId::Mte1}, u"l1_to_l0b"_qs), 128.0);
            QCOMPARE(*s.peakPerCycle({ComponentId::FixPipe}, u"l0c_to_gm"_qs), 128.0);
            QCOMPARE(*s.peakPerCycle({ComponentId::FixPipe}, u"l0c_to_l1"_qs), 128.0);
            QCOMPARE(s.tierOf(u"components.mte1.peaks.l1_to_l0a"_qs), std::optional(SourceTier::FirstPartyToolSource));
            // The GM paths capped by the buffer port they land in: a mapping, so inferred.
            QCOMPARE(*s.peakPerCycle({ComponentId::Mte2}, u"gm_to_ub"_qs), 128.0);
            QCOMPARE(s.tierOf(u"components.mte2.peaks.gm_to_ub"_qs), std::optional(SourceTier::Inferred));
        }
    }

    void measuredPerCoreMaximaStayBelowTheTheoreticalRoofs()
    {
        // A measured maximum above its roof would make the roof wrong (the ini's 32 B/cycle was).
        const HardwareCatalog catalog = HardwareCatalog::builtin();
        int checked = 0;
        for (const HardwareSpec &s : catalog.specs()) {
            for (auto c = s.components.cbegin(); c != s.components.cend(); ++c) {
                for (auto m = c->measuredGbs.cbegin(); m != c->measuredGbs.cend(); ++m) {
                    const auto peak = c->peaks.constFind(m.key());
                    if (peak == c->peaks.cend())
                        continue;
                    for (double gbs : m.value()) {
                        const double roofGbs = peak.value() * s.clockMhz / 1e3;
                        QVERIFY2(gbs <= roofGbs, qPrintable(s.id + u' ' + c.key() + u' ' + m.key()));
                        ++checked;
                    }
                }
            }
        }
        QVERIFY(checked >= 30);
    }

    void ascend910b2MeasuredMaximaFollowTheHbmVariant()
    {
        const HardwareCatalog catalog = HardwareCatalog::builtin();
        RL_FOUND(s, catalog.find(u"ascend910b2"_qs));
        // device_defs.h maxBwRateOf*: GM->L1 256.86 GB/s per core, 288.00 with CJ HBM
        QCOMPARE(*s.measuredGbs({ComponentId::Mte2, Side::Aic}, u"gm_to_l1"_qs), 256.86);
        QCOMPARE(*s.measuredGbs({ComponentId::Mte1}, u"l1_to_l0a"_qs), 425.68);
        RL_VALUE(cj, s.withHbmVariant(u"cj"_qs));
        QCOMPARE(*cj.measuredGbs({ComponentId::Mte2, Side::Aic}, u"gm_to_l1"_qs), 288.0);
        QCOMPARE(s.tierOf(u"components.mte2.measured_gbs.gm_to_l1"_qs),
                 std::optional(SourceTier::FirstPartyToolSource));
    }

    void ascend950CubeHasEveryMsOpProfPrecision()
    {
        const HardwareCatalog catalog = HardwareCatalog::builtin();
        RL_FOUND(s, catalog.find(u"ascend950pr"_qs));
        // roofline.cpp RoofLineOfA5::CalCubeBaseData, operations per cycle per AIC
        const QList<std::pair<QString, double>> expected = {{u"fp32"_qs, 4096},  {u"fp16"_qs, 8192},
                                                            {u"bf16"_qs, 8192},  {u"fp8"_qs, 16384},
                                                            {u"int8"_qs, 16384}, {u"fp4"_qs, 32768}};
        for (const auto &[precision, peak] : expected)
            QCOMPARE(*s.peakPerCycle({ComponentId::Cube}, precision), peak);
        QCOMPARE(s.tierOf(u"components.cube.peaks.fp4"_qs), std::optional(SourceTier::FirstPartyToolSource));
        QCOMPARE(*s.memoryBandwidthGbs(ComponentId::Gm), 1600.0);
        QCOMPARE(s.tierOf(u"memory.gm.bandwidth_gbs"_qs), std::optional(SourceTier::ThirdPartyQuote));
        QVERIFY(!s.memoryBandwidthGbs(ComponentId::L2)); // only a ratio is known: absent, not invented
        QCOMPARE(*s.l2->capacityMb, 128.0);
    }

    void everyCatalogueFigureHasASourceAndEveryTierParses()
    {
        const HardwareCatalog catalog = HardwareCatalog::builtin();
        QCOMPARE(catalog.specs().size(), size_t(9));
        for (const HardwareSpec &s : catalog.specs()) {
            QVERIFY2(!s.tiers.isEmpty(), qPrintable(s.id));
            for (auto it = s.tiers.cbegin(); it != s.tiers.cend(); ++it)
                QVERIFY2(!s.sourceOf(it.key()).isEmpty(), qPrintable(s.id + u' ' + it.key()));
            if (s.memoryBandwidthGbs(ComponentId::Gm)) {
                QVERIFY2(!s.sourceOf(u"memory.gm.bandwidth_gbs"_qs).isEmpty(), qPrintable(s.id));
                QVERIFY2(s.tierOf(u"memory.gm.bandwidth_gbs"_qs), qPrintable(s.id));
            }
        }
    }

    void unknownHbmVariantIsAUsageErrorNamingTheVariants()
    {
        const HardwareCatalog catalog = HardwareCatalog::builtin();
        RL_FOUND(s, catalog.find(u"ascend910b4"_qs));
        const auto r = s.withHbmVariant(u"sk"_qs);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::Usage);
        QVERIFY2(r.error().message.contains(u"cj, default"_qs), qPrintable(r.error().message));
        // A chip without memory figures says so.
        RL_FOUND(a310, catalog.find(u"ascend310"_qs));
        const auto none = a310.withHbmVariant(u"default"_qs);
        QVERIFY(!none.ok());
        QVERIFY(none.error().message.contains(u"no chip memory bandwidth"_qs));
    }

    void memoryVariantsParseFromASpecFile()
    {
        RL_VALUE(s, parseHardwareSpec(withMemory(gmOf(800, 1250))));
        QCOMPARE(s.hbmVariant, u"default"_qs);
        QCOMPARE(*s.memoryBandwidthGbs(ComponentId::Gm), 800.0);
        QVERIFY(!s.l2);
        QCOMPARE(*s.gm->capacityGb, 32.0);
        QJsonObject memory = gmOf(800, 1250);
        QJsonObject gm = memory.value(u"gm").toObject();
        gm.insert(u"variant"_qs, u"cj"_qs);
        memory.insert(u"gm"_qs, gm);
        RL_VALUE(cj, parseHardwareSpec(withMemory(memory)));
        QCOMPARE(*cj.memoryBandwidthGbs(ComponentId::Gm), 1250.0);
    }

    void memoryValidationNamesTheOffendingField_data()
    {
        QTest::addColumn<QJsonObject>("spec");
        QTest::addColumn<QString>("expected");
        QTest::newRow("negative bandwidth")
            << withMemory(gmOf(-1, 1250)) << u"memory.gm.bandwidth_gbs.default: bandwidth"_qs;
        QJsonObject unlisted = gmOf(800, 1250);
        QJsonObject gm = unlisted.value(u"gm").toObject();
        gm.insert(u"variant"_qs, u"ss"_qs);
        unlisted.insert(u"gm"_qs, gm);
        QTest::newRow("variant without a figure") << withMemory(unlisted) << u"memory.gm.variant"_qs;
        QTest::newRow("unknown memory") << withMemory(QJsonObject{{u"l3"_qs, QJsonObject()}}) << u"memory.l3"_qs;
        QJsonObject tiers = roundChip().json;
        tiers.insert(u"tiers"_qs, QJsonObject{{u"clock_mhz"_qs, u"rumour"_qs}});
        QTest::newRow("unknown tier") << tiers << u"tiers.clock_mhz: unknown tier"_qs;
        QJsonObject gmComponent = roundChip().json;
        QJsonObject comps = gmComponent.value(u"components").toObject();
        comps.insert(u"gm"_qs, QJsonObject{{u"kind"_qs, u"transfer"_qs}, {u"peaks"_qs, QJsonObject()}});
        gmComponent.insert(u"components"_qs, comps);
        QTest::newRow("gm as a per-core component") << gmComponent << u"components.gm: gm is a chip memory"_qs;
        QJsonObject measured = roundChip().json;
        comps = measured.value(u"components").toObject();
        QJsonObject mte2 = comps.value(u"mte2").toObject();
        mte2.insert(u"measured_gbs"_qs, QJsonObject{{u"gm_to_ub"_qs, QJsonObject{{u"default"_qs, u"fast"_qs}}}});
        comps.insert(u"mte2"_qs, mte2);
        measured.insert(u"components"_qs, comps);
        QTest::newRow("measured not a number") << measured << u"components.mte2.measured_gbs.gm_to_ub.default"_qs;
    }
    void memoryValidationNamesTheOffendingField()
    {
        QFETCH(QJsonObject, spec);
        QFETCH(QString, expected);
        const auto r = parseHardwareSpec(spec, u"my.json"_qs);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.startsWith(expected), qPrintable(r.error().message));
    }

    void hardwareShowPrintsFirstPartyFiguresWithTheirTiers()
    {
        const HardwareCatalog catalog = HardwareCatalog::builtin();
        RL_FOUND(s, catalog.find(u"ascend910b2"_qs));
        const QString text = hardwareShowText(s);
        QVERIFY2(text.contains(u"l1_to_l0a  256 B/cycle"_qs), qPrintable(text));
        QVERIFY(text.contains(u"1.75 TB/s (default, in use)"_qs));
        QVERIFY(text.contains(u"1.30 TB/s (cj)"_qs));
        QVERIFY(text.contains(u"[first-party tool source]"_qs));
        QVERIFY(text.contains(u"measured max 425.7 GB/s per core"_qs));
        RL_VALUE(cj, s.withHbmVariant(u"cj"_qs));
        QVERIFY(hardwareShowText(cj).contains(u"1.30 TB/s (cj, in use)"_qs));
    }
};

QTEST_GUILESS_MAIN(TestChipMemory)
#include "tst_chipmemory.moc"
