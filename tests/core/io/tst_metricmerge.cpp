// SPDX-License-Identifier: GPL-3.0-or-later
// Runs of one workload recorded with different metric groups, merged per operator; and the
// workspace directory that holds them together with msprof op runs.
#include "core/io/importerregistry.h"
#include "core/io/metricgroupmerge.h"
#include "core/io/tables/workspaceimporter.h"
#include "core/io/workloadloader.h"
#include "testutil.h"

#include <QDir>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

void write(const QString &path, const QByteArray &data)
{
    writeFixture(path, data);
}

const QByteArray kBase = "Device_id,Model ID,Task ID,Stream ID,Op Name,OP Type,Task Type,Task Start Time(us),"
                         "Task Duration(us),Task Wait Time(us),Block Dim,Input Shapes,aicore_time(us),total_cycles,";

// The same three launches (conv twice, with the same shapes) under three metric groups.
QByteArray pipeUtilization()
{
    return kBase
        + "mac_time(us),mac_ratio,vec_time(us),vec_ratio,mte2_time(us),mte2_ratio,mte3_time(us),mte3_ratio\n"
          "0,1,1,2,conv,Conv2D,AI_CORE,10.000,12.0,0,2,\"\"\"1,3,8,8\"\"\",10.0,9760,8.0,0.8,1.0,0.1,4.0,0.4,2.0,0.2\n"
          "0,1,2,2,conv,Conv2D,AI_CORE,30.000,12.0,0,2,\"\"\"1,3,8,8\"\"\",11.0,10736,9.0,0.82,1.0,0.09,4.0,0.36,2.0,0."
          "18\n"
          "0,1,3,2,add,Add,AI_CORE,50.000,6.0,0,1,\"\"\"16;16\"\"\",5.0,2440,0,0,3.0,0.6,2.0,0.4,1.0,0.2\n";
}
QByteArray arithmetic()
{
    return kBase
        + "mac_fp16_ratio,mac_int8_ratio,vec_fp32_ratio,vec_fp16_ratio,vec_int32_ratio,vec_misc_ratio,cube_fops,vector_"
          "fops\n"
          "0,1,1,2,conv,Conv2D,AI_CORE,110.000,12.0,0,2,\"\"\"1,3,8,8\"\"\",10.0,9760,0.8,0,0,0.1,0,0,5000000,1000\n"
          "0,1,2,2,conv,Conv2D,AI_CORE,130.000,12.0,0,2,\"\"\"1,3,8,8\"\"\",11.0,10736,0.82,0,0,0.09,0,0,6000000,1000\n"
          "0,1,3,2,add,Add,AI_CORE,150.000,6.0,0,1,\"\"\"16;16\"\"\",5.0,2440,0,0,0,0.6,0,0,0,7000\n";
}
QByteArray memory()
{
    return kBase
        + "ub_read_bw(GB/s),ub_write_bw(GB/s),l1_read_bw(GB/s),l1_write_bw(GB/s),l2_read_bw(GB/s),"
          "l2_write_bw(GB/s),main_mem_read_bw(GB/s),main_mem_write_bw(GB/s)\n"
          "0,1,1,2,conv,Conv2D,AI_CORE,210.000,12.0,0,2,\"\"\"1,3,8,8\"\"\",10.0,9760,1,1,3,3,0,0,8.0,2.0\n"
          "0,1,2,2,conv,Conv2D,AI_CORE,230.000,12.0,0,2,\"\"\"1,3,8,8\"\"\",11.0,10736,1,1,3,3,0,0,8.0,2.0\n"
          "0,1,3,2,add,Add,AI_CORE,250.000,6.0,0,1,\"\"\"16;16\"\"\",5.0,2440,1,1,0,0,0,0,4.0,4.0\n"
          "0,1,4,2,relu,Relu,AI_CORE,260.000,2.0,0,1,\"\"\"16\"\"\",1.0,488,1,1,0,0,0,0,4.0,4.0\n";
}

