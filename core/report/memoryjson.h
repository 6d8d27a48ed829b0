// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/memory/memoryreport.h"
#include "core/report/jsonutil.h"

namespace rl {

// `run.memory` of contract §7c: per rank the peaks and when, the capacity, the largest single
// allocations, those alive at the peak, and the chip's sampled HBM bandwidth and L2 hit rate.
// A figure the run does not give is null.
json::Json deviceMemoryJson(const MemoryReport &report);

// One allocation as `top_operators` lists it (with release_ns and duration_us) or as
// `alive_at_peak.largest` does (without them).
json::Json allocationJson(const AllocationFigure &a, bool withRelease);

} // namespace rl
