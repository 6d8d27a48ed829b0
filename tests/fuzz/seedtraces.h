// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Trace-event files: torch_npu trace_view.json, a traceEvents object, the simulator's
// summary and per-core traces and an instr_exe CSV.

#include <QByteArray>

namespace rl::fuzzseed {

QByteArray traceView(bool msprofOrder);
QByteArray traceEventsObject();
QByteArray simulatorTrace();
QByteArray perCoreTrace(bool cube);
QByteArray instrExe();

} // namespace rl::fuzzseed
