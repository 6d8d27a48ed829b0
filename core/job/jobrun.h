// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/job/jobranks.h"
#include "core/run/runbreakdown.h"

#include <vector>

namespace rl {

// The run breakdown of a whole job, built in steps (core/job/README.md §2): the first rank's
// load lists every rank of the job, those the step-trace files did not cover as pending; the
// job is completed in the background; showing another rank merges that rank's own timeline
// figures into the job's.

// Adds every rank of `ranks` that `run` does not hold as a pending entry (no figures yet).
void addPendingRanks(RunBreakdown &run, const std::vector<JobRank> &ranks);

// Whether some rank of the job still has to be read (its figures, or its kernels for the
// comparison of operator groups across ranks).
bool needsCompletion(const RunBreakdown &run);

// Recomputes the parts that depend on every rank: totals, the slowest rank, the summary.
void refreshRun(RunBreakdown &run);

// The job's run as shown with rank `shown`: the job's ranks, groups and communication, the
// shown rank's own entry from `own` (its timeline's free gaps and step positions) and the
// shown rank as the analysed one.
RunBreakdown runShowingRank(const RunBreakdown &job, const RunBreakdown *own, int shown);

} // namespace rl
