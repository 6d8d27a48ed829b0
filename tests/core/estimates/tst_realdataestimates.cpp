// SPDX-License-Identifier: GPL-3.0-or-later
// The estimates on the real profiler output in ../shared/realdata (read in place): every
// FlashAttention row is estimated, no write-only kernel reads through MTE2, and work the
// profiler measured is never replaced by an estimate.
#include "core/workflow/workflow.h"
#include "estimatetestutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

Result<Analysis> analyse(const QString &path)
{
    AnalysisRequest request;
    request.paths = {path};
    return Workflow::builtin().loadAndAnalyze(request, nullProgress());
}

bool isFlashAttention(const Operator &op)
{
    const QString t = estimatorType(op);
    return t == u"flashattentionscore" || t == u"flashattentionscoregrad";
}

bool isWriteOnly(const Operator &op)
{
    const QString t = estimatorType(op);
    return t == u"zeroslike" || t == u"oneslike" || t == u"fill" || t == u"inplacezero";
}

double mte2Bytes(const OperatorResult &r)
{
    double bytes = 0.0;
    for (const ComponentResult &c : r.components) {
        if (c.key.id != ComponentId::Mte2)
            continue;
        for (auto it = c.work.cbegin(); it != c.work.cend(); ++it)
            bytes += it.value();
    }
    return bytes;
}

} // namespace

class TestRealDataEstimates : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sets_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("flashAttention"); // rows the set holds
        QTest::addColumn<int>("writeOnly");
        QTest::newRow("torch_npu Level1 PipeUtilization")
            << u"torchnpu_a2_level1_pipeutil/rank0_ascend_pt"_qs << 0 << 3;
        QTest::newRow("torch_npu Level2 rank 0")
            << u"torchnpu_a2_2rank_level2_text/level2/rank0_ascend_pt"_qs << 0 << 3;
        QTest::newRow("torch_npu DB export") << u"torchnpu_a2_db_level1/rank0_ascend_pt"_qs << 0 << 3;
        // Three FlashAttentionScore rows; the fourth is column-shifted and dropped on reading.
        QTest::newRow("op_summary MemoryL0") << u"msprof_opsummary_memoryl0/op_summary_1.csv"_qs << 3 << 1;
        QTest::newRow("edited msprof DB") << u"msprof_db_910b_2023_edited"_qs << 0 << 3;
    }
    void sets()
    {
        QFETCH(QString, path);
        QFETCH(int, flashAttention);
        QFETCH(int, writeOnly);
        RL_REAL_DATA(file, path);
        RL_VALUE(a, analyse(file));
        int attention = 0, fills = 0;
        for (const OperatorResult &r : a.operators) {
            const Operator &op = a.op(r.index);
            if (isFlashAttention(op)) {
                ++attention;
                QVERIFY2(r.workSource == WorkSource::Estimated, qPrintable(op.sourceLocation.toString()));
                QVERIFY(r.workAssumption.contains(u"full (non-causal) attention assumed"));
                const auto w = estimateWork(op);
                QVERIFY(w && w->operations > 0.0 && !w->assumption.isEmpty());
            }
            if (isWriteOnly(op)) {
                ++fills;
                QVERIFY2(mte2Bytes(r) == 0.0, qPrintable(op.name + u" at " + op.sourceLocation.toString()));
            }
        }
        QCOMPARE(attention, flashAttention);
        QCOMPARE(fills, writeOnly);
    }

    void measuredWorkWinsOverTheEstimate()
    {
        // msprofanalyze_kd_arith carries ArithmeticUtilization fops on every AI Core row.
        RL_REAL_DATA(file, u"msprofanalyze_kd_arith/kernel_details.csv"_qs);
        RL_VALUE(a, analyse(file));
        int measured = 0;
        for (const OperatorResult &r : a.operators) {
            const Operator &op = a.op(r.index);
            if (op.workSource != WorkSource::Measured)
                continue;
            ++measured;
            QCOMPARE(r.workSource, WorkSource::Measured);
            // every component keeps exactly the work the profiler counted
            for (const ComponentSample &c : op.components) {
                RL_FOUND(result, r.component(c.key));
                QCOMPARE(result.work, c.work);
            }
        }
        QVERIFY(measured > 500);
    }
};

QTEST_GUILESS_MAIN(TestRealDataEstimates)
#include "tst_realdataestimates.moc"
