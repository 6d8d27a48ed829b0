// SPDX-License-Identifier: GPL-3.0-or-later
// The seven metric groups of an msprof op run (core/io/README.md §5.1, §5.7), each in the column
// layout before CANN 8.5 and in the CANN 8.5 one, land on the operator under the names the
// analysis reads: busy times, operation counts, bytes per path, L0/UB bandwidths, and the L2
// hit-rate inputs with the rates recomputed from the summed counts. The headers are the real
// files' (msprofop_rep_addcustom_a2_1650 before 8.5, msprofop_cann852_910b2_vecadd_mix for
// 8.5, whose MemoryL0/MemoryUB were not kept: those take the A2/A3 header of both); the
// values are made up so every expectation can be worked out by hand.
#include "opprofgroupfixture.h"

#include <QTest>

using namespace rl;
using namespace rl::test;
using namespace rl::test::opprofgroups;

class TestOpprofGroups : public QObject
{
    Q_OBJECT

private:
    static void addLayoutRows()
    {
        QTest::addColumn<int>("layout");
        QTest::newRow("before CANN 8.5") << int(Layout::BeforeCann85);
        QTest::newRow("CANN 8.5") << int(Layout::Cann85);
    }
    static void addGroupRows()
    {
        QTest::addColumn<int>("layout");
        QTest::addColumn<QString>("group");
        for (const GroupHeader &g : kGroups) {
            QTest::newRow(qPrintable(QLatin1String(g.group) + u" before CANN 8.5"))
                << int(Layout::BeforeCann85) << QString::fromLatin1(g.group);
            QTest::newRow(qPrintable(QLatin1String(g.group) + u" CANN 8.5"))
                << int(Layout::Cann85) << QString::fromLatin1(g.group);
        }
    }

private Q_SLOTS:
    void eachGroupOnItsOwnLandsUnderTheNamesTheModelReads_data() { addGroupRows(); }
    void eachGroupOnItsOwnLandsUnderTheNamesTheModelReads()
    {
        QFETCH(int, layout);
        QFETCH(QString, group);
        QTemporaryDir dir;
        RL_VALUE(p, load(writeRun(dir, Layout(layout), {group})));
        QCOMPARE(p.operators.size(), size_t(1));
        const Operator &op = p.operators.front();
        QCOMPARE(op.metricGroups, QStringList{group});
        QCOMPARE(op.taskType, TaskType::MixAic);
        // Every group leads with the core times: means over the rows of their core kind.
        QCOMPARE(op.coreTimeUs, std::optional<double>(15.0));
        QCOMPARE(op.aivTimeUs, std::optional<double>(30.0));
        QCOMPARE(op.metrics.value(u"aic_total_cycles"_qs), 3 * 18000.0);
        QCOMPARE(op.metrics.value(u"aiv_total_cycles"_qs), 6 * 36000.0);
        const MetricMap &m = op.metrics;
        if (group == u"PipeUtilization") {
            // msprof op's "cube" is the Cube; the times win over ratios (CANN 8.5 divides
            // those by one kernel-wide time).
            QCOMPARE(busy(op, ComponentId::Cube), std::optional<double>(6.0));
            QCOMPARE(busy(op, ComponentId::Mte1), std::optional<double>(1.5));
            QCOMPARE(busy(op, ComponentId::Mte2, Side::Aic), std::optional<double>(4.5));
            QCOMPARE(busy(op, ComponentId::FixPipe), std::optional<double>(0.375));
            QCOMPARE(busy(op, ComponentId::Scalar, Side::Aic), std::optional<double>(3.0));
            QCOMPARE(busy(op, ComponentId::Vector), std::optional<double>(12.0));
            QCOMPARE(busy(op, ComponentId::Mte2, Side::Aiv), std::optional<double>(9.0));
            QCOMPARE(busy(op, ComponentId::Mte3), std::optional<double>(7.5));
            QCOMPARE(busy(op, ComponentId::Scalar, Side::Aiv), std::optional<double>(4.5));
            QCOMPARE(m.value(u"aic_icache_miss_rate"_qs), 0.03);
            QCOMPARE(m.value(u"aiv_icache_miss_rate"_qs), 0.05);
            QCOMPARE(m.contains(u"aic_mte2_active_bw"_qs), layout == int(Layout::Cann85));
            QCOMPARE(m.contains(u"aiv_scalar_wait_ib_time"_qs), layout == int(Layout::BeforeCann85));
        } else if (group == u"ArithmeticUtilization") {
            // cube_fops summed over the two cube rows, split 3:1 by the fp16/int8 ratios
            QCOMPARE(work(op, ComponentId::Cube, u"fp16"_qs), 2.25e6);
            QCOMPARE(work(op, ComponentId::Cube, u"int8"_qs), 0.75e6);
            // vec_fops summed over the four vector rows; misc counts with the dominant fp32
            QVERIFY(near(work(op, ComponentId::Vector, u"fp32"_qs), 4500.0));
            QVERIFY(near(work(op, ComponentId::Vector, u"fp16"_qs), 1500.0));
            QCOMPARE(m.value(u"aic_cube_total_instr_number"_qs), 300.0);
            QCOMPARE(op.workSource, WorkSource::Measured);
        } else if (group == u"L2Cache") {
            // the counts summed over the rows of their side
            QCOMPARE(m.value(u"aic_write_cache_hit"_qs), 1.0);
            QCOMPARE(m.value(u"aic_r0_read_cache_miss_allocate"_qs), 51.0);
            QCOMPARE(m.value(u"aiv_r1_read_cache_miss_allocate"_qs), 513.0 + 508 + 518 + 513);
            // rates (percent, as the columns) from the summed counts, not the rows' mean
            QVERIFY(near(m.value(u"aic_write_hit_rate"_qs), 100.0));
            QVERIFY(near(m.value(u"aic_read_hit_rate"_qs), 100.0 * 20 / 121));
            QVERIFY(near(m.value(u"aic_total_hit_rate"_qs), 100.0 * 21 / 122));
            QVERIFY(near(m.value(u"aiv_write_hit_rate"_qs), 100.0 * 4 / 516));
            QVERIFY(near(m.value(u"aiv_read_hit_rate"_qs), 100.0 * 72 / 4176));
            QVERIFY(near(m.value(u"aiv_total_hit_rate"_qs), 100.0 * 76 / 4692));
            // and as the fraction the rules read, per side
            QVERIFY(near(m.value(u"aic_l2_hit_rate"_qs), 21.0 / 122));
            QVERIFY(near(m.value(u"aiv_l2_hit_rate"_qs), 76.0 / 4692));
        } else if (group == u"Memory") {
            // data volumes (KiB) summed over the rows, per path
            QCOMPARE(work(op, ComponentId::Mte2, u"gm_to_l1"_qs, Side::Aic), 3 * 64.0 * 1024);
            QCOMPARE(work(op, ComponentId::Mte2, u"gm_to_ub"_qs, Side::Aiv), 6 * 128.0 * 1024);
            QCOMPARE(work(op, ComponentId::Mte3, u"ub_to_gm"_qs), 6 * 64.0 * 1024);
            QCOMPARE(work(op, ComponentId::FixPipe, u"l0c_to_gm"_qs), 3 * 32.0 * 1024);
            QCOMPARE(work(op, ComponentId::FixPipe, u"l0c_to_l1"_qs), 3 * 16.0 * 1024);
            // GM traffic of the whole kernel (the chip memory), over cube and vector rows
            QCOMPARE(m.value(u"read_main_memory_datas"_qs), 9 * 100.0);
            QCOMPARE(m.value(u"write_main_memory_datas"_qs), 9 * 50.0);
            QCOMPARE(m.value(u"l1_to_gm_datas"_qs), 3 * 8.0);
            QCOMPARE(m.value(u"aic_mte2_instructions"_qs), 3 * 3.0);
            QCOMPARE(m.value(u"aiv_mte2_instructions"_qs), 6 * 5.0);
            QCOMPARE(m.value(u"aiv_gm_to_ub_bw"_qs), 1.5 * 12.0);
            QCOMPARE(op.workSource, WorkSource::Measured);
        } else if (group == u"MemoryL0") {
            // per-core bandwidths (GB/s): the mean over the cube rows
            QCOMPARE(m.value(u"aic_l0a_read_bw"_qs), 150.0);
            QCOMPARE(m.value(u"aic_l0a_write_bw"_qs), 120.0);
            QCOMPARE(m.value(u"aic_l0b_read_bw"_qs), 90.0);
            QCOMPARE(m.value(u"aic_l0b_write_bw"_qs), 60.0);
            QCOMPARE(m.value(u"aic_l0c_read_bw_cube"_qs), 45.0);
            QCOMPARE(m.value(u"aic_l0c_write_bw_cube"_qs), 30.0);
        } else if (group == u"MemoryUB") {
            QCOMPARE(m.value(u"aiv_ub_read_bw_vector"_qs), 75.0);
            QCOMPARE(m.value(u"aiv_ub_write_bw_vector"_qs), 60.0);
            QCOMPARE(m.value(u"aiv_ub_read_bw_scalar"_qs), 3.0);
            QCOMPARE(m.value(u"aiv_ub_write_bw_scalar"_qs), 1.5);
        } else if (group == u"ResourceConflictRatio") {
            QCOMPARE(m.value(u"aic_cube_wait_ratio"_qs), 0.1);
            QCOMPARE(m.value(u"aiv_vec_bank_cflt_ratio"_qs), 0.02);
            QCOMPARE(m.value(u"aiv_vec_bankgroup_cflt_ratio"_qs), 0.03);
            QCOMPARE(m.contains(u"aiv_mte1_wait_ratio"_qs), layout == int(Layout::Cann85));
            // a wait ratio is no pipe's busy share
            QVERIFY(!op.component({ComponentId::Cube, Side::None}));
        } else {
            QFAIL("a group without expectations");
        }
        QVERIFY(!mentions(p.diagnostics, u"row skipped"_qs));
    }

