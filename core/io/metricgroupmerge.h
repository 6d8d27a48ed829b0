// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"
#include "core/model/profile.h"

#include <vector>

namespace rl {

// Merges profiles of one workload recorded with different aic-metrics groups
// (core/io/README.md §0.5: one group per run). Operators are joined on name, input shapes and call
// order; the first profile defines the operator list, later ones add components, work and metrics.
// The result lists the merged groups and the operators that found no partner.
Result<Profile> mergeMetricGroups(std::vector<Profile> parts);

// Moves the first profile recorded with PipeUtilization to the front: the run with pipe busy
// times defines the operator list, so its timeline and busy times are the base the other
// groups add to.
void putPipeUtilizationFirst(std::vector<Profile> &parts);

} // namespace rl
