// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/simulatorimporter.h"

#include "core/common/tr.h"
#include "core/io/traces/opprofdirectory.h"
#include "core/io/traces/pipelineoperator.h"
#include "core/io/traces/simulatortracereader.h"
#include "core/io/traces/tracesniffing.h"

#include <QDir>
#include <QFileInfo>

namespace rl {

namespace {

// The simulator folder of a path: OPPROF_x/simulator, or the path itself.
QDir simulatorDir(const QString &path)
{
    const QDir dir(path);
    if (QFileInfo(dir.filePath(u"simulator"_qs)).isDir())
        return QDir(dir.filePath(u"simulator"_qs));
    return dir;
}

QStringList perCoreTraces(const QDir &dir)
{
    QStringList traces;
    const QStringList units = dir.entryList({u"core*.*core*"_qs}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &unit : units) {
        const QString trace = dir.filePath(unit + u"/trace.json");
        if (QFileInfo::exists(trace))
            traces << trace;
    }
    return traces;
}

} // namespace

QString SimulatorTraceImporter::displayName() const
{
    return Tr::tr("msprof op simulator trace");
}

int SimulatorTraceImporter::sniff(const SniffInput &input) const
{
    if (!input.isDirectory)
        return sniffTraceJson(input.head) == TraceJsonKind::OpProfilingObject ? 90 : 0;
    const QDir dir = simulatorDir(input.path);
    if (QFileInfo::exists(dir.filePath(u"trace.json"_qs)) || !perCoreTraces(dir).isEmpty())
        return 55; // below an on-board msprof op directory importer, which has the PMU tables
    return 0;
}

Result<Profile> SimulatorTraceImporter::load(const QString &path, const LoadOptions &, Progress &progress) const
{
    Result<SimulatorTraceContent> content = makeError(Error::Kind::Unsupported, QString());
    if (QFileInfo(path).isDir()) {
        const QDir dir = simulatorDir(path);
        if (QFileInfo::exists(dir.filePath(u"trace.json"_qs))) {
            content = readSimulatorTrace(dir.filePath(u"trace.json"_qs), progress);
        } else {
            const QStringList traces = perCoreTraces(dir);
            if (traces.isEmpty())
                return makeError(Error::Kind::Unsupported, Tr::tr("no simulator trace.json found"), path);
            SimulatorTraceContent merged;
            for (const QString &trace : traces) {
                auto one = readSimulatorTrace(trace, progress);
                if (!one)
                    return one.error();
                appendUnits(merged, std::move(one).value());
            }
            content = std::move(merged);
        }
    } else {
        content = readSimulatorTrace(path, progress);
    }
    if (!content)
        return content.error();
    if (content->trace.units.empty())
        return makeError(Error::Kind::Input, Tr::tr("the trace holds no instructions"), path);

    const OpprofNaming naming = findOpprofNaming(path);
    const QString name = naming.name.isEmpty() ? QFileInfo(path).completeBaseName() : naming.name;
    Profile profile;
    profile.name = name;
    Operator op = operatorFromPipeline(*content, name);
    op.sourceLocation = path;
    profile.operators.push_back(std::move(op));
    content->trace.operatorName = name;
    profile.pipelines.push_back(std::move(content->trace));
    profile.diagnostics = std::move(content->diagnostics);
    profile.detected.chip = naming.chip;
    profile.inputs.push_back({path, formatId(), {}, naming.chip});
    return profile;
}

} // namespace rl
