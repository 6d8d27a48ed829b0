// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hardware/chipfacts.h"
#include "core/hardware/hardwarecatalog.h"
#include "testutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

class TestHardwareCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void builtinCatalogueHasEveryRequiredChipWithSources()
    {
        const HardwareCatalog c = HardwareCatalog::builtin();
        for (const char16_t *id : {u"ascend910a", u"ascend910b1", u"ascend910b2", u"ascend910b3", u"ascend910b4",
                                   u"ascend910c", u"ascend310", u"ascend310p", u"ascend950pr"}) {
            const HardwareSpec *s = c.find(QString::fromUtf16(id));
            QVERIFY2(s, qPrintable(QString::fromUtf16(id)));
            QVERIFY(s->sources.contains(u"clock_mhz"_qs));
            QVERIFY(s->sources.contains(u"cube_cores"_qs));
            QVERIFY(!s->confidence.isEmpty());
            QCOMPARE(s->components.size(), 7);
        }
    }

    void ascend910b2FiguresMatchTheIniAndMsOpProf()
    {
        const HardwareCatalog catalog = HardwareCatalog::builtin();
        const HardwareSpec *s = catalog.find(u"ascend910b2"_qs);
        QVERIFY(s);
        QCOMPARE(s->clockMhz, 1800.0);
        QCOMPARE(s->cubeCores, 24);
        QCOMPARE(s->vectorCores, 48);
        QVERIFY(s->isSeparated());
        // 8192 FLOP/cycle x 24 cores x 1.8 GHz = 353.9 TFLOP/s (core/README.md §3.10)
        QCOMPARE(qRound(*s->chipPeakPerSecond({ComponentId::Cube}, u"fp16"_qs) / 1e11), 3539);
        // msOpProf roofline.h: write to L1 256 B/cycle per core caps GM->L1: 256 x 24 x 1.8 GHz
        // = 11.06 TB/s over the AIC side, which the chip's 1.75 TB/s HBM (memory.gm) caps in turn.
        // (The ini's ddr_rate 32 B/cycle gave 1.38 TB/s, but one core measures 257 GB/s GM->L1.)
        QCOMPARE(qRound(*s->chipPeakPerSecond({ComponentId::Mte2, Side::Aic}, u"gm_to_l1"_qs) / 1e10), 1106);
        QCOMPARE(*s->memoryBandwidthGbs(ComponentId::Gm), 1750.0);
        // L1->L0B now has msOpProf's figure; unknown figures stay unknown
        QCOMPARE(*s->peakPerCycle({ComponentId::Mte1}, u"l1_to_l0b"_qs), 128.0);
        QVERIFY(!s->peakPerCycle({ComponentId::Vector}, u"int32"_qs));
        QVERIFY(!s->unknown.isEmpty());
    }

    void validationNamesTheOffendingField_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing clock") << u"clock_mhz"_qs << QJsonValue(QJsonValue::Null)
                                       << u"clock_mhz: missing clock"_qs;
        QTest::newRow("zero clock") << u"clock_mhz"_qs << QJsonValue(0) << u"clock_mhz"_qs;
        QTest::newRow("bad architecture") << u"architecture"_qs << QJsonValue(u"fused"_qs) << u"architecture"_qs;
        QTest::newRow("zero cores") << u"cube_cores"_qs << QJsonValue(0) << u"cube_cores"_qs;
        // Found by tests/fuzz (hardware_json): a core count beyond int was cast before the check.
        QTest::newRow("cores beyond int")
            << u"vector_cores"_qs << QJsonValue(1e300) << u"vector_cores: must be a positive whole number"_qs;
        QTest::newRow("fractional cores")
            << u"cube_cores"_qs << QJsonValue(2.5) << u"cube_cores: must be a positive whole number"_qs;
    }
    void validationNamesTheOffendingField()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        QJsonObject o = roundChip().json;
        if (value.isNull())
            o.remove(field);
        else
            o.insert(field, value);
        const auto r = parseHardwareSpec(o, u"my.json"_qs);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.startsWith(expected), qPrintable(r.error().message));
        QCOMPARE(r.error().location, u"my.json"_qs);
    }

    void validationRejectsUnknownComponentsAndBadPeaks_data()
    {
        QTest::addColumn<QString>("component");
        QTest::addColumn<QString>("item");
        QTest::addColumn<double>("peak");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown component")
            << u"tensor"_qs << u"fp16"_qs << 1.0 << u"components.tensor: unknown component"_qs;
        QTest::newRow("negative peak") << u"mte2"_qs << u"gm_to_ub"_qs << -4.0
                                       << u"components.mte2.peaks.gm_to_ub: peak must be a positive number"_qs;
        QTest::newRow("zero peak") << u"cube"_qs << u"fp16"_qs << 0.0
                                   << u"components.cube.peaks.fp16: peak must be a positive number"_qs;
        QTest::newRow("unknown path") << u"mte2"_qs << u"gm_to_moon"_qs << 1.0
                                      << u"components.mte2.peaks.gm_to_moon: unknown transfer path"_qs;
    }
    void validationRejectsUnknownComponentsAndBadPeaks()
    {
        QFETCH(QString, component);
        QFETCH(QString, item);
        QFETCH(double, peak);
        QFETCH(QString, expected);
        QJsonObject o = roundChip().json;
        QJsonObject comps = o.value(u"components").toObject();
        QJsonObject c = comps.value(component).toObject();
        if (c.isEmpty())
            c.insert(u"kind"_qs, u"compute"_qs);
        QJsonObject peaks = c.value(u"peaks").toObject();
        peaks.insert(item, peak);
        c.insert(u"peaks"_qs, peaks);
        comps.insert(component, c);
        o.insert(u"components"_qs, comps);
        const auto r = parseHardwareSpec(o);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.startsWith(expected), qPrintable(r.error().message));
    }

    void detectedChipMapsToTheCatalogue_data()
    {
        QTest::addColumn<QString>("chip");
        QTest::addColumn<int>("cores");
        QTest::addColumn<double>("clock");
        QTest::addColumn<QString>("expected");
        QTest::newRow("910B, 24 cores, 1800") << u"Ascend910B"_qs << 24 << 1800.0 << u"ascend910b2"_qs;
        QTest::newRow("910B, 20 cores, 1650") << u"Ascend910B"_qs << 20 << 1650.0 << u"ascend910b4"_qs;
        QTest::newRow("910B4 exact") << u"Ascend910B4"_qs << 0 << 0.0 << u"ascend910b4"_qs;
        QTest::newRow("910B, unknown cores") << u"Ascend910B"_qs << 0 << 0.0 << u"ascend910b2"_qs;
        QTest::newRow("910 A") << u"Ascend910"_qs << 32 << 1000.0 << u"ascend910a"_qs;
        QTest::newRow("suffix") << u"Ascend310P3-x"_qs << 0 << 0.0 << u"ascend310p"_qs;
    }
    void detectedChipMapsToTheCatalogue()
    {
        QFETCH(QString, chip);
        QFETCH(int, cores);
        QFETCH(double, clock);
        QFETCH(QString, expected);
        DetectedHardware d;
        d.chip = chip;
        if (cores)
            d.aicCount = cores;
        if (clock > 0)
            d.clockMhz = clock;
        const HardwareCatalog catalog = HardwareCatalog::builtin();
        const HardwareSpec *s = catalog.match(d);
        QVERIFY(s);
        QCOMPARE(s->id, expected);
    }

    void recordedClockReplacesTheNominalOne()
    {
        Profile p;
        p.detected.chip = u"Ascend910B4"_qs;
        p.detected.clockMhz = 800.0; // throttled
        QString note;
        const auto spec = HardwareCatalog::builtin().choose(p, {}, &note);
        QVERIFY(spec.ok());
        QCOMPARE(spec->clockMhz, 800.0);
        QCOMPARE(spec->origin, HardwareSpec::Origin::Detected);
        QVERIFY(note.contains(u"800"_qs));
    }

    void anExplicitChipKeepsTheRecordedClockAndSaysWhichChipFitsIt()
    {
        Profile p;
        p.detected.chip = u"Ascend910B"_qs;
        p.detected.clockMhz = 1650.0;
        p.detected.aicCount = 20;
        QString note;
        RL_VALUE(spec, HardwareCatalog::builtin().choose(p, u"ascend910b2"_qs, &note));
        QCOMPARE(spec.id, u"ascend910b2"_qs); // the user's choice stands
        QCOMPARE(spec.clockMhz, 1650.0);      // with the clock the kernels ran at
        QVERIFY2(note.contains(u"the data shows 20 cube cores, ascend910b2 has 24"_qs), qPrintable(note));
        QVERIFY(note.contains(u"fit ascend910b4 better than ascend910b2 (nominal 1800 MHz, 24 cube cores)"_qs));
        QVERIFY(note.contains(u"choose --hardware ascend910b4"_qs));
    }

    void aChipThatMatchesItsRecordedClockGetsNoFamilyNote()
    {
        Profile p;
        p.detected.clockMhz = 1800.0;
        p.detected.aicCount = 24;
        QString note;
        RL_VALUE(spec, HardwareCatalog::builtin().choose(p, u"ascend910b2"_qs, &note));
        QCOMPARE(spec.clockMhz, 1800.0);
        QVERIFY(!note.contains(u"fit"_qs));
    }

    void chipFactsSayWhereEachFigureCameFrom()
    {
        Profile p;
        p.detected.chip = u"Ascend910B4"_qs;
        p.detected.clockMhz = 1800.0;
        p.detected.aicCount = 24;
        RL_VALUE(spec, HardwareCatalog::builtin().choose(p, {}, nullptr));
        const std::vector<ChipFact> facts = chipFacts(spec, p);
        const auto fact = [&facts](const QString &label) {
            for (const ChipFact &f : facts) {
                if (f.label == label)
                    return f;
            }
            return ChipFact{};
        };
        QCOMPARE(fact(u"Chip"_qs).value, u"Ascend 910B4"_qs);
        QVERIFY(fact(u"Chip"_qs).source.startsWith(u"detected from the profile"_qs));
        QCOMPARE(fact(u"Clock"_qs).value, u"1800 MHz"_qs);
        QCOMPARE(fact(u"Clock"_qs).source, u"recorded in the profile"_qs);
        QCOMPARE(fact(u"AI Cores"_qs).value, u"20"_qs);
        QCOMPARE(fact(u"AI Cores"_qs).source, u"catalogue; the profile records 24"_qs);
        QCOMPARE(fact(u"Vector cores"_qs).source, u"catalogue"_qs);
        QCOMPARE(fact(u"HBM variant"_qs).value, u"default"_qs);
        QCOMPARE(fact(u"HBM variant"_qs).source, u"the chip's default"_qs);
        QVERIFY(!fact(u"Global memory"_qs).value.isEmpty());
        QCOMPARE(chipStatusLine(spec, p),
                 u"Ascend 910B4 · 1800 MHz (recorded) · 20 AI Cores + 40 vector cores · HBM default"_qs);

        RL_VALUE(chosen, HardwareCatalog::builtin().choose(Profile{}, u"ascend910b4"_qs, nullptr));
        QCOMPARE(chipFacts(chosen, Profile{}).front().source, u"chosen by you"_qs);
        QCOMPARE(chipFacts(chosen, Profile{})[1].source, u"catalogue nominal"_qs);
        QCOMPARE(chipFacts(HardwareSpec::unknownChip(true, std::nullopt), Profile{}).front().value, u"unknown"_qs);
    }

    void unknownHardwareIsAUsageError()
    {
        const auto r = HardwareCatalog::builtin().resolve(u"ascend9000"_qs);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::Usage);
    }
};

QTEST_GUILESS_MAIN(TestHardwareCatalog)
#include "tst_hardwarecatalog.moc"
