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

struct PerCoreTraces
{
    QStringList traces;  // core*/trace.json that exist
    QStringList missing; // core folders that hold files but no trace.json
};

PerCoreTraces perCoreTraces(const QDir &dir)
{
    PerCoreTraces found;
    const QStringList units = dir.entryList({u"core*.*core*"_qs}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &unit : units) {
        const QString trace = dir.filePath(unit + u"/trace.json");
        if (QFileInfo::exists(trace))
            found.traces << trace;
        else if (!QDir(dir.filePath(unit)).isEmpty(QDir::Files))
            found.missing << unit;
    }
    return found;
}

QString unitOf(const QString &trace)
{
    return QFileInfo(QFileInfo(trace).path()).fileName();
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
    if (QFileInfo::exists(dir.filePath(u"trace.json"_qs)) || !perCoreTraces(dir).traces.isEmpty())
        return 55; // below an on-board msprof op directory importer, which has the PMU tables
    return 0;
}

Result<Profile> SimulatorTraceImporter::load(const QString &path, const LoadOptions &, Progress &progress) const
{
    Result<SimulatorTraceContent> content = makeError(Error::Kind::Unsupported, QString());
    QStringList missingCores;
    if (QFileInfo(path).isDir()) {
        const QDir dir = simulatorDir(path);
        if (QFileInfo::exists(dir.filePath(u"trace.json"_qs))) {
            content = readSimulatorTrace(dir.filePath(u"trace.json"_qs), progress);
        } else {
            const PerCoreTraces found = perCoreTraces(dir);
            if (found.traces.isEmpty())
                return makeError(Error::Kind::Unsupported, Tr::tr("no simulator trace.json found"), path);
            SimulatorTraceContent merged;
            missingCores = found.missing;
            std::optional<Error> firstUnreadable;
            for (const QString &trace : found.traces) {
                auto one = readSimulatorTrace(trace, progress);
                if (!one) {
                    // A core whose trace was cut short is reported, the others still count.
                    merged.diagnostics << warning(Tr::tr("this core's trace is not used: %1").arg(one.error().message),
                                                  one.error().location.isEmpty() ? trace : one.error().location);
                    missingCores << unitOf(trace);
                    if (!firstUnreadable)
                        firstUnreadable = one.error();
                    continue;
                }
                appendUnits(merged, std::move(one).value());
            }
            if (merged.trace.units.empty() && firstUnreadable)
                return *firstUnreadable;
            missingCores.sort();
            if (!missingCores.isEmpty())
                merged.diagnostics << warning(
                    Tr::tr("incomplete simulator run: no usable trace.json for %n core(s) (%1); the operator's span, "
                           "pipe times and block count cover the %2 cores that have one",
                           nullptr, int(missingCores.size()))
                        .arg(missingCores.join(u", "))
                        .arg(found.traces.size() - (missingCores.size() - found.missing.size())),
                    dir.path());
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
    content->trace.missingCores = missingCores;
    profile.pipelines.push_back(std::move(content->trace));
    profile.diagnostics = std::move(content->diagnostics);
    profile.detected.chip = naming.chip;
    profile.inputs.push_back({path, formatId(), {}, naming.chip});
    return profile;
}

} // namespace rl
