// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace rl {

enum class TraceJsonKind {
    None,
    EventArray,        // [ {"ph":..}, ... ]: msprof / torch_npu timelines
    TraceEventsObject, // {"traceEvents":[...]} without "profilingType":"op"
    OpProfilingObject, // {"profilingType":"op", "traceEvents":[...]}: msprof op / simulator
};

// Decides from the first bytes of a file only (formats.md §0.1: content, not names).
TraceJsonKind sniffTraceJson(const QByteArray &head);

} // namespace rl
