// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/gainestimator.h"

#include <algorithm>

namespace rl {

std::optional<double> estimateGainUs(const Operator &op, const OperatorResult &result, const Thresholds &thresholds)
{
    // No gain where the model cannot say what bounds the operator: a gain needs a resolved
    // bound and possible figures (core/hierarchy/README.md §5).
    if (result.category == Category::NotApplicable || result.category == Category::NoPmuData
        || result.category == Category::BusyUnresolved || result.implausible)
        return std::nullopt;
    double level = 0.0, threshold = 0.0;
    if (const ComponentResult *u = result.maxU()) {
        level = *u->U();
        threshold = result.uThreshold;
    } else if (const ComponentResult *r = result.maxR()) {
        level = *r->R();
        threshold = thresholds.r;
    } else {
        return std::nullopt;
    }
    const double target = level < threshold ? threshold : 1.0;
    return op.durationUs * std::max(0.0, 1.0 - level / target);
}

} // namespace rl
