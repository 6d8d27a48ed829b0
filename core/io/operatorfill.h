// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/operator.h"

namespace rl {

// Gives `base` what `extra`, another recording of the same kernel, has and it lacks: busy
// times, core times and block counts per component, work items, metrics, metric groups, core
// times and tensors; measured work marks it measured. Nothing `base` has is replaced. The
// metric-group merge (core/io/README.md §0.5) and the follow-up join (§8.8) both add this way.
void fillMissingFrom(Operator &base, const Operator &extra);

} // namespace rl
