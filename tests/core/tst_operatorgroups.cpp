// SPDX-License-Identifier: GPL-3.0-or-later
// Operators grouped by name, type and input shapes: the figures per group, and the groups in
// the analysis JSON with the calls they hold.
#include "core/analysis/analyzer.h"
#include "core/analysis/operatorgroups.h"
#include "core/report/analysisjson.h"
#include "core/roofline/kernelroofline.h"
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// An MTE2-only operator of `durationUs` whose U on MTE2 is `u` and R 0.9, on the round chip
// (10 B/cycle at 1000 MHz: 10,000 bytes per microsecond).
Operator transfer(const QString &name, const QString &shapes, double durationUs, double u)
{
    Operator op = makeOperator(name, durationUs,
                               {sample(ComponentId::Mte2, 0.9 * durationUs, {{u"gm_to_ub"_qs, u * durationUs * 1e4}})});
    for (const QString &shape : shapes.split(u'|', Qt::SkipEmptyParts))
        op.inputs.push_back(TensorDesc{shape, u"FLOAT16"_qs, u"ND"_qs});
    return op;
}

// A Cube operator of `durationUs` fed by MTE2: `flops` fp16 operations over `bytes` read.
Operator matmul(const QString &name, double durationUs, double flops, double bytes)
{
    Operator op = makeOperator(name, durationUs,
                               {sample(ComponentId::Cube, 0.9 * durationUs, {{u"fp16"_qs, flops}}),
                                sample(ComponentId::Mte2, 0.5 * durationUs, {{u"gm_to_l1"_qs, bytes}})});
    op.inputs.push_back(TensorDesc{u"64,64"_qs, u"FLOAT16"_qs, u"ND"_qs});
    return op;
}

Analysis analysisOf(std::vector<Operator> operators)
{
    auto profile = std::make_shared<Profile>();
    profile->operators = std::move(operators);
    return analyze(profile, roundChip(), {}, AdviceCatalog::builtin());
}

} // namespace

