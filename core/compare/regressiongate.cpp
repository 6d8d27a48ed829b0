// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/compare/regressiongate.h"

namespace rl {

RegressionGate regressionGate(const Comparison &comparison, double thresholdPct)
{
    return RegressionGate{thresholdPct, comparison.slowerThan(thresholdPct)};
}

} // namespace rl
