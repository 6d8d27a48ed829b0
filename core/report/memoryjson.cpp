// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/memoryjson.h"

namespace rl {

using json::Json;

namespace {

Json rankJson(const RankMemoryReport &r)
{
    Json top = Json::array();
    for (const AllocationFigure &a : r.topOperators)
        top.push_back(allocationJson(a, true));
    Json largest = Json::array();
    for (const AllocationFigure &a : r.aliveLargest)
        largest.push_back(allocationJson(a, false));
    return Json{{"rank", r.rank},
                {"source", json::strOrNull(r.source)},
                {"peak_allocated_mb", json::opt(r.peakAllocatedMb)},
                {"peak_reserved_mb", json::opt(r.peakReservedMb)},
                {"peak_active_mb", json::opt(r.peakActiveMb)},
                {"peak_time_ns", json::opt(r.peakTimeNs)},
                {"capacity_mb", json::opt(r.capacityMb)},
                {"top_operators", top},
                {"alive_at_peak",
                 Json{{"count", r.aliveCount},
                      {"size_mb", r.aliveSizeMb},
                      {"before_profile_mb", json::opt(r.beforeProfileMb)},
                      {"largest", largest}}},
                {"hbm_bandwidth_gbs",
                 Json{{"mean", json::opt(r.hbmMeanGbs)}, {"max", json::opt(r.hbmMaxGbs)}, {"samples", r.hbmSamples}}},
                {"llc_hit_rate",
                 Json{{"read", json::opt(r.llcReadHitRate)},
                      {"write", json::opt(r.llcWriteHitRate)},
                      {"samples", r.llcSamples}}}};
}

} // namespace

Json allocationJson(const AllocationFigure &a, bool withRelease)
{
    Json o{{"name", json::str(a.name)}, {"size_kb", a.sizeKb}, {"allocation_ns", a.allocationNs}};
    if (withRelease) {
        o["release_ns"] = json::opt(a.releaseNs);
        o["duration_us"] = json::opt(a.durationUs);
    }
    return o;
}

Json deviceMemoryJson(const MemoryReport &report)
{
    Json ranks = Json::array();
    for (const RankMemoryReport &r : report.ranks)
        ranks.push_back(rankJson(r));
    return Json{{"ranks", ranks}};
}

} // namespace rl
