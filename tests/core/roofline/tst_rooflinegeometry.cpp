// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysisfixture.h"
#include "core/roofline/rooflinegeometry.h"

#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <numeric>

using namespace rl;
using namespace rl::test;

Q_DECLARE_METATYPE(rl::RooflineScale)

namespace {

const ComponentPair kCubeMte2{{ComponentId::Cube, Side::None}, {ComponentId::Mte2, Side::None}};
const ComponentPair kCubeMte1{{ComponentId::Cube, Side::None}, {ComponentId::Mte1, Side::None}};
const ComponentPair kVectorMte2{{ComponentId::Vector, Side::None}, {ComponentId::Mte2, Side::None}};

// A cube operator on `blocks` blocks: `ops` fp16 operations and `bytes` GM→L1 bytes in total,
// each block active `coreUs`.
Operator cubeOp(const QString &name, double ops, double bytes, double coreUs, int blocks = 1)
{
    Operator op = makeOperator(name, coreUs,
                               {sample(ComponentId::Cube, coreUs * 0.9, {{u"fp16"_qs, ops}}),
                                sample(ComponentId::Mte2, coreUs * 0.5, {{u"gm_to_l1"_qs, bytes}})});
    op.blockDim = blocks;
    return op;
}

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestRooflineGeometry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pointsAreOperationsPerByteAgainstOperationsPerCoreTime_data()
    {
        QTest::addColumn<double>("ops");
        QTest::addColumn<double>("bytes");
        QTest::addColumn<double>("coreUs");
        QTest::addColumn<int>("blocks");
        QTest::addColumn<RooflineScale>("scale");
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("y");
        // round chip: y [GFLOP/s] = ops / µs / 1e3
        QTest::newRow("one block") << 1e8 << 1e6 << 200.0 << 1 << RooflineScale::WholeOperator << 100.0 << 500.0;
        QTest::newRow("four blocks, whole")
            << 4e8 << 1e6 << 200.0 << 4 << RooflineScale::WholeOperator << 400.0 << 2000.0;
        QTest::newRow("four blocks, per core") << 4e8 << 1e6 << 200.0 << 4 << RooflineScale::PerCore << 400.0 << 500.0;
        QTest::newRow("memory heavy") << 1e6 << 1e8 << 50.0 << 1 << RooflineScale::WholeOperator << 0.01 << 20.0;
    }
    void pointsAreOperationsPerByteAgainstOperationsPerCoreTime()
    {
        QFETCH(double, ops);
        QFETCH(double, bytes);
        QFETCH(double, coreUs);
        QFETCH(int, blocks);
        QFETCH(RooflineScale, scale);
        QFETCH(double, x);
        QFETCH(double, y);
        HardwareSpec hw = roundChip();
        hw.cubeCores = 8;
        const Analysis a = analyseOperators({cubeOp(u"mm"_qs, ops, bytes, coreUs, blocks)}, hw);
        const RooflineChartData d = buildRooflineChart(a, kCubeMte2, scale);
        QCOMPARE(d.points.size(), size_t(1));
        QVERIFY2(close(d.points[0].intensity, x), qPrintable(QString::number(d.points[0].intensity)));
        QVERIFY2(close(d.points[0].performance, y), qPrintable(QString::number(d.points[0].performance)));
        QVERIFY(d.xRange.contains(x));
        QVERIFY(d.yRange.contains(y));
    }

    void roofsAreChipPeaksScaledByTheCoresOfTheView_data()
    {
        QTest::addColumn<RooflineScale>("scale");
        QTest::addColumn<double>("compute");
        QTest::addColumn<double>("bandwidth");
        // round chip, 8 cube cores: Cube fp16 1000 op/cycle, MTE2 10 B/cycle, 1000 MHz
        QTest::newRow("whole operator") << RooflineScale::WholeOperator << 8000.0 << 80.0;
        QTest::newRow("per core") << RooflineScale::PerCore << 1000.0 << 10.0;
    }
    void roofsAreChipPeaksScaledByTheCoresOfTheView()
    {
        QFETCH(RooflineScale, scale);
        QFETCH(double, compute);
        QFETCH(double, bandwidth);
        HardwareSpec hw = roundChip();
        hw.cubeCores = 8;
        const Analysis a = analyseOperators({cubeOp(u"mm"_qs, 1e8, 1e6, 200.0)}, hw);
        const RooflineChartData d = buildRooflineChart(a, kCubeMte2, scale);
        QCOMPARE(*d.roofs.computeGops, compute);
        QCOMPARE(*d.roofs.bandwidthGBps, bandwidth);
        QCOMPARE(d.roofs.computeItem, u"fp16"_qs);
        QCOMPARE(*d.ridgeX, 100.0); // independent of the scale
        // roof polyline: the slope up to the ridge, then flat
        QCOMPARE(d.roofLine.size(), 3);
        QCOMPARE(d.roofLine[1], QPointF(100.0, compute));
        QVERIFY(close(d.roofLine[0].y(), bandwidth * d.roofLine[0].x()));
        QCOMPARE(d.roofLine[2].y(), compute);
        QVERIFY(!d.roofNote().isEmpty());
    }

