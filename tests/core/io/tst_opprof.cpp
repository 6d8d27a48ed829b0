// SPDX-License-Identifier: GPL-3.0-or-later
// msprof op OPPROF_ directories. No real on-board sample exists, so the fixtures are written
// from the documented headers (core/io/README.md §5.1).
#include "core/io/importerregistry.h"
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

Result<Profile> load(const QString &path)
{
    return ImporterRegistry::builtin().load(path, {}, nullProgress());
}

// A MIX operator on two blocks of an A2 chip: rows per block × sub-core (cube0, vector0,
// vector1), NA where a column does not apply.
void writeMixRun(const QString &dir)
{
    write(dir + u"/OpBasicInfo.csv",
          "Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq\n"
          "matmul_leakyrelu_custom_0_mix_aic,mix,157.600006,2,4,0,521012,800,1650\n");
    write(dir + u"/PipeUtilization.csv",
          "block_id,sub_block_id,aic_time(us),aic_total_cycles,aic_cube_time(us),aic_cube_ratio,aic_mte2_time(us),"
          "aic_mte2_ratio,aic_scalar_time(us),aic_scalar_ratio,aiv_time(us),aiv_total_cycles,aiv_vec_time(us),"
          "aiv_vec_ratio,aiv_mte2_time(us),aiv_mte2_ratio,aiv_mte3_time(us),aiv_mte3_ratio\n"
          "0,cube0,100.0,80000,60.0,0.6,30.0,0.3,10.0,0.1,NA,NA,NA,NA,NA,NA,NA,NA\n"
          "0,vector0,NA,NA,NA,NA,NA,NA,NA,NA,90.0,72000,40.0,0.44,20.0,0.22,10.0,0.11\n"
          "0,vector1,NA,NA,NA,NA,NA,NA,NA,NA,80.0,64000,30.0,0.38,10.0,0.12,6.0,0.08\n"
          "1,cube0,120.0,96000,80.0,0.67,50.0,0.42,14.0,0.12,NA,NA,NA,NA,NA,NA,NA,NA\n"
          "1,vector0,NA,NA,NA,NA,NA,NA,NA,NA,70.0,56000,34.0,0.49,30.0,0.43,8.0,0.11\n"
          "1,vector1,NA,NA,NA,NA,NA,NA,NA,NA,60.0,48000,16.0,0.27,20.0,0.33,4.0,0.07\n");
    write(dir + u"/ArithmeticUtilization.csv",
          "block_id,sub_block_id,aic_time(us),aic_total_cycles,aic_cube_ratio,aic_cube_fp16_ratio,aic_cube_int8_ratio,"
          "aic_cube_fops,aiv_time(us),aiv_total_cycles,aiv_vec_ratio,aiv_vec_fp32_ratio,aiv_vec_fp16_ratio,"
          "aiv_vec_int32_ratio,aiv_vec_int16_ratio,aiv_vec_misc_ratio,aiv_vec_fops\n"
          "0,cube0,100.0,80000,0.6,0.6,0,1000000,NA,NA,NA,NA,NA,NA,NA,NA,NA\n"
          "0,vector0,NA,NA,NA,NA,NA,NA,90.0,72000,0.44,0.4,0,0,0,0.04,3000\n"
          "0,vector1,NA,NA,NA,NA,NA,NA,80.0,64000,0.38,0.38,0,0,0,0,1000\n"
          "1,cube0,120.0,96000,0.67,0.67,0,3000000,NA,NA,NA,NA,NA,NA,NA,NA,NA\n"
          "1,vector0,NA,NA,NA,NA,NA,NA,70.0,56000,0.49,0.49,0,0,0,0,2000\n"
          "1,vector1,NA,NA,NA,NA,NA,NA,60.0,48000,0.27,0.27,0,0,0,0,2000\n");
    write(dir + u"/Memory.csv",
          "block_id,sub_block_id,aic_time(us),aic_total_cycles,aic_main_mem_read_bw(GB/s),aic_mte2_instructions,"
          "aiv_time(us),aiv_total_cycles,aiv_main_mem_read_bw(GB/s),aiv_mte2_instructions,read_main_memory_datas(KB),"
          "GM_to_L1_datas(KB),L0C_to_GM_datas(KB),GM_to_UB_datas(KB),UB_to_GM_datas(KB)\n"
          "0,cube0,100.0,80000,10.0,40,NA,NA,NA,NA,512,512,64,NA,NA\n"
          "0,vector0,NA,NA,NA,NA,90.0,72000,5.0,20,100,NA,NA,100,50\n"
          "0,vector1,NA,NA,NA,NA,80.0,64000,5.0,20,100,NA,NA,100,50\n"
          "1,cube0,120.0,96000,10.0,40,NA,NA,NA,NA,512,512,64,NA,NA\n"
          "1,vector0,NA,NA,NA,NA,70.0,56000,5.0,20,100,NA,NA,100,50\n"
          "1,vector1,NA,NA,NA,NA,60.0,48000,5.0,20,100,NA,NA,100,50\n");
}

