// SPDX-License-Identifier: GPL-3.0-or-later
// Profiler output directories: torch_npu runs (text and DB export, one or several ranks) and
// msprof PROF_ directories (text export and the old per-device timeline layout).
#include "core/io/importerregistry.h"
#include "core/io/tables/ascenddb.h"
#include "testutil.h"

#include <QDir>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

Result<Profile> load(const QString &path, LoadOptions options = {})
{
    return ImporterRegistry::builtin().load(path, options, nullProgress());
}

const Operator *named(const Profile &p, const QString &name)
{
    for (const Operator &op : p.operators) {
        if (op.name == name)
            return &op;
    }
    return nullptr;
}

bool write(const QString &path, const QByteArray &data)
{
    return writeFixture(path, data);
}

// A small torch_npu run of one rank with one kernel.
bool writeRank(const QString &dir, int rank, const QByteArray &kernelName)
{
    return write(dir + u"/profiler_info_" + QString::number(rank) + u".json",
                 R"({"config":{"experimental_config":{"_aic_metrics":"ACL_AICORE_PIPE_UTILIZATION"}},"rank_id":)"
                     + QByteArray::number(rank) + "}")
        && write(dir + u"/ASCEND_PROFILER_OUTPUT/kernel_details.csv",
                 "Step Id,Name,Type,Accelerator Core,Start Time(us),Duration(us),Wait Time(us),Block Dim\n"
                 "1," + kernelName
                     + ",Add,AI_VECTOR_CORE,100.5\t,3.0,0,8\n");
}

const ComponentKey kCube{ComponentId::Cube, Side::None};

} // namespace