    void gmRoofIsDrawnOnGmFacingChartsWithItsBandwidth_data()
    {
        QTest::addColumn<RooflineScale>("scale");
        QTest::addColumn<double>("drawn");
        QTest::addColumn<QString>("label");
        // 8 cores of 10 B/cycle at 1000 MHz = 80 GB/s of paths against a 30 GB/s GM (cj: 45)
        QTest::newRow("whole operator") << RooflineScale::WholeOperator << 30.0 << u"HBM 30 GB/s (default)"_qs;
        QTest::newRow("per core share") << RooflineScale::PerCore << 3.75 << u"HBM 30 GB/s / 8 cores (default)"_qs;
    }
    void gmRoofIsDrawnOnGmFacingChartsWithItsBandwidth()
    {
        QFETCH(RooflineScale, scale);
        QFETCH(double, drawn);
        QFETCH(QString, label);
        QJsonObject spec = roundChip().json;
        spec.insert(u"cube_cores"_qs, 8);
        spec.insert(
            u"memory"_qs,
            QJsonObject{
                {u"gm"_qs, QJsonObject{{u"bandwidth_gbs"_qs, QJsonObject{{u"default"_qs, 30}, {u"cj"_qs, 45}}}}}});
        const HardwareSpec hw = parseHardwareSpec(spec).value();
        const Analysis a = analyseOperators({cubeOp(u"mm"_qs, 1e8, 1e6, 200.0)}, hw);
        const RooflineChartData d = buildRooflineChart(a, kCubeMte2, scale);
        QCOMPARE(d.memoryRoofs.size(), size_t(1));
        const MemoryRoof &gm = d.memoryRoofs.front();
        QCOMPARE(gm.memory, ComponentId::Gm);
        QCOMPARE(gm.chipGBps, 30.0);
        QCOMPARE(gm.drawnGBps, drawn);
        QCOMPARE(gm.label(), label);
        QVERIFY(close(gm.line.front().y(), drawn * gm.line.front().x()));
        QVERIFY(d.roofNote().contains(u"chip memory roof: "_qs + label));
        // MTE1 moves L1 -> L0: no chip memory caps it.
        QVERIFY(buildRooflineChart(a, kCubeMte1, scale).memoryRoofs.empty());
        // No bandwidth, no roof: never invented.
        QVERIFY(buildRooflineChart(analyseOperators({cubeOp(u"mm"_qs, 1e8, 1e6, 200.0)}), kCubeMte2, scale)
                    .memoryRoofs.empty());
    }

    void pointLabelIsTheLargerUtilisationAndTheDistanceToTheOperatorsOwnRoof_data()
    {
        QTest::addColumn<double>("ops");
        QTest::addColumn<double>("bytes");
        QTest::addColumn<RooflineScale>("scale");
        QTest::newRow("compute side") << 1.6e8 << 1e5 << RooflineScale::WholeOperator;
        QTest::newRow("transfer side") << 1e7 << 1.5e6 << RooflineScale::WholeOperator;
        QTest::newRow("per core") << 1e7 << 1.5e6 << RooflineScale::PerCore;
    }
    void pointLabelIsTheLargerUtilisationAndTheDistanceToTheOperatorsOwnRoof()
    {
        QFETCH(double, ops);
        QFETCH(double, bytes);
        QFETCH(RooflineScale, scale);
        const Analysis a = analyseOperators({cubeOp(u"mm"_qs, ops, bytes, 200.0, 2)});
        const RooflineChartData d = buildRooflineChart(a, kCubeMte2, scale);
        const RooflinePoint &p = d.points.at(0);
        const OperatorResult &r = a.operators[0];
        const double uc = *r.component({ComponentId::Cube, Side::None})->U();
        const double um = *r.component({ComponentId::Mte2, Side::None})->U();
        QCOMPARE(*p.utilisation, std::max(uc, um));
        QVERIFY(close(p.performance / *p.ownComputeGops, uc));
        QVERIFY(close(p.performance / (*p.ownBandwidthGBps * p.intensity), um));
        // attainable = min(own roofs): the label is the point over the lower one
        const double attainable = std::min(*p.ownComputeGops, *p.ownBandwidthGBps * p.intensity);
        QVERIFY(close(p.performance / attainable, *p.utilisation));
    }

