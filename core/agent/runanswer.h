// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/report/jsonutil.h"

namespace rl {

// The analysis JSON's `run` section (ranks and steps, communication with its collectives, device
// memory when read) with every list cut to `listLimit` entries, plus `"truncated": { "<path>":
// <entries cut> }` naming each cut list by its JSON path (core/agent/README.md §5). When the text
// would still pass `byteBudget` bytes (a wide job: ranks × steps), the lists are cut shorter
// until it fits. Null when the run has no step breakdown.
json::Json runAnswer(const Analysis &analysis, size_t byteBudget, int listLimit = 20);

} // namespace rl
