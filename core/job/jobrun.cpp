// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/job/jobrun.h"

#include "core/run/runsummary.h"

#include <algorithm>

namespace rl {

void addPendingRanks(RunBreakdown &run, const std::vector<JobRank> &ranks)
{
    for (const JobRank &r : ranks) {
        if (run.rank(r.rank))
            continue;
        RankBreakdown pending;
        pending.rank = r.rank;
        pending.path = r.path;
        pending.hasKernels = r.hasKernels;
        pending.pending = true;
        run.ranks.push_back(std::move(pending));
    }
    std::stable_sort(run.ranks.begin(), run.ranks.end(),
                     [](const RankBreakdown &a, const RankBreakdown &b) { return a.rank < b.rank; });
}

bool needsCompletion(const RunBreakdown &run)
{
    const auto withKernels = std::count_if(run.ranks.begin(), run.ranks.end(),
                                           [](const RankBreakdown &r) { return r.hasKernels; });
    const bool pending = std::any_of(run.ranks.begin(), run.ranks.end(),
                                     [](const RankBreakdown &r) { return r.pending; });
    return pending || (withKernels >= 2 && run.groups.empty());
}

void refreshRun(RunBreakdown &run)
{
    for (RankBreakdown &rank : run.ranks)
        rank.sumSteps();
    run.slowestRank = slowestRank(run);
    run.summary = summarizeRun(run);
}

RunBreakdown runShowingRank(const RunBreakdown &job, const RunBreakdown *own, int shown)
{
    RunBreakdown run = job;
    run.diagnostics.clear(); // said when the job was loaded
    run.analysedRank = shown;
    const RankBreakdown *mine = own ? own->rank(own->analysedRank) : nullptr;
    auto it = std::find_if(run.ranks.begin(), run.ranks.end(), [&](const RankBreakdown &r) { return r.rank == shown; });
    if (mine && it != run.ranks.end()) {
        const bool figuresFromOwn = it->pending || it->steps.empty();
        if (figuresFromOwn) {
            it->steps = mine->steps;
            it->pending = false;
            it->problem.clear();
        } else {
            placeOnTimeline(it->steps, mine->steps); // where each step sits on this rank's timeline
        }
        it->largestGaps = mine->largestGaps;
        it->aiCpuUs = mine->aiCpuUs;
    }
    if (!run.communication && own)
        run.communication = own->communication;
    if (!run.memory && own)
        run.memory = own->memory;
    refreshRun(run);
    return run;
}

} // namespace rl
