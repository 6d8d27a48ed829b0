// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/profile.h"

namespace rl {

// Profilers write a pipe's busy time twice: `<pipe>_time(us)` and `<pipe>_ratio`. They should
// agree as ratio = time / the side's core time, and in some outputs they do not (msprof op of
// CANN 8.5.2 divides by one kernel-wide time; torch_npu MIX rows disagree on one pipe).
// applyPmuValues decides which one R follows; each ratio column that differs by more than
// kRatioTolerance gets one warning with the count of rows and the first example, so the
// disagreement is never silent.
inline constexpr double kRatioTolerance = 0.05;

void checkRatioColumns(Profile &profile);

} // namespace rl
