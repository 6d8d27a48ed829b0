// SPDX-License-Identifier: GPL-3.0-or-later
// A job is its ranks (core/job/README.md): on rank folders made here, every rank is listed
// without being read, rank folders given together are one job (not one workload merged), a job
// without step traces lists its other ranks pending until completed from their own timelines, a
// rank that cannot be read is named with its reason, showing another rank keeps the job, and a
// rank waiting for its peer is told apart from one moving data.
#include "core/job/jobranks.h"
#include "core/job/jobrun.h"
#include "core/workflow/workflow.h"
#include "testutil.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;
using rl::test::writeFixture;

namespace {

// One HCCL collective on plane 0: waits `waitUs` for its peer, then copies for 20 µs.
QByteArray hcclTrace(int waitUs)
{
    return R"([{"ph":"M","name":"process_name","pid":3,"args":{"name":"HCCL"}},
{"ph":"M","name":"thread_name","pid":3,"tid":1,"args":{"name":"Plane 0"}},
{"ph":"X","name":"Notify_Wait","pid":3,"tid":1,"ts":1000,"dur":)"
        + QByteArray::number(waitUs) + R"(},
{"ph":"X","name":"Memcpy","pid":3,"tid":1,"ts":)"
        + QByteArray::number(1000 + waitUs) + R"(,"dur":20}])";
}

// A torch_npu run of one rank with one kernel, and (optionally) its HCCL timeline.
QString writeRank(const QString &job, const QString &folder, std::optional<int> rank, const QByteArray &kernel,
                  std::optional<int> waitUs = std::nullopt)
{
    const QString dir = job + u'/' + folder;
    bool ok = true;
    if (rank)
        ok = writeFixture(
            dir + u"/profiler_info_" + QString::number(*rank) + u".json",
            R"({"config":{"experimental_config":{"_aic_metrics":"ACL_AICORE_PIPE_UTILIZATION"}},"rank_id":)"
                + QByteArray::number(*rank) + "}");
    ok = ok
        && writeFixture(dir + u"/ASCEND_PROFILER_OUTPUT/kernel_details.csv",
                        "Step Id,Name,Type,Accelerator Core,Start Time(us),Duration(us),Wait Time(us),Block Dim\n1,"
                            + kernel + ",Add,AI_VECTOR_CORE,100.5\t,3.0,0,8\n");
    if (ok && waitUs)
        ok = writeFixture(dir + u"/ASCEND_PROFILER_OUTPUT/trace_view.json", hcclTrace(*waitUs));
    return ok ? dir : QString();
}

AnalysisRequest requestFor(const QStringList &paths, bool wholeJob)
{
    AnalysisRequest request;
    request.paths = paths;
    request.hardware = u"ascend910b2"_qs;
    request.load.wholeJob = wholeJob;
    return request;
}

} // namespace

