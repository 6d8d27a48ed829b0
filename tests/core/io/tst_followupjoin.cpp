// SPDX-License-Identifier: GPL-3.0-or-later
// msprof op follow-up runs beside an application-level run (core/io/README.md §8.8): the app
// run names a mix kernel `X`, the follow-ups `X_mix_aic` / `X_mix_aiv` (and instances `X_0`);
// a folder holding both opens as one workload, the follow-ups' measurements joined to the app
// run's launches of that kernel. Fixtures are written here; the real TileLang set is checked
// when present.
#include "core/io/followupjoin.h"
#include "core/io/importerregistry.h"
#include "core/io/kernelnamejoin.h"
#include "core/io/workloadloader.h"
#include "testutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// An msprof application run (PipeUtilization, CANN 8.5 op_summary columns): three launches of
// the mix kernel `kernel` and one vector Add.
bool writeAppRun(const QString &dir, const QByteArray &kernel = "main_kernel")
{
    QByteArray csv =
        "Device_id,Model ID,Task ID,Stream ID,Op Name,OP Type,OP State,Task Type,Task Start Time(us),"
        "Task Duration(us),Task Wait Time(us),Block Dim,Mix Block Dim,HF32 Eligible,Input Shapes,Input Data Types,"
        "Input Formats,Output Shapes,Output Data Types,Output Formats,Context ID,aicore_time(us),aic_total_cycles,"
        "aic_mac_time(us),aic_mac_ratio,aic_scalar_time(us),aic_scalar_ratio,aic_mte1_time(us),aic_mte1_ratio,"
        "aic_mte2_time(us),aic_mte2_ratio,aic_fixpipe_time(us),aic_fixpipe_ratio,aic_icache_miss_rate,aiv_time(us),"
        "aiv_total_cycles,aiv_vec_time(us),aiv_vec_ratio,aiv_scalar_time(us),aiv_scalar_ratio,aiv_mte2_time(us),"
        "aiv_mte2_ratio,aiv_mte3_time(us),aiv_mte3_ratio,aiv_icache_miss_rate,cube_utilization(%)\n";
    for (int task = 0; task < 3; ++task)
        csv += "0,4294967295," + QByteArray::number(task) + ",1358," + kernel + ',' + kernel
            + ",dynamic,MIX_AIC,17806933801258" + QByteArray::number(task)
            + "0.120,20.0,0,2,4,NO,N/A,N/A,N/A,N/A,"
              "N/A,N/A,0,10.0,36000,4.0,0.4,2.0,0.2,1.0,0.1,3.0,0.3,0.5,0.05,0.01,12.0,86400,6.0,0.5,1.0,0.083,"
              "4.0,0.333,2.0,0.167,0.02,5.0\n";
    csv += "0,4294967295,3,1358,Add,Add,static,AI_VECTOR_CORE,1780693380125900.000,5.0,0,8,N/A,NO,N/A,N/A,N/A,N/A,"
           "N/A,N/A,0,0,0,0,0,0,0,0,0,0,0,0,0,0,5.0,72000,2.0,0.4,1.0,0.2,2.5,0.5,1.0,0.2,0.01,0\n";
    return writeFixture(dir + u"/mindstudio_profiler_output/op_summary_20260605210312.csv", csv);
}

QByteArray basicInfo(const QByteArray &name, int blockDim, int mixBlockDim)
{
    return "Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq,\n" + name
        + ",mix," + "19.5," + QByteArray::number(blockDim) + ',' + QByteArray::number(mixBlockDim)
        + ",0,NA,1800,1800,\n";
}

