// SPDX-License-Identifier: GPL-3.0-or-later
// Operators grouped by type: every call in exactly one type, the figures summed over the calls,
// the representative the longest call, most gain first.
#include "agentfixtures.h"
#include "core/agent/typegroups.h"

#include <QSet>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

Operator typed(const QString &name, const QString &type, double durationUs, double mte2Bytes)
{
    Operator op = makeOperator(name, durationUs,
                               {sample(ComponentId::Mte2, 0.95 * durationUs, {{u"gm_to_ub"_qs, mte2Bytes}})});
    op.type = type;
    return op;
}

Analysis analysisOf(std::vector<Operator> operators)
{
    auto profile = std::make_shared<Profile>();
    profile->operators = std::move(operators);
    return analyze(profile, roundChip(), {}, AdviceCatalog::builtin());
}

} // namespace

class TestTypeGroups : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void callsOfOneTypeAreOneGroupWithSummedFigures()
    {
        // Two Add kernels of different names are one type; a row without a type is its name.
        const Analysis a = analysisOf(
            {typed(u"add_1"_qs, u"Add"_qs, 10.0, 1.0e4), typed(u"mul"_qs, u"Mul"_qs, 5.0, 4.0e4),
             typed(u"add_2"_qs, u"Add"_qs, 30.0, 3.0e4), typed(u"noType"_qs, QString(), 2.0, 1.0e3)});
        const std::vector<TypeGroup> groups = groupsByType(a);
        QCOMPARE(groups.size(), size_t(3));
        const auto add = std::find_if(groups.begin(), groups.end(),
                                      [](const TypeGroup &g) { return g.type == u"Add"; });
        QVERIFY(add != groups.end());
        QCOMPARE(add->calls, (std::vector<int>{0, 2}));
        QCOMPARE(add->totalUs, 40.0);
        QCOMPARE(add->representative, 2); // the longest call
        QCOMPARE(add->category, a.operators[2].category);
        double gain = 0.0;
        for (int c : add->calls)
            gain += a.operators[size_t(c)].estimatedGainUs.value_or(0.0);
        QVERIFY(add->estimatedGainUs);
        QVERIFY(qAbs(*add->estimatedGainUs - gain) < 1e-9);
        QVERIFY(add->boundComponent);
        QCOMPARE(*add->boundComponent, *a.operators[2].boundComponent);
        QVERIFY(std::any_of(groups.begin(), groups.end(), [](const TypeGroup &g) { return g.type == u"noType"; }));
    }

    void theDemosTypesCoverEveryCallOnceMostGainFirst()
    {
        const auto a = demoAnalysis();
        QVERIFY2(a, "the demo could not be written or analysed");
        const std::vector<TypeGroup> groups = groupsByType(*a);
        QSet<int> seen;
        double total = 0.0;
        for (const TypeGroup &g : groups) {
            for (int c : g.calls) {
                QVERIFY(!seen.contains(c));
                seen.insert(c);
                const Operator &op = a->op(a->operators[size_t(c)].index);
                QCOMPARE(op.type.isEmpty() ? op.name : op.type, g.type);
                QVERIFY(op.durationUs <= a->op(a->operators[size_t(g.representative)].index).durationUs);
            }
            total += g.totalUs;
        }
        QCOMPARE(qsizetype(seen.size()), qsizetype(a->operators.size()));
        QVERIFY(qAbs(total - a->summary.totalDurationUs) <= 1e-9 * total);
        for (size_t i = 1; i < groups.size(); ++i) {
            const TypeGroup &p = groups[i - 1], &g = groups[i];
            QVERIFY(p.estimatedGainUs || !g.estimatedGainUs); // with a gain before without
            if (p.estimatedGainUs && g.estimatedGainUs)
                QVERIFY(*p.estimatedGainUs >= *g.estimatedGainUs);
        }
    }
};

QTEST_GUILESS_MAIN(TestTypeGroups)
#include "tst_typegroups.moc"
