// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace rl {

enum class TraceJsonKind {
    None,
    EventArray,        // [ {"ph":..}, ... ]: msprof / torch_npu timelines
    TraceEventsObject, // {"traceEvents":[...]} without "profilingType":"op"
    OpProfilingObject, // {"profilingType":"op", "traceEvents":[...]}: msprof op / simulator
    // {"traceEvents":[...]} whose threads are named "AIV0/PIPE_MTE2/status": a third-party
    // tool's pipe-state trace, not written by any Huawei profiler.
    PipeStateObject,
};

// Decides from the first bytes of a file only (core/io/README.md §0.1: content, not names).
TraceJsonKind sniffTraceJson(const QByteArray &head);

// The message for a PipeStateObject file: what it is and why it is not read.
QString pipeStateTraceMessage();

} // namespace rl
