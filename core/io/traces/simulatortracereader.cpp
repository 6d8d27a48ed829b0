// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/simulatortracereader.h"

#include "core/io/traces/mappedfile.h"
#include "core/io/traces/simulatortracebuilder.h"
#include "core/io/traces/traceeventstream.h"

#include <QDir>
#include <QFileInfo>

namespace rl {

Result<SimulatorTraceContent> readSimulatorTrace(const QString &path, Progress &progress)
{
    auto file = MappedFile::open(path);
    if (!file)
        return file.error();
    // A per-core file stands for the unit its directory is named after (core0.cubecore0).
    SimulatorTraceBuilder builder(QFileInfo(path).dir().dirName());
    if (auto streamed = streamTraceEvents((*file)->data(), (*file)->size(), path, builder, progress); !streamed)
        return streamed.error();
    return builder.finish(path);
}

Result<SimulatorTraceContent> readSimulatorTraceBytes(QByteArray bytes, const QString &location,
                                                      const QString &unitName, Progress &progress)
{
    SimulatorTraceBuilder builder(unitName);
    if (auto streamed = streamTraceEvents(bytes.data(), size_t(bytes.size()), location, builder, progress); !streamed)
        return streamed.error();
    return builder.finish(location);
}

void appendUnits(SimulatorTraceContent &into, SimulatorTraceContent &&from)
{
    const int unitOffset = int(into.trace.units.size());
    // Names are interned per trace: re-intern the incoming ones.
    for (PipelineUnit &unit : from.trace.units) {
        for (PipeLane &lane : unit.lanes) {
            for (PipeInterval &interval : lane.intervals)
                interval.nameId = into.trace.names.intern(from.trace.names.view(interval.nameId));
        }
        into.trace.units.push_back(std::move(unit));
    }
    for (PipeLink link : from.trace.links) {
        link.fromUnit += link.fromUnit >= 0 ? unitOffset : 0;
        link.toUnit += link.toUnit >= 0 ? unitOffset : 0;
        into.trace.links.push_back(std::move(link));
    }
    for (auto &work : from.unitWork)
        into.unitWork.push_back(std::move(work));
    into.diagnostics.append(from.diagnostics);
}

} // namespace rl
