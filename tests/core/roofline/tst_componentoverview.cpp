// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysisfixture.h"
#include "core/roofline/componentoverview.h"

#include <QTest>

#include <cmath>

using namespace rl;
using namespace rl::test;

class TestComponentOverview : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eachComponentAgainstItsOwnRoofInModelOrder()
    {
        // Add_ReLU-like vector operator: U_vec 0.3842 at R 0.40, MTE2 U 0.30 at R 0.5868.
        const Operator op = makeOperator(u"add_relu"_qs, 100.0,
                                         {sample(ComponentId::Mte2, 58.68, {{u"gm_to_ub"_qs, 0.30 * 100.0 * 1e4}}),
                                          sample(ComponentId::Vector, 40.0, {{u"fp16"_qs, 0.3842 * 100.0 * 1e5}})});
        const Analysis a = analyseOperators({op});
        const ComponentOverview o = buildComponentOverview(a, 0);
        // The chip's global memory comes last: its traffic is known (MTE2 reads GM), its U is
        // not (the round chip has no memory.gm bandwidth).
        QCOMPARE(o.entries.size(), size_t(3));
        QCOMPARE(o.entries[0].name, u"Vector"_qs); // Vector before MTE2 whatever the input order
        QCOMPARE(o.entries[1].name, u"MTE2"_qs);
        QCOMPARE(o.entries[2].name, u"GM"_qs);
        QVERIFY(!o.entries[2].U);
        QVERIFY(!o.entries[2].R);
        QCOMPARE(o.uThreshold, 0.65);
        QCOMPARE(o.rThreshold, 0.80);
        const ComponentOverviewEntry &v = o.entries[0];
        QVERIFY(std::abs(*v.U - 0.3842) < 1e-9);
        QVERIFY(std::abs(*v.R - 0.40) < 1e-9);
        QVERIFY(std::abs(*v.E - 0.3842 / 0.40) < 1e-9);
        // achieved over the operator-aware roof is U
        QVERIFY(std::abs(*v.achievedPerSecond / *v.roofPerSecond - *v.U) < 1e-9);
        QCOMPARE(v.dominantItem, u"fp16"_qs);
        QCOMPARE(o.entries[1].bound, a.operators[0].boundComponent->id == ComponentId::Mte2);
    }

    void pairLabelsAreTheLargerUtilisationOfEachPair()
    {
        const Operator op = makeOperator(u"add_relu"_qs, 100.0,
                                         {sample(ComponentId::Vector, 40.0, {{u"fp16"_qs, 0.3842 * 1e7}}),
                                          sample(ComponentId::Mte2, 58.68, {{u"gm_to_ub"_qs, 0.30 * 1e6}}),
                                          sample(ComponentId::Mte3, 70.0, {{u"ub_to_gm"_qs, 0.50 * 1e6}})});
        const ComponentOverview o = buildComponentOverview(analyseOperators({op}), 0);
        QCOMPARE(o.pairs.size(), size_t(2)); // Vector×MTE2 and Vector×MTE3; no Cube, no Scalar work
        QCOMPARE(o.pairs[0].pair.title(), u"Vector × MTE2"_qs);
        QVERIFY(std::abs(o.pairs[0].utilisation - 0.3842) < 1e-9);
        QVERIFY(std::abs(o.pairs[1].utilisation - 0.50) < 1e-9);
    }

    void outOfRangeGivesAnEmptyOverview()
    {
        const Analysis a = analyseOperators({});
        QVERIFY(buildComponentOverview(a, 3).entries.empty());
        QVERIFY(buildComponentOverview(a, -1).entries.empty());
    }
};

QTEST_GUILESS_MAIN(TestComponentOverview)
#include "tst_componentoverview.moc"
