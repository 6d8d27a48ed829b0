// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/devicetaskoperators.h"

#include <cmath>

namespace rl {

namespace {

Operator operatorNamed(const QString &name, const DeviceTaskEvent &task, std::optional<double> clockMhz,
                       const QString &path)
{
    Operator op;
    op.name = name;
    op.coreType = task.taskType;
    op.taskType = parseTaskType(task.taskType);
    op.startNs = task.startNs;
    op.durationUs = double(task.durNs) / 1000.0;
    op.streamId = task.streamId;
    op.taskId = task.taskId;
    // "Aicore Time(ms)" holds µs (core/io/README.md §2.3); an AI CPU or communication task's
    // figure is no core time.
    const bool aiCore = op.taskType == TaskType::Unknown || isAiCoreTask(op.taskType);
    if (task.aicoreTimeUs && *task.aicoreTimeUs > 0.0 && aiCore)
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
    return op;
}

} // namespace

Operator operatorFromDeviceTask(const DeviceTaskEvent &task, const StringTable &names, std::optional<double> clockMhz,
                                const QString &path)
{
    return operatorNamed(names.at(task.nameId), task, clockMhz, path);
}

std::vector<Operator> operatorsFromDeviceTasks(ChromeTraceContent &content, std::optional<double> clockMhz,
                                               const QString &path)
{
    std::vector<Operator> ops;
    ops.reserve(content.deviceTasks.size());
    Timeline &tl = content.timeline;
    if (tl.operatorIndex.size() != tl.startNs.size())
        tl.operatorIndex.assign(tl.startNs.size(), -1);
    // One QString per name, shared by the calls of a kernel: what the analysis works out per
    // kernel it finds through that sharing (core/model/operatoridentity.h), and a fresh copy per
    // task made a 1 GB trace's 318 k tasks 318 k kernels (and as many copies of the text).
    std::vector<QString> nameOf(tl.strings.size());
    std::vector<bool> made(tl.strings.size(), false);
    for (const DeviceTaskEvent &task : content.deviceTasks) {
        if (task.timelineIndex < tl.operatorIndex.size())
            tl.operatorIndex[task.timelineIndex] = qint32(ops.size());
        if (task.nameId < nameOf.size() && !made[task.nameId]) {
            nameOf[task.nameId] = tl.strings.at(task.nameId);
            made[task.nameId] = true;
        }
        ops.push_back(
            operatorNamed(task.nameId < nameOf.size() ? nameOf[task.nameId] : QString(), task, clockMhz, path));
    }
    return ops;
}

} // namespace rl
