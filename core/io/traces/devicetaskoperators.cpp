// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/devicetaskoperators.h"
#include "core/common/pagestakenahead.h"

#include <cmath>

namespace rl {

namespace {

// What a task's type tells, worked out once per spelling: a long trace has a handful of
// spellings and hundreds of thousands of tasks.
struct TypeOfTask
{
    InternedName coreType;
    TaskType taskType = TaskType::Unknown;
    bool aiCore = false; // "Aicore Time" is core time (AI Core tasks and tasks of no written type)

    explicit TypeOfTask(const QString &written)
        : coreType(written), taskType(parseTaskType(written)),
          aiCore(taskType == TaskType::Unknown || isAiCoreTask(taskType))
    { }
};

// The types of a trace's tasks, each spelling worked out once. The reader gives the tasks of
// one spelling one shared text, so a spelling is found by its text's address first.
class TaskTypes
{
public:
    const TypeOfTask &of(const QString &written)
    {
        for (const Known &k : m_known) {
            if (k.data == written.constData() && k.size == written.size())
                return k.type;
        }
        for (const Known &k : m_known) {
            if (k.type.coreType.str() == written)
                return k.type; // the same spelling in a text of its own
        }
        m_known.push_back(Known{written.constData(), written.size(), TypeOfTask(written)});
        return m_known.back().type;
    }

private:
    struct Known
    {
        const QChar *data;
        qsizetype size;
        TypeOfTask type;
    };
    std::vector<Known> m_known;
};

// Fills `op` (a default operator) in place: a long trace's operators are made straight in
// their vector, not built aside and moved there.
void fillOperator(Operator &op, const QString &name, const TypeOfTask &type, const DeviceTaskEvent &task,
                  std::optional<double> clockMhz, const QString &path)
{
    op.name = name;
    op.coreType = type.coreType;
    op.taskType = type.taskType;
    op.startNs = task.startNs;
    op.durationUs = double(task.durNs) / 1000.0;
    op.streamId = task.streamId;
    op.taskId = task.taskId;
    // "Aicore Time(ms)" holds µs (core/io/README.md §2.3); an AI CPU or communication task's
    // figure is no core time.
    if (task.aicoreTimeUs && *task.aicoreTimeUs > 0.0 && type.aiCore)
        op.coreTimeUs = task.aicoreTimeUs;
    if (task.totalCycles && *task.totalCycles > 0) {
        op.metrics.insert(u"total_cycles"_qs, double(*task.totalCycles));
        if (clockMhz && *clockMhz > 0 && op.coreTimeUs) {
            const double blocks = double(*task.totalCycles) / (*clockMhz * *op.coreTimeUs);
            if (blocks >= 0.5)
                op.blockDim = int(std::lround(blocks));
        }
    }
    op.sourceLocation = task.fileOffset >= 0 ? SourceLocation::atOffset(path, task.fileOffset) : SourceLocation(path);
}

} // namespace

Operator operatorFromDeviceTask(const DeviceTaskEvent &task, const StringTable &names, std::optional<double> clockMhz,
                                const QString &path)
{
    Operator op;
    fillOperator(op, names.at(task.nameId), TypeOfTask(task.taskType), task, clockMhz, path);
    return op;
}

std::vector<Operator> operatorsFromDeviceTasks(ChromeTraceContent &content, std::optional<double> clockMhz,
                                               const QString &path)
{
    std::vector<Operator> ops;
    ops.reserve(content.deviceTasks.size());
    const PagesTakenAhead ahead(ops.data(), ops.capacity() * sizeof(Operator)); // fresh: written below
    Timeline &tl = content.timeline;
    if (tl.operatorIndex.size() != tl.startNs.size())
        tl.operatorIndex.assign(tl.startNs.size(), -1);
    // One QString per name, shared by the calls of a kernel: what the analysis works out per
    // kernel it finds through that sharing (core/model/operatoridentity.h), and a fresh copy per
    // task made a 1 GB trace's 318 k tasks 318 k kernels (and as many copies of the text).
    std::vector<QString> nameOf(tl.strings.size());
    std::vector<bool> made(tl.strings.size(), false);
    TaskTypes types;
    for (const DeviceTaskEvent &task : content.deviceTasks) {
        if (task.timelineIndex < tl.operatorIndex.size())
            tl.operatorIndex[task.timelineIndex] = qint32(ops.size());
        if (task.nameId < nameOf.size() && !made[task.nameId]) {
            nameOf[task.nameId] = tl.strings.at(task.nameId);
            made[task.nameId] = true;
        }
        fillOperator(ops.emplace_back(), task.nameId < nameOf.size() ? nameOf[task.nameId] : QString(),
                     types.of(task.taskType), task, clockMhz, path);
    }
    return ops;
}

} // namespace rl
