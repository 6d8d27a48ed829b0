// SPDX-License-Identifier: GPL-3.0-or-later
// Which memory level served an operator's GM-side bytes (core/hierarchy/README.md): each rule
// on a generated kernel of the round chip, where every figure is worked out by hand.
#include "core/analysis/analyzer.h"
#include "core/hierarchy/l2hitrate.h"
#include "core/hierarchy/memorylevel.h"
#include "core/report/analysisjson.h"
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// The round chip (1 GHz, every GM path 10 B/cycle) with a 10 GB/s HBM and a 40 GB/s, 1 MB L2.
HardwareSpec roundChipWithHierarchy()
{
    QJsonObject o = roundChip().json;
    o.insert(
        u"memory"_qs,
        QJsonObject{
            {u"gm"_qs,
             QJsonObject{{u"bandwidth_gbs"_qs, QJsonObject{{u"default"_qs, 10}}}, {u"variant"_qs, u"default"_qs}}},
            {u"l2"_qs, QJsonObject{{u"bandwidth_gbs"_qs, QJsonObject{{u"default"_qs, 40}}}, {u"capacity_mb"_qs, 1}}}});
    return parseHardwareSpec(o).value();
}

// An element-wise kernel of 100 µs on 4 blocks whose GM-side bytes keep HBM at `gmU` (its
// per-core MTE2 always busy), with one FLOAT16 input and output of `elements` each.
Operator elementwise(double gmU, qint64 elements = 1024)
{
    const double bytes = gmU * 10.0 * 1e3 * 100.0; // U × 10 GB/s × 100 µs
    Operator op = makeOperator(u"aclnnAdd_AddAiCore_Add"_qs, 100.0,
                               {sample(ComponentId::Vector, 30.0, {{u"fp16"_qs, 1e5}}),
                                sample(ComponentId::Mte2, 100.0, {{u"gm_to_ub"_qs, bytes / 2}}),
                                sample(ComponentId::Mte3, 60.0, {{u"ub_to_gm"_qs, bytes / 2}})});
    op.type = u"Add"_qs;
    op.blockDim = 4;
    const TensorDesc tensor{QString::number(elements), u"FLOAT16"_qs, u"ND"_qs};
    op.inputs = {tensor};
    op.outputs = {tensor};
    return op;
}

Analysis analyseOne(Operator op)
{
    auto profile = std::make_shared<Profile>();
    profile->operators.push_back(std::move(op));
    AnalyzeOptions options;
    options.estimateWork = false;
    return analyze(profile, roundChipWithHierarchy(), options, AdviceCatalog::builtin());
}

const ComponentResult &level(const OperatorResult &r, ComponentId id)
{
    const ComponentResult *c = r.component(ComponentKey{id, Side::None});
    Q_ASSERT(c);
    return *c;
}

// The largest share of a roof any sentence states, in percent.
double largestPercent(const QString &text)
{
    double largest = 0.0;
    static const QRegularExpression number(u"(\\d+(?:\\.\\d+)?)%"_qs);
    for (auto it = number.globalMatch(text); it.hasNext();)
        largest = std::max(largest, it.next().captured(1).toDouble());
    return largest;
}

bool hasAdvice(const Analysis &a, const OperatorResult &r, const QString &id)
{
    for (const AdviceHit &h : a.adviceOf(r)) {
        if (h.id() == id)
            return true;
    }
    return false;
}

} // namespace

