// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/profile.h"

#include <optional>
#include <vector>

namespace rl {

// What the numbers of a kernel table say about the machine (core/io/README.md §1.7): every PMU row
// satisfies `*_time(us) = total_cycles / (blocks × MHz)`, so the clock is the median of
// cycles / (blocks × time); and `cube_utilization(%) = cycles / (MHz × cube cores × wall)`,
// so the chip's cube-core count follows from it.
struct TableHardwareEstimate
{
    std::optional<double> clockMhz;
    std::optional<int> aicCount;
};

TableHardwareEstimate estimateHardware(const std::vector<Operator> &operators);

// Fills what `profile.detected` lacks from the table's own numbers, with an info diagnostic
// per inferred figure. Split-chip evidence — aic_/aiv_ columns (`separated`) or
// AI_VECTOR_CORE / MIX tasks — names the A2/A3 family "Ascend910B" when nothing else named the
// chip; coupled tables cannot tell 910 from 310P, so no chip is guessed for them.
void completeDetectedHardware(Profile &profile, bool separated, const QString &source);

} // namespace rl
