// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/runjson.h"

#include "core/run/runsummary.h"

namespace rl {

namespace {

using json::Json;

} // namespace

Json stepJson(const StepBreakdown &s, bool withStep)
{
    Json o = Json::object();
    if (withStep)
        o["step"] = json::str(s.step);
    o["total_us"] = s.totalUs();
    o["computing_us"] = json::opt(s.computingUs);
    o["communication_not_overlapped_us"] = json::opt(s.communicationNotOverlappedUs);
    o["overlapped_us"] = json::opt(s.overlappedUs);
    o["communication_us"] = json::opt(s.communicationUs);
    o["free_us"] = json::opt(s.freeUs);
    o["stage_us"] = json::opt(s.stageUs);
    o["bubble_us"] = json::opt(s.bubbleUs);
    o["preparing_us"] = json::opt(s.preparingUs);
    o["communication_not_overlapped_exclude_receive_us"] = json::opt(s.communicationNotOverlappedExcludeReceiveUs);
    o["waiting_us"] = json::opt(s.waitingUs);
    if (withStep && s.startNs >= 0)
        o["start_ns"] = s.startNs;
    return o;
}

namespace {

Json communicationJson(const CommunicationSummary &c)
{
    Json transports = Json::array();
    for (const TransportBandwidth &t : c.transports) {
        transports.push_back(Json{{"transport", json::str(t.transport)},
                                  {"transit_size_mb", t.transitSizeMb},
                                  {"transit_time_ms", t.transitTimeMs},
                                  {"bandwidth_gb_s", json::opt(t.bandwidthGBps())},
                                  {"peak_gb_s", json::opt(t.peakGBps)}});
    }
    return Json{{"path", json::str(c.path)}, {"operators", c.operators}, {"elapse_ms", c.elapseMs},
                {"transit_ms", c.transitMs}, {"wait_ms", c.waitMs},      {"synchronization_ms", c.synchronizationMs},
                {"transports", transports}};
}

} // namespace

Json groupsAcrossRanksJson(const std::vector<GroupAcrossRanks> &groups)
{
    Json list = Json::array();
    for (const GroupAcrossRanks &g : groups) {
        Json perRank = Json::array();
        for (const RankGroupFigures &f : g.ranks)
            perRank.push_back(Json{{"rank", f.rank},
                                   {"calls", f.calls},
                                   {"total_us", f.totalUs},
                                   {"min_us", f.minUs},
                                   {"max_us", f.maxUs},
                                   {"category", json::str(f.category)}});
        list.push_back(Json{
            {"group", json::str(g.group)}, {"spread", g.spread}, {"slowest_rank", g.slowestRank}, {"ranks", perRank}});
    }
    return list;
}

Json runJson(const RunBreakdown &run)
{
    Json ranks = Json::array();
    for (const RankBreakdown &r : run.ranks) {
        Json steps = Json::array();
        for (const StepBreakdown &s : r.steps)
            steps.push_back(stepJson(s, true));
        Json gaps = Json::array();
        for (const FreeGap &g : r.largestGaps)
            gaps.push_back(Json{{"step", json::str(g.step)},
                                {"start_ns", g.startNs},
                                {"duration_us", double(g.durationNs) / 1000.0},
                                {"since_step_start_us", double(g.sinceStepStartNs) / 1000.0}});
        ranks.push_back(Json{{"rank", r.rank},
                             {"path", json::str(r.path)},
                             {"has_kernels", r.hasKernels},
                             {"steps", steps},
                             {"totals", stepJson(r.totals, false)},
                             {"communication", r.communication ? communicationJson(*r.communication) : Json(nullptr)},
                             {"ai_cpu_us", json::opt(r.aiCpuUs)},
                             {"largest_free_gaps", gaps}});
    }
    // A job whose run-level files hold no step (communication only) has no step source.
    return Json{{"source", run.ranks.empty() ? Json(nullptr) : json::str(runSourceName(run.source))},
                {"ranks", ranks},
                {"slowest_rank", json::opt(run.slowestRank)},
                {"analysed_rank", run.analysedRank >= 0 ? Json(run.analysedRank) : Json(nullptr)},
                {"computing_share_of_analysed_rank", json::opt(computingShare(run))},
                {"summary", json::str(run.summary)},
                {"operator_groups_across_ranks", groupsAcrossRanksJson(run.groups)}};
}

} // namespace rl
