// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/analysis/operatorgroup.h"

#include <limits>
#include <vector>

namespace rl {

// What a call adds to its group's weighted U and R: its largest U (unless its U is
// implausible) and its largest R, NaN where it has none.
struct CallFigures
{
    double u = std::numeric_limits<double>::quiet_NaN();
    double r = std::numeric_limits<double>::quiet_NaN();

    static CallFigures of(const OperatorResult &result);
};

// Every group of `analysis`, most total time first (ties: name, type, shapes). analyze() stores
// them in Analysis::groups; this is the computation. `figures`, one per operator in order, are
// each operator's CallFigures::of when the caller has them (the analysis works them out while a
// kernel's results are at hand); without them they are worked out here, on the cores.
std::vector<OperatorGroup> groupOperators(const Analysis &analysis);
std::vector<OperatorGroup> groupOperators(const Analysis &analysis, const std::vector<CallFigures> &figures);

// The group of each operator position, for `operatorCount` operators: the inverse of the
// groups' call lists.
std::vector<int> groupOfEachOperator(const std::vector<OperatorGroup> &groups, size_t operatorCount);

} // namespace rl
