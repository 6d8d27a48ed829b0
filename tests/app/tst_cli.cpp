// SPDX-License-Identifier: GPL-3.0-or-later
// End-to-end: the real `rooflens` executable, its outputs and exit codes.
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include "fiforeader.h"
#include "rooflensprocess.h"

#include <sys/stat.h>
#include <sys/types.h>

using rl::test::rooflens;
using rl::test::Run;

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

// One element-wise kernel on 910B4 (0.8 TB/s GM, 1.25 TB/s with CJ HBM) that reads and writes
// 0.88 GB each in 2.66 ms: 0.66 TB/s, 83 % of the default HBM.
QByteArray streamingProfile()
{
    return R"({
      "schema": "rooflens.profile/1", "hardware": "ascend910b4",
      "operators": [
        { "name": "aclnnInplaceMuls", "type": "Muls", "core_type": "AI_VECTOR_CORE", "duration_us": 2660,
          "block_dim": 40,
          "components": {
            "aiv.vector": { "busy_us": 600, "work": { "fp32": 220000000 } },
            "aiv.mte2": { "busy_us": 2650, "work": { "gm_to_ub": 880000000 } },
            "aiv.mte3": { "busy_us": 2000, "work": { "ub_to_gm": 880000000 } } } }
      ] })";
}

