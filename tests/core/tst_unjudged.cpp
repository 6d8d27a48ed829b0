// SPDX-License-Identifier: GPL-3.0-or-later
// Operators whose bound cannot be told (core/analysis/unjudged.h): which they are, what would
// decide each (the data to collect or the input to check), and the lists longest first.
#include "core/analysis/unjudged.h"
#include "core/roofline/memorylevelfixture.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

std::shared_ptr<Analysis> analysed(std::vector<Operator> operators)
{
    auto profile = std::make_shared<Profile>();
    profile->operators = std::move(operators);
    AnalyzeOptions options;
    options.estimateWork = false;
    return std::make_shared<Analysis>(analyze(profile, roundChip(), options, AdviceCatalog::builtin()));
}

} // namespace

class TestUnjudged : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void busyUnresolvedWithUnknownWorkAsksForTheWorkCounts()
    {
        const auto a = memoryLevelAnalysis();
        const OperatorResult &r = a->operators[5]; // busy_only: Vector busy, no work counted
        QCOMPARE(r.category, Category::BusyUnresolved);
        QVERIFY(isUnjudged(r));
        const WhatWouldDecide d = whatWouldDecide(*a, 5);
        QVERIFY(d.workCounts);
        QVERIFY(!d.busyTimes);
        QVERIFY(d.wrongInput.isEmpty());
        QCOMPARE(d.text(), u"collect ArithmeticUtilization / Memory (work counts)"_qs);
    }

    void missingBusyTimesAskForPipeUtilization()
    {
        // MTE2 moving 1.5 × its peak with no busy time anywhere: impossible, and nothing says
        // which component was busiest.
        auto a = analysed(
            {makeOperator(u"no_busy"_qs, 100.0, {sample(ComponentId::Mte2, std::nullopt, {{u"gm_to_ub"_qs, 1.5e6}})})});
        OperatorResult &r = a->operators[0];
        r.implausible = true;
        r.estimatedGainUs = OptionalNumber();
        const WhatWouldDecide d = whatWouldDecide(*a, 0);
        QVERIFY(d.busyTimes);
        QVERIFY(d.text().contains(u"collect PipeUtilization (busy times)"_qs));
        QVERIFY(!d.wrongInput.isEmpty()); // and the input that must be wrong
    }

    void implausibleMeasuredWorkNamesTheInputThatMustBeWrong()
    {
        const auto a = memoryLevelAnalysis();
        const OperatorResult &r = a->operators[6]; // Vector at 1.5 × its peak, counted
        QVERIFY(isUnjudged(r));
        const WhatWouldDecide d = whatWouldDecide(*a, 6);
        QVERIFY2(d.wrongInput.contains(u"1000 MHz"_qs), qPrintable(d.wrongInput)); // the clock among the suspects
        QVERIFY(!d.workCounts); // the work was counted: counting again settles nothing
        QVERIFY(!d.busyTimes);
        QVERIFY(d.text().startsWith(u"check the input: "_qs));
    }

    void implausibleEstimatedWorkAsksForTheCountsToo()
    {
        Operator op = makeOperator(u"est"_qs, 20.0, {sample(ComponentId::Vector, 19.0, {{u"fp16"_qs, 3e6}})});
        op.type = u"Mul"_qs;
        op.workSource = WorkSource::Estimated;
        auto a = analysed({op});
        a->operators[0].implausible = true;
        const WhatWouldDecide d = whatWouldDecide(*a, 0);
        QVERIFY2(d.wrongInput.contains(u"estimated"_qs), qPrintable(d.wrongInput));
        QVERIFY(d.workCounts);
    }

    void aMissingPeakIsNamed()
    {
        // Cube work in int4, which the round chip has no peak for: U unknown though counted.
        auto a = analysed({makeOperator(u"int4_mm"_qs, 50.0, {sample(ComponentId::Cube, 45.0, {{u"int4"_qs, 1e7}})})});
        const OperatorResult &r = a->operators[0];
        QCOMPARE(r.category, Category::BusyUnresolved);
        const WhatWouldDecide d = whatWouldDecide(*a, 0);
        QCOMPARE(d.missingPeak, u"Cube int4"_qs);
        QVERIFY(!d.workCounts);
        QVERIFY(d.text().contains(u"Cube int4"_qs));
    }

    void anOperatorWhoseBoundCanBeToldNeedsNothing()
    {
        const auto a = memoryLevelAnalysis();
        for (int i : {0, 1, 2, 3, 4}) {
            QVERIFY(!isUnjudged(a->operators[size_t(i)]));
            QVERIFY(whatWouldDecide(*a, i).isEmpty());
        }
        QVERIFY(whatWouldDecide(*a, 99).isEmpty()); // out of range
    }

    void theListsAreLongestFirst()
    {
        const auto a = memoryLevelAnalysis();
        QCOMPARE(unjudgedByTime(*a, 10), (std::vector<int>{5, 6})); // 300 µs, then 20 µs
        QCOMPARE(unjudgedByTime(*a, 1), (std::vector<int>{5}));
        const UnjudgedTotals t = unjudgedTotals(*a);
        QCOMPARE(t.count, 2);
        QCOMPARE(t.timeUs, 320.0);
        QCOMPARE(unjudgedWithGain(*a), size_t(0));
        // Each operator is a kernel of its own here.
        const std::vector<int> groups = unjudgedGroupsByTime(*a, 10);
        QCOMPARE(groups.size(), size_t(2));
        QCOMPARE(unjudgedRepresentative(*a, a->groups[size_t(groups[0])]), 5);
        QCOMPARE(unjudgedRepresentative(*a, a->groups[size_t(groups[1])]), 6);
    }
};

QTEST_MAIN(TestUnjudged)
#include "tst_unjudged.moc"
