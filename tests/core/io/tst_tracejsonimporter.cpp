// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/builtinimporters.h"
#include "core/io/importerregistry.h"
#include "core/io/traces/devicetaskoperators.h"
#include "core/io/traces/tracejsonimporter.h"
#include "testutil.h"
#include "traceregistry.h"

#include <QTest>

using namespace rl;
using rl::test::traceRegistry;

namespace {

const QString kTorchTrace = u"torchnpu_a2_level0_trace/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/trace_view.json"_qs;
const QString kOld910Trace =
    u"msprof_timeline_910_2023/PROF_000001_20230818142704322_COJGGGCANRMICFBC/device_0/timeline/msprof_0_2_1.json"_qs;

} // namespace

class TestTraceJsonImporter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aDeviceTaskBecomesOneOperatorByOneRule()
    {
        StringTable names;
        DeviceTaskEvent task;
        task.nameId = names.intern(std::string_view("MatMul_1"));
        task.taskType = u"AI_CORE"_qs;
        task.startNs = 1000;
        task.durNs = 20000;
        task.aicoreTimeUs = 16.0;
        task.totalCycles = qint64(16.0 * 1800.0 * 8); // 8 blocks at 1800 MHz
        task.fileOffset = 4096;
        const Operator op = operatorFromDeviceTask(task, names, 1800.0, u"t.json"_qs);
        QCOMPARE(op.name, u"MatMul_1"_qs);
        QCOMPARE(op.durationUs, 20.0);
        QCOMPARE(op.coreTimeUs.value_or(-1), 16.0);
        QCOMPARE(op.blockDim.value_or(-1), 8); // recovered from Total Cycle at the known clock
        QCOMPARE(op.sourceLocation.toString(), u"t.json@4096"_qs);

        DeviceTaskEvent cpu = task; // an AI CPU task's figure is no core time
        cpu.taskType = u"AI_CPU"_qs;
        cpu.fileOffset = -1;
        const Operator onCpu = operatorFromDeviceTask(cpu, names, 1800.0, u"t.json"_qs);
        QVERIFY(!onCpu.coreTimeUs);
        QVERIFY(!onCpu.blockDim);
        QCOMPARE(onCpu.sourceLocation.toString(), u"t.json"_qs); // no offset known: the file alone

        DeviceTaskEvent untyped = task; // an older build that writes no type: still a kernel
        untyped.taskType.clear();
        untyped.aicoreTimeUs = 0.0; // ...but a zero core time is unknown, not zero
        const Operator noType = operatorFromDeviceTask(untyped, names, std::nullopt, u"t.json"_qs);
        QVERIFY(!noType.coreTimeUs);
        QVERIFY(!noType.blockDim);
    }

    // The analysis works out what depends on a kernel's text once per shared copy of it
    // (core/model/operatoridentity.h): tasks of one kernel must share it, others must not.
    void theTasksOfOneKernelShareTheirName()
    {
        ChromeTraceContent content;
        StringTable &names = content.timeline.strings;
        const quint32 matmul = names.intern(std::string_view("MatMul_1"));
        const quint32 add = names.intern(std::string_view("Add_2"));
        for (const quint32 id : {matmul, add, matmul, matmul}) {
            DeviceTaskEvent task;
            task.nameId = id;
            task.taskType = u"AI_CORE"_qs;
            task.timelineIndex = size_t(-1); // no timeline event behind it here
            content.deviceTasks.push_back(task);
        }
        const std::vector<Operator> ops = operatorsFromDeviceTasks(content, std::nullopt, u"t.json"_qs);
        QCOMPARE(ops.size(), size_t(4));
        QCOMPARE(ops[0].name, u"MatMul_1"_qs);
        QCOMPARE(ops[1].name, u"Add_2"_qs);
        QCOMPARE(ops[2].name.constData(), ops[0].name.constData());
        QCOMPARE(ops[3].name.constData(), ops[0].name.constData());
        QVERIFY(ops[1].name.constData() != ops[0].name.constData());
    }

    // A trace's tasks have a few type spellings, each worked out once: a spelling met again in
    // a text of its own, or after another spelling, gets the same type and rule.
    void eachTaskTakesTheRuleOfItsOwnType()
    {
        ChromeTraceContent content;
        const quint32 name = content.timeline.strings.intern(std::string_view("K"));
        const QString aiCore = u"AI_CORE"_qs;
        const QStringList types{aiCore,       u"AI_CPU"_qs, aiCore, QString(u"AI_CORE"_qs).toLower().toUpper(),
                                u"AI_CPU"_qs, QString()};
        for (const QString &type : types) {
            DeviceTaskEvent task;
            task.nameId = name;
            task.taskType = type;
            task.aicoreTimeUs = 5.0;
            task.timelineIndex = size_t(-1);
            content.deviceTasks.push_back(task);
        }
        const std::vector<Operator> ops = operatorsFromDeviceTasks(content, std::nullopt, u"t.json"_qs);
        QCOMPARE(ops.size(), size_t(6));
        const std::vector<TaskType> want{TaskType::AiCore, TaskType::AiCpu, TaskType::AiCore,
                                         TaskType::AiCore, TaskType::AiCpu, TaskType::Unknown};
        for (size_t i = 0; i < ops.size(); ++i) {
            QCOMPARE(ops[i].taskType, want[i]);
            QCOMPARE(ops[i].coreType.str(), types[qsizetype(i)]);
            QCOMPARE(bool(ops[i].coreTimeUs), want[i] != TaskType::AiCpu); // core time for AI Core and untyped
        }
    }

    void timelinesAreRecognisedByContent_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("torch_npu trace_view.json") << kTorchTrace;
        QTest::newRow("old msprof per-device timeline") << kOld910Trace;
    }
    void timelinesAreRecognisedByContent()
    {
        QFETCH(QString, file);
        const ImporterRegistry &registry = traceRegistry();
        RL_REAL_DATA(path, file);
        auto importer = registry.find(path);
        QVERIFY(importer.ok());
        QCOMPARE((*importer)->formatId(), u"trace_json"_qs);
    }

    void aTimelineAloneDefinesOneOperatorPerDeviceTask()
    {
        RL_REAL_DATA(path, kTorchTrace);
        auto profile = traceRegistry().load(path, {}, nullProgress());
        QVERIFY2(profile.ok(), qPrintable(profile.ok() ? QString() : profile.error().toString()));
        QCOMPARE(profile->operators.size(), size_t(533));
        QCOMPARE(profile->inputs.front().format, u"trace_json"_qs);
        const Operator &first = profile->operators.front(); // file order, not time order
        QCOMPARE(first.name, u"MEMCPY_ASYNC"_qs);
        QCOMPARE(first.taskType, TaskType::Other);
        auto it = std::find_if(profile->operators.begin(), profile->operators.end(),
                               [](const Operator &op) { return op.name == u"trans_TransData_0"; });
        QVERIFY(it != profile->operators.end());
        QCOMPARE(it->startNs, std::optional<qint64>(Q_INT64_C(1736405443881410320)));
        QCOMPARE(it->durationUs, 50.621);
        QCOMPARE(it->taskType, TaskType::AiCore);
        QCOMPARE(it->coreType, u"AI_CORE"_qs);
        QCOMPARE(it->streamId, std::optional<int>(2));
        QCOMPARE(it->taskId, std::optional<int>(11053));
        QVERIFY(it->sourceLocation.toString().contains(u"trace_view.json@"));
        QVERIFY(!it->hasPmuData());
        QCOMPARE(profile->detected.clockMhz, std::optional<double>(1800.0));
    }

    void theTimelineLinksBackToItsOperators()
    {
        RL_REAL_DATA(path, kTorchTrace);
        auto profile = traceRegistry().load(path, {}, nullProgress());
        QVERIFY(profile.ok());
        const Timeline &t = profile->timeline;
        QCOMPARE(t.eventCount(), size_t(3379));
        int linked = 0;
        for (size_t i = 0; i < t.eventCount(); ++i) {
            if (t.operatorIndex[i] < 0)
                continue;
            ++linked;
            const Operator &op = profile->operators[size_t(t.operatorIndex[i])];
            QCOMPARE(t.startNs[i], *op.startNs);
            QCOMPARE(t.strings.at(t.nameId[i]), op.name);
        }
        QCOMPARE(linked, 533);
    }

    void oldTimelinesGiveTheAicoreTimeAsCoreTime()
    {
        RL_REAL_DATA(path, kOld910Trace);
        auto profile = traceRegistry().load(path, {}, nullProgress());
        QVERIFY(profile.ok());
        QCOMPARE(profile->operators.size(), size_t(490));
        const Operator &cast = profile->operators.front();
        QCOMPARE(cast.coreTimeUs, std::optional<double>(21.0)); // "Aicore Time(ms)": 21, really µs
        QCOMPARE(cast.metrics.value(u"total_cycles"_qs), 672029.0);
        QCOMPARE(cast.startNs, std::optional<qint64>(Q_INT64_C(56635864664910)));
        const auto aicpu = std::find_if(profile->operators.begin(), profile->operators.end(),
                                        [](const Operator &op) { return op.taskType == TaskType::AiCpu; });
        QVERIFY(aicpu != profile->operators.end());
        QVERIFY(!aicpu->coreTimeUs.has_value());
    }
};

QTEST_GUILESS_MAIN(TestTraceJsonImporter)
#include "tst_tracejsonimporter.moc"
