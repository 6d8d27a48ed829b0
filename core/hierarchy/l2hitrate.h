// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/optionalnumber.h"
#include "core/model/operator.h"

namespace rl {

// The L2 hit rate (0–1) a profiler measured for this kernel's own accesses
// (core/hierarchy/README.md §2, rule 1): the L2Cache metric group's hit and miss counts summed
// over the AIC and AIV sides (msprof op and op_summary/kernel_details alike), else its
// `*_total_hit_rate(%)` columns weighted by nothing better than equally, else the single
// `l2_cache_hit_rate(%)` of coupled chips. Unknown when none was recorded.
OptionalNumber metricL2HitRate(const Operator &op);

} // namespace rl