class TestOperatorGroups : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void callsWithTheSameNameTypeAndShapesAreOneGroupWithTimeWeightedFigures()
    {
        const Analysis a = analysisOf(
            {transfer(u"mm"_qs, u"8,8|8,8"_qs, 10.0, 0.5), transfer(u"mm"_qs, u"16,16|16,16"_qs, 5.0, 0.5),
             transfer(u"mm"_qs, u"8,8|8,8"_qs, 30.0, 0.2), transfer(u"add"_qs, QString(), 1.0, 0.1)});
        const std::vector<OperatorGroup> groups = groupOperators(a);
        QCOMPARE(groups.size(), size_t(3));
        const OperatorGroup &g = groups.front(); // most total time first
        QCOMPARE(g.name, u"mm"_qs);
        QCOMPARE(g.inputShapes, u"8,8;8,8"_qs);
        QCOMPARE(g.calls, (std::vector<int>{0, 2})); // in input order, not contiguous
        QCOMPARE(g.totalUs, 40.0);
        QCOMPARE(g.minUs, 10.0);
        QCOMPARE(g.maxUs, 30.0);
        QCOMPARE(g.meanUs(), 20.0);
        QCOMPARE(g.spread, 2.0);
        QCOMPARE(g.share, 40.0 / 46.0);
        QVERIFY(g.u && std::abs(*g.u - (10.0 * 0.5 + 30.0 * 0.2) / 40.0) < 1e-12);
        QVERIFY(g.r && std::abs(*g.r - 0.9) < 1e-12);
        QCOMPARE(g.category, a.operators[2].category); // the category of most time
        QCOMPARE(groups[1].inputShapes, u"16,16;16,16"_qs);
        QCOMPARE(groups[2].name, u"add"_qs);
        QCOMPARE(groups[2].inputShapes, QString());
    }

    // Calls of a table share one copy of their name, type and inputs, and are grouped by where
    // those live; a call with its own copies of the same text is still the same kernel.
    void callsWithSharedOrOwnCopiesOfTheSameTextAreOneGroup()
    {
        const Operator first = transfer(u"mm"_qs, u"8,8|8,8"_qs, 10.0, 0.5);
        Operator sharing = first; // the same name, type and inputs, by reference
        sharing.durationUs = 20.0;
        Operator own = transfer(QString::fromLatin1("m") + QString::fromLatin1("m"), u"8,8|8,8"_qs, 30.0, 0.5);
        QVERIFY(own.name.constData() != first.name.constData());
        QVERIFY(own.inputs.constData() != first.inputs.constData());
        Operator otherShapes = first;
        otherShapes.inputs = {TensorDesc{u"4,4"_qs, u"FLOAT16"_qs, u"ND"_qs}};
        const Analysis a = analysisOf({first, sharing, own, otherShapes, sharing});
        const std::vector<OperatorGroup> groups = groupOperators(a);
        QCOMPARE(groups.size(), size_t(2));
        QCOMPARE(groups[0].calls, (std::vector<int>{0, 1, 2, 4}));
        QCOMPARE(groups[0].totalUs, 80.0);
        QCOMPARE(groups[1].calls, (std::vector<int>{3}));
        QCOMPARE(groups[1].inputShapes, u"4,4"_qs);
    }

    void theGainOfAGroupIsTheSumOverItsCalls()
    {
        const Analysis a = analysisOf({transfer(u"k"_qs, u"4"_qs, 10.0, 0.1), transfer(u"k"_qs, u"4"_qs, 12.0, 0.1)});
        const std::vector<OperatorGroup> groups = groupOperators(a);
        QCOMPARE(groups.size(), size_t(1));
        double sum = 0.0;
        for (const OperatorResult &r : a.operators)
            sum += r.estimatedGainUs.value_or(0.0);
        QVERIFY(sum > 0.0);
        QVERIFY(groups[0].estimatedGainUs && std::abs(*groups[0].estimatedGainUs - sum) < 1e-9);
    }

    void theAnalysisHoldsItsGroupsAndTheGroupOfEveryOperator()
    {
        const Analysis a = analysisOf({transfer(u"mm"_qs, u"8,8"_qs, 10.0, 0.5), transfer(u"add"_qs, {}, 1.0, 0.1),
                                       transfer(u"mm"_qs, u"8,8"_qs, 30.0, 0.2),
                                       transfer(u"mm"_qs, u"8,8"_qs, 30.0, 0.3)});
        // The analysis forms them from the figures it worked out per kernel: the same groups as
        // forming them afresh.
        const std::vector<OperatorGroup> afresh = groupOperators(a);
        QCOMPARE(a.groups.size(), afresh.size());
        for (size_t g = 0; g < afresh.size(); ++g) {
            QCOMPARE(a.groups[g].calls, afresh[g].calls);
            QCOMPARE(a.groups[g].totalUs, afresh[g].totalUs);
            QCOMPARE(a.groups[g].u, afresh[g].u);
            QCOMPARE(a.groups[g].r, afresh[g].r);
            QCOMPARE(a.groups[g].category, afresh[g].category);
        }
        QCOMPARE(a.groupOfOperator.size(), a.operators.size());
        for (size_t g = 0; g < a.groups.size(); ++g) {
            for (int call : a.groups[g].calls)
                QCOMPARE(a.groupOfOperator[size_t(call)], int(g));
        }
        QCOMPARE(a.groupOf(3), &a.groups[0]);
        QCOMPARE(a.groupOf(4), nullptr);
        QCOMPARE(a.groupOf(-1), nullptr);
        // The call of most time names the group; of equals, the first.
        QCOMPARE(a.groups[0].representative, 2);
        QCOMPARE(a.groups[1].representative, 1);
    }

    void aKernelPointSitsWhereItsCallsSummedWorkAndTimePutIt()
    {
        // Two calls of one kernel, same work, the second three times as long; and a kernel of one call.
        const Analysis a = analysisOf(
            {matmul(u"mm"_qs, 10.0, 4e6, 1e5), matmul(u"mm"_qs, 30.0, 4e6, 1e5), matmul(u"other"_qs, 5.0, 1e6, 1e5)});
        const ComponentPair pair{{ComponentId::Cube}, {ComponentId::Mte2}};
        const RooflineChartData calls = buildRooflineChart(a, pair, RooflineScale::WholeOperator);
        QCOMPARE(calls.points.size(), size_t(3));
        const RooflineChartData kernels = kernelRooflineChart(calls, a);
        QCOMPARE(kernels.points.size(), size_t(2));
        const RooflinePoint *mm = kernels.pointFor(1); // named by its longest call
        QVERIFY(mm);
        QCOMPARE(mm->calls, 2);
        QCOMPARE(mm->group, a.groupOfOperator[1]);
        const RooflinePoint &c0 = *calls.pointFor(0), &c1 = *calls.pointFor(1);
        QVERIFY(std::abs(mm->intensity - 8e6 / 2e5) < 1e-9);
        const double time = c0.work / c0.performance + c1.work / c1.performance;
        QVERIFY(std::abs(mm->performance - 8e6 / time) / mm->performance < 1e-12);
        // Its distance to its own roof is the calls' U weighted by their time.
        QVERIFY(mm->uCompute && c0.uCompute && c1.uCompute);
        QVERIFY(std::abs(*mm->uCompute - (*c0.uCompute * 10.0 + *c1.uCompute * 30.0) / 40.0) < 1e-9);
        QVERIFY(mm->ownComputeGops && std::abs(mm->performance / *mm->ownComputeGops - *mm->uCompute) < 1e-9);
        QVERIFY(std::abs(mm->timeShare - (c0.timeShare + c1.timeShare)) < 1e-12);
        // A kernel of one call is that call's point; the axes and roofs do not move.
        const RooflinePoint *other = kernels.pointFor(2);
        QVERIFY(other);
        QCOMPARE(other->calls, 1);
        QCOMPARE(other->performance, calls.pointFor(2)->performance);
        QCOMPARE(kernels.xRange.lower, calls.xRange.lower);
        QCOMPARE(kernels.yRange.upper, calls.yRange.upper);
        QCOMPARE(kernels.roofLine, calls.roofLine);
    }

    // pointFor finds a point by its operator through a binary search; the kernel chart lists
    // its points (a kernel's longest call, interleaved with other kernels) in operator order too.
    void everyChartsPointsAreInOperatorOrderAndFoundByTheirOperator()
    {
        std::vector<Operator> ops;
        for (int i = 0; i < 40; ++i)
            ops.push_back(matmul(u"mm%1"_qs.arg(i % 3), 10.0 + (i * 17) % 23, 4e6, 1e5));
        const Analysis a = analysisOf(ops);
        const ComponentPair pair{{ComponentId::Cube}, {ComponentId::Mte2}};
        const RooflineChartData calls = buildRooflineChart(a, pair, RooflineScale::WholeOperator);
        const RooflineChartData kernels = kernelRooflineChart(calls, a);
        QCOMPARE(kernels.points.size(), size_t(3));
        for (const RooflineChartData *d : {&calls, &kernels}) {
            QVERIFY(
                std::is_sorted(d->points.begin(), d->points.end(), [](const RooflinePoint &x, const RooflinePoint &y) {
                    return x.operatorIndex < y.operatorIndex;
                }));
            for (const RooflinePoint &p : d->points)
                QCOMPARE(d->pointFor(p.operatorIndex), &p);
        }
        QCOMPARE(kernels.pointFor(-1), nullptr);
        QCOMPARE(kernels.pointFor(1000), nullptr);
        int notAKernelPoint = 0;
        while (kernels.pointFor(notAKernelPoint))
            ++notAKernelPoint;
        QVERIFY(calls.pointFor(notAKernelPoint)); // a call that no kernel point stands for
    }

    void aKernelNoCallOfWhichCanBePlacedIsOneUnplottableEntry()
    {
        const Analysis a = analysisOf({matmul(u"empty"_qs, 10.0, 4e6, 0.0), matmul(u"empty"_qs, 12.0, 4e6, 0.0),
                                       matmul(u"mm"_qs, 5.0, 1e6, 1e5)});
        const ComponentPair pair{{ComponentId::Cube}, {ComponentId::Mte2}};
        const RooflineChartData calls = buildRooflineChart(a, pair, RooflineScale::WholeOperator);
        QCOMPARE(calls.unplottable.size(), size_t(2));
        const RooflineChartData kernels = kernelRooflineChart(calls, a);
        QCOMPARE(kernels.unplottable.size(), size_t(1));
        QCOMPARE(kernels.points.size(), size_t(1));
    }

    void theAnalysisJsonListsTheGroupsWithTheIndicesOfTheirCalls()
    {
        const Analysis a = analysisOf({transfer(u"mm"_qs, u"8,8"_qs, 10.0, 0.5), transfer(u"add"_qs, {}, 1.0, 0.1),
                                       transfer(u"mm"_qs, u"8,8"_qs, 30.0, 0.2)});
        for (int indent : {-1, 2}) {
            const QJsonObject root = QJsonDocument::fromJson(analysisToJson(a, indent)).object();
            const QJsonArray groups = root.value(u"groups").toArray();
            QCOMPARE(groups.size(), 2);
            const QJsonObject g = groups.first().toObject();
            QCOMPARE(g.value(u"name").toString(), u"mm"_qs);
            QCOMPARE(g.value(u"input_shapes").toString(), u"8,8"_qs);
            QCOMPARE(g.value(u"calls").toInt(), 2);
            QCOMPARE(g.value(u"total_us").toDouble(), 40.0);
            QCOMPARE(g.value(u"operators").toArray(), (QJsonArray{0, 2}));
            QVERIFY(groups.last().toObject().value(u"input_shapes").isNull());
            QCOMPARE(root.value(u"operators").toArray().size(), 3);
        }
    }
};

QTEST_GUILESS_MAIN(TestOperatorGroups)
#include "tst_operatorgroups.moc"
