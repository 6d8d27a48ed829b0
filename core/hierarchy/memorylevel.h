// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/operatorresult.h"
#include "core/common/optionalnumber.h"
#include "core/hardware/hardwarespec.h"

#include <optional>

namespace rl {

// What decides the level, gathered for one operator before the verdict.
struct MemoryLevelFacts
{
    OptionalNumber hitRate;         // measured, 0–1
    OptionalNumber workingSetBytes; // inputs + outputs
};

// Rule 2 of core/hierarchy/README.md §2 on its own: a measured hit rate decides (at least a
// half: L2); without one, bytes/time above the HBM roof (`uGm` > the plausibility limit)
// proves L2; a working set larger than L2 means HBM; anything else is unknown.
ServedFrom decideServedFrom(OptionalNumber hitRate, OptionalNumber uGm, OptionalNumber workingSetBytes,
                            std::optional<double> l2CapacityBytes);

// The bytes a chip-memory component moves: its read and write together.
double chipMemoryBytes(const ComponentResult &c);

// The roof of bytes that hit L2 with rate h and come from HBM otherwise, moved one after the
// other: 1 / (h / B_L2 + (1 − h) / B_HBM), in GB/s.
double effectiveBandwidthGbs(double hitRate, double l2Gbs, double hbmGbs);

// Decides which level served an operator's GM-side bytes and records it on the result: the
// level, the facts, and with a measured hit rate the served component's ideal time over the
// effective roof (so its U is the share of the roof it really had).
class MemoryLevelJudge
{
public:
    explicit MemoryLevelJudge(const HardwareSpec &hardware) : m_hw(hardware) { }

    void judge(const MemoryLevelFacts &facts, OperatorResult &result) const;

    // The bandwidth (GB/s) component `c` of `result` is measured against: the chip's for its
    // level, or the effective roof where a measured hit rate set it. Nullopt when unknown.
    std::optional<double> roofGbs(const OperatorResult &result, const ComponentResult &c) const;

private:
    std::optional<double> l2CapacityBytes() const;

    const HardwareSpec &m_hw;
};

} // namespace rl
