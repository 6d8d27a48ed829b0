// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/tracejsonimporter.h"

#include "core/common/tr.h"
#include "core/io/traces/devicetaskoperators.h"
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

Result<Profile> TraceJsonImporter::load(const QString &path, const LoadOptions &, Progress &progress) const
{
    if (QFile file(path);
        file.open(QIODevice::ReadOnly) && sniffTraceJson(file.read(64 * 1024)) == TraceJsonKind::PipeStateObject)
        return makeError(Error::Kind::Unsupported, pipeStateTraceMessage(), path);
    auto content = readChromeTrace(path, progress);
    if (!content)
        return content.error();
    Profile profile;
    profile.operators = operatorsFromDeviceTasks(*content, content->aicoreFreqMhz, path);
    if (content->aicoreFreqMhz)
        profile.detected.clockMhz = content->aicoreFreqMhz;
    profile.timeline = std::move(content->timeline);
    profile.diagnostics = std::move(content->diagnostics);
    if (profile.operators.empty())
        profile.diagnostics.append(
            warning(Tr::tr("no device tasks (\"Ascend Hardware\" events) in this timeline"), path));
    profile.inputs.push_back({path, formatId(), {}, {}});
    return profile;
}

} // namespace rl
