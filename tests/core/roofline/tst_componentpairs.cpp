// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/roofline/componentpair.h"
#include "core/roofline/logrange.h"
#include "testutil.h"

#include <QSet>
#include <QTest>

#include <cmath>
#include <limits>

using namespace rl;
using namespace rl::test;

class TestComponentPairs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void coupledChipsHaveThePapersSevenPairs()
    {
        const auto pairs = componentPairsFor(roundChip(false));
        QStringList titles;
        for (const ComponentPair &p : pairs)
            titles << p.title();
        QCOMPARE(titles,
                 (QStringList{u"Cube × MTE2"_qs, u"Cube × MTE1"_qs, u"Cube × MTE3"_qs, u"Vector × MTE2"_qs,
                              u"Vector × MTE3"_qs, u"Scalar × MTE2"_qs, u"Scalar × MTE3"_qs}));
    }

    void separatedChipsPairEachComputeUnitWithTheTransfersOfItsSide()
    {
        const auto pairs = componentPairsFor(roundChip(true));
        QCOMPARE(pairs.size(), size_t(8));
        QSet<QString> ids;
        for (const ComponentPair &p : pairs) {
            QVERIFY(p.compute.side != Side::None);
            QCOMPARE(p.compute.side, p.transfer.side); // never across the AIC/AIV boundary
            QCOMPARE(kindOf(p.compute.id), ComponentKind::Compute);
            QCOMPARE(kindOf(p.transfer.id), ComponentKind::Transfer);
            ids.insert(p.id());
        }
        QCOMPARE(ids.size(), 8); // ids are unique: they name exported files
        QVERIFY(ids.contains(u"aic.cube-aic.fixpipe"_qs));
        QVERIFY(ids.contains(u"aiv.scalar-aiv.mte3"_qs));
        QCOMPARE(pairs[0].title(), u"Cube × MTE2 (AIC)"_qs);
    }

    void resultKeysMatchPairComponentsBySide_data()
    {
        QTest::addColumn<QString>("resultKey");
        QTest::addColumn<QString>("pairKey");
        QTest::addColumn<bool>("matches");
        QTest::newRow("cube without side is the AIC cube") << u"cube"_qs << u"aic.cube"_qs << true;
        QTest::newRow("aiv mte2 is not the AIC mte2") << u"aiv.mte2"_qs << u"aic.mte2"_qs << false;
        QTest::newRow("aiv mte2 is the AIV mte2") << u"aiv.mte2"_qs << u"aiv.mte2"_qs << true;
        QTest::newRow("mte2 without side matches either") << u"mte2"_qs << u"aiv.mte2"_qs << true;
        QTest::newRow("different components") << u"mte3"_qs << u"aiv.mte2"_qs << false;
    }
    void resultKeysMatchPairComponentsBySide()
    {
        QFETCH(QString, resultKey);
        QFETCH(QString, pairKey);
        QFETCH(bool, matches);
        QCOMPARE(isPairComponent(roundChip(true), *ComponentKey::parse(resultKey), *ComponentKey::parse(pairKey)),
                 matches);
    }

    void logRangesAreWholeDecadesAroundTheValues_data()
    {
        QTest::addColumn<QList<double>>("values");
        QTest::addColumn<double>("lower");
        QTest::addColumn<double>("upper");
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        QTest::newRow("spread") << QList<double>{3.0, 700.0} << 1.0 << 10000.0;
        QTest::newRow("padding crosses a decade") << QList<double>{0.6, 60.0} << 0.1 << 1000.0;
        QTest::newRow("single value gets context") << QList<double>{50.0} << 1.0 << 1000.0;
        QTest::newRow("non-positive and non-finite ignored")
            << QList<double>{0.0, -4.0, nan, inf, 20.0, 30.0} << 10.0 << 100.0;
        QTest::newRow("nothing drawable falls back") << QList<double>{0.0, -1.0} << 0.01 << 1000.0;
    }
    void logRangesAreWholeDecadesAroundTheValues()
    {
        QFETCH(QList<double>, values);
        QFETCH(double, lower);
        QFETCH(double, upper);
        const LogRange r = paddedLogRange(values, 2.0, LogRange{0.01, 1000.0});
        QVERIFY2(std::abs(r.lower / lower - 1.0) < 1e-12, qPrintable(QString::number(r.lower)));
        QVERIFY2(std::abs(r.upper / upper - 1.0) < 1e-12, qPrintable(QString::number(r.upper)));
    }

    void decadeTicksArePowersOfTenInsideTheRange()
    {
        const std::vector<double> ticks = decadeTicks(LogRange{0.05, 2000.0});
        QCOMPARE(ticks.size(), size_t(5));
        QCOMPARE(ticks.front(), 0.1);
        QCOMPARE(ticks.back(), 1000.0);
        QVERIFY(decadeTicks(LogRange{0.0, 10.0}).empty());
    }
};

QTEST_GUILESS_MAIN(TestComponentPairs)
#include "tst_componentpairs.moc"
