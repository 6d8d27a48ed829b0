// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/cluster/clusterjson.h"

#include "core/report/runjson.h"

namespace rl {

using json::Json;

json::Json clusterJson(const ClusterResult &cluster)
{
    Json ranks = Json::array();
    for (const ClusterRank &r : cluster.ranks)
        ranks.push_back(Json{{"rank", r.rank},
                             {"path", json::str(r.path)},
                             {"summary_file", json::str(r.summaryFile)},
                             {"node", json::strOrNull(r.node)},
                             {"has_kernels", r.hasKernels},
                             {"steps", r.steps},
                             {"totals", stepJson(r.totals, false)},
                             {"communication_elapse_ms", json::opt(r.communicationElapseMs)},
                             {"communication_wait_ms", json::opt(r.communicationWaitMs)},
                             {"memory_peak_allocated_mb", json::opt(r.memoryPeakAllocatedMb)},
                             {"memory_peak_reserved_mb", json::opt(r.memoryPeakReservedMb)}});
    Json stragglers = Json::array();
    for (const Straggler &s : cluster.stragglers)
        stragglers.push_back(Json{{"rank", s.rank},
                                  {"total_us", s.totalUs},
                                  {"excess_pct", s.excessPct},
                                  {"slower_part", json::str(s.slowerPart)},
                                  {"computing_excess_us", s.computingExcessUs},
                                  {"communication_not_overlapped_excess_us", s.communicationNotOverlappedExcessUs},
                                  {"free_excess_us", s.freeExcessUs}});
    Json missing = Json::array();
    for (const MissingRank &m : cluster.missing)
        missing.push_back(
            Json{{"rank", json::opt(m.rank)}, {"path", json::str(m.path)}, {"reason", json::str(m.reason)}});
    Json diagnostics = Json::array();
    for (const Diagnostic &d : cluster.diagnostics)
        diagnostics.push_back(Json{{"severity", json::str(severityName(d.severity))},
                                   {"message", json::str(d.message)},
                                   {"location", json::strOrNull(d.location)}});
    return Json{{"schema", "rooflens.cluster/1"},
                {"rank_count", qint64(cluster.ranks.size())},
                {"missing_count", qint64(cluster.missing.size())},
                {"ranks", ranks},
                {"slowest_rank", json::opt(cluster.slowestRank)},
                {"median_total_us", json::opt(cluster.medianTotalUs)},
                {"stragglers", stragglers},
                {"operator_groups_across_ranks", groupsAcrossRanksJson(cluster.groups)},
                {"missing_ranks", missing},
                {"diagnostics", diagnostics}};
}

} // namespace rl
