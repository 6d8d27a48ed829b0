// SPDX-License-Identifier: GPL-3.0-or-later
// What the memory fuzz targets (memory_csv, memory_db) hold the readers and the summary to: a
// figure read as negative or not finite, a hit rate outside 0–1, an allocation of no size or
// released before it was made is a bug, and stops the fuzzer with what it was.
#pragma once

#include "core/memory/memorydata.h"
#include "core/memory/memoryreport.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>

namespace rl::fuzz {

[[noreturn]] inline void stopOn(const char *what, double value)
{
    std::fprintf(stderr, "rooflens fuzz: %s read as %g\n", what, value);
    std::abort();
}

inline void expectSane(const std::optional<double> &v, const char *what, double most = INFINITY)
{
    if (v && (!std::isfinite(*v) || *v < 0.0 || *v > most))
        stopOn(what, *v);
}

inline void checkMemoryData(const MemoryData &memory)
{
    for (const RankMemory &m : memory.ranks) {
        const AllocationColumns &a = m.allocations;
        for (size_t i = 0; i < a.size(); ++i) {
            if (a.sizeBytes[i] <= 0)
                stopOn("an allocation's size in bytes", double(a.sizeBytes[i]));
            if (a.releaseNs[i] != AllocationColumns::kNoRelease && a.releaseNs[i] < a.allocationNs[i])
                stopOn("a release before its allocation, ns", double(a.releaseNs[i]) - double(a.allocationNs[i]));
        }
        for (double v : m.hbm.readBps)
            expectSane(v, "an HBM read bandwidth");
        for (double v : m.llcRead.hitRate)
            expectSane(v, "an L2 read hit rate", 1.0);
    }
}

inline void checkMemoryReport(const MemoryReport &report)
{
    for (const RankMemoryReport &r : report.ranks) {
        for (const auto *v :
             {&r.peakAllocatedMb, &r.peakReservedMb, &r.peakActiveMb, &r.beforeProfileMb, &r.hbmMeanGbs, &r.hbmMaxGbs})
            expectSane(*v, "a memory figure");
        expectSane(r.llcReadHitRate, "an L2 read hit rate", 1.0);
        expectSane(r.llcWriteHitRate, "an L2 write hit rate", 1.0);
        expectSane(r.aliveSizeMb, "the size alive at the peak");
        for (const auto *list : {&r.topOperators, &r.aliveLargest}) {
            for (const AllocationFigure &f : *list) {
                expectSane(f.sizeKb, "an allocation's size");
                expectSane(f.durationUs, "an allocation's lifetime");
            }
        }
    }
}

} // namespace rl::fuzz
