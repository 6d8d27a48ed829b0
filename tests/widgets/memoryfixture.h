// SPDX-License-Identifier: GPL-3.0-or-later
// A run of twenty kernels with one rank's device memory built by hand (issue 39), for the
// memory lanes, the alive-at-peak list and the run page:
//  footprint (PTA+GE) at +0, 20, 40, 60, 80 µs: allocated 100, 300, 500, 200, 100 MB, reserved
//  512 then 1024 MB, active allocated + 20 MB: the peak is 500 MB at +40 µs;
//  allocations: "gone" 300 MB +0..+20 (freed before the peak), "big" 200 MB +10..+70,
//  "kernel_6" 50 MB from +30 never freed (a kernel of that name starts at +33 µs), "small" 1 MB
//  +35..+50, "late" 10 MB from +50: alive at the peak are big, kernel_6, small;
//  HBM every 10 µs: read 100 + 10 k GB/s, write 50 GB/s; L2 read 40 %, write 90 %.
// The chip: roundChip with an HBM of 1,600 GB/s and 1,024 MB.
#pragma once

#include "../core/timeline/pipelinefixtures.h"
#include "core/analysis/analyzer.h"
#include "core/memory/memorydata.h"
#include "core/memory/memoryreport.h"
#include "core/run/runbreakdown.h"
#include "testutil.h"

namespace rl::test {

constexpr qint64 kMemoryBase = 1736408883704643212; // kernelRun's first start
constexpr double kMiB = 1024.0 * 1024.0;

inline MemoryData handBuiltMemory()
{
    RankMemory m;
    m.rank = 0;
    m.path = u"rank0.db"_qs;
    MemorySeries s;
    s.component = MemoryComponent::PtaGe;
    const double allocated[] = {100, 300, 500, 200, 100};
    for (int k = 0; k < 5; ++k) {
        s.timeNs.push_back(kMemoryBase + k * 20'000);
        s.allocatedBytes.push_back(allocated[k] * kMiB);
        s.reservedBytes.push_back((k == 0 ? 512 : 1024) * kMiB);
        s.activeBytes.push_back((allocated[k] + 20) * kMiB);
    }
    m.series.push_back(s);
    const auto add = [&m](const QString &name, double mb, qint64 fromUs, std::optional<qint64> toUs) {
        m.allocations.append(m.allocations.names.intern(name), qint64(mb * kMiB), kMemoryBase + fromUs * 1000,
                             toUs ? kMemoryBase + *toUs * 1000 : AllocationColumns::kNoRelease);
    };
    add(u"gone"_qs, 300, 0, 20);
    add(u"big"_qs, 200, 10, 70);
    add(u"kernel_6"_qs, 50, 30, std::nullopt);
    add(u"small"_qs, 1, 35, 50);
    add(u"late"_qs, 10, 50, std::nullopt);
    for (int k = 0; k < 10; ++k) {
        m.hbm.timeNs.push_back(kMemoryBase + k * 10'000);
        m.hbm.readBps.push_back((100.0 + 10.0 * k) * 1e9);
        m.hbm.writeBps.push_back(50e9);
    }
    for (int k = 0; k < 4; ++k) {
        m.llcRead.timeNs.push_back(kMemoryBase + k * 25'000);
        m.llcRead.hitRate.push_back(0.4);
        m.llcWrite.timeNs.push_back(kMemoryBase + k * 25'000);
        m.llcWrite.hitRate.push_back(0.9);
    }
    m.llcRead.rows = m.llcWrite.rows = 4;
    m.llcRead.rowHitRateSum = 1.6;
    m.llcWrite.rowHitRateSum = 3.6;
    m.llcTimestamps = 4;
    MemoryData data;
    data.ranks.push_back(std::move(m));
    return data;
}

inline HardwareSpec chipWithHbm()
{
    HardwareSpec chip = roundChip();
    ChipMemorySpec gm;
    gm.bandwidthGbs.insert(u"default"_qs, 1600.0);
    gm.variant = u"default"_qs;
    gm.capacityMb = 1024.0;
    chip.gm = gm;
    return chip;
}

// kernelRun(20) with the memory above (or none) carried by its run, analysed on chipWithHbm.
inline std::shared_ptr<const Analysis> memoryRun(bool withMemory = true)
{
    auto profile = std::make_shared<Profile>(kernelRun(20, 2, 10.0));
    auto run = std::make_shared<RunBreakdown>();
    run->source = RunBreakdown::Source::TraceView;
    run->analysedRank = 0;
    RankBreakdown rank;
    rank.rank = 0;
    rank.hasKernels = true;
    StepBreakdown step;
    step.step = u"1"_qs;
    step.computingUs = 100.0;
    step.freeUs = 20.0;
    rank.steps.push_back(step);
    rank.sumSteps();
    run->ranks.push_back(rank);
    if (withMemory)
        run->memory = std::make_shared<const MemoryData>(handBuiltMemory());
    profile->run = run;
    const HardwareSpec chip = chipWithHbm();
    AnalyzeOptions options;
    options.estimateWork = false;
    Analysis analysis = analyze(profile, chip, options, AdviceCatalog::builtin());
    if (withMemory)
        analysis.memory = std::make_shared<const MemoryReport>(summarizeMemory(*run->memory, &chip));
    return std::make_shared<const Analysis>(std::move(analysis));
}

} // namespace rl::test
