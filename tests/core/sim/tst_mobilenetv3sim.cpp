// SPDX-License-Identifier: GPL-3.0-or-later
// The simulated MobileNetV3 workload, analysed directly (simulator measurements -> operators
// as the importers build them -> rl::analyze), against the paper's figures.
#include "core/sim/mobilenetv3.h"
#include "paperfigures.h"
#include "simtestutil.h"

#include <QSet>
#include <QTest>

using namespace rl;
using namespace rl::sim;
using namespace rl::test;

Q_DECLARE_METATYPE(rl::Category)

namespace {

struct Both
{
    SimulatedWorkload before;
    SimulatedWorkload after;
    Analysis beforeAnalysis;
    Analysis afterAnalysis;
};

const Both &both()
{
    static const Both b = [] {
        const ModelGraph graph = mobileNetV3Graph();
        Both r;
        r.before = simulateWorkload(graph, false, ascend310Core()).value();
        r.after = simulateWorkload(graph, true, ascend310Core()).value();
        r.beforeAnalysis = analyseSimulated(r.before.ops);
        r.afterAnalysis = analyseSimulated(r.after.ops);
        return r;
    }();
    return b;
}

int indexOf(const SimulatedWorkload &w, const QString &name)
{
    for (size_t i = 0; i < w.ops.size(); ++i) {
        if (w.ops[i].op.name == name)
            return int(i);
    }
    return -1;
}

void compareCounts(const Analysis &a, const QMap<Category, int> &paper)
{
    for (auto it = paper.cbegin(); it != paper.cend(); ++it) {
        const int ours = a.summary.categoryCount.value(it.key());
        QVERIFY2(
            qAbs(ours - it.value()) <= kCountTolerance,
            qPrintable(u"%1: %2 operators, the paper has %3"_qs.arg(categoryId(it.key())).arg(ours).arg(it.value())));
    }
}

} // namespace

class TestMobileNetV3Sim : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theGraphHas155UniquelyNamedOperatorsIncludingTable1()
    {
        const ModelGraph graph = mobileNetV3Graph();
        QCOMPARE(int(graph.ops.size()), kPaperOperatorCount);
        QSet<QString> names;
        int table1 = 0;
        for (const GraphOp &op : graph.ops) {
            QVERIFY2(!names.contains(op.name), qPrintable(op.name));
            names.insert(op.name);
            if (!op.table1.isEmpty()) {
                ++table1;
                QCOMPARE(op.name, op.table1);
                QVERIFY(!op.strategies.isEmpty());
                QVERIFY(!op.inputs.empty() && !op.outputs.empty());
            }
        }
        QCOMPARE(table1, int(paperTable1().size()));
        for (const Table1Row &row : paperTable1())
            QVERIFY2(names.contains(row.name), qPrintable(row.name));
    }

    void table1OperatorsHaveThePapersCategoryAndSpeedup_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<Category>("category");
        QTest::addColumn<double>("speedup");
        for (const Table1Row &row : paperTable1())
            QTest::newRow(qPrintable(row.name)) << row.name << row.before << row.speedup;
    }
    void table1OperatorsHaveThePapersCategoryAndSpeedup()
    {
        QFETCH(QString, name);
        QFETCH(Category, category);
        QFETCH(double, speedup);
        const Both &b = both();
        const int i = indexOf(b.before, name);
        QVERIFY(i >= 0);
        QCOMPARE(categoryId(b.beforeAnalysis.operators[size_t(i)].category), categoryId(category));
        const double ours = b.before.ops[size_t(i)].measurement.durationUs
            / b.after.ops[size_t(i)].measurement.durationUs;
        QVERIFY2(qAbs(ours / speedup - 1.0) <= kSpeedupTolerance,
                 qPrintable(u"speedup %1, the paper has %2"_qs.arg(ours).arg(speedup)));
    }

    void totalOperatorTimeMatchesThePaper()
    {
        const Both &b = both();
        const double before = b.beforeAnalysis.summary.totalDurationUs;
        const double after = b.afterAnalysis.summary.totalDurationUs;
        QVERIFY2(qAbs(before / kPaperTotalBeforeUs - 1.0) <= kTotalTolerance, qPrintable(QString::number(before)));
        QVERIFY2(qAbs(after / kPaperTotalAfterUs - 1.0) <= kTotalTolerance, qPrintable(QString::number(after)));
    }

    void categoryCountsMatchThePaper()
    {
        const Both &b = both();
        QCOMPARE(b.beforeAnalysis.summary.operatorCount, kPaperOperatorCount);
        compareCounts(b.beforeAnalysis, paperCountsBefore());
        compareCounts(b.afterAnalysis, paperCountsAfter());
        // No operator is left without a verdict the model can explain.
        for (const Analysis *a : {&b.beforeAnalysis, &b.afterAnalysis}) {
            QCOMPARE(a->summary.categoryCount.value(Category::BusyUnresolved), 0);
            QCOMPARE(a->summary.categoryCount.value(Category::NoPmuData), 0);
        }
    }

    void operatorsWithoutAStrategyRunTheSameBeforeAndAfter()
    {
        const Both &b = both();
        int untouched = 0;
        for (size_t i = 0; i < b.before.ops.size(); ++i) {
            if (!b.before.ops[i].op.strategies.isEmpty())
                continue;
            ++untouched;
            QCOMPARE(b.after.ops[i].measurement.totalCycles, b.before.ops[i].measurement.totalCycles);
        }
        QVERIFY(untouched > 0);
    }

    void simulationIsDeterministic()
    {
        const ModelGraph graph = mobileNetV3Graph();
        const SimulatedWorkload again = simulateWorkload(graph, false, ascend310Core()).value();
        const Both &b = both();
        QCOMPARE(again.ops.size(), b.before.ops.size());
        for (size_t i = 0; i < again.ops.size(); ++i) {
            QCOMPARE(again.ops[i].measurement.totalCycles, b.before.ops[i].measurement.totalCycles);
            QCOMPARE(again.ops[i].measurement.busyUs, b.before.ops[i].measurement.busyUs);
        }
    }
};

QTEST_GUILESS_MAIN(TestMobileNetV3Sim)
#include "tst_mobilenetv3sim.moc"
