// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"

#include <QString>

#include <optional>
#include <vector>

namespace rl {

// The calls of one operator type (OP Type, or the name when the profiler gave no type): how an
// assistant asks "which kind of operator costs most" (core/agent/README.md §3).
struct TypeGroup
{
    QString type;
    std::vector<int> calls;  // positions in Analysis::operators, in input order
    int representative = -1; // the call of most time (the first of equals)
    double totalUs = 0.0;
    Category category = Category::NoPmuData;    // the category with the most time over the calls
    std::optional<ComponentKey> boundComponent; // the bound component with the most time, if any call has one
    std::optional<double> estimatedGainUs;      // summed over the calls that have one
};

// Every type of the run, most estimated gain first, then most total time (types without a gain
// after those with one).
std::vector<TypeGroup> groupsByType(const Analysis &analysis);

} // namespace rl
