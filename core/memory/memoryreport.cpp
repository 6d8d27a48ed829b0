// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/memory/memoryreport.h"

#include "core/common/tr.h"
#include "core/hardware/hardwarespec.h"
#include "core/memory/memorydata.h"

#include <algorithm>
#include <numeric>

namespace rl {

namespace {

constexpr double kBytesPerMb = 1024.0 * 1024.0;
constexpr double kBytesPerKb = 1024.0;
constexpr size_t kListed = 10; // contract §7c: the 10 largest

const RankMemoryReport *findRank(const std::vector<RankMemoryReport> &ranks, int number)
{
    const auto it = std::find_if(ranks.begin(), ranks.end(),
                                 [number](const RankMemoryReport &r) { return r.rank == number; });
    return it == ranks.end() ? nullptr : &*it;
}

std::optional<double> maximumMb(const std::vector<double> &bytes)
{
    if (bytes.empty())
        return std::nullopt;
    return *std::max_element(bytes.begin(), bytes.end()) / kBytesPerMb;
}

// The chip's HBM size in MB (2^20 bytes): the spec's capacity_mb, else capacity_gb (2^30).
std::optional<double> capacityMb(const HardwareSpec *chip)
{
    if (!chip || !chip->gm)
        return std::nullopt;
    if (chip->gm->capacityMb)
        return chip->gm->capacityMb;
    if (chip->gm->capacityGb)
        return *chip->gm->capacityGb * 1024.0;
    return std::nullopt;
}

AllocationFigure figureOf(const AllocationColumns &a, size_t i)
{
    AllocationFigure f;
    f.name = a.names.at(a.nameId[i]);
    f.sizeKb = double(a.sizeBytes[i]) / kBytesPerKb;
    f.allocationNs = a.allocationNs[i];
    if (a.releaseNs[i] != AllocationColumns::kNoRelease) {
        f.releaseNs = a.releaseNs[i];
        f.durationUs = double(a.releaseNs[i] - a.allocationNs[i]) / 1000.0;
    }
    return f;
}

// The `count` largest of `rows` (indices into `a`), size descending, ties by allocation time.
std::vector<AllocationFigure> largest(const AllocationColumns &a, std::vector<size_t> rows, size_t count)
{
    const auto larger = [&a](size_t x, size_t y) {
        if (a.sizeBytes[x] != a.sizeBytes[y])
            return a.sizeBytes[x] > a.sizeBytes[y];
        if (a.allocationNs[x] != a.allocationNs[y])
            return a.allocationNs[x] < a.allocationNs[y];
        return x < y;
    };
    const size_t kept = std::min(count, rows.size());
    std::partial_sort(rows.begin(), rows.begin() + std::ptrdiff_t(kept), rows.end(), larger);
    std::vector<AllocationFigure> figures;
    figures.reserve(kept);
    for (size_t k = 0; k < kept; ++k)
        figures.push_back(figureOf(a, rows[k]));
    return figures;
}

void addPeaks(RankMemoryReport &r, const MemorySeries &s)
{
    r.source = memorySourceId(s.component);
    r.peakAllocatedMb = maximumMb(s.allocatedBytes);
    r.peakReservedMb = maximumMb(s.reservedBytes);
    r.peakActiveMb = maximumMb(s.activeBytes);
    if (s.hasAllocated()) {
        const auto first = std::max_element(s.allocatedBytes.begin(), s.allocatedBytes.end()); // the first maximum
        r.peakTimeNs = s.timeNs[size_t(first - s.allocatedBytes.begin())];
    }
}

// The allocations whose interval holds the peak: allocated at or before it, released after it
// (or never within the profile).
void addAliveAtPeak(RankMemoryReport &r, const AllocationColumns &a, const QString &path, Diagnostics &diagnostics)
{
    if (!r.peakTimeNs)
        return;
    const qint64 t = *r.peakTimeNs;
    std::vector<size_t> alive;
    double bytes = 0.0;
    for (size_t i = 0; i < a.size(); ++i) {
        const bool released = a.releaseNs[i] != AllocationColumns::kNoRelease && a.releaseNs[i] <= t;
        if (a.allocationNs[i] <= t && !released) {
            alive.push_back(i);
            bytes += double(a.sizeBytes[i]);
        }
    }
    r.aliveCount = int(alive.size());
    r.aliveSizeMb = bytes / kBytesPerMb;
    if (r.peakAllocatedMb) {
        const double before = *r.peakAllocatedMb - r.aliveSizeMb;
        // More alive than allocated means the allocations and the totals disagree (another
        // allocator's rows, a clipped file): said, not reported as a negative size.
        if (before < -1e-6)
            diagnostics << warning(Tr::tr("rank %1: the allocations alive at the peak hold %2 MB, more than the "
                                          "%3 MB allocated then; the memory allocated before the profile is not given")
                                       .arg(r.rank)
                                       .arg(r.aliveSizeMb, 0, 'f', 2)
                                       .arg(*r.peakAllocatedMb, 0, 'f', 2),
                                   path);
        else
            r.beforeProfileMb = std::max(0.0, before);
    }
    r.aliveLargest = largest(a, std::move(alive), kListed);
}

void addHbm(RankMemoryReport &r, const HbmSamples &hbm)
{
    r.hbmSamples = qint64(hbm.size());
    if (hbm.size() == 0)
        return;
    double sum = 0.0, most = 0.0;
    for (size_t i = 0; i < hbm.size(); ++i) {
        const double total = hbm.readBps[i] + hbm.writeBps[i];
        sum += total;
        most = std::max(most, total);
    }
    r.hbmMeanGbs = sum / double(hbm.size()) / 1e9;
    r.hbmMaxGbs = most / 1e9;
}

std::optional<double> meanHitRate(const LlcModeSamples &mode, const char *name, int rank, const QString &path,
                                  Diagnostics &diagnostics)
{
    if (mode.isEmpty())
        return std::nullopt;
    const double mean = mode.rowHitRateSum / double(mode.rows);
    if (mean < 0.0 || mean > 1.0 + 1e-9) { // a hit rate is a fraction: anything else is not a result
        diagnostics << warning(Tr::tr("rank %1: the mean L2 %2 hit rate is %3 %, outside 0–100 %; it is not reported")
                                   .arg(rank)
                                   .arg(QString::fromLatin1(name))
                                   .arg(mean * 100.0, 0, 'f', 1),
                               path);
        return std::nullopt;
    }
    return mean;
}

RankMemoryReport summarizeRank(const RankMemory &m, const std::optional<double> &capacity, Diagnostics &diagnostics)
{
    RankMemoryReport r;
    r.rank = m.rank;
    r.capacityMb = capacity;
    if (const MemorySeries *s = m.peakSeries())
        addPeaks(r, *s);
    std::vector<size_t> every(m.allocations.size());
    std::iota(every.begin(), every.end(), size_t(0));
    r.topOperators = largest(m.allocations, std::move(every), kListed);
    addAliveAtPeak(r, m.allocations, m.path, diagnostics);
    addHbm(r, m.hbm);
    r.llcReadHitRate = meanHitRate(m.llcRead, "read", m.rank, m.path, diagnostics);
    r.llcWriteHitRate = meanHitRate(m.llcWrite, "write", m.rank, m.path, diagnostics);
    r.llcSamples = m.llcTimestamps;
    return r;
}

} // namespace

const RankMemoryReport *MemoryReport::rank(int number) const
{
    return findRank(ranks, number);
}

MemoryReport summarizeMemory(const MemoryData &data, const HardwareSpec *chip)
{
    MemoryReport report;
    const std::optional<double> capacity = capacityMb(chip);
    for (const RankMemory &m : data.ranks) {
        if (!m.isEmpty())
            report.ranks.push_back(summarizeRank(m, capacity, report.diagnostics));
    }
    return report;
}

} // namespace rl
