// SPDX-License-Identifier: GPL-3.0-or-later
// Kernel tables (kernel_details.csv, op_summary_*.csv) read from the real files in place, and
// generated tables for what no real file shows.
#include "core/io/importerregistry.h"
#include "core/io/tables/kerneltable.h"
#include "core/io/tables/kerneltableimporter.h"
#include "core/io/workloadloader.h"
#include "core/workflow/workflow.h"
#include "testutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

const QString kPipeUtil = u"torchnpu_a2_level1_pipeutil/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv"_qs;
const QString kLevel0 = u"torchnpu_a2_level0_trace/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv"_qs;
const QString kArith = u"msprofanalyze_kd_arith/kernel_details.csv"_qs;
const QString kMemoryL0 = u"msprof_opsummary_memoryl0/op_summary_1.csv"_qs;

// Declares `var` as the real table at `relative`, or skips (data absent) or fails (unreadable).
#define RL_REAL_TABLE(var, relative)                                                                                   \
    RL_REAL_DATA(var##Path, relative);                                                                                 \
    RL_VALUE(var, readKernelTable(var##Path, nullProgress()))

Result<KernelTable> readText(const QByteArray &csv)
{
    return readKernelTable(csv, u"gen.csv"_qs, nullProgress());
}

const Operator *named(const std::vector<Operator> &ops, const QString &name, int occurrence = 0)
{
    for (const Operator &op : ops) {
        if (op.name == name && occurrence-- == 0)
            return &op;
    }
    return nullptr;
}

double busy(const Operator &op, ComponentKey key)
{
    const ComponentSample *s = op.component(key);
    return s && s->busyUs ? *s->busyUs : -1.0;
}

Result<Analysis> analyseFile(const QString &path, const QString &hardware = {})
{
    AnalysisRequest request;
    request.paths = {path};
    request.hardware = hardware;
    return Workflow::builtin().loadAndAnalyze(request, nullProgress());
}

int countWarnings(const Diagnostics &d)
{
    return int(std::count_if(d.begin(), d.end(),
                             [](const Diagnostic &x) { return x.severity == Diagnostic::Severity::Warning; }));
}

// One line per operator and diagnostic, saying everything a reading could get wrong: fields,
// metrics, tensors and the line each came from.
QStringList describe(const Result<KernelTable> &table)
{
    if (!table)
        return {u"error "_qs + table.error().location + u' ' + table.error().message};
    QStringList out;
    for (const Operator &op : table->operators) {
        QString line = op.sourceLocation.toString() + u' ' + op.name + u' ' + op.type + u' ' + op.coreType.str() + u' '
            + QString::number(op.startNs.value_or(-1)) + u' ' + QString::number(op.durationUs);
        for (auto it = op.metrics.cbegin(); it != op.metrics.cend(); ++it)
            line += u' ' + it.key() + u'=' + QString::number(it.value());
        for (const TensorDesc &t : op.inputs)
            line += u" in:"_qs + t.shape + u'/' + t.dataType;
        out << line;
    }
    for (const Diagnostic &d : table->diagnostics)
        out << d.location + u' ' + d.message;
    return out;
}

const ComponentKey kCube{ComponentId::Cube, Side::None};
const ComponentKey kVector{ComponentId::Vector, Side::None};
const ComponentKey kAicMte2{ComponentId::Mte2, Side::Aic};
const ComponentKey kAivMte2{ComponentId::Mte2, Side::Aiv};
const ComponentKey kMte3{ComponentId::Mte3, Side::None};

} // namespace

class TestKernelTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tablesAreToldApartByHeaderNotName()
    {
        RL_REAL_TABLE(pipeUtil, kPipeUtil);
        RL_REAL_TABLE(level0, kLevel0);
        RL_REAL_TABLE(memoryL0, kMemoryL0);
        QCOMPARE(pipeUtil.kind, KernelTableKind::TorchNpuKernelDetails);
        QCOMPARE(level0.kind, KernelTableKind::TorchNpuKernelDetails);
        QCOMPARE(memoryL0.kind, KernelTableKind::MsprofOpSummary);
        QVERIFY(!sniffKernelTable("Device_id,OP Type,Core Type,Count\n"));
    }

    void pipeUtilizationRowsBecomeOperatorsInOrder()
    {
        RL_REAL_TABLE(t, kPipeUtil);
        QCOMPARE(t.operators.size(), size_t(191));
        QCOMPARE(t.metricGroups, QStringList{u"PipeUtilization"_qs});
        QVERIFY(t.separated);
        QCOMPARE(countWarnings(t.diagnostics), 0);
        const Operator &first = t.operators.front();
        QCOMPARE(first.name, u"trans_TransData_0"_qs);
        QCOMPARE(first.startNs, std::optional<qint64>(Q_INT64_C(1736408883704643212)));
        QCOMPARE(first.durationUs, 53.741);
        QCOMPARE(first.blockDim, std::optional<int>(32));
        QCOMPARE(first.taskType, TaskType::AiVectorCore);
        QCOMPARE(first.stepId, std::optional<int>(50));
        QCOMPARE(first.streamId, std::optional<int>(2));
        QCOMPARE(first.taskId, std::optional<int>(11051));
        QCOMPARE(first.aivTimeUs, std::optional<double>(50.522));
        QVERIFY(!first.coreTimeUs); // aicore_time 0: the AIC side did not run
        QCOMPARE(busy(first, kVector), 9.406);
        QCOMPARE(busy(first, kAivMte2), 27.875);
        QCOMPARE(busy(first, kMte3), 33.687);
        QVERIFY(!first.component(kCube)); // zeros of the idle side are not components
        QCOMPARE(first.inputs.size(), size_t(1));
        QCOMPARE(first.inputs[0].shape, u"32,3,224,224"_qs);
        QCOMPARE(first.outputs[0].format, u"NC1HWC0"_qs);
        QCOMPARE(first.metrics.value(u"aiv_icache_miss_rate"_qs), 0.023);
        QCOMPARE(first.metricGroups, QStringList{u"PipeUtilization"_qs});
        QVERIFY(first.sourceLocation.toString().endsWith(u"kernel_details.csv:2"));

        RL_FOUND(conv, named(t.operators, u"Conv2D1"_qs));
        QCOMPARE(conv.coreTimeUs, std::optional<double>(312.164));
        QCOMPARE(busy(conv, kCube), 162.056);
        QCOMPARE(busy(conv, {ComponentId::Mte1, Side::None}), 275.784);
        QCOMPARE(busy(conv, kAicMte2), 285.033);
        QCOMPARE(busy(conv, {ComponentId::Scalar, Side::Aic}), 235.602);
        QCOMPARE(busy(conv, {ComponentId::FixPipe, Side::None}), 26.405);
        QCOMPARE(conv.inputs.size(), size_t(3));
        QCOMPARE(conv.inputs[1].shape, u"121,4,16,8"_qs);
        QCOMPARE(conv.inputs[2].dataType, u"FLOAT"_qs);
        QCOMPARE(conv.metrics.value(u"cube_utilization"_qs), 66.301);
    }

    void rowsWithAndWithoutEveryMetricKeepTheirOwnMetricsAndWait()
    {
        // A row with every metric and a wait is written into a copy of one map of those names
        // (KernelRowParser); rows missing a metric or the wait go the general way. Alternating,
        // each must have its own numbers, and the wait among the metrics only where it was given.
        const QByteArray csv = "Name,Type,Accelerator Core,Start Time(us),Duration(us),Wait Time(us),Block Dim,"
                               "aiv_time(us),aiv_vec_ratio,aiv_total_cycles\n"
                               "a,Add,AI_VECTOR_CORE,1.0,10,1.5,8,9,0.5,100\n"
                               "b,Add,AI_VECTOR_CORE,2.0,10,2.5,8,9,,200\n"
                               "c,Add,AI_VECTOR_CORE,3.0,10,,8,9,0.25,300\n"
                               "d,Add,AI_VECTOR_CORE,4.0,10,4.5,8,9,0.75,400\n";
        RL_VALUE(t, readText(csv));
        QCOMPARE(t.operators.size(), size_t(4));
        const auto metricsOf = [&t](size_t i) {
            QStringList out;
            const MetricMap &m = t.operators[i].metrics;
            for (auto it = m.cbegin(); it != m.cend(); ++it)
                out << it.key() + u'=' + QString::number(it.value());
            return out.join(u' ');
        };
        QCOMPARE(metricsOf(0), u"aiv_time=9 aiv_total_cycles=100 aiv_vec_ratio=0.5 wait_time=1.5"_qs);
        QCOMPARE(metricsOf(1), u"aiv_time=9 aiv_total_cycles=200 wait_time=2.5"_qs);
        QCOMPARE(metricsOf(2), u"aiv_time=9 aiv_total_cycles=300 aiv_vec_ratio=0.25"_qs);
        QCOMPARE(metricsOf(3), u"aiv_time=9 aiv_total_cycles=400 aiv_vec_ratio=0.75 wait_time=4.5"_qs);
        QVERIFY(t.operators[0].metrics.sharesNamesWith(t.operators[3].metrics));
    }

    void clockAndCoresAreDerivedFromTheCounters()
    {
        RL_REAL_DATA(pipeUtil, kPipeUtil);
        RL_REAL_DATA(memoryL0, kMemoryL0);
        auto p = KernelTableImporter().load(pipeUtil, {}, nullProgress());
        QVERIFY(p);
        QCOMPARE(p->detected.chip, u"Ascend910B"_qs);
        QCOMPARE(p->detected.clockMhz, std::optional<double>(1800.0));
        QCOMPARE(p->detected.aicCount, std::optional<int>(24));
        QCOMPARE(p->inputs.front().format, u"torch_npu_kernel_details"_qs);
        // short kernels' 2-decimal times scatter the estimate; the long ZerosLike decides:
        // 43632970 cycles / (48 blocks × 491.36 µs) = 1850 MHz
        auto m = KernelTableImporter().load(memoryL0, {}, nullProgress());
        QVERIFY(m);
        QCOMPARE(m->detected.clockMhz, std::optional<double>(1850.0));
        QVERIFY(!m->detected.aicCount); // no cube_utilization column in this group
    }

    void analysisGivesTheRatioOfBusyToCoreTimePerComponent()
    {
        RL_REAL_DATA(pipeUtil, kPipeUtil);
        RL_VALUE(a, analyseFile(pipeUtil));
        QCOMPARE(a.hardware.id, u"ascend910b2"_qs);
        int conv = -1;
        for (int i = 0; i < int(a.operators.size()); ++i) {
            if (a.op(i).name == u"Conv2D1")
                conv = i;
        }
        QVERIFY(conv >= 0);
        const ComponentResult *cube = a.operators[size_t(conv)].component(kCube);
        QVERIFY(cube && cube->R());
        QCOMPARE(*cube->R(), 162.056 / 312.164);
        QCOMPARE(cube->blockDim, 16);
        const ComponentResult *mte2 = a.operators[size_t(conv)].component(kAicMte2);
        QVERIFY(mte2 && mte2->R());
        QCOMPARE(*mte2->R(), 285.033 / 312.164);
    }

    void arithmeticUtilizationSplitsOperationsByPrecision()
    {
        RL_REAL_TABLE(t, kArith);
        QCOMPARE(t.operators.size(), size_t(591));
        QCOMPARE(t.metricGroups, QStringList{u"ArithmeticUtilization"_qs});
        RL_FOUND(mm, named(t.operators, u"MatMul91"_qs));
        QCOMPARE(mm.workSource, WorkSource::Measured);
        const ComponentSample *cube = mm.component(kCube);
        QVERIFY(cube);
        QCOMPARE(cube->work.value(u"fp16"_qs), 473250242560.0); // int8 ratio 0: all fp16
        QVERIFY(!cube->work.contains(u"int8"_qs));
        QVERIFY(!cube->busyUs); // no pipe times in this group
        QCOMPARE(mm.inputs[0].shape, u"4096,12288"_qs);

        // fp32 0.034, int32 0.0027, misc 0.0226: misc counts with the dominant fp32
        RL_FOUND(less, named(t.operators, u"Less73"_qs));
        const ComponentSample *vec = less.component(kVector);
        QVERIFY(vec);
        const double total = 0.034 + 0.0027 + 0.0226;
        QCOMPARE(vec->work.value(u"fp32"_qs), 3731456.0 * (0.034 + 0.0226) / total);
        QCOMPARE(vec->work.value(u"int32"_qs), 3731456.0 * 0.0027 / total);
        QVERIFY(!vec->work.contains(u"fp16"_qs));

        RL_FOUND(zeros, named(t.operators, u"ZerosLike46"_qs));
        QCOMPARE(zeros.component(kVector)->work.value(u"int32"_qs), 137176320.0);
        RL_FOUND(hccl, named(t.operators, u"hcom_broadcast__445_0"_qs));
        QCOMPARE(hccl.taskType, TaskType::Communication);
        QVERIFY(hccl.components.empty());
        QVERIFY(!hccl.blockDim || *hccl.blockDim == 0);
        QVERIFY(hccl.metrics.size() <= 1); // only the wait time
    }

    void shiftedRowIsSkippedWithAWarningNamingItsLine()
    {
        RL_REAL_TABLE(t, kMemoryL0);
        QCOMPARE(t.operators.size(), size_t(20));
        QCOMPARE(t.metricGroups, QStringList{u"MemoryL0"_qs});
        QCOMPARE(countWarnings(t.diagnostics), 1);
        const Diagnostic &d = t.diagnostics.front();
        QVERIFY(d.location.endsWith(u"op_summary_1.csv:17"));
        QVERIFY(d.message.contains(u"31"));
        // the three good FlashAttentionScore rows stay
        int fa = 0;
        for (const Operator &op : t.operators)
            fa += op.name == u"FlashAttentionScore" ? 1 : 0;
        QCOMPARE(fa, 3);
        RL_FOUND(first, named(t.operators, u"FlashAttentionScore"_qs));
        QCOMPARE(first.taskType, TaskType::MixAic);
        QCOMPARE(first.mixBlockDim, std::optional<int>(48));
        QCOMPARE(first.metrics.value(u"aic_l0a_read_bw"_qs), 19.2488);
        QCOMPARE(first.startNs, std::optional<qint64>(Q_INT64_C(1695115378741567200)));
    }

    void shiftedValuesAreCaughtEvenWithTheRightFieldCount_data()
    {
        QTest::addColumn<QByteArray>("row");
        QTest::addColumn<QString>("column");
        QTest::newRow("text in a count") << QByteArray("a,AI_CORE,1.5,2.0,NO,10.0,1000,5.0") << u"Block Dim"_qs;
        QTest::newRow("cycles in a time")
            << QByteArray("a,AI_CORE,1.5,2.0,1,242610690,1000,0.5") << u"aicore_time(us)"_qs;
        QTest::newRow("time in a ratio") << QByteArray("a,AI_CORE,1.5,2.0,1,1.0,1000,19.21") << u"mac_ratio"_qs;
        QTest::newRow("fraction in cycles") << QByteArray("a,AI_CORE,1.5,2.0,1,1.0,10.5,0.5") << u"total_cycles"_qs;
        QTest::newRow("text in a start") << QByteArray("a,AI_CORE,x,2.0,1,1.0,10,0.5") << u"Task Start Time(us)"_qs;
    }
    void shiftedValuesAreCaughtEvenWithTheRightFieldCount()
    {
        QFETCH(QByteArray, row);
        QFETCH(QString, column);
        const QByteArray csv = "Op Name,Task Type,Task Start Time(us),Task Duration(us),Block Dim,aicore_time(us),"
                               "total_cycles,mac_ratio\n"
                               "good,AI_CORE,1.5,2.0,1,1.0,1000,0.5\n"
            + row + "\ngood2,AI_CORE,3.5,2.0,1,1.0,1000,0.5\n";
        auto t = readText(csv);
        QVERIFY(t);
        QCOMPARE(t->operators.size(), size_t(2));
        QCOMPARE(t->diagnostics.size(), 1);
        QCOMPARE(t->diagnostics.front().location, u"gen.csv:3"_qs);
        QVERIFY2(t->diagnostics.front().message.contains(column), qPrintable(t->diagnostics.front().message));
    }

    void levelZeroTableHasOperatorsWithoutPmuData()
    {
        RL_REAL_TABLE(t, kLevel0);
        QCOMPARE(t.operators.size(), size_t(191));
        QVERIFY(t.metricGroups.isEmpty());
        const Operator &op = t.operators.front();
        QCOMPARE(op.taskType, TaskType::Unknown);
        QVERIFY(op.type.isEmpty());
        QVERIFY(!op.hasPmuData());
        QCOMPARE(op.startNs, std::optional<qint64>(Q_INT64_C(1736405443881410320)));
    }

    void coupledMemoryBandwidthsBecomeBytesPerPath()
    {
        // Coupled (Ascend 310-style) op_summary, Memory group: GB/s per core over core time
        // and blocks. The conv has L1 traffic, so its reads are GM->L1; the add reads GM->UB.
        const QByteArray csv =
            "Device_id,Model ID,Task ID,Stream ID,Op Name,OP Type,Task Type,Task Start Time(us),"
            "Task Duration(us),Task Wait Time(us),Block Dim,Input Shapes,aicore_time(us),total_cycles,"
            "ub_read_bw(GB/s),ub_write_bw(GB/s),l1_read_bw(GB/s),l1_write_bw(GB/s),l2_read_bw(GB/s),"
            "l2_write_bw(GB/s),main_mem_read_bw(GB/s),main_mem_write_bw(GB/s)\n"
            "0,1,5,2,conv,Conv2D,AI_CORE,100.000,12.0,0,2,\"\"\"1,3,8,8\"\"\",10.0,9760,1,2,3,4,5,6,8.0,2.0\n"
            "0,1,6,2,add,Add,AI_CORE,120.000,6.0,1.5,1,\"\"\"16;16\"\"\",5.0,2440,1,1,0,0,0,0,4.0,4.0\n";
        auto t = readText(csv);
        QVERIFY(t);
        QVERIFY(!t->separated);
        QCOMPARE(t->metricGroups, QStringList{u"Memory"_qs});
        const Operator &conv = t->operators[0];
        const ComponentSample *read = conv.component({ComponentId::Mte2, Side::None});
        QVERIFY(read);
        QCOMPARE(read->work.value(u"gm_to_l1"_qs), 8.0 * 1e3 * 10.0 * 2); // bw × 1e9 × µs × 1e-6 × blocks
        QCOMPARE(conv.component(kMte3)->work.value(u"ub_to_gm"_qs), 2.0 * 1e3 * 10.0 * 2);
        QCOMPARE(conv.workSource, WorkSource::Measured);
        QCOMPARE(conv.metrics.value(u"l2_read_bw"_qs), 5.0);
        const Operator &add = t->operators[1];
        QCOMPARE(add.component({ComponentId::Mte2, Side::None})->work.value(u"gm_to_ub"_qs), 4.0 * 1e3 * 5.0);
        QCOMPARE(add.inputs.size(), size_t(2));
        QCOMPARE(add.metrics.value(u"wait_time"_qs), 1.5);
    }

    void memoryAccessVolumesAreKilobytesPerPath()
    {
        const QByteArray csv = "Op Name,Task Type,Task Start Time(us),Task Duration(us),Block Num,Mix Block Num,"
                               "aicore_time(us),aic_total_cycles,aic_gm_to_l1_datas(KB),aic_l0c_to_gm_datas(KB),"
                               "aic_l0c_to_l1_datas(KB),aiv_time(us),aiv_total_cycles,aiv_gm_to_ub_datas(KB),"
                               "aiv_ub_to_gm_datas(KB),aic_read_main_memory_datas(KB)\n"
                               "mm,MIX_AIC,1.0,20.0,4,8,18.0,129600,100,50,25,17.0,244800,10,5,100\n";
        auto t = readText(csv);
        QVERIFY(t);
        QCOMPARE(t->metricGroups, QStringList{u"MemoryAccess"_qs});
        const Operator &mm = t->operators[0];
        QCOMPARE(mm.blockDim, std::optional<int>(4));
        QCOMPARE(mm.mixBlockDim, std::optional<int>(8));
        QCOMPARE(mm.component(kAicMte2)->work.value(u"gm_to_l1"_qs), 100.0 * 1024);
        QCOMPARE(mm.component(kAivMte2)->work.value(u"gm_to_ub"_qs), 10.0 * 1024);
        QCOMPARE(mm.component(kMte3)->work.value(u"ub_to_gm"_qs), 5.0 * 1024);
        const ComponentSample *fix = mm.component({ComponentId::FixPipe, Side::None});
        QCOMPARE(fix->work.value(u"l0c_to_gm"_qs), 50.0 * 1024);
        QCOMPARE(fix->work.value(u"l0c_to_l1"_qs), 25.0 * 1024);
        QCOMPARE(mm.metrics.value(u"aic_read_main_memory_datas"_qs), 100.0);
    }

    void errorsNameTheFileAndLine()
    {
        auto unknown = readText("Device_id,OP Type,Core Type,Count\n0,Add,AI_CORE,3\n");
        QVERIFY(!unknown);
        QCOMPARE(unknown.error().kind, Error::Kind::Unsupported);
        QCOMPARE(unknown.error().location, u"gen.csv:1"_qs);
        auto truncated = readText("Op Name,Task Type,Task Duration(us),Input Shapes\na,AI_CORE,1.0,\"\"\"1,2");
        QVERIFY(!truncated);
        QCOMPARE(truncated.error().location, u"gen.csv:2"_qs);
        auto empty = readText({});
        QVERIFY(!empty);
        QCOMPARE(empty.error().kind, Error::Kind::Input);
        auto headerOnly = readText("Op Name,Task Type,Task Duration(us)\n");
        QVERIFY(headerOnly);
        QVERIFY(headerOnly->operators.empty());
        QCOMPARE(countWarnings(headerOnly->diagnostics), 1);
    }

    void rowsReadInPartsOnThreadsAreTheRowsReadInOne()
    {
        // Blank lines, CRLF, quoted separators, rows that are skipped and (in one table) quoted
        // fields spanning lines, where a cut is no record boundary and the table is read again
        // as one part: whatever the cuts, the parts put together say what one reader says.
        for (const bool newlinesInFields : {false, true}) {
            const QByteArray shapeBreak = newlinesInFields ? "\n" : ";";
            QByteArray csv = "Op Name,Task Type,Task Start Time(us),Task Duration(us),Input Shapes,aic_mte2_ratio\n";
            for (int i = 0; i < 400; ++i) {
                const QByteArray n = QByteArray::number(i);
                csv += "op" + n + ",AI_CORE," + n + ".5\t,1." + n + ",\"\"\"" + n + "," + shapeBreak + "2\"\"\",0." + n
                    + "\n";
                if (i % 7 == 0)
                    csv += "\n";
                if (i % 11 == 0)
                    csv += "bad" + n + ",AI_CORE,1.0,-3,,0.1\r\n";
                if (i % 13 == 0)
                    csv += "\"quoted, name" + n + "\",AI_CPU,2.0,1.0,,\r\n";
            }
            const auto one = describe(readKernelTable(csv, u"gen.csv"_qs, nullProgress(), {1, 1}));
            QCOMPARE(one.size(), 400 + 31 + 37);
            const QString op1 = newlinesInFields
                ? u"gen.csv:7 op1  AI_CORE 1500 1.1 aic_mte2_ratio=0.1 in:1,\n2/"_qs
                : u"gen.csv:6 op1  AI_CORE 1500 1.1 aic_mte2_ratio=0.1 in:1,/ in:2/"_qs;
            QVERIFY2(one.contains(op1), qPrintable(one.mid(0, 4).join(u" | ")));
            for (unsigned threads : {2u, 3u, 5u, 16u})
                QCOMPARE(describe(readKernelTable(csv, u"gen.csv"_qs, nullProgress(), {1, threads})), one);

            // A table that ends inside a quoted field names the line the field starts on.
            const QByteArray truncated = csv + "late,AI_CORE,1.0,1.0,\"\"\"1,\n2\n3";
            const auto broken = describe(readKernelTable(truncated, u"gen.csv"_qs, nullProgress(), {1, 1}));
            QVERIFY(broken.front().startsWith(u"error gen.csv:"_qs));
            for (unsigned threads : {2u, 4u})
                QCOMPARE(describe(readKernelTable(truncated, u"gen.csv"_qs, nullProgress(), {1, threads})), broken);
        }
    }

    void cancellingStopsALongTable()
    {
        QByteArray csv = "Op Name,Task Type,Task Start Time(us),Task Duration(us)\n";
        for (int i = 0; i < 5000; ++i)
            csv += "op" + QByteArray::number(i) + ",AI_CPU," + QByteArray::number(i) + ".5,1.0\n";
        Progress progress;
        progress.cancel();
        auto t = readKernelTable(csv, u"long.csv"_qs, progress);
        QVERIFY(!t);
        QCOMPARE(t.error().kind, Error::Kind::Cancelled);
        auto full = readKernelTable(csv, u"long.csv"_qs, nullProgress());
        QVERIFY(full);
        QCOMPARE(full->operators.size(), size_t(5000));
        QCOMPARE(full->operators.back().startNs, std::optional<qint64>(4999500));
    }

    void registryPicksTheTableImporterByContent()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // an op_summary saved under a kernel_details name is still an op_summary
        const QString path = dir.filePath(u"kernel_details.csv"_qs);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Op Name,Task Type,Task Start Time(us),Task Duration(us)\nx,AI_CPU,1.0,2.0\n");
        f.close();
        const ImporterRegistry &registry = ImporterRegistry::builtin();
        auto p = registry.load(path, {}, nullProgress());
        QVERIFY(p);
        QCOMPARE(p->inputs.front().format, u"msprof_op_summary"_qs);
        QCOMPARE(p->operators.size(), size_t(1));
        QFile junk(dir.filePath(u"junk.csv"_qs));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write(QByteArray("\x01\x02\0\0binary", 10));
        junk.close();
        auto bad = registry.load(junk.fileName(), {}, nullProgress());
        QVERIFY(!bad);
        QCOMPARE(bad.error().kind, Error::Kind::Unsupported);
    }

    void aRatioThatDisagreesWithItsTimeWinsInAKernelTableAndIsSaidOnce()
    {
        // A torch_npu MIX row as held-out data has it: aic_mte2_ratio 0.872 while
        // aic_mte2_time / aicore_time is 0.472; the other pipes agree.
        const QByteArray csv =
            "Step Id,Model ID,Task ID,Stream ID,Name,Type,OP State,Accelerator Core,Start Time(us),Duration(us),"
            "Wait Time(us),Block Dim,Mix Block Dim,HF32 Eligible,Input Shapes,Input Data Types,Input Formats,"
            "Output Shapes,Output Data Types,Output Formats,Context ID,aicore_time(us),aic_total_cycles,"
            "aic_mac_time(us),aic_mac_ratio,aic_mte2_time(us),aic_mte2_ratio,aiv_time(us),aiv_total_cycles,"
            "aiv_vec_time(us),aiv_vec_ratio\n"
            "1,4294967295,10,2,FlashAttentionScore_1,FlashAttentionScore,dynamic,MIX_AIC,1736408883704643.212\t,"
            "1010,1.2,20,40,NO,,,,,,,N/A,1000,1800000,300,0.3,472,0.872,1000,1800000,500,0.5\n"
            "1,4294967295,11,2,FlashAttentionScore_2,FlashAttentionScore,dynamic,MIX_AIC,1736408883706643.212\t,"
            "1010,1.2,20,40,NO,,,,,,,N/A,1000,1800000,300,0.3,400,0.9,1000,1800000,500,0.5\n";
        QTemporaryDir dir;
        const QString path = dir.filePath(u"kernel_details.csv"_qs);
        QVERIFY(writeFixture(path, csv));
        RL_VALUE(p, loadWorkload(ImporterRegistry::builtin(), {path}, {}, nullProgress()));
        const ComponentSample *mte2 = p.operators.front().component(ComponentKey{ComponentId::Mte2, Side::Aic});
        QVERIFY(mte2 && mte2->busyUs);
        QCOMPARE(*mte2->busyUs, 872.0); // the ratio × aicore_time, not the 472 µs column
        const auto &components = p.operators.front().components;
        const auto mac = std::find_if(components.begin(), components.end(),
                                      [](const ComponentSample &c) { return c.key.id == ComponentId::Cube; });
        QVERIFY(mac != components.end() && mac->busyUs);
        QCOMPARE(*mac->busyUs, 300.0); // agreeing pipes keep their exact time
        QVERIFY(mentions(p.diagnostics,
                         u"aic_mte2_ratio differs from its time / core time by more than 0.05 on 2 row(s)"_qs));
        QVERIFY(mentions(p.diagnostics, u"0.872 against 0.472"_qs));
        QVERIFY(!mentions(p.diagnostics, u"aic_mac_ratio differs"_qs));
    }
};

QTEST_GUILESS_MAIN(TestKernelTable)
#include "tst_kerneltable.moc"
