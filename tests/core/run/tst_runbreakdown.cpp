// SPDX-License-Identifier: GPL-3.0-or-later
// The run-level breakdown on inputs made here: the step-trace tables read as written, bad
// cells named by file and line, communication files summed without their "Total Op Info",
// and the timeline-derived parts (union of compute, communication not covered by it, the
// rest free) worked out by hand.
#include "core/run/communicationfile.h"
#include "core/run/runloader.h"
#include "core/run/runsummary.h"
#include "core/run/steptracefiles.h"
#include "core/run/timelinebreakdown.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;

namespace {

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(bytes);
    return path;
}

// Lanes: 0 device stream, 1 HCCL communication, 2 host thread.
Timeline threeLanes()
{
    Timeline t;
    t.lanes.push_back({u"Ascend Hardware"_qs, u"Stream 2"_qs, TimelineLane::Kind::DeviceStream, 1, 2});
    t.lanes.push_back({u"HCCL"_qs, u"Group 0 Communication"_qs, TimelineLane::Kind::Communication, 3, 1});
    t.lanes.push_back({u"Python"_qs, u"Thread 7"_qs, TimelineLane::Kind::HostThread, 9, 7});
    return t;
}

Operator task(TaskType type)
{
    Operator op;
    op.taskType = type;
    return op;
}

} // namespace