class TestJobRanks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyRunFolderIsListedAndNoneHidden()
    {
        QTemporaryDir job;
        QVERIFY(!writeRank(job.path(), u"rank1_ascend_pt"_qs, 1, "B").isEmpty());
        QVERIFY(!writeRank(job.path(), u"rank0_ascend_pt"_qs, 0, "A").isEmpty());
        QVERIFY(!writeRank(job.path(), u"copy_ascend_pt"_qs, 0, "C").isEmpty()); // claims rank 0 again
        const std::vector<JobRank> ranks = jobRanks({job.path()});
        QCOMPARE(ranks.size(), size_t(3));
        QCOMPARE(ranks[0].rank, 0);
        QCOMPARE(ranks[1].rank, 1);
        QCOMPARE(ranks[2].rank, 2); // the second claim gets the next free number
        QVERIFY(ranks[0].hasKernels);
        QVERIFY(!areRanksOfOneJob({job.path()}));
        QVERIFY(areRanksOfOneJob({ranks[0].path, ranks[1].path}));
        QCOMPARE(rankToShow(ranks, -1)->rank, 0);
        QCOMPARE(rankToShow(ranks, 1)->rank, 1);
        QVERIFY(!rankToShow(ranks, 9));
    }

    // The search bound is on folders searched through, not runs found: a job of more ranks than
    // the 5,000 folders a mistaken home directory is searched lists every one (an empty
    // ASCEND_PROFILER_OUTPUT folder makes a run folder; nothing is read).
    void aJobOfMoreRanksThanTheSearchBoundListsEveryRank()
    {
        QTemporaryDir job;
        constexpr int kRanks = 5200;
        for (int r = 0; r < kRanks; ++r)
            QVERIFY(QDir().mkpath(job.path() + u"/rank_" + QString::number(r) + u"_ascend_pt/ASCEND_PROFILER_OUTPUT"));
        const std::vector<JobRank> ranks = jobRanks({job.path()});
        QCOMPARE(ranks.size(), size_t(kRanks));
        QCOMPARE(ranks.back().rank, kRanks - 1);
    }

    void rankFoldersGivenTogetherAreOneJobNotOneWorkloadMerged()
    {
        QTemporaryDir job;
        const QString r0 = writeRank(job.path(), u"rank0_ascend_pt"_qs, 0, "KernelA", 30);
        const QString r1 = writeRank(job.path(), u"rank1_ascend_pt"_qs, 1, "KernelB", 50);
        Progress progress;
        RL_VALUE(profile, Workflow::builtin().load(requestFor({r0, r1}, true), progress));
        QCOMPARE(profile.operators.size(), size_t(1));
        QCOMPARE(profile.operators.front().name, u"KernelA"_qs);
        QVERIFY(profile.run);
        QCOMPARE(profile.run->ranks.size(), size_t(2));
        QCOMPARE(profile.run->analysedRank, 0);

        AnalysisRequest second = requestFor({r0, r1}, true);
        second.load.rank = 1;
        RL_VALUE(rank1, Workflow::builtin().load(second, progress));
        QCOMPARE(rank1.operators.front().name, u"KernelB"_qs);
        second.load.rank = 5;
        const Result<Profile> missing = Workflow::builtin().load(second, progress);
        QVERIFY(!missing);
        QCOMPARE(missing.error().kind, Error::Kind::Usage);
        QVERIFY2(missing.error().message.contains(u"available ranks: 0, 1"), qPrintable(missing.error().message));
    }

    void aJobWithoutStepTracesListsItsOtherRanksPendingUntilCompleted()
    {
        QTemporaryDir job;
        QVERIFY(!writeRank(job.path(), u"rank0_ascend_pt"_qs, 0, "KernelA", 30).isEmpty());
        QVERIFY(!writeRank(job.path(), u"rank1_ascend_pt"_qs, 1, "KernelB", 50).isEmpty());
        const AnalysisRequest request = requestFor({job.path()}, false);
        Progress progress;
        RL_VALUE(profile, Workflow::builtin().load(request, progress));
        QVERIFY(profile.run);
        QCOMPARE(profile.run->ranks.size(), size_t(2));
        QVERIFY(!profile.run->ranks[0].pending);
        QVERIFY(profile.run->ranks[1].pending);
        QVERIFY(profile.run->ranks[1].steps.empty());
        QVERIFY(needsCompletion(*profile.run));

        RL_VALUE(completed, Workflow::builtin().completeRun(profile, request, progress));
        QCOMPARE(completed.ranks.size(), size_t(2));
        QVERIFY(!completed.ranks[1].pending);
        QCOMPARE(completed.ranks[1].steps.size(), size_t(1));
        QCOMPARE(*completed.ranks[1].totals.communicationNotOverlappedUs, 70.0);
        QCOMPARE(completed.groups.size(), size_t(1)); // "Add" on both ranks
        QVERIFY(!needsCompletion(completed));

        RL_VALUE(whole, Workflow::builtin().load(requestFor({job.path()}, true), progress));
        QVERIFY(!whole.run->ranks[1].pending); // the command line reads the whole job at once
        QCOMPARE(whole.run->ranks[1].steps.size(), size_t(1));
    }

    void aRankThatCannotBeReadIsNamedWithItsReason()
    {
        QTemporaryDir job;
        QVERIFY(!writeRank(job.path(), u"rank0_ascend_pt"_qs, 0, "KernelA", 30).isEmpty());
        const QString r1 = writeRank(job.path(), u"rank1_ascend_pt"_qs, 1, "KernelB", 50);
        QVERIFY(writeFixture(r1 + u"/ASCEND_PROFILER_OUTPUT/kernel_details.csv", "not,a,kernel table\n1,2,3\n"));
        const AnalysisRequest request = requestFor({job.path()}, false);
        Progress progress;
        RL_VALUE(profile, Workflow::builtin().load(request, progress));
        RL_VALUE(completed, Workflow::builtin().completeRun(profile, request, progress));
        QCOMPARE(completed.ranks.size(), size_t(2)); // still listed, never silently short
        QVERIFY(!completed.ranks[1].problem.isEmpty());
        QCOMPARE(completed.diagnostics.size(), qsizetype(1));
        const QString message = completed.diagnostics.front().message;
        QVERIFY2(message.contains(u"1 rank(s) of the job could not be read") && message.contains(u"rank 1 ("),
                 qPrintable(message));
        QVERIFY(!completed.summary.contains(u"every rank")); // one rank's figures only
    }

    void showingAnotherRankKeepsTheJobAndMovesTheAnalysedRank()
    {
        QTemporaryDir job;
        QVERIFY(!writeRank(job.path(), u"rank0_ascend_pt"_qs, 0, "KernelA", 30).isEmpty());
        QVERIFY(!writeRank(job.path(), u"rank1_ascend_pt"_qs, 1, "KernelB", 50).isEmpty());
        const AnalysisRequest request = requestFor({job.path()}, true);
        Progress progress;
        RL_VALUE(first, Workflow::builtin().load(request, progress));
        RL_VALUE(other, Workflow::builtin().loadRank(request, 1, *first.run, progress));
        QCOMPARE(other.operators.front().name, u"KernelB"_qs);
        QVERIFY(other.run);
        QCOMPARE(other.run->analysedRank, 1);
        QCOMPARE(other.run->ranks.size(), size_t(2));
        QCOMPARE(other.run->groups.size(), first.run->groups.size());
        QVERIFY(!Workflow::builtin().loadRank(request, 7, *first.run, progress));
    }

    void waitingForAPeerIsToldApartFromMovingData()
    {
        QTemporaryDir job;
        QVERIFY(!writeRank(job.path(), u"rank0_ascend_pt"_qs, 0, "KernelA", 80).isEmpty());
        Progress progress;
        RL_VALUE(profile, Workflow::builtin().load(requestFor({job.path()}, true), progress));
        QVERIFY(profile.run);
        const RankBreakdown &rank = profile.run->ranks.front();
        QCOMPARE(*rank.totals.communicationNotOverlappedUs, 100.0);
        QCOMPARE(*rank.totals.waitingUs, 80.0);
        QVERIFY2(profile.run->summary.contains(u"80 µs (80 %) is waiting for a peer (Notify Wait)"),
                 qPrintable(profile.run->summary));
    }
};

QTEST_GUILESS_MAIN(TestJobRanks)
#include "tst_jobranks.moc"
