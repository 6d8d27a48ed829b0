// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/memorytracks.h"

#include "core/analysis/analysis.h"
#include "core/common/tr.h"
#include "core/hardware/chipmemoryspec.h"
#include "core/memory/memorydata.h"
#include "core/memory/memoryreport.h"
#include "core/model/profile.h"
#include "core/run/runbreakdown.h"

#include <algorithm>

namespace rl {

namespace {

constexpr double kBytesPerMb = 1024.0 * 1024.0; // the report's MB (core/memory/README.md §3)
// A capacity more than four times the footprint would flatten its lines: named, not drawn.
constexpr double kCapacityOnScale = 0.25;

// One line of a lane: `values` already in the lane's unit, on the scene's µs.
CounterTrack line(const QString &name, const QString &unit, Swatch swatch, const std::vector<qint64> &timeNs,
                  std::vector<double> values, qint64 originNs)
{
    CounterTrack c;
    c.name = name;
    c.unit = unit;
    c.swatch = swatch;
    c.timesUs.reserve(timeNs.size());
    for (qint64 t : timeNs)
        c.timesUs.push_back(double(t - originNs) / 1000.0);
    c.values = std::move(values);
    if (!c.values.empty()) {
        const auto [lo, hi] = std::minmax_element(c.values.begin(), c.values.end());
        c.minValue = *lo;
        c.maxValue = *hi;
    }
    return c;
}

std::vector<double> scaled(const std::vector<double> &values, double factor)
{
    std::vector<double> out(values.size());
    std::transform(values.begin(), values.end(), out.begin(), [factor](double v) { return v * factor; });
    return out;
}

// The lane's counters share one range: [lo, the highest line or reference].
void shareScale(std::vector<CounterTrack> &lane, double lo, double hi)
{
    for (const CounterTrack &c : lane)
        hi = std::max(hi, c.maxValue);
    for (CounterTrack &c : lane) {
        c.scaleMin = lo;
        c.scaleMax = hi > lo ? hi : lo + 1.0;
    }
}

std::vector<CounterTrack> footprintLane(const MemorySeries &s, const RankMemoryReport *report, qint64 originNs)
{
    std::vector<CounterTrack> lane;
    const QString mb = Tr::tr("MB");
    if (s.hasAllocated())
        lane.push_back(
            line(Tr::tr("Allocated"), mb, Swatch::Mte2, s.timeNs, scaled(s.allocatedBytes, 1 / kBytesPerMb), originNs));
    if (s.hasReserved())
        lane.push_back(line(Tr::tr("Reserved"), mb, Swatch::FixPipe, s.timeNs, scaled(s.reservedBytes, 1 / kBytesPerMb),
                            originNs));
    if (s.hasActive())
        lane.push_back(
            line(Tr::tr("Active"), mb, Swatch::Vector, s.timeNs, scaled(s.activeBytes, 1 / kBytesPerMb), originNs));
    lane.erase(std::remove_if(lane.begin(), lane.end(), [](const CounterTrack &c) { return c.timesUs.size() == 0; }),
               lane.end());
    if (lane.empty())
        return lane;
    shareScale(lane, 0.0, 0.0);
    if (report && report->peakTimeNs && report->peakAllocatedMb && s.hasAllocated())
        lane.front().mark = CounterMark{double(*report->peakTimeNs - originNs) / 1000.0, *report->peakAllocatedMb,
                                        Tr::tr("peak %1 MB").arg(*report->peakAllocatedMb, 0, 'f', 1)};
    if (report && report->capacityMb) {
        const double capacity = *report->capacityMb;
        lane.front().references.push_back(
            {capacity, Tr::tr("capacity %1 GB").arg(capacity / 1024.0, 0, 'f', capacity < 10240.0 ? 1 : 0)});
        if (lane.front().drawnMax() >= kCapacityOnScale * capacity)
            shareScale(lane, 0.0, capacity);
    }
    return lane;
}

std::vector<CounterTrack> hbmLane(const HbmSamples &hbm, const HardwareSpec *chip, qint64 originNs)
{
    std::vector<CounterTrack> lane;
    if (hbm.size() == 0)
        return lane;
    const QString gbs = Tr::tr("GB/s");
    std::vector<double> total(hbm.size());
    for (size_t i = 0; i < hbm.size(); ++i)
        total[i] = (hbm.readBps[i] + hbm.writeBps[i]) / 1e9;
    lane.push_back(line(Tr::tr("Read + write"), gbs, Swatch::Cube, hbm.timeNs, std::move(total), originNs));
    lane.push_back(line(Tr::tr("Read"), gbs, Swatch::Mte2, hbm.timeNs, scaled(hbm.readBps, 1e-9), originNs));
    lane.push_back(line(Tr::tr("Write"), gbs, Swatch::Scalar, hbm.timeNs, scaled(hbm.writeBps, 1e-9), originNs));
    double top = 0.0;
    if (const std::optional<double> roof = chip ? chip->memoryBandwidthGbs(ComponentId::Gm) : std::nullopt) {
        lane.front().references.push_back({*roof, Tr::tr("HBM roof %1").arg(chipBandwidthText(*roof))});
        top = *roof;
    }
    shareScale(lane, 0.0, top);
    return lane;
}

std::vector<CounterTrack> llcLane(const RankMemory &m, qint64 originNs)
{
    std::vector<CounterTrack> lane;
    const QString percent = Tr::tr("%");
    if (!m.llcRead.timeNs.empty())
        lane.push_back(line(Tr::tr("Read hit rate"), percent, Swatch::Mte2, m.llcRead.timeNs,
                            scaled(m.llcRead.hitRate, 100.0), originNs));
    if (!m.llcWrite.timeNs.empty())
        lane.push_back(line(Tr::tr("Write hit rate"), percent, Swatch::Scalar, m.llcWrite.timeNs,
                            scaled(m.llcWrite.hitRate, 100.0), originNs));
    for (CounterTrack &c : lane) { // a hit rate is 0–100 %, whatever the samples reach
        c.scaleMin = 0.0;
        c.scaleMax = 100.0;
    }
    return lane;
}

} // namespace

const RankMemory *analysedRankMemory(const RunBreakdown *run)
{
    if (!run || !run->memory)
        return nullptr;
    const MemoryData &data = *run->memory;
    if (run->analysedRank >= 0)
        return data.rank(run->analysedRank);
    return data.ranks.size() == 1 ? &data.ranks.front() : nullptr;
}

void addMemoryTracks(TimelineScene &scene, const Profile &profile, const Analysis *analysis)
{
    const RankMemory *memory = analysedRankMemory(profile.run.get());
    if (!memory)
        return;
    const RankMemoryReport *report = analysis && analysis->memory ? analysis->memory->rank(memory->rank) : nullptr;
    const HardwareSpec *chip = analysis && analysis->hardware.isKnown() ? &analysis->hardware : nullptr;
    std::vector<std::pair<QString, std::vector<CounterTrack>>> lanes;
    if (const MemorySeries *series = memory->peakSeries())
        lanes.emplace_back(Tr::tr("Memory (MB)"), footprintLane(*series, report, scene.originNs));
    lanes.emplace_back(Tr::tr("HBM bandwidth (GB/s)"), hbmLane(memory->hbm, chip, scene.originNs));
    lanes.emplace_back(Tr::tr("L2 hit rate (%)"), llcLane(*memory, scene.originNs));
    lanes.erase(std::remove_if(lanes.begin(), lanes.end(), [](const auto &l) { return l.second.empty(); }),
                lanes.end());
    if (lanes.empty())
        return;
    const QString group = Tr::tr("Device memory · rank %1").arg(memory->rank);
    int summaryIndex = -1;
    if (lanes.size() > 1) {
        TimelineTrack summary;
        summary.kind = TimelineTrack::Kind::Counter;
        summary.group = group;
        summary.name = Tr::tr("%n memory lane(s)", nullptr, int(lanes.size()));
        summary.members = int(lanes.size());
        summary.membersKind = TimelineTrack::Members::Memory;
        summary.counter = int(scene.counters.size()); // draws the first lane, the footprint when there is one
        summary.counterCount = int(lanes.front().second.size());
        summaryIndex = int(scene.tracks.size());
        scene.tracks.push_back(std::move(summary));
    }
    for (auto &[name, counters] : lanes) {
        TimelineTrack track;
        track.kind = TimelineTrack::Kind::Counter;
        track.group = group;
        track.name = name;
        track.counter = int(scene.counters.size());
        track.counterCount = int(counters.size());
        track.summary = summaryIndex;
        for (CounterTrack &c : counters)
            scene.counters.push_back(std::move(c));
        scene.tracks.push_back(std::move(track));
    }
}

} // namespace rl
