// SPDX-License-Identifier: GPL-3.0-or-later
// Opening a folder above the profiles, as job scripts and tools lay them out: the search below
// it, what it merges, what it lists, and the rank it picks. Fixtures are written by the
// simulator, so a plain clone runs every case; the real sets are checked when present.
#include "../sim/simtestutil.h"
#include "core/comm/communicationdata.h"
#include "core/io/discovery/profilelisting.h"
#include "core/io/discovery/profilesearch.h"
#include "core/io/importerregistry.h"
#include "core/io/workloadloader.h"
#include "core/run/runbreakdown.h"
#include "core/sim/mobilenetv3.h"
#include "core/sim/torchnpurunwriter.h"
#include "core/workflow/workflow.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <unistd.h>

using namespace rl;
using namespace rl::sim;
using namespace rl::test;

namespace {

const SimulatedWorkload &workload()
{
    static const SimulatedWorkload w = [] {
        ModelGraph graph = mobileNetV3Graph();
        graph.ops.resize(std::min<size_t>(graph.ops.size(), 8));
        return simulateWorkload(graph, false, ascend310Core()).value();
    }();
    return w;
}

bool writeRank(const QString &dir, int rank, TorchNpuLevel level = TorchNpuLevel::Level1)
{
    const auto written = writeTorchNpuRun(
        makeTorchNpuRun(workload(), level, Q_INT64_C(1736405443881410320), rank, 1000.0), dir, rank);
    if (!written)
        QTest::qFail(qPrintable(written.error().toString()), __FILE__, __LINE__);
    return written.ok();
}

// An msprof op run of one operator: OpBasicInfo.csv and one metric-group file.
bool writeOpprof(const QString &dir, const QByteArray &opName, const QByteArray &groupFile, const QByteArray &group)
{
    return writeFixture(
               dir + u"/OpBasicInfo.csv",
               "Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq\n"
                   + opName + ",vector,10.5,8,0,0,1,1800,1800\n")
        && writeFixture(dir + u'/' + QString::fromLatin1(groupFile), group);
}

const QByteArray kPipe = "block_id,sub_block_id,aiv_time(us),aiv_total_cycles,aiv_vec_time(us),aiv_vec_ratio,"
                         "aiv_scalar_time(us),aiv_scalar_ratio,aiv_mte2_time(us),aiv_mte2_ratio,aiv_mte3_time(us),"
                         "aiv_mte3_ratio\n0,0,10.0,18000,4.0,0.4,1.0,0.1,6.0,0.6,2.0,0.2\n";
const QByteArray kMemory = "block_id,sub_block_id,aiv_time(us),aiv_total_cycles,GM_to_UB_datas(KB),UB_to_GM_datas(KB)\n"
                           "0,0,10.0,18000,512,256\n";

Result<Profile> loadFolder(const QString &path, const LoadOptions &options = {})
{
    return loadWorkload(ImporterRegistry::builtin(), {path}, options, nullProgress());
}

} // namespace

class TestProfileDiscovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aRankFolderSeveralLevelsDownIsFoundAndAnalysed()
    {
        QTemporaryDir dir;
        QVERIFY(writeRank(dir.filePath(u"jobs/2026-06/level2/rank0_ascend_pt"_qs), 0));
        RL_VALUE(p, loadFolder(dir.path()));
        QCOMPARE(p.operators.size(), workload().ops.size());
        QVERIFY(mentions(p.diagnostics, u"analysing the profile found at"_qs));
    }

    void theSearchStopsAtAProfileRootAndKeepsPathOrder()
    {
        QTemporaryDir dir;
        QVERIFY(writeRank(dir.filePath(u"b/run_ascend_pt"_qs), 0));
        QVERIFY(writeRank(dir.filePath(u"a/x/run_ascend_pt"_qs), 0));
        const SearchResult found = searchProfiles(ImporterRegistry::builtin(), dir.path());
        QCOMPARE(found.profiles.size(), size_t(2));
        // A parent of torch_npu runs is itself the profile (its ranks are chosen from); breadth
        // first, so the shallower one comes first.
        QVERIFY(found.profiles[0].path.endsWith(u"/b"));
        QVERIFY(found.profiles[1].path.endsWith(u"/a/x"));
        QVERIFY(!found.truncated);
    }

    void aSymbolicLinkLoopEndsTheSearchWithEachProfileOnce()
    {
        QTemporaryDir dir;
        QVERIFY(writeRank(dir.filePath(u"top/rank0_ascend_pt"_qs), 0));
        QVERIFY(QFile::link(dir.path(), dir.filePath(u"top/loop"_qs)));
        QVERIFY(QFile::link(dir.filePath(u"top"_qs), dir.filePath(u"again"_qs)));
        const SearchResult found = searchProfiles(ImporterRegistry::builtin(), dir.path());
        QCOMPARE(found.profiles.size(), size_t(1));
    }

    void aSearchDeeperThanItsLimitSaysItWasCutShort()
    {
        QTemporaryDir dir;
        QVERIFY(writeRank(dir.filePath(u"1/2/3/rank0_ascend_pt"_qs), 0));
        SearchLimits limits;
        limits.maxDepth = 2;
        const SearchResult found = searchProfiles(ImporterRegistry::builtin(), dir.path(), limits);
        QVERIFY(found.profiles.empty());
        QVERIFY(found.truncated);
    }

    void anUnreadableFolderIsReported()
    {
        if (geteuid() == 0)
            QSKIP("running as root: every folder is readable, so none can be made unreadable");
        QTemporaryDir dir;
        QVERIFY(writeRank(dir.filePath(u"ok/rank0_ascend_pt"_qs), 0));
        QVERIFY(QDir().mkpath(dir.filePath(u"locked/inner"_qs)));
        QFile::setPermissions(dir.filePath(u"locked"_qs), QFileDevice::Permissions());
        const SearchResult found = searchProfiles(ImporterRegistry::builtin(), dir.path());
        QFile::setPermissions(dir.filePath(u"locked"_qs),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QCOMPARE(found.profiles.size(), size_t(1));
        QCOMPARE(found.unreadable.size(), 1);
        QVERIFY(found.unreadable.front().endsWith(u"locked"));
    }

    void runsOfOneOperatorWithDifferentMetricGroupsMerge()
    {
        QTemporaryDir dir;
        QVERIFY(writeOpprof(dir.filePath(u"reports/op/OPPROF_001"_qs), "add_custom", "PipeUtilization.csv", kPipe));
        QVERIFY(
            writeOpprof(dir.filePath(u"reports/followups/default/OPPROF_001"_qs), "add_custom", "Memory.csv", kMemory));
        RL_VALUE(p, loadFolder(dir.path()));
        QCOMPARE(p.operators.size(), size_t(1));
        QVERIFY(p.mergedGroups.contains(u"PipeUtilization"_qs));
        QVERIFY(p.mergedGroups.contains(u"Memory"_qs));
    }

    void unrelatedProfilesAreListedForTheUserToPickOne()
    {
        QTemporaryDir dir;
        QVERIFY(writeRank(dir.filePath(u"app/rank0_ascend_pt"_qs), 0));
        QVERIFY(writeOpprof(dir.filePath(u"op/OPPROF_001"_qs), "add_custom", "PipeUtilization.csv", kPipe));
        const auto p = loadFolder(dir.path());
        QVERIFY(!p.ok());
        QCOMPARE(p.error().kind, Error::Kind::Unsupported);
        QVERIFY(p.error().message.contains(u"2 profiles of different workloads"));
        QVERIFY(p.error().message.contains(u"  app (torch_npu"));
        QCOMPARE(p.error().choices.size(), 2);
        QVERIFY(p.error().message.contains(u"op/OPPROF_001"));
    }

    void theDefaultRankIsTheLowestWithAKernelTable()
    {
        QTemporaryDir dir;
        const QString job = dir.filePath(u"job"_qs);
        QVERIFY(writeRank(job + u"/rank0_ascend_pt", 0));
        QVERIFY(writeRank(job + u"/rank1_ascend_pt", 1));
        // Rank 0 as pipeline-parallel jobs leave it: no kernel table.
        QVERIFY(QFile::remove(job + u"/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv"));
        RL_VALUE(p, loadFolder(job));
        QCOMPARE(p.operators.size(), workload().ops.size());
        QVERIFY(mentions(p.diagnostics, u"loaded rank 1"_qs));
        QVERIFY(mentions(p.diagnostics, u"the lowest rank with a kernel table; without one: 0"_qs));
        LoadOptions rank0;
        rank0.rank = 0;
        const auto asked = loadFolder(job, rank0);
        QVERIFY(!asked.ok()); // asked for explicitly: its missing table is the error
        QVERIFY(asked.error().message.contains(u"kernel_details.csv"));
    }

    void theListingGivesEachRankWithItsOperatorCount()
    {
        QTemporaryDir dir;
        QVERIFY(writeRank(dir.filePath(u"level2/rank0_ascend_pt"_qs), 0));
        QVERIFY(writeRank(dir.filePath(u"level2/rank1_ascend_pt"_qs), 1, TorchNpuLevel::Level0));
        QVERIFY(writeOpprof(dir.filePath(u"op/OPPROF_001"_qs), "add_custom", "PipeUtilization.csv", kPipe));
        RL_VALUE(listing, listProfiles(ImporterRegistry::builtin(), dir.path(), nullProgress()));
        QCOMPARE(listing.profiles.size(), size_t(3));
        const ListedProfile &rank1 = listing.profiles[1];
        QCOMPARE(rank1.rank, std::optional<int>(1));
        QCOMPARE(rank1.operators, std::optional<qsizetype>(qsizetype(workload().ops.size())));
        QCOMPARE(listing.profiles[0].metricGroups, QStringList{u"PipeUtilization"_qs});
        QVERIFY(listing.profiles[2].path.endsWith(u"op/OPPROF_001"));
        QCOMPARE(listing.profiles[2].operators, std::optional<qsizetype>(1));
    }

    void aFolderOfLooseKernelTablesListsEachTableAsAnalyzeReadsIt()
    {
        QTemporaryDir dir;
        QVERIFY(writeRank(dir.filePath(u"run/rank0_ascend_pt"_qs), 0));
        const QString loose = dir.filePath(u"copied"_qs);
        QVERIFY(QDir().mkpath(loose));
        QVERIFY(QFile::copy(dir.filePath(u"run/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv"_qs),
                            loose + u"/kernel_details.csv"));
        RL_VALUE(listing, listProfiles(ImporterRegistry::builtin(), loose, nullProgress()));
        QCOMPARE(listing.profiles.size(), size_t(1));
        QVERIFY(listing.profiles[0].path.endsWith(u"copied/kernel_details.csv"));
        QCOMPARE(listing.profiles[0].operators, std::optional<qsizetype>(qsizetype(workload().ops.size())));
    }

    void aThirdPartyPipeStateTraceIsNamedNotMistakenForASimulatorTrace()
    {
        QTemporaryDir dir;
        const QString trace = dir.filePath(u"trace.json"_qs);
        QVERIFY(writeFixture(trace,
                             R"({"traceEvents":[{"ph":"M","name":"thread_name","pid":2,"tid":1254,)"
                             R"("args":{"name":"AIV0/PIPE_MTE2/status"}},{"ph":"X","name":"busy","pid":2,)"
                             R"("tid":1254,"ts":1.0,"dur":2.0}]})"));
        const auto p = loadFolder(trace);
        QVERIFY(!p.ok());
        QCOMPARE(p.error().kind, Error::Kind::Unsupported);
        QVERIFY(p.error().message.contains(u"third-party tool"));
        // Beside msprof op CSVs it is named and left out; the CSVs are read.
        QVERIFY(writeOpprof(dir.path(), "add_custom", "PipeUtilization.csv", kPipe));
        RL_VALUE(run, loadFolder(dir.path()));
        QCOMPARE(run.operators.size(), size_t(1));
        QVERIFY(mentions(run.diagnostics, u"not used: a pipe-state trace"_qs));
    }

    void theSevenRealMetricGroupsOfOneOperatorMergeIntoOne()
    {
        RL_REAL_DATA(root, u"msprofop_rep_addcustom_a2_1650"_qs);
        RL_VALUE(p, loadFolder(root));
        QCOMPARE(p.operators.size(), size_t(1));
        const Operator &op = p.operators.front();
        for (const char *group : {"PipeUtilization", "ArithmeticUtilization", "Memory", "MemoryL0", "MemoryUB",
                                  "L2Cache", "ResourceConflictRatio"})
            QVERIFY2(op.metricGroups.contains(QLatin1String(group)), group);
        QVERIFY(op.hasPmuData());
        QVERIFY(mentions(p.diagnostics, u"third-party tool"_qs));
    }

    void aRatioColumnThatDisagreesWithItsTimeIsSaidOncePerColumn()
    {
        QTemporaryDir dir;
        QByteArray pipe = kPipe;
        pipe.replace(",4.0,0.4,", ",4.0,0.9,"); // aiv_vec_ratio 0.9 against 4.0 / 10.0
        QVERIFY(writeOpprof(dir.filePath(u"OPPROF_1"_qs), "add_custom", "PipeUtilization.csv", pipe));
        RL_VALUE(p, loadFolder(dir.filePath(u"OPPROF_1"_qs)));
        QVERIFY(mentions(p.diagnostics,
                         u"aiv_vec_ratio differs from its time / core time by more than 0.05 on 1 row(s)"_qs));
        QVERIFY(mentions(p.diagnostics, u"0.900 against 0.400"_qs));
        QVERIFY(!mentions(p.diagnostics, u"aiv_mte2_ratio differs"_qs)); // 0.6 = 6.0 / 10.0
    }

    // Every real set opens the way a user opens it (the workflow: profiles, else a job's
    // run-level files). Two sets hold only communication output (msprof-analyze's cluster
    // files; an msprof timeline whose first device folder has only HCCL tracks): they open
    // as a job with its collectives.
    void everyRealSetOpensFromItsTopFolder_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<QString>("expect");
        const QString root = realDataRoot();
        if (!QFileInfo(root).isDir())
            QSKIP(qPrintable(u"real data absent (" + root
                             + u"); set ROOFLENS_REALDATA_DIR or place ../shared beside the clone"));
        for (const QString &set : QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QString expect = set == u"msprofanalyze_advisor_cluster8_2024" ? u"communication only"_qs
                                                                                 : u"operators"_qs;
            QTest::newRow(qPrintable(set)) << set << expect;
        }
    }

    void everyRealSetOpensFromItsTopFolder()
    {
        QFETCH(QString, set);
        QFETCH(QString, expect);
        AnalysisRequest request;
        request.paths = {realDataRoot() + u'/' + set};
        Progress progress;
        const auto p = Workflow::builtin().load(request, progress);
        QVERIFY2(p.ok(), qPrintable(p.ok() ? QString() : p.error().toString()));
        if (expect == u"operators")
            QVERIFY(!p->operators.empty());
        else
            QVERIFY(p->operators.empty());
        // An msprof application run and a one-kernel msprof op follow-up of it (main_kernel,
        // main_kernel_mix_aic): one workload, the follow-up joined (core/io/README.md §8.8).
        if (set == u"msprof_cann85_910b2_prof_tilelang")
            QVERIFY(mentions(p->diagnostics, u"the msprof op run of main_kernel_mix_aic is joined"_qs));
        if (expect == u"communication only" || set == u"msprof_timeline_910_2023_2rank_hccl") {
            QVERIFY(p->run);
            QVERIFY(p->run->communication);
            QVERIFY(!p->run->communication->collectives.empty());
        }
    }
};

QTEST_GUILESS_MAIN(TestProfileDiscovery)
#include "tst_profilediscovery.moc"