QString writeTemp(const QTemporaryDir &dir, const QString &name, const QByteArray &data)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(data);
    return path;
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void anHtmlReportNeedsNoDisplayNorPlatformPlugin()
    {
        // A display that does not exist and a platform plugin that does not either: a process
        // that made a QApplication would abort; the HTML report is built in core.
        QTemporaryDir dir;
        const QString in = writeTemp(dir, u"fig3.json"_qs, fig3Profile());
        const QString html = dir.filePath(u"report.html"_qs);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"DISPLAY"_qs, u":54321"_qs);
        env.insert(u"QT_QPA_PLATFORM"_qs, u"no-such-platform"_qs);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(ROOFLENS_EXE), {u"analyze"_qs, in, u"--html"_qs, html});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, p.readAllStandardError().constData());
        QVERIFY(QFileInfo(html).size() > 1000);
    }

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

    void summaryJsonIsTheAgentSummaryBesideTheFullJson()
    {
        QTemporaryDir dir;
        const QString in = writeTemp(dir, u"fig3.json"_qs, fig3Profile());
        const QString full = dir.filePath(u"out/analysis.json"_qs);
        // To stdout, with the full document written to a file in the same run.
        const Run r = rooflens({u"analyze"_qs, in, u"--summary-json"_qs, u"-"_qs, u"--json"_qs, full});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject summary = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(summary.value(u"schema").toString(), u"rooflens.summary/1"_qs);
        QFile f(full);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject analysis = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(summary.value(u"chip").toString(), u"fig3"_qs);
        QCOMPARE(summary.value(u"clock_mhz").toDouble(), 1000.0);
        QCOMPARE(summary.value(u"operator_count"), analysis.value(u"summary").toObject().value(u"operator_count"));
        QCOMPARE(summary.value(u"total_duration_us"),
                 analysis.value(u"summary").toObject().value(u"total_duration_us"));
        QCOMPARE(summary.value(u"category_time_share"),
                 analysis.value(u"summary").toObject().value(u"category_time_share"));
        // Both kernels are of type MatMul: one group of two calls.
        const QJsonArray groups = summary.value(u"top_groups").toArray();
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups[0].toObject().value(u"type").toString(), u"MatMul"_qs);
        QCOMPARE(groups[0].toObject().value(u"calls").toInt(), 2);
        QVERIFY(summary.value(u"run").isNull());
        QVERIFY(summary.value(u"diagnostics").toObject().contains(u"count"));
        QVERIFY(r.out.size() < 4096);

        // To a file, nothing else on stdout; and only analyze takes it.
        const QString file = dir.filePath(u"summary.json"_qs);
        const Run toFile = rooflens({u"analyze"_qs, in, u"--summary-json"_qs, file});
        QCOMPARE(toFile.code, 0);
        QFile written(file);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(written.readAll()).object(), summary);
        QVERIFY(!toFile.out.contains("MTE Bound")); // an output was asked for: no terminal summary
        const Run wrong = rooflens({u"compare"_qs, in, in, u"--summary-json"_qs, u"-"_qs});
        QCOMPARE(wrong.code, 2);
        QVERIFY(wrong.err.contains("--summary-json"));
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
        // msOpProf's first-party figures: L1->L0A 256 B/cycle per core, 1.75 TB/s of HBM.
        QVERIFY(r.out.contains("l1_to_l0a  256 B/cycle"));
        QVERIFY(r.out.contains("1.75 TB/s (default, in use)"));
        QVERIFY(r.out.contains("roofline.h"));
        const Run cj = rooflens({u"hardware"_qs, u"--show"_qs, u"ascend910b2"_qs, u"--hbm"_qs, u"cj"_qs});
        QCOMPARE(cj.code, 0);
        QVERIFY(cj.out.contains("1.30 TB/s (cj, in use)"));
        const Run list = rooflens({u"hardware"_qs, u"--list"_qs});
        QCOMPARE(list.code, 0);
        QCOMPARE(list.out.count('\n'), 9);
    }

    void hbmVariantPicksTheChipMemoryAndTheJsonSaysWhich()
    {
        QTemporaryDir dir;
        const QString in = writeTemp(dir, u"stream.json"_qs, streamingProfile());
        const Run plain = rooflens({u"analyze"_qs, in, u"--json"_qs, u"-"_qs});
        QCOMPARE(plain.code, 0);
        const QJsonObject root = QJsonDocument::fromJson(plain.out).object();
        QCOMPARE(root.value(u"hardware").toObject().value(u"hbm_variant").toString(), u"default"_qs);
        const QJsonObject op = root.value(u"operators").toArray().first().toObject();
        QCOMPARE(op.value(u"category").toString(), u"mte_bound"_qs);
        QCOMPARE(op.value(u"bound_component").toString(), u"gm"_qs);
        const QJsonObject gm = op.value(u"components").toObject().value(u"gm").toObject();
        QCOMPARE(gm.value(u"bandwidth_gbs").toDouble(), 800.0);
        QCOMPARE(qRound(gm.value(u"U").toDouble() * 100), 83);

        const Run cj = rooflens({u"analyze"_qs, in, u"--hbm"_qs, u"cj"_qs, u"--json"_qs, u"-"_qs});
        QCOMPARE(cj.code, 0);
        const QJsonObject cjRoot = QJsonDocument::fromJson(cj.out).object();
        const QJsonObject hw = cjRoot.value(u"hardware").toObject();
        QCOMPARE(hw.value(u"hbm_variant").toString(), u"cj"_qs);
        QCOMPARE(hw.value(u"memory").toObject().value(u"gm").toObject().value(u"bandwidth_gbs_used").toDouble(),
                 1250.0);
        QVERIFY(hw.value(u"note").toString().contains(u"HBM variant cj"_qs));
        const QJsonObject cjGm = cjRoot.value(u"operators")
                                     .toArray()
                                     .first()
                                     .toObject()
                                     .value(u"components")
                                     .toObject()
                                     .value(u"gm")
                                     .toObject();
        QCOMPARE(qRound(cjGm.value(u"U").toDouble() * 100), 53);
    }

    void unknownHbmVariantIsAUsageErrorNamingTheVariants()
    {
        QTemporaryDir dir;
        const QString in = writeTemp(dir, u"stream.json"_qs, streamingProfile());
        const Run r = rooflens({u"analyze"_qs, in, u"--hbm"_qs, u"sk"_qs});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("unknown HBM variant \"sk\"") && r.err.contains("cj, default"), r.err.constData());
        const Run show = rooflens({u"hardware"_qs, u"--show"_qs, u"ascend910b4"_qs, u"--hbm"_qs, u"sk"_qs});
        QCOMPARE(show.code, 2);
    }

    // `--json /dev/null`, `--json >(jq ...)`: the output goes into the device or pipe, which
    // stays what it was (a rename over it had put a regular file where /dev/null was).
    void jsonIntoAFifoReachesItsReaderAndLeavesTheFifo()
    {
        QTemporaryDir dir;
        const QString in = writeTemp(dir, u"fig3.json"_qs, fig3Profile());
        const QString fifo = dir.filePath(u"pipe"_qs);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        rl::test::FifoReader reader(fifo);
        const Run r = rooflens({u"analyze"_qs, in, u"--json"_qs, fifo});
        const QByteArray received = reader.take();
        QCOMPARE(r.code, 0);
        QCOMPARE(QJsonDocument::fromJson(received).object().value(u"operators").toArray().size(), 2);
        struct stat s
        { };
        QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &s), 0);
        QVERIFY(S_ISFIFO(s.st_mode));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::System), QStringList({u"fig3.json"_qs, u"pipe"_qs}));
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
