// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

namespace rl {

// Sub-row packing: instructions on one pipe (or tasks on one stream) may overlap in time;
// each is put in the lowest sub-row that is free at its start, so a lane needs as many
// sub-rows as its deepest overlap and no more. Touching intervals share a row.
// `starts` must be sorted ascending; returns the sub-row of each interval.
// O(n log k) for k sub-rows.
std::vector<int> packSubRows(const std::vector<double> &starts, const std::vector<double> &ends);

// The number of sub-rows a packing uses (max + 1, 0 when empty).
int subRowCount(const std::vector<int> &rows);

} // namespace rl
