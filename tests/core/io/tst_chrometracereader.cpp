// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/chrometracereader.h"
#include "testutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;

namespace {

const QString kTorchTrace = u"torchnpu_a2_level0_trace/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/trace_view.json"_qs;
const QString kOld910Trace =
    u"msprof_timeline_910_2023/PROF_000001_20230818142704322_COJGGGCANRMICFBC/device_0/timeline/msprof_0_2_1.json"_qs;

QString writeFile(const QTemporaryDir &dir, const QByteArray &content, const QString &name = u"trace.json"_qs)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return {};
    return path;
}

const TimelineLane *findLane(const Timeline &t, const QString &process, const QString &thread)
{
    for (const TimelineLane &lane : t.lanes) {
        if (lane.process == process && lane.thread == thread)
            return &lane;
    }
    return nullptr;
}

const DeviceTaskEvent *findTask(const ChromeTraceContent &c, const QString &name)
{
    for (const DeviceTaskEvent &task : c.deviceTasks) {
        if (c.timeline.strings.at(task.nameId) == name)
            return &task;
    }
    return nullptr;
}

bool sortedByLaneThenStart(const Timeline &t)
{
    for (size_t i = 1; i < t.eventCount(); ++i) {
        if (t.lane[i - 1] > t.lane[i] || (t.lane[i - 1] == t.lane[i] && t.startNs[i - 1] > t.startNs[i]))
            return false;
    }
    return true;
}

} // namespace

class TestChromeTraceReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aTorchNpuTraceViewGivesItsLanesEventsAndCounters()
    {
        RL_REAL_DATA(path, kTorchTrace);
        auto content = readChromeTrace(path, nullProgress());
        QVERIFY2(content.ok(), qPrintable(content.ok() ? QString() : content.error().toString()));
        const Timeline &t = content->timeline;
        QCOMPARE(t.eventCount(), size_t(3379)); // every "X" event
        QCOMPARE(t.lanes.size(), size_t(11));
        QVERIFY(sortedByLaneThenStart(t));
        const TimelineLane *stream2 = findLane(t, u"Ascend Hardware"_qs, u"Stream 2"_qs);
        QVERIFY(stream2);
        QCOMPARE(stream2->kind, TimelineLane::Kind::DeviceStream);
        QCOMPARE(findLane(t, u"HCCL"_qs, u"Group 0 Communication"_qs)->kind, TimelineLane::Kind::Communication);
        QCOMPARE(findLane(t, u"Overlap Analysis"_qs, u"Free"_qs)->kind, TimelineLane::Kind::Overlap);
        QCOMPARE(findLane(t, u"Python"_qs, u"Thread 3016828"_qs)->kind, TimelineLane::Kind::HostThread);
        QCOMPARE(t.flowCount, qint64(1217)); // s + f
        QCOMPARE(t.counters.size(), size_t(30));
        QVERIFY(content->aicoreFreqMhz.has_value());
        QCOMPARE(*content->aicoreFreqMhz, 1800.0);
    }

    void theDeviceTasksOfATraceViewKeepFileOrderAndExactTimes()
    {
        RL_REAL_DATA(path, kTorchTrace);
        auto content = readChromeTrace(path, nullProgress());
        QVERIFY(content.ok());
        QCOMPARE(content->deviceTasks.size(), size_t(533));
        QCOMPARE(content->timeline.strings.at(content->deviceTasks.front().nameId), u"MEMCPY_ASYNC"_qs);
        QCOMPARE(content->deviceTasks.front().durNs, qint64(996960)); // 996.9599375 µs, rounded
        const DeviceTaskEvent *kernel = findTask(*content, u"trans_TransData_0"_qs);
        QVERIFY(kernel);
        // ts "1736405443881410.320" (a JSON string): 19 digits, exact to the nanosecond
        QCOMPARE(kernel->startNs, Q_INT64_C(1736405443881410320));
        QCOMPARE(kernel->durNs, qint64(50621));
        QCOMPARE(kernel->taskType, u"AI_CORE"_qs);
        QCOMPARE(kernel->streamId, std::optional<int>(2));
        QCOMPARE(kernel->taskId, std::optional<int>(11053));
        QVERIFY(!kernel->aicoreTimeUs.has_value());
        // the index points at the same event in the final (lane, start) order
        const Timeline &t = content->timeline;
        QCOMPARE(t.startNs[kernel->timelineIndex], kernel->startNs);
        QCOMPARE(t.nameId[kernel->timelineIndex], kernel->nameId);
        QCOMPARE(t.lane[kernel->timelineIndex], kernel->lane);
        QCOMPARE(t.lanes[kernel->lane].thread, u"Stream 2"_qs);
        QVERIFY(kernel->fileOffset > 0);
    }

    void anOldMsprofTimelineHasNumericTsAndAicoreArgs()
    {
        RL_REAL_DATA(path, kOld910Trace);
        auto content = readChromeTrace(path, nullProgress());
        QVERIFY2(content.ok(), qPrintable(content.ok() ? QString() : content.error().toString()));
        QCOMPARE(content->timeline.eventCount(), size_t(1049));
        QCOMPARE(content->timeline.lanes.size(), size_t(17));
        QCOMPARE(content->deviceTasks.size(), size_t(490)); // the 4 Step Trace spans have no Task Type
        const DeviceTaskEvent &cast = content->deviceTasks.front();
        QCOMPARE(content->timeline.strings.at(cast.nameId),
                 u"Default/network-WithLossCell/_backbone-AlexNet/Cast-op239"_qs);
        QCOMPARE(cast.startNs, Q_INT64_C(56635864664910)); // numeric ts on the uptime clock
        QCOMPARE(cast.durNs, qint64(23100));
        QCOMPARE(cast.aicoreTimeUs, std::optional<double>(21.0));
        QCOMPARE(cast.totalCycles, std::optional<qint64>(672029));
        QCOMPARE(cast.streamId, std::optional<int>(2));
        QCOMPARE(cast.taskId, std::optional<int>(4));
        const DeviceTaskEvent *aicpu = findTask(
            *content, u"Default/network-WithLossCell/_backbone-AlexNet/dropout-Dropout/DropoutGenMask-op232"_qs);
        QVERIFY(aicpu);
        QCOMPARE(aicpu->taskType, u"AI_CPU"_qs);
        QVERIFY(!aicpu->aicoreTimeUs.has_value()); // "N/A"
        QVERIFY(!content->aicoreFreqMhz.has_value());
        QCOMPARE(content->timeline.minStartNs(), Q_INT64_C(56635864386800));
    }

    void metadataAfterTheEventsStillNamesTheLanes()
    {
        QTemporaryDir dir;
        const QByteArray json = "\xEF\xBB\xBF"
                                R"({"traceEvents":[
            {"name":"k2","pid":7,"tid":1,"ts":"20.0005","dur":1,"args":{"Task Type":"AI_CORE","Stream Id":1,"Task Id":2},"ph":"X"},
            {"name":"k1","pid":7,"tid":1,"ts":10,"dur":2.5,"args":{"Task Type":"MIX_AIC"},"ph":"X"},
            {"name":"host","pid":"app","tid":"main","ts":5,"dur":1,"ph":"X"},
            {"name":"AI Core Freq","pid":9,"tid":0,"ts":"1","args":{"MHz":1650},"ph":"C"},
            {"name":"flow","pid":7,"tid":1,"ts":1,"ph":"s","id":1},
            {"name":"process_name","pid":7,"tid":0,"args":{"name":"Ascend Hardware"},"ph":"M"},
            {"name":"process_name","pid":9,"tid":0,"args":{"name":"AI Core Freq"},"ph":"M"},
            {"name":"thread_name","pid":7,"tid":1,"args":{"name":"Stream 1"},"ph":"M"}
        ],"displayTimeUnit":"ns"})";
        auto content = readChromeTrace(writeFile(dir, json), nullProgress());
        QVERIFY2(content.ok(), qPrintable(content.ok() ? QString() : content.error().toString()));
        QCOMPARE(content->deviceTasks.size(), size_t(2));
        QCOMPARE(content->timeline.strings.at(content->deviceTasks[0].nameId), u"k2"_qs); // file order
        QCOMPARE(content->deviceTasks[0].startNs, qint64(20001));
        QCOMPARE(content->deviceTasks[1].taskType, u"MIX_AIC"_qs);
        const Timeline &t = content->timeline;
        QVERIFY(sortedByLaneThenStart(t));
        QCOMPARE(t.startNs[content->deviceTasks[1].timelineIndex], qint64(10000));
        QVERIFY(findLane(t, u"Ascend Hardware"_qs, u"Stream 1"_qs));
        QVERIFY(findLane(t, u"app"_qs, u"main"_qs)); // string ids name themselves
        QCOMPARE(content->aicoreFreqMhz, std::optional<double>(1650.0));
        QCOMPARE(t.counters.front().event, u"AI Core Freq"_qs);
        QCOMPARE(t.counters.front().name, u"MHz"_qs);
        QCOMPARE(t.flowCount, qint64(1));
    }

    void aCancelledLoadStopsWithCancelled()
    {
        Progress progress;
        progress.cancel();
        RL_REAL_DATA(path, kTorchTrace);
        auto content = readChromeTrace(path, progress);
        QVERIFY(!content.ok());
        QCOMPARE(content.error().kind, Error::Kind::Cancelled);
    }

    void progressIsReportedUpToTheEnd()
    {
        int last = -1;
        bool monotonic = true;
        Progress progress([&](int permille, const QString &) {
            monotonic = monotonic && permille >= last;
            last = permille;
        });
        RL_REAL_DATA(path, kTorchTrace);
        QVERIFY(readChromeTrace(path, progress).ok());
        QVERIFY(monotonic);
        QCOMPARE(last, 1000);
    }

    void badFilesAreInputErrorsWithTheByteOffset_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("offset");
        QTest::newRow("empty") << QByteArray() << u"@0"_qs;
        QTest::newRow("junk") << QByteArray("<html>") << u"@0"_qs;
        QTest::newRow("truncated") << QByteArray(R"([{"ph":"X","ts":1},{"ph":"X","ts")") << u"@33"_qs;
        QTest::newRow("missing comma") << QByteArray(R"([{"ph":"X","ts":1} {"ph":"X","ts":2}])") << u"@19"_qs;
        QTest::newRow("an event that is not an object") << QByteArray(R"([{"ph":"X","ts":1}, 42])") << u"@20"_qs;
        QTest::newRow("a ts that is not a number")
            << QByteArray(R"([{"ph":"X","ts":1}, {"ph":"X","ts":"abc"}])") << u"@20"_qs;
        QTest::newRow("bad literal inside an event")
            << QByteArray(R"([{"ph":"X","ts":1}, {"ph":"X","ts":nope}])") << u"@20"_qs;
        QTest::newRow("junk after the array") << QByteArray(R"([{"ph":"X","ts":1}],)") << u"@19"_qs;
    }
    void badFilesAreInputErrorsWithTheByteOffset()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, offset);
        QTemporaryDir dir;
        const QString path = writeFile(dir, json);
        auto content = readChromeTrace(path, nullProgress());
        QVERIFY(!content.ok());
        QCOMPARE(content.error().kind, Error::Kind::Input);
        QCOMPARE(content.error().location, path + offset);
    }

    // Big files are parsed on several threads, batch by batch, and merged in file order: small
    // batches force that path here, and the result must be the one of a single thread.
    void severalThreadsGiveTheSameContentAsOne_data()
    {
        QTest::addColumn<QString>("trace");
        QTest::newRow("torch_npu trace_view") << kTorchTrace;
        QTest::newRow("old msprof timeline") << kOld910Trace;
    }
    void severalThreadsGiveTheSameContentAsOne()
    {
        QFETCH(QString, trace);
        ChromeTraceReadOptions one;
        one.threads = 1;
        ChromeTraceReadOptions many;
        many.threads = 3;
        many.batchBytes = 2048;
        RL_REAL_DATA(path, trace);
        auto a = readChromeTrace(path, nullProgress(), one);
        int last = -1;
        bool monotonic = true;
        Progress progress([&](int permille, const QString &) {
            monotonic = monotonic && permille >= last;
            last = permille;
        });
        auto b = readChromeTrace(path, progress, many);
        QVERIFY(a.ok() && b.ok());
        QVERIFY(monotonic);
        QCOMPARE(last, 1000);
        const Timeline &ta = a->timeline, &tb = b->timeline;
        QCOMPARE(tb.eventCount(), ta.eventCount());
        QVERIFY(tb.startNs == ta.startNs);
        QVERIFY(tb.durNs == ta.durNs);
        QVERIFY(tb.nameId == ta.nameId); // names are interned in file order either way
        QVERIFY(tb.lane == ta.lane);
        QVERIFY(tb.operatorIndex == ta.operatorIndex);
        QCOMPARE(tb.strings.size(), ta.strings.size());
        QCOMPARE(tb.lanes.size(), ta.lanes.size());
        for (size_t i = 0; i < ta.lanes.size(); ++i) {
            QCOMPARE(tb.lanes[i].process, ta.lanes[i].process);
            QCOMPARE(tb.lanes[i].thread, ta.lanes[i].thread);
            QCOMPARE(tb.lanes[i].kind, ta.lanes[i].kind);
        }
        QCOMPARE(tb.counters.size(), ta.counters.size());
        for (size_t i = 0; i < ta.counters.size(); ++i) {
            QCOMPARE(tb.counters[i].process, ta.counters[i].process);
            QCOMPARE(tb.counters[i].name, ta.counters[i].name);
            QVERIFY(tb.counters[i].tsNs == ta.counters[i].tsNs);
            QVERIFY(tb.counters[i].values == ta.counters[i].values);
        }
        QCOMPARE(tb.flowCount, ta.flowCount);
        QCOMPARE(b->aicoreFreqMhz, a->aicoreFreqMhz);
        QCOMPARE(b->deviceTasks.size(), a->deviceTasks.size());
        for (size_t i = 0; i < a->deviceTasks.size(); ++i) {
            const DeviceTaskEvent &x = a->deviceTasks[i], &y = b->deviceTasks[i];
            QCOMPARE(y.timelineIndex, x.timelineIndex);
            QCOMPARE(y.startNs, x.startNs);
            QCOMPARE(y.taskType, x.taskType);
            QCOMPARE(y.streamId, x.streamId);
            QCOMPARE(y.taskId, x.taskId);
            QCOMPARE(y.fileOffset, x.fileOffset);
        }
        QCOMPARE(b->diagnostics.size(), a->diagnostics.size());
    }

    // Past 65536 events the layout runs on two threads and lanes out of order are sorted in
    // two halves: a host lane written parent-after-children and a device stream partly out of
    // order must come out in (lane, start) order, ties in file order, every device task
    // pointing at its own event.
    void aBigTraceOutOfOrderKeepsEveryEventAndItsDeviceTasks()
    {
        struct Written
        {
            qint64 ts;
            int lane; // 0 host, 1 device
            QByteArray name;
        };
        std::vector<Written> events;
        QByteArray json = "[";
        auto add = [&](int lane, qint64 tsUs, const QByteArray &name) {
            json += (events.empty() ? "" : ",\n");
            json += lane == 0 ? "{\"ph\":\"X\",\"pid\":1,\"tid\":1,\"ts\":\""
                              : "{\"ph\":\"X\",\"pid\":2,\"tid\":5,\"ts\":\"";
            json += QByteArray::number(tsUs) + ".000\",\"dur\":1,\"name\":\"" + name + "\"";
            json += lane == 1 ? ",\"args\":{\"Task Type\":\"AI_CORE\",\"Stream Id\":5,\"Task Id\":"
                    + QByteArray::number(events.size()) + "}}"
                              : QByteArray("}");
            events.push_back({tsUs * 1000, lane, name});
        };
        for (int g = 0; g < 12000; ++g) {
            const qint64 base = qint64(g) * 100;
            // host: three children, then their parent (earliest start), then a tie with it
            add(0, base + 10, "child" + QByteArray::number(g % 7));
            add(0, base + 20, "child");
            add(0, base + 30, "child");
            add(0, base, "parent");
            add(0, base, "tie");
            // device: every fourth group two kernels written in reverse
            if (g % 4 == 0) {
                add(1, base + 50, "k2");
                add(1, base + 40, "k1");
            } else {
                add(1, base + 40, "k1");
            }
        }
        json += ",{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":1,\"args\":{\"name\":\"Python\"}}";
        json += ",{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":2,\"args\":{\"name\":\"Ascend Hardware\"}}]}";
        json.prepend("{\"traceEvents\":");
        QTemporaryDir dir;
        auto content = readChromeTrace(writeFile(dir, json), nullProgress(), ChromeTraceReadOptions{});
        QVERIFY(content.ok());
        const Timeline &t = content->timeline;
        QCOMPARE(t.eventCount(), events.size());
        QVERIFY(sortedByLaneThenStart(t));

        // What the lanes must hold: each lane's events stably sorted by start.
        const TimelineLane *host = findLane(t, u"Python"_qs, u"Thread 1"_qs);
        QVERIFY(host);
        for (int lane = 0; lane < 2; ++lane) {
            std::vector<const Written *> expected;
            for (const Written &w : events) {
                if (w.lane == lane)
                    expected.push_back(&w);
            }
            std::stable_sort(expected.begin(), expected.end(),
                             [](const Written *a, const Written *b) { return a->ts < b->ts; });
            const quint16 index = quint16(lane == 0 ? host - t.lanes.data() : (host - t.lanes.data()) ^ 1);
            const auto [first, last] = t.laneRange(index);
            QCOMPARE(last - first, expected.size());
            for (size_t k = 0; k < expected.size(); ++k) {
                QCOMPARE(t.startNs[first + k], expected[k]->ts);
                QCOMPARE(t.strings.at(t.nameId[first + k]), QString::fromLatin1(expected[k]->name));
            }
        }
        // Device tasks: in file order, each at its own event.
        std::vector<const Written *> device;
        for (const Written &w : events) {
            if (w.lane == 1)
                device.push_back(&w);
        }
        QCOMPARE(content->deviceTasks.size(), device.size());
        for (size_t k = 0; k < device.size(); ++k) {
            const DeviceTaskEvent &task = content->deviceTasks[k];
            QCOMPARE(task.startNs, device[k]->ts);
            QCOMPARE(t.startNs[task.timelineIndex], device[k]->ts);
            QCOMPARE(t.strings.at(t.nameId[task.timelineIndex]), QString::fromLatin1(device[k]->name));
            QCOMPARE(t.lanes[t.lane[task.timelineIndex]].process, u"Ascend Hardware"_qs);
        }
    }

    void severalThreadsReportTheFirstBadEventAndCancel()
    {
        QTemporaryDir dir;
        QByteArray json = "[";
        for (int i = 0; i < 2000; ++i)
            json += R"({"ph":"X","name":"k","pid":1,"tid":1,"ts":)" + QByteArray::number(i) + R"(,"dur":1},)";
        const qsizetype bad = json.size();
        json += R"({"ph":"X","ts":"abc"},)";
        for (int i = 0; i < 2000; ++i)
            json += R"({"ph":"X","ts":)" + QByteArray::number(i) + R"(,"dur":})" + (i + 1 < 2000 ? "," : "");
        json += "]";
        const QString path = writeFile(dir, json);
        ChromeTraceReadOptions many;
        many.threads = 2;
        many.batchBytes = 1024;
        auto content = readChromeTrace(path, nullProgress(), many);
        QVERIFY(!content.ok());
        QCOMPARE(content.error().kind, Error::Kind::Input);
        QCOMPARE(content.error().location, path + u'@' + QString::number(bad));

        Progress progress;
        progress.cancel();
        QByteArray valid = "[";
        for (int i = 0; i < 4000; ++i)
            valid += R"({"ph":"X","name":"k","pid":1,"tid":1,"ts":)" + QByteArray::number(i) + R"(,"dur":1})"
                + (i + 1 < 4000 ? "," : "");
        valid += "]";
        const QString validPath = writeFile(dir, valid, u"valid.json"_qs);
        auto cancelled = readChromeTrace(validPath, progress, many);
        QVERIFY(!cancelled.ok());
        QCOMPARE(cancelled.error().kind, Error::Kind::Cancelled);

        // cancelled at the first report (after the first batch), while the workers are busy
        Progress midway;
        midway.setCallback([&midway](int permille, const QString &) {
            if (permille < 1000)
                midway.cancel();
        });
        auto stopped = readChromeTrace(validPath, midway, many);
        QVERIFY(!stopped.ok());
        QCOMPARE(stopped.error().kind, Error::Kind::Cancelled);
    }

    // Negative ids mark ids written as strings inside the reader: a negative, fractional or
    // huge pid in the file must become a lane of its own, never an index.
    void outOfRangePidsAndTidsAreLanesOfTheirOwn()
    {
        QTemporaryDir dir;
        const QByteArray json = R"([{"ph":"X","name":"a","pid":-9223372036854775808,"tid":-1,"ts":1,"dur":1},
            {"ph":"X","name":"b","pid":1e300,"tid":2.5,"ts":2,"dur":1},
            {"ph":"X","name":"c","pid":-1,"tid":-1,"ts":3,"dur":1},
            {"ph":"M","name":"process_name","pid":-7,"args":{"name":"Ascend Hardware"}},
            {"ph":"X","name":"d","pid":"p","tid":"t","ts":4,"dur":1}])";
        const QString path = writeFile(dir, json);
        auto content = readChromeTrace(path, nullProgress());
        QVERIFY2(content.ok(), qPrintable(content.ok() ? QString() : content.error().toString()));
        const Timeline &t = content->timeline;
        QCOMPARE(t.eventCount(), size_t(4));
        QCOMPARE(t.lanes.size(), size_t(4));
        QVERIFY(findLane(t, u"-9223372036854775808"_qs, u"-1"_qs));
        QVERIFY(findLane(t, u"1e300"_qs, u"2.5"_qs));
        QVERIFY(findLane(t, u"-1"_qs, u"-1"_qs));
        QVERIFY(findLane(t, u"p"_qs, u"t"_qs));
    }

    // CANN 8.5 runs drop the AI Core clock to 800 MHz between bursts: the clock is the one in
    // effect while the kernels ran, not the one held longest.
    void theClockIsTheOneTheKernelsRanAt()
    {
        QTemporaryDir dir;
        const QByteArray json = R"([
            {"ph":"M","name":"process_name","pid":9,"args":{"name":"AI Core Freq"}},
            {"ph":"M","name":"process_name","pid":2,"args":{"name":"Ascend Hardware"}},
            {"ph":"C","name":"AI Core Freq","pid":9,"tid":0,"ts":0,"args":{"MHz":1800}},
            {"ph":"C","name":"AI Core Freq","pid":9,"tid":0,"ts":100,"args":{"MHz":800}},
            {"ph":"C","name":"AI Core Freq","pid":9,"tid":0,"ts":90000,"args":{"MHz":1800}},
            {"ph":"X","name":"k1","pid":2,"tid":1,"ts":10,"dur":50,"args":{"Task Type":"AI_CORE"}},
            {"ph":"X","name":"k2","pid":2,"tid":1,"ts":90010,"dur":60,"args":{"Task Type":"AI_VECTOR_CORE"}},
            {"ph":"X","name":"copy","pid":2,"tid":1,"ts":200,"dur":80000,"args":{"Task Type":"PCIE_DMA_SQE"}},
            {"ph":"C","name":"AI Core Freq","pid":9,"tid":0,"ts":90100,"args":{"MHz":1800}}])";
        auto content = readChromeTrace(writeFile(dir, json), nullProgress());
        QVERIFY(content.ok());
        QCOMPARE(content->aicoreFreqMhz, std::optional<double>(1800.0));

        // Without kernels the run's most-held frequency stands.
        const QByteArray idle = R"([
            {"ph":"M","name":"process_name","pid":9,"args":{"name":"AI Core Freq"}},
            {"ph":"C","name":"AI Core Freq","pid":9,"tid":0,"ts":0,"args":{"MHz":1800}},
            {"ph":"C","name":"AI Core Freq","pid":9,"tid":0,"ts":100,"args":{"MHz":800}},
            {"ph":"C","name":"AI Core Freq","pid":9,"tid":0,"ts":90000,"args":{"MHz":1800}}])";
        auto idleContent = readChromeTrace(writeFile(dir, idle, u"idle.json"_qs), nullProgress());
        QVERIFY(idleContent.ok());
        QCOMPARE(idleContent->aicoreFreqMhz, std::optional<double>(800.0));
    }

    void aMissingFileIsAnIoError()
    {
        auto content = readChromeTrace(u"/nonexistent/trace_view.json"_qs, nullProgress());
        QVERIFY(!content.ok());
        QCOMPARE(content.error().kind, Error::Kind::Io);
    }
};

QTEST_GUILESS_MAIN(TestChromeTraceReader)
#include "tst_chrometracereader.moc"
