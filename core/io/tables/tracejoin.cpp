// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/tracejoin.h"

#include "core/common/tr.h"

#include <QHash>

namespace rl {

int joinDeviceTasks(ChromeTraceContent &content, std::vector<Operator> &operators)
{
    QHash<qint64, std::vector<int>> byStart;
    for (size_t i = 0; i < operators.size(); ++i) {
        if (operators[i].startNs)
            byStart[*operators[i].startNs].push_back(int(i));
    }
    std::vector<bool> taken(operators.size(), false);
    Timeline &tl = content.timeline;
    if (tl.operatorIndex.size() != tl.startNs.size())
        tl.operatorIndex.assign(tl.startNs.size(), -1);
    int matched = 0;
    for (const DeviceTaskEvent &task : content.deviceTasks) {
        const auto it = byStart.constFind(task.startNs);
        if (it == byStart.constEnd() || task.timelineIndex >= tl.operatorIndex.size())
            continue;
        int chosen = -1;
        const QString name = tl.strings.at(task.nameId);
        for (int candidate : *it) {
            if (taken[size_t(candidate)])
                continue;
            const Operator &op = operators[size_t(candidate)];
            // A collective's row starts with its first SDMA/notify task: same time, other
            // name. Those are not the operator's event.
            const bool streamAgrees = !op.streamId || !task.streamId || *op.streamId == *task.streamId;
            if (streamAgrees && op.name == name) {
                chosen = candidate;
                break;
            }
        }
        if (chosen < 0)
            continue;
        taken[size_t(chosen)] = true;
        tl.operatorIndex[task.timelineIndex] = chosen;
        // Level0 tables write N/A where the trace still knows the task type and ids.
        Operator &op = operators[size_t(chosen)];
        if (op.taskType == TaskType::Unknown && !task.taskType.isEmpty()) {
            op.coreType = task.taskType;
            op.taskType = parseTaskType(task.taskType);
        }
        if (!op.streamId)
            op.streamId = task.streamId;
        if (!op.taskId)
            op.taskId = task.taskId;
        ++matched;
    }
    return matched;
}

bool attachTimeline(Profile &profile, const QString &tracePath, Progress &progress)
{
    auto content = readChromeTrace(tracePath, progress);
    if (!content) {
        if (content.error().kind == Error::Kind::Cancelled)
            return false;
        profile.diagnostics << warning(
            Tr::tr("the timeline was not loaded (%1); the kernel table is used alone").arg(content.error().message),
            content.error().location.isEmpty() ? tracePath : content.error().location);
        return false;
    }
    const int matched = joinDeviceTasks(*content, profile.operators);
    profile.diagnostics << content->diagnostics;
    profile.diagnostics << info(Tr::tr("timeline: %1 of %2 kernel rows matched a device task by start time")
                                    .arg(matched)
                                    .arg(profile.operators.size()),
                                tracePath);
    if (!profile.detected.clockMhz && content->aicoreFreqMhz && *content->aicoreFreqMhz > 0)
        profile.detected.clockMhz = content->aicoreFreqMhz;
    profile.timeline = std::move(content->timeline);
    return true;
}

} // namespace rl