    void allSevenGroupsOfOneRunMakeOneOperator_data() { addLayoutRows(); }
    void allSevenGroupsOfOneRunMakeOneOperator()
    {
        QFETCH(int, layout);
        QTemporaryDir dir;
        QStringList groups;
        for (const GroupHeader &g : kGroups)
            groups << QString::fromLatin1(g.group);
        RL_VALUE(p, load(writeRun(dir, Layout(layout), groups)));
        const Operator &op = p.operators.front();
        // Sorted by file name, as the run's files are read.
        QCOMPARE(op.metricGroups,
                 (QStringList{u"ArithmeticUtilization"_qs, u"L2Cache"_qs, u"Memory"_qs, u"MemoryL0"_qs, u"MemoryUB"_qs,
                              u"PipeUtilization"_qs, u"ResourceConflictRatio"_qs}));
        // Busy times of PipeUtilization beside the work of ArithmeticUtilization and Memory.
        RL_FOUND(cube, op.component({ComponentId::Cube, Side::None}));
        QCOMPARE(cube.busyUs, std::optional<double>(6.0));
        QCOMPARE(cube.work.value(u"fp16"_qs), 2.25e6);
        RL_FOUND(mte2, op.component({ComponentId::Mte2, Side::Aiv}));
        QCOMPARE(mte2.busyUs, std::optional<double>(9.0));
        QCOMPARE(mte2.work.value(u"gm_to_ub"_qs), 6 * 128.0 * 1024);
        QVERIFY(near(op.metrics.value(u"aic_l2_hit_rate"_qs), 21.0 / 122));
        QCOMPARE(op.metrics.value(u"aic_l0a_read_bw"_qs), 150.0);
        QCOMPARE(op.metrics.value(u"aiv_ub_read_bw_vector"_qs), 75.0);
        QCOMPARE(op.metrics.value(u"aiv_vec_bank_cflt_ratio"_qs), 0.02);
        QCOMPARE(p.detected.clockMhz, std::optional<double>(1800.0));
    }