    void thresholdLineAndZonesFollowTheChartsThreshold_data()
    {
        QTest::addColumn<int>("pairIndex");
        QTest::addColumn<double>("uThreshold");
        QTest::newRow("cube chart uses the cube threshold") << 0 << 0.80;
        QTest::newRow("vector chart uses the other threshold") << 1 << 0.65;
    }
    void thresholdLineAndZonesFollowTheChartsThreshold()
    {
        QFETCH(int, pairIndex);
        QFETCH(double, uThreshold);
        Operator vec = makeOperator(u"add"_qs, 100.0,
                                    {sample(ComponentId::Vector, 50.0, {{u"fp16"_qs, 1e6}}),
                                     sample(ComponentId::Mte2, 60.0, {{u"gm_to_ub"_qs, 2e5}})});
        const Analysis a = analyseOperators({cubeOp(u"mm"_qs, 1e8, 1e6, 200.0), vec});
        const RooflineChartData d = buildRooflineChart(a, pairIndex == 0 ? kCubeMte2 : kVectorMte2,
                                                       RooflineScale::WholeOperator);
        QCOMPARE(d.uThreshold, uThreshold);
        QCOMPARE(d.thresholdLine.size(), d.roofLine.size());
        for (int i = 0; i < d.roofLine.size(); ++i)
            QVERIFY(close(d.thresholdLine[i].y(), d.roofLine[i].y() * uThreshold));
        QCOMPARE(d.zones.size(), size_t(3));
        int seen = 0;
        for (const ZonePolygon &z : d.zones) {
            QVERIFY(z.vertices.size() >= 4);
            seen |= 1 << int(z.zone);
            // every zone reaches past the visible range so zooming out shows no edge
            double minX = z.vertices[0].x();
            double maxX = minX;
            for (const QPointF &v : z.vertices) {
                minX = std::min(minX, v.x());
                maxX = std::max(maxX, v.x());
            }
            if (z.zone == RooflineZone::Underutilised) {
                QVERIFY(minX < d.xRange.lower);
                QVERIFY(maxX > d.xRange.upper);
            }
        }
        QCOMPARE(seen, 0b111);
    }

    void operatorsWithoutWorkAreReportedNotDropped()
    {
        const Analysis a = analyseOperators(
            {cubeOp(u"ok"_qs, 1e8, 1e6, 100.0),
             makeOperator(u"busy only"_qs, 100.0, {sample(ComponentId::Cube, 90.0), sample(ComponentId::Mte2, 50.0)}),
             makeOperator(u"no bytes"_qs, 100.0,
                          {sample(ComponentId::Cube, 90.0, {{u"fp16"_qs, 1e7}}), sample(ComponentId::Mte2, 50.0)}),
             makeOperator(u"vector only"_qs, 100.0, {sample(ComponentId::Vector, 90.0, {{u"fp16"_qs, 1e7}})})},
            roundChip(), false);
        const RooflineChartData d = buildRooflineChart(a, kCubeMte2, RooflineScale::WholeOperator);
        QCOMPARE(d.points.size(), size_t(1));
        QCOMPARE(d.points[0].operatorIndex, 0);
        QCOMPARE(d.unplottable.size(), size_t(2)); // the vector-only operator does not belong here
        QCOMPARE(d.unplottable[0].operatorIndex, 1);
        QCOMPARE(d.unplottable[0].reason, UnplottableReason::NoComputeWork);
        QCOMPARE(d.unplottable[1].reason, UnplottableReason::NoTransferWork);
        QVERIFY(unplottableReasonText(d.unplottable[1].reason, kCubeMte2).contains(u"MTE2"_qs));

        const RooflineChartData l1 = buildRooflineChart(a, kCubeMte1, RooflineScale::WholeOperator);
        QVERIFY(l1.points.empty());
        QCOMPARE(l1.unplottable[0].reason, UnplottableReason::NoTransferComponent);
    }

