// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/pipelinetrace.h"
#include "core/timeline/timelinescene.h"

namespace rl {

// The instruction level of one operator: per unit a parallelism ribbon, then one track per
// pipe in the simulator's display order (SCALAR, FLOWCTRL, MTE1, CUBE, FIXP, MTE2, VECTOR,
// MTE3, then the others), overlapping instructions packed into sub-rows, cache_time /
// ccu_time as issue-stall rows, flag pairs and flows as links.
TimelineScene buildInstructionScene(const PipelineTrace &trace, int operatorIndex = -1);

} // namespace rl
