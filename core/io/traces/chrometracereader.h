// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"
#include "core/common/progress.h"
#include "core/common/result.h"
#include "core/model/timeline.h"

#include <QString>

#include <optional>
#include <vector>

namespace rl {

// One complete event of the device task process ("Ascend Hardware") that carries a
// "Task Type" arg, i.e. a kernel or other device task (the old Step Trace lane's "Iteration N"
// spans have none and stay timeline-only), with the args that let a directory importer join
// it to its kernel-table row or build an operator from it.
struct DeviceTaskEvent
{
    size_t timelineIndex = 0; // into the Timeline columns as returned (already in their final
                              // (lane, start) order: finish() has run)
    qint64 startNs = 0;
    qint64 durNs = 0;
    quint32 nameId = 0;                 // in Timeline::strings
    QString taskType;                   // args "Task Type" ("AI_CORE", "MIX_AIC"...), may be empty
    std::optional<int> streamId;        // args "Physic Stream Id" | "Stream Id"
    std::optional<int> taskId;          // args "Task Id"
    std::optional<double> aicoreTimeUs; // older builds: args "Aicore Time(ms)" (the value is µs)
    std::optional<qint64> totalCycles;  // older builds: args "Total Cycle" (sum over cores)
    quint16 lane = 0;                   // Timeline lane of the event
    qint64 fileOffset = -1;             // byte offset of the event in the file, for "path@offset"
};

// What a Chrome trace-event file (torch_npu trace_view.json, msprof msprof_*.json, old
// per-device timeline/*.json) holds, reduced to RoofLens's compact model.
struct ChromeTraceContent
{
    Timeline timeline;                        // lanes resolved through process/thread metadata
    std::vector<DeviceTaskEvent> deviceTasks; // in file order
    std::optional<double> aicoreFreqMhz;      // from the "AI Core Freq" counter, when present
    Diagnostics diagnostics;
};

struct ChromeTraceReadOptions
{
    int threads = 0;                // parsing threads; 0: as many as the machine has (at most 4)
    size_t batchBytes = 512 * 1024; // events parsed per simdjson document
};

// Streams the file without building a document tree; reports progress by bytes and stops
// with a Cancelled error when progress.cancelled(). Malformed JSON is an Input error whose
// location is "path@byteOffset". Files of more than a few batches are parsed on several
// threads (batches of whole events, merged in file order: the result does not depend on the
// number of threads); memory stays bounded by a few batches beyond the result.
Result<ChromeTraceContent> readChromeTrace(const QString &path, Progress &progress,
                                           const ChromeTraceReadOptions &options = {});

} // namespace rl