    void chartFromItsOperatorsIsTheChartFromAllOperators_data()
    {
        QTest::addColumn<RooflineScale>("scale");
        QTest::newRow("whole operator") << RooflineScale::WholeOperator;
        QTest::newRow("per core") << RooflineScale::PerCore;
    }
    void chartFromItsOperatorsIsTheChartFromAllOperators()
    {
        QFETCH(RooflineScale, scale);
        Operator int8 = cubeOp(u"q"_qs, 1.0, 1e6, 100.0, 4);
        int8.components[0].work = {{u"int8"_qs, 5e8}, {u"fp16"_qs, 1e6}};
        const Analysis a = analyseOperators(
            {makeOperator(u"vector only"_qs, 100.0, {sample(ComponentId::Vector, 90.0, {{u"fp16"_qs, 1e7}})}),
             cubeOp(u"mm"_qs, 1e8, 1e6, 100.0, 2),
             makeOperator(u"busy only"_qs, 100.0, {sample(ComponentId::Cube, 90.0), sample(ComponentId::Mte2, 50.0)}),
             int8, cubeOp(u"small"_qs, 1e6, 1e7, 40.0)},
            roundChip(), false);
        const RooflineChartData all = buildRooflineChart(a, kCubeMte2, scale);
        const std::vector<int> operators = chartOperators(all);
        QCOMPARE(operators, (std::vector<int>{1, 2, 3, 4})); // placed or not, without the vector one
        const RooflineChartData some = buildRooflineChart(a, kCubeMte2, scale, operators);
        QCOMPARE(some.points.size(), all.points.size());
        for (size_t i = 0; i < all.points.size(); ++i) {
            QCOMPARE(some.points[i].operatorIndex, all.points[i].operatorIndex);
            QCOMPARE(some.points[i].intensity, all.points[i].intensity);
            QCOMPARE(some.points[i].performance, all.points[i].performance);
            QCOMPARE(some.points[i].timeShare, all.points[i].timeShare);
        }
        QCOMPARE(some.unplottable.size(), all.unplottable.size());
        QCOMPARE(some.unplottable[0].operatorIndex, all.unplottable[0].operatorIndex);
        QCOMPARE(some.roofs.computeItem, all.roofs.computeItem);
        QCOMPARE(some.roofs.computeGops, all.roofs.computeGops);
        QCOMPARE(some.roofs.bandwidthGBps, all.roofs.bandwidthGBps);
        QCOMPARE(some.xRange.lower, all.xRange.lower);
        QCOMPARE(some.yRange.upper, all.yRange.upper);
        QCOMPARE(some.roofLine, all.roofLine);
    }

    // A long run's chart is built on every core, each part's points joined in operator order:
    // the same points, entries and roofs (the precision with the most work, summed in operator
    // order) as one pass over every operator on one core, and the same pairs with a point.
    void aLongRunsChartBuiltOnTheCoresIsTheOneCoreChart()
    {
        std::vector<Operator> ops;
        for (int i = 0; i < 40000; ++i) {
            switch (i % 4) {
            case 0:
                ops.push_back(cubeOp(u"mm"_qs, 1e7 + 1e3 * (i % 97), 1e6 + 10.0 * (i % 89), 50.0 + i % 7, 2));
                break;
            case 1: {
                Operator q = cubeOp(u"q"_qs, 1.0, 1e6, 100.0, 4);
                q.components[0].work = {{u"int8"_qs, 4e7 + i}, {u"fp16"_qs, 1e6}};
                ops.push_back(q);
                break;
            }
            case 2:
                ops.push_back(makeOperator(u"busy only"_qs, 100.0,
                                           {sample(ComponentId::Cube, 90.0), sample(ComponentId::Mte2, 50.0)}));
                break;
            default:
                ops.push_back(
                    makeOperator(u"vector only"_qs, 100.0, {sample(ComponentId::Vector, 90.0, {{u"fp16"_qs, 1e7}})}));
            }
        }
        const Analysis a = analyseOperators(std::move(ops), roundChip(), false);
        std::vector<int> every(a.operators.size());
        std::iota(every.begin(), every.end(), 0);
        for (const RooflineScale scale : {RooflineScale::WholeOperator, RooflineScale::PerCore}) {
            const RooflineChartData cores = buildRooflineChart(a, kCubeMte2, scale);
            const RooflineChartData one = buildRooflineChart(a, kCubeMte2, scale, every); // one pass, in order
            QCOMPARE(cores.points.size(), size_t(20000));
            QCOMPARE(cores.points.size(), one.points.size());
            for (size_t i = 0; i < one.points.size(); ++i) {
                QCOMPARE(cores.points[i].operatorIndex, one.points[i].operatorIndex);
                QCOMPARE(cores.points[i].performance, one.points[i].performance);
            }
            QCOMPARE(cores.unplottable.size(), one.unplottable.size());
            QCOMPARE(cores.unplottable.back().operatorIndex, one.unplottable.back().operatorIndex);
            QCOMPARE(cores.roofs.computeItem, one.roofs.computeItem);
            QCOMPARE(cores.roofs.computeGops, one.roofs.computeGops);
            QCOMPARE(cores.roofLine, one.roofLine);
        }
        const std::vector<bool> withPoints = pairsWithRooflinePoints(a, {kCubeMte2, kVectorMte2});
        QCOMPARE(withPoints, (std::vector<bool>{true, false}));
    }

