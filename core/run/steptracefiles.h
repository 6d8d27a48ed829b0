// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"
#include "core/run/runbreakdown.h"

#include <QString>

#include <map>
#include <vector>

namespace rl {

// torch_npu `step_trace_time.csv` (core/io/README.md §9.2): one row per step (and device, when the
// `Device_id` column is there), all parts in µs. The numbers are kept as written. A row with
// a negative or non-numeric part is an Input error at "path:line".
Result<std::vector<StepBreakdown>> readStepTraceTime(const QString &path);

// msprof-analyze `cluster_analysis_output/cluster_step_trace_time.csv` (core/io/README.md §9.3):
// one row per rank and per stage; the rank rows (Type "rank", Index = rank) by rank.
Result<std::map<int, std::vector<StepBreakdown>>> readClusterStepTraceTime(const QString &path);

} // namespace rl
