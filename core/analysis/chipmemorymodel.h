// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/componentmodel.h"
#include "core/analysis/operatorresult.h"
#include "core/hardware/hardwarespec.h"
#include "core/model/operator.h"

#include <optional>
#include <vector>

namespace rl {

// The chip-level memory components `gm` and `l2` (README "Memory roofs"). The paper's components are
// per-core units whose roofs scale with the blocks an operator runs; HBM and L2 are shared by
// every core, so when all cores stream the chip's bandwidth is the roof (the hierarchical
// roofline of Nsight Compute, Intel Advisor and rocprof-compute):
//   work = { read, write } bytes over all blocks
//   ideal_us = (read + write) / bandwidth      U = ideal_us / duration_us (the wall time)
//   R and E unknown: no counter says how long the memory was busy.
class ChipMemoryModel
{
public:
    explicit ChipMemoryModel(const ComponentModel &cores) : m_cores(cores) { }

    // GM traffic: the profiler's own main-memory byte counts when it wrote them, else the GM-side
    // paths of the per-core components (measured or estimated). Nullopt when nothing is known.
    std::optional<ComponentResult> evaluateGm(const Operator &op, const std::vector<ComponentResult> &cores) const;
    // L2 traffic: the Memory group's per-core L2 read/write bandwidths over each side's core
    // time and blocks. Nullopt when the profiler did not record them.
    std::optional<ComponentResult> evaluateL2(const Operator &op) const;
    // L2 traffic when L2's own counters are absent: the GM-side bytes, every one of which
    // passes L2. Nullopt when the chip spec has no L2 figure.
    std::optional<ComponentResult> l2FromGm(const Operator &op, const ComponentResult &gm) const;

private:
    ComponentResult result(const Operator &op, ComponentId memory, double read, double write) const;

    const ComponentModel &m_cores;
};

} // namespace rl
