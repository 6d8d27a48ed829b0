// SPDX-License-Identifier: GPL-3.0-or-later
// End-to-end: a torch_npu run folder with memory_record.csv and operator_memory.csv gives
// `rooflens analyze` its device memory (contract §7c) in the JSON, the terminal summary,
// FILE.memory.csv beside the operator table, the HTML report and `compare`.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "rooflensprocess.h"

using rl::test::rooflens;
using rl::test::Run;

namespace {

bool write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

// One kernel and the allocator's totals: PTA+GE allocated 100, 300, 200 MB at 1, 2, 3 µs (the
// APP row never gives the peak); aten::mm 100 MB from 1.5 to 2.5 µs and the weights' 50 MB
// never released are alive at the peak, so 150 MB predate the profile. `scale` grows aten::mm.
QString writeRun(const QTemporaryDir &dir, const QString &name, int mmMb = 100)
{
    const QString out = dir.filePath(name + u"/run_ascend_pt/ASCEND_PROFILER_OUTPUT"_qs);
    const QByteArray allocated = QByteArray::number(200 + mmMb);
    const bool ok =
        write(out + u"/kernel_details.csv",
              "Step Id,Name,Type,Accelerator Core,Start Time(us),Duration(us),Wait Time(us),Block Dim\n"
              "1,MatMul_0,MatMul,AI_CORE,1.000\t,5.0,0,8\n")
        && write(
            out + u"/memory_record.csv",
            "Component,Timestamp(us),Total Allocated(MB),Total Reserved(MB),Total Active(MB),Stream Ptr,Device Type\n"
            "PTA+GE,1.000\t,100,400,150,1,NPU:0\n"
            "PTA+GE,2.000\t,"
                + allocated
                + ",500,320,1,NPU:0\n"
                  "APP,2.500\t,,9000,,,NPU:0\n"
                  "PTA+GE,3.000\t,200,450,220,1,NPU:0\n")
        && write(out + u"/operator_memory.csv",
                 "Name,Size(KB),Allocation Time(us),Release Time(us),Active Release Time(us),Duration(us),Active "
                 "Duration(us),Allocation Total Allocated(MB),Allocation Total Reserved(MB),Allocation Total "
                 "Active(MB),Release Total Allocated(MB),Release Total Reserved(MB),Release Total Active(MB),Stream "
                 "Ptr,Device Type\n"
                 "aten::mm,"
                     + QByteArray::number(mmMb * 1024)
                     + ",1.500\t,2.500\t,,1.0,1.0,1.0,2.0,1.0,,,,1,NPU:0\n"
                       "weights,51200,1.900\t,,,,,1.0,2.0,1.0,,,,1,NPU:0\n");
    return ok ? dir.filePath(name) : QString();
}

} // namespace

class TestMemoryCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyOutputOfAnalyzeCarriesTheMemory()
    {
        QTemporaryDir dir;
        const QString job = writeRun(dir, u"job"_qs);
        QVERIFY(!job.isEmpty());
        const QString csv = dir.filePath(u"out/report.csv"_qs), html = dir.filePath(u"out/report.html"_qs),
                      json = dir.filePath(u"out/report.json"_qs);
        const Run r = rooflens({u"analyze"_qs, job, u"--hardware"_qs, u"ascend910b4"_qs, u"--csv"_qs, csv, u"--html"_qs,
                                html, u"--json"_qs, json});
        QVERIFY2(r.code == 0, r.err.constData());

        QFile jsonFile(json);
        QVERIFY(jsonFile.open(QIODevice::ReadOnly));
        const QJsonObject rank = QJsonDocument::fromJson(jsonFile.readAll())
                                     .object()[u"run"_qs]
                                     .toObject()[u"memory"_qs]
                                     .toObject()[u"ranks"_qs]
                                     .toArray()
                                     .at(0)
                                     .toObject();
        QCOMPARE(rank[u"source"_qs].toString(), u"pta_ge"_qs);
        QCOMPARE(rank[u"peak_allocated_mb"_qs].toDouble(), 300.0);
        QCOMPARE(rank[u"peak_reserved_mb"_qs].toDouble(), 500.0); // not the APP row's 9000
        QCOMPARE(rank[u"peak_time_ns"_qs].toInteger(), 2000);
        QCOMPARE(rank[u"capacity_mb"_qs].toDouble(), 32768.0);
        QCOMPARE(rank[u"alive_at_peak"_qs].toObject()[u"before_profile_mb"_qs].toDouble(), 150.0);

        QFile memoryCsv(dir.filePath(u"out/report.memory.csv"_qs));
        QVERIFY(memoryCsv.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = memoryCsv.readAll().split('\n');
        QVERIFY(lines.at(0).startsWith("Rank,Row,Source,Peak Allocated(MB),Peak Reserved(MB)"));
        QVERIFY(lines.at(1).startsWith("0,rank,pta_ge,300,500,320,2000,32768,2,150,150,"));
        QVERIFY(lines.at(2).endsWith(",1,aten::mm,102400,1500,2500,1\r"));

        QFile page(html);
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QByteArray text = page.readAll();
        QVERIFY(text.contains("id=\"memory\""));
        QVERIFY(text.contains("Rank 0: device memory over time (PTA+GE)"));

        const Run summary = rooflens({u"analyze"_qs, job, u"--hardware"_qs, u"ascend910b4"_qs});
        QVERIFY2(summary.out.contains("rank 0: peak 300.00 MB allocated, 500.00 MB reserved, 320.00 MB active"),
                 summary.out.constData());
    }

    void theMemoryCsvIsNotWrittenToStdout()
    {
        QTemporaryDir dir;
        const QString job = writeRun(dir, u"job"_qs);
        const Run r = rooflens({u"analyze"_qs, job, u"--csv"_qs, u"-"_qs});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(!r.out.contains("Peak Allocated(MB)"));
        QVERIFY(!QFile::exists(u"-.memory.csv"_qs));
    }

    void compareGivesThePeakAndLargestAllocationDeltas()
    {
        QTemporaryDir dir;
        const QString before = writeRun(dir, u"before"_qs), after = writeRun(dir, u"after"_qs, 160);
        const Run r = rooflens({u"compare"_qs, before, after, u"--json"_qs, u"-"_qs});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject rank =
            QJsonDocument::fromJson(r.out).object()[u"memory"_qs].toObject()[u"ranks"_qs].toArray().at(0).toObject();
        QCOMPARE(rank[u"delta_peak_allocated_mb"_qs].toDouble(), 60.0);
        QCOMPARE(rank[u"delta_peak_reserved_mb"_qs].toDouble(), 0.0);
        const QJsonObject mm = rank[u"top_operators"_qs].toArray().at(0).toObject();
        QCOMPARE(mm[u"name"_qs].toString(), u"aten::mm"_qs);
        QCOMPARE(mm[u"delta_size_kb"_qs].toDouble(), 60.0 * 1024.0);
        const Run text = rooflens({u"compare"_qs, before, after});
        QVERIFY2(text.out.contains("rank 0: allocated 300.00 MB → 360.00 MB (+60.00 MB)"), text.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestMemoryCli)
#include "tst_memorycli.moc"