    void commonRoofUsesThePrecisionWithTheMostWork()
    {
        Operator int8 = cubeOp(u"q"_qs, 1.0, 1e6, 100.0);
        int8.components[0].work = {{u"int8"_qs, 5e8}, {u"fp16"_qs, 1e6}};
        const Analysis a = analyseOperators({cubeOp(u"mm"_qs, 1e7, 1e6, 100.0), int8});
        const RooflineChartData d = buildRooflineChart(a, kCubeMte2, RooflineScale::PerCore);
        QCOMPARE(d.roofs.computeItem, u"int8"_qs);
        QCOMPARE(*d.roofs.computeGops, 2000.0);
    }

    void estimatedWorkIsFlagged()
    {
        const Analysis a = analyseOperators(
            {cubeOp(u"measured"_qs, 1e8, 1e6, 100.0), shapedMatMul(u"shaped"_qs, 256, 512, 256, 80.0)});
        QCOMPARE(a.operators[1].workSource, WorkSource::Estimated);
        const RooflineChartData d = buildRooflineChart(a, kCubeMte2, RooflineScale::WholeOperator);
        QCOMPARE(d.points.size(), size_t(2));
        QVERIFY(!d.pointFor(0)->estimated);
        QVERIFY(d.pointFor(1)->estimated);
        QVERIFY(close(d.pointFor(1)->intensity * 1.0, 2.0 * 256 * 512 * 256 / ((256.0 * 512 + 512.0 * 256) * 2)));
    }

    void unknownPeaksLeaveTheRoofOutAndKeepThePoints()
    {
        // Scalar has no peaks on the round chip: no horizontal roof, only the bandwidth slope.
        const ComponentPair scalarMte2{{ComponentId::Scalar, Side::None}, {ComponentId::Mte2, Side::None}};
        const Analysis a = analyseOperators({makeOperator(u"s"_qs, 100.0,
                                                          {sample(ComponentId::Scalar, 80.0, {{u"int32"_qs, 1e6}}),
                                                           sample(ComponentId::Mte2, 50.0, {{u"gm_to_ub"_qs, 1e5}})})});
        const RooflineChartData d = buildRooflineChart(a, scalarMte2, RooflineScale::WholeOperator);
        QVERIFY(!d.roofs.computeGops);
        QVERIFY(d.roofs.bandwidthGBps);
        QVERIFY(!d.ridgeX);
        QCOMPARE(d.roofLine.size(), 2);
        QCOMPARE(d.zones.size(), size_t(2));
        QCOMPARE(d.points.size(), size_t(1));
        QVERIFY(!d.points[0].uCompute);
        QVERIFY(d.points[0].utilisation); // the MTE2 side is known
    }

    void emptyChartStillShowsTheRoofsAroundTheRidge()
    {
        const Analysis a = analyseOperators({});
        const RooflineChartData d = buildRooflineChart(a, kCubeMte2, RooflineScale::WholeOperator);
        QVERIFY(d.isEmpty());
        QVERIFY(d.xRange.contains(*d.ridgeX));
        QVERIFY(d.yRange.contains(*d.roofs.computeGops));
        QVERIFY(d.xRange.decades() >= 4.0);
    }
};

QTEST_GUILESS_MAIN(TestRooflineGeometry)
#include "tst_rooflinegeometry.moc"
