// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/corespec.h"
#include "core/sim/simulatedworkload.h"

#include <QByteArray>

namespace rl::sim {

// An `msprof op simulator` summary trace.json (core/io/README.md §5.2) of one launch: the first
// block of each core as recorded, one unit per core ("core0.aicore0"), instructions as "X"
// events on their pipe lane with ts/dur in µs from the kernel start, SET_FLAG/WAIT_FLAG as
// B/E pairs on their own lanes plus flow arrows between the pipes they join. Requires a
// measurement recorded with traces.
QByteArray writeSimulatorTrace(const SimulatedOp &op, const CoreSpec &spec);

// The run's OpBasicInfo.csv (core/io/README.md §5.1) on a coupled chip: name, type, duration,
// block count, device, pid and clocks.
QByteArray writeOpBasicInfo(const SimulatedOp &op, const CoreSpec &spec);

} // namespace rl::sim
