// SPDX-License-Identifier: GPL-3.0-or-later
// Comparison: speedups, verdicts against the noise threshold, categories before → after,
// the ranking of changes, the regression gate's selection and loading both runs from disk.
#include "core/compare/comparetestutil.h"
#include "core/compare/kerneldeltas.h"
#include "core/workflow/workflow.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace rl;
using namespace rl::test;

Q_DECLARE_METATYPE(rl::DeltaVerdict)

namespace {

Comparison compareDurations(const std::vector<double> &before, const std::vector<double> &after, double noisePct = 5.0)
{
    QStringList names;
    for (size_t i = 0; i < before.size(); ++i)
        names << u"op%1:Add:4"_qs.arg(i);
    CompareOptions o;
    o.noiseThresholdPct = noisePct;
    return compareAnalyses(analysisOf(names, before), analysisOf(names, after), o);
}

QByteArray profileJson(const QStringList &names, const std::vector<double> &durations)
{
    QByteArray ops;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const double d = durations[size_t(i)];
        ops += (i ? ",\n" : "")
            + u"{ \"name\": \"%1\", \"type\": \"Add\", \"core_type\": \"AI_CORE\", \"duration_us\": %2, "
              "\"components\": { \"vector\": { \"busy_us\": %3 } } }"_qs.arg(names[i])
                  .arg(d)
                  .arg(d * 0.9)
                  .toUtf8();
    }
    return R"({ "schema": "rooflens.profile/1", "hardware": "ascend910b2", "operators": [)" + ops + "] }";
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &data)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(data);
    return f.fileName();
}

} // namespace