    void aGroupFileWithATimestampSuffixIsItsGroup()
    {
        QTemporaryDir dir;
        const QString run = writeRun(dir, Layout::Cann85, {});
        QVERIFY(writeFixture(run + u"/MemoryL0_20260605210408123.csv",
                             groupFile(headerOf(u"MemoryL0"_qs).beforeCann85, Layout::Cann85)));
        RL_VALUE(p, load(run));
        QCOMPARE(p.operators.front().metricGroups, QStringList{u"MemoryL0"_qs});
        QCOMPARE(p.operators.front().metrics.value(u"aic_l0a_read_bw"_qs), 150.0);
    }

    void aMeasuredZeroVolumeKeepsTheBandwidthOffThatPath()
    {
        // The CANN 8.5.2 vector-add's cube rows: nothing left L0C, yet a little GM write
        // bandwidth (scalar stores), which is no FixPipe traffic.
        QTemporaryDir dir;
        const QString run = writeRun(dir, Layout::Cann85, {});
        QVERIFY(writeFixture(run + u"/Memory.csv",
                             "block_id,sub_block_id,aic_time(us),aic_main_mem_write_bw(GB/s),L0C_to_GM_datas(KB),\n"
                             "0,cube0,2.693889,0.012958,0.000000,\n"
                             "1,cube0,2.903889,0.012958,0.000000,\n"));
        RL_VALUE(p, load(run));
        const Operator &op = p.operators.front();
        QCOMPARE(work(op, ComponentId::FixPipe, u"l0c_to_gm"_qs), 0.0);
        QCOMPARE(op.metrics.value(u"l0c_to_gm_datas"_qs), 0.0);
    }

