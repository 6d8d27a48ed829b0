// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"

#include <QString>

#include <optional>
#include <vector>

namespace rl {

struct HardwareSpec; // core/hardware/hardwarespec.h
struct MemoryData;   // core/memory/memorydata.h

// One allocation as the report lists it (contract §7c `top_operators`, `alive_at_peak.largest`).
struct AllocationFigure
{
    QString name;
    double sizeKb = 0.0; // 2^10 bytes
    qint64 allocationNs = 0;
    std::optional<qint64> releaseNs; // empty: released after the profile ended
    std::optional<double> durationUs;
};

// The figures of contract §7c for one rank, with its definitions (core/memory/README.md §3).
struct RankMemoryReport
{
    int rank = 0;
    QString source; // "pta_ge", "pta", "ge", "npu_op_mem"; empty when the rank has no peak series
    std::optional<double> peakAllocatedMb; // 2^20 bytes
    std::optional<double> peakReservedMb;
    std::optional<double> peakActiveMb;
    std::optional<qint64> peakTimeNs;           // first time the allocated maximum is reached
    std::optional<double> capacityMb;           // the chip's HBM size
    std::vector<AllocationFigure> topOperators; // the 10 largest single allocations

    int aliveCount = 0;
    double aliveSizeMb = 0.0;
    std::optional<double> beforeProfileMb;      // peak allocated − alive size
    std::vector<AllocationFigure> aliveLargest; // the 10 largest alive at the peak

    std::optional<double> hbmMeanGbs; // 10^9 bytes per second
    std::optional<double> hbmMaxGbs;
    qint64 hbmSamples = 0;
    std::optional<double> llcReadHitRate; // fraction 0–1
    std::optional<double> llcWriteHitRate;
    qint64 llcSamples = 0;
};

// run.memory of the analysis (contract §7c).
struct MemoryReport
{
    std::vector<RankMemoryReport> ranks; // by rank
    Diagnostics diagnostics;             // impossible figures met while summarising

    const RankMemoryReport *rank(int number) const;
};

// The §7c figures of every rank; `chip` gives the capacity (null when the chip is unknown).
MemoryReport summarizeMemory(const MemoryData &data, const HardwareSpec *chip);

} // namespace rl