class TestRunBreakdown : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stepTraceTimeKeepsTheProfilersNumbers()
    {
        QTemporaryDir dir;
        const QString path = write(
            dir, u"step_trace_time.csv"_qs,
            "Device_id,Step,Computing,Communication(Not Overlapped),Overlapped,Communication,Free,"
            "Stage,Bubble,Communication(Not Overlapped and Exclude Receive),Preparing\n"
            "0,7,100.5,20.25,3,23.25,10,130.75,0,20.25,1.5\n"
            "0,8,90,,N/A,0,5,95,0,0,2\n");
        RL_VALUE(steps, readStepTraceTime(path));
        QCOMPARE(steps.size(), size_t(2));
        QCOMPARE(steps[0].step, u"7"_qs);
        QCOMPARE(*steps[0].computingUs, 100.5);
        QCOMPARE(*steps[0].communicationNotOverlappedUs, 20.25);
        QCOMPARE(*steps[0].stageUs, 130.75);
        QCOMPARE(*steps[0].preparingUs, 1.5);
        QCOMPARE(steps[0].totalUs(), 130.75);
        QVERIFY(!steps[1].communicationNotOverlappedUs); // empty cell: not given, not zero
        QVERIFY(!steps[1].overlappedUs);
        QCOMPARE(steps[1].totalUs(), 95.0);
    }

    void aNegativeOrTextPartIsAnErrorAtItsLine()
    {
        QTemporaryDir dir;
        const QString path = write(dir, u"step_trace_time.csv"_qs,
                                   "Step,Computing,Communication(Not Overlapped),Free\n1,10,2,3\n2,-4,1,1\n");
        auto steps = readStepTraceTime(path);
        QVERIFY(!steps.ok());
        QCOMPARE(steps.error().location, path + u":3");
        QVERIFY(steps.error().message.contains(u"Computing"));
        const QString other = write(dir, u"other.csv"_qs, "Name,Value\na,1\n");
        auto notSteps = readStepTraceTime(other);
        QVERIFY(!notSteps.ok());
        QCOMPARE(notSteps.error().location, other + u":1");
    }

    void clusterStepTraceKeepsTheRankRows()
    {
        QTemporaryDir dir;
        const QString path = write(
            dir, u"cluster_step_trace_time.csv"_qs,
            "Step,Type,Index,Computing,Communication(Not Overlapped),Overlapped,Communication,Free,"
            "Stage,Bubble,Communication(Not Overlapped and Exclude Receive),Preparing\n"
            "1,rank,0,50,30,0,30,20,100,0,30,0\n"
            "1,rank,1,55,25,0,25,30,110,0,25,0\n"
            "1,stage,(0, 1),55,30,0,30,30,110,0,30,0\n");
        RL_VALUE(ranks, readClusterStepTraceTime(path));
        QCOMPARE(ranks.size(), size_t(2));
        QCOMPARE(*ranks.at(1).front().freeUs, 30.0);
        QCOMPARE(ranks.at(0).front().totalUs(), 100.0);
    }

    void communicationFileSumsOperatorsNotTheirTotal()
    {
        QTemporaryDir dir;
        const QByteArray op =
            R"J({"Communication Time Info":{"Elapse Time(ms)":2.0,"Transit Time(ms)":1.0,)J"
            R"J("Wait Time(ms)":0.5,"Synchronization Time(ms)":0.25},)J"
            R"J("Communication Bandwidth Info":{"HCCS":{"Transit Size(MB)":30.0,"Transit Time(ms)":2.0},)J"
            R"J("RDMA":{"Transit Size(MB)":0,"Transit Time(ms)":0}}})J";
        const QString path = write(dir, u"communication.json"_qs,
                                   R"J({"step1":{"p2p":{},"collective":{"a":)J" + op + R"J(,"b":)J" + op
                                       + R"J(,"Total Op Info":)J" + op + "}}}");
        RL_VALUE(c, readCommunicationSummary(path));
        QCOMPARE(c.operators, 2);
        QCOMPARE(c.elapseMs, 4.0);
        QCOMPARE(c.waitMs, 1.0);
        QCOMPARE(c.transports.size(), size_t(1)); // RDMA moved nothing: the file's zero fill is left out
        QCOMPARE(c.transports[0].transport, u"HCCS"_qs);
        QCOMPARE(*c.transports[0].bandwidthGBps(), 15.0); // MB/ms = GB/s, as the profiler writes it

        const QString bad = write(dir, u"bad.json"_qs, R"({"step1": {"p2p": [1,})");
        auto broken = readCommunicationSummary(bad);
        QVERIFY(!broken.ok());
        QVERIFY2(broken.error().location.startsWith(bad + u'@'), qPrintable(broken.error().location));
    }

    // nlohmann reports a number beyond a double as out_of_range, not as a parse error; the
    // fuzzer found that escaping as an exception.
    void aNumberBeyondADoubleIsAnInputErrorNotAnException()
    {
        QTemporaryDir dir;
        const QString path = write(dir, u"communication.json"_qs, R"({"step1":{"p2p":{},"collective":4444E4444444}})");
        auto result = readCommunicationSummary(path);
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, Error::Kind::Input);
        QVERIFY(result.error().location.startsWith(path));
    }

    // Compute 0–40 and 60–100 µs, communication 30–80: union of compute 80, communication 50,
    // overlapped 10 + 20 = 30, not overlapped 20; the step spans 0–120 (a last compute task at
    // 110–120), busy 110, so free 10, the gap 100–110.
    void timelinePartsAreUnionsAndSumToTheStep()
    {
        Timeline t = threeLanes();
        std::vector<Operator> ops{task(TaskType::AiCore), task(TaskType::MixAic), task(TaskType::AiCore)};
        t.append(0, 1'000'000, 40'000, t.strings.intern(std::string_view("MatMul")), 0);
        t.append(0, 1'060'000, 40'000, t.strings.intern(std::string_view("FA")), 1);
        t.append(0, 1'110'000, 10'000, t.strings.intern(std::string_view("Add")), 2);
        t.append(1, 1'030'000, 50'000, t.strings.intern(std::string_view("hcom_allReduce")));
        t.append(2, 900'000, 300'000, t.strings.intern(std::string_view("aten::mm")));
        t.finish();
        const DerivedRun run = deriveRunFromTimeline(t, ops);
        QCOMPARE(run.steps.size(), size_t(1));
        const StepBreakdown &s = run.steps.front();
        QCOMPARE(s.step, u"all"_qs);
        QCOMPARE(*s.computingUs, 90.0);
        QCOMPARE(*s.communicationUs, 50.0);
        QCOMPARE(*s.overlappedUs, 30.0);
        QCOMPARE(*s.communicationNotOverlappedUs, 20.0);
        QCOMPARE(*s.freeUs, 10.0);
        QCOMPARE(s.totalUs(), 120.0);
        QCOMPARE(run.largestGaps.size(), size_t(1));
        QCOMPARE(run.largestGaps.front().startNs, qint64(1'100'000));
        QCOMPARE(run.largestGaps.front().sinceStepStartNs, qint64(100'000));
    }

    void hostProfilerStepsCutTheTimelineIntoSteps()
    {
        Timeline t = threeLanes();
        std::vector<Operator> ops{task(TaskType::AiCore), task(TaskType::AiCore), task(TaskType::AiCpu)};
        t.append(2, 0, 100'000, t.strings.intern(std::string_view("ProfilerStep#3")));
        t.append(2, 100'000, 100'000, t.strings.intern(std::string_view("ProfilerStep#4")));
        t.append(0, 20'000, 30'000, t.strings.intern(std::string_view("k")), 0);
        t.append(0, 60'000, 10'000, t.strings.intern(std::string_view("k")), 1);
        t.append(0, 150'000, 20'000, t.strings.intern(std::string_view("cpu")), 2);
        t.finish();
        const DerivedRun run = deriveRunFromTimeline(t, ops);
        QCOMPARE(run.steps.size(), size_t(2));
        QCOMPARE(run.steps[0].step, u"3"_qs);
        QCOMPARE(run.steps[0].totalUs(), 50.0); // first to last task of the step
        QCOMPARE(*run.steps[0].freeUs, 10.0);
        QCOMPARE(run.steps[1].step, u"4"_qs);
        QCOMPARE(*run.steps[1].computingUs, 20.0); // AI CPU counts as compute
    }

    // A file's own folder is its job; a folder given is searched below. A job in a sibling
    // folder of an opened file is not part of its run.
    void aFileTakesOnlyTheStepTraceBesideIt()
    {
        QTemporaryDir dir;
        const QByteArray table = "Step,Computing,Communication(Not Overlapped),Free\n1,10,2,3\n";
        write(dir, u"step_trace_time.csv"_qs, table);
        write(dir, u"kernel_details.csv"_qs, "Name,Type\n");
        QVERIFY(QDir(dir.path()).mkpath(u"other/ASCEND_PROFILER_OUTPUT"_qs));
        write(dir, u"other/ASCEND_PROFILER_OUTPUT/step_trace_time.csv"_qs, table);
        const Profile none;
        const auto fromFile = loadRunBreakdown({dir.filePath(u"kernel_details.csv"_qs)}, none);
        QVERIFY(fromFile);
        QCOMPARE(fromFile->ranks.size(), size_t(1));
        QCOMPARE(fromFile->ranks.front().totals.totalUs(), 15.0);
        const auto fromFolder = loadRunBreakdown({dir.path()}, none);
        QVERIFY(fromFolder);
        QCOMPARE(fromFolder->ranks.size(), size_t(2));
        QVERIFY(!loadRunBreakdown({dir.filePath(u"other/nothing.csv"_qs)}, none)); // no step trace, no timeline
    }

    void summaryNamesTheSlowestRankAndWhatMakesItSlow()
    {
        RunBreakdown run;
        for (int r = 0; r < 3; ++r) {
            RankBreakdown rank;
            rank.rank = r;
            rank.totals.computingUs = 50.0;
            rank.totals.communicationNotOverlappedUs = 30.0;
            rank.totals.freeUs = r == 2 ? 60.0 : 20.0;
            run.ranks.push_back(rank);
        }
        run.slowestRank = slowestRank(run);
        QCOMPARE(*run.slowestRank, 2);
        const QString s = summarizeRun(run);
        QVERIFY2(s.contains(u"rank 2, the slowest"), qPrintable(s));
        QVERIFY2(s.contains(u"more free time"), qPrintable(s));
        run.ranks[2].totals.freeUs = 21.0;
        QVERIFY(summarizeRun(run).contains(u"on every rank"));
    }
};

QTEST_GUILESS_MAIN(TestRunBreakdown)
#include "tst_runbreakdown.moc"
