// SPDX-License-Identifier: GPL-3.0-or-later
// The torch_npu road (rank folder, kernel_details.csv, trace_view.json and their join) on runs
// the simulator writes: these cases need no real data, so a plain clone tests every reader.
#include "../sim/simtestutil.h"
#include "core/io/importerregistry.h"
#include "core/io/traces/chrometracereader.h"
#include "core/sim/mobilenetv3.h"
#include "core/sim/torchnpurunwriter.h"
#include "testutil.h"

#include <QTest>

using namespace rl;
using namespace rl::sim;
using namespace rl::test;

namespace {

constexpr qint64 kStartNs = Q_INT64_C(1736405443881410320);
constexpr double kClockMhz = 1000.0;

// The first operators of the demo's model: enough kernels for the multi-threaded path with
// small batches, quick to simulate.
const SimulatedWorkload &workload()
{
    static const SimulatedWorkload w = [] {
        ModelGraph graph = mobileNetV3Graph();
        graph.ops.resize(std::min<size_t>(graph.ops.size(), 24));
        return simulateWorkload(graph, false, ascend310Core()).value();
    }();
    return w;
}

Result<Profile> loadRun(const QTemporaryDir &dir, TorchNpuLevel level, const QString &only = {})
{
    const QString rankDir = dir.filePath(u"host_1_ascend_pt"_qs);
    auto written = writeTorchNpuRun(makeTorchNpuRun(workload(), level, kStartNs, 0, kClockMhz), rankDir, 0);
    if (!written)
        return written.error();
    const QString path = only.isEmpty() ? rankDir : rankDir + u"/ASCEND_PROFILER_OUTPUT/" + only;
    return ImporterRegistry::builtin().load(path, {}, nullProgress());
}

} // namespace

class TestGeneratedTorchNpu : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aLevelZeroRankFolderGivesEveryKernelJoinedToItsDeviceTask()
    {
        QTemporaryDir dir;
        RL_VALUE(p, loadRun(dir, TorchNpuLevel::Level0));
        const size_t n = workload().ops.size();
        QCOMPARE(p.operators.size(), n);
        QCOMPARE(p.operators.front().name, workload().ops.front().op.name);
        QCOMPARE(p.operators.front().startNs, std::optional<qint64>(kStartNs));
        QVERIFY(!p.operators.front().hasPmuData());
        QCOMPARE(p.detected.clockMhz, std::optional<double>(kClockMhz)); // the AI Core Freq counter
        const TraceJoin join = traceJoin(p);
        QCOMPARE(join.mismatched, 0);
        QCOMPARE(join.linked, int(n));
        QVERIFY(mentions(p.diagnostics, QString::number(n) + u" of " + QString::number(n)));
    }

    void aLevelOneKernelTableCarriesTheSimulatedPipeTimes()
    {
        QTemporaryDir dir;
        RL_VALUE(p, loadRun(dir, TorchNpuLevel::Level1));
        QCOMPARE(p.operators.size(), workload().ops.size());
        QCOMPARE(p.inputs.front().metricGroups, QStringList{u"PipeUtilization"_qs});
        const KernelMeasurement &m = workload().ops.front().measurement;
        const Operator &op = p.operators.front();
        QCOMPARE(op.type, workload().ops.front().op.type);
        QCOMPARE(op.blockDim, std::optional<int>(m.blockDim));
        QVERIFY(op.coreTimeUs && qAbs(*op.coreTimeUs - m.coreTimeUs) < 1e-3);
        const ComponentSample *mte2 = op.component(ComponentKey{ComponentId::Mte2, Side::None});
        QVERIFY(mte2 && mte2->busyUs);
        QVERIFY(qAbs(*mte2->busyUs - m.busyUs[size_t(pipeIndex(Pipe::Mte2))]) < 2e-3);
        QCOMPARE(op.inputs.size(), workload().ops.front().op.inputs.size());
        QCOMPARE(op.inputs.front().shape, workload().ops.front().op.inputs.front().shape);
    }

    void aTraceViewAloneGivesOneOperatorPerDeviceTask()
    {
        QTemporaryDir dir;
        RL_VALUE(p, loadRun(dir, TorchNpuLevel::Level0, u"trace_view.json"_qs));
        QCOMPARE(p.inputs.front().format, u"trace_json"_qs);
        QCOMPARE(p.operators.size(), workload().ops.size());
        const Operator &first = p.operators.front();
        QCOMPARE(first.name, workload().ops.front().op.name);
        QCOMPARE(first.taskType, TaskType::AiCore);
        QCOMPARE(first.streamId, std::optional<int>(2));
        QCOMPARE(first.taskId, std::optional<int>(11051));
        QCOMPARE(first.startNs, std::optional<qint64>(kStartNs));
    }

    void severalThreadsReadTheGeneratedTraceLikeOne()
    {
        QTemporaryDir dir;
        const TorchNpuRun run = makeTorchNpuRun(workload(), TorchNpuLevel::Level0, kStartNs, 0, kClockMhz);
        QVERIFY(writeTorchNpuRun(run, dir.path(), 0));
        const QString trace = dir.filePath(u"ASCEND_PROFILER_OUTPUT/trace_view.json"_qs);
        ChromeTraceReadOptions one;
        one.threads = 1;
        ChromeTraceReadOptions many;
        many.threads = 3;
        many.batchBytes = 1024;
        int last = -1;
        bool monotonic = true;
        Progress progress([&](int permille, const QString &) {
            monotonic = monotonic && permille >= last;
            last = permille;
        });
        auto a = readChromeTrace(trace, nullProgress(), one);
        auto b = readChromeTrace(trace, progress, many);
        QVERIFY(a.ok() && b.ok());
        QVERIFY(monotonic);
        QCOMPARE(last, 1000);
        QCOMPARE(b->timeline.eventCount(), a->timeline.eventCount());
        QVERIFY(b->timeline.startNs == a->timeline.startNs);
        QVERIFY(b->timeline.lane == a->timeline.lane);
        QCOMPARE(b->deviceTasks.size(), workload().ops.size());
        QCOMPARE(a->aicoreFreqMhz, std::optional<double>(kClockMhz));

        Progress cancelled;
        cancelled.cancel();
        auto stopped = readChromeTrace(trace, cancelled, many);
        QVERIFY(!stopped.ok());
        QCOMPARE(stopped.error().kind, Error::Kind::Cancelled);
    }

    void theWriterIsReproducible()
    {
        const TorchNpuRun a = makeTorchNpuRun(workload(), TorchNpuLevel::Level1, kStartNs, 3, kClockMhz);
        const TorchNpuRun b = makeTorchNpuRun(workload(), TorchNpuLevel::Level1, kStartNs, 3, kClockMhz);
        QCOMPARE(a.kernelDetails, b.kernelDetails);
        QCOMPARE(a.traceView, b.traceView);
        QVERIFY(a.profilerInfo.contains("\"rank_id\": 3"));
    }
};

QTEST_GUILESS_MAIN(TestGeneratedTorchNpu)
#include "tst_generatedtorchnpu.moc"