class TestMemoryLevel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theLevelRulesInTheirOrder()
    {
        const std::optional<double> capacity = 1e6;
        // A measured hit rate decides whatever else is known.
        QCOMPARE(decideServedFrom(0.9, 0.2, 5e6, capacity), ServedFrom::L2);
        QCOMPARE(decideServedFrom(0.1, 2.0, 1e3, capacity), ServedFrom::Gm);
        // Without one, bytes/time above the HBM roof proves L2, even for a large working set.
        QCOMPARE(decideServedFrom({}, 1.2, 5e6, capacity), ServedFrom::L2);
        QCOMPARE(decideServedFrom({}, 1.04, 5e6, capacity), ServedFrom::Gm);
        QCOMPARE(decideServedFrom({}, 0.5, 1e3, capacity), ServedFrom::Unknown);
        QCOMPARE(decideServedFrom({}, 0.5, {}, capacity), ServedFrom::Unknown);
        QCOMPARE(decideServedFrom({}, 0.5, 5e6, std::nullopt), ServedFrom::Unknown);
    }

    void theEffectiveRoofMixesTheLevelsByTheHitRate()
    {
        QCOMPARE(effectiveBandwidthGbs(0.0, 40.0, 10.0), 10.0);
        QCOMPARE(effectiveBandwidthGbs(1.0, 40.0, 10.0), 40.0);
        // Half the bytes at 40, half at 10: 1 / (0.5/40 + 0.5/10) = 16 GB/s.
        QVERIFY(qFuzzyCompare(effectiveBandwidthGbs(0.5, 40.0, 10.0), 16.0));
    }

    void anElementwiseKernelAboveTheHbmRoofIsJudgedOnL2()
    {
        const Analysis a = analyseOne(elementwise(2.0));
        const OperatorResult &r = a.operators.front();
        QCOMPARE(r.servedFrom, ServedFrom::L2);
        QVERIFY(qFuzzyCompare(*level(r, ComponentId::Gm).U(), 2.0));
        QVERIFY(qFuzzyCompare(*level(r, ComponentId::L2).U(), 0.5)); // 2 MB / 40 GB/s / 100 µs
        // Not memory bound and not implausible: the HBM figure is the proof, not a finding.
        QVERIFY(!r.implausible);
        QVERIFY(r.category != Category::MteBound);
        QVERIFY(a.diagnostics.isEmpty());
        const QString evidence = a.evidenceOf(r);
        QVERIFY2(evidence.contains(u"L2 served the GM-side bytes"_qs), qPrintable(evidence));
        QVERIFY2(evidence.contains(u"L2 at 50.0% of 40 GB/s"_qs), qPrintable(evidence));
        QVERIFY2(largestPercent(evidence) <= 105.0, qPrintable(evidence));
        // Its gain is measured against the L2 roof: 100 µs × (1 − 0.5 / 0.65).
        QVERIFY(r.estimatedGainUs);
        QVERIFY(qFuzzyCompare(*r.estimatedGainUs, 100.0 * (1.0 - 0.5 / 0.65)));
        // Fusion, not "raise the bandwidth utilisation".
        QVERIFY(hasAdvice(a, r, u"l2_small_kernel"_qs));
    }

    void aStreamingKernelLargerThanL2StaysHbmBound()
    {
        const Analysis a = analyseOne(elementwise(0.83, 1024 * 1024)); // 2 MB in, 2 MB out
        const OperatorResult &r = a.operators.front();
        QCOMPARE(r.servedFrom, ServedFrom::Gm);
        QVERIFY(qFuzzyCompare(*r.workingSetBytes, 4.0 * 1024 * 1024));
        QCOMPARE(r.category, Category::MteBound);
        QCOMPARE(r.boundComponent->id, ComponentId::Gm);
        const QString evidence = a.evidenceOf(r);
        QVERIFY2(evidence.contains(u"HBM at 83.0% of 10 GB/s"_qs), qPrintable(evidence));
        QVERIFY2(evidence.contains(u"working set 4.0 MB, larger than L2's 1 MB"_qs), qPrintable(evidence));
        QVERIFY(!hasAdvice(a, r, u"l2_small_kernel"_qs));
    }

    void anUnknownLevelGivesBothShares()
    {
        const Analysis a = analyseOne(elementwise(0.8)); // 4 kB working set: fits L2
        const OperatorResult &r = a.operators.front();
        QCOMPARE(r.servedFrom, ServedFrom::Unknown);
        QCOMPARE(r.boundComponent->id, ComponentId::Gm); // judged as if from HBM, and says so
        const QString evidence = a.evidenceOf(r);
        QVERIFY2(evidence.contains(u"HBM at 80.0% of 10 GB/s if the bytes came from HBM"_qs), qPrintable(evidence));
        QVERIFY2(evidence.contains(u"L2 at 20.0% of 40 GB/s if from L2"_qs), qPrintable(evidence));
    }

    void bytesNoLevelCanMoveMakeTheOperatorImplausible()
    {
        // 5 × HBM is 1.25 × L2: no level could have served these bytes in this time.
        const Analysis a = analyseOne(elementwise(5.0));
        const OperatorResult &r = a.operators.front();
        QCOMPARE(r.servedFrom, ServedFrom::L2);
        QVERIFY(r.implausible);
        QVERIFY(!r.estimatedGainUs);
        QVERIFY(r.boundComponent);
        QVERIFY(!isChipMemory(r.boundComponent->id));
        const QString evidence = a.evidenceOf(r);
        QVERIFY2(evidence.contains(u"Not judged on L2"_qs), qPrintable(evidence));
        QVERIFY2(evidence.contains(u"byte count or the wall time"_qs), qPrintable(evidence));
        QVERIFY2(largestPercent(evidence) <= 105.0, qPrintable(evidence));
        QVERIFY(mentions(a.diagnostics, u"U = 1.25 on l2"_qs));
    }

    void aMeasuredHitRateMovesTheRoof()
    {
        Operator op = elementwise(1.2);
        op.metrics.insert(u"aiv_total_hit_rate"_qs, 50.0); // percent, as the L2Cache group writes it
        const Analysis a = analyseOne(op);
        const OperatorResult &r = a.operators.front();
        QVERIFY(qFuzzyCompare(*r.l2HitRate, 0.5));
        QCOMPARE(r.servedFrom, ServedFrom::L2);
        // 1.2 MB... 12 GB/s achieved against the 16 GB/s roof of half hits: U 0.75.
        QVERIFY(qFuzzyCompare(*level(r, ComponentId::L2).U(), 0.75));
        QCOMPARE(MemoryLevelJudge(roundChipWithHierarchy()).roofGbs(r, level(r, ComponentId::L2)), 16.0);
        QCOMPARE(r.category, Category::MteBound);
        QCOMPARE(r.boundComponent->id, ComponentId::L2);
        QVERIFY2(a.evidenceOf(r).contains(u"measured L2 hit rate 50.0%"_qs), qPrintable(a.evidenceOf(r)));
    }

    void hitCountsWinOverTheRateColumns()
    {
        Operator op = elementwise(0.5);
        op.metrics.insert(u"aic_total_hit_rate"_qs, 90.0);
        op.metrics.insert(u"aic_r0_read_cache_hit"_qs, 10.0);
        op.metrics.insert(u"aic_r0_read_cache_miss_allocate"_qs, 30.0);
        op.metrics.insert(u"aiv_write_cache_hit"_qs, 0.0);
        op.metrics.insert(u"aiv_write_cache_miss_allocate"_qs, 60.0);
        const Analysis a = analyseOne(op);
        QVERIFY(qFuzzyCompare(*a.operators.front().l2HitRate, 0.1)); // 10 of 100 accesses hit
        QCOMPARE(a.operators.front().servedFrom, ServedFrom::Gm);
    }

    void rowsSharingOneListOfNamesReadTheirOwnHitRate()
    {
        // A table's rows share one list of metric names (MetricMap::shareNames); whether a list
        // holds any hit-rate input is remembered per thread, so lists with and without one,
        // alternating, must each give what their own numbers say.
        const auto row = [](bool withRate, double percent) {
            Operator op = elementwise(1.2);
            for (int i = 0; i < 12; ++i)
                op.metrics.insert(u"aiv_other_%1"_qs.arg(i, 2, 10, QChar(u'0')), i);
            if (withRate)
                op.metrics.insert(u"aiv_total_hit_rate"_qs, percent);
            op.metrics.shareNames();
            return op;
        };
        for (int round = 0; round < 2; ++round) {
            const Operator with = row(true, 50.0), without = row(false, 0.0), other = row(true, 25.0);
            QVERIFY(with.metrics.sharesNamesWith(other.metrics));
            QVERIFY(qFuzzyCompare(*metricL2HitRate(with), 0.5));
            QVERIFY(!metricL2HitRate(without));
            QVERIFY(qFuzzyCompare(*metricL2HitRate(other), 0.25));
        }
    }

    void theJsonCarriesTheLevelOnBothComponents()
    {
        const Analysis a = analyseOne(elementwise(2.0));
        const QJsonObject op =
            QJsonDocument::fromJson(analysisToJson(a)).object().value(u"operators").toArray()[0].toObject();
        const QJsonObject components = op.value(u"components").toObject();
        const QJsonObject gm = components.value(u"gm").toObject(), l2 = components.value(u"l2").toObject();
        QCOMPARE(gm.value(u"served_from").toString(), u"l2"_qs);
        QCOMPARE(l2.value(u"served_from").toString(), u"l2"_qs);
        QCOMPARE(gm.value(u"working_set_bytes").toDouble(), 4096.0);
        QVERIFY(gm.value(u"l2_hit_rate").isNull());
        QCOMPARE(l2.value(u"bandwidth_gbs").toDouble(), 40.0);
        QVERIFY(op.value(u"bound_component").toString() != u"gm"_qs);
        QVERIFY(!op.contains(u"implausible"));
    }
};

QTEST_GUILESS_MAIN(TestMemoryLevel)
#include "tst_memorylevel.moc"
