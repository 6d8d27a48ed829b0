// SPDX-License-Identifier: GPL-3.0-or-later
// The Matcher: name+type+shapes first, then order within a type, and the user's overrides.
#include "core/compare/comparetestutil.h"
#include "core/compare/matcher.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// "b-c" per match, in baseline order, e.g. "0-0 1-2".
QString pairsOf(const MatchResult &r)
{
    QStringList list;
    for (const OperatorMatch &m : r.matches)
        list << QString::number(m.baselineIndex) + u'-' + QString::number(m.candidateIndex);
    return list.join(u' ');
}

QString indicesOf(const std::vector<int> &v)
{
    QStringList list;
    for (int i : v)
        list << QString::number(i);
    return list.join(u' ');
}

MatchResult matchDescribed(const QStringList &before, const QStringList &after, const MatchOverrides &o = {})
{
    return matchOperators(*profileOf(before), *profileOf(after), o);
}

} // namespace

class TestMatcher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pairsOperatorsByTheRules_data()
    {
        QTest::addColumn<QStringList>("before");
        QTest::addColumn<QStringList>("after");
        QTest::addColumn<QString>("pairs");
        QTest::addColumn<QString>("onlyBefore");
        QTest::addColumn<QString>("onlyAfter");
        QTest::newRow("same runs pair one to one")
            << QStringList{u"a:Add:4"_qs, u"m:MatMul:8,8"_qs} << QStringList{u"a:Add:4"_qs, u"m:MatMul:8,8"_qs}
            << u"0-0 1-1"_qs << QString() << QString();
        QTest::newRow("reordered runs pair by key, not position")
            << QStringList{u"a:Add:4"_qs, u"m:MatMul:8,8"_qs} << QStringList{u"m:MatMul:8,8"_qs, u"a:Add:4"_qs}
            << u"0-1 1-0"_qs << QString() << QString();
        QTest::newRow("repeated keys pair k-th with k-th")
            << QStringList{u"a:Add:4"_qs, u"x:Mul:4"_qs, u"a:Add:4"_qs}
            << QStringList{u"a:Add:4"_qs, u"a:Add:4"_qs, u"x:Mul:4"_qs} << u"0-0 1-2 2-1"_qs << QString() << QString();
        QTest::newRow("changed shape falls back to order within the type")
            << QStringList{u"m1:MatMul:8,8"_qs, u"m2:MatMul:16,16"_qs}
            << QStringList{u"m1:MatMul:8,4"_qs, u"m2:MatMul:16,16"_qs} << u"0-0 1-1"_qs << QString() << QString();
        QTest::newRow("renamed operator falls back to its type")
            << QStringList{u"Conv2D1:Conv2D:1,3"_qs, u"a:Add:4"_qs}
            << QStringList{u"a:Add:4"_qs, u"Conv2D7:Conv2D:1,3"_qs} << u"0-1 1-0"_qs << QString() << QString();
        QTest::newRow("key rule goes first, leftovers by type")
            << QStringList{u"m1:MatMul:8"_qs, u"m2:MatMul:9"_qs} << QStringList{u"m3:MatMul:7"_qs, u"m2:MatMul:9"_qs}
            << u"0-0 1-1"_qs << QString() << QString();
        QTest::newRow("a different type never matches")
            << QStringList{u"x:Add:4"_qs} << QStringList{u"x:Mul:4"_qs} << QString() << u"0"_qs << u"0"_qs;
        QTest::newRow("no type matches by key only")
            << QStringList{u"k1::"_qs, u"k2::"_qs} << QStringList{u"k2::"_qs, u"k3::"_qs} << u"1-0"_qs << u"0"_qs
            << u"1"_qs;
        QTest::newRow("extra operators are listed unmatched")
            << QStringList{u"a:Add:4"_qs, u"g:GeLU:4"_qs}
            << QStringList{u"a:Add:4"_qs, u"f:FastGeLU:4"_qs, u"c:Cast:4"_qs} << u"0-0"_qs << u"1"_qs << u"1 2"_qs;
        QTest::newRow("empty baseline") << QStringList{} << QStringList{u"a:Add:4"_qs} << QString() << QString()
                                        << u"0"_qs;
    }
    void pairsOperatorsByTheRules()
    {
        QFETCH(QStringList, before);
        QFETCH(QStringList, after);
        const MatchResult r = matchDescribed(before, after);
        QTEST(pairsOf(r), "pairs");
        QTEST(indicesOf(r.unmatchedBaseline), "onlyBefore");
        QTEST(indicesOf(r.unmatchedCandidate), "onlyAfter");
    }

    void eachMatchSaysWhichRuleMadeIt()
    {
        const MatchResult r = matchDescribed({u"a:Add:4"_qs, u"m:MatMul:8"_qs}, {u"a:Add:4"_qs, u"n:MatMul:9"_qs});
        QCOMPARE(r.matches.size(), size_t(2));
        QCOMPARE(r.matches[0].rule, MatchRule::Key);
        QCOMPARE(r.matches[0].key, u"a|Add|4|"_qs);
        QCOMPARE(r.matches[1].rule, MatchRule::TypeOrder);
        QCOMPARE(r.matches[1].key, u"type:MatMul#0"_qs);
        QCOMPARE(matchRuleId(r.matches[1].rule), u"type_order"_qs);
    }

    void aManualPairWinsOverTheRules()
    {
        MatchOverrides o;
        o.rematch(0, 1);
        const MatchResult r = matchDescribed({u"a:Add:4"_qs, u"b:Add:4"_qs}, {u"a:Add:4"_qs, u"b:Add:4"_qs}, o);
        QCOMPARE(pairsOf(r), u"0-1 1-0"_qs);
        QCOMPARE(r.matches[0].rule, MatchRule::Manual);
        QCOMPARE(r.matches[1].rule, MatchRule::TypeOrder);
    }

    void aManualUnmatchKeepsTheOperatorOutOfEveryRule()
    {
        MatchOverrides o;
        o.unmatch(0, 0);
        const MatchResult r = matchDescribed({u"a:Add:4"_qs, u"b:Mul:4"_qs}, {u"a:Add:4"_qs, u"b:Mul:4"_qs}, o);
        QCOMPARE(pairsOf(r), u"1-1"_qs);
        QCOMPARE(indicesOf(r.unmatchedBaseline), u"0"_qs);
        QCOMPARE(indicesOf(r.unmatchedCandidate), u"0"_qs);
    }

    void unmatchingOnlyTheBaselineFreesItsPartnerForOthers()
    {
        MatchOverrides o;
        o.unmatch(0);
        const MatchResult r = matchDescribed({u"a:Add:4"_qs, u"b:Add:5"_qs}, {u"a:Add:4"_qs}, o);
        QCOMPARE(pairsOf(r), u"1-0"_qs);
        QCOMPARE(r.matches[0].rule, MatchRule::TypeOrder);
    }

    void rematchReplacesEarlierOverridesOfTheSameOperators()
    {
        MatchOverrides o;
        o.rematch(0, 1);
        o.unmatch(1, 0);
        o.rematch(1, 1); // takes candidate 1 away from baseline 0, and undoes the unmatch of 1
        QCOMPARE(o.pairs.size(), size_t(1));
        QCOMPARE(o.pairs[0], (MatchOverrides::Pair{1, 1}));
        QVERIFY(o.unmatchedBaseline.empty());
        QCOMPARE(o.unmatchedCandidate, std::vector<int>{0});
        const MatchResult r = matchDescribed({u"a:Add:4"_qs, u"b:Add:4"_qs}, {u"a:Add:4"_qs, u"b:Add:4"_qs}, o);
        QCOMPARE(pairsOf(r), u"1-1"_qs);
        QCOMPARE(indicesOf(r.unmatchedBaseline), u"0"_qs);
    }

    void overridesOutOfRangeAreIgnored()
    {
        MatchOverrides o;
        o.rematch(5, 0);
        o.rematch(0, -3);
        o.unmatch(42, 17);
        const MatchResult r = matchDescribed({u"a:Add:4"_qs}, {u"a:Add:4"_qs}, o);
        QCOMPARE(pairsOf(r), u"0-0"_qs);
        QCOMPARE(r.matches[0].rule, MatchRule::Key);
    }

    void theKeyJoinsNameTypeAndShapes()
    {
        Operator op = describedOperator(u"n:T:1,2"_qs);
        op.inputs.push_back({u"3"_qs, {}, {}});
        op.outputs.push_back({u"1,2"_qs, {}, {}});
        QCOMPARE(operatorMatchKey(op), u"n|T|1,2;3|1,2"_qs);
    }

    void manyRepeatedOperatorsMatchCompletely()
    {
        QStringList before, after;
        for (int i = 0; i < 5000; ++i) {
            before << u"op%1:Type%2:%3"_qs.arg(i % 50).arg(i % 7).arg(i % 3);
            after << u"op%1:Type%2:%3"_qs.arg(i % 50).arg(i % 7).arg(i % 3);
        }
        const MatchResult r = matchDescribed(before, after);
        QCOMPARE(r.matches.size(), size_t(5000));
        for (const OperatorMatch &m : r.matches)
            QCOMPARE(m.baselineIndex, m.candidateIndex);
    }
};

QTEST_GUILESS_MAIN(TestMatcher)
#include "tst_matcher.moc"
