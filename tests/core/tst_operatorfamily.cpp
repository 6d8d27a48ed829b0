// SPDX-License-Identifier: GPL-3.0-or-later
// Advice that speaks to the operator at hand: kernel types sorted into families, the items
// written for a family ahead of the general ones and labelled, and the triggering number said
// in words.
#include "core/analysis/advicewording.h"
#include "core/analysis/analyzer.h"
#include "core/analysis/operatorfamily.h"
#include "testutil.h"

#include <QTest>

#include <functional>

using namespace rl;
using namespace rl::test;

namespace {

// One operator's result with the advice the analysis makes for it when asked.
struct Analysed : OperatorResult
{
    QList<AdviceHit> advice;
};

Analysed analyseOne(Operator op)
{
    auto profile = std::make_shared<Profile>();
    profile->operators.push_back(std::move(op));
    AnalyzeOptions o;
    o.estimateWork = false;
    const Analysis a = analyze(profile, roundChip(), o, AdviceCatalog::builtin());
    return {{a.operators.front()}, a.adviceOf(a.operators.front())};
}

// MTE2 busy 58 % with little work everywhere: insufficient parallelism for any type.
Operator starved(const QString &type)
{
    Operator op = makeOperator(u"op"_qs, 100.0,
                               {sample(ComponentId::Vector, 40.0, {{u"fp16"_qs, 3.8e6}}),
                                sample(ComponentId::Mte2, 58.0, {{u"gm_to_ub"_qs, 3e5}}),
                                sample(ComponentId::Mte3, 30.0, {{u"ub_to_gm"_qs, 2e5}})});
    op.type = type;
    return op;
}

QStringList ids(const Analysed &r)
{
    QStringList out;
    for (const AdviceHit &h : r.advice)
        out << h.id();
    return out;
}

} // namespace