const ComponentSample *component(const Operator &op, ComponentId id, Side side = Side::None)
{
    return op.component({id, side});
}

} // namespace

class TestOpprof : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void perBlockRowsBecomeOneOperatorWithMeanBusyAndSummedWork()
    {
        QTemporaryDir dir;
        const QString run = dir.filePath(u"OPPROF_20250101000000_ABCDEFGHIJKLMNOP"_qs);
        writeMixRun(run);
        auto p = load(run);
        if (!p)
            QFAIL(qPrintable(p.error().toString()));
        QCOMPARE(p->operators.size(), size_t(1));
        const Operator &op = p->operators.front();
        QCOMPARE(op.name, u"matmul_leakyrelu_custom_0_mix_aic"_qs);
        QCOMPARE(op.taskType, TaskType::MixAic);
        QCOMPARE(op.durationUs, 157.600006);
        QCOMPARE(op.blockDim, std::optional<int>(2));
        QCOMPARE(op.mixBlockDim, std::optional<int>(4));
        // core times: mean aic_time over cube rows, mean aiv_time over vector rows
        QCOMPARE(op.coreTimeUs, std::optional<double>((100.0 + 120.0) / 2));
        QCOMPARE(op.aivTimeUs, std::optional<double>((90.0 + 80.0 + 70.0 + 60.0) / 4));
        // busy: mean over the rows of the sub-core kind; msprof op's "cube" is the Cube
        QCOMPARE(*component(op, ComponentId::Cube)->busyUs, (60.0 + 80.0) / 2);
        QCOMPARE(*component(op, ComponentId::Vector)->busyUs, (40.0 + 30.0 + 34.0 + 16.0) / 4);
        QCOMPARE(*component(op, ComponentId::Mte2, Side::Aic)->busyUs, (30.0 + 50.0) / 2);
        QCOMPARE(*component(op, ComponentId::Mte2, Side::Aiv)->busyUs, (20.0 + 10.0 + 30.0 + 20.0) / 4);
        // work: sums over blocks
        QCOMPARE(component(op, ComponentId::Cube)->work.value(u"fp16"_qs), 4000000.0);
        const ComponentSample *vec = component(op, ComponentId::Vector);
        QCOMPARE(vec->work.value(u"fp32"_qs), 8000.0); // misc goes with the dominant fp32
        // data volumes win over bandwidth × time for the paths they name
        QCOMPARE(component(op, ComponentId::Mte2, Side::Aic)->work.value(u"gm_to_l1"_qs), 1024.0 * 1024);
        QCOMPARE(component(op, ComponentId::Mte2, Side::Aiv)->work.value(u"gm_to_ub"_qs), 400.0 * 1024);
        QCOMPARE(component(op, ComponentId::Mte3)->work.value(u"ub_to_gm"_qs), 200.0 * 1024);
        QCOMPARE(component(op, ComponentId::FixPipe)->work.value(u"l0c_to_gm"_qs), 128.0 * 1024);
        QCOMPARE(op.metrics.value(u"aic_mte2_instructions"_qs), 80.0);
        QCOMPARE(op.metricGroups, (QStringList{u"ArithmeticUtilization"_qs, u"Memory"_qs, u"PipeUtilization"_qs}));
        // the clock it ran at, not the rated one
        QCOMPARE(p->detected.clockMhz, std::optional<double>(800.0));
        QCOMPARE(p->inputs.front().format, u"msprof_op"_qs);
    }

    void inferenceChipsWriteOneAggregatedRow()
    {
        QTemporaryDir dir;
        const QString run = dir.filePath(u"OPPROF_310P"_qs);
        write(run + u"/OpBasicInfo.csv",
              "Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq\n"
              "add_custom,vector,20.0,8,NA,0,1,NA,1080\n");
        write(run + u"/PipeUtilization.csv",
              "aic_time(us),aic_total_cycles,aic_cube_time(us),aic_cube_ratio,aic_scalar_time(us),aic_scalar_ratio,"
              "aic_mte1_time(us),aic_mte1_ratio,aic_mte2_time(us),aic_mte2_ratio,aic_mte3_time(us),aic_mte3_ratio,"
              "aic_icache_miss_rate,aic_vec_time(us),aic_vec_ratio\n"
              "18.0,155520,0,0,2.0,0.11,0,0,9.0,0.5,4.0,0.22,0.01,7.0,0.39\n");
        auto p = load(run);
        if (!p)
            QFAIL(qPrintable(p.error().toString()));
        const Operator &op = p->operators.front();
        QCOMPARE(op.taskType, TaskType::AiCore); // coupled: every kernel is an AI Core task
        QCOMPARE(op.type, u"vector"_qs);
        QVERIFY(!op.mixBlockDim);
        QCOMPARE(op.coreTimeUs, std::optional<double>(18.0));
        // coupled: the aic_ prefix names no side
        QCOMPARE(*component(op, ComponentId::Vector)->busyUs, 7.0);
        QCOMPARE(*component(op, ComponentId::Mte2)->busyUs, 9.0);
        QCOMPARE(*component(op, ComponentId::Mte3)->busyUs, 4.0);
        QCOMPARE(p->detected.clockMhz, std::optional<double>(1080.0)); // current NA: rated
        QVERIFY(p->detected.chip.isEmpty());
    }

    void rowWithTheWrongFieldCountIsSkippedWithAWarning()
    {
        QTemporaryDir dir;
        const QString run = dir.filePath(u"OPPROF_bad"_qs);
        write(run + u"/OpBasicInfo.csv", "Op Name,Op Type,Task Duration(us),Block Dim\nk,vector,10.0,2\n");
        write(run + u"/PipeUtilization.csv",
              "block_id,sub_block_id,aiv_time(us),aiv_vec_time(us)\n0,vector0,8.0,4.0\n1,vector0,8.0\n");
        auto p = load(run);
        QVERIFY(p);
        QCOMPARE(*p->operators.front().component({ComponentId::Vector, Side::None})->busyUs, 4.0);
        const auto it = std::find_if(p->diagnostics.begin(), p->diagnostics.end(),
                                     [](const Diagnostic &d) { return d.severity == Diagnostic::Severity::Warning; });
        QVERIFY(it != p->diagnostics.end());
        QVERIFY(it->location.endsWith(u"PipeUtilization.csv:3"));
    }

    void missingDurationIsAnErrorWithTheLine()
    {
        QTemporaryDir dir;
        write(dir.filePath(u"OPPROF_x/OpBasicInfo.csv"_qs), "Op Name,Op Type,Block Dim\nk,vector,2\n");
        auto p = load(dir.filePath(u"OPPROF_x"_qs));
        QVERIFY(!p);
        QCOMPARE(p.error().kind, Error::Kind::Input);
        QVERIFY(p.error().location.endsWith(u"OpBasicInfo.csv:2"));
    }
};

QTEST_GUILESS_MAIN(TestOpprof)
#include "tst_opprof.moc"
