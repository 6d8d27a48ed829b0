// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/operator.h"
#include "core/model/timeline.h"
#include "core/run/runbreakdown.h"

#include <vector>

namespace rl {

// The step breakdown of one rank derived from its timeline, where no step-trace table says it
// (core/README.md §5.2): computing is the union of device compute tasks, communication the union
// of communication operators (HCCL lanes, else device tasks of type communication), overlapped
// their intersection, free the rest of the step. With the profiler's "Overlap Analysis" lanes
// (torch_npu trace_view.json), their Computing and Communication spans are the two sets.
// Steps: the host's ProfilerStep#N spans (a device task belongs to the step in which it
// starts), else the old Step Trace lane's "Iteration N" spans, else one step "all" covering
// the first to the last task. The three parts sum to each step exactly.
struct DerivedRun
{
    RunBreakdown::Source source = RunBreakdown::Source::TraceView;
    std::vector<StepBreakdown> steps; // empty when the timeline has no device work
    std::vector<FreeGap> largestGaps; // the longest holes, longest first
};

DerivedRun deriveRunFromTimeline(const Timeline &timeline, const std::vector<Operator> &operators, size_t gapsKept = 5);

} // namespace rl
