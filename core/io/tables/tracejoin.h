// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/progress.h"
#include "core/io/traces/chrometracereader.h"
#include "core/model/profile.h"

#include <QString>

namespace rl {

// Reads a kernel-level trace (trace_view.json, msprof_*.json) and gives it to a profile whose
// operators came from the kernel table: the table defines the operators, the trace adds the
// timeline. Device task events are joined to rows by start time, which torch_npu writes
// identically in both files (core/io/README.md §2.5), so the join is on exact nanoseconds, with the
// stream id to break ties. A trace that cannot be read is a warning; the tables still load.
// Returns whether a timeline was attached.
bool attachTimeline(Profile &profile, const QString &tracePath, Progress &progress);

// Sets Timeline::operatorIndex of the events matching an operator and fills task type and
// ids the table left N/A; returns how many matched.
int joinDeviceTasks(ChromeTraceContent &content, std::vector<Operator> &operators);

} // namespace rl
