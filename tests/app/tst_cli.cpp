// SPDX-License-Identifier: GPL-3.0-or-later
// End-to-end: the real `rooflens` executable, its outputs and exit codes.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "rooflensprocess.h"

using rl::test::Run;
using rl::test::rooflens;

namespace {

// The paper's worked examples (Fig. 3) as a rooflens.profile/1 with an inline chip whose
// GM paths share 10 B/cycle and whose INT8 Cube peak is twice FP16.
QByteArray fig3Profile()
{
    return R"({
      "schema": "rooflens.profile/1", "name": "paper Fig. 3",
      "hardware": { "schema": "rooflens.hardware/1", "id": "fig3", "name": "Fig. 3 chip",
        "architecture": "coupled", "clock_mhz": 1000, "cube_cores": 1, "vector_cores": 1,
        "components": {
          "cube": { "kind": "compute", "peaks": { "fp16": 1000, "int8": 2000 } },
          "mte2": { "kind": "transfer", "peaks": { "gm_to_l0a": 10, "gm_to_l0b": 10 } } } },
      "operators": [
        { "name": "fig3a_two_transfers", "type": "MatMul", "core_type": "AI_CORE", "duration_us": 300,
          "components": { "mte2": { "busy_us": 300, "work": { "gm_to_l0a": 2000000, "gm_to_l0b": 1000000 } } } },
        { "name": "fig3b_two_precisions", "type": "MatMul", "core_type": "AI_CORE", "duration_us": 1.5,
          "components": { "cube": { "busy_us": 1.5, "work": { "fp16": 1000000, "int8": 1000000 } } } }
      ] })";
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void analyzeReportsThePapersFigure3Verdicts()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath(u"fig3.json"_qs);
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(fig3Profile());
        f.close();
        const Run r = rooflens({u"analyze"_qs, in, u"--json"_qs, u"-"_qs});
        QCOMPARE(r.code, 0);
        const QJsonArray ops = QJsonDocument::fromJson(r.out).object().value(u"operators").toArray();
        QCOMPARE(ops.size(), 2);
        const QJsonObject a = ops[0].toObject();
        QCOMPARE(a.value(u"category").toString(), u"mte_bound"_qs);
        QCOMPARE(a.value(u"bound_component").toString(), u"mte2"_qs);
        QCOMPARE(a.value(u"components").toObject().value(u"mte2").toObject().value(u"U").toDouble(), 1.0);
        const QJsonObject b = ops[1].toObject();
        QCOMPARE(b.value(u"category").toString(), u"compute_bound"_qs);
        QCOMPARE(b.value(u"components").toObject().value(u"cube").toObject().value(u"U").toDouble(), 1.0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(u"hardware").toObject().value(u"source").toString(),
                 u"file"_qs);
    }

    void analyzeWithoutOutputsPrintsASummary()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath(u"fig3.json"_qs);
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(fig3Profile());
        f.close();
        const Run r = rooflens({u"analyze"_qs, in});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("MTE Bound"));
        QVERIFY(r.out.contains("Compute Bound"));
    }

    void hardwareShowPrints910B2FiguresWithSources()
    {
        const Run r = rooflens({u"hardware"_qs, u"--show"_qs, u"ascend910b2"_qs});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("1800 MHz"));
        QVERIFY(r.out.contains("24 cube (AIC), 48 vector (AIV)"));
        QVERIFY(r.out.contains("353.9 TFLOP/s")); // derived chip peak
        QVERIFY(r.out.contains("Sources:"));
        QVERIFY(r.out.contains("ini"));
        const Run list = rooflens({u"hardware"_qs, u"--list"_qs});
        QCOMPARE(list.code, 0);
        QCOMPARE(list.out.count('\n'), 9);
    }

    void exitCodesFollowTheContract()
    {
        QCOMPARE(rooflens({u"analyze"_qs}).code, 2);
        QCOMPARE(rooflens({u"hardware"_qs, u"--show"_qs, u"nochip"_qs}).code, 2);
        QTemporaryDir dir;
        const Run missing = rooflens({u"analyze"_qs, dir.filePath(u"absent.csv"_qs)});
        QCOMPARE(missing.code, 3);
        QVERIFY(missing.err.contains("absent.csv"));
        QFile junk(dir.filePath(u"junk.bin"_qs));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("\x7f\x45\x4c\x46 binary junk");
        junk.close();
        const Run j = rooflens({u"analyze"_qs, junk.fileName()});
        QCOMPARE(j.code, 3);
        QVERIFY(j.err.contains("junk.bin"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
