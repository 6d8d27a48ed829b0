// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/analysis/operatorgroup.h"

#include <vector>

namespace rl {

// Every group of `analysis`, most total time first (ties: name, type, shapes). analyze() stores
// them in Analysis::groups; this is the computation.
std::vector<OperatorGroup> groupOperators(const Analysis &analysis);

// The group of each operator position, for `operatorCount` operators: the inverse of the
// groups' call lists.
std::vector<int> groupOfEachOperator(const std::vector<OperatorGroup> &groups, size_t operatorCount);

} // namespace rl
