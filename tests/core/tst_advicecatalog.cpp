// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/analyzer.h"
#include "testutil.h"

#include <QJsonDocument>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// One operator's result with the advice the analysis makes for it when asked.
struct Analysed : OperatorResult
{
    QList<AdviceHit> advice;
};

QStringList adviceIds(const Analysed &r)
{
    QStringList ids;
    for (const AdviceHit &h : r.advice)
        ids << h.id();
    return ids;
}

Analysed run(Operator op, const QString &language = u"en"_qs)
{
    auto profile = std::make_shared<Profile>();
    profile->operators.push_back(std::move(op));
    AnalyzeOptions o;
    o.estimateWork = false;
    o.language = language;
    const Analysis a = analyze(profile, roundChip(), o, AdviceCatalog::builtin());
    return {{a.operators.front()}, a.adviceOf(a.operators.front())};
}

} // namespace

class TestAdviceCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void catalogueHoldsThePapersTwelveStrategiesInBothLanguages()
    {
        const AdviceCatalog c = AdviceCatalog::builtin();
        for (const char16_t *id :
             {u"RSD", u"AIS", u"RUS", u"PP", u"ITG", u"AIP", u"MRT", u"OP", u"TT", u"EA", u"LC", u"CT"}) {
            const AdviceItem *item = c.find(QString::fromUtf16(id));
            QVERIFY2(item, qPrintable(QString::fromUtf16(id)));
            QVERIFY(!item->titleIn(u"en"_qs).isEmpty());
            QVERIFY(item->titleIn(u"zh_CN"_qs) != item->titleIn(u"en"_qs));
            QVERIFY(!item->when.empty());
        }
        for (const char16_t *id :
             {u"block_dim_low", u"scalar_heavy", u"icache_miss", u"l2_miss", u"bank_conflict", u"small_transfer"})
            QVERIFY(c.find(QString::fromUtf16(id)));
    }

    void insufficientParallelismWithBothMtesGetsRsdAndPingPong()
    {
        const Analysed r = run(makeOperator(u"add_relu"_qs, 100.0,
                                            {sample(ComponentId::Vector, 40.0, {{u"fp16"_qs, 3.8e6}}),
                                             sample(ComponentId::Mte2, 58.0, {{u"gm_to_ub"_qs, 3e5}}),
                                             sample(ComponentId::Mte3, 30.0, {{u"ub_to_gm"_qs, 2e5}})}));
        QCOMPARE(r.category, Category::InsufficientParallelism);
        const QStringList ids = adviceIds(r);
        QVERIFY(ids.contains(u"RSD"_qs));
        QVERIFY(ids.contains(u"PP"_qs));
        QVERIFY(!ids.contains(u"MRT"_qs)); // that is for MTE-bound operators
        const AdviceHit &rsd = r.advice[ids.indexOf(u"RSD"_qs)];
        QCOMPARE(rsd.metric(), u"r.max"_qs);
        QVERIFY(qFuzzyCompare(*rsd.value, 0.58));
        QVERIFY(rsd.condition().contains(u"r.mte3 > 0"_qs));
    }

    void withoutMte3ThereIsNoSpatialDependencyAdvice()
    {
        const Analysed r = run(makeOperator(u"x"_qs, 100.0,
                                            {sample(ComponentId::Vector, 40.0, {{u"fp16"_qs, 3.8e6}}),
                                             sample(ComponentId::Mte2, 58.0, {{u"gm_to_ub"_qs, 3e5}})}));
        QVERIFY(!adviceIds(r).contains(u"RSD"_qs));
    }

    void extraRulesFireOnlyWithTheirMetric()
    {
        Operator op = makeOperator(u"x"_qs, 100.0, {sample(ComponentId::Mte2, 90.0, {{u"gm_to_ub"_qs, 3e5}})});
        QVERIFY(!adviceIds(run(op)).contains(u"icache_miss"_qs));
        QVERIFY(!adviceIds(run(op)).contains(u"small_transfer"_qs));
        op.metrics.insert(u"aiv_icache_miss_rate"_qs, 0.08);
        op.metrics.insert(u"aiv_mte2_instructions"_qs, 100.0); // 3e5 B / 100 = 3 KB each
        const QStringList ids = adviceIds(run(op));
        QVERIFY(ids.contains(u"icache_miss"_qs));
        QVERIFY(ids.contains(u"small_transfer"_qs));
        QVERIFY(ids.contains(u"ITG"_qs)); // inefficient MTE
    }

    void standingAdviceMustNameItsFamily()
    {
        const auto catalogue = [](const QByteArray &when) {
            return AdviceCatalog::fromJson(
                QJsonDocument::fromJson(R"({"items": [{"id": "x", "standing": true, "evidence_metric": "",
                                        "when": )"
                                        + when + R"(, "title": {"en": "X"}}]})")
                    .object(),
                u"advice.json"_qs);
        };
        const auto general = catalogue(R"([{"metric": "r.max", "op": "<", "value": 0.5}])");
        QVERIFY(!general.ok());
        QVERIFY2(general.error().message.contains(u"names no family"_qs), qPrintable(general.error().toString()));
        QVERIFY(general.error().toString().contains(u"advice.json#items[0]"_qs));
        RL_VALUE(family, catalogue(R"([{"metric": "family", "op": "==", "value": "matmul"}])"));
        const AdviceItem &item = family.items().front();
        QVERIFY(item.standing);
        QCOMPARE(item.family(), u"matmul"_qs);
        QCOMPARE(item.conditionText(), u"family == matmul and category != not_applicable"_qs);
    }

    void adviceTextFollowsTheLanguage()
    {
        const Operator op = makeOperator(u"x"_qs, 100.0, {sample(ComponentId::Vector, 95.0, {{u"fp16"_qs, 9e6}})});
        const Analysed en = run(op);
        const Analysed zh = run(op, u"zh_CN"_qs);
        QCOMPARE(en.category, Category::ComputeBound);
        QCOMPARE(adviceIds(en), adviceIds(zh));
        QVERIFY(en.advice.front().title().startsWith(u"Enhanced algorithm"_qs));
        QVERIFY(zh.advice.front().title().startsWith(u"改进算法"_qs));
    }
};

QTEST_GUILESS_MAIN(TestAdviceCatalog)
#include "tst_advicecatalog.moc"