// A follow-up of the AIC half: Memory and L2Cache per block (2 blocks: cube0, vector0, vector1).
bool writeAicFollowUp(const QString &dir, const QByteArray &name = "main_kernel_mix_aic")
{
    return writeFixture(dir + u"/OpBasicInfo.csv", basicInfo(name, 2, 4))
        && writeFixture(dir + u"/Memory.csv",
                        "block_id,sub_block_id,aic_time(us),aic_total_cycles,aic_mte2_instructions,aiv_time(us),"
                        "aiv_total_cycles,aiv_mte2_instructions,read_main_memory_datas(KB),"
                        "write_main_memory_datas(KB),GM_to_L1_datas(KB),GM_to_UB_datas(KB),UB_to_GM_datas(KB),\n"
                        "0,cube0,9.0,16200,3,NA,NA,NA,64,0,64,NA,NA,\n"
                        "0,vector0,NA,NA,NA,11.0,19800,5,128,64,NA,128,64,\n"
                        "0,vector1,NA,NA,NA,11.0,19800,5,128,64,NA,128,64,\n"
                        "1,cube0,9.0,16200,3,NA,NA,NA,64,0,64,NA,NA,\n"
                        "1,vector0,NA,NA,NA,11.0,19800,5,128,64,NA,128,64,\n"
                        "1,vector1,NA,NA,NA,11.0,19800,5,128,64,NA,128,64,\n")
        && writeFixture(dir + u"/L2Cache.csv",
                        "block_id,sub_block_id,aic_time(us),aic_write_cache_hit,aic_write_cache_miss_allocate,"
                        "aic_total_hit_rate(%),aiv_time(us),aiv_write_cache_hit,aiv_write_cache_miss_allocate,"
                        "aiv_total_hit_rate(%),\n"
                        "0,cube0,9.0,3,1,75.0,NA,NA,NA,NA,\n"
                        "0,vector0,NA,NA,NA,NA,11.0,1,1,50.0,\n"
                        "0,vector1,NA,NA,NA,NA,11.0,1,1,50.0,\n"
                        "1,cube0,9.0,0,4,0.0,NA,NA,NA,NA,\n"
                        "1,vector0,NA,NA,NA,NA,11.0,1,1,50.0,\n"
                        "1,vector1,NA,NA,NA,NA,11.0,1,1,50.0,\n");
}

// A follow-up of the AIV half: ArithmeticUtilization (vector rows).
bool writeAivFollowUp(const QString &dir, const QByteArray &name = "main_kernel_mix_aiv")
{
    return writeFixture(dir + u"/OpBasicInfo.csv", basicInfo(name, 4, 2))
        && writeFixture(dir + u"/ArithmeticUtilization.csv",
                        "block_id,sub_block_id,aiv_time(us),aiv_total_cycles,aiv_vec_fp16_ratio,aiv_vec_fops,\n"
                        "0,vector0,11.0,19800,0.5,1000,\n"
                        "0,vector1,11.0,19800,0.5,1000,\n"
                        "1,vector0,11.0,19800,0.5,1000,\n"
                        "1,vector1,11.0,19800,0.5,1000,\n");
}

Result<Profile> loadPaths(const QStringList &paths)
{
    return loadWorkload(ImporterRegistry::builtin(), paths, {}, nullProgress());
}

std::vector<const Operator *> named(const Profile &p, const QString &name)
{
    std::vector<const Operator *> ops;
    for (const Operator &op : p.operators) {
        if (op.name == name)
            ops.push_back(&op);
    }
    return ops;
}

double work(const Operator &op, ComponentId id, Side side, const QString &item)
{
    const ComponentSample *c = op.component({id, side});
    return c ? c->work.value(item) : 0.0;
}

Operator named(const QString &name)
{
    Operator op;
    op.name = name;
    return op;
}

} // namespace

