// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/profile.h"

namespace rl {

double Profile::totalDurationUs() const
{
    double total = 0.0;
    for (const Operator &op : operators)
        total += op.durationUs;
    return total;
}

} // namespace rl
