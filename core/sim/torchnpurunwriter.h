// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"
#include "core/sim/simulatedworkload.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace rl::sim {

// How much the generated torch_npu run records, as the profiler's levels do.
enum class TorchNpuLevel {
    Level0, // durations only: the minimal kernel_details header, N/A types
    Level1, // PipeUtilization: the 2025 Level1 header with per-pipe times and ratios
};

// The files of one torch_npu profiler rank (`*_ascend_pt`) for a simulated workload, written the
// way the real profiler writes them (core/io/README.md, torch_npu profiler): kernel_details.csv
// (start times with the trailing TAB, quoted shapes), trace_view.json (a Python host process with
// launching aten ops, the "Ascend Hardware" device process whose kernel events carry Task Type,
// stream and task ids, torch_to_npu flows, an "AI Core Freq" counter) and profiler_info_N.json.
// They give every importer of that road a generated case, so tests pass without real data.
struct TorchNpuRun
{
    QByteArray kernelDetails;
    QByteArray traceView;
    QByteArray profilerInfo;
};

TorchNpuRun makeTorchNpuRun(const SimulatedWorkload &workload, TorchNpuLevel level, qint64 startNs, int rank,
                            double clockMhz);

// Writes the run under `directory` (created): profiler_info_N.json and ASCEND_PROFILER_OUTPUT/.
// Returns the written paths relative to `directory`.
Result<QStringList> writeTorchNpuRun(const TorchNpuRun &run, const QString &directory, int rank);

} // namespace rl::sim