class TestFollowUpJoin : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesJoinWithoutMixHalvesAndInstances()
    {
        QCOMPARE(kernelNameAt(u"main_kernel_mix_aic", KernelNameLevel::WithoutMixHalf), QStringView(u"main_kernel"));
        QCOMPARE(kernelNameAt(u"main_kernel_MIX_AIV", KernelNameLevel::WithoutMixHalf), QStringView(u"main_kernel"));
        QCOMPARE(kernelNameAt(u"matmul_leakyrelu_custom_0_mix_aic", KernelNameLevel::WithoutInstance),
                 QStringView(u"matmul_leakyrelu_custom"));
        QCOMPARE(kernelNameAt(u"Add_12", KernelNameLevel::WithoutInstance), QStringView(u"Add"));
        // Nothing but a suffix, or digits without an underscore: the name stays whole.
        QCOMPARE(kernelNameAt(u"_mix_aic", KernelNameLevel::WithoutMixHalf), QStringView(u"_mix_aic"));
        QCOMPARE(kernelNameAt(u"_0", KernelNameLevel::WithoutInstance), QStringView(u"_0"));
        QCOMPARE(kernelNameAt(u"conv2d", KernelNameLevel::WithoutInstance), QStringView(u"conv2d"));

        const std::vector<Operator> ops = {named(u"main_kernel"_qs), named(u"Add_0"_qs), named(u"Add_1"_qs),
                                           named(u"Main_Kernel"_qs)};
        QCOMPARE(operatorsNamed(ops, u"main_kernel_mix_aic"), (std::vector<int>{0, 3}));
        QCOMPARE(operatorsNamed(ops, u"main_kernel_0_mix_aiv"), (std::vector<int>{0, 3}));
        // The strictest level that finds any wins: an instance finds itself, not its siblings.
        QCOMPARE(operatorsNamed(ops, u"Add_1_mix_aiv"), (std::vector<int>{2}));
        QCOMPARE(operatorsNamed(ops, u"Add_7"), (std::vector<int>{1, 2}));
        QVERIFY(operatorsNamed(ops, u"Mul_mix_aic").empty());
    }

    void aFolderWithAnAppRunAndBothHalvesFollowUpsIsOneWorkload()
    {
        QTemporaryDir dir;
        QVERIFY(writeAppRun(dir.filePath(u"reports/app/PROF_000001_20260605210244379_CQNMQRGLNQDIINJB"_qs)));
        QVERIFY(writeAicFollowUp(dir.filePath(u"reports/followups/default/OPPROF_20260605210408_RQSTPBCU"_qs)));
        QVERIFY(writeAivFollowUp(dir.filePath(u"reports/followups/arith/OPPROF_20260605210500_ABCDEFGH"_qs)));
        RL_VALUE(p, loadPaths({dir.path()}));
        QCOMPARE(p.operators.size(), size_t(4)); // the app run's launches, nothing added
        const auto kernels = named(p, u"main_kernel"_qs);
        QCOMPARE(kernels.size(), size_t(3));
        for (const Operator *op : kernels) {
            // The app run's own busy times stay.
            QCOMPARE(op->component({ComponentId::Cube, Side::None})->busyUs, std::optional<double>(4.0));
            QCOMPARE(op->coreTimeUs, std::optional<double>(10.0));
            // The AIC half's Memory volumes, summed over its blocks, on both sides.
            QCOMPARE(work(*op, ComponentId::Mte2, Side::Aic, u"gm_to_l1"_qs), 128.0 * 1024);
            QCOMPARE(work(*op, ComponentId::Mte2, Side::Aiv, u"gm_to_ub"_qs), 512.0 * 1024);
            QCOMPARE(work(*op, ComponentId::Mte3, Side::None, u"ub_to_gm"_qs), 256.0 * 1024);
            QCOMPARE(op->metrics.value(u"read_main_memory_datas"_qs), 640.0);
            QCOMPARE(op->metrics.value(u"aic_mte2_instructions"_qs), 6.0);
            // Its L2 inputs: counts summed, rates from them (3 hits of 8 on the AIC side).
            QCOMPARE(op->metrics.value(u"aic_write_cache_hit"_qs), 3.0);
            QCOMPARE(op->metrics.value(u"aic_total_hit_rate"_qs), 37.5);
            QCOMPARE(op->metrics.value(u"aic_l2_hit_rate"_qs), 0.375);
            QCOMPARE(op->metrics.value(u"aiv_l2_hit_rate"_qs), 0.5);
            // The AIV half's operations.
            QCOMPARE(work(*op, ComponentId::Vector, Side::None, u"fp16"_qs), 4000.0);
            QCOMPARE(op->workSource, WorkSource::Measured);
            for (const char *group : {"PipeUtilization", "Memory", "L2Cache", "ArithmeticUtilization"})
                QVERIFY2(op->metricGroups.contains(QLatin1String(group)), group);
        }
        // The other kernel is left as it was.
        const Operator *add = named(p, u"Add"_qs).front();
        QCOMPARE(work(*add, ComponentId::Mte2, Side::Aiv, u"gm_to_ub"_qs), 0.0);
        QCOMPARE(add->metricGroups, QStringList{u"PipeUtilization"_qs});
        QVERIFY(mentions(p.diagnostics,
                         u"the msprof op run of main_kernel_mix_aic is joined to 3 operator(s) named main_kernel: "
                         "its metric groups L2Cache, Memory fill what the application run lacks"_qs));
        QVERIFY(mentions(p.diagnostics, u"the msprof op run of main_kernel_mix_aiv is joined to 3 operator(s)"_qs));
        QVERIFY(!mentions(p.diagnostics, u"blocks on the"_qs)); // the halves' block counts are the kernel's
        QCOMPARE(p.inputs.size(), size_t(3));
        for (const char *group : {"PipeUtilization", "Memory", "L2Cache", "ArithmeticUtilization"})
            QVERIFY2(p.mergedGroups.contains(QLatin1String(group)), group);
    }

    void aPipeOnlyTheFollowUpTimedKeepsItsOwnCoreTime()
    {
        QTemporaryDir dir;
        QVERIFY(writeAppRun(dir.filePath(u"app/PROF_000001_20260605210244379_AAAA"_qs)));
        const QString followUp = dir.filePath(u"op/OPPROF_001"_qs);
        QVERIFY(writeFixture(followUp + u"/OpBasicInfo.csv", basicInfo("main_kernel_mix_aic", 2, 4)));
        // The app run (op_summary) has no AIC MTE3 pipe; both have the vector pipe.
        QVERIFY(writeFixture(followUp + u"/PipeUtilization.csv",
                             "block_id,sub_block_id,aic_time(us),aic_mte3_time(us),aiv_time(us),aiv_vec_time(us),\n"
                             "0,cube0,9.0,0.9,NA,NA,\n"
                             "0,vector0,NA,NA,11.0,1.0,\n"
                             "1,cube0,9.0,0.9,NA,NA,\n"
                             "1,vector0,NA,NA,11.0,1.0,\n"));
        RL_VALUE(p, loadPaths({dir.path()}));
        const Operator *op = named(p, u"main_kernel"_qs).front();
        // The application run's own pipe: its busy time over its core time, untouched.
        RL_FOUND(vec, op->component({ComponentId::Vector, Side::None}));
        QCOMPARE(vec.busyUs, std::optional<double>(6.0));
        QVERIFY(!vec.coreTimeUs);
        // The follow-up's pipe: its busy over the follow-up's AIC core time and blocks.
        RL_FOUND(mte3, op->component({ComponentId::Mte3, Side::Aic}));
        QCOMPARE(mte3.busyUs, std::optional<double>(0.9));
        QCOMPARE(mte3.coreTimeUs, std::optional<double>(9.0));
        QCOMPARE(mte3.blockDim, std::optional<int>(2));
        QCOMPARE(op->coreTimeUs, std::optional<double>(10.0));
    }

    void anInstanceSuffixedFollowUpFindsItsKernel()
    {
        QTemporaryDir dir;
        QVERIFY(writeAppRun(dir.filePath(u"app/PROF_000001_20260605210244379_AAAA"_qs), "matmul_leakyrelu_custom"));
        QVERIFY(writeAicFollowUp(dir.filePath(u"op/OPPROF_001"_qs), "matmul_leakyrelu_custom_0_mix_aic"));
        RL_VALUE(p, loadPaths({dir.path()}));
        for (const Operator *op : named(p, u"matmul_leakyrelu_custom"_qs))
            QCOMPARE(work(*op, ComponentId::Mte2, Side::Aic, u"gm_to_l1"_qs), 128.0 * 1024);
        QVERIFY(mentions(p.diagnostics, u"named matmul_leakyrelu_custom:"_qs));
    }

    void aFollowUpOfAnotherLaunchShapeIsJoinedWithAWarning()
    {
        QTemporaryDir dir;
        QVERIFY(writeAppRun(dir.filePath(u"app/PROF_000001_20260605210244379_AAAA"_qs)));
        const QString followUp = dir.filePath(u"op/OPPROF_001"_qs);
        QVERIFY(writeAicFollowUp(followUp));
        QVERIFY(writeFixture(followUp + u"/OpBasicInfo.csv", basicInfo("main_kernel_mix_aic", 8, 16)));
        RL_VALUE(p, loadPaths({dir.path()}));
        QVERIFY(
            mentions(p.diagnostics, u"ran with 8 blocks on the AIC side, the application run's main_kernel with 2"_qs));
    }

    void aFollowUpOfNoKernelBesideOneThatMatchesIsAWarning()
    {
        QTemporaryDir dir;
        QVERIFY(writeAppRun(dir.filePath(u"app/PROF_000001_20260605210244379_AAAA"_qs)));
        QVERIFY(writeAicFollowUp(dir.filePath(u"op/OPPROF_001"_qs)));
        QVERIFY(writeAicFollowUp(dir.filePath(u"op/OPPROF_002"_qs), "Mul_mix_aic"));
        RL_VALUE(p, loadPaths({dir.path()}));
        QCOMPARE(p.operators.size(), size_t(4));
        QVERIFY(
            mentions(p.diagnostics, u"the msprof op run of Mul_mix_aic names no operator of the application run"_qs));
        const auto it = std::find_if(p.diagnostics.begin(), p.diagnostics.end(), [](const Diagnostic &d) {
            return d.message.contains(u"Mul_mix_aic names no operator");
        });
        QCOMPARE(it->severity, Diagnostic::Severity::Warning);
        QVERIFY(it->location.contains(u"OPPROF_002"));
    }

    void followUpsOfNoKernelOfTheAppRunAreDifferentWorkloads()
    {
        QTemporaryDir dir;
        QVERIFY(writeAppRun(dir.filePath(u"app/PROF_000001_20260605210244379_AAAA"_qs)));
        QVERIFY(writeAicFollowUp(dir.filePath(u"op/OPPROF_001"_qs), "Mul_mix_aic"));
        const auto p = loadPaths({dir.path()});
        QVERIFY(!p.ok());
        QCOMPARE(p.error().kind, Error::Kind::Unsupported);
        QVERIFY(p.error().message.contains(u"2 profiles of different workloads"));
        QVERIFY(
            p.error().message.contains(u"The msprof op runs (of Mul_mix_aic) are of no kernel of the application run"));
        QCOMPARE(p.error().choices.size(), 2);
    }

    void aFollowUpNamedBesideTheAppRunIsJoinedToo()
    {
        QTemporaryDir dir;
        const QString app = dir.filePath(u"PROF_000001_20260605210244379_AAAA"_qs);
        const QString followUp = dir.filePath(u"elsewhere/OPPROF_001"_qs);
        QVERIFY(writeAppRun(app));
        QVERIFY(writeAicFollowUp(followUp));
        RL_VALUE(p, loadPaths({followUp, app})); // in either order
        QCOMPARE(p.operators.size(), size_t(4));
        QCOMPARE(work(*named(p, u"main_kernel"_qs).front(), ComponentId::Mte2, Side::Aic, u"gm_to_l1"_qs),
                 128.0 * 1024);
        QVERIFY(p.unmatchedInMerge.empty());
    }

    void aWorkspaceOfRunsJoinsItsFollowUpMeasurements()
    {
        // PROF_* and OPPROF_* side by side (the demo workspace's shape).
        QTemporaryDir dir;
        QVERIFY(writeAppRun(dir.filePath(u"PROF_000001_20260605210244379_AAAA"_qs)));
        QVERIFY(writeAicFollowUp(dir.filePath(u"OPPROF_20260605210408_RQSTPBCU"_qs)));
        RL_VALUE(p, loadPaths({dir.path()}));
        QCOMPARE(p.inputs.front().format, u"msprof_op_summary"_qs);
        for (const Operator *op : named(p, u"main_kernel"_qs))
            QCOMPARE(op->metrics.value(u"aic_l2_hit_rate"_qs), 0.375);
        QVERIFY(mentions(p.diagnostics, u"the msprof op run of main_kernel_mix_aic is joined to 3 operator(s)"_qs));
        QVERIFY(mentions(p.diagnostics, u"no instruction pipeline in this run"_qs));
    }

    void msprofOpRunsAloneAreStillMergedAsMetricGroups()
    {
        QTemporaryDir dir;
        QVERIFY(writeAicFollowUp(dir.filePath(u"op/OPPROF_001"_qs)));
        QVERIFY(writeAivFollowUp(dir.filePath(u"followups/OPPROF_001"_qs), "main_kernel_mix_aic"));
        RL_VALUE(p, loadPaths({dir.path()}));
        QCOMPARE(p.operators.size(), size_t(1));
        QCOMPARE(p.operators.front().name, u"main_kernel_mix_aic"_qs);
        QVERIFY(!mentions(p.diagnostics, u"is joined to"_qs));
    }

    // The real TileLang job: reports/app/PROF_* names the kernel main_kernel, the follow-up
    // reports/followups/…/OPPROF_* main_kernel_mix_aic (its OpBasicInfo.csv only).
    void theRealTileLangJobOpensAsOneWorkload()
    {
        RL_REAL_DATA(root, u"msprof_cann85_910b2_prof_tilelang"_qs);
        RL_VALUE(p, loadPaths({root}));
        const auto kernels = named(p, u"main_kernel"_qs);
        QCOMPARE(kernels.size(), size_t(3));
        QCOMPARE(p.operators.size(), size_t(3));
        QVERIFY(mentions(p.diagnostics,
                         u"the msprof op run of main_kernel_mix_aic is joined to 3 operator(s) named main_kernel: "
                         "it recorded no metric group"_qs));
        QVERIFY(!mentions(p.diagnostics, u"blocks on the"_qs)); // 256 / 512 in both
        bool listed = false;
        for (const InputInfo &in : p.inputs)
            listed = listed || in.path.contains(u"OPPROF_20260605210408_RQSTPBCUOTTFXTMZ");
        QVERIFY(listed);
        QCOMPARE(kernels.front()->taskType, TaskType::MixAic);
    }
};

QTEST_GUILESS_MAIN(TestFollowUpJoin)
#include "tst_followupjoin.moc"
