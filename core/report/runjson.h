// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/jsonutil.h"
#include "core/run/runbreakdown.h"

namespace rl {

// The analysis JSON's "run" section (app/README.md §4.5), with what the contract leaves open
// added beside it: each rank's communication.json figures, AI CPU time and largest free gaps.
json::Json runJson(const RunBreakdown &run);

} // namespace rl
