// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/runbreakdown.h"

namespace rl {

namespace {

void add(std::optional<double> &sum, const std::optional<double> &part)
{
    if (part)
        sum = sum.value_or(0.0) + *part;
}

} // namespace

double StepBreakdown::totalUs() const
{
    return computingUs.value_or(0.0) + communicationNotOverlappedUs.value_or(0.0) + freeUs.value_or(0.0);
}

void StepBreakdown::accumulate(const StepBreakdown &other)
{
    add(computingUs, other.computingUs);
    add(communicationNotOverlappedUs, other.communicationNotOverlappedUs);
    add(overlappedUs, other.overlappedUs);
    add(communicationUs, other.communicationUs);
    add(freeUs, other.freeUs);
    add(stageUs, other.stageUs);
    add(bubbleUs, other.bubbleUs);
    add(communicationNotOverlappedExcludeReceiveUs, other.communicationNotOverlappedExcludeReceiveUs);
    add(preparingUs, other.preparingUs);
    add(waitingUs, other.waitingUs);
}

std::optional<double> TransportBandwidth::bandwidthGBps() const
{
    if (transitTimeMs <= 0.0)
        return std::nullopt;
    return transitSizeMb / transitTimeMs; // MB/ms is GB/s, the profiler's own figure
}

void RankBreakdown::sumSteps()
{
    totals = StepBreakdown{};
    for (const StepBreakdown &s : steps)
        totals.accumulate(s);
}

void placeOnTimeline(std::vector<StepBreakdown> &steps, const std::vector<StepBreakdown> &fromTimeline)
{
    for (StepBreakdown &step : steps) {
        for (const StepBreakdown &d : fromTimeline) {
            if (d.step == step.step || (fromTimeline.size() == 1 && steps.size() == 1)) {
                step.startNs = d.startNs;
                step.waitingUs = d.waitingUs;
            }
        }
    }
}

const RankBreakdown *RunBreakdown::rank(int number) const
{
    for (const RankBreakdown &r : ranks) {
        if (r.rank == number)
            return &r;
    }
    return nullptr;
}

QString runSourceName(RunBreakdown::Source source)
{
    switch (source) {
    case RunBreakdown::Source::StepTraceTime:
        return u"step_trace_time"_qs;
    case RunBreakdown::Source::ClusterStepTraceTime:
        return u"cluster_step_trace_time"_qs;
    case RunBreakdown::Source::MsprofStepTrace:
        return u"msprof_step_trace"_qs;
    case RunBreakdown::Source::TraceView:
        return u"trace_view"_qs;
    }
    return {};
}

} // namespace rl