// An msprof PROF_ directory of a coupled Ascend 310 holding one op_summary table.
QString writeProf(const QString &workspace, const QString &name, const QByteArray &table)
{
    const QString prof = workspace + u'/' + name;
    write(prof + u"/device_0/info.json.0",
          R"({"platform_version":"0","DeviceInfo":[{"ai_core_num":2,"aiv_num":0,"aic_frequency":"488"}]})");
    write(prof + u"/mindstudio_profiler_output/op_summary_20250101.csv", table);
    return prof;
}

const ComponentKey kCube{ComponentId::Cube, Side::None};
const ComponentKey kMte2{ComponentId::Mte2, Side::None};

} // namespace

class TestMetricMerge : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void twoGroupsMergePerOperatorInCallOrder()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(u"op_summary_a.csv"_qs), b = dir.filePath(u"op_summary_b.csv"_qs);
        write(a, pipeUtilization());
        write(b, arithmetic());
        const ImporterRegistry &registry = ImporterRegistry::builtin();
        auto p = loadWorkload(registry, {a, b}, {}, nullProgress());
        QVERIFY(p);
        QCOMPARE(p->operators.size(), size_t(3));
        QCOMPARE(p->mergedGroups, (QStringList{u"PipeUtilization"_qs, u"ArithmeticUtilization"_qs}));
        QVERIFY(p->unmatchedInMerge.empty());
        // the first launch of conv pairs with the first, the second with the second
        const Operator &second = p->operators[1];
        QCOMPARE(*second.component(kCube)->busyUs, 9.0);
        QCOMPARE(second.component(kCube)->work.value(u"fp16"_qs), 6000000.0);
        QCOMPARE(second.workSource, WorkSource::Measured);
        QCOMPARE(second.metricGroups, (QStringList{u"PipeUtilization"_qs, u"ArithmeticUtilization"_qs}));
        QCOMPARE(second.startNs, std::optional<qint64>(30000)); // the first run's clock
        QCOMPARE(p->inputs.size(), size_t(2));
        QVERIFY(std::any_of(p->diagnostics.begin(), p->diagnostics.end(), [](const Diagnostic &d) {
            return d.message.contains(u"PipeUtilization, ArithmeticUtilization");
        }));
    }

    void operatorsWithoutPartnerAreReported()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(u"a.csv"_qs), b = dir.filePath(u"b.csv"_qs);
        // drop the add from the second run and add a relu
        QByteArray second = memory();
        second.replace("0,1,3,2,add,Add,AI_CORE,250.000,6.0,0,1,\"\"\"16;16\"\"\",5.0,2440,1,1,0,0,0,0,4.0,4.0\n", "");
        write(a, pipeUtilization());
        write(b, second);
        auto p = loadWorkload(ImporterRegistry::builtin(), {a, b}, {}, nullProgress());
        QVERIFY(p);
        QCOMPARE(p->unmatchedInMerge, std::vector<int>{2});
        const auto w = std::find_if(p->diagnostics.begin(), p->diagnostics.end(), [](const Diagnostic &d) {
            return d.severity == Diagnostic::Severity::Warning && d.message.contains(u"metric-group merge");
        });
        QVERIFY(w != p->diagnostics.end());
        QVERIFY(w->message.contains(u"2 of 3"));
        QCOMPARE(w->location, b);
        // the conv reads through L1 (it has L1 traffic), the add got no Memory data
        QCOMPARE(p->operators[0].component(kMte2)->work.value(u"gm_to_l1"_qs), 8.0 * 1e3 * 10.0 * 2);
        QVERIFY(p->operators[2].component(kMte2)->work.isEmpty());
    }

    void workspaceMergesItsRunsAndReadsTheChip()
    {
        QTemporaryDir dir;
        writeProf(dir.path(), u"PROF_000002_ARITH"_qs, arithmetic());
        writeProf(dir.path(), u"PROF_000001_MEMORY"_qs, memory());
        writeProf(dir.path(), u"PROF_000003_PIPE"_qs, pipeUtilization());
        auto p = ImporterRegistry::builtin().load(dir.path(), {}, nullProgress());
        if (!p)
            QFAIL(qPrintable(p.error().toString()));
        QCOMPARE(p->detected.chip, u"Ascend310"_qs);
        QCOMPARE(p->detected.clockMhz, std::optional<double>(488.0));
        // PipeUtilization defines the operator list even though its directory sorts last
        QCOMPARE(p->operators.size(), size_t(3));
        QCOMPARE(p->mergedGroups.front(), u"PipeUtilization"_qs);
        QCOMPARE(p->mergedGroups.size(), 3);
        const Operator &conv = p->operators[0];
        QCOMPARE(*conv.component(kCube)->busyUs, 8.0);
        QCOMPARE(conv.component(kCube)->work.value(u"fp16"_qs), 5000000.0);
        QCOMPARE(conv.component(kMte2)->work.value(u"gm_to_l1"_qs), 8.0 * 1e3 * 10.0 * 2);
        QCOMPARE(conv.component({ComponentId::Mte3, Side::None})->work.value(u"ub_to_gm"_qs), 2.0 * 1e3 * 10.0 * 2);
    }

    void pipelinesAttachToTheOperatorOfTheSameName()
    {
        Profile table;
        table.operators.push_back(makeOperator(u"conv"_qs, 10.0, {}));
        table.operators.push_back(makeOperator(u"add"_qs, 5.0, {}));
        table.operators.push_back(makeOperator(u"conv"_qs, 10.0, {}));
        Profile run;
        run.operators.push_back(makeOperator(u"Conv"_qs, 9.0, {}));
        PipelineTrace trace;
        trace.operatorName = u"Conv"_qs;
        trace.units.push_back({u"core0.cubecore0"_qs, {}});
        run.pipelines.push_back(trace);
        QCOMPARE(attachPipelines(table, std::move(run)), 2);
        QCOMPARE(table.pipelines.size(), size_t(1));
        QCOMPARE(table.operators[0].pipelineIndex, 0);
        QCOMPARE(table.operators[1].pipelineIndex, -1);
        QCOMPARE(table.operators[2].pipelineIndex, 0);
        QCOMPARE(table.pipelines[0].units.front().name, u"core0.cubecore0"_qs);
    }

    void workspaceOpprofSimulatorRunsGiveTheirPipeline()
    {
        QTemporaryDir dir;
        writeProf(dir.path(), u"PROF_000003_PIPE"_qs, pipeUtilization());
        write(dir.filePath(u"OPPROF_20250101_ADD/simulator/trace.json"_qs),
              R"({"schemaVersion":2,"displayTimeUnit":"ns","profilingType":"op","traceEvents":[)"
              R"({"ph":"M","name":"process_name","pid":"core0.veccore0","args":{"name":"core0.veccore0"}},)"
              R"({"name":"MOV_OUT_TO_UB","ph":"X","pid":"core0.veccore0","tid":"MTE2","ts":0.0,"dur":1.0,"args":{}},)"
              R"({"name":"VADD","ph":"X","pid":"core0.veccore0","tid":"VECTOR","ts":1.0,"dur":2.0,"args":{}}]})");
        write(dir.filePath(u"OPPROF_20250101_ADD/OpBasicInfo.csv"_qs),
              "Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq\n"
              "add,vector,3.0,1,NA,0,1,NA,488\n");
        auto p = ImporterRegistry::builtin().load(dir.path(), {}, nullProgress());
        if (!p)
            QFAIL(qPrintable(p.error().toString()));
        QCOMPARE(p->operators.size(), size_t(3));
        if (p->pipelines.empty())
            QSKIP("no simulator trace importer registered yet");
        QCOMPARE(p->operators[2].pipelineIndex, 0);
        QCOMPARE(p->operators[0].pipelineIndex, -1);
    }
};

QTEST_GUILESS_MAIN(TestMetricMerge)
#include "tst_metricmerge.moc"