class TestProfilerDirs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void torchNpuRunLoadsItsKernelTableAndMetricGroup()
    {
        RL_REAL_DATA(pDir, u"torchnpu_a2_level1_pipeutil/rank0_ascend_pt"_qs);
        RL_VALUE(p, load(pDir));
        QCOMPARE(p.operators.size(), size_t(191));
        QCOMPARE(p.inputs.size(), size_t(1));
        QCOMPARE(p.inputs.front().metricGroups, QStringList{u"PipeUtilization"_qs});
        QVERIFY(p.inputs.front().path.endsWith(u"rank0_ascend_pt"));
        QCOMPARE(p.detected.clockMhz, std::optional<double>(1800.0));
        QCOMPARE(p.detected.aicCount, std::optional<int>(24));
        QCOMPARE(p.operators.front().startNs, std::optional<qint64>(Q_INT64_C(1736408883704643212)));
    }

    void traceEventsJoinKernelRowsOnTheNanosecond()
    {
        RL_REAL_DATA(pDir, u"torchnpu_a2_level0_trace/rank0_ascend_pt"_qs);
        RL_VALUE(p, load(pDir));
        QCOMPARE(p.operators.size(), size_t(191));
        if (p.timeline.isEmpty())
            QSKIP("readChromeTrace is not available yet");
        QCOMPARE(p.timeline.operatorIndex.size(), p.timeline.eventCount());
        const TraceJoin join = traceJoin(p);
        QCOMPARE(join.mismatched, 0);
        // every kernel row but the four all-reduce rows, which are not device tasks
        QCOMPARE(join.linked, 187);
        QVERIFY(mentions(p.diagnostics, u"187 of 191"_qs));
    }

    void databaseExportJoinsTaskComputeAndPmuTables()
    {
        RL_REAL_DATA(pDir, u"torchnpu_a2_db_level1/rank0_ascend_pt"_qs);
        RL_VALUE(p, load(pDir));
        QCOMPARE(p.inputs.front().format, u"ascend_db"_qs);
        QCOMPARE(p.detected.chip, u"Ascend910B"_qs);
        QCOMPARE(p.detected.clockMhz, std::optional<double>(1800.0));
        QCOMPARE(p.operators.size(), size_t(191)); // 187 compute tasks + 4 communication ops
        QCOMPARE(p.inputs.front().metricGroups, QStringList{u"PipeUtilization"_qs});
        RL_FOUND(conv, named(p, u"Conv2D1"_qs));
        QCOMPARE(conv.blockDim, std::optional<int>(16));
        QVERIFY(qFuzzyCompare(*conv.coreTimeUs, 311.5734027777778)); // aic_total_time ns -> µs
        QVERIFY(qFuzzyCompare(*conv.component(kCube)->busyUs, 162.22777777777778));
        QCOMPARE(conv.metrics.value(u"aic_total_cycles"_qs), 8973314.0);
        QCOMPARE(conv.inputs.size(), size_t(3));
        QCOMPARE(conv.inputs[0].shape, u"32,1,224,224,8"_qs);
        const Operator &first = p.operators.front();
        QCOMPARE(first.name, u"trans_TransData_0"_qs);
        QCOMPARE(first.startNs, std::optional<qint64>(Q_INT64_C(1736410576404465403)));
        QCOMPARE(first.durationUs, 53.761);
        int communication = 0;
        for (const Operator &op : p.operators)
            communication += op.taskType == TaskType::Communication ? 1 : 0;
        QCOMPARE(communication, 4);
        // every TASK row is on the timeline, plus the communication ops' lane and the 296 HCCL
        // tasks (112 Notify_Wait, 112 Notify_Record, 36 Memcpy, 36 Reduce_Inline) on their
        // planes' lanes (core/job/README.md §3)
        QCOMPARE(p.timeline.eventCount(), size_t(552 + 4 + 296));
        int planeLanes = 0;
        for (const TimelineLane &lane : p.timeline.lanes)
            planeLanes += lane.kind == TimelineLane::Kind::Communication && lane.thread.startsWith(u"Plane ") ? 1 : 0;
        QVERIFY(planeLanes >= 1);
        int linked = 0;
        for (qint32 op : p.timeline.operatorIndex)
            linked += op >= 0 ? 1 : 0;
        QCOMPARE(linked, 191);
    }

    void aFileThatOnlyStartsLikeSqliteIsADamagedDatabase()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"other.db"_qs);
        QVERIFY(write(path, "SQLite format 3"));
        auto bad = readAscendDb(path, nullProgress());
        QVERIFY(!bad);
        QCOMPARE(bad.error().kind, Error::Kind::Input);
        QVERIFY2(bad.error().message.contains(u"SQLite cannot read"), qPrintable(bad.error().message));
        QCOMPARE(bad.error().location, path);
    }

    void parentDirectoryLoadsTheChosenRankAndNamesTheOthers()
    {
        QTemporaryDir dir;
        QVERIFY(writeRank(dir.filePath(u"host_2_ascend_pt"_qs), 2, "rank2_add"));
        QVERIFY(writeRank(dir.filePath(u"host_0_ascend_pt"_qs), 0, "rank0_add"));
        RL_VALUE(first, load(dir.path()));
        QCOMPARE(first.operators.front().name, u"rank0_add"_qs);
        QCOMPARE(first.operators.front().startNs, std::optional<qint64>(100500));
        QVERIFY(mentions(first.diagnostics, u"loaded rank 0"_qs));
        QVERIFY(mentions(first.diagnostics, u"0, 2"_qs));
        LoadOptions two;
        two.rank = 2;
        RL_VALUE(second, load(dir.path(), two));
        QCOMPARE(second.operators.front().name, u"rank2_add"_qs);
        LoadOptions missing;
        missing.rank = 5;
        auto err = ImporterRegistry::builtin().load(dir.path(), missing, nullProgress());
        QVERIFY(!err);
        QVERIFY(err.error().message.contains(u"0, 2"));
    }

    // Nothing RoofLens reads as kernels is there: Unsupported, so a rank folder of
    // communication files alone still opens as a job (core/comm/README.md §2).
    void torchNpuRunWithoutTablesIsUnsupported()
    {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(u"x_ascend_pt/ASCEND_PROFILER_OUTPUT"_qs));
        auto err = ImporterRegistry::builtin().load(dir.filePath(u"x_ascend_pt"_qs), {}, nullProgress());
        QVERIFY(!err);
        QCOMPARE(err.error().kind, Error::Kind::Unsupported);
        QVERIFY(err.error().location.endsWith(u"x_ascend_pt"));
    }

    void msprofTextExportReadsChipFromDeviceInfo()
    {
        QTemporaryDir dir;
        const QString prof = dir.filePath(u"PROF_000001_20250101000000000_ABCDEFGHIJKLMNOP"_qs);
        QVERIFY(
            write(prof + u"/device_0/info.json.0",
                  R"({"platform_version":"0","DeviceInfo":[{"ai_core_num":2,"aiv_num":0,"aic_frequency":"500"}]})"));
        QVERIFY(write(
            prof + u"/mindstudio_profiler_output/op_summary_20250101.csv",
            "Device_id,Model ID,Task ID,Stream ID,Op Name,OP Type,Task Type,Task Start Time(us),Task Duration(us),"
            "Task Wait Time(us),Block Dim,aicore_time(us),total_cycles,mac_ratio,vec_ratio,mte2_ratio\n"
            "0,1,3,2,conv1,Conv2D,AI_CORE,10.000,20.0,0,2,18.0,18000,0.5,0.1,0.25\n"));
        RL_VALUE(p, load(prof));
        QCOMPARE(p.detected.chip, u"Ascend310"_qs);
        QCOMPARE(p.detected.clockMhz, std::optional<double>(500.0));
        QCOMPARE(p.detected.aicCount, std::optional<int>(2));
        QCOMPARE(p.detected.aivCount, std::optional<int>(0));
        QCOMPARE(p.inputs.front().format, u"msprof_op_summary"_qs);
        QCOMPARE(p.operators.size(), size_t(1));
        const Operator &conv = p.operators.front();
        QCOMPARE(*conv.component(kCube)->busyUs, 0.5 * 18.0); // ratio × core time
        QCOMPARE(*conv.component({ComponentId::Mte2, Side::None})->busyUs, 0.25 * 18.0);
    }

    void oldPerDeviceLayoutTakesOperatorsFromDeviceTasks()
    {
        RL_REAL_DATA(prof, u"msprof_timeline_910_2023/PROF_000001_20230818142704322_COJGGGCANRMICFBC"_qs);
        const ImporterRegistry &registry = ImporterRegistry::builtin();
        auto loaded = registry.load(prof, {}, nullProgress());
        if (!loaded && loaded.error().message.contains(u"not built yet"))
            QSKIP("readChromeTrace is not available yet");
        if (!loaded)
            QFAIL(qPrintable(loaded.error().toString()));
        const Profile &p = *loaded;
        QCOMPARE(p.detected.chip, u"Ascend910"_qs);
        QCOMPARE(p.detected.clockMhz, std::optional<double>(1000.0));
        QCOMPARE(p.detected.aicCount, std::optional<int>(32));
        QCOMPARE(p.detected.aivCount, std::optional<int>(0));
        QCOMPARE(p.operators.size(), size_t(490)); // device task events with a Task Type
        RL_FOUND(cast, named(p, u"Default/network-WithLossCell/_backbone-AlexNet/Cast-op239"_qs));
        QCOMPARE(cast.taskType, TaskType::AiCore);
        QCOMPARE(cast.coreTimeUs, std::optional<double>(21.0));
        QCOMPARE(cast.blockDim, std::optional<int>(32)); // 672029 cycles / (1000 MHz × 21 µs)
        QCOMPARE(cast.startNs, std::optional<qint64>(Q_INT64_C(56635864664910)));
        QCOMPARE(cast.streamId, std::optional<int>(2));
        QVERIFY(!p.timeline.isEmpty());
    }

    void msprofDirectoryWithoutDataIsUnsupported()
    {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(u"PROF_1/mindstudio_profiler_output"_qs));
        auto err = ImporterRegistry::builtin().load(dir.filePath(u"PROF_1"_qs), {}, nullProgress());
        QVERIFY(!err);
        QCOMPARE(err.error().kind, Error::Kind::Unsupported);
    }
};

QTEST_GUILESS_MAIN(TestProfilerDirs)
#include "tst_profilerdirs.moc"
