// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/profile.h"

namespace rl {

// Removes what no profiler can have measured — a negative or non-finite duration, time, work
// or metric, a negative block count or clock — so that nothing downstream reports it as a
// result. Durations become 0, optional figures become unknown, and each kind of repair adds
// one warning to the profile's diagnostics with the count and the first place it was seen.
void repairImpossibleValues(Profile &profile);

} // namespace rl
