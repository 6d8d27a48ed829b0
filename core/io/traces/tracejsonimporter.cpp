// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/tracejsonimporter.h"

#include "core/common/tr.h"
#include "core/io/traces/tracesniffing.h"

#include <QFile>

namespace rl {

QString TraceJsonImporter::displayName() const
{
    return Tr::tr("Trace-event timeline (trace_view.json, msprof_*.json)");
}

int TraceJsonImporter::sniff(const SniffInput &input) const
{
    if (input.isDirectory)
        return 0;
    switch (sniffTraceJson(input.head)) {
    case TraceJsonKind::EventArray:
        return 80;
    case TraceJsonKind::TraceEventsObject:
    case TraceJsonKind::PipeStateObject: // claimed so that loading can say what it is
        return 60;
    case TraceJsonKind::OpProfilingObject: // msprof op / simulator: a pipeline, not a timeline
    case TraceJsonKind::None:
        break;
    }
    return 0;
}

std::vector<Operator> TraceJsonImporter::operatorsFrom(ChromeTraceContent &content, const QString &path)
{
    std::vector<Operator> operators;
    operators.reserve(content.deviceTasks.size());
    Timeline &t = content.timeline;
    for (const DeviceTaskEvent &task : content.deviceTasks) {
        Operator op;
        op.name = t.strings.at(task.nameId);
        op.coreType = task.taskType;
        op.taskType = parseTaskType(task.taskType);
        op.startNs = task.startNs;
        op.durationUs = double(task.durNs) / 1000.0;
        op.streamId = task.streamId;
        op.taskId = task.taskId;
        if (task.aicoreTimeUs && isAiCoreTask(op.taskType))
            op.coreTimeUs = task.aicoreTimeUs; // "Aicore Time(ms)" is µs (core/io/README.md §2.3)
        if (task.totalCycles)
            op.metrics.insert(u"total_cycles"_qs, double(*task.totalCycles));
        op.sourceLocation = path + u'@' + QString::number(task.fileOffset);
        t.operatorIndex[task.timelineIndex] = qint32(operators.size());
        operators.push_back(std::move(op));
    }
    return operators;
}

Result<Profile> TraceJsonImporter::load(const QString &path, const LoadOptions &, Progress &progress) const
{
    if (QFile file(path); file.open(QIODevice::ReadOnly) && sniffTraceJson(file.read(64 * 1024)) == TraceJsonKind::PipeStateObject)
        return makeError(Error::Kind::Unsupported, pipeStateTraceMessage(), path);
    auto content = readChromeTrace(path, progress);
    if (!content)
        return content.error();
    Profile profile;
    profile.operators = operatorsFrom(*content, path);
    if (content->aicoreFreqMhz)
        profile.detected.clockMhz = content->aicoreFreqMhz;
    profile.timeline = std::move(content->timeline);
    profile.diagnostics = std::move(content->diagnostics);
    if (profile.operators.empty())
        profile.diagnostics.append(warning(Tr::tr("no device tasks (\"Ascend Hardware\" events) in this timeline"), path));
    profile.inputs.push_back({path, formatId(), {}, {}});
    return profile;
}

} // namespace rl
