// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/operatorresult.h"
#include "core/analysis/thresholds.h"
#include "core/model/operator.h"

#include <optional>

namespace rl {

// Estimated gain: the wall time saved if the operator's limiting component reached its
// target. With U_max the largest utilisation over its components:
//   U_max <  U_thr  ->  target U_thr (the "good enough" line of the paper)
//   U_max >= U_thr  ->  target 1.0   (the roof itself)
//   gain = duration × (1 − U_max / target)
// Without any U (ratio-only data) R stands in the same way against R_thr, which is an upper
// bound for parallelism problems. Nothing known, or the model does not apply: no gain.
std::optional<double> estimateGainUs(const Operator &op, const OperatorResult &result, const Thresholds &thresholds);

} // namespace rl
