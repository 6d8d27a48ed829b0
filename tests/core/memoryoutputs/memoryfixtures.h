// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analyzer.h"
#include "core/hardware/hardwarecatalog.h"
#include "core/memory/memorydata.h"
#include "core/memory/memoryreport.h"
#include "core/run/runbreakdown.h"
#include "testutil.h"

#include <memory>

namespace rl::test {

inline constexpr double kMb = 1024.0 * 1024.0;

// Rank `rank` with figures worked out by hand (times in ns from 1,000,000,000):
// - PTA+GE: allocated 100, 300, 300, 200 MB at +1000, +2000, +3000, +4000 ns (peak 300 MB,
//   first at +2000); reserved 400, 500, 450, 450 MB; active 150, 320, 310, 220 MB;
// - allocations: aten::add 1 MB (+500 → +1800, released before the peak), aten::mm 100 MB
//   (+1500 → +3500), weights 50 MB (+1900, never released), aten::mm 2 MB (+2500 → +2600);
//   alive at the peak: aten::mm 100 MB and weights 50 MB = 150 MB, so 150 MB before the profile;
// - HBM: two samples, read + write 2 and 4 GB/s (10^9 B/s): mean 3, max 4;
// - LLC read: two rows at 70 % and 80 %, one time: mean 0.75, 1 sample.
inline RankMemory handMadeRank(int rank, double scale = 1.0)
{
    constexpr qint64 t0 = 1000000000;
    RankMemory m;
    m.rank = rank;
    m.path = u"/job/rank_%1/ascend_pytorch_profiler_%1.db"_qs.arg(rank);
    MemorySeries s;
    s.component = MemoryComponent::PtaGe;
    s.timeNs = {t0 + 1000, t0 + 2000, t0 + 3000, t0 + 4000};
    for (double mb : {100.0, 300.0, 300.0, 200.0})
        s.allocatedBytes.push_back(mb * scale * kMb);
    for (double mb : {400.0, 500.0, 450.0, 450.0})
        s.reservedBytes.push_back(mb * scale * kMb);
    for (double mb : {150.0, 320.0, 310.0, 220.0})
        s.activeBytes.push_back(mb * scale * kMb);
    m.series.push_back(std::move(s));
    AllocationColumns &a = m.allocations;
    const quint32 add = a.names.intern(u"aten::add"_qs), mm = a.names.intern(u"aten::mm"_qs),
                  weights = a.names.intern(u"weights"_qs);
    a.append(add, qint64(1 * kMb), t0 + 500, t0 + 1800);
    a.append(mm, qint64(100 * scale * kMb), t0 + 1500, t0 + 3500);
    a.append(weights, qint64(50 * kMb), t0 + 1900, AllocationColumns::kNoRelease);
    a.append(mm, qint64(2 * kMb), t0 + 2500, t0 + 2600);
    m.hbm.timeNs = {t0, t0 + 20000000};
    m.hbm.readBps = {1.5e9, 3.0e9};
    m.hbm.writeBps = {0.5e9, 1.0e9};
    m.llcRead.timeNs = {t0};
    m.llcRead.hitRate = {0.75};
    m.llcRead.rowHitRateSum = 0.7 + 0.8;
    m.llcRead.rows = 2;
    m.llcTimestamps = 1;
    return m;
}

// A GE-only rank (inference): allocated and reserved, no active figure, no samplers.
inline RankMemory geOnlyRank(int rank)
{
    RankMemory m;
    m.rank = rank;
    MemorySeries s;
    s.component = MemoryComponent::Ge;
    s.timeNs = {10, 20};
    s.allocatedBytes = {10 * kMb, 20 * kMb};
    s.reservedBytes = {30 * kMb, 30 * kMb};
    m.series.push_back(std::move(s));
    return m;
}

inline MemoryData handMadeMemory(int ranks = 1)
{
    MemoryData data;
    for (int r = 0; r < ranks; ++r)
        data.ranks.push_back(handMadeRank(r));
    return data;
}

// What Workflow::analyze gives for a run holding `memory`: the records on the run, the §7c figures
// on the analysis (the capacity from `chip`, the round chip having none).
inline Analysis analysisWithMemory(MemoryData memory, const HardwareSpec &chip = roundChip(),
                                   std::optional<RunBreakdown> run = RunBreakdown{})
{
    auto profile = std::make_shared<Profile>();
    profile->operators = {makeOperator(u"MatMul"_qs, 30.0, {sample(ComponentId::Cube, 27.0, {{u"fp16"_qs, 2.0e7}})})};
    auto data = std::make_shared<const MemoryData>(std::move(memory));
    if (run) {
        run->memory = data;
        profile->run = std::make_shared<RunBreakdown>(std::move(*run));
    }
    Analysis a = analyze(profile, chip, {}, AdviceCatalog::builtin());
    a.memory = std::make_shared<const MemoryReport>(summarizeMemory(*data, &a.hardware));
    return a;
}

inline HardwareSpec chipWithCapacity()
{
    return HardwareCatalog::builtin().resolve(u"ascend910b4"_qs).value();
}

} // namespace rl::test