    void l2HitRatesWithoutAnyAccessAreUnknownNotZero()
    {
        QTemporaryDir dir;
        const QString run = writeRun(dir, Layout::Cann85, {});
        QVERIFY(writeFixture(run + u"/L2Cache.csv",
                             "block_id,sub_block_id,aiv_time(us),aiv_write_cache_hit,aiv_write_cache_miss_allocate,"
                             "aiv_r0_read_cache_hit,aiv_r0_read_cache_miss_allocate,aiv_write_hit_rate(%),"
                             "aiv_read_hit_rate(%),aiv_total_hit_rate(%)\n"
                             "0,vector0,5.0,0,0,3,1,0.000000,75.000000,75.000000\n"
                             "0,vector1,5.0,0,0,1,3,0.000000,25.000000,25.000000\n"));
        RL_VALUE(p, load(run));
        const MetricMap &m = p.operators.front().metrics;
        QVERIFY(!m.contains(u"aiv_write_hit_rate"_qs)); // no write at all
        QCOMPARE(m.value(u"aiv_read_hit_rate"_qs), 50.0);
        QCOMPARE(m.value(u"aiv_total_hit_rate"_qs), 50.0);
        QCOMPARE(m.value(u"aiv_l2_hit_rate"_qs), 0.5);
    }

    void theCoupledL2HitRateIsKeptAsPercentAndAsFraction()
    {
        // 310P: one aggregated row per operator, a single hit rate and no counts.
        QTemporaryDir dir;
        const QString run = dir.filePath(u"OPPROF_310P"_qs);
        QVERIFY(writeFixture(run + u"/OpBasicInfo.csv",
                             "Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,"
                             "Rated Freq\nadd_custom,vector,20.0,8,NA,0,1,NA,1080\n"));
        QVERIFY(writeFixture(run + u"/L2Cache.csv",
                             "aic_time(us),aic_total_cycles,aic_l2_cache_hit_rate(%)\n18.0,155520,62.5\n"));
        RL_VALUE(p, load(run));
        const MetricMap &m = p.operators.front().metrics;
        QCOMPARE(m.value(u"aic_l2_cache_hit_rate"_qs), 62.5);
        QCOMPARE(m.value(u"aic_l2_hit_rate"_qs), 0.625);
    }

