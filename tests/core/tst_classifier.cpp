// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/analyzer.h"
#include "testutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

Q_DECLARE_METATYPE(rl::Category)

namespace {

// Analyses one operator on the round chip, without work estimates.
Analysis analyseOne(Operator op, Thresholds thr)
{
    auto profile = std::make_shared<Profile>();
    profile->operators.push_back(std::move(op));
    AnalyzeOptions options;
    options.thresholds = thr;
    options.estimateWork = false;
    return analyze(profile, roundChip(), options, AdviceCatalog::builtin());
}

OperatorResult classifyOne(Operator op, Thresholds thr = {})
{
    return analyseOne(std::move(op), thr).operators.front();
}

// The evidence sentence of the one operator, as the reports and views ask for it.
QString evidenceOfOne(Operator op, Thresholds thr = {})
{
    const Analysis a = analyseOne(std::move(op), thr);
    return a.evidenceOf(a.operators.front());
}

// A vector operator (threshold 0.65): Vector at uVec utilisation with busy rVec, MTE2 with
// uMte/rMte, over 100 µs on one block. Work is chosen so U comes out exactly.
Operator vectorOp(double uVec, double rVec, double uMte, double rMte)
{
    return makeOperator(u"v"_qs, 100.0,
                        {sample(ComponentId::Vector, rVec * 100.0, {{u"fp16"_qs, uVec * 100.0 * 1e5}}),
                         sample(ComponentId::Mte2, rMte * 100.0, {{u"gm_to_ub"_qs, uMte * 100.0 * 1e4}})});
}

} // namespace

