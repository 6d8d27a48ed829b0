// SPDX-License-Identifier: GPL-3.0-or-later
// End-to-end: `rooflens analyze` over every real profiler output in ../shared/realdata (read in
// place) succeeds and reports one operator per kernel row, with the chip taken from the data.
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "rooflensprocess.h"

using rl::test::rooflens;
using rl::test::Run;

namespace {
// Operators of torchnpu_a2_level1_pipeutil whose shapes give a work estimate (and so GM bytes):
// 163 of 191 with the LLM-operator estimates (ReluGrad, TensorMove, DropOutDoMask, Foreach lists, ...).
constexpr int kPipeUtilOperatorsWithGm = 163;
} // namespace

class TestAnalyzeRealData : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyRealDataSetAnalysesWithoutHelp_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("operators");
        QTest::addColumn<QString>("hardware");
        QTest::newRow("torch_npu Level1 PipeUtilization")
            << u"torchnpu_a2_level1_pipeutil/rank0_ascend_pt"_qs << 191 << u"ascend910b2"_qs;
        QTest::newRow("rank parent directory") << u"torchnpu_a2_level1_pipeutil"_qs << 191 << u"ascend910b2"_qs;
        QTest::newRow("torch_npu Level0 with trace")
            << u"torchnpu_a2_level0_trace/rank0_ascend_pt"_qs << 191 << QString();
        QTest::newRow("torch_npu DB export") << u"torchnpu_a2_db_level1/rank0_ascend_pt"_qs << 191 << u"ascend910b2"_qs;
        QTest::newRow("DB file alone")
            << u"torchnpu_a2_db_level1/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/ascend_pytorch_profiler_0.db"_qs << 191
            << u"ascend910b2"_qs;
        QTest::newRow("kernel_details ArithmeticUtilization")
            << u"msprofanalyze_kd_arith/kernel_details.csv"_qs << 591 << u"ascend910b2"_qs;
        QTest::newRow("op_summary MemoryL0 (one bad row)")
            << u"msprof_opsummary_memoryl0/op_summary_1.csv"_qs << 20 << QString();
        // Every set's own top folder, as a user would drop it (hand-filled folders included).
        QTest::newRow("folder holding kernel_details.csv") << u"msprofanalyze_kd_arith"_qs << 591 << u"ascend910b2"_qs;
        QTest::newRow("folder holding op_summary_1.csv") << u"msprof_opsummary_memoryl0"_qs << 20 << QString();
        QTest::newRow("folder holding visualize_data.bin")
            << u"msprofop_visualize_bin_mix"_qs << 1 << u"ascend910b4"_qs;
        QTest::newRow("msprof timeline set folder") << u"msprof_timeline_910_2023"_qs << 490 << u"ascend910a"_qs;
        QTest::newRow("torch_npu Level0 set folder") << u"torchnpu_a2_level0_trace"_qs << 191 << QString();
        QTest::newRow("torch_npu DB set folder") << u"torchnpu_a2_db_level1"_qs << 191 << u"ascend910b2"_qs;
        QTest::newRow("msprof old per-device timeline")
            << u"msprof_timeline_910_2023/PROF_000001_20230818142704322_COJGGGCANRMICFBC"_qs << 490 << u"ascend910a"_qs;
    }
    void everyRealDataSetAnalysesWithoutHelp()
    {
        QFETCH(QString, path);
        QFETCH(int, operators);
        QFETCH(QString, hardware);
        RL_REAL_DATA(input, path);
        const Run r = rooflens({u"analyze"_qs, input, u"--json"_qs, u"-"_qs});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(u"operators").toArray().size(), operators);
        if (!hardware.isEmpty())
            QCOMPARE(o.value(u"hardware").toObject().value(u"id").toString(), hardware);
        QCOMPARE(o.value(u"hardware").toObject().value(u"source").toString(), u"detected"_qs);
    }

    void pipeUtilizationOperatorsCarryGmFigures()
    {
        // A Level1 PipeUtilization run records busy times but no bytes: the GM traffic of the
        // operators the shapes describe comes from the work estimate, against 910B2's HBM.
        RL_REAL_DATA(input, u"torchnpu_a2_level1_pipeutil"_qs);
        const Run r = rooflens({u"analyze"_qs, input, u"--json"_qs, u"-"_qs});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject root = QJsonDocument::fromJson(r.out).object();
        const QJsonObject hw = root.value(u"hardware").toObject();
        QCOMPARE(hw.value(u"hbm_variant").toString(), u"default"_qs);
        QCOMPARE(hw.value(u"memory").toObject().value(u"gm").toObject().value(u"bandwidth_gbs_used").toDouble(),
                 1750.0);
        int withGm = 0;
        for (const QJsonValue &v : root.value(u"operators").toArray()) {
            const QJsonObject op = v.toObject();
            const QJsonObject gm = op.value(u"components").toObject().value(u"gm").toObject();
            if (gm.isEmpty())
                continue;
            ++withGm;
            const QJsonObject work = gm.value(u"work").toObject();
            QVERIFY(work.value(u"read").toDouble() + work.value(u"write").toDouble() > 0.0);
            // ideal = bytes / 1.75 TB/s; U against the wall time
            const double ideal = (work.value(u"read").toDouble() + work.value(u"write").toDouble()) / 1.75e6;
            QVERIFY(qFuzzyCompare(gm.value(u"ideal_us").toDouble(), ideal));
            QVERIFY(qFuzzyCompare(gm.value(u"U").toDouble(), ideal / op.value(u"duration_us").toDouble()));
            QVERIFY(gm.value(u"R").isNull());
            QCOMPARE(op.value(u"work_source").toString(), u"estimated"_qs);
        }
        QVERIFY2(withGm == kPipeUtilOperatorsWithGm, qPrintable(QString::number(withGm)));
    }

    void unreadableInputsExitWithThree()
    {
        QTemporaryDir dir;
        const QString junk = dir.filePath(u"junk.bin"_qs);
        QFile f(junk);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("\x01\x02\x03\0\0junk", 9));
        f.close();
        const Run r = rooflens({u"analyze"_qs, junk});
        QCOMPARE(r.code, 3);
        QVERIFY(r.err.contains(junk.toUtf8()));
    }
};

QTEST_GUILESS_MAIN(TestAnalyzeRealData)
#include "tst_analyzerealdata.moc"
