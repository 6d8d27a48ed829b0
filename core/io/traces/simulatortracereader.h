// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"
#include "core/common/progress.h"
#include "core/common/result.h"
#include "core/model/component.h"
#include "core/model/pipelinetrace.h"

#include <QByteArray>
#include <QString>

#include <map>
#include <vector>

namespace rl {

// An instruction-level trace and the work its instructions carry (simulatormnemonics.h).
struct SimulatorTraceContent
{
    PipelineTrace trace;
    // Per unit (same index as trace.units): work by component, totals over the unit's run.
    std::vector<std::map<ComponentId, WorkMap>> unitWork;
    Diagnostics diagnostics;
};

// A summary trace.json (all units) or a per-core coreN.xxxcoreM/trace.json (one unit, named
// after its directory). Streams like readChromeTrace; errors are Input errors at "path@offset".
Result<SimulatorTraceContent> readSimulatorTrace(const QString &path, Progress &progress);

// The same from bytes already in memory (visualize_data.bin block 0x02); `location` names them
// in errors ("file@offset" of the block payload is `location` + "@" + offset within it).
Result<SimulatorTraceContent> readSimulatorTraceBytes(QByteArray bytes, const QString &location,
                                                      const QString &unitName, Progress &progress);

// Several per-core traces as one: their units in the given order.
void appendUnits(SimulatorTraceContent &into, SimulatorTraceContent &&from);

} // namespace rl