class TestOperatorFamily : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kernelTypesFallIntoTheirFamily_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("family");
        QTest::newRow("FlashAttentionScoreGrad") << u"FlashAttentionScoreGrad"_qs << QString() << u"flash_attention"_qs;
        QTest::newRow("MatMulV2") << u"MatMulV2"_qs << QString() << u"matmul"_qs;
        QTest::newRow("GroupedMatmul") << u"GroupedMatmul"_qs << QString() << u"matmul"_qs;
        QTest::newRow("Conv2DBackpropFilter") << u"Conv2DBackpropFilter"_qs << QString() << u"conv"_qs;
        QTest::newRow("DepthwiseConv2D") << u"DepthwiseConv2D"_qs << QString() << u"conv"_qs;
        QTest::newRow("AddRmsNorm is a norm") << u"AddRmsNorm"_qs << QString() << u"norm_reduce"_qs;
        QTest::newRow("SoftmaxV2") << u"SoftmaxV2"_qs << QString() << u"norm_reduce"_qs;
        QTest::newRow("ReduceSum") << u"ReduceSum"_qs << QString() << u"norm_reduce"_qs;
        QTest::newRow("TransData") << u"TransData"_qs << QString() << u"data_movement"_qs;
        QTest::newRow("ZerosLike") << u"ZerosLike"_qs << QString() << u"data_movement"_qs;
        QTest::newRow("SwiGlu") << u"SwiGlu"_qs << QString() << u"elementwise"_qs;
        QTest::newRow("Cast") << u"Cast"_qs << QString() << u"elementwise"_qs;
        QTest::newRow("torch_npu name, no type")
            << QString() << u"aclnnInplaceMuls_MulsAiCore_Muls"_qs << u"elementwise"_qs;
        QTest::newRow("unknown") << u"HcomAllReduce"_qs << QString() << u"other"_qs;
    }

    void kernelTypesFallIntoTheirFamily()
    {
        QFETCH(QString, type);
        QFETCH(QString, name);
        QFETCH(QString, family);
        Operator op;
        op.type = type;
        op.name = name;
        QCOMPARE(operatorFamilyId(operatorFamilyOf(op)), family);
        QCOMPARE(parseOperatorFamily(family), operatorFamilyOf(op));
    }

    void flashAttentionAndDepthwiseGetDifferentAdviceFirst()
    {
        const Analysed fa = analyseOne(starved(u"FlashAttentionScoreGrad"_qs));
        const Analysed dw = analyseOne(starved(u"DepthwiseConv2D"_qs));
        QCOMPARE(fa.category, Category::InsufficientParallelism);
        QCOMPARE(dw.category, Category::InsufficientParallelism);
        QCOMPARE(fa.advice.front().id(), u"fa_pipeline"_qs);
        QCOMPARE(fa.advice.front().family(), u"flash_attention"_qs);
        QCOMPARE(dw.advice.front().id(), u"conv_tiling"_qs);
        QVERIFY(ids(fa) != ids(dw));
        // The paper's general strategies still follow, and say that they are general.
        QVERIFY(ids(fa).contains(u"RSD"_qs));
        const AdviceHit &rsd = fa.advice[ids(fa).indexOf(u"RSD"_qs)];
        QVERIFY(rsd.family().isEmpty());
        QCOMPARE(adviceAudience(rsd), u"general"_qs);
        QCOMPARE(adviceAudience(fa.advice.front()), u"for FlashAttention"_qs);
        // Family items come before every general one.
        bool general = false;
        for (const AdviceHit &h : fa.advice) {
            general = general || h.family().isEmpty();
            QVERIFY2(!general || h.family().isEmpty(), qPrintable(h.id()));
        }
    }

    void aBusyUnresolvedFlashAttentionGetsItsFamilyAdvice()
    {
        // Busy ratios without work: the Scalar, busiest, has no U, so the category cannot be
        // decided; the Cube idles.
        Operator op = makeOperator(u"FlashAttentionScore"_qs, 100.0,
                                   {sample(ComponentId::Scalar, 90.0), sample(ComponentId::Cube, 40.0),
                                    sample(ComponentId::Vector, 55.0), sample(ComponentId::Mte2, 30.0)},
                                   TaskType::MixAic);
        const Analysed fa = analyseOne(op);
        QCOMPARE(fa.category, Category::BusyUnresolved);
        const QStringList got = ids(fa);
        QVERIFY2(got.contains(u"fa_work"_qs), qPrintable(got.join(u' ')));     // standing advice
        QVERIFY2(got.contains(u"fa_pipeline"_qs), qPrintable(got.join(u' '))); // the Cube idles
        QVERIFY2(got.contains(u"scalar_heavy"_qs), qPrintable(got.join(u' ')));
        QCOMPARE(fa.advice.front().family(), u"flash_attention"_qs);
        const AdviceHit &pipeline = fa.advice[got.indexOf(u"fa_pipeline"_qs)];
        QCOMPARE(adviceEvidenceInWords(pipeline), u"Cube is active 40.0% of the core time"_qs);
        // Standing advice names no triggering number.
        QVERIFY(adviceEvidenceInWords(fa.advice[got.indexOf(u"fa_work"_qs)]).isEmpty());
    }

    void standingAdviceStaysOffKernelsOutsideTheAiCore()
    {
        const Analysed onCpu = analyseOne(makeOperator(u"FlashAttentionScore"_qs, 100.0, {}, TaskType::AiCpu));
        QCOMPARE(onCpu.category, Category::NotApplicable);
        QVERIFY2(ids(onCpu).isEmpty(), qPrintable(ids(onCpu).join(u' ')));
        // Without any PMU data the family's standing advice is all there is.
        const Analysed unmeasured = analyseOne(makeOperator(u"TransData"_qs, 100.0, {}));
        QCOMPARE(unmeasured.category, Category::NoPmuData);
        QCOMPARE(ids(unmeasured), QStringList{u"dm_avoid"_qs});
    }

    void familyItemsTestFactsNotTheCategory()
    {
        // A family item holds whatever the category: it tests the facts that show its cause,
        // or is the family's standing advice (whose only category clause, added when read,
        // keeps it to kernels on the AI Core).
        const std::function<bool(const AdviceCondition &)> namesCategory = [&](const AdviceCondition &c) {
            return c.metric == u"category" || std::any_of(c.any.begin(), c.any.end(), namesCategory);
        };
        const AdviceCatalog catalogue = AdviceCatalog::builtin();
        int standing = 0;
        for (const AdviceItem &item : catalogue.items()) {
            if (item.family().isEmpty())
                continue;
            standing += item.standing ? 1 : 0;
            for (const AdviceCondition &c : item.when) {
                const bool onTheAiCore = item.standing && c.metric == u"category" && c.op == u"!="
                    && c.value == MetricContext::Value(u"not_applicable"_qs);
                QVERIFY2(onTheAiCore || !namesCategory(c), qPrintable(item.id + u": " + c.toString()));
            }
        }
        QVERIFY(standing >= 5); // every family's but matmul's, whose items all have a cause to test
    }

    void anOperatorOfNoFamilyGetsOnlyGeneralAdvice()
    {
        const Analysed r = analyseOne(starved(u"MyCustomKernel"_qs));
        QVERIFY(!r.advice.isEmpty());
        for (const AdviceHit &h : r.advice)
            QVERIFY2(h.family().isEmpty(), qPrintable(h.id()));
    }

    void theTriggeringNumberIsSaidInWords()
    {
        const auto hitOn = [](const QString &metric, double value) {
            return AdviceHit{std::make_shared<const AdviceEntry>(AdviceEntry{{}, {}, {}, metric, {}, {}}), value};
        };
        AdviceHit hit = hitOn(u"r.mte2"_qs, 0.2845);
        QCOMPARE(adviceEvidenceInWords(hit), u"MTE2 is active 28.4% of the core time"_qs);
        hit = hitOn(u"r.max"_qs, 0.2845);
        QCOMPARE(adviceEvidenceInWords(hit), u"the busiest component is active 28.4% of the core time"_qs);
        hit = hitOn(u"bytes_per_mte_instr"_qs, 3072.0);
        QVERIFY(adviceEvidenceInWords(hit).startsWith(u"3.0 KB per transfer instruction"_qs));
        hit.value.reset();
        QVERIFY(adviceEvidenceInWords(hit).isEmpty());
    }

    void everyFamilyItemIsWrittenInBothLanguagesForAKnownFamily()
    {
        const AdviceCatalog c = AdviceCatalog::builtin();
        int familyItems = 0;
        for (const AdviceItem &item : c.items()) {
            if (item.family().isEmpty())
                continue;
            ++familyItems;
            QVERIFY2(parseOperatorFamily(item.family()), qPrintable(item.id));
            QVERIFY(item.titleIn(u"zh_CN"_qs) != item.titleIn(u"en"_qs));
            QVERIFY(item.explanationIn(u"zh_CN"_qs) != item.explanationIn(u"en"_qs));
        }
        QVERIFY(familyItems >= 6);
    }
};

QTEST_GUILESS_MAIN(TestOperatorFamily)
#include "tst_operatorfamily.moc"