class TestComparison : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kernelsAreMatchedByNameTypeAndShapesWithTheirCallsUnderThem()
    {
        // Before: mm called 3 times (30 µs), add twice; after: mm 3 times faster, add gone, cast new.
        const auto before = analysisOf(
            {u"mm:MatMul:8,8"_qs, u"add:Add:4"_qs, u"mm:MatMul:8,8"_qs, u"mm:MatMul:8,8"_qs, u"add:Add:4"_qs},
            {10.0, 2.0, 10.0, 10.0, 2.0});
        const auto after = analysisOf(
            {u"mm:MatMul:8,8"_qs, u"mm:MatMul:8,8"_qs, u"mm:MatMul:8,8"_qs, u"cast:Cast:4"_qs}, {3.0, 3.0, 4.0, 1.0});
        const Comparison c = compareAnalyses(before, after);
        const std::vector<KernelDelta> kernels = kernelDeltas(c);
        QCOMPARE(kernels.size(), size_t(3));
        const KernelDelta &mm = kernels.front(); // the largest change in total time
        QCOMPARE(mm.name, u"mm"_qs);
        QVERIFY(mm.isMatched());
        QCOMPARE(mm.baselineCalls, 3);
        QCOMPARE(mm.candidateCalls, 3);
        QCOMPARE(mm.baselineUs, 30.0);
        QCOMPARE(mm.candidateUs, 10.0);
        QCOMPARE(*mm.speedup, 3.0);
        QCOMPARE(mm.verdict, DeltaVerdict::Improvement);
        QCOMPARE(mm.deltas.size(), size_t(3)); // its calls' matches
        for (int d : mm.deltas)
            QCOMPARE(before->op(c.deltas[size_t(d)].match.baselineIndex).name, u"mm"_qs);
        const auto find = [&](const QString &name) {
            return std::find_if(kernels.begin(), kernels.end(), [&](const KernelDelta &k) { return k.name == name; });
        };
        const auto add = find(u"add"_qs), cast = find(u"cast"_qs);
        QVERIFY(add != kernels.end() && cast != kernels.end());
        QCOMPARE(add->candidateGroup, -1);
        QCOMPARE(add->baselineUs, 4.0);
        QVERIFY(!add->speedup);
        QCOMPARE(cast->baselineGroup, -1);
        QCOMPARE(cast->candidateCalls, 1);
    }

    void speedupIsBaselineOverCandidateForTotalsAndMatches()
    {
        const Comparison c = compareDurations({100.0, 50.0}, {50.0, 100.0});
        QCOMPARE(c.baselineTotals.totalDurationUs, 150.0);
        QCOMPARE(c.candidateTotals.totalDurationUs, 150.0);
        QCOMPARE(*c.speedup, 1.0);
        QCOMPARE(c.deltas.size(), size_t(2));
        QCOMPARE(*c.deltas[0].speedup, 2.0);
        QCOMPARE(*c.deltas[1].speedup, 0.5);
        QCOMPARE(*c.deltas[0].changePct, -50.0);
        QCOMPARE(*c.deltas[1].changePct, 100.0);
        QCOMPARE(c.deltas[1].deltaUs(), 50.0);
    }

    void verdictFollowsTheNoiseThreshold_data()
    {
        QTest::addColumn<double>("after");
        QTest::addColumn<double>("noise");
        QTest::addColumn<DeltaVerdict>("verdict");
        QTest::newRow("10 % slower, 5 % noise") << 110.0 << 5.0 << DeltaVerdict::Regression;
        QTest::newRow("10 % slower, 20 % noise") << 110.0 << 20.0 << DeltaVerdict::Unchanged;
        QTest::newRow("exactly at the threshold is noise") << 105.0 << 5.0 << DeltaVerdict::Unchanged;
        QTest::newRow("10 % faster, 5 % noise") << 90.0 << 5.0 << DeltaVerdict::Improvement;
        QTest::newRow("same time") << 100.0 << 0.0 << DeltaVerdict::Unchanged;
        QTest::newRow("any change with zero noise") << 100.5 << 0.0 << DeltaVerdict::Regression;
    }
    void verdictFollowsTheNoiseThreshold()
    {
        QFETCH(double, after);
        QFETCH(double, noise);
        const Comparison c = compareDurations({100.0}, {after}, noise);
        QTEST(c.deltas[0].verdict, "verdict");
    }

    void categoriesAndLimitingComponentsComeFromEachRun()
    {
        // Same vector work; a longer run makes it busy (R ≥ 0.8) but slow → inefficient.
        auto before = profileOf({u"v:Add:4"_qs});
        auto after = profileOf({u"v:Add:4"_qs});
        before->operators[0] = describedOperator(u"v:Add:4"_qs, 10.0, 0.3);
        after->operators[0] = describedOperator(u"v:Add:4"_qs, 10.0, 0.95);
        const Comparison c = compareAnalyses(analysisOf(before), analysisOf(after));
        const OperatorDelta &d = c.deltas[0];
        QCOMPARE(d.baselineCategory, c.baseline->operators[0].category);
        QCOMPARE(d.candidateCategory, c.candidate->operators[0].category);
        QVERIFY(d.baselineCategory != d.candidateCategory);
        QCOMPARE(d.candidateLimit.key, c.candidate->operators[0].boundComponent);
        QVERIFY(d.candidateLimit.key.has_value());
        const ComponentResult *limit = c.candidate->operators[0].component(*d.candidateLimit.key);
        QCOMPARE(d.candidateLimit.U, limit->U());
        QCOMPARE(d.candidateLimit.R, limit->R());
        QCOMPARE(c.baselineTotals.categoryTimeShare.value(d.baselineCategory), 1.0);
        QCOMPARE(c.candidateTotals.categoryTimeShare.value(d.candidateCategory), 1.0);
    }

    void topChangesAreRankedByTimeNotByPercent()
    {
        // op0: +100 % of 10 µs (10 µs); op1: +20 % of 100 µs (20 µs); op2 −50 % of 40; op3 −10 % of 1000.
        const Comparison c = compareDurations({10.0, 100.0, 40.0, 1000.0}, {20.0, 120.0, 20.0, 900.0});
        QCOMPARE(c.topRegressions(5), (std::vector<int>{1, 0}));
        QCOMPARE(c.topImprovements(5), (std::vector<int>{3, 2}));
        QCOMPARE(c.topImprovements(1), std::vector<int>{3});
    }

    void slowerThanSelectsOperatorsBeyondThePercentage_data()
    {
        QTest::addColumn<double>("pct");
        QTest::addColumn<int>("count");
        QTest::newRow("gate at 5 %") << 5.0 << 2;
        QTest::newRow("gate at 15 %") << 15.0 << 1;
        QTest::newRow("gate at 50 %") << 50.0 << 1; // the zero-time baseline is slower by any percentage
    }
    void slowerThanSelectsOperatorsBeyondThePercentage()
    {
        QFETCH(double, pct);
        const Comparison c = compareDurations({100.0, 100.0, 0.0, 100.0}, {110.0, 100.0, 5.0, 80.0});
        QTEST(int(c.slowerThan(pct).size()), "count");
        QVERIFY(!c.deltas[2].changePct.has_value());
        QCOMPARE(*c.deltas[2].speedup, 0.0);
    }

    void aZeroTimeCandidateHasNoSpeedup()
    {
        const Comparison c = compareDurations({10.0}, {0.0});
        QVERIFY(!c.deltas[0].speedup.has_value());
        QVERIFY(!c.speedup.has_value());
        QCOMPARE(c.deltas[0].verdict, DeltaVerdict::Improvement);
    }

    void recompareAppliesOverridesAndKeepsPaths()
    {
        Comparison c = compareDurations({10.0, 20.0}, {10.0, 20.0});
        c.baselineTotals.paths = QStringList{u"/before"_qs};
        QCOMPARE(c.deltas.size(), size_t(2));
        CompareOptions o = c.options;
        o.overrides.unmatch(1, 1);
        const Comparison r = recompare(c, o);
        QCOMPARE(r.deltas.size(), size_t(1));
        QCOMPARE(r.unmatchedBaseline, std::vector<int>{1});
        QCOMPARE(r.unmatchedCandidate, std::vector<int>{1});
        QCOMPARE(r.baselineTotals.paths, QStringList{u"/before"_qs});
        QCOMPARE(r.deltaOfBaseline(0), 0);
        QCOMPARE(r.deltaOfBaseline(1), -1);
        QCOMPARE(r.deltaOfCandidate(0), 0);
    }

    void compareWorkloadsLoadsBothRunsFromDisk()
    {
        QTemporaryDir dir;
        const QString before = writeFile(dir, u"before.json"_qs, profileJson({u"a"_qs, u"b"_qs}, {100.0, 40.0}));
        const QString after = writeFile(dir, u"after.json"_qs, profileJson({u"a"_qs, u"b"_qs}, {50.0, 40.0}));
        CompareRequest request;
        request.baselinePaths = QStringList{before};
        request.candidatePaths = QStringList{after};
        QStringList stages;
        Progress progress([&](int, const QString &stage) {
            if (!stages.contains(stage))
                stages << stage;
        });
        const auto c = Workflow::builtin().compare(request, progress);
        QVERIFY2(c.ok(), qPrintable(c.ok() ? QString() : c.error().toString()));
        QCOMPARE(c->baselineTotals.paths, QStringList{before});
        QCOMPARE(c->candidateTotals.paths, QStringList{after});
        QCOMPARE(*c->speedup, 140.0 / 90.0);
        QCOMPARE(c->deltas.size(), size_t(2));
        QCOMPARE(c->baseline->hardware.id, u"ascend910b2"_qs);
    }

    void compareWorkloadsNamesTheRunThatCannotBeRead()
    {
        QTemporaryDir dir;
        const QString good = writeFile(dir, u"good.json"_qs, profileJson({u"a"_qs}, {1.0}));
        const QString bad = writeFile(dir, u"bad.json"_qs, "{ \"schema\": \"rooflens.profile/1\", \"operators\": [ ");
        CompareRequest request;
        request.baselinePaths = QStringList{good};
        request.candidatePaths = QStringList{bad};
        const auto c = Workflow::builtin().compare(request, nullProgress());
        QVERIFY(!c.ok());
        QVERIFY2(c.error().toString().contains(u"bad.json"), qPrintable(c.error().toString()));
        QVERIFY(c.error().kind != Error::Kind::Usage);
    }
};

QTEST_GUILESS_MAIN(TestComparison)
#include "tst_comparison.moc"
