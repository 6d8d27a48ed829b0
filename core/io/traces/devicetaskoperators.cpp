// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/devicetaskoperators.h"

#include <cmath>

namespace rl {

Operator operatorFromDeviceTask(const DeviceTaskEvent &task, const StringTable &names, std::optional<double> clockMhz,
                                const QString &path)
{
    Operator op;
    op.name = names.at(task.nameId);
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
    op.sourceLocation = task.fileOffset >= 0 ? path + u'@' + QString::number(task.fileOffset) : path;
    return op;
}

std::vector<Operator> operatorsFromDeviceTasks(ChromeTraceContent &content, std::optional<double> clockMhz,
                                               const QString &path)
{
    std::vector<Operator> ops;
    ops.reserve(content.deviceTasks.size());
    Timeline &tl = content.timeline;
    if (tl.operatorIndex.size() != tl.startNs.size())
        tl.operatorIndex.assign(tl.startNs.size(), -1);
    for (const DeviceTaskEvent &task : content.deviceTasks) {
        if (task.timelineIndex < tl.operatorIndex.size())
            tl.operatorIndex[task.timelineIndex] = qint32(ops.size());
        ops.push_back(operatorFromDeviceTask(task, tl.strings, clockMhz, path));
    }
    return ops;
}

} // namespace rl