    // The same inputs recorded at application level (op_summary with --aic-metrics=L2Cache):
    // one row per kernel, kept under the same names.
    void anOpSummaryL2CacheRowKeepsTheSameNames()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(u"op_summary_0_1.csv"_qs);
        QVERIFY(writeFixture(
            csv,
            "Device_id,Model ID,Task ID,Stream ID,Op Name,OP Type,Task Type,Task Start Time(us),"
            "Task Duration(us),Task Wait Time(us),Block Dim,Mix Block Dim,aicore_time(us),aic_total_cycles,"
            "aic_write_cache_hit,aic_write_cache_miss_allocate,aic_r0_read_cache_hit,"
            "aic_r0_read_cache_miss_allocate,aic_r1_read_cache_hit,aic_r1_read_cache_miss_allocate,"
            "aic_write_hit_rate(%),aic_read_hit_rate(%),aic_total_hit_rate(%),aiv_time(us),aiv_total_cycles,"
            "aiv_write_cache_hit,aiv_write_cache_miss_allocate,aiv_r0_read_cache_hit,"
            "aiv_r0_read_cache_miss_allocate,aiv_r1_read_cache_hit,aiv_r1_read_cache_miss_allocate,"
            "aiv_write_hit_rate(%),aiv_read_hit_rate(%),aiv_total_hit_rate(%)\n"
            "0,4294967295,1,2,main_kernel,main_kernel,MIX_AIC,1780693380125805.120,20.0,0,2,4,10.0,36000,"
            "2,0,20,1,20,1,100.0,95.238,95.455,12.0,86400,4,512,72,2048,72,2056,0.775,3.39,3.27\n"));
        RL_VALUE(p, load(csv));
        const MetricMap &m = p.operators.front().metrics;
        for (const char *name :
             {"aic_write_cache_hit", "aic_write_cache_miss_allocate", "aic_r0_read_cache_hit",
              "aic_r0_read_cache_miss_allocate", "aic_r1_read_cache_hit", "aic_r1_read_cache_miss_allocate",
              "aic_write_hit_rate", "aic_read_hit_rate", "aic_total_hit_rate", "aiv_write_cache_hit",
              "aiv_r1_read_cache_miss_allocate", "aiv_total_hit_rate"})
            QVERIFY2(m.contains(QLatin1String(name)), name);
        QCOMPARE(m.value(u"aic_total_hit_rate"_qs), 95.455);
        QCOMPARE(m.value(u"aic_l2_hit_rate"_qs), 0.95455);
        QCOMPARE(m.value(u"aiv_l2_hit_rate"_qs), 0.0327);
        QVERIFY(p.operators.front().metricGroups.contains(u"L2Cache"_qs));
    }

    // The real runs, read in place: the CANN 8.5.2 follow-up's L2 rates come from its counts.
    void theRealCann852RunKeepsItsL2CountsAndRecomputedRates()
    {
        RL_REAL_DATA(run,
                     u"msprofop_cann852_910b2_vecadd_mix/shape-256/reports/followups/"
                     u"collect_default_metric_followup/OPPROF_001"_qs);
        RL_VALUE(p, load(run));
        const MetricMap &m = p.operators.front().metrics;
        // AIC: hits 1+1 writes, 10+10+6+8 reads; misses 0+0 writes, 1+0+5+2 reads
        QVERIFY(near(m.value(u"aic_total_hit_rate"_qs), 100.0 * 36 / 44));
        QVERIFY(near(m.value(u"aic_l2_hit_rate"_qs), 36.0 / 44));
        QCOMPARE(m.value(u"aiv_write_cache_miss_allocate"_qs), 4 * 128.0);
        // Its PipeUtilization times win over the 8.5 ratios (time / 9.0 µs).
        RL_FOUND(vec, p.operators.front().component({ComponentId::Vector, Side::None}));
        QVERIFY(near(*vec.busyUs, 0.313889));
        QCOMPARE(p.operators.front().metricGroups.size(), 5);
    }
};

QTEST_GUILESS_MAIN(TestOpprofGroups)
#include "tst_opprofgroups.moc"
