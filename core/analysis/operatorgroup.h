// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/category.h"

#include <QString>

#include <optional>
#include <vector>

namespace rl {

// The calls of one kernel: the operators with the same name, type and input shapes, the way
// op_statistic.csv and msprof-analyze present a run. A long run is then a few thousand groups,
// not hundreds of thousands of calls, and the groups of most total time are what costs most.
struct OperatorGroup
{
    QString name;
    QString type;
    QString inputShapes;     // the inputs' shapes joined with ';' ("" when none are known)
    std::vector<int> calls;  // positions in Analysis::operators, in input order
    int representative = -1; // the call of most time (the first of equals): what a group view selects
    double totalUs = 0.0;
    double minUs = 0.0;
    double maxUs = 0.0;
    double share = 0.0;                      // totalUs over the run's total duration
    double spread = 0.0;                     // (longest − shortest) / shortest call, 0 when the shortest is 0
    Category category = Category::NoPmuData; // the category with the most time over the calls
    // Means weighted by each call's duration over the calls that have the figure: the largest
    // U (calls whose U is implausible left out) and the largest R of each call.
    std::optional<double> u;
    std::optional<double> r;
    std::optional<double> estimatedGainUs; // summed over the calls that have one

    double meanUs() const { return calls.empty() ? 0.0 : totalUs / double(calls.size()); }
};

} // namespace rl
