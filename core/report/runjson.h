// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/jsonutil.h"
#include "core/run/runbreakdown.h"

namespace rl {

// The analysis JSON's "run" section (app/README.md §4.5), with what the contract leaves open
// added beside it: each rank's communication.json figures, AI CPU time and largest free gaps.
json::Json runJson(const RunBreakdown &run);

// One step's parts (`steps[]`, with "step" and "start_ns") or a rank's `totals` (without).
json::Json stepJson(const StepBreakdown &step, bool withStep);

// `operator_groups_across_ranks`: the job's analysis and the cluster JSON (core/cluster) write
// the table with this one function.
json::Json groupsAcrossRanksJson(const std::vector<GroupAcrossRanks> &groups);

} // namespace rl