class TestClassifier : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eachCategoryFromItsRule_data()
    {
        QTest::addColumn<double>("uVec");
        QTest::addColumn<double>("rVec");
        QTest::addColumn<double>("uMte");
        QTest::addColumn<double>("rMte");
        QTest::addColumn<Category>("expected");
        QTest::addColumn<QString>("bound");
        // vector operator: U_thr 0.65, R_thr 0.80
        QTest::newRow("vector at its roof") << 0.90 << 0.95 << 0.30 << 0.40 << Category::ComputeBound << u"vector"_qs;
        QTest::newRow("MTE at its roof") << 0.20 << 0.30 << 0.70 << 0.75 << Category::MteBound << u"mte2"_qs;
        QTest::newRow("everything idle") << 0.38 << 0.50 << 0.30 << 0.58 << Category::InsufficientParallelism
                                         << u"mte2"_qs;
        QTest::newRow("vector busy, slow")
            << 0.14 << 0.84 << 0.10 << 0.20 << Category::InefficientCompute << u"vector"_qs;
        QTest::newRow("MTE busy, slow") << 0.10 << 0.20 << 0.50 << 0.94 << Category::InefficientMte << u"mte2"_qs;
        // threshold edges: U exactly at the threshold is bound; R exactly at it is busy
        QTest::newRow("U at the edge") << 0.65 << 0.70 << 0.1 << 0.1 << Category::ComputeBound << u"vector"_qs;
        QTest::newRow("U just below") << 0.6499 << 0.70 << 0.1 << 0.1 << Category::InsufficientParallelism
                                      << u"vector"_qs;
        QTest::newRow("R at the edge") << 0.30 << 0.80 << 0.1 << 0.1 << Category::InefficientCompute << u"vector"_qs;
        QTest::newRow("R just below") << 0.30 << 0.7999 << 0.1 << 0.1 << Category::InsufficientParallelism
                                      << u"vector"_qs;
    }
    void eachCategoryFromItsRule()
    {
        QFETCH(double, uVec);
        QFETCH(double, rVec);
        QFETCH(double, uMte);
        QFETCH(double, rMte);
        QFETCH(Category, expected);
        QFETCH(QString, bound);
        const OperatorResult r = classifyOne(vectorOp(uVec, rVec, uMte, rMte));
        QCOMPARE(categoryId(r.category), categoryId(expected));
        QVERIFY(r.boundComponent);
        QCOMPARE(r.boundComponent->toString(), bound);
        QCOMPARE(r.uThreshold, 0.65);
        QVERIFY(!evidenceOfOne(vectorOp(uVec, rVec, uMte, rMte)).isEmpty());
    }

    void cubeOperatorsUseTheHigherUtilisationThreshold()
    {
        // U = 0.70 on the Cube: bound for a vector op's 0.65, not for a cube op's 0.80.
        const Operator op = makeOperator(u"mm"_qs, 100.0,
                                         {sample(ComponentId::Cube, 90.0, {{u"fp16"_qs, 0.70 * 100.0 * 1e6}})});
        const OperatorResult r = classifyOne(op);
        QVERIFY(r.usesCube);
        QCOMPARE(r.uThreshold, 0.80);
        QCOMPARE(r.category, Category::InefficientCompute);
        Thresholds lower;
        lower.uCubeOps = 0.70;
        QCOMPARE(classifyOne(op, lower).category, Category::ComputeBound);
    }

    void busyWithoutWorkIsUnresolved()
    {
        const OperatorResult r = classifyOne(makeOperator(u"b"_qs, 10.0, {sample(ComponentId::Mte2, 9.0)}));
        QCOMPARE(r.category, Category::BusyUnresolved);
        QCOMPARE(r.boundComponent->id, ComponentId::Mte2);
        QVERIFY(evidenceOfOne(makeOperator(u"b"_qs, 10.0, {sample(ComponentId::Mte2, 9.0)})).contains(u"90.0%"_qs));
    }

    void noCountersMeansNoPmuDataAndNonAiCoreIsNotApplicable()
    {
        QCOMPARE(classifyOne(makeOperator(u"n"_qs, 10.0, {})).category, Category::NoPmuData);
        QCOMPARE(classifyOne(makeOperator(u"hccl"_qs, 10.0, {}, TaskType::Communication)).category,
                 Category::NotApplicable);
        QCOMPARE(classifyOne(makeOperator(u"cpu"_qs, 10.0, {}, TaskType::AiCpu)).category, Category::NotApplicable);
    }

    void evidenceNamesTheNumbersThatDecided()
    {
        const OperatorResult r = classifyOne(vectorOp(0.3842, 0.40, 0.30, 0.5868));
        QCOMPARE(r.category, Category::InsufficientParallelism);
        const QString evidence = evidenceOfOne(vectorOp(0.3842, 0.40, 0.30, 0.5868));
        QVERIFY2(evidence.contains(u"58.7%"_qs), qPrintable(evidence));
        QVERIFY2(evidence.contains(u"38.4%"_qs), qPrintable(evidence));
        QVERIFY2(evidence.contains(u"80.0%"_qs), qPrintable(evidence));
    }

    void gainIsTheTimeSavedAtTheThresholdOrTheRoof()
    {
        // Vector op, best U 0.325 -> reaching 0.65 halves the time: gain 50 of 100 µs.
        const OperatorResult ip = classifyOne(vectorOp(0.325, 0.5, 0.1, 0.2));
        QVERIFY(qFuzzyCompare(*ip.estimatedGainUs, 50.0));
        // Bound at U 0.9 -> the roof is 10% away.
        const OperatorResult bound = classifyOne(vectorOp(0.9, 0.95, 0.1, 0.2));
        QVERIFY(qFuzzyCompare(*bound.estimatedGainUs, 10.0));
        // Ratio-only data: R 0.4 against R_thr 0.8.
        const OperatorResult ratio = classifyOne(makeOperator(u"r"_qs, 100.0, {sample(ComponentId::Mte2, 40.0)}));
        QVERIFY(qFuzzyCompare(*ratio.estimatedGainUs, 50.0));
        QVERIFY(!classifyOne(makeOperator(u"n"_qs, 10.0, {})).estimatedGainUs);
    }
};

QTEST_GUILESS_MAIN(TestClassifier)
#include "tst_classifier.moc"
