// SPDX-License-Identifier: GPL-3.0-or-later
// The real torch_npu DB export (torchnpu_a2_db_level1) through every output of device memory:
// the peaks equal to the tables' (formats notes: PTA+GE 1204.73 MB allocated, 1526.75 MB
// reserved; 43 allocations alive at the peak hold 503.25 MB, 701.48 MB predate the profile).
#include "core/report/analysisjson.h"
#include "core/report/htmlreport.h"
#include "core/report/jsonutil.h"
#include "core/report/memorycsv.h"
#include "core/report/textsummary.h"
#include "core/workflow/workflow.h"
#include "memoryfixtures.h"

#include <QBuffer>
#include <QTest>

using namespace rl;
using namespace rl::test;
using json::Json;

class TestMemoryOutputsRealData : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theDbExportsPeaksReachEveryOutput()
    {
        RL_REAL_DATA(path, u"torchnpu_a2_db_level1"_qs);
        AnalysisRequest request;
        request.paths = {path};
        request.hardware = u"ascend910b4"_qs;
        Progress progress;
        RL_VALUE(a, Workflow::builtin().loadAndAnalyze(request, progress));
        if (!a.memory)
            QSKIP("no memory records were read (the readers of core/memory are not in this build)");
        const QByteArray text = analysisToJson(a);
        const Json r = Json::parse(text.constData(), text.constData() + text.size())["run"]["memory"]["ranks"][0];
        QCOMPARE(QString::fromStdString(r["source"].get<std::string>()), u"pta_ge"_qs);
        QVERIFY(qAbs(r["peak_allocated_mb"].get<double>() - 1204.73) < 0.005);
        QVERIFY(qAbs(r["peak_reserved_mb"].get<double>() - 1526.75) < 0.005);
        QCOMPARE(r["alive_at_peak"]["count"].get<int>(), 43);
        QVERIFY(qAbs(r["alive_at_peak"]["size_mb"].get<double>() - 503.25) < 0.005);
        QVERIFY(qAbs(r["alive_at_peak"]["before_profile_mb"].get<double>() - 701.48) < 0.005);
        QCOMPARE(r["capacity_mb"].get<double>(), 32.0 * 1024.0);
        QCOMPARE(r["top_operators"].size(), size_t(10));
        QVERIFY(r["llc_hit_rate"]["write"].is_null()); // LLC holds one mode: read

        const QString summary = analysisSummaryText(a);
        QVERIFY2(summary.contains(u"peak 1204.73 MB allocated, 1526.75 MB reserved"), qPrintable(summary));
        QBuffer csv;
        csv.open(QIODevice::WriteOnly);
        QVERIFY(writeMemoryCsv(*a.memory, csv));
        QVERIFY(csv.data().contains(",rank,pta_ge,1204.7"));
        const QByteArray html = analysisToHtml(a);
        QVERIFY(html.contains("id=\"memory\""));
        QVERIFY(html.contains("peak 1204.73 MB"));
    }
};

QTEST_GUILESS_MAIN(TestMemoryOutputsRealData)
#include "tst_memoryoutputsrealdata.moc"
